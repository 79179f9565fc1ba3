//! `nimseq sweep`: preperiod and period of every {a,b} or {a,b,c} up to a bound.

use std::io::Write;

use clap::ValueEnum;

use nimseq::sweep::export::{write_csv, write_csv_header, write_csv_rows, write_json};
use nimseq::sweep::shard::{shard_sets, sweep_sets, Shard};
use nimseq::sweep::sweep;
use nimseq::GameError;

use super::common::GridArgs;
use super::Failure;

/// Output formats.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Format {
    /// `a,b,preperiod,period` (or `a,b,c,...`); an unresolved cell has empty fields.
    Csv,
    /// One object with the parameters and a list of cells.
    Json,
}

/// Arguments of `nimseq sweep`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    grid: GridArgs,
    /// Play rule: normal, misere, take-all or misere-take-all.
    #[arg(long, default_value = "normal")]
    rule: String,
    /// Output format.
    #[arg(long, value_enum, default_value = "csv")]
    format: Format,
    /// Compute only the K-th of N pieces of the table (CSV; only piece 1 writes the header):
    /// the pieces' outputs, concatenated in order, are the whole table.
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let spec = args.grid.spec(&args.rule)?;
    let Some(shard) = &args.shard else {
        let grid = sweep(&spec);
        match args.format {
            Format::Csv => write_csv(&grid, out)?,
            Format::Json => write_json(&grid, out)?,
        }
        return Ok(());
    };
    let shard: Shard = shard.parse()?;
    if matches!(args.format, Format::Json) {
        return Err(GameError::ShardNeedsCsv.into());
    }
    let sets = shard_sets(spec.dims, spec.max, shard);
    let cells = sweep_sets(&sets, &spec);
    if shard.index == 1 {
        write_csv_header(spec.dims, out)?;
    }
    write_csv_rows(sets.into_iter().zip(cells), out)?;
    Ok(())
}
