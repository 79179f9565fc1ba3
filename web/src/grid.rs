//! The grid of the two grid views (the heatmap and the conjectures) on the page: a handle
//! that JavaScript fills row by row as the workers report, draws, and asks about cells under
//! the pointer. What to paint and where the map's window goes is the page layer's
//! (`GridPicture`); this file makes the canvases, puts the pixels and blits. Each view's own
//! questions are in its file (`heatmap.rs`, `conjecture.rs`).

use plotters::prelude::*;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::canvas::{backend, blit_part, failure, picture, repaint};
use crate::link::LinkState;
use crate::{js_error, to_js};
use nimseq_core::draw::Theme;
use nimseq_core::draw::{draw_heatmap, CellMode, GridScan, Heatmap};
use nimseq_core::draw::{CellWindow, PlotRect};
use nimseq_core::sweep::{sweep_rows, Grid, SweepSpec};
use nimseq_page::{cell_info, heatmap_labels_where, map_height, not_a_set, GridPicture, PageState};
use nimseq_page::{fill_packed, grid_computing, grid_progress, pack_cells, work_units};
use nimseq_page::{is_tap, MapMove, PictureStep, RecordCurve};

/// The sweep of a page link (`dims`, `max`, `cap`, `rule`).
fn spec_of(state: &PageState) -> Result<SweepSpec, JsError> {
    state.settings().sweep_spec().map_err(js_error)
}

/// Computes the rows `lo .. hi` of a grid (a link's `sweep_task`: its sets and cap), the
/// sets whose largest element is in that range, packed as `[preperiod, period, largest
/// value]` per cell in storage order: a worker's unit of work.
///
/// # Errors
/// A `JsError` for a task that is not a sweep.
#[wasm_bindgen]
pub fn sweep_rows_packed(task: JsValue, lo: u32, hi: u32) -> Result<Vec<u32>, JsError> {
    let spec: SweepSpec = serde_wasm_bindgen::from_value(task).map_err(js_error)?;
    Ok(pack_cells(
        &sweep_rows(&spec, lo..hi, |_| true).unwrap_or_default(),
    ))
}

/// A grid being filled and drawn on the page.
#[wasm_bindgen]
pub struct GridView {
    pub(crate) grid: Grid,
    pub(crate) state: PageState,
    /// The picture and what is painted of it.
    pub(crate) picture: GridPicture,
    /// The whole picture's pixels (the page layer says what goes where): zooming copies a
    /// part of it.
    pixels: Option<HtmlCanvasElement>,
    /// What every cell computed so far contributes to colour scales, counts and the grid's
    /// leaders, kept up to date as cells arrive.
    pub(crate) scan: GridScan,
    /// The record curve being made, a few rows a task.
    pub(crate) records: RecordCurve,
}

/// A window the map moved to, for JavaScript: the link's `window` for it.
fn moved(to: MapMove) -> String {
    to.link_value()
}

/// A cell of JavaScript's, `[x, y]`, as a pair.
fn cell_of(cell: Option<Vec<f64>>) -> Option<(f64, f64)> {
    match cell.as_deref() {
        Some(&[x, y]) => Some((x, y)),
        _ => None,
    }
}

/// Four numbers of JavaScript's (two fingers' `[ax, ay, bx, by]`).
fn four(v: &[f64]) -> Result<[f64; 4], JsError> {
    v.try_into().map_err(|_| failure("grid-error-fingers"))
}

#[wasm_bindgen]
impl GridView {
    /// An empty grid for a page link.
    ///
    /// # Errors
    /// A `JsError` if the link's grid is over the limits.
    #[wasm_bindgen(constructor)]
    pub fn new(link: &LinkState) -> Result<GridView, JsError> {
        let state = link.state.clone();
        let spec = spec_of(&state)?;
        Ok(GridView {
            grid: Grid::empty(spec),
            state,
            picture: GridPicture::new(),
            pixels: None,
            scan: GridScan::new(spec.dims),
            records: RecordCurve::new(),
        })
    }

    /// The workers' units of rows, `[[lo, hi], ...]`, largest rows first, each about 4,000
    /// cells.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn units(&self) -> Result<JsValue, JsError> {
        let spec = self.grid.spec();
        to_js(&work_units(spec.dims, spec.max))
    }

    /// The progress bar after `done` cells arrived: `{ fraction, text }`.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn progress(&self, done: f64) -> Result<JsValue, JsError> {
        to_js(&grid_progress(done as u64, self.grid.len() as u64))
    }

    /// What the progress bar says as the grid starts: `Computing 20,100 sets…`.
    pub fn computing(&self) -> String {
        grid_computing(self.grid.len() as u64)
    }

    /// Stores the packed cells of the rows starting at `first_row`: how many cells.
    ///
    /// # Errors
    /// A `JsError` if the data does not fit whole rows.
    pub fn fill(&mut self, first_row: u32, packed: &[u32]) -> Result<u32, JsError> {
        let filled = fill_packed(&mut self.grid, &mut self.scan, first_row, packed);
        let rows = filled.as_ref().map(|(rows, _)| rows.clone());
        self.picture.cells_arrived(&self.grid, &self.scan, rows);
        match filled {
            Some((_, cells)) => Ok(cells as u32),
            None => Err(failure("grid-error-cells")),
        }
    }

    /// Whether every cell has been computed.
    pub fn is_complete(&self) -> bool {
        self.grid.is_complete()
    }

    /// Changes what is shown (metric, scale, axes, slice, conjecture) to a link's; the grid
    /// itself (`dims`, `max`, `cap`, `rule`) stays.
    pub fn show(&mut self, link: &LinkState) {
        let state = link.state.clone();
        let before = self.state.settings().picture();
        self.picture.show(&before, &state.settings().picture());
        self.picture.follow(&state);
        self.state = state;
    }

    /// The cells of the last drawing: `[x0, x1, y0, y1]`.
    pub fn window(&self) -> Option<Vec<u32>> {
        self.picture
            .drawn_window()
            .map(|w| vec![w.x0, w.x1, w.y0, w.y1])
    }

    /// Zooms by `factor` (below 1 zooms in) around picture cell `around` (`[x, y]`; the
    /// window's middle when absent) until the link changes: the link's `window` for it.
    pub fn zoom(&mut self, factor: f64, around: Option<Vec<f64>>) -> String {
        let n = self.size();
        moved(self.picture.zoom_by(n, factor, cell_of(around)))
    }

    /// Shows every cell again: the link's `window` (empty).
    pub fn reset_window(&mut self) -> String {
        let n = self.size();
        moved(self.picture.reset(n))
    }

    /// Drags the map by a pointer that moved `(dx, dy)` CSS pixels (`ratio` canvas pixels a
    /// CSS pixel): `{ window, moved: [x, y] }`, the link's `window` and how far the
    /// pointer's mark moves with the cells, or `null` before a whole cell.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn drag(&mut self, dx: f64, dy: f64, ratio: f64) -> Result<JsValue, JsError> {
        let n = self.size();
        match self.picture.drag(n, ratio, (dx, dy)) {
            Some(d) => to_js(&serde_json::json!({
                "window": d.to.link_value(),
                "moved": [d.moved.0, d.moved.1],
            })),
            None => Ok(JsValue::NULL),
        }
    }

    /// Zooms by a pinch: two fingers at `before` moved to `after` (each `[ax, ay, bx, by]`
    /// in CSS pixels), around picture cell `around`: the link's `window`, or `undefined`
    /// while they moved too little.
    ///
    /// # Errors
    /// A `JsError` unless both are four numbers.
    pub fn pinch(
        &mut self,
        before: Vec<f64>,
        after: Vec<f64>,
        around: Option<Vec<f64>>,
    ) -> Result<Option<String>, JsError> {
        let n = self.size();
        let (before, after) = (four(&before)?, four(&after)?);
        Ok(self
            .picture
            .pinch(n, before, after, cell_of(around))
            .map(moved))
    }

    /// Whether a pointer that moved `(dx, dy)` CSS pixels between press and release tapped
    /// (else it dragged).
    pub fn is_tap(&self, dx: f64, dy: f64) -> bool {
        is_tap(dx, dy)
    }

    /// The keyboard's cursor moved from `[x, y]` (the first set when absent) by `key`
    /// (arrows, Home, End; ten cells with `shift`): `{ cursor, window }`, the new cell (or
    /// `null` when no set lies that way) and the link's `window` when the window followed,
    /// or `null` for another key.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn walk(
        &mut self,
        from: Option<Vec<u32>>,
        key: &str,
        shift: bool,
    ) -> Result<JsValue, JsError> {
        let n = self.size();
        let from = match from.as_deref() {
            Some(&[x, y]) => Some((x, y)),
            _ => None,
        };
        match self.picture.walk(n, from, key, shift) {
            Some(walk) => to_js(&walk),
            None => Ok(JsValue::NULL),
        }
    }

    /// A first cell for the keyboard's cursor: `[x, y]`.
    pub fn start_cell(&self) -> Vec<u32> {
        let (x, y) = self.picture.start_cell(self.size());
        vec![x, y]
    }

    /// The map's height in CSS pixels for its width.
    pub fn map_height(&self, width: f64) -> f64 {
        map_height(width)
    }

    /// Makes one more part of the picture ready for drawing in the `light` or `dark` theme
    /// (the page layer's `GridPicture::prepare`). Returns `true` when it made a part, so
    /// that the page can go on in another task and keep each short; `false` once everything
    /// is ready.
    ///
    /// # Errors
    /// A `JsError` if the pixels cannot be made.
    pub fn prepare(&mut self, theme: &str) -> Result<bool, JsError> {
        let step = self.picture.prepare(
            &self.grid,
            &self.scan,
            &self.state.settings().picture(),
            theme,
        );
        if let Err(e) = self.put(&step) {
            self.picture.lose_pixels();
            return Err(e);
        }
        Ok(step.more)
    }

    /// Draws the heatmap on `canvas` with the `light` or `dark` theme, its text `scale` times
    /// its size (the canvas's device pixel ratio).
    ///
    /// # Errors
    /// A `JsError` if the canvas cannot be drawn on.
    pub fn draw(
        &mut self,
        canvas: &HtmlCanvasElement,
        theme: &str,
        scale: f64,
    ) -> Result<(), JsError> {
        let (rect, window) = self.paint(canvas, theme, scale)?;
        self.picture.drawn(rect, window);
        Ok(())
    }

    /// The canvas box `[left, top, width, height]` of picture cell `(x, y)` in the last
    /// drawing (for the pointer and keyboard cursor), or `null` before the first drawing.
    pub fn cell_box(&self, x: u32, y: u32) -> Option<Vec<f64>> {
        self.picture
            .cell_box(x, y)
            .map(|(left, top, w, h)| vec![left, top, w, h])
    }

    /// Where the cells of the last drawing are, `[left, top, right, bottom]` in canvas pixels.
    pub fn plot_rect(&self) -> Option<Vec<i32>> {
        self.picture
            .plot_rect()
            .map(|r| vec![r.left, r.top, r.right, r.bottom])
    }

    /// The side `n` of the last picture drawn (the grid's largest element before the first).
    pub fn size(&self) -> u32 {
        self.picture.size_or(self.grid.spec().max)
    }

    /// The picture coordinates `[x, y]` under canvas pixel `(px, py)` of the last drawing, or
    /// `null`.
    pub fn cell_at(&self, px: f64, py: f64) -> Option<Vec<u32>> {
        self.picture.cell_at(px, py).map(|(x, y)| vec![x, y])
    }

    /// The read-out for picture coordinates `(x, y)`:
    /// `{ set, game, preperiod, period, text, query }`, or `null` where there is no set.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn info(&self, x: u32, y: u32) -> Result<JsValue, JsError> {
        match self
            .picture
            .heatmap()
            .and_then(|m| cell_info(m, &self.grid, &self.state, x, y))
        {
            Some(info) => to_js(&info),
            None => Ok(JsValue::NULL),
        }
    }

    /// What the read-out says of picture coordinates `(x, y)` where there is no set.
    pub fn no_set_text(&self, x: u32, y: u32) -> String {
        not_a_set(x, y)
    }

    /// The largest element of the grid's sets (its rows are `1..=max`).
    pub fn max(&self) -> u32 {
        self.grid.spec().max
    }
}

impl GridView {
    /// Makes the canvas of a new picture and puts the pixels a step of preparing hands over.
    fn put(&mut self, step: &PictureStep) -> Result<(), JsError> {
        if let Some(n) = step.new_picture {
            self.pixels = Some(picture(&[], (n, n))?);
        }
        if let Some(rows) = &step.rows {
            let canvas = self
                .pixels
                .as_ref()
                .ok_or_else(|| failure("grid-error-picture"))?;
            repaint(canvas, &rows.rgba, (rows.width, rows.height), rows.top)?;
        }
        Ok(())
    }

    /// Draws the picture's window on `canvas` as it is sized, text `scale` times its size:
    /// axes and words by plotters, the cells copied from the whole picture's pixels. Returns
    /// where the cells are and which.
    pub(crate) fn paint(
        &mut self,
        canvas: &HtmlCanvasElement,
        theme: &str,
        scale: f64,
    ) -> Result<(PlotRect, CellWindow), JsError> {
        while self.prepare(theme)? {}
        let (Some(map), Some(pixels)) = (self.picture.heatmap(), &self.pixels) else {
            return Err(failure("grid-error-picture"));
        };
        let colours = Theme::named(theme);
        let root = backend(canvas)?.into_drawing_area();
        let window = self.picture.window_of(map, self.state.settings().window);
        let words = heatmap_labels_where(map, window, self.picture.is_primitive());
        let rect = draw_heatmap(&root, map, &words, &colours, CellMode::Skip, window, scale)
            .map_err(js_error)?;
        root.present().map_err(js_error)?;
        // Each window copies its part of the whole picture's pixels.
        blit_part(canvas, pixels, self.picture.source(window), rect)?;
        Ok((rect, window))
    }

    /// The cells to draw of `map`: the page's zoom, else the link's window, inside it.
    pub(crate) fn window_of(&self, map: &Heatmap) -> CellWindow {
        self.picture.window_of(map, self.state.settings().window)
    }

    pub(crate) fn heatmap_now(&self) -> Heatmap {
        Heatmap::from_grid_where(
            self.picture.grid_or(&self.grid),
            &self.state.settings().picture(),
            self.picture.scan_or(&self.scan),
            self.picture.is_primitive(),
        )
    }
}
