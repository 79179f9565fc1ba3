//! Long runs that write as they go: units of work computed on every core, each result handed
//! on in order as soon as every unit before it is done. The command line writes sweeps,
//! families and the atlas this way, so an interrupted run keeps every row before the first
//! unfinished one, and output overlaps computation.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{mpsc, Condvar, Mutex, PoisonError};
use std::thread;

/// Units a worker may run ahead of the first one not yet handed on, per worker: enough to keep
/// every core busy behind a slow unit, few enough to bound the results waiting.
const AHEAD_PER_WORKER: usize = 8;

/// Computes `compute(state, i)` for every unit `i` in `0..units` on every core (each worker
/// with its own `state` from `init`) and calls `sink(i, result)` in order of `i`, on the
/// calling thread, as soon as every unit before `i` has been handed on. `sink` returning
/// `false` stops the run: no more units start, and those done after it are dropped.
///
/// Returns how many units were handed on (`units` unless `sink` stopped the run).
///
/// # Examples
/// ```
/// use nimseq_core::sweep::stream::in_order;
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
pub fn in_order<T, S, I, C, K>(units: usize, init: I, compute: C, mut sink: K) -> usize
where
    T: Send,
    I: Fn() -> S + Sync,
    C: Fn(&mut S, usize) -> T + Sync,
    K: FnMut(usize, T) -> bool,
{
    let workers = thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(units)
        .max(1);
    let ahead = workers * AHEAD_PER_WORKER;
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    // How many units have been handed on, and a signal when it grows.
    let handed_on = Mutex::new(0usize);
    let moved = Condvar::new();
    let mut handed = 0;
    thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<(usize, T)>();
        for _ in 0..workers {
            let tx = tx.clone();
            let (next, stop, handed_on, moved) = (&next, &stop, &handed_on, &moved);
            let (init, compute) = (&init, &compute);
            scope.spawn(move || {
                let mut state = init();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= units || stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let mut done = handed_on.lock().unwrap_or_else(PoisonError::into_inner);
                    while i >= *done + ahead && !stop.load(Ordering::Relaxed) {
                        done = moved.wait(done).unwrap_or_else(PoisonError::into_inner);
                    }
                    drop(done);
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let result = compute(&mut state, i);
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
                *handed_on.lock().unwrap_or_else(PoisonError::into_inner) = handed;
                moved.notify_all();
            }
        }
        // Stopped (or finished): release the waiting workers; the receiver is dropped here, so
        // a worker still computing finds its send refused and ends.
        stop.store(true, Ordering::Relaxed);
        let _guard = handed_on.lock().unwrap_or_else(PoisonError::into_inner);
        moved.notify_all();
    });
    handed
}

/// Splits `total` items into units of about equal size for [`in_order`]: enough units for
/// every core to stay busy (64 per core), none larger than `most`.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::stream::unit_size;
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
}
