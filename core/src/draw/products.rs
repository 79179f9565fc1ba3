//! A product table (of a misère quotient, or any finite commutative monoid) as pixels: each
//! cell `(x, y)` filled with the colour of the product `x · y`, the cells whose product lies in
//! a marked set (the P-portion) carrying a dot in the ink that contrasts with the fill. Big
//! tables have thousands of cells a side, so they are blitted, not drawn shape by shape.

use plotters::style::RGBColor;

use crate::draw::colors::ink_on;

/// The most pixels a side of a drawn table may have.
pub const MAX_TABLE_PIXELS: u32 = 4096;

/// A table to draw: `product[x · order + y]` is the index of `x · y`.
#[derive(Debug, Clone, Copy)]
pub struct ProductPicture<'a> {
    /// The product table, row by row.
    pub product: &'a [u32],
    /// The colour of each element.
    pub colours: &'a [RGBColor],
    /// Whether each element is marked.
    pub marked: &'a [bool],
}

impl ProductPicture<'_> {
    /// The number of elements.
    pub fn order(&self) -> usize {
        self.colours.len()
    }

    /// The side of a cell, in pixels, for a picture about `side` pixels wide (at least one
    /// pixel a cell, and at most `MAX_TABLE_PIXELS` a side).
    pub fn cell_size(&self, side: u32) -> u32 {
        let n = self.order().max(1) as u32;
        (side / n).clamp(1, (MAX_TABLE_PIXELS / n).max(1))
    }

    /// The picture as RGBA pixels, `cell` pixels a cell: `(pixels, side)`. A marked product's
    /// cell has a centred dot a third of its side (at least a pixel), or, in cells of fewer
    /// than three pixels, is filled with the ink instead.
    pub fn rgba(&self, cell: u32) -> (Vec<u8>, u32) {
        let n = self.order();
        let cell = cell.max(1) as usize;
        let side = n * cell;
        let mut out = vec![0u8; side * side * 4];
        let dot = (cell / 3).max(1);
        let lo = (cell - dot) / 2;
        for x in 0..n {
            for y in 0..n {
                let z = self.product[x * n + y] as usize;
                let fill = self.colours[z];
                let ink = ink_on(fill);
                let marked = self.marked[z];
                for i in 0..cell {
                    let row = (x * cell + i) * side;
                    for j in 0..cell {
                        let inside = (lo..lo + dot).contains(&i) && (lo..lo + dot).contains(&j);
                        let c = if marked && (cell < 3 || inside) {
                            ink
                        } else {
                            fill
                        };
                        let at = (row + y * cell + j) * 4;
                        out[at..at + 4].copy_from_slice(&[c.0, c.1, c.2, 255]);
                    }
                }
            }
        }
        (out, side as u32)
    }

    /// The cell under a point `(px, py)` of a picture drawn `cell` pixels a cell: `(row,
    /// column)`, or `None` outside.
    pub fn cell_at(&self, px: f64, py: f64, cell: f64) -> Option<(u32, u32)> {
        if !(px >= 0.0 && py >= 0.0 && cell > 0.0) {
            return None;
        }
        let (x, y) = ((py / cell) as usize, (px / cell) as usize);
        (x < self.order() && y < self.order()).then_some((x as u32, y as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_take_the_products_colour_and_marked_ones_a_dot() {
        // Z/2: 0 · 0 = 0, 0 · 1 = 1, 1 · 1 = 0; element 1 marked.
        let red = RGBColor(200, 0, 0);
        let white = RGBColor(255, 255, 255);
        let p = ProductPicture {
            product: &[0, 1, 1, 0],
            colours: &[white, red],
            marked: &[false, true],
        };
        let (px, side) = p.rgba(9);
        assert_eq!(side, 18);
        let at = |r: usize, c: usize| &px[(r * 18 + c) * 4..(r * 18 + c) * 4 + 3];
        // Cell (0, 0) is white throughout; cell (0, 1) red with a dot of ink in its middle.
        assert_eq!(at(4, 4), [255, 255, 255]);
        assert_eq!(at(0, 9), [200, 0, 0]);
        let ink = ink_on(red);
        assert_eq!(at(4, 13), [ink.0, ink.1, ink.2]);
        assert_eq!(p.cell_at(13.0, 4.0, 9.0), Some((0, 1)));
        assert_eq!(p.cell_at(19.0, 4.0, 9.0), None);
        assert_eq!(p.cell_at(-1.0, 4.0, 9.0), None);
        // One pixel a cell: a marked product is its ink.
        let (px, side) = p.rgba(1);
        assert_eq!(side, 2);
        assert_eq!(&px[4..7], [ink.0, ink.1, ink.2]);
        assert_eq!(p.cell_size(700), 350);
    }
}
