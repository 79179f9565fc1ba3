//! The atlas in sentences: the read-out of the code under the pointer (its status, period and
//! what the literature says of it), the summary line, the progress of its computation, the
//! offer to search a code further, the lists of codes that agree, and the downloads' name.

use serde::Serialize;

use nimseq_core::atlas::verdict_source;
use nimseq_core::atlas::{conventions, errata};
use nimseq_core::atlas::{AtlasRow, Status, Verdict};
use nimseq_core::game::Game;

use crate::atlas::AtlasPage;
use crate::words::{computing, Progress};
use nimseq_core::words::grouped;

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
    pub none: &'static str,
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
            Some(Some((_, text))) => text.clone(),
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
            return format!("{title}: not computed yet");
        };
        let mut parts = Vec::new();
        let first = row
            .largest_at
            .map_or(String::new(), |n| format!(", first at n = {n}"));
        match (row.preperiod, row.period) {
            (Some(e), Some(p)) => {
                parts.push(format!("preperiod {e}, period {p}"));
                if let Some(end) = row.certificate_until {
                    parts.push(format!("certified by Guy–Smith for {e} ≤ n < {end}"));
                }
                parts.push(format!("largest value {}{first}", row.largest));
            }
            _ => {
                parts.push(format!("no period up to {}", row.checked_to));
                parts.push(format!("largest value {} so far{first}", row.largest));
            }
        }
        if let Some(r) = row.rare {
            let last = r
                .last
                .map_or(String::new(), |l| format!(", the last at {l}"));
            // Counted as the literature counts (n = 0 included), under the mask named.
            parts.push(format!(
                "rare values: {}{last} (mask {:x}, {}; n = 0 counted)",
                r.count,
                r.mask,
                r.chosen_by.describe()
            ));
        }
        let conventions = conventions(row);
        if !conventions.is_empty() {
            parts.push(format!("beside the tables: {conventions}"));
        }
        let source = verdict_source(verdict);
        let words = verdict.describe();
        let words = words.trim_start_matches("literature: ");
        parts.push(if source.is_empty() {
            words.to_string()
        } else {
            format!("literature: {words} ({source})")
        });
        parts.extend(errata(&code.to_string()));
        format!("{title}: {}", parts.join("; "))
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
        format!(
            "{} of {} codes computed (cap {}): {certified} certified, {} unresolved; the literature: {agree} agree, {disagree} disagree, {} unsolved or not listed.",
            done.len(),
            self.codes.len(),
            self.cap,
            done.len() - certified,
            done.len() - agree - disagree,
        )
    }

    /// How far the atlas's computation has come: `30 of 63 codes computed`.
    pub fn progress(&self) -> Progress {
        let done = self.rows.iter().flatten().count();
        Progress::of(done as u64, self.codes.len() as u64, "codes")
    }

    /// How far the search of one code further has come (`done` is 0, then 1).
    pub fn further_progress(done: u64) -> Progress {
        Progress::of(done, 1, "codes")
    }

    /// What the progress bar says as the computation starts: the atlas's codes, or one code
    /// searched `further`.
    pub fn computing(&self, further: bool) -> String {
        if further {
            "Searching further…".to_string()
        } else {
            computing(self.codes.len() as u64, "codes")
        }
    }

    /// The offer to search the code at `index` further (four times as far), for a code
    /// computed but not certified.
    pub fn further(&self, index: usize) -> Option<FurtherOffer> {
        let cap = self.further_cap(index)?;
        Some(FurtherOffer {
            cap,
            label: format!(
                "Search {} further (to {} values)",
                self.codes.get(index)?,
                grouped(cap)
            ),
        })
    }

    /// What the page says when the code at `index` is opened before it is computed.
    pub fn not_computed(&self, index: usize) -> String {
        self.codes
            .get(index)
            .map_or_else(String::new, |code| format!("{code} is not computed yet."))
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
                    format!(
                        "{} and {} agree up to {}, differ at {} ({} against {})",
                        p.codes[0],
                        p.codes[1],
                        grouped(p.differ_at.saturating_sub(1)),
                        grouped(p.differ_at),
                        p.values[0],
                        p.values[1]
                    )
                })
                .collect(),
            shifted: shifted
                .iter()
                .take(LISTED_SHIFTS)
                .map(|s| AtlasListItem {
                    codes: format!("G = {}, H = {}: ", s.codes[0], s.codes[1]),
                    note: s.compared.clone(),
                })
                .collect(),
            none: "None among the codes computed.",
        }
    }

    /// The name of the atlas's downloads, without extension: `nimseq-atlas-2-cap-65536`.
    pub fn file_stem(&self) -> String {
        format!("nimseq-atlas-{}-cap-{}", self.digits, self.cap)
    }
}
