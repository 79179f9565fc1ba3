//! `nimseq period`: the minimal preperiod and period, with the certificate.

use std::io::Write;

use serde_json::json;

use nimseq::period::Subject;
use nimseq::{PeriodSearch, Periodicity};

use super::common::{title, GameArgs, LimitArgs};
use super::Failure;

/// Arguments of `nimseq period`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    limit: LimitArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.game.game()?;
    let limit = args.limit.limit(&game)?;
    let (report, _) = PeriodSearch::new(&game, limit)?.run()?;
    let grundy = report.grundy.period();
    if args.json {
        let outcome = report.outcome.period().map(|o| {
            json!({
                "preperiod": o.preperiod,
                "period": o.period,
                "certificate": o.certificate,
                "certificate_text": o.certificate.describe(Subject::Outcomes),
            })
        });
        let value = json!({
            "game": game.spec(),
            "rule": game.rule(),
            "status": if grundy.is_some() { "periodic" } else { "no-period-found" },
            "preperiod": grundy.map(|p| p.preperiod),
            "period": grundy.map(|p| p.period),
            "checked_to": report.checked_to,
            "certificate": grundy.map(|p| &p.certificate),
            "certificate_text": grundy.map(|p| p.certificate.describe(Subject::Values)),
            "outcome": outcome,
            "max_value": report.max_value,
        });
        serde_json::to_writer_pretty(&mut *out, &value)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "game         {}", title(&game))?;
    for line in game.rules_in_words() {
        writeln!(out, "rules        {line}")?;
    }
    match &report.grundy {
        Periodicity::Periodic(p) => {
            writeln!(out, "preperiod    {}", p.preperiod)?;
            writeln!(out, "period       {}", p.period)?;
            writeln!(
                out,
                "certificate  {}",
                p.certificate.describe(Subject::Values)
            )?;
            writeln!(
                out,
                "largest      {} (the largest nim-value)",
                report.max_value
            )?;
        }
        Periodicity::NotFound { checked_to } => {
            writeln!(out, "period       no period found up to {checked_to}")?;
            writeln!(
                out,
                "largest      {} (among the values computed)",
                report.max_value
            )?;
        }
    }
    match &report.outcome {
        Periodicity::Periodic(o) => writeln!(
            out,
            "outcomes     preperiod {}, period {} ({})",
            o.preperiod,
            o.period,
            o.certificate.describe(Subject::Outcomes)
        )?,
        Periodicity::NotFound { checked_to } => {
            writeln!(out, "outcomes     no period found up to {checked_to}")?
        }
    }
    writeln!(out, "computed     G(0) ... G({})", report.checked_to)?;
    Ok(())
}
