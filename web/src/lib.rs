//! # nimseq-web
//!
//! The WebAssembly boundary: the functions and handles the page's JavaScript uses. It stays
//! thin: inputs are read with the core's parsers (the page state arrives as its URL query),
//! work is done by the core, and the core's typed errors become a `JsError` here, once.
#![cfg(target_arch = "wasm32")]
#![deny(clippy::unwrap_used, clippy::expect_used)]

mod atlas;
mod canvas;
mod game;
mod grid;
mod link;
mod measured;
mod play;
mod quotient;
mod sequence;
mod teach;

use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use atlas::{atlas_rows, AtlasView};
pub use canvas::{draw_strip_canvas, strip_svg};
pub use game::GameJob;
pub use grid::{sweep_rows_packed, GridView};
pub use link::{change_link, check_game, compose_game, embed_dialog, read_link};
pub use play::{nim_calculate, PlayView};
pub use quotient::{QuotientJob, QuotientTable};
pub use sequence::SequenceView;
pub use teach::{compare_view, exercise_score};

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
