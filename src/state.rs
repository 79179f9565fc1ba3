//! The page's whole view as it lives in the URL query string, so that a link restores exactly
//! what its sender saw.
//!
//! [`PageState::from_query`] never fails: an unknown parameter, a bad value, a duplicate or an
//! over-long value is reported as a [`Notice`] and replaced by its default, and the rest of the
//! link still applies. [`PageState::to_query`] writes every parameter the view depends on, so a
//! link does not change meaning if a default changes later.
//!
//! | parameter | values | default |
//! |---|---|---|
//! | `view` | `sequence`, `heatmap`, `conjecture`, `play` | `sequence` |
//! | `game` | `sub:2,4,7`, `octal:0.77`, ... | `sub:2,4,7` |
//! | `rule` | `normal`, `misere`, `take-all`, `misere-take-all` | `normal` |
//! | `limit` | search `G(0) ... G(limit)` in the sequence view, below 2^28 | 2^22 (subtraction), 2^15 (octal) |
//! | `dims` | `2` (all `{a,b}`) or `3` (all `{a,b,c}`) | `2` |
//! | `max` | the largest element `N` of the grid | 200 (pairs), 40 (triples) |
//! | `axes` | `ab`, `ac`, `bc`: the two parameters on the axes of a 3-element grid | `ab` |
//! | `slice` | the value of the third parameter | `max` for `ab`, the middle for `ac`, 1 for `bc` |
//! | `metric` | `period`, `preperiod`, `maxvalue`, `theory` | `period` |
//! | `scale` | `linear`, `log` | `linear` |
//! | `cap` | values computed per grid cell before it is called unresolved | 2^20 |
//! | `test` | conjecture view: `augment` (Conjecture 5.1) or `sums` (non-additive 3-sets) | `augment` |
//! | `bound` | Conjecture 5.1's `n`: `largest` or `size` | `largest` |
//! | `heaps` | the board: sizes of `game` (`7,5,3`) or `GAME@SIZE` items joined by `;` (`sub:1,2@7;octal:0.77@10`) | one heap of `3 · max S` (at least 15), or a row of 10 |
//! | `turn` | who moves in the board's position: `1` or `2` | `1` |
//! | `vs` | player 2 on the board: `computer` or `human` | `computer` |
//! | `hints` | `1`: the board shows nim-values and colours every move | off |
//! | `embed` | `1`: only the view, sized for an iframe | off |

use std::fmt::Write as _;

use serde::Serialize;

use crate::game::spec::{parse_count, shorten};
use crate::game::{Game, Rule};
use crate::play::{Board, Opponent, Player};
use crate::sweep::Dims;
use crate::theory::conjecture::Bound;
use crate::{GameError, Limit};

/// Largest `N` the page draws for 2-element grids.
pub const PAGE_MAX_PAIRS: u32 = 2048;
/// Largest `N` the page draws for 3-element grids.
pub const PAGE_MAX_TRIPLES: u32 = 256;
/// The page's memory budget for one sequence search: values `G(0) ... G(limit)` with `limit`
/// below 2^28, 512 MiB of 16-bit values in one worker (a wasm32 worker has at most 4 GiB, and
/// browsers often stop well before). The command line allows up to
/// [`MAX_TERMS`](crate::limits::MAX_TERMS).
pub const PAGE_MAX_TERMS: u64 = 1 << 28;
/// Longest query string read; anything longer is ignored with a notice.
pub const MAX_QUERY_LENGTH: usize = 12_000;
/// Longest single value read.
const MAX_VALUE_LENGTH: usize = 2_000;

/// Which view the page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum View {
    /// One game: strip, table, certificate, theory.
    Sequence,
    /// A grid of sets coloured by a metric.
    Heatmap,
    /// Conjectures tested over a grid.
    Conjecture,
    /// The game board.
    Play,
}

/// What colours a heatmap cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Metric {
    /// The minimal period.
    Period,
    /// The minimal preperiod.
    Preperiod,
    /// The largest nim-value.
    MaxValue,
    /// Whether a closed form from the literature predicts the period correctly.
    Theory,
}

/// How values map to colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scale {
    /// Proportional to the value.
    Linear,
    /// Proportional to `log(1 + value)`.
    Log,
}

/// The two parameters of a 3-element set on the axes of its heatmap; the third is the slice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Axes {
    /// `a` across, `b` up; the slider sets `c`.
    Ab,
    /// `a` across, `c` up; the slider sets `b`.
    Ac,
    /// `b` across, `c` up; the slider sets `a`.
    Bc,
}

/// Which conjecture the conjecture view tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ConjectureTest {
    /// Nash & Sheenko's Conjecture 5.1 (small augmentations).
    Augment,
    /// A 3-set `{a,b,c}` with `c != a + b` has a period equal to the sum of two of its elements.
    Sums,
}

/// One problem found in a link, in words for the page's notice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Notice(pub String);

/// Everything the page shows, as read from or written to a URL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageState {
    /// The view.
    pub view: View,
    /// The game of the sequence view (and the rule of the grids).
    pub game: Game,
    /// The sequence view searches `G(0) ... G(limit)`.
    pub limit: u64,
    /// Pairs or triples.
    pub dims: Dims,
    /// The largest element of the grid.
    pub max: u32,
    /// Axes of a 3-element grid.
    pub axes: Axes,
    /// The third parameter of a 3-element grid.
    pub slice: u32,
    /// The heatmap's colouring.
    pub metric: Metric,
    /// The colour scale.
    pub scale: Scale,
    /// Values per grid cell before it is unresolved.
    pub cap: u32,
    /// The conjecture view's test.
    pub test: ConjectureTest,
    /// Conjecture 5.1's reading of `n`.
    pub bound: Bound,
    /// The board's position.
    pub heaps: Board,
    /// Who moves in the board's position.
    pub turn: Player,
    /// Who plays player 2 on the board.
    pub vs: Opponent,
    /// Whether the board shows its hints.
    pub hints: bool,
    /// Only the view, for an iframe.
    pub embed: bool,
}

/// The default game on screen.
pub const DEFAULT_GAME: &str = "sub:2,4,7";
/// The default number of values per grid cell.
pub const DEFAULT_CAP: u32 = 1 << 20;

impl Default for PageState {
    fn default() -> Self {
        let game: Game = DEFAULT_GAME.parse().unwrap_or(Game::Octal(
            crate::OctalCode::new([7, 7]).unwrap_or_else(|_| unreachable!("0.77 is valid")),
        ));
        PageState {
            view: View::Sequence,
            limit: default_limit(&game),
            heaps: Board::default_for(&game),
            game,
            dims: Dims::Pairs,
            max: default_max(Dims::Pairs),
            axes: Axes::Ab,
            slice: default_max(Dims::Pairs),
            metric: Metric::Period,
            scale: Scale::Linear,
            cap: DEFAULT_CAP,
            test: ConjectureTest::Augment,
            bound: Bound::LargestElement,
            turn: Player::One,
            vs: Opponent::Computer,
            hints: false,
            embed: false,
        }
    }
}

/// The sequence view's default search limit for a game.
pub fn default_limit(game: &Game) -> u64 {
    match game {
        Game::Subtraction { .. } => 1 << 22,
        Game::Octal(_) => 1 << 15,
    }
}

/// The default grid bound.
pub fn default_max(dims: Dims) -> u32 {
    match dims {
        Dims::Pairs => 200,
        Dims::Triples => 40,
    }
}

/// The largest grid bound the page accepts.
pub fn page_max(dims: Dims) -> u32 {
    match dims {
        Dims::Pairs => PAGE_MAX_PAIRS,
        Dims::Triples => PAGE_MAX_TRIPLES,
    }
}

/// The range of the slice parameter, and its default, for a 3-element grid up to `max`.
pub fn slice_range(axes: Axes, max: u32) -> (u32, u32, u32) {
    match axes {
        Axes::Ab => (3, max, max),
        Axes::Ac => (2, max - 1, (max / 2).max(2)),
        Axes::Bc => (1, max - 2, 1),
    }
}

macro_rules! names {
    ($ty:ty { $($variant:path => $name:literal),+ $(,)? }) => {
        impl $ty {
            /// The spelling used in links.
            pub fn name(self) -> &'static str {
                match self { $($variant => $name),+ }
            }

            /// Reads the spelling used in links.
            pub fn from_name(text: &str) -> Option<Self> {
                match text { $($name => Some($variant),)+ _ => None }
            }

            /// Every spelling, for messages.
            pub fn names() -> &'static str {
                concat!($($name, " "),+).trim_ascii_end()
            }
        }
    };
}

names!(View { View::Sequence => "sequence", View::Heatmap => "heatmap", View::Conjecture => "conjecture", View::Play => "play" });
names!(Metric { Metric::Period => "period", Metric::Preperiod => "preperiod", Metric::MaxValue => "maxvalue", Metric::Theory => "theory" });
names!(Scale { Scale::Linear => "linear", Scale::Log => "log" });
names!(Axes { Axes::Ab => "ab", Axes::Ac => "ac", Axes::Bc => "bc" });
names!(ConjectureTest { ConjectureTest::Augment => "augment", ConjectureTest::Sums => "sums" });

fn bound_name(bound: Bound) -> &'static str {
    match bound {
        Bound::LargestElement => "largest",
        Bound::SetSize => "size",
    }
}

const KEYS: [&str; 18] = [
    "view", "game", "rule", "limit", "dims", "max", "axes", "slice", "metric", "scale", "cap",
    "test", "bound", "heaps", "turn", "vs", "hints", "embed",
];

/// The raw values of a query, first occurrence of each known key, with notices for the rest.
struct Params {
    values: Vec<(&'static str, String)>,
    notices: Vec<Notice>,
}

impl Params {
    fn read(query: &str) -> Self {
        let mut params = Params {
            values: Vec::new(),
            notices: Vec::new(),
        };
        let query = query.strip_prefix('?').unwrap_or(query);
        if query.len() > MAX_QUERY_LENGTH {
            params.note(format!(
                "The link's parameters are {} characters long, over the limit of {MAX_QUERY_LENGTH}; they were ignored.",
                query.len()
            ));
            return params;
        }
        for (key, value) in form_urlencoded::parse(query.as_bytes()) {
            let Some(&known) = KEYS.iter().find(|&&k| k == key) else {
                if !key.is_empty() {
                    params.note(format!(
                        "Unknown parameter “{}” was ignored.",
                        shorten(&key)
                    ));
                }
                continue;
            };
            if params.values.iter().any(|(k, _)| *k == known) {
                params.note(format!(
                    "“{known}” appears more than once; the first one was used."
                ));
                continue;
            }
            if value.len() > MAX_VALUE_LENGTH {
                params.note(format!(
                    "The value of “{known}” is {} characters long, over the limit of {MAX_VALUE_LENGTH}; the default was used.",
                    value.len()
                ));
                continue;
            }
            params.values.push((known, value.into_owned()));
        }
        params
    }

    fn note(&mut self, message: String) {
        self.notices.push(Notice(message));
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }

    /// A named choice, or the default with a notice.
    fn choice<T: Copy>(
        &mut self,
        key: &str,
        read: fn(&str) -> Option<T>,
        names: &str,
        default: T,
    ) -> T {
        let Some(text) = self.get(key).map(str::to_owned) else {
            return default;
        };
        read(text.trim()).unwrap_or_else(|| {
            self.note(format!(
                "“{key}={}” is not one of: {names}; the default was used.",
                shorten(&text)
            ));
            default
        })
    }

    /// A whole number in `lo..=hi`, or the default with a notice.
    fn number(&mut self, key: &str, lo: u64, hi: u64, default: u64) -> u64 {
        let Some(text) = self.get(key).map(str::to_owned) else {
            return default;
        };
        match parse_count(&text, Limit::Terms, hi) {
            Ok(n) if n >= lo => n,
            Ok(n) => {
                self.note(format!("“{key}={n}” is below {lo}; {default} was used."));
                default
            }
            Err(e) => {
                let why = match e {
                    GameError::LimitExceeded { .. } | GameError::NumberTooLarge { .. } => {
                        format!("is above {hi}")
                    }
                    _ => "is not a whole number".to_string(),
                };
                self.note(format!(
                    "“{key}={}” {why}; {default} was used.",
                    shorten(&text)
                ));
                default
            }
        }
    }
}

impl PageState {
    /// Reads a query string (with or without the leading `?`). Never fails: problems become
    /// notices and defaults.
    ///
    /// # Examples
    /// ```
    /// use nimseq::state::{PageState, View};
    /// let (state, notices) = PageState::from_query("?view=heatmap&max=300&colour=red");
    /// assert_eq!(state.view, View::Heatmap);
    /// assert_eq!(state.max, 300);
    /// assert_eq!(notices.len(), 1); // "colour" is unknown
    /// ```
    pub fn from_query(query: &str) -> (PageState, Vec<Notice>) {
        let mut p = Params::read(query);
        let d = PageState::default();
        let view = p.choice("view", View::from_name, View::names(), d.view);
        let mut game = match p.get("game").map(str::to_owned) {
            None => d.game.clone(),
            Some(text) => text.parse::<Game>().unwrap_or_else(|e| {
                p.note(format!(
                    "The game “{}” cannot be read: {e}. The default game {DEFAULT_GAME} is shown.",
                    shorten(&text)
                ));
                d.game.clone()
            }),
        };
        if let Some(text) = p.get("rule").map(str::to_owned) {
            match text.parse::<Rule>().and_then(|rule| game.with_rule(rule)) {
                Ok(g) => game = g,
                Err(e) => p.note(format!(
                    "“rule={}”: {e}; the {} rule was used.",
                    shorten(&text),
                    game.rule()
                )),
            }
        }
        let limit = p.number("limit", 1, PAGE_MAX_TERMS - 1, default_limit(&game));
        let dims = match p.number("dims", 2, 3, 2) {
            3 => Dims::Triples,
            _ => Dims::Pairs,
        };
        let lowest = dims.count() as u64;
        let max = p.number(
            "max",
            lowest,
            u64::from(page_max(dims)),
            u64::from(default_max(dims)),
        ) as u32;
        let axes = p.choice("axes", Axes::from_name, Axes::names(), Axes::Ab);
        let (lo, hi, default_slice) = slice_range(axes, max.max(3));
        let slice = p.number(
            "slice",
            u64::from(lo),
            u64::from(hi),
            u64::from(default_slice),
        ) as u32;
        let metric = p.choice("metric", Metric::from_name, Metric::names(), d.metric);
        let scale = p.choice("scale", Scale::from_name, Scale::names(), d.scale);
        let cap = p.number("cap", 16, crate::limits::MAX_CAP, u64::from(d.cap)) as u32;
        let test = p.choice(
            "test",
            ConjectureTest::from_name,
            ConjectureTest::names(),
            d.test,
        );
        let bound = p.choice(
            "bound",
            |t| match t {
                "largest" => Some(Bound::LargestElement),
                "size" => Some(Bound::SetSize),
                _ => None,
            },
            "largest size",
            d.bound,
        );
        let heaps = match p.get("heaps").map(str::to_owned) {
            None => Board::default_for(&game),
            Some(text) => Board::parse(&text, &game).unwrap_or_else(|e| {
                p.note(format!(
                    "The board “heaps={}” cannot be set up: {e}. The default board is shown.",
                    shorten(&text)
                ));
                Board::default_for(&game)
            }),
        };
        let turn = p.choice("turn", Player::from_number, "1 2", d.turn);
        let vs = p.choice("vs", Opponent::from_name, "computer human", d.vs);
        let hints = p.choice("hints", switch, "1 0", false);
        let embed = p.choice("embed", switch, "1 0", false);
        let state = PageState {
            view,
            game,
            limit,
            dims,
            max,
            axes,
            slice,
            metric,
            scale,
            cap,
            test,
            bound,
            heaps,
            turn,
            vs,
            hints,
            embed,
        };
        (state, p.notices)
    }

    /// The state as its link keeps it: the parameters the view does not show are reset to
    /// their defaults. `from_query(s.to_query()) == s.canonical()` for every valid state.
    pub fn canonical(&self) -> PageState {
        let d = PageState::default();
        let mut s = self.clone();
        if matches!(s.view, View::Sequence | View::Play) {
            (s.dims, s.max, s.cap) = (d.dims, d.max, d.cap);
        }
        if s.view != View::Sequence {
            s.limit = default_limit(&s.game);
        }
        if s.view != View::Play {
            (s.heaps, s.turn, s.vs, s.hints) = (Board::default_for(&s.game), d.turn, d.vs, d.hints);
        }
        if s.view != View::Heatmap {
            (s.metric, s.scale) = (d.metric, d.scale);
        }
        if s.view != View::Conjecture {
            (s.test, s.bound) = (d.test, d.bound);
        }
        if s.dims == Dims::Pairs {
            s.axes = Axes::Ab;
            s.slice = s.max.max(3);
        }
        s
    }

    /// The query string (with the leading `?`) that restores this state.
    ///
    /// # Examples
    /// ```
    /// use nimseq::state::PageState;
    /// let state = PageState::default();
    /// assert_eq!(state.to_query(), "?view=sequence&game=sub:2,4,7&rule=normal&limit=4194304");
    /// assert_eq!(PageState::from_query(&state.to_query()), (state, vec![]));
    /// ```
    pub fn to_query(&self) -> String {
        let mut q = format!(
            "?view={}&game={}&rule={}",
            self.view.name(),
            encode(&self.game.spec()),
            self.game.rule()
        );
        let push = |q: &mut String, key: &str, value: &str| {
            let _ = write!(q, "&{key}={value}");
        };
        match self.view {
            View::Sequence => push(&mut q, "limit", &self.limit.to_string()),
            View::Play => {
                push(
                    &mut q,
                    "heaps",
                    &encode(&self.heaps.to_spelling(&self.game)),
                );
                push(&mut q, "turn", &self.turn.number().to_string());
                push(&mut q, "vs", self.vs.name());
                push(&mut q, "hints", if self.hints { "1" } else { "0" });
            }
            View::Heatmap | View::Conjecture => {
                push(&mut q, "dims", &self.dims.count().to_string());
                push(&mut q, "max", &self.max.to_string());
                if self.dims == Dims::Triples {
                    push(&mut q, "axes", self.axes.name());
                    push(&mut q, "slice", &self.slice.to_string());
                }
                if self.view == View::Heatmap {
                    push(&mut q, "metric", self.metric.name());
                    push(&mut q, "scale", self.scale.name());
                } else {
                    push(&mut q, "test", self.test.name());
                    push(&mut q, "bound", bound_name(self.bound));
                }
                push(&mut q, "cap", &self.cap.to_string());
            }
        }
        if self.embed {
            push(&mut q, "embed", "1");
        }
        q
    }
}

/// The state as plain fields, for the page's JavaScript.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StateFields {
    /// `view`.
    pub view: &'static str,
    /// `game`, without its rule.
    pub game: String,
    /// `rule`.
    pub rule: &'static str,
    /// `limit`.
    pub limit: u64,
    /// `dims`.
    pub dims: usize,
    /// `max`.
    pub max: u32,
    /// `axes`.
    pub axes: &'static str,
    /// `slice`.
    pub slice: u32,
    /// `metric`.
    pub metric: &'static str,
    /// `scale`.
    pub scale: &'static str,
    /// `cap`.
    pub cap: u32,
    /// `test`.
    pub test: &'static str,
    /// `bound`.
    pub bound: &'static str,
    /// `heaps`, spelled for `game`.
    pub heaps: String,
    /// `turn`: 1 or 2.
    pub turn: u8,
    /// `vs`.
    pub vs: &'static str,
    /// `hints`.
    pub hints: bool,
    /// `embed`.
    pub embed: bool,
    /// The largest `max` the page accepts for these `dims`.
    pub max_allowed: u32,
    /// The range of `slice`: `[lowest, highest]`.
    pub slice_range: [u32; 2],
}

impl PageState {
    /// The state as plain fields.
    pub fn fields(&self) -> StateFields {
        let (lo, hi, _) = slice_range(self.axes, self.max.max(3));
        StateFields {
            view: self.view.name(),
            game: self.game.spec(),
            rule: self.game.rule().name(),
            limit: self.limit,
            dims: self.dims.count(),
            max: self.max,
            axes: self.axes.name(),
            slice: self.slice,
            metric: self.metric.name(),
            scale: self.scale.name(),
            cap: self.cap,
            test: self.test.name(),
            bound: bound_name(self.bound),
            heaps: self.heaps.to_spelling(&self.game),
            turn: self.turn.number(),
            vs: self.vs.name(),
            hints: self.hints,
            embed: self.embed,
            max_allowed: page_max(self.dims),
            slice_range: [lo, hi],
        }
    }

    /// The conjecture the conjecture view tests.
    pub fn conjecture(&self) -> crate::theory::conjecture::Conjecture {
        use crate::theory::conjecture::Conjecture;
        match self.test {
            ConjectureTest::Augment => Conjecture::Augment { bound: self.bound },
            ConjectureTest::Sums => Conjecture::PairSums,
        }
    }
}

/// Reads an on/off switch: `1` or `0` (`true`, `false`).
fn switch(text: &str) -> Option<bool> {
    match text {
        "1" | "true" => Some(true),
        "0" | "false" => Some(false),
        _ => None,
    }
}

/// Percent-encodes a value, keeping the characters a game spec uses readable.
fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || b":,.-_~/@;".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &str) -> (PageState, Vec<String>) {
        let (state, notices) = PageState::from_query(query);
        (state, notices.into_iter().map(|n| n.0).collect())
    }

    #[test]
    fn defaults_without_parameters() {
        assert_eq!(read(""), (PageState::default(), vec![]));
        assert_eq!(read("?"), (PageState::default(), vec![]));
    }

    #[test]
    fn a_full_heatmap_link() {
        let (s, n) = read("?view=heatmap&game=sub:3,5,6&rule=take-all&dims=3&max=50&axes=ac&slice=20&metric=theory&scale=log&cap=4096");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.view, View::Heatmap);
        assert_eq!(s.game.to_string(), "sub:3,5,6/take-all");
        assert_eq!(
            (s.dims, s.max, s.axes, s.slice),
            (Dims::Triples, 50, Axes::Ac, 20)
        );
        assert_eq!(
            (s.metric, s.scale, s.cap),
            (Metric::Theory, Scale::Log, 4096)
        );
        assert_eq!(read(&s.to_query()).0, s);
    }

    #[test]
    fn bad_values_fall_back_with_notices() {
        let (s, n) = read("?view=space&game=sub:0&max=-4&dims=9&metric=colour&embed=maybe");
        assert_eq!(s, PageState::default());
        assert_eq!(n.len(), 6, "{n:?}");
        assert!(n[0].contains("view=space"));
        assert!(n[1].contains("0 cannot be in a subtraction set"));
    }

    #[test]
    fn markup_and_huge_values_are_only_quoted() {
        let (s, n) =
            read("?game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&max=18446744073709551616");
        assert_eq!(s, PageState::default());
        assert_eq!(n.len(), 2);
        assert!(n[0].contains("<img src=x onerror=alert(1)>"));
        assert!(n[1].contains("is above 2048"));
        let long = format!("?game={}", "1,".repeat(5000));
        let (s, n) = read(&long);
        assert_eq!(s, PageState::default());
        assert!(n[0].contains("over the limit"));
    }

    #[test]
    fn duplicates_keep_the_first() {
        let (s, n) = read("?view=heatmap&view=sequence");
        assert_eq!(s.view, View::Heatmap);
        assert_eq!(n.len(), 1);
    }

    #[test]
    fn octal_rule_conflict_is_a_notice() {
        let (s, n) = read("?game=octal:0.77&rule=misere");
        assert_eq!(s.game.to_string(), "octal:0.77");
        assert_eq!(n.len(), 1);
        assert!(n[0].contains("octal games"));
    }

    #[test]
    fn slice_is_checked_against_the_axes() {
        let (s, n) = read("?view=heatmap&dims=3&max=30&axes=bc&slice=29");
        assert_eq!(s.slice, 1);
        assert_eq!(n.len(), 1);
        let (s, _) = read("?view=heatmap&dims=3&max=30&axes=ab");
        assert_eq!(s.slice, 30);
    }

    #[test]
    fn a_board_link_round_trips() {
        let (s, n) = read("?view=play&game=octal:0.77&heaps=7,3&turn=2&vs=human&hints=1");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.heaps.sizes(), [7, 3]);
        assert_eq!(
            (s.turn, s.vs, s.hints),
            (Player::Two, Opponent::Human, true)
        );
        assert_eq!(
            s.to_query(),
            "?view=play&game=octal:0.77&rule=normal&heaps=7,3&turn=2&vs=human&hints=1"
        );
        assert_eq!(read(&s.to_query()), (s.clone(), vec![]));
        let mixed = "?view=play&game=sub:1,2&rule=normal&heaps=sub:1,3@5;octal:0.07@6;4&turn=1&vs=computer&hints=0";
        let (s, n) = read(mixed);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.heaps.sizes(), [5, 6, 4]);
        assert_eq!(s.to_query(), mixed);
    }

    #[test]
    fn a_bad_board_falls_back_to_the_default() {
        let too_many = format!("heaps={}", ["1"; 65].join(","));
        for bad in [
            "heaps=7,,3",
            "heaps=2000",
            &too_many,
            "heaps=x@3",
            "turn=3",
            "vs=cat",
            "hints=2",
        ] {
            let (s, n) = read(&format!("?view=play&game=sub:1,2&{bad}"));
            assert_eq!(n.len(), 1, "{bad}: {n:?}");
            assert_eq!(s.heaps, Board::default_for(&s.game), "{bad}");
            assert_eq!(
                (s.turn, s.vs, s.hints),
                (Player::One, Opponent::Computer, false)
            );
        }
        // Normal and misère heaps cannot share a board.
        let (_, n) = read("?view=play&game=sub:1,2&rule=misere&heaps=3;sub:1,3@4");
        assert!(n[0].contains("misère"), "{n:?}");
    }

    #[test]
    fn other_views_drop_the_board() {
        let (s, _) = read("?view=sequence&heaps=4,4&turn=2");
        assert_eq!(s.canonical().heaps, Board::default_for(&s.game));
        assert!(!s.to_query().contains("heaps"));
    }
}
