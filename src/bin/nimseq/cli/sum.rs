//! `nimseq sum`: values, nim-sum and every winning move of a sum of heaps.

use std::io::Write;

use nimseq::limits::MAX_TERMS;
use nimseq::play::is_row;
use nimseq::sum::{analyse, analyse_with_defaults, Heap};
use nimseq::{game::Game, GameError, Limit};

use super::common::{count, print_json};
use super::Failure;

/// Arguments of `nimseq sum`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Heaps as GAME@SIZE (`sub:1,2@7 octal:0.77@10 sub:3,5,6/take-all@9`), or a named game
    /// and a size (`"Kayles 5"`, `K5`, `"Nim 3"`, `"Grundy's game 9"`), or `3` for `*3`.
    #[arg(required = true)]
    heaps: Vec<String>,
    /// Look for each game's period among G(0) ... G(N) (`2^20` style allowed), or `auto`:
    /// up to N = 1000000, or less for games whose method computes fewer values.
    #[arg(long, value_name = "N|auto", default_value = "auto")]
    limit: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let heaps = args
        .heaps
        .iter()
        .map(|h| h.parse::<Heap>())
        .collect::<Result<Vec<_>, GameError>>()?;
    let analysis = match args.limit.trim() {
        "auto" => analyse_with_defaults(&heaps)?,
        limit => analyse(&heaps, count(limit, Limit::SearchLimit, MAX_TERMS - 1)?)?,
    };
    if args.json {
        return print_json(out, &analysis);
    }
    let width = analysis
        .values
        .iter()
        .map(|v| format!("{v:b}").len())
        .max()
        .unwrap_or(1);
    for (i, ((spelled, value), heap)) in analysis
        .heaps
        .iter()
        .zip(&analysis.values)
        .zip(&heaps)
        .enumerate()
    {
        let noun = format!("{} {}", noun(&heap.game), i + 1);
        writeln!(
            out,
            "{noun:<8} {spelled:<30} value {value:>5} = {value:0width$b}"
        )?;
    }
    let x = analysis.nim_sum;
    writeln!(
        out,
        "nim-sum                                     {x:>5} = {x:0width$b}"
    )?;
    if !analysis.first_player_wins {
        writeln!(
            out,
            "the player to move loses: every move leaves a non-zero nim-sum"
        )?;
        return Ok(());
    }
    writeln!(out, "the player to move wins; winning moves:")?;
    for w in &analysis.winning_moves {
        let what = move_text(&heaps[w.mv.heap], w.mv.take, &w.mv.leaves);
        writeln!(
            out,
            "  {} {}: {what}  ->  {}",
            noun(&heaps[w.mv.heap].game),
            w.mv.heap + 1,
            if w.result.is_empty() {
                "no heaps".to_string()
            } else {
                w.result.join(" ")
            }
        )?;
    }
    Ok(())
}

/// What a part of the sum is called in its game's own words, as the board calls it
/// ([`is_row`]): a row of pins (octal and take-and-break games), a heap of stones (subtraction
/// games), a game (of a tree).
fn noun(game: &Game) -> &'static str {
    match game {
        Game::Tree(_) => "game",
        game if is_row(game) => "row",
        _ => "heap",
    }
}

/// A move in its game's own words: `take 2 stones, leaving 5`, `knock down 1 pin, leaving rows
/// of 2 and 4`, `cut the row, leaving rows of 3 and 5` (the board's cut), `move to <position>`.
fn move_text(heap: &Heap, take: u64, leaves: &[u64]) -> String {
    let tokens = |k: u64, token: &str| format!("{k} {token}{}", if k == 1 { "" } else { "s" });
    if let Game::Tree(tree) = &heap.game {
        return format!("move to {}", tree.spelling(heap.size.saturating_sub(take)));
    }
    if !is_row(&heap.game) {
        let left = leaves.iter().sum::<u64>();
        return format!("take {}, leaving {left}", tokens(take, "stone"));
    }
    let what = match take {
        0 => "cut the row".to_string(),
        k => format!("knock down {}", tokens(k, "pin")),
    };
    let rest = match leaves {
        [] => "clearing the row".to_string(),
        [r] => format!("leaving a row of {r}"),
        [a, b] => format!("leaving rows of {a} and {b}"),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(u64::to_string).collect();
            format!("leaving rows of {} and {last}", init.join(", "))
        }
    };
    format!("{what}, {rest}")
}
