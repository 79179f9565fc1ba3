//! Splitting a sweep over machines: shard `K/N` is the `K`-th of `N` contiguous pieces of the
//! sets in lexicographic order, so the shards' CSV outputs, concatenated in order, are the
//! whole table (only the first shard writes the header). Any scheduler can run them: a Slurm
//! job array (`--shard $SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT`) or GNU parallel.

use std::fmt;
use std::str::FromStr;

use crate::error::GameError;
use crate::game::shorten;
use crate::sweep::order::sets_from;
use crate::sweep::set::set_count;
use crate::sweep::{Dims, SetKey};

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

/// The ranks of one shard's sets: the `index`-th of `count` contiguous pieces of the
/// lexicographic order, of equal sizes (the first ones one shorter).
pub fn shard_ranks(dims: Dims, max: u32, shard: Shard) -> std::ops::Range<u64> {
    let total = set_count(dims, max);
    let start = total * (shard.index - 1) / shard.count;
    let end = total * shard.index / shard.count;
    start..end
}

/// The sets of one shard, in lexicographic order.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{shard_sets, Shard};
/// use nimseq_core::sweep::Dims;
/// let all: Vec<_> = (1..=3).flat_map(|k| shard_sets(Dims::Pairs, 5, Shard { index: k, count: 3 })).collect();
/// let keys: Vec<Vec<u32>> = all.iter().map(|k| k.as_slice().to_vec()).collect();
/// assert_eq!(keys.len(), 10);
/// assert_eq!(keys[0], [1, 2]);
/// assert_eq!(keys[9], [4, 5]);
/// ```
pub fn shard_sets(dims: Dims, max: u32, shard: Shard) -> Vec<SetKey> {
    let ranks = shard_ranks(dims, max, shard);
    sets_from(dims, max, ranks.start)
        .take((ranks.end - ranks.start) as usize)
        .collect()
}

/// Which 3-element sets a sweep covers: all of them, or a family that is a map of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// Every `{a, b, c}`, `c <= N`.
    All,
    /// The additive sets `{a, b, a + b}`, `a + b <= N`.
    Additive,
    /// The sets `{A, b, c}` with smallest element `A`, `c <= N`.
    Smallest(u32),
}

impl FromStr for Family {
    type Err = GameError;

    /// Reads `all`, `additive` or `smallest=A`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || GameError::BadFamily(shorten(text));
        match text.trim() {
            "all" => Ok(Family::All),
            "additive" => Ok(Family::Additive),
            other => {
                let a = other.strip_prefix("smallest=").ok_or_else(bad)?;
                let a: u32 = a.trim().parse().map_err(|_| bad())?;
                if a == 0 {
                    return Err(bad());
                }
                Ok(Family::Smallest(a))
            }
        }
    }
}

/// The sets of `family` up to `max`, in lexicographic order.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{family_sets, Family};
/// let sets: Vec<Vec<u32>> = family_sets(Family::Additive, 7).iter().map(|k| k.as_slice().to_vec()).collect();
/// assert_eq!(sets, [vec![1, 2, 3], vec![1, 3, 4], vec![1, 4, 5], vec![1, 5, 6], vec![1, 6, 7], vec![2, 3, 5], vec![2, 4, 6], vec![2, 5, 7], vec![3, 4, 7]]);
/// assert_eq!(family_sets(Family::Smallest(4), 7).len(), 3);
/// ```
pub fn family_sets(family: Family, max: u32) -> Vec<SetKey> {
    match family {
        Family::All => shard_sets(Dims::Triples, max, Shard::WHOLE),
        Family::Additive => (1..=max / 2)
            .flat_map(|a| (a + 1..=max.saturating_sub(a)).map(move |b| SetKey::triple(a, b, a + b)))
            .collect(),
        Family::Smallest(a) => (a + 1..=max)
            .flat_map(|b| (b + 1..=max).map(move |c| SetKey::triple(a, b, c)))
            .collect(),
    }
}

/// The `shard`-th contiguous piece of `items` (pieces of equal size, the last ones one
/// shorter), so that the pieces in order are `items`.
pub fn piece<T>(items: &[T], shard: Shard) -> &[T] {
    let total = items.len() as u64;
    let start = total * (shard.index - 1) / shard.count;
    let end = total * shard.index / shard.count;
    &items[start as usize..end as usize]
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
    fn families_and_their_pieces() {
        let all: Vec<SetKey> = family_sets(Family::All, 12);
        assert_eq!(all, shard_sets(Dims::Triples, 12, Shard::WHOLE));
        for family in [Family::Additive, Family::Smallest(3)] {
            let sets = family_sets(family, 40);
            assert!(sets.windows(2).all(|w| w[0].as_slice() < w[1].as_slice()));
            for key in &sets {
                let s = key.as_slice();
                assert!(s[0] < s[1] && s[1] < s[2] && s[2] <= 40);
                match family {
                    Family::Additive => assert_eq!(s[2], s[0] + s[1]),
                    _ => assert_eq!(s[0], 3),
                }
            }
            let joined: Vec<SetKey> = (1..=7)
                .flat_map(|index| piece(&sets, Shard { index, count: 7 }).to_vec())
                .collect();
            assert_eq!(joined, sets);
        }
        // Sum over a = 1 ..= 19 of (40 - 2a) sets {a, b, a + b} with a < b, a + b <= 40.
        assert_eq!(family_sets(Family::Additive, 40).len(), 380);
        assert_eq!("smallest=5".parse::<Family>(), Ok(Family::Smallest(5)));
        for bad in ["", "smallest=", "smallest=0", "diagonal", "smallest=x"] {
            assert!(bad.parse::<Family>().is_err(), "{bad}");
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
