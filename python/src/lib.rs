//! The Rust half of the Python package `nimseq`: the module `nimseq._nimseq`, which the
//! package's Python half (`python/python/nimseq`) wraps in classes with docstrings and
//! notebook pictures.
//!
//! Every function here computes with the core (nimseq-core) or spells with the page layer
//! (nimseq-page); none computes anything of its own. Documents are handed over as the JSON the
//! command line writes (`--json`), arrays as numpy arrays whose buffer is the core's vector,
//! figures as SVG text or PNG bytes drawn by the core. Errors become `ValueError` with the
//! core's message; long work runs without the GIL, in pieces, between which Ctrl-C
//! (`KeyboardInterrupt`) and the progress callback are served.

#![cfg(not(target_arch = "wasm32"))]
#![warn(missing_docs)]

use pyo3::prelude::*;

pub mod errors;
pub mod figures;
pub mod game;
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
    tables::register(m)?;
    figures::register(m)?;
    play::register(m)?;
    Ok(())
}
