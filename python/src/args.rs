//! Arguments from Python, read here once: what each must be, and one message for each way it
//! can be wrong. A value of the wrong type is a `TypeError` naming the type it has; a negative
//! whole number is the same `ValueError` everywhere ([`negative`]); everything past that (a
//! count above a limit, a spelling the core cannot read) is the core's own error.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyFloat, PyInt, PyString};

/// The name of `value`'s type, as Python says it (`int`, `float`, `NoneType`).
pub fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map_or_else(|_| "object".to_string(), |name| name.to_string())
}

/// `value` as a Python `int` when it is a whole number: an `int` or an object that stands for
/// one (`__index__`: numpy's integers, a `Nimber`), but not a `bool`.
fn whole<'py>(value: &Bound<'py, PyAny>) -> Option<Bound<'py, PyInt>> {
    if value.is_instance_of::<PyBool>() {
        return None;
    }
    if let Ok(int) = value.cast::<PyInt>() {
        return Some(int.clone());
    }
    if value.is_instance_of::<PyFloat>() || !value.hasattr("__index__").unwrap_or(false) {
        return None;
    }
    value
        .call_method0("__index__")
        .ok()?
        .cast_into::<PyInt>()
        .ok()
}

/// Whether `value` is a whole number ([`count`] reads it, or says it is negative or huge).
pub fn is_whole(value: &Bound<'_, PyAny>) -> bool {
    whole(value).is_some()
}

/// The one message for a negative whole number where a count is asked for.
pub fn negative(what: &str, value: &Bound<'_, PyAny>) -> PyErr {
    PyValueError::new_err(format!("{what} must be at least 0, not {value}"))
}

/// The `TypeError` of a value that is no whole number.
pub fn not_whole(value: &Bound<'_, PyAny>, what: &str) -> PyErr {
    PyTypeError::new_err(format!(
        "{what} must be a whole number, not {}",
        type_name(value)
    ))
}

/// A whole number at least 0 (`what` names it in messages): `TypeError` for another type,
/// [`negative`] below 0, and a `ValueError` at `2^64` and above (beyond every limit).
pub fn count(value: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    let Some(int) = whole(value) else {
        return Err(not_whole(value, what));
    };
    if let Ok(n) = int.extract::<u64>() {
        return Ok(n);
    }
    if int.lt(0)? {
        Err(negative(what, int.as_any()))
    } else {
        Err(PyValueError::new_err(format!(
            "{what} = {int} is far beyond any limit of nimseq"
        )))
    }
}

/// [`count`], or `None` for `None`.
pub fn optional_count(value: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<u64>> {
    value.map(|v| count(v, what)).transpose()
}

/// A whole number, negative ones too (`what` names it in messages), within `i64`.
pub fn signed(value: &Bound<'_, PyAny>, what: &str) -> PyResult<i64> {
    let Some(int) = whole(value) else {
        return Err(not_whole(value, what));
    };
    int.extract::<i64>().map_err(|_| {
        PyValueError::new_err(format!("{what} = {int} is far beyond any limit of nimseq"))
    })
}

/// A text (`what` names it in messages): `TypeError` for anything but a `str`.
pub fn text(value: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    match value.cast::<PyString>() {
        Ok(text) => Ok(text.to_cow()?.into_owned()),
        Err(_) => Err(PyTypeError::new_err(format!(
            "{what} must be a str, not {}",
            type_name(value)
        ))),
    }
}

/// [`text`], or `None` for `None`.
pub fn optional_text(value: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<String>> {
    value.map(|v| text(v, what)).transpose()
}

/// A count as the command line reads its argument: a whole number at least 0 (spelled in
/// decimal) or a `str` for the core to read (`"2^20"`).
pub fn count_text(value: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(text.to_cow()?.into_owned());
    }
    match whole(value) {
        Some(_) => Ok(count(value, what)?.to_string()),
        None => Err(PyTypeError::new_err(format!(
            "{what} must be a whole number or its spelling (a str such as \"2^20\"), not {}",
            type_name(value)
        ))),
    }
}

/// `True` or `False` (numpy's booleans too): `TypeError` for anything else.
pub fn flag(value: &Bound<'_, PyAny>, what: &str) -> PyResult<bool> {
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(b.is_true());
    }
    let numpy_bool = value.get_type().module().is_ok_and(|m| m == "numpy")
        && matches!(type_name(value).as_str(), "bool" | "bool_");
    if numpy_bool {
        return value.is_truthy();
    }
    Err(PyTypeError::new_err(format!(
        "{what} must be True or False, not {}",
        type_name(value)
    )))
}

/// A real number (an `int` or a `float`, numpy's too; not a `bool`), `what` naming it.
pub fn number(value: &Bound<'_, PyAny>, what: &str) -> PyResult<f64> {
    let real = !value.is_instance_of::<PyBool>()
        && !value.is_instance_of::<PyString>()
        && !value.is_instance_of::<PyBytes>()
        && (value.is_instance_of::<PyInt>()
            || value.is_instance_of::<PyFloat>()
            || value.hasattr("__float__").unwrap_or(false));
    if !real {
        return Err(PyTypeError::new_err(format!(
            "{what} must be a number, not {}",
            type_name(value)
        )));
    }
    value.call_method0("__float__")?.extract::<f64>()
}

/// The `TypeError` of something given where a game is asked for, with a hint for the
/// likeliest slips (a number for its set, bytes for a text).
pub fn not_a_game(value: &Bound<'_, PyAny>) -> PyErr {
    let hint = if let Some(int) = whole(value) {
        format!(
            "; write the game out, as \"sub:{int}\" (the subtraction game of {{{int}}}) or \
             \"octal:0.{int}\""
        )
    } else if value.is_instance_of::<PyBytes>() {
        "; decode the bytes first (b\"kayles\".decode())".to_string()
    } else {
        String::new()
    };
    PyTypeError::new_err(format!(
        "a game is its spelling, a str such as \"kayles\", \"sub:2,4,7\", \"octal:0.77\" or \
         \"tb:4.[3]\" (or a nimseq.Game), not {}{hint}",
        type_name(value)
    ))
}
