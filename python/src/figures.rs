//! Figures: the heatmap, the atlas's map and a sequence's overview, made and drawn by the
//! page layer's [`PlotFigure`] exactly as `nimseq plot` makes and draws them (the choices
//! read as the page's link parameters by the page's own reader), handed to Python as a
//! [`Drawn`] figure that draws SVG text or PNG bytes at any size.
//!
//! The sweep behind a heatmap and the atlas's rows run on threads of their own, without the
//! GIL, while the calling thread looks at Ctrl-C and calls the progress callback every tenth
//! of a second ([`watched`]); the overview's period search runs in pieces ([`in_pieces`]).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use nimseq_core::atlas::rows_in_order;
use nimseq_core::draw::{DrawError, Theme};
use nimseq_core::limits::{self, MAX_TERMS};
use nimseq_core::sweep::{set_count, sweep_while};
use nimseq_core::{GameError, Limit};
use nimseq_page::{figure_state, FigureSize, PageState, PlotFigure, View};

use crate::errors::value_error;
use crate::game::{read, search_limit, searched};
use crate::run::between;

/// How often the calling thread looks at Ctrl-C while a watched computation runs.
const TICK: Duration = Duration::from_millis(100);

/// A figure made by the core, ready to be drawn at any size in either theme.
#[pyclass(module = "nimseq._nimseq", frozen)]
pub struct Drawn {
    figure: PlotFigure,
}

/// The theme named `theme`, with the command line's message for another name.
fn theme(theme: &str) -> PyResult<Theme> {
    match theme {
        "light" => Ok(Theme::LIGHT),
        "dark" => Ok(Theme::DARK),
        other => Err(value_error(GameError::BadFigure(format!(
            "the theme `{other}` is neither light nor dark"
        )))),
    }
}

/// A drawing that failed (never expected): a `RuntimeError` saying so.
fn draw_error(e: DrawError) -> PyErr {
    PyRuntimeError::new_err(format!("the figure could not be drawn: {}", e.0))
}

impl Drawn {
    /// The figure's size for the choices (`None`: the figure's own width or height).
    fn sized(
        &self,
        width: Option<u32>,
        height: Option<u32>,
        scale: f64,
        theme: &Theme,
    ) -> PyResult<FigureSize> {
        self.figure
            .size(width, height, scale, theme)
            .map_err(value_error)
    }
}

#[pymethods]
impl Drawn {
    /// Which figure: `heatmap`, `atlas` or `overview`.
    #[getter]
    fn kind(&self) -> &'static str {
        use nimseq_page::Named;
        self.figure.kind().spelling()
    }

    /// The size at these choices: `(width, height, scale, pixel_width, pixel_height, text)`,
    /// the text as `nimseq plot` says it (`2000 × 1733 pixels (1000 × 866 at scale 2, 192 dpi)`).
    #[pyo3(signature = (width=None, height=None, scale=1.0, theme="light"))]
    fn size(
        &self,
        width: Option<u32>,
        height: Option<u32>,
        scale: f64,
        theme: &str,
    ) -> PyResult<(u32, u32, f64, u32, u32, String)> {
        let size = self.sized(width, height, scale, &self::theme(theme)?)?;
        let (w, h) = size.pixels();
        Ok((size.width, size.height, size.scale, w, h, size.describe()))
    }

    /// The figure as an SVG document (drawn without the GIL).
    #[pyo3(signature = (width=None, height=None, scale=1.0, theme="light"))]
    fn svg(
        &self,
        py: Python<'_>,
        width: Option<u32>,
        height: Option<u32>,
        scale: f64,
        theme: &str,
    ) -> PyResult<String> {
        let theme = self::theme(theme)?;
        let size = self.sized(width, height, scale, &theme)?;
        py.detach(|| self.figure.svg(size, &theme))
            .map_err(draw_error)
    }

    /// The figure as a PNG file (drawn without the GIL), recording `scale × 96` dpi.
    #[pyo3(signature = (width=None, height=None, scale=1.0, theme="light"))]
    fn png<'py>(
        &self,
        py: Python<'py>,
        width: Option<u32>,
        height: Option<u32>,
        scale: f64,
        theme: &str,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let theme = self::theme(theme)?;
        let size = self.sized(width, height, scale, &theme)?;
        let bytes = py
            .detach(|| self.figure.png(size, &theme))
            .map_err(draw_error)?;
        Ok(PyBytes::new(py, &bytes))
    }
}

/// The size of a heatmap or an overview (`kind`) at these choices, checked before anything is
/// computed (as `nimseq plot` checks it): its text, or a `ValueError` with the command line's
/// message.
#[pyfunction]
#[pyo3(signature = (kind, width=None, height=None, scale=1.0))]
fn figure_size(
    kind: &str,
    width: Option<u32>,
    height: Option<u32>,
    scale: f64,
) -> PyResult<String> {
    use nimseq_page::{FigureKind, Named};
    let kind = FigureKind::from_spelling(kind)
        .ok_or_else(|| PyValueError::new_err(format!("no figure is called `{kind}`")))?;
    PlotFigure::size_of_kind(kind, width, height, scale)
        .map(|size| size.describe())
        .map_err(value_error)
}

/// Runs `work` on a thread of its own, without the GIL, while this thread looks at Ctrl-C
/// and calls `progress(done, total)` every [`TICK`]: `work` is given `go_on(n)`, to be told of
/// `n` more units done, which answers `false` once the run is to stop (Ctrl-C, or an
/// exception of the callback), after which `work` should end soon; that exception is raised.
fn watched<T: Send>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    total: u64,
    work: impl FnOnce(&(dyn Fn(u64) -> bool + Sync)) -> T + Send,
) -> PyResult<T> {
    let stop = AtomicBool::new(false);
    let done = AtomicU64::new(0);
    let go_on = |n: u64| {
        done.fetch_add(n, Ordering::Relaxed);
        !stop.load(Ordering::Relaxed)
    };
    std::thread::scope(|scope| {
        let handle = scope.spawn(|| work(&go_on));
        let joined = |handle: std::thread::ScopedJoinHandle<'_, T>| {
            py.detach(|| handle.join())
                .map_err(|_| PyRuntimeError::new_err("nimseq's computation failed (a panic)"))
        };
        loop {
            let finished = py.detach(|| {
                let until = Instant::now() + TICK;
                while !handle.is_finished() && Instant::now() < until {
                    std::thread::sleep(Duration::from_millis(5));
                }
                handle.is_finished()
            });
            if finished {
                let result = joined(handle)?;
                between(py, progress, total, total)?;
                return Ok(result);
            }
            if let Err(e) = between(py, progress, done.load(Ordering::Relaxed).min(total), total) {
                stop.store(true, Ordering::Relaxed);
                let _ = joined(handle);
                return Err(e);
            }
        }
    })
}

/// The page's state of a `view` figure: the link's, changed by `changes`; a `ValueError`
/// with the page's notice for a value the page would not use.
fn state(view: View, link: &str, changes: &[(String, String)]) -> PyResult<PageState> {
    let changes: Vec<(&str, String)> = changes
        .iter()
        .map(|(k, v)| (k.as_str(), v.clone()))
        .collect();
    figure_state(link, view, &changes).map_err(|notice| value_error(GameError::BadFigure(notice)))
}

/// The heatmap of `nimseq plot heatmap`: the grid swept as the page's parameters (`link`,
/// then `changes`) say, on every core without the GIL. Returns the figure and the page's query
/// of the view.
#[pyfunction]
#[pyo3(signature = (link, changes, progress=None))]
fn heatmap_figure(
    py: Python<'_>,
    link: &str,
    changes: Vec<(String, String)>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<(Drawn, String)> {
    let state = state(View::Heatmap, link, &changes)?;
    let settings = state.settings();
    let spec = settings.sweep_spec().map_err(value_error)?;
    let total = set_count(spec.dims, spec.max);
    let grid = watched(py, progress.as_ref(), total, |go_on| {
        sweep_while(&spec, &|cells| go_on(cells as u64))
    })?;
    let Some(grid) = grid else {
        // Stopped without an exception: not expected (the callback raises when it stops).
        return Err(value_error(GameError::Cancelled));
    };
    let figure = py.detach(|| PlotFigure::heatmap(settings, &grid));
    Ok((Drawn { figure }, state.to_query()))
}

/// The atlas's map of `nimseq plot atlas`: every code's row computed as the page's
/// parameters (`link`, then `changes`) say, on every core without the GIL. Returns the figure
/// and the page's query of the view.
#[pyfunction]
#[pyo3(signature = (link, changes, progress=None))]
fn atlas_figure(
    py: Python<'_>,
    link: &str,
    changes: Vec<(String, String)>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<(Drawn, String)> {
    let state = state(View::Atlas, link, &changes)?;
    let settings = state.settings();
    let codes = PlotFigure::atlas_codes(settings).map_err(value_error)?;
    let cap = u64::from(settings.cap);
    let rows = watched(py, progress.as_ref(), codes.len() as u64, |go_on| {
        let mut rows = Vec::with_capacity(codes.len());
        let mut failed = None;
        rows_in_order(&codes, cap, &|| go_on(0), |_, row| match row {
            Ok(row) => {
                rows.push(std::sync::Arc::unwrap_or_clone(row));
                go_on(1)
            }
            Err(e) => {
                failed = Some(e);
                false
            }
        });
        match failed {
            Some(e) => Err(e),
            None => Ok(rows),
        }
    })?
    .map_err(value_error)?;
    let figure = PlotFigure::atlas(settings, rows).map_err(value_error)?;
    Ok((Drawn { figure }, state.to_query()))
}

/// The overview of `nimseq plot overview SPEC --limit LIMIT --from FROM --to TO`: the period
/// search (to `limit`, the command line's `auto` when `None`) in pieces without the GIL, then the positions `start ..= to` (the first and
/// last computed by default).
#[pyfunction]
#[pyo3(signature = (spec, limit=None, start=None, to=None, progress=None))]
fn overview_figure(
    py: Python<'_>,
    spec: &str,
    limit: Option<u64>,
    start: Option<u64>,
    to: Option<u64>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<Drawn> {
    let game = read(spec, None)?;
    let limit = search_limit(&game, limit)?;
    for position in [start, to].into_iter().flatten() {
        limits::check(Limit::SearchLimit, position, MAX_TERMS - 1).map_err(value_error)?;
    }
    let search = searched(py, &game, limit, progress.as_ref())?;
    let report = search.report();
    let values = search.values().to_vec();
    let figure = py
        .detach(|| PlotFigure::overview(&game, &report, values, limit, (start, to)))
        .map_err(value_error)?;
    Ok(Drawn { figure })
}

/// Adds this file's class and functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Drawn>()?;
    m.add_function(wrap_pyfunction!(figure_size, m)?)?;
    m.add_function(wrap_pyfunction!(heatmap_figure, m)?)?;
    m.add_function(wrap_pyfunction!(atlas_figure, m)?)?;
    m.add_function(wrap_pyfunction!(overview_figure, m)?)?;
    Ok(())
}
