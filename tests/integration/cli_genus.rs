//! `nimseq genus`: the misère genus on the command line, as Winning Ways writes it, its JSON
//! and its refusals.
#![cfg(not(target_arch = "wasm32"))]

use crate::run::{json, nimseq, refused, stdout};
use serde_json::json as value;

#[test]
fn kayles_in_text_as_winning_ways_writes_it() {
    let text = stdout(&["genus", "octal:0.77", "--to", "20"]);
    assert!(
        text.starts_with("game       octal:0.77 (Kayles)\n"),
        "{text}"
    );
    assert!(
        text.contains("status     the genus of heaps 0 … 20\n"),
        "{text}"
    );
    for line in [
        "   0: 0^120\n",
        "   5: 4^146\n",
        "   9: 4^046\n",
        "  20: 1^031\n",
    ] {
        assert!(text.contains(line), "{line:?} in {text}");
    }
    let heaps = text
        .lines()
        .filter(|l| l.starts_with("  ") && l.contains(": ") && l.contains('^'))
        .count();
    assert_eq!(heaps, 21, "{text}");
}

#[test]
fn json_has_a_genus_array_of_heaps_and_values() {
    let v = json(&["genus", "octal:0.07", "--to", "2^4", "--json"]);
    assert_eq!(v["game"], "octal:0.07");
    assert_eq!(v["to"], 16);
    assert_eq!(v["status"], "complete");
    assert_eq!(v["stopped_at"], serde_json::Value::Null);
    let genus = v["genus"].as_array().unwrap();
    assert_eq!(genus.len(), 17);
    // Dawson's Kayles: 10 is 3^1431 (nim-value 3, misère values 1, 4, 3, 1, 3, 1, …).
    assert_eq!(
        genus[10],
        value!({"heap": 10, "values": [3, 1, 4, 3, 1], "symbol": "3^1431"})
    );
    assert_eq!(genus[14]["symbol"], "4^146");
    assert!(v["nimseq_version"].is_string());
}

#[test]
fn a_bound_reached_is_said_and_names_the_option() {
    let text = stdout(&[
        "genus",
        "octal:0.77",
        "--to",
        "40",
        "--max-positions",
        "100",
    ]);
    assert!(text.contains("status     stopped at heap "), "{text}");
    assert!(text.contains("--max-positions N"), "{text}");
    let v = json(&[
        "genus",
        "octal:0.77",
        "--to",
        "40",
        "--max-positions",
        "100",
        "--json",
    ]);
    assert_eq!(v["status"], "exceeded");
    let at = v["stopped_at"].as_u64().unwrap();
    assert_eq!(v["genus"].as_array().unwrap().len() as u64, at);
}

#[test]
fn bad_or_missing_arguments_are_refused_in_words() {
    let err = refused(&["genus", "octal:0.77", "--to", "ten"]);
    assert!(err.contains("ten"), "{err}");
    let err = refused(&["genus", "octal:0.77", "--to", "100000"]);
    assert!(err.contains("genus"), "{err}");
    let err = refused(&["genus", "octal:0.77", "--to", "5", "--max-positions", "0"]);
    assert!(err.contains("positions"), "{err}");
    let err = refused(&["genus", "*3", "--to", "5"]);
    assert!(err.contains("*3"), "{err}");
    let err = refused(&["genus", "octal:0.9", "--to", "5"]);
    assert!(err.contains('9'), "{err}");
    let out = nimseq(&["genus", "octal:0.77"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--to"));
    let out = nimseq(&["genus", "--to", "5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("GAME"));
}
