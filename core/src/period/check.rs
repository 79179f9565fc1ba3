//! Checking a claimed period, from a paper or a table: compute exactly the values its
//! certificate compares, and say whether the claim holds (with the certificate), fails (with the
//! first counterexample), or cannot be settled by a theorem nimseq applies.

use serde::Serialize;

use crate::error::GameError;
use crate::game::{Evaluator, Game, Nimber};
use crate::limits::MAX_TERMS;
use crate::period::arithmetic::certify_non_splitting;
use crate::period::candidate::certificate_reach;
use crate::period::certify::{guy_smith_range_end, least_period, take_break_range_end};
use crate::period::repeat::agreement_start;
use crate::period::{law, Certificate, Sequence, Subject};
use crate::words::t;

/// A claim `G(n + period) = G(n) + saltus` for every `n >= preperiod`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Claim {
    /// `e`.
    pub preperiod: u64,
    /// `p`, at least 1.
    pub period: u64,
    /// `s`: 0 for an ordinary period.
    pub saltus: i64,
}

/// What a check found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckReport {
    /// The game, spelled as on the command line.
    pub game: String,
    /// The claim checked.
    pub claim: Claim,
    /// `Some(true)`: a theorem proves the claim; `Some(false)`: a value refutes it; `None`: it
    /// holds on every value computed, but no theorem nimseq applies proves it.
    pub holds: Option<bool>,
    /// The least `n >= e` with `G(n + p) != G(n) + s`, when the claim fails.
    pub counterexample: Option<u64>,
    /// The proof, when the claim holds (ordinary periods).
    pub certificate: Option<Certificate>,
    /// What was found, in words: the certificate, the counterexample, or why it is undecided.
    pub text: String,
    /// The last `n` computed.
    pub checked_to: u64,
    /// When an ordinary period holds: the minimal pair (the least period, then the least
    /// preperiod), which may be smaller than the claim.
    pub minimal: Option<(u64, u64)>,
}

/// Values computed to refute a claim no theorem can prove: this many periods past `e`.
const UNPROVABLE_PERIODS: u64 = 4;

/// Checks `claim` for `game` with the values its certificate compares (for a claim no theorem
/// can prove, `e + 4p` values, which can only refute it).
///
/// # Errors
/// [`GameError::ZeroPeriod`] for `p = 0`, [`GameError::NegativeSaltus`] for `s < 0`,
/// [`GameError::ClaimTooLong`] when the certificate compares more values than nimseq (or the
/// game's method) computes.
///
/// # Examples
/// ```
/// use nimseq_core::period::{check_claim, Claim};
/// let kayles = "octal:0.77".parse()?;
/// // Kayles: preperiod 71, period 12. A multiple of the period holds too, and says so.
/// let r = check_claim(&kayles, Claim { preperiod: 80, period: 24, saltus: 0 })?;
/// assert_eq!(r.holds, Some(true));
/// assert_eq!(r.minimal, Some((71, 12)));
/// let r = check_claim(&kayles, Claim { preperiod: 60, period: 12, saltus: 0 })?;
/// assert_eq!((r.holds, r.counterexample), (Some(false), Some(70)));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn check_claim(game: &Game, claim: Claim) -> Result<CheckReport, GameError> {
    let len = claim_values(game, claim)?;
    let mut values = Sequence::new(game);
    values.reserve_up_to(len as usize, len as usize);
    values.extend_to(len as usize)?;
    Ok(check_claim_on(game, claim, values.values()))
}

/// How many values [`check_claim`] computes for `claim`: `G(0) ... G(len - 1)`, the values its
/// certificate compares (or, where no theorem applies, a few periods past the preperiod).
///
/// # Errors
/// A period of 0, a negative saltus, or a claim needing more values than the game's method
/// computes.
pub fn claim_values(game: &Game, claim: Claim) -> Result<u64, GameError> {
    let Claim {
        preperiod: e,
        period: p,
        saltus: s,
    } = claim;
    if p == 0 {
        return Err(GameError::ZeroPeriod);
    }
    if s < 0 {
        return Err(GameError::NegativeSaltus(s));
    }
    let last = claim_reach(game, claim).unwrap_or_else(|| {
        e.saturating_add(UNPROVABLE_PERIODS.saturating_mul(p))
            .saturating_add(p)
    });
    let most = Evaluator::most_values(game).min(MAX_TERMS) - 1;
    if last > most {
        return Err(GameError::ClaimTooLong { needs: last, most });
    }
    Ok(last + 1)
}

/// The last value the theorem for `claim` compares, when a theorem applies.
fn claim_reach(game: &Game, claim: Claim) -> Option<u64> {
    if claim.saltus == 0 {
        certificate_reach(game, claim.preperiod, claim.period)
    } else {
        arithmetic_reach(game, claim.preperiod, claim.period)
    }
}

/// [`check_claim`] over values already computed: `values` must be `G(0) ... G(len - 1)` for
/// the `len` of [`claim_values`] (a caller computes them in pieces, to show progress or to
/// stop).
///
/// # Panics
/// When `values` is shorter than [`claim_values`] asks.
pub fn check_claim_on(game: &Game, claim: Claim, values: &[Nimber]) -> CheckReport {
    let Claim {
        preperiod: e,
        period: p,
        saltus: s,
    } = claim;
    let reach = claim_reach(game, claim);
    let last = values.len() as u64 - 1;
    let (eu, pu) = (e as usize, p as usize);
    let fails = |n: usize| i64::from(values[n + pu]) != i64::from(values[n]) + s;
    let counterexample = (eu..values.len().saturating_sub(pu)).find(|&n| fails(n));
    let mut report = CheckReport {
        game: game.to_string(),
        claim,
        holds: None,
        counterexample: counterexample.map(|n| n as u64),
        certificate: None,
        text: String::new(),
        checked_to: last,
        minimal: None,
    };
    if let Some(n) = counterexample {
        report.holds = Some(false);
        report.text = t!(
            "check-fails",
            n = n.to_string(),
            value = values[n].to_string(),
            later = (n + pu).to_string(),
            later_value = values[n + pu].to_string(),
            law = law(p, s)
        );
        return report;
    }
    if s != 0 {
        let Game::TakeBreak(code) = game else {
            unreachable!("arithmetic_reach is None for other games")
        };
        report.text = match (reach, certify_non_splitting(code, values, (eu, pu, s))) {
            (Some(_), Some(theorem)) => {
                report.holds = Some(true);
                t!("check-holds", proof = theorem)
            }
            _ => undecided(&claim, last, reach.is_some()),
        };
        return report;
    }
    let Some(certificate) = certificate(game, eu, pu) else {
        report.text = undecided(&claim, last, false);
        return report;
    };
    report.holds = Some(true);
    report.text = t!("check-holds", proof = certificate.describe(Subject::Values));
    report.certificate = Some(certificate);
    // The claim is proven: the least period divides p, and the least preperiod follows it back.
    let d = least_period(values, eu, pu);
    let least_e = agreement_start(values, d, eu);
    report.minimal = Some((least_e as u64, d as u64));
    report
}

/// Why a claim that every computed value obeys is not settled.
fn undecided(claim: &Claim, last: u64, theorem_applies: bool) -> String {
    t!(
        "check-undecided",
        law = law(claim.period, claim.saltus),
        from = claim.preperiod.to_string(),
        to = (last - claim.period).to_string(),
        theorem = if theorem_applies { "fails" } else { "none" }
    )
}

/// The certificate of an ordinary period `p` from `e` that holds over the values the theorem
/// compares.
fn certificate(game: &Game, e: usize, p: usize) -> Option<Certificate> {
    let (e64, p64) = (e as u64, p as u64);
    Some(match game {
        Game::Subtraction { set, .. } => Certificate::WindowRepeat {
            start: e64,
            repeat: e64 + p64,
            length: u64::from(set.max()),
        },
        Game::Octal(code) => Certificate::GuySmith {
            preperiod: e64,
            period: p64,
            code_length: code.len() as u64,
            splitting: code.splits(),
            checked_from: e64,
            checked_until: guy_smith_range_end(e, p, code.len(), code.splits()) as u64,
        },
        Game::TakeBreak(code) if code.is_finite() && !code.has_unequal() => {
            Certificate::TakeBreak {
                preperiod: e64,
                period: p64,
                code_length: code.len() as u64,
                heaps: code.most_heaps() as u64,
                checked_from: e64,
                checked_until: take_break_range_end(e, p, code.len(), code.most_heaps()) as u64,
            }
        }
        Game::TakeBreak(_) | Game::Tree(_) => return None,
    })
}

/// The last value the arithmetic-periodicity theorem compares for a code that never splits,
/// or `None` where it does not apply.
fn arithmetic_reach(game: &Game, e: u64, p: u64) -> Option<u64> {
    let Game::TakeBreak(code) = game else {
        return None;
    };
    if code.most_heaps() > 1 || code.digit(0).bits != 0 {
        return None;
    }
    // As `certify_non_splitting` reads the values: n0 + P, e + P + p and e' + 2P.
    let (pi, l) = (code.tail().max(1) as u64, code.tail_start() as u64);
    let big_p = num_integer::lcm(p, pi);
    let e1 = e.max(1);
    let n0 = (l + e1 + big_p - 1).max(e1 + big_p);
    Some((n0 + big_p).max(e + big_p + p).max(e1 + 2 * big_p) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(spec: &str, e: u64, p: u64, s: i64) -> CheckReport {
        let claim = Claim {
            preperiod: e,
            period: p,
            saltus: s,
        };
        check_claim(&spec.parse().unwrap(), claim).unwrap()
    }

    #[test]
    fn the_published_periods_hold_with_the_values_their_certificates_need() {
        for (spec, e, p, needed) in [
            ("sub:2,4,7", 8, 3, 8 + 3 + 7 - 1),
            ("octal:0.77", 71, 12, 2 * 71 + 2 * 12 + 2 - 1),
            ("octal:0.07", 53, 34, 2 * 53 + 2 * 34 + 2 - 1),
            ("octal:0.16", 105_351, 149_459, 509_621),
            ("tb:0.B", 0, 2, 9),
        ] {
            let r = check(spec, e, p, 0);
            assert_eq!(r.holds, Some(true), "{spec}: {}", r.text);
            assert_eq!(r.checked_to, needed, "{spec}");
            assert_eq!(r.minimal, Some((e, p)), "{spec}");
            assert!(r.text.starts_with("holds: "), "{}", r.text);
        }
    }

    #[test]
    fn a_wrong_claim_names_the_first_counterexample() {
        // Dawson's Kayles has period 34 from 53: from 52 it fails at 52.
        let r = check("octal:0.07", 52, 34, 0);
        assert_eq!((r.holds, r.counterexample), (Some(false), Some(52)));
        // A period that is not one at all fails at the first n where the values differ.
        let values = crate::game::nim_sequence(&"octal:0.07".parse().unwrap(), 400).unwrap();
        let first = (60..).find(|&n| values[n] != values[n + 17]).unwrap() as u64;
        let r = check("octal:0.07", 60, 17, 0);
        assert_eq!((r.holds, r.counterexample), (Some(false), Some(first)));
        assert!(
            r.text.starts_with(&format!("fails: G({first}) = ")),
            "{}",
            r.text
        );
    }

    #[test]
    fn a_true_claim_that_is_not_minimal_names_the_minimal_pair() {
        let r = check("sub:2,4,7", 20, 9, 0);
        assert_eq!(r.holds, Some(true));
        assert_eq!(r.minimal, Some((8, 3)));
    }

    #[test]
    fn arithmetic_claims_need_their_theorem() {
        // Nim: G(n + 1) = G(n) + 1 from 0, proven for a code that never splits.
        let r = check("tb:0.[3]", 0, 1, 1);
        assert_eq!(r.holds, Some(true), "{}", r.text);
        // Lasker's Nim splits heaps: its law holds on the values, and nothing proves it here.
        let r = check("tb:4.[3]", 1, 4, 4);
        assert_eq!(r.holds, None, "{}", r.text);
        assert!(r.text.starts_with("undecided: "), "{}", r.text);
        let r = check("tb:4.[3]", 1, 4, 3);
        assert_eq!(r.holds, Some(false));
    }

    #[test]
    fn bad_claims_are_refused() {
        let kayles: Game = "octal:0.77".parse().unwrap();
        let zero = Claim {
            preperiod: 0,
            period: 0,
            saltus: 0,
        };
        assert_eq!(check_claim(&kayles, zero), Err(GameError::ZeroPeriod));
        let huge = Claim {
            preperiod: 1 << 40,
            period: 3,
            saltus: 0,
        };
        assert!(matches!(
            check_claim(&kayles, huge),
            Err(GameError::ClaimTooLong { .. })
        ));
    }
}
