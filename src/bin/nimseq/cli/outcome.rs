//! `nimseq outcome`: the win/loss string B(S) and the exact result number E(S).

use std::io::Write;

use serde_json::json;

use nimseq::outcome::{b_string, outcome_bits, result_number};
use nimseq::period::Subject;
use nimseq::{PeriodSearch, Periodicity};

use super::common::{title, GameArgs, LimitArgs};
use super::Failure;

/// Decimal digits printed in full in text output; longer numbers are cut (JSON has all).
const SHOWN_DIGITS: usize = 120;

/// Arguments of `nimseq outcome`.
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

fn cut(number: &str) -> String {
    if number.len() <= SHOWN_DIGITS {
        number.to_string()
    } else {
        format!(
            "{}… ({} digits; --json prints all)",
            &number[..SHOWN_DIGITS],
            number.len()
        )
    }
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.game.game()?;
    let limit = args.limit.limit(&game)?;
    let (report, values) = PeriodSearch::new(&game, limit)?.run()?;
    let bits = outcome_bits(&values);
    let Periodicity::Periodic(o) = &report.outcome else {
        if args.json {
            let value = json!({
                "game": game.spec(), "rule": game.rule(), "status": "no-period-found",
                "checked_to": report.checked_to, "b": null, "e": null,
            });
            serde_json::to_writer_pretty(&mut *out, &value)?;
            writeln!(out)?;
        } else {
            writeln!(out, "game      {}", title(&game))?;
            writeln!(out, "B(S)      no period found up to {}", report.checked_to)?;
        }
        return Ok(());
    };
    let b = b_string(&bits, o);
    let e = result_number(&bits, o);
    if args.json {
        let value = json!({
            "game": game.spec(),
            "rule": game.rule(),
            "status": "periodic",
            "preperiod": o.preperiod,
            "period": o.period,
            "certificate": o.certificate,
            "certificate_text": o.certificate.describe(Subject::Outcomes),
            "b": b,
            "e": e,
            "checked_to": report.checked_to,
        });
        serde_json::to_writer_pretty(&mut *out, &value)?;
        writeln!(out)?;
        return Ok(());
    }
    writeln!(out, "game         {}", title(&game))?;
    writeln!(out, "B(S)         {b}")?;
    writeln!(out, "preperiod    {}", o.preperiod)?;
    writeln!(out, "period       {}", o.period)?;
    writeln!(
        out,
        "certificate  {}",
        o.certificate.describe(Subject::Outcomes)
    )?;
    match e {
        Some(e) => {
            writeln!(
                out,
                "E(S)         {} / {}",
                cut(&e.numerator()),
                cut(&e.denominator())
            )?;
        }
        None => writeln!(out, "E(S)         not computed: the period is too long")?,
    }
    Ok(())
}
