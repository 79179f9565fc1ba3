//! The heatmap view's exports over the grid's handle ([`GridView`]): its figures at the size
//! the download fields ask for, the grid as CSV and JSON, the "which sum" legend's counts, the
//! grid's extremes and its record curve, made a few rows a task and laid out as a plot.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::grid::GridView;
use crate::{js_error, to_js};
use nimseq_core::draw::Theme;
use nimseq_core::sweep::{write_csv, write_json};
use nimseq_page::RecordCurve;
use nimseq_page::{categories, extremes_of, file_stem, heatmap_svg_where, FigureKind, FigureSize};

#[wasm_bindgen]
impl GridView {
    /// The size of a heatmap figure the download fields ask for (`width`, `height`: 0 for
    /// the figure's own; `scale`): `{ width, height, scale, pixel_width, pixel_height, text }`.
    ///
    /// # Errors
    /// A `JsError` saying why the size cannot be drawn.
    pub fn figure_size(&self, width: u32, height: u32, scale: f64) -> Result<JsValue, JsError> {
        to_js(&heatmap_size(width, height, scale)?.info())
    }
    /// The heatmap as an SVG document of the size the download fields ask for (see
    /// [`GridView::figure_size`]), in the `light` or `dark` theme: the window shown, its
    /// legend counting the cells drawn.
    ///
    /// # Errors
    /// A `JsError` for a size that cannot be drawn, or if drawing fails.
    pub fn svg(&self, width: u32, height: u32, scale: f64, theme: &str) -> Result<String, JsError> {
        let size = heatmap_size(width, height, scale)?;
        let map = self.heatmap_now();
        let window = self.window_of(&map);
        let primitive = self.picture.is_primitive();
        heatmap_svg_where(&map, window, size, &Theme::named(theme), primitive).map_err(js_error)
    }
    /// Draws the heatmap on `canvas` (sized here to the figure's pixels) as the page draws it,
    /// at the size the download fields ask for: the PNG download.
    ///
    /// # Errors
    /// A `JsError` for a size that cannot be drawn, or if the canvas cannot be drawn on.
    pub fn draw_figure(
        &mut self,
        canvas: &HtmlCanvasElement,
        width: u32,
        height: u32,
        scale: f64,
        theme: &str,
    ) -> Result<(), JsError> {
        let size = heatmap_size(width, height, scale)?;
        let (w, h) = size.pixels();
        canvas.set_width(w);
        canvas.set_height(h);
        self.paint(canvas, theme, size.scale).map(|_| ())
    }
    /// The grid as CSV.
    ///
    /// # Errors
    /// Only if writing to memory fails.
    pub fn csv(&self) -> Result<String, JsError> {
        let mut out = Vec::new();
        write_csv(&self.grid, &mut out).map_err(js_error)?;
        String::from_utf8(out).map_err(js_error)
    }
    /// The grid as JSON.
    ///
    /// # Errors
    /// Only if writing to memory fails.
    pub fn json(&self) -> Result<String, JsError> {
        let mut out = Vec::new();
        write_json(&self.grid, &mut out).map_err(js_error)?;
        String::from_utf8(out).map_err(js_error)
    }
    /// The categories of the "which sum" metric in the last drawing, each with its count over
    /// the whole grid and over the slice shown: `[{ index, name, color, grid, slice, counts }]`
    /// (empty for other metrics).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn categories(&self) -> Result<JsValue, JsError> {
        to_js(&self.picture.heatmap().map(categories).unwrap_or_default())
    }
    /// The grid's top sets by period, preperiod and period relative to the largest element:
    /// `{ period, preperiod, relative }`, each `[{ game, value, query }]`.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn extremes(&self) -> Result<JsValue, JsError> {
        to_js(&extremes_of(
            self.picture.scan_or(&self.scan),
            self.grid.spec().rule,
            &self.state,
        ))
    }
    /// Begins the record curve of the rows computed so far (made a few rows a task with
    /// [`GridView::records_step`]; a curve begun again starts over).
    pub fn records_begin(&mut self) {
        self.records = RecordCurve::new();
    }
    /// Reads the next 50 rows of the record curve: whether rows are left.
    pub fn records_step(&mut self) -> bool {
        self.records.step(&self.grid, &self.state)
    }
    /// The record curve laid out, without its dots: `{ view_box, label, lines, ticks, axis,
    /// curve, radius, dots }` (`dots` their count; see `RecordPlot` in the page layer), or
    /// `null` before every row is read or without a point.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn record_plot(&self) -> Result<JsValue, JsError> {
        match self.records.plot() {
            Some(plot) => to_js(&plot.frame()),
            None => Ok(JsValue::NULL),
        }
    }
    /// The record plot's dots a task draws from dot `first`: `[{ cx, cy, class, title,
    /// query, max, period, game, set }]`.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn record_dots(&self, first: usize) -> Result<JsValue, JsError> {
        let none: &[nimseq_page::PlotDot] = &[];
        to_js(&self.records.plot().map_or(none, |p| p.dots_from(first)))
    }
    /// The name of the downloads of the current view, without extension.
    pub fn file_stem(&self) -> String {
        file_stem(&self.state)
    }
}

/// The heatmap figure's size for the download fields' numbers.
fn heatmap_size(width: u32, height: u32, scale: f64) -> Result<FigureSize, JsError> {
    let kind = FigureKind::Heatmap;
    FigureSize::asked(kind, (width, height, scale), kind.default_width(), |w| {
        kind.auto_height(w)
    })
    .map_err(js_error)
}
