//! The atlas as the page shows it ([`AtlasPage`]): rows computed by the workers
//! ([`compute_records`], handed out by [`run`]) and gathered here ([`AtlasPage::add`]), with
//! the groups of equal sequences. The rest is in one file each: where each code sits on the
//! map ([`layout`]), its colours and the map as a picture ([`map`]), the read-out and summary
//! in words ([`readout`]), and the sortable table and the downloads ([`table`]).

pub mod layout;
pub mod map;
pub mod readout;
pub mod run;
pub mod table;

pub use layout::{AtlasCell, AtlasLayout, AtlasLegendItem, AtlasMap, AtlasPlace, NARROW_COLUMNS};
pub use readout::{
    AtlasListItem, AtlasLists, FurtherOffer, LISTED_GROUPS, LISTED_PAIRS, LISTED_SHIFTS,
};
pub use table::{AtlasTableRow, SORT_KEYS};

use serde::{Deserialize, Serialize};

use nimseq_core::atlas::compare;
use nimseq_core::atlas::{
    codes_from, compute_row, equal_sequences, shifted_sequences, AtlasRow, Group, NearPair,
    Shifted, Status, Verdict,
};

use crate::state::names::AtlasMetric;
use crate::state::settings::Settings;
use crate::state::tasks::AtlasTask;
use crate::PageState;
use nimseq_core::game::{Game, OctalCode};
use nimseq_core::words::{language, Lang};
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

/// The rows `lo..hi` of the atlas of `task` (a worker's unit of work); `cap` overrides the
/// task's cap (a cell searched further).
///
/// # Errors
/// As [`compute_row`].
pub fn compute_records(
    task: &AtlasTask,
    lo: usize,
    hi: usize,
    cap: Option<u64>,
) -> Result<Vec<AtlasRecord>, GameError> {
    let all = codes_from(task.d0, task.digits, None)?;
    let cap = cap.unwrap_or(task.cap);
    let hi = hi.min(all.len());
    (lo.min(hi)..hi)
        .map(|i| compute_row(&all[i], cap).map(|row| AtlasRecord::of(i, row)))
        .collect()
}

/// The atlas of one link, filled as rows arrive.
#[derive(Debug, Clone)]
pub struct AtlasPage {
    digits: usize,
    /// The digit before the point: 0 (`0.d1…dk`) or 4 (`4.d1…dk`).
    d0: u8,
    cap: u64,
    metric: AtlasMetric,
    codes: Vec<OctalCode>,
    rows: Vec<Option<AtlasRow>>,
    /// Each computed row's verdict and read-out, worked out once when it arrives.
    told: Vec<Option<(Verdict, String)>>,
    /// The language the read-outs in `told` are worded in.
    told_in: Lang,
}

impl AtlasPage {
    /// The atlas of `settings`, nothing computed yet.
    ///
    /// # Errors
    /// The atlas's limits.
    pub fn new(settings: &Settings) -> Result<Self, GameError> {
        let codes = codes_from(settings.atlas_d0, settings.digits, None)?;
        Ok(AtlasPage {
            digits: settings.digits,
            d0: settings.atlas_d0,
            cap: u64::from(settings.cap),
            metric: settings.atlas_metric,
            rows: vec![None; codes.len()],
            told: vec![None; codes.len()],
            told_in: language(),
            codes,
        })
    }

    /// The digit before the point of the atlas's codes: 0 or 4.
    pub fn d0(&self) -> u8 {
        self.d0
    }

    /// The codes as the page names them: `0.d1…dk` or `4.d1…dk`, with `k` the atlas's digits.
    pub fn family(&self) -> String {
        let digits: String = (1..=self.digits).map(|d| format!("d{d}")).collect();
        format!("{}.{digits}", self.d0)
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
        self.reword();
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

    /// Words the read-outs again in the current language, if they were worded in another (the
    /// page's language changed): a few milliseconds for the largest atlas, once.
    pub fn reword(&mut self) {
        if self.told_in == language() {
            return;
        }
        self.told_in = language();
        for index in 0..self.told.len() {
            if let Some(verdict) = self.told[index].take().map(|(v, _)| v) {
                let text = self.describe(index, &verdict);
                self.told[index] = Some((verdict, text));
            }
        }
    }

    /// Whether the read-outs are worded in the current language.
    pub(crate) fn worded_now(&self) -> bool {
        self.told_in == language()
    }

    /// A computed row's verdict (`NotListed` for a row not computed).
    fn verdict(&self, index: usize) -> &Verdict {
        const NONE: &Verdict = &Verdict::NotListed;
        self.told[index].as_ref().map_or(NONE, |(v, _)| v)
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
    use nimseq_core::atlas::CSV_HEADER;
    use nimseq_core::draw::Theme;

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
        let half = compute_records(&AtlasTask::of(&s), 0, 30, None).unwrap();
        let rest = compute_records(&AtlasTask::of(&s), 30, 63, None).unwrap();
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
    fn the_four_codes_are_an_atlas_of_their_own() {
        let (mut atlas, s) = page("?view=atlas&digits=2&d0=4&cap=1024");
        assert_eq!((s.atlas_d0, atlas.d0()), (4, 4));
        assert_eq!(atlas.len(), 1 + 7 + 56);
        assert_eq!(atlas.code(0).to_string(), "4.");
        assert_eq!(atlas.family(), "4.d1d2");
        let layout = atlas.layout();
        assert!(
            layout.sentence.starts_with("Codes 4.d1…dk"),
            "{}",
            layout.sentence
        );
        // `4.` sits where no 4.-code with digits does; every place is distinct.
        let spots: std::collections::HashSet<_> =
            layout.places.iter().map(|p| (p.x, p.y)).collect();
        assert_eq!(spots.len(), atlas.len());
        atlas
            .add(compute_records(&AtlasTask::of(&s), 0, atlas.len(), None).unwrap())
            .unwrap();
        // Czajka's trivial games 4.3, 4.12 and 4.72 agree; every row is the take-and-break
        // engine's.
        for code in ["4.3", "4.12", "4.72"] {
            let i = (0..atlas.len())
                .find(|&i| atlas.code(i).to_string() == code)
                .unwrap();
            assert!(
                matches!(atlas.verdict(i), Verdict::Agrees { .. }),
                "{code}: {:?}",
                atlas.verdict(i)
            );
        }
        let svg = atlas.svg(&Theme::DARK, None).unwrap();
        // The caption (wrapped between words, a line a text element) names the family.
        let words: Vec<&str> = svg
            .split("<text")
            .skip(1)
            .filter_map(|t| t.split('>').nth(1)?.split('<').next())
            .map(str::trim)
            .collect();
        assert!(words.join(" ").contains("4.d1d2 (64 codes"), "{words:?}");
        // Only 0 and 4 are read; another digit is refused with a notice.
        let (state, notices) = PageState::from_query("?view=atlas&d0=2");
        assert_eq!(state.settings().atlas_d0, 0);
        assert!(
            notices.iter().any(|n| n.0.contains("0. or 4.")),
            "{notices:?}"
        );
        assert_eq!(
            PageState::from_query("?view=atlas&d0=4").0.to_query(),
            "?view=atlas&d0=4"
        );
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

    /// The page's words about the atlas, as its script wrote them (pinned from it): the
    /// progress, the offer to search further, the lists under the map with their limits, the
    /// legend's counts, the sentence over the map and the downloads' name.
    #[test]
    fn the_atlas_in_the_pages_words() {
        let (mut atlas, s) = page("?view=atlas&digits=3&cap=4096");
        assert_eq!(atlas.computing(false), "Computing 511 codes…");
        assert_eq!(atlas.computing(true), "Searching further…");
        assert_eq!(atlas.progress().text, "0 of 511 codes computed");
        atlas
            .add(compute_records(&AtlasTask::of(&s), 0, 300, None).unwrap())
            .unwrap();
        let progress = atlas.progress();
        assert_eq!(progress.text, "300 of 511 codes computed");
        assert_eq!(progress.fraction, 300.0 / 511.0);
        assert_eq!(AtlasPage::further_progress(1).text, "1 of 1 codes computed");
        assert_eq!(atlas.not_computed(400), "0.602 is not computed yet.");
        atlas
            .add(compute_records(&AtlasTask::of(&s), 300, 511, None).unwrap())
            .unwrap();
        let lists = atlas.lists();
        let (groups, pairs) = atlas.groups();
        assert_eq!(
            (groups.len(), pairs.len(), atlas.shifted().len()),
            (86, 1, 59)
        );
        assert_eq!(lists.groups.len(), LISTED_GROUPS);
        assert_eq!(lists.shifted.len(), LISTED_SHIFTS);
        assert_eq!(
            lists.pairs,
            ["0.161 and 0.36 agree up to 518, differ at 519 (2 against 4)"]
        );
        assert!(lists.groups[0]
            .codes
            .starts_with("0.3 = 0.5 = 0.7 = 0.103 = "));
        assert_eq!(
            lists.groups[0].note,
            " (equal for every n: certified with preperiod 0 and period 2, and equal on G(0) … G(1))"
        );
        assert_eq!(lists.shifted[0].codes, "G = 0.001, H = 0.01: ");
        assert_eq!(
            lists.shifted[0].note,
            "G(n + 1) = H(n) for every n (both certified with period 1; compared on n = 0 … 3)"
        );
        assert_eq!(lists.none, "None among the codes computed.");
        let legend = atlas.map(&Theme::LIGHT).legend;
        let counts: Vec<&str> = legend.iter().map(|l| l.count_text.as_str()).collect();
        assert_eq!(counts, ["291", "193", "27"]);
        // A code not certified within the cap is offered four times as far.
        let index = atlas
            .table("code", false)
            .iter()
            .find(|r| r.status != "certified")
            .unwrap()
            .index;
        let offer = atlas.further(index).unwrap();
        assert_eq!(offer.cap, 4096 * 4);
        assert_eq!(
            offer.label,
            format!("Search {} further (to 16,384 values)", atlas.code(index))
        );
        assert_eq!(atlas.further(0), None);
        assert_eq!(atlas.file_stem(), "nimseq-atlas-3-cap-4096");
        let layout = atlas.layout();
        assert_eq!(
            layout.sentence,
            "Codes 0.d1…dk: d1 d2 across, d3 up. Click or tap a code to read it, click again (or Enter, or Open) to open its sequence."
        );
        assert_eq!(
            layout.column_template,
            "2.2em repeat(64, minmax(var(--atlas-cell), 40px))"
        );
        assert!(layout.wide);
        let (small, _) = page("?view=atlas&digits=2");
        let layout = small.layout();
        assert_eq!(
            (layout.column_template.as_str(), layout.wide),
            ("2.2em repeat(8, minmax(var(--atlas-cell), 40px))", false)
        );
        assert_eq!(small.file_stem(), "nimseq-atlas-2-cap-65536");
        // The table's largest values are words too.
        assert!(atlas.table("largest", true)[0]
            .largest
            .parse::<u16>()
            .is_ok());
    }

    /// The atlas's own words in German and French: the read-outs (but for the core's words
    /// about the literature), the summary, the legend, the sentence over the map, the lists,
    /// the offer to search further and the figure's caption.
    #[test]
    fn the_atlas_speaks_german_and_french() {
        use nimseq_core::words::{assert_spoken, with_language, Lang};
        let (mut atlas, s) = page("?view=atlas&digits=2&cap=4096");
        let pending = atlas.readout(3);
        atlas
            .add(compute_records(&AtlasTask::of(&s), 0, 40, None).unwrap())
            .unwrap();
        let (mut four, f) = page("?view=atlas&digits=2&d0=4&cap=1024&colour=period");
        four.add(compute_records(&AtlasTask::of(&f), 0, four.len(), None).unwrap())
            .unwrap();
        let words = || {
            let mut out = vec![
                atlas.computing(false),
                atlas.computing(true),
                atlas.progress().text,
            ];
            out.push(atlas.not_computed(50));
            for page in [&atlas, &four] {
                let map = page.map(&Theme::LIGHT);
                out.push(map.summary);
                out.extend(map.legend.into_iter().map(|l| l.label));
                out.extend((0..page.len()).map(|i| page.readout(i)));
                out.push(page.layout().sentence);
                let lists = page.lists();
                out.extend(lists.pairs);
                out.push(lists.none);
                out.extend(lists.shifted.into_iter().map(|s| s.codes));
                let picture = page.picture(&Theme::LIGHT);
                out.extend([picture.caption, picture.axes]);
                out.extend(picture.legend.into_iter().map(|l| l.1));
            }
            out.extend(
                (0..four.len())
                    .filter_map(|i| four.further(i))
                    .map(|o| o.label),
            );
            out.join("\n")
        };
        let english = words();
        assert!(
            english.contains("largest value 1, first at n = 2")
                && pending.contains("not computed yet"),
            "{english}"
        );
        for (lang, phrases) in [
            (
                Lang::De,
                [
                    "Vorperiode 1, Periode 2; zertifiziert durch Guy–Smith für 1 ≤ n < 4",
                    "64 von 64 Codes berechnet (Grenze 1024)",
                    "4.44 weiter durchsuchen (bis 4.096 Werte)",
                ],
            ),
            (
                Lang::Fr,
                [
                    "prépériode 1, période 2\u{202f}; certifié par Guy–Smith pour 1 ≤ n < 4",
                    "Codes calculés\u{202f}: 64 sur 64 (plafond 1024)",
                    "Chercher plus loin pour 4.44 (jusqu'à 4\u{202f}096 valeurs)",
                ],
            ),
        ] {
            let said = with_language(lang, words);
            assert_spoken(
                lang,
                &said,
                &phrases,
                &[
                    "preperiod",
                    "period ",
                    "largest value",
                    "not computed",
                    "certified by",
                    "no period up to",
                    "(cap ",
                    "rare values",
                    "counted",
                    "codes computed",
                    "Codes computed",
                    "Search ",
                    "Searching",
                    "Click",
                    " across",
                    "None among",
                    "log scale",
                    "coloured by",
                    "each square",
                    "agree up to",
                ],
            );
        }
    }
}
