//! Embeds: the `<iframe>` code of a view at one of four sizes, with the parts of the view it
//! shows, and what the embed dialog offers (sizes, parts, a preview's address, the lines a
//! host page adds to size the frame to its content).

use serde::Serialize;

use crate::page::form::title;
use crate::page::names::{EmbedSize, Named, Part};
use crate::page::state::{Notice, PageState};

/// The message an embedded page sends its host whenever its height changes:
/// `{ nimseq: "height", height: <CSS pixels> }`.
pub const HEIGHT_MESSAGE: &str = "height";

/// The lines a host page adds once to size every nimseq frame to its content.
pub const HOST_SCRIPT: &str = r#"<script>
addEventListener('message', (e) => { if (e.data?.nimseq !== 'height') return;
  for (const f of document.querySelectorAll('iframe[data-nimseq]')) if (f.contentWindow === e.source) f.style.height = `${e.data.height}px`; });
</script>"#;

/// One size the dialog offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SizeChoice {
    /// Its spelling (`small`).
    pub value: &'static str,
    /// Its label.
    pub label: &'static str,
    /// Whether it is the size the code is for.
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

/// What the embed dialog shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EmbedDialog {
    /// The `<iframe>` code.
    pub code: String,
    /// The frame's address (for the preview).
    pub src: String,
    /// The frame's width in CSS pixels (`None`: the width of the page around it).
    pub width: Option<u32>,
    /// The frame's height in CSS pixels.
    pub height: u32,
    /// The sizes offered.
    pub sizes: Vec<SizeChoice>,
    /// The parts of the view offered (empty for views embedded whole).
    pub parts: Vec<PartChoice>,
    /// The lines a host adds to size the frame to its content.
    pub host_script: &'static str,
    /// Problems with the parts asked for.
    pub notices: Vec<Notice>,
}

/// The `<iframe>` code that embeds `state`'s view at `size`, for a page at `base` (an
/// absolute URL without query). The frame shrinks to a narrower page around it.
///
/// # Examples
/// ```
/// use nimseq::page::{embed::embed_code, EmbedSize, PageState};
/// let (state, _) = PageState::from_query("?game=octal:0.77");
/// let code = embed_code(&state, "https://example.org/nimseq/", EmbedSize::Large);
/// assert!(code.starts_with(r#"<iframe src="https://example.org/nimseq/?game=octal:0.77&amp;embed=1" width="760""#));
/// assert!(code.contains(r#"title="nimseq: octal:0.77 (Kayles)""#));
/// ```
pub fn embed_code(state: &PageState, base: &str, size: EmbedSize) -> String {
    let embedded = state.change(&[("embed", "1")]).0;
    frame_code(&embedded, base, size)
}

/// The code of a frame showing `embedded` (a state with `embed=1`).
fn frame_code(embedded: &PageState, base: &str, size: EmbedSize) -> String {
    let s = embedded.settings();
    let (width, height) = size.frame(s.view, &s.show);
    let width = match width {
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
        attribute(&title(embedded)),
    )
}

/// The embed dialog for `state`'s view at `size`, showing `parts` (spellings; all of the
/// view's parts when empty).
///
/// # Examples
/// ```
/// use nimseq::page::{embed::embed_dialog, EmbedSize, PageState};
/// let (state, _) = PageState::from_query("?game=octal:0.07");
/// let d = embed_dialog(&state, "https://example.org/", EmbedSize::Small, &["facts", "table"]);
/// assert_eq!((d.width, d.height), (Some(360), 440));
/// assert!(d.src.ends_with("?game=octal:0.07&embed=1&show=facts,table"), "{}", d.src);
/// assert!(d.parts.iter().any(|p| p.value == "strip" && !p.shown));
/// ```
pub fn embed_dialog<S: AsRef<str>>(
    state: &PageState,
    base: &str,
    size: EmbedSize,
    parts: &[S],
) -> EmbedDialog {
    let view = state.settings().view;
    let show: Vec<&str> = parts.iter().map(AsRef::as_ref).collect();
    let (embedded, notices) = state.change(&[("embed", "1"), ("show", &show.join(","))]);
    let shown = &embedded.settings().show;
    let (width, height) = size.frame(view, shown);
    EmbedDialog {
        code: frame_code(&embedded, base, size),
        src: format!("{base}{}", embedded.to_query()),
        width,
        height,
        sizes: EmbedSize::ALL
            .iter()
            .map(|&(s, value, label)| SizeChoice {
                value,
                label,
                chosen: s == size,
            })
            .collect(),
        parts: Part::of(view)
            .iter()
            .map(|&p| PartChoice {
                value: p.spelling(),
                label: Part::ALL
                    .iter()
                    .find(|entry| entry.0 == p)
                    .map_or("", |entry| entry.2),
                shown: shown.contains(&p),
                required: p.is_required(),
            })
            .collect(),
        host_script: HOST_SCRIPT,
        notices,
    }
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

    #[test]
    fn every_size_and_part_makes_a_frame() {
        let (state, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=8&hints=pn");
        for &(size, _, _) in EmbedSize::ALL {
            let d = embed_dialog(&state, "https://x.org/", size, &["board"]);
            assert!(d.notices.is_empty(), "{:?}", d.notices);
            assert!(d.code.contains("data-nimseq"));
            assert!(d.src.contains("embed=1&show=board"), "{}", d.src);
            assert_eq!(
                d.code.contains("border:0;width:100%"),
                size == EmbedSize::Full
            );
        }
        // Every part shown is the default: no `show` in the link.
        let all = embed_dialog(
            &state,
            "",
            EmbedSize::Medium,
            &["board", "story", "calculator"],
        );
        assert!(!all.src.contains("show="), "{}", all.src);
        assert!(all.parts.iter().all(|p| p.shown));
        // The board is always shown.
        let none = embed_dialog(&state, "", EmbedSize::Medium, &["story"]);
        assert!(none.src.ends_with("show=board,story"), "{}", none.src);
        // A part of another view is refused with a notice.
        let bad = embed_dialog(&state, "", EmbedSize::Medium, &["table"]);
        assert_eq!(bad.notices.len(), 1, "{:?}", bad.notices);
        // Views embedded whole offer no parts.
        let (map, _) = PageState::from_query("?view=heatmap");
        assert!(embed_dialog(&map, "", EmbedSize::Small, &[] as &[&str])
            .parts
            .is_empty());
    }
}
