//! Embeds: what the embed dialog makes of the view the teacher is looking at. One model
//! decides the embedded link from the view's state — the game, the exercise, the why panel and
//! its steps, the hints, the lock, the heaps, the parts — so that nothing the teacher set is
//! dropped; then the frame's size, its theme, and a height that shows its content.
//!
//! The code the dialog writes is the `<iframe>` followed by a few lines that size it to its
//! content at every reader's width ([`HOST_SCRIPT`]). For sites that strip scripts, the
//! frame's own height fits the narrowest reader the dialog names ([`PHONE_WIDTH`]): the dialog
//! previews the embed at that width and at the frame's, and the taller measurement, with room
//! for what appears later ([`room`]), is the height written.
//!
//! A locked view (`lock=1`: an exercise, a board whose hints are fixed) is written sealed
//! (`?sealed=TOKEN`, see [`seal`](crate::seal)): an edited link shows a notice, not the answers.

mod code;
mod room;

use serde::{Deserialize, Serialize};

use crate::state::names::{EmbedForm, EmbedSize, Exercise, Named, Part, View};
use crate::state::{Notice, PageState};
use crate::texts::t;
use crate::Settings;
use code::{element_code, frame_code};
pub use code::{HEIGHT_MESSAGE, HOST_SCRIPT};
pub use room::{MOST_EXTRA_ROWS, MOST_EXTRA_STEPS};

/// The lowest frame height the dialog writes (CSS pixels).
pub const MIN_HEIGHT: u32 = 120;
/// The highest frame height the dialog writes (CSS pixels).
pub const MAX_HEIGHT: u32 = 6000;
/// The narrowest reader the dialog previews and writes a frame's own height for (CSS pixels):
/// a phone.
pub const PHONE_WIDTH: u32 = 360;

/// What the teacher chose in the embed dialog, as the page sends it (spellings as in links).
/// Whatever is left empty follows the view the dialog was opened on.
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(default)]
pub struct EmbedChoices {
    /// The frame's size: `small`, `medium`, `large` or `full` (empty: `large`).
    pub size: String,
    /// The parts shown; empty: the parts the view shows as the teacher sees it (its exercise
    /// and why panel included).
    pub parts: Vec<String>,
    /// `light`, `dark` or `auto`; empty: the link's choice, else an embed's default (light).
    pub theme: String,
    /// The height the teacher typed, in CSS pixels (kept until they change it).
    pub height: Option<u32>,
    /// The height of the embed's content measured in the preview at the frame's width.
    pub measured: Option<u32>,
    /// The width that preview measured at (the dialog's own width for a full-width frame).
    pub measured_width: Option<u32>,
    /// The height of the embed's content measured in the preview at [`PHONE_WIDTH`].
    pub measured_phone: Option<u32>,
    /// On a board: the height one row (or heap) takes on the preview's board, with the gap
    /// after it; each row a split adds later in the game needs as much.
    pub row_height: Option<u32>,
    /// On a board with hints showing values: the height of one line of the hint's table of
    /// values (a line per row).
    pub hint_row_height: Option<u32>,
    /// In a step-by-step why panel: the height of one step's line.
    pub step_height: Option<u32>,
    /// Whether the embed is locked (`lock=1`); empty: the link's choice, and locked for an
    /// exercise.
    pub lock: Option<bool>,
    /// Whether the code carries the lines that size the frame (empty: it does).
    pub script: Option<bool>,
    /// The frame's language: `en`, `de`, `fr`, or `auto` (the reader's); empty: the link's
    /// (the reader's unless the link chose one).
    pub lang: String,
    /// The code's form: `frame` (an `<iframe>`) or `element` (`<nimseq-embed>`); empty: `frame`.
    pub form: String,
}

/// One choice the dialog offers (a size, a theme).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Offer {
    /// Its spelling (`small`, `dark`).
    pub value: &'static str,
    /// Its label.
    pub label: String,
    /// Whether it is the one chosen.
    pub chosen: bool,
}

/// One part of the view the dialog offers to show or leave out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PartChoice {
    /// Its spelling (`table`).
    pub value: &'static str,
    /// Its label (with what needs it, when another part shown does).
    pub label: String,
    /// Whether the embed shows it.
    pub shown: bool,
    /// Whether it cannot be left out: the view always shows it (the board), or another part
    /// shown needs it (the why panel of an exercise).
    pub required: bool,
}

/// Where the frame's height comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HeightSource {
    /// Each part's usual height: the preview has not measured yet.
    Estimated,
    /// The preview's content, measured at the phone's width and the frame's.
    Measured,
    /// The teacher's own number.
    Typed,
}

/// What the embed dialog shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EmbedDialog {
    /// The code to paste: the `<iframe>`, and the lines that size it unless left out.
    pub code: String,
    /// The frame's address (for the previews).
    pub src: String,
    /// The frame's width in CSS pixels (`None`: the width of the page around it).
    pub width: Option<u32>,
    /// The width of the phone preview ([`PHONE_WIDTH`]).
    pub phone_width: u32,
    /// The frame's height in CSS pixels, as written in the code.
    pub height: u32,
    /// Where that height comes from.
    pub height_source: HeightSource,
    /// The frame's size in words: what a reader sees, with and without the lines.
    pub height_note: String,
    /// The previews' descriptions for a screen reader, phone first.
    pub preview_labels: [String; 2],
    /// The desktop preview's description (as `preview_labels[1]`).
    pub preview_label: String,
    /// The sizes offered.
    pub sizes: Vec<Offer>,
    /// The themes offered.
    pub themes: Vec<Offer>,
    /// The frame's languages offered (the reader's first).
    pub langs: Vec<Offer>,
    /// The code's forms offered.
    pub forms: Vec<Offer>,
    /// The parts of the view offered (empty for views embedded whole).
    pub parts: Vec<PartChoice>,
    /// Whether the embed is locked; `None` for views without a lock.
    pub lock: Option<bool>,
    /// What locking does, in words, for the view.
    pub lock_label: String,
    /// Whether the code carries the lines that size the frame.
    pub script: bool,
    /// The lines a host adds to size the frame to its content.
    pub host_script: &'static str,
    /// Problems with the choices.
    pub notices: Vec<Notice>,
}

/// The embedded state of `state`'s view with the teacher's `choices`: what the frame shows.
/// Every parameter of the view's state is kept; the embed adds `embed=1`, the parts, the
/// theme and the lock the teacher chose (an exercise is locked unless unticked). Parts another
/// part needs come with it.
///
/// # Examples
/// ```
/// use nimseq_page::{embedded_state, EmbedChoices, PageState, Part};
/// let (state, _) = PageState::from_query("?game=sub:1,3,4&exercise=values&from=5");
/// let (embedded, _) = embedded_state(&state, &EmbedChoices::default());
/// let s = embedded.settings();
/// assert!(s.embed && s.lock && embedded.is_sealed());
/// assert!(s.show.contains(&Part::Exercise) && s.show.contains(&Part::Why));
/// assert_eq!(s.from, 5);
/// ```
pub fn embedded_state(state: &PageState, choices: &EmbedChoices) -> (PageState, Vec<Notice>) {
    let view = state.settings().view;
    let mut notices = Vec::new();
    // First the embed, so that parts and theme are read against an embed's defaults.
    // A frame shows the view, not its worksheet on paper.
    let (embedded, more) = state.change(&[("embed", "1"), ("worksheet", "")]);
    notices.extend(more);
    let mut changes: Vec<(&str, String)> = Vec::new();
    if !choices.parts.is_empty() {
        let mut parts: Vec<String> = choices.parts.clone();
        for p in &choices.parts {
            if let Some(part) = Part::from_spelling(p) {
                parts.extend(part.needs().iter().map(|n| n.spelling().to_string()));
            }
        }
        changes.push(("show", parts.join(",")));
    }
    if !choices.theme.is_empty() {
        changes.push(("theme", choices.theme.clone()));
    }
    // The frame speaks the link's language (the reader's unless the link chose one), or the
    // one the teacher picks.
    match choices.lang.as_str() {
        "" => {}
        "auto" => changes.push(("lang", String::new())),
        other => changes.push(("lang", other.to_string())),
    }
    if has_lock(view) {
        let lock = choices
            .lock
            .unwrap_or_else(|| locks_by_default(embedded.settings()));
        changes.push(("lock", if lock { "1" } else { "0" }.to_string()));
    }
    let (embedded, more) = embedded.change(&changes);
    notices.extend(more);
    let embedded = if embedded.settings().lock {
        embedded.sealed()
    } else {
        embedded
    };
    (embedded, notices)
}

/// Whether a view can be locked: the board, a sequence, a comparison.
fn has_lock(view: View) -> bool {
    matches!(view, View::Play | View::Sequence | View::Compare)
}

/// Whether an embed is locked unless the teacher says otherwise: when its link locks it, and
/// when it sets an exercise (whose answers a way out would reveal).
fn locks_by_default(s: &Settings) -> bool {
    s.lock || s.exercise != Exercise::Off
}

/// What locking does, in words.
fn lock_label(view: View) -> String {
    match view {
        View::Play => t!("embed-lock-play"),
        View::Compare => t!("embed-lock-compare"),
        _ => t!("embed-lock-sequence"),
    }
}

/// The embed dialog for `state`'s view with the teacher's `choices`.
///
/// # Examples
/// ```
/// use nimseq_page::{embed_dialog, EmbedChoices, PageState};
/// let (state, _) = PageState::from_query("?game=octal:0.07");
/// let small = |parts: &[&str], measured, phone| EmbedChoices {
///     size: "small".into(),
///     parts: parts.iter().map(|p| p.to_string()).collect(),
///     measured,
///     measured_phone: phone,
///     ..EmbedChoices::default()
/// };
/// // A sequence embed shows its facts and table unless asked: no `show` in the link.
/// let d = embed_dialog(&state, "https://example.org/", &small(&[], None, None));
/// assert!(d.src.ends_with("?game=octal:0.07&embed=1"), "{}", d.src);
/// assert!(d.parts.iter().any(|p| p.value == "theory" && !p.shown));
/// // The preview's measured height is the frame's.
/// let d = embed_dialog(&state, "https://example.org/", &small(&["facts", "strip"], Some(612), Some(612)));
/// assert_eq!((d.width, d.height), (Some(360), 612));
/// assert!(d.src.ends_with("?game=octal:0.07&embed=1&show=facts,strip"), "{}", d.src);
/// assert!(d.code.contains(r#"width="360" height="612""#));
/// ```
pub fn embed_dialog(state: &PageState, base: &str, choices: &EmbedChoices) -> EmbedDialog {
    let mut notices = Vec::new();
    let size = match choices.size.as_str() {
        "" => EmbedSize::Large,
        text => EmbedSize::from_spelling(text).unwrap_or_else(|| {
            notices.push(Notice(t!(
                "embed-no-such-size",
                size = text,
                sizes = EmbedSize::spellings()
            )));
            EmbedSize::Large
        }),
    };
    let view = state.settings().view;
    let (embedded, more) = embedded_state(state, choices);
    notices.extend(more);
    let s = embedded.settings();
    let width = size.width();
    // Before the previews measure, a phone's estimate (the taller).
    let estimate = EmbedSize::Small.frame(view, &s.show).1;
    // A height measured at another width (the size just changed) says nothing of this one.
    let same_width = width.is_none() || choices.measured_width.is_none_or(|w| Some(w) == width);
    let wide = choices.measured.filter(|h| *h > 0 && same_width);
    let phone = choices.measured_phone.filter(|h| *h > 0);
    let measured = phone
        .map(|p| p.max(wide.unwrap_or(0)))
        .map(|h| (h + room::growth(s, choices)).clamp(MIN_HEIGHT, MAX_HEIGHT));
    let typed = match choices.height {
        Some(h) if (MIN_HEIGHT..=MAX_HEIGHT).contains(&h) => Some(h),
        Some(h) => {
            notices.push(Notice(t!(
                "embed-height-outside",
                height = h.to_string(),
                least = MIN_HEIGHT.to_string(),
                most = MAX_HEIGHT.to_string()
            )));
            None
        }
        None => None,
    };
    let (height, height_source) = match (typed, measured) {
        (Some(h), _) => (h, HeightSource::Typed),
        (None, Some(h)) => (h, HeightSource::Measured),
        (None, None) => (estimate, HeightSource::Estimated),
    };
    let script = choices.script.unwrap_or(true);
    let form = match choices.form.as_str() {
        "" => EmbedForm::Frame,
        text => EmbedForm::from_spelling(text).unwrap_or_else(|| {
            notices.push(Notice(t!(
                "embed-no-such-form",
                form = text,
                forms = EmbedForm::spellings()
            )));
            EmbedForm::Frame
        }),
    };
    let preview_label = label(
        "desktop",
        width,
        wide.or(choices.measured).unwrap_or(height),
    );
    EmbedDialog {
        code: match form {
            EmbedForm::Frame => frame_code(&embedded, base, size, height, script),
            EmbedForm::Element => element_code(&embedded, base, size, height),
        },
        src: format!("{base}{}", embedded.to_query()),
        width,
        phone_width: PHONE_WIDTH,
        height,
        height_source,
        height_note: height_note(&Sizes {
            width,
            height,
            source: height_source,
            needs: measured,
            measured_width: choices.measured_width,
            script,
            grows: room::growth(s, choices) > 0,
        }),
        preview_labels: [
            label("phone", Some(PHONE_WIDTH), phone.unwrap_or(height)),
            preview_label.clone(),
        ],
        preview_label,
        sizes: offers(size),
        themes: offers(s.theme),
        langs: offers(s.lang),
        forms: offers(form),
        parts: part_choices(view, &s.show),
        lock: has_lock(view).then_some(s.lock),
        lock_label: lock_label(view),
        script,
        host_script: HOST_SCRIPT,
        notices,
    }
}

/// The parts of `view` offered, those in `shown` ticked; a part another shown part needs is
/// ticked and fixed, with the reason in its label.
fn part_choices(view: View, shown: &[Part]) -> Vec<PartChoice> {
    Part::of(view)
        .iter()
        .map(|&p| {
            let label = p.label();
            let needed_by = shown.iter().find(|other| other.needs().contains(&p));
            PartChoice {
                value: p.spelling(),
                label: match needed_by {
                    Some(other) => t!(
                        "embed-part-needed",
                        part = label.as_str(),
                        by = other.spelling()
                    ),
                    None => label.to_string(),
                },
                shown: shown.contains(&p),
                required: p.is_required() || needed_by.is_some(),
            }
        })
        .collect()
}

/// A preview's description: `Preview on a phone, 360 × 612 px` (`on`: `phone` or `desktop`).
fn label(on: &str, width: Option<u32>, height: u32) -> String {
    let width = width.map_or_else(|| t!("embed-full-width"), |w| w.to_string());
    t!(
        "embed-preview-label",
        on = on,
        width = width,
        height = height.to_string()
    )
}

/// Every value of a list, `chosen` marked.
fn offers<T: Named>(chosen: T) -> Vec<Offer> {
    T::ALL
        .iter()
        .map(|&(value, spelling, _)| Offer {
            value: spelling,
            label: value.label(),
            chosen: value == chosen,
        })
        .collect()
}

/// What the height note speaks of.
struct Sizes {
    width: Option<u32>,
    height: u32,
    source: HeightSource,
    /// The height the content needs at a phone's width (with its room), once measured.
    needs: Option<u32>,
    measured_width: Option<u32>,
    script: bool,
    /// Whether the content grows after it is drawn (a board's rows, a why panel's steps).
    grows: bool,
}

/// The frame's size in words: what a reader sees with the lines that size it, and without.
fn height_note(z: &Sizes) -> String {
    let wide = match (z.width, z.measured_width) {
        (Some(w), _) => t!("embed-wide", width = w.to_string()),
        (None, Some(w)) => t!("embed-wide-full-measured", width = w.to_string()),
        (None, None) => t!("embed-wide-full"),
    };
    let (height, phone) = (z.height.to_string(), PHONE_WIDTH.to_string());
    let own = match (z.source, z.needs) {
        (HeightSource::Estimated, _) => t!("embed-high-estimated", height = height),
        (HeightSource::Measured, _) => t!(
            "embed-high-measured",
            height = height,
            phone = phone,
            grows = if z.grows { "yes" } else { "no" }
        ),
        (HeightSource::Typed, Some(m)) if m > z.height => t!(
            "embed-high-typed-short",
            height = height,
            phone = phone,
            needs = m.to_string()
        ),
        (HeightSource::Typed, Some(m)) => t!(
            "embed-high-typed-measured",
            height = height,
            phone = phone,
            needs = m.to_string()
        ),
        (HeightSource::Typed, None) => t!("embed-high-typed", height = height),
    };
    if z.script {
        t!("embed-note-with-lines", wide = wide, own = own)
    } else {
        t!("embed-note-without-lines", wide = wide, own = own)
    }
}

#[cfg(test)]
mod tests;
