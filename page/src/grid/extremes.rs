//! A grid's extremes: its top sets by period, by preperiod and by period relative to the
//! largest element, kept up to date as cells arrive.

use serde::Serialize;

use nimseq_core::draw::heatmap::RATIO_UNIT;
use nimseq_core::sweep::{Cell, Dims, Grid, SetKey};
use nimseq_core::{Game, Rule, SubtractionSet};

use crate::grid::sequence_link;
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

/// How many sets each list of extremes names.
pub const EXTREMES: usize = 20;

/// The top [`EXTREMES`] sets of a grid by period, by preperiod and by period relative to the
/// largest element, kept up to date as cells arrive ([`Leaders::add`]: a comparison with the
/// last of each list for most cells), so the extremes panel never reads the whole grid.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Leaders {
    /// Per ranking, `(value, set, cell)`, largest value first, ties in increasing set order.
    lists: [Vec<(u64, SetKey, Cell)>; 3],
}

impl Leaders {
    /// The leaders of every certified cell computed so far of `grid`.
    pub fn of(grid: &Grid) -> Self {
        let mut leaders = Leaders::default();
        for (key, cell) in grid.iter() {
            if grid.computed(key.as_slice()).is_some() {
                leaders.add(key, cell);
            }
        }
        leaders
    }

    /// Takes one computed cell into account.
    pub fn add(&mut self, key: SetKey, cell: Cell) {
        if !cell.is_resolved() {
            return;
        }
        for i in 0..self.lists.len() {
            self.insert(i, Self::value(i, key, cell), key, cell);
        }
    }

    /// Takes the computed cells of the row of largest element `largest` (in storage order)
    /// into account, as [`Self::add`] on each would: a list that is full and whose last entry
    /// is above the row's largest value for it is left alone, so most rows cost a pass for
    /// their maxima and three comparisons.
    pub fn add_row(&mut self, dims: Dims, largest: u32, cells: &[Cell]) {
        let resolved = || cells.iter().filter(|c| c.is_resolved());
        let (Some(period), Some(preperiod)) = (
            resolved().map(|c| c.period).max(),
            resolved().map(|c| c.preperiod).max(),
        ) else {
            return;
        };
        // Each value grows with the period or the preperiod, the largest element being fixed.
        let top = Cell {
            period,
            preperiod,
            max_value: 0,
        };
        for i in 0..self.lists.len() {
            let top = Self::value(i, SetKey::pair(1, largest), top);
            let list = &self.lists[i];
            if list.len() == EXTREMES && list.last().is_some_and(|last| last.0 > top) {
                continue;
            }
            for (key, &cell) in nimseq_core::sweep::row_sets(dims, largest).zip(cells) {
                if cell.is_resolved() {
                    self.insert(i, Self::value(i, key, cell), key, cell);
                }
            }
        }
    }

    /// What list `i` ranks cells by: the period, the preperiod, or the period relative to the
    /// largest element.
    fn value(i: usize, key: SetKey, cell: Cell) -> u64 {
        match i {
            0 => u64::from(cell.period),
            1 => u64::from(cell.preperiod),
            _ => {
                let max = u64::from(*key.as_slice().last().unwrap_or(&1)).max(1);
                u64::from(cell.period) * u64::from(RATIO_UNIT) / max
            }
        }
    }

    /// Puts a cell with `value` into list `i`, if it ranks there.
    fn insert(&mut self, i: usize, value: u64, key: SetKey, cell: Cell) {
        let list = &mut self.lists[i];
        let before = |entry: &(u64, SetKey, Cell)| {
            entry.0 > value || (entry.0 == value && entry.1.as_slice() < key.as_slice())
        };
        if list.len() == EXTREMES && list.last().is_some_and(before) {
            return;
        }
        let at = list.partition_point(before);
        list.insert(at, (value, key, cell));
        list.truncate(EXTREMES);
    }

    /// The extremes in words, each with the link of its sequence view in `state` (sets under
    /// `rule`).
    pub fn extremes(&self, rule: Rule, state: &PageState) -> Extremes {
        let words = |i: usize| -> Vec<Extreme> {
            self.lists[i]
                .iter()
                .filter_map(|(value, key, cell)| {
                    let set = key.as_slice();
                    let game = SubtractionSet::new(set.iter().map(|&e| u64::from(e)))
                        .ok()
                        .map(|s| Game::subtraction(s, rule).spec())?;
                    let max = f64::from(*set.last().unwrap_or(&1));
                    Some(Extreme {
                        value: match i {
                            2 => format!("{:.3}", f64::from(cell.period) / max),
                            _ => value.to_string(),
                        },
                        query: sequence_link(state, &game, rule),
                        game,
                    })
                })
                .collect()
        };
        Extremes {
            period: words(0),
            preperiod: words(1),
            relative: words(2),
        }
    }
}

/// The top [`EXTREMES`] sets of `grid` (certified cells computed so far) by period, preperiod
/// and period relative to the largest element, largest first (ties in increasing set order).
pub fn extremes(grid: &Grid, state: &PageState) -> Extremes {
    Leaders::of(grid).extremes(grid.spec().rule, state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::sweep::{sweep, SweepSpec};

    #[test]
    fn extremes_are_the_largest_of_the_grid() {
        let (state, _) = PageState::from_query("?view=heatmap&max=40");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let e = extremes(&grid, &state);
        assert_eq!(e.period.len(), EXTREMES);
        let longest = grid.iter().map(|(_, c)| c.period).max().unwrap();
        assert_eq!(e.period[0].value, longest.to_string());
        let values: Vec<u32> = e.period.iter().map(|x| x.value.parse().unwrap()).collect();
        assert!(values.windows(2).all(|w| w[0] >= w[1]));
        assert!(e.relative[0].value.parse::<f64>().unwrap() >= 1.0);
        assert!(e.preperiod[0].query.starts_with("?view=sequence&game=sub:"));
    }

    #[test]
    fn leaders_taken_row_by_row_are_those_taken_cell_by_cell() {
        for (dims, max, cap) in [(2, 80, 1 << 16), (3, 40, 1 << 16), (3, 40, 60)] {
            for rule in Rule::ALL {
                let grid = sweep(&SweepSpec::new(dims, max, cap, rule).unwrap());
                let dims = grid.spec().dims;
                let mut leaders = Leaders::default();
                for largest in (1..=max as u32).rev() {
                    leaders.add_row(dims, largest, grid.row_cells(largest).unwrap());
                }
                assert_eq!(
                    leaders,
                    Leaders::of(&grid),
                    "{dims:?} {max} cap {cap} {rule}"
                );
            }
        }
    }

    #[test]
    fn leaders_kept_as_cells_arrive_are_those_of_the_whole_grid() {
        let grid = sweep(&SweepSpec::new(3, 40, 1 << 16, Rule::Normal).unwrap());
        let mut leaders = Leaders::default();
        // Rows arrive largest first, as the page's workers send them.
        for largest in (3..=40).rev() {
            for key in nimseq_core::sweep::row_sets(Dims::Triples, largest) {
                leaders.add(key, grid.get(key.as_slice()).unwrap());
            }
        }
        assert_eq!(leaders, Leaders::of(&grid));
        let state = PageState::default();
        let e = leaders.extremes(Rule::Normal, &state);
        let mut periods: Vec<u32> = grid.iter().map(|(_, c)| c.period).collect();
        periods.sort_unstable_by(|a, b| b.cmp(a));
        let shown: Vec<u32> = e.period.iter().map(|x| x.value.parse().unwrap()).collect();
        assert_eq!(shown, periods[..EXTREMES]);
    }
}
