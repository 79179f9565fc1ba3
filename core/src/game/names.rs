//! The common names nimseq gives games, each with the source that names it and the first values
//! that source prints (checked against the computed sequence by the tests), so that a name is
//! never attached to the wrong game.

use crate::game::{Game, Nimber};
use crate::words::{language, Lang, CORE};

/// A game's common name, where it comes from, and the first values the source gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameName {
    /// The game, spelled as on the command line.
    pub spec: &'static str,
    /// The name.
    pub name: &'static str,
    /// Who calls the game so, and where its values are printed.
    pub source: &'static str,
    /// `G(0), G(1), ...` as the source prints them.
    pub first_values: &'static [Nimber],
}

/// Every name nimseq attaches to a game. A name without a source does not belong here.
///
/// (`tb:4.`, splitting any heap in two, is not Couples-Are-Forever: that game of Winning Ways
/// forbids splitting a heap of two, which no take-and-break code here (nor CGSuite's) can say;
/// its heap of `n + 1` has the value of Officers' heap of `n` (OEIS A046695), not the
/// 0 0 1 0 1 0 … of `4.`.)
pub const GAME_NAMES: &[GameName] = &[
    GameName {
        spec: "octal:0.77",
        name: "Kayles",
        source: "Winning Ways, ch. 4; OEIS A002186 (Sprague-Grundy values for Kayles)",
        first_values: &[
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
        ],
    },
    GameName {
        spec: "octal:0.07",
        name: "Dawson's Kayles",
        source: "Winning Ways, ch. 4; OEIS A002187: \"Octal game .07 (Dawson's Kayles) has values a(n-1)\"",
        first_values: &[
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
            0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3,
        ],
    },
    GameName {
        spec: "octal:0.137",
        name: "Dawson's Chess",
        source: "Winning Ways, pp. 89 and 102; OEIS A002187 (Sprague-Grundy values for Dawson's Chess, octal game .137)",
        first_values: &[
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
            4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3,
        ],
    },
    GameName {
        spec: "octal:0.6",
        name: "Officers",
        source: "Winning Ways, ch. 4; J. P. Grossman, Searching for periodicity in Officers, Games of No Chance 5 (2019); values: OEIS A046695 (octal game .6)",
        first_values: &[
            0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1,
            2, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3,
        ],
    },
    GameName {
        spec: "sub:1,2",
        name: "Pick-Up-Bricks",
        source: "Nash & Sheenko, Periodicity of S-Pick-Up-Bricks, Game 2.2 (take one or two bricks) and its nim-values *0, *1, *2, *0, *1, *2, …",
        first_values: &[0, 1, 2, 0, 1, 2],
    },
    GameName {
        spec: "grundy",
        name: "Grundy's game",
        source: "Winning Ways, ch. 4; OEIS A002188 (Sprague-Grundy values for Grundy's game)",
        first_values: &[
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0,
        ],
    },
    GameName {
        spec: "tb:0.[3]",
        name: "Nim",
        source: "Bouton (1901); a heap of n has value n (the take-and-break code 0.333…)",
        first_values: &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    },
    GameName {
        spec: "tb:4.[3]",
        name: "Lasker's Nim",
        source: "Winning Ways, ch. 4 (take any number from a heap, or split it in two); G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3",
        first_values: &[0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11],
    },
];

/// The message that spells the common name of the game `spec` (one of [`GAME_NAMES`]) in each
/// language: `Kayles`, `Dawsons Kayles`, `Kayles de Dawson`.
fn name_message(spec: &str) -> Option<&'static str> {
    Some(match spec {
        "octal:0.77" => "name-kayles",
        "octal:0.07" => "name-dawsons-kayles",
        "octal:0.137" => "name-dawsons-chess",
        "octal:0.6" => "name-officers",
        "sub:1,2" => "name-pick-up-bricks",
        "grundy" => "name-grundys-game",
        "tb:0.[3]" => "name-nim",
        "tb:4.[3]" => "name-laskers-nim",
        _ => return None,
    })
}

impl GameName {
    /// The name as `lang` spells it (`Dawson's Kayles`, `Dawsons Kayles`, `Kayles de Dawson`);
    /// [`GameName::name`] is the English one, which data (the command line's JSON, the Python
    /// package) keeps.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::GAME_NAMES;
    /// use nimseq_core::words::Lang;
    /// let dawson = GAME_NAMES.iter().find(|n| n.spec == "octal:0.07").unwrap();
    /// assert_eq!(dawson.name_in(Lang::En), "Dawson's Kayles");
    /// assert_eq!(dawson.name_in(Lang::De), "Dawsons Kayles");
    /// assert_eq!(dawson.name_in(Lang::Fr), "Kayles de Dawson");
    /// ```
    pub fn name_in(&self, lang: Lang) -> String {
        match name_message(self.spec) {
            Some(id) => CORE.text_in(lang, id, None),
            None => self.name.to_string(),
        }
    }
}

impl Game {
    /// A common name, when the game has one (`Kayles` for `0.77`), from [`GAME_NAMES`]: the
    /// English name, as data keeps it ([`Game::local_name`] spells it in the reader's
    /// language).
    ///
    /// # Examples
    /// ```
    /// let kayles: nimseq_core::game::Game = "octal:0.77".parse()?;
    /// assert_eq!(kayles.common_name(), Some("Kayles"));
    /// // Splitting any heap in two (couples too) is not Couples-Are-Forever.
    /// assert_eq!("tb:4.".parse::<nimseq_core::game::Game>()?.common_name(), None);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn common_name(&self) -> Option<&'static str> {
        // Names are for normal play, and a rule other than normal makes another game.
        if self.rule() != crate::game::Rule::Normal {
            return None;
        }
        let spec = self.spec();
        GAME_NAMES.iter().find(|n| n.spec == spec).map(|n| n.name)
    }

    /// The common name in the current [`language`] (`Grundy's game`, `Grundys Spiel`, `jeu de
    /// Grundy`), for display; [`Game::common_name`] is the English name, which data keeps.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::Game;
    /// use nimseq_core::words::{with_language, Lang};
    /// let grundy = Game::grundy();
    /// assert_eq!(grundy.local_name().as_deref(), Some("Grundy's game"));
    /// assert_eq!(with_language(Lang::De, || grundy.local_name()).as_deref(), Some("Grundys Spiel"));
    /// assert_eq!(with_language(Lang::Fr, || grundy.local_name()).as_deref(), Some("jeu de Grundy"));
    /// ```
    pub fn local_name(&self) -> Option<String> {
        if self.rule() != crate::game::Rule::Normal {
            return None;
        }
        let spec = self.spec();
        GAME_NAMES
            .iter()
            .find(|n| n.spec == spec)
            .map(|n| n.name_in(language()))
    }

    /// The game's spelling with its common name, if it has one: `octal:0.77 (Kayles)`, as the
    /// page's headings and the command line's `game` lines name it (the name in the current
    /// [`language`]: `octal:0.07 (Dawsons Kayles)` in German).
    ///
    /// # Examples
    /// ```
    /// let kayles: nimseq_core::game::Game = "octal:0.77".parse()?;
    /// assert_eq!(kayles.title(), "octal:0.77 (Kayles)");
    /// assert_eq!("sub:2,4,7".parse::<nimseq_core::game::Game>()?.title(), "sub:2,4,7");
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn title(&self) -> String {
        match self.local_name() {
            Some(name) => format!("{self} ({name})"),
            None => self.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::nim_sequence;

    #[test]
    fn every_named_game_has_its_sources_first_values() {
        for n in GAME_NAMES {
            let game: Game = n.spec.parse().unwrap();
            assert_eq!(game.spec(), n.spec, "spelled canonically");
            let values = nim_sequence(&game, n.first_values.len()).unwrap();
            assert_eq!(
                values, n.first_values,
                "{} ({}): {}",
                n.name, n.spec, n.source
            );
            assert_eq!(game.common_name(), Some(n.name));
            assert!(!n.source.is_empty());
        }
    }

    #[test]
    fn every_name_is_in_every_language() {
        for n in GAME_NAMES {
            assert!(name_message(n.spec).is_some(), "{}", n.name);
            assert_eq!(n.name_in(Lang::En), n.name);
            for lang in Lang::ALL {
                assert!(!n.name_in(lang).is_empty(), "{} in {lang:?}", n.name);
            }
        }
        let chess: Game = "octal:0.137".parse().unwrap();
        let title = |lang| crate::words::with_language(lang, || chess.title());
        assert_eq!(title(Lang::En), "octal:0.137 (Dawson's Chess)");
        assert_eq!(title(Lang::De), "octal:0.137 (Dawsons Schach)");
        assert_eq!(title(Lang::Fr), "octal:0.137 (Échecs de Dawson)");
        // Data keeps the English name whatever the language.
        let common = crate::words::with_language(Lang::De, || chess.common_name());
        assert_eq!(common, Some("Dawson's Chess"));
    }

    #[test]
    fn unnamed_games_have_no_name() {
        for spec in ["tb:4.", "sub:1,3", "octal:0.16", "sub:1,2/misere"] {
            let game: Game = spec.parse().unwrap();
            assert_eq!(game.common_name(), None, "{spec}");
        }
    }
}
