//! Step 1 for 16 heaps at once while every value is below 512 (the games whose step 1 is
//! long, `.6` among them): a left part `a` splits the heaps `m + j` (`j < 16`) leaving
//! `G(m + j - k - a)`, 16 neighbouring values read four to a 64-bit word and XORed with
//! `G(a)` a word at a time; each heap's option is then marked in its own row of 512 bytes at a
//! fixed distance from the first (one base register, an immediate offset per heap, the index
//! masked into the row instead of checked).
//!
//! The marks are scattered byte stores, one per split, and the stores are the limit. Vector
//! loads with the lanes taken out of the register one by one measured slower natively (AVX2
//! `vpextrw`: 1.52 s against 1.20 s for 2^20 values of `.6` on one core) and no faster in
//! WebAssembly (`i16x8.extract_lane_u`: 2.53 s against 2.53–2.67 s in the page).

use crate::game::Nimber;

/// Heaps marked in one pass.
pub(super) const LANES: usize = 16;

/// Bytes per heap: one per value below 512.
pub(super) const ROW: usize = 512;

/// The marks of [`LANES`] heaps, a row of [`ROW`] bytes each.
pub(super) type Rows = [u8; LANES * ROW];

/// For each left part `(a, x = G(a))` of `parts`, marks `x ^ values[base - a + j]` in row `j`
/// of `rows` for every `j < LANES`: with `base = m - k`, the options of the heaps `m + j`
/// from splits of size `k`. Values must be below 512 (higher bits are ignored), and
/// `base - a + LANES <= values.len()` for every part. With `vector`, vector instructions are
/// used where the machine has them.
pub(super) fn mark(parts: &[(u32, Nimber)], values: &[Nimber], base: usize, rows: &mut Rows) {
    for &(a, x) in parts {
        let run = lane_values(values, base, a);
        // Four values per 64-bit word, XORed with `x` at once.
        let xs = u64::from(x) * 0x0001_0001_0001_0001;
        for (q, four) in run.chunks_exact(4).enumerate() {
            let word = four.iter().rev().fold(0u64, |w, &v| w << 16 | u64::from(v)) ^ xs;
            for i in 0..4 {
                put(rows, 4 * q + i, (word >> (16 * i)) as Nimber);
            }
        }
    }
}

/// The 16 values a part reads.
#[inline(always)]
fn lane_values(values: &[Nimber], base: usize, a: u32) -> &[Nimber; LANES] {
    let at = base - a as usize;
    let run: &[Nimber; LANES] = values[at..at + LANES]
        .try_into()
        .expect("a slice of LANES values");
    run
}

/// Marks `x` in row `j`: the index is masked into the row, so no check is needed.
#[inline(always)]
fn put(rows: &mut Rows, j: usize, x: Nimber) {
    rows[j * ROW + (usize::from(x) & (ROW - 1))] = 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Row `j` holds exactly `G(a) ^ values[base - a + j]` for each part, on pseudo-random
    /// values below 512 (four to a word: every position in a word, every word in a run).
    #[test]
    fn each_row_holds_its_heaps_options() {
        let mut state = 0x9e37_79b9_u32;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state
        };
        let values: Vec<Nimber> = (0..3000).map(|_| (next() % 512) as Nimber).collect();
        let mut parts = Vec::new();
        for a in 16..600 {
            if next() % 3 == 0 {
                parts.push((a, (next() % 512) as Nimber));
            }
        }
        let mut expected = vec![[false; ROW]; LANES];
        for &(a, x) in &parts {
            for (j, row) in expected.iter_mut().enumerate() {
                row[usize::from(x ^ values[2000 - a as usize + j])] = true;
            }
        }
        let mut rows = Box::new([0u8; LANES * ROW]);
        mark(&parts, &values, 2000, &mut rows);
        for (j, row) in expected.iter().enumerate() {
            for (v, &marked) in row.iter().enumerate() {
                assert_eq!(rows[j * ROW + v] == 1, marked, "row {j}, value {v}");
            }
        }
        assert!(rows.iter().filter(|&&b| b == 1).count() > LANES * 100);
    }
}
