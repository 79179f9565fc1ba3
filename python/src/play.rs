//! Playing sums of games: misère quotients ([`Quotient`]), sums of heaps with their winning
//! moves ([`Sum`]), and nimber arithmetic ([`Nimber`]); the Python half is `nimseq/_play.py`.
//!
//! A misère quotient's search goes heap by heap, and one heap can take long: the work runs on
//! a thread of its own, without the GIL, while the caller's thread looks for Ctrl-C (and calls
//! the progress callback) every 50 ms; Ctrl-C raises the search's cancel flag, as the command
//! line's handler does, and the search stops between the candidates it tries.

use std::borrow::Cow;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use numpy::{PyArray1, PyArrayMethods};
use pyo3::exceptions::{PyKeyboardInterrupt, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList, PyString, PyTuple};
use pyo3::IntoPyObjectExt;
use serde_json::{json, Value};

use nimseq_core::game::{parse_count, Game, Rule};
use nimseq_core::limits::{self, MAX_NIMBER, MAX_QUOTIENT_ELEMENTS, MAX_TERMS};
use nimseq_core::misere::{
    check_candidate_size, generator_name, QuotientBound, QuotientReport, QuotientSearch,
    QuotientStatus, DEFAULT_MAX_ELEMENTS,
};
use nimseq_core::sum::{analyse_sum, part_noun, MisereBounds};
use nimseq_core::{GameError, Limit};

use crate::args::{self, count, optional_count};
use crate::document::{field_of, number_of, result_class, serialised, text_of, versioned};
use crate::errors::{json_error, value_error};
use crate::game::page_takes;
use crate::run::{between, Progress};

/// How often the caller's thread looks for Ctrl-C and reports progress while the work runs.
const LOOK: Duration = Duration::from_millis(50);

/// Runs `work` on a thread of its own while this thread, without the GIL between looks, looks
/// every [`LOOK`] for Ctrl-C and tells `progress` how far it is (`done` read from `done`).
/// On Ctrl-C (or an exception of the callback) `cancel` is raised, the work is waited for
/// (it stops soon, at its next look at the flag) and given to `stopped` with the exception,
/// whose error is raised.
fn watched<T: Send>(
    py: Python<'_>,
    progress: Option<&Progress<'_>>,
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

/// The bounds of a quotient's search from Python's keywords: `max_elements` (the command
/// line's default when `None`) and `max_candidate_size`.
fn bounds(
    max_elements: Option<&Bound<'_, PyAny>>,
    max_candidate_size: Option<&Bound<'_, PyAny>>,
) -> PyResult<(u64, Option<u64>)> {
    let max_elements =
        optional_count(max_elements, "max_elements")?.unwrap_or(DEFAULT_MAX_ELEMENTS);
    let working = optional_count(max_candidate_size, "max_candidate_size")?
        .map(check_candidate_size)
        .transpose()
        .map_err(PyValueError::new_err)?;
    Ok((max_elements, working))
}

/// A misère quotient and how its search ended: the document of `nimseq misere --json`, and
/// the quotient's algebra (the element of a heap, of a sum of heaps) computed by the core.
#[pyclass(module = "nimseq._nimseq", subclass, frozen)]
#[derive(Debug, Clone)]
pub struct Quotient {
    report: Arc<QuotientReport>,
    /// The bound on the elements it was computed with.
    max_elements: u64,
}

impl Quotient {
    fn document(&self) -> Cow<'_, Value> {
        let document = serde_json::to_value(self.report.document(keyword_of)).unwrap_or_default();
        Cow::Owned(versioned(document))
    }

    fn state(&self) -> PyResult<Value> {
        Err(not_pickled())
    }

    fn restored(_: Value, _: Value) -> PyResult<Self> {
        Err(not_pickled())
    }

    /// The index of heap `n`'s element, or a `ValueError` past the heaps listed when no period
    /// is certified.
    fn image(&self, n: u64) -> PyResult<u32> {
        let q = self.report.quotient();
        q.image(n).ok_or_else(|| {
            PyValueError::new_err(format!(
                "heap {n} is past the quotient's heaps (≤ {}) and no period of the pretending \
                 function is certified: compute the quotient of more heaps",
                q.pretending().len().saturating_sub(1)
            ))
        })
    }

    /// The index of the element of the sum of `heaps`.
    fn product_index(&self, heaps: &Bound<'_, PyTuple>) -> PyResult<u32> {
        let sizes = heaps
            .iter()
            .map(|h| count(&h, "heap"))
            .collect::<PyResult<Vec<u64>>>()?;
        for &n in &sizes {
            self.image(n)?;
        }
        Ok(self.report.quotient().image_of_heaps(&sizes).unwrap_or(0))
    }
}

/// A misère quotient is not pickled: its algebra is the core's, which its document does not
/// hold.
fn not_pickled() -> PyErr {
    PyTypeError::new_err(
        "a misère quotient cannot be pickled: its algebra is the core's quotient, which only \
         this process holds. Compute it again (misere_quotient(...)), or keep its document \
         (q.to_dict(), q.to_json())",
    )
}

result_class!(Quotient, _restore_quotient {
    /// The game's spelling, with its rule.
    #[getter]
    fn game(&self) -> String {
        self.report.quotient().game().to_string()
    }

    /// The largest heap asked for.
    #[getter]
    fn heaps(&self) -> u64 {
        self.report.asked()
    }

    /// The number of elements.
    #[getter]
    fn order(&self) -> usize {
        self.report.quotient().order()
    }

    /// The elements' names by index (`1`, `a`, `b`, `ab`, `b^2`, …), the identity first.
    #[getter]
    fn elements(&self) -> Vec<String> {
        self.report.quotient().names(false)
    }

    /// The identity's index.
    #[getter]
    fn identity(&self) -> u32 {
        self.report.quotient().identity()
    }

    /// The product table: `product[x][y]` is the index of `x · y`.
    #[getter]
    fn product(&self) -> Vec<Vec<u32>> {
        self.report.quotient().table()
    }

    /// The P-portion's indices.
    #[getter]
    fn p_positions(&self) -> Vec<u32> {
        self.report.quotient().p_positions()
    }

    /// The pretending function: the index of each heap's element, heap 0 first.
    #[getter]
    fn pretending(&self) -> Vec<u32> {
        self.report.quotient().pretending().to_vec()
    }

    /// The presentation: `<a, b | a^2 = 1, b^3 = b>`.
    #[getter]
    fn presentation(&self) -> String {
        self.report.quotient().presentation(false)
    }

    /// The certified period of the pretending function (`preperiod`, `period`,
    /// `certified_at`), or `None`.
    #[getter]
    fn period<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        serialised!(py, &self.report.quotient().period())
    }

    /// `periodic`, `partial`, `exceeded` or `interrupted`.
    #[getter]
    fn status(&self) -> &'static str {
        self.report.status().name()
    }

    /// The last heap the search took in.
    #[getter]
    fn heaps_done(&self) -> u64 {
        self.report.heaps_done()
    }

    /// The bound the search hit (`at_heap`, `bound`, `limit`, `order_with_heap`, and
    /// `option`, the keyword that raises it), or `None`.
    #[getter]
    fn exceeded<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        serialised!(py, &self.report.document(keyword_of).exceeded)
    }

    /// The P-portion's elements by name: a sum whose heaps multiply to one of these is lost
    /// by the player to move.
    #[getter]
    fn p_portion(&self) -> Vec<String> {
        self.report.quotient().p_portion_names(false)
    }

    /// The pretending function by name: the element of each heap 0 … `heaps`.
    #[getter]
    fn pretending_elements(&self) -> Vec<String> {
        let q = self.report.quotient();
        q.pretending().iter().map(|&x| q.name(x, false)).collect()
    }

    /// The multiplication table as an `order × order` numpy array of indices: `table[x, y]`
    /// is the index of `x · y`.
    #[getter]
    fn table<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let q = self.report.quotient();
        let n = q.order();
        let flat: Vec<u32> = q.table().into_iter().flatten().collect();
        Ok(PyArray1::from_vec(py, flat).reshape([n, n])?.into_any())
    }

    /// What the search found, in words (the command line's `status` line).
    #[getter]
    fn summary(&self) -> String {
        self.report.summary_with(advice)
    }

    /// The generators and the heaps whose elements they are: `[("a", 1), ("b", 2)]`.
    #[getter]
    fn generators(&self) -> Vec<(String, u64)> {
        self.report
            .quotient()
            .generator_heaps()
            .iter()
            .enumerate()
            .map(|(i, &h)| (generator_name(i), h))
            .collect()
    }

    /// The index of heap `heap`'s element: listed (`pretending`), or past the list by the
    /// certified period; `ValueError` past the list without one.
    fn index_of(&self, heap: &Bound<'_, PyAny>) -> PyResult<u32> {
        self.image(count(heap, "heap")?)
    }

    /// The name of heap `heap`'s element (see `index_of`).
    fn element_of(&self, heap: &Bound<'_, PyAny>) -> PyResult<String> {
        let x = self.image(count(heap, "heap")?)?;
        Ok(self.report.quotient().name(x, false))
    }

    /// The element of a sum of heaps: the product of its heaps' elements, by name.
    #[pyo3(signature = (*heaps))]
    fn product_of(&self, heaps: &Bound<'_, PyTuple>) -> PyResult<String> {
        let x = self.product_index(heaps)?;
        Ok(self.report.quotient().name(x, false))
    }

    /// Whether the player to move loses the misère sum of these heaps (its product lies in
    /// the P-portion).
    #[pyo3(signature = (*heaps))]
    fn is_p(&self, heaps: &Bound<'_, PyTuple>) -> PyResult<bool> {
        let x = self.product_index(heaps)?;
        Ok(self.report.quotient().is_p(x))
    }

    /// The game's title (`octal:0.77 (Kayles)`).
    #[getter]
    fn _game_title(&self) -> String {
        self.report.quotient().game().title()
    }

    /// The elements' names as people write them (`ab²`).
    #[getter]
    fn _pretty_names(&self) -> Vec<String> {
        self.report.quotient().names(true)
    }

    /// The presentation as people write it (`<a, b | a² = 1, b³ = b>`).
    #[getter]
    fn _pretty_presentation(&self) -> String {
        self.report.quotient().presentation(true)
    }

    /// The certified period in words.
    #[getter]
    fn _period_words(&self) -> String {
        self.report.quotient().period_text()
    }

    /// The page's parameters of the same quotient, when the page can show it.
    fn _page_pairs(&self) -> Option<Vec<(String, String)>> {
        let game = self.report.quotient().game();
        let mut pairs = vec![
            ("view".to_string(), "quotient".to_string()),
            ("game".to_string(), game.spec()),
        ];
        if game.rule() != Rule::Normal && matches!(game, Game::Subtraction { .. }) {
            pairs.push(("rule".to_string(), game.rule().name().to_string()));
        }
        pairs.push(("upto".to_string(), self.report.asked().to_string()));
        if self.max_elements != DEFAULT_MAX_ELEMENTS {
            let mut with = pairs.clone();
            with.push(("elements".to_string(), self.max_elements.to_string()));
            if page_takes(&with) {
                return Some(with);
            }
        }
        page_takes(&pairs).then_some(pairs)
    }
});

/// The misère quotient of the sums of heaps 1 … `heaps` of `game` (a `Game` or its
/// spelling), as `nimseq misere --json` computes it. Ctrl-C raises `KeyboardInterrupt`, whose
/// attribute `quotient` is the quotient of the heaps done.
#[pyfunction]
#[pyo3(signature = (game, heaps, max_elements=None, max_candidate_size=None, progress=None))]
fn misere_quotient<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    heaps: &Bound<'py, PyAny>,
    max_elements: Option<&Bound<'py, PyAny>>,
    max_candidate_size: Option<&Bound<'py, PyAny>>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Quotient> {
    let game = crate::game::game(game)?;
    let heaps = count(heaps, "heaps")?;
    let (max_elements, working) = bounds(max_elements, max_candidate_size)?;
    let progress = Progress::read(progress, "heaps")?;
    let cancel = Arc::new(AtomicBool::new(false));
    let mut search = QuotientSearch::new(&game, heaps, max_elements)
        .map_err(value_error)?
        .with_cancel(Arc::clone(&cancel));
    if let Some(working) = working {
        search = search.with_working_bound(working as usize);
    }
    let done = AtomicU64::new(search.done());
    let total = search.total();
    let quotient = |report: QuotientReport| Quotient {
        report: Arc::new(report),
        max_elements,
    };
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
            if let Ok(kept) = Py::new(py, quotient(search.report())) {
                let _ = e.value(py).setattr("quotient", kept);
            }
            e
        },
    )?;
    let report = search.report();
    if report.status() == QuotientStatus::Interrupted {
        // Stopped by a raised flag that was not this call's Ctrl-C (never expected).
        return Err(PyKeyboardInterrupt::new_err(
            "the quotient's search was stopped",
        ));
    }
    Ok(quotient(report))
}

/// A sum of heaps analysed as `nimseq sum --json` analyses it: the document, each winning
/// move in its game's words, and what each heap is called (`row`, `heap`, `game`).
#[pyclass(module = "nimseq._nimseq", subclass, frozen)]
#[derive(Debug, Clone)]
pub struct Sum {
    document: Arc<Value>,
    lines: Vec<String>,
    nouns: Vec<String>,
}

impl Sum {
    fn document(&self) -> Cow<'_, Value> {
        Cow::Borrowed(&self.document)
    }

    fn state(&self) -> PyResult<Value> {
        Ok(json!({ "lines": self.lines, "nouns": self.nouns }))
    }

    fn restored(document: Value, state: Value) -> PyResult<Self> {
        let texts = |name: &str| -> Vec<String> {
            state
                .get(name)
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default()
        };
        Ok(Sum {
            document: Arc::new(document),
            lines: texts("lines"),
            nouns: texts("nouns"),
        })
    }

    /// The heaps, each spelled `GAME@SIZE`.
    fn spelled(&self) -> Vec<String> {
        self.document
            .get("heaps")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether the sum is played misère.
    fn is_misere(&self) -> bool {
        text_of(&self.document, "rule").as_deref() == Some(Rule::Misere.name())
    }
}

result_class!(Sum, _restore_sum {
    /// The heaps, each spelled `GAME@SIZE`.
    #[getter]
    fn heaps(&self) -> Vec<String> {
        self.spelled()
    }

    /// Each heap's value (normal play; `None` under misère play).
    #[getter]
    fn values(&self) -> Option<Vec<u64>> {
        self.document
            .get("values")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(Value::as_u64).collect())
    }

    /// The nim-sum of the values (normal play; `None` under misère play).
    #[getter]
    fn nim_sum(&self) -> Option<u64> {
        number_of(&self.document, "nim_sum")
    }

    /// Whether the player to move wins with perfect play.
    #[getter]
    fn first_player_wins(&self) -> bool {
        self.document
            .get("first_player_wins")
            .and_then(Value::as_bool)
            .unwrap_or(false)
    }

    /// Every winning move: `{"move": {"heap", "take", "leaves"}, "result": [heaps after it]}`,
    /// heaps counted from 0.
    #[getter]
    fn winning_moves<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "winning_moves")
    }

    /// `misere` under misère play, `None` under normal play.
    #[getter]
    fn rule(&self) -> Option<String> {
        text_of(&self.document, "rule")
    }

    /// Under misère play `N` (the player to move wins) or `P`; `None` under normal play.
    #[getter]
    fn outcome(&self) -> Option<String> {
        text_of(&self.document, "outcome")
    }

    /// Under misère play `quotient` or `search`: what decided the sum.
    #[getter]
    fn decided_by(&self) -> Option<String> {
        text_of(&self.document, "decided_by")
    }

    /// What the quotient says of a misère sum it decided, else `None`.
    #[getter]
    fn quotient<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "quotient")
    }

    /// What the search of a misère sum's positions did, when it decided the sum, else `None`.
    #[getter]
    fn search<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "search")
    }

    /// Each winning move in its game's words and the heaps it leaves: `row 1: knock down 1
    /// pin, leaving rows of 2 and 2  ->  …` (under misère play decided by a quotient, the
    /// product it leaves too).
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.lines.clone()
    }

    /// Whether the sum is played misère (whoever makes the last move loses).
    #[getter]
    fn misere(&self) -> bool {
        self.is_misere()
    }

    /// What each heap is called (`row`, `heap`, `game`).
    #[getter]
    fn _nouns(&self) -> Vec<String> {
        self.nouns.clone()
    }

    /// The page's board with these heaps, when the page can show it.
    fn _page_pairs(&self) -> Option<Vec<(String, String)>> {
        let spelled = self.spelled();
        let (game, _) = spelled.first()?.rsplit_once('@')?;
        let mut pairs = vec![
            ("view".to_string(), "play".to_string()),
            ("game".to_string(), game.to_string()),
        ];
        if self.is_misere() {
            pairs.push(("rule".to_string(), Rule::Misere.name().to_string()));
        }
        pairs.push(("heaps".to_string(), spelled.join(";")));
        page_takes(&pairs).then_some(pairs)
    }
});

/// A sum's play rule from Python's `rule=`: normal or misère play.
fn sum_rule(rule: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Rule>> {
    let Some(text) = args::optional_text(rule, "rule")? else {
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

/// One heap of a sum in the command line's spelling: a `str` as given, a whole number (the
/// nimber it names, `3` for `*3`), or a pair `(game, size)`.
fn heap_spelling(heap: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(text) = heap.cast::<PyString>() {
        return Ok(text.to_cow()?.into_owned());
    }
    if args::is_whole(heap) {
        return Ok(count(heap, "a heap")?.to_string());
    }
    if let Ok(pair) = heap.cast::<PyTuple>()
        && pair.len() == 2
    {
        let game = crate::game::game_spelling(&pair.get_item(0)?)?;
        let size = count(&pair.get_item(1)?, "a heap size")?;
        return Ok(format!("{game}@{size}"));
    }
    Err(PyTypeError::new_err(format!(
        "a heap is the command line's spelling (\"octal:0.77@5\", \"K5\"), a whole number (a \
         nimber) or a pair (game, size), not {}",
        args::type_name(heap)
    )))
}

/// A sum of heaps as `nimseq sum --json` analyses it. `heaps` are the command line's
/// spellings (`octal:0.77@5`, `K5`, `3`), whole numbers or pairs `(game, size)`, or one list
/// of them; `rule` is `normal`, `misere` or `None` (as the heaps spell it); `limit` bounds
/// each game's period search (`None`: `--limit auto`).
#[pyfunction]
#[pyo3(signature = (*heaps, rule=None, limit=None, max_elements=None, max_candidate_size=None))]
fn sum_heaps(
    py: Python<'_>,
    heaps: &Bound<'_, PyTuple>,
    rule: Option<&Bound<'_, PyAny>>,
    limit: Option<&Bound<'_, PyAny>>,
    max_elements: Option<&Bound<'_, PyAny>>,
    max_candidate_size: Option<&Bound<'_, PyAny>>,
) -> PyResult<Sum> {
    let listed = match heaps.len() {
        1 => heaps.get_item(0)?.cast_into::<PyList>().ok(),
        _ => None,
    };
    let texts = match listed {
        Some(list) => list
            .iter()
            .map(|h| heap_spelling(&h))
            .collect::<PyResult<Vec<_>>>()?,
        None => heaps
            .iter()
            .map(|h| heap_spelling(&h))
            .collect::<PyResult<Vec<_>>>()?,
    };
    let rule = sum_rule(rule)?;
    let limit = optional_count(limit, "limit")?;
    let (max_elements, working) = bounds(max_elements, max_candidate_size)?;
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
                &texts,
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
            return Err(PyKeyboardInterrupt::new_err(
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
    Ok(Sum {
        document: Arc::new(versioned(document)),
        lines,
        nouns,
    })
}

/// A nimber's value: a `Nimber`, or a whole number `0 … 2^64 − 1` (`what` names it in
/// messages): `TypeError` for anything else, the one message for a negative number, and the
/// page's nim calculator's message above `2^64 − 1`.
fn nimber_value(value: &Bound<'_, PyAny>, what: &str) -> PyResult<u64> {
    if let Ok(nimber) = value.cast::<Nimber>() {
        return Ok(nimber.get().value);
    }
    match count(value, what) {
        Err(e) if e.is_instance_of::<PyValueError>(value.py()) && args::is_whole(value) => {
            let text = value.call_method0("__index__")?.str()?.to_string();
            if text.starts_with('-') {
                Err(e)
            } else {
                Err(value_error(
                    parse_count(&text, Limit::NimberSize, MAX_NIMBER)
                        .err()
                        .unwrap_or(GameError::BadNumber(text)),
                ))
            }
        }
        other => other,
    }
}

/// `value` as a nimber for an operator: its value, `None` when it is no whole number (the
/// operator then answers `NotImplemented`), or the error of a whole number out of range.
fn operand(value: &Bound<'_, PyAny>) -> PyResult<Option<u64>> {
    if value.cast::<Nimber>().is_ok() || args::is_whole(value) {
        nimber_value(value, "a nimber").map(Some)
    } else {
        Ok(None)
    }
}

/// A nimber `*n`: `+` (and `-`) is the nim-sum, `*` the nim-product (by the core), `**` a
/// nim-power; `int()` gives `n` back. Values 0 … 2^64 − 1; whole numbers mix in
/// (`Nimber(3) + 5`). Hashable; equal only to a nimber of the same value.
///
/// >>> from nimseq import Nimber
/// >>> a, b = Nimber(2), Nimber(3)
/// >>> a + b, a * b, a * a, a ** 3
/// (*1, *1, *3, *1)
/// >>> int(Nimber(5)), Nimber(5) == Nimber(5), Nimber(5) == 5
/// (5, True, False)
/// >>> sum([Nimber(1), Nimber(2), Nimber(3)], Nimber(0))
/// *0
#[pyclass(module = "nimseq", frozen, eq, hash)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Nimber {
    value: u64,
}

impl Nimber {
    /// The result of an operator with `other`: `f(self, other)` as a nimber, or
    /// `NotImplemented` when `other` is no whole number.
    fn with<'py>(
        &self,
        other: &Bound<'py, PyAny>,
        f: impl Fn(u64, u64) -> u64,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = other.py();
        match operand(other)? {
            Some(o) => Nimber {
                value: f(self.value, o),
            }
            .into_bound_py_any(py),
            None => Ok(py.NotImplemented().into_bound(py)),
        }
    }
}

#[pymethods]
impl Nimber {
    /// The nimber `*value` (`*0` without one).
    #[new]
    #[pyo3(signature = (*value), text_signature = "(value=0)")]
    fn new(value: &Bound<'_, PyTuple>) -> PyResult<Self> {
        let value = match value.len() {
            0 => 0,
            1 => nimber_value(&value.get_item(0)?, "a nimber")?,
            n => {
                return Err(PyTypeError::new_err(format!(
                    "Nimber takes one value, not {n}"
                )))
            }
        };
        Ok(Nimber { value })
    }

    /// `n`, the nimber's value.
    #[getter]
    fn value(&self) -> u64 {
        self.value
    }

    fn __int__(&self) -> u64 {
        self.value
    }

    fn __index__(&self) -> u64 {
        self.value
    }

    fn __bool__(&self) -> bool {
        self.value != 0
    }

    fn __repr__(&self) -> String {
        format!("*{}", self.value)
    }

    fn __str__(&self) -> String {
        self.__repr__()
    }

    fn __add__<'py>(&self, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.with(other, nimseq_core::nimber::nim_sum)
    }

    fn __radd__<'py>(&self, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.with(other, nimseq_core::nimber::nim_sum)
    }

    fn __sub__<'py>(&self, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.with(other, nimseq_core::nimber::nim_sum)
    }

    fn __rsub__<'py>(&self, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.with(other, nimseq_core::nimber::nim_sum)
    }

    fn __mul__<'py>(&self, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.with(other, nimseq_core::nimber::nim_product)
    }

    fn __rmul__<'py>(&self, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.with(other, nimseq_core::nimber::nim_product)
    }

    fn __neg__(&self) -> Self {
        *self
    }

    fn __pos__(&self) -> Self {
        *self
    }

    fn __pow__<'py>(
        &self,
        exponent: &Bound<'py, PyAny>,
        modulo: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = exponent.py();
        if modulo.is_some_and(|m| !m.is_none()) || !args::is_whole(exponent) {
            return Ok(py.NotImplemented().into_bound(py));
        }
        let k = count(exponent, "a nim-power's exponent")?;
        Nimber {
            value: nim_power(self.value, k),
        }
        .into_bound_py_any(py)
    }

    /// Pickled as its value.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, pyo3::types::PyType>, (u64,)) {
        (slf.get_type(), (slf.get().value,))
    }
}

/// `a` to the power `k` in the field of nimbers: products by the core's
/// [`nim_product`](nimseq_core::nimber::nim_product), squaring as the exponent's bits say.
fn nim_power(a: u64, mut k: u64) -> u64 {
    let (mut result, mut square) = (1, a);
    while k > 0 {
        if k & 1 == 1 {
            result = nimseq_core::nimber::nim_product(result, square);
        }
        square = nimseq_core::nimber::nim_product(square, square);
        k >>= 1;
    }
    result
}

/// The nim-sum (the XOR) of nimbers or whole numbers `0 … 2^64 − 1`; 0 for none.
#[pyfunction]
#[pyo3(signature = (*xs))]
fn nim_sum(xs: &Bound<'_, PyTuple>) -> PyResult<u64> {
    xs.iter().try_fold(0, |total, x| {
        Ok(nimseq_core::nimber::nim_sum(
            total,
            nimber_value(&x, "a nimber")?,
        ))
    })
}

/// The nim-product `a ⊗ b` of two nimbers below `2^64`, by the core's.
#[pyfunction]
fn nim_product(a: &Bound<'_, PyAny>, b: &Bound<'_, PyAny>) -> PyResult<u64> {
    Ok(nimseq_core::nimber::nim_product(
        nimber_value(a, "a nimber")?,
        nimber_value(b, "a nimber")?,
    ))
}

/// The minimum excludant of `values` (an iterable of whole numbers), by the core's.
#[pyfunction]
fn mex(values: &Bound<'_, PyAny>) -> PyResult<u64> {
    if values.is_instance_of::<PyString>() || values.is_instance_of::<PyBytes>() {
        return Err(PyTypeError::new_err(format!(
            "mex takes an iterable of whole numbers, not a {}",
            args::type_name(values)
        )));
    }
    let mut small = Vec::new();
    for value in values.try_iter()? {
        // A value of 2^32 or more is past any mex of fewer than 2^32 values.
        if let Ok(v) = u32::try_from(nimber_value(&value?, "a value")?) {
            small.push(v);
        }
    }
    Ok(u64::from(nimseq_core::mex(small)))
}

/// Adds this file's classes and functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Quotient>()?;
    m.add_class::<Sum>()?;
    m.add_class::<Nimber>()?;
    m.add_function(wrap_pyfunction!(_restore_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(_restore_sum, m)?)?;
    m.add("DEFAULT_MAX_ELEMENTS", DEFAULT_MAX_ELEMENTS)?;
    m.add_function(wrap_pyfunction!(misere_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(sum_heaps, m)?)?;
    m.add_function(wrap_pyfunction!(nim_sum, m)?)?;
    m.add_function(wrap_pyfunction!(nim_product, m)?)?;
    m.add_function(wrap_pyfunction!(mex, m)?)?;
    Ok(())
}
