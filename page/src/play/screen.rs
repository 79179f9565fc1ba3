//! One screen of the board, as JavaScript draws it ([`Screen`]): the status and the end of the
//! game, gathered with the heaps and their last move ([`heaps`](super::heaps)), every legal
//! move ([`moves`](super::moves)), the game's story ([`story`](super::story)) and the hint at
//! the level the link asks for ([`hint`](super::hint)).

use serde::Serialize;

use crate::play::heaps::*;
use crate::play::hint::*;
use crate::play::misere::*;
use crate::play::moves::*;
use crate::play::story::*;
use crate::play::BoardPage;
use crate::state::names::{HintLevel, Named};
use crate::texts::{t, PAGE};
use nimseq_core::play::{Hint, Opponent, PlayedMove, Player, Status};

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
    /// The "knocks down" choice and its words.
    pub pick: PickView,
    /// Whose turn, or who won.
    pub status: Status,
    /// The last move, if any.
    pub last: Option<LastMove>,
    /// The end of the game, once it is over.
    pub outcome: Option<Outcome>,
    /// The moves so far.
    pub history: Vec<PlayedMove>,
    /// The moves so far as the move list shows them, each that threw a win away marked.
    pub played: Vec<PlayedRow>,
    /// Every position so far, once the story may be told (hints on or the game over).
    pub story: Vec<StoryRow>,
    /// The story chart's description for a screen reader: every position in words (empty
    /// while the story is not told).
    pub story_label: String,
    /// How to read the story when it is shown (remoteness in a line), or why it is not yet.
    pub story_note: String,
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
    /// Whether the link locks the hints: no hints menu, no "Show me", no H or S key, no new
    /// game that is not locked too.
    pub locked: bool,
    /// On a misère board, its rule in the board's pieces, said whatever the hints show: `In
    /// misère play whoever knocks down the last pin loses.`
    pub rule_line: Option<String>,
    /// The hints menu's words on this board (a misère board has no nim-values); empty where
    /// the link's own words for `hints` hold.
    pub hint_choices: Vec<HintChoice>,
    /// Whether the nim calculator sits beside the board: not on a misère board (its arithmetic
    /// is normal play's), nor on a locked board whose hints show no values.
    pub calculator: bool,
    /// The move "Show me" points at and plays (`None` when locked or the game is over).
    pub show_me: Option<String>,
    /// What "Show me" says of its move (the hint's sentence, at every hint level; on a misère
    /// board its plain words; empty when locked).
    pub coach: String,
    /// The hint for the position, without values when the hints show P and N only (used by
    /// "Show me" whether or not the hints are on).
    pub hint: Hint,
    /// The hint panel's words.
    pub hint_panel: HintPanel,
    /// What a screen reader is told after each kind of change.
    pub announcements: Announcements,
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
                // Set once the colours and the pins' best choices are known.
                label: String::new(),
                button: move_button(&mv, board),
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
        let misere = board.is_misere();
        let colours = matches!(level, HintLevel::Classes | HintLevel::Values);
        // A misère board's plain words, where the hints or "Show me" may say them.
        let plain = (misere && !board.is_over() && (colours || !settings.lock))
            .then(|| misere_words(board, session.start(), solver, self.hinter()));
        let coach = match (&plain, settings.lock) {
            (_, true) => String::new(),
            (Some(words), false) => words.plain.clone(),
            (None, false) => hint.text.clone(),
        };
        if level != HintLevel::Values {
            hint = without_values(hint);
        }
        if matches!(level, HintLevel::Off | HintLevel::Outcome) {
            hint = without_moves(hint);
        }
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
        let mut moves = moves;
        label_moves(&mut moves, &heaps, colours);
        if !colours {
            // What the hints do not show is not sent: no move is marked winning or losing.
            for m in &mut moves {
                m.wins = false;
                m.remoteness = 0;
            }
        }
        let story = if tell_story {
            story_rows(session)
        } else {
            Vec::new()
        };
        let history = session.history();
        let outcome = status.over.then(|| self.outcome(&status));
        Screen {
            heaps,
            legend: colours.then(|| PAGE.text(LEGEND, None)),
            pick_notes,
            colours,
            locked: settings.lock,
            rule_line: misere.then(|| misere_rule(session.start())),
            hint_choices: if misere {
                misere_hint_choices()
            } else {
                Vec::new()
            },
            calculator: !(misere
                || (settings.lock && matches!(level, HintLevel::Off | HintLevel::Outcome))),
            show_me: if status.over { None } else { show_me },
            coach,
            moves,
            pick: pick_view(&row_takes),
            row_takes,
            last: session.last_move().map(|(mv, before, player)| {
                let text = t!(
                    "play-move-by",
                    who = opponent.player_name(player),
                    text = before.describe(&mv)
                );
                LastMove {
                    player,
                    line: t!("play-last-move", text = text.as_str()),
                    text,
                    notation: mv.to_string(),
                }
            }),
            announcements: announcements(&history, outcome.as_ref(), &status),
            hint_panel: hint_panel(&hint, &status, misere, plain.filter(|_| colours)),
            outcome,
            status,
            played: played_rows(&history, &story),
            history,
            story_label: story_label(&story),
            story,
            story_note: if tell_story {
                t!("story-note")
            } else {
                t!("story-note-later")
            },
            can_undo: session.can_undo(),
            can_redo: session.can_redo(),
            computer_to_move: session.computer_to_move(),
            misere,
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
            (Opponent::Computer, Player::One) => ("win", t!("play-won-you")),
            (Opponent::Computer, Player::Two) => ("loss", t!("play-won-computer")),
            (Opponent::Human, p) => ("neutral", t!("play-won", who = opponent.player_name(p))),
        };
        let next_first = self.session().first().other();
        let swap_label = match (opponent, next_first) {
            (Opponent::Computer, Player::One) => t!("play-swap-you"),
            (Opponent::Computer, Player::Two) => t!("play-swap-computer"),
            (Opponent::Human, p) => t!("play-swap", who = opponent.player_name(p)),
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

/// The id of the message (in the page's catalogue, [`PAGE`]) that says what the board's colours
/// mean, in the words of the colours drawn (`--agree`, a green, and `--differ`, an orange, in
/// both themes; a losing move's outline is dashed as well, for readers who do not tell the two
/// apart).
pub const LEGEND: &str = "play-legend";

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
    fn a_misere_board_speaks_plainly_and_folds_the_algebra() {
        let q = "?view=play&game=octal:0.77&rule=misere&heaps=6,4,3";
        for hints in ["0", "outcome", "pn", "1"] {
            let s = screen_of(&format!("{q}&hints={hints}"));
            assert_eq!(
                s.rule_line.as_deref(),
                Some("In misère play whoever knocks down the last pin loses.")
            );
            assert!(!s.calculator, "no nim calculator beside a misère board");
            let labels: Vec<&str> = s.hint_choices.iter().map(|c| c.label.as_str()).collect();
            assert_eq!(labels.len(), 4);
            assert!(labels.iter().all(|l| !l.contains("nim")), "{labels:?}");
            // Nothing of normal play's arithmetic anywhere on the screen.
            let json = serde_json::to_string(&s).unwrap();
            for word in ["nim-sum", "⊕", "⊗", "XOR", "nim-value"] {
                assert!(!json.contains(word), "hints={hints}: {word} in {json}");
            }
        }
        let s = screen_of(&format!("{q}&hints=1"));
        let words = s.hint_panel.misere.as_ref().unwrap();
        assert!(words.plain.starts_with("From here, "), "{}", words.plain);
        assert!(words.plain.contains(" wins: it leaves "), "{}", words.plain);
        assert_eq!(words.mathematics, "The mathematics");
        // The literature's strategy and the quotient are there, to be folded.
        assert!(words
            .strategy
            .as_deref()
            .unwrap()
            .contains("misère quotient"));
        assert!(s.hint.quotient.is_some());
        assert_eq!(s.hint_panel.binary_heading, None);
        assert_eq!(s.coach, words.plain, "Show me says the plain words");
        // P and N with the moves coloured: the plain words, no algebra.
        let pn = screen_of(&format!("{q}&hints=pn"));
        let words = pn.hint_panel.misere.as_ref().unwrap();
        assert!(words.strategy.is_none() && pn.hint.quotient.is_none());
        assert!(!words.plain.is_empty());
        // Who wins only: no move named.
        let outcome = screen_of(&format!("{q}&hints=outcome"));
        assert!(outcome.hint_panel.misere.is_none());
        // Misère Nim: Bouton's rule in words, once.
        let nim = screen_of("?view=play&game=sub:1-7&rule=misere&heaps=3,5,7&hints=1");
        let words = nim.hint_panel.misere.as_ref().unwrap();
        assert!(words
            .bouton
            .as_deref()
            .unwrap()
            .starts_with("Misère Nim (Bouton)"));
        assert!(words.strategy.is_none());
        assert_eq!(
            nim.rule_line.as_deref(),
            Some("In misère play whoever takes the last stone loses.")
        );
        // A normal board keeps the link's menu and its calculator.
        let normal = screen_of("?view=play&game=octal:0.77&heaps=6&hints=1");
        assert!(normal.hint_choices.is_empty() && normal.calculator);
        assert!(normal.rule_line.is_none() && normal.hint_panel.misere.is_none());
    }

    #[test]
    fn a_locked_board_sends_nothing_its_hints_do_not_show() {
        for hints in ["0", "outcome"] {
            let s = screen_of(&format!(
                "?view=play&game=octal:0.77&heaps=6,2&hints={hints}&lock=1"
            ));
            assert!(s.locked && !s.colours);
            assert!(s.moves.iter().all(|m| !m.wins && m.remoteness == 0));
            assert!(s.moves.iter().all(|m| m.label == m.text));
            assert_eq!(s.show_me, None);
            assert_eq!(s.coach, "", "no words of the move");
            assert!(
                !s.calculator,
                "no calculator on a locked board without values"
            );
            assert!(s.hint.best.is_none() && s.hint.winning.is_empty());
            assert!(s.heaps.iter().all(|h| h.best_takes.is_empty()));
            let json = serde_json::to_string(&s).unwrap();
            assert!(!json.contains("\"wins\":true,\"remoteness\""), "{json}");
            assert!(!json.contains("Winning move"), "{json}");
        }
        // A misère board locked on "who wins only" has no plain words of the move either.
        let s =
            screen_of("?view=play&game=octal:0.77&rule=misere&heaps=6,4,3&hints=outcome&lock=1");
        assert!(s.hint_panel.misere.is_none() && s.coach.is_empty());
        assert!(!serde_json::to_string(&s).unwrap().contains("From here"));
        // Locked with the moves coloured, the calculator shows nothing the hints do not.
        assert!(screen_of("?view=play&game=octal:0.77&heaps=6,2&hints=pn&lock=1").calculator);
    }

    #[test]
    fn captions_name_the_game_and_write_no_number_twice() {
        let s = screen_of("?view=play&game=sub:1-7&heaps=1,2,3&hints=1");
        let captions: Vec<&str> = s.heaps.iter().map(|h| h.caption.as_str()).collect();
        assert_eq!(
            captions,
            [
                "Heap 1 · 1 stone · the subtraction game {1, …, 7} · value 1",
                "Heap 2 · 2 stones · the subtraction game {1, …, 7} · value 2 = 10₂",
                "Heap 3 · 3 stones · the subtraction game {1, …, 7} · value 3 = 11₂",
            ]
        );
        let zero = screen_of("?view=play&game=sub:2,3&heaps=1,4&hints=1");
        assert!(
            zero.heaps[0].caption.ends_with("· value 0"),
            "{}",
            zero.heaps[0].caption
        );
        let misere = screen_of("?view=play&game=octal:0.77&rule=misere&heaps=4&hints=1");
        assert!(misere.heaps[0]
            .caption
            .starts_with("Row 1 · 4 pins · misère Kayles"));
        // Nim 1 + 1: the nim-sum is said once, not "0 = 0".
        let nim = screen_of("?view=play&game=sub:1-7&heaps=1,1&hints=1");
        let json = serde_json::to_string(&nim).unwrap();
        assert!(
            !json.contains(" 0 = 0") && !json.contains("= 0 = 0"),
            "{json}"
        );
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
    fn each_move_says_what_it_is_and_what_its_button_says() {
        // Kayles 6 + 2 with colours: the winning taps say so; a losing tap on a pin from which
        // knocking down 2 pins wins says that instead.
        let s = screen_of("?view=play&game=octal:0.77&heaps=6,2&hints=pn");
        let of = |notation: &str| s.moves.iter().find(|m| m.notation == notation).unwrap();
        let win = of("0:2@1");
        assert_eq!(win.label, format!("{} (winning move)", win.text));
        let other = of("0:1@1");
        assert_eq!(
            other.label,
            format!(
                "{} (a losing move; knocking down 2 pins from here wins)",
                other.text
            )
        );
        let lost = of("0:1@0");
        assert_eq!(lost.label, format!("{} (losing move)", lost.text));
        assert!(
            s.moves.iter().all(|m| m.button.is_empty()),
            "pins are tapped"
        );
        assert_eq!(s.heaps[0].label, "Row 1, 6 pins, Kayles");
        // Without colours a move is its words.
        let off = screen_of("?view=play&game=octal:0.77&heaps=6,2");
        assert!(off.moves.iter().all(|m| m.label == m.text));
        // A heap of stones takes by buttons; a game given by its options moves to an option.
        let stones = screen_of("?view=play&game=sub:1,2&heaps=5");
        let buttons: Vec<&str> = stones.moves.iter().map(|m| m.button.as_str()).collect();
        assert_eq!(buttons, ["take 1", "take 2"]);
        let cards = screen_of("?view=play&game=sub:1,2&heaps={0,*1,{0,*2}}");
        let buttons: Vec<&str> = cards.moves.iter().map(|m| m.button.as_str()).collect();
        assert_eq!(buttons, ["0", "*1", "{0, *2}"]);
        // A row split into three rows by a button.
        let three = screen_of("?view=play&game=tb:0.8&heaps=6");
        let splits: Vec<&str> = three
            .moves
            .iter()
            .filter(|m| m.three.is_some())
            .map(|m| m.button.as_str())
            .collect();
        assert_eq!(splits, ["take 1, split 1+1+3", "take 1, split 1+2+2"]);
        // A split into three that removes nothing says only the rows.
        let board = nimseq_core::play::Board::parse("6", &"tb:0.8".parse().unwrap()).unwrap();
        let cut = nimseq_core::play::BoardMove {
            heap: 0,
            take: 0,
            left: None,
            three: Some([1, 2, 3]),
        };
        assert_eq!(super::move_button(&cut, &board), "split 1+2+3");
    }

    #[test]
    fn the_knocks_down_choice_words_each_choice() {
        let kayles = screen_of("?view=play&game=octal:0.77&heaps=5").pick;
        assert!(kayles.shown);
        assert_eq!(kayles.label, "Each tap knocks down");
        let labels: Vec<&str> = kayles.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["1 pin", "2 pins"]);
        let dawson = screen_of("?view=play&game=octal:0.07&heaps=5").pick;
        assert!(dawson.shown && dawson.choices.is_empty());
        assert_eq!(
            dawson.label,
            "Each tap knocks down 2 pins: the one tapped and the next"
        );
        let grundy = screen_of("?view=play&game=grundy&heaps=7").pick;
        assert!(grundy.shown && grundy.choices.is_empty());
        assert_eq!(
            grundy.label,
            "Tap a gap between two pins to cut the row there"
        );
        // One pin a tap, or no row: nothing to choose, nothing shown.
        assert!(!screen_of("?view=play&game=octal:0.3&heaps=5").pick.shown);
        assert!(!screen_of("?view=play&game=sub:1,2&heaps=5").pick.shown);
    }

    #[test]
    fn the_board_announces_each_change_and_words_its_story() {
        let (state, _) = PageState::from_query("?view=play&game=sub:1,2&heaps=4&vs=human&hints=1");
        let mut t = BoardPage::open(&state).unwrap().0;
        let s = t.screen();
        assert_eq!(s.announcements.moved, None);
        assert_eq!(s.announcements.hints_off, "Hints off. Player 1 to move");
        assert!(s.last.is_none() && s.played.is_empty());
        // From 4 the winning move takes 1: taking 2 throws the win away.
        t.play("0:2").unwrap();
        let s = t.screen();
        assert_eq!(
            s.last.as_ref().unwrap().line,
            "Last move — Player 1: heap 1: take 2 stones, leaving 2"
        );
        assert_eq!(
            s.announcements.moved.as_deref(),
            Some("Player 1: heap 1: take 2 stones, leaving 2. Player 2 to move")
        );
        assert_eq!(
            s.announcements.taken_back,
            "Move taken back. Player 2 to move"
        );
        assert_eq!(s.played.len(), 1);
        assert_eq!(
            s.played[0].verdict.as_deref(),
            Some(" — threw the win away")
        );
        assert_eq!(
            s.story_label,
            "The game's story: Start: Player 1 to move: player 1 wins with perfect play (3 more moves). \
             After move 1: Player 2 to move: player 2 wins with perfect play (1 more move); the move before threw a win away."
        );
        t.play("0:2").unwrap();
        let s = t.screen();
        let outcome = s.outcome.as_ref().unwrap();
        assert_eq!(
            s.announcements.played_again,
            format!("Move played again. {} {}", outcome.headline, outcome.text)
        );
        assert_eq!(s.played[1].verdict, None);
        // Without hints the story, and so the verdicts, wait for the end of the game.
        let quiet = screen_of("?view=play&game=sub:1,2&heaps=4&vs=human&moves=0:2");
        assert!(quiet.story_label.is_empty());
        assert_eq!(quiet.played[0].verdict, None);
    }

    #[test]
    fn the_hint_panel_words_the_position_and_its_values() {
        let s = screen_of("?view=play&game=sub:1,2,3&heaps=5,6&hints=1");
        let panel = &s.hint_panel;
        assert_eq!(
            panel.position,
            format!(
                "N-position: the player to move wins with perfect play, which lasts {} more moves: its remoteness, the moves left when the winner hurries and the loser holds out.",
                s.hint.remoteness
            )
        );
        assert_eq!(panel.value_heading, "nim-value");
        let rows: Vec<(&str, &str, &str, &str, bool)> = panel
            .values
            .iter()
            .map(|r| {
                (
                    r.label.as_str(),
                    r.size.as_str(),
                    r.value.as_str(),
                    r.binary.as_str(),
                    r.sum,
                )
            })
            .collect();
        assert_eq!(
            rows,
            [
                ("heap 1", "5", "1", "01", false),
                ("heap 2", "6", "2", "10", false),
                ("nim-sum (XOR)", "", "3", "11", true)
            ]
        );
        assert_eq!(panel.outcome, s.hint.text);
        assert_eq!(panel.products, None);
        // P and N only: no values to show.
        let pn = screen_of("?view=play&game=sub:1,2,3&heaps=5,6&hints=pn");
        assert!(pn.hint_panel.values.is_empty());
        let outcome = screen_of("?view=play&game=sub:1,2,3&heaps=4&hints=outcome");
        assert_eq!(
            outcome.hint_panel.outcome,
            "A P-position: the player to move loses with perfect play."
        );
        // One move left: `1 more move`.
        let last = screen_of("?view=play&game=sub:1,2,3&heaps=2&hints=1");
        assert!(
            last.hint_panel
                .position
                .contains("which lasts 1 more move:"),
            "{}",
            last.hint_panel.position
        );
        // A misère board its quotient decides: misère values, every move's product.
        let misere = screen_of("?view=play&game=octal:0.77&rule=misere&heaps=7,5,3&hints=1");
        assert_eq!(misere.hint_panel.value_heading, "misère value");
        let q = misere.hint.quotient.as_ref().unwrap();
        assert_eq!(
            misere.hint_panel.products.as_deref(),
            Some(format!("Every move's product ({})", q.moves.len()).as_str())
        );
        // Once the game is over the panel says so.
        let over = screen_of("?view=play&game=sub:1,2&heaps=2&vs=human&moves=0:2&hints=1");
        assert_eq!(over.hint_panel.position, "The game is over.");
        assert_eq!(over.hint_panel.outcome, "The game is over.");
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

    /// Everything the board writes in its own words on `query`'s screen (not the core's: the
    /// words of a move, the status line, a game's name).
    fn board_words(query: &str) -> Vec<String> {
        let (state, notices) = PageState::from_query(query);
        assert!(notices.is_empty(), "{notices:?}");
        let page = BoardPage::open(&state).unwrap().0;
        let s = page.screen();
        let mut words = page.help();
        words.push(super::super::howto::cleared(page.session().start()));
        words.extend([
            s.pick.label.clone(),
            s.story_note.clone(),
            s.story_label.clone(),
        ]);
        words.extend([
            s.hint_panel.position.clone(),
            s.hint_panel.value_heading.clone(),
        ]);
        words.extend(s.legend.clone());
        words.extend(s.rule_line.clone());
        words.extend(s.hint_panel.binary_heading.clone());
        words.extend(s.hint_panel.products.clone());
        words.extend(s.pick.choices.iter().map(|c| c.label.clone()));
        words.extend(s.pick_notes.iter().map(|n| n.text.clone()));
        // A heap's caption without its game's name (the core's words).
        let heaps = page.session().position().heaps();
        words.extend(
            s.heaps
                .iter()
                .map(|h| h.caption.replace(&heaps[h.index].game.plain_name(), "")),
        );
        words.extend(s.hint_panel.values.iter().map(|v| v.label.clone()));
        words.extend(s.hint_choices.iter().map(|c| c.label.clone()));
        words.extend(s.moves.iter().map(|m| m.button.clone()));
        words.extend(s.moves.iter().map(|m| m.label.replace(&m.text, "")));
        words.extend(
            s.story
                .iter()
                .flat_map(|r| [r.label.clone(), r.text.clone()]),
        );
        words.extend(s.played.iter().filter_map(|r| r.verdict.clone()));
        words.extend(s.last.iter().map(|l| l.line.replace(&l.text, "")));
        if let Some(o) = &s.outcome {
            words.extend([o.headline.clone(), o.swap_label.clone()]);
        }
        let now = s.outcome.as_ref().map_or(s.status.text.clone(), |o| {
            format!("{} {}", o.headline, o.text)
        });
        let a = &s.announcements;
        for said in [&a.taken_back, &a.played_again, &a.hints_on, &a.hints_off] {
            words.push(said.replace(&now, ""));
        }
        if let Some(m) = &s.hint_panel.misere {
            words.extend([m.rule.clone(), m.plain.clone(), m.mathematics.clone()]);
            words.extend(m.replies_heading.clone());
            words.extend(m.replies.clone());
            words.extend(m.bouton.clone());
        }
        if s.hints == "outcome" {
            words.push(s.hint.text.clone());
        }
        words
    }

    #[test]
    fn a_german_and_a_french_board_speak_their_language() {
        use nimseq_core::words::{with_language, Lang};
        let boards = [
            // Kayles with values, colours and a "knocks down" choice with no winning tap.
            "?view=play&game=octal:0.77&heaps=6,2&hints=1",
            "?view=play&game=octal:0.77&heaps=6,2&hints=outcome",
            // Taps of two pins, cuts, splits into three, heaps of stones beside rows.
            "?view=play&game=octal:0.07&heaps=8&hints=pn",
            "?view=play&game=grundy&heaps=7&hints=1",
            "?view=play&game=tb:0.8&heaps=6&hints=1",
            "?view=play&game=sub:1,2&heaps=sub:1,2@9;octal:0.77@10&hints=1&lock=1",
            // A game played to its end by two people, one move throwing the win away.
            "?view=play&game=sub:1,2&heaps=4&vs=human&moves=0:2,0:2",
            "?view=play&game=octal:0.07&heaps=2&moves=0:2@0",
            // Misère boards: the plain words, the answers, Bouton's rule, the products.
            "?view=play&game=octal:0.77&rule=misere&heaps=4,2&hints=1",
            "?view=play&game=octal:0.77&rule=misere&heaps=7&hints=1",
            "?view=play&game=octal:0.77&rule=misere&heaps=6,4,3&hints=1",
            "?view=play&game=sub:1-7&rule=misere&heaps=3,5,7&hints=1",
            "?view=play&game=octal:0.77&rule=misere&heaps=2,1&hints=1",
        ];
        for (lang, phrases) in [
            (
                Lang::De,
                [
                    "Pro Antippen fallen",
                    "Tippen Sie auf einen Kegel",
                    "Von hier aus gewinnen Sie, indem Sie ",
                    "Sie haben gewonnen!",
                ],
            ),
            (
                Lang::Fr,
                [
                    "Chaque appui renverse",
                    "Touchez une quille",
                    "D'ici, le coup gagnant consiste à ",
                    "Vous avez gagné\u{202f}!",
                ],
            ),
        ] {
            let words: Vec<String> = with_language(lang, || {
                boards.iter().flat_map(|q| board_words(q)).collect()
            });
            for text in words.iter().filter(|w| !w.is_empty()) {
                let english = crate::play::english_in(text);
                assert!(english.is_empty(), "{lang:?}: {english:?} in “{text}”");
            }
            let all = words.join("\n");
            for phrase in phrases {
                assert!(all.contains(phrase), "{lang:?}: no “{phrase}” in {all}");
            }
        }
        // The same boards in English keep their words.
        let english = board_words(boards[0]).join(" ");
        assert!(english.contains("Each tap knocks down"), "{english}");
    }
}
