//! The picture of a heatmap ([`Heatmap`]): which set sits at each position of an `n × n`
//! picture and what class of cell it is, made from a grid and its running scan
//! ([`GridScan`]) and kept up to date as rows of cells arrive.

use crate::draw::heatmap::choices::{
    metric_number, sum_category, Axes, CellClass, ColourRange, Colouring, Judgement, Metric,
    Picture, Scale,
};
use crate::draw::heatmap::scan::GridScan;
use crate::draw::CellWindow;
use crate::game::Rule;
use crate::sweep::{Cell, Dims, Grid, SetKey};
use crate::theory::closed_form_period;
use crate::theory::conjecture::ConjectureVerdict;
use crate::theory::sums::{PeriodSums, SetSum};

/// A heatmap ready to draw: an `n × n` picture of the grid's sets, one axis per parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct Heatmap {
    n: u32,
    /// The grid's largest element.
    max: u32,
    dims: Dims,
    axes: Axes,
    slice: u32,
    third: u32,
    rule: Rule,
    cap: u32,
    colouring: Colouring,
    /// The scale drawn ([`Scale::Auto`] resolved).
    scale: Scale,
    /// The scale asked for.
    requested_scale: Scale,
    /// Which cells fix the ends of the scale.
    colour_range: ColourRange,
    /// Position `(y - 1) * n + (x - 1)`.
    classes: Vec<CellClass>,
    /// The least and largest number in the picture.
    picture_range: (u32, u32),
    /// The ends of the colour scale: the picture's, or the grid's ([`ColourRange::Grid`]).
    range: (u32, u32),
    /// Cells per category over the whole grid (categories of the "which sum" metric).
    grid_counts: Vec<u64>,
    /// Cells per category in the picture, counted as the picture is made.
    slice_counts: Vec<u64>,
    /// Cells of the whole grid whose period equals several sums (a tie, `a + c = 2b`),
    /// counted in no category.
    grid_ties: u64,
    /// Ties in the picture.
    slice_ties: u64,
    /// Whether only primitive sets (gcd 1) are drawn: the others are no set of the picture.
    primitive_only: bool,
}

impl Heatmap {
    /// The picture of `grid`; for 3-element grids, `picture.axes` says which two parameters
    /// are the axes and `picture.slice` fixes the third.
    pub fn from_grid(grid: &Grid, picture: &Picture) -> Self {
        Self::from_grid_with(grid, picture, &GridScan::of(grid))
    }

    /// As [`Heatmap::from_grid`], with `scan`, what was read from every cell of `grid` (kept
    /// up to date as its cells arrived), instead of reading every cell again.
    pub fn from_grid_with(grid: &Grid, picture: &Picture, scan: &GridScan) -> Self {
        let mut map = Self::unread(grid, picture);
        map.read_rows(grid, scan, map.n);
        map
    }

    /// As [`Heatmap::from_grid_with`], drawing only the primitive sets (gcd 1) when
    /// `primitive_only`: the others are left out as cells with no set (pass the scan of the
    /// primitive sets alone, so that the range and the counts are theirs too).
    pub fn from_grid_where(
        grid: &Grid,
        picture: &Picture,
        scan: &GridScan,
        primitive_only: bool,
    ) -> Self {
        let mut map = Self::unread(grid, picture);
        map.primitive_only = primitive_only;
        map.read_rows(grid, scan, map.n);
        map
    }

    /// The picture of `grid` before any of its rows is read: [`Heatmap::read_rows`] reads
    /// them, a few at a time if need be (a page keeps each of its tasks short).
    pub fn unread(grid: &Grid, picture: &Picture) -> Self {
        let Picture {
            colouring,
            scale,
            range,
            axes,
            slice,
            third,
        } = *picture;
        let spec = grid.spec();
        let axes = if spec.dims == Dims::Triples {
            axes
        } else {
            Axes::Ab
        };
        let n = Heatmap::size_for(spec.dims, axes, spec.max, slice, third);
        Heatmap {
            n,
            max: spec.max,
            dims: spec.dims,
            axes,
            slice,
            third,
            rule: spec.rule,
            cap: spec.cap,
            colouring,
            scale,
            requested_scale: scale,
            colour_range: range,
            classes: Vec::with_capacity((n * n) as usize),
            picture_range: (u32::MAX, 0),
            range: (u32::MAX, 0),
            grid_counts: Vec::new(),
            grid_ties: 0,
            slice_ties: 0,
            primitive_only: false,
            slice_counts: match colouring {
                Colouring::Metric(Metric::Sum) => {
                    vec![0; SetSum::for_size(spec.dims.count()).len() + 1]
                }
                _ => Vec::new(),
            },
        }
    }

    /// Reads up to `rows` more rows of `grid` into the picture (the colour range and counts
    /// from `scan`, the grid's scan, once the last is read); returns whether every row is read.
    pub fn read_rows(&mut self, grid: &Grid, scan: &GridScan, rows: u32) -> bool {
        let first = self.rows_read() + 1;
        let last = self.rows_read().saturating_add(rows).min(self.n);
        // Rows not read yet are `NoSet`, which counts for nothing.
        self.classes
            .resize(last as usize * self.n as usize, CellClass::NoSet);
        let mut row = vec![CellClass::NoSet; self.n as usize];
        for y in first..=last {
            self.reread_row(grid, y, &mut row);
        }
        if self.is_read() {
            self.settle(scan);
        }
        self.is_read()
    }

    /// How many rows have been read (rows `1 ..=` that), a whole row at a time.
    fn rows_read(&self) -> u32 {
        (self.classes.len() / (self.n as usize).max(1)) as u32
    }

    /// Whether every row of the picture has been read.
    pub fn is_read(&self) -> bool {
        self.rows_read() == self.n
    }

    /// Reads picture row `y` (already read or `NoSet`) again, with `row` as scratch space,
    /// keeping the range and counts in step with the classes that changed.
    fn reread_row(&mut self, grid: &Grid, y: u32, row: &mut [CellClass]) {
        self.read_row(grid, y, row);
        let at = (y as usize - 1) * self.n as usize;
        for (x, &class) in row.iter().enumerate() {
            let old = std::mem::replace(&mut self.classes[at + x], class);
            if old != class {
                self.count_class(old, false);
                self.count_class(class, true);
            }
        }
    }

    /// The picture rows whose cells the grid rows `rows` (sets whose largest element lies in
    /// it) may hold, or `None` when the picture shows none of them.
    fn rows_touched(&self, rows: std::ops::Range<u32>) -> Option<std::ops::RangeInclusive<u32>> {
        let all = 1..=self.n;
        let touched = match (self.dims, self.axes) {
            // The largest element is the picture's y.
            (Dims::Pairs, _) | (Dims::Triples, Axes::Ac | Axes::Bc) => {
                rows.start.max(1)..=rows.end.saturating_sub(1).min(self.n)
            }
            // The slice is the largest element.
            (Dims::Triples, Axes::Ab) if rows.contains(&self.slice) => all,
            (Dims::Triples, Axes::Ab) => return None,
            // c = x + y: any row may hold one.
            (Dims::Triples, Axes::Additive) => all,
            // A 4-element grid's map `{a, b, c, d}`: its largest element `d` is fixed.
            (Dims::Quads, _) if rows.contains(&self.slice) => all,
            (Dims::Quads, _) => return None,
        };
        (!touched.is_empty()).then_some(touched)
    }

    /// Takes in the cells of the grid rows `rows` (sets whose largest element lies in it),
    /// computed since the picture was made: reads the picture rows that may hold them again,
    /// and the colour range and counts from `scan` (the grid's, kept up to date). Afterwards
    /// the picture is the one [`Heatmap::from_grid_with`] would make now, when no other rows
    /// gained cells. Returns the picture rows read again.
    pub fn refresh(
        &mut self,
        grid: &Grid,
        scan: &GridScan,
        rows: std::ops::Range<u32>,
    ) -> Option<std::ops::RangeInclusive<u32>> {
        let touched = self.rows_touched(rows);
        let mut row = vec![CellClass::NoSet; self.n as usize];
        for y in touched.clone().into_iter().flatten() {
            // Rows not read yet will be read as they are.
            if y >= 1 && y <= self.rows_read() {
                self.reread_row(grid, y, &mut row);
            }
        }
        if self.is_read() {
            self.settle(scan);
        }
        touched
    }

    /// The colour range and the scale from the picture's cells and `scan`.
    fn settle(&mut self, scan: &GridScan) {
        self.range = self.picture_range;
        if self.colour_range == ColourRange::Grid
            && self.dims != Dims::Pairs
            && let Some((lo, hi)) = scan.range(self.colouring)
        {
            self.range = (self.range.0.min(lo), self.range.1.max(hi));
        }
        if matches!(self.colouring, Colouring::Metric(Metric::Sum)) {
            self.grid_counts = scan.counts().to_vec();
            self.grid_ties = scan.ties();
        }
        self.scale = self.requested_scale;
        if self.scale == Scale::Auto {
            // Ratios to max S are read on a log scale (superlinear periods stand out); other
            // numbers when they span more than two orders of magnitude.
            let (lo, hi) = self.range;
            let wide = lo <= hi && f64::from(hi) + 1.0 > 100.0 * (f64::from(lo) + 1.0);
            let ratio = matches!(self.colouring, Colouring::Metric(m) if m.is_ratio());
            self.scale = if wide || ratio {
                Scale::Log
            } else {
                Scale::Linear
            };
        }
    }

    /// What the cells of picture row `y` of `grid` are, into `row` (`n` long, in order of
    /// `x`).
    ///
    /// Never inlined: in WebAssembly a function is optimised between calls, never during one,
    /// so a picture built row by row runs optimised code after its first rows.
    #[inline(never)]
    fn read_row(&self, grid: &Grid, y: u32, row: &mut [CellClass]) {
        if self.dims == Dims::Pairs {
            // Row y holds {x, y} for x < y, stored in order of x: read it straight.
            let sets = (y.saturating_sub(1) as usize).min(row.len());
            let (sets_part, rest) = row.split_at_mut(sets);
            rest.fill(CellClass::NoSet);
            match grid.row_cells(y) {
                Some(cells) => {
                    for (x, (class, &cell)) in sets_part.iter_mut().zip(cells).enumerate() {
                        let set = [x as u32 + 1, y];
                        *class = if self.leaves_out(&set) {
                            CellClass::NoSet
                        } else {
                            self.classify(&set, cell)
                        };
                    }
                }
                None => sets_part.fill(CellClass::Pending),
            }
            return;
        }
        for (x, class) in (1..).zip(row.iter_mut()) {
            *class = match self.key_at(x, y) {
                None => CellClass::NoSet,
                Some(key) if self.leaves_out(key.as_slice()) => CellClass::NoSet,
                Some(key) => grid
                    .computed(key.as_slice())
                    .map_or(CellClass::Pending, |c| self.classify(key.as_slice(), c)),
            };
        }
    }

    /// Counts a class in the picture's range and category counts (`add`), or takes a
    /// category back out (a number never leaves: a computed cell stays what it is).
    fn count_class(&mut self, class: CellClass, add: bool) {
        match class {
            CellClass::Number(v) if add => {
                self.picture_range = (self.picture_range.0.min(v), self.picture_range.1.max(v));
            }
            CellClass::Category { several: true, .. } => {
                self.slice_ties = if add {
                    self.slice_ties + 1
                } else {
                    self.slice_ties.saturating_sub(1)
                };
            }
            CellClass::Category { index, .. } => {
                if let Some(c) = self.slice_counts.get_mut(usize::from(index)) {
                    *c = if add { *c + 1 } else { c.saturating_sub(1) };
                }
            }
            _ => {}
        }
    }

    /// Whether `set` is left out of the picture (a set that is not primitive, when only
    /// primitive sets are drawn).
    fn leaves_out(&self, set: &[u32]) -> bool {
        self.primitive_only && !crate::sweep::is_primitive(set)
    }

    fn classify(&self, set: &[u32], cell: Cell) -> CellClass {
        let judged = |verdict: Option<bool>| match verdict {
            None => CellClass::Judged(Judgement::NoPrediction),
            Some(_) if !cell.is_resolved() => CellClass::Unresolved,
            Some(true) => CellClass::Judged(Judgement::Agrees),
            Some(false) => CellClass::Judged(Judgement::Differs),
        };
        match self.colouring {
            Colouring::Metric(Metric::Theory) => {
                judged(self.closed_form(set).map(|p| p.period == cell.period))
            }
            Colouring::Conjecture(c) => match c.verdict(set, cell) {
                ConjectureVerdict::NotApplicable => CellClass::Judged(Judgement::NoPrediction),
                ConjectureVerdict::Unresolved => CellClass::Unresolved,
                ConjectureVerdict::Agrees => CellClass::Judged(Judgement::Agrees),
                ConjectureVerdict::Counterexample => CellClass::Judged(Judgement::Differs),
            },
            _ if !cell.is_resolved() => CellClass::Unresolved,
            Colouring::Metric(Metric::Sum) => sum_category(set, cell.period),
            Colouring::Metric(metric) => {
                metric_number(metric, set, cell).map_or(CellClass::Unresolved, CellClass::Number)
            }
        }
    }

    /// Cells per category of the "which sum" metric over the whole grid (computed cells),
    /// in [`SetSum::for_size`]'s order and then "other"; empty for other metrics. A cell whose
    /// period equals several sums (a tie) is in none of them: [`Heatmap::grid_ties`].
    pub fn grid_counts(&self) -> &[u64] {
        &self.grid_counts
    }

    /// Cells per category in the picture (the slice shown), as [`Heatmap::grid_counts`].
    pub fn slice_counts(&self) -> &[u64] {
        &self.slice_counts
    }

    /// Cells per category among those of `window` (the cells a drawing shows), as
    /// [`Heatmap::slice_counts`]: those counts themselves for the whole picture, else counted.
    pub fn counts_in(&self, window: CellWindow) -> Vec<u64> {
        let w = window.within(self.n);
        if w == CellWindow::whole(self.n) || self.slice_counts.is_empty() {
            return self.slice_counts.clone();
        }
        let mut counts = vec![0; self.slice_counts.len()];
        for y in w.y0..=w.y1 {
            for x in w.x0..=w.x1 {
                if let CellClass::Category {
                    index,
                    several: false,
                } = self.class_at(x, y)
                    && let Some(c) = counts.get_mut(usize::from(index))
                {
                    *c += 1;
                }
            }
        }
        counts
    }

    /// Cells of the whole grid whose period equals several of the "which sum" metric's sums
    /// (ties such as `a + c = 2b`), counted in none of [`Heatmap::grid_counts`].
    pub fn grid_ties(&self) -> u64 {
        self.grid_ties
    }

    /// Ties in the picture, as [`Heatmap::grid_ties`].
    pub fn slice_ties(&self) -> u64 {
        self.slice_ties
    }

    /// The ties among the cells of `window`, by the sums the period equals (`a + c = 2b`),
    /// each with how many cells, in order of the first sum; empty for other metrics.
    pub fn ties_in(&self, window: CellWindow) -> Vec<(String, u64)> {
        let w = window.within(self.n);
        let mut ties: Vec<(String, u64)> = Vec::new();
        for y in w.y0..=w.y1 {
            for x in w.x0..=w.x1 {
                let CellClass::Category {
                    index,
                    several: true,
                } = self.class_at(x, y)
                else {
                    continue;
                };
                let Some(key) = self.key_at(x, y) else {
                    continue;
                };
                let set = key.as_slice();
                let order = SetSum::for_size(set.len());
                let Some(period) = order.get(usize::from(index)).and_then(|s| s.value(set)) else {
                    continue;
                };
                let name = PeriodSums::of(set, period).describe();
                match ties.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, c)) => *c += 1,
                    None => ties.push((name, 1)),
                }
            }
        }
        ties
    }

    /// The period a closed form from the literature predicts for `set` under this picture's
    /// rule (the closed forms are for normal play), with its source.
    pub fn closed_form(&self, set: &[u32]) -> Option<crate::theory::ClosedForm> {
        (self.rule == Rule::Normal)
            .then(|| closed_form_period(set))
            .flatten()
    }

    /// The side `n` of the picture.
    pub fn size(&self) -> u32 {
        self.n
    }

    /// The number of columns (and rows) of the map of a grid of `dims` up to `max`, drawn on
    /// `axes` with `slice` (and `third`, a 4-element map's `c`): `max`, except that a slice
    /// `{a, b, c}` with `c` fixed only holds `a < b < c`, and a map `{a, b, c, d}` only
    /// `a < b < c`, so just that square is drawn.
    pub fn size_for(dims: Dims, axes: Axes, max: u32, slice: u32, third: u32) -> u32 {
        match (dims, axes) {
            (Dims::Triples, Axes::Ab) => slice.saturating_sub(1).clamp(2, max),
            (Dims::Quads, _) => third.saturating_sub(1).clamp(2, max),
            _ => max,
        }
    }

    /// The grid's largest element.
    pub fn max(&self) -> u32 {
        self.max
    }

    /// Pairs or triples.
    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// The axes (always [`Axes::Ab`] for pairs).
    pub fn axes(&self) -> Axes {
        self.axes
    }

    /// The value of the parameter the slice fixes (3-element grids), or `d` (4-element).
    pub fn slice(&self) -> u32 {
        self.slice
    }

    /// `c`, the other element a 4-element grid's map fixes.
    pub fn third(&self) -> u32 {
        self.third
    }

    /// The grid's rule.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Values computed per cell before it is unresolved.
    pub fn cap(&self) -> u32 {
        self.cap
    }

    /// What colours the cells.
    pub fn colouring(&self) -> Colouring {
        self.colouring
    }

    /// Which cells fix the ends of the colour scale, as asked for (a grid of pairs is one
    /// picture: its range is the whole grid's either way).
    pub fn colour_range(&self) -> ColourRange {
        self.colour_range
    }

    /// The colour scale of numbers.
    pub fn scale(&self) -> Scale {
        self.scale
    }

    /// The smallest and largest number shown, if any number is.
    pub fn range(&self) -> Option<(u32, u32)> {
        (self.range.0 <= self.range.1).then_some(self.range)
    }

    /// Every position's class, row `y = 1` first.
    pub fn classes(&self) -> &[CellClass] {
        &self.classes
    }

    /// The set at picture coordinates `(x, y)` (1-based), if it is one of the grid.
    pub fn set_at(&self, x: u32, y: u32) -> Option<Vec<u32>> {
        self.key_at(x, y).map(|k| k.as_slice().to_vec())
    }

    /// As [`Heatmap::set_at`], without allocating.
    pub fn key_at(&self, x: u32, y: u32) -> Option<SetKey> {
        let s = self.slice;
        let key = match (self.dims, self.axes) {
            (Dims::Pairs, _) => SetKey::pair(x, y),
            (Dims::Triples, Axes::Ab) => SetKey::triple(x, y, s),
            (Dims::Triples, Axes::Ac) => SetKey::triple(x, s, y),
            (Dims::Triples, Axes::Bc) => SetKey::triple(s, x, y),
            (Dims::Triples, Axes::Additive) => SetKey::triple(x, y, x.saturating_add(y)),
            // `a` across, `b` up, `c` and `d` fixed.
            (Dims::Quads, _) => SetKey::quad(x, y, self.third, s),
        };
        let set = key.as_slice();
        let ok = set[0] >= 1
            && set.windows(2).all(|w| w[0] < w[1])
            && set.last().is_some_and(|&m| m <= self.max);
        ok.then_some(key)
    }

    /// What is drawn at `(x, y)`.
    pub fn class_at(&self, x: u32, y: u32) -> CellClass {
        if x == 0 || y == 0 || x > self.n || y > self.n {
            return CellClass::NoSet;
        }
        // Rows not read yet (see [`Heatmap::read_rows`]) are being made.
        self.classes
            .get(((y - 1) * self.n + (x - 1)) as usize)
            .copied()
            .unwrap_or(CellClass::Pending)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::sweep::{sweep, SweepSpec};

    pub(crate) fn picture(metric: Metric, scale: Scale, axes: Axes, slice: u32) -> Picture {
        Picture::of_metric(metric, scale, axes, slice)
    }

    pub(crate) fn pairs(n: u64) -> Grid {
        sweep(&SweepSpec::new(2, n, 1 << 16, Rule::Normal).unwrap())
    }

    #[test]
    fn cells_of_pairs() {
        let map = Heatmap::from_grid(
            &pairs(10),
            &picture(Metric::Period, Scale::Linear, Axes::Ab, 0),
        );
        assert_eq!(map.class_at(2, 7), CellClass::Number(9));
        assert_eq!(map.class_at(7, 2), CellClass::NoSet);
        assert_eq!(map.set_at(2, 7), Some(vec![2, 7]));
        assert_eq!(map.set_at(7, 2), None);
    }

    #[test]
    fn slices_of_triples() {
        let grid = sweep(&SweepSpec::new(3, 12, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Preperiod, Scale::Log, Axes::Ac, 4));
        // {2, 4, 7}: a = 2 across, c = 7 up, b = 4 fixed.
        assert_eq!(map.set_at(2, 7), Some(vec![2, 4, 7]));
        assert_eq!(map.class_at(2, 7), CellClass::Number(8));
        let additive = Heatmap::from_grid(
            &grid,
            &picture(Metric::Period, Scale::Linear, Axes::Additive, 0),
        );
        assert_eq!(additive.set_at(3, 5), Some(vec![3, 5, 8]));
        assert_eq!(additive.set_at(5, 9), None, "5 + 9 > 12");
        assert_eq!(additive.set_at(5, 3), None);
        let bc = Heatmap::from_grid(&grid, &picture(Metric::Period, Scale::Linear, Axes::Bc, 3));
        assert_eq!(bc.set_at(5, 6), Some(vec![3, 5, 6]));
        assert_eq!(bc.class_at(5, 6), CellClass::Number(9));
    }

    #[test]
    fn theory_colouring_flags_all_odd_sets_without_one() {
        let grid = sweep(&SweepSpec::new(3, 9, 1 << 16, Rule::Normal).unwrap());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Theory, Scale::Linear, Axes::Ab, 7));
        assert_eq!(map.class_at(3, 5), CellClass::Judged(Judgement::Differs)); // {3,5,7}
        assert_eq!(map.class_at(1, 3), CellClass::Judged(Judgement::Agrees)); // {1,3,7}
        assert_eq!(
            map.class_at(2, 4),
            CellClass::Judged(Judgement::NoPrediction)
        ); // {2,4,7}
           // The slice c = 7 holds only a < b < 7: a 6 × 6 picture.
        assert_eq!(map.size(), 6);
    }

    #[test]
    fn pending_and_unresolved_cells() {
        let spec = SweepSpec::new(2, 8, 16, Rule::Normal).unwrap();
        let mut grid = Grid::empty(spec);
        let row = crate::sweep::sweep_rows(&spec, 7..8, |_| true).unwrap();
        assert!(grid.fill_rows(7, &row).is_some());
        let map = Heatmap::from_grid(&grid, &picture(Metric::Period, Scale::Linear, Axes::Ab, 0));
        assert_eq!(map.class_at(1, 5), CellClass::Pending);
        // {5, 7} has period 12 and needs 12 + 7 values: more than the cap of 16.
        assert_eq!(map.class_at(5, 7), CellClass::Unresolved);
    }

    /// A picture kept up to date row by row as cells arrive (in the workers' order, largest
    /// rows first, in units of a few rows) is, after every unit, the picture made afresh:
    /// pairs and every axes of triples, numbers, categories and judgements, each scale and
    /// colour range.
    #[test]
    fn pictures_refreshed_as_rows_arrive_equal_fresh_ones() {
        use crate::sweep::{row_sets, sweep_rows, Grid};
        let triple_pictures = [
            (Axes::Ab, 17),
            (Axes::Ab, 30),
            (Axes::Ac, 9),
            (Axes::Bc, 4),
            (Axes::Additive, 0),
        ];
        for (dims, max) in [(2, 60), (3, 30)] {
            let spec = SweepSpec::new(dims, max, 1 << 16, Rule::Normal).unwrap();
            let pictures: Vec<(Axes, u32)> = if dims == 2 {
                vec![(Axes::Ab, 0)]
            } else {
                triple_pictures.to_vec()
            };
            for (axes, slice) in pictures {
                for metric in [
                    Metric::Period,
                    Metric::Sum,
                    Metric::RelativePeriod,
                    Metric::Theory,
                ] {
                    for (scale, range) in [
                        (Scale::Auto, ColourRange::Grid),
                        (Scale::Linear, ColourRange::Slice),
                    ] {
                        let picture = Picture {
                            colouring: Colouring::Metric(metric),
                            scale,
                            range,
                            axes,
                            slice,
                            third: 0,
                        };
                        let mut grid = Grid::empty(spec);
                        let mut scan = GridScan::new(spec.dims);
                        // Read a few rows at a time, as a page does, while cells arrive.
                        let mut map = Heatmap::unread(&grid, &picture);
                        let mut hi = spec.max + 1;
                        while hi > 1 {
                            let lo = hi.saturating_sub(3).max(1);
                            let cells = sweep_rows(&spec, lo..hi, |_| true).unwrap();
                            assert_eq!(grid.fill_rows(lo, &cells), Some(lo..hi));
                            let keys = (lo..hi).flat_map(|r| row_sets(spec.dims, r));
                            for (key, cell) in keys.zip(&cells) {
                                scan.add(key, *cell);
                            }
                            map.refresh(&grid, &scan, lo..hi);
                            if map.read_rows(&grid, &scan, 7) {
                                assert_eq!(
                                    map,
                                    Heatmap::from_grid_with(&grid, &picture, &scan),
                                    "{dims} {max} {axes:?} {slice} {metric:?} {scale:?} rows {lo}..{hi}"
                                );
                            }
                            hi = lo;
                        }
                        assert!(map.is_read());
                    }
                }
            }
        }
    }

    #[test]
    fn a_scan_kept_as_cells_arrive_serves_every_picture() {
        let grid = crate::sweep::sweep(&SweepSpec::new(3, 30, 1 << 16, Rule::Normal).unwrap());
        for metric in [Metric::Period, Metric::Sum, Metric::RelativePeriod] {
            let at = |slice| Picture {
                colouring: Colouring::Metric(metric),
                scale: Scale::Auto,
                range: ColourRange::Grid,
                axes: Axes::Ab,
                slice,
                third: 0,
            };
            // A scan kept up to date cell by cell, in the order cells arrive from workers.
            let mut scan = GridScan::new(Dims::Triples);
            for largest in (3..=30).rev() {
                for key in crate::sweep::row_sets(Dims::Triples, largest) {
                    scan.add(key, grid.get(key.as_slice()).unwrap());
                }
            }
            assert_eq!(scan, GridScan::of(&grid));
            let reused = Heatmap::from_grid_with(&grid, &at(12), &scan);
            assert_eq!(reused, Heatmap::from_grid(&grid, &at(12)), "{metric:?}");
        }
    }
}
