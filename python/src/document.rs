//! Results as Python objects: the command line's JSON documents (`nimseq … --json`) built as
//! Python's dicts, lists, ints and strs here (no JSON text crosses the boundary), and the
//! methods every result class shares ([`result_class!`]).

use std::hash::{DefaultHasher, Hash, Hasher};

use pyo3::exceptions::{PyAttributeError, PyKeyError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use pyo3::IntoPyObjectExt;
use serde_json::Value;

use crate::errors::json_error;

/// `value` as Python objects: `None`, `bool`, `int`, `float`, `str`, `list` and `dict` (its
/// keys in the document's order).
pub fn to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    match value {
        Value::Null => Ok(py.None().into_bound(py)),
        Value::Bool(b) => b.into_bound_py_any(py),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                u.into_bound_py_any(py)
            } else if let Some(i) = n.as_i64() {
                i.into_bound_py_any(py)
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_bound_py_any(py)
            }
        }
        Value::String(s) => Ok(PyString::new(py, s).into_any()),
        Value::Array(items) => {
            let items = items
                .iter()
                .map(|v| to_py(py, v))
                .collect::<PyResult<Vec<_>>>()?;
            Ok(PyList::new(py, items)?.into_any())
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (k, v) in fields {
                dict.set_item(k, to_py(py, v)?)?;
            }
            Ok(dict.into_any())
        }
    }
}

/// Any serialisable value of the core as Python objects ([`to_py`]): `serialised!(py, &value)`.
macro_rules! serialised {
    ($py:expr, $value:expr) => {
        serde_json::to_value($value)
            .map_err($crate::errors::json_error)
            .and_then(|value| $crate::document::to_py($py, &value))
    };
}

pub(crate) use serialised;

/// A string field of a document.
pub fn text_of(document: &Value, name: &str) -> Option<String> {
    document
        .get(name)
        .and_then(Value::as_str)
        .map(str::to_string)
}

/// A whole-number field of a document.
pub fn number_of(document: &Value, name: &str) -> Option<u64> {
    document.get(name).and_then(Value::as_u64)
}

/// A field of a document as Python objects (`None` when it is absent).
pub fn field_of<'py>(py: Python<'py>, document: &Value, name: &str) -> PyResult<Bound<'py, PyAny>> {
    to_py(py, document.get(name).unwrap_or(&Value::Null))
}

/// `value` with the version that computed it (`nimseq_version`), as every document names it.
pub fn versioned(mut value: Value) -> Value {
    if let Some(object) = value.as_object_mut() {
        object.insert("nimseq_version".into(), crate::VERSION.into());
    }
    value
}

/// The document as JSON text: indented by `indent` spaces a level, or on one line (`None`).
pub fn json_text(value: &Value, indent: Option<usize>) -> PyResult<String> {
    let Some(indent) = indent else {
        let mut out = String::new();
        one_line(value, &mut out)?;
        return Ok(out);
    };
    // Written two spaces a level, each line's indentation then made `indent` a level (a string
    // holds no line break: JSON writes `\n` for one).
    let pretty = serde_json::to_string_pretty(value).map_err(json_error)?;
    let lines: Vec<String> = pretty
        .lines()
        .map(|line| {
            let text = line.trim_start_matches(' ');
            let levels = (line.len() - text.len()) / 2;
            format!("{}{text}", " ".repeat(levels * indent))
        })
        .collect();
    Ok(lines.join("\n"))
}

/// `value` as JSON text on one line, a space after each `,` and `:` (as Python's `json`
/// writes it).
fn one_line(value: &Value, out: &mut String) -> PyResult<()> {
    match value {
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                one_line(item, out)?;
            }
            out.push(']');
        }
        Value::Object(fields) => {
            out.push('{');
            for (i, (key, item)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&serde_json::to_string(key).map_err(json_error)?);
                out.push_str(": ");
                one_line(item, out)?;
            }
            out.push('}');
        }
        leaf => out.push_str(&serde_json::to_string(leaf).map_err(json_error)?),
    }
    Ok(())
}

/// A hash of the document (equal documents, equal hashes).
pub fn hash_of(value: &Value) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.to_string().hash(&mut hasher);
    hasher.finish()
}

/// The field `name` of the document, or `KeyError`.
pub fn item<'py>(py: Python<'py>, value: &Value, name: &str) -> PyResult<Bound<'py, PyAny>> {
    match value.get(name) {
        Some(field) => to_py(py, field),
        None => Err(PyKeyError::new_err(name.to_string())),
    }
}

/// The field `name` read as an attribute (a field the class has no getter for), or an
/// `AttributeError` listing the fields.
pub fn attribute<'py>(
    py: Python<'py>,
    value: &Value,
    class: &str,
    name: &str,
) -> PyResult<Bound<'py, PyAny>> {
    if !name.starts_with('_')
        && let Some(field) = value.get(name)
    {
        return to_py(py, field);
    }
    let fields: Vec<&str> = value
        .as_object()
        .map(|o| o.keys().map(String::as_str).collect())
        .unwrap_or_default();
    Err(PyAttributeError::new_err(format!(
        "{class} has no field '{name}'; its fields: {}",
        fields.join(", ")
    )))
}

/// A result class: `#[pymethods]` with the methods every result has (`to_dict`, `to_json`,
/// `result["field"]`, equality and hashing by the document, a field as an attribute,
/// pickling), then the class's own. The class gives its document as `fn document(&self) ->
/// Cow<Value>`, what it holds beside as `fn state(&self) -> PyResult<Value>` and is made again
/// from both by `fn restored(document: Value, state: Value) -> PyResult<Self>` (unpickled by
/// the function `$restore` of the module, which this adds). It can be made again from one of
/// its kind (`Class(result)`), so that the package's Python classes can extend it.
macro_rules! result_class {
    ($class:ident, $restore:ident { $($own:tt)* }) => {
        /// Unpickles a result: its class (the package's, which extends this module's), its
        /// document and what it holds beside, as JSON text.
        #[pyfunction]
        fn $restore<'py>(
            class: &Bound<'py, pyo3::types::PyType>,
            document: &str,
            state: &str,
        ) -> PyResult<Bound<'py, PyAny>> {
            let read = |text: &str| serde_json::from_str(text).map_err($crate::errors::json_error);
            let result = $class::restored(read(document)?, read(state)?)?;
            class.call1((Bound::new(class.py(), result)?,))
        }

        #[pymethods]
        impl $class {
            /// The same result again (for the package's classes, which extend this one).
            #[new]
            fn __new__(result: &Bound<'_, Self>) -> Self {
                result.get().clone()
            }

            /// The document, as the command line's `--json` writes it (`nimseq_version`
            /// included), as dicts, lists, ints and strs.
            fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                $crate::document::to_py(py, &self.document())
            }

            /// The document as JSON text, indented by `indent` spaces (`None`: one line), as
            /// Python's `json` writes it.
            #[pyo3(signature = (indent=2))]
            fn to_json(&self, indent: Option<usize>) -> PyResult<String> {
                $crate::document::json_text(&self.document(), indent)
            }

            fn __getitem__<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
                $crate::document::item(py, &self.document(), name)
            }

            fn __getattr__<'py>(slf: &Bound<'py, Self>, name: &str) -> PyResult<Bound<'py, PyAny>> {
                let class = slf.get_type().name()?.to_string();
                $crate::document::attribute(slf.py(), &slf.get().document(), &class, name)
            }

            fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
                other
                    .cast::<Self>()
                    .is_ok_and(|other| other.get().document() == self.document())
            }

            fn __hash__(&self) -> u64 {
                $crate::document::hash_of(&self.document())
            }

            /// Pickled as its document and what it holds beside (JSON text, read again by
            /// the module when unpickled).
            #[allow(clippy::type_complexity)]
            fn __reduce__<'py>(
                slf: &Bound<'py, Self>,
            ) -> PyResult<(
                Bound<'py, PyAny>,
                (Bound<'py, pyo3::types::PyType>, String, String),
            )> {
                let state = slf.get().state()?.to_string();
                let document = slf.get().document().to_string();
                let restore = slf
                    .py()
                    .import("nimseq._nimseq")?
                    .getattr(stringify!($restore))?;
                Ok((restore, (slf.get_type(), document, state)))
            }

            /// The version of nimseq that computed it.
            #[getter]
            fn nimseq_version(&self) -> &'static str {
                $crate::VERSION
            }

            $($own)*
        }
    };
}

pub(crate) use result_class;
