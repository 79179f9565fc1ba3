//! The code a teacher pastes: the `<iframe>` and the lines that let it size itself.

use crate::state::form::page_title;
use crate::state::names::EmbedSize;
use crate::state::PageState;

/// The message an embedded page sends its host whenever its height changes:
/// `{ nimseq: "height", height: <CSS pixels> }`.
pub const HEIGHT_MESSAGE: &str = "height";

/// The lines after the frame that size every nimseq frame on the page to its content, at
/// every reader's width and as the content grows (steps revealed, rows added), and tell the
/// frame that it is sized (`{ nimseq: "sized" }`: without that answer, where a site stripped
/// the lines, the view keeps within the frame's own height). Pasted once per frame, they
/// listen once per page.
pub const HOST_SCRIPT: &str = r#"<script>
if (!window.nimseqFrames) { window.nimseqFrames = true; addEventListener('message', (e) => { if (e.data?.nimseq !== 'height') return;
  for (const f of document.querySelectorAll('iframe[data-nimseq]')) if (f.contentWindow === e.source) { f.style.height = `${e.data.height}px`; e.source.postMessage({ nimseq: 'sized' }, '*'); } }); }
</script>"#;

/// The code of a frame showing `embedded` (a state with `embed=1`), `height` pixels high,
/// followed by [`HOST_SCRIPT`] when `script` is set. The frame narrows with a narrower page.
pub(crate) fn frame_code(
    embedded: &PageState,
    base: &str,
    size: EmbedSize,
    height: u32,
    script: bool,
) -> String {
    let width = match size.width() {
        Some(w) => format!(r#" width="{w}""#),
        None => String::new(),
    };
    let full = if size == EmbedSize::Full {
        "width:100%;"
    } else {
        ""
    };
    let frame = format!(
        r#"<iframe src="{}{}"{width} height="{height}" style="border:0;{full}max-width:100%" loading="lazy" data-nimseq title="nimseq: {}"></iframe>"#,
        attribute(base),
        attribute(&embedded.to_query()),
        attribute(&page_title(embedded)),
    );
    if script {
        format!("{frame}\n{HOST_SCRIPT}")
    } else {
        frame
    }
}

/// The file that defines `<nimseq-embed>`, at the page's root.
pub const ELEMENT_SCRIPT: &str = "nimseq-embed.js";

/// The code of a `<nimseq-embed>` element showing `embedded`, after the line that loads its
/// definition: the element sizes its frame itself, so `height` is only its first height.
pub(crate) fn element_code(
    embedded: &PageState,
    base: &str,
    size: EmbedSize,
    height: u32,
) -> String {
    let width = match size.width() {
        Some(w) => format!(r#" width="{w}""#),
        None => String::new(),
    };
    // The page's folder (the page may be named: `…/nimseq/index.html`).
    let folder = base.rfind('/').map_or(base, |slash| &base[..=slash]);
    format!(
        r#"<script type="module" src="{}{ELEMENT_SCRIPT}"></script>
<nimseq-embed link="{}{}"{width} height="{height}" title="nimseq: {}"></nimseq-embed>"#,
        attribute(folder),
        attribute(base),
        attribute(&embedded.to_query()),
        attribute(&page_title(embedded)),
    )
}

/// Escapes text for an HTML attribute in double quotes.
pub(crate) fn attribute(text: &str) -> String {
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
    fn the_host_lines_follow_the_frame_when_asked() {
        let (state, _) = PageState::from_query("?game=sub:1,3,4&embed=1");
        let with = frame_code(&state, "https://x.org/", EmbedSize::Small, 500, true);
        assert!(with.starts_with("<iframe "));
        assert!(with.ends_with("</script>"));
        assert!(with.contains("nimseq !== 'height'"));
        let without = frame_code(&state, "https://x.org/", EmbedSize::Small, 500, false);
        assert!(without.ends_with("</iframe>"));
    }
}
