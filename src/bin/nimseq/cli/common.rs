//! Arguments and helpers shared by several commands.

use std::io::Write;

use serde::Serialize;

use nimseq::game::parse_count;
use nimseq::limits::MAX_TERMS;
use nimseq::period::{Period, Subject};
use nimseq::sweep::{SweepSpec, DEFAULT_CAP};
use nimseq::{
    game::{Game, Nimber},
    period::{PeriodReport, PeriodSearch},
    GameError, Limit,
};

use super::Failure;

/// The game and rule arguments.
#[derive(Debug, clap::Args)]
pub struct GameArgs {
    /// The game: `sub:2,4,7`, `sub:3,5,6/take-all`, `octal:0.77`, `tb:4.[3]`, `grundy`, ...
    pub game: String,
    /// Play rule for a subtraction game: normal, misere, take-all or misere-take-all.
    #[arg(long)]
    pub rule: Option<String>,
}

impl GameArgs {
    /// The game, with `--rule` applied.
    pub fn game(&self) -> Result<Game, GameError> {
        Game::read(&self.game, self.rule.as_deref())
    }
}

/// The search limit argument.
#[derive(Debug, clap::Args)]
pub struct LimitArgs {
    /// Look for a period among G(0) ... G(N) (`2^20` style allowed), or `auto`: until a
    /// period is certified, up to N = 2^24 (less for games whose method computes fewer
    /// values), as the page's automatic search (which also stops after a few seconds).
    #[arg(long, value_name = "N|auto", default_value = "auto")]
    pub limit: String,
}

impl LimitArgs {
    /// The limit for `game`.
    pub fn limit(&self, game: &Game) -> Result<u64, GameError> {
        match self.limit.trim() {
            "auto" => Ok(nimseq::period::auto_limit(game)),
            text => parse_count(text, Limit::SearchLimit, MAX_TERMS - 1),
        }
    }

    /// Whether the limit is the default one (`auto`).
    pub fn is_auto(&self) -> bool {
        self.limit.trim() == "auto"
    }
}

/// A game, its search limit and the output format: the arguments of the commands that search
/// one game for its period.
#[derive(Debug, clap::Args)]
pub struct SearchArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub limit: LimitArgs,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

impl SearchArgs {
    /// Runs the period search: the game, the report, and the values computed.
    pub fn search(&self) -> Result<(Game, PeriodReport, Vec<Nimber>), GameError> {
        let game = self.game.game()?;
        let limit = self.limit.limit(&game)?;
        let (report, values) = PeriodSearch::new(&game, limit)?.run()?;
        Ok((game, report, values))
    }
}

/// Output formats of the commands that write a table (`sweep`, `atlas`).
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Format {
    /// A header, then one row per set or code; the pieces of a sharded run concatenate to
    /// the whole table.
    Csv,
    /// One object with the parameters and the rows.
    Json,
}

/// The grid arguments of `sweep` and `conjecture`.
#[derive(Debug, clap::Args)]
pub struct GridArgs {
    /// 2 for all {a,b}, 3 for all {a,b,c}, 4 for all {a,b,c,d}.
    #[arg(long, value_name = "2|3|4")]
    pub dims: String,
    /// The largest element N (up to 4096 for pairs, 400 for triples, 200 for 4-element sets).
    #[arg(long, value_name = "N")]
    pub max: String,
    /// Values computed per set before it is reported unresolved.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_CAP.to_string())]
    pub cap: String,
}

impl GridArgs {
    /// The checked sweep request, under `rule` (the core reads it: [`SweepSpec::read`]).
    pub fn spec(&self, rule: &str) -> Result<SweepSpec, GameError> {
        SweepSpec::read(&self.dims, &self.max, &self.cap, rule)
    }

    /// The checked request with the limits of a sweep of pairs (for families of triples,
    /// which hold about as many sets): a sweep of triples ([`SweepSpec::read_family`]).
    pub fn spec_as_pairs(&self, rule: &str) -> Result<SweepSpec, GameError> {
        SweepSpec::read_family(&self.max, &self.cap, rule)
    }
}

/// The version of nimseq that computed an output, named in every JSON document it writes.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// `value` as JSON with the version that computed it (`nimseq_version`) when it is an object.
pub fn versioned(value: &impl Serialize) -> Result<serde_json::Value, Failure> {
    let mut value = serde_json::to_value(value)?;
    if let Some(object) = value.as_object_mut() {
        object.insert("nimseq_version".into(), VERSION.into());
    }
    Ok(value)
}

/// Writes `value` as indented JSON and a newline, naming the version that computed it.
pub fn print_json(out: &mut impl Write, value: &impl Serialize) -> Result<(), Failure> {
    serde_json::to_writer_pretty(&mut *out, &versioned(value)?)?;
    writeln!(out)?;
    Ok(())
}

/// Writes a certified period as three aligned lines.
pub fn write_period(
    out: &mut impl Write,
    period: &Period,
    subject: Subject,
) -> std::io::Result<()> {
    writeln!(out, "preperiod    {}", period.preperiod)?;
    writeln!(out, "period       {}", period.period)?;
    writeln!(out, "certificate  {}", period.certificate.describe(subject))
}

/// Reads a count argument, naming its limit in the error.
pub fn count(text: &str, what: Limit, max: u64) -> Result<u64, GameError> {
    parse_count(text, what, max)
}
