//! Octal codes `4.d1…dk` (a heap may also be split in two without removing anything) at the
//! command line: read as `octal:` codes, computed and certified as their take-and-break codes
//! `tb:4.…` are, in the atlas with `--d0 4`; other digits before the point are refused with the
//! reason; and Flammenkamp's family `0.0n7`.
#![cfg(not(target_arch = "wasm32"))]

use crate::run::{json, nimseq, stdout};

/// The line of `text` that starts with `label`, without the label.
fn line<'a>(text: &'a str, label: &str) -> &'a str {
    text.lines()
        .find_map(|l| l.strip_prefix(label))
        .unwrap_or_else(|| panic!("no {label} in {text}"))
        .trim()
}

#[test]
fn a_four_code_is_certified_as_its_take_and_break_code() {
    for code in ["4.7", "4.4", "4.12", "4.07", "4."] {
        let octal = stdout(&["period", &format!("octal:{code}")]);
        let tb = stdout(&["period", &format!("tb:{code}")]);
        assert_eq!(line(&octal, "game"), format!("octal:{code}"));
        for label in ["preperiod", "period", "largest", "outcomes", "computed"] {
            assert_eq!(line(&octal, label), line(&tb, label), "{code}: {label}");
        }
        // The Guy–Smith theorem, in the words of the 0.-codes, over the range the
        // take-and-break test checks.
        let certificate = line(&octal, "certificate");
        assert!(certificate.starts_with("Guy–Smith: "), "{certificate}");
        let range = |c: &str| {
            c.split(" checked for ")
                .nth(1)
                .and_then(|r| r.split(" (").next())
                .map(str::to_string)
        };
        assert_eq!(
            range(certificate),
            range(line(&tb, "certificate")),
            "{code}"
        );
        let zero = stdout(&["period", "octal:0.77"]);
        assert!(line(&zero, "certificate").starts_with("Guy–Smith: "));
    }
    // The same values, as JSON.
    let a = json(&["sequence", "octal:4.07", "--terms", "300", "--json"]);
    let b = json(&["sequence", "tb:4.07", "--terms", "300", "--json"]);
    assert_eq!(a["values"], b["values"]);
    assert!(a["values"].as_array().is_some_and(|v| v.len() == 300));
}

#[test]
fn other_digits_before_the_point_are_refused_with_the_reason() {
    for (code, why) in [
        ("octal:2.7", "no move"),
        ("octal:6.7", "no move"),
        ("octal:1.7", "from nothing"),
        ("octal:5.7", "from nothing"),
    ] {
        let out = nimseq(&["period", code]);
        assert_eq!(out.status.code(), Some(2), "{code}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{code}: {err}");
        assert!(err.contains("0. or with 4."), "{code}: {err}");
    }
    let out = nimseq(&["atlas", "--digits", "1", "--d0", "2"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no move"));
}

#[test]
fn the_atlas_of_the_four_codes() {
    let atlas = json(&[
        "atlas", "--digits", "2", "--d0", "4", "--cap", "4096", "--format", "json",
    ]);
    assert_eq!(atlas["d0"], 4);
    let rows = atlas["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 1 + 7 + 56);
    assert_eq!(rows[0]["code"], "4.");
    assert!(rows
        .iter()
        .all(|r| r["code"].as_str().unwrap().starts_with("4.")));
    // Each row's period is the take-and-break engine's.
    for row in rows.iter().step_by(5) {
        let code = row["code"].as_str().unwrap();
        let tb = json(&["period", &format!("tb:{code}"), "--limit", "4095", "--json"]);
        let certified = row["status"] == "certified";
        assert_eq!(certified, tb["status"] == "periodic", "{code}: {tb}");
        if certified {
            assert_eq!(row["period"], tb["period"], "{code}");
            assert_eq!(row["preperiod"], tb["preperiod"], "{code}");
            assert_eq!(
                row["certificate_until"], tb["certificate"]["checked_until"],
                "{code}"
            );
        }
    }
    // Czajka's trivial games among the 4.-codes agree.
    for code in ["4.3", "4.12", "4.72"] {
        let row = rows.iter().find(|r| r["code"] == code).unwrap();
        assert!(row["literature"]["verdict"] == "agrees", "{row}");
    }
    // CSV: one row per code, after the header.
    let csv = stdout(&["atlas", "--digits", "1", "--d0", "4", "--cap", "1024"]);
    let codes: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').next().unwrap())
        .collect();
    assert_eq!(
        codes,
        ["4.", "4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "4.7"]
    );
}

/// The unsolved 4.-codes of Czajka's UnsolvedGames.md: none is certified within the cap.
#[test]
fn czajkas_unsolved_four_codes_stay_unresolved() {
    let atlas = json(&[
        "atlas",
        "--digits",
        "3",
        "--d0",
        "4",
        "--first-digit",
        "0",
        "--cap",
        "16384",
        "--format",
        "json",
    ]);
    let rows = atlas["rows"].as_array().expect("rows");
    for code in ["4.004", "4.007", "4.026", "4.044", "4.045", "4.064"] {
        let row = rows.iter().find(|r| r["code"] == code).expect(code);
        assert_ne!(row["status"], "certified", "{code}: {row}");
    }
}

#[test]
fn the_zero_n_seven_family() {
    let atlas = json(&[
        "atlas", "--family", "0.0n7", "--n-max", "4", "--cap", "4096", "--format", "json",
    ]);
    assert_eq!(atlas["family"], "0.0n7");
    let rows = atlas["rows"].as_array().expect("rows");
    let codes: Vec<&str> = rows.iter().map(|r| r["code"].as_str().unwrap()).collect();
    assert_eq!(codes, ["0.7", "0.07", "0.007", "0.0007"]);
    // Dawson's Kayles is certified as in the 2-digit atlas.
    let dawson = &rows[1];
    assert_eq!(
        (dawson["preperiod"].as_u64(), dawson["period"].as_u64()),
        (Some(53), Some(34))
    );
    let out = nimseq(&["atlas", "--family", "0.0n7", "--digits", "2"]);
    assert!(!out.status.success());
}

/// Issue 58 §2: every three-digit 4.-code is in Czajka's tables (his TrivialGames.md, or his
/// lookup to a 0.- or 4.-code), and each row Czajka solved says agrees with both numbers: his
/// as printed and nimseq's, from his first heap (the heap below the first move).
#[test]
fn every_three_digit_four_code_is_compared_with_czajkas_tables() {
    use nimseq::atlas::{known, shift, Claim};
    let atlas = json(&[
        "atlas", "--digits", "3", "--d0", "4", "--cap", "4096", "--format", "json",
    ]);
    let rows = atlas["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 512);
    let mut compared = 0;
    for row in rows {
        let code = row["code"].as_str().unwrap();
        let verdict = row["literature"]["verdict"].as_str().unwrap();
        assert!(
            verdict == "agrees" || verdict == "unsolved",
            "{code}: {}",
            row["literature_text"]
        );
        if verdict != "agrees" {
            continue;
        }
        // The numbers compared: the listed game's as printed, this code's as certified.
        let c = &row["literature"]["compared"];
        let listed = row["literature"]["via"].as_str().unwrap_or(code);
        let k = known()
            .iter()
            .find(|k| k.code == listed && k.wrong.is_none())
            .unwrap_or_else(|| panic!("{listed} in the data"));
        let Claim::Solved {
            preperiod, period, ..
        } = k.claim
        else {
            panic!("{listed}: solved")
        };
        assert_eq!(c["printed_preperiod"], preperiod, "{code}");
        assert_eq!(c["printed_period"], period, "{code}");
        assert_eq!(
            (&c["preperiod"], &c["period"]),
            (&row["preperiod"], &row["period"])
        );
        let text = row["literature_text"].as_str().unwrap();
        assert!(
            text.contains(&format!("{preperiod}/{period}")),
            "{code}: {text}"
        );
        assert!(text.contains("here"), "{code}: {text}");
        compared += 1;
    }
    assert!(compared > 350, "{compared} 4.-codes compared");
    // Czajka's 4.444 (his 142/24, counted from heap 1) and 4.445, which his lookup sends there.
    for code in ["4.444", "4.445"] {
        let row = rows.iter().find(|r| r["code"] == code).unwrap();
        let first = shift(&code.parse().unwrap());
        assert_eq!(first, 1);
        assert_eq!(
            (row["preperiod"].as_u64(), row["period"].as_u64()),
            (Some(142 + first), Some(24))
        );
        assert!(
            row["conventions"]
                .as_str()
                .unwrap()
                .starts_with("czajka-trivial counts "),
            "{row}"
        );
    }
    // The ten three-digit 4.-codes of TrivialGames.md are rows of their own.
    let direct: Vec<&str> = known()
        .iter()
        .filter(|k| k.source == "czajka-trivial" && k.code.starts_with("4.") && k.code.len() == 5)
        .map(|k| k.code.as_str())
        .collect();
    assert_eq!(direct.len(), 10, "{direct:?}");
}

/// Flammenkamp's tables go to 0.0n7 with n = 25: those rows say so (their numbers were not in
/// the stored copy of his page), and only a code no table has says "not in the tables".
#[test]
fn the_zero_n_seven_family_is_in_flammenkamps_tables() {
    let atlas = json(&[
        "atlas", "--family", "0.0n7", "--n-max", "6", "--cap", "1024", "--format", "json",
    ]);
    let rows = atlas["rows"].as_array().expect("rows");
    for (n, row) in rows.iter().enumerate().map(|(i, r)| (i + 1, r)) {
        let verdict = row["literature"]["verdict"].as_str().unwrap();
        assert_ne!(verdict, "not-listed", "n = {n}: {row}");
        if n >= 4 {
            assert_eq!(verdict, "listed", "n = {n}");
            assert_eq!(row["literature"]["source"], "flammenkamp-0n7");
        } else {
            assert!(row["literature"]["source"]
                .as_str()
                .unwrap()
                .starts_with("czajka-"));
        }
    }
    // A four-digit code in no table.
    let four = json(&[
        "atlas",
        "--digits",
        "4",
        "--first-digit",
        "7",
        "--cap",
        "256",
        "--format",
        "json",
    ]);
    let row = four["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["code"] == "0.7001")
        .expect("0.7001");
    assert_eq!(row["literature"]["verdict"], "not-listed");
}
