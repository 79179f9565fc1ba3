//! Playing sums of games: misère quotients, sums of heaps with their winning moves, and nimber
//! arithmetic (the Python half is `nimseq/_play.py`).
//!
//! A misère quotient's search goes heap by heap, and one heap can take long: the work runs on
//! a thread of its own, without the GIL, while the caller's thread looks for Ctrl-C (and calls
//! the progress callback) every 50 ms; Ctrl-C raises the search's cancel flag, as the command
//! line's handler does, and the search stops between the candidates it tries.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use serde_json::json;

use nimseq_core::game::{parse_count, Rule};
use nimseq_core::limits::{self, MAX_NIMBER, MAX_QUOTIENT_ELEMENTS, MAX_TERMS};
use nimseq_core::misere::{
    check_candidate_size, generator_name, QuotientBound, QuotientReport, QuotientSearch,
    QuotientStatus, DEFAULT_MAX_ELEMENTS,
};
use nimseq_core::sum::{analyse_sum, part_noun, MisereBounds};
use nimseq_core::{GameError, Limit};

use crate::errors::{json_error, value_error};
use crate::game::{read, versioned};
use crate::run::between;

/// How often the caller's thread looks for Ctrl-C and reports progress while the work runs.
const LOOK: Duration = Duration::from_millis(50);

/// Runs `work` on a thread of its own while this thread, without the GIL between looks, looks
/// every [`LOOK`] for Ctrl-C and calls `progress(done, total)` (`done` read from `done`).
/// On Ctrl-C (or an exception of the callback) `cancel` is raised, the work is waited for
/// (it stops soon, at its next look at the flag) and given to `stopped` with the exception,
/// whose error is raised.
fn watched<T: Send>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    done: &AtomicU64,
    total: u64,
    cancel: &AtomicBool,
    work: impl FnOnce() -> T + Send,
    stopped: impl FnOnce(Python<'_>, T, PyErr) -> PyErr,
) -> PyResult<T> {
    thread::scope(|scope| {
        let worker = scope.spawn(work);
        loop {
            let over = py.detach(|| {
                let until = Instant::now() + LOOK;
                while !worker.is_finished() && Instant::now() < until {
                    thread::sleep(Duration::from_millis(2));
                }
                worker.is_finished()
            });
            let looked = between(py, progress, done.load(Ordering::Relaxed).min(total), total);
            if over || looked.is_err() {
                cancel.store(true, Ordering::SeqCst);
                let result = py
                    .detach(|| worker.join())
                    .map_err(|_| PyRuntimeError::new_err("nimseq's computation failed"))?;
                return match looked {
                    Ok(()) => Ok(result),
                    Err(e) => Err(stopped(py, result, e)),
                };
            }
        }
    })
}

/// The option of Python's `misere_quotient` that raises a bound, if any.
fn keyword_of(bound: QuotientBound) -> Option<&'static str> {
    match bound {
        QuotientBound::Elements => Some("max_elements"),
        QuotientBound::CandidateSize => Some("max_candidate_size"),
        QuotientBound::Candidates => None,
    }
}

/// What would settle a computation a bound stopped, naming Python's keyword.
fn advice(bound: QuotientBound) -> String {
    match keyword_of(bound) {
        Some(keyword) => format!("the limit; raise it with {keyword}=N"),
        None => format!("{}, which no option raises", bound.advice()),
    }
}

/// The report's document (as `nimseq misere --json`, the bound's option named as Python's
/// keyword) and what a notebook shows beside it, both as JSON text.
fn quotient_documents(report: &QuotientReport) -> PyResult<(String, String)> {
    let q = report.quotient();
    let document = serde_json::to_value(report.document(keyword_of)).map_err(json_error)?;
    let generators: Vec<(String, u64)> = q
        .generator_heaps()
        .iter()
        .enumerate()
        .map(|(i, &h)| (generator_name(i), h))
        .collect();
    let words = json!({
        "title": q.game().title(),
        "summary": report.summary_with(advice),
        "presentation": q.presentation(true),
        "names": q.names(true),
        "p_portion": q.p_portion_names(true),
        "period": q.period_text(),
        "generators": generators,
    });
    let words = serde_json::to_string(&words).map_err(json_error)?;
    Ok((versioned(document)?, words))
}

/// The misère quotient of the sums of heaps 1 … `heaps` of the game `spec`, as `nimseq misere
/// --json` computes it: the document (JSON text) and the words a notebook shows (JSON text:
/// `summary`, `presentation`, `names`, `p_portion`, `period`, `generators`, in the pretty
/// notation). Ctrl-C raises `KeyboardInterrupt`, on which the quotient of the heaps done is
/// kept as the attribute `quotient_json` (the two texts).
#[pyfunction]
#[pyo3(signature = (spec, heaps, max_elements=DEFAULT_MAX_ELEMENTS, max_candidate_size=None, progress=None))]
fn misere_quotient<'py>(
    py: Python<'py>,
    spec: &str,
    heaps: u64,
    max_elements: u64,
    max_candidate_size: Option<u64>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(String, String)> {
    let game = read(spec, None)?;
    let working = max_candidate_size
        .map(check_candidate_size)
        .transpose()
        .map_err(PyValueError::new_err)?;
    let cancel = Arc::new(AtomicBool::new(false));
    let mut search = QuotientSearch::new(&game, heaps, max_elements)
        .map_err(value_error)?
        .with_cancel(Arc::clone(&cancel));
    if let Some(working) = working {
        search = search.with_working_bound(working as usize);
    }
    let done = AtomicU64::new(search.done());
    let total = search.total();
    let search = watched(
        py,
        progress.as_ref(),
        &done,
        total,
        &cancel,
        || {
            while !search.step() {
                done.store(search.done(), Ordering::Relaxed);
            }
            done.store(search.done(), Ordering::Relaxed);
            search
        },
        |py, search, e| {
            if let Ok(kept) = quotient_documents(&search.report()) {
                let _ = e.value(py).setattr("quotient_json", kept);
            }
            e
        },
    )?;
    let report = search.report();
    if report.status() == QuotientStatus::Interrupted {
        // Stopped by a raised flag that was not this call's Ctrl-C (never expected).
        return Err(pyo3::exceptions::PyKeyboardInterrupt::new_err(
            "the quotient's search was stopped",
        ));
    }
    quotient_documents(&report)
}

/// A sum's play rule from Python's `rule=`: normal or misère play.
fn sum_rule(rule: Option<&str>) -> PyResult<Option<Rule>> {
    let Some(text) = rule else {
        return Ok(None);
    };
    let rule: Rule = text.parse().map_err(value_error)?;
    match rule {
        Rule::Normal | Rule::Misere => Ok(Some(rule)),
        other => Err(PyValueError::new_err(format!(
            "a sum is played under normal or misère play (rule=\"normal\" or \"misere\"), not {other}; a subtraction heap spells take-all itself, as in sub:3,5,6/take-all@9 or sub:3,5,6/misere-take-all@9"
        ))),
    }
}

/// A sum of heaps as `nimseq sum --json` analyses it: the document (JSON text), each winning
/// move in its game's words (`row 1: knock down 1 pin, leaving rows of 2 and 2  ->  …`), and
/// what each heap is called (`row`, `heap`, `game`). `heaps` are the command line's
/// spellings (`octal:0.77@5`, `K5`, `3`); `rule` is `normal`, `misere` or `None` (as the heaps
/// spell it); `limit` bounds each game's period search (`None`: `--limit auto`).
#[pyfunction]
#[pyo3(signature = (heaps, rule=None, limit=None, max_elements=DEFAULT_MAX_ELEMENTS, max_candidate_size=None))]
fn sum_heaps(
    py: Python<'_>,
    heaps: Vec<String>,
    rule: Option<&str>,
    limit: Option<u64>,
    max_elements: u64,
    max_candidate_size: Option<u64>,
) -> PyResult<(String, Vec<String>, Vec<String>)> {
    let rule = sum_rule(rule)?;
    let working = max_candidate_size
        .map(check_candidate_size)
        .transpose()
        .map_err(PyValueError::new_err)?;
    let cancel = Arc::new(AtomicBool::new(false));
    let done = AtomicU64::new(0);
    let result = watched(
        py,
        None,
        &done,
        1,
        &cancel,
        || {
            analyse_sum(
                &heaps,
                rule,
                Some(Arc::clone(&cancel)),
                || {
                    limit
                        .map(|l| limits::check(Limit::SearchLimit, l, MAX_TERMS - 1))
                        .transpose()
                        .map(|_| limit)
                },
                || {
                    limits::check(Limit::QuotientElements, max_elements, MAX_QUOTIENT_ELEMENTS)?;
                    Ok(MisereBounds {
                        max_elements,
                        max_candidate_size: working.map(|n| n as usize),
                        ..MisereBounds::default()
                    })
                },
            )
        },
        |_, _, e| e,
    )?;
    let (heaps, report) = match result {
        Ok(analysed) => analysed,
        Err(GameError::Cancelled) => {
            return Err(pyo3::exceptions::PyKeyboardInterrupt::new_err(
                "the sum's analysis was stopped",
            ))
        }
        Err(e) => return Err(value_error(e)),
    };
    let lines = report.move_lines(&heaps);
    let nouns = heaps
        .iter()
        .map(|h| part_noun(&h.game).to_string())
        .collect();
    let document = serde_json::to_value(&report).map_err(json_error)?;
    Ok((versioned(document)?, lines, nouns))
}

/// A whole number in `0 … 2^64 − 1` from its decimal spelling, or `ValueError` with the
/// message the page's nimber calculator gives.
#[pyfunction]
fn nimber_value(text: &str) -> PyResult<u64> {
    parse_count(text, Limit::NimberSize, MAX_NIMBER).map_err(value_error)
}

/// The nim-product `a ⊗ b` of two nimbers below `2^64`, by the core's
/// (`nimber::nim_product`).
#[pyfunction]
fn nim_product(a: u64, b: u64) -> u64 {
    nimseq_core::nimber::nim_product(a, b)
}

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(misere_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(sum_heaps, m)?)?;
    m.add_function(wrap_pyfunction!(nimber_value, m)?)?;
    m.add_function(wrap_pyfunction!(nim_product, m)?)?;
    Ok(())
}
