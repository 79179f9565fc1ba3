//! A game in progress: the start, the moves played, undo and redo, whose turn it is and who
//! won.

use std::sync::OnceLock;

use serde::Serialize;

use crate::error::GameError;
use crate::play::board::{Board, BoardMove};
use crate::play::solver::Solver;
use crate::words::{language, t, Lang};

/// One of the two players. Against the computer, player one is the person at the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// Player 1 (you, against the computer).
    One,
    /// Player 2 (the computer, against the computer).
    Two,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
}

/// Who plays player two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opponent {
    /// The computer, playing perfectly.
    Computer,
    /// Another person at the same screen.
    Human,
}

impl Opponent {
    /// What a player is called, in the current [`language`]: `You` / `The computer`, or
    /// `Player 1` / `Player 2` (`Sie` / `Der Computer`, `Spieler 1` / `Spieler 2`).
    pub fn player_name(self, player: Player) -> &'static str {
        // Each name is written once per language and kept: there are four, and callers keep
        // them as `&str`.
        static NAMES: [[OnceLock<String>; 4]; Lang::ALL.len()] =
            [const { [const { OnceLock::new() }; 4] }; Lang::ALL.len()];
        let who = self.who(player);
        let place = match who {
            "you" => 0,
            "computer" => 1,
            "one" => 2,
            _ => 3,
        };
        NAMES[language().index()][place].get_or_init(|| t!("board-player", who = who))
    }

    /// Who `player` is, as the messages select it: `you` and `computer` against the computer,
    /// `one` and `two` between two people.
    fn who(self, player: Player) -> &'static str {
        match (self, player) {
            (Opponent::Computer, Player::One) => "you",
            (Opponent::Computer, Player::Two) => "computer",
            (Opponent::Human, Player::One) => "one",
            (Opponent::Human, Player::Two) => "two",
        }
    }
}

/// A move of the game so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayedMove {
    /// Who played it.
    pub player: Player,
    /// Its spelling (`0:3`, `1:2@4`).
    pub notation: String,
    /// In words, with who played it: `You: heap 1: take 3 stones, leaving 4`.
    pub text: String,
}

/// Where the game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Status {
    /// Who moves now.
    pub to_move: Player,
    /// Whether no move is left.
    pub over: bool,
    /// The winner, once the game is over.
    pub winner: Option<Player>,
    /// One line for the page: `Your turn`, `The computer won: it took the last token`.
    pub text: String,
}

/// A game being played, from a start position.
#[derive(Debug, Clone)]
pub struct Session {
    solver: Solver,
    positions: Vec<Board>,
    moves: Vec<BoardMove>,
    undone: Vec<BoardMove>,
    first: Player,
    opponent: Opponent,
}

impl Session {
    /// A game from `start`, with `first` to move.
    ///
    /// # Errors
    /// As [`Solver::new`]: a board too large to solve is refused.
    pub fn new(start: Board, first: Player, opponent: Opponent) -> Result<Self, GameError> {
        Ok(Session {
            solver: Solver::new(&start)?,
            positions: vec![start],
            moves: Vec::new(),
            undone: Vec::new(),
            first,
            opponent,
        })
    }

    /// The current position.
    pub fn position(&self) -> &Board {
        self.positions
            .last()
            .unwrap_or_else(|| unreachable!("a session has a start"))
    }

    /// The start position.
    pub fn start(&self) -> &Board {
        &self.positions[0]
    }

    /// The solver of every position of this game.
    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    /// Who plays player two.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// Who moved first.
    pub fn first(&self) -> Player {
        self.first
    }

    /// Who moves now.
    pub fn to_move(&self) -> Player {
        if self.moves.len().is_multiple_of(2) {
            self.first
        } else {
            self.first.other()
        }
    }

    /// Plays `mv` for the player to move; clears the moves that could be redone.
    ///
    /// # Errors
    /// [`GameError::IllegalMove`] when the move is not allowed.
    pub fn play(&mut self, mv: BoardMove) -> Result<(), GameError> {
        let next = self.position().play(&mv)?;
        self.positions.push(next);
        self.moves.push(mv);
        self.undone.clear();
        Ok(())
    }

    /// The move perfect play makes for the player to move (`None` when the game is over).
    pub fn best_move(&self) -> Option<BoardMove> {
        self.solver.best_move(self.position())
    }

    /// Whether the computer is to move now.
    pub fn computer_to_move(&self) -> bool {
        self.opponent == Opponent::Computer
            && self.to_move() == Player::Two
            && !self.position().is_over()
    }

    /// Takes back the last move.
    ///
    /// # Errors
    /// [`GameError::NoHistory`] at the start.
    pub fn undo(&mut self) -> Result<BoardMove, GameError> {
        let mv = self.moves.pop().ok_or(GameError::NoHistory("undo"))?;
        self.positions.pop();
        self.undone.push(mv);
        Ok(mv)
    }

    /// Plays again the last move taken back.
    ///
    /// # Errors
    /// [`GameError::NoHistory`] when nothing was taken back.
    pub fn redo(&mut self) -> Result<BoardMove, GameError> {
        let mv = self.undone.pop().ok_or(GameError::NoHistory("redo"))?;
        let next = self.position().play(&mv)?;
        self.positions.push(next);
        self.moves.push(mv);
        Ok(mv)
    }

    /// The moves played so far, in order.
    pub fn moves(&self) -> &[BoardMove] {
        &self.moves
    }

    /// The positions so far: the start, then the position after each move.
    pub fn positions(&self) -> &[Board] {
        &self.positions
    }

    /// The last move played, with the position it was played in and who played it.
    pub fn last_move(&self) -> Option<(BoardMove, &Board, Player)> {
        let mv = *self.moves.last()?;
        let before = &self.positions[self.positions.len() - 2];
        Some((mv, before, self.to_move().other()))
    }

    /// Whether a move can be taken back / played again.
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Whether a move taken back can be played again.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// The moves so far, each with its player and in words.
    pub fn history(&self) -> Vec<PlayedMove> {
        let mut player = self.first;
        self.moves
            .iter()
            .zip(&self.positions)
            .map(|(mv, before)| {
                let entry = PlayedMove {
                    player,
                    notation: mv.to_string(),
                    text: t!(
                        "board-played",
                        player = self.opponent.player_name(player),
                        move = before.describe(mv)
                    ),
                };
                player = player.other();
                entry
            })
            .collect()
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        let to_move = self.to_move();
        let board = self.position();
        let who = |p: Player| self.opponent.who(p);
        if !board.is_over() {
            let text = match (self.opponent, to_move) {
                (Opponent::Computer, Player::One) => t!("board-your-turn"),
                (Opponent::Computer, Player::Two) => t!("board-computer-thinking"),
                (Opponent::Human, p) => t!("board-to-move", who = who(p)),
            };
            return Status {
                to_move,
                over: false,
                winner: None,
                text,
            };
        }
        // Normal play: the player who cannot move loses. Misère: that player has won, since
        // the other made the last move.
        let winner = if board.is_misere() {
            to_move
        } else {
            to_move.other()
        };
        let loser = winner.other();
        let won = t!("board-won", who = who(winner));
        let why = if board.is_misere() {
            t!("board-why-misere", who = who(loser))
        } else if self.moves.is_empty() {
            t!("board-why-stuck", who = who(loser))
        } else {
            t!("board-why-last", who = who(winner))
        };
        Status {
            to_move,
            over: true,
            winner: Some(winner),
            text: t!("board-over", won = won, why = why),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(heaps: &str, game: &str, first: Player, opponent: Opponent) -> Session {
        let board = Board::parse(heaps, &game.parse().unwrap()).unwrap();
        Session::new(board, first, opponent).unwrap()
    }

    #[test]
    fn undo_and_redo() {
        let mut s = session("5", "sub:1,2", Player::One, Opponent::Human);
        s.play("0:2".parse().unwrap()).unwrap();
        s.play("0:1".parse().unwrap()).unwrap();
        assert_eq!(s.position().sizes(), [2]);
        assert_eq!(s.to_move(), Player::One);
        assert_eq!(s.undo().unwrap().to_string(), "0:1");
        assert_eq!(s.position().sizes(), [3]);
        assert_eq!(s.to_move(), Player::Two);
        assert!(s.can_redo());
        s.redo().unwrap();
        assert_eq!(s.position().sizes(), [2]);
        assert!(s.redo().is_err());
        s.undo().unwrap();
        s.play("0:2".parse().unwrap()).unwrap();
        assert!(!s.can_redo(), "a new move clears the redo list");
        assert_eq!(s.history().len(), 2);
        assert_eq!(
            s.history()[1].text,
            "Player 2: heap 1: take 2 stones, leaving 1"
        );
        assert!(s.play("0:5".parse().unwrap()).is_err());
    }

    #[test]
    fn who_wins() {
        let mut s = session("2", "sub:1,2", Player::One, Opponent::Computer);
        assert_eq!(s.status().text, "Your turn");
        s.play("0:2".parse().unwrap()).unwrap();
        let st = s.status();
        assert!(st.over);
        assert_eq!(st.winner, Some(Player::One));
        assert_eq!(st.text, "You won: you made the last move.");
        let mut m = session("2", "sub:1,2/misere", Player::One, Opponent::Computer);
        m.play("0:2".parse().unwrap()).unwrap();
        assert_eq!(m.status().winner, Some(Player::Two));
        assert!(m.status().text.starts_with("The computer won"));
        let empty = session("0", "sub:1,2", Player::Two, Opponent::Human);
        assert_eq!(empty.status().winner, Some(Player::One));
        assert_eq!(empty.status().text, "Player 1 won: player 2 cannot move.");
    }

    #[test]
    fn german_and_french_sessions_have_no_english() {
        use crate::words::with_language;
        let english = [
            "You", "you", "The ", "the ", "Player", "player", " won", " move", "turn",
        ];
        let mut sessions = Vec::new();
        for opponent in [Opponent::Computer, Opponent::Human] {
            for (heaps, game) in [("2", "sub:1,2"), ("2", "sub:1,2/misere"), ("0", "sub:1,2")] {
                for first in [Player::One, Player::Two] {
                    let mut s = session(heaps, game, first, opponent);
                    sessions.push(s.clone());
                    if heaps != "0" {
                        s.play("0:2".parse().unwrap()).unwrap();
                        sessions.push(s);
                    }
                }
            }
        }
        for lang in [Lang::De, Lang::Fr] {
            for s in &sessions {
                let (status, history) = with_language(lang, || (s.status(), s.history()));
                let mut texts = vec![status.text];
                texts.extend(history.into_iter().map(|m| m.text));
                for text in texts {
                    for word in english {
                        assert!(!text.contains(word), "{lang:?}: {text}");
                    }
                }
            }
        }
        let s = session("0", "sub:1,2", Player::Two, Opponent::Human);
        let de = with_language(Lang::De, || s.status().text);
        assert_eq!(de, "Spieler 1 hat gewonnen: Spieler 2 kann nicht ziehen.");
        let fr = with_language(Lang::Fr, || Opponent::Computer.player_name(Player::Two));
        assert_eq!(fr, "L'ordinateur");
        assert_eq!(Opponent::Computer.player_name(Player::Two), "The computer");
    }
}
