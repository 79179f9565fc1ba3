//! The atlas's map as a picture (for the SVG and PNG downloads and `nimseq plot atlas`): one
//! square per code, coloured as on the page, with the axes' labels and the legend below.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::draw::colors::{ink_on, Theme};
use crate::draw::{DrawError, FONT};
use crate::words::t;

/// What the picture shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AtlasPicture {
    /// Columns and rows of the map.
    pub columns: usize,
    /// Rows (row 0 at the bottom).
    pub rows: usize,
    /// `(x, y, colour)` of every code.
    pub cells: Vec<(usize, usize, RGBColor)>,
    /// The columns' labels.
    pub column_labels: Vec<String>,
    /// The caption.
    pub caption: String,
    /// What the columns and rows are, under the map (`d1 d2 across, d3 up`).
    pub axes: String,
    /// The legend, top to bottom: each colour with its words (counts included).
    pub legend: Vec<(RGBColor, String)>,
}

/// Pixels per cell in a picture of the natural size ([`picture_size`]).
pub const CELL: u32 = 16;

/// Room left of the map (the rows' labels), at scale 1.
const LEFT: u32 = 40;
/// Room right of the map, at scale 1.
const RIGHT: u32 = 10;
/// Room above the map (the caption, two lines at most), at scale 1.
const TOP: u32 = 48;
/// The caption's font size, at scale 1.
const CAPTION: u32 = 14;
/// Room under the map for the columns' labels and the axes' words, at scale 1.
const UNDER: u32 = 40;
/// Height of one legend line, at scale 1.
const LINE: u32 = 18;

/// The natural size of the picture `picture`: `CELL` pixels per cell (scale 1).
pub fn picture_size(picture: &AtlasPicture) -> (u32, u32) {
    let width = LEFT + CELL * picture.columns as u32 + RIGHT;
    (width, picture_height(picture, None, width))
}

/// The side of a cell when the picture is `width` pixels wide at scale 1 (at least 2).
fn cell_side(columns: usize, width: u32) -> u32 {
    (width.saturating_sub(LEFT + RIGHT) / columns.max(1) as u32).max(2)
}

/// The height `picture` needs at `width` pixels wide (scale 1; at scale `s`, both `s` times
/// as large): the caption's lines, square cells as wide as fit, the labels and the legend's
/// lines, each wrapped at that width, with the errata's legend words `ringed` last when codes
/// are ringed ([`errata_legend`]).
pub fn picture_height(picture: &AtlasPicture, ringed: Option<&str>, width: u32) -> u32 {
    let words = picture.legend.iter().map(|(_, w)| w.as_str());
    let legend = legend_lines(words.chain(ringed), width);
    map_top(&picture.caption, width)
        + cell_side(picture.columns, width) * picture.rows as u32
        + UNDER
        + LINE * legend as u32
        + 8
}

/// The most lines a caption takes.
const CAPTION_LINES: usize = 4;

/// The caption's lines at `width` pixels wide (scale 1): wrapped at the map's width (DejaVu
/// Sans and the usual sans-serif faces average under 0.6 em a character).
fn caption_lines(caption: &str, width: u32) -> Vec<String> {
    let room = width.saturating_sub(LEFT + RIGHT);
    let per_line = (f64::from(room) / (0.6 * f64::from(CAPTION))) as usize;
    wrap(caption, per_line, CAPTION_LINES)
}

/// Where the map starts (scale 1): under the caption, two lines' room at least.
fn map_top(caption: &str, width: u32) -> u32 {
    let lines = caption_lines(caption, width).len().max(2) as u32;
    TOP + (lines - 2) * (CAPTION + 4)
}

/// The legend's font size, and the room its swatch takes before the words, at scale 1.
const LEGEND_FONT: u32 = 12;
/// The most lines one colour's words take.
const LEGEND_LINES: usize = 4;
const SWATCH: u32 = 18;

/// How many characters of the legend's words fit a line of a picture `width` pixels wide
/// (scale 1).
fn legend_chars(width: u32) -> usize {
    let room = width.saturating_sub(LEFT + RIGHT + SWATCH);
    (f64::from(room) / (0.6 * f64::from(LEGEND_FONT))) as usize
}

/// How many lines the legend `words` take in a picture `width` pixels wide (scale 1): each
/// colour's words wrapped to the width, [`LEGEND_LINES`] at most.
fn legend_lines<'a>(words: impl IntoIterator<Item = &'a str>, width: u32) -> usize {
    let chars = legend_chars(width);
    words
        .into_iter()
        .map(|w| wrap(w, chars, LEGEND_LINES).len().max(1))
        .sum()
}

/// `text` in lines of at most `width` characters, broken between words (a word longer than a
/// line stands alone); everything past line `most` joins it.
fn wrap(text: &str, width: usize, most: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    // Broken at plain spaces only: a no-break space (the French “\u{202f}:”) holds.
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let full = lines.len() == most.max(1);
        match lines.last_mut() {
            Some(line) if full || line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// Draws the map on any plotters backend, its text and margins `scale` times their size
/// (cells as large as the width allows).
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq_core::draw::{draw_atlas, picture_size, AtlasPicture, Theme};
/// let picture = AtlasPicture {
///     columns: 8,
///     rows: 1,
///     cells: vec![(1, 0, RGBColor(46, 157, 91))],
///     column_labels: (0..8).map(|d| d.to_string()).collect(),
///     caption: "codes 0.d1".into(),
///     axes: "d1 across".into(),
///     legend: vec![(RGBColor(46, 157, 91), "certified (1)".into())],
/// };
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, picture_size(&picture)).into_drawing_area();
///     draw_atlas(&root, &picture, &Theme::LIGHT, 1.0).unwrap();
/// }
/// assert!(svg.contains("codes 0.d1") && svg.to_lowercase().contains("#2e9d5b"));
/// assert!(svg.contains("certified (1)"));
/// ```
pub fn draw_atlas<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    picture: &AtlasPicture,
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    draw_atlas_marked(root, picture, &[], theme, scale)
}

/// The legend's words for the codes whose literature carries an erratum, in English (the
/// picture writes them in the thread's language, with the codes' count).
pub const ERRATUM: &str = "literature erratum (a published claim the computation refutes)";

/// As [`draw_atlas`], with a ring in each cell `(x, y)` of `errata` (codes whose literature
/// carries an erratum: a published claim the computation refutes), black or white as
/// contrasts with the cell, and a last legend line for them (`literature erratum …`, with
/// their count) when there are any: the picture is then taller by their words' lines
/// ([`picture_height`] given [`errata_legend`]).
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq_core::draw::{draw_atlas_marked, errata_legend, picture_height, picture_size};
/// use nimseq_core::draw::{AtlasPicture, Theme};
/// let picture = AtlasPicture {
///     columns: 8,
///     rows: 1,
///     cells: vec![(1, 0, RGBColor(17, 102, 17))],
///     column_labels: (0..8).map(|d| d.to_string()).collect(),
///     caption: "codes 0.d1".into(),
///     axes: "d1 across".into(),
///     legend: vec![(RGBColor(17, 102, 17), "certified (1)".into())],
/// };
/// let mut svg = String::new();
/// {
///     let (width, _) = picture_size(&picture);
///     let height = picture_height(&picture, Some(&errata_legend(1)), width);
///     let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
///     draw_atlas_marked(&root, &picture, &[(1, 0)], &Theme::LIGHT, 1.0).unwrap();
/// }
/// // The legend's words wrap at the picture's width (a line a text element).
/// assert!(svg.contains("<circle") && svg.contains("literature"));
/// assert!(svg.contains("1 code"));
/// ```
pub fn draw_atlas_marked<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    picture: &AtlasPicture,
    errata: &[(usize, usize)],
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    root.fill(&theme.background).map_err(DrawError::from)?;
    let scale = scale.clamp(0.5, 8.0);
    let px = |v: u32| (f64::from(v) * scale).round() as i32;
    let (width, _) = root.dim_in_pixel();
    let side = cell_side(picture.columns, (f64::from(width) / scale) as u32);
    let cell = px(side);
    let unscaled = (f64::from(width) / scale) as u32;
    let (left, top) = (px(LEFT), px(map_top(&picture.caption, unscaled)));
    let font = |size: u32| (FONT, px(size) as u32).into_font().color(&theme.foreground);
    for (i, line) in caption_lines(&picture.caption, unscaled).iter().enumerate() {
        let y = px(6) + i as i32 * px(CAPTION + 4);
        root.draw(&Text::new(line.clone(), (left, y), font(CAPTION)))
            .map_err(DrawError::from)?;
    }
    for &(x, y, colour) in &picture.cells {
        let x0 = left + x as i32 * cell;
        let y0 = top + (picture.rows.saturating_sub(1 + y)) as i32 * cell;
        // A hairline between cells, as on the page.
        let gap = (cell / 16).max(1);
        root.draw(&Rectangle::new(
            [(x0, y0), (x0 + cell - gap, y0 + cell - gap)],
            colour.filled(),
        ))
        .map_err(DrawError::from)?;
    }
    let ring = |x0: i32, y0: i32, fill: RGBColor| {
        let r = ((cell - (cell / 16).max(1)) as f64 * 0.32).round().max(2.0) as i32;
        let c = (
            x0 + (cell - (cell / 16).max(1)) / 2,
            y0 + (cell - (cell / 16).max(1)) / 2,
        );
        Circle::new(
            c,
            r,
            ink_on(fill).stroke_width(px(1).max(1) as u32 + (cell as u32) / 24),
        )
    };
    for &(x, y) in errata {
        let fill = picture
            .cells
            .iter()
            .find(|&&(cx, cy, _)| (cx, cy) == (x, y))
            .map_or(theme.background, |&(_, _, c)| c);
        let x0 = left + x as i32 * cell;
        let y0 = top + (picture.rows.saturating_sub(1 + y)) as i32 * cell;
        root.draw(&ring(x0, y0, fill)).map_err(DrawError::from)?;
    }
    // The rows' labels at least 12 pixels (scale 1) apart: every row, every second, ….
    let label = font(10).pos(Pos::new(HPos::Right, VPos::Center));
    let row_step = (12 / side.max(1) as usize).max(1);
    let row_step = [1, 2, 4, 8]
        .into_iter()
        .find(|&s| s >= row_step)
        .unwrap_or(8);
    for y in (0..picture.rows).step_by(row_step) {
        let yc = top + (picture.rows - 1 - y) as i32 * cell + cell / 2;
        root.draw(&Text::new(y.to_string(), (left - px(6), yc), label.clone()))
            .map_err(DrawError::from)?;
    }
    let below = top + picture.rows as i32 * cell + px(4);
    // Labels at least 24 pixels (scale 1) apart.
    let step = (24 / side.max(1) as usize).max(1);
    let step = [1, 2, 4, 8].into_iter().find(|&s| s >= step).unwrap_or(8);
    let under = font(10).pos(Pos::new(HPos::Center, VPos::Top));
    for (x, text) in picture.column_labels.iter().enumerate().step_by(step) {
        let xc = left + x as i32 * cell + cell / 2;
        root.draw(&Text::new(text.clone(), (xc, below), under.clone()))
            .map_err(DrawError::from)?;
    }
    root.draw(&Text::new(
        picture.axes.clone(),
        (left, below + px(16)),
        font(11),
    ))
    .map_err(DrawError::from)?;
    let mut y = top + picture.rows as i32 * cell + px(UNDER);
    // Each colour's words wrapped at the picture's width (a column of a printed page).
    let chars = legend_chars(unscaled);
    for (colour, words) in &picture.legend {
        root.draw(&Rectangle::new(
            [(left, y), (left + px(12), y + px(12))],
            colour.filled(),
        ))
        .map_err(DrawError::from)?;
        for line in wrap(words, chars, LEGEND_LINES) {
            root.draw(&Text::new(line, (left + px(SWATCH), y), font(LEGEND_FONT)))
                .map_err(DrawError::from)?;
            y += px(LINE);
        }
    }
    if !errata.is_empty() {
        let swatch = px(12);
        root.draw(&Rectangle::new(
            [(left, y), (left + swatch, y + swatch)],
            theme.background.filled(),
        ))
        .map_err(DrawError::from)?;
        root.draw(&Circle::new(
            (left + swatch / 2, y + swatch / 2),
            (swatch * 2 / 5).max(2),
            theme.foreground.stroke_width(px(1).max(1) as u32),
        ))
        .map_err(DrawError::from)?;
        for line in wrap(&errata_legend(errata.len()), chars, LEGEND_LINES) {
            root.draw(&Text::new(line, (left + px(SWATCH), y), font(LEGEND_FONT)))
                .map_err(DrawError::from)?;
            y += px(LINE);
        }
    }
    Ok(())
}

/// The legend's words for `count` codes ringed as literature errata (their last legend line,
/// counted by [`legend_lines`] as the others).
pub fn errata_legend(count: usize) -> String {
    t!("draw-atlas-errata", n = count.to_string(), count = count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::svg_text::svg_texts;

    #[test]
    fn captions_wrap_between_words_in_two_lines_at_most() {
        assert_eq!(wrap("one two three", 7, 2), ["one two", "three"]);
        assert_eq!(wrap("one two three four", 3, 2), ["one", "two three four"]);
        assert_eq!(
            wrap("one two three four", 3, 4),
            ["one", "two", "three", "four"]
        );
        assert_eq!(wrap("a", 0, 2), ["a"]);
        assert!(wrap("", 5, 2).is_empty());
    }

    fn picture(columns: usize, rows: usize) -> AtlasPicture {
        AtlasPicture {
            columns,
            rows,
            cells: (0..columns)
                .flat_map(|x| (0..rows).map(move |y| (x, y, RGBColor(1, 2, 3))))
                .collect(),
            column_labels: (0..columns).map(|x| format!("c{x}")).collect(),
            caption: "the caption".into(),
            axes: "d1 d2 across, d3 up".into(),
            legend: vec![
                (RGBColor(1, 2, 3), "certified (511)".into()),
                (RGBColor(4, 5, 6), "unsolved (0)".into()),
            ],
        }
    }

    /// At a printed column's width (85 mm: 321 CSS pixels) the legend's long words wrap
    /// inside the picture, and the picture is as tall as its wrapped lines need.
    #[test]
    fn a_narrow_legend_wraps_inside_the_picture() {
        let mut p = picture(64, 8);
        p.legend.push((
            RGBColor(7, 8, 9),
            "certified here; unsolved in the literature (8)".into(),
        ));
        p.caption = "Octal codes 0.d1d2d3 (511 codes, G(n) computed to n = 65535 at most), \
                     coloured by status against the literature"
            .into();
        let width = 321;
        let words = p.legend.iter().map(|(_, w)| w.as_str());
        assert_eq!(
            legend_lines(words.clone(), width),
            4,
            "the long line takes two"
        );
        assert_eq!(legend_lines(words, 1200), 3);
        assert!(caption_lines(&p.caption, width).len() > 2);
        let height = picture_height(&p, None, width);
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
            draw_atlas(&root, &p, &Theme::LIGHT, 1.0).unwrap();
        }
        for t in svg_texts(&svg) {
            let size = t.font_size * 1.24;
            // DejaVu Sans averages under 0.6 em a character.
            let right = t.x + 0.6 * size * t.words.chars().count() as f64;
            assert!(right <= f64::from(width), "{}: {right}", t.words);
            assert!(t.y + size <= f64::from(height), "{}", t.words);
        }
        assert!(svg.contains("certified here; unsolved in the"));
    }

    #[test]
    fn cells_fill_the_width_and_the_height_follows() {
        for (width, scale) in [(1200, 1.0), (1200, 3.0), (500, 2.0)] {
            let p = picture(64, 8);
            let height = picture_height(&p, None, width);
            let (w, h) = (
                (f64::from(width) * scale) as u32,
                (f64::from(height) * scale) as u32,
            );
            let mut svg = String::new();
            {
                let root = SVGBackend::with_string(&mut svg, (w, h)).into_drawing_area();
                draw_atlas(&root, &p, &Theme::LIGHT, scale).unwrap();
            }
            assert!(
                svg.contains(&format!(r#"width="{w}" height="{h}""#)),
                "{w} {h}"
            );
            // 512 cells and the background and two swatches.
            assert_eq!(svg.matches("<rect").count(), 512 + 3);
            let side = cell_side(64, width);
            assert_eq!(side, (width - 50) / 64);
            assert!(svg.contains("the caption") && svg.contains("certified (511)"));
            assert!(svg.contains("d1 d2 across, d3 up"));
            // Nothing is drawn below the picture's bottom: the legend's last line fits.
            let bottom = picture_height(&p, None, width) as f64;
            assert!(bottom >= f64::from(TOP + side * 8 + UNDER + 2 * LINE));
        }
    }

    /// The errata's legend line in the thread's language, with the plural of its count.
    #[test]
    fn the_errata_line_in_german_and_french() {
        use crate::words::{with_language, Lang};
        let drawn = |errata: &[(usize, usize)]| {
            let mut svg = String::new();
            {
                let ringed = errata_legend(errata.len());
                let size = (1200, picture_height(&picture(8, 2), Some(&ringed), 1200));
                let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
                draw_atlas_marked(&root, &picture(8, 2), errata, &Theme::LIGHT, 1.0).unwrap();
            }
            svg
        };
        let german = with_language(Lang::De, || drawn(&[(1, 0)]));
        assert!(german.contains("Erratum der Literatur") && german.contains(": 1 Code"));
        let french = with_language(Lang::Fr, || drawn(&[(1, 0), (2, 1)]));
        assert!(french.contains("erratum de la littérature"), "{french}");
        assert!(french.contains("\u{202f}: 2 codes") && !french.contains("refutes"));
    }
}
