//! The atlas's map as a picture (for the SVG and PNG downloads): one square per code, coloured
//! as on the page, with the axes' labels.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::draw::colors::Theme;
use crate::draw::DrawError;

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
}

/// Pixels per cell in the picture.
pub const CELL: u32 = 16;

/// The picture's size for a map of `columns × rows`.
pub fn picture_size(columns: usize, rows: usize) -> (u32, u32) {
    (
        40 + CELL * columns as u32 + 10,
        40 + CELL * rows as u32 + 36,
    )
}

/// Draws the map on any plotters backend.
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq::draw::{atlas::{draw_atlas, picture_size, AtlasPicture}, colors::Theme};
/// let picture = AtlasPicture {
///     columns: 8,
///     rows: 1,
///     cells: vec![(1, 0, RGBColor(46, 157, 91))],
///     column_labels: (0..8).map(|d| d.to_string()).collect(),
///     caption: "octal codes 0.d1".into(),
/// };
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, picture_size(8, 1)).into_drawing_area();
///     draw_atlas(&root, &picture, &Theme::LIGHT).unwrap();
/// }
/// assert!(svg.contains("octal codes 0.d1") && svg.to_lowercase().contains("#2e9d5b"));
/// ```
pub fn draw_atlas<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    picture: &AtlasPicture,
    theme: &Theme,
) -> Result<(), DrawError> {
    root.fill(&theme.background).map_err(DrawError::from)?;
    let cell = CELL as i32;
    let (left, top) = (40, 30);
    let font = |size: u32| ("sans-serif", size).into_font().color(&theme.foreground);
    root.draw(&Text::new(picture.caption.clone(), (left, 8), font(14)))
        .map_err(DrawError::from)?;
    for &(x, y, colour) in &picture.cells {
        let x0 = left + x as i32 * cell;
        let y0 = top + (picture.rows - 1 - y) as i32 * cell;
        root.draw(&Rectangle::new(
            [(x0, y0), (x0 + cell - 1, y0 + cell - 1)],
            colour.filled(),
        ))
        .map_err(DrawError::from)?;
    }
    let label = font(10).pos(Pos::new(HPos::Right, VPos::Center));
    for y in 0..picture.rows {
        let yc = top + (picture.rows - 1 - y) as i32 * cell + cell / 2;
        root.draw(&Text::new(y.to_string(), (left - 6, yc), label.clone()))
            .map_err(DrawError::from)?;
    }
    let below = top + picture.rows as i32 * cell + 4;
    let step = if picture.columns > 16 { 4 } else { 1 };
    let under = font(10).pos(Pos::new(HPos::Center, VPos::Top));
    for (x, text) in picture.column_labels.iter().enumerate().step_by(step) {
        let xc = left + x as i32 * cell + cell / 2;
        root.draw(&Text::new(text.clone(), (xc, below), under.clone()))
            .map_err(DrawError::from)?;
    }
    Ok(())
}
