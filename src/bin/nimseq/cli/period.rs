//! `nimseq period`: the minimal preperiod and period, with the certificate.

use std::io::Write;
use std::path::Path;
use std::time::Duration;

use nimseq::game::{Evaluator, Game, Nimber};
use nimseq::limits::MAX_TERMS;
use nimseq::period::Periodicity;
use nimseq::period::{json, CertificateError, CertificateFile, Subject};

use super::common::{print_json, write_period, SearchArgs};
use super::long_run::{self, LongRun};
use super::progress::duration;
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
    /// Stop after this many seconds with what was found (the values so far, the candidate,
    /// the largest value) and the command that goes further. Default: 120 under the default
    /// limit (`auto`), none under a limit given, which runs to its end.
    #[arg(long, value_name = "SECONDS",
          value_parser = clap::value_parser!(u64).range(1..=31_536_000))]
    budget: Option<u64>,
    /// Write a certificate anyone can check to FILE (JSON): the rule in plain terms, the
    /// claim, the theorem with the range it checks, and the values it compares. Check it
    /// without nimseq: `python3 scripts/verify-certificate.py FILE`.
    #[arg(long, value_name = "FILE")]
    certificate: Option<std::path::PathBuf>,
}

/// The default limit's time budget, in seconds.
const AUTO_BUDGET: u64 = 120;

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

/// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./:,=+@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// `, first at n = 37`, or nothing.
fn first_at(at: Option<u64>) -> String {
    at.map(|n| format!(", first at n = {n}"))
        .unwrap_or_default()
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.search.game.game()?;
    let limit = args.search.limit.limit(&game)?;
    if args.certificate.is_some() {
        CertificateFile::supports(&game)?;
    }
    let budget = args
        .budget
        .or(args.search.limit.is_auto().then_some(AUTO_BUDGET))
        .map(Duration::from_secs);
    let keep = LongRun {
        checkpoint: args.checkpoint.as_deref(),
        every: Duration::from_secs(args.checkpoint_every),
        budget,
    };
    let Some(ran) = long_run::run(&game, limit, &keep)? else {
        return Err(Failure::Interrupted);
    };
    let search = &ran.search;
    let report = search.report();
    // Stopped by the budget: what it would take, and the command that goes on.
    let stopped = ran.stopped.map(|(budget, left)| {
        let go_on = format!(
            "nimseq period {} --limit {limit}{}",
            game.spec(),
            args.checkpoint
                .as_deref()
                .map(|p| format!(" --checkpoint {}", shell_word(&p.display().to_string())))
                .unwrap_or_default()
        );
        let said = format!(
            "after the budget of {} at n = {}; G({limit}) would take about {} more{}",
            duration(budget.as_secs_f64()),
            report.checked_to,
            duration(left),
            ran.kind.map(|k| format!(" ({k})")).unwrap_or_default()
        );
        (said, go_on, budget, left)
    });
    // The certificate file is written first, so that the report can say it was.
    let certificate = args
        .certificate
        .as_deref()
        .map(|path| write_certificate(path, &game, &report.grundy, search.values()));
    if args.search.json {
        let mut value = serde_json::to_value(json::period_json(
            &game,
            &report,
            search.values(),
            args.mask,
        ))?;
        if let (Some((_, go_on, budget, left)), Some(map)) = (&stopped, value.as_object_mut()) {
            map.insert(
                "stopped".into(),
                serde_json::json!({
                    "budget_seconds": budget.as_secs(),
                    "at": report.checked_to,
                    "seconds_left_estimate": left.round(),
                    "no_sparse_set": ran.kind.is_some(),
                    "go_on": go_on,
                }),
            );
        }
        if let (Some(Ok(count)), Some(path), Some(map)) = (
            &certificate,
            args.certificate.as_deref(),
            value.as_object_mut(),
        ) {
            map.insert(
                "certificate_file".into(),
                serde_json::json!({ "path": path.display().to_string(), "values": count }),
            );
        }
        print_json(out, &value)?;
        return certificate_written(certificate);
    }
    let largest_at = Evaluator::largest_at(search.values()).map(|(_, at)| at);
    let rare = json::rare_values(&report, search.values(), args.mask);
    let oeis = nimseq::oeis::lookup(&game.spec());
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
                json::further(*checked_to, report.candidate.as_ref(), MAX_TERMS - 1, |m| {
                    format!("`--limit {m}`")
                })
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
    if let Some((said, go_on, ..)) = stopped {
        writeln!(out, "stopped      {said}")?;
        writeln!(out, "go on with   {go_on}")?;
    }
    if let (Some(Ok(count)), Some(path)) = (&certificate, args.certificate.as_deref()) {
        let path = shell_word(&path.display().to_string());
        writeln!(
            out,
            "certificate  written to {path} ({count} values); check it without nimseq: \
             python3 scripts/verify-certificate.py {path}"
        )?;
    }
    certificate_written(certificate)
}

/// Writes the certificate of the search's answer `grundy` to `path` and returns the number of
/// values it holds.
fn write_certificate(
    path: &Path,
    game: &Game,
    grundy: &Periodicity,
    values: &[Nimber],
) -> Result<usize, CertificateError> {
    let file = CertificateFile::new(game, grundy, values)?;
    let unwritable = |reason: String| CertificateError::Unwritable {
        path: path.display().to_string(),
        reason,
    };
    let text = file.to_json().map_err(|e| unwritable(e.to_string()))?;
    std::fs::write(path, text).map_err(|e| unwritable(e.to_string()))?;
    Ok(file.values.len())
}

/// The command's outcome once its report is written: a certificate that could not be written
/// fails it (after the report, which says what was found).
fn certificate_written(
    certificate: Option<Result<usize, CertificateError>>,
) -> Result<(), Failure> {
    match certificate {
        Some(Err(e)) => Err(e.into()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::shell_word;

    #[test]
    fn the_command_that_goes_on_reads_back_in_a_shell() {
        assert_eq!(shell_word("runs/six.ckpt"), "runs/six.ckpt");
        assert_eq!(shell_word("my runs/six.ckpt"), "'my runs/six.ckpt'");
        assert_eq!(shell_word("it's"), "'it'\\''s'");
        assert_eq!(shell_word(""), "''");
    }
}
