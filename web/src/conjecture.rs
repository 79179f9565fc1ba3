//! The conjecture view's report over the grid's handle ([`GridView`]): the conjecture of the
//! link tested on every set computed, the link of each counterexample, and the pages of their
//! list.

use wasm_bindgen::prelude::*;

use crate::grid::GridView;
use crate::to_js;
use nimseq_page::{conjecture_view, counterexample_page, sequence_link};

#[wasm_bindgen]
impl GridView {
    /// The conjecture of the current link tested on the grid: `{ tested, agreeing, unresolved,
    /// decided, summary, rule_note, counterexamples: [{ game, predicted, computed, decided_by,
    /// detail }] }`; `complete` says whether the whole grid has been computed (the summary
    /// says so when not).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn conjecture_report(&self, complete: bool) -> Result<JsValue, JsError> {
        to_js(&conjecture_view(&self.grid, &self.state, complete))
    }
    /// The link that opens the sequence view of `game` (a set of this grid, spelled without a
    /// rule) under the grid's rule, keeping the rest of the current link.
    pub fn sequence_link(&self, game: &str) -> String {
        sequence_link(&self.state, game, self.grid.spec().rule)
    }
}

/// Page `page` (from 0) of a list of `total` counterexamples: `{ page, first, end, caption,
/// earlier, later }` (see `CounterexamplePage` in the page layer); a page past the end is the
/// last page.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn conjecture_page(total: u32, page: u32) -> Result<JsValue, JsError> {
    to_js(&counterexample_page(total as usize, page as usize))
}
