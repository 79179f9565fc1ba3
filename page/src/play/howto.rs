//! The board's instructions, short and in the board's own words: only the kinds of move its
//! heaps have (stones taken, pins knocked down, rows cut), then the keys.

use crate::texts::t;
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
        lines.push(t!("howto-stones"));
    }
    match takes[..] {
        [] => {}
        [1] => lines.push(t!("howto-pin")),
        [k] => lines.push(t!("howto-pin-with", next = k - 1, take = k.to_string())),
        _ => lines.push(t!("howto-pin-choice")),
    }
    if cuts {
        lines.push(t!("howto-cut"));
    }
    if threes {
        lines.push(t!("howto-three"));
    }
    lines.push(t!(
        "howto-keys",
        digits = if takes.len() > 1 { "yes" } else { "no" },
        locked = if locked { "yes" } else { "no" }
    ));
    lines
}

/// What the board says when nothing is left on it: `Every pin has fallen.`, `Every stone is
/// taken.`, or both.
pub fn cleared(board: &Board) -> String {
    let rows = board.heaps().iter().filter(|h| is_row(&h.game)).count();
    match (rows, board.heaps().len() - rows) {
        (_, 0) => t!("howto-cleared-pins"),
        (0, _) => t!("howto-cleared-stones"),
        _ => t!("howto-cleared-both"),
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
    fn german_and_french_boards_are_explained_in_their_own_words() {
        use nimseq_core::words::{with_language, Lang};
        let de = with_language(Lang::De, || lines("8", "octal:0.77"));
        assert_eq!(
            de[0],
            "Tippen Sie auf einen Kegel, um ihn umzuwerfen, mit den folgenden, wenn „Pro \
             Antippen fallen“ mehr als 1 angibt."
        );
        let fr = with_language(Lang::Fr, || lines("8", "octal:0.07"));
        assert_eq!(
            fr[0],
            "Touchez une quille pour la renverser avec la suivante\u{202f}: chaque coup en \
             renverse 2."
        );
        let keys = with_language(Lang::Fr, || lines("8", "octal:0.77"))
            .pop()
            .unwrap();
        assert!(keys.contains("Entrée joue\u{202f}; un chiffre"), "{keys}");
        let mixed = with_language(Lang::De, || {
            lines("sub:1,2@9;grundy@10;tb:0.8@6", "sub:1,2")
        });
        assert!(
            mixed[0].starts_with("Tippen Sie auf einen Stein"),
            "{mixed:?}"
        );
        let cleared = |lang| {
            with_language(lang, || {
                super::cleared(
                    &Board::parse("3;octal:0.77@4", &"sub:1,2".parse().unwrap()).unwrap(),
                )
            })
        };
        assert_eq!(
            cleared(Lang::De),
            "Alle Steine sind genommen und alle Kegel gefallen."
        );
        assert_eq!(
            cleared(Lang::Fr),
            "Toutes les pierres sont prises et toutes les quilles sont tombées."
        );
        for line in de.iter().chain(&fr).chain(&mixed) {
            let english = crate::play::english_in(line);
            assert!(english.is_empty(), "{english:?} in {line}");
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
