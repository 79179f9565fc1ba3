//! The conjecture view's report over the grid's handle ([`GridView`]): the conjecture of the
//! link tested on every set computed, and the link of each counterexample.

use wasm_bindgen::prelude::*;

use crate::grid::GridView;
use crate::to_js;
use nimseq_page::{conjecture_view, sequence_link};

#[wasm_bindgen]
impl GridView {
    /// The conjecture of the current link tested on the grid: `{ tested, agreeing, unresolved,
    /// decided, counterexamples: [{ game, predicted, computed, decided_by }] }`.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn conjecture_report(&self) -> Result<JsValue, JsError> {
        to_js(&conjecture_view(&self.grid, &self.state))
    }
    /// The link that opens the sequence view of `game` (a set of this grid, spelled without a
    /// rule) under the grid's rule, keeping the rest of the current link.
    pub fn sequence_link(&self, game: &str) -> String {
        sequence_link(&self.state, game, self.grid.spec().rule)
    }
}
