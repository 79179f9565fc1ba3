//! The moves of a sum: a move in one heap ([`Move`]), the options of a heap
//! ([`heap_options`]), a winning move with the heaps it leaves ([`WinningMove`]), and each in
//! its game's own words ([`move_in_words`], [`part_noun`]).

use serde::Serialize;

use crate::game::Game;
use crate::heap::Heap;
use crate::words::{and_list, t};

/// A move in one heap.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Move {
    /// Which heap (0-based).
    pub heap: usize,
    /// How many tokens it removes.
    pub take: u64,
    /// The heaps left in its place: none, one, two or three (a split, smallest first).
    pub leaves: Vec<u64>,
}

/// The options of a heap of `n` tokens, each different result once: `(take, leaves)` (a row's
/// mirror placements are one option; see [`Game::moves`] for every move).
///
/// # Examples
/// ```
/// use nimseq_core::sum::heap_options;
/// let kayles = "octal:0.77".parse()?;
/// // From 3 pins: take 1 (end: leaves 2, middle: leaves 1 + 1) or 2 (leaves 1).
/// assert_eq!(heap_options(&kayles, 3), [(1, vec![2]), (1, vec![1, 1]), (2, vec![1])]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn heap_options(game: &Game, n: u64) -> Vec<(u64, Vec<u64>)> {
    game.options(n)
}

/// A winning move and the position it leaves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WinningMove {
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The heaps after it, spelled `GAME@SIZE` (empty heaps dropped).
    pub result: Vec<String>,
}

impl WinningMove {
    /// The move `(take, leaves)` in heap `i` of the sum of `heaps`, with the heaps it leaves
    /// (spelled as the sum's, the heaps cleared left out).
    pub(crate) fn of(heaps: &[Heap], i: usize, take: u64, leaves: Vec<u64>) -> WinningMove {
        let mut result: Vec<String> = Vec::new();
        for (j, other) in heaps.iter().enumerate() {
            if j == i {
                result.extend(leaves.iter().map(|&s| other.game.position_spelling(s)));
            } else if other.size > 0 {
                result.push(other.to_string());
            }
        }
        WinningMove {
            mv: Move {
                heap: i,
                take,
                leaves,
            },
            result,
        }
    }

    /// The move in the sum's words, and the heaps it leaves: `row 1: knock down 1 pin,
    /// leaving rows of 2 and 2  ->  octal:0.77@2 octal:0.77@2` (`heaps` are the sum's).
    pub fn in_words(&self, heaps: &[Heap]) -> String {
        let heap = &heaps[self.mv.heap];
        let what = move_in_words(heap, self.mv.take, &self.mv.leaves);
        t!(
            "sum-move",
            part = part_noun(&heap.game),
            number = (self.mv.heap + 1).to_string(),
            move = what,
            result = if self.result.is_empty() {
                t!("sum-no-heaps")
            } else {
                self.result.join(" ")
            }
        )
    }
}

/// What a part of a sum is called in its game's own words, as the board calls it
/// ([`Game::is_row`]): a `row` of pins (octal and take-and-break games), a `heap` of
/// stones (subtraction games), a `game` (of a tree). In English whatever the language: the
/// command line's labels and the Python package's data (the words of a sum's moves, in the
/// reader's language, select on it).
pub fn part_noun(game: &Game) -> &'static str {
    match game {
        Game::Tree(_) => "game",
        game if game.is_row() => "row",
        _ => "heap",
    }
}

/// A move in its game's own words: `take 2 stones, leaving 5`, `knock down 1 pin, leaving rows
/// of 2 and 4`, `cut the row, leaving rows of 3 and 5` (the board's cut), `move to <position>`.
///
/// # Examples
/// ```
/// use nimseq_core::sum::{move_in_words, Heap};
/// let row: Heap = "K5".parse()?;
/// assert_eq!(move_in_words(&row, 1, &[2, 2]), "knock down 1 pin, leaving rows of 2 and 2");
/// let heap: Heap = "sub:1,2@7".parse()?;
/// assert_eq!(move_in_words(&heap, 1, &[6]), "take 1 stone, leaving 6");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn move_in_words(heap: &Heap, take: u64, leaves: &[u64]) -> String {
    if let Game::Tree(tree) = &heap.game {
        return t!(
            "move-tree",
            position = tree.spelling(heap.size.saturating_sub(take))
        );
    }
    if !heap.game.is_row() {
        let left = leaves.iter().sum::<u64>();
        return t!(
            "move-take",
            take = take.to_string(),
            count = take,
            left = left.to_string()
        );
    }
    let rows: Vec<String> = leaves.iter().map(u64::to_string).collect();
    t!(
        "move-row",
        take = take.to_string(),
        count = take,
        rest = match leaves.len() {
            0 => "clear",
            1 => "one",
            _ => "more",
        },
        rows = and_list(&rows)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{with_language, Lang};

    #[test]
    fn german_and_french_moves_have_no_english() {
        let row: Heap = "K7".parse().unwrap();
        let de = with_language(Lang::De, || move_in_words(&row, 1, &[1, 2, 3]));
        assert_eq!(de, "1 Kegel umwerfen, es bleiben Reihen aus 1, 2 und 3");
        let heap: Heap = "sub:1,2@7".parse().unwrap();
        let fr = with_language(Lang::Fr, || move_in_words(&heap, 2, &[5]));
        assert_eq!(fr, "prendre 2 pierres, il en reste 5");
    }
}
