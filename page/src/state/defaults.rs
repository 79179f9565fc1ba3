//! Every default of the page, written once: [`Settings::defaults`]. A default that follows
//! other settings (a grid's `max` follows its `dims`, an embed's `theme` follows `embed`)
//! follows them as a link has them; the parameter table ([`PARAMS`](super::params::PARAMS))
//! takes each parameter's default from here, and the manual's table (docs/links.md) says
//! what [`follows`] says of the ones that follow others. The parts a view shows unless its
//! link names others are defaults too ([`Part::shown_by_default`]).

use std::sync::OnceLock;

use nimseq_core::atlas::DEFAULT_ATLAS_CAP;
use nimseq_core::draw::{Axes, ColourRange, Metric, Scale};
use nimseq_core::game::{Game, OctalCode};
use nimseq_core::play::{Board, Opponent, Player};
use nimseq_core::sweep::{Dims, DEFAULT_CAP};
use nimseq_core::theory::Bound;

use crate::state::comparison::Comparison;
use crate::state::names::{
    AtlasMetric, ConjectureTest, Exercise, HintLevel, Part, ThemeChoice, View,
};
use crate::state::settings::{slice_bounds, triples_only, Settings};

/// The game on screen when the link names none.
pub const DEFAULT_GAME: &str = "sub:2,4,7";
/// The games the compare view compares when the link names none: the lecture's `*2 + *1 ≈ *3`.
const DEFAULT_COMPARISON: &str = "*2 + *1; *3";
/// The quotient view's last heap unless the link says otherwise (the search stops sooner when
/// a period is certified: Kayles' is, at heap 167).
pub const DEFAULT_QUOTIENT_HEAPS: u64 = 200;
/// The most elements the quotient view's quotient may have unless the link says otherwise.
pub const DEFAULT_QUOTIENT_ELEMENTS: u64 = 256;
/// The atlas's codes by default: up to 2 digits (63 codes).
pub const DEFAULT_ATLAS_DIGITS: usize = 2;

/// A grid's largest element unless the link says otherwise, for sets of `dims`.
fn default_max(dims: Dims) -> u32 {
    match dims {
        Dims::Pairs => 200,
        Dims::Triples => 40,
        Dims::Quads => 24,
    }
}

/// How the default of each parameter that follows others follows them, in words, for the
/// manual's table (the others' defaults are one value, which the table spells). A unit test
/// checks that these are exactly the parameters whose default changes with another's.
pub fn follows(name: &str) -> Option<&'static str> {
    Some(match name {
        "dims" => "`2`; `3` for the `sums` test",
        "max" => "200 (pairs), 40 (triples), 24 (4 elements)",
        "slice" => "`max` (`ab`, 4 elements), the middle (`ac`), 1 (`bc`)",
        "c" => "`d − 1`",
        "cap" => "2^20 (grids), 2^16 (atlas)",
        "heaps" => "one heap of `3·max S` (at least 15), or a row of 10",
        "show" => "a sequence: every part but `pn`; without research material in a teaching link (`why`, `steps`, `exercise`); `facts,table` in an embed, with `why` and `exercise` when the link opens them. Everything else: every part",
        "theme" => "`light` in an embed (white course notes), else `auto`",
        _ => return None,
    })
}

/// The default game, [`DEFAULT_GAME`] (read once).
pub fn default_game() -> Game {
    static GAME: OnceLock<Game> = OnceLock::new();
    GAME.get_or_init(|| {
        DEFAULT_GAME.parse().unwrap_or_else(|_| {
            Game::Octal(OctalCode::new([7, 7]).unwrap_or_else(|_| unreachable!("0.77 is valid")))
        })
    })
    .clone()
}

/// The default comparison, [`DEFAULT_COMPARISON`] (read once).
fn default_comparison() -> Comparison {
    static GAMES: OnceLock<Comparison> = OnceLock::new();
    GAMES
        .get_or_init(|| {
            DEFAULT_COMPARISON.parse().unwrap_or(Comparison {
                games: Vec::new(),
                groups: Vec::new(),
            })
        })
        .clone()
}

impl Settings {
    /// Every setting's default: the one place a default is written.
    ///
    /// A default that follows other settings follows them as `context` has them (a grid of
    /// triples gets a triple's `max`, a board of Kayles a row of Kayles); without a context, as
    /// their own defaults are. Each default follows only settings that come before it in the
    /// links' order, so a link is read by taking each parameter's default in that order and
    /// then its value, if the link has one.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::{PageState, Settings};
    /// assert_eq!(Settings::defaults(None), Settings::default());
    /// assert_eq!(Settings::default().max, 200);
    /// let (triples, _) = PageState::from_query("?view=heatmap&dims=3");
    /// assert_eq!(Settings::defaults(Some(triples.settings())).max, 40);
    /// ```
    pub fn defaults(context: Option<&Settings>) -> Settings {
        let view = View::Sequence;
        let test = ConjectureTest::Augment;
        let axes = Axes::Ab;
        let game = default_game();
        let embed = false;
        // What the defaults below follow: the context's settings, or the defaults above.
        let view_in = context.map_or(view, |c| c.view);
        let test_in = context.map_or(test, |c| c.test);
        let dims = if triples_only(view_in, test_in) {
            Dims::Triples
        } else {
            Dims::Pairs
        };
        let dims_in = context.map_or(dims, |c| c.dims);
        let max = default_max(dims_in);
        let max_in = context.map_or(max, |c| c.max);
        let axes_in = context.map_or(axes, |c| c.axes);
        let slice = slice_bounds(dims_in, max_in, axes_in).2;
        let slice_in = context.map_or(slice, |c| c.slice);
        let game_in = context.map_or(&game, |c| &c.game);
        let misere_in = context.is_some_and(|c| c.game.is_misere() || c.rows_misere);
        let embed_in = context.map_or(embed, |c| c.embed);
        let board = Board::default_for(game_in);
        Settings {
            view,
            rows_misere: false,
            limit: None,
            at: None,
            why: None,
            steps: false,
            exercise: Exercise::Off,
            from: 0,
            games: default_comparison(),
            upto: DEFAULT_QUOTIENT_HEAPS,
            elements: DEFAULT_QUOTIENT_ELEMENTS,
            test,
            bound: Bound::LargestElement,
            dims,
            max,
            axes,
            slice,
            third: slice_in.max(4) - 1,
            metric: Metric::Period,
            scale: Scale::Auto,
            range: ColourRange::Grid,
            window: None,
            primitive: false,
            cap: if view_in == View::Atlas {
                DEFAULT_ATLAS_CAP
            } else {
                DEFAULT_CAP
            },
            digits: DEFAULT_ATLAS_DIGITS,
            atlas_d0: 0,
            atlas_metric: AtlasMetric::Status,
            heaps: board.clone().played(misere_in).unwrap_or(board),
            turn: Player::One,
            moves: Vec::new(),
            vs: Opponent::Computer,
            hints: HintLevel::Off,
            lock: false,
            embed,
            show: match context {
                Some(c) => Part::shown_by_default(c),
                None => Part::shown(view, embed, false, Exercise::Off),
            },
            theme: if embed_in {
                ThemeChoice::Light
            } else {
                ThemeChoice::Auto
            },
            lang: None,
            worksheet: false,
            game,
        }
    }
}

impl Settings {
    /// [`Settings::defaults`] without a context, made once: the defaults of the parameters
    /// that follow no other.
    pub(crate) fn plain() -> &'static Settings {
        static PLAIN: OnceLock<Settings> = OnceLock::new();
        PLAIN.get_or_init(|| Settings::defaults(None))
    }
}

impl Default for Settings {
    /// Every default, before any parameter is read: [`Settings::defaults`] without a context.
    fn default() -> Self {
        Settings::plain().clone()
    }
}

/// The parts of a view shown by default: those the link's `show` replaces.
impl Part {
    /// The parts `s`'s view shows unless its link names others (`show`). An embed of a
    /// sequence shows its facts and table, and the why panel and the exercise when the link
    /// opens them; a teaching link on the full page (one that opens the why panel or sets an
    /// exercise) leaves out the research material (certificates, `B(S)` and `E(S)`, the
    /// literature's closed forms, the overview), which `show` brings back; every other page
    /// shows every part but the P/N table. The board shows everything beside it.
    pub fn shown_by_default(s: &Settings) -> Vec<Part> {
        Part::shown(s.view, s.embed, s.why.is_some() || s.steps, s.exercise)
    }

    /// [`Part::shown_by_default`] of a view, embedded or not, its why panel open or not, with
    /// its exercise.
    pub(crate) fn shown(view: View, embed: bool, why: bool, exercise: Exercise) -> Vec<Part> {
        if view != View::Sequence {
            return Part::of(view).to_vec();
        }
        let exercise = exercise == Exercise::Values;
        let teaching = exercise || why;
        let mut parts: Vec<Part> = if embed {
            vec![Part::Facts, Part::Table]
        } else if teaching {
            vec![Part::Facts, Part::Strip, Part::Table]
        } else {
            Part::of(view)
                .iter()
                .copied()
                .filter(|p| *p != Part::Pn)
                .collect()
        };
        if teaching {
            parts.push(Part::Why);
        }
        if exercise {
            parts.push(Part::Exercise);
        }
        parts.sort_unstable();
        parts.dedup();
        parts
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_game_is_the_one_written() {
        assert_eq!(default_game().to_string(), DEFAULT_GAME);
        assert!(!default_comparison().games.is_empty());
    }
}
