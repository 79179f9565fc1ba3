//! The atlas on the page: the workers' unit of work (rows of the code list), and a handle that
//! gathers the rows and answers what the map, the read-out, the table and the downloads show.

use std::sync::Arc;

use js_sys::{Array, Object, Reflect, Uint16Array};
use plotters::prelude::IntoDrawingArea;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::canvas::{backend, failure};
use crate::link::LinkState;
use crate::{js_error, to_js};
use nimseq_core::atlas::AtlasRow;
use nimseq_core::draw::Theme;
use nimseq_core::draw::{draw_atlas_marked, AtlasPicture};
use nimseq_core::game::Nimber;
use nimseq_page::{atlas_width, FigureKind, FigureSize};
use nimseq_page::{compute_job, AtlasJob, AtlasRun, AtlasTask};
use nimseq_page::{compute_records, AtlasPage, AtlasRecord};
use nimseq_page::{AtlasMetric, Named, PAGE};

/// A link's `atlas_task` (`AtlasTask` in the page layer: the codes and the cap), read.
fn atlas_task(task: JsValue) -> Result<AtlasTask, JsError> {
    serde_wasm_bindgen::from_value(task).map_err(js_error)
}

/// Computes the codes `lo .. hi` of an atlas (a link's `atlas_task`): a worker's unit of work.
/// With `cap` above 0, that cap instead of the task's (a cell searched further).
///
/// # Errors
/// A `JsError` for a task that is not an `AtlasTask`, or an atlas over the limits.
#[wasm_bindgen]
pub fn atlas_rows(task: JsValue, lo: u32, hi: u32, cap: f64) -> Result<JsValue, JsError> {
    let task = atlas_task(task)?;
    let cap = (cap.is_finite() && cap >= 1.0).then_some(cap as u64);
    let records = compute_records(&task, lo as usize, hi as usize, cap).map_err(js_error)?;
    to_js(&records)
}

/// Computes the code at place `index` of an atlas (a link's `atlas_task`), whole, from `known`
/// first values when given (an [`AtlasJob`] of the page's run): `{ row, values }`, the row
/// without its values and its values as a `Uint16Array`.
///
/// # Errors
/// A `JsError` for a task that is not an `AtlasTask`, an atlas over the limits or no such
/// place.
#[wasm_bindgen]
pub fn atlas_code(
    task: JsValue,
    index: u32,
    cap: f64,
    known: Option<Vec<u16>>,
) -> Result<JsValue, JsError> {
    let task = atlas_task(task)?;
    let cap = if cap.is_finite() && cap >= 1.0 {
        cap as u64
    } else {
        task.cap
    };
    let known: Option<Arc<[Nimber]>> = known.map(Into::into);
    let mut row = compute_job(&task, index as usize, cap, known).map_err(js_error)?;
    let values = Uint16Array::from(&row.values[..]);
    row.values = Vec::new();
    let out = Object::new();
    Reflect::set(&out, &"row".into(), &to_js(&row)?).map_err(js_value_error)?;
    Reflect::set(&out, &"values".into(), &values).map_err(js_value_error)?;
    Ok(out.into())
}

/// A JavaScript exception as a `JsError`.
fn js_value_error(e: JsValue) -> JsError {
    JsError::new(&e.as_string().unwrap_or_else(|| format!("{e:?}")))
}

/// The jobs for the workers as `[{ index, known }]` (`known`: a `Uint16Array` or `null`).
fn jobs_to_js(jobs: Vec<AtlasJob>) -> Result<JsValue, JsError> {
    let out = Array::new();
    for job in jobs {
        let item = Object::new();
        Reflect::set(&item, &"index".into(), &JsValue::from(job.index as u32))
            .map_err(js_value_error)?;
        let known = job
            .known
            .map_or(JsValue::NULL, |k| Uint16Array::from(&k[..]).into());
        Reflect::set(&item, &"known".into(), &known).map_err(js_value_error)?;
        out.push(&item);
    }
    Ok(out.into())
}

/// The atlas of a link, filled as the workers report.
#[wasm_bindgen]
pub struct AtlasView {
    page: AtlasPage,
    /// The codes being computed with shared rows, since [`AtlasView::begin`].
    run: Option<AtlasRun>,
}

#[wasm_bindgen]
impl AtlasView {
    /// The atlas of a link (`?view=atlas&digits=3&cap=65536&colour=period`), empty.
    ///
    /// # Errors
    /// A `JsError` if the atlas is over the limits.
    #[wasm_bindgen(constructor)]
    pub fn new(link: &LinkState) -> Result<AtlasView, JsError> {
        Ok(AtlasView {
            page: AtlasPage::new(link.state.settings()).map_err(js_error)?,
            run: None,
        })
    }

    /// Begins computing the codes not computed yet at the link's cap, sharing rows between
    /// codes proven the same game: the first jobs for the workers, `[{ index, known }]` (pass
    /// each to `atlas_code`; more come from [`AtlasView::arrived`]).
    ///
    /// # Errors
    /// Only if the jobs cannot be converted to JavaScript.
    pub fn begin(&mut self) -> Result<JsValue, JsError> {
        let mut run = AtlasRun::new(&self.page, self.page.cap());
        let jobs = run.jobs(&mut self.page);
        self.run = Some(run);
        jobs_to_js(jobs)
    }

    /// Adds a row a worker computed for a job (`row` and `values` as `atlas_code` gives them):
    /// the jobs ready now, `[{ index, known }]`.
    ///
    /// # Errors
    /// A `JsError` for a row that is not the job's, or no run begun.
    pub fn arrived(
        &mut self,
        index: usize,
        row: JsValue,
        values: Vec<u16>,
    ) -> Result<JsValue, JsError> {
        let mut row: AtlasRow = serde_wasm_bindgen::from_value(row).map_err(js_error)?;
        row.values = values;
        let run = self
            .run
            .as_mut()
            .ok_or_else(|| failure("atlas-error-no-run"))?;
        let jobs = run.arrived(&mut self.page, index, row).map_err(js_error)?;
        jobs_to_js(jobs)
    }

    /// How many codes are computed.
    pub fn computed(&self) -> usize {
        self.page.len() - self.page.pending().len()
    }

    /// How many codes.
    pub fn size(&self) -> usize {
        self.page.len()
    }

    /// The progress bar: `{ fraction, text }` of the atlas's codes computed, or, with
    /// `further` (rows arrived so far, 0 or 1), of one code searched further.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn progress(&self, further: Option<u32>) -> Result<JsValue, JsError> {
        to_js(&match further {
            Some(done) => AtlasPage::further_progress(u64::from(done)),
            None => self.page.progress(),
        })
    }

    /// What the progress bar says as the atlas's codes start (`Computing 511 codes…`), or
    /// one code searched `further`.
    pub fn computing(&self, further: bool) -> String {
        self.page.computing(further)
    }

    /// What the page says when the code at `index` is opened before it is computed.
    pub fn not_computed(&self, index: usize) -> String {
        self.page.not_computed(index)
    }

    /// The name of the atlas's downloads, without extension (`nimseq-atlas-2-cap-65536`).
    pub fn file_stem(&self) -> String {
        self.page.file_stem()
    }

    /// The places of the codes not computed yet.
    pub fn pending(&self) -> Vec<u32> {
        self.page.pending().into_iter().map(|i| i as u32).collect()
    }

    /// Adds the rows a worker computed (see `atlas_rows`): how many.
    ///
    /// # Errors
    /// A `JsError` for rows that are not this atlas's.
    pub fn add(&mut self, records: JsValue) -> Result<u32, JsError> {
        let records: Vec<AtlasRecord> =
            serde_wasm_bindgen::from_value(records).map_err(js_error)?;
        let count = records.len() as u32;
        self.page.add(records).map_err(js_error)?;
        Ok(count)
    }

    /// Colours the map by `metric` (`status`, `period`, `preperiod`, `maxvalue`), its
    /// read-outs worded in the page's language.
    ///
    /// # Errors
    /// A `JsError` for another spelling.
    pub fn set_metric(&mut self, metric: &str) -> Result<(), JsError> {
        let m = AtlasMetric::from_spelling(metric).ok_or_else(|| {
            JsError::new(&nimseq_core::text!(
                PAGE,
                "atlas-error-metric",
                metric = metric
            ))
        })?;
        self.page.set_metric(m);
        // The page shows the atlas again after its language changed: the read-outs follow.
        self.page.reword();
        Ok(())
    }

    /// `{ columns, rows, column_labels, row_labels, axes, sentence, column_template, wide,
    /// places }`: the map's shape, the same for the whole life of the atlas.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn layout(&self) -> Result<JsValue, JsError> {
        to_js(&self.page.layout())
    }

    /// `{ cells, legend, summary, done }`: each code's colour and words.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn map(&self, theme: &str) -> Result<JsValue, JsError> {
        to_js(&self.page.map(&Theme::named(theme)))
    }

    /// The computed rows sorted by `key` (`code`, `status`, `preperiod`, `period`,
    /// `largest`, `literature`).
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn table(&self, key: &str, descending: bool) -> Result<JsValue, JsError> {
        to_js(&self.page.table(key, descending))
    }

    /// `{ groups, pairs, shifted, none }`, the lists under the map as the page shows them:
    /// codes with equal sequences and codes equal up to a shift (`{ codes, note }` each, the
    /// note saying what was compared), codes that agree long, then differ (a line each), and
    /// what an empty list says.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn groups(&self) -> Result<JsValue, JsError> {
        to_js(&self.page.lists())
    }

    /// The size of a map figure the download fields ask for (`width`, `height`: 0 for the
    /// figure's own; `scale`): `{ width, height, scale, pixel_width, pixel_height, text }`.
    ///
    /// # Errors
    /// A `JsError` saying why the size cannot be drawn.
    pub fn figure_size(&self, width: u32, height: u32, scale: f64) -> Result<JsValue, JsError> {
        let picture = self.page.picture(&Theme::LIGHT);
        to_js(&atlas_size(&self.page, &picture, width, height, scale)?.info())
    }

    /// The map as an SVG document of the size the download fields ask for.
    ///
    /// # Errors
    /// A `JsError` for a size that cannot be drawn, or if drawing fails.
    pub fn svg(&self, theme: &str, width: u32, height: u32, scale: f64) -> Result<String, JsError> {
        let theme = Theme::named(theme);
        let picture = self.page.picture(&theme);
        let size = atlas_size(&self.page, &picture, width, height, scale)?;
        // With the literature's errata ringed, as `nimseq plot atlas` draws it.
        self.page
            .figure_svg(&picture, size, &theme)
            .map_err(js_error)
    }

    /// Draws the map on `canvas` (sized here to the figure's pixels), for the PNG download.
    ///
    /// # Errors
    /// A `JsError` for a size that cannot be drawn, or if the canvas cannot be drawn on.
    pub fn draw_png(
        &self,
        canvas: &HtmlCanvasElement,
        theme: &str,
        width: u32,
        height: u32,
        scale: f64,
    ) -> Result<(), JsError> {
        let theme = Theme::named(theme);
        let picture = self.page.picture(&theme);
        let size = atlas_size(&self.page, &picture, width, height, scale)?;
        let (w, h) = size.pixels();
        canvas.set_width(w);
        canvas.set_height(h);
        let root = backend(canvas)?.into_drawing_area();
        let errata = self.page.errata_places();
        draw_atlas_marked(&root, &picture, &errata, &theme, size.scale).map_err(js_error)?;
        root.present().map_err(js_error)
    }

    /// The computed rows as CSV.
    pub fn csv(&self) -> String {
        self.page.csv()
    }

    /// The computed rows, groups and late differences as JSON.
    pub fn json(&self) -> String {
        self.page.json()
    }

    /// The offer to search a cell further: `{ cap, label }` (four times as far, and the
    /// button's words), or `null` for a certified or uncomputed cell.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn further(&self, index: usize) -> Result<JsValue, JsError> {
        match self.page.further(index) {
            Some(offer) => to_js(&offer),
            None => Ok(JsValue::NULL),
        }
    }
}

/// The map figure's size for the download fields' numbers (with the errata's legend line).
fn atlas_size(
    page: &AtlasPage,
    picture: &AtlasPicture,
    width: u32,
    height: u32,
    scale: f64,
) -> Result<FigureSize, JsError> {
    FigureSize::asked(
        FigureKind::Atlas,
        (width, height, scale),
        atlas_width(picture),
        |w| page.figure_height(picture, w),
    )
    .map_err(js_error)
}
