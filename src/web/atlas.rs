//! The atlas on the page: the workers' unit of work (rows of the code list), and a handle that
//! gathers the rows and answers what the map, the read-out, the table and the downloads show.

use plotters::prelude::IntoDrawingArea;
use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use crate::draw::atlas::{draw_atlas, AtlasPicture};
use crate::draw::colors::Theme;
use crate::page::atlas::{compute_records, AtlasPage, AtlasRecord};
use crate::page::figure::{atlas_height, atlas_svg, atlas_width, FigureKind, FigureSize};
use crate::page::names::{AtlasMetric, Named};
use crate::page::PageState;
use crate::web::canvas::backend;
use crate::web::{js_error, to_js};

/// Computes the codes `lo .. hi` of a link's atlas (`digits`, `cap`): a worker's unit of work.
/// With `cap` above 0, that cap instead of the link's (a cell searched further).
///
/// # Errors
/// A `JsError` if the link's atlas is over the limits.
#[wasm_bindgen]
pub fn atlas_rows(query: &str, lo: u32, hi: u32, cap: f64) -> Result<JsValue, JsError> {
    let (state, _) = PageState::from_query(query);
    let cap = (cap.is_finite() && cap >= 1.0).then_some(cap as u64);
    let records =
        compute_records(state.settings(), lo as usize, hi as usize, cap).map_err(js_error)?;
    to_js(&records)
}

/// The atlas of a link, filled as the workers report.
#[wasm_bindgen]
pub struct AtlasView {
    page: AtlasPage,
}

#[wasm_bindgen]
impl AtlasView {
    /// The atlas of `query` (`?view=atlas&digits=3&cap=65536&colour=period`), empty.
    ///
    /// # Errors
    /// A `JsError` if the atlas is over the limits.
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> Result<AtlasView, JsError> {
        let (state, _) = PageState::from_query(query);
        Ok(AtlasView {
            page: AtlasPage::new(state.settings()).map_err(js_error)?,
        })
    }

    /// How many codes.
    pub fn size(&self) -> usize {
        self.page.len()
    }

    /// The places of the codes not computed yet.
    pub fn pending(&self) -> Vec<u32> {
        self.page.pending().into_iter().map(|i| i as u32).collect()
    }

    /// Adds the rows a worker computed (see `atlas_rows`).
    ///
    /// # Errors
    /// A `JsError` for rows that are not this atlas's.
    pub fn add(&mut self, records: JsValue) -> Result<(), JsError> {
        let records: Vec<AtlasRecord> =
            serde_wasm_bindgen::from_value(records).map_err(js_error)?;
        self.page.add(records).map_err(js_error)
    }

    /// Colours the map by `metric` (`status`, `period`, `preperiod`, `maxvalue`).
    ///
    /// # Errors
    /// A `JsError` for another spelling.
    pub fn set_metric(&mut self, metric: &str) -> Result<(), JsError> {
        let m = AtlasMetric::from_spelling(metric)
            .ok_or_else(|| JsError::new(&format!("no atlas metric “{metric}”")))?;
        self.page.set_metric(m);
        Ok(())
    }

    /// `{ columns, rows, column_labels, row_labels, axes, places }`: the map's shape, the same
    /// for the whole life of the atlas.
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

    /// `{ groups, pairs, shifted }`: codes with equal sequences (each saying what it compared),
    /// codes that agree long, then differ, and codes equal up to a shift.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn groups(&self) -> Result<JsValue, JsError> {
        let (groups, pairs) = self.page.groups();
        let shifted = self.page.shifted();
        to_js(&serde_json::json!({ "groups": groups, "pairs": pairs, "shifted": shifted }))
    }

    /// The size of a map figure the download fields ask for (`width`, `height`: 0 for the
    /// figure's own; `scale`): `{ width, height, scale, pixel_width, pixel_height, text }`.
    ///
    /// # Errors
    /// A `JsError` saying why the size cannot be drawn.
    pub fn figure_size(&self, width: u32, height: u32, scale: f64) -> Result<JsValue, JsError> {
        let picture = self.page.picture(&Theme::LIGHT);
        to_js(&atlas_size(&picture, width, height, scale)?.info())
    }

    /// The map as an SVG document of the size the download fields ask for.
    ///
    /// # Errors
    /// A `JsError` for a size that cannot be drawn, or if drawing fails.
    pub fn svg(&self, theme: &str, width: u32, height: u32, scale: f64) -> Result<String, JsError> {
        let theme = Theme::named(theme);
        let picture = self.page.picture(&theme);
        let size = atlas_size(&picture, width, height, scale)?;
        atlas_svg(&picture, size, &theme).map_err(js_error)
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
        let size = atlas_size(&picture, width, height, scale)?;
        let (w, h) = size.pixels();
        canvas.set_width(w);
        canvas.set_height(h);
        let root = backend(canvas)?.into_drawing_area();
        draw_atlas(&root, &picture, &theme, size.scale).map_err(js_error)?;
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

    /// The cap to search a cell further with (four times as far), or `undefined` for a
    /// certified or uncomputed cell.
    pub fn further_cap(&self, index: usize) -> Option<f64> {
        self.page.further_cap(index).map(|c| c as f64)
    }
}

/// The map figure's size for the download fields' numbers.
fn atlas_size(
    picture: &AtlasPicture,
    width: u32,
    height: u32,
    scale: f64,
) -> Result<FigureSize, JsError> {
    FigureSize::asked(
        FigureKind::Atlas,
        (width, height, scale),
        atlas_width(picture),
        |w| atlas_height(picture, w),
    )
    .map_err(js_error)
}
