//! Colours: a perceptual scale for numbers, a palette for small categories, the fixed
//! colours of special cells, and light and dark themes.

use plotters::style::RGBColor;

/// Anchor points of the viridis colour map (perceptually uniform, readable in grey and by
/// most colour-blind readers), evenly spaced from 0 to 1.
const VIRIDIS: [(u8, u8, u8); 9] = [
    (68, 1, 84),
    (71, 44, 122),
    (59, 81, 139),
    (44, 113, 142),
    (33, 144, 141),
    (39, 173, 129),
    (92, 200, 99),
    (170, 220, 50),
    (253, 231, 37),
];

/// The viridis colour at `t` in `[0, 1]` (clamped).
///
/// # Examples
/// ```
/// use nimseq::draw::colors::viridis;
/// assert_eq!(viridis(0.0), plotters::style::RGBColor(68, 1, 84));
/// assert_eq!(viridis(1.0), plotters::style::RGBColor(253, 231, 37));
/// ```
pub fn viridis(t: f64) -> RGBColor {
    let t = if t.is_nan() { 0.0 } else { t.clamp(0.0, 1.0) };
    let pos = t * (VIRIDIS.len() - 1) as f64;
    let i = (pos.floor() as usize).min(VIRIDIS.len() - 2);
    let f = pos - i as f64;
    let (a, b) = (VIRIDIS[i], VIRIDIS[i + 1]);
    let mix = |x: u8, y: u8| (f64::from(x) + (f64::from(y) - f64::from(x)) * f).round() as u8;
    RGBColor(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// Colours for nim-values 1, 2, 3, ... (Tableau 10); 0 has the theme's P-position colour.
const PALETTE: [RGBColor; 10] = [
    RGBColor(78, 121, 167),
    RGBColor(242, 142, 43),
    RGBColor(225, 87, 89),
    RGBColor(118, 183, 178),
    RGBColor(89, 161, 79),
    RGBColor(237, 201, 72),
    RGBColor(176, 122, 161),
    RGBColor(255, 157, 167),
    RGBColor(156, 117, 95),
    RGBColor(186, 176, 172),
];

/// The colour of nim-value `value` (`value >= 1`; 0 is drawn in [`Theme::p_position`]).
pub fn value_color(value: u32) -> RGBColor {
    PALETTE[(value.max(1) as usize - 1) % PALETTE.len()]
}

/// Colours of categories (Okabe & Ito's palette, told apart by most colour-blind readers):
/// `a + b`, `a + c`, `b + c`, `2a`, `2b`, `2c`, then "none of these".
pub const CATEGORIES: [RGBColor; 7] = [
    RGBColor(230, 159, 0),
    RGBColor(86, 180, 233),
    RGBColor(0, 158, 115),
    RGBColor(240, 228, 66),
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(204, 121, 167),
];

/// A cell whose period was not certified within the cap.
pub const UNRESOLVED: RGBColor = RGBColor(214, 39, 40);
/// A cell that agrees with the prediction.
pub const AGREES: RGBColor = RGBColor(46, 157, 91);
/// A cell that contradicts the prediction.
pub const DIFFERS: RGBColor = RGBColor(242, 142, 43);
/// A cell for which no prediction applies.
pub const NO_PREDICTION: RGBColor = RGBColor(154, 165, 177);

/// Page colours, so drawings match the light or dark page around them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Background.
    pub background: RGBColor,
    /// Text and axes.
    pub foreground: RGBColor,
    /// Cells not computed yet.
    pub pending: RGBColor,
    /// Nim-value 0 (P-positions).
    pub p_position: RGBColor,
    /// Markers (preperiod, period, selection).
    pub accent: RGBColor,
}

impl Theme {
    /// For a light page.
    pub const LIGHT: Theme = Theme {
        background: RGBColor(255, 255, 255),
        foreground: RGBColor(33, 37, 41),
        pending: RGBColor(222, 226, 230),
        p_position: RGBColor(33, 37, 41),
        accent: RGBColor(214, 51, 132),
    };

    /// For a dark page.
    pub const DARK: Theme = Theme {
        background: RGBColor(24, 26, 27),
        foreground: RGBColor(230, 232, 234),
        pending: RGBColor(58, 62, 66),
        p_position: RGBColor(240, 240, 240),
        accent: RGBColor(255, 121, 198),
    };

    /// The theme by name: `dark`, anything else light.
    pub fn named(name: &str) -> Theme {
        if name == "dark" {
            Theme::DARK
        } else {
            Theme::LIGHT
        }
    }
}

/// `#rrggbb` for a colour, for CSS and SVG.
pub fn hex(c: RGBColor) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

/// The colour of `#rrggbb`, if it is one.
///
/// # Examples
/// ```
/// use nimseq::draw::colors::{hex, parse_hex, AGREES};
/// assert_eq!(parse_hex(&hex(AGREES)), Some(AGREES));
/// assert_eq!(parse_hex("#12345"), None);
/// ```
pub fn parse_hex(text: &str) -> Option<RGBColor> {
    let digits = text.strip_prefix('#').filter(|d| d.len() == 6)?;
    let byte = |i: usize| u8::from_str_radix(digits.get(i..i + 2)?, 16).ok();
    Some(RGBColor(byte(0)?, byte(2)?, byte(4)?))
}
