//! The game's story: every position so far as perfect play judges it, the moves played (and
//! those that threw a win away), and what a screen reader hears after each change.

use serde::Serialize;

use crate::texts::t;
use nimseq_core::play::{story, Opponent, PlayedMove, Player, Session, Status, StoryStep};

/// The end of a game, as the board announces it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// `win` (you beat the computer), `loss` (the computer won) or `neutral` (two people).
    pub tone: &'static str,
    /// `You won!`, `The computer won`, `Player 2 won`.
    pub headline: String,
    /// Why, in one sentence.
    pub text: String,
    /// The link of a new game from the same start.
    pub again: String,
    /// The link of a new game from the same start with the other player starting.
    pub swap: String,
    /// The swap button's words.
    pub swap_label: String,
}

/// A move of the game so far, as the move list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayedRow {
    /// The move.
    #[serde(flatten)]
    pub played: PlayedMove,
    /// What the list adds to a move that threw a win away (known once the story is told).
    pub verdict: Option<String>,
}

/// What the board announces to a screen reader after each kind of change: what happened, then
/// where the game stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Announcements {
    /// After a move: the move in words (`None` before the first move).
    pub moved: Option<String>,
    /// After a move was taken back.
    pub taken_back: String,
    /// After a move taken back was played again.
    pub played_again: String,
    /// After the hints were switched on.
    pub hints_on: String,
    /// After the hints were switched off.
    pub hints_off: String,
}

/// One position of the game's story, with what the chart and the move list say of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoryRow {
    /// The position as perfect play judges it.
    #[serde(flatten)]
    pub step: StoryStep,
    /// `Start`, `after move 3`.
    pub label: String,
    /// In words: `You to move: you win in 5 moves with perfect play`.
    pub text: String,
}

/// What the board announces after each kind of change: what happened, then the end of the game
/// or whose turn it is.
pub(super) fn announcements(
    history: &[PlayedMove],
    outcome: Option<&Outcome>,
    status: &Status,
) -> Announcements {
    let now = match outcome {
        Some(o) => format!("{} {}", o.headline, o.text),
        None => status.text.clone(),
    };
    let say = |what: &str| format!("{what}. {now}");
    Announcements {
        moved: history.last().map(|m| say(&m.text)),
        taken_back: say(&t!("story-taken-back")),
        played_again: say(&t!("story-played-again")),
        hints_on: say(&t!("story-hints-on")),
        hints_off: say(&t!("story-hints-off")),
    }
}

/// The moves so far, each whose position after it the story marks as a win thrown away.
pub(super) fn played_rows(history: &[PlayedMove], story: &[StoryRow]) -> Vec<PlayedRow> {
    history
        .iter()
        .enumerate()
        .map(|(i, played)| PlayedRow {
            played: played.clone(),
            verdict: story
                .get(i + 1)
                .is_some_and(|after| after.step.blunder)
                .then(|| format!(" {}", t!("story-threw"))),
        })
        .collect()
}

/// The story chart for a screen reader: `The game's story: Start: …. After move 1: ….`.
pub(super) fn story_label(story: &[StoryRow]) -> String {
    if story.is_empty() {
        return String::new();
    }
    let steps: Vec<String> = story
        .iter()
        .map(|s| {
            t!(
                "story-step",
                label = s.label.as_str(),
                text = s.text.as_str()
            )
        })
        .collect();
    t!("story-label", steps = steps.join(". "))
}

/// The story of the game with its words.
pub(super) fn story_rows(session: &Session) -> Vec<StoryRow> {
    let opponent = session.opponent();
    story(session)
        .into_iter()
        .map(|step| {
            let label = if step.ply == 0 {
                t!("story-start")
            } else {
                t!("story-after", number = step.ply.to_string())
            };
            let text = if step.remoteness == 0 {
                t!("story-over")
            } else {
                let player = match (opponent, step.to_move) {
                    (Opponent::Computer, Player::One) => "you",
                    (Opponent::Computer, Player::Two) => "computer",
                    (Opponent::Human, Player::One) => "one",
                    (Opponent::Human, Player::Two) => "two",
                };
                t!(
                    "story-position",
                    player = player,
                    wins = if step.wins { "yes" } else { "no" },
                    count = step.remoteness,
                    n = step.remoteness.to_string(),
                    blunder = if step.blunder { "yes" } else { "no" }
                )
            };
            StoryRow { step, label, text }
        })
        .collect()
}
