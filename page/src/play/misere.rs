//! A misère board in a first course's words: the rule (whoever makes the last move loses), the
//! winning move and a reason a student can follow (the position it leaves is one the opponent
//! loses, with the answer to each of their replies), Bouton's rule where the heaps play as Nim
//! heaps, and the hints menu's words. The quotient algebra stays in the hint, folded behind
//! "The mathematics" ([`MATHEMATICS`]).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::state::names::{HintLevel, Named};
use crate::texts::t;
use nimseq_core::game::Game;
use nimseq_core::play::{is_row, token_moves, Board, BoardMove, Hinter, Solver};
use nimseq_core::words::and_list;

/// The id of the heading (in the page's catalogue) of the folded part of a misère hint: the
/// quotient, the misère values, the strategy in the literature's terms.
pub const MATHEMATICS: &str = "misere-mathematics";

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
    pub mathematics: String,
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
    pub label: String,
}

/// The hints menu on a misère board: no nim-values there.
pub(super) fn misere_hint_choices() -> Vec<HintChoice> {
    [
        (HintLevel::Off, HintLevel::Off.label()),
        (HintLevel::Outcome, t!("misere-hints-outcome")),
        (HintLevel::Classes, t!("misere-hints-classes")),
        (HintLevel::Values, t!("misere-hints-values")),
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
    match (clears, rows, heaps.len() - rows) {
        (true, _, 0) => t!("misere-rule-pin"),
        (true, 0, _) => t!("misere-rule-stone"),
        _ => t!("misere-rule-move"),
    }
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
            None if row => t!("misere-single-pin"),
            None => t!("misere-single-stone"),
        };
    }
    if heaps.is_empty() || total == 0 {
        return t!("misere-nothing");
    }
    // Single pins (or stones) and nothing else: `3 single pins`.
    let count = heaps.len();
    if heaps.iter().all(|h| h.1 == 1 && h.2.tree().is_none()) {
        match heaps.iter().filter(|h| h.0).count() {
            n if n == count => return t!("misere-single-pins", count = count),
            0 => return t!("misere-heaps-of-one", count = count),
            _ => {}
        }
    }
    let trees = heaps.iter().any(|h| h.2.tree().is_some());
    let rows = heaps.iter().filter(|h| h.0).count();
    if !trees && (rows == heaps.len() || rows == 0) {
        let sizes: Vec<String> = heaps.iter().map(|h| h.1.to_string()).collect();
        return match (rows == 0, &sizes[..]) {
            (true, [size]) => t!("misere-a-heap", size = size.as_str()),
            (false, [size]) => t!("misere-a-row", size = size.as_str()),
            (true, _) => t!("misere-heaps", sizes = and_list(&sizes)),
            (false, _) => t!("misere-rows", sizes = and_list(&sizes)),
        };
    }
    let each: Vec<String> = heaps
        .iter()
        .map(|&(row, size, game)| match game.tree() {
            Some(t) => t.spelling(u64::from(size)),
            None if row => t!("misere-a-row", size = size.to_string()),
            None => t!("misere-a-heap", size = size.to_string()),
        })
        .collect();
    and_list(&each)
}

/// A move as the subject of a sentence: `knocking down pin 3 of row 1`, `taking 2 stones from
/// heap 2` (without the row or heap when the board has only one).
fn move_phrase(board: &Board, mv: &BoardMove) -> String {
    let Some(heap) = board.heaps().get(mv.heap) else {
        return mv.to_string();
    };
    if heap.game.tree().is_some() {
        return t!("misere-move-tree", text = board.describe(mv));
    }
    let alone = if board.heaps().iter().filter(|h| h.size > 0).count() == 1 {
        "yes"
    } else {
        "no"
    };
    let row = (mv.heap + 1).to_string();
    let stones = |k: u32| t!("misere-stones", count = k, n = k.to_string());
    match (mv.three, mv.left) {
        (Some([a, b, c]), _) => {
            let parts = and_list(&[a.to_string(), b.to_string(), c.to_string()]);
            if mv.take == 0 {
                t!("misere-move-split", alone = alone, row = row, parts = parts)
            } else {
                t!(
                    "misere-move-knock-split",
                    pins = crate::play::heaps::pins(mv.take),
                    alone = alone,
                    row = row,
                    parts = parts
                )
            }
        }
        (None, None) if alone == "yes" => t!("misere-move-take", stones = stones(mv.take)),
        (None, None) => t!("misere-move-take-from", stones = stones(mv.take), row = row),
        (None, Some(left)) if mv.take == 0 => t!(
            "misere-move-cut",
            alone = alone,
            row = row,
            left = left.to_string(),
            right = (left + 1).to_string()
        ),
        (None, Some(left)) if mv.take == 1 => t!(
            "misere-move-pin",
            pin = (left + 1).to_string(),
            alone = alone,
            row = row
        ),
        (None, Some(left)) => t!(
            "misere-move-pins",
            first = (left + 1).to_string(),
            last = (left + mv.take).to_string(),
            alone = alone,
            row = row
        ),
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
    let rows = if heaps.iter().all(|h| is_row(&h.game)) {
        "yes"
    } else {
        "no"
    };
    let big = heaps.iter().filter(|h| h.size > 1).count();
    let ones = heaps.len() - big;
    let here = match big {
        0 => t!("misere-bouton-ones", rows = rows, count = ones),
        1 => t!("misere-bouton-one-big", rows = rows),
        _ => t!("misere-bouton-big", rows = rows),
    };
    Some(t!("misere-bouton", rows = rows, here = here))
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
        None => t!("hint-over"),
        Some(mv) if wins => {
            let left = board.play(&mv).unwrap_or_else(|_| board.clone());
            let (heading, lines) = answers(&left, solver, hinter);
            replies_heading = heading;
            replies = lines;
            t!(
                "misere-winning",
                text = move_phrase(board, &mv),
                position = position_words(&left),
                ends = if every_move_ends(&left) { "yes" } else { "no" }
            )
        }
        Some(mv) => t!("misere-losing", text = move_phrase(board, &mv)),
    };
    let bouton = bouton(board);
    MisereWords {
        rule,
        plain,
        replies_heading,
        replies,
        mathematics: crate::texts::PAGE.text(MATHEMATICS, None),
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
        lines.push(t!(
            "misere-reply",
            theirs = position_words(after),
            ours = position_words(&ours),
            last = if every_move_ends(&ours) { "yes" } else { "no" }
        ));
    }
    if ending {
        lines.push(t!("misere-reply-end"));
    }
    let count = lines.len();
    if count == 0 {
        return (None, Vec::new());
    }
    if count > MOST_REPLIES {
        lines.truncate(EXAMPLE_REPLIES);
        return (
            Some(t!("misere-replies-some", count = count.to_string())),
            lines,
        );
    }
    (Some(t!("misere-replies-all")), lines)
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
    fn positions_and_moves_are_said_in_german_and_french() {
        use nimseq_core::words::{with_language, Lang};
        let mv = |s: &str| s.parse::<BoardMove>().unwrap();
        let said = |lang| {
            with_language(lang, || {
                let rows = board("5,4", "octal:0.77", true);
                let heaps = board("5,4", "sub:1-7/misere", true);
                let grundy = board("7", "grundy", true);
                let three = board("6", "tb:0.8", true);
                [
                    position_words(&board("1,3,2", "octal:0.77", true)),
                    position_words(&board("1,1,1", "octal:0.77", true)),
                    position_words(&board("3;octal:0.77@2", "sub:1,2", false)),
                    position_words(&board("7,5", "sub:1-7", false)),
                    position_words(&board("1", "sub:1-7", false)),
                    move_phrase(&rows, &mv("1:2@0")),
                    move_phrase(&board("5", "octal:0.77", true), &mv("0:1@2")),
                    move_phrase(&heaps, &mv("0:3")),
                    move_phrase(&grundy, &mv("0:0@3")),
                    move_phrase(&three, &three.moves()[0]),
                    misere_rule(&rows),
                    misere_rule(&grundy),
                ]
            })
        };
        assert_eq!(
            said(Lang::De),
            [
                "Reihen der Längen 3, 2 und 1",
                "3 einzelne Kegel",
                "einen Haufen der Größe 3 und eine Reihe der Länge 2",
                "Haufen der Größen 7 und 5",
                "einen einzelnen Stein",
                "die Kegel 1–2 in Reihe 2 umwerfen",
                "Kegel 3 umwerfen",
                "3 Steine von Haufen 1 nehmen",
                "die Reihe zwischen Kegel 3 und 4 teilen",
                "1 Kegel umwerfen und den Rest in Reihen der Längen 1, 1 und 3 teilen",
                "Im Misère-Spiel verliert, wer den letzten Kegel umwirft.",
                "Im Misère-Spiel verliert, wer den letzten Zug macht.",
            ]
        );
        assert_eq!(
            said(Lang::Fr),
            [
                "des rangées de 3, 2 et 1",
                "3 quilles isolées",
                "un tas de 3 et une rangée de 2",
                "des tas de 7 et 5",
                "une pierre seule",
                "renverser les quilles 1–2 de la rangée 2",
                "renverser la quille 3",
                "prendre 3 pierres du tas 1",
                "couper la rangée entre les quilles 3 et 4",
                "renverser 1 quille et couper le reste en rangées de 1, 1 et 3",
                "En jeu misère, celui qui renverse la dernière quille perd.",
                "En jeu misère, celui qui joue le dernier coup perd.",
            ]
        );
        // The plain words of a winning move, its answers and Bouton's rule.
        let de = with_language(Lang::De, || words("4,2", "octal:0.77"));
        assert!(
            de.plain.starts_with("Von hier aus gewinnen Sie, indem Sie die Kegel 1–2 in Reihe 1 umwerfen: Das hinterlässt Reihen der Längen 2 und 2"),
            "{}",
            de.plain
        );
        assert_eq!(
            de.replies_heading.as_deref(),
            Some("Was Ihr Gegner als Nächstes auch tut, Sie haben eine Antwort:")
        );
        let fr = with_language(Lang::Fr, || words("3,5,7", "sub:1-7/misere"));
        assert!(fr
            .bouton
            .as_deref()
            .unwrap()
            .starts_with("Nim misère (Bouton)\u{202f}: ces tas"));
        assert_eq!(fr.mathematics, "Les mathématiques");
        let lost = with_language(Lang::De, || words("3,3", "octal:0.77"));
        assert!(
            lost.plain.starts_with("Von hier aus gewinnt kein Zug"),
            "{}",
            lost.plain
        );
        for w in [de, fr, lost] {
            let all = [
                w.rule,
                w.plain,
                w.replies.join(" "),
                w.bouton.unwrap_or_default(),
            ];
            for text in all {
                let english = crate::play::english_in(&text);
                assert!(english.is_empty(), "{english:?} in {text}");
            }
        }
        let menu = with_language(Lang::Fr, misere_hint_choices);
        assert_eq!(menu[1].label, "qui gagne (P ou N)");
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
