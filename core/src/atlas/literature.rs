//! How a computed atlas row compares with the literature's rows (`known`): agrees, differs,
//! unsolved there, or in no table; and what the row's `conventions` column says of it.
//!
//! Each source counts heap sizes from its own first heap (`convention`): Czajka's listings from
//! the heap size just below the first one with a move ("a game in which taking a 1-element heap
//! is not allowed is considered equivalent to the game with all heap sizes reduced by 1"), so
//! games the lookup tables call equivalent share one listing, each shifted by its own
//! [`shift`], and a printed preperiod is that much shorter than the game's own.

use serde::Serialize;

use crate::atlas::convention::Counted;
use crate::atlas::known::{reference, resolve, shift, Claim, Resolved};
use crate::atlas::{AtlasRow, Status};
use crate::game::Nimber;
use crate::words::t;

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
        /// The numbers compared: the source's preperiod and period as printed, and nimseq's.
        #[serde(skip_serializing_if = "Option::is_none")]
        compared: Option<Compared>,
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
    /// The source lists the code (itself or as the game the lookup tables send it to), and
    /// its numbers are not in the data file.
    Listed {
        /// The source.
        source: String,
    },
    /// No table has this code.
    NotListed,
}

/// The numbers a comparison read: the source's preperiod and period as it prints them (counted
/// from its first heap, on the game it lists) and nimseq's, on the code's own heap sizes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Compared {
    /// The preperiod as printed.
    pub printed_preperiod: u64,
    /// The period as printed.
    pub printed_period: u64,
    /// The heap of the code the printed count starts at (0: the same count as nimseq's; below
    /// 0 through a lookup to a game whose first move comes later).
    pub first_heap: i64,
    /// nimseq's certified preperiod.
    pub preperiod: u64,
    /// nimseq's certified period.
    pub period: u64,
}

impl Compared {
    /// `142/24`, `143/24`: the source's numbers as printed, and nimseq's.
    fn pairs(&self) -> (String, String) {
        (
            format!("{}/{}", self.printed_preperiod, self.printed_period),
            format!("{}/{}", self.preperiod, self.period),
        )
    }
}

impl Verdict {
    /// The verdict in words, in the thread's language: `agrees: 71/12 printed and here`,
    /// `agrees (as 4.444): 142/24 printed, 143/24 here`,
    /// `disagrees (computed … / literature …)`, `literature: unsolved`,
    /// `not in the literature's tables`.
    pub fn describe(&self) -> String {
        match self {
            Verdict::Agrees {
                via,
                compared: Some(c),
                ..
            } => {
                let (theirs, ours) = c.pairs();
                let code = via.as_deref().unwrap_or("none");
                if theirs == ours {
                    t!("atlas-agrees-numbers-same", code = code, ours = ours)
                } else {
                    t!(
                        "atlas-agrees-numbers",
                        code = code,
                        theirs = theirs,
                        ours = ours
                    )
                }
            }
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
            Verdict::Listed { source } => t!("atlas-listed", source = source.as_str()),
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
    // Follow the lookup to the game whose listing holds the numbers.
    let Some(Resolved { known, lookup }) = resolve(&code) else {
        return Verdict::NotListed;
    };
    let via = lookup.map(|_| known.code.clone());
    let source = match lookup {
        Some(first) => format!("{} via {}", first.source, known.source),
        None => known.source.clone(),
    };
    match &known.claim {
        Claim::Unsolved | Claim::Equivalent(_) => Verdict::Unsolved { source, via },
        Claim::Listed => Verdict::Listed { source },
        Claim::Solved {
            preperiod,
            period,
            values,
            largest,
        } => {
            // Where the source's count starts on this code's heap sizes: Czajka's listings
            // (and his lookup) from the heap below the first move, his solved games from 0.
            let Some(counted) = Counted::new(&row.code, known, lookup) else {
                return Verdict::NotListed;
            };
            let literature = Listed {
                first: counted.first,
                zeros: shift(&row.code),
                preperiod: *preperiod,
                period: *period,
                values: values.as_deref(),
            };
            // Where the largest value first occurs, on the game's own heap sizes (not
            // through a lookup, whose listing is shifted).
            let largest_idx = via.is_none().then_some(known.tables.largest_idx).flatten();
            match check(row, &literature, *largest, largest_idx) {
                Some(what) => Verdict::Disagrees { source, what },
                None if row.status == Status::Certified => Verdict::Agrees {
                    source,
                    via,
                    compared: Some(Compared {
                        printed_preperiod: *preperiod,
                        printed_period: *period,
                        first_heap: counted.first,
                        preperiod: row.preperiod.unwrap_or(0),
                        period: row.period.unwrap_or(0),
                    }),
                },
                None => Verdict::AgreesSoFar {
                    source,
                    via,
                    up_to: row.checked_to,
                },
            }
        }
    }
}

/// A solved game's sequence as the literature prints it, placed on a code's heap sizes.
struct Listed<'a> {
    /// The heap of the code the printed count (and listing) starts at.
    first: i64,
    /// The heaps of the code below its first move (value 0).
    zeros: u64,
    /// The preperiod as printed.
    preperiod: u64,
    period: u64,
    values: Option<&'a [Nimber]>,
}

impl Listed<'_> {
    /// `G(n)`, when the listing gives values.
    fn value(&self, n: u64) -> Option<Nimber> {
        let values = self.values?;
        let Some(i) = n.checked_add_signed(-self.first) else {
            return Some(0);
        };
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
        let mut e = self.preperiod.saturating_add_signed(self.first);
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
    // Without listed values the zeros below the first move cannot be checked: the preperiod
    // may only be shorter than the printed one (shifted) by those heaps.
    let fits = if lit.values.is_some() {
        e == theirs
    } else {
        e <= theirs && e + lit.zeros >= theirs
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

/// How `row` stands beside the literature's conventions: where the source's count of heap
/// sizes starts when not at heap 0 (`czajka-trivial counts from heap 3: its 211 is 214 here`),
/// then the columns its code's table publishes besides the period (rare values, mask, last rare
/// position, where the largest value first occurs), in words: which agree, which differ and why
/// (`rare count 11, the last at n = 198 (mask f) as czajka-solved; largest 8 first at n = 37 as
/// czajka-solved`). Empty when there is nothing to say. A difference of convention (another
/// first heap, another mask, values computed less far) is said, not an error.
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
    match (first_heap(row), published_columns(row)) {
        (Some(heaps), columns) if columns.is_empty() => heaps,
        (Some(heaps), columns) => t!("atlas-clauses", first = heaps, then = columns),
        (None, columns) => columns,
    }
}

/// Where the source's count of `row`'s heap sizes starts, when not at heap 0: `czajka-trivial
/// counts from heap 3: its 211 is 214 here` (and, when the zeros below the first move carry
/// the period further back, how far).
fn first_heap(row: &AtlasRow) -> Option<String> {
    let Resolved { known, lookup } = resolve(&row.code.to_string())?;
    let Claim::Solved { preperiod, .. } = &known.claim else {
        return None;
    };
    let counted = Counted::new(&row.code, known, lookup).filter(|c| c.first != 0)?;
    let said = counted.describe(*preperiod);
    let shifted = counted.shifted(*preperiod);
    Some(match row.preperiod {
        Some(e) if row.status == Status::Certified && e < shifted => t!(
            "atlas-counts-reach-back",
            counted = said,
            preperiod = e.to_string()
        ),
        _ => said,
    })
}

/// The columns the table publishes besides the period, beside the row's (see [`conventions`]).
fn published_columns(row: &AtlasRow) -> String {
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
    use crate::atlas::known::errata;

    #[test]
    fn dawsons_kayles_agrees_through_the_lookup() {
        let row = compute_row(&"0.07".parse().unwrap(), 1 << 12).unwrap();
        assert_eq!(
            compare(&row),
            Verdict::Agrees {
                source: "czajka-lookup via czajka-trivial".into(),
                via: Some("0.4".into()),
                compared: Some(Compared {
                    printed_preperiod: 52,
                    printed_period: 34,
                    first_heap: 1,
                    preperiod: 53,
                    period: 34,
                })
            }
        );
        assert_eq!(
            compare(&row).describe(),
            "agrees (as 0.4): 52/34 printed, 53/34 here"
        );
        assert_eq!(
            conventions(&row),
            "czajka-trivial counts 0.4 from heap 2, heap 1 here: its 52 is 53 here"
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
            "0.165", "0.561", "0.044", "0.07", "0.177", "4.444", "4.445", "0.0007",
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
            "here",
            "printed",
            "counts",
        ];
        for (lang, agrees) in [
            (Lang::De, "stimmt überein: 2/1 gedruckt wie hier"),
            (Lang::Fr, "concorde\u{202f}: 2/1 imprimé et ici"),
        ] {
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
