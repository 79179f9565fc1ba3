//! Figures for papers: the heatmap, the atlas's map and the sequence's overview at a chosen
//! size, as SVG documents or (natively) PNG files. The page's downloads and `nimseq plot` make
//! them with the same drawing code as the page's canvases.
//!
//! A figure's size is its width and height in CSS pixels and a scale, as a screen's device
//! pixel ratio: the picture is drawn `scale` times as large, text and lines included, so a
//! figure of width 1200 at scale 3 is the same figure as at scale 1 with three times the
//! pixels (a PNG says so: `scale × 96` pixels per inch; an SVG is drawn at the same size).
//!
//! # Examples
//! ```
//! use nimseq_page::{FigureKind, FigureSize};
//! let size = FigureSize::new(FigureKind::Heatmap, 1200, None, 3.0)?;
//! assert_eq!(size.pixels(), (3600, 3120));
//! assert_eq!(size.describe(), "3600 × 3120 pixels (1200 × 1040 at scale 3, 288 dpi)");
//! assert!(FigureSize::new(FigureKind::Heatmap, 1200, None, 30.0).is_err());
//! # Ok::<(), nimseq_core::GameError>(())
//! ```

use plotters::coord::Shift;
use plotters::prelude::*;
use serde::Serialize;

use crate::atlas::AtlasPage;
use crate::grid::plain_number;
use crate::heatmap::heatmap_labels_where;
use crate::state::names::Named;
use crate::texts::t;
use nimseq_core::draw::Theme;
use nimseq_core::draw::{
    draw_atlas, draw_atlas_marked, picture_height, picture_size, AtlasPicture,
};
use nimseq_core::draw::{draw_heatmap, CellMode, Heatmap};
use nimseq_core::draw::{draw_overview_figure, Overview, OverviewMode, Window, OVERVIEW_LEGEND};
use nimseq_core::draw::{CellWindow, DrawError};
use nimseq_core::GameError;

mod plot;
pub use plot::{figure_state, PlotFigure};

/// Which figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FigureKind {
    /// A heatmap of a grid of sets (a slice of a 3-element grid).
    Heatmap,
    /// The atlas's map of octal codes.
    Atlas,
    /// The overview of a sequence.
    Overview,
}

impl Named for FigureKind {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (FigureKind::Heatmap, "heatmap", "choice-figure-kind-heatmap"),
        (FigureKind::Atlas, "atlas", "choice-figure-kind-atlas"),
        (
            FigureKind::Overview,
            "overview",
            "choice-figure-kind-overview",
        ),
    ];
}

/// The narrowest figure, in CSS pixels.
pub const MIN_WIDTH: u32 = 200;
/// The widest or tallest figure, in CSS pixels.
pub const MAX_WIDTH: u32 = 8000;
/// The lowest figure, in CSS pixels.
pub const MIN_HEIGHT: u32 = MIN_WIDTH / 2;
/// The least scale.
pub const MIN_SCALE: f64 = 0.5;
/// The greatest scale (8 × 96 = 768 pixels per inch).
pub const MAX_SCALE: f64 = 8.0;
/// The most pixels a side of a figure may have (browsers draw no larger canvas).
pub const MAX_SIDE: u32 = 16384;
/// The most pixels a figure may have (2^26: 192 MiB of RGB).
pub const MAX_PIXELS: u64 = 1 << 26;

impl FigureKind {
    /// The width a figure has unless one is chosen (the page's SVG downloads had these).
    pub fn default_width(self) -> u32 {
        match self {
            FigureKind::Heatmap => 1000,
            FigureKind::Atlas => 1100,
            FigureKind::Overview => 1200,
        }
    }

    /// The height of a figure `width` wide unless one is chosen: the heatmap's cells square
    /// beside the legend, the overview a band. The atlas's follows from its map and legend
    /// ([`picture_height`]); this is a stand-in for it.
    pub fn auto_height(self, width: u32) -> u32 {
        match self {
            // The plot area's width (the legend takes 180 px, at most a third) plus the
            // caption and the labels below it.
            FigureKind::Heatmap => width - (width / 3).min(180) + 20,
            // A band, and the legend and the note on the positions shown under it.
            FigureKind::Overview => (width * 4 / 15).clamp(200, 600) + OVERVIEW_LEGEND,
            FigureKind::Atlas => width / 2,
        }
    }
}

/// A figure's size: CSS pixels and the scale (device pixels per CSS pixel).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct FigureSize {
    /// Width in CSS pixels.
    pub width: u32,
    /// Height in CSS pixels.
    pub height: u32,
    /// Device pixels per CSS pixel (text and lines grow with it).
    pub scale: f64,
}

impl FigureSize {
    /// The size of a `kind` figure `width` wide and `height` high (the kind's own height
    /// when `None`) at `scale`.
    ///
    /// # Errors
    /// [`GameError::BadFigure`] for a width or height outside [`MIN_WIDTH`] ..= [`MAX_WIDTH`],
    /// a scale outside [`MIN_SCALE`] ..= [`MAX_SCALE`], or more pixels than [`MAX_SIDE`] a
    /// side or [`MAX_PIXELS`] in all.
    pub fn new(
        kind: FigureKind,
        width: u32,
        height: Option<u32>,
        scale: f64,
    ) -> Result<Self, GameError> {
        let bad = |why: String| Err(GameError::BadFigure(why));
        if !(MIN_WIDTH..=MAX_WIDTH).contains(&width) {
            return bad(t!(
                "figure-bad-width",
                width = width.to_string(),
                min = MIN_WIDTH.to_string(),
                max = MAX_WIDTH.to_string()
            ));
        }
        let height = height.unwrap_or_else(|| kind.auto_height(width));
        if !(MIN_HEIGHT..=MAX_WIDTH).contains(&height) {
            return bad(t!(
                "figure-bad-height",
                height = height.to_string(),
                min = MIN_HEIGHT.to_string(),
                max = MAX_WIDTH.to_string()
            ));
        }
        if !(MIN_SCALE..=MAX_SCALE).contains(&scale) {
            return bad(t!(
                "figure-bad-scale",
                scale = plain_number(&scale.to_string()),
                min = plain_number(&MIN_SCALE.to_string()),
                max = plain_number(&MAX_SCALE.to_string())
            ));
        }
        let size = FigureSize {
            width,
            height,
            scale,
        };
        let (w, h) = size.pixels();
        if w.max(h) > MAX_SIDE || u64::from(w) * u64::from(h) > MAX_PIXELS {
            return bad(t!(
                "figure-too-large",
                width = w.to_string(),
                height = h.to_string(),
                side = MAX_SIDE.to_string(),
                pixels = MAX_PIXELS.to_string()
            ));
        }
        Ok(size)
    }

    /// The size the page's download fields ask for: `width` (0 for `default_width`),
    /// `height` (0 for what the figure needs at its width, `auto_height`) and `scale`.
    ///
    /// # Errors
    /// As [`FigureSize::new`].
    pub fn asked(
        kind: FigureKind,
        (width, height, scale): (u32, u32, f64),
        default_width: u32,
        auto_height: impl Fn(u32) -> u32,
    ) -> Result<Self, GameError> {
        let width = if width == 0 { default_width } else { width };
        let height = if height == 0 {
            auto_height(width.clamp(MIN_WIDTH, MAX_WIDTH))
        } else {
            height
        };
        FigureSize::new(kind, width, Some(height), scale)
    }

    /// What the page's download fields show of this size.
    pub fn info(&self) -> FigureInfo {
        let (pixel_width, pixel_height) = self.pixels();
        FigureInfo {
            width: self.width,
            height: self.height,
            scale: self.scale,
            pixel_width,
            pixel_height,
            text: self.describe(),
        }
    }

    /// The size in device pixels.
    pub fn pixels(&self) -> (u32, u32) {
        let px = |v: u32| (f64::from(v) * self.scale).round() as u32;
        (px(self.width), px(self.height))
    }

    /// The size in words: `3600 × 2700 pixels (1200 × 900 at scale 3, 288 dpi)`.
    pub fn describe(&self) -> String {
        let (w, h) = self.pixels();
        t!(
            "figure-size",
            width = w.to_string(),
            height = h.to_string(),
            css_width = self.width.to_string(),
            css_height = self.height.to_string(),
            scale = plain_number(&self.scale.to_string()),
            dpi = plain_number(&(self.scale * 96.0).round().to_string())
        )
    }
}

/// A figure's size as the page's download fields show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FigureInfo {
    /// Width in CSS pixels.
    pub width: u32,
    /// Height in CSS pixels (the figure's own when none was asked for).
    pub height: u32,
    /// The scale.
    pub scale: f64,
    /// Width in pixels.
    pub pixel_width: u32,
    /// Height in pixels.
    pub pixel_height: u32,
    /// The size in words ([`FigureSize::describe`]).
    pub text: String,
}

/// Draws a figure on an SVG document of `size`.
fn svg(
    size: FigureSize,
    draw: impl FnOnce(&DrawingArea<SVGBackend<'_>, Shift>) -> Result<(), DrawError>,
) -> Result<String, DrawError> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, size.pixels()).into_drawing_area();
        draw(&root)?;
        root.present().map_err(DrawError::from)?;
    }
    Ok(out)
}

/// The heatmap `map` drawn in `window` (its legend counting the cells drawn) as an SVG
/// document: each run of equal cells a rectangle.
///
/// # Errors
/// [`DrawError`] if drawing fails.
pub fn heatmap_svg(
    map: &Heatmap,
    window: CellWindow,
    size: FigureSize,
    theme: &Theme,
) -> Result<String, DrawError> {
    heatmap_svg_where(map, window, size, theme, false)
}

/// As [`heatmap_svg`], captioned and counted for the primitive sets alone when
/// `primitive` (the page's `primitive=1`; `map` then draws only those).
///
/// # Errors
/// [`DrawError`] if drawing fails.
pub fn heatmap_svg_where(
    map: &Heatmap,
    window: CellWindow,
    size: FigureSize,
    theme: &Theme,
    primitive: bool,
) -> Result<String, DrawError> {
    let window = window.within(map.size());
    svg(size, |root| {
        draw_heatmap(
            root,
            map,
            &heatmap_labels_where(map, window, primitive),
            theme,
            CellMode::Rectangles,
            window,
            size.scale,
        )
        .map(|_| ())
    })
}

/// The atlas's map `picture` as an SVG document.
///
/// # Errors
/// [`DrawError`] if drawing fails.
pub fn atlas_svg(
    picture: &AtlasPicture,
    size: FigureSize,
    theme: &Theme,
) -> Result<String, DrawError> {
    svg(size, |root| draw_atlas(root, picture, theme, size.scale))
}

/// The atlas's width unless one is chosen: its natural width (16 pixels a cell) for the
/// 3-digit map, 480 pixels for the smaller ones.
pub fn atlas_width(picture: &AtlasPicture) -> u32 {
    if picture.columns > 8 {
        FigureKind::Atlas.default_width()
    } else {
        480
    }
}

/// The height the atlas's map `picture` needs at `width` (CSS pixels).
pub fn atlas_height(picture: &AtlasPicture, width: u32) -> u32 {
    picture_height(
        picture.columns,
        picture.rows,
        picture.legend.len(),
        width.max(MIN_WIDTH),
    )
}

/// The atlas's map as a figure: its picture ([`AtlasPage::picture`]) drawn as an SVG document.
impl AtlasPage {
    /// The map as an SVG document of `size` (the natural size, `CELL`
    /// pixels a cell, when `None`).
    ///
    /// # Errors
    /// Only if drawing fails.
    pub fn svg(&self, theme: &Theme, size: Option<FigureSize>) -> Result<String, DrawError> {
        let picture = self.picture(theme);
        let size = size.unwrap_or_else(|| {
            let (width, height) = picture_size(picture.columns, picture.rows, picture.legend.len());
            FigureSize {
                width,
                height,
                scale: 1.0,
            }
        });
        atlas_svg(&picture, size, theme)
    }
}

/// The atlas's map as a figure for print, each code whose literature carries an erratum
/// ([`nimseq_core::atlas::errata`]: a published claim the computation refutes) ringed and
/// counted in the legend.
impl AtlasPage {
    /// The map's places `(x, y)` of the codes whose literature carries an erratum.
    pub fn errata_places(&self) -> Vec<(usize, usize)> {
        self.layout()
            .places
            .iter()
            .filter(|p| !nimseq_core::atlas::errata(&p.code).is_empty())
            .map(|p| (p.x, p.y))
            .collect()
    }

    /// The height the map `picture` of this atlas needs at `width` with its errata marked:
    /// [`atlas_height`], and a legend line for the errata when there are any.
    pub fn figure_height(&self, picture: &AtlasPicture, width: u32) -> u32 {
        let extra = usize::from(!self.errata_places().is_empty());
        picture_height(
            picture.columns,
            picture.rows,
            picture.legend.len() + extra,
            width.max(MIN_WIDTH),
        )
    }

    /// The map `picture` of this atlas with its errata marked, as an SVG document.
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    pub fn figure_svg(
        &self,
        picture: &AtlasPicture,
        size: FigureSize,
        theme: &Theme,
    ) -> Result<String, DrawError> {
        let errata = self.errata_places();
        svg(size, |root| {
            draw_atlas_marked(root, picture, &errata, theme, size.scale)
        })
    }

    /// As [`AtlasPage::figure_svg`], as a PNG file.
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    #[cfg(all(feature = "png", not(target_arch = "wasm32")))]
    pub fn figure_png(
        &self,
        picture: &AtlasPicture,
        size: FigureSize,
        theme: &Theme,
    ) -> Result<Vec<u8>, DrawError> {
        let errata = self.errata_places();
        png::drawn(
            size,
            |root| draw_atlas_marked(root, picture, &errata, theme, size.scale).map(|()| None),
            |_| (Vec::new(), (0, 0)),
        )
    }
}

/// The overview of positions `window` of `overview` under `caption` as an SVG document.
///
/// # Errors
/// [`DrawError`] if drawing fails.
pub fn overview_svg(
    overview: &Overview,
    window: Window,
    caption: &str,
    size: FigureSize,
    theme: &Theme,
) -> Result<String, DrawError> {
    svg(size, |root| {
        draw_overview_figure(
            root,
            overview,
            window,
            caption,
            theme,
            OverviewMode::Shapes,
            size.scale,
        )
        .map(|_| ())
    })
}

/// The PNG figures, drawn natively as the page draws them on its canvases: the cells of a
/// heatmap and the values of an overview as pixels copied into the plot, the rest drawn.
#[cfg(all(feature = "png", not(target_arch = "wasm32")))]
mod png {
    use super::*;
    use nimseq_core::draw::PlotRect;
    use nimseq_core::draw::Raster;

    /// Draws on a picture of `size` with `draw`, copies the pixels `blit` makes for the
    /// plot rectangle the drawing returns, and writes the PNG file.
    pub(super) fn drawn(
        size: FigureSize,
        draw: impl FnOnce(&DrawingArea<&mut Raster, Shift>) -> Result<Option<PlotRect>, DrawError>,
        blit: impl FnOnce(PlotRect) -> (Vec<u8>, (u32, u32)),
    ) -> Result<Vec<u8>, DrawError> {
        let (w, h) = size.pixels();
        let mut raster = Raster::new(w, h);
        let rect = {
            let root = (&mut raster).into_drawing_area();
            let rect = draw(&root)?;
            root.present().map_err(DrawError::from)?;
            rect
        };
        if let Some(rect) = rect {
            let (pixels, dims) = blit(rect);
            raster.blit_rgba(&pixels, dims, rect);
        }
        Ok(raster.png(size.scale))
    }

    /// As [`heatmap_svg`], as a PNG file.
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    pub fn heatmap_png(
        map: &Heatmap,
        window: CellWindow,
        size: FigureSize,
        theme: &Theme,
    ) -> Result<Vec<u8>, DrawError> {
        heatmap_png_where(map, window, size, theme, false)
    }

    /// As [`heatmap_svg_where`], as a PNG file.
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    pub fn heatmap_png_where(
        map: &Heatmap,
        window: CellWindow,
        size: FigureSize,
        theme: &Theme,
        primitive: bool,
    ) -> Result<Vec<u8>, DrawError> {
        let window = window.within(map.size());
        drawn(
            size,
            |root| {
                let words = heatmap_labels_where(map, window, primitive);
                draw_heatmap(root, map, &words, theme, CellMode::Skip, window, size.scale).map(Some)
            },
            |_| (map.rgba(theme, window), (window.width(), window.height())),
        )
    }

    /// As [`atlas_svg`], as a PNG file.
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    pub fn atlas_png(
        picture: &AtlasPicture,
        size: FigureSize,
        theme: &Theme,
    ) -> Result<Vec<u8>, DrawError> {
        drawn(
            size,
            |root| draw_atlas(root, picture, theme, size.scale).map(|()| None),
            |_| (Vec::new(), (0, 0)),
        )
    }

    /// As [`overview_svg`], as a PNG file (the values drawn as on the page's canvas: how
    /// densely they lie in each column, P-positions in the accent colour).
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    pub fn overview_png(
        overview: &Overview,
        window: Window,
        caption: &str,
        size: FigureSize,
        theme: &Theme,
    ) -> Result<Vec<u8>, DrawError> {
        drawn(
            size,
            |root| {
                draw_overview_figure(
                    root,
                    overview,
                    window,
                    caption,
                    theme,
                    OverviewMode::Skip,
                    size.scale,
                )
                .map(Some)
            },
            |rect| {
                let dims = (
                    (rect.right - rect.left).max(1) as u32,
                    (rect.bottom - rect.top).max(1) as u32,
                );
                (overview.rgba(window, dims, None, theme), dims)
            },
        )
    }
}

#[cfg(all(feature = "png", not(target_arch = "wasm32")))]
pub use png::{atlas_png, heatmap_png, heatmap_png_where, overview_png};

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::draw::{Axes, CellClass, ColourRange, Colouring, Metric, Picture, Scale};
    use nimseq_core::game::Rule;
    use nimseq_core::sweep::{sweep, SweepSpec};
    use nimseq_core::theory::SetSum;

    /// The `width` and `height` an SVG document says it has.
    fn svg_size(svg: &str) -> (u32, u32) {
        let number = |name: &str| -> u32 {
            let at = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            svg[at..].split('"').next().unwrap().parse().unwrap()
        };
        (number("width"), number("height"))
    }

    /// The counts in the legend's `name (count)` lines of the "which sum" metric, in the
    /// categories' order: 0 for a category with no line (no cell of it is drawn).
    fn legend_counts(svg: &str, names: &[&str]) -> Vec<u64> {
        names
            .iter()
            .map(|name| {
                let Some(at) = svg.find(&format!(">\n{name} (")) else {
                    return 0;
                };
                let at = at + name.len() + 4;
                let n: u64 = svg[at..]
                    .split(')')
                    .next()
                    .unwrap()
                    .replace(',', "")
                    .parse()
                    .unwrap();
                assert!(n > 0, "{name}: a line for no cell");
                n
            })
            .collect()
    }

    /// The count of the legend's `tie: … (count)` lines together.
    fn legend_ties(svg: &str) -> u64 {
        svg.split(">\ntie: ")
            .skip(1)
            .map(|t| {
                let inside = t.split('(').nth(1).unwrap().split(')').next().unwrap();
                inside.replace(',', "").parse::<u64>().unwrap()
            })
            .sum()
    }

    fn sum_map(slice: u32) -> Heatmap {
        let grid = sweep(&SweepSpec::new(3, 30, 1 << 16, Rule::Normal).unwrap());
        let picture = Picture {
            colouring: Colouring::Metric(Metric::Sum),
            scale: Scale::Auto,
            range: ColourRange::Grid,
            axes: Axes::Ab,
            slice,
            third: 0,
        };
        Heatmap::from_grid(&grid, &picture)
    }

    /// The categories' counts among the cells of `window`, counted here from the classes,
    /// and the ties (a period equal to several sums, in no category).
    fn counted(map: &Heatmap, w: CellWindow) -> (Vec<u64>, u64) {
        let mut counts = vec![0u64; SetSum::for_size(3).len() + 1];
        let mut ties = 0;
        for y in w.y0..=w.y1 {
            for x in w.x0..=w.x1 {
                match map.class_at(x, y) {
                    CellClass::Category { several: true, .. } => ties += 1,
                    CellClass::Category { index, .. } => counts[usize::from(index)] += 1,
                    _ => {}
                }
            }
        }
        (counts, ties)
    }

    #[test]
    fn a_heatmap_figure_has_its_size_title_and_the_slices_counts() {
        let map = sum_map(30);
        let names = ["a + b", "a + c", "b + c", "2a", "2b", "2c", "none of these"];
        for (width, scale) in [(1200, 3.0), (600, 1.0)] {
            let size = FigureSize::new(FigureKind::Heatmap, width, None, scale).unwrap();
            let whole = CellWindow::whole(map.size());
            let svg = heatmap_svg(&map, whole, size, &Theme::LIGHT).unwrap();
            assert_eq!(svg_size(&svg), size.pixels());
            assert!(svg.contains("which sum the period is of {a, b, 30}"));
            let shown = legend_counts(&svg, &names);
            // The slice c = 30 holds every a < b < 30; the legend counts those cells, not
            // the grid's 4,060: each in one sum or a tie.
            let (counts, ties) = counted(&map, whole);
            assert_eq!(shown, counts);
            assert!(ties > 0);
            assert_eq!(legend_ties(&svg), ties);
            assert_eq!(shown.iter().sum::<u64>() + ties, 29 * 28 / 2);
            assert_ne!(shown, map.grid_counts());
            assert_eq!(shown, map.slice_counts());
        }
        // Zoomed: the cells drawn.
        let window = CellWindow {
            x0: 3,
            x1: 12,
            y0: 15,
            y1: 29,
        };
        let size = FigureSize::new(FigureKind::Heatmap, 800, None, 1.0).unwrap();
        let svg = heatmap_svg(&map, window, size, &Theme::DARK).unwrap();
        let shown = legend_counts(&svg, &names);
        let (counts, ties) = counted(&map, window);
        assert_eq!(shown, counts);
        assert_eq!(legend_ties(&svg), ties);
        assert_eq!(shown.iter().sum::<u64>() + ties, 10 * 15);
    }

    #[test]
    fn every_metric_of_pairs_and_slices_draws() {
        let pairs = sweep(&SweepSpec::new(2, 40, 1 << 16, Rule::Normal).unwrap());
        let triples = sweep(&SweepSpec::new(3, 24, 1 << 16, Rule::Normal).unwrap());
        let size = FigureSize::new(FigureKind::Heatmap, 500, Some(400), 2.0).unwrap();
        for metric in [
            Metric::Period,
            Metric::Preperiod,
            Metric::MaxValue,
            Metric::Theory,
            Metric::Sum,
            Metric::RelativePeriod,
            Metric::RelativePreperiod,
        ] {
            for (grid, axes, slice) in [
                (&pairs, Axes::Ab, 0),
                (&triples, Axes::Ab, 20),
                (&triples, Axes::Ac, 9),
                (&triples, Axes::Bc, 2),
                (&triples, Axes::Additive, 0),
            ] {
                let picture = Picture {
                    colouring: Colouring::Metric(metric),
                    scale: Scale::Auto,
                    range: ColourRange::Slice,
                    axes,
                    slice,
                    third: 0,
                };
                let map = Heatmap::from_grid(grid, &picture);
                let whole = CellWindow::whole(map.size());
                let svg = heatmap_svg(&map, whole, size, &Theme::LIGHT).unwrap();
                assert_eq!(svg_size(&svg), (1000, 800));
                assert!(svg.contains(&crate::heatmap::heatmap_title(&map)));
                #[cfg(all(feature = "png", not(target_arch = "wasm32")))]
                {
                    let png = heatmap_png(&map, whole, size, &Theme::LIGHT).unwrap();
                    assert_eq!(&png[16..24], &[0, 0, 3, 232, 0, 0, 3, 32], "{metric:?}");
                }
            }
        }
    }

    #[test]
    fn sizes_are_checked() {
        let ok = |w, h, s| FigureSize::new(FigureKind::Overview, w, h, s).is_ok();
        assert!(ok(1200, None, 3.0));
        assert!(!ok(100, None, 1.0), "too narrow");
        assert!(!ok(1200, Some(9000), 1.0), "too tall");
        assert!(!ok(1200, None, 0.25));
        assert!(!ok(1200, None, f64::NAN));
        assert!(!ok(8000, Some(8000), 4.0), "too many pixels");
        let asked = FigureSize::asked(FigureKind::Overview, (0, 0, 2.0), 1200, |w| w / 4).unwrap();
        assert_eq!(
            (asked.width, asked.height, asked.pixels()),
            (1200, 300, (2400, 600))
        );
        let e = FigureSize::new(FigureKind::Heatmap, 6000, None, 8.0).unwrap_err();
        assert!(e.to_string().contains("too large"), "{e}");
    }

    #[test]
    fn an_overview_figure_names_its_game() {
        let mut o = Overview::new();
        let values: Vec<u16> = (0..500).map(|n| (n % 3) as u16).collect();
        o.push(&values);
        o.set_period(Some((0, 3)));
        let size = FigureSize::new(FigureKind::Overview, 900, None, 2.0).unwrap();
        let window = Window {
            from: 0.0,
            to: 500.0,
        };
        let svg = overview_svg(&o, window, "sub:1,2", size, &Theme::LIGHT).unwrap();
        // The band, and under it the legend and the note (64 pixels at scale 1).
        assert_eq!(svg_size(&svg), (1800, 608));
        assert!(svg.contains("sub:1,2") && svg.contains("G(n)"));
        assert!(svg.contains("preperiod 0, period 3"));
        assert!(svg.contains("G(n) = 0 (P-position)"));
        #[cfg(all(feature = "png", not(target_arch = "wasm32")))]
        {
            let png = overview_png(&o, window, "sub:1,2", size, &Theme::LIGHT).unwrap();
            // 1800 × 608 pixels.
            assert_eq!(&png[16..24], &[0, 0, 7, 8, 0, 0, 2, 96]);
        }
    }

    /// A figure's size and the sizes refused, in German and French (numbers as each writes
    /// them), and the parameters a figure does not have.
    #[test]
    fn sizes_are_said_in_german_and_french() {
        use nimseq_core::words::{assert_spoken, with_language, Lang};
        let words = || {
            let size = FigureSize::new(FigureKind::Heatmap, 1200, None, 1.5).unwrap();
            let mut out = vec![size.describe()];
            for (width, height, scale) in [
                (100, None, 1.0),
                (1000, Some(50), 1.0),
                (1000, None, 0.25),
                (8000, Some(8000), 4.0),
            ] {
                out.push(
                    FigureSize::new(FigureKind::Heatmap, width, height, scale)
                        .unwrap_err()
                        .to_string(),
                );
            }
            let refused =
                |view, name: &str| figure_state("", view, &[(name, "2".to_string())]).unwrap_err();
            out.push(refused(crate::View::Heatmap, "digits"));
            out.push(refused(crate::View::Atlas, "metric"));
            out.join("\n")
        };
        assert!(words().starts_with("1800 × 1560 pixels (1200 × 1040 at scale 1.5, 144 dpi)"));
        for (lang, phrases) in [
            (
                Lang::De,
                [
                    "1800 × 1560 Pixel (1200 × 1040 bei Skalierung 1,5, 144 dpi)",
                    "die Skalierung 0,25 liegt nicht zwischen 0,5 und 8",
                    "die Heatmap hat keinen Parameter „digits“",
                ],
            ),
            (
                Lang::Fr,
                [
                    "1800 × 1560 pixels (1200 × 1040 à l'échelle 1,5, 144 ppp)",
                    "l'échelle 0,25 n'est pas comprise entre 0,5 et 8",
                    "l'atlas n'a pas de paramètre «\u{202f}metric\u{202f}»",
                ],
            ),
        ] {
            let said = with_language(lang, words);
            assert_spoken(
                lang,
                &said,
                &phrases,
                &[
                    " at scale",
                    "the width",
                    "the height",
                    "the scale",
                    "is not between",
                    "too large",
                    "choose",
                    "has no parameter",
                    " a side",
                ],
            );
        }
    }
}
