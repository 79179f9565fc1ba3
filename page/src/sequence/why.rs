//! "Why G(n)": the sequence view's panel that writes out how one value arises, as the
//! lecture notes do: every option of a heap of `n` (`5 − 2 = 3` for a subtraction game, the
//! heaps a move leaves and their nim-sum, `3 + 4: 1 ⊕ 1 = 0`, for a game that splits), the set
//! of the options' values, and its mex with the least missing value named
//! (`mex{0, 1, 3} = 2`); misère and take-all heaps explained in their own terms; and the
//! whole calculation in one line, `G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3`, which the
//! panel's "step by step" reveals for `G(0), G(1), …` in turn.

use serde::Serialize;

use nimseq_core::game::{Game, HeapOptions, Nimber, ValuedOption};
use nimseq_core::GameError;

use super::chips::{mex_chips, MexChip};
use crate::texts::t;
use nimseq_core::words::{and_list, grouped};

/// Most options the panel lists (a heap of an octal game has about as many as its size).
pub const MOST_LISTED: usize = 60;
/// Most options written out in the one-line calculation.
const MOST_IN_LINE: usize = 16;

/// One option as the panel lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WhyOption {
    /// The move and what it leaves, with the value: `take 2, leaving 5 − 2 = 3: G(3) = 1`,
    /// `knock down 1 pin, leaving 3 + 4: 1 ⊕ 1 = 0`.
    pub text: String,
    /// The option's value.
    pub value: Nimber,
}

/// Everything the "why G(n)" panel shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WhyPanel {
    /// The heap.
    pub n: u64,
    /// `G(n)`.
    pub value: Nimber,
    /// `Why G(5) = 3`.
    pub heading: String,
    /// What a heap of `n` is and how many options it has: `A heap of 5 stones has 3 options:`.
    pub intro: String,
    /// The rule's own terms where they matter for this heap (misère play, take-all).
    pub rule: Option<String>,
    /// The options listed (at most [`MOST_LISTED`]).
    pub options: Vec<WhyOption>,
    /// When there are more options than listed: how many more.
    pub more: Option<String>,
    /// The different values of the options, increasing.
    pub set: Vec<Nimber>,
    /// `{0, 1, 3}`.
    pub set_text: String,
    /// `mex{0, 1, 3} = 2`, or for a heap with no option `mex{} = 0` (or its misère value).
    pub mex_text: String,
    /// Why that is the mex: the least value missing from the set.
    pub mex_note: String,
    /// The whole calculation in one line: `G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3`.
    pub line: String,
    /// What the value says of the position: P or N, and why.
    pub class_text: String,
    /// The heap before, if any.
    pub previous: Option<u64>,
    /// The heap after, if its value is known.
    pub next: Option<u64>,
    /// The button to the heap before: `◀ G(4)`, or `◀ Previous` at 0.
    pub previous_label: String,
    /// The button to the heap after: `G(6) ▶`, or `Next ▶` without one.
    pub next_label: String,
    /// The numbers up to the mex, each in the set or missing, the mex marked (empty for sets
    /// of large values).
    pub chips: Vec<MexChip>,
    /// The same numbers as an exercise asks them, the mex unmarked.
    pub ask_chips: Vec<MexChip>,
    /// The panel as an exercise asks it, the value left out: `What is G(5)?`.
    pub ask_heading: String,
    /// `mex{0, 1, 3} = ?`.
    pub ask_mex: String,
    /// `G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = ?`.
    pub ask_line: String,
}

/// How a game's positions are spoken of: rows of pins, knocked down (games that split), or
/// heaps of stones, taken.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Words {
    Rows,
    Heaps,
}

impl Words {
    fn of(game: &Game) -> Words {
        if game.splits() {
            Words::Rows
        } else {
            Words::Heaps
        }
    }

    /// A heap (a row) of `n` at the start of a sentence: `A heap of 5 stones`.
    fn subject(self, n: u64) -> String {
        match self {
            Words::Rows => t!("why-subject-row", n = n.to_string(), count = n),
            Words::Heaps => t!("why-subject-heap", n = n.to_string(), count = n),
        }
    }

    /// The move that removes `k` (`all`: the whole heap): `take 2 stones`, `knock down all 2
    /// pins`.
    fn removes(self, k: u64, all: bool) -> String {
        let all = if all { "yes" } else { "no" };
        match self {
            Words::Rows => t!("why-how-knock", k = k.to_string(), count = k, all = all),
            Words::Heaps => t!("why-how-take", k = k.to_string(), count = k, all = all),
        }
    }
}

/// `{0, 1, 3}`.
fn set_text(values: &[Nimber]) -> String {
    let all: Vec<String> = values.iter().map(ToString::to_string).collect();
    format!("{{{}}}", all.join(", "))
}

/// `0, 1 and 3`.
fn listing(values: &[Nimber]) -> String {
    let all: Vec<String> = values.iter().map(ToString::to_string).collect();
    and_list(&all)
}

/// `G(3)`, or for what a move leaves of several heaps `G(3) ⊕ G(4)`, or `0` for nothing.
fn leaves_term(option: &ValuedOption) -> String {
    if option.leaves.is_empty() {
        return "G(0)".into();
    }
    let terms: Vec<String> = option.leaves.iter().map(|h| format!("G({h})")).collect();
    terms.join(" ⊕ ")
}

/// One option in words.
fn option_text(game: &Game, n: u64, option: &ValuedOption, words: Words) -> String {
    let v = option.value.to_string();
    if let Game::Tree(tree) = game {
        let to = n - option.take;
        return t!("why-option-tree", position = tree.spelling(to), value = v);
    }
    if let Game::Subtraction { set, rule } = game {
        let s = option.take;
        let left = n - s;
        let whole = rule.takes_all_below_min() && n < u64::from(set.min()) && s == n;
        let how = if whole {
            t!(
                "why-how-take-all-below",
                k = s.to_string(),
                count = s,
                min = set.min().to_string()
            )
        } else {
            t!("why-how-take-amount", k = s.to_string())
        };
        return t!(
            "why-option-subtraction",
            how = how,
            n = n.to_string(),
            take = s.to_string(),
            left = left.to_string(),
            value = v
        );
    }
    let how = match option.take {
        // A move that removes nothing cuts a row (the board's word), or splits a heap.
        0 if words == Words::Rows => t!("why-how-cut"),
        0 => t!("why-how-split"),
        k => words.removes(k, k == n),
    };
    match option.leaves.as_slice() {
        [] => t!("why-option-nothing", how = how, value = v),
        [h] => {
            let how = if words == Words::Rows {
                t!("why-how-at-end", how = how)
            } else {
                how
            };
            t!("why-option-one", how = how, heap = h.to_string(), value = v)
        }
        heaps => {
            let sizes: Vec<String> = heaps.iter().map(ToString::to_string).collect();
            let parts: Vec<String> = option.parts.iter().map(ToString::to_string).collect();
            t!(
                "why-option-heaps",
                how = how,
                heaps = sizes.join(" + "),
                sum = parts.join(" ⊕ "),
                value = v
            )
        }
    }
}

/// The rule's own terms, where they matter for a heap of `n`.
fn rule_note(game: &Game, n: u64, options: &HeapOptions) -> Option<String> {
    let Game::Subtraction { set, rule } = game else {
        return None;
    };
    let min = u64::from(set.min());
    let mut notes = Vec::new();
    if rule.is_misere() {
        notes.push(t!("why-rule-misere"));
        if options.is_terminal() {
            notes.push(t!("why-rule-misere-no-move", n = n.to_string()));
        } else if options.listed.iter().any(|o| o.leaves.is_empty()) {
            notes.push(t!("why-rule-misere-last"));
        }
    }
    if rule.takes_all_below_min() && n > 0 && n < min {
        notes.push(t!("why-rule-take-all", min = min.to_string()));
    }
    (!notes.is_empty()).then(|| notes.join(" "))
}

/// The panel for a heap of `n` of `game`, read off its values `G(0), G(1), …` (at least up
/// to `G(n)`).
///
/// # Errors
/// As [`Game::valued_options`]: `values` too short, or a heap with too many options to list.
///
/// # Examples
/// ```
/// use nimseq_core::game::{nim_sequence, Game};
/// use nimseq_page::why_panel;
/// let game: Game = "sub:1,3,4".parse()?;
/// let values = nim_sequence(&game, 10)?;
/// let why = why_panel(&game, 5, &values)?;
/// assert_eq!(why.line, "G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3");
/// assert_eq!(why.mex_text, "mex{0, 1, 2} = 3");
/// assert_eq!(why.options[1].text, "take 3, leaving 5 − 3 = 2: G(2) = 0");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn why_panel(game: &Game, n: u64, values: &[Nimber]) -> Result<WhyPanel, GameError> {
    let options = game.valued_options(n, values, MOST_LISTED)?;
    let words = Words::of(game);
    let v = options.value;
    let count = options.count;
    let what = match game {
        Game::Tree(tree) => t!("why-subject-tree", position = tree.spelling(n)),
        _ => words.subject(n),
    };
    let intro = match count {
        0 => t!("why-intro-none", subject = what),
        c => t!(
            "why-intro",
            subject = what,
            options = c.to_string(),
            count = c
        ),
    };
    let listed: Vec<WhyOption> = options
        .listed
        .iter()
        .map(|o| WhyOption {
            text: option_text(game, n, o, words),
            value: o.value,
        })
        .collect();
    let more = (count > listed.len() as u64).then(|| {
        let more = count - listed.len() as u64;
        t!("why-more", more = more.to_string(), count = more)
    });
    let set = options.values.clone();
    let mex_with = |v: &str| {
        if options.is_terminal() {
            if options.value == 0 {
                format!("mex{{}} = {v}")
            } else {
                t!("why-mex-misere", value = v)
            }
        } else {
            format!("mex{} = {v}", set_text(&set))
        }
    };
    let value = v.to_string();
    let mex_text = mex_with(&value);
    let below: Vec<Nimber> = (0..v).collect();
    let mex_note = if options.is_terminal() {
        if v == 0 {
            t!("why-note-empty")
        } else {
            t!("why-note-misere")
        }
    } else if v == 0 {
        t!("why-note-zero")
    } else {
        t!(
            "why-note-mex",
            values = listing(&below),
            count = below.len(),
            value = value.as_str()
        )
    };
    let line = one_line(game, n, &options, &value);
    let at = n.to_string();
    let class_text = if v == 0 && options.is_terminal() {
        t!("why-class-p-no-move", n = at.as_str())
    } else if v == 0 {
        t!("why-class-p", n = at.as_str())
    } else if options.is_terminal() {
        t!(
            "why-class-n-no-move",
            n = at.as_str(),
            value = value.as_str()
        )
    } else {
        t!("why-class-n", n = at.as_str(), value = value.as_str())
    };
    Ok(WhyPanel {
        n,
        value: v,
        heading: t!("why-heading", n = at.as_str(), value = value.as_str()),
        intro,
        rule: rule_note(game, n, &options),
        options: listed,
        more,
        set_text: set_text(&set),
        set: set.clone(),
        mex_text,
        mex_note,
        line,
        class_text,
        previous: n.checked_sub(1),
        next: None,
        previous_label: match n.checked_sub(1) {
            Some(m) => format!("◀ G({})", grouped(m)),
            None => t!("why-previous"),
        },
        next_label: String::new(),
        chips: mex_chips(v, &set, false),
        ask_chips: mex_chips(v, &set, true),
        ask_heading: t!("why-ask-heading", n = at.as_str()),
        ask_mex: mex_with("?"),
        ask_line: one_line(game, n, &options, "?"),
    }
    .with_next((n + 1 < values.len() as u64).then_some(n + 1)))
}

impl WhyPanel {
    /// The panel with `next` as the heap after (its button says so).
    pub(crate) fn with_next(mut self, next: Option<u64>) -> WhyPanel {
        self.next = next;
        self.next_label = match next {
            Some(m) => format!("G({}) ▶", grouped(m)),
            None => t!("why-next"),
        };
        self
    }
}

/// The why panel's heading when `G(n)` cannot be explained (the reason follows it).
pub fn why_title(n: u64) -> String {
    t!("why-title", n = n)
}

/// The button under the overview's read-out that opens the panel of `G(n)`.
pub fn why_button(n: u64) -> String {
    t!("why-button", n = n)
}

/// The calculation in one line, ending in `v`: `G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3`.
fn one_line(game: &Game, n: u64, options: &HeapOptions, v: &str) -> String {
    if options.is_terminal() {
        return if options.value == 0 {
            format!("G({n}) = mex{{}} = 0")
        } else {
            t!("why-line-misere", n = n.to_string(), value = v)
        };
    }
    if game.tree().is_some() || options.count > MOST_IN_LINE as u64 {
        let set = set_text(&options.values);
        return if game.tree().is_some() {
            t!("why-line-tree", n = n.to_string(), set = set, value = v)
        } else {
            t!(
                "why-line-many",
                n = n.to_string(),
                options = options.count.to_string(),
                set = set,
                value = v
            )
        };
    }
    let terms: Vec<String> = options.listed.iter().map(leaves_term).collect();
    let values: Vec<String> = options.listed.iter().map(|o| o.value.to_string()).collect();
    format!(
        "G({n}) = mex{{{}}} = mex{{{}}} = {v}",
        terms.join(", "),
        values.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::game::nim_sequence;

    fn panel(spec: &str, n: u64) -> WhyPanel {
        let game: Game = spec.parse().unwrap();
        let values = nim_sequence(&game, n as usize + 1).unwrap();
        let why = why_panel(&game, n, &values).unwrap();
        assert_eq!(why.value, values[n as usize], "{spec} at {n}");
        why
    }

    /// Grundy's game only cuts rows: its options say so, in the board's word.
    #[test]
    fn a_cut_is_called_a_cut() {
        let why = panel("grundy", 8);
        let first = why.options.first().map(|o| o.text.as_str());
        assert_eq!(first, Some("cut the row, leaving 1 + 7: 0 ⊕ 0 = 0"));
        assert_eq!(why.options.len(), 3);
        assert!(why
            .options
            .iter()
            .all(|o| o.text.starts_with("cut the row, ")));
        assert_eq!(why.mex_text, "mex{0, 1, 3} = 2");
    }

    #[test]
    fn subtraction_options_are_n_minus_s() {
        // {2, 4, 7}: G(0..) = 0 0 1 1 2 2 0 3 1 0 2 ...; G(7) = mex{G(5), G(3), G(0)}.
        let why = panel("sub:2,4,7", 7);
        let texts: Vec<&str> = why.options.iter().map(|o| o.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "take 2, leaving 7 − 2 = 5: G(5) = 2",
                "take 4, leaving 7 − 4 = 3: G(3) = 1",
                "take 7, leaving 7 − 7 = 0: G(0) = 0",
            ]
        );
        assert_eq!(why.set, [0, 1, 2]);
        assert_eq!(why.mex_text, "mex{0, 1, 2} = 3");
        assert_eq!(why.line, "G(7) = mex{G(5), G(3), G(0)} = mex{2, 1, 0} = 3");
        assert_eq!(why.intro, "A heap of 7 stones has 3 options:");
        assert!(why.class_text.contains("N-position"));
        assert_eq!((why.previous, why.next), (Some(6), None));
        // A gap in the set: mex{0, 1, 3} = 2 needs a heap whose options miss 2.
        let why = panel("sub:1,3,4", 9);
        // G(8) = 2? {1,3,4}: 0 1 0 1 2 3 2 0 1 0: G(9) = mex{G(8), G(6), G(5)} = mex{1, 2, 3} = 0.
        assert_eq!(why.mex_text, "mex{1, 2, 3} = 0");
        assert_eq!(why.mex_note, "0 is not in the set, so the mex is 0.");
        assert!(why.class_text.starts_with("G(9) = 0: a P-position"));
        let why = panel("sub:1,2,4", 6);
        // {1,2,4}: 0 1 2 0 1 2 0: G(6) = mex{G(5), G(4), G(2)} = mex{2, 1, 2} = 0.
        assert_eq!(why.set_text, "{1, 2}");
        let gap = panel("sub:1,4", 6);
        // {1,4}: 0 1 0 1 2 0 1: G(6) = mex{G(5), G(2)} = mex{0, 0} = 1.
        assert_eq!(gap.mex_text, "mex{0} = 1");
        assert_eq!(
            gap.mex_note,
            "0 is in the set; 1 is the least value missing, so the mex is 1."
        );
        let zero = panel("sub:2,4,7", 0);
        assert_eq!(zero.line, "G(0) = mex{} = 0");
        assert!(zero.intro.contains("no option"));
        assert_eq!(zero.previous, None);
        // No move at all: nothing is said of moves.
        assert_eq!(
            zero.class_text,
            "G(0) = 0: a P-position. There is no move at all, so the player to move loses at once."
        );
    }

    #[test]
    fn a_gap_below_the_largest_value_is_the_mex() {
        // Find a heap whose option values skip a value below their largest: mex{0, 1, 3} = 2.
        let game: Game = "sub:1,2,6".parse().unwrap();
        let values = nim_sequence(&game, 40).unwrap();
        let found = (0..40u64).find_map(|n| {
            let why = why_panel(&game, n, &values).unwrap();
            (why.value > 0 && why.set.last().is_some_and(|&top| top > why.value)).then_some(why)
        });
        let why = found.expect("some heap of {1, 2, 6} has a gap in its options' values");
        assert!(why
            .mex_note
            .contains(&format!("{} is the least value missing", why.value)));
        assert!(!why.set.contains(&why.value));
    }

    #[test]
    fn octal_splits_show_the_nim_sum_of_what_they_leave() {
        // Kayles, 8 pins: knocking down 1 pin can leave 3 + 4, of values 3 ⊕ 1 = 2.
        let why = panel("octal:0.77", 8);
        let texts: Vec<&str> = why.options.iter().map(|o| o.text.as_str()).collect();
        assert!(
            texts.contains(&"knock down 1 pin, leaving 3 + 4: 3 ⊕ 1 = 2"),
            "{texts:?}"
        );
        assert!(
            texts.contains(&"knock down 1 pin at an end, leaving 7: G(7) = 2"),
            "{texts:?}"
        );
        assert!(
            texts.contains(&"knock down 2 pins, leaving 3 + 3: 3 ⊕ 3 = 0"),
            "{texts:?}"
        );
        assert_eq!(why.intro, "A row of 8 pins has 8 options:");
        assert!(why.line.contains("G(3) ⊕ G(4)"), "{}", why.line);
        // The issue's example, 3 + 4 in a game whose values there are 1 and 1: 0.4 (Kayles'
        // middle moves only) has G(3) = G(4) = 1.
        let game: Game = "octal:0.4".parse().unwrap();
        let values = nim_sequence(&game, 9).unwrap();
        assert_eq!((values[3], values[4]), (1, 1));
        let why = why_panel(&game, 8, &values).unwrap();
        assert!(
            why.options
                .iter()
                .any(|o| o.text.ends_with("leaving 3 + 4: 1 ⊕ 1 = 0")),
            "{:?}",
            why.options
        );
        // Every row of 2 pins: knock both down, leaving nothing.
        let why = panel("octal:0.77", 2);
        assert_eq!(
            why.options[1].text,
            "knock down all 2 pins, leaving nothing: G(0) = 0"
        );
        // A long row lists the first options and says how many more there are.
        let why = panel("octal:0.77", 400);
        assert_eq!(why.options.len(), MOST_LISTED);
        assert_eq!(
            why.more.as_deref(),
            Some("… and 340 more options, whose values are all in the set below.")
        );
        assert!(
            why.line
                .starts_with("G(400) = mex of its 400 options' values = mex{"),
            "{}",
            why.line
        );
    }

    #[test]
    fn misere_is_explained_in_its_own_terms() {
        // Misère {1, 2}: G(0) = 1 (no move: won by the player to move), G(1) = mex{1} = 0.
        let zero = panel("sub:1,2/misere", 0);
        assert_eq!(zero.value, 1);
        assert_eq!(zero.line, "G(0) = 1 (no move: misère play)");
        assert!(zero
            .rule
            .as_deref()
            .unwrap()
            .contains("misère value is 1, not 0"));
        assert!(zero
            .rule
            .as_deref()
            .unwrap()
            .contains("G(0) = 1 (under normal play it would be 0)"));
        let one = panel("sub:1,2/misere", 1);
        assert_eq!(one.line, "G(1) = mex{G(0)} = mex{1} = 0");
        assert!(one
            .rule
            .as_deref()
            .unwrap()
            .contains("taking the last stone loses"));
        assert!(one.class_text.contains("P-position"));
        // Misère take-all {3, 5, 6}: a heap of 2 may be taken whole.
        let two = panel("sub:3,5,6/misere-take-all", 2);
        assert!(
            two.options[0]
                .text
                .starts_with("take all 2 stones (fewer than min S = 3 remain)"),
            "{:?}",
            two.options
        );
        assert!(two.rule.as_deref().unwrap().contains("Take-all"));
        // Normal play says nothing about rules.
        assert_eq!(panel("sub:1,2", 4).rule, None);
    }

    #[test]
    fn values_too_short_are_refused() {
        let game: Game = "sub:1,2".parse().unwrap();
        assert!(why_panel(&game, 5, &[0, 1, 2]).is_err());
    }
}
