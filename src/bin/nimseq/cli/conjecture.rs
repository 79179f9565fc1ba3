//! `nimseq conjecture`: Conjecture 5.1 of Nash & Sheenko over a whole grid.

use std::io::Write;

use clap::ValueEnum;

use nimseq::sweep::sweep;
use nimseq::theory::{check_grid, Bound, Conjecture};

use super::common::{print_json, GridArgs};
use super::Failure;

/// The conjecture to test.
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum TestArg {
    /// Conjecture 5.1 of Nash & Sheenko: period 2l - a after a <= ceil(n/2) small augmentations.
    Augment,
    /// A non-additive 3-set {a,b,c} (c != a + b) has period a+b, a+c or b+c.
    Sums,
}

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
    /// Which conjecture.
    #[arg(long, value_enum, default_value = "augment")]
    test: TestArg,
    /// What n means in a <= ceil(n/2) (Conjecture 5.1).
    #[arg(long, value_enum, default_value = "largest")]
    bound: BoundArg,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let spec = args.grid.spec("normal")?;
    if matches!(args.test, TestArg::Sums) && spec.dims != nimseq::sweep::Dims::Triples {
        return Err(nimseq::GameError::SumsNeedTriples.into());
    }
    let bound = match args.bound {
        BoundArg::Largest => Bound::LargestElement,
        BoundArg::Size => Bound::SetSize,
    };
    let conjecture = match args.test {
        TestArg::Augment => Conjecture::Augment { bound },
        TestArg::Sums => Conjecture::PairSums,
    };
    let report = check_grid(&sweep(&spec), conjecture);
    if args.json {
        return print_json(out, &report);
    }
    let title = match (args.test, bound) {
        (TestArg::Sums, _) => {
            "Non-additive 3-sets {a,b,c} (c != a + b) have period a+b, a+c or b+c"
        }
        (TestArg::Augment, Bound::LargestElement) => {
            "Conjecture 5.1: period 2l - a when a = l - min S <= ceil(n/2), n = l"
        }
        (TestArg::Augment, Bound::SetSize) => {
            "Conjecture 5.1: period 2l - a when a = l - min S <= ceil(n/2), n = |S|"
        }
    };
    writeln!(out, "{title}:")?;
    let open = report.open();
    writeln!(
        out,
        "{} sets satisfy the hypothesis: {} agree, {} counterexamples not decided by a theorem, \
         {} more whose period a theorem already gives (listed after them), {} unresolved",
        report.tested,
        report.agreeing,
        open.len(),
        report.decided,
        report.unresolved.len()
    )?;
    for c in &report.counterexamples {
        write!(
            out,
            "  {:<16} predicted {}; computed {}",
            c.game, c.predicted, c.computed
        )?;
        match c.decided_by {
            Some(theorem) => writeln!(out, " (decided: {theorem})")?,
            None => writeln!(out)?,
        }
    }
    Ok(())
}
