//! Pictures: heatmaps of sweep grids, strips and overviews of nim-sequences, the story of a
//! game on the board. Every function draws on any
//! plotters backend, so the same code is tested natively against the SVG backend, exports SVG
//! files, and draws on the page's canvas.

pub(crate) mod atlas;
pub(crate) mod colors;
pub(crate) mod heatmap;
pub(crate) mod overview;
pub(crate) mod products;
#[cfg(all(feature = "png", not(target_arch = "wasm32")))]
pub(crate) mod raster;
pub(crate) mod story;
pub(crate) mod strip;
#[cfg(test)]
pub(crate) mod svg_text;

pub use atlas::{
    draw_atlas, draw_atlas_marked, errata_legend, picture_height, picture_size, AtlasPicture,
    ERRATUM,
};
pub use colors::{
    hex, ink_on, parse_hex, value_color, viridis, Theme, AGREES, AGREES_SO_FAR, CATEGORIES,
    CERTIFIED_NEW, DIFFERS, NOT_LISTED, NO_PREDICTION, P_POSITION, TIE, UNRESOLVED, VALUE_COLOURS,
};
pub use heatmap::{
    colour_bar_ticks, counted_legend, draw_heatmap, legend_height, Axes, CellClass, CellMode,
    ColourRange, Colouring, GridScan, Heatmap, Labels, LegendItem, Metric, Paint, Picture, Ranking,
    Scale, LEADERS, RATIO_UNIT,
};
pub use overview::{
    draw_overview, draw_overview_figure, figure_legend_height, value_ticks, Overview, OverviewMode,
    Window, FIGURE_LEGEND as OVERVIEW_LEGEND,
};
pub use products::ProductPicture;
#[cfg(all(feature = "png", not(target_arch = "wasm32")))]
pub use raster::Raster;
pub use story::{draw_story, story_height, StoryChart};
pub use strip::{draw_strip, Strip};

use std::fmt;

use serde::Serialize;

use crate::words::t;

/// The font every picture names: DejaVu Sans first (the face native PNGs are drawn in, kept in
/// `assets/fonts`), so an SVG and a PNG of one figure show the same letters; any sans-serif
/// face where DejaVu Sans is not installed.
pub const FONT: &str = "DejaVu Sans, sans-serif";

/// A drawing backend failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawError(pub String);

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!("draw-failed", reason = self.0.as_str()))
    }
}

impl std::error::Error for DrawError {}

impl<E: std::error::Error + Send + Sync> From<plotters::drawing::DrawingAreaErrorKind<E>>
    for DrawError
{
    fn from(e: plotters::drawing::DrawingAreaErrorKind<E>) -> Self {
        DrawError(e.to_string())
    }
}

/// Where the cells of a chart are, in backend pixels (right and bottom exclusive).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlotRect {
    /// Left edge.
    pub left: i32,
    /// Top edge.
    pub top: i32,
    /// Right edge.
    pub right: i32,
    /// Bottom edge.
    pub bottom: i32,
}

/// The cells of a square picture shown: columns `x0 ..= x1`, rows `y0 ..= y1` (1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CellWindow {
    /// The first column.
    pub x0: u32,
    /// The last column.
    pub x1: u32,
    /// The first row.
    pub y0: u32,
    /// The last row.
    pub y1: u32,
}

impl CellWindow {
    /// Every cell of an `n × n` picture.
    pub fn whole(n: u32) -> Self {
        CellWindow {
            x0: 1,
            x1: n.max(1),
            y0: 1,
            y1: n.max(1),
        }
    }

    /// This window kept inside an `n × n` picture (the whole picture when nothing is left).
    pub fn within(self, n: u32) -> Self {
        let n = n.max(1);
        let (x0, x1) = (self.x0.clamp(1, n), self.x1.clamp(1, n));
        let (y0, y1) = (self.y0.clamp(1, n), self.y1.clamp(1, n));
        if x0 > x1 || y0 > y1 {
            return CellWindow::whole(n);
        }
        CellWindow { x0, x1, y0, y1 }
    }

    /// Columns shown.
    pub fn width(&self) -> u32 {
        self.x1 + 1 - self.x0
    }

    /// Rows shown.
    pub fn height(&self) -> u32 {
        self.y1 + 1 - self.y0
    }
}

impl PlotRect {
    /// The cell `(x, y)` of `window` under pixel `(px, py)`.
    pub fn cell_in(&self, window: CellWindow, px: f64, py: f64) -> Option<(u32, u32)> {
        let (w, h) = (
            f64::from(self.right - self.left),
            f64::from(self.bottom - self.top),
        );
        let (fx, fy) = (
            (px - f64::from(self.left)) / w,
            (py - f64::from(self.top)) / h,
        );
        if !(0.0..1.0).contains(&fx) || !(0.0..1.0).contains(&fy) {
            return None;
        }
        let x = window.x0 + (fx * f64::from(window.width())) as u32;
        let y = window.y1 - (fy * f64::from(window.height())) as u32;
        Some((x.min(window.x1), y.max(window.y0)))
    }

    /// The pixel box `(left, top, width, height)` of cell `(x, y)` of `window`.
    pub fn cell_box_in(&self, window: CellWindow, x: u32, y: u32) -> (f64, f64, f64, f64) {
        let w = f64::from(self.right - self.left) / f64::from(window.width());
        let h = f64::from(self.bottom - self.top) / f64::from(window.height());
        (
            f64::from(self.left) + (f64::from(x) - f64::from(window.x0)) * w,
            f64::from(self.top) + (f64::from(window.y1) - f64::from(y)) * h,
            w,
            h,
        )
    }
}
