//! The table of link parameters ([`PARAMS`]), in the order links write them: each entry says
//! what the parameter is and which setting it reads and writes; the defaults are
//! [`Settings::defaults`]'.

use nimseq_core::draw::{Axes, Metric};
use nimseq_core::game::{Evaluator, Game, Rule};
use nimseq_core::limits::{MAX_CAP, MAX_QUOTIENT_HEAPS};
use nimseq_core::play::Board;
use nimseq_core::sweep::Dims;

use crate::state::comparison::Comparison;
use crate::state::names::{ConjectureTest, Exercise, HintLevel, Named, Part, View};
use crate::state::params::field::{Choose, Custom, MaybeNumber, Number, Switch};
use crate::state::params::read::{
    choices, invalid, read, read_moves, read_parts, read_window, spell_list, spell_moves,
    spell_window,
};
use crate::state::params::{Choice, Input, Param, Problem, ALL_VIEWS};
use crate::state::settings::{
    page_max, slice_bounds, Settings, PAGE_MAX_ATLAS_DIGITS, PAGE_MAX_QUOTIENT_ELEMENTS,
    PAGE_MAX_TERMS,
};
use crate::texts::t;

/// The two grid views.
const GRIDS: &[View] = &[View::Heatmap, View::Conjecture];

/// Whether the view plays rows of an octal or take-and-break game, which take the board's rule
/// (the board, and the misère quotient of its rows).
fn plays_rows(s: &Settings) -> bool {
    matches!(s.game, Game::Octal(_) | Game::TakeBreak(_))
        && matches!(s.view, View::Play | View::Quotient)
}

/// The rules a form offers for the game in force.
fn rule_choices(s: &Settings) -> Input {
    let only = |value: Rule, label| Choice {
        value: value.spelling(),
        label,
    };
    match (&s.game, s.is_grid_view()) {
        (Game::Octal(_) | Game::TakeBreak(_), false) if plays_rows(s) => Input::Choices(vec![
            only(Rule::Normal, t!("choice-rule-rows-normal")),
            only(Rule::Misere, t!("choice-rule-rows-misere")),
        ]),
        (Game::Octal(_) | Game::TakeBreak(_), false) => {
            Input::Choices(vec![only(Rule::Normal, t!("choice-rule-codes-normal"))])
        }
        _ => choices::<Rule>(),
    }
}

/// A grid's `max` from the size of its sets to the page's bound.
fn max_range(s: &Settings) -> (u64, u64) {
    (s.dims.count() as u64, u64::from(page_max(s.dims)))
}

/// The slice's lowest and highest value.
fn slice_range(s: &Settings) -> (u64, u64) {
    let (lo, hi, _) = slice_bounds(s.dims, s.max, s.axes);
    (u64::from(lo), u64::from(hi))
}

/// The lowest and highest `c` of a 4-element grid's map with largest element `d`: `3 ..= d - 1`.
fn third_range(s: &Settings) -> (u64, u64) {
    (3, u64::from(s.slice.max(4) - 1))
}

/// Whether the heatmap's metric is coloured on a scale (not by category).
fn scaled(s: &Settings) -> bool {
    !matches!(s.metric, Metric::MaxValue | Metric::Theory | Metric::Sum)
}

/// Every link parameter, in the order links write them; each depends only on earlier ones.
pub static PARAMS: [Param; 39] = [
    Param {
        name: "view",
        views: ALL_VIEWS,
        about: "",
        context: &[],
        resets: &["show"],
        field: &Choose { get: |s| s.view, put: |s, v| s.view = v },
        applies: |_| true,
    },
    Param {
        name: "game",
        views: &[View::Sequence, View::Play, View::Quotient],
        about: "`sub:2,4,7`, `sub:3-6,9`, `octal:0.77`, `tb:4.[3]`, `grundy`, ... (as on the command line)",
        context: &[],
        resets: &["moves"],
        field: &Custom {
            set: |s, t| {
                s.game = t.parse::<Game>().map_err(invalid)?;
                Ok(())
            },
            get: |s| s.game.spec(),
            input: |_| Input::Text,
            take: |s, d| s.game = d.game.clone(),
            words: None,
        },
        applies: |_| true,
    },
    Param {
        name: "rule",
        views: &[View::Sequence, View::Heatmap, View::Play, View::Quotient],
        about: "`normal`, `misere`, `take-all`, `misere-take-all`; octal and take-and-break games have no other rule than `normal` but on the board, where their rows can be played `misere`; the conjecture view is about normal play",
        context: &["game"],
        resets: &["moves"],
        field: &Custom {
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
                let rule = if s.rows_misere {
                    Rule::Misere
                } else {
                    s.game.rule()
                };
                rule.spelling().into()
            },
            input: rule_choices,
            take: |s, d| {
                s.rows_misere = d.rows_misere;
                s.game = s.game.with_rule(d.game.rule()).unwrap_or_else(|_| d.game.clone());
            },
            words: None,
        },
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
        context: &["game"],
        resets: &[],
        field: &Custom {
            set: |s, t| {
                // The plain take-and-break methods compute fewer values (their work grows like n^2).
                let most = Evaluator::most_values(&s.game).min(PAGE_MAX_TERMS) - 1;
                s.limit = match t.trim() {
                    "auto" => None,
                    t => Some(super::read::read_number(t, 1, most)?),
                };
                Ok(())
            },
            get: |s| s.limit.map_or_else(|| "auto".into(), |n| n.to_string()),
            input: |_| Input::Text,
            take: |s, d| s.limit = d.limit,
            words: None,
        },
        applies: |_| true,
    },
    Param {
        name: "at",
        views: &[View::Sequence],
        about: "the position `n` the sequence view shows (its table and overview), below 2^28",
        context: &[],
        resets: &[],
        field: &MaybeNumber {
            get: |s| s.at,
            put: |s, v| s.at = v,
            most: PAGE_MAX_TERMS - 1,
            none: "the start",
        },
        applies: |_| true,
    },
    Param {
        name: "why",
        views: &[View::Sequence],
        about: "the heap `n` whose value the \"why G(n)\" panel explains (every option, their values, the mex), below 2^28",
        context: &[],
        resets: &[],
        field: &MaybeNumber {
            get: |s| s.why,
            put: |s, v| s.why = v,
            most: PAGE_MAX_TERMS - 1,
            none: "closed",
        },
        applies: |_| true,
    },
    Param {
        name: "steps",
        views: &[View::Sequence],
        about: "`1`: the why panel lists `G(0)`, `G(1)`, … up to `G(why)` one line each, as the lecture does, \"Next step\" revealing the next",
        context: &[],
        resets: &[],
        field: &Switch { get: |s| s.steps, put: |s, v| s.steps = v },
        applies: |_| true,
    },
    Param {
        name: "exercise",
        views: &[View::Sequence, View::Compare],
        about: "`values`: the sequence view hides the values from `from` on and the student types each (Enter checks it); `equivalence`: the compare view hides its verdicts and the student says whether the games are equivalent. The link holds the exercise, never the answers",
        context: &[],
        resets: &[],
        field: &Custom {
            set: |s, t| {
                s.exercise = read(t)?;
                Ok(())
            },
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
                        .map(|&(choice, value, _)| Choice {
                            value,
                            label: choice.label(),
                        })
                        .collect(),
                )
            },
            take: |s, d| s.exercise = d.exercise,
            words: Some("`0` (none)"),
        },
        applies: |_| true,
    },
    Param {
        name: "from",
        views: &[View::Sequence],
        about: "the first position whose value the `values` exercise hides, below 2^20",
        context: &[],
        resets: &[],
        field: &Number {
            get: |s| s.from,
            put: |s, v| s.from = v,
            range: |_| (0, (1 << 20) - 1),
        },
        applies: |s| s.exercise == Exercise::Values,
    },
    Param {
        name: "games",
        views: &[View::Compare],
        about: "the games compared, joined by `;`, each a sum of parts joined by `+`: a heap of a game by its name or its code (`Kayles 5`, `K5`, `kayles@5`, `octal:0.77@5`), a nimber (`*3`, `3` or `0`), or a game given by its options (`{0,*1,{0,*2}}`); the first is compared with each other one (2 to 8 games); questions of their own are separated by `|` (`*5;*3|kayles@4;*1`: each group's first game with the others of its group). Links write heaps by their codes",
        context: &[],
        resets: &[],
        field: &Custom {
            set: |s, t| {
                s.games = t.parse::<Comparison>().map_err(invalid)?;
                Ok(())
            },
            get: |s| s.games.link_spelling(),
            input: |_| Input::Text,
            take: |s, d| s.games = d.games.clone(),
            words: None,
        },
        applies: |_| true,
    },
    Param {
        name: "upto",
        views: &[View::Quotient],
        about: "the misère quotient of the sums of heaps 1 … `upto` (the search stops sooner when a period of the pretending function is certified: the quotient of every heap size)",
        context: &[],
        resets: &[],
        field: &Number {
            get: |s| s.upto,
            put: |s, v| s.upto = v,
            range: |_| (1, MAX_QUOTIENT_HEAPS),
        },
        applies: |_| true,
    },
    Param {
        name: "elements",
        views: &[View::Quotient],
        about: "the most elements the quotient may have: a quotient that outgrows it is reported as \"no finite quotient found within N elements\" with the quotient of the heaps before",
        context: &[],
        resets: &[],
        field: &Number {
            get: |s| s.elements,
            put: |s, v| s.elements = v,
            range: |_| (1, PAGE_MAX_QUOTIENT_ELEMENTS),
        },
        applies: |_| true,
    },
    Param {
        name: "test",
        views: &[View::Conjecture],
        about: "`augment` (Conjecture 5.1) or `sums` (non-additive `{a,b,c}`: period a sum of two elements)",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.test, put: |s, v| s.test = v },
        applies: |_| true,
    },
    Param {
        name: "bound",
        views: &[View::Conjecture],
        about: "Conjecture 5.1's `n`: `largest` (`n = max S`) or `size` (`n` = the number of elements)",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.bound, put: |s, v| s.bound = v },
        applies: |s| s.test == ConjectureTest::Augment,
    },
    Param {
        name: "dims",
        views: GRIDS,
        about: "`2` (all `{a,b}`), `3` (all `{a,b,c}`; the only choice of the `sums` test) or `4` (all `{a,b,c,d}`, heatmap only)",
        context: &["view", "test"],
        resets: &["window"],
        field: &Custom {
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
                let offered = |d: Dims| match s.view {
                    View::Conjecture if s.needs_triples() => d == Dims::Triples,
                    View::Conjecture => d != Dims::Quads,
                    _ => true,
                };
                Input::Choices(
                    <Dims as Named>::ALL
                        .iter()
                        .filter(|entry| offered(entry.0))
                        .map(|&(choice, value, _)| Choice {
                            value,
                            label: choice.label(),
                        })
                        .collect(),
                )
            },
            take: |s, d| s.dims = d.dims,
            words: None,
        },
        applies: |_| true,
    },
    Param {
        name: "max",
        views: GRIDS,
        about: "the grid's largest element `N`: 2–2048 for pairs, 3–256 for triples, 4–60 for 4-element sets",
        context: &["dims"],
        resets: &[],
        field: &Number {
            get: |s| u64::from(s.max),
            put: |s, v| s.max = v as u32,
            range: max_range,
        },
        applies: |_| true,
    },
    Param {
        name: "axes",
        views: GRIDS,
        about: "",
        context: &[],
        resets: &["slice", "window"],
        field: &Choose { get: |s| s.axes, put: |s, v| s.axes = v },
        applies: |s| s.dims == Dims::Triples,
    },
    Param {
        name: "slice",
        views: GRIDS,
        about: "the element a 3-element grid's slice fixes; `d`, the largest element, of a 4-element grid's map `{a, b, c, d}` (4 to `max`)",
        context: &["dims", "max", "axes"],
        resets: &[],
        field: &Number {
            get: |s| u64::from(s.slice),
            put: |s, v| s.slice = v as u32,
            range: slice_range,
        },
        applies: |s| {
            s.dims == Dims::Quads || (s.dims == Dims::Triples && s.axes != Axes::Additive)
        },
    },
    Param {
        name: "c",
        views: &[View::Heatmap],
        about: "`c`, the other element a 4-element grid's map `{a, b, c, d}` fixes: 3 to `d − 1` (`d` is `slice`)",
        context: &["dims", "max", "slice"],
        resets: &[],
        field: &Number {
            get: |s| u64::from(s.third),
            put: |s, v| s.third = v as u32,
            range: third_range,
        },
        applies: |s| s.dims == Dims::Quads,
    },
    Param {
        name: "metric",
        views: &[View::Heatmap],
        about: "",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.metric, put: |s, v| s.metric = v },
        applies: |_| true,
    },
    Param {
        name: "scale",
        views: &[View::Heatmap],
        about: "`auto` (log for the ratios to max S, and where the values span more than two orders of magnitude), `linear`, `log`",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.scale, put: |s, v| s.scale = v },
        applies: scaled,
    },
    Param {
        name: "range",
        views: &[View::Heatmap],
        about: "which cells fix the ends of the colour scale: `grid` (every set, so slices compare) or `slice` (the sets shown)",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.range, put: |s, v| s.range = v },
        applies: |s| s.dims != Dims::Pairs && scaled(s),
    },
    Param {
        name: "window",
        views: GRIDS,
        about: "the cells a map shows when zoomed: `x0,x1,y0,y1` (columns `x0` to `x1`, rows `y0` to `y1`, from 1, inside the map)",
        context: &["dims", "max", "axes", "slice", "c"],
        resets: &[],
        field: &Custom {
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
            get: |s| spell_window(s.window),
            input: |_| Input::Text,
            take: |s, d| s.window = d.window,
            words: Some("the whole map"),
        },
        applies: |_| true,
    },
    Param {
        name: "primitive",
        views: &[View::Heatmap],
        about: "`1`: only primitive sets (greatest common divisor 1): a set `g · S` (`{2, 4, 6}` = 2 · `{1, 2, 3}`) is not drawn, counted, ranked among the extremes or in the record curve",
        context: &[],
        resets: &[],
        field: &Switch { get: |s| s.primitive, put: |s, v| s.primitive = v },
        applies: |_| true,
    },
    Param {
        name: "cap",
        views: &[View::Heatmap, View::Conjecture, View::Atlas],
        about: "values computed per grid cell or atlas code before it is called unresolved (16 to 2^24)",
        context: &["view"],
        resets: &[],
        field: &Number {
            get: |s| u64::from(s.cap),
            put: |s, v| s.cap = v as u32,
            range: |_| (16, MAX_CAP),
        },
        applies: |_| true,
    },
    Param {
        name: "digits",
        views: &[View::Atlas],
        about: "the atlas's codes `0.d1…dk` have up to this many digits: 1, 2 or 3 (7, 63 or 511 codes; the command line goes to 4)",
        context: &[],
        resets: &[],
        field: &Number {
            get: |s| s.digits as u64,
            put: |s, v| s.digits = v as usize,
            range: |_| (1, PAGE_MAX_ATLAS_DIGITS as u64),
        },
        applies: |_| true,
    },
    Param {
        name: "d0",
        views: &[View::Atlas],
        about: "the atlas's digit before the point: `0` for the codes `0.d1…dk`, `4` for `4.d1…dk`, whose moves may also split a heap in two without removing anything",
        context: &[],
        resets: &[],
        field: &Custom {
            set: |s, t| {
                s.atlas_d0 = match t.trim() {
                    "0" => 0,
                    "4" => 4,
                    _ => {
                        return Err(Problem::Invalid(
                            "an octal code starts with 0. or 4. (a split without taking): write 0 or 4"
                                .into(),
                        ))
                    }
                };
                Ok(())
            },
            get: |s| s.atlas_d0.to_string(),
            input: |_| {
                Input::Choices(vec![
                    Choice {
                        value: "0",
                        label: t!("choice-atlas-d0-zero"),
                    },
                    Choice {
                        value: "4",
                        label: t!("choice-atlas-d0-four"),
                    },
                ])
            },
            take: |s, d| s.atlas_d0 = d.atlas_d0,
            words: None,
        },
        applies: |_| true,
    },
    Param {
        name: "colour",
        views: &[View::Atlas],
        about: "",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.atlas_metric, put: |s, v| s.atlas_metric = v },
        applies: |_| true,
    },
    Param {
        name: "heaps",
        views: &[View::Play],
        about: "the board: sizes of heaps of `game` (`7,5,3`), or items joined by `;`, each `GAME@SIZE` or a bare size of `game` (`sub:1,2@7;octal:0.77@10;4`); a `GAME` without `/RULE` plays `rule`",
        context: &["game", "rule"],
        resets: &["moves"],
        field: &Custom {
            set: |s, t| {
                let misere = s.game.is_misere() || s.rows_misere;
                s.heaps = Board::parse_under(t, &s.game, misere).map_err(invalid)?;
                Ok(())
            },
            get: |s| s.heaps.to_spelling(&s.game),
            input: |_| Input::Text,
            take: |s, d| s.heaps = d.heaps.clone(),
            words: None,
        },
        applies: |_| true,
    },
    Param {
        name: "turn",
        views: &[View::Play],
        about: "who moves in the board's position: `1` or `2`",
        context: &[],
        resets: &["moves"],
        field: &Choose { get: |s| s.turn, put: |s, v| s.turn = v },
        applies: |_| true,
    },
    Param {
        name: "moves",
        views: &[View::Play],
        about: "the moves played from the board's position, joined by `,`: `HEAP:TAKE` for a heap, `HEAP:TAKE@LEFT` for a row (heaps counted from 0); a link replays them, and they can be undone",
        context: &["game", "rule", "heaps", "turn"],
        resets: &[],
        field: &Custom {
            set: |s, t| {
                s.moves = read_moves(t, &s.heaps)?;
                Ok(())
            },
            get: |s| spell_moves(&s.moves),
            input: |_| Input::Text,
            take: |s, d| s.moves = d.moves.clone(),
            words: Some("none"),
        },
        applies: |_| true,
    },
    Param {
        name: "vs",
        views: &[View::Play],
        about: "player 2: `computer` or `human`",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.vs, put: |s, v| s.vs = v },
        applies: |_| true,
    },
    Param {
        name: "hints",
        views: &[View::Play],
        about: "the board's hints: `0` none, `outcome` only whether the position is P or N (no move, no values), `pn` which positions and moves win (P and N, no values: for exercises), `1` values, nim-sums and why a move wins",
        context: &[],
        resets: &[],
        field: &Custom {
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
            take: |s, d| s.hints = d.hints,
            words: None,
        },
        applies: |_| true,
    },
    Param {
        name: "lock",
        views: &[View::Sequence, View::Play, View::Compare],
        about: "`1`: a locked view for exercises: nothing on the page changes what it shows or reveals what it hides (no forms, tabs or link back; on the board no hints menu, no Show me, no H or S key). The embed dialog writes a locked view's link sealed (`sealed=`), so that an edited link shows a notice, not the answers",
        context: &[],
        resets: &[],
        field: &Switch { get: |s| s.lock, put: |s, v| s.lock = v },
        applies: |_| true,
    },
    Param {
        name: "embed",
        views: ALL_VIEWS,
        about: "`1`: only the view, for an iframe, with a small link back to the full page",
        context: &[],
        resets: &[],
        field: &Switch { get: |s| s.embed, put: |s, v| s.embed = v },
        applies: |_| true,
    },
    Param {
        name: "show",
        views: &[View::Sequence, View::Play, View::Quotient],
        about: "the parts shown, joined by `,`: `facts` (rules, preperiod, period), `certificate`, `outcomes` (`B(S)`, `E(S)`, the P/N period), `theory`, `strip`, `overview`, `table`, `why`, `exercise`, `pn` (the P/N table) of a sequence; `board` (always), `story`, `calculator` of the board; `presentation`, `pretending`, `products` of a misère quotient. Default: an embed of a sequence shows its facts and table (and the why panel and exercise its link opens); a teaching link (`why`, `steps` or `exercise`) leaves out the research material; any other page shows every part but the P/N table",
        context: &["view", "embed", "why", "steps", "exercise"],
        resets: &[],
        field: &Custom {
            set: |s, t| {
                s.show = read_parts(t, s.view)?;
                Ok(())
            },
            get: |s| spell_list(&s.show),
            input: |_| Input::Text,
            take: |s, d| s.show = d.show.clone(),
            words: None,
        },
        applies: |s| !Part::of(s.view).is_empty(),
    },
    Param {
        name: "theme",
        views: ALL_VIEWS,
        about: "`light`, `dark`, or `auto` (the reader's setting)",
        context: &["embed"],
        resets: &[],
        field: &Choose { get: |s| s.theme, put: |s, v| s.theme = v },
        applies: |_| true,
    },
    Param {
        name: "lang",
        views: ALL_VIEWS,
        about: "the page's language: `en`, `de`, `fr`, or `auto` (the reader's: the first of the browser's languages the page has, else English); an unknown language falls back to `auto`, with a notice",
        context: &[],
        resets: &[],
        field: &Choose { get: |s| s.lang, put: |s, v| s.lang = v },
        applies: |_| true,
    },
    Param {
        name: "worksheet",
        views: &[View::Sequence, View::Compare, View::Play],
        about: "`1`: the view as a worksheet to print: its exercise's questions with blanks for a student to fill in by hand (the values from `from` on, the P/N table, the equivalences, who wins the board's position and how), then the answer key on a page of its own; a view with nothing to ask prints as it is, and says so",
        context: &[],
        resets: &[],
        field: &Switch { get: |s| s.worksheet, put: |s, v| s.worksheet = v },
        applies: |_| true,
    },
];
