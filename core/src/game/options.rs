//! The calculation behind one value: the options of a heap of `n`, each with its value, the
//! set of those values and its mex, `G(n)` (a pure function of the game and the values below
//! `n`; the page's "why G(n)" panel writes it out).

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::{Game, Nimber};
use crate::limits;
use crate::mex::MexSet;

/// Most moves looked at to list the options of one heap (a heap of an octal game has about
/// as many as its size times the code's length).
pub const MAX_OPTION_MOVES: u64 = 1 << 24;

/// One option of a heap: what a move leaves and its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ValuedOption {
    /// Tokens the move removes (for a game given by its options, the position it leaves from
    /// is `n - take`).
    pub take: u64,
    /// The heaps it leaves, smallest first; empty when it leaves nothing.
    pub leaves: Vec<u64>,
    /// Each heap's value, in the same order.
    pub parts: Vec<Nimber>,
    /// The option's value: the XOR (nim-sum) of its parts, or `G(0)` when it leaves nothing.
    pub value: Nimber,
}

/// The options of a heap of `n` with their values, the set of those values and its mex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapOptions {
    /// The heap.
    pub n: u64,
    /// The first options, in the order [`Game::options`] lists them (at most as many as asked).
    pub listed: Vec<ValuedOption>,
    /// How many options the heap has in all.
    pub count: u64,
    /// The different values of the options, increasing.
    pub values: Vec<Nimber>,
    /// `G(n)`: the mex of [`HeapOptions::values`], or, for a heap with no option, the value of
    /// a position with no move (0, or 1 under a misère rule).
    pub value: Nimber,
}

impl HeapOptions {
    /// Whether the heap has no option (its player to move cannot move).
    pub fn is_terminal(&self) -> bool {
        self.count == 0
    }
}

impl Game {
    /// The options of a heap of `n` with their values, read off `values` (`G(0) ... G(m)`,
    /// `m >= n - 1`), listing at most `most` of them.
    ///
    /// # Errors
    /// [`Limit::Computed`] when `values` stop before `G(n - 1)`, and [`Limit::HeapOptions`] for a heap whose
    /// options are too many to look at.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::{nim_sequence, Game};
    /// // The lecture's G(5) for {1, 3, 4}: mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3.
    /// let game: Game = "sub:1,3,4".parse()?;
    /// let values = nim_sequence(&game, 6)?;
    /// let why = game.valued_options(5, &values, 10)?;
    /// assert_eq!(why.values, [0, 1, 2]);
    /// assert_eq!(why.value, 3);
    /// assert_eq!(why.listed.iter().map(|o| o.leaves.clone()).collect::<Vec<_>>(), [[4], [2], [1]]);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn valued_options(
        &self,
        n: u64,
        values: &[Nimber],
        most: usize,
    ) -> Result<HeapOptions, GameError> {
        limits::check(Limit::HeapOptions, self.moves_bound(n), MAX_OPTION_MOVES)?;
        // Every option's heaps are below n: G(0) ... G(n - 1) (at least G(0)) are needed.
        let needed = n.max(1);
        if (values.len() as u64) < needed {
            return Err(GameError::limit(
                Limit::Computed,
                needed - 1,
                (values.len() as u64).saturating_sub(1),
            ));
        }
        let terminal = Nimber::from(self.is_misere());
        let mut listed = Vec::new();
        let mut count = 0u64;
        let mut seen = MexSet::new();
        let mut missing = None;
        self.visit_options(n, |take, heaps| {
            count += 1;
            let part = |h: u64| usize::try_from(h).ok().and_then(|i| values.get(i)).copied();
            let mut value = if heaps.is_empty() { values[0] } else { 0 };
            for &h in heaps {
                match part(h) {
                    Some(v) => value ^= v,
                    None => {
                        missing = Some(h);
                        return;
                    }
                }
            }
            seen.insert(u32::from(value));
            if listed.len() < most {
                listed.push(ValuedOption {
                    take,
                    leaves: heaps.to_vec(),
                    parts: heaps.iter().filter_map(|&h| part(h)).collect(),
                    value,
                });
            }
        });
        if let Some(h) = missing {
            return Err(GameError::limit(
                Limit::Computed,
                h,
                (values.len() as u64).saturating_sub(1),
            ));
        }
        let value = if count == 0 {
            terminal
        } else {
            seen.mex() as Nimber
        };
        Ok(HeapOptions {
            n,
            listed,
            count,
            values: seen.members().map(|v| v as Nimber).collect(),
            value,
        })
    }
}
