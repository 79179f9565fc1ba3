//! Arithmetic periods `G(n + p) = G(n) + s` for `n >= e` (`s`, the saltus): the least one seen
//! in computed values, and a theorem that certifies it for take-and-break codes that never
//! split a heap (Nim `0.[3]` and every code whose moves leave one heap or none, with a
//! repeating tail).
//!
//! # The theorem (nimseq's; proved here)
//!
//! Let a code never split (every digit 0 to 3, `d0 = 0`) and let its digits repeat with period
//! `π` from index `L >= 1` on (`d(j + π) = d(j)` for `j >= L`; a finite code of `k` digits has
//! `π = 1`, `L = k + 1`). Let `R1` (`R2`) be the residues mod `π` of the sizes `j >= L` that may
//! take a whole heap (leave one heap). Let `e >= 0`, `P >= 1` a multiple of `π`, `S >= 0`,
//! `e' = max(e, 1)`, and for each residue `r` mod `π`, with `T_r = {0}` if `r` is in `R1` (else
//! empty) and `ok_r(m)` meaning `(r - m) mod π` is in `R2`,
//!
//! - `D_r = { G(m) : 1 <= m < e' + P, ok_r(m) } ∪ T_r`,
//! - `F_r = { G(m) : 1 <= m < e' + 2P, ok_r(m) } ∪ T_r`.
//!
//! If `G(n + P) = G(n) + S` for `e <= n < N0 = max(L + e' + P - 1, e' + P)` and
//! `F_r = [0, S) ∪ (D_r + S)` for every `r`, then `G(n + P) = G(n) + S` for all `n >= e`.
//!
//! *Proof.* Induction on `n >= N0`, assuming the law below `n`; let `r = n mod π` and
//! `X = { G(m) : e' + P <= m < n, n - m in S2 }`. A move from `n` that leaves `m < e' + P`
//! removes `j = n - m >= n + 1 - e' - P >= L` tokens, and one that takes the whole heap
//! removes `n >= L`: whether they are allowed depends on `j mod π` alone, so the options of
//! `n` are `X ∪ D_r`. A move from `n + P` leaving `m >= e' + 2P` removes the `j` that leaves
//! `m - P >= e' + P` from `n`, and `G(m) = G(m - P) + S`: these options are `X + S`, each of
//! `X` arising so. Every other move from `n + P` removes `j >= L` tokens and `π | P`: they give
//! `F_r`. So `G(n + P) = mex((X + S) ∪ F_r) = mex([0, S) ∪ ((X ∪ D_r) + S))
//! = S + mex(X ∪ D_r) = G(n) + S`. ∎
//!
//! With `S = 0` the theorem certifies an ordinary period. A law with a period `p` dividing `P`
//! follows from the one with `P` and `G(n + p) = G(n) + s` checked for `e <= n < e + P`.

use crate::game::{Nimber, TakeBreakCode};
use crate::period::law;
use crate::words::t;

/// The least arithmetic period seen in `seq`: the least `p`, with the least `e` for it, such
/// that `seq[n + p] - seq[n]` is the same `s` for every `e <= n < len - p`, where the agreement
/// covers at least half of the values and three periods. `None` when no `p` does. Seen, not
/// proven: see [`certify_non_splitting`].
///
/// # Examples
/// ```
/// use nimseq_core::period::arithmetic_pattern;
/// let lasker = [0u16, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15];
/// assert_eq!(arithmetic_pattern(&lasker), Some((1, 4, 4)));
/// ```
pub fn arithmetic_pattern(seq: &[Nimber]) -> Option<(usize, usize, i64)> {
    let len = seq.len();
    let g = |n: usize| i64::from(seq[n]);
    (1..=len / 3).find_map(|p| {
        let s = g(len - 1) - g(len - 1 - p);
        let mut e = len - 1 - p;
        while e > 0 && g(e - 1 + p) - g(e - 1) == s {
            e -= 1;
        }
        let agreeing = len - p - e;
        (agreeing * 2 >= len && agreeing >= 3 * p).then_some((e, p, s))
    })
}

/// The arithmetic period `(e, p, s)` seen in `seq` (from [`arithmetic_pattern`]), certified by
/// the theorem above for a code that never splits; `None` when the code splits, when `s < 0`,
/// or when the values do not reach far enough or fail the theorem's conditions.
///
/// Returns the theorem's statement for this case, with its numbers.
///
/// # Examples
/// ```
/// use nimseq_core::{game::nim_sequence, period::certify_non_splitting};
/// let nim: nimseq_core::game::Game = "tb:0.[3]".parse()?;
/// let values = nim_sequence(&nim, 100)?;
/// let nimseq_core::game::Game::TakeBreak(code) = &nim else { unreachable!() };
/// assert!(certify_non_splitting(code, &values, (0, 1, 1)).is_some());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn certify_non_splitting(
    code: &TakeBreakCode,
    seq: &[Nimber],
    (e, p, s): (usize, usize, i64),
) -> Option<String> {
    if code.most_heaps() > 1 || code.digit(0).bits != 0 || s < 0 {
        return None;
    }
    // A finite code repeats zeros with period 1 past its last digit.
    let (pi, l) = (code.tail().max(1), code.tail_start());
    let big_p = lcm(p, pi);
    let big_s = s * (big_p / p) as i64;
    let e1 = e.max(1);
    let n0 = (l + e1 + big_p - 1).max(e1 + big_p);
    let len = seq.len();
    let g = |n: usize| i64::from(seq[n]);
    // The law with P over the theorem's range, and the law with p over one period of P.
    if n0 + big_p > len || e + big_p + p > len || e1 + 2 * big_p > len {
        return None;
    }
    if (e..n0).any(|n| g(n + big_p) != g(n) + big_s) || (e..e + big_p).any(|n| g(n + p) != g(n) + s)
    {
        return None;
    }
    let in_tail = |bit: u8, residue: usize| {
        // The tail's digits d(L), ..., d(L + π - 1), by residue mod π.
        (l..l + pi).any(|j| j % pi == residue && code.digit(j).bits & bit != 0)
    };
    for r in 0..pi {
        let moves_to = |m: usize| in_tail(2, (r + pi - m % pi) % pi);
        let take_all = in_tail(1, r).then_some(0);
        let reach = |below: usize| -> Vec<i64> {
            (1..below)
                .filter(|&m| moves_to(m))
                .map(g)
                .chain(take_all)
                .collect()
        };
        let d = reach(e1 + big_p);
        let mut f = reach(e1 + 2 * big_p);
        let mut want: Vec<i64> = (0..big_s).chain(d.iter().map(|v| v + big_s)).collect();
        for set in [&mut f, &mut want] {
            set.sort_unstable();
            set.dedup();
        }
        if f != want {
            return None;
        }
    }
    Some(t!(
        "period-arithmetic-theorem",
        pi = pi.to_string(),
        start = l.to_string(),
        law = law(big_p as u64, big_s),
        from = e.to_string(),
        until = n0.to_string(),
        far = (e1 + 2 * big_p).to_string(),
        shift = if big_s == 0 { "none" } else { "some" },
        saltus = big_s.to_string(),
        near = (e1 + big_p).to_string(),
        divides = if big_p == p { "yes" } else { "no" },
        law_p = law(p as u64, s),
        period_end = (e + big_p).to_string()
    ))
}

fn lcm(a: usize, b: usize) -> usize {
    let gcd = |mut x: usize, mut y: usize| {
        while y != 0 {
            (x, y) = (y, x % y);
        }
        x
    };
    a / gcd(a, b) * b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::nim_sequence;
    use crate::game::Game;

    fn certify(spec: &str, len: usize) -> Option<String> {
        let game: Game = spec.parse().unwrap();
        let Game::TakeBreak(code) = &game else {
            panic!("{spec} is not a take-and-break game")
        };
        let values = nim_sequence(&game, len).unwrap();
        let pattern = arithmetic_pattern(&values)?;
        certify_non_splitting(code, &values, pattern)
    }

    #[test]
    fn nim_and_relatives_are_certified() {
        assert!(certify("tb:0.[3]", 200).is_some());
        assert!(certify("tb:0.[2]", 200).is_some());
        assert!(certify("tb:0.3[2]", 200).is_some());
        assert!(certify("tb:0.[31]", 300).is_some());
    }

    #[test]
    fn splitting_codes_are_not() {
        assert!(certify("tb:4.[3]", 400).is_none());
        assert!(certify("tb:0.8", 400).is_none());
    }

    /// Every certificate this theorem gives is checked far beyond the values it used, on
    /// every code with up to three digits before a tail of one or two digits.
    #[test]
    fn certificates_hold_far_beyond_the_values_they_used() {
        let digits = ["0", "1", "2", "3"];
        let mut certified = 0;
        for head in ["", "0", "1", "2", "3", "00", "13", "21", "32", "103", "230"] {
            for t1 in digits {
                for t2 in ["", "0", "1", "2", "3"] {
                    let spec = format!("tb:0.{head}[{t1}{t2}]");
                    let Ok(game) = spec.parse::<Game>() else {
                        continue;
                    };
                    let Game::TakeBreak(code) = &game else {
                        continue;
                    };
                    let short = nim_sequence(&game, 200).unwrap();
                    let Some(pattern) = arithmetic_pattern(&short) else {
                        continue;
                    };
                    if certify_non_splitting(code, &short, pattern).is_none() {
                        continue;
                    }
                    certified += 1;
                    let (e, p, s) = pattern;
                    let long = nim_sequence(&game, 3000).unwrap();
                    for n in e..long.len() - p {
                        assert_eq!(
                            i64::from(long[n + p]) - i64::from(long[n]),
                            s,
                            "{spec}: n = {n}"
                        );
                    }
                }
            }
        }
        assert!(certified > 50, "only {certified} codes certified");
    }
}
