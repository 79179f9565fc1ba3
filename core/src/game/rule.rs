//! Play rules for subtraction games.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::GameError;

/// How a subtraction game is won and which extra move it allows.
///
/// | rule | who loses | extra move |
/// |---|---|---|
/// | [`Rule::Normal`] | the player who cannot move | none |
/// | [`Rule::Misere`] | the player who makes the last move | none |
/// | [`Rule::TakeAll`] | the player who cannot move | if `0 < n < min S`, take the whole heap |
/// | [`Rule::MisereTakeAll`] | the player who makes the last move | if `0 < n < min S`, take the whole heap |
///
/// `TakeAll` is the rule of the stone-picking paper (its eq. (4)) and `MisereTakeAll` is its
/// misère form (eq. (5)). Under a misère rule the sequence holds misère Grundy values: a
/// position with no move has value 1, every other position the mex of its options; a
/// position is a P-position exactly when its value is 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    /// Normal play: the player who cannot move loses.
    #[default]
    Normal,
    /// Misère play: the player who makes the last move loses.
    Misere,
    /// Normal play, and a heap smaller than `min S` may be taken whole.
    TakeAll,
    /// Misère play, and a heap smaller than `min S` may be taken whole.
    MisereTakeAll,
}

impl Rule {
    /// Every rule, in the order the user interface lists them.
    pub const ALL: [Rule; 4] = [
        Rule::Normal,
        Rule::Misere,
        Rule::TakeAll,
        Rule::MisereTakeAll,
    ];

    /// The spelling used on the command line and in links.
    pub const fn name(self) -> &'static str {
        match self {
            Rule::Normal => "normal",
            Rule::Misere => "misere",
            Rule::TakeAll => "take-all",
            Rule::MisereTakeAll => "misere-take-all",
        }
    }

    /// Whether the last player to move loses.
    pub fn is_misere(self) -> bool {
        matches!(self, Rule::Misere | Rule::MisereTakeAll)
    }

    /// Whether a heap smaller than `min S` may be taken whole.
    pub fn takes_all_below_min(self) -> bool {
        matches!(self, Rule::TakeAll | Rule::MisereTakeAll)
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rule {
    type Err = GameError;

    /// Reads a rule name; accepts `misère`, underscores and any letter case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let key = text
            .trim()
            .to_lowercase()
            .replace(['_', ' '], "-")
            .replace('è', "e");
        match key.as_str() {
            "normal" => Ok(Rule::Normal),
            "misere" => Ok(Rule::Misere),
            "take-all" | "takeall" => Ok(Rule::TakeAll),
            "misere-take-all" | "misere-takeall" => Ok(Rule::MisereTakeAll),
            _ => Err(GameError::UnknownRule(crate::game::input::shorten(text))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for rule in Rule::ALL {
            assert_eq!(rule.name().parse::<Rule>(), Ok(rule));
        }
        assert_eq!("Misère".parse::<Rule>(), Ok(Rule::Misere));
        assert_eq!("take_all".parse::<Rule>(), Ok(Rule::TakeAll));
        assert!("lose".parse::<Rule>().is_err());
    }
}
