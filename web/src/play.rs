//! The game board and the nim calculator: a handle on a game opened from a link, and the
//! calculator's working.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use web_sys::HtmlCanvasElement;

use crate::canvas::backend;
use crate::link::LinkState;
use crate::{js_error, to_js};
use nimseq_core::draw::Theme;
use nimseq_core::draw::{draw_story, story_height, StoryChart};
use nimseq_core::play::story;
use nimseq_page::{cleared, nim_calculator};
use nimseq_page::{BoardPage, HintLevel, Named, Notice, Screen};
use plotters::prelude::IntoDrawingArea;

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
    /// How to play, one short line each, in the words of the board's moves (a misère board's
    /// rule first; a locked board names no key it does not offer).
    help: Vec<String>,
    /// What the board says when nothing is left on it.
    cleared: String,
}

#[wasm_bindgen]
impl PlayView {
    /// The board of a link (`?view=play&game=...&heaps=...&turn=...&vs=...&hints=...`).
    /// A board too large to solve is replaced by the default one, with a notice.
    ///
    /// # Errors
    /// A `JsError` only if even the default board cannot be set up.
    #[wasm_bindgen(constructor)]
    pub fn new(link: &LinkState) -> Result<PlayView, JsError> {
        let (table, notices) = BoardPage::open(&link.state).map_err(js_error)?;
        Ok(PlayView { table, notices })
    }

    /// `{ notices, screen, help, cleared }`: the notices from opening the link, what the board
    /// shows (see `Screen` in the core), how to play on it, and what it says once cleared.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn opened(&self) -> Result<JsValue, JsError> {
        to_js(&Opened {
            notices: &self.notices,
            screen: self.table.screen(),
            help: self.table.help(),
            cleared: cleared(self.table.session().start()),
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

    /// Sets how much the hints show: `0`, `pn` (P and N only) or `1` (values).
    ///
    /// # Errors
    /// A `JsError` for another spelling.
    pub fn set_hints(&mut self, level: &str) -> Result<(), JsError> {
        let level = HintLevel::from_spelling(level).ok_or_else(|| {
            JsError::new(&nimseq_core::text!(
                nimseq_page::PAGE,
                "play-no-hint-level",
                level = level
            ))
        })?;
        self.table.set_hints(level);
        Ok(())
    }

    /// Draws the game's story on `canvas`, `width` CSS pixels wide at `scale` device pixels
    /// per CSS pixel, and returns its height in CSS pixels.
    ///
    /// # Errors
    /// A `JsError` if the canvas cannot be drawn on.
    pub fn draw_story(
        &self,
        canvas: &HtmlCanvasElement,
        width: u32,
        scale: f64,
        theme: &str,
    ) -> Result<u32, JsError> {
        let session = self.table.session();
        let steps = story(session);
        let height = story_height(steps.len());
        let scale = if scale.is_finite() {
            scale.clamp(1.0, 4.0)
        } else {
            1.0
        };
        canvas.set_width((f64::from(width.clamp(120, 4000)) * scale) as u32);
        canvas.set_height((f64::from(height) * scale) as u32);
        let opponent = session.opponent();
        let names = [
            opponent.player_name(nimseq_core::play::Player::One),
            opponent.player_name(nimseq_core::play::Player::Two),
        ];
        let root = backend(canvas)?.into_drawing_area();
        let chart = StoryChart {
            steps: &steps,
            names,
        };
        draw_story(&root, &chart, &Theme::named(theme), scale).map_err(js_error)?;
        root.present().map_err(js_error)?;
        Ok(height)
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
/// working line by line (see `NimCalculator` in the page layer).
///
/// # Errors
/// A `JsError` with the reason for text that is not a list of 1 to 16 numbers below 2^64.
#[wasm_bindgen]
pub fn nim_calculate(text: &str) -> Result<JsValue, JsError> {
    to_js(&nim_calculator(text).map_err(js_error)?)
}
