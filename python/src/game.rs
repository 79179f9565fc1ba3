//! One game ([`PyGame`], Python's `nimseq.Game`): what it is, its values, its certified period
//! ([`Period`]) and a checked claim ([`Check`]); and the page's links.

use std::borrow::Cow;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

use numpy::PyArray1;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyType};
use serde_json::{json, Value};

use nimseq_core::atlas::check_document;
use nimseq_core::game::{Evaluator, Game, Nimber, Rule};
use nimseq_core::limits::{self, MAX_TERMS};
use nimseq_core::period::json::{further, period_json};
use nimseq_core::period::{
    auto_limit, check_claim_on, claim_values, Claim, PeriodSearch, Sequence,
};
use nimseq_core::{GameError, Limit};

use crate::args::{self, count, optional_count};
use crate::document::{field_of, number_of, result_class, text_of, versioned};
use crate::errors::{memory_error, value_error};
use crate::run::{in_pieces, Pieces, Progress};

/// Values computed in the first piece of a run (the pieces then grow while they are quick).
const FIRST_PIECE: u64 = 1 << 12;
/// Values computed in one piece at most.
const MOST_PIECE: u64 = 1 << 22;

/// An impartial game, read from the spelling the command line and the page use (Python's
/// `nimseq.Game` extends it with pictures and links for notebooks).
#[pyclass(module = "nimseq._nimseq", name = "Game", subclass, frozen)]
#[derive(Debug, Clone)]
pub struct PyGame {
    /// The game.
    pub game: Game,
}

#[pymethods]
impl PyGame {
    /// The game `spec` spells (a `str`: `sub:2,4,7`, `octal:0.77`, `tb:4.[3]`, `grundy`, a
    /// game's name; or a `Game`), under `rule` when one is given. `TypeError` for anything
    /// but a `str` or a `Game`; the command line's `ValueError` for a spelling that is no game.
    #[new]
    #[pyo3(signature = (spec, rule=None))]
    fn new(spec: &Bound<'_, PyAny>, rule: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let rule = args::optional_text(rule, "rule")?;
        let spelled = if let Ok(game) = spec.cast::<PyGame>() {
            if rule.is_none() {
                return Ok(game.get().clone());
            }
            game.get().game.to_string()
        } else if let Ok(text) = spec.cast::<PyString>() {
            text.to_cow()?.into_owned()
        } else {
            return Err(args::not_a_game(spec));
        };
        let game = Game::read(&spelled, rule.as_deref()).map_err(value_error)?;
        Ok(PyGame { game })
    }

    /// The canonical spelling, with the rule (`sub:1,3,4/misere`).
    #[getter]
    fn spec(&self) -> String {
        self.game.to_string()
    }

    /// The game's spelling and name (`octal:0.77 (Kayles)`).
    #[getter]
    fn title(&self) -> String {
        self.game.title()
    }

    /// The game's common name (`Kayles`), if it has one.
    #[getter]
    fn name(&self) -> Option<&'static str> {
        self.game.common_name()
    }

    /// The play rule: `normal`, `misere`, `take-all` or `misere-take-all`.
    #[getter]
    fn rule(&self) -> &'static str {
        self.game.rule().name()
    }

    /// The rules in words, one sentence per line.
    #[getter]
    fn rules(&self) -> Vec<String> {
        self.game.rules_in_words()
    }

    /// G(0) … G(n − 1) as a numpy array of `uint16`, whose buffer is the core's vector (no
    /// copy), computed in pieces without the GIL (Ctrl-C; `progress`).
    #[pyo3(signature = (n, progress=None))]
    fn values<'py>(
        &self,
        py: Python<'py>,
        n: &Bound<'py, PyAny>,
        progress: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyArray1<Nimber>>> {
        let n = count(n, "n")?;
        let progress = Progress::read(progress, "values")?;
        // Checked before anything is reserved: an allocation of 2^40 values would abort the
        // interpreter (which is no panic, and no exception can be made of it).
        limits::check(Limit::Terms, n, MAX_TERMS).map_err(value_error)?;
        let most = Evaluator::most_values(&self.game);
        if n > most {
            return Err(value_error(GameError::limit(Limit::Terms, n, most)));
        }
        let sequence = computed(py, &self.game, n, progress.as_ref())?;
        Ok(PyArray1::from_vec(py, sequence.into_values()))
    }

    /// The period search of `nimseq period --json`, to G(limit) (the command line's `--limit
    /// auto` when `None`), rare values counted under `mask` when one is given.
    #[pyo3(signature = (limit=None, mask=None, progress=None))]
    fn period<'py>(
        &self,
        py: Python<'py>,
        limit: Option<&Bound<'py, PyAny>>,
        mask: Option<&Bound<'py, PyAny>>,
        progress: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Period> {
        let limit = optional_count(limit, "limit")?;
        let mask = optional_count(mask, "mask")?
            .map(|m| match u32::try_from(m) {
                Ok(0) => Err(PyValueError::new_err(
                    "the mask must be at least 1 (with mask 0 every value is rare)",
                )),
                Ok(m) => Ok(m),
                Err(_) => Err(PyValueError::new_err(format!(
                    "the mask must be at most {:#x} (a bit for each value), not {m:#x}",
                    u32::MAX
                ))),
            })
            .transpose()?;
        let progress = Progress::read(progress, "values")?;
        let game = &self.game;
        let limit = search_limit(game, limit)?;
        let search = searched(py, game, limit, progress.as_ref())?;
        let report = search.report();
        let document = period_json(game, &report, search.values(), mask);
        let settle = report.grundy.period().is_none().then(|| {
            further(
                report.checked_to,
                report.candidate.as_ref(),
                MAX_TERMS - 1,
                |m| format!("`limit={m}`"),
            )
        });
        Ok(Period {
            document: Arc::new(versioned(document)),
            settle,
            game: game.clone(),
        })
    }

    /// A claimed preperiod and period (and saltus) checked as `nimseq check --json` checks
    /// it, the values its certificate compares computed in pieces (Ctrl-C, `progress`).
    #[pyo3(
        signature = (preperiod, period, saltus=None, progress=None),
        text_signature = "(self, preperiod, period, saltus=0, progress=None)"
    )]
    fn check<'py>(
        &self,
        py: Python<'py>,
        preperiod: &Bound<'py, PyAny>,
        period: &Bound<'py, PyAny>,
        saltus: Option<&Bound<'py, PyAny>>,
        progress: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Check> {
        let claim = Claim {
            preperiod: count(preperiod, "preperiod")?,
            period: count(period, "period")?,
            saltus: saltus
                .map(|s| args::signed(s, "saltus"))
                .transpose()?
                .unwrap_or(0),
        };
        let progress = Progress::read(progress, "values")?;
        let game = &self.game;
        let len = claim_values(game, claim).map_err(value_error)?;
        let sequence = computed(py, game, len, progress.as_ref())?;
        let report = check_claim_on(game, claim, sequence.values());
        let (document, _) = check_document(game, claim, &report).map_err(value_error)?;
        Ok(Check {
            document: Arc::new(versioned(document)),
            game: game.clone(),
        })
    }

    /// The misère genus of heaps 0 … `to` as Winning Ways writes it, one `Genus` a heap
    /// (`nimseq genus --json`'s `genus`), at most `max_positions` positions tabulated
    /// (`ValueError` naming the heap past it), computed without the GIL (Ctrl-C; `progress`).
    #[pyo3(signature = (to, max_positions=None, progress=None))]
    fn genus<'py>(
        &self,
        py: Python<'py>,
        to: &Bound<'py, PyAny>,
        max_positions: Option<&Bound<'py, PyAny>>,
        progress: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Vec<crate::genus::Genus>> {
        let to = count(to, "to")?;
        let max_positions = optional_count(max_positions, "max_positions")?;
        let progress = Progress::read(progress, "heaps")?;
        crate::genus::genus_of(py, &self.game, to, max_positions, progress.as_ref())
    }

    /// The page's parameters of this game's `view` (`sequence`, `play`, …).
    #[pyo3(signature = (view="sequence"))]
    fn _page_pairs(&self, view: &str) -> Vec<(String, String)> {
        view_pairs(view, &self.game)
    }

    /// The page's parameters of this game's board with these `heaps`: a size, sizes, or the
    /// page's spelling (`"7,5,3"`); `ValueError` with the page's notice when the page would
    /// not use them.
    fn _board_pairs(&self, heaps: &Bound<'_, PyAny>) -> PyResult<Vec<(String, String)>> {
        let spelled = if let Ok(text) = heaps.cast::<PyString>() {
            text.to_cow()?.into_owned()
        } else if args::is_whole(heaps) {
            count(heaps, "heaps")?.to_string()
        } else if let Ok(sizes) = heaps.try_iter() {
            let sizes = sizes
                .map(|size| count(&size?, "a heap"))
                .collect::<PyResult<Vec<u64>>>()?;
            let sizes: Vec<String> = sizes.iter().map(u64::to_string).collect();
            sizes.join(",")
        } else {
            return Err(PyTypeError::new_err(format!(
                "heaps are a size, a list of sizes or the page's spelling (\"7,5,3\"), not {}",
                args::type_name(heaps)
            )));
        };
        let mut pairs = view_pairs("play", &self.game);
        pairs.push(("heaps".to_string(), spelled));
        checked_query(&pairs)?;
        Ok(pairs)
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let spec = PyString::new(slf.py(), &slf.get().game.to_string());
        Ok(format!("Game({})", spec.repr()?))
    }

    fn __str__(&self) -> String {
        self.game.to_string()
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyGame>()
            .is_ok_and(|other| other.get().game.to_string() == self.game.to_string())
    }

    fn __hash__(&self) -> u64 {
        let mut hasher = DefaultHasher::new();
        self.game.to_string().hash(&mut hasher);
        hasher.finish()
    }

    /// Pickled as its spelling, read again when unpickled.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyType>, (String,)) {
        (slf.get_type(), (slf.get().game.to_string(),))
    }
}

/// The page's parameters of the `view` of `game`: the view, the game spelled without its
/// rule, and the rule when it is not normal play.
pub fn view_pairs(view: &str, game: &Game) -> Vec<(String, String)> {
    let mut pairs = vec![
        ("view".to_string(), view.to_string()),
        ("game".to_string(), game.spec()),
    ];
    if game.rule() != Rule::Normal {
        pairs.push(("rule".to_string(), game.rule().name().to_string()));
    }
    pairs
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
    progress: Option<&Progress<'_>>,
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

/// G(0) … G(len − 1) of `game`, computed in pieces without the GIL (Ctrl-C, progress), after
/// making sure the memory for them can be had.
fn computed(
    py: Python<'_>,
    game: &Game,
    len: u64,
    progress: Option<&Progress<'_>>,
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

/// The result of a period search: the document of `nimseq period --json`, and when no period
/// was certified what would settle it.
#[pyclass(module = "nimseq._nimseq", subclass, frozen)]
#[derive(Debug, Clone)]
pub struct Period {
    document: Arc<Value>,
    settle: Option<String>,
    game: Game,
}

impl Period {
    fn document(&self) -> Cow<'_, Value> {
        Cow::Borrowed(&self.document)
    }

    fn state(&self) -> PyResult<Value> {
        Ok(json!({ "settle": self.settle, "game": self.game.to_string() }))
    }

    fn restored(document: Value, state: Value) -> PyResult<Self> {
        Ok(Period {
            document: Arc::new(document),
            settle: text_of(&state, "settle"),
            game: restored_game(&state)?,
        })
    }
}

/// The game of a result's state, read again.
fn restored_game(state: &Value) -> PyResult<Game> {
    Game::read(&text_of(state, "game").unwrap_or_default(), None).map_err(value_error)
}

result_class!(Period, _restore_period {
    /// The game, spelled without its rule.
    #[getter]
    fn game(&self) -> String {
        text_of(&self.document, "game").unwrap_or_default()
    }

    /// The play rule.
    #[getter]
    fn rule(&self) -> String {
        text_of(&self.document, "rule").unwrap_or_default()
    }

    /// `periodic`, `arithmetic-periodic` or `no-period-found`.
    #[getter]
    fn status(&self) -> String {
        text_of(&self.document, "status").unwrap_or_default()
    }

    /// The minimal preperiod, when a period is certified.
    #[getter]
    fn preperiod(&self) -> Option<u64> {
        number_of(&self.document, "preperiod")
    }

    /// The minimal period, when one is certified.
    #[getter]
    fn period(&self) -> Option<u64> {
        number_of(&self.document, "period")
    }

    /// The last n of the values computed, G(0) … G(checked_to).
    #[getter]
    fn checked_to(&self) -> u64 {
        number_of(&self.document, "checked_to").unwrap_or(0)
    }

    /// The certificate of the period: the theorem (`kind`) and what it compared.
    #[getter]
    fn certificate<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "certificate")
    }

    /// The certificate in words.
    #[getter]
    fn certificate_text(&self) -> Option<String> {
        text_of(&self.document, "certificate_text")
    }

    /// The outcomes' preperiod and period (and their certificate), when certified.
    #[getter]
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "outcome")
    }

    /// The largest value computed.
    #[getter]
    fn max_value(&self) -> u64 {
        number_of(&self.document, "max_value").unwrap_or(0)
    }

    /// The saltus: 0 for a period, the growth of an arithmetic period.
    #[getter]
    fn saltus(&self) -> Option<i64> {
        self.document.get("saltus").and_then(Value::as_i64)
    }

    /// The theorem that certifies the period, in words.
    #[getter]
    fn theorem(&self) -> Option<String> {
        text_of(&self.document, "theorem")
    }

    /// An arithmetic period (values that grow by a saltus), when one is seen.
    #[getter]
    fn arithmetic<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "arithmetic")
    }

    /// A period seen but not certified: where it certifies.
    #[getter]
    fn candidate<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "candidate")
    }

    /// The largest value computed.
    #[getter]
    fn largest(&self) -> u64 {
        number_of(&self.document, "largest").unwrap_or(0)
    }

    /// Where the largest value first occurs.
    #[getter]
    fn largest_at(&self) -> Option<u64> {
        number_of(&self.document, "largest_at")
    }

    /// The rare values: the mask, who chose it, how many and the last.
    #[getter]
    fn rare<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "rare")
    }

    /// The game's OEIS entry, when it has one.
    #[getter]
    fn oeis<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "oeis")
    }

    /// Whether a period (or an arithmetic period) is proved.
    #[getter]
    fn certified(&self) -> bool {
        self.document.get("status").and_then(Value::as_str) == Some("periodic")
            || self
                .document
                .get("arithmetic")
                .and_then(|a| a.get("certified"))
                .and_then(Value::as_bool)
                .unwrap_or(false)
    }

    /// When no period is certified: what was seen and what would settle it.
    #[getter]
    fn settle(&self) -> Option<String> {
        self.settle.clone()
    }

    /// The game's title (`octal:0.77 (Kayles)`).
    #[getter]
    fn _game_title(&self) -> String {
        self.game.title()
    }

    /// The page's parameters of the same view.
    fn _page_pairs(&self) -> Vec<(String, String)> {
        view_pairs("sequence", &self.game)
    }
});

/// A checked claim: the document of `nimseq check --json`.
#[pyclass(module = "nimseq._nimseq", subclass, frozen)]
#[derive(Debug, Clone)]
pub struct Check {
    document: Arc<Value>,
    game: Game,
}

impl Check {
    fn document(&self) -> Cow<'_, Value> {
        Cow::Borrowed(&self.document)
    }

    fn state(&self) -> PyResult<Value> {
        Ok(json!({ "game": self.game.to_string() }))
    }

    fn restored(document: Value, state: Value) -> PyResult<Self> {
        Ok(Check {
            document: Arc::new(document),
            game: restored_game(&state)?,
        })
    }
}

result_class!(Check, _restore_check {
    /// The game, spelled without its rule.
    #[getter]
    fn game(&self) -> String {
        text_of(&self.document, "game").unwrap_or_default()
    }

    /// The play rule.
    #[getter]
    fn rule(&self) -> String {
        text_of(&self.document, "rule").unwrap_or_default()
    }

    /// The claimed preperiod.
    #[getter]
    fn preperiod(&self) -> u64 {
        number_of(&self.document, "preperiod").unwrap_or(0)
    }

    /// The claimed period.
    #[getter]
    fn period(&self) -> u64 {
        number_of(&self.document, "period").unwrap_or(0)
    }

    /// The claimed saltus (0: a period).
    #[getter]
    fn saltus(&self) -> i64 {
        self.document
            .get("saltus")
            .and_then(Value::as_i64)
            .unwrap_or(0)
    }

    /// `True` (a theorem proves the claim), `False` (a value refutes it) or `None`
    /// (undecided).
    #[getter]
    fn holds(&self) -> Option<bool> {
        self.document.get("holds").and_then(Value::as_bool)
    }

    /// The first n at which the claim fails, when a value refutes it.
    #[getter]
    fn counterexample(&self) -> Option<u64> {
        number_of(&self.document, "counterexample")
    }

    /// The certificate that proves the claim.
    #[getter]
    fn certificate<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "certificate")
    }

    /// For a claim refuted as printed, the claim shifted to the count of heap sizes it may be
    /// printed in (a source counting from another first heap), checked: `source`, `first_heap`,
    /// `preperiod`, `period`, `holds`, `text`; `None` otherwise.
    #[getter]
    fn shifted<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "shifted")
    }

    /// The verdict in words.
    #[getter]
    fn certificate_text(&self) -> Option<String> {
        text_of(&self.document, "certificate_text")
    }

    /// The last n of the values compared.
    #[getter]
    fn checked_to(&self) -> u64 {
        number_of(&self.document, "checked_to").unwrap_or(0)
    }

    /// The minimal preperiod and period, when a period holds.
    #[getter]
    fn minimal<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        field_of(py, &self.document, "minimal")
    }

    /// The page's parameters of the same view.
    fn _page_pairs(&self) -> Vec<(String, String)> {
        view_pairs("sequence", &self.game)
    }
});

/// The page's query string (with its `?`) for `pairs`, or `ValueError` with the page's
/// notices about the values it would not use.
pub fn checked_query(pairs: &[(String, String)]) -> PyResult<String> {
    query_of(pairs).map_err(PyValueError::new_err)
}

/// The page's query string (with its `?`) for `pairs`, or the page's notices about the values
/// it would not use, in one text.
pub fn query_of(pairs: &[(String, String)]) -> Result<String, String> {
    let (state, notices) = nimseq_page::PageState::default().change(pairs);
    if notices.is_empty() {
        Ok(state.to_query())
    } else {
        let words: Vec<String> = notices.into_iter().map(|n| n.0).collect();
        Err(words.join(" "))
    }
}

/// Whether the page would use every one of `pairs`.
pub fn page_takes(pairs: &[(String, String)]) -> bool {
    nimseq_page::PageState::default().change(pairs).1.is_empty()
}

/// The query string (with its `?`) of the page's link that sets `pairs` (parameter, value),
/// in the page's own link grammar; `ValueError` with the page's notices about values it would
/// not use.
#[pyfunction]
fn page_query(pairs: Vec<(String, String)>) -> PyResult<String> {
    checked_query(&pairs)
}

/// The link of `query` on the page at `base` (its own query and fragment left out), or the
/// query alone when no page is given.
#[pyfunction]
#[pyo3(signature = (query, base=None))]
fn page_link(query: &str, base: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    let base = args::optional_text(base, "nimseq.config.page_url")?.unwrap_or_default();
    Ok(format!("{}{query}", page_base(&base)))
}

/// A page's address without its query and fragment.
fn page_base(base: &str) -> &str {
    let base = base.split_once('#').map_or(base, |(b, _)| b);
    base.split_once('?').map_or(base, |(b, _)| b)
}

/// The code the page's Embed dialog writes for the view `pairs` sets, on the page at `base`:
/// the `<iframe>` (its height the dialog's estimate) and the lines that size it to its
/// content; `ValueError` with the page's notices about values it would not use.
#[pyfunction]
fn embed_code(pairs: Vec<(String, String)>, base: &str) -> PyResult<String> {
    let (state, notices) = nimseq_page::PageState::default().change(&pairs);
    let dialog = nimseq_page::embed_dialog(
        &state,
        page_base(base),
        &nimseq_page::EmbedChoices::default(),
    );
    let notices: Vec<String> = notices
        .into_iter()
        .chain(dialog.notices)
        .map(|n| n.0)
        .collect();
    if notices.is_empty() {
        Ok(dialog.code)
    } else {
        Err(PyValueError::new_err(notices.join(" ")))
    }
}

/// The game `value` names: a `nimseq.Game`, or a `str` the core reads (every spelling of the
/// command line and the page, and the games' names). `TypeError` for anything else, the
/// core's `ValueError` for a text that is no game.
pub fn game(value: &Bound<'_, PyAny>) -> PyResult<Game> {
    if let Ok(game) = value.cast::<PyGame>() {
        return Ok(game.get().game.clone());
    }
    match value.cast::<PyString>() {
        Ok(text) => Game::read(&text.to_cow()?, None).map_err(value_error),
        Err(_) => Err(args::not_a_game(value)),
    }
}

/// The spelling of a game for the core to read in a longer text (a heap of a sum,
/// `GAME@SIZE`): a `nimseq.Game`'s, with its rule (`sub:1,3,4/misere`), or a `str` as given.
/// `TypeError` for anything else.
pub fn game_spelling(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(game) = value.cast::<PyGame>() {
        return Ok(game.get().game.to_string());
    }
    match value.cast::<PyString>() {
        Ok(text) => Ok(text.to_cow()?.into_owned()),
        Err(_) => Err(args::not_a_game(value)),
    }
}

/// Adds this file's classes and functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGame>()?;
    m.add_class::<Period>()?;
    m.add_class::<Check>()?;
    m.add_function(wrap_pyfunction!(_restore_period, m)?)?;
    m.add_function(wrap_pyfunction!(_restore_check, m)?)?;
    m.add_function(wrap_pyfunction!(page_query, m)?)?;
    m.add_function(wrap_pyfunction!(page_link, m)?)?;
    m.add_function(wrap_pyfunction!(embed_code, m)?)?;
    Ok(())
}
