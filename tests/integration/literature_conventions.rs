//! nimseq's tables beside the literature's, in the literature's conventions (issue 47): rare
//! values counted with `n = 0`, under the literature's mask where it is published and separates
//! the values, `--mask` to choose another, where the largest value first occurs, the OEIS
//! sequences beside the games, and the OEIS's errata in the atlas.
//!
//! The published numbers are read from `core/data/octal-literature.csv` (Czajka's tables), so
//! the tests compare the command line's output with the tables themselves.

use crate::run;
use serde_json::Value;

use nimseq::atlas::{known, Claim, Known};
use nimseq::game::RareValues;

/// A row of Czajka's tables with its rare/common columns, by code.
fn czajka(code: &str) -> &'static Known {
    known()
        .iter()
        .find(|k| k.code == code && k.source.starts_with("czajka-") && k.wrong.is_none())
        .unwrap_or_else(|| panic!("{code} in the tables"))
}

/// `nimseq period` of a row of the tables, far enough that its numbers are all reached: a
/// solved game to its certificate, an unsolved one to as many values as the table counts.
fn period_of(k: &Known) -> Value {
    let limit = match (&k.claim, k.tables.checked) {
        (
            Claim::Solved {
                preperiod, period, ..
            },
            _,
        ) => 2 * (preperiod + period) + 64,
        (_, Some(checked)) => checked - 1,
        _ => panic!("{}: solved, or unsolved with the values counted", k.code),
    };
    run::json(&[
        "period",
        &format!("octal:{}", k.code),
        "--limit",
        &limit.to_string(),
        "--json",
    ])
}

/// Every published column of `code`'s row against the command line's JSON.
fn matches_the_table(code: &str) {
    let k = czajka(code);
    let report = period_of(k);
    let t = &k.tables;
    let rare = &report["rare"];
    let mask = t.rare_mask.expect("a published mask");
    assert_eq!(rare["mask"], format!("{mask:x}"), "{code}: the mask");
    assert_eq!(
        rare["mask_by"], "literature",
        "{code}: the literature's mask"
    );
    assert_eq!(rare["count"].as_u64(), t.rare_count, "{code}: rare count");
    assert_eq!(rare["last"].as_u64(), t.last_rare, "{code}: last rare");
    assert_eq!(
        report["largest_at"].as_u64(),
        t.largest_idx,
        "{code}: largest idx"
    );
    if let Claim::Solved {
        largest: Some(l), ..
    } = &k.claim
    {
        assert_eq!(report["largest"].as_u64(), Some(u64::from(*l)), "{code}");
    }
    if let Claim::Unsolved = &k.claim {
        let text = run::stdout(&[
            "period",
            &format!("octal:{code}"),
            "--limit",
            &(t.checked.unwrap() - 1).to_string(),
        ]);
        assert!(
            text.contains(&format!(
                "rare values  {} with mask {mask:x}, the literature's mask",
                t.rare_count.unwrap()
            )),
            "{text}"
        );
    }
}

/// The solved games whose numbers a debug build reaches in a few seconds.
#[test]
fn the_quick_solved_rows_match_czajkas_tables() {
    for code in ["0.45", "0.156", "0.356", "0.644"] {
        matches_the_table(code);
    }
}

/// The text says the same, with `n = 0` counted.
#[test]
fn the_text_names_the_mask_and_the_largest_values_place() {
    let text = run::stdout(&["period", "octal:0.45"]);
    let k = czajka("0.45");
    assert!(
        text.contains(&format!(
            "rare values  {} with mask f, the literature's mask",
            k.tables.rare_count.unwrap()
        )),
        "{text}"
    );
    assert!(text.contains("n = 0 counted"), "{text}");
    assert!(
        text.contains(&format!(", first at n = {}", k.tables.largest_idx.unwrap())),
        "{text}"
    );
}

/// The games the tables solved far out, and the unsolved ones to the tables' counts (release:
/// `cargo test --release --test literature_conventions -- --ignored`).
#[test]
#[ignore = "minutes in a debug build"]
fn the_long_rows_match_czajkas_tables() {
    for code in ["0.16", "0.56", "0.376", "0.354", "0.6", "0.04", "0.06"] {
        matches_the_table(code);
    }
}

/// Grundy's game (Czajka's UnsolvedGames.md: mask fe, 1274 rare values, the last at 82860,
/// largest value first at 763622, of the values below 2^21).
#[test]
#[ignore = "2^21 values of Grundy's game: seconds in release, minutes in debug"]
fn grundys_game_matches_czajkas_table() {
    let report = run::json(&["period", "grundy", "--limit", "2097151", "--json"]);
    assert_eq!(report["rare"]["mask"], "fe");
    assert_eq!(report["rare"]["count"], 1274);
    assert_eq!(report["rare"]["last"], 82860);
    assert_eq!(report["largest_at"], 763622);
}

/// `--mask` recounts the values under the mask asked for: the same count as a pass over the
/// values `sequence` prints, `n = 0` included.
#[test]
fn a_mask_asked_for_recounts_the_values() {
    let values = run::json(&["sequence", "octal:0.45", "--terms", "1000", "--json"]);
    let values: Vec<u16> = values["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as u16)
        .collect();
    for mask in ["3", "0x1e", "7"] {
        let report = run::json(&[
            "period",
            "octal:0.45",
            "--limit",
            "999",
            "--mask",
            mask,
            "--json",
        ]);
        let m = u32::from_str_radix(mask.trim_start_matches("0x"), 16).unwrap();
        let rare: Vec<usize> = (0..values.len())
            .filter(|&n| (u32::from(values[n]) & m).count_ones() % 2 == 0)
            .collect();
        assert_eq!(report["rare"]["mask"], format!("{m:x}"));
        assert_eq!(report["rare"]["mask_by"], "given");
        assert_eq!(
            report["rare"]["count"].as_u64(),
            Some(rare.len() as u64),
            "{mask}"
        );
        assert_eq!(
            report["rare"]["last"].as_u64(),
            rare.last().map(|&n| n as u64)
        );
        assert_eq!(rare[0], 0, "n = 0 is rare under every mask");
        let core = RareValues::given(m, &values);
        assert_eq!(core.count, rare.len());
    }
    // Without --mask: the literature's, which separates these values.
    assert!(RareValues::separates(0xf, &values));
}

/// A mask that is not hexadecimal, or 0, is bad input: exit status 2 and a clear message.
#[test]
fn a_bad_mask_is_refused() {
    for bad in ["xyz", "0", "12g", ""] {
        let out = run::nimseq(&["period", "octal:0.45", "--mask", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--mask"), "{bad}: {err}");
        assert!(
            err.contains("hexadecimal") || err.contains("at least 1"),
            "{bad}: {err}"
        );
    }
}

/// The OEIS entry beside the sequence, in the text and the JSON of `period` and `sequence`.
#[test]
fn the_oeis_entry_is_shown_beside_the_sequence() {
    let text = run::stdout(&["period", "octal:0.77"]);
    assert!(
        text.contains("oeis         A002186: Sprague-Grundy values for the game of Kayles"),
        "{text}"
    );
    let report = run::json(&["period", "grundy", "--limit", "1000", "--json"]);
    assert_eq!(report["oeis"]["id"], "A002188");
    assert_eq!(report["oeis"]["url"], "https://oeis.org/A002188");
    let seq = run::json(&["sequence", "octal:0.07", "--terms", "20", "--json"]);
    assert_eq!(seq["oeis"]["id"], "A002187");
    assert_eq!(
        seq["oeis"]["from"], 1,
        "Dawson's Kayles is A002187 one position on"
    );
    let none = run::json(&["period", "sub:1,3", "--json"]);
    assert_eq!(none["oeis"], Value::Null);
    assert!(!run::stdout(&["period", "sub:1,3"]).contains("oeis"));
}

/// The atlas: the OEIS's erratum for .56, the comparison of the published columns, and the
/// new columns at the end of the CSV header.
#[test]
fn the_atlas_compares_the_columns_and_carries_the_oeis_errata() {
    let rows = run::json(&[
        "atlas",
        "--digits",
        "2",
        "--first-digit",
        "4",
        "--cap",
        "4096",
        "--format",
        "json",
    ]);
    let rows = rows["rows"].as_array().or(rows.as_array()).unwrap().clone();
    let row = |code: &str| {
        rows.iter()
            .find(|r| r["code"] == code)
            .unwrap_or_else(|| panic!("{code}"))
            .clone()
    };
    let fortyfive = row("0.45");
    assert_eq!(fortyfive["rare"]["mask_by"], "literature");
    assert_eq!(fortyfive["largest_at"], 37);
    assert_eq!(
        fortyfive["conventions"],
        "rare count 11, the last at n = 198 (mask f) as czajka-solved; largest 8 first at n = 37 as czajka-solved"
    );
    let csv = run::stdout(&[
        "atlas",
        "--digits",
        "2",
        "--first-digit",
        "5",
        "--cap",
        "4096",
    ]);
    let header = csv.lines().next().unwrap();
    assert!(header.starts_with(
        "code,status,preperiod,period,certificate_until,checked_to,largest,rare_mask,rare_count,last_rare,literature,source,errata,"
    ));
    assert!(header.ends_with(",largest_at,rare_mask_by,conventions,oeis"));
    let fifty_six = csv.lines().find(|l| l.starts_with("0.56,")).unwrap();
    assert!(fifty_six.contains("oeis A071436"), "{fifty_six}");
    assert!(
        fifty_six.contains("326637") && fifty_six.contains("n = 326639"),
        "{fifty_six}"
    );
    assert!(fifty_six.ends_with(",A071436"), "{fifty_six}");
}

/// Issue 58 §1: every source's first heap is in the data, the atlas names it where it is not
/// heap 0 (Czajka's listings count from the heap below the first move: .044 from heap 3, .055
/// from heap 1), and `check` refutes the pair as printed and says the shifted pair holds.
#[test]
fn a_source_counting_from_another_first_heap_is_named_and_its_claim_shifted() {
    use nimseq::atlas::{convention, shift, FirstHeap};
    for k in known() {
        assert!(convention(&k.source).is_some(), "{}: {}", k.code, k.source);
    }
    let trivial = convention("czajka-trivial").expect("a convention");
    assert_eq!(trivial.first_heap, FirstHeap::BelowFirstMove);
    let csv = run::stdout(&[
        "atlas",
        "--digits",
        "3",
        "--first-digit",
        "0",
        "--cap",
        "4096",
    ]);
    for code in ["0.044", "0.055"] {
        let k = czajka(code);
        let Claim::Solved {
            preperiod, period, ..
        } = k.claim
        else {
            panic!("{code}: solved")
        };
        let first = shift(&code.parse().unwrap());
        assert!(first > 0, "{code}: the first move is above heap 1");
        let line = csv
            .lines()
            .find(|l| l.starts_with(&format!("{code},")))
            .unwrap_or_else(|| panic!("{code} in the atlas"));
        // The atlas certifies the shifted preperiod, and says both numbers and the shift.
        assert!(
            line.starts_with(&format!("{code},certified,{},{period},", preperiod + first)),
            "{line}"
        );
        assert!(
            line.contains(&format!(
                "\"agrees: {preperiod}/{period} printed, {}/{period} here\"",
                preperiod + first
            )),
            "{line}"
        );
        assert!(
            line.contains(&format!(
                "\"czajka-trivial counts from heap {first}: its {preperiod} is {} here\"",
                preperiod + first
            )),
            "{line}"
        );
        // `check`: the printed pair is refuted (exit 1), the shifted one holds.
        let args = [
            "check",
            &format!("octal:{code}"),
            "--preperiod",
            &preperiod.to_string(),
            "--period",
            &period.to_string(),
        ];
        let out = run::nimseq(&args);
        assert_eq!(out.status.code(), Some(1), "{code}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.contains(&format!(
                "shifted      czajka-trivial counts from heap {first}: its {preperiod} is {} here — the shifted claim holds",
                preperiod + first
            )),
            "{text}"
        );
        let mut json_args = args.to_vec();
        json_args.push("--json");
        let out = run::nimseq(&json_args);
        assert_eq!(out.status.code(), Some(1), "{code}");
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["holds"], false);
        assert_eq!(v["shifted"]["holds"], true, "{v}");
        assert_eq!(v["shifted"]["source"], "czajka-trivial");
        assert_eq!(v["shifted"]["first_heap"], first);
        assert_eq!(v["shifted"]["preperiod"], preperiod + first);
        // The shifted pair, given as it is, holds and is minimal; no second line.
        let shifted = run::stdout(&[
            "check",
            &format!("octal:{code}"),
            "--preperiod",
            &(preperiod + first).to_string(),
            "--period",
            &period.to_string(),
        ]);
        assert!(shifted.contains("minimal      yes"), "{shifted}");
        assert!(!shifted.contains("shifted "), "{shifted}");
    }
    // A source that counts from heap 0 (Kayles has a move at heap 1): a refuted claim is
    // refuted, with no shift offered.
    let out = run::nimseq(&["check", "octal:0.77", "--preperiod", "70", "--period", "12"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(!String::from_utf8(out.stdout).unwrap().contains("shifted"));
}
