//! The figures of `nimseq plot` and of the Python package (`nimseq.heatmap`, `atlas_map`,
//! `Game.overview`), made once here so that both draw the same figure for the same choices:
//! the choices read as the page's link parameters ([`figure_state`]), the figure made from
//! what the core computed ([`PlotFigure`]), sized ([`PlotFigure::size`]) and drawn as an SVG
//! document or a PNG file.
//!
//! # Examples
//! ```
//! use nimseq_core::draw::Theme;
//! use nimseq_core::sweep::sweep;
//! use nimseq_page::{figure_state, PlotFigure, View};
//! let state = figure_state("", View::Heatmap, &[("max", "30".to_string())]).unwrap();
//! let grid = sweep(&state.settings().sweep_spec()?);
//! let figure = PlotFigure::heatmap(state.settings(), &grid);
//! let size = figure.size(Some(600), None, 1.0, &Theme::LIGHT)?;
//! let svg = figure.svg(size, &Theme::LIGHT).unwrap();
//! assert!(svg.starts_with("<svg") && svg.contains("period of {a, b}"));
//! // A value the page would not use is refused with the page's words.
//! let refused = figure_state("", View::Heatmap, &[("max", "9999".to_string())]).unwrap_err();
//! assert!(refused.contains("“max=9999”"), "{refused}");
//! # Ok::<(), nimseq_core::GameError>(())
//! ```

use crate::heatmap::heatmap_labels_where;
use nimseq_core::atlas::AtlasRow;
use nimseq_core::draw::{figure_legend_height, legend_height, OVERVIEW_LEGEND};
use nimseq_core::draw::{CellWindow, DrawError, Heatmap, Overview, Theme, Window};
use nimseq_core::game::{Game, Nimber, OctalCode};
use nimseq_core::period::{PeriodReport, Periodicity, Sequence};
use nimseq_core::sweep::Grid;
use nimseq_core::{GameError, Limit};

use super::{atlas_width, heatmap_svg_where, overview_svg, FigureKind, FigureSize};
use crate::atlas::{AtlasPage, AtlasRecord};
use crate::state::names::{Named, View};
use crate::state::params::PARAMS;
use crate::state::settings::Settings;
use crate::texts::t;
use crate::PageState;

/// The page's state of a figure of `view`: the link `link` (a page link, its query, or empty)
/// changed by `changes` (`(parameter, value)`, the page's parameter names).
///
/// # Errors
/// The first notice of the page, as the page words it up to its first `; ` (what the page
/// would have done instead is left out: a figure is never drawn with a value replaced): a
/// value the page would not use, or a parameter the page does not have.
pub fn figure_state(
    link: &str,
    view: View,
    changes: &[(&str, String)],
) -> Result<PageState, String> {
    let said = |notice: &str| match notice.split_once("; ") {
        Some((said, _)) => said.to_string(),
        None => notice.to_string(),
    };
    let query = link.split_once('?').map_or(link, |(_, q)| q);
    let (state, notices) = PageState::from_query(&format!("?{query}"));
    if let Some(n) = notices.first() {
        return Err(said(&n.0));
    }
    // A parameter the page does not have: the page's own notice for it in a link.
    for (name, value) in changes {
        if !PARAMS.iter().any(|p| p.name == *name) {
            let (_, notices) = PageState::from_query(&format!(
                "?{}={}",
                name.replace(['&', '=', '#'], ""),
                value.replace(['&', '#'], "")
            ));
            let notice = notices
                .first()
                .map_or_else(|| t!("figure-no-parameter", name = *name), |n| said(&n.0));
            return Err(notice);
        }
    }
    // A parameter of another view (or of every view: the page's own, not the figure's).
    let views_own = |name: &str| {
        PARAMS
            .iter()
            .any(|p| p.name == name && p.views.contains(&view) && p.views.len() < View::ALL.len())
    };
    if let Some((name, _)) = changes.iter().find(|(name, _)| !views_own(name)) {
        return Err(t!(
            "figure-view-no-parameter",
            view = view.spelling(),
            name = *name
        ));
    }
    let mut all = vec![("view", view.spelling().to_string())];
    all.extend(
        changes
            .iter()
            .map(|(name, value)| (*name, value.trim().to_string())),
    );
    let (state, notices) = state.change(&all);
    match notices.first() {
        Some(n) => Err(said(&n.0)),
        None => Ok(state),
    }
}

/// A figure of `nimseq plot`, made from what the core computed; drawn at any size and in
/// either theme.
#[derive(Debug, Clone)]
pub enum PlotFigure {
    /// A heatmap of a grid (a slice of a grid of triples; the primitive sets alone where the
    /// link says so).
    Heatmap {
        /// The map of the grid's cells.
        map: Heatmap,
        /// The cells drawn.
        window: CellWindow,
        /// Whether only the primitive sets are drawn and counted (the page's `primitive=1`).
        primitive: bool,
    },
    /// The atlas's map of octal codes, each code whose literature carries an erratum ringed.
    Atlas {
        /// The atlas, every row in.
        page: Box<AtlasPage>,
    },
    /// A sequence's overview.
    Overview {
        /// The values, the preperiod and period marked.
        overview: Overview,
        /// The positions drawn.
        window: Window,
        /// The caption: the game's title.
        caption: String,
    },
}

impl PlotFigure {
    /// The heatmap of `grid` (swept as `settings.sweep_spec()` says) as `settings` draw it:
    /// their picture, window and `primitive`.
    pub fn heatmap(settings: &Settings, grid: &Grid) -> Self {
        let map = if settings.primitive {
            // The primitive sets alone, the others no set of the picture: its range and
            // counts are theirs.
            let (masked, scan) = crate::grid::primitive_grid(grid);
            Heatmap::from_grid_where(&masked, &settings.picture(), &scan, true)
        } else {
            Heatmap::from_grid(grid, &settings.picture())
        };
        let window = settings
            .window
            .map_or(CellWindow::whole(map.size()), |w| w.within(map.size()));
        PlotFigure::Heatmap {
            map,
            window,
            primitive: settings.primitive,
        }
    }

    /// The codes of the atlas `settings` show, in the order of their rows.
    ///
    /// # Errors
    /// The atlas's limits.
    pub fn atlas_codes(settings: &Settings) -> Result<Vec<OctalCode>, GameError> {
        nimseq_core::atlas::codes_from(settings.atlas_d0, settings.digits, None)
    }

    /// The atlas's map of `settings` from the `rows` of its codes ([`PlotFigure::atlas_codes`],
    /// in their order).
    ///
    /// # Errors
    /// The atlas's limits, or a row that is not its code's.
    pub fn atlas(settings: &Settings, rows: Vec<AtlasRow>) -> Result<Self, GameError> {
        let mut page = AtlasPage::new(settings)?;
        let records = rows
            .into_iter()
            .enumerate()
            .map(|(index, row)| AtlasRecord { index, row })
            .collect();
        page.add(records)?;
        Ok(PlotFigure::Atlas {
            page: Box::new(page),
        })
    }

    /// The overview of `game`'s values `G(0), G(1), …` as its period search up to `limit`
    /// found them (`report`, `values`), the preperiod and period marked when certified:
    /// positions `from ..= to` (the first and the last computed by default). Positions past
    /// the values the search computed (it stops once a period is certified) and within the
    /// limit are computed for the picture.
    ///
    /// # Errors
    /// [`GameError::BackwardsStretch`] when `to < from`; a `to` past `limit`
    /// ([`Limit::Computed`]).
    pub fn overview(
        game: &Game,
        report: &PeriodReport,
        values: Vec<Nimber>,
        limit: u64,
        (from, to): (Option<u64>, Option<u64>),
    ) -> Result<Self, GameError> {
        let last = (values.len() as u64).saturating_sub(1);
        let (from, to) = (from.unwrap_or(0), to.unwrap_or(last));
        if to < from {
            return Err(GameError::BackwardsStretch { from, to });
        }
        if to > last.max(limit) {
            return Err(GameError::limit(Limit::Computed, to, last.max(limit)));
        }
        let values = if to > last {
            // Past a certified period the values are copied from it.
            let mut sequence = Sequence::resume(game, values);
            sequence.extend_to(to as usize + 1)?;
            sequence.into_values()
        } else {
            values
        };
        let mut overview = Overview::new();
        overview.push(&values);
        if let Periodicity::Periodic(p) = &report.grundy {
            overview.set_period(Some((p.preperiod, p.period)));
        }
        Ok(PlotFigure::Overview {
            overview,
            window: Window {
                from: from as f64,
                to: to as f64 + 1.0,
            },
            caption: game.title(),
        })
    }

    /// Which figure this is.
    pub fn kind(&self) -> FigureKind {
        match self {
            PlotFigure::Heatmap { .. } => FigureKind::Heatmap,
            PlotFigure::Atlas { .. } => FigureKind::Atlas,
            PlotFigure::Overview { .. } => FigureKind::Overview,
        }
    }

    /// The size of a heatmap or an overview (whose size does not depend on what they show):
    /// `width` CSS pixels (the kind's default when `None`), `height` (the kind's own at that
    /// width when `None`), at `scale`. An atlas's size depends on its map: see
    /// [`PlotFigure::size`].
    ///
    /// # Errors
    /// As [`FigureSize::new`].
    pub fn size_of_kind(
        kind: FigureKind,
        width: Option<u32>,
        height: Option<u32>,
        scale: f64,
    ) -> Result<FigureSize, GameError> {
        let width = width.unwrap_or(kind.default_width());
        let height = height.unwrap_or_else(|| kind.auto_height(width));
        FigureSize::new(kind, width, Some(height), scale)
    }

    /// The figure's size: `width` CSS pixels (the figure's own default when `None`),
    /// `height` (what the figure needs at its width when `None`: room for a heatmap's legend,
    /// [`legend_height`], and an overview's, [`figure_legend_height`]), at `scale`; `theme` is the one it will be drawn in (the
    /// atlas's legend may depend on it).
    ///
    /// # Errors
    /// As [`FigureSize::new`].
    pub fn size(
        &self,
        width: Option<u32>,
        height: Option<u32>,
        scale: f64,
        theme: &Theme,
    ) -> Result<FigureSize, GameError> {
        match self {
            PlotFigure::Atlas { page } => {
                let picture = page.picture(theme);
                let width = width.unwrap_or(atlas_width(&picture));
                let height = height.unwrap_or_else(|| page.figure_height(&picture, width));
                FigureSize::new(FigureKind::Atlas, width, Some(height), scale)
            }
            // High enough for the legend beside the cells (a narrow figure's breaks its lines).
            PlotFigure::Heatmap {
                map,
                window,
                primitive,
            } => {
                let kind = FigureKind::Heatmap;
                let width = width.unwrap_or(kind.default_width());
                let height = height.unwrap_or_else(|| {
                    let labels = heatmap_labels_where(map, *window, *primitive);
                    let legend = legend_height(map, &labels, *window, width);
                    kind.auto_height(width).max(legend)
                });
                FigureSize::new(kind, width, Some(height), scale)
            }
            // High enough for the legend and note under the band (a narrow figure's break
            // their lines).
            PlotFigure::Overview {
                overview, window, ..
            } => {
                let kind = FigureKind::Overview;
                let width = width.unwrap_or(kind.default_width());
                let height = height.unwrap_or_else(|| {
                    let legend = figure_legend_height(overview, *window, width);
                    kind.auto_height(width) - OVERVIEW_LEGEND + legend
                });
                FigureSize::new(kind, width, Some(height), scale)
            }
        }
    }

    /// The figure as an SVG document of `size` in `theme`.
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    pub fn svg(&self, size: FigureSize, theme: &Theme) -> Result<String, DrawError> {
        match self {
            PlotFigure::Heatmap {
                map,
                window,
                primitive,
            } => heatmap_svg_where(map, *window, size, theme, *primitive),
            PlotFigure::Atlas { page } => page.figure_svg(&page.picture(theme), size, theme),
            PlotFigure::Overview {
                overview,
                window,
                caption,
            } => overview_svg(overview, *window, caption, size, theme),
        }
    }

    /// The figure as a PNG file of `size` in `theme` (drawn as the page draws its canvases).
    ///
    /// # Errors
    /// [`DrawError`] if drawing fails.
    #[cfg(all(feature = "png", not(target_arch = "wasm32")))]
    pub fn png(&self, size: FigureSize, theme: &Theme) -> Result<Vec<u8>, DrawError> {
        match self {
            PlotFigure::Heatmap {
                map,
                window,
                primitive,
            } => super::heatmap_png_where(map, *window, size, theme, *primitive),
            PlotFigure::Atlas { page } => page.figure_png(&page.picture(theme), size, theme),
            PlotFigure::Overview {
                overview,
                window,
                caption,
            } => super::overview_png(overview, *window, caption, size, theme),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::period::PeriodSearch;
    use nimseq_core::sweep::sweep;

    #[test]
    fn choices_of_another_view_or_none_are_refused() {
        let refused =
            |changes: &[(&str, String)]| figure_state("", View::Heatmap, changes).unwrap_err();
        assert_eq!(
            refused(&[("digits", "2".into())]),
            "the heatmap has no parameter “digits”"
        );
        assert!(refused(&[("tint", "red".into())]).contains("“tint”"));
        assert!(refused(&[("max", "5000".into())]).contains("“max=5000”"));
        // A link's own parameters of other views are the page's business, kept.
        assert!(figure_state("?game=kayles", View::Heatmap, &[]).is_ok());
    }

    #[test]
    fn a_primitive_heatmap_draws_and_counts_only_primitive_sets() {
        let state = figure_state("?primitive=1&max=30", View::Heatmap, &[]).unwrap();
        let grid = sweep(&state.settings().sweep_spec().unwrap());
        let figure = PlotFigure::heatmap(state.settings(), &grid);
        let size = figure.size(Some(600), None, 1.0, &Theme::LIGHT).unwrap();
        let svg = figure.svg(size, &Theme::LIGHT).unwrap();
        assert!(svg.contains("primitive sets only"), "the caption says so");
    }

    #[test]
    fn an_overview_past_the_certified_values_computes_them_within_the_limit() {
        let game = Game::read("sub:1,2", None).unwrap();
        let (report, values) = PeriodSearch::new(&game, 500).unwrap().run().unwrap();
        assert!(values.len() < 300, "the search stops once certified");
        let figure = PlotFigure::overview(&game, &report, values, 500, (None, Some(299))).unwrap();
        let PlotFigure::Overview { window, .. } = &figure else {
            panic!("an overview")
        };
        assert_eq!((window.from, window.to), (0.0, 300.0));
        let size = figure.size(None, None, 1.0, &Theme::LIGHT).unwrap();
        assert!(figure
            .svg(size, &Theme::LIGHT)
            .unwrap()
            .contains("preperiod 0, period 3"));
        let (report, values) = PeriodSearch::new(&game, 500).unwrap().run().unwrap();
        let past = PlotFigure::overview(&game, &report, values, 500, (None, Some(501)));
        assert!(past.unwrap_err().to_string().contains("501"));
    }
}
