//! # nimseq-page
//!
//! The page layer: everything nimseq's page means, on top of the core (`nimseq-core`, which
//! cannot import it). Each view of the page has a module of its own here, named as in its
//! link (`view=…`), in the WebAssembly boundary (`web/src/<view>.rs`) and in the page's
//! scripts (`www/js/views/<view>/`): `sequence`, `heatmap`, `conjecture`, `play`, `atlas`,
//! `compare`, `quotient`; `grid` holds what the two grid views share, `embed` the embed
//! dialog, `figure` the figures of a chosen size, and `state` the link: every parameter
//! declared once, the [`Settings`] in force with their defaults, and the [`PageState`] that
//! reads and writes links without replacing a choice.
//!
//! The modules are private; everything the boundary, the command line and the tests use is
//! exported here, under one name each.
//!
//! # Examples
//! ```
//! use nimseq_page::{PageState, View};
//! let (state, notices) = PageState::from_query("?view=heatmap&max=300&tint=red");
//! assert_eq!(state.settings().view, View::Heatmap);
//! assert_eq!(notices.len(), 1); // "tint" is unknown
//! assert_eq!(state.to_query(), "?view=heatmap&max=300");
//! ```
#![warn(missing_docs)]

mod atlas;
mod compare;
mod conjecture;
mod embed;
mod figure;
mod grid;
mod heatmap;
mod play;
mod quotient;
mod sequence;
mod state;

pub use atlas::run::{compute_job, AtlasJob, AtlasRun, KEPT_VALUES};
pub use atlas::{
    compute_records, AtlasCell, AtlasLayout, AtlasLegendItem, AtlasMap, AtlasPage, AtlasPlace,
    AtlasRecord, AtlasTableRow, COMPARED_ON_PAGE, NEAR, SORT_KEYS,
};
pub use compare::{
    default_comparison, ComparePart, CompareRow, CompareView, Comparison, GameValue, Pair,
    PartValue, MAX_COMPARE_GAMES, MAX_COMPARE_HEAP, MAX_COMPARE_PARTS, MAX_COMPARE_SLOW_HEAP,
};
pub use conjecture::{conjecture_view, ConjectureView, CounterexampleView};
pub use embed::{
    embed_code, embed_dialog, EmbedChoices, EmbedDialog, HeightSource, Offer, PartChoice,
    HEIGHT_MESSAGE, HOST_SCRIPT, MAX_HEIGHT, MIN_HEIGHT, MOST_EXTRA_ROWS,
};
pub use figure::{
    atlas_height, atlas_svg, atlas_width, heatmap_svg, overview_svg, FigureInfo, FigureKind,
    FigureSize, MAX_PIXELS, MAX_SCALE, MAX_SIDE, MAX_WIDTH, MIN_SCALE, MIN_WIDTH,
};
#[cfg(all(feature = "png", not(target_arch = "wasm32")))]
pub use figure::{atlas_png, heatmap_png, overview_png};
pub use grid::extremes::{extremes, Extreme, Extremes, Leaders, EXTREMES};
pub use grid::records::{record_curve, record_curve_rows, RecordPoint, RecordSet};
pub use grid::{file_stem, sequence_link};
pub use heatmap::{
    categories, cell_info, heatmap_labels, heatmap_legend, heatmap_title, Category, CellInfo,
};
pub use play::howto::{cleared, how_to_play};
pub use play::screen::{
    HeapScreen, LastMove, MoveView, Outcome, PickNote, Screen, StoryRow, LEGEND,
};
pub use play::BoardPage;
pub use quotient::{
    element_colour, quotient_page, quotient_search, ElementView, ProductTable, QuotientPage,
    SumReading, DEFAULT_QUOTIENT_ELEMENTS, DEFAULT_QUOTIENT_HEAPS, PAGE_MAX_QUOTIENT_ELEMENTS,
};
pub use sequence::exercise::{check_answer, exercise_instructions, exercise_score, Feedback};
pub use sequence::why::{why_panel, WhyOption, WhyPanel, MOST_LISTED};
pub use sequence::{
    game_title, sequence_view, shown_length, stretch_csv, stretch_json, value_readout,
    CandidateSummary, CheckedPrediction, GameAnalysis, PatternSummary, PeriodSummary,
    MAX_DOWNLOAD_VALUES,
};
pub use state::form::{page_title, Field, GameForm, GameKind, Link};
pub use state::names::{
    AtlasMetric, ConjectureTest, EmbedSize, Exercise, HintLevel, Named, Part, ThemeChoice, View,
};
pub use state::params::{param, readme_table, Choice, Input, Param, Problem, PARAMS};
pub use state::settings::{
    default_game, default_max, page_max, Settings, AUTO_SEARCH_BUDGET_MS, DEFAULT_ATLAS_DIGITS,
    DEFAULT_GAME, PAGE_MAX_ATLAS_DIGITS, PAGE_MAX_PAIRS, PAGE_MAX_QUADS, PAGE_MAX_TERMS,
    PAGE_MAX_TRIPLES,
};
pub use state::{Notice, PageState, MAX_QUERY_LENGTH, MAX_VALUE_LENGTH};
