//! The board as the page shows it: a game opened from a link, everything one screen of the
//! board draws, and the link of the position on screen; beside it, the nim calculator.

mod calculator;
pub mod heaps;
pub mod hint;
pub mod howto;
pub mod misere;
pub mod moves;
pub mod screen;
pub mod story;

pub use calculator::{nim_calculator, NimCalculator};

use crate::state::names::{HintLevel, Named};
use crate::texts::t;
use crate::{Notice, PageState};
use nimseq_core::play::{BoardMove, Hinter, Session};
use nimseq_core::GameError;

/// A game on the page's board: the session, its hints, and the link it came from.
#[derive(Debug, Clone)]
pub struct BoardPage {
    state: PageState,
    session: Session,
    hinter: Hinter,
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
                let notice = Notice(t!(
                    "play-board-fallback",
                    heaps = state.spelling("heaps"),
                    error = e.to_string()
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
        let mut session = Session::new(s.heaps.clone(), s.turn, s.vs)?;
        // The link's moves were checked when it was read; each is legal in turn.
        for mv in &s.moves {
            session.play(*mv)?;
        }
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

    /// The page state the game was opened from (its hints and start).
    pub fn state(&self) -> &PageState {
        &self.state
    }

    /// How to play on this board, one short line each: a misère board's rule first, then
    /// its kinds of move and the keys (without those a locked board does not offer).
    pub fn help(&self) -> Vec<String> {
        howto::help_lines(self.session.start(), self.state.settings().lock)
    }

    /// The hints of the game's boards.
    pub fn hinter(&self) -> &Hinter {
        &self.hinter
    }

    /// Plays a move given by its spelling.
    ///
    /// # Errors
    /// [`GameError::BadMove`] or [`GameError::IllegalMove`].
    pub fn play(&mut self, notation: &str) -> Result<(), GameError> {
        let mv: BoardMove = notation.parse()?;
        self.session.play(mv)
    }

    /// Plays the computer's move (perfect play: on a misère board its quotient decides, a move
    /// to a product in the P-portion, see [`Hinter::choose`]) and returns it. `None` when the
    /// game is over.
    pub fn play_best(&mut self) -> Option<BoardMove> {
        let board = self.session.position();
        let options = self.session.solver().options(board);
        let mv = self.hinter.choose(board, &options)?;
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

    /// Sets how much the hints show (they are part of the link); a link that locks the hints
    /// (`lock=1`) keeps them as they are.
    pub fn set_hints(&mut self, level: HintLevel) {
        if !self.state.settings().lock {
            self.state = self.state.change(&[("hints", level.spelling())]).0;
        }
    }

    /// The link of the game on screen: its start, who started, and the moves played, so
    /// that the link replays the game (and its moves can be undone).
    pub fn link(&self) -> PageState {
        let moves: Vec<String> = self
            .session
            .moves()
            .iter()
            .map(ToString::to_string)
            .collect();
        self.state.change(&[("moves", moves.join(","))]).0
    }

    /// The link of a new game from the same start: `swap` lets the other player start.
    pub fn again(&self, swap: bool) -> PageState {
        let first = if swap {
            self.session.first().other()
        } else {
            self.session.first()
        };
        self.state
            .change(&[("moves", ""), ("turn", first.spelling())])
            .0
    }
}

/// The English words of the board's own sentences found in `text` (none in German or French;
/// the core's words, a move's or a game's name, are not the board's).
#[cfg(test)]
pub(crate) fn english_in(text: &str) -> Vec<&'static str> {
    const ENGLISH: [&str; 20] = [
        " the ", " of ", " and ", " to ", "The ", "value", "heap", "Heap", "pin", "stone", "Tap",
        "row", "Row", "move", "Move", "wins", "loses", "you", "You", "Each",
    ];
    ENGLISH.into_iter().filter(|w| text.contains(w)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::game::Rule;
    use nimseq_core::play::{Board, Player};

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
        assert_eq!(s.show_me.as_deref(), Some("0:1@2"));
        // Without hints no move is marked; with colours only the middle pin wins.
        assert!(s.moves.iter().all(|m| !m.wins && m.remoteness == 0));
        let (coloured, _) = table("?view=play&game=octal:0.77&heaps=5&turn=2&vs=human&hints=pn");
        let winning: Vec<String> = coloured
            .screen()
            .moves
            .into_iter()
            .filter(|m| m.wins)
            .map(|m| m.notation)
            .collect();
        assert_eq!(winning, ["0:1@2"], "only the middle pin wins");
        t.play("0:1@2").unwrap();
        let s = t.screen();
        assert_eq!(s.heaps.iter().map(|h| h.size).collect::<Vec<_>>(), [2, 2]);
        // The link keeps the start and who started, and adds the moves.
        assert_eq!(
            s.query,
            "?view=play&game=octal:0.77&heaps=5&turn=2&moves=0:1@2&vs=human"
        );
        assert!(s.moves.iter().all(|m| !m.wins));
        // The link replays the game, with player 1 to move, and its move can be undone.
        let (mut again, _) = table(&s.query);
        assert_eq!(again.session().position().sizes(), [2, 2]);
        assert_eq!(again.session().to_move(), Player::One);
        again.undo().unwrap();
        assert_eq!(again.session().position().sizes(), [5]);
        assert_eq!(
            again.screen().query,
            "?view=play&game=octal:0.77&heaps=5&turn=2&vs=human"
        );
        assert!(t.play("0:5").is_err());
        assert!(t.play("nonsense").is_err());
        t.undo().unwrap();
        t.redo().unwrap();
        assert!(t.redo().is_err());
    }

    #[test]
    fn the_links_rule_applies_to_every_heap_that_does_not_spell_its_own() {
        // The link: misère play, heaps spelled with their games. A P-position in
        // misère play (it was played as normal play, where it is an N-position).
        let q = "?view=play&game=sub:1,2&rule=misere&heaps=sub:1,2@9;sub:1,3@5&hints=1";
        let (t, _) = table(q);
        assert!(t.session().position().is_misere());
        let s = t.screen();
        assert_eq!(s.hint.class, "P", "{:?}", s.hint.text);
        assert!(
            s.heaps.iter().all(|h| h.caption.contains("misère")),
            "{:?}",
            s.heaps
        );
        assert_eq!(
            s.query,
            "?view=play&game=sub:1,2&rule=misere&heaps=9;sub:1,3@5&hints=1"
        );
        let (normal, _) = table("?view=play&game=sub:1,2&heaps=sub:1,2@9;sub:1,3@5&hints=1");
        assert!(!normal.session().position().is_misere());
        assert_eq!(normal.screen().hint.class, "N");
        // take-all beside a heap spelled without a rule: both take-all, nothing mixed.
        let (t, _) = table("?view=play&game=sub:1,2&rule=take-all&heaps=4;sub:1,3@5");
        assert!(t
            .session()
            .position()
            .heaps()
            .iter()
            .all(|h| h.game.rule() == Rule::TakeAll));
    }

    #[test]
    fn a_rule_a_heap_cannot_take_or_a_mix_of_conventions_is_named() {
        for q in [
            // Games given by their options are played under normal play only.
            "?view=play&game=sub:1,2&rule=misere&heaps=*2;3",
            // A heap spelling normal play on a misère board.
            "?view=play&game=sub:1,2&rule=misere&heaps=sub:1,3/normal@5;3",
        ] {
            let (state, notices) = PageState::from_query(q);
            assert_eq!(notices.len(), 1, "{q}: {notices:?}");
            assert!(notices[0].0.contains("heaps"), "{q}: {notices:?}");
            assert_ne!(state.spelling("heaps"), "*2;3");
        }
    }

    #[test]
    fn rows_of_an_octal_game_are_played_misere_when_the_link_says_so() {
        // Misère Kayles: rows follow the board's rule; the link keeps it.
        let q = "?view=play&game=octal:0.77&rule=misere&heaps=4,1&hints=1";
        let (state, notices) = PageState::from_query(q);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(state.to_query(), q);
        let (t, _) = table(q);
        assert!(t.session().position().is_misere());
        let kayles: nimseq_core::game::Game = "octal:0.77".parse().unwrap();
        let mut reference = nimseq_core::reference::MisereOutcomes::new(&kayles);
        assert_eq!(
            t.screen().hint.class,
            if reference.is_p(&[4, 1]) { "P" } else { "N" }
        );
        // A subtraction heap spelled without a rule joins the misère board; one spelling
        // normal play is refused.
        let (t, _) = table("?view=play&game=octal:0.77&rule=misere&heaps=3;sub:1,2@4");
        assert!(t.session().position().heaps()[1].game.is_misere());
        let (_, n) = PageState::from_query(
            "?view=play&game=octal:0.77&rule=misere&heaps=3;sub:1,2/normal@4",
        );
        assert_eq!(n.len(), 1, "{n:?}");
        // The board's rule survives a visit to its rows' misère quotient.
        let (state, _) = PageState::from_query(q);
        let (there, n) = state.change(&[("view", "quotient")]);
        assert!(n.is_empty(), "{n:?}");
        let (back, n) = there.change(&[("view", "play")]);
        assert!(n.is_empty(), "{n:?}");
        assert!(back.settings().rows_misere);
        // The sequence view of an octal code has no misère values: the rule is named as not used.
        let (_, n) = PageState::from_query("?game=octal:0.77&rule=misere");
        assert_eq!(n.len(), 1, "{n:?}");
        assert!(n[0].0.contains("rule=misere"), "{n:?}");
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
    fn a_board_that_falls_back_says_so_in_the_readers_language() {
        use nimseq_core::words::{with_language, Lang};
        let (state, _) = PageState::from_query("?view=play&game=sub:1,2&heaps=900,900,900&turn=1");
        for (lang, start) in [
            (
                Lang::De,
                "Das Spielbrett „900,900,900“ lässt sich hier nicht spielen: ",
            ),
            (
                Lang::Fr,
                "Le plateau «\u{202f}900,900,900\u{202f}» ne peut pas être joué ici\u{202f}: ",
            ),
        ] {
            let (_, notices) = with_language(lang, || BoardPage::open(&state).unwrap());
            assert!(notices[0].0.starts_with(start), "{notices:?}");
        }
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
