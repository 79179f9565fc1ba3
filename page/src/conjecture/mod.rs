//! The conjecture view: a conjecture tested on every set of a grid, with each counterexample
//! and whether a theorem already decides it.

use serde::Serialize;

use nimseq_core::game::Rule;
use nimseq_core::sweep::Grid;
use nimseq_core::theory::check_grid;

use crate::texts::t;
use crate::PageState;

/// One counterexample of the conjecture view (the page asks [`sequence_link`](crate::sequence_link) for the link
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
    /// What the list says after the set's link: ` — predicted 6, computed 8 (decided: …)`.
    pub detail: String,
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
    /// The report in one sentence: how many sets were tested, agree, disagree and are
    /// unresolved.
    pub summary: String,
}

/// Counterexamples listed on one page of the conjecture view.
pub const COUNTEREXAMPLES_PER_PAGE: usize = 50;

/// One page of the counterexamples' list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CounterexamplePage {
    /// The page shown, from 0 (the page asked for, or the last one when there are fewer).
    pub page: usize,
    /// The first counterexample on it (its place in the whole list, from 0).
    pub first: usize,
    /// The place after its last counterexample.
    pub end: usize,
    /// `page 2 of 5 (212 in all)`.
    pub caption: String,
    /// Whether there is an earlier page.
    pub earlier: bool,
    /// Whether there is a later page.
    pub later: bool,
}

/// Page `page` (from 0) of a list of `total` counterexamples, [`COUNTEREXAMPLES_PER_PAGE`] a
/// page; a page past the end is the last page.
///
/// # Examples
/// ```
/// use nimseq_page::counterexample_page;
/// let p = counterexample_page(120, 7);
/// assert_eq!((p.page, p.first, p.end), (2, 100, 120));
/// assert_eq!(p.caption, "page 3 of 3 (120 in all)");
/// assert!(p.earlier && !p.later);
/// ```
pub fn counterexample_page(total: usize, page: usize) -> CounterexamplePage {
    let pages = total.div_ceil(COUNTEREXAMPLES_PER_PAGE).max(1);
    let page = page.min(pages - 1);
    let first = (page * COUNTEREXAMPLES_PER_PAGE).min(total);
    CounterexamplePage {
        page,
        first,
        end: (first + COUNTEREXAMPLES_PER_PAGE).min(total),
        caption: t!(
            "conjecture-page",
            page = (page + 1).to_string(),
            pages = pages.to_string(),
            count = total
        ),
        earlier: page > 0,
        later: page + 1 < pages,
    }
}

/// The conjecture of `state` tested on `grid`, each counterexample with its link; `complete`
/// says whether every set of the grid has been computed (the summary says so when not).
pub fn conjecture_view(grid: &Grid, state: &PageState, complete: bool) -> ConjectureView {
    let report = check_grid(grid, state.settings().conjecture());
    let listed = report.counterexamples.len() as u64;
    let (tested, agreeing, open, decided, unresolved) = (
        report.tested,
        report.agreeing,
        listed.saturating_sub(report.decided),
        report.decided,
        report.unresolved.len() as u64,
    );
    let summary = if complete {
        t!(
            "conjecture-summary",
            tested = tested,
            agreeing = agreeing,
            open = open,
            decided = decided,
            unresolved = unresolved
        )
    } else {
        t!(
            "conjecture-summary-partial",
            tested = tested,
            agreeing = agreeing,
            open = open,
            decided = decided,
            unresolved = unresolved
        )
    };
    ConjectureView {
        summary,
        tested: report.tested,
        agreeing: report.agreeing,
        unresolved: report.unresolved.len() as u64,
        decided: report.decided,
        rule_note: (state.settings().game.rule() != Rule::Normal)
            .then(|| t!("conjecture-rule-note", rule = state.spelling("rule"))),
        counterexamples: report
            .counterexamples
            .into_iter()
            .map(|c| CounterexampleView {
                // After the set's link, a space apart.
                detail: format!(
                    " {}",
                    match c.decided_by {
                        Some(theorem) => t!(
                            "conjecture-detail-decided",
                            predicted = c.predicted.as_str(),
                            computed = c.computed.to_string(),
                            theorem = theorem
                        ),
                        None => t!(
                            "conjecture-detail",
                            predicted = c.predicted.as_str(),
                            computed = c.computed.to_string()
                        ),
                    }
                ),
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
    use nimseq_core::words::grouped;

    #[test]
    fn the_conjecture_view_says_it_tests_normal_play() {
        let (state, notices) = PageState::from_query("?view=conjecture&max=12&rule=misere");
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(state.spelling("rule"), "misere");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        assert_eq!(grid.spec().rule, Rule::Normal);
        let view = conjecture_view(&grid, &state, true);
        let note = view.rule_note.expect("said");
        assert!(
            note.contains("normal play") && note.contains("“misere”"),
            "{note}"
        );
        let (state, _) = PageState::from_query("?view=conjecture&max=12");
        assert_eq!(conjecture_view(&grid, &state, true).rule_note, None);
    }

    #[test]
    fn the_summary_counts_every_kind_of_set_in_words() {
        let (state, _) = PageState::from_query("?view=conjecture&dims=2&max=20&limit=5000");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let view = conjecture_view(&grid, &state, true);
        let real = view.counterexamples.len() as u64 - view.decided;
        assert_eq!(
            view.summary,
            format!(
                "{} sets satisfy the hypothesis: {} agree, {real} counterexamples not decided by a theorem, {} more whose period a theorem already gives (listed after them), {} unresolved.",
                view.tested, view.agreeing, view.decided, view.unresolved
            )
        );
        let partial = conjecture_view(&grid, &state, false);
        assert!(
            partial
                .summary
                .ends_with(" unresolved (the grid is not complete)."),
            "{}",
            partial.summary
        );
        assert_eq!(grouped(1_313_400), "1,313,400");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(0), "0");
    }

    #[test]
    fn counterexamples_are_listed_a_page_at_a_time() {
        let none = counterexample_page(0, 0);
        assert_eq!((none.page, none.first, none.end), (0, 0, 0));
        assert_eq!(none.caption, "page 1 of 1 (0 in all)");
        assert!(!none.earlier && !none.later);
        let first = counterexample_page(1234, 0);
        assert_eq!((first.first, first.end), (0, 50));
        assert_eq!(first.caption, "page 1 of 25 (1,234 in all)");
        assert!(!first.earlier && first.later);
        let last = counterexample_page(1234, 24);
        assert_eq!((last.first, last.end), (1200, 1234));
        assert!(last.earlier && !last.later);
        // A page past the end (the list shrank) is the last page.
        assert_eq!(counterexample_page(1234, 99), last);
        assert_eq!(counterexample_page(50, 1).page, 0);
    }

    #[test]
    fn counterexamples_link_to_their_sequence() {
        let (state, _) =
            PageState::from_query("?view=conjecture&rule=misere&dims=2&max=20&limit=5000");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let view = conjecture_view(&grid, &state, true);
        assert_eq!(view.counterexamples.len(), 1);
        let c = &view.counterexamples[0];
        assert_eq!(c.game, "sub:1,3");
        // {1, 3} has period 2 by Benesh et al.'s theorem for pairs: decided, not open.
        assert_eq!(c.decided_by, Some("Benesh et al., Theorem 1"));
        assert_eq!(view.decided, 1);
        assert_eq!(
            c.detail,
            format!(
                " — predicted {}, computed 2 (decided: Benesh et al., Theorem 1)",
                c.predicted
            )
        );
        assert_eq!(
            sequence_link(&state, &c.game, grid.spec().rule),
            "?view=sequence&game=sub:1,3&rule=normal&limit=5000&dims=2&max=20"
        );
    }

    /// The report, the rule's note, the counterexamples' words and the pages' captions in
    /// German and French.
    #[test]
    fn the_report_speaks_german_and_french() {
        use nimseq_core::words::{assert_spoken, with_language, Lang};
        let (state, _) =
            PageState::from_query("?view=conjecture&rule=misere&dims=2&max=20&limit=5000");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let words = || {
            let view = conjecture_view(&grid, &state, false);
            let mut out = vec![view.summary, view.rule_note.unwrap_or_default()];
            out.extend(view.counterexamples.into_iter().map(|c| c.detail));
            out.push(counterexample_page(1234, 3).caption);
            out.join("\n")
        };
        for (lang, phrases) in [
            (
                Lang::De,
                [
                    "Voraussetzung",
                    "Seite 4 von 25 (1.234 insgesamt)",
                    "(entschieden: Benesh",
                ],
            ),
            (
                Lang::Fr,
                [
                    "hypothèse",
                    "page 4 sur 25 (1\u{202f}234 au total)",
                    "(tranché\u{202f}: Benesh",
                ],
            ),
        ] {
            let said = with_language(lang, words);
            assert_spoken(
                lang,
                &said,
                &phrases,
                &[
                    " sets ",
                    "satisfy",
                    " agree",
                    " the ",
                    "normal play",
                    "predicted",
                    "computed",
                    "decided",
                    " in all",
                ],
            );
        }
    }
}
