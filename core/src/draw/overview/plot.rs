//! The overview with axes on any plotters backend.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::draw::colors::Theme;
use crate::draw::overview::columns::{Column, Window};
use crate::draw::overview::model::Overview;
use crate::draw::{DrawError, PlotRect, FONT};
use crate::words::t;

/// How the values are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OverviewMode {
    /// As rectangles, one per value or band of a column: for SVG.
    Shapes,
    /// Not at all: the caller blits [`Overview::rgba`] into the returned plot rectangle.
    Skip,
}

/// The values labelled on the `G(n)` axis of values `0 ..= max`: `0`, then every multiple of
/// a nice step (1, 2, 5, 10, 20, 50, …) up to `max`, at most `most` of them, never a tick
/// past `max` (value `v` is drawn from `v − ½` to `v + ½`, its tick at `v`).
///
/// # Examples
/// ```
/// use nimseq_core::draw::value_ticks;
/// assert_eq!(value_ticks(4, 6), [0, 1, 2, 3, 4]);
/// assert_eq!(value_ticks(300, 6), [0, 100, 200, 300]);
/// assert_eq!(value_ticks(0, 6), [0]);
/// ```
pub fn value_ticks(max: u32, most: usize) -> Vec<u32> {
    let most = most.max(2) as u64;
    let mut step = 1u64;
    let mut k = 0;
    while u64::from(max) / step + 1 > most {
        step = [1, 2, 5][(k + 1) % 3] * 10u64.pow(((k + 1) / 3) as u32);
        k += 1;
    }
    (0..=u64::from(max))
        .step_by(step as usize)
        .map(|v| v as u32)
        .collect()
}

/// Draws `overview` in `window` with axes and `caption` on any plotters backend, and returns
/// where the values are (for blitting and for mapping the pointer back to `n`). Text and
/// margins are `scale` times their size (the device pixel ratio of a canvas). Value `v`
/// covers `v − ½ … v + ½` of the `G(n)` axis, its tick at its middle.
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq_core::draw::*;
/// let mut o = Overview::new();
/// o.push(&[0, 1, 2, 0, 1, 2, 0, 1, 2]);
/// o.set_period(Some((0, 3)));
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, (600, 200)).into_drawing_area();
///     let window = Window { from: 0.0, to: 9.0 };
///     draw_overview(&root, &o, window, "sub:1,2", &Theme::LIGHT, OverviewMode::Shapes, 1.0).unwrap();
/// }
/// assert!(svg.contains("G(n)") && svg.contains("<rect"));
/// ```
pub fn draw_overview<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    overview: &Overview,
    window: Window,
    caption: &str,
    theme: &Theme,
    mode: OverviewMode,
    scale: f64,
) -> Result<PlotRect, DrawError> {
    draw(root, overview, window, caption, theme, mode, scale, false)
}

/// As [`draw_overview`], as a figure for print: besides the axes, the preperiod's and the
/// period's markers labelled (`preperiod 12, period 4`), a legend naming every colour drawn,
/// and a line saying which positions are shown and, where a pixel column holds several, that
/// each column shows the least to the largest of its values.
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq_core::draw::*;
/// let mut o = Overview::new();
/// o.push(&[0, 1, 2, 0, 1, 2, 0, 1, 2]);
/// o.set_period(Some((0, 3)));
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, (600, 260)).into_drawing_area();
///     let window = Window { from: 0.0, to: 9.0 };
///     draw_overview_figure(&root, &o, window, "sub:1,2", &Theme::LIGHT, OverviewMode::Shapes, 1.0).unwrap();
/// }
/// assert!(svg.contains("preperiod 0, period 3") && svg.contains("G(n) = 0 (P-position)"));
/// ```
pub fn draw_overview_figure<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    overview: &Overview,
    window: Window,
    caption: &str,
    theme: &Theme,
    mode: OverviewMode,
    scale: f64,
) -> Result<PlotRect, DrawError> {
    draw(root, overview, window, caption, theme, mode, scale, true)
}

/// Height of the figure's legend and note under the axes, at scale 1, unless they take more
/// ([`figure_legend_height`]: a narrow figure breaks their lines).
pub const FIGURE_LEGEND: u32 = 64;

/// The pixels (at scale 1) left and right of the plot: the margin, the room on the right for
/// half the n axis's last label, and the G(n) axis's labels.
const PLOT_SIDES: f64 = 8.0 + 26.0 + 44.0;

/// The height in pixels (at scale 1) of the legend and note of a figure of `overview` showing
/// `window`, `width` pixels wide: at least [`FIGURE_LEGEND`], more where its lines break (each
/// line's width estimated generously, 0.64 of its size a character), whichever way the values
/// are drawn.
///
/// # Examples
/// ```
/// use nimseq_core::draw::{figure_legend_height, Overview, Window, OVERVIEW_LEGEND};
/// let mut o = Overview::new();
/// o.push(&(0..100_000).map(|n| (n % 7) as u16).collect::<Vec<_>>());
/// let window = Window { from: 0.0, to: 100_000.0 };
/// assert_eq!(figure_legend_height(&o, window, 1200), OVERVIEW_LEGEND);
/// assert!(figure_legend_height(&o, window, 321) > OVERVIEW_LEGEND);
/// ```
pub fn figure_legend_height(overview: &Overview, window: Window, width: u32) -> u32 {
    let plot = (f64::from(width) - PLOT_SIDES).max(1.0) as u32;
    let shown = shown(overview, window, plot);
    let measure = |text: &str| (text.chars().count() as f64 * 0.64 * 12.0).ceil() as i32;
    [OverviewMode::Shapes, OverviewMode::Skip]
        .into_iter()
        .map(|mode| {
            let (items, note) = legend_words(overview, window, plot, shown, &Theme::LIGHT, mode);
            let words: Vec<&str> = items.iter().map(|(_, w)| w.as_str()).collect();
            layout(&words, &note, width as i32, 1.0, measure).height as u32
        })
        .max()
        .unwrap_or(0)
        .max(FIGURE_LEGEND)
}

/// What the columns of a plot `width` pixels wide show of `overview` in `window`.
fn shown(overview: &Overview, window: Window, width: u32) -> Shown {
    let mut shown = Shown {
        banded: false,
        zeros: false,
        others: false,
        periodic: overview
            .period()
            .is_some_and(|(e, _)| (e as f64) < window.to.min(overview.len() as f64)),
    };
    for c in 0..width {
        match overview.column(window, c, width) {
            Column::Empty => {}
            Column::Values { counts, .. } => {
                shown.zeros |= counts.iter().any(|&(v, _)| v == 0);
                shown.others |= counts.iter().any(|&(v, _)| v > 0);
            }
            Column::Band(s) => {
                shown.banded = true;
                shown.zeros |= s.zeros > 0;
                shown.others |= s.max > 0;
            }
        }
    }
    shown
}

#[allow(clippy::too_many_arguments)]
fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    overview: &Overview,
    window: Window,
    caption: &str,
    theme: &Theme,
    mode: OverviewMode,
    scale: f64,
    figure: bool,
) -> Result<PlotRect, DrawError> {
    root.fill(&theme.background).map_err(DrawError::from)?;
    let max = u32::from(overview.max_value());
    let top = f64::from(max) + 0.5;
    let px = |size: f64| (size * scale.clamp(0.5, 8.0)).round() as u32;
    let font = |size: f64| (FONT, px(size)).into_font().color(&theme.foreground);
    let (root_width, height) = root.dim_in_pixel();
    // The plot's width, known before it is drawn: what the legend says depends on it.
    let plot_width = root_width.saturating_sub(px(PLOT_SIDES)).max(1);
    let shown = shown(overview, window, plot_width);
    let (chart_area, legend_area) = if figure {
        // The legend as high as its lines need, FIGURE_LEGEND at least.
        let (items, note) = legend_words(overview, window, plot_width, shown, theme, mode);
        let words: Vec<&str> = items.iter().map(|(_, w)| w.as_str()).collect();
        let style = (FONT, px(12.0)).into_font().color(&theme.foreground);
        let measure = |text: &str| {
            root.estimate_text_size(text, &style)
                .map_or(0, |(w, _)| w as i32)
        };
        let laid = layout(&words, &note, root_width as i32, scale, measure);
        let legend = (laid.height.max(0) as u32).max(px(f64::from(FIGURE_LEGEND)));
        let (a, b) = root.split_vertically(height.saturating_sub(legend));
        (a, Some((b, items, laid)))
    } else {
        (root.clone(), None)
    };
    let mut builder = ChartBuilder::on(&chart_area);
    builder
        .margin(px(8.0))
        // Room for half the last label of the n axis (up to seven digits), centred on the
        // plot's right end: with the margin alone a phone cut "400000" to "40000".
        .margin_right(px(26.0))
        .x_label_area_size(px(32.0))
        .y_label_area_size(px(44.0));
    if figure {
        // The caption, then a line for the markers' labels above the plot.
        builder.margin_top(px(8.0 + 18.0 + 18.0));
    } else {
        builder.caption(caption, font(14.0));
    }
    let mut chart = builder
        .build_cartesian_2d(window.from..window.to, -0.5..top)
        .map_err(DrawError::from)?;
    if figure {
        let (w, _) = chart_area.dim_in_pixel();
        chart_area
            .draw(&Text::new(
                caption,
                (w as i32 / 2, px(8.0) as i32),
                font(14.0).pos(Pos::new(HPos::Center, VPos::Top)),
            ))
            .map_err(DrawError::from)?;
    }
    // As many labels on the n axis as fit side by side (eight at most): a figure at a printed
    // column's width ran "100000200000300000" together.
    let widest = root
        .estimate_text_size(&format!("{:.0}", window.to), &font(12.0))
        .map_or(px(50.0), |(w, _)| w);
    let x_labels = (plot_width / (widest + px(16.0)).max(1)).clamp(2, 8) as usize;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("n")
        .y_desc("G(n)")
        .x_labels(x_labels)
        // The values' ticks are drawn below, at the values themselves.
        .y_labels(0)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .axis_style(theme.foreground)
        .label_style(font(12.0))
        .axis_desc_style(font(13.0))
        .draw()
        .map_err(DrawError::from)?;
    let tick_font = font(12.0).pos(Pos::new(HPos::Right, VPos::Center));
    for v in value_ticks(max, 6) {
        let (x, y) = chart.backend_coord(&(window.from, f64::from(v)));
        root.draw(&PathElement::new(
            vec![(x - px(5.0) as i32, y), (x, y)],
            theme.foreground.stroke_width(px(1.0).max(1)),
        ))
        .map_err(DrawError::from)?;
        root.draw(&Text::new(
            v.to_string(),
            (x - px(7.0) as i32, y),
            tick_font.clone(),
        ))
        .map_err(DrawError::from)?;
    }
    let (xs, ys) = chart.plotting_area().get_pixel_range();
    let width = (xs.end - xs.start).max(1) as u32;
    let periodic_from = overview
        .period()
        .map(|(e, _)| e as f64)
        .filter(|&e| e < window.to.min(overview.len() as f64));
    if mode == OverviewMode::Shapes {
        // The periodic part tinted, as on the page's canvas.
        if let Some(e) = periodic_from {
            let end = window.to.min(overview.len() as f64);
            let start = e.max(window.from);
            chart
                .draw_series(std::iter::once(Rectangle::new(
                    [(start, -0.5), (end, top)],
                    theme.pending.mix(0.45).filled(),
                )))
                .map_err(DrawError::from)?;
        }
        let mut rects = Vec::new();
        for c in 0..width {
            let x0 = window.position(f64::from(c), f64::from(width));
            let x1 = window.position(f64::from(c + 1), f64::from(width));
            let bar = |lo: f64, hi: f64, color: RGBAColor| {
                Rectangle::new([(x0, lo - 0.5), (x1, hi + 0.5)], color.filled())
            };
            match overview.column(window, c, width) {
                Column::Empty => {}
                Column::Values { counts, .. } => {
                    for (v, _) in counts {
                        let color = if v == 0 {
                            theme.accent
                        } else {
                            theme.foreground
                        };
                        let v = f64::from(v);
                        rects.push(bar(v, v, color.to_rgba()));
                    }
                }
                Column::Band(s) => {
                    // The column's range, least to largest, as a line across its values.
                    rects.push(bar(
                        f64::from(s.min),
                        f64::from(s.max),
                        theme.foreground.mix(0.3),
                    ));
                    if s.zeros > 0 {
                        rects.push(bar(0.0, 0.0, theme.accent.to_rgba()));
                    }
                }
            }
        }
        chart.draw_series(rects).map_err(DrawError::from)?;
        let marks = overview.marks(window, width);
        chart
            .draw_series(marks.into_iter().map(|(n, strong)| {
                let style = if strong {
                    theme.accent.stroke_width(2)
                } else {
                    theme.accent.mix(0.5).stroke_width(1)
                };
                PathElement::new(vec![(n as f64, -0.5), (n as f64, top)], style)
            }))
            .map_err(DrawError::from)?;
    }
    let rect = PlotRect {
        left: xs.start,
        top: ys.start,
        right: xs.end,
        bottom: ys.end,
    };
    if let Some((area, items, laid)) = legend_area {
        label_marks(root, overview, window, rect, theme, scale)?;
        legend(&area, &items, &laid, theme, scale)?;
    }
    Ok(rect)
}

/// What a figure draws, for its legend.
#[derive(Debug, Clone, Copy)]
struct Shown {
    /// Some pixel column holds more values than it shows one by one.
    banded: bool,
    /// Some value 0 is drawn.
    zeros: bool,
    /// Some other value is drawn.
    others: bool,
    /// The periodic part is tinted.
    periodic: bool,
}

/// The words beside the preperiod's marker, above the plot: `preperiod 12, period 4`, at the
/// marker when it is in the window, else at the plot's left end.
fn label_marks<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    overview: &Overview,
    window: Window,
    rect: PlotRect,
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    let Some((e, p)) = overview.period() else {
        return Ok(());
    };
    let px = |size: f64| (size * scale.clamp(0.5, 8.0)).round() as i32;
    let text = t!("draw-overview-period", preperiod = e, period = p);
    let inside = (e as f64) >= window.from && (e as f64) < window.to;
    let span = f64::from((rect.right - rect.left).max(1));
    let x = if inside {
        rect.left + ((e as f64 - window.from) / (window.to - window.from) * span) as i32
    } else {
        rect.left
    };
    let style = (FONT, px(12.0) as u32).into_font().color(&theme.accent);
    let (w, _) = root
        .estimate_text_size(&text, &style)
        .map_err(DrawError::from)?;
    // Right of the marker, or left of it when the words would run past the plot; when neither
    // fits (a narrow figure), as far right as the figure lets them start.
    let w = w as i32;
    let (anchor, at) = if x + px(4.0) + w <= rect.right + px(20.0) {
        (HPos::Left, x + px(4.0))
    } else if x - px(4.0) - w >= 0 {
        (HPos::Right, x - px(4.0))
    } else {
        let figure_width = root.dim_in_pixel().0 as i32;
        (HPos::Left, (x + px(4.0)).min(figure_width - w).max(0))
    };
    let style = style.pos(Pos::new(anchor, VPos::Bottom));
    root.draw(&Text::new(text, (at, rect.top - px(3.0)), style))
        .map_err(DrawError::from)?;
    // The marker reaches up to its words.
    if inside {
        root.draw(&PathElement::new(
            vec![(x, rect.top - px(14.0)), (x, rect.top)],
            theme.accent.stroke_width(px(1.0).max(1) as u32),
        ))
        .map_err(DrawError::from)?;
    }
    Ok(())
}

/// The figure's legend, every colour drawn with what it means, and the note under it: which
/// positions are shown and how many values a pixel column (of a plot `width` wide) holds.
fn legend_words(
    overview: &Overview,
    window: Window,
    width: u32,
    shown: Shown,
    theme: &Theme,
    mode: OverviewMode,
) -> (Vec<(RGBAColor, String)>, String) {
    let mut items: Vec<(RGBAColor, String)> = Vec::new();
    if shown.zeros {
        items.push((theme.accent.to_rgba(), t!("draw-overview-zero")));
    }
    if shown.others && !shown.banded {
        items.push((theme.foreground.to_rgba(), "G(n) > 0".into()));
    }
    if shown.banded {
        match mode {
            OverviewMode::Shapes => {
                items.push((theme.foreground.mix(0.3), t!("draw-overview-column-range")))
            }
            OverviewMode::Skip => {
                items.push((theme.foreground.to_rgba(), t!("draw-overview-darker")));
                items.push((theme.foreground.mix(0.12), t!("draw-overview-column-range")));
            }
        }
    }
    if shown.periodic {
        items.push((theme.pending.mix(0.45), t!("draw-overview-periodic")));
    }
    let last = (window.to.min(overview.len() as f64) - 1.0).max(window.from);
    let first = window.from.max(0.0);
    let count = (last - first + 1.0).max(0.0) as u64;
    let mut note = t!(
        "draw-overview-shown",
        first = first as u64,
        last = last as u64,
        count = count
    );
    if shown.banded {
        let per = ((window.to - window.from) / f64::from(width.max(1))).ceil() as u64;
        note.push(' ');
        note.push_str(&t!("draw-overview-per-column", count = per));
    }
    (items, note)
}

/// Where the legend's entries and the note's lines go in an area `width` pixels wide.
#[derive(Debug, Clone, PartialEq)]
struct LegendLayout {
    /// Each entry's swatch's left edge and middle.
    entries: Vec<(i32, i32)>,
    /// The note's lines and the middle of each.
    lines: Vec<(String, i32)>,
    /// The note's left edge.
    left: i32,
    /// The height the legend takes.
    height: i32,
}

/// The legend of entries `words` and the note `note` laid out in an area `width` pixels wide
/// at `scale`, `measure(text)` giving a text's width: the entries in rows, a row broken where
/// the next would pass the right edge, then the note in lines broken between words.
fn layout(
    words: &[&str],
    note: &str,
    width: i32,
    scale: f64,
    measure: impl Fn(&str) -> i32,
) -> LegendLayout {
    let px = |size: f64| (size * scale.clamp(0.5, 8.0)).round() as i32;
    let room = width - px(8.0);
    let left = px(52.0).min(room / 4);
    let line = px(15.0);
    let mut y = px(10.0);
    let mut x = left;
    let mut entries = Vec::new();
    for w in words {
        let wide = px(14.0) + measure(w);
        if x > left && x + wide > room {
            x = left;
            y += line;
        }
        entries.push((x, y));
        x += wide + px(14.0);
    }
    // The note in lines that fit, broken between words.
    let mut texts: Vec<String> = Vec::new();
    for word in note.split(' ') {
        match texts.last_mut() {
            Some(l) if left + measure(&format!("{l} {word}")) <= room => {
                l.push(' ');
                l.push_str(word);
            }
            _ => texts.push(word.to_string()),
        }
    }
    let lines: Vec<(String, i32)> = texts
        .into_iter()
        .map(|text| {
            y += line;
            (text, y)
        })
        .collect();
    LegendLayout {
        entries,
        lines,
        left,
        height: y + px(10.0),
    }
}

/// Draws the figure's legend `items` and note as `laid` out.
fn legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    items: &[(RGBAColor, String)],
    laid: &LegendLayout,
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    let px = |size: f64| (size * scale.clamp(0.5, 8.0)).round() as i32;
    // 12 pixels, as the axes' numbers: 9 pt in print (`nimseq plot --width-mm`).
    let font = (FONT, px(12.0) as u32)
        .into_font()
        .color(&theme.foreground)
        .pos(Pos::new(HPos::Left, VPos::Center));
    for ((colour, words), &(x, y)) in items.iter().zip(&laid.entries) {
        let square = [(x, y - px(5.0)), (x + px(10.0), y + px(5.0))];
        area.draw(&Rectangle::new(square, colour.filled()))
            .map_err(DrawError::from)?;
        area.draw(&Rectangle::new(
            square,
            theme.foreground.mix(0.5).stroke_width(1),
        ))
        .map_err(DrawError::from)?;
        area.draw(&Text::new(words.as_str(), (x + px(14.0), y), font.clone()))
            .map_err(DrawError::from)?;
    }
    for (text, y) in &laid.lines {
        area.draw(&Text::new(text.as_str(), (laid.left, *y), font.clone()))
            .map_err(DrawError::from)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::svg_text::svg_texts;

    /// The overview of `values` (period `period`) as an SVG figure, and where its plot is.
    fn figure(values: &[u16], period: Option<(u64, u64)>, window: Window) -> (String, PlotRect) {
        let mut o = Overview::new();
        o.push(values);
        o.set_period(period);
        let mut svg = String::new();
        let rect = {
            let root = SVGBackend::with_string(&mut svg, (900, 300)).into_drawing_area();
            draw_overview_figure(
                &root,
                &o,
                window,
                "t",
                &Theme::LIGHT,
                OverviewMode::Shapes,
                1.0,
            )
            .unwrap()
        };
        (svg, rect)
    }

    /// The texts of an SVG document with the `y` they are drawn at.
    fn texts(svg: &str) -> Vec<(String, f64)> {
        svg_texts(svg).into_iter().map(|t| (t.words, t.y)).collect()
    }

    #[test]
    fn each_value_is_centred_on_its_tick_and_no_tick_passes_the_largest() {
        // Largest value 4, as sub:4,42,63,67.
        let values: Vec<u16> = (0..40).map(|n| (n % 5) as u16).collect();
        let window = Window {
            from: 0.0,
            to: 40.0,
        };
        let (svg, rect) = figure(&values, Some((0, 5)), window);
        let ticks: Vec<(String, f64)> = texts(&svg)
            .into_iter()
            .filter(|(w, _)| w.len() == 1 && w.chars().all(|c| c.is_ascii_digit()))
            .collect();
        let labels: Vec<&str> = ticks.iter().map(|(w, _)| w.as_str()).collect();
        // The n axis has "0" too; the value axis 0 ..= 4 and no 5.
        for v in ["1", "2", "3", "4"] {
            assert!(labels.contains(&v), "{labels:?}");
        }
        assert!(!labels.contains(&"5"), "{labels:?}");
        // Value v spans v − ½ … v + ½: its tick lies in the middle of its row of the plot.
        let row = f64::from(rect.bottom - rect.top) / 5.0;
        for (w, y) in &ticks {
            let v: f64 = w.parse().unwrap();
            if v == 0.0 && *y > f64::from(rect.bottom) {
                continue; // the n axis's 0
            }
            let middle = f64::from(rect.bottom) - (v + 0.5) * row;
            assert!((y - middle).abs() <= 2.0, "{w} at {y}, middle {middle}");
        }
        assert_eq!(value_ticks(4, 6), [0, 1, 2, 3, 4]);
        assert_eq!(value_ticks(7, 6), [0, 2, 4, 6]);
        assert_eq!(value_ticks(1394, 6), [0, 500, 1000]);
    }

    #[test]
    fn the_markers_are_labelled_and_every_colour_is_in_the_legend() {
        let values: Vec<u16> = (0..60)
            .map(|n| if n < 12 { 3 } else { (n % 4) as u16 })
            .collect();
        let window = Window {
            from: 0.0,
            to: 60.0,
        };
        let (svg, _) = figure(&values, Some((12, 4)), window);
        assert!(svg.contains("preperiod 12, period 4"), "{svg}");
        // (SVG writes ">" as "&gt;".)
        for words in [
            "G(n) = 0 (P-position)",
            "G(n) &gt; 0",
            "periodic part",
            "Shown: n = 0 … 59 (60 values).",
        ] {
            assert!(svg.contains(words), "{words}");
        }
        let accent = crate::draw::colors::hex(Theme::LIGHT.accent);
        assert!(svg.to_lowercase().contains(&accent));
        // No period: no markers' words; no zero: no P-position in the legend.
        let (svg, _) = figure(&[1, 2, 1, 2], None, Window { from: 0.0, to: 4.0 });
        assert!(!svg.contains("preperiod") && !svg.contains("P-position"));
        assert!(!svg.contains("periodic part"));
    }

    #[test]
    fn a_long_sequence_is_binned_and_the_figure_says_so() {
        let values: Vec<u16> = (0..200_000u32).map(|n| ((n * 7919) % 37) as u16).collect();
        let window = Window {
            from: 0.0,
            to: 200_000.0,
        };
        let (svg, _) = figure(&values, None, window);
        assert!(svg.contains("least … largest G(n) of a column"));
        assert!(svg.contains("Shown: n = 0 … 199,999 (200,000 values)."));
        assert!(svg.contains("the least … largest G(n) of about"));
    }

    #[test]
    fn svg_names_the_font_the_png_is_drawn_in() {
        let (svg, _) = figure(&[0, 1], None, Window { from: 0.0, to: 2.0 });
        assert!(svg.contains(r#"font-family="DejaVu Sans, sans-serif""#));
        assert!(!svg.contains(r#"font-family="sans-serif""#));
    }

    /// A narrow figure (85 mm at 96 pixels an inch) of a long sequence breaks its legend and
    /// note into more lines than [`FIGURE_LEGEND`] holds: [`figure_legend_height`] leaves room
    /// for them, every text inside the figure, none of them below 12 pixels.
    #[test]
    fn a_narrow_figure_has_room_for_its_legend() {
        let mut o = Overview::new();
        o.push(
            &(0..50_000u32)
                .map(|n| ((n * 7919) % 13) as u16)
                .collect::<Vec<_>>(),
        );
        let window = Window {
            from: 0.0,
            to: 50_000.0,
        };
        let width = 321;
        let legend = figure_legend_height(&o, window, width);
        assert!(legend > FIGURE_LEGEND, "{legend}");
        assert_eq!(figure_legend_height(&o, window, 1200), FIGURE_LEGEND);
        let height = 200 + legend;
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
            draw_overview_figure(
                &root,
                &o,
                window,
                "t",
                &Theme::LIGHT,
                OverviewMode::Shapes,
                1.0,
            )
            .unwrap();
        }
        let note = t!("draw-overview-per-column", count = 196);
        let last = note.split(' ').next_back().unwrap();
        let mut found = false;
        for t in svg_texts(&svg) {
            assert!(t.y < f64::from(height), "{}", t.words);
            assert!(t.font_size >= 12.0 / 1.24 - 0.01, "{}", t.words);
            found |= t.words.ends_with(last);
        }
        assert!(found, "the note's last word is drawn: {svg}");
    }

    /// At a printed column's width the n axis's labels do not run together, and the marker's
    /// words stay inside the figure even where they fit on neither side of the marker.
    #[test]
    fn a_narrow_figure_keeps_its_labels_apart_and_inside() {
        let mut o = Overview::new();
        o.push(
            &(0..509_622u32)
                .map(|n| ((n * 7919) % 23) as u16)
                .collect::<Vec<_>>(),
        );
        o.set_period(Some((105_351, 149_459)));
        let window = Window {
            from: 0.0,
            to: 509_622.0,
        };
        let width = 321;
        let height = 200 + figure_legend_height(&o, window, width);
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
            draw_overview_figure(
                &root,
                &o,
                window,
                "t",
                &Theme::LIGHT,
                OverviewMode::Shapes,
                1.0,
            )
            .unwrap();
        }
        let mut axis = Vec::new();
        let mut marker = None;
        for t in svg_texts(&svg) {
            if t.words.len() >= 6 && t.words.chars().all(|c| c.is_ascii_digit()) {
                axis.push(t.x);
            }
            if t.words.starts_with("preperiod") {
                marker = Some((t.x, t.anchored_end));
            }
        }
        assert!((1..=4).contains(&axis.len()), "{axis:?}");
        for pair in axis.windows(2) {
            // Six digits at 12 px are about 42 px wide, centred on their ticks.
            assert!(pair[1] - pair[0] > 50.0, "{axis:?}");
        }
        let (x, right_anchored) = marker.expect("the marker's words are drawn");
        assert!(
            !right_anchored && x >= 0.0,
            "the words start inside the figure: {x}"
        );
        // "preperiod 105,351, period 149,459" at 12 px: about 230 px, within the 321 px.
        assert!(x + 200.0 <= f64::from(width), "{x}");
    }

    /// The marker's words, the legend and the note in German and French.
    #[test]
    fn the_words_in_german_and_french() {
        use crate::words::{with_language, Lang};
        let values: Vec<u16> = (0..60)
            .map(|n| if n < 12 { 3 } else { (n % 4) as u16 })
            .collect();
        let window = Window {
            from: 0.0,
            to: 60.0,
        };
        for (lang, words) in [
            (
                Lang::De,
                [
                    "Vorperiode 12, Periode 4",
                    "G(n) = 0 (P-Position)",
                    "periodischer Teil",
                    "Gezeigt: n = 0 … 59 (60 Werte).",
                ],
            ),
            (
                Lang::Fr,
                [
                    "prépériode 12, période 4",
                    "G(n) = 0 (position P)",
                    "partie périodique",
                    "Affiché\u{202f}: n = 0 … 59 (60 valeurs).",
                ],
            ),
        ] {
            let (svg, _) = with_language(lang, || figure(&values, Some((12, 4)), window));
            for w in words {
                assert!(svg.contains(w), "{w}: {svg}");
            }
            assert!(!svg.contains("Shown") && !svg.contains("periodic part"));
        }
        // Many values a column: the note says how many, grouped as the language groups.
        let many: Vec<u16> = (0..100_000).map(|n| (n % 7) as u16).collect();
        let window = Window {
            from: 0.0,
            to: 100_000.0,
        };
        let (svg, _) = with_language(Lang::De, || figure(&many, None, window));
        assert!(svg.contains("n = 0 … 99.999 (100.000 Werte)"), "{svg}");
        assert!(svg.contains("Jede Pixelspalte"), "{svg}");
    }
}
