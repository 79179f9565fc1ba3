//! What the command line says of take-and-break games: the saltus and the theorem in JSON,
//! Grundy's game's values and sums, and bad codes refused with the reason.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use serde_json::Value;

use nimseq::game::Game;

fn game(spec: &str) -> Game {
    spec.parse().unwrap()
}

fn cli(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_nimseq"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn command_line_json_has_the_saltus_and_the_theorem() {
    let (code, out, _) = cli(&["period", "tb:4.[3]", "--limit", "2000", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "no-period-found");
    assert_eq!(v["saltus"], 4);
    assert_eq!(v["arithmetic"]["period"], 4);
    assert_eq!(v["arithmetic"]["certified"], false);
    let (code, out, _) = cli(&["period", "tb:0.F", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["period"].as_u64(), v["saltus"].as_i64()),
        (Some(2), Some(0))
    );
    assert_eq!(v["certificate"]["kind"], "take-break");
    assert!(v["theorem"].as_str().unwrap().contains("take-and-break"));
    let (code, out, _) = cli(&["sequence", "grundy", "--terms", "8"]);
    assert_eq!((code, out.trim()), (0, "0 0 0 1 0 2 1 0"));
    let (code, out, _) = cli(&["sum", "grundy@20", "tb:4.[3]@6", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["values"], serde_json::json!([0, 6]));
}

#[test]
fn bad_codes_exit_2_with_the_reason() {
    for (spec, says) in [
        ("tb:0.7G", "`G` is not a hexadecimal digit"),
        ("tb:2.7", "d0 = 2 asks to remove nothing"),
        ("tb:0.[]", "`[]` is empty"),
        ("tb:0.8/misere", "normal rule"),
        ("grundy/take-all", "normal rule"),
    ] {
        let (code, _, err) = cli(&["period", spec]);
        assert_eq!(code, 2, "{spec}");
        assert!(err.contains(says), "{spec}: {err}");
    }
    let long = format!("tb:0.{}", "7".repeat(65));
    let (code, _, err) = cli(&["sequence", &long]);
    assert_eq!(code, 2);
    assert!(err.contains("digits of the take-and-break code"), "{err}");
    let (code, _, err) = cli(&["period", "tb:0.8", "--limit", "100000"]);
    assert_eq!(code, 2);
    assert!(err.contains("splits heaps into three"), "{err}");
    // A heap whose moves would be too many to list (a tail that splits into three).
    let (code, _, err) = cli(&["sum", "tb:0.[F]@201"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("the heap size is 201, above the limit of 200"),
        "{err}"
    );
    assert_eq!(cli(&["sum", "tb:0.[F]@200"]).0, 0);
    assert!(nimseq::play::Board::parse("201", &game("tb:0.[F]")).is_err());
}
