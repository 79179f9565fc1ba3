//! The sets of a sweep: a set of two, three or four elements ([`SetKey`]), and how many sets
//! a sweep covers.

use crate::sweep::Dims;

/// A set of two, three or four elements, increasing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SetKey {
    elements: [u32; 4],
    len: u8,
}

impl SetKey {
    /// A pair `{a, b}`.
    pub fn pair(a: u32, b: u32) -> Self {
        SetKey {
            elements: [a, b, 0, 0],
            len: 2,
        }
    }

    /// A triple `{a, b, c}`.
    pub fn triple(a: u32, b: u32, c: u32) -> Self {
        SetKey {
            elements: [a, b, c, 0],
            len: 3,
        }
    }

    /// A 4-element set `{a, b, c, d}`.
    pub fn quad(a: u32, b: u32, c: u32, d: u32) -> Self {
        SetKey {
            elements: [a, b, c, d],
            len: 4,
        }
    }

    /// The set of the elements of `set` (2 to 4 of them, increasing), if it has 2 to 4.
    pub fn from_slice(set: &[u32]) -> Option<Self> {
        let mut elements = [0; 4];
        elements.get_mut(..set.len())?.copy_from_slice(set);
        (set.len() >= 2).then_some(SetKey {
            elements,
            len: set.len() as u8,
        })
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the set has no elements (never: a key has 2 to 4).
    pub fn is_empty(&self) -> bool {
        self.len == 0
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

    /// Whether the set is primitive: the greatest common divisor of its elements is 1 (a set
    /// with divisor `g > 1` is `g` times a smaller set, whose sequence it spreads out).
    pub fn is_primitive(&self) -> bool {
        is_primitive(self.as_slice())
    }
}

/// Whether the greatest common divisor of `set` is 1 (`{2, 5, 7}` is, `{4, 10, 14}` =
/// 2 · `{2, 5, 7}` is not; the empty set is not).
///
/// # Examples
/// ```
/// use nimseq_core::sweep::is_primitive;
/// assert!(is_primitive(&[2, 5, 7]));
/// assert!(!is_primitive(&[4, 10, 14]));
/// assert!(is_primitive(&[6, 10, 15]));
/// ```
pub fn is_primitive(set: &[u32]) -> bool {
    let gcd = |mut x: u32, mut y: u32| {
        while y != 0 {
            (x, y) = (y, x % y);
        }
        x
    };
    set.iter().fold(0, |g, &e| gcd(g, e)) == 1
}

/// `n` choose `k`, for the `k` of sweeps (0 to 4), with one division.
pub(crate) fn choose(n: u64, k: usize) -> u64 {
    let m = |i: u64| n.saturating_sub(i);
    match k {
        0 => 1,
        1 => n,
        2 => n * m(1) / 2,
        3 => n * m(1) * m(2) / 6,
        _ => n * m(1) * m(2) * m(3) / 24,
    }
}

/// Number of sets a sweep of `dims` over `1..=max` covers.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{set_count, Dims};
/// assert_eq!(set_count(Dims::Pairs, 5), 10);
/// assert_eq!(set_count(Dims::Triples, 5), 10);
/// assert_eq!(set_count(Dims::Quads, 60), 487_635);
/// ```
pub fn set_count(dims: Dims, max: u32) -> u64 {
    choose(u64::from(max), dims.count())
}
