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

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::Game;
use crate::limits::{
    self, MAX_BOARD_DENSE_MOVES, MAX_BOARD_DENSE_POSITIONS, MAX_BOARD_HEAPS,
    MAX_BOARD_SPARSE_MOVES, MAX_BOARD_SPARSE_POSITIONS,
};
use crate::play::board::{heap_moves, is_row, Board, BoardMove};

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
    fn pack(self) -> u32 {
        self.remoteness << 1 | u32::from(self.wins)
    }

    fn unpack(v: u32) -> Self {
        Evaluation {
            wins: v & 1 == 1,
            remoteness: v >> 1,
        }
    }

    /// The evaluation of a position from those of its options.
    fn from_options(options: impl Iterator<Item = Evaluation>, misere: bool) -> Self {
        let mut seen = Options::default();
        options.for_each(|o| seen.add(o));
        seen.evaluation(misere)
    }
}

/// What the options of a position looked at so far make of it.
#[derive(Debug, Default, Clone, Copy)]
struct Options {
    any: bool,
    /// The least remoteness of an option lost for the opponent.
    fastest_win: Option<u32>,
    /// The greatest remoteness of an option won by the opponent.
    longest_loss: u32,
}

impl Options {
    fn add(&mut self, o: Evaluation) {
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

    fn evaluation(self, misere: bool) -> Evaluation {
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

/// A position of the sparse search, with how far the search has got through its options.
struct Frame {
    key: Box<[u32]>,
    heap: usize,
    split: usize,
    options: Options,
}

impl Frame {
    fn new(key: Box<[u32]>) -> Self {
        Frame {
            key,
            heap: 0,
            split: 0,
            options: Options::default(),
        }
    }

    /// The option to look at next: the heap it moves in and what the move leaves of it.
    /// A heap equal to the one before it has the same options and is skipped.
    fn current(&mut self, splits: &[Vec<Vec<[u32; 2]>>]) -> Option<(usize, [u32; 2])> {
        while let Some(&w) = self.key.get(self.heap) {
            let repeat = self.split == 0 && self.heap > 0 && self.key[self.heap - 1] == w;
            if !repeat {
                if let Some(&parts) =
                    splits[(w >> 16) as usize][(w & 0xffff) as usize].get(self.split)
                {
                    return Some((self.heap, parts));
                }
            }
            self.heap += 1;
            self.split = 0;
        }
        None
    }

    fn advance(&mut self) {
        self.split += 1;
    }
}

/// Every position reachable from a start, evaluated.
#[derive(Debug, Clone)]
pub struct Solver {
    misere: bool,
    table: Table,
}

#[derive(Debug, Clone)]
enum Table {
    /// Heaps that never split: position `Σ size_i · stride_i`.
    Dense {
        games: Vec<Game>,
        strides: Vec<usize>,
        limits: Vec<u32>,
        values: Vec<u32>,
    },
    /// Rows that split: sorted `(game, size)` keys.
    Sparse { games: Vec<Game>, values: Positions },
}

/// A legal move and what perfect play makes of the position it leaves.
pub type Choice = (BoardMove, Option<Evaluation>);

/// The sparse table: sorted heap keys to packed evaluations, hashed by [`KeyHasher`].
type Positions = HashMap<Box<[u32]>, u32, BuildHasherDefault<KeyHasher>>;

/// A fast hash for keys of small words (multiply and rotate, as in Firefox's FxHash); the
/// table's keys come from the page's own board, so no adversary picks collisions.
#[derive(Debug, Default, Clone, Copy)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Packs a heap into a key word: its game's number and its size.
fn word(game: usize, size: u32) -> u32 {
    (game as u32) << 16 | size
}

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
            .map(|h| {
                if is_row(&h.game) {
                    u64::from(h.size).div_ceil(2)
                } else {
                    1
                }
            })
            .sum();
        limits::check(Limit::BoardHeaps, most_heaps.max(1), MAX_BOARD_HEAPS)?;
        let misere = start.is_misere();
        let table = if start.heaps().iter().any(|h| is_row(&h.game)) {
            Self::sparse(start, misere)?
        } else {
            Self::dense(start, misere)?
        };
        Ok(Solver { misere, table })
    }

    fn dense(start: &Board, misere: bool) -> Result<Table, GameError> {
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
                    .map(|size| heap_moves(g, size).into_iter().map(|(t, _)| t).collect())
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
        Ok(Table::Dense {
            games,
            strides,
            limits,
            values,
        })
    }

    fn sparse(start: &Board, misere: bool) -> Result<Table, GameError> {
        let mut games: Vec<Game> = Vec::new();
        for h in start.heaps() {
            if !games.contains(&h.game) {
                games.push(h.game.clone());
            }
        }
        let largest = start.sizes().into_iter().max().unwrap_or(0);
        let splits: Vec<Vec<Vec<[u32; 2]>>> = games
            .iter()
            .map(|g| (0..=largest).map(|n| heap_splits(g, n)).collect())
            .collect();
        let mut values: Positions = Positions::default();
        // Depth-first without recursion. A frame is a position, the next option to look at
        // (heap `heap`, split `split`) and what its options known so far make of it.
        let mut stack = vec![Frame::new(sparse_key(&games, start))];
        let mut option: Vec<u32> = Vec::new();
        let mut looked_at: u64 = 0;
        while let Some(frame) = stack.last_mut() {
            let mut unknown = None;
            while let Some((heap, parts)) = frame.current(&splits) {
                looked_at += 1;
                if looked_at > MAX_BOARD_SPARSE_MOVES {
                    return Err(GameError::limit(
                        Limit::BoardMoves,
                        looked_at,
                        MAX_BOARD_SPARSE_MOVES,
                    ));
                }
                option_key(&frame.key, heap, parts, &mut option);
                match values.get(option.as_slice()) {
                    Some(&v) => {
                        frame.options.add(Evaluation::unpack(v));
                        frame.advance();
                    }
                    None => {
                        // Come back to this option once it is known.
                        unknown = Some(option.clone().into_boxed_slice());
                        break;
                    }
                }
            }
            if let Some(key) = unknown {
                let tabulated = values.len() as u64 + stack.len() as u64;
                if tabulated >= MAX_BOARD_SPARSE_POSITIONS {
                    return Err(GameError::limit(
                        Limit::BoardPositions,
                        tabulated + 1,
                        MAX_BOARD_SPARSE_POSITIONS,
                    ));
                }
                stack.push(Frame::new(key));
            } else if let Some(done) = stack.pop() {
                values.insert(done.key, done.options.evaluation(misere).pack());
            }
        }
        Ok(Table::Sparse { games, values })
    }

    /// Whether the solver plays misère.
    pub fn is_misere(&self) -> bool {
        self.misere
    }

    /// The number of positions tabulated.
    pub fn positions(&self) -> usize {
        match &self.table {
            Table::Dense { values, .. } => values.len(),
            Table::Sparse { values, .. } => values.len(),
        }
    }

    /// What perfect play makes of `board`, if it is reachable from the solver's start.
    pub fn evaluate(&self, board: &Board) -> Option<Evaluation> {
        match &self.table {
            Table::Dense {
                games,
                strides,
                limits,
                values,
            } => {
                let heaps = board.heaps();
                if heaps.len() != games.len() {
                    return None;
                }
                let mut index = 0;
                for (i, h) in heaps.iter().enumerate() {
                    if h.game != games[i] || h.size > limits[i] {
                        return None;
                    }
                    index += h.size as usize * strides[i];
                }
                values.get(index).map(|&v| Evaluation::unpack(v))
            }
            Table::Sparse { games, values } => {
                if board.heaps().iter().any(|h| !games.contains(&h.game)) {
                    return None;
                }
                values
                    .get(&sparse_key(games, board))
                    .map(|&v| Evaluation::unpack(v))
            }
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

/// The sorted key of a position for the sparse table (empty heaps dropped: they have no
/// moves in any game).
fn sparse_key(games: &[Game], board: &Board) -> Box<[u32]> {
    let mut key: Vec<u32> = board
        .heaps()
        .iter()
        .filter(|h| h.size > 0)
        .map(|h| {
            let g = games.iter().position(|x| x == &h.game).unwrap_or(0);
            word(g, h.size)
        })
        .collect();
    key.sort_unstable();
    key.into_boxed_slice()
}

/// What the moves from one heap of `n` tokens leave of it: two sizes, 0 for none. A row's
/// mirror placements leave the same multiset and are listed once.
fn heap_splits(game: &Game, n: u32) -> Vec<[u32; 2]> {
    heap_moves(game, n)
        .into_iter()
        .filter_map(|(take, left)| match left {
            None => Some([n - take, 0]),
            Some(l) if l > n - take - l => None,
            Some(l) => Some([l, n - take - l]),
        })
        .collect()
}

/// The key of the position `key` becomes when its heap `heap` leaves `parts`, into `out`.
fn option_key(key: &[u32], heap: usize, parts: [u32; 2], out: &mut Vec<u32>) {
    out.clear();
    out.extend_from_slice(&key[..heap]);
    out.extend_from_slice(&key[heap + 1..]);
    let game = (key[heap] >> 16) as usize;
    for part in parts.into_iter().filter(|&p| p > 0) {
        let w = word(game, part);
        let at = out.partition_point(|&x| x < w);
        out.insert(at, w);
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
