//! One game: what it is, its values, its period and a checked claim.

use numpy::PyArray1;
use pyo3::prelude::*;
use serde_json::{json, Value};

use nimseq_core::game::{Evaluator, Game, Nimber};
use nimseq_core::limits::{self, MAX_TERMS};
use nimseq_core::period::json::{check_json, further, period_json};
use nimseq_core::period::{
    auto_limit, check_claim_on, claim_values, Claim, PeriodSearch, Sequence,
};
use nimseq_core::{GameError, Limit};

use crate::errors::{json_error, memory_error, value_error};
use crate::run::{in_pieces, Pieces};

/// Values computed in the first piece of a run (the pieces then grow while they are quick).
const FIRST_PIECE: u64 = 1 << 12;
/// Values computed in one piece at most.
const MOST_PIECE: u64 = 1 << 22;

/// `game` read from `spec`, under `rule` when one is given.
pub fn read(spec: &str, rule: Option<&str>) -> PyResult<Game> {
    Game::read(spec, rule).map_err(value_error)
}

/// `value` as JSON text, naming the version that computed it (`nimseq_version`).
pub fn versioned(mut value: Value) -> PyResult<String> {
    if let Some(object) = value.as_object_mut() {
        object.insert("nimseq_version".into(), crate::VERSION.into());
    }
    serde_json::to_string(&value).map_err(json_error)
}

/// What a game is, as JSON: its spelling (`spec`, with its rule), `title`, `rule`, the rules
/// in words and its OEIS entry.
#[pyfunction]
#[pyo3(signature = (spec, rule=None))]
fn describe(spec: &str, rule: Option<&str>) -> PyResult<String> {
    let game = read(spec, rule)?;
    versioned(json!({
        "spec": game.to_string(),
        "game": game.spec(),
        "title": game.title(),
        "name": game.common_name(),
        "rule": game.rule(),
        "rules": game.rules_in_words(),
        "oeis": nimseq_core::oeis::json(&game.spec()),
    }))
}

/// G(0) … G(n − 1) as a numpy array of `uint16`, whose buffer is the core's vector (no copy).
#[pyfunction]
#[pyo3(signature = (spec, n, progress=None))]
fn values<'py>(
    py: Python<'py>,
    spec: &str,
    n: u64,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyArray1<Nimber>>> {
    let game = read(spec, None)?;
    // Checked before anything is reserved: an allocation of 2^40 values would abort the
    // interpreter (which is no panic, and no exception can be made of it).
    limits::check(Limit::Terms, n, MAX_TERMS).map_err(value_error)?;
    let most = Evaluator::most_values(&game);
    if n > most {
        return Err(value_error(GameError::limit(Limit::Terms, n, most)));
    }
    let sequence = computed(py, &game, n, progress.as_ref())?;
    Ok(PyArray1::from_vec(py, sequence.into_values()))
}

/// The period search of `nimseq period --json`: the document (JSON text), and when no period
/// was certified, what would settle it in the words of Python (`limit=…`).
#[pyfunction]
#[pyo3(signature = (spec, limit=None, mask=None, progress=None))]
fn period<'py>(
    py: Python<'py>,
    spec: &str,
    limit: Option<u64>,
    mask: Option<u32>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<(String, Option<String>)> {
    let game = read(spec, None)?;
    if mask == Some(0) {
        return Err(pyo3::exceptions::PyValueError::new_err(
            "the mask must be at least 1 (with mask 0 every value is rare)",
        ));
    }
    let limit = search_limit(&game, limit)?;
    let search = searched(py, &game, limit, progress.as_ref())?;
    let report = search.report();
    let document = period_json(&game, &report, search.values(), mask);
    let settle = report.grundy.period().is_none().then(|| {
        further(
            report.checked_to,
            report.candidate.as_ref(),
            MAX_TERMS - 1,
            |m| format!("`limit={m}`"),
        )
    });
    Ok((versioned(document)?, settle))
}

/// The limit of a period search: `G(0) … G(limit)`, the command line's `--limit auto` when
/// `None`.
pub fn search_limit(game: &Game, limit: Option<u64>) -> PyResult<u64> {
    match limit {
        Some(limit) => {
            limits::check(Limit::SearchLimit, limit, MAX_TERMS - 1).map_err(value_error)?;
            Ok(limit)
        }
        None => Ok(auto_limit(game)),
    }
}

/// The period search of `game` up to `limit`, run in pieces without the GIL (Ctrl-C,
/// `progress`), until it certifies a period or reaches the limit.
pub fn searched(
    py: Python<'_>,
    game: &Game,
    limit: u64,
    progress: Option<&Bound<'_, PyAny>>,
) -> PyResult<PeriodSearch> {
    let mut search = PeriodSearch::new(game, limit).map_err(value_error)?;
    in_pieces(
        py,
        progress,
        Pieces::new(FIRST_PIECE, MOST_PIECE),
        limit + 1,
        |size| {
            let over = search.step(size as usize)?;
            Ok::<_, GameError>((over, search.values().len() as u64))
        },
        value_error,
    )?;
    Ok(search)
}

/// A claimed preperiod and period (and saltus) checked as `nimseq check --json` checks it,
/// the values its certificate compares computed in pieces (Ctrl-C, progress).
#[pyfunction]
#[pyo3(signature = (spec, preperiod, period, saltus=0, progress=None))]
fn check<'py>(
    py: Python<'py>,
    spec: &str,
    preperiod: u64,
    period: u64,
    saltus: i64,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<String> {
    let game = read(spec, None)?;
    let claim = Claim {
        preperiod,
        period,
        saltus,
    };
    let len = claim_values(&game, claim).map_err(value_error)?;
    let sequence = computed(py, &game, len, progress.as_ref())?;
    versioned(check_json(
        &game,
        claim,
        &check_claim_on(&game, claim, sequence.values()),
    ))
}

/// G(0) … G(len − 1) of `game`, computed in pieces without the GIL (Ctrl-C, progress), after
/// making sure the memory for them can be had.
fn computed(
    py: Python<'_>,
    game: &Game,
    len: u64,
    progress: Option<&Bound<'_, PyAny>>,
) -> PyResult<Sequence> {
    let n = len as usize;
    let mut probe: Vec<Nimber> = Vec::new();
    probe
        .try_reserve_exact(n)
        .map_err(|_| memory_error(len, "values"))?;
    drop(probe);
    // Past a certified period the values are copied from it.
    let mut sequence = Sequence::new(game);
    sequence.reserve_up_to(n, n);
    in_pieces(
        py,
        progress,
        Pieces::new(FIRST_PIECE, MOST_PIECE),
        len,
        |size| {
            let target = (sequence.len() + size as usize).min(n);
            sequence.extend_to(target)?;
            Ok::<_, GameError>((target == n, target as u64))
        },
        value_error,
    )?;
    Ok(sequence)
}

/// The query string (with its `?`) of the page's link that sets `pairs` (parameter, value),
/// in the page's own link grammar, and the page's notices about values it could not use
/// (those are left out of the link).
#[pyfunction]
fn page_query(pairs: Vec<(String, String)>) -> (String, Vec<String>) {
    let (state, notices) = nimseq_page::PageState::default().change(&pairs);
    (state.to_query(), notices.into_iter().map(|n| n.0).collect())
}

/// The code the page's Embed dialog writes for the view `pairs` sets, on the page at `base`:
/// the `<iframe>` (its height the dialog's estimate) and the lines that size it to its
/// content; and the page's notices, as [`page_query`].
#[pyfunction]
fn embed_code(pairs: Vec<(String, String)>, base: &str) -> (String, Vec<String>) {
    let (state, notices) = nimseq_page::PageState::default().change(&pairs);
    let dialog = nimseq_page::embed_dialog(&state, base, &nimseq_page::EmbedChoices::default());
    let notices = notices.into_iter().chain(dialog.notices);
    (dialog.code, notices.map(|n| n.0).collect())
}

/// Adds this file's functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(describe, m)?)?;
    m.add_function(wrap_pyfunction!(values, m)?)?;
    m.add_function(wrap_pyfunction!(period, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(page_query, m)?)?;
    m.add_function(wrap_pyfunction!(embed_code, m)?)?;
    Ok(())
}
