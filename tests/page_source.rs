//! The page's own source never turns data into markup or code: no `innerHTML` and its
//! relatives, no `eval`, no inline script or inline event handlers in the HTML.

use std::fs;
use std::path::Path;

#[test]
fn the_page_never_builds_markup_or_code_from_strings() {
    let forbidden = [
        "innerHTML",
        "outerHTML",
        "insertAdjacentHTML",
        "document.write",
        "eval(",
        "new Function",
        "setTimeout('",
        "setTimeout(\"",
    ];
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("www/js");
    let mut files = 0;
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "js") {
            let text = fs::read_to_string(&path).unwrap();
            for word in forbidden {
                assert!(!text.contains(word), "{} uses {word}", path.display());
            }
            files += 1;
        }
    }
    assert!(
        files >= 10,
        "only {files} scripts found in {}",
        dir.display()
    );
    let html = fs::read_to_string(dir.parent().unwrap().join("index.html")).unwrap();
    assert!(
        !html.contains(" onclick=") && !html.contains(" onload=") && !html.contains(" onerror=")
    );
    // Every script is a file: `<script` appears only with a `src`.
    for (i, _) in html.match_indices("<script") {
        let tag = &html[i..i + html[i..].find('>').unwrap()];
        assert!(tag.contains(" src="), "inline script: {tag}");
    }
    assert!(html.contains("script-src 'self' 'wasm-unsafe-eval'"));
}

/// JavaScript renders and forwards events: the game grammar, move spellings and links are
/// Rust's. A game-spec or move-spelling literal, or a link or move built from pieces, fails.
#[test]
fn the_page_scripts_know_no_game_grammar() {
    let forbidden = [
        "'sub:",
        "\"sub:",
        "`sub:",
        "'octal:",
        "\"octal:",
        "`octal:",
        "startsWith('sub",
        "startsWith('octal",
        "URLSearchParams",
        "?view=",
        "&rule=",
    ];
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("www/js");
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "js") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        for word in forbidden {
            assert!(!text.contains(word), "{} contains {word}", path.display());
        }
        // A spelling built from pieces: `${heap}:${take}`, `${take}@${left}`.
        let pieces = text.find("}:${").or_else(|| text.find("}@${"));
        if let Some(i) = pieces {
            let line = text[..i].lines().count();
            panic!("{}:{line} builds a spelling from pieces", path.display());
        }
    }
}
