//! The overview with axes on any plotters backend.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::draw::colors::Theme;
use crate::draw::overview::columns::{Column, Window};
use crate::draw::overview::model::Overview;
use crate::draw::{DrawError, PlotRect};

/// How the values are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OverviewMode {
    /// As rectangles, one per value or band of a column: for SVG.
    Shapes,
    /// Not at all: the caller blits [`Overview::rgba`] into the returned plot rectangle.
    Skip,
}

/// Draws `overview` in `window` with axes and `caption` on any plotters backend, and returns
/// where the values are (for blitting and for mapping the pointer back to `n`). Text and
/// margins are `scale` times their size (the device pixel ratio of a canvas).
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
    root.fill(&theme.background).map_err(DrawError::from)?;
    let top = f64::from(overview.max_value()) + 1.0;
    let px = |size: f64| (size * scale.clamp(0.5, 8.0)).round() as u32;
    let font = |size: f64| {
        ("sans-serif", px(size))
            .into_font()
            .color(&theme.foreground)
    };
    let mut chart = ChartBuilder::on(root)
        .margin(px(8.0))
        // Room for half the last label of the n axis (up to seven digits), centred on the
        // plot's right end: with the margin alone a phone cut "400000" to "40000".
        .margin_right(px(26.0))
        .caption(caption, font(14.0))
        .x_label_area_size(px(32.0))
        .y_label_area_size(px(44.0))
        .build_cartesian_2d(window.from..window.to, 0.0..top)
        .map_err(DrawError::from)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("n")
        .y_desc("G(n)")
        .x_labels(8)
        .y_labels(6)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
        .axis_style(theme.foreground)
        .label_style(font(12.0))
        .axis_desc_style(font(13.0))
        .draw()
        .map_err(DrawError::from)?;
    let (xs, ys) = chart.plotting_area().get_pixel_range();
    let width = (xs.end - xs.start).max(1) as u32;
    if mode == OverviewMode::Shapes {
        let mut rects = Vec::new();
        for c in 0..width {
            let x0 = window.position(f64::from(c), f64::from(width));
            let x1 = window.position(f64::from(c + 1), f64::from(width));
            let bar = |lo: f64, hi: f64, color: RGBColor| {
                Rectangle::new([(x0, lo), (x1, hi)], color.filled())
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
                        rects.push(bar(v, v + 1.0, color));
                    }
                }
                Column::Band(s) => {
                    rects.push(bar(f64::from(s.min), f64::from(s.max) + 1.0, theme.pending));
                    if s.zeros > 0 {
                        rects.push(bar(0.0, 1.0, theme.accent));
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
                PathElement::new(vec![(n as f64, 0.0), (n as f64, top)], style)
            }))
            .map_err(DrawError::from)?;
    }
    Ok(PlotRect {
        left: xs.start,
        top: ys.start,
        right: xs.end,
        bottom: ys.end,
    })
}
