//! The misère genus of a game's heaps ([`Genus`], Python's `nimseq.Genus`): one heap's symbol
//! as Winning Ways writes it, computed by the core's `GenusSearch` in pieces without the GIL
//! ([`genus_of`], behind `Game.genus`).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use nimseq_core::game::Game;
use nimseq_core::misere::{GenusSearch, GenusStatus, HeapGenus, DEFAULT_GENUS_POSITIONS};
use nimseq_core::GameError;

use crate::args::count;
use crate::errors::value_error;
use crate::run::{in_pieces, Pieces, Progress};

/// Positions tabulated in the first piece of a run (the pieces then grow while they are quick).
const FIRST_PIECE: u64 = 1 << 10;
/// Positions tabulated in one piece at most.
const MOST_PIECE: u64 = 1 << 20;

/// The genus of one heap: `heap`, `values` (`[g, γ0, γ1, …]`), `normal` (`g`), `misere`
/// (`γ0`), `superscript` (`γ0 … γm`, the last two repeating for ever), `symbol` (`4^146`)
/// and `term(k)` for any `k`.
#[pyclass(module = "nimseq._nimseq", name = "Genus", frozen, eq)]
#[derive(Debug, Clone, PartialEq)]
pub struct Genus {
    genus: HeapGenus,
}

#[pymethods]
impl Genus {
    /// The heap.
    #[getter]
    fn heap(&self) -> u64 {
        self.genus.heap()
    }

    /// `[g, γ0, γ1, …, γm]`, as `nimseq genus --json` writes them.
    #[getter]
    fn values(&self) -> Vec<u32> {
        self.genus.values().to_vec()
    }

    /// `g`, the normal-play nim-value.
    #[getter]
    fn normal(&self) -> u32 {
        self.genus.normal()
    }

    /// `γ0`, the misère nim-value of the heap alone (0 exactly when it is a P-position).
    #[getter]
    fn misere(&self) -> u32 {
        self.genus.misere()
    }

    /// `(γ0, …, γm)`: the superscript's digits, the last two repeating for ever.
    #[getter]
    fn superscript<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.genus.superscript())
    }

    /// The symbol as Winning Ways writes it, superscript after a caret: `4^146`.
    #[getter]
    fn symbol(&self) -> &str {
        self.genus.symbol()
    }

    /// `γk` for any `k ≥ 0`: the misère nim-value of the heap plus `k` heaps of size 2.
    fn term(&self, k: &Bound<'_, PyAny>) -> PyResult<u32> {
        Ok(self.genus.term(count(k, "k")?))
    }

    fn __repr__(&self) -> String {
        // A symbol is digits, a caret, commas and parentheses: quoted as Python quotes it.
        format!("Genus({}, '{}')", self.genus.heap(), self.genus.symbol())
    }

    fn __str__(&self) -> String {
        self.genus.symbol().to_string()
    }
}

/// The genus of heaps 0 … `to` of `game`, at most `max_positions` positions tabulated
/// (`DEFAULT_GENUS_POSITIONS` when `None`), computed in pieces without the GIL (Ctrl-C,
/// `progress` counting heaps). A heap whose positions outgrow the bound is a `ValueError`
/// naming it and `max_positions`.
pub fn genus_of(
    py: Python<'_>,
    game: &Game,
    to: u64,
    max_positions: Option<u64>,
    progress: Option<&Progress<'_>>,
) -> PyResult<Vec<Genus>> {
    let bound = max_positions.unwrap_or(DEFAULT_GENUS_POSITIONS);
    let mut search = GenusSearch::new(game, to, bound).map_err(value_error)?;
    in_pieces(
        py,
        progress,
        Pieces::new(FIRST_PIECE, MOST_PIECE),
        to + 1,
        |size| Ok::<_, GameError>((search.step_for(size), search.done())),
        value_error,
    )?;
    let report = search.report();
    if report.status() != GenusStatus::Complete {
        return Err(PyValueError::new_err(format!(
            "{} (raise the bound with max_positions=N)",
            report.summary()
        )));
    }
    Ok(report
        .genus
        .into_iter()
        .map(|genus| Genus { genus })
        .collect())
}

/// Adds this file's class to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Genus>()?;
    Ok(())
}
