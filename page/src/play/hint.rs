//! The board's hint at the level the link asks for: the position's class and value, the
//! winning move, and the table of values with their nim-sum.

use serde::Serialize;

use crate::play::misere::MisereWords;
use crate::texts::t;
use nimseq_core::play::{Hint, Status};

/// The hint panel's words, at the hint level in force.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HintPanel {
    /// With hints `outcome`: the whole hint, only whether the position is P or N.
    pub outcome: String,
    /// The position's class and remoteness in one sentence.
    pub position: String,
    /// The heading of the values' column: `nim-value`, or `misère value` on a misère board.
    pub value_heading: String,
    /// The values table: each heap whose value is shown, then their nim-sum (empty when no
    /// value is shown).
    pub values: Vec<HintValueRow>,
    /// The heading of the values' binary column (none on a misère board: misère values are
    /// not added in binary).
    pub binary_heading: Option<String>,
    /// On a misère board its quotient decides: the heading of every move's product.
    pub products: Option<String>,
    /// On a misère board, when moves are shown: its plain words, said before any algebra
    /// (which is folded under [`MisereWords::mathematics`]).
    pub misere: Option<MisereWords>,
}

/// One row of the hint's values table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HintValueRow {
    /// `heap 2`, `nim-sum (XOR)`.
    pub label: String,
    /// The heap's size (empty for the nim-sum).
    pub size: String,
    /// Its value.
    pub value: String,
    /// The value in binary.
    pub binary: String,
    /// Whether it is the nim-sum row.
    pub sum: bool,
}

/// The hint panel's words for `hint` (already cut to the hint level in force); on a misère
/// board `plain` are its plain words when the level shows moves.
pub(super) fn hint_panel(
    hint: &Hint,
    status: &Status,
    misere: bool,
    plain: Option<MisereWords>,
) -> HintPanel {
    let mut values: Vec<HintValueRow> = hint
        .heaps
        .iter()
        .filter_map(|h| {
            h.value.map(|v| HintValueRow {
                label: t!("hint-heap", number = (h.index + 1).to_string()),
                size: h.size.to_string(),
                value: v.to_string(),
                binary: if misere {
                    String::new()
                } else {
                    h.binary.clone().unwrap_or_default()
                },
                sum: false,
            })
        })
        .collect();
    if let (false, Some(x)) = (values.is_empty(), hint.nim_sum) {
        values.push(HintValueRow {
            label: t!("hint-nim-sum"),
            size: String::new(),
            value: x.to_string(),
            binary: hint.nim_sum_binary.clone().unwrap_or_default(),
            sum: true,
        });
    }
    HintPanel {
        outcome: if status.over {
            t!("hint-over")
        } else {
            hint.text.clone()
        },
        position: if status.over {
            t!("hint-over")
        } else {
            t!(
                "hint-position",
                class = hint.class.to_string(),
                wins = if hint.wins { "yes" } else { "no" },
                count = hint.remoteness,
                n = hint.remoteness.to_string()
            )
        },
        value_heading: if misere {
            t!("hint-misere-value")
        } else {
            t!("hint-nim-value")
        },
        binary_heading: (!misere).then(|| t!("hint-binary")),
        values,
        products: hint
            .quotient
            .as_ref()
            .map(|q| t!("hint-products", n = q.moves.len().to_string())),
        misere: plain.filter(|_| !status.over).map(|mut words| {
            // The literature's strategy, folded, unless Bouton's rule already said it.
            words.strategy = hint.strategy.clone().filter(|_| words.bouton.is_none());
            words
        }),
    }
}

/// A hint that names no move: only the class of the position (for `hints=outcome`, and for
/// no hints at all).
pub(super) fn without_moves(mut hint: Hint) -> Hint {
    hint.best = None;
    hint.winning.clear();
    hint.text = if hint.wins {
        t!("hint-outcome-n")
    } else {
        t!("hint-outcome-p")
    };
    hint.remoteness = 0;
    hint.quotient = None;
    hint
}

/// A hint with its numbers taken out: the class of the position and the moves' colours stay.
pub(super) fn without_values(mut hint: Hint) -> Hint {
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
