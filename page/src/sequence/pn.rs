//! The P/N table, the lecture's first step: for each heap, whether the player to move loses
//! (P) or wins (N), without values. A heap is a P-position exactly when its value is 0.

use serde::Serialize;

use crate::sequence::known::KnownValues;
use crate::texts::t;

/// The heaps the P/N table shows: `0 .. PN_POSITIONS`.
pub const PN_POSITIONS: u64 = 40;
/// The heaps per row of the P/N table.
pub const PN_ROW: u64 = 10;

/// One heap of the P/N table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PnCell {
    /// The heap's size.
    pub n: u64,
    /// `P`, `N`, or `?` while hidden by an exercise or not computed yet.
    pub letter: &'static str,
    /// The cell in words, for a screen reader and a tap: `heap of 4: P, the player to move loses`.
    pub label: String,
}

/// The P/N table of a game's first heaps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PnTable {
    /// What the table shows.
    pub caption: String,
    /// The column headings: the last digit of `n`.
    pub columns: Vec<String>,
    /// Rows of [`PN_ROW`] heaps, each with its first heap's size.
    pub rows: Vec<(u64, Vec<PnCell>)>,
    /// How to read it.
    pub note: String,
}

/// The P/N table of `known`'s first [`PN_POSITIONS`] heaps, those from `hidden_from` on (an
/// exercise's) shown as `?`; `rows` says whether the game is played on rows of pins.
///
/// # Examples
/// ```
/// use nimseq_page::{pn_table, KnownValues, SequenceLaw};
/// let values = [0, 1, 0, 1, 2, 3, 2, 0]; // sub:1,3,4
/// let law = SequenceLaw::default();
/// let t = pn_table(&KnownValues::new(&values, &law), None, false);
/// let letters: Vec<&str> = t.rows[0].1.iter().map(|c| c.letter).collect();
/// assert_eq!(letters[..8], ["P", "N", "P", "N", "N", "N", "N", "P"]);
/// assert_eq!(t.rows[0].1[2].label, "heap of 2: P, the player to move loses");
/// ```
pub fn pn_table(known: &KnownValues, hidden_from: Option<u64>, rows: bool) -> PnTable {
    // What a position is called: `row` or `heap` (each message chooses its words by it).
    let what = if rows { "row" } else { "heap" };
    let cells: Vec<PnCell> = (0..PN_POSITIONS)
        .map(|n| {
            let value = known
                .value(n)
                .filter(|_| hidden_from.is_none_or(|from| n < from));
            let at = n.to_string();
            let (letter, label) = match value {
                Some(0) => ("P", t!("pn-cell-p", what = what, n = at)),
                Some(_) => ("N", t!("pn-cell-n", what = what, n = at)),
                None if hidden_from.is_some_and(|from| n >= from) => {
                    ("?", t!("pn-cell-hidden", what = what, n = at))
                }
                None => ("?", t!("pn-cell-unknown", what = what, n = at)),
            };
            PnCell { n, letter, label }
        })
        .collect();
    PnTable {
        caption: t!("pn-caption", what = what),
        columns: (0..PN_ROW).map(|d| d.to_string()).collect(),
        rows: cells
            .chunks(PN_ROW as usize)
            .map(|row| (row[0].n, row.to_vec()))
            .collect(),
        note: t!("pn-note", what = what),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SequenceLaw;

    #[test]
    fn an_exercise_hides_the_letters_it_asks_for() {
        let values = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2];
        let law = SequenceLaw::default();
        let t = pn_table(&KnownValues::new(&values, &law), Some(5), true);
        let letters: Vec<&str> = t.rows[0].1.iter().map(|c| c.letter).collect();
        assert_eq!(letters, ["P", "N", "P", "N", "N", "?", "?", "?", "?", "?"]);
        assert!(t.rows[0].1[6].label.starts_with("row of 6: hidden"));
        // Past the values computed: not computed yet.
        let open = pn_table(&KnownValues::new(&values, &law), None, false);
        assert_eq!(open.rows[1].1[5].label, "heap of 15: not computed yet");
        assert_eq!(t.rows.len() as u64, PN_POSITIONS / PN_ROW);
        assert!(t.caption.contains("row of n"));
    }
}
