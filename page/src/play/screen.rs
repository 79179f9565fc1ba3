//! One screen of the board, as JavaScript draws it: the heaps with their captions and the
//! last move marked on them, every legal move, the status and the end of the game, the
//! game's story, and the hint at the level the link asks for.

use serde::Serialize;

use crate::play::BoardPage;
use crate::state::names::{HintLevel, Named};
use nimseq_core::play::{
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
    /// In a game given by its options: the option it moves to (`*1`, `{0, *2}`).
    pub option: Option<String>,
    /// In a game given by its options: the nimber it moves to, when the option is one (a
    /// nimber is drawn as a heap of stones, and a tap on stone `k` moves to `*k`).
    pub option_nimber: Option<u32>,
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
    /// A game given by its options: the position it is at (`{0, *1, {0, *2}}`, `*3`).
    pub tree: Option<String>,
    /// A game given by its options at a nimber `*k`: `k` (drawn as `k` stones).
    pub nimber: Option<u32>,
    /// In a row, when moves are coloured: for each pin, the fewest pins a winning move that
    /// starts at it knocks down (0: no move from it wins), so that a pin is coloured by the
    /// best choice a player has there, whatever the "knocks down" choice says.
    pub best_takes: Vec<u32>,
}

/// What the board says when the "knocks down" choice in force has no winning tap but another
/// choice has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PickNote {
    /// The choice: pins knocked down by each tap.
    pub take: u32,
    /// `No tap that knocks down 1 pin wins here; knocking down 2 pins wins.`
    pub text: String,
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
    /// How much the hints show: `0`, `outcome`, `pn`, `1`.
    pub hints: &'static str,
    /// Whether moves are coloured winning or losing (hints `pn` and `1`).
    pub colours: bool,
    /// What the colours drawn mean, in the words of the colours drawn (when moves are coloured).
    pub legend: Option<String>,
    /// For each "knocks down" choice with no winning tap while another choice has one: what
    /// the board says (when moves are coloured).
    pub pick_notes: Vec<PickNote>,
    /// Whether the link locks the hints: no hints menu, no "Show me", no H or S key.
    pub locked: bool,
    /// The move "Show me" points at and plays (`None` when locked or the game is over).
    pub show_me: Option<String>,
    /// What "Show me" says of its move (the hint's sentence, at every hint level).
    pub coach: String,
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
                option: board.heaps().get(mv.heap).and_then(|h| {
                    h.game
                        .tree()
                        .map(|t| t.spelling(u64::from(h.size - mv.take)))
                }),
                option_nimber: board.heaps().get(mv.heap).and_then(|h| {
                    h.game
                        .tree()
                        .and_then(|t| t.as_nimber(u64::from(h.size - mv.take)))
                }),
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
        let show_me = (!settings.lock).then(|| hint.best.clone()).flatten();
        let coach = hint.text.clone();
        if level != HintLevel::Values {
            hint = without_values(hint);
        }
        if matches!(level, HintLevel::Off | HintLevel::Outcome) {
            hint = without_moves(hint);
        }
        let colours = matches!(level, HintLevel::Classes | HintLevel::Values);
        let status = session.status();
        let tell_story = matches!(level, HintLevel::Classes | HintLevel::Values) || status.over;
        let opponent = session.opponent();
        let pick_notes = if colours {
            pick_notes(&moves, &row_takes)
        } else {
            Vec::new()
        };
        let mut heaps = heap_screens(session, &hint, level);
        if colours {
            for heap in heaps.iter_mut().filter(|h| h.row) {
                heap.best_takes = best_takes(&moves, heap.index, heap.size);
            }
        }
        Screen {
            heaps,
            legend: colours.then(|| LEGEND.to_string()),
            pick_notes,
            colours,
            locked: settings.lock,
            show_me: if status.over { None } else { show_me },
            coach,
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

/// What the board's colours mean, in the words of the colours drawn (`--agree`, a green, and
/// `--differ`, an orange, in both themes; a losing move's outline is dashed as well, for
/// readers who do not tell the two apart).
pub const LEGEND: &str = "Moves are marked: green with a solid outline wins (it leaves a P-position); orange with a dashed outline loses. A pin with a green dashed outline and a number wins when a tap knocks down that many pins from it (another “knocks down” choice).";

/// For each pin of row `heap` of `size` pins: the fewest pins a winning move starting at it
/// knocks down, 0 when none wins.
fn best_takes(moves: &[MoveView], heap: usize, size: u32) -> Vec<u32> {
    let mut best = vec![0u32; size as usize];
    for m in moves
        .iter()
        .filter(|m| m.heap == heap && m.wins && m.take > 0)
    {
        if let Some(pin) = m.left.and_then(|left| best.get_mut(left as usize)) {
            if *pin == 0 || m.take < *pin {
                *pin = m.take;
            }
        }
    }
    best
}

/// The notes for the "knocks down" choices that tap no winning move while another does.
fn pick_notes(moves: &[MoveView], row_takes: &[u32]) -> Vec<PickNote> {
    let pins = |k: u32| format!("{k} pin{}", if k == 1 { "" } else { "s" });
    let winning: Vec<u32> = row_takes
        .iter()
        .copied()
        .filter(|&t| {
            t > 0
                && moves
                    .iter()
                    .any(|m| m.left.is_some() && m.take == t && m.wins)
        })
        .collect();
    if winning.is_empty() {
        return Vec::new();
    }
    let others = |t: u32| {
        let list: Vec<String> = winning
            .iter()
            .filter(|&&w| w != t)
            .map(|&w| pins(w))
            .collect();
        list.join(" or ")
    };
    row_takes
        .iter()
        .copied()
        .filter(|&t| t > 0 && !winning.contains(&t))
        .map(|t| PickNote {
            take: t,
            text: format!(
                "No tap that knocks down {} wins here: knocking down {} wins (choose it above).",
                pins(t),
                others(t)
            ),
        })
        .collect()
}

/// A hint that names no move: only the class of the position (for `hints=outcome`, and for
/// no hints at all).
fn without_moves(mut hint: Hint) -> Hint {
    hint.best = None;
    hint.winning.clear();
    hint.text = if hint.wins {
        "An N-position: the player to move wins with perfect play.".to_string()
    } else {
        "A P-position: the player to move loses with perfect play.".to_string()
    };
    hint.remoteness = 0;
    hint.quotient = None;
    hint
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
    // The quotient's elements are the misère counterpart of values.
    hint.quotient = None;
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
            let row = nimseq_core::play::board::is_row(&h.game);
            let noun = match (row, h.size) {
                (true, 1) => "pin",
                (true, _) => "pins",
                (false, 1) => "stone",
                (false, _) => "stones",
            };
            let tree = h.game.tree();
            // The game with its rule (`sub:1,2/misere`), as the heap is played; a game given
            // by its options is spelled as the position it is at.
            let mut caption = match tree {
                Some(t) => format!("Game {} · {}", index + 1, t.spelling(u64::from(h.size))),
                // A row of an octal game has no rule of its own: it follows a misère board.
                None if board.is_misere() && !h.game.is_misere() => format!(
                    "{} {} · {} {noun} · {}, misère",
                    if row { "Row" } else { "Heap" },
                    index + 1,
                    h.size,
                    h.game
                ),
                None => format!(
                    "{} {} · {} {noun} · {}",
                    if row { "Row" } else { "Heap" },
                    index + 1,
                    h.size,
                    h.game
                ),
            };
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
                tree: tree.map(|t| t.spelling(u64::from(h.size))),
                nimber: tree.and_then(|t| t.as_nimber(u64::from(h.size))),
                best_takes: Vec::new(),
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
    use crate::{BoardPage, PageState};

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
    fn pins_are_coloured_by_the_best_choice_a_player_has() {
        // Kayles 6 + 2 (values 3 ⊕ 2 = 1): only knocking down 2 pins wins (pins 2-3 of the
        // row of 6, leaving 1 + 3 of values 1 ⊕ 3 = 2). With "each tap knocks down 1 pin" no
        // pin may look lost: pin 2 (index 1) is coloured by its winning 2-pin move.
        let s = screen_of("?view=play&game=octal:0.77&heaps=6,2&hints=pn");
        assert!(s.colours && s.hint.wins);
        let winning: Vec<&str> = s
            .moves
            .iter()
            .filter(|m| m.wins)
            .map(|m| m.notation.as_str())
            .collect();
        assert_eq!(winning, ["0:2@1", "0:2@3"]);
        assert_eq!(s.heaps[0].best_takes, [0, 2, 0, 2, 0, 0]);
        assert_eq!(s.heaps[1].best_takes, [0, 0]);
        assert_eq!(s.pick_notes.len(), 1);
        assert_eq!(s.pick_notes[0].take, 1);
        assert_eq!(
            s.pick_notes[0].text,
            "No tap that knocks down 1 pin wins here: knocking down 2 pins wins (choose it above)."
        );
        assert!(s.legend.as_deref().unwrap().contains("green"));
        assert!(s.legend.as_deref().unwrap().contains("orange"));
        // Without colours the board says nothing of pins.
        let off = screen_of("?view=play&game=octal:0.77&heaps=6,2");
        assert!(!off.colours && off.pick_notes.is_empty() && off.legend.is_none());
        assert!(off.heaps[0].best_takes.is_empty());
    }

    #[test]
    fn outcome_hints_name_no_move_and_a_lock_hides_the_move() {
        let s = screen_of("?view=play&game=octal:0.77&heaps=6,2&hints=outcome&lock=1");
        assert_eq!(s.hints, "outcome");
        assert!(!s.colours && s.locked);
        assert_eq!(s.hint.best, None);
        assert!(s.hint.winning.is_empty());
        assert_eq!(
            s.hint.text,
            "An N-position: the player to move wins with perfect play."
        );
        assert!(s.hint.heaps.iter().all(|h| h.value.is_none()));
        assert_eq!(s.show_me, None, "locked: nothing shows the move");
        assert!(
            s.story.is_empty(),
            "the story waits for the end of the game"
        );
        // Unlocked, "Show me" still knows the move and says it.
        let open = screen_of("?view=play&game=octal:0.77&heaps=6,2&hints=outcome");
        assert!(open.show_me.is_some());
        assert!(open.coach.starts_with("Winning move"), "{}", open.coach);
        // A locked board keeps its hints.
        let (state, _) =
            PageState::from_query("?view=play&game=octal:0.77&heaps=6,2&hints=outcome&lock=1");
        let mut t = BoardPage::open(&state).unwrap().0;
        t.set_hints(crate::HintLevel::Values);
        assert_eq!(t.screen().hints, "outcome");
    }

    #[test]
    fn games_given_by_their_options_are_cards_of_options() {
        let s = screen_of("?view=play&game=sub:1,2&heaps={0,*1,{0,*2}};*3&hints=1");
        assert_eq!(s.heaps[0].tree.as_deref(), Some("{0, *1, {0, *2}}"));
        assert_eq!(s.heaps[0].nimber, None);
        assert_eq!(
            s.heaps[0].caption,
            "Game 1 · {0, *1, {0, *2}} · value 2 = 10₂"
        );
        assert_eq!(s.heaps[1].nimber, Some(3));
        let options: Vec<&str> = s
            .moves
            .iter()
            .filter(|m| m.heap == 0)
            .filter_map(|m| m.option.as_deref())
            .collect();
        assert_eq!(options, ["0", "*1", "{0, *2}"]);
        let to_nimbers: Vec<Option<u32>> = s
            .moves
            .iter()
            .filter(|m| m.heap == 1)
            .map(|m| m.option_nimber)
            .collect();
        assert_eq!(to_nimbers, [Some(0), Some(1), Some(2)]);
        // 2 ⊕ 3 = 1: the winning moves go to value 3 in game 1 (none) or to *2 in game 2.
        let winning: Vec<&str> = s
            .moves
            .iter()
            .filter(|m| m.wins)
            .map(|m| m.text.as_str())
            .collect();
        assert_eq!(winning, ["game 2: move to *2"]);
        assert_eq!(
            s.query,
            "?view=play&game=sub:1,2&heaps=%7B0,*1,%7B0,*2%7D%7D;*3&hints=1"
        );
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
