//! What the two grid views (the heatmap and the conjectures) share of a grid of subtraction
//! sets: the link that opens a set's sequence view, the name of their downloads, the workers'
//! units of rows and the cells they send back, the grid's extremes ([`extremes`]), its record
//! curve ([`records`]), the picture of its map as the page paints it ([`picture`]) and the
//! arithmetic of moving about the map ([`window`]).

use std::ops::Range;

use nimseq_core::draw::Axes;
use nimseq_core::draw::{Colouring, GridScan};
use nimseq_core::game::Rule;
use nimseq_core::sweep::{row_range, row_sets, Cell, Dims, Grid};
use nimseq_core::words::decimal;

use crate::state::names::{Named, View};
use crate::texts::t;
use crate::words::Progress;
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

/// The cells of the row of largest element `largest` of a grid of sets of size `dims` (in
/// storage order) with every set that is not primitive (its elements have a common divisor
/// above 1) left unresolved: what a view showing only primitive sets reads, so that those
/// sets count for no scale, count, leader or record.
pub fn primitive_row(dims: Dims, largest: u32, cells: &[Cell]) -> Vec<Cell> {
    row_sets(dims, largest)
        .zip(cells)
        .map(|(key, &cell)| {
            if key.is_primitive() {
                cell
            } else {
                Cell::unresolved()
            }
        })
        .collect()
}

/// `grid` with only its primitive sets computed (the others left unresolved, see
/// [`primitive_row`]), every row done in `grid` done in it, and its scan.
pub fn primitive_grid(grid: &Grid) -> (Grid, GridScan) {
    let spec = *grid.spec();
    let mut masked = Grid::empty(spec);
    let mut scan = GridScan::new(spec.dims);
    for row in 1..=spec.max {
        add_primitive_row(&mut masked, &mut scan, grid, row);
    }
    (masked, scan)
}

/// Copies row `row` of `grid`, if it is done, into `masked` and `scan` with only its
/// primitive sets (see [`primitive_grid`]).
pub fn add_primitive_row(masked: &mut Grid, scan: &mut GridScan, grid: &Grid, row: u32) {
    let dims = grid.spec().dims;
    if let Some(cells) = grid.row_cells(row) {
        let cells = primitive_row(dims, row, cells);
        if masked.fill_rows(row, &cells).is_some() {
            scan.add_row(dims, row, &cells);
        }
    }
}

/// What the read-out says of a set that is not primitive: `{2, 4, 6} = 2·{1, 2, 3}: not
/// primitive (gcd 2), not shown`; `None` for a primitive set.
pub fn not_primitive(set: &[u32]) -> Option<String> {
    let gcd = set.iter().fold(0, |g, &e| gcd(g, e));
    if gcd <= 1 {
        return None;
    }
    let spell = |set: &mut dyn Iterator<Item = u32>| {
        let names: Vec<String> = set.map(|e| e.to_string()).collect();
        format!("{{{}}}", names.join(", "))
    };
    Some(t!(
        "grid-not-primitive",
        set = spell(&mut set.iter().copied()),
        gcd = gcd.to_string(),
        reduced = spell(&mut set.iter().map(|&e| e / gcd))
    ))
}

/// `number` (written with `.` as its decimal sign and without grouping, as Rust writes it:
/// `1274.5`) with the decimal sign of the current language, still without grouping (`1274,5` in
/// German): the numbers English writes plainly, such as ratios and scales.
pub(crate) fn plain_number(number: &str) -> String {
    let sign = decimal(0.5, 1).chars().nth(1).unwrap_or('.');
    number.replace('.', sign.encode_utf8(&mut [0; 4]))
}

/// The greatest common divisor of `a` and `b`.
fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Whether `state` shows only primitive sets: its `primitive`, in the heatmap (the conjecture
/// view shares the grid and shows every set).
pub fn primitive_only(state: &PageState) -> bool {
    let s = state.settings();
    s.primitive && s.view == View::Heatmap
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

/// How far the computation of a grid of `total` sets has come: `1,200 of 20,100 sets
/// computed`.
pub fn grid_progress(done: u64, total: u64) -> Progress {
    Progress {
        fraction: done as f64 / total as f64,
        text: t!("grid-progress", done = done, total = total),
    }
}

/// What the progress bar says as a grid of `total` sets starts: `Computing 20,100 sets…`.
pub fn grid_computing(total: u64) -> String {
    t!("grid-computing", count = total)
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
    use nimseq_core::draw::{Heatmap, Metric, Picture, Scale};
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

    /// The link's `primitive` goes there and back; off by default and not written then.
    #[test]
    fn primitive_round_trips_in_the_link() {
        let (state, notices) = PageState::from_query("?view=heatmap&max=30&primitive=1");
        assert!(notices.is_empty(), "{notices:?}");
        assert!(state.settings().primitive);
        let query = state.to_query();
        assert!(query.contains("primitive=1"), "{query}");
        let (again, _) = PageState::from_query(&query);
        assert!(again.settings().primitive);
        let (off, notices) = PageState::from_query("?view=heatmap&max=30&primitive=0");
        assert!(notices.is_empty(), "{notices:?}");
        assert!(!off.settings().primitive);
        let (default, _) = PageState::from_query("?view=heatmap&max=30");
        assert!(!default.settings().primitive);
        assert!(
            !default.to_query().contains("primitive"),
            "{}",
            default.to_query()
        );
        // A word that is not a switch is refused with a notice.
        let (_, notices) = PageState::from_query("?view=heatmap&max=30&primitive=maybe");
        assert!(!notices.is_empty());
        // The form offers it as a switch.
        let link = crate::Link::new(&state, vec![]);
        assert_eq!(link.fields["primitive"].value, "1");
    }

    /// The grid of primitive sets is the whole grid with every other set unresolved, its
    /// scan the scan of the primitive cells alone (read one by one), and the read-out names
    /// the divisor.
    #[test]
    fn primitive_grids_keep_only_sets_with_gcd_one() {
        for dims in [2, 3, 4] {
            let max = [0, 0, 60, 24, 16][dims as usize];
            let spec = SweepSpec::new(dims, max, 1 << 16, Rule::Normal).unwrap();
            let grid = nimseq_core::sweep::sweep(&spec);
            let (masked, scan) = primitive_grid(&grid);
            let mut by_hand = GridScan::new(spec.dims);
            let mut kept = 0;
            for (key, cell) in grid.iter() {
                let gcd = key.as_slice().iter().fold(0, |g, &e| gcd(g, e));
                let got = masked.get(key.as_slice()).unwrap();
                if gcd == 1 {
                    assert_eq!(got, cell, "{key:?}");
                    by_hand.add(key, cell);
                    kept += 1;
                } else {
                    assert!(!got.is_resolved(), "{key:?}");
                }
            }
            assert!(kept > 0 && kept < grid.len());
            assert!(masked.is_complete());
            // The same scan as reading the primitive cells one by one: counts, leaders.
            let filled = Heatmap::from_grid_with(
                &masked,
                &Picture::of_metric(Metric::Sum, Scale::Auto, Axes::Ab, max as u32),
                &scan,
            );
            let hand = Heatmap::from_grid_with(
                &masked,
                &Picture::of_metric(Metric::Sum, Scale::Auto, Axes::Ab, max as u32),
                &by_hand,
            );
            assert_eq!(filled.grid_counts(), hand.grid_counts());
            assert_eq!(
                filled.grid_counts().iter().sum::<u64>() + filled.grid_ties(),
                kept as u64,
                "every primitive set counted once, dims {dims}"
            );
            for ranking in nimseq_core::draw::Ranking::ALL {
                assert_eq!(scan.leaders(ranking), by_hand.leaders(ranking));
                assert!(scan
                    .leaders(ranking)
                    .iter()
                    .all(|(_, k, _)| k.is_primitive()));
            }
        }
        assert_eq!(
            not_primitive(&[2, 4, 6]).as_deref(),
            Some("{2, 4, 6} = 2·{1, 2, 3}: not primitive (gcd 2), not shown")
        );
        assert_eq!(
            not_primitive(&[6, 9]).as_deref(),
            Some("{6, 9} = 3·{2, 3}: not primitive (gcd 3), not shown")
        );
        assert_eq!(not_primitive(&[6, 10, 15]), None);
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

    /// The grid's progress and its read-outs where no set is shown, in German and French.
    #[test]
    fn the_grid_speaks_german_and_french() {
        use nimseq_core::words::{with_language, Lang};
        let words = || {
            [
                grid_progress(1_200, 20_100).text,
                grid_computing(1_313_400),
                grid_computing(1),
                not_primitive(&[2, 4, 6]).unwrap(),
                crate::grid::window::not_a_set(7, 2),
            ]
            .join("\n")
        };
        assert_eq!(
            crate::grid::window::not_a_set(7, 2),
            "(7, 2): not a set of this grid"
        );
        assert_eq!(
            with_language(Lang::De, words),
            "1.200 von 20.100 Mengen berechnet\n1.313.400 Mengen werden berechnet…\n1 Menge wird berechnet…\n{2, 4, 6} = 2·{1, 2, 3}: nicht primitiv (ggT 2), nicht gezeigt\n(7, 2): keine Menge dieses Rasters"
        );
        let french = with_language(Lang::Fr, words);
        assert!(french.starts_with("1\u{202f}200 ensembles calculés sur 20\u{202f}100\nCalcul de 1\u{202f}313\u{202f}400 ensembles…\nCalcul de 1 ensemble…"), "{french}");
        for word in [
            "sets",
            "computed",
            "Computing",
            "not primitive",
            "not shown",
            "not a set",
        ] {
            assert!(!french.contains(word), "“{word}” in {french}");
        }
    }
}
