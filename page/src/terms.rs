//! The words a student meets on a teaching view, each with a one-line explanation shown on a
//! tap: P-position, mex, period, …, chosen for what the view shows.

use serde::Serialize;

use crate::state::names::{Exercise, HintLevel, Part, View};
use crate::Settings;

/// A word and what it means, in one line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Term {
    /// The word as the page writes it.
    pub word: &'static str,
    /// What it means.
    pub means: &'static str,
}

const P_POSITION: Term = Term {
    word: "P-position",
    means: "A position the player to move loses, whatever they do: every move leads to an N-position (and a position with no move at all is one).",
};
const N_POSITION: Term = Term {
    word: "N-position",
    means: "A position the player to move wins: some move leads to a P-position.",
};
const OPTION: Term = Term {
    word: "option",
    means: "A position one move away.",
};
const MEX: Term = Term {
    word: "mex",
    means: "The least whole number 0, 1, 2, … missing from a list: mex{0, 1, 3} = 2, mex{} = 0. G(n) is the mex of the values of n's options.",
};
const VALUE: Term = Term {
    word: "value G(n)",
    means: "The nim-value of a heap of n: it plays like a Nim heap of G(n). It is 0 exactly at the P-positions.",
};
const PERIOD: Term = Term {
    word: "period",
    means: "The values repeat every p heaps from the preperiod on: G(n + p) = G(n). Shown only when proved.",
};
const PREPERIOD: Term = Term {
    word: "preperiod",
    means: "How many values come before the repetition starts (0: it repeats from the start).",
};
const NIM_SUM: Term = Term {
    word: "nim-sum ⊕",
    means: "Adding in binary without carrying (3 ⊕ 5 = 6). A sum of games has the nim-sum of their values, and is a P-position exactly when it is 0.",
};
const REMOTENESS: Term = Term {
    word: "remoteness",
    means: "How many moves the game lasts with best play: the winner hurries, the loser holds out.",
};
const MISERE: Term = Term {
    word: "misère",
    means: "The other way of winning: whoever makes the last move loses.",
};
const EQUIVALENT: Term = Term {
    word: "equivalent ≈",
    means: "G ≈ H when adding G or adding H to any game X gives the same outcome; that happens exactly when G + H is a P-position.",
};

/// The words `s`'s view uses, in the order a student meets them; none for the research views.
///
/// # Examples
/// ```
/// use nimseq_page::{terms, PageState};
/// let (state, _) = PageState::from_query("?game=sub:1,3,4&why=5");
/// let words: Vec<&str> = terms(state.settings()).iter().map(|t| t.word).collect();
/// assert_eq!(words[..3], ["P-position", "N-position", "option"]);
/// assert!(words.contains(&"mex"));
/// let (map, _) = PageState::from_query("?view=heatmap");
/// assert!(terms(map.settings()).is_empty());
/// ```
pub fn terms(s: &Settings) -> Vec<Term> {
    let misere = s.game.is_misere() || s.rows_misere;
    let mut words = match s.view {
        View::Sequence => {
            let mut w = vec![P_POSITION, N_POSITION];
            if s.show.contains(&Part::Why) || s.exercise == Exercise::Values {
                w.extend([OPTION, MEX]);
            }
            w.push(VALUE);
            if s.show.contains(&Part::Facts) && s.exercise == Exercise::Off {
                w.extend([PREPERIOD, PERIOD]);
            }
            w
        }
        View::Play => {
            let mut w = vec![P_POSITION, N_POSITION];
            if s.hints == HintLevel::Values && !misere {
                w.extend([VALUE, NIM_SUM]);
            }
            if s.show.contains(&Part::Story) {
                w.push(REMOTENESS);
            }
            w
        }
        View::Compare => vec![EQUIVALENT, P_POSITION, VALUE, NIM_SUM],
        View::Quotient => vec![MISERE, P_POSITION],
        View::Heatmap | View::Conjecture | View::Atlas => Vec::new(),
    };
    if misere && s.view != View::Quotient {
        words.insert(0, MISERE);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PageState;

    fn words(query: &str) -> Vec<&'static str> {
        let (state, _) = PageState::from_query(query);
        terms(state.settings()).iter().map(|t| t.word).collect()
    }

    #[test]
    fn each_teaching_view_explains_its_words() {
        assert!(words("?game=sub:1,3,4").contains(&"period"));
        assert!(!words("?game=sub:1,3,4&exercise=values&from=5").contains(&"period"));
        assert_eq!(
            words("?view=play&game=octal:0.77&heaps=6&hints=pn")[..2],
            ["P-position", "N-position"]
        );
        assert!(words("?view=play&game=octal:0.77&heaps=6&hints=1").contains(&"nim-sum ⊕"));
        assert_eq!(words("?view=play&game=sub:1,2/misere&heaps=6")[0], "misère");
        assert_eq!(words("?view=compare")[0], "equivalent ≈");
        for t in [
            P_POSITION, N_POSITION, OPTION, MEX, VALUE, PERIOD, PREPERIOD, NIM_SUM, REMOTENESS,
            MISERE, EQUIVALENT,
        ] {
            assert!(t.means.ends_with('.') && !t.means.contains('\n'), "{t:?}");
        }
    }
}
