//! One screen of the board, as JavaScript draws it: the heaps with their captions and the
//! last move marked on them, every legal move, the status and the end of the game, the
//! game's story, and the hint at the level the link asks for.

use serde::Serialize;

use crate::page::board::BoardPage;
use crate::page::names::{HintLevel, Named};
use crate::play::{
    story, Board, BoardMove, Hint, Opponent, PlayedMove, Player, Session, Status, StoryStep,
};

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
    /// A split into three rows: their sizes (offered as a button).
    pub three: Option<[u32; 3]>,
    /// In words: `heap 1: take 3 stones, leaving 4`.
    pub text: String,
    /// Whether it wins for the player making it (leaves a position lost for the opponent).
    pub wins: bool,
    /// How many moves the game lasts after it with perfect play.
    pub remoteness: u32,
}

/// A heap as the board draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapScreen {
    /// Its place on the board, from 0 (the `heap` of its moves).
    pub index: usize,
    /// Whether it is a row of pins that splits (else a heap of stones).
    pub row: bool,
    /// Its number of tokens.
    pub size: u32,
    /// Its caption: `Row 2 · 5 pins · octal:0.77 · value 4 = 100₂`.
    pub caption: String,
    /// Whether the last move changed it (or made it, splitting a row).
    pub changed: bool,
    /// Tokens the last move removed, drawn fallen before its first token.
    pub fallen_before: u32,
    /// Tokens the last move removed, drawn fallen after its last token.
    pub fallen_after: u32,
}

/// The last move, as the board announces it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LastMove {
    /// Who played it.
    pub player: Player,
    /// The move in words, with who played it: `The computer: row 1: knock down pin 3, ...`.
    pub text: String,
    /// Its spelling.
    pub notation: String,
}

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

/// Everything one screen of the board shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Screen {
    /// The heaps to draw, in order (empty heaps are left out, but for one the last move just
    /// emptied while the game goes on).
    pub heaps: Vec<HeapScreen>,
    /// Every legal move.
    pub moves: Vec<MoveView>,
    /// The numbers of adjacent tokens a move in a row can knock down, smallest first.
    pub row_takes: Vec<u32>,
    /// Whose turn, or who won.
    pub status: Status,
    /// The last move, if any.
    pub last: Option<LastMove>,
    /// The end of the game, once it is over.
    pub outcome: Option<Outcome>,
    /// The moves so far.
    pub history: Vec<PlayedMove>,
    /// Every position so far, once the story may be told (hints on or the game over).
    pub story: Vec<StoryRow>,
    /// How to read the story when it is shown (remoteness in a line), or why it is not yet.
    pub story_note: &'static str,
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
    /// How much the hints show: `0`, `pn`, `1`.
    pub hints: &'static str,
    /// The hint for the position, without values when the hints show P and N only (used by
    /// "Show me" whether or not the hints are on).
    pub hint: Hint,
    /// The link of this game: its start and the moves played.
    pub query: String,
}

impl BoardPage {
    /// Everything the board shows now.
    pub fn screen(&self) -> Screen {
        let session = self.session();
        let board = session.position();
        let solver = session.solver();
        let settings = self.state().settings();
        let level = settings.hints;
        let options = solver.options(board);
        let moves: Vec<MoveView> = options
            .iter()
            .map(|&(mv, after)| MoveView {
                notation: mv.to_string(),
                heap: mv.heap,
                take: mv.take,
                left: mv.left,
                three: mv.three,
                text: board.describe(&mv),
                // Every position after a move is reachable from the start, so the solver
                // knows it; a lost option is a winning move.
                wins: after.is_some_and(|e| !e.wins),
                remoteness: after.map_or(0, |e| e.remoteness),
            })
            .collect();
        let mut row_takes: Vec<u32> = moves
            .iter()
            .filter(|m| m.left.is_some())
            .map(|m| m.take)
            .collect();
        row_takes.sort_unstable();
        row_takes.dedup();
        let mut hint = self.hinter().hint_for_options(board, solver, &options);
        if level != HintLevel::Values {
            hint = without_values(hint);
        }
        let status = session.status();
        let tell_story = level != HintLevel::Off || status.over;
        let opponent = session.opponent();
        Screen {
            heaps: heap_screens(session, &hint, level),
            moves,
            row_takes,
            last: session.last_move().map(|(mv, before, player)| LastMove {
                player,
                text: format!("{}: {}", opponent.player_name(player), before.describe(&mv)),
                notation: mv.to_string(),
            }),
            outcome: status.over.then(|| self.outcome(&status)),
            status,
            history: session.history(),
            story: if tell_story {
                story_rows(session)
            } else {
                Vec::new()
            },
            story_note: if tell_story {
                "Each dot is a position, on the side of the player who wins from it, as far out as its remoteness: the moves left when the winner hurries and the loser holds out."
            } else {
                "The game's story (who was winning after each move) appears when the game ends, or with hints on."
            },
            can_undo: session.can_undo(),
            can_redo: session.can_redo(),
            computer_to_move: session.computer_to_move(),
            misere: board.is_misere(),
            vs: opponent.spelling(),
            hints: level.spelling(),
            hint,
            query: self.link().to_query(),
        }
    }

    /// The end of the game: who won, and the links of the next game.
    fn outcome(&self, status: &Status) -> Outcome {
        let opponent = self.session().opponent();
        let winner = status.winner.unwrap_or(Player::One);
        let (tone, headline) = match (opponent, winner) {
            (Opponent::Computer, Player::One) => ("win", "You won!".to_string()),
            (Opponent::Computer, Player::Two) => ("loss", "The computer won".to_string()),
            (Opponent::Human, p) => ("neutral", format!("{} won!", opponent.player_name(p))),
        };
        let next_first = self.session().first().other();
        let swap_label = match (opponent, next_first) {
            (Opponent::Computer, Player::One) => "Swap sides: you start".to_string(),
            (Opponent::Computer, Player::Two) => "Swap sides: the computer starts".to_string(),
            (Opponent::Human, p) => format!("Swap sides: {} starts", opponent.player_name(p)),
        };
        Outcome {
            tone,
            headline,
            text: status.text.clone(),
            again: self.again(false).to_query(),
            swap: self.again(true).to_query(),
            swap_label,
        }
    }
}

/// A hint with its numbers taken out: the class of the position and the moves' colours stay.
fn without_values(mut hint: Hint) -> Hint {
    for heap in &mut hint.heaps {
        heap.value = None;
        heap.binary = None;
    }
    hint.nim_sum = None;
    hint.nim_sum_binary = None;
    hint.reasons.clear();
    hint.strategy = None;
    hint
}

/// The heaps of the position on screen, with the last move marked.
fn heap_screens(session: &Session, hint: &Hint, level: HintLevel) -> Vec<HeapScreen> {
    let board = session.position();
    let mut heaps: Vec<HeapScreen> = board
        .heaps()
        .iter()
        .enumerate()
        .map(|(index, h)| {
            let row = crate::play::board::is_row(&h.game);
            let noun = match (row, h.size) {
                (true, 1) => "pin",
                (true, _) => "pins",
                (false, 1) => "stone",
                (false, _) => "stones",
            };
            // The game with its rule (`sub:1,2/misere`), as the heap is played.
            let mut caption = format!(
                "{} {} · {} {noun} · {}",
                if row { "Row" } else { "Heap" },
                index + 1,
                h.size,
                h.game
            );
            let value = hint
                .heaps
                .get(index)
                .and_then(|v| v.value.zip(v.binary.as_ref()));
            if let (HintLevel::Values, Some((v, binary))) = (level, value) {
                caption.push_str(&format!(" · value {v} = {binary}₂"));
            }
            HeapScreen {
                index,
                row,
                size: h.size,
                caption,
                changed: false,
                fallen_before: 0,
                fallen_after: 0,
            }
        })
        .collect();
    if let Some((mv, before, _)) = session.last_move() {
        mark_last_move(&mut heaps, &mv, before);
    }
    // An empty heap is left out, unless the last move just emptied it and the game goes on
    // (its taken stones are drawn there); at the end nothing is left over.
    let over = board.is_over();
    heaps.retain(|h| h.size > 0 || (h.changed && !over));
    heaps
}

/// Marks the heaps `mv` changed, and where its tokens fell.
fn mark_last_move(heaps: &mut [HeapScreen], mv: &BoardMove, before: &Board) {
    let Some(moved) = before.heaps().get(mv.heap) else {
        return;
    };
    let at = mv.heap;
    if let Some(parts) = mv.three {
        // A row split into three: the rows it became (the empty ones are not on the board).
        let made = parts.iter().filter(|&&p| p > 0).count();
        for h in heaps.iter_mut().skip(at).take(made) {
            h.changed = true;
        }
        if let Some(h) = heaps.get_mut(at) {
            h.fallen_after = mv.take;
        }
        return;
    }
    match mv.left {
        // A heap keeps its place: the stones taken are drawn fallen at its end.
        None => {
            if let Some(h) = heaps.get_mut(at) {
                h.changed = true;
                h.fallen_after = mv.take;
            }
        }
        // A row is replaced by what stood either side of the fallen tokens.
        Some(left) => {
            let right = moved.size - mv.take - left;
            if left > 0 {
                if let Some(h) = heaps.get_mut(at) {
                    h.changed = true;
                    h.fallen_after = mv.take;
                }
                if right > 0 {
                    if let Some(h) = heaps.get_mut(at + 1) {
                        h.changed = true;
                    }
                }
            } else if right > 0 {
                if let Some(h) = heaps.get_mut(at) {
                    h.changed = true;
                    h.fallen_before = mv.take;
                }
            }
        }
    }
}

/// The story of the game with its words.
fn story_rows(session: &Session) -> Vec<StoryRow> {
    let opponent = session.opponent();
    story(session)
        .into_iter()
        .map(|step| {
            let who = opponent.player_name(step.to_move);
            let label = if step.ply == 0 {
                "Start".to_string()
            } else {
                format!("After move {}", step.ply)
            };
            let text = if step.remoteness == 0 {
                "the game is over".to_string()
            } else {
                let you = step.to_move == Player::One && opponent == Opponent::Computer;
                let verb = match (you, step.wins) {
                    (true, true) => "win",
                    (true, false) => "lose",
                    (false, true) => "wins",
                    (false, false) => "loses",
                };
                let moves = if step.remoteness == 1 {
                    "move"
                } else {
                    "moves"
                };
                let thrown = if step.blunder {
                    "; the move before threw a win away"
                } else {
                    ""
                };
                format!(
                    "{who} to move: {} {verb} with perfect play ({} more {moves}){thrown}",
                    who.to_lowercase(),
                    step.remoteness,
                )
            };
            StoryRow { step, label, text }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::page::{BoardPage, PageState};

    fn screen_of(query: &str) -> super::Screen {
        let (state, notices) = PageState::from_query(query);
        assert!(notices.is_empty(), "{notices:?}");
        BoardPage::open(&state).unwrap().0.screen()
    }

    #[test]
    fn the_last_move_is_marked_where_the_pins_fell() {
        // Kayles, 9 pins; knock down pins 4-5: rows of 3 and 4, the fallen pins after row 1.
        let s = screen_of("?view=play&game=octal:0.77&heaps=9&vs=human&moves=0:2@3");
        assert_eq!(s.heaps.len(), 2);
        assert_eq!((s.heaps[0].size, s.heaps[0].fallen_after), (3, 2));
        assert!(s.heaps[0].changed && s.heaps[1].changed);
        let last = s.last.unwrap();
        assert_eq!(
            last.text,
            "Player 1: row 1: knock down pins 4–5, leaving rows of 3 and 4"
        );
        // Knocking down the first pin: the fallen pin before what is left.
        let s = screen_of("?view=play&game=octal:0.77&heaps=9&vs=human&moves=0:1@0");
        assert_eq!((s.heaps[0].size, s.heaps[0].fallen_before), (8, 1));
        // A heap of stones keeps its place, the stones taken at its end.
        let s = screen_of("?view=play&game=sub:1,2&heaps=5,4&vs=human&moves=1:2");
        assert_eq!((s.heaps[1].size, s.heaps[1].fallen_after), (2, 2));
        assert!(!s.heaps[0].changed);
        assert_eq!(s.row_takes, Vec::<u32>::new());
    }

    #[test]
    fn a_finished_game_leaves_no_empty_row_and_offers_the_next() {
        let s = screen_of("?view=play&game=octal:0.07&heaps=2&moves=0:2@0");
        assert!(s.heaps.is_empty(), "{:?}", s.heaps);
        let outcome = s.outcome.unwrap();
        assert_eq!(
            (outcome.tone, outcome.headline.as_str()),
            ("win", "You won!")
        );
        assert_eq!(outcome.again, "?view=play&game=octal:0.07&heaps=2");
        assert_eq!(outcome.swap, "?view=play&game=octal:0.07&heaps=2&turn=2");
        assert_eq!(outcome.swap_label, "Swap sides: the computer starts");
        // The story is told at the end even without hints.
        assert_eq!(s.story.len(), 2);
        assert!(s.story_note.contains("remoteness: the moves left"));
        let lost = screen_of("?view=play&game=octal:0.07&heaps=2&turn=2&moves=0:2@0");
        assert_eq!(lost.outcome.unwrap().tone, "loss");
    }

    #[test]
    fn hints_for_exercises_show_no_values() {
        let q = "?view=play&game=sub:1,2,3&heaps=5,6";
        let values = screen_of(&format!("{q}&hints=1"));
        assert!(values.hint.nim_sum.is_some());
        assert!(
            values.heaps[0].caption.contains("value 1"),
            "{}",
            values.heaps[0].caption
        );
        let pn = screen_of(&format!("{q}&hints=pn"));
        assert_eq!(pn.hints, "pn");
        assert!(pn.hint.nim_sum.is_none() && pn.hint.reasons.is_empty());
        assert!(pn.hint.heaps.iter().all(|h| h.value.is_none()));
        assert!(!pn.heaps[0].caption.contains("value"));
        assert_eq!(pn.hint.class, values.hint.class);
        assert!(!pn.story.is_empty());
        // Without hints the story waits for the end of the game.
        let off = screen_of(q);
        assert!(off.story.is_empty() && !off.story_note.is_empty());
    }

    #[test]
    fn the_row_takes_list_what_a_tap_can_knock_down() {
        assert_eq!(
            screen_of("?view=play&game=octal:0.77&heaps=5").row_takes,
            [1, 2]
        );
        assert_eq!(
            screen_of("?view=play&game=octal:0.07&heaps=5").row_takes,
            [2]
        );
        assert_eq!(
            screen_of("?view=play&game=octal:0.137&heaps=5").row_takes,
            [2, 3]
        );
    }
}
