//! Heatmaps of sweep grids: the picture model ([`Heatmap`], built from a [`Grid`] and a choice
//! of slice and colouring), its drawing on any plotters backend ([`draw_heatmap`]), its pixels
//! for fast blitting of big grids ([`Heatmap::rgba`]), and the mapping from pixels back to
//! cells ([`PlotRect::cell_at`]).

use plotters::coord::Shift;
use plotters::prelude::*;
use serde::Serialize;

use crate::draw::colors::{
    hex, value_color, viridis, Theme, AGREES, DIFFERS, NO_PREDICTION, UNRESOLVED,
};
use crate::draw::{DrawError, PlotRect};
use crate::game::Rule;
use crate::state::{Axes, Metric, Scale};
use crate::sweep::{Cell, Dims, Grid, SetKey};
use crate::theory::closed_form_period;
use crate::theory::conjecture::{Conjecture, Verdict};

/// What colours the cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colouring {
    /// A number per cell, or agreement with the closed forms.
    Metric(Metric),
    /// Agreement with a conjecture.
    Conjecture(Conjecture),
}

/// Agreement of one cell with a prediction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Judgement {
    /// The certified period is as predicted.
    Agrees,
    /// It is not.
    Differs,
    /// Nothing is predicted for this set.
    NoPrediction,
}

/// What one position of the picture shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellClass {
    /// These coordinates are not a set of the grid (e.g. `a >= b`).
    NoSet,
    /// Not computed yet.
    Pending,
    /// No period certified within the cap.
    Unresolved,
    /// A number: period, preperiod or largest nim-value.
    Number(u32),
    /// Agreement with a prediction.
    Judged(Judgement),
}

/// One entry of the legend.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum LegendItem {
    /// A colour scale from `low` to `high`.
    Gradient {
        /// The smallest value shown.
        low: u32,
        /// The largest value shown.
        high: u32,
        /// Whether the scale is logarithmic.
        log: bool,
    },
    /// One colour and what it means.
    Swatch {
        /// `#rrggbb`.
        color: String,
        /// Its meaning.
        label: String,
    },
}

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
}

/// A heatmap ready to draw: an `n × n` picture of the grid's sets, one axis per parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct Heatmap {
    n: u32,
    /// The grid's largest element.
    max: u32,
    dims: Dims,
    axes: Axes,
    slice: u32,
    rule: Rule,
    cap: u32,
    colouring: Colouring,
    scale: Scale,
    /// Position `(y - 1) * n + (x - 1)`.
    classes: Vec<CellClass>,
    range: (u32, u32),
}

impl Heatmap {
    /// The picture of `grid` for the chosen colouring; for 3-element grids, `axes` says which
    /// two parameters are the axes and `slice` fixes the third.
    pub fn from_grid(
        grid: &Grid,
        colouring: Colouring,
        scale: Scale,
        axes: Axes,
        slice: u32,
    ) -> Self {
        let spec = grid.spec();
        let axes = if spec.dims == Dims::Pairs {
            Axes::Ab
        } else {
            axes
        };
        // A slice {a, b, c} with c fixed only holds a < b < c: draw just that square.
        let n = match (spec.dims, axes) {
            (Dims::Triples, Axes::Ab) => slice.saturating_sub(1).clamp(2, spec.max),
            _ => spec.max,
        };
        let mut map = Heatmap {
            n,
            max: spec.max,
            dims: spec.dims,
            axes,
            slice,
            rule: spec.rule,
            cap: spec.cap,
            colouring,
            scale,
            classes: Vec::with_capacity((n * n) as usize),
            range: (u32::MAX, 0),
        };
        for y in 1..=n {
            map.push_row(grid, y);
        }
        map
    }

    /// Classifies the cells of picture row `y`.
    ///
    /// Never inlined: in WebAssembly a function is optimised between calls, never during one,
    /// so a picture built row by row runs optimised code after its first rows.
    #[inline(never)]
    fn push_row(&mut self, grid: &Grid, y: u32) {
        for x in 1..=self.n {
            let class = match self.key_at(x, y) {
                None => CellClass::NoSet,
                Some(key) => grid
                    .computed(key.as_slice())
                    .map_or(CellClass::Pending, |c| self.classify(key.as_slice(), c)),
            };
            if let CellClass::Number(v) = class {
                self.range = (self.range.0.min(v), self.range.1.max(v));
            }
            self.classes.push(class);
        }
    }

    fn classify(&self, set: &[u32], cell: Cell) -> CellClass {
        let judged = |verdict: Option<bool>| match verdict {
            None => CellClass::Judged(Judgement::NoPrediction),
            Some(_) if !cell.is_resolved() => CellClass::Unresolved,
            Some(true) => CellClass::Judged(Judgement::Agrees),
            Some(false) => CellClass::Judged(Judgement::Differs),
        };
        match self.colouring {
            Colouring::Metric(Metric::Theory) => {
                let predicted = (self.rule == Rule::Normal)
                    .then(|| closed_form_period(set))
                    .flatten();
                judged(predicted.map(|p| p.period == cell.period))
            }
            Colouring::Conjecture(c) => match c.verdict(set, cell) {
                Verdict::NotApplicable => CellClass::Judged(Judgement::NoPrediction),
                Verdict::Unresolved => CellClass::Unresolved,
                Verdict::Agrees => CellClass::Judged(Judgement::Agrees),
                Verdict::Counterexample => CellClass::Judged(Judgement::Differs),
            },
            _ if !cell.is_resolved() => CellClass::Unresolved,
            Colouring::Metric(Metric::Period) => CellClass::Number(cell.period),
            Colouring::Metric(Metric::Preperiod) => CellClass::Number(cell.preperiod),
            Colouring::Metric(Metric::MaxValue) => CellClass::Number(u32::from(cell.max_value)),
        }
    }

    /// The side `n` of the picture (the grid's largest element).
    pub fn size(&self) -> u32 {
        self.n
    }

    /// The names of the horizontal and vertical parameters.
    pub fn axis_names(&self) -> (char, char) {
        match self.axes {
            Axes::Ab => ('a', 'b'),
            Axes::Ac => ('a', 'c'),
            Axes::Bc => ('b', 'c'),
        }
    }

    /// The set at picture coordinates `(x, y)` (1-based), if it is one of the grid.
    pub fn set_at(&self, x: u32, y: u32) -> Option<Vec<u32>> {
        self.key_at(x, y).map(|k| k.as_slice().to_vec())
    }

    /// As [`Heatmap::set_at`], without allocating.
    pub fn key_at(&self, x: u32, y: u32) -> Option<SetKey> {
        let s = self.slice;
        let key = match (self.dims, self.axes) {
            (Dims::Pairs, _) => SetKey::pair(x, y),
            (Dims::Triples, Axes::Ab) => SetKey::triple(x, y, s),
            (Dims::Triples, Axes::Ac) => SetKey::triple(x, s, y),
            (Dims::Triples, Axes::Bc) => SetKey::triple(s, x, y),
        };
        let set = key.as_slice();
        let ok = set[0] >= 1
            && set.windows(2).all(|w| w[0] < w[1])
            && set.last().is_some_and(|&m| m <= self.max);
        ok.then_some(key)
    }

    /// What is drawn at `(x, y)`.
    pub fn class_at(&self, x: u32, y: u32) -> CellClass {
        if x == 0 || y == 0 || x > self.n || y > self.n {
            return CellClass::NoSet;
        }
        self.classes[((y - 1) * self.n + (x - 1)) as usize]
    }

    /// The colour of a class.
    pub fn color(&self, class: CellClass, theme: &Theme) -> RGBColor {
        match class {
            CellClass::NoSet => theme.background,
            CellClass::Pending => theme.pending,
            CellClass::Unresolved => UNRESOLVED,
            CellClass::Judged(Judgement::Agrees) => AGREES,
            CellClass::Judged(Judgement::Differs) => DIFFERS,
            CellClass::Judged(Judgement::NoPrediction) => NO_PREDICTION,
            CellClass::Number(v) if self.colouring == Colouring::Metric(Metric::MaxValue) => {
                value_color(v)
            }
            CellClass::Number(v) => viridis(self.position(v)),
        }
    }

    /// Where `v` falls on the colour scale, from 0 to 1.
    fn position(&self, v: u32) -> f64 {
        let (lo, hi) = self.range;
        if hi <= lo {
            return 0.5;
        }
        let (v, span) = (f64::from(v.saturating_sub(lo)), f64::from(hi - lo));
        match self.scale {
            Scale::Linear => v / span,
            Scale::Log => (1.0 + v).ln() / (1.0 + span).ln(),
        }
    }

    /// The picture as RGBA bytes, `n` pixels wide, top row first (largest `y`).
    pub fn rgba(&self, theme: &Theme) -> Vec<u8> {
        // Colours of the numbers that occur, computed once each (periods span a few thousand).
        let (lo, hi) = self.range;
        let table: Vec<[u8; 4]> = if lo <= hi && hi - lo < 1 << 16 {
            (lo..=hi)
                .map(|v| {
                    let c = self.color(CellClass::Number(v), theme);
                    [c.0, c.1, c.2, 255]
                })
                .collect()
        } else {
            Vec::new()
        };
        let mut out = Vec::with_capacity((self.n * self.n * 4) as usize);
        for row in self.classes.chunks(self.n as usize).rev() {
            self.push_pixels(row, &table, theme, &mut out);
        }
        out
    }

    /// Appends the pixels of one row of classes (never inlined, as [`Heatmap::push_row`]).
    #[inline(never)]
    fn push_pixels(&self, row: &[CellClass], table: &[[u8; 4]], theme: &Theme, out: &mut Vec<u8>) {
        let lo = self.range.0;
        for &class in row {
            let px = match class {
                CellClass::NoSet => [0, 0, 0, 0],
                CellClass::Number(v) if !table.is_empty() => table[(v - lo) as usize],
                other => {
                    let c = self.color(other, theme);
                    [c.0, c.1, c.2, 255]
                }
            };
            out.extend_from_slice(&px);
        }
    }

    /// The legend: a colour scale or swatches, then the special colours in use.
    pub fn legend(&self) -> Vec<LegendItem> {
        let swatch = |c: RGBColor, label: &str| LegendItem::Swatch {
            color: hex(c),
            label: label.to_string(),
        };
        let mut items = Vec::new();
        let present = |f: &dyn Fn(&CellClass) -> bool| self.classes.iter().any(f);
        match self.colouring {
            Colouring::Metric(Metric::MaxValue) => {
                let mut values: Vec<u32> = self
                    .classes
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
                if self.range.0 <= self.range.1 {
                    items.push(LegendItem::Gradient {
                        low: self.range.0,
                        high: self.range.1,
                        log: self.scale == Scale::Log,
                    });
                }
            }
            Colouring::Metric(Metric::Theory) | Colouring::Conjecture(_) => {
                let (yes, no, none) = match self.colouring {
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
            &format!("unresolved (cap {})", compact(self.cap)),
        ));
        if present(&|c| *c == CellClass::Pending) {
            items.push(LegendItem::Swatch {
                color: "pending".into(),
                label: "computing…".into(),
            });
        }
        items
    }

    /// A title such as `period of {a, b}, b ≤ 200` or `preperiod of {a, b, 37}`.
    pub fn title(&self) -> String {
        let what = match self.colouring {
            Colouring::Metric(Metric::Period) => "period",
            Colouring::Metric(Metric::Preperiod) => "preperiod",
            Colouring::Metric(Metric::MaxValue) => "largest nim-value",
            Colouring::Metric(Metric::Theory) => "theory vs computed period",
            Colouring::Conjecture(Conjecture::Augment { .. }) => "Conjecture 5.1",
            Colouring::Conjecture(Conjecture::PairSums) => "pair-sum periods",
        };
        let s = self.slice;
        let sets = match (self.dims, self.axes) {
            (Dims::Pairs, _) => format!("{{a, b}}, b ≤ {}", self.max),
            (Dims::Triples, Axes::Ab) => format!("{{a, b, {s}}}"),
            (Dims::Triples, Axes::Ac) => format!("{{a, {s}, c}}, c ≤ {}", self.max),
            (Dims::Triples, Axes::Bc) => format!("{{{s}, b, c}}, c ≤ {}", self.max),
        };
        let rule = if self.rule == Rule::Normal {
            String::new()
        } else {
            format!(" ({})", self.rule)
        };
        format!("{what} of {sets}{rule}")
    }

    /// The hover read-out for picture coordinates `(x, y)` of a picture of `grid`.
    pub fn info(&self, grid: &Grid, x: u32, y: u32) -> Option<CellInfo> {
        let set = self.set_at(x, y)?;
        let cell = grid.computed(&set);
        let names: Vec<String> = set.iter().map(u32::to_string).collect();
        let game = format!("sub:{}", names.join(","));
        let braces = format!("{{{}}}", names.join(", "));
        let class = self.class_at(x, y);
        let mut text = match (class, cell) {
            (CellClass::Pending, _) | (_, None) => format!("{braces}: not computed yet"),
            (CellClass::Unresolved, _) => format!(
                "{braces}: unresolved — no period found within {} values",
                self.cap
            ),
            (_, Some(c)) if !c.is_resolved() => format!(
                "{braces}: unresolved — no period found within {} values",
                self.cap
            ),
            (_, Some(c)) => format!(
                "{braces}: preperiod {}, period {}, largest value {}",
                c.preperiod, c.period, c.max_value
            ),
        };
        match (self.colouring, cell) {
            (Colouring::Metric(Metric::Theory), Some(c)) if c.is_resolved() => {
                match (self.rule == Rule::Normal)
                    .then(|| closed_form_period(&set))
                    .flatten()
                {
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
            set,
            game,
            preperiod: resolved.map(|c| c.preperiod),
            period: resolved.map(|c| c.period),
            text,
        })
    }
}

/// A count in few characters: `2^20` for powers of two above 1000, else the number.
fn compact(n: u32) -> String {
    if n.is_power_of_two() && n > 1000 {
        format!("2^{}", n.trailing_zeros())
    } else {
        n.to_string()
    }
}

/// How cells are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellMode {
    /// As rectangles (runs of equal colour merged): for SVG and small pictures.
    Rectangles,
    /// Not at all: the caller blits [`Heatmap::rgba`] into the returned plot rectangle.
    Skip,
}

/// Width of the legend column in pixels.
const LEGEND_WIDTH: u32 = 180;

/// Draws `map` with axes, title and legend on any plotters backend, and returns where the
/// cells are (for blitting and for hit testing).
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq::draw::{colors::Theme, heatmap::{draw_heatmap, CellMode, Colouring, Heatmap}};
/// use nimseq::state::{Axes, Metric, Scale};
/// use nimseq::sweep::{sweep, SweepSpec};
/// let grid = sweep(&SweepSpec::new(2, 12, 1 << 16, nimseq::Rule::Normal)?);
/// let map = Heatmap::from_grid(&grid, Colouring::Metric(Metric::Period), Scale::Linear, Axes::Ab, 0);
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, (600, 400)).into_drawing_area();
///     draw_heatmap(&root, &map, &Theme::LIGHT, CellMode::Rectangles).unwrap();
/// }
/// assert!(svg.contains("period of {a, b}"));
/// # Ok::<(), nimseq::GameError>(())
/// ```
pub fn draw_heatmap<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    map: &Heatmap,
    theme: &Theme,
    mode: CellMode,
) -> Result<PlotRect, DrawError> {
    root.fill(&theme.background).map_err(DrawError::from)?;
    let (width, _) = root.dim_in_pixel();
    let (plot_area, legend_area) = root.split_horizontally(width.saturating_sub(LEGEND_WIDTH));
    let n = f64::from(map.n);
    let font = |size: u32| ("sans-serif", size).into_font().color(&theme.foreground);
    let (xn, yn) = map.axis_names();
    let mut chart = ChartBuilder::on(&plot_area)
        .margin(12)
        .caption(map.title(), font(17))
        .x_label_area_size(38)
        .y_label_area_size(48)
        .build_cartesian_2d(0.5..n + 0.5, 0.5..n + 0.5)
        .map_err(DrawError::from)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(xn.to_string())
        .y_desc(yn.to_string())
        .x_labels(10)
        .y_labels(10)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
        .axis_style(theme.foreground)
        .label_style(font(13))
        .axis_desc_style(font(15))
        .draw()
        .map_err(DrawError::from)?;
    if mode == CellMode::Rectangles {
        let mut rects = Vec::new();
        for y in 1..=map.n {
            let mut x = 1;
            while x <= map.n {
                let class = map.class_at(x, y);
                let mut end = x;
                while end < map.n && map.class_at(end + 1, y) == class {
                    end += 1;
                }
                if class != CellClass::NoSet {
                    let (x0, x1, y0) =
                        (f64::from(x) - 0.5, f64::from(end) + 0.5, f64::from(y) - 0.5);
                    rects.push(Rectangle::new(
                        [(x0, y0), (x1, y0 + 1.0)],
                        map.color(class, theme).filled(),
                    ));
                }
                x = end + 1;
            }
        }
        chart.draw_series(rects).map_err(DrawError::from)?;
    }
    let (xs, ys) = chart.plotting_area().get_pixel_range();
    draw_legend(&legend_area, map, theme)?;
    Ok(PlotRect {
        left: xs.start,
        top: ys.start,
        right: xs.end,
        bottom: ys.end,
    })
}

fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    map: &Heatmap,
    theme: &Theme,
) -> Result<(), DrawError> {
    let font = ("sans-serif", 13).into_font().color(&theme.foreground);
    let mut y = 48;
    for item in map.legend() {
        match item {
            LegendItem::Gradient { low, high, log } => {
                let steps = 120;
                for i in 0..steps {
                    let t = 1.0 - f64::from(i) / f64::from(steps - 1);
                    let top = y + i;
                    area.draw(&Rectangle::new(
                        [(8, top), (28, top + 1)],
                        viridis(t).filled(),
                    ))
                    .map_err(DrawError::from)?;
                }
                area.draw(&Text::new(high.to_string(), (34, y), font.clone()))
                    .map_err(DrawError::from)?;
                area.draw(&Text::new(
                    low.to_string(),
                    (34, y + steps - 12),
                    font.clone(),
                ))
                .map_err(DrawError::from)?;
                if log {
                    area.draw(&Text::new(
                        "(log scale)",
                        (34, y + steps / 2 - 6),
                        font.clone(),
                    ))
                    .map_err(DrawError::from)?;
                }
                y += steps + 14;
            }
            LegendItem::Swatch { color, label } => {
                let c = parse_hex(&color).unwrap_or(theme.pending);
                area.draw(&Rectangle::new([(8, y), (24, y + 14)], c.filled()))
                    .map_err(DrawError::from)?;
                area.draw(&Text::new(label, (30, y), font.clone()))
                    .map_err(DrawError::from)?;
                y += 22;
            }
        }
    }
    Ok(())
}

/// Reads `#rrggbb`.
fn parse_hex(text: &str) -> Option<RGBColor> {
    let h = text.strip_prefix('#')?;
    let byte = |i: usize| u8::from_str_radix(h.get(i..i + 2)?, 16).ok();
    Some(RGBColor(byte(0)?, byte(2)?, byte(4)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::{sweep, SweepSpec};

    fn pairs(n: u64) -> Grid {
        sweep(&SweepSpec::new(2, n, 1 << 16, Rule::Normal).unwrap())
    }

    #[test]
    fn cells_and_info() {
        let grid = pairs(10);
        let map = Heatmap::from_grid(
            &grid,
            Colouring::Metric(Metric::Period),
            Scale::Linear,
            Axes::Ab,
            0,
        );
        assert_eq!(map.class_at(2, 7), CellClass::Number(9));
        assert_eq!(map.class_at(7, 2), CellClass::NoSet);
        let info = map.info(&grid, 2, 7).unwrap();
        assert_eq!(info.game, "sub:2,7");
        assert_eq!(info.period, Some(9));
        assert!(
            info.text.starts_with("{2, 7}: preperiod 0, period 9"),
            "{}",
            info.text
        );
        assert!(map.info(&grid, 7, 2).is_none());
    }

    #[test]
    fn slices_of_triples() {
        let grid = sweep(&SweepSpec::new(3, 12, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(
            &grid,
            Colouring::Metric(Metric::Preperiod),
            Scale::Log,
            Axes::Ac,
            4,
        );
        // {2, 4, 7}: a = 2 across, c = 7 up, b = 4 fixed.
        assert_eq!(map.set_at(2, 7), Some(vec![2, 4, 7]));
        assert_eq!(map.class_at(2, 7), CellClass::Number(8));
        assert_eq!(map.title(), "preperiod of {a, 4, c}, c ≤ 12");
        let bc = Heatmap::from_grid(
            &grid,
            Colouring::Metric(Metric::Period),
            Scale::Linear,
            Axes::Bc,
            3,
        );
        assert_eq!(bc.set_at(5, 6), Some(vec![3, 5, 6]));
        assert_eq!(bc.class_at(5, 6), CellClass::Number(9));
    }

    #[test]
    fn theory_colouring_flags_all_odd_sets_without_one() {
        let grid = sweep(&SweepSpec::new(3, 9, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(
            &grid,
            Colouring::Metric(Metric::Theory),
            Scale::Linear,
            Axes::Ab,
            7,
        );
        assert_eq!(map.class_at(3, 5), CellClass::Judged(Judgement::Differs)); // {3,5,7}
        assert_eq!(map.class_at(1, 3), CellClass::Judged(Judgement::Agrees)); // {1,3,7}
        assert_eq!(
            map.class_at(2, 4),
            CellClass::Judged(Judgement::NoPrediction)
        ); // {2,4,7}
        assert!(map.info(&grid, 3, 5).unwrap().text.contains("✗"));
        // The slice c = 7 holds only a < b < 7: a 6 × 6 picture.
        assert_eq!(map.size(), 6);
    }

    #[test]
    fn pending_and_unresolved_cells() {
        let spec = SweepSpec::new(2, 8, 16, Rule::Normal).unwrap();
        let mut grid = Grid::empty(spec);
        let row = crate::sweep::sweep_rows(&spec, 7..8, |_| true).unwrap();
        assert!(grid.fill_rows(7, &row));
        let map = Heatmap::from_grid(
            &grid,
            Colouring::Metric(Metric::Period),
            Scale::Linear,
            Axes::Ab,
            0,
        );
        assert_eq!(map.class_at(1, 5), CellClass::Pending);
        assert!(map
            .info(&grid, 1, 5)
            .unwrap()
            .text
            .contains("not computed yet"));
        // {5, 7} has period 12 and needs 12 + 7 values: more than the cap of 16.
        assert_eq!(map.class_at(5, 7), CellClass::Unresolved);
        assert!(map.info(&grid, 5, 7).unwrap().text.contains("unresolved"));
        let legend = map.legend();
        assert!(legend
            .iter()
            .any(|i| matches!(i, LegendItem::Swatch { label, .. } if label == "computing…")));
    }

    #[test]
    fn rgba_is_top_row_first_and_transparent_outside_sets() {
        let map = Heatmap::from_grid(
            &pairs(4),
            Colouring::Metric(Metric::Period),
            Scale::Linear,
            Axes::Ab,
            0,
        );
        let px = map.rgba(&Theme::LIGHT);
        assert_eq!(px.len(), 4 * 4 * 4);
        // Top row is y = 4: (1,4), (2,4), (3,4) are sets, (4,4) is not.
        assert_eq!(px[3], 255);
        assert_eq!(px[3 * 4 + 3], 0);
        // Bottom row is y = 1: no set {x, 1} with x < 1.
        assert!(px[12 * 4..].chunks(4).all(|p| p[3] == 0));
    }

    #[test]
    fn svg_drawing_has_cells_axes_and_legend() {
        let map = Heatmap::from_grid(
            &pairs(20),
            Colouring::Metric(Metric::Period),
            Scale::Log,
            Axes::Ab,
            0,
        );
        let mut svg = String::new();
        let rect = {
            let root = SVGBackend::with_string(&mut svg, (700, 500)).into_drawing_area();
            draw_heatmap(&root, &map, &Theme::DARK, CellMode::Rectangles).unwrap()
        };
        assert!(rect.left > 0 && rect.right > rect.left && rect.bottom > rect.top);
        assert!(svg.contains("period of {a, b}, b ≤ 20"));
        let lines: Vec<&str> = svg.lines().map(str::trim).collect();
        assert!(lines.contains(&"a") && lines.contains(&"b"), "axis names");
        assert!(svg.contains("(log scale)"));
        assert!(svg.contains("unresolved (cap 2^16)"));
        // 190 sets, drawn as merged runs: fewer rectangles than sets but at least one per row.
        let rects = svg.matches("<rect").count();
        assert!(rects > 19 && rects < 400, "{rects}");
        assert!(svg.to_lowercase().contains(&hex(viridis(1.0))));
    }

    #[test]
    fn hit_testing_maps_pixels_to_cells() {
        let rect = PlotRect {
            left: 100,
            top: 50,
            right: 300,
            bottom: 250,
        };
        assert_eq!(rect.cell_at(10, 100.0, 249.0), Some((1, 1)));
        assert_eq!(rect.cell_at(10, 299.0, 50.0), Some((10, 10)));
        assert_eq!(rect.cell_at(10, 130.0, 160.0), Some((2, 5)));
        assert_eq!(rect.cell_at(10, 99.0, 160.0), None);
    }
}
