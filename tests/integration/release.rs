//! What a citation and a cluster run rely on: the version named alike everywhere, and the
//! one-machine cluster script refusing to start without GNU parallel.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::Path;
use std::process::Command;

/// The value of a top-level `key: value` line of CITATION.cff.
fn citation(key: &str) -> Option<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = fs::read_to_string(root.join("CITATION.cff")).unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("{key}: ")))
        .map(|v| v.trim().trim_matches('"').to_string())
}

#[test]
fn the_citation_names_this_version_and_its_release_date() {
    assert_eq!(
        citation("version").as_deref(),
        Some(env!("CARGO_PKG_VERSION"))
    );
    let date = citation("date-released").expect("CITATION.cff has a date-released");
    // YYYY-MM-DD, as the Citation File Format asks.
    let parts: Vec<&str> = date.split('-').collect();
    assert_eq!(parts.len(), 3, "{date}");
    assert!(
        parts[0].len() == 4 && parts[1].len() == 2 && parts[2].len() == 2,
        "{date}"
    );
    assert!(
        date.chars().all(|c| c.is_ascii_digit() || c == '-'),
        "{date}"
    );
}

#[test]
fn parallel_sh_without_gnu_parallel_says_so_and_creates_nothing() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("nimseq-parallel-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("bin")).unwrap();
    // A PATH with what the script needs but no `parallel`.
    for tool in ["grep", "mkdir", "seq"] {
        let found = ["/usr/bin", "/bin"]
            .iter()
            .map(|d| Path::new(d).join(tool))
            .find(|p| p.exists())
            .unwrap();
        std::os::unix::fs::symlink(found, dir.join("bin").join(tool)).unwrap();
    }
    let out = Command::new("/bin/bash")
        .arg(root.join("scripts/cluster/parallel.sh"))
        .args(["4", "table.csv", "sweep", "--dims", "2", "--max", "20"])
        .current_dir(&dir)
        .env("PATH", dir.join("bin"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("apt install parallel"), "{stderr}");
    assert!(!dir.join("table.csv.parts").exists());
    assert!(!dir.join("table.csv").exists());
    fs::remove_dir_all(&dir).unwrap();
}
