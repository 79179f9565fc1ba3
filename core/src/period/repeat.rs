//! Finding where the end of a sequence repeats: the search at the heart of period detection.
//!
//! Both searches take time linear in the length of the sequence and constant extra memory
//! (a rolling polynomial hash modulo the Mersenne prime 2^61 - 1; every hash match is
//! confirmed by comparing the values themselves, so a collision can cost time but never
//! give a wrong answer).

/// The Mersenne prime 2^61 - 1: the modulus of the rolling hashes (here and in the tracker).
pub(super) const MODULUS: u64 = (1 << 61) - 1;
/// The hash base: any number in `2..MODULUS` works; collisions are rare for every choice.
const BASE: u64 = 0x0A3C_59F1_27E4_D8B5 % MODULUS;

/// `a · b mod 2^61 - 1`, for `a, b` below the modulus.
pub(super) fn mul_mod(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    let folded = (product as u64 & MODULUS) + (product >> 61) as u64;
    if folded >= MODULUS {
        folded - MODULUS
    } else {
        folded
    }
}

/// `a + b mod 2^61 - 1`, for `a, b` below the modulus.
pub(super) fn add_mod(a: u64, b: u64) -> u64 {
    let sum = a + b;
    if sum >= MODULUS {
        sum - MODULUS
    } else {
        sum
    }
}

/// `a - b mod 2^61 - 1`, for `a, b` below the modulus.
pub(super) fn sub_mod(a: u64, b: u64) -> u64 {
    if a >= b {
        a - b
    } else {
        a + MODULUS - b
    }
}

/// `base^exp mod 2^61 - 1`.
pub(super) fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut acc = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = mul_mod(acc, base);
        }
        base = mul_mod(base, base);
        exp >>= 1;
    }
    acc
}

/// The smallest shift `p >= 1` such that the last `window` values of `seq` equal the
/// `window` values that end `p` places earlier, or `None` if there is none.
///
/// # Examples
/// ```
/// use nimseq_core::period::smallest_repeat_shift;
/// let seq = [5u16, 0, 1, 2, 0, 1, 2, 0, 1];
/// assert_eq!(smallest_repeat_shift(&seq, 3), Some(3));
/// assert_eq!(smallest_repeat_shift(&seq, 8), None);
/// ```
pub fn smallest_repeat_shift<T: Copy + Eq + Into<u64>>(seq: &[T], window: usize) -> Option<usize> {
    smallest_repeat_shift_from(seq, window, 1)
}

/// The smallest shift `p >= least` such that the last `window` values of `seq` equal the
/// `window` values that end `p` places earlier, or `None` if there is none. Time
/// `O(window + p)`.
///
/// # Examples
/// ```
/// use nimseq_core::period::smallest_repeat_shift_from;
/// let seq = [5u16, 0, 1, 2, 0, 1, 2, 0, 1];
/// assert_eq!(smallest_repeat_shift_from(&seq, 2, 4), Some(6));
/// ```
pub fn smallest_repeat_shift_from<T: Copy + Eq + Into<u64>>(
    seq: &[T],
    window: usize,
    least: usize,
) -> Option<usize> {
    let len = seq.len();
    if window == 0 || window >= len || least.max(1) > len - window {
        return None;
    }
    let code = |i: usize| add_mod(seq[i].into() % MODULUS, 1);
    // H(s) = sum over i < window of code(s + i) * BASE^i.
    let hash_at = |s: usize| {
        (0..window)
            .rev()
            .fold(0, |h, i| add_mod(mul_mod(h, BASE), code(s + i)))
    };
    let target_start = len - window;
    let target = hash_at(target_start);
    let top = pow_mod(BASE, window as u64 - 1);
    let first = target_start - least.max(1);
    let mut h = hash_at(first);
    let mut start = first;
    loop {
        if h == target && seq[start..start + window] == seq[target_start..] {
            return Some(target_start - start);
        }
        if start == 0 {
            return None;
        }
        start -= 1;
        // Slide left: drop code(start + window), add code(start) at the bottom.
        h = add_mod(
            code(start),
            mul_mod(BASE, sub_mod(h, mul_mod(code(start + window), top))),
        );
    }
}

/// Given that `seq[n] == seq[n + shift]` for every `n` in `from .. seq.len() - shift`,
/// the least `e <= from` such that this holds for every `n` in `e .. seq.len() - shift`.
///
/// # Examples
/// ```
/// use nimseq_core::period::agreement_start;
/// let seq = [9u16, 9, 1, 2, 1, 2, 1, 2];
/// assert_eq!(agreement_start(&seq, 2, 4), 2);
/// ```
pub fn agreement_start<T: Copy + Eq>(seq: &[T], shift: usize, from: usize) -> usize {
    let mut e = from;
    while e > 0 && seq[e - 1] == seq[e - 1 + shift] {
        e -= 1;
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive_shift(seq: &[u16], window: usize) -> Option<usize> {
        naive_shift_from(seq, window, 1)
    }

    fn naive_shift_from(seq: &[u16], window: usize, least: usize) -> Option<usize> {
        let len = seq.len();
        (least..=len.checked_sub(window)?)
            .find(|&p| (0..window).all(|i| seq[len - 1 - i] == seq[len - 1 - i - p]))
    }

    #[test]
    fn agrees_with_naive_search() {
        let mut state = 12345u64;
        for trial in 0..2000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = 1 + (state >> 33) as usize % 60;
            let alphabet = 1 + (state >> 20) as u16 % 3;
            let seq: Vec<u16> = (0..len)
                .map(|i| {
                    let x = state.rotate_left(i as u32 * 7).wrapping_mul(i as u64 + 3);
                    (x >> 40) as u16 % alphabet
                })
                .collect();
            for window in 1..=len {
                assert_eq!(
                    smallest_repeat_shift(&seq, window),
                    naive_shift(&seq, window),
                    "trial {trial}, seq {seq:?}, window {window}"
                );
                let least = 1 + trial % 7;
                assert_eq!(
                    smallest_repeat_shift_from(&seq, window, least),
                    naive_shift_from(&seq, window, least),
                    "trial {trial}, seq {seq:?}, window {window}, least {least}"
                );
            }
        }
    }

    #[test]
    fn modular_arithmetic() {
        assert_eq!(mul_mod(MODULUS - 1, MODULUS - 1), 1);
        assert_eq!(pow_mod(BASE, 0), 1);
        assert_eq!(pow_mod(2, 61), 1);
        assert_eq!(sub_mod(0, 1), MODULUS - 1);
    }
}
