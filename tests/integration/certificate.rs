//! Certificate files (`nimseq period GAME --certificate FILE`) checked by the short checker
//! `scripts/verify-certificate.py`, which knows the theorems and nothing of nimseq's code: every
//! certificate nimseq writes verifies, and every tampered one is caught with the reason.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::run::{fresh_dir, json, nimseq, refused, stdout};

/// The checker.
fn checker() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/verify-certificate.py")
}

/// Runs the checker on `file`: its exit status and its line.
fn verify(file: &Path) -> (i32, String) {
    let out = Command::new("python3")
        .arg(checker())
        .arg(file)
        .output()
        .expect("python3 runs (the checker needs Python 3 and nothing else)");
    let line = String::from_utf8(out.stdout).unwrap();
    assert_eq!(line.lines().count(), 1, "one line: {line}");
    (out.status.code().unwrap_or(-1), line)
}

/// Writes the certificate of `game` into `dir` with the command line and reads it.
fn certificate(dir: &Path, game: &str) -> (PathBuf, Value) {
    let path = dir.join(format!("{}.json", game.replace([':', '/', ',', '.'], "_")));
    let text = stdout(&["period", game, "--certificate", path.to_str().unwrap()]);
    assert!(text.contains("certificate  written to "), "{text}");
    let value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    (path, value)
}

/// `value` changed by `change` and written to `dir/name`.
fn tampered(dir: &Path, name: &str, value: &Value, change: impl FnOnce(&mut Value)) -> PathBuf {
    let mut value = value.clone();
    change(&mut value);
    let path = dir.join(name);
    std::fs::write(&path, serde_json::to_string_pretty(&value).unwrap()).unwrap();
    path
}

/// A subtraction game (also with the take-all rule), octal games (Dawson's Kayles, Kayles,
/// Dawson's Chess, `4.`-codes) and take-and-break codes (one that splits without removing, a
/// hexadecimal one whose moves leave three heaps): each certificate verifies, and its claim is
/// the period `nimseq period` reports.
#[test]
fn every_certificate_verifies() {
    let dir = fresh_dir("certificate", "verifies");
    for (game, theorem, kind) in [
        ("sub:1,3,4", "repeated-window", "subtraction"),
        ("sub:3,5,6/take-all", "repeated-window", "subtraction"),
        ("octal:0.07", "guy-smith", "octal"),
        ("octal:0.77", "guy-smith", "octal"),
        ("octal:0.137", "guy-smith", "octal"),
        ("octal:4.07", "guy-smith", "octal"),
        ("octal:4.3", "guy-smith", "octal"),
        ("tb:4.7", "guy-smith", "take-and-break"),
        ("tb:0.F7F", "guy-smith-b-heaps", "take-and-break"),
    ] {
        let (path, cert) = certificate(&dir, game);
        let (status, line) = verify(&path);
        assert_eq!(status, 0, "{game}: {line}");
        let report = json(&["period", game, "--json"]);
        let (e, p) = (&report["preperiod"], &report["period"]);
        assert_eq!(
            (&cert["claim"]["preperiod"], &cert["claim"]["period"]),
            (e, p)
        );
        assert!(
            line.starts_with(&format!("verified: G(n + {p}) = G(n) for all n >= {e}")),
            "{game}: {line}"
        );
        assert_eq!(cert["theorem"]["name"], theorem, "{game}");
        assert_eq!(cert["rule"]["kind"], kind, "{game}");
        let until = cert["theorem"]["check_until"].as_u64().unwrap();
        let values = cert["values"].as_array().unwrap().len() as u64;
        assert_eq!(values, until + p.as_u64().unwrap(), "{game}");
    }
}

/// Kayles' certificate: the code's digits spelled out and the Guy–Smith range of the blog post
/// in the seeds (`n < 2·71 + 12 + 2 = 156`, values to `G(167)`).
#[test]
fn kayles_is_spelled_out() {
    let dir = fresh_dir("certificate", "kayles");
    let (_, cert) = certificate(&dir, "octal:0.77");
    assert_eq!(cert["format"], "nimseq-certificate");
    assert_eq!(cert["rule"]["code"], "0.77");
    assert_eq!(
        cert["rule"]["digits"][1]["leaves"],
        serde_json::json!([0, 1, 2])
    );
    assert_eq!(cert["theorem"]["check_until"], 156);
    assert_eq!(cert["theorem"]["heaps"], 2);
    assert_eq!(cert["theorem"]["code_length"], 2);
    assert_eq!(cert["values"].as_array().unwrap().len(), 168);
    // Kayles' first values as published (BACKGROUND's test vectors, OEIS A002186).
    let first = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
    ];
    assert_eq!(
        cert["values"].as_array().unwrap()[..24],
        serde_json::json!(first).as_array().unwrap()[..]
    );
}

/// One value changed: the checker names the heap. Also above 255, where the checker keeps two
/// bytes a value.
#[test]
fn a_changed_value_is_named() {
    let dir = fresh_dir("certificate", "changed");
    let (_, cert) = certificate(&dir, "octal:0.77");
    for (n, new) in [(100, 0), (167, 300)] {
        let old = cert["values"][n].as_u64().unwrap();
        let new = if old == new { 1 } else { new };
        let path = tampered(&dir, &format!("value-{n}.json"), &cert, |v| {
            v["values"][n] = new.into();
        });
        let (status, line) = verify(&path);
        assert_eq!(status, 1, "{line}");
        assert_eq!(
            line.trim(),
            format!("not verified: G({n}) is {old} by the rule, the file says {new}")
        );
    }
}

/// A claimed period that does not hold (a preperiod too small, a period that is not one) is
/// caught where it fails; a period or preperiod that holds but is not the least is caught too.
#[test]
fn a_false_claim_is_caught() {
    let dir = fresh_dir("certificate", "claim");
    let (_, kayles) = certificate(&dir, "octal:0.77");
    for (e, p, said) in [
        (
            60,
            12,
            "the theorem needs G(n + 12) = G(n) for 60 <= n < 134",
        ),
        (71, 6, "the theorem needs G(n + 6) = G(n) for 71 <= n < 150"),
    ] {
        let path = tampered(&dir, &format!("claim-{e}-{p}.json"), &kayles, |v| {
            v["claim"]["preperiod"] = e.into();
            v["claim"]["period"] = p.into();
        });
        let (status, line) = verify(&path);
        assert_eq!(status, 1, "{line}");
        assert!(line.starts_with("not verified: G("), "{line}");
        assert!(line.contains(said), "{line}");
    }
    // Dawson's Kayles: (53, 68) and (54, 34) hold, but are not the least; the values the
    // theorem then compares come from `nimseq sequence`.
    let (_, dawson) = certificate(&dir, "octal:0.07");
    for (e, p, terms, said) in [
        (
            53,
            68,
            "244",
            "the period 68 is not the least: G(n + 34) = G(n)",
        ),
        (
            54,
            34,
            "178",
            "the preperiod 54 is not the least: G(53) = G(87)",
        ),
    ] {
        let values =
            json(&["sequence", "octal:0.07", "--terms", terms, "--json"])["values"].clone();
        let path = tampered(&dir, &format!("least-{e}-{p}.json"), &dawson, |v| {
            v["claim"]["preperiod"] = e.into();
            v["claim"]["period"] = p.into();
            v["values"] = values;
        });
        let (status, line) = verify(&path);
        assert_eq!(status, 1, "{line}");
        assert!(line.contains(said), "{line}");
    }
}

/// Files the checker cannot check: exit status 2 and one line saying why.
#[test]
fn a_malformed_file_is_refused_with_the_reason() {
    let dir = fresh_dir("certificate", "malformed");
    let (path, cert) = certificate(&dir, "sub:1,3,4");
    let (_, kayles) = certificate(&dir, "octal:0.77");
    let cases: Vec<(PathBuf, &str)> = vec![
        (
            tampered(&dir, "no-period.json", &cert, |v| {
                v["claim"].as_object_mut().unwrap().remove("period");
            }),
            "missing key 'claim.period'",
        ),
        (
            tampered(&dir, "theorem.json", &cert, |v| {
                v["theorem"]["name"] = "fermat".into()
            }),
            "unknown theorem 'fermat'",
        ),
        (
            tampered(&dir, "kind.json", &cert, |v| {
                v["rule"]["kind"] = "chomp".into()
            }),
            "unsupported rule kind 'chomp'",
        ),
        (
            tampered(&dir, "misere.json", &cert, |v| {
                v["rule"]["play"] = "misere".into()
            }),
            "unsupported play 'misere'",
        ),
        (
            tampered(&dir, "short.json", &kayles, |v| {
                v["values"].as_array_mut().unwrap().truncate(160);
            }),
            "values too short: the theorem needs G(0) ... G(167), the file has 160 values",
        ),
        (
            tampered(&dir, "digits.json", &kayles, |v| {
                v["rule"]["code"] = "0.76".into()
            }),
            "'rule.digits' does not spell out the code '0.76'",
        ),
        (
            tampered(&dir, "tail.json", &kayles, |v| {
                v["rule"]["code"] = "0.[3]".into()
            }),
            "unsupported code '0.[3]'",
        ),
    ];
    for (file, said) in cases {
        let (status, line) = verify(&file);
        assert_eq!(status, 2, "{file:?}: {line}");
        assert!(line.starts_with("malformed or unsupported: "), "{line}");
        assert!(line.contains(said), "{said}: {line}");
    }
    let text = std::fs::read_to_string(&path).unwrap();
    let broken = dir.join("broken.json");
    std::fs::write(&broken, &text[..text.len() / 2]).unwrap();
    assert_eq!(verify(&broken).0, 2);
    assert_eq!(verify(&dir.join("absent.json")).0, 2);
}

/// What `--certificate` refuses: a game no certificate covers (exit 2, before any search), no
/// period certified (exit 1, after the report), a path that cannot be written (exit 1).
#[test]
fn the_command_line_says_when_it_writes_no_certificate() {
    let dir = fresh_dir("certificate", "refused");
    let file = dir.join("c.json");
    let file = file.to_str().unwrap();
    for (game, said) in [
        (
            "sub:1,3,4/misere",
            "certificates (and scripts/verify-certificate.py) cover normal play only",
        ),
        (
            "tb:0.[3]",
            "no certificate can be written for tb:0.[3]: its code repeats forever",
        ),
        ("grundy", "its splits must leave unequal heaps"),
    ] {
        let err = refused(&["period", game, "--certificate", file]);
        assert!(err.contains(said), "{game}: {err}");
    }
    let out = nimseq(&[
        "period",
        "octal:0.6",
        "--limit",
        "3000",
        "--certificate",
        file,
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("no period is certified up to n = 3000"),
        "{err}"
    );
    assert!(String::from_utf8(out.stdout)
        .unwrap()
        .contains("no period certified up to 3000"));
    let nowhere = dir.join("no such directory").join("c.json");
    let out = nimseq(&[
        "period",
        "octal:0.77",
        "--certificate",
        nowhere.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("nimseq: error: cannot write the certificate to "),
        "{err}"
    );
    assert!(!Path::new(file).exists());
    let v = json(&["period", "octal:0.07", "--json", "--certificate", file]);
    assert_eq!(v["certificate_file"]["values"], 176);
    assert_eq!(verify(Path::new(file)).0, 0);
}

/// The checker stays short and needs nothing beyond Python's standard library.
#[test]
fn the_checker_is_short_and_standard() {
    let text = std::fs::read_to_string(checker()).unwrap();
    assert!(text.lines().count() < 160, "{} lines", text.lines().count());
    let modules: Vec<&str> = text
        .lines()
        .map(str::trim_start)
        .filter_map(|l| {
            l.strip_prefix("import ")
                .or_else(|| l.strip_prefix("from "))
        })
        .flat_map(|rest| rest.split(" import ").next().unwrap_or("").split(','))
        .map(|m| m.trim().split('.').next().unwrap_or(""))
        .collect();
    assert!(modules.contains(&"json"), "{modules:?}");
    let out = Command::new("python3")
        .args([
            "-c",
            "import sys; print(' '.join(m for m in sys.argv[1:] if m not in sys.stdlib_module_names))",
        ])
        .args(&modules)
        .output()
        .expect("python3 runs");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap().trim(),
        "",
        "{modules:?}"
    );
}

/// `0.16` (Gangolli and Plambeck): 509,622 values, which the checker recomputes in minutes.
#[test]
#[ignore = "about 5 minutes: ./scripts/test.sh --long"]
fn the_certificate_of_0_16_verifies() {
    let dir = fresh_dir("certificate", "octal-16");
    let (path, cert) = certificate(&dir, "octal:0.16");
    assert_eq!(cert["values"].as_array().unwrap().len(), 509_622);
    let (status, line) = verify(&path);
    assert_eq!(status, 0, "{line}");
    assert!(
        line.contains("least period 149459, least preperiod 105351"),
        "{line}"
    );
}
