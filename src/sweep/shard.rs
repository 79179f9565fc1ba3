//! Splitting a sweep over machines: shard `K/N` is the `K`-th of `N` contiguous pieces of the
//! sets in lexicographic order, so the shards' CSV outputs, concatenated in order, are the
//! whole table (only the first shard writes the header). Any scheduler can run them: a Slurm
//! job array (`--shard $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT`) or GNU parallel.

use std::fmt;
use std::str::FromStr;

use crate::error::GameError;
use crate::game::spec::shorten;
use crate::sweep::kernel::SweepKernel;
use crate::sweep::{Cell, Dims, SetKey, SweepSpec};

/// One of `count` pieces of a sweep, `index` from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    /// Which piece, from 1.
    pub index: u64,
    /// How many pieces.
    pub count: u64,
}

impl Shard {
    /// The whole sweep as one piece.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = GameError;

    /// Reads `K/N` with `1 <= K <= N`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || GameError::BadShard(shorten(text));
        let (k, n) = text.trim().split_once('/').ok_or_else(bad)?;
        let k: u64 = k.trim().parse().map_err(|_| bad())?;
        let n: u64 = n.trim().parse().map_err(|_| bad())?;
        if k == 0 || k > n {
            return Err(bad());
        }
        Ok(Shard { index: k, count: n })
    }
}

/// Number of sets whose smallest element is `a`, in a sweep up to `max`.
fn sets_starting_at(dims: Dims, max: u64, a: u64) -> u64 {
    let rest = max.saturating_sub(a);
    match dims {
        Dims::Pairs => rest,
        Dims::Triples => rest * rest.saturating_sub(1) / 2,
    }
}

/// The sets of one shard, in lexicographic order.
///
/// # Examples
/// ```
/// use nimseq::sweep::shard::{shard_sets, Shard};
/// use nimseq::sweep::Dims;
/// let all: Vec<_> = (1..=3).flat_map(|k| shard_sets(Dims::Pairs, 5, Shard { index: k, count: 3 })).collect();
/// let keys: Vec<Vec<u32>> = all.iter().map(|k| k.as_slice().to_vec()).collect();
/// assert_eq!(keys.len(), 10);
/// assert_eq!(keys[0], [1, 2]);
/// assert_eq!(keys[9], [4, 5]);
/// ```
pub fn shard_sets(dims: Dims, max: u32, shard: Shard) -> Vec<SetKey> {
    let max64 = u64::from(max);
    let total: u64 = (1..=max64).map(|a| sets_starting_at(dims, max64, a)).sum();
    let start = total * (shard.index - 1) / shard.count;
    let end = total * shard.index / shard.count;
    let mut out = Vec::with_capacity((end - start) as usize);
    let mut rank = 0u64;
    for a in 1..=max {
        let here = sets_starting_at(dims, max64, u64::from(a));
        if rank + here <= start {
            rank += here;
            continue;
        }
        if rank >= end {
            break;
        }
        let keys: Box<dyn Iterator<Item = SetKey>> = match dims {
            Dims::Pairs => Box::new((a + 1..=max).map(move |b| SetKey::pair(a, b))),
            Dims::Triples => Box::new(
                (a + 1..=max)
                    .flat_map(move |b| (b + 1..=max).map(move |c| SetKey::triple(a, b, c))),
            ),
        };
        for key in keys {
            if rank >= start && rank < end {
                out.push(key);
            }
            rank += 1;
            if rank >= end {
                break;
            }
        }
    }
    out
}

/// The cells of `sets`, in the same order, using every core when the platform has threads.
pub fn sweep_sets(sets: &[SetKey], spec: &SweepSpec) -> Vec<Cell> {
    let one =
        |kernel: &mut SweepKernel, key: &SetKey| kernel.cell(key.as_slice(), spec.rule, spec.cap);
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        sets.par_iter().map_init(SweepKernel::new, one).collect()
    }
    #[cfg(target_arch = "wasm32")]
    {
        let mut kernel = SweepKernel::new();
        sets.iter().map(|k| one(&mut kernel, k)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_partition_the_lexicographic_order() {
        for dims in [Dims::Pairs, Dims::Triples] {
            let whole = shard_sets(dims, 13, Shard::WHOLE);
            for count in [1, 2, 3, 7, 50] {
                let joined: Vec<SetKey> = (1..=count)
                    .flat_map(|index| shard_sets(dims, 13, Shard { index, count }))
                    .collect();
                assert_eq!(joined, whole, "{count} shards");
            }
            assert!(whole.windows(2).all(|w| w[0].as_slice() < w[1].as_slice()));
        }
    }

    #[test]
    fn shard_spelling() {
        assert_eq!("3/8".parse::<Shard>(), Ok(Shard { index: 3, count: 8 }));
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "-1/2"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }
}
