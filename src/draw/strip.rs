//! The nim-sequence as a coloured strip: one cell per heap size, P-positions in the theme's
//! P colour, the preperiod and each period marked.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::draw::colors::{value_color, Theme};
use crate::draw::{DrawError, PlotRect};
use crate::game::Nimber;

/// What the strip shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strip<'a> {
    /// `G(0), G(1), ...` as far as drawn.
    pub values: &'a [Nimber],
    /// The certified preperiod and period, if any.
    pub period: Option<(u64, u64)>,
    /// The caption.
    pub caption: String,
}

/// The colour of nim-value `v` in a strip.
pub fn strip_color(v: Nimber, theme: &Theme) -> RGBColor {
    if v == 0 {
        theme.p_position
    } else {
        value_color(u32::from(v))
    }
}

/// Draws `strip` on any plotters backend and returns where the cells are.
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq::draw::{colors::Theme, strip::{draw_strip, Strip}};
/// let values = [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1];
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, (800, 160)).into_drawing_area();
///     let strip = Strip { values: &values, period: Some((8, 3)), caption: "sub:2,4,7".into() };
///     draw_strip(&root, &strip, &Theme::LIGHT).unwrap();
/// }
/// assert!(svg.contains("preperiod 8"));
/// ```
pub fn draw_strip<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    strip: &Strip<'_>,
    theme: &Theme,
) -> Result<PlotRect, DrawError> {
    root.fill(&theme.background).map_err(DrawError::from)?;
    let len = strip.values.len().max(1) as f64;
    let font = |size: u32| ("sans-serif", size).into_font().color(&theme.foreground);
    let mut chart = ChartBuilder::on(root)
        .margin(8)
        .caption(&strip.caption, font(15))
        .x_label_area_size(30)
        .build_cartesian_2d(0.0..len, 0.0..1.6)
        .map_err(DrawError::from)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .disable_y_axis()
        .x_desc("n")
        .x_labels(12)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .axis_style(theme.foreground)
        .label_style(font(12))
        .draw()
        .map_err(DrawError::from)?;
    let cells = strip.values.iter().enumerate().map(|(n, &v)| {
        let x = n as f64;
        Rectangle::new([(x, 0.0), (x + 1.0, 1.0)], strip_color(v, theme).filled())
    });
    chart.draw_series(cells).map_err(DrawError::from)?;
    let (xs, ys) = chart.plotting_area().get_pixel_range();
    let cell_px = f64::from(xs.end - xs.start) / len;
    if cell_px >= 14.0 {
        let labels = strip.values.iter().enumerate().map(|(n, &v)| {
            let ink = if v == 0 {
                theme.background
            } else {
                RGBColor(20, 20, 20)
            };
            Text::new(
                v.to_string(),
                (n as f64 + 0.3, 0.75),
                ("sans-serif", 12).into_font().color(&ink),
            )
        });
        chart.draw_series(labels).map_err(DrawError::from)?;
    }
    if let Some((e, p)) = strip.period {
        let (e, p) = (e as f64, p.max(1) as f64);
        if e > 0.0 && e <= len {
            chart
                .draw_series([PathElement::new(
                    vec![(e, 0.0), (e, 1.45)],
                    theme.accent.stroke_width(2),
                )])
                .map_err(DrawError::from)?;
        }
        chart
            .draw_series([Text::new(
                format!("preperiod {e}, period {p}"),
                (e.min(len * 0.7), 1.5),
                font(12),
            )])
            .map_err(DrawError::from)?;
        let mut start = e;
        let mut k = 0;
        while start < len {
            let end = (start + p).min(len);
            let color = if k % 2 == 0 {
                theme.accent
            } else {
                theme.foreground
            };
            chart
                .draw_series([PathElement::new(
                    vec![(start, 1.12), (end, 1.12)],
                    color.stroke_width(3),
                )])
                .map_err(DrawError::from)?;
            start += p;
            k += 1;
        }
    }
    Ok(PlotRect {
        left: xs.start,
        top: ys.start,
        right: xs.end,
        bottom: ys.end,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strip_marks_p_positions_and_periods() {
        let values = [0u16, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1];
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (900, 160)).into_drawing_area();
            let strip = Strip {
                values: &values,
                period: Some((8, 3)),
                caption: "sub:2,4,7".into(),
            };
            draw_strip(&root, &strip, &Theme::LIGHT).unwrap();
        }
        assert!(svg.contains("sub:2,4,7"));
        assert!(svg.contains("preperiod 8, period 3"));
        // One rectangle per value, plus the background.
        assert!(svg.matches("<rect").count() >= values.len());
        // P-positions in the theme's P colour.
        assert!(svg
            .to_lowercase()
            .contains(&crate::draw::colors::hex(Theme::LIGHT.p_position)));
    }

    #[test]
    fn strip_without_a_period() {
        let values = [0u16, 1, 2, 3];
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (300, 120)).into_drawing_area();
            let strip = Strip {
                values: &values,
                period: None,
                caption: "octal:0.6".into(),
            };
            draw_strip(&root, &strip, &Theme::DARK).unwrap();
        }
        assert!(!svg.contains("preperiod"));
    }
}
