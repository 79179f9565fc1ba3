//! The literature's results for octal games ([`KNOWN`], from `data/octal-literature.csv`, each
//! row naming its source), and how a computed row compares with them.
//!
//! The tables list a game's values from the heap size just below the first one with a move
//! (Czajka's convention: "a game in which taking a 1-element heap is not allowed is considered
//! equivalent to the game with all heap sizes reduced by 1"), so games the lookup tables call
//! equivalent share one listing, each shifted by its own [`shift`].

use std::sync::OnceLock;

use serde::Serialize;

use crate::atlas::{AtlasRow, Status};
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
fn reference(code: &str) -> Option<&'static Known> {
    rows_for(code).find(|k| k.wrong.is_none())
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

/// How a computed row compares with the literature.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "verdict", rename_all = "kebab-case")]
pub enum Verdict {
    /// The literature's values (or preperiod, period and largest value) are the computed ones.
    Agrees {
        /// The source.
        source: String,
        /// The game the lookup tables send this code to, if not itself.
        via: Option<String>,
    },
    /// They differ: what, in words.
    Disagrees {
        /// The source.
        source: String,
        /// `computed period 12 / literature 14`, or the first differing value.
        what: String,
    },
    /// The computed values agree with the literature's, but the cap stopped the computation
    /// before the certificate's range.
    AgreesSoFar {
        /// The source.
        source: String,
        /// The game the lookup tables send this code to, if not itself.
        via: Option<String>,
        /// The last heap size computed.
        up_to: u64,
    },
    /// The literature knows no period.
    Unsolved {
        /// The source.
        source: String,
        /// The game the lookup tables send this code to, if not itself.
        via: Option<String>,
    },
    /// The data file has no row for this code.
    NotListed,
}

impl Verdict {
    /// The verdict in words, in the thread's language: `agrees`,
    /// `disagrees (computed … / literature …)`, `literature: unsolved`,
    /// `not in the literature's tables`.
    pub fn describe(&self) -> String {
        match self {
            Verdict::Agrees { via: None, .. } => t!("atlas-agrees"),
            Verdict::Agrees { via: Some(v), .. } => t!("atlas-agrees-as", code = v.as_str()),
            Verdict::AgreesSoFar {
                via: None, up_to, ..
            } => t!("atlas-agrees-so-far", up_to = up_to.to_string()),
            Verdict::AgreesSoFar {
                via: Some(v),
                up_to,
                ..
            } => t!(
                "atlas-agrees-so-far-as",
                up_to = up_to.to_string(),
                code = v.as_str()
            ),
            Verdict::Disagrees { what, .. } => t!("atlas-disagrees", what = what.as_str()),
            Verdict::Unsolved { via: None, .. } => t!("atlas-unsolved"),
            Verdict::Unsolved { via: Some(v), .. } => t!("atlas-unsolved-as", code = v.as_str()),
            Verdict::NotListed => t!("atlas-not-listed"),
        }
    }

    /// Whether the computation contradicts the literature.
    pub fn is_disagreement(&self) -> bool {
        matches!(self, Verdict::Disagrees { .. })
    }
}

/// What the literature says of `row`'s code, compared with the computation.
pub fn compare(row: &AtlasRow) -> Verdict {
    let code = row.code.to_string();
    let Some(first) = reference(&code) else {
        return Verdict::NotListed;
    };
    // Follow the lookup to the game whose listing holds the numbers.
    let (known, via) = match &first.claim {
        Claim::Equivalent(target) => match reference(target) {
            Some(k) => (k, Some(target.clone())),
            None => return Verdict::NotListed,
        },
        _ => (first, None),
    };
    let source = if via.is_some() {
        format!("{} via {}", first.source, known.source)
    } else {
        known.source.clone()
    };
    match &known.claim {
        Claim::Unsolved | Claim::Equivalent(_) => Verdict::Unsolved { source, via },
        Claim::Solved {
            preperiod,
            period,
            values,
            largest,
        } => {
            // Czajka's trivial games give their listing (preperiod counted in it); the solved
            // ones their preperiod on their own heap sizes, counted here in the listing.
            let listing_preperiod = if values.is_some() {
                *preperiod
            } else {
                let own = known.code.parse::<OctalCode>().map_or(0, |c| shift(&c));
                preperiod.saturating_sub(own)
            };
            let literature = Listed {
                shift: shift(&row.code),
                preperiod: listing_preperiod,
                period: *period,
                values: values.as_deref(),
            };
            // Where the largest value first occurs, on the game's own heap sizes (not
            // through a lookup, whose listing is shifted).
            let largest_idx = via.is_none().then_some(known.tables.largest_idx).flatten();
            match check(row, &literature, *largest, largest_idx) {
                Some(what) => Verdict::Disagrees { source, what },
                None if row.status == Status::Certified => Verdict::Agrees { source, via },
                None => Verdict::AgreesSoFar {
                    source,
                    via,
                    up_to: row.checked_to,
                },
            }
        }
    }
}

/// A solved game's sequence as the literature lists it, placed on a code's heap sizes.
struct Listed<'a> {
    shift: u64,
    preperiod: u64,
    period: u64,
    values: Option<&'a [Nimber]>,
}

impl Listed<'_> {
    /// `G(n)`, when the listing gives values.
    fn value(&self, n: u64) -> Option<Nimber> {
        let values = self.values?;
        if n < self.shift {
            return Some(0);
        }
        let i = n - self.shift;
        let i = if i < self.preperiod + self.period {
            i
        } else {
            self.preperiod + (i - self.preperiod) % self.period
        };
        values.get(i as usize).copied()
    }

    /// The least preperiod on the code's heap sizes (the zeros below the shift may extend the
    /// periodic part backwards).
    fn preperiod_on_heaps(&self) -> u64 {
        let mut e = self.preperiod + self.shift;
        if self.values.is_some() {
            while e > 0 && self.value(e - 1) == self.value(e - 1 + self.period) {
                e -= 1;
            }
        }
        e
    }
}

/// Where `row` and the literature differ, in words; `None` when they agree (for a row not
/// certified within its cap: when every value computed agrees).
fn check(
    row: &AtlasRow,
    lit: &Listed<'_>,
    largest: Option<Nimber>,
    largest_idx: Option<u64>,
) -> Option<String> {
    // Values first: the first differing heap size names the difference exactly.
    if lit.values.is_some() {
        let end = row.known().min(1 << 16);
        for n in 0..end {
            let (Some(ours), Some(theirs)) = (row.value(n), lit.value(n)) else {
                break;
            };
            if ours != theirs {
                return Some(t!(
                    "atlas-differs-value",
                    n = n.to_string(),
                    ours = ours.to_string(),
                    theirs = theirs.to_string()
                ));
            }
        }
    }
    if row.status != Status::Certified {
        // Not a contradiction: the cap came first (the values computed were compared above).
        return None;
    }
    let (e, p) = (row.preperiod.unwrap_or(0), row.period.unwrap_or(0));
    if p != lit.period {
        return Some(t!(
            "atlas-differs-period",
            ours = p.to_string(),
            theirs = lit.period.to_string()
        ));
    }
    let theirs = lit.preperiod_on_heaps();
    // Without listed values the zeros below the shift cannot be checked: the preperiod may
    // only be shorter than the listing's by the shift.
    let fits = if lit.values.is_some() {
        e == theirs
    } else {
        e <= theirs && e + lit.shift >= theirs
    };
    if !fits {
        return Some(t!(
            "atlas-differs-preperiod",
            ours = e.to_string(),
            theirs = theirs.to_string()
        ));
    }
    match (largest, largest_idx, row.largest_at) {
        (Some(l), _, _) if l != row.largest => Some(t!(
            "atlas-differs-largest",
            ours = row.largest.to_string(),
            theirs = l.to_string()
        )),
        (_, Some(i), Some(at)) if i != at => Some(t!(
            "atlas-differs-largest-at",
            ours = at.to_string(),
            theirs = i.to_string()
        )),
        _ => None,
    }
}

/// How `row` stands beside the columns its code's table publishes besides the period (rare
/// values, mask, last rare position, where the largest value first occurs), in words: which
/// agree, which differ and why (`rare count 11, the last at n = 198 (mask f) as czajka-solved;
/// largest 8 first at n = 37 as czajka-solved`). Empty when the table publishes none of them.
/// A difference of convention (another mask, values computed less far) is said, not an error.
///
/// # Examples
/// ```
/// use nimseq_core::atlas::{compute_row, conventions};
/// let row = compute_row(&"0.45".parse()?, 1 << 12)?;
/// assert_eq!(
///     conventions(&row),
///     "rare count 11, the last at n = 198 (mask f) as czajka-solved; largest 8 first at n = 37 as czajka-solved"
/// );
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn conventions(row: &AtlasRow) -> String {
    let code = row.code.to_string();
    let Some(known) = reference(&code) else {
        return String::new();
    };
    let t = &known.tables;
    let source = &known.source;
    let mut said = Vec::new();
    // How far the table's numbers reach: a solved game's rare values are all before its last
    // rare position; an unsolved game's are of the values it names.
    let reached = match (&known.claim, t.checked) {
        (Claim::Unsolved, Some(c)) => row.checked_to + 1 >= c,
        _ => t.last_rare.is_some_and(|l| row.checked_to >= l),
    };
    let ours = row.rare;
    let source = source.as_str();
    // The last rare position for the messages' select: `none` when there is none.
    let last_of = |last: Option<u64>| last.map_or_else(|| "none".to_string(), |l| l.to_string());
    let unknown = |n: Option<u64>| n.map_or_else(|| "?".to_string(), |n| n.to_string());
    match (t.rare_mask, t.rare_count, ours) {
        (Some(m), count, Some(r)) if r.mask == m => {
            let same = count.is_none_or(|c| c == r.count as u64) && t.last_rare == r.last;
            let (rare, last, mask) = (r.count.to_string(), last_of(r.last), format!("{m:x}"));
            if same {
                said.push(t!(
                    "atlas-rare-same",
                    count = rare,
                    last = last,
                    mask = mask,
                    source = source
                ));
            } else if !reached {
                let reach = t.checked.map_or_else(
                    || {
                        t.last_rare
                            .map_or_else(|| "?".into(), |l| format!("n = {l}"))
                    },
                    |c| format!("n = {}", c - 1),
                );
                said.push(t!(
                    "atlas-rare-not-reached",
                    count = rare,
                    last = last,
                    mask = mask,
                    checked_to = row.checked_to.to_string(),
                    source = source,
                    theirs = unknown(count),
                    reach = reach
                ));
            } else {
                said.push(t!(
                    "atlas-rare-differs",
                    count = rare,
                    last = last,
                    mask = mask,
                    source = source,
                    theirs = unknown(count),
                    their_last = unknown(t.last_rare)
                ));
            }
        }
        (Some(m), _, Some(r)) => said.push(t!(
            "atlas-mask-not-separating",
            source = source,
            theirs = format!("{m:x}"),
            mask = format!("{:x}", r.mask),
            count = r.count.to_string()
        )),
        (Some(m), _, None) => said.push(t!(
            "atlas-mask-too-few",
            source = source,
            mask = format!("{m:x}")
        )),
        (None, Some(c), _) => said.push(t!(
            "atlas-rare-other-convention",
            source = source,
            count = c.to_string(),
            positions = if known.note.contains("positions") {
                "yes"
            } else {
                "no"
            }
        )),
        _ => {}
    }
    if let (Some(idx), Some(at)) = (t.largest_idx, row.largest_at) {
        // Every value up to the table's index computed (or the whole sequence certified).
        let complete = row.status == Status::Certified || row.checked_to >= idx;
        let same = at == idx;
        let (largest, at, idx) = (row.largest.to_string(), at.to_string(), idx.to_string());
        if same {
            said.push(t!(
                "atlas-largest-same",
                largest = largest,
                at = at,
                source = source
            ));
        } else if complete {
            said.push(t!(
                "atlas-largest-differs",
                largest = largest,
                at = at,
                source = source,
                theirs = idx
            ));
        } else {
            said.push(t!(
                "atlas-largest-not-reached",
                largest = largest,
                at = at,
                checked_to = row.checked_to.to_string(),
                source = source,
                theirs = idx
            ));
        }
    }
    // At most one clause of each kind: the rare values', then the largest value's.
    match &said[..] {
        [rare, largest] => t!(
            "atlas-conventions",
            rare = rare.as_str(),
            largest = largest.as_str()
        ),
        _ => said.concat(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atlas::compute_row;

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

    #[test]
    fn dawsons_kayles_agrees_through_the_lookup() {
        let row = compute_row(&"0.07".parse().unwrap(), 1 << 12).unwrap();
        assert_eq!(
            compare(&row),
            Verdict::Agrees {
                source: "czajka-lookup via czajka-trivial".into(),
                via: Some("0.4".into())
            }
        );
        assert_eq!(
            errata("0.161"),
            ["flammenkamp-lookup: the same as 0.36 — not so, they differ at n = 519 (2 against 4)"]
        );
        assert!(errata("0.77").is_empty());
        let six = compute_row(&"0.6".parse().unwrap(), 1 << 10).unwrap();
        assert!(matches!(compare(&six), Verdict::Unsolved { .. }));
    }

    /// The verdicts, the conventions and the errata of codes of every kind, in German and
    /// French: no English left, the language's words there.
    #[test]
    fn the_literature_in_german_and_french() {
        use crate::words::{with_language, Lang};
        let codes = [
            "0.1", "0.2", "0.6", "0.06", "0.16", "0.27", "0.37", "0.45", "0.56", "0.127", "0.161",
            "0.165", "0.561",
        ];
        let rows: Vec<AtlasRow> = codes
            .iter()
            .map(|c| compute_row(&c.parse().unwrap(), 1 << 12).unwrap())
            .collect();
        let english = [
            "agrees",
            "literature",
            ": unsolved",
            "rare count",
            "largest",
            " first ",
            " the ",
            " not ",
            "values",
            " they ",
        ];
        for (lang, agrees) in [(Lang::De, "stimmt überein"), (Lang::Fr, "concorde")] {
            with_language(lang, || {
                for row in &rows {
                    let code = row.code.to_string();
                    let mut texts = vec![
                        row.status.describe(row.checked_to),
                        compare(row).describe(),
                        conventions(row),
                    ];
                    texts.extend(errata(&code));
                    for text in texts {
                        for word in english {
                            assert!(!text.contains(word), "{code}: {word:?} in {text:?}");
                        }
                    }
                }
                assert_eq!(compare(&rows[0]).describe(), agrees);
            });
        }
        let german = with_language(Lang::De, || errata("0.161"));
        assert_eq!(
            german,
            ["flammenkamp-lookup: dieselbe Folge wie 0.36 — nicht so, sie unterscheiden sich bei \
              n = 519 (2 gegen 4)"]
        );
        let french = with_language(Lang::Fr, || conventions(&rows[7]));
        assert_eq!(
            french,
            "11 valeurs rares, la dernière en n = 198 (masque f) comme \
             czajka-solved\u{202f}; plus grande valeur 8 atteinte d'abord en n = 37 comme \
             czajka-solved"
        );
    }
}
