//! Sweeps: the preperiod and period of every subtraction set `{a,b}` with `a < b <= N`, every
//! `{a,b,c}` with `a < b < c <= N`, or every `{a,b,c,d}` with `a < b < c < d <= N`, in a
//! compact grid the page colours and the command line prints.
//!
//! Every cell is computed and certified (a known closed form is never used in its place);
//! a cell whose period is not certified within `cap` values is marked unresolved.

pub(crate) mod export;
mod grid;
mod kernel;
pub(crate) mod order;
pub(crate) mod records;
mod set;
pub(crate) mod shard;

use serde::{Deserialize, Serialize};

pub use export::{csv_header, csv_row, json_cell, json_head, write_csv, write_json, JSON_TAIL};
pub use grid::{row_range, row_sets, Cell, Grid};
pub use kernel::SweepKernel;
pub use order::sets_from;
pub use records::{
    read_records_rows, record_of_row, record_of_row_while, record_of_row_within, records_csv_row,
    shard_rows, Cap, Record, AUTO_CAP_BOUND, NAMED_UNRESOLVED, RECORDS_CSV_HEADER,
};
pub use set::{is_primitive, set_count, SetKey};
pub use shard::{family_sets, piece, shard_ranks, shard_sets, Family, Shard};

use crate::error::{GameError, Limit};
use crate::game::{parse_count, Game, Rule, SubtractionSet};
use crate::limits::{self, MAX_CAP, MAX_GRID_PAIRS, MAX_GRID_QUADS, MAX_GRID_TRIPLES};
use crate::period::PeriodSearch;
use crate::period::Periodicity;

/// Which sets a sweep covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dims {
    /// All `{a, b}`, `a < b <= N`.
    Pairs,
    /// All `{a, b, c}`, `a < b < c <= N`.
    Triples,
    /// All `{a, b, c, d}`, `a < b < c < d <= N`.
    Quads,
}

impl Dims {
    /// Every kind of sweep, by number of elements.
    pub const ALL: [Dims; 3] = [Dims::Pairs, Dims::Triples, Dims::Quads];

    /// From the number of elements, 2, 3 or 4.
    ///
    /// # Errors
    /// [`GameError::BadDims`] for any other number.
    pub fn from_count(count: u64) -> Result<Self, GameError> {
        match count {
            2 => Ok(Dims::Pairs),
            3 => Ok(Dims::Triples),
            4 => Ok(Dims::Quads),
            other => Err(GameError::BadDims(other)),
        }
    }

    /// The number of elements of each set: 2, 3 or 4.
    pub fn count(self) -> usize {
        match self {
            Dims::Pairs => 2,
            Dims::Triples => 3,
            Dims::Quads => 4,
        }
    }

    /// The largest `N` allowed.
    pub fn max_allowed(self) -> u64 {
        match self {
            Dims::Pairs => MAX_GRID_PAIRS,
            Dims::Triples => MAX_GRID_TRIPLES,
            Dims::Quads => MAX_GRID_QUADS,
        }
    }
}

/// What to sweep.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepSpec {
    /// Pairs, triples or 4-element sets.
    pub dims: Dims,
    /// The largest element `N`.
    pub max: u32,
    /// Values computed per cell before it is declared unresolved.
    pub cap: u32,
    /// The play rule.
    pub rule: Rule,
}

/// The default number of values per cell.
pub const DEFAULT_CAP: u32 = 1 << 20;

impl SweepSpec {
    /// A checked sweep request.
    ///
    /// # Errors
    /// [`GameError::BadDims`], or the [`Limit::GridMax`] / [`Limit::Cap`] limits.
    pub fn new(dims: u64, max: u64, cap: u64, rule: Rule) -> Result<Self, GameError> {
        let dims = Dims::from_count(dims)?;
        let max = limits::check(Limit::GridMax, max, dims.max_allowed())? as u32;
        let cap = limits::check(Limit::Cap, cap, MAX_CAP)?.max(1) as u32;
        Ok(SweepSpec {
            dims,
            max,
            cap,
            rule,
        })
    }

    /// The sweep the command line's `--dims D --max N --cap C --rule R` ask for, read from
    /// their texts (`2^20` style allowed) and checked, with the command line's messages: any
    /// number of elements is read, so that `5` is refused as one; `N` first within the limit
    /// of pairs, then within that of `D`.
    ///
    /// # Errors
    /// A number that is none or beyond its limit, [`GameError::BadDims`], an unknown rule.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::sweep::{Dims, SweepSpec};
    /// let spec = SweepSpec::read("3", "200", "2^20", "misere")?;
    /// assert_eq!((spec.dims, spec.max, spec.cap), (Dims::Triples, 200, 1 << 20));
    /// assert!(SweepSpec::read("5", "10", "100", "normal").is_err());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn read(dims: &str, max: &str, cap: &str, rule: &str) -> Result<Self, GameError> {
        let dims = parse_count(dims, Limit::GridMax, u64::MAX)?;
        let max = parse_count(max, Limit::GridMax, MAX_GRID_PAIRS)?;
        let cap = parse_count(cap, Limit::Cap, MAX_CAP)?;
        SweepSpec::new(dims, max, cap, rule.parse::<Rule>()?)
    }

    /// [`SweepSpec::read`] with the limits of a sweep of pairs, for a family of triples (which
    /// holds about as many sets as a grid of pairs): a sweep of triples.
    ///
    /// # Errors
    /// As [`SweepSpec::read`].
    pub fn read_family(max: &str, cap: &str, rule: &str) -> Result<Self, GameError> {
        let max = parse_count(max, Limit::GridMax, MAX_GRID_PAIRS)?;
        let cap = parse_count(cap, Limit::Cap, MAX_CAP)?;
        Ok(SweepSpec {
            dims: Dims::Triples,
            ..SweepSpec::new(2, max, cap, rule.parse::<Rule>()?)?
        })
    }
}

/// The sets a sweep covers, by their place in its table: a range of ranks of the whole sweep
/// in lexicographic order (a shard of it, or all of it), or a family's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SweepSets {
    /// The sets of ranks `start .. end` of every set of `dims` up to `max`.
    Ranks {
        /// The number of elements.
        dims: Dims,
        /// The largest element.
        max: u32,
        /// The rank of the first set.
        start: u64,
        /// The rank after the last set.
        end: u64,
    },
    /// These sets, in this order.
    Listed(Vec<SetKey>),
}

impl SweepSets {
    /// Every set of `spec`, in lexicographic order.
    pub fn all(spec: &SweepSpec) -> Self {
        SweepSets::Ranks {
            dims: spec.dims,
            max: spec.max,
            start: 0,
            end: set_count(spec.dims, spec.max),
        }
    }

    /// How many sets there are.
    pub fn len(&self) -> u64 {
        match self {
            SweepSets::Ranks { start, end, .. } => end - start,
            SweepSets::Listed(sets) => sets.len() as u64,
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The sets `from .. from + count` of the list (fewer at its end).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::{game::Rule, sweep::{SweepSets, SweepSpec}};
    /// let sets = SweepSets::all(&SweepSpec::new(2, 5, 100, Rule::Normal)?);
    /// let keys: Vec<Vec<u32>> = sets.slice(8, 5).map(|k| k.as_slice().to_vec()).collect();
    /// assert_eq!((sets.len(), keys), (10, vec![vec![3, 5], vec![4, 5]]));
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn slice(&self, from: u64, count: u64) -> Box<dyn Iterator<Item = SetKey> + '_> {
        let count = count.min(self.len().saturating_sub(from));
        match self {
            SweepSets::Ranks {
                dims, max, start, ..
            } => Box::new(sets_from(*dims, *max, start + from).take(count as usize)),
            SweepSets::Listed(sets) => {
                Box::new(sets[from as usize..(from + count) as usize].iter().copied())
            }
        }
    }
}

/// Computes one cell: the certified period of `set` under `rule` within `cap` values, with the
/// general period search (any set size). Sweeps use the faster [`SweepKernel`], which gives the same
/// cells for 2-, 3- and 4-element sets.
///
/// # Examples
/// ```
/// use nimseq_core::{game::Rule, sweep::cell_for};
/// let cell = cell_for(&[2, 5, 7], Rule::Normal, 1 << 16);
/// assert_eq!((cell.preperiod, cell.period), (0, 22));
/// ```
pub fn cell_for(set: &[u32], rule: Rule, cap: u32) -> Cell {
    let unresolved = Cell::unresolved();
    let Ok(set) = SubtractionSet::new(set.iter().map(|&s| u64::from(s))) else {
        return unresolved;
    };
    let game = Game::subtraction(set, rule);
    let Ok(search) = PeriodSearch::new(&game, u64::from(cap.max(1)) - 1) else {
        return unresolved;
    };
    match search.run() {
        Ok((report, _)) => match report.grundy {
            Periodicity::Periodic(p) => Cell {
                preperiod: p.preperiod as u32,
                period: p.period as u32,
                max_value: report.max_value.min(255) as u8,
            },
            Periodicity::NotFound { .. } => unresolved,
        },
        Err(_) => unresolved,
    }
}

/// Computes the cells of the rows `rows` (sets whose largest element is in the range), in the
/// grid's storage order, calling `progress(cells_done)` after each row; stops early and
/// returns `None` if `progress` returns `false`. This is a worker's unit of work.
///
/// # Examples
/// ```
/// use nimseq_core::{game::Rule, sweep::{sweep_rows, SweepSpec}};
/// let spec = SweepSpec::new(2, 10, 1 << 16, Rule::Normal)?;
/// let cells = sweep_rows(&spec, 7..8, |_| true).unwrap(); // {1,7} ... {6,7}
/// assert_eq!(cells.iter().map(|c| c.period).collect::<Vec<_>>(), [2, 9, 10, 11, 12, 13]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn sweep_rows(
    spec: &SweepSpec,
    rows: std::ops::Range<u32>,
    mut progress: impl FnMut(usize) -> bool,
) -> Option<Vec<Cell>> {
    let mut cells = Vec::new();
    let mut kernel = SweepKernel::new();
    for r in rows.start.max(1)..rows.end.min(spec.max + 1) {
        cells
            .extend(row_sets(spec.dims, r).map(|k| kernel.cell(k.as_slice(), spec.rule, spec.cap)));
        if !progress(cells.len()) {
            return None;
        }
    }
    Some(cells)
}

/// Sweeps every set of `spec`, using every core when the platform has threads.
///
/// # Examples
/// ```
/// use nimseq_core::{game::Rule, sweep::{sweep, SweepSpec}};
/// let grid = sweep(&SweepSpec::new(2, 10, 1 << 16, Rule::Normal)?);
/// assert_eq!(grid.get(&[2, 7]).map(|c| c.period), Some(9));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn sweep(spec: &SweepSpec) -> Grid {
    sweep_while(spec, &|_| true).unwrap_or_else(|| Grid::empty(*spec))
}

/// [`sweep`], telling `go_on(cells)` of every run of cells computed (the sets `{a, rest…}`
/// for every `a` below the second element, from any thread): `None` once it says `false`
/// (a run stopped early, as by Ctrl-C, without waiting for the other sets).
///
/// # Examples
/// ```
/// use std::sync::atomic::{AtomicUsize, Ordering};
/// use nimseq_core::{game::Rule, sweep::{sweep, sweep_while, SweepSpec}};
/// let spec = SweepSpec::new(2, 10, 1 << 16, Rule::Normal)?;
/// let done = AtomicUsize::new(0);
/// let grid = sweep_while(&spec, &|cells| {
///     done.fetch_add(cells, Ordering::Relaxed);
///     true
/// });
/// assert_eq!(grid.unwrap().iter().count(), 45);
/// assert_eq!(done.into_inner(), 45);
/// assert!(sweep_while(&spec, &|_| false).is_none());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn sweep_while(spec: &SweepSpec, go_on: &(dyn Fn(usize) -> bool + Sync)) -> Option<Grid> {
    use std::sync::atomic::{AtomicBool, Ordering};
    let mut grid = Grid::empty(*spec);
    let stopped = AtomicBool::new(false);
    let chunks = grid.chunks_mut();
    let work = |kernel: &mut SweepKernel, (key, cells): (SetKey, &mut [Cell])| {
        if stopped.load(Ordering::Relaxed) {
            return;
        }
        // A chunk holds the cells {a, rest...} for a = 1, 2, ... below the second element.
        for (i, cell) in cells.iter_mut().enumerate() {
            let set = key.with_smallest(i as u32 + 1);
            *cell = kernel.cell(set.as_slice(), spec.rule, spec.cap);
        }
        if !go_on(cells.len()) {
            stopped.store(true, Ordering::Relaxed);
        }
    };
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        chunks.into_par_iter().for_each_init(SweepKernel::new, work);
    }
    #[cfg(target_arch = "wasm32")]
    {
        let mut kernel = SweepKernel::new();
        chunks
            .into_iter()
            .for_each(|chunk| work(&mut kernel, chunk));
    }
    (!stopped.into_inner()).then_some(grid)
}
