//! # nimseq-core
//!
//! Nim-sequences (Grundy values) of impartial games, with **certified** preperiods and periods.
//!
//! The crate is a pure core: no web dependencies, usable natively (the `nimseq` command line)
//! and compiled to WebAssembly for the page. It covers
//!
//! - subtraction games with any finite set `S` under four rules ([`game::Rule`]);
//! - octal games with a finite code such as Kayles `0.77` ([`game::OctalCode`]);
//! - take-and-break games beyond octal: hexadecimal digits, splits that remove nothing, codes
//!   that repeat forever, unequal splits, Grundy's game ([`game::TakeBreakCode`]), with
//!   arithmetic periods ([`period::Periodicity`]);
//! - sums of games, with every winning move ([`sum`]);
//! - misère quotients, which decide misère sums (Plambeck–Siegel), with their presentations
//!   and certified periods ([`misere`]);
//! - an atlas of every short octal code, compared with the literature's tables ([`atlas`]);
//! - a game board with perfect play, remoteness and hints ([`play`]), and nim arithmetic
//!   ([`nimber`]);
//! - the outcome string `B(S)` and the exact result number `E(S)` ([`outcome`]);
//! - closed forms from the literature as predictions beside the computed answer ([`theory`]);
//! - sweeps over all 2- and 3-element subtraction sets ([`sweep`]), and one ordered worker
//!   pool that long runs write from ([`pool`]);
//! - pictures of sweeps and sequences on any plotters backend ([`draw`]);
//! - a plain, obviously-correct reference implementation used as the test oracle
//!   ([`mod@reference`]).
//!
//! On top of the core, the page layer (`nimseq-page`) is what the web page means (its links,
//! views and texts); the core cannot import it (it is another crate, which depends on this
//! one). The WebAssembly boundary (`nimseq-web`) and the `nimseq` command line sit on top of both.
//!
//! Every period this crate reports comes with a [`period::Certificate`]: for subtraction games a
//! repeated window of `max S` values, for octal games the range checked by the Guy–Smith
//! periodicity theorem, for take-and-break codes its form with `b` heaps or nimseq's
//! arithmetic-periodicity theorem for codes that never split. When no period is certified
//! below a limit the answer says so
//! ([`period::Periodicity::NotFound`]); it never guesses.
//!
//! The API is one path per item: each domain's module ([`game`], [`period`], [`sweep`], …)
//! exports its items flat, its own files private; the errors ([`GameError`]) and the minimum
//! excludant ([`mex`]) sit at the root.
//!
//! # Examples
//!
//! ```
//! use nimseq_core::{game::Game, period::{find_period, Periodicity}};
//!
//! let game: Game = "sub:2,4,7".parse()?;
//! let report = find_period(&game, 10_000)?;
//! let Periodicity::Periodic(period) = report.grundy else { panic!("always periodic") };
//! assert_eq!((period.preperiod, period.period), (8, 3));
//! # Ok::<(), nimseq_core::GameError>(())
//! ```
#![warn(missing_docs)]

pub mod atlas;
#[cfg(not(target_arch = "wasm32"))]
pub mod bench;
pub mod checksum;
pub mod draw;
mod error;
pub mod estimate;
pub mod game;
mod heap;
pub mod limits;
mod mex;
pub mod misere;
pub mod nimber;
pub mod oeis;
pub mod outcome;
pub mod period;
pub mod play;
#[cfg(not(target_arch = "wasm32"))]
pub mod pool;
pub mod reference;
pub mod sum;
pub mod sweep;
pub mod theory;
pub mod words;

pub use error::{GameError, Limit};
pub use mex::{mex, MexSet};
