//! The misère quotient view on the page: the worker's computation, heap by heap so that it
//! reports progress and can be cancelled, its progress in words, and the product table the main
//! thread draws, reads out and words (the facts, the strip, the table of names).

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::canvas::blit;
use crate::{js_error, to_js};
use nimseq_core::draw::PlotRect;
use nimseq_core::misere::{GenusSearch, QuotientSearch};
use nimseq_page::QuotientView;
use nimseq_page::{ProductTable, QuotientPage, QuotientTask, QUOTIENT_GENUS_SLICE};

/// What the progress bar says as the quotient of the link titled `title` starts to be
/// computed: `Computing the misère quotient of octal:0.75…`.
#[wasm_bindgen]
pub fn quotient_computing(title: &str) -> String {
    nimseq_page::quotient_computing(title)
}

/// The progress of the quotient of the link titled `title`, `done` heaps of `total` and
/// `order` elements so far (as the worker reports them): `{ fraction, text }`.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn quotient_progress(
    title: &str,
    done: f64,
    total: f64,
    order: f64,
) -> Result<JsValue, JsError> {
    to_js(&nimseq_page::quotient_progress(
        title,
        count(done),
        count(total),
        count(order),
    ))
}

/// A count handed over by the worker as a JavaScript number (whole and not negative).
fn count(x: f64) -> u64 {
    if x.is_finite() && x > 0.0 {
        x as u64
    } else {
        0
    }
}

/// A misère quotient computed heap by heap, in a worker, and after it the genus of the first
/// heaps (`QUOTIENT_GENUS_HEAPS` of the page layer), a slice of positions at a time.
#[wasm_bindgen]
pub struct QuotientJob {
    search: QuotientSearch,
    genus: GenusSearch,
}

#[wasm_bindgen]
impl QuotientJob {
    /// The quotient a link's `quotient_task` names (`QuotientTask` in the page layer: the
    /// game, the largest heap and the most elements).
    ///
    /// # Errors
    /// A `JsError` for a task that is not a `QuotientTask`, or a game that is not heaps (a game
    /// given by its options).
    #[wasm_bindgen(constructor)]
    pub fn new(task: JsValue) -> Result<QuotientJob, JsError> {
        let task: QuotientTask = serde_wasm_bindgen::from_value(task).map_err(js_error)?;
        let search = task.start().map_err(js_error)?;
        let genus = task.genus().map_err(js_error)?;
        Ok(QuotientJob { search, genus })
    }

    /// Adds heaps to the quotient, then positions to the genus, for about `ms` milliseconds
    /// (at least one step); `true` once both are over.
    pub fn step(&mut self, ms: f64) -> bool {
        let started = js_sys::Date::now();
        loop {
            let over = if self.search.is_done() {
                self.genus.step_for(QUOTIENT_GENUS_SLICE)
            } else {
                self.search.step();
                false
            };
            if over {
                return true;
            }
            if js_sys::Date::now() - started >= ms {
                return false;
            }
        }
    }

    /// The heaps done so far.
    pub fn done(&self) -> f64 {
        self.search.done() as f64
    }

    /// The last heap asked for.
    pub fn total(&self) -> f64 {
        self.search.total() as f64
    }

    /// The quotient's number of elements so far.
    pub fn order(&self) -> f64 {
        self.search.order() as f64
    }

    /// Everything the view shows of the quotient so far (see `QuotientPage` in the page
    /// layer), with the genus of the heaps it has done; after Cancel, that of the heaps done.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn result(&self) -> Result<JsValue, JsError> {
        to_js(&QuotientPage::of(&self.search.report()).with_genus(self.genus.report()))
    }
}

/// A quotient's product table on the main thread: drawn, pointed at, and asked about sums.
#[wasm_bindgen]
pub struct QuotientTable {
    table: ProductTable,
    view: QuotientView,
}

#[wasm_bindgen]
impl QuotientTable {
    /// The table of a worker's result.
    ///
    /// # Errors
    /// A `JsError` if `page` is not a result of [`QuotientJob::result`].
    #[wasm_bindgen(constructor)]
    pub fn new(page: JsValue) -> Result<QuotientTable, JsError> {
        let page: QuotientPage = serde_wasm_bindgen::from_value(page).map_err(js_error)?;
        Ok(QuotientTable {
            view: QuotientView::of(&page),
            table: ProductTable::new(page),
        })
    }

    /// Everything the view writes of the quotient (see `QuotientView` in the page layer): the
    /// facts, the status line after Cancel, the strip, the table's label and, for a small
    /// quotient, the table of names.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn view(&self) -> Result<JsValue, JsError> {
        to_js(&self.view)
    }

    /// The table's size on the page for a box `width` CSS pixels wide (0 before it is laid
    /// out) at device pixel `ratio`: `{ cell, side, css_side, css_cell }`.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn fit(&self, width: f64, ratio: f64) -> Result<JsValue, JsError> {
        to_js(&self.table.fit(width, ratio))
    }

    /// The cell the arrow `key` moves to from `[row, column]` (from nowhere when `row` is
    /// negative: the top left cell): `[row, column]`, empty for another key.
    pub fn walk(&self, row: i32, column: i32, key: &str) -> Vec<u32> {
        let from = u32::try_from(row).ok().zip(u32::try_from(column).ok());
        self.table
            .walk(from, key)
            .map_or_else(Vec::new, |(x, y)| vec![x, y])
    }

    /// The side of a cell, in picture pixels, for a canvas about `side` pixels wide.
    pub fn cell_size(&self, side: u32) -> u32 {
        self.table.picture().cell_size(side)
    }

    /// Draws the table on `canvas` (sized by the page to `cell × order` device pixels a side).
    ///
    /// # Errors
    /// A `JsError` if the canvas cannot be drawn on.
    pub fn draw(&self, canvas: &HtmlCanvasElement, cell: u32) -> Result<(), JsError> {
        let (rgba, side) = self.table.picture().rgba(cell);
        let rect = PlotRect {
            left: 0,
            top: 0,
            right: canvas.width() as i32,
            bottom: canvas.height() as i32,
        };
        blit(canvas, &rgba, (side, side), rect)
    }

    /// The cell under a point `(px, py)` of the canvas, `cell` CSS pixels a cell: `[row,
    /// column]`, empty outside.
    pub fn cell_at(&self, px: f64, py: f64, cell: f64) -> Vec<u32> {
        self.table
            .picture()
            .cell_at(px, py, cell)
            .map_or_else(Vec::new, |(x, y)| vec![x, y])
    }

    /// What cell `(x, y)` says: `a · b² = ab, a P-position` (empty off the table).
    pub fn readout(&self, x: u32, y: u32) -> String {
        self.table.readout(x, y).unwrap_or_default()
    }

    /// A sum of heaps typed as `1, 2, 3`: `{ text, element, p, sentence }`.
    ///
    /// # Errors
    /// A `JsError` naming what cannot be read.
    pub fn sum(&self, text: &str) -> Result<JsValue, JsError> {
        to_js(&self.table.read_sum(text).map_err(js_error)?)
    }
}
