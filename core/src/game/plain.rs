//! Games in a student's words: `Kayles, a row of 5`, `Nim, a heap of 3`, `the subtraction
//! game {1, 3, 4}, a heap of 7`, where the page's links and the command line write codes
//! (`octal:0.77@5`).

use crate::game::{Game, Rule};

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
            " (a heap too small for any move may be taken whole)"
        } else {
            ""
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
