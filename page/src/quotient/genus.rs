//! The misère genus beside the quotient view's pretending function: each heap's symbol as
//! Winning Ways writes it (`4^146`, the superscript written small), computed in the quotient's
//! worker after the quotient, for the first [`QUOTIENT_GENUS_HEAPS`] heaps and at most
//! [`QUOTIENT_GENUS_POSITIONS`] positions (`nimseq genus` goes further).

use serde::Serialize;

use crate::texts::t;
use crate::words::capitalised;
use nimseq_core::game::Game;
use nimseq_core::misere::{GenusReport, GenusSearch, GenusStatus};
use nimseq_core::words::grouped;
use nimseq_core::GameError;

/// The most heaps whose genus the quotient view computes.
pub const QUOTIENT_GENUS_HEAPS: u64 = 40;
/// The most positions (sums of heaps) the quotient view's genus tabulates.
pub const QUOTIENT_GENUS_POSITIONS: u64 = 1 << 17;
/// Positions the worker tabulates between looks at the clock.
pub const QUOTIENT_GENUS_SLICE: u64 = 1 << 10;

/// The genus computation of the quotient view: heaps `0 ..= min(upto, QUOTIENT_GENUS_HEAPS)`
/// of `game`.
///
/// # Errors
/// As [`GenusSearch::new`] (a game given by its options).
pub fn genus_search(game: &Game, upto: u64) -> Result<GenusSearch, GameError> {
    GenusSearch::new(
        game,
        upto.min(QUOTIENT_GENUS_HEAPS),
        QUOTIENT_GENUS_POSITIONS,
    )
}

/// The genus as the quotient view writes it: a strip of `heap: g^γ0γ1…`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GenusStrip {
    /// `Genus: heap n → g^γ0γ1…`.
    pub heading: String,
    /// The strip's label for screen readers: `heap n and its genus`.
    pub label: String,
    /// The heaps, heap 0 first.
    pub cells: Vec<GenusCell>,
    /// What the symbol means, and how far it was computed.
    pub note: String,
    /// `complete`, `exceeded` or `interrupted`.
    pub status: String,
}

/// One heap of the genus strip.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GenusCell {
    /// The heap, as a plain number (the cell's `data-n`).
    pub n: u64,
    /// The heap, in words.
    pub heap: String,
    /// `g`, the normal-play nim-value (written large).
    pub normal: String,
    /// `γ0γ1…`, written small after it: `146`, or `(1,9,10,8)` with a value past 9.
    pub superscript: String,
    /// The whole symbol with a caret, as the command line writes it: `4^146`.
    pub symbol: String,
    /// The cell's tooltip: `heap 5: genus 4^146; nim-value 4, misère nim-value 1`.
    pub title: String,
}

impl GenusStrip {
    /// The strip of a genus computation: `None` when not one heap was done.
    pub fn of(report: &GenusReport) -> Option<GenusStrip> {
        if report.genus().is_empty() {
            return None;
        }
        let cells = report
            .genus()
            .iter()
            .map(|g| GenusCell {
                n: g.heap(),
                heap: grouped(g.heap()),
                normal: g.normal().to_string(),
                superscript: g.superscript_text(),
                symbol: g.symbol().to_string(),
                title: t!(
                    "quotient-genus-title",
                    heap = g.heap(),
                    symbol = g.symbol(),
                    normal = g.normal(),
                    misere = g.misere()
                ),
            })
            .collect();
        let done = match report.status() {
            GenusStatus::Complete => t!("quotient-genus-complete", to = report.to),
            _ => format!("{}.", capitalised(&report.summary())),
        };
        Some(GenusStrip {
            heading: t!("quotient-genus-heading"),
            label: t!("quotient-genus-label"),
            cells,
            note: t!("quotient-genus-note", done = done.as_str()),
            status: report.status().name().to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strip(game: &str, upto: u64) -> GenusStrip {
        let mut search = genus_search(&game.parse().unwrap(), upto).unwrap();
        while !search.step() {}
        GenusStrip::of(&search.report()).unwrap()
    }

    #[test]
    fn kayles_reads_as_winning_ways_writes_it() {
        let s = strip("octal:0.77", 200);
        assert_eq!(s.cells.len() as u64, QUOTIENT_GENUS_HEAPS + 1);
        assert_eq!(s.heading, "Genus: heap n → g^γ0γ1…");
        assert_eq!(s.status, "complete");
        let five = &s.cells[5];
        assert_eq!(
            (five.n, five.normal.as_str(), five.superscript.as_str()),
            (5, "4", "146")
        );
        assert_eq!(five.symbol, "4^146");
        assert_eq!(
            five.title,
            "heap 5: genus 4^146; nim-value 4, misère nim-value 1"
        );
        assert!(s.note.contains("heaps of size 2"), "{}", s.note);
        assert!(s
            .note
            .ends_with("Computed for heaps 0 … 40; nimseq genus goes further."));
    }

    #[test]
    fn a_bound_reached_is_said() {
        let mut search = GenusSearch::new(&"octal:0.77".parse().unwrap(), 40, 30).unwrap();
        while !search.step() {}
        let s = GenusStrip::of(&search.report()).unwrap();
        assert_eq!(s.status, "exceeded");
        assert!(
            s.note.contains("outgrow the bound of 30 positions"),
            "{}",
            s.note
        );
        let none = GenusSearch::new(&"octal:0.77".parse().unwrap(), 40, 1).unwrap();
        assert_eq!(GenusStrip::of(&none.report()), None);
    }

    #[test]
    fn german_and_french_have_no_english() {
        use nimseq_core::words::{with_language, Lang};
        for lang in [Lang::De, Lang::Fr] {
            let s = with_language(lang, || strip("octal:0.07", 20));
            for text in [&s.heading, &s.label, &s.note, &s.cells[3].title] {
                for english in [" the ", "heap", "size", "misère nim-value", "Computed"] {
                    assert!(!text.contains(english), "{lang:?}: {english} in “{text}”");
                }
            }
        }
    }
}
