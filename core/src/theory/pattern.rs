//! Eventually periodic sequences written out: a prefix, then a cycle repeated forever.

use std::fmt;

use serde::Serialize;

use crate::words::t;

/// An eventually periodic sequence: `prefix`, then `cycle` forever.
///
/// # Examples
/// ```
/// use nimseq_core::theory::Pattern;
/// let p = Pattern::new(vec![0, 1], vec![0, 1, 0, 1]);
/// assert_eq!(p.minimal(), Pattern::new(vec![], vec![0, 1]));
/// assert_eq!(p.to_string(), "01<0101>");
/// assert_eq!(p.at(7), 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Pattern {
    /// The values before the first period.
    pub prefix: Vec<u16>,
    /// One period, repeated forever (never empty).
    pub cycle: Vec<u16>,
}

/// Longest pattern written out in full by `Display`.
const SHOWN: usize = 64;

impl Pattern {
    /// A pattern from its parts. An empty `cycle` is read as `(0)`.
    pub fn new(prefix: Vec<u16>, cycle: Vec<u16>) -> Self {
        let cycle = if cycle.is_empty() { vec![0] } else { cycle };
        Pattern { prefix, cycle }
    }

    /// The pattern of a sequence with the given preperiod and period, read from `values`
    /// (which must hold at least `preperiod + period` of them).
    pub fn from_period<T: Copy + Into<u16>>(values: &[T], preperiod: u64, period: u64) -> Self {
        let e = preperiod as usize;
        let p = period as usize;
        let read = |r: std::ops::Range<usize>| values[r].iter().map(|&v| v.into()).collect();
        Pattern::new(read(0..e), read(e..e + p))
    }

    /// A pattern built from runs: `[(0, 3), (1, 3)]` is `0 0 0 1 1 1`.
    pub fn runs(runs: &[(u16, usize)]) -> Vec<u16> {
        runs.iter()
            .flat_map(|&(v, k)| std::iter::repeat_n(v, k))
            .collect()
    }

    /// The value at position `n`.
    pub fn at(&self, n: usize) -> u16 {
        match n.checked_sub(self.prefix.len()) {
            None => self.prefix[n],
            Some(i) => self.cycle[i % self.cycle.len()],
        }
    }

    /// `prefix.len() + cycle.len()`: how many values determine the whole sequence.
    pub fn len(&self) -> usize {
        self.prefix.len() + self.cycle.len()
    }

    /// Always false: a pattern has a non-empty cycle.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The same infinite sequence with the shortest cycle and then the shortest prefix.
    pub fn minimal(&self) -> Pattern {
        let p = self.cycle.len();
        let d = (1..=p)
            .find(|&d| {
                p.is_multiple_of(d) && (0..p).all(|i| self.cycle[i] == self.cycle[(i + d) % p])
            })
            .unwrap_or(p);
        let mut prefix = self.prefix.clone();
        let mut cycle = self.cycle[..d].to_vec();
        while let Some(&last) = prefix.last() {
            if last != cycle[d - 1] {
                break;
            }
            prefix.pop();
            cycle.rotate_right(1);
        }
        Pattern { prefix, cycle }
    }
}

impl fmt::Display for Pattern {
    /// The stone-picking paper's notation: prefix, then the cycle between `<` and `>`.
    /// Digits run together when every value is below 10, otherwise they are separated by
    /// spaces; a long cycle is cut, with its length given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.prefix.iter().chain(&self.cycle).all(|&v| v < 10) {
            ""
        } else {
            " "
        };
        let show = |f: &mut fmt::Formatter<'_>, part: &[u16]| -> fmt::Result {
            let shown: Vec<String> = part.iter().take(SHOWN).map(u16::to_string).collect();
            f.write_str(&shown.join(sep))?;
            if part.len() > SHOWN {
                let count = part.len().to_string();
                write!(f, "{sep}{}", t!("theory-pattern-cut", count = count))?;
            }
            Ok(())
        };
        show(f, &self.prefix)?;
        f.write_str("<")?;
        show(f, &self.cycle)?;
        f.write_str(">")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimal_rotates_prefix_into_cycle() {
        let p = Pattern::new(vec![0, 1, 1, 2], vec![1, 2]);
        assert_eq!(p.minimal(), Pattern::new(vec![0, 1], vec![1, 2]));
        let q = Pattern::new(vec![5, 2, 1], vec![2, 1, 2, 1]);
        assert_eq!(q.minimal(), Pattern::new(vec![5], vec![2, 1]));
        for n in 0..20 {
            assert_eq!(q.at(n), q.minimal().at(n));
        }
    }

    #[test]
    fn runs_and_display() {
        assert_eq!(Pattern::runs(&[(0, 2), (1, 1)]), [0, 0, 1]);
        assert_eq!(Pattern::new(vec![], vec![10, 2]).to_string(), "<10 2>");
        let long = Pattern::new(vec![], vec![1; 100]);
        assert!(long.to_string().ends_with("… (100 values)>"));
    }
}
