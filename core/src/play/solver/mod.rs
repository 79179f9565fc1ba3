//! Perfect play on the board: who wins every position reachable from a start, and its
//! *remoteness*, the number of moves the game lasts when the winner hurries and the loser
//! delays (Steinhaus; Winning Ways, ch. 9).
//!
//! A position with no move is lost for the player to move under normal play and won under
//! misère play, with remoteness 0. Otherwise a position is won when some move leads to a lost
//! position, and then its remoteness is one more than the least remoteness of such a move;
//! a lost position's remoteness is one more than the greatest remoteness of its options. The
//! winner's fastest move and the loser's longest resistance are what the computer plays.
//!
//! Remoteness of a sum is not a function of its parts' values, so the solver searches the
//! positions themselves: a table over every combination of heap sizes when no heap splits
//! (computed in one increasing pass), and a hash table over sorted multisets of heaps,
//! filled by depth-first search, when rows split. Both are bounded by limits checked before
//! (dense) or while (sparse) the table grows, so a large board is refused, never slow.

mod dense;
mod sparse;

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::limits::{self, MAX_BOARD_HEAPS};
use crate::play::board::{is_row, most_rows, Board, BoardMove};
use dense::DenseTable;
use sparse::SparseTable;

/// What perfect play makes of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Evaluation {
    /// Whether the player to move wins.
    pub wins: bool,
    /// How many moves the game lasts with perfect play (the winner hurrying, the loser
    /// delaying).
    pub remoteness: u32,
}

impl Evaluation {
    pub(crate) fn pack(self) -> u32 {
        self.remoteness << 1 | u32::from(self.wins)
    }

    pub(crate) fn unpack(v: u32) -> Self {
        Evaluation {
            wins: v & 1 == 1,
            remoteness: v >> 1,
        }
    }

    /// The evaluation of a position from those of its options.
    pub(crate) fn from_options(options: impl Iterator<Item = Evaluation>, misere: bool) -> Self {
        let mut seen = Options::default();
        options.for_each(|o| seen.add(o));
        seen.evaluation(misere)
    }
}

/// What the options of a position looked at so far make of it.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Options {
    any: bool,
    /// The least remoteness of an option lost for the opponent.
    fastest_win: Option<u32>,
    /// The greatest remoteness of an option won by the opponent.
    longest_loss: u32,
}

impl Options {
    pub(crate) fn add(&mut self, o: Evaluation) {
        self.any = true;
        if o.wins {
            self.longest_loss = self.longest_loss.max(o.remoteness);
        } else {
            self.fastest_win = Some(
                self.fastest_win
                    .map_or(o.remoteness, |r| r.min(o.remoteness)),
            );
        }
    }

    pub(crate) fn evaluation(self, misere: bool) -> Evaluation {
        match (self.any, self.fastest_win) {
            (false, _) => Evaluation {
                wins: misere,
                remoteness: 0,
            },
            (true, Some(r)) => Evaluation {
                wins: true,
                remoteness: r + 1,
            },
            (true, None) => Evaluation {
                wins: false,
                remoteness: self.longest_loss + 1,
            },
        }
    }
}

/// Every position reachable from a start, evaluated.
#[derive(Debug, Clone)]
pub struct Solver {
    misere: bool,
    table: Tabulation,
}

/// The solver's table of positions.
#[derive(Debug, Clone)]
enum Tabulation {
    /// Heaps that never split.
    Dense(DenseTable),
    /// Rows that split.
    Sparse(SparseTable),
}

/// A legal move and what perfect play makes of the position it leaves.
pub type Choice = (BoardMove, Option<Evaluation>);

impl Solver {
    /// Solves every position reachable from `start`.
    ///
    /// # Errors
    /// [`Limit::BoardPositions`] when there are more positions than the solver tabulates,
    /// [`Limit::BoardHeaps`] when its rows can split into more heaps than a board has.
    pub fn new(start: &Board) -> Result<Self, GameError> {
        let most_heaps: u64 = start
            .heaps()
            .iter()
            .map(|h| most_rows(&h.game, h.size))
            .sum();
        limits::check(Limit::BoardHeaps, most_heaps.max(1), MAX_BOARD_HEAPS)?;
        let misere = start.is_misere();
        let table = if start.heaps().iter().any(|h| is_row(&h.game)) {
            Tabulation::Sparse(SparseTable::build(start, misere)?)
        } else {
            Tabulation::Dense(DenseTable::build(start, misere)?)
        };
        Ok(Solver { misere, table })
    }

    /// Whether the solver plays misère.
    pub fn is_misere(&self) -> bool {
        self.misere
    }

    /// The number of positions tabulated.
    pub fn positions(&self) -> usize {
        match &self.table {
            Tabulation::Dense(t) => t.len(),
            Tabulation::Sparse(t) => t.len(),
        }
    }

    /// What perfect play makes of `board`, if it is reachable from the solver's start.
    pub fn evaluate(&self, board: &Board) -> Option<Evaluation> {
        match &self.table {
            Tabulation::Dense(t) => t.evaluate(board),
            Tabulation::Sparse(t) => t.evaluate(board),
        }
    }

    /// Every legal move with what perfect play makes of the position it leaves (for the
    /// opponent, who moves next there).
    pub fn options(&self, board: &Board) -> Vec<Choice> {
        board
            .moves()
            .into_iter()
            .map(|mv| {
                let after = board.play(&mv).ok();
                (mv, after.and_then(|b| self.evaluate(&b)))
            })
            .collect()
    }

    /// The move perfect play chooses: from a won position the winning move that wins
    /// fastest, from a lost one the move that makes the game last longest; the first such
    /// move in board order on ties. `None` when no move is left.
    pub fn best_move(&self, board: &Board) -> Option<BoardMove> {
        Self::choose(&self.options(board))
    }

    /// [`Self::best_move`] among options already listed by [`Self::options`].
    pub fn choose(options: &[Choice]) -> Option<BoardMove> {
        let fastest_win = options
            .iter()
            .filter_map(|(mv, e)| e.filter(|e| !e.wins).map(|e| (e.remoteness, *mv)))
            .min_by_key(|&(r, _)| r);
        if let Some((_, mv)) = fastest_win {
            return Some(mv);
        }
        // Longest resistance: the greatest remoteness, the first on ties.
        let mut best: Option<(u32, BoardMove)> = None;
        for (mv, e) in options {
            let r = e.map_or(0, |e| e.remoteness);
            if best.is_none_or(|(b, _)| r > b) {
                best = Some((r, *mv));
            }
        }
        best.map(|(_, mv)| mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(heaps: &str, game: &str) -> Board {
        Board::parse(heaps, &game.parse().unwrap()).unwrap()
    }

    /// Plain minimax with no table, for small positions.
    fn brute(b: &Board) -> Evaluation {
        let options: Vec<Evaluation> = b
            .moves()
            .iter()
            .map(|mv| brute(&b.play(mv).unwrap()))
            .collect();
        Evaluation::from_options(options.into_iter(), b.is_misere())
    }

    #[test]
    fn remoteness_of_one_heap_of_sub_1_2() {
        // P-positions are multiples of 3; R(3m) = 2m, R(3m + 1) = R(3m + 2) = 2m + 1.
        let start = board("30", "sub:1,2");
        let solver = Solver::new(&start).unwrap();
        for n in 0..=30u32 {
            let e = solver.evaluate(&board(&n.to_string(), "sub:1,2")).unwrap();
            assert_eq!(e.wins, n % 3 != 0, "n = {n}");
            let expected = if n % 3 == 0 {
                2 * (n / 3)
            } else {
                2 * (n / 3) + 1
            };
            assert_eq!(e.remoteness, expected, "n = {n}");
        }
    }

    #[test]
    fn tables_agree_with_plain_minimax() {
        for (heaps, game) in [
            ("4,3,2", "sub:1,2,3"),
            ("5,4", "sub:2,3/misere"),
            ("6,2", "sub:1,4/take-all"),
            ("3;sub:1,2@4", "sub:2,5"),
            ("7", "octal:0.77"),
            ("4,3", "octal:0.77"),
            ("8", "octal:0.07"),
            ("3;sub:1,3@4", "octal:0.137"),
        ] {
            let start = board(heaps, game);
            let solver = Solver::new(&start).unwrap();
            // Every position reachable by a few moves.
            let mut frontier = vec![start.clone()];
            for _ in 0..4 {
                let mut next = Vec::new();
                for b in &frontier {
                    assert_eq!(solver.evaluate(b), Some(brute(b)), "{heaps} {game}: {b:?}");
                    next.extend(b.moves().iter().map(|mv| b.play(mv).unwrap()));
                }
                frontier = next;
            }
        }
    }

    #[test]
    fn big_boards_are_refused() {
        let e = Solver::new(&board("1000,1000,1000", "sub:1,2")).unwrap_err();
        assert!(matches!(
            e,
            GameError::LimitExceeded {
                what: Limit::BoardPositions,
                ..
            }
        ));
        let e = Solver::new(&board("80", "octal:0.77")).unwrap_err();
        assert!(matches!(
            e,
            GameError::LimitExceeded {
                what: Limit::BoardPositions,
                ..
            }
        ));
        // A row of 200 could split into 100 rows, more than a board holds.
        let e = Solver::new(&board("200", "octal:0.77")).unwrap_err();
        assert!(matches!(
            e,
            GameError::LimitExceeded {
                what: Limit::BoardHeaps,
                ..
            }
        ));
        let e = Solver::new(&board("45,45", "octal:0.07")).unwrap_err();
        assert!(matches!(
            e,
            GameError::LimitExceeded {
                what: Limit::BoardPositions,
                ..
            }
        ));
    }
}
