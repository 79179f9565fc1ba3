//! The atlas as a table (every code computed, sortable by any column) and as downloads (CSV,
//! and JSON with the groups of equal sequences).

use serde::Serialize;

use nimseq_core::atlas::AtlasRow;
use nimseq_core::atlas::{csv_row, json_row, CSV_HEADER};

use crate::atlas::{sequence_query, AtlasPage};

/// One line of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AtlasTableRow {
    /// The code's place.
    pub index: usize,
    /// The code.
    pub code: String,
    /// `certified` or `no period up to N`.
    pub status: String,
    /// Preperiod (empty when not certified).
    pub preperiod: String,
    /// Period.
    pub period: String,
    /// Largest value, in words.
    pub largest: String,
    /// The literature's verdict in words.
    pub literature: String,
    /// The link of the code's sequence view.
    pub query: String,
}

/// The table's columns, by their sort keys.
pub const SORT_KEYS: [&str; 6] = [
    "code",
    "status",
    "preperiod",
    "period",
    "largest",
    "literature",
];

impl AtlasPage {
    /// The computed rows, sorted by `key` (one of [`SORT_KEYS`]; unknown keys sort by code).
    pub fn table(&self, key: &str, descending: bool) -> Vec<AtlasTableRow> {
        let mut rows: Vec<(usize, &AtlasRow)> = self
            .rows
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().map(|r| (i, r)))
            .collect();
        // Rows without the number sorted on (no period within the cap) come last either way.
        let missing = |r: &AtlasRow| match key {
            "preperiod" | "period" => r.period.is_none(),
            _ => false,
        };
        rows.sort_by(|(i, a), (j, b)| {
            let order = match key {
                "status" => a
                    .status
                    .describe(a.checked_to)
                    .cmp(&b.status.describe(b.checked_to)),
                "preperiod" => a.preperiod.cmp(&b.preperiod),
                "period" => a.period.cmp(&b.period),
                "largest" => a.largest.cmp(&b.largest),
                "literature" => self
                    .verdict(*i)
                    .describe()
                    .cmp(&self.verdict(*j).describe()),
                _ => i.cmp(j),
            };
            let order = if descending { order.reverse() } else { order };
            missing(a).cmp(&missing(b)).then(order).then(i.cmp(j))
        });
        let opt = |v: Option<u64>| v.map_or(String::new(), |v| v.to_string());
        rows.into_iter()
            .map(|(index, r)| AtlasTableRow {
                index,
                code: r.code.to_string(),
                status: r.status.describe(r.checked_to),
                preperiod: opt(r.preperiod),
                period: opt(r.period),
                largest: r.largest.to_string(),
                literature: self.verdict(index).describe(),
                query: sequence_query(&r.code),
            })
            .collect()
    }

    /// The computed rows as CSV (the command line's format).
    pub fn csv(&self) -> String {
        let mut out = format!("{CSV_HEADER}\n");
        for row in self.rows.iter().flatten() {
            out.push_str(&csv_row(row));
            out.push('\n');
        }
        out
    }

    /// The computed rows as JSON.
    pub fn json(&self) -> String {
        let rows: Vec<_> = self.rows.iter().flatten().map(json_row).collect();
        let (groups, pairs) = self.groups();
        serde_json::json!({
            "digits": self.digits,
            "cap": self.cap,
            "rows": rows,
            "equal_sequences": groups,
            "shifted_sequences": self.shifted(),
            "late_differences": pairs,
        })
        .to_string()
    }
}
