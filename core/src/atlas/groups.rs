//! Codes whose sequences agree: groups of codes equal on everything compared (the literature's
//! equivalences), each saying exactly which values it compared; codes equal up to a shift
//! (`G(n + s) = H(n)`); and pairs that agree for a long stretch and then differ ("`.161` and
//! `.36` agree up to 518, differ at 519").
//!
//! Sorting the sequences puts the pair with the longest common start next to each other (a
//! sorted list's longest common prefix is always between neighbours), so one pass over
//! neighbours finds both.

use std::cmp::Ordering;

use serde::Serialize;

use crate::atlas::AtlasRow;
use crate::words::{t, with_language, Lang};

/// Heap sizes compared: every value a row knows up to this many (all of a certified pair with
/// the same period: their preperiods and one period, however long).
pub const COMPARED: u64 = 1 << 16;

/// The largest shift `s` looked for in `G(n + s) = H(n)`.
pub const MAX_SHIFT: u64 = 8;

/// Codes whose sequences agree on every value compared. As JSON its `compared` is in English,
/// whatever the language of the thread (the page's download is the command line's format).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    /// The codes, in the atlas's order.
    pub codes: Vec<String>,
    /// Whether every member is certified with the same preperiod and period (then the whole
    /// infinite sequences are equal).
    pub proven: bool,
    /// The last heap size compared: the values `G(0) … G(up_to)` of every member are equal
    /// (for a proven group, the preperiod and one period, which give every value).
    pub up_to: u64,
    /// What was compared, in words (in the thread's language): `equal for every n: certified
    /// with …` or `equal on G(0) … G(N); not compared further`.
    pub compared: String,
    /// What `compared` says, to say it in English for the JSON.
    said: Compared,
}

/// Two codes whose sequences agree after a shift: `G(n + shift) = H(n)` for every `n`
/// compared (`codes` are `[G, H]`). As JSON its `compared` is in English, as [`Group`]'s.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shifted {
    /// The codes of `G` and `H`.
    pub codes: [String; 2],
    /// `s` in `G(n + s) = H(n)`.
    pub shift: u64,
    /// Whether both are certified with the same period, so the equation holds for every `n`.
    pub proven: bool,
    /// The last `n` compared (for one not proven).
    pub up_to: u64,
    /// The statement, with the shift and the range compared (in the thread's language).
    pub compared: String,
    /// What `compared` says, to say it in English for the JSON.
    said: Compared,
}

/// What a [`Group`] or a [`Shifted`] pair compared, to be said in words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Compared {
    /// Every member certified with this preperiod and period, equal on `G(0) … G(up_to)`.
    Group {
        preperiod: u64,
        period: u64,
        up_to: u64,
    },
    /// Equal on `G(0) … G(up_to)`, not compared further.
    GroupSeen { up_to: u64 },
    /// `G(n + shift) = H(n)` for every `n`, both certified with `period`.
    Shifted { shift: u64, period: u64, up_to: u64 },
    /// `G(n + shift) = H(n)` for `n = 0 … up_to`, not compared further.
    ShiftedSeen { shift: u64, up_to: u64 },
}

impl Compared {
    /// In words, in the thread's language.
    fn words(self) -> String {
        match self {
            Compared::Group {
                preperiod,
                period,
                up_to,
            } => t!(
                "atlas-group-proven",
                preperiod = preperiod.to_string(),
                period = period.to_string(),
                up_to = up_to.to_string()
            ),
            Compared::GroupSeen { up_to } => t!("atlas-group-seen", up_to = up_to.to_string()),
            Compared::Shifted {
                shift,
                period,
                up_to,
            } => t!(
                "atlas-shifted-proven",
                shift = shift.to_string(),
                period = period.to_string(),
                up_to = up_to.to_string()
            ),
            Compared::ShiftedSeen { shift, up_to } => t!(
                "atlas-shifted-seen",
                shift = shift.to_string(),
                up_to = up_to.to_string()
            ),
        }
    }

    /// In English, as JSON writes it.
    fn english(self) -> String {
        with_language(Lang::En, || self.words())
    }
}

impl Serialize for Group {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("Group", 4)?;
        s.serialize_field("codes", &self.codes)?;
        s.serialize_field("proven", &self.proven)?;
        s.serialize_field("up_to", &self.up_to)?;
        s.serialize_field("compared", &self.said.english())?;
        s.end()
    }
}

impl Serialize for Shifted {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut s = serializer.serialize_struct("Shifted", 5)?;
        s.serialize_field("codes", &self.codes)?;
        s.serialize_field("shift", &self.shift)?;
        s.serialize_field("proven", &self.proven)?;
        s.serialize_field("up_to", &self.up_to)?;
        s.serialize_field("compared", &self.said.english())?;
        s.end()
    }
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

/// A row's sequence from `G(shift)` on: `n ↦ G(n + shift)`.
#[derive(Debug, Clone, Copy)]
struct View<'a> {
    row: &'a AtlasRow,
    shift: u64,
}

impl View<'_> {
    fn value(&self, n: u64) -> Option<crate::game::Nimber> {
        self.row.value(n + self.shift)
    }

    /// How many values from `n = 0` on the view knows (`u64::MAX` when certified).
    fn known(&self) -> u64 {
        match self.row.known() {
            u64::MAX => u64::MAX,
            k => k.saturating_sub(self.shift),
        }
    }

    /// The view's preperiod and period, when certified.
    fn period(&self) -> Option<(u64, u64)> {
        match (self.row.preperiod, self.row.period) {
            (Some(e), Some(p)) => Some((e.saturating_sub(self.shift), p)),
            _ => None,
        }
    }
}

/// What two views compare: every `n` below the end, and whether agreeing there proves them
/// equal for every `n` (both certified with the same period: past both preperiods each repeats
/// with that period, so the preperiods and one period decide).
fn compared_range(a: &View<'_>, b: &View<'_>) -> (u64, bool) {
    match (a.period(), b.period()) {
        (Some((e, p)), Some((f, q))) if p == q => (e.max(f) + p, true),
        _ => (a.known().min(b.known()).min(COMPARED), false),
    }
}

fn first_view_difference(a: &View<'_>, b: &View<'_>) -> Option<u64> {
    let (end, _) = compared_range(a, b);
    (0..end).find(|&n| a.value(n) != b.value(n))
}

/// How far two rows agree from `G(0)`: the first differing `n`, or `None` when they agree on
/// every value compared (up to `COMPARED`, or everywhere for two certified rows with the
/// same period).
pub fn first_difference(a: &AtlasRow, b: &AtlasRow) -> Option<u64> {
    first_view_difference(&View { row: a, shift: 0 }, &View { row: b, shift: 0 })
}

fn order(a: &View<'_>, b: &View<'_>) -> Ordering {
    match first_view_difference(a, b) {
        Some(n) => a.value(n).cmp(&b.value(n)),
        None => a.known().cmp(&b.known()),
    }
}

/// The groups of two or more codes with equal sequences, and the pairs that agree on at least
/// `near` values before they differ, longest agreement first.
pub fn equal_sequences(rows: &[AtlasRow], near: u64) -> (Vec<Group>, Vec<NearPair>) {
    let mut sorted: Vec<View<'_>> = rows.iter().map(|row| View { row, shift: 0 }).collect();
    sorted.sort_by(order);
    let mut groups = Vec::new();
    let mut pairs = Vec::new();
    let mut start = 0;
    for i in 1..=sorted.len() {
        let differ = (i < sorted.len())
            .then(|| first_view_difference(&sorted[i - 1], &sorted[i]))
            .flatten();
        if i < sorted.len() && differ.is_none() {
            continue;
        }
        if let Some(n) = differ.filter(|&n| n >= near) {
            let (a, b) = (sorted[i - 1].row, sorted[i].row);
            pairs.push(NearPair {
                codes: [a.code.to_string(), b.code.to_string()],
                differ_at: n,
                values: [a.value(n).unwrap_or(0), b.value(n).unwrap_or(0)],
            });
        }
        let members = &sorted[start..i];
        if members.len() > 1 {
            let mut in_order: Vec<&AtlasRow> = members.iter().map(|v| v.row).collect();
            in_order.sort_by(|a, b| a.code.len().cmp(&b.code.len()).then(a.code.cmp(&b.code)));
            let first = in_order[0];
            let proven = in_order.iter().all(|r| {
                r.period.is_some() && r.preperiod == first.preperiod && r.period == first.period
            });
            let up_to = if proven {
                first.preperiod.unwrap_or(0) + first.period.unwrap_or(1) - 1
            } else {
                in_order
                    .iter()
                    .map(|r| r.known())
                    .min()
                    .unwrap_or(0)
                    .min(COMPARED)
                    - 1
            };
            let said = if proven {
                Compared::Group {
                    preperiod: first.preperiod.unwrap_or(0),
                    period: first.period.unwrap_or(0),
                    up_to,
                }
            } else {
                Compared::GroupSeen { up_to }
            };
            groups.push(Group {
                codes: in_order.iter().map(|r| r.code.to_string()).collect(),
                proven,
                up_to,
                compared: said.words(),
                said,
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

/// The pairs of codes whose sequences are equal up to a shift: `G(n + s) = H(n)` for every
/// `n` compared, with `1 <= s <=` `MAX_SHIFT`, the smallest such `s` for each pair. A pair
/// that follows from others is left out: `G` equal to itself shifted (a period dividing `s`
/// from the start), or `G` and `H` equal; and each group of equal sequences
/// ([`equal_sequences`]) is represented by its first code.
///
/// Each shift's views are sorted with the unshifted rows, so equal ones are neighbours (as in
/// [`equal_sequences`]).
pub fn shifted_sequences(rows: &[AtlasRow]) -> Vec<Shifted> {
    // One code of each group of equal sequences (its first) stands for the group.
    let (groups, _) = equal_sequences(rows, u64::MAX);
    let others: std::collections::HashSet<&str> = groups
        .iter()
        .flat_map(|g| g.codes[1..].iter().map(String::as_str))
        .collect();
    let names: Vec<String> = rows.iter().map(|r| r.code.to_string()).collect();
    let rows: Vec<&AtlasRow> = rows
        .iter()
        .zip(&names)
        .filter(|(_, name)| !others.contains(name.as_str()))
        .map(|(row, _)| row)
        .collect();
    let mut found: Vec<Shifted> = Vec::new();
    for shift in 1..=MAX_SHIFT {
        let mut views: Vec<View<'_>> = rows
            .iter()
            .flat_map(|&row| [View { row, shift: 0 }, View { row, shift }])
            .collect();
        views.sort_by(order);
        let mut start = 0;
        for i in 1..=views.len() {
            if i < views.len() && first_view_difference(&views[i - 1], &views[i]).is_none() {
                continue;
            }
            let run = &views[start..i];
            start = i;
            for g in run.iter().filter(|v| v.shift == shift) {
                // G(n + s) = G(n): every pair in this run follows from equalities.
                if run
                    .iter()
                    .any(|v| v.shift == 0 && std::ptr::eq(v.row, g.row))
                {
                    continue;
                }
                for h in run.iter().filter(|v| v.shift == 0) {
                    let (a, b) = (g.row.code.to_string(), h.row.code.to_string());
                    let already = found.iter().any(|f| f.codes == [a.clone(), b.clone()]);
                    if already || first_difference(g.row, h.row).is_none() {
                        continue;
                    }
                    let (end, proven) = compared_range(g, h);
                    let up_to = end - 1;
                    let said = if proven {
                        Compared::Shifted {
                            shift,
                            period: h.row.period.unwrap_or(0),
                            up_to,
                        }
                    } else {
                        Compared::ShiftedSeen { shift, up_to }
                    };
                    found.push(Shifted {
                        codes: [a, b],
                        shift,
                        proven,
                        up_to,
                        compared: said.words(),
                        said,
                    });
                }
            }
        }
    }
    found.sort_by(|a, b| a.shift.cmp(&b.shift).then(a.codes.cmp(&b.codes)));
    found
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

    fn rows(codes: &[&str], cap: u64) -> Vec<AtlasRow> {
        let codes: Vec<_> = codes.iter().map(|c| c.parse().unwrap()).collect();
        compute_rows(&codes, cap).unwrap()
    }

    #[test]
    fn a_group_says_which_values_it_compared() {
        let rows = rows(&["0.4", "0.42", "0.6", "0.61", "0.77"], 1 << 12);
        let (groups, _) = equal_sequences(&rows, 100);
        assert_eq!(groups.len(), 2);
        let certified = groups.iter().find(|g| g.codes[0] == "0.4").unwrap();
        assert!(certified.proven);
        // Preperiod 54 and period 34: G(0) ... G(87) give every value.
        assert_eq!(certified.up_to, 87);
        assert_eq!(
            certified.compared,
            "equal for every n: certified with preperiod 54 and period 34, and equal on G(0) … G(87)"
        );
        let open = groups.iter().find(|g| g.codes[0] == "0.6").unwrap();
        assert!(!open.proven);
        assert_eq!(open.up_to, (1 << 12) - 1);
        assert_eq!(
            open.compared,
            "equal on G(0) … G(4095); not compared further"
        );
    }

    #[test]
    fn certified_rows_with_long_periods_are_compared_whole() {
        // Two rows certified alike but differing past COMPARED must not be called equal.
        let mut a = rows(&["0.3"], 1 << 10).remove(0);
        let (e, p) = (10, COMPARED + 5);
        a.preperiod = Some(e);
        a.period = Some(p);
        a.values = (0..e + p).map(|n| (n % 7) as u16).collect();
        let mut b = a.clone();
        b.code = "0.5".parse().unwrap();
        b.values[(COMPARED + 3) as usize] = 99;
        assert_eq!(first_difference(&a, &b), Some(COMPARED + 3));
        let (groups, _) = equal_sequences(&[a, b], 100);
        assert!(groups.is_empty(), "{groups:?}");
    }

    #[test]
    fn sequences_equal_up_to_a_shift_are_found_and_hold() {
        let codes = ["0.07", "0.4", "0.42", "0.37", "0.6", "0.77"];
        let rows = rows(&codes, 1 << 12);
        let shifted = shifted_sequences(&rows);
        // Dawson's Kayles is 0.4 shifted by one: G(n + 1) = H(n) for every n, certified; 0.42
        // equals 0.4 and is not listed again.
        let dawson = shifted
            .iter()
            .find(|s| s.codes == ["0.4", "0.07"])
            .expect("0.4 and 0.07");
        assert_eq!(dawson.shift, 1);
        assert!(dawson.proven);
        assert!(
            dawson.compared.starts_with("G(n + 1) = H(n) for every n"),
            "{}",
            dawson.compared
        );
        assert!(!shifted
            .iter()
            .any(|s| s.codes.contains(&"0.42".to_string())));
        // 0.6 has no certified period: the range compared is said.
        let six = shifted
            .iter()
            .find(|s| s.codes == ["0.6", "0.37"])
            .expect("0.6 and 0.37");
        assert!(!six.proven);
        assert_eq!(six.up_to, (1 << 12) - 2);
        assert_eq!(
            six.compared,
            "G(n + 1) = H(n) for n = 0 … 4094; not compared further"
        );
        // Every statement holds on values computed independently.
        for s in &shifted {
            let g =
                crate::game::nim_sequence(&format!("octal:{}", s.codes[0]).parse().unwrap(), 3000)
                    .unwrap();
            let h =
                crate::game::nim_sequence(&format!("octal:{}", s.codes[1]).parse().unwrap(), 3000)
                    .unwrap();
            for n in 0..3000 - s.shift as usize {
                assert_eq!(g[n + s.shift as usize], h[n], "{s:?} at n = {n}");
            }
        }
    }

    /// What a group or a shifted pair compared is said in the thread's language, and written
    /// in English as JSON (the page's download is the command line's format).
    #[test]
    fn compared_in_words_and_english_in_json() {
        use crate::words::{with_language, Lang};
        let codes: Vec<_> = ["0.07", "0.4", "0.6", "0.37", "0.3", "0.5"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        let rows = compute_rows(&codes, 1 << 12).unwrap();
        let english = (equal_sequences(&rows, 100).0, shifted_sequences(&rows));
        let json = serde_json::to_string(&english).unwrap();
        assert!(json.contains("not compared further"), "{json}");
        for lang in [Lang::De, Lang::Fr] {
            let (groups, shifted) = with_language(lang, || {
                (equal_sequences(&rows, 100).0, shifted_sequences(&rows))
            });
            assert!(!groups.is_empty() && !shifted.is_empty());
            let said = groups.iter().map(|g| &g.compared);
            let said = said.chain(shifted.iter().map(|s| &s.compared));
            let in_english = english.0.iter().map(|g| &g.compared);
            let in_english = in_english.chain(english.1.iter().map(|s| &s.compared));
            for (text, english) in said.zip(in_english) {
                assert_ne!(text, english);
                for word in [" every ", "equal", "compared", " for ", "certified"] {
                    assert!(!text.contains(word), "{word:?} in {text:?}");
                }
            }
            assert_eq!(serde_json::to_string(&(groups, shifted)).unwrap(), json);
        }
    }
}
