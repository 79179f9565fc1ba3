//! Conjecture 5.1 of Nash & Sheenko, tested over whole sweep grids.
//!
//! > Let the small-augmentation of a set S be S with its smallest number increased by one
//! > (removing duplicates). If the largest number in S is l, and if S can be transformed into
//! > {l} within a ≤ ⌈n/2⌉ small-augmentations, it will have a period of 2l − a.
//!
//! Each small-augmentation raises the smallest element by exactly one, so `S` reaches `{l}`
//! after exactly `a = l − min S` of them, and the predicted period is `2l − a = l + min S`.
//! The paper leaves `n` undefined; [`Bound`] offers both readings: `n = l` (the default,
//! which makes the conjecture say something beyond Theorem 4.8) and `n = |S|`.

use serde::{Deserialize, Serialize};

use crate::game::SubtractionSet;
use crate::sweep::Grid;

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
/// use nimseq::theory::conjecture::{predicted_period, Bound};
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

/// One set whose computed period differs from the prediction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Counterexample {
    /// The set, spelled `sub:...`.
    pub game: String,
    /// The elements.
    pub set: Vec<u32>,
    /// The number of small-augmentations `a`.
    pub augmentations: u32,
    /// `2l − a`.
    pub predicted: u32,
    /// The certified minimal period.
    pub computed: u32,
}

/// The outcome of testing the conjecture on a grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConjectureReport {
    /// The reading of `n`.
    pub bound: Bound,
    /// Sets in the grid that satisfy the hypothesis.
    pub tested: u64,
    /// Of those, sets whose certified period equals the prediction.
    pub agreeing: u64,
    /// Sets satisfying the hypothesis whose period was not certified within the cap.
    pub unresolved: Vec<Vec<u32>>,
    /// Sets satisfying the hypothesis with another certified period.
    pub counterexamples: Vec<Counterexample>,
}

/// Tests Conjecture 5.1 on every set of `grid`.
///
/// # Examples
/// ```
/// use nimseq::{sweep::{sweep, SweepSpec}, theory::conjecture::{check_grid, Bound}, Rule};
/// let grid = sweep(&SweepSpec::new(2, 20, 1 << 16, Rule::Normal)?);
/// let report = check_grid(&grid, Bound::LargestElement);
/// // {1, 3}: l = 3, a = 2 <= 2, predicted 4, but all-odd sets containing 1 have period 2.
/// assert!(report.counterexamples.iter().any(|c| c.set == [1, 3] && c.computed == 2));
/// # Ok::<(), nimseq::GameError>(())
/// ```
pub fn check_grid(grid: &Grid, bound: Bound) -> ConjectureReport {
    let mut report = ConjectureReport {
        bound,
        tested: 0,
        agreeing: 0,
        unresolved: Vec::new(),
        counterexamples: Vec::new(),
    };
    for (key, cell) in grid.iter() {
        let set = key.as_slice();
        let Some(predicted) = predicted_period(set, bound) else {
            continue;
        };
        report.tested += 1;
        if !cell.is_resolved() {
            report.unresolved.push(set.to_vec());
        } else if cell.period == predicted {
            report.agreeing += 1;
        } else {
            report.counterexamples.push(Counterexample {
                game: SubtractionSet::new(set.iter().map(|&s| u64::from(s)))
                    .map(|s| format!("sub:{s}"))
                    .unwrap_or_default(),
                set: set.to_vec(),
                augmentations: augmentations(set),
                predicted,
                computed: cell.period,
            });
        }
    }
    report
}
