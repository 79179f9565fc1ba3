//! The page's state: the values the user chose (from a link or a form) and the [`Settings`] in
//! force, every other value derived from them. A link writes exactly the chosen values, so a
//! choice is kept across views, reloads and history, and a default is derived, never stored as
//! if chosen.
//!
//! [`PageState::from_query`] never fails: an unknown parameter, a bad value, a duplicate or an
//! over-long value is reported as a [`Notice`] and the default used in its place.
//! [`PageState::change`] applies a form's values: a field the user left at its default stays a
//! default (so a new game gets its own default limit), a changed field becomes a choice, and a
//! choice another change makes impossible is named in a notice.

pub mod comparison;
pub mod defaults;
pub mod form;
pub mod names;
pub mod params;
pub mod seal;
pub mod settings;
pub mod tasks;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use serde::Serialize;

use crate::state::params::{param, Problem, PARAMS};
use crate::state::settings::Settings;
use crate::texts::t;
use nimseq_core::game::shorten;
use nimseq_core::game::Game;

/// Longest query string read; anything longer is ignored with a notice.
pub const MAX_QUERY_LENGTH: usize = 12_000;
/// Longest single value read.
pub const MAX_VALUE_LENGTH: usize = 2_000;

/// One problem found in a link or a form, in words for the page's notice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Notice(pub String);

/// The values chosen, by parameter name, each spelled canonically.
type Chosen = BTreeMap<&'static str, String>;

/// What the page shows: the chosen values and the settings in force.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PageState {
    chosen: Chosen,
    settings: Settings,
    /// Whether the link is written sealed (`?sealed=TOKEN`, see [`seal`]): a locked view's.
    sealed: bool,
    /// The token of a sealed link changed after it was made (the page shows nothing but a
    /// notice); kept so that the state's link is the one read.
    broken: Option<String>,
}

/// A value that could not be used while resolving.
struct Failure {
    name: &'static str,
    text: String,
    problem: Problem,
}

/// The settings of some chosen values, with the values kept and those that failed.
struct Resolution {
    settings: Settings,
    kept: Chosen,
    failures: Vec<Failure>,
    notices: Vec<Notice>,
}

/// Resolves chosen values in the table's order. In a change (`changed` given), a number that
/// the change of another parameter put out of range is clamped, with a notice; every other
/// failure is left to the caller.
fn resolve(chosen: &Chosen, changed: Option<&BTreeSet<&'static str>>) -> Resolution {
    let mut r = Resolution {
        settings: Settings::default(),
        kept: Chosen::new(),
        failures: Vec::new(),
        notices: Vec::new(),
    };
    for p in &PARAMS {
        p.reset(&mut r.settings);
        let Some(text) = chosen.get(p.name) else {
            continue;
        };
        let outcome = p.set(&mut r.settings, text).or_else(|problem| {
            let bound = match problem {
                Problem::Below(lo) => lo,
                Problem::Above(hi) => hi,
                _ => return Err(problem),
            };
            match changed {
                Some(changed) if !changed.contains(p.name) => {
                    p.set(&mut r.settings, &bound.to_string())?;
                    r.notices.push(Notice(t!(
                        "notice-changed-to",
                        problem = problem.describe(p.name, text),
                        bound = bound.to_string()
                    )));
                    Ok(())
                }
                _ => Err(problem),
            }
        });
        match outcome {
            Ok(()) => {
                r.kept.insert(p.name, p.get(&r.settings));
            }
            Err(problem) => r.failures.push(Failure {
                name: p.name,
                text: text.clone(),
                problem,
            }),
        }
    }
    r
}

/// A game given with its rule attached (`sub:3,5,6/take-all`) is stored as a game and a rule,
/// unless a rule is chosen as well.
fn detach_rule(chosen: &mut Chosen) {
    let Some(game) = chosen.get("game").and_then(|t| t.parse::<Game>().ok()) else {
        return;
    };
    if game.rule() != nimseq_core::game::Rule::Normal && !chosen.contains_key("rule") {
        let rule = crate::state::names::Named::spelling(game.rule());
        chosen.insert("rule", rule.to_string());
        chosen.insert("game", game.spec());
    }
}

/// The raw values of a query, first occurrence of each known parameter, with notices for the
/// rest.
fn read_query(query: &str) -> (Chosen, Vec<Notice>) {
    let mut chosen = Chosen::new();
    let mut notices = Vec::new();
    let query = query.strip_prefix('?').unwrap_or(query);
    if query.len() > MAX_QUERY_LENGTH {
        notices.push(Notice(t!(
            "notice-query-too-long",
            length = query.len().to_string(),
            limit = MAX_QUERY_LENGTH.to_string()
        )));
        return (chosen, notices);
    }
    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        let Some(p) = param(&key) else {
            if !key.is_empty() {
                notices.push(Notice(t!("notice-unknown-parameter", name = shorten(&key))));
            }
            continue;
        };
        if chosen.contains_key(p.name) {
            notices.push(Notice(t!("notice-duplicate", name = p.name)));
        } else if value.len() > MAX_VALUE_LENGTH {
            notices.push(Notice(t!(
                "notice-value-too-long",
                name = p.name,
                length = value.len().to_string(),
                limit = MAX_VALUE_LENGTH.to_string()
            )));
        } else {
            chosen.insert(p.name, value.into_owned());
        }
    }
    (chosen, notices)
}

impl PageState {
    /// Reads a query string (with or without the leading `?`). Never fails: problems become
    /// notices, and the defaults are used in their place.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::{PageState, View};
    /// let (state, notices) = PageState::from_query("?view=heatmap&max=300&tint=red");
    /// assert_eq!(state.settings().view, View::Heatmap);
    /// assert_eq!(state.settings().max, 300);
    /// assert_eq!(notices.len(), 1); // "tint" is unknown
    /// assert_eq!(state.to_query(), "?view=heatmap&max=300");
    /// ```
    pub fn from_query(query: &str) -> (PageState, Vec<Notice>) {
        match seal::sealed_part(query) {
            Some((token, others)) => PageState::from_sealed(&token, &others),
            None => PageState::from_plain_query(query),
        }
    }

    /// Reads a query that is not sealed.
    fn from_plain_query(query: &str) -> (PageState, Vec<Notice>) {
        let (mut chosen, mut notices) = read_query(query);
        detach_rule(&mut chosen);
        let r = resolve(&chosen, None);
        for f in &r.failures {
            notices.push(used_instead(f, &r.settings));
        }
        notices.extend(r.notices);
        (
            PageState {
                chosen: r.kept,
                settings: r.settings,
                sealed: false,
                broken: None,
            },
            notices,
        )
    }

    /// Reads a sealed link's `token`; the parameters beside it (`others`) are ignored, with a
    /// notice. A token changed after it was made gives a locked, empty embed that says so.
    fn from_sealed(token: &str, others: &[String]) -> (PageState, Vec<Notice>) {
        let mut notices: Vec<Notice> = others
            .iter()
            .map(|name| Notice(t!("notice-sealed-beside", name = shorten(name))))
            .collect();
        match seal::unseal(token) {
            seal::Unsealed::Intact(query) if seal::sealed_part(&query).is_none() => {
                let (mut state, more) = PageState::from_plain_query(&query);
                notices.extend(more);
                state.sealed = true;
                (state, notices)
            }
            _ => {
                let (mut state, _) = PageState::from_plain_query("?embed=1&lock=1");
                state.sealed = true;
                state.broken = Some(token.to_string());
                notices.push(Notice(t!("notice-seal-broken")));
                (state, notices)
            }
        }
    }

    /// The same state, its link written sealed (`?sealed=TOKEN`): for a locked view's embed.
    pub fn sealed(&self) -> PageState {
        PageState {
            sealed: true,
            ..self.clone()
        }
    }

    /// Whether the link is sealed.
    pub fn is_sealed(&self) -> bool {
        self.sealed
    }

    /// Whether the link was sealed and then changed (the page shows only a notice).
    pub fn is_broken(&self) -> bool {
        self.broken.is_some()
    }

    /// The settings in force.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether the user chose the value of parameter `name` (in a link or a form).
    pub fn is_chosen(&self, name: &str) -> bool {
        self.chosen.contains_key(name)
    }

    /// The value of parameter `name` in force, spelled as in links (empty for an unknown name).
    pub fn spelling(&self, name: &str) -> String {
        spelled(name, &self.settings)
    }

    /// The query string (with the leading `?`) that restores this state: every chosen value,
    /// in the table's order.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::PageState;
    /// assert_eq!(PageState::default().to_query(), "?");
    /// let (state, _) = PageState::from_query("?limit=1000000&game=octal:0.16");
    /// assert_eq!(state.to_query(), "?game=octal:0.16&limit=1000000");
    /// ```
    pub fn to_query(&self) -> String {
        if let Some(token) = &self.broken {
            return format!("?{}={}", seal::SEALED, encode(token));
        }
        let plain = self.plain_query();
        if self.sealed {
            format!("?{}={}", seal::SEALED, seal::seal(&plain))
        } else {
            plain
        }
    }

    /// The query string of every chosen value, never sealed.
    pub fn plain_query(&self) -> String {
        let mut q = String::from("?");
        for p in &PARAMS {
            if let Some(value) = self.chosen.get(p.name) {
                if q.len() > 1 {
                    q.push('&');
                }
                let _ = write!(q, "{}={}", p.name, encode(value));
            }
        }
        q
    }

    /// Applies a form's values (`name`, text) and returns the new state with notices.
    ///
    /// - Empty text takes a choice back: the default is derived again.
    /// - A field still showing its default, unchosen, stays a default: when the game changes,
    ///   the limit stays `auto` unless the user chose one.
    /// - Anything else is the user's choice. A bad value is named in a notice and the value in
    ///   force before stays. A choice the change makes impossible (an octal game when the rule
    ///   becomes misère) is dropped with a notice; a number put out of range (the slice when
    ///   `N` shrinks) is clamped with a notice.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::PageState;
    /// let (state, _) = PageState::from_query("?game=octal:0.16&limit=1000000");
    /// // "Show" with every field as it was keeps the limit.
    /// let (same, notices) = state.change(&[("game", "octal:0.16"), ("limit", "1000000")]);
    /// assert_eq!((same.settings().limit, notices.len()), (Some(1_000_000), 0));
    /// // A new game keeps the chosen limit; an unchosen one stays `auto`.
    /// let (other, _) = state.change(&[("game", "sub:1,4"), ("limit", "1000000")]);
    /// assert_eq!(other.settings().limit, Some(1_000_000));
    /// let (fresh, _) = PageState::default().change(&[("game", "octal:0.77"), ("limit", "auto")]);
    /// assert_eq!(fresh.settings().limit, None);
    /// ```
    pub fn change<K: AsRef<str>, V: AsRef<str>>(
        &self,
        changes: &[(K, V)],
    ) -> (PageState, Vec<Notice>) {
        let mut chosen = self.chosen.clone();
        let mut changed = BTreeSet::new();
        for p in &PARAMS {
            let Some((_, text)) = changes.iter().find(|(k, _)| k.as_ref() == p.name) else {
                continue;
            };
            let text = text.as_ref().trim();
            if text.len() > MAX_VALUE_LENGTH {
                continue;
            }
            let before = self.chosen.get(p.name);
            let untouched = match before {
                Some(value) => value == text,
                None => text.is_empty() || text == p.get(&self.settings),
            };
            if untouched {
                continue;
            }
            if text.is_empty() {
                chosen.remove(p.name);
            } else {
                chosen.insert(p.name, text.to_string());
            }
            changed.insert(p.name);
        }
        if changed.contains("game") {
            detach_rule(&mut chosen);
        }
        for name in &changed {
            for reset in param(name).map_or(&[][..], |p| p.resets) {
                if !changed.contains(reset) {
                    chosen.remove(reset);
                }
            }
        }
        let mut notices = Vec::new();
        let mut r = resolve(&chosen, Some(&changed));
        // Each round settles at least one failure; there are at most as many as parameters.
        for _ in 0..PARAMS.len() {
            let Some(f) = r.failures.first() else { break };
            let name = f.name;
            if changed.contains(name) {
                // The user's new value: drop the earlier choices it conflicts with, if that
                // makes it usable; else keep the value in force before.
                let context = param(name).map_or(&[][..], |p| p.context);
                let conflicting: Vec<&'static str> = context
                    .iter()
                    .copied()
                    .filter(|c| chosen.contains_key(c) && !changed.contains(c))
                    .collect();
                if !f.problem.is_intrinsic() && !conflicting.is_empty() {
                    let mut without = chosen.clone();
                    for c in &conflicting {
                        without.remove(c);
                    }
                    let attempt = resolve(&without, Some(&changed));
                    if attempt.failures.iter().all(|g| g.name != name) {
                        for c in conflicting {
                            notices.push(Notice(t!(
                                "notice-conflict",
                                chosen = format!("{c}={}", shorten(&chosen[c])),
                                changed = format!("{name}={}", shorten(&f.text)),
                                used = spelled(c, &attempt.settings),
                            )));
                        }
                        chosen = without;
                        r = attempt;
                        continue;
                    }
                }
                let message = f.problem.describe(name, &f.text);
                match self.chosen.get(name) {
                    Some(old) => chosen.insert(name, old.clone()),
                    None => chosen.remove(name),
                };
                changed.remove(name);
                r = resolve(&chosen, Some(&changed));
                let used = spelled(name, &r.settings);
                notices.push(Notice(t!(
                    "notice-used-instead",
                    problem = message,
                    used = used
                )));
            } else {
                // An earlier choice the change made impossible.
                let f = r.failures.remove(0);
                chosen.remove(f.name);
                r = resolve(&chosen, Some(&changed));
                notices.push(used_instead(&f, &r.settings));
            }
        }
        notices.extend(r.notices);
        (
            PageState {
                chosen: r.kept,
                settings: r.settings,
                sealed: self.sealed,
                broken: self.broken.clone(),
            },
            notices,
        )
    }
}

/// The value of parameter `name` in `settings`, spelled as in links (empty for an unknown
/// name).
fn spelled(name: &str, settings: &Settings) -> String {
    param(name).map_or_else(String::new, |p| p.get(settings))
}

/// "“max=abc” is not a whole number; 200 was used."
fn used_instead(f: &Failure, settings: &Settings) -> Notice {
    let used = spelled(f.name, settings);
    Notice(t!(
        "notice-used-instead",
        problem = f.problem.describe(f.name, &f.text),
        used = used
    ))
}

/// Percent-encodes a value, keeping the characters a game spec uses readable.
fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || b":,.-_~/@;*".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::names::{HintLevel, View};
    use nimseq_core::draw::{Axes, Metric, Scale};
    use nimseq_core::play::{Board, Opponent, Player};
    use nimseq_core::sweep::Dims;

    fn read(query: &str) -> (PageState, Vec<String>) {
        let (state, notices) = PageState::from_query(query);
        (state, notices.into_iter().map(|n| n.0).collect())
    }

    fn change(state: &PageState, changes: &[(&str, &str)]) -> (PageState, Vec<String>) {
        let (state, notices) = state.change(changes);
        (state, notices.into_iter().map(|n| n.0).collect())
    }

    #[test]
    fn a_value_the_view_cannot_honour_is_named() {
        // A limit past what the game's method computes (Lasker's Nim: 32767).
        let (state, notices) = PageState::from_query("?game=tb:4.[3]&limit=100000");
        assert_eq!(state.settings().limit, None);
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert!(notices[0].0.contains("limit=100000"), "{notices:?}");
        let (state, notices) = PageState::from_query("?game=tb:4.[3]&limit=32767");
        assert_eq!((state.settings().limit, notices.len()), (Some(32_767), 0));
        // A window outside the map is named, never clamped in silence.
        for q in [
            "?view=heatmap&max=30&window=1,100,1,100",
            "?view=heatmap&max=30&window=50,60,50,60",
            "?view=heatmap&dims=3&max=30&slice=10&window=1,12,1,5",
        ] {
            let (state, notices) = PageState::from_query(q);
            assert_eq!(state.settings().window, None, "{q}");
            assert_eq!(notices.len(), 1, "{q}: {notices:?}");
            assert!(notices[0].0.contains("columns"), "{q}: {notices:?}");
        }
        let (state, notices) =
            PageState::from_query("?view=heatmap&dims=3&max=30&slice=10&window=1,9,1,5");
        assert!(
            state.settings().window.is_some() && notices.is_empty(),
            "{notices:?}"
        );
    }

    #[test]
    fn defaults_without_parameters() {
        assert_eq!(read(""), (PageState::default(), vec![]));
        assert_eq!(read("?"), (PageState::default(), vec![]));
    }

    #[test]
    fn a_full_heatmap_link() {
        let q = "?view=heatmap&game=sub:3,5,6&rule=take-all&dims=3&max=50&axes=ac&slice=20&metric=theory&scale=log&cap=4096";
        let (s, n) = read(q);
        assert!(n.is_empty(), "{n:?}");
        let v = s.settings();
        assert_eq!(v.view, View::Heatmap);
        assert_eq!(v.game.to_string(), "sub:3,5,6/take-all");
        assert_eq!(
            (v.dims, v.max, v.axes, v.slice),
            (Dims::Triples, 50, Axes::Ac, 20)
        );
        assert_eq!(
            (v.metric, v.scale, v.cap),
            (Metric::Theory, Scale::Log, 4096)
        );
        assert_eq!(s.to_query(), q);
    }

    #[test]
    fn bad_values_fall_back_with_notices() {
        let (s, n) = read("?view=space&game=sub:0&max=-4&dims=9&metric=colour&embed=maybe");
        assert_eq!(s, PageState::default());
        assert_eq!(n.len(), 6, "{n:?}");
        assert_eq!(
            n[0],
            "“view=space” is not one of: sequence heatmap conjecture play atlas compare quotient; sequence was used."
        );
        assert!(
            n[1].contains("0 cannot be in a subtraction set"),
            "{}",
            n[1]
        );
        assert!(n.contains(&"“max=-4” is not a whole number; 200 was used.".to_string()));
    }

    #[test]
    fn markup_and_huge_values_are_only_quoted() {
        let (s, n) =
            read("?game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&max=18446744073709551616");
        assert_eq!(s, PageState::default());
        assert_eq!(n.len(), 2);
        assert!(n[0].contains("<img src=x onerror=alert(1)>"));
        assert!(n[1].contains("is above 2048"));
        let long = format!("?game={}", "1,".repeat(5000));
        let (s, n) = read(&long);
        assert_eq!(s, PageState::default());
        assert!(n[0].contains("over the limit"));
    }

    #[test]
    fn duplicates_keep_the_first() {
        let (s, n) = read("?view=heatmap&view=sequence");
        assert_eq!(s.settings().view, View::Heatmap);
        assert_eq!(n.len(), 1);
    }

    #[test]
    fn a_rule_attached_to_the_game_is_kept() {
        let (s, n) = read("?game=sub:3,5,6/take-all");
        assert!(n.is_empty());
        assert_eq!(s.to_query(), "?game=sub:3,5,6&rule=take-all");
        let (s, _) = read("?game=sub:3,5,6/take-all&rule=misere");
        assert_eq!(s.settings().game.to_string(), "sub:3,5,6/misere");
    }

    #[test]
    fn octal_rule_conflict_is_a_notice() {
        let (s, n) = read("?game=octal:0.77&rule=misere");
        assert_eq!(s.settings().game.to_string(), "octal:0.77");
        assert_eq!(n.len(), 1);
        assert!(n[0].contains("octal and take-and-break games"), "{n:?}");
    }

    #[test]
    fn slice_is_checked_against_the_axes() {
        let (s, n) = read("?view=heatmap&dims=3&max=30&axes=bc&slice=29");
        assert_eq!(s.settings().slice, 1);
        assert_eq!(n.len(), 1);
        let (s, _) = read("?view=heatmap&dims=3&max=30&axes=ab");
        assert_eq!(s.settings().slice, 30);
    }

    #[test]
    fn four_element_maps_read_c_and_d_and_name_bad_values() {
        let q = "?view=heatmap&dims=4&max=30&slice=20&c=12";
        let (s, n) = read(q);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!((s.settings().slice, s.settings().third), (20, 12));
        assert_eq!(s.to_query(), q);
        // Defaults: d = max, c = d - 1.
        let (s, _) = read("?view=heatmap&dims=4&max=30");
        assert_eq!((s.settings().slice, s.settings().third), (30, 29));
        // c must be below d, and at least 3.
        for (bad, says) in [
            ("c=20", "above 19"),
            ("c=2", "below 3"),
            ("c=x", "whole number"),
        ] {
            let (s, n) = read(&format!("?view=heatmap&dims=4&max=30&slice=20&{bad}"));
            assert_eq!(s.settings().third, 19, "{bad}");
            assert_eq!(n.len(), 1, "{bad}: {n:?}");
            assert!(
                n[0].contains(&format!("“{bad}”")) && n[0].contains(says),
                "{n:?}"
            );
        }
        let (_, n) = read("?view=heatmap&dims=4&max=61");
        assert!(n.len() == 1 && n[0].contains("above 60"), "{n:?}");
        let (s, n) = read("?view=heatmap&dims=4&max=30&slice=31");
        assert_eq!(s.settings().slice, 30);
        assert!(n.len() == 1 && n[0].contains("above 30"), "{n:?}");
        // Moving d below the chosen c keeps the user's c as far as it can, and says so.
        let (s, _) = read(q);
        let (t, n) = s.change(&[("slice", "10")]);
        assert_eq!((t.settings().slice, t.settings().third), (10, 9));
        assert_eq!(n.len(), 1, "{n:?}");
        assert!(n[0].0.contains("c="), "{n:?}");
        // The conjecture view has no 4-element sets.
        let (s, n) = read("?view=conjecture&dims=4&max=20");
        assert_eq!(s.settings().dims, Dims::Pairs);
        assert!(n.len() == 1 && n[0].contains("{a, b, c, d}"), "{n:?}");
    }

    #[test]
    fn a_board_link_round_trips() {
        let q = "?view=play&game=octal:0.77&heaps=7,3&turn=2&vs=human&hints=1";
        let (s, n) = read(q);
        assert!(n.is_empty(), "{n:?}");
        let v = s.settings();
        assert_eq!(v.heaps.sizes(), [7, 3]);
        assert_eq!(
            (v.turn, v.vs, v.hints),
            (Player::Two, Opponent::Human, HintLevel::Values)
        );
        assert_eq!(s.to_query(), q);
        let mixed = "?view=play&game=sub:1,2&rule=normal&heaps=sub:1,3@5;octal:0.07@6;4&turn=1&vs=computer&hints=0";
        let (s, n) = read(mixed);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.settings().heaps.sizes(), [5, 6, 4]);
        assert_eq!(s.to_query(), mixed);
    }

    #[test]
    fn a_bad_board_falls_back_to_the_default() {
        let too_many = format!("heaps={}", ["1"; 65].join(","));
        for bad in [
            "heaps=7,,3",
            "heaps=2000",
            &too_many,
            "heaps=x@3",
            "turn=3",
            "vs=cat",
            "hints=2",
            "moves=0:3",
            "moves=0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1,0:1",
            "moves=x",
        ] {
            let (s, n) = read(&format!("?view=play&game=sub:1,2&{bad}"));
            assert_eq!(n.len(), 1, "{bad}: {n:?}");
            let v = s.settings();
            assert_eq!(v.heaps, Board::default_for(&v.game), "{bad}");
            assert_eq!(
                (v.turn, v.vs, v.hints),
                (Player::One, Opponent::Computer, HintLevel::Off)
            );
        }
        // Normal and misère heaps cannot share a board (a heap without a rule plays the
        // link's: only one that spells normal play mixes).
        let (_, n) = read("?view=play&game=sub:1,2&rule=misere&heaps=3;sub:1,3/normal@4");
        assert!(n[0].contains("misère"), "{n:?}");
        let (_, n) = read("?view=play&game=sub:1,2&rule=misere&heaps=3;sub:1,3@4");
        assert!(n.is_empty(), "{n:?}");
    }

    #[test]
    fn a_chosen_limit_survives_show_views_and_new_games() {
        let (s, _) = read("?view=sequence&game=octal:0.16&limit=1000000");
        let (s, n) = change(
            &s,
            &[
                ("game", "octal:0.16"),
                ("rule", "normal"),
                ("limit", "1000000"),
            ],
        );
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(s.settings().limit, Some(1_000_000));
        let (s, _) = change(&s, &[("view", "play")]);
        let (s, _) = change(&s, &[("view", "sequence")]);
        assert_eq!(s.settings().limit, Some(1_000_000));
        assert_eq!(s.to_query(), "?view=sequence&game=octal:0.16&limit=1000000");
        assert_eq!(read(&s.to_query()).0, s);
        // Emptied, it is a default again.
        let (s, _) = change(&s, &[("limit", "")]);
        assert_eq!(s.settings().limit, None);
        assert!(!s.is_chosen("limit"));
        assert_eq!(s.spelling("limit"), "auto");
    }

    #[test]
    fn a_bad_typed_value_keeps_the_one_before() {
        let (s, _) = read("?view=heatmap&max=300");
        let (s, n) = change(&s, &[("max", "abc")]);
        assert_eq!(s.settings().max, 300);
        assert_eq!(n, ["“max=abc” is not a whole number; 300 was used."]);
        let (s, n) = change(&s, &[("max", "99999")]);
        assert_eq!(s.settings().max, 300);
        assert_eq!(n, ["“max=99999” is above 2048; 300 was used."]);
    }

    #[test]
    fn a_grid_rule_replaces_an_octal_game_with_a_notice() {
        let (s, _) = read("?view=heatmap&game=octal:0.77");
        let (s, n) = change(&s, &[("rule", "misere")]);
        assert_eq!(s.settings().game.to_string(), "sub:2,4,7/misere");
        assert_eq!(n.len(), 1);
        assert!(
            n[0].starts_with("“game=octal:0.77” does not go with “rule=misere”"),
            "{n:?}"
        );
    }

    #[test]
    fn axes_reset_the_slice_and_a_smaller_grid_clamps_it() {
        let (s, _) = read("?view=heatmap&dims=3&max=40&slice=30");
        let (t, n) = change(&s, &[("axes", "bc")]);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(t.settings().slice, 1);
        assert!(!t.is_chosen("slice"));
        let (t, n) = change(&s, &[("max", "20")]);
        assert_eq!(t.settings().slice, 20);
        assert_eq!(n, ["“slice=30” is above 20; it was changed to 20."]);
    }

    #[test]
    fn dims_follow_the_sums_test() {
        let (s, _) = read("?view=conjecture&test=sums");
        assert_eq!(s.settings().dims, Dims::Triples);
        let (_, n) = read("?view=conjecture&test=sums&dims=2");
        assert_eq!(n.len(), 1, "{n:?}");
        // Switching to the sums test drops a chosen dims=2 with a notice.
        let (s, _) = read("?view=conjecture&dims=2&max=30");
        let (s, n) = change(&s, &[("test", "sums")]);
        assert_eq!(s.settings().dims, Dims::Triples);
        assert_eq!(n.len(), 1, "{n:?}");
    }
}
