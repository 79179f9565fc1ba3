//! The atlas in sentences: the read-out of the code under the pointer (its status, period and
//! what the literature says of it), the summary line, the progress of its computation, the
//! offer to search a code further, the lists of codes that agree, and the downloads' name.

use serde::Serialize;

use nimseq_core::atlas::verdict_source;
use nimseq_core::atlas::{conventions, errata};
use nimseq_core::atlas::{AtlasRow, Status, Verdict};
use nimseq_core::game::Game;

use crate::atlas::AtlasPage;
use crate::texts::t;
use crate::words::Progress;

/// How far the computation of `total` codes has come: `30 of 63 codes computed`.
fn codes_progress(done: u64, total: u64) -> Progress {
    Progress {
        fraction: done as f64 / total as f64,
        text: t!("atlas-progress", done = done, total = total),
    }
}

/// Groups of equal sequences the page lists (the JSON download has them all).
pub const LISTED_GROUPS: usize = 40;
/// Late differences the page lists.
pub const LISTED_PAIRS: usize = 20;
/// Codes equal up to a shift the page lists.
pub const LISTED_SHIFTS: usize = 40;

/// One line of the lists of codes that agree: the codes, then what was compared (shown
/// as a note).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasListItem {
    /// `0.15 = 0.51`, or `G = 0.04, H = 0.4: `.
    pub codes: String,
    /// ` (equal on G(0) … G(4095); not compared further)`: what was compared.
    pub note: String,
}

/// The lists under the map, as the page shows them: groups of equal sequences, late
/// differences and codes equal up to a shift, each cut to what the page lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasLists {
    /// Codes with equal sequences, each group saying exactly what it compared.
    pub groups: Vec<AtlasListItem>,
    /// Codes that agree long, then differ, in one line each.
    pub pairs: Vec<String>,
    /// Codes equal up to a shift.
    pub shifted: Vec<AtlasListItem>,
    /// What an empty list says.
    pub none: String,
}

/// The offer to search a code further than the atlas's cap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FurtherOffer {
    /// The cap to search it with.
    pub cap: u64,
    /// The button's words: `Search 0.6 further (to 262,144 values)`.
    pub label: String,
}

impl AtlasPage {
    /// A cell in words.
    pub fn readout(&self, index: usize) -> String {
        match self.told.get(index) {
            Some(Some((_, text))) if self.worded_now() => text.clone(),
            Some(Some((verdict, _))) => self.describe(index, verdict),
            _ => self.describe(index, &Verdict::NotListed),
        }
    }

    /// A cell in words, with its verdict.
    pub(super) fn describe(&self, index: usize, verdict: &Verdict) -> String {
        let Some(code) = self.codes.get(index) else {
            return String::new();
        };
        let title = Game::Octal(code.clone()).title();
        let Some(row) = &self.rows[index] else {
            return t!("atlas-readout-not-computed", title = title);
        };
        let mut parts = Vec::new();
        let largest = row.largest.to_string();
        match (row.preperiod, row.period) {
            (Some(e), Some(p)) => {
                parts.push(t!(
                    "atlas-part-period",
                    preperiod = e.to_string(),
                    period = p.to_string()
                ));
                if let Some(end) = row.certificate_until {
                    parts.push(t!(
                        "atlas-part-certified",
                        preperiod = e.to_string(),
                        end = end.to_string()
                    ));
                }
                parts.push(match row.largest_at {
                    Some(n) => t!(
                        "atlas-part-largest-at",
                        largest = largest,
                        at = n.to_string()
                    ),
                    None => t!("atlas-part-largest", largest = largest),
                });
            }
            _ => {
                parts.push(t!(
                    "atlas-part-no-period",
                    checked = row.checked_to.to_string()
                ));
                parts.push(match row.largest_at {
                    Some(n) => t!(
                        "atlas-part-largest-so-far-at",
                        largest = largest,
                        at = n.to_string()
                    ),
                    None => t!("atlas-part-largest-so-far", largest = largest),
                });
            }
        }
        if let Some(r) = row.rare {
            // Counted as the literature counts (n = 0 included), under the mask named.
            let (count, mask, chosen) = (
                r.count.to_string(),
                format!("{:x}", r.mask),
                r.chosen_by.describe(),
            );
            parts.push(match r.last {
                Some(last) => t!(
                    "atlas-part-rare-last",
                    count = count,
                    last = last.to_string(),
                    mask = mask,
                    chosen = chosen
                ),
                None => t!(
                    "atlas-part-rare",
                    count = count,
                    mask = mask,
                    chosen = chosen
                ),
            });
        }
        let conventions = conventions(row);
        if !conventions.is_empty() {
            parts.push(t!("atlas-part-conventions", conventions = conventions));
        }
        let source = verdict_source(verdict);
        let words = verdict.describe();
        // The core says "literature: unsolved"; named with its source, the page says
        // "literature:" once.
        let words = match verdict {
            Verdict::Unsolved { .. } => words
                .split_once(": ")
                .map_or(words.as_str(), |(_, verdict)| verdict),
            _ => words.as_str(),
        };
        parts.push(if source.is_empty() {
            words.to_string()
        } else {
            t!("atlas-part-literature", verdict = words, source = source)
        });
        parts.extend(errata(&code.to_string()));
        t!(
            "atlas-readout",
            title = title,
            parts = parts.join(&t!("atlas-separator"))
        )
    }

    /// One line about the whole atlas.
    pub fn summary(&self) -> String {
        let done: Vec<&AtlasRow> = self.rows.iter().flatten().collect();
        let certified = done
            .iter()
            .filter(|r| r.status == Status::Certified)
            .count();
        let verdicts: Vec<&Verdict> = (0..self.rows.len())
            .filter(|&i| self.rows[i].is_some())
            .map(|i| self.verdict(i))
            .collect();
        let agree = verdicts
            .iter()
            .filter(|v| matches!(v, Verdict::Agrees { .. } | Verdict::AgreesSoFar { .. }))
            .count();
        let disagree = verdicts.iter().filter(|v| v.is_disagreement()).count();
        t!(
            "atlas-summary",
            done = done.len().to_string(),
            total = self.codes.len().to_string(),
            cap = self.cap.to_string(),
            certified = certified.to_string(),
            unresolved = (done.len() - certified).to_string(),
            agree = agree.to_string(),
            disagree = disagree.to_string(),
            other = (done.len() - agree - disagree).to_string()
        )
    }

    /// How far the atlas's computation has come: `30 of 63 codes computed`.
    pub fn progress(&self) -> Progress {
        let done = self.rows.iter().flatten().count();
        codes_progress(done as u64, self.codes.len() as u64)
    }

    /// How far the search of one code further has come (`done` is 0, then 1).
    pub fn further_progress(done: u64) -> Progress {
        codes_progress(done, 1)
    }

    /// What the progress bar says as the computation starts: the atlas's codes, or one code
    /// searched `further`.
    pub fn computing(&self, further: bool) -> String {
        if further {
            t!("atlas-searching-further")
        } else {
            t!("atlas-computing", count = self.codes.len())
        }
    }

    /// The offer to search the code at `index` further (four times as far), for a code
    /// computed but not certified.
    pub fn further(&self, index: usize) -> Option<FurtherOffer> {
        let cap = self.further_cap(index)?;
        Some(FurtherOffer {
            cap,
            label: t!(
                "atlas-further-offer",
                code = self.codes.get(index)?.to_string(),
                cap = cap
            ),
        })
    }

    /// What the page says when the code at `index` is opened before it is computed.
    pub fn not_computed(&self, index: usize) -> String {
        self.codes.get(index).map_or_else(String::new, |code| {
            t!("atlas-not-computed", code = code.to_string())
        })
    }

    /// The lists under the map, among the rows computed (see [`AtlasLists`]).
    pub fn lists(&self) -> AtlasLists {
        let (groups, pairs) = self.groups();
        let shifted = self.shifted();
        AtlasLists {
            groups: groups
                .iter()
                .take(LISTED_GROUPS)
                .map(|g| AtlasListItem {
                    codes: g.codes.join(" = "),
                    note: format!(" ({})", g.compared),
                })
                .collect(),
            pairs: pairs
                .iter()
                .take(LISTED_PAIRS)
                .map(|p| {
                    t!(
                        "atlas-pair",
                        first = p.codes[0].to_string(),
                        second = p.codes[1].to_string(),
                        agree = p.differ_at.saturating_sub(1),
                        differ = p.differ_at,
                        one = p.values[0].to_string(),
                        other = p.values[1].to_string()
                    )
                })
                .collect(),
            shifted: shifted
                .iter()
                .take(LISTED_SHIFTS)
                .map(|s| AtlasListItem {
                    // The note follows, a space apart.
                    codes: format!(
                        "{} ",
                        t!(
                            "atlas-shift-codes",
                            g = s.codes[0].to_string(),
                            h = s.codes[1].to_string()
                        )
                    ),
                    note: s.compared.clone(),
                })
                .collect(),
            none: t!("atlas-none"),
        }
    }

    /// The name of the atlas's downloads, without extension: `nimseq-atlas-2-cap-65536`.
    pub fn file_stem(&self) -> String {
        format!("nimseq-atlas-{}-cap-{}", self.digits, self.cap)
    }
}
