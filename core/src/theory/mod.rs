//! What the literature predicts, shown beside what nimseq computes.
//!
//! [`predictions`] lists the closed forms that apply to a game, each with its source and a
//! [`Claim`]; [`check`] compares a claim with a certified computation and returns a
//! [`Verdict`]. Claims are recorded as the papers state them, so where a paper is wrong the
//! product shows the disagreement instead of hiding it. Three such places are known and are
//! pinned by tests:
//!
//! - Nash & Sheenko, Theorem 4.9 ("all elements odd gives (0 1)") needs `1 ∈ S`:
//!   for `S = {3}` the sequence is `(0 0 0 1 1 1)`;
//! - the stone-picking paper's result numbers `E(S)` for `{1, b}` with `b` even, for
//!   `{2, b}` with `b ≡ 0 (mod 4)` and for `{1, b, c}` with `c` even disagree with its own
//!   definition (its `B(S)` strings are right);
//! - where its summary (Part II) and its proofs (Part III) differ, the proofs are used: the
//!   string of `{2, b}`, `b ≡ 0 (mod 4)`, ends `11` (Conclusion 3.1.1), not `01`, and
//!   `E({2, b})` for `b ≡ 3 (mod 4)` is `4(2^(b+2)+3) / (5(2^(b+2)-1))` (Section 3.2), not half
//!   of it;
//! - its example "`S = {1, 3, 7}` returns `<01010101111>`" is the string of `{1, 3, 8}`.
//!
//! `conjecture` tests Conjecture 5.1 of Nash & Sheenko over whole grids.

mod closed_forms;
mod closed_period;
pub(crate) mod conjecture;
mod pattern;
mod stone_picking;
pub(crate) mod sums;

use num_rational::BigRational;
use serde::Serialize;

pub use closed_period::{closed_form_period, ClosedForm};
pub use conjecture::{check_grid, predicted_period, Bound, Conjecture, ConjectureVerdict};
pub use pattern::Pattern;
pub use sums::{PeriodSums, SetSum};

use crate::game::{Game, Nimber, Rule};
use crate::outcome::{outcome_bits, result_number};
use crate::period::{Period, PeriodReport, Periodicity};
use crate::words::t;

/// A closed form from the literature that applies to a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Prediction {
    /// Where it comes from: authors, year, and the theorem or section.
    pub source: &'static str,
    /// What it says about this game, in words.
    pub statement: String,
    /// What it says, in a form that can be checked.
    pub claim: Claim,
}

/// A checkable statement about a game.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Claim {
    /// The nim-sequence is exactly this pattern.
    NimSequence {
        /// The claimed sequence.
        pattern: Pattern,
    },
    /// The nim-sequence has this (minimal) period.
    NimPeriod {
        /// The claimed period.
        period: u64,
    },
    /// The nim-sequence does not start repeating at `n = 0` (its preperiod is positive).
    NotImmediatelyPeriodic,
    /// The nim-sequence equals that of a smaller set.
    SameSequenceAs {
        /// The smaller game, spelled as on the command line.
        game: String,
    },
    /// Ferguson's pairing: `G(n) = 1` exactly when `n >= min S` and `G(n - min S) = 0`.
    FergusonPairing,
    /// The win/loss string `B(S)`.
    OutcomeString {
        /// The claimed `B(S)`.
        pattern: Pattern,
    },
    /// The result number `E(S)`.
    ResultNumber {
        /// The claimed `E(S)`, written `numerator/denominator`.
        #[serde(serialize_with = "serialize_rational")]
        value: BigRational,
    },
}

fn serialize_rational<S: serde::Serializer>(
    value: &BigRational,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&value.to_string())
}

/// How a claim compares with the computation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The claim and the certified computation agree for every `n`.
    Agrees,
    /// They differ; the detail says where.
    Disagrees,
    /// The computation has not certified enough to decide.
    Undecided,
}

/// The result of [`check`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Agreement, disagreement, or not decided.
    pub status: Status,
    /// "theory says ... / computed ..." in words.
    pub detail: String,
}

impl Verdict {
    fn new(status: Status, detail: impl Into<String>) -> Self {
        Verdict {
            status,
            detail: detail.into(),
        }
    }

    fn compare(agrees: bool, claimed: &str, computed: &str) -> Self {
        let status = if agrees {
            Status::Agrees
        } else {
            Status::Disagrees
        };
        Verdict::new(
            status,
            t!("theory-compare", claimed = claimed, computed = computed),
        )
    }
}

/// Every prediction from the literature that applies to `game`.
///
/// # Examples
/// ```
/// use nimseq_core::theory::{predictions, Claim};
/// let preds = predictions(&"sub:2,7".parse()?);
/// assert!(preds.iter().any(|p| p.source.contains("Benesh")));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn predictions(game: &Game) -> Vec<Prediction> {
    let Game::Subtraction { set, rule } = game else {
        return Vec::new();
    };
    let mut out = Vec::new();
    // With min S = 1 the take-all move never applies, so the rules coincide.
    let normal_values = *rule == Rule::Normal || (*rule == Rule::TakeAll && set.min() == 1);
    if normal_values {
        out.extend(closed_forms::predictions(set));
    }
    let take_all_outcomes = *rule == Rule::TakeAll || (*rule == Rule::Normal && set.min() == 1);
    if take_all_outcomes {
        out.extend(stone_picking::predictions(set));
    }
    out
}

/// Compares `prediction` with a certified computation of `game`: `report` and the `values`
/// it was computed from.
pub fn check(
    prediction: &Prediction,
    game: &Game,
    report: &PeriodReport,
    values: &[Nimber],
) -> Verdict {
    let Periodicity::Periodic(grundy) = &report.grundy else {
        return Verdict::new(
            Status::Undecided,
            t!(
                "theory-no-period",
                checked_to = report.checked_to.to_string()
            ),
        );
    };
    let computed = Pattern::from_period(values, grundy.preperiod, grundy.period);
    match &prediction.claim {
        Claim::NimSequence { pattern } => Verdict::compare(
            pattern.minimal() == computed,
            &pattern.to_string(),
            &computed.to_string(),
        ),
        Claim::NimPeriod { period } => Verdict::compare(
            *period == grundy.period,
            &t!("theory-period", period = period.to_string()),
            &t!("theory-period", period = grundy.period.to_string()),
        ),
        Claim::NotImmediatelyPeriodic => Verdict::compare(
            grundy.preperiod > 0,
            &t!("theory-preperiod-positive"),
            &t!("theory-preperiod", preperiod = grundy.preperiod.to_string()),
        ),
        Claim::SameSequenceAs { game: other } => {
            let Some(other_pattern) = closed_forms::certified_pattern(other) else {
                return Verdict::new(
                    Status::Undecided,
                    t!("theory-no-period-for", game = other.as_str()),
                );
            };
            Verdict::compare(
                other_pattern == computed,
                &t!(
                    "theory-same-as",
                    game = other.as_str(),
                    pattern = other_pattern.to_string()
                ),
                &computed.to_string(),
            )
        }
        Claim::FergusonPairing => {
            let s1 = game.subtraction_set().map_or(1, |s| s.min() as usize);
            let at = |n: usize| computed.at(n);
            // Both sides are periodic from preperiod + s1 on: one period past it decides all n.
            let horizon = computed.len() + s1;
            let bad = (0..horizon).find(|&n| (at(n) == 1) != (n >= s1 && at(n - s1) == 0));
            match bad {
                None => Verdict::new(
                    Status::Agrees,
                    t!("theory-ferguson-agrees", least = s1.to_string()),
                ),
                Some(n) => {
                    Verdict::new(Status::Disagrees, t!("theory-fails-at", n = n.to_string()))
                }
            }
        }
        Claim::OutcomeString { pattern } => match certified_outcomes(report, values) {
            Some((bits, outcome)) => {
                let computed = Pattern::from_period(&bits, outcome.preperiod, outcome.period);
                let claimed = pattern.minimal();
                Verdict::compare(
                    claimed == computed,
                    &format!("B(S) = {claimed}"),
                    &computed.to_string(),
                )
            }
            None => Verdict::new(Status::Undecided, t!("theory-outcomes-not-certified")),
        },
        Claim::ResultNumber { value: claimed } => {
            match certified_outcomes(report, values).and_then(|(bits, o)| result_number(&bits, o)) {
                Some(e) => Verdict::compare(
                    &e.value == claimed,
                    &format!("E(S) = {claimed}"),
                    &e.value.to_string(),
                ),
                None => Verdict::new(Status::Undecided, t!("theory-result-number-unknown")),
            }
        }
    }
}

/// The outcome bits and their certified period, if there is one.
fn certified_outcomes<'r>(
    report: &'r PeriodReport,
    values: &[Nimber],
) -> Option<(Vec<u8>, &'r Period)> {
    report.outcome.period().map(|o| (outcome_bits(values), o))
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::period::PeriodSearch;
    use crate::words::{with_language, Lang};

    /// Every prediction's statement and verdict for a few sets of each family, in German and
    /// French: no English word left, the language's own there.
    #[test]
    fn predictions_and_verdicts_in_german_and_french() {
        let specs = [
            "sub:3",
            "sub:2,7",
            "sub:2,6",
            "sub:2,5",
            "sub:3,4,5",
            "sub:1,2,5",
            "sub:2,4,7",
            "sub:1,4/take-all",
            "sub:1,3,5/take-all",
            "sub:1,3,8/take-all",
            "sub:2,8/take-all",
        ];
        let english = [
            " the ",
            " is ",
            " exactly ",
            " when ",
            " every ",
            "period ",
            "odd",
            "even",
            "theory",
            "computed",
        ];
        for (lang, says) in [(Lang::De, "laut Theorie"), (Lang::Fr, "selon la théorie")] {
            with_language(lang, || {
                for spec in specs {
                    let game: Game = spec.parse().unwrap();
                    let (report, values) = PeriodSearch::new(&game, 3000).unwrap().run().unwrap();
                    for p in predictions(&game) {
                        let detail = check(&p, &game, &report, &values).detail;
                        for text in [&p.statement, &detail] {
                            for word in english {
                                assert!(!text.contains(word), "{word:?} in {text:?}");
                            }
                        }
                    }
                }
                let game: Game = "sub:2,7".parse().unwrap();
                let (report, values) = PeriodSearch::new(&game, 3000).unwrap().run().unwrap();
                let detail = check(&predictions(&game)[0], &game, &report, &values).detail;
                assert!(detail.starts_with(says), "{detail}");
                let none = PeriodSums::of(&[2, 4, 7], 3).describe();
                assert!(!none.contains("none"), "{none}");
                let long = Pattern::new(vec![], vec![1; 100]).to_string();
                assert!(!long.contains("values"), "{long}");
            });
        }
        let german = with_language(Lang::De, || {
            Conjecture::PairSums
                .describe_prediction(&[3, 5, 6])
                .unwrap()
        });
        assert_eq!(german, "a + b, a + c oder b + c = 8, 9, 11");
    }
}
