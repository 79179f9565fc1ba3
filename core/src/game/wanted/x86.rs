//! The wanted-value scan with AVX2 and AVX-512 (chosen at run time by [`super::Vector`]).
//!
//! Both keep the bitmap of wanted values in registers for the whole scan. A step tests 32
//! pairs; when some hit, each hit lane's value is cleared from the registers (a step hits
//! rarely, a few dozen times in the thousands of steps of a heap) and the scan stops the
//! moment nothing is wanted.

use std::arch::x86_64::*;

use super::TABLE_BYTES;
use crate::game::Nimber;

/// Pairs per step.
const STEP: usize = 32;

/// Crosses off `lefts[j] ^ rights[j]` (values below 512) from the bitmap `table` (bit `v % 8`
/// of byte `v / 8`) with AVX-512: the bitmap is 32 16-bit words in one register, word `v / 16`
/// looked up for 32 pairs at once (`vpermw`) and tested against bit `v % 16`. Returns how many
/// pairs it crossed off: whole steps, up to the step that emptied the set if one did.
///
/// # Safety
/// The CPU must have AVX-512 F and BW.
#[target_feature(enable = "avx512f,avx512bw")]
pub(super) unsafe fn cross_off_avx512(
    table: &mut [u8; TABLE_BYTES],
    lefts: &[Nimber],
    rights: &[Nimber],
) -> usize {
    let len = lefts.len().min(rights.len());
    // SAFETY: 64 bytes from `table` (little-endian: byte v / 8, bit v % 8 is word v / 16,
    // bit v % 16).
    let mut words = unsafe { _mm512_loadu_si512(table.as_ptr().cast()) };
    let fifteen = _mm512_set1_epi16(15);
    let one = _mm512_set1_epi16(1);
    let limit = _mm512_set1_epi16(512);
    let mut i = 0;
    while i + STEP <= len {
        // SAFETY: `i + 32 <= len` for both slices.
        let v = unsafe {
            _mm512_xor_si512(
                _mm512_loadu_si512(lefts.as_ptr().add(i).cast()),
                _mm512_loadu_si512(rights.as_ptr().add(i).cast()),
            )
        };
        let word = _mm512_permutexvar_epi16(_mm512_srli_epi16::<4>(v), words);
        let bit = _mm512_sllv_epi16(one, _mm512_and_si512(v, fifteen));
        // Values of 512 and more (never there when the table is used) could not hit.
        let hits = _mm512_test_epi16_mask(word, bit) & _mm512_cmplt_epu16_mask(v, limit);
        if hits != 0 {
            let mut values = [0u16; STEP];
            // SAFETY: a 64-byte store to a 64-byte array.
            unsafe { _mm512_storeu_si512(values.as_mut_ptr().cast(), v) };
            let mut clear = _mm512_setzero_si512();
            let mut lanes = hits;
            while lanes != 0 {
                let x = u32::from(values[lanes.trailing_zeros() as usize]);
                let onehot = _mm512_maskz_set1_epi16(1 << (x / 16 % 32), (1u16 << (x % 16)) as i16);
                clear = _mm512_or_si512(clear, onehot);
                lanes &= lanes - 1;
            }
            words = _mm512_andnot_si512(clear, words);
            if _mm512_test_epi64_mask(words, words) == 0 {
                i += STEP;
                break;
            }
        }
        i += STEP;
    }
    // SAFETY: 64 bytes to `table`.
    unsafe { _mm512_storeu_si512(table.as_mut_ptr().cast(), words) };
    i
}

/// [`cross_off_avx512`] with AVX2: the bitmap is four 16-byte tables (bytes 0–15, 16–31, 32–47,
/// 48–63, each in both halves of a register, since `pshufb` looks up within each half), byte
/// `v / 8` looked up in each and tested against bit `v % 8`.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
pub(super) unsafe fn cross_off_avx2(
    table: &mut [u8; TABLE_BYTES],
    lefts: &[Nimber],
    rights: &[Nimber],
) -> usize {
    let len = lefts.len().min(rights.len());
    let mut tables: [__m256i; 4] = std::array::from_fn(|t| {
        // SAFETY: 16 bytes from 16 * t < 64.
        let half = unsafe { _mm_loadu_si128(table.as_ptr().add(16 * t).cast()) };
        _mm256_broadcastsi128_si256(half)
    });
    let powers = _mm256_setr_epi8(
        1, 2, 4, 8, 16, 32, 64, -128, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, -128, 0, 0,
        0, 0, 0, 0, 0, 0,
    );
    let iota = _mm256_setr_epi8(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
        12, 13, 14, 15,
    );
    let seven = _mm256_set1_epi16(7);
    let bias = _mm256_set1_epi8(0x70);
    let sixteen = _mm256_set1_epi8(16);
    let mut i = 0;
    while i + STEP <= len {
        // SAFETY: `i + 32 <= len` for both slices.
        let (x0, x1) = unsafe {
            let l = lefts.as_ptr().add(i).cast::<__m256i>();
            let r = rights.as_ptr().add(i).cast::<__m256i>();
            (
                _mm256_xor_si256(_mm256_loadu_si256(l), _mm256_loadu_si256(r)),
                _mm256_xor_si256(_mm256_loadu_si256(l.add(1)), _mm256_loadu_si256(r.add(1))),
            )
        };
        // Byte index v / 8 (below 64; 255 for values past 2047, which then match nothing) and
        // bit v % 8 of every pair, 32 bytes (in an order of their own: both in the same one).
        let index = _mm256_packus_epi16(_mm256_srli_epi16::<3>(x0), _mm256_srli_epi16::<3>(x1));
        let bit = _mm256_shuffle_epi8(
            powers,
            _mm256_packus_epi16(_mm256_and_si256(x0, seven), _mm256_and_si256(x1, seven)),
        );
        // Table t answers indexes 16t..16t+15: shifted to 0..15 and biased to 0x70..0x7f
        // they select a byte; every other index saturates to 0x80 or more, which gives 0.
        let mut byte = _mm256_setzero_si256();
        let mut shifted = index;
        for t in tables {
            let pick = _mm256_adds_epu8(shifted, bias);
            byte = _mm256_or_si256(byte, _mm256_shuffle_epi8(t, pick));
            shifted = _mm256_sub_epi8(shifted, sixteen);
        }
        if _mm256_testz_si256(byte, bit) == 0 {
            let hit = _mm256_cmpeq_epi8(_mm256_and_si256(byte, bit), _mm256_setzero_si256());
            let mut lanes = !(_mm256_movemask_epi8(hit) as u32);
            let (mut at, mut bits) = ([0u8; STEP], [0u8; STEP]);
            // SAFETY: 32-byte stores to 32-byte arrays.
            unsafe {
                _mm256_storeu_si256(at.as_mut_ptr().cast(), index);
                _mm256_storeu_si256(bits.as_mut_ptr().cast(), bit);
            }
            while lanes != 0 {
                let p = lanes.trailing_zeros() as usize;
                let (byte_at, bit) = (at[p], _mm256_set1_epi8(bits[p] as i8));
                // Table t clears the bit at byte_at - 16t, when that is 0..15 (else nothing
                // in it equals the wrapped index).
                for (t, table) in tables.iter_mut().enumerate() {
                    let here = _mm256_set1_epi8(byte_at.wrapping_sub(16 * t as u8) as i8);
                    let clear = _mm256_and_si256(_mm256_cmpeq_epi8(iota, here), bit);
                    *table = _mm256_andnot_si256(clear, *table);
                }
                lanes &= lanes - 1;
            }
            let any = _mm256_or_si256(
                _mm256_or_si256(tables[0], tables[1]),
                _mm256_or_si256(tables[2], tables[3]),
            );
            if _mm256_testz_si256(any, any) != 0 {
                i += STEP;
                break;
            }
        }
        i += STEP;
    }
    for (t, &half) in tables.iter().enumerate() {
        // SAFETY: 16 bytes to 16 * t < 64.
        unsafe {
            _mm_storeu_si128(
                table.as_mut_ptr().add(16 * t).cast(),
                _mm256_castsi256_si128(half),
            )
        };
    }
    i
}
