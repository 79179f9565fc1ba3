//! Text in PNG figures: DejaVu Sans (kept in `assets/fonts`, with its licence), measured and
//! drawn with `ab_glyph`. A size is the font's em in pixels, as in CSS and SVG, so a label
//! takes the room it takes on the page's canvas and in the SVG downloads.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use plotters_backend::text_anchor::{HPos, Pos, VPos};
use plotters_backend::FontTransform;

/// DejaVu Sans, unmodified (Bitstream Vera licence: `assets/fonts/LICENSE-DejaVu.txt`).
static DEJAVU_SANS: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/DejaVuSans.ttf"
));

/// The font, read once.
fn font() -> Option<&'static FontRef<'static>> {
    static FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(DEJAVU_SANS).ok())
        .as_ref()
}

/// The scale that makes the em `size` pixels.
fn scale(font: &FontRef<'_>, size: f64) -> PxScale {
    let em = font.units_per_em().unwrap_or(1000.0);
    PxScale::from(size as f32 * font.height_unscaled() / em)
}

/// The advance of each character of `text`, kerned, from the start: `(char, x)`.
fn layout(font: &FontRef<'_>, size: f64, text: &str) -> (Vec<(char, f32)>, f32) {
    let scaled = font.as_scaled(scale(font, size));
    let mut x = 0.0;
    let mut prev = None;
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        out.push((c, x));
        x += scaled.h_advance(id);
        prev = Some(id);
    }
    (out, x)
}

/// The size of `text` at `size` pixels: its advance and the em.
pub fn measure(text: &str, size: f64) -> (u32, u32) {
    let Some(font) = font() else {
        return (0, size.ceil() as u32);
    };
    let (_, width) = layout(font, size, text);
    (width.ceil() as u32, size.ceil() as u32)
}

/// Draws `text` at `size` pixels with its `anchor` at `pos`, turned by `transform`, calling
/// `paint(x, y, coverage)` for each pixel it covers (coverage from 0 to 1).
pub fn draw(
    text: &str,
    size: f64,
    anchor: Pos,
    transform: FontTransform,
    pos: (i32, i32),
    mut paint: impl FnMut(i32, i32, f32),
) {
    let Some(font) = font() else {
        return;
    };
    let px = scale(font, size);
    let scaled = font.as_scaled(px);
    let (glyphs, width) = layout(font, size, text);
    // The em box as a canvas places text: ascent and descent scaled to span one em.
    let (a, d) = (scaled.ascent(), scaled.descent());
    let em = size as f32 / (a - d).max(f32::EPSILON);
    let (ascent, descent) = (a * em, d * em);
    // Where the baseline's start lies from the anchor, before turning.
    let dx = match anchor.h_pos {
        HPos::Left => 0.0,
        HPos::Center => -width / 2.0,
        HPos::Right => -width,
    };
    let dy = match anchor.v_pos {
        VPos::Top => ascent,
        VPos::Center => (ascent + descent) / 2.0,
        VPos::Bottom => descent,
    };
    for (c, x) in glyphs {
        let glyph = scaled
            .glyph_id(c)
            .with_scale_and_position(px, ab_glyph::point(dx + x, dy));
        let Some(outline) = font.outline_glyph(glyph) else {
            continue;
        };
        let bounds = outline.px_bounds();
        outline.draw(|gx, gy, coverage| {
            let x = (bounds.min.x + gx as f32).round() as i32;
            let y = (bounds.min.y + gy as f32).round() as i32;
            let (tx, ty) = transform.transform(x, y);
            paint(pos.0 + tx, pos.1 + ty, coverage);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_is_read_and_measures_like_a_sans_serif() {
        assert!(font().is_some());
        let (w, h) = measure("period", 20.0);
        // DejaVu Sans: about 0.6 em per lower-case letter.
        assert!((60..80).contains(&w), "{w}");
        assert_eq!(h, 20);
        assert_eq!(measure("", 13.0).0, 0);
        assert!(measure("≤ × …", 13.0).0 > 0);
    }

    #[test]
    fn turned_text_runs_up_the_page() {
        let mut points = Vec::new();
        let anchor = Pos::new(HPos::Left, VPos::Top);
        draw(
            "ab",
            20.0,
            anchor,
            FontTransform::Rotate270,
            (50, 50),
            |x, y, _| {
                points.push((x, y));
            },
        );
        let (xs, ys): (Vec<i32>, Vec<i32>) = points.into_iter().unzip();
        // Turned a quarter anticlockwise: the text goes upwards from the anchor.
        assert!(ys.iter().all(|&y| y <= 51), "{ys:?}");
        assert!(ys.iter().min().unwrap() < &30);
        assert!(xs.iter().all(|&x| (50..72).contains(&x)), "{xs:?}");
    }
}
