//! The words a student meets on a teaching view, each with a one-line explanation shown on a
//! tap: P-position, mex, period, …, chosen for what the view shows.

use serde::Serialize;

use crate::state::names::{Exercise, HintLevel, Part, View};
use crate::texts::{t, PAGE};
use crate::Settings;

/// A word and what it means, in one line, in the page's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Term {
    /// The word as the page writes it.
    pub word: String,
    /// What it means.
    pub means: String,
    /// The word and its meaning, as a tap shows them: `mex: The least whole number …`.
    pub said: String,
}

/// A term's messages: its word's and its meaning's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Words(&'static str, &'static str);

impl Words {
    /// The term in the page's language.
    fn term(self) -> Term {
        let (word, means) = (PAGE.text(self.0, None), PAGE.text(self.1, None));
        Term {
            said: t!("term-said", word = word.as_str(), means = means.as_str()),
            word,
            means,
        }
    }
}

const P_POSITION: Words = Words("term-p-position", "term-p-position-means");
const N_POSITION: Words = Words("term-n-position", "term-n-position-means");
const OPTION: Words = Words("term-option", "term-option-means");
const MEX: Words = Words("term-mex", "term-mex-means");
const VALUE: Words = Words("term-value", "term-value-means");
const PERIOD: Words = Words("term-period", "term-period-means");
const PREPERIOD: Words = Words("term-preperiod", "term-preperiod-means");
const NIM_SUM: Words = Words("term-nim-sum", "term-nim-sum-means");
const REMOTENESS: Words = Words("term-remoteness", "term-remoteness-means");
const MISERE: Words = Words("term-misere", "term-misere-means");
const EQUIVALENT: Words = Words("term-equivalent", "term-equivalent-means");

/// The words `s`'s view uses, in the order a student meets them; none for the research views.
///
/// # Examples
/// ```
/// use nimseq_page::{terms, PageState};
/// let (state, _) = PageState::from_query("?game=sub:1,3,4&why=5");
/// let words: Vec<String> = terms(state.settings()).into_iter().map(|t| t.word).collect();
/// assert_eq!(words[..3], ["P-position", "N-position", "option"]);
/// assert!(words.iter().any(|w| w == "mex"));
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
    words.into_iter().map(Words::term).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PageState;

    fn words(query: &str) -> Vec<String> {
        let (state, _) = PageState::from_query(query);
        terms(state.settings())
            .into_iter()
            .map(|t| t.word)
            .collect()
    }

    #[test]
    fn each_teaching_view_explains_its_words() {
        assert!(words("?game=sub:1,3,4").contains(&"period".to_string()));
        assert!(!words("?game=sub:1,3,4&exercise=values&from=5").contains(&"period".to_string()));
        assert_eq!(
            words("?view=play&game=octal:0.77&heaps=6&hints=pn")[..2],
            ["P-position", "N-position"]
        );
        assert!(
            words("?view=play&game=octal:0.77&heaps=6&hints=1").contains(&"nim-sum ⊕".to_string())
        );
        assert_eq!(words("?view=play&game=sub:1,2/misere&heaps=6")[0], "misère");
        assert_eq!(words("?view=compare")[0], "equivalent ≈");
        for t in [
            P_POSITION, N_POSITION, OPTION, MEX, VALUE, PERIOD, PREPERIOD, NIM_SUM, REMOTENESS,
            MISERE, EQUIVALENT,
        ] {
            for lang in nimseq_core::words::Lang::ALL {
                let t = nimseq_core::words::with_language(lang, || t.term());
                assert!(t.means.ends_with('.') && !t.means.contains('\n'), "{t:?}");
            }
        }
    }
}
