//! Two cores on one octal game (native builds): a helper thread does most of step 1 (the
//! splits with a rare part) for positions a little ahead of the one being finished.
//!
//! Step 1 for a heap of `m` reads `G(m - k - r)` for each rare position `r`: for the rare
//! positions `r >= LAG` it needs only values `LAG` places behind `m`, so the helper can mark
//! them for `m` while the main thread is still finishing the positions before it. The main
//! thread takes the helper's marks for `n` (a bitmap per position, in a ring of slots), adds
//! the options that need recent values (single heaps, rare positions below `LAG`, and rare
//! positions found since the helper started), and does step 2 as before. Every option is
//! marked by exactly one of the two, so the value is the one the serial kernel computes
//! (tested against it on random codes).
//!
//! A pipelined run is one segment of [`OctalKernel::extend`]: the mask and the rare list the
//! helper was given hold for the whole segment; a value that needs more bits ends it early.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use super::runs::{self, mark_far, LeftParts, Tops, LAG, RUN};
use super::{pack, OctalKernel};
use crate::error::GameError;
use crate::game::Nimber;

/// Slots in the ring of marks handed from the helper to the main thread.
const RING: usize = 256;

/// Positions between the counters' updates (each update moves a cache line between cores).
const BATCH: usize = 16;

/// What the two threads share.
struct Shared {
    /// The values' storage (at least `end` long): `G(i)` is there for `i < published`.
    values: *const Nimber,
    /// How many values the main thread has written.
    published: AtomicUsize,
    /// How many positions the helper has marked.
    done: AtomicUsize,
    /// How many positions' marks the main thread has taken (their slots are free again).
    consumed: AtomicUsize,
    /// Set by either thread when it ends (done, stopped early, or a panic).
    stop: AtomicBool,
    /// `RING` slots of `words + 1` words: the helper's marks for position `m` in slot
    /// `m % RING`, then how many of the far parts every mark there covers (the main thread
    /// marks the others).
    slots: Vec<AtomicU64>,
    words: usize,
    /// How many of the far parts the helper is to mark (the main thread marks the
    /// others); moved by the main thread so that neither waits for the other.
    split: AtomicUsize,
}

// SAFETY: `values` is only read (by the helper, below `published`, which the main thread
// stores with `Release` after writing those values, and which the helper loads with `Acquire`);
// the main thread writes only at and past `published`. Everything else is atomic.
unsafe impl Sync for Shared {}

impl Shared {
    /// The values published so far (loaded with `Acquire`).
    fn values(&self, published: usize) -> &[Nimber] {
        // SAFETY: the first `published` values were written before `published` was stored
        // (Release/Acquire) and are never written again; the storage is at least that long.
        unsafe { std::slice::from_raw_parts(self.values, published) }
    }

    /// The slot of position `m`: its marks, and how many far parts they cover.
    fn slot(&self, m: usize) -> (&[AtomicU64], &AtomicU64) {
        let at = (m % RING) * (self.words + 1);
        let (marks, rest) = self.slots[at..].split_at(self.words);
        (marks, &rest[0])
    }
}

/// Sets the flag it holds when dropped: a thread that ends, by returning or by a panic,
/// releases the other from waiting for it.
struct StopOnDrop<'a>(&'a AtomicBool);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Release);
    }
}

/// Waits until `ready()` holds, or the other thread has ended (`stop`): returns whether
/// `ready()` holds.
#[inline]
fn wait(stop: &AtomicBool, mut ready: impl FnMut() -> bool) -> bool {
    let mut spins = 0u32;
    while !ready() {
        if stop.load(Ordering::Acquire) {
            // The other thread has ended: whatever it handed over before is visible now.
            return ready();
        }
        spins += 1;
        if spins < 128 {
            std::hint::spin_loop();
        } else {
            // The other thread may not be running (a busy machine): let it.
            std::thread::yield_now();
        }
    }
    true
}

/// Whether a second thread would help here: a long segment (starting a thread costs about
/// as much as a few thousand values) of a game where runs apply, on a machine with a core to
/// spare, not already inside a thread pool (sweeps keep every core busy with games of their
/// own; the atlas's threads claim their cores, [`crate::game::cores`]).
fn worth_it(kernel: &OctalKernel, start: usize, end: usize) -> bool {
    end.saturating_sub(start) >= kernel.paths.two_threads_from
        && kernel.paths.runs
        && runs::applies(kernel, start)
        && rayon::current_thread_index().is_none()
        && crate::game::cores::spare_core()
        && std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
}

/// Computes `G(values.len()) ... G(end - 1)` (or stops early when a value needs more bits)
/// on two threads. Returns `false`, computing nothing, where one thread is better.
///
/// # Errors
/// [`GameError::ValueOverflow`] for a value above 65535.
pub(super) fn extend(
    kernel: &mut OctalKernel,
    values: &mut Vec<Nimber>,
    end: usize,
) -> Result<bool, GameError> {
    let start = values.len();
    if !worth_it(kernel, start, end) {
        return Ok(false);
    }
    values.reserve(end - start);
    // The helper marks the left parts from LAG on, as they are now; the main thread marks
    // those below LAG and the rare positions found during the segment.
    let parts = LeftParts::new(kernel, values, LAG, true);
    let base = values.as_mut_ptr();
    let far = &parts.far;
    let leave_two = kernel.leave_two.clone();
    let size = runs::row_bytes(kernel);
    let shared = Shared {
        values: base,
        published: AtomicUsize::new(start),
        done: AtomicUsize::new(start),
        consumed: AtomicUsize::new(start),
        stop: AtomicBool::new(false),
        slots: (0..RING * (kernel.seen.len() + 1))
            .map(|_| AtomicU64::new(0))
            .collect(),
        words: kernel.seen.len(),
        split: AtomicUsize::new(far.len()),
    };
    let reached = std::thread::scope(|scope| {
        scope.spawn(|| helper(&shared, far, &leave_two, parts.prefix, (start, end), size));
        finish(kernel, &shared, base, &parts, start, end)
    });
    let (reached, result) = match reached {
        Ok(reached) => (reached, Ok(true)),
        Err((reached, e)) => (reached, Err(e)),
    };
    kernel.paths.two_thread_values += (reached - start) as u64;
    // SAFETY: the values below `reached` were written by `finish`, within the capacity
    // reserved above; the helper has ended (the scope joined it).
    unsafe { values.set_len(reached) };
    result
}

/// The helper: step 1 for the left parts `far` (all `>= LAG`), positions `start..end`, with
/// rows of `size` bytes.
fn helper(
    shared: &Shared,
    far: &[(u32, Nimber)],
    leave_two: &[usize],
    prefix: usize,
    (start, end): (usize, usize),
    size: usize,
) {
    // Should the helper panic, the main thread stops waiting for it (the scope then passes
    // the panic on); when it ends normally, the main thread has all it needs.
    let _stop = StopOnDrop(&shared.stop);
    let k_min = leave_two[0];
    // The options of RUN heaps, a byte each, heap after heap.
    let mut runs = vec![0u8; RUN * size];
    let mut tops = Tops::new(size);
    let (mut published, mut consumed) = (start, start);
    for m in (start..end).step_by(RUN) {
        let last = (m + RUN).min(end) - 1;
        // Values up to last - k_min - LAG, and free slots.
        let need = (last + 1).saturating_sub(k_min + LAG);
        if published < need || consumed + RING <= last {
            // Everything marked so far is handed over before waiting (so neither thread
            // waits for what the other has but has not said).
            shared.done.store(m, Ordering::Release);
            let ok = wait(&shared.stop, || {
                published = shared.published.load(Ordering::Acquire);
                consumed = shared.consumed.load(Ordering::Acquire);
                published >= need && consumed + RING > last
            });
            if !ok {
                return;
            }
        }
        let split = shared.split.load(Ordering::Relaxed).min(far.len());
        let values = shared.values(published);
        let split = mark_far(
            &far[..split],
            leave_two,
            values,
            m..last + 1,
            prefix,
            &mut tops,
            &mut runs,
        );
        for (p, flags) in (m..=last).zip(runs.chunks_exact(size)) {
            let (marks, covered) = shared.slot(p);
            for (word, chunk) in marks.iter().zip(flags.chunks_exact(64)) {
                word.store(pack(chunk), Ordering::Relaxed);
            }
            covered.store(split as u64, Ordering::Relaxed);
        }
        if (last + 1) / BATCH != m / BATCH {
            shared.done.store(last + 1, Ordering::Release);
        }
    }
    shared.done.store(end, Ordering::Release);
}

/// The main thread's part of [`extend`]: returns how far it got (`end`, or one past a value
/// that needs more bits), or that and the error that stopped it. The main thread marks the
/// left parts below LAG, the far ones the helper leaves it and the rare positions found
/// during the segment.
fn finish(
    kernel: &mut OctalKernel,
    shared: &Shared,
    base: *mut Nimber,
    parts: &LeftParts,
    start: usize,
    end: usize,
) -> Result<usize, (usize, GameError)> {
    // However this ends (a return, or a panic unwinding), the helper stops waiting for it.
    let _stop = StopOnDrop(&shared.stop);
    let mut flags = vec![0u8; kernel.seen.len() * 64];
    finish_with(kernel, shared, base, parts, start..end, &mut flags)
}

/// [`finish`] with a byte per value for this thread's marks.
fn finish_with(
    kernel: &mut OctalKernel,
    shared: &Shared,
    base: *mut Nimber,
    parts: &LeftParts,
    heaps: std::ops::Range<usize>,
    flags: &mut [u8],
) -> Result<usize, (usize, GameError)> {
    let (start, end) = (heaps.start, heaps.end);
    let far = &parts.far;
    let mut done = start;
    // Far rare positions moved between the threads at each look at the helper's lead.
    let step = (far.len() / 256).max(1);
    for n in heaps {
        if n % BATCH == 0 {
            // The helper's lead in positions (at most LAG): short, it has too much to do; long,
            // too little.
            done = shared.done.load(Ordering::Acquire);
            let lead = done.saturating_sub(n);
            let split = shared.split.load(Ordering::Relaxed);
            if lead < LAG / 4 {
                shared
                    .split
                    .store(split.saturating_sub(step), Ordering::Relaxed);
            } else if lead > LAG / 2 {
                shared
                    .split
                    .store((split + step).min(far.len()), Ordering::Relaxed);
            }
        }
        if done <= n {
            shared.published.store(n, Ordering::Release);
            shared.consumed.store(n, Ordering::Release);
            let alive = wait(&shared.stop, || {
                done = shared.done.load(Ordering::Acquire);
                done > n
            });
            if !alive {
                return Ok(n);
            }
        }
        // SAFETY: `G(0) ... G(n - 1)` are written (below) before position `n` is computed.
        let values = unsafe { std::slice::from_raw_parts(base.cast_const(), n) };
        let (marks, covered) = shared.slot(n);
        let covered = (covered.load(Ordering::Relaxed) as usize).min(far.len());
        // This thread's options, a byte each as in the serial kernel, then the helper's.
        flags.fill(0);
        let found = &kernel.rare[parts.known..];
        kernel.mark_recent(
            values,
            n,
            flags,
            &[&parts.near, &far[covered..], found],
            parts.prefix,
        );
        kernel.pack_seen(flags);
        for (word, mark) in kernel.seen.iter_mut().zip(marks) {
            *word |= mark.load(Ordering::Relaxed);
        }
        if n % BATCH == BATCH - 1 {
            shared.consumed.store(n + 1, Ordering::Release);
        }
        let value = kernel.value_from_seen(values, n, parts.prefix);
        let bits = kernel.bits;
        let value = kernel.record(n, value).map_err(|e| (n, e))?;
        // SAFETY: `n < end`, within the capacity reserved by `extend`; the helper reads only
        // below `published <= n`.
        unsafe { base.add(n).write(value) };
        if n % BATCH == BATCH - 1 {
            shared.published.store(n + 1, Ordering::Release);
        }
        if kernel.bits != bits {
            // The helper's marks were made for fewer bits: a new segment starts here.
            return Ok(n + 1);
        }
    }
    Ok(end)
}
