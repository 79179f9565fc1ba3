//! `nimseq check`: a claimed preperiod and period (from a paper, a table) checked with only
//! the values its certificate compares. The exit status answers too: 0 the claim holds, 1 it
//! is refuted (the counterexample is printed), 2 bad input, 3 undecided (no theorem proves
//! it; no value refutes it). A claim refuted as printed is checked again in the count of heap
//! sizes its source uses, when that count starts elsewhere than heap 0 (Czajka's listings: from
//! the heap below the first move), and the line `shifted` says whether it holds so.

use std::io::Write;

use nimseq::atlas::check_document;
use nimseq::game::parse_count;
use nimseq::period::{check_claim, Claim};
use nimseq::{GameError, Limit};

use super::common::{print_json, GameArgs};
use super::Failure;

/// Arguments of `nimseq check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The claimed preperiod e: G(n + p) = G(n) for every n >= e.
    #[arg(long, value_name = "E")]
    preperiod: String,
    /// The claimed period p (at least 1).
    #[arg(long, value_name = "P")]
    period: String,
    /// The claimed saltus s of an arithmetic period: G(n + p) = G(n) + s for n >= e.
    #[arg(
        long,
        value_name = "S",
        default_value = "0",
        allow_negative_numbers = true
    )]
    saltus: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.game.game()?;
    let claim = Claim {
        preperiod: parse_count(&args.preperiod, Limit::SearchLimit, u64::MAX)?,
        period: parse_count(&args.period, Limit::SearchLimit, u64::MAX)?,
        saltus: saltus(&args.saltus)?,
    };
    let report = check_claim(&game, claim)?;
    // Refuted as printed: perhaps printed in a count of heap sizes that starts elsewhere.
    let (document, shifted) = check_document(&game, claim, &report)?;
    if args.json {
        print_json(out, &document)?;
        return verdict(report.holds);
    }
    writeln!(out, "game         {}", game.title())?;
    let law = nimseq::period::law(claim.period, claim.saltus);
    writeln!(out, "claim        {law} for n >= {}", claim.preperiod)?;
    writeln!(out, "verdict      {}", report.text)?;
    if let Some((e, p)) = report.minimal {
        if (e, p) == (claim.preperiod, claim.period) {
            writeln!(
                out,
                "minimal      yes: no smaller preperiod or period holds"
            )?;
        } else {
            writeln!(
                out,
                "minimal      no: the least period is {p}, from preperiod {e}"
            )?;
        }
    }
    if let Some(s) = &shifted {
        writeln!(out, "shifted      {}", s.text)?;
        writeln!(out, "             {}", s.report.text)?;
    }
    writeln!(out, "computed     G(0) ... G({})", report.checked_to)?;
    verdict(report.holds)
}

/// The exit status of a verdict: success when the claim holds, else why not.
fn verdict(holds: Option<bool>) -> Result<(), Failure> {
    match holds {
        Some(true) => Ok(()),
        Some(false) => Err(Failure::Refuted),
        None => Err(Failure::Undecided),
    }
}

/// Reads a saltus: a whole number (a minus sign is read, and refused by the check).
fn saltus(text: &str) -> Result<i64, GameError> {
    let text = text.trim();
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1, rest),
        None => (1, text),
    };
    let value = parse_count(digits, Limit::Saltus, i64::MAX as u64)? as i64;
    Ok(sign * value)
}
