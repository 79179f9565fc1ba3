//! What JavaScript is told about a state: every value in force, what each form field offers,
//! the game's parts for the game editor, the title; and the games typed in forms.
//! JavaScript renders this and forwards the user's changes; it never reads or builds a spelling.

use crate::texts::{t, PAGE};
use crate::words::capitalised;
use nimseq_core::words::{set_language, Lang};
use std::collections::BTreeMap;

use serde::Serialize;

use crate::state::comparison::Comparison;
use crate::state::names::{Exercise, Named, Part, View};
use crate::state::params::{Choice, Input, PARAMS};
use crate::state::settings::next_slice;
use crate::state::tasks::{AtlasTask, QuotientTask, SearchTask};
use crate::state::{Notice, PageState};
use nimseq_core::game::{Game, Rule};
use nimseq_core::sweep::Dims;
use nimseq_core::sweep::SweepSpec;

/// A state as the page's JavaScript sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Link {
    /// The link of the state (`?...`).
    pub query: String,
    /// Problems found on the way, in words.
    pub notices: Vec<Notice>,
    /// Every parameter's value in force, spelled as in links.
    pub state: BTreeMap<&'static str, String>,
    /// What each form field shows and offers.
    pub fields: BTreeMap<&'static str, Field>,
    /// The game's parts, for the game editor.
    pub game: GameForm,
    /// What the page shows, for its title and headings (`octal:0.77 (Kayles)`).
    pub title: String,
    /// The document's title, whole: `nimseq — octal:0.77 (Kayles)`.
    pub document_title: String,
    /// The link's `slice` after this one, for playing the slices (`None` at the last slice,
    /// or where no slice applies).
    pub next_slice: Option<String>,
    /// The name of the element a 3-element grid's slice fixes (`c` for axes `ab`).
    pub slice_name: String,
    /// The grid the grid views compute, named so that two states share it exactly when they
    /// share the grid (`None` outside the grid views).
    pub grid: Option<String>,
    /// The atlas the atlas view computes, named so that two states share it exactly when they
    /// share the codes (their digit before the point and how many after it) and the cap (`None`
    /// outside the atlas).
    pub atlas: Option<String>,
    /// The misère quotient the quotient view computes, named so that two states share it
    /// exactly when they share the game, its moves, the heaps and the bound (`None` outside the
    /// quotient view).
    pub quotient: Option<String>,
    /// The link to the misère quotient of the game's heaps, from the sequence view of a game
    /// under misère play (`None` otherwise: the Misère tab opens any game's).
    pub quotient_query: Option<String>,
    /// For a link read from an address (not a form's change) whose `games` do not read, what
    /// was not understood, in words: the compare view says it instead of comparing the games
    /// the canonical link falls back to (`None` otherwise, and outside the compare view).
    pub compare_rejected: Option<String>,
    /// The summary of the sequence view's folded game form: the game, and its rule when it
    /// applies and is not the normal one.
    pub setup_summary: String,
    /// The sequence view's search, named so that two states share it exactly when they share
    /// the search (moving `at` does not search again).
    pub search: String,
    /// The sequence view's game with its rule: a search of the same game with a larger limit
    /// goes on from the values of one that stopped without a period.
    pub search_game: String,
    /// The sequence view's search, as its worker is sent it (`None` outside the sequence view).
    pub search_task: Option<SearchTask>,
    /// The quotient view's misère quotient, as its worker is sent it (`None` outside the
    /// quotient view).
    pub quotient_task: Option<QuotientTask>,
    /// The atlas view's codes, as its workers are sent them (`None` outside the atlas).
    pub atlas_task: Option<AtlasTask>,
    /// The grid views' sweep, as their workers are sent it (`None` outside them, or for a
    /// grid over the limits, which the view refuses in words).
    pub sweep_task: Option<SweepSpec>,
    /// How long the search may run before it stops on its own (a search without a chosen
    /// limit), in milliseconds.
    pub budget_ms: Option<u32>,
    /// The link of the same state embedded in an iframe.
    pub embed_query: String,
    /// The link of the same state on the full page (for an embed's link back).
    pub page_query: String,
    /// The parts of the view shown (`facts`, `table`, `story`, ...): those an embed's `show`
    /// names, else every part.
    pub show: Vec<&'static str>,
    /// The parts of the view an exercise hides, for they would give its answers away (the
    /// sequence view's facts, strip, overview, ...: everything but the table, the why panel
    /// and the exercise); empty without an exercise in this view.
    pub exercise_hides: Vec<&'static str>,
    /// The sequence view's exercise in words, when the link sets one.
    pub exercise_text: Option<String>,
    /// Whether the view is locked (`lock=1`): no forms, tabs or link back, nothing that
    /// reveals what it hides.
    pub locked: bool,
    /// Whether the link was sealed and then edited: the page shows only its notice.
    pub broken: bool,
    /// The words the view uses, each with a one-line explanation shown on a tap.
    pub terms: Vec<crate::Term>,
    /// On the full page of a teaching link that leaves research material out: the link that
    /// shows it as well (`None` elsewhere).
    pub research_query: Option<String>,
    /// The sequence view's heading: the game by its code and name on a research page
    /// (`octal:0.77 (Kayles)`), by its name alone in an embed or a teaching link (`Kayles`,
    /// `The subtraction game {1, 3, 4}`).
    pub heading: String,
    /// Whether the page's footer (what its certificates are) belongs here: not on a board, a
    /// comparison or a teaching link, not in an embed.
    pub footer: bool,
    /// The language the page speaks (`en`, `de`, `fr`): the link's, else the reader's; every
    /// word of this link is in it.
    pub lang: &'static str,
}

/// One form field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Field {
    /// The value in force.
    pub value: String,
    /// Whether the user chose it (else it is derived).
    pub chosen: bool,
    /// Whether it makes a difference to the view (else the page hides or disables it).
    pub applies: bool,
    /// The choices of a list, in order.
    pub choices: Option<Vec<Choice>>,
    /// The lowest number allowed.
    pub min: Option<u64>,
    /// The highest number allowed.
    pub max: Option<u64>,
}

/// A game as the game editor shows it: its kind and the text after the kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameForm {
    /// Whether the game could be read.
    pub ok: bool,
    /// The canonical spelling, when valid.
    pub spec: Option<String>,
    /// The error in words, when not.
    pub error: Option<String>,
    /// `sub`, `octal`, `tb` or `grundy`.
    pub kind: &'static str,
    /// The set (`2,4,7`) or the code (`0.77`, `4.[3]`; empty for Grundy's game).
    pub text: String,
    /// The kinds of game, for the kind list.
    pub kinds: Vec<GameKind>,
    /// The rules the game can be played under.
    pub rules: Vec<&'static str>,
    /// The rules the board plays the game under: its rules, and for rows of an octal or
    /// take-and-break game also misère play (the rows follow the board).
    pub board_rules: Vec<&'static str>,
    /// Its spelling with its common name (`octal:0.77 (Kayles)`), empty when not valid: the
    /// sequence view's heading from the start of a search, as its answer will give it.
    pub title: String,
    /// How it is played, a sentence each (empty when not valid), as the answer gives them.
    pub in_words: Vec<String>,
}

/// A kind of game the game editor offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameKind {
    /// The prefix of its spelling (`sub`, `octal`).
    pub value: &'static str,
    /// Its name, in the page's language.
    pub label: String,
    /// An example of the text after the prefix, for the empty field.
    pub example: String,
}

/// The kinds of game the editor offers: each prefix, and the messages of its name and its
/// example (an example without words is itself).
const KINDS: [(&str, &str, &str); 4] = [
    ("sub", "kind-sub", "2, 4, 7"),
    ("octal", "kind-octal", "0.77"),
    ("tb", "kind-tb", "4.[3]"),
    ("grundy", "kind-grundy", "kind-grundy-example"),
];

/// The kinds of game the editor offers, in the page's language.
fn kinds() -> Vec<GameKind> {
    KINDS
        .iter()
        .map(|&(value, label, example)| GameKind {
            value,
            label: PAGE.text(label, None),
            example: if PAGE.has(Lang::En, example) {
                PAGE.text(example, None)
            } else {
                example.to_string()
            },
        })
        .collect()
}

/// The kind spelled `kind`, or subtraction sets for an unknown one.
fn kind_named(kind: &str) -> &'static str {
    KINDS
        .iter()
        .find(|k| k.0 == kind)
        .map_or(KINDS[0].0, |k| k.0)
}

/// Every rule's spelling.
fn every_rule() -> Vec<&'static str> {
    <Rule as Named>::ALL.iter().map(|r| r.1).collect()
}

impl GameForm {
    fn of(game: &Game) -> GameForm {
        let spec = game.spec();
        let (kind, text) = spec.split_once(':').unwrap_or((spec.as_str(), ""));
        let kind = kind_named(kind);
        let rules = match game {
            Game::Octal(_) | Game::TakeBreak(_) | Game::Tree(_) => vec![Rule::Normal.spelling()],
            Game::Subtraction { .. } => every_rule(),
        };
        let board_rules = match game {
            Game::Octal(_) | Game::TakeBreak(_) => {
                vec![Rule::Normal.spelling(), Rule::Misere.spelling()]
            }
            _ => rules.clone(),
        };
        GameForm {
            ok: true,
            text: text.to_string(),
            spec: Some(spec.clone()),
            error: None,
            kind,
            kinds: kinds(),
            rules,
            board_rules,
            title: game.title(),
            in_words: game.rules_in_words(),
        }
    }

    /// Reads a whole spelling as typed (`sub:1,2`, `octal:0.77`), optionally under a rule.
    pub fn check(spec: &str, rule: &str) -> GameForm {
        let read = spec.parse::<Game>().and_then(|g| {
            if rule.is_empty() {
                Ok(g)
            } else {
                g.with_rule(rule.parse()?)
            }
        });
        match read {
            Ok(game) => GameForm::of(&game),
            Err(e) => GameForm {
                ok: false,
                spec: None,
                error: Some(e.to_string()),
                kind: "sub",
                text: String::new(),
                kinds: kinds(),
                rules: every_rule(),
                board_rules: every_rule(),
                title: String::new(),
                in_words: Vec::new(),
            },
        }
    }

    /// Reads a kind (`sub`, `octal`) and the text after it as typed in the game editor.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::GameForm;
    /// let g = GameForm::compose("sub", " 7, 2,4");
    /// assert_eq!(g.spec.as_deref(), Some("sub:2,4,7"));
    /// let g = GameForm::compose("octal", "0.9");
    /// assert!(g.error.unwrap().contains("not an octal digit"));
    /// let g = GameForm::compose("tb", "4.[3]");
    /// assert_eq!(g.spec.as_deref(), Some("tb:4.[3]"));
    /// let g = GameForm::compose("grundy", "");
    /// assert_eq!((g.spec.as_deref(), g.kind), (Some("grundy"), "grundy"));
    /// ```
    pub fn compose(kind: &str, text: &str) -> GameForm {
        let kind = kind_named(kind);
        let spec = match kind {
            "grundy" => kind.to_string(),
            _ => format!("{kind}:{}", text.trim()),
        };
        let mut form = GameForm::check(&spec, "");
        if !form.ok {
            form.kind = kind;
            form.text = text.to_string();
        }
        form
    }
}

impl Link {
    /// Reads a URL query ([`PageState::from_query`]) in the language it asks for: this thread
    /// speaks it from now on ([`set_language`]), and the link's words, its notices among them,
    /// are in it.
    pub fn read(query: &str) -> Link {
        Link::open(query).0
    }

    /// Reads a URL query as [`Link::read`] does, and keeps the state it holds: the page reads
    /// the address once, and changes that state from then on ([`Link::change`]).
    pub fn open(query: &str) -> (Link, PageState) {
        let (state, _) = PageState::from_query(query);
        set_language(state.settings().language());
        let (state, notices) = PageState::from_query(query);
        let mut link = Link::new(&state, notices);
        if state.settings().view == View::Compare {
            link.compare_rejected =
                Comparison::rejected_in_link(query).map(|error| Comparison::not_understood(&error));
        }
        (link, state)
    }

    /// Applies a form's values to a state read before ([`PageState::change`]), in the language
    /// the result asks for (the language menu changes it), as [`Link::read`] reads a link; no
    /// link is read again.
    pub fn change(state: &PageState, changes: &[(String, String)]) -> (Link, PageState) {
        set_language(state.change(changes).0.settings().language());
        let (state, notices) = state.change(changes);
        (Link::new(&state, notices), state)
    }

    /// Everything JavaScript needs of `state`, with the notices found on the way.
    pub fn new(state: &PageState, notices: Vec<Notice>) -> Link {
        let s = state.settings();
        let mut values = BTreeMap::new();
        let mut fields = BTreeMap::new();
        for p in &PARAMS {
            let value = p.get(s);
            let (choices, min, max) = match p.input(s) {
                Input::Choices(list) => (Some(list), None, None),
                Input::Number { lo, hi } => (None, Some(lo), Some(hi)),
                Input::Text => (None, None, None),
            };
            fields.insert(
                p.name,
                Field {
                    value: value.clone(),
                    chosen: state.is_chosen(p.name),
                    applies: p.applies(s),
                    choices,
                    min,
                    max,
                },
            );
            values.insert(p.name, value);
        }
        let grid = s.is_grid_view().then(|| match s.sweep_spec() {
            Ok(spec) => format!(
                "{} {} {} {}",
                spec.dims.spelling(),
                spec.max,
                spec.cap,
                spec.rule.spelling()
            ),
            Err(e) => e.to_string(),
        });
        let search = format!("{} {}", s.game, s.search_limit());
        Link {
            atlas: (s.view == View::Atlas)
                .then(|| format!("{} {} d0={}", s.digits, s.cap, s.atlas_d0)),
            quotient: (s.view == View::Quotient)
                .then(|| format!("{} {} {}", s.game, s.upto, s.elements)),
            quotient_query: s
                .game
                .is_misere()
                .then(|| state.change(&[("view", "quotient")]).0.to_query()),
            compare_rejected: None,
            setup_summary: crate::sequence::status::setup_summary(
                &values["game"],
                &values["rule"],
                fields["rule"].applies,
            ),
            search,
            search_game: s.game.to_string(),
            search_task: (s.view == View::Sequence).then(|| SearchTask::of(s)),
            quotient_task: (s.view == View::Quotient).then(|| QuotientTask::of(s)),
            atlas_task: (s.view == View::Atlas).then(|| AtlasTask::of(s)),
            sweep_task: matches!(s.view, View::Heatmap | View::Conjecture)
                .then(|| s.sweep_spec().ok())
                .flatten(),
            budget_ms: s.search_budget_ms().map(|ms| ms as u32),
            query: state.to_query(),
            notices,
            state: values,
            fields,
            game: GameForm::of(&s.game),
            lang: s.language().code(),
            title: page_title(state),
            document_title: t!("title-document", title = page_title(state)),
            next_slice: PARAMS
                .iter()
                .find(|p| p.name == "slice")
                .filter(|p| p.applies(s))
                .and_then(|_| next_slice(s))
                .map(|next| next.to_string()),
            slice_name: match s.dims {
                nimseq_core::sweep::Dims::Quads => "d".to_string(),
                _ => s.axes.names().2.to_string(),
            },
            grid,
            embed_query: state.change(&[("embed", "1")]).0.to_query(),
            page_query: state.change(&[("embed", ""), ("show", "")]).0.to_query(),
            show: s.show.iter().map(|p| p.spelling()).collect(),
            exercise_hides: if s.view == View::Sequence && s.exercise == Exercise::Values {
                Part::of(s.view)
                    .iter()
                    .filter(|p| !matches!(p, Part::Table | Part::Why | Part::Exercise))
                    .map(|p| p.spelling())
                    .collect()
            } else {
                Vec::new()
            },
            exercise_text: (s.exercise == Exercise::Values)
                .then(|| crate::sequence::exercise::exercise_instructions(s.from)),
            locked: s.lock,
            broken: state.is_broken(),
            terms: crate::terms(s),
            research_query: research_query(state),
            heading: if s.embed || s.lock || teaching(s) {
                capitalised(&s.game.plain_name())
            } else {
                s.game.title()
            },
            footer: !(s.embed
                || s.lock
                || matches!(s.view, View::Play | View::Compare)
                || (s.view == View::Sequence && teaching(s))),
        }
    }
}

/// Whether a sequence's link teaches: it opens the why panel, steps through it or sets an
/// exercise.
fn teaching(s: &crate::Settings) -> bool {
    s.why.is_some() || s.steps || s.exercise != Exercise::Off
}

/// The link that adds a sequence's research material to a teaching link on the full page.
fn research_query(state: &PageState) -> Option<String> {
    let s = state.settings();
    if s.view != View::Sequence || s.embed || s.lock || s.exercise != Exercise::Off {
        return None;
    }
    let missing = Part::of(s.view)
        .iter()
        .any(|p| p.is_research() && !s.show.contains(p));
    missing.then(|| {
        let mut parts: Vec<Part> = s.show.clone();
        parts.extend(Part::of(s.view).iter().filter(|p| p.is_research()));
        parts.sort_unstable();
        parts.dedup();
        let spelled: Vec<&str> = parts.iter().map(|p| p.spelling()).collect();
        state.change(&[("show", spelled.join(","))]).0.to_query()
    })
}

/// The document's title: the game (with its common name), or what the grid or board shows.
pub fn page_title(state: &PageState) -> String {
    let s = state.settings();
    let game = s.game.title();
    match s.view {
        View::Sequence => game,
        View::Heatmap => t!(
            "title-heatmap",
            sets = if s.dims == Dims::Pairs {
                "{a, b}"
            } else {
                "{a, b, c}"
            },
            max = s.max.to_string()
        ),
        View::Conjecture => t!("title-conjectures"),
        View::Play => t!("title-play", game = game),
        View::Atlas => t!(
            "title-atlas",
            d0 = s.atlas_d0.to_string(),
            digits = s.digits.to_string()
        ),
        View::Compare => t!("title-compare", games = s.games.to_string()),
        View::Quotient => t!("title-quotient", game = game),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(query: &str) -> Link {
        let (state, notices) = PageState::from_query(query);
        Link::new(&state, notices)
    }

    #[test]
    fn a_teaching_link_speaks_plainly_and_leaves_research_out() {
        let research = link("?game=sub:1,3,4");
        assert_eq!(research.heading, "sub:1,3,4");
        assert!(research.footer && research.research_query.is_none());
        assert!(research.show.contains(&"theory"));
        let teaching = link("?game=sub:1,3,4&why=5");
        assert_eq!(teaching.heading, "The subtraction game {1, 3, 4}");
        assert!(!teaching.footer);
        assert!(!teaching.show.contains(&"theory") && !teaching.show.contains(&"outcomes"));
        assert!(teaching.show.contains(&"why"));
        // The research material, asked for, comes back.
        let asked = teaching
            .research_query
            .expect("a link to the research material");
        assert!(link(&asked).show.contains(&"theory"), "{asked}");
        assert_eq!(link("?game=octal:0.77&embed=1").heading, "Kayles");
        // No footer on a board or a comparison.
        assert!(!link("?view=play").footer && !link("?view=compare").footer);
    }

    #[test]
    fn a_sealed_link_is_locked_and_an_edited_one_shows_nothing() {
        let plain = "?game=sub:1,3,4&exercise=values&from=5&lock=1&embed=1";
        let (state, _) = PageState::from_query(plain);
        let sealed = state.sealed().to_query();
        assert!(sealed.starts_with("?sealed=") && !sealed.contains("exercise"));
        let opened = link(&sealed);
        assert!(opened.locked && !opened.broken && opened.notices.is_empty());
        assert_eq!(opened.query, sealed, "the page keeps the link sealed");
        assert_eq!(opened.state["from"], "5");
        let edited = sealed.replacen("sealed=", "sealed=x", 1);
        let broken = link(&edited);
        assert!(broken.broken && broken.locked);
        assert_eq!(broken.query, edited, "the edited link stays as read");
        assert_eq!(broken.notices.len(), 1, "{:?}", broken.notices);
        let beside = link(&format!("{sealed}&exercise=0"));
        assert!(!beside.broken && beside.state["exercise"] == "values");
        assert!(beside.notices[0]
            .0
            .contains("“exercise” beside it was ignored"));
    }

    #[test]
    fn fields_say_what_the_forms_offer() {
        let (state, _) = PageState::from_query("?view=heatmap&dims=3&max=30&axes=bc");
        let link = Link::new(&state, vec![]);
        let slice = &link.fields["slice"];
        assert_eq!((slice.min, slice.max), (Some(1), Some(28)));
        assert!(slice.applies && !slice.chosen);
        assert_eq!(link.slice_name, "a");
        assert!(link.fields["axes"].chosen);
        assert!(!link.fields["limit"].applies, "the heatmap has no limit");
        let metric = link.fields["metric"].choices.as_ref().unwrap();
        assert_eq!(metric[2].value, "maxvalue");
        assert_eq!(link.grid.as_deref(), Some("3 30 1048576 normal"));
        assert_eq!(link.title, "heatmap of {a, b, c} up to 30");
        assert_eq!(
            link.document_title,
            "nimseq — heatmap of {a, b, c} up to 30"
        );
        // Playing the slices: a = 1 (axes bc fix a), then 2.
        assert_eq!(link.fields["slice"].value, "1");
        assert_eq!(link.next_slice.as_deref(), Some("2"));
        let (pairs, _) = PageState::from_query("?view=heatmap&max=30");
        assert_eq!(Link::new(&pairs, vec![]).next_slice, None);
        assert_eq!(
            link.embed_query,
            "?view=heatmap&dims=3&max=30&axes=bc&embed=1"
        );
    }

    #[test]
    fn octal_games_offer_only_the_normal_rule() {
        let (state, _) = PageState::from_query("?game=octal:0.77");
        let link = Link::new(&state, vec![]);
        assert_eq!((link.game.kind, link.game.text.as_str()), ("octal", "0.77"));
        assert_eq!(link.game.rules, ["normal"]);
        assert!(!link.fields["rule"].applies);
        assert_eq!(link.fields["rule"].choices.as_ref().unwrap().len(), 1);
    }

    /// The sequence view shows the game's heading and rules as a search starts: the link's
    /// are those its answer gives (so nothing moves when the answer comes).
    #[test]
    fn the_link_names_the_game_as_its_answer_will() {
        let (state, _) = PageState::from_query("?game=octal:0.77");
        let link = Link::new(&state, vec![]);
        let game: Game = "octal:0.77".parse().unwrap();
        let (report, values) = nimseq_core::period::PeriodSearch::new(&game, 100)
            .unwrap()
            .run()
            .unwrap();
        let answer = crate::sequence::sequence_view(&game, &report, &values);
        assert_eq!(link.game.title, "octal:0.77 (Kayles)");
        assert_eq!(link.game.title, answer.title);
        assert_eq!(link.game.in_words, answer.rules);
        assert!(link.game.in_words.len() >= 2, "{:?}", link.game.in_words);
        let typed = GameForm::check("octal:0.9", "");
        assert!(!typed.ok && typed.title.is_empty() && typed.in_words.is_empty());
    }

    /// Playing the slices steps one at a time up to the last the form offers.
    #[test]
    fn slices_play_up_to_the_last() {
        for (query, next) in [
            ("?view=heatmap&dims=3&max=30&slice=10", Some(11)),
            ("?view=heatmap&dims=3&max=30&slice=30", None),
            ("?view=heatmap&dims=3&max=30&axes=bc&slice=27", Some(28)),
            ("?view=heatmap&dims=3&max=30&axes=bc&slice=28", None),
            ("?view=heatmap&dims=4&max=24&slice=23", Some(24)),
            ("?view=heatmap&dims=4&max=24&slice=24", None),
        ] {
            let (state, notices) = PageState::from_query(query);
            assert!(notices.is_empty(), "{query}: {notices:?}");
            assert_eq!(next_slice(state.settings()), next, "{query}");
            let link = Link::new(&state, vec![]);
            let field = &link.fields["slice"];
            let last = field.max.unwrap();
            let value: u64 = field.value.parse().unwrap();
            assert_eq!(
                next.map(u64::from),
                (value < last).then_some(value + 1),
                "{query}"
            );
        }
    }
}
