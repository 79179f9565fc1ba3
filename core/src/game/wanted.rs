//! The octal kernel's second step: which of a few *wanted* values do the splits of a heap
//! produce? A split `(a, b)` produces `G(a) ^ G(b)`; the splits come as two streams read
//! forward, the left parts (from a reversed copy of the first values) and the right parts.
//!
//! Most pairs produce nothing wanted, so the scan is a membership test per pair with a rare
//! exit. With vector instructions, values below 512 are tested many pairs at a time against the
//! wanted set held as a 512-bit bitmap in registers: AVX-512 (32 pairs per step, the bitmap as
//! 32 16-bit words looked up with `vpermw`) or AVX2 (32 pairs, four 16-byte tables looked up
//! with `pshufb`) natively, chosen at run time, and `simd128` (16 pairs, `i8x16.swizzle`; once
//! at most two values are wanted, each pair compared with them) in WebAssembly builds compiled
//! with it. A step with a hit clears the values it found from the
//! registers themselves (no round trip through memory, which stalls on store forwarding) and
//! goes on. Every path answers exactly as the plain one
//! (`tests::vector_paths_match_the_plain_scan`).

use crate::game::Nimber;

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128;
#[cfg(target_arch = "x86_64")]
mod x86;

/// Values below this are tested by the vector paths (the bitmap's 64 bytes).
const VECTOR_LIMIT: usize = 512;

/// The bitmap's bytes when every value is below [`VECTOR_LIMIT`].
const TABLE_BYTES: usize = VECTOR_LIMIT / 8;

/// The instructions a scan uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) enum Vector {
    /// One pair at a time.
    #[default]
    Plain,
    /// AVX2: 32 pairs per step.
    #[cfg(target_arch = "x86_64")]
    Avx2,
    /// AVX-512 (F and BW): 32 pairs per step, one lookup each.
    #[cfg(target_arch = "x86_64")]
    Avx512,
    /// WebAssembly's `simd128`: 16 pairs per step.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    Simd128,
}

impl Vector {
    /// The best this build has on this machine.
    pub(super) fn detect() -> Self {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512bw")
            {
                return Vector::Avx512;
            }
            if std::arch::is_x86_feature_detected!("avx2") {
                return Vector::Avx2;
            }
        }
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        return Vector::Simd128;
        #[allow(unreachable_code)]
        Vector::Plain
    }

    /// Every kind this build can run on this machine, the plain one first (for tests).
    #[cfg(test)]
    pub(super) fn available() -> Vec<Self> {
        #[allow(unused_mut)] // nothing is added in builds without vector instructions
        let mut all = vec![Vector::Plain];
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2") {
                all.push(Vector::Avx2);
            }
            if Vector::detect() == Vector::Avx512 {
                all.push(Vector::Avx512);
            }
        }
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        all.push(Vector::Simd128);
        all
    }
}

/// The set of values still wanted, as a bitmap, and how many there are.
#[derive(Debug, Clone, Default)]
pub(super) struct Wanted {
    /// Bit `v % 8` of byte `v / 8` set when `v` is wanted; at least 64 bytes.
    bytes: Vec<u8>,
    /// How many bits are set (`usize::MAX`: not counted since a vector scan, but some are).
    count: usize,
    /// The instructions the scan uses ([`Vector::detect`]).
    vector: Vector,
}

impl Wanted {
    /// An empty set.
    pub(super) fn new() -> Self {
        Wanted {
            bytes: vec![0; TABLE_BYTES],
            count: 0,
            vector: Vector::detect(),
        }
    }

    /// Scans with `vector` from now on (tests force each path).
    #[cfg(test)]
    pub(super) fn with_vector(mut self, vector: Vector) -> Self {
        self.vector = vector;
        self
    }

    /// Wants every value below `bound` whose bit is clear in `seen` (bit `v % 64` of word
    /// `v / 64`; values are below `2^bits`).
    pub(super) fn reset_unseen(&mut self, bits: u32, seen: &[u64], bound: usize) {
        let len = ((1usize << bits) / 8).max(TABLE_BYTES);
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
        let (i, &b) = self.bytes.iter().enumerate().find(|&(_, &b)| b != 0)?;
        Nimber::try_from(i * 8 + b.trailing_zeros() as usize).ok()
    }

    /// Crosses off `lefts[j] ^ rights[j]` for every `j` (the slices have one length); returns
    /// whether nothing is wanted any more (the scan may stop early then).
    pub(super) fn cross_off(&mut self, lefts: &[Nimber], rights: &[Nimber]) -> bool {
        let len = lefts.len().min(rights.len());
        let (lefts, rights) = (&lefts[..len], &rights[..len]);
        let Ok(table) = <&mut [u8; TABLE_BYTES]>::try_from(&mut self.bytes[..]) else {
            // Values of 512 and more: the plain path.
            return self.cross_off_plain(lefts, rights);
        };
        // How many pairs the vector path crossed off (all whole steps, or, once it emptied the
        // set, up to that step or one past: then only that it is empty matters).
        let scanned = match self.vector {
            Vector::Plain => 0,
            // SAFETY: `Avx512` and `Avx2` are chosen only where the CPU has them
            // (`Vector::detect`).
            #[cfg(target_arch = "x86_64")]
            Vector::Avx512 => unsafe { x86::cross_off_avx512(table, lefts, rights) },
            #[cfg(target_arch = "x86_64")]
            Vector::Avx2 => unsafe { x86::cross_off_avx2(table, lefts, rights) },
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            Vector::Simd128 => simd128::cross_off(table, lefts, rights),
        };
        if scanned > 0 {
            // Whether anything is left is all a scan needs to know; the count only when the
            // plain path takes over (the recount costs as much as a few steps).
            if table.iter().all(|&b| b == 0) {
                self.count = 0;
                return true;
            }
            self.count = usize::MAX;
            if scanned == len {
                return false;
            }
        }
        self.cross_off_plain(&lefts[scanned..], &rights[scanned..])
    }

    /// Crosses off `left ^ right` for pairs read from iterators (the left parts in any order).
    pub(super) fn cross_off_pairs(
        &mut self,
        pairs: impl Iterator<Item = (Nimber, Nimber)>,
    ) -> bool {
        if self.count == usize::MAX {
            self.count = self.bytes.iter().map(|b| b.count_ones() as usize).sum();
        }
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

    fn cross_off_plain(&mut self, lefts: &[Nimber], rights: &[Nimber]) -> bool {
        self.cross_off_pairs(lefts.iter().copied().zip(rights.iter().copied()))
    }
}

/// Whether this build of nimseq scans splits with vector instructions on this machine (AVX2
/// or AVX-512 natively, `simd128` in WebAssembly).
pub fn vector_instructions() -> bool {
    Vector::detect() != Vector::Plain
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set wanting exactly `values` (below 512), scanned with `vector`.
    fn wanting(values: &[Nimber], vector: Vector) -> Wanted {
        let mut seen = [u64::MAX; 8];
        for &v in values {
            seen[usize::from(v) / 64] &= !(1 << (v % 64));
        }
        let mut w = Wanted::new().with_vector(vector);
        w.reset_unseen(9, &seen, 512);
        w
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// Whatever the pairs and the wanted set, every vector path crosses off exactly what
        /// the plain scan does and reports the end at the same moment (several values hit in
        /// one step, the same value twice in a step, the set emptied in mid-step).
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
            for vector in Vector::available() {
                let mut fast = wanting(&wanted, vector);
                let mut plain = wanting(&wanted, Vector::Plain);
                for (l, r) in [(&lefts[..cut], &rights[..cut]), (&lefts[cut..], &rights[cut..])] {
                    prop_assert_eq!(fast.cross_off(l, r), plain.cross_off(l, r), "{:?}", vector);
                    prop_assert_eq!(&fast.bytes, &plain.bytes, "{:?}", vector);
                    prop_assert_eq!(fast.is_empty(), plain.is_empty(), "{:?}", vector);
                    prop_assert_eq!(fast.least(), plain.least(), "{:?}", vector);
                }
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
        let vectors = Vector::available();
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            assert!(vectors.contains(&Vector::Avx2), "{vectors:?}");
        }
        for vector in vectors {
            let mut fast = wanting(&wanted, vector);
            let mut plain = wanting(&wanted, Vector::Plain);
            let mut emptied = false;
            for at in (0..5000).step_by(250) {
                let (l, r) = (&lefts[at..at + 250], &rights[at..at + 250]);
                let end = fast.cross_off(l, r);
                assert_eq!(end, plain.cross_off(l, r), "{vector:?} at {at}");
                assert_eq!(
                    (fast.is_empty(), &fast.bytes),
                    (plain.is_empty(), &plain.bytes)
                );
                emptied |= end;
            }
            assert!(emptied, "{vector:?}: the scan never found every value");
        }
    }

    #[test]
    fn crosses_off_the_xor_of_each_pair() {
        for vector in Vector::available() {
            let mut w = wanting(&[3, 100, 511], vector);
            assert_eq!(w.count, 3);
            // 1 ^ 2 = 3, 7 ^ 7 = 0 (not wanted), 96 ^ 4 = 100.
            let lefts = [1, 7, 96].repeat(20);
            let rights = [2, 7, 4].repeat(20);
            assert!(!w.cross_off(&lefts, &rights), "{vector:?}");
            assert_eq!(w.least(), Some(511));
            assert!(w.cross_off(&[256; 40], &[255; 40]), "{vector:?}");
            assert!(w.is_empty());
            assert_eq!(w.least(), None);
        }
    }
}
