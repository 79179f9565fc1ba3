//! The board as the page shows it: a game opened from a link, everything one screen of the
//! board draws, and the link of the position on screen.

use serde::Serialize;

use crate::error::GameError;
use crate::page::names::Named;
use crate::page::{Notice, PageState};
use crate::play::{BoardMove, HeapView, Hint, Hinter, PlayedMove, Session, Status};

/// A game on the page's board: the session, its hints, and the link it came from.
#[derive(Debug, Clone)]
pub struct BoardPage {
    state: PageState,
    session: Session,
    hinter: Hinter,
}

/// One legal move as the page offers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// Its spelling (`0:3`, `1:2@4`), the `data-move` of its button.
    pub notation: String,
    /// The heap it moves in, from 0.
    pub heap: usize,
    /// How many tokens it removes.
    pub take: u32,
    /// In a row: how many tokens stand before the removed ones.
    pub left: Option<u32>,
    /// In words: `heap 1: take 3, leaving 4`.
    pub text: String,
    /// Whether it wins for the player making it (leaves a position lost for the opponent).
    pub wins: bool,
    /// How many moves the game lasts after it with perfect play.
    pub remoteness: u32,
}

/// Everything one screen of the board shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Screen {
    /// The heaps, in order.
    pub heaps: Vec<HeapView>,
    /// Every legal move.
    pub moves: Vec<MoveView>,
    /// Whose turn, or who won.
    pub status: Status,
    /// The moves so far.
    pub history: Vec<PlayedMove>,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a move taken back can be played again.
    pub can_redo: bool,
    /// Whether the computer moves next.
    pub computer_to_move: bool,
    /// Whether the last player to move loses.
    pub misere: bool,
    /// Who plays player 2: `computer` or `human`.
    pub vs: &'static str,
    /// Whether hints are switched on.
    pub hints: bool,
    /// The hint for the position (computed whether or not it is shown).
    pub hint: Hint,
    /// The link of this position, with the player to move.
    pub query: String,
}

impl BoardPage {
    /// The game a page state describes. A board too large to solve is replaced by the
    /// default board, with a notice saying why.
    ///
    /// # Errors
    /// Only if even the default board cannot be set up.
    pub fn open(state: &PageState) -> Result<(BoardPage, Vec<Notice>), GameError> {
        match BoardPage::new(state.clone()) {
            Ok(page) => Ok((page, Vec::new())),
            Err(e) => {
                let (fallback, _) = state.change(&[("heaps", "")]);
                let notice = Notice(format!(
                    "The board “{}” cannot be played here: {e}. The default board is shown.",
                    state.spelling("heaps")
                ));
                Ok((BoardPage::new(fallback)?, vec![notice]))
            }
        }
    }

    /// The game of `state`'s board, with `state`'s `turn` to move.
    ///
    /// # Errors
    /// The solver's limits for a board too large.
    pub fn new(state: PageState) -> Result<BoardPage, GameError> {
        let s = state.settings();
        let session = Session::new(s.heaps.clone(), s.turn, s.vs)?;
        let hinter = Hinter::new(&s.heaps)?;
        Ok(BoardPage {
            state,
            session,
            hinter,
        })
    }

    /// The game in progress.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Plays a move given by its spelling.
    ///
    /// # Errors
    /// [`GameError::BadMove`] or [`GameError::IllegalMove`].
    pub fn play(&mut self, notation: &str) -> Result<(), GameError> {
        let mv: BoardMove = notation.parse()?;
        self.session.play(mv)
    }

    /// Plays the computer's move (perfect play, see [`Session::best_move`]) and returns it.
    /// `None` when the game is over.
    pub fn play_best(&mut self) -> Option<BoardMove> {
        let mv = self.session.best_move()?;
        self.session.play(mv).ok()?;
        Some(mv)
    }

    /// Takes back the last move. Against the computer, its replies are taken back too, so
    /// that a person moves next (or the game is back at its start).
    ///
    /// # Errors
    /// [`GameError::NoHistory`] at the start.
    pub fn undo(&mut self) -> Result<(), GameError> {
        self.session.undo()?;
        while self.session.computer_to_move() && self.session.can_undo() {
            self.session.undo()?;
        }
        Ok(())
    }

    /// Plays again the last move taken back. Against the computer, its reply is played
    /// again too, when it was taken back with the move.
    ///
    /// # Errors
    /// [`GameError::NoHistory`] when nothing was taken back.
    pub fn redo(&mut self) -> Result<(), GameError> {
        self.session.redo()?;
        if self.session.computer_to_move() && self.session.can_redo() {
            self.session.redo()?;
        }
        Ok(())
    }

    /// Switches the hints on or off (they are part of the link).
    pub fn set_hints(&mut self, on: bool) {
        self.state = self.state.change(&[("hints", on.spelling())]).0;
    }

    /// The link of the position on screen: the board's heaps now and the player to move.
    pub fn link(&self) -> PageState {
        let s = self.state.settings();
        let heaps = self.session.position().to_spelling(&s.game);
        let turn = self.session.to_move().spelling();
        self.state
            .change(&[("heaps", heaps.as_str()), ("turn", turn)])
            .0
    }

    /// Everything the board shows now.
    pub fn screen(&self) -> Screen {
        let board = self.session.position();
        let solver = self.session.solver();
        let options = solver.options(board);
        let moves = options
            .iter()
            .map(|&(mv, after)| MoveView {
                notation: mv.to_string(),
                heap: mv.heap,
                take: mv.take,
                left: mv.left,
                text: board.describe(&mv),
                // Every position after a move is reachable from the start, so the solver
                // knows it; a lost option is a winning move.
                wins: after.is_some_and(|e| !e.wins),
                remoteness: after.map_or(0, |e| e.remoteness),
            })
            .collect();
        Screen {
            heaps: board.views(),
            moves,
            status: self.session.status(),
            history: self.session.history(),
            can_undo: self.session.can_undo(),
            can_redo: self.session.can_redo(),
            computer_to_move: self.session.computer_to_move(),
            misere: board.is_misere(),
            vs: self.state.settings().vs.spelling(),
            hints: self.state.settings().hints,
            hint: self.hinter.hint_for_options(board, solver, &options),
            query: self.link().to_query(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{Board, Player};

    fn table(query: &str) -> (BoardPage, Vec<Notice>) {
        let (state, notices) = PageState::from_query(query);
        assert!(notices.is_empty(), "{notices:?}");
        BoardPage::open(&state).unwrap()
    }

    #[test]
    fn a_link_opens_the_position_and_follows_the_game() {
        let (mut t, notices) = table("?view=play&game=octal:0.77&heaps=5&turn=2&vs=human");
        assert!(notices.is_empty());
        let s = t.screen();
        assert_eq!(s.status.text, "Player 2 to move");
        assert_eq!(s.hint.best.as_deref(), Some("0:1@2"));
        assert_eq!(
            s.moves.iter().filter(|m| m.wins).count(),
            1,
            "only the middle pin wins"
        );
        t.play("0:1@2").unwrap();
        let s = t.screen();
        assert_eq!(s.heaps.iter().map(|h| h.size).collect::<Vec<_>>(), [2, 2]);
        assert!(s.query.contains("heaps=2,2&turn=1"), "{}", s.query);
        assert!(s.moves.iter().all(|m| !m.wins));
        // The link of the new position opens it, with player 1 to move.
        let (again, _) = table(&s.query);
        assert_eq!(again.session().position().sizes(), [2, 2]);
        assert_eq!(again.session().to_move(), Player::One);
        assert!(t.play("0:5").is_err());
        assert!(t.play("nonsense").is_err());
        t.undo().unwrap();
        t.redo().unwrap();
        assert!(t.redo().is_err());
    }

    #[test]
    fn a_board_too_large_to_solve_falls_back() {
        let (state, _) = PageState::from_query("?view=play&game=sub:1,2&heaps=900,900,900&turn=1");
        let (t, notices) = BoardPage::open(&state).unwrap();
        assert_eq!(notices.len(), 1);
        assert!(notices[0].0.contains("900,900,900"), "{notices:?}");
        assert_eq!(
            t.session().position(),
            &Board::default_for(&state.settings().game)
        );
    }

    #[test]
    fn against_the_computer_undo_and_redo_step_over_its_reply() {
        let (mut t, _) = table("?view=play&game=sub:1,2&heaps=10&turn=1&vs=computer");
        t.play("0:1").unwrap();
        assert!(t.session().computer_to_move());
        t.play_best().unwrap();
        assert_eq!(t.screen().history.len(), 2);
        t.undo().unwrap();
        assert_eq!(t.screen().history.len(), 0);
        assert_eq!(t.session().to_move(), Player::One);
        t.redo().unwrap();
        assert_eq!(t.screen().history.len(), 2);
        assert_eq!(t.session().to_move(), Player::One);
    }
}
