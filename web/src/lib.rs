//! # nimseq-web
//!
//! The WebAssembly boundary: the functions and handles the page's JavaScript uses. It stays
//! thin: inputs are read with the core's parsers (the page state arrives as its URL query),
//! work is done by the core and the page layer, and their typed errors become a `JsError`
//! here, once.
//!
//! One file per view, named as the view is in its link and in the page layer
//! (`nimseq-page`) and the page's scripts (`www/js/views/<view>/`): `sequence`, `heatmap`,
//! `conjecture` (both over the grid's handle in `grid`), `play`, `atlas`, `compare`,
//! `quotient`; `worksheet` for the worksheet on paper, `embed` for the embed dialog, `link`
//! for reading and changing links, `canvas` and `measured` for drawing on the page's canvases.
#![cfg(target_arch = "wasm32")]
#![deny(clippy::unwrap_used, clippy::expect_used)]

mod atlas;
mod canvas;
mod compare;
mod conjecture;
mod embed;
mod grid;
mod heatmap;
mod link;
mod measured;
mod play;
mod quotient;
mod search_job;
mod sequence;
mod worksheet;

use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use atlas::{atlas_rows, AtlasView};
pub use canvas::{draw_strip_canvas, strip_svg};
pub use compare::compare_view;
pub use embed::embed_dialog;
pub use grid::{sweep_rows_packed, GridView};
pub use link::{
    check_game, compose_game, set_language, set_reader_languages, text, texts, LinkState,
};
pub use play::{nim_calculate, PlayView};
pub use quotient::{QuotientJob, QuotientTable};
pub use search_job::{GameJob, WorkerSearches};
pub use sequence::{
    exercise_hidden_why, exercise_question, exercise_score, sequence_strip_words, why_panel_title,
    why_readout_label, SequenceView,
};
pub use worksheet::worksheet;

/// Runs once when the module is instantiated: panics are reported on the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Converts any core error to the JavaScript error the page shows in its notice.
fn js_error(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// Serializes a summary as plain JavaScript objects (numbers stay below 2^53).
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js_error)
}
