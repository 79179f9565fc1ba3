//! The bounds of the page's number fields, written once: the figure size fields' and the embed
//! dialog's height field's `min` and `max` are set from [`field_limits`], the same constants
//! that [`FigureSize::new`](crate::FigureSize::new) and the embed dialog check against.

use serde::Serialize;

use crate::{embed, figure};

/// The least and the greatest value a field takes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Bounds<T> {
    /// The least value.
    pub min: T,
    /// The greatest value.
    pub max: T,
}

/// The bounds of every number field whose range is not a link parameter's (those come with the
/// link's fields).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct FieldLimits {
    /// A figure's width, in CSS pixels.
    pub figure_width: Bounds<u32>,
    /// A figure's height, in CSS pixels.
    pub figure_height: Bounds<u32>,
    /// A figure's scale (pixels per CSS pixel).
    pub figure_scale: Bounds<f64>,
    /// An embedded frame's height, in CSS pixels.
    pub embed_height: Bounds<u32>,
}

/// The bounds of the page's number fields.
///
/// ```
/// let limits = nimseq_page::field_limits();
/// assert_eq!(limits.figure_width.max, nimseq_page::MAX_WIDTH);
/// assert_eq!(limits.embed_height.min, nimseq_page::MIN_HEIGHT);
/// ```
pub fn field_limits() -> FieldLimits {
    FieldLimits {
        figure_width: Bounds {
            min: figure::MIN_WIDTH,
            max: figure::MAX_WIDTH,
        },
        figure_height: Bounds {
            min: figure::MIN_HEIGHT,
            max: figure::MAX_WIDTH,
        },
        figure_scale: Bounds {
            min: figure::MIN_SCALE,
            max: figure::MAX_SCALE,
        },
        embed_height: Bounds {
            min: embed::MIN_HEIGHT,
            max: embed::MAX_HEIGHT,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FigureKind, FigureSize};

    #[test]
    fn the_bounds_are_those_the_figures_are_checked_against() {
        let l = field_limits();
        let ok = |w, h, s| FigureSize::new(FigureKind::Heatmap, w, Some(h), s).is_ok();
        assert!(ok(l.figure_width.min, l.figure_height.min, 1.0));
        assert!(!ok(l.figure_width.min - 1, 400, 1.0));
        assert!(!ok(400, l.figure_height.min - 1, 1.0));
        assert!(!ok(l.figure_width.max + 1, 400, 1.0));
        assert!(ok(400, 400, l.figure_scale.min) && ok(400, 400, l.figure_scale.max));
        assert!(!ok(400, 400, l.figure_scale.max + 0.5));
    }
}
