//! Every view of the page has its file in every layer, under its one name: the page layer's
//! folder and its words in each language, the WebAssembly boundary's file, the page's markup,
//! script, tab and registration, an end-to-end test and the manual's section. Adding a `View` without
//! one of them fails here, naming what is missing (docs/development.md lists the same files).

use std::fs;
use std::path::Path;

use nimseq_page::{Named, View};

/// The languages of the page's catalogues (`page/locales/<lang>/`).
const LANGUAGES: [&str; 3] = ["en", "de", "fr"];

fn read(path: &str) -> String {
    let whole = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    fs::read_to_string(&whole).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn exists(path: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path).exists()
}

/// What is missing for the view spelled `view` (empty when nothing is).
fn missing(view: &str) -> Vec<String> {
    let mut missing = Vec::new();
    let mut need = |what: String, there: bool| {
        if !there {
            missing.push(what);
        }
    };
    // The page layer: the view's folder, exported from its lib.rs, and its words.
    need(
        format!("page/src/{view}/mod.rs"),
        exists(&format!("page/src/{view}/mod.rs")),
    );
    need(
        format!("`mod {view};` in page/src/lib.rs"),
        read("page/src/lib.rs").contains(&format!("mod {view};")),
    );
    let texts = read("page/src/texts.rs");
    for lang in LANGUAGES {
        let catalogue = format!("page/locales/{lang}/{view}.ftl");
        need(catalogue.clone(), exists(&catalogue));
        need(
            format!("{catalogue} read by page/src/texts.rs"),
            texts.contains(&format!("\"../locales/{lang}/{view}.ftl\"")),
        );
    }
    // The WebAssembly boundary.
    need(
        format!("web/src/{view}.rs"),
        exists(&format!("web/src/{view}.rs")),
    );
    need(
        format!("`mod {view};` in web/src/lib.rs"),
        read("web/src/lib.rs").contains(&format!("mod {view};")),
    );
    // The page: markup and script, inlined, tabbed and registered.
    let folder = format!("www/js/views/{view}");
    for file in [
        format!("{folder}/{view}.html"),
        format!("{folder}/{view}.js"),
    ] {
        need(file.clone(), exists(&file));
    }
    let index = read("www/index.html");
    need(
        format!("the markup inlined in www/index.html (js/views/{view}/{view}.html)"),
        index.contains(&format!("href=\"js/views/{view}/{view}.html\"")),
    );
    need(
        format!("the tab in www/index.html (id=\"tab-{view}\")"),
        index.contains(&format!("id=\"tab-{view}\"")),
    );
    let app = read("www/js/app.js");
    need(
        format!("the script imported by www/js/app.js (./views/{view}/{view}.js)"),
        app.contains(&format!("'./views/{view}/{view}.js'")),
    );
    need(
        format!("the view registered in www/js/app.js (`{view}: {view}View(app…)`)"),
        app.contains(&format!("{view}: {view}View(app")),
    );
    // Tests and the manual.
    let link = format!("view={view}");
    let specs: String = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e/specs"))
        .expect("tests/e2e/specs")
        .map(|e| fs::read_to_string(e.expect("a spec").path()).unwrap_or_default())
        .collect();
    need(
        format!("an end-to-end test opening `{link}` (tests/e2e/specs/)"),
        view == "sequence" || specs.contains(&link),
    );
    missing
}

/// The manual's section on the view: `- **Label**`, its tab's English label.
fn manual_section(view: View) -> Option<String> {
    let section = format!("- **{}**", view.label());
    (!read("docs/page.md").contains(&section)).then(|| format!("{section} in docs/page.md"))
}

#[test]
fn every_view_has_its_file_in_every_layer() {
    assert_eq!(
        View::ALL.len(),
        7,
        "a view was added: see docs/development.md"
    );
    let missing: Vec<String> = View::ALL
        .iter()
        .flat_map(|&(view, spelling, _)| missing(spelling).into_iter().chain(manual_section(view)))
        .collect();
    assert!(missing.is_empty(), "missing: {missing:#?}");
}

#[test]
fn a_view_without_its_files_is_named() {
    let missing = missing("sketchbook");
    assert!(missing.contains(&"page/src/sketchbook/mod.rs".to_string()));
    assert!(missing.contains(&"web/src/sketchbook.rs".to_string()));
    assert!(missing.contains(&"www/js/views/sketchbook/sketchbook.js".to_string()));
    assert!(missing
        .iter()
        .any(|m| m.contains("page/locales/fr/sketchbook.ftl")));
    assert!(missing.iter().any(|m| m.contains("www/js/app.js")));
    assert!(missing.iter().any(|m| m.contains("end-to-end")));
}
