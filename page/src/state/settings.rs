//! What the page shows, as typed values: every parameter's value in force ([`Settings`]),
//! whether the user chose it or it is a default ([`Settings::defaults`]), what follows from
//! them (the grid's sweep, its picture), and the page's limits.

use crate::state::comparison::Comparison;
use crate::state::names::{
    AtlasMetric, ConjectureTest, Exercise, HintLevel, Part, ThemeChoice, View,
};
use nimseq_core::draw::CellWindow;
use nimseq_core::draw::{Axes, ColourRange, Colouring, Metric, Picture, Scale};
use nimseq_core::play::{Board, BoardMove, Opponent, Player};
use nimseq_core::sweep::{Dims, SweepSpec};
use nimseq_core::theory::{Bound, Conjecture};
use nimseq_core::words::Lang;
use nimseq_core::{
    game::{Game, Rule},
    GameError,
};

/// Largest `N` the page draws for 2-element grids.
pub const PAGE_MAX_PAIRS: u32 = 2048;
/// Largest `N` the page draws for 3-element grids.
pub const PAGE_MAX_TRIPLES: u32 = 256;
/// Largest `N` the page draws for 4-element grids.
pub const PAGE_MAX_QUADS: u32 = 60;
/// The page's memory budget for one sequence search: values `G(0) ... G(limit)` with `limit`
/// below 2^28, 512 MiB of 16-bit values in one worker (a wasm32 worker has at most 4 GiB, and
/// browsers often stop well before). The command line allows up to
/// [`MAX_TERMS`](nimseq_core::limits::MAX_TERMS).
pub const PAGE_MAX_TERMS: u64 = 1 << 28;

/// Every parameter's value in force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The view.
    pub view: View,
    /// The game of the sequence view and the board, with its rule.
    pub game: Game,
    /// Whether the board's rows of an octal or take-and-break game (which carry no rule of
    /// their own) are played misère: the link's `rule=misere` with such a game on the board.
    pub rows_misere: bool,
    /// The sequence view searches exactly `G(0) ... G(limit)`; `None` searches on its own
    /// ([`Settings::search_limit`], [`Settings::search_budget_ms`]).
    pub limit: Option<u64>,
    /// The position the sequence view shows (its table, its overview); `None` for the start.
    pub at: Option<u64>,
    /// The heap whose value the sequence view's "why G(n)" panel explains; `None`: closed.
    pub why: Option<u64>,
    /// Whether the "why" panel lists `G(0) ... G(why)` step by step.
    pub steps: bool,
    /// The exercise the link sets.
    pub exercise: Exercise,
    /// The first position whose value the sequence view's exercise hides.
    pub from: u64,
    /// The games the compare view compares.
    pub games: Comparison,
    /// The misère quotient view's last heap: the quotient of sums of heaps `1 ..= upto`.
    pub upto: u64,
    /// The most elements the misère quotient view's quotient may have.
    pub elements: u64,
    /// The conjecture view's test.
    pub test: ConjectureTest,
    /// Conjecture 5.1's reading of `n`.
    pub bound: Bound,
    /// Pairs or triples.
    pub dims: Dims,
    /// The largest element of the grid.
    pub max: u32,
    /// Axes of a 3-element grid.
    pub axes: Axes,
    /// The value of the parameter a 3-element grid's slice fixes, or `d`, the largest element
    /// of a 4-element grid's map `{a, b, c, d}`.
    pub slice: u32,
    /// `c`, the other element a 4-element grid's map fixes (`c < d`).
    pub third: u32,
    /// The heatmap's colouring.
    pub metric: Metric,
    /// The atlas's colouring.
    pub atlas_metric: AtlasMetric,
    /// The atlas's codes have up to this many digits.
    pub digits: usize,
    /// The atlas's digit before the point: 0 for the codes `0.d1…dk`, 4 for `4.d1…dk`.
    pub atlas_d0: u8,
    /// The colour scale.
    pub scale: Scale,
    /// Which cells fix the ends of the colour scale.
    pub range: ColourRange,
    /// The cells a map shows, `None` for all (kept inside the picture when drawn).
    pub window: Option<CellWindow>,
    /// Whether a grid view shows only primitive sets (gcd 1; the others are not shown, counted or in records).
    pub primitive: bool,
    /// Values per grid cell before it is unresolved.
    pub cap: u32,
    /// The board's position.
    pub heaps: Board,
    /// Who moves in the board's position.
    pub turn: Player,
    /// The moves played on the board from its position, replayed when a link opens.
    pub moves: Vec<BoardMove>,
    /// Who plays player 2 on the board.
    pub vs: Opponent,
    /// How much the board's hints show.
    pub hints: HintLevel,
    /// Whether the board offers no way to change its hints or be shown the move.
    pub lock: bool,
    /// Only the view, for an iframe.
    pub embed: bool,
    /// The parts of the view an embed shows.
    pub show: Vec<Part>,
    /// The page's colours.
    pub theme: ThemeChoice,
    /// The page's language; `None`: the reader's ([`crate::reader_language`]).
    pub lang: Option<Lang>,
    /// Whether the view is laid out as a worksheet on paper (questions with blanks, then the
    /// answer key), for printing.
    pub worksheet: bool,
}

impl Settings {
    /// The language the page speaks: the link's, else the reader's.
    pub fn language(&self) -> Lang {
        self.lang.unwrap_or_else(crate::texts::reader_language)
    }
}

/// How long a search without a chosen limit may run before it stops and offers to go further.
pub const AUTO_SEARCH_BUDGET_MS: f64 = 4000.0;

/// The page's atlas goes up to 3 digits (511 codes); the command line up to
/// [`MAX_ATLAS_DIGITS`](nimseq_core::atlas::MAX_ATLAS_DIGITS).
pub const PAGE_MAX_ATLAS_DIGITS: usize = 3;
/// The most elements the page's misère quotient may have (its product table is `order²`
/// cells, sent from the worker; the command line goes to
/// [`MAX_QUOTIENT_ELEMENTS`](nimseq_core::limits::MAX_QUOTIENT_ELEMENTS)).
pub const PAGE_MAX_QUOTIENT_ELEMENTS: u64 = 1024;

/// The largest grid bound the page accepts.
pub fn page_max(dims: Dims) -> u32 {
    match dims {
        Dims::Pairs => PAGE_MAX_PAIRS,
        Dims::Triples => PAGE_MAX_TRIPLES,
        Dims::Quads => PAGE_MAX_QUADS,
    }
}

/// Whether a grid of `view` under conjecture `test` is of 3-element sets only (the
/// conjecture view's `sums` test).
pub(crate) fn triples_only(view: View, test: ConjectureTest) -> bool {
    view == View::Conjecture && test == ConjectureTest::Sums
}

/// The slice's lowest, highest and usual value: a 3-element grid's as its axes say, a
/// 4-element grid's `d` from 4 to `max`, usually `max`.
pub fn slice_bounds(dims: Dims, max: u32, axes: Axes) -> (u32, u32, u32) {
    match dims {
        Dims::Quads => {
            let max = max.max(4);
            (4, max, max)
        }
        _ => axes.slice_range(max),
    }
}

/// The slice after the one `settings` show, for playing the slices one after another:
/// `None` at the last slice.
pub fn next_slice(settings: &Settings) -> Option<u32> {
    let (_, last, _) = slice_bounds(settings.dims, settings.max, settings.axes);
    settings.slice.checked_add(1).filter(|&next| next <= last)
}

impl Settings {
    /// The last `n` the sequence view's search may reach: the chosen limit, or
    /// [`auto_limit`](nimseq_core::period::auto_limit) (as the command line's `--limit auto`).
    pub fn search_limit(&self) -> u64 {
        self.limit
            .unwrap_or_else(|| nimseq_core::period::auto_limit(&self.game))
    }

    /// How long the search may run (milliseconds) before it stops on its own: only a search
    /// without a chosen limit has a budget; a chosen limit is searched to the end.
    pub fn search_budget_ms(&self) -> Option<f64> {
        self.limit.is_none().then_some(AUTO_SEARCH_BUDGET_MS)
    }

    /// Whether the view shows a grid of sets.
    pub fn is_grid_view(&self) -> bool {
        matches!(self.view, View::Heatmap | View::Conjecture)
    }

    /// Whether the grid's sets are fixed to three elements (the conjecture view's `sums` test).
    pub fn needs_triples(&self) -> bool {
        triples_only(self.view, self.test)
    }

    /// The conjecture the conjecture view tests.
    pub fn conjecture(&self) -> Conjecture {
        match self.test {
            ConjectureTest::Augment => Conjecture::Augment { bound: self.bound },
            ConjectureTest::Sums => Conjecture::PairSums,
        }
    }

    /// What colours the grid: the conjecture in the conjecture view, else the metric.
    pub fn colouring(&self) -> Colouring {
        match self.view {
            View::Conjecture => Colouring::Conjecture(self.conjecture()),
            _ => Colouring::Metric(self.metric),
        }
    }

    /// What the grid views draw.
    pub fn picture(&self) -> Picture {
        Picture {
            colouring: self.colouring(),
            scale: self.scale,
            range: self.range,
            axes: self.axes,
            slice: self.slice,
            third: self.third,
        }
    }

    /// The number of columns (and rows) of the grid views' map.
    pub fn map_size(&self) -> u32 {
        nimseq_core::draw::Heatmap::size_for(self.dims, self.axes, self.max, self.slice, self.third)
    }

    /// The rule of the grid views' sets: the `rule` parameter's, except in the conjecture
    /// view, whose conjectures are about normal play.
    pub fn grid_rule(&self) -> Rule {
        match self.view {
            View::Conjecture => Rule::Normal,
            _ => self.game.rule(),
        }
    }

    /// The sweep behind the grid views.
    ///
    /// # Errors
    /// The core's limits (never for settings read from a link, which are within them).
    pub fn sweep_spec(&self) -> Result<SweepSpec, GameError> {
        SweepSpec::new(
            self.dims.count() as u64,
            u64::from(self.max),
            u64::from(self.cap),
            self.grid_rule(),
        )
    }
}
