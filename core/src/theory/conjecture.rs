//! Conjectures about subtraction-game periods, tested over whole sweep grids.
//!
//! **Conjecture 5.1** of Nash & Sheenko:
//!
//! > Let the small-augmentation of a set S be S with its smallest number increased by one
//! > (removing duplicates). If the largest number in S is l, and if S can be transformed into
//! > {l} within a ≤ ⌈n/2⌉ small-augmentations, it will have a period of 2l − a.
//!
//! Each small-augmentation raises the smallest element by exactly one, so `S` reaches `{l}`
//! after exactly `a = l − min S` of them, and the predicted period is `2l − a = l + min S`.
//! The paper leaves `n` undefined; [`Bound`] offers both readings: `n = l` (the default,
//! which makes the conjecture say something beyond Theorem 4.8) and `n = |S|`.
//!
//! **Pair sums**: a 3-element set `{a, b, c}` that is not additive (`c ≠ a + b`) has a period
//! equal to the sum of two of its elements, `a + b`, `a + c` or `b + c`.

use serde::{Deserialize, Serialize};

use crate::game::SubtractionSet;
use crate::sweep::{Cell, Grid};
use crate::theory::closed_period::closed_form_period;
use crate::words::t;

/// Which number `n` the bound `a ≤ ⌈n/2⌉` refers to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bound {
    /// `n = l`, the largest element.
    #[default]
    LargestElement,
    /// `n = |S|`, the number of elements.
    SetSize,
}

/// A conjecture that predicts the period of some sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Conjecture {
    /// Nash & Sheenko's Conjecture 5.1 with a reading of `n`.
    Augment {
        /// The reading of `n`.
        bound: Bound,
    },
    /// Non-additive 3-sets have a period that is the sum of two elements.
    PairSums,
}

/// How one set fares against a conjecture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ConjectureVerdict {
    /// The hypothesis holds and the certified period is as predicted.
    Agrees,
    /// The hypothesis holds and the certified period is not as predicted.
    Counterexample,
    /// The hypothesis does not hold: the conjecture says nothing.
    NotApplicable,
    /// The hypothesis holds but no period was certified within the cap.
    Unresolved,
}

/// The number of small-augmentations that turn `set` into `{max S}`.
pub fn augmentations(set: &[u32]) -> u32 {
    match (set.first(), set.last()) {
        (Some(&min), Some(&max)) => max - min,
        _ => 0,
    }
}

/// The period Conjecture 5.1 predicts for `set`, or `None` when its hypothesis fails.
///
/// # Examples
/// ```
/// use nimseq_core::theory::{predicted_period, Bound};
/// assert_eq!(predicted_period(&[3, 5, 6], Bound::LargestElement), Some(9));
/// assert_eq!(predicted_period(&[2, 4, 7], Bound::LargestElement), None);
/// ```
pub fn predicted_period(set: &[u32], bound: Bound) -> Option<u32> {
    let l = *set.last()?;
    let n = match bound {
        Bound::LargestElement => l,
        Bound::SetSize => set.len() as u32,
    };
    let a = augmentations(set);
    (a <= n.div_ceil(2)).then_some(2 * l - a)
}

impl Conjecture {
    /// The periods the conjecture allows for `set`, or `None` when it says nothing of it.
    pub fn allowed_periods(self, set: &[u32]) -> Option<Vec<u32>> {
        match self {
            Conjecture::Augment { bound } => predicted_period(set, bound).map(|p| vec![p]),
            Conjecture::PairSums => match *set {
                [a, b, c] if c != a + b => Some(vec![a + b, a + c, b + c]),
                _ => None,
            },
        }
    }

    /// How `set`, with its computed `cell`, fares.
    pub fn verdict(self, set: &[u32], cell: Cell) -> ConjectureVerdict {
        match self.allowed_periods(set) {
            None => ConjectureVerdict::NotApplicable,
            Some(_) if !cell.is_resolved() => ConjectureVerdict::Unresolved,
            Some(allowed) if allowed.contains(&cell.period) => ConjectureVerdict::Agrees,
            Some(_) => ConjectureVerdict::Counterexample,
        }
    }

    /// The prediction for `set` in words (`2l - a = 9`, `a+b, a+c or b+c = 8, 9 or 11`).
    pub fn describe_prediction(self, set: &[u32]) -> Option<String> {
        let allowed = self.allowed_periods(set)?;
        let list: Vec<String> = allowed.iter().map(u32::to_string).collect();
        Some(match self {
            Conjecture::Augment { .. } => format!("2l − a = {}", list.join("")),
            Conjecture::PairSums => t!("theory-pair-sums", periods = list.join(", ")),
        })
    }
}

/// One set whose certified period contradicts the conjecture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Counterexample {
    /// The set, spelled `sub:...`.
    pub game: String,
    /// The elements.
    pub set: Vec<u32>,
    /// What the conjecture predicts, in words.
    pub predicted: String,
    /// The certified minimal period.
    pub computed: u32,
    /// The theorem that already gives this period (a closed form of the literature: the
    /// conjecture says otherwise, but the set is decided), or `None` for an open
    /// counterexample.
    pub decided_by: Option<&'static str>,
}

/// The outcome of testing a conjecture on a grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConjectureReport {
    /// The conjecture tested.
    pub conjecture: Conjecture,
    /// Sets in the grid that satisfy the hypothesis.
    pub tested: u64,
    /// Of those, sets whose certified period agrees.
    pub agreeing: u64,
    /// Sets satisfying the hypothesis whose period was not certified within the cap.
    pub unresolved: Vec<Vec<u32>>,
    /// Sets satisfying the hypothesis with another certified period: the open ones first
    /// (in the grid's order), then those a theorem decides.
    pub counterexamples: Vec<Counterexample>,
    /// How many counterexamples a theorem decides (the last ones listed).
    pub decided: u64,
}

impl ConjectureReport {
    /// The counterexamples no theorem decides.
    pub fn open(&self) -> &[Counterexample] {
        &self.counterexamples[..self.counterexamples.len() - self.decided as usize]
    }
}

/// Tests `conjecture` on every set of `grid`.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{sweep, SweepSpec};
/// use nimseq_core::theory::{check_grid, Bound, Conjecture};
/// use nimseq_core::game::Rule;
/// let grid = sweep(&SweepSpec::new(2, 20, 1 << 16, Rule::Normal)?);
/// let report = check_grid(&grid, Conjecture::Augment { bound: Bound::LargestElement });
/// // {1, 3}: l = 3, a = 2 <= 2, predicted 4, but all-odd sets containing 1 have period 2.
/// let odd = report.counterexamples.iter().find(|c| c.set == [1, 3]).unwrap();
/// assert_eq!(odd.computed, 2);
/// // ... which a theorem gives: counted apart from the open counterexamples.
/// assert!(odd.decided_by.is_some());
/// assert!(report.open().iter().all(|c| c.decided_by.is_none()));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn check_grid(grid: &Grid, conjecture: Conjecture) -> ConjectureReport {
    let mut report = ConjectureReport {
        conjecture,
        tested: 0,
        agreeing: 0,
        unresolved: Vec::new(),
        counterexamples: Vec::new(),
        decided: 0,
    };
    for (key, cell) in grid.iter() {
        let set = key.as_slice();
        let verdict = conjecture.verdict(set, cell);
        if verdict != ConjectureVerdict::NotApplicable {
            report.tested += 1;
        }
        match verdict {
            ConjectureVerdict::NotApplicable => {}
            ConjectureVerdict::Agrees => report.agreeing += 1,
            ConjectureVerdict::Unresolved => report.unresolved.push(set.to_vec()),
            ConjectureVerdict::Counterexample => report.counterexamples.push(Counterexample {
                game: SubtractionSet::new(set.iter().map(|&s| u64::from(s)))
                    .map(|s| format!("sub:{s}"))
                    .unwrap_or_default(),
                set: set.to_vec(),
                predicted: conjecture.describe_prediction(set).unwrap_or_default(),
                computed: cell.period,
                decided_by: closed_form_period(set)
                    .filter(|p| p.period == cell.period)
                    .map(|p| p.source),
            }),
        }
    }
    // Open counterexamples first; the sort is stable, so each part keeps the grid's order.
    report
        .counterexamples
        .sort_by_key(|c| c.decided_by.is_some());
    report.decided = report
        .counterexamples
        .iter()
        .filter(|c| c.decided_by.is_some())
        .count() as u64;
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_sums_skip_additive_sets() {
        let c = Conjecture::PairSums;
        assert_eq!(c.allowed_periods(&[2, 5, 7]), None);
        assert_eq!(c.allowed_periods(&[3, 5, 6]), Some(vec![8, 9, 11]));
        let cell = Cell {
            preperiod: 0,
            period: 9,
            max_value: 2,
        };
        assert_eq!(c.verdict(&[3, 5, 6], cell), ConjectureVerdict::Agrees);
        assert_eq!(
            c.verdict(&[3, 5, 6], Cell::unresolved()),
            ConjectureVerdict::Unresolved
        );
        assert_eq!(
            c.verdict(
                &[2, 4, 7],
                Cell {
                    preperiod: 8,
                    period: 3,
                    max_value: 3
                }
            ),
            ConjectureVerdict::Counterexample
        );
    }
}
