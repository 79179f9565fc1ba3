//! # nimseq
//!
//! Nim-sequences (Grundy values) of impartial games, with **certified** preperiods and periods.
//!
//! This package is the `nimseq` command line (feature `cli`, on by default) and the library
//! users depend on: the API of the core, [`nimseq_core`], re-exported whole, so that
//! `nimseq = { version = "0.1", default-features = false }` brings the core without the
//! command line's dependencies.
//!
//! ```
//! use nimseq::{game::Game, period::{find_period, Periodicity}};
//!
//! let game: Game = "sub:2,4,7".parse()?;
//! let report = find_period(&game, 10_000)?;
//! let Periodicity::Periodic(period) = report.grundy else { panic!("always periodic") };
//! assert_eq!((period.preperiod, period.period), (8, 3));
//! # Ok::<(), nimseq::GameError>(())
//! ```
#![warn(missing_docs)]

pub use nimseq_core::*;
