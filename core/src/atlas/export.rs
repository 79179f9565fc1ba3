//! The atlas as a table: one CSV row per code (the command line's output and the page's
//! download), and each row's fields as JSON.

use serde_json::{json, Value};

use crate::atlas::known::errata;
use crate::atlas::literature::{compare, conventions};
use crate::atlas::{AtlasRow, Verdict};
use crate::words::{with_language, Lang};

/// The CSV header. Rare values are counted as the literature counts them (`n = 0` included),
/// under the literature's mask where it is published and separates the values
/// (`rare_mask_by`: `literature`, else `nimseq`). Columns added later go at the end, so that
/// readers of the older header keep working: `largest_at` (where the largest value first
/// occurs), `rare_mask_by`, `conventions` (where the source's count of heap sizes starts when
/// not at heap 0, then the rare values and the largest value's position beside the tables', in
/// words) and `oeis` (the OEIS A-number).
pub const CSV_HEADER: &str = "code,status,preperiod,period,certificate_until,checked_to,largest,rare_mask,rare_count,last_rare,literature,source,errata,largest_at,rare_mask_by,conventions,oeis";

/// The source a verdict names (empty when the code is not listed).
pub fn verdict_source(verdict: &Verdict) -> &str {
    match verdict {
        Verdict::Agrees { source, .. }
        | Verdict::AgreesSoFar { source, .. }
        | Verdict::Disagrees { source, .. }
        | Verdict::Unsolved { source, .. }
        | Verdict::Listed { source } => source,
        Verdict::NotListed => "",
    }
}

/// One CSV row (text fields quoted), in English whatever the language of the thread (the page's
/// download is the command line's format).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::{compute_row, csv_row};
/// let row = compute_row(&"0.77".parse()?, 4096)?;
/// assert_eq!(
///     csv_row(&row),
///     r#"0.77,certified,71,12,156,255,8,f,10,70,"agrees: 71/12 printed and here",czajka-trivial,"",27,nimseq,"",A002186"#
/// );
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn csv_row(row: &AtlasRow) -> String {
    with_language(Lang::En, || english_csv_row(row))
}

fn english_csv_row(row: &AtlasRow) -> String {
    let opt = |v: Option<u64>| v.map_or(String::new(), |v| v.to_string());
    let quoted = |text: &str| format!("\"{}\"", text.replace('"', "'"));
    let verdict = compare(row);
    let code = row.code.to_string();
    format!(
        "{code},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
        row.status.describe(row.checked_to),
        opt(row.preperiod),
        opt(row.period),
        opt(row.certificate_until),
        row.checked_to,
        row.largest,
        row.rare.map_or(String::new(), |r| format!("{:x}", r.mask)),
        row.rare.map_or(String::new(), |r| r.count.to_string()),
        opt(row.rare.and_then(|r| r.last)),
        quoted(&verdict.describe()),
        verdict_source(&verdict),
        quoted(&errata(&code).join("; ")),
        opt(row.largest_at),
        row.rare.map_or(String::new(), |r| mask_by(&r)),
        quoted(&conventions(row)),
        crate::oeis::lookup(&format!("octal:{code}")).map_or("", |e| e.id),
    )
}

/// Who chose a row's mask: `literature`, `nimseq` or `given`.
fn mask_by(r: &crate::game::RareValues) -> String {
    serde_json::to_value(r.chosen_by)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// One row's fields as JSON, with the literature's verdict, in English whatever the language of
/// the thread.
pub fn json_row(row: &AtlasRow) -> Value {
    with_language(Lang::En, || english_json_row(row))
}

fn english_json_row(row: &AtlasRow) -> Value {
    let verdict = compare(row);
    let code = row.code.to_string();
    json!({
        "code": code,
        "status": row.status,
        "preperiod": row.preperiod,
        "period": row.period,
        "certificate_until": row.certificate_until,
        "checked_to": row.checked_to,
        "largest": row.largest,
        "rare": row.rare.map(|r| json!({
            "mask": format!("{:x}", r.mask),
            "count": r.count,
            "last": r.last,
            "mask_by": r.chosen_by,
        })),
        "largest_at": row.largest_at,
        "conventions": conventions(row),
        "oeis": crate::oeis::json(&format!("octal:{code}")),
        "literature": verdict,
        "literature_text": verdict.describe(),
        "errata": errata(&code),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::atlas::compute_row;
    use crate::words::{with_language, Lang};

    /// The CSV and JSON rows are the command line's, in English, whatever the thread's language.
    #[test]
    fn rows_are_english_in_every_language() {
        for code in ["0.77", "0.161", "0.56", "0.6"] {
            let row = compute_row(&code.parse().unwrap(), 1 << 12).unwrap();
            let (csv, json) = (csv_row(&row), json_row(&row));
            for lang in [Lang::De, Lang::Fr] {
                assert_eq!(with_language(lang, || csv_row(&row)), csv, "{code}");
                assert_eq!(with_language(lang, || json_row(&row)), json, "{code}");
            }
        }
    }
}
