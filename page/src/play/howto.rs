//! The board's instructions, short and in the board's own words: only the kinds of move its
//! heaps have (stones taken, pins knocked down, rows cut), then the keys.

use nimseq_core::play::Board;
use nimseq_core::play::{is_row, token_moves};

/// How to play on `board`, one short line each: a line per kind of move its heaps offer, then
/// the keyboard.
///
/// # Examples
/// ```
/// use nimseq_page::how_to_play;
/// use nimseq_core::play::Board;
/// let kayles = Board::parse("8", &"octal:0.77".parse()?)?;
/// let lines = how_to_play(&kayles).join(" ");
/// assert!(lines.contains("Tap a pin to knock it down"), "{lines}");
/// assert!(!lines.contains("stone"), "{lines}");
/// let nim = Board::parse("3,5,7", &"sub:1-7".parse()?)?;
/// assert!(how_to_play(&nim)[0].starts_with("Tap a stone"));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn how_to_play(board: &Board) -> Vec<String> {
    help_lines(board, false)
}

/// [`how_to_play`] on a board that may be locked (`lock=1`: no "show me" or hints keys), with
/// a misère board's rule first.
pub(super) fn help_lines(board: &Board, locked: bool) -> Vec<String> {
    let mut stones = false;
    let mut takes: Vec<u32> = Vec::new();
    let mut cuts = false;
    let mut threes = false;
    for heap in board.heaps() {
        if !is_row(&heap.game) {
            stones = true;
            continue;
        }
        for (take, left, three) in token_moves(&heap.game, heap.size) {
            match (left, three) {
                (_, Some(_)) => threes = true,
                (Some(_), None) if take == 0 => cuts = true,
                _ => takes.push(take),
            }
        }
    }
    takes.sort_unstable();
    takes.dedup();
    let mut lines = Vec::new();
    if board.is_misere() {
        lines.push(super::misere::misere_rule(board));
    }
    if stones {
        lines.push(
            "Tap a stone to take it and every stone after it, or use a heap's buttons.".to_string(),
        );
    }
    match takes[..] {
        [] => {}
        [1] => lines.push("Tap a pin to knock it down.".to_string()),
        [k] => lines.push(format!(
            "Tap a pin to knock it down with the next {}: every move knocks down {k}.",
            if k == 2 {
                "one".to_string()
            } else {
                (k - 1).to_string()
            }
        )),
        _ => lines.push(
            "Tap a pin to knock it down, with the next ones if “Each tap knocks down” says more than 1."
                .to_string(),
        ),
    }
    if cuts {
        lines.push("Tap the gap between two pins to cut the row there.".to_string());
    }
    if threes {
        lines.push("A split into three rows is a button under its row.".to_string());
    }
    let mut keys = String::from("Keys: Tab to a heap, ← and → along it, Enter plays");
    if takes.len() > 1 {
        keys.push_str("; a digit sets how many pins fall");
    }
    keys.push_str(if locked {
        "; U undo, Y redo."
    } else {
        "; U undo, Y redo, S show me, H hints."
    });
    lines.push(keys);
    lines
}

/// What the board says when nothing is left on it: `Every pin has fallen.`, `Every stone is
/// taken.`, or both.
pub fn cleared(board: &Board) -> &'static str {
    let rows = board.heaps().iter().filter(|h| is_row(&h.game)).count();
    match (rows, board.heaps().len() - rows) {
        (_, 0) => "Every pin has fallen.",
        (0, _) => "Every stone is taken.",
        _ => "Every stone is taken and every pin has fallen.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(heaps: &str, game: &str) -> Vec<String> {
        how_to_play(&Board::parse(heaps, &game.parse().unwrap()).unwrap())
    }

    #[test]
    fn each_board_gets_the_words_of_its_moves() {
        let dawson = lines("8", "octal:0.07").join(" ");
        assert!(
            dawson.contains("with the next one: every move knocks down 2"),
            "{dawson}"
        );
        assert!(!dawson.contains("digit"), "{dawson}");
        let kayles = lines("8", "octal:0.77").join(" ");
        assert!(
            kayles.contains("“Each tap knocks down”") && kayles.contains("digit"),
            "{kayles}"
        );
        let grundy = lines("7", "grundy").join(" ");
        assert!(
            grundy.contains("cut the row there") && !grundy.contains("Tap a pin"),
            "{grundy}"
        );
        let mixed = lines("sub:1,2@9;octal:0.77@10", "sub:1,2");
        assert!(
            mixed[0].starts_with("Tap a stone") && mixed[1].starts_with("Tap a pin"),
            "{mixed:?}"
        );
        let three = lines("6", "tb:0.8").join(" ");
        assert!(three.contains("into three rows"), "{three}");
        let cleared = |heaps: &str, game: &str| {
            super::cleared(&Board::parse(heaps, &game.parse().unwrap()).unwrap())
        };
        assert_eq!(cleared("8", "octal:0.77"), "Every pin has fallen.");
        assert_eq!(cleared("3,4", "sub:1,2"), "Every stone is taken.");
        assert!(cleared("sub:1,2@9;octal:0.77@10", "sub:1,2").contains("stone"));
        for all in [dawson, kayles, grundy] {
            assert!(!all.to_lowercase().contains("token"), "{all}");
        }
    }

    #[test]
    fn a_misere_board_says_its_rule_first_and_a_locked_one_offers_no_hint_keys() {
        let misere = Board::parse_under("5,3", &"octal:0.77".parse().unwrap(), true).unwrap();
        let lines = help_lines(&misere, true);
        assert_eq!(
            lines[0],
            "In misère play whoever knocks down the last pin loses."
        );
        let keys = lines.last().unwrap();
        assert!(
            !keys.contains("show me") && !keys.contains("hints"),
            "{keys}"
        );
        let open = how_to_play(&misere);
        assert!(open.last().unwrap().contains("S show me, H hints"));
    }
}
