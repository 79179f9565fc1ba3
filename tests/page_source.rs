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
