//! `nimseq sequence`: the first values of a nim-sequence.

use std::io::Write;

use serde_json::json;

use nimseq::game::nim_sequence;
use nimseq::limits::MAX_TERMS;
use nimseq::outcome::outcome_letters;
use nimseq::Limit;

use super::common::{count, GameArgs};
use super::Failure;

/// Arguments of `nimseq sequence`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// How many values: G(0) ... G(N-1).
    #[arg(long, value_name = "N", default_value = "100")]
    terms: String,
    /// Print the outcome string (P where G(n) = 0, N elsewhere) instead of the values.
    #[arg(long)]
    outcomes: bool,
    /// Print one JSON object with both.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.game.game()?;
    let terms = count(&args.terms, Limit::Terms, MAX_TERMS)? as usize;
    let values = nim_sequence(&game, terms)?;
    if args.json {
        let value = json!({
            "game": game.spec(),
            "rule": game.rule(),
            "terms": terms,
            "values": values,
            "outcomes": outcome_letters(&values),
        });
        serde_json::to_writer(&mut *out, &value)?;
        writeln!(out)?;
    } else if args.outcomes {
        writeln!(out, "{}", outcome_letters(&values))?;
    } else {
        let mut first = true;
        for v in &values {
            if !first {
                out.write_all(b" ")?;
            }
            first = false;
            write!(out, "{v}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}
