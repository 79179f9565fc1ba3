//! The command-line interface: argument definitions, dispatch, and the one place errors
//! become exit statuses (2 for bad input, 1 for output failures and refuted claims, 3 for
//! claims `check` cannot decide, 130 for Ctrl-C).

mod atlas;
mod bench;
mod check;
mod common;
mod conjecture;
mod genus;
mod long_run;
mod merge;
mod misere;
mod outcome;
mod pace;
mod period;
mod plot;
mod progress;
mod records;
mod sequence;
mod sum;
mod sweep;
mod table;
mod theory;
mod usage;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

use nimseq::period::CertificateError;
use nimseq::GameError;

/// Nim-sequences of impartial games, with certified preperiods and periods.
///
/// GAME is `sub:SET` for a subtraction game (`sub:2,4,7`, ranges allowed: `sub:3-6,9`),
/// `octal:CODE` for an octal game (`octal:0.77` is Kayles, `octal:0.07` Dawson's Kayles),
/// `tb:CODE` for a take-and-break game with hexadecimal digits (8: leave three heaps), `d0`
/// splitting without removing, a repeating tail in brackets and `!` for unequal splits
/// (`tb:0.[3]` is Nim, `tb:4.[3]` Lasker's Nim, `tb:0.F`), or `grundy` for Grundy's game.
/// A subtraction game may carry its rule: `sub:3,5,6/take-all`.
#[derive(Debug, Parser)]
#[command(name = "nimseq", version, about, long_about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Minimal preperiod and period of the nim-sequence, with their certificate.
    Period(period::Args),
    /// Check a claimed preperiod and period (from a paper) with only the values its
    /// certificate compares: it holds (with the certificate), or the first counterexample.
    Check(check::Args),
    /// The first values of the nim-sequence (or the P/N outcome string).
    Sequence(sequence::Args),
    /// The win/loss string B(S), its period, and the exact result number E(S).
    Outcome(outcome::Args),
    /// Closed forms from the literature next to the computed answer.
    Theory(theory::Args),
    /// Values, nim-sum and every winning move of a sum of heaps (GAME@SIZE ...).
    Sum(sum::Args),
    /// The misère quotient of the heaps 1 ... H (Plambeck–Siegel): elements, product table,
    /// P-portion, pretending function, presentation and, where the periodicity theorem
    /// applies, a certified period.
    Misere(misere::Args),
    /// The misère genus of the heaps 0 ... N as Winning Ways writes it (`5: 4^146`): the
    /// normal-play nim-value, then the misère nim-values of the heap plus 0, 1, 2, ... heaps of
    /// size 2, up to where they alternate.
    Genus(genus::Args),
    /// Preperiod and period of every {a,b}, {a,b,c} or {a,b,c,d} up to a bound, as CSV or
    /// JSON.
    Sweep(sweep::Args),
    /// Test Conjecture 5.1 of Nash & Sheenko over every {a,b}, {a,b,c} or {a,b,c,d} up to a
    /// bound.
    Conjecture(conjecture::Args),
    /// Every octal code 0.d1...dk with up to --digits digits: period, certificate, largest
    /// value and rare values, compared with the literature's tables.
    Atlas(atlas::Args),
    /// Join the shard files of a sharded table (`--shard K/N -o FILE`) into the whole table,
    /// byte for byte what one run writes, after checking that every shard is there once, of
    /// one table, and complete.
    Merge(merge::Args),
    /// For each largest element m <= N, the sets of 2, 3 or 4 elements with the longest
    /// period and with the longest preperiod (ties listed), certified.
    Records(records::Args),
    /// Figures for papers: the heatmap, the atlas's map or a sequence's overview as SVG or PNG
    /// at a chosen width and scale (`--width 1200 --scale 3`), drawn as the page draws them.
    Plot(plot::Args),
    /// Time the performance workloads on this machine (each answer is checked).
    Bench(bench::Args),
}

/// Why a command failed.
#[derive(Debug)]
pub enum Failure {
    /// The input was bad: exit status 2.
    Input(GameError),
    /// Writing the output failed: exit status 1.
    Output(io::Error),
    /// Ctrl-C stopped a long run after saving its checkpoint: exit status 130.
    Interrupted,
    /// `check` refuted the claim (its counterexample is written): exit status 1.
    Refuted,
    /// `check` could not decide the claim (it holds on every value computed, but no theorem
    /// proves it): exit status 3.
    Undecided,
    /// `period --certificate` wrote no certificate: exit status 2 for a game no certificate
    /// covers, 1 when no period was certified or the file could not be written.
    Certificate(CertificateError),
}

impl From<CertificateError> for Failure {
    fn from(e: CertificateError) -> Self {
        Failure::Certificate(e)
    }
}

impl From<GameError> for Failure {
    fn from(e: GameError) -> Self {
        Failure::Input(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

impl From<serde_json::Error> for Failure {
    fn from(e: serde_json::Error) -> Self {
        Failure::Output(e.into())
    }
}

/// Runs the command line and returns the exit status.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = match cli.command {
        Command::Period(args) => period::run(args, &mut out),
        Command::Check(args) => check::run(args, &mut out),
        Command::Sequence(args) => sequence::run(args, &mut out),
        Command::Outcome(args) => outcome::run(args, &mut out),
        Command::Theory(args) => theory::run(args, &mut out),
        Command::Sum(args) => sum::run(args, &mut out),
        Command::Misere(args) => misere::run(args, &mut out),
        Command::Genus(args) => genus::run(args, &mut out),
        Command::Sweep(args) => sweep::run(args, &mut out),
        Command::Conjecture(args) => conjecture::run(args, &mut out),
        Command::Atlas(args) => atlas::run(args, &mut out),
        Command::Merge(args) => merge::run(args, &mut out),
        Command::Records(args) => records::run(args, &mut out),
        Command::Plot(args) => plot::run(args, &mut out),
        Command::Bench(args) => bench::run(args, &mut out),
    };
    // What was written is flushed whatever the verdict (a refuted claim prints its
    // counterexample, an interrupted run its partial result).
    let flushed = out.flush().map_err(Failure::Output);
    match result.and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Input(e)) => {
            eprintln!("nimseq: error: {e}");
            ExitCode::from(2)
        }
        // A closed pipe (`nimseq sweep ... | head`) is not an error worth reporting.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            eprintln!("nimseq: cannot write the output: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Interrupted) => ExitCode::from(130),
        Err(Failure::Refuted) => ExitCode::from(1),
        Err(Failure::Undecided) => ExitCode::from(3),
        Err(Failure::Certificate(e)) => {
            eprintln!("nimseq: error: {e}");
            ExitCode::from(if e.is_bad_input() { 2 } else { 1 })
        }
    }
}

/// Prints a clap error on one line (help and version print in full and succeed).
fn usage_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = e.print();
        return if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
            ExitCode::from(2)
        } else {
            ExitCode::SUCCESS
        };
    }
    // A required argument or subcommand left out: which, and what it is.
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(text) = usage::missing(&e, &Cli::command(), &args) {
        eprintln!("nimseq: error: {text}");
        return ExitCode::from(2);
    }
    let text = e.render().to_string();
    let first = text
        .lines()
        .next()
        .unwrap_or("error")
        .trim_start_matches("error: ");
    eprintln!("nimseq: error: {first} (see `nimseq --help`)");
    ExitCode::from(2)
}
