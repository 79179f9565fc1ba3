//! The worksheet on paper (see `Worksheet` in the page layer).

use wasm_bindgen::prelude::*;

use crate::{js_error, to_js};
use nimseq_page::PageState;

/// The worksheet of the view of `query`: `{ title, name_line, sections, key_title, key,
/// nothing }`, each section `{ heading, intro, table, lines }`.
///
/// # Errors
/// A game whose values cannot be computed, or a board too large to solve.
#[wasm_bindgen]
pub fn worksheet(query: &str) -> Result<JsValue, JsError> {
    let (state, _) = PageState::from_query(query);
    to_js(&nimseq_page::worksheet(&state).map_err(js_error)?)
}
