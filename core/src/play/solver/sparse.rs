//! The table of a board with rows that split: sorted multisets of `(game, size)` heaps to
//! evaluations, filled by a depth-first search without recursion.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::error::{GameError, Limit};
use crate::game::Game;
use crate::limits::{MAX_BOARD_SPARSE_MOVES, MAX_BOARD_SPARSE_POSITIONS};
use crate::play::board::Board;
use crate::play::solver::{Evaluation, Options};

/// Every position reachable from a start whose rows split, evaluated.
#[derive(Debug, Clone)]
pub struct SparseTable {
    games: Vec<Game>,
    values: Positions,
}

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
    fn current(&mut self, splits: &[Vec<Vec<[u32; 3]>>]) -> Option<(usize, [u32; 3])> {
        while let Some(&w) = self.key.get(self.heap) {
            let repeat = self.split == 0 && self.heap > 0 && self.key[self.heap - 1] == w;
            if !repeat
                && let Some(&parts) =
                    splits[(w >> 16) as usize][(w & 0xffff) as usize].get(self.split)
            {
                return Some((self.heap, parts));
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

impl SparseTable {
    /// Tabulates every position reachable from `start` by depth-first search.
    ///
    /// # Errors
    /// [`Limit::BoardPositions`] or [`Limit::BoardMoves`] as soon as the search passes them.
    pub fn build(start: &Board, misere: bool) -> Result<Self, GameError> {
        let mut games: Vec<Game> = Vec::new();
        for h in start.heaps() {
            if !games.contains(&h.game) {
                games.push(h.game.clone());
            }
        }
        let largest = start.sizes().into_iter().max().unwrap_or(0);
        let splits: Vec<Vec<Vec<[u32; 3]>>> = games
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
        Ok(SparseTable { games, values })
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// What perfect play makes of `board`, if it was reached from the start.
    pub fn evaluate(&self, board: &Board) -> Option<Evaluation> {
        if board.heaps().iter().any(|h| !self.games.contains(&h.game)) {
            return None;
        }
        self.values
            .get(&sparse_key(&self.games, board))
            .map(|&v| Evaluation::unpack(v))
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

/// What the moves from one heap of `n` tokens leave of it: up to three sizes, 0 for none. Each
/// different result once (a row's mirror placements leave the same multiset).
fn heap_splits(game: &Game, n: u32) -> Vec<[u32; 3]> {
    game.options(u64::from(n))
        .iter()
        .map(|(_, leaves)| {
            let mut parts = [0; 3];
            for (part, &size) in parts.iter_mut().zip(leaves) {
                *part = size as u32;
            }
            parts
        })
        .collect()
}

/// The key of the position `key` becomes when its heap `heap` leaves `parts`, into `out`.
fn option_key(key: &[u32], heap: usize, parts: [u32; 3], out: &mut Vec<u32>) {
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
