//! The heap alphabet of a game: for each heap size, the positions one move away, each a list
//! of heap sizes (the empty list when the move clears the heap).

use crate::error::{GameError, Limit};
use crate::game::Game;

/// The options of heaps `0..=last`, read off the game's moves as the search reaches each heap
/// (a search that stops early never lists the moves of the heaps past it).
#[derive(Debug, Clone)]
pub(crate) struct Alphabet {
    game: Game,
    /// The last heap asked for.
    last: usize,
    /// `options[n]`: the different results of a move from a heap of `n`, each the heaps left
    /// (non-empty, at most three), for the heaps reached so far.
    options: Vec<Vec<Vec<u32>>>,
}

impl Alphabet {
    /// The options of heaps `0..=last` of `game`.
    ///
    /// # Errors
    /// [`GameError::LimitExceeded`] for [`Limit::QuotientHeaps`] when `last` is past the heaps
    /// whose moves the game lists ([`Game::largest_listed_heap`]).
    pub(crate) fn new(game: &Game, last: u64) -> Result<Self, GameError> {
        if let Some(most) = game.largest_listed_heap() {
            crate::limits::check(Limit::QuotientHeaps, last, most)?;
        }
        let mut alphabet = Alphabet {
            game: game.clone(),
            last: last as usize,
            options: Vec::new(),
        };
        alphabet.reach(0);
        Ok(alphabet)
    }

    /// Lists the options of every heap up to `n` (at most the last heap asked for).
    pub(crate) fn reach(&mut self, n: usize) {
        while self.options.len() <= n.min(self.last) {
            let heap = self.options.len() as u64;
            let mut options: Vec<Vec<u32>> = self
                .game
                .options(heap)
                .into_iter()
                .map(|(_, heaps)| heaps.into_iter().map(|h| h as u32).collect())
                .collect();
            options.sort();
            options.dedup();
            self.options.push(options);
        }
    }

    /// The options of a heap of `n` (reached already).
    pub(crate) fn options(&self, n: usize) -> &[Vec<u32>] {
        &self.options[n]
    }

    /// The last heap asked for.
    pub(crate) fn last(&self) -> usize {
        self.last
    }
}

/// What the periodicity theorem for misère quotients needs to know of a game: the most
/// tokens a move removes (`k`) and the most heaps it leaves (`b`). `None` for games the
/// theorem does not cover (codes that repeat forever, splits into unequal heaps).
pub(crate) fn periodicity_shape(game: &Game) -> Option<(usize, usize)> {
    match game {
        Game::Subtraction { set, .. } => Some((set.max() as usize, 1)),
        Game::Octal(code) => Some((code.len(), if code.splits() { 2 } else { 1 })),
        Game::TakeBreak(code) if code.is_finite() && !code.has_unequal() => {
            Some((code.len(), code.most_heaps()))
        }
        Game::TakeBreak(_) | Game::Tree(_) => None,
    }
}
