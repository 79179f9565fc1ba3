//! The bookkeeping of a run that shares rows between codes proven the same game
//! ([`share`](super::share)), without threads: the native scheduler
//! ([`schedule`](super::schedule)) and the page's workers both drive it.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::sync::Arc;

use crate::atlas::share::{bases, known_values, shared_row};
use crate::atlas::AtlasRow;
use crate::game::{Nimber, OctalCode};

/// The bookkeeping of a run that shares rows (`share`), without the threads:
/// which codes of a list wait for which, the codes ready (every base in the list done), and the
/// rows some code still waits for. Natively
/// [`rows_in_order`](super::schedule::rows_in_order) drives it from its threads; the page from
/// its workers' answers.
///
/// # Examples
/// ```
/// use std::sync::Arc;
/// use nimseq_core::atlas::{compute_row, Sharing, Start};
/// let list = vec!["0.4".parse()?, "0.5".parse()?];
/// let mut run = Sharing::new(&list);
/// // 0.5 waits for 0.4, its base.
/// assert_eq!(run.next_ready(), Some(0));
/// assert_eq!(run.next_ready(), None);
/// let row = Arc::new(compute_row(&list[0], 1 << 10)?);
/// run.finish(0, Some(&row));
/// assert_eq!(run.next_ready(), Some(1));
/// // 0.5 adds "take a whole heap of 1", whose value is 0 in 0.4: computed (with 0.4's values
/// // it cannot use either, the code being of the same length).
/// assert!(matches!(run.start(&list, 1, 1 << 10), Start::Compute));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Sharing {
    /// `needs[i]`: the places of the bases of code `i` in the list.
    needs: Vec<Vec<usize>>,
    /// `needed_by[j]`: the codes that wait for code `j`.
    needed_by: Vec<Vec<usize>>,
    /// Codes whose bases are all done, earliest first.
    ready: BinaryHeap<Reverse<usize>>,
    /// Bases of each code not done yet.
    missing: Vec<usize>,
    /// Codes not done yet that wait for each code.
    waiting: Vec<usize>,
    /// The rows done that some code still waits for.
    rows: Vec<Option<Arc<AtlasRow>>>,
    /// Codes done.
    done: usize,
}

/// How a code's row begins, from its bases' rows ([`Sharing::start`]).
#[derive(Debug, Clone)]
pub enum Start {
    /// A base of its length proves the row: this is it.
    Row(AtlasRow),
    /// A shorter base gives its first values: its own search goes on from them.
    Known(Arc<[Nimber]>),
    /// No base helps: computed from the start.
    Compute,
}

impl Sharing {
    /// Nothing done yet: the codes without bases in `codes` are ready.
    pub fn new(codes: &[OctalCode]) -> Self {
        let place: HashMap<&OctalCode, usize> =
            codes.iter().enumerate().map(|(i, c)| (c, i)).collect();
        let needs: Vec<Vec<usize>> = codes
            .iter()
            .map(|c| {
                bases(c)
                    .iter()
                    .filter_map(|b| place.get(b).copied())
                    .collect()
            })
            .collect();
        let mut needed_by = vec![Vec::new(); codes.len()];
        for (i, list) in needs.iter().enumerate() {
            for &j in list {
                needed_by[j].push(i);
            }
        }
        Sharing {
            ready: (0..codes.len())
                .filter(|&i| needs[i].is_empty())
                .map(Reverse)
                .collect(),
            missing: needs.iter().map(Vec::len).collect(),
            waiting: needed_by.iter().map(Vec::len).collect(),
            rows: vec![None; codes.len()],
            done: 0,
            needs,
            needed_by,
        }
    }

    /// How many codes.
    pub fn len(&self) -> usize {
        self.needs.len()
    }

    /// Whether the list is empty.
    pub fn is_empty(&self) -> bool {
        self.needs.is_empty()
    }

    /// How many codes are done.
    pub fn done(&self) -> usize {
        self.done
    }

    /// The earliest code ready, taken off the list of those ready.
    pub fn next_ready(&mut self) -> Option<usize> {
        self.ready.pop().map(|Reverse(i)| i)
    }

    /// The rows of code `i`'s bases that are done and kept, in the order they are tried.
    pub fn bases_done(&self, i: usize) -> Vec<Arc<AtlasRow>> {
        self.needs[i]
            .iter()
            .filter_map(|&j| self.rows[j].clone())
            .collect()
    }

    /// How code `i` of `codes` (the list this run was made of) begins at `cap`
    /// (`start_from` its [`bases_done`](Self::bases_done)).
    pub fn start(&self, codes: &[OctalCode], i: usize, cap: u64) -> Start {
        start_from(&codes[i], &self.bases_done(i), cap)
    }

    /// Takes note that code `i` is done (`row`: its row, whole, or `None` if it has none): the
    /// codes waiting for it may be ready, and the rows it waited for may be dropped.
    pub fn finish(&mut self, i: usize, row: Option<&Arc<AtlasRow>>) {
        self.done += 1;
        if self.waiting[i] > 0 {
            self.rows[i] = row.cloned();
        }
        for &d in &self.needed_by[i] {
            self.missing[d] -= 1;
            if self.missing[d] == 0 {
                self.ready.push(Reverse(d));
            }
        }
        for &j in &self.needs[i] {
            self.waiting[j] -= 1;
            if self.waiting[j] == 0 {
                self.rows[j] = None;
            }
        }
    }
}

/// How `code` begins at `cap` from the rows of its bases that are done (`done`, as
/// [`Sharing::bases_done`] gives them): the row of the first of its length that proves it, else
/// the values of the first shorter one that proves them, else from the start. Each check reads
/// the base's values once, so threads run it outside their lock.
pub fn start_from(code: &OctalCode, done: &[Arc<AtlasRow>], cap: u64) -> Start {
    if let Some(row) = done.iter().find_map(|base| shared_row(code, base)) {
        return Start::Row(row);
    }
    done.iter()
        .filter(|base| base.code.len() < code.len())
        .find_map(|base| known_values(code, base, cap))
        .map_or(Start::Compute, Start::Known)
}
