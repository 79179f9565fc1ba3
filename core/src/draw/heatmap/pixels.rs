//! The colours of a heatmap's cells, and the picture as RGBA bytes.

use plotters::style::RGBColor;

use crate::draw::colors::{
    value_color, viridis, Theme, AGREES, CATEGORIES, DIFFERS, NO_PREDICTION, TIE, UNRESOLVED,
};
use crate::draw::heatmap::{CellClass, Colouring, Heatmap, Judgement, Metric, Scale};
use crate::draw::CellWindow;
use crate::theory::sums::SetSum;

/// A colour as a legend names it: fixed, or the theme's colour for cells being computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paint {
    /// The same in every theme.
    Fixed(RGBColor),
    /// The theme's colour of cells not computed yet.
    Pending,
}

impl Paint {
    /// The colour in `theme`.
    pub fn color(self, theme: &Theme) -> RGBColor {
        match self {
            Paint::Fixed(c) => c,
            Paint::Pending => theme.pending,
        }
    }
}

impl Heatmap {
    /// The paint of a class.
    pub fn paint(&self, class: CellClass) -> Option<Paint> {
        Some(match class {
            CellClass::NoSet => return None,
            CellClass::Pending => Paint::Pending,
            CellClass::Unresolved => Paint::Fixed(UNRESOLVED),
            CellClass::Judged(Judgement::Agrees) => Paint::Fixed(AGREES),
            CellClass::Judged(Judgement::Differs) => Paint::Fixed(DIFFERS),
            CellClass::Judged(Judgement::NoPrediction) => Paint::Fixed(NO_PREDICTION),
            CellClass::Number(v) if self.colouring() == Colouring::Metric(Metric::MaxValue) => {
                Paint::Fixed(value_color(v))
            }
            CellClass::Number(v) => Paint::Fixed(viridis(self.position(v))),
            // A tie between sums (`a + c = 2b`) is shown as a tie, not as its first sum.
            CellClass::Category { several: true, .. } => Paint::Fixed(TIE),
            CellClass::Category { index, .. } => Paint::Fixed(self.category_color(index)),
        })
    }

    /// The colour of category `index` (of [`SetSum::for_size`], then "none of these"): each
    /// sum has one colour, whatever the set's size.
    pub fn category_color(&self, index: u8) -> RGBColor {
        let order = SetSum::for_size(self.dims().count());
        CATEGORIES[match order.get(usize::from(index)) {
            Some(SetSum::AB) => 0,
            Some(SetSum::AC) => 1,
            Some(SetSum::BC) => 2,
            Some(SetSum::TwoA) => 3,
            Some(SetSum::TwoB) => 4,
            Some(SetSum::TwoC) => 5,
            None => 6,
            Some(SetSum::AD) => 7,
            Some(SetSum::BD) => 8,
            Some(SetSum::CD) => 9,
            Some(SetSum::TwoD) => 10,
        }]
    }

    /// The colour of a class in `theme` (the background where there is no set).
    pub fn color(&self, class: CellClass, theme: &Theme) -> RGBColor {
        self.paint(class)
            .map_or(theme.background, |paint| paint.color(theme))
    }

    /// Where `v` falls on the colour scale, from 0 to 1.
    fn position(&self, v: u32) -> f64 {
        let Some((lo, hi)) = self.range().filter(|(lo, hi)| hi > lo) else {
            return 0.5;
        };
        let (v, span) = (f64::from(v.saturating_sub(lo)), f64::from(hi - lo));
        match self.scale() {
            Scale::Linear | Scale::Auto => v / span,
            Scale::Log => (1.0 + v).ln() / (1.0 + span).ln(),
        }
    }

    /// The cells of `window` as RGBA bytes, one pixel each, top row first (largest `y`).
    pub fn rgba(&self, theme: &Theme, window: CellWindow) -> Vec<u8> {
        let w = window.within(self.size());
        let palette = Palette::new(self, theme);
        let n = self.size() as usize;
        let width = w.width() as usize;
        let mut out = vec![0u8; width * w.height() as usize * 4];
        let (x0, x1) = (w.x0 as usize - 1, w.x1 as usize);
        let rows = &self.classes()[(w.y0 as usize - 1) * n..w.y1 as usize * n];
        for (row, pixels) in rows
            .chunks(n.max(1))
            .rev()
            .zip(out.chunks_exact_mut(width * 4))
        {
            self.paint_row(&row[x0..x1], &palette, theme, pixels);
        }
        out
    }

    /// Writes the pixels of one row of classes.
    ///
    /// Never inlined: in WebAssembly a function is optimised between calls, never during one,
    /// so a picture built row by row runs optimised code after its first rows.
    #[inline(never)]
    fn paint_row(&self, row: &[CellClass], palette: &Palette, theme: &Theme, out: &mut [u8]) {
        for (&class, px) in row.iter().zip(out.chunks_exact_mut(4)) {
            let colour = match class {
                // Left transparent (the buffer starts so).
                CellClass::NoSet => continue,
                CellClass::Pending => palette.pending,
                CellClass::Number(v) => {
                    match palette.numbers.get(v.wrapping_sub(palette.lo) as usize) {
                        Some(&c) => c,
                        None => rgba(self.color(class, theme)),
                    }
                }
                other => rgba(self.color(other, theme)),
            };
            px.copy_from_slice(&colour);
        }
    }
}

/// The colours a picture's pixels take most often, worked out once per picture.
struct Palette {
    /// Cells being computed.
    pending: [u8; 4],
    /// The colours of the numbers `lo ..` that can occur (periods span a few thousand).
    numbers: Vec<[u8; 4]>,
    lo: u32,
}

impl Palette {
    fn new(map: &Heatmap, theme: &Theme) -> Self {
        let numbers = match map.range() {
            Some((lo, hi)) if hi - lo < 1 << 16 => (lo..=hi)
                .map(|v| rgba(map.color(CellClass::Number(v), theme)))
                .collect(),
            _ => Vec::new(),
        };
        Palette {
            pending: rgba(map.color(CellClass::Pending, theme)),
            numbers,
            lo: map.range().map_or(0, |r| r.0),
        }
    }
}

fn rgba(c: RGBColor) -> [u8; 4] {
    [c.0, c.1, c.2, 255]
}

#[cfg(test)]
mod tests {
    use crate::draw::colors::Theme;
    use crate::draw::heatmap::model::tests::picture;
    use crate::draw::heatmap::{Axes, Heatmap, Metric, Scale};
    use crate::draw::CellWindow;
    use crate::game::Rule;
    use crate::sweep::{sweep, SweepSpec};

    #[test]
    fn rgba_is_top_row_first_and_transparent_outside_sets() {
        let grid = sweep(&SweepSpec::new(2, 4, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Period, Scale::Linear, Axes::Ab, 0));
        let px = map.rgba(&Theme::LIGHT, CellWindow::whole(map.size()));
        assert_eq!(px.len(), 4 * 4 * 4);
        // Top row is y = 4: (1,4), (2,4), (3,4) are sets, (4,4) is not.
        assert_eq!(px[3], 255);
        assert_eq!(px[3 * 4 + 3], 0);
        // Bottom row is y = 1: no set {x, 1} with x < 1.
        assert!(px[12 * 4..].chunks(4).all(|p| p[3] == 0));
        // A window: columns 1 ..= 2 of rows 3 ..= 4, top row first: (1,4), (2,4), (1,3), (2,3).
        let part = map.rgba(
            &Theme::LIGHT,
            CellWindow {
                x0: 1,
                x1: 2,
                y0: 3,
                y1: 4,
            },
        );
        assert_eq!(part.len(), 4 * 4);
        assert_eq!(&part[..4], &px[..4]);
        assert_eq!(&part[8..12], &px[16..20]);
    }
}
