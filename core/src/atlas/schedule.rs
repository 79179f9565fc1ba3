//! The atlas computed on every core, each code after the codes whose rows may be its own
//! ([`share`](super::share)): a code starts once every one of its [bases](super::share::bases)
//! in the list is done, takes the row of the first of its length that proves it, else the
//! values of the first shorter one that proves them, and is computed only when none does
//! ([`Sharing`]). Rows are handed on in the list's order as soon as every row before them is.
//!
//! Of the codes ready, the earliest in the list goes first, so rows are written as they come;
//! the bases of a code are earlier in the list than the code (fewer bits, same length). The
//! workers are the one ordered pool's ([`pool`](crate::pool)), with a [`Schedule`] of ready codes.

use std::sync::{Arc, Condvar, Mutex, PoisonError};

use crate::atlas::sharing::{start_from, Sharing, Start};
use crate::atlas::{compute_row_known, compute_row_while, AtlasRow};
use crate::game::cores::OnCore;
use crate::pool::{ordered, workers, Schedule};
use crate::{game::OctalCode, GameError};

/// What the workers share.
struct State {
    /// The run's bookkeeping.
    run: Sharing,
    /// Set when the run stops early.
    stop: bool,
}

/// A row, or why there is none (`GameError::Cancelled` when `go_on` said stop).
pub type RowResult = Result<Arc<AtlasRow>, GameError>;

/// Computes the rows of `codes` at `cap` (natively on every core), sharing rows between codes
/// that are proven the same game (`share`), and calls `sink(i, row)` in the
/// list's order, on the calling thread. `sink` returning `false` stops the run, as does
/// `go_on()` returning `false` (looked at every 2^16 values; the code it stopped is handed on
/// as [`GameError::Cancelled`]). Returns how many rows were handed on.
///
/// # Examples
/// ```
/// use nimseq_core::atlas::{codes, compute_row, rows_in_order};
/// let list = codes(2, None)?;
/// let mut rows = Vec::new();
/// let handed = rows_in_order(&list, 1 << 10, &|| true, |i, row| {
///     rows.push((i, row.unwrap()));
///     true
/// });
/// assert_eq!(handed, 63);
/// for (i, row) in rows {
///     assert_eq!(*row, compute_row(&list[i], 1 << 10)?);
/// }
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn rows_in_order(
    codes: &[OctalCode],
    cap: u64,
    go_on: &(dyn Fn() -> bool + Sync),
    sink: impl FnMut(usize, RowResult) -> bool,
) -> usize {
    let schedule = Ready {
        state: Mutex::new(State {
            run: Sharing::new(codes),
            stop: false,
        }),
        moved: Condvar::new(),
        total: codes.len(),
    };
    let compute = |_: &mut (), i| {
        let claim = OnCore::claim();
        let row = row_of(codes, i, cap, go_on, &schedule.state);
        drop(claim);
        row
    };
    ordered(workers(codes.len()), &schedule, || (), compute, sink)
}

/// The atlas's [`Schedule`]: the earliest code of the list whose bases are done.
struct Ready {
    state: Mutex<State>,
    /// Signalled when a code is done or the run stops.
    moved: Condvar,
    /// How many codes the list has.
    total: usize,
}

impl Schedule<RowResult> for Ready {
    /// The next code to compute, waiting for one to be ready; `None` when every code is taken
    /// or the run stopped.
    fn take(&self) -> Option<usize> {
        let mut s = lock(&self.state);
        loop {
            if s.stop {
                return None;
            }
            if let Some(i) = s.run.next_ready() {
                return Some(i);
            }
            // Nothing ready: codes are being computed (their bases), or all are done.
            if s.run.done() == self.total {
                return None;
            }
            s = self.moved.wait(s).unwrap_or_else(PoisonError::into_inner);
        }
    }

    fn computed(&self, i: usize, row: &RowResult) {
        lock(&self.state).run.finish(i, row.as_ref().ok());
        self.moved.notify_all();
    }

    fn stop(&self) {
        lock(&self.state).stop = true;
        self.moved.notify_all();
    }
}

fn lock(state: &Mutex<State>) -> std::sync::MutexGuard<'_, State> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Code `i`'s row: the first of its bases' rows that proves it, else computed.
fn row_of(
    codes: &[OctalCode],
    i: usize,
    cap: u64,
    go_on: &(dyn Fn() -> bool + Sync),
    state: &Mutex<State>,
) -> RowResult {
    // The rows under the lock, the checks (linear in their values) outside it.
    let done = lock(state).run.bases_done(i);
    let row = match start_from(&codes[i], &done, cap) {
        Start::Row(row) => return Ok(Arc::new(row)),
        Start::Known(known) => compute_row_known(&codes[i], cap, known, go_on)?,
        Start::Compute => compute_row_while(&codes[i], cap, go_on)?,
    };
    match row {
        Some(row) => Ok(Arc::new(row)),
        None => Err(GameError::Cancelled),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atlas::share::{bases, known_values, shared_row};
    use crate::atlas::{codes, compute_row};
    use std::collections::HashMap;

    /// How many codes of `list` a base proves: by its row (same length), by its values
    /// (shorter).
    fn proven(list: &[OctalCode], cap: u64) -> (usize, usize) {
        let rows: HashMap<OctalCode, AtlasRow> = list
            .iter()
            .map(|c| (c.clone(), compute_row(c, cap).unwrap()))
            .collect();
        let (mut shared, mut known) = (0, 0);
        for code in list {
            let done: Vec<&AtlasRow> = bases(code).iter().filter_map(|b| rows.get(b)).collect();
            if done.iter().any(|b| shared_row(code, b).is_some()) {
                shared += 1;
            } else if done.iter().any(|b| known_values(code, b, cap).is_some()) {
                known += 1;
            }
        }
        (shared, known)
    }

    /// Every row handed on is the row computed on its own, in order, for every code with up
    /// to three digits at a small cap (where many are shared).
    #[test]
    fn shared_rows_are_the_rows_computed() {
        let list = codes(3, None).unwrap();
        let mut rows = Vec::new();
        let handed = rows_in_order(&list, 700, &|| true, |i, row| {
            rows.push((i, row.unwrap()));
            true
        });
        assert_eq!(handed, list.len());
        // Many rows are shared, and many computed from a shorter code's values.
        let (shared, known) = proven(&list, 700);
        assert!(
            shared > 150 && known > 20,
            "{shared} shared, {known} from values"
        );
        for (k, (i, row)) in rows.into_iter().enumerate() {
            assert_eq!(i, k);
            assert_eq!(*row, compute_row(&list[i], 700).unwrap(), "{}", list[i]);
        }
    }

    #[test]
    fn a_stop_hands_on_nothing_more() {
        let list = codes(2, None).unwrap();
        let handed = rows_in_order(&list, 1 << 10, &|| true, |i, _| i < 20);
        assert_eq!(handed, 20);
    }
}
