//! Figures for papers: the heatmap, the atlas's map and the sequence's overview at a chosen
//! size, as SVG documents or (natively) PNG files. The page's downloads and `nimseq plot` make
//! them with the same drawing code as the page's canvases.
//!
//! A figure's size is its width and height in CSS pixels and a scale, as a screen's device
//! pixel ratio: the picture is drawn `scale` times as large, text and lines included, so a
//! figure of width 1200 at scale 3 is the same figure as at scale 1 with three times the
//! pixels (a PNG says so: `scale × 96` pixels per inch; an SVG is drawn at the same size).
//!
//! For print a figure is given its width in millimetres ([`FigureSize::css_of_mm`],
//! [`FigureSize::printed`]): a CSS pixel is 1/96 inch there, so the figure is laid out at the
//! width it is printed at and its text has the size in points it has on a screen (a label of
//! 12 pixels is 9 pt), whatever the width; the SVG document says its width and height in
//! millimetres and the PNG file its resolution.
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
    draw_atlas, draw_atlas_marked, errata_legend, picture_height, picture_size, AtlasPicture,
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
/// Millimetres in an inch.
const MM_PER_INCH: f64 = 25.4;
/// CSS pixels in an inch.
const CSS_PER_INCH: f64 = 96.0;

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
    /// The width in print, in millimetres, when the figure is for print
    /// ([`FigureSize::printed`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub print_width_mm: Option<f64>,
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
            print_width_mm: None,
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

    /// A length in millimetres read from `text` (`85`, `85.5`, `85mm`).
    ///
    /// # Errors
    /// [`GameError::BadFigure`] for a text that is not a positive number.
    pub fn read_mm(text: &str) -> Result<f64, GameError> {
        let text = text.trim();
        let number = text.strip_suffix("mm").unwrap_or(text).trim();
        number
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v > 0.0)
            .ok_or_else(|| GameError::BadFigure(t!("figure-bad-mm", value = text)))
    }

    /// The CSS pixels of a width (or a height, when `height`) of `value` millimetres in print:
    /// a CSS pixel is 1/96 inch, as on a screen, so that text has the size in points it has
    /// there.
    ///
    /// # Errors
    /// [`GameError::BadFigure`] for a length whose pixels are outside [`MIN_WIDTH`] (or
    /// [`MIN_HEIGHT`]) ..= [`MAX_WIDTH`], said in millimetres.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::{FigureKind, FigureSize};
    /// // A column of 85 mm is 321 CSS pixels; at 300 dpi, 1004 pixels printing 85 mm wide.
    /// let width = FigureSize::css_of_mm(FigureSize::read_mm("85mm")?, false)?;
    /// assert_eq!(width, 321);
    /// let scale = FigureSize::print_scale(85.0, width, 300.0);
    /// let size = FigureSize::new(FigureKind::Heatmap, width, None, scale)?.printed(85.0);
    /// assert_eq!(size.pixels().0, 1004);
    /// assert_eq!(size.print_mm().map(|(w, _)| w), Some(85.0));
    /// assert_eq!(size.dpi().round(), 300.0);
    /// assert!(FigureSize::css_of_mm(40.0, false).is_err());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn css_of_mm(value: f64, height: bool) -> Result<u32, GameError> {
        let least = if height { MIN_HEIGHT } else { MIN_WIDTH };
        let in_mm = |px: u32| f64::from(px) * MM_PER_INCH / CSS_PER_INCH;
        let css = (value / MM_PER_INCH * CSS_PER_INCH).round();
        if !(f64::from(least)..=f64::from(MAX_WIDTH)).contains(&css) {
            let (min, max) = (in_mm(least).ceil(), in_mm(MAX_WIDTH).floor());
            let given = plain_number(&value.to_string());
            let (min, max) = (min.to_string(), max.to_string());
            let why = if height {
                t!("figure-bad-height-mm", height = given, min = min, max = max)
            } else {
                t!("figure-bad-width-mm", width = given, min = min, max = max)
            };
            return Err(GameError::BadFigure(why));
        }
        Ok(css as u32)
    }

    /// The scale at which a figure `css_width` CSS pixels wide has the whole pixels a print
    /// `width_mm` millimetres wide at `dpi` needs (85 mm at 300 dpi: 1004 pixels).
    pub fn print_scale(width_mm: f64, css_width: u32, dpi: f64) -> f64 {
        (width_mm / MM_PER_INCH * dpi).round() / f64::from(css_width.max(1))
    }

    /// This size printed `width_mm` millimetres wide: the SVG document says so, the PNG file
    /// records the resolution that prints it so wide, and [`FigureSize::describe`] says both.
    pub fn printed(self, width_mm: f64) -> Self {
        FigureSize {
            print_width_mm: Some(width_mm),
            ..self
        }
    }

    /// The width and height in print in millimetres, for a figure for print.
    pub fn print_mm(&self) -> Option<(f64, f64)> {
        let mm = self.print_width_mm?;
        let (w, h) = self.pixels();
        Some((mm, mm * f64::from(h) / f64::from(w.max(1))))
    }

    /// Pixels per inch: `scale × 96`, or for print the pixels across its width in print.
    pub fn dpi(&self) -> f64 {
        match self.print_width_mm {
            Some(mm) => f64::from(self.pixels().0) / (mm / MM_PER_INCH),
            None => self.scale * CSS_PER_INCH,
        }
    }

    /// The size in device pixels.
    pub fn pixels(&self) -> (u32, u32) {
        let px = |v: u32| (f64::from(v) * self.scale).round() as u32;
        (px(self.width), px(self.height))
    }

    /// The size in words: `3600 × 2700 pixels (1200 × 900 at scale 3, 288 dpi)`, or for print
    /// `1003 × 754 pixels, 85 × 63.9 mm at 300 dpi`.
    pub fn describe(&self) -> String {
        let (w, h) = self.pixels();
        if let Some((mm_width, mm_height)) = self.print_mm() {
            let tenths = |v: f64| plain_number(&((v * 10.0).round() / 10.0).to_string());
            return t!(
                "figure-size-print",
                width = w.to_string(),
                height = h.to_string(),
                mm_width = tenths(mm_width),
                mm_height = tenths(mm_height),
                dpi = plain_number(&self.dpi().round().to_string())
            );
        }
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
    Ok(in_print(out, size))
}

/// An SVG document of `size` with its width and height in millimetres when it is for print
/// (`width="85mm" height="63.9mm"`; its view box stays in pixels, so everything in it scales).
fn in_print(svg: String, size: FigureSize) -> String {
    let Some((mm_width, mm_height)) = size.print_mm() else {
        return svg;
    };
    let (w, h) = size.pixels();
    let plotted = format!("<svg width=\"{w}\" height=\"{h}\"");
    let printed = format!(
        "<svg width=\"{}mm\" height=\"{}mm\"",
        (mm_width * 100.0).round() / 100.0,
        (mm_height * 100.0).round() / 100.0
    );
    svg.replacen(&plotted, &printed, 1)
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
    picture_height(picture, None, width.max(MIN_WIDTH))
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
            let (width, height) = picture_size(&picture);
            FigureSize {
                width,
                height,
                scale: 1.0,
                print_width_mm: None,
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
    /// [`atlas_height`], and the errata's legend words when there are any.
    pub fn figure_height(&self, picture: &AtlasPicture, width: u32) -> u32 {
        let errata = self.errata_places().len();
        let ringed = (errata > 0).then(|| errata_legend(errata));
        picture_height(picture, ringed.as_deref(), width.max(MIN_WIDTH))
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
        Ok(raster.png(size.dpi() / CSS_PER_INCH))
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
                // The title, in lines where it is long (a set's braces on one line).
                let texts: Vec<&str> = svg
                    .split("<text")
                    .skip(1)
                    .filter_map(|t| Some(t.split('>').nth(1)?.split('<').next()?.trim()))
                    .collect();
                let said = texts.join(" ").replace('\u{a0}', " ");
                let title = crate::heatmap::heatmap_title(&map);
                assert!(said.contains(&title), "{title}: {said}");
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

    /// A figure for print: laid out at its width in CSS pixels of 1/96 inch, its SVG sized in
    /// millimetres, its PNG recording the resolution that prints it at that width; its size and
    /// the lengths refused said in English, German and French.
    #[test]
    fn a_figure_for_print_is_sized_in_millimetres() {
        use nimseq_core::words::{with_language, Lang};
        let width = FigureSize::css_of_mm(FigureSize::read_mm(" 85 mm ").unwrap(), false).unwrap();
        assert_eq!(width, 321);
        let scale = FigureSize::print_scale(85.0, width, 600.0);
        let size = FigureSize::new(FigureKind::Overview, width, None, scale)
            .unwrap()
            .printed(85.0);
        let (w, h) = size.pixels();
        assert_eq!(w, 2008);
        let (mm_w, mm_h) = size.print_mm().unwrap();
        assert_eq!(mm_w, 85.0);
        assert!((mm_h - 85.0 * f64::from(h) / f64::from(w)).abs() < 1e-9);
        assert!((size.dpi() - f64::from(w) / (85.0 / 25.4)).abs() < 1e-9);
        let mut o = Overview::new();
        o.push(&[0, 1, 2, 0, 1, 2]);
        let window = Window { from: 0.0, to: 6.0 };
        let svg = overview_svg(&o, window, "t", size, &Theme::LIGHT).unwrap();
        let head = format!(
            "<svg width=\"85mm\" height=\"{}mm\" viewBox=\"0 0 {w} {h}\"",
            (mm_h * 100.0).round() / 100.0
        );
        assert!(svg.starts_with(&head), "{}", &svg[..120]);
        #[cfg(all(feature = "png", not(target_arch = "wasm32")))]
        {
            let png = overview_png(&o, window, "t", size, &Theme::LIGHT).unwrap();
            let per_metre = u32::from_be_bytes(png[41..45].try_into().unwrap());
            assert!((f64::from(w) / f64::from(per_metre) * 1000.0 - 85.0).abs() < 0.05);
        }
        // A figure not for print is as before.
        let plain = FigureSize::new(FigureKind::Overview, width, None, 1.0).unwrap();
        assert_eq!(plain.dpi(), 96.0);
        assert!(overview_svg(&o, window, "t", plain, &Theme::LIGHT)
            .unwrap()
            .starts_with("<svg width=\"321\""));
        let words = || {
            [
                size.describe(),
                FigureSize::css_of_mm(40.5, false).unwrap_err().to_string(),
                FigureSize::css_of_mm(3000.0, true).unwrap_err().to_string(),
                FigureSize::read_mm("wide").unwrap_err().to_string(),
            ]
            .join("\n")
        };
        let english = words();
        for phrase in [
            "2008 × ",
            " pixels, 85 × ",
            " mm at 600 dpi",
            "the width 40.5 mm is not between 53 and 2116 mm",
            "the height 3000 mm is not between 27 and 2116 mm",
            "wide is not a length in millimetres",
        ] {
            assert!(english.contains(phrase), "{phrase}: {english}");
        }
        for (lang, phrases) in [
            (
                Lang::De,
                [
                    " Pixel, 85 × ",
                    " mm bei 600 dpi",
                    "die Breite 40,5 mm liegt nicht zwischen 53 und 2116 mm",
                    "keine Länge in Millimetern",
                ],
            ),
            (
                Lang::Fr,
                [
                    " pixels, 85 × ",
                    " mm à 600 ppp",
                    "la largeur 40,5 mm n'est pas comprise entre 53 et 2116 mm",
                    "n'est pas une longueur en millimètres",
                ],
            ),
        ] {
            let said = with_language(lang, words);
            for phrase in phrases {
                assert!(said.contains(phrase), "{lang:?} {phrase}: {said}");
            }
            for english in ["is not between", "millimetres", " at "] {
                assert!(!said.contains(english), "{lang:?} {english}: {said}");
            }
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
