//! The certificates: from a computed prefix of a sequence, the minimal certified period or
//! nothing. Each function either returns a period proven by a theorem from the values it was
//! given, or `None`; never a guess.

use crate::period::repeat::{agreement_start, smallest_repeat_shift};
use crate::period::{Certificate, Period};

/// A sequence in which every term from index `window` on is a fixed function of the `window`
/// terms before it (a subtraction game with `window = max S`; its outcome string too).
///
/// Returns the minimal preperiod and period once `seq` is long enough to show a repeated
/// window, which happens as soon as `seq.len() >= e + p + window`. `candidates` are shifts
/// worth trying first (for subtraction games, sums of two elements of `S`): any repeated
/// window proves *a* period, the minimal period is the least divisor of it that is a period,
/// and without a candidate the search falls back to scanning every shift.
///
/// # Examples
/// ```
/// use nimseq_core::period::window_recurrence;
/// let seq = [0u16, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]; // {2,4,7}
/// let period = window_recurrence(&seq, 7, &[6, 9]).unwrap();
/// assert_eq!((period.preperiod, period.period), (8, 3));
/// ```
pub fn window_recurrence<T: Copy + Eq + Into<u64>>(
    seq: &[T],
    window: usize,
    candidates: &[usize],
) -> Option<Period> {
    let len = seq.len();
    if window == 0 || window >= len {
        return None;
    }
    let last = &seq[len - window..];
    let repeats = |p: usize| p + window <= len && seq[len - window - p..len - p] == *last;
    let shift = candidates
        .iter()
        .copied()
        .filter(|&p| p > 0)
        .find(|&p| repeats(p))
        .or_else(|| smallest_repeat_shift(seq, window))?;
    // G(n + shift) = G(n) for every n >= from: reduce to the least period, then the least start.
    let from = len - window - shift;
    let period = least_period(seq, from, shift);
    let start = agreement_start(seq, period, from);
    Some(Period {
        preperiod: start as u64,
        period: period as u64,
        certificate: Certificate::WindowRepeat {
            start: start as u64,
            repeat: (start + period) as u64,
            length: window as u64,
        },
    })
}

/// The least period of a sequence known to repeat with period `p` from `from` on: the least
/// divisor `d` of `p` with `seq[n + d] == seq[n]` over one whole period.
pub(crate) fn least_period<T: Copy + Eq>(seq: &[T], from: usize, p: usize) -> usize {
    let at = |n: usize| {
        seq[if n < seq.len() {
            n
        } else {
            from + (n - from) % p
        }]
    };
    divisors(p)
        .into_iter()
        .find(|&d| (from..from + p).all(|n| at(n + d) == at(n)))
        .unwrap_or(p)
}

/// An octal game's nim-sequence with `code_length` digits, certified by the Guy–Smith
/// theorem (the shorter range `e + p + k` when no move splits a heap).
///
/// With splitting moves the theorem's proof needs `e >= 1` (from `e = 0` a split leaving a
/// heap of exactly `p` would be matched with a split leaving an empty heap, which is another
/// kind of move: the game `0.4` has `G(0) = G(1) = G(2) = 0` and `G(3) = 1`). A period from
/// `e = 0` is therefore certified as the theorem from `n = 1` (checked for
/// `1 <= n < 2 + p + k`) together with `G(p) = G(0)`.
///
/// # Examples
/// ```
/// use nimseq_core::{game::nim_sequence, period::guy_smith};
/// let kayles = nim_sequence(&"octal:0.77".parse()?, 200)?;
/// let period = guy_smith(&kayles, 2, true).unwrap();
/// assert_eq!((period.preperiod, period.period), (71, 12));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn guy_smith<T: Copy + Eq + Into<u64>>(
    seq: &[T],
    code_length: usize,
    splitting: bool,
) -> Option<Period> {
    let len = seq.len();
    let k = code_length;
    // The shortest run of agreement that can prove a period: with splitting moves the checked
    // range e <= n < 2e + p + k needs the last t = len - p - e values to agree with
    // 2e + 2p + k <= len, which is t >= (len + k) / 2 whatever p is; without, every value from
    // n = k + 1 on is a fixed function of the k before it, so a repeated window of k + 1
    // values proves the period (the Guy–Smith range is then checked below).
    let window = if splitting {
        (len + k).div_ceil(2)
    } else {
        k + 1
    };
    let (start, shift, checked_until) =
        checked_repeat(seq, window, |e, p| guy_smith_range_end(e, p, k, splitting))?;
    Some(Period {
        preperiod: start as u64,
        period: shift as u64,
        certificate: Certificate::GuySmith {
            preperiod: start as u64,
            period: shift as u64,
            code_length: k as u64,
            splitting,
            checked_from: start as u64,
            checked_until: checked_until as u64,
        },
    })
}

/// A finite take-and-break code's nim-sequence, `code_length` its last digit `k`, whose moves
/// leave at most `heaps` heaps, certified by the periodicity test for such codes: if
/// `G(n + p) = G(n)` for `e <= n < b * max(e, 1) + (b - 1) * p + k` (`b = heaps`), then for all
/// `n >= e`. With `b = 2` this is the Guy–Smith range and [`guy_smith`] is used.
///
/// The proof (the Guy–Smith argument with `b` parts; `e' = max(e, 1)`): take the least
/// `n >= N = b e' + (b - 1) p + k` with `G(n + p) != G(n)`. A move from `n + p` removes
/// `j <= k` tokens (`j = 0` only when it splits, into `m >= 2` heaps) and leaves `m <= b`
/// heaps summing to `n + p - j`; `m >= 1` since `n + p > k`. Its largest heap `a` has
/// `a >= (n + p - k) / b >= e' + p` and `a - p < n`, so `G(a - p) = G(a)` and the same move
/// from `n` with `a - p` in place of `a` is legal (same `j`, same number of non-empty heaps;
/// unconstrained sizes) and has the same value. Conversely the largest heap `a` of a move
/// from `n` has `a >= (n - k) / b >= e'` and `a < n`, so `a + p` gives a move from `n + p`
/// of the same value. The two option sets are equal, so `G(n + p) = G(n)`: a contradiction.
/// The argument needs every split unconstrained (a `!` code could see `a - p` equal another
/// heap), so codes with `!` are never certified by it.
///
/// # Examples
/// ```
/// use nimseq_core::{game::nim_sequence, period::take_break_periodicity};
/// let seq = nim_sequence(&"tb:0.B".parse()?, 300)?;
/// let period = take_break_periodicity(&seq, 1, 3).unwrap();
/// assert_eq!(period.period, 2);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn take_break_periodicity<T: Copy + Eq + Into<u64>>(
    seq: &[T],
    code_length: usize,
    heaps: usize,
) -> Option<Period> {
    if heaps <= 2 {
        let mut period = guy_smith(seq, code_length, heaps == 2)?;
        if let Certificate::GuySmith {
            checked_from,
            checked_until,
            ..
        } = period.certificate
        {
            period.certificate = Certificate::TakeBreak {
                preperiod: period.preperiod,
                period: period.period,
                code_length: code_length as u64,
                heaps: heaps as u64,
                checked_from,
                checked_until,
            };
        }
        return Some(period);
    }
    let len = seq.len();
    let (k, b) = (code_length, heaps);
    // Every certifiable (e, p) has b (e' + p) + k <= len, so its agreement run
    // len - p - e is at least ((b - 1) len + k) / b.
    let window = ((b - 1) * len + k).div_ceil(b);
    let (start, shift, checked_until) =
        checked_repeat(seq, window, |e, p| take_break_range_end(e, p, k, b))?;
    Some(Period {
        preperiod: start as u64,
        period: shift as u64,
        certificate: Certificate::TakeBreak {
            preperiod: start as u64,
            period: shift as u64,
            code_length: k as u64,
            heaps: b as u64,
            checked_from: start as u64,
            checked_until: checked_until as u64,
        },
    })
}

/// The least shift `p` whose last `window` values repeat, the least start `e` of the
/// agreement, and the end of the range a theorem asks to check (`range_end(e, p)`), when that
/// range lies inside the values (`n + p < len` for every `n` checked).
fn checked_repeat<T: Copy + Eq + Into<u64>>(
    seq: &[T],
    window: usize,
    range_end: impl Fn(usize, usize) -> usize,
) -> Option<(usize, usize, usize)> {
    let len = seq.len();
    if window >= len {
        return None;
    }
    let shift = smallest_repeat_shift(seq, window)?;
    let start = agreement_start(seq, shift, len - window - shift);
    let until = range_end(start, shift);
    (until + shift <= len).then_some((start, shift, until))
}

/// One past the last `n` the take-and-break periodicity test asks to check
/// ([`take_break_periodicity`]): `b max(e, 1) + (b - 1) p + k` for `b >= 2` heaps.
pub fn take_break_range_end(e: usize, p: usize, k: usize, heaps: usize) -> usize {
    if heaps <= 2 {
        guy_smith_range_end(e, p, k, heaps == 2)
    } else {
        heaps * e.max(1) + (heaps - 1) * p + k
    }
}

/// One past the last `n` the Guy–Smith theorem asks to check for preperiod `e`, period `p`
/// and `k` code digits: `2e + p + k` (with `e` raised to 1, see [`guy_smith`]), or `e + p + k`
/// without splitting moves.
pub fn guy_smith_range_end(e: usize, p: usize, k: usize, splitting: bool) -> usize {
    if splitting {
        2 * e.max(1) + p + k
    } else {
        e + p + k
    }
}

/// The minimal period of `map(G(n))` for a function `map` of the values (the outcome string
/// is `G(n) != 0`), derived from a certified period of `G`.
///
/// `values` must hold at least `e + p` values of a sequence certified periodic with
/// preperiod `e` and period `p`; the result is exact for the whole infinite sequence.
pub fn derived<T: Copy, U: Copy + Eq>(
    values: &[T],
    certified: &Period,
    map: impl Fn(T) -> U,
) -> Period {
    let e = certified.preperiod as usize;
    let p = certified.period as usize;
    let at = |n: usize| map(values[if n < e + p { n } else { e + (n - e) % p }]);
    let fits = |d: usize| (e..e + p).all(|n| at(n + d) == at(n));
    let period = divisors(p).into_iter().find(|&d| fits(d)).unwrap_or(p);
    let mut start = e;
    while start > 0 && at(start - 1) == at(start - 1 + period) {
        start -= 1;
    }
    Period {
        preperiod: start as u64,
        period: period as u64,
        certificate: Certificate::FromNimSequence {
            preperiod: certified.preperiod,
            period: certified.period,
        },
    }
}

/// The divisors of `n`, increasing.
fn divisors(n: usize) -> Vec<usize> {
    let mut small = Vec::new();
    let mut large = Vec::new();
    let mut d = 1;
    while d * d <= n {
        if n.is_multiple_of(d) {
            small.push(d);
            if d * d != n {
                large.push(n / d);
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn divisors_are_sorted() {
        assert_eq!(divisors(12), [1, 2, 3, 4, 6, 12]);
        assert_eq!(divisors(1), [1]);
        assert_eq!(divisors(49), [1, 7, 49]);
    }

    #[test]
    fn window_needs_enough_values() {
        let seq = [0u16, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1, 0, 2];
        assert!(window_recurrence(&seq, 7, &[3, 6]).is_none());
    }

    #[test]
    fn derived_outcome_period_can_be_shorter() {
        // Values 1,2 both mean "N": the outcome string N N P repeats with period 3,
        // 0 1 2 0 2 1 has value period 6 and outcome period 3.
        let values = [0u16, 1, 2, 0, 2, 1, 0, 1, 2, 0, 2, 1];
        let g = Period {
            preperiod: 0,
            period: 6,
            certificate: Certificate::FromNimSequence {
                preperiod: 0,
                period: 6,
            },
        };
        let o = derived(&values, &g, |v| v != 0);
        assert_eq!((o.preperiod, o.period), (0, 3));
    }
}
