//! `nimseq period`: the minimal preperiod and period, with the certificate.

use std::io::Write;

use serde_json::json;

use nimseq::game::{Evaluator, Nimber, RareValues};
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
    /// The rare/common mask of the report, in hexadecimal (`7b8`): the rare values are counted
    /// under it (`n = 0` included). Default: the literature's mask where one is published and
    /// separates the values, else nimseq's choice.
    #[arg(long, value_name = "HEX", value_parser = parse_mask)]
    mask: Option<u32>,
}

/// A mask in hexadecimal (`7b8`, `0x7b8`), at least 1.
fn parse_mask(text: &str) -> Result<u32, String> {
    let digits = text
        .trim()
        .trim_start_matches("0x")
        .trim_start_matches("0X");
    match u32::from_str_radix(digits, 16) {
        Ok(0) => Err("the mask must be at least 1 (with mask 0 every value is rare)".into()),
        Ok(m) => Ok(m),
        Err(_) => Err(format!(
            "`{text}` is not a mask in hexadecimal: write its digits 0-9 and a-f, as in `7b8`"
        )),
    }
}

/// Where the largest value first occurs among `values` (the ones the search computed), and
/// the rare values under `mask` when one is asked for.
fn largest_and_rare(values: &[Nimber], mask: Option<u32>) -> (Option<u64>, Option<RareValues>) {
    let at = Evaluator::largest_at(values).map(|(_, at)| at);
    (at, mask.map(|m| RareValues::given(m, values)))
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

/// `, first at n = 37`, or nothing.
fn first_at(at: Option<u64>) -> String {
    at.map(|n| format!(", first at n = {n}"))
        .unwrap_or_default()
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.search.game.game()?;
    let limit = args.search.limit.limit(&game)?;
    let keep = LongRun {
        checkpoint: args.checkpoint.as_deref(),
        every: std::time::Duration::from_secs(args.checkpoint_every),
    };
    let Some(search) = long_run::run(&game, limit, &keep)? else {
        return Err(Failure::Interrupted);
    };
    let report = search.report();
    let (largest_at, asked) = largest_and_rare(search.values(), args.mask);
    let rare = asked.or(report.rare);
    let oeis = nimseq::oeis::lookup(&game.spec());
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
            "largest": report.max_value,
            "largest_at": largest_at,
            "rare": rare.map(|r| json!({
                "mask": format!("{:x}", r.mask),
                "mask_by": r.chosen_by,
                "mask_text": r.chosen_by.describe(),
                "count": r.count,
                "last": r.last,
                "convention": "n = 0 counted, as in the literature",
            })),
            "oeis": nimseq::oeis::json(&game.spec()),
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
                "largest      {} (the largest nim-value){}",
                report.max_value,
                first_at(largest_at)
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
                "largest      {} (among the values computed){}",
                report.max_value,
                first_at(largest_at)
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
    if let Some(rare) = rare {
        writeln!(
            out,
            "rare values  {} with mask {:x}, {} (v is rare when v & mask has an even number of bits; n = 0 counted){}",
            rare.count,
            rare.mask,
            rare.chosen_by.describe(),
            rare.last
                .map(|n| format!(", the last at n = {n}"))
                .unwrap_or_default()
        )?;
    }
    if let Some(e) = oeis {
        writeln!(
            out,
            "oeis         {} ({})",
            e.describe().trim_start_matches("OEIS "),
            e.url()
        )?;
    }
    writeln!(out, "computed     G(0) ... G({})", report.checked_to)?;
    Ok(())
}
