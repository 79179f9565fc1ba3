//! `nimseq sum`: values, nim-sum and every winning move of a sum of heaps.

use std::io::Write;

use nimseq::limits::MAX_TERMS;
use nimseq::sum::{analyse, analyse_with_defaults, Heap};
use nimseq::{GameError, Limit};

use super::common::{count, print_json};
use super::Failure;

/// Arguments of `nimseq sum`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Heaps as GAME@SIZE: `sub:1,2@7 octal:0.77@10 sub:3,5,6/take-all@9`.
    #[arg(required = true)]
    heaps: Vec<String>,
    /// Look for each game's period among G(0) ... G(N) (`2^20` style allowed), or `auto`:
    /// up to N = 1000000, or less for games whose method computes fewer values.
    #[arg(long, value_name = "N|auto", default_value = "auto")]
    limit: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let heaps = args
        .heaps
        .iter()
        .map(|h| h.parse::<Heap>())
        .collect::<Result<Vec<_>, GameError>>()?;
    let analysis = match args.limit.trim() {
        "auto" => analyse_with_defaults(&heaps)?,
        limit => analyse(&heaps, count(limit, Limit::SearchLimit, MAX_TERMS - 1)?)?,
    };
    if args.json {
        return print_json(out, &analysis);
    }
    let width = analysis
        .values
        .iter()
        .map(|v| format!("{v:b}").len())
        .max()
        .unwrap_or(1);
    for (i, (heap, value)) in analysis.heaps.iter().zip(&analysis.values).enumerate() {
        writeln!(
            out,
            "heap {:<3} {heap:<30} value {value:>5} = {value:0width$b}",
            i + 1
        )?;
    }
    let x = analysis.nim_sum;
    writeln!(
        out,
        "nim-sum                                     {x:>5} = {x:0width$b}"
    )?;
    if !analysis.first_player_wins {
        writeln!(
            out,
            "the player to move loses: every move leaves a non-zero nim-sum"
        )?;
        return Ok(());
    }
    writeln!(out, "the player to move wins; winning moves:")?;
    for w in &analysis.winning_moves {
        let leaves = match w.mv.leaves.as_slice() {
            [] => "nothing".to_string(),
            parts => parts
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" + "),
        };
        let what = match w.mv.take {
            0 => format!("split into {leaves}"),
            take => format!("take {take}, leaving {leaves}"),
        };
        writeln!(
            out,
            "  heap {}: {what}  ->  {}",
            w.mv.heap + 1,
            if w.result.is_empty() {
                "no heaps".to_string()
            } else {
                w.result.join(" ")
            }
        )?;
    }
    Ok(())
}
