//! `nimseq conjecture`: Conjecture 5.1 of Nash & Sheenko over a whole grid.

use std::io::Write;

use clap::ValueEnum;

use nimseq::sweep::sweep;
use nimseq::theory::conjecture::{check_grid, Bound};

use super::common::{print_json, GridArgs};
use super::Failure;

/// The reading of `n` in the conjecture's bound `a <= ceil(n/2)`.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum BoundArg {
    /// n = l, the largest element of S.
    Largest,
    /// n = |S|, the number of elements.
    Size,
}

/// Arguments of `nimseq conjecture`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    grid: GridArgs,
    /// What n means in a <= ceil(n/2).
    #[arg(long, value_enum, default_value = "largest")]
    bound: BoundArg,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let spec = args.grid.spec("normal")?;
    let bound = match args.bound {
        BoundArg::Largest => Bound::LargestElement,
        BoundArg::Size => Bound::SetSize,
    };
    let report = check_grid(&sweep(&spec), bound);
    if args.json {
        return print_json(out, &report);
    }
    writeln!(
        out,
        "Conjecture 5.1 (period 2l - a when a = l - min S <= ceil(n/2), n = {}):",
        match bound {
            Bound::LargestElement => "l",
            Bound::SetSize => "|S|",
        }
    )?;
    writeln!(
        out,
        "{} sets satisfy the hypothesis; {} agree, {} counterexamples, {} unresolved",
        report.tested,
        report.agreeing,
        report.counterexamples.len(),
        report.unresolved.len()
    )?;
    for c in &report.counterexamples {
        writeln!(
            out,
            "  {:<16} a = {:<3} predicted {:<5} computed {}",
            c.game, c.augmentations, c.predicted, c.computed
        )?;
    }
    Ok(())
}
