//! Games: subtraction games under a [`Rule`], octal games and take-and-break games (hexadecimal
//! codes, codes that repeat forever, Grundy's game), their text spelling, their rules in plain
//! words, and the [`Evaluator`] that computes their nim-sequences.

#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod cores;
mod describe;
mod evaluator;
mod input;
mod moves;
pub(crate) mod names;
pub(crate) mod octal;
mod octal_kernel;
pub(crate) mod options;
pub(crate) mod plain;
pub(crate) mod rule;
mod spec;
pub(crate) mod subtraction;
pub(crate) mod take_break;
mod take_break_kernel;
pub(crate) mod tree;
mod wanted;

use std::fmt;

pub use evaluator::{nim_sequence, Evaluator};
pub use input::{parse_count, shorten};
pub(crate) use moves::three_heap_moves;
pub use moves::HeapMove;
pub use names::GAME_NAMES;
pub use octal::OctalCode;
pub use octal_kernel::{MaskChoice, RareValues};
pub use options::{HeapOptions, ValuedOption};
pub use rule::Rule;
pub use subtraction::SubtractionSet;
pub use take_break::{Digit, TakeBreakCode};
pub use tree::TreeGame;
pub use wanted::vector_instructions;

use crate::error::GameError;

/// A nim-value (Grundy value). Sixteen bits hold every value nimseq meets; a larger one is
/// reported as [`GameError::ValueOverflow`], never wrapped.
pub type Nimber = u16;

/// An impartial game played on one heap, whose positions are heap sizes `n = 0, 1, 2, ...`.
///
/// Spelled `sub:2,4,7`, `octal:0.77`, `tb:4.[3]` or `grundy`, with `/RULE` after a subtraction
/// set when the rule is not normal play ([`Game::from_str`](std::str::FromStr)).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Game {
    /// A subtraction game: remove `s` tokens for some `s` in the set.
    Subtraction {
        /// The subtraction set `S`.
        set: SubtractionSet,
        /// How the game is won, and whether small heaps may be taken whole.
        rule: Rule,
    },
    /// An octal game under normal play.
    Octal(OctalCode),
    /// A take-and-break game that is not an octal game (a digit above 7, `d0` splitting, a
    /// repeating tail, or unequal splits), under normal play. Grundy's game is one.
    TakeBreak(TakeBreakCode),
    /// One finite game given by its options (`*3`, `{0, *1, {0, *2}}`), under normal play:
    /// its "heap of size `n`" is its position `n`, every move leading to a smaller one
    /// (see [`TreeGame`]). It is one game, not a family of heaps: it is played on the board,
    /// in sums and compared, never searched for a period.
    Tree(TreeGame),
}

impl Game {
    /// A subtraction game.
    pub fn subtraction(set: SubtractionSet, rule: Rule) -> Self {
        Game::Subtraction { set, rule }
    }

    /// An octal game.
    ///
    /// # Errors
    /// [`GameError::RuleNotForOctal`] unless `rule` is [`Rule::Normal`].
    pub fn octal(code: OctalCode, rule: Rule) -> Result<Self, GameError> {
        match rule {
            Rule::Normal => Ok(Game::Octal(code)),
            other => Err(GameError::RuleNotForOctal(other.name())),
        }
    }

    /// A take-and-break game: the octal game when the code is one (`tb:0.77` is Kayles).
    ///
    /// # Errors
    /// [`GameError::RuleNotForOctal`] unless `rule` is [`Rule::Normal`].
    pub fn take_break(code: TakeBreakCode, rule: Rule) -> Result<Self, GameError> {
        match code.as_octal() {
            Some(octal) => Game::octal(octal, rule),
            None if rule == Rule::Normal => Ok(Game::TakeBreak(code)),
            None => Err(GameError::RuleNotForOctal(rule.name())),
        }
    }

    /// Grundy's game: split one heap into two unequal non-empty heaps.
    pub fn grundy() -> Self {
        Game::TakeBreak(TakeBreakCode::grundy())
    }

    /// The same game under another rule.
    ///
    /// # Errors
    /// [`GameError::RuleNotForOctal`] for an octal or take-and-break game and a rule other
    /// than normal.
    pub fn with_rule(&self, rule: Rule) -> Result<Self, GameError> {
        match self {
            Game::Subtraction { set, .. } => Ok(Game::subtraction(set.clone(), rule)),
            Game::Octal(code) => Game::octal(code.clone(), rule),
            Game::TakeBreak(code) => Game::take_break(code.clone(), rule),
            Game::Tree(_) if rule == Rule::Normal => Ok(self.clone()),
            Game::Tree(_) => Err(GameError::RuleNotForTree(rule.name())),
        }
    }

    /// The play rule (always [`Rule::Normal`] for octal and take-and-break games).
    pub fn rule(&self) -> Rule {
        match self {
            Game::Subtraction { rule, .. } => *rule,
            Game::Octal(_) | Game::TakeBreak(_) | Game::Tree(_) => Rule::Normal,
        }
    }

    /// The game's spelling without its rule: `sub:2,4,7`, `octal:0.77`, `tb:4.[3]`, `grundy`.
    pub fn spec(&self) -> String {
        match self {
            Game::Subtraction { set, .. } => format!("sub:{set}"),
            Game::Octal(code) => format!("octal:{code}"),
            Game::TakeBreak(code) if code.is_grundy() => "grundy".into(),
            Game::TakeBreak(code) => format!("tb:{code}"),
            Game::Tree(tree) => tree.to_string(),
        }
    }

    /// The subtraction set, for subtraction games.
    pub fn subtraction_set(&self) -> Option<&SubtractionSet> {
        match self {
            Game::Subtraction { set, .. } => Some(set),
            Game::Octal(_) | Game::TakeBreak(_) | Game::Tree(_) => None,
        }
    }

    /// The game's take-and-break code, for octal and take-and-break games.
    pub fn take_break_code(&self) -> Option<TakeBreakCode> {
        match self {
            Game::Subtraction { .. } | Game::Tree(_) => None,
            Game::Octal(code) => Some(TakeBreakCode::from(code)),
            Game::TakeBreak(code) => Some(code.clone()),
        }
    }

    /// Whether a move may split a heap into several (octal and take-and-break games whose
    /// code splits): such heaps are rows on the board.
    pub fn splits(&self) -> bool {
        match self {
            Game::Subtraction { .. } | Game::Tree(_) => false,
            Game::Octal(code) => code.splits(),
            Game::TakeBreak(code) => code.most_heaps() >= 2,
        }
    }

    /// Whether the last player to move loses.
    pub fn is_misere(&self) -> bool {
        self.rule().is_misere()
    }

    /// The most tokens a single move removes: `max S`, or the number of code digits (for a
    /// code that repeats forever, the digits written).
    pub fn max_take(&self) -> usize {
        match self {
            Game::Subtraction { set, .. } => set.max() as usize,
            Game::Octal(code) => code.len(),
            Game::TakeBreak(code) => code.len(),
            Game::Tree(tree) => tree.root() as usize,
        }
    }

    /// The game given by its options, for a game that is one (`*3`, `{0, *1}`).
    pub fn tree(&self) -> Option<&TreeGame> {
        match self {
            Game::Tree(tree) => Some(tree),
            _ => None,
        }
    }

    /// Position `n` spelled as a game of its own: `GAME@n` for a heap, the position's own
    /// spelling (`*2`, `{0, *2}`) for a game given by its options.
    pub fn position_spelling(&self, n: u64) -> String {
        match self {
            Game::Tree(tree) => tree.spelling(n),
            _ => format!("{self}@{n}"),
        }
    }
}

impl fmt::Display for Game {
    /// The full spelling, with `/RULE` when the rule is not normal play.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.spec())?;
        match self.rule() {
            Rule::Normal => Ok(()),
            rule => write!(f, "/{rule}"),
        }
    }
}
