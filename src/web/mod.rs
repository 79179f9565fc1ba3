//! The WebAssembly boundary: the functions and handles the page's JavaScript uses. It stays
//! thin: inputs are read with the core's parsers (the page state arrives as its URL query),
//! work is done by the core, and the core's typed errors become a `JsError` here, once.
#![deny(clippy::unwrap_used, clippy::expect_used)]

mod canvas;
mod game;
mod grid;
mod link;
mod measured;
mod play;

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::limits::MAX_TERMS;
use crate::{Game, GameError, Limit, PeriodSearch};

pub use canvas::{draw_strip_canvas, strip_svg};
pub use game::GameJob;
pub use grid::{sweep_rows_packed, GridView};
pub use link::{check_game, read_link};
pub use play::{nim_calculate, PlayView};

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

/// A JavaScript number as a count: a whole number from 0 to `max`, never wrapped or rounded.
fn count_from_js(value: f64, what: Limit, max: u64) -> Result<u64, GameError> {
    if !(value.is_finite() && value >= 0.0 && value.fract() == 0.0) {
        return Err(GameError::BadNumber(value.to_string()));
    }
    if value > max as f64 {
        return Err(GameError::limit(what, value as u64, max));
    }
    Ok(value as u64)
}

fn parse_game(spec: &str, rule: &str) -> Result<Game, GameError> {
    let game: Game = spec.parse()?;
    if rule.is_empty() {
        Ok(game)
    } else {
        game.with_rule(rule.parse()?)
    }
}

/// The certified periodicity of a game, searching `G(0) ... G(limit)`.
///
/// # Errors
/// A `JsError` with the core's message for a bad spec, rule or limit.
#[wasm_bindgen]
pub fn period_report(spec: &str, rule: &str, limit: f64) -> Result<JsValue, JsError> {
    let game = parse_game(spec, rule).map_err(js_error)?;
    let limit = count_from_js(limit, Limit::Terms, MAX_TERMS - 1).map_err(js_error)?;
    let (report, _) = PeriodSearch::new(&game, limit)
        .and_then(PeriodSearch::run)
        .map_err(js_error)?;
    to_js(&report)
}

/// The first `terms` values of a game's nim-sequence (a `Uint16Array` in JavaScript).
///
/// # Errors
/// A `JsError` with the core's message for a bad spec, rule or length.
#[wasm_bindgen]
pub fn nim_values(spec: &str, rule: &str, terms: f64) -> Result<Vec<u16>, JsError> {
    let game = parse_game(spec, rule).map_err(js_error)?;
    let terms = count_from_js(terms, Limit::Terms, MAX_TERMS).map_err(js_error)?;
    crate::game::nim_sequence(&game, terms as usize).map_err(js_error)
}
