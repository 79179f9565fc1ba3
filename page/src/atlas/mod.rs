//! The atlas as the page shows it: the codes laid out as a map (`d1 d2` across, the last digit
//! up), each cell coloured by the chosen metric and read out in words, a sortable table, the
//! groups of equal sequences, and the downloads. Rows are computed by the workers
//! ([`compute_records`]) and gathered here ([`AtlasPage::add`]).

pub mod run;

use serde::{Deserialize, Serialize};

use nimseq_core::atlas::export::{csv_row, json_row, verdict_source, CSV_HEADER};
use nimseq_core::atlas::literature::{compare, errata};
use nimseq_core::atlas::{
    codes, compute_row, equal_sequences, shifted_sequences, AtlasRow, Group, NearPair, Shifted,
    Status, Verdict,
};
use plotters::prelude::RGBColor;

use crate::figure::{atlas_svg, FigureSize};
use crate::sequence::game_title;
use crate::state::names::{AtlasMetric, Named};
use crate::state::settings::Settings;
use crate::PageState;
use nimseq_core::draw::atlas::{picture_size, AtlasPicture};
use nimseq_core::draw::colors::{
    hex, viridis, Theme, AGREES, AGREES_SO_FAR, CERTIFIED_NEW, DIFFERS, NOT_LISTED, UNRESOLVED,
};
use nimseq_core::game::{Game, Nimber, OctalCode};
use nimseq_core::GameError;

/// Values of each row sent back from a worker for the groups of equal sequences.
pub const COMPARED_ON_PAGE: usize = 1 << 12;
/// Rows of agreement from which two different codes are named as a late difference.
pub const NEAR: u64 = 200;

/// The link of a code's sequence view, a fresh one (the atlas's own choices stay behind).
fn sequence_query(code: &OctalCode) -> String {
    PageState::default()
        .change(&[("game", Game::Octal(code.clone()).spec())])
        .0
        .to_query()
}

/// A computed row as a worker sends it: its place in the atlas, and the row with its values cut
/// to what the page compares (all of them when certified, the first [`COMPARED_ON_PAGE`] else).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AtlasRecord {
    /// The code's place in the atlas.
    pub index: usize,
    /// The row.
    pub row: AtlasRow,
}

impl AtlasRecord {
    fn of(index: usize, mut row: AtlasRow) -> Self {
        if row.status != Status::Certified {
            row.values.truncate(COMPARED_ON_PAGE);
        }
        AtlasRecord { index, row }
    }
}

/// The rows `lo..hi` of the atlas of `settings` (a worker's unit of work); `cap` overrides the
/// settings' cap (a cell searched further).
///
/// # Errors
/// As [`compute_row`].
pub fn compute_records(
    settings: &Settings,
    lo: usize,
    hi: usize,
    cap: Option<u64>,
) -> Result<Vec<AtlasRecord>, GameError> {
    let all = codes(settings.digits, None)?;
    let cap = cap.unwrap_or(u64::from(settings.cap));
    let hi = hi.min(all.len());
    (lo.min(hi)..hi)
        .map(|i| compute_row(&all[i], cap).map(|row| AtlasRecord::of(i, row)))
        .collect()
}

/// The atlas of one link, filled as rows arrive.
#[derive(Debug, Clone)]
pub struct AtlasPage {
    digits: usize,
    cap: u64,
    metric: AtlasMetric,
    codes: Vec<OctalCode>,
    rows: Vec<Option<AtlasRow>>,
    /// Each computed row's verdict and read-out, worked out once when it arrives.
    told: Vec<Option<(Verdict, String)>>,
}

/// One cell of the map: what the code's button shows (where it sits is its [`AtlasPlace`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasCell {
    /// The code's place in the atlas.
    pub index: usize,
    /// Its colour, `#rrggbb`.
    pub colour: String,
    /// What it shows, for the read-out and screen readers.
    pub text: String,
    /// Whether it is computed.
    pub done: bool,
    /// Whether its period is certified.
    pub certified: bool,
    /// The link of its sequence view, once computed.
    pub query: Option<String>,
}

/// A legend entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasLegendItem {
    /// Its colour.
    pub colour: String,
    /// Its words.
    pub label: String,
    /// How many cells have it.
    pub count: usize,
}

/// Where a code sits on the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasPlace {
    /// The code's place in the atlas.
    pub index: usize,
    /// The code.
    pub code: String,
    /// Column of the map.
    pub x: usize,
    /// Row of the map (row 0 at the bottom).
    pub y: usize,
}

/// The map's shape: its size, axis labels and where each code sits. It depends on the digits
/// alone, so the page makes its buttons from it once per atlas.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasLayout {
    /// Columns.
    pub columns: usize,
    /// Rows.
    pub rows: usize,
    /// Each column's label (`d1 d2`).
    pub column_labels: Vec<String>,
    /// Each row's label (the last digit), bottom first.
    pub row_labels: Vec<String>,
    /// What the columns and rows are.
    pub axes: String,
    /// Every code's place, in the atlas's order.
    pub places: Vec<AtlasPlace>,
}

/// The map's colours and words: every cell, the legend and the summary (its shape is the
/// [`AtlasLayout`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasMap {
    /// Every code's cell.
    pub cells: Vec<AtlasCell>,
    /// The colours used.
    pub legend: Vec<AtlasLegendItem>,
    /// One line: how many are computed, certified, unresolved, and how they compare.
    pub summary: String,
    /// How many rows are computed.
    pub done: usize,
}

/// One line of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasTableRow {
    /// The code's place.
    pub index: usize,
    /// The code.
    pub code: String,
    /// `certified` or `no period up to N`.
    pub status: String,
    /// Preperiod (empty when not certified).
    pub preperiod: String,
    /// Period.
    pub period: String,
    /// Largest value.
    pub largest: Nimber,
    /// The literature's verdict in words.
    pub literature: String,
    /// The link of the code's sequence view.
    pub query: String,
}

/// The table's columns, by their sort keys.
pub const SORT_KEYS: [&str; 6] = [
    "code",
    "status",
    "preperiod",
    "period",
    "largest",
    "literature",
];

impl AtlasPage {
    /// The atlas of `settings`, nothing computed yet.
    ///
    /// # Errors
    /// The atlas's limits.
    pub fn new(settings: &Settings) -> Result<Self, GameError> {
        let codes = codes(settings.digits, None)?;
        Ok(AtlasPage {
            digits: settings.digits,
            cap: u64::from(settings.cap),
            metric: settings.atlas_metric,
            rows: vec![None; codes.len()],
            told: vec![None; codes.len()],
            codes,
        })
    }

    /// How many codes.
    pub fn len(&self) -> usize {
        self.codes.len()
    }

    /// Whether the atlas has no code.
    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }

    /// The places of the codes not computed yet, in order.
    pub fn pending(&self) -> Vec<usize> {
        (0..self.rows.len())
            .filter(|&i| self.rows[i].is_none())
            .collect()
    }

    /// The cap the atlas's codes are computed to.
    pub fn cap(&self) -> u64 {
        self.cap
    }

    /// The code at place `index`.
    ///
    /// # Panics
    /// If `index` is not below [`len`](Self::len).
    pub fn code(&self, index: usize) -> &OctalCode {
        &self.codes[index]
    }

    /// Adds a row computed whole (as [`crate::atlas::run`] has them), cut to what the
    /// page keeps ([`AtlasRecord`]); a row that is not the code's at `index` is ignored.
    pub(crate) fn add_whole(&mut self, index: usize, row: AtlasRow) {
        // Only this atlas's rows reach here (the run checks them), so nothing is refused.
        let _ = self.add(vec![AtlasRecord::of(index, row)]);
    }

    /// Shows the cells coloured by `metric` from now on.
    pub fn set_metric(&mut self, metric: AtlasMetric) {
        self.metric = metric;
    }

    /// Adds computed rows (a row computed again replaces the old one).
    ///
    /// # Errors
    /// A record whose code is not this atlas's.
    pub fn add(&mut self, records: Vec<AtlasRecord>) -> Result<(), GameError> {
        for r in records {
            if self.codes.get(r.index) != Some(&r.row.code) {
                return Err(GameError::ForeignAtlasRow {
                    code: r.row.code.to_string(),
                    index: r.index,
                });
            }
            let verdict = compare(&r.row);
            self.rows[r.index] = Some(r.row);
            let text = self.describe(r.index, &verdict);
            self.told[r.index] = Some((verdict, text));
        }
        Ok(())
    }

    /// The map's shape: columns and rows, their labels, what the axes are, where each code sits.
    pub fn layout(&self) -> AtlasLayout {
        let (columns, rows) = match self.digits {
            1 => (8, 1),
            2 => (8, 8),
            _ => (64, 8),
        };
        let column_labels = (0..columns)
            .map(|x| {
                if self.digits >= 3 {
                    format!("{}{}", x / 8, x % 8)
                } else {
                    x.to_string()
                }
            })
            .collect();
        let axes = match self.digits {
            1 => "d1 across",
            2 => "d1 across, d2 up",
            _ => "d1 d2 across, d3 up",
        };
        let places = self
            .codes
            .iter()
            .enumerate()
            .map(|(index, code)| {
                let (x, y) = self.place(code);
                AtlasPlace {
                    index,
                    code: code.to_string(),
                    x,
                    y,
                }
            })
            .collect();
        AtlasLayout {
            columns,
            rows,
            column_labels,
            row_labels: (0..rows).map(|y| y.to_string()).collect(),
            axes: axes.to_string(),
            places,
        }
    }

    /// Where a code sits on the map.
    fn place(&self, code: &OctalCode) -> (usize, usize) {
        let d = |i: usize| usize::from(code.digits().get(i).copied().unwrap_or(0));
        match self.digits {
            1 => (d(0), 0),
            2 => (d(0), d(1)),
            _ => (d(0) * 8 + d(1), d(2)),
        }
    }

    /// The map, coloured by the metric.
    pub fn map(&self, theme: &Theme) -> AtlasMap {
        let scale = self.scale();
        let mut legend: Vec<AtlasLegendItem> = Vec::new();
        let mut count =
            |colour: &str, label: &str| match legend.iter_mut().find(|l| l.label == label) {
                Some(item) => item.count += 1,
                None => legend.push(AtlasLegendItem {
                    colour: colour.to_string(),
                    label: label.to_string(),
                    count: 1,
                }),
            };
        let cells = self
            .codes
            .iter()
            .enumerate()
            .map(|(index, code)| {
                let (colour, label) = self.colour(index, scale, theme);
                let colour = hex(colour);
                count(&colour, &label);
                AtlasCell {
                    index,
                    colour,
                    text: self.readout(index),
                    done: self.rows[index].is_some(),
                    certified: self.rows[index]
                        .as_ref()
                        .is_some_and(|r| r.status == Status::Certified),
                    query: self.rows[index].as_ref().map(|_| sequence_query(code)),
                }
            })
            .collect();
        if self.metric != AtlasMetric::Status {
            legend.retain(|l| l.label == "not computed yet" || l.label.starts_with("no period"));
            if let Some(max) = scale {
                legend.insert(
                    0,
                    AtlasLegendItem {
                        colour: hex(viridis(0.0)),
                        label: format!("{} 0", self.metric_label()),
                        count: 0,
                    },
                );
                legend.insert(
                    1,
                    AtlasLegendItem {
                        colour: hex(viridis(1.0)),
                        label: format!("{} {max}", self.metric_label()),
                        count: 0,
                    },
                );
            }
        }
        AtlasMap {
            cells,
            legend,
            summary: self.summary(),
            done: self.rows.iter().flatten().count(),
        }
    }

    fn metric_label(&self) -> &'static str {
        AtlasMetric::ALL
            .iter()
            .find(|e| e.0 == self.metric)
            .map_or("", |e| e.2)
    }

    /// A code's colour and legend label (computed or not).
    fn colour(&self, index: usize, scale: Option<u64>, theme: &Theme) -> (RGBColor, String) {
        match &self.rows[index] {
            None => (theme.pending, "not computed yet".to_string()),
            Some(row) => self.paint(index, row, scale),
        }
    }

    /// The map as a picture (for the downloads and `nimseq plot atlas`): the cells, and the
    /// legend with how many codes have each colour (the codes drawn: every code of the atlas).
    pub fn picture(&self, theme: &Theme) -> AtlasPicture {
        let scale = self.scale();
        let AtlasLayout {
            columns,
            rows,
            column_labels,
            axes,
            places,
            ..
        } = self.layout();
        let map = self.map(theme);
        let legend = map
            .legend
            .iter()
            .map(|item| {
                let colour =
                    nimseq_core::draw::colors::parse_hex(&item.colour).unwrap_or(theme.pending);
                // The scale's ends name values, not codes.
                let words = if item.count > 0 || self.metric == AtlasMetric::Status {
                    format!("{} ({})", item.label, item.count)
                } else if item.colour == hex(viridis(1.0)) {
                    format!("{} (log scale)", item.label)
                } else {
                    item.label.clone()
                };
                (colour, words)
            })
            .collect();
        AtlasPicture {
            columns,
            rows,
            cells: places
                .iter()
                .map(|p| (p.x, p.y, self.colour(p.index, scale, theme).0))
                .collect(),
            column_labels,
            caption: format!(
                "Octal codes 0.{} ({} codes, G(n) computed to n = {} at most), coloured by {}",
                (1..=self.digits)
                    .map(|d| format!("d{d}"))
                    .collect::<String>(),
                self.codes.len(),
                self.cap.saturating_sub(1),
                self.metric_label()
            ),
            axes: format!("{axes}; each square one code"),
            legend,
        }
    }

    /// The map as an SVG document of `size` (the natural size, [`CELL`](nimseq_core::draw::atlas::CELL)
    /// pixels a cell, when `None`).
    ///
    /// # Errors
    /// Only if drawing fails.
    pub fn svg(
        &self,
        theme: &Theme,
        size: Option<FigureSize>,
    ) -> Result<String, nimseq_core::draw::DrawError> {
        let picture = self.picture(theme);
        let size = size.unwrap_or_else(|| {
            let (width, height) = picture_size(picture.columns, picture.rows, picture.legend.len());
            FigureSize {
                width,
                height,
                scale: 1.0,
            }
        });
        atlas_svg(&picture, size, theme)
    }

    /// The metric's value for a row (certified rows only, but the largest value).
    fn measure(&self, row: &AtlasRow) -> Option<u64> {
        match self.metric {
            AtlasMetric::Status => None,
            AtlasMetric::Period => row.period,
            AtlasMetric::Preperiod => row.preperiod,
            AtlasMetric::MaxValue => Some(u64::from(row.largest)),
        }
    }

    /// The largest value of the metric among the rows computed.
    fn scale(&self) -> Option<u64> {
        self.rows
            .iter()
            .flatten()
            .filter_map(|r| self.measure(r))
            .max()
    }

    /// A computed row's colour and legend label.
    fn paint(&self, index: usize, row: &AtlasRow, scale: Option<u64>) -> (RGBColor, String) {
        if self.metric == AtlasMetric::Status {
            let certified = row.status == Status::Certified;
            let (colour, label) = match (self.verdict(index), certified) {
                (Verdict::Agrees { .. }, _) => (AGREES, "certified, agrees with the literature"),
                (Verdict::AgreesSoFar { .. }, _) => {
                    (AGREES_SO_FAR, "agrees so far, not certified within the cap")
                }
                (Verdict::Disagrees { .. }, _) => (DIFFERS, "disagrees with the literature"),
                (Verdict::Unsolved { .. }, true) => {
                    (CERTIFIED_NEW, "certified here; unsolved in the literature")
                }
                (Verdict::Unsolved { .. }, false) => {
                    (UNRESOLVED, "unsolved (no period within the cap)")
                }
                (Verdict::NotListed, true) => (NOT_LISTED, "certified; not in the tables"),
                (Verdict::NotListed, false) => (UNRESOLVED, "unsolved (no period within the cap)"),
            };
            return (colour, label.to_string());
        }
        match (self.measure(row), scale) {
            (Some(v), Some(max)) => {
                let t = ((1 + v) as f64).log2() / ((1 + max.max(1)) as f64).log2();
                (viridis(t), format!("{} (log scale)", self.metric_label()))
            }
            _ => (UNRESOLVED, "no period within the cap".to_string()),
        }
    }

    /// A computed row's verdict (`NotListed` for a row not computed).
    fn verdict(&self, index: usize) -> &Verdict {
        const NONE: &Verdict = &Verdict::NotListed;
        self.told[index].as_ref().map_or(NONE, |(v, _)| v)
    }

    /// A cell in words.
    pub fn readout(&self, index: usize) -> String {
        match self.told.get(index) {
            Some(Some((_, text))) => text.clone(),
            _ => self.describe(index, &Verdict::NotListed),
        }
    }

    /// A cell in words, with its verdict.
    fn describe(&self, index: usize, verdict: &Verdict) -> String {
        let Some(code) = self.codes.get(index) else {
            return String::new();
        };
        let title = game_title(&Game::Octal(code.clone()));
        let Some(row) = &self.rows[index] else {
            return format!("{title}: not computed yet");
        };
        let mut parts = Vec::new();
        match (row.preperiod, row.period) {
            (Some(e), Some(p)) => {
                parts.push(format!("preperiod {e}, period {p}"));
                if let Some(end) = row.certificate_until {
                    parts.push(format!("certified by Guy–Smith for {e} ≤ n < {end}"));
                }
                parts.push(format!("largest value {}", row.largest));
            }
            _ => {
                parts.push(format!("no period up to {}", row.checked_to));
                parts.push(format!("largest value {} so far", row.largest));
            }
        }
        if let Some(r) = row.rare {
            let last = r
                .last
                .map_or(String::new(), |l| format!(", the last at {l}"));
            parts.push(format!(
                "rare values (mask {:x}): {}{last}",
                r.mask, r.count
            ));
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

    /// The computed rows, sorted by `key` (one of [`SORT_KEYS`]; unknown keys sort by code).
    pub fn table(&self, key: &str, descending: bool) -> Vec<AtlasTableRow> {
        let mut rows: Vec<(usize, &AtlasRow)> = self
            .rows
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().map(|r| (i, r)))
            .collect();
        // Rows without the number sorted on (no period within the cap) come last either way.
        let missing = |r: &AtlasRow| match key {
            "preperiod" | "period" => r.period.is_none(),
            _ => false,
        };
        rows.sort_by(|(i, a), (j, b)| {
            let order = match key {
                "status" => a
                    .status
                    .describe(a.checked_to)
                    .cmp(&b.status.describe(b.checked_to)),
                "preperiod" => a.preperiod.cmp(&b.preperiod),
                "period" => a.period.cmp(&b.period),
                "largest" => a.largest.cmp(&b.largest),
                "literature" => self
                    .verdict(*i)
                    .describe()
                    .cmp(&self.verdict(*j).describe()),
                _ => i.cmp(j),
            };
            let order = if descending { order.reverse() } else { order };
            missing(a).cmp(&missing(b)).then(order).then(i.cmp(j))
        });
        let opt = |v: Option<u64>| v.map_or(String::new(), |v| v.to_string());
        rows.into_iter()
            .map(|(index, r)| AtlasTableRow {
                index,
                code: r.code.to_string(),
                status: r.status.describe(r.checked_to),
                preperiod: opt(r.preperiod),
                period: opt(r.period),
                largest: r.largest,
                literature: self.verdict(index).describe(),
                query: sequence_query(&r.code),
            })
            .collect()
    }

    /// Groups of codes with equal sequences and late differences, among the rows computed.
    pub fn groups(&self) -> (Vec<Group>, Vec<NearPair>) {
        let rows: Vec<AtlasRow> = self.rows.iter().flatten().cloned().collect();
        equal_sequences(&rows, NEAR)
    }

    /// Codes whose sequences are equal up to a shift, among the rows computed.
    pub fn shifted(&self) -> Vec<Shifted> {
        let rows: Vec<AtlasRow> = self.rows.iter().flatten().cloned().collect();
        shifted_sequences(&rows)
    }

    /// The computed rows as CSV (the command line's format).
    pub fn csv(&self) -> String {
        let mut out = format!("{CSV_HEADER}\n");
        for row in self.rows.iter().flatten() {
            out.push_str(&csv_row(row));
            out.push('\n');
        }
        out
    }

    /// The computed rows as JSON.
    pub fn json(&self) -> String {
        let rows: Vec<_> = self.rows.iter().flatten().map(json_row).collect();
        let (groups, pairs) = self.groups();
        serde_json::json!({
            "digits": self.digits,
            "cap": self.cap,
            "rows": rows,
            "equal_sequences": groups,
            "shifted_sequences": self.shifted(),
            "late_differences": pairs,
        })
        .to_string()
    }

    /// The cap a cell is searched further with: four times what it was searched to.
    pub fn further_cap(&self, index: usize) -> Option<u64> {
        let row = self.rows.get(index)?.as_ref()?;
        (row.status != Status::Certified).then(|| (row.checked_to + 1).saturating_mul(4))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PageState;

    fn page(query: &str) -> (AtlasPage, Settings) {
        let (state, notices) = PageState::from_query(query);
        assert!(notices.is_empty(), "{notices:?}");
        let s = state.settings().clone();
        (AtlasPage::new(&s).unwrap(), s)
    }

    #[test]
    fn the_two_digit_atlas_fills_from_worker_records() {
        let (mut atlas, s) = page("?view=atlas&cap=4096");
        assert_eq!(atlas.len(), 63);
        assert_eq!(s.atlas_metric, AtlasMetric::Status);
        let half = compute_records(&s, 0, 30, None).unwrap();
        let rest = compute_records(&s, 30, 63, None).unwrap();
        atlas.add(half.clone()).unwrap();
        let map = atlas.map(&Theme::LIGHT);
        let layout = atlas.layout();
        assert_eq!((layout.columns, layout.rows, map.done), (8, 8, 30));
        assert_eq!(atlas.pending(), (30..63).collect::<Vec<_>>());
        assert!(
            map.summary.starts_with("30 of 63 codes computed"),
            "{}",
            map.summary
        );
        atlas.add(rest).unwrap();
        let map = atlas.map(&Theme::LIGHT);
        assert_eq!(map.done, 63);
        let place = layout.places.iter().find(|p| p.code == "0.77").unwrap();
        assert_eq!((place.x, place.y), (7, 7));
        let kayles = &map.cells[place.index];
        assert_eq!(kayles.index, place.index);
        assert!(
            kayles.text.contains("preperiod 71, period 12"),
            "{}",
            kayles.text
        );
        assert!(kayles.text.contains("agrees"), "{}", kayles.text);
        assert_eq!(kayles.query.as_deref(), Some("?game=octal:0.77"));
        assert!(map
            .legend
            .iter()
            .any(|l| l.label.starts_with("certified, agrees")));
        // The table sorts by period either way, the unresolved last.
        let longest = atlas.table("period", true);
        assert_eq!(longest.last().map(|r| r.period.as_str()), Some(""));
        assert_eq!(longest[0].period, "34");
        let shortest = atlas.table("period", false);
        assert_eq!(shortest[0].period, "1");
        assert_eq!(shortest.last().map(|r| r.period.as_str()), Some(""));
        assert!(atlas.csv().starts_with(CSV_HEADER));
        assert_eq!(atlas.csv().lines().count(), 64);
        assert_eq!(atlas.further_cap(5), Some(4096 * 4)); // 0.6
                                                          // A record of another atlas is refused.
        let mut wrong = half[0].clone();
        wrong.index = 1;
        assert!(atlas.add(vec![wrong]).is_err());
    }

    #[test]
    fn three_digits_lay_out_as_d1_d2_across() {
        let (atlas, _) = page("?view=atlas&digits=3&colour=period");
        let (map, layout) = (atlas.map(&Theme::DARK), atlas.layout());
        assert_eq!((layout.columns, layout.rows), (64, 8));
        assert_eq!((map.cells.len(), layout.places.len()), (511, 511));
        let p = layout.places.iter().find(|p| p.code == "0.161").unwrap();
        assert_eq!((p.x, p.y), (14, 1));
        assert_eq!(map.cells[p.index].index, p.index);
        // Every place is a distinct spot on the map, in the atlas's order.
        let spots: std::collections::HashSet<_> =
            layout.places.iter().map(|p| (p.x, p.y)).collect();
        assert_eq!(spots.len(), 511);
        assert!(layout.places.iter().enumerate().all(|(i, p)| p.index == i));
        assert_eq!(layout.column_labels[14], "16");
        assert_eq!(layout.row_labels, ["0", "1", "2", "3", "4", "5", "6", "7"]);
        let svg = atlas.svg(&Theme::DARK, None).unwrap();
        assert!(
            svg.contains("Octal codes 0.d1d2d3 (511 codes"),
            "{}",
            &svg[..400]
        );
    }
}
