//! The conjecture view: a conjecture tested on every set of a grid, with each counterexample
//! and whether a theorem already decides it.

use serde::Serialize;

use nimseq_core::sweep::Grid;
use nimseq_core::theory::conjecture::check_grid;
use nimseq_core::Rule;

use crate::PageState;

/// One counterexample of the conjecture view (the page asks [`sequence_link`] for the link
/// of each one it shows: a grid may hold ten thousand).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CounterexampleView {
    /// `sub:a,b,c`.
    pub game: String,
    /// What the conjecture predicts, in words.
    pub predicted: String,
    /// The certified period.
    pub computed: u32,
    /// The theorem that already gives this period (the conjecture says otherwise, but the set
    /// is decided), or `None` for a real counterexample.
    pub decided_by: Option<&'static str>,
}

/// The conjecture view's report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ConjectureView {
    /// Sets satisfying the hypothesis.
    pub tested: u64,
    /// Those whose certified period is as predicted.
    pub agreeing: u64,
    /// Those without a certified period within the cap.
    pub unresolved: u64,
    /// The counterexamples (every one), real ones first, then those a theorem decides.
    pub counterexamples: Vec<CounterexampleView>,
    /// How many counterexamples a theorem decides.
    pub decided: u64,
    /// The conjectures are about normal play: when the link's rule is another (kept for the
    /// other views), the view says it is not used here.
    pub rule_note: Option<String>,
}

/// The conjecture of `state` tested on `grid`, each counterexample with its link.
pub fn conjecture_view(grid: &Grid, state: &PageState) -> ConjectureView {
    let report = check_grid(grid, state.settings().conjecture());
    ConjectureView {
        tested: report.tested,
        agreeing: report.agreeing,
        unresolved: report.unresolved.len() as u64,
        decided: report.decided,
        rule_note: (state.settings().game.rule() != Rule::Normal).then(|| {
            format!(
                "The conjectures are about normal play, so this grid is computed under normal play; the rule “{}” chosen for the other views is not used here.",
                state.spelling("rule")
            )
        }),
        counterexamples: report
            .counterexamples
            .into_iter()
            .map(|c| CounterexampleView {
                decided_by: c.decided_by,
                game: c.game,
                predicted: c.predicted,
                computed: c.computed,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::sequence_link;
    use nimseq_core::sweep::sweep;

    #[test]
    fn the_conjecture_view_says_it_tests_normal_play() {
        let (state, notices) = PageState::from_query("?view=conjecture&max=12&rule=misere");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(state.spelling("rule"), "misere");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        assert_eq!(grid.spec().rule, Rule::Normal);
        let view = conjecture_view(&grid, &state);
        let note = view.rule_note.expect("said");
        assert!(
            note.contains("normal play") && note.contains("“misere”"),
            "{note}"
        );
        let (state, _) = PageState::from_query("?view=conjecture&max=12");
        assert_eq!(conjecture_view(&grid, &state).rule_note, None);
    }

    #[test]
    fn counterexamples_link_to_their_sequence() {
        let (state, _) =
            PageState::from_query("?view=conjecture&rule=misere&dims=2&max=20&limit=5000");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let view = conjecture_view(&grid, &state);
        assert_eq!(view.counterexamples.len(), 1);
        let c = &view.counterexamples[0];
        assert_eq!(c.game, "sub:1,3");
        // {1, 3} has period 2 by Benesh et al.'s theorem for pairs: decided, not open.
        assert_eq!(c.decided_by, Some("Benesh et al., Theorem 1"));
        assert_eq!(view.decided, 1);
        assert_eq!(
            sequence_link(&state, &c.game, grid.spec().rule),
            "?view=sequence&game=sub:1,3&rule=normal&limit=5000&dims=2&max=20"
        );
    }
}
