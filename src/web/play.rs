//! The game board and the nim calculator: a handle on a game opened from a link, and the
//! calculator's working.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::nimber::calculate;
use crate::page::{BoardPage, Notice, PageState, Screen};
use crate::web::{js_error, to_js};

/// A game on the board, opened from a page link.
#[wasm_bindgen]
pub struct PlayView {
    table: BoardPage,
    notices: Vec<Notice>,
}

#[derive(Serialize)]
struct Opened<'a> {
    notices: &'a [Notice],
    screen: Screen,
}

#[wasm_bindgen]
impl PlayView {
    /// The board of a link (`?view=play&game=...&heaps=...&turn=...&vs=...&hints=...`).
    /// A board too large to solve is replaced by the default one, with a notice.
    ///
    /// # Errors
    /// A `JsError` only if even the default board cannot be set up.
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> Result<PlayView, JsError> {
        let (state, mut notices) = PageState::from_query(query);
        let (table, more) = BoardPage::open(&state).map_err(js_error)?;
        notices.extend(more);
        Ok(PlayView { table, notices })
    }

    /// `{ notices, screen }`: the notices from opening the link, and what the board shows
    /// (see `Screen` in the core).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn opened(&self) -> Result<JsValue, JsError> {
        to_js(&Opened {
            notices: &self.notices,
            screen: self.table.screen(),
        })
    }

    /// What the board shows now.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn screen(&self) -> Result<JsValue, JsError> {
        to_js(&self.table.screen())
    }

    /// Plays a move given by its spelling (`0:3`, `1:2@4`).
    ///
    /// # Errors
    /// A `JsError` for a move that cannot be read or is not legal here.
    pub fn play(&mut self, notation: &str) -> Result<(), JsError> {
        self.table.play(notation).map_err(js_error)
    }

    /// Plays perfect play's move for the player to move; returns its spelling, or
    /// `undefined` when the game is over.
    pub fn play_best(&mut self) -> Option<String> {
        self.table.play_best().map(|mv| mv.to_string())
    }

    /// Switches the hints on or off.
    pub fn set_hints(&mut self, on: bool) {
        self.table.set_hints(on);
    }

    /// Takes back the last move (against the computer, with its reply).
    ///
    /// # Errors
    /// A `JsError` at the start of the game.
    pub fn undo(&mut self) -> Result<(), JsError> {
        self.table.undo().map_err(js_error)
    }

    /// Plays again the last move taken back (against the computer, with its reply).
    ///
    /// # Errors
    /// A `JsError` when nothing was taken back.
    pub fn redo(&mut self) -> Result<(), JsError> {
        self.table.redo().map_err(js_error)
    }
}

/// The nim calculator: nim-sum and nim-product of the numbers in `text`, with the binary
/// working (see `Calculation` in the core).
///
/// # Errors
/// A `JsError` with the reason for text that is not a list of 1 to 16 numbers below 2^64.
#[wasm_bindgen]
pub fn nim_calculate(text: &str) -> Result<JsValue, JsError> {
    to_js(&calculate(text).map_err(js_error)?)
}
