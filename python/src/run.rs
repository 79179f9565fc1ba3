//! Long work in pieces: each piece computed without the GIL (other Python threads run), and
//! between pieces Ctrl-C is looked at (`KeyboardInterrupt` within a second) and the progress
//! callback ([`Progress`]) is told how far the work is.

use std::cell::Cell;
use std::time::{Duration, Instant};

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// What is told how far long work is: `progress=` of every long computation.
#[derive(Debug)]
pub enum Progress<'py> {
    /// A function called as `f(done, total)`.
    Call(Bound<'py, PyAny>),
    /// A tqdm bar (anything with `update`): its `total` set, and advanced by what was done.
    Bar {
        /// The bar.
        bar: Bound<'py, PyAny>,
        /// How far it has been advanced.
        seen: Cell<u64>,
    },
}

impl<'py> Progress<'py> {
    /// `progress=` read: `None` or `False` (nothing is told), `True` (a new tqdm bar counting
    /// `unit`, when tqdm is installed), a tqdm bar (an object with `update`) or a function
    /// `f(done, total)`; `TypeError` for anything else.
    pub fn read(value: Option<Bound<'py, PyAny>>, unit: &str) -> PyResult<Option<Self>> {
        let Some(value) = value else {
            return Ok(None);
        };
        let py = value.py();
        let value = match value.cast::<pyo3::types::PyBool>() {
            Ok(flag) if !flag.is_true() => return Ok(None),
            Ok(_) => {
                let Ok(tqdm) = py.import("tqdm.auto").and_then(|m| m.getattr("tqdm")) else {
                    return Ok(None);
                };
                let options = PyDict::new(py);
                options.set_item("unit", unit)?;
                options.set_item("unit_scale", true)?;
                tqdm.call((), Some(&options))?
            }
            Err(_) => value,
        };
        if value.hasattr("update")? {
            Ok(Some(Progress::Bar {
                bar: value,
                seen: Cell::new(0),
            }))
        } else if value.is_callable() {
            Ok(Some(Progress::Call(value)))
        } else {
            Err(PyTypeError::new_err(format!(
                "progress must be a function f(done, total), a tqdm bar, True or None, not {}",
                crate::args::type_name(&value)
            )))
        }
    }

    /// Tells that `done` of `total` units are done (raising what the callback raises).
    pub fn tell(&self, done: u64, total: u64) -> PyResult<()> {
        match self {
            Progress::Call(f) => f.call1((done, total)).map(drop),
            Progress::Bar { bar, seen } => {
                let shown = bar.getattr("total").ok();
                if !shown.is_some_and(|t| t.eq(total).unwrap_or(false)) {
                    bar.setattr("total", total)?;
                    if bar.hasattr("refresh")? {
                        bar.call_method0("refresh")?;
                    }
                }
                if done > seen.get() {
                    bar.call_method1("update", (done - seen.get(),))?;
                    seen.set(done);
                }
                Ok(())
            }
        }
    }
}

/// How long a piece of work should take: long enough that the pieces cost nothing, short
/// enough that Ctrl-C is answered at once.
const PIECE: Duration = Duration::from_millis(100);

/// Sizes pieces of work so that each takes about [`PIECE`], starting small (a slow game's
/// first piece must not take minutes) and doubling or halving as the pieces go.
#[derive(Debug)]
pub struct Pieces {
    size: u64,
    most: u64,
}

impl Pieces {
    /// Pieces of `first` units to start with, never more than `most`.
    pub fn new(first: u64, most: u64) -> Self {
        Pieces {
            size: first.clamp(1, most.max(1)),
            most: most.max(1),
        }
    }

    /// The size of the next piece.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// A piece took `took`: the next one is made larger or smaller.
    pub fn took(&mut self, took: Duration) {
        if took < PIECE / 2 {
            self.size = (self.size * 2).min(self.most);
        } else if took > PIECE * 2 {
            self.size = (self.size / 2).max(1);
        }
    }
}

/// Between two pieces: raises `KeyboardInterrupt` if Ctrl-C was pressed, and tells
/// `progress` how far the work is if one was given (its exception is raised too).
pub fn between(
    py: Python<'_>,
    progress: Option<&Progress<'_>>,
    done: u64,
    total: u64,
) -> PyResult<()> {
    py.check_signals()?;
    if let Some(progress) = progress {
        progress.tell(done, total)?;
    }
    Ok(())
}

/// Runs `piece(size)` without the GIL until it reports that the work is over, sizing the
/// pieces by their time and calling [`between`] after each. `piece` returns whether the work is
/// over and how much of it is done; `total` is how much there is.
pub fn in_pieces<E>(
    py: Python<'_>,
    progress: Option<&Progress<'_>>,
    mut pieces: Pieces,
    total: u64,
    mut piece: impl FnMut(u64) -> Result<(bool, u64), E> + Send,
    error: impl Fn(E) -> PyErr,
) -> PyResult<()>
where
    E: Send,
{
    loop {
        let size = pieces.size();
        let started = Instant::now();
        let (over, done) = py.detach(|| piece(size)).map_err(&error)?;
        pieces.took(started.elapsed());
        // Work that ends early (a period certified before the limit) ends at its total.
        let done = if over { total } else { done.min(total) };
        between(py, progress, done, total)?;
        if over {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_grow_when_quick_and_shrink_when_slow() {
        let mut p = Pieces::new(1024, 1 << 20);
        p.took(Duration::from_millis(1));
        assert_eq!(p.size(), 2048);
        p.took(Duration::from_millis(900));
        assert_eq!(p.size(), 1024);
        p.took(PIECE);
        assert_eq!(p.size(), 1024);
        let mut p = Pieces::new(1 << 20, 1 << 20);
        p.took(Duration::ZERO);
        assert_eq!(p.size(), 1 << 20, "never beyond the most");
        let mut p = Pieces::new(1, 8);
        p.took(Duration::from_secs(5));
        assert_eq!(p.size(), 1, "never below one");
    }
}
