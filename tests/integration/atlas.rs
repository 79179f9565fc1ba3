//! The atlas against the literature (`data/octal-literature.csv`): every row of the data file
//! with a certified answer is reproduced by the command line, and a disagreement fails unless
//! the data file marks the literature as wrong with its evidence (the first differing heap size
//! and both values), which the computation must confirm.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use serde_json::Value;

use nimseq::atlas::first_difference;
use nimseq::atlas::{compute_row, AtlasRow, Status};
use nimseq::atlas::{known, shift, Claim};
use nimseq::game::OctalCode;

fn nimseq(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_nimseq"))
        .args(args)
        .output()
        .expect("nimseq runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// The 3-digit atlas at a cap that certifies every game the literature solves below heap 1000:
/// no row disagrees, and every code the tables send to such a game is certified and agrees.
#[test]
fn the_three_digit_atlas_agrees_with_the_tables() {
    let atlas = nimseq(&[
        "atlas", "--digits", "3", "--cap", "4096", "--format", "json",
    ]);
    let rows = atlas["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 511);
    let mut agreed = 0;
    for row in rows {
        let code = row["code"].as_str().unwrap();
        let verdict = row["literature"]["verdict"].as_str().unwrap();
        assert_ne!(verdict, "disagrees", "{code}: {}", row["literature_text"]);
        assert_ne!(
            verdict, "not-listed",
            "{code}: every 3-digit code is in the tables"
        );
        let source = row["literature"]["source"].as_str().unwrap_or("");
        if source.ends_with("czajka-trivial") {
            assert_eq!(
                verdict, "agrees",
                "{code}: a trivial game is certified by 4096"
            );
            assert_eq!(row["status"], "certified", "{code}");
            // With both numbers: the source's as printed, and nimseq's.
            let text = row["literature_text"].as_str().unwrap();
            assert!(text.contains(" printed"), "{code}: {text}");
            agreed += 1;
        }
    }
    assert!(agreed > 250, "{agreed} codes agree with a listed sequence");
    // Flammenkamp's .161 = .36 fails at 519, as Czajka records.
    let late = atlas["late_differences"].as_array().unwrap();
    assert!(late.iter().any(|p| p["differ_at"] == 519
        && p["codes"].as_array().unwrap().iter().any(|c| c == "0.161")
        && p["codes"].as_array().unwrap().iter().any(|c| c == "0.36")));
    // Equal sequences: Dawson's Kayles and .4 are not equal (shifted); .42 and .4 are.
    let groups = atlas["equal_sequences"].as_array().unwrap();
    let with = |code: &str| {
        groups
            .iter()
            .find(|g| g["codes"].as_array().unwrap().iter().any(|c| c == code))
            .cloned()
    };
    let four = with("0.4").expect("0.4 has equal codes");
    assert!(four["codes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c == "0.42"));
    assert!(!four["codes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c == "0.07"));
}

/// Every game the literature solved beyond heap 1000 (Czajka's table of non-trivial games), by
/// `nimseq period`: preperiod, period and largest value.
#[test]
fn the_solved_games_are_reproduced_by_the_command_line() {
    let mut checked = 0;
    for k in known().iter().filter(|k| k.source == "czajka-solved") {
        let Claim::Solved {
            preperiod,
            period,
            largest,
            ..
        } = &k.claim
        else {
            panic!("{}: a solved row", k.code)
        };
        let limit = (2 * (preperiod + period) + 64).to_string();
        let report = nimseq(&[
            "period",
            &format!("octal:{}", k.code),
            "--limit",
            &limit,
            "--json",
        ]);
        assert_eq!(report["status"], "periodic", "{}", k.code);
        assert_eq!(report["preperiod"].as_u64(), Some(*preperiod), "{}", k.code);
        assert_eq!(report["period"].as_u64(), Some(*period), "{}", k.code);
        if let Some(l) = largest {
            assert_eq!(
                report["max_value"].as_u64(),
                Some(u64::from(*l)),
                "{}",
                k.code
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 10);
}

/// The listing of `row` from heap size `shift` on: the sequence the lookup tables compare.
fn listing_difference(a: &AtlasRow, b: &AtlasRow) -> Option<(u64, u16, u16)> {
    let (sa, sb) = (shift(&a.code), shift(&b.code));
    (0..1 << 16).find_map(|i| {
        let (x, y) = (a.value(i + sa)?, b.value(i + sb)?);
        (x != y).then_some((i + sa, x, y))
    })
}

/// Claims the data file marks wrong are refuted by the computation, at the heap size it gives.
#[test]
fn the_claims_marked_wrong_are_refuted_where_the_data_says() {
    let marked: Vec<_> = known().iter().filter(|k| k.wrong.is_some()).collect();
    assert_eq!(marked.len(), 3);
    for k in marked {
        let Claim::Equivalent(target) = &k.claim else {
            panic!("{}: an equivalence", k.code)
        };
        let row = |code: &str| compute_row(&code.parse::<OctalCode>().unwrap(), 1 << 14).unwrap();
        let (a, b) = (row(&k.code), row(target));
        let (n, x, y) =
            listing_difference(&a, &b).unwrap_or_else(|| panic!("{} = {target}", k.code));
        assert_eq!(
            k.wrong.as_deref(),
            Some(format!("{n}:{x}:{y}").as_str()),
            "{} against {target} ({})",
            k.code,
            k.source
        );
    }
    // And the plain comparison agrees for .161 and .36 up to 518.
    let a = compute_row(&"0.161".parse().unwrap(), 1 << 12).unwrap();
    let b = compute_row(&"0.36".parse().unwrap(), 1 << 12).unwrap();
    assert_eq!(first_difference(&a, &b), Some(519));
    assert_eq!(a.status, Status::NoPeriod);
}

/// The famous long result: .1777, preperiod 160949018 and period 60620715 (Flammenkamp), about
/// 2^28.7 values. Guy–Smith compares values up to 2e + 2p + k - 1 = 443139469, so a search to
/// 4 * 10^8 stops with that candidate, and one to 443139469 certifies it. Run with
/// `./scripts/test.sh --long` (about 5 minutes in release, < 2 GiB).
#[test]
#[ignore = "about 5 minutes in release: ./scripts/test.sh --long"]
fn flammenkamps_1777_is_reproduced() {
    let short = nimseq(&["period", "octal:0.1777", "--limit", "400000000", "--json"]);
    assert_eq!(short["period"], Value::Null);
    assert_eq!(short["candidate"]["preperiod"].as_u64(), Some(160_949_018));
    assert_eq!(short["candidate"]["period"].as_u64(), Some(60_620_715));
    assert_eq!(
        short["candidate"]["certifies_at"].as_u64(),
        Some(443_139_469)
    );
    let report = nimseq(&["period", "octal:0.1777", "--limit", "443139469", "--json"]);
    assert_eq!(report["preperiod"].as_u64(), Some(160_949_018));
    assert_eq!(report["period"].as_u64(), Some(60_620_715));
}

/// Shards of the CSV table concatenate to the whole table, as for sweeps.
#[test]
fn shards_concatenate_to_the_whole_table() {
    let csv = |extra: &[&str]| {
        let mut args = vec!["atlas", "--digits", "2", "--cap", "1024"];
        args.extend_from_slice(extra);
        let out = Command::new(env!("CARGO_BIN_EXE_nimseq"))
            .args(&args)
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let whole = csv(&[]);
    assert_eq!(whole.lines().count(), 1 + 63);
    let pieces: String = ["1/3", "2/3", "3/3"]
        .iter()
        .map(|s| csv(&["--shard", s]))
        .collect();
    assert_eq!(pieces, whole);
}
