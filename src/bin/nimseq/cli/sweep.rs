//! `nimseq sweep`: preperiod and period of every {a,b} or {a,b,c} up to a bound.

use std::io::Write;

use nimseq::sweep::export::{write_csv, write_csv_header, write_csv_rows, write_json};
use nimseq::sweep::shard::{family_sets, piece, shard_sets, sweep_sets, Family, Shard};
use nimseq::sweep::{sweep, Dims, SweepSpec};
use nimseq::GameError;

use super::common::{Format, GridArgs};
use super::Failure;

/// Arguments of `nimseq sweep`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    grid: GridArgs,
    /// Play rule: normal, misere, take-all or misere-take-all.
    #[arg(long, default_value = "normal")]
    rule: String,
    /// Output format: csv (`a,b,preperiod,period` or `a,b,c,...`; an unresolved cell has
    /// empty fields) or json (the parameters and a list of cells).
    #[arg(long, value_enum, default_value = "csv")]
    format: Format,
    /// Compute only the K-th of N pieces of the table (CSV; only piece 1 writes the header):
    /// the pieces' outputs, concatenated in order, are the whole table.
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
    /// With --dims 3, only a family of sets: `additive` ({a, b, a+b}, a+b <= N) or
    /// `smallest=A` ({A, b, c}, c <= N); N may then be as large as for pairs. CSV.
    #[arg(long, value_name = "FAMILY", default_value = "all")]
    family: String,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let family: Family = args.family.parse()?;
    if family != Family::All {
        return run_family(&args, family, out);
    }
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

/// A family of 3-element sets: its sets computed (a shard of them) and written as CSV rows.
fn run_family(args: &Args, family: Family, out: &mut impl Write) -> Result<(), Failure> {
    if args.grid.dims.trim() != "3" {
        return Err(GameError::BadFamily(args.family.clone()).into());
    }
    if matches!(args.format, Format::Json) {
        return Err(GameError::FamilyNeedsCsv.into());
    }
    // A family holds about as many sets as a grid of pairs: it may go as far.
    let spec = args.grid.spec_as_pairs(&args.rule)?;
    let spec = SweepSpec {
        dims: Dims::Triples,
        ..spec
    };
    let shard: Shard = match &args.shard {
        Some(text) => text.parse()?,
        None => Shard::WHOLE,
    };
    let sets = family_sets(family, spec.max);
    let sets = piece(&sets, shard);
    let cells = sweep_sets(sets, &spec);
    if shard.index == 1 {
        write_csv_header(spec.dims, out)?;
    }
    write_csv_rows(sets.iter().copied().zip(cells), out)?;
    Ok(())
}
