//! A position on the game board: heaps in a row, each with its own game, and the moves from it.
//!
//! Heaps of subtraction games keep their place when emptied (a board of three heaps stays a
//! board of three heaps). A move in a row of an octal game (Kayles pins) knocks down `take`
//! adjacent tokens with `left` tokens before them, and the row is replaced by what stands on
//! either side: nothing, one row, or two rows (it splits where the tokens fell).

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::{parse_count, shorten, three_heap_moves, Game, TreeGame};
use crate::limits::{self, MAX_BOARD_HEAP, MAX_BOARD_HEAPS};
use crate::words::t;

/// One heap (or row) on the board.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BoardHeap {
    /// The game played on it.
    pub game: Game,
    /// Its number of tokens.
    pub size: u32,
}

/// A position: heaps in order, and how the game is won.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    heaps: Vec<BoardHeap>,
    /// Whether the last player to move loses. Subtraction heaps carry their rule (and agree
    /// with this); rows of octal and take-and-break games follow the board.
    misere: bool,
}

/// A move on the board.
///
/// Spelled `HEAP:TAKE` for a subtraction heap (`0:3`: take 3 from the first heap),
/// `HEAP:TAKE@LEFT` for a row (`0:2@3`: knock down 2 tokens after the first 3), and
/// `HEAP:TAKE@A-B-C` for a move that leaves three rows (`0:1@1-2-4`: remove 1 token and split
/// the rest into rows of 1, 2 and 4), heaps counted from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardMove {
    /// Which heap, from 0.
    pub heap: usize,
    /// How many tokens the move removes.
    pub take: u32,
    /// In a row: how many tokens stand before the removed ones (`None` for a heap, and for a
    /// split into three).
    pub left: Option<u32>,
    /// A split into three rows: their sizes, smallest first.
    pub three: Option<[u32; 3]>,
}

impl fmt::Display for BoardMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.left, self.three) {
            (_, Some([a, b, c])) => write!(f, "{}:{}@{a}-{b}-{c}", self.heap, self.take),
            (None, None) => write!(f, "{}:{}", self.heap, self.take),
            (Some(left), None) => write!(f, "{}:{}@{left}", self.heap, self.take),
        }
    }
}

impl FromStr for BoardMove {
    type Err = GameError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || GameError::BadMove(shorten(text));
        let (heap, rest) = text.trim().split_once(':').ok_or_else(bad)?;
        let (take, left) = match rest.split_once('@') {
            Some((take, left)) => (take, Some(left)),
            None => (rest, None),
        };
        let number = |t: &str| -> Result<u32, GameError> {
            parse_count(t, Limit::BoardHeapSize, MAX_BOARD_HEAP)
                .map(|n| n as u32)
                .map_err(|_| bad())
        };
        let (left, three) = match left.map(|l| l.split('-').collect::<Vec<_>>()) {
            None => (None, None),
            Some(parts) if parts.len() == 1 => (Some(number(parts[0])?), None),
            Some(parts) if parts.len() == 3 => {
                let mut sizes = [number(parts[0])?, number(parts[1])?, number(parts[2])?];
                sizes.sort_unstable();
                (None, Some(sizes))
            }
            Some(_) => return Err(bad()),
        };
        Ok(BoardMove {
            heap: number(heap)? as usize,
            take: number(take)?,
            left,
            three,
        })
    }
}

/// `text` cut at each `sep` that is not inside braces.
pub fn split_outside_braces(text: &str, sep: char) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0i64, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if c == sep && depth == 0 => {
                items.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    items.push(&text[start..]);
    items
}

/// Whether a game's rows split: octal games are drawn as rows of tokens, subtraction games as
/// heaps.
pub fn is_row(game: &Game) -> bool {
    game.is_row()
}

/// The most rows a row of `size` tokens of `game` can become (a heap stays one): every row
/// keeps a token, and rows that split only by removing tokens lose one at each split.
pub fn most_rows(game: &Game, size: u32) -> u64 {
    let size = u64::from(size);
    match game {
        Game::Subtraction { .. } | Game::Tree(_) => 1,
        Game::Octal(code) if code.splits_without_taking() => size.max(1),
        Game::Octal(_) => size.div_ceil(2),
        Game::TakeBreak(code) if code.digit(0).bits != 0 || code.most_heaps() > 2 => size.max(1),
        Game::TakeBreak(_) => size.div_ceil(2),
    }
}

/// Every move from one heap of `n` tokens of `game`, as `(take, left, three)`: `left` is
/// `None` for a subtraction heap, and for a row the number of tokens standing before the
/// removed ones (every placement is a move of its own, as on a real row of pins); `three` the
/// sizes of the rows a split into three leaves (each set of sizes once).
pub fn token_moves(game: &Game, n: u32) -> Vec<(u32, Option<u32>, Option<[u32; 3]>)> {
    let row = is_row(game);
    let mut out: Vec<(u32, Option<u32>, Option<[u32; 3]>)> = game
        .moves(u64::from(n))
        .iter()
        .map(|m| (m.take as u32, row.then_some(m.left as u32), None))
        .collect();
    if let Game::TakeBreak(code) = game {
        out.extend(
            three_heap_moves(code, u64::from(n))
                .map(|(take, heaps)| (take as u32, None, Some(heaps.map(|h| h as u32)))),
        );
    }
    out
}

impl Board {
    /// A board of these heaps, played misère when its subtraction heaps are.
    ///
    /// # Errors
    /// The [`Limit::BoardHeaps`] and [`Limit::BoardHeapSize`] limits, and
    /// [`GameError::MixedConventions`] when misère and normal heaps are mixed.
    pub fn new(heaps: Vec<BoardHeap>) -> Result<Self, GameError> {
        let misere = heaps.iter().any(|h| h.game.is_misere());
        Board::under(heaps, misere)
    }

    /// A board of these heaps played misère (`misere`) or normal: rows of octal and
    /// take-and-break games follow it; subtraction heaps must spell the same convention, and
    /// games given by their options are played under normal play only.
    ///
    /// # Errors
    /// As [`Board::new`].
    pub fn under(heaps: Vec<BoardHeap>, misere: bool) -> Result<Self, GameError> {
        if heaps.is_empty() {
            return Err(GameError::EmptySum);
        }
        limits::check(Limit::BoardHeaps, heaps.len() as u64, MAX_BOARD_HEAPS)?;
        for heap in &heaps {
            let most = heap
                .game
                .largest_listed_heap()
                .map_or(MAX_BOARD_HEAP, |m| m.min(MAX_BOARD_HEAP));
            limits::check(Limit::BoardHeapSize, u64::from(heap.size), most)?;
        }
        let carries_rule = |g: &Game| matches!(g, Game::Subtraction { .. } | Game::Tree(_));
        if heaps
            .iter()
            .any(|h| carries_rule(&h.game) && h.game.is_misere() != misere)
        {
            return Err(GameError::MixedConventions);
        }
        Ok(Board { heaps, misere })
    }

    /// Reads the `heaps` spelling: sizes separated by commas, all of `default` (`7,5,3`), or
    /// `GAME@SIZE` and `SIZE` items separated by `;` (`sub:1,2@7;octal:0.77@10`; a bare size
    /// is a heap of `default`). A `GAME` without `/RULE` is played under `default`'s rule; one
    /// with it keeps its own.
    ///
    /// # Errors
    /// [`GameError::BadHeaps`] for text that cannot be read, a game spec's own errors (among
    /// them a rule its game does not have: misère play of an octal heap), and the errors of
    /// [`Board::new`] (a board mixing misère and normal play).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::play::Board;
    /// use nimseq_core::{game::{Game, Rule}, GameError};
    /// let kayles = "octal:0.77".parse()?;
    /// let board = Board::parse("7,5", &kayles)?;
    /// assert_eq!(board.sizes(), [7, 5]);
    /// let mixed = Board::parse("sub:1,2@7;octal:0.77@10", &kayles)?;
    /// assert_eq!(mixed.to_spelling(&kayles), "sub:1,2@7;10");
    /// // The link's rule applies to every heap that does not spell its own.
    /// let misere: Game = "sub:1,2/misere".parse()?;
    /// let board = Board::parse("sub:1,2@9;sub:1,3@5", &misere)?;
    /// assert!(board.heaps().iter().all(|h| h.game.rule() == Rule::Misere));
    /// assert_eq!(board.to_spelling(&misere), "9;sub:1,3@5");
    /// // A heap that spells another rule keeps it, and a board mixing misère and normal play
    /// // is refused.
    /// let take_all: Game = "sub:1,2/take-all".parse()?;
    /// let board = Board::parse("sub:1,3/normal@5;4", &take_all)?;
    /// assert_eq!(board.heaps()[0].game.rule(), Rule::Normal);
    /// assert_eq!(board.to_spelling(&take_all), "sub:1,3/normal@5;4");
    /// assert_eq!(
    ///     Board::parse("sub:1,3/normal@5;4", &misere),
    ///     Err(GameError::MixedConventions)
    /// );
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn parse(text: &str, default: &Game) -> Result<Self, GameError> {
        Board::parse_under(text, default, default.is_misere())
    }

    /// [`Board::parse`] for a board played misère (`misere`) or normal whatever `default`'s
    /// rule: rows of octal and take-and-break games follow the board, and subtraction heaps that
    /// spell no rule take misère play with it.
    ///
    /// # Errors
    /// As [`Board::parse`].
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::play::Board;
    /// use nimseq_core::{game::Game, GameError};
    /// let kayles: Game = "octal:0.77".parse()?;
    /// let board = Board::parse_under("5;3;sub:1,2@4", &kayles, true)?;
    /// assert!(board.is_misere());
    /// assert!(board.heaps()[2].game.is_misere());
    /// assert_eq!(
    ///     Board::parse_under("5;sub:1,2/normal@4", &kayles, true),
    ///     Err(GameError::MixedConventions)
    /// );
    /// # Ok::<(), GameError>(())
    /// ```
    pub fn parse_under(text: &str, default: &Game, misere: bool) -> Result<Self, GameError> {
        limits::check_input(text)?;
        let text = text.trim();
        let items: Vec<&str> = if text.contains(['@', ';']) {
            text.split(';').collect()
        } else {
            // Commas inside braces belong to a game given by its options (`{0, *1},*2`).
            split_outside_braces(text, ',')
        };
        limits::check(Limit::BoardHeaps, items.len() as u64, MAX_BOARD_HEAPS)?;
        let heaps = items
            .iter()
            .map(|item| {
                if TreeGame::looks_like(item) && item.trim() != "0" {
                    let tree: TreeGame = item.trim().parse()?;
                    let size = tree.root();
                    limits::check(Limit::BoardHeapSize, size, MAX_BOARD_HEAP)?;
                    return Ok(BoardHeap {
                        game: Game::Tree(tree),
                        size: size as u32,
                    });
                }
                let (game, size) = match item.trim().rsplit_once('@') {
                    Some((game, size)) if game.contains('/') => (game.parse::<Game>()?, size),
                    Some((game, size)) => {
                        // A subtraction heap takes the board's rule; a row of an octal or
                        // take-and-break game has none of its own and follows the board.
                        let game = match game.parse::<Game>()? {
                            g @ Game::Subtraction { .. } if misere && !default.is_misere() => {
                                g.with_rule(crate::game::Rule::Misere)?
                            }
                            g @ Game::Subtraction { .. } => g.with_rule(default.rule())?,
                            g => g,
                        };
                        (game, size)
                    }
                    None => (default.clone(), item.trim()),
                };
                if size.is_empty() {
                    return Err(GameError::BadHeaps(shorten(text)));
                }
                let size = parse_count(size, Limit::BoardHeapSize, MAX_BOARD_HEAP)?;
                Ok(BoardHeap {
                    game,
                    size: size as u32,
                })
            })
            .collect::<Result<Vec<_>, GameError>>()?;
        Board::under(heaps, misere)
    }

    /// The `heaps` spelling: plain sizes when every heap plays `default`, else items
    /// separated by `;`: `GAME@SIZE`, or the bare size of a heap of `default`.
    pub fn to_spelling(&self, default: &Game) -> String {
        if self.heaps.iter().all(|h| &h.game == default) {
            let sizes: Vec<String> = self.heaps.iter().map(|h| h.size.to_string()).collect();
            sizes.join(",")
        } else {
            let items: Vec<String> = self
                .heaps
                .iter()
                .map(|h| {
                    if let Game::Tree(tree) = &h.game {
                        tree.link_spelling(u64::from(h.size))
                    } else if &h.game == default {
                        h.size.to_string()
                    } else if h.game.rule() == default.rule() {
                        format!("{}@{}", h.game.spec(), h.size)
                    } else {
                        format!("{}/{}@{}", h.game.spec(), h.game.rule(), h.size)
                    }
                })
                .collect();
            items.join(";")
        }
    }

    /// The board a game starts from when a link names none: one heap of `3 · max S` tokens
    /// (at least 15) for a subtraction game, a row of 10 for an octal game.
    pub fn default_for(game: &Game) -> Board {
        let size = match game {
            Game::Subtraction { set, .. } => {
                set.max().saturating_mul(3).clamp(15, MAX_BOARD_HEAP as u32)
            }
            Game::Octal(_) | Game::TakeBreak(_) => 10,
            // A game given by its options starts from itself.
            Game::Tree(tree) => tree.root() as u32,
        };
        Board {
            heaps: vec![BoardHeap {
                game: game.clone(),
                size,
            }],
            misere: game.is_misere(),
        }
    }

    /// The heaps, in order.
    pub fn heaps(&self) -> &[BoardHeap] {
        &self.heaps
    }

    /// The heap sizes, in order.
    pub fn sizes(&self) -> Vec<u32> {
        self.heaps.iter().map(|h| h.size).collect()
    }

    /// Whether the last player to move loses (misère play).
    pub fn is_misere(&self) -> bool {
        self.misere
    }

    /// The board played misère (`misere`) or normal: rows of octal and take-and-break games
    /// follow it.
    ///
    /// # Errors
    /// [`GameError::MixedConventions`] when a subtraction heap spells the other convention, or
    /// a game given by its options would be played misère.
    pub fn played(self, misere: bool) -> Result<Self, GameError> {
        Board::under(self.heaps, misere)
    }

    /// Every legal move, heap by heap.
    pub fn moves(&self) -> Vec<BoardMove> {
        self.heaps
            .iter()
            .enumerate()
            .flat_map(|(heap, h)| {
                token_moves(&h.game, h.size)
                    .into_iter()
                    .map(move |(take, left, three)| BoardMove {
                        heap,
                        take,
                        left,
                        three,
                    })
            })
            .collect()
    }

    /// Whether no move is left.
    pub fn is_over(&self) -> bool {
        self.heaps
            .iter()
            .all(|h| token_moves(&h.game, h.size).is_empty())
    }

    /// Whether `mv` is legal here.
    pub fn allows(&self, mv: &BoardMove) -> bool {
        self.heaps.get(mv.heap).is_some_and(|h| {
            token_moves(&h.game, h.size)
                .iter()
                .any(|&(take, left, three)| take == mv.take && left == mv.left && three == mv.three)
        })
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// [`GameError::IllegalMove`] when the move is not allowed here.
    pub fn play(&self, mv: &BoardMove) -> Result<Board, GameError> {
        if !self.allows(mv) {
            return Err(GameError::IllegalMove(mv.to_string()));
        }
        let mut heaps = self.heaps.clone();
        let heap = &heaps[mv.heap];
        // What stands of a row after the move (a heap keeps its place and just shrinks).
        let sizes = match (mv.left, mv.three) {
            (_, Some(three)) => three.to_vec(),
            (Some(left), None) => vec![left, heap.size - mv.take - left],
            (None, None) => Vec::new(),
        };
        if sizes.is_empty() {
            heaps[mv.heap].size -= mv.take;
        } else {
            let parts: Vec<BoardHeap> = sizes
                .into_iter()
                .filter(|&s| s > 0)
                .map(|size| BoardHeap {
                    game: heap.game.clone(),
                    size,
                })
                .collect();
            let game = heap.game.clone();
            heaps.splice(mv.heap..=mv.heap, parts);
            if heaps.is_empty() {
                // A cleared board keeps one empty row, so that it still has a spelling.
                heaps.push(BoardHeap { game, size: 0 });
            }
        }
        Ok(Board {
            heaps,
            misere: self.misere,
        })
    }

    /// The move in words, in the board's own terms (heaps of stones, rows of pins): `heap 1:
    /// take 3 stones, leaving 4`, `row 1: knock down pins 4–5, leaving rows of 3 and 2`, or
    /// for a split that removes nothing (Grundy's game) `row 1: cut between pins 2 and 3,
    /// leaving rows of 2 and 5`.
    pub fn describe(&self, mv: &BoardMove) -> String {
        let Some(heap) = self.heaps.get(mv.heap) else {
            return mv.to_string();
        };
        let number = (mv.heap + 1).to_string();
        if let Game::Tree(tree) = &heap.game {
            let to = u64::from(heap.size.saturating_sub(mv.take));
            return t!(
                "board-tree-move",
                number = number,
                position = tree.spelling(to)
            );
        }
        if let Some([a, b, c]) = mv.three {
            return t!(
                "board-split-three",
                number = number,
                take = mv.take.to_string(),
                count = mv.take,
                a = a.to_string(),
                b = b.to_string(),
                c = c.to_string()
            );
        }
        match mv.left {
            None => t!(
                "board-take",
                number = number,
                take = mv.take.to_string(),
                count = mv.take,
                left = heap.size.saturating_sub(mv.take).to_string()
            ),
            Some(left) if mv.take == 0 => {
                let right = heap.size.saturating_sub(left);
                t!(
                    "board-cut",
                    number = number,
                    left = left.to_string(),
                    next = (left + 1).to_string(),
                    right = right.to_string()
                )
            }
            Some(left) => {
                let right = heap.size.saturating_sub(mv.take + left);
                // What stands after the move: nothing, one row (on either side), or two.
                let (rest, one) = match (left, right) {
                    (0, 0) => ("clear", 0),
                    (0, r) | (r, 0) => ("one", r),
                    _ => ("two", 0),
                };
                t!(
                    "board-knock-down",
                    number = number,
                    count = mv.take,
                    first = (left + 1).to_string(),
                    last = (left + mv.take).to_string(),
                    rest = rest,
                    row = one.to_string(),
                    left = left.to_string(),
                    right = right.to_string()
                )
            }
        }
    }
}

/// A heap as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapView {
    /// Its place, from 0.
    pub index: usize,
    /// Its game, spelled as in links (`sub:1,2`, `octal:0.77`).
    pub game: String,
    /// Whether it is a row that splits (drawn as pins) rather than a heap (drawn as stones).
    pub row: bool,
    /// Its size.
    pub size: u32,
}

impl Board {
    /// The heaps as the page draws them.
    pub fn views(&self) -> Vec<HeapView> {
        self.heaps
            .iter()
            .enumerate()
            .map(|(index, h)| HeapView {
                index,
                game: h.game.spec(),
                row: is_row(&h.game),
                size: h.size,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(spec: &str) -> Game {
        spec.parse().unwrap()
    }

    #[test]
    fn subtraction_moves() {
        let g = game("sub:2,4,7");
        assert_eq!(token_moves(&g, 5), [(2, None, None), (4, None, None)]);
        assert_eq!(token_moves(&g, 1), []);
        let take_all = game("sub:3,5,6/take-all");
        assert_eq!(token_moves(&take_all, 2), [(2, None, None)]);
        assert_eq!(token_moves(&take_all, 3), [(3, None, None)]);
    }

    #[test]
    fn kayles_moves_count_every_placement() {
        let k = game("octal:0.77");
        // A row of n: n single pins and n - 1 adjacent pairs.
        for n in 1..12 {
            assert_eq!(token_moves(&k, n).len() as u32, n + n - 1, "n = {n}");
        }
        // Dawson's Kayles 0.07: only pairs, and a pair may not be the whole row... it may:
        // digit 7 allows leaving nothing.
        let d = game("octal:0.07");
        assert_eq!(token_moves(&d, 2), [(2, Some(0), None)]);
        assert_eq!(
            token_moves(&d, 4),
            [(2, Some(0), None), (2, Some(1), None), (2, Some(2), None)]
        );
        // 0.4: remove one token only from the middle (both sides non-empty).
        assert_eq!(token_moves(&game("octal:0.4"), 3), [(1, Some(1), None)]);
        assert_eq!(token_moves(&game("octal:0.4"), 2), []);
    }

    #[test]
    fn splits_into_three_rows_are_moves_of_their_own() {
        // 0.8: remove one token and split the rest into three rows.
        let g = game("tb:0.8");
        assert_eq!(
            token_moves(&g, 6),
            [(1, None, Some([1, 1, 3])), (1, None, Some([1, 2, 2]))]
        );
        let board = Board::parse("6", &g).unwrap();
        let mv: BoardMove = "0:1@1-2-2".parse().unwrap();
        assert_eq!(mv.to_string(), "0:1@1-2-2");
        assert_eq!("0:1@2-1-2".parse::<BoardMove>().unwrap(), mv);
        assert_eq!(board.play(&mv).unwrap().sizes(), [1, 2, 2]);
        assert_eq!(
            board.describe(&mv),
            "row 1: knock down 1 pin and split the rest into rows of 1, 2 and 2"
        );
        assert!(board.play(&"0:1@1-1-2".parse().unwrap()).is_err());
        assert!("0:1@1-2".parse::<BoardMove>().is_err());
    }

    #[test]
    fn rows_split_where_the_pins_fall() {
        let k = game("octal:0.77");
        let board = Board::parse("9", &k).unwrap();
        let mv: BoardMove = "0:2@3".parse().unwrap();
        let after = board.play(&mv).unwrap();
        assert_eq!(after.sizes(), [3, 4]);
        assert_eq!(
            board.describe(&mv),
            "row 1: knock down pins 4–5, leaving rows of 3 and 4"
        );
        let end = after.play(&"1:1@0".parse().unwrap()).unwrap();
        assert_eq!(end.sizes(), [3, 3]);
        assert!(board.play(&"0:3@0".parse().unwrap()).is_err());
        assert!(
            board.play(&"0:1".parse().unwrap()).is_err(),
            "rows need @LEFT"
        );
    }

    #[test]
    fn heaps_keep_their_place() {
        let g = game("sub:1,2");
        let board = Board::parse("2,1", &g).unwrap();
        let after = board.play(&"0:2".parse().unwrap()).unwrap();
        assert_eq!(after.sizes(), [0, 1]);
        assert!(!after.is_over());
        let done = after.play(&"1:1".parse().unwrap()).unwrap();
        assert!(done.is_over());
        assert_eq!(
            board.describe(&"0:2".parse().unwrap()),
            "heap 1: take 2 stones, leaving 0"
        );
    }

    #[test]
    fn spelling_round_trips() {
        let d = game("sub:2,4,7");
        for text in [
            "7,5,3",
            "sub:1,2@7;octal:0.77@10",
            "0",
            "sub:3,5,6/take-all@9;4",
        ] {
            let board = Board::parse(text, &d).unwrap();
            assert_eq!(
                Board::parse(&board.to_spelling(&d), &d).unwrap(),
                board,
                "{text}"
            );
        }
        for bad in ["", "7,,3", "x", "-1", "7;", "1001", "sub:0@3", "@3"] {
            assert!(Board::parse(bad, &d).is_err(), "{bad}");
        }
        assert!(Board::parse(&["1"; 65].join(","), &d).is_err());
        assert_eq!(
            Board::parse("sub:1/misere@3;sub:1@2", &d),
            Err(GameError::MixedConventions)
        );
        for text in ["0:3", "2:1@4"] {
            assert_eq!(text.parse::<BoardMove>().unwrap().to_string(), text);
        }
        for bad in ["3", "a:b", "0:", "0:1@", "-1:2"] {
            assert!(bad.parse::<BoardMove>().is_err(), "{bad}");
        }
    }

    #[test]
    fn german_and_french_moves_have_no_english() {
        use crate::words::{with_language, Lang};
        let kayles = Board::parse("9", &game("octal:0.77")).unwrap();
        let heaps = Board::parse("2,1", &game("sub:1,2")).unwrap();
        let three = Board::parse("6", &game("tb:0.8")).unwrap();
        let cut = Board::parse("7", &game("grundy")).unwrap();
        let tree = Board::parse("{0, *1, {0, *2}}", &game("sub:1,2")).unwrap();
        let moves = [
            (&kayles, "0:2@3"),
            (&kayles, "0:1@0"),
            (&kayles, "0:1@4"),
            (&heaps, "0:2"),
            (&heaps, "1:1"),
            (&three, "0:1@1-2-2"),
            (&cut, "0:0@2"),
            (&tree, "0:1"),
        ];
        for lang in [Lang::De, Lang::Fr] {
            for (board, mv) in moves {
                let mv: BoardMove = mv.parse().unwrap();
                let words = with_language(lang, || board.describe(&mv));
                for english in [
                    "row", "heap", "take", "knock", "pin", "leaving", " and ", "game",
                ] {
                    assert!(!words.contains(english), "{lang:?} {mv}: {words}");
                }
            }
        }
        let mv: BoardMove = "0:2@3".parse().unwrap();
        assert_eq!(
            with_language(Lang::De, || kayles.describe(&mv)),
            "Reihe 1: Kegel 4–5 umwerfen, es bleiben Reihen aus 3 und 4"
        );
        assert_eq!(
            with_language(Lang::Fr, || kayles.describe(&mv)),
            "rangée 1\u{202f}: renverser les quilles 4–5, il reste des rangées de 3 et 4"
        );
    }
}
