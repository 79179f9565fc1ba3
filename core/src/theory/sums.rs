//! Which sums of a set's elements a period equals. Flammenkamp observed that the period of a
//! non-additive 3-element set is almost always the sum of two of its elements, which two
//! forming a fractal-like pattern; pairs have period `a + b` or `2a` (Benesh et al.). This
//! names the sums a *certified* period equals; it predicts nothing.

use crate::words::t;

/// A sum of two elements (or twice one) of a set `{a, b}`, `{a, b, c}` or `{a, b, c, d}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetSum {
    /// `a + b`.
    AB,
    /// `a + c`.
    AC,
    /// `a + d`.
    AD,
    /// `b + c`.
    BC,
    /// `b + d`.
    BD,
    /// `c + d`.
    CD,
    /// `2a`.
    TwoA,
    /// `2b`.
    TwoB,
    /// `2c`.
    TwoC,
    /// `2d`.
    TwoD,
}

impl SetSum {
    /// Every sum, in the order categories are listed (the first that matches names a cell).
    pub const ALL: [SetSum; 10] = [
        SetSum::AB,
        SetSum::AC,
        SetSum::AD,
        SetSum::BC,
        SetSum::BD,
        SetSum::CD,
        SetSum::TwoA,
        SetSum::TwoB,
        SetSum::TwoC,
        SetSum::TwoD,
    ];

    /// The sums of a 3-element set, in [`SetSum::ALL`]'s order.
    const TRIPLES: [SetSum; 6] = [
        SetSum::AB,
        SetSum::AC,
        SetSum::BC,
        SetSum::TwoA,
        SetSum::TwoB,
        SetSum::TwoC,
    ];

    /// The sums that name the periods of sets of `size` elements: `a + b` and `2a` for
    /// pairs (the only periods of pairs), the six of triples, all ten for 4-element sets.
    pub fn for_size(size: usize) -> &'static [SetSum] {
        match size {
            2 => &[SetSum::AB, SetSum::TwoA],
            3 => &Self::TRIPLES,
            4 => &Self::ALL,
            _ => &[],
        }
    }

    /// `a + b`, `2c`, ...
    pub fn name(self) -> &'static str {
        match self {
            SetSum::AB => "a + b",
            SetSum::AC => "a + c",
            SetSum::AD => "a + d",
            SetSum::BC => "b + c",
            SetSum::BD => "b + d",
            SetSum::CD => "c + d",
            SetSum::TwoA => "2a",
            SetSum::TwoB => "2b",
            SetSum::TwoC => "2c",
            SetSum::TwoD => "2d",
        }
    }

    /// Its value for `set`, if the set has the elements it names.
    pub fn value(self, set: &[u32]) -> Option<u32> {
        let (i, j) = match self {
            SetSum::AB => (0, 1),
            SetSum::AC => (0, 2),
            SetSum::AD => (0, 3),
            SetSum::BC => (1, 2),
            SetSum::BD => (1, 3),
            SetSum::CD => (2, 3),
            SetSum::TwoA => (0, 0),
            SetSum::TwoB => (1, 1),
            SetSum::TwoC => (2, 2),
            SetSum::TwoD => (3, 3),
        };
        Some(set.get(i)? + set.get(j)?)
    }
}

/// The sums a period equals (none: "other").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct PeriodSums(u16);

impl PeriodSums {
    /// The sums of `set` (2, 3 or 4 elements, increasing) that equal `period`.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::theory::{PeriodSums, SetSum};
    /// // {2, 4, 7} has period 3 (a sum of none); {3, 5, 6} has period 9 = a + c = ...
    /// assert_eq!(PeriodSums::of(&[2, 4, 7], 3).first(), None);
    /// let s = PeriodSums::of(&[3, 5, 6], 9);
    /// assert_eq!(s.first(), Some(SetSum::AC));
    /// // {1, 2, 3}: period 4 = a + c = 2b, both named.
    /// assert_eq!(PeriodSums::of(&[1, 2, 3], 4).describe(), "a + c = 2b");
    /// ```
    pub fn of(set: &[u32], period: u32) -> PeriodSums {
        let mut bits = 0;
        for (i, sum) in SetSum::ALL.iter().enumerate() {
            if SetSum::for_size(set.len()).contains(sum) && sum.value(set) == Some(period) {
                bits |= 1 << i;
            }
        }
        PeriodSums(bits)
    }

    /// Every sum the period equals, in [`SetSum::ALL`]'s order.
    pub fn sums(self) -> impl Iterator<Item = SetSum> {
        SetSum::ALL
            .into_iter()
            .enumerate()
            .filter(move |(i, _)| self.0 & (1 << i) != 0)
            .map(|(_, s)| s)
    }

    /// The first sum the period equals (the cell's category), or `None` for "other".
    pub fn first(self) -> Option<SetSum> {
        self.sums().next()
    }

    /// Whether the period equals more than one sum.
    pub fn is_several(self) -> bool {
        self.0.count_ones() > 1
    }

    /// `a + c`, `a + c = 2b`, or `none of the sums`.
    pub fn describe(self) -> String {
        let names: Vec<&str> = self.sums().map(SetSum::name).collect();
        if names.is_empty() {
            t!("theory-no-sum")
        } else {
            names.join(" = ")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        game::Rule,
        sweep::{sweep, SweepSpec},
    };

    /// Written out plainly: the sums in category order, and the first equal to the period.
    fn plain(set: &[u32], period: u32) -> Option<usize> {
        let sums: Vec<u32> = match *set {
            [a, b] => vec![a + b, 2 * a],
            [a, b, c] => vec![a + b, a + c, b + c, 2 * a, 2 * b, 2 * c],
            [a, b, c, d] => vec![
                a + b,
                a + c,
                a + d,
                b + c,
                b + d,
                c + d,
                2 * a,
                2 * b,
                2 * c,
                2 * d,
            ],
            _ => unreachable!(),
        };
        sums.iter().position(|&s| s == period)
    }

    /// The category of every set of whole grids (pairs b <= 300, triples c <= 60, quadruples
    /// d <= 24), from their certified periods, against the plain computation.
    #[test]
    fn categories_of_whole_grids_against_a_plain_computation() {
        let mut counts = [0u32; 7];
        for (dims, max) in [(2, 300), (3, 60), (4, 24)] {
            let grid = sweep(&SweepSpec::new(dims, max, 1 << 20, Rule::Normal).unwrap());
            for (key, cell) in grid.iter() {
                let set = key.as_slice();
                assert!(cell.is_resolved(), "{set:?}");
                let sums = PeriodSums::of(set, cell.period);
                let order = SetSum::for_size(set.len());
                let got = sums
                    .first()
                    .map(|s| order.iter().position(|&t| t == s).unwrap());
                assert_eq!(
                    got,
                    plain(set, cell.period),
                    "{set:?} period {}",
                    cell.period
                );
                if dims == 3 {
                    counts[got.unwrap_or(6)] += 1;
                }
            }
        }
        // Flammenkamp's observation, seen in the triples: a + c is the commonest period.
        assert!(counts[1] > counts[0] && counts[1] > counts[2], "{counts:?}");
    }
}
