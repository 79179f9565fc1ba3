//! The periodicity theorem for misère quotients, as nimseq applies it.
//!
//! Let a game's moves remove at most `k` tokens and leave at most `b` heaps (a subtraction
//! game: `k = max S`, `b = 1`; an octal game with `k` digits: `b = 2` if it splits). Suppose
//! the quotient `Q` of heaps `0..=N` has a pretending function `φ` with `φ(n + p) = φ(n)` for
//! `n0 <= n <= N - p`, where `N >= b·e + b·p + k - 1` and `e = max(n0, 1)`. Extend `φ` to
//! every heap by the period. For `n >= b·e + (b-1)·p + k`, every option of heap `n + p`
//! becomes an option of heap `n` when its largest heap shrinks by `p` (that heap is at least
//! `e + p`), and every option of `n` becomes one of `n + p` when its largest heap grows by `p`
//! (that heap is at least `e`): the two heaps' options have the same images. So every heap
//! past `N` has the image and the options' images of a heap `<= N`, the test that `Q` passed
//! (see [`super::verify`]) covers every sum of every heap, and `Q` with `φ` is the quotient of
//! the whole game.
//!
//! Plambeck and Siegel state the theorem with the same range of heaps; the `e = max(n0, 1)`
//! keeps an option that leaves nothing from standing for one that leaves a heap. Splits into
//! unequal heaps (Grundy's game) and codes that repeat forever are not covered.

/// A certified period of the pretending function: `φ(n + period) = φ(n)` for every
/// `n >= preperiod`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PretendingPeriod {
    /// The first heap from which the images repeat.
    pub preperiod: u64,
    /// The length of the repeat.
    pub period: u64,
    /// The last heap whose quotient the certificate used.
    pub certified_at: u64,
}

/// The last heap whose quotient certifies period `p` from `n0` for moves removing at most
/// `k` tokens and leaving at most `b` heaps.
pub fn heaps_needed(n0: u64, p: u64, k: u64, b: u64) -> u64 {
    b * n0.max(1) + b * p + k - 1
}

/// The pretending function heap by heap, with for each period `p` the last `n` where
/// `φ(n + p) != φ(n)`: certifying after each heap costs one pass over the periods.
#[derive(Debug, Clone, Default)]
pub(crate) struct Tracker {
    values: Vec<u32>,
    /// `mismatch[p]`: the last `n` with `φ(n + p) != φ(n)` (index 0 unused).
    mismatch: Vec<Option<u64>>,
}

impl Tracker {
    /// A tracker of `values`.
    pub(crate) fn of(values: &[u32]) -> Self {
        let mut tracker = Tracker::default();
        for &v in values {
            tracker.push(v);
        }
        tracker
    }

    /// The image of the next heap.
    pub(crate) fn push(&mut self, v: u32) {
        let n = self.values.len();
        if self.mismatch.is_empty() {
            self.mismatch.push(None);
        }
        for p in 1..=n {
            if self.values[n - p] != v {
                self.mismatch[p] = Some((n - p) as u64);
            }
        }
        self.values.push(v);
        self.mismatch.push(None);
    }

    /// The least period the images show at least twice over, when none is certified: its
    /// preperiod, period and the last heap whose quotient would certify it.
    pub(crate) fn seen(&self, k: usize, b: usize) -> Option<(u64, u64, u64)> {
        let last = self.values.len().checked_sub(1)? as u64;
        (1..=last / 2).find_map(|p| {
            let n0 = self.mismatch[p as usize].map_or(0, |n| n + 1);
            (n0 + 2 * p <= last + 1).then(|| (n0, p, heaps_needed(n0, p, k as u64, b as u64)))
        })
    }

    /// The least period the theorem certifies so far, as [`certify`] finds it.
    pub(crate) fn certify(&self, k: usize, b: usize) -> Option<PretendingPeriod> {
        let last = self.values.len().checked_sub(1)? as u64;
        let (k, b) = (k as u64, b as u64);
        let mut p = 1u64;
        while heaps_needed(0, p, k, b) <= last {
            let n0 = self.mismatch[p as usize].map_or(0, |n| n + 1);
            if heaps_needed(n0, p, k, b) <= last {
                return Some(least(&self.values, n0, p, last));
            }
            p += 1;
        }
        None
    }
}

/// The least period (and for it the least preperiod) of `pretending` (the images of heaps
/// `0..=N`) that the theorem certifies, if any: the plain search that [`Tracker`] is tested
/// against.
#[cfg(test)]
fn certify(pretending: &[u32], k: usize, b: usize) -> Option<PretendingPeriod> {
    let last = pretending.len().checked_sub(1)? as u64;
    let (k, b) = (k as u64, b as u64);
    let mut p = 1u64;
    while heaps_needed(0, p, k, b) <= last {
        // The least n0 with φ(n + p) = φ(n) for n0 <= n <= last - p.
        let n0 = (0..=last - p)
            .rev()
            .find(|&n| pretending[(n + p) as usize] != pretending[n as usize])
            .map_or(0, |n| n + 1);
        if heaps_needed(n0, p, k, b) <= last {
            return Some(least(pretending, n0, p, last));
        }
        p += 1;
    }
    None
}

/// The least period and preperiod of a sequence known to repeat with period `p` from `n0` on
/// (the values up to `last` covering two periods past `n0`): the least period divides `p`.
fn least(pretending: &[u32], n0: u64, p: u64, last: u64) -> PretendingPeriod {
    // The images extended by the period (the theorem's `N` covers `n0 + p - 1`, not always
    // `n0 + 2p - 1`).
    let at = |n: u64| {
        let n = if n <= last { n } else { n0 + (n - n0) % p };
        pretending[n as usize]
    };
    let period = (1..=p)
        .filter(|&d| p.is_multiple_of(d))
        .find(|&d| (n0..n0 + p).all(|n| at(n + d) == at(n)))
        .unwrap_or(p);
    let preperiod = (0..n0)
        .rev()
        .find(|&n| at(n + period) != at(n))
        .map_or(0, |n| n + 1);
    PretendingPeriod {
        preperiod,
        period,
        certified_at: last,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_needs_enough_heaps() {
        // 0 1 2 1 2 1 2 ... with k = 2 and no splits: N >= max(n0,1) + p + k - 1 = 4.
        let seq = [0, 1, 2, 1, 2];
        assert_eq!(
            certify(&seq, 2, 1),
            Some(PretendingPeriod {
                preperiod: 1,
                period: 2,
                certified_at: 4
            })
        );
        assert_eq!(certify(&seq[..4], 2, 1), None);
        // With splits the bound is 2·max(n0,1) + 2p + k - 1 = 7.
        assert_eq!(certify(&[0, 1, 2, 1, 2, 1, 2], 2, 2), None);
        assert!(certify(&[0, 1, 2, 1, 2, 1, 2, 1], 2, 2).is_some());
        // One token a move, no splits: N >= max(n0,1) + p covers a single period past n0;
        // the least period is read off the images extended by it.
        assert_eq!(
            certify(&[0, 1, 2, 3, 2, 3], 1, 1),
            Some(PretendingPeriod {
                preperiod: 2,
                period: 2,
                certified_at: 5
            })
        );
        assert_eq!(
            certify(&[0, 1, 1, 1], 1, 1),
            Some(PretendingPeriod {
                preperiod: 1,
                period: 1,
                certified_at: 3
            })
        );
        // A sequence that changes late is not certified early.
        assert_eq!(certify(&[0, 1, 1, 1, 1, 2], 1, 1), None);
        // The tracker agrees with the plain search, value by value.
        let seq = [0, 3, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
        let mut tracker = Tracker::default();
        for (n, &v) in seq.iter().enumerate() {
            tracker.push(v);
            assert_eq!(tracker.certify(2, 2), certify(&seq[..=n], 2, 2), "n = {n}");
        }
        assert_eq!(
            tracker.certify(2, 2).map(|p| (p.preperiod, p.period)),
            Some((2, 2))
        );
    }
}
