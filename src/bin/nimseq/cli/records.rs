//! `nimseq records`: for each largest element `m <= N`, the sets of 2, 3 or 4 elements with the
//! longest certified period and the longest preperiod (ties listed), one CSV row per `m`,
//! written as computed.

use std::io::Write;

use nimseq::limits::{MAX_CAP, MAX_GRID_PAIRS};
use nimseq::sweep::Shard;
use nimseq::sweep::{record_of_row, records_csv_row, shard_rows, RECORDS_CSV_HEADER};
use nimseq::sweep::{Dims, DEFAULT_CAP};
use nimseq::{game::Rule, limits, Limit};

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
    /// gives lower bounds, not records).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_CAP.to_string())]
    cap: String,
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
    let dims = Dims::from_count(count(&args.size, Limit::GridMax, u64::MAX)?)?;
    let max = count(&args.max, Limit::GridMax, MAX_GRID_PAIRS)?;
    let max = limits::check(Limit::GridMax, max, dims.max_allowed())? as u32;
    let cap = count(&args.cap, Limit::Cap, MAX_CAP)?.max(1) as u32;
    let rule: Rule = args.rule.parse()?;
    let shard: Shard = match &args.shard {
        Some(text) => text.parse()?,
        None => Shard::WHOLE,
    };
    let rows = shard_rows(dims, max, shard);
    let header = (shard.index == 1).then_some(RECORDS_CSV_HEADER);
    let made_by = [
        ("command", "records".to_string()),
        ("size", dims.count().to_string()),
        ("max", max.to_string()),
        ("cap", cap.to_string()),
        ("rule", rule.to_string()),
        ("shard", shard.to_string()),
    ];
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
            let row = records_csv_row(&record_of_row(dims, row_at(i), rule, cap));
            Ok(row.trim_end().to_string())
        },
    )?;
    let first = table.present;
    let left = rows.len() as u64 - first;
    // One row per unit, written in order; a row's sets are spread over every core.
    let complete = table.write_units(
        left as usize,
        || (),
        |(), i| {
            let m = row_at(first + i as u64);
            Ok((
                1,
                records_csv_row(&record_of_row(dims, m, rule, cap)).into_bytes(),
            ))
        },
    )?;
    table.finish(complete)
}
