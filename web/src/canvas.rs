//! Drawing on the page's canvases: plotters' canvas backend for axes, text and strips, and a
//! single `putImageData` for the cells of big heatmaps.

use plotters::prelude::*;
use plotters_canvas::CanvasBackend;
use wasm_bindgen::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

use crate::js_error;
use crate::measured::MeasuredCanvas;
use nimseq_core::draw::PlotRect;
use nimseq_core::draw::Theme;
use nimseq_core::draw::{draw_strip, Strip};
use nimseq_page::PAGE;

/// Why drawing failed: message `id` of the page's catalogue, in the page's language.
pub(super) fn failure(id: &str) -> JsError {
    JsError::new(&PAGE.text(id, None))
}

/// The 2-D context of a canvas.
pub(super) fn context(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsError> {
    canvas
        .get_context("2d")
        .map_err(|_| failure("figure-error-context"))?
        .ok_or_else(|| failure("figure-error-context"))?
        .dyn_into::<CanvasRenderingContext2d>()
        .map_err(|_| failure("figure-error-context"))
}

/// A plotters backend on a canvas (measuring text with the canvas, see [`MeasuredCanvas`]).
pub(super) fn backend(canvas: &HtmlCanvasElement) -> Result<MeasuredCanvas, JsError> {
    let inner = CanvasBackend::with_canvas_object(canvas.clone())
        .ok_or_else(|| failure("figure-error-canvas"))?;
    Ok(MeasuredCanvas::new(inner, context(canvas)?))
}

/// A `width × height` RGBA picture as an offscreen canvas, to be copied (in part) many times
/// (`rgba` empty: a transparent one, to be painted with [`repaint`]).
pub(super) fn picture(
    rgba: &[u8],
    (width, height): (u32, u32),
) -> Result<HtmlCanvasElement, JsError> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| failure("figure-error-document"))?;
    let picture: HtmlCanvasElement = document
        .create_element("canvas")
        .map_err(|_| failure("figure-error-create"))?
        .dyn_into()
        .map_err(|_| failure("figure-error-create"))?;
    picture.set_width(width);
    picture.set_height(height);
    if !rgba.is_empty() {
        repaint(&picture, rgba, (width, height), 0)?;
    }
    Ok(picture)
}

/// Paints `width × height` RGBA pixels over the rows from `top` of a picture made by
/// [`picture`].
pub(super) fn repaint(
    picture: &HtmlCanvasElement,
    rgba: &[u8],
    (width, height): (u32, u32),
    top: u32,
) -> Result<(), JsError> {
    let image = ImageData::new_with_u8_clamped_array_and_sh(Clamped(rgba), width, height)
        .map_err(|_| failure("figure-error-build"))?;
    context(picture)?
        .put_image_data(&image, 0.0, f64::from(top))
        .map_err(|_| failure("figure-error-build"))
}

/// Copies the part `(x, y, width, height)` of `picture` into `rect` of `canvas`, without
/// smoothing (each picture pixel a crisp block).
pub(super) fn blit_part(
    canvas: &HtmlCanvasElement,
    picture: &HtmlCanvasElement,
    (x, y, width, height): (f64, f64, f64, f64),
    rect: PlotRect,
) -> Result<(), JsError> {
    let ctx = context(canvas)?;
    ctx.set_image_smoothing_enabled(false);
    ctx.draw_image_with_html_canvas_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
        picture,
        x,
        y,
        width,
        height,
        f64::from(rect.left),
        f64::from(rect.top),
        f64::from(rect.right - rect.left),
        f64::from(rect.bottom - rect.top),
    )
    .map_err(|_| failure("figure-error-draw"))
}

/// Copies a `width × height` RGBA picture into `rect` of `canvas`, without smoothing.
pub(super) fn blit(
    canvas: &HtmlCanvasElement,
    rgba: &[u8],
    (width, height): (u32, u32),
    rect: PlotRect,
) -> Result<(), JsError> {
    let whole = picture(rgba, (width, height))?;
    let size = (0.0, 0.0, f64::from(width), f64::from(height));
    blit_part(canvas, &whole, size, rect)
}

/// The strip's period argument: `(preperiod, period)` when both are whole numbers >= 0 / > 0.
fn period_of(preperiod: f64, period: f64) -> Option<(u64, u64)> {
    let whole = |v: f64| v.is_finite() && v >= 0.0 && v.fract() == 0.0 && v < 2f64.powi(53);
    (whole(preperiod) && whole(period) && period > 0.0).then_some((preperiod as u64, period as u64))
}

/// The strip of `values` as the page's JavaScript describes it.
fn strip<'a>(values: &'a [u16], preperiod: f64, period: f64, caption: &str) -> Strip<'a> {
    Strip {
        values,
        period: period_of(preperiod, period),
        caption: caption.to_string(),
    }
}

/// Draws the nim-sequence strip on a canvas whose buffer is `scale` device pixels per CSS
/// pixel (its text stays 12 CSS px). A negative `period` means none is certified.
///
/// # Errors
/// A `JsError` if the canvas cannot be drawn on.
#[wasm_bindgen]
pub fn draw_strip_canvas(
    canvas: &HtmlCanvasElement,
    values: &[u16],
    preperiod: f64,
    period: f64,
    caption: &str,
    theme: &str,
    scale: f64,
) -> Result<(), JsError> {
    let root = backend(canvas)?.into_drawing_area();
    let strip = strip(values, preperiod, period, caption);
    draw_strip(&root, &strip, &Theme::named(theme), scale).map_err(js_error)?;
    root.present().map_err(js_error)
}

/// The nim-sequence strip as an SVG document.
///
/// # Errors
/// A `JsError` if drawing fails.
#[wasm_bindgen]
pub fn strip_svg(
    values: &[u16],
    preperiod: f64,
    period: f64,
    caption: &str,
    theme: &str,
    width: u32,
    height: u32,
) -> Result<String, JsError> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (width, height)).into_drawing_area();
        let strip = strip(values, preperiod, period, caption);
        draw_strip(&root, &strip, &Theme::named(theme), 1.0).map_err(js_error)?;
        root.present().map_err(js_error)?;
    }
    Ok(svg)
}
