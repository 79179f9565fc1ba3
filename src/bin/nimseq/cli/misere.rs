//! `nimseq misere`: the misère quotient of a game's heaps up to H (Plambeck–Siegel), with its
//! presentation, P-portion, pretending function and, where the periodicity theorem applies, a
//! certified period. A long computation shows its progress (`--progress`) and, stopped with
//! Ctrl-C, writes the quotient of the heaps it had done before exiting with status 130.

use std::io::Write;
use std::sync::atomic::Ordering;

use nimseq::game::{parse_count, Game, Rule};
use nimseq::limits::{MAX_QUOTIENT_ELEMENTS, MAX_QUOTIENT_HEAPS};
use nimseq::misere::{
    check_candidate_size, MisereQuotient, QuotientBound, QuotientReport, QuotientSearch,
    QuotientStatus, DEFAULT_MAX_ELEMENTS,
};
use nimseq::{GameError, Limit};

use super::common::print_json;
use super::progress::{interrupt_flag, run_steps, Progress};
use super::Failure;

/// Largest order whose product table the text output prints (`--json` always has it).
const SHOWN_TABLE: usize = 16;

/// Heaps per line of the pretending function in the text output.
const HEAPS_PER_LINE: usize = 10;

/// Arguments of `nimseq misere`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game: `sub:2,4,7`, `sub:3,5,6/take-all`, `octal:0.77`, `tb:4.[3]`, `grundy`, ...
    game: String,
    /// The rule: misère play is the quotient's own, so `misere` (or `misere-take-all` for a
    /// subtraction game whose small heaps may be taken whole) is accepted and changes
    /// nothing else; `normal` and `take-all` are refused.
    #[arg(long, value_name = "RULE", value_parser = misere_rule)]
    rule: Option<Rule>,
    /// The largest heap: the quotient of the sums of heaps 1 ... H (`2^k` style allowed).
    #[arg(long, value_name = "H")]
    heaps: String,
    /// The most elements the quotient may have before the search stops and says so.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_ELEMENTS.to_string())]
    max_elements: String,
    /// The most elements of a candidate the search builds before reduction (default 16 times
    /// --max-elements, at least 2^14 and at most 2^20; up to 2^22): where the quotient needs
    /// larger candidates the search stops and names this bound.
    #[arg(long, value_name = "N", alias = "max-candidates", value_parser = candidate_size)]
    max_candidate_size: Option<u64>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// Show the heaps done on stderr: a bar on a terminal, otherwise a line every 30 s and
    /// one at the end.
    #[arg(long)]
    progress: bool,
}

/// Reads `--rule`: a misère rule, the quotient's own.
fn misere_rule(text: &str) -> Result<Rule, String> {
    let rule: Rule = text.parse().map_err(|e: GameError| e.to_string())?;
    if rule.is_misere() {
        Ok(rule)
    } else {
        Err(format!(
            "the misère quotient is misère play's: give --rule misere (or misere-take-all for a subtraction game whose small heaps may be taken whole), not {rule}"
        ))
    }
}

/// Reads `--max-candidate-size` (`2^k` style allowed).
pub fn candidate_size(text: &str) -> Result<u64, String> {
    let n = parse_count(text, Limit::QuotientElements, u64::MAX).map_err(|e| e.to_string())?;
    check_candidate_size(n)
}

/// The game played under `rule`: a subtraction game takes it (unless it spells another); an
/// octal or take-and-break game is the same game under misère play, the quotient's.
fn game_under(spec: &str, rule: Option<Rule>) -> Result<Game, GameError> {
    let game: Game = spec.parse()?;
    let Some(rule) = rule else {
        return Ok(game);
    };
    match &game {
        Game::Subtraction { .. } if spec.contains('/') && game.rule() != rule => {
            Err(GameError::ConflictingRules {
                in_game: game.rule().name(),
                flag: rule.name(),
            })
        }
        Game::Subtraction { .. } => game.with_rule(rule),
        Game::Octal(_) | Game::TakeBreak(_) if rule == Rule::Misere => Ok(game),
        _ => game.with_rule(rule),
    }
}

/// The option that raises a bound, as the status line names it.
fn option_of(bound: QuotientBound) -> Option<&'static str> {
    match bound {
        QuotientBound::Elements => Some("--max-elements"),
        QuotientBound::CandidateSize => Some("--max-candidate-size"),
        QuotientBound::Candidates => None,
    }
}

/// What would settle a computation a bound stopped, naming the option.
pub fn advice(bound: QuotientBound) -> String {
    match option_of(bound) {
        Some(option) => format!("the limit; raise it with {option} N"),
        None => format!("{}, which no option raises", bound.advice()),
    }
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = game_under(&args.game, args.rule)?;
    let heaps = parse_count(&args.heaps, Limit::QuotientHeaps, MAX_QUOTIENT_HEAPS)?;
    let max_elements = parse_count(
        &args.max_elements,
        Limit::QuotientElements,
        MAX_QUOTIENT_ELEMENTS,
    )?;
    let mut search = QuotientSearch::new(&game, heaps, max_elements)?;
    if let Some(size) = args.max_candidate_size {
        search = search.with_working_bound(size as usize);
    }
    let stop = interrupt_flag();
    let mut search = search.with_cancel(stop.clone());
    let mut progress = Progress::new(heaps, "heaps", args.progress);
    run_steps(
        &mut search,
        &mut progress,
        QuotientSearch::step,
        QuotientSearch::done,
    );
    let report = search.report();
    let interrupted = report.status() == QuotientStatus::Interrupted;
    if args.json {
        print_json(out, &report.document(option_of))?;
    } else {
        write_text(out, &game, &report)?;
    }
    if interrupted || stop.load(Ordering::SeqCst) {
        out.flush()?;
        eprintln!(
            "nimseq: stopped; the quotient of heaps ≤ {} is written",
            report.heaps_done()
        );
        return Err(Failure::Interrupted);
    }
    Ok(())
}

/// The report as text.
fn write_text(out: &mut impl Write, game: &Game, report: &QuotientReport) -> std::io::Result<()> {
    let q = report.quotient();
    writeln!(out, "game          {} under misère play", game.title())?;
    writeln!(out, "heaps         1 … {}", report.asked())?;
    if matches!(
        report.status(),
        QuotientStatus::Exceeded | QuotientStatus::Interrupted
    ) {
        writeln!(
            out,
            "done          heaps 1 … {} (the quotient below is theirs)",
            report.heaps_done()
        )?;
    }
    writeln!(out, "status        {}", report.summary_with(advice))?;
    writeln!(out, "order         {}", q.order())?;
    writeln!(out, "presentation  {}", q.presentation(true))?;
    let generators: Vec<String> = q
        .generator_heaps()
        .iter()
        .enumerate()
        .map(|(i, h)| format!("{} = heap {h}", nimseq::misere::generator_name(i)))
        .collect();
    if !generators.is_empty() {
        writeln!(out, "generators    {}", generators.join(", "))?;
    }
    writeln!(
        out,
        "P-portion     {{{}}}",
        q.p_portion_names(true).join(", ")
    )?;
    writeln!(out, "period        {}", q.period_text())?;
    write_pretending(out, q)?;
    write_table(out, q)
}

/// The pretending function, heap 0 first, a few heaps a line.
fn write_pretending(out: &mut impl Write, q: &MisereQuotient) -> std::io::Result<()> {
    let names: Vec<String> = q.pretending().iter().map(|&x| q.name(x, true)).collect();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(1);
    writeln!(out, "pretending    (heap n → element)")?;
    for (line, chunk) in names.chunks(HEAPS_PER_LINE).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|n| format!("{n:<width$}")).collect();
        writeln!(
            out,
            "  {:>5}+  {}",
            line * HEAPS_PER_LINE,
            cells.join(" ").trim_end()
        )?;
    }
    Ok(())
}

/// The product table, for small quotients.
fn write_table(out: &mut impl Write, q: &MisereQuotient) -> std::io::Result<()> {
    let n = q.order();
    if n > SHOWN_TABLE {
        return writeln!(
            out,
            "product       {n} × {n} table: --json prints it (product[x][y], by index)"
        );
    }
    let names = q.names(true);
    let width = names.iter().map(|s| s.chars().count()).max().unwrap_or(1);
    writeln!(out, "product       (row · column; * marks the P-portion)")?;
    let mark = |x: u32| if q.is_p(x) { "*" } else { " " };
    let header: Vec<String> = (0..n as u32)
        .map(|y| format!("{:<width$}{}", names[y as usize], mark(y)))
        .collect();
    writeln!(out, "  {:<width$}   {}", "·", header.join(" ").trim_end())?;
    for x in 0..n as u32 {
        let row: Vec<String> = (0..n as u32)
            .map(|y| {
                let z = q.product(x, y);
                format!("{:<width$}{}", names[z as usize], mark(z))
            })
            .collect();
        writeln!(
            out,
            "  {:<width$}{}  {}",
            names[x as usize],
            mark(x),
            row.join(" ").trim_end()
        )?;
    }
    Ok(())
}
