//! The page's atlas computed with shared rows ([`Sharing`]): the workers compute only the codes
//! that no code already done proves. Each code is handed out once its bases are done; rows come
//! back whole, are kept while some code still waits for them, and the codes they prove are
//! filled here at once, without a worker.

use std::sync::Arc;

use crate::atlas::AtlasPage;
use nimseq_core::atlas::{compute_row, compute_row_known, AtlasRow};
use nimseq_core::atlas::{Sharing, Start};
use nimseq_core::game::{Nimber, OctalCode};
use nimseq_core::GameError;

/// Rows longer than this are not kept for the codes that wait for them (a row of 2^20 values
/// is 2 MB; at the page's largest cap, 2^24, a 3-digit atlas would otherwise keep gigabytes).
pub const KEPT_VALUES: usize = 1 << 20;

/// A code for a worker: its place in the atlas, and the first values a shorter code proves
/// for it (its search goes on from them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AtlasJob {
    /// The code's place in the atlas.
    pub index: usize,
    /// Its first values, when a shorter code gives them.
    pub known: Option<Arc<[Nimber]>>,
}

/// The codes of an atlas not computed when the run began, computed with shared rows.
///
/// # Examples
/// ```
/// use nimseq_core::atlas::compute_row;
/// use nimseq_page::{AtlasPage, AtlasRun, AtlasTask, PageState};
/// let (state, _) = PageState::from_query("?view=atlas&digits=1&cap=1024");
/// let mut page = AtlasPage::new(state.settings())?;
/// let mut run = AtlasRun::new(&page, 1024);
/// let mut jobs = run.jobs(&mut page);
/// while let Some(job) = jobs.pop() {
///     // What a worker does with a job (see `compute_job`), then hands the row back.
///     let task = AtlasTask::of(state.settings());
///     let row = nimseq_page::compute_job(&task, job.index, 1024, job.known)?;
///     jobs.extend(run.arrived(&mut page, job.index, row)?);
/// }
/// assert!(run.finished());
/// // 0.1 … 0.7: one of them proven by a base's row, the other six computed by workers.
/// assert_eq!(run.computed_here(), 1);
/// assert!(page.pending().is_empty());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone)]
pub struct AtlasRun {
    /// The atlas places of the run's codes.
    places: Vec<usize>,
    /// For each atlas place, its place in the run.
    of_place: Vec<Option<usize>>,
    /// The run's codes.
    codes: Vec<OctalCode>,
    /// Which waits for which.
    sharing: Sharing,
    /// The cap of the run's rows.
    cap: u64,
    /// Codes whose rows a base proved here.
    proven: usize,
}

impl AtlasRun {
    /// A run of `page`'s codes not computed yet, at `cap` (the page's).
    pub fn new(page: &AtlasPage, cap: u64) -> Self {
        let places = page.pending();
        let mut of_place = vec![None; page.len()];
        for (k, &i) in places.iter().enumerate() {
            of_place[i] = Some(k);
        }
        let codes: Vec<OctalCode> = places.iter().map(|&i| page.code(i).clone()).collect();
        AtlasRun {
            sharing: Sharing::new(&codes),
            places,
            of_place,
            codes,
            cap,
            proven: 0,
        }
    }

    /// The codes ready for a worker, earliest first. Codes that a base's row proves are filled
    /// into `page` on the way.
    pub fn jobs(&mut self, page: &mut AtlasPage) -> Vec<AtlasJob> {
        let mut jobs = Vec::new();
        while let Some(k) = self.sharing.next_ready() {
            match self.sharing.start(&self.codes, k, self.cap) {
                Start::Row(row) => {
                    self.proven += 1;
                    let row = Arc::new(row);
                    page.add_whole(self.places[k], (*row).clone());
                    self.keep(k, &row);
                }
                Start::Known(known) => jobs.push(AtlasJob {
                    index: self.places[k],
                    known: Some(known),
                }),
                Start::Compute => jobs.push(AtlasJob {
                    index: self.places[k],
                    known: None,
                }),
            }
        }
        jobs
    }

    /// A worker's row for the code at atlas place `index` (whole, as [`compute_job`] makes
    /// it): added to `page`, and the codes ready now.
    ///
    /// # Errors
    /// A row that is not the code's, or of no code of this run.
    pub fn arrived(
        &mut self,
        page: &mut AtlasPage,
        index: usize,
        row: AtlasRow,
    ) -> Result<Vec<AtlasJob>, GameError> {
        let k = self
            .of_place
            .get(index)
            .copied()
            .flatten()
            .filter(|&k| self.codes[k] == row.code)
            .ok_or_else(|| GameError::ForeignAtlasRow {
                code: row.code.to_string(),
                index,
            })?;
        let row = Arc::new(row);
        page.add_whole(index, (*row).clone());
        self.keep(k, &row);
        Ok(self.jobs(page))
    }

    /// Takes note that code `k` of the run is done with `row`, kept while a code waits for it
    /// (unless it is longer than [`KEPT_VALUES`]).
    fn keep(&mut self, k: usize, row: &Arc<AtlasRow>) {
        let kept = (row.values.len() <= KEPT_VALUES).then_some(row);
        self.sharing.finish(k, kept);
    }

    /// Whether every code of the run is done.
    pub fn finished(&self) -> bool {
        self.sharing.done() == self.sharing.len()
    }

    /// How many codes' rows were proven by a base's row, with no worker.
    pub fn computed_here(&self) -> usize {
        self.proven
    }
}

/// A worker's job: the row of the code at place `index` of the atlas of `task` at `cap`,
/// from `known` first values when given, whole (every value its search computed).
///
/// # Errors
/// As [`compute_row`]; a place past the atlas's end.
pub fn compute_job(
    task: &crate::AtlasTask,
    index: usize,
    cap: u64,
    known: Option<Arc<[Nimber]>>,
) -> Result<AtlasRow, GameError> {
    let all = nimseq_core::atlas::codes_from(task.d0, task.digits, None)?;
    let code = all.get(index).ok_or(GameError::ForeignAtlasRow {
        code: String::new(),
        index,
    })?;
    match known {
        Some(known) => compute_row_known(code, cap, known, || true)?.ok_or(GameError::Cancelled),
        None => compute_row(code, cap),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PageState;

    /// Every row of a 3-digit atlas run with shared rows is the row computed on its own (cut
    /// as the page keeps it), and many are proven without a worker.
    #[test]
    fn a_shared_run_fills_the_atlas_as_computing_each_code_does() {
        let cap = 700;
        let (state, _) = PageState::from_query(&format!("?view=atlas&digits=3&cap={cap}"));
        let settings = state.settings();
        let mut page = AtlasPage::new(settings).unwrap();
        // Some codes computed before (as after a Cancel): the run takes the others.
        let mut alone = AtlasPage::new(settings).unwrap();
        for i in (0..page.len()).step_by(7) {
            let row = compute_row(page.code(i), cap).unwrap();
            page.add_whole(i, row);
        }
        let mut run = AtlasRun::new(&page, cap);
        let mut jobs = run.jobs(&mut page);
        // Workers answer out of order: the last job first.
        while let Some(job) = jobs.pop() {
            let row =
                compute_job(&crate::AtlasTask::of(settings), job.index, cap, job.known).unwrap();
            jobs.extend(run.arrived(&mut page, job.index, row).unwrap());
        }
        assert!(run.finished());
        assert!(page.pending().is_empty());
        assert!(run.computed_here() > 100, "{}", run.computed_here());
        for i in 0..alone.len() {
            alone.add_whole(i, compute_row(alone.code(i), cap).unwrap());
        }
        assert_eq!(page.csv(), alone.csv());
        assert_eq!(page.json(), alone.json());
    }

    #[test]
    fn a_row_of_another_code_is_refused() {
        let (state, _) = PageState::from_query("?view=atlas&digits=2&cap=256");
        let mut page = AtlasPage::new(state.settings()).unwrap();
        let mut run = AtlasRun::new(&page, 256);
        let row = compute_row(&"0.7".parse().unwrap(), 256).unwrap();
        assert!(matches!(
            run.arrived(&mut page, 0, row.clone()),
            Err(GameError::ForeignAtlasRow { index: 0, .. })
        ));
        assert!(run.arrived(&mut page, 10_000, row).is_err());
    }
}
