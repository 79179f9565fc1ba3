//! A grid's extremes in words: its top sets by period, by preperiod and by period relative to
//! the largest element, read from the grid's running scan
//! ([`GridScan::leaders`](nimseq_core::draw::GridScan::leaders)), each with the link
//! of its sequence view.

use serde::Serialize;

use nimseq_core::draw::{GridScan, Ranking};
use nimseq_core::game::{Game, Rule, SubtractionSet};
use nimseq_core::sweep::Grid;

use crate::grid::{plain_number, primitive_grid, primitive_only, sequence_link};
use crate::PageState;

/// One set among a grid's extremes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Extreme {
    /// `sub:a,b,c`.
    pub game: String,
    /// The value that ranks it, in words (`17995`, `4.210`).
    pub value: String,
    /// The link of its sequence view.
    pub query: String,
}

/// A grid's top sets by period, by preperiod and by period relative to the largest element.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Extremes {
    /// The longest periods.
    pub period: Vec<Extreme>,
    /// The longest preperiods.
    pub preperiod: Vec<Extreme>,
    /// The largest `period / max S`.
    pub relative: Vec<Extreme>,
}

/// The extremes of the cells `scan` has read, each with the link of its sequence view in
/// `state` (sets under `rule`); where `state` shows only primitive sets, those alone (the
/// page hands the scan of the primitive sets, whose leaders are all primitive).
pub fn extremes_of(scan: &GridScan, rule: Rule, state: &PageState) -> Extremes {
    let primitive = primitive_only(state);
    let words = |ranking: Ranking| -> Vec<Extreme> {
        scan.leaders(ranking)
            .iter()
            .filter(|(_, key, _)| !primitive || key.is_primitive())
            .filter_map(|(value, key, cell)| {
                let set = key.as_slice();
                let game = SubtractionSet::new(set.iter().map(|&e| u64::from(e)))
                    .ok()
                    .map(|s| Game::subtraction(s, rule).spec())?;
                let max = f64::from(*set.last().unwrap_or(&1));
                Some(Extreme {
                    value: match ranking {
                        Ranking::RelativePeriod => {
                            plain_number(&format!("{:.3}", f64::from(cell.period) / max))
                        }
                        _ => value.to_string(),
                    },
                    query: sequence_link(state, &game, rule),
                    game,
                })
            })
            .collect()
    };
    Extremes {
        period: words(Ranking::Period),
        preperiod: words(Ranking::Preperiod),
        relative: words(Ranking::RelativePeriod),
    }
}

/// The extremes of `grid` (certified cells computed so far): [`extremes_of`] its scan, or
/// that of its primitive sets where `state` shows only those.
pub fn extremes(grid: &Grid, state: &PageState) -> Extremes {
    let scan = if primitive_only(state) {
        primitive_grid(grid).1
    } else {
        GridScan::of(grid)
    };
    extremes_of(&scan, grid.spec().rule, state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::draw::LEADERS;
    use nimseq_core::sweep::sweep;

    #[test]
    fn extremes_are_the_largest_of_the_grid() {
        let (state, _) = PageState::from_query("?view=heatmap&max=40");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let e = extremes(&grid, &state);
        assert_eq!(e.period.len(), LEADERS);
        let longest = grid.iter().map(|(_, c)| c.period).max().unwrap();
        assert_eq!(e.period[0].value, longest.to_string());
        let values: Vec<u32> = e.period.iter().map(|x| x.value.parse().unwrap()).collect();
        assert!(values.windows(2).all(|w| w[0] >= w[1]));
        assert!(e.relative[0].value.parse::<f64>().unwrap() >= 1.0);
        assert!(e.preperiod[0].query.starts_with("?view=sequence&game=sub:"));
    }
}
