//! Step 1 for a run of heaps at once. The left parts a segment marks in step 1 (every rare
//! position, and every position below the prefix) are split into *near* ones, below a lag, and
//! *far* ones, which read values at least the lag behind the heap: their marks for the next
//! `RUN` heaps are made in one pass over the list before those heaps are finished, since the
//! values a far part reads for the `RUN` heaps are neighbours (one load; see [`lanes`] for
//! values below 512), and the marks go into one flat array (one base register, indexes masked
//! instead of checked). What needs recent values, the single-heap options and the near parts
//! and rare positions found during the segment, is marked by each heap itself
//! ([`OctalKernel::mark_recent`]).
//!
//! [`extend`] is the one-thread path (the page's; its lag is `RUN`); `pipeline` hands the far
//! marks to a second thread natively (its lag is [`LAG`]).

use super::{lanes, mark_rare_splits, OctalKernel};
use crate::error::GameError;
use crate::game::Nimber;

/// How far behind the heap it marks a far part reads values on two threads.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))] // WebAssembly has one thread
pub(super) const LAG: usize = 128;

/// Heaps marked in one pass over the far parts.
pub(super) const RUN: usize = lanes::LANES;

/// The left parts step 1 marks in a segment, each `(a, G(a))`, positions increasing: every
/// position below the prefix and every rare position listed when the segment started.
#[derive(Debug, Clone)]
pub(super) struct LeftParts {
    /// Those below the lag, marked by each heap itself.
    pub(super) near: Vec<(u32, Nimber)>,
    /// The others, marked ahead.
    pub(super) far: Vec<(u32, Nimber)>,
    /// How many rare positions the kernel had listed (those found later are marked by each
    /// heap itself).
    pub(super) known: usize,
    /// Every split with a smaller part below this is marked; step 2 scans from here.
    pub(super) prefix: usize,
}

impl LeftParts {
    /// The left parts of a segment starting now, with `values` computed so far, the prefix
    /// chosen by the kernel and far parts from `lag` on.
    pub(super) fn new(kernel: &mut OctalKernel, values: &[Nimber], lag: usize) -> Self {
        let prefix = kernel.choose_prefix().min(values.len());
        let below = (1..prefix).map(|a| (a as u32, values[a]));
        let rare_from = kernel.rare.partition_point(|&(r, _)| (r as usize) < prefix);
        let parts = below.chain(kernel.rare[rare_from..].iter().copied());
        let (near, far) = parts.partition(|&(a, _)| (a as usize) < lag);
        LeftParts {
            near,
            far,
            known: kernel.rare.len(),
            prefix: prefix.max(1),
        }
    }
}

/// Whether runs apply from heap `start` on: a game with splits, past the one-word path, and
/// every heap from `start` on large enough to split.
pub(super) fn applies(kernel: &OctalKernel, start: usize) -> bool {
    kernel.bits > 6 && kernel.leave_two.first().is_some_and(|&k| k + 2 <= start)
}

/// Bytes per heap in the runs' marks: [`lanes::ROW`] while values are below 512 (the vector
/// marking applies), else a byte per value the kernel has room for.
pub(super) fn row_bytes(kernel: &OctalKernel) -> usize {
    (kernel.seen.len() * 64).max(lanes::ROW)
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
    let parts = LeftParts::new(kernel, values, RUN);
    let leave_two = kernel.leave_two.clone();
    let size = row_bytes(kernel);
    let mut runs = vec![0u8; RUN * size];
    for m in (start..end).step_by(RUN) {
        let last = (m + RUN).min(end);
        mark_far(&parts.far, &leave_two, values, m..last, &mut runs);
        for (n, flags) in (m..last).zip(runs.chunks_exact_mut(size)) {
            let found = &kernel.rare[parts.known..];
            kernel.mark_recent(values, n, flags, &[&parts.near, found]);
            kernel.pack_seen(flags);
            let value = kernel.value_from_seen(values, n, parts.prefix);
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
/// `m + j` in `runs[j * size..]`, `size = runs.len() / RUN`) from the left parts `far` (all at
/// least [`RUN`]); `values` must reach `G(heaps.end - 1 - RUN - leave_two[0])`.
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
        mark_splits_run(far, leave_two, values, heaps.start, runs);
        return;
    }
    for (n, flags) in heaps.zip(runs.chunks_exact_mut(size)) {
        if leave_two[0] + 2 <= n {
            mark_rare_splits(far, leave_two, values, n, |v| flags[v & (size - 1)] = 1);
        }
    }
}

/// [`mark_rare_splits`] for the heaps `m ... m + RUN - 1` in one pass over `parts`: heap
/// `m + j` marks its options in `flags[j * size..(j + 1) * size]` (`flags` is `RUN * size`
/// long, a power of two). The values a part reads for the `RUN` heaps are neighbours.
#[inline(always)]
fn mark_splits_run(
    parts: &[(u32, Nimber)],
    leave_two: &[usize],
    values: &[Nimber],
    m: usize,
    flags: &mut [u8],
) {
    let size = flags.len() / RUN;
    // One array, indexes masked to its length: one base register, no bounds checks.
    let (value_mask, index_mask) = (size - 1, flags.len() - 1);
    for &k in leave_two {
        if k + 2 > m + RUN - 1 {
            break; // sorted: no larger k splits these heaps either
        }
        // How many parts split each heap with this k (more for larger heaps).
        let stops: [usize; RUN] = std::array::from_fn(|j| {
            let n = m + j;
            if k + 2 > n {
                return 0;
            }
            parts.partition_point(|&(a, _)| (a as usize) < n - k)
        });
        // The parts that split every heap of the run.
        let every = &parts[..stops[0]];
        if every.is_empty() {
            // Not every heap of the run splits with this k (short heaps): below.
        } else if let Ok(rows) = <&mut [u8; lanes::LANES * lanes::ROW]>::try_from(&mut *flags) {
            lanes::mark(every, values, m - k, rows);
        } else {
            for &(a, x) in every {
                let at = m - k - a as usize;
                let run = &values[at..at + RUN];
                for (j, &y) in run.iter().enumerate() {
                    flags[(j * size + (usize::from(x ^ y) & value_mask)) & index_mask] = 1;
                }
            }
        }
        for j in 1..RUN {
            for &(a, x) in &parts[stops[0]..stops[j]] {
                let v = usize::from(x ^ values[m + j - k - a as usize]) & value_mask;
                flags[(j * size + v) & index_mask] = 1;
            }
        }
    }
}
