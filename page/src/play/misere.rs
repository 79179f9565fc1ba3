//! A misère board in a first course's words: the rule (whoever makes the last move loses), the
//! winning move and a reason a student can follow (the position it leaves is one the opponent
//! loses, with the answer to each of their replies), Bouton's rule where the heaps play as Nim
//! heaps, and the hints menu's words. The quotient algebra stays in the hint, folded behind
//! "The mathematics" ([`MATHEMATICS`]).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::state::names::{HintLevel, Named};
use nimseq_core::game::Game;
use nimseq_core::play::{is_row, token_moves, Board, BoardMove, Hinter, Solver};

/// The heading of the folded part of a misère hint: the quotient, the misère values, the
/// strategy in the literature's terms.
pub const MATHEMATICS: &str = "The mathematics";

/// Most replies listed one by one under a winning move; past that, a few examples.
const MOST_REPLIES: usize = 4;
/// Replies given as examples when there are more than [`MOST_REPLIES`].
const EXAMPLE_REPLIES: usize = 3;

/// What a misère board says in plain words before any algebra.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MisereWords {
    /// The rule: `In misère play whoever knocks down the last pin loses.`
    pub rule: String,
    /// The position in one or two sentences: the winning move and why it wins (`From here,
    /// knocking down pin 3 wins: it leaves …`), or why nothing wins.
    pub plain: String,
    /// The words before the replies (`Whatever they do next, you have an answer:`), if any.
    pub replies_heading: Option<String>,
    /// For each position the opponent can leave after the winning move, the answer: `If they
    /// leave rows of 2 and 1, you leave a single pin.`
    pub replies: Vec<String>,
    /// Bouton's rule for misère Nim in words, where every heap plays as a Nim heap.
    pub bouton: Option<String>,
    /// The heading of the folded mathematics ([`MATHEMATICS`]).
    pub mathematics: &'static str,
    /// The strategy in the literature's terms (the misère quotient, misère values), shown
    /// under "The mathematics" (none where Bouton's rule already says it, or without values).
    pub strategy: Option<String>,
}

/// One choice of the hints menu, in the words of the board it is on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HintChoice {
    /// The link's spelling (`0`, `outcome`, `pn`, `1`): unchanged.
    pub value: &'static str,
    /// What the menu says.
    pub label: &'static str,
}

/// The hints menu on a misère board: no nim-values there.
pub(super) fn misere_hint_choices() -> Vec<HintChoice> {
    [
        (HintLevel::Off, "off"),
        (HintLevel::Outcome, "who wins (P or N)"),
        (HintLevel::Classes, "winning moves"),
        (HintLevel::Values, "moves and why"),
    ]
    .into_iter()
    .map(|(level, label)| HintChoice {
        value: level.spelling(),
        label,
    })
    .collect()
}

/// The rule of a misère board in its own pieces: `In misère play whoever knocks down the last
/// pin loses.` for rows whose every pin can be knocked down, `… takes the last stone …` for
/// such heaps, else `… makes the last move …` (a row or heap may be left that no move takes).
pub fn misere_rule(board: &Board) -> String {
    let heaps = board.heaps();
    let rows = heaps.iter().filter(|h| is_row(&h.game)).count();
    // Whether the game ends only when every token is gone.
    let clears = heaps
        .iter()
        .all(|h| (1..=h.size).all(|n| !token_moves(&h.game, n).is_empty()));
    let last = match (clears, rows, heaps.len() - rows) {
        (true, _, 0) => "knocks down the last pin",
        (true, 0, _) => "takes the last stone",
        _ => "makes the last move",
    };
    format!("In misère play whoever {last} loses.")
}

/// A position in words: `a single pin`, `a row of 4`, `rows of 3, 2 and 1`, `heaps of 7 and
/// 5`, `a row of 3 and a heap of 2`, `nothing`.
pub fn position_words(board: &Board) -> String {
    let mut heaps: Vec<(bool, u32, &Game)> = board
        .heaps()
        .iter()
        .filter(|h| h.size > 0)
        .map(|h| (is_row(&h.game), h.size, &h.game))
        .collect();
    heaps.sort_by_key(|h| std::cmp::Reverse(h.1));
    let total: u32 = heaps.iter().map(|h| h.1).sum();
    if let [(row, 1, game)] = heaps[..] {
        return match game.tree() {
            Some(t) => t.spelling(1),
            None if row => "a single pin".to_string(),
            None => "a single stone".to_string(),
        };
    }
    if heaps.is_empty() || total == 0 {
        return "nothing".to_string();
    }
    // Single pins (or stones) and nothing else: `3 single pins`.
    let count = heaps.len();
    if heaps.iter().all(|h| h.1 == 1 && h.2.tree().is_none()) {
        match heaps.iter().filter(|h| h.0).count() {
            n if n == count => return format!("{count} single pins"),
            0 => return format!("{count} heaps of 1"),
            _ => {}
        }
    }
    let list = |sizes: Vec<String>| match sizes.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => sizes.concat(),
    };
    let trees = heaps.iter().any(|h| h.2.tree().is_some());
    let rows = heaps.iter().filter(|h| h.0).count();
    if !trees && (rows == heaps.len() || rows == 0) {
        let noun = if rows == 0 { "heap" } else { "row" };
        let sizes: Vec<String> = heaps.iter().map(|h| h.1.to_string()).collect();
        return if sizes.len() == 1 {
            format!("a {noun} of {}", sizes[0])
        } else {
            format!("{noun}s of {}", list(sizes))
        };
    }
    let each: Vec<String> = heaps
        .iter()
        .map(|&(row, size, game)| match game.tree() {
            Some(t) => t.spelling(u64::from(size)),
            None if row => format!("a row of {size}"),
            None => format!("a heap of {size}"),
        })
        .collect();
    list(each)
}

/// A move as the subject of a sentence: `knocking down pin 3 of row 1`, `taking 2 stones from
/// heap 2` (without the row or heap when the board has only one).
fn move_phrase(board: &Board, mv: &BoardMove) -> String {
    let Some(heap) = board.heaps().get(mv.heap) else {
        return mv.to_string();
    };
    if heap.game.tree().is_some() {
        return format!("the move “{}”", board.describe(mv));
    }
    let alone = board.heaps().iter().filter(|h| h.size > 0).count() == 1;
    let n = mv.heap + 1;
    let of_row = if alone {
        String::new()
    } else {
        format!(" of row {n}")
    };
    let plural = |k: u32, noun: &str| format!("{k} {noun}{}", if k == 1 { "" } else { "s" });
    match (mv.three, mv.left) {
        (Some([a, b, c]), _) if mv.take == 0 => {
            let row = if alone {
                "the row".to_string()
            } else {
                format!("row {n}")
            };
            format!("splitting {row} into rows of {a}, {b} and {c}")
        }
        (Some([a, b, c]), _) => format!(
            "knocking down {}{of_row} and splitting the rest into rows of {a}, {b} and {c}",
            plural(mv.take, "pin")
        ),
        (None, None) if alone => format!("taking {}", plural(mv.take, "stone")),
        (None, None) => format!("taking {} from heap {n}", plural(mv.take, "stone")),
        (None, Some(left)) if mv.take == 0 => {
            let row = if alone {
                "the row".to_string()
            } else {
                format!("row {n}")
            };
            format!("cutting {row} between pins {left} and {}", left + 1)
        }
        (None, Some(left)) if mv.take == 1 => format!("knocking down pin {}{of_row}", left + 1),
        (None, Some(left)) => format!("knocking down pins {}–{}{of_row}", left + 1, left + mv.take),
    }
}

/// Whether every move from `board` ends the game (and it has one).
fn every_move_ends(board: &Board) -> bool {
    let moves = board.moves();
    !moves.is_empty()
        && moves
            .iter()
            .all(|mv| board.play(mv).is_ok_and(|b| b.is_over()))
}

/// A key for a position up to the order of its heaps.
fn key(board: &Board) -> Vec<(String, u32)> {
    let mut k: Vec<(String, u32)> = board
        .heaps()
        .iter()
        .filter(|h| h.size > 0)
        .map(|h| (h.game.spec(), h.size))
        .collect();
    k.sort();
    k
}

/// Whether a heap of `size` of `game` plays exactly as a Nim heap of `size`: its moves leave
/// exactly one heap of each smaller size (or nothing), each itself a Nim heap.
pub fn plays_as_nim(game: &Game, size: u32) -> bool {
    if game.tree().is_some() {
        return false;
    }
    (1..=size).all(|n| {
        let mut left: Vec<Vec<u32>> = token_moves(game, n)
            .into_iter()
            .map(|(take, left, three)| {
                let mut parts: Vec<u32> = match (three, left) {
                    (Some(t), _) => t.to_vec(),
                    (None, Some(l)) => vec![l, n - take - l],
                    (None, None) => vec![n - take],
                };
                parts.retain(|&p| p > 0);
                parts
            })
            .collect();
        left.sort();
        left.dedup();
        let nim: Vec<Vec<u32>> = (0..n)
            .map(|k| if k == 0 { Vec::new() } else { vec![k] })
            .collect();
        left == nim
    })
}

/// Bouton's rule for misère Nim in words, with what it says here, when every heap of `board`
/// plays as a Nim heap.
fn bouton(board: &Board) -> Option<String> {
    let heaps: Vec<_> = board.heaps().iter().filter(|h| h.size > 0).collect();
    if heaps.is_empty() || !heaps.iter().all(|h| plays_as_nim(&h.game, h.size)) {
        return None;
    }
    let rows = heaps.iter().all(|h| is_row(&h.game));
    let (noun, pieces) = if rows {
        (
            "rows",
            "These rows play exactly like Nim heaps (a row of 2 is a heap of 2)",
        )
    } else {
        ("heaps", "These heaps play exactly like Nim heaps")
    };
    let big = heaps.iter().filter(|h| h.size > 1).count();
    let ones = heaps.len() - big;
    let here = match big {
        0 => format!(
            "Here only {noun} of 1 are left ({ones} of them): whoever faces an odd number of them loses."
        ),
        1 => format!(
            "Here one {} is larger than 1: take it down to 0 or 1 so that an odd number of {noun} of 1 is left.",
            &noun[..noun.len() - 1]
        ),
        _ => format!("Here two or more {noun} are larger than 1: play as in ordinary Nim."),
    };
    Some(format!(
        "Misère Nim (Bouton): {pieces}, so Bouton's rule decides. Play as you would in ordinary Nim, except when your move would leave only {noun} of 1: then leave an odd number of {noun} of 1. {here}"
    ))
}

/// The plain words of a misère `board` (not over), with `hinter` choosing perfect play's
/// moves and `solver` judging every position reachable from the start.
pub(super) fn misere_words(
    board: &Board,
    start: &Board,
    solver: &Solver,
    hinter: &Hinter,
) -> MisereWords {
    let rule = misere_rule(start);
    let options = solver.options(board);
    let wins = solver.evaluate(board).is_some_and(|e| e.wins);
    let best = hinter.choose(board, &options);
    let mut replies = Vec::new();
    let mut replies_heading = None;
    let plain = match best {
        None => "The game is over.".to_string(),
        Some(mv) if wins => {
            let left = board.play(&mv).unwrap_or_else(|_| board.clone());
            let what = position_words(&left);
            let reason = if every_move_ends(&left) {
                format!("{what}, where every move your opponent can make ends the game: they make the last move, and lose")
            } else {
                format!("{what}, a position your opponent loses: whatever they do, you can answer so that in the end they make the last move")
            };
            let (heading, lines) = answers(&left, solver, hinter);
            replies_heading = heading;
            replies = lines;
            format!(
                "From here, {} wins: it leaves {reason}.",
                move_phrase(board, &mv)
            )
        }
        Some(mv) => format!(
            "From here no move wins: whatever you do, your opponent can answer so that in the end you make the last move. Hold out as long as you can: {} makes the game last longest.",
            move_phrase(board, &mv)
        ),
    };
    let bouton = bouton(board);
    MisereWords {
        rule,
        plain,
        replies_heading,
        replies,
        mathematics: MATHEMATICS,
        strategy: None,
        bouton,
    }
}

/// After a winning move to `lost` (a position the opponent loses): the answer to each position
/// the opponent can leave, up to [`MOST_REPLIES`] (else a few examples), with the words before
/// them. Nothing when every move from `lost` ends the game (the reason says so already).
fn answers(lost: &Board, solver: &Solver, hinter: &Hinter) -> (Option<String>, Vec<String>) {
    if every_move_ends(lost) {
        return (None, Vec::new());
    }
    // Each position the opponent can leave, once (up to the order of its heaps).
    let mut theirs: BTreeMap<Vec<(String, u32)>, Board> = BTreeMap::new();
    for mv in lost.moves() {
        if let Ok(after) = lost.play(&mv) {
            theirs.entry(key(&after)).or_insert(after);
        }
    }
    let mut ending = false;
    let mut lines = Vec::new();
    for after in theirs.values() {
        if after.is_over() {
            ending = true;
            continue;
        }
        let options = solver.options(after);
        let Some(reply) = hinter.choose(after, &options) else {
            continue;
        };
        let Ok(ours) = after.play(&reply) else {
            continue;
        };
        let tail = if every_move_ends(&ours) {
            ", and whatever they do next is the last move"
        } else {
            ""
        };
        lines.push(format!(
            "If they leave {}, you leave {}{tail}.",
            position_words(after),
            position_words(&ours)
        ));
    }
    if ending {
        lines.push("If they end the game, they made the last move: they lose.".to_string());
    }
    let count = lines.len();
    if count == 0 {
        return (None, Vec::new());
    }
    if count > MOST_REPLIES {
        lines.truncate(EXAMPLE_REPLIES);
        return (
            Some(format!(
                "Whatever they do next ({count} different positions), you have an answer; for example:"
            )),
            lines,
        );
    }
    (
        Some("Whatever they do next, you have an answer:".to_string()),
        lines,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::reference::MisereOutcomes;

    fn board(heaps: &str, game: &str, misere: bool) -> Board {
        Board::parse_under(heaps, &game.parse().unwrap(), misere).unwrap()
    }

    fn words(heaps: &str, game: &str) -> MisereWords {
        let b = board(heaps, game, true);
        let solver = Solver::new(&b).unwrap();
        let hinter = Hinter::new(&b).unwrap();
        misere_words(&b, &b, &solver, &hinter)
    }

    #[test]
    fn the_rule_is_said_in_the_boards_pieces() {
        assert_eq!(
            misere_rule(&board("5,3", "octal:0.77", true)),
            "In misère play whoever knocks down the last pin loses."
        );
        assert_eq!(
            misere_rule(&board("3,5,7", "sub:1-7/misere", true)),
            "In misère play whoever takes the last stone loses."
        );
        // Dawson's Kayles leaves single pins no move takes; Grundy's game rows of 1 and 2.
        for (heaps, game) in [
            ("7", "octal:0.07"),
            ("7", "grundy"),
            ("5", "sub:2,3/misere"),
        ] {
            assert_eq!(
                misere_rule(&board(heaps, game, true)),
                "In misère play whoever makes the last move loses.",
                "{game}"
            );
        }
    }

    #[test]
    fn positions_and_moves_are_said_in_words() {
        let k = |h: &str| position_words(&board(h, "octal:0.77", true));
        assert_eq!(k("1"), "a single pin");
        assert_eq!(k("4"), "a row of 4");
        assert_eq!(k("1,3,2"), "rows of 3, 2 and 1");
        assert_eq!(k("1,1,1"), "3 single pins");
        assert_eq!(
            position_words(&board("3;octal:0.77@2", "sub:1,2", false)),
            "a heap of 3 and a row of 2"
        );
        assert_eq!(
            position_words(&board("7,5", "sub:1-7", false)),
            "heaps of 7 and 5"
        );
        let b = board("5", "octal:0.77", true);
        let mv = |s: &str| s.parse::<BoardMove>().unwrap();
        assert_eq!(move_phrase(&b, &mv("0:1@2")), "knocking down pin 3");
        let b = board("5,4", "octal:0.77", true);
        assert_eq!(
            move_phrase(&b, &mv("1:2@0")),
            "knocking down pins 1–2 of row 2"
        );
        let b = board("5,4", "sub:1-7/misere", true);
        assert_eq!(move_phrase(&b, &mv("0:3")), "taking 3 stones from heap 1");
    }

    #[test]
    fn a_winning_move_comes_with_a_reason_the_search_confirms() {
        let kayles: Game = "octal:0.77".parse().unwrap();
        let mut reference = MisereOutcomes::new(&kayles);
        for heaps in ["5", "4,1", "3,3", "6,4,3", "2,2,1", "7"] {
            let b = board(heaps, "octal:0.77", true);
            let w = words(heaps, "octal:0.77");
            let sizes: Vec<usize> = b.sizes().iter().map(|&s| s as usize).collect();
            let lost = reference.is_p(&sizes);
            assert_eq!(
                w.plain.starts_with("From here no move wins"),
                lost,
                "{heaps}: {}",
                w.plain
            );
            for word in ["nim-sum", "⊕", "XOR", "P-portion", "quotient"] {
                assert!(!w.plain.contains(word), "{heaps}: {}", w.plain);
                assert!(w.replies.iter().all(|r| !r.contains(word)), "{heaps}");
            }
            if lost {
                assert!(w.replies.is_empty());
                continue;
            }
            assert!(w.plain.contains(" wins: it leaves "), "{}", w.plain);
        }
        // Kayles 4 + 2: knocking down two pins of the 4 leaves 2 + 2, whose every answer the
        // board names.
        let w = words("4,2", "octal:0.77");
        assert_eq!(
            w.plain,
            "From here, knocking down pins 1–2 of row 1 wins: it leaves rows of 2 and 2, a position your opponent loses: whatever they do, you can answer so that in the end they make the last move."
        );
        assert_eq!(
            w.replies_heading.as_deref(),
            Some("Whatever they do next, you have an answer:")
        );
        assert_eq!(
            w.replies,
            [
                "If they leave rows of 2 and 1, you leave a single pin, and whatever they do next is the last move.",
                "If they leave a row of 2, you leave a single pin, and whatever they do next is the last move.",
            ]
        );
        // Many answers: a few examples, and how many there are.
        let w = words("7", "octal:0.77");
        let heading = w.replies_heading.unwrap();
        assert!(
            heading.contains("different positions), you have an answer; for example:"),
            "{heading}"
        );
        assert_eq!(w.replies.len(), EXAMPLE_REPLIES);
        // Kayles 2: knocking down one pin leaves the last one to the opponent.
        let w = words("2", "octal:0.77");
        assert_eq!(
            w.plain,
            "From here, knocking down pin 1 wins: it leaves a single pin, where every move your opponent can make ends the game: they make the last move, and lose."
        );
        assert!(w.replies.is_empty() && w.replies_heading.is_none());
    }

    #[test]
    fn the_answers_are_winning_replies() {
        // Each answer's position is one the player to move loses, by a plain search.
        let kayles: Game = "octal:0.77".parse().unwrap();
        let mut reference = MisereOutcomes::new(&kayles);
        for heaps in ["6,4,3", "5", "8,1", "9"] {
            let b = board(heaps, "octal:0.77", true);
            let solver = Solver::new(&b).unwrap();
            let hinter = Hinter::new(&b).unwrap();
            let Some(mv) = hinter.choose(&b, &solver.options(&b)) else {
                continue;
            };
            let lost = b.play(&mv).unwrap();
            let sizes: Vec<usize> = lost.sizes().iter().map(|&s| s as usize).collect();
            if !reference.is_p(&sizes) {
                continue;
            }
            for after in lost.moves().iter().map(|m| lost.play(m).unwrap()) {
                if after.is_over() {
                    continue;
                }
                let reply = hinter.choose(&after, &solver.options(&after)).unwrap();
                let ours = after.play(&reply).unwrap();
                let sizes: Vec<usize> = ours.sizes().iter().map(|&s| s as usize).collect();
                assert!(reference.is_p(&sizes), "{heaps}: {:?}", ours.sizes());
            }
        }
    }

    #[test]
    fn bouton_speaks_where_the_heaps_are_nim_heaps() {
        let nim: Game = "sub:1-7/misere".parse().unwrap();
        assert!(plays_as_nim(&nim, 7));
        let kayles: Game = "octal:0.77".parse().unwrap();
        assert!(plays_as_nim(&kayles, 2));
        assert!(!plays_as_nim(&kayles, 3));
        assert!(!plays_as_nim(&"sub:1,2".parse().unwrap(), 3));
        let w = words("3,5,7", "sub:1-7/misere");
        let b = w.bouton.unwrap();
        assert!(
            b.starts_with("Misère Nim (Bouton): These heaps play exactly like Nim heaps"),
            "{b}"
        );
        assert!(b.contains("leave an odd number of heaps of 1"), "{b}");
        assert!(b.ends_with("play as in ordinary Nim."), "{b}");
        assert!(!b.contains("nim-sum") && !b.contains('⊕'), "{b}");
        let b = words("4,1,1", "sub:1-7/misere").bouton.unwrap();
        assert!(
            b.ends_with("so that an odd number of heaps of 1 is left."),
            "{b}"
        );
        // Kayles rows of 2 and 1 are Nim heaps; a row of 3 is not.
        let b = words("2,1", "octal:0.77").bouton.unwrap();
        assert!(b.contains("These rows play exactly like Nim heaps"), "{b}");
        assert!(words("3,1", "octal:0.77").bouton.is_none());
    }

    #[test]
    fn the_hints_menu_of_a_misere_board_names_no_nim_values() {
        let choices = misere_hint_choices();
        let values: Vec<&str> = choices.iter().map(|c| c.value).collect();
        assert_eq!(values, ["0", "outcome", "pn", "1"]);
        assert!(choices.iter().all(|c| !c.label.contains("nim")));
    }
}
