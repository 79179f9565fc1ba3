//! Links and inputs: the page state read from a URL query, and instant validation of a game.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::state::{Notice, PageState, StateFields};
use crate::web::{parse_game, to_js};

#[derive(Serialize)]
struct Link {
    state: StateFields,
    notices: Vec<Notice>,
    query: String,
}

/// Reads a URL query into the page state: `{ state, notices, query }`, where `query` is the
/// canonical link of that state and `notices` lists every parameter that was ignored or
/// replaced, in words. Never fails on user input.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn read_link(query: &str) -> Result<JsValue, JsError> {
    let (state, notices) = PageState::from_query(query);
    to_js(&Link {
        query: state.to_query(),
        state: state.fields(),
        notices,
    })
}

#[derive(Serialize)]
struct GameCheck {
    ok: bool,
    /// The canonical spelling, when valid.
    spec: Option<String>,
    /// The error in words, when not.
    error: Option<String>,
}

/// Validates a game as the user types it: `{ ok, spec, error }`.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn check_game(spec: &str, rule: &str) -> Result<JsValue, JsError> {
    let check = match parse_game(spec, rule) {
        Ok(game) => GameCheck {
            ok: true,
            spec: Some(game.spec()),
            error: None,
        },
        Err(e) => GameCheck {
            ok: false,
            spec: None,
            error: Some(e.to_string()),
        },
    };
    to_js(&check)
}
