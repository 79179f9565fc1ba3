//! The page's own source never turns data into markup or code: no `innerHTML` and its
//! relatives, no `eval`, no inline script or inline event handlers in any of its HTML (the
//! frame `www/index.html` and each view's markup beside its script), and its scripts know no
//! game grammar: spellings and links are Rust's.

use std::fs;
use std::path::{Path, PathBuf};

/// Every file under `dir` (at any depth) whose name ends in `.{ext}`.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(files(&path, ext));
        } else if path.extension().is_some_and(|e| e == ext) {
            found.push(path);
        }
    }
    found.sort();
    found
}

fn www() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("www")
}

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
    let scripts = files(&www().join("js"), "js");
    for path in &scripts {
        let text = fs::read_to_string(path).unwrap();
        for word in forbidden {
            assert!(!text.contains(word), "{} uses {word}", path.display());
        }
    }
    assert!(scripts.len() >= 20, "only {} scripts found", scripts.len());
    let pages = files(&www(), "html");
    assert!(
        pages.len() >= 9,
        "the frame and every view's markup: {pages:?}"
    );
    for path in &pages {
        let html = fs::read_to_string(path).unwrap();
        for handler in [
            " onclick=",
            " onload=",
            " onerror=",
            " oninput=",
            " onsubmit=",
        ] {
            assert!(!html.contains(handler), "{} has {handler}", path.display());
        }
        // Every script is a file: `<script` appears only with a `src`.
        for (i, _) in html.match_indices("<script") {
            let tag = &html[i..i + html[i..].find('>').unwrap()];
            assert!(
                tag.contains(" src="),
                "{}: inline script: {tag}",
                path.display()
            );
        }
    }
    let frame = fs::read_to_string(www().join("index.html")).unwrap();
    assert!(frame.contains("script-src 'self' 'wasm-unsafe-eval'"));
    // Each view's markup is inlined by the build, from beside its script.
    for view in [
        "sequence",
        "heatmap",
        "conjecture",
        "play",
        "atlas",
        "compare",
        "quotient",
    ] {
        let markup = format!("js/views/{view}/{view}.html");
        assert!(
            frame.contains(&format!("rel=\"inline\" href=\"{markup}\"")),
            "index.html inlines {markup}"
        );
        let script = www().join(format!("js/views/{view}/{view}.js"));
        assert!(script.is_file(), "{}", script.display());
    }
}

/// JavaScript renders and forwards events: the game grammar, move spellings and links are
/// Rust's. A game-spec or move-spelling literal (`'sub:`, `"octal:`, …), a query built by
/// hand (`URLSearchParams`, `?view=`, `&rule=`), or a link or move built from pieces fails.
#[test]
fn the_page_scripts_know_no_game_grammar() {
    let forbidden = [
        "'sub:",
        "\"sub:",
        "`sub:",
        "'octal:",
        "\"octal:",
        "`octal:",
        "'tb:",
        "\"tb:",
        "`tb:",
        "startsWith('sub",
        "startsWith('octal",
        "URLSearchParams",
        "?view=",
        "&rule=",
    ];
    for path in files(&www().join("js"), "js") {
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
