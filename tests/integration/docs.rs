//! The README and the manual in `docs/`: every relative link resolves, to a file that exists
//! and, after `#`, to a heading of that file (GitHub's anchors).

use std::fs;
use std::path::{Path, PathBuf};

/// The README and every page of the manual.
fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The text outside fenced code blocks.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut code = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            code = !code;
        } else if !code {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The anchors of a Markdown file's headings.
fn anchors(text: &str) -> Vec<String> {
    prose(text)
        .lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| anchor(l.trim_start_matches('#')))
        .collect()
}

/// Every `[text](target)` of a page.
fn links(text: &str) -> Vec<String> {
    let text = prose(text);
    let mut out = Vec::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            out.push(rest[..end].to_string());
        }
    }
    out
}

#[test]
fn every_relative_link_of_the_readme_and_the_manual_resolves() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = fs::read_to_string(&page).unwrap();
        for target in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = target.split_once('#').unwrap_or((&target, ""));
            let path = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            if !path.exists() {
                broken.push(format!("{}: {target} (no such file)", page.display()));
                continue;
            }
            if !fragment.is_empty() {
                let there = fs::read_to_string(&path).unwrap_or_default();
                if !anchors(&there).contains(&fragment.to_string()) {
                    broken.push(format!("{}: {target} (no such heading)", page.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_is_a_front_door() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    assert!(readme.lines().count() <= 150, "README.md is over 150 lines");
    assert!(root.join("CITATION.cff").exists());
    assert_eq!(
        anchor("What the papers get wrong"),
        "what-the-papers-get-wrong"
    );
    assert_eq!(anchor("`{a,b}` sweeps"), "ab-sweeps");
}

/// Every backticked path of a page's prose (`core/src/game/spec.rs`, `www/js/views/play/`):
/// words with a slash and no spaces, placeholders (`<view>`) and commands left out.
fn paths(text: &str) -> Vec<String> {
    prose(text)
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|code| {
            code.contains('/')
                && !code.contains([' ', '<', '*', '?', '=', ':', '(', '@'])
                && code
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '.')
        })
        .map(str::to_string)
        .collect()
}

/// The development guide names files and folders to change; each of them exists (a move
/// that leaves the guide behind fails here).
#[test]
fn every_path_the_development_guide_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(root.join("docs/development.md")).unwrap();
    let named = paths(&text);
    assert!(named.len() > 30, "the guide names its files: {named:?}");
    let missing: Vec<&String> = named.iter().filter(|p| !root.join(p).exists()).collect();
    assert!(
        missing.is_empty(),
        "docs/development.md names paths that do not exist: {missing:?}"
    );
}

/// Every test file of the project: the integration tests' modules, the browser tests, the
/// Python tests and the end-to-end specs, as paths from the project's root.
fn test_files() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for (dir, ends) in [
        ("tests/integration", ".rs"),
        ("core/tests/integration", ".rs"),
        ("page/tests/integration", ".rs"),
        ("web/tests", ".rs"),
        ("python/tests", ".py"),
        ("tests/e2e/specs", ".js"),
        ("tests/e2e/perf", ".js"),
    ] {
        for entry in fs::read_dir(root.join(dir)).expect(dir) {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            if name.ends_with(ends) && name != "main.rs" && name != "run.rs" {
                files.push(format!("{dir}/{name}"));
            }
        }
    }
    files.sort();
    files
}

/// The development guide names every test file (a test added without a word there fails).
#[test]
fn the_development_guide_names_every_test_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(root.join("docs/development.md")).unwrap();
    let files = test_files();
    assert!(files.len() > 60, "the test files: {files:?}");
    let unnamed: Vec<&String> = files
        .iter()
        .filter(|f| !text.contains(&format!("`{f}`")))
        .collect();
    assert!(
        unnamed.is_empty(),
        "docs/development.md does not name these test files: {unnamed:?}"
    );
}
