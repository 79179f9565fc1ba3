//! The atlas's map in colours and words: each code coloured by the chosen metric (its status,
//! period, preperiod or largest value), the legend, and the same map as a picture for the
//! figure downloads.

use plotters::prelude::RGBColor;

use nimseq_core::atlas::{AtlasRow, Status, Verdict};
use nimseq_core::draw::AtlasPicture;
use nimseq_core::draw::{
    hex, viridis, Theme, AGREES, AGREES_SO_FAR, CERTIFIED_NEW, DIFFERS, NOT_LISTED, UNRESOLVED,
};

use crate::atlas::layout::{AtlasCell, AtlasLayout, AtlasLegendItem, AtlasMap};
use crate::atlas::{sequence_query, AtlasPage};
use crate::state::names::{AtlasMetric, Named};
use crate::texts::t;
use nimseq_core::words::grouped;

impl AtlasPage {
    /// The map, coloured by the metric.
    pub fn map(&self, theme: &Theme) -> AtlasMap {
        let scale = self.scale();
        let mut legend: Vec<AtlasLegendItem> = Vec::new();
        let mut count =
            |colour: &str, label: &str| match legend.iter_mut().find(|l| l.label == label) {
                Some(item) => item.count += 1,
                None => legend.push(AtlasLegendItem {
                    colour: colour.to_string(),
                    label: label.to_string(),
                    count: 1,
                    count_text: String::new(),
                }),
            };
        let cells = self
            .codes
            .iter()
            .enumerate()
            .map(|(index, code)| {
                let (colour, label) = self.colour(index, scale, theme);
                let colour = hex(colour);
                count(&colour, &label);
                AtlasCell {
                    index,
                    colour,
                    text: self.readout(index),
                    done: self.rows[index].is_some(),
                    certified: self.rows[index]
                        .as_ref()
                        .is_some_and(|r| r.status == Status::Certified),
                    query: self.rows[index].as_ref().map(|_| sequence_query(code)),
                }
            })
            .collect();
        if self.metric != AtlasMetric::Status {
            let (pending, no_period) = (t!("atlas-not-computed-yet"), t!("atlas-no-period"));
            legend.retain(|l| l.label == pending || l.label == no_period);
            if let Some(max) = scale {
                legend.insert(
                    0,
                    AtlasLegendItem {
                        colour: hex(viridis(0.0)),
                        label: format!("{} 0", self.metric_label()),
                        count: 0,
                        count_text: String::new(),
                    },
                );
                legend.insert(
                    1,
                    AtlasLegendItem {
                        colour: hex(viridis(1.0)),
                        label: format!("{} {max}", self.metric_label()),
                        count: 0,
                        count_text: String::new(),
                    },
                );
            }
        }
        for item in &mut legend {
            if item.count > 0 {
                item.count_text = grouped(item.count as u64);
            }
        }
        AtlasMap {
            cells,
            legend,
            summary: self.summary(),
            done: self.rows.iter().flatten().count(),
        }
    }

    fn metric_label(&self) -> String {
        self.metric.label()
    }

    /// A code's colour and legend label (computed or not).
    fn colour(&self, index: usize, scale: Option<u64>, theme: &Theme) -> (RGBColor, String) {
        match &self.rows[index] {
            None => (theme.pending, t!("atlas-not-computed-yet")),
            Some(row) => self.paint(index, row, scale),
        }
    }

    /// The map as a picture (for the downloads and `nimseq plot atlas`): the cells, and the
    /// legend with how many codes have each colour (the codes drawn: every code of the atlas).
    pub fn picture(&self, theme: &Theme) -> AtlasPicture {
        let scale = self.scale();
        let AtlasLayout {
            columns,
            rows,
            column_labels,
            axes,
            places,
            ..
        } = self.layout();
        let map = self.map(theme);
        let legend = map
            .legend
            .iter()
            .map(|item| {
                let colour = nimseq_core::draw::parse_hex(&item.colour).unwrap_or(theme.pending);
                // The scale's ends name values, not codes.
                let words = if item.count > 0 || self.metric == AtlasMetric::Status {
                    format!("{} ({})", item.label, item.count)
                } else if item.colour == hex(viridis(1.0)) {
                    t!("atlas-log-scale", label = item.label.as_str())
                } else {
                    item.label.clone()
                };
                (colour, words)
            })
            .collect();
        AtlasPicture {
            columns,
            rows,
            cells: places
                .iter()
                .map(|p| (p.x, p.y, self.colour(p.index, scale, theme).0))
                .collect(),
            column_labels,
            caption: t!(
                "atlas-caption",
                family = self.family(),
                codes = self.codes.len().to_string(),
                last = self.cap.saturating_sub(1).to_string(),
                metric = self.metric_label()
            ),
            axes: t!("atlas-picture-axes", axes = axes),
            legend,
        }
    }

    /// The metric's value for a row (certified rows only, but the largest value).
    fn measure(&self, row: &AtlasRow) -> Option<u64> {
        match self.metric {
            AtlasMetric::Status => None,
            AtlasMetric::Period => row.period,
            AtlasMetric::Preperiod => row.preperiod,
            AtlasMetric::MaxValue => Some(u64::from(row.largest)),
        }
    }

    /// The largest value of the metric among the rows computed.
    fn scale(&self) -> Option<u64> {
        self.rows
            .iter()
            .flatten()
            .filter_map(|r| self.measure(r))
            .max()
    }

    /// A computed row's colour and legend label.
    fn paint(&self, index: usize, row: &AtlasRow, scale: Option<u64>) -> (RGBColor, String) {
        if self.metric == AtlasMetric::Status {
            let certified = row.status == Status::Certified;
            return match (self.verdict(index), certified) {
                (Verdict::Agrees { .. }, _) => (AGREES, t!("atlas-agrees")),
                (Verdict::AgreesSoFar { .. }, _) => (AGREES_SO_FAR, t!("atlas-agrees-so-far")),
                (Verdict::Disagrees { .. }, _) => (DIFFERS, t!("atlas-disagrees")),
                (Verdict::Unsolved { .. }, true) => (CERTIFIED_NEW, t!("atlas-certified-new")),
                (Verdict::Unsolved { .. }, false) => (UNRESOLVED, t!("atlas-unsolved")),
                (Verdict::Listed { .. }, true) => (NOT_LISTED, t!("atlas-listed")),
                (Verdict::NotListed, true) => (NOT_LISTED, t!("atlas-not-listed")),
                (Verdict::Listed { .. } | Verdict::NotListed, false) => {
                    (UNRESOLVED, t!("atlas-unsolved"))
                }
            };
        }
        match (self.measure(row), scale) {
            (Some(v), Some(max)) => {
                let t = ((1 + v) as f64).log2() / ((1 + max.max(1)) as f64).log2();
                (
                    viridis(t),
                    t!("atlas-log-scale", label = self.metric_label()),
                )
            }
            _ => (UNRESOLVED, t!("atlas-no-period")),
        }
    }
}
