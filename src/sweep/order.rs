//! The sets of a sweep in lexicographic order, by rank: how many there are, and an iterator
//! from any rank, so that a piece of a sweep (a shard, a unit of work, the rest of an
//! interrupted run) is found without listing the sets before it.

use crate::sweep::{Dims, SetKey};

/// Number of sets `{a, …}` with smallest element `a` in a sweep up to `max`.
fn starting_at(dims: Dims, max: u64, a: u64) -> u64 {
    let rest = max.saturating_sub(a);
    match dims {
        Dims::Pairs => rest,
        Dims::Triples => rest * rest.saturating_sub(1) / 2,
    }
}

/// Number of sets in a sweep of `dims` up to `max`.
///
/// # Examples
/// ```
/// use nimseq::sweep::{order::set_total, Dims};
/// assert_eq!(set_total(Dims::Pairs, 5), 10);
/// assert_eq!(set_total(Dims::Triples, 5), 10);
/// ```
pub fn set_total(dims: Dims, max: u32) -> u64 {
    let max = u64::from(max);
    (1..=max).map(|a| starting_at(dims, max, a)).sum()
}

/// The sets of a sweep of `dims` up to `max` in lexicographic order, from the one of rank
/// `start` (0 is `{1, 2}` or `{1, 2, 3}`) to the end.
///
/// # Examples
/// ```
/// use nimseq::sweep::{order::sets_from, Dims};
/// let keys: Vec<Vec<u32>> = sets_from(Dims::Triples, 5, 3).take(3).map(|k| k.as_slice().to_vec()).collect();
/// assert_eq!(keys, [vec![1, 3, 4], vec![1, 3, 5], vec![1, 4, 5]]);
/// assert_eq!(sets_from(Dims::Pairs, 5, 10).count(), 0);
/// ```
pub fn sets_from(dims: Dims, max: u32, start: u64) -> impl Iterator<Item = SetKey> {
    let max64 = u64::from(max);
    // Skip whole blocks of a smallest element, then whole blocks of a second element.
    let mut rank = 0u64;
    let mut a = 1u32;
    while a <= max && rank + starting_at(dims, max64, u64::from(a)) <= start {
        rank += starting_at(dims, max64, u64::from(a));
        a += 1;
    }
    let mut b = a + 1;
    if dims == Dims::Triples {
        while b <= max && rank + u64::from(max - b) <= start {
            rank += u64::from(max - b);
            b += 1;
        }
    }
    let skip = start - rank;
    let first = match dims {
        Dims::Pairs => SetKey::pair(a, b + skip as u32),
        Dims::Triples => SetKey::triple(a, b, b + 1 + skip as u32),
    };
    let done = a > max || first.as_slice().iter().any(|&e| e > max);
    let mut next = (!done).then_some(first);
    std::iter::from_fn(move || {
        let key = next?;
        next = following(max, key);
        Some(key)
    })
}

/// The set after `key` in lexicographic order, if any.
fn following(max: u32, key: SetKey) -> Option<SetKey> {
    match *key.as_slice() {
        [a, b] if b < max => Some(SetKey::pair(a, b + 1)),
        [a, _] if a + 2 <= max => Some(SetKey::pair(a + 1, a + 2)),
        [a, b, c] if c < max => Some(SetKey::triple(a, b, c + 1)),
        [a, b, _] if b + 2 <= max => Some(SetKey::triple(a, b + 1, b + 2)),
        [a, _, _] if a + 3 <= max => Some(SetKey::triple(a + 1, a + 2, a + 3)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(dims: Dims, max: u32) -> Vec<SetKey> {
        let mut out = Vec::new();
        for a in 1..=max {
            for b in a + 1..=max {
                match dims {
                    Dims::Pairs => out.push(SetKey::pair(a, b)),
                    Dims::Triples => out.extend((b + 1..=max).map(|c| SetKey::triple(a, b, c))),
                }
            }
        }
        out
    }

    #[test]
    fn every_rank_starts_where_the_list_does() {
        for dims in [Dims::Pairs, Dims::Triples] {
            for max in 0..14 {
                let list = all(dims, max);
                assert_eq!(set_total(dims, max), list.len() as u64);
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
