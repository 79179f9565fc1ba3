//! What each pixel column of an overview window shows, and the window as RGBA pixels.

use plotters::style::RGBColor;

use crate::draw::colors::Theme;
use crate::draw::overview::model::{Overview, Stretch};
use crate::game::Nimber;

/// The positions an overview shows: `from <= n < to` (fractional, so zooming is smooth).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Window {
    /// The first position.
    pub from: f64,
    /// One past the last position.
    pub to: f64,
}

impl Window {
    /// The positions of pixel column `c` of `width`: `a .. b`, at least one.
    pub fn column(&self, c: u32, width: u32) -> (usize, usize) {
        let span = (self.to - self.from).max(1e-9) / f64::from(width.max(1));
        let a = (self.from + f64::from(c) * span).floor().max(0.0);
        let b = (self.from + f64::from(c + 1) * span).floor().max(a + 1.0);
        (a as usize, b as usize)
    }

    /// The position under `x` pixels from the left of a plot `width` pixels wide.
    pub fn position(&self, x: f64, width: f64) -> f64 {
        self.from + x / width.max(1.0) * (self.to - self.from)
    }
}

/// Columns holding at most this many values show each value; longer ones show a band.
pub const FEW: usize = 64;
/// Most values sampled per column for its density.
pub const SAMPLE: usize = 1024;

/// What one pixel column shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Column {
    /// Past the values computed.
    Empty,
    /// Few values: each value that occurs, with how often (increasing values).
    Values {
        /// `(value, count)`.
        counts: Vec<(Nimber, u32)>,
        /// How many values the column holds.
        len: u32,
    },
    /// Many values: the band from the least to the largest, and how many P-positions.
    Band(Stretch),
}

impl Overview {
    /// What column `c` of `width` shows in `window`.
    pub fn column(&self, window: Window, c: u32, width: u32) -> Column {
        let (a, b) = window.column(c, width);
        let b = b.min(self.len());
        if a >= b {
            return Column::Empty;
        }
        if b - a > FEW {
            return Column::Band(self.stretch(a, b));
        }
        let mut seen: Vec<Nimber> = self.values()[a..b].to_vec();
        seen.sort_unstable();
        let mut counts: Vec<(Nimber, u32)> = Vec::new();
        for v in seen {
            match counts.last_mut() {
                Some((last, n)) if *last == v => *n += 1,
                _ => counts.push((v, 1)),
            }
        }
        Column::Values {
            counts,
            len: (b - a) as u32,
        }
    }

    /// The window as RGBA bytes, `width × height`, top row first: values up the side (0 at
    /// the bottom, the largest known value at the top), the periodic part tinted, the
    /// preperiod's end and each period's start marked where they are far enough apart, and
    /// the position `cursor` (the one being read) as a line.
    pub fn rgba(
        &self,
        window: Window,
        (width, height): (u32, u32),
        cursor: Option<u64>,
        theme: &Theme,
    ) -> Vec<u8> {
        let (w, h) = (width as usize, height as usize);
        let top = u32::from(self.max_value()) + 1;
        let at = |n: u64| {
            ((n as f64 - window.from) / (window.to - window.from) * f64::from(width)) as usize
        };
        // The lines across whole columns, by column, in the order they are painted: the
        // period's marks, then the cursor.
        let mut lines: Vec<(usize, RGBColor, f64)> = self
            .marks(window, width)
            .into_iter()
            .filter(|&(n, _)| at(n) < w)
            .map(|(n, strong)| (at(n), theme.accent, if strong { 0.9 } else { 0.35 }))
            .collect();
        let inside = |n: u64| (n as f64) >= window.from && (n as f64) < window.to;
        if let Some(n) = cursor.filter(|&n| inside(n)) {
            lines.push((at(n).min(w - 1), theme.foreground, 0.7));
        }
        lines.sort_by_key(|&(x, _, _)| x);
        let mut lines = lines.into_iter().peekable();
        // Each column is painted in `column` (its pixel rows, top first) and then copied into
        // the picture once: blending in the picture itself went down a column, a row of the
        // picture apart at each step, and that was most of the drawing's time.
        let mut px = vec![0u8; w * h * 4];
        let mut column = ColumnPixels::new(top, h, theme);
        let period = self.period();
        for x in 0..width {
            column.clear();
            let (a, b) = window.column(x, width);
            let shown = self.column(window, x, width);
            if shown != Column::Empty && period.is_some_and(|(e, _)| a as u64 >= e) {
                column.paint_all(theme.pending, 0.45);
            }
            match shown {
                Column::Empty => {}
                Column::Values { counts, len } => {
                    for (v, n) in counts {
                        let alpha = 0.45 + 0.55 * f64::from(n) / f64::from(len);
                        let c = if v == 0 {
                            theme.accent
                        } else {
                            theme.foreground
                        };
                        column.paint(u32::from(v), c, alpha);
                    }
                }
                Column::Band(s) => {
                    // The band, faint; over it how densely the values lie, from a sample.
                    for v in u32::from(s.min)..=u32::from(s.max) {
                        column.paint(v, theme.foreground, 0.12);
                    }
                    let density = self.density(a, b.min(self.len()), top);
                    let most = density.iter().copied().max().unwrap_or(1).max(1);
                    for (v, &count) in density.iter().enumerate() {
                        if count > 0 && v > 0 {
                            let alpha = 0.2 + 0.8 * (f64::from(count) / f64::from(most)).sqrt();
                            column.paint(v as u32, theme.foreground, alpha);
                        }
                    }
                    if s.zeros > 0 {
                        let alpha = 0.6 + 0.4 * f64::from(s.zeros) / f64::from(s.len.max(1));
                        column.paint(0, theme.accent, alpha);
                    }
                }
            }
            while let Some((_, c, alpha)) = lines.next_if(|&(at, _, _)| at == x as usize) {
                column.paint_all(c, alpha);
            }
            for (y, pixel) in column.pixels.iter().enumerate() {
                let i = (y * w + x as usize) * 4;
                px[i..i + 4].copy_from_slice(pixel);
            }
        }
        px
    }

    /// How many of the values `a .. b` equal each value below `top`, counted on a sample of
    /// at most `SAMPLE` evenly spaced values (the band and the P-positions are exact).
    pub fn density(&self, a: usize, b: usize, top: u32) -> Vec<u32> {
        let mut counts = vec![0u32; top as usize];
        let step = (b.saturating_sub(a)).div_ceil(SAMPLE).max(1);
        for &v in self.values()[a.min(b)..b].iter().step_by(step) {
            if let Some(c) = counts.get_mut(usize::from(v)) {
                *c += 1;
            }
        }
        counts
    }

    /// The positions marked in `window`: the preperiod's end (`strong`) and the start of
    /// each period after it, when periods are at least 6 pixels apart.
    pub fn marks(&self, window: Window, width: u32) -> Vec<(u64, bool)> {
        let Some((e, p)) = self.period() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let inside = |n: u64| (n as f64) >= window.from && (n as f64) < window.to;
        if inside(e) {
            out.push((e, true));
        }
        let per_pixel = (window.to - window.from) / f64::from(width.max(1));
        if p as f64 >= 6.0 * per_pixel {
            let first = if (e as f64) < window.from {
                e + ((window.from - e as f64) / p as f64).ceil() as u64 * p
            } else {
                e + p
            };
            let mut n = first.max(e + p);
            while inside(n) && out.len() < 4096 {
                out.push((n, false));
                n += p;
            }
        }
        out
    }
}

/// One pixel column of an overview being painted: RGBA, top row first.
struct ColumnPixels {
    pixels: Vec<[u8; 4]>,
    /// The pixel rows of value `v` end (exclusive) at `rows[v]`, counted from the top:
    /// value `v` covers `rows[v + 1] .. rows[v]`, at least one row.
    rows: Vec<usize>,
    /// Painting a pixel not painted yet blends over this colour.
    background: [u8; 3],
}

impl ColumnPixels {
    /// A column `height` pixels high showing values `0 .. top`.
    fn new(top: u32, height: usize, theme: &Theme) -> Self {
        let rows = (0..=top)
            .map(|v| height - (v as usize * height / top as usize).min(height))
            .collect();
        let RGBColor(r, g, b) = theme.background;
        ColumnPixels {
            pixels: vec![[0; 4]; height],
            rows,
            background: [r, g, b],
        }
    }

    /// Clears the column to transparent.
    fn clear(&mut self) {
        self.pixels.fill([0; 4]);
    }

    /// Blends colour `c` with opacity `alpha` over the rows of value `v`.
    fn paint(&mut self, v: u32, c: RGBColor, alpha: f64) {
        let (high, low) = (self.rows[v as usize + 1], self.rows[v as usize]);
        let end = low.max(high + 1).min(self.pixels.len());
        let mix = |b: u8, f: u8| (f64::from(b) * (1.0 - alpha) + f64::from(f) * alpha) as u8;
        for pixel in &mut self.pixels[high.min(end)..end] {
            let [r, g, b] = if pixel[3] == 0 {
                self.background
            } else {
                [pixel[0], pixel[1], pixel[2]]
            };
            *pixel = [mix(r, c.0), mix(g, c.1), mix(b, c.2), 255];
        }
    }

    /// Blends colour `c` with opacity `alpha` over every value's rows, one value after the
    /// other (a value sharing a pixel row with the next is blended twice, as when painted
    /// one by one).
    fn paint_all(&mut self, c: RGBColor, alpha: f64) {
        for v in 0..self.rows.len() as u32 - 1 {
            self.paint(v, c, alpha);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn few_values_are_counted_and_many_banded() {
        let mut o = Overview::new();
        o.push(&[0, 1, 1, 2, 0, 5]);
        let all = Window { from: 0.0, to: 6.0 };
        assert_eq!(
            o.column(all, 0, 1),
            Column::Values {
                counts: vec![(0, 2), (1, 2), (2, 1), (5, 1)],
                len: 6
            }
        );
        assert_eq!(
            o.column(all, 5, 6),
            Column::Values {
                counts: vec![(5, 1)],
                len: 1
            }
        );
        assert_eq!(o.column(Window { from: 6.0, to: 9.0 }, 0, 3), Column::Empty);
        let long: Vec<Nimber> = (0..10_000).map(|n| (n % 7) as Nimber).collect();
        let mut o = Overview::new();
        o.push(&long);
        let Column::Band(s) = o.column(
            Window {
                from: 0.0,
                to: 10_000.0,
            },
            0,
            10,
        ) else {
            panic!("a band")
        };
        assert_eq!((s.min, s.max, s.zeros, s.len), (0, 6, 143, 1000));
    }

    #[test]
    fn pixels_mark_the_period_and_p_positions() {
        let mut o = Overview::new();
        o.push(&[0, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
        o.set_period(Some((1, 3)));
        let window = Window {
            from: 0.0,
            to: 10.0,
        };
        assert_eq!(o.marks(window, 100), [(1, true), (4, false), (7, false)]);
        let px = o.rgba(window, (100, 40), None, &Theme::LIGHT);
        assert_eq!(px.len(), 100 * 40 * 4);
        // G(0) = 0 is a P-position: the bottom row of the first column is the accent colour.
        let bottom_left = &px[(39 * 100) * 4..(39 * 100) * 4 + 3];
        let accent = Theme::LIGHT.accent;
        assert_eq!(bottom_left, [accent.0, accent.1, accent.2]);
    }
}
