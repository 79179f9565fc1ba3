//! The values of a 2- or 3-element set as two bit-planes, and what the sweep asks of them:
//! reading 64 positions at any offset, agreement of two stretches, a repeated window, the
//! periodic extension of a known repeat, and where an agreement starts.

/// `words[w] = [lo, hi]`: bit `i` of word `w` holds the low / high bit of `G(64 w + i)`.
#[derive(Debug, Default, Clone)]
pub(super) struct Planes {
    pub(super) words: Vec<[u64; 2]>,
}

/// Positions `start .. start + 64` of both planes, `start >= 0`, without branches.
#[inline(always)]
pub(super) fn read(planes: &[[u64; 2]], start: usize) -> [u64; 2] {
    let (w, off) = (start / 64, (start % 64) as u32);
    let pair = &planes[w..w + 2];
    let part = |i: usize| (pair[0][i] >> off) | ((pair[1][i] << 1) << (63 - off));
    [part(0), part(1)]
}

/// As [`read`], with positions below 0 read as 0.
#[inline]
pub(super) fn read_signed(planes: &[[u64; 2]], start: isize) -> [u64; 2] {
    if start >= 0 {
        return read(planes, start as usize);
    }
    let shift = (-start) as u32;
    if shift >= 64 {
        [0, 0]
    } else {
        [planes[0][0] << shift, planes[0][1] << shift]
    }
}

/// Bits where two pairs of plane words differ.
#[inline(always)]
pub(super) fn differ(x: [u64; 2], y: [u64; 2]) -> u64 {
    (x[0] ^ y[0]) | (x[1] ^ y[1])
}

impl Planes {
    pub(super) fn value(&self, n: usize) -> u64 {
        let [lo, hi] = self.words[n / 64];
        (lo >> (n % 64) & 1) | (hi >> (n % 64) & 1) << 1
    }

    pub(super) fn set_value(&mut self, n: usize, v: u64) {
        let word = &mut self.words[n / 64];
        word[0] |= (v & 1) << (n % 64);
        word[1] |= (v >> 1) << (n % 64);
    }

    /// Makes room for `positions` values (plus spare words for unaligned reads).
    pub(super) fn grow(&mut self, positions: usize) {
        let words = positions / 64 + 3;
        if self.words.len() < words {
            let target = words.max(self.words.len() * 2);
            self.words.resize(target, [0, 0]);
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
            let [l, h] = read(&self.words, 64 * j - p);
            let word = &mut self.words[j];
            word[0] = (word[0] & !fresh) | (l & fresh);
            word[1] = (word[1] & !fresh) | (h & fresh);
        }
    }

    /// The largest of `G(0) .. G(end - 1)`.
    pub(super) fn max_value(&self, end: usize) -> u8 {
        let (whole, part) = (end / 64, end % 64);
        let last = self.words[whole];
        let keep = (1u64 << part) - 1;
        let (mut lo, mut hi, mut three) =
            (last[0] & keep, last[1] & keep, last[0] & last[1] & keep);
        for &[l, h] in &self.words[..whole] {
            lo |= l;
            hi |= h;
            three |= l & h;
        }
        if three != 0 {
            3
        } else if hi != 0 {
            2
        } else {
            u8::from(lo != 0)
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
