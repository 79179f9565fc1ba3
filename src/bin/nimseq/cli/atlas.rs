//! `nimseq atlas`: every octal code `0.d1…dk` (or `4.d1…dk` with `--d0 4`) with up to
//! `--digits` digits, or Flammenkamp's family `0.0n7` (`--family 0.0n7`), computed, certified
//! where it can be, and compared with the literature's tables.

use std::io::Write;
use std::sync::Arc;

use serde_json::json;

use nimseq::atlas::rows_in_order;
use nimseq::atlas::{
    codes_from, compute_row, equal_sequences, shifted_sequences, zero_n_seven, AtlasRow,
    DEFAULT_ATLAS_CAP, MAX_ATLAS_DIGITS, MAX_ZERO_N_SEVEN,
};
use nimseq::atlas::{csv_row, json_row, CSV_HEADER};
use nimseq::game::parse_count;
use nimseq::limits::MAX_TERMS;
use nimseq::sweep::{piece, Shard};
use nimseq::{game::OctalCode, GameError, Limit};

use super::common::{print_json, Format};
use super::progress::Progress;
use super::table::{starts_with, Table, TableArgs};
use super::Failure;

/// Arguments of `nimseq atlas`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Codes with up to this many digits (1 to 4: 7, 63, 511 or 4,095 codes; one more with
    /// --d0 4, the code `4.`).
    #[arg(
        long,
        value_parser = clap::value_parser!(u8).range(1..=MAX_ATLAS_DIGITS as i64),
        required_unless_present = "family",
        conflicts_with = "family"
    )]
    digits: Option<u8>,
    /// Only codes whose first digit d1 is D (0 to 7).
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u8).range(0..=7), conflicts_with = "family")]
    first_digit: Option<u8>,
    /// The digit before the point: 0 for the codes `0.d1…dk`, 4 for `4.d1…dk`, whose moves may
    /// also split a heap in two without removing anything (other digits are no octal codes).
    #[arg(long, value_name = "D0", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=9), conflicts_with = "family")]
    d0: u8,
    /// A family of codes instead of every code of --digits digits: `0.0n7`, Flammenkamp's
    /// codes `0.7, 0.07, 0.007, …` whose only move removes exactly n tokens (n = 1 to --n-max).
    #[arg(long, value_name = "NAME")]
    family: Option<Family>,
    /// With --family 0.0n7: the largest n (Flammenkamp tabulates n <= 25).
    #[arg(long, value_name = "N", default_value_t = 25, requires = "family", value_parser = clap::value_parser!(u8).range(1..=MAX_ZERO_N_SEVEN as i64))]
    n_max: u8,
    /// Values computed per code before it is called unresolved (`2^20` style allowed; the
    /// page's default).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_ATLAS_CAP.to_string())]
    cap: String,
    /// Output format: csv (one row per code) or json (the rows, the groups of equal sequences
    /// with the values each compared, the codes equal up to a shift, and the late
    /// differences).
    #[arg(long, value_enum, default_value = "csv")]
    format: Format,
    /// Compute only the K-th of N pieces of the table (CSV; only piece 1 writes the header).
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
    /// With --format json: report pairs of codes that agree on at least this many values
    /// before they differ.
    #[arg(long, value_name = "N", default_value = "200")]
    near: u64,
    #[command(flatten)]
    table: TableArgs,
}

/// The families of codes `--family` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Family {
    /// `0.7, 0.07, 0.007, …`: remove exactly n tokens, leaving 0, 1 or 2 heaps.
    #[value(name = "0.0n7")]
    ZeroNSeven,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let cap = parse_count(&args.cap, Limit::Terms, MAX_TERMS)?.max(2);
    let all = match args.family {
        Some(Family::ZeroNSeven) => zero_n_seven(usize::from(args.n_max))?,
        None => codes_from(
            args.d0,
            usize::from(args.digits.unwrap_or(1)),
            args.first_digit,
        )?,
    };
    let family = args.family.map(|_| "0.0n7");
    let shard: Shard = match &args.shard {
        Some(text) => text.parse()?,
        None => Shard::WHOLE,
    };
    let json = matches!(args.format, Format::Json);
    if args.shard.is_some() && json {
        return Err(GameError::ShardNeedsCsv.into());
    }
    if json && args.table.to_file().is_some() {
        return Err(GameError::ResumeNeedsCsv.into());
    }
    let codes = piece(&all, shard);
    if json {
        // The groups of equal sequences need every row: computed with progress, then written.
        let rows = all_rows(codes, cap, args.table.progress)?;
        let (groups, pairs) = equal_sequences(&rows, args.near);
        let list: Vec<_> = rows.iter().map(json_row).collect();
        return print_json(
            out,
            &json!({
                "digits": args.digits,
                "first_digit": args.first_digit,
                "d0": args.family.is_none().then_some(args.d0),
                "family": family,
                "n_max": family.map(|_| args.n_max),
                "cap": cap,
                "rows": list,
                "equal_sequences": groups,
                "shifted_sequences": shifted_sequences(&rows),
                "late_differences": pairs,
            }),
        );
    }
    let header = (shard.index == 1).then_some(CSV_HEADER);
    let mut made_by = vec![
        ("command", "atlas".to_string()),
        (
            "digits",
            args.digits.map_or("none".into(), |d| d.to_string()),
        ),
        (
            "first_digit",
            args.first_digit
                .map_or("any".to_string(), |d| d.to_string()),
        ),
        ("cap", cap.to_string()),
        ("shard", shard.to_string()),
    ];
    // Said only when not the default, so tables of 0.-codes read as before.
    if args.d0 != 0 {
        made_by.push(("d0", args.d0.to_string()));
    }
    if let Some(name) = family {
        made_by.push(("family", format!("{name} n <= {}", args.n_max)));
    }
    let mut table = Table::open(
        &args.table,
        out,
        &made_by,
        codes.len() as u64,
        "codes",
        header,
        |i, text| {
            starts_with(text, &format!("{},", codes[i as usize]))?;
            // Every row says how far it was computed: never past this cap, and to it exactly
            // when no period was found (so a table of another cap is refused).
            let fields: Vec<&str> = text.splitn(7, ',').collect();
            let checked: u64 = fields
                .get(5)
                .and_then(|f| f.parse().ok())
                .unwrap_or(u64::MAX);
            let unresolved = fields.get(1).is_some_and(|f| f.starts_with("no period"));
            if checked >= cap || (unresolved && checked != cap - 1) {
                return Err(format!(
                    "it was computed to n = {checked}, not with --cap {cap}"
                ));
            }
            Ok(())
        },
        |i| Ok(csv_row(&compute_row(&codes[i as usize], cap)?)),
    )?;
    let first = table.present as usize;
    let go_on = table.go_on();
    let left = &codes[first..];
    // A code's row is written as soon as every code before it is done (a row cut short by
    // Ctrl-C never is: the table stops before it).
    let complete = table.write_from(left.len(), |sink| {
        rows_in_order(left, cap, &go_on, |i, row| {
            sink(
                i,
                row.map(|row| (1, format!("{}\n", csv_row(&row)).into_bytes())),
            )
        })
    })?;
    table.finish(complete)
}

/// Every row of `codes` at `cap`, in order, computed on every core with progress on stderr
/// (lines when `progress` asks and stderr is not a terminal).
pub fn all_rows(codes: &[OctalCode], cap: u64, progress: bool) -> Result<Vec<AtlasRow>, GameError> {
    let mut shown = Progress::new(codes.len() as u64, "codes", progress);
    let mut rows = Vec::with_capacity(codes.len());
    let mut failed = None;
    rows_in_order(codes, cap, &|| true, |_, row| match row {
        Ok(row) => {
            rows.push(Arc::unwrap_or_clone(row));
            shown.add(1);
            true
        }
        Err(e) => {
            failed = Some(e);
            false
        }
    });
    shown.finish();
    match failed {
        Some(e) => Err(e),
        None => Ok(rows),
    }
}
