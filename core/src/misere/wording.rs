//! The certified period of the pretending function in words, worded once: the command line's
//! `period` line, the quotient's summary and the page's quotient view all say it so.

use std::fmt;

use super::period::PretendingPeriod;
use crate::words::t;

/// `2 from heap 8 (certified by the quotient of heaps ≤ 21)`, heaps of 1,000 and more with
/// thousands separators.
impl fmt::Display for PretendingPeriod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "misere-period",
            period = self.period,
            from = self.preperiod,
            heaps = self.certified_at
        ))
    }
}

/// The period of a pretending function in words, or `none certified`.
///
/// # Examples
/// ```
/// use nimseq_core::misere::{period_words, PretendingPeriod};
/// let p = PretendingPeriod { preperiod: 8, period: 2, certified_at: 21 };
/// assert_eq!(period_words(Some(p)), "2 from heap 8 (certified by the quotient of heaps ≤ 21)");
/// assert_eq!(period_words(None), "none certified");
/// ```
pub fn period_words(period: Option<PretendingPeriod>) -> String {
    period.map_or_else(|| t!("misere-none-certified"), |p| p.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_heaps_are_grouped() {
        let p = PretendingPeriod {
            preperiod: 1234,
            period: 12,
            certified_at: 4096,
        };
        assert_eq!(
            period_words(Some(p)),
            "12 from heap 1,234 (certified by the quotient of heaps ≤ 4,096)"
        );
    }

    #[test]
    fn german_and_french_periods_have_no_english() {
        use crate::words::{with_language, Lang};
        let p = PretendingPeriod {
            preperiod: 1234,
            period: 12,
            certified_at: 4096,
        };
        assert_eq!(
            with_language(Lang::De, || period_words(Some(p))),
            "12 ab Haufen 1.234 (zertifiziert durch den Quotienten der Haufen ≤ 4.096)"
        );
        let fr = with_language(Lang::Fr, || period_words(Some(p)));
        assert!(fr.starts_with("12 à partir du tas 1\u{202f}234"), "{fr}");
        assert_eq!(
            with_language(Lang::Fr, || period_words(None)),
            "aucune certifiée"
        );
    }
}
