//! `nimseq sequence`: the first values of a nim-sequence.

use std::io::Write;

use serde_json::json;

use nimseq::limits::MAX_TERMS;
use nimseq::outcome::outcome_letters;
use nimseq::period::Sequence;
use nimseq::{GameError, Limit};

use super::common::{count, versioned, GameArgs};
use super::pace::Pace;
use super::Failure;

/// Arguments of `nimseq sequence`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// How many values: G(0) ... G(N-1) (from `--from` on, when given).
    #[arg(long, value_name = "N", default_value = "100")]
    terms: String,
    /// The first n printed: G(A) ... (the values before it are computed, not printed).
    #[arg(long, value_name = "A", default_value = "0")]
    from: String,
    /// The last n printed: ... G(B) (instead of `--terms`).
    #[arg(long, value_name = "B")]
    to: Option<String>,
    /// Print the outcome string (P where G(n) = 0, N elsewhere) instead of the values.
    #[arg(long)]
    outcomes: bool,
    /// Print one JSON object with both.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.game.game()?;
    let from = count(&args.from, Limit::SearchLimit, MAX_TERMS - 1)? as usize;
    let end = match &args.to {
        Some(to) => count(to, Limit::SearchLimit, MAX_TERMS - 1)? as usize + 1,
        None => match count(&args.terms, Limit::Terms, MAX_TERMS)? {
            0 => return Err(GameError::NothingRequested(Limit::Terms).into()),
            terms => from + terms as usize,
        },
    };
    if end <= from {
        return Err(GameError::BackwardsStretch {
            from: from as u64,
            to: end as u64 - 1,
        }
        .into());
    }
    nimseq::limits::check(Limit::Terms, end as u64, MAX_TERMS)?;
    // Past a certified period the values are copied from it; a long run says how long first.
    let mut sequence = Sequence::new(&game);
    sequence.reserve_up_to(end, end);
    let mut pace = Pace::new(0);
    while sequence.len() < end {
        let next = sequence.len().saturating_add(pace.step()).min(end);
        sequence.extend_to(next)?;
        pace.after_step(next, end, None);
    }
    pace.break_line();
    let all = sequence.into_values();
    let values = &all[from.min(end)..];
    let terms = values.len();
    if args.json {
        let value = json!({
            "game": game.spec(),
            "rule": game.rule(),
            "from": from,
            "terms": terms,
            "values": values,
            "outcomes": outcome_letters(values),
            "oeis": nimseq::oeis::json(&game.spec()),
        });
        serde_json::to_writer(&mut *out, &versioned(&value)?)?;
        writeln!(out)?;
    } else if args.outcomes {
        writeln!(out, "{}", outcome_letters(values))?;
    } else {
        let mut first = true;
        for v in values {
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
