//! What the sequence view knows of a game's values: those computed and, past them, those its
//! certified period gives, `G(n) = G(e + (n − e) mod p)` for `n >= e` (exact: the period is
//! proven). The table, the why panel, the exercise and the note of a position past the values
//! computed all read values here.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use nimseq_core::game::Nimber;
use nimseq_core::{GameError, Limit};

/// Most values read at once past those computed, off the certified period (the why panel and
/// the exercise list every value up to the one they explain).
pub const MOST_PAST: u64 = 1 << 20;

/// A certified period of the values: `G(n + period) = G(n)` for every `n >= preperiod`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValuePeriod {
    /// The first position of the periodic part.
    pub preperiod: u64,
    /// The length of the repeat.
    pub period: u64,
}

/// An arithmetic period: `G(n + period) = G(n) + saltus` for `n >= preperiod`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArithmeticLaw {
    /// From here on the law holds (as far as computed, unless certified).
    pub preperiod: u64,
    /// The length of the repeat.
    pub period: u64,
    /// What each period adds.
    pub saltus: i64,
    /// Whether a theorem proves it for every `n`.
    pub certified: bool,
}

/// What a finished search says of the values' law, as the sequence view's handle keeps it: a
/// certified period, and an arithmetic period (certified or seen).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SequenceLaw {
    /// The certified period, if any.
    pub period: Option<ValuePeriod>,
    /// The arithmetic period, if any (take-and-break games without a certified period).
    pub arithmetic: Option<ArithmeticLaw>,
}

/// The values of one search as the view reads them: those computed, continued by the certified
/// period.
///
/// # Examples
/// ```
/// use nimseq_page::{KnownValues, SequenceLaw, ValuePeriod};
/// // {1, 2}: 0 1 2 0 1 2 ..., period 3 from 0.
/// let law = SequenceLaw { period: Some(ValuePeriod { preperiod: 0, period: 3 }), arithmetic: None };
/// let known = KnownValues::new(&[0, 1, 2, 0, 1, 2], &law);
/// assert_eq!(known.read_back(1_000_000), Some(1));
/// assert_eq!(known.value(1_000_000), Some(1));
/// assert_eq!(known.to(7)?.len(), 8);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct KnownValues<'a> {
    values: &'a [Nimber],
    law: &'a SequenceLaw,
}

impl<'a> KnownValues<'a> {
    /// The values computed, `G(0), G(1), …`, under the law the search found (the default law
    /// while it runs).
    pub fn new(values: &'a [Nimber], law: &'a SequenceLaw) -> Self {
        KnownValues { values, law }
    }

    /// The values computed.
    pub fn computed(&self) -> &'a [Nimber] {
        self.values
    }

    /// The law.
    pub fn law(&self) -> &'a SequenceLaw {
        self.law
    }

    /// How many values are computed.
    pub fn len(&self) -> u64 {
        self.values.len() as u64
    }

    /// Whether no value is computed.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Where `G(n)` is read: `n` itself when computed; past the values computed, the position
    /// as many whole periods earlier as brings it into the first period, `e + (n − e) mod p`
    /// (certified periods only). `None` when `G(n)` is not known.
    pub fn read_back(&self, n: u64) -> Option<u64> {
        if n < self.len() {
            return Some(n);
        }
        let p = self
            .law
            .period
            .filter(|p| p.period > 0 && n >= p.preperiod)?;
        let back = p.preperiod + (n - p.preperiod) % p.period;
        (back < self.len()).then_some(back)
    }

    /// `G(n)`: computed, or read back off the certified period.
    pub fn value(&self, n: u64) -> Option<Nimber> {
        self.read_back(n).map(|m| self.values[m as usize])
    }

    /// Whether the why panel and the exercise can read `G(n)`: computed, or at most
    /// [`MOST_PAST`] past the values computed on the certified period.
    pub fn knows(&self, n: u64) -> bool {
        n < self.len() || (n < self.len() + MOST_PAST && self.read_back(n).is_some())
    }

    /// `G(n)`, when the why panel and the exercise can read it ([`KnownValues::knows`]).
    ///
    /// # Errors
    /// [`GameError::LimitExceeded`] when they cannot.
    pub fn read(&self, n: u64) -> Result<Nimber, GameError> {
        self.value(n)
            .filter(|_| self.knows(n))
            .ok_or_else(|| GameError::limit(Limit::Computed, n, self.len().saturating_sub(1)))
    }

    /// `G(0) … G(n)` (at least): the values computed, continued by the certified period when
    /// `n` is past them.
    ///
    /// # Errors
    /// [`GameError::LimitExceeded`] when `G(n)` is neither computed nor within [`MOST_PAST`]
    /// of them on a certified period.
    pub fn to(&self, n: u64) -> Result<Cow<'a, [Nimber]>, GameError> {
        if n < self.len() {
            return Ok(Cow::Borrowed(self.values));
        }
        let unknown = || GameError::limit(Limit::Computed, n, self.len().saturating_sub(1));
        if !self.knows(n) {
            return Err(unknown());
        }
        let mut more = self.values.to_vec();
        for m in self.len()..=n {
            more.push(self.value(m).ok_or_else(unknown)?);
        }
        Ok(Cow::Owned(more))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sequence of period 3 from 8, its first 14 values.
    fn period_3() -> (Vec<Nimber>, SequenceLaw) {
        let values = vec![0, 0, 1, 1, 2, 2, 3, 0, 1, 2, 0, 1, 2, 0];
        let law = SequenceLaw {
            period: Some(ValuePeriod {
                preperiod: 8,
                period: 3,
            }),
            arithmetic: None,
        };
        (values, law)
    }

    #[test]
    fn the_period_extends_the_values_computed() {
        let (values, law) = period_3();
        let known = KnownValues::new(&values, &law);
        assert_eq!(known.read_back(5), Some(5));
        // 5,000,000 = 8 + 3·1,666,664: G(5,000,000) = G(8).
        assert_eq!(known.read_back(5_000_000), Some(8));
        assert_eq!(known.value(5_000_000), Some(1));
        assert_eq!(known.read_back(15), Some(9));
        let to = known.to(20).unwrap();
        assert_eq!(to.len(), 21);
        for m in 8..21 {
            assert_eq!(to[m], to[8 + (m - 8) % 3], "{m}");
        }
        assert!(matches!(known.to(10).unwrap(), Cow::Borrowed(_)));
        assert!(known.knows(5_000));
        assert!(!known.knows(values.len() as u64 + MOST_PAST));
        assert_eq!(known.read(5_000).ok(), known.value(5_000));
        assert!(known.read(values.len() as u64 + MOST_PAST).is_err());
        assert!(known.to(values.len() as u64 + MOST_PAST).is_err());
    }

    #[test]
    fn without_a_certified_period_only_the_values_computed_are_known() {
        let (values, _) = period_3();
        let law = SequenceLaw::default();
        let known = KnownValues::new(&values, &law);
        assert_eq!(known.value(13), Some(0));
        assert_eq!(known.read_back(14), None);
        assert!(!known.knows(14));
        let e = known.to(14).unwrap_err();
        assert!(e.to_string().contains("13"), "{e}");
    }
}
