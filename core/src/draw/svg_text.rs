//! The texts of an SVG document as plotters writes them, read back by the drawings' tests: where
//! each is drawn, how large, and how it is anchored.

/// One `<text>` element.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SvgText {
    /// Its words, trimmed.
    pub words: String,
    /// Where it is anchored.
    pub x: f64,
    pub y: f64,
    /// The `font-size` written (plotters writes a font's size / 1.24).
    pub font_size: f64,
    /// Whether it is anchored at its end (drawn leftwards from `x`).
    pub anchored_end: bool,
}

/// Every `<text>` element of `svg`, in order.
///
/// # Panics
/// On a `<text>` without its position, its size or its words (plotters writes all three).
pub(crate) fn svg_texts(svg: &str) -> Vec<SvgText> {
    svg.split("<text")
        .skip(1)
        .map(|t| {
            let attr = |name: &str| -> f64 {
                let value = t
                    .split(&format!(" {name}=\""))
                    .nth(1)
                    .and_then(|v| v.split('"').next());
                value
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| panic!("a <text> without {name}: {t}"))
            };
            let words = t.split('>').nth(1).and_then(|w| w.split('<').next());
            SvgText {
                words: words.expect("a <text> with its words").trim().to_string(),
                x: attr("x"),
                y: attr("y"),
                font_size: attr("font-size"),
                anchored_end: t.contains("text-anchor=\"end\""),
            }
        })
        .collect()
}
