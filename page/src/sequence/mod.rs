//! Everything the sequence view shows about one game, gathered from a finished period search:
//! values, certified periods with their certificates in words, the rules in words, `B(S)`
//! and `E(S)`, each closed form from the literature with its verdict, and the CSV download.
//!
//! Beside it, one idea a module: the values the view knows past those computed (`known`), the
//! table of values (`table`), the facts in words (`facts`), a position past the values
//! (`position`), what a link does with the search the view has (`run`), the searches a worker
//! runs and holds (`desk`), the search that goes
//! further (`further`), the status lines (`status`), the
//! why panel (`why`, `chips`, `steps`) and the exercise (`exercise`).

pub mod chips;
pub mod desk;
pub mod exercise;
pub mod facts;
pub mod further;
pub mod known;
pub mod pn;
pub mod position;
pub mod run;
pub mod status;
pub mod steps;
pub mod table;
pub mod why;

use serde::Serialize;

use nimseq_core::game::{Game, Nimber, Rule};
use nimseq_core::limits;
use nimseq_core::outcome::{b_string, outcome_bits, outcome_letters, result_number, ResultNumber};
use nimseq_core::period::{Certificate, PeriodReport, Periodicity, Subject};
use nimseq_core::theory::{check, predictions, Status};
use nimseq_core::words::{with_language, Lang};
use nimseq_core::{GameError, Limit};

use crate::texts::t;

/// A periodicity in the form the page shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PeriodSummary {
    /// `periodic` or `not-found`.
    pub status: &'static str,
    /// The minimal preperiod, if certified.
    pub preperiod: Option<u64>,
    /// The minimal period, if certified.
    pub period: Option<u64>,
    /// The certificate.
    pub certificate: Option<Certificate>,
    /// The certificate in words, or "no period found up to N".
    pub text: String,
}

impl PeriodSummary {
    fn new(p: &Periodicity, subject: Subject) -> Self {
        match p {
            Periodicity::Periodic(p) => PeriodSummary {
                status: "periodic",
                preperiod: Some(p.preperiod),
                period: Some(p.period),
                certificate: Some(p.certificate.clone()),
                text: p.certificate.describe(subject),
            },
            Periodicity::NotFound { checked_to } => PeriodSummary {
                status: "not-found",
                preperiod: None,
                period: None,
                certificate: None,
                text: t!("seq-no-period-found", n = checked_to.to_string()),
            },
        }
    }
}

/// An arithmetic period (or a period no theorem certifies) seen in the values computed, as
/// the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PatternSummary {
    /// `e`: from here on the law holds (as far as computed).
    pub preperiod: u64,
    /// `p`.
    pub period: u64,
    /// `s`: `G(n + p) = G(n) + s`.
    pub saltus: i64,
    /// Whether a theorem proves it for every `n` (else: seen in the values computed only).
    pub certified: bool,
    /// Whether it is certified with a positive saltus: the values grow without bound.
    pub grows: bool,
    /// The law and its standing in words.
    pub text: String,
    /// The theorem and what was checked, when certified.
    pub theorem: Option<String>,
}

/// A search that stopped without a period: the period its values show, as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CandidateSummary {
    /// The candidate's preperiod.
    pub preperiod: u64,
    /// The candidate's period.
    pub period: u64,
    /// The last `n` its certificate compares, when the page can search that far.
    pub certifies_at: Option<u64>,
    /// The candidate and what would certify it, in words.
    pub text: String,
}

/// A prediction from the literature with its verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckedPrediction {
    /// The source.
    pub source: &'static str,
    /// The statement for this game.
    pub statement: String,
    /// Agreement.
    pub status: Status,
    /// The word that flags it: `agrees`, `DISAGREES` or `undecided`.
    pub flag: String,
    /// "theory says ... / computed ...".
    pub detail: String,
}

/// The sequence view of one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameAnalysis {
    /// `sub:2,4,7` or `octal:0.77`.
    pub game: String,
    /// The rule.
    pub rule: Rule,
    /// The game with its common name, if any.
    pub title: String,
    /// The rules, a sentence each.
    pub rules: Vec<String>,
    /// The nim-sequence's periodicity.
    pub grundy: PeriodSummary,
    /// The outcome string's periodicity.
    pub outcome: PeriodSummary,
    /// Take-and-break games without a certified period: the arithmetic period seen, if any.
    pub arithmetic: Option<PatternSummary>,
    /// A search that stopped without a period: the period the values show, if any.
    pub candidate: Option<CandidateSummary>,
    /// The last `n` computed.
    pub checked_to: u64,
    /// The farthest `n` a search of this game may reach on the page (its method's bound, or
    /// the page's memory budget): the "search further" offers stop there.
    pub search_most: u64,
    /// The largest value computed (of the whole sequence when certified).
    pub max_value: Nimber,
    /// Where the largest value first occurs among every value computed (the tables' "largest
    /// idx"), not only among those the view shows.
    pub largest_at: Option<u64>,
    /// The first values, as many as the view shows.
    pub values: Vec<Nimber>,
    /// Their outcomes, `P` or `N`.
    pub outcomes: String,
    /// The game, its rule and what is certified, in one line (the downloads' heading: in
    /// English whatever the page's language, as the downloads' columns are).
    pub heading: String,
    /// Whether `B(S)` and `E(S)` apply (subtraction games).
    pub shows_outcome_string: bool,
    /// The lengths of `B(S)`'s prefix and period, to show a long string's shape.
    pub b_shape: Option<[u64; 2]>,
    /// `B(S)` (subtraction games with a certified outcome period).
    pub b_string: Option<String>,
    /// `E(S)`, exactly (same condition, and a period short enough).
    pub result_number: Option<ResultNumber>,
    /// The closed forms that apply, each with its verdict.
    pub predictions: Vec<CheckedPrediction>,
}

/// How many values the view shows: a few periods past the preperiod, within bounds.
pub fn shown_length(report: &PeriodReport, computed: usize) -> usize {
    let wanted = match (report.grundy.period(), &report.arithmetic) {
        (Some(p), _) => (p.preperiod + 3 * p.period) as usize,
        (None, Some(a)) => (a.preperiod + 3 * a.period) as usize,
        (None, None) => 600,
    };
    wanted.clamp(60, 2400).min(computed)
}

/// Gathers the sequence view of `game` from its finished search.
///
/// # Examples
/// ```
/// use nimseq_core::period::PeriodSearch;
/// use nimseq_page::sequence_view;
/// let game = "sub:2,4,7".parse()?;
/// let (report, values) = PeriodSearch::new(&game, 1000)?.run()?;
/// let view = sequence_view(&game, &report, &values);
/// assert_eq!(view.grundy.period, Some(3));
/// assert_eq!(view.grundy.text, "window of 7 values at n = 8 repeats at n = 11, so G(n + 3) = G(n) for all n >= 8");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn sequence_view(game: &Game, report: &PeriodReport, values: &[Nimber]) -> GameAnalysis {
    let shown = &values[..shown_length(report, values.len())];
    let (b, e) = match (game, report.outcome.period()) {
        (Game::Subtraction { .. }, Some(o)) => {
            let bits = outcome_bits(values);
            (Some(b_string(&bits, o)), result_number(&bits, o))
        }
        _ => (None, None),
    };
    let predictions = predictions(game)
        .iter()
        .map(|p| {
            let verdict = check(p, game, report, values);
            CheckedPrediction {
                source: p.source,
                statement: p.statement.clone(),
                status: verdict.status,
                flag: facts::verdict_flag(verdict.status),
                detail: verdict.detail,
            }
        })
        .collect();
    let grundy = PeriodSummary::new(&report.grundy, Subject::Values);
    let arithmetic = report.arithmetic.as_ref().map(|a| PatternSummary {
        preperiod: a.preperiod,
        period: a.period,
        saltus: a.saltus,
        certified: a.theorem.is_some(),
        grows: a.grows(),
        text: a.to_string(),
        theorem: a.theorem.clone(),
    });
    let search_most = nimseq_core::game::Evaluator::most_values(game)
        .min(crate::state::settings::PAGE_MAX_TERMS)
        - 1;
    let candidate = report.candidate.map(|c| CandidateSummary {
        preperiod: c.preperiod,
        period: c.period,
        certifies_at: c.certifies_at.filter(|&m| m <= search_most),
        text: sentence(&c.describe(search_most, |m| {
            t!("seq-candidate-search", n = m.to_string())
        })),
    });
    // The downloads' heading is a machine format: English, its certificate's words too.
    let heading = with_language(Lang::En, || {
        let grundy = PeriodSummary::new(&report.grundy, Subject::Values);
        let pattern = report.arithmetic.as_ref().map(ToString::to_string);
        heading(game, &grundy, pattern.as_deref())
    });
    GameAnalysis {
        heading,
        game: game.spec(),
        rule: game.rule(),
        title: game.title(),
        rules: game.rules_in_words(),
        grundy,
        outcome: PeriodSummary::new(&report.outcome, Subject::Outcomes),
        arithmetic,
        candidate,
        checked_to: report.checked_to,
        search_most,
        max_value: report.max_value,
        largest_at: nimseq_core::game::Evaluator::largest_at(values).map(|(_, at)| at),
        values: shown.to_vec(),
        outcomes: outcome_letters(shown),
        shows_outcome_string: matches!(game, Game::Subtraction { .. }),
        b_shape: b
            .is_some()
            .then(|| report.outcome.period().map(|o| [o.preperiod, o.period]))
            .flatten(),
        b_string: b,
        result_number: e,
        predictions,
    }
}

impl GameAnalysis {
    /// The values shown as CSV: a comment line naming the game, its rule and its certificate,
    /// then `n,value,outcome` rows.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::period::PeriodSearch;
    /// use nimseq_page::sequence_view;
    /// let game = "sub:1,2".parse()?;
    /// let (report, values) = PeriodSearch::new(&game, 100)?.run()?;
    /// let csv = sequence_view(&game, &report, &values).csv();
    /// let mut lines = csv.lines();
    /// assert!(lines.next().unwrap().starts_with("# sub:1,2, normal rule: preperiod 0, period 3"));
    /// assert_eq!(lines.next(), Some("n,value,outcome"));
    /// assert_eq!(lines.next(), Some("0,0,P"));
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn csv(&self) -> String {
        rows_csv(&self.heading, &self.values, 0)
    }
}

/// `text` as a sentence: a capital first letter and a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let first = chars.next().map(|c| c.to_uppercase().to_string());
    format!("{}{}.", first.unwrap_or_default(), chars.as_str())
}

/// The heading of the sequence view's downloads: the game, its rule and what is certified
/// (`pattern`: the arithmetic period in words). A machine format, written in English.
fn heading(game: &Game, grundy: &PeriodSummary, pattern: Option<&str>) -> String {
    let about = match ((grundy.preperiod, grundy.period), pattern) {
        ((Some(e), Some(p)), _) => format!("preperiod {e}, period {p} ({})", grundy.text),
        (_, Some(pattern)) => format!("{}; {pattern}", grundy.text),
        _ => grundy.text.clone(),
    };
    format!("{}, {} rule: {about}", game.spec(), game.rule())
}

/// CSV of `values`, the first being `G(first)`, under a comment line `heading`.
fn rows_csv(heading: &str, values: &[Nimber], first: u64) -> String {
    let mut out = format!("# {heading}\nn,value,outcome\n");
    for (n, &v) in (first..).zip(values) {
        let o = if v == 0 { 'P' } else { 'N' };
        out.push_str(&format!("{n},{v},{o}\n"));
    }
    out
}

/// Most values one download of the page holds (about 12 MB of CSV); the command line's
/// `nimseq sequence --from A --to B` gives any stretch.
pub const MAX_DOWNLOAD_VALUES: u64 = 1 << 20;

/// Checks a stretch `from ..= to` of `known` values for a download.
///
/// # Errors
/// [`GameError::BackwardsStretch`], or [`GameError::LimitExceeded`] for a stretch past the
/// values computed or longer than [`MAX_DOWNLOAD_VALUES`].
fn stretch(known: usize, from: u64, to: u64) -> Result<std::ops::Range<usize>, GameError> {
    if to < from {
        return Err(GameError::BackwardsStretch { from, to });
    }
    if to >= known as u64 {
        return Err(GameError::limit(
            Limit::Computed,
            to,
            (known as u64).saturating_sub(1),
        ));
    }
    limits::check(Limit::Download, to - from + 1, MAX_DOWNLOAD_VALUES)?;
    Ok(from as usize..to as usize + 1)
}

/// `G(from) ... G(to)` of `values` as CSV under a comment line `heading`.
///
/// # Errors
/// As `stretch`: a stretch backwards, past the values computed, or too long to download.
///
/// # Examples
/// ```
/// use nimseq_page::stretch_csv;
/// let csv = stretch_csv("sub:1,2", &[0, 1, 2, 0, 1, 2], 2, 3)?;
/// assert_eq!(csv, "# sub:1,2\nn,value,outcome\n2,2,N\n3,0,P\n");
/// assert!(stretch_csv("sub:1,2", &[0, 1], 1, 2).is_err());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn stretch_csv(
    heading: &str,
    values: &[Nimber],
    from: u64,
    to: u64,
) -> Result<String, GameError> {
    let range = stretch(values.len(), from, to)?;
    Ok(rows_csv(heading, &values[range], from))
}

/// `G(from) ... G(to)` of `values` as JSON: `{ heading, from, values, outcomes }`.
///
/// # Errors
/// As [`stretch_csv`].
pub fn stretch_json(
    heading: &str,
    values: &[Nimber],
    from: u64,
    to: u64,
) -> Result<String, GameError> {
    let range = stretch(values.len(), from, to)?;
    let part = &values[range];
    let json = serde_json::json!({
        "heading": heading,
        "from": from,
        "values": part,
        "outcomes": outcome_letters(part),
    });
    Ok(json.to_string())
}

/// The read-out of one position: `G(200000) = 4: an N-position (the player to move wins)`.
pub fn value_readout(n: u64, value: Nimber) -> String {
    if value == 0 {
        t!("position-readout-p", n = n.to_string())
    } else {
        t!(
            "position-readout-n",
            n = n.to_string(),
            value = value.to_string()
        )
    }
}

/// A game's analysis as the page makes it from a search to `limit`, for the tests of this
/// folder.
#[cfg(test)]
pub(crate) fn analysed(spec: &str, limit: u64) -> GameAnalysis {
    let game: Game = spec.parse().unwrap();
    let (report, values) = nimseq_core::period::PeriodSearch::new(&game, limit)
        .unwrap()
        .run()
        .unwrap();
    sequence_view(&game, &report, &values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use analysed as view;

    #[test]
    fn kayles() {
        let v = view("tb:4.[3]", 2000);
        assert_eq!(v.title, "tb:4.[3] (Lasker's Nim)");
        let a = v.arithmetic.expect("seen");
        assert_eq!(
            (a.preperiod, a.period, a.saltus, a.certified),
            (1, 4, 4, false)
        );
        assert!(
            a.text
                .starts_with("arithmetic-periodic as far as computed (n <= 2000), not certified"),
            "{}",
            a.text
        );
        assert!(
            v.heading.contains("no period found up to 2000"),
            "{}",
            v.heading
        );
        let v = view("tb:0.[3]", 2000);
        let a = v.arithmetic.expect("certified");
        assert!(a.grows && a.certified, "{a:?}");
        assert_eq!(
            a.text,
            "arithmetic-periodic, certified: G(n + 1) = G(n) + 1 for n >= 0"
        );
        assert!(
            v.heading.contains("arithmetic-periodic, certified"),
            "{}",
            v.heading
        );
        let v = view("octal:0.77", 10_000);
        assert_eq!(v.title, "octal:0.77 (Kayles)");
        assert_eq!((v.grundy.preperiod, v.grundy.period), (Some(71), Some(12)));
        assert!(v.grundy.text.starts_with("Guy–Smith"));
        assert_eq!(v.values.len(), 71 + 36);
        assert!(v.b_string.is_none());
        assert!(v.predictions.is_empty());
    }

    #[test]
    fn take_all_356_has_b_and_e() {
        let v = view("sub:3,5,6/take-all", 10_000);
        assert_eq!(v.b_string.as_deref(), Some("<0111>"));
        assert_eq!(v.result_number.unwrap().value.to_string(), "14/15");
        assert_eq!(&v.outcomes[..8], "PNNNPNNN");
    }

    #[test]
    fn no_period_found() {
        let v = view("octal:0.6", 2000);
        assert_eq!(v.grundy.status, "not-found");
        assert_eq!(v.grundy.text, "no period found up to 2000");
        assert_eq!(v.values.len(), 600);
        assert_eq!(v.candidate, None);
    }

    #[test]
    fn a_candidate_offers_the_search_that_certifies_it() {
        // 0.16: preperiod 105351, period 149459; Guy–Smith compares values up to 509621.
        let v = view("octal:0.16", 450_000);
        let c = v.candidate.expect("the period shows");
        assert_eq!((c.preperiod, c.period), (105_351, 149_459));
        assert_eq!(c.certifies_at, Some(509_621));
        assert_eq!(
            c.text,
            "Candidate preperiod 105351, period 149459 holds on all computed values; searching \
             to n = 509621 certifies it if it still holds there (the certificate compares values \
             up to 509621)."
        );
        // Past what the page can search, no offer is made: the text says why.
        let v = view("grundy", 3000);
        assert!(v.candidate.is_none_or(|c| c.certifies_at.is_none()));
    }

    /// The words the view itself writes about `spec` (searched to `limit`), in the current
    /// language: not the core's (rules, certificates, names), which its catalogue words.
    fn own_words(spec: &str, limit: u64) -> Vec<String> {
        use crate::sequence::{further, pn, position, status, steps, table};
        let v = view(spec, limit);
        let game: Game = spec.parse().unwrap();
        let f = v.facts();
        let mut out = vec![
            f.preperiod,
            f.period,
            f.largest,
            f.b.text,
            f.e.text,
            f.overview_title,
            f.no_period,
        ];
        out.extend(f.theory_note);
        out.extend(v.predictions.iter().map(|p| p.flag.clone()));
        let searching = facts::searching_facts(12_000, 7);
        out.extend([searching.so_far, searching.largest]);
        out.push(facts::strip_words(spec, &v.values).label);
        let law = v.law();
        let known = known::KnownValues::new(&v.values, &law);
        for exercise in [None, Some(3)] {
            let ask = table::TableAsk {
                at: 3,
                mark: true,
                subtract: true,
                exercise,
            };
            let t = table::value_table(&known, ask);
            out.extend([t.caption, t.label, t.note]);
            out.extend(
                t.rows
                    .iter()
                    .flat_map(|r| r.cells.iter().map(|c| c.title.clone())),
            );
        }
        let empty = known::KnownValues::new(&[], &law);
        out.push(
            table::value_table(
                &empty,
                table::TableAsk {
                    at: 0,
                    mark: false,
                    subtract: false,
                    exercise: None,
                },
            )
            .caption,
        );
        let p = pn::pn_table(&known, Some(5), game.is_row());
        out.extend([p.caption, p.note]);
        out.extend(
            p.rows
                .iter()
                .flat_map(|r| r.1.iter().map(|c| c.label.clone())),
        );
        for n in [0, 1, 2, 8, 12, 100] {
            let Ok(why) = steps::why_at(&game, &known, n) else {
                continue;
            };
            out.extend([why.heading, why.intro, why.mex_text, why.mex_note, why.line]);
            out.extend([
                why.class_text,
                why.ask_heading,
                why.previous_label,
                why.next_label,
            ]);
            out.extend(why.rule);
            out.extend(why.more);
            out.extend(why.options.into_iter().map(|o| o.text));
            out.extend(why.chips.into_iter().map(|c| c.title));
        }
        let s = steps::why_steps(&game, &known, 50, true);
        out.extend(s.above);
        out.push(s.next_label);
        out.extend([why::why_title(1274), why::why_button(1274)]);
        if let Some(f) = v.further() {
            for stopped in [Some("budget"), Some("cancelled"), None] {
                let b = further::further_box(&f, stopped, Some(3000));
                out.extend([b.note, b.four.text, b.power.text]);
            }
        }
        if let Some(note) = position::past_note(&known, 5_000_000) {
            out.extend([note.text, note.button]);
        }
        for n in [0, 1, 2, 5_000_000] {
            out.push(position::position_readout(&known, n));
        }
        out.extend([
            status::search_status(spec, None),
            status::search_status(spec, Some(12_000)),
            status::stopped_status(9_999),
            status::setup_summary(spec, "misere", true),
        ]);
        out.extend([
            exercise::check_answer(5, 3, "x").text,
            exercise::check_answer(5, 3, "3").text,
            exercise::check_answer(5, 3, "2").text,
            exercise::exercise_instructions(5),
            exercise::hidden_title(5, 5),
            exercise::hidden_title(6, 5),
            exercise::exercise_score(0, 0),
            exercise::exercise_score(3, 1),
        ]);
        out.extend(exercise::exercise_question(5, 100, 100).finished);
        let hidden = exercise::hidden_why(7, 5);
        out.extend([hidden.heading, hidden.text]);
        out
    }

    /// Games that bring out every kind of sentence: a period, rows of pins with splits, misère
    /// and take-all, no period, an arithmetic period seen.
    const GAMES: [(&str, u64); 6] = [
        ("sub:1,3,4", 1000),
        ("octal:0.77", 500),
        ("sub:1,2/misere", 200),
        ("sub:3,5,6/misere-take-all", 200),
        ("octal:0.6", 2000),
        ("tb:4.[3]", 2000),
    ];

    #[test]
    fn german_and_french_leave_no_english() {
        let english = [
            " the ", " of ", " and ", " is ", "value", "heap", "stone", " pin", "computed",
            "search", "Why", " move", "player", "Compute", "rows", "hidden", "None", "none",
        ];
        for lang in [Lang::De, Lang::Fr] {
            let words: Vec<String> = with_language(lang, || {
                GAMES
                    .iter()
                    .flat_map(|(spec, limit)| own_words(spec, *limit))
                    .collect()
            });
            assert!(words.len() > 500, "{}", words.len());
            for text in &words {
                for word in english {
                    assert!(!text.contains(word), "{lang:?}: “{word}” in “{text}”");
                }
            }
            let all = words.join("\n");
            let expected: &[&str] = match lang {
                Lang::De => &[
                    "der Spieler am Zug verliert",
                    "Ein Haufen aus 1 Stein hat 1 Option:",
                    "Eine Reihe aus 8 Kegeln hat 8 Optionen:",
                    "1 Kegel umwerfen, es bleiben 3 + 4",
                    "an einem Ende 1 Kegel umwerfen, es bleibt 7",
                    "Misère-Spiel",
                    "Suche läuft… (bisher 12.000 Werte)",
                    "Bis n = 5.000.000 berechnen",
                    "die Suche endete nach 3 Sekunden",
                ],
                _ => &[
                    "le joueur qui doit jouer perd",
                    "Un tas de 1 pierre a 1 option\u{202f}:",
                    "Une rangée de 8 quilles a 8 options\u{202f}:",
                    "abattre 1 quille, il reste 3 + 4",
                    "abattre 1 quille à une extrémité, il reste 7",
                    "jeu misère",
                    "recherche… (12\u{202f}000 valeurs jusqu'ici)",
                    "Calculer jusqu'à n = 5\u{202f}000\u{202f}000",
                    "la recherche s'est arrêtée après 3 secondes",
                ],
            };
            for phrase in expected {
                assert!(all.contains(phrase), "{lang:?}: no “{phrase}” in\n{all}");
            }
        }
        // English is as it was, and the language is restored after.
        let english = own_words("sub:1,3,4", 1000);
        assert!(
            english.contains(&"A heap of 1 stone has 1 option:".to_string()),
            "{english:?}"
        );
    }

    #[test]
    fn the_downloads_heading_stays_english() {
        let game: Game = "sub:1,2".parse().unwrap();
        let (report, values) = nimseq_core::period::PeriodSearch::new(&game, 100)
            .unwrap()
            .run()
            .unwrap();
        let english = sequence_view(&game, &report, &values);
        let german = with_language(Lang::De, || sequence_view(&game, &report, &values));
        assert_eq!(german.heading, english.heading);
        assert_eq!(german.csv(), english.csv());
        let no_period = with_language(Lang::De, || german.facts().no_period);
        assert_ne!(no_period, english.facts().no_period);
    }

    #[test]
    fn disagreement_is_reported() {
        let v = view("sub:3,5", 10_000);
        let odd = v
            .predictions
            .iter()
            .find(|p| p.source.contains("4.9"))
            .unwrap();
        assert_eq!(odd.status, Status::Disagrees);
        assert_eq!(odd.detail, "theory says <01> / computed <00011122>");
    }
}
