//! The page's link parameters, each declared once ([`PARAMS`]): its name, the views it belongs
//! to, what its values mean, which parameters it depends on, and the setting it reads and
//! writes ([`Field`]). Reading and writing links, the notices for bad values, what JavaScript
//! is told about the forms and the manual's table (docs/links.md) all come from this table;
//! the defaults come from [`Settings::defaults`], the one place they are written.

mod field;
mod read;
mod table;

use field::Field;
use read::shorten_quoted;
pub(crate) use read::spell_window;
pub use table::PARAMS;

use crate::state::defaults::follows;
use crate::state::names::{Named, View};
use crate::state::settings::Settings;
use crate::texts::t;

/// Why a parameter's value was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Not one of the listed spellings.
    NotOneOf(String),
    /// Not a whole number.
    NotANumber,
    /// A number below the lowest allowed.
    Below(u64),
    /// A number above the highest allowed.
    Above(u64),
    /// Not usable, for the reason given (possibly because of another parameter).
    Invalid(String),
}

impl Problem {
    /// The problem in words, quoting `name=text`.
    pub fn describe(&self, name: &str, text: &str) -> String {
        let quoted = shorten_quoted(name, text);
        match self {
            Problem::NotOneOf(names) => {
                t!(
                    "problem-not-one-of",
                    quoted = quoted,
                    names = names.as_str()
                )
            }
            Problem::NotANumber => t!("problem-not-a-number", quoted = quoted),
            Problem::Below(lo) => t!("problem-below", quoted = quoted, lo = lo.to_string()),
            Problem::Above(hi) => t!("problem-above", quoted = quoted, hi = hi.to_string()),
            Problem::Invalid(why) => t!("problem-invalid", quoted = quoted, why = why.as_str()),
        }
    }

    /// Whether the value is wrong whatever the other parameters say.
    pub fn is_intrinsic(&self) -> bool {
        matches!(self, Problem::NotOneOf(_) | Problem::NotANumber)
    }
}

/// One choice of a form's list.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Choice {
    /// Its spelling in links.
    pub value: &'static str,
    /// Its label, in the current language.
    pub label: String,
}

/// What a form offers for a parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// One of a list.
    Choices(Vec<Choice>),
    /// A whole number in `lo ..= hi`.
    Number {
        /// The lowest allowed.
        lo: u64,
        /// The highest allowed.
        hi: u64,
    },
    /// Free text, checked when read.
    Text,
}

/// One link parameter.
pub struct Param {
    /// Its name in links.
    pub name: &'static str,
    /// The views it belongs to.
    pub views: &'static [View],
    /// Its values in words, for the manual (choices are listed from [`Param::input`]).
    pub about: &'static str,
    /// The parameters (earlier in the table) whose values its validity and default depend on.
    pub context: &'static [&'static str],
    /// The parameters a change of this one resets to their defaults (they mean something else
    /// afterwards: the slice of other axes fixes another element).
    pub resets: &'static [&'static str],
    /// The setting it reads and writes.
    field: &'static dyn Field,
    applies: fn(&Settings) -> bool,
}

impl Param {
    /// Sets its default ([`Settings::defaults`]), given the parameters before it (those it
    /// depends on: a parameter that depends on none has one default).
    pub fn reset(&self, settings: &mut Settings) {
        if self.context.is_empty() {
            self.field.take(settings, Settings::plain());
        } else {
            let defaults = Settings::defaults(Some(settings));
            self.field.take(settings, &defaults);
        }
    }

    /// Reads `text` into `settings`; on error `settings` is unchanged.
    ///
    /// # Errors
    /// The [`Problem`] with the value.
    pub fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem> {
        self.field.set(settings, text)
    }

    /// The value in force, spelled as in links.
    pub fn get(&self, settings: &Settings) -> String {
        self.field.get(settings)
    }

    /// What a form offers for it.
    pub fn input(&self, settings: &Settings) -> Input {
        self.field.input(settings)
    }

    /// Whether it makes a difference to what is shown (`axes` does not for pairs).
    pub fn applies(&self, settings: &Settings) -> bool {
        self.views.contains(&settings.view) && (self.applies)(settings)
    }
}

impl std::fmt::Debug for Param {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Param").field("name", &self.name).finish()
    }
}

/// Every view: the parameters every view reads.
const ALL_VIEWS: &[View] = &[
    View::Sequence,
    View::Heatmap,
    View::Conjecture,
    View::Play,
    View::Atlas,
    View::Compare,
    View::Quotient,
];

/// The parameter named `name`.
pub fn param(name: &str) -> Option<&'static Param> {
    PARAMS.iter().find(|p| p.name == name)
}

/// The manual's table of link parameters (docs/links.md), in Markdown: each parameter's
/// values, its default ([`Settings::default`]'s, or how it follows other parameters) and its
/// views.
pub fn readme_table() -> String {
    let defaults = Settings::default();
    let mut out = String::from("| parameter | values | default | views |\n|---|---|---|---|\n");
    for p in &PARAMS {
        let values = match p.input(&defaults) {
            Input::Choices(list) if p.about.is_empty() => list
                .iter()
                .map(|c| format!("`{}`", c.value))
                .collect::<Vec<_>>()
                .join(", "),
            _ => p.about.to_string(),
        };
        let default = follows(p.name)
            .map_or_else(|| p.field.default_in_words(&defaults), ToString::to_string);
        let views = if p.views == ALL_VIEWS {
            "all".to_string()
        } else {
            p.views
                .iter()
                .map(|v| v.spelling())
                .collect::<Vec<_>>()
                .join(", ")
        };
        out.push_str(&format!(
            "| `{}` | {values} | {default} | {views} |\n",
            p.name
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PageState;

    #[test]
    fn every_parameter_depends_only_on_earlier_ones() {
        for (i, p) in PARAMS.iter().enumerate() {
            for name in p.context {
                let at = PARAMS.iter().position(|q| q.name == *name);
                assert!(at.is_some_and(|at| at < i), "{} depends on {name}", p.name);
            }
            for name in p.resets {
                let at = PARAMS.iter().position(|q| q.name == *name);
                assert!(at.is_some_and(|at| at > i), "{} resets {name}", p.name);
            }
            assert_eq!(param(p.name).map(|q| q.name), Some(p.name));
        }
    }

    #[test]
    fn every_default_reads_back() {
        let mut s = Settings::default();
        for p in &PARAMS {
            p.reset(&mut s);
            let spelling = p.get(&s);
            let before = s.clone();
            assert_eq!(p.set(&mut s, &spelling), Ok(()), "{}", p.name);
            assert_eq!(s, before, "{}", p.name);
        }
        assert_eq!(s, Settings::default());
    }

    /// The manual says how a default follows other parameters exactly where it does: for each
    /// parameter, its default in links that choose other values of the parameters before it.
    #[test]
    fn the_defaults_that_follow_others_are_said_to() {
        let links = [
            "?view=conjecture&test=sums",
            "?view=heatmap&dims=3&axes=ac",
            "?view=heatmap&dims=3&axes=bc&max=30",
            "?view=heatmap&dims=4&max=30&slice=20",
            "?view=atlas",
            "?view=play&game=octal:0.77&rule=misere",
            "?view=play&game=sub:1,3/misere",
            "?view=play&embed=1",
            "?view=sequence&embed=1",
            "?view=quotient&game=octal:0.75",
        ];
        let plain = Settings::default();
        for p in &PARAMS {
            let varies = links.iter().any(|link| {
                let (state, notices) = PageState::from_query(link);
                assert!(notices.is_empty(), "{link}: {notices:?}");
                let mut s = state.settings().clone();
                p.field
                    .take(&mut s, &Settings::defaults(Some(state.settings())));
                p.get(&s) != p.get(&plain)
            });
            assert_eq!(varies, follows(p.name).is_some(), "{}", p.name);
            assert!(
                !varies || !p.context.is_empty(),
                "{} depends on others",
                p.name
            );
        }
    }

    #[test]
    fn problems_in_words() {
        let mut s = Settings::default();
        let max = param("max").unwrap();
        assert_eq!(max.set(&mut s, "abc"), Err(Problem::NotANumber));
        assert_eq!(max.set(&mut s, "1"), Err(Problem::Below(2)));
        assert_eq!(
            max.set(&mut s, "18446744073709551616"),
            Err(Problem::Above(2048))
        );
        assert_eq!(
            Problem::NotANumber.describe("max", "abc"),
            "“max=abc” is not a whole number"
        );
        let rule = param("rule").unwrap();
        s.game = "octal:0.77".parse().unwrap();
        let Err(Problem::Invalid(why)) = rule.set(&mut s, "misere") else {
            panic!("octal games have only the normal rule")
        };
        assert!(why.contains("octal"), "{why}");
    }
}
