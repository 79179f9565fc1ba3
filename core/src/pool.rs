//! One ordered worker pool for every long run: units of work computed on every core, each
//! result handed on in the order of the units as soon as every unit before it is. Sweeps,
//! tables of records and families are written this way ([`in_order`]), and the atlas, whose
//! codes wait for the codes whose rows may be their own, with a [`Schedule`] of its own; an
//! interrupted run keeps every result before the first unfinished one, and output overlaps
//! computation.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Condvar, Mutex, PoisonError};
use std::thread;

/// Which unit a worker of [`ordered`] computes next.
pub trait Schedule<T>: Sync {
    /// The next unit to compute, waiting while none may start yet; `None` when none is left or
    /// the run stopped.
    fn take(&self) -> Option<usize>;
    /// Unit `i` is computed, with `result`, before it is handed on.
    fn computed(&self, _i: usize, _result: &T) {}
    /// The first `count` units have been handed on.
    fn handed(&self, _count: usize) {}
    /// The run stops (or is finished): every worker waiting in [`Schedule::take`] returns.
    fn stop(&self);
}

/// Computes units on `workers` threads (each with its own state from `init`), taking them as
/// `schedule` says, and calls `sink(i, result)` in order of `i` from 0, on the calling thread,
/// as soon as every unit before `i` has been handed on. `sink` returning `false` stops the
/// run: no more units start, and those done after it are dropped.
///
/// Returns how many units were handed on.
pub fn ordered<T, S>(
    workers: usize,
    schedule: &impl Schedule<T>,
    init: impl Fn() -> S + Sync,
    compute: impl Fn(&mut S, usize) -> T + Sync,
    mut sink: impl FnMut(usize, T) -> bool,
) -> usize
where
    T: Send,
{
    let mut handed = 0;
    thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(usize, T)>();
        for _ in 0..workers.max(1) {
            let tx = tx.clone();
            let (init, compute) = (&init, &compute);
            scope.spawn(move || {
                let mut state = init();
                while let Some(i) = schedule.take() {
                    let result = compute(&mut state, i);
                    schedule.computed(i, &result);
                    if tx.send((i, result)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        let mut waiting = BTreeMap::new();
        'receive: for (i, result) in rx {
            waiting.insert(i, result);
            while let Some(result) = waiting.remove(&handed) {
                if !sink(handed, result) {
                    break 'receive;
                }
                handed += 1;
                schedule.handed(handed);
            }
        }
        // Stopped (or finished): the waiting workers are released; the receiver is dropped
        // here, so a worker still computing finds its result refused and ends.
        schedule.stop();
    });
    handed
}

/// Threads for `units` units: one per core, at most one per unit, at least one.
pub fn workers(units: usize) -> usize {
    thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(units)
        .max(1)
}

/// Units a worker may run ahead of the first one not yet handed on, per worker: enough to keep
/// every core busy behind a slow unit, few enough to bound the results waiting.
const AHEAD_PER_WORKER: usize = 8;

/// Units `0..units` in order, a worker starting unit `i` only once `i` is fewer than `ahead`
/// units past the first one not yet handed on.
pub struct InOrder {
    units: usize,
    ahead: usize,
    next: AtomicUsize,
    stopped: AtomicBool,
    /// How many units have been handed on, and a signal when it grows.
    handed: Mutex<usize>,
    moved: Condvar,
}

impl InOrder {
    /// `units` units, at most `ahead` past the first not yet handed on.
    pub fn new(units: usize, ahead: usize) -> Self {
        InOrder {
            units,
            ahead: ahead.max(1),
            next: AtomicUsize::new(0),
            stopped: AtomicBool::new(false),
            handed: Mutex::new(0),
            moved: Condvar::new(),
        }
    }
}

impl<T> Schedule<T> for InOrder {
    fn take(&self) -> Option<usize> {
        let i = self.next.fetch_add(1, Ordering::Relaxed);
        if i >= self.units || self.stopped.load(Ordering::Relaxed) {
            return None;
        }
        let mut handed = self.handed.lock().unwrap_or_else(PoisonError::into_inner);
        while i >= *handed + self.ahead && !self.stopped.load(Ordering::Relaxed) {
            handed = self
                .moved
                .wait(handed)
                .unwrap_or_else(PoisonError::into_inner);
        }
        (!self.stopped.load(Ordering::Relaxed)).then_some(i)
    }

    fn handed(&self, count: usize) {
        *self.handed.lock().unwrap_or_else(PoisonError::into_inner) = count;
        self.moved.notify_all();
    }

    fn stop(&self) {
        self.stopped.store(true, Ordering::Relaxed);
        let _guard = self.handed.lock().unwrap_or_else(PoisonError::into_inner);
        self.moved.notify_all();
    }
}

/// Computes `compute(state, i)` for every unit `i` in `0..units` on every core (each worker
/// with its own `state` from `init`) and calls `sink(i, result)` in order of `i`, on the
/// calling thread, as soon as every unit before `i` has been handed on: [`ordered`] with the
/// units taken in order ([`InOrder`]). `sink` returning `false` stops the run.
///
/// Returns how many units were handed on (`units` unless `sink` stopped the run).
///
/// # Examples
/// ```
/// use nimseq_core::pool::in_order;
/// let mut seen = Vec::new();
/// let handed = in_order(100, || (), |_, i| i * i, |i, square| {
///     seen.push((i, square));
///     true
/// });
/// assert_eq!(handed, 100);
/// assert!(seen.iter().enumerate().all(|(k, &(i, s))| k == i && s == i * i));
/// let stopped = in_order(100, || (), |_, i| i, |i, _| i < 10);
/// assert_eq!(stopped, 10);
/// ```
pub fn in_order<T: Send, S>(
    units: usize,
    init: impl Fn() -> S + Sync,
    compute: impl Fn(&mut S, usize) -> T + Sync,
    sink: impl FnMut(usize, T) -> bool,
) -> usize {
    let workers = workers(units);
    let schedule = InOrder::new(units, workers * AHEAD_PER_WORKER);
    ordered(workers, &schedule, init, compute, sink)
}

/// Splits `total` items into units of about equal size for [`in_order`]: enough units for
/// every core to stay busy (64 per core), none larger than `most`.
///
/// # Examples
/// ```
/// use nimseq_core::pool::unit_size;
/// assert!(unit_size(1_000_000, 4096) <= 4096);
/// assert_eq!(unit_size(10, 4096), 1);
/// ```
pub fn unit_size(total: u64, most: u64) -> u64 {
    let cores = thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    (total / (cores * 64)).clamp(1, most.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_arrive_in_order_whatever_the_workers_take() {
        // Units of very different lengths: later ones finish first.
        let mut order = Vec::new();
        let handed = in_order(
            200,
            || 0u64,
            |count, i| {
                *count += 1;
                let spin = if i % 7 == 0 { 20_000 } else { 10 };
                (0..spin).fold(i as u64, |x, k| x.wrapping_mul(31).wrapping_add(k))
            },
            |i, _| {
                order.push(i);
                true
            },
        );
        assert_eq!(handed, 200);
        assert_eq!(order, (0..200).collect::<Vec<_>>());
        assert_eq!(in_order(0, || (), |_, i| i, |_, _| true), 0);
    }

    #[test]
    fn a_stop_hands_on_nothing_more() {
        let mut last = None;
        let handed = in_order(
            10_000,
            || (),
            |_, i| i,
            |i, _| {
                last = Some(i);
                i < 37
            },
        );
        assert_eq!(handed, 37);
        assert_eq!(last, Some(37));
    }

    /// A schedule of its own: units in reverse order, each handed on in order all the same.
    #[test]
    fn any_schedule_hands_on_in_order() {
        struct Backwards(Mutex<usize>);
        impl Schedule<usize> for Backwards {
            fn take(&self) -> Option<usize> {
                let mut left = self.0.lock().unwrap();
                *left = left.checked_sub(1)?;
                Some(*left)
            }
            fn stop(&self) {}
        }
        let mut order = Vec::new();
        let handed = ordered(
            2,
            &Backwards(Mutex::new(50)),
            || (),
            |_, i| i,
            |i, r| {
                order.push((i, r));
                true
            },
        );
        assert_eq!(handed, 50);
        assert!(order
            .iter()
            .enumerate()
            .all(|(k, &(i, r))| k == i && i == r));
    }
}
