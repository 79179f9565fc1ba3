//! Closed forms for nim-sequences of subtraction games under normal play.
//!
//! Sources: Nash & Sheenko, *Periodicity of S-Pick-Up-Bricks* (Theorems 4.6–4.11);
//! Benesh et al., *The periodicity of nim-sequences in two-element subtraction games*
//! (INTEGERS 2020, Theorems 1 and 2, the latter Ferguson's pairing property).

use crate::game::{Game, Rule, SubtractionSet};
use crate::period::PeriodSearch;
use crate::period::Periodicity;
use crate::theory::{Claim, Pattern, Prediction};
use crate::words::t;

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
            statement: t!(
                "theory-single",
                a = a.to_string(),
                period = (2 * a).to_string()
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
            statement: t!(
                "theory-consecutive",
                p = p.to_string(),
                q = q.to_string(),
                period = (p + q).to_string()
            ),
            claim: Claim::NimPeriod {
                period: u64::from(p + q),
            },
        });
    }
    if e.iter().all(|s| s % 2 == 1) {
        out.push(Prediction {
            source: "Nash & Sheenko, Theorem 4.9",
            statement: t!("theory-all-odd"),
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
            statement: t!("theory-not-immediately-periodic"),
            claim: Claim::NotImmediatelyPeriodic,
        });
    }
    out.push(Prediction {
        source: "Ferguson's pairing property (Benesh et al., Theorem 2)",
        statement: t!("theory-ferguson", least = set.min().to_string()),
        claim: Claim::FergusonPairing,
    });
    out
}

/// Benesh et al., Theorem 1: the whole nim-sequence of `{x, y}`, `x < y`.
fn benesh(x: u32, y: u32) -> Prediction {
    let xs = x as usize;
    let block = |m: usize| Pattern::runs(&[(0, xs), (1, xs)]).repeat(m);
    let (xt, yt) = (x.to_string(), y.to_string());
    let (statement, cycle) = if y.is_multiple_of(x) && (y / x) % 2 == 1 {
        (
            t!(
                "theory-pair-odd-multiple",
                x = xt,
                y = yt,
                period = (2 * x).to_string()
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
                t!(
                    "theory-pair-below",
                    x = xt,
                    y = yt,
                    m = m.to_string(),
                    r = r.to_string(),
                    twos = (xs - r).to_string(),
                    period = (x + y).to_string()
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
                t!(
                    "theory-pair-above",
                    x = xt,
                    y = yt,
                    m = (m + 1).to_string(),
                    r = (-r).to_string(),
                    twos = twos.to_string(),
                    period = (x + y).to_string()
                ),
                cycle,
            )
        }
    };
    Prediction {
        source: "Benesh et al. 2020, Theorem 1 (with Nash & Sheenko, Theorem 4.7)",
        statement,
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
                statement: t!(
                    "theory-same-as-subset",
                    game = game.spec(),
                    pattern = pattern.to_string(),
                    period = p.to_string()
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
