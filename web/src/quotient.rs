//! The misère quotient view on the page: the worker's computation, heap by heap so that it
//! reports progress and can be cancelled, and the product table the main thread draws and reads
//! out.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::canvas::blit;
use crate::{js_error, to_js};
use nimseq_core::draw::PlotRect;
use nimseq_core::misere::QuotientSearch;
use nimseq_page::PageState;
use nimseq_page::{quotient_search, ProductTable, QuotientPage};

/// A misère quotient computed heap by heap, in a worker.
#[wasm_bindgen]
pub struct QuotientJob {
    search: QuotientSearch,
}

#[wasm_bindgen]
impl QuotientJob {
    /// The quotient a page link asks for (`?view=quotient&game=...&upto=...&elements=...`).
    ///
    /// # Errors
    /// A `JsError` for a game that is not heaps (a game given by its options).
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> Result<QuotientJob, JsError> {
        let (state, _) = PageState::from_query(query);
        let search = quotient_search(state.settings()).map_err(js_error)?;
        Ok(QuotientJob { search })
    }

    /// Adds heaps for about `ms` milliseconds (at least one); `true` once the search is over.
    pub fn step(&mut self, ms: f64) -> bool {
        let started = js_sys::Date::now();
        loop {
            if self.search.step() {
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
    /// layer); after Cancel, that of the heaps done.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn result(&self) -> Result<JsValue, JsError> {
        to_js(&QuotientPage::of(&self.search.report()))
    }
}

/// A quotient's product table on the main thread: drawn, pointed at, and asked about sums.
#[wasm_bindgen]
pub struct QuotientTable {
    table: ProductTable,
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
            table: ProductTable::new(page),
        })
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
