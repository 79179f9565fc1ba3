//! The sequence view's computation, in steps, so that a worker can report progress and be
//! cancelled between them.

use wasm_bindgen::prelude::*;

use crate::page::sequence::{sequence_view, GameAnalysis};
use crate::page::PageState;
use crate::web::{js_error, to_js};
use crate::{Game, PeriodSearch};

/// A period search for the sequence view.
#[wasm_bindgen]
pub struct GameJob {
    game: Game,
    search: PeriodSearch,
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
        let search = PeriodSearch::new(&s.game, s.limit).map_err(js_error)?;
        Ok(GameJob {
            game: s.game.clone(),
            search,
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
