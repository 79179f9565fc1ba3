//! `nimseq sweep`: preperiod and period of every {a,b} or {a,b,c} up to a bound.

use std::io::Write;

use clap::ValueEnum;

use nimseq::sweep::{sweep, Grid};

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

fn write_csv(grid: &Grid, out: &mut impl Write) -> std::io::Result<()> {
    let names = ["a", "b", "c"];
    writeln!(
        out,
        "{},preperiod,period",
        names[..grid.spec().dims.count()].join(",")
    )?;
    for (key, cell) in grid.iter() {
        for s in key.as_slice() {
            write!(out, "{s},")?;
        }
        if cell.is_resolved() {
            writeln!(out, "{},{}", cell.preperiod, cell.period)?;
        } else {
            writeln!(out, ",")?;
        }
    }
    Ok(())
}

fn write_json(grid: &Grid, out: &mut impl Write) -> std::io::Result<()> {
    let spec = grid.spec();
    write!(
        out,
        "{{\"dims\":{},\"max\":{},\"cap\":{},\"rule\":\"{}\",\"cells\":[",
        spec.dims.count(),
        spec.max,
        spec.cap,
        spec.rule
    )?;
    let names = ["a", "b", "c"];
    for (i, (key, cell)) in grid.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        out.write_all(b"{")?;
        for (name, s) in names.iter().zip(key.as_slice()) {
            write!(out, "\"{name}\":{s},")?;
        }
        if cell.is_resolved() {
            write!(
                out,
                "\"preperiod\":{},\"period\":{},\"max_value\":{}}}",
                cell.preperiod, cell.period, cell.max_value
            )?;
        } else {
            out.write_all(b"\"preperiod\":null,\"period\":null,\"max_value\":null}")?;
        }
    }
    writeln!(out, "]}}")
}
