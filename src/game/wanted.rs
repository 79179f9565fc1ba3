//! The octal kernel's second step: which of a few *wanted* values do the splits of a heap
//! produce? A split `(a, b)` produces `G(a) ^ G(b)`; the splits come as two streams read
//! forward, the left parts (from a reversed copy of the first values) and the right parts.
//!
//! Most pairs produce nothing wanted, so the scan is a membership test per pair with a rare
//! exit. With vector instructions (AVX2 natively, detected at run time; `simd128` in
//! WebAssembly builds compiled with it), values below 512 are tested 32 or 16 pairs at a time
//! against the wanted set held as a 512-bit bitmap in four 16-byte lookup tables (`pshufb` /
//! `i8x16.swizzle`); a block with a hit is finished pair by pair. Every path answers exactly as
//! the plain one (`tests::vector_paths_match_the_plain_scan`).

use crate::game::Nimber;

/// Values below this are tested by the vector paths (the bitmap's 64 bytes).
const VECTOR_LIMIT: usize = 512;

/// The set of values still wanted, as a bitmap, and how many there are.
#[derive(Debug, Clone, Default)]
pub(super) struct Wanted {
    /// Bit `v % 8` of byte `v / 8` set when `v` is wanted; at least 64 bytes.
    bytes: Vec<u8>,
    /// How many bits are set.
    count: usize,
    /// Whether the vector path may run ([`vector_instructions`]).
    vector: bool,
}

impl Wanted {
    /// An empty set.
    pub(super) fn new() -> Self {
        Wanted {
            bytes: vec![0; VECTOR_LIMIT / 8],
            count: 0,
            vector: vector_instructions(),
        }
    }

    /// Wants every value below `bound` whose bit is clear in `seen` (bit `v % 64` of word
    /// `v / 64`; values are below `2^bits`).
    pub(super) fn reset_unseen(&mut self, bits: u32, seen: &[u64], bound: usize) {
        let len = ((1usize << bits) / 8).max(VECTOR_LIMIT / 8);
        self.bytes.clear();
        self.bytes.resize(len, 0);
        self.count = 0;
        for (i, (&word, bytes)) in seen.iter().zip(self.bytes.chunks_exact_mut(8)).enumerate() {
            let below = match bound.saturating_sub(64 * i) {
                0 => 0,
                b if b >= 64 => u64::MAX,
                b => (1u64 << b) - 1,
            };
            let unseen = !word & below;
            bytes.copy_from_slice(&unseen.to_le_bytes());
            self.count += unseen.count_ones() as usize;
        }
    }

    /// Whether nothing is wanted.
    pub(super) fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The least value still wanted.
    pub(super) fn least(&self) -> Option<Nimber> {
        let (i, &b) = self.bytes.iter().enumerate().find(|(_, &b)| b != 0)?;
        Nimber::try_from(i * 8 + b.trailing_zeros() as usize).ok()
    }

    /// Crosses off `lefts[j] ^ rights[j]` for every `j` (the slices have one length); returns
    /// whether nothing is wanted any more (the scan may stop early then).
    pub(super) fn cross_off(&mut self, lefts: &[Nimber], rights: &[Nimber]) -> bool {
        let len = lefts.len().min(rights.len());
        let (lefts, rights) = (&lefts[..len], &rights[..len]);
        if self.vector && self.bytes.len() == VECTOR_LIMIT / 8 {
            #[cfg(target_arch = "x86_64")]
            // SAFETY: `vector` is set only when the CPU has AVX2 (`vector_instructions`).
            return unsafe { self.cross_off_avx2(lefts, rights) };
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            return self.cross_off_simd128(lefts, rights);
        }
        self.cross_off_plain(lefts, rights)
    }

    /// Crosses off `left ^ right` for pairs read from iterators (the left parts in any order).
    pub(super) fn cross_off_pairs(
        &mut self,
        pairs: impl Iterator<Item = (Nimber, Nimber)>,
    ) -> bool {
        for (x, y) in pairs {
            if self.cross_off_one(x ^ y) {
                return true;
            }
        }
        self.count == 0
    }

    /// Crosses off one value; returns whether nothing is wanted any more.
    #[inline(always)]
    fn cross_off_one(&mut self, v: Nimber) -> bool {
        let v = usize::from(v);
        if let Some(byte) = self.bytes.get_mut(v / 8) {
            let bit = 1 << (v % 8);
            if *byte & bit != 0 {
                *byte &= !bit;
                self.count -= 1;
                return self.count == 0;
            }
        }
        false
    }

    /// Clears bit `bits[p]` of byte `at[p]` of the bitmap (below 512) for each lane `p` set
    /// in `lanes`, and recounts what is still wanted: a vector step's hits at once.
    #[cfg(any(
        target_arch = "x86_64",
        all(target_arch = "wasm32", target_feature = "simd128")
    ))]
    fn clear_lanes(&mut self, at: &[u8], bits: &[u8], mut lanes: u32) {
        let bytes = &mut self.bytes[..VECTOR_LIMIT / 8];
        while lanes != 0 {
            let p = lanes.trailing_zeros() as usize;
            bytes[usize::from(at[p]) % (VECTOR_LIMIT / 8)] &= !bits[p];
            lanes &= lanes - 1;
        }
        self.count = bytes.iter().map(|b| b.count_ones() as usize).sum();
    }

    fn cross_off_plain(&mut self, lefts: &[Nimber], rights: &[Nimber]) -> bool {
        self.cross_off_pairs(lefts.iter().copied().zip(rights.iter().copied()))
    }

    /// [`Self::cross_off`] with AVX2: 32 pairs per step, values below 512.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    unsafe fn cross_off_avx2(&mut self, lefts: &[Nimber], rights: &[Nimber]) -> bool {
        use std::arch::x86_64::*;
        const STEP: usize = 32;
        let len = lefts.len();
        // Four 16-byte tables (the bitmap's bytes 0-15, 16-31, 32-47, 48-63), each in both
        // halves of a register (`pshufb` looks up within each 128-bit half).
        let tables = |bytes: &[u8]| {
            let t = |i: usize| {
                // SAFETY: `bytes` has 64 bytes (checked by the caller), so 16 from 16 * i.
                let half = unsafe { _mm_loadu_si128(bytes.as_ptr().add(16 * i).cast()) };
                _mm256_broadcastsi128_si256(half)
            };
            [t(0), t(1), t(2), t(3)]
        };
        let mut table = tables(&self.bytes);
        let powers = _mm256_setr_epi8(
            1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128, 0,
            0, 0, 0, 0, 0, 0, 0,
        );
        let seven = _mm256_set1_epi16(7);
        let bias = _mm256_set1_epi8(0x70);
        let sixteen = _mm256_set1_epi8(16);
        let mut i = 0;
        while i + STEP <= len {
            // SAFETY: `i + 32 <= len` for both slices (equal lengths).
            let (x0, x1) = unsafe {
                let l = lefts.as_ptr().add(i).cast::<__m256i>();
                let r = rights.as_ptr().add(i).cast::<__m256i>();
                (
                    _mm256_xor_si256(_mm256_loadu_si256(l), _mm256_loadu_si256(r)),
                    _mm256_xor_si256(_mm256_loadu_si256(l.add(1)), _mm256_loadu_si256(r.add(1))),
                )
            };
            // Byte index v / 8 (below 64) and bit v % 8 of every pair, 32 bytes (in an order
            // of their own: only whether any hits matters here).
            let index = _mm256_packus_epi16(_mm256_srli_epi16(x0, 3), _mm256_srli_epi16(x1, 3));
            let bit = _mm256_shuffle_epi8(
                powers,
                _mm256_packus_epi16(_mm256_and_si256(x0, seven), _mm256_and_si256(x1, seven)),
            );
            // Table t answers indexes 16t..16t+15: shifted to 0..15 and biased to 0x70..0x7f
            // they select a byte; every other index saturates to 0x80 or more, which gives 0.
            let mut byte = _mm256_setzero_si256();
            let mut shifted = index;
            for t in table {
                let pick = _mm256_adds_epu8(shifted, bias);
                byte = _mm256_or_si256(byte, _mm256_shuffle_epi8(t, pick));
                shifted = _mm256_sub_epi8(shifted, sixteen);
            }
            if _mm256_testz_si256(byte, bit) == 0 {
                // Every lane that hits clears its bit (the same value twice clears it twice,
                // harmlessly); the bitmap's bytes and bits come from the vectors themselves.
                let hit = _mm256_cmpeq_epi8(_mm256_and_si256(byte, bit), _mm256_setzero_si256());
                let lanes = !(_mm256_movemask_epi8(hit) as u32);
                let (mut at, mut bits) = ([0u8; STEP], [0u8; STEP]);
                // SAFETY: 32-byte stores to 32-byte arrays.
                unsafe {
                    _mm256_storeu_si256(at.as_mut_ptr().cast(), index);
                    _mm256_storeu_si256(bits.as_mut_ptr().cast(), bit);
                }
                self.clear_lanes(&at, &bits, lanes);
                if self.count == 0 {
                    return true;
                }
                table = tables(&self.bytes);
            }
            i += STEP;
        }
        self.cross_off_plain(&lefts[i..], &rights[i..])
    }

    /// [`Self::cross_off`] with WebAssembly's `simd128`: 16 pairs per step, values below 512.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    fn cross_off_simd128(&mut self, lefts: &[Nimber], rights: &[Nimber]) -> bool {
        use std::arch::wasm32::*;
        const STEP: usize = 16;
        let load8 = |s: &[Nimber], at: usize| {
            assert!(at + 8 <= s.len());
            // SAFETY: eight values from `at` lie in `s` (asserted; the loop keeps it true, so
            // the check compiles away); `v128_load` has no alignment requirement.
            unsafe { v128_load(s.as_ptr().add(at).cast()) }
        };
        let tables = |bytes: &[u8]| {
            assert!(bytes.len() >= 64);
            // SAFETY: 16 bytes from 16 * i < 64 lie in `bytes` (asserted).
            let t = |i: usize| unsafe { v128_load(bytes.as_ptr().add(16 * i).cast()) };
            [t(0), t(1), t(2), t(3)]
        };
        let mut table = tables(&self.bytes);
        let powers = u8x16(1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0);
        let seven = u16x8_splat(7);
        let sixteen = u8x16_splat(16);
        let len = lefts.len();
        let mut i = 0;
        while i + STEP <= len {
            let x0 = v128_xor(load8(lefts, i), load8(rights, i));
            let x1 = v128_xor(load8(lefts, i + 8), load8(rights, i + 8));
            let index = u8x16_narrow_i16x8(u16x8_shr(x0, 3), u16x8_shr(x1, 3));
            let bit = i8x16_swizzle(
                powers,
                u8x16_narrow_i16x8(v128_and(x0, seven), v128_and(x1, seven)),
            );
            // `swizzle` gives 0 for an index of 16 or more (and for one that wrapped below 0).
            let mut byte = u8x16_splat(0);
            let mut shifted = index;
            for t in table {
                byte = v128_or(byte, i8x16_swizzle(t, shifted));
                shifted = u8x16_sub(shifted, sixteen);
            }
            let hits = v128_and(byte, bit);
            if v128_any_true(hits) {
                // Every lane that hits clears its bit (as in the AVX2 path).
                let lanes = u8x16_bitmask(i8x16_ne(hits, u8x16_splat(0)));
                let (mut at, mut bits) = ([0u8; STEP], [0u8; STEP]);
                // SAFETY: 16-byte stores to 16-byte arrays (no alignment required).
                unsafe {
                    v128_store(at.as_mut_ptr().cast(), index);
                    v128_store(bits.as_mut_ptr().cast(), bit);
                }
                self.clear_lanes(&at, &bits, u32::from(lanes));
                if self.count == 0 {
                    return true;
                }
                table = tables(&self.bytes);
            }
            i += STEP;
        }
        self.cross_off_plain(&lefts[i..], &rights[i..])
    }
}

/// Whether this build of nimseq scans splits with vector instructions on this machine (AVX2
/// natively, `simd128` in WebAssembly).
pub fn vector_instructions() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("avx2");
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    return true;
    #[allow(unreachable_code)]
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set wanting exactly `values` (below 512), through the plain path when `plain`.
    fn wanting(values: &[Nimber], plain: bool) -> Wanted {
        let mut seen = [u64::MAX; 8];
        for &v in values {
            seen[usize::from(v) / 64] &= !(1 << (v % 64));
        }
        let mut w = Wanted::new();
        w.vector &= !plain;
        w.reset_unseen(9, &seen, 512);
        w
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// Whatever the pairs and the wanted set, the vector path crosses off exactly what the
        /// plain scan does and reports the end at the same moment.
        #[test]
        fn vector_paths_match_the_plain_scan(
            pairs in proptest::collection::vec((0u16..512, 0u16..512), 0..300),
            wanted in proptest::collection::btree_set(0u16..512, 0..12),
            cut in 0usize..300,
        ) {
            use proptest::prop_assert_eq;
            let wanted: Vec<Nimber> = wanted.into_iter().collect();
            let (lefts, rights): (Vec<_>, Vec<_>) = pairs.into_iter().unzip();
            let cut = cut.min(lefts.len());
            let (mut fast, mut plain) = (wanting(&wanted, false), wanting(&wanted, true));
            for (l, r) in [(&lefts[..cut], &rights[..cut]), (&lefts[cut..], &rights[cut..])] {
                prop_assert_eq!(fast.cross_off(l, r), plain.cross_off(l, r));
                prop_assert_eq!(&fast.bytes, &plain.bytes);
                prop_assert_eq!(fast.least(), plain.least());
            }
        }
    }

    /// The vector path and the plain one on a long scan of pseudo-random pairs (also where
    /// proptest is not available).
    #[test]
    fn a_long_scan_matches_the_plain_one() {
        let mut state = 0x2545_f491_u32;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            (state % 512) as Nimber
        };
        let wanted: Vec<Nimber> = (0..40).map(|i| i * 12 + 3).collect();
        let lefts: Vec<Nimber> = (0..5000).map(|_| next()).collect();
        let rights: Vec<Nimber> = (0..5000).map(|_| next()).collect();
        let (mut fast, mut plain) = (wanting(&wanted, false), wanting(&wanted, true));
        for at in (0..5000).step_by(250) {
            let (l, r) = (&lefts[at..at + 250], &rights[at..at + 250]);
            assert_eq!(fast.cross_off(l, r), plain.cross_off(l, r));
            assert_eq!((fast.count, &fast.bytes), (plain.count, &plain.bytes));
        }
    }

    #[test]
    fn crosses_off_the_xor_of_each_pair() {
        let mut w = wanting(&[3, 100, 511], false);
        assert_eq!(w.count, 3);
        // 1 ^ 2 = 3, 7 ^ 7 = 0 (not wanted), 96 ^ 4 = 100.
        let lefts = [1, 7, 96].repeat(20);
        let rights = [2, 7, 4].repeat(20);
        assert!(!w.cross_off(&lefts, &rights));
        assert_eq!(w.least(), Some(511));
        assert!(w.cross_off(&[256; 40], &[255; 40]));
        assert!(w.is_empty());
        assert_eq!(w.least(), None);
    }
}
