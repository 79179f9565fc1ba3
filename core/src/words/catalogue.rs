//! A catalogue of messages in every language: Project Fluent's `.ftl` files, read once per
//! language when a message of it is first asked for.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast::Entry;
use fluent_syntax::parser::ParserError;
use intl_memoizer::concurrent::IntlLangMemoizer;

use super::lang::{language, Lang};
use super::numbers::in_language;

/// A message's arguments, by name: `args.set("count", 3)`, `args.set("game", "Kayles")`.
pub type Args<'a> = FluentArgs<'a>;

type Bundle = FluentBundle<FluentResource>;

/// The messages of one part of nimseq (the core's, the page's), in every [`Lang`]: for each
/// language, the text of its `.ftl` files.
pub struct Catalogue {
    sources: [&'static [&'static str]; Lang::ALL.len()],
    bundles: [OnceLock<Bundle>; Lang::ALL.len()],
}

/// Numbers in a message as `L`'s language writes them: grouped in threes, with its decimal sign
/// (`NUMBER($n, useGrouping: "false")` leaves the digits as they are).
fn numbers<const L: usize>(value: &FluentValue, _: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let plain = number.as_string();
    let lang = Lang::ALL[L];
    Some(in_language(&plain, lang, number.options.use_grouping))
}

/// French text as French typography sets it: the space before `:`, `;`, `?`, `!` and inside
/// `« »` is a narrow no-break space, so that a line never starts with the sign (the catalogues
/// write a plain space, which is easier to read and to edit).
fn french_spaces(text: &str) -> Cow<'_, str> {
    if !text.contains([':', ';', '?', '!', '«', '»']) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.replace(" :", "\u{202f}:")
            .replace(" ;", "\u{202f};")
            .replace(" ?", "\u{202f}?")
            .replace(" !", "\u{202f}!")
            .replace("« ", "«\u{202f}")
            .replace(" »", "\u{202f}»"),
    )
}

/// Each language's number formatter, by its place in [`Lang::ALL`].
const FORMATTERS: [fn(&FluentValue, &IntlLangMemoizer) -> Option<String>; 3] =
    [numbers::<0>, numbers::<1>, numbers::<2>];

impl Catalogue {
    /// A catalogue of the `.ftl` texts of each language, in the order of [`Lang::ALL`].
    pub const fn new(sources: [&'static [&'static str]; Lang::ALL.len()]) -> Catalogue {
        Catalogue {
            sources,
            bundles: [OnceLock::new(), OnceLock::new(), OnceLock::new()],
        }
    }

    fn bundle(&self, lang: Lang) -> &Bundle {
        self.bundles[lang.index()].get_or_init(|| {
            let id = lang
                .code()
                .parse()
                .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
            let mut bundle = Bundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(FORMATTERS[lang.index()]));
            if lang == Lang::Fr {
                bundle.set_transform(Some(french_spaces));
            }
            // A file that does not read keeps what it could read (the tests read every file
            // without an error); a message given twice keeps its first text.
            for (resource, _) in self.read(lang) {
                let _ = bundle.add_resource(resource);
            }
            bundle
        })
    }

    /// Message `id` in the current [`language`] (in English where that language lacks it).
    pub fn text(&self, id: &str, args: Option<&Args>) -> String {
        self.text_in(language(), id, args)
    }

    /// Message `id` in `lang` (in English where `lang` lacks it; the id itself where English
    /// lacks it too, which the tests of each catalogue rule out).
    pub fn text_in(&self, lang: Lang, id: &str, args: Option<&Args>) -> String {
        for lang in [lang, Lang::En] {
            let bundle = self.bundle(lang);
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors);
                debug_assert!(errors.is_empty(), "message {id} in {lang:?}: {errors:?}");
                return text.into_owned();
            }
        }
        debug_assert!(false, "no message {id}");
        id.to_string()
    }

    /// Whether `lang`'s files hold message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// The problems Fluent finds reading `lang`'s files (none, as the tests check).
    pub fn problems(&self, lang: Lang) -> Vec<String> {
        self.read(lang)
            .flat_map(|(_, errors)| errors.into_iter().map(|e| format!("{e:?}")))
            .collect()
    }

    /// `lang`'s files, each read into a resource with the problems Fluent found reading it.
    fn read(&self, lang: Lang) -> impl Iterator<Item = (FluentResource, Vec<ParserError>)> + '_ {
        self.sources[lang.index()].iter().map(|source| {
            match FluentResource::try_new((*source).to_string()) {
                Ok(resource) => (resource, Vec::new()),
                Err((resource, errors)) => (resource, errors),
            }
        })
    }
}

/// The variables message `id`'s pattern uses (`$count`, `$game`), sorted.
fn variables(entry: &fluent_syntax::ast::Message<&str>) -> Vec<String> {
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => out.push(id.name.to_string()),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut Vec<String>) {
        match e {
            Expression::Inline(e) => inline(e, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
        }
    }
    fn pattern(p: &Pattern<&str>, out: &mut Vec<String>) {
        for element in &p.elements {
            if let PatternElement::Placeable { expression } = element {
                expr(expression, out);
            }
        }
    }
    let mut out = Vec::new();
    if let Some(value) = &entry.value {
        pattern(value, &mut out);
    }
    out.sort();
    out.dedup();
    out
}

impl Catalogue {
    /// What is wrong with the catalogue, in lines (none when it is whole): a file Fluent cannot
    /// read, a message some language lacks or has beyond English, a message whose variables
    /// differ from English's, and a message no code uses (`code`: the text of every file that
    /// may ask for one, where each id used appears quoted, `"id"` or `'id'`).
    pub fn problems_against(&self, code: &str) -> Vec<String> {
        use std::collections::BTreeMap;
        let messages = |lang: Lang| -> BTreeMap<String, Vec<String>> {
            self.read(lang)
                .flat_map(|(resource, _)| {
                    resource
                        .entries()
                        .filter_map(|entry| match entry {
                            Entry::Message(m) => Some((m.id.name.to_string(), variables(m))),
                            _ => None,
                        })
                        .collect::<Vec<_>>()
                })
                .collect()
        };
        let mut out = Vec::new();
        for lang in Lang::ALL {
            for problem in self.problems(lang) {
                out.push(format!("{}: {problem}", lang.code()));
            }
        }
        let english = messages(Lang::En);
        for lang in &Lang::ALL[1..] {
            let other = messages(*lang);
            for (id, vars) in &english {
                match other.get(id) {
                    None => out.push(format!("{}: no message {id}", lang.code())),
                    Some(v) if v != vars => out.push(format!(
                        "{}: {id} uses {v:?}, English {vars:?}",
                        lang.code()
                    )),
                    Some(_) => {}
                }
            }
            for id in other.keys().filter(|id| !english.contains_key(*id)) {
                out.push(format!("{}: {id} is not in English", lang.code()));
            }
        }
        for id in english.keys() {
            if !code.contains(&format!("\"{id}\"")) && !code.contains(&format!("'{id}'")) {
                out.push(format!("{id}: no code uses it"));
            }
        }
        out
    }
}
