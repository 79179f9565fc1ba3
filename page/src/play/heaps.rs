//! The heaps (and rows of pins) as the board draws them: their captions, the last move marked
//! where the pins fell, and the "knocks down" choice for rows.

use serde::Serialize;

use crate::state::names::HintLevel;
use crate::texts::t;
use nimseq_core::play::{Board, BoardMove, Hint, Player, Session};

/// A heap as the board draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeapScreen {
    /// Its place on the board, from 0 (the `heap` of its moves).
    pub index: usize,
    /// Whether it is a row of pins that splits (else a heap of stones).
    pub row: bool,
    /// Its number of tokens.
    pub size: u32,
    /// Its caption: `Row 2 · 5 pins · Kayles · value 4 = 100₂`.
    pub caption: String,
    /// Its caption as a screen reader hears it: `Row 2, 5 pins, Kayles, value 4 = 100₂`.
    pub label: String,
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

/// The last move, as the board announces it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LastMove {
    /// Who played it.
    pub player: Player,
    /// The move in words, with who played it: `The computer: row 1: knock down pin 3, ...`.
    pub text: String,
    /// Its spelling.
    pub notation: String,
    /// What the board shows of it: `Last move — You: heap 1: take 2 stones, leaving 4`.
    pub line: String,
}

/// The "knocks down" choice above the board, for rows whose taps knock down different numbers
/// of pins.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PickView {
    /// Whether the board shows it (not when every tap knocks down one pin, or no row is left).
    pub shown: bool,
    /// Its words: `Each tap knocks down`, or what a tap does when there is no choice.
    pub label: String,
    /// A button for each choice, when there are two or more.
    pub choices: Vec<PickChoice>,
}

/// One "knocks down" choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PickChoice {
    /// Pins knocked down by each tap (0: the tap cuts the row).
    pub take: u32,
    /// `2 pins`, `nothing (cuts)`.
    pub label: String,
}

/// `1 pin`, `3 pins`.
pub(super) fn pins(k: u32) -> String {
    t!("board-pins", count = k, n = k.to_string())
}

/// The "knocks down" choice for rows whose taps knock down `row_takes` pins.
pub(super) fn pick_view(row_takes: &[u32]) -> PickView {
    let choice = |k: u32| {
        if k == 0 {
            t!("board-pick-cuts")
        } else {
            pins(k)
        }
    };
    let label = match row_takes {
        [0] => t!("board-pick-gap"),
        [only] => t!("board-pick-only", pins = choice(*only)),
        _ => t!("board-pick-each"),
    };
    PickView {
        shown: !matches!(row_takes, [] | [1]),
        label,
        choices: if row_takes.len() < 2 {
            Vec::new()
        } else {
            row_takes
                .iter()
                .map(|&take| PickChoice {
                    take,
                    label: choice(take),
                })
                .collect()
        },
    }
}

/// The heaps of the position on screen, with the last move marked.
pub(super) fn heap_screens(session: &Session, hint: &Hint, level: HintLevel) -> Vec<HeapScreen> {
    let board = session.position();
    let mut heaps: Vec<HeapScreen> = board
        .heaps()
        .iter()
        .enumerate()
        .map(|(index, h)| {
            let row = nimseq_core::play::is_row(&h.game);
            let tree = h.game.tree();
            // The game by its name, with its rule (`misère Pick-Up-Bricks`), as the heap is
            // played; a game given by its options is spelled as the position it is at.
            let number = (index + 1).to_string();
            let mut caption = match tree {
                Some(t) => t!(
                    "board-caption-game",
                    number = number,
                    position = t.spelling(u64::from(h.size))
                ),
                None => {
                    // A row of an octal game has no rule of its own: it follows a misère board.
                    let game = if board.is_misere() && !h.game.is_misere() {
                        t!("board-misere-game", game = h.game.plain_name())
                    } else {
                        h.game.plain_name()
                    };
                    let (count, n) = (h.size, h.size.to_string());
                    if row {
                        t!(
                            "board-caption-row",
                            number = number,
                            count = count,
                            n = n,
                            game = game
                        )
                    } else {
                        t!(
                            "board-caption-heap",
                            number = number,
                            count = count,
                            n = n,
                            game = game
                        )
                    }
                }
            };
            let value = hint
                .heaps
                .get(index)
                .and_then(|v| v.value.zip(v.binary.as_ref()));
            let shown = match (level, value) {
                (HintLevel::Values, Some((v, _))) if board.is_misere() => {
                    Some(t!("board-misere-value", value = v.to_string()))
                }
                // In binary where the binary says more than the number (`value 1`, not
                // `value 1 = 1₂`).
                (HintLevel::Values, Some((v, binary))) if v > 1 => Some(t!(
                    "board-value-binary",
                    value = v.to_string(),
                    binary = binary.trim_start_matches('0')
                )),
                (HintLevel::Values, Some((v, _))) => Some(t!("board-value", value = v.to_string())),
                _ => None,
            };
            if let Some(shown) = shown {
                caption.push_str(" · ");
                caption.push_str(&shown);
            }
            HeapScreen {
                index,
                row,
                size: h.size,
                label: caption.replace(" · ", ", "),
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
pub(super) fn mark_last_move(heaps: &mut [HeapScreen], mv: &BoardMove, before: &Board) {
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
                if right > 0
                    && let Some(h) = heaps.get_mut(at + 1)
                {
                    h.changed = true;
                }
            } else if right > 0
                && let Some(h) = heaps.get_mut(at)
            {
                h.changed = true;
                h.fallen_before = mv.take;
            }
        }
    }
}
