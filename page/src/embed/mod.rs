//! Embeds: the `<iframe>` code of a view at one of four sizes, with the parts of the view it
//! shows, its theme and a height that shows those parts without scrolling inside the frame;
//! and what the embed dialog offers (sizes, parts, themes, a preview's address, the lines a
//! host page adds to size the frame to its content).
//!
//! The height is measured: the dialog's preview is the embed itself at the frame's width, and
//! the height of its content once drawn comes back in [`EmbedChoices::measured`]. Until then
//! (and for pages that never measure) [`EmbedSize::frame`] estimates it.

use serde::{Deserialize, Serialize};

use crate::state::form::page_title;
use crate::state::names::{EmbedSize, HintLevel, Named, Part, View};
use crate::state::{Notice, PageState};
use crate::Settings;
use nimseq_core::play::most_rows;

/// The message an embedded page sends its host whenever its height changes:
/// `{ nimseq: "height", height: <CSS pixels> }`.
pub const HEIGHT_MESSAGE: &str = "height";

/// The lowest frame height the dialog writes (CSS pixels).
pub const MIN_HEIGHT: u32 = 120;
/// The highest frame height the dialog writes (CSS pixels).
pub const MAX_HEIGHT: u32 = 6000;

/// The lines a host page adds once to size every nimseq frame to its content.
pub const HOST_SCRIPT: &str = r#"<script>
addEventListener('message', (e) => { if (e.data?.nimseq !== 'height') return;
  for (const f of document.querySelectorAll('iframe[data-nimseq]')) if (f.contentWindow === e.source) f.style.height = `${e.data.height}px`; });
</script>"#;

/// What the teacher chose in the embed dialog, as the page sends it (spellings as in links).
#[derive(Debug, Clone, PartialEq, Eq, Default, Deserialize)]
#[serde(default)]
pub struct EmbedChoices {
    /// The frame's size: `small`, `medium`, `large` or `full` (empty: `large`).
    pub size: String,
    /// The parts shown; empty: the parts an embed of the view shows by default.
    pub parts: Vec<String>,
    /// `light`, `dark` or `auto`; empty: the link's choice, else an embed's default (light).
    pub theme: String,
    /// The height the teacher typed, in CSS pixels (kept until they change it).
    pub height: Option<u32>,
    /// The height of the embed's content measured in the preview at the frame's width.
    pub measured: Option<u32>,
    /// The width the preview measured at (the dialog's own width for a full-width frame).
    pub measured_width: Option<u32>,
    /// On a board: the height one row (or heap) takes on the preview's board, with the gap
    /// after it; each row a split adds later in the game needs as much.
    pub row_height: Option<u32>,
    /// On a board with hints showing values: the height of one line of the hint's table of
    /// values (a line per row).
    pub hint_row_height: Option<u32>,
    /// On a board: whether the embed locks its hints (`lock=1`); empty: the link's choice.
    pub lock: Option<bool>,
}

/// The most rows a board embed keeps room for beyond those it starts with.
pub const MOST_EXTRA_ROWS: u32 = 6;

/// Room a board embed keeps for what appears during a game at the width of `size`: the end
/// of the game ("You won!", "Play again", "Swap sides") or the coach's box of "Show me".
fn room_for_the_end(size: EmbedSize) -> u32 {
    if size == EmbedSize::Small {
        190
    } else {
        150
    }
}

/// Room a board embed keeps for its story, drawn at the end of a game (or growing with each
/// move when hints are on).
const ROOM_FOR_THE_STORY: u32 = 420;

/// What a board embed grows by during a game beyond the height measured at its start: the
/// rows its splits add (and their lines in a hint's table of values), the end of the game,
/// the story. Nothing for other views.
fn growth(s: &Settings, size: EmbedSize, choices: &EmbedChoices) -> u32 {
    if s.view != View::Play {
        return 0;
    }
    let heaps = s.heaps.heaps();
    let most: u64 = heaps.iter().map(|h| most_rows(&h.game, h.size)).sum();
    let extra = u32::try_from(most.saturating_sub(heaps.len() as u64))
        .unwrap_or(u32::MAX)
        .min(MOST_EXTRA_ROWS);
    let row = choices.row_height.unwrap_or(70);
    let hint_row = if s.hints == HintLevel::Values {
        choices.hint_row_height.unwrap_or(24)
    } else {
        0
    };
    let story = if s.show.contains(&Part::Story) {
        ROOM_FOR_THE_STORY
    } else {
        0
    };
    extra * (row + hint_row) + room_for_the_end(size) + story
}

/// One choice the dialog offers (a size, a theme).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Offer {
    /// Its spelling (`small`, `dark`).
    pub value: &'static str,
    /// Its label.
    pub label: &'static str,
    /// Whether it is the one chosen.
    pub chosen: bool,
}

/// One part of the view the dialog offers to show or leave out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PartChoice {
    /// Its spelling (`table`).
    pub value: &'static str,
    /// Its label.
    pub label: &'static str,
    /// Whether the embed shows it.
    pub shown: bool,
    /// Whether the view always shows it (the board).
    pub required: bool,
}

/// Where the frame's height comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum HeightSource {
    /// Each part's usual height: the preview has not measured yet.
    Estimated,
    /// The preview's content, measured at the frame's width.
    Measured,
    /// The teacher's own number.
    Typed,
}

/// What the embed dialog shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EmbedDialog {
    /// The `<iframe>` code.
    pub code: String,
    /// The frame's address (for the preview).
    pub src: String,
    /// The frame's width in CSS pixels (`None`: the width of the page around it).
    pub width: Option<u32>,
    /// The frame's height in CSS pixels, as written in the code.
    pub height: u32,
    /// Where that height comes from.
    pub height_source: HeightSource,
    /// The height and width in words, and what they mean for the reader.
    pub height_note: String,
    /// The preview's description for a screen reader: `Preview of the embed, 480 × 612 px`.
    pub preview_label: String,
    /// The sizes offered.
    pub sizes: Vec<Offer>,
    /// The themes offered.
    pub themes: Vec<Offer>,
    /// The parts of the view offered (empty for views embedded whole).
    pub parts: Vec<PartChoice>,
    /// On a board, whether the embed locks its hints (no menu, no "Show me"); `None` for
    /// other views.
    pub lock: Option<bool>,
    /// The lines a host adds to size the frame to its content.
    pub host_script: &'static str,
    /// Problems with the choices.
    pub notices: Vec<Notice>,
}

/// The preview's description: its frame's width (or `full width`) and height.
fn preview_label(width: Option<u32>, height: u32) -> String {
    let width = width.map_or_else(|| "full width".to_string(), |w| w.to_string());
    format!("Preview of the embed, {width} × {height} px")
}

/// The `<iframe>` code that embeds `state`'s view at `size` (the view's default parts and
/// theme, the estimated height), for a page at `base` (an absolute URL without query). The
/// frame shrinks to a narrower page around it.
///
/// # Examples
/// ```
/// use nimseq_page::{embed_code, EmbedSize, PageState};
/// let (state, _) = PageState::from_query("?game=octal:0.77");
/// let code = embed_code(&state, "https://example.org/nimseq/", EmbedSize::Large);
/// assert!(code.starts_with(r#"<iframe src="https://example.org/nimseq/?game=octal:0.77&amp;embed=1" width="760""#));
/// assert!(code.contains(r#"title="nimseq: octal:0.77 (Kayles)""#));
/// ```
pub fn embed_code(state: &PageState, base: &str, size: EmbedSize) -> String {
    let embedded = state.change(&[("embed", "1")]).0;
    let s = embedded.settings();
    frame_code(&embedded, base, size, size.frame(s.view, &s.show).1)
}

/// The code of a frame showing `embedded` (a state with `embed=1`), `height` pixels high.
fn frame_code(embedded: &PageState, base: &str, size: EmbedSize, height: u32) -> String {
    let width = match size.width() {
        Some(w) => format!(r#" width="{w}""#),
        None => String::new(),
    };
    let full = if size == EmbedSize::Full {
        "width:100%;"
    } else {
        ""
    };
    format!(
        r#"<iframe src="{}{}"{width} height="{height}" style="border:0;{full}max-width:100%" loading="lazy" data-nimseq title="nimseq: {}"></iframe>"#,
        attribute(base),
        attribute(&embedded.to_query()),
        attribute(&page_title(embedded)),
    )
}

/// The embed dialog for `state`'s view with the teacher's `choices`.
///
/// # Examples
/// ```
/// use nimseq_page::{embed_dialog, EmbedChoices, PageState};
/// let (state, _) = PageState::from_query("?game=octal:0.07");
/// let small = |parts: &[&str], measured| EmbedChoices {
///     size: "small".into(),
///     parts: parts.iter().map(|p| p.to_string()).collect(),
///     measured,
///     ..EmbedChoices::default()
/// };
/// // A sequence embed shows its facts and table unless asked: no `show` in the link.
/// let d = embed_dialog(&state, "https://example.org/", &small(&[], None));
/// assert!(d.src.ends_with("?game=octal:0.07&embed=1"), "{}", d.src);
/// assert!(d.parts.iter().any(|p| p.value == "theory" && !p.shown));
/// // The preview's measured height is the frame's.
/// let d = embed_dialog(&state, "https://example.org/", &small(&["facts", "strip"], Some(612)));
/// assert_eq!((d.width, d.height), (Some(360), 612));
/// assert!(d.src.ends_with("?game=octal:0.07&embed=1&show=facts,strip"), "{}", d.src);
/// assert!(d.code.contains(r#"width="360" height="612""#));
/// ```
pub fn embed_dialog(state: &PageState, base: &str, choices: &EmbedChoices) -> EmbedDialog {
    let mut notices = Vec::new();
    let size = match choices.size.as_str() {
        "" => EmbedSize::Large,
        text => EmbedSize::from_spelling(text).unwrap_or_else(|| {
            notices.push(Notice(format!(
                "There is no frame size “{text}” (sizes: {}); large was used.",
                EmbedSize::spellings()
            )));
            EmbedSize::Large
        }),
    };
    let view = state.settings().view;
    // First the embed, so that the parts and the theme are read against an embed's defaults.
    let embedded = state.change(&[("embed", "1")]).0;
    let mut changes = vec![("show", choices.parts.join(","))];
    if !choices.theme.is_empty() {
        changes.push(("theme", choices.theme.clone()));
    }
    if let (View::Play, Some(lock)) = (view, choices.lock) {
        changes.push(("lock", if lock { "1" } else { "0" }.to_string()));
    }
    let (embedded, more) = embedded.change(&changes);
    notices.extend(more);
    let s = embedded.settings();
    let (width, estimate) = size.frame(view, &s.show);
    // A height measured at another width (the size just changed) says nothing of this one.
    let same_width = width.is_none() || choices.measured_width.is_none_or(|w| Some(w) == width);
    let measured = choices
        .measured
        .filter(|h| *h > 0 && same_width)
        .map(|h| (h + growth(s, size, choices)).clamp(MIN_HEIGHT, MAX_HEIGHT));
    let typed = match choices.height {
        Some(h) if (MIN_HEIGHT..=MAX_HEIGHT).contains(&h) => Some(h),
        Some(h) => {
            notices.push(Notice(format!(
                "A frame {h} px high is outside {MIN_HEIGHT}–{MAX_HEIGHT} px; the height that shows the parts was used."
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
    EmbedDialog {
        code: frame_code(&embedded, base, size, height),
        src: format!("{base}{}", embedded.to_query()),
        width,
        height,
        height_source,
        height_note: height_note(
            width,
            height,
            height_source,
            measured,
            choices.measured_width,
            s.view == View::Play,
        ),
        preview_label: preview_label(width, height),
        sizes: offers(size),
        themes: offers(s.theme),
        parts: Part::of(view)
            .iter()
            .map(|&p| PartChoice {
                value: p.spelling(),
                label: Part::ALL
                    .iter()
                    .find(|entry| entry.0 == p)
                    .map_or("", |entry| entry.2),
                shown: s.show.contains(&p),
                required: p.is_required(),
            })
            .collect(),
        lock: (s.view == View::Play).then_some(s.lock),
        host_script: HOST_SCRIPT,
        notices,
    }
}

/// Every value of a list, `chosen` marked.
fn offers<T: Named>(chosen: T) -> Vec<Offer> {
    T::ALL
        .iter()
        .map(|&(value, spelling, label)| Offer {
            value: spelling,
            label,
            chosen: value == chosen,
        })
        .collect()
}

/// The frame's size in words, where its height comes from, and what a reader sees.
fn height_note(
    width: Option<u32>,
    height: u32,
    source: HeightSource,
    measured: Option<u32>,
    measured_width: Option<u32>,
    board: bool,
) -> String {
    let wide = match (width, measured_width) {
        (Some(w), _) => format!("{w} px wide"),
        (None, Some(w)) => format!("the full width of your page (measured at {w} px)"),
        (None, None) => "the full width of your page".to_string(),
    };
    let why = match (source, measured) {
        (HeightSource::Estimated, _) => {
            "an estimate, until the preview below has been measured".to_string()
        }
        (HeightSource::Measured, _) if board => {
            "the height of what it shows, measured in the preview for a mouse and for a finger, with room for the rows a game adds and its end: nothing scrolls inside the frame"
                .to_string()
        }
        (HeightSource::Measured, _) => {
            "the height of what it shows, measured in the preview for a mouse and for a finger: nothing scrolls inside the frame"
                .to_string()
        }
        (HeightSource::Typed, Some(m)) if m > height => format!(
            "as you chose; what it shows needs {m} px, so the rest scrolls inside the frame"
        ),
        (HeightSource::Typed, Some(m)) => format!("as you chose; what it shows needs {m} px"),
        (HeightSource::Typed, None) => "as you chose".to_string(),
    };
    format!(
        "The frame: {wide}, {height} px high ({why}). On a narrower page the frame narrows and its content grows taller (for phones choose Small); the lines under “Let the frame size itself” fit it exactly."
    )
}

/// Escapes text for an HTML attribute in double quotes.
fn attribute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embed_code_escapes_what_it_quotes() {
        assert_eq!(attribute(r#"a"<b>&"#), "a&quot;&lt;b&gt;&amp;");
    }

    fn choices(size: &str, parts: &[&str]) -> EmbedChoices {
        EmbedChoices {
            size: size.into(),
            parts: parts.iter().map(|p| p.to_string()).collect(),
            ..EmbedChoices::default()
        }
    }

    #[test]
    fn the_preview_says_its_frames_size() {
        let (state, _) = PageState::from_query("?game=octal:0.77");
        let small = embed_dialog(&state, "https://x.org/", &choices("small", &[]));
        assert_eq!(
            small.preview_label,
            format!("Preview of the embed, 360 × {} px", small.height)
        );
        let typed = embed_dialog(
            &state,
            "https://x.org/",
            &EmbedChoices {
                height: Some(640),
                ..choices("full", &[])
            },
        );
        assert_eq!(
            typed.preview_label,
            "Preview of the embed, full width × 640 px"
        );
    }

    #[test]
    fn a_board_embed_can_be_locked_and_keeps_the_links_lock_unless_changed() {
        let (state, _) =
            PageState::from_query("?view=play&game=octal:0.77&heaps=6,2&hints=outcome");
        let open = embed_dialog(&state, "https://x.org/", &choices("small", &[]));
        assert_eq!(open.lock, Some(false));
        assert!(!open.src.contains("lock="));
        let locked = embed_dialog(
            &state,
            "https://x.org/",
            &EmbedChoices {
                lock: Some(true),
                ..choices("small", &[])
            },
        );
        assert_eq!(locked.lock, Some(true));
        assert!(locked.src.contains("&lock=1"), "{}", locked.src);
        assert!(locked.code.contains("lock=1"));
        // A locked link stays locked in the dialog until the teacher unticks it.
        let (state, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=6,2&lock=1");
        let kept = embed_dialog(&state, "https://x.org/", &choices("small", &[]));
        assert_eq!(kept.lock, Some(true));
        assert!(kept.src.contains("lock=1"));
        // Other views have no lock.
        let (state, _) = PageState::from_query("?game=sub:1,3,4");
        let sequence = embed_dialog(
            &state,
            "https://x.org/",
            &EmbedChoices {
                lock: Some(true),
                ..choices("small", &[])
            },
        );
        assert_eq!(sequence.lock, None);
        assert!(!sequence.src.contains("lock"));
    }

    #[test]
    fn every_size_and_part_makes_a_frame() {
        let (state, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=8&hints=pn");
        for &(size, spelling, _) in EmbedSize::ALL {
            let d = embed_dialog(&state, "https://x.org/", &choices(spelling, &["board"]));
            assert!(d.notices.is_empty(), "{:?}", d.notices);
            assert!(d.code.contains("data-nimseq"));
            assert!(d.src.contains("embed=1&show=board"), "{}", d.src);
            assert_eq!(
                d.code.contains("border:0;width:100%"),
                size == EmbedSize::Full
            );
            assert_eq!(d.sizes.iter().filter(|s| s.chosen).count(), 1);
        }
        // Every part shown is the board's default: no `show` in the link.
        let all = embed_dialog(
            &state,
            "",
            &choices("medium", &["board", "story", "calculator"]),
        );
        assert!(!all.src.contains("show="), "{}", all.src);
        assert!(all.parts.iter().all(|p| p.shown));
        // The board is always shown.
        let none = embed_dialog(&state, "", &choices("medium", &["story"]));
        assert!(none.src.ends_with("show=board,story"), "{}", none.src);
        // A part of another view is refused with a notice.
        let bad = embed_dialog(&state, "", &choices("medium", &["table"]));
        assert_eq!(bad.notices.len(), 1, "{:?}", bad.notices);
        // Views embedded whole offer no parts.
        let (map, _) = PageState::from_query("?view=heatmap");
        assert!(embed_dialog(&map, "", &choices("small", &[]))
            .parts
            .is_empty());
    }

    #[test]
    fn a_sequence_embed_shows_facts_and_table_unless_asked() {
        let (state, _) = PageState::from_query("?game=sub:1,3,4");
        let d = embed_dialog(&state, "", &choices("small", &[]));
        let shown: Vec<&str> = d
            .parts
            .iter()
            .filter(|p| p.shown)
            .map(|p| p.value)
            .collect();
        assert_eq!(shown, ["facts", "table"]);
        assert_eq!(d.src, "?game=sub:1,3,4&embed=1");
        // Asking for everything writes everything.
        let every: Vec<&str> = Part::of(crate::View::Sequence)
            .iter()
            .map(|p| p.spelling())
            .collect();
        let d = embed_dialog(&state, "", &choices("small", &every));
        assert_eq!(
            d.src,
            "?game=sub:1,3,4&embed=1&show=facts,certificate,outcomes,theory,strip,overview,table,why,exercise"
        );
        // Research material alone, in the link's order whatever the order asked.
        let d = embed_dialog(&state, "", &choices("small", &["theory", "outcomes"]));
        assert_eq!(d.src, "?game=sub:1,3,4&embed=1&show=outcomes,theory");
    }

    #[test]
    fn embeds_are_light_unless_asked() {
        let (state, _) = PageState::from_query("?game=sub:1,3,4");
        let d = embed_dialog(&state, "", &choices("small", &[]));
        assert!(!d.src.contains("theme"), "{}", d.src);
        let chosen: Vec<&str> = d
            .themes
            .iter()
            .filter(|t| t.chosen)
            .map(|t| t.value)
            .collect();
        assert_eq!(chosen, ["light"]);
        let dark = EmbedChoices {
            theme: "dark".into(),
            ..choices("small", &[])
        };
        assert!(embed_dialog(&state, "", &dark).src.ends_with("&theme=dark"));
        let auto = EmbedChoices {
            theme: "auto".into(),
            ..choices("small", &[])
        };
        assert!(embed_dialog(&state, "", &auto).src.ends_with("&theme=auto"));
        // A theme the page's link chose is the embed's unless the dialog says otherwise.
        let (dark_page, _) = PageState::from_query("?game=sub:1,3,4&theme=dark");
        let d = embed_dialog(&dark_page, "", &choices("small", &[]));
        assert!(d.src.ends_with("&embed=1&theme=dark"), "{}", d.src);
        let light = EmbedChoices {
            theme: "light".into(),
            ..choices("small", &[])
        };
        let d = embed_dialog(&dark_page, "", &light);
        assert!(d.src.ends_with("&embed=1&theme=light"), "{}", d.src);
    }

    #[test]
    fn the_height_is_measured_typed_or_estimated() {
        let (state, _) = PageState::from_query("?game=sub:1,3,4");
        let estimated = embed_dialog(&state, "", &choices("small", &[]));
        assert_eq!(estimated.height_source, HeightSource::Estimated);
        assert!(estimated.height_note.contains("an estimate"));
        let measured = EmbedChoices {
            measured: Some(733),
            ..choices("small", &[])
        };
        let d = embed_dialog(&state, "", &measured);
        assert_eq!((d.height, d.height_source), (733, HeightSource::Measured));
        assert!(d.code.contains(r#"height="733""#), "{}", d.code);
        assert!(
            d.height_note.contains("nothing scrolls inside"),
            "{}",
            d.height_note
        );
        // The teacher's number wins, and the note says what it cuts.
        let typed = EmbedChoices {
            height: Some(500),
            ..measured.clone()
        };
        let d = embed_dialog(&state, "", &typed);
        assert_eq!((d.height, d.height_source), (500, HeightSource::Typed));
        assert!(
            d.height_note.contains("needs 733 px, so the rest scrolls"),
            "{}",
            d.height_note
        );
        // A height no frame should have is named and replaced by the measured one.
        let silly = EmbedChoices {
            height: Some(7),
            ..measured
        };
        let d = embed_dialog(&state, "", &silly);
        assert_eq!(d.height, 733);
        assert_eq!(d.notices.len(), 1, "{:?}", d.notices);
        // A full-width frame says where it was measured.
        let full = EmbedChoices {
            measured: Some(900),
            measured_width: Some(812),
            ..choices("full", &[])
        };
        let d = embed_dialog(&state, "", &full);
        assert!(
            d.height_note.contains("measured at 812 px"),
            "{}",
            d.height_note
        );
        // A height measured at another width is not this frame's.
        let stale = EmbedChoices {
            measured: Some(900),
            measured_width: Some(760),
            ..choices("small", &[])
        };
        assert_eq!(
            embed_dialog(&state, "", &stale).height_source,
            HeightSource::Estimated
        );
        // A board keeps room for the rows its splits add and for the end of the game.
        let (kayles, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=8&hints=pn");
        let board = EmbedChoices {
            measured: Some(600),
            row_height: Some(60),
            hint_row_height: Some(22),
            ..choices("small", &["board"])
        };
        // A row of 8 pins becomes at most 4 rows: 3 more.
        assert_eq!(embed_dialog(&kayles, "", &board).height, 600 + 3 * 60 + 190);
        let (values, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=8&hints=1");
        assert_eq!(
            embed_dialog(&values, "", &board).height,
            600 + 3 * (60 + 22) + 190
        );
        // Heaps of stones never split; the story needs its room.
        let (nim, _) = PageState::from_query("?view=play&game=sub:1-7&heaps=3,5,7");
        let medium = EmbedChoices {
            size: "medium".into(),
            parts: vec!["board".into(), "story".into()],
            ..board.clone()
        };
        assert_eq!(embed_dialog(&nim, "", &medium).height, 600 + 150 + 420);
        // A long row keeps room for a few more rows, not for every row it could become.
        let (long, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=30");
        assert_eq!(
            embed_dialog(&long, "", &board).height,
            600 + MOST_EXTRA_ROWS * 60 + 190
        );
        // An unknown size is named.
        let d = embed_dialog(&state, "", &choices("huge", &[]));
        assert_eq!(d.width, Some(760));
        assert_eq!(d.notices.len(), 1, "{:?}", d.notices);
    }
}
