//! The period a closed form gives for a small set, without computing anything: what the
//! heatmap's "differs from theory" colouring compares each cell with.

use serde::Serialize;

/// A period predicted by a closed form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ClosedForm {
    /// The predicted minimal period.
    pub period: u32,
    /// Where the prediction comes from.
    pub source: &'static str,
}

/// The period the literature gives for `set` (increasing) under normal play, if any closed form
/// applies: Theorem 4.6 (`{a}`), Benesh et al. (`{a, b}`), Theorem 4.8 (consecutive sets),
/// Theorem 4.10 for `{1, 2, c}`, `c ≢ 0 (mod 3)` (the sequence of `{1, 2}`), and Theorem 4.9 as
/// stated (every element odd), which fails when `1 ∉ S`.
///
/// # Examples
/// ```
/// use nimseq_core::theory::closed_form_period;
/// assert_eq!(closed_form_period(&[2, 7]).map(|c| c.period), Some(9));
/// assert_eq!(closed_form_period(&[3, 9]).map(|c| c.period), Some(6));
/// assert_eq!(closed_form_period(&[4, 5, 6]).map(|c| c.period), Some(10));
/// assert_eq!(closed_form_period(&[2, 4, 7]), None);
/// ```
pub fn closed_form_period(set: &[u32]) -> Option<ClosedForm> {
    let form = |period, source| Some(ClosedForm { period, source });
    let (&min, &max) = (set.first()?, set.last()?);
    match *set {
        [a] => return form(2 * a, "Nash & Sheenko, Theorem 4.6"),
        [a, b] if b % a == 0 && (b / a) % 2 == 1 => return form(2 * a, "Benesh et al., Theorem 1"),
        [a, b] => return form(a + b, "Benesh et al., Theorem 1"),
        _ => {}
    }
    if set.len() as u32 == max - min + 1 {
        return form(min + max, "Nash & Sheenko, Theorem 4.8");
    }
    if let [1, 2, c] = *set
        && c % 3 != 0
    {
        return form(3, "Nash & Sheenko, Theorem 4.10");
    }
    if set.iter().all(|s| s % 2 == 1) {
        return form(2, "Nash & Sheenko, Theorem 4.9");
    }
    None
}
