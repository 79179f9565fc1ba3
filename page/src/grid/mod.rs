//! What the two grid views (the heatmap and the conjectures) share of a grid of subtraction
//! sets: the link that opens a set's sequence view, the name of their downloads, the workers'
//! units of rows and the cells they send back, the grid's extremes ([`extremes`]), its record
//! curve ([`records`]), the picture of its map as the page paints it ([`picture`]) and the
//! arithmetic of moving about the map ([`window`]).

use std::ops::Range;

use nimseq_core::draw::Axes;
use nimseq_core::draw::{Colouring, GridScan};
use nimseq_core::game::Rule;
use nimseq_core::sweep::{row_range, Cell, Dims, Grid};

use crate::state::names::Named;
use crate::words::{computing, Progress};
use crate::PageState;

pub mod extremes;
pub mod picture;
pub mod records;
pub mod window;

/// Cells travel between workers and the page as three numbers each: preperiod, period and
/// largest value.
pub const PACKED: usize = 3;

/// Cells (about) per unit of work sent to a worker.
pub const UNIT_CELLS: u64 = 4000;

/// `cells` packed for the page, `[preperiod, period, largest value]` each, in storage order.
pub fn pack_cells(cells: &[Cell]) -> Vec<u32> {
    cells
        .iter()
        .flat_map(|c| [c.preperiod, c.period, u32::from(c.max_value)])
        .collect()
}

/// Cells packed by [`pack_cells`]; `None` for numbers that are not whole cells.
pub fn unpack_cells(packed: &[u32]) -> Option<Vec<Cell>> {
    packed.len().is_multiple_of(PACKED).then(|| {
        packed
            .chunks_exact(PACKED)
            .map(|c| Cell {
                preperiod: c[0],
                period: c[1],
                max_value: c[2].min(255) as u8,
            })
            .collect()
    })
}

/// Stores a worker's packed cells of the rows from `first_row` in `grid`, and what they
/// contribute to colour scales, counts and leaders in `scan`: the rows filled and how many
/// cells, or `None` (nothing stored) when they do not fit whole rows.
pub fn fill_packed(
    grid: &mut Grid,
    scan: &mut GridScan,
    first_row: u32,
    packed: &[u32],
) -> Option<(Range<u32>, usize)> {
    let cells = unpack_cells(packed)?;
    let rows = grid.fill_rows(first_row, &cells)?;
    let dims = grid.spec().dims;
    let mut rest = cells.as_slice();
    for row in rows.clone() {
        let (row_cells, after) = rest.split_at(row_range(dims, row).len().min(rest.len()));
        scan.add_row(dims, row, row_cells);
        rest = after;
    }
    Some((rows, cells.len()))
}

/// The workers' units of a grid of sets of size `dims` up to `max`: rows `[lo, hi)`, the
/// largest rows first, each about [`UNIT_CELLS`] cells (rows are never split).
pub fn work_units(dims: Dims, max: u32) -> Vec<[u32; 2]> {
    let mut units = Vec::new();
    let mut hi = max + 1;
    let mut cells = 0;
    for r in (1..=max).rev() {
        cells += row_range(dims, r).len() as u64;
        if cells >= UNIT_CELLS || r == 1 {
            if cells > 0 {
                units.push([r, hi]);
            }
            hi = r;
            cells = 0;
        }
    }
    units
}

/// How far the computation of a grid of `total` sets has come.
pub fn grid_progress(done: u64, total: u64) -> Progress {
    Progress::of(done, total, "sets")
}

/// What the progress bar says as a grid of `total` sets starts.
pub fn grid_computing(total: u64) -> String {
    computing(total, "sets")
}

/// The link that opens the sequence view of `game` (a spelling without rule) under `rule`,
/// keeping the rest of `state`.
pub fn sequence_link(state: &PageState, game: &str, rule: Rule) -> String {
    state
        .change(&[
            ("view", "sequence"),
            ("game", game),
            ("rule", rule.spelling()),
        ])
        .0
        .to_query()
}

/// The name of a grid view's downloads, without extension: `nimseq-period-abc-ab40-40`.
pub fn file_stem(state: &PageState) -> String {
    let s = state.settings();
    let what = match s.colouring() {
        Colouring::Metric(m) => m.spelling(),
        Colouring::Conjecture(_) => s.test.spelling(),
    };
    let sets = match (s.dims, s.axes) {
        (Dims::Pairs, _) => "ab".to_string(),
        (Dims::Triples, Axes::Additive) => "additive".to_string(),
        (Dims::Triples, axes) => format!("abc-{}{}", axes.spelling(), s.slice),
        (Dims::Quads, _) => format!("abcd-{}-{}", s.third, s.slice),
    };
    format!("nimseq-{what}-{sets}-{}", s.max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::sweep::{sweep_rows, SweepSpec};

    /// The units the page always sent (pinned from its script's own loop): about 4,000 cells,
    /// largest rows first, every row once, a row bigger than a unit a unit alone.
    #[test]
    fn units_cover_every_row_once_largest_first() {
        assert_eq!(
            work_units(Dims::Pairs, 200),
            [[179, 201], [154, 179], [125, 154], [86, 125], [1, 86]]
        );
        let units = work_units(Dims::Triples, 300);
        assert_eq!(units.len(), 233);
        assert_eq!(units[..3], [[300, 301], [299, 300], [298, 299]]);
        assert_eq!(units[231..], [[19, 33], [1, 19]]);
        let units = work_units(Dims::Quads, 60);
        assert_eq!(units.len(), 36);
        assert_eq!(units[34..], [[17, 22], [1, 17]]);
        for w in units.windows(2) {
            assert_eq!(w[0][0], w[1][1]);
        }
        // No set at all: no unit.
        assert!(work_units(Dims::Quads, 3).is_empty());
        assert!(work_units(Dims::Pairs, 1).is_empty());
    }

    #[test]
    fn cells_travel_packed_and_fill_whole_rows() {
        let spec = SweepSpec::new(3, 20, 1 << 12, Rule::Normal).unwrap();
        let cells = sweep_rows(&spec, 10..13, |_| true).unwrap();
        let packed = pack_cells(&cells);
        assert_eq!(packed.len(), cells.len() * PACKED);
        assert_eq!(unpack_cells(&packed).unwrap(), cells);
        assert_eq!(unpack_cells(&packed[1..]), None);
        let mut grid = Grid::empty(spec);
        let mut scan = GridScan::new(spec.dims);
        assert_eq!(
            fill_packed(&mut grid, &mut scan, 10, &packed),
            Some((10..13, cells.len()))
        );
        assert!(grid.row_done(12) && !grid.row_done(13));
        // Cells that are not whole rows are refused.
        assert_eq!(fill_packed(&mut grid, &mut scan, 13, &packed[..3]), None);
        assert!(!grid.row_done(13));
        let p = grid_progress(1_200, 20_100);
        assert_eq!(p.text, "1,200 of 20,100 sets computed");
        assert_eq!(grid_computing(1_313_400), "Computing 1,313,400 sets…");
    }
}
