//! The text spelling of games, shared by the command line and the page's links:
//! `sub:2,4,7`, `octal:0.77`, `tb:4.[3]`, `grundy`, optionally followed by `/RULE`
//! (`sub:3,5,6/take-all`).

use std::str::FromStr;

use crate::error::GameError;
use crate::game::input::shorten;
use crate::game::{Game, OctalCode, Rule, TakeBreakCode};
use crate::limits;

impl FromStr for Game {
    type Err = GameError;

    /// Reads `sub:SET`, `octal:CODE`, `tb:CODE` or `grundy`, each optionally followed by
    /// `/RULE`. A bare code (`0.77`, `.07`, `4.7`), a bare set (`2,4,7`) or a game's name
    /// (`kayles`, `Dawson's Kayles`, `misère Kayles`, `officers`) is accepted too.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let text = text.trim();
        if text.is_empty() {
            return Err(GameError::EmptySpec);
        }
        let (body, rule) = match text.rsplit_once('/') {
            Some((body, rule)) => (body.trim(), rule.parse::<Rule>()?),
            None => (text, Rule::Normal),
        };
        if crate::game::TreeGame::looks_like(body) {
            return Err(GameError::TreeNotAFamily(shorten(body)));
        }
        if body.eq_ignore_ascii_case("grundy") {
            return Game::take_break(TakeBreakCode::grundy(), rule);
        }
        let (kind, rest) = match body.split_once(':') {
            Some((kind, rest)) => (kind.trim().to_ascii_lowercase(), rest),
            None if body.starts_with('.') || body.starts_with("0.") || body.starts_with("4.") => {
                ("octal".into(), body)
            }
            None if body.starts_with(|c: char| c.is_ascii_digit() || c == '{') => {
                ("sub".into(), body)
            }
            // A game's name (`kayles`, `Dawson's Kayles`, `misère Kayles`), as the page and
            // the sums write it.
            None => {
                return match crate::game::plain::named(body)? {
                    Some(game) if rule == Rule::Normal => Ok(game),
                    Some(game) => game.with_rule(rule),
                    None => Err(GameError::UnknownKind(shorten(body))),
                }
            }
        };
        match kind.as_str() {
            "sub" | "subtraction" => Ok(Game::subtraction(rest.parse()?, rule)),
            "octal" | "oct" => Game::octal(rest.parse::<OctalCode>()?, rule),
            "tb" | "hex" => Game::take_break(rest.parse::<TakeBreakCode>()?, rule),
            _ => Err(GameError::UnknownKind(shorten(&kind))),
        }
    }
}

impl Game {
    /// Reads `text` as [`FromStr`] does, under `rule` when one is given separately (as the
    /// command line's `--rule` and Python's `rule=`): a rule spelled in both places must agree.
    ///
    /// ```
    /// use nimseq_core::game::Game;
    /// assert_eq!(Game::read("sub:1,3,4", Some("misere"))?.to_string(), "sub:1,3,4/misere");
    /// assert!(Game::read("sub:1,3,4/take-all", Some("misere")).is_err());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn read(text: &str, rule: Option<&str>) -> Result<Game, GameError> {
        let game: Game = text.parse()?;
        let Some(rule) = rule else {
            return Ok(game);
        };
        let rule: Rule = rule.parse()?;
        if text.contains('/') && game.rule() != rule {
            return Err(GameError::ConflictingRules {
                in_game: game.rule().name(),
                flag: rule.name(),
            });
        }
        game.with_rule(rule)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read_as_their_games() {
        let spec = |t: &str| t.parse::<Game>().map(|g| g.to_string());
        assert_eq!(spec("kayles").unwrap(), "octal:0.77");
        assert_eq!(spec("Dawson's Kayles").unwrap(), "octal:0.07");
        assert_eq!(spec("officers").unwrap(), "octal:0.6");
        assert_eq!(spec("Nim").unwrap(), "tb:0.[3]");
        assert_eq!(
            spec("misère subtraction game {1, 3, 4}").unwrap(),
            "sub:1,3,4/misere"
        );
        assert_eq!(
            spec("subtraction game {1,3,4}/misere").unwrap(),
            "sub:1,3,4/misere"
        );
        assert!(matches!(spec("kaylez"), Err(GameError::UnknownKind(_))));
    }

    #[test]
    fn spellings() {
        let g: Game = "sub:2,4,7".parse().unwrap();
        assert_eq!(g.spec(), "sub:2,4,7");
        assert_eq!(g.rule(), Rule::Normal);
        let g: Game = "sub:3,5,6/take-all".parse().unwrap();
        assert_eq!(g.rule(), Rule::TakeAll);
        assert_eq!(g.to_string(), "sub:3,5,6/take-all");
        let g: Game = "octal:.07".parse().unwrap();
        assert_eq!(g.spec(), "octal:0.07");
        assert_eq!("0.77".parse::<Game>().unwrap().spec(), "octal:0.77");
        assert_eq!("1,2".parse::<Game>().unwrap().spec(), "sub:1,2");
        assert_eq!("tb:4.[3]".parse::<Game>().unwrap().spec(), "tb:4.[3]");
        assert_eq!(
            "tb:0.77".parse::<Game>().unwrap(),
            "octal:0.77".parse().unwrap()
        );
        assert_eq!("grundy".parse::<Game>().unwrap().spec(), "grundy");
        assert_eq!("tb:4!.".parse::<Game>().unwrap().spec(), "grundy");
        assert_eq!("Grundy".parse::<Game>().unwrap(), Game::grundy());
        // A 4.-code read as an octal code keeps its spelling; as `tb:` it stays a
        // take-and-break game (the same moves and values).
        let g: Game = "octal:4.7".parse().unwrap();
        assert_eq!((g.spec(), g.splits()), ("octal:4.7".to_string(), true));
        assert_eq!("4.07".parse::<Game>().unwrap().spec(), "octal:4.07");
        assert_eq!("tb:4.7".parse::<Game>().unwrap().spec(), "tb:4.7");
        assert_eq!(
            g.take_break_code(),
            "tb:4.7".parse::<Game>().unwrap().take_break_code()
        );
    }

    #[test]
    fn octal_codes_start_with_zero_or_four() {
        for (spec, why) in [("octal:2.7", "no move"), ("octal:1.7", "from nothing")] {
            let message = spec.parse::<Game>().unwrap_err().to_string();
            assert!(message.contains(why), "{spec}: {message}");
            assert!(message.contains("0. or with 4."), "{spec}: {message}");
        }
    }

    #[test]
    fn errors() {
        assert_eq!("".parse::<Game>(), Err(GameError::EmptySpec));
        assert!(matches!(
            "chess:1".parse::<Game>(),
            Err(GameError::UnknownKind(_))
        ));
        assert!(matches!("sub:".parse::<Game>(), Err(GameError::EmptySet)));
        assert!(matches!(
            "octal:0.77/misere".parse::<Game>(),
            Err(GameError::RuleNotForOctal(_))
        ));
        assert!(matches!(
            "sub:1,2/sideways".parse::<Game>(),
            Err(GameError::UnknownRule(_))
        ));
        assert!(matches!(
            "tb:0.F/misere".parse::<Game>(),
            Err(GameError::RuleNotForOctal(_))
        ));
        assert!(matches!(
            "tb:0.7Z".parse::<Game>(),
            Err(GameError::BadTakeBreakDigit { digit: 'Z', .. })
        ));
        assert!(matches!(
            "hello".parse::<Game>(),
            Err(GameError::UnknownKind(_))
        ));
    }
}
