//! Computing values into the bit-planes: one at a time for sets with a small smallest element,
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
        let (x, y, z) = (set[0], set[1] as usize, set[set.len() - 1] as usize);
        let b = &mut self.bytes;
        b.resize(to, 0);
        // The option `n - s` exists from `n = s` on: `x` alone below `y`, then `x` and `y`
        // below `z`, then all three (a pair repeats `y = z`).
        let (mid, high) = (y.clamp(from, to), z.clamp(from, to));
        match x {
            1 => mex_runs::<1>(b, y, z, [from, mid, high, to]),
            2 => mex_runs::<2>(b, y, z, [from, mid, high, to]),
            _ => mex_runs::<3>(b, y, z, [from, mid, high, to]),
        }
        // Into the planes, eight values at a time: the low bit of `G` is set for the values
        // 1 and 3 (bits 1 and 3 of the byte), the high bit for 2 and 3.
        let gather =
            |bits: u64| (bits & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        let (w, first) = (from / 64, from % 64);
        let (mut lo, mut hi) = (0u64, 0u64);
        let base = from - first;
        let mut n = from;
        while n < to {
            let group = (n - base) / 8;
            let start = base + 8 * group;
            let stop = (start + 8).min(to);
            let mut eight = [0u8; 8];
            if n == start && stop == start + 8 {
                eight.copy_from_slice(&b[start..stop]);
            } else {
                eight[n - start..stop - start].copy_from_slice(&b[n..stop]);
            }
            let x = u64::from_le_bytes(eight);
            lo |= gather(x >> 1 | x >> 3) << (8 * group);
            hi |= gather(x >> 2 | x >> 3) << (8 * group);
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

/// [`mex_run`] over `from .. mid` (the option `n - X` alone), `mid .. high` (and `n - y`) and
/// `high .. to` (all three).
#[inline(always)]
fn mex_runs<const X: usize>(b: &mut [u8], y: usize, z: usize, [from, mid, high, to]: [usize; 4]) {
    mex_run::<X, false, false>(b, y, z, from, mid);
    mex_run::<X, true, false>(b, y, z, mid, high);
    mex_run::<X, true, true>(b, y, z, high, to);
}

/// `G(n)` one at a time for `n` in `from .. to` (each as the bit `1 << G(n)`), for a set
/// `{X, y, z}` with `X` its smallest element and `X <= from`, with the options `n - y` (if
/// `Y`) and `n - z` (if `Z`). The last `X` values stay in registers: `G(n - X)` is not read
/// back from the value just stored, and the mex is the lowest bit not seen, so the values of
/// `X` interleaved runs are computed side by side, each waiting only for an or, an add and an
/// and after its previous one.
#[inline(always)]
fn mex_run<const X: usize, const Y: bool, const Z: bool>(
    b: &mut [u8],
    y: usize,
    z: usize,
    from: usize,
    to: usize,
) {
    if from >= to {
        return;
    }
    let mex = |n: usize, back: u8, b: &[u8]| {
        let mut seen = back;
        if Y {
            seen |= b[n - y];
        }
        if Z {
            seen |= b[n - z];
        }
        // At most three values are seen, so the lowest missing one is at most 3.
        !seen & seen.wrapping_add(1)
    };
    // `last[i]` is `G(n - X + i)` at the start of each round.
    let mut last = [0u8; X];
    last.copy_from_slice(&b[from - X..from]);
    let mut n = from;
    while n + X <= to {
        for (i, back) in last.iter_mut().enumerate() {
            let v = mex(n + i, *back, b);
            b[n + i] = v;
            *back = v;
        }
        n += X;
    }
    for (i, back) in last.iter().enumerate().take(to - n) {
        b[n + i] = mex(n + i, *back, b);
    }
}
