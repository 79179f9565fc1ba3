//! The grid of sweep results: one small cell per set, stored in colexicographic order so that
//! all sets sharing their larger elements sit side by side.

use serde::Serialize;

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

/// A set of two or three elements, increasing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SetKey {
    elements: [u32; 3],
    len: u8,
}

impl SetKey {
    /// A pair `{a, b}`.
    pub fn pair(a: u32, b: u32) -> Self {
        SetKey {
            elements: [a, b, 0],
            len: 2,
        }
    }

    /// A triple `{a, b, c}`.
    pub fn triple(a: u32, b: u32, c: u32) -> Self {
        SetKey {
            elements: [a, b, c],
            len: 3,
        }
    }

    /// The elements, increasing.
    pub fn as_slice(&self) -> &[u32] {
        &self.elements[..usize::from(self.len)]
    }

    /// The same set with its smallest element replaced by `a`.
    pub fn with_smallest(mut self, a: u32) -> Self {
        self.elements[0] = a;
        self
    }
}

/// Sweep results for every set of a [`SweepSpec`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    spec: SweepSpec,
    cells: Vec<Cell>,
}

/// `n` choose 2 and `n` choose 3.
fn choose2(n: u64) -> u64 {
    n * n.saturating_sub(1) / 2
}

fn choose3(n: u64) -> u64 {
    n * n.saturating_sub(1) * n.saturating_sub(2) / 6
}

/// Number of sets a sweep over `1..=max` covers.
pub fn set_count(dims: Dims, max: u32) -> u64 {
    match dims {
        Dims::Pairs => choose2(u64::from(max)),
        Dims::Triples => choose3(u64::from(max)),
    }
}

/// Position of a set in colexicographic order.
fn index(set: &[u32]) -> usize {
    let r = |x: u32| u64::from(x - 1);
    (match *set {
        [a, b] => choose2(r(b)) + r(a),
        [a, b, c] => choose3(r(c)) + choose2(r(b)) + r(a),
        _ => 0,
    }) as usize
}

impl Grid {
    /// A grid of unresolved cells.
    pub fn empty(spec: SweepSpec) -> Self {
        Grid {
            spec,
            cells: vec![Cell::unresolved(); set_count(spec.dims, spec.max) as usize],
        }
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

    /// Every set and its cell, in lexicographic order (`a`, then `b`, then `c`).
    pub fn iter(&self) -> impl Iterator<Item = (SetKey, Cell)> + '_ {
        let n = self.spec.max;
        let keys: Box<dyn Iterator<Item = SetKey>> = match self.spec.dims {
            Dims::Pairs => {
                Box::new((1..=n).flat_map(move |a| (a + 1..=n).map(move |b| SetKey::pair(a, b))))
            }
            Dims::Triples => Box::new((1..=n).flat_map(move |a| {
                (a + 1..=n).flat_map(move |b| (b + 1..=n).map(move |c| SetKey::triple(a, b, c)))
            })),
        };
        keys.map(|k| (k, self.cells[index(k.as_slice())]))
    }

    /// The cells split into runs that share every element but the smallest: the run for
    /// `{_, b}` (or `{_, b, c}`) holds `a = 1, 2, ..., b - 1`. Each run comes with its key
    /// (smallest element set to 1). Runs are independent units of work.
    pub fn chunks_mut(&mut self) -> Vec<(SetKey, &mut [Cell])> {
        let n = self.spec.max;
        let keys: Vec<SetKey> = match self.spec.dims {
            Dims::Pairs => (2..=n).map(|b| SetKey::pair(1, b)).collect(),
            Dims::Triples => (3..=n)
                .flat_map(|c| (2..c).map(move |b| SetKey::triple(1, b, c)))
                .collect(),
        };
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
    use crate::Rule;

    #[test]
    fn index_is_a_bijection_in_chunk_order() {
        for dims in [Dims::Pairs, Dims::Triples] {
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
