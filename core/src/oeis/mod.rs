//! The OEIS (On-Line Encyclopedia of Integer Sequences) sequences of games nimseq computes, as
//! an offline table (`data/oeis.csv`, read by [`sequences`]): the A-number, the title, the offset
//! and the terms as the OEIS lists them, the other games its comments say have the same values,
//! and the comments' period claims. This module's tests compute every row: each game's values
//! against the listed terms, each claim. Where an OEIS comment disagrees with the computation,
//! the row says so with the counterexample ([`errata`]), and the atlas's errata carry it.

mod table;
#[cfg(test)]
mod tests;

use serde::Serialize;

use crate::game::Nimber;
use crate::words::{t, CORE};

pub use table::{entries, parse, sequences};

/// One OEIS sequence: a row of the data file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OeisSequence {
    /// The A-number, `A071430`.
    pub id: &'static str,
    /// The game of the title, spelled as nimseq spells it (`octal:0.16`, `grundy`).
    pub game: &'static str,
    /// The OEIS offset: the first index `a(offset)` listed.
    pub offset: u64,
    /// The heap size of the title's game whose value is `a(offset)`.
    pub from: u64,
    /// The OEIS title.
    pub title: &'static str,
    /// The terms of the OEIS's data lines, `a(offset)` first.
    pub values: Vec<Nimber>,
    /// The other games the title and the comments name, with the heap size whose value is
    /// `a(offset)` ("octal game .07 (Dawson's Kayles) has values a(n-1)": one on).
    pub also: Vec<(&'static str, u64)>,
    /// Games a comment names whose values are not the terms.
    pub refuted: Vec<Refuted>,
    /// The comments' "eventually periodic with period p, the last exception at n = x", where
    /// they make one nimseq checks.
    pub claim: Option<PeriodClaim>,
    /// Where a comment disagrees with the computation: the id of the message of the core's
    /// catalogue that says what, with the counterexample ([`errata`] writes it).
    pub erratum: Option<&'static str>,
}

/// A game an OEIS comment says has a sequence's values, and the computation says not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Refuted {
    /// The game, spelled as nimseq spells it.
    pub game: &'static str,
    /// The heap size the comment puts at `a(offset)`.
    pub from: u64,
    /// The first heap size whose value is not the term the comment puts there.
    pub first_difference: u64,
}

/// "Eventually periodic with period `period`. The last exception is at n = `last_exception`":
/// `G(n + period) = G(n)` exactly from `n = last_exception + 1` on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PeriodClaim {
    /// The period.
    pub period: u64,
    /// The last `n` with `G(n + period) != G(n)` (0 when only `n = 0` is, or none).
    pub last_exception: u64,
}

impl OeisSequence {
    /// The entry of one game the row names, from heap size `from` on.
    fn entry(&'static self, game: &'static str, from: u64) -> OeisEntry {
        OeisEntry {
            game,
            id: self.id,
            title: self.title,
            offset: self.offset,
            from,
            values: &self.values,
            erratum: self.erratum,
        }
    }

    /// Whether the row is about the game spelled `spec`: its own game, or one its comments
    /// name (also the games they name wrongly).
    pub fn names(&self, spec: &str) -> bool {
        self.game == spec
            || self.also.iter().any(|&(g, _)| g == spec)
            || self.refuted.iter().any(|r| r.game == spec)
    }
}

/// One game's OEIS sequence: a row of the data file seen from one of the games it names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OeisEntry {
    /// The game, spelled as nimseq spells it (`octal:0.77`, `grundy`).
    pub game: &'static str,
    /// The A-number, `A002186`.
    pub id: &'static str,
    /// The OEIS title.
    pub title: &'static str,
    /// The OEIS offset: the first index `a(offset)` listed.
    pub offset: u64,
    /// The heap size whose value is `a(offset)`: `G(from + i) = a(offset + i)` (Dawson's
    /// Kayles is listed one position on, "has values a(n-1)").
    pub from: u64,
    /// The first values as the OEIS lists them, `a(offset)` first.
    pub values: &'static [Nimber],
    /// Where a comment of the entry disagrees with the computation: the id of the message of
    /// the core's catalogue that says what, with the counterexample ([`errata`] writes it).
    pub erratum: Option<&'static str>,
}

impl OeisEntry {
    /// `https://oeis.org/A002186`.
    pub fn url(&self) -> String {
        format!("https://oeis.org/{}", self.id)
    }

    /// `OEIS A002186: Sprague-Grundy values for the game of Kayles (…)`, with the shift when
    /// the game's values are the sequence's moved on (`, G(n) = a(n - 1)`).
    /// The title is the OEIS's own, in English in every language (a quotation).
    pub fn describe(&self) -> String {
        let shift = self.from as i64 - self.offset as i64;
        let (id, title) = (self.id, self.title);
        match shift {
            0 => t!("oeis-entry", id = id, title = title),
            s => t!(
                "oeis-entry-shifted",
                id = id,
                title = title,
                sign = if s > 0 { "-" } else { "+" },
                shift = s.unsigned_abs().to_string()
            ),
        }
    }
}

/// The OEIS entry of the game spelled `spec` (`octal:0.77`, `grundy`; as `Game::spec` spells
/// it), if the table has one: the sequence of its own when there is one (Officers `0.6` is
/// A046695, not A071433 two heaps on), else the first whose comments name it.
///
/// # Examples
/// ```
/// use nimseq_core::oeis::lookup;
/// assert_eq!(lookup("octal:0.77").map(|e| e.id), Some("A002186"));
/// // Treblecross: "with different offsets, Sprague-Grundy values for ... .007 [a(n-2)]".
/// let treblecross = lookup("octal:0.007").unwrap();
/// assert_eq!((treblecross.id, treblecross.offset, treblecross.from), ("A071426", 1, 3));
/// assert_eq!(lookup("sub:2,4,7"), None);
/// ```
pub fn lookup(spec: &str) -> Option<&'static OeisEntry> {
    entries().iter().find(|e| e.game == spec)
}

/// The game's OEIS entry as JSON: `{"id": "A002186", "title": …, "url": …}`, or null.
pub fn json(spec: &str) -> serde_json::Value {
    lookup(spec).map_or(serde_json::Value::Null, |e| {
        serde_json::json!({
            "id": e.id,
            "title": e.title,
            "url": e.url(),
            "offset": e.offset,
            "from": e.from,
        })
    })
}

/// Where an OEIS comment about the game spelled `spec` disagrees with the computation, in the
/// words of the atlas's errata: `oeis A071436: … — not so, …`. A row's erratum is the errata of
/// its own game and of the games its comments name wrongly (4.367, which A125941 says has the
/// values of 4.327, carries it too; 4.337, which has them, does not).
pub fn errata(spec: &str) -> impl Iterator<Item = String> + '_ {
    sequences()
        .iter()
        .filter(move |s| s.game == spec || s.refuted.iter().any(|r| r.game == spec))
        .filter_map(|s| {
            let text = CORE.text(s.erratum?, None);
            Some(t!("oeis-erratum", id = s.id, erratum = text))
        })
}
