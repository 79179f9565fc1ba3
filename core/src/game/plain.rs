//! Games in a student's words: `Kayles, a row of 5`, `Nim, a heap of 3`, `the subtraction
//! game {1, 3, 4}, a heap of 7`, where the page's links and the command line write codes
//! (`octal:0.77@5`); and the reader of those names ([`named`]), beside the writer, for the
//! heaps a person types (see [`crate::sum::Heap`]). The names follow the current language
//! (`crate::words`); the reader reads every language's.

use crate::error::GameError;
use crate::game::{Game, Rule, GAME_NAMES};
use crate::words::{t, Args, Lang, CORE};

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
    /// with `misère` before it when the last player to move loses; in the current language
    /// (`das Subtraktionsspiel {1, 3, 4}`, `le jeu de soustraction {1, 3, 4}`), which a
    /// game's and a heap's readers read back whatever the language.
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
        let named = normal.as_ref().and_then(Game::local_name);
        let misere = if self.rule().is_misere() { "yes" } else { "no" };
        let what = match (named, self) {
            (Some(name), _) => t!("name-named", name = name, misere = misere),
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
                t!("name-subtraction", set = inner, misere = misere)
            }
            (None, Game::Octal(code)) => {
                t!("name-octal", code = code.to_string(), misere = misere)
            }
            (None, Game::TakeBreak(code)) => {
                t!("name-take-break", code = code.to_string(), misere = misere)
            }
            (None, other) => t!("name-named", name = other.spec(), misere = misere),
        };
        if self.rule().takes_all_below_min() {
            t!("name-take-all", name = what)
        } else {
            what
        }
    }

    /// A heap of `size` in a student's words, in the current language: `Kayles, a row of 5`,
    /// `Nim, a heap of 3` (`Kayles, eine Reihe aus 5`, `Kayles, une rangée de 5`); a game
    /// given by its options is named by its position (`*3`).
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
        t!(
            "name-heap",
            name = self.plain_name(),
            what = what,
            size = size.to_string()
        )
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

/// What [`Game::plain_name`] writes after a game whose small heaps may be taken whole, in
/// `lang` (and [`named`] reads back in every language): `(a heap too small for any move may
/// be taken whole)`.
fn take_all_words(lang: Lang) -> String {
    let mut args = Args::new();
    args.set("name", "");
    CORE.text_in(lang, "name-take-all", Some(&args))
        .trim()
        .to_string()
}

/// The articles before a game's plain name, in each language: `the subtraction game …`,
/// `das Subtraktionsspiel …`, `le jeu de soustraction …`.
const ARTICLES: [&str; 3] = ["the ", "das ", "le "];

/// `misère` before a game, as English (`misère Pick-Up-Bricks`, `the misère subtraction
/// game`) and German (`Misère-Pick-Up-Bricks`, `das Misère-Subtraktionsspiel`) write it.
const MISERE_BEFORE: [&str; 4] = ["misère ", "misere ", "misère-", "misere-"];

/// The kinds of games [`Game::plain_name`] names by what they are, in each language, and the
/// kind of their link spelling.
const KINDS: [(&str, &str); 12] = [
    ("subtraction game", "sub"),
    ("subtraktionsspiel", "sub"),
    ("jeu de soustraction", "sub"),
    ("octal game", "octal"),
    ("oktalspiel", "octal"),
    ("jeu octal", "octal"),
    ("take-and-break game", "tb"),
    ("take and break game", "tb"),
    ("take-and-break-spiel", "tb"),
    ("take-and-break spiel", "tb"),
    ("jeu take-and-break", "tb"),
    ("jeu take and break", "tb"),
];

/// `text` without one of the [`ARTICLES`] at its start.
fn strip_article(text: &str) -> &str {
    ARTICLES
        .iter()
        .find_map(|a| strip_prefix_ci(text, a))
        .unwrap_or(text)
        .trim_start()
}

/// `text` without `misère` before the game (`Some` if it had it).
fn strip_misere_before(text: &str) -> Option<&str> {
    MISERE_BEFORE
        .iter()
        .find_map(|m| strip_prefix_ci(text, m))
        .map(str::trim_start)
}

/// `text` without `misère` after the game, as French writes it (`Pick-Up-Bricks misère`).
fn strip_misere_after(text: &str) -> Option<&str> {
    ["misère", "misere"]
        .iter()
        .find_map(|m| strip_word_suffix(text, m))
        .map(str::trim_end)
        .filter(|before| !before.is_empty())
}

/// A name folded for comparison: lower case, without apostrophes and accents, a hyphen read as
/// a space, one space between words (`Grundy’s  game` and `grundys game` are one name, and so
/// are `Échecs de Dawson` and `echecs de dawson`).
fn fold(text: &str) -> String {
    let lower = text
        .to_lowercase()
        .replace(['\'', '’', '`'], "")
        .replace(['é', 'è', 'ê', 'ë'], "e")
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
/// `Nim`, `Grundy's game`, `Officers`, any case, in any language nimseq writes: `Dawsons
/// Kayles`, `jeu de Grundy`), a short one (`K`, `dawson`, `grundy`), or what
/// [`Game::plain_name`] writes of other games in any of its languages (`the subtraction game
/// {1, 3, 4}`, `das Oktalspiel 0.123`, `le jeu de soustraction misère {1, 3, 4}`, `the misère
/// …`). `None` when `text` names no game in words.
///
/// # Errors
/// A game named in words whose set or code cannot be read, or whose rule it cannot have.
pub(crate) fn named(text: &str) -> Result<Option<Game>, GameError> {
    let mut rest = text.trim();
    let mut take_all = false;
    for lang in Lang::ALL {
        let words = take_all_words(lang);
        if let Some(before) =
            strip_word_suffix(rest, &words).or_else(|| rest.strip_suffix(words.as_str()))
        {
            rest = before.trim_end();
            take_all = true;
            break;
        }
    }
    rest = strip_article(rest);
    let mut misere = match strip_misere_before(rest) {
        Some(after) => {
            rest = after;
            true
        }
        None => false,
    };
    rest = strip_article(rest);
    if let Some(before) = strip_misere_after(rest) {
        rest = before;
        misere = true;
    }
    let key = fold(rest);
    let spec = if let Some(n) = GAME_NAMES
        .iter()
        .find(|n| Lang::ALL.iter().any(|&lang| fold(&n.name_in(lang)) == key))
    {
        n.spec.to_string()
    } else if let Some((_, spec)) = SHORT_NAMES.iter().find(|(name, _)| *name == key) {
        (*spec).to_string()
    } else if let Some((kind, after)) = KINDS
        .iter()
        .find_map(|(words, kind)| strip_prefix_ci(rest, words).map(|after| (kind, after)))
    {
        // French writes misère after the kind: `le jeu de soustraction misère {1, 3, 4}`.
        let mut after = after.trim();
        if let Some(code) = strip_misere_before(after) {
            after = code;
            misere = true;
        }
        match *kind {
            "sub" => format!("sub:{}", set_spelling(after)),
            kind => format!("{kind}:{after}"),
        }
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

    #[test]
    fn german_and_french_names_have_no_english() {
        use crate::words::{with_language, Lang};
        let de = |spec: &str| with_language(Lang::De, || name(spec));
        let fr = |spec: &str| with_language(Lang::Fr, || name(spec));
        assert_eq!(de("sub:1,3,4"), "das Subtraktionsspiel {1, 3, 4}");
        assert_eq!(fr("sub:1,3,4"), "le jeu de soustraction {1, 3, 4}");
        assert_eq!(
            de("sub:1,3,4/misere"),
            "das Misère-Subtraktionsspiel {1, 3, 4}"
        );
        assert_eq!(
            fr("sub:1,3,4/misere"),
            "le jeu de soustraction misère {1, 3, 4}"
        );
        assert_eq!(de("sub:1,2/misere"), "Misère-Pick-Up-Bricks");
        assert_eq!(fr("sub:1,2/misere"), "Pick-Up-Bricks misère");
        assert_eq!(de("octal:0.123"), "das Oktalspiel 0.123");
        assert_eq!(fr("tb:0.F"), "le jeu take-and-break 0.F");
        assert_eq!(de("octal:0.07"), "Dawsons Kayles");
        assert_eq!(fr("grundy"), "jeu de Grundy");
        let kayles: Game = "octal:0.77".parse().unwrap();
        assert_eq!(
            with_language(Lang::De, || kayles.heap_in_words(5)),
            "Kayles, eine Reihe aus 5"
        );
        assert_eq!(
            with_language(Lang::Fr, || kayles.heap_in_words(5)),
            "Kayles, une rangée de 5"
        );
        for spec in ["sub:3,5/take-all", "sub:1,3,4/misere-take-all", "tb:4.[3]"] {
            let game: Game = spec.parse().unwrap();
            for lang in [Lang::De, Lang::Fr] {
                let words = with_language(lang, || game.heap_in_words(7));
                for english in [
                    " the ", "the ", " of ", " a ", "heap", "row", "game", "taken",
                ] {
                    assert!(!words.contains(english), "{lang:?}: {words}");
                }
            }
        }
    }

    #[test]
    fn german_and_french_names_read_back_as_the_same_game() {
        use crate::heap::Heap;
        use crate::words::{with_language, Lang};
        for spec in [
            "sub:1,3,4",
            "sub:1-7",
            "sub:1,3,4/misere",
            "sub:3,5,6/take-all",
            "sub:3,5,6/misere-take-all",
            "sub:1,2/misere",
            "sub:1,2/take-all",
            "octal:0.123",
            "octal:0.77",
            "octal:0.07",
            "octal:0.137",
            "octal:0.6",
            "tb:4.[3]",
            "tb:0.[3]",
            "tb:0.F",
            "tb:4.07",
            "grundy",
        ] {
            let game: Game = spec.parse().unwrap();
            for lang in Lang::ALL {
                let name = with_language(lang, || game.plain_name());
                assert_eq!(
                    super::named(&name).unwrap().as_ref(),
                    Some(&game),
                    "{lang:?}: {name}"
                );
                // As a heap of a sum (the compare view reads back what it wrote), and as a
                // game's spelling.
                let words = with_language(lang, || game.heap_in_words(7));
                let heap: Heap = words.parse().unwrap_or_else(|e| panic!("{words}: {e}"));
                assert_eq!((&heap.game, heap.size), (&game, 7), "{lang:?}: {words}");
                assert_eq!(name.parse::<Game>().as_ref(), Ok(&game), "{lang:?}: {name}");
            }
        }
        // Spelled without the accents, or as a student types it.
        for (typed, spec) in [
            ("Echecs de Dawson 9", "octal:0.137@9"),
            ("jeu de grundy 7", "grundy@7"),
            ("Dawsons Kayles, eine Reihe aus 8", "octal:0.07@8"),
            ("Laskers Nim, ein Haufen von 6", "tb:4.[3]@6"),
            ("Kayles, une rangée de 5", "octal:0.77@5"),
            (
                "le jeu de soustraction {1, 3, 4}, un tas de 7",
                "sub:1,3,4@7",
            ),
        ] {
            let heap: Heap = typed.parse().unwrap_or_else(|e| panic!("{typed}: {e}"));
            assert_eq!(heap, spec.parse::<Heap>().unwrap(), "{typed}");
        }
    }
}
