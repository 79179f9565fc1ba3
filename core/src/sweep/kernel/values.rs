//! Computing values into the bit-planes: one at a time for sets with a small smallest element,
//! in chunks of `min(a, 64)` positions by word logic otherwise.
//!
//! In WebAssembly each routine (about a word of positions) is never inlined: an engine first
//! runs a page's code unoptimised and replaces a function by its optimised version between
//! calls, so small functions called often are optimised soon (a sweep's first units ran at
//! half speed when all of it was one function). Natively the compiler decides.

use super::planes::{has_values, mex, read_signed};
use super::Scratch;

impl<const P: usize> Scratch<P> {
    /// Computes positions `from ..` up to the next multiple of 64 (or the cap) one at a time.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub(super) fn scalar_word(&mut self, set: &[u32], from: usize, cap: usize) -> usize {
        let to = ((from / 64 + 1) * 64).min(cap);
        let x = set[0];
        // The other options, increasing; the option `n - s` exists from `n = s` on, so
        // `x` alone below the second element, and one more from each element on.
        let mut others = [to; 3];
        for (o, &s) in others.iter_mut().zip(&set[1..]) {
            *o = s as usize;
        }
        let b = &mut self.bytes;
        b.resize(to, 0);
        match x {
            1 => mex_runs::<1>(b, others, from, to),
            2 => mex_runs::<2>(b, others, from, to),
            _ => mex_runs::<3>(b, others, from, to),
        }
        // Into the planes, eight values at a time: bit i of `G` is set for the values whose
        // one-hot byte has a bit `v` with bit i of `v` set (1 and 3; 2 and 3; 4).
        let gather =
            |bits: u64| (bits & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        let (w, first) = (from / 64, from % 64);
        let mut planes = [0u64; P];
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
            planes[0] |= gather(x >> 1 | x >> 3) << (8 * group);
            planes[1] |= gather(x >> 2 | x >> 3) << (8 * group);
            if P == 3 {
                planes[P - 1] |= gather(x >> 4) << (8 * group);
            }
            n = stop;
        }
        for (word, plane) in self.planes.words[w].iter_mut().zip(planes) {
            *word |= plane;
        }
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
        let mut before = [0u64; 4];
        for s in options {
            let back = read_signed(planes, word_start as isize - s as isize);
            let valid = if s >= 64 { u64::MAX } else { (1u64 << s) - 1 };
            let has = has_values(back, valid);
            for v in 0..4 {
                before[v] |= has[v];
            }
        }
        let mut cur = planes[w];
        let mut pos = from;
        while pos < to {
            let off = (pos - word_start) as u32;
            let keep = u64::MAX >> (64 - k.min(to - pos));
            let mut has = before.map(|h| h >> off);
            for s in options {
                if s < 64 {
                    // Options inside the word (`j >= s`), all before this chunk (`s >= k`).
                    let inside = (u64::MAX << s) >> off;
                    let option = cur.map(|plane| (plane << s) >> off);
                    let found = has_values(option, inside);
                    for v in 0..4 {
                        has[v] |= found[v];
                    }
                }
            }
            let value: [u64; P] = mex(has, keep);
            for i in 0..P {
                cur[i] |= value[i] << off;
            }
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
        let mut has = [0u64; 4];
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
            let back = read_signed(&self.planes.words, from as isize - s as isize);
            let found = has_values(back, valid);
            for v in 0..4 {
                has[v] |= found[v];
            }
        }
        let value: [u64; P] = mex(has, keep);
        let (w, off) = (from / 64, (from % 64) as u32);
        for (i, plane) in value.into_iter().enumerate() {
            self.planes.words[w][i] |= plane << off;
            self.planes.words[w + 1][i] |= (plane >> 1) >> (63 - off);
        }
        k
    }
}

/// [`mex_run`] over the stretches where the option `n - X` is joined by one, two and three
/// more (`others`, increasing; an unused one is past `to`), from `from` to `to`.
#[inline(always)]
fn mex_runs<const X: usize>(b: &mut [u8], others: [usize; 3], from: usize, to: usize) {
    let [y, z, w] = others.map(|o| o.clamp(from, to));
    mex_run::<X, 0>(b, others, from, y);
    mex_run::<X, 1>(b, others, y, z);
    mex_run::<X, 2>(b, others, z, w);
    mex_run::<X, 3>(b, others, w, to);
}

/// `G(n)` one at a time for `n` in `from .. to` (each as the bit `1 << G(n)`), for a set with
/// smallest element `X <= from` and the options `n - others[i]` for `i < K`. The last `X`
/// values stay in registers: `G(n - X)` is not read back from the value just stored, and the
/// mex is the lowest bit not seen, so the values of `X` interleaved runs are computed side by
/// side, each waiting only for an or, an add and an and after its previous one.
#[inline(always)]
fn mex_run<const X: usize, const K: usize>(
    b: &mut [u8],
    others: [usize; 3],
    from: usize,
    to: usize,
) {
    if from >= to {
        return;
    }
    let mex = |n: usize, back: u8, b: &[u8]| {
        let mut seen = back;
        for &o in &others[..K] {
            seen |= b[n - o];
        }
        // At most four values are seen, so the lowest missing one is at most 4.
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
