//! Tables of whole families, as the command line writes them: `nimseq sweep` (a cell per
//! subtraction set, handed over as numpy columns), `nimseq records` and `nimseq atlas` (the
//! CSV text of their rows, which the core writes for the command line too).
//!
//! Each runs on every core as the command line runs it (the core's ordered pool), on a thread
//! of its own without the GIL; the calling thread looks at Ctrl-C and calls the progress
//! callback every [`WAIT`]. On Ctrl-C the exception is raised at once, and the workers stop
//! by themselves within a set (a sweep, a row of records) or 2^16 values (a code of the atlas).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use numpy::PyArray1;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyList;

use nimseq_core::atlas::{self, codes_from, rows_in_order, zero_n_seven, DEFAULT_ATLAS_CAP};
use nimseq_core::game::{parse_count, Rule};
use nimseq_core::limits::{MAX_GRID_PAIRS, MAX_TERMS};
use nimseq_core::pool::{in_order, unit_size};
use nimseq_core::sweep::{csv_header, family_sets, read_records_rows, record_of_row_while};
use nimseq_core::sweep::{records_csv_row, shard_rows, Cap, Family, Shard, RECORDS_CSV_HEADER};
use nimseq_core::sweep::{SweepKernel, SweepSets, SweepSpec, DEFAULT_CAP};
use nimseq_core::{GameError, Limit};

use crate::args::{self, optional_count};
use crate::errors::{memory_error, value_error};
use crate::game::query_of;
use crate::run::{between, Progress};

/// How often the calling thread looks at Ctrl-C and reports progress while the work runs.
const WAIT: Duration = Duration::from_millis(100);

/// Sets per unit of work at most, as `nimseq sweep` (a unit's cells are handed on together).
const MOST_PER_UNIT: u64 = 4096;

/// Whether the work should go on (no Ctrl-C, no exception from the progress callback yet).
type GoOn<'a> = &'a (dyn Fn() -> bool + Sync);

/// Runs `work(go_on, done)` on a thread of its own, without the GIL, while the calling thread
/// waits for its result in steps of [`WAIT`], between which it raises `KeyboardInterrupt` on
/// Ctrl-C and calls `progress(done, total)` ([`between`]). `work` counts what it has done in
/// `done` and looks at `go_on()` often: once Ctrl-C is pressed (or the callback raised) it
/// says `false` and the exception is raised at once, while the work winds down by itself (it
/// touches nothing of Python's, and what it made is dropped).
fn in_background<T: Send + 'static>(
    py: Python<'_>,
    progress: Option<&Progress<'_>>,
    total: u64,
    work: impl FnOnce(GoOn<'_>, &AtomicU64) -> T + Send + 'static,
) -> PyResult<T> {
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicU64::new(0));
    let (tx, mut rx) = mpsc::channel::<T>();
    {
        let (stop, done) = (Arc::clone(&stop), Arc::clone(&done));
        thread::Builder::new()
            .name("nimseq".into())
            .spawn(move || {
                let go_on = || !stop.load(Ordering::Relaxed);
                // Refused only when the caller has gone (it raised): nothing to hand on.
                let _ = tx.send(work(&go_on, &done));
            })
            .map_err(|e| {
                PyRuntimeError::new_err(format!("nimseq could not start a thread: {e}"))
            })?;
    }
    loop {
        let (back, got) = py.detach(move || {
            let got = rx.recv_timeout(WAIT);
            (rx, got)
        });
        rx = back;
        let now = match got {
            Ok(out) => {
                between(py, progress, total, total)?;
                return Ok(out);
            }
            Err(RecvTimeoutError::Timeout) => done.load(Ordering::Relaxed).min(total),
            Err(RecvTimeoutError::Disconnected) => {
                return Err(PyRuntimeError::new_err(
                    "nimseq failed inside (a worker panicked); please report it",
                ))
            }
        };
        if let Err(e) = between(py, progress, now, total) {
            stop.store(true, Ordering::Relaxed);
            return Err(e);
        }
    }
}

/// [`args::count_text`], or `None` for `None`.
fn optional_count_text(value: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<String>> {
    value.map(|v| args::count_text(v, what)).transpose()
}

/// What a column of the command line's CSV holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Whole numbers, an empty field for none.
    Int,
    /// `true` or `false`.
    Bool,
    /// Text (`""` for none).
    Text,
}

/// The columns of `nimseq records`' CSV that are not text.
const RECORDS_TYPES: &[(&str, Kind)] = &[
    ("max", Kind::Int),
    ("sets", Kind::Int),
    ("unresolved", Kind::Int),
    ("longest_period", Kind::Int),
    ("longest_preperiod", Kind::Int),
    ("lower_bound", Kind::Bool),
    ("settle_cap", Kind::Int),
];

/// The columns of `nimseq atlas`' CSV that are not text.
const ATLAS_TYPES: &[(&str, Kind)] = &[
    ("preperiod", Kind::Int),
    ("period", Kind::Int),
    ("certificate_until", Kind::Int),
    ("checked_to", Kind::Int),
    ("largest", Kind::Int),
    ("rare_count", Kind::Int),
    ("last_rare", Kind::Int),
    ("largest_at", Kind::Int),
];

/// A column of a table: its kind (`int`, `bool` or `str`); its values (numpy `int64` with -1
/// where the CSV's field is empty, numpy `bool`, or a list of `str`); and for whole numbers,
/// which are missing (numpy `bool`).
type Column<'py> = (
    &'static str,
    Bound<'py, PyAny>,
    Option<Bound<'py, PyArray1<bool>>>,
);

/// A table: its columns' names (the CSV header's) and its columns.
type Table<'py> = (Vec<String>, Vec<Column<'py>>);

/// The fields of one row of the core's CSV (a quoted field holds no quote: the core writes
/// `'` for one).
fn csv_fields(row: &str) -> Vec<&str> {
    let row = row.trim_end_matches(['\n', '\r']);
    let mut fields = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (i, c) in row.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => {
                fields.push(&row[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    fields.push(&row[start..]);
    fields
        .into_iter()
        .map(|f| {
            f.strip_prefix('"')
                .and_then(|f| f.strip_suffix('"'))
                .unwrap_or(f)
        })
        .collect()
}

/// The core's CSV rows (without their `header`) as typed columns, each typed as `kinds`
/// says (text otherwise).
fn typed_columns<'py>(
    py: Python<'py>,
    header: &str,
    rows: &[String],
    kinds: &[(&str, Kind)],
) -> PyResult<Table<'py>> {
    let names: Vec<String> = header.split(',').map(str::to_string).collect();
    let rows: Vec<Vec<&str>> = rows.iter().map(|r| csv_fields(r)).collect();
    let mut columns = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let fields = rows.iter().map(|r| r.get(i).copied().unwrap_or(""));
        let kind = kinds
            .iter()
            .find(|(n, _)| n == name)
            .map_or(Kind::Text, |&(_, k)| k);
        columns.push(match kind {
            Kind::Int => {
                let missing: Vec<bool> = fields.clone().map(str::is_empty).collect();
                let values = fields
                    .map(|f| match f {
                        "" => Ok(-1),
                        f => f.parse::<i64>().map_err(|_| {
                            PyRuntimeError::new_err(format!(
                                "nimseq could not read its own table: `{f}` in {name}"
                            ))
                        }),
                    })
                    .collect::<PyResult<Vec<i64>>>()?;
                (
                    "int",
                    PyArray1::from_vec(py, values).into_any(),
                    Some(PyArray1::from_vec(py, missing)),
                )
            }
            Kind::Bool => {
                let values: Vec<bool> = fields.map(|f| f == "true").collect();
                ("bool", PyArray1::from_vec(py, values).into_any(), None)
            }
            Kind::Text => ("str", PyList::new(py, fields)?.into_any(), None),
        });
    }
    Ok((names, columns))
}

/// The cells of one unit of a sweep: the sets' elements (one after another), preperiods and
/// periods (both 0 for a set left unresolved within the cap).
struct Unit {
    elements: Vec<u32>,
    preperiods: Vec<u32>,
    periods: Vec<u32>,
}

/// `nimseq sweep --dims D --max N --cap C --rule R [--primitive] [--family F]` as numpy
/// columns: the CSV header's names and one `uint32` array per column (`a`, `b`, … `preperiod`,
/// `period`; an unresolved set has period 0 and preperiod 0), the number of elements of each
/// set, and the page's query of the same heatmap when the page can draw it. A count is a whole
/// number or the command line's spelling (`"2^20"`); `cap` is the command line's default when
/// `None`.
#[pyfunction]
#[pyo3(signature = (dims=None, max=None, cap=None, rule=None, primitive=None, family=None, progress=None))]
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn sweep_columns<'py>(
    py: Python<'py>,
    dims: Option<&Bound<'py, PyAny>>,
    max: Option<&Bound<'py, PyAny>>,
    cap: Option<&Bound<'py, PyAny>>,
    rule: Option<&Bound<'py, PyAny>>,
    primitive: Option<&Bound<'py, PyAny>>,
    family: Option<&Bound<'py, PyAny>>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(
    Vec<String>,
    Vec<Bound<'py, PyArray1<u32>>>,
    usize,
    Option<String>,
)> {
    let dims = optional_count_text(dims, "dims")?.unwrap_or_else(|| "3".to_string());
    let max = optional_count_text(max, "max")?.unwrap_or_else(|| "200".to_string());
    let cap = optional_count_text(cap, "cap")?.unwrap_or_else(|| DEFAULT_CAP.to_string());
    let rule = args::optional_text(rule, "rule")?.unwrap_or_else(|| "normal".to_string());
    let primitive = primitive
        .map(|p| args::flag(p, "primitive"))
        .transpose()?
        .unwrap_or(false);
    let family = args::optional_text(family, "family")?;
    let progress = Progress::read(progress, "sets")?;
    let (dims, max, cap, rule) = (dims.as_str(), max.as_str(), cap.as_str(), rule.as_str());
    // Read in the command line's order, with its messages.
    let chosen: Family = family
        .as_deref()
        .unwrap_or("all")
        .parse()
        .map_err(value_error)?;
    let (spec, sets) = if chosen == Family::All {
        let spec = SweepSpec::read(dims, max, cap, rule).map_err(value_error)?;
        (spec, SweepSets::all(&spec))
    } else {
        if dims.trim() != "3" {
            return Err(value_error(GameError::BadFamily(
                family.unwrap_or_default(),
            )));
        }
        let spec = SweepSpec::read_family(max, cap, rule).map_err(value_error)?;
        (spec, SweepSets::Listed(family_sets(chosen, spec.max)))
    };
    let k = spec.dims.count();
    let total = sets.len();
    let mut columns: Vec<Vec<u32>> = Vec::new();
    for _ in 0..k + 2 {
        let mut column = Vec::new();
        column
            .try_reserve_exact(total as usize)
            .map_err(|_| memory_error(total, "cells"))?;
        columns.push(column);
    }
    let size = unit_size(total, MOST_PER_UNIT);
    let units = total.div_ceil(size) as usize;
    let (complete, columns) = in_background(py, progress.as_ref(), total, move |go_on, done| {
        let compute = |kernel: &mut SweepKernel, unit: usize| {
            let from = unit as u64 * size;
            let count = size.min(total - from);
            let mut cells = Unit {
                elements: Vec::with_capacity(count as usize * k),
                preperiods: Vec::with_capacity(count as usize),
                periods: Vec::with_capacity(count as usize),
            };
            for key in sets.slice(from, count) {
                if !go_on() {
                    break;
                }
                if primitive && !key.is_primitive() {
                    continue;
                }
                let cell = kernel.cell(key.as_slice(), spec.rule, spec.cap);
                let resolved = cell.is_resolved();
                cells.elements.extend_from_slice(key.as_slice());
                cells
                    .preperiods
                    .push(if resolved { cell.preperiod } else { 0 });
                cells.periods.push(if resolved { cell.period } else { 0 });
            }
            (count, cells)
        };
        let handed = in_order(units, SweepKernel::new, compute, |_, (count, cells)| {
            if !go_on() {
                return false;
            }
            for (i, column) in columns[..k].iter_mut().enumerate() {
                column.extend(cells.elements.iter().skip(i).step_by(k));
            }
            columns[k].extend_from_slice(&cells.preperiods);
            columns[k + 1].extend_from_slice(&cells.periods);
            done.fetch_add(count, Ordering::Relaxed);
            true
        });
        (handed == units, columns)
    })?;
    if !complete {
        return Err(PyRuntimeError::new_err("the sweep stopped before its end"));
    }
    let arrays = columns
        .into_iter()
        .map(|column| PyArray1::from_vec(py, column))
        .collect();
    // The page's heatmap of the same sets, when the page draws it.
    let query = (chosen == Family::All)
        .then(|| {
            let mut pairs = vec![
                ("view".to_string(), "heatmap".to_string()),
                ("dims".to_string(), k.to_string()),
                ("max".to_string(), spec.max.to_string()),
                ("cap".to_string(), spec.cap.to_string()),
            ];
            if spec.rule != Rule::Normal {
                pairs.push(("rule".to_string(), spec.rule.name().to_string()));
            }
            if primitive {
                pairs.push(("primitive".to_string(), "1".to_string()));
            }
            query_of(&pairs).ok()
        })
        .flatten();
    let names = csv_header(spec.dims)
        .split(',')
        .map(str::to_string)
        .collect();
    Ok((names, arrays, k, query))
}

/// `nimseq records --size S --max N --cap C [--from M] --rule R [--primitive]` as typed
/// columns of its CSV, a row per largest element (each row's sets spread over every core).
/// A count is a whole number or the command line's spelling (`"2^20"`, `"auto"` for the cap).
#[pyfunction]
#[pyo3(signature = (size=None, max=None, cap=None, from_=None, primitive=None, rule=None, progress=None))]
#[allow(clippy::too_many_arguments)]
fn records_columns<'py>(
    py: Python<'py>,
    size: Option<&Bound<'py, PyAny>>,
    max: Option<&Bound<'py, PyAny>>,
    cap: Option<&Bound<'py, PyAny>>,
    from_: Option<&Bound<'py, PyAny>>,
    primitive: Option<&Bound<'py, PyAny>>,
    rule: Option<&Bound<'py, PyAny>>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Table<'py>> {
    let size = optional_count_text(size, "size")?.unwrap_or_else(|| "3".to_string());
    let max = optional_count_text(max, "max")?.unwrap_or_else(|| "40".to_string());
    let cap = optional_count_text(cap, "cap")?.unwrap_or_else(|| "auto".to_string());
    let from = optional_count_text(from_, "from_")?;
    let primitive = primitive
        .map(|p| args::flag(p, "primitive"))
        .transpose()?
        .unwrap_or(false);
    let rule = args::optional_text(rule, "rule")?.unwrap_or_else(|| "normal".to_string());
    let progress = Progress::read(progress, "rows")?;
    let (dims, max) = read_records_rows(&size, &max).map_err(value_error)?;
    let cap = Cap::read(&cap).map_err(value_error)?;
    let rule: Rule = rule.parse().map_err(value_error)?;
    let from = match from {
        Some(text) => {
            parse_count(&text, Limit::GridMax, MAX_GRID_PAIRS).map_err(value_error)? as u32
        }
        None => 0,
    };
    let rows = shard_rows(dims, max, Shard::WHOLE);
    let rows = rows.start.max(from)..rows.end.max(from);
    let total = rows.len() as u64;
    let (complete, text) = in_background(py, progress.as_ref(), total, move |go_on, done| {
        let mut text = Vec::new();
        let compute = |_: &mut (), i: usize| {
            record_of_row_while(dims, rows.start + i as u32, rule, cap, primitive, go_on)
        };
        let handed = in_order(
            rows.len(),
            || (),
            compute,
            |_, record| match record {
                Some(record) if go_on() => {
                    text.push(records_csv_row(&record));
                    done.fetch_add(1, Ordering::Relaxed);
                    true
                }
                _ => false,
            },
        );
        (handed == rows.len(), text)
    })?;
    if !complete {
        return Err(PyRuntimeError::new_err(
            "the table of records stopped before its end",
        ));
    }
    typed_columns(py, RECORDS_CSV_HEADER, &text, RECORDS_TYPES)
}

/// `nimseq atlas` as typed columns of its CSV, a row per code: every code of `digits` digits
/// (after `d0.`; only those whose first digit is `first_digit` when given), or the family
/// `0.0n7` up to `n_max`, each computed within `cap` values.
#[pyfunction]
#[pyo3(signature = (digits=None, cap=None, d0=None, family=None, n_max=None, first_digit=None, progress=None))]
#[allow(clippy::too_many_arguments)]
fn atlas_columns<'py>(
    py: Python<'py>,
    digits: Option<&Bound<'py, PyAny>>,
    cap: Option<&Bound<'py, PyAny>>,
    d0: Option<&Bound<'py, PyAny>>,
    family: Option<&Bound<'py, PyAny>>,
    n_max: Option<&Bound<'py, PyAny>>,
    first_digit: Option<&Bound<'py, PyAny>>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Table<'py>> {
    let digits = optional_count(digits, "digits")?;
    let cap = optional_count_text(cap, "cap")?;
    let d0 = optional_count(d0, "d0")?.unwrap_or(0);
    let family = args::optional_text(family, "family")?;
    let n_max = optional_count(n_max, "n_max")?;
    let first_digit = optional_count(first_digit, "first_digit")?;
    let progress = Progress::read(progress, "codes")?;
    let cap = match cap {
        Some(text) => parse_count(&text, Limit::Terms, MAX_TERMS).map_err(value_error)?,
        None => u64::from(DEFAULT_ATLAS_CAP),
    }
    .max(2);
    let refuse = |text: String| PyValueError::new_err(text);
    let within = |what: &str, value: u64, low: u64, high: u64| {
        if value < low || value > high {
            Err(refuse(format!("{what} = {value} is not in {low}..={high}")))
        } else {
            Ok(value as u8)
        }
    };
    let codes = match family.as_deref() {
        Some(name) => {
            if name.trim() != "0.0n7" {
                return Err(refuse(format!(
                    "unknown family of codes '{name}'; the family is '0.0n7'"
                )));
            }
            if digits.is_some() || first_digit.is_some() || d0 != 0 {
                return Err(refuse(
                    "a family of codes is given by its n_max, without digits, first_digit or d0"
                        .to_string(),
                ));
            }
            let n_max = within(
                "n_max",
                n_max.unwrap_or(25),
                1,
                atlas::MAX_ZERO_N_SEVEN as u64,
            )?;
            zero_n_seven(usize::from(n_max)).map_err(value_error)?
        }
        None => {
            if n_max.is_some() {
                return Err(refuse("n_max is for the family '0.0n7' alone".to_string()));
            }
            let digits = within(
                "digits",
                digits.unwrap_or(2),
                1,
                atlas::MAX_ATLAS_DIGITS as u64,
            )?;
            let first = first_digit
                .map(|d| within("first_digit", d, 0, 7))
                .transpose()?;
            let d0 = within("d0", d0, 0, 9)?;
            codes_from(d0, usize::from(digits), first).map_err(value_error)?
        }
    };
    let total = codes.len() as u64;
    let outcome = in_background(py, progress.as_ref(), total, move |go_on, done| {
        let mut text = Vec::new();
        let mut failed = None;
        let handed = rows_in_order(&codes, cap, go_on, |_, row| match row {
            Ok(row) if go_on() => {
                text.push(atlas::csv_row(&row));
                done.fetch_add(1, Ordering::Relaxed);
                true
            }
            Ok(_) => false,
            Err(e) => {
                failed = Some(e);
                false
            }
        });
        match failed {
            Some(e) => Err(e),
            None => Ok((handed == codes.len(), text)),
        }
    })?;
    match outcome {
        Ok((true, text)) => typed_columns(py, atlas::CSV_HEADER, &text, ATLAS_TYPES),
        Ok((false, _)) | Err(GameError::Cancelled) => {
            Err(PyRuntimeError::new_err("the atlas stopped before its end"))
        }
        Err(e) => Err(value_error(e)),
    }
}

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(sweep_columns, m)?)?;
    m.add_function(wrap_pyfunction!(records_columns, m)?)?;
    m.add_function(wrap_pyfunction!(atlas_columns, m)?)?;
    Ok(())
}
