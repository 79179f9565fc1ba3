//! The period searches a worker runs for the sequence view, in steps ([`GameJob`]), and the
//! worker's desk of them ([`WorkerSearches`]): a search that ends without a period stays on its
//! worker, to go on from the values it has (`SearchDesk` in the page layer decides which).

use crate::{js_error, to_js};
use nimseq_core::{game::Game, period::PeriodSearch};
use nimseq_page::PAGE_MAX_TERMS;
use nimseq_page::{sequence_view, DeskError, GameAnalysis, SearchDesk, SearchTask, SequenceLaw};
use wasm_bindgen::prelude::*;

/// A period search for the sequence view.
#[wasm_bindgen]
pub struct GameJob {
    game: Game,
    search: PeriodSearch,
    /// Values already handed out by [`GameJob::new_values`].
    sent: usize,
}

#[wasm_bindgen]
impl GameJob {
    /// The search a link's `search_task` names (`SearchTask` in the page layer: the game with
    /// its rule and the limit).
    ///
    /// # Errors
    /// A `JsError` for a task that is not a `SearchTask` or a limit above the core's limit.
    #[wasm_bindgen(constructor)]
    pub fn new(task: JsValue) -> Result<GameJob, JsError> {
        let task: SearchTask = serde_wasm_bindgen::from_value(task).map_err(js_error)?;
        let (game, search) = task.start().map_err(js_error)?;
        Ok(GameJob {
            game,
            search,
            sent: 0,
        })
    }

    /// Computes up to `chunk` more values; `true` once the search is over.
    ///
    /// # Errors
    /// A `JsError` if a value overflows.
    pub fn step(&mut self, chunk: u32) -> Result<bool, JsError> {
        self.search.step(chunk as usize).map_err(js_error)
    }

    /// Values computed so far.
    pub fn done(&self) -> f64 {
        self.search.progress().0 as f64
    }

    /// The most values the search may compute.
    pub fn total(&self) -> f64 {
        self.search.progress().1 as f64
    }

    /// The values computed since the last call (a `Uint16Array`), so the page can show a
    /// search as it goes.
    pub fn new_values(&mut self) -> Vec<u16> {
        let values = self.search.values();
        let fresh = values[self.sent.min(values.len())..].to_vec();
        self.sent = values.len();
        fresh
    }

    /// Ends the search where it is, certifying the values computed (a time budget spent, or
    /// Cancel): the analysis then says "no period found up to N" for exactly those.
    pub fn stop(&mut self) {
        self.search.stop();
    }

    /// Goes on searching, from the values computed, up to `G(limit)`.
    ///
    /// # Errors
    /// A `JsError` for a limit that is not a whole number or is above the page's limit.
    pub fn extend(&mut self, limit: f64) -> Result<(), JsError> {
        let most = (PAGE_MAX_TERMS - 1) as f64;
        if !(limit.is_finite() && limit >= 1.0 && limit.fract() == 0.0 && limit <= most) {
            return Err(JsError::new(&nimseq_core::text!(
                nimseq_page::texts::PAGE,
                "seq-limit-refused",
                most = most.to_string()
            )));
        }
        self.search.extend(limit as u64).map_err(js_error)
    }

    /// Everything the sequence view shows (see `GameAnalysis` in the page layer), with the
    /// CSV of the values shown as `csv`, the facts in words as `facts`, the law the view's
    /// handle keeps as `law` and, for a search that may go on, where it ended as `further`.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn analysis(&self) -> Result<JsValue, JsError> {
        self.analysed(false).0
    }
}

impl GameJob {
    /// The analysis ([`GameJob::analysis`]) and whether the search may go on (it ended without
    /// a period, and its values do not grow without bound); `held` in the analysis when the
    /// search is `holdable` (a worker's) and may go on.
    fn analysed(&self, holdable: bool) -> (Result<JsValue, JsError>, bool) {
        #[derive(serde::Serialize)]
        struct WithCsv {
            #[serde(flatten)]
            view: GameAnalysis,
            csv: String,
            facts: nimseq_page::SequenceFacts,
            law: SequenceLaw,
            further: Option<nimseq_page::FurtherSearch>,
            held: bool,
        }
        let view = sequence_view(&self.game, &self.search.report(), self.search.values());
        let further = view.further();
        let may_go_on = further.is_some();
        let analysis = to_js(&WithCsv {
            held: holdable && may_go_on,
            csv: view.csv(),
            facts: view.facts(),
            law: view.law(),
            further,
            view,
        });
        (analysis, may_go_on)
    }
}

/// The searches one worker runs and the one it holds ([`SearchDesk`]), each under the job number
/// the page gave it. The worker drives the steps, posts the progress and checks for Cancel.
#[wasm_bindgen]
#[derive(Default)]
pub struct WorkerSearches {
    desk: SearchDesk<GameJob>,
}

/// A job number from JavaScript.
fn job_number(job: f64) -> u64 {
    job as u64
}

#[wasm_bindgen]
impl WorkerSearches {
    /// A worker's desk, empty.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WorkerSearches {
        WorkerSearches::default()
    }

    /// Begins search `job` of a link's `search_task`; the search held, if any, is let go.
    ///
    /// # Errors
    /// A `JsError` for a task that is not a `SearchTask` or a limit above the core's limit.
    pub fn begin(&mut self, job: f64, task: JsValue) -> Result<(), JsError> {
        let search = GameJob::new(task)?;
        self.desk.begin(job_number(job), search);
        Ok(())
    }

    /// Takes the held search `from` on to `G(limit)` as job `job`.
    ///
    /// # Errors
    /// A `JsError` when `from` is no longer held, or for a limit refused by [`GameJob::extend`].
    pub fn resume(&mut self, job: f64, from: f64, limit: f64) -> Result<(), JsError> {
        let search = self
            .desk
            .resume(job_number(job), job_number(from))
            .map_err(js_error)?;
        search.extend(limit)
    }

    /// Computes up to `chunk` more values of search `job`; `true` once it is over.
    ///
    /// # Errors
    /// A `JsError` if no search runs as `job` or a value overflows.
    pub fn step(&mut self, job: f64, chunk: u32) -> Result<bool, JsError> {
        self.search(job)?.step(chunk)
    }

    /// Values search `job` has computed, and the most it may compute: `[done, total]`.
    ///
    /// # Errors
    /// A `JsError` if no search runs as `job`.
    pub fn progress(&mut self, job: f64) -> Result<Vec<f64>, JsError> {
        let search = self.search(job)?;
        Ok(vec![search.done(), search.total()])
    }

    /// The values search `job` computed since the last call (a `Uint16Array`).
    ///
    /// # Errors
    /// A `JsError` if no search runs as `job`.
    pub fn new_values(&mut self, job: f64) -> Result<Vec<u16>, JsError> {
        Ok(self.search(job)?.new_values())
    }

    /// Ends search `job` where it is (a time budget spent, or Cancel).
    ///
    /// # Errors
    /// A `JsError` if no search runs as `job`.
    pub fn stop(&mut self, job: f64) -> Result<(), JsError> {
        self.search(job)?.stop();
        Ok(())
    }

    /// Search `job` is over: its analysis ([`GameJob::analysis`]) with `held` saying whether
    /// this worker keeps it to go on (it ended without a period) or let it go.
    ///
    /// # Errors
    /// A `JsError` if no search runs as `job`, or the analysis cannot be converted.
    pub fn finish(&mut self, job: f64) -> Result<JsValue, JsError> {
        let ended = self
            .desk
            .end(job_number(job), |search| search.analysed(true));
        let (analysis, _) =
            ended.ok_or_else(|| js_error(DeskError::NotRunning(job_number(job))))?;
        analysis
    }

    /// Lets search `job` go whatever happened to it (an error in a step).
    pub fn drop_search(&mut self, job: f64) {
        self.desk.end(job_number(job), |_| ((), false));
    }
}

impl WorkerSearches {
    fn search(&mut self, job: f64) -> Result<&mut GameJob, JsError> {
        self.desk.running(job_number(job)).map_err(js_error)
    }
}
