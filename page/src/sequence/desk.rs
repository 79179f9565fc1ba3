//! The searches one worker runs, and the one it holds to go on: a search that ended without a
//! period stays on its worker until another search begins there, so that taking it further
//! computes no value twice.
//!
//! Generic over the search (`J`), so that the worker's bookkeeping is tested natively; the web
//! layer puts its period searches in it.

use std::collections::BTreeMap;

use crate::texts::t;

/// A worker's searches: those running, by job number, and the one held.
#[derive(Debug)]
pub struct SearchDesk<J> {
    running: BTreeMap<u64, J>,
    held: Option<(u64, J)>,
}

impl<J> Default for SearchDesk<J> {
    fn default() -> Self {
        SearchDesk {
            running: BTreeMap::new(),
            held: None,
        }
    }
}

/// Why a search cannot go on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeskError {
    /// The search to go on is no longer held (another began on its worker since).
    Gone,
    /// No search runs under this job number.
    NotRunning(u64),
}

impl std::fmt::Display for DeskError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeskError::Gone => f.write_str(&t!("worker-search-gone")),
            DeskError::NotRunning(job) => write!(f, "{} ({job})", t!("worker-search-gone")),
        }
    }
}

impl std::error::Error for DeskError {}

impl<J> SearchDesk<J> {
    /// An empty desk.
    pub fn new() -> SearchDesk<J> {
        SearchDesk::default()
    }

    /// Search `job` begins: the one held is let go (a worker holds one search, the newest
    /// that may go on).
    pub fn begin(&mut self, job: u64, search: J) {
        self.held = None;
        self.running.insert(job, search);
    }

    /// The held search `from` goes on as job `job`, and is no longer held; its search is
    /// returned to be extended.
    ///
    /// # Errors
    /// [`DeskError::Gone`] when `from` is not the search held.
    pub fn resume(&mut self, job: u64, from: u64) -> Result<&mut J, DeskError> {
        match self.held.take() {
            Some((held, search)) if held == from => Ok(self.running.entry(job).or_insert(search)),
            other => {
                self.held = other;
                Err(DeskError::Gone)
            }
        }
    }

    /// The running search `job`.
    ///
    /// # Errors
    /// [`DeskError::NotRunning`] when no search runs under `job`.
    pub fn running(&mut self, job: u64) -> Result<&mut J, DeskError> {
        self.running.get_mut(&job).ok_or(DeskError::NotRunning(job))
    }

    /// Search `job` has ended: `judge` reads it once and says what to answer and whether it may
    /// go on (it ended without a period). Held if it may, let go otherwise. Returns the answer
    /// and whether the search is held, or `None` when no search runs as `job`.
    pub fn end<R>(&mut self, job: u64, judge: impl FnOnce(&J) -> (R, bool)) -> Option<(R, bool)> {
        let search = self.running.remove(&job)?;
        let (answer, may_go_on) = judge(&search);
        if may_go_on {
            self.held = Some((job, search));
        }
        Some((answer, may_go_on))
    }

    /// The job number of the search held, if any.
    pub fn held(&self) -> Option<u64> {
        self.held.as_ref().map(|(job, _)| *job)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_without_a_period_is_held_and_goes_on_under_its_new_job() {
        let mut desk = SearchDesk::new();
        desk.begin(1, vec![0u16, 1, 1]);
        desk.running(1).unwrap().push(0);
        assert_eq!(desk.end(1, |v| (v.len(), true)), Some((4, true)));
        assert_eq!(desk.held(), Some(1));
        let search = desk.resume(2, 1).unwrap();
        assert_eq!(search, &vec![0, 1, 1, 0], "the values computed are kept");
        assert_eq!(desk.held(), None, "going on, it is no longer held");
        assert_eq!(desk.running(2).unwrap().len(), 4);
        assert!(desk.running(1).is_err());
    }

    #[test]
    fn a_periodic_search_is_let_go() {
        let mut desk = SearchDesk::new();
        desk.begin(1, ());
        assert_eq!(desk.end(1, |_| ((), false)), Some(((), false)));
        assert_eq!(desk.held(), None);
        assert_eq!(desk.resume(2, 1), Err(DeskError::Gone));
    }

    #[test]
    fn a_new_search_lets_the_held_one_go() {
        let mut desk = SearchDesk::new();
        desk.begin(1, 'a');
        desk.end(1, |_| ((), true));
        desk.begin(2, 'b');
        assert_eq!(desk.held(), None);
        assert_eq!(desk.resume(3, 1), Err(DeskError::Gone));
        assert_eq!(desk.running(2).copied(), Ok('b'));
    }

    #[test]
    fn only_the_held_search_goes_on() {
        let mut desk = SearchDesk::new();
        desk.begin(4, 'a');
        desk.end(4, |_| ((), true));
        assert_eq!(desk.resume(5, 3), Err(DeskError::Gone));
        assert_eq!(
            desk.held(),
            Some(4),
            "asking for another search keeps the held one"
        );
        assert_eq!(desk.resume(5, 4).copied(), Ok('a'));
    }

    #[test]
    fn two_searches_may_run_on_one_worker() {
        // A search abandoned by the page runs on until its next step; a new one begins beside it.
        let mut desk = SearchDesk::new();
        desk.begin(1, 'a');
        desk.begin(2, 'b');
        assert_eq!(desk.end(1, |c| (*c, true)), Some(('a', true)));
        assert_eq!(desk.end(2, |c| (*c, false)), Some(('b', false)));
        assert_eq!(desk.held(), Some(1));
        assert_eq!(
            desk.end(9, |_| ((), true)),
            None,
            "a job never begun is not held"
        );
        assert_eq!(desk.held(), Some(1));
    }

    #[test]
    fn the_gone_message_is_a_sentence() {
        assert!(DeskError::Gone.to_string().contains("search"));
    }
}
