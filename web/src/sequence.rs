//! The sequence view on the page: the values a period search found (the worker's side is
//! `search_job`) as the page holds them ([`SequenceView`]): drawn as the overview, read
//! under the pointer, downloaded, and explained by the "why G(n)" panel and the exercise (read
//! off the values found, and past them off the certified period).

use crate::canvas::{backend, blit};
use crate::link::LinkState;
use crate::{js_error, to_js};
use nimseq_core::draw::PlotRect;
use nimseq_core::draw::Theme;
use nimseq_core::draw::{draw_overview, Overview, OverviewMode, Window};
use nimseq_core::estimate::Estimate;
use nimseq_core::game::Game;
use nimseq_page::{check_answer, hidden_why};
use nimseq_page::{overview_svg, FigureKind, FigureSize};
use nimseq_page::{past_note, pn_table, position_readout, searching_facts, value_table, TableAsk};
use nimseq_page::{search_status, search_status_left, SearchEnd};
use nimseq_page::{stopped_status, strip_words, SearchRun};
use nimseq_page::{stretch_csv, stretch_json};
use nimseq_page::{why_at, why_button, why_steps, why_title};
use nimseq_page::{KnownValues, SequenceLaw};
use plotters::prelude::*;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

/// The values of one search, as the page shows them.
#[wasm_bindgen]
pub struct SequenceView {
    overview: Overview,
    heading: String,
    caption: String,
    law: SequenceLaw,
    last: Option<(PlotRect, Window)>,
    /// The search's pace, for its time left, counted from `(values then, total)`: 0 for the
    /// first search, where it stood for a search taken further.
    pace: Estimate,
    paced: Option<(f64, f64)>,
    /// What was searched, and whether a worker holds it to go on.
    run: SearchRun,
}

/// A search says its time left once it has run this long (ms) and has at least
/// [`SAY_LEFT_S`] seconds to go.
const SAY_LEFT_AFTER_MS: f64 = 2_000.0;
/// The least time left (s) worth saying.
const SAY_LEFT_S: f64 = 5.0;

#[wasm_bindgen]
impl SequenceView {
    /// No values yet, for the link's `search` in its language `lang` (the link's `search`,
    /// `lang` and `search_game`); `caption` names the game over the overview.
    #[wasm_bindgen(constructor)]
    pub fn new(caption: &str, search: &str, lang: &str, game: &str) -> SequenceView {
        SequenceView {
            overview: Overview::new(),
            heading: caption.to_string(),
            caption: caption.to_string(),
            law: SequenceLaw::default(),
            last: None,
            pace: Estimate::default(),
            paced: None,
            run: SearchRun::new(search, lang, game),
        }
    }

    /// What the view does with a link (its `search`, `lang`, `search_game` and `limit`):
    /// `{ step: 'same' }` (show this search again), `{ step: 'go-on', limit }` (this search,
    /// held by its worker, goes on to `G(limit)`) or `{ step: 'anew' }` (see `SearchRun` in the
    /// page layer).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn step(
        &self,
        search: &str,
        lang: &str,
        game: &str,
        limit: &str,
    ) -> Result<JsValue, JsError> {
        to_js(
            &self
                .run
                .step(search, lang, game, limit, self.overview.len() as u64),
        )
    }

    /// The search goes on for the link's `search` (in `lang`), as `step` said.
    pub fn go_on(&mut self, search: &str, lang: &str) {
        self.run.go_on(search, lang);
    }

    /// Appends values as the worker reports them.
    pub fn push(&mut self, values: &[u16]) {
        self.overview.push(values);
    }

    /// Records the search's answer, the worker's analysis (its `law`, the `heading` of
    /// downloads, whether its worker holds it, where it ended: `SearchEnd` in the page layer),
    /// and returns the "search further" box of a search without a period (`FurtherBox`, or
    /// `null`), `stopped` on its budget of `budget_ms` milliseconds, `cancelled`, or at its limit.
    ///
    /// # Errors
    /// A `JsError` if `analysis` is not a worker's analysis.
    pub fn finish(
        &mut self,
        analysis: JsValue,
        stopped: Option<String>,
        budget_ms: Option<f64>,
    ) -> Result<JsValue, JsError> {
        let end: SearchEnd = serde_wasm_bindgen::from_value(analysis).map_err(js_error)?;
        self.run.ended(end.held);
        self.law = end.law;
        let period = self.law.period.map(|p| (p.preperiod, p.period));
        self.overview.set_period(period);
        let budget = budget_ms.map(|ms| ms.max(0.0) as u64);
        let further = end.further_box(stopped.as_deref(), budget);
        self.heading = end.heading;
        to_js(&further)
    }

    /// How many values are known.
    pub fn len(&self) -> f64 {
        self.overview.len() as f64
    }

    /// Whether no value is known.
    pub fn is_empty(&self) -> bool {
        self.overview.is_empty()
    }

    /// The largest value known.
    pub fn max_value(&self) -> u16 {
        self.overview.max_value()
    }

    /// Values `from .. to` (clamped to those known), for the table.
    pub fn values(&self, from: f64, to: f64) -> Vec<u16> {
        let len = self.overview.len();
        let clamp = |x: f64| (x.max(0.0) as usize).min(len);
        let (a, b) = (clamp(from), clamp(to));
        self.overview.values()[a..b.max(a)].to_vec()
    }

    /// Draws the overview of positions `from .. to` on `canvas` in the `light` or `dark` theme,
    /// its text `scale` times its size (the canvas's device pixel ratio), position `cursor`
    /// marked (none when negative).
    ///
    /// # Errors
    /// A `JsError` if the canvas cannot be drawn on.
    pub fn draw(
        &mut self,
        canvas: &HtmlCanvasElement,
        from: f64,
        to: f64,
        theme: &str,
        scale: f64,
        cursor: f64,
    ) -> Result<(), JsError> {
        let window = Window { from, to };
        let cursor = (cursor >= 0.0).then_some(cursor as u64);
        let rect = self.paint(canvas, window, theme, scale, cursor)?;
        self.last = Some((rect, window));
        Ok(())
    }

    /// Where the values of the last drawing are: `[left, top, right, bottom]` in canvas pixels.
    pub fn plot_rect(&self) -> Option<Vec<i32>> {
        self.last
            .map(|(r, _)| vec![r.left, r.top, r.right, r.bottom])
    }

    /// The position under canvas pixel column `px` of the last drawing, or `undefined`
    /// outside it.
    pub fn position_at(&self, px: f64) -> Option<f64> {
        let (rect, window) = self.last?;
        let x = px - f64::from(rect.left);
        let width = f64::from(rect.right - rect.left);
        (0.0..width)
            .contains(&x)
            .then(|| window.position(x, width).floor().max(0.0))
    }

    /// The read-out of position `n`: `G(n) = v: a P-position ...`, or that it is not
    /// computed yet.
    pub fn readout(&self, n: f64) -> String {
        position_readout(&self.known(), n.max(0.0) as u64)
    }

    /// The table of values from the row that holds position `at` (see `ValueTable` in the
    /// page layer), `at` marked if `mark`, the saltus of an arithmetic period subtracted if
    /// `subtract`, the values from `exercise` on hidden (none when negative).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn table(
        &self,
        at: f64,
        mark: bool,
        subtract: bool,
        exercise: f64,
    ) -> Result<JsValue, JsError> {
        let ask = TableAsk {
            at: at.max(0.0) as u64,
            mark,
            subtract,
            exercise: (exercise >= 0.0).then_some(exercise as u64),
        };
        to_js(&value_table(&self.known(), ask))
    }

    /// The P/N table of the first heaps of `game` (a link's spelling), those from `exercise` on
    /// hidden (none when negative): see `PnTable` in the page layer.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn pn_table(&self, exercise: f64, game: &str) -> Result<JsValue, JsError> {
        let rows = game.parse::<Game>().is_ok_and(|g| g.is_row());
        let hidden = (exercise >= 0.0).then_some(exercise as u64);
        to_js(&pn_table(&self.known(), hidden, rows))
    }

    /// The note of position `n` past the values computed (see `PastNote` in the page layer),
    /// or `null` when `G(n)` is computed.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn past_note(&self, n: f64) -> Result<JsValue, JsError> {
        to_js(&past_note(&self.known(), n.max(0.0) as u64))
    }

    /// The facts while the search runs (see `SearchingFacts` in the page layer).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn searching(&self) -> Result<JsValue, JsError> {
        to_js(&searching_facts(
            self.overview.len() as u64,
            self.overview.max_value(),
        ))
    }

    /// The status line of the search: `Computing …`, with the values `done` so far when not
    /// negative.
    pub fn computing(&self, done: f64) -> String {
        search_status(&self.caption, (done >= 0.0).then_some(done as u64))
    }

    /// The status line of a search that has `done` of its `total` values `elapsed_ms` after
    /// it started: `Computing …: 97,279 values so far, about 4 min left…`, the time left
    /// fitted to the pace so far (each value of a code without a sparse set costs more as `n`
    /// grows), once the search has run 2 s and has 5 s or more to go. A new `total` (a search
    /// taken further) starts the pace again from the values it starts from.
    pub fn computing_at(&mut self, done: f64, total: f64, elapsed_ms: f64) -> String {
        let first = match self.paced {
            Some((first, of)) if of == total => first,
            previous => {
                self.pace = Estimate::default();
                // The first search counts from G(0); a search taken further from its start.
                let first = if previous.is_some() { done } else { 0.0 };
                self.paced = Some((first, total));
                first
            }
        };
        self.pace
            .note((done - first).max(0.0) as usize, elapsed_ms / 1000.0);
        let left = self.pace.seconds_left((total - first).max(0.0) as usize);
        let say = elapsed_ms >= SAY_LEFT_AFTER_MS && left >= SAY_LEFT_S;
        search_status_left(&self.caption, done.max(0.0) as u64, say.then_some(left))
    }

    /// The status line of a cancelled search: where it stopped.
    pub fn stopped(&self) -> String {
        stopped_status((self.overview.len() as u64).saturating_sub(1))
    }

    /// The values known: those computed, continued by the certified period.
    fn known(&self) -> KnownValues<'_> {
        KnownValues::new(self.overview.values(), &self.law)
    }

    /// The size of an overview figure the download fields ask for (`width`, `height`: 0 for
    /// the figure's own; `scale`): `{ width, height, scale, pixel_width, pixel_height, text }`.
    ///
    /// # Errors
    /// A `JsError` saying why the size cannot be drawn.
    pub fn figure_size(&self, width: u32, height: u32, scale: f64) -> Result<JsValue, JsError> {
        to_js(&overview_size(width, height, scale)?.info())
    }

    /// The overview of positions `from .. to` as an SVG document of the size the download
    /// fields ask for.
    ///
    /// # Errors
    /// A `JsError` for a size that cannot be drawn, or if drawing fails.
    #[allow(clippy::too_many_arguments)]
    pub fn svg(
        &self,
        from: f64,
        to: f64,
        width: u32,
        height: u32,
        scale: f64,
        theme: &str,
    ) -> Result<String, JsError> {
        let size = overview_size(width, height, scale)?;
        let window = Window { from, to };
        overview_svg(
            &self.overview,
            window,
            &self.caption,
            size,
            &Theme::named(theme),
        )
        .map_err(js_error)
    }

    /// Draws the overview of positions `from .. to` on `canvas` (sized here to the figure's
    /// pixels) as the page draws it, for the PNG download.
    ///
    /// # Errors
    /// A `JsError` for a size that cannot be drawn, or if the canvas cannot be drawn on.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_figure(
        &self,
        canvas: &HtmlCanvasElement,
        from: f64,
        to: f64,
        width: u32,
        height: u32,
        scale: f64,
        theme: &str,
    ) -> Result<(), JsError> {
        let size = overview_size(width, height, scale)?;
        let (w, h) = size.pixels();
        canvas.set_width(w);
        canvas.set_height(h);
        self.paint(canvas, Window { from, to }, theme, size.scale, None)
            .map(|_| ())
    }

    /// `G(from) ... G(to)` as CSV with the heading.
    ///
    /// # Errors
    /// A `JsError` for a stretch backwards, past the values computed, or too long to download.
    pub fn csv(&self, from: f64, to: f64) -> Result<String, JsError> {
        stretch_csv(
            &self.heading,
            self.overview.values(),
            from as u64,
            to as u64,
        )
        .map_err(js_error)
    }

    /// `G(from) ... G(to)` as JSON with the heading.
    ///
    /// # Errors
    /// As [`SequenceView::csv`].
    pub fn json(&self, from: f64, to: f64) -> Result<String, JsError> {
        stretch_json(
            &self.heading,
            self.overview.values(),
            from as u64,
            to as u64,
        )
        .map_err(js_error)
    }
}

impl SequenceView {
    /// Draws the overview of `window` on `canvas` as it is sized, text `scale` times its size:
    /// axes and words by plotters, the values as pixels, position `cursor` marked. Returns
    /// where the values are.
    fn paint(
        &self,
        canvas: &HtmlCanvasElement,
        window: Window,
        theme: &str,
        scale: f64,
        cursor: Option<u64>,
    ) -> Result<PlotRect, JsError> {
        let theme = Theme::named(theme);
        let root = backend(canvas)?.into_drawing_area();
        let rect = draw_overview(
            &root,
            &self.overview,
            window,
            &self.caption,
            &theme,
            OverviewMode::Skip,
            scale,
        )
        .map_err(js_error)?;
        root.present().map_err(js_error)?;
        let dims = (
            (rect.right - rect.left).max(1) as u32,
            (rect.bottom - rect.top).max(1) as u32,
        );
        let pixels = self.overview.rgba(window, dims, cursor, &theme);
        blit(canvas, &pixels, dims, rect)?;
        Ok(rect)
    }
}

/// The overview figure's size for the download fields' numbers.
fn overview_size(width: u32, height: u32, scale: f64) -> Result<FigureSize, JsError> {
    let kind = FigureKind::Overview;
    FigureSize::asked(kind, (width, height, scale), kind.default_width(), |w| {
        kind.auto_height(w)
    })
    .map_err(js_error)
}

#[wasm_bindgen]
impl SequenceView {
    /// The "why G(n)" panel for the game of the link shown (see `WhyPanel` in the page
    /// layer).
    ///
    /// # Errors
    /// A `JsError` when `G(n)` is neither computed nor given by a certified period, or when the
    /// heap has too many options to list.
    pub fn why(&self, link: &LinkState, n: f64) -> Result<JsValue, JsError> {
        let panel = why_at(
            &link.state.settings().game,
            &self.known(),
            n.max(0.0) as u64,
        );
        to_js(&panel.map_err(js_error)?)
    }

    /// "Step by step" up to `G(n)` for the game of the link shown (see `WhySteps` in the
    /// page layer), the last value left out when an exercise asks for it (`question`).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn why_steps(&self, link: &LinkState, n: f64, question: bool) -> Result<JsValue, JsError> {
        let game = &link.state.settings().game;
        to_js(&why_steps(game, &self.known(), n.max(0.0) as u64, question))
    }

    /// Whether `G(n)` is known: computed, or given by the certified period.
    pub fn knows(&self, n: f64) -> bool {
        n >= 0.0 && self.known().knows(n as u64)
    }

    /// Checks a student's answer `typed` for `G(n)`: `{ n, correct, text }` (`correct` is
    /// `null` when the answer is not a number).
    ///
    /// # Errors
    /// A `JsError` when `G(n)` is not known.
    pub fn check_answer(&self, n: f64, typed: &str) -> Result<JsValue, JsError> {
        let n = n.max(0.0) as u64;
        let value = self.known().read(n).map_err(js_error)?;
        to_js(&check_answer(n, value, typed))
    }
}

/// The exercise's score in words.
#[wasm_bindgen]
pub fn exercise_score(right: u32, wrong: u32) -> String {
    nimseq_page::exercise_score(u64::from(right), u64::from(wrong))
}

/// The exercise's question for `G(asked)`, the values hidden from `from` on and `computed`
/// values computed (see `ExerciseQuestion` in the page layer).
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn exercise_question(from: f64, asked: f64, computed: f64) -> Result<JsValue, JsError> {
    to_js(&nimseq_page::exercise_question(
        from.max(0.0) as u64,
        asked.max(0.0) as u64,
        computed.max(0.0) as u64,
    ))
}

/// The why panel of `G(n)` while the exercise asks for `G(asked)` and hides `G(n)`: `{
/// heading, text }`.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn exercise_hidden_why(n: f64, asked: f64) -> Result<JsValue, JsError> {
    to_js(&hidden_why(n.max(0.0) as u64, asked.max(0.0) as u64))
}

/// The why panel's heading when `G(n)` cannot be explained.
#[wasm_bindgen]
pub fn why_panel_title(n: f64) -> String {
    why_title(n.max(0.0) as u64)
}

/// The button that opens the why panel of the position read out under the overview.
#[wasm_bindgen]
pub fn why_readout_label(n: f64) -> String {
    why_button(n.max(0.0) as u64)
}

/// The strip's caption and label for the first `values` of the game `title`: `{ caption,
/// label }`.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn sequence_strip_words(title: &str, values: &[u16]) -> Result<JsValue, JsError> {
    to_js(&strip_words(title, values))
}
