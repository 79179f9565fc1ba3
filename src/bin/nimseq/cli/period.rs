//! `nimseq period`: the minimal preperiod and period, with the certificate.

use std::io::Write;

use serde_json::json;

use nimseq::limits::MAX_TERMS;
use nimseq::period::Periodicity;
use nimseq::period::{Candidate, Subject};

use super::common::{print_json, write_period, SearchArgs};
use super::long_run::{self, LongRun};
use super::Failure;

/// Arguments of `nimseq period`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    search: SearchArgs,
    /// Save the values computed to FILE every few minutes and on Ctrl-C; when FILE exists,
    /// resume from it (it must be a checkpoint of the same game).
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<std::path::PathBuf>,
    /// Seconds between checkpoints.
    #[arg(long, value_name = "SECONDS", default_value_t = 300,
          value_parser = clap::value_parser!(u64).range(1..=604_800))]
    checkpoint_every: u64,
}

/// What would settle a search that stopped without a period: its candidate and the limit
/// that certifies it, or how to search further.
fn further(checked_to: u64, candidate: Option<&Candidate>) -> String {
    let most = MAX_TERMS - 1;
    if let Some(c) = candidate {
        return c.describe(most, |m| format!("`--limit {m}`"));
    }
    let seen = "no candidate: no period holds at the end of the values over a whole period and an eighth of them";
    if checked_to >= most {
        return format!("{seen}, and this is the command line's largest search");
    }
    let four = (4 * (checked_to + 1) - 1).min(most);
    format!("{seen}; search further with `--limit {four}` (4 times as far)")
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.search.game.game()?;
    let limit = args.search.limit.limit(&game)?;
    let keep = LongRun {
        checkpoint: args.checkpoint.as_deref(),
        every: std::time::Duration::from_secs(args.checkpoint_every),
    };
    let Some(report) = long_run::run(&game, limit, &keep)? else {
        return Err(Failure::Interrupted);
    };
    let args = args.search;
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
            "status": match (grundy, &report.arithmetic) {
                (Some(_), _) => "periodic",
                (None, Some(a)) if a.grows() => "arithmetic-periodic",
                _ => "no-period-found",
            },
            "preperiod": grundy.map(|p| p.preperiod),
            "period": grundy.map(|p| p.period),
            "checked_to": report.checked_to,
            "certificate": grundy.map(|p| &p.certificate),
            "certificate_text": grundy.map(|p| p.certificate.describe(Subject::Values)),
            "outcome": outcome,
            "max_value": report.max_value,
            "saltus": if grundy.is_some() { Some(0) } else { report.arithmetic.as_ref().map(|a| a.saltus) },
            "theorem": grundy.map(|p| p.certificate.theorem().to_string()).or_else(|| {
                report.arithmetic.as_ref().and_then(|a| a.theorem.clone())
            }),
            "arithmetic": report.arithmetic.as_ref().map(|a| json!({
                "preperiod": a.preperiod,
                "period": a.period,
                "saltus": a.saltus,
                "law": a.law(),
                "certified": a.theorem.is_some(),
                "theorem": a.theorem,
                "checked_to": a.checked_to,
                "text": a.to_string(),
            })),
            "candidate": report.candidate.map(|c| json!({
                "preperiod": c.preperiod,
                "period": c.period,
                "certifies_at": c.certifies_at,
            })),
            "rare": report.rare.map(|r| json!({
                "mask": format!("{:x}", r.mask),
                "count": r.count,
                "last": r.last,
            })),
        });
        return print_json(out, &value);
    }
    writeln!(out, "game         {}", game.title())?;
    for line in game.rules_in_words() {
        writeln!(out, "rules        {line}")?;
    }
    match &report.grundy {
        Periodicity::Periodic(p) => {
            write_period(out, p, Subject::Values)?;
            writeln!(
                out,
                "largest      {} (the largest nim-value)",
                report.max_value
            )?;
        }
        Periodicity::NotFound { .. } if report.arithmetic.as_ref().is_some_and(|a| a.grows()) => {
            let a = report.arithmetic.as_ref().expect("checked above");
            writeln!(out, "period       none: the values grow without bound")?;
            writeln!(out, "arithmetic   {} (saltus {})", a.law(), a.saltus)?;
            writeln!(
                out,
                "certificate  {}",
                a.theorem.as_deref().unwrap_or_default()
            )?;
            writeln!(
                out,
                "largest      none (values grow; {} among those computed)",
                report.max_value
            )?;
        }
        Periodicity::NotFound { checked_to } => {
            writeln!(
                out,
                "period       no period certified up to {checked_to}; {}",
                further(*checked_to, report.candidate.as_ref())
            )?;
            if let Some(arithmetic) = &report.arithmetic {
                writeln!(out, "pattern      {arithmetic}")?;
            }
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
            writeln!(out, "outcomes     no period certified up to {checked_to}")?
        }
    }
    if let Some(rare) = report.rare {
        writeln!(
            out,
            "rare values  {} with mask {:x} (v is rare when v & mask has an even number of bits){}",
            rare.count,
            rare.mask,
            rare.last
                .map(|n| format!(", the last at n = {n}"))
                .unwrap_or_default()
        )?;
    }
    writeln!(out, "computed     G(0) ... G({})", report.checked_to)?;
    Ok(())
}
