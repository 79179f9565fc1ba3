//! The wanted-value scan with WebAssembly's `simd128` (builds compiled with it).
//!
//! As the x86 paths: the bitmap of wanted values stays in registers (four 16-byte tables),
//! 16 pairs per step, and a hit clears its value from the registers themselves. Once at most
//! [`FEW`] values are wanted (half the pairs of `.6`'s scans are read then: the last values
//! wanted are the ones found late), each pair is compared with them instead, 32 pairs between
//! two tests, which takes half the instructions of a lookup.

use std::arch::wasm32::*;

use super::TABLE_BYTES;
use crate::game::Nimber;

/// Pairs per step.
const STEP: usize = 16;

/// At most this many wanted values are compared with the pairs rather than looked up (three
/// measured no faster than two in `.6`).
const FEW: usize = 2;

/// Crosses off `lefts[j] ^ rights[j]` (values below 512) from the bitmap `table` (bit `v % 8`
/// of byte `v / 8`), 16 pairs at a time. Returns how many pairs it crossed off: every whole
/// step, or, when the set is emptied, whole steps up to the one that emptied it or one past.
pub(super) fn cross_off(
    table: &mut [u8; TABLE_BYTES],
    lefts: &[Nimber],
    rights: &[Nimber],
) -> usize {
    let len = lefts.len().min(rights.len());
    let mut done = 0;
    loop {
        let (lefts, rights) = (&lefts[done..len], &rights[done..len]);
        if let Some(few) = few_values(table) {
            return done + cross_off_few(table, few, lefts, rights);
        }
        match cross_off_looked_up(table, lefts, rights) {
            (scanned, true) => done += scanned,
            (scanned, false) => return done + scanned,
        }
    }
}

/// The values `table` holds when there are at most [`FEW`] (`None` when there are more).
fn few_values(table: &[u8; TABLE_BYTES]) -> Option<([Nimber; FEW], usize)> {
    let mut few = [0; FEW];
    let mut count = 0;
    for (i, chunk) in table.chunks_exact(8).enumerate() {
        let mut word = u64::from_le_bytes(chunk.try_into().ok()?);
        while word != 0 {
            if count == FEW {
                return None;
            }
            few[count] = (64 * i) as Nimber + word.trailing_zeros() as Nimber;
            count += 1;
            word &= word - 1;
        }
    }
    Some((few, count))
}

/// [`cross_off`] for the `count` (at most [`FEW`]) values of `few`, which are all that `table`
/// holds: each pair is compared with them, 32 pairs between two tests (then a last step of 16).
fn cross_off_few(
    table: &mut [u8; TABLE_BYTES],
    (mut few, mut count): ([Nimber; FEW], usize),
    lefts: &[Nimber],
    rights: &[Nimber],
) -> usize {
    let len = lefts.len().min(rights.len());
    let mut i = 0;
    while count > 0 && i + STEP <= len {
        let (lefts, rights) = (&lefts[i..len], &rights[i..len]);
        // With fewer than FEW values, the last ones of `few` are values found already: pairs
        // that give them end a call early, and cross off nothing (bits `k >= count`).
        let (scanned, found) = if count == 1 {
            compare::<1>(&few, lefts, rights)
        } else {
            compare::<FEW>(&few, lefts, rights)
        };
        i += scanned;
        let mut left = 0;
        for k in 0..count {
            let v = usize::from(few[k]);
            if found & (1 << k) != 0 {
                table[v / 8] &= !(1 << (v % 8));
            } else {
                few[left] = few[k];
                left += 1;
            }
        }
        count = left;
    }
    // Nothing wanted from the start: every step crosses off nothing.
    if count == 0 && i == 0 {
        return len / STEP * STEP;
    }
    i
}

/// Compares the pairs with the first `K` values of `few`, 32 pairs at a time (then a step of
/// 16), up to the first step where one is found: returns the pairs read (whole steps) and
/// which were found (bit `k` for `few[k]`; 0 when the pairs ran out).
#[inline(always)]
fn compare<const K: usize>(
    few: &[Nimber; FEW],
    lefts: &[Nimber],
    rights: &[Nimber],
) -> (usize, u32) {
    let len = lefts.len().min(rights.len());
    let wanted: [v128; K] = std::array::from_fn(|k| u16x8_splat(few[k]));
    let xor8 = |at: usize| xor8(lefts, rights, at);
    let found = |x: &[v128]| {
        let mut bits = 0u32;
        for (k, &w) in wanted.iter().enumerate() {
            let any = x
                .iter()
                .fold(u16x8_splat(0), |any, &x| v128_or(any, u16x8_eq(x, w)));
            bits |= u32::from(v128_any_true(any)) << k;
        }
        bits
    };
    let mut i = 0;
    while i + 2 * STEP <= len {
        let x = [xor8(i), xor8(i + 8), xor8(i + 16), xor8(i + 24)];
        i += 2 * STEP;
        let any = x.iter().fold(u16x8_splat(0), |any, &x| {
            wanted
                .iter()
                .fold(any, |any, &w| v128_or(any, u16x8_eq(x, w)))
        });
        if v128_any_true(any) {
            return (i, found(&x));
        }
    }
    if i + STEP <= len {
        let x = [xor8(i), xor8(i + 8)];
        return (i + STEP, found(&x));
    }
    (i, 0)
}

/// [`cross_off`] with the bitmap in registers, byte `v / 8` looked up in each of the four
/// 16-byte tables (`i8x16.swizzle` gives 0 for an index of 16 or more) and tested against bit
/// `v % 8`. Returns how many pairs it crossed off, and whether it stopped because at most
/// [`FEW`] values (and some) are left.
fn cross_off_looked_up(
    table: &mut [u8; TABLE_BYTES],
    lefts: &[Nimber],
    rights: &[Nimber],
) -> (usize, bool) {
    // SAFETY: 16 bytes from 16 * t < 64.
    let mut tables: [v128; 4] =
        std::array::from_fn(|t| unsafe { v128_load(table.as_ptr().add(16 * t).cast()) });
    let powers = u8x16(1, 2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 0, 0, 0);
    let iota = u8x16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    let seven = u16x8_splat(7);
    let sixteen = u8x16_splat(16);
    let len = lefts.len().min(rights.len());
    let mut i = 0;
    while i + STEP <= len {
        let x0 = xor8(lefts, rights, i);
        let x1 = xor8(lefts, rights, i + 8);
        // Byte index v / 8 (255 for values past 2047, which then match nothing) and bit v % 8.
        let index = u8x16_narrow_i16x8(u16x8_shr(x0, 3), u16x8_shr(x1, 3));
        let bit = i8x16_swizzle(
            powers,
            u8x16_narrow_i16x8(v128_and(x0, seven), v128_and(x1, seven)),
        );
        let i1 = u8x16_sub(index, sixteen);
        let i2 = u8x16_sub(i1, sixteen);
        let i3 = u8x16_sub(i2, sixteen);
        let byte = v128_or(
            v128_or(
                i8x16_swizzle(tables[0], index),
                i8x16_swizzle(tables[1], i1),
            ),
            v128_or(i8x16_swizzle(tables[2], i2), i8x16_swizzle(tables[3], i3)),
        );
        let hits = v128_and(byte, bit);
        if v128_any_true(hits) {
            let mut lanes = u8x16_bitmask(i8x16_ne(hits, u8x16_splat(0)));
            let (mut at, mut bits) = ([0u8; STEP], [0u8; STEP]);
            // SAFETY: 16-byte stores to 16-byte arrays (no alignment required).
            unsafe {
                v128_store(at.as_mut_ptr().cast(), index);
                v128_store(bits.as_mut_ptr().cast(), bit);
            }
            while lanes != 0 {
                let p = lanes.trailing_zeros() as usize;
                let (byte_at, bit) = (at[p], u8x16_splat(bits[p]));
                // Table t clears the bit at byte_at - 16t, when that is 0..15.
                for (t, table) in tables.iter_mut().enumerate() {
                    let here = u8x16_splat(byte_at.wrapping_sub(16 * t as u8));
                    *table = v128_andnot(*table, v128_and(i8x16_eq(iota, here), bit));
                }
                lanes &= lanes - 1;
            }
            let left = count(&tables);
            if left <= FEW {
                i += STEP;
                store(table, &tables);
                return (i, left > 0);
            }
        }
        i += STEP;
    }
    store(table, &tables);
    (i, false)
}

/// `lefts[at..at + 8] ^ rights[at..at + 8]`, in eight 16-bit lanes.
#[inline(always)]
fn xor8(lefts: &[Nimber], rights: &[Nimber], at: usize) -> v128 {
    assert!(at + 8 <= lefts.len() && at + 8 <= rights.len());
    // SAFETY: eight values from `at` lie in both slices (asserted; the callers' loops keep it
    // true, so the check compiles away); `v128_load` has no alignment requirement.
    unsafe {
        v128_xor(
            v128_load(lefts.as_ptr().add(at).cast()),
            v128_load(rights.as_ptr().add(at).cast()),
        )
    }
}

/// How many bits the four tables hold.
fn count(tables: &[v128; 4]) -> usize {
    let bytes = tables
        .iter()
        .fold(u8x16_splat(0), |sum, &t| u8x16_add(sum, u8x16_popcnt(t)));
    let quads = u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(bytes));
    let sum = u32x4_extract_lane::<0>(quads)
        + u32x4_extract_lane::<1>(quads)
        + u32x4_extract_lane::<2>(quads)
        + u32x4_extract_lane::<3>(quads);
    sum as usize
}

/// Stores the four tables into the bitmap.
fn store(table: &mut [u8; TABLE_BYTES], tables: &[v128; 4]) {
    for (t, &half) in tables.iter().enumerate() {
        // SAFETY: 16 bytes to 16 * t < 64.
        unsafe { v128_store(table.as_mut_ptr().add(16 * t).cast(), half) };
    }
}
