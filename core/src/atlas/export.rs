//! The atlas as a table: one CSV row per code (the command line's output and the page's
//! download), and each row's fields as JSON.

use serde_json::{json, Value};

use crate::atlas::literature::{compare, errata};
use crate::atlas::{AtlasRow, Verdict};

/// The CSV header.
pub const CSV_HEADER: &str = "code,status,preperiod,period,certificate_until,checked_to,largest,rare_mask,rare_count,last_rare,literature,source,errata";

/// The source a verdict names (empty when the code is not listed).
pub fn verdict_source(verdict: &Verdict) -> &str {
    match verdict {
        Verdict::Agrees { source, .. }
        | Verdict::AgreesSoFar { source, .. }
        | Verdict::Disagrees { source, .. }
        | Verdict::Unsolved { source, .. } => source,
        Verdict::NotListed => "",
    }
}

/// One CSV row (text fields quoted).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::{compute_row, csv_row};
/// let row = compute_row(&"0.77".parse()?, 4096)?;
/// assert_eq!(csv_row(&row), r#"0.77,certified,71,12,156,255,8,f,9,70,"agrees",czajka-trivial,"""#);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn csv_row(row: &AtlasRow) -> String {
    let opt = |v: Option<u64>| v.map_or(String::new(), |v| v.to_string());
    let quoted = |text: &str| format!("\"{}\"", text.replace('"', "'"));
    let verdict = compare(row);
    let code = row.code.to_string();
    format!(
        "{code},{},{},{},{},{},{},{},{},{},{},{},{}",
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
    )
}

/// One row's fields as JSON, with the literature's verdict.
pub fn json_row(row: &AtlasRow) -> Value {
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
        "rare": row.rare.map(|r| json!({ "mask": format!("{:x}", r.mask), "count": r.count, "last": r.last })),
        "literature": verdict,
        "literature_text": verdict.describe(),
        "errata": errata(&code),
    })
}
