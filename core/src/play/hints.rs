//! Hints that explain: each heap's nim-value, the nim-sum in binary, the move perfect play
//! makes and why it wins (or why nothing wins), and for misère play the misère strategy.

use std::collections::HashMap;

use serde::Serialize;

use crate::error::GameError;
use crate::game::{nim_sequence, Game, Nimber};
use crate::play::board::{Board, BoardMove};
use crate::play::quotient::{BoardQuotient, QuotientHint};
use crate::play::solver::{Choice, Evaluation, Solver};
use crate::words::t;

/// A heap's value, as the hint shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapValue {
    /// The heap's place, from 0.
    pub index: usize,
    /// Its size.
    pub size: u32,
    /// Its nim-value (its misère value for a single misère heap; none for misère sums).
    pub value: Option<u32>,
    /// The value in binary, padded to the width of the largest.
    pub binary: Option<String>,
}

/// Everything the hint panel says about a position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// Whether the player to move wins with perfect play.
    pub wins: bool,
    /// `N` (the next player wins) or `P` (the previous player wins).
    pub class: &'static str,
    /// Moves left with perfect play.
    pub remoteness: u32,
    /// Each heap's value.
    pub heaps: Vec<HeapValue>,
    /// The XOR of the values (normal play).
    pub nim_sum: Option<u32>,
    /// The nim-sum in binary.
    pub nim_sum_binary: Option<String>,
    /// The move perfect play makes (its spelling), if any move is left.
    pub best: Option<String>,
    /// Every winning move (spellings).
    pub winning: Vec<String>,
    /// The hint in one sentence: names the winning move, or says there is none.
    pub text: String,
    /// Why, step by step.
    pub reasons: Vec<String>,
    /// For misère play: the strategy in words.
    pub strategy: Option<String>,
    /// For a misère board of one game's heaps: the misère quotient's reading of the position
    /// and of every move.
    pub quotient: Option<QuotientHint>,
}

/// Computes hints for the positions of one game (values are computed once per game).
#[derive(Debug, Clone)]
pub struct Hinter {
    /// Values of each game on the board, up to its largest heap.
    values: HashMap<Game, Vec<Nimber>>,
    /// The misère quotient that decides a misère board, if one was found.
    quotient: BoardQuotient,
}

impl Hinter {
    /// Values for every game of `start`, up to its largest heap (heaps never grow).
    ///
    /// # Errors
    /// As [`nim_sequence`].
    pub fn new(start: &Board) -> Result<Self, GameError> {
        let mut values = HashMap::new();
        for h in start.heaps() {
            let largest = start
                .heaps()
                .iter()
                .filter(|x| x.game == h.game)
                .map(|x| x.size)
                .max()
                .unwrap_or(0);
            if !values.contains_key(&h.game) {
                values.insert(h.game.clone(), nim_sequence(&h.game, largest as usize + 1)?);
            }
        }
        Ok(Hinter {
            values,
            quotient: BoardQuotient::of(start),
        })
    }

    /// The move perfect play makes in `board`, among `options` ([`Solver::options`]): on a
    /// board its misère quotient decides, one of the moves to a product in the P-portion (the
    /// fastest, as the search times it), else the search's choice.
    pub fn choose(&self, board: &Board, options: &[Choice]) -> Option<BoardMove> {
        match self.quotient.winning_moves(board) {
            Some(winning) if !winning.is_empty() => {
                let to_p: Vec<Choice> = options
                    .iter()
                    .filter(|(mv, _)| winning.contains(mv))
                    .copied()
                    .collect();
                Solver::choose(&to_p)
            }
            _ => Solver::choose(options),
        }
    }

    /// How the board's misère positions are decided: by its quotient, or by search.
    pub fn quotient(&self) -> &BoardQuotient {
        &self.quotient
    }

    fn value(&self, game: &Game, size: u32) -> Option<u32> {
        self.values
            .get(game)
            .and_then(|v| v.get(size as usize))
            .map(|&v| u32::from(v))
    }

    /// Whether the board's values decide it: normal play (XOR of values), or a single misère
    /// subtraction heap (its misère value; a misère row of an octal game can split, so its
    /// normal-play value says nothing).
    fn values_decide(board: &Board) -> bool {
        match board.heaps() {
            _ if !board.is_misere() => true,
            [heap] => heap.game.is_misere(),
            _ => false,
        }
    }

    /// The value a heap has after `mv` (the XOR of what the move leaves of it).
    fn value_after(&self, board: &Board, mv: &BoardMove) -> Option<u32> {
        let heap = board.heaps().get(mv.heap)?;
        if let Some(parts) = mv.three {
            return parts
                .iter()
                .try_fold(0, |x, &p| Some(x ^ self.value(&heap.game, p)?));
        }
        match mv.left {
            None => self.value(&heap.game, heap.size - mv.take),
            Some(left) => {
                let right = heap.size - mv.take - left;
                Some(self.value(&heap.game, left)? ^ self.value(&heap.game, right)?)
            }
        }
    }

    /// The hint for `board`, with `solver` deciding every position.
    pub fn hint(&self, board: &Board, solver: &Solver) -> Hint {
        self.hint_for_options(board, solver, &solver.options(board))
    }

    /// [`Self::hint`] with the board's options already listed by [`Solver::options`].
    pub fn hint_for_options(&self, board: &Board, solver: &Solver, options: &[Choice]) -> Hint {
        let evaluation = solver.evaluate(board).unwrap_or(Evaluation {
            wins: false,
            remoteness: 0,
        });
        let decided_by_values = Self::values_decide(board);
        let raw: Vec<Option<u32>> = board
            .heaps()
            .iter()
            .map(|h| {
                decided_by_values
                    .then(|| self.value(&h.game, h.size))
                    .flatten()
            })
            .collect();
        let nim_sum = decided_by_values.then(|| raw.iter().flatten().fold(0, |x, v| x ^ v));
        let width = raw
            .iter()
            .flatten()
            .chain(nim_sum.iter())
            .map(|v| format!("{v:b}").len())
            .max()
            .unwrap_or(1);
        let bin = |v: u32| format!("{v:0>width$b}");
        let heaps = board
            .heaps()
            .iter()
            .zip(&raw)
            .enumerate()
            .map(|(index, (h, v))| HeapValue {
                index,
                size: h.size,
                value: *v,
                binary: v.map(bin),
            })
            .collect();
        // The quotient decides a misère board when it has one (the search agrees: tested).
        let winning: Vec<BoardMove> = self.quotient.winning_moves(board).unwrap_or_else(|| {
            options
                .iter()
                .filter(|(_, e)| e.is_some_and(|e| !e.wins))
                .map(|(mv, _)| *mv)
                .collect()
        });
        let best = self.choose(board, options);
        let mut reasons = Vec::new();
        let text = match best {
            None => t!("hint-over"),
            Some(mv) if evaluation.wins => {
                let left = evaluation.remoteness.saturating_sub(1);
                t!(
                    "hint-winning-move",
                    move = board.describe(&mv),
                    moves = left.to_string(),
                    count = left
                )
            }
            Some(mv) => t!(
                "hint-no-winning-move",
                move = board.describe(&mv),
                moves = evaluation.remoteness.to_string(),
                count = evaluation.remoteness
            ),
        };
        if let (Some(x), true) = (nim_sum, !board.is_misere()) {
            let parts: Vec<String> = raw
                .iter()
                .enumerate()
                .filter_map(|(i, v)| {
                    v.map(|v| {
                        t!(
                            "hint-heap-value",
                            heap = (i + 1).to_string(),
                            value = v.to_string(),
                            binary = bin(v)
                        )
                    })
                })
                .collect();
            reasons.push(format!("{}.", parts.join(&t!("hint-heap-separator"))));
            if x == 0 {
                // In binary only when the binary differs from the number: `0 = 0` is a slip.
                let zero = if width > 1 {
                    format!("{} = 0", bin(0))
                } else {
                    "0".to_string()
                };
                reasons.push(t!("hint-p-position", zero = zero));
            } else {
                reasons.push(t!("hint-n-position", sum = bin(x)));
                if let Some(mv) = best {
                    let i = mv.heap;
                    if let (Some(before), Some(after)) = (raw[i], self.value_after(board, &mv)) {
                        reasons.push(t!(
                            "hint-changes-value",
                            move = capitalise(&board.describe(&mv)),
                            heap = (i + 1).to_string(),
                            before = bin(before),
                            after = bin(after),
                            sum = bin(x),
                            zero = bin(0)
                        ));
                    }
                }
            }
        }
        let strategy = board
            .is_misere()
            .then(|| self.misere_strategy(board, solver));
        Hint {
            wins: evaluation.wins,
            class: if evaluation.wins { "N" } else { "P" },
            remoteness: evaluation.remoteness,
            heaps,
            nim_sum: nim_sum.filter(|_| !board.is_misere()),
            nim_sum_binary: nim_sum.filter(|_| !board.is_misere()).map(bin),
            best: best.map(|m| m.to_string()),
            winning: winning.iter().map(BoardMove::to_string).collect(),
            text,
            reasons,
            strategy,
            quotient: self.quotient.hint(board),
        }
    }

    /// The misère strategy for this board, in words.
    fn misere_strategy(&self, board: &Board, solver: &Solver) -> String {
        if let ([heap], true) = (board.heaps(), Self::values_decide(board)) {
            let v = self.value(&heap.game, heap.size).unwrap_or(0);
            return t!("hint-misere-value", value = v.to_string());
        }
        if board.heaps().iter().all(|h| acts_as_nim(&h.game, h.size)) {
            return t!("hint-misere-nim");
        }
        match &self.quotient {
            BoardQuotient::Found { .. } => t!("hint-misere-quotient"),
            BoardQuotient::NotFound(why) => t!(
                "hint-misere-not-found",
                why = why.as_str(),
                positions = solver.positions().to_string(),
                count = solver.positions()
            ),
            BoardQuotient::NotApplicable => t!(
                "hint-misere-search",
                positions = solver.positions().to_string(),
                count = solver.positions()
            ),
        }
    }
}

/// Whether a heap of `size` plays exactly as a Nim heap: every take from 1 to the size.
fn acts_as_nim(game: &Game, size: u32) -> bool {
    game.subtraction_set()
        .is_some_and(|set| (1..=size).all(|s| set.contains(s)))
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Board;

    fn setup(heaps: &str, game: &str) -> (Board, Solver, Hinter) {
        let board = Board::parse(heaps, &game.parse().unwrap()).unwrap();
        let solver = Solver::new(&board).unwrap();
        let hinter = Hinter::new(&board).unwrap();
        (board, solver, hinter)
    }

    #[test]
    fn the_xor_explains_the_winning_move() {
        // Nim heaps 3, 5, 6: nim-sum 3 ^ 5 ^ 6 = 0, lost. Heaps 3, 4, 5: 3 ^ 4 ^ 5 = 2.
        let (board, solver, hinter) = setup("3,4,5", "sub:1-6");
        let h = hinter.hint(&board, &solver);
        assert!(h.wins);
        assert_eq!(h.nim_sum_binary.as_deref(), Some("010"));
        assert_eq!(h.heaps[0].binary.as_deref(), Some("011"));
        // The only winning move: heap 1 from 3 to 1 (take 2).
        assert_eq!(h.winning, ["0:2"]);
        assert!(
            h.text.contains("heap 1: take 2 stones, leaving 1"),
            "{}",
            h.text
        );
        assert!(
            h.reasons[2].contains("from 011 to 001 = 011 ⊕ 010"),
            "{:?}",
            h.reasons
        );
        let (lost, solver, hinter) = setup("3,5,6", "sub:1-6");
        let h = hinter.hint(&lost, &solver);
        assert!(!h.wins && h.winning.is_empty());
        assert!(h.text.starts_with("No winning move"));
    }

    #[test]
    fn values_agree_with_the_solver_under_normal_play() {
        for (heaps, game) in [
            ("7,4,9", "sub:2,3,7"),
            ("10", "octal:0.77"),
            ("5;sub:1,3@6", "octal:0.07"),
        ] {
            let (board, solver, hinter) = setup(heaps, game);
            let h = hinter.hint(&board, &solver);
            assert_eq!(h.wins, h.nim_sum != Some(0), "{heaps} {game}");
            for mv in board.moves() {
                let after = board.play(&mv).unwrap();
                let ha = hinter.hint(&after, &solver);
                assert_eq!(ha.wins, ha.nim_sum != Some(0), "{heaps} {game} after {mv}");
            }
        }
    }

    #[test]
    fn misere_nim_follows_boutons_rule() {
        for heaps in ["1,1,1", "1,1", "2,2", "3,1,1", "2,3,1", "4,4,1", "1,0,0"] {
            let (board, solver, hinter) = setup(heaps, "sub:1-4/misere");
            let sizes = board.sizes();
            let x = sizes.iter().fold(0, |x, s| x ^ s);
            let lost = if sizes.iter().any(|&s| s > 1) {
                x == 0
            } else {
                x == 1
            };
            let h = hinter.hint(&board, &solver);
            assert_eq!(h.wins, !lost, "{heaps}");
            assert!(h
                .strategy
                .as_deref()
                .unwrap_or("")
                .starts_with("Misère Nim"));
        }
        let (board, solver, hinter) = setup("6", "sub:1,2/misere");
        let h = hinter.hint(&board, &solver);
        assert!(h.strategy.unwrap().contains("misère value"));
    }

    #[test]
    fn misere_strategies_use_no_normal_play_arithmetic() {
        for (heaps, game) in [
            ("3,5,7", "sub:1-7/misere"),
            ("6", "sub:1,2/misere"),
            ("6,4", "sub:1,2/misere"),
        ] {
            let (board, solver, hinter) = setup(heaps, game);
            let strategy = hinter.hint(&board, &solver).strategy.unwrap();
            for word in ["nim-sum", "XOR", "⊕"] {
                assert!(!strategy.contains(word), "{heaps} {game}: {strategy}");
            }
        }
    }

    #[test]
    fn a_zero_nim_sum_is_not_written_twice() {
        // Nim 1 + 1: values 1 and 1, nim-sum 0, one binary digit: "0", not "0 = 0".
        let (board, solver, hinter) = setup("1,1", "sub:1-3");
        let h = hinter.hint(&board, &solver);
        assert_eq!(
            h.reasons[1],
            "Their nim-sum (XOR) is 0: a P-position. Any move changes exactly one heap's value, so it leaves a non-zero nim-sum, from which the opponent can always restore 0."
        );
        // Wider values keep their binary, once: "000 = 0".
        let (board, solver, hinter) = setup("3,5,6", "sub:1-6");
        let h = hinter.hint(&board, &solver);
        assert!(
            h.reasons[1].starts_with("Their nim-sum (XOR) is 000 = 0: "),
            "{:?}",
            h.reasons
        );
        for r in &h.reasons {
            assert!(!r.contains("= 0 = 0") && !r.contains(" 0 = 0"), "{r}");
        }
    }

    #[test]
    fn german_and_french_hints_have_no_english() {
        use crate::words::{with_language, Lang};
        let english = [
            " the ", " is ", " move", "heap ", "value", "Winning", "winning", "game", " and ",
        ];
        for (heaps, game) in [
            ("3,4,5", "sub:1-6"),
            ("3,5,6", "sub:1-6"),
            ("1,1", "sub:1-3"),
            ("0", "sub:1,2"),
            ("6", "sub:1,2/misere"),
            ("3,1,1", "sub:1-4/misere"),
            ("5,3", "octal:0.77 misère board"),
            ("5;sub:1,3@6", "octal:0.07"),
        ] {
            // A row of an octal game has no rule of its own: the board is played misère.
            let board = match game.strip_suffix(" misère board") {
                Some(row) => Board::parse_under(heaps, &row.parse().unwrap(), true),
                None => Board::parse(heaps, &game.parse().unwrap()),
            }
            .unwrap();
            let solver = Solver::new(&board).unwrap();
            let hinter = Hinter::new(&board).unwrap();
            for lang in [Lang::De, Lang::Fr] {
                let h = with_language(lang, || hinter.hint(&board, &solver));
                let mut all = vec![h.text.clone()];
                all.extend(h.reasons.iter().cloned());
                all.extend(h.strategy.iter().cloned());
                if let Some(q) = &h.quotient {
                    all.push(q.text.clone());
                    all.push(q.quotient.clone());
                    all.push(q.position.clone());
                    all.extend(q.moves.iter().map(|m| m.text.clone()));
                }
                for text in &all {
                    for word in english {
                        assert!(!text.contains(word), "{lang:?} {heaps} {game}: {text}");
                    }
                }
            }
        }
        let (board, solver, hinter) = setup("3,4,5", "sub:1-6");
        let de = with_language(Lang::De, || hinter.hint(&board, &solver));
        assert!(
            de.text.starts_with("Gewinnzug: Haufen 1: 2 Steine nehmen"),
            "{}",
            de.text
        );
        assert!(de.reasons[1].contains("Nim-Summe"), "{:?}", de.reasons);
        let fr = with_language(Lang::Fr, || hinter.hint(&board, &solver));
        assert!(fr.reasons[1].contains("nim-somme"), "{:?}", fr.reasons);
    }
}
