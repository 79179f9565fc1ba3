//! The overview of a long nim-sequence: `G(n)` against `n` for every computed `n`, each pixel
//! column summarising its stretch of values, in three parts:
//!
//! - [`model`]: the values with a pyramid of summaries ([`Overview`], [`Stretch`]), so that
//!   any stretch is summarised in a few steps however long it is; filled as values arrive;
//! - [`columns`]: what one pixel column of a window shows ([`Column`]): every value with how
//!   often it occurs when the column holds few, else the band from least to largest, how
//!   densely the values lie in it (from an even sample of at most 1,024) and how many
//!   P-positions it holds; and the picture as RGBA pixels;
//! - [`plot`]: axes, the preperiod and the period's repetitions, on any plotters backend.

pub mod columns;
pub mod model;
pub mod plot;

pub use columns::Window;
pub use model::Overview;
pub use plot::{
    draw_overview, draw_overview_figure, figure_legend_height, value_ticks, OverviewMode,
    FIGURE_LEGEND,
};
