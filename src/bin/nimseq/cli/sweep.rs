//! `nimseq sweep`: preperiod and period of every {a,b}, {a,b,c} or {a,b,c,d} up to a bound,
//! written row by row as the sets are computed on every core.

use std::io::Write;

use nimseq::pool::unit_size;
use nimseq::sweep::{csv_header, csv_row, json_cell, json_head, JSON_TAIL};
use nimseq::sweep::{family_sets, piece, shard_ranks, Family, Shard};
use nimseq::sweep::{SweepKernel, SweepSets};
use nimseq::GameError;

use super::common::{Format, GridArgs};
use super::table::{starts_with, Table, TableArgs};
use super::Failure;

/// Sets per unit of work at most (a unit's rows are written together).
const MOST_PER_UNIT: u64 = 4096;

/// Arguments of `nimseq sweep`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    grid: GridArgs,
    /// Play rule: normal, misere, take-all or misere-take-all.
    #[arg(long, default_value = "normal")]
    rule: String,
    /// Output format: csv (`a,b,preperiod,period`, `a,b,c,...` or `a,b,c,d,...`; an unresolved cell has
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
    /// Only primitive sets: those whose elements have greatest common divisor 1 (`{4,10,14}`,
    /// twice `{2,5,7}`, is left out). Written to standard output (the rows of a file are
    /// counted as the whole sweep's).
    #[arg(long, conflicts_with_all = ["resume", "output"])]
    primitive: bool,
    #[command(flatten)]
    table: TableArgs,
}

/// The start of the CSV row of the `i`-th set of `sets`: its elements, each with a comma.
fn key_text(sets: &SweepSets, i: u64) -> String {
    sets.slice(i, 1)
        .next()
        .map(|k| k.as_slice().iter().map(|e| format!("{e},")).collect())
        .unwrap_or_default()
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let family: Family = args.family.parse()?;
    let shard: Shard = match &args.shard {
        Some(text) => text.parse()?,
        None => Shard::WHOLE,
    };
    let json = matches!(args.format, Format::Json);
    let (spec, sets) = if family == Family::All {
        let spec = args.grid.spec(&args.rule)?;
        if args.shard.is_some() && json {
            return Err(GameError::ShardNeedsCsv.into());
        }
        let ranks = shard_ranks(spec.dims, spec.max, shard);
        let sets = SweepSets::Ranks {
            dims: spec.dims,
            max: spec.max,
            start: ranks.start,
            end: ranks.end,
        };
        (spec, sets)
    } else {
        if args.grid.dims.trim() != "3" {
            return Err(GameError::BadFamily(args.family.clone()).into());
        }
        if json {
            return Err(GameError::FamilyNeedsCsv.into());
        }
        // A family holds about as many sets as a grid of pairs: it may go as far.
        let spec = args.grid.spec_as_pairs(&args.rule)?;
        let all = family_sets(family, spec.max);
        (spec, SweepSets::Listed(piece(&all, shard).to_vec()))
    };
    if json && args.table.to_file().is_some() {
        return Err(GameError::ResumeNeedsCsv.into());
    }
    let header = (shard.index == 1 && !json).then(|| csv_header(spec.dims));
    let row_of = |i: u64| {
        let mut text = Vec::new();
        if let Some(key) = sets.slice(i, 1).next() {
            let cell = SweepKernel::new().cell(key.as_slice(), spec.rule, spec.cap);
            csv_row(&mut text, &key, cell);
        }
        Ok(String::from_utf8_lossy(&text).trim_end().to_string())
    };
    let primitive = args.primitive;
    let made_by = [
        ("command", "sweep".to_string()),
        ("dims", spec.dims.count().to_string()),
        ("max", spec.max.to_string()),
        ("cap", spec.cap.to_string()),
        ("rule", spec.rule.to_string()),
        ("family", args.family.trim().to_string()),
        ("shard", shard.to_string()),
    ];
    let mut table = Table::open(
        &args.table,
        out,
        &made_by,
        sets.len(),
        "sets",
        header.as_deref(),
        |i, text| starts_with(text, &key_text(&sets, i)),
        row_of,
    )?;
    let first = table.present;
    let left = sets.len() - first;
    let size = unit_size(left, MOST_PER_UNIT);
    let units = left.div_ceil(size) as usize;
    if json {
        table.write_raw(&json_head(&spec))?;
    }
    let complete = table.write_units(units, SweepKernel::new, |kernel, unit| {
        let from = first + unit as u64 * size;
        let count = size.min(first + left - from);
        let mut text = Vec::with_capacity(count as usize * 24);
        for (i, key) in sets.slice(from, count).enumerate() {
            // The first set of every sweep holds 1: a primitive table starts where the whole
            // one does, and the JSON's commas stay where they are.
            if primitive && !key.is_primitive() {
                continue;
            }
            let cell = kernel.cell(key.as_slice(), spec.rule, spec.cap);
            if json {
                if from + i as u64 > 0 {
                    text.push(b',');
                }
                json_cell(&mut text, &key, cell);
            } else {
                csv_row(&mut text, &key, cell);
            }
        }
        Ok((count, text))
    })?;
    if json && complete {
        table.write_raw(JSON_TAIL)?;
    }
    table.finish(complete)
}
