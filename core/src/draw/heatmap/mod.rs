//! Heatmaps of sweep grids, in three parts:
//!
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

pub mod model;
pub mod pixels;
pub mod plot;

pub use model::{
    Axes, CellClass, ColourRange, Colouring, GridScan, Heatmap, Judgement, Metric, Picture, Scale,
    RATIO_UNIT,
};
pub use pixels::Paint;
pub use plot::{draw_heatmap, CellMode, Labels, LegendItem};
