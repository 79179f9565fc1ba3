//! Pictures as pixels natively, for PNG files: a plotters [`DrawingBackend`] that paints into
//! an RGB buffer ([`Raster`]), with text drawn from the DejaVu Sans font kept in the crate
//! ([`text`]), and the buffer written as a PNG file with its print resolution ([`png`]).
//!
//! The page draws the same pictures on a canvas, which draws its own text; here the same
//! drawing functions run unchanged on [`Raster`]. Big grids are painted as the page paints
//! them: the drawing leaves the cells out and [`Raster::blit_rgba`] copies their pixels into
//! the plot rectangle, each cell a crisp block.
//!
//! # Examples
//! ```
//! use plotters::prelude::*;
//! use nimseq_core::draw::Raster;
//! let mut raster = Raster::new(200, 100);
//! {
//!     let root = (&mut raster).into_drawing_area();
//!     root.fill(&WHITE).unwrap();
//!     root.draw(&Text::new("G(n)", (10, 10), ("sans-serif", 20).into_font())).unwrap();
//! }
//! let png = raster.png(2.0);
//! assert_eq!(&png[1..4], b"PNG");
//! ```

pub mod png;
pub mod text;

use std::convert::Infallible;

use plotters::prelude::DrawingBackend;
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingErrorKind,
};

use crate::draw::PlotRect;

/// An RGB picture that plotters draws on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raster {
    width: u32,
    height: u32,
    /// Three bytes per pixel, top row first.
    rgb: Vec<u8>,
}

type Failure = DrawingErrorKind<Infallible>;

impl Raster {
    /// A white `width × height` picture.
    pub fn new(width: u32, height: u32) -> Self {
        Raster {
            width,
            height,
            rgb: vec![255; width as usize * height as usize * 3],
        }
    }

    /// The width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The pixels, three bytes (red, green, blue) each, top row first.
    pub fn rgb(&self) -> &[u8] {
        &self.rgb
    }

    /// The colour of pixel `(x, y)`, if it is inside.
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 3]> {
        (x < self.width && y < self.height).then(|| {
            let i = (y as usize * self.width as usize + x as usize) * 3;
            [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
        })
    }

    /// Paints `(x, y)` with `rgb` at opacity `alpha` (0 to 1) over what is there.
    fn blend(&mut self, x: i32, y: i32, rgb: (u8, u8, u8), alpha: f64) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 || alpha <= 0.0 {
            return;
        }
        let i = (y as usize * self.width as usize + x as usize) * 3;
        let px = &mut self.rgb[i..i + 3];
        if alpha >= 1.0 {
            px.copy_from_slice(&[rgb.0, rgb.1, rgb.2]);
            return;
        }
        let mix = |old: u8, new: u8| {
            (f64::from(old) * (1.0 - alpha) + f64::from(new) * alpha).round() as u8
        };
        px[0] = mix(px[0], rgb.0);
        px[1] = mix(px[1], rgb.1);
        px[2] = mix(px[2], rgb.2);
    }

    /// Copies a `width × height` RGBA picture (top row first) into `rect`, each picture pixel
    /// a block of the rectangle (nearest neighbour, as the page's canvas draws it without
    /// smoothing), transparent pixels left as they are.
    pub fn blit_rgba(&mut self, rgba: &[u8], (width, height): (u32, u32), rect: PlotRect) {
        let (w, h) = (rect.right - rect.left, rect.bottom - rect.top);
        if width == 0 || height == 0 || w <= 0 || h <= 0 {
            return;
        }
        for dy in 0..h {
            let sy = (i64::from(dy) * i64::from(height) / i64::from(h)) as usize;
            for dx in 0..w {
                let sx = (i64::from(dx) * i64::from(width) / i64::from(w)) as usize;
                let i = (sy * width as usize + sx) * 4;
                let Some(p) = rgba.get(i..i + 4) else {
                    continue;
                };
                let alpha = f64::from(p[3]) / 255.0;
                self.blend(rect.left + dx, rect.top + dy, (p[0], p[1], p[2]), alpha);
            }
        }
    }

    /// The picture as a PNG file, its resolution `scale` × 96 pixels per inch (a picture
    /// drawn at scale 3 prints at the size of the same picture at scale 1 on a screen).
    pub fn png(&self, scale: f64) -> Vec<u8> {
        png::encode(&self.rgb, (self.width, self.height), scale * 96.0)
    }
}

impl DrawingBackend for &mut Raster {
    type ErrorType = Infallible;

    fn get_size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    fn ensure_prepared(&mut self) -> Result<(), Failure> {
        Ok(())
    }

    fn present(&mut self) -> Result<(), Failure> {
        Ok(())
    }

    fn draw_pixel(&mut self, (x, y): BackendCoord, color: BackendColor) -> Result<(), Failure> {
        self.blend(x, y, color.rgb, color.alpha);
        Ok(())
    }

    /// Filled rectangles row by row (the backgrounds and cells of every picture).
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), Failure> {
        if !fill {
            return plotters_backend::rasterizer::draw_rect(
                self,
                upper_left,
                bottom_right,
                style,
                fill,
            );
        }
        let color = style.color();
        let (x0, x1) = (
            upper_left.0.min(bottom_right.0),
            upper_left.0.max(bottom_right.0),
        );
        let (y0, y1) = (
            upper_left.1.min(bottom_right.1),
            upper_left.1.max(bottom_right.1),
        );
        let (x0, x1) = (x0.max(0), x1.min(self.width as i32 - 1));
        let (y0, y1) = (y0.max(0), y1.min(self.height as i32 - 1));
        for y in y0..=y1 {
            for x in x0..=x1 {
                self.blend(x, y, color.rgb, color.alpha);
            }
        }
        Ok(())
    }

    fn draw_text<S: BackendTextStyle>(
        &mut self,
        words: &str,
        style: &S,
        pos: BackendCoord,
    ) -> Result<(), Failure> {
        let color = style.color();
        text::draw(
            words,
            style.size(),
            style.anchor(),
            style.transform(),
            pos,
            |x, y, coverage| self.blend(x, y, color.rgb, color.alpha * f64::from(coverage)),
        );
        Ok(())
    }

    fn estimate_text_size<S: BackendTextStyle>(
        &self,
        words: &str,
        style: &S,
    ) -> Result<(u32, u32), Failure> {
        Ok(text::measure(words, style.size()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::prelude::*;

    #[test]
    fn rectangles_fill_and_blend() {
        let mut raster = Raster::new(10, 10);
        {
            let root = (&mut raster).into_drawing_area();
            root.fill(&RGBColor(10, 20, 30)).unwrap();
            root.draw(&Rectangle::new(
                [(2, 2), (4, 4)],
                RGBColor(200, 0, 0).mix(0.5).filled(),
            ))
            .unwrap();
        }
        assert_eq!(raster.pixel(0, 0), Some([10, 20, 30]));
        assert_eq!(raster.pixel(3, 3), Some([105, 10, 15]));
        assert_eq!(raster.pixel(5, 5), Some([10, 20, 30]));
        assert_eq!(raster.pixel(10, 0), None);
    }

    #[test]
    fn pictures_are_copied_as_blocks() {
        let mut raster = Raster::new(8, 4);
        // Two pixels, red then transparent, into a 4 × 2 rectangle at (2, 1).
        let rgba = [255, 0, 0, 255, 0, 0, 255, 0];
        let rect = PlotRect {
            left: 2,
            top: 1,
            right: 6,
            bottom: 3,
        };
        raster.blit_rgba(&rgba, (2, 1), rect);
        for y in 0..4 {
            for x in 0..8 {
                let red = (2..4).contains(&x) && (1..3).contains(&y);
                let expected = if red { [255, 0, 0] } else { [255, 255, 255] };
                assert_eq!(raster.pixel(x, y), Some(expected), "({x}, {y})");
            }
        }
    }

    #[test]
    fn text_is_drawn_where_its_anchor_says() {
        use plotters::style::text_anchor::{HPos, Pos, VPos};
        let ink = |pos: Pos| {
            let mut raster = Raster::new(200, 60);
            {
                let root = (&mut raster).into_drawing_area();
                let font = ("sans-serif", 20).into_font().color(&BLACK).pos(pos);
                root.draw(&Text::new("Kayles", (100, 30), font)).unwrap();
            }
            let dark: Vec<(u32, u32)> = (0..60)
                .flat_map(|y| (0..200).map(move |x| (x, y)))
                .filter(|&(x, y)| raster.pixel(x, y).unwrap()[0] < 128)
                .collect();
            let xs = dark.iter().map(|p| p.0);
            (xs.clone().min().unwrap(), xs.max().unwrap())
        };
        let (left, _) = ink(Pos::new(HPos::Left, VPos::Center));
        let (_, right) = ink(Pos::new(HPos::Right, VPos::Center));
        let (c0, c1) = ink(Pos::new(HPos::Center, VPos::Center));
        assert!((100..104).contains(&left), "{left}");
        assert!((96..=100).contains(&right), "{right}");
        assert!((i64::from(c0 + c1) / 2 - 100).abs() <= 3, "{c0} {c1}");
    }
}
