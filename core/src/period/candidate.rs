//! The candidate period of a search that stopped without a certificate: the period the values
//! computed show, and how far a search must go for its certificate to compare enough values.
//!
//! A candidate is the period [`shown_period`] finds at the end of the values: `G(n + p) = G(n)`
//! for every `e <= n <= N - p` (`G(N)` the last value computed) over at least one whole period
//! (`N - p - e + 1 >= p`), the least `e + p`, then the least `p`. It is reported only when that
//! agreement also covers at least an eighth of the values computed ([`MIN_SHARE`]): a short
//! repeat at the very end is what most sequences show by chance (`0.16` ends in a repeat of
//! period 3 over its last dozen values at 10,000, 100,000 and 400,000 values; `0.6` in one at
//! 1,000), and reporting it would be a guess. It is what the values show, never a claim: the
//! certificate it names compares values up to `certifies_at`, and only a search that computes
//! them can certify it.

use serde::Serialize;

use crate::game::Game;
use crate::period::certify::{guy_smith_range_end, take_break_range_end};
use crate::period::repeat::{agreement_start, smallest_repeat_shift_from};
use crate::words::t;

/// The least share of the values computed a candidate's agreement covers: `1 / MIN_SHARE`. A
/// true period's agreement grows with the values (`0.16`'s covers an eighth from 291,212 values
/// on, and its whole period from 404,269), a chance repeat at the end does not.
pub const MIN_SHARE: usize = 8;

/// A period the values computed show, not yet certified.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// The least `e` with `G(n + p) = G(n)` for `e <= n <= N - p`.
    pub preperiod: u64,
    /// The least `p` that holds over at least one whole period at the end of the values.
    pub period: u64,
    /// The last `n` whose value the certificate for this `(e, p)` compares: a search to
    /// `G(certifies_at)` certifies the candidate if it still holds there. `None` when no
    /// theorem nimseq applies certifies a period of this game.
    pub certifies_at: Option<u64>,
}

impl Candidate {
    /// The candidate of `values`, the first values of `game`, if they show one: the period
    /// `shown_period` finds, when its agreement covers at least one value in `MIN_SHARE`.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::{game::nim_sequence, period::Candidate};
    /// let game = "octal:0.16".parse()?;
    /// // 0.16 has preperiod 105351 and period 149459 (its certificate needs 509622 values).
    /// let values = nim_sequence(&game, 450_000)?;
    /// let c = Candidate::of(&game, &values).expect("the period shows");
    /// assert_eq!((c.preperiod, c.period), (105_351, 149_459));
    /// assert_eq!(c.certifies_at, Some(2 * 105_351 + 2 * 149_459 + 2 - 1));
    /// // At 400,001 values the period has not shown a whole period yet; the last dozen values
    /// // repeat with period 3, too few to be a candidate.
    /// assert_eq!(Candidate::of(&game, &values[..400_001]), None);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn of<T: Copy + Eq + Into<u64>>(game: &Game, values: &[T]) -> Option<Candidate> {
        let (e, p) = shown_period(values)?;
        // The values compared, `e <= n <= N - p`.
        let agreement = values.len() - p - e;
        if agreement * MIN_SHARE < values.len() {
            return None;
        }
        Some(Candidate {
            preperiod: e as u64,
            period: p as u64,
            certifies_at: certificate_reach(game, e as u64, p as u64),
        })
    }

    /// The candidate in words (in the thread's language); `most` is the farthest `n` a search
    /// may reach here and `limit_words(m)` says how to search to `G(m)` (on the command line,
    /// `` `--limit m` ``).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::period::Candidate;
    /// let c = Candidate { preperiod: 3, period: 5, certifies_at: Some(20) };
    /// assert_eq!(
    ///     c.describe(1000, |m| format!("`--limit {m}`")),
    ///     "candidate preperiod 3, period 5 holds on all computed values; `--limit 20` \
    ///      certifies it if it still holds there (the certificate compares values up to 20)"
    /// );
    /// assert!(c.describe(10, |m| format!("`--limit {m}`")).contains("past the largest search"));
    /// ```
    pub fn describe(&self, most: u64, limit_words: impl Fn(u64) -> String) -> String {
        let (e, p) = (self.preperiod.to_string(), self.period.to_string());
        match self.certifies_at {
            Some(m) if m <= most => t!(
                "period-candidate-certifies",
                preperiod = e,
                period = p,
                how = limit_words(m),
                reach = m.to_string()
            ),
            Some(m) => t!(
                "period-candidate-too-far",
                preperiod = e,
                period = p,
                reach = m.to_string(),
                most = most.to_string()
            ),
            None => t!("period-candidate-no-theorem", preperiod = e, period = p),
        }
    }
}

/// The period the end of `seq` shows: among the shifts `p` with `seq[n + p] == seq[n]` for
/// every `e <= n < len - p` over at least one whole period (`len - p - e >= p`), the one whose
/// agreement reaches furthest back (the least `e + p`, so the least `e` for its `p`), then the
/// least `p`. Returns `(e, p)`.
///
/// Every certificate of a period compares values up to a bound that grows with `e + p` (a
/// repeated window at `e + p + max S`, Guy–Smith's at `2e + 2p + k`), so this is the period the
/// search would certify first if the values go on as they are; a multiple of it agrees over
/// less, and a short spurious repeat at the very end reaches back a few values only.
///
/// # Examples
/// ```
/// use nimseq_core::period::shown_period;
/// let seq = [7u16, 1, 2, 3, 1, 2, 3, 1, 2];
/// assert_eq!(shown_period(&seq), Some((1, 3)));
/// assert_eq!(shown_period(&[0u16, 1, 2, 0, 1]), None); // 0 1 2 | 0 1: not a whole period
/// // Only the last two values repeat: period 1 from 7, over one whole period.
/// assert_eq!(shown_period(&[1u16, 2, 0, 1, 2, 0, 1, 2, 2]), Some((7, 1)));
/// // A period of 3 over all the values reaches further back than the repeat 0 0 at the end.
/// assert_eq!(shown_period(&[0u16, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0]), Some((0, 3)));
/// ```
pub fn shown_period<T: Copy + Eq + Into<u64>>(seq: &[T]) -> Option<(usize, usize)> {
    let len = seq.len();
    // Values compared before the scan gives way to the Z-function (linear, but a word of
    // memory per value): far more than real sequences need.
    let mut budget = 64 * len + (1 << 20);
    // (t, p): the longest agreement found so far (t values) and its shift.
    let mut best: Option<(usize, usize)> = None;
    let mut from = 1;
    loop {
        // Only a shift q >= from with t(q) > t(best) and t(q) >= q can do better; the least
        // q >= from whose last `window` values repeat is the next that may. Shifts between
        // have t < window: no better than the best, or less than their own shift.
        let window = from.max(best.map_or(1, |(t, _)| t + 1));
        if 2 * window > len || window + from > len {
            break;
        }
        let Some(q) = smallest_repeat_shift_from(seq, window, from) else {
            break;
        };
        let e = agreement_start(seq, q, len - window - q);
        let t = len - q - e;
        let cost = window + (q - from) + (t - window);
        if cost > budget {
            return shown_period_by_z(seq);
        }
        budget -= cost;
        if t >= q {
            best = Some((t, q));
        }
        from = q + 1;
    }
    best.map(|(t, p)| (len - p - t, p))
}

/// [`shown_period`] by the Z-function of the reversed sequence (`z[p]` is the agreement at
/// shift `p`): linear time, a word of memory per value.
fn shown_period_by_z<T: Copy + Eq>(seq: &[T]) -> Option<(usize, usize)> {
    let len = seq.len();
    let at = |i: usize| seq[len - 1 - i];
    let mut z = vec![0u32; len];
    let (mut l, mut r) = (0usize, 0usize);
    let mut best: Option<(usize, usize)> = None;
    for p in 1..len {
        let mut k = if p < r {
            (z[p - l] as usize).min(r - p)
        } else {
            0
        };
        while p + k < len && at(k) == at(p + k) {
            k += 1;
        }
        z[p] = k as u32;
        if p + k > r {
            (l, r) = (p, p + k);
        }
        if k >= p && best.is_none_or(|(t, _)| k > t) {
            best = Some((k, p));
        }
    }
    best.map(|(t, p)| (len - p - t, p))
}

/// The last `n` whose value the certificate of preperiod `e` and period `p` compares, for the
/// game's theorem, or `None` where nimseq has no theorem for the game's periods.
///
/// # Examples
/// ```
/// use nimseq_core::period::certificate_reach;
/// // Kayles: Guy–Smith compares G(n + 12) with G(n) for 71 <= n < 2·71 + 12 + 2.
/// assert_eq!(certificate_reach(&"octal:0.77".parse()?, 71, 12), Some(167));
/// // {2,4,7}: the window of 7 values at 8 repeats at 11.
/// assert_eq!(certificate_reach(&"sub:2,4,7".parse()?, 8, 3), Some(17));
/// assert_eq!(certificate_reach(&"grundy".parse()?, 8, 3), None);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn certificate_reach(game: &Game, e: u64, p: u64) -> Option<u64> {
    let (e, p) = (e as usize, p as usize);
    // Each certificate checks G(n + p) = G(n) for e <= n < end: values up to end + p - 1.
    let end = match game {
        // The window of max S values at e repeats at e + p.
        Game::Subtraction { set, .. } => e + set.max() as usize,
        Game::Octal(code) => guy_smith_range_end(e, p, code.len(), code.splits()),
        Game::TakeBreak(code) if code.is_finite() && !code.has_unequal() => {
            take_break_range_end(e, p, code.len(), code.most_heaps())
        }
        Game::TakeBreak(_) | Game::Tree(_) => return None,
    };
    Some((end + p - 1) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, by brute force: the least `e + p`, then the least `p`.
    fn naive(seq: &[u16]) -> Option<(usize, usize)> {
        let len = seq.len();
        (1..=len / 2)
            .filter_map(|p| {
                let mut e = len - p;
                while e > 0 && seq[e - 1] == seq[e - 1 + p] {
                    e -= 1;
                }
                (len - p - e >= p).then_some((e, p))
            })
            .min_by_key(|&(e, p)| (e + p, p))
    }

    #[test]
    fn agrees_with_the_definition() {
        let mut state = 99u64;
        for trial in 0..20_000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = (state >> 33) as usize % 70;
            let alphabet = 1 + (state >> 20) as u16 % 3;
            // Random values, then (often) a random cycle repeated past them.
            let cycle = 1 + (state >> 45) as usize % 9;
            let head = (state >> 50) as usize % 20;
            let mut x = state;
            let mut next = || {
                x = x.wrapping_mul(2862933555777941757).wrapping_add(3037000493);
                (x >> 59) as u16 % alphabet
            };
            let mut seq: Vec<u16> = (0..head + cycle).map(|_| next()).collect();
            while seq.len() < len {
                seq.push(seq[seq.len() - cycle]);
            }
            if trial % 3 == 0 {
                seq = (0..len).map(|_| next()).collect();
            }
            seq.truncate(len);
            assert_eq!(shown_period(&seq), naive(&seq), "trial {trial}: {seq:?}");
            assert_eq!(
                shown_period_by_z(&seq),
                naive(&seq),
                "trial {trial}: {seq:?}"
            );
        }
    }

    /// A chance repeat at the end of the values is no candidate: each of these ends in one
    /// over a whole period (`shown_period` finds it), covering far less than an eighth of the
    /// values; a true period is one once its agreement covers that much.
    #[test]
    fn a_short_repeat_at_the_end_is_no_candidate() {
        let sixteen: Game = "octal:0.16".parse().expect("a game");
        let values = crate::game::nim_sequence(&sixteen, 420_001).expect("values");
        for (game, len, shown) in [
            (&sixteen, 10_001, (9_987, 3)),
            (&sixteen, 400_001, (399_988, 3)),
            (&"octal:0.6".parse().expect("a game"), 1_001, (993, 3)),
            (
                &"octal:0.1777".parse().expect("a game"),
                300_001,
                (299_999, 1),
            ),
        ] {
            let values = if game == &sixteen {
                values[..len].to_vec()
            } else {
                crate::game::nim_sequence(game, len).expect("values")
            };
            assert_eq!(shown_period(&values), Some(shown), "{game:?} to {len}");
            assert_eq!(Candidate::of(game, &values), None, "{game:?} to {len}");
        }
        // 0.16's period (105351, 149459) shows over a whole period from 404,269 values on,
        // an eighth of them and more.
        let c = Candidate::of(&sixteen, &values[..404_269]).expect("the period shows");
        assert_eq!((c.preperiod, c.period), (105_351, 149_459));
        assert_eq!(Candidate::of(&sixteen, &values[..404_268]), None);
    }
}
