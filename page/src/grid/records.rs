//! The record curve of a grid view: for each largest element `m`, the longest certified period
//! among the grid's sets with largest element `m`, and the sets that have it, each with the link
//! of its sequence view: the same records as `nimseq records` (its [`Record`], made from the
//! cells the page's workers computed). A big grid's curve is made a few rows a task
//! ([`RecordCurve`]), then laid out as the page's little log-scale plot ([`RecordPlot`]).

use serde::Serialize;

use crate::grid::{primitive_only, sequence_link};
use crate::texts::t;
use crate::PageState;
use nimseq_core::game::{Game, SubtractionSet};
use nimseq_core::sweep::Grid;
use nimseq_core::sweep::{Record, SetKey};
use nimseq_core::words::and_list;

/// One set holding a record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordSet {
    /// The set, increasing.
    pub set: Vec<u32>,
    /// `sub:a,b,c,d` (runs spelled `a-b`).
    pub game: String,
}

/// The record of one largest element.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordPoint {
    /// The largest element `m`.
    pub max: u32,
    /// The longest certified period among the sets with largest element `m`.
    pub period: u32,
    /// Sets of that row left unresolved within the cap (the record is then a lower bound).
    pub unresolved: u64,
    /// For a lower bound, the next cap to try (twice the grid's); `None` for a record.
    pub settle_cap: Option<u64>,
    /// For a lower bound, its unresolved sets as `sub:a,b,c` (the first
    /// [`NAMED_UNRESOLVED`](nimseq_core::sweep::NAMED_UNRESOLVED) in lexicographic order; [`RecordPoint::unresolved`] counts them
    /// all): those the next cap would have to settle.
    pub unresolved_sets: Vec<String>,
    /// The sets with that period (ties listed, lexicographic order).
    pub sets: Vec<RecordSet>,
    /// The link of the first set's sequence view (the point opens it; the other ties are
    /// named in its read-out).
    pub query: String,
}

/// The record of every row of `grid` computed so far that holds a certified period, smallest
/// largest element first, each with the link of its first set in `state`: each row's
/// [`Record`], as `nimseq records` computes it (the longest preperiods, which it also lists
/// with their ties, are not shown here).
pub fn record_curve(grid: &Grid, state: &PageState) -> Vec<RecordPoint> {
    record_curve_rows(grid, state, 1, grid.spec().max)
}

/// [`record_curve`] of the rows `lo..=hi` alone (the page makes a big grid's curve 50 rows a
/// task, so that no task holds its main thread for long).
pub fn record_curve_rows(grid: &Grid, state: &PageState, lo: u32, hi: u32) -> Vec<RecordPoint> {
    let spec = grid.spec();
    let cap = spec.cap;
    let primitive = primitive_only(state);
    (lo.max(1)..=hi.min(spec.max))
        .filter_map(|m| {
            let record = Record {
                cap,
                ..Record::of_cells_where(spec.dims, m, grid.row_cells(m)?, primitive)
            };
            let settle_cap = record.settle_cap();
            let game_of = |key: &SetKey| {
                let set = SubtractionSet::new(key.as_slice().iter().map(|&e| u64::from(e)));
                Some(Game::subtraction(set.ok()?, spec.rule).spec())
            };
            let unresolved_sets = record.unresolved_sets.iter().filter_map(game_of).collect();
            let (period, keys) = record.period;
            let sets: Vec<RecordSet> = keys
                .iter()
                .filter_map(|key| {
                    Some(RecordSet {
                        set: key.as_slice().to_vec(),
                        game: game_of(key)?,
                    })
                })
                .collect();
            let query = sequence_link(state, &sets.first()?.game, spec.rule);
            Some(RecordPoint {
                max: m,
                period,
                unresolved: record.unresolved,
                settle_cap,
                unresolved_sets,
                sets,
                query,
            })
        })
        .collect()
}

/// Rows of the record curve made per task of the page.
pub const RECORD_ROWS: u32 = 50;

/// A record curve made [`RECORD_ROWS`] rows a step, so that no task of the page holds its
/// main thread for long, then laid out once ([`RecordPlot`]) for the page to draw
/// [`DOTS_PER_TASK`] dots a task.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordCurve {
    points: Vec<RecordPoint>,
    /// The next row to read.
    next: u32,
    /// The plot, once every row is read.
    plot: Option<RecordPlot>,
}

impl Default for RecordCurve {
    fn default() -> Self {
        RecordCurve {
            points: Vec::new(),
            next: 1,
            plot: None,
        }
    }
}

impl RecordCurve {
    /// A curve with no row read yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Reads the next [`RECORD_ROWS`] rows of `grid` (computed so far); returns whether rows
    /// are left. After the last rows the curve is laid out ([`RecordCurve::plot`]).
    pub fn step(&mut self, grid: &Grid, state: &PageState) -> bool {
        let lo = self.next;
        self.points.extend(record_curve_rows(
            grid,
            state,
            lo,
            lo.saturating_add(RECORD_ROWS - 1),
        ));
        self.next = lo.saturating_add(RECORD_ROWS);
        let more = self.next <= grid.spec().max;
        if !more {
            self.plot = record_plot(&self.points);
        }
        more
    }

    /// The points read so far.
    pub fn points(&self) -> &[RecordPoint] {
        &self.points
    }

    /// The curve laid out, once every row is read and if it has a point.
    pub fn plot(&self) -> Option<&RecordPlot> {
        self.plot.as_ref()
    }
}

/// Dots of the record plot the page draws per task (a 2,048-row grid has 2,047: drawn at
/// once, they held the page for 40 ms and more).
pub const DOTS_PER_TASK: usize = 400;

/// The plot's width and height (its view box).
pub const PLOT_SIZE: (f64, f64) = (320.0, 200.0);
/// The plot's margins: left, right, top, bottom.
const PAD: (f64, f64, f64, f64) = (44.0, 8.0, 8.0, 28.0);

/// A text of the plot.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlotText {
    /// Where it is anchored.
    pub x: f64,
    /// Its baseline.
    pub y: f64,
    /// `start`, `middle` or `end`.
    pub anchor: &'static str,
    /// Its words.
    pub text: String,
}

/// A horizontal line of the plot at a power of ten, with its label.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlotLine {
    /// Where it starts.
    pub x1: f64,
    /// Where it ends.
    pub x2: f64,
    /// Its height.
    pub y: f64,
    /// Its label (`1`, `10`, `100`, …) left of it.
    pub label: PlotText,
}

/// A point of the plot: a record, a link to its first set's sequence.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlotDot {
    /// Its centre.
    pub cx: f64,
    /// Its centre.
    pub cy: f64,
    /// `records-dot`, or `records-dot bound` when sets of its row are unresolved (the
    /// record is then a lower bound).
    pub class: &'static str,
    /// What it is, in words: `max S = 40: period 87, sub:3,29,40 (and 1 more: sub:…)`.
    pub title: String,
    /// The link of its first set's sequence view.
    pub query: String,
    /// The largest element.
    pub max: u32,
    /// The record period.
    pub period: u32,
    /// The first set's game.
    pub game: String,
    /// The first set, `3,29,40`.
    pub set: String,
}

/// The record curve laid out: the period on a log scale against the largest element, in a
/// `PLOT_SIZE` view box.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RecordPlot {
    /// `0 0 320 200`.
    pub view_box: String,
    /// The plot in words, for screen readers.
    pub label: String,
    /// A line at each power of ten up to the largest period.
    pub lines: Vec<PlotLine>,
    /// The smallest, middle and largest `max S` under the plot.
    pub ticks: Vec<PlotText>,
    /// What the horizontal axis is (`max S`).
    pub axis: PlotText,
    /// The curve's points, `x,y x,y …`.
    pub curve: String,
    /// Each dot's radius.
    pub radius: f64,
    /// The records.
    pub dots: Vec<PlotDot>,
    /// Which records are lower bounds (hollow dots) and the cap to try next, in words; empty
    /// when every record is certain.
    pub bounds: String,
}

/// The record plot without its dots (the page draws them [`DOTS_PER_TASK`] a task, see
/// [`RecordPlot::dots_from`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlotFrame<'a> {
    /// `0 0 320 200`.
    pub view_box: &'a str,
    /// The plot in words, for screen readers.
    pub label: &'a str,
    /// A line at each power of ten up to the largest period.
    pub lines: &'a [PlotLine],
    /// The smallest, middle and largest `max S` under the plot.
    pub ticks: &'a [PlotText],
    /// What the horizontal axis is.
    pub axis: &'a PlotText,
    /// The curve's points, `x,y x,y …`.
    pub curve: &'a str,
    /// Each dot's radius.
    pub radius: f64,
    /// How many dots.
    pub dots: usize,
    /// Which records are lower bounds, in words (empty when none is).
    pub bounds: &'a str,
}

impl RecordPlot {
    /// Everything but the dots.
    pub fn frame(&self) -> PlotFrame<'_> {
        PlotFrame {
            view_box: &self.view_box,
            label: &self.label,
            lines: &self.lines,
            ticks: &self.ticks,
            axis: &self.axis,
            curve: &self.curve,
            radius: self.radius,
            dots: self.dots.len(),
            bounds: &self.bounds,
        }
    }

    /// The dots a task draws from dot `first`: up to [`DOTS_PER_TASK`].
    pub fn dots_from(&self, first: usize) -> &[PlotDot] {
        let first = first.min(self.dots.len());
        &self.dots[first..(first + DOTS_PER_TASK).min(self.dots.len())]
    }
}

/// Ties named in a dot's words after the first set.
const NAMED_TIES: usize = 3;

/// Lower bounds named in the words under the plot.
const NAMED_BOUNDS: usize = 5;

/// A point's period in words: `87`, or for a lower bound `at least 87 (2 sets unresolved:
/// sub:2,3,10, sub:5,7,10; cap 128 would be the next to try)`, naming up to [`NAMED_TIES`]
/// unresolved sets.
fn period_words(p: &RecordPoint) -> String {
    if p.unresolved == 0 {
        return p.period.to_string();
    }
    let (period, unresolved) = (p.period.to_string(), p.unresolved.to_string());
    let mut named: Vec<&str> = p
        .unresolved_sets
        .iter()
        .take(NAMED_TIES)
        .map(String::as_str)
        .collect();
    if p.unresolved > named.len() as u64 {
        named.push("…");
    }
    let named = named.join(", ");
    match p.settle_cap {
        Some(cap) => t!(
            "records-lower-bound-next",
            period = period,
            count = p.unresolved,
            unresolved = unresolved,
            named = named,
            cap = cap.to_string()
        ),
        None => t!(
            "records-lower-bound",
            period = period,
            count = p.unresolved,
            unresolved = unresolved,
            named = named
        ),
    }
}

/// What the plot says under it of its lower bounds: `1 row with unresolved sets, whose records
/// are lower bounds (hollow points): max S = 10 (at least 87). A larger cap settles them or
/// raises them: cap 128 would be the next to try.`
fn bounds_words(points: &[RecordPoint]) -> String {
    let bounds: Vec<&RecordPoint> = points.iter().filter(|p| p.unresolved > 0).collect();
    if bounds.is_empty() {
        return String::new();
    }
    let mut named: Vec<String> = bounds
        .iter()
        .take(NAMED_BOUNDS)
        .map(|p| {
            t!(
                "records-bound",
                max = p.max.to_string(),
                period = p.period.to_string()
            )
        })
        .collect();
    let named = match bounds.len().saturating_sub(NAMED_BOUNDS) {
        0 => named.join(", "),
        n => {
            named.push(t!("records-more", more = n.to_string()));
            and_list(&named)
        }
    };
    let said = t!(
        "records-bounds",
        count = bounds.len(),
        rows = bounds.len().to_string(),
        named = named
    );
    match bounds.iter().filter_map(|p| p.settle_cap).max() {
        Some(cap) => format!(
            "{said} {}",
            t!("records-bounds-next", cap = cap.to_string())
        ),
        None => said,
    }
}

/// `points` laid out as the page's record plot, `None` without a point.
pub fn record_plot(points: &[RecordPoint]) -> Option<RecordPlot> {
    let (w, h) = PLOT_SIZE;
    let (left, right, top_pad, bottom) = PAD;
    let max_m = points.iter().map(|p| p.max).max()?;
    let min_m = points.iter().map(|p| p.max).min()?;
    let top = points.iter().map(|p| p.period).max()?;
    let decades = (f64::from(top) + 1.0).log10().ceil().max(1.0);
    let x = |m: u32| {
        left + (f64::from(m) - f64::from(min_m)) / (f64::from(max_m) - f64::from(min_m)).max(1.0)
            * (w - left - right)
    };
    let y = |p: f64| h - bottom - p.max(1.0).log10() / decades * (h - top_pad - bottom);
    let at_top = points.iter().find(|p| p.period == top)?.max;
    let lines = (0..=decades as u32)
        .map(|d| {
            let power = 10f64.powi(d as i32);
            PlotLine {
                x1: left,
                x2: w - right,
                y: y(power),
                label: PlotText {
                    x: left - 4.0,
                    y: y(power) + 4.0,
                    anchor: "end",
                    text: 10u64.pow(d).to_string(),
                },
            }
        })
        .collect();
    // The end labels lean inwards, so that neither is cut at the plot's edge.
    let middle = (u64::from(min_m) + u64::from(max_m)).div_ceil(2) as u32;
    let ticks = [(min_m, "start"), (middle, "middle"), (max_m, "end")]
        .into_iter()
        .map(|(m, anchor)| PlotText {
            x: x(m),
            y: h - bottom + 14.0,
            anchor,
            text: m.to_string(),
        })
        .collect();
    let curve = points
        .iter()
        .map(|p| format!("{},{}", x(p.max), y(f64::from(p.period))))
        .collect::<Vec<_>>()
        .join(" ");
    let dots = points
        .iter()
        .filter_map(|p| {
            let first = p.sets.first()?;
            let (max, period) = (p.max.to_string(), period_words(p));
            let title = if p.sets.len() > 1 {
                let mut named: Vec<&str> = p.sets[1..]
                    .iter()
                    .take(NAMED_TIES)
                    .map(|s| s.game.as_str())
                    .collect();
                if p.sets.len() > NAMED_TIES + 1 {
                    named.push("…");
                }
                t!(
                    "records-dot-ties",
                    max = max,
                    period = period,
                    game = first.game.as_str(),
                    more = (p.sets.len() - 1).to_string(),
                    named = named.join(", ")
                )
            } else {
                t!(
                    "records-dot",
                    max = max,
                    period = period,
                    game = first.game.as_str()
                )
            };
            Some(PlotDot {
                cx: x(p.max),
                cy: y(f64::from(p.period)),
                class: if p.unresolved > 0 {
                    "records-dot bound"
                } else {
                    "records-dot"
                },
                title,
                query: p.query.clone(),
                max: p.max,
                period: p.period,
                game: first.game.clone(),
                set: first
                    .set
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(","),
            })
        })
        .collect();
    Some(RecordPlot {
        bounds: bounds_words(points),
        view_box: format!("0 0 {w} {h}"),
        label: t!(
            "records-plot-label",
            top = top.to_string(),
            max = at_top.to_string()
        ),
        lines,
        ticks,
        axis: PlotText {
            x: (left + w - right) / 2.0,
            y: h - 2.0,
            anchor: "middle",
            text: t!("records-axis"),
        },
        curve,
        radius: 3.5,
        dots,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::sweep::sweep;
    use nimseq_core::sweep::{record_of_row, NAMED_UNRESOLVED};

    /// The curve read from a grid is `nimseq records`' own, row by row: pairs, triples and
    /// 4-element sets, with a cap small enough to leave sets unresolved.
    #[test]
    fn the_curve_is_the_records_of_the_command_line() {
        for (query, cap) in [
            ("?view=heatmap&dims=2&max=60&cap=64", 64),
            ("?view=heatmap&dims=3&max=30", 1 << 20),
            ("?view=heatmap&dims=4&max=24", 1 << 20),
        ] {
            let (state, notices) = PageState::from_query(query);
            assert!(notices.is_empty(), "{notices:?}");
            let s = state.settings();
            let grid = sweep(&s.sweep_spec().unwrap());
            let curve = record_curve(&grid, &state);
            // In pieces, the same.
            let max = s.max;
            let pieces: Vec<RecordPoint> = (0..=max / 7)
                .flat_map(|k| record_curve_rows(&grid, &state, 7 * k, 7 * k + 6))
                .collect();
            assert_eq!(pieces, curve, "{query}");
            let first = s.dims.count() as u32;
            assert_eq!(curve.first().map(|p| p.max), Some(first), "{query}");
            for point in &curve {
                let r = record_of_row(s.dims, point.max, s.grid_rule(), cap);
                assert_eq!(point.period, r.period.0, "{query} m = {}", point.max);
                assert_eq!(point.unresolved, r.unresolved, "{query}");
                assert_eq!(point.settle_cap, r.settle_cap(), "{query}");
                let named: Vec<String> = r
                    .unresolved_sets
                    .iter()
                    .map(|k| {
                        let e: Vec<String> = k.as_slice().iter().map(u32::to_string).collect();
                        format!("sub:{}", e.join(","))
                    })
                    .collect();
                assert_eq!(point.unresolved_sets, named, "{query} m = {}", point.max);
                assert_eq!(
                    named.is_empty(),
                    r.unresolved == 0,
                    "{query} m = {}",
                    point.max
                );
                let sets: Vec<&[u32]> = r.period.1.iter().map(|k| k.as_slice()).collect();
                let shown: Vec<&[u32]> = point.sets.iter().map(|x| x.set.as_slice()).collect();
                assert_eq!(shown, sets, "{query} m = {}", point.max);
                assert!(point.query.starts_with("?view=sequence&game=sub:"));
            }
        }
    }

    fn point(max: u32, period: u32, unresolved: u64, sets: &[&[u32]]) -> RecordPoint {
        let settle_cap = (unresolved > 0).then_some(128);
        // The unresolved sets: {2, 3, max}, {2, 5, max}, … (as many as named).
        let unresolved_sets = (0..unresolved.min(NAMED_UNRESOLVED as u64) as u32)
            .map(|i| format!("sub:2,{},{max}", 3 + 2 * i))
            .collect();
        let sets: Vec<RecordSet> = sets
            .iter()
            .map(|set| RecordSet {
                set: set.to_vec(),
                game: format!(
                    "sub:{}",
                    set.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
                ),
            })
            .collect();
        RecordPoint {
            max,
            period,
            unresolved,
            settle_cap,
            unresolved_sets,
            query: format!("?view=sequence&game={}", sets[0].game),
            sets,
        }
    }

    /// The plot's numbers and words, as the page's script computed them (pinned from it:
    /// JavaScript writes these numbers as Rust does).
    #[test]
    fn the_plot_is_laid_out_on_a_log_scale() {
        assert_eq!(record_plot(&[]), None);
        let ties: Vec<Vec<u32>> = (1..=5).map(|i| vec![i, 9, 10]).collect();
        let ties: Vec<&[u32]> = ties.iter().map(Vec::as_slice).collect();
        let points = [
            point(3, 1, 0, &[&[1, 2, 3]]),
            point(10, 87, 2, &ties),
            point(20, 1000, 0, &[&[3, 19, 20], &[4, 19, 20]]),
            point(21, 1000, 0, &[&[5, 19, 21]]),
        ];
        let plot = record_plot(&points).unwrap();
        assert_eq!(plot.view_box, "0 0 320 200");
        assert_eq!(
            plot.label,
            "Record period against max S, log scale: up to 1000 at max S = 20"
        );
        let lines: Vec<(f64, f64, f64, f64, f64, &str)> = plot
            .lines
            .iter()
            .map(|l| (l.x1, l.x2, l.y, l.label.x, l.label.y, l.label.text.as_str()))
            .collect();
        assert_eq!(
            lines,
            [
                (44.0, 312.0, 172.0, 40.0, 176.0, "1"),
                (44.0, 312.0, 131.0, 40.0, 135.0, "10"),
                (44.0, 312.0, 90.0, 40.0, 94.0, "100"),
                (44.0, 312.0, 49.0, 40.0, 53.0, "1000"),
                (44.0, 312.0, 8.0, 40.0, 12.0, "10000"),
            ]
        );
        assert!(plot.lines.iter().all(|l| l.label.anchor == "end"));
        let ticks: Vec<(f64, f64, &str, &str)> = plot
            .ticks
            .iter()
            .map(|t| (t.x, t.y, t.anchor, t.text.as_str()))
            .collect();
        assert_eq!(
            ticks,
            [
                (44.0, 186.0, "start", "3"),
                (178.0, 186.0, "middle", "12"),
                (312.0, 186.0, "end", "21"),
            ]
        );
        assert_eq!(
            (plot.axis.x, plot.axis.y, plot.axis.text.as_str()),
            (178.0, 198.0, "max S")
        );
        assert_eq!(
            plot.curve,
            "44,172 148.22222222222223,92.47971064263665 297.1111111111111,49 312,49"
        );
        assert_eq!(plot.radius, 3.5);
        let dots: Vec<(String, String, &str, &str, &str)> = plot
            .dots
            .iter()
            .map(|d| {
                (
                    d.cx.to_string(),
                    d.cy.to_string(),
                    d.class,
                    d.title.as_str(),
                    d.set.as_str(),
                )
            })
            .collect();
        assert_eq!(
            dots,
            [
                ("44".into(), "172".into(), "records-dot", "max S = 3: period 1, sub:1,2,3", "1,2,3"),
                (
                    "148.22222222222223".into(),
                    "92.47971064263665".into(),
                    "records-dot bound",
                    "max S = 10: period at least 87 (2 sets unresolved: sub:2,3,10, sub:2,5,10; cap 128 would be the next to try), sub:1,9,10 (and 4 more: sub:2,9,10, sub:3,9,10, sub:4,9,10, …)",
                    "1,9,10"
                ),
                (
                    "297.1111111111111".into(),
                    "49".into(),
                    "records-dot",
                    "max S = 20: period 1000, sub:3,19,20 (and 1 more: sub:4,19,20)",
                    "3,19,20"
                ),
                ("312".into(), "49".into(), "records-dot", "max S = 21: period 1000, sub:5,19,21", "5,19,21"),
            ]
        );
        assert_eq!(plot.dots[1].query, "?view=sequence&game=sub:1,9,10");
        assert_eq!((plot.dots[1].max, plot.dots[1].period), (10, 87));
        assert_eq!(plot.dots[1].game, "sub:1,9,10");
        assert_eq!(
            plot.bounds,
            "1 row with unresolved sets, whose records are lower bounds (hollow points): max S = 10 (at least 87). A larger cap settles them or raises them: cap 128 would be the next to try."
        );
        assert_eq!(plot.frame().bounds, plot.bounds);
        // One point: its own column, one decade at least.
        let one = record_plot(&points[..1]).unwrap();
        assert_eq!(one.curve, "44,172");
        assert_eq!(one.lines.len(), 2);
    }

    /// A grid whose cap leaves sets unresolved says which records are lower bounds and the
    /// cap to try next; a grid without says nothing.
    #[test]
    fn lower_bounds_are_named_under_the_plot() {
        let (state, _) = PageState::from_query("?view=heatmap&dims=3&max=20&cap=32");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let curve = record_curve(&grid, &state);
        let bounds: Vec<&RecordPoint> = curve.iter().filter(|p| p.unresolved > 0).collect();
        assert!(!bounds.is_empty());
        assert!(bounds.iter().all(|p| p.settle_cap == Some(64)));
        let plot = record_plot(&curve).unwrap();
        assert!(
            plot.bounds.contains("cap 64 would be the next to try"),
            "{}",
            plot.bounds
        );
        let first = format!("max S = {} (at least {})", bounds[0].max, bounds[0].period);
        assert!(plot.bounds.contains(&first), "{}", plot.bounds);
        for dot in &plot.dots {
            let point = curve.iter().find(|p| p.max == dot.max).unwrap();
            let bound = point.unresolved > 0;
            assert_eq!(dot.class == "records-dot bound", bound);
            assert_eq!(dot.title.contains("at least"), bound, "{}", dot.title);
            // The title names the first unresolved set, "…" when it names fewer than all.
            if let Some(first) = point.unresolved_sets.first() {
                assert!(
                    dot.title.contains(&format!("unresolved: {first}")),
                    "{}",
                    dot.title
                );
                let all = point.unresolved as usize <= NAMED_TIES;
                assert_eq!(dot.title.contains(", …; cap 64"), !all, "{}", dot.title);
            }
        }
        let (state, _) = PageState::from_query("?view=heatmap&dims=3&max=20");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let plot = record_plot(&record_curve(&grid, &state)).unwrap();
        assert_eq!(plot.bounds, "");
        assert!(!plot.curve.is_empty() && plot.dots.iter().all(|d| d.class == "records-dot"));
    }

    /// The curve made fifty rows a step is the curve made at once.
    #[test]
    fn the_curve_is_made_a_few_rows_a_step() {
        let (state, _) = PageState::from_query("?view=heatmap&dims=2&max=130");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let mut curve = RecordCurve::new();
        let mut steps = 1;
        while curve.step(&grid, &state) {
            steps += 1;
        }
        // Rows 1–50, 51–100, 101–150.
        assert_eq!(steps, 3);
        assert_eq!(curve.points(), record_curve(&grid, &state));
        let plot = curve.plot().unwrap();
        assert_eq!(
            Some(plot),
            record_plot(&record_curve(&grid, &state)).as_ref()
        );
        // Drawn a few hundred dots a task.
        let frame = plot.frame();
        assert_eq!(
            (frame.dots, frame.curve),
            (plot.dots.len(), plot.curve.as_str())
        );
        let mut drawn = Vec::new();
        while drawn.len() < frame.dots {
            let part = plot.dots_from(drawn.len());
            assert!(!part.is_empty() && part.len() <= DOTS_PER_TASK);
            drawn.extend_from_slice(part);
        }
        assert_eq!(drawn, plot.dots);
        assert!(plot.dots_from(frame.dots + 5).is_empty());
        let (state, _) = PageState::from_query("?view=heatmap&dims=2&max=100");
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let mut curve = RecordCurve::new();
        assert!(curve.step(&grid, &state));
        assert_eq!(curve.plot(), None);
        assert!(!curve.step(&grid, &state));
        assert!(curve.plot().is_some());
    }

    /// The plot's words in German and French: its label, the lower bounds under it, each dot's
    /// title.
    #[test]
    fn the_plot_speaks_german_and_french() {
        use nimseq_core::words::{assert_spoken, with_language, Lang};
        let ties: Vec<Vec<u32>> = (1..=5).map(|i| vec![i, 9, 10]).collect();
        let ties: Vec<&[u32]> = ties.iter().map(Vec::as_slice).collect();
        let mut points = vec![point(3, 1, 0, &[&[1, 2, 3]]), point(10, 87, 1, &ties)];
        points.extend((11..18).map(|m| point(m, 50, 3, &[&[1, 2, m]])));
        let words = || {
            let plot = record_plot(&points).unwrap();
            let mut out = vec![plot.label, plot.bounds, plot.axis.text];
            out.extend(plot.dots.into_iter().map(|d| d.title));
            out.join("\n")
        };
        let english = words();
        assert!(
            english.contains("max S = 14 (at least 50) and 3 more."),
            "{english}"
        );
        for (lang, phrases) in [
            (
                Lang::De,
                [
                    "mindestens 87 (1 Menge ungelöst: sub:2,3,10;",
                    "8 Zeilen mit ungelösten Mengen",
                    "und 3 weitere.",
                    "(und 4 weitere: sub:2,9,10, sub:3,9,10, sub:4,9,10, …)",
                ],
            ),
            (
                Lang::Fr,
                [
                    "au moins 87 (1 ensemble non résolu\u{202f}: sub:2,3,10\u{202f};",
                    "8 lignes avec des ensembles",
                    "et 3 de plus.",
                    "(et 4 de plus\u{202f}: sub:2,9,10, sub:3,9,10, sub:4,9,10, …)",
                ],
            ),
        ] {
            let said = with_language(lang, words);
            assert_spoken(
                lang,
                &said,
                &phrases,
                &[
                    "at least",
                    "unresolved",
                    " rows",
                    " more",
                    "would be",
                    "Record",
                    "log scale",
                    " period",
                ],
            );
        }
    }
}
