//! The sequence view's computation, in steps, so that a worker can report progress and be
//! cancelled between them.

use wasm_bindgen::prelude::*;

use crate::{js_error, to_js};
use nimseq_core::{Game, PeriodSearch};
use nimseq_page::sequence::{sequence_view, GameAnalysis};
use nimseq_page::settings::PAGE_MAX_TERMS;
use nimseq_page::PageState;

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
    /// A search for the game and limit of a page link (`?game=...&rule=...&limit=...`).
    ///
    /// # Errors
    /// A `JsError` if the limit is above the core's limit.
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> Result<GameJob, JsError> {
        let (state, _) = PageState::from_query(query);
        let s = state.settings();
        let search = PeriodSearch::new(&s.game, s.search_limit()).map_err(js_error)?;
        Ok(GameJob {
            game: s.game.clone(),
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
            return Err(JsError::new(&format!(
                "a search limit is a whole number from 1 to {most} (the page's memory budget)"
            )));
        }
        self.search.extend(limit as u64).map_err(js_error)
    }

    /// Everything the sequence view shows (see `GameAnalysis` in the page layer), with the
    /// CSV of the values shown as `csv`.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn analysis(&self) -> Result<JsValue, JsError> {
        #[derive(serde::Serialize)]
        struct WithCsv {
            #[serde(flatten)]
            view: GameAnalysis,
            csv: String,
        }
        let view = sequence_view(&self.game, &self.search.report(), self.search.values());
        to_js(&WithCsv {
            csv: view.csv(),
            view,
        })
    }
}
