//! Record periods: for each largest element `m`, the sets of a given size with the longest
//! period and those with the longest preperiod (ties listed), from certified cells; a record
//! is certain only where no set of its row was left unresolved within the cap.

use crate::game::Rule;
use crate::sweep::shard::Shard;
use crate::sweep::{row_range, row_sets, set_count, Cell, Dims, SetKey, SweepKernel};

/// The record of one row (every set of `size` elements with largest element `max`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The largest element of the row's sets.
    pub max: u32,
    /// Sets in the row.
    pub sets: u64,
    /// Sets whose period was not certified within the cap (a record is certain only when
    /// this is 0; otherwise it is a lower bound).
    pub unresolved: u64,
    /// The longest certified period, and the sets that have it (lexicographic order).
    pub period: (u32, Vec<SetKey>),
    /// The longest certified preperiod, and the sets that have it.
    pub preperiod: (u32, Vec<SetKey>),
}

impl Record {
    /// A record of no sets yet.
    pub fn empty(max: u32) -> Self {
        Record {
            max,
            sets: 0,
            unresolved: 0,
            period: (0, Vec::new()),
            preperiod: (0, Vec::new()),
        }
    }

    /// The record of the row of `dims` with largest element `max` from its computed cells, in
    /// storage order (as a [`Grid`](crate::sweep::Grid) holds them): the page's record curve
    /// reads its grid's rows so, and [`record_of_row`] computes them so.
    pub fn of_cells(dims: Dims, max: u32, cells: &[Cell]) -> Record {
        let mut record = Record::empty(max);
        for (set, &cell) in row_sets(dims, max).zip(cells) {
            record.add(set, cell);
        }
        record.settle()
    }

    /// Counts `set` with its cell.
    pub fn add(&mut self, set: SetKey, cell: Cell) {
        self.sets += 1;
        if !cell.is_resolved() {
            self.unresolved += 1;
            return;
        }
        keep_longest(&mut self.period, cell.period, set);
        keep_longest(&mut self.preperiod, cell.preperiod, set);
    }

    /// The record of the sets of both (of the same row).
    pub fn join(mut self, other: Record) -> Record {
        self.sets += other.sets;
        self.unresolved += other.unresolved;
        join_longest(&mut self.period, other.period);
        join_longest(&mut self.preperiod, other.preperiod);
        self
    }

    /// Sorts the tied sets (lexicographic order).
    pub(crate) fn settle(mut self) -> Record {
        self.period
            .1
            .sort_unstable_by(|x, y| x.as_slice().cmp(y.as_slice()));
        self.preperiod
            .1
            .sort_unstable_by(|x, y| x.as_slice().cmp(y.as_slice()));
        self
    }
}

fn keep_longest(best: &mut (u32, Vec<SetKey>), value: u32, set: SetKey) {
    if value > best.0 || best.1.is_empty() {
        *best = (value, vec![set]);
    } else if value == best.0 {
        best.1.push(set);
    }
}

fn join_longest(best: &mut (u32, Vec<SetKey>), other: (u32, Vec<SetKey>)) {
    if other.1.is_empty() {
        return;
    }
    if best.1.is_empty() || other.0 > best.0 {
        *best = other;
    } else if other.0 == best.0 {
        best.1.extend(other.1);
    }
}

/// The record of the row of `dims` with largest element `max`, under `rule` within `cap`
/// values per set, using every core when the platform has threads.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{record_of_row, Dims};
/// use nimseq_core::game::Rule;
/// let r = record_of_row(Dims::Triples, 7, Rule::Normal, 1 << 16);
/// assert_eq!((r.sets, r.unresolved), (15, 0));
/// let sets: Vec<Vec<u32>> = r.period.1.iter().map(|k| k.as_slice().to_vec()).collect();
/// assert_eq!((r.period.0, sets), (22, vec![vec![2, 5, 7]]));
/// ```
pub fn record_of_row(dims: Dims, max: u32, rule: Rule, cap: u32) -> Record {
    let sets: Vec<SetKey> = row_sets(dims, max).collect();
    let fold = |kernel: &mut SweepKernel, chunk: &[SetKey]| {
        let mut record = Record::empty(max);
        for &set in chunk {
            record.add(set, kernel.cell(set.as_slice(), rule, cap));
        }
        record
    };
    #[cfg(not(target_arch = "wasm32"))]
    let record = {
        use rayon::prelude::*;
        sets.par_chunks(256)
            .map_init(SweepKernel::new, fold)
            .reduce(|| Record::empty(max), Record::join)
    };
    #[cfg(target_arch = "wasm32")]
    let record = fold(&mut SweepKernel::new(), &sets);
    record.settle()
}

/// The rows (largest elements) of shard `shard` of a table of records up to `max`: the rows
/// whose first set falls in the shard's piece of all the sets (colexicographic order), so that
/// the shards hold about equal numbers of sets and, in order, every row from the first that
/// holds a set (`m = size`) once.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{shard_rows, Dims, Shard};
/// let rows: Vec<_> = (1..=3).map(|k| shard_rows(Dims::Triples, 30, Shard { index: k, count: 3 })).collect();
/// assert_eq!(rows[0].start, 3);
/// assert_eq!(rows[0].end, rows[1].start);
/// assert_eq!(rows[2].end, 31);
/// ```
pub fn shard_rows(dims: Dims, max: u32, shard: Shard) -> std::ops::Range<u32> {
    let total = set_count(dims, max);
    let first = dims.count() as u32;
    // The first row whose first set is at or past `rank`.
    let row_at = |rank: u64| {
        (first..=max)
            .find(|&m| row_range(dims, m).start as u64 >= rank)
            .unwrap_or(max + 1)
    };
    let start = if shard.index == 1 {
        first.min(max + 1)
    } else {
        row_at(total * (shard.index - 1) / shard.count)
    };
    let end = if shard.index == shard.count {
        max + 1
    } else {
        row_at(total * shard.index / shard.count)
    };
    start..end.max(start)
}

/// The CSV header of a table of records.
pub const RECORDS_CSV_HEADER: &str =
    "max,sets,unresolved,longest_period,period_sets,longest_preperiod,preperiod_sets";

/// The CSV row of a record (with its newline): the tied sets in quotes, as `{1,4,7} {2,5,7}`;
/// the longest period and preperiod empty when no set of the row was resolved.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{record_of_row, records_csv_row};
/// use nimseq_core::{game::Rule, sweep::Dims};
/// let row = records_csv_row(&record_of_row(Dims::Pairs, 5, Rule::Normal, 1 << 16));
/// assert_eq!(row, "5,4,0,9,\"{4,5}\",0,\"{1,5} {2,5} {3,5} {4,5}\"\n");
/// ```
pub fn records_csv_row(record: &Record) -> String {
    let sets = |list: &[SetKey]| {
        list.iter()
            .map(|k| {
                let parts: Vec<String> = k.as_slice().iter().map(u32::to_string).collect();
                format!("{{{}}}", parts.join(","))
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let longest = |best: &(u32, Vec<SetKey>)| {
        if best.1.is_empty() {
            ",\"\"".to_string()
        } else {
            format!("{},\"{}\"", best.0, sets(&best.1))
        }
    };
    format!(
        "{},{},{},{},{}\n",
        record.max,
        record.sets,
        record.unresolved,
        longest(&record.period),
        longest(&record.preperiod)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::cell_for;

    /// The record of a row found plainly: every set's cell from the general path.
    fn plain(dims: Dims, max: u32, rule: Rule, cap: u32) -> Record {
        let mut record = Record::empty(max);
        for set in row_sets(dims, max) {
            record.add(set, cell_for(set.as_slice(), rule, cap));
        }
        record.settle()
    }

    #[test]
    fn records_are_those_of_the_general_path() {
        for (dims, top) in [(Dims::Pairs, 40), (Dims::Triples, 24), (Dims::Quads, 14)] {
            for rule in Rule::ALL {
                for max in 1..=top {
                    assert_eq!(
                        record_of_row(dims, max, rule, 1 << 16),
                        plain(dims, max, rule, 1 << 16),
                        "{dims:?} {max} {rule}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_small_cap_counts_unresolved_sets() {
        let r = record_of_row(Dims::Triples, 7, Rule::Normal, 20);
        assert!(r.unresolved > 0);
        assert_eq!(r, plain(Dims::Triples, 7, Rule::Normal, 20));
        // {2, 5, 7} (period 22) is unresolved, so it is not the record.
        assert!(r.period.0 < 22);
    }

    #[test]
    fn shards_cover_every_row_once() {
        for dims in Dims::ALL {
            for max in [0, 3, 4, 5, 17, 60] {
                for count in [1, 2, 3, 7, 40] {
                    let rows: Vec<u32> = (1..=count)
                        .flat_map(|index| shard_rows(dims, max, Shard { index, count }))
                        .collect();
                    let all: Vec<u32> = (dims.count() as u32..=max).collect();
                    assert_eq!(rows, all, "{dims:?} {max} {count}");
                }
            }
        }
    }

    #[test]
    fn joining_keeps_every_tie() {
        let mut a = Record::empty(9);
        let mut b = Record::empty(9);
        let cell = |period| Cell {
            preperiod: 0,
            period,
            max_value: 1,
        };
        a.add(SetKey::pair(1, 9), cell(10));
        a.add(SetKey::pair(2, 9), cell(4));
        b.add(SetKey::pair(3, 9), cell(10));
        b.add(SetKey::pair(4, 9), Cell::unresolved());
        let joined = a.clone().join(b.clone()).settle();
        assert_eq!(joined.sets, 4);
        assert_eq!(joined.unresolved, 1);
        assert_eq!(
            joined.period,
            (10, vec![SetKey::pair(1, 9), SetKey::pair(3, 9)])
        );
        assert_eq!(joined.preperiod.1.len(), 3);
        assert_eq!(b.join(a).settle(), joined);
    }
}
