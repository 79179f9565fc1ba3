//! `nimseq sum`: values, nim-sum and every winning move of a sum of heaps; under misère play
//! (`--rule misere`, or heaps that spell it) the misère quotient's product, P or N and every
//! winning move, or a search of the sum's positions where no quotient decides it.

use std::io::Write;

use nimseq::game::{parse_count, Rule};
use nimseq::limits::{MAX_QUOTIENT_ELEMENTS, MAX_TERMS};
use nimseq::misere::DEFAULT_MAX_ELEMENTS;
use nimseq::sum::{
    analyse_sum, move_lines, part_noun, Heap, MisereBounds, MisereSumAnalysis, SumReport,
};
use nimseq::{GameError, Limit};

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
    /// The sum's play rule: `normal` (the default: the XOR of the values decides) or `misere`
    /// (whoever makes the last move loses: the misère quotient decides, or a search of the
    /// positions). A heap may spell its own (`sub:1,2/misere@5`); rows of octal and
    /// take-and-break games follow the sum.
    #[arg(long, value_name = "RULE", value_parser = sum_rule)]
    rule: Option<Rule>,
    /// Misère play: the most elements of the quotient before the sum is decided by search.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_ELEMENTS.to_string())]
    max_elements: String,
    /// Misère play: the most elements of a candidate the quotient's search builds before
    /// reduction (default 16 times --max-elements, at least 2^14 and at most 2^20).
    #[arg(long, value_name = "N", alias = "max-candidates",
          value_parser = super::misere::candidate_size)]
    max_candidate_size: Option<u64>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

/// Reads `--rule`: normal or misère play (a subtraction heap spells take-all itself).
fn sum_rule(text: &str) -> Result<Rule, String> {
    let rule: Rule = text.parse().map_err(|e: GameError| e.to_string())?;
    match rule {
        Rule::Normal | Rule::Misere => Ok(rule),
        other => Err(format!(
            "a sum is played under normal or misère play (--rule normal or misere), not {other}; a subtraction heap spells take-all itself, as in sub:3,5,6/take-all@9 or sub:3,5,6/misere-take-all@9"
        )),
    }
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let (heaps, report) = analyse_sum(
        &args.heaps,
        args.rule,
        None,
        || match args.limit.trim() {
            "auto" => Ok(None),
            limit => count(limit, Limit::SearchLimit, MAX_TERMS - 1).map(Some),
        },
        || {
            Ok(MisereBounds {
                max_elements: parse_count(
                    &args.max_elements,
                    Limit::QuotientElements,
                    MAX_QUOTIENT_ELEMENTS,
                )?,
                max_candidate_size: args.max_candidate_size.map(|n| n as usize),
                ..MisereBounds::default()
            })
        },
    )?;
    if args.json {
        return print_json(out, &report);
    }
    let analysis = match report {
        SumReport::Misere(analysis) => return write_misere(out, &heaps, &analysis),
        SumReport::Normal(analysis) => analysis,
    };
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
        let noun = format!("{} {}", part_noun(&heap.game), i + 1);
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
    for line in move_lines(&heaps, &analysis.winning_moves, None) {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

/// A misère sum as text: each heap (and its element), how the sum was decided, who wins and
/// every winning move (with the product it leaves).
fn write_misere(
    out: &mut impl Write,
    heaps: &[Heap],
    analysis: &MisereSumAnalysis,
) -> Result<(), Failure> {
    writeln!(
        out,
        "rule     misère play: whoever makes the last move loses"
    )?;
    let q = analysis.quotient.as_ref();
    let images = q.map(|q| q.image_names(true));
    for (i, (spelled, heap)) in analysis.heaps.iter().zip(heaps).enumerate() {
        let noun = format!("{} {}", part_noun(&heap.game), i + 1);
        match &images {
            Some(images) => writeln!(out, "{noun:<8} {spelled:<30} element {}", images[i])?,
            None => writeln!(out, "{noun:<8} {spelled}")?,
        }
    }
    let verdict = if analysis.first_player_wins {
        "N: the player to move wins"
    } else {
        "P: the player to move loses"
    };
    match (q, &analysis.search) {
        (Some(q), _) => {
            let quotient = q.quotient();
            let images = images.unwrap_or_default();
            let factors: Vec<&String> = images.iter().filter(|x| x.as_str() != "1").collect();
            let product = q.product_name(true);
            let position = match factors.len() {
                0 | 1 => product,
                _ => format!(
                    "{} = {product}",
                    factors
                        .iter()
                        .map(|s| s.as_str())
                        .collect::<Vec<_>>()
                        .join(" · ")
                ),
            };
            let place = if q.p { "in" } else { "not in" };
            writeln!(
                out,
                "product  {position}, {place} the P-portion ({verdict})"
            )?;
            let covers = match q.period {
                Some(p) => format!(
                    "heaps of every size (the images have period {} from heap {})",
                    p.period, p.preperiod
                ),
                None => format!("heaps ≤ {}", q.heaps),
            };
            writeln!(
                out,
                "quotient of {}'s {covers}: {} elements, {}, P-portion {{{}}}",
                q.game,
                quotient.order(),
                quotient.presentation(true),
                quotient.p_portion_names(true).join(", ")
            )?;
        }
        (None, Some(search)) => {
            writeln!(
                out,
                "decided by search: {}; {} positions searched (at most {})",
                no_quotient(&search.reason_with(super::misere::advice)),
                nimseq::words::grouped(search.positions),
                nimseq::words::grouped(search.max_positions)
            )?;
            writeln!(out, "outcome  {verdict}")?;
        }
        (None, None) => writeln!(out, "outcome  {verdict}")?,
    }
    if !analysis.first_player_wins {
        writeln!(
            out,
            "the player to move loses: every move leaves a position the opponent wins"
        )?;
        return Ok(());
    }
    if analysis.winning_moves.is_empty() {
        writeln!(
            out,
            "the player to move wins: no move is left, so the opponent made the last move"
        )?;
        return Ok(());
    }
    writeln!(out, "the player to move wins; winning moves:")?;
    for line in move_lines(heaps, &analysis.winning_moves, q) {
        writeln!(out, "  {line}")?;
    }
    Ok(())
}

/// Why no quotient decided a sum, beginning `no quotient`: the search's reason as the core
/// words it (`no finite quotient found within …`, `the heaps are of 2 different games …`).
fn no_quotient(reason: &str) -> String {
    if reason.starts_with("no ") {
        reason.to_string()
    } else {
        format!("no quotient: {reason}")
    }
}
