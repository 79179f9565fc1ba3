//! `nimseq atlas`: every octal code `0.d1…dk` with up to `--digits` digits, computed, certified
//! where it can be, and compared with the literature's tables.

use std::io::Write;

use serde_json::json;

use nimseq::atlas::export::{csv_row, json_row, CSV_HEADER};
use nimseq::atlas::{codes, compute_rows, equal_sequences, DEFAULT_ATLAS_CAP, MAX_ATLAS_DIGITS};
use nimseq::game::spec::parse_count;
use nimseq::limits::MAX_TERMS;
use nimseq::sweep::shard::{piece, Shard};
use nimseq::{GameError, Limit};

use super::common::{print_json, Format};
use super::Failure;

/// Arguments of `nimseq atlas`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Codes with up to this many digits (1 to 4: 7, 63, 511 or 4,095 codes).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=MAX_ATLAS_DIGITS as i64))]
    digits: u8,
    /// Only codes whose first digit is D (0 to 7).
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u8).range(0..=7))]
    first_digit: Option<u8>,
    /// Values computed per code before it is called unresolved (`2^20` style allowed; the
    /// page's default).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_ATLAS_CAP.to_string())]
    cap: String,
    /// Output format: csv (one row per code) or json (the rows, the groups of equal sequences
    /// and the late differences).
    #[arg(long, value_enum, default_value = "csv")]
    format: Format,
    /// Compute only the K-th of N pieces of the table (CSV; only piece 1 writes the header).
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
    /// With --format json: report pairs of codes that agree on at least this many values
    /// before they differ.
    #[arg(long, value_name = "N", default_value = "200")]
    near: u64,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let cap = parse_count(&args.cap, Limit::Terms, MAX_TERMS)?.max(2);
    let all = codes(usize::from(args.digits), args.first_digit)?;
    let shard: Shard = match &args.shard {
        Some(text) => text.parse()?,
        None => Shard::WHOLE,
    };
    if args.shard.is_some() && matches!(args.format, Format::Json) {
        return Err(GameError::ShardNeedsCsv.into());
    }
    let rows = compute_rows(piece(&all, shard), cap)?;
    match args.format {
        Format::Csv => {
            if shard.index == 1 {
                writeln!(out, "{CSV_HEADER}")?;
            }
            for row in &rows {
                writeln!(out, "{}", csv_row(row))?;
            }
            Ok(())
        }
        Format::Json => {
            let (groups, pairs) = equal_sequences(&rows, args.near);
            let list: Vec<_> = rows.iter().map(json_row).collect();
            print_json(
                out,
                &json!({
                    "digits": args.digits,
                    "first_digit": args.first_digit,
                    "cap": cap,
                    "rows": list,
                    "equal_sequences": groups,
                    "late_differences": pairs,
                }),
            )
        }
    }
}
