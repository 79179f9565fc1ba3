//! The worksheet on paper (see `Worksheet` in the page layer).

use wasm_bindgen::prelude::*;

use crate::link::LinkState;
use crate::{js_error, to_js};

/// The worksheet of the view of `query`: `{ title, name_line, sections, key_title, key,
/// nothing }`, each section `{ heading, intro, table, lines }`.
///
/// # Errors
/// A game whose values cannot be computed, or a board too large to solve.
#[wasm_bindgen]
pub fn worksheet(link: &LinkState) -> Result<JsValue, JsError> {
    to_js(&nimseq_page::worksheet(&link.state).map_err(js_error)?)
}
