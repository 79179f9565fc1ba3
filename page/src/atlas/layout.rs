//! Where each code of the atlas sits on its map: `d1 d2` across, the last digit up (codes with
//! fewer digits first), and the shape JavaScript lays the map out by.

use serde::Serialize;

use nimseq_core::game::OctalCode;

use crate::atlas::AtlasPage;
use crate::texts::t;

/// One cell of the map: what the code's button shows (where it sits is its [`AtlasPlace`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasCell {
    /// The code's place in the atlas.
    pub index: usize,
    /// Its colour, `#rrggbb`.
    pub colour: String,
    /// What it shows, for the read-out and screen readers.
    pub text: String,
    /// Whether it is computed.
    pub done: bool,
    /// Whether its period is certified.
    pub certified: bool,
    /// The link of its sequence view, once computed.
    pub query: Option<String>,
}

/// A legend entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasLegendItem {
    /// Its colour.
    pub colour: String,
    /// Its words.
    pub label: String,
    /// How many cells have it.
    pub count: usize,
    /// That count as the legend writes it (`1,024`; empty for none, as at a scale's ends).
    pub count_text: String,
}

/// Where a code sits on the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasPlace {
    /// The code's place in the atlas.
    pub index: usize,
    /// The code.
    pub code: String,
    /// Column of the map.
    pub x: usize,
    /// Row of the map (row 0 at the bottom).
    pub y: usize,
}

/// The map's shape: its size, axis labels and where each code sits. It depends on the digits
/// alone, so the page makes its buttons from it once per atlas.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasLayout {
    /// Columns.
    pub columns: usize,
    /// Rows.
    pub rows: usize,
    /// Each column's label (`d1 d2`).
    pub column_labels: Vec<String>,
    /// Each row's label (the last digit), bottom first.
    pub row_labels: Vec<String>,
    /// What the columns and rows are.
    pub axes: String,
    /// The sentence over the map: what the codes are, what the axes are and how to open a
    /// code.
    pub sentence: String,
    /// The CSS grid columns of the map: a column of row labels, then one per column.
    pub column_template: String,
    /// Whether the map is wide (more than [`NARROW_COLUMNS`] columns: small cells on a
    /// laptop, a phone scrolls).
    pub wide: bool,
    /// Every code's place, in the atlas's order.
    pub places: Vec<AtlasPlace>,
}

/// The most columns a map lays out with cells of the usual size; wider maps (64 columns) fit
/// a laptop's width with small cells (a phone scrolls: its cells stay thumb-sized).
pub const NARROW_COLUMNS: usize = 32;

/// The map's colours and words: every cell, the legend and the summary (its shape is the
/// [`AtlasLayout`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasMap {
    /// Every code's cell.
    pub cells: Vec<AtlasCell>,
    /// The colours used.
    pub legend: Vec<AtlasLegendItem>,
    /// One line: how many are computed, certified, unresolved, and how they compare.
    pub summary: String,
    /// How many rows are computed.
    pub done: usize,
}

impl AtlasPage {
    /// The map's shape: columns and rows, their labels, what the axes are, where each code sits.
    pub fn layout(&self) -> AtlasLayout {
        let (columns, rows) = match self.digits {
            1 => (8, 1),
            2 => (8, 8),
            _ => (64, 8),
        };
        let column_labels = (0..columns)
            .map(|x| {
                if self.digits >= 3 {
                    format!("{}{}", x / 8, x % 8)
                } else {
                    x.to_string()
                }
            })
            .collect();
        let axes = match self.digits {
            1 => t!("atlas-axes-one"),
            2 => t!("atlas-axes-two"),
            _ => t!("atlas-axes-three"),
        };
        let places = self
            .codes
            .iter()
            .enumerate()
            .map(|(index, code)| {
                let (x, y) = self.place(code);
                AtlasPlace {
                    index,
                    code: code.to_string(),
                    x,
                    y,
                }
            })
            .collect();
        AtlasLayout {
            columns,
            rows,
            column_labels,
            row_labels: (0..rows).map(|y| y.to_string()).collect(),
            sentence: if self.d0 == 4 {
                t!(
                    "atlas-sentence-four",
                    d0 = self.d0.to_string(),
                    axes = axes.as_str()
                )
            } else {
                t!(
                    "atlas-sentence",
                    d0 = self.d0.to_string(),
                    axes = axes.as_str()
                )
            },
            axes,
            column_template: format!("2.2em repeat({columns}, minmax(var(--atlas-cell), 40px))"),
            wide: columns > NARROW_COLUMNS,
            places,
        }
    }

    /// Where a code sits on the map (`4.`, no digit after the point, where `d1 = d2 = … = 0`).
    fn place(&self, code: &OctalCode) -> (usize, usize) {
        let d = |i: usize| usize::from(code.digits().get(i).copied().unwrap_or(0));
        match self.digits {
            1 => (d(0), 0),
            2 => (d(0), d(1)),
            _ => (d(0) * 8 + d(1), d(2)),
        }
    }
}
