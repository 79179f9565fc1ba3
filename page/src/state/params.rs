//! The page's link parameters, each declared once ([`PARAMS`]): its name, the views it belongs
//! to, how it is read, written and defaulted, which parameters it depends on, and what a form
//! offers for it. Reading and writing links, the notices for bad values, what JavaScript is told
//! about the forms and the manual's table (docs/links.md) all come from this table.

use crate::compare::Comparison;
use crate::quotient::{
    DEFAULT_QUOTIENT_ELEMENTS, DEFAULT_QUOTIENT_HEAPS, PAGE_MAX_QUOTIENT_ELEMENTS,
};
use crate::state::names::{
    AtlasMetric, ConjectureTest, Exercise, HintLevel, Named, Part, ThemeChoice, View,
};
use crate::state::settings::{
    default_game, default_max, page_max, Settings, DEFAULT_ATLAS_DIGITS, PAGE_MAX_ATLAS_DIGITS,
    PAGE_MAX_PAIRS, PAGE_MAX_TERMS,
};
use nimseq_core::atlas::DEFAULT_ATLAS_CAP;
use nimseq_core::draw::heatmap::{Axes, ColourRange, Metric, Scale};
use nimseq_core::draw::CellWindow;
use nimseq_core::game::spec::{parse_count, shorten};
use nimseq_core::limits::{MAX_CAP, MAX_QUOTIENT_HEAPS};
use nimseq_core::play::{Board, BoardMove, Opponent, Player};
use nimseq_core::sweep::{Dims, DEFAULT_CAP};
use nimseq_core::theory::conjecture::Bound;
use nimseq_core::{Game, GameError, Limit, Rule};

/// Why a parameter's value was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Not one of the listed spellings.
    NotOneOf(String),
    /// Not a whole number.
    NotANumber,
    /// A number below the lowest allowed.
    Below(u64),
    /// A number above the highest allowed.
    Above(u64),
    /// Not usable, for the reason given (possibly because of another parameter).
    Invalid(String),
}

impl Problem {
    /// The problem in words, quoting `name=text`.
    pub fn describe(&self, name: &str, text: &str) -> String {
        let quoted = format!("“{name}={}”", shorten(text));
        match self {
            Problem::NotOneOf(names) => format!("{quoted} is not one of: {names}"),
            Problem::NotANumber => format!("{quoted} is not a whole number"),
            Problem::Below(lo) => format!("{quoted} is below {lo}"),
            Problem::Above(hi) => format!("{quoted} is above {hi}"),
            Problem::Invalid(why) => format!("{quoted} cannot be used: {why}"),
        }
    }

    /// Whether the value is wrong whatever the other parameters say.
    pub fn is_intrinsic(&self) -> bool {
        matches!(self, Problem::NotOneOf(_) | Problem::NotANumber)
    }
}

/// One choice of a form's list.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Choice {
    /// Its spelling in links.
    pub value: &'static str,
    /// Its label.
    pub label: &'static str,
}

/// What a form offers for a parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// One of a list.
    Choices(Vec<Choice>),
    /// A whole number in `lo ..= hi`.
    Number {
        /// The lowest allowed.
        lo: u64,
        /// The highest allowed.
        hi: u64,
    },
    /// Free text, checked when read.
    Text,
}

/// One link parameter.
pub struct Param {
    /// Its name in links.
    pub name: &'static str,
    /// The views it belongs to.
    pub views: &'static [View],
    /// Its values in words, for the manual (choices are listed from [`Param::input`]).
    pub about: &'static str,
    /// Its default in words, for the manual.
    pub default: &'static str,
    /// The parameters (earlier in the table) whose values its validity and default depend on.
    pub context: &'static [&'static str],
    /// The parameters a change of this one resets to their defaults (they mean something else
    /// afterwards: the slice of other axes fixes another element).
    pub resets: &'static [&'static str],
    reset: fn(&mut Settings),
    set: fn(&mut Settings, &str) -> Result<(), Problem>,
    get: fn(&Settings) -> String,
    input: fn(&Settings) -> Input,
    applies: fn(&Settings) -> bool,
}

impl Param {
    /// Sets the derived default (from the parameters before it).
    pub fn reset(&self, settings: &mut Settings) {
        (self.reset)(settings);
    }

    /// Reads `text` into `settings`; on error `settings` is unchanged.
    ///
    /// # Errors
    /// The [`Problem`] with the value.
    pub fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem> {
        (self.set)(settings, text)
    }

    /// The value in force, spelled as in links.
    pub fn get(&self, settings: &Settings) -> String {
        (self.get)(settings)
    }

    /// What a form offers for it.
    pub fn input(&self, settings: &Settings) -> Input {
        (self.input)(settings)
    }

    /// Whether it makes a difference to what is shown (`axes` does not for pairs).
    pub fn applies(&self, settings: &Settings) -> bool {
        self.views.contains(&settings.view) && (self.applies)(settings)
    }
}

impl std::fmt::Debug for Param {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Param").field("name", &self.name).finish()
    }
}

const ALL_VIEWS: &[View] = &[
    View::Sequence,
    View::Heatmap,
    View::Conjecture,
    View::Play,
    View::Atlas,
    View::Compare,
    View::Quotient,
];
const GRIDS: &[View] = &[View::Heatmap, View::Conjecture];

fn choices<T: Named>() -> Input {
    Input::Choices(
        T::ALL
            .iter()
            .map(|&(_, value, label)| Choice { value, label })
            .collect(),
    )
}

fn read<T: Named>(text: &str) -> Result<T, Problem> {
    T::from_spelling(text.trim()).ok_or_else(|| Problem::NotOneOf(T::spellings()))
}

fn read_number(text: &str, lo: u64, hi: u64) -> Result<u64, Problem> {
    match parse_count(text, Limit::Terms, hi) {
        Ok(n) if n < lo => Err(Problem::Below(lo)),
        Ok(n) => Ok(n),
        Err(GameError::LimitExceeded { .. } | GameError::NumberTooLarge { .. }) => {
            Err(Problem::Above(hi))
        }
        Err(_) => Err(Problem::NotANumber),
    }
}

fn invalid(e: GameError) -> Problem {
    Problem::Invalid(e.to_string())
}

/// Whether the view plays rows of an octal or take-and-break game, which take the board's rule
/// (the board, and the misère quotient of its rows).
fn plays_rows(s: &Settings) -> bool {
    matches!(s.game, Game::Octal(_) | Game::TakeBreak(_))
        && matches!(s.view, View::Play | View::Quotient)
}

fn rule_choices(s: &Settings) -> Input {
    match (&s.game, s.is_grid_view()) {
        (Game::Octal(_) | Game::TakeBreak(_), false) if plays_rows(s) => Input::Choices(vec![
            Choice {
                value: Rule::Normal.spelling(),
                label: "normal (the last pin wins)",
            },
            Choice {
                value: Rule::Misere.spelling(),
                label: "misère (the last pin loses)",
            },
        ]),
        (Game::Octal(_) | Game::TakeBreak(_), false) => Input::Choices(vec![Choice {
            value: Rule::Normal.spelling(),
            label: "normal (codes have no other rule)",
        }]),
        _ => choices::<Rule>(),
    }
}

fn max_range(s: &Settings) -> (u64, u64) {
    (s.dims.count() as u64, u64::from(page_max(s.dims)))
}

fn slice_range(s: &Settings) -> (u64, u64) {
    let (lo, hi, _) = slice_bounds(s);
    (u64::from(lo), u64::from(hi))
}

/// The slice's lowest, highest and usual value: a 3-element grid's as its axes say, a
/// 4-element grid's `d` from 4 to `max`, usually `max`.
fn slice_bounds(s: &Settings) -> (u32, u32, u32) {
    match s.dims {
        Dims::Quads => {
            let max = s.max.max(4);
            (4, max, max)
        }
        _ => s.axes.slice_range(s.max),
    }
}

/// The lowest and highest `c` of a 4-element grid's map with largest element `d`: `3 ..= d - 1`.
fn third_range(s: &Settings) -> (u64, u64) {
    (3, u64::from(s.slice.max(4) - 1))
}

/// Every link parameter, in the order links write them; each depends only on earlier ones.
pub static PARAMS: [Param; 35] = [
    Param {
        name: "view",
        views: ALL_VIEWS,
        about: "",
        default: "`sequence`",
        context: &[],
        resets: &["show"],
        reset: |s| s.view = View::Sequence,
        set: |s, t| { s.view = read(t)?; Ok(()) },
        get: |s| s.view.spelling().into(),
        input: |_| choices::<View>(),
        applies: |_| true,
    },
    Param {
        name: "game",
        views: &[View::Sequence, View::Play, View::Quotient],
        about: "`sub:2,4,7`, `sub:3-6,9`, `octal:0.77`, `tb:4.[3]`, `grundy`, ... (as on the command line)",
        default: "`sub:2,4,7`",
        context: &[],
        resets: &["moves"],
        reset: |s| s.game = default_game(),
        set: |s, t| { s.game = t.parse::<Game>().map_err(invalid)?; Ok(()) },
        get: |s| s.game.spec(),
        input: |_| Input::Text,
        applies: |_| true,
    },
    Param {
        name: "rule",
        views: &[View::Sequence, View::Heatmap, View::Play, View::Quotient],
        about: "",
        default: "`normal` (octal and take-and-break games have no other rule but on the board, where their rows can be played `misere`; the conjecture view is about normal play)",
        context: &["game"],
        resets: &["moves"],
        reset: |s| {
            s.rows_misere = false;
            s.game = s.game.with_rule(Rule::Normal).unwrap_or_else(|_| default_game());
        },
        set: |s, t| {
            let rule: Rule = read(t)?;
            s.rows_misere = false;
            if rule == Rule::Misere && plays_rows(s) {
                s.rows_misere = true;
                return Ok(());
            }
            s.game = s.game.with_rule(rule).map_err(invalid)?;
            Ok(())
        },
        get: |s| {
            if s.rows_misere {
                Rule::Misere.spelling().into()
            } else {
                s.game.rule().spelling().into()
            }
        },
        input: rule_choices,
        // The quotient of an octal code's heaps is its misère quotient whatever the rule: the
        // field is hidden there, and a board's `rule=misere` is kept for the way back.
        applies: |s| {
            s.is_grid_view()
                || matches!(s.game, Game::Subtraction { .. })
                || (plays_rows(s) && s.view == View::Play)
        },
    },
    Param {
        name: "limit",
        views: &[View::Sequence],
        about: "`auto` (search until a period is certified, for a few seconds and up to 2^24 at most), or a number below 2^28 (and within what the game's method computes): search exactly `G(0) ... G(limit)`",
        default: "`auto`",
        context: &["game"],
        resets: &[],
        reset: |s| s.limit = None,
        set: |s, t| {
            // The plain take-and-break methods compute fewer values (their work grows like n^2).
            let most = nimseq_core::Evaluator::most_values(&s.game).min(PAGE_MAX_TERMS) - 1;
            s.limit = match t.trim() {
                "auto" => None,
                t => Some(read_number(t, 1, most)?),
            };
            Ok(())
        },
        get: |s| s.limit.map_or_else(|| "auto".into(), |n| n.to_string()),
        input: |_| Input::Text,
        applies: |_| true,
    },
    Param {
        name: "at",
        views: &[View::Sequence],
        about: "the position `n` the sequence view shows (its table and overview), below 2^28",
        default: "the start",
        context: &[],
        resets: &[],
        reset: |s| s.at = None,
        set: |s, t| {
            s.at = match t.trim() {
                "" => None,
                t => Some(read_number(t, 0, PAGE_MAX_TERMS - 1)?),
            };
            Ok(())
        },
        get: |s| s.at.map_or_else(String::new, |n| n.to_string()),
        input: |_| Input::Number {
            lo: 0,
            hi: PAGE_MAX_TERMS - 1,
        },
        applies: |_| true,
    },
    Param {
        name: "why",
        views: &[View::Sequence],
        about: "the heap `n` whose value the \"why G(n)\" panel explains (every option, their values, the mex), below 2^28",
        default: "closed",
        context: &[],
        resets: &[],
        reset: |s| s.why = None,
        set: |s, t| {
            s.why = match t.trim() {
                "" => None,
                t => Some(read_number(t, 0, PAGE_MAX_TERMS - 1)?),
            };
            Ok(())
        },
        get: |s| s.why.map_or_else(String::new, |n| n.to_string()),
        input: |_| Input::Number {
            lo: 0,
            hi: PAGE_MAX_TERMS - 1,
        },
        applies: |_| true,
    },
    Param {
        name: "steps",
        views: &[View::Sequence],
        about: "`1`: the why panel lists `G(0)`, `G(1)`, … up to `G(why)` one line each, as the lecture does, \"Next step\" revealing the next",
        default: "`0`",
        context: &[],
        resets: &[],
        reset: |s| s.steps = false,
        set: |s, t| { s.steps = read_switch(t)?; Ok(()) },
        get: |s| s.steps.spelling().into(),
        input: |_| choices::<bool>(),
        applies: |_| true,
    },
    Param {
        name: "exercise",
        views: &[View::Sequence, View::Compare],
        about: "`values`: the sequence view hides the values from `from` on and the student types each (Enter checks it); `equivalence`: the compare view hides its verdicts and the student says whether the games are equivalent. The link holds the exercise, never the answers",
        default: "`0` (none)",
        context: &[],
        resets: &[],
        reset: |s| s.exercise = Exercise::Off,
        set: |s, t| { s.exercise = read(t)?; Ok(()) },
        get: |s| s.exercise.spelling().into(),
        input: |s| {
            // The form of each view offers its own exercise.
            let fits = |e: Exercise| match e {
                Exercise::Off => true,
                Exercise::Values => s.view != View::Compare,
                Exercise::Equivalence => s.view == View::Compare,
            };
            Input::Choices(
                Exercise::ALL
                    .iter()
                    .filter(|entry| fits(entry.0))
                    .map(|&(_, value, label)| Choice { value, label })
                    .collect(),
            )
        },
        applies: |_| true,
    },
    Param {
        name: "from",
        views: &[View::Sequence],
        about: "the first position whose value the `values` exercise hides, below 2^20",
        default: "`0`",
        context: &[],
        resets: &[],
        reset: |s| s.from = 0,
        set: |s, t| { s.from = read_number(t, 0, (1 << 20) - 1)?; Ok(()) },
        get: |s| s.from.to_string(),
        input: |_| Input::Number {
            lo: 0,
            hi: (1 << 20) - 1,
        },
        applies: |s| s.exercise == Exercise::Values,
    },
    Param {
        name: "games",
        views: &[View::Compare],
        about: "the games compared, joined by `;`, each a sum of parts joined by `+`: a heap `GAME@SIZE` (`octal:0.77@5`), a nimber `*3` or `0`, or a game given by its options (`{0,*1,{0,*2}}`); the first is compared with each other one (2 to 8 games)",
        default: "`*2+*1;*3`",
        context: &[],
        resets: &[],
        reset: |s| s.games = crate::compare::default_comparison(),
        set: |s, t| { s.games = t.parse::<Comparison>().map_err(invalid)?; Ok(()) },
        get: |s| s.games.link_spelling(),
        input: |_| Input::Text,
        applies: |_| true,
    },
    Param {
        name: "upto",
        views: &[View::Quotient],
        about: "the misère quotient of the sums of heaps 1 … `upto` (the search stops sooner when a period of the pretending function is certified: the quotient of every heap size)",
        default: "`200`",
        context: &[],
        resets: &[],
        reset: |s| s.upto = DEFAULT_QUOTIENT_HEAPS,
        set: |s, t| { s.upto = read_number(t, 1, MAX_QUOTIENT_HEAPS)?; Ok(()) },
        get: |s| s.upto.to_string(),
        input: |_| Input::Number { lo: 1, hi: MAX_QUOTIENT_HEAPS },
        applies: |_| true,
    },
    Param {
        name: "elements",
        views: &[View::Quotient],
        about: "the most elements the quotient may have: a quotient that outgrows it is reported as \"no finite quotient found within N elements\" with the quotient of the heaps before",
        default: "`256`",
        context: &[],
        resets: &[],
        reset: |s| s.elements = DEFAULT_QUOTIENT_ELEMENTS,
        set: |s, t| { s.elements = read_number(t, 1, PAGE_MAX_QUOTIENT_ELEMENTS)?; Ok(()) },
        get: |s| s.elements.to_string(),
        input: |_| Input::Number { lo: 1, hi: PAGE_MAX_QUOTIENT_ELEMENTS },
        applies: |_| true,
    },
    Param {
        name: "test",
        views: &[View::Conjecture],
        about: "`augment` (Conjecture 5.1) or `sums` (non-additive `{a,b,c}`: period a sum of two elements)",
        default: "`augment`",
        context: &[],
        resets: &[],
        reset: |s| s.test = ConjectureTest::Augment,
        set: |s, t| { s.test = read(t)?; Ok(()) },
        get: |s| s.test.spelling().into(),
        input: |_| choices::<ConjectureTest>(),
        applies: |_| true,
    },
    Param {
        name: "bound",
        views: &[View::Conjecture],
        about: "Conjecture 5.1's `n`: `largest` (`n = max S`) or `size` (`n` = the number of elements)",
        default: "`largest`",
        context: &[],
        resets: &[],
        reset: |s| s.bound = Bound::LargestElement,
        set: |s, t| { s.bound = read(t)?; Ok(()) },
        get: |s| s.bound.spelling().into(),
        input: |_| choices::<Bound>(),
        applies: |s| s.test == ConjectureTest::Augment,
    },
    Param {
        name: "dims",
        views: GRIDS,
        about: "`2` (all `{a,b}`), `3` (all `{a,b,c}`; the only choice of the `sums` test) or `4` (all `{a,b,c,d}`, heatmap only)",
        default: "`2`; `3` for the `sums` test",
        context: &["view", "test"],
        resets: &["window"],
        reset: |s| {
            s.dims = if s.needs_triples() {
                Dims::Triples
            } else {
                Dims::Pairs
            }
        },
        set: |s, t| {
            let dims: Dims = read(t)?;
            if s.needs_triples() && dims == Dims::Pairs {
                return Err(Problem::Invalid(
                    "the sums test is about sets {a, b, c}".into(),
                ));
            }
            if s.view == View::Conjecture && dims == Dims::Quads {
                return Err(Problem::Invalid(
                    "the conjectures are about sets {a, b} and {a, b, c}; the heatmap shows sets {a, b, c, d}".into(),
                ));
            }
            s.dims = dims;
            Ok(())
        },
        get: |s| s.dims.spelling().into(),
        input: |s| {
            if s.needs_triples() {
                Input::Choices(vec![Choice {
                    value: "3",
                    label: "{a, b, c}",
                }])
            } else if s.view == View::Conjecture {
                Input::Choices(vec![
                    Choice {
                        value: "2",
                        label: "{a, b}",
                    },
                    Choice {
                        value: "3",
                        label: "{a, b, c}",
                    },
                ])
            } else {
                choices::<Dims>()
            }
        },
        applies: |_| true,
    },
    Param {
        name: "max",
        views: GRIDS,
        about: "the grid's largest element `N`: 2–2048 for pairs, 3–256 for triples, 4–60 for 4-element sets",
        default: "200 (pairs), 40 (triples), 24 (4 elements)",
        context: &["dims"],
        resets: &[],
        reset: |s| s.max = default_max(s.dims),
        set: |s, t| {
            let (lo, hi) = max_range(s);
            s.max = read_number(t, lo, hi)? as u32;
            Ok(())
        },
        get: |s| s.max.to_string(),
        input: |s| {
            let (lo, hi) = max_range(s);
            Input::Number { lo, hi }
        },
        applies: |_| true,
    },
    Param {
        name: "axes",
        views: GRIDS,
        about: "",
        default: "`ab`",
        context: &[],
        resets: &["slice", "window"],
        reset: |s| s.axes = Axes::Ab,
        set: |s, t| { s.axes = read(t)?; Ok(()) },
        get: |s| s.axes.spelling().into(),
        input: |_| choices::<Axes>(),
        applies: |s| s.dims == Dims::Triples,
    },
    Param {
        name: "slice",
        views: GRIDS,
        about: "the element a 3-element grid's slice fixes; `d`, the largest element, of a 4-element grid's map `{a, b, c, d}` (4 to `max`)",
        default: "`max` (`ab`, 4 elements), the middle (`ac`), 1 (`bc`)",
        context: &["dims", "max", "axes"],
        resets: &[],
        reset: |s| s.slice = slice_bounds(s).2,
        set: |s, t| {
            let (lo, hi) = slice_range(s);
            s.slice = read_number(t, lo, hi)? as u32;
            Ok(())
        },
        get: |s| s.slice.to_string(),
        input: |s| {
            let (lo, hi) = slice_range(s);
            Input::Number { lo, hi }
        },
        applies: |s| {
            s.dims == Dims::Quads || (s.dims == Dims::Triples && s.axes != Axes::Additive)
        },
    },
    Param {
        name: "c",
        views: &[View::Heatmap],
        about: "`c`, the other element a 4-element grid's map `{a, b, c, d}` fixes: 3 to `d − 1` (`d` is `slice`)",
        default: "`d − 1`",
        context: &["dims", "max", "slice"],
        resets: &[],
        reset: |s| s.third = s.slice.max(4) - 1,
        set: |s, t| {
            let (lo, hi) = third_range(s);
            s.third = read_number(t, lo, hi)? as u32;
            Ok(())
        },
        get: |s| s.third.to_string(),
        input: |s| {
            let (lo, hi) = third_range(s);
            Input::Number { lo, hi }
        },
        applies: |s| s.dims == Dims::Quads,
    },
    Param {
        name: "metric",
        views: &[View::Heatmap],
        about: "",
        default: "`period`",
        context: &[],
        resets: &[],
        reset: |s| s.metric = Metric::Period,
        set: |s, t| { s.metric = read(t)?; Ok(()) },
        get: |s| s.metric.spelling().into(),
        input: |_| choices::<Metric>(),
        applies: |_| true,
    },
    Param {
        name: "scale",
        views: &[View::Heatmap],
        about: "`auto` (log for the ratios to max S, and where the values span more than two orders of magnitude), `linear`, `log`",
        default: "`auto`",
        context: &[],
        resets: &[],
        reset: |s| s.scale = Scale::Auto,
        set: |s, t| {
            s.scale = read(t)?;
            Ok(())
        },
        get: |s| s.scale.spelling().into(),
        input: |_| choices::<Scale>(),
        applies: |s| !matches!(s.metric, Metric::MaxValue | Metric::Theory | Metric::Sum),
    },
    Param {
        name: "range",
        views: &[View::Heatmap],
        about: "which cells fix the ends of the colour scale: `grid` (every set, so slices compare) or `slice` (the sets shown)",
        default: "`grid`",
        context: &[],
        resets: &[],
        reset: |s| s.range = ColourRange::Grid,
        set: |s, t| {
            s.range = read(t)?;
            Ok(())
        },
        get: |s| s.range.spelling().into(),
        input: |_| choices::<ColourRange>(),
        applies: |s| {
            s.dims != Dims::Pairs
                && !matches!(s.metric, Metric::MaxValue | Metric::Theory | Metric::Sum)
        },
    },
    Param {
        name: "window",
        views: GRIDS,
        about: "the cells a map shows when zoomed: `x0,x1,y0,y1` (columns `x0` to `x1`, rows `y0` to `y1`, from 1, inside the map)",
        default: "the whole map",
        context: &["dims", "max", "axes", "slice", "c"],
        resets: &[],
        reset: |s| s.window = None,
        set: |s, t| {
            let window = read_window(t)?;
            let n = s.map_size();
            if window.is_some_and(|w| w.within(n) != w) {
                return Err(Problem::Invalid(format!(
                    "this map has {n} columns and {n} rows, numbered from 1"
                )));
            }
            s.window = window;
            Ok(())
        },
        get: |s| {
            s.window.map_or_else(String::new, |w| {
                format!("{},{},{},{}", w.x0, w.x1, w.y0, w.y1)
            })
        },
        input: |_| Input::Text,
        applies: |_| true,
    },
    Param {
        name: "cap",
        views: &[View::Heatmap, View::Conjecture, View::Atlas],
        about: "values computed per grid cell or atlas code before it is called unresolved (16 to 2^24)",
        default: "2^20 (grids), 2^16 (atlas)",
        context: &["view"],
        resets: &[],
        reset: |s| {
            s.cap = if s.view == View::Atlas {
                DEFAULT_ATLAS_CAP
            } else {
                DEFAULT_CAP
            }
        },
        set: |s, t| { s.cap = read_number(t, 16, MAX_CAP)? as u32; Ok(()) },
        get: |s| s.cap.to_string(),
        input: |_| Input::Number { lo: 16, hi: MAX_CAP },
        applies: |_| true,
    },
    Param {
        name: "digits",
        views: &[View::Atlas],
        about: "the atlas's codes `0.d1…dk` have up to this many digits: 1, 2 or 3 (7, 63 or 511 codes; the command line goes to 4)",
        default: "`2`",
        context: &[],
        resets: &[],
        reset: |s| s.digits = DEFAULT_ATLAS_DIGITS,
        set: |s, t| {
            s.digits = read_number(t, 1, PAGE_MAX_ATLAS_DIGITS as u64)? as usize;
            Ok(())
        },
        get: |s| s.digits.to_string(),
        input: |_| Input::Number { lo: 1, hi: PAGE_MAX_ATLAS_DIGITS as u64 },
        applies: |_| true,
    },
    Param {
        name: "colour",
        views: &[View::Atlas],
        about: "",
        default: "`status`",
        context: &[],
        resets: &[],
        reset: |s| s.atlas_metric = AtlasMetric::Status,
        set: |s, t| { s.atlas_metric = read(t)?; Ok(()) },
        get: |s| s.atlas_metric.spelling().into(),
        input: |_| choices::<AtlasMetric>(),
        applies: |_| true,
    },
    Param {
        name: "heaps",
        views: &[View::Play],
        about: "the board: sizes of heaps of `game` (`7,5,3`), or items joined by `;`, each `GAME@SIZE` or a bare size of `game` (`sub:1,2@7;octal:0.77@10;4`); a `GAME` without `/RULE` plays `rule`",
        default: "one heap of `3·max S` (at least 15), or a row of 10",
        context: &["game", "rule"],
        resets: &["moves"],
        reset: |s| {
            s.heaps = Board::default_for(&s.game)
                .played(s.game.is_misere() || s.rows_misere)
                .unwrap_or_else(|_| Board::default_for(&s.game));
        },
        set: |s, t| {
            let misere = s.game.is_misere() || s.rows_misere;
            s.heaps = Board::parse_under(t, &s.game, misere).map_err(invalid)?;
            Ok(())
        },
        get: |s| s.heaps.to_spelling(&s.game),
        input: |_| Input::Text,
        applies: |_| true,
    },
    Param {
        name: "turn",
        views: &[View::Play],
        about: "who moves in the board's position: `1` or `2`",
        default: "`1`",
        context: &[],
        resets: &["moves"],
        reset: |s| s.turn = Player::One,
        set: |s, t| { s.turn = read(t)?; Ok(()) },
        get: |s| s.turn.spelling().into(),
        input: |_| choices::<Player>(),
        applies: |_| true,
    },
    Param {
        name: "moves",
        views: &[View::Play],
        about: "the moves played from the board's position, joined by `,`: `HEAP:TAKE` for a heap, `HEAP:TAKE@LEFT` for a row (heaps counted from 0); a link replays them, and they can be undone",
        default: "none",
        context: &["game", "rule", "heaps", "turn"],
        resets: &[],
        reset: |s| s.moves = Vec::new(),
        set: |s, t| { s.moves = read_moves(t, &s.heaps)?; Ok(()) },
        get: |s| spell_moves(&s.moves),
        input: |_| Input::Text,
        applies: |_| true,
    },
    Param {
        name: "vs",
        views: &[View::Play],
        about: "player 2: `computer` or `human`",
        default: "`computer`",
        context: &[],
        resets: &[],
        reset: |s| s.vs = Opponent::Computer,
        set: |s, t| { s.vs = read(t)?; Ok(()) },
        get: |s| s.vs.spelling().into(),
        input: |_| choices::<Opponent>(),
        applies: |_| true,
    },
    Param {
        name: "hints",
        views: &[View::Play],
        about: "the board's hints: `0` none, `outcome` only whether the position is P or N (no move, no values), `pn` which positions and moves win (P and N, no values: for exercises), `1` values, nim-sums and why a move wins",
        default: "`0`",
        context: &[],
        resets: &[],
        reset: |s| s.hints = HintLevel::Off,
        set: |s, t| {
            s.hints = match t.trim() {
                "true" => HintLevel::Values,
                "false" => HintLevel::Off,
                other => read(other)?,
            };
            Ok(())
        },
        get: |s| s.hints.spelling().into(),
        input: |_| choices::<HintLevel>(),
        applies: |_| true,
    },
    Param {
        name: "lock",
        views: &[View::Play],
        about: "`1`: the board offers no way to change its hints or be shown the move (no hints menu, no Show me, no H or S key): for exercises",
        default: "`0`",
        context: &[],
        resets: &[],
        reset: |s| s.lock = false,
        set: |s, t| { s.lock = read_switch(t)?; Ok(()) },
        get: |s| s.lock.spelling().into(),
        input: |_| choices::<bool>(),
        applies: |_| true,
    },
    Param {
        name: "embed",
        views: ALL_VIEWS,
        about: "`1`: only the view, for an iframe, with a small link back to the full page",
        default: "`0`",
        context: &[],
        resets: &[],
        reset: |s| s.embed = false,
        set: |s, t| { s.embed = read_switch(t)?; Ok(()) },
        get: |s| s.embed.spelling().into(),
        input: |_| choices::<bool>(),
        applies: |_| true,
    },
    Param {
        name: "show",
        views: &[View::Sequence, View::Play],
        about: "what an embed shows, joined by `,`: `facts` (rules, preperiod, period), `certificate`, `outcomes` (`B(S)`, `E(S)`, the P/N period), `theory`, `strip`, `overview`, `table`, `why`, `exercise` of a sequence; `board` (always), `story`, `calculator` of the board",
        default: "`facts,table` (a sequence), everything (the board)",
        context: &["view", "embed"],
        resets: &[],
        reset: |s| {
            s.show = if s.embed {
                Part::embedded(s.view).to_vec()
            } else {
                Part::of(s.view).to_vec()
            }
        },
        set: |s, t| { s.show = read_parts(t, s.view)?; Ok(()) },
        get: |s| spell_list(&s.show),
        input: |_| Input::Text,
        applies: |s| s.embed && !Part::of(s.view).is_empty(),
    },
    Param {
        name: "theme",
        views: ALL_VIEWS,
        about: "`light`, `dark`, or `auto` (the reader's setting)",
        default: "`light` in an embed (white course notes), else `auto`",
        context: &["embed"],
        resets: &[],
        reset: |s| {
            s.theme = if s.embed {
                ThemeChoice::Light
            } else {
                ThemeChoice::Auto
            }
        },
        set: |s, t| { s.theme = read(t)?; Ok(()) },
        get: |s| s.theme.spelling().into(),
        input: |_| choices::<ThemeChoice>(),
        applies: |_| true,
    },
];

/// A map's window `x0,x1,y0,y1`, or empty for the whole map.
fn read_window(text: &str) -> Result<Option<CellWindow>, Problem> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let bad = || Problem::Invalid("write x0,x1,y0,y1 with 1 <= x0 <= x1 and 1 <= y0 <= y1".into());
    let parts: Vec<u64> = text
        .split(',')
        .map(|p| read_number(p, 1, u64::from(PAGE_MAX_PAIRS)))
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    match parts[..] {
        [x0, x1, y0, y1] if x0 <= x1 && y0 <= y1 => Ok(Some(CellWindow {
            x0: x0 as u32,
            x1: x1 as u32,
            y0: y0 as u32,
            y1: y1 as u32,
        })),
        _ => Err(bad()),
    }
}

/// Moves joined by `,`, each legal in the position the ones before it leave on `start`.
fn read_moves(text: &str, start: &Board) -> Result<Vec<BoardMove>, Problem> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let mut board = start.clone();
    let mut moves = Vec::new();
    for (i, item) in text.split(',').enumerate() {
        let which = |why: &str| {
            Problem::Invalid(format!("move {} “{}” {why}", i + 1, shorten(item.trim())))
        };
        let mv: BoardMove = item
            .parse()
            .map_err(|_| which("is not spelled HEAP:TAKE or HEAP:TAKE@LEFT"))?;
        board = board
            .play(&mv)
            .map_err(|_| which("is not legal in the position it is played in"))?;
        moves.push(mv);
    }
    Ok(moves)
}

/// Moves as links spell them, joined by `,`.
fn spell_moves(moves: &[BoardMove]) -> String {
    let all: Vec<String> = moves.iter().map(ToString::to_string).collect();
    all.join(",")
}

/// The parts of `view` named in `text`, joined by `,`, in the view's order (its required
/// parts always included).
fn read_parts(text: &str, view: View) -> Result<Vec<Part>, Problem> {
    let allowed = Part::of(view);
    let mut parts = Vec::new();
    for item in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        match Part::from_spelling(item) {
            Some(part) if allowed.contains(&part) => parts.push(part),
            _ if allowed.is_empty() => {
                return Err(Problem::Invalid(format!(
                    "the {} view is embedded whole",
                    view.spelling()
                )))
            }
            _ => {
                let names: Vec<&str> = allowed.iter().map(|p| p.spelling()).collect();
                return Err(Problem::NotOneOf(names.join(" ")));
            }
        }
    }
    if parts.is_empty() {
        return Err(Problem::Invalid("name at least one part".into()));
    }
    parts.extend(allowed.iter().filter(|p| p.is_required()));
    parts.sort_unstable();
    parts.dedup();
    Ok(parts)
}

/// Named values joined by `,`.
fn spell_list<T: Named>(values: &[T]) -> String {
    let all: Vec<&str> = values.iter().map(|v| v.spelling()).collect();
    all.join(",")
}

/// An on/off switch: `1` or `0` (also `true` and `false`).
fn read_switch(text: &str) -> Result<bool, Problem> {
    match text.trim() {
        "true" => Ok(true),
        "false" => Ok(false),
        other => read(other),
    }
}

/// The parameter named `name`.
pub fn param(name: &str) -> Option<&'static Param> {
    PARAMS.iter().find(|p| p.name == name)
}

/// The manual's table of link parameters (docs/links.md), in Markdown.
pub fn readme_table() -> String {
    let defaults = Settings::default();
    let mut out = String::from("| parameter | values | default | views |\n|---|---|---|---|\n");
    for p in &PARAMS {
        let values = match p.input(&defaults) {
            Input::Choices(list) if p.about.is_empty() => list
                .iter()
                .map(|c| format!("`{}`", c.value))
                .collect::<Vec<_>>()
                .join(", "),
            _ => p.about.to_string(),
        };
        let views = if p.views == ALL_VIEWS {
            "all".to_string()
        } else {
            p.views
                .iter()
                .map(|v| v.spelling())
                .collect::<Vec<_>>()
                .join(", ")
        };
        out.push_str(&format!(
            "| `{}` | {values} | {} | {views} |\n",
            p.name, p.default
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_parameter_depends_only_on_earlier_ones() {
        for (i, p) in PARAMS.iter().enumerate() {
            for name in p.context {
                let at = PARAMS.iter().position(|q| q.name == *name);
                assert!(at.is_some_and(|at| at < i), "{} depends on {name}", p.name);
            }
            for name in p.resets {
                let at = PARAMS.iter().position(|q| q.name == *name);
                assert!(at.is_some_and(|at| at > i), "{} resets {name}", p.name);
            }
            assert_eq!(param(p.name).map(|q| q.name), Some(p.name));
        }
    }

    #[test]
    fn every_default_reads_back() {
        let mut s = Settings::default();
        for p in &PARAMS {
            p.reset(&mut s);
            let spelling = p.get(&s);
            let before = s.clone();
            assert_eq!(p.set(&mut s, &spelling), Ok(()), "{}", p.name);
            assert_eq!(s, before, "{}", p.name);
        }
        assert_eq!(s, Settings::default());
    }

    #[test]
    fn problems_in_words() {
        let mut s = Settings::default();
        let max = param("max").unwrap();
        assert_eq!(max.set(&mut s, "abc"), Err(Problem::NotANumber));
        assert_eq!(max.set(&mut s, "1"), Err(Problem::Below(2)));
        assert_eq!(
            max.set(&mut s, "18446744073709551616"),
            Err(Problem::Above(2048))
        );
        assert_eq!(
            Problem::NotANumber.describe("max", "abc"),
            "“max=abc” is not a whole number"
        );
        let rule = param("rule").unwrap();
        s.game = "octal:0.77".parse().unwrap();
        let Err(Problem::Invalid(why)) = rule.set(&mut s, "misere") else {
            panic!("octal games have only the normal rule")
        };
        assert!(why.contains("octal"), "{why}");
    }
}
