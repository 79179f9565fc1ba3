//! The picture of a grid view's map as the page paints it ([`GridPicture`]): which rows of
//! the grid are read into it, which of its pixel rows are painted and which are stale, the
//! window zoomed on, and where the last drawing put its cells. The page's WebAssembly
//! boundary creates the canvases, puts the bytes each step hands it ([`PictureStep`]) where
//! they go, and copies the window's part onto the map.
//!
//! A big picture is made in steps, each a task of the page of a few milliseconds
//! ([`CELLS_PER_STEP`]): some rows of the cells' classes, then a stripe of pixel rows, then
//! the rows whose cells arrived since. Cells arriving change only the rows they touch; a
//! colour scale that moves repaints every row; a new window alone keeps the picture.

use std::ops::{Range, RangeInclusive};

use nimseq_core::draw::Theme;
use nimseq_core::draw::{CellWindow, PlotRect};
use nimseq_core::draw::{GridScan, Heatmap, Picture};
use nimseq_core::sweep::Grid;

use crate::grid::{add_primitive_row, primitive_grid};

use crate::grid::window::{
    dragged, first_set, following, pinched, walked, whole, zoomed, Drag, MapMove, Walk,
};

/// Cells read, or painted, per step of making a picture (a task of the page each: a few
/// milliseconds, however slowly the engine runs code it has not optimised yet).
pub const CELLS_PER_STEP: u32 = 1 << 17;

/// The whole picture's pixels as painted so far.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Pixels {
    /// The theme they are in.
    theme: String,
    /// How many rows are painted, from the top (the largest `y`).
    painted: u32,
}

/// RGBA pixels of whole rows of the picture: `height` rows of `width` pixels, to be put from
/// pixel row `top` (the picture's top row, its largest `y`, is pixel row 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PixelRows {
    /// The first pixel row.
    pub top: u32,
    /// Pixels a row (the picture's side).
    pub width: u32,
    /// Rows.
    pub height: u32,
    /// `width × height` pixels, four bytes each, top row first.
    pub rgba: Vec<u8>,
}

/// One step of making the picture ready to draw.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PictureStep {
    /// A new picture of this side is begun: its pixels start transparent.
    pub new_picture: Option<u32>,
    /// Pixels to put on the picture.
    pub rows: Option<PixelRows>,
    /// Whether more steps are needed (the page goes on in another task); `false` once the
    /// picture is ready.
    pub more: bool,
}

/// A grid view's picture and what the page has painted of it.
#[derive(Debug, Clone, Default)]
pub struct GridPicture {
    /// The picture, once begun.
    heatmap: Option<Heatmap>,
    /// Whether `heatmap` is the picture of the grid and link as they are (zooming only
    /// redraws it; cells arriving refresh the rows they touch).
    fresh: bool,
    /// The whole picture's pixels, while `fresh`: zooming copies a part of them.
    pixels: Option<Pixels>,
    /// Picture rows whose pixels are older than their cells (painted again at the next
    /// step, the rest of the picture kept).
    stale: Option<RangeInclusive<u32>>,
    /// A window set while zooming, before the link has it.
    zoom: Option<CellWindow>,
    /// Where the cells of the last drawing are, and which cells they are.
    drawn: Option<(PlotRect, CellWindow)>,
    /// Whether only primitive sets are shown (the link's `primitive`).
    primitive: bool,
    /// While `primitive`, the grid with only its primitive sets computed and its scan, kept
    /// up to date as cells arrive (made at the next step when `None`).
    masked: Option<(Grid, GridScan)>,
}

impl GridPicture {
    /// No picture yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The picture, once begun (its rows may not all be read yet).
    pub fn heatmap(&self) -> Option<&Heatmap> {
        self.heatmap.as_ref()
    }

    /// Shows only primitive sets (`on`, the link's `primitive`) or every set: a change makes
    /// the picture again.
    pub fn set_primitive(&mut self, on: bool) {
        if on != self.primitive {
            self.primitive = on;
            self.fresh = false;
            self.masked = None;
        }
    }

    /// Follows `state`: only primitive sets where it shows only those (see
    /// [`primitive_only`](crate::grid::primitive_only)).
    pub fn follow(&mut self, state: &crate::PageState) {
        self.set_primitive(crate::grid::primitive_only(state));
    }

    /// Whether only primitive sets are shown.
    pub fn is_primitive(&self) -> bool {
        self.primitive
    }

    /// The grid the picture reads: `grid`, or with only its primitive sets computed.
    pub fn grid_or<'a>(&'a self, grid: &'a Grid) -> &'a Grid {
        match &self.masked {
            Some((masked, _)) if self.primitive => masked,
            _ => grid,
        }
    }

    /// The scan the picture, the extremes and the counts read: `scan` (the whole grid's), or
    /// that of the primitive sets alone.
    pub fn scan_or<'a>(&'a self, scan: &'a GridScan) -> &'a GridScan {
        match &self.masked {
            Some((_, masked)) if self.primitive => masked,
            _ => scan,
        }
    }

    /// Takes in the cells of the grid rows `rows`, just stored in `grid` and `scan`: the
    /// picture reads the rows they touch again (a million-cell picture is not made again for
    /// each unit of rows); their pixels follow at the next step, all of them only when the
    /// colour scale moved. `None` (cells that did not fit the grid): the picture is made
    /// again.
    pub fn cells_arrived(&mut self, grid: &Grid, scan: &GridScan, rows: Option<Range<u32>>) {
        if self.primitive {
            match (&mut self.masked, &rows) {
                (Some((masked, masked_scan)), Some(rows)) => {
                    for row in rows.clone() {
                        add_primitive_row(masked, masked_scan, grid, row);
                    }
                }
                _ => {
                    self.masked = None;
                    self.fresh = false;
                }
            }
        }
        let (grid, scan) = match &self.masked {
            Some((masked, masked_scan)) if self.primitive => (masked, masked_scan),
            _ => (grid, scan),
        };
        let (Some(map), Some(rows)) = (self.heatmap.as_mut().filter(|_| self.fresh), rows) else {
            self.fresh = false;
            return;
        };
        let scale = (map.range(), map.scale());
        let touched = map.refresh(grid, scan, rows);
        if (map.range(), map.scale()) != scale {
            // Every colour may have moved: paint the whole picture again.
            if let Some(pixels) = &mut self.pixels {
                pixels.painted = 0;
            }
            self.stale = None;
        } else if let Some(ys) = touched {
            self.stale = Some(match self.stale.take() {
                Some(old) => *old.start().min(ys.start())..=*old.end().max(ys.end()),
                None => ys,
            });
        }
    }

    /// Shows the picture `now` instead of `before` (a link changed): a new window alone (the
    /// link catching up with a zoom) keeps the picture; the zoom gives way to the link's.
    pub fn show(&mut self, before: &Picture, now: &Picture) {
        self.fresh &= before == now;
        self.zoom = None;
    }

    /// Forgets the pixels (the page could not put them): the next step paints them anew.
    pub fn lose_pixels(&mut self) {
        self.pixels = None;
        self.stale = None;
    }

    /// Makes one more part of the picture of `grid` (`scan` its cells' scan) ready for
    /// drawing in the `light` or `dark` theme: some rows of the cells' classes, then a stripe
    /// of the whole picture's pixels, then the pixels of the rows whose cells arrived since.
    pub fn prepare(
        &mut self,
        grid: &Grid,
        scan: &GridScan,
        picture: &Picture,
        theme: &str,
    ) -> PictureStep {
        if self.primitive && self.masked.is_none() {
            self.masked = Some(primitive_grid(grid));
        }
        let (grid, scan) = match &self.masked {
            Some((masked, masked_scan)) if self.primitive => (masked, masked_scan),
            _ => (grid, scan),
        };
        if !self.fresh || self.heatmap.is_none() {
            self.pixels = None;
            self.stale = None;
            self.heatmap = Some(Heatmap::unread(grid, picture));
            self.fresh = true;
        }
        let Some(map) = &mut self.heatmap else {
            return PictureStep::default();
        };
        let step = (CELLS_PER_STEP / map.size().max(1)).max(1);
        if !map.is_read() {
            map.read_rows(grid, scan, step);
            return PictureStep {
                more: true,
                ..PictureStep::default()
            };
        }
        let n = map.size();
        let mut out = PictureStep::default();
        if self.pixels.as_ref().is_none_or(|p| p.theme != theme) {
            self.pixels = Some(Pixels {
                theme: theme.to_string(),
                painted: 0,
            });
            self.stale = None;
            out.new_picture = Some(n);
        }
        let Some(pixels) = &mut self.pixels else {
            return out;
        };
        let colours = Theme::named(theme);
        let all = CellWindow::whole(n);
        if pixels.painted < n {
            let y1 = n - pixels.painted;
            let y0 = y1.saturating_sub(step - 1).max(1);
            out.rows = Some(pixel_rows(
                map,
                &colours,
                CellWindow { y0, y1, ..all },
                self.primitive,
            ));
            pixels.painted = n + 1 - y0;
            out.more = true;
            return out;
        }
        if let Some(ys) = self.stale.take() {
            let rows = CellWindow {
                y0: *ys.start(),
                y1: *ys.end(),
                ..all
            };
            out.rows = Some(pixel_rows(map, &colours, rows, self.primitive));
        }
        out
    }

    /// Whether the picture is ready to draw in `theme` (every step made).
    pub fn is_ready(&self, theme: &str) -> bool {
        self.fresh
            && self.heatmap.as_ref().is_some_and(Heatmap::is_read)
            && self
                .pixels
                .as_ref()
                .is_some_and(|p| p.theme == theme && p.painted >= self.size_or(0))
            && self.stale.is_none()
    }

    /// The side of the picture, or `otherwise` before it is begun.
    pub fn size_or(&self, otherwise: u32) -> u32 {
        self.heatmap.as_ref().map_or(otherwise, Heatmap::size)
    }

    /// The cells to draw of `map` (this picture, or one made like it): the zoom, else the
    /// link's `window`, inside the picture.
    pub fn window_of(&self, map: &Heatmap, link: Option<CellWindow>) -> CellWindow {
        self.zoom
            .or(link)
            .map_or(CellWindow::whole(map.size()), |w| w.within(map.size()))
    }

    /// The part of the whole picture's pixels that shows `window`: `(left, top, width,
    /// height)` in pixels.
    pub fn source(&self, window: CellWindow) -> (f64, f64, f64, f64) {
        let n = self.size_or(1);
        (
            f64::from(window.x0 - 1),
            f64::from(n.saturating_sub(window.y1)),
            f64::from(window.width()),
            f64::from(window.height()),
        )
    }

    /// Notes where a drawing put the cells, and which.
    pub fn drawn(&mut self, rect: PlotRect, window: CellWindow) {
        self.drawn = Some((rect, window));
    }

    /// Where the cells of the last drawing are, `[left, top, right, bottom]` in canvas pixels.
    pub fn plot_rect(&self) -> Option<PlotRect> {
        self.drawn.map(|(r, _)| r)
    }

    /// The cells of the last drawing.
    pub fn drawn_window(&self) -> Option<CellWindow> {
        self.drawn.map(|(_, w)| w)
    }

    /// The canvas box `(left, top, width, height)` of picture cell `(x, y)` in the last
    /// drawing, if it shows that cell.
    pub fn cell_box(&self, x: u32, y: u32) -> Option<(f64, f64, f64, f64)> {
        let (rect, window) = self.drawn?;
        let inside = (window.x0..=window.x1).contains(&x) && (window.y0..=window.y1).contains(&y);
        inside.then(|| rect.cell_box_in(window, x, y))
    }

    /// The picture cell under canvas pixel `(px, py)` of the last drawing.
    pub fn cell_at(&self, px: f64, py: f64) -> Option<(u32, u32)> {
        let (rect, window) = self.drawn?;
        rect.cell_in(window, px, py)
    }

    /// Whether picture cell `(x, y)` is a set of the grid.
    pub fn is_set(&self, x: u32, y: u32) -> bool {
        self.heatmap
            .as_ref()
            .is_some_and(|m| m.key_at(x, y).is_some())
    }

    /// The cells shown (those of the last drawing, else every cell of a picture of side
    /// `n`), and `n`.
    fn shown(&self, n: u32) -> (CellWindow, u32) {
        (self.drawn_window().unwrap_or(whole(n).cells), n)
    }

    /// Shows `to` until the link changes.
    fn go(&mut self, to: MapMove) -> MapMove {
        self.zoom = Some(to.cells);
        to
    }

    /// Zooms by `factor` (below 1 zooms in) around `around` (the middle when `None`) on a
    /// picture of side `n`.
    pub fn zoom_by(&mut self, n: u32, factor: f64, around: Option<(f64, f64)>) -> MapMove {
        let (window, n) = self.shown(n);
        self.go(zoomed(window, n, factor, around))
    }

    /// Shows every cell of a picture of side `n` again.
    pub fn reset(&mut self, n: u32) -> MapMove {
        self.go(whole(n))
    }

    /// Drags the map by a pointer that moved `(dx, dy)` CSS pixels, `ratio` canvas pixels a
    /// CSS pixel; `None` before a whole cell.
    pub fn drag(&mut self, n: u32, ratio: f64, moved: (f64, f64)) -> Option<Drag> {
        let plot = self.plot_rect()?;
        let (window, n) = self.shown(n);
        let width = f64::from(plot.right - plot.left);
        let drag = dragged(window, n, (width, ratio), moved)?;
        self.go(drag.to);
        Some(drag)
    }

    /// Zooms by a pinch (see [`pinched`]) on the map drawn (`None` before the first drawing).
    pub fn pinch(
        &mut self,
        n: u32,
        before: [f64; 4],
        after: [f64; 4],
        around: Option<(f64, f64)>,
    ) -> Option<MapMove> {
        self.plot_rect()?;
        let (window, n) = self.shown(n);
        let to = pinched(window, n, before, after, around)?;
        Some(self.go(to))
    }

    /// A first cell for the keyboard's cursor (see [`first_set`]).
    pub fn start_cell(&self, n: u32) -> (u32, u32) {
        first_set(n, |x, y| self.is_set(x, y))
    }

    /// Moves the keyboard's cursor from `from` (the first cell when `None`) on `key`, the
    /// window following it out of sight: `None` for a key that does not move it.
    pub fn walk(
        &mut self,
        n: u32,
        from: Option<(u32, u32)>,
        key: &str,
        shift: bool,
    ) -> Option<Walk> {
        let from = from.unwrap_or_else(|| self.start_cell(n));
        let to = walked(n, from, key, shift, |x, y| self.is_set(x, y))?;
        let moved = to.and_then(|cell| {
            let (window, n) = self.shown(n);
            following(window, n, cell)
        });
        let window = moved.map(|m| self.go(m).link_value());
        Some(Walk {
            cursor: to.map(|(x, y)| [x, y]),
            window,
        })
    }
}

/// The pixels of the rows `rows.y0 ..= rows.y1` of `map`, whole; with `primitive`, the sets
/// that are not primitive left transparent, as where there is no set.
fn pixel_rows(map: &Heatmap, colours: &Theme, rows: CellWindow, primitive: bool) -> PixelRows {
    let n = map.size();
    let mut rgba = map.rgba(colours, rows);
    if primitive {
        // Top row first: the largest y.
        for (y, pixels) in (rows.y0..=rows.y1)
            .rev()
            .zip(rgba.chunks_exact_mut(n as usize * 4))
        {
            for (x, px) in (1..=n).zip(pixels.chunks_exact_mut(4)) {
                if map.key_at(x, y).is_some_and(|key| !key.is_primitive()) {
                    px.fill(0);
                }
            }
        }
    }
    PixelRows {
        // Picture row y is pixel row n - y (top row first).
        top: n - rows.y1,
        width: n,
        height: rows.height(),
        rgba,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::fill_packed;
    use crate::PageState;
    use nimseq_core::sweep::{sweep_rows, SweepSpec};

    /// A grid view's grid, its scan and its picture, as the page holds them.
    struct Page {
        grid: Grid,
        scan: GridScan,
        picture: GridPicture,
        settings: Picture,
        /// The whole picture's pixels as the page has them, top row first.
        pixels: Vec<u8>,
        /// Times each pixel row was painted.
        painted: Vec<u32>,
        steps: usize,
    }

    impl Page {
        fn new(query: &str) -> Page {
            let (state, _) = PageState::from_query(query);
            let spec = state.settings().sweep_spec().unwrap();
            Page {
                grid: Grid::empty(spec),
                scan: GridScan::new(spec.dims),
                picture: GridPicture::new(),
                settings: state.settings().picture(),
                pixels: Vec::new(),
                painted: Vec::new(),
                steps: 0,
            }
        }

        fn spec(&self) -> SweepSpec {
            *self.grid.spec()
        }

        /// A worker's unit: rows `lo .. hi`, as the page receives them.
        fn arrive(&mut self, lo: u32, hi: u32) {
            let spec = self.spec();
            let cells = sweep_rows(&spec, lo..hi, |_| true).unwrap();
            let packed = crate::grid::pack_cells(&cells);
            let rows = fill_packed(&mut self.grid, &mut self.scan, lo, &packed).map(|(r, _)| r);
            assert!(rows.is_some());
            self.picture.cells_arrived(&self.grid, &self.scan, rows);
        }

        /// Makes the picture ready as the page does (step after step), putting the pixels.
        fn prepare(&mut self, theme: &str) {
            loop {
                let step = self
                    .picture
                    .prepare(&self.grid, &self.scan, &self.settings, theme);
                self.steps += 1;
                if let Some(n) = step.new_picture {
                    self.pixels = vec![0; (n * n * 4) as usize];
                    self.painted = vec![0; n as usize];
                }
                if let Some(rows) = step.rows {
                    let at = (rows.top * rows.width * 4) as usize;
                    self.pixels[at..at + rows.rgba.len()].copy_from_slice(&rows.rgba);
                    for r in rows.top..rows.top + rows.height {
                        self.painted[r as usize] += 1;
                    }
                }
                if !step.more {
                    break;
                }
            }
            assert!(self.picture.is_ready(theme));
        }

        /// The pixels a picture made now from the whole grid has.
        fn truth(&self, theme: &str) -> Vec<u8> {
            let map = Heatmap::from_grid(&self.grid, &self.settings);
            map.rgba(&Theme::named(theme), CellWindow::whole(map.size()))
        }

        fn reset_counts(&mut self) {
            self.painted.iter_mut().for_each(|c| *c = 0);
            self.steps = 0;
        }
    }

    /// Rows `1 ..= max` in units of about `rows` rows, largest first, as the workers send them.
    fn units(max: u32, rows: u32) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        let mut hi = max + 1;
        while hi > 1 {
            let lo = hi.saturating_sub(rows).max(1);
            out.push((lo, hi));
            hi = lo;
        }
        out
    }

    #[test]
    fn a_full_grid_paints_every_row_once_in_stripes() {
        let mut page = Page::new("?view=heatmap&max=600");
        let max = page.spec().max;
        page.arrive(1, max + 1);
        page.prepare("light");
        let n = page.picture.size_or(0);
        assert_eq!(n, 600);
        assert!(page.painted.iter().all(|&c| c == 1), "{:?}", page.painted);
        assert_eq!(page.pixels, page.truth("light"));
        // The steps are as long as they always were: 2^17 cells, 218 rows of 600 a stripe.
        let stripe = CELLS_PER_STEP / n;
        assert_eq!(stripe, 218);
        // Three steps read the cells' classes, three paint, and a last one finds all done.
        assert_eq!(page.steps, 3 + 3 + 1);
    }

    #[test]
    fn a_grid_filled_row_by_row_ends_with_the_true_picture() {
        for query in [
            "?view=heatmap&max=90",
            "?view=heatmap&dims=3&max=40&axes=ac&slice=12",
            "?view=heatmap&dims=3&max=40&slice=30&range=grid",
        ] {
            let mut page = Page::new(query);
            let max = page.spec().max;
            // The first drawing comes before any cell: every row pending.
            page.prepare("dark");
            assert!(page.painted.iter().all(|&c| c == 1), "{query}");
            for (lo, hi) in units(max, 7) {
                page.arrive(lo, hi);
                page.prepare("dark");
            }
            assert_eq!(page.pixels, page.truth("dark"), "{query}");
        }
    }

    /// Rows computed again with the same cells (a grid resumed after Cancel) leave the colour
    /// scale where it is: only the picture rows they touch are painted again.
    #[test]
    fn cells_arriving_repaint_only_the_rows_they_touch() {
        let mut page = Page::new("?view=heatmap&max=120");
        page.arrive(1, 121);
        page.prepare("light");
        page.reset_counts();
        page.arrive(40, 43);
        page.arrive(70, 71);
        page.prepare("light");
        // Pairs: picture row y is the row of largest element y, pixel row n - y. The rows
        // between the two units are painted too (the stale rows are one range).
        let n = 120;
        let painted: Vec<usize> = (0..n).filter(|&r| page.painted[r] > 0).collect();
        assert_eq!(painted, ((n - 70)..=(n - 40)).collect::<Vec<_>>());
        assert!(page.painted.iter().all(|&c| c <= 1));
        assert_eq!(page.steps, 1);
        assert_eq!(page.pixels, page.truth("light"));
    }

    #[test]
    fn a_colour_scale_that_moves_repaints_everything() {
        let mut page = Page::new("?view=heatmap&max=400");
        // The small sets first: short periods.
        page.arrive(1, 30);
        page.prepare("light");
        let before = page.picture.heatmap().unwrap().range();
        page.reset_counts();
        // Then the rest, with far longer periods: the scale's top moves.
        page.arrive(30, 401);
        assert_ne!(page.picture.heatmap().unwrap().range(), before);
        page.prepare("light");
        assert!(page.painted.iter().all(|&c| c == 1), "{:?}", page.painted);
        assert_eq!(page.pixels, page.truth("light"));
    }

    #[test]
    fn a_new_window_alone_keeps_the_picture() {
        let (a, _) = PageState::from_query("?view=heatmap&max=100");
        let (b, _) = PageState::from_query("?view=heatmap&max=100&window=10,40,20,50");
        let mut page = Page::new("?view=heatmap&max=100");
        page.arrive(1, 101);
        page.prepare("light");
        page.reset_counts();
        let zoom = page.picture.zoom_by(100, 0.5, None);
        assert_eq!(zoom.link_value(), "26,75,26,75");
        page.picture
            .show(&a.settings().picture(), &b.settings().picture());
        page.prepare("light");
        assert_eq!((page.steps, page.painted.iter().sum::<u32>()), (1, 0));
        // The link's window is drawn now that no zoom is set.
        let map = page.picture.heatmap().unwrap().clone();
        let window = page.picture.window_of(&map, b.settings().window);
        assert_eq!(
            window,
            CellWindow {
                x0: 10,
                x1: 40,
                y0: 20,
                y1: 50
            }
        );
        assert_eq!(page.picture.source(window), (9.0, 50.0, 31.0, 31.0));
        // Another metric is another picture: read and painted anew.
        let (c, _) = PageState::from_query("?view=heatmap&max=100&metric=preperiod");
        page.picture
            .show(&b.settings().picture(), &c.settings().picture());
        page.settings = c.settings().picture();
        page.prepare("light");
        assert!(page.painted.iter().all(|&c| c == 1));
        assert_eq!(page.pixels, page.truth("light"));
    }

    #[test]
    fn another_theme_repaints_without_reading_again() {
        let mut page = Page::new("?view=heatmap&max=300");
        page.arrive(1, 301);
        page.prepare("light");
        page.reset_counts();
        page.prepare("dark");
        assert!(page.painted.iter().all(|&c| c == 1));
        // Painting only: 300 rows in one stripe of up to 436, and a last step.
        assert_eq!(page.steps, 2);
        assert_eq!(page.pixels, page.truth("dark"));
        // Pixels the page lost are painted again.
        page.picture.lose_pixels();
        page.reset_counts();
        page.prepare("dark");
        assert!(page.painted.iter().all(|&c| c == 1));
    }

    #[test]
    fn cells_that_do_not_fit_make_the_picture_again() {
        let mut page = Page::new("?view=heatmap&max=50");
        page.arrive(1, 51);
        page.prepare("light");
        page.picture.cells_arrived(&page.grid, &page.scan, None);
        assert!(!page.picture.is_ready("light"));
        page.reset_counts();
        page.prepare("light");
        assert!(page.painted.iter().all(|&c| c == 1));
    }

    #[test]
    fn the_cursor_and_the_window_move_together() {
        let mut page = Page::new("?view=heatmap&max=100");
        page.arrive(1, 101);
        page.prepare("light");
        assert_eq!(page.picture.start_cell(100), (1, 2));
        let rect = PlotRect {
            left: 50,
            top: 10,
            right: 550,
            bottom: 510,
        };
        page.picture.drawn(
            rect,
            CellWindow {
                x0: 1,
                x1: 50,
                y0: 51,
                y1: 100,
            },
        );
        assert_eq!(page.picture.cell_at(55.0, 15.0), Some((1, 100)));
        assert_eq!(page.picture.cell_at(75.0, 25.0), Some((3, 99)));
        assert_eq!(
            page.picture.cell_box(1, 100),
            Some((50.0, 10.0, 10.0, 10.0))
        );
        assert_eq!(page.picture.cell_box(1, 1), None);
        // Down from {3, 51} leaves the window: it follows, one row down.
        let walk = page
            .picture
            .walk(100, Some((3, 51)), "ArrowDown", false)
            .unwrap();
        assert_eq!(walk.cursor, Some([3, 50]));
        assert_eq!(walk.window.as_deref(), Some("1,50,50,99"));
        // Inside the window the cursor moves alone.
        let walk = page
            .picture
            .walk(100, Some((3, 60)), "ArrowRight", false)
            .unwrap();
        assert_eq!((walk.cursor, walk.window), (Some([4, 60]), None));
        assert_eq!(page.picture.walk(100, None, "x", false), None);
        // A drag of 2.5 cells right at ratio 1 (10 pixels a cell): three cells (halves
        // round up), kept inside the picture.
        let drag = page.picture.drag(100, 1.0, (25.0, 0.0)).unwrap();
        assert_eq!(drag.to.link_value(), "1,50,51,100");
        assert_eq!(drag.moved, (30.0, 0.0));
        page.picture.drawn(
            rect,
            CellWindow {
                x0: 20,
                x1: 69,
                y0: 51,
                y1: 100,
            },
        );
        let drag = page.picture.drag(100, 1.0, (25.0, 0.0)).unwrap();
        assert_eq!(drag.to.link_value(), "17,66,51,100");
        assert_eq!(page.picture.drag(100, 1.0, (4.0, -4.9)), None);
        let fingers = ([0.0, 0.0, 50.0, 0.0], [0.0, 0.0, 100.0, 0.0]);
        let pinch = page.picture.pinch(100, fingers.0, fingers.1, None).unwrap();
        // Fingers twice as far apart: half the side (25) around the middle (44.5, 75.5).
        assert_eq!(pinch.link_value(), "32,56,63,87");
        // Nothing moves before the first drawing.
        let mut fresh = GridPicture::new();
        assert_eq!(fresh.pinch(100, fingers.0, fingers.1, None), None);
        assert_eq!(fresh.drag(100, 1.0, (25.0, 0.0)), None);
        assert_eq!(page.picture.reset(100).link_value(), "");
    }
}
