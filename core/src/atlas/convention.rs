//! How each source of the literature counts heap sizes ([`sources`], from
//! `data/octal-literature-sources.csv`): from heap 0, or from the heap just below the first heap
//! with a move (Czajka's normalized listings). So a printed preperiod lands on a game's own heap
//! sizes shifted by the source's first heap ([`Counted`]), and a printed claim that fails by
//! that shift is checked shifted ([`check_shifted`]).

use std::sync::OnceLock;

use serde::Serialize;

use crate::atlas::known::{resolve, shift, Claim, Known};
use crate::error::GameError;
use crate::game::{Game, OctalCode};
use crate::period::{check_claim, CheckReport, Claim as PeriodClaim};
use crate::words::t;

/// The data file, compiled in.
const DATA: &str = include_str!("../../data/octal-literature-sources.csv");

/// The heap size a source's numbers start at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstHeap {
    /// The game's own heap sizes, `G(0)` first.
    Zero,
    /// The heap just below the first heap with a move (the heaps below it have value 0).
    BelowFirstMove,
}

impl FirstHeap {
    /// The heap of `code` this convention starts at.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::atlas::FirstHeap;
    /// let code = "0.044".parse()?; // the first move takes 2 from a heap of 4, leaving 1 + 1
    /// assert_eq!(FirstHeap::BelowFirstMove.heap(&code), 3);
    /// assert_eq!(FirstHeap::Zero.heap(&code), 0);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn heap(self, code: &OctalCode) -> u64 {
        match self {
            FirstHeap::Zero => 0,
            FirstHeap::BelowFirstMove => shift(code),
        }
    }
}

/// One source's convention: a row of the data file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Convention {
    /// The source's key, as the rows of `octal-literature.csv` name it.
    pub source: String,
    /// Where its numbers start.
    pub first_heap: FirstHeap,
    /// The commit of the file read, where the convention changed between versions.
    pub version: String,
    /// Where the convention is read.
    pub note: String,
}

/// Every source's convention, read once.
pub fn sources() -> &'static [Convention] {
    static SOURCES: OnceLock<Vec<Convention>> = OnceLock::new();
    SOURCES.get_or_init(|| parse(DATA))
}

/// The convention of `source`, when the data file names it.
///
/// # Examples
/// ```
/// use nimseq_core::atlas::{convention, FirstHeap};
/// assert_eq!(convention("czajka-trivial").map(|c| c.first_heap), Some(FirstHeap::BelowFirstMove));
/// assert_eq!(convention("czajka-solved").map(|c| c.first_heap), Some(FirstHeap::Zero));
/// assert!(convention("nobody").is_none());
/// ```
pub fn convention(source: &str) -> Option<&'static Convention> {
    sources().iter().find(|c| c.source == source)
}

/// The rows of a text in the data file's format (rows that cannot be read are skipped); the
/// last column may hold commas.
fn parse(text: &str) -> Vec<Convention> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
        .filter_map(|line| {
            let f: Vec<&str> = line.splitn(4, ',').collect();
            let first_heap = match *f.get(1)? {
                "0" => FirstHeap::Zero,
                "below-first-move" => FirstHeap::BelowFirstMove,
                _ => return None,
            };
            Some(Convention {
                source: f.first()?.to_string(),
                first_heap,
                version: f.get(2)?.to_string(),
                note: f.get(3).map_or("", |n| n.trim_matches('"')).to_string(),
            })
        })
        .collect()
}

/// Where a source's count of a game starts on a code's own heap sizes: the literature's
/// preperiod `e` is `e + first` here. `first` is below 0 when the lookup tables send a code
/// to a game that has its first move later and is counted from heap 0 (`.177`, counted as
/// Czajka's `.45` from heap 0: `G.177(n) = G.45(n + 1)`, so his 498 is 497 here).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Counted {
    /// The source whose numbers these are.
    pub source: String,
    /// The game the source lists (the code itself, or the game the lookup tables send it to).
    pub listed: String,
    /// The lookup table that sends the code there, if any.
    pub lookup: Option<String>,
    /// The heap of the listed game the source counts from.
    pub their_first: u64,
    /// The heap of the code that count starts at.
    pub first: i64,
}

impl Counted {
    /// Where `known`'s numbers start on `code`'s heap sizes, reached through the row `lookup`
    /// when the lookup tables send `code` to `known.code`: the source's own first heap of the
    /// listed game, moved as the lookup's convention places that game's listing on the code.
    /// `None` for a source the conventions do not name, or a code that does not read.
    pub fn new(code: &OctalCode, known: &Known, lookup: Option<&Known>) -> Option<Counted> {
        let listed: OctalCode = known.code.parse().ok()?;
        let their_first = convention(&known.source)?.first_heap.heap(&listed);
        let signed = |n: u64| i64::try_from(n).ok();
        let first = match lookup {
            None => signed(their_first)?,
            Some(l) => {
                let placed = convention(&l.source)?.first_heap;
                signed(placed.heap(code))? + signed(their_first)? - signed(placed.heap(&listed))?
            }
        };
        Some(Counted {
            source: known.source.clone(),
            listed: known.code.clone(),
            lookup: lookup.map(|l| l.source.clone()),
            their_first,
            first,
        })
    }

    /// The printed preperiod `printed` on the code's own heap sizes.
    pub fn shifted(&self, printed: u64) -> u64 {
        printed.saturating_add_signed(self.first)
    }

    /// `its 211 is 214 here`, with who counts from where: `czajka-trivial counts from heap 3:
    /// its 211 is 214 here`, or for a game the lookup tables send elsewhere `czajka-trivial
    /// counts 0.4 from heap 2, heap 1 here: its 52 is 53 here`.
    pub fn describe(&self, printed: u64) -> String {
        let shifted = self.shifted(printed).to_string();
        let printed = printed.to_string();
        match &self.lookup {
            None => t!(
                "atlas-counts-from",
                source = self.source.as_str(),
                first = self.first.to_string(),
                printed = printed,
                shifted = shifted
            ),
            Some(_) => t!(
                "atlas-counts-from-as",
                source = self.source.as_str(),
                code = self.listed.as_str(),
                their_first = self.their_first.to_string(),
                first = self.first.to_string(),
                printed = printed,
                shifted = shifted
            ),
        }
    }
}

/// A printed claim moved onto the game's own heap sizes: the source's first heap added to the
/// preperiod.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShiftedClaim {
    /// Where the count starts: from the literature's row that prints this claim, or `None`
    /// when no row does and the claim is moved to the heap below the first move (as Czajka's
    /// listings count).
    pub counted: Option<Counted>,
    /// The heap the count starts at.
    pub first: i64,
    /// The claim as printed.
    pub printed: PeriodClaim,
    /// The claim on the game's own heap sizes.
    pub shifted: PeriodClaim,
}

/// The claim `claim` read in another count of `code`'s heap sizes: the literature's row that
/// prints this preperiod and period, counted from a heap other than 0; else, if the code's
/// first move is above heap 1, the count from the heap below it. `None` when no other count
/// applies (or for an arithmetic claim).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::shifted_claim;
/// use nimseq_core::period::Claim;
/// let printed = Claim { preperiod: 211, period: 36, saltus: 0 };
/// let s = shifted_claim(&"0.044".parse()?, printed).expect("Czajka counts .044 from heap 3");
/// assert_eq!(s.shifted.preperiod, 214);
/// assert_eq!(s.counted.map(|c| c.source), Some("czajka-trivial".to_string()));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn shifted_claim(code: &OctalCode, claim: PeriodClaim) -> Option<ShiftedClaim> {
    if claim.saltus != 0 {
        return None;
    }
    let printed_here = resolve(&code.to_string()).and_then(|r| {
        let Claim::Solved {
            preperiod, period, ..
        } = &r.known.claim
        else {
            return None;
        };
        ((*preperiod, *period) == (claim.preperiod, claim.period))
            .then(|| Counted::new(code, r.known, r.lookup))
            .flatten()
    });
    let (counted, first) = match printed_here {
        Some(c) => {
            let first = c.first;
            (Some(c), first)
        }
        None => (None, i64::try_from(shift(code)).ok()?),
    };
    let preperiod = claim.preperiod.checked_add_signed(first)?;
    (first != 0).then_some(ShiftedClaim {
        counted,
        first,
        printed: claim,
        shifted: PeriodClaim { preperiod, ..claim },
    })
}

/// A shifted claim, checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShiftedCheck {
    /// The claim and where its count starts.
    pub claim: ShiftedClaim,
    /// The check of the shifted claim.
    pub report: CheckReport,
    /// In words: `czajka-trivial counts from heap 3: its 211 is 214 here — the shifted claim
    /// holds`.
    pub text: String,
}

/// The document of a checked claim (`check_json`: `nimseq check --json`, `Game.check` in
/// Python) with `shifted`: for a claim refuted as printed, the claim shifted to the count it
/// may be printed in, checked ([`ShiftedCheck::to_json`]); `null` otherwise.
///
/// # Errors
/// As [`check_shifted`].
pub fn check_document(
    game: &Game,
    claim: PeriodClaim,
    report: &CheckReport,
) -> Result<(serde_json::Value, Option<ShiftedCheck>), GameError> {
    let shifted = match report.holds {
        Some(false) => check_shifted(game, claim)?,
        _ => None,
    };
    let mut document = crate::period::json::check_json(game, claim, report);
    document["shifted"] = shifted
        .as_ref()
        .map_or(serde_json::Value::Null, ShiftedCheck::to_json);
    Ok((document, shifted))
}

impl ShiftedCheck {
    /// `{source, listed, first_heap, preperiod, period, holds, counterexample, text,
    /// certificate_text}` (`source` and `listed` null when no row of the literature prints the
    /// claim).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "source": self.claim.counted.as_ref().map(|c| c.source.as_str()),
            "listed": self.claim.counted.as_ref().map(|c| c.listed.as_str()),
            "first_heap": self.claim.first,
            "preperiod": self.claim.shifted.preperiod,
            "period": self.claim.shifted.period,
            "holds": self.report.holds,
            "counterexample": self.report.counterexample,
            "text": self.text,
            "certificate_text": self.report.text,
        })
    }
}

/// Checks `claim` for `game` shifted by the first heap of the count it may be printed in
/// ([`shifted_claim`]): `None` for a game that is not an octal code, or a claim no other count
/// applies to.
///
/// # Errors
/// As [`check_claim`] for the shifted claim.
///
/// # Examples
/// ```
/// use nimseq_core::atlas::check_shifted;
/// use nimseq_core::period::Claim;
/// let printed = Claim { preperiod: 211, period: 36, saltus: 0 };
/// let s = check_shifted(&"octal:0.044".parse()?, printed)?.expect("a shifted claim");
/// assert_eq!(s.report.holds, Some(true));
/// assert_eq!(s.text, "czajka-trivial counts from heap 3: its 211 is 214 here — the shifted claim holds");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn check_shifted(game: &Game, claim: PeriodClaim) -> Result<Option<ShiftedCheck>, GameError> {
    let Game::Octal(code) = game else {
        return Ok(None);
    };
    let Some(shifted) = shifted_claim(code, claim) else {
        return Ok(None);
    };
    let report = check_claim(game, shifted.shifted)?;
    let outcome = match report.holds {
        Some(true) => "holds",
        Some(false) => "fails",
        None => "undecided",
    };
    let counted = match &shifted.counted {
        Some(c) => c.describe(claim.preperiod),
        None => t!(
            "atlas-counted-below-first-move",
            first = shifted.first.to_string(),
            printed = claim.preperiod.to_string(),
            shifted = shifted.shifted.preperiod.to_string()
        ),
    };
    let text = t!("atlas-shifted-claim", counted = counted, outcome = outcome);
    Ok(Some(ShiftedCheck {
        claim: shifted,
        report,
        text,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atlas::known::known;

    #[test]
    fn every_source_has_a_convention() {
        assert_eq!(
            sources().len(),
            DATA.lines()
                .filter(|l| l.contains(',') && !l.starts_with('#'))
                .count()
                - 1
        );
        for k in known() {
            assert!(convention(&k.source).is_some(), "{}: {}", k.code, k.source);
        }
        let trivial = convention("czajka-trivial").unwrap();
        assert_eq!(trivial.version, "6f2e71f");
        assert!(trivial.note.contains("normalized"), "{}", trivial.note);
    }

    /// Every row with numbers starts its count at a heap of the code it is about (through the
    /// lookup tables too): no count starts below heap 0.
    #[test]
    fn every_count_starts_on_the_codes_heaps() {
        for k in known() {
            let Ok(code) = k.code.parse::<OctalCode>() else {
                panic!("{}", k.code)
            };
            let resolved = resolve(&k.code);
            if let Some(r) = resolved.filter(|r| matches!(r.known.claim, Claim::Solved { .. })) {
                assert!(
                    Counted::new(&code, r.known, r.lookup).is_some(),
                    "{}",
                    k.code
                );
            }
        }
    }

    #[test]
    fn czajkas_listings_count_from_the_heap_below_the_first_move() {
        let at = |code: &str| {
            let c: OctalCode = code.parse().unwrap();
            let r = resolve(code).unwrap();
            Counted::new(&c, r.known, r.lookup).unwrap()
        };
        // .044 (the first move at heap 4), 4.444 (a split at heap 2), .055 (heap 2).
        assert_eq!(at("0.044").first, 3);
        assert_eq!(at("4.444").first, 1);
        assert_eq!(
            at("0.055").describe(258),
            "czajka-trivial counts from heap 1: its 258 is 259 here"
        );
        // Dawson's Kayles through the lookup: .4's listing from its heap 2 at heap 1 of .07.
        let dawson = at("0.07");
        assert_eq!((dawson.their_first, dawson.first), (2, 1));
        assert_eq!(
            dawson.describe(52),
            "czajka-trivial counts 0.4 from heap 2, heap 1 here: its 52 is 53 here"
        );
        // Czajka's solved games count from heap 0, and Kayles has a move at heap 1.
        assert_eq!(at("0.644").first, 0);
        assert_eq!(at("0.77").first, 0);
    }

    #[test]
    fn only_claims_in_another_count_are_shifted() {
        let claim = |e, p| PeriodClaim {
            preperiod: e,
            period: p,
            saltus: 0,
        };
        let code = |c: &str| c.parse::<OctalCode>().unwrap();
        // Printed by Czajka in his count.
        let s = shifted_claim(&code("4.444"), claim(142, 24)).unwrap();
        assert_eq!((s.first, s.shifted.preperiod), (1, 143));
        // Not printed anywhere: moved to the heap below the first move.
        let s = shifted_claim(&code("0.044"), claim(100, 36)).unwrap();
        assert_eq!((s.counted, s.first, s.shifted.preperiod), (None, 3, 103));
        // Kayles counts from heap 0 everywhere; so does .644 in Czajka's solved table.
        assert!(shifted_claim(&code("0.77"), claim(70, 12)).is_none());
        assert!(shifted_claim(&code("0.644"), claim(3256, 442)).is_none());
        let arithmetic = PeriodClaim {
            saltus: 1,
            ..claim(211, 36)
        };
        assert!(shifted_claim(&code("0.044"), arithmetic).is_none());
    }

    #[test]
    fn a_shifted_claim_is_checked() {
        let game: Game = "octal:4.444".parse().unwrap();
        let printed = PeriodClaim {
            preperiod: 142,
            period: 24,
            saltus: 0,
        };
        assert_eq!(check_claim(&game, printed).unwrap().holds, Some(false));
        let s = check_shifted(&game, printed).unwrap().unwrap();
        assert_eq!(s.report.holds, Some(true));
        assert_eq!(s.report.minimal, Some((143, 24)));
        assert_eq!(
            s.text,
            "czajka-trivial counts from heap 1: its 142 is 143 here — the shifted claim holds"
        );
        // A wrong claim stays wrong shifted, and says so.
        let wrong = PeriodClaim {
            preperiod: 100,
            ..printed
        };
        let s = check_shifted(&game, wrong).unwrap().unwrap();
        assert_eq!(s.report.holds, Some(false));
        assert!(
            s.text.ends_with("the shifted claim fails too"),
            "{}",
            s.text
        );
        assert!(check_shifted(&"sub:1,2".parse().unwrap(), printed)
            .unwrap()
            .is_none());
    }
}
