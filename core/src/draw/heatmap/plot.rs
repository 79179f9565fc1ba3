//! A heatmap with axes, caption and legend on any plotters backend.

use plotters::coord::Shift;
use plotters::prelude::*;

use std::collections::HashMap;

use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::draw::colors::{viridis, Theme, TIE};
use crate::draw::heatmap::pixels::Paint;
use crate::draw::heatmap::{CellClass, ColourRange, Colouring, Heatmap, Metric, Scale};
use crate::draw::{CellWindow, DrawError, PlotRect};
use crate::sweep::Dims;
use crate::words::{grouped, t};

/// One entry of the legend.
#[derive(Debug, Clone, PartialEq)]
pub enum LegendItem {
    /// A colour scale from `low` to `high`, headed by the quantity it shows.
    Gradient {
        /// What the colours measure (`period`, `preperiod / max S`), drawn above the bar.
        quantity: String,
        /// The smallest value shown, in words.
        low: String,
        /// The largest value shown, in words.
        high: String,
        /// Whether the scale is logarithmic.
        log: bool,
    },
    /// One colour and what it means.
    Swatch {
        /// The colour.
        paint: Paint,
        /// Its meaning.
        label: String,
    },
}

/// The words drawn around the cells: made by the page layer, drawn here.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Labels {
    /// The caption above the picture.
    pub title: String,
    /// The legend, top to bottom.
    pub legend: Vec<LegendItem>,
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

/// The title's largest size in pixels (at scale 1).
const TITLE_SIZE: f64 = 17.0;

/// The title's least size in pixels (at scale 1): a longer title is broken into lines instead
/// (12 pixels are 9 pt where a figure's pixel is 1/96 inch, `nimseq plot --width-mm`).
const TITLE_LEAST: f64 = 12.0;

/// The colour bar's height in pixels (at scale 1), unless the legend is lower.
const BAR_HEIGHT: i32 = 200;

/// The colour bar's least height in pixels (at scale 1).
const BAR_LEAST: i32 = 60;

/// Draws the cells of `map` in `window` with axes, `labels` and the legend on any plotters
/// backend, and returns where the cells are (for blitting and for hit testing).
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq_core::draw::*;
/// use nimseq_core::sweep::{sweep, SweepSpec};
/// let grid = sweep(&SweepSpec::new(2, 12, 1 << 16, nimseq_core::game::Rule::Normal)?);
/// let picture = Picture {
///     colouring: Colouring::Metric(Metric::Period),
///     scale: Scale::Linear,
///     range: ColourRange::Slice,
///     axes: Axes::Ab,
///     slice: 0,
///     third: 0,
/// };
/// let map = Heatmap::from_grid(&grid, &picture);
/// let labels = Labels { title: "period of {a, b}".into(), legend: vec![] };
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, (600, 400)).into_drawing_area();
///     let whole = nimseq_core::draw::CellWindow::whole(map.size());
///     draw_heatmap(&root, &map, &labels, &Theme::LIGHT, CellMode::Rectangles, whole, 1.0).unwrap();
/// }
/// assert!(svg.contains("period of {a, b}"));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn draw_heatmap<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    map: &Heatmap,
    labels: &Labels,
    theme: &Theme,
    mode: CellMode,
    window: CellWindow,
    scale: f64,
) -> Result<PlotRect, DrawError> {
    root.fill(&theme.background).map_err(DrawError::from)?;
    let scale = scale.clamp(0.5, 8.0);
    let px = |size: f64| (size * scale).round() as u32;
    let (width, _) = root.dim_in_pixel();
    // On a narrow canvas the legend takes at most a third of it.
    let legend_width = px(f64::from(LEGEND_WIDTH)).min(width / 3);
    let (plot_area, legend_area) = root.split_horizontally(width.saturating_sub(legend_width));
    let w = window.within(map.size());
    let (x0, x1) = (f64::from(w.x0) - 0.5, f64::from(w.x1) + 0.5);
    let (y0, y1) = (f64::from(w.y0) - 0.5, f64::from(w.y1) + 0.5);
    let font = |size: f64| {
        (crate::draw::FONT, px(size))
            .into_font()
            .color(&theme.foreground)
    };
    let (xn, yn, _) = map.axes().names();
    // Labels at least five characters wide apart, so they never run together.
    let (plot_width, _) = plot_area.dim_in_pixel();
    let labels_across = (plot_width / px(13.0 * 4.0).max(1)).clamp(3, 10) as usize;
    // A title that fits the plot's width (about half a font size per character), at least
    // TITLE_LEAST: a longer one in lines of that size; a gap under it.
    let chars = labels.title.chars().count().max(1) as f64;
    let fitted = (f64::from(plot_width) / (0.55 * chars) / scale).min(TITLE_SIZE);
    let title_font = font(fitted.max(TITLE_LEAST));
    let room = plot_width.saturating_sub(px(24.0));
    let lines = if fitted >= TITLE_LEAST {
        vec![labels.title.clone()]
    } else {
        // Broken between words, a set's braces kept on one line.
        wrap(&sets_whole(&labels.title), |text: &str| {
            plot_area
                .estimate_text_size(text, &title_font)
                .map_or(true, |(w, _)| w <= room)
        })
    };
    let line_height = px(fitted.max(TITLE_LEAST) * 1.25) as i32;
    let centre = (plot_width / 2) as i32;
    let mut top = px(12.0) as i32;
    for line in &lines {
        plot_area
            .draw(&Text::new(
                line.as_str(),
                (centre, top),
                title_font.pos(Pos::new(HPos::Center, VPos::Top)),
            ))
            .map_err(DrawError::from)?;
        top += line_height;
    }
    let chart_area = plot_area.margin(top + px(6.0) as i32, 0, 0, 0);
    let mut builder = ChartBuilder::on(&chart_area);
    builder
        .margin(px(12.0))
        .margin_top(0)
        .x_label_area_size(px(38.0))
        .y_label_area_size(px(48.0));
    let mut chart = builder
        .build_cartesian_2d(x0..x1, y0..y1)
        .map_err(DrawError::from)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(xn.to_string())
        .y_desc(yn.to_string())
        .x_labels(labels_across)
        .y_labels(10)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
        .axis_style(theme.foreground)
        .label_style(font(13.0))
        .axis_desc_style(font(15.0))
        .draw()
        .map_err(DrawError::from)?;
    if mode == CellMode::Rectangles {
        chart
            .draw_series(rectangles(map, theme, w))
            .map_err(DrawError::from)?;
    }
    let (xs, ys) = chart.plotting_area().get_pixel_range();
    let legend = counted_legend(map, w, &labels.legend);
    draw_legend(&legend_area, map, &legend, theme, scale)?;
    Ok(PlotRect {
        left: xs.start,
        top: ys.start,
        right: xs.end,
        bottom: ys.end,
    })
}

/// The cells as rectangles in chart coordinates, runs of one class in a row merged.
fn rectangles(map: &Heatmap, theme: &Theme, w: CellWindow) -> Vec<Rectangle<(f64, f64)>> {
    let mut rects = Vec::new();
    for y in w.y0..=w.y1 {
        let mut x = w.x0;
        while x <= w.x1 {
            let class = map.class_at(x, y);
            let mut end = x;
            while end < w.x1 && map.class_at(end + 1, y) == class {
                end += 1;
            }
            if class != CellClass::NoSet {
                let (x0, x1, y0) = (f64::from(x) - 0.5, f64::from(end) + 0.5, f64::from(y) - 0.5);
                rects.push(Rectangle::new(
                    [(x0, y0), (x1, y0 + 1.0)],
                    map.color(class, theme).filled(),
                ));
            }
            x = end + 1;
        }
    }
    rects
}

/// How many cells of `window` are of each class (numbers only for the largest value, whose
/// legend names each value), counted run by run along the rows.
fn census(map: &Heatmap, window: CellWindow) -> HashMap<CellClass, u64> {
    let numbers = map.colouring() == Colouring::Metric(Metric::MaxValue);
    let mut counts: HashMap<CellClass, u64> = HashMap::new();
    for y in window.y0..=window.y1 {
        let mut run: Option<(CellClass, u64)> = None;
        for x in window.x0..=window.x1 {
            let class = match map.class_at(x, y) {
                CellClass::Number(_) if !numbers => CellClass::Number(0),
                c => c,
            };
            match &mut run {
                Some((c, n)) if *c == class => *n += 1,
                _ => {
                    if let Some((c, n)) = run.take() {
                        *counts.entry(c).or_default() += n;
                    }
                    run = Some((class, 1));
                }
            }
        }
        if let Some((c, n)) = run {
            *counts.entry(c).or_default() += n;
        }
    }
    counts
}

/// Whether `label` ends with a count in parentheses (`a + b (1,024)`), its digits grouped as
/// the thread's language groups them (`1.024`, `1 024`).
fn has_count(label: &str) -> bool {
    let separator = grouped(1000).chars().nth(1).unwrap_or(',');
    label
        .strip_suffix(')')
        .and_then(|l| l.rsplit_once('('))
        .is_some_and(|(_, n)| {
            !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == separator)
        })
}

/// The legend of the cells of `window` as drawn: each swatch with how many cells of the
/// window have its colour (added to its words unless they carry a count already), a swatch
/// no cell has left out (`unresolved` with none is not drawn), and for the "which sum"
/// metric a swatch per tie (`tie: a + c = 2b (18)`), ties counted in no single sum.
pub fn counted_legend(map: &Heatmap, window: CellWindow, legend: &[LegendItem]) -> Vec<LegendItem> {
    let w = window.within(map.size());
    let counts = census(map, w);
    let mut out = Vec::new();
    for item in legend {
        let LegendItem::Swatch { paint, label } = item else {
            out.push(item.clone());
            continue;
        };
        // The largest value: the value the words name (colours repeat past eight values).
        let named = label
            .rsplit(' ')
            .next()
            .and_then(|v| v.parse::<u32>().ok())
            .filter(|&v| map.paint(CellClass::Number(v)) == Some(*paint))
            .filter(|_| map.colouring() == Colouring::Metric(Metric::MaxValue));
        let count: u64 = match named {
            Some(v) => counts.get(&CellClass::Number(v)).copied().unwrap_or(0),
            None => counts
                .iter()
                .filter(|(c, _)| {
                    !matches!(c, CellClass::Number(_)) && map.paint(**c) == Some(*paint)
                })
                .map(|(_, n)| n)
                .sum(),
        };
        if count == 0 {
            continue;
        }
        let label = if has_count(label) {
            label.clone()
        } else if label.ends_with(')') {
            t!(
                "draw-legend-count-after",
                label = label.as_str(),
                count = count
            )
        } else {
            t!("draw-legend-count", label = label.as_str(), count = count)
        };
        out.push(LegendItem::Swatch {
            paint: *paint,
            label,
        });
    }
    if map.colouring() == Colouring::Metric(Metric::Sum) {
        // Before the unresolved and pending cells, after the sums.
        let at = out
            .iter()
            .position(|i| {
                matches!(i, LegendItem::Swatch { paint, .. }
                    if *paint == Paint::Pending || map.paint(CellClass::Unresolved) == Some(*paint))
            })
            .unwrap_or(out.len());
        for (k, (name, n)) in map.ties_in(w).into_iter().enumerate() {
            out.insert(
                at + k,
                LegendItem::Swatch {
                    paint: Paint::Fixed(TIE),
                    label: t!("draw-legend-tie", sums = name, count = n),
                },
            );
        }
    }
    out
}

/// The numbers a colour bar from `lo` to `hi` labels: its ends, and between them nice numbers
/// (1, 2 or 5 times a power of ten on a log scale, multiples of such a step on a linear one)
/// not too near the ends for their words: 5 to 8 in all where the range holds that many.
///
/// # Examples
/// ```
/// use nimseq_core::draw::colour_bar_ticks;
/// assert_eq!(colour_bar_ticks(1, 1394, true), [1, 5, 10, 50, 100, 500, 1394]);
/// assert_eq!(colour_bar_ticks(0, 100, false), [0, 20, 40, 60, 80, 100]);
/// assert_eq!(colour_bar_ticks(3, 5, false), [3, 4, 5]);
/// ```
pub fn colour_bar_ticks(lo: u32, hi: u32, log: bool) -> Vec<u32> {
    if hi <= lo {
        return vec![lo];
    }
    let at = |v: u32| position(lo, hi, v, log);
    let mut ticks: Vec<u32> = if log {
        let decades = |mults: &[u64]| -> Vec<u32> {
            let mut out = Vec::new();
            let mut p = 1u64;
            while p <= u64::from(hi) {
                for m in mults {
                    let v = m * p;
                    if v >= u64::from(lo) && v <= u64::from(hi) {
                        out.push(v as u32);
                    }
                }
                p *= 10;
            }
            out
        };
        let mut t = decades(&[1, 2, 5]);
        if t.len() > 7 {
            t = decades(&[1, 5]);
        }
        if t.len() > 7 {
            t = decades(&[1]);
        }
        t
    } else {
        let span = u64::from(hi - lo);
        let mut step = 1u64;
        let mut k = 0usize;
        while span / step > 5 {
            k += 1;
            step = [1, 2, 5][k % 3] * 10u64.pow((k / 3) as u32);
        }
        let first = u64::from(lo).div_ceil(step) * step;
        (0..)
            .map(|i| first + i * step)
            .take_while(|&v| v <= u64::from(hi))
            .map(|v| v as u32)
            .collect()
    };
    // The ends always, a nice number too near either (its words would overlap) left out.
    ticks.retain(|&t| t == lo || t == hi || [lo, hi].iter().all(|&e| (at(t) - at(e)).abs() > 0.09));
    ticks.push(lo);
    ticks.push(hi);
    ticks.sort_unstable();
    ticks.dedup();
    ticks
}

/// Where `v` lies on a colour bar from `lo` (0) to `hi` (1), as the cells are coloured.
fn position(lo: u32, hi: u32, v: u32, log: bool) -> f64 {
    if hi <= lo {
        return 0.5;
    }
    let (v, span) = (f64::from(v.saturating_sub(lo)), f64::from(hi - lo));
    if log {
        (1.0 + v).ln() / (1.0 + span).ln()
    } else {
        v / span
    }
}

/// A number of the colour bar as the metric reads it (thousandths as a ratio).
fn bar_number(map: &Heatmap, v: u32) -> String {
    match map.colouring() {
        Colouring::Metric(m) if m.is_ratio() => {
            let text = format!("{:.3}", f64::from(v) / 1000.0);
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        }
        _ => grouped(u64::from(v)),
    }
}

fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    map: &Heatmap,
    legend: &[LegendItem],
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    let px = |v: i32| (f64::from(v) * scale).round() as i32;
    let font = (crate::draw::FONT, px(13) as u32)
        .into_font()
        .color(&theme.foreground);
    let mut y = px(48);
    for item in legend {
        match item {
            LegendItem::Gradient {
                quantity,
                low,
                high,
                log,
            } => {
                let (low, high) = (low.as_str(), high.as_str());
                let small = (crate::draw::FONT, px(12) as u32)
                    .into_font()
                    .color(&theme.foreground);
                // Lines that fit the legend's width (a narrow figure's legend is narrow).
                let room = (area.dim_in_pixel().0 as i32 - px(12)).max(px(40)) as u32;
                let fit = |text: &str, style: &TextStyle| {
                    wrap(text, |t: &str| {
                        area.estimate_text_size(t, style)
                            .map_or(true, |(w, _)| w <= room)
                    })
                };
                // The quantity the colours measure, above the bar.
                for line in fit(quantity, &font) {
                    area.draw(&Text::new(line, (px(8), y), font.clone()))
                        .map_err(DrawError::from)?;
                    y += px(17);
                }
                if !quantity.is_empty() {
                    y += px(3);
                }
                // The range in words under the bar: its ends and the cells that fix them.
                let over = match (map.dims(), map.colour_range()) {
                    (Dims::Pairs, _) | (_, ColourRange::Grid) => t!("draw-colour-whole-grid"),
                    (_, ColourRange::Slice) => t!("draw-colour-sets-shown"),
                };
                let mut words = vec![t!("draw-colour-range", low = low, high = high), over];
                if *log {
                    words.push(t!("draw-colour-log"));
                }
                let lines: Vec<String> = words.iter().flat_map(|w| fit(w, &small)).collect();
                // The bar as high as the legend leaves room for: its words under it and the
                // swatches after it, each in the lines it takes.
                let swatches: i32 = legend
                    .iter()
                    .map(|i| match i {
                        LegendItem::Swatch { label, .. } => {
                            let lines = wrap(label, |t: &str| swatch_fits(area, t, &font, scale));
                            (lines.len() as i32 - 1) * px(16) + px(22)
                        }
                        LegendItem::Gradient { .. } => 0,
                    })
                    .sum();
                let below = px(12) + lines.len() as i32 * px(15) + px(10) + swatches;
                let height = area.dim_in_pixel().1 as i32;
                let steps = (height - y - below)
                    .clamp(px(BAR_LEAST), px(BAR_HEIGHT))
                    .max(2);
                for i in 0..steps {
                    let t = 1.0 - f64::from(i) / f64::from(steps - 1);
                    let top = y + i;
                    area.draw(&Rectangle::new(
                        [(px(8), top), (px(28), top + 1)],
                        viridis(t).filled(),
                    ))
                    .map_err(DrawError::from)?;
                }
                let at_value = font.clone().pos(Pos::new(HPos::Left, VPos::Center));
                match map.range() {
                    Some((lo, hi)) => {
                        let log = map.scale() == Scale::Log;
                        let at = |v: u32| {
                            y + ((1.0 - position(lo, hi, v, log)) * f64::from(steps - 1)).round()
                                as i32
                        };
                        // The ends, and each number between at least a line from those kept.
                        let ticks = colour_bar_ticks(lo, hi, log);
                        let mut kept: Vec<u32> = vec![lo, hi];
                        for &v in &ticks {
                            if kept.iter().all(|&k| (at(k) - at(v)).abs() >= px(15)) {
                                kept.push(v);
                            }
                        }
                        kept.sort_unstable();
                        kept.dedup();
                        for v in kept {
                            let ty = at(v);
                            area.draw(&PathElement::new(
                                vec![(px(28), ty), (px(32), ty)],
                                theme.foreground.stroke_width(px(1).max(1) as u32),
                            ))
                            .map_err(DrawError::from)?;
                            area.draw(&Text::new(
                                bar_number(map, v),
                                (px(35), ty),
                                at_value.clone(),
                            ))
                            .map_err(DrawError::from)?;
                        }
                    }
                    None => {
                        area.draw(&Text::new(high, (px(34), y), font.clone()))
                            .map_err(DrawError::from)?;
                        area.draw(&Text::new(low, (px(34), y + steps - px(12)), font.clone()))
                            .map_err(DrawError::from)?;
                    }
                }
                y += steps + px(12);
                for line in lines {
                    area.draw(&Text::new(line, (px(8), y), small.clone()))
                        .map_err(DrawError::from)?;
                    y += px(15);
                }
                y += px(10);
            }
            LegendItem::Swatch { paint, label } => {
                area.draw(&Rectangle::new(
                    [(px(8), y), (px(24), y + px(14))],
                    paint.color(theme).filled(),
                ))
                .map_err(DrawError::from)?;
                // Lines that fit the legend's width (a phone's legend is narrow).
                let fits = |text: &str| swatch_fits(area, text, &font, scale);
                for (i, line) in wrap(label, fits).iter().enumerate() {
                    if i > 0 {
                        y += px(16);
                    }
                    area.draw(&Text::new(line.as_str(), (px(30), y), font.clone()))
                        .map_err(DrawError::from)?;
                }
                y += px(22);
            }
        }
    }
    Ok(())
}

/// `text` with the spaces inside braces no-break spaces: `{a, b, 30}` is not broken.
fn sets_whole(text: &str) -> String {
    let mut depth = 0usize;
    text.chars()
        .map(|c| {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                ' ' if depth > 0 => return '\u{a0}',
                _ => {}
            }
            c
        })
        .collect()
}

/// Whether a swatch's line `text` in `font` fits beside its swatch in the legend `area`.
fn swatch_fits<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    text: &str,
    font: &TextStyle,
    scale: f64,
) -> bool {
    let px = |v: i32| (f64::from(v) * scale).round() as i32;
    let room = (area.dim_in_pixel().0 as i32 - px(34)).max(px(40)) as u32;
    area.estimate_text_size(text, font)
        .map_or(true, |(w, _)| w <= room)
}

/// The height in pixels (at scale 1) the legend `labels` give `map` needs in a figure `width`
/// pixels wide, its colour bar at its least height, counted as drawn for the cells of
/// `window` ([`counted_legend`]), each line's width estimated generously (0.64 of its size a
/// character): a figure's height for print leaves room for it
/// (`nimseq plot --width-mm`, where a narrow figure's legend breaks its lines).
///
/// # Examples
/// ```
/// use nimseq_core::draw::*;
/// use nimseq_core::sweep::{sweep, SweepSpec};
/// let grid = sweep(&SweepSpec::new(2, 12, 1 << 16, nimseq_core::game::Rule::Normal)?);
/// let picture = Picture {
///     colouring: Colouring::Metric(Metric::Theory),
///     scale: Scale::Linear,
///     range: ColourRange::Slice,
///     axes: Axes::Ab,
///     slice: 0,
///     third: 0,
/// };
/// let map = Heatmap::from_grid(&grid, &picture);
/// let swatch = |label: &str| LegendItem::Swatch { paint: Paint::Fixed(AGREES), label: label.into() };
/// let labels = Labels { title: "t".into(), legend: vec![swatch("agrees with a closed form from the literature")] };
/// let whole = CellWindow::whole(map.size());
/// // Narrow, the line breaks: the legend is higher.
/// assert!(legend_height(&map, &labels, whole, 321) > legend_height(&map, &labels, whole, 1000));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn legend_height(map: &Heatmap, labels: &Labels, window: CellWindow, width: u32) -> u32 {
    let legend_width = f64::from(LEGEND_WIDTH.min(width / 3));
    let lines = |text: &str, size: f64, room: f64| {
        wrap(text, |t: &str| {
            t.chars().count() as f64 * 0.64 * size <= room.max(40.0)
        })
        .len() as f64
    };
    let mut y = 48.0;
    for item in counted_legend(map, window, &labels.legend) {
        match item {
            LegendItem::Gradient {
                quantity,
                low,
                high,
                log,
            } => {
                let room = legend_width - 12.0;
                if !quantity.is_empty() {
                    y += lines(&quantity, 13.0, room) * 17.0 + 3.0;
                }
                let mut words = lines(
                    &t!(
                        "draw-colour-range",
                        low = low.as_str(),
                        high = high.as_str()
                    ),
                    12.0,
                    room,
                );
                words += lines(&t!("draw-colour-whole-grid"), 12.0, room).max(lines(
                    &t!("draw-colour-sets-shown"),
                    12.0,
                    room,
                ));
                if log {
                    words += lines(&t!("draw-colour-log"), 12.0, room);
                }
                y += f64::from(BAR_LEAST) + 12.0 + words * 15.0 + 10.0;
            }
            LegendItem::Swatch { label, .. } => {
                y += (lines(&label, 13.0, legend_width - 34.0) - 1.0) * 16.0 + 22.0;
            }
        }
    }
    y.ceil() as u32
}

/// `text` in lines that each `fit`, broken at spaces, and a word wider than a line after its
/// hyphens (`contre-` / `exemple`); a word that still does not fit has a line of its own.
fn wrap(text: &str, fits: impl Fn(&str) -> bool) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if fits(&format!("{line} {word}")) => {
                line.push(' ');
                line.push_str(word);
            }
            _ if !fits(word) && word.contains('-') => {
                let mut piece = String::new();
                for part in word.split_inclusive('-') {
                    if !piece.is_empty() && !fits(&format!("{piece}{part}")) {
                        lines.push(std::mem::take(&mut piece));
                    }
                    piece.push_str(part);
                }
                lines.push(piece);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::colors::hex;
    use crate::draw::svg_text::{svg_texts, SvgText};

    #[test]
    fn a_long_word_breaks_after_its_hyphens() {
        let fits = |line: &str| line.chars().count() <= 10;
        assert_eq!(
            wrap("contre-exemple (1)", fits),
            ["contre-", "exemple", "(1)"]
        );
        assert_eq!(wrap("agrees (12)", fits), ["agrees", "(12)"]);
        assert_eq!(
            wrap("unbreakable-ish", |l: &str| l.len() <= 4),
            ["unbreakable-", "ish"]
        );
    }
    use crate::draw::heatmap::model::tests::{pairs, picture};
    use crate::draw::heatmap::{Axes, Metric, Picture, Scale};
    use crate::game::Rule;
    use crate::sweep::{sweep, SweepSpec};

    #[test]
    fn svg_drawing_has_cells_axes_and_legend() {
        let grid = sweep(&SweepSpec::new(2, 20, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Period, Scale::Log, Axes::Ab, 0));
        let labels = Labels {
            title: "a title".into(),
            legend: vec![
                LegendItem::Gradient {
                    quantity: "period".into(),
                    low: "1".into(),
                    high: "9".into(),
                    log: true,
                },
                LegendItem::Swatch {
                    paint: Paint::Pending,
                    label: "computing…".into(),
                },
            ],
        };
        let mut svg = String::new();
        let rect = {
            let root = SVGBackend::with_string(&mut svg, (700, 500)).into_drawing_area();
            let whole = CellWindow::whole(map.size());
            draw_heatmap(
                &root,
                &map,
                &labels,
                &Theme::DARK,
                CellMode::Rectangles,
                whole,
                1.0,
            )
            .unwrap()
        };
        assert!(rect.left > 0 && rect.right > rect.left && rect.bottom > rect.top);
        assert!(svg.contains("a title"));
        let lines: Vec<&str> = svg.lines().map(str::trim).collect();
        assert!(lines.contains(&"a") && lines.contains(&"b"), "axis names");
        assert!(svg.contains("colour: 1 … 9") && svg.contains("(log scale)"));
        assert!(svg.contains("over the whole grid"));
        // Every cell is computed: "computing…" names no cell and is left out.
        assert!(!svg.contains("computing…"));
        // 190 sets, drawn as merged runs: fewer rectangles than sets but at least one per row.
        let rects = svg.matches("<rect").count();
        assert!(rects > 19 && rects < 400, "{rects}");
        assert!(svg.to_lowercase().contains(&hex(viridis(1.0))));
        assert!(!svg.to_lowercase().contains(&hex(Theme::DARK.pending)));
    }

    #[test]
    fn legend_lines_are_wrapped_at_spaces_to_fit() {
        let fits = |t: &str| t.len() <= 10;
        assert_eq!(
            wrap("unresolved (cap 2^20)", fits),
            ["unresolved", "(cap 2^20)"]
        );
        assert_eq!(wrap("a + b (12)", fits), ["a + b (12)"]);
        assert_eq!(
            wrap("counterexample here", fits),
            ["counterexample", "here"]
        );
        assert_eq!(wrap("", fits), [""]);
    }

    #[test]
    fn a_narrow_legend_breaks_its_labels_into_lines() {
        // A cap of 16 values leaves sets unresolved, so their swatch is drawn.
        let grid = sweep(&SweepSpec::new(2, 20, 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Period, Scale::Log, Axes::Ab, 0));
        let label = "unresolved (cap 2^20)";
        let svg_at = |width: u32| {
            let legend = vec![LegendItem::Swatch {
                paint: Paint::Fixed(crate::draw::colors::UNRESOLVED),
                label: label.into(),
            }];
            drawn_at(&map, legend, (width, 300))
        };
        // A 390 px phone: the legend is a third of the width, too narrow for one line.
        let narrow = svg_at(360);
        assert!(!narrow.contains(label), "{narrow}");
        assert!(narrow.contains("unresolved") && narrow.contains("(cap 2^20)"));
        assert!(svg_at(900).contains(label));
    }

    /// The SVG of `map` with `legend`, 900 × 600.
    fn drawn(map: &Heatmap, legend: Vec<LegendItem>) -> String {
        drawn_at(map, legend, (900, 600))
    }

    /// The SVG of `map` with `legend`, `size` pixels.
    fn drawn_at(map: &Heatmap, legend: Vec<LegendItem>, size: (u32, u32)) -> String {
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
            let labels = Labels {
                title: "t".into(),
                legend,
            };
            let whole = CellWindow::whole(map.size());
            draw_heatmap(
                &root,
                map,
                &labels,
                &Theme::LIGHT,
                CellMode::Rectangles,
                whole,
                1.0,
            )
            .unwrap();
        }
        svg
    }

    #[test]
    fn legend_entries_are_drawn_only_for_what_occurs_with_counts() {
        use crate::draw::colors::UNRESOLVED;
        let unresolved = || LegendItem::Swatch {
            paint: Paint::Fixed(UNRESOLVED),
            label: "unresolved (cap 16)".into(),
        };
        // Every {a, b} with b <= 12 is certified within 2^16 values: no unresolved line.
        let all = Heatmap::from_grid(
            &pairs(12),
            &picture(Metric::Period, Scale::Linear, Axes::Ab, 0),
        );
        assert!(!all.classes().contains(&CellClass::Unresolved));
        assert!(!drawn(&all, vec![unresolved()]).contains("unresolved"));
        // With a cap of 16 values some are not: the line says how many, counted here.
        let grid = sweep(&SweepSpec::new(2, 20, 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Period, Scale::Linear, Axes::Ab, 0));
        let count = map
            .classes()
            .iter()
            .filter(|&&c| c == CellClass::Unresolved)
            .count();
        assert!(count > 0);
        let svg = drawn(&map, vec![unresolved()]);
        assert!(
            svg.contains(&format!("unresolved (cap 16): {count}")),
            "{svg}"
        );
        // A label with its count already keeps it; a colour no cell has is left out.
        let legend = counted_legend(
            &map,
            CellWindow::whole(map.size()),
            &[
                LegendItem::Swatch {
                    paint: Paint::Fixed(UNRESOLVED),
                    label: format!("unresolved ({count})"),
                },
                LegendItem::Swatch {
                    paint: Paint::Pending,
                    label: "computing…".into(),
                },
            ],
        );
        assert_eq!(
            legend,
            [LegendItem::Swatch {
                paint: Paint::Fixed(UNRESOLVED),
                label: format!("unresolved ({count})"),
            }]
        );
    }

    #[test]
    fn ties_between_sums_are_counted_as_ties_and_shown_in_the_legend() {
        use crate::theory::sums::{PeriodSums, SetSum};
        let grid = sweep(&SweepSpec::new(3, 30, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Sum, Scale::Auto, Axes::Ab, 30));
        let whole = CellWindow::whole(map.size());
        // Counted from the sets themselves: cells whose period equals several sums.
        let (mut ties, mut by_sum) = (0u64, vec![0u64; SetSum::for_size(3).len() + 1]);
        for y in 1..=map.size() {
            for x in 1..=map.size() {
                let (Some(set), CellClass::Category { index, several }) =
                    (map.set_at(x, y), map.class_at(x, y))
                else {
                    continue;
                };
                let period = grid.get(&set).unwrap().period;
                assert_eq!(
                    several,
                    PeriodSums::of(&set, period).is_several(),
                    "{set:?}"
                );
                if several {
                    ties += 1;
                    assert_eq!(map.paint(map.class_at(x, y)), Some(Paint::Fixed(TIE)));
                } else {
                    by_sum[usize::from(index)] += 1;
                }
            }
        }
        assert!(ties > 0);
        assert_eq!(map.slice_ties(), ties);
        assert_eq!(map.counts_in(whole), by_sum, "ties are in no single sum");
        let named: u64 = map.ties_in(whole).iter().map(|(_, n)| n).sum();
        assert_eq!(named, ties);
        assert!(map
            .ties_in(whole)
            .iter()
            .any(|(name, _)| name == "a + c = 2b"));
        let svg = drawn(&map, vec![]);
        for (name, n) in map.ties_in(whole) {
            assert!(svg.contains(&format!("tie: {name} ({n})")), "{name}");
        }
        // The grid's scan agrees: every computed cell in one sum or a tie.
        let cells = grid.spec().max;
        assert!(cells > 0);
        let total: u64 = map.grid_counts().iter().sum::<u64>() + map.grid_ties();
        assert_eq!(total, 30 * 29 * 28 / 6);
    }

    /// The colour bar is headed by the quantity it shows, above the bar's largest number.
    #[test]
    fn the_colour_bar_names_its_quantity() {
        let map = Heatmap::from_grid(
            &pairs(30),
            &picture(Metric::Preperiod, Scale::Linear, Axes::Ab, 0),
        );
        let (lo, hi) = map.range().unwrap();
        let gradient = LegendItem::Gradient {
            quantity: "preperiod".into(),
            low: lo.to_string(),
            high: hi.to_string(),
            log: false,
        };
        let texts = svg_texts(&drawn(&map, vec![gradient]));
        let at = |words: &str| texts.iter().find(|t| t.words == words).map(|t| t.y);
        let heading = at("preperiod").expect("the bar's heading");
        let top = at(&grouped(u64::from(hi))).expect("the bar's largest number");
        assert!(heading < top, "{heading} {top}");
    }

    /// A narrow figure (85 mm at 96 pixels an inch) keeps its text at its sizes: a long title
    /// in lines of at least 12 pixels, the legend's lines broken, the colour bar shortened to
    /// fit, and everything inside the figure when it is as high as [`legend_height`] says.
    #[test]
    fn a_narrow_figure_keeps_its_text_sizes_and_fits_its_legend() {
        let grid = sweep(&SweepSpec::new(3, 30, 1 << 16, Rule::Normal).unwrap());
        let sums = Heatmap::from_grid(&grid, &picture(Metric::Sum, Scale::Log, Axes::Ab, 30));
        let swatch = |i: u8, label: &str| LegendItem::Swatch {
            paint: Paint::Fixed(sums.category_color(i)),
            label: label.into(),
        };
        for (metric, legend) in [
            (
                Metric::Period,
                vec![LegendItem::Gradient {
                    quantity: "period / max S".into(),
                    low: "1".into(),
                    high: "99".into(),
                    log: true,
                }],
            ),
            (
                Metric::Sum,
                vec![swatch(0, "a + b"), swatch(1, "a + c"), swatch(2, "b + c")],
            ),
        ] {
            let map = Heatmap::from_grid(&grid, &picture(metric, Scale::Log, Axes::Ab, 30));
            let labels = Labels {
                title: "which sum the period is of {a, b, 30}, misère play".into(),
                legend,
            };
            let whole = CellWindow::whole(map.size());
            let width = 321;
            let legend = legend_height(&map, &labels, whole, width);
            // The legend (the sums' with its ties) is higher than the cells.
            assert!(legend > width * 2 / 3, "{legend}");
            let height = legend.max(width * 2 / 3);
            let mut svg = String::new();
            {
                let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
                draw_heatmap(
                    &root,
                    &map,
                    &labels,
                    &Theme::LIGHT,
                    CellMode::Rectangles,
                    whole,
                    1.0,
                )
                .unwrap();
            }
            let texts = svg_texts(&svg);
            let shown = |words: &str| texts.iter().any(|t| t.words.starts_with(words));
            assert!(shown("period / max S") || shown("b + c"), "{svg}");
            // SVG's font-size is plotters' size / 1.24: 12 pixels at least.
            for SvgText {
                words,
                y,
                font_size: size,
                ..
            } in &texts
            {
                assert!(*size >= 12.0 / 1.24 - 0.01, "{words}: {size}");
                assert!(*y < f64::from(height), "{words} at {y} of {height}");
            }
            // The title is in lines, its set kept whole.
            assert!(
                texts
                    .iter()
                    .any(|t| t.words.contains("{a,\u{a0}b,\u{a0}30}")),
                "{svg}"
            );
            assert!(!texts.iter().any(|t| t.words.contains(&labels.title)));
        }
    }

    #[test]
    fn the_colour_bar_has_five_to_eight_nice_ticks_and_says_its_range() {
        for (lo, hi, log) in [
            (1, 1394, true),
            (2, 1615, true),
            (0, 100, false),
            (3, 977, false),
            (12, 4000, true),
        ] {
            let ticks = colour_bar_ticks(lo, hi, log);
            assert!((5..=8).contains(&ticks.len()), "{lo} {hi} {log}: {ticks:?}");
            assert_eq!((ticks[0], *ticks.last().unwrap()), (lo, hi));
            assert!(ticks.windows(2).all(|w| w[0] < w[1]));
        }
        let grid = sweep(&SweepSpec::new(3, 24, 1 << 16, Rule::Normal).unwrap());
        let slice = |range| Picture {
            range,
            ..picture(Metric::Period, Scale::Linear, Axes::Ab, 20)
        };
        let gradient = || LegendItem::Gradient {
            quantity: "period".into(),
            low: "lo".into(),
            high: "hi".into(),
            log: false,
        };
        let map = Heatmap::from_grid(&grid, &slice(ColourRange::Grid));
        let svg = drawn(&map, vec![gradient()]);
        assert!(svg.contains("colour: lo … hi") && svg.contains("over the whole grid"));
        let (lo, hi) = map.range().unwrap();
        for v in colour_bar_ticks(lo, hi, false) {
            assert!(svg.contains(&grouped(u64::from(v))), "{v}");
        }
        let map = Heatmap::from_grid(&grid, &slice(ColourRange::Slice));
        assert!(drawn(&map, vec![gradient()]).contains("over the sets shown"));
    }

    #[test]
    fn hit_testing_maps_pixels_to_cells() {
        use crate::draw::CellWindow;
        let rect = PlotRect {
            left: 100,
            top: 50,
            right: 300,
            bottom: 250,
        };
        assert_eq!(
            rect.cell_in(CellWindow::whole(10), 100.0, 249.0),
            Some((1, 1))
        );
        assert_eq!(
            rect.cell_in(CellWindow::whole(10), 299.0, 50.0),
            Some((10, 10))
        );
        assert_eq!(
            rect.cell_in(CellWindow::whole(10), 130.0, 160.0),
            Some((2, 5))
        );
        assert_eq!(rect.cell_in(CellWindow::whole(10), 99.0, 160.0), None);
        // Zoomed on columns 11 ..= 20, rows 31 ..= 40 of a larger picture.
        let window = CellWindow {
            x0: 11,
            x1: 20,
            y0: 31,
            y1: 40,
        };
        assert_eq!(rect.cell_in(window, 100.0, 249.0), Some((11, 31)));
        assert_eq!(rect.cell_in(window, 130.0, 160.0), Some((12, 35)));
        let (left, top, w, h) = rect.cell_box_in(window, 12, 35);
        assert_eq!((left, top, w, h), (120.0, 150.0, 20.0, 20.0));
    }

    /// The legend's counts, ties and colour bar in German and French; a count the page wrote
    /// in the language's grouping is kept.
    #[test]
    fn the_legend_in_german_and_french() {
        use crate::words::{with_language, Lang};
        let grid = sweep(&SweepSpec::new(3, 30, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Sum, Scale::Auto, Axes::Ab, 30));
        let gradient = || LegendItem::Gradient {
            quantity: "period".into(),
            low: "lo".into(),
            high: "hi".into(),
            log: true,
        };
        for (lang, words) in [
            (
                Lang::De,
                [
                    "Gleichstand: a + c = 2b",
                    "Farbe: lo … hi",
                    "(logarithmische Skala)",
                ],
            ),
            (
                Lang::Fr,
                [
                    "égalité\u{202f}: a + c = 2b",
                    "couleur\u{202f}: lo … hi",
                    "(échelle logarithmique)",
                ],
            ),
        ] {
            let svg = with_language(lang, || drawn(&map, vec![gradient()]));
            for w in words {
                assert!(svg.contains(w), "{w}: {svg}");
            }
            assert!(!svg.contains("tie:") && !svg.contains("colour"), "{svg}");
        }
        assert!(with_language(Lang::De, || has_count("ungeklärt (1.024)")));
        assert!(with_language(Lang::Fr, || has_count(
            "non résolu (1\u{202f}024)"
        )));
        assert!(has_count("unresolved (1,024)") && !has_count("unresolved (cap 2^20)"));
    }
}
