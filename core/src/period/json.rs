//! The JSON documents of a period search and of a checked claim: the fields and texts of
//! `nimseq period --json` and `nimseq check --json`, written once for the command line and the
//! Python package.

use serde_json::{json, Value};

use crate::game::{Evaluator, Game, Nimber, RareValues};
use crate::period::{Candidate, CheckReport, Claim, PeriodReport, Subject};

/// The `status` of a period search: `periodic`, `arithmetic-periodic` or `no-period-found`.
pub fn status(report: &PeriodReport) -> &'static str {
    match (report.grundy.period(), &report.arithmetic) {
        (Some(_), _) => "periodic",
        (None, Some(a)) if a.grows() => "arithmetic-periodic",
        _ => "no-period-found",
    }
}

/// What would settle a search that stopped at `checked_to` without a period: its candidate
/// and the limit that certifies it, or how to search further. `most` is the largest search
/// the caller offers, and `limit_words` spells a limit as the caller's user sets it
/// (`` `--limit 4095` `` at the command line, `limit=4095` in Python).
///
/// ```
/// use nimseq_core::period::json::further;
///
/// let words = further(1023, None, 1 << 32, |m| format!("`--limit {m}`"));
/// assert!(words.ends_with("search further with `--limit 4095` (4 times as far)"));
/// ```
pub fn further(
    checked_to: u64,
    candidate: Option<&Candidate>,
    most: u64,
    limit_words: impl Fn(u64) -> String,
) -> String {
    if let Some(c) = candidate {
        return c.describe(most, limit_words);
    }
    let seen = "no candidate: no period holds at the end of the values over a whole period and an eighth of them";
    if checked_to >= most {
        return format!("{seen}, and this is the largest search here");
    }
    let four = (4 * (checked_to + 1) - 1).min(most);
    format!(
        "{seen}; search further with {} (4 times as far)",
        limit_words(four)
    )
}

/// The rare values of a report: under `mask` when one is asked for (counted over `values`,
/// the values the search computed), else the report's own choice.
pub fn rare_values(
    report: &PeriodReport,
    values: &[Nimber],
    mask: Option<u32>,
) -> Option<RareValues> {
    mask.map(|m| RareValues::given(m, values)).or(report.rare)
}

/// The document of `nimseq period --json` (without `nimseq_version`, which its writer adds):
/// `report` is the search's report for `game`, `values` the values it computed, `mask` the
/// rare/common mask asked for, if any.
pub fn period_json(
    game: &Game,
    report: &PeriodReport,
    values: &[Nimber],
    mask: Option<u32>,
) -> Value {
    let largest_at = Evaluator::largest_at(values).map(|(_, at)| at);
    let rare = rare_values(report, values, mask);
    let grundy = report.grundy.period();
    let outcome = report.outcome.period().map(|o| {
        json!({
            "preperiod": o.preperiod,
            "period": o.period,
            "certificate": o.certificate,
            "certificate_text": o.certificate.describe(Subject::Outcomes),
        })
    });
    json!({
        "game": game.spec(),
        "rule": game.rule(),
        "status": status(report),
        "preperiod": grundy.map(|p| p.preperiod),
        "period": grundy.map(|p| p.period),
        "checked_to": report.checked_to,
        "certificate": grundy.map(|p| &p.certificate),
        "certificate_text": grundy.map(|p| p.certificate.describe(Subject::Values)),
        "outcome": outcome,
        "max_value": report.max_value,
        "saltus": if grundy.is_some() { Some(0) } else { report.arithmetic.as_ref().map(|a| a.saltus) },
        "theorem": grundy.map(|p| p.certificate.theorem().to_string()).or_else(|| {
            report.arithmetic.as_ref().and_then(|a| a.theorem.clone())
        }),
        "arithmetic": report.arithmetic.as_ref().map(|a| json!({
            "preperiod": a.preperiod,
            "period": a.period,
            "saltus": a.saltus,
            "law": a.law(),
            "certified": a.theorem.is_some(),
            "theorem": a.theorem,
            "checked_to": a.checked_to,
            "text": a.to_string(),
        })),
        "candidate": report.candidate.map(|c| json!({
            "preperiod": c.preperiod,
            "period": c.period,
            "certifies_at": c.certifies_at,
        })),
        "largest": report.max_value,
        "largest_at": largest_at,
        "rare": rare.map(|r| json!({
            "mask": format!("{:x}", r.mask),
            "mask_by": r.chosen_by,
            "mask_text": r.chosen_by.describe(),
            "count": r.count,
            "last": r.last,
            "convention": "n = 0 counted, as in the literature",
        })),
        "oeis": crate::oeis::json(&game.spec()),
    })
}

/// The document of `nimseq check --json` (without `nimseq_version`): the claim, the verdict
/// (`holds`: true, false, or null when undecided), and the minimal pair when a period holds.
pub fn check_json(game: &Game, claim: Claim, report: &CheckReport) -> Value {
    let minimal = report.minimal.map(|(e, p)| {
        json!({
            "preperiod": e,
            "period": p,
            "is_claim": (e, p) == (claim.preperiod, claim.period),
        })
    });
    json!({
        "game": game.spec(),
        "rule": game.rule(),
        "preperiod": claim.preperiod,
        "period": claim.period,
        "saltus": claim.saltus,
        "holds": report.holds,
        "counterexample": report.counterexample,
        "certificate": report.certificate,
        "certificate_text": report.text,
        "checked_to": report.checked_to,
        "minimal": minimal,
    })
}
