//! The words of the grid views: a heatmap's caption and legend, the read-out of the cell under
//! the pointer, and the conjecture report with a link to each counterexample.

use serde::Serialize;

use crate::grid::{not_primitive, plain_number, primitive_only, sequence_link};
use crate::texts::t;
use crate::PageState;
use nimseq_core::draw::CellWindow;
use nimseq_core::draw::{hex, value_color, AGREES, DIFFERS, NO_PREDICTION, UNRESOLVED};
use nimseq_core::draw::{
    Axes, CellClass, Colouring, Heatmap, Labels, LegendItem, Metric, Paint, Scale, RATIO_UNIT,
};
use nimseq_core::game::{Game, Rule, SubtractionSet};
use nimseq_core::sweep::{Dims, Grid};
use nimseq_core::theory::{Conjecture, ConjectureVerdict};
use nimseq_core::theory::{PeriodSums, SetSum};
use nimseq_core::words::grouped;

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

/// The caption and legend of `map` drawn in `window`: the legend's counts are those of the
/// cells drawn.
pub fn heatmap_labels(map: &Heatmap, window: CellWindow) -> Labels {
    Labels {
        title: heatmap_title(map),
        legend: heatmap_legend(map, window),
    }
}

/// [`heatmap_labels`], for a map of the primitive sets alone when `primitive` (the others,
/// left unresolved in the map, are not drawn): the caption says so, and the unresolved swatch
/// counts the primitive sets left unresolved (none: no swatch).
pub fn heatmap_labels_where(map: &Heatmap, window: CellWindow, primitive: bool) -> Labels {
    let mut labels = heatmap_labels(map, window);
    if !primitive {
        return labels;
    }
    labels.title = t!("heatmap-title-primitive", title = labels.title.as_str());
    let w = window.within(map.size());
    let unresolved = (w.y0..=w.y1)
        .flat_map(|y| (w.x0..=w.x1).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            map.class_at(x, y) == CellClass::Unresolved
                && map.key_at(x, y).is_some_and(|k| k.is_primitive())
        })
        .count() as u64;
    let label = t!(
        "heatmap-legend-unresolved-primitive",
        cap = compact(map.cap()),
        count = unresolved
    );
    labels.legend.retain_mut(|item| match item {
        LegendItem::Swatch {
            paint: Paint::Fixed(c),
            label: words,
        } if *c == UNRESOLVED => {
            *words = label.clone();
            unresolved > 0
        }
        _ => true,
    });
    labels
}

/// What colours the cells, in words: `period`, `preperiod / max S`, `Conjecture 5.1` (the
/// caption's first words, and the quantity heading the colour bar).
pub fn heatmap_quantity(map: &Heatmap) -> String {
    match map.colouring() {
        Colouring::Metric(Metric::Period) => t!("heatmap-what-period"),
        Colouring::Metric(Metric::Preperiod) => t!("heatmap-what-preperiod"),
        Colouring::Metric(Metric::MaxValue) => t!("heatmap-what-max-value"),
        Colouring::Metric(Metric::Theory) => t!("heatmap-what-theory"),
        Colouring::Metric(Metric::Sum) => t!("heatmap-what-sum"),
        Colouring::Metric(Metric::RelativePeriod) => t!("heatmap-what-relative-period"),
        Colouring::Metric(Metric::RelativePreperiod) => t!("heatmap-what-relative-preperiod"),
        Colouring::Conjecture(Conjecture::Augment { .. }) => t!("heatmap-what-augment"),
        Colouring::Conjecture(Conjecture::PairSums) => t!("heatmap-what-pair-sums"),
    }
}

/// A caption such as `period of {a, b}, b ≤ 200` or `preperiod of {a, b, 37}`.
pub fn heatmap_title(map: &Heatmap) -> String {
    let what = heatmap_quantity(map);
    let (s, max) = (map.slice(), map.max());
    let sets = match (map.dims(), map.axes()) {
        (Dims::Pairs, _) => format!("{{a, b}}, b ≤ {max}"),
        (Dims::Triples, Axes::Ab) => format!("{{a, b, {s}}}"),
        (Dims::Triples, Axes::Ac) => format!("{{a, {s}, c}}, c ≤ {max}"),
        (Dims::Triples, Axes::Bc) => format!("{{{s}, b, c}}, c ≤ {max}"),
        (Dims::Triples, Axes::Additive) => format!("{{a, b, a + b}}, a + b ≤ {max}"),
        (Dims::Quads, _) => format!("{{a, b, {}, {s}}}", map.third()),
    };
    if map.rule() == Rule::Normal {
        t!("heatmap-title", what = what, sets = sets)
    } else {
        t!(
            "heatmap-title-rule",
            what = what,
            sets = sets,
            rule = map.rule().to_string()
        )
    }
}

/// The legend of `map` drawn in `window`: a colour scale or swatches, then the special
/// colours in use. Counts are of the cells drawn (the slice, or the part of it zoomed on),
/// never of the whole grid: a figure's legend describes the figure.
pub fn heatmap_legend(map: &Heatmap, window: CellWindow) -> Vec<LegendItem> {
    let swatch = |c, label: String| LegendItem::Swatch {
        paint: Paint::Fixed(c),
        label,
    };
    let mut items = Vec::new();
    match map.colouring() {
        Colouring::Metric(Metric::MaxValue) => {
            let w = window.within(map.size());
            let mut values: Vec<u32> = (w.y0..=w.y1)
                .flat_map(|y| (w.x0..=w.x1).map(move |x| (x, y)))
                .filter_map(|(x, y)| match map.class_at(x, y) {
                    CellClass::Number(v) => Some(v),
                    _ => None,
                })
                .collect();
            values.sort_unstable();
            values.dedup();
            for v in values {
                items.push(swatch(
                    value_color(v),
                    t!("heatmap-legend-largest-value", value = v.to_string()),
                ));
            }
        }
        Colouring::Metric(
            m @ (Metric::Period
            | Metric::Preperiod
            | Metric::RelativePeriod
            | Metric::RelativePreperiod),
        ) => {
            if let Some((low, high)) = map.range() {
                items.push(LegendItem::Gradient {
                    quantity: heatmap_quantity(map),
                    low: number(m, low),
                    high: number(m, high),
                    log: map.scale() == Scale::Log,
                });
            }
        }
        Colouring::Metric(Metric::Sum) => {
            let order = SetSum::for_size(map.dims().count());
            for (i, count) in map.counts_in(window).into_iter().enumerate() {
                let name = order
                    .get(i)
                    .map_or_else(|| t!("heatmap-none-of-these"), |s| s.name().to_string());
                items.push(LegendItem::Swatch {
                    paint: Paint::Fixed(map.category_color(i as u8)),
                    label: t!("heatmap-legend-sum", name = name, count = count),
                });
            }
        }
        Colouring::Metric(Metric::Theory) | Colouring::Conjecture(_) => {
            let (yes, no, none) = match map.colouring() {
                Colouring::Conjecture(_) => (
                    t!("heatmap-legend-agrees"),
                    t!("heatmap-legend-counterexample"),
                    t!("heatmap-legend-hypothesis-fails"),
                ),
                _ => (
                    t!("heatmap-legend-agrees-theory"),
                    t!("heatmap-legend-differs-theory"),
                    t!("heatmap-legend-no-closed-form"),
                ),
            };
            items.push(swatch(AGREES, yes));
            items.push(swatch(DIFFERS, no));
            items.push(swatch(NO_PREDICTION, none));
        }
    }
    items.push(swatch(
        UNRESOLVED,
        t!("heatmap-legend-unresolved", cap = compact(map.cap())),
    ));
    if map.classes().contains(&CellClass::Pending) {
        items.push(LegendItem::Swatch {
            paint: Paint::Pending,
            label: t!("heatmap-legend-computing"),
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
    if primitive_only(state)
        && let Some(text) = not_primitive(&set)
    {
        return Some(CellInfo {
            query: sequence_link(state, &game, map.rule()),
            set,
            game,
            preperiod: None,
            period: None,
            text,
        });
    }
    // Read from the grid, not the picture's classes: a picture made before the last rows
    // arrived, or before `primitive` was unticked, is made again only at the next frame.
    let mut text = match cell {
        None => t!("heatmap-cell-not-computed", set = braces.as_str()),
        Some(c) if !c.is_resolved() => t!(
            "heatmap-cell-unresolved",
            set = braces.as_str(),
            cap = map.cap().to_string()
        ),
        Some(c) => t!(
            "heatmap-cell",
            set = braces.as_str(),
            preperiod = c.preperiod.to_string(),
            period = c.period.to_string(),
            largest = c.max_value.to_string()
        ),
    };
    let max = f64::from(*set.last().unwrap_or(&1));
    let ratio = |v: u32| plain_number(&format!("{:.3}", f64::from(v) / max));
    match (map.colouring(), cell) {
        (Colouring::Metric(Metric::Sum), Some(c)) if c.is_resolved() => {
            let sums = PeriodSums::of(&set, c.period);
            text = t!(
                "heatmap-cell-sum",
                text = text,
                period = c.period.to_string(),
                sums = sums.describe()
            );
        }
        (Colouring::Metric(Metric::RelativePeriod), Some(c)) if c.is_resolved() => {
            text = t!(
                "heatmap-cell-relative-period",
                text = text,
                ratio = ratio(c.period)
            );
        }
        (Colouring::Metric(Metric::RelativePreperiod), Some(c)) if c.is_resolved() => {
            text = t!(
                "heatmap-cell-relative-preperiod",
                text = text,
                ratio = ratio(c.preperiod)
            );
        }
        _ => {}
    }
    let mark = |agrees: bool| if agrees { "✓" } else { "✗" };
    match (map.colouring(), cell) {
        (Colouring::Metric(Metric::Theory), Some(c)) if c.is_resolved() => {
            text = match map.closed_form(&set) {
                Some(p) => t!(
                    "heatmap-cell-theory",
                    text = text,
                    source = p.source,
                    predicted = p.period.to_string(),
                    mark = mark(p.period == c.period)
                ),
                None => t!("heatmap-cell-no-closed-form", text = text),
            };
        }
        (Colouring::Conjecture(conj), Some(c)) if c.is_resolved() => {
            text = match conj.describe_prediction(&set) {
                Some(pred) => t!(
                    "heatmap-cell-predicted",
                    text = text,
                    prediction = pred,
                    mark = mark(conj.verdict(&set, c) == ConjectureVerdict::Agrees)
                ),
                None => t!("heatmap-cell-hypothesis-fails", text = text),
            };
        }
        _ => {}
    }
    let resolved = cell.filter(|c| c.is_resolved());
    Some(CellInfo {
        query: sequence_link(state, &game, map.rule()),
        set,
        game,
        preperiod: resolved.map(|c| c.preperiod),
        period: resolved.map(|c| c.period),
        text,
    })
}

/// A number of `metric` in words: thousandths for ratios (`1.525`), else the number.
fn number(metric: Metric, v: u32) -> String {
    if metric.is_ratio() {
        plain_number(&format!("{:.3}", f64::from(v) / f64::from(RATIO_UNIT)))
    } else {
        v.to_string()
    }
}

/// One category of the "which sum" metric with its counts, for the page's legend.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Category {
    /// Its place in the legend.
    pub index: u8,
    /// `a + c`, `none of these` or `ties (several sums)`, in English: the legend's hook for
    /// tests and scripts (`data-category`).
    pub name: &'static str,
    /// Its words in the legend, in the page's language (`a + c`, `keine davon`).
    pub label: String,
    /// `#rrggbb`.
    pub color: String,
    /// Cells of the whole grid in it (computed so far).
    pub grid: u64,
    /// Cells of the slice shown in it.
    pub slice: u64,
    /// Both counts as the legend writes them: `1,024 / 37`.
    pub counts: String,
}

/// The categories of the "which sum" metric with their counts; empty for other metrics.
///
/// A set whose period equals several sums at once (`a + c = 2b`) is counted once, in the last
/// row, "ties (several sums)", so that the rows add up to the sets computed.
pub fn categories(map: &Heatmap) -> Vec<Category> {
    let order = SetSum::for_size(map.dims().count());
    let slice = map.slice_counts();
    let row = |index: u8, name: &'static str, color: String, grid: u64, slice: u64| Category {
        index,
        name,
        label: match name {
            "none of these" => t!("heatmap-none-of-these"),
            "ties (several sums)" => t!("heatmap-ties"),
            sum => sum.to_string(),
        },
        color,
        grid,
        slice,
        counts: format!("{} / {}", grouped(grid), grouped(slice)),
    };
    let mut rows: Vec<Category> = map
        .grid_counts()
        .iter()
        .enumerate()
        .map(|(i, &grid)| {
            row(
                i as u8,
                order.get(i).map_or("none of these", |s| s.name()),
                hex(map.category_color(i as u8)),
                grid,
                slice.get(i).copied().unwrap_or(0),
            )
        })
        .collect();
    if !rows.is_empty() {
        rows.push(row(
            rows.len() as u8,
            "ties (several sums)",
            hex(nimseq_core::draw::TIE),
            map.grid_ties(),
            map.slice_ties(),
        ));
    }
    rows
}

/// A count in few characters: `2^20` for powers of two above 1000, else the number.
fn compact(n: u32) -> String {
    if n.is_power_of_two() && n > 1000 {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::file_stem;
    use nimseq_core::draw::{draw_heatmap, CellMode, ColourRange, Picture};
    use nimseq_core::draw::{hex, viridis, Theme};
    use nimseq_core::sweep::{sweep, SweepSpec};
    use plotters::prelude::*;

    fn map(dims: u64, n: u64, metric: Metric, axes: Axes, slice: u32) -> (Grid, Heatmap) {
        let grid = sweep(&SweepSpec::new(dims, n, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &Picture::of_metric(metric, Scale::Log, axes, slice));
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

    /// A map of the primitive sets alone says so in its caption, and its unresolved swatch
    /// counts only the primitive sets left unresolved (the others are not drawn).
    #[test]
    fn primitive_labels_count_only_primitive_sets() {
        let spec = SweepSpec::new(2, 30, 64, Rule::Normal).unwrap();
        let grid = sweep(&spec);
        let (masked, _) = crate::grid::primitive_grid(&grid);
        let picture = Picture::of_metric(Metric::Period, Scale::Log, Axes::Ab, 0);
        let m = Heatmap::from_grid(&masked, &picture);
        let whole = CellWindow::whole(m.size());
        let labels = heatmap_labels_where(&m, whole, true);
        assert_eq!(
            labels.title,
            "period of {a, b}, b ≤ 30, primitive sets only"
        );
        let unresolved = grid
            .iter()
            .filter(|(k, c)| k.is_primitive() && !c.is_resolved())
            .count();
        let everything = grid.iter().filter(|(_, c)| !c.is_resolved()).count();
        assert!(
            unresolved > 0 && unresolved < everything,
            "{unresolved} {everything}"
        );
        let swatch = labels.legend.iter().find_map(|i| match i {
            LegendItem::Swatch { label, .. } if label.starts_with("unresolved") => Some(label),
            _ => None,
        });
        assert_eq!(
            swatch.map(String::as_str),
            Some(format!("unresolved, cap 64 ({unresolved})").as_str())
        );
        // Every primitive set resolved: no unresolved swatch, though the others are unresolved
        // in the map.
        let grid = sweep(&SweepSpec::new(2, 30, 1 << 16, Rule::Normal).unwrap());
        let (masked, _) = crate::grid::primitive_grid(&grid);
        let m = Heatmap::from_grid(&masked, &picture);
        let labels = heatmap_labels_where(&m, whole, true);
        assert!(!labels.legend.iter().any(
            |i| matches!(i, LegendItem::Swatch { label, .. } if label.starts_with("unresolved"))
        ));
        // Off: the words of every map.
        assert_eq!(
            heatmap_labels_where(&m, whole, false),
            heatmap_labels(&m, whole)
        );
    }

    #[test]
    fn titles_name_the_slice() {
        let (_, m) = map(3, 12, Metric::Preperiod, Axes::Ac, 4);
        assert_eq!(heatmap_title(&m), "preperiod of {a, 4, c}, c ≤ 12");
    }

    #[test]
    fn pending_cells_have_a_legend_entry() {
        let spec = SweepSpec::new(2, 8, 16, Rule::Normal).unwrap();
        let mut grid = Grid::empty(spec);
        let row = nimseq_core::sweep::sweep_rows(&spec, 7..8, |_| true).unwrap();
        assert!(grid.fill_rows(7, &row).is_some());
        let m = Heatmap::from_grid(
            &grid,
            &Picture::of_metric(Metric::Period, Scale::Linear, Axes::Ab, 0),
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
        assert!(heatmap_legend(&m, CellWindow::whole(m.size())).iter().any(
            |i| matches!(i, LegendItem::Swatch { paint: Paint::Pending, label } if label == "computing…")
        ));
    }

    #[test]
    fn the_drawing_carries_the_words() {
        let (_, m) = map(2, 20, Metric::Period, Axes::Ab, 0);
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (700, 500)).into_drawing_area();
            let whole = nimseq_core::draw::CellWindow::whole(m.size());
            draw_heatmap(
                &root,
                &m,
                &heatmap_labels(&m, nimseq_core::draw::CellWindow::whole(m.size())),
                &Theme::DARK,
                CellMode::Rectangles,
                whole,
                1.0,
            )
            .unwrap();
        }
        assert!(svg.contains("period of {a, b}, b ≤ 20"));
        assert!(svg.contains("(log scale)"));
        // Every set resolved within the cap: the drawn legend has no unresolved entry.
        assert!(!svg.contains("unresolved"));
        assert!(svg.to_lowercase().contains(&hex(viridis(1.0))));
    }

    #[test]
    fn which_sum_is_counted_over_grid_and_slice_and_read_out() {
        let grid = sweep(&SweepSpec::new(3, 30, 1 << 16, Rule::Normal).unwrap());
        let picture = Picture {
            colouring: Colouring::Metric(Metric::Sum),
            scale: Scale::Auto,
            range: ColourRange::Grid,
            axes: Axes::Ab,
            slice: 30,
            third: 0,
        };
        let m = Heatmap::from_grid(&grid, &picture);
        let cats = categories(&m);
        let names: Vec<&str> = cats.iter().map(|c| c.name).collect();
        assert_eq!(
            names,
            [
                "a + b",
                "a + c",
                "b + c",
                "2a",
                "2b",
                "2c",
                "none of these",
                "ties (several sums)"
            ]
        );
        // A tie (the period equals several sums) counts once, in its own row.
        assert_eq!(
            cats.last().map(|c| (c.grid, c.slice)),
            Some((m.grid_ties(), m.slice_ties()))
        );
        assert!(m.grid_ties() > 0, "a + c = 2b happens below 30");
        assert_eq!(cats.iter().map(|c| c.grid).sum::<u64>(), grid.len() as u64);
        // The slice c = 30 holds every a < b < 30.
        assert_eq!(cats.iter().map(|c| c.slice).sum::<u64>(), 29 * 28 / 2);
        // The legend's words for the counts, as the page wrote them.
        for c in &cats {
            assert_eq!(
                c.counts,
                format!("{} / {}", grouped(c.grid), grouped(c.slice))
            );
        }
        assert!(cats
            .iter()
            .any(|c| c.grid >= 1000 && c.counts.contains(',')));
        // {3, 5, 30}: the read-out names the sum.
        let info = cell_info(&m, &grid, &PageState::default(), 3, 5).unwrap();
        let period = info.period.unwrap();
        let expected = PeriodSums::of(&[3, 5, 30], period).describe();
        assert!(
            info.text
                .ends_with(&format!("period {period} = {expected}")),
            "{}",
            info.text
        );
        assert_eq!(heatmap_title(&m), "which sum the period is of {a, b, 30}");
    }

    /// A 4-element link: the map `{a, b, c, d}` with `c` and `d` from the link, each cell's
    /// period the one the core's own search certifies for that set, and the "which sum"
    /// metric naming the ten sums of four elements.
    #[test]
    fn four_element_maps_fix_c_and_d_from_the_link() {
        let (state, notices) =
            PageState::from_query("?view=heatmap&dims=4&max=24&slice=20&c=12&metric=sum");
        assert!(notices.is_empty(), "{notices:?}");
        let s = state.settings();
        assert_eq!((s.dims, s.slice, s.third), (Dims::Quads, 20, 12));
        let grid = sweep(&s.sweep_spec().unwrap());
        let m = Heatmap::from_grid(&grid, &s.picture());
        // a < b < c = 12: an 11 × 11 map.
        assert_eq!(m.size(), 11);
        assert_eq!(
            heatmap_title(&m),
            "which sum the period is of {a, b, 12, 20}"
        );
        assert_eq!(file_stem(&state), "nimseq-sum-abcd-12-20-24");
        let mut seen = 0;
        for x in 1..=11 {
            for y in 1..=11 {
                let Some(info) = cell_info(&m, &grid, &state, x, y) else {
                    assert!(x >= y, "({x}, {y}) is {{{x}, {y}, 12, 20}}");
                    continue;
                };
                assert_eq!(info.set, vec![x, y, 12, 20]);
                let report =
                    nimseq_core::period::find_period(&info.game.parse().unwrap(), 1 << 16).unwrap();
                let p = report.grundy.period().expect("certified");
                assert_eq!(info.period, Some(p.period as u32), "{}", info.game);
                assert_eq!(info.preperiod, Some(p.preperiod as u32), "{}", info.game);
                let sums = PeriodSums::of(&info.set, p.period as u32);
                assert!(
                    info.text.ends_with(&format!("= {}", sums.describe())),
                    "{}",
                    info.text
                );
                seen += 1;
            }
        }
        assert_eq!(seen, 11 * 10 / 2);
        let cats = categories(&m);
        let names: Vec<&str> = cats.iter().map(|c| c.name).collect();
        assert_eq!(
            names,
            [
                "a + b",
                "a + c",
                "a + d",
                "b + c",
                "b + d",
                "c + d",
                "2a",
                "2b",
                "2c",
                "2d",
                "none of these",
                "ties (several sums)"
            ]
        );
        assert_eq!(cats.iter().map(|c| c.grid).sum::<u64>(), grid.len() as u64);
        assert_eq!(cats.iter().map(|c| c.slice).sum::<u64>(), 55);
        // Twelve colours (eleven sums and the ties), all different.
        let mut colours: Vec<&str> = cats.iter().map(|c| c.color.as_str()).collect();
        colours.sort_unstable();
        colours.dedup();
        assert_eq!(colours.len(), 12);
        // The legend counts the cells drawn.
        let legend = heatmap_legend(&m, CellWindow::whole(m.size()));
        let counted: u64 = legend
            .iter()
            .filter_map(|i| match i {
                LegendItem::Swatch { label, .. } => label.rsplit_once(" (").and_then(|(_, n)| {
                    n.trim_end_matches(')').replace(',', "").parse::<u64>().ok()
                }),
                _ => None,
            })
            .sum();
        assert_eq!(counted + m.slice_ties(), 55);
    }

    #[test]
    fn one_scale_for_the_whole_grid_and_log_when_wide() {
        let grid = sweep(&SweepSpec::new(3, 40, 1 << 16, Rule::Normal).unwrap());
        let at = |slice, range| {
            let picture = Picture {
                colouring: Colouring::Metric(Metric::Period),
                scale: Scale::Auto,
                range,
                axes: Axes::Ab,
                slice,
                third: 0,
            };
            Heatmap::from_grid(&grid, &picture)
        };
        let (small, large) = (at(10, ColourRange::Grid), at(40, ColourRange::Grid));
        assert_eq!(small.range(), large.range());
        assert_ne!(at(10, ColourRange::Slice).range(), large.range());
        // Periods from 2 to the thousands: more than two orders of magnitude.
        assert_eq!(large.scale(), Scale::Log);
        let relative = Picture {
            colouring: Colouring::Metric(Metric::RelativePeriod),
            scale: Scale::Auto,
            range: ColourRange::Grid,
            axes: Axes::Ab,
            slice: 40,
            third: 0,
        };
        let m = Heatmap::from_grid(&grid, &relative);
        assert_eq!(
            m.scale(),
            Scale::Log,
            "ratios are read on a log scale by default"
        );
        let (lo, hi) = m.range().unwrap();
        assert!(lo < RATIO_UNIT && hi > 2 * RATIO_UNIT, "{lo} {hi}");
        let LegendItem::Gradient { low, .. } = &heatmap_legend(&m, CellWindow::whole(m.size()))[0]
        else {
            panic!("a gradient")
        };
        assert!(low.starts_with("0."), "{low}");
    }

    /// The colour bar is headed by the quantity the cells show, in the caption's words, in
    /// English, German and French, and the figure draws it (the page's canvas draws the same
    /// legend).
    #[test]
    fn the_colour_bar_names_its_quantity_in_three_languages() {
        use nimseq_core::words::{with_language, Lang};
        for (metric, words) in [
            ("period", ["period", "Periode", "période"]),
            ("preperiod", ["preperiod", "Vorperiode", "prépériode"]),
            (
                "relperiod",
                ["period / max S", "Periode / max S", "période / max S"],
            ),
            (
                "relpreperiod",
                [
                    "preperiod / max S",
                    "Vorperiode / max S",
                    "prépériode / max S",
                ],
            ),
        ] {
            let (state, _) =
                PageState::from_query(&format!("?view=heatmap&max=30&metric={metric}"));
            let grid = sweep(&state.settings().sweep_spec().unwrap());
            let map = Heatmap::from_grid(&grid, &state.settings().picture());
            let whole = CellWindow::whole(map.size());
            for (lang, word) in [Lang::En, Lang::De, Lang::Fr].into_iter().zip(words) {
                let (legend, svg) = with_language(lang, || {
                    let size =
                        crate::FigureSize::new(crate::FigureKind::Heatmap, 900, None, 1.0).unwrap();
                    let svg = crate::figure::heatmap_svg(&map, whole, size, &Theme::LIGHT);
                    (heatmap_legend(&map, whole), svg.unwrap())
                });
                let LegendItem::Gradient { quantity, .. } = &legend[0] else {
                    panic!("{metric}: a colour bar")
                };
                assert_eq!(quantity, word, "{metric} {lang:?}");
                assert!(
                    svg.contains(&format!(">\n{word}\n</text>")),
                    "{metric} {lang:?}"
                );
            }
        }
    }

    /// The caption, the legend, the read-outs and the "which sum" counts in German and French:
    /// no English word of this layer left.
    #[test]
    fn the_heatmap_speaks_german_and_french() {
        use nimseq_core::words::{with_language, Lang};
        let (state, _) =
            PageState::from_query("?view=heatmap&dims=3&max=30&slice=24&metric=sum&cap=64");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let m = Heatmap::from_grid(&grid, &state.settings().picture());
        let (theory, _) = PageState::from_query("?view=heatmap&max=30&metric=relperiod");
        let pairs = sweep(&theory.settings().sweep_spec().unwrap());
        let relative = Heatmap::from_grid(&pairs, &theory.settings().picture());
        let words = || {
            let mut out = vec![
                heatmap_title(&m),
                heatmap_labels_where(&m, CellWindow::whole(m.size()), true).title,
                heatmap_title(&relative),
            ];
            for item in heatmap_legend(&m, CellWindow::whole(m.size())) {
                if let LegendItem::Swatch { label, .. } = item {
                    out.push(label);
                }
            }
            for (x, y) in [(3, 5), (20, 22)] {
                out.push(cell_info(&m, &grid, &state, x, y).unwrap().text);
            }
            out.push(cell_info(&relative, &pairs, &theory, 3, 7).unwrap().text);
            out.extend(categories(&m).into_iter().map(|c| c.label));
            out.join("\n")
        };
        let english = words();
        assert!(
            english.contains("which sum the period is of {a, b, 24}"),
            "{english}"
        );
        for (lang, phrase) in [
            (Lang::De, "Periode als Summe für {a, b, 24}"),
            (Lang::Fr, "période comme somme pour {a, b, 24}"),
        ] {
            let said = with_language(lang, words);
            assert!(said.contains(phrase), "{said}");
            for word in [
                " of ",
                "period ",
                "largest",
                "unresolved",
                "none of these",
                "ties",
                "values",
                "primitive sets only",
                "max S;",
            ] {
                assert!(!said.contains(word), "{lang:?}: “{word}” in {said}");
            }
        }
        // The legend's hooks stay English; their words follow the language.
        let cats = with_language(Lang::De, || categories(&m));
        assert_eq!(
            cats.last().map(|c| (c.name, c.label.as_str())),
            Some(("ties (several sums)", "Gleichstand (mehrere Summen)"))
        );
        assert_eq!(with_language(Lang::Fr, || cell_info(&relative, &pairs, &theory, 3, 7)).unwrap().text, "{3, 7}\u{202f}: prépériode 0, période 10, plus grande valeur 2\u{202f}; période = 1,429 × max S");
    }

    /// With `primitive=1` the page's picture, counts, extremes, records and read-out leave out
    /// every set that is not primitive: each equals the whole grid's filtered by gcd.
    #[test]
    fn a_primitive_view_is_the_whole_view_filtered_by_gcd() {
        use crate::grid::extremes::extremes;
        use crate::grid::picture::GridPicture;
        use crate::grid::primitive_grid;
        use crate::grid::records::record_curve;
        use nimseq_core::draw::GridScan;
        use nimseq_core::sweep::{record_of_row_within, Cap};
        for query in [
            "?view=heatmap&dims=2&max=80&metric=sum&cap=256",
            "?view=heatmap&dims=3&max=30&slice=24&metric=sum",
            "?view=heatmap&dims=4&max=20&slice=18&c=12&metric=sum",
        ] {
            let (all, _) = PageState::from_query(query);
            let (only, notices) = PageState::from_query(&format!("{query}&primitive=1"));
            assert!(notices.is_empty(), "{notices:?}");
            let s = only.settings();
            let spec = s.sweep_spec().unwrap();
            let grid = nimseq_core::sweep::sweep(&spec);
            let scan = GridScan::of(&grid);
            // The page's picture of the primitive sets, made step by step.
            let mut picture = GridPicture::new();
            picture.set_primitive(true);
            let mut pixels = Vec::new();
            loop {
                let step = picture.prepare(&grid, &scan, &s.picture(), "light");
                if let Some(n) = step.new_picture {
                    pixels = vec![0u8; (n * n * 4) as usize];
                }
                if let Some(rows) = step.rows {
                    let at = (rows.top * rows.width * 4) as usize;
                    pixels[at..at + rows.rgba.len()].copy_from_slice(&rows.rgba);
                }
                if !step.more {
                    break;
                }
            }
            let map = picture.heatmap().unwrap().clone();
            let whole = Heatmap::from_grid(&grid, &all.settings().picture());
            let n = map.size();
            let truth = whole.rgba(
                &Theme::named("light"),
                nimseq_core::draw::CellWindow::whole(n),
            );
            // One count per sum, and the ties (several sums at once) last.
            let mut slice = vec![0u64; whole.slice_counts().len() + 1];
            for y in 1..=n {
                for x in 1..=n {
                    let at = (((n - y) * n + (x - 1)) * 4) as usize;
                    let Some(key) = whole.key_at(x, y) else {
                        assert_eq!(map.class_at(x, y), CellClass::NoSet);
                        continue;
                    };
                    if key.is_primitive() {
                        // The categories do not depend on the scale: the same colour.
                        assert_eq!(map.class_at(x, y), whole.class_at(x, y), "{query}");
                        assert_eq!(pixels[at..at + 4], truth[at..at + 4], "{query}");
                        match whole.class_at(x, y) {
                            CellClass::Category { several: true, .. } => {
                                *slice.last_mut().unwrap() += 1;
                            }
                            CellClass::Category { index, .. } => slice[usize::from(index)] += 1,
                            _ => {}
                        }
                        let info = cell_info(&map, &grid, &only, x, y).unwrap();
                        assert!(!info.text.contains("not primitive"), "{}", info.text);
                    } else {
                        // Left transparent, as where there is no set.
                        assert_eq!(pixels[at..at + 4], [0, 0, 0, 0], "{query} {key:?}");
                        let info = cell_info(&map, &grid, &only, x, y).unwrap();
                        assert!(info.text.contains("not primitive"), "{}", info.text);
                        assert_eq!(info.period, None);
                    }
                }
            }
            // The legend's counts: the slice's, filtered by gcd; the grid's, those of the
            // primitive cells alone.
            let cats = categories(&map);
            let shown: Vec<u64> = cats.iter().map(|c| c.slice).collect();
            assert_eq!(shown, slice, "{query}");
            let mut grid_counts = vec![0u64; cats.len()];
            let mut one = GridScan::new(spec.dims);
            for (key, cell) in grid.iter().filter(|(k, _)| k.is_primitive()) {
                one.add(key, cell);
            }
            let filtered = Heatmap::from_grid_with(&grid, &s.picture(), &one);
            for (c, &g) in grid_counts.iter_mut().zip(filtered.grid_counts()) {
                *c = g;
            }
            if let Some(ties) = grid_counts.last_mut() {
                *ties = filtered.grid_ties();
            }
            let counted: Vec<u64> = cats.iter().map(|c| c.grid).collect();
            assert_eq!(counted, grid_counts, "{query}");
            let everything: Vec<u64> = categories(&whole).iter().map(|c| c.grid).collect();
            assert!(
                counted.iter().sum::<u64>() < everything.iter().sum::<u64>(),
                "{query}"
            );
            // Extremes: primitive sets alone, the longest period the longest of those.
            let e = extremes(&grid, &only);
            let longest = grid
                .iter()
                .filter(|(k, c)| k.is_primitive() && c.is_resolved())
                .map(|(_, c)| c.period)
                .max()
                .unwrap();
            assert_eq!(e.period[0].value, longest.to_string(), "{query}");
            for x in e.period.iter().chain(&e.preperiod).chain(&e.relative) {
                let set: Vec<u32> = x.game["sub:".len()..]
                    .split(',')
                    .map(|t| t.parse().unwrap())
                    .collect();
                assert!(nimseq_core::sweep::is_primitive(&set), "{}", x.game);
            }
            // Records: those of `nimseq records --primitive`, row by row.
            let curve = record_curve(&grid, &only);
            assert!(!curve.is_empty());
            for point in &curve {
                let r = record_of_row_within(
                    spec.dims,
                    point.max,
                    spec.rule,
                    Cap::Fixed(spec.cap),
                    true,
                );
                assert_eq!(point.period, r.period.0, "{query} m = {}", point.max);
                assert_eq!(point.unresolved, r.unresolved, "{query} m = {}", point.max);
                let sets: Vec<&[u32]> = r.period.1.iter().map(|k| k.as_slice()).collect();
                let shown: Vec<&[u32]> = point.sets.iter().map(|x| x.set.as_slice()).collect();
                assert_eq!(shown, sets, "{query} m = {}", point.max);
            }
            // Switched off again: the whole grid's picture.
            picture.set_primitive(false);
            while picture.prepare(&grid, &scan, &s.picture(), "light").more {}
            assert_eq!(picture.heatmap(), Some(&whole));
        }
        // {2, 4} in the pairs' map reads as not primitive.
        let (only, _) = PageState::from_query("?view=heatmap&max=20&primitive=1");
        let grid = nimseq_core::sweep::sweep(&only.settings().sweep_spec().unwrap());
        let (masked, _) = primitive_grid(&grid);
        let map = Heatmap::from_grid(&masked, &only.settings().picture());
        let info = cell_info(&map, &grid, &only, 2, 4).unwrap();
        assert_eq!(
            info.text,
            "{2, 4} = 2·{1, 2}: not primitive (gcd 2), not shown"
        );
    }

    /// The read-out follows the grid, not the picture: only primitive sets, the picture made;
    /// then every set again (the box unticked), and a pointer reads {2, 4} before the next
    /// frame makes the picture again.
    #[test]
    fn the_read_out_follows_the_grid_while_the_picture_is_made_again() {
        use crate::grid::picture::GridPicture;
        use crate::grid::{fill_packed, pack_cells};
        use nimseq_core::draw::GridScan;
        use nimseq_core::sweep::sweep_rows;
        let (primitive, _) = PageState::from_query("?view=heatmap&max=20&primitive=1");
        let (every, _) = PageState::from_query("?view=heatmap&max=20");
        // Every row arrives as a worker's unit, and the picture of the primitive sets is made.
        let spec = primitive.settings().sweep_spec().unwrap();
        let (mut grid, mut scan) = (Grid::empty(spec), GridScan::new(spec.dims));
        let cells = sweep_rows(&spec, 1..spec.max + 1, |_| true).unwrap();
        let rows = fill_packed(&mut grid, &mut scan, 1, &pack_cells(&cells)).map(|(r, _)| r);
        assert!(rows.is_some());
        let mut picture = GridPicture::new();
        picture.cells_arrived(&grid, &scan, rows);
        picture.follow(&primitive);
        let settings = primitive.settings().picture();
        while picture.prepare(&grid, &scan, &settings, "light").more {}
        assert!(picture.is_ready("light"));
        picture.follow(&every);
        let map = picture.heatmap().expect("the picture made before");
        let size = map.size();
        let at = (0..size)
            .flat_map(|y| (0..size).map(move |x| (x, y)))
            .find(|&(x, y)| map.set_at(x, y).as_deref() == Some(&[2, 4][..]))
            .expect("{2, 4} is in the picture");
        let info = cell_info(map, &grid, &every, at.0, at.1).expect("a set");
        assert!(
            info.text.starts_with("{2, 4}: preperiod 0, period 6"),
            "{}",
            info.text
        );
        let info = cell_info(map, &grid, &primitive, at.0, at.1).expect("a set");
        assert!(info.text.contains("not primitive"), "{}", info.text);
    }
}
