//! Room a frame without the host's lines keeps for what appears after it is drawn: the rows a
//! board's splits add, the end of a game, its story, the lines of a step-by-step why panel, the
//! why panel a wrong answer opens.

use crate::state::names::{Exercise, HintLevel, Part, View};
use crate::Settings;
use nimseq_core::play::most_rows;

use super::EmbedChoices;

/// The most rows a board embed keeps room for beyond those it starts with.
pub const MOST_EXTRA_ROWS: u32 = 6;

/// The most steps a step-by-step why panel keeps room for beyond those it shows.
pub const MOST_EXTRA_STEPS: u32 = 8;

/// Room a board embed keeps for the end of the game ("You won!", "Play again", "Swap
/// sides") or the coach's box of "Show me", at a phone's width.
const ROOM_FOR_THE_END: u32 = 190;

/// Room a board embed keeps for its story, drawn at the end of a game (or growing with each
/// move when hints are on).
const ROOM_FOR_THE_STORY: u32 = 420;

/// Room a values exercise keeps for a wrong answer: its feedback, and the why panel it opens
/// (which keeps at least 120 px, scrolling inside itself, in a frame nobody sizes).
const ROOM_FOR_A_WRONG_ANSWER: u32 = 240;

/// What an embed of `s` grows by after it is drawn, beyond the height measured then: on a
/// board the rows its splits add (and their lines in a hint's table of values), the end of
/// the game, the story; in a step-by-step why panel the next steps.
pub(crate) fn growth(s: &Settings, choices: &EmbedChoices) -> u32 {
    match s.view {
        View::Play => {
            let heaps = s.heaps.heaps();
            let most: u64 = heaps.iter().map(|h| most_rows(&h.game, h.size)).sum();
            let extra = u32::try_from(most.saturating_sub(heaps.len() as u64))
                .unwrap_or(u32::MAX)
                .min(MOST_EXTRA_ROWS);
            let row = choices.row_height.unwrap_or(70);
            let hint_row = if s.hints == HintLevel::Values {
                choices.hint_row_height.unwrap_or(24)
            } else {
                0
            };
            let story = if s.show.contains(&Part::Story) {
                ROOM_FOR_THE_STORY
            } else {
                0
            };
            extra * (row + hint_row) + ROOM_FOR_THE_END + story
        }
        View::Sequence if s.steps && s.show.contains(&Part::Why) => {
            MOST_EXTRA_STEPS * choices.step_height.unwrap_or(28)
        }
        View::Sequence if s.exercise == Exercise::Values && s.why.is_none() => {
            ROOM_FOR_A_WRONG_ANSWER
        }
        _ => 0,
    }
}
