//! The sets of a sweep in lexicographic order, by rank: how many there are, and an iterator
//! from any rank, so that a piece of a sweep (a shard, a unit of work, the rest of an
//! interrupted run) is found without listing the sets before it.

use crate::sweep::set::{choose, SetKey};
use crate::sweep::Dims;

/// The sets of a sweep of `dims` up to `max` in lexicographic order, from the one of rank
/// `start` (0 is `{1, 2}`, `{1, 2, 3}` or `{1, 2, 3, 4}`) to the end.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{sets_from, Dims};
/// let keys: Vec<Vec<u32>> = sets_from(Dims::Triples, 5, 3).take(3).map(|k| k.as_slice().to_vec()).collect();
/// assert_eq!(keys, [vec![1, 3, 4], vec![1, 3, 5], vec![1, 4, 5]]);
/// assert_eq!(sets_from(Dims::Pairs, 5, 10).count(), 0);
/// let quads: Vec<Vec<u32>> = sets_from(Dims::Quads, 6, 4).take(2).map(|k| k.as_slice().to_vec()).collect();
/// assert_eq!(quads, [vec![1, 2, 4, 6], vec![1, 2, 5, 6]]);
/// ```
pub fn sets_from(dims: Dims, max: u32, start: u64) -> impl Iterator<Item = SetKey> {
    let k = dims.count();
    // Each element in turn: skip the whole blocks of sets that share the elements chosen so
    // far and have a smaller value at this place.
    let mut elements = [0u32; 4];
    let mut rank = 0u64;
    let mut lower = 0u32;
    for (i, element) in elements.iter_mut().enumerate().take(k) {
        let mut v = lower + 1;
        while v <= max {
            let block = choose(u64::from(max - v), k - 1 - i);
            if rank + block > start {
                break;
            }
            rank += block;
            v += 1;
        }
        *element = v;
        lower = v;
    }
    let first = SetKey::from_slice(&elements[..k]).filter(|key| lower <= max && key.len() == k);
    let mut next = first;
    std::iter::from_fn(move || {
        let key = next?;
        next = following(max, key);
        Some(key)
    })
}

/// The set after `key` in lexicographic order, if any: the last element that can grow grows
/// by one, and the elements after it follow it one by one.
fn following(max: u32, key: SetKey) -> Option<SetKey> {
    let set = key.as_slice();
    let k = set.len();
    let i = (0..k).rev().find(|&i| set[i] < max - (k - 1 - i) as u32)?;
    let mut next = [0u32; 4];
    next[..k].copy_from_slice(set);
    next[i] += 1;
    for j in i + 1..k {
        next[j] = next[j - 1] + 1;
    }
    SetKey::from_slice(&next[..k])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::set::set_count;

    fn all(dims: Dims, max: u32) -> Vec<SetKey> {
        let mut out = Vec::new();
        for a in 1..=max {
            for b in a + 1..=max {
                match dims {
                    Dims::Pairs => out.push(SetKey::pair(a, b)),
                    Dims::Triples => out.extend((b + 1..=max).map(|c| SetKey::triple(a, b, c))),
                    Dims::Quads => {
                        for c in b + 1..=max {
                            out.extend((c + 1..=max).map(|d| SetKey::quad(a, b, c, d)));
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn every_rank_starts_where_the_list_does() {
        for dims in Dims::ALL {
            for max in 0..14 {
                let list = all(dims, max);
                assert_eq!(set_count(dims, max), list.len() as u64);
                for start in 0..=list.len() + 2 {
                    let from: Vec<SetKey> = sets_from(dims, max, start as u64).collect();
                    assert_eq!(
                        from,
                        list[start.min(list.len())..],
                        "{dims:?} {max} {start}"
                    );
                }
            }
        }
    }
}
