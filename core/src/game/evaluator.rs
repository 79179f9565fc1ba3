//! Computing nim-sequences: the [`Evaluator`] extends `G(0), G(1), ...` on demand.

use std::sync::Arc;

use crate::error::{GameError, Limit};
use crate::game::octal_kernel::{MaskChoice, OctalKernel, RareValues};
use crate::game::take_break_kernel::{Method, TakeBreakKernel};
use crate::game::{Game, Nimber};
use crate::limits::{self, MAX_TERMS};
use crate::mex::MexSet;

/// Computes the nim-sequence `G(0), G(1), ...` of a game, keeping what it has computed so
/// that it can be extended step by step (for progress reports and doubling searches).
///
/// # Examples
/// ```
/// use nimseq_core::game::{Evaluator, Game};
/// let mut eval = Evaluator::new(&"octal:0.77".parse::<Game>()?);
/// eval.extend_to(8)?;
/// assert_eq!(eval.values(), &[0, 1, 2, 3, 1, 4, 3, 2]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Evaluator {
    game: Game,
    values: Vec<Nimber>,
    kernel: Kernel,
    /// Values proven to be this game's (another game's that it equals so far): copied instead
    /// of computed, until the values pass them.
    known: Option<Arc<[Nimber]>>,
    /// A period a theorem has proven, `(e, p)`: every value from `e + p` on is the value `p`
    /// places before it, copied instead of computed ([`Evaluator::follow_period`]).
    proven: Option<(usize, usize)>,
}

#[derive(Debug, Clone)]
enum Kernel {
    Subtraction(SubtractionKernel),
    Octal(Box<OctalKernel>),
    TakeBreak(Box<TakeBreakKernel>),
    /// A game given by its options: its positions' values are known from the start.
    Tree(crate::game::TreeGame),
}

impl Evaluator {
    /// An evaluator that has computed nothing yet.
    pub fn new(game: &Game) -> Self {
        let kernel = match game {
            Game::Subtraction { set, rule } => Kernel::Subtraction(SubtractionKernel {
                set: set.elements().iter().map(|&s| s as usize).collect(),
                terminal: Nimber::from(rule.is_misere()),
                take_all: rule.takes_all_below_min(),
                mex: MexSet::new(),
            }),
            // A `4.` code splits without taking: computed as its take-and-break code is, exactly.
            Game::Octal(code) if code.splits_without_taking() => {
                let code = crate::game::TakeBreakCode::from(code);
                match Method::of(&code) {
                    Method::RareCommon => {
                        Kernel::Octal(Box::new(OctalKernel::for_take_break(&code)))
                    }
                    _ => Kernel::TakeBreak(Box::new(TakeBreakKernel::new(&code))),
                }
            }
            Game::Octal(code) => Kernel::Octal(Box::new(OctalKernel::for_code(code))),
            Game::TakeBreak(code) => match Method::of(code) {
                Method::RareCommon => Kernel::Octal(Box::new(OctalKernel::for_take_break(code))),
                _ => Kernel::TakeBreak(Box::new(TakeBreakKernel::new(code))),
            },
            Game::Tree(tree) => Kernel::Tree(tree.clone()),
        };
        Evaluator {
            game: game.clone(),
            values: Vec::new(),
            kernel,
            known: None,
            proven: None,
        }
    }

    /// An evaluator that takes its first values from `known` (proven to be this game's: the
    /// atlas shares the values of games proven equal) and computes those past them, from a
    /// kernel in the state computing them would have left.
    pub fn with_known(game: &Game, known: Arc<[Nimber]>) -> Self {
        Evaluator {
            known: Some(known),
            ..Evaluator::new(game)
        }
    }

    /// An evaluator that has computed `values` (from a checkpoint): it goes on from them, as
    /// if it had computed them itself.
    pub fn resume(game: &Game, values: Vec<Nimber>) -> Self {
        let mut eval = Evaluator::new(game);
        match &mut eval.kernel {
            Kernel::Octal(k) => k.restore(&values),
            Kernel::TakeBreak(k) => k.restore(&values),
            Kernel::Subtraction(_) | Kernel::Tree(_) => {}
        }
        eval.values = values;
        eval
    }

    /// From now on, copies each value from the one `period` places before it, past
    /// `preperiod + period`: a theorem has proven that `G(n + period) = G(n)` for every
    /// `n >= preperiod` (the period module's certificates; never a guess). The values
    /// computed so far must reach `preperiod + period`.
    pub(crate) fn follow_period(&mut self, preperiod: usize, period: usize) {
        debug_assert!(period > 0 && self.values.len() >= preperiod + period);
        self.proven = Some((preperiod, period));
    }

    /// The game being evaluated.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The values computed so far, `G(0)` first.
    pub fn values(&self) -> &[Nimber] {
        &self.values
    }

    /// How many values have been computed.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether nothing has been computed yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The most values this game's method computes (fewer than [`MAX_TERMS`] for the
    /// take-and-break games computed by the plain method, whose work grows faster).
    pub fn most_values(game: &Game) -> u64 {
        match game {
            Game::TakeBreak(code) => Method::of(code).most_values(),
            Game::Tree(tree) => tree.positions(),
            _ => MAX_TERMS,
        }
    }

    /// The largest of `values` and where it first occurs (the tables' "largest idx"); `None`
    /// for no values.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::Evaluator;
    /// assert_eq!(Evaluator::largest_at(&[0, 2, 1, 2]), Some((2, 1)));
    /// ```
    pub fn largest_at(values: &[Nimber]) -> Option<(Nimber, u64)> {
        // One pass: a value replaces the best only when larger, so the first place is kept.
        let (first, rest) = values.split_first()?;
        let mut best = (*first, 0u64);
        for (n, &v) in (1u64..).zip(rest) {
            if v > best.0 {
                best = (v, n);
            }
        }
        Some(best)
    }

    /// The mask the literature's tables publish for this game (an octal code's `rare_mask` in
    /// `data/octal-literature.csv`), if any.
    pub fn published_mask(game: &Game) -> Option<u32> {
        match game {
            Game::Octal(code) => crate::atlas::known::published_mask(&code.to_string()),
            _ => None,
        }
    }

    /// For an octal game computed by the rare/common method: the mask and the rare values
    /// among those computed (`n = 0` counted, as in the literature), under the literature's
    /// mask where one is published and separates the values, else under the kernel's. `None`
    /// for subtraction games, and while no mask makes most values common.
    pub fn rare_values(&self) -> Option<RareValues> {
        let kernel = if self.known.is_some() || self.proven.is_some() {
            // Values copied: the kernel's state is the one computing them would have left.
            Evaluator::resume(&self.game, self.values.clone()).kernel_rare_mask()
        } else {
            self.kernel_rare_mask()
        };
        if let Some(m) = Evaluator::published_mask(&self.game)
            && RareValues::separates(m, &self.values)
        {
            return Some(RareValues::under(m, &self.values, MaskChoice::Literature));
        }
        kernel.map(|m| RareValues::under(m, &self.values, MaskChoice::Nimseq))
    }

    /// The kernel's own mask, while it uses one.
    fn kernel_rare_mask(&self) -> Option<u32> {
        match &self.kernel {
            Kernel::Octal(k) => k.rare_values().map(|r| r.mask),
            Kernel::Subtraction(_) | Kernel::TakeBreak(_) | Kernel::Tree(_) => None,
        }
    }

    /// Gives up the computed values.
    pub fn into_values(self) -> Vec<Nimber> {
        self.values
    }

    /// Makes room for `len` values: the storage at least doubles when it grows (so extending
    /// step by step stays linear), but never beyond `most` values.
    pub fn reserve_up_to(&mut self, len: usize, most: usize) {
        let capacity = self.values.capacity();
        if len > capacity {
            let wanted = len.max(capacity.saturating_mul(2)).min(most.max(len));
            self.values.reserve_exact(wanted - self.values.len());
        }
    }

    /// Computes values until `len` of them are known (does nothing if there are already).
    ///
    /// # Errors
    /// The [`Limit::Terms`] limit, or [`GameError::ValueOverflow`] for a value above 65535.
    pub fn extend_to(&mut self, len: usize) -> Result<(), GameError> {
        limits::check(Limit::Terms, len as u64, MAX_TERMS)?;
        if len <= self.values.len() {
            return Ok(());
        }
        if let Some(known) = &self.known {
            let (from, upto) = (self.values.len(), len.min(known.len()));
            if upto > from {
                self.values.extend_from_slice(&known[from..upto]);
            }
            if len <= known.len() {
                return Ok(());
            }
            // Past the values known: on from them, as if they had been computed.
            let values = std::mem::take(&mut self.values);
            *self = Evaluator::resume(&self.game, values);
        }
        self.reserve_up_to(len, len);
        if let Some((preperiod, period)) = self.proven {
            // Proven periodic: each value is the one a period before it, so a whole number of
            // periods is copied at once (the stretch copied doubles each time).
            while self.values.len() < len {
                let n = self.values.len();
                let back = (n - preperiod) / period * period;
                let take = back.min(len - n);
                self.values.extend_from_within(n - back..n - back + take);
            }
            return Ok(());
        }
        match &mut self.kernel {
            Kernel::Subtraction(k) => k.extend(&mut self.values, len),
            Kernel::Octal(k) => k.extend(&mut self.values, len),
            Kernel::TakeBreak(k) => k.extend(&mut self.values, len),
            Kernel::Tree(tree) => {
                let all = tree.values();
                if len > all.len() {
                    return Err(GameError::limit(
                        Limit::TreePosition,
                        len as u64 - 1,
                        tree.root(),
                    ));
                }
                self.values.extend_from_slice(&all[self.values.len()..len]);
                Ok(())
            }
        }
    }
}

/// The first `len` values of the nim-sequence of `game`.
///
/// # Errors
/// As [`Evaluator::extend_to`].
///
/// # Examples
/// ```
/// let seq = nimseq_core::game::nim_sequence(&"sub:2,4,7".parse()?, 15)?;
/// assert_eq!(seq, [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn nim_sequence(game: &Game, len: usize) -> Result<Vec<Nimber>, GameError> {
    let mut eval = Evaluator::new(game);
    eval.extend_to(len)?;
    Ok(eval.into_values())
}

#[derive(Debug, Clone)]
struct SubtractionKernel {
    /// The set, increasing.
    set: Vec<usize>,
    /// Value of a position with no move: 0 in normal play, 1 in misère play.
    terminal: Nimber,
    /// Whether a heap below `min S` may be taken whole.
    take_all: bool,
    mex: MexSet,
}

impl SubtractionKernel {
    fn extend(&mut self, values: &mut Vec<Nimber>, len: usize) -> Result<(), GameError> {
        let min = self.set[0];
        // Values are at most |S|, so below 64 elements a u64 mask holds every option value.
        let small = self.set.len() < 64;
        for n in values.len()..len {
            let value = if n < min {
                match (n, self.take_all) {
                    (0, _) | (_, false) => self.terminal,
                    // The only move takes the whole heap, to position 0.
                    _ => Nimber::from(values[0] == 0),
                }
            } else if small {
                let mut mask = 0u64;
                for &s in self.set.iter().take_while(|&&s| s <= n) {
                    mask |= 1 << values[n - s];
                }
                (!mask).trailing_zeros() as Nimber
            } else {
                self.mex.clear();
                for &s in self.set.iter().take_while(|&&s| s <= n) {
                    self.mex.insert(u32::from(values[n - s]));
                }
                self.mex.mex() as Nimber
            };
            values.push(value);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seq(spec: &str, len: usize) -> Vec<Nimber> {
        nim_sequence(&spec.parse().unwrap(), len).unwrap()
    }

    /// Values known are copied; past them the kernel goes on as if it had computed them, and
    /// reports the rare values an unbroken run does (`.6`: a mask from 64 values on).
    #[test]
    fn known_values_are_taken_then_computed_on() {
        let game: Game = "octal:0.6".parse().unwrap();
        let mut plain = Evaluator::new(&game);
        plain.extend_to(5000).unwrap();
        for known in [0, 100, 1000, 5000] {
            let mut eval = Evaluator::with_known(&game, plain.values()[..known].into());
            for len in [50, 700, 3000, 5000] {
                eval.extend_to(len).unwrap();
                assert_eq!(eval.values(), &plain.values()[..len], "{known} known");
            }
            assert_eq!(eval.rare_values(), plain.rare_values(), "{known} known");
        }
        assert!(plain.rare_values().is_some());
    }

    #[test]
    fn subtraction_rules() {
        assert_eq!(seq("sub:1,2", 7), [0, 1, 2, 0, 1, 2, 0]);
        // Take-all {3,5,6}: 1 and 2 become winning.
        assert_eq!(seq("sub:3,5,6/take-all", 5), [0, 1, 1, 1, 0]);
        // Misère {1}: the player facing 0 tokens has no move and wins.
        assert_eq!(seq("sub:1/misere", 4), [1, 0, 1, 0]);
        // Misère with take-all {3}: heaps 1 and 2 must be taken whole, which loses.
        assert_eq!(seq("sub:3/misere-take-all", 6), [1, 0, 0, 0, 1, 1]);
        // Plain misère {3}: heaps 1 and 2 have no move, so their player wins.
        assert_eq!(seq("sub:3/misere", 6), [1, 1, 1, 0, 0, 0]);
    }

    #[test]
    fn kayles_and_dawson() {
        assert_eq!(
            seq("octal:0.77", 24),
            [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]
        );
        assert_eq!(seq("octal:0.07", 10), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    }

    #[test]
    fn large_sets_use_the_general_mex() {
        let big: Vec<String> = (1..=70).map(|s| s.to_string()).collect();
        let g: Game = format!("sub:{}", big.join(",")).parse().unwrap();
        let v = nim_sequence(&g, 200).unwrap();
        // {1..q} has G(n) = n mod (q+1).
        assert!(v.iter().enumerate().all(|(n, &x)| usize::from(x) == n % 71));
    }

    #[test]
    fn terms_limit() {
        let mut e = Evaluator::new(&"sub:1".parse().unwrap());
        assert!(matches!(
            e.extend_to(usize::MAX),
            Err(GameError::LimitExceeded { .. })
        ));
    }
}
