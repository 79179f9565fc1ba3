//! One running scan of a grid's cells ([`GridScan`]): what every picture and panel of a grid
//! reads from all of its cells, kept up to date as cells arrive, so that no new colouring,
//! slice, window or list reads the whole grid again.

use crate::draw::heatmap::choices::{category_index, metric_number, Colouring, Metric, RATIO_UNIT};
use crate::sweep::{row_sets, Cell, Dims, Grid, SetKey};
use crate::theory::sums::{PeriodSums, SetSum};

/// The metrics whose colour scale can span a whole grid.
const SCALED: [Metric; 5] = [
    Metric::Period,
    Metric::Preperiod,
    Metric::MaxValue,
    Metric::RelativePeriod,
    Metric::RelativePreperiod,
];

/// How many sets each of a grid's lists of leaders holds ([`GridScan::leaders`]).
pub const LEADERS: usize = 20;

/// What a list of a grid's leaders ranks its sets by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ranking {
    /// The certified period.
    Period,
    /// The certified preperiod.
    Preperiod,
    /// The period relative to the largest element, in [`RATIO_UNIT`]ths (rounded down).
    RelativePeriod,
}

impl Ranking {
    /// Every ranking, in the order of the lists.
    pub const ALL: [Ranking; 3] = [Ranking::Period, Ranking::Preperiod, Ranking::RelativePeriod];

    /// The number that ranks `cell` of set `key`.
    fn value(self, key: SetKey, cell: Cell) -> u64 {
        match self {
            Ranking::Period => u64::from(cell.period),
            Ranking::Preperiod => u64::from(cell.preperiod),
            Ranking::RelativePeriod => {
                let max = u64::from(*key.as_slice().last().unwrap_or(&1)).max(1);
                u64::from(cell.period) * u64::from(RATIO_UNIT) / max
            }
        }
    }
}

/// One set among a grid's leaders: the number that ranks it, the set and its cell.
pub type Leader = (u64, SetKey, Cell);

/// What pictures and panels read from every computed cell of a grid: each metric's range, the
/// count of each "which sum" category, and the [`LEADERS`] top sets of each [`Ranking`].
/// Kept up to date as cells arrive ([`GridScan::add`], [`GridScan::add_row`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridScan {
    ranges: [(u32, u32); 5],
    counts: Vec<u64>,
    /// Computed cells whose period equals several of the sums (`a + c = 2b`): ties, counted
    /// here and in none of the categories.
    ties: u64,
    /// Per ranking, largest value first, ties in increasing set order.
    leaders: [Vec<Leader>; 3],
}

impl GridScan {
    /// Nothing read yet, for sets of `dims`.
    pub fn new(dims: Dims) -> Self {
        GridScan {
            ranges: [(u32::MAX, 0); 5],
            counts: vec![0; SetSum::for_size(dims.count()).len() + 1],
            ties: 0,
            leaders: Default::default(),
        }
    }

    /// Everything computed so far of `grid`.
    pub fn of(grid: &Grid) -> Self {
        let mut scan = GridScan::new(grid.spec().dims);
        for (key, cell) in grid.iter() {
            if grid.computed(key.as_slice()).is_some() {
                scan.add(key, cell);
            }
        }
        scan
    }

    /// Reads one computed cell.
    pub fn add(&mut self, key: SetKey, cell: Cell) {
        if !cell.is_resolved() {
            return;
        }
        let set = key.as_slice();
        for (range, metric) in self.ranges.iter_mut().zip(SCALED) {
            if let Some(v) = metric_number(metric, set, cell) {
                *range = (range.0.min(v), range.1.max(v));
            }
        }
        if PeriodSums::of(set, cell.period).is_several() {
            self.ties += 1;
        } else if let Some(c) = self.counts.get_mut(category_index(set, cell.period)) {
            *c += 1;
        }
        for ranking in Ranking::ALL {
            self.rank(ranking, key, cell);
        }
    }

    /// Reads the computed cells of the row of largest element `largest` (in storage order),
    /// as [`Self::add`] on each would: the ranges from the row's least and greatest period,
    /// preperiod and largest value (each metric grows with one of them, the largest element
    /// being fixed), so without a division per cell; and a list of leaders that is full and
    /// whose last entry is above the row's best is left alone, so most rows cost a pass for
    /// their extremes and a comparison per list.
    pub fn add_row(&mut self, dims: Dims, largest: u32, cells: &[Cell]) {
        let (mut low, mut high) = ([u32::MAX; 3], [0u32; 3]);
        for (key, cell) in row_sets(dims, largest).zip(cells) {
            if !cell.is_resolved() {
                continue;
            }
            for (i, v) in [cell.period, cell.preperiod, u32::from(cell.max_value)]
                .into_iter()
                .enumerate()
            {
                low[i] = low[i].min(v);
                high[i] = high[i].max(v);
            }
            if PeriodSums::of(key.as_slice(), cell.period).is_several() {
                self.ties += 1;
            } else if let Some(c) = self
                .counts
                .get_mut(category_index(key.as_slice(), cell.period))
            {
                *c += 1;
            }
        }
        if low[0] > high[0] {
            return;
        }
        let cell = |[period, preperiod, max_value]: [u32; 3]| Cell {
            period,
            preperiod,
            max_value: max_value.min(255) as u8,
        };
        for (range, metric) in self.ranges.iter_mut().zip(SCALED) {
            let ends = [cell(low), cell(high)].map(|c| metric_number(metric, &[largest], c));
            if let [Some(lo), Some(hi)] = ends {
                *range = (range.0.min(lo), range.1.max(hi));
            }
        }
        // Each ranking grows with the period or the preperiod, the largest element being fixed.
        let top = cell(high);
        for (list, ranking) in Ranking::ALL.into_iter().enumerate() {
            let best = ranking.value(SetKey::pair(1, largest), top);
            let leaders = &self.leaders[list];
            if leaders.len() == LEADERS && leaders.last().is_some_and(|last| last.0 > best) {
                continue;
            }
            for (key, &cell) in row_sets(dims, largest).zip(cells) {
                if cell.is_resolved() {
                    self.rank(ranking, key, cell);
                }
            }
        }
    }

    /// The range of the numbers of `colouring`'s metric over the cells read (`None` for a
    /// colouring without numbers, or before any cell).
    pub(crate) fn range(&self, colouring: Colouring) -> Option<(u32, u32)> {
        let Colouring::Metric(metric) = colouring else {
            return None;
        };
        let i = SCALED.iter().position(|&m| m == metric)?;
        Some(self.ranges[i]).filter(|(lo, hi)| lo <= hi)
    }

    /// The cells read per "which sum" category (the last: none of the sums).
    pub(crate) fn counts(&self) -> &[u64] {
        &self.counts
    }

    /// The computed cells whose period equals several sums (counted in no category).
    pub(crate) fn ties(&self) -> u64 {
        self.ties
    }

    /// The top [`LEADERS`] sets read by `ranking`, largest first (ties in increasing set
    /// order).
    pub fn leaders(&self, ranking: Ranking) -> &[Leader] {
        &self.leaders[ranking as usize]
    }

    /// Puts a cell into `ranking`'s list, if it ranks there.
    fn rank(&mut self, ranking: Ranking, key: SetKey, cell: Cell) {
        let value = ranking.value(key, cell);
        let list = &mut self.leaders[ranking as usize];
        let before = |entry: &Leader| {
            entry.0 > value || (entry.0 == value && entry.1.as_slice() < key.as_slice())
        };
        if list.len() == LEADERS && list.last().is_some_and(before) {
            return;
        }
        let at = list.partition_point(before);
        list.insert(at, (value, key, cell));
        list.truncate(LEADERS);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rule;
    use crate::sweep::{sweep, SweepSpec};

    #[test]
    fn a_scan_read_row_by_row_is_the_scan_read_cell_by_cell() {
        // Unresolved cells too (a small cap), every rule, pairs and triples.
        for (dims, max, cap) in [(2, 80, 1 << 16), (2, 60, 40), (3, 40, 1 << 16), (3, 40, 60)] {
            for rule in Rule::ALL {
                let grid = sweep(&SweepSpec::new(dims, max, cap, rule).unwrap());
                let dims = grid.spec().dims;
                let mut scan = GridScan::new(dims);
                for largest in (1..=max as u32).rev() {
                    scan.add_row(dims, largest, grid.row_cells(largest).unwrap());
                }
                assert_eq!(scan, GridScan::of(&grid), "{dims:?} {max} cap {cap} {rule}");
            }
        }
    }

    #[test]
    fn a_scan_kept_as_cells_arrive_is_the_whole_grids() {
        let grid = sweep(&SweepSpec::new(3, 40, 1 << 16, Rule::Normal).unwrap());
        let mut scan = GridScan::new(Dims::Triples);
        // Rows arrive largest first, as the page's workers send them.
        for largest in (3..=40).rev() {
            for key in row_sets(Dims::Triples, largest) {
                scan.add(key, grid.get(key.as_slice()).unwrap());
            }
        }
        assert_eq!(scan, GridScan::of(&grid));
    }

    #[test]
    fn the_leaders_are_the_largest_of_the_grid() {
        let grid = sweep(&SweepSpec::new(2, 40, 1 << 16, Rule::Normal).unwrap());
        let scan = GridScan::of(&grid);
        let mut periods: Vec<u32> = grid.iter().map(|(_, c)| c.period).collect();
        periods.sort_unstable_by(|a, b| b.cmp(a));
        let leaders = scan.leaders(Ranking::Period);
        assert_eq!(leaders.len(), LEADERS);
        let shown: Vec<u32> = leaders.iter().map(|l| l.2.period).collect();
        assert_eq!(shown, periods[..LEADERS]);
        // Ties in increasing set order.
        for pair in leaders.windows(2) {
            assert!(pair[0].0 > pair[1].0 || pair[0].1.as_slice() < pair[1].1.as_slice());
        }
    }
}
