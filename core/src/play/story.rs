//! The story of a game so far: every position as perfect play judges it, for the player to
//! move, and the moves that threw a win away (a value history in the manner of GamesmanUni's).

use serde::Serialize;

use crate::play::session::{Player, Session};

/// One position of the game so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct StoryStep {
    /// How many moves were played before it (0 for the start).
    pub ply: usize,
    /// Who moves in it.
    pub to_move: Player,
    /// Whether the player to move wins with perfect play (an N-position).
    pub wins: bool,
    /// How many moves the game lasts from it with perfect play.
    pub remoteness: u32,
    /// Who wins from it with perfect play.
    pub winner: Player,
    /// Whether the move into it threw a win away: its player could have won, and after it
    /// the opponent can.
    pub blunder: bool,
}

/// Every position of `session` so far, from the start, as perfect play judges it.
///
/// # Examples
/// ```
/// use nimseq_core::play::{story, Board, Opponent, Player, Session};
/// let game = "sub:1,2".parse()?;
/// let mut s = Session::new(Board::parse("4", &game)?, Player::One, Opponent::Human)?;
/// s.play("0:2".parse()?)?; // from 4 the winning move takes 1; taking 2 leaves 2, a win for the opponent
/// let steps = story(&s);
/// assert_eq!(steps.len(), 2);
/// assert!(steps[0].wins && !steps[0].blunder);
/// assert_eq!(steps[1].winner, Player::Two);
/// assert!(steps[1].blunder);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn story(session: &Session) -> Vec<StoryStep> {
    let solver = session.solver();
    let mut to_move = session.first();
    let mut before: Option<StoryStep> = None;
    let mut steps = Vec::with_capacity(session.positions().len());
    for (ply, board) in session.positions().iter().enumerate() {
        // Every position of the game is reachable from its start, so the solver knows it;
        // a position it does not know is drawn as the end of the game.
        let e = solver.evaluate(board);
        let wins = e.is_some_and(|e| e.wins);
        let winner = if wins { to_move } else { to_move.other() };
        let step = StoryStep {
            ply,
            to_move,
            wins,
            remoteness: e.map_or(0, |e| e.remoteness),
            winner,
            blunder: before.is_some_and(|b| b.wins && b.winner != winner),
        };
        steps.push(step);
        before = Some(step);
        to_move = to_move.other();
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{Board, Opponent};

    #[test]
    fn perfect_play_throws_nothing_away() {
        let game = "octal:0.77".parse().unwrap();
        let mut s = Session::new(
            Board::parse("9", &game).unwrap(),
            Player::One,
            Opponent::Computer,
        )
        .unwrap();
        while let Some(mv) = s.best_move() {
            s.play(mv).unwrap();
        }
        let steps = story(&s);
        assert_eq!(steps.len(), s.moves().len() + 1);
        assert!(steps.iter().all(|st| !st.blunder));
        // The winner never changes, and remoteness counts down by one each move.
        assert!(steps.iter().all(|st| st.winner == steps[0].winner));
        for pair in steps.windows(2) {
            assert_eq!(pair[0].remoteness, pair[1].remoteness + 1);
        }
        assert_eq!(steps.last().map(|st| st.remoteness), Some(0));
    }

    #[test]
    fn a_losing_player_cannot_blunder() {
        let game = "sub:1,2".parse().unwrap();
        let mut s = Session::new(
            Board::parse("6", &game).unwrap(),
            Player::One,
            Opponent::Human,
        )
        .unwrap();
        s.play("0:1".parse().unwrap()).unwrap(); // 6 is lost: any move
        s.play("0:1".parse().unwrap()).unwrap(); // 5 is won, taking 1 leaves 4: thrown away
        let steps = story(&s);
        assert_eq!(
            steps.iter().map(|st| st.blunder).collect::<Vec<_>>(),
            [false, false, true]
        );
        assert_eq!(
            steps.iter().map(|st| st.winner).collect::<Vec<_>>(),
            [Player::Two, Player::Two, Player::One]
        );
    }
}
