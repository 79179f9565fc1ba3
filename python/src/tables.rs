//! (Filled in by the work on issue 48: see the module's Python half, nimseq/_tables.py.)

use pyo3::prelude::*;

/// Adds this file's functions to the module.
pub fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}
