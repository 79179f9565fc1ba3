//! A heatmap with axes, caption and legend on any plotters backend.

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::draw::colors::{viridis, Theme};
use crate::draw::heatmap::pixels::Paint;
use crate::draw::heatmap::{CellClass, Heatmap};
use crate::draw::{CellWindow, DrawError, PlotRect};

/// One entry of the legend.
#[derive(Debug, Clone, PartialEq)]
pub enum LegendItem {
    /// A colour scale from `low` to `high`.
    Gradient {
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
        ("sans-serif", px(size))
            .into_font()
            .color(&theme.foreground)
    };
    let (xn, yn, _) = map.axes().names();
    // Labels at least five characters wide apart, so they never run together.
    let (plot_width, _) = plot_area.dim_in_pixel();
    let labels_across = (plot_width / px(13.0 * 4.0).max(1)).clamp(3, 10) as usize;
    // A title that fits the plot's width (about half a font size per character).
    let chars = labels.title.chars().count().max(1) as f64;
    let title_size = (f64::from(plot_width) / (0.55 * chars) / scale).min(17.0);
    let mut chart = ChartBuilder::on(&plot_area)
        .margin(px(12.0))
        .caption(&labels.title, font(title_size))
        .x_label_area_size(px(38.0))
        .y_label_area_size(px(48.0))
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
    draw_legend(&legend_area, &labels.legend, theme, scale)?;
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

fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    legend: &[LegendItem],
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    let px = |v: i32| (f64::from(v) * scale).round() as i32;
    let font = ("sans-serif", px(13) as u32)
        .into_font()
        .color(&theme.foreground);
    let mut y = px(48);
    for item in legend {
        match item {
            LegendItem::Gradient { low, high, log } => {
                let (low, high) = (low.as_str(), high.as_str());
                let steps = px(120);
                for i in 0..steps {
                    let t = 1.0 - f64::from(i) / f64::from(steps - 1);
                    let top = y + i;
                    area.draw(&Rectangle::new(
                        [(px(8), top), (px(28), top + 1)],
                        viridis(t).filled(),
                    ))
                    .map_err(DrawError::from)?;
                }
                area.draw(&Text::new(high, (px(34), y), font.clone()))
                    .map_err(DrawError::from)?;
                area.draw(&Text::new(low, (px(34), y + steps - px(12)), font.clone()))
                    .map_err(DrawError::from)?;
                if *log {
                    area.draw(&Text::new(
                        "(log scale)",
                        (px(34), y + steps / 2 - px(6)),
                        font.clone(),
                    ))
                    .map_err(DrawError::from)?;
                }
                y += steps + px(14);
            }
            LegendItem::Swatch { paint, label } => {
                area.draw(&Rectangle::new(
                    [(px(8), y), (px(24), y + px(14))],
                    paint.color(theme).filled(),
                ))
                .map_err(DrawError::from)?;
                // Lines that fit the legend's width (a phone's legend is narrow).
                let room = (area.dim_in_pixel().0 as i32 - px(34)).max(px(40)) as u32;
                let fits = |text: &str| {
                    area.estimate_text_size(text, &font)
                        .map_or(true, |(w, _)| w <= room)
                };
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

/// `text` in lines that each `fit`, broken at spaces (a word wider than a line has a line of
/// its own).
fn wrap(text: &str, fits: impl Fn(&str) -> bool) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if fits(&format!("{line} {word}")) => {
                line.push(' ');
                line.push_str(word);
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
    use crate::draw::heatmap::model::tests::picture;
    use crate::draw::heatmap::{Axes, Metric, Scale};
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
        assert!(svg.contains("(log scale)") && svg.contains("computing…"));
        // 190 sets, drawn as merged runs: fewer rectangles than sets but at least one per row.
        let rects = svg.matches("<rect").count();
        assert!(rects > 19 && rects < 400, "{rects}");
        assert!(svg.to_lowercase().contains(&hex(viridis(1.0))));
        assert!(svg.to_lowercase().contains(&hex(Theme::DARK.pending)));
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
        let grid = sweep(&SweepSpec::new(2, 20, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Period, Scale::Log, Axes::Ab, 0));
        let label = "unresolved (cap 2^20)";
        let svg_at = |width: u32| {
            let labels = Labels {
                title: "t".into(),
                legend: vec![LegendItem::Swatch {
                    paint: Paint::Pending,
                    label: label.into(),
                }],
            };
            let mut svg = String::new();
            let root = SVGBackend::with_string(&mut svg, (width, 300)).into_drawing_area();
            let whole = CellWindow::whole(map.size());
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
            drop(root);
            svg
        };
        // A 390 px phone: the legend is a third of the width, too narrow for one line.
        let narrow = svg_at(360);
        assert!(!narrow.contains(label), "{narrow}");
        assert!(narrow.contains("unresolved") && narrow.contains("(cap 2^20)"));
        assert!(svg_at(900).contains(label));
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
}
