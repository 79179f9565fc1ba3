//! The layers of the code, read from the sources: the core never imports the page layer, and
//! the errors sit below everything (they import nothing of the crate), so no import circle can
//! run through them.

use std::fs;
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The lines of `path` that are code (comments and doc comments left out).
fn code(path: &Path) -> Vec<String> {
    fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("//"))
        .map(str::to_string)
        .collect()
}

#[test]
fn errors_import_nothing_of_the_crate() {
    let error = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/error.rs");
    let uses: Vec<String> = code(&error)
        .into_iter()
        .filter(|l| l.contains("crate::") || l.contains("super::"))
        .collect();
    assert!(uses.is_empty(), "src/error.rs imports {uses:?}");
}

#[test]
fn the_core_never_imports_the_page_or_the_web_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    for file in files {
        let rel = file
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .to_string();
        if rel.starts_with("page")
            || rel.starts_with("web")
            || rel.starts_with("bin")
            || rel == "lib.rs"
        {
            continue;
        }
        for line in code(&file) {
            assert!(
                !line.contains("crate::page") && !line.contains("crate::web"),
                "{rel} imports the page: {line}"
            );
        }
    }
}
