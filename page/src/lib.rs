//! # nimseq-page
//!
//! The page layer: everything the page means, on top of the core (`nimseq-core`), which cannot
//! import it.
//!
//! - [`params`]: every link parameter declared once (name, views, values, default, what it
//!   depends on); links, notices, forms and the manual's table (docs/links.md) come from it;
//! - [`PageState`]: the values the user chose and the [`Settings`] in force; reading and
//!   writing links, and applying a form's changes without replacing a choice;
//! - [`names`]: how each choice is spelled in links and labelled in forms;
//! - [`embed`]: the `<iframe>` code of a view, its sizes, parts, theme and height, and the
//!   embed dialog;
//! - [`howto`]: the board's instructions, in the words of its moves;
//! - [`form`]: what JavaScript is told about a state (values, choices, the game's parts, the
//!   title) and the games typed in forms;
//! - [`atlas`]: the atlas of octal codes as a map, a table and downloads;
//! - [`figure`]: the heatmap, the atlas's map and the overview as figures of a chosen size
//!   (SVG, and PNG natively), for the downloads and `nimseq plot`;
//! - [`sequence`], [`heatmap`], [`board`], [`screen`]: the words and data each view shows (the
//!   sequence view's facts and CSV, the heatmap's captions and read-outs, the board's game and
//!   the screen it draws);
//! - [`exercise`]: exercises that check themselves (the values of a sequence);
//! - [`compare`]: games compared (`G ≈ H` exactly when `G + H` is a P-position);
//! - [`why`]: how one value arises, written out as the lecture notes do (options, mex);
//! - [`quotient`]: a misère quotient as the page shows it (presentation, pretending strip,
//!   product table and its read-outs, sums of heaps decided by their product).
//!
//! The WebAssembly boundary (`web`, wasm32 only) only converts: it reads a link into a
//! [`PageState`], asks this layer or the core, and hands back plain data.

#![warn(missing_docs)]

pub mod atlas;
pub mod atlas_run;
pub mod board;
pub mod compare;
pub mod embed;
pub mod exercise;
pub mod figure;
pub mod form;
pub mod heatmap;
pub mod howto;
pub mod names;
pub mod params;
pub mod quotient;
pub mod records;
pub mod screen;
pub mod sequence;
pub mod settings;
mod state;
pub mod why;

pub use board::BoardPage;
pub use names::{ConjectureTest, EmbedSize, Exercise, HintLevel, Named, Part, ThemeChoice, View};
pub use screen::{MoveView, Screen};
pub use settings::Settings;
pub use state::{Notice, PageState, MAX_QUERY_LENGTH, MAX_VALUE_LENGTH};
