//! Games in a student's words: `Kayles, a row of 5`, `Nim, a heap of 3`, `the subtraction
//! game {1, 3, 4}, a heap of 7`, where the page's links and the command line write codes
//! (`octal:0.77@5`); and the reader of those names ([`named`]), beside the writer, for the
//! heaps a person types (see [`crate::sum::Heap`]).

use crate::error::GameError;
use crate::game::{Game, Rule, GAME_NAMES};

impl Game {
    /// Whether the game is played on rows of pins (octal and take-and-break games, which may
    /// split a row) rather than heaps of stones (subtraction games, games given by options).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::Game;
    /// assert!("octal:0.77".parse::<Game>()?.is_row());
    /// assert!(!"sub:1,3,4".parse::<Game>()?.is_row());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn is_row(&self) -> bool {
        matches!(self, Game::Octal(_) | Game::TakeBreak(_))
    }

    /// The game's name as a student reads it: its common name (`Kayles`, `Nim`, `Grundy's
    /// game`), else what it is (`the subtraction game {1, 3, 4}`, `the octal game 0.123`),
    /// with `misère` before it when the last player to move loses.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::Game;
    /// let name = |spec: &str| spec.parse::<Game>().map(|g| g.plain_name());
    /// assert_eq!(name("octal:0.77")?, "Kayles");
    /// assert_eq!(name("sub:1,3,4")?, "the subtraction game {1, 3, 4}");
    /// assert_eq!(name("sub:1-7")?, "the subtraction game {1, …, 7}");
    /// assert_eq!(name("sub:1,2/misere")?, "misère Pick-Up-Bricks");
    /// assert_eq!(name("octal:0.123")?, "the octal game 0.123");
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn plain_name(&self) -> String {
        let normal = self.with_rule(Rule::Normal).ok();
        let named = normal.as_ref().and_then(Game::common_name);
        let what = match (named, self) {
            (Some(name), _) => name.to_string(),
            (None, Game::Subtraction { set, .. }) => {
                let elements: Vec<u32> = set.elements().to_vec();
                let consecutive =
                    elements.len() > 3 && elements.windows(2).all(|w| w[1] == w[0] + 1);
                let inner = match (consecutive, elements.first(), elements.last()) {
                    (true, Some(first), Some(last)) => format!("{first}, …, {last}"),
                    _ => {
                        let all: Vec<String> = elements.iter().map(u32::to_string).collect();
                        all.join(", ")
                    }
                };
                format!("the subtraction game {{{inner}}}")
            }
            (None, Game::Octal(code)) => format!("the octal game {code}"),
            (None, Game::TakeBreak(code)) => format!("the take-and-break game {code}"),
            (None, other) => other.spec(),
        };
        let take_all = if self.rule().takes_all_below_min() {
            format!(" {TAKE_ALL_WORDS}")
        } else {
            String::new()
        };
        if self.rule().is_misere() {
            match what.strip_prefix("the ") {
                Some(rest) => format!("the misère {rest}{take_all}"),
                None => format!("misère {what}{take_all}"),
            }
        } else {
            format!("{what}{take_all}")
        }
    }

    /// A heap of `size` in a student's words: `Kayles, a row of 5`, `Nim, a heap of 3`; a
    /// game given by its options is named by its position (`*3`).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::Game;
    /// let kayles: Game = "octal:0.77".parse()?;
    /// assert_eq!(kayles.heap_in_words(5), "Kayles, a row of 5");
    /// let sub: Game = "sub:1,3,4".parse()?;
    /// assert_eq!(sub.heap_in_words(7), "the subtraction game {1, 3, 4}, a heap of 7");
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn heap_in_words(&self, size: u64) -> String {
        if let Game::Tree(_) = self {
            return self.position_spelling(size);
        }
        // Nim and Lasker's Nim are played with heaps of stones, whatever code spells them.
        let nim = self
            .with_rule(Rule::Normal)
            .ok()
            .and_then(|g| g.common_name())
            .is_some_and(|name| name.contains("Nim"));
        let what = if self.is_row() && !nim { "row" } else { "heap" };
        format!("{}, a {what} of {size}", self.plain_name())
    }
}

// ---- Reading back what `plain_name` writes (and the short names students use) ----

/// Short names students use beside the common names of [`GAME_NAMES`], each
/// folded as [`fold`] folds: `K` (as the lecture writes `K5`), `dawson`, `grundy`.
const SHORT_NAMES: &[(&str, &str)] = &[
    ("k", "octal:0.77"),
    ("dawson", "octal:0.07"),
    ("dawsons", "octal:0.07"),
    ("grundy", "grundy"),
    ("grundys", "grundy"),
];

/// What [`Game::plain_name`] writes after a game whose small heaps may be taken whole (and
/// [`named`] reads back).
const TAKE_ALL_WORDS: &str = "(a heap too small for any move may be taken whole)";

/// A name folded for comparison: lower case, without apostrophes, a hyphen read as a space,
/// one space between words (`Grundy’s  game` and `grundys game` are one name).
fn fold(text: &str) -> String {
    let lower = text
        .to_lowercase()
        .replace(['\'', '’', '`'], "")
        .replace('-', " ");
    lower.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` without the word `suffix` at its end (any case), if it ends so.
pub(crate) fn strip_word_suffix<'a>(text: &'a str, suffix: &str) -> Option<&'a str> {
    let cut = text.len().checked_sub(suffix.len())?;
    if !text.is_char_boundary(cut) || !text[cut..].eq_ignore_ascii_case(suffix) {
        return None;
    }
    let before = &text[..cut];
    let boundary = before.is_empty() || before.ends_with(|c: char| c.is_whitespace() || c == ',');
    boundary.then_some(before)
}

/// `text` without `prefix` at its start (any case), if it starts so.
fn strip_prefix_ci<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// A subtraction set as [`Game::plain_name`] writes it, `{1, 3, 4}` or `{1, …, 7}`, spelled
/// for [`Game`]'s reader: `1,3,4`, `1-7`.
fn set_spelling(text: &str) -> String {
    let inner = text.trim().trim_start_matches('{').trim_end_matches('}');
    let items: Vec<&str> = inner.split(',').map(str::trim).collect();
    let mut out: Vec<String> = Vec::new();
    let mut range = false;
    for item in items {
        if item == "…" || item == "..." {
            range = true;
        } else if range {
            match out.last_mut() {
                Some(last) => *last = format!("{last}-{item}"),
                None => out.push(item.to_string()),
            }
            range = false;
        } else {
            out.push(item.to_string());
        }
    }
    out.join(",")
}

/// A game by the name a student reads or types: a common name (`Kayles`, `Dawson's Kayles`,
/// `Nim`, `Grundy's game`, `Officers`, any case), a short one (`K`, `dawson`, `grundy`), or
/// what [`Game::plain_name`] writes of other games (`the subtraction game {1, 3, 4}`, `the
/// octal game 0.123`, `the misère …`). `None` when `text` names no game in words.
///
/// # Errors
/// A game named in words whose set or code cannot be read, or whose rule it cannot have.
pub(crate) fn named(text: &str) -> Result<Option<Game>, GameError> {
    let mut rest = text.trim();
    let take_all = match strip_word_suffix(rest, TAKE_ALL_WORDS)
        .or_else(|| rest.strip_suffix(TAKE_ALL_WORDS))
    {
        Some(before) => {
            rest = before.trim_end();
            true
        }
        None => false,
    };
    rest = strip_prefix_ci(rest, "the ").unwrap_or(rest).trim_start();
    let misere = match strip_prefix_ci(rest, "misère ").or_else(|| strip_prefix_ci(rest, "misere "))
    {
        Some(after) => {
            rest = after.trim_start();
            true
        }
        None => false,
    };
    rest = strip_prefix_ci(rest, "the ").unwrap_or(rest).trim_start();
    let key = fold(rest);
    let spec = if let Some(n) = GAME_NAMES.iter().find(|n| fold(n.name) == key) {
        n.spec.to_string()
    } else if let Some((_, spec)) = SHORT_NAMES.iter().find(|(name, _)| *name == key) {
        (*spec).to_string()
    } else if let Some(set) = strip_prefix_ci(rest, "subtraction game") {
        format!("sub:{}", set_spelling(set))
    } else if let Some(code) = strip_prefix_ci(rest, "octal game") {
        format!("octal:{}", code.trim())
    } else if let Some(code) = strip_prefix_ci(rest, "take-and-break game")
        .or_else(|| strip_prefix_ci(rest, "take and break game"))
    {
        format!("tb:{}", code.trim())
    } else {
        return Ok(None);
    };
    let game: Game = spec.parse()?;
    let rule = match (misere, take_all) {
        (false, false) => return Ok(Some(game)),
        (true, false) => Rule::Misere,
        (false, true) => Rule::TakeAll,
        (true, true) => Rule::MisereTakeAll,
    };
    game.with_rule(rule).map(Some)
}

#[cfg(test)]
mod tests {
    use crate::game::Game;

    fn name(spec: &str) -> String {
        spec.parse::<Game>().unwrap().plain_name()
    }

    #[test]
    fn named_games_go_by_their_names() {
        assert_eq!(name("octal:0.07"), "Dawson's Kayles");
        assert_eq!(name("octal:0.6"), "Officers");
        assert_eq!(name("grundy"), "Grundy's game");
        assert_eq!(name("tb:0.[3]"), "Nim");
        let grundy: Game = "grundy".parse().unwrap();
        assert_eq!(grundy.heap_in_words(7), "Grundy's game, a row of 7");
        let nim: Game = "tb:0.[3]".parse().unwrap();
        assert_eq!(nim.heap_in_words(3), "Nim, a heap of 3");
    }

    #[test]
    fn other_games_say_what_they_are() {
        assert_eq!(name("sub:2,4,7"), "the subtraction game {2, 4, 7}");
        assert_eq!(name("sub:1,2,3"), "the subtraction game {1, 2, 3}");
        assert_eq!(
            name("sub:1,3,4/misere"),
            "the misère subtraction game {1, 3, 4}"
        );
        assert!(name("sub:3,5/take-all").ends_with("may be taken whole)"));
    }
}
