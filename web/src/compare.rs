//! The compare view: the games of a link, each compared with the first (see `CompareView` in
//! the page layer).

use wasm_bindgen::prelude::*;

use crate::{js_error, to_js};
use nimseq_page::PageState;

/// The compare view of the link `query`: `{ games, pairs }` (see `CompareView` in the page
/// layer).
///
/// # Errors
/// A `JsError` when a game's value cannot be computed.
#[wasm_bindgen]
pub fn compare_view(query: &str) -> Result<JsValue, JsError> {
    let (state, _) = PageState::from_query(query);
    to_js(&state.settings().games.view().map_err(js_error)?)
}
