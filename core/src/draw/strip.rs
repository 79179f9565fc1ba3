//! The nim-sequence as a coloured strip: one cell per heap size, each value in its colour (the
//! same in light and dark themes) and written in its cell where it fits, the preperiod and
//! each period marked, and a legend of the colours under it.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::draw::colors::{ink_on, value_color, Theme, P_OUTLINE, VALUE_COLOURS};
use crate::draw::{DrawError, PlotRect};
use crate::game::Nimber;
use crate::words::t;

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

/// The legend's height in CSS pixels (a row of swatches under the axis).
pub const LEGEND_HEIGHT: f64 = 30.0;

/// The colour of nim-value `v` in a strip (as everywhere values are coloured).
pub fn strip_color(v: Nimber) -> RGBColor {
    value_color(u32::from(v))
}

/// The widest cell, in CSS pixels, that a value of `digits` digits is written in at 12 px.
fn fits(cell: f64, digits: usize) -> bool {
    cell >= 7.5 * digits as f64 + 4.0
}

/// Draws `strip` on any plotters backend, its text and margins `scale` times their size in
/// CSS pixels (the device pixel ratio of a canvas: labels stay 12 CSS px on any screen), and
/// returns where the cells are.
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq_core::draw::{draw_strip, Strip, Theme};
/// let values = [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1];
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, (800, 190)).into_drawing_area();
///     let strip = Strip { values: &values, period: Some((8, 3)), caption: "sub:2,4,7".into() };
///     draw_strip(&root, &strip, &Theme::LIGHT, 1.0).unwrap();
/// }
/// assert!(svg.contains("preperiod 8") && svg.contains("P-position"));
/// ```
pub fn draw_strip<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    strip: &Strip<'_>,
    theme: &Theme,
    scale: f64,
) -> Result<PlotRect, DrawError> {
    let scale = if scale.is_finite() {
        scale.clamp(0.5, 4.0)
    } else {
        1.0
    };
    let px = |size: f64| (size * scale).round() as u32;
    root.fill(&theme.background).map_err(DrawError::from)?;
    let (_, height) = root.dim_in_pixel();
    let legend_px = px(LEGEND_HEIGHT).min(height / 3);
    let (upper, lower) = root.split_vertically(height.saturating_sub(legend_px));
    let len = strip.values.len().max(1) as f64;
    let font = |size: f64| {
        (crate::draw::FONT, px(size))
            .into_font()
            .color(&theme.foreground)
    };
    let mut chart = ChartBuilder::on(&upper)
        .margin(px(8.0))
        .caption(&strip.caption, font(15.0))
        .x_label_area_size(px(30.0))
        .build_cartesian_2d(0.0..len, 0.0..1.6)
        .map_err(DrawError::from)?;
    let (xs, _) = chart.plotting_area().get_pixel_range();
    let labels = ((f64::from(xs.end - xs.start) / scale / 60.0) as usize).clamp(2, 12);
    chart
        .configure_mesh()
        .disable_mesh()
        .disable_y_axis()
        .x_desc("n")
        .x_labels(labels)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .axis_style(theme.foreground)
        .label_style(font(12.0))
        .axis_desc_style(font(12.0))
        .draw()
        .map_err(DrawError::from)?;
    let (xs, ys) = chart.plotting_area().get_pixel_range();
    let cell = f64::from(xs.end - xs.start) / len / scale;
    // Cells wide enough are drawn apart (a gap of the page's colour), and a P-position's white
    // cell is outlined so that it shows on a white page.
    let gap = if cell >= 6.0 { 0.06 } else { 0.0 };
    let cells = strip.values.iter().enumerate().map(|(n, &v)| {
        let x = n as f64;
        Rectangle::new(
            [(x + gap, 0.0), (x + 1.0 - gap, 1.0)],
            strip_color(v).filled(),
        )
    });
    chart.draw_series(cells).map_err(DrawError::from)?;
    let outline = P_OUTLINE.stroke_width(px(1.0).max(1));
    let zeros = strip.values.iter().enumerate().filter(|&(_, &v)| v == 0);
    chart
        .draw_series(zeros.map(|(n, _)| {
            let x = n as f64;
            Rectangle::new([(x + gap, 0.0), (x + 1.0 - gap, 1.0)], outline)
        }))
        .map_err(DrawError::from)?;
    let centre = Pos::new(HPos::Center, VPos::Center);
    let written = strip
        .values
        .iter()
        .enumerate()
        .filter(|(_, v)| fits(cell, v.to_string().len()))
        .map(|(n, &v)| {
            let style = (crate::draw::FONT, px(12.0))
                .into_font()
                .color(&ink_on(strip_color(v)))
                .pos(centre);
            Text::new(v.to_string(), (n as f64 + 0.5, 0.5), style)
        });
    chart.draw_series(written).map_err(DrawError::from)?;
    if let Some((e, p)) = strip.period {
        let (e, p) = (e as f64, p.max(1) as f64);
        if e > 0.0 && e <= len {
            chart
                .draw_series([PathElement::new(
                    vec![(e, 0.0), (e, 1.45)],
                    theme.accent.stroke_width(px(2.0)),
                )])
                .map_err(DrawError::from)?;
        }
        chart
            .draw_series([Text::new(
                t!(
                    "draw-strip-period",
                    preperiod = e.to_string(),
                    period = p.to_string()
                ),
                (e.min(len * 0.6), 1.5),
                font(12.0),
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
                    color.stroke_width(px(3.0)),
                )])
                .map_err(DrawError::from)?;
            start += p;
            k += 1;
        }
    }
    draw_legend(&lower, strip, theme, scale)?;
    Ok(PlotRect {
        left: xs.start,
        top: ys.start,
        right: xs.end,
        bottom: ys.end,
    })
}

/// The legend: a swatch for each value shown (0 as the P-position), and what repeats.
fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    strip: &Strip<'_>,
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    let px = |size: f64| (size * scale).round() as i32;
    let (width, _) = area.dim_in_pixel();
    let width = width as i32;
    let largest = strip.values.iter().copied().max().map_or(0, u32::from);
    let text = (crate::draw::FONT, px(12.0).max(1) as u32)
        .into_font()
        .color(&theme.foreground)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let (y, size) = (px(LEGEND_HEIGHT / 2.0), px(14.0));
    let mut x = px(8.0);
    let shown = largest.min(VALUE_COLOURS);
    for v in 0..=shown {
        let label = if v == 0 {
            t!("draw-strip-zero")
        } else {
            v.to_string()
        };
        let room = size + px(6.0) + px(7.5) * label.chars().count() as i32 + px(12.0);
        if x + room > width {
            break;
        }
        let colour = value_color(v);
        let corners = [(x, y - size / 2), (x + size, y + size / 2)];
        area.draw(&Rectangle::new(corners, colour.filled()))
            .map_err(DrawError::from)?;
        area.draw(&Rectangle::new(corners, P_OUTLINE.stroke_width(1)))
            .map_err(DrawError::from)?;
        area.draw(&Text::new(
            label.clone(),
            (x + size + px(4.0), y),
            text.clone(),
        ))
        .map_err(DrawError::from)?;
        x += room;
    }
    if largest > VALUE_COLOURS {
        let note = t!(
            "draw-strip-colours-repeat",
            from = (VALUE_COLOURS + 1).to_string()
        );
        if x + px(7.0) * note.chars().count() as i32 <= width {
            area.draw(&Text::new(note, (x, y), text))
                .map_err(DrawError::from)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::colors::{hex, P_POSITION};

    fn svg_of(
        values: &[Nimber],
        period: Option<(u64, u64)>,
        theme: &Theme,
        size: (u32, u32),
    ) -> String {
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
            let strip = Strip {
                values,
                period,
                caption: "sub:2,4,7".into(),
            };
            draw_strip(&root, &strip, theme, 1.0).unwrap();
        }
        svg
    }

    #[test]
    fn strip_marks_p_positions_and_periods() {
        let values = [0u16, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1];
        let svg = svg_of(&values, Some((8, 3)), &Theme::LIGHT, (900, 190));
        assert!(svg.contains("sub:2,4,7"));
        assert!(svg.contains("preperiod 8, period 3"));
        // One rectangle per value, plus the background.
        assert!(svg.matches("<rect").count() >= values.len());
        // P-positions white, outlined.
        assert!(svg.to_lowercase().contains(&hex(P_POSITION)));
        assert!(svg.to_lowercase().contains(&hex(P_OUTLINE)));
    }

    #[test]
    fn values_keep_their_colours_in_both_themes() {
        let values = [0u16, 1, 2, 3];
        for theme in [Theme::LIGHT, Theme::DARK] {
            let svg = svg_of(&values, None, &theme, (600, 190)).to_lowercase();
            for v in 0..=3 {
                assert!(svg.contains(&hex(value_color(v))), "value {v}");
            }
        }
    }

    #[test]
    fn values_are_written_where_they_fit_and_the_legend_names_the_colours() {
        // 18 cells in 900 px: each value written in its cell, in the legend's colours.
        let few = [0u16, 1, 2, 3, 0, 1, 2, 3, 10, 11, 12, 0, 1, 2, 3, 4, 5, 6];
        let svg = svg_of(&few, None, &Theme::DARK, (900, 190));
        let written = |svg: &str, text: &str| svg.matches(&format!(">\n{text}\n</text>")).count();
        assert!(written(&svg, "12") >= 1, "{svg}");
        assert!(written(&svg, "3") >= 4);
        assert!(svg.contains("0 P-position"));
        assert!(svg.contains("from 9 on the colours repeat"));
        // 480 cells in 900 px: none written (the legend still is).
        let many: Vec<u16> = (0..480).map(|n| (n % 4) as u16).collect();
        let svg = svg_of(&many, Some((0, 4)), &Theme::LIGHT, (900, 190));
        assert_eq!(written(&svg, "3"), 1, "only the legend's 3");
        assert!(!svg.contains("colours repeat"));
    }

    #[test]
    fn labels_grow_with_the_pixel_ratio() {
        let values = [0u16, 1, 2];
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (1800, 380)).into_drawing_area();
            let strip = Strip {
                values: &values,
                period: None,
                caption: "x".into(),
            };
            draw_strip(&root, &strip, &Theme::LIGHT, 2.0).unwrap();
        }
        // The SVG backend writes a size of s pixels as s / 1.24 (the canvas as s).
        let size = |px: f64| format!("font-size=\"{}\"", px / 1.24);
        assert!(svg.contains(&size(24.0)), "{svg}");
        assert!(!svg.contains(&size(12.0)), "{svg}");
    }

    #[test]
    fn strip_without_a_period() {
        let svg = svg_of(&[0u16, 1, 2, 3], None, &Theme::DARK, (300, 150));
        assert!(!svg.contains("preperiod"));
    }

    /// The period's words, the P-position's swatch and the note on repeating colours, in
    /// German and French.
    #[test]
    fn the_words_in_german_and_french() {
        use crate::words::{with_language, Lang};
        let values: Vec<Nimber> = (0..40).map(|n| (n % 12) as Nimber).collect();
        for (lang, words) in [
            (
                Lang::De,
                [
                    "Vorperiode 0, Periode 12",
                    "0 P-Position",
                    "wiederholen sich die Farben",
                ],
            ),
            (
                Lang::Fr,
                [
                    "prépériode 0, période 12",
                    "0 position P",
                    "les couleurs se répètent",
                ],
            ),
        ] {
            let svg = with_language(lang, || {
                svg_of(&values, Some((0, 12)), &Theme::LIGHT, (2400, 190))
            });
            for w in words {
                assert!(svg.contains(w), "{w}: {svg}");
            }
            assert!(
                !svg.contains("period ") && !svg.contains("colours"),
                "{svg}"
            );
        }
    }
}
