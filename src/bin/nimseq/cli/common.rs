//! Arguments and helpers shared by several commands.

use nimseq::game::spec::parse_count;
use nimseq::limits::MAX_TERMS;
use nimseq::{Game, GameError, Limit, Rule};

/// The game and rule arguments.
#[derive(Debug, clap::Args)]
pub struct GameArgs {
    /// The game: `sub:2,4,7`, `sub:3,5,6/take-all`, `octal:0.77`, ...
    pub game: String,
    /// Play rule for a subtraction game: normal, misere, take-all or misere-take-all.
    #[arg(long)]
    pub rule: Option<String>,
}

impl GameArgs {
    /// The game, with `--rule` applied.
    pub fn game(&self) -> Result<Game, GameError> {
        let game: Game = self.game.parse()?;
        let Some(rule) = &self.rule else {
            return Ok(game);
        };
        let rule: Rule = rule.parse()?;
        if self.game.contains('/') && game.rule() != rule {
            return Err(GameError::ConflictingRules {
                in_game: game.rule(),
                flag: rule,
            });
        }
        game.with_rule(rule)
    }
}

/// The search limit argument.
#[derive(Debug, clap::Args)]
pub struct LimitArgs {
    /// Look for a period among G(0) ... G(N) [default: 16777216 for subtraction games,
    /// 65536 for octal games].
    #[arg(long, value_name = "N")]
    pub limit: Option<String>,
}

impl LimitArgs {
    /// The limit for `game`.
    pub fn limit(&self, game: &Game) -> Result<u64, GameError> {
        match &self.limit {
            Some(text) => parse_count(text, Limit::Terms, MAX_TERMS - 1),
            None => Ok(nimseq::period::default_limit(game)),
        }
    }
}

/// Reads a count argument, naming its limit in the error.
pub fn count(text: &str, what: Limit, max: u64) -> Result<u64, GameError> {
    parse_count(text, what, max)
}

/// The game's spelling with its common name, if it has one.
pub fn title(game: &Game) -> String {
    match game.common_name() {
        Some(name) => format!("{game} ({name})"),
        None => game.to_string(),
    }
}
