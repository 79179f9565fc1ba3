//! The wanted-value scan with WebAssembly's `simd128` (builds compiled with it).
//!
//! As the x86 paths: the bitmap of wanted values stays in registers (four 16-byte tables),
//! 16 pairs per step, and a hit clears its value from the registers themselves.

use std::arch::wasm32::*;

use super::TABLE_BYTES;
use crate::game::Nimber;

/// Pairs per step.
const STEP: usize = 16;

/// Crosses off `lefts[j] ^ rights[j]` (values below 512) from the bitmap `table` (bit `v % 8`
/// of byte `v / 8`), 16 pairs at a time: byte `v / 8` is looked up in each of the four 16-byte
/// tables (`i8x16.swizzle` gives 0 for an index of 16 or more) and tested against bit `v % 8`.
/// Returns how many pairs it crossed off: whole steps, up to the step that emptied the set if
/// one did.
pub(super) fn cross_off(
    table: &mut [u8; TABLE_BYTES],
    lefts: &[Nimber],
    rights: &[Nimber],
) -> usize {
    let load8 = |s: &[Nimber], at: usize| {
        assert!(at + 8 <= s.len());
        // SAFETY: eight values from `at` lie in `s` (asserted; the loop keeps it true, so
        // the check compiles away); `v128_load` has no alignment requirement.
        unsafe { v128_load(s.as_ptr().add(at).cast()) }
    };
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
        let x0 = v128_xor(load8(lefts, i), load8(rights, i));
        let x1 = v128_xor(load8(lefts, i + 8), load8(rights, i + 8));
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
            let any = v128_or(v128_or(tables[0], tables[1]), v128_or(tables[2], tables[3]));
            if !v128_any_true(any) {
                i += STEP;
                break;
            }
        }
        i += STEP;
    }
    for (t, &half) in tables.iter().enumerate() {
        // SAFETY: 16 bytes to 16 * t < 64.
        unsafe { v128_store(table.as_mut_ptr().add(16 * t).cast(), half) };
    }
    i
}
