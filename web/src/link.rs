//! Links and forms: a URL query read into what the page shows, a form's changes applied to it,
//! the games typed in forms, and the embed code.

use std::collections::BTreeMap;

use wasm_bindgen::prelude::*;

use crate::{js_error, to_js};
use nimseq_page::PageState;
use nimseq_page::{GameForm, Link};

/// Reads a URL query: `{ query, notices, state, fields, game, title, ... }` (see `Link` in the
/// page layer), where `query` is the canonical link and `notices` lists every parameter that
/// was ignored or replaced, in words. Never fails on user input.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn read_link(query: &str) -> Result<JsValue, JsError> {
    let (state, notices) = PageState::from_query(query);
    to_js(&Link::new(&state, notices))
}

/// Applies a form's values (an object of parameter names to text) to the state of `query`:
/// a field left at its default stays a default, a changed one becomes the user's choice, an
/// empty one takes a choice back (see `PageState::change`).
///
/// # Errors
/// A `JsError` if `changes` is not an object of strings.
#[wasm_bindgen]
pub fn change_link(query: &str, changes: JsValue) -> Result<JsValue, JsError> {
    let changes: BTreeMap<String, String> =
        serde_wasm_bindgen::from_value(changes).map_err(js_error)?;
    let (state, mut notices) = PageState::from_query(query);
    let changes: Vec<(String, String)> = changes.into_iter().collect();
    let (state, more) = state.change(&changes);
    notices.extend(more);
    to_js(&Link::new(&state, notices))
}

/// Validates a whole game spelling as the user types it (`sub:1,2`, `octal:0.77`), under
/// `rule` unless it is empty: `{ ok, spec, error, kind, text, rules }`.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn check_game(spec: &str, rule: &str) -> Result<JsValue, JsError> {
    to_js(&GameForm::check(spec, rule))
}

/// Validates a game from the game editor's kind (`sub`, `octal`) and text.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn compose_game(kind: &str, text: &str) -> Result<JsValue, JsError> {
    to_js(&GameForm::compose(kind, text))
}
