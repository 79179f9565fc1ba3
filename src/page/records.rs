//! The record curve of a grid view: for each largest element `m`, the longest certified period
//! among the grid's sets with largest element `m`, and the sets that have it, each with the link
//! of its sequence view. The same records as `nimseq records` (its [`Record`]), read from the
//! cells the page's workers computed.

use serde::Serialize;

use crate::page::heatmap::sequence_link;
use crate::page::PageState;
use crate::sweep::records::Record;
use crate::sweep::{row_sets, Grid};
use crate::{Game, SubtractionSet};

/// One set holding a record, with its link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordSet {
    /// The set, increasing.
    pub set: Vec<u32>,
    /// `sub:a,b,c,d` (runs spelled `a-b`).
    pub game: String,
    /// The link of its sequence view.
    pub query: String,
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
}

/// The record of every row of `grid` computed so far that holds a certified period, smallest
/// largest element first, each set with its link in `state`.
pub fn record_curve(grid: &Grid, state: &PageState) -> Vec<RecordPoint> {
    let spec = grid.spec();
    (1..=spec.max)
        .filter_map(|m| {
            let cells = grid.row_cells(m)?;
            let mut record = Record::empty(m);
            for (key, &cell) in row_sets(spec.dims, m).zip(cells) {
                record.add(key, cell);
            }
            let record = record.settle();
            (!record.period.1.is_empty()).then_some(record)
        })
        .map(|r| RecordPoint {
            max: r.max,
            period: r.period.0,
            unresolved: r.unresolved,
            sets: r
                .period
                .1
                .iter()
                .filter_map(|key| {
                    let set = SubtractionSet::new(key.as_slice().iter().map(|&e| u64::from(e)));
                    let game = Game::subtraction(set.ok()?, spec.rule).spec();
                    Some(RecordSet {
                        set: key.as_slice().to_vec(),
                        query: sequence_link(state, &game, spec.rule),
                        game,
                    })
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::records::record_of_row;
    use crate::sweep::sweep;

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
            let first = s.dims.count() as u32;
            assert_eq!(curve.first().map(|p| p.max), Some(first), "{query}");
            for point in &curve {
                let r = record_of_row(s.dims, point.max, s.grid_rule(), cap);
                assert_eq!(point.period, r.period.0, "{query} m = {}", point.max);
                assert_eq!(point.unresolved, r.unresolved, "{query}");
                let sets: Vec<&[u32]> = r.period.1.iter().map(|k| k.as_slice()).collect();
                let shown: Vec<&[u32]> = point.sets.iter().map(|x| x.set.as_slice()).collect();
                assert_eq!(shown, sets, "{query} m = {}", point.max);
                assert!(point.sets[0].query.starts_with("?view=sequence&game=sub:"));
            }
        }
    }
}
