//! Record periods: for each largest element `m`, the sets of a given size with the longest
//! period and those with the longest preperiod (ties listed), from certified cells; a record
//! is certain only where no set of its row was left unresolved within the cap, otherwise it
//! is a lower bound. With [`Cap::Auto`] (the command line's default) a set left unresolved
//! within the base cap is computed again within [`AUTO_CAP_BOUND`], so that a default table
//! certifies its rows; with `primitive`, only sets whose elements have greatest common
//! divisor 1 count (a set `g · S` spreads out the sequence of `S`).

use crate::error::{GameError, Limit};
use crate::game::{parse_count, Rule};
use crate::limits::{self, MAX_CAP, MAX_GRID_PAIRS};
use crate::sweep::shard::Shard;
use crate::sweep::{row_range, row_sets, set_count, Cell, Dims, SetKey, SweepKernel, DEFAULT_CAP};

/// The most values per set [`Cap::AUTO`] computes for a set left unresolved within
/// [`DEFAULT_CAP`]: 2^24, the largest cap the command line takes (enough to certify every
/// row of 4-element sets up to `max S = 96`, whose record period is 5,756,171).
pub const AUTO_CAP_BOUND: u32 = MAX_CAP as u32;

/// The most unresolved sets a record names ([`Record::unresolved_sets`]): the first in
/// lexicographic order; [`Record::unresolved`] counts them all.
pub const NAMED_UNRESOLVED: usize = 8;

/// How many values per set a table of records computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cap {
    /// Every set within this many values (a row with unresolved sets gives lower bounds).
    Fixed(u32),
    /// Every set within `base` values, and each set left unresolved so within `bound`.
    Auto {
        /// The cap every set is computed within first.
        base: u32,
        /// The cap an unresolved set is computed within again.
        bound: u32,
    },
}

impl Cap {
    /// The command line's default: [`DEFAULT_CAP`], extended to [`AUTO_CAP_BOUND`].
    pub const AUTO: Cap = Cap::Auto {
        base: DEFAULT_CAP,
        bound: AUTO_CAP_BOUND,
    };

    /// The cap the command line's `--cap` asks for: `auto` ([`Cap::AUTO`]) or a number of
    /// values (`2^20` style allowed; 0 is read as 1).
    ///
    /// # Errors
    /// A number that is none or beyond [`MAX_CAP`].
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::sweep::Cap;
    /// assert_eq!(Cap::read(" Auto ")?, Cap::AUTO);
    /// assert_eq!(Cap::read("2^10")?, Cap::Fixed(1024));
    /// assert!(Cap::read("2^30").is_err());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn read(text: &str) -> Result<Cap, GameError> {
        if text.trim().eq_ignore_ascii_case("auto") {
            Ok(Cap::AUTO)
        } else {
            Ok(Cap::Fixed(
                parse_count(text, Limit::Cap, MAX_CAP)?.max(1) as u32
            ))
        }
    }

    /// The most values a set is computed within.
    pub fn bound(self) -> u32 {
        match self {
            Cap::Fixed(cap) => cap,
            Cap::Auto { base, bound } => base.max(bound),
        }
    }
}

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
    /// The unresolved sets, the first [`NAMED_UNRESOLVED`] in lexicographic order (those a
    /// larger cap would have to settle before the lower bound is a record).
    pub unresolved_sets: Vec<SetKey>,
    /// The longest certified period, and the sets that have it (lexicographic order).
    pub period: (u32, Vec<SetKey>),
    /// The longest certified preperiod, and the sets that have it.
    pub preperiod: (u32, Vec<SetKey>),
    /// The largest cap a set of the row was computed within (with [`Cap::Auto`], the bound
    /// once a set needed it); 0 when not known (a record made from a grid's cells).
    pub cap: u32,
}

impl Record {
    /// A record of no sets yet.
    pub fn empty(max: u32) -> Self {
        Record {
            max,
            sets: 0,
            unresolved: 0,
            unresolved_sets: Vec::new(),
            period: (0, Vec::new()),
            preperiod: (0, Vec::new()),
            cap: 0,
        }
    }

    /// Whether the record is only a lower bound: sets of its row were left unresolved.
    pub fn is_lower_bound(&self) -> bool {
        self.unresolved > 0
    }

    /// For a lower bound, the next cap to try, twice the one its unresolved sets were left
    /// unresolved within (`None` for a certain record, or when that cap is not known).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::sweep::{record_of_row, Dims};
    /// use nimseq_core::game::Rule;
    /// let r = record_of_row(Dims::Triples, 7, Rule::Normal, 20);
    /// assert!(r.is_lower_bound());
    /// assert_eq!(r.settle_cap(), Some(40));
    /// assert_eq!(record_of_row(Dims::Triples, 7, Rule::Normal, 1 << 10).settle_cap(), None);
    /// ```
    pub fn settle_cap(&self) -> Option<u64> {
        (self.is_lower_bound() && self.cap > 0).then(|| 2 * u64::from(self.cap))
    }

    /// The record of the row of `dims` with largest element `max` from its computed cells, in
    /// storage order (as a [`Grid`](crate::sweep::Grid) holds them): the page's record curve
    /// reads its grid's rows so, and [`record_of_row`] computes them so.
    pub fn of_cells(dims: Dims, max: u32, cells: &[Cell]) -> Record {
        Record::of_cells_where(dims, max, cells, false)
    }

    /// [`Record::of_cells`], of the row's primitive sets alone when `primitive` (the others
    /// are not counted).
    pub fn of_cells_where(dims: Dims, max: u32, cells: &[Cell], primitive: bool) -> Record {
        let mut record = Record::empty(max);
        for (set, &cell) in row_sets(dims, max).zip(cells) {
            if !primitive || set.is_primitive() {
                record.add(set, cell);
            }
        }
        record.settle()
    }

    /// Counts `set` with its cell.
    pub fn add(&mut self, set: SetKey, cell: Cell) {
        self.sets += 1;
        if !cell.is_resolved() {
            self.unresolved += 1;
            self.unresolved_sets.push(set);
            if self.unresolved_sets.len() >= 4 * NAMED_UNRESOLVED {
                keep_first_named(&mut self.unresolved_sets);
            }
            return;
        }
        keep_longest(&mut self.period, cell.period, set);
        keep_longest(&mut self.preperiod, cell.preperiod, set);
    }

    /// The record of the sets of both (of the same row).
    pub fn join(mut self, other: Record) -> Record {
        self.cap = self.cap.max(other.cap);
        self.sets += other.sets;
        self.unresolved += other.unresolved;
        self.unresolved_sets.extend(other.unresolved_sets);
        keep_first_named(&mut self.unresolved_sets);
        join_longest(&mut self.period, other.period);
        join_longest(&mut self.preperiod, other.preperiod);
        self
    }

    /// Sorts the tied sets (lexicographic order) and keeps the first unresolved sets.
    pub(crate) fn settle(mut self) -> Record {
        keep_first_named(&mut self.unresolved_sets);
        self.period
            .1
            .sort_unstable_by(|x, y| x.as_slice().cmp(y.as_slice()));
        self.preperiod
            .1
            .sort_unstable_by(|x, y| x.as_slice().cmp(y.as_slice()));
        self
    }
}

/// The first [`NAMED_UNRESOLVED`] of `sets` in lexicographic order, the rest dropped.
fn keep_first_named(sets: &mut Vec<SetKey>) {
    sets.sort_unstable_by(|x, y| x.as_slice().cmp(y.as_slice()));
    sets.dedup();
    sets.truncate(NAMED_UNRESOLVED);
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
    record_of_row_within(dims, max, rule, Cap::Fixed(cap), false)
}

/// The record of the row of `dims` with largest element `max` under `rule`, each set computed
/// within `cap` (with [`Cap::Auto`], a set left unresolved within the base cap is computed again
/// within the bound), of the primitive sets alone (greatest common divisor 1) when
/// `primitive`; using every core when the platform has threads.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{record_of_row_within, Cap, Dims};
/// use nimseq_core::game::Rule;
/// // Within 20 values {2, 5, 7} (period 22) is unresolved; extended to 2^10 it is the record.
/// let auto = Cap::Auto { base: 20, bound: 1 << 10 };
/// let r = record_of_row_within(Dims::Triples, 7, Rule::Normal, auto, false);
/// assert_eq!((r.sets, r.unresolved, r.period.0, r.cap), (15, 0, 22, 1 << 10));
/// // Only sets with greatest common divisor 1.
/// let p = record_of_row_within(Dims::Triples, 6, Rule::Normal, Cap::Fixed(1 << 10), true);
/// assert_eq!(p.sets, 10 - 1); // {2, 4, 6} left out
/// ```
pub fn record_of_row_within(dims: Dims, max: u32, rule: Rule, cap: Cap, primitive: bool) -> Record {
    record_of_row_while(dims, max, rule, cap, primitive, &|| true)
        .unwrap_or_else(|| Record::empty(max))
}

/// [`record_of_row_within`], looking at `go_on()` before each set: `None` once it says `false`
/// (a run stopped by Ctrl-C does not wait for the rest of a long row).
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{record_of_row_while, Cap, Dims};
/// use nimseq_core::game::Rule;
/// let go = record_of_row_while(Dims::Triples, 7, Rule::Normal, Cap::Fixed(1 << 10), false, &|| true);
/// assert_eq!(go.map(|r| r.period.0), Some(22));
/// assert_eq!(record_of_row_while(Dims::Triples, 7, Rule::Normal, Cap::AUTO, false, &|| false), None);
/// ```
pub fn record_of_row_while(
    dims: Dims,
    max: u32,
    rule: Rule,
    cap: Cap,
    primitive: bool,
    go_on: &(dyn Fn() -> bool + Sync),
) -> Option<Record> {
    let sets: Vec<SetKey> = row_sets(dims, max)
        .filter(|set| !primitive || set.is_primitive())
        .collect();
    let (base, bound) = match cap {
        Cap::Fixed(cap) => (cap, cap),
        Cap::Auto { base, bound } => (base, bound),
    };
    let fold = |kernel: &mut SweepKernel, chunk: &[SetKey]| {
        let mut record = Record::empty(max);
        record.cap = base;
        for &set in chunk {
            if !go_on() {
                break;
            }
            let (cell, within) = kernel.cell_extending(set.as_slice(), rule, base, bound);
            record.cap = record.cap.max(within);
            record.add(set, cell);
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
    // A set left out when stopped: the record is not the row's.
    if !go_on() {
        return None;
    }
    // A row without sets still names the cap it was asked for.
    Some(
        Record {
            cap: record.cap.max(base),
            ..record
        }
        .settle(),
    )
}

/// The rows of a table of records as the command line's `--size S --max N` ask for, read from
/// their texts: the number of elements and the largest element, checked with the command
/// line's messages (`N` first within the limit of pairs, then within that of `S`).
///
/// # Errors
/// A number that is none or beyond its limit, [`GameError::BadDims`].
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{read_records_rows, Dims};
/// assert_eq!(read_records_rows("4", "2^7")?, (Dims::Quads, 128));
/// assert!(read_records_rows("4", "300").is_err());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn read_records_rows(size: &str, max: &str) -> Result<(Dims, u32), GameError> {
    let dims = Dims::from_count(parse_count(size, Limit::GridMax, u64::MAX)?)?;
    let max = parse_count(max, Limit::GridMax, MAX_GRID_PAIRS)?;
    let max = limits::check(Limit::GridMax, max, dims.max_allowed())? as u32;
    Ok((dims, max))
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

/// The CSV header of a table of records. The last three columns say whether the row's record
/// is only a lower bound (`true` when sets were left unresolved), then the next cap to try
/// ([`Record::settle_cap`]) and the unresolved sets it would have to settle (the first
/// [`NAMED_UNRESOLVED`]; `unresolved` counts them all), both empty for a certain record.
pub const RECORDS_CSV_HEADER: &str =
    "max,sets,unresolved,longest_period,period_sets,longest_preperiod,preperiod_sets,lower_bound,settle_cap,unresolved_sets";

/// The CSV row of a record (with its newline): the tied sets in quotes, as `{1,4,7} {2,5,7}`;
/// the longest period and preperiod empty when no set of the row was resolved; then whether
/// the record is a lower bound, the next cap to try and the unresolved sets.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{record_of_row, records_csv_row};
/// use nimseq_core::{game::Rule, sweep::Dims};
/// let row = records_csv_row(&record_of_row(Dims::Pairs, 5, Rule::Normal, 1 << 16));
/// assert_eq!(row, "5,4,0,9,\"{4,5}\",0,\"{1,5} {2,5} {3,5} {4,5}\",false,,\"\"\n");
/// // Within 20 values {2, 5, 7} (period 22) is left unresolved: the row names it.
/// let row = records_csv_row(&record_of_row(Dims::Triples, 7, Rule::Normal, 20));
/// assert!(row.ends_with(",true,40,\"{2,5,7}\"\n"), "{row}");
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
        "{},{},{},{},{},{},{},\"{}\"\n",
        record.max,
        record.sets,
        record.unresolved,
        longest(&record.period),
        longest(&record.preperiod),
        record.is_lower_bound(),
        record
            .settle_cap()
            .map(|cap| cap.to_string())
            .unwrap_or_default(),
        sets(&record.unresolved_sets)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::{cell_for, is_primitive};

    /// The record of a row found plainly: every set's cell from the general path.
    fn plain(dims: Dims, max: u32, rule: Rule, cap: u32) -> Record {
        let mut record = Record::empty(max);
        record.cap = cap;
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
    fn an_automatic_cap_settles_what_a_small_cap_left_unresolved() {
        for (dims, max) in [(Dims::Triples, 7), (Dims::Triples, 15), (Dims::Quads, 14)] {
            let small = record_of_row(dims, max, Rule::Normal, 20);
            assert!(small.is_lower_bound(), "{dims:?} {max}");
            assert_eq!(small.settle_cap(), Some(40));
            let auto = Cap::Auto {
                base: 20,
                bound: 1 << 16,
            };
            let extended = record_of_row_within(dims, max, Rule::Normal, auto, false);
            // The record of the large cap, with the large cap named.
            let large = record_of_row(dims, max, Rule::Normal, 1 << 16);
            assert_eq!(large.unresolved, 0, "{dims:?} {max}");
            assert_eq!(extended, large, "{dims:?} {max}");
            assert!(!extended.is_lower_bound());
            assert_eq!(extended.settle_cap(), None);
            // A bound still too small leaves a lower bound, naming the next cap after it.
            let short = Cap::Auto {
                base: 10,
                bound: 20,
            };
            let bound = record_of_row_within(dims, max, Rule::Normal, short, false);
            assert_eq!(bound.unresolved, small.unresolved);
            assert_eq!(bound.settle_cap(), Some(40));
        }
        assert_eq!(Cap::AUTO.bound(), 1 << 24);
        assert_eq!(Cap::Fixed(99).bound(), 99);
    }

    #[test]
    fn primitive_records_leave_out_multiples() {
        for (dims, top) in [(Dims::Pairs, 30), (Dims::Triples, 20), (Dims::Quads, 14)] {
            for max in dims.count() as u32..=top {
                let all: Vec<SetKey> = row_sets(dims, max).collect();
                let mut record = Record::empty(max);
                record.cap = 1 << 16;
                for set in &all {
                    let s = set.as_slice();
                    let g = s.iter().fold(0u32, |g, &e| {
                        let (mut x, mut y) = (g, e);
                        while y != 0 {
                            (x, y) = (y, x % y);
                        }
                        x
                    });
                    // The gcd filter, written plainly: no d > 1 divides every element.
                    let plain = !(2..=max).any(|d| s.iter().all(|e| e % d == 0));
                    assert_eq!(set.is_primitive(), plain, "{s:?}");
                    assert_eq!(plain, g == 1, "{s:?}");
                    if plain {
                        record.add(*set, cell_for(s, Rule::Normal, 1 << 16));
                    }
                }
                let record = record.settle();
                let within = Cap::Fixed(1 << 16);
                let primitive = record_of_row_within(dims, max, Rule::Normal, within, true);
                assert_eq!(primitive, record, "{dims:?} {max}");
                // From a grid's cells, the same.
                let cells: Vec<Cell> = all
                    .iter()
                    .map(|k| cell_for(k.as_slice(), Rule::Normal, 1 << 16))
                    .collect();
                let from_cells = Record::of_cells_where(dims, max, &cells, true);
                assert_eq!(from_cells, Record { cap: 0, ..record }, "{dims:?} {max}");
            }
        }
        // A prime largest element: every set of its row is primitive.
        let r = record_of_row_within(Dims::Quads, 13, Rule::Normal, Cap::Fixed(1 << 16), true);
        assert_eq!(r.sets, set_count(Dims::Triples, 12));
        assert!(!is_primitive(&[4, 10, 14]) && is_primitive(&[2, 5, 7]));
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
        assert_eq!(joined.unresolved_sets, [SetKey::pair(4, 9)]);
        assert_eq!(b.join(a).settle(), joined);
    }

    /// A lower bound names its unresolved sets: the first [`NAMED_UNRESOLVED`] in lexicographic
    /// order of those the general path leaves unresolved, however the row is split up.
    #[test]
    fn a_lower_bound_names_its_unresolved_sets() {
        for (dims, max, cap) in [
            (Dims::Triples, 7, 20),
            (Dims::Triples, 15, 40),
            (Dims::Quads, 14, 30),
            (Dims::Quads, 30, 64),
        ] {
            let mut all: Vec<SetKey> = row_sets(dims, max)
                .filter(|set| !cell_for(set.as_slice(), Rule::Normal, cap).is_resolved())
                .collect();
            all.sort_by(|x, y| x.as_slice().cmp(y.as_slice()));
            let record = record_of_row(dims, max, Rule::Normal, cap);
            assert_eq!(record.unresolved, all.len() as u64, "{dims:?} {max}");
            assert!(!all.is_empty(), "{dims:?} {max}");
            all.truncate(NAMED_UNRESOLVED);
            assert_eq!(record.unresolved_sets, all, "{dims:?} {max}");
            // Joined from pieces in either order, the same sets.
            let sets: Vec<SetKey> = row_sets(dims, max).collect();
            let half = |part: &[SetKey]| {
                let mut r = Record::empty(max);
                for &set in part {
                    r.add(set, cell_for(set.as_slice(), Rule::Normal, cap));
                }
                r
            };
            let (a, b) = sets.split_at(sets.len() / 2);
            assert_eq!(half(b).join(half(a)).settle().unresolved_sets, all);
        }
        // A certain record names none.
        let certain = record_of_row(Dims::Quads, 14, Rule::Normal, 1 << 16);
        assert!(certain.unresolved_sets.is_empty());
        assert!(records_csv_row(&certain).ends_with(",false,,\"\"\n"));
    }
}
