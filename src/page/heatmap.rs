//! The words of the grid views: a heatmap's caption and legend, the read-out of the cell under
//! the pointer, and the conjecture report with a link to each counterexample.

use serde::Serialize;

use crate::draw::colors::{value_color, AGREES, DIFFERS, NO_PREDICTION, UNRESOLVED};
use crate::draw::heatmap::{
    Axes, CellClass, Colouring, Heatmap, Labels, LegendItem, Metric, Paint, Scale,
};
use crate::page::names::Named;
use crate::page::PageState;
use crate::sweep::{Dims, Grid};
use crate::theory::conjecture::{check_grid, Conjecture, Verdict};
use crate::{Game, Rule, SubtractionSet};

/// What the hover read-out says of one cell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CellInfo {
    /// The set, increasing.
    pub set: Vec<u32>,
    /// `sub:a,b,c`.
    pub game: String,
    /// The certified preperiod, if resolved.
    pub preperiod: Option<u32>,
    /// The certified period, if resolved.
    pub period: Option<u32>,
    /// One line for the read-out.
    pub text: String,
    /// The link that opens the set's sequence view.
    pub query: String,
}

/// The caption and legend of `map`.
pub fn labels(map: &Heatmap) -> Labels {
    Labels {
        title: title(map),
        legend: legend(map),
    }
}

/// A caption such as `period of {a, b}, b ≤ 200` or `preperiod of {a, b, 37}`.
pub fn title(map: &Heatmap) -> String {
    let what = match map.colouring() {
        Colouring::Metric(Metric::Period) => "period",
        Colouring::Metric(Metric::Preperiod) => "preperiod",
        Colouring::Metric(Metric::MaxValue) => "largest nim-value",
        Colouring::Metric(Metric::Theory) => "theory vs computed period",
        Colouring::Conjecture(Conjecture::Augment { .. }) => "Conjecture 5.1",
        Colouring::Conjecture(Conjecture::PairSums) => "pair-sum periods",
    };
    let (s, max) = (map.slice(), map.max());
    let sets = match (map.dims(), map.axes()) {
        (Dims::Pairs, _) => format!("{{a, b}}, b ≤ {max}"),
        (Dims::Triples, Axes::Ab) => format!("{{a, b, {s}}}"),
        (Dims::Triples, Axes::Ac) => format!("{{a, {s}, c}}, c ≤ {max}"),
        (Dims::Triples, Axes::Bc) => format!("{{{s}, b, c}}, c ≤ {max}"),
    };
    let rule = if map.rule() == Rule::Normal {
        String::new()
    } else {
        format!(" ({})", map.rule())
    };
    format!("{what} of {sets}{rule}")
}

/// The legend: a colour scale or swatches, then the special colours in use.
pub fn legend(map: &Heatmap) -> Vec<LegendItem> {
    let swatch = |c, label: &str| LegendItem::Swatch {
        paint: Paint::Fixed(c),
        label: label.to_string(),
    };
    let mut items = Vec::new();
    match map.colouring() {
        Colouring::Metric(Metric::MaxValue) => {
            let mut values: Vec<u32> = map
                .classes()
                .iter()
                .filter_map(|c| match c {
                    CellClass::Number(v) => Some(*v),
                    _ => None,
                })
                .collect();
            values.sort_unstable();
            values.dedup();
            for v in values {
                items.push(swatch(value_color(v), &format!("largest value {v}")));
            }
        }
        Colouring::Metric(Metric::Period | Metric::Preperiod) => {
            if let Some((low, high)) = map.range() {
                items.push(LegendItem::Gradient {
                    low,
                    high,
                    log: map.scale() == Scale::Log,
                });
            }
        }
        Colouring::Metric(Metric::Theory) | Colouring::Conjecture(_) => {
            let (yes, no, none) = match map.colouring() {
                Colouring::Conjecture(_) => {
                    ("agrees", "counterexample", "hypothesis does not hold")
                }
                _ => (
                    "agrees with theory",
                    "differs from theory",
                    "no closed form",
                ),
            };
            items.push(swatch(AGREES, yes));
            items.push(swatch(DIFFERS, no));
            items.push(swatch(NO_PREDICTION, none));
        }
    }
    items.push(swatch(
        UNRESOLVED,
        &format!("unresolved (cap {})", compact(map.cap())),
    ));
    if map.classes().contains(&CellClass::Pending) {
        items.push(LegendItem::Swatch {
            paint: Paint::Pending,
            label: "computing…".into(),
        });
    }
    items
}

/// The hover read-out for picture coordinates `(x, y)` of `map`, a picture of `grid` shown in
/// `state`.
pub fn cell_info(
    map: &Heatmap,
    grid: &Grid,
    state: &PageState,
    x: u32,
    y: u32,
) -> Option<CellInfo> {
    let set = map.set_at(x, y)?;
    let cell = grid.computed(&set);
    let names: Vec<String> = set.iter().map(u32::to_string).collect();
    let game = SubtractionSet::new(set.iter().map(|&e| u64::from(e)))
        .map(|s| Game::subtraction(s, map.rule()).spec())
        .ok()?;
    let braces = format!("{{{}}}", names.join(", "));
    let unresolved = format!(
        "{braces}: unresolved — no period found within {} values",
        map.cap()
    );
    let mut text = match (map.class_at(x, y), cell) {
        (CellClass::Pending, _) | (_, None) => format!("{braces}: not computed yet"),
        (CellClass::Unresolved, _) => unresolved,
        (_, Some(c)) if !c.is_resolved() => unresolved,
        (_, Some(c)) => format!(
            "{braces}: preperiod {}, period {}, largest value {}",
            c.preperiod, c.period, c.max_value
        ),
    };
    match (map.colouring(), cell) {
        (Colouring::Metric(Metric::Theory), Some(c)) if c.is_resolved() => {
            match map.closed_form(&set) {
                Some(p) => text.push_str(&format!(
                    "; {} predicts period {}{}",
                    p.source,
                    p.period,
                    if p.period == c.period { " ✓" } else { " ✗" }
                )),
                None => text.push_str("; no closed form applies"),
            }
        }
        (Colouring::Conjecture(conj), Some(c)) if c.is_resolved() => {
            match conj.describe_prediction(&set) {
                Some(pred) => text.push_str(&format!(
                    "; predicted {pred}{}",
                    if conj.verdict(&set, c) == Verdict::Agrees {
                        " ✓"
                    } else {
                        " ✗"
                    }
                )),
                None => text.push_str("; the hypothesis does not hold"),
            }
        }
        _ => {}
    }
    let resolved = cell.filter(|c| c.is_resolved());
    Some(CellInfo {
        query: sequence_query(state, &game, map.rule()),
        set,
        game,
        preperiod: resolved.map(|c| c.preperiod),
        period: resolved.map(|c| c.period),
        text,
    })
}

/// The link that opens the sequence view of `game` (a spelling without rule) under `rule`,
/// keeping the rest of `state`.
fn sequence_query(state: &PageState, game: &str, rule: Rule) -> String {
    state
        .change(&[
            ("view", "sequence"),
            ("game", game),
            ("rule", rule.spelling()),
        ])
        .0
        .to_query()
}

/// A count in few characters: `2^20` for powers of two above 1000, else the number.
fn compact(n: u32) -> String {
    if n.is_power_of_two() && n > 1000 {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

/// The name of a grid view's downloads, without extension: `nimseq-period-abc-ab40-40`.
pub fn file_stem(state: &PageState) -> String {
    let s = state.settings();
    let what = match s.colouring() {
        Colouring::Metric(m) => m.spelling(),
        Colouring::Conjecture(_) => s.test.spelling(),
    };
    let sets = match s.dims {
        Dims::Pairs => "ab".to_string(),
        Dims::Triples => format!("abc-{}{}", s.axes.spelling(), s.slice),
    };
    format!("nimseq-{what}-{sets}-{}", s.max)
}

/// One counterexample of the conjecture view, with the link that opens its sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CounterexampleLink {
    /// `sub:a,b,c`.
    pub game: String,
    /// What the conjecture predicts, in words.
    pub predicted: String,
    /// The certified period.
    pub computed: u32,
    /// The link of its sequence view.
    pub query: String,
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
    /// The counterexamples (every one).
    pub counterexamples: Vec<CounterexampleLink>,
}

/// The conjecture of `state` tested on `grid`, each counterexample with its link.
pub fn conjecture_view(grid: &Grid, state: &PageState) -> ConjectureView {
    let report = check_grid(grid, state.settings().conjecture());
    ConjectureView {
        tested: report.tested,
        agreeing: report.agreeing,
        unresolved: report.unresolved.len() as u64,
        counterexamples: report
            .counterexamples
            .into_iter()
            .map(|c| CounterexampleLink {
                query: sequence_query(state, &c.game, Rule::Normal),
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
    use crate::draw::colors::{hex, viridis, Theme};
    use crate::draw::heatmap::{draw_heatmap, CellMode};
    use crate::sweep::{sweep, SweepSpec};
    use plotters::prelude::*;

    fn map(dims: u64, n: u64, metric: Metric, axes: Axes, slice: u32) -> (Grid, Heatmap) {
        let grid = sweep(&SweepSpec::new(dims, n, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, Colouring::Metric(metric), Scale::Log, axes, slice);
        (grid, map)
    }

    #[test]
    fn read_outs() {
        let (state, _) = PageState::from_query("?view=heatmap&max=10&limit=999");
        let (grid, m) = map(2, 10, Metric::Period, Axes::Ab, 0);
        let info = cell_info(&m, &grid, &state, 2, 7).unwrap();
        assert_eq!(info.game, "sub:2,7");
        assert_eq!(info.period, Some(9));
        assert!(
            info.text.starts_with("{2, 7}: preperiod 0, period 9"),
            "{}",
            info.text
        );
        assert_eq!(info.query, "?view=sequence&game=sub:2,7&limit=999&max=10");
        assert!(cell_info(&m, &grid, &state, 7, 2).is_none());
        let (grid, m) = map(3, 9, Metric::Theory, Axes::Ab, 7);
        assert!(cell_info(&m, &grid, &state, 3, 5)
            .unwrap()
            .text
            .contains("✗"));
    }

    #[test]
    fn titles_name_the_slice() {
        let (_, m) = map(3, 12, Metric::Preperiod, Axes::Ac, 4);
        assert_eq!(title(&m), "preperiod of {a, 4, c}, c ≤ 12");
    }

    #[test]
    fn pending_cells_have_a_legend_entry() {
        let spec = SweepSpec::new(2, 8, 16, Rule::Normal).unwrap();
        let mut grid = Grid::empty(spec);
        let row = crate::sweep::sweep_rows(&spec, 7..8, |_| true).unwrap();
        assert!(grid.fill_rows(7, &row));
        let m = Heatmap::from_grid(
            &grid,
            Colouring::Metric(Metric::Period),
            Scale::Linear,
            Axes::Ab,
            0,
        );
        let state = PageState::default();
        assert!(cell_info(&m, &grid, &state, 1, 5)
            .unwrap()
            .text
            .contains("not computed yet"));
        assert!(cell_info(&m, &grid, &state, 5, 7)
            .unwrap()
            .text
            .contains("unresolved"));
        assert!(legend(&m).iter().any(
            |i| matches!(i, LegendItem::Swatch { paint: Paint::Pending, label } if label == "computing…")
        ));
    }

    #[test]
    fn the_drawing_carries_the_words() {
        let (_, m) = map(2, 20, Metric::Period, Axes::Ab, 0);
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (700, 500)).into_drawing_area();
            draw_heatmap(&root, &m, &labels(&m), &Theme::DARK, CellMode::Rectangles).unwrap();
        }
        assert!(svg.contains("period of {a, b}, b ≤ 20"));
        assert!(svg.contains("(log scale)"));
        assert!(svg.contains("unresolved (cap 2^16)"));
        assert!(svg.to_lowercase().contains(&hex(viridis(1.0))));
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
        assert_eq!(
            c.query,
            "?view=sequence&game=sub:1,3&rule=normal&limit=5000&dims=2&max=20"
        );
    }
}
