//! Misère boards decided by the misère quotient (Plambeck–Siegel): every heap stands for an
//! element of the quotient of its game's heaps up to the board's largest, a position for the
//! product of its heaps' elements, and the player to move loses exactly when that product lies
//! in the P-portion. The board's hints name the product of the position and of every move.
//!
//! The quotient is computed when a board opens, on the page's main thread, so its search is
//! kept small ([`BOARD_QUOTIENT_ELEMENTS`] elements, candidates of at most
//! [`BOARD_QUOTIENT_WORKING`] before reduction: tens of milliseconds at worst); a board whose
//! quotient outgrows that is decided by searching its positions, and the hint says so.

use serde::Serialize;

use crate::game::Game;
use crate::misere::{MisereQuotient, QuotientSearch, QuotientStatus};
use crate::play::board::{Board, BoardMove};
use crate::words::t;

/// The most elements of a board's quotient.
pub const BOARD_QUOTIENT_ELEMENTS: u64 = 64;
/// The most elements of a candidate the board's quotient search builds before reduction.
pub const BOARD_QUOTIENT_WORKING: usize = 512;

/// What the board's quotient says of one move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuotientMove {
    /// The move's spelling (`0:1@2`).
    pub notation: String,
    /// The move in the board's words.
    pub text: String,
    /// The product of the position it leaves (`ab²`).
    pub element: String,
    /// Whether that product lies in the P-portion: the move wins.
    pub p: bool,
}

/// The quotient's reading of a position, for the hint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct QuotientHint {
    /// The heaps' elements and their product: `a · b · ab = b²`.
    pub position: String,
    /// The product's name.
    pub element: String,
    /// Whether the product lies in the P-portion (the player to move loses).
    pub p: bool,
    /// The reading in one sentence.
    pub text: String,
    /// The quotient's presentation, P-portion and the heaps it covers, in one line.
    pub quotient: String,
    /// Every move with the product it leaves.
    pub moves: Vec<QuotientMove>,
}

/// How a misère board is decided.
#[derive(Debug, Clone)]
pub enum BoardQuotient {
    /// By the quotient of its game's heaps up to its largest.
    Found {
        /// The quotient.
        quotient: Box<MisereQuotient>,
        /// The game whose heaps it is the quotient of.
        game: Game,
    },
    /// By search: no quotient was found within the board's bounds (the reason in words).
    NotFound(String),
    /// The board is not one game's heaps under misère play.
    NotApplicable,
}

impl BoardQuotient {
    /// The quotient of `start`'s game when `start` is a misère board of one game's heaps (the
    /// positions reachable from it have no larger heap).
    pub fn of(start: &Board) -> BoardQuotient {
        let Some(first) = start.heaps().first() else {
            return BoardQuotient::NotApplicable;
        };
        let game = &first.game;
        if !start.is_misere()
            || matches!(game, Game::Tree(_))
            || start.heaps().iter().any(|h| &h.game != game)
        {
            return BoardQuotient::NotApplicable;
        }
        let largest = start.heaps().iter().map(|h| h.size).max().unwrap_or(0);
        let search = QuotientSearch::new(game, u64::from(largest.max(1)), BOARD_QUOTIENT_ELEMENTS);
        let Ok(search) = search else {
            return BoardQuotient::NotApplicable;
        };
        let mut search = search.with_working_bound(BOARD_QUOTIENT_WORKING);
        while !search.step() {}
        let report = search.report();
        if report.status() == QuotientStatus::Exceeded {
            return BoardQuotient::NotFound(t!(
                "hint-quotient-not-found",
                bound = BOARD_QUOTIENT_ELEMENTS.to_string(),
                summary = report.summary()
            ));
        }
        BoardQuotient::Found {
            quotient: Box::new(report.quotient().clone()),
            game: game.clone(),
        }
    }

    /// The product of `board`'s heaps, if the quotient decides it.
    pub fn element(&self, board: &Board) -> Option<u32> {
        let BoardQuotient::Found { quotient, game } = self else {
            return None;
        };
        if board.heaps().iter().any(|h| &h.game != game) {
            return None;
        }
        let sizes: Vec<u64> = board.heaps().iter().map(|h| u64::from(h.size)).collect();
        quotient.image_of_heaps(&sizes)
    }

    /// Whether the quotient says the player to move loses `board` (`None` where it does not
    /// decide it).
    pub fn is_p(&self, board: &Board) -> Option<bool> {
        let BoardQuotient::Found { quotient, .. } = self else {
            return None;
        };
        self.element(board).map(|x| quotient.is_p(x))
    }

    /// The hint's reading of `board` and of each of its moves.
    pub fn hint(&self, board: &Board) -> Option<QuotientHint> {
        let BoardQuotient::Found { quotient: q, .. } = self else {
            return None;
        };
        let z = self.element(board)?;
        let p = q.is_p(z);
        let factors: Vec<String> = board
            .heaps()
            .iter()
            .filter(|h| h.size > 0)
            .map(|h| {
                q.image(u64::from(h.size))
                    .map_or("?".into(), |x| q.name(x, true))
            })
            .collect();
        let element = q.name(z, true);
        let position = match factors.len() {
            0 => t!("hint-quotient-empty"),
            1 => element.clone(),
            _ => format!("{} = {element}", factors.join(" · ")),
        };
        let text = if p {
            t!("hint-quotient-p", position = position.as_str())
        } else {
            t!("hint-quotient-n", position = position.as_str())
        };
        let moves = board
            .moves()
            .into_iter()
            .filter_map(|mv| {
                let next = board.play(&mv).ok()?;
                let x = self.element(&next)?;
                Some(QuotientMove {
                    notation: mv.to_string(),
                    text: board.describe(&mv),
                    element: q.name(x, true),
                    p: q.is_p(x),
                })
            })
            .collect();
        Some(QuotientHint {
            position,
            element,
            p,
            text,
            quotient: t!(
                "hint-quotient-summary",
                heaps = q.heaps().to_string(),
                order = q.order().to_string(),
                count = q.order(),
                presentation = q.presentation(true),
                portion = q.p_portion_names(true).join(", ")
            ),
            moves,
        })
    }

    /// The moves from `board` that the quotient says win (to a product in the P-portion).
    pub fn winning_moves(&self, board: &Board) -> Option<Vec<BoardMove>> {
        matches!(self, BoardQuotient::Found { .. }).then(|| {
            board
                .moves()
                .into_iter()
                .filter(|mv| {
                    board
                        .play(mv)
                        .ok()
                        .and_then(|next| self.is_p(&next))
                        .unwrap_or(false)
                })
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Solver;

    /// Every position reachable from `start`, depth first.
    fn reachable(start: &Board) -> Vec<Board> {
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![start.clone()];
        let mut out = Vec::new();
        while let Some(b) = stack.pop() {
            if !seen.insert(b.clone()) {
                continue;
            }
            for mv in b.moves() {
                stack.push(b.play(&mv).unwrap());
            }
            out.push(b);
        }
        out
    }

    #[test]
    fn the_quotient_and_the_search_agree_on_every_reachable_position() {
        for (game, heaps, misere) in [
            ("octal:0.77", "6,4,2", true),
            ("octal:0.07", "7,5", true),
            ("octal:0.15", "6,5,1", true),
            ("octal:0.75", "8,3,2", true),
            ("sub:1,2/misere", "7,5,4", true),
            ("sub:1-4/misere", "5,4,3,2", true),
            ("grundy", "9,7", true),
        ] {
            let g: Game = game.parse().unwrap();
            let start = Board::parse_under(heaps, &g, misere).unwrap();
            let q = BoardQuotient::of(&start);
            assert!(matches!(q, BoardQuotient::Found { .. }), "{game}");
            let solver = Solver::new(&start).unwrap();
            for b in reachable(&start) {
                let lost = !solver.evaluate(&b).unwrap().wins;
                assert_eq!(q.is_p(&b), Some(lost), "{game} at {:?}", b.sizes());
                let winning = q.winning_moves(&b).unwrap();
                let by_search: Vec<BoardMove> = solver
                    .options(&b)
                    .into_iter()
                    .filter(|(_, e)| e.is_some_and(|e| !e.wins))
                    .map(|(m, _)| m)
                    .collect();
                assert_eq!(winning, by_search, "{game} at {:?}", b.sizes());
            }
        }
    }

    #[test]
    fn the_hint_names_the_product_of_the_position_and_of_each_move() {
        // Misère Nim heaps 1, 2, 3 (a, b, ab): a · b · ab = b², in the P-portion.
        let nim: Game = "sub:1-3/misere".parse().unwrap();
        let board = Board::parse("1,2,3", &nim).unwrap();
        let q = BoardQuotient::of(&board);
        let h = q.hint(&board).unwrap();
        assert_eq!(h.position, "a · b · ab = b²");
        assert!(h.p);
        assert!(h.text.contains("in the P-portion"), "{}", h.text);
        assert_eq!(h.moves.len(), board.moves().len());
        assert!(h.moves.iter().all(|m| !m.p));
        assert!(h.quotient.contains("P-portion {a, b²}"), "{}", h.quotient);
    }

    #[test]
    fn normal_play_mixed_games_and_big_quotients_are_not_decided_by_a_quotient() {
        let kayles: Game = "octal:0.77".parse().unwrap();
        let normal = Board::parse("6,4", &kayles).unwrap();
        assert!(matches!(
            BoardQuotient::of(&normal),
            BoardQuotient::NotApplicable
        ));
        let mixed = Board::parse_under("6;octal:0.07@4", &kayles, true).unwrap();
        assert!(matches!(
            BoardQuotient::of(&mixed),
            BoardQuotient::NotApplicable
        ));
        // 0.6's quotient outgrows 64 elements by heap 15: the hint says search decided.
        let officers: Game = "octal:0.6".parse().unwrap();
        let big = Board::parse_under("16,3", &officers, true).unwrap();
        let BoardQuotient::NotFound(why) = BoardQuotient::of(&big) else {
            panic!("0.6 up to 16 has more than 64 elements");
        };
        assert!(why.contains("searching the positions"), "{why}");
    }

    #[test]
    fn german_and_french_readings_have_no_english() {
        use crate::words::{with_language, Lang};
        let nim: Game = "sub:1-3/misere".parse().unwrap();
        let board = Board::parse("1,2,3", &nim).unwrap();
        let officers: Game = "octal:0.6".parse().unwrap();
        let big = Board::parse_under("16,3", &officers, true).unwrap();
        for (lang, portion) in [(Lang::De, "P-Anteil"), (Lang::Fr, "partie P")] {
            let h = with_language(lang, || BoardQuotient::of(&board).hint(&board).unwrap());
            let why = with_language(lang, || match BoardQuotient::of(&big) {
                BoardQuotient::NotFound(why) => why,
                _ => panic!("0.6 up to 16 has more than 64 elements"),
            });
            assert!(h.text.contains(portion), "{}", h.text);
            assert!(h.quotient.contains(portion), "{}", h.quotient);
            for text in [&h.text, &h.quotient, &why] {
                for english in [
                    " the ",
                    " is ",
                    " of ",
                    "elements",
                    "quotient of",
                    "heaps",
                    "found",
                ] {
                    assert!(!text.contains(english), "{lang:?}: {text}");
                }
            }
        }
    }
}
