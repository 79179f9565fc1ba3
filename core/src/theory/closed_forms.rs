//! Closed forms for nim-sequences of subtraction games under normal play.
//!
//! Sources: Nash & Sheenko, *Periodicity of S-Pick-Up-Bricks* (Theorems 4.6–4.11);
//! Benesh et al., *The periodicity of nim-sequences in two-element subtraction games*
//! (INTEGERS 2020, Theorems 1 and 2, the latter Ferguson's pairing property).

use crate::game::{Game, Rule, SubtractionSet};
use crate::period::PeriodSearch;
use crate::period::Periodicity;
use crate::theory::{Claim, Pattern, Prediction};

/// Search limit for the smaller sets Theorem 4.10 compares with.
const SUBSET_LIMIT: u64 = 1 << 20;
/// Largest set for which every subset is tried for Theorem 4.10.
const SUBSET_SEARCH_MAX_SIZE: usize = 10;

pub(super) fn predictions(set: &SubtractionSet) -> Vec<Prediction> {
    let e = set.elements();
    let mut out = Vec::new();
    match *e {
        [a] => out.push(Prediction {
            source: "Nash & Sheenko, Theorem 4.6; Benesh et al., Proposition 2",
            statement: format!(
                "S = {{{a}}}: the sequence is (0^{a} 1^{a}), period {}",
                2 * a
            ),
            claim: Claim::NimSequence {
                pattern: Pattern::new(vec![], Pattern::runs(&[(0, a as usize), (1, a as usize)])),
            },
        }),
        [x, y] => out.push(benesh(x, y)),
        _ => {}
    }
    let (p, q) = (set.min(), set.max());
    if e.len() >= 2 && e.len() as u32 == q - p + 1 {
        out.push(Prediction {
            source: "Nash & Sheenko, Theorem 4.8",
            statement: format!(
                "S = {{{p}, ..., {q}}} (consecutive): period p + q = {}",
                p + q
            ),
            claim: Claim::NimPeriod {
                period: u64::from(p + q),
            },
        });
    }
    if e.iter().all(|s| s % 2 == 1) {
        out.push(Prediction {
            source: "Nash & Sheenko, Theorem 4.9",
            statement: "every element of S is odd: the sequence is (0 1), period 2 \
                        (the proof assumes 1 is in S)"
                .into(),
            claim: Claim::NimSequence {
                pattern: Pattern::new(vec![], vec![0, 1]),
            },
        });
    }
    if let Some(pred) = theorem_4_10(set) {
        out.push(pred);
    }
    if theorem_4_11_applies(e) {
        out.push(Prediction {
            source: "Nash & Sheenko, Theorem 4.11",
            statement: "S = {2, 4, 7, 7 + 3z, ...}: the sequence is not immediately periodic"
                .into(),
            claim: Claim::NotImmediatelyPeriodic,
        });
    }
    out.push(Prediction {
        source: "Ferguson's pairing property (Benesh et al., Theorem 2)",
        statement: format!(
            "G(n) = 1 exactly when G(n - {0}) = 0, with {0} = min S",
            set.min()
        ),
        claim: Claim::FergusonPairing,
    });
    out
}

/// Benesh et al., Theorem 1: the whole nim-sequence of `{x, y}`, `x < y`.
fn benesh(x: u32, y: u32) -> Prediction {
    let xs = x as usize;
    let block = |m: usize| Pattern::runs(&[(0, xs), (1, xs)]).repeat(m);
    let (statement, cycle) = if y.is_multiple_of(x) && (y / x) % 2 == 1 {
        (
            format!(
                "{y} = (2m + 1)·{x}: the sequence is (0^{x} 1^{x}), period {}",
                2 * x
            ),
            block(1),
        )
    } else {
        let (m, r) = ((y / (2 * x)) as usize, (y % (2 * x)) as i64);
        if r < i64::from(x) {
            let r = r as usize;
            let mut cycle = block(m);
            cycle.extend(Pattern::runs(&[(0, r), (2, xs - r), (1, r)]));
            (
                format!(
                    "{y} = 2·{x}·{m} + {r}: the sequence is ((0^{x} 1^{x})^{m} 0^{r} 2^{} 1^{r}), period {}",
                    xs - r,
                    x + y
                ),
                cycle,
            )
        } else {
            // y = 2x(m + 1) + r with -x < r < 0.
            let r = r - 2 * i64::from(x);
            let twos = (i64::from(x) + r) as usize;
            let mut cycle = block(m + 1);
            cycle.extend(Pattern::runs(&[(2, twos)]));
            (
                format!(
                    "{y} = 2·{x}·{} - {}: the sequence is ((0^{x} 1^{x})^{} 2^{twos}), period {}",
                    m + 1,
                    -r,
                    m + 1,
                    x + y
                ),
                cycle,
            )
        }
    };
    Prediction {
        source: "Benesh et al. 2020, Theorem 1 (with Nash & Sheenko, Theorem 4.7)",
        statement: format!("S = {{{x}, {y}}}: {statement}"),
        claim: Claim::NimSequence {
            pattern: Pattern::new(vec![], cycle),
        },
    }
}

/// Theorem 4.10: if `T ⊂ S` has a purely periodic sequence whose period holds distinct values,
/// and no other element of `S` is a multiple of that period, `S` has the sequence of `T`.
fn theorem_4_10(set: &SubtractionSet) -> Option<Prediction> {
    let e = set.elements();
    if e.len() < 2 || e.len() > SUBSET_SEARCH_MAX_SIZE {
        return None;
    }
    let full = (1u32 << e.len()) - 1;
    let mut masks: Vec<u32> = (1..full).collect();
    masks.sort_by_key(|m| (m.count_ones(), m.reverse_bits()));
    for mask in masks {
        let subset: Vec<u64> = (0..e.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| u64::from(e[i]))
            .collect();
        let Ok(small) = SubtractionSet::new(subset) else {
            continue;
        };
        let game = Game::subtraction(small, Rule::Normal);
        let Some(pattern) = certified_pattern(&game.to_string()) else {
            continue;
        };
        let p = pattern.cycle.len() as u32;
        let mut distinct = pattern.cycle.clone();
        distinct.sort_unstable();
        distinct.dedup();
        let others_avoid_period = (0..e.len())
            .filter(|i| mask >> i & 1 == 0)
            .all(|i| !e[i].is_multiple_of(p));
        if pattern.prefix.is_empty() && distinct.len() == pattern.cycle.len() && others_avoid_period
        {
            return Some(Prediction {
                source: "Nash & Sheenko, Theorem 4.10",
                statement: format!(
                    "{} has the purely periodic sequence {pattern} with distinct values, and no \
                     other element of S is a multiple of its period {p}: S has the same sequence",
                    game.spec()
                ),
                claim: Claim::SameSequenceAs { game: game.spec() },
            });
        }
    }
    None
}

/// Theorem 4.11 applies to `{2, 4, 7}` plus any elements `7 + 3z`.
fn theorem_4_11_applies(e: &[u32]) -> bool {
    e.len() >= 3 && e[..3] == [2, 4, 7] && e[3..].iter().all(|&s| s >= 7 && (s - 7) % 3 == 0)
}

/// The minimal pattern of a game's certified nim-sequence, if one is found below the limit.
pub(super) fn certified_pattern(spec: &str) -> Option<Pattern> {
    let game: Game = spec.parse().ok()?;
    let (report, values) = PeriodSearch::new(&game, SUBSET_LIMIT).ok()?.run().ok()?;
    match report.grundy {
        Periodicity::Periodic(p) => Some(Pattern::from_period(&values, p.preperiod, p.period)),
        Periodicity::NotFound { .. } => None,
    }
}
