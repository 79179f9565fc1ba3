//! `nimseq genus`: the misère genus of a game's heaps 0 … N as Winning Ways writes it
//! (`5: 4^146`: normal-play value 4, misère values 1, 4, 6, 4, 6, … of the heap plus 0, 1, 2, …
//! heaps of size 2). A long computation shows its progress (`--progress`) and, stopped with
//! Ctrl-C, writes the genus of the heaps it had done before exiting with status 130.

use std::io::Write;
use std::sync::atomic::Ordering;

use nimseq::game::{parse_count, Game};
use nimseq::limits::{MAX_GENUS_HEAPS, MAX_GENUS_POSITIONS};
use nimseq::misere::{GenusReport, GenusSearch, GenusStatus, DEFAULT_GENUS_POSITIONS};
use nimseq::Limit;

use super::common::print_json;
use super::progress::{interrupt_flag, run_steps, Progress};
use super::Failure;

/// Arguments of `nimseq genus`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game: `octal:0.77`, `octal:0.07`, `sub:1,2`, `tb:0.[3]`, `grundy`, ... (the rule of
    /// a subtraction game does not change its genus).
    game: String,
    /// The last heap: the genus of heaps 0 ... N (`2^k` style allowed).
    #[arg(long, value_name = "N")]
    to: String,
    /// The most positions (sums of heaps) the computation tabulates before it stops and says
    /// so.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_GENUS_POSITIONS.to_string())]
    max_positions: String,
    /// Print JSON instead of text: `genus`, one `{heap, values, symbol}` per heap, `values`
    /// being `[g, γ0, γ1, …]`.
    #[arg(long)]
    json: bool,
    /// Show the heaps done on stderr: a bar on a terminal, otherwise a line every 30 s and
    /// one at the end.
    #[arg(long)]
    progress: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game: Game = args.game.parse()?;
    let to = parse_count(&args.to, Limit::GenusHeaps, MAX_GENUS_HEAPS)?;
    let max_positions = parse_count(
        &args.max_positions,
        Limit::GenusPositions,
        MAX_GENUS_POSITIONS,
    )?;
    let stop = interrupt_flag();
    let mut search = GenusSearch::new(&game, to, max_positions)?.with_cancel(stop.clone());
    let mut progress = Progress::new(to + 1, "heaps", args.progress);
    run_steps(
        &mut search,
        &mut progress,
        GenusSearch::step,
        GenusSearch::done,
    );
    let report = search.report();
    if args.json {
        print_json(out, &report)?;
    } else {
        write_text(out, &game, &report)?;
    }
    if report.status() == GenusStatus::Interrupted || stop.load(Ordering::SeqCst) {
        out.flush()?;
        eprintln!(
            "nimseq: stopped; the genus of heaps 0 … {} is written",
            report.genus().len().saturating_sub(1)
        );
        return Err(Failure::Interrupted);
    }
    Ok(())
}

/// The report as text: a few lines of facts, then `heap: symbol` a line.
fn write_text(out: &mut impl Write, game: &Game, report: &GenusReport) -> std::io::Result<()> {
    writeln!(out, "game       {}", game.title())?;
    writeln!(out, "heaps      0 … {}", report.to)?;
    let mut status = report.summary();
    if report.status() == GenusStatus::Exceeded {
        status.push_str(" (raise the bound with --max-positions N)");
    }
    writeln!(out, "status     {status}")?;
    writeln!(out, "positions  {} tabulated", report.positions)?;
    writeln!(
        out,
        "genus      heap: g^γ0γ1…  (g the nim-value; γk the misère nim-value of the heap plus k heaps of size 2; the last two digits repeat)"
    )?;
    let width = report.to.to_string().len();
    for g in report.genus() {
        writeln!(out, "  {:>width$}: {}", g.heap(), g.symbol())?;
    }
    Ok(())
}
