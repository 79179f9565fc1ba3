//! Links and forms: a URL query read into what the page shows, a form's changes applied to it,
//! the games typed in forms, and the embed code.

use std::collections::BTreeMap;

use wasm_bindgen::prelude::*;

use crate::{js_error, to_js};
use nimseq_page::{field_limits as limits, GameForm, Link, PageState};

/// The bounds of the number fields whose range is no link parameter's: `{ figure_width,
/// figure_height, figure_scale, embed_height }`, each `{ min, max }` (`FieldLimits` in the page
/// layer), set on the fields once when the page starts.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn field_limits() -> Result<JsValue, JsError> {
    to_js(&limits())
}

/// The link the page shows, read once from the address (`new LinkState(location.search)`) and
/// changed from then on by forms ([`LinkState::change`]) without reading a link again: what
/// JavaScript draws is [`LinkState::link`], and the views' exports are given the handle.
#[wasm_bindgen]
pub struct LinkState {
    pub(crate) state: PageState,
    link: Link,
}

#[wasm_bindgen]
impl LinkState {
    /// Reads a URL query (`Link::open` in the page layer); never fails on user input.
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> LinkState {
        let (link, state) = Link::open(query);
        LinkState { state, link }
    }

    /// `{ query, notices, state, fields, game, title, ... }` (see `Link` in the page layer),
    /// where `query` is the canonical link and `notices` lists every parameter that was ignored
    /// or replaced, in words.
    ///
    /// # Errors
    /// Only if the result cannot be converted to JavaScript.
    pub fn link(&self) -> Result<JsValue, JsError> {
        to_js(&self.link)
    }

    /// This state with a form's values applied (an object of parameter names to text): a
    /// field left at its default stays a default, a changed one becomes the user's choice, an
    /// empty one takes a choice back (see `PageState::change`).
    ///
    /// # Errors
    /// A `JsError` if `changes` is not an object of strings.
    pub fn change(&self, changes: JsValue) -> Result<LinkState, JsError> {
        let changes = form_changes(changes)?;
        let (link, state) = Link::change(&self.state, &changes);
        Ok(LinkState { state, link })
    }

    /// What applying a form's values would say (the form's one-line verdict): the notices of
    /// [`LinkState::change`], in words; none when the values can be used.
    ///
    /// # Errors
    /// A `JsError` if `changes` is not an object of strings.
    pub fn check(&self, changes: JsValue) -> Result<Vec<String>, JsError> {
        let changes = form_changes(changes)?;
        let (_, notices) = self.state.change(&changes);
        Ok(notices.into_iter().map(|n| n.0).collect())
    }
}

/// A form's values from JavaScript: an object of parameter names to text.
fn form_changes(changes: JsValue) -> Result<Vec<(String, String)>, JsError> {
    let changes: BTreeMap<String, String> =
        serde_wasm_bindgen::from_value(changes).map_err(js_error)?;
    Ok(changes.into_iter().collect())
}

/// Takes the reader's languages, most wanted first (`navigator.languages`): the page speaks
/// the first it has when a link chooses none.
#[wasm_bindgen]
pub fn set_reader_languages(languages: Vec<String>) {
    nimseq_page::set_reader_languages(&languages);
}

/// This thread's words in `lang` (`en`, `de`, `fr`) from now on: a worker is told the page's
/// language this way (an unknown tag leaves English).
#[wasm_bindgen]
pub fn set_language(lang: &str) {
    nimseq_core::words::set_language(nimseq_core::words::Lang::from_tag(lang).unwrap_or_default());
}

/// The page's message `id` in the current language, with `args` (an object of numbers and
/// texts, or nothing): a word a script writes.
///
/// # Errors
/// A `JsError` if `args` is neither nothing nor an object of numbers and texts.
#[wasm_bindgen]
pub fn text(id: &str, args: JsValue) -> Result<String, JsError> {
    let args: BTreeMap<String, nimseq_page::texts::Argument> =
        if args.is_undefined() || args.is_null() {
            BTreeMap::new()
        } else {
            serde_wasm_bindgen::from_value(args).map_err(js_error)?
        };
    Ok(nimseq_page::texts::text(id, &args))
}

/// The page's messages `ids` in the current language, by id: the words of the page's markup
/// (elements marked `data-t`) and those its scripts write.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn texts(ids: Vec<String>) -> Result<JsValue, JsError> {
    to_js(&nimseq_page::texts(&ids))
}

/// Validates a whole game spelling as the user types it (`sub:1,2`, `octal:0.77`), under
/// `rule` unless it is empty: `{ ok, spec, error, kind, text, rules }`.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn check_game(spec: &str, rule: &str) -> Result<JsValue, JsError> {
    to_js(&GameForm::check(spec, rule))
}

/// Validates a game from the game editor's kind (`sub`, `octal`) and text.
///
/// # Errors
/// Only if the result cannot be converted to JavaScript.
#[wasm_bindgen]
pub fn compose_game(kind: &str, text: &str) -> Result<JsValue, JsError> {
    to_js(&GameForm::compose(kind, text))
}
