//! Running the `nimseq` binary from the integration tests (shared by `cli.rs`,
//! `cli_misere.rs`, `plot.rs`, `figures.rs` and others).
#![allow(dead_code)]

use std::process::{Command, Output};

use serde_json::Value;

/// Runs `nimseq ARGS` and returns what it did.
pub fn nimseq(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimseq"))
        .args(args)
        .output()
        .expect("run nimseq")
}

/// The standard output of `nimseq ARGS`, which must succeed.
pub fn stdout(args: &[&str]) -> String {
    let out = nimseq(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The one line `nimseq ARGS` writes on stderr when it refuses bad input: it must exit with
/// status 2, say one line beginning `nimseq: error: ` and write nothing on stdout.
pub fn refused(args: &[&str]) -> String {
    let out = nimseq(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("nimseq: error: "), "{args:?}: {err}");
    assert!(out.stdout.is_empty(), "{args:?}");
    err
}

/// The standard output of `nimseq ARGS` read as JSON.
pub fn json(args: &[&str]) -> Value {
    serde_json::from_str(&stdout(args)).unwrap()
}

/// A fresh directory for one test's files (`prefix` names the test file, `name` the test).
pub fn fresh_dir(prefix: &str, name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("nimseq-{prefix}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `nimseq plot ARGS -o DIR/FILE`, which must succeed, and returns the file's bytes and
/// the line written.
pub fn plot_file(dir: &std::path::Path, file: &str, args: &[&str]) -> (Vec<u8>, String) {
    let path = dir.join(file);
    let path = path.to_str().unwrap();
    let mut all = vec!["plot"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["-o", path]);
    let out = nimseq(&all);
    assert!(
        out.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        std::fs::read(path).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}
