//! The legal moves as the board offers them: what each does, its button's words, and its
//! label for a screen reader (winning or losing).

use serde::Serialize;

use crate::play::heaps::{pins, HeapScreen};
use crate::texts::t;

use nimseq_core::play::{Board, BoardMove};

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
    /// What its button or token says to a screen reader and in its tooltip: its words, and
    /// when moves are coloured whether it wins (`… (winning move)`), or for a losing tap on a
    /// pin from which another "knocks down" choice wins, how many pins win from there.
    pub label: String,
    /// The words on its button: `take 3` (a heap of stones), `take 1, split 1+2+4` (a row into
    /// three), the option it moves to (a game given by its options); empty for a move made by
    /// tapping a pin or a gap.
    pub button: String,
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

/// What the board says when the "knocks down" choice in force has no winning tap but another
/// choice has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PickNote {
    /// The choice: pins knocked down by each tap.
    pub take: u32,
    /// `No tap that knocks down 1 pin wins here; knocking down 2 pins wins.`
    pub text: String,
}

/// For each pin of row `heap` of `size` pins: the fewest pins a winning move starting at it
/// knocks down, 0 when none wins.
pub(super) fn best_takes(moves: &[MoveView], heap: usize, size: u32) -> Vec<u32> {
    let mut best = vec![0u32; size as usize];
    for m in moves
        .iter()
        .filter(|m| m.heap == heap && m.wins && m.take > 0)
    {
        if let Some(pin) = m.left.and_then(|left| best.get_mut(left as usize))
            && (*pin == 0 || m.take < *pin)
        {
            *pin = m.take;
        }
    }
    best
}

/// The notes for the "knocks down" choices that tap no winning move while another does.
pub(super) fn pick_notes(moves: &[MoveView], row_takes: &[u32]) -> Vec<PickNote> {
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
    // `2 pins or 3 pins or 4 pins`: each choice offered as an alternative of its own.
    let others = |take: u32| {
        winning
            .iter()
            .filter(|&&w| w != take)
            .map(|&w| pins(w))
            .reduce(|first, second| t!("board-or", first = first, second = second))
            .unwrap_or_default()
    };
    row_takes
        .iter()
        .copied()
        .filter(|&t| t > 0 && !winning.contains(&t))
        .map(|t| PickNote {
            take: t,
            text: t!("board-pick-note", pins = pins(t), others = others(t)),
        })
        .collect()
}

/// The words on the button of a move that has one (see [`MoveView::button`]).
pub(super) fn move_button(mv: &BoardMove, board: &Board) -> String {
    let option = board.heaps().get(mv.heap).and_then(|h| {
        h.game
            .tree()
            .map(|t| t.spelling(u64::from(h.size - mv.take)))
    });
    match (option, mv.three, mv.left) {
        (Some(option), _, _) => option,
        (None, Some([a, b, c]), _) if mv.take > 0 => t!(
            "board-button-take-split",
            take = mv.take.to_string(),
            parts = format!("{a}+{b}+{c}")
        ),
        (None, Some([a, b, c]), _) => t!("board-button-split", parts = format!("{a}+{b}+{c}")),
        (None, None, None) => t!("board-button-take", take = mv.take.to_string()),
        (None, None, Some(_)) => String::new(),
    }
}

/// Sets each move's label (see [`MoveView::label`]), once the pins' best choices are known.
pub(super) fn label_moves(moves: &mut [MoveView], heaps: &[HeapScreen], colours: bool) {
    for m in moves.iter_mut() {
        if !colours {
            m.label = m.text.clone();
            continue;
        }
        // A losing tap on a pin from which knocking down another number of pins wins.
        let best = m
            .left
            .filter(|_| m.take > 0 && !m.wins)
            .and_then(|left| {
                heaps
                    .iter()
                    .find(|h| h.index == m.heap && h.row)
                    .and_then(|h| h.best_takes.get(left as usize))
            })
            .copied()
            .filter(|&best| best > 0);
        m.label = match best {
            Some(best) => t!(
                "board-move-losing-other",
                text = m.text.as_str(),
                pins = pins(best)
            ),
            None if m.wins => t!("board-move-winning", text = m.text.as_str()),
            None => t!("board-move-losing", text = m.text.as_str()),
        };
    }
}
