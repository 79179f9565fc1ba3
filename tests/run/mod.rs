//! Running the `nimseq` binary from the integration tests (shared by `cli.rs`,
//! `cli_misere.rs` and `plot.rs`).
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

/// The standard output of `nimseq ARGS` read as JSON.
pub fn json(args: &[&str]) -> Value {
    serde_json::from_str(&stdout(args)).unwrap()
}
