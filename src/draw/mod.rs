//! Pictures: heatmaps of sweep grids, strips and overviews of nim-sequences. Every function draws on any
//! plotters backend, so the same code is tested natively against the SVG backend, exports SVG
//! files, and draws on the page's canvas.

pub mod colors;
pub mod heatmap;
pub mod overview;
pub mod strip;

use std::fmt;

use serde::Serialize;

/// A drawing backend failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawError(pub String);

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "drawing failed: {}", self.0)
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

impl PlotRect {
    /// The cell `(x, y)` (1-based, `y` up) of an `n × n` picture under pixel `(px, py)`.
    pub fn cell_at(&self, n: u32, px: f64, py: f64) -> Option<(u32, u32)> {
        let (w, h) = (
            f64::from(self.right - self.left),
            f64::from(self.bottom - self.top),
        );
        let (fx, fy) = (
            (px - f64::from(self.left)) / w,
            (py - f64::from(self.top)) / h,
        );
        if !(0.0..1.0).contains(&fx) || !(0.0..1.0).contains(&fy) || n == 0 {
            return None;
        }
        let x = 1 + (fx * f64::from(n)) as u32;
        let y = n - (fy * f64::from(n)) as u32;
        Some((x.min(n), y.max(1)))
    }

    /// The pixel box `(left, top, width, height)` of cell `(x, y)` of an `n × n` picture.
    pub fn cell_box(&self, n: u32, x: u32, y: u32) -> (f64, f64, f64, f64) {
        let w = f64::from(self.right - self.left) / f64::from(n.max(1));
        let h = f64::from(self.bottom - self.top) / f64::from(n.max(1));
        (
            f64::from(self.left) + f64::from(x.saturating_sub(1)) * w,
            f64::from(self.top) + f64::from(n.saturating_sub(y)) * h,
            w,
            h,
        )
    }
}
