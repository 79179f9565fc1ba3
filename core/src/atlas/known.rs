//! The literature's rows for octal games ([`known`], from `data/octal-literature.csv`, each
//! row naming its source): what each claims, the lookup tables followed ([`resolve`]), and the
//! claims the computation refutes ([`errata`]). How a computed row compares with them is
//! `literature`'s; where each source starts counting, `convention`'s.

use std::sync::OnceLock;

use crate::game::{Game, Nimber, OctalCode};
use crate::words::t;

/// The data file, compiled in.
const DATA: &str = include_str!("../../data/octal-literature.csv");

/// What a row of the literature claims.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// Periodic: preperiod and period, and the listed values when the source gives them.
    Solved {
        /// The preperiod: counted in the listing when the values are given (Czajka's trivial
        /// games), else on the game's own heap sizes (his solved games).
        preperiod: u64,
        /// The period.
        period: u64,
        /// The listed values: preperiod, then one period.
        values: Option<Vec<Nimber>>,
        /// The largest value, when given.
        largest: Option<Nimber>,
    },
    /// No period known.
    Unsolved,
    /// The same listing as another game's.
    Equivalent(String),
    /// The source lists the game, and its numbers were not read (Flammenkamp's `0.0n7`).
    Listed,
}

/// One row of the data file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Known {
    /// The game (`0.4`, `0.161`, or a take-and-break code such as `4.3`).
    pub code: String,
    /// What the source claims.
    pub claim: Claim,
    /// The source's key (see the data file's header).
    pub source: String,
    /// For a claim the computation refutes: the first differing heap size, as recorded.
    pub wrong: Option<String>,
    /// A remark (who solved it first).
    pub note: String,
    /// The rare/common columns and the largest value's first position, where published.
    pub tables: Tables,
}

/// What a table publishes beside the period: the mask, the rare values counted under it (with
/// `n = 0`, as Czajka and Flammenkamp count) and the last one, where the largest value first
/// occurs, and how far an unsolved game was computed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tables {
    /// The mask, hexadecimal in the file (`None`: not published, or not a mask: `.127`'s
    /// "1+pos" convention counts positions too).
    pub rare_mask: Option<u32>,
    /// How many rare values (`n = 0` included).
    pub rare_count: Option<u64>,
    /// The last rare position.
    pub last_rare: Option<u64>,
    /// Where the largest value first occurs ("largest idx").
    pub largest_idx: Option<u64>,
    /// How many values the numbers are of (`2^21`: `G(0) … G(2^21 - 1)`), for unsolved games.
    pub checked: Option<u64>,
}

/// Every row of the data file, read once.
///
/// # Panics
/// Never for the file as committed: a malformed row fails `tests/integration/atlas.rs`; here it is skipped.
pub fn known() -> &'static [Known] {
    static KNOWN: OnceLock<Vec<Known>> = OnceLock::new();
    KNOWN.get_or_init(|| parse(DATA))
}

/// The rows of a CSV text in the data file's format (rows that cannot be read are skipped).
pub fn parse(text: &str) -> Vec<Known> {
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    let Some(header) = lines.next() else {
        return Vec::new();
    };
    let names: Vec<&str> = header.split(',').collect();
    let at = |name: &str| names.iter().position(|n| *n == name);
    let (Some(code), Some(status), Some(pre), Some(per), Some(largest), Some(values), Some(eq)) = (
        at("code"),
        at("status"),
        at("preperiod"),
        at("period"),
        at("largest"),
        at("values"),
        at("equivalent"),
    ) else {
        return Vec::new();
    };
    let (source, wrong, note) = (at("source"), at("wrong"), at("note"));
    let (mask, count, last, idx, checked) = (
        at("rare_mask"),
        at("rare_count"),
        at("last_rare"),
        at("largest_idx"),
        at("checked"),
    );
    lines
        .filter_map(|line| {
            let f: Vec<&str> = line.split(',').collect();
            let get = |i: Option<usize>| i.and_then(|i| f.get(i)).copied().unwrap_or("");
            let claim = match get(Some(status)) {
                "solved" => Claim::Solved {
                    preperiod: get(Some(pre)).parse().ok()?,
                    period: get(Some(per)).parse().ok()?,
                    values: listing(get(Some(values))),
                    largest: get(Some(largest)).parse().ok(),
                },
                "unsolved" => Claim::Unsolved,
                "equivalent" => Claim::Equivalent(get(Some(eq)).to_string()),
                "listed" => Claim::Listed,
                _ => return None,
            };
            Some(Known {
                code: get(Some(code)).to_string(),
                claim,
                source: get(source).to_string(),
                wrong: Some(get(wrong))
                    .filter(|w| !w.is_empty())
                    .map(str::to_string),
                note: get(note).to_string(),
                tables: Tables {
                    rare_mask: u32::from_str_radix(get(mask), 16).ok(),
                    rare_count: get(count).parse().ok(),
                    last_rare: get(last).parse().ok(),
                    largest_idx: get(idx).parse().ok(),
                    checked: power(get(checked)),
                },
            })
        })
        .collect()
}

/// `2^21` or `1000` as a number.
fn power(text: &str) -> Option<u64> {
    match text.split_once('^') {
        Some((b, e)) => b.parse::<u64>().ok()?.checked_pow(e.parse().ok()?),
        None => text.parse().ok(),
    }
}

/// The mask the literature's tables publish for `code` (spelled `0.xyz`): the `rare_mask` of
/// its first row that is not marked wrong, or of the game the lookup tables send it to (the
/// same values, perhaps shifted by zeros, which a mask separates alike).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::published_mask;
/// assert_eq!(published_mask("0.04"), Some(0x7b8));
/// assert_eq!(published_mask("0.47"), Some(0xf)); // as 0.45
/// assert_eq!(published_mask("0.77"), None);
/// ```
pub fn published_mask(code: &str) -> Option<u32> {
    let k = reference(code)?;
    match &k.claim {
        Claim::Equivalent(target) => reference(target).and_then(|t| t.tables.rare_mask),
        _ => k.tables.rare_mask,
    }
}

/// A listing `012(34)` as values (digits, then `A` = 10 ...), parentheses dropped.
fn listing(text: &str) -> Option<Vec<Nimber>> {
    if text.is_empty() {
        return None;
    }
    text.chars()
        .filter(|c| *c != '(' && *c != ')')
        .map(|c| c.to_digit(36).map(|d| d as Nimber))
        .collect()
}

/// The positions a code's listing skips: one less than the smallest heap with a move (those
/// below have value 0). `0.77`: 0; `0.07`: 1 (a heap of 1 has no move); `0.4`: 2.
pub fn shift(code: &OctalCode) -> u64 {
    let game = Game::Octal(code.clone());
    (1..=64u64)
        .find(|&n| !game.moves(n).is_empty())
        .map_or(0, |n| n - 1)
}

/// The rows about `code` (spelled `0.xyz`), in the file's order.
pub fn rows_for(code: &str) -> impl Iterator<Item = &'static Known> + '_ {
    known().iter().filter(move |k| k.code == code)
}

/// The first row that says what `code` is (solved, unsolved or equivalent), other than the
/// claims marked wrong.
pub(crate) fn reference(code: &str) -> Option<&'static Known> {
    rows_for(code).find(|k| k.wrong.is_none())
}

/// What the literature says of a code, the lookup followed.
pub(crate) struct Resolved {
    /// The row that holds the claim (the code's own, or the game's the lookup sends it to).
    pub known: &'static Known,
    /// The lookup row that sends the code there, if any.
    pub lookup: Option<&'static Known>,
}

/// The row whose claim answers for `code`: its own, or through the lookup tables the row of
/// the game they send it to; `None` when no table has it (or its lookup leads nowhere).
pub(crate) fn resolve(code: &str) -> Option<Resolved> {
    let first = reference(code)?;
    match &first.claim {
        Claim::Equivalent(target) => Some(Resolved {
            known: reference(target)?,
            lookup: Some(first),
        }),
        _ => Some(Resolved {
            known: first,
            lookup: None,
        }),
    }
}

/// The literature's claims about `code` that the computation refutes (marked in the data file
/// with the first differing heap size and both values), in words:
/// `winning-ways: the same as 0.06 — not so, they differ at n = 3 (2 against 1)`.
pub fn errata(code: &str) -> Vec<String> {
    rows_for(code)
        .filter_map(|k| {
            let wrong = k.wrong.as_deref()?;
            let claim = match &k.claim {
                Claim::Equivalent(target) => t!("atlas-claim-same", code = target.as_str()),
                Claim::Solved {
                    preperiod, period, ..
                } => t!(
                    "atlas-claim-period",
                    preperiod = preperiod.to_string(),
                    period = period.to_string()
                ),
                Claim::Unsolved => t!("atlas-claim-unsolved"),
                Claim::Listed => t!("atlas-claim-listed"),
            };
            let evidence = match wrong.split(':').collect::<Vec<_>>()[..] {
                [n, a, b] => t!("atlas-differ-at", n = n, first = a, second = b),
                _ => wrong.to_string(),
            };
            Some(t!(
                "atlas-erratum",
                source = k.source.as_str(),
                claim = claim,
                evidence = evidence
            ))
        })
        .chain(crate::oeis::errata(&format!("octal:{code}")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_reads_whole() {
        let all = known();
        let lines = DATA
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .count();
        assert_eq!(all.len(), lines - 1, "every row but the header is read");
        let kayles = rows_for("0.77").next().unwrap();
        let Claim::Solved {
            preperiod,
            period,
            values,
            ..
        } = &kayles.claim
        else {
            panic!("Kayles is solved")
        };
        assert_eq!((*preperiod, *period), (71, 12));
        assert_eq!(values.as_ref().map(Vec::len), Some(83));
        assert_eq!(listing("01(2A)"), Some(vec![0, 1, 2, 10]));
    }

    #[test]
    fn shifts_follow_the_first_heap_with_a_move() {
        for (code, s) in [
            ("0.77", 0),
            ("0.07", 1),
            ("0.4", 2),
            ("0.007", 2),
            ("0.6", 1),
        ] {
            assert_eq!(shift(&code.parse().unwrap()), s, "{code}");
        }
    }
}
