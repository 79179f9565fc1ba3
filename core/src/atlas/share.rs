//! Rows and values shared between codes that are the same game as far as their searches go.
//!
//! Adding options to a heap changes its value only when one of them is the old value:
//! `mex(S ∪ X) = mex(S)` unless `mex(S)` is in `X`. Bit 1 of digit `dk` (take a whole heap of
//! `k`) adds the option 0 to the heap of `k` alone; bit 2 (take `k`, leave one heap) adds
//! `G(n - k)` to every heap `n > k`. So when code `B` is code `A` with some of these bits set
//! (and the same bits 4: the same splits), and no value `G_A(n)` known is among the options
//! `B` adds to the heap of `n`, then `G_B(n) = G_A(n)` for all those `n` (by induction on
//! `n`). Checking this reads each value once per bit added; computing `B` is quadratic.
//!
//! - A base of `B`'s length ([`shared_row`]): a period search's steps depend on the values,
//!   the code's length and whether it splits, nothing else, so `B`'s search computes to where
//!   `A`'s stopped and stops there with the same answer: `B`'s row is `A`'s with `B`'s code.
//! - A shorter base ([`known_values`]): the certificates differ with the length, so `B`'s own
//!   search runs, taking the values known instead of computing them.
//!
//! In the 3-digit atlas at cap 2^16, 241 of 511 codes get their rows from a base of their
//! length (0.767 from 0.764, 0.625 from 0.605, …), most of them among the slowest.

use std::sync::Arc;

use crate::atlas::AtlasRow;
use crate::game::octal::{LEAVE_NOTHING, LEAVE_ONE};
use crate::game::{Nimber, OctalCode};

/// The codes that `code` is with some of its bits 1 and 2 added (itself excluded), those of
/// its length first: the codes whose rows may give `code`'s ([`shared_row`],
/// [`known_values`]).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::bases;
/// let list: Vec<String> = bases(&"0.63".parse()?).iter().map(|c| c.to_string()).collect();
/// assert_eq!(list, ["0.43", "0.62", "0.42", "0.61", "0.41", "0.6", "0.4"]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn bases(code: &OctalCode) -> Vec<OctalCode> {
    let digits = code.digits();
    // Every bit 1 or 2 of the code, as (digit index, bit).
    let bits: Vec<(usize, u8)> = digits
        .iter()
        .enumerate()
        .flat_map(|(i, &d)| {
            [LEAVE_NOTHING, LEAVE_ONE]
                .into_iter()
                .filter(move |&b| d & b != 0)
                .map(move |b| (i, b))
        })
        .collect();
    let mut out = Vec::new();
    for subset in 1u32..(1 << bits.len()) {
        let mut fewer = digits.to_vec();
        for (j, &(i, b)) in bits.iter().enumerate() {
            if subset >> j & 1 == 1 {
                fewer[i] &= !b;
            }
        }
        if let Ok(base) = code.with_digits(fewer)
            && !out.contains(&base)
        {
            out.push(base);
        }
    }
    // Those of the code's length first (stable: in the order above otherwise).
    out.sort_by_key(|b| std::cmp::Reverse(b.len()));
    out
}

/// `code`'s row, when `base` (a code of [`bases`]`(code)` of its length, computed) proves it:
/// every value `base`'s search computed is kept by the options `code` adds (see the module's
/// docs). `None` when it is not (or `base` is no such code, or its row no longer holds every
/// value its search computed).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::{compute_row, shared_row};
/// let base = compute_row(&"0.764".parse()?, 1 << 12)?;
/// // 0.765 adds "take a whole heap of 3", whose value is not 0 in 0.764: the same game.
/// let row = shared_row(&"0.765".parse()?, &base).expect("the same game");
/// assert_eq!(row, compute_row(&"0.765".parse()?, 1 << 12)?);
/// // 0.774 adds "take a whole heap of 2", whose value is 0 in 0.764.
/// assert_eq!(shared_row(&"0.774".parse()?, &base), None);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn shared_row(code: &OctalCode, base: &AtlasRow) -> Option<AtlasRow> {
    if code.len() != base.code.len() {
        return None;
    }
    let len = base.checked_to.checked_add(1)?;
    keeps(code, base, len).then(|| AtlasRow {
        code: code.clone(),
        ..base.clone()
    })
}

/// The first values of `code`, from `base` (a shorter code of [`bases`]`(code)`, computed):
/// those its row knows, up to `cap` (all of them when it is certified), when `code` keeps every
/// one of them. `None` when it does not (or `base` is no such code).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::{compute_row, compute_row_known, known_values};
/// let base = compute_row(&"0.76".parse()?, 1 << 12)?;
/// let code = "0.763".parse()?;
/// let known = known_values(&code, &base, 1 << 12).expect("the same values");
/// let row = compute_row_known(&code, 1 << 12, known, || true)?;
/// assert_eq!(row, Some(compute_row(&code, 1 << 12)?));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn known_values(code: &OctalCode, base: &AtlasRow, cap: u64) -> Option<Arc<[Nimber]>> {
    let len = base.known().min(cap);
    if !keeps(code, base, len) {
        return None;
    }
    (0..len).map(|n| base.value(n)).collect()
}

/// Whether `code` is `base`'s code with bits 1 and 2 added, and its heaps below `len` keep
/// `base`'s values (which the row must know).
fn keeps(code: &OctalCode, base: &AtlasRow, len: u64) -> bool {
    let (ours, theirs) = (code.digits(), base.code.digits());
    if theirs.len() > ours.len() || code.first() != base.code.first() {
        return false;
    }
    // The bits `code` adds, each (k, bit); no other bit may differ.
    let mut added = Vec::new();
    for (k, &d) in (1..).zip(ours) {
        let e = theirs.get(k as usize - 1).copied().unwrap_or(0);
        if e & !d != 0 || (d ^ e) & !(LEAVE_NOTHING | LEAVE_ONE) != 0 {
            return false;
        }
        for bit in [LEAVE_NOTHING, LEAVE_ONE] {
            if (d ^ e) & bit != 0 {
                added.push((k, bit));
            }
        }
    }
    (0..len).all(|n| {
        let Some(g) = base.value(n) else {
            return false;
        };
        added.iter().all(|&(k, bit)| {
            if bit == LEAVE_NOTHING {
                n != k || g != 0
            } else {
                n <= k || base.value(n - k).is_some_and(|h| h != g)
            }
        })
    })
}
