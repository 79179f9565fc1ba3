//! `nimseq misere`: the misère quotient of a game's heaps up to H (Plambeck–Siegel), with its
//! presentation, P-portion, pretending function and, where the periodicity theorem applies, a
//! certified period.

use std::io::Write;

use nimseq::game::parse_count;
use nimseq::limits::{MAX_QUOTIENT_ELEMENTS, MAX_QUOTIENT_HEAPS};
use nimseq::misere::{misere_quotient, MisereQuotient, DEFAULT_MAX_ELEMENTS};
use nimseq::Limit;

use super::common::{print_json, GameArgs};
use super::Failure;

/// Largest order whose product table the text output prints (`--json` always has it).
const SHOWN_TABLE: usize = 16;

/// Heaps per line of the pretending function in the text output.
const HEAPS_PER_LINE: usize = 10;

/// Arguments of `nimseq misere`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    game: GameArgs,
    /// The largest heap: the quotient of the sums of heaps 1 ... H (`2^k` style allowed).
    #[arg(long, value_name = "H")]
    heaps: String,
    /// The most elements the quotient may have before the search stops and says so.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_ELEMENTS.to_string())]
    max_elements: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.game.game()?;
    let heaps = parse_count(&args.heaps, Limit::QuotientHeaps, MAX_QUOTIENT_HEAPS)?;
    let max_elements = parse_count(
        &args.max_elements,
        Limit::QuotientElements,
        MAX_QUOTIENT_ELEMENTS,
    )?;
    let report = misere_quotient(&game, heaps, max_elements)?;
    if args.json {
        return print_json(out, &report.to_json());
    }
    let q = report.quotient();
    writeln!(out, "game          {} under misère play", game.title())?;
    writeln!(out, "heaps         1 … {}", report.asked())?;
    writeln!(out, "status        {}", report.summary())?;
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
    write_table(out, q)?;
    Ok(())
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
