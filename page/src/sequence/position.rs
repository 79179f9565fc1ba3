//! A position past the values computed: the note the sequence view shows when a link or the
//! "Go to" field asks for one (with, when the period is certified, the value it gives), and the
//! overview's read-out of a position.

use serde::Serialize;

use super::known::KnownValues;
use super::value_readout;
use crate::texts::t;
use crate::PAGE_MAX_TERMS;
use nimseq_core::words::grouped;

/// The note of a position past the values computed, around the button that computes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PastNote {
    /// Before the button: `G(5,000,000) is not computed yet: the values end at n = 9,999. `,
    /// and with a certified period `The period is certified, so G(n) is the value one period
    /// earlier: `.
    pub text: String,
    /// The search the button asks for: up to `G(limit)`.
    pub limit: u64,
    /// The button's words: `Compute up to n = 39,999`.
    pub button: String,
    /// After the button, with a certified period: ` G(5,000,000) = G(8) = 1.`; else empty.
    pub value: String,
}

/// The note for position `n`, or `None` when `G(n)` is computed. The button asks for four
/// times the values computed, or `n` if that is more, within the page's largest search.
///
/// # Examples
/// ```
/// use nimseq_page::{past_note, KnownValues, SequenceLaw};
/// let law = SequenceLaw::default();
/// let known = KnownValues::new(&[0, 1, 2], &law);
/// assert!(past_note(&known, 2).is_none());
/// let note = past_note(&known, 5000).unwrap();
/// assert_eq!(note.text, "G(5,000) is not computed yet: the values end at n = 2. ");
/// assert_eq!((note.limit, note.button.as_str()), (5000, "Compute up to n = 5,000"));
/// ```
pub fn past_note(known: &KnownValues<'_>, n: u64) -> Option<PastNote> {
    let computed = known.len();
    if n < computed {
        return None;
    }
    let limit = n
        .max((4 * computed).saturating_sub(1))
        .min(PAGE_MAX_TERMS - 1);
    // The sentences are followed by the button: a space after each.
    let mut text = t!(
        "position-not-computed",
        n = n,
        last = computed.saturating_sub(1)
    ) + " ";
    let mut value = String::new();
    if known.law().period.is_some()
        && let Some((back, v)) = known.read_back(n).zip(known.value(n))
    {
        text.push_str(&t!("position-period-earlier"));
        text.push(' ');
        value = format!(" G({}) = G({}) = {v}.", grouped(n), grouped(back));
    }
    Some(PastNote {
        text,
        limit,
        button: t!("position-compute", limit = limit),
        value,
    })
}

/// What the overview reads out at position `n`: its value and class, or that it is not
/// computed yet.
pub fn position_readout(known: &KnownValues<'_>, n: u64) -> String {
    match known.computed().get(n as usize) {
        Some(&v) => value_readout(n, v),
        None => t!("position-readout-not-computed", n = n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::known::{SequenceLaw, ValuePeriod};

    #[test]
    fn a_certified_period_gives_the_value_past_those_computed() {
        // A sequence of period 3 from 8, its first 14 values.
        let values = [0, 0, 1, 1, 2, 2, 3, 0, 1, 2, 0, 1, 2, 0];
        let law = SequenceLaw {
            period: Some(ValuePeriod {
                preperiod: 8,
                period: 3,
            }),
            arithmetic: None,
        };
        let known = KnownValues::new(&values, &law);
        let note = past_note(&known, 5_000_000).unwrap();
        assert_eq!(
            note.text,
            "G(5,000,000) is not computed yet: the values end at n = 13. The period is certified, so G(n) is the value one period earlier: "
        );
        assert_eq!(note.limit, 5_000_000);
        assert_eq!(note.button, "Compute up to n = 5,000,000");
        assert_eq!(note.value, " G(5,000,000) = G(8) = 1.");
        // Near the end: four times the values computed.
        let note = past_note(&known, 20).unwrap();
        assert_eq!(
            (note.limit, note.value.as_str()),
            (55, " G(20) = G(8) = 1.")
        );
        // Never past the page's largest search.
        assert_eq!(
            past_note(&known, 1 << 40).unwrap().limit,
            PAGE_MAX_TERMS - 1
        );
        assert_eq!(
            position_readout(&known, 7),
            "G(7) = 0: a P-position (the player to move loses)"
        );
        assert_eq!(
            position_readout(&known, 14_000),
            "G(14,000) is not computed yet."
        );
    }
}
