//! Codes whose sequences agree: groups of codes equal on everything computed (the literature's
//! equivalences), and pairs that agree for a long stretch and then differ ("`.161` and `.36`
//! agree up to 518, differ at 519").
//!
//! Sorting the sequences puts the pair with the longest common start next to each other (a
//! sorted list's longest common prefix is always between neighbours), so one pass over
//! neighbours finds both.

use std::cmp::Ordering;

use serde::Serialize;

use crate::atlas::AtlasRow;

/// Heap sizes compared: every value a row knows up to this many.
pub const COMPARED: u64 = 1 << 16;

/// Codes whose sequences agree on every value both know.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Group {
    /// The codes, in the atlas's order.
    pub codes: Vec<String>,
    /// Whether every member is certified with the same preperiod and period (then the whole
    /// infinite sequences are equal).
    pub proven: bool,
    /// The last heap size compared (for a group that is not proven).
    pub up_to: u64,
}

/// Two codes that agree for a long stretch, then differ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NearPair {
    /// The two codes.
    pub codes: [String; 2],
    /// The first heap size where they differ.
    pub differ_at: u64,
    /// Their values there.
    pub values: [u16; 2],
}

/// How far two rows agree from `G(0)`: the first differing `n`, or `None` when they agree on
/// every value both know (up to [`COMPARED`]).
pub fn first_difference(a: &AtlasRow, b: &AtlasRow) -> Option<u64> {
    // Two certified rows with the same preperiod and period are equal everywhere exactly when
    // they are equal up to the end of their first period.
    let end = match (a.preperiod, a.period, b.preperiod, b.period) {
        (Some(e), Some(p), Some(f), Some(q)) if (e, p) == (f, q) => e + p,
        _ => a.known().min(b.known()),
    };
    (0..end.min(COMPARED)).find(|&n| a.value(n) != b.value(n))
}

fn order(a: &AtlasRow, b: &AtlasRow) -> Ordering {
    match first_difference(a, b) {
        Some(n) => a.value(n).cmp(&b.value(n)),
        None => a.known().cmp(&b.known()),
    }
}

/// The groups of two or more codes with equal sequences, and the pairs that agree on at least
/// `near` values before they differ, longest agreement first.
pub fn equal_sequences(rows: &[AtlasRow], near: u64) -> (Vec<Group>, Vec<NearPair>) {
    let mut sorted: Vec<&AtlasRow> = rows.iter().collect();
    sorted.sort_by(|a, b| order(a, b));
    let mut groups = Vec::new();
    let mut pairs = Vec::new();
    let mut start = 0;
    for i in 1..=sorted.len() {
        let differ = (i < sorted.len())
            .then(|| first_difference(sorted[i - 1], sorted[i]))
            .flatten();
        if i < sorted.len() && differ.is_none() {
            continue;
        }
        if let Some(n) = differ.filter(|&n| n >= near) {
            let (a, b) = (sorted[i - 1], sorted[i]);
            pairs.push(NearPair {
                codes: [a.code.to_string(), b.code.to_string()],
                differ_at: n,
                values: [a.value(n).unwrap_or(0), b.value(n).unwrap_or(0)],
            });
        }
        let members = &sorted[start..i];
        if members.len() > 1 {
            let mut in_order: Vec<&AtlasRow> = members.to_vec();
            in_order.sort_by(|a, b| a.code.len().cmp(&b.code.len()).then(a.code.cmp(&b.code)));
            let first = in_order[0];
            groups.push(Group {
                codes: in_order.iter().map(|r| r.code.to_string()).collect(),
                proven: in_order.iter().all(|r| {
                    r.period.is_some() && r.preperiod == first.preperiod && r.period == first.period
                }),
                up_to: in_order
                    .iter()
                    .map(|r| r.known())
                    .min()
                    .unwrap_or(0)
                    .min(COMPARED)
                    - 1,
            });
        }
        start = i;
    }
    groups.sort_by(|a, b| {
        b.codes
            .len()
            .cmp(&a.codes.len())
            .then(a.codes.cmp(&b.codes))
    });
    pairs.sort_by(|a, b| b.differ_at.cmp(&a.differ_at).then(a.codes.cmp(&b.codes)));
    (groups, pairs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atlas::compute_rows;

    #[test]
    fn equal_codes_group_and_late_differences_pair() {
        let codes: Vec<_> = ["0.07", "0.4", "0.71", "0.75", "0.161", "0.36", "0.77"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        let rows = compute_rows(&codes, 1 << 12).unwrap();
        let (groups, pairs) = equal_sequences(&rows, 100);
        // Each group holds codes whose values agree everywhere compared.
        for g in &groups {
            let members: Vec<&AtlasRow> = rows
                .iter()
                .filter(|r| g.codes.contains(&r.code.to_string()))
                .collect();
            for pair in members.windows(2) {
                assert_eq!(first_difference(pair[0], pair[1]), None, "{g:?}");
            }
        }
        let late = pairs
            .iter()
            .find(|p| p.codes.contains(&"0.161".to_string()))
            .expect("0.161 pairs with 0.36");
        assert!(late.codes.contains(&"0.36".to_string()));
        assert_eq!(late.differ_at, 519);
        assert_ne!(late.values[0], late.values[1]);
    }
}
