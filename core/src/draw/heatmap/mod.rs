//! Heatmaps of sweep grids, in five parts:
//!
//! - [`choices`]: what a heatmap can show ([`Picture`]: a [`Colouring`], a [`Scale`], the
//!   [`Axes`] of a 3-element grid and its slice) and the classes of cells;
//! - [`scan`]: one running scan of a grid's cells ([`GridScan`]): each metric's range, the
//!   "which sum" counts and the grid's leaders, kept up to date as cells arrive;
//! - [`model`]: the picture ([`Heatmap`]): which set sits at each position of an `n × n`
//!   picture (a slice of a 3-element grid on chosen [`Axes`]) and what class of cell it is for
//!   a [`Colouring`];
//! - [`pixels`]: the colour of each class ([`Paint`]) and the picture as RGBA bytes for fast
//!   blitting of big grids;
//! - [`plot`]: the picture with axes, a caption and a legend on any plotters backend
//!   ([`draw_heatmap`]), returning where the cells are so pixels map back to cells.
//!
//! The words of captions, legends and read-outs belong to the page layer, which hands them to
//! [`draw_heatmap`] as [`Labels`].

pub mod choices;
pub mod model;
pub mod pixels;
pub mod plot;
pub mod scan;

pub use choices::{
    Axes, CellClass, ColourRange, Colouring, Judgement, Metric, Picture, Scale, RATIO_UNIT,
};
pub use model::Heatmap;
pub use pixels::Paint;
pub use plot::{
    colour_bar_ticks, counted_legend, draw_heatmap, legend_height, CellMode, Labels, LegendItem,
};
pub use scan::{GridScan, Ranking, LEADERS};
