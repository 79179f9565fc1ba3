//! The compare view: the games of a link, each compared with the first (see `CompareView` in
//! the page layer), and the check of games a student types.

use wasm_bindgen::prelude::*;

use crate::link::LinkState;
use crate::{js_error, to_js};
use nimseq_page::Comparison;

/// The compare view of the link shown: `{ games, pairs, typed }` (see `CompareView` in the
/// page layer). A link whose games do not read says so itself (`compare_rejected` of the
/// link read).
///
/// # Errors
/// A `JsError` saying, in a student's words, why a game's value cannot be computed.
#[wasm_bindgen]
pub fn compare_view(link: &LinkState) -> Result<JsValue, JsError> {
    match link.state.settings().games.view() {
        Ok(view) => to_js(&view),
        Err(error) => Err(js_error(Comparison::not_understood(&error))),
    }
}

/// Checks the games a student typed (`Kayles 5 + 3; K4`): `undefined` when they read, else
/// what was not understood and how to write games, in the student's words.
#[wasm_bindgen]
pub fn compare_problem(text: &str) -> Option<String> {
    Comparison::problem(text)
}
