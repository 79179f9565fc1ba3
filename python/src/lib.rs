//! The Rust half of the Python package `nimseq`: the module `nimseq._nimseq`, which the
//! package's Python half (`python/python/nimseq`) wraps in classes with docstrings and
//! notebook pictures.
//!
//! Every function here computes with the core (nimseq-core) or spells with the page layer
//! (nimseq-page); none computes anything of its own. Results are classes with typed getters
//! (a game, a period, a checked claim, a misère quotient, a sum, a nimber, a figure), whose
//! documents (the command line's `--json`) are built as Python's dicts and lists here; arrays
//! are numpy arrays whose buffer is the core's vector, figures SVG text or PNG bytes drawn by
//! the core. Arguments are read and checked here ([`args`]): a wrong type is a `TypeError`, a
//! bad value the core's `ValueError` with the command line's message. Long work runs without
//! the GIL, in pieces, between which Ctrl-C (`KeyboardInterrupt`) and the progress callback
//! are served.

#![cfg(not(target_arch = "wasm32"))]
#![warn(missing_docs)]

use pyo3::prelude::*;

pub mod args;
pub mod document;
pub mod errors;
pub mod figures;
pub mod game;
pub mod genus;
pub mod play;
pub mod run;
pub mod tables;

/// The version of nimseq, as every JSON document names it (`nimseq_version`).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The module `nimseq._nimseq`.
#[pymodule]
fn _nimseq(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", VERSION)?;
    game::register(m)?;
    genus::register(m)?;
    tables::register(m)?;
    figures::register(m)?;
    play::register(m)?;
    Ok(())
}
