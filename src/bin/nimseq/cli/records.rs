//! `nimseq records`: for each largest element `m <= N`, the sets of 2, 3 or 4 elements with the
//! longest certified period and the longest preperiod (ties listed), one CSV row per `m`,
//! written as computed. By default (`--cap auto`) a set left unresolved within 2^20 values is
//! computed again within 2^24, and a row still unresolved is marked as a lower bound with the
//! next cap to try and its unresolved sets (and a line on stderr says how to settle them);
//! `--primitive` keeps only sets whose elements have greatest common divisor 1.

use std::io::Write;
use std::sync::Mutex;

use nimseq::limits::{MAX_CAP, MAX_GRID_PAIRS};
use nimseq::sweep::Shard;
use nimseq::sweep::{read_records_rows, record_of_row_within, records_csv_row, shard_rows};
use nimseq::sweep::{Cap, Record, DEFAULT_CAP, RECORDS_CSV_HEADER};
use nimseq::{game::Rule, Limit};

use super::common::count;
use super::table::{starts_with, Table, TableArgs};
use super::Failure;

/// Arguments of `nimseq records`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Sets of 2, 3 or 4 elements.
    #[arg(long, value_name = "2|3|4")]
    size: String,
    /// The largest element N (as for sweeps: up to 4096, 400 or 200).
    #[arg(long, value_name = "N")]
    max: String,
    /// Values computed per set before it is reported unresolved (a row with unresolved sets
    /// gives lower bounds, not records: its `lower_bound` column is `true`, `settle_cap`
    /// names the next cap to try and `unresolved_sets` the sets it would have to settle).
    /// `auto`: 2^20, and a set left unresolved is computed again within 2^24.
    #[arg(long, value_name = "N|auto", default_value = "auto")]
    cap: String,
    /// Only primitive sets: those whose elements have greatest common divisor 1 (`{4,10,14}`,
    /// twice `{2,5,7}`, is left out and not counted).
    #[arg(long)]
    primitive: bool,
    /// Only the rows from this largest element on (to `--max`); with `--shard`, the shard's
    /// rows from it on.
    #[arg(long, value_name = "M")]
    from: Option<String>,
    /// Play rule: normal, misere, take-all or misere-take-all.
    #[arg(long, default_value = "normal")]
    rule: String,
    /// Compute only the K-th of N pieces of the table (rows with about equal numbers of sets;
    /// only piece 1 writes the header).
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
    #[command(flatten)]
    table: TableArgs,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let (dims, max) = read_records_rows(&args.size, &args.max)?;
    let cap = Cap::read(&args.cap)?;
    let rule: Rule = args.rule.parse()?;
    let shard: Shard = match &args.shard {
        Some(text) => text.parse()?,
        None => Shard::WHOLE,
    };
    let from = match &args.from {
        Some(text) => count(text, Limit::GridMax, MAX_GRID_PAIRS)? as u32,
        None => 0,
    };
    let rows = shard_rows(dims, max, shard);
    let rows = rows.start.max(from)..rows.end.max(from);
    let header = (shard.index == 1).then_some(RECORDS_CSV_HEADER);
    let cap_words = match cap {
        Cap::Fixed(cap) => cap.to_string(),
        Cap::Auto { .. } => format!("auto ({DEFAULT_CAP}, extended to {})", cap.bound()),
    };
    let mut made_by = vec![
        ("command", "records".to_string()),
        ("size", dims.count().to_string()),
        ("max", max.to_string()),
        ("cap", cap_words),
        ("rule", rule.to_string()),
        ("shard", shard.to_string()),
    ];
    // Named only when used, so that the files of earlier tables are still read.
    if args.primitive {
        made_by.push(("primitive", "true".to_string()));
    }
    if args.from.is_some() {
        made_by.push(("from", from.to_string()));
    }
    let primitive = args.primitive;
    let row_at = |i: u64| rows.start + i as u32;
    let mut table = Table::open(
        &args.table,
        out,
        &made_by,
        rows.len() as u64,
        "rows",
        header,
        |i, text| starts_with(text, &format!("{},", row_at(i))),
        |i| {
            let record = record_of_row_within(dims, row_at(i), rule, cap, primitive);
            let row = records_csv_row(&record);
            Ok(row.trim_end().to_string())
        },
    )?;
    let first = table.present;
    let left = rows.len() as u64 - first;
    // The lower bounds among the rows computed, for the line that says how to settle them.
    let bounds: Mutex<Vec<Record>> = Mutex::new(Vec::new());
    // One row per unit, written in order; a row's sets are spread over every core.
    let complete = table.write_units(
        left as usize,
        || (),
        |(), i| {
            let m = row_at(first + i as u64);
            let record = record_of_row_within(dims, m, rule, cap, primitive);
            let row = records_csv_row(&record).into_bytes();
            if record.is_lower_bound()
                && let Ok(mut bounds) = bounds.lock()
            {
                bounds.push(record);
            }
            Ok((1, row))
        },
    )?;
    let bounds = bounds.into_inner().unwrap_or_default();
    if let Some(note) = settle_note(&bounds, rule) {
        eprintln!("nimseq: {note}");
    }
    table.finish(complete)
}

/// Rows named in the note on lower bounds.
const NAMED_ROWS: usize = 5;

/// The line on stderr after a table with lower bounds (`None` without): which rows, where
/// their unresolved sets are named, and the cap that would settle them: `--cap C` when
/// `records` computes that cap, else `nimseq period` on a set alone.
fn settle_note(bounds: &[Record], rule: Rule) -> Option<String> {
    let count = bounds.len();
    let mut rows: Vec<String> = bounds
        .iter()
        .take(NAMED_ROWS)
        .map(|r| format!("m = {}: {} unresolved", r.max, r.unresolved))
        .collect();
    if count > NAMED_ROWS {
        rows.push(format!("{} more", count - NAMED_ROWS));
    }
    let next = bounds.iter().filter_map(Record::settle_cap).max()?;
    let settle = if next <= MAX_CAP {
        format!("`--cap {next}` is the next cap to try")
    } else {
        let set = bounds.iter().find_map(|r| r.unresolved_sets.first())?;
        let elements: Vec<String> = set.as_slice().iter().map(u32::to_string).collect();
        let rule = match rule {
            Rule::Normal => String::new(),
            other => format!(" --rule {other}"),
        };
        format!(
            "{next} values, the next cap to try, is past the largest `--cap` ({MAX_CAP}): \
             `nimseq period sub:{}{rule} --limit {next}` tries a set alone",
            elements.join(",")
        )
    };
    let rows_word = if count == 1 { "row gives" } else { "rows give" };
    Some(format!(
        "{count} {rows_word} a lower bound, not a record ({}); the columns unresolved_sets and \
         settle_cap name the sets left unresolved and the next cap; {settle}",
        rows.join(", ")
    ))
}
