//! The table of a board whose heaps never split: every combination of heap sizes, position
//! `Σ size_i · stride_i`, filled in one increasing pass (every option lowers one size).

use crate::error::{GameError, Limit};
use crate::game::Game;
use crate::limits::{MAX_BOARD_DENSE_MOVES, MAX_BOARD_DENSE_POSITIONS};
use crate::play::board::Board;
use crate::play::solver::Evaluation;

/// Every position of heaps that never split, evaluated.
#[derive(Debug, Clone)]
pub struct DenseTable {
    games: Vec<Game>,
    strides: Vec<usize>,
    limits: Vec<u32>,
    values: Vec<u32>,
}

impl DenseTable {
    /// Tabulates every position of `start`'s heaps in one increasing pass.
    ///
    /// # Errors
    /// [`Limit::BoardPositions`] or [`Limit::BoardMoves`] when the table would be too large.
    pub fn build(start: &Board, misere: bool) -> Result<Self, GameError> {
        let limits: Vec<u32> = start.sizes();
        let mut strides = Vec::with_capacity(limits.len());
        let mut total: u64 = 1;
        for &n in &limits {
            strides.push(total as usize);
            total = total.saturating_mul(u64::from(n) + 1);
        }
        if total > MAX_BOARD_DENSE_POSITIONS {
            return Err(GameError::limit(
                Limit::BoardPositions,
                total,
                MAX_BOARD_DENSE_POSITIONS,
            ));
        }
        let games: Vec<Game> = start.heaps().iter().map(|h| h.game.clone()).collect();
        // The takes from each size of each heap, and how many moves the table looks at.
        let takes: Vec<Vec<Vec<u32>>> = games
            .iter()
            .zip(&limits)
            .map(|(g, &n)| {
                (0..=n)
                    .map(|size| {
                        g.moves(u64::from(size))
                            .iter()
                            .map(|m| m.take as u32)
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let mut moves: u64 = 0;
        for (heap, &n) in takes.iter().zip(&limits) {
            let from_heap: u64 = heap.iter().map(|t| t.len() as u64).sum();
            // Every size of this heap with every size of the others.
            moves = moves.saturating_add(from_heap.saturating_mul(total / (u64::from(n) + 1)));
        }
        if moves > MAX_BOARD_DENSE_MOVES {
            return Err(GameError::limit(
                Limit::BoardMoves,
                moves,
                MAX_BOARD_DENSE_MOVES,
            ));
        }
        let mut values = vec![0u32; total as usize];
        let mut sizes = vec![0u32; limits.len()];
        for index in 0..total as usize {
            // Every option lowers one coordinate, so it comes earlier in this order.
            let strides = &strides;
            let options = sizes.iter().enumerate().flat_map(|(i, &s)| {
                takes[i][s as usize]
                    .iter()
                    .map(move |&t| index - t as usize * strides[i])
            });
            let options = options.map(|o| Evaluation::unpack(values[o]));
            values[index] = Evaluation::from_options(options, misere).pack();
            // The next position: count up in mixed radix.
            for (s, &n) in sizes.iter_mut().zip(&limits) {
                if *s < n {
                    *s += 1;
                    break;
                }
                *s = 0;
            }
        }
        Ok(DenseTable {
            games,
            strides,
            limits,
            values,
        })
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// What perfect play makes of `board`, if it is one of the table's positions.
    pub fn evaluate(&self, board: &Board) -> Option<Evaluation> {
        let heaps = board.heaps();
        if heaps.len() != self.games.len() {
            return None;
        }
        let mut index = 0;
        for (i, h) in heaps.iter().enumerate() {
            if h.game != self.games[i] || h.size > self.limits[i] {
                return None;
            }
            index += h.size as usize * self.strides[i];
        }
        self.values.get(index).map(|&v| Evaluation::unpack(v))
    }
}
