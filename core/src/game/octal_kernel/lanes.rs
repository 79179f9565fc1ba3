//! Step 1 for 16 heaps at once (the games whose step 1 is long: `.6`, and those whose every
//! split is marked): a left part `a` splits the heaps `m + j` (`j < 16`) leaving
//! `G(m + j - k - a)`, neighbouring values read four to a 64-bit word and XORed with `G(a)` a
//! word at a time; each heap's option is then marked in its own row of bytes at a fixed
//! distance from the first (one base register, an immediate offset per heap, the index masked
//! into the row instead of checked). Rows of 512 to 2048 bytes are marked 16 at a time; longer
//! ones (values past 2046) fewer at a time, so that the rows marked together, about 32 KiB,
//! stay in the nearest cache: 8 rows of 4096 bytes, 4 of 8192 or 16384 (16 rows of 8 KiB do
//! not: `0.764` took 2.72 s to 65,536 values so, 1.51 s four rows at a time).
//!
//! The marks are scattered byte stores, one per split, and the stores are the limit. Vector
//! loads with the lanes taken out of the register one by one measured slower natively (AVX2
//! `vpextrw`: 1.52 s against 1.20 s for 2^20 values of `.6` on one core) and no faster in
//! WebAssembly (`i16x8.extract_lane_u`: 2.53 s against 2.53–2.67 s in the page).

use crate::game::Nimber;

/// Heaps marked in one pass.
pub(super) const LANES: usize = 16;

/// The shortest row: a byte for each value below 512.
pub(super) const MIN_ROW: usize = 512;

/// The marks of `L` heaps, a row of `ROW` bytes each.
type Rows<const ROW: usize, const L: usize> = [[u8; ROW]; L];

/// Marks in `flags`, [`LANES`] rows of 512 to 16384 bytes, the options [`mark`] describes;
/// returns whether it did (other lengths are left alone).
pub(super) fn mark_rows(
    parts: &[(u32, Nimber)],
    values: &[Nimber],
    base: usize,
    flags: &mut [u8],
) -> bool {
    match flags.len() / LANES {
        512 => mark_in::<512, LANES>(parts, values, base, flags),
        1024 => mark_in::<1024, LANES>(parts, values, base, flags),
        2048 => mark_in::<2048, LANES>(parts, values, base, flags),
        4096 => mark_in::<4096, 8>(parts, values, base, flags),
        8192 => mark_in::<8192, 4>(parts, values, base, flags),
        16384 => mark_in::<16384, 4>(parts, values, base, flags),
        _ => return false,
    }
    true
}

/// [`mark`] on the rows of `flags`, `L` at a time.
fn mark_in<const ROW: usize, const L: usize>(
    parts: &[(u32, Nimber)],
    values: &[Nimber],
    base: usize,
    flags: &mut [u8],
) {
    let (rows, _) = flags.as_chunks_mut::<ROW>();
    for (g, group) in rows.chunks_exact_mut(L).enumerate() {
        let group: &mut Rows<ROW, L> = group.try_into().expect("L rows");
        mark(parts, values, base + g * L, group);
    }
}

/// For each left part `(a, x = G(a))` of `parts`, marks `x ^ values[base - a + j]` in row `j`
/// of `rows` for every `j < L` (a multiple of 4): with `base = m - k`, the options of the
/// heaps `m + j` from splits of size `k`. Values must be below `ROW` (higher bits are
/// ignored), and `base - a + L <= values.len()` for every part.
fn mark<const ROW: usize, const L: usize>(
    parts: &[(u32, Nimber)],
    values: &[Nimber],
    base: usize,
    rows: &mut Rows<ROW, L>,
) {
    for &(a, x) in parts {
        let at = base - a as usize;
        let run: &[Nimber; L] = values[at..at + L].try_into().expect("L values");
        // Four values per 64-bit word, XORed with `x` at once.
        let xs = u64::from(x) * 0x0001_0001_0001_0001;
        for (q, four) in run.chunks_exact(4).enumerate() {
            let word = four.iter().rev().fold(0u64, |w, &v| w << 16 | u64::from(v)) ^ xs;
            for i in 0..4 {
                // The index is masked into the row, so no check is needed.
                rows[4 * q + i][usize::from((word >> (16 * i)) as Nimber) & (ROW - 1)] = 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Row `j` holds exactly `G(a) ^ values[base - a + j]` for each part, on pseudo-random
    /// values below the row's length (four to a word: every position in a word, every word in
    /// a run), for each length of row; other lengths are left alone.
    #[test]
    fn each_row_holds_its_heaps_options() {
        let mut state = 0x9e37_79b9_u32;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state
        };
        for row in [512, 1024, 2048, 4096, 8192, 16384] {
            let values: Vec<Nimber> = (0..3000).map(|_| (next() % row) as Nimber).collect();
            let mut parts = Vec::new();
            for a in 16..600 {
                if next() % 3 == 0 {
                    parts.push((a, (next() % row) as Nimber));
                }
            }
            let row = row as usize;
            let mut expected = vec![vec![false; row]; LANES];
            for &(a, x) in &parts {
                for (j, marks) in expected.iter_mut().enumerate() {
                    marks[usize::from(x ^ values[2000 - a as usize + j])] = true;
                }
            }
            let mut flags = vec![0u8; LANES * row];
            assert!(mark_rows(&parts, &values, 2000, &mut flags));
            for (j, marks) in expected.iter().enumerate() {
                for (v, &marked) in marks.iter().enumerate() {
                    assert_eq!(
                        flags[j * row + v] == 1,
                        marked,
                        "row {j} of {row}, value {v}"
                    );
                }
            }
            assert!(flags.iter().filter(|&&b| b == 1).count() > LANES * 100);
        }
        assert!(!mark_rows(
            &[(16, 1)],
            &[0; 64],
            40,
            &mut [0; LANES * 32768]
        ));
    }
}
