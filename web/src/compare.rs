//! The compare view: the games of a link, each compared with the first (see `CompareView` in
//! the page layer), and the check of games a student types.

use wasm_bindgen::prelude::*;

use crate::{js_error, to_js};
use nimseq_page::{Comparison, PageState};

/// The compare view of the link `query`: `{ games, pairs, typed }` (see `CompareView` in the
/// page layer).
///
/// # Errors
/// A `JsError` saying, in a student's words, what was not understood when the link's games
/// cannot be read (rather than comparing the default games in their place), or why a game's
/// value cannot be computed.
#[wasm_bindgen]
pub fn compare_view(query: &str) -> Result<JsValue, JsError> {
    if let Some(error) = Comparison::rejected_in_link(query) {
        return Err(JsError::new(&Comparison::not_understood(&error)));
    }
    let (state, _) = PageState::from_query(query);
    match state.settings().games.view() {
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

/// What was not understood of the games of the link the page was opened with (`undefined`
/// when they read, or it has none): the page replaces such a link with one that has no
/// `games`, so the view asks about the link it was opened with before showing the default
/// games' verdicts.
#[wasm_bindgen]
pub fn compare_rejected(query: &str) -> Option<String> {
    Comparison::rejected_in_link(query).map(|error| Comparison::not_understood(&error))
}
