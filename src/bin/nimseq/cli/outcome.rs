//! `nimseq outcome`: the win/loss string B(S) and the exact result number E(S).

use std::io::Write;

use serde_json::json;

use nimseq::outcome::{b_string, outcome_bits, result_number};
use nimseq::period::Periodicity;
use nimseq::period::Subject;

use super::common::{print_json, write_period, SearchArgs};
use super::Failure;

/// Decimal digits printed in full in text output; longer numbers are cut (JSON has all).
const SHOWN_DIGITS: usize = 120;

/// Arguments of `nimseq outcome`.
pub type Args = SearchArgs;

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
    let (game, report, values) = args.search()?;
    let bits = outcome_bits(&values);
    let Periodicity::Periodic(o) = &report.outcome else {
        if args.json {
            let value = json!({
                "game": game.spec(), "rule": game.rule(), "status": "no-period-found",
                "checked_to": report.checked_to, "b": null, "e": null,
            });
            print_json(out, &value)?;
        } else {
            writeln!(out, "game      {}", game.title())?;
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
        return print_json(out, &value);
    }
    writeln!(out, "game         {}", game.title())?;
    writeln!(out, "B(S)         {b}")?;
    write_period(out, o, Subject::Outcomes)?;
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
