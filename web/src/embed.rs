//! The embed dialog (see `EmbedDialog` in the page layer): what it offers for a view, its
//! code and the preview's address.

use wasm_bindgen::prelude::*;

use crate::link::LinkState;
use crate::{js_error, to_js};
use nimseq_page::{embed_dialog as dialog, EmbedChoices};

/// The embed dialog for the view of `query` on the page at `base`: `{ code, src, width,
/// phone_width, height, height_source, height_note, preview_labels, sizes, themes, parts,
/// lock, lock_label, script, host_script, notices }` for the teacher's `choices` `{ size,
/// parts, theme, height, measured, measured_width, measured_phone, row_height,
/// hint_row_height, step_height, lock, script }` (see `EmbedChoices` and `EmbedDialog` in the
/// page layer).
///
/// # Errors
/// A `JsError` if `choices` is not such an object.
#[wasm_bindgen]
pub fn embed_dialog(link: &LinkState, base: &str, choices: JsValue) -> Result<JsValue, JsError> {
    let choices: EmbedChoices = serde_wasm_bindgen::from_value(choices).map_err(js_error)?;
    to_js(&dialog(&link.state, base, &choices))
}
