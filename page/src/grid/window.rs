//! Moving about a grid view's map: the window of cells it shows (zoomed, dragged, pinched,
//! following the keyboard's cursor) kept inside the picture, the link's `window` for it, the
//! cursor's walk from set to set, and the map's height on the page.
//!
//! The page's scripts hand in pointer positions and keys; everything here is the arithmetic
//! they used to do, to the same numbers (JavaScript's `Math.round`: halves round up).

use serde::Serialize;

use nimseq_core::draw::CellWindow;

use crate::state::params::spell_window;
use crate::texts::t;

/// The fewest cells a side of a zoomed window keeps.
pub const FEWEST_CELLS: u32 = 4;
/// How far (CSS pixels) a pointer may move between press and release and still tap.
pub const TAP_SLOP: f64 = 6.0;
/// How much (CSS pixels) two fingers must move apart or together to zoom.
pub const PINCH_SLOP: f64 = 2.0;
/// The keyboard cursor's step with Shift held.
pub const LONG_STEP: u32 = 10;

/// JavaScript's `Math.round`: the nearest whole number, halves up.
fn round(v: f64) -> f64 {
    let floor = v.floor();
    if v - floor >= 0.5 {
        floor + 1.0
    } else {
        floor
    }
}

/// A window the map moves to, and its spelling in the link (`window`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MapMove {
    /// The cells shown.
    pub cells: CellWindow,
    /// Whether they are every cell of the picture (the link then has no window).
    pub whole: bool,
}

impl MapMove {
    /// The link's `window` for it: `x0,x1,y0,y1`, or empty for the whole picture.
    pub fn link_value(&self) -> String {
        spell_window((!self.whole).then_some(self.cells))
    }
}

/// The square of cells `x0 .. x0 + side − 1` by `y0 ..` of an `n × n` picture, kept inside it
/// (its side at least one cell and at most `n`).
pub fn square(n: u32, x0: f64, y0: f64, side: f64) -> MapMove {
    let n = f64::from(n.max(1));
    let s = round(side).min(n).max(1.0);
    let x = round(x0).min(n - s + 1.0).max(1.0);
    let y = round(y0).min(n - s + 1.0).max(1.0);
    let cells = CellWindow {
        x0: x as u32,
        x1: (x + s - 1.0) as u32,
        y0: y as u32,
        y1: (y + s - 1.0) as u32,
    };
    MapMove {
        cells,
        whole: s >= n,
    }
}

/// Every cell of an `n × n` picture.
pub fn whole(n: u32) -> MapMove {
    square(n, 1.0, 1.0, f64::from(n))
}

/// `window` zoomed by `factor` (below 1 zooms in) around `around` (the window's middle when
/// `None`), at least [`FEWEST_CELLS`] a side.
pub fn zoomed(window: CellWindow, n: u32, factor: f64, around: Option<(f64, f64)>) -> MapMove {
    let (x0, x1, y0, y1) = (
        f64::from(window.x0),
        f64::from(window.x1),
        f64::from(window.y0),
        f64::from(window.y1),
    );
    let side = x1 - x0 + 1.0;
    let (cx, cy) = around.unwrap_or(((x0 + x1) / 2.0, (y0 + y1) / 2.0));
    let next = round(side * factor).max(f64::from(FEWEST_CELLS));
    let k = next / side;
    square(n, cx - (cx - x0) * k, cy - (cy - y0) * k, next)
}

/// A drag of the map by whole cells.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Drag {
    /// Where the map moves.
    pub to: MapMove,
    /// How far the pointer's mark moves with it, in CSS pixels (the rest of the pointer's
    /// way waits for the next cell).
    pub moved: (f64, f64),
}

/// `window` dragged by a pointer that moved `(dx, dy)` CSS pixels, on a map whose cells span
/// `plot_width` canvas pixels (`ratio` canvas pixels a CSS pixel): `None` until it has moved a
/// whole cell.
pub fn dragged(
    window: CellWindow,
    n: u32,
    (plot_width, ratio): (f64, f64),
    (dx, dy): (f64, f64),
) -> Option<Drag> {
    let side = f64::from(window.x1) - f64::from(window.x0) + 1.0;
    let cell = plot_width / ratio / side;
    let (cx, cy) = (round(dx / cell), round(dy / cell));
    if cx == 0.0 && cy == 0.0 {
        return None;
    }
    Some(Drag {
        to: square(
            n,
            f64::from(window.x0) - cx,
            f64::from(window.y0) + cy,
            side,
        ),
        moved: (cx * cell, cy * cell),
    })
}

/// The distance between two fingers `[ax, ay, bx, by]` (1 when they touch).
fn spread([ax, ay, bx, by]: [f64; 4]) -> f64 {
    let d = (ax - bx).hypot(ay - by);
    if d == 0.0 || d.is_nan() {
        1.0
    } else {
        d
    }
}

/// `window` pinched: two fingers at `before` moved to `after` (each `[ax, ay, bx, by]`), the
/// zoom around `around`; `None` while they moved less than [`PINCH_SLOP`] apart or together.
pub fn pinched(
    window: CellWindow,
    n: u32,
    before: [f64; 4],
    after: [f64; 4],
    around: Option<(f64, f64)>,
) -> Option<MapMove> {
    let (before, after) = (spread(before), spread(after));
    ((after - before).abs() > PINCH_SLOP).then(|| zoomed(window, n, before / after, around))
}

/// Whether a pointer that moved `(dx, dy)` CSS pixels between press and release tapped.
pub fn is_tap(dx: f64, dy: f64) -> bool {
    dx.hypot(dy) <= TAP_SLOP
}

/// The window that keeps `cell` in sight: `window` itself (`None`) when it shows the cell,
/// else the same size moved just far enough.
pub fn following(window: CellWindow, n: u32, (x, y): (u32, u32)) -> Option<MapMove> {
    let inside = (window.x0..=window.x1).contains(&x) && (window.y0..=window.y1).contains(&y);
    if inside {
        return None;
    }
    let side = f64::from(window.x1) - f64::from(window.x0) + 1.0;
    let keep = |v: u32, lo: u32| {
        f64::from(lo)
            .max(f64::from(v) - side + 1.0)
            .min(f64::from(v))
    };
    Some(square(n, keep(x, window.x0), keep(y, window.y0), side))
}

/// Where the keyboard's cursor goes from `from` on a key (`ArrowLeft`, `ArrowRight`,
/// `ArrowUp`, `ArrowDown`, `Home`, `End`; [`LONG_STEP`] cells with Shift): the nearest set in
/// that direction, walking on past places that hold none. `None` for another key;
/// `Some(None)` when no set lies that way.
pub fn walked(
    n: u32,
    (x, y): (u32, u32),
    key: &str,
    shift: bool,
    is_set: impl Fn(u32, u32) -> bool,
) -> Option<Option<(u32, u32)>> {
    let step = i64::from(if shift { LONG_STEP } else { 1 });
    let (x, y, n) = (i64::from(x), i64::from(y), i64::from(n));
    let (tx, ty) = match key {
        "ArrowLeft" => (x - step, y),
        "ArrowRight" => (x + step, y),
        "ArrowUp" => (x, y + step),
        "ArrowDown" => (x, y - step),
        "Home" => (1, y),
        "End" => (n, y),
        _ => return None,
    };
    let (dx, dy) = ((tx - x).signum(), (ty - y).signum());
    let (mut nx, mut ny) = (tx.max(1).min(n), ty.max(1).min(n));
    let on_map = |v: i64| (1..=n).contains(&v);
    loop {
        if on_map(nx) && on_map(ny) && is_set(nx as u32, ny as u32) {
            return Some(Some((nx as u32, ny as u32)));
        }
        let (px, py) = (nx + dx, ny + dy);
        if (dx == 0 && dy == 0) || !on_map(px) || !on_map(py) {
            return Some(None);
        }
        (nx, ny) = (px, py);
    }
}

/// A first cell for the keyboard's cursor: the lowest row's first set (`{1, 2}` of pairs, the
/// slice's first set), or `(1, 1)` when the picture has none.
pub fn first_set(n: u32, is_set: impl Fn(u32, u32) -> bool) -> (u32, u32) {
    (1..=n)
        .flat_map(|y| (1..=n).map(move |x| (x, y)))
        .find(|&(x, y)| is_set(x, y))
        .unwrap_or((1, 1))
}

/// The map's height in CSS pixels for a width: 0.72 of it, kept between 340 and 760.
pub fn map_height(width: f64) -> f64 {
    round((width * 0.72).clamp(340.0, 760.0))
}

/// What the read-out says of a place of the map that holds no set.
pub fn not_a_set(x: u32, y: u32) -> String {
    t!("grid-not-a-set", x = x.to_string(), y = y.to_string())
}

/// The cursor, the window and the link after a key on the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Walk {
    /// The cursor's new cell `[x, y]`, or `None` when no set lies that way.
    pub cursor: Option<[u32; 2]>,
    /// The link's `window` when the window moved with the cursor, else `None`.
    pub window: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(x0: u32, x1: u32, y0: u32, y1: u32) -> CellWindow {
        CellWindow { x0, x1, y0, y1 }
    }

    #[test]
    fn rounding_is_javascripts() {
        assert_eq!(round(2.5), 3.0);
        assert_eq!(round(-2.5), -2.0);
        assert_eq!(round(-2.6), -3.0);
        assert_eq!(round(0.499_999_999_999_999_94), 0.0);
        assert_eq!(round(7.0), 7.0);
    }

    #[test]
    fn squares_stay_inside_the_picture() {
        let m = square(200, -5.0, 190.4, 20.0);
        assert_eq!(m.cells, w(1, 20, 181, 200));
        assert_eq!(m.link_value(), "1,20,181,200");
        // Too big: the whole picture, which the link does not name.
        let all = square(200, 3.0, 3.0, 500.0);
        assert_eq!((all.cells, all.whole), (w(1, 200, 1, 200), true));
        assert_eq!(all.link_value(), "");
        assert_eq!(whole(30).cells, w(1, 30, 1, 30));
        assert_eq!(square(30, 4.0, 4.0, 0.2).cells, w(4, 4, 4, 4));
    }

    /// The `+` key zooms in by half around the cursor, as the page always did: `(100, 50)` on
    /// the whole 200 × 200 map gives the square of 100 cells around it.
    #[test]
    fn zooming_keeps_the_point_under_the_cursor() {
        let all = w(1, 200, 1, 200);
        let m = zoomed(all, 200, 0.5, Some((100.0, 50.0)));
        // side 200 → 100, k = 0.5: x0 = 100 − 99 × 0.5 = 50.5 → 51, y0 = 50 − 49 × 0.5 = 25.5 → 26.
        assert_eq!(m.cells, w(51, 150, 26, 125));
        assert_eq!(m.link_value(), "51,150,26,125");
        // Around the middle when there is no cursor.
        assert_eq!(zoomed(all, 200, 0.5, None).cells, w(51, 150, 51, 150));
        // Never fewer than four cells a side; zooming out ends at the whole map.
        assert_eq!(
            zoomed(w(10, 13, 10, 13), 200, 0.5, None).cells,
            w(10, 13, 10, 13)
        );
        let out = zoomed(w(51, 150, 51, 150), 200, 2.0, None);
        assert!(out.whole && out.link_value().is_empty());
    }

    #[test]
    fn dragging_moves_by_whole_cells() {
        // 100 cells over 500 canvas pixels at ratio 2: 2.5 CSS pixels a cell.
        let window = w(51, 150, 51, 150);
        assert_eq!(dragged(window, 200, (500.0, 2.0), (1.0, -1.2)), None);
        let d = dragged(window, 200, (500.0, 2.0), (6.0, -1.3)).unwrap();
        // Right by 2 cells shows cells further left; up by 1 (screen y up) shows lower rows.
        assert_eq!(d.to.cells, w(49, 148, 50, 149));
        assert_eq!(d.moved, (5.0, -2.5));
        assert_eq!(d.to.link_value(), "49,148,50,149");
    }

    #[test]
    fn pinching_zooms_once_the_fingers_move() {
        let window = w(1, 200, 1, 200);
        let before = [0.0, 0.0, 100.0, 0.0];
        assert_eq!(
            pinched(window, 200, before, [0.0, 0.0, 101.0, 0.0], None),
            None
        );
        let m = pinched(
            window,
            200,
            before,
            [0.0, 0.0, 200.0, 0.0],
            Some((50.0, 50.0)),
        )
        .unwrap();
        assert_eq!(m, zoomed(window, 200, 0.5, Some((50.0, 50.0))));
        // Fingers on one spot count as one pixel apart.
        assert_eq!(spread([3.0, 4.0, 3.0, 4.0]), 1.0);
        assert!(is_tap(3.0, 4.0) && is_tap(6.0, 0.0) && !is_tap(5.0, 4.0));
    }

    #[test]
    fn the_window_follows_the_cursor() {
        let window = w(51, 150, 51, 150);
        assert_eq!(following(window, 200, (60, 60)), None);
        assert_eq!(
            following(window, 200, (151, 60)).unwrap().cells,
            w(52, 151, 51, 150)
        );
        assert_eq!(
            following(window, 200, (60, 10)).unwrap().cells,
            w(51, 150, 10, 109)
        );
    }

    /// The cursor walks only onto sets: on pairs `{x, y}` needs `x < y`.
    #[test]
    fn the_cursor_walks_from_set_to_set() {
        let pairs = |x: u32, y: u32| x < y;
        assert_eq!(first_set(10, pairs), (1, 2));
        assert_eq!(first_set(10, |_, _| false), (1, 1));
        assert_eq!(walked(10, (3, 5), "a", false, pairs), None);
        assert_eq!(
            walked(10, (3, 5), "ArrowLeft", false, pairs),
            Some(Some((2, 5)))
        );
        // Right of {4, 5} there is no set in that row.
        assert_eq!(walked(10, (4, 5), "ArrowRight", false, pairs), Some(None));
        // Down from {4, 5}: {4, 4} is none, the walk goes on to nothing below.
        assert_eq!(walked(10, (4, 5), "ArrowDown", false, pairs), Some(None));
        assert_eq!(
            walked(10, (4, 5), "ArrowUp", true, pairs),
            Some(Some((4, 10)))
        );
        assert_eq!(walked(10, (4, 5), "Home", false, pairs), Some(Some((1, 5))));
        // End is column n: {10, 5} is no set, and the walk goes on rightwards, off the map.
        assert_eq!(walked(10, (4, 5), "End", false, pairs), Some(None));
        // Kept on the map: ten cells left of {1, 2} is {1, 2} itself.
        assert_eq!(
            walked(10, (1, 2), "ArrowLeft", true, pairs),
            Some(Some((1, 2)))
        );
    }

    #[test]
    fn the_map_is_as_high_as_wide_within_bounds() {
        assert_eq!(map_height(1000.0), 720.0);
        assert_eq!(map_height(300.0), 340.0);
        assert_eq!(map_height(2000.0), 760.0);
        assert_eq!(map_height(1185.0), 760.0);
        assert_eq!(map_height(690.625), 497.0); // 497.25
        assert_eq!(map_height(691.0), 498.0); // 497.52
        assert_eq!(not_a_set(7, 2), "(7, 2): not a set of this grid");
    }
}
