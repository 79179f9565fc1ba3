//! What a heatmap can show: the metrics, scales, colour ranges and axes a link chooses
//! ([`Picture`]), the classes of cells, and the numbers and categories read off a cell.

use crate::sweep::Cell;
use crate::theory::conjecture::Conjecture;
use crate::theory::sums::{PeriodSums, SetSum};

/// `x / max S` in whole thousandths, rounded.
fn ratio(x: u32, set: &[u32]) -> u32 {
    let m = u64::from(*set.last().unwrap_or(&1)).max(1);
    ((u64::from(x) * u64::from(RATIO_UNIT) + m / 2) / m).min(u64::from(u32::MAX)) as u32
}

/// What colours a heatmap cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metric {
    /// The minimal period.
    Period,
    /// The minimal preperiod.
    Preperiod,
    /// The largest nim-value.
    MaxValue,
    /// Whether a closed form from the literature predicts the period correctly.
    Theory,
    /// Which sum of two elements (or twice an element) the period is.
    Sum,
    /// The period divided by the largest element.
    RelativePeriod,
    /// The preperiod divided by the largest element.
    RelativePreperiod,
}

impl Metric {
    /// Whether the metric is a ratio, drawn as thousandths.
    pub fn is_ratio(self) -> bool {
        matches!(self, Metric::RelativePeriod | Metric::RelativePreperiod)
    }
}

/// Ratios are kept as whole thousandths.
pub const RATIO_UNIT: u32 = 1000;

/// Which cells fix the ends of the colour scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColourRange {
    /// Every set of the grid, so that slices compare.
    Grid,
    /// The sets shown.
    Slice,
}

/// How numbers map to colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    /// Proportional to the value.
    Linear,
    /// Proportional to `log(1 + value)`.
    Log,
    /// Log when the values span more than two orders of magnitude, else linear.
    Auto,
}

/// The two parameters of a 3-element set on the axes of its heatmap; the third is the slice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Axes {
    /// `a` across, `b` up; the slice fixes `c`.
    Ab,
    /// `a` across, `c` up; the slice fixes `b`.
    Ac,
    /// `b` across, `c` up; the slice fixes `a` (the family of sets with smallest element `a`).
    Bc,
    /// The additive sets `{a, b, a + b}`: `a` across, `b` up, no slice.
    Additive,
}

impl Axes {
    /// The names of the horizontal and vertical parameters, and of the one the slice fixes.
    pub fn names(self) -> (char, char, char) {
        match self {
            Axes::Ab => ('a', 'b', 'c'),
            Axes::Ac => ('a', 'c', 'b'),
            Axes::Bc => ('b', 'c', 'a'),
            Axes::Additive => ('a', 'b', 'c'),
        }
    }

    /// The range of the slice for a 3-element grid up to `max`, and its usual value:
    /// `(lowest, highest, usual)`.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::draw::Axes;
    /// assert_eq!(Axes::Ab.slice_range(40), (3, 40, 40));
    /// assert_eq!(Axes::Bc.slice_range(40), (1, 38, 1));
    /// ```
    pub fn slice_range(self, max: u32) -> (u32, u32, u32) {
        let max = max.max(3);
        match self {
            Axes::Ab => (3, max, max),
            Axes::Ac => (2, max - 1, (max / 2).max(2)),
            Axes::Bc => (1, max - 2, 1),
            Axes::Additive => (1, 1, 1),
        }
    }
}

/// What colours the cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colouring {
    /// A number per cell, or agreement with the closed forms.
    Metric(Metric),
    /// Agreement with a conjecture.
    Conjecture(Conjecture),
}

/// Agreement of one cell with a prediction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Judgement {
    /// The certified period is as predicted.
    Agrees,
    /// It is not.
    Differs,
    /// Nothing is predicted for this set.
    NoPrediction,
}

/// What one position of the picture shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CellClass {
    /// These coordinates are not a set of the grid (e.g. `a >= b`).
    NoSet,
    /// Not computed yet.
    Pending,
    /// No period certified within the cap.
    Unresolved,
    /// A number: period, preperiod or largest nim-value.
    Number(u32),
    /// Agreement with a prediction.
    Judged(Judgement),
    /// A category of the "which sum" metric: the index of the first sum the period equals in
    /// [`SetSum::for_size`] (its length for none), and whether it equals several.
    Category {
        /// The category.
        index: u8,
        /// Whether the period equals several sums.
        several: bool,
    },
}

/// The number a certified cell shows under a numeric metric (`None` for the metrics that
/// judge or name a category: [`Metric::Theory`], [`Metric::Sum`]).
pub(crate) fn metric_number(metric: Metric, set: &[u32], cell: Cell) -> Option<u32> {
    match metric {
        Metric::Period => Some(cell.period),
        Metric::Preperiod => Some(cell.preperiod),
        Metric::MaxValue => Some(u32::from(cell.max_value)),
        Metric::RelativePeriod => Some(ratio(cell.period, set)),
        Metric::RelativePreperiod => Some(ratio(cell.preperiod, set)),
        Metric::Theory | Metric::Sum => None,
    }
}

/// The "which sum" category of a certified `period` of `set`.
pub(crate) fn sum_category(set: &[u32], period: u32) -> CellClass {
    CellClass::Category {
        index: category_index(set, period) as u8,
        several: PeriodSums::of(set, period).is_several(),
    }
}

/// The index of the first of the set's sums (in the categories' order) that `period` equals,
/// or the number of those sums when it equals none ("another period").
pub(crate) fn category_index(set: &[u32], period: u32) -> usize {
    let order = SetSum::for_size(set.len());
    order
        .iter()
        .position(|s| s.value(set) == Some(period))
        .unwrap_or(order.len())
}

/// What the picture is of: the colouring, the scale and its range, and for 3-element grids the
/// axes and the slice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Picture {
    /// What colours the cells.
    pub colouring: Colouring,
    /// How numbers map to colours.
    pub scale: Scale,
    /// Which cells fix the ends of the scale.
    pub range: ColourRange,
    /// The parameters on the axes (3-element grids).
    pub axes: Axes,
    /// The value of the parameter the slice fixes (3-element grids), or `d`, the largest
    /// element of a 4-element grid's map `{a, b, c, d}`.
    pub slice: u32,
    /// `c`, the other element a 4-element grid's map fixes (`c < d`; unused otherwise).
    pub third: u32,
}

impl Picture {
    /// A picture coloured by `metric` on `scale`, its colours spread over the slice shown, with
    /// `axes` and `slice` (for 3-element grids) and no `c`.
    pub fn of_metric(metric: Metric, scale: Scale, axes: Axes, slice: u32) -> Picture {
        Picture {
            colouring: Colouring::Metric(metric),
            scale,
            range: ColourRange::Slice,
            axes,
            slice,
            third: 0,
        }
    }
}
