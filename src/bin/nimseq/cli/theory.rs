//! `nimseq theory`: closed forms from the literature next to the computed answer.

use std::io::Write;

use serde_json::json;

use nimseq::theory::{check, predictions, Status};

use super::common::{print_json, SearchArgs};
use super::Failure;

/// Arguments of `nimseq theory`.
pub type Args = SearchArgs;

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let (game, report, values) = args.search()?;
    let preds = predictions(&game);
    let checked: Vec<_> = preds
        .iter()
        .map(|p| (p, check(p, &game, &report, &values)))
        .collect();
    if args.json {
        let items: Vec<_> = checked
            .iter()
            .map(|(p, v)| json!({ "prediction": p, "verdict": v }))
            .collect();
        let value = json!({ "game": game.spec(), "rule": game.rule(), "computed": report, "predictions": items });
        return print_json(out, &value);
    }
    writeln!(out, "game      {}", game.title())?;
    writeln!(out, "computed  {}", report.grundy)?;
    if checked.is_empty() {
        writeln!(
            out,
            "no closed form from the literature applies to this game"
        )?;
    }
    for (p, v) in checked {
        let mark = match v.status {
            Status::Agrees => "agrees",
            Status::Disagrees => "DISAGREES",
            Status::Undecided => "undecided",
        };
        writeln!(out, "\n[{mark}] {}", p.source)?;
        writeln!(out, "  {}", p.statement)?;
        writeln!(out, "  {}", v.detail)?;
    }
    Ok(())
}
