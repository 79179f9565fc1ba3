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

use std::ops::Range;

use super::{lanes, mark_rare_splits, split_ranges, split_ranges_after, OctalKernel};
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
    /// chosen by the kernel (for one thread or two) and far parts from `lag` on.
    pub(super) fn new(
        kernel: &mut OctalKernel,
        values: &[Nimber],
        lag: usize,
        two_threads: bool,
    ) -> Self {
        let prefix = kernel.choose_prefix(two_threads).min(values.len());
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

/// Bytes per heap in the runs' marks: a byte per value the kernel has room for, at least
/// [`lanes::MIN_ROW`].
pub(super) fn row_bytes(kernel: &OctalKernel) -> usize {
    (kernel.seen.len() * 64).max(lanes::MIN_ROW)
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
    let parts = LeftParts::new(kernel, values, RUN, false);
    let leave_two = kernel.leave_two.clone();
    let size = row_bytes(kernel);
    let mut runs = vec![0u8; RUN * size];
    let mut tops = Tops::new(size);
    for m in (start..end).step_by(RUN) {
        let last = (m + RUN).min(end);
        mark_far(
            &parts.far,
            &leave_two,
            values,
            m..last,
            parts.prefix,
            &mut tops,
            &mut runs,
        );
        for (n, flags) in (m..last).zip(runs.chunks_exact_mut(size)) {
            let found = &kernel.rare[parts.known..];
            kernel.mark_recent(values, n, flags, &[&parts.near, found], parts.prefix);
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

/// Step 1's far marks shared between split sizes: the splits of a heap of `n` by `k` are those
/// of `n - k` tokens, its *top*, so where several split sizes are close together each top's
/// marks are made once, a row per top for the run's tops and the run's before, and a heap's
/// are the rows of its tops together (`0.764` splits by 1, 2 and 3: a third of the marks).
pub(super) struct Tops {
    /// Rows of the tops `first ... first + RUN - 1`, a row per top.
    now: Vec<u8>,
    /// Rows of the tops `first - RUN ... first - 1`.
    before: Vec<u8>,
    /// The top of `now`'s first row (`None`: nothing marked yet).
    first: Option<usize>,
    /// How many far parts `now` and `before` were marked with.
    parts: (usize, usize),
}

impl Tops {
    /// Room for rows of `size` bytes.
    pub(super) fn new(size: usize) -> Self {
        Tops {
            now: vec![0; RUN * size],
            before: vec![0; RUN * size],
            first: None,
            parts: (0, 0),
        }
    }

    /// Whether sharing pays for these split sizes: more than one, all within a run's reach.
    fn applies(leave_two: &[usize]) -> bool {
        leave_two.len() > 1 && leave_two[leave_two.len() - 1] - leave_two[0] <= RUN
    }

    /// The marks of the run of heaps `m ... m + RUN - 1` into `runs` (cleared), from the rows
    /// of their tops, marking the tops not marked yet; returns how many of the far parts
    /// every mark covers.
    fn mark(
        &mut self,
        parts: &[(u32, Nimber)],
        leave_two: &[usize],
        values: &[Nimber],
        m: usize,
        prefix: usize,
        runs: &mut [u8],
    ) -> usize {
        let size = runs.len() / RUN;
        let first = m - leave_two[0];
        if self.first == Some(first - RUN) {
            std::mem::swap(&mut self.now, &mut self.before);
            self.parts.1 = self.parts.0;
        } else {
            self.before.fill(0);
            mark_tops(parts, values, first, prefix, &mut self.before);
            self.parts.1 = parts.len();
        }
        self.now.fill(0);
        mark_tops(parts, values, first + RUN, prefix, &mut self.now);
        self.parts.0 = parts.len();
        self.first = Some(first);
        for (j, heap) in runs.chunks_exact_mut(size).enumerate() {
            for &k in leave_two {
                // The row of the top m + j - k.
                let back = k - leave_two[0];
                let row = if back <= j {
                    &self.now[(j - back) * size..][..size]
                } else {
                    &self.before[(RUN + j - back) * size..][..size]
                };
                for (mark, &top) in heap.iter_mut().zip(row) {
                    *mark |= top;
                }
            }
        }
        self.parts.0.min(self.parts.1)
    }
}

/// Clears `runs` and marks in it the options of the heaps `heaps` (at most [`RUN`]; heap
/// `m + j` in `runs[j * size..]`, `size = runs.len() / RUN`) from the left parts `far` (all at
/// least [`RUN`]) under the prefix `prefix` ([`split_ranges`]), with the rows of `tops` where
/// they are shared; `values` must reach `G(heaps.end - 1 - RUN - leave_two[0])`. Returns how
/// many of the parts every mark covers (fewer than `far`'s where the rows of some tops were
/// marked with fewer: the rest is for the caller to mark).
pub(super) fn mark_far(
    far: &[(u32, Nimber)],
    leave_two: &[usize],
    values: &[Nimber],
    heaps: Range<usize>,
    prefix: usize,
    tops: &mut Tops,
    runs: &mut [u8],
) -> usize {
    runs.fill(0);
    let size = runs.len() / RUN;
    if heaps.len() == RUN {
        if Tops::applies(leave_two) && heaps.start >= leave_two[0] + RUN {
            return tops.mark(far, leave_two, values, heaps.start, prefix, runs);
        }
        for &k in leave_two {
            mark_tops(far, values, heaps.end.saturating_sub(k), prefix, runs);
        }
        return far.len();
    }
    tops.first = None;
    for (n, flags) in heaps.zip(runs.chunks_exact_mut(size)) {
        if leave_two[0] + 2 <= n {
            mark_rare_splits(far, leave_two, values, n, prefix, |v| {
                flags[v & (size - 1)] = 1;
            });
        }
    }
    far.len()
}

/// Marks in row `j` of `rows` ([`RUN`] rows) the splits of `end - RUN + j` tokens that the left
/// parts `parts` (positions increasing) make under the prefix `prefix` ([`split_ranges`]);
/// rows of fewer than 2 tokens get none. The values a part reads for the `RUN` rows are
/// neighbours.
#[inline(always)]
fn mark_tops(
    parts: &[(u32, Nimber)],
    values: &[Nimber],
    end: usize,
    prefix: usize,
    rows: &mut [u8],
) {
    let size = rows.len() / RUN;
    // One array, indexes masked to its length: one base register, no bounds checks.
    let (value_mask, index_mask) = (size - 1, rows.len() - 1);
    // The parts that split each row (more for larger tops: a search for the first row that
    // splits, then a step or two on for each next one).
    let mut ranges: [[Range<usize>; 2]; RUN] = std::array::from_fn(|_| [0..0, 0..0]);
    let mut before: Option<[Range<usize>; 2]> = None;
    for (j, range) in ranges.iter_mut().enumerate() {
        let Some(top) = (end + j).checked_sub(RUN).filter(|&top| top >= 2) else {
            continue;
        };
        *range = match &before {
            Some(before) => split_ranges_after(parts, top, prefix, before),
            None => split_ranges(parts, top, prefix),
        };
        before = Some(range.clone());
    }
    // The parts that split every row (the first row's): one run of them where the two ranges
    // meet (every part below the prefix is a smaller part).
    let [below, rare] = &ranges[0];
    let everies = if below.end == rare.start {
        [below.start..rare.end, 0..0]
    } else {
        [below.clone(), rare.clone()]
    };
    for every in everies {
        let every = &parts[every];
        if every.is_empty() {
            // Not every row has splits (short tops): below.
        } else if lanes::mark_rows(every, values, end - RUN, rows) {
            // Marked there (rows of up to 16384 bytes).
        } else {
            for &(a, x) in every {
                let at = end - RUN - a as usize;
                let run = &values[at..at + RUN];
                for (j, &y) in run.iter().enumerate() {
                    rows[(j * size + (usize::from(x ^ y) & value_mask)) & index_mask] = 1;
                }
            }
        }
    }
    for (j, row) in ranges.iter().enumerate().skip(1) {
        for (r, range) in row.iter().enumerate() {
            // The parts past the first row's (larger tops split with more).
            let more = range.start.max(ranges[0][r].end)..range.end;
            for &(a, x) in &parts[more] {
                let v = usize::from(x ^ values[end - RUN + j - a as usize]) & value_mask;
                rows[(j * size + v) & index_mask] = 1;
            }
        }
    }
}
