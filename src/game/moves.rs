//! A game's moves, defined once: every way to move in one heap. Sums, the board and its
//! solver read their own views off these ([`crate::reference`] keeps its own, on purpose).

use crate::game::octal::{LEAVE_NOTHING, LEAVE_ONE, LEAVE_TWO};
use crate::game::Game;

/// One move in a heap: remove `take` tokens, with `left` tokens before the removed ones and
/// `right` after them. A subtraction game's heap is one pile (`left` is 0); an octal game's
/// heap is a row, and each placement of the removed tokens is a move of its own (a row's two
/// mirror placements leave the same heaps).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HeapMove {
    /// Tokens removed.
    pub take: u64,
    /// Tokens before the removed ones.
    pub left: u64,
    /// Tokens after the removed ones.
    pub right: u64,
}

impl HeapMove {
    /// Whether this is the second of a row's two mirror placements (`left > right`): listing
    /// only moves that are not gives each different result once.
    pub fn is_mirror(&self) -> bool {
        self.left > self.right
    }

    /// The heaps left, smaller first, empty ones dropped.
    pub fn leaves(&self) -> Vec<u64> {
        let (a, b) = (self.left.min(self.right), self.left.max(self.right));
        [a, b].into_iter().filter(|&h| h > 0).collect()
    }
}

impl Game {
    /// Every move from a heap of `n` tokens.
    ///
    /// # Examples
    /// ```
    /// use nimseq::game::HeapMove;
    /// let kayles: nimseq::Game = "octal:0.77".parse()?;
    /// // From 3 pins: knock down one (three places) or two adjacent ones (two places).
    /// let moves: Vec<(u64, u64)> = kayles.moves(3).iter().map(|m| (m.take, m.left)).collect();
    /// assert_eq!(moves, [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1)]);
    /// let distinct: Vec<Vec<u64>> = kayles.moves(3).iter().filter(|m| !m.is_mirror()).map(HeapMove::leaves).collect();
    /// assert_eq!(distinct, [vec![2], vec![1, 1], vec![1]]);
    /// # Ok::<(), nimseq::GameError>(())
    /// ```
    pub fn moves(&self, n: u64) -> Vec<HeapMove> {
        let mut out = Vec::new();
        match self {
            Game::Subtraction { set, rule } => {
                let pile = |take: u64| HeapMove {
                    take,
                    left: 0,
                    right: n - take,
                };
                out.extend(
                    set.elements()
                        .iter()
                        .map(|&s| u64::from(s))
                        .filter(|&s| s <= n)
                        .map(pile),
                );
                if rule.takes_all_below_min() && n > 0 && n < u64::from(set.min()) {
                    out.push(pile(n));
                }
            }
            Game::Octal(code) => {
                for k in 1..=(code.len() as u64).min(n) {
                    let d = code.digit(k as usize);
                    for left in 0..=n - k {
                        let right = n - k - left;
                        let allowed = match (left > 0, right > 0) {
                            (false, false) => d & LEAVE_NOTHING != 0,
                            (true, true) => d & LEAVE_TWO != 0,
                            _ => d & LEAVE_ONE != 0,
                        };
                        if allowed {
                            out.push(HeapMove {
                                take: k,
                                left,
                                right,
                            });
                        }
                    }
                }
            }
        }
        out
    }
}
