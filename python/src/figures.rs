//! Figures: the heatmap, the atlas's map and a sequence's overview, made and drawn by the
//! page layer's [`PlotFigure`] exactly as `nimseq plot` makes and draws them (the choices
//! read as the page's link parameters by the page's own reader), handed to Python as a
//! [`Drawn`] figure at a chosen size, which draws SVG text or PNG bytes.
//!
//! The sweep behind a heatmap and the atlas's rows run on threads of their own, without the
//! GIL, while the calling thread looks at Ctrl-C and calls the progress callback every tenth
//! of a second ([`watched`]); the overview's period search runs in pieces ([`in_pieces`]).
//!
//! [`in_pieces`]: crate::run::in_pieces

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyList, PyString, PyTuple};

use nimseq_core::atlas::rows_in_order;
use nimseq_core::draw::{DrawError, Theme};
use nimseq_core::limits::{self, MAX_TERMS};
use nimseq_core::sweep::{set_count, sweep_while};
use nimseq_core::{GameError, Limit};
use nimseq_page::{
    figure_state, FigureKind, FigureSize, Named, PageState, PlotFigure, View, PARAMS,
};

use crate::args::{self, count, optional_count};
use crate::errors::value_error;
use crate::game::{search_limit, searched, view_pairs};
use crate::run::{between, Progress};

/// How often the calling thread looks at Ctrl-C while a watched computation runs.
const TICK: Duration = Duration::from_millis(100);

/// The widest a figure is drawn unless a width is chosen, in CSS pixels: the width of a
/// notebook's output (Jupyter's classic notebook gives its output about 1000 pixels beside
/// the prompt). A figure whose own width (`nimseq plot`'s, the page's download's) is wider,
/// as the overview's 1200, is drawn this wide; the narrower keep their own.
pub const NOTEBOOK_WIDTH: u32 = 1000;

/// The heatmap's name for the page's parameter `scale` (the colour scale): Python's `scale`
/// is the figure's pixels per CSS pixel, as `nimseq plot`'s `--scale`.
const COLOUR_SCALE: (&str, &str) = ("colour_scale", "scale");

/// A figure that cannot be drawn as asked, in the command line's words.
fn bad(why: String) -> PyErr {
    value_error(GameError::BadFigure(why))
}

/// How a figure is drawn: its size in CSS pixels (`None`: the figure's own, at most
/// [`NOTEBOOK_WIDTH`] wide), its scale (pixels per CSS pixel) and its theme.
#[derive(Debug, Clone, Copy)]
struct Choices {
    width: Option<u32>,
    height: Option<u32>,
    scale: f64,
    dark: bool,
}

impl Choices {
    /// The choices as Python gives them, each checked: `TypeError` for a wrong type, the
    /// command line's message for a value it refuses.
    fn read(
        width: Option<&Bound<'_, PyAny>>,
        height: Option<&Bound<'_, PyAny>>,
        scale: Option<&Bound<'_, PyAny>>,
        dpi: Option<&Bound<'_, PyAny>>,
        theme: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        Ok(Choices {
            width: pixels(width, "width")?,
            height: pixels(height, "height")?,
            scale: resolution(scale, dpi)?.unwrap_or(1.0),
            dark: match theme {
                Some(theme) => is_dark(theme)?,
                None => false,
            },
        })
    }

    /// The theme's colours.
    fn theme(&self) -> Theme {
        if self.dark {
            Theme::DARK
        } else {
            Theme::LIGHT
        }
    }
}

/// A width or height in CSS pixels (`None`: the figure's own).
fn pixels(value: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<u32>> {
    Ok(optional_count(value, what)?.map(|v| u32::try_from(v).unwrap_or(u32::MAX)))
}

/// The scale (pixels per CSS pixel) that `scale` or `dpi` asks for, as `nimseq plot` reads
/// `--scale` and `--dpi` (scale = dpi / 96); `None` when neither is given.
fn resolution(
    scale: Option<&Bound<'_, PyAny>>,
    dpi: Option<&Bound<'_, PyAny>>,
) -> PyResult<Option<f64>> {
    match (scale, dpi) {
        (Some(_), Some(_)) => Err(bad(
            "give scale or dpi, not both (scale = dpi / 96)".to_string()
        )),
        (None, Some(dpi)) => {
            let d = args::number(dpi, "dpi")?;
            if !(d.is_finite() && d > 0.0) {
                return Err(bad(format!(
                    "the resolution `{dpi}` is not a number of dpi"
                )));
            }
            Ok(Some(d / 96.0))
        }
        (Some(scale), None) => {
            let s = args::number(scale, "scale")?;
            if !s.is_finite() {
                return Err(bad(format!("the scale `{scale}` is not a number")));
            }
            Ok(Some(s))
        }
        (None, None) => Ok(None),
    }
}

/// Whether the theme named `theme` is the dark one, with the command line's message for
/// another name.
fn is_dark(theme: &Bound<'_, PyAny>) -> PyResult<bool> {
    match args::text(theme, "theme")?.as_str() {
        "light" => Ok(false),
        "dark" => Ok(true),
        other => Err(bad(format!(
            "the theme `{other}` is neither light nor dark"
        ))),
    }
}

/// A drawing that failed (never expected): a `RuntimeError` saying so.
fn draw_error(e: DrawError) -> PyErr {
    PyRuntimeError::new_err(format!("the figure could not be drawn: {}", e.0))
}

/// The width a figure is drawn at when none is chosen: its own, or [`NOTEBOOK_WIDTH`] when
/// its own is wider (`None`: its own).
fn notebook_width(own: u32) -> Option<u32> {
    (own > NOTEBOOK_WIDTH).then_some(NOTEBOOK_WIDTH)
}

/// `figure`'s size at these choices.
fn sized(figure: &PlotFigure, choices: &Choices, scale: f64) -> PyResult<FigureSize> {
    let theme = choices.theme();
    let width = choices.width.or_else(|| {
        let own = figure.size(None, None, 1.0, &theme).ok()?.width;
        notebook_width(own)
    });
    figure
        .size(width, choices.height, scale, &theme)
        .map_err(value_error)
}

/// The size of a heatmap or an overview (whose size does not depend on what it shows) at
/// these choices, checked before anything is computed, as `nimseq plot` checks it.
fn size_of_kind(kind: FigureKind, choices: &Choices) -> PyResult<FigureSize> {
    let width = choices
        .width
        .or_else(|| notebook_width(kind.default_width()));
    PlotFigure::size_of_kind(kind, width, choices.height, choices.scale).map_err(value_error)
}

/// A figure made by the core, at the size and in the theme chosen: drawn as SVG text or PNG
/// bytes on demand. It holds what was computed for it, which is not kept elsewhere: it cannot
/// be pickled (its link, `query`, draws it again on the page).
#[pyclass(module = "nimseq._nimseq", frozen)]
pub struct Drawn {
    figure: Arc<PlotFigure>,
    /// The page's query of the same view, or the page's notices about it.
    query: Result<String, String>,
    choices: Choices,
    size: FigureSize,
}

impl Drawn {
    /// `figure` at `choices` (its size checked).
    fn new(
        figure: Arc<PlotFigure>,
        query: Result<String, String>,
        choices: Choices,
    ) -> PyResult<Self> {
        let size = sized(&figure, &choices, choices.scale)?;
        Ok(Drawn {
            figure,
            query,
            choices,
            size,
        })
    }

    /// The size at another scale (the same CSS size).
    fn at_scale(&self, scale: f64) -> PyResult<FigureSize> {
        if scale == self.choices.scale {
            Ok(self.size)
        } else {
            sized(&self.figure, &self.choices, scale)
        }
    }

    /// The PNG file at `size`, drawn without the GIL.
    fn png_at<'py>(&self, py: Python<'py>, size: FigureSize) -> PyResult<Bound<'py, PyBytes>> {
        let theme = self.choices.theme();
        let bytes = py
            .detach(|| self.figure.png(size, &theme))
            .map_err(draw_error)?;
        Ok(PyBytes::new(py, &bytes))
    }
}

#[pymethods]
impl Drawn {
    /// Which figure: `heatmap`, `atlas` or `overview`.
    #[getter]
    fn kind(&self) -> &'static str {
        self.figure.kind().spelling()
    }

    /// The page's query (with its `?`) of the same view; `ValueError` with the page's notice
    /// when the page cannot show it.
    #[getter]
    fn query(&self) -> PyResult<String> {
        self.query.clone().map_err(PyValueError::new_err)
    }

    /// The width in CSS pixels asked for (`None`: the figure's own, at most the notebook's).
    #[getter]
    fn width(&self) -> Option<u32> {
        self.choices.width
    }

    /// The height in CSS pixels asked for (`None`: what the figure needs at its width).
    #[getter]
    fn height(&self) -> Option<u32> {
        self.choices.height
    }

    /// Pixels per CSS pixel (a PNG records `scale × 96` dpi).
    #[getter]
    fn scale(&self) -> f64 {
        self.choices.scale
    }

    /// `light` or `dark`: the page's colours.
    #[getter]
    fn theme(&self) -> &'static str {
        if self.choices.dark {
            "dark"
        } else {
            "light"
        }
    }

    /// The size in CSS pixels, `(width, height)`.
    #[getter]
    fn size(&self) -> (u32, u32) {
        (self.size.width, self.size.height)
    }

    /// The size of the picture in pixels, `(width, height)` (its CSS size × scale).
    #[getter]
    fn pixels(&self) -> (u32, u32) {
        self.size.pixels()
    }

    /// The size in words, as `nimseq plot` says it (`2000 × 1733 pixels (1000 × 866 at
    /// scale 2, 192 dpi)`).
    fn describe(&self) -> String {
        self.size.describe()
    }

    /// The same figure at other choices (those not given stay), not computed again.
    #[pyo3(signature = (width=None, height=None, scale=None, dpi=None, theme=None))]
    fn resized(
        &self,
        width: Option<&Bound<'_, PyAny>>,
        height: Option<&Bound<'_, PyAny>>,
        scale: Option<&Bound<'_, PyAny>>,
        dpi: Option<&Bound<'_, PyAny>>,
        theme: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Drawn> {
        let choices = Choices {
            width: pixels(width, "width")?.or(self.choices.width),
            height: pixels(height, "height")?.or(self.choices.height),
            scale: resolution(scale, dpi)?.unwrap_or(self.choices.scale),
            dark: match theme {
                Some(theme) => is_dark(theme)?,
                None => self.choices.dark,
            },
        };
        Drawn::new(Arc::clone(&self.figure), self.query.clone(), choices)
    }

    /// The scale `scale` or `dpi` asks for (this figure's own when neither is given).
    #[pyo3(signature = (scale=None, dpi=None))]
    fn resolution(
        &self,
        scale: Option<&Bound<'_, PyAny>>,
        dpi: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<f64> {
        Ok(resolution(scale, dpi)?.unwrap_or(self.choices.scale))
    }

    /// The figure as an SVG document (drawn without the GIL).
    fn svg(&self, py: Python<'_>) -> PyResult<String> {
        let theme = self.choices.theme();
        py.detach(|| self.figure.svg(self.size, &theme))
            .map_err(draw_error)
    }

    /// The figure as a PNG file (drawn without the GIL), recording `scale × 96` dpi: at this
    /// figure's scale, or the one `scale` or `dpi` asks for.
    #[pyo3(signature = (scale=None, dpi=None))]
    fn png<'py>(
        &self,
        py: Python<'py>,
        scale: Option<&Bound<'py, PyAny>>,
        dpi: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let s = resolution(scale, dpi)?.unwrap_or(self.choices.scale);
        let size = self.at_scale(s)?;
        self.png_at(py, size)
    }

    /// What a file named `name` holds: the figure as SVG or PNG by the name's extension
    /// (`.svg`, `.png`) or as `format` says, at this figure's scale or the one `scale` or
    /// `dpi` asks for; and its size in words, as `nimseq plot` says it.
    #[pyo3(signature = (name, format=None, scale=None, dpi=None))]
    fn file<'py>(
        &self,
        py: Python<'py>,
        name: &Bound<'py, PyAny>,
        format: Option<&Bound<'py, PyAny>>,
        scale: Option<&Bound<'py, PyAny>>,
        dpi: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<(Bound<'py, PyBytes>, String)> {
        let name = args::text(name, "the file's name")?;
        let format = match args::optional_text(format, "format")? {
            Some(format) => format.to_lowercase(),
            None => {
                let extension = std::path::Path::new(&name)
                    .extension()
                    .map(|e| e.to_string_lossy().to_lowercase())
                    .unwrap_or_default();
                if extension != "svg" && extension != "png" {
                    return Err(bad(format!(
                        "cannot tell the format of `{name}`: name it .svg or .png, or give format="
                    )));
                }
                extension
            }
        };
        let s = resolution(scale, dpi)?.unwrap_or(self.choices.scale);
        let size = self.at_scale(s)?;
        match format.as_str() {
            "svg" => {
                let theme = self.choices.theme();
                let text = py
                    .detach(|| self.figure.svg(size, &theme))
                    .map_err(draw_error)?;
                Ok((PyBytes::new(py, text.as_bytes()), size.describe()))
            }
            "png" => Ok((self.png_at(py, size)?, size.describe())),
            other => Err(bad(format!("the format `{other}` is neither svg nor png"))),
        }
    }

    /// Not pickled: a `TypeError` saying why and what to keep instead.
    fn __reduce__(&self) -> PyResult<()> {
        Err(PyTypeError::new_err(
            "a nimseq figure cannot be pickled: it holds what was computed for it, which only \
             this process has. Keep its link (fig.link()) or its choices and draw it again, or \
             save the picture (fig.save(\"fig.svg\"), fig.svg(), fig.png())",
        ))
    }

    /// The figure itself: it never changes.
    fn __copy__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// The figure itself: it never changes.
    fn __deepcopy__(slf: Py<Self>, _memo: &Bound<'_, PyAny>) -> Py<Self> {
        slf
    }
}

/// The parameters of the page's `view` a figure takes, named as Python names them (the
/// heatmap's colour scale is `colour_scale`): the view's own parameters in the page's table.
fn view_parameters(view: View) -> Vec<&'static str> {
    PARAMS
        .iter()
        .filter(|p| p.views.contains(&view) && p.views.len() < View::ALL.len())
        .map(|p| {
            if view == View::Heatmap && p.name == COLOUR_SCALE.1 {
                COLOUR_SCALE.0
            } else {
                p.name
            }
        })
        .collect()
}

/// The view of a figure of `kind` (`heatmap` or `atlas`).
fn figure_view(kind: &str) -> PyResult<View> {
    match kind {
        "heatmap" => Ok(View::Heatmap),
        "atlas" => Ok(View::Atlas),
        other => Err(PyValueError::new_err(format!(
            "no figure of the page's parameters is called `{other}` (heatmap or atlas)"
        ))),
    }
}

/// The page's parameters a `kind` figure (`heatmap` or `atlas`) takes, as Python names them.
#[pyfunction]
fn figure_parameters(kind: &str) -> PyResult<Vec<&'static str>> {
    Ok(view_parameters(figure_view(kind)?))
}

/// A choice's value as the page's links spell it: `True`/`False` as `1`/`0`, a `str` as
/// given, a whole number in decimal, a window `((x0, x1), (y0, y1))` as `x0-x1,y0-y1`.
fn spelled(name: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(flag) = value.cast::<PyBool>() {
        return Ok(if flag.is_true() { "1" } else { "0" }.to_string());
    }
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(text.to_cow()?.into_owned());
    }
    if name == "window" && (value.is_instance_of::<PyTuple>() || value.is_instance_of::<PyList>()) {
        let window = || -> PyResult<String> {
            let mut ends = Vec::new();
            let sides = value.try_iter()?.collect::<PyResult<Vec<_>>>()?;
            if sides.len() != 2 {
                return Err(PyValueError::new_err(""));
            }
            for side in sides {
                let side = side.try_iter()?.collect::<PyResult<Vec<_>>>()?;
                if side.len() != 2 {
                    return Err(PyValueError::new_err(""));
                }
                for end in side {
                    ends.push(count(&end, "a window's end")?);
                }
            }
            Ok(format!("{}-{},{}-{}", ends[0], ends[1], ends[2], ends[3]))
        };
        return window().map_err(|_| {
            bad(
                "window is the cells drawn, ((x0, x1), (y0, y1)) or the page's `x0-x1,y0-y1`"
                    .to_string(),
            )
        });
    }
    if args::is_whole(value) {
        return Ok(count(value, name)?.to_string());
    }
    Err(PyTypeError::new_err(format!(
        "{name} must be a whole number or the page's spelling, not {}",
        args::type_name(value)
    )))
}

/// The page's (parameter, value) pairs of the choices given for a figure of `view` (a value
/// `None` is the page's own), each a parameter of the view.
fn changes(view: View, given: Option<&Bound<'_, PyDict>>) -> PyResult<Vec<(&'static str, String)>> {
    let allowed = view_parameters(view);
    let mut pairs = Vec::new();
    for (name, value) in given.into_iter().flat_map(|d| d.iter()) {
        let name = args::text(&name, "a parameter's name")?;
        let Some(&known) = allowed.iter().find(|&&p| p == name) else {
            return Err(bad(format!(
                "the {} has no parameter “{name}” (its parameters: {})",
                view.spelling(),
                allowed.join(", ")
            )));
        };
        if value.is_none() {
            continue;
        }
        let page_name = if known == COLOUR_SCALE.0 {
            COLOUR_SCALE.1
        } else {
            known
        };
        pairs.push((page_name, spelled(known, &value)?));
    }
    Ok(pairs)
}

/// The page's state of a `view` figure: the link's, changed by `changes`; a `ValueError`
/// with the page's notice for a value the page would not use (the heatmap's colour scale
/// named as Python names it).
fn state(view: View, link: &str, changes: &[(&str, String)]) -> PyResult<PageState> {
    figure_state(link, view, changes).map_err(|notice| {
        let notice = if view == View::Heatmap {
            notice.replace(
                &format!("“{}=", COLOUR_SCALE.1),
                &format!("“{}=", COLOUR_SCALE.0),
            )
        } else {
            notice
        };
        bad(notice)
    })
}

/// Runs `work` on a thread of its own, without the GIL, while this thread looks at Ctrl-C
/// and tells `progress` how far it is every [`TICK`]: `work` is given `go_on(n)`, to be told
/// of `n` more units done, which answers `false` once the run is to stop (Ctrl-C, or an
/// exception of the callback), after which `work` should end soon; that exception is raised.
fn watched<T: Send>(
    py: Python<'_>,
    progress: Option<&Progress<'_>>,
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

/// A page link (or its query) to start from: `None` or a `str`.
fn start_link(link: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    Ok(args::optional_text(link, "link")?.unwrap_or_default())
}

/// The heatmap of `nimseq plot heatmap`: the grid swept as the page's parameters (`link`,
/// then `params`, named as Python names them) say, on every core without the GIL, at the
/// size and in the theme chosen (checked before the sweep, as the command line checks it).
#[pyfunction]
#[pyo3(signature = (link=None, params=None, progress=None, width=None, height=None, scale=None, dpi=None, theme=None))]
#[allow(clippy::too_many_arguments)]
fn heatmap_figure(
    py: Python<'_>,
    link: Option<&Bound<'_, PyAny>>,
    params: Option<&Bound<'_, PyDict>>,
    progress: Option<Bound<'_, PyAny>>,
    width: Option<&Bound<'_, PyAny>>,
    height: Option<&Bound<'_, PyAny>>,
    scale: Option<&Bound<'_, PyAny>>,
    dpi: Option<&Bound<'_, PyAny>>,
    theme: Option<&Bound<'_, PyAny>>,
) -> PyResult<Drawn> {
    let link = start_link(link)?;
    let changes = changes(View::Heatmap, params)?;
    let choices = Choices::read(width, height, scale, dpi, theme)?;
    size_of_kind(FigureKind::Heatmap, &choices)?;
    let progress = Progress::read(progress, "sets")?;
    let state = state(View::Heatmap, &link, &changes)?;
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
    Drawn::new(Arc::new(figure), Ok(state.to_query()), choices)
}

/// The atlas's map of `nimseq plot atlas`: every code's row computed as the page's
/// parameters (`link`, then `params`) say, on every core without the GIL, at the size and in
/// the theme chosen (the size checked once the map is made: it depends on the map).
#[pyfunction]
#[pyo3(signature = (link=None, params=None, progress=None, width=None, height=None, scale=None, dpi=None, theme=None))]
#[allow(clippy::too_many_arguments)]
fn atlas_figure(
    py: Python<'_>,
    link: Option<&Bound<'_, PyAny>>,
    params: Option<&Bound<'_, PyDict>>,
    progress: Option<Bound<'_, PyAny>>,
    width: Option<&Bound<'_, PyAny>>,
    height: Option<&Bound<'_, PyAny>>,
    scale: Option<&Bound<'_, PyAny>>,
    dpi: Option<&Bound<'_, PyAny>>,
    theme: Option<&Bound<'_, PyAny>>,
) -> PyResult<Drawn> {
    let link = start_link(link)?;
    let changes = changes(View::Atlas, params)?;
    let choices = Choices::read(width, height, scale, dpi, theme)?;
    let progress = Progress::read(progress, "codes")?;
    let state = state(View::Atlas, &link, &changes)?;
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
    Drawn::new(Arc::new(figure), Ok(state.to_query()), choices)
}

/// The overview of `nimseq plot overview GAME --limit LIMIT --from START --to N-1`: the
/// period search (to `limit`; to G(n − 1) when `n` is given; else the command line's `auto`)
/// in pieces without the GIL, then the positions `start ..= n − 1` (the first and last
/// computed by default), at the size and in the theme chosen (checked first).
#[pyfunction]
#[pyo3(signature = (game, n=None, limit=None, start=None, width=None, height=None, scale=None, dpi=None, theme=None, progress=None))]
#[allow(clippy::too_many_arguments)]
fn overview_figure(
    py: Python<'_>,
    game: &Bound<'_, PyAny>,
    n: Option<&Bound<'_, PyAny>>,
    limit: Option<&Bound<'_, PyAny>>,
    start: Option<&Bound<'_, PyAny>>,
    width: Option<&Bound<'_, PyAny>>,
    height: Option<&Bound<'_, PyAny>>,
    scale: Option<&Bound<'_, PyAny>>,
    dpi: Option<&Bound<'_, PyAny>>,
    theme: Option<&Bound<'_, PyAny>>,
    progress: Option<Bound<'_, PyAny>>,
) -> PyResult<Drawn> {
    let game = crate::game::game(game)?;
    let limit = optional_count(limit, "limit")?;
    let to = match optional_count(n, "n")? {
        Some(0) => {
            return Err(PyValueError::new_err(
                "n must be at least 1: the overview draws G(0) … G(n − 1)",
            ))
        }
        n => n.map(|n| n - 1),
    };
    let start = optional_count(start, "start")?;
    let limit = limit.or(to);
    let choices = Choices::read(width, height, scale, dpi, theme)?;
    size_of_kind(FigureKind::Overview, &choices)?;
    let progress = Progress::read(progress, "values")?;
    let searched_to = search_limit(&game, limit)?;
    for position in [start, to].into_iter().flatten() {
        limits::check(Limit::SearchLimit, position, MAX_TERMS - 1).map_err(value_error)?;
    }
    let search = searched(py, &game, searched_to, progress.as_ref())?;
    let report = search.report();
    let values = search.values().to_vec();
    let figure = py
        .detach(|| PlotFigure::overview(&game, &report, values, searched_to, (start, to)))
        .map_err(value_error)?;
    let mut pairs = view_pairs("sequence", &game);
    if let Some(limit) = limit {
        pairs.push(("limit".to_string(), limit.to_string()));
    }
    let query = crate::game::query_of(&pairs);
    Drawn::new(Arc::new(figure), query, choices)
}

/// Adds this file's class and functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Drawn>()?;
    m.add("NOTEBOOK_WIDTH", NOTEBOOK_WIDTH)?;
    m.add_function(wrap_pyfunction!(figure_parameters, m)?)?;
    m.add_function(wrap_pyfunction!(heatmap_figure, m)?)?;
    m.add_function(wrap_pyfunction!(atlas_figure, m)?)?;
    m.add_function(wrap_pyfunction!(overview_figure, m)?)?;
    Ok(())
}
