//! The why panel's mex as a row of numbers: `0, 1, 2, …` up to one past the largest value in
//! play, each in the set of the options' values or missing, the least missing one (the mex)
//! marked, unless an exercise asks for it.

use serde::Serialize;

use nimseq_core::game::Nimber;

use crate::texts::t;

/// Most numbers in the row: a larger set is read off its text instead.
const MOST_CHIPS: u64 = 64;

/// One number of the row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MexChip {
    /// The number.
    pub value: u64,
    /// `in` (an option has this value), `mex` (the least value missing) or `out`.
    pub kind: &'static str,
    /// What it says under the pointer: `2: the least value missing, the mex`.
    pub title: String,
}

/// The row for a value `value`, the mex of `set` (or a misère heap's value); `question` leaves
/// the mex unmarked. Empty when the largest number would pass [`MOST_CHIPS`].
pub(crate) fn mex_chips(value: Nimber, set: &[Nimber], question: bool) -> Vec<MexChip> {
    let top = u64::from(set.iter().copied().chain([value]).max().unwrap_or(value)) + 1;
    if top > MOST_CHIPS {
        return Vec::new();
    }
    (0..=top)
        .map(|v| {
            let present = set.iter().any(|&s| u64::from(s) == v);
            let mex = !present && v == u64::from(value) && !question;
            let value = v.to_string();
            let (kind, title) = if present {
                ("in", t!("why-chip-in", value = value))
            } else if mex {
                ("mex", t!("why-chip-mex", value = value))
            } else {
                ("out", t!("why-chip-out", value = value))
            };
            MexChip {
                value: v,
                kind,
                title,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mex_is_marked_unless_asked() {
        let chips = mex_chips(2, &[0, 1, 3], false);
        let kinds: Vec<&str> = chips.iter().map(|c| c.kind).collect();
        assert_eq!(kinds, ["in", "in", "mex", "in", "out"]);
        assert_eq!(chips[2].title, "2: the least value missing, the mex");
        assert_eq!(chips[4].title, "4: no option has this value");
        assert_eq!(chips[0].title, "0: an option has this value");
        let asked = mex_chips(2, &[0, 1, 3], true);
        assert_eq!(asked[2].kind, "out");
        // No option: mex{} = 0, or a misère heap's 1 (which is no mex).
        let kinds: Vec<&str> = mex_chips(0, &[], false).iter().map(|c| c.kind).collect();
        assert_eq!(kinds, ["mex", "out"]);
        assert!(mex_chips(64, &[3], false).is_empty());
        assert_eq!(mex_chips(63, &[3], false).len(), 65);
    }
}
