//! Step 1 for a run of heaps at once. The rare positions `r >= LAG` ("far") read values at
//! least `LAG` places behind the heap, so their marks for the next `RUN` heaps can be made
//! in one pass over the rare list before those heaps are finished: the values a far rare
//! position reads for the `RUN` heaps are neighbours (one load), and the marks go into one
//! flat array (one base register, indexes masked instead of checked). What needs recent
//! values, the single-heap options and the rare positions below `LAG` or found since the
//! pass, is marked by each heap itself ([`OctalKernel::mark_recent`]).
//!
//! [`extend`] is the one-thread path (the page's); `pipeline` hands the far marks to a
//! second thread natively.

use super::{mark_rare_splits, OctalKernel};
use crate::error::GameError;
use crate::game::Nimber;

/// How far behind the heap it marks a far rare position reads values.
pub(super) const LAG: usize = 128;

/// Heaps marked in one pass over the far rare positions.
pub(super) const RUN: usize = 8;

/// The rare list of a segment in three parts: the positions below [`LAG`] (`..near`), the far
/// ones marked ahead (`near..known`), and those found during the segment (`known..`).
#[derive(Debug, Clone, Copy)]
pub(super) struct RareParts {
    pub(super) near: usize,
    pub(super) known: usize,
}

impl RareParts {
    /// The parts of the kernel's rare list as it is now.
    pub(super) fn of(kernel: &OctalKernel) -> Self {
        RareParts {
            near: kernel.rare.partition_point(|&(r, _)| (r as usize) < LAG),
            known: kernel.rare.len(),
        }
    }
}

/// Whether runs apply from heap `start` on: a game with splits, past the one-word path, and
/// every heap from `start` on large enough to split.
pub(super) fn applies(kernel: &OctalKernel, start: usize) -> bool {
    kernel.bits > 6 && kernel.leave_two.first().is_some_and(|&k| k + 2 <= start)
}

/// Computes `G(values.len()) ... G(end - 1)` (or stops early when a value needs more bits)
/// with the far marks made a run of heaps at a time. Returns `false`, computing nothing,
/// where runs do not apply.
///
/// # Errors
/// [`GameError::ValueOverflow`] for a value above 65535.
pub(super) fn extend(
    kernel: &mut OctalKernel,
    values: &mut Vec<Nimber>,
    end: usize,
) -> Result<bool, GameError> {
    let start = values.len();
    if !applies(kernel, start) {
        return Ok(false);
    }
    let parts = RareParts::of(kernel);
    let far = kernel.rare[parts.near..].to_vec();
    let leave_two = kernel.leave_two.clone();
    let size = kernel.seen.len() * 64;
    let mut runs = vec![0u8; RUN * size];
    for m in (start..end).step_by(RUN) {
        let last = (m + RUN).min(end);
        mark_far(&far, &leave_two, values, m..last, &mut runs);
        for (n, flags) in (m..last).zip(runs.chunks_exact_mut(size)) {
            kernel.mark_recent(values, n, flags, parts, &[]);
            kernel.pack_seen(flags);
            let value = kernel.value_from_seen(values, n);
            let bits = kernel.bits;
            values.push(kernel.record(n, value)?);
            if kernel.bits != bits {
                // The marks ahead were made for fewer bits: a new segment starts here.
                return Ok(true);
            }
        }
    }
    Ok(true)
}

/// Clears `runs` and marks in it the options of the heaps `heaps` (at most [`RUN`]; heap
/// `m + j` in `runs[j * size..]`, `size = runs.len() / RUN`) from the rare positions `far`
/// (all at least [`LAG`]); `values` must reach `G(heaps.end - 1 - LAG - leave_two[0])`.
pub(super) fn mark_far(
    far: &[(u32, Nimber)],
    leave_two: &[usize],
    values: &[Nimber],
    heaps: std::ops::Range<usize>,
    runs: &mut [u8],
) {
    runs.fill(0);
    let size = runs.len() / RUN;
    if heaps.len() == RUN {
        mark_rare_splits_run::<RUN>(far, leave_two, values, heaps.start, runs);
        return;
    }
    for (n, flags) in heaps.zip(runs.chunks_exact_mut(size)) {
        if leave_two[0] + 2 <= n {
            mark_rare_splits(far, leave_two, values, n, |v| flags[v & (size - 1)] = 1);
        }
    }
}

/// [`mark_rare_splits`] for the heaps `m ... m + N - 1` in one pass over `rare`: heap
/// `m + j` marks its options in `flags[j * size..(j + 1) * size]` (`flags` is `N * size`
/// long, a power of two). The values a rare position reads for the `N` heaps are neighbours.
#[inline(always)]
fn mark_rare_splits_run<const N: usize>(
    rare: &[(u32, Nimber)],
    leave_two: &[usize],
    values: &[Nimber],
    m: usize,
    flags: &mut [u8],
) {
    let k_min = leave_two[0];
    let size = flags.len() / N;
    // One array, indexes masked to its length: one base register, no bounds checks.
    let (value_mask, index_mask) = (size - 1, flags.len() - 1);
    for &k in leave_two {
        if k + 2 > m + N - 1 {
            break; // sorted: no larger k splits these heaps either
        }
        // How many rare positions split each heap with this k (more for larger heaps).
        let stops: [usize; N] = std::array::from_fn(|j| {
            let n = m + j;
            if k + 2 > n {
                return 0;
            }
            let usable = rare.partition_point(|&(r, _)| (r as usize) + k_min < n);
            rare[..usable].partition_point(|&(r, _)| (r as usize) < n - k)
        });
        for &(r, x) in &rare[..stops[0]] {
            let at = m - k - r as usize;
            let run = &values[at..at + N];
            for (j, &y) in run.iter().enumerate() {
                flags[(j * size + (usize::from(x ^ y) & value_mask)) & index_mask] = 1;
            }
        }
        for j in 1..N {
            for &(r, x) in &rare[stops[0]..stops[j]] {
                let v = usize::from(x ^ values[m + j - k - r as usize]) & value_mask;
                flags[(j * size + v) & index_mask] = 1;
            }
        }
    }
}
