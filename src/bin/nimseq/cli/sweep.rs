//! `nimseq sweep`: preperiod and period of every {a,b} or {a,b,c} up to a bound.

use std::io::Write;

use clap::ValueEnum;

use nimseq::sweep::export::{write_csv, write_json};
use nimseq::sweep::sweep;

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
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let spec = args.grid.spec(&args.rule)?;
    let grid = sweep(&spec);
    match args.format {
        Format::Csv => write_csv(&grid, out)?,
        Format::Json => write_json(&grid, out)?,
    }
    Ok(())
}
