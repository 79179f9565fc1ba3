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
/// use nimseq_core::draw::viridis;
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

/// Colours for nim-values 1, 2, 3, ...: Okabe & Ito's seven (told apart by readers with red–green
/// colour vision deficiencies), then a dark grey; larger values repeat them. 0 is
/// [`P_POSITION`].
const PALETTE: [RGBColor; 8] = [
    OKABE_ITO[0],
    OKABE_ITO[1],
    OKABE_ITO[2],
    OKABE_ITO[3],
    OKABE_ITO[4],
    OKABE_ITO[5],
    OKABE_ITO[6],
    RGBColor(60, 60, 60),
];

/// Okabe & Ito's seven colours (orange, sky blue, bluish green, yellow, blue, vermillion,
/// reddish purple), told apart by most colour-blind readers.
const OKABE_ITO: [RGBColor; 7] = [
    RGBColor(230, 159, 0),
    RGBColor(86, 180, 233),
    RGBColor(0, 158, 115),
    RGBColor(240, 228, 66),
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(204, 121, 167),
];

/// How many values have a colour of their own: `VALUE_COLOURS` and above repeat them.
pub const VALUE_COLOURS: u32 = PALETTE.len() as u32;

/// The colour of nim-value 0 (a P-position) wherever values are coloured: white, drawn with a
/// dark outline (`P_OUTLINE`) so that it shows on light and dark pages alike, and the same
/// in both themes.
pub const P_POSITION: RGBColor = RGBColor(255, 255, 255);
/// The outline of a P-position's cell.
pub const P_OUTLINE: RGBColor = RGBColor(33, 37, 41);

/// The colour of nim-value `value`: `P_POSITION` for 0, else one of `VALUE_COLOURS`
/// colours, the same in both themes.
///
/// # Examples
/// ```
/// use nimseq_core::draw::{value_color, P_POSITION, VALUE_COLOURS};
/// assert_eq!(value_color(0), P_POSITION);
/// assert_eq!(value_color(1), value_color(1 + VALUE_COLOURS));
/// ```
pub fn value_color(value: u32) -> RGBColor {
    match value {
        0 => P_POSITION,
        v => PALETTE[(v as usize - 1) % PALETTE.len()],
    }
}

/// The colour of text written on a cell of colour `fill`: black or white, whichever
/// contrasts more.
pub fn ink_on(fill: RGBColor) -> RGBColor {
    let lum = relative_luminance(fill);
    if (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) {
        RGBColor(0, 0, 0)
    } else {
        RGBColor(255, 255, 255)
    }
}

/// A colour's red, green and blue in linear light, from 0 to 1 (sRGB's transfer undone).
fn linear(c: RGBColor) -> [f64; 3] {
    let lin = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.040_45 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    [lin(c.0), lin(c.1), lin(c.2)]
}

/// WCAG's relative luminance of a colour, from 0 (black) to 1 (white).
pub fn relative_luminance(c: RGBColor) -> f64 {
    let [r, g, b] = linear(c);
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// Colours of categories: `a + b`, `a + c`, `b + c`, `2a`, `2b`, `2c`, "none of these"
/// (Okabe & Ito's palette, told apart by most colour-blind readers), then the sums only
/// 4-element sets have: `a + d`, `b + d`, `c + d`, `2d` (navy, pale lime, dark brown,
/// periwinkle: the colours farthest from the others and from both themes' backgrounds for
/// normal, protanope and deuteranope readers, found by a greedy search).
pub const CATEGORIES: [RGBColor; 11] = [
    OKABE_ITO[0],
    OKABE_ITO[1],
    OKABE_ITO[2],
    OKABE_ITO[3],
    OKABE_ITO[4],
    OKABE_ITO[5],
    OKABE_ITO[6],
    RGBColor(0, 0, 85),
    RGBColor(238, 255, 170),
    RGBColor(68, 51, 0),
    RGBColor(85, 119, 255),
];

/// A cell of the "which sum" metric whose period equals several sums (a tie, `a + c = 2b`):
/// a greyish beige, apart from every category's colour and [`UNRESOLVED`] for normal,
/// protanope and deuteranope readers.
pub const TIE: RGBColor = RGBColor(187, 187, 170);
/// A cell whose period was not certified within the cap: an indigo none of the other
/// palettes (viridis, Okabe & Ito's, the values') comes near, for any reader.
pub const UNRESOLVED: RGBColor = RGBColor(30, 30, 200);
/// A cell that agrees with the prediction (the literature), certified: a dark green, at
/// least 10 CIEDE2000 units from every other status colour for normal, deuteranope and
/// protanope readers (the former blue, `#0072b2`, was hard to tell from [`UNRESOLVED`]'s
/// indigo).
pub const AGREES: RGBColor = RGBColor(17, 102, 17);
/// An atlas code that agrees with the literature so far, not certified within the cap: a
/// lighter shade of [`AGREES`].
pub const AGREES_SO_FAR: RGBColor = RGBColor(170, 238, 170);
/// A cell that contradicts the prediction.
pub const DIFFERS: RGBColor = RGBColor(230, 159, 0);
/// A cell for which no prediction applies.
pub const NO_PREDICTION: RGBColor = RGBColor(154, 165, 177);
/// An atlas code certified here that the literature calls unsolved.
pub const CERTIFIED_NEW: RGBColor = RGBColor(0, 158, 115);
/// An atlas code certified here that the literature's tables do not list.
pub const NOT_LISTED: RGBColor = RGBColor(204, 121, 167);
/// The story's position won by the player to move (as the page's "wins" colour).
pub const WINS: RGBColor = RGBColor(0, 158, 115);
/// The story's position lost by the player to move (as the page's "loses" colour).
pub const LOSES: RGBColor = RGBColor(213, 94, 0);

/// Page colours, so drawings match the light or dark page around them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Background.
    pub background: RGBColor,
    /// Text and axes.
    pub foreground: RGBColor,
    /// Cells not computed yet.
    pub pending: RGBColor,
    /// Markers (preperiod, period, selection).
    pub accent: RGBColor,
}

impl Theme {
    /// For a light page.
    pub const LIGHT: Theme = Theme {
        background: RGBColor(255, 255, 255),
        foreground: RGBColor(33, 37, 41),
        pending: RGBColor(222, 226, 230),
        accent: RGBColor(214, 51, 132),
    };

    /// For a dark page.
    pub const DARK: Theme = Theme {
        background: RGBColor(24, 26, 27),
        foreground: RGBColor(230, 232, 234),
        pending: RGBColor(58, 62, 66),
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
/// use nimseq_core::draw::{hex, parse_hex, AGREES};
/// assert_eq!(parse_hex(&hex(AGREES)), Some(AGREES));
/// assert_eq!(parse_hex("#12345"), None);
/// ```
pub fn parse_hex(text: &str) -> Option<RGBColor> {
    let digits = text.strip_prefix('#').filter(|d| d.len() == 6)?;
    let byte = |i: usize| u8::from_str_radix(digits.get(i..i + 2)?, 16).ok();
    Some(RGBColor(byte(0)?, byte(2)?, byte(4)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Machado, Oliveira & Fernandes (2009): linear-RGB matrices simulating protanopia and
    /// deuteranopia (severity 1).
    const PROTANOPIA: [[f64; 3]; 3] = [
        [0.152_286, 1.052_583, -0.204_868],
        [0.114_503, 0.786_281, 0.099_216],
        [-0.003_882, -0.048_116, 1.051_998],
    ];
    const DEUTERANOPIA: [[f64; 3]; 3] = [
        [0.367_322, 0.860_646, -0.227_968],
        [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
    ];

    /// CIELAB (D65) of linear RGB, each channel clamped as a screen would show it.
    fn lab(rgb: [f64; 3]) -> [f64; 3] {
        let [r, g, b] = rgb.map(|v| v.clamp(0.0, 1.0));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 216.0 / 24389.0 {
                t.cbrt()
            } else {
                (24389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// A colour as a reader sees it: with normal vision, or through a simulation matrix.
    fn seen(c: RGBColor, matrix: Option<&[[f64; 3]; 3]>) -> [f64; 3] {
        let rgb = linear(c);
        lab(match matrix {
            None => rgb,
            Some(m) => [0, 1, 2].map(|i| (0..3).map(|j| m[i][j] * rgb[j]).sum()),
        })
    }

    /// The smallest CIE76 colour difference between two colours of `palette` (each pair of
    /// `against` with each of `palette` when given), for normal, protanope and deuteranope
    /// readers.
    fn least_difference(palette: &[RGBColor], against: &[RGBColor]) -> f64 {
        let mut least = f64::INFINITY;
        for matrix in [None, Some(&PROTANOPIA), Some(&DEUTERANOPIA)] {
            let pairs: Vec<(RGBColor, RGBColor)> = if against.is_empty() {
                (0..palette.len())
                    .flat_map(|i| (i + 1..palette.len()).map(move |j| (palette[i], palette[j])))
                    .collect()
            } else {
                palette
                    .iter()
                    .flat_map(|&a| against.iter().map(move |&b| (a, b)))
                    .collect()
            };
            for (a, b) in pairs {
                let (a, b) = (seen(a, matrix), seen(b, matrix));
                let d =
                    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt();
                least = least.min(d);
            }
        }
        least
    }

    /// Far enough apart that colours are told apart at a glance (Tableau 10's red and green
    /// come to 0.9 for a deuteranope, the atlas's former green and teal to 13).
    const APART: f64 = 16.0;

    #[test]
    fn every_palette_is_told_apart_by_red_green_colour_blind_readers() {
        let atlas = [
            AGREES,
            AGREES_SO_FAR,
            DIFFERS,
            CERTIFIED_NEW,
            UNRESOLVED,
            NOT_LISTED,
        ];
        assert!(least_difference(&atlas, &[]) >= APART, "atlas statuses");
        let theory = [AGREES, DIFFERS, NO_PREDICTION, UNRESOLVED];
        assert!(
            least_difference(&theory, &[]) >= APART,
            "theory and conjectures"
        );
        let mut values: Vec<RGBColor> = (0..=VALUE_COLOURS).map(value_color).collect();
        assert!(
            least_difference(&values, &[]) >= APART,
            "values (strip, largest value)"
        );
        values.push(UNRESOLVED);
        assert!(
            least_difference(&values, &[]) >= APART,
            "largest value with unresolved"
        );
        let mut sums = CATEGORIES[..7].to_vec();
        sums.push(UNRESOLVED);
        sums.push(TIE);
        assert!(least_difference(&sums, &[]) >= 14.0, "which sum");
        let mut sums = CATEGORIES.to_vec();
        sums.push(UNRESOLVED);
        sums.push(TIE);
        let least = least_difference(&sums, &[]);
        assert!(least >= 14.0, "which sum of four elements: {least}");
        let backgrounds = [Theme::LIGHT.background, Theme::DARK.background];
        let least = least_difference(&CATEGORIES[7..], &backgrounds);
        assert!(
            least >= APART,
            "sums of four elements on the backgrounds: {least}"
        );
        let scale: Vec<RGBColor> = (0..=20).map(|i| viridis(f64::from(i) / 20.0)).collect();
        assert!(
            least_difference(&[UNRESOLVED], &scale) >= APART,
            "unresolved on viridis"
        );
        assert!(least_difference(&[WINS, LOSES], &[]) >= APART, "the story");
        // Unresolved cells show on both pages' backgrounds.
        let backgrounds = [Theme::LIGHT.background, Theme::DARK.background];
        assert!(least_difference(&[UNRESOLVED], &backgrounds) >= APART);
    }

    /// CIEDE2000 colour difference (Sharma, Wu & Dalal 2005) between two CIELAB colours.
    fn ciede2000(l1: [f64; 3], l2: [f64; 3]) -> f64 {
        let ([ll1, a1, b1], [ll2, a2, b2]) = (l1, l2);
        let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
        let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
        let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
        let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
        let hue = |b: f64, a: f64| {
            if a == 0.0 && b == 0.0 {
                0.0
            } else {
                b.atan2(a).to_degrees().rem_euclid(360.0)
            }
        };
        let (h1, h2) = (hue(b1, a1p), hue(b2, a2p));
        let dl = ll2 - ll1;
        let dc = c2p - c1p;
        let dh = if c1p * c2p == 0.0 {
            0.0
        } else if (h2 - h1).abs() <= 180.0 {
            h2 - h1
        } else if h2 - h1 > 180.0 {
            h2 - h1 - 360.0
        } else {
            h2 - h1 + 360.0
        };
        let d_hue = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();
        let l_bar = (ll1 + ll2) / 2.0;
        let cp_bar = (c1p + c2p) / 2.0;
        let h_bar = if c1p * c2p == 0.0 {
            h1 + h2
        } else if (h1 - h2).abs() <= 180.0 {
            (h1 + h2) / 2.0
        } else if h1 + h2 < 360.0 {
            (h1 + h2 + 360.0) / 2.0
        } else {
            (h1 + h2 - 360.0) / 2.0
        };
        let cos = |deg: f64| deg.to_radians().cos();
        let t = 1.0 - 0.17 * cos(h_bar - 30.0)
            + 0.24 * cos(2.0 * h_bar)
            + 0.32 * cos(3.0 * h_bar + 6.0)
            - 0.20 * cos(4.0 * h_bar - 63.0);
        let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
        let r_c = 2.0 * (cp_bar.powi(7) / (cp_bar.powi(7) + 25f64.powi(7))).sqrt();
        let s_l = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
        let s_c = 1.0 + 0.045 * cp_bar;
        let s_h = 1.0 + 0.015 * cp_bar * t;
        let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
        ((dl / s_l).powi(2)
            + (dc / s_c).powi(2)
            + (d_hue / s_h).powi(2)
            + r_t * (dc / s_c) * (d_hue / s_h))
            .sqrt()
    }

    #[test]
    fn ciede2000_matches_sharmas_test_data() {
        // Pairs 1, 7 and 17 of Sharma, Wu & Dalal's table.
        let cases = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
        ];
        for (a, b, expected) in cases {
            let d = ciede2000(a, b);
            assert!((d - expected).abs() < 1e-3, "{d} against {expected}");
        }
    }

    /// The atlas's status colours (and the map's "not computed yet" in both themes) at least
    /// 10 CIEDE2000 units apart, pair by pair, for normal readers and under Machado et al.'s
    /// deuteranopia (and protanopia) simulation; the former blues were not much more.
    #[test]
    fn atlas_status_colours_are_ten_ciede2000_units_apart_also_for_deuteranopes() {
        let statuses = [
            ("agrees", AGREES),
            ("agrees so far", AGREES_SO_FAR),
            ("differs", DIFFERS),
            ("certified new", CERTIFIED_NEW),
            ("unresolved", UNRESOLVED),
            ("not listed", NOT_LISTED),
            ("not computed (light)", Theme::LIGHT.pending),
            ("not computed (dark)", Theme::DARK.pending),
        ];
        let mut least = (f64::INFINITY, "", "", "");
        for (vision, matrix) in [
            ("normal", None),
            ("deuteranopia", Some(&DEUTERANOPIA)),
            ("protanopia", Some(&PROTANOPIA)),
        ] {
            for (i, &(a, ca)) in statuses.iter().enumerate() {
                for &(b, cb) in &statuses[i + 1..] {
                    let d = ciede2000(seen(ca, matrix), seen(cb, matrix));
                    assert!(d >= 10.0, "{a} and {b}, {vision}: ΔE00 {d:.1}");
                    if d < least.0 {
                        least = (d, a, b, vision);
                    }
                }
            }
        }
        assert!(least.0 >= 10.0, "{least:?}");
        // The former agreeing blue and the unresolved indigo: the pair the issue named.
        let (blue, indigo) = (RGBColor(0, 114, 178), UNRESOLVED);
        let former = ciede2000(
            seen(blue, Some(&DEUTERANOPIA)),
            seen(indigo, Some(&DEUTERANOPIA)),
        );
        let now = ciede2000(
            seen(AGREES, Some(&DEUTERANOPIA)),
            seen(indigo, Some(&DEUTERANOPIA)),
        );
        assert!(now > former + 10.0, "{former:.1} then, {now:.1} now");
    }

    #[test]
    fn the_former_palettes_fail_the_same_test() {
        // The check has teeth: the atlas's green and teal, and Tableau 10's red and green.
        let former_atlas = [RGBColor(46, 157, 91), RGBColor(0, 158, 115)];
        assert!(least_difference(&former_atlas, &[]) < APART);
        let tableau = [
            RGBColor(225, 87, 89),
            RGBColor(89, 161, 79),
            RGBColor(156, 117, 95),
        ];
        assert!(least_difference(&tableau, &[]) < APART);
    }

    #[test]
    fn text_on_each_value_is_readable() {
        for v in 0..=VALUE_COLOURS {
            let fill = value_color(v);
            let (a, b) = (relative_luminance(fill), relative_luminance(ink_on(fill)));
            let contrast = (a.max(b) + 0.05) / (a.min(b) + 0.05);
            assert!(contrast >= 4.5, "value {v}: {contrast:.2}");
        }
    }
}
