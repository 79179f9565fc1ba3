//! The page's words in every language: its catalogue ([`PAGE`], Project Fluent's `.ftl` files
//! under `page/locales/<language>/`, one per view and one for what the views share), written in
//! the language of the link (`lang`) or else the reader's ([`set_reader_languages`]).
//!
//! Every word the page shows comes from a catalogue: the texts this layer writes (`t!`), the
//! words of the page's markup (elements marked `data-t="id"`, filled by [`texts`]) and the few
//! its scripts write (`text` at the boundary). The core's own words (errors, rules, moves)
//! come from its catalogue ([`nimseq_core::words::CORE`]) in the same language.
//!
//! # Examples
//! ```
//! use nimseq_core::words::{with_language, Lang};
//! use nimseq_page::texts;
//! let ids = vec!["choice-view-play".to_string()];
//! assert_eq!(texts(&ids)["choice-view-play"], "Play");
//! assert_eq!(with_language(Lang::De, || texts(&ids))["choice-view-play"], "Spielen");
//! ```

use std::cell::Cell;
use std::collections::BTreeMap;

use nimseq_core::words::{Catalogue, Lang};

/// The page's messages, in every language.
pub static PAGE: Catalogue = Catalogue::new([
    &[
        include_str!("../locales/en/page.ftl"),
        include_str!("../locales/en/markup.ftl"),
        include_str!("../locales/en/sequence.ftl"),
        include_str!("../locales/en/exercise.ftl"),
        include_str!("../locales/en/play.ftl"),
        include_str!("../locales/en/compare.ftl"),
        include_str!("../locales/en/quotient.ftl"),
        include_str!("../locales/en/grid.ftl"),
        include_str!("../locales/en/heatmap.ftl"),
        include_str!("../locales/en/conjecture.ftl"),
        include_str!("../locales/en/atlas.ftl"),
        include_str!("../locales/en/embed.ftl"),
        include_str!("../locales/en/figures.ftl"),
    ],
    &[
        include_str!("../locales/de/page.ftl"),
        include_str!("../locales/de/markup.ftl"),
        include_str!("../locales/de/sequence.ftl"),
        include_str!("../locales/de/exercise.ftl"),
        include_str!("../locales/de/play.ftl"),
        include_str!("../locales/de/compare.ftl"),
        include_str!("../locales/de/quotient.ftl"),
        include_str!("../locales/de/grid.ftl"),
        include_str!("../locales/de/heatmap.ftl"),
        include_str!("../locales/de/conjecture.ftl"),
        include_str!("../locales/de/atlas.ftl"),
        include_str!("../locales/de/embed.ftl"),
        include_str!("../locales/de/figures.ftl"),
    ],
    &[
        include_str!("../locales/fr/page.ftl"),
        include_str!("../locales/fr/markup.ftl"),
        include_str!("../locales/fr/sequence.ftl"),
        include_str!("../locales/fr/exercise.ftl"),
        include_str!("../locales/fr/play.ftl"),
        include_str!("../locales/fr/compare.ftl"),
        include_str!("../locales/fr/quotient.ftl"),
        include_str!("../locales/fr/grid.ftl"),
        include_str!("../locales/fr/heatmap.ftl"),
        include_str!("../locales/fr/conjecture.ftl"),
        include_str!("../locales/fr/atlas.ftl"),
        include_str!("../locales/fr/embed.ftl"),
        include_str!("../locales/fr/figures.ftl"),
    ],
]);

/// A message of the page's catalogue ([`PAGE`]) in the current language: `t!("id")`,
/// `t!("id", count = n)`.
macro_rules! t {
    ($($tokens:tt)+) => {
        nimseq_core::text!($crate::texts::PAGE, $($tokens)+)
    };
}
pub(crate) use t;

thread_local! {
    static READER: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Takes the reader's languages, most wanted first (the browser's `navigator.languages`): the
/// page speaks the first it has a catalogue for when the link chooses none, else English.
pub fn set_reader_languages(tags: &[String]) {
    READER.with(|reader| reader.set(Lang::first_of(tags.iter().map(String::as_str))));
}

/// The language the page speaks when the link chooses none: the reader's
/// ([`set_reader_languages`]), else English.
pub fn reader_language() -> Lang {
    READER.with(Cell::get)
}

/// Messages `ids` of the page's catalogue in the current language, by id (the words of the
/// page's markup, and those its scripts write).
pub fn texts(ids: &[String]) -> BTreeMap<String, String> {
    ids.iter()
        .map(|id| (id.clone(), PAGE.text(id, None)))
        .collect()
}

/// An argument a script gives a message: a number (written as the language writes numbers,
/// and choosing its plural forms) or a text.
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
#[serde(untagged)]
pub enum Argument {
    /// A number.
    Number(f64),
    /// A text.
    Text(String),
}

/// Message `id` of the page's catalogue in the current language, with `args` (a script's
/// words: `Link copied.`, `Page { $page } of { $pages }`).
///
/// # Examples
/// ```
/// use std::collections::BTreeMap;
/// use nimseq_page::texts::{text, Argument};
/// let args = BTreeMap::from([("value".to_string(), Argument::Number(1274.0))]);
/// assert_eq!(text("form-ready", &BTreeMap::new()), "✓ ready");
/// let args = BTreeMap::from([("why".to_string(), Argument::Text("no memory".into()))]);
/// assert_eq!(text("notice-start-failed", &args), "nimseq could not start: no memory");
/// ```
pub fn text(id: &str, args: &BTreeMap<String, Argument>) -> String {
    let mut fluent = nimseq_core::words::Args::new();
    for (name, value) in args {
        match value {
            Argument::Number(n) => fluent.set(name.as_str(), *n),
            Argument::Text(t) => fluent.set(name.as_str(), t.as_str()),
        }
    }
    PAGE.text(id, Some(&fluent))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::words::with_language;
    use std::path::{Path, PathBuf};

    /// The workspace's root.
    fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    /// Every file under `dir` whose name ends with one of `endings`.
    fn files(dir: &Path, endings: &[&str]) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.extend(files(&path, endings));
            } else if endings.iter().any(|e| path.to_string_lossy().ends_with(e)) {
                out.push(path);
            }
        }
        out.sort();
        out
    }

    /// The text of everything that may ask for a page message: this layer, the boundary, the
    /// page's scripts and markup.
    fn code() -> String {
        let mut out = String::new();
        for (dir, endings) in [
            ("page/src", &[".rs"][..]),
            ("web/src", &[".rs"][..]),
            ("www", &[".js", ".html"][..]),
        ] {
            for path in files(&root().join(dir), endings) {
                out.push_str(&std::fs::read_to_string(path).unwrap_or_default());
            }
        }
        out
    }

    /// Every language has every message, with English's variables, and some code uses each.
    #[test]
    fn the_page_catalogue_is_whole() {
        let problems = PAGE.problems_against(&code());
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// HTML's few entities, as the browser reads them.
    fn unescape(text: &str) -> String {
        text.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
    }

    /// The markup's marked words, as the HTML writes them: `(file, id, English in the HTML)`.
    fn marked() -> Vec<(String, String, String)> {
        let mut out = Vec::new();
        for path in files(&root().join("www"), &[".html"]) {
            let html = std::fs::read_to_string(&path).unwrap_or_default();
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into());
            for (mark, attribute) in [
                ("data-t=\"", None),
                ("data-t-label=\"", Some("aria-label=\"")),
                ("data-t-title=\"", Some("title=\"")),
                ("data-t-placeholder=\"", Some("placeholder=\"")),
            ] {
                for (at, _) in html.match_indices(mark) {
                    let id_start = at + mark.len();
                    let id = &html[id_start..id_start + html[id_start..].find('"').unwrap_or(0)];
                    let tag_start = html[..at].rfind('<').unwrap_or(0);
                    let tag_end = at + html[at..].find('>').unwrap_or(0);
                    let tag = &html[tag_start..tag_end];
                    let english = match attribute {
                        None => {
                            let rest = &html[tag_end + 1..];
                            rest[..rest.find('<').unwrap_or(rest.len())].to_string()
                        }
                        Some(attribute) => tag.find(attribute).map_or_else(
                            || format!("(no {attribute} in {tag})"),
                            |a| {
                                let value = &tag[a + attribute.len()..];
                                value[..value.find('"').unwrap_or(0)].to_string()
                            },
                        ),
                    };
                    let english =
                        unescape(&english.split_whitespace().collect::<Vec<_>>().join(" "));
                    out.push((name.clone(), id.to_string(), english));
                }
            }
        }
        out
    }

    /// The markup's English words are the English catalogue's, each marked element holds text
    /// alone, and every language has them.
    #[test]
    fn the_markup_says_what_the_catalogue_says() {
        let marks = marked();
        assert!(marks.len() > 20, "{marks:?}");
        let mut wrong = Vec::new();
        for (file, id, english) in &marks {
            if !PAGE.has(Lang::En, id) {
                wrong.push(format!("{file}: {id} is in no catalogue"));
                continue;
            }
            let catalogue = PAGE.text_in(Lang::En, id, None);
            if catalogue != *english {
                wrong.push(format!(
                    "{file}: {id}: the HTML says “{english}”, the catalogue “{catalogue}”"
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn a_script_asks_for_words_with_numbers_and_texts() {
        let args = BTreeMap::from([("why".to_string(), Argument::Text("no memory".into()))]);
        assert_eq!(
            text("notice-workers-failed", &args),
            "The compute workers could not start: no memory"
        );
        assert_eq!(
            with_language(Lang::De, || texts(&["cancel".into()]))["cancel"],
            "Abbrechen"
        );
    }
}
