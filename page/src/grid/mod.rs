//! What the two grid views (the heatmap and the conjectures) share of a grid of subtraction
//! sets: the link that opens a set's sequence view, the name of their downloads, the grid's
//! extremes ([`extremes`]) and its record curve ([`records`]).

use nimseq_core::draw::heatmap::Axes;
use nimseq_core::draw::heatmap::Colouring;
use nimseq_core::sweep::Dims;
use nimseq_core::Rule;

use crate::state::names::Named;
use crate::PageState;

pub mod extremes;
pub mod records;

/// The link that opens the sequence view of `game` (a spelling without rule) under `rule`,
/// keeping the rest of `state`.
pub fn sequence_link(state: &PageState, game: &str, rule: Rule) -> String {
    state
        .change(&[
            ("view", "sequence"),
            ("game", game),
            ("rule", rule.spelling()),
        ])
        .0
        .to_query()
}

/// The name of a grid view's downloads, without extension: `nimseq-period-abc-ab40-40`.
pub fn file_stem(state: &PageState) -> String {
    let s = state.settings();
    let what = match s.colouring() {
        Colouring::Metric(m) => m.spelling(),
        Colouring::Conjecture(_) => s.test.spelling(),
    };
    let sets = match (s.dims, s.axes) {
        (Dims::Pairs, _) => "ab".to_string(),
        (Dims::Triples, Axes::Additive) => "additive".to_string(),
        (Dims::Triples, axes) => format!("abc-{}{}", axes.spelling(), s.slice),
        (Dims::Quads, _) => format!("abcd-{}-{}", s.third, s.slice),
    };
    format!("nimseq-{what}-{sets}-{}", s.max)
}
