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
mod limits;
mod play;
mod quotient;
mod sequence;
mod state;
mod terms;
pub mod texts;
mod words;
mod worksheet;

pub use atlas::run::{compute_job, AtlasJob, AtlasRun, KEPT_VALUES};
pub use atlas::{
    compute_records, AtlasCell, AtlasLayout, AtlasLegendItem, AtlasListItem, AtlasLists, AtlasMap,
    AtlasPage, AtlasPlace, AtlasRecord, AtlasTableRow, FurtherOffer, COMPARED_ON_PAGE,
    LISTED_GROUPS, LISTED_PAIRS, LISTED_SHIFTS, NARROW_COLUMNS, NEAR, SORT_KEYS,
};
pub use compare::{CompareRow, CompareView, GameValue, Pair, PartValue};
pub use conjecture::{
    conjecture_view, counterexample_page, ConjectureView, CounterexamplePage, CounterexampleView,
    COUNTEREXAMPLES_PER_PAGE,
};
pub use embed::{
    embed_dialog, embedded_state, EmbedChoices, EmbedDialog, HeightSource, Offer, PartChoice,
    HEIGHT_MESSAGE, HOST_SCRIPT, MAX_HEIGHT, MIN_HEIGHT, MOST_EXTRA_ROWS, MOST_EXTRA_STEPS,
    PHONE_WIDTH,
};
pub use figure::{
    atlas_height, atlas_svg, atlas_width, heatmap_svg, heatmap_svg_where, overview_svg, FigureInfo,
    FigureKind, FigureSize, MAX_PIXELS, MAX_SCALE, MAX_SIDE, MAX_WIDTH, MIN_SCALE, MIN_WIDTH,
};
#[cfg(all(feature = "png", not(target_arch = "wasm32")))]
pub use figure::{atlas_png, heatmap_png, heatmap_png_where, overview_png};
pub use figure::{figure_state, PlotFigure};
pub use grid::extremes::{extremes, extremes_of, Extreme, Extremes};
pub use grid::picture::{GridPicture, PictureStep, PixelRows, CELLS_PER_STEP};
pub use grid::records::{
    record_curve, record_curve_rows, record_plot, PlotDot, PlotFrame, PlotLine, PlotText,
    RecordCurve, RecordPlot, RecordPoint, RecordSet, DOTS_PER_TASK, RECORD_ROWS,
};
pub use grid::window::{
    dragged, first_set, following, is_tap, map_height, not_a_set, pinched, square, walked, whole,
    zoomed, Drag, MapMove, Walk, FEWEST_CELLS, LONG_STEP, PINCH_SLOP, TAP_SLOP,
};
pub use grid::{
    file_stem, fill_packed, grid_computing, grid_progress, pack_cells, sequence_link, unpack_cells,
    work_units, PACKED, UNIT_CELLS,
};
pub use heatmap::{
    categories, cell_info, heatmap_labels, heatmap_labels_where, heatmap_legend, heatmap_title,
    Category, CellInfo,
};
pub use limits::{field_limits, Bounds, FieldLimits};
pub use play::heaps::{HeapScreen, LastMove, PickChoice, PickView};
pub use play::hint::{HintPanel, HintValueRow};
pub use play::howto::{cleared, how_to_play};
pub use play::moves::{MoveView, PickNote};
pub use play::screen::{Screen, LEGEND};
pub use play::story::{Announcements, Outcome, PlayedRow, StoryRow};
pub use play::{nim_calculator, BoardPage, NimCalculator};
pub use quotient::genus::{
    genus_search, GenusCell, GenusStrip, QUOTIENT_GENUS_HEAPS, QUOTIENT_GENUS_POSITIONS,
    QUOTIENT_GENUS_SLICE,
};
pub use quotient::view::{
    quotient_computing, quotient_progress, NamedCell, NamedRow, NamedTable, PretendingStrip,
    QuotientView, StripCell, TableFit, QUOTIENT_LEAST_SIDE, QUOTIENT_MOST_RATIO,
    QUOTIENT_NAMED_ORDER, QUOTIENT_STRIP_HEAPS, QUOTIENT_TABLE_SIDE,
};
pub use quotient::{
    element_colour, quotient_page, ElementView, ProductTable, QuotientPage, SumReading,
};
pub use sequence::chips::MexChip;
pub use sequence::desk::{DeskError, SearchDesk};
pub use sequence::exercise::{
    check_answer, exercise_instructions, exercise_question, exercise_score, hidden_why,
    ExerciseQuestion, Feedback, HiddenWhy,
};
pub use sequence::facts::{
    searching_facts, strip_words, LongText, SearchingFacts, SequenceFacts, StripWords, SHOWN_CHARS,
};
pub use sequence::further::{further_box, FurtherBox, FurtherSearch, SearchOffer};
pub use sequence::known::{ArithmeticLaw, KnownValues, SequenceLaw, ValuePeriod, MOST_PAST};
pub use sequence::pn::{pn_table, PnCell, PnTable, PN_POSITIONS, PN_ROW};
pub use sequence::position::{past_note, position_readout, PastNote};
pub use sequence::run::{SearchEnd, SearchRun, SearchStep};
pub use sequence::status::{search_status, search_status_left, setup_summary, stopped_status};
pub use sequence::steps::{why_at, why_steps, StepLine, WhySteps, MOST_STEPS};
pub use sequence::table::{
    row_width, rows_caption, value_table, TableAsk, ValueCell, ValueRow, ValueTable, LONGEST_ROW,
    PAGE_ROWS,
};
pub use sequence::why::{why_button, why_panel, why_title, WhyOption, WhyPanel, MOST_LISTED};
pub use sequence::{
    sequence_view, shown_length, stretch_csv, stretch_json, value_readout, CandidateSummary,
    CheckedPrediction, GameAnalysis, PatternSummary, PeriodSummary, MAX_DOWNLOAD_VALUES,
};
pub use state::comparison::{
    ComparePart, Comparison, MAX_COMPARE_GAMES, MAX_COMPARE_HEAP, MAX_COMPARE_PARTS,
    MAX_COMPARE_SLOW_HEAP,
};
pub use state::defaults::{
    default_game, follows, DEFAULT_ATLAS_DIGITS, DEFAULT_GAME, DEFAULT_QUOTIENT_ELEMENTS,
    DEFAULT_QUOTIENT_HEAPS,
};
pub use state::form::{page_title, Field, GameForm, GameKind, Link};
pub use state::names::{
    AtlasMetric, ConjectureTest, EmbedForm, EmbedSize, Exercise, HintLevel, Named, Part,
    ThemeChoice, View,
};
pub use state::params::{param, readme_table, Choice, Input, Param, Problem, PARAMS};
pub use state::seal::{seal, unseal, Unsealed, SEALED};
pub use state::settings::{
    next_slice, page_max, Settings, AUTO_SEARCH_BUDGET_MS, PAGE_MAX_ATLAS_DIGITS, PAGE_MAX_PAIRS,
    PAGE_MAX_QUADS, PAGE_MAX_QUOTIENT_ELEMENTS, PAGE_MAX_TERMS, PAGE_MAX_TRIPLES,
};
pub use state::tasks::{AtlasTask, QuotientTask, SearchTask};
pub use state::{Notice, PageState, MAX_QUERY_LENGTH, MAX_VALUE_LENGTH};
pub use terms::{terms, Term};
pub use texts::{reader_language, set_reader_languages, texts, PAGE};
pub use words::Progress;
pub use worksheet::{worksheet, Cell, CellKind, Line, Section, Worksheet};
