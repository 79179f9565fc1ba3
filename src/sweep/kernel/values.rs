//! Computing values into the bit-planes: one at a time for sets with a tiny smallest element,
//! in chunks of `min(a, 64)` positions by word logic otherwise.
//!
//! In WebAssembly each routine (about a word of positions) is never inlined: an engine first
//! runs a page's code unoptimised and replaces a function by its optimised version between
//! calls, so small functions called often are optimised soon (a sweep's first units ran at
//! half speed when all of it was one function). Natively the compiler decides.

use super::planes::read_signed;
use super::SweepKernel;

impl SweepKernel {
    /// Computes positions `from ..` up to the next multiple of 64 (or the cap) one at a time.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub(super) fn scalar_word(&mut self, set: &[u32], from: usize, cap: usize) -> usize {
        let to = ((from / 64 + 1) * 64).min(cap);
        let m = set[set.len() - 1] as usize;
        let b = &mut self.bytes;
        b.resize(to, 0);
        for n in from..to.min(m) {
            let mut seen = 0u8;
            for &s in set {
                if s as usize <= n {
                    seen |= 1 << b[n - s as usize];
                }
            }
            b[n] = (!seen).trailing_zeros() as u8;
        }
        let (x, y, z) = (set[0] as usize, set[1] as usize, m);
        for n in from.max(m)..to {
            let seen = (1u8 << b[n - x]) | (1u8 << b[n - y]) | (1u8 << b[n - z]);
            b[n] = (!seen).trailing_zeros() as u8;
        }
        // Into the planes, eight values at a time.
        let (w, first) = (from / 64, from % 64);
        let (mut lo, mut hi) = (0u64, 0u64);
        let base = from - first;
        let mut n = from;
        while n < to {
            let group = (n - base) / 8;
            let start = base + 8 * group;
            let mut eight = [0u8; 8];
            let stop = (start + 8).min(to);
            eight[n - start..stop - start].copy_from_slice(&b[n..stop]);
            let x = u64::from_le_bytes(eight);
            let gather = |bits: u64| {
                (bits & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56
            };
            lo |= gather(x) << (8 * group);
            hi |= gather(x >> 1) << (8 * group);
            n = stop;
        }
        self.planes.words[w][0] |= lo;
        self.planes.words[w][1] |= hi;
        to - from
    }

    /// Computes positions `from .. to` in chunks of `k = min(a, 64)`, where every position has
    /// all its options (`from >= max S`): the hot loop of the sweep. Works within one word: what
    /// the options lying before the word say is gathered for the whole word at once; a chunk
    /// adds only its options inside the word, read from the word being written, which stays
    /// in registers (read from memory, each would wait for the previous chunk's store). Stops
    /// at the end of the word holding `from` (or at `to`); returns how many positions it
    /// computed.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub(super) fn word_of_chunks<const N: usize>(
        &mut self,
        options: [usize; N],
        k: usize,
        from: usize,
        to: usize,
    ) -> usize {
        let planes = &mut self.planes.words;
        let w = from / 64;
        let word_start = 64 * w;
        let to = to.min(word_start + 64);
        // For each position `word_start + j`: which values its options before the word have
        // (`j < s`; bits of positions before `from` are never used).
        let (mut before0, mut before1, mut before2) = (0u64, 0u64, 0u64);
        for s in options {
            let [l, h] = read_signed(planes, word_start as isize - s as isize);
            let before = if s >= 64 { u64::MAX } else { (1u64 << s) - 1 };
            before0 |= !(l | h) & before;
            before1 |= l & !h & before;
            before2 |= h & !l & before;
        }
        let mut cur = planes[w];
        let mut pos = from;
        while pos < to {
            let off = (pos - word_start) as u32;
            let keep = u64::MAX >> (64 - k.min(to - pos));
            let (mut has0, mut has1, mut has2) = (before0 >> off, before1 >> off, before2 >> off);
            for s in options {
                if s < 64 {
                    // Options inside the word (`j >= s`), all before this chunk (`s >= k`).
                    let inside = (u64::MAX << s) >> off;
                    let (l, h) = ((cur[0] << s) >> off, (cur[1] << s) >> off);
                    has0 |= !(l | h) & inside;
                    has1 |= l & !h & inside;
                    has2 |= h & !l & inside;
                }
            }
            // mex: 0 without a 0; 1 with 0 but no 1; 2 with 0, 1 but no 2; else 3.
            let lo = has0 & (!has1 | has2) & keep;
            let hi = has0 & has1 & keep;
            cur[0] |= lo << off;
            cur[1] |= hi << off;
            pos += k;
        }
        planes[w] = cur;
        to - from
    }

    /// Computes positions `from .. from + k` at once, `k = min(a, 64)` (and within the cap),
    /// while some options do not exist yet (`from < max S`).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub(super) fn word_chunk(&mut self, set: &[u32], from: usize, cap: usize) -> usize {
        let a = set[0] as usize;
        let mut k = a.min(64).min(cap - from);
        if a >= 64 && !from.is_multiple_of(64) {
            k = k.min(64 - from % 64);
        }
        let keep = if k == 64 { u64::MAX } else { (1u64 << k) - 1 };
        let (mut has0, mut has1, mut has2) = (0u64, 0u64, 0u64);
        for &s in set {
            let s = s as usize;
            // Positions n in from .. from + k with n >= s have the option n - s.
            let valid = if from >= s {
                keep
            } else if s - from >= k {
                0
            } else {
                keep & !((1u64 << (s - from)) - 1)
            };
            let [l, h] = read_signed(&self.planes.words, from as isize - s as isize);
            has0 |= !(l | h) & valid;
            has1 |= l & !h & valid;
            has2 |= h & !l & valid;
        }
        let lo = has0 & (!has1 | has2) & keep;
        let hi = has0 & has1 & keep;
        let (w, off) = (from / 64, (from % 64) as u32);
        self.planes.words[w][0] |= lo << off;
        self.planes.words[w][1] |= hi << off;
        self.planes.words[w + 1][0] |= (lo >> 1) >> (63 - off);
        self.planes.words[w + 1][1] |= (hi >> 1) >> (63 - off);
        k
    }
}
