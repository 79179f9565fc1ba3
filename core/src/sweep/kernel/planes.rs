//! The values of a set as `P` bit-planes (two for 2- and 3-element sets, whose values are at
//! most 3; three for 4-element sets, whose values are at most 4), and what the sweep asks of
//! them: reading 64 positions at any offset, agreement of two stretches, a repeated window, the
//! periodic extension of a known repeat, where an agreement starts, and the mex of options
//! as bit logic.

/// `words[w][i]`: bit `j` of word `w` holds bit `i` of `G(64 w + j)`.
#[derive(Debug, Clone)]
pub(super) struct Planes<const P: usize> {
    pub(super) words: Vec<[u64; P]>,
}

impl<const P: usize> Default for Planes<P> {
    fn default() -> Self {
        Planes { words: Vec::new() }
    }
}

/// Positions `start .. start + 64` of every plane, `start >= 0`, without branches.
#[inline(always)]
pub(super) fn read<const P: usize>(planes: &[[u64; P]], start: usize) -> [u64; P] {
    let (w, off) = (start / 64, (start % 64) as u32);
    let pair = &planes[w..w + 2];
    std::array::from_fn(|i| (pair[0][i] >> off) | ((pair[1][i] << 1) << (63 - off)))
}

/// As [`read`], with positions below 0 read as 0.
#[inline]
pub(super) fn read_signed<const P: usize>(planes: &[[u64; P]], start: isize) -> [u64; P] {
    if start >= 0 {
        return read(planes, start as usize);
    }
    let shift = (-start) as u32;
    if shift >= 64 {
        [0; P]
    } else {
        planes[0].map(|plane| plane << shift)
    }
}

/// Bits where two words of planes differ.
#[inline(always)]
pub(super) fn differ<const P: usize>(x: [u64; P], y: [u64; P]) -> u64 {
    let mut diff = 0;
    for i in 0..P {
        diff |= x[i] ^ y[i];
    }
    diff
}

/// For the positions of `valid`: which of the values 0, 1, 2 and 3 the word of planes `w`
/// holds there (`has[v]`, one bit per position; the value 4 of three planes is not needed: a
/// mex of at most four options is 4 only when 0 to 3 are all present).
#[inline(always)]
pub(super) fn has_values<const P: usize>(w: [u64; P], valid: u64) -> [u64; 4] {
    let (l, h) = (w[0], w[1]);
    // Positions holding 4 (the third plane) hold none of 0 to 3.
    let low = !w.get(2).copied().unwrap_or(0) & valid;
    [!(l | h) & low, l & !h & low, h & !l & low, l & h & low]
}

/// The planes of the mex of the options whose values `has` shows (see [`has_values`]), at
/// the positions of `keep`: 0 without a 0, 1 with 0 but no 1, 2 with 0 and 1 but no 2, 3 with
/// 0 to 2 but no 3, and 4 (three planes only) with all four.
#[inline(always)]
pub(super) fn mex<const P: usize>([h0, h1, h2, h3]: [u64; 4], keep: u64) -> [u64; P] {
    // Two planes: at most three options, so never all of 0 to 3.
    let all = if P == 3 { h2 & h3 } else { 0 };
    let lo = h0 & (!h1 | (h2 & !all)) & keep;
    let hi = h0 & h1 & !all & keep;
    let top = h0 & h1 & all & keep;
    std::array::from_fn(|i| [lo, hi, top][i])
}

impl<const P: usize> Planes<P> {
    pub(super) fn value(&self, n: usize) -> u64 {
        let word = self.words[n / 64];
        (0..P).fold(0, |v, i| v | ((word[i] >> (n % 64)) & 1) << i)
    }

    pub(super) fn set_value(&mut self, n: usize, v: u64) {
        let word = &mut self.words[n / 64];
        for (i, plane) in word.iter_mut().enumerate() {
            *plane |= ((v >> i) & 1) << (n % 64);
        }
    }

    /// Makes room for `positions` values (plus spare words for unaligned reads).
    pub(super) fn grow(&mut self, positions: usize) {
        let words = positions / 64 + 3;
        if self.words.len() < words {
            let target = words.max(self.words.len() * 2);
            self.words.resize(target, [0; P]);
        }
    }

    /// Whether `G(x) = G(x + shift)` for every `x` in `from .. to`, a word at a time from the
    /// top: a shift that fails usually fails on the latest values (the first values of a set
    /// often follow a pattern, such as `a` zeros then `a` ones, that many shifts match for a
    /// long way).
    pub(super) fn agrees(&self, from: usize, to: usize, shift: usize) -> bool {
        let mut x = to;
        while x > from {
            let (start, keep) = if x - from >= 64 {
                (x - 64, u64::MAX)
            } else {
                (from, (1u64 << (x - from)) - 1)
            };
            if differ(read(&self.words, start), read(&self.words, start + shift)) & keep != 0 {
                return false;
            }
            x = start;
        }
        true
    }

    /// Some shift `p` such that the `window` values ending at `end` equal those `p` earlier.
    pub(super) fn any_repeat(&self, end: usize, window: usize) -> Option<usize> {
        // A quick test on the last (at most 64) values of the window, then the whole window.
        let top = if window >= 64 {
            u64::MAX
        } else {
            u64::MAX << (64 - window)
        };
        let last = read_signed(&self.words, end as isize - 64);
        (1..=end.saturating_sub(window)).find(|&p| {
            differ(
                read_signed(&self.words, end as isize - 64 - p as isize),
                last,
            ) & top
                == 0
                && self.agrees(end - window - p, end - p, p)
        })
    }

    /// Writes `G(x) = G(x - p)` for `x` in `end .. to`: the sequence is known to repeat with
    /// period `p` from before `end`.
    pub(super) fn extend_periodically(&mut self, p: usize, end: usize, to: usize) {
        self.grow(to + 64);
        if p < 64 {
            for x in end..to {
                let v = self.value(x - p);
                self.set_value(x, v);
            }
            return;
        }
        for j in end / 64..to.div_ceil(64) {
            // Positions below `end` stay; the others copy the word `p` earlier (all below
            // 64 j + 64 - p <= 64 j, already final).
            let fresh = if 64 * j >= end {
                u64::MAX
            } else {
                u64::MAX << (end - 64 * j)
            };
            let back = read(&self.words, 64 * j - p);
            let word = &mut self.words[j];
            for i in 0..P {
                word[i] = (word[i] & !fresh) | (back[i] & fresh);
            }
        }
    }

    /// The largest of `G(0) .. G(end - 1)`.
    pub(super) fn max_value(&self, end: usize) -> u8 {
        let (whole, part) = (end / 64, end % 64);
        let keep = (1u64 << part) - 1;
        let last = self.words[whole].map(|plane| plane & keep);
        // Which planes are ever set, and whether the two low ones are ever set together.
        let (mut any, mut three) = (last, last[0] & last[1]);
        for word in &self.words[..whole] {
            for i in 0..P {
                any[i] |= word[i];
            }
            three |= word[0] & word[1];
        }
        if P == 3 && any[P - 1] != 0 {
            4
        } else if three != 0 {
            3
        } else if any[1] != 0 {
            2
        } else {
            u8::from(any[0] != 0)
        }
    }

    /// The least `e <= from` with `G(n) = G(n + p)` for every `n` from `e` to `from`, a word
    /// at a time.
    pub(super) fn agreement_start(&self, p: usize, from: usize) -> usize {
        let mut e = from;
        while e >= 64 {
            let diff = differ(read(&self.words, e - 64), read(&self.words, e - 64 + p));
            if diff != 0 {
                return e - diff.leading_zeros() as usize;
            }
            e -= 64;
        }
        if e > 0 {
            // Positions 0 .. e: the highest disagreement, if any, ends the agreement.
            let keep = (1u64 << e) - 1;
            let diff = differ(self.words[0], read(&self.words, p)) & keep;
            if diff != 0 {
                return 64 - diff.leading_zeros() as usize;
            }
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mex as bit logic, for every combination of values of up to four options at once
    /// (each bit position one combination), against the plain mex.
    #[test]
    fn the_mex_of_bit_planes_is_the_mex() {
        // Options' values 0..=4 (three planes) or 0..=3 (two planes), four options.
        for planes in [2usize, 3] {
            let top = if planes == 3 { 5u64 } else { 4 };
            let options = if planes == 3 { 4 } else { 3 };
            let combos: Vec<Vec<u64>> = (0..top.pow(options))
                .map(|mut c| {
                    (0..options)
                        .map(|_| {
                            let v = c % top;
                            c /= top;
                            v
                        })
                        .collect()
                })
                .collect();
            for chunk in combos.chunks(64) {
                let mut has = [0u64; 4];
                for o in 0..options as usize {
                    let mut word = [0u64; 3];
                    for (bit, combo) in chunk.iter().enumerate() {
                        for (i, plane) in word.iter_mut().enumerate() {
                            *plane |= ((combo[o] >> i) & 1) << bit;
                        }
                    }
                    let h = if planes == 3 {
                        has_values::<3>(word, u64::MAX)
                    } else {
                        has_values::<2>([word[0], word[1]], u64::MAX)
                    };
                    for v in 0..4 {
                        has[v] |= h[v];
                    }
                }
                let got: Vec<u64> = if planes == 3 {
                    let m = mex::<3>(has, u64::MAX);
                    (0..chunk.len())
                        .map(|b| (0..3).fold(0, |v, i| v | ((m[i] >> b) & 1) << i))
                        .collect()
                } else {
                    let m = mex::<2>(has, u64::MAX);
                    (0..chunk.len())
                        .map(|b| (0..2).fold(0, |v, i| v | ((m[i] >> b) & 1) << i))
                        .collect()
                };
                for (combo, g) in chunk.iter().zip(got) {
                    let plain = (0..).find(|v| !combo.contains(v)).unwrap();
                    assert_eq!(g, plain, "{planes} planes, options {combo:?}");
                }
            }
        }
    }
}
