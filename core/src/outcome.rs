//! Outcome strings: which heap sizes are won by the player to move.
//!
//! The stone-picking paper (Nguyen & Tu, 2010) writes the win/loss string of a set `S` as
//! `B(S) = b0 b1 b2 ...` with `b_n = 1` when the player to move from `n` tokens wins, and
//! condenses it into the *result number* `E(S) = sum over i >= 1 of b_i / 2^i`, a rational
//! number in `(0, 1)` because `B(S)` is eventually periodic. Here `E(S)` is computed exactly,
//! with big integers.

use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, Zero};
use serde::Serialize;

use crate::game::Nimber;
use crate::period::Period;

/// Longest period for which [`result_number`] computes `E(S)` (the fraction's numerator and
/// denominator have about this many bits).
pub const MAX_RESULT_NUMBER_BITS: u64 = 1 << 20;

/// `b_n` for each value: 1 (N, the player to move wins) when `G(n) != 0`, else 0 (P).
pub fn outcome_bits(values: &[Nimber]) -> Vec<u8> {
    values.iter().map(|&v| u8::from(v != 0)).collect()
}

/// The outcome string as letters: `P` where `G(n) = 0`, `N` elsewhere.
///
/// # Examples
/// ```
/// assert_eq!(nimseq_core::outcome::outcome_letters(&[0, 1, 2, 0]), "PNNP");
/// ```
pub fn outcome_letters(values: &[Nimber]) -> String {
    values
        .iter()
        .map(|&v| if v == 0 { 'P' } else { 'N' })
        .collect()
}

/// `B(S)` in the paper's notation: the preperiod, then the period between `<` and `>`.
///
/// `bits` must hold at least `preperiod + period` outcomes.
///
/// # Examples
/// ```
/// use nimseq_core::{outcome::{b_string, outcome_bits}, period::find_period};
/// let (report, values) = nimseq_core::period::PeriodSearch::new(&"sub:3,5,6/take-all".parse()?, 1000)?.run()?;
/// let period = report.outcome.period().unwrap();
/// assert_eq!(b_string(&outcome_bits(&values), period), "<0111>");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn b_string(bits: &[u8], period: &Period) -> String {
    let e = period.preperiod as usize;
    let p = period.period as usize;
    let digits = |range: &[u8]| {
        range
            .iter()
            .map(|&b| char::from(b'0' + b))
            .collect::<String>()
    };
    format!("{}<{}>", digits(&bits[..e]), digits(&bits[e..e + p]))
}

/// `E(S)` as an exact fraction, with the unreduced form the paper's proofs use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultNumber {
    /// `E(S)` in lowest terms.
    pub value: BigRational,
    /// `s`: the sum starts repeating at `b_s` (`s = max(e, 1)`).
    pub repeat_from: u64,
    /// `T`: the period of the outcome string.
    pub period: u64,
}

impl ResultNumber {
    /// The numerator in decimal.
    pub fn numerator(&self) -> String {
        self.value.numer().to_string()
    }

    /// The denominator in decimal.
    pub fn denominator(&self) -> String {
        self.value.denom().to_string()
    }
}

/// Serialized as decimal strings: the numbers can have thousands of digits.
impl Serialize for ResultNumber {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("ResultNumber", 4)?;
        s.serialize_field("numerator", &self.numerator())?;
        s.serialize_field("denominator", &self.denominator())?;
        s.serialize_field("repeat_from", &self.repeat_from)?;
        s.serialize_field("period", &self.period)?;
        s.end()
    }
}

/// `E(S) = sum over i >= 1 of b_i / 2^i`, exactly, from a certified outcome period.
///
/// With `s = max(e, 1)` and period `T`,
/// `E = (P (2^T - 1) + Q) / (2^(s-1) (2^T - 1))` where `P` is the binary number
/// `b_1 ... b_(s-1)` and `Q` the binary number `b_s ... b_(s+T-1)`.
/// Returns `None` when `s + T` exceeds [`MAX_RESULT_NUMBER_BITS`].
///
/// `bits` must hold at least `e + T + 1` outcomes.
///
/// # Examples
/// ```
/// use nimseq_core::{outcome::{outcome_bits, result_number}, period::PeriodSearch};
/// // S = {1, b} with b odd: B(S) = <01>, E(S) = 2/3.
/// let (report, values) = PeriodSearch::new(&"sub:1,5".parse()?, 1000)?.run()?;
/// let e = result_number(&outcome_bits(&values), report.outcome.period().unwrap()).unwrap();
/// assert_eq!(e.value.to_string(), "2/3");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn result_number(bits: &[u8], period: &Period) -> Option<ResultNumber> {
    let s = period.preperiod.max(1);
    let t = period.period;
    if s.saturating_add(t) > MAX_RESULT_NUMBER_BITS {
        return None;
    }
    let (s, t) = (s as usize, t as usize);
    let bits_at = |range: std::ops::Range<usize>| -> BigUint {
        range.fold(BigUint::zero(), |acc, i| {
            (acc << 1u8) + BigUint::from(bits[i])
        })
    };
    let p = bits_at(1..s);
    let q = bits_at(s..s + t);
    let cycle = (BigUint::one() << t) - BigUint::one();
    let numerator = p * &cycle + q;
    let denominator = (BigUint::one() << (s - 1)) * cycle;
    Some(ResultNumber {
        value: BigRational::new(numerator.into(), denominator.into()),
        repeat_from: s as u64,
        period: t as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::period::PeriodSearch;

    fn e_of(spec: &str) -> String {
        let (report, values) = PeriodSearch::new(&spec.parse().unwrap(), 100_000)
            .unwrap()
            .run()
            .unwrap();
        result_number(&outcome_bits(&values), report.outcome.period().unwrap())
            .unwrap()
            .value
            .to_string()
    }

    #[test]
    fn single_element_sets() {
        // The paper: E({a}) = 2^a / (2^a + 1) under its take-all rule.
        for a in 1..12u32 {
            assert_eq!(
                e_of(&format!("sub:{a}/take-all")),
                format!("{}/{}", 1u64 << a, (1u64 << a) + 1)
            );
        }
    }

    #[test]
    fn take_all_356() {
        // P-positions are the multiples of 4: b = 0111 0111 ..., E = (1/2 + 1/4 + 1/8) * 16/15.
        assert_eq!(e_of("sub:3,5,6/take-all"), "14/15");
    }

    #[test]
    fn preperiod_counts() {
        // {2,4,7}: values 0,0,1,1,2,2,0,3,1,0,2,1,(0,2,1)...; b = 0,0,1,1,1,1,0,1,1,0,1,1,...
        // b_3 = 1 but b_6 = 0, b_4.. repeat with period 3: B = 0011<110>.
        let (report, values) = PeriodSearch::new(&"sub:2,4,7".parse().unwrap(), 1000)
            .unwrap()
            .run()
            .unwrap();
        let o = report.outcome.period().unwrap();
        assert_eq!((o.preperiod, o.period), (4, 3));
        let bits = outcome_bits(&values);
        assert_eq!(b_string(&bits, o), "0011<110>");
        // E = 1/4 + 1/8 + (1/16 + 1/32) * 8/7 = 3/8 + 3/28 = 27/56.
        let e = result_number(&bits, o).unwrap().value;
        assert_eq!(e.to_string(), "27/56");
        let approx: f64 = (1..60)
            .map(|i| f64::from(bits[i]) / 2f64.powi(i as i32))
            .sum();
        let as_float = e.numer().to_string().parse::<f64>().unwrap()
            / e.denom().to_string().parse::<f64>().unwrap();
        assert!((approx - as_float).abs() < 1e-12, "{approx} vs {as_float}");
    }
}
