//! The grid of the two grid views (the heatmap and the conjectures) on the page: a handle
//! that JavaScript fills row by row as the workers report, draws, and asks about cells under
//! the pointer. Each view's own questions are in its file (`heatmap.rs`, `conjecture.rs`).

use std::ops::RangeInclusive;

use plotters::prelude::*;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::canvas::{backend, blit_part, picture, repaint};
use crate::{js_error, to_js};
use nimseq_core::draw::colors::Theme;
use nimseq_core::draw::heatmap::{draw_heatmap, CellMode, GridScan, Heatmap};
use nimseq_core::draw::{CellWindow, PlotRect};
use nimseq_core::sweep::{row_range, sweep_rows, Cell, Grid, SweepSpec};
use nimseq_page::PageState;
use nimseq_page::{cell_info, heatmap_labels, Leaders};

/// Cells travel between workers and the page as three numbers each.
const PACKED: usize = 3;

/// The sweep of a page link (`dims`, `max`, `cap`, `rule`).
fn spec_of(state: &PageState) -> Result<SweepSpec, JsError> {
    state.settings().sweep_spec().map_err(js_error)
}

/// Computes the rows `lo .. hi` of a link's grid (sets whose largest element is in that
/// range), packed as `[preperiod, period, largest value]` per cell in storage order: a
/// worker's unit of work.
///
/// # Errors
/// A `JsError` if the link's grid is over the limits.
#[wasm_bindgen]
pub fn sweep_rows_packed(query: &str, lo: u32, hi: u32) -> Result<Vec<u32>, JsError> {
    let (state, _) = PageState::from_query(query);
    let spec = spec_of(&state)?;
    let cells = sweep_rows(&spec, lo..hi, |_| true).unwrap_or_default();
    Ok(cells
        .iter()
        .flat_map(|c| [c.preperiod, c.period, u32::from(c.max_value)])
        .collect())
}

/// Cells read, or painted, per step of making a picture (a task of the page each: a few
/// milliseconds, however slowly the engine runs code it has not optimised yet).
const CELLS_PER_STEP: u32 = 1 << 17;

/// A picture's pixels, painted a stripe of rows at a time.
struct Pixels {
    /// The theme they are in.
    theme: String,
    canvas: HtmlCanvasElement,
    /// How many rows are painted, from the top (the largest `y`).
    painted: u32,
}

/// A grid being filled and drawn on the page.
#[wasm_bindgen]
pub struct GridView {
    pub(crate) grid: Grid,
    pub(crate) state: PageState,
    pub(crate) heatmap: Option<Heatmap>,
    /// Where the cells of the last drawing are, and which cells they are.
    rect: Option<(PlotRect, CellWindow)>,
    /// A window set by the page while zooming, before the link has it.
    zoom: Option<CellWindow>,
    /// Whether `heatmap` is the picture of the grid and link as they are (zooming only
    /// redraws it; cells arriving refresh the rows they touch).
    fresh: bool,
    /// The whole picture's pixels, while `fresh`: zooming copies a part of it.
    pixels: Option<Pixels>,
    /// Picture rows whose pixels are older than their cells (painted again at the next
    /// drawing, the rest of the picture kept).
    stale: Option<RangeInclusive<u32>>,
    /// What every cell computed so far contributes to colour scales and counts, kept up to
    /// date as cells arrive.
    pub(crate) scan: GridScan,
    /// The grid's top sets, kept up to date as cells arrive.
    pub(crate) leaders: Leaders,
}

#[wasm_bindgen]
impl GridView {
    /// An empty grid for a page link.
    ///
    /// # Errors
    /// A `JsError` if the link's grid is over the limits.
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> Result<GridView, JsError> {
        let (state, _) = PageState::from_query(query);
        let spec = spec_of(&state)?;
        Ok(GridView {
            grid: Grid::empty(spec),
            state,
            heatmap: None,
            rect: None,
            zoom: None,
            fresh: false,
            pixels: None,
            stale: None,
            scan: GridScan::new(spec.dims),
            leaders: Leaders::default(),
        })
    }

    /// The number of cells in rows `lo .. hi`.
    pub fn cells_in_rows(&self, lo: u32, hi: u32) -> f64 {
        let dims = self.grid.spec().dims;
        (lo.max(1)..hi)
            .map(|r| row_range(dims, r).len() as f64)
            .sum()
    }

    /// The number of cells.
    pub fn total_cells(&self) -> f64 {
        self.grid.len() as f64
    }

    /// Stores the packed cells of the rows starting at `first_row`.
    ///
    /// # Errors
    /// A `JsError` if the data does not fit whole rows.
    pub fn fill(&mut self, first_row: u32, packed: &[u32]) -> Result<(), JsError> {
        let cells: Vec<Cell> = packed
            .chunks_exact(PACKED)
            .map(|c| Cell {
                preperiod: c[0],
                period: c[1],
                max_value: c[2].min(255) as u8,
            })
            .collect();
        let filled = packed
            .len()
            .is_multiple_of(PACKED)
            .then(|| self.grid.fill_rows(first_row, &cells))
            .flatten();
        let Some(rows) = filled else {
            self.fresh = false;
            return Err(JsError::new("the worker's cells do not fit the grid"));
        };
        let dims = self.grid.spec().dims;
        let mut rest = cells.as_slice();
        for row in rows.clone() {
            let (cells, after) = rest.split_at(row_range(dims, row).len().min(rest.len()));
            self.scan.add_row(dims, row, cells);
            self.leaders.add_row(dims, row, cells);
            rest = after;
        }
        // The picture takes in the new cells (a million-cell picture is not made again for
        // each unit of rows); its pixels follow at the next drawing, all of them only when
        // the colour scale moved.
        match self.heatmap.as_mut().filter(|_| self.fresh) {
            Some(map) => {
                let scale = (map.range(), map.scale());
                let touched = map.refresh(&self.grid, &self.scan, rows);
                if (map.range(), map.scale()) != scale {
                    // Every colour may have moved: paint the whole picture again.
                    if let Some(pixels) = &mut self.pixels {
                        pixels.painted = 0;
                    }
                    self.stale = None;
                } else if let Some(ys) = touched {
                    self.stale = Some(match self.stale.take() {
                        Some(old) => *old.start().min(ys.start())..=*old.end().max(ys.end()),
                        None => ys,
                    });
                }
            }
            None => self.fresh = false,
        }
        Ok(())
    }

    /// Whether every cell has been computed.
    pub fn is_complete(&self) -> bool {
        self.grid.is_complete()
    }

    /// Changes what is shown (metric, scale, axes, slice, conjecture) to a link's; the grid
    /// itself (`dims`, `max`, `cap`, `rule`) stays.
    pub fn show(&mut self, query: &str) {
        let (state, _) = PageState::from_query(query);
        // A new window alone (the link catching up with a zoom) keeps the picture.
        self.fresh &= state.settings().picture() == self.state.settings().picture();
        self.state = state;
        self.zoom = None;
    }

    /// Shows the cells `x0 ..= x1` by `y0 ..= y1` (kept inside the picture) until the link
    /// changes: for zooming and panning between two links.
    pub fn set_window(&mut self, x0: u32, x1: u32, y0: u32, y1: u32) {
        self.zoom = Some(CellWindow { x0, x1, y0, y1 });
    }

    /// The cells of the last drawing: `[x0, x1, y0, y1]`.
    pub fn window(&self) -> Option<Vec<u32>> {
        self.rect.map(|(_, w)| vec![w.x0, w.x1, w.y0, w.y1])
    }

    /// Makes one more part of the picture ready for drawing in the `light` or `dark` theme:
    /// some rows of the cells' classes, then a stripe of the whole picture's pixels, then the
    /// pixels of the rows whose cells arrived since. Returns `true` when it made a part, so
    /// that the page can go on in another task and keep each short; `false` once everything
    /// is ready.
    ///
    /// # Errors
    /// A `JsError` if the pixels cannot be made.
    pub fn prepare(&mut self, theme: &str) -> Result<bool, JsError> {
        if !self.fresh || self.heatmap.is_none() {
            self.pixels = None;
            self.stale = None;
            self.heatmap = Some(Heatmap::unread(
                &self.grid,
                &self.state.settings().picture(),
            ));
            self.fresh = true;
        }
        let Some(map) = &mut self.heatmap else {
            return Ok(false);
        };
        let step = (CELLS_PER_STEP / map.size().max(1)).max(1);
        if !map.is_read() {
            map.read_rows(&self.grid, &self.scan, step);
            return Ok(true);
        }
        let n = map.size();
        if self.pixels.as_ref().is_none_or(|p| p.theme != theme) {
            self.pixels = Some(Pixels {
                theme: theme.to_string(),
                canvas: picture(&[], (n, n))?,
                painted: 0,
            });
            self.stale = None;
        }
        let Some(pixels) = &mut self.pixels else {
            return Ok(false);
        };
        let colours = Theme::named(theme);
        let paint = |rows: CellWindow| -> Result<(), JsError> {
            // Picture row y is pixel row n - y (top row first).
            let rgba = map.rgba(&colours, rows);
            repaint(&pixels.canvas, &rgba, (n, rows.height()), n - rows.y1)
        };
        let whole = CellWindow::whole(n);
        if pixels.painted < n {
            let y1 = n - pixels.painted;
            let y0 = y1.saturating_sub(step - 1).max(1);
            paint(CellWindow { y0, y1, ..whole })?;
            pixels.painted = n + 1 - y0;
            return Ok(true);
        }
        if let Some(ys) = self.stale.take() {
            paint(CellWindow {
                y0: *ys.start(),
                y1: *ys.end(),
                ..whole
            })?;
        }
        Ok(false)
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
        self.rect = Some(self.paint(canvas, theme, scale)?);
        Ok(())
    }

    /// The canvas box `[left, top, width, height]` of picture cell `(x, y)` in the last
    /// drawing (for the pointer and keyboard cursor), or `null` before the first drawing.
    pub fn cell_box(&self, x: u32, y: u32) -> Option<Vec<f64>> {
        let (rect, window) = self.rect?;
        let inside = (window.x0..=window.x1).contains(&x) && (window.y0..=window.y1).contains(&y);
        inside.then(|| {
            let (left, top, w, h) = rect.cell_box_in(window, x, y);
            vec![left, top, w, h]
        })
    }

    /// Where the cells of the last drawing are, `[left, top, right, bottom]` in canvas pixels.
    pub fn plot_rect(&self) -> Option<Vec<i32>> {
        self.rect
            .map(|(r, _)| vec![r.left, r.top, r.right, r.bottom])
    }

    /// The side `n` of the last picture drawn (the grid's largest element before the first).
    pub fn size(&self) -> u32 {
        self.heatmap
            .as_ref()
            .map_or(self.grid.spec().max, Heatmap::size)
    }

    /// The picture coordinates `[x, y]` under canvas pixel `(px, py)` of the last drawing, or
    /// `null`.
    pub fn cell_at(&self, px: f64, py: f64) -> Option<Vec<u32>> {
        let (rect, window) = self.rect?;
        rect.cell_in(window, px, py).map(|(x, y)| vec![x, y])
    }

    /// The read-out for picture coordinates `(x, y)`:
    /// `{ set, game, preperiod, period, text, query }`, or `null` where there is no set.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn info(&self, x: u32, y: u32) -> Result<JsValue, JsError> {
        match self
            .heatmap
            .as_ref()
            .and_then(|m| cell_info(m, &self.grid, &self.state, x, y))
        {
            Some(info) => to_js(&info),
            None => Ok(JsValue::NULL),
        }
    }

    /// The largest element of the grid's sets (its rows are `1..=max`).
    pub fn max(&self) -> u32 {
        self.grid.spec().max
    }
}

impl GridView {
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
        let (Some(map), Some(pixels)) = (&self.heatmap, &self.pixels) else {
            return Err(JsError::new("the picture could not be made"));
        };
        let colours = Theme::named(theme);
        let root = backend(canvas)?.into_drawing_area();
        let window = self.window_of(map);
        let words = heatmap_labels(map, window);
        let rect = draw_heatmap(&root, map, &words, &colours, CellMode::Skip, window, scale)
            .map_err(js_error)?;
        root.present().map_err(js_error)?;
        // Each window copies its part of the whole picture's pixels.
        let part = (
            f64::from(window.x0 - 1),
            f64::from(map.size() - window.y1),
            f64::from(window.width()),
            f64::from(window.height()),
        );
        blit_part(canvas, &pixels.canvas, part, rect)?;
        Ok((rect, window))
    }

    /// The cells to draw: the page's zoom, else the link's window, inside the picture.
    pub(crate) fn window_of(&self, map: &Heatmap) -> CellWindow {
        self.zoom
            .or(self.state.settings().window)
            .map_or(CellWindow::whole(map.size()), |w| w.within(map.size()))
    }

    pub(crate) fn heatmap_now(&self) -> Heatmap {
        Heatmap::from_grid_with(&self.grid, &self.state.settings().picture(), &self.scan)
    }
}
