//! `nimseq misere`: the misère quotient on the command line, its JSON fields and its errors.
#![cfg(not(target_arch = "wasm32"))]

use crate::run::{nimseq, refused, stdout};
use serde_json::Value;

#[test]
fn misere_nim_in_text_and_json() {
    let text = stdout(&["misere", "tb:0.[3]", "--heaps", "3"]);
    assert!(text.contains("order         6\n"), "{text}");
    assert!(
        text.contains("presentation  <a, b | a² = 1, b³ = b>\n"),
        "{text}"
    );
    assert!(text.contains("P-portion     {a, b²}\n"), "{text}");
    assert!(
        text.contains("generators    a = heap 1, b = heap 2\n"),
        "{text}"
    );
    assert!(text.contains("period        none certified\n"), "{text}");
    let v: Value =
        serde_json::from_str(&stdout(&["misere", "tb:0.[3]", "--heaps", "3", "--json"])).unwrap();
    assert_eq!(v["game"], "tb:0.[3]");
    assert_eq!(v["heaps"], 3);
    assert_eq!(v["order"], 6);
    assert_eq!(
        v["elements"],
        serde_json::json!(["1", "a", "b", "ab", "b^2", "ab^2"])
    );
    assert_eq!(v["identity"], 0);
    assert_eq!(v["p_positions"], serde_json::json!([1, 4]));
    assert_eq!(v["pretending"], serde_json::json!([0, 1, 2, 3]));
    assert_eq!(v["presentation"], "<a, b | a^2 = 1, b^3 = b>");
    assert_eq!(v["period"], Value::Null);
    assert_eq!(v["status"], "partial");
    // ab · ab = b^2, a P-position.
    assert_eq!(v["product"][3][3], 4);
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 14, "{keys:?}");
}

#[test]
fn a_certified_period_and_counts_written_2_to_the_k() {
    let v: Value = serde_json::from_str(&stdout(&[
        "misere",
        "octal:0.75",
        "--heaps",
        "2^6",
        "--max-elements",
        "2^4",
        "--json",
    ]))
    .unwrap();
    assert_eq!(v["heaps"], 64);
    assert_eq!(v["order"], 8);
    assert_eq!(v["status"], "periodic");
    assert_eq!(v["period"]["preperiod"], 8);
    assert_eq!(v["period"]["period"], 2);
    assert_eq!(v["period"]["certified_at"], 21);
    assert_eq!(v["pretending"].as_array().unwrap().len(), 65);
    let text = stdout(&["misere", "octal:0.75", "--heaps", "30"]);
    assert!(
        text.contains("period        2 from heap 8 (certified by the quotient of heaps ≤ 21)"),
        "{text}"
    );
    // The table, P-portion marked.
    assert!(
        text.contains("product       (row · column; * marks the P-portion)"),
        "{text}"
    );
}

#[test]
fn an_outgrown_bound_is_the_honest_answer() {
    let args = [
        "misere",
        "octal:0.07",
        "--heaps",
        "40",
        "--max-elements",
        "40",
    ];
    let text = stdout(&args);
    assert!(
        text.contains("status        no finite quotient found within 40 elements for heaps ≤ "),
        "{text}"
    );
    let v: Value = serde_json::from_str(&stdout(&[&args[..], &["--json"]].concat())).unwrap();
    assert_eq!(v["status"], "exceeded");
    assert!(v["order"].as_u64().unwrap() <= 40);
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        &["misere", "octal:0.77"][..],
        &["misere", "octal:0.78", "--heaps", "3"],
        &["misere", "octal:0.77", "--heaps", "0"],
        &["misere", "octal:0.77", "--heaps", "2^13"],
        &["misere", "octal:0.77", "--heaps", "-1"],
        &["misere", "octal:0.77", "--heaps", "x"],
        &["misere", "octal:0.77", "--heaps", "99999999999999999999999"],
        &[
            "misere",
            "octal:0.77",
            "--heaps",
            "9",
            "--max-elements",
            "0",
        ],
        &[
            "misere",
            "octal:0.77",
            "--heaps",
            "9",
            "--max-elements",
            "2^20",
        ],
        &["misere", "tb:0.[8]", "--heaps", "1000"],
        &[
            "misere",
            "sub:1,2/misere",
            "--rule",
            "normal",
            "--heaps",
            "3",
        ],
    ] {
        refused(args);
    }
    let err = |args: &[&str]| String::from_utf8(nimseq(args).stderr).unwrap();
    assert_eq!(
        err(&["misere", "octal:0.77", "--heaps", "2^13"]),
        "nimseq: error: the largest heap of the misère quotient is 8192, above the limit of \
         4096 (2^12)\n"
    );
    assert_eq!(
        err(&["misere", "octal:0.77", "--heaps", "0"]),
        "nimseq: error: the largest heap of the misère quotient is 0: ask for at least 1\n"
    );
}
