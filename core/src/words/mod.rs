//! Words as readers see them, in their language: the catalogues of messages ([`Catalogue`],
//! Project Fluent's format, one `.ftl` file per language and topic under `locales/`), the
//! language the words of this thread are written in ([`language`], English unless the page
//! sets another), and numbers written as that language writes them ([`grouped`], [`decimal`]).
//!
//! The command line and the Python package never set a language: they write English, word for
//! word as before the catalogues. The page sets the reader's language
//! ([`set_language`]), and every message the core writes for it (errors, a game's rules, the
//! words of a move) follows.
//!
//! # Examples
//! ```
//! use nimseq_core::words::{grouped, with_language, Lang};
//! assert_eq!(grouped(1274), "1,274");
//! assert_eq!(with_language(Lang::De, || grouped(1274)), "1.274");
//! assert_eq!(with_language(Lang::Fr, || grouped(1274)), "1\u{202f}274");
//! ```

mod catalogue;
mod lang;
mod lists;
mod numbers;

pub use catalogue::{Args, Catalogue};
pub use lang::{language, set_language, with_language, Lang};
pub use lists::{and_list, or_list};
pub use numbers::{decimal, grouped};

/// The core's own messages: errors, limits, the rules and moves of games in words.
pub static CORE: Catalogue = Catalogue::new([
    &[
        include_str!("../../locales/en/words.ftl"),
        include_str!("../../locales/en/errors.ftl"),
        include_str!("../../locales/en/rules.ftl"),
        include_str!("../../locales/en/names.ftl"),
        include_str!("../../locales/en/moves.ftl"),
        include_str!("../../locales/en/misere.ftl"),
        include_str!("../../locales/en/periods.ftl"),
        include_str!("../../locales/en/theory.ftl"),
        include_str!("../../locales/en/figures.ftl"),
        include_str!("../../locales/en/atlas.ftl"),
        include_str!("../../locales/en/certificates.ftl"),
    ],
    &[
        include_str!("../../locales/de/words.ftl"),
        include_str!("../../locales/de/errors.ftl"),
        include_str!("../../locales/de/rules.ftl"),
        include_str!("../../locales/de/names.ftl"),
        include_str!("../../locales/de/moves.ftl"),
        include_str!("../../locales/de/misere.ftl"),
        include_str!("../../locales/de/periods.ftl"),
        include_str!("../../locales/de/theory.ftl"),
        include_str!("../../locales/de/figures.ftl"),
        include_str!("../../locales/de/atlas.ftl"),
        include_str!("../../locales/de/certificates.ftl"),
    ],
    &[
        include_str!("../../locales/fr/words.ftl"),
        include_str!("../../locales/fr/errors.ftl"),
        include_str!("../../locales/fr/rules.ftl"),
        include_str!("../../locales/fr/names.ftl"),
        include_str!("../../locales/fr/moves.ftl"),
        include_str!("../../locales/fr/misere.ftl"),
        include_str!("../../locales/fr/periods.ftl"),
        include_str!("../../locales/fr/theory.ftl"),
        include_str!("../../locales/fr/figures.ftl"),
        include_str!("../../locales/fr/atlas.ftl"),
        include_str!("../../locales/fr/certificates.ftl"),
    ],
]);

/// A message of `catalogue` in the current [`language`], with its arguments:
/// `text!(CATALOGUE, "id")` or `text!(CATALOGUE, "id", count = n, game = name)`. Numbers are
/// written as the language writes them (grouped, with its decimal sign); each crate with a
/// catalogue has a short form of its own (`t!` in the core).
#[macro_export]
macro_rules! text {
    ($catalogue:expr, $id:literal $(,)?) => {
        $catalogue.text($id, None)
    };
    ($catalogue:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::words::Args::new();
        $( args.set(stringify!($name), $value); )+
        $catalogue.text($id, Some(&args))
    }};
}

/// For the tests of every language's words: panics unless `said` (words written in `lang`)
/// holds each of `phrases` and none of `english` (English words the language never uses).
#[doc(hidden)]
pub fn assert_spoken(lang: Lang, said: &str, phrases: &[&str], english: &[&str]) {
    for phrase in phrases {
        assert!(said.contains(phrase), "{lang:?} lacks “{phrase}”: {said}");
    }
    for word in english {
        assert!(!said.contains(word), "{lang:?} says “{word}”: {said}");
    }
}

/// A message of the core's catalogue ([`CORE`]) in the current language.
macro_rules! t {
    ($($tokens:tt)+) => {
        $crate::text!($crate::words::CORE, $($tokens)+)
    };
}
pub(crate) use t;

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of every `.rs` file under `dir`.
    pub(crate) fn code_under(dir: &std::path::Path) -> String {
        let mut out = String::new();
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.push_str(&code_under(&path));
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
            }
        }
        out
    }

    /// Every language has every message, with English's variables, and the core uses each.
    #[test]
    fn the_core_catalogue_is_whole() {
        let code = code_under(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
        let problems = CORE.problems_against(&code);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// A message's numbers follow the language: plural forms, grouping, the decimal sign.
    #[test]
    fn messages_follow_the_language() {
        let error = crate::GameError::limit(crate::Limit::Heaps, 70_000, 65_536);
        assert_eq!(
            error.to_string(),
            "the number of heaps is 70000, above the limit of 65536 (2^16)"
        );
        let german = with_language(Lang::De, || error.to_string());
        assert!(german.contains("65536 (2^16)"), "{german}");
        assert_ne!(german, error.to_string());
    }
}
