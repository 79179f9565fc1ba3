//! The record curve of a grid view: for each largest element `m`, the longest certified period
//! among the grid's sets with largest element `m`, and the sets that have it, each with the link
//! of its sequence view. The same records as `nimseq records` (its
//! [`Record`](nimseq_core::sweep::records::Record), which the tests compare), read from the cells the
//! page's workers computed.

use serde::Serialize;

use crate::grid::sequence_link;
use crate::PageState;
use nimseq_core::sweep::{row_sets, Grid};
use nimseq_core::{Game, SubtractionSet};

/// One set holding a record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordSet {
    /// The set, increasing.
    pub set: Vec<u32>,
    /// `sub:a,b,c,d` (runs spelled `a-b`).
    pub game: String,
}

/// The record of one largest element.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordPoint {
    /// The largest element `m`.
    pub max: u32,
    /// The longest certified period among the sets with largest element `m`.
    pub period: u32,
    /// Sets of that row left unresolved within the cap (the record is then a lower bound).
    pub unresolved: u64,
    /// The sets with that period (ties listed, lexicographic order).
    pub sets: Vec<RecordSet>,
    /// The link of the first set's sequence view (the point opens it; the other ties are
    /// named in its read-out).
    pub query: String,
}

/// The record of every row of `grid` computed so far that holds a certified period, smallest
/// largest element first, each with the link of its first set in `state`. The cells are read
/// twice, once for the longest period and once for the sets that have it (the longest
/// preperiods, which [`Record`](nimseq_core::sweep::records::Record) also lists with their ties, are
/// not shown here).
pub fn record_curve(grid: &Grid, state: &PageState) -> Vec<RecordPoint> {
    record_curve_rows(grid, state, 1, grid.spec().max)
}

/// [`record_curve`] of the rows `lo..=hi` alone (the page makes a big grid's curve 50 rows a
/// task, so that no task holds its main thread for long).
pub fn record_curve_rows(grid: &Grid, state: &PageState, lo: u32, hi: u32) -> Vec<RecordPoint> {
    let spec = grid.spec();
    (lo.max(1)..=hi.min(spec.max))
        .filter_map(|m| {
            let cells = grid.row_cells(m)?;
            let period = cells.iter().map(|c| c.period).max().filter(|&p| p > 0)?;
            let unresolved = cells.iter().filter(|c| !c.is_resolved()).count() as u64;
            let mut sets: Vec<RecordSet> = row_sets(spec.dims, m)
                .zip(cells)
                .filter(|(_, c)| c.period == period)
                .filter_map(|(key, _)| {
                    let set = SubtractionSet::new(key.as_slice().iter().map(|&e| u64::from(e)));
                    let game = Game::subtraction(set.ok()?, spec.rule).spec();
                    Some(RecordSet {
                        set: key.as_slice().to_vec(),
                        game,
                    })
                })
                .collect();
            // Ties in lexicographic order, as the command line lists them.
            sets.sort_unstable_by(|x, y| x.set.cmp(&y.set));
            let query = sequence_link(state, &sets.first()?.game, spec.rule);
            Some(RecordPoint {
                max: m,
                period,
                unresolved,
                sets,
                query,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::sweep::records::record_of_row;
    use nimseq_core::sweep::sweep;

    /// The curve read from a grid is `nimseq records`' own, row by row: pairs, triples and
    /// 4-element sets, with a cap small enough to leave sets unresolved.
    #[test]
    fn the_curve_is_the_records_of_the_command_line() {
        for (query, cap) in [
            ("?view=heatmap&dims=2&max=60&cap=64", 64),
            ("?view=heatmap&dims=3&max=30", 1 << 20),
            ("?view=heatmap&dims=4&max=24", 1 << 20),
        ] {
            let (state, notices) = PageState::from_query(query);
            assert!(notices.is_empty(), "{notices:?}");
            let s = state.settings();
            let grid = sweep(&s.sweep_spec().unwrap());
            let curve = record_curve(&grid, &state);
            // In pieces, the same.
            let max = s.max;
            let pieces: Vec<RecordPoint> = (0..=max / 7)
                .flat_map(|k| record_curve_rows(&grid, &state, 7 * k, 7 * k + 6))
                .collect();
            assert_eq!(pieces, curve, "{query}");
            let first = s.dims.count() as u32;
            assert_eq!(curve.first().map(|p| p.max), Some(first), "{query}");
            for point in &curve {
                let r = record_of_row(s.dims, point.max, s.grid_rule(), cap);
                assert_eq!(point.period, r.period.0, "{query} m = {}", point.max);
                assert_eq!(point.unresolved, r.unresolved, "{query}");
                let sets: Vec<&[u32]> = r.period.1.iter().map(|k| k.as_slice()).collect();
                let shown: Vec<&[u32]> = point.sets.iter().map(|x| x.set.as_slice()).collect();
                assert_eq!(shown, sets, "{query} m = {}", point.max);
                assert!(point.query.starts_with("?view=sequence&game=sub:"));
            }
        }
    }
}
