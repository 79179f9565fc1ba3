//! The reference implementation: plain, slow and obviously correct. It is the oracle that the
//! fast paths are tested against, and it shares no code with them beyond the game types.
//!
//! - values come from explicit lists of options (every position reachable in one move, as a
//!   list of heaps) with the value of a list of heaps taken as the XOR of its parts;
//! - periods come from applying the certifying theorems by brute force over every pair
//!   `(p, e)`, smallest `p` first.

use std::collections::{BTreeSet, HashMap};

use crate::game::{Game, Nimber};

/// Every position one move away from a single heap of `n`, each a list of heap sizes
/// (empty when the move takes the whole heap).
pub fn options(game: &Game, n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    match game {
        Game::Subtraction { set, rule } => {
            for &s in set.elements() {
                let s = s as usize;
                if s <= n {
                    out.push(if s == n { vec![] } else { vec![n - s] });
                }
            }
            if rule.takes_all_below_min() && n > 0 && n < set.min() as usize {
                out.push(vec![]);
            }
        }
        Game::Octal(code) => {
            // k = 0: `d0`, 4 for a `4.` code (split without removing anything), else 0.
            for k in 0..=code.len().min(n) {
                let d = code.digit(k);
                if d & 1 != 0 && n == k {
                    out.push(vec![]);
                }
                if d & 2 != 0 && n > k {
                    out.push(vec![n - k]);
                }
                if d & 4 != 0 && n >= k + 2 {
                    for a in 1..n - k {
                        out.push(vec![a, n - k - a]);
                    }
                }
            }
        }
        Game::Tree(tree) => {
            // Position 0 is the game with no move: leaving it leaves nothing.
            for &o in tree.options(n as u64) {
                out.push(if o == 0 { vec![] } else { vec![o as usize] });
            }
        }
        Game::TakeBreak(code) => {
            // Every number of tokens removed (k = 0 splits without removing), every ordered
            // way of leaving 0 to 3 non-empty heaps.
            for k in 0..=n {
                if code.is_finite() && k > code.len() {
                    break;
                }
                let d = code.digit(k);
                let r = n - k;
                let distinct = |heaps: &[usize]| {
                    !d.unequal
                        || heaps
                            .iter()
                            .enumerate()
                            .all(|(i, a)| !heaps[i + 1..].contains(a))
                };
                if d.bits & 1 != 0 && r == 0 && k > 0 {
                    out.push(vec![]);
                }
                if d.bits & 2 != 0 && r >= 1 && k > 0 {
                    out.push(vec![r]);
                }
                if d.bits & 4 != 0 {
                    for a in 1..r {
                        if distinct(&[a, r - a]) {
                            out.push(vec![a, r - a]);
                        }
                    }
                }
                if d.bits & 8 != 0 {
                    for a in 1..r {
                        for b in 1..r - a {
                            let heaps = [a, b, r - a - b];
                            if distinct(&heaps) {
                                out.push(heaps.to_vec());
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// `G(0) ... G(len - 1)` from explicit option lists. Under a misère rule, a position with no
/// move has value 1 (the misère Grundy value); positions are single heaps there.
pub fn nim_sequence(game: &Game, len: usize) -> Vec<Nimber> {
    let mut values: Vec<Nimber> = Vec::with_capacity(len);
    for n in 0..len {
        let opts = options(game, n);
        let value = if opts.is_empty() && game.is_misere() {
            1
        } else {
            let seen: BTreeSet<Nimber> = opts
                .iter()
                .map(|heaps| {
                    if game.is_misere() && heaps.is_empty() {
                        // Moving to the empty position under misère play: its value is 1.
                        1
                    } else {
                        heaps.iter().fold(0, |x, &h| x ^ values[h])
                    }
                })
                .collect();
            (0..).find(|v| !seen.contains(v)).unwrap_or(0)
        };
        values.push(value);
    }
    values
}

/// The minimal `(preperiod, period)` proven by a repeated window of `window` values
/// (subtraction games: `window = max S`), found by trying every `(p, e)` in turn.
pub fn window_period(seq: &[Nimber], window: usize) -> Option<(usize, usize)> {
    let len = seq.len();
    for p in 1..len {
        for start in 0..len {
            if start + p + window > len {
                break;
            }
            if seq[start..start + window] == seq[start + p..start + p + window] {
                return Some((preperiod_for(seq, p, start), p));
            }
        }
    }
    None
}

/// The minimal `(preperiod, period)` proven by the Guy–Smith theorem for an octal code with
/// `k` digits, trying every `(p, e)` in turn. With splitting moves the theorem is applied
/// from `e >= 1`: a period from 0 needs the range for `e = 1` and `n = 0` as well.
pub fn guy_smith_period(seq: &[Nimber], k: usize, splitting: bool) -> Option<(usize, usize)> {
    let len = seq.len();
    for p in 1..len {
        for e in 0..len {
            let until = if splitting {
                2 * e.max(1) + p + k
            } else {
                e + p + k
            };
            if until + p > len {
                break;
            }
            if (e..until).all(|n| seq[n + p] == seq[n]) {
                return Some((e, p));
            }
        }
    }
    None
}

/// The least `e <= from` with `seq[n + p] == seq[n]` for every `n` from `e` to `from`.
fn preperiod_for(seq: &[Nimber], p: usize, from: usize) -> usize {
    (0..=from)
        .find(|&e| (e..from).all(|n| seq[n + p] == seq[n]))
        .unwrap_or(from)
}

/// The minimal certified `(preperiod, period)` of `game` among its first `len` values.
pub fn period(game: &Game, len: usize) -> Option<(usize, usize)> {
    let seq = nim_sequence(game, len);
    match game {
        Game::Subtraction { set, .. } => window_period(&seq, set.max() as usize),
        Game::Octal(code) => guy_smith_period(&seq, code.len(), code.splits()),
        Game::TakeBreak(code) if code.is_finite() && !code.has_unequal() => {
            take_break_period(&seq, code.len(), code.most_heaps())
        }
        Game::TakeBreak(_) | Game::Tree(_) => None,
    }
}

/// The minimal `(preperiod, period)` proven by the periodicity test for finite take-and-break
/// codes whose moves leave at most `heaps` heaps (`k` the last digit): `G(n + p) = G(n)` for
/// `e <= n < heaps * max(e, 1) + (heaps - 1) * p + k`, every `(p, e)` tried in turn.
pub fn take_break_period(seq: &[Nimber], k: usize, heaps: usize) -> Option<(usize, usize)> {
    if heaps <= 2 {
        return guy_smith_period(seq, k, heaps == 2);
    }
    let len = seq.len();
    for p in 1..len {
        for e in 0..len {
            let until = heaps * e.max(1) + (heaps - 1) * p + k;
            if until + p > len {
                break;
            }
            if (e..until).all(|n| seq[n + p] == seq[n]) {
                return Some((e, p));
            }
        }
    }
    None
}

/// Misère outcomes of sums of heaps by plain search over multisets of heap sizes: a sum is a
/// P-position (the player to move loses) when it has a move and every move leads to a sum
/// that is not. The oracle for misère quotients.
#[derive(Debug, Clone)]
pub struct MisereOutcomes {
    game: Game,
    options: Vec<Vec<Vec<usize>>>,
    memo: HashMap<Vec<usize>, bool>,
}

impl MisereOutcomes {
    /// The outcomes of `game`'s sums.
    pub fn new(game: &Game) -> Self {
        MisereOutcomes {
            game: game.clone(),
            options: Vec::new(),
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move loses the misère sum of `heaps` (any order).
    pub fn is_p(&mut self, heaps: &[usize]) -> bool {
        let mut sum: Vec<usize> = heaps.iter().copied().filter(|&h| h > 0).collect();
        sum.sort_unstable();
        self.sum_is_p(sum)
    }

    fn sum_is_p(&mut self, sum: Vec<usize>) -> bool {
        if let Some(&p) = self.memo.get(&sum) {
            return p;
        }
        let mut has_move = false;
        let mut p = true;
        for i in 0..sum.len() {
            if i > 0 && sum[i] == sum[i - 1] {
                continue;
            }
            let heap = sum[i];
            while self.options.len() <= heap {
                let n = self.options.len();
                self.options.push(options(&self.game, n));
            }
            for option in self.options[heap].clone() {
                has_move = true;
                let mut next: Vec<usize> = sum[..i].iter().chain(&sum[i + 1..]).copied().collect();
                next.extend(option.iter().copied().filter(|&h| h > 0));
                next.sort_unstable();
                if self.sum_is_p(next) {
                    p = false;
                    break;
                }
            }
            if !p {
                break;
            }
        }
        let p = has_move && p;
        self.memo.insert(sum, p);
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `4.` code read as an octal code has the options of its take-and-break code, and the
    /// moves the board lists from a heap are those options (a split without taking included).
    #[test]
    fn four_codes_are_their_take_and_break_codes() {
        for code in ["4.", "4.7", "4.07", "4.344", "4.12"] {
            let octal: Game = format!("octal:{code}").parse().unwrap();
            let tb = Game::TakeBreak(code.parse().unwrap());
            for n in 0..40 {
                let mut a = options(&octal, n);
                let mut b = options(&tb, n);
                a.sort();
                b.sort();
                assert_eq!(a, b, "{code} at {n}");
            }
            assert_eq!(nim_sequence(&octal, 200), nim_sequence(&tb, 200), "{code}");
            let moves = octal.moves(5);
            assert!(
                moves
                    .iter()
                    .any(|m| m.take == 0 && m.left > 0 && m.right > 0),
                "{code}"
            );
            assert_eq!(moves, tb.moves(5), "{code}");
        }
    }

    #[test]
    fn reference_matches_published_values() {
        let g: Game = "sub:2,4,7".parse().unwrap();
        assert_eq!(
            nim_sequence(&g, 15),
            [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1]
        );
        assert_eq!(period(&g, 100), Some((8, 3)));
        let kayles: Game = "octal:0.77".parse().unwrap();
        assert_eq!(period(&kayles, 200), Some((71, 12)));
    }
}
