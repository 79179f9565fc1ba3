//! Errors across the boundary: the core's typed errors become Python exceptions once, here.

use pyo3::exceptions::{PyMemoryError, PyValueError};
use pyo3::PyErr;

use nimseq_core::GameError;

/// A core error as Python's `ValueError`, with the message the command line prints.
pub fn value_error(e: GameError) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// JSON the core wrote that could not be serialised (never expected): a `ValueError` naming it.
pub fn json_error(e: serde_json::Error) -> PyErr {
    PyValueError::new_err(format!("nimseq could not write its JSON: {e}"))
}

/// Memory for `count` values could not be had.
pub fn memory_error(count: u64, what: &str) -> PyErr {
    PyMemoryError::new_err(format!(
        "not enough memory for {count} {what}; ask for fewer"
    ))
}
