//! The grid of sweep results: one small cell per set, stored in colexicographic order so that
//! all sets sharing their larger elements sit side by side.

use serde::Serialize;

use crate::sweep::set::{choose, set_count, SetKey};
use crate::sweep::{Dims, SweepSpec};

/// The result for one set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Cell {
    /// The minimal preperiod (0 when unresolved).
    pub preperiod: u32,
    /// The minimal period, or 0 when no period was certified within the cap.
    pub period: u32,
    /// The largest nim-value of the whole sequence (0 when unresolved).
    pub max_value: u8,
}

impl Cell {
    /// A cell whose period was not certified within the cap.
    pub fn unresolved() -> Self {
        Cell::default()
    }

    /// Whether a period was certified.
    pub fn is_resolved(&self) -> bool {
        self.period > 0
    }
}

/// Sweep results for every set of a [`SweepSpec`].
///
/// Cells are stored row by row, a row holding every set with the same largest element, so a
/// grid can be filled a row at a time (by web workers) and drawn while it fills.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    spec: SweepSpec,
    cells: Vec<Cell>,
    /// `rows_done[r]`: whether the row of largest element `r` has been computed.
    rows_done: Vec<bool>,
}

/// The cells of the row of largest element `largest`, as a range of storage positions.
pub fn row_range(dims: Dims, largest: u32) -> std::ops::Range<usize> {
    let (lo, hi) = (u64::from(largest.max(1) - 1), u64::from(largest));
    let k = dims.count();
    choose(lo, k) as usize..choose(hi, k) as usize
}

/// The sets of the row of largest element `largest`, in storage order (colexicographic: the
/// second largest element slowest, the smallest fastest).
pub fn row_sets(dims: Dims, largest: u32) -> impl Iterator<Item = SetKey> {
    let top = largest;
    let pairs = (dims == Dims::Pairs).then(|| (1..top).map(move |a| SetKey::pair(a, top)));
    let triples = (dims == Dims::Triples)
        .then(|| (2..top).flat_map(move |b| (1..b).map(move |a| SetKey::triple(a, b, top))));
    let quads = (dims == Dims::Quads).then(|| {
        (3..top).flat_map(move |c| {
            (2..c).flat_map(move |b| (1..b).map(move |a| SetKey::quad(a, b, c, top)))
        })
    });
    pairs
        .into_iter()
        .flatten()
        .chain(triples.into_iter().flatten())
        .chain(quads.into_iter().flatten())
}

/// Position of a set in colexicographic order: the sum over its elements `s_i` (from 0) of
/// `(s_i - 1)` choose `i + 1`.
fn index(set: &[u32]) -> usize {
    set.iter()
        .enumerate()
        .map(|(i, &s)| choose(u64::from(s - 1), i + 1))
        .sum::<u64>() as usize
}

impl Grid {
    /// A grid with nothing computed yet.
    pub fn empty(spec: SweepSpec) -> Self {
        Grid {
            spec,
            cells: vec![Cell::unresolved(); set_count(spec.dims, spec.max) as usize],
            rows_done: vec![false; spec.max as usize + 1],
        }
    }

    /// Stores the computed cells of the rows `first ..= first + k` (in storage order) and marks
    /// them done; returns those rows. Returns `None`, storing nothing, if `cells` does not fit
    /// rows from `first` exactly.
    pub fn fill_rows(&mut self, first: u32, cells: &[Cell]) -> Option<std::ops::Range<u32>> {
        let start = row_range(self.spec.dims, first.max(1)).start;
        let end = start + cells.len();
        let last_row = (first..=self.spec.max).find(|&r| row_range(self.spec.dims, r).end == end);
        match last_row {
            Some(last) if first >= 1 && end <= self.cells.len() => {
                self.cells[start..end].copy_from_slice(cells);
                self.rows_done[first as usize..=last as usize].fill(true);
                Some(first..last + 1)
            }
            _ => None,
        }
    }

    /// Whether the row of largest element `largest` has been computed.
    pub fn row_done(&self, largest: u32) -> bool {
        self.rows_done
            .get(largest as usize)
            .copied()
            .unwrap_or(false)
    }

    /// The cells of the row of largest element `largest` (in storage order), once it has been
    /// computed.
    pub fn row_cells(&self, largest: u32) -> Option<&[Cell]> {
        self.row_done(largest)
            .then(|| &self.cells[row_range(self.spec.dims, largest)])
    }

    /// Whether every row has been computed.
    pub fn is_complete(&self) -> bool {
        (1..=self.spec.max).all(|r| self.row_done(r) || row_range(self.spec.dims, r).is_empty())
    }

    /// Whether the cell of `set` has been computed.
    pub fn is_computed(&self, set: &[u32]) -> bool {
        set.last().is_some_and(|&m| self.row_done(m))
    }

    /// What was swept.
    pub fn spec(&self) -> &SweepSpec {
        &self.spec
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the grid has no cells (`N` too small for any set).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell of `set` (increasing, with the grid's number of elements), if in the grid.
    pub fn get(&self, set: &[u32]) -> Option<Cell> {
        let fits = set.len() == self.spec.dims.count()
            && set.first().is_some_and(|&a| a >= 1)
            && set.windows(2).all(|w| w[0] < w[1])
            && set.last().is_some_and(|&m| m <= self.spec.max);
        fits.then(|| self.cells[index(set)])
    }

    /// The cell of `set` if it is in the grid and its row has been computed.
    pub fn computed(&self, set: &[u32]) -> Option<Cell> {
        if self.is_computed(set) {
            self.get(set)
        } else {
            None
        }
    }

    /// Every set and its cell, in lexicographic order (`a`, then `b`, then `c`, then `d`).
    pub fn iter(&self) -> impl Iterator<Item = (SetKey, Cell)> + '_ {
        crate::sweep::order::sets_from(self.spec.dims, self.spec.max, 0)
            .map(|k| (k, self.cells[index(k.as_slice())]))
    }

    /// The cells split into runs that share every element but the smallest: the run for
    /// `{_, b}` (or `{_, b, c}`) holds `a = 1, 2, ..., b - 1`. Each run comes with its key
    /// (smallest element set to 1). Runs are independent units of work.
    pub(crate) fn chunks_mut(&mut self) -> Vec<(SetKey, &mut [Cell])> {
        self.rows_done.fill(true);
        let n = self.spec.max;
        // The first set of each run: the rows in order, with the smallest element 1.
        let dims = self.spec.dims;
        let keys: Vec<SetKey> = (1..=n)
            .flat_map(|top| row_sets(dims, top).filter(|k| k.as_slice()[0] == 1))
            .collect();
        let mut rest: &mut [Cell] = &mut self.cells;
        let mut out = Vec::with_capacity(keys.len());
        for key in keys {
            let len = key.as_slice()[1] as usize - 1;
            let (head, tail) = rest.split_at_mut(len);
            out.push((key, head));
            rest = tail;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rule;

    #[test]
    fn index_is_a_bijection_in_chunk_order() {
        for dims in Dims::ALL {
            let spec = SweepSpec {
                dims,
                max: 12,
                cap: 1,
                rule: Rule::Normal,
            };
            let mut grid = Grid::empty(spec);
            let mut seen = Vec::new();
            for (key, cells) in grid.chunks_mut() {
                for i in 0..cells.len() {
                    seen.push(index(key.with_smallest(i as u32 + 1).as_slice()));
                }
            }
            assert_eq!(seen, (0..grid.len()).collect::<Vec<_>>());
            assert_eq!(grid.iter().count(), grid.len());
        }
    }

    #[test]
    fn rows_are_contiguous_and_fill_in_place() {
        for dims in Dims::ALL {
            let spec = SweepSpec {
                dims,
                max: 9,
                cap: 1,
                rule: Rule::Normal,
            };
            let mut grid = Grid::empty(spec);
            let mut next = 0;
            for r in 1..=9 {
                let range = row_range(dims, r);
                assert_eq!(range.start, next);
                let sets: Vec<SetKey> = row_sets(dims, r).collect();
                assert_eq!(sets.len(), range.len());
                for (i, key) in sets.iter().enumerate() {
                    assert_eq!(index(key.as_slice()), range.start + i);
                }
                next = range.end;
            }
            assert_eq!(next, grid.len());
            assert!(!grid.is_complete());
            // The first two rows that hold sets: one set, then `k` of them.
            let r = dims.count() as u32;
            let marked: Vec<Cell> = (0..row_range(dims, r + 1).end - row_range(dims, r).start)
                .map(|i| Cell {
                    preperiod: 0,
                    period: i as u32 + 1,
                    max_value: 1,
                })
                .collect();
            assert_eq!(grid.fill_rows(r, &marked), Some(r..r + 2));
            assert!(grid.row_done(r) && grid.row_done(r + 1) && !grid.row_done(r + 2));
            assert_eq!(
                grid.fill_rows(r, &marked[1..]),
                None,
                "a partial row is refused"
            );
        }
    }

    #[test]
    fn get_rejects_sets_outside() {
        let grid = Grid::empty(SweepSpec {
            dims: Dims::Pairs,
            max: 5,
            cap: 1,
            rule: Rule::Normal,
        });
        assert!(grid.get(&[1, 5]).is_some());
        assert!(grid.get(&[1, 6]).is_none());
        assert!(grid.get(&[3, 2]).is_none());
        assert!(grid.get(&[0, 2]).is_none());
        assert!(grid.get(&[1, 2, 3]).is_none());
    }
}
