//! The `nimseq` command line: output formats and exit statuses.
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use crate::run::{json, nimseq, refused, stdout};
use serde_json::Value;

#[test]
fn period_json_for_247() {
    let v = json(&["period", "sub:2,4,7", "--json"]);
    assert_eq!(v["preperiod"], 8);
    assert_eq!(v["period"], 3);
    assert_eq!(v["game"], "sub:2,4,7");
    assert_eq!(v["rule"], "normal");
    assert_eq!(v["certificate"]["kind"], "window-repeat");
    assert_eq!(v["certificate"]["start"], 8);
    assert_eq!(v["certificate"]["repeat"], 11);
    assert_eq!(v["certificate"]["length"], 7);
    assert!(v["checked_to"].as_u64().unwrap() >= 17);
}

#[test]
fn period_of_kayles_has_a_guy_smith_certificate() {
    let v = json(&["period", "octal:0.77", "--json"]);
    assert_eq!(
        (v["preperiod"].as_u64(), v["period"].as_u64()),
        (Some(71), Some(12))
    );
    assert_eq!(v["certificate"]["kind"], "guy-smith");
    assert_eq!(v["certificate"]["checked_until"], 156);
    let text = stdout(&["period", "octal:0.77"]);
    assert!(text.contains("preperiod    71"), "{text}");
    assert!(text.contains("period       12"), "{text}");
    assert!(text.contains("Guy–Smith"), "{text}");
    assert!(text.contains("Kayles"), "{text}");
}

#[test]
fn games_go_by_their_names() {
    assert_eq!(
        json(&["period", "kayles", "--json"]),
        json(&["period", "octal:0.77", "--json"])
    );
    assert_eq!(
        json(&["period", "misère subtraction game {1, 3, 4}", "--json"]),
        json(&["period", "sub:1,3,4/misere", "--json"])
    );
    assert!(refused(&["period", "kaylez"]).contains("a game's name, as in `kayles`"));
}

#[test]
fn no_period_found_is_said_plainly() {
    let text = stdout(&["period", "octal:0.6", "--limit", "3000"]);
    assert!(text.contains("no period certified up to 3000"), "{text}");
    let v = json(&["period", "octal:0.6", "--limit", "3000", "--json"]);
    assert!(v["period"].is_null());
    assert!(v["preperiod"].is_null());
    assert_eq!(v["checked_to"], 3000);
    assert_eq!(v["status"], "no-period-found");
}

/// Under the default limit a search stops within its budget (a small one here), with what it
/// found and the command that goes on; a limit given runs to its end.
#[test]
fn a_default_run_stops_within_its_budget_and_says_how_to_go_on() {
    let text = stdout(&["period", "octal:0.104", "--budget", "1"]);
    for said in [
        "no period certified up to",
        "largest      ",
        "stopped      after the budget of 1 s at n = ",
        "go on with   nimseq period octal:0.104 --limit 16777216",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
    let v = json(&["period", "octal:0.104", "--budget", "1", "--json"]);
    assert_eq!(v["stopped"]["budget_seconds"], 1);
    assert_eq!(v["stopped"]["at"], v["checked_to"]);
    assert_eq!(
        v["stopped"]["go_on"],
        "nimseq period octal:0.104 --limit 16777216"
    );
    assert_eq!(v["status"], "no-period-found");
    // A limit given: no budget, the search runs to it.
    let text = stdout(&["period", "octal:0.104", "--limit", "3000"]);
    assert!(!text.contains("stopped"), "{text}");
    assert!(text.contains("computed     G(0) ... G(3000)"), "{text}");
}

#[test]
fn rules_change_the_answer() {
    let v = json(&["period", "sub:3,5,6", "--rule", "take-all", "--json"]);
    assert_eq!(v["outcome"]["period"], 4);
    let same = json(&["period", "sub:3,5,6/take-all", "--json"]);
    assert_eq!(v, same);
}

#[test]
fn sequence_output() {
    assert_eq!(
        stdout(&["sequence", "sub:1,2", "--terms", "6"]),
        "0 1 2 0 1 2\n"
    );
    assert_eq!(
        stdout(&["sequence", "sub:1,2", "--terms", "6", "--outcomes"]),
        "PNNPNN\n"
    );
    let v = json(&["sequence", "octal:0.77", "--terms", "5", "--json"]);
    assert_eq!(v["values"], serde_json::json!([0, 1, 2, 3, 1]));
    assert_eq!(v["outcomes"], "PNNNN");
}

#[test]
fn sweep_csv() {
    let text = stdout(&["sweep", "--dims", "2", "--max", "10"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "a,b,preperiod,period");
    assert_eq!(lines.len(), 1 + 45);
    assert!(lines.contains(&"2,7,0,9"));
    assert!(lines.contains(&"1,3,0,2"));
    let triples = stdout(&["sweep", "--dims", "3", "--max", "7"]);
    assert!(triples.starts_with("a,b,c,preperiod,period\n1,2,3,0,4\n"));
    assert!(triples.contains("\n2,4,7,8,3\n"));
    assert!(triples.contains("\n3,5,6,0,9\n"));
    let quads = stdout(&["sweep", "--dims", "4", "--max", "8"]);
    assert!(quads.starts_with("a,b,c,d,preperiod,period\n1,2,3,4,0,5\n"));
    assert_eq!(quads.lines().count(), 1 + 70);
    // A row as the general period search computes it.
    let cell = nimseq::sweep::cell_for(&[2, 3, 5, 7], nimseq::game::Rule::Normal, 1 << 16);
    let row = format!("\n2,3,5,7,{},{}\n", cell.preperiod, cell.period);
    assert!(quads.contains(&row), "{row}");
}

#[test]
fn shards_concatenate_into_the_whole_table() {
    for (dims, max) in [("2", "40"), ("3", "25"), ("4", "16")] {
        let whole = stdout(&["sweep", "--dims", dims, "--max", max]);
        for count in [1, 2, 3, 7] {
            let joined: String = (1..=count)
                .map(|k| {
                    let shard = format!("{k}/{count}");
                    stdout(&["sweep", "--dims", dims, "--max", max, "--shard", &shard])
                })
                .collect();
            assert_eq!(joined, whole, "dims {dims}, {count} shards");
        }
    }
    // More shards than sets: the extra shards are empty, the table is still whole.
    let tiny = stdout(&["sweep", "--dims", "2", "--max", "3"]);
    let joined: String = (1..=5)
        .map(|k| {
            stdout(&[
                "sweep",
                "--dims",
                "2",
                "--max",
                "3",
                "--shard",
                &format!("{k}/5"),
            ])
        })
        .collect();
    assert_eq!(joined, tiny);
}

#[test]
fn sweep_marks_unresolved_cells_with_an_empty_period() {
    let text = stdout(&["sweep", "--dims", "3", "--max", "7", "--cap", "20"]);
    assert!(text.contains("\n2,5,7,,\n"), "{text}");
    let v = json(&[
        "sweep", "--dims", "3", "--max", "7", "--cap", "20", "--format", "json",
    ]);
    let cells = v["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 35);
    let cell = cells
        .iter()
        .find(|c| c["a"] == 2 && c["b"] == 5 && c["c"] == 7)
        .unwrap();
    assert!(cell["period"].is_null());
}

#[test]
fn outcome_and_theory_and_sum() {
    let text = stdout(&["outcome", "sub:3,5,6/take-all"]);
    assert!(text.contains("B(S)         <0111>"), "{text}");
    assert!(text.contains("E(S)         14 / 15"), "{text}");
    let v = json(&["theory", "sub:2,7", "--json"]);
    let preds = v["predictions"].as_array().unwrap();
    assert!(preds.iter().any(|p| p["verdict"]["status"] == "agrees"
        && p["prediction"]["source"]
            .as_str()
            .unwrap()
            .contains("Benesh")));
    let s = json(&["sum", "sub:1,2@7", "octal:0.77@10", "--json"]);
    assert_eq!(s["nim_sum"], 3);
    assert_eq!(s["first_player_wins"], true);
    assert_eq!(s["winning_moves"].as_array().unwrap().len(), 3);
    // In each game's own words, as the board says them: stones taken from a heap, pins
    // knocked down in a row.
    let text = stdout(&["sum", "sub:1,2@7", "octal:0.77@10"]);
    for line in [
        "heap 1   sub:1,2@7",
        "row 2    octal:0.77@10",
        "  heap 1: take 2 stones, leaving 5  ->  sub:1,2@5 octal:0.77@10",
        "  row 2: knock down 2 pins, leaving a row of 8  ->  sub:1,2@7 octal:0.77@8",
        "  row 2: knock down 2 pins, leaving rows of 2 and 6  ->  sub:1,2@7 octal:0.77@2 octal:0.77@6",
    ] {
        assert!(text.lines().any(|l| l.starts_with(line)), "{line}\n{text}");
    }
    let text = stdout(&["sum", "grundy@8", "octal:0.77@3"]);
    let cut = "  row 1: cut the row, leaving rows of 3 and 5  ->  grundy@3 grundy@5 octal:0.77@3";
    assert!(text.lines().any(|l| l == cut), "{text}");
    // A row that never splits is still a row of pins, as on the board and in its rules.
    let text = stdout(&["sum", "octal:0.3@5", "sub:1,2@3"]);
    assert!(
        text.lines().any(|l| l.starts_with("row 1    octal:0.3@5")),
        "{text}"
    );
    assert!(
        text.contains("  row 1: knock down 1 pin, leaving a row of 4  ->  octal:0.3@4 sub:1,2@3"),
        "{text}"
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        &["period", "sub:"][..],
        &["period", "sub:0,1"],
        &["period", "sub:1,-2"],
        &["period", "octal:0.78"],
        &["period", "octal:77"],
        &["period", "chess:1"],
        &["period", "sub:1,2", "--rule", "upside-down"],
        &["period", "octal:0.77", "--rule", "misere"],
        &["period", "sub:1,2/misere", "--rule", "normal"],
        &["period", "sub:1,2", "--limit", "99999999999999999999999"],
        &["period", "sub:1,2", "--limit", "1e9"],
        &["period", "sub:1,2", "--limit", "-5"],
        &["period", "sub:99999999"],
        &["sequence", "sub:1,2", "--terms", "1000000000000"],
        &["sweep", "--dims", "5", "--max", "10"],
        &["sweep", "--dims", "1", "--max", "10"],
        &["conjecture", "--dims", "4", "--max", "10", "--test", "sums"],
        &["sweep", "--dims", "4", "--max", "201"],
        &["sweep", "--dims", "4", "--max", "10", "--shard", "3/2"],
        &["sweep", "--dims", "2", "--max", "1000000"],
        &["sweep", "--dims", "3", "--max", "10", "--format", "xml"],
        &["sweep", "--dims", "2", "--max", "10", "--shard", "0/3"],
        &["sweep", "--dims", "2", "--max", "10", "--shard", "4/3"],
        &["sweep", "--dims", "2", "--max", "10", "--shard", "x"],
        &[
            "sweep", "--dims", "2", "--max", "10", "--shard", "1/2", "--format", "json",
        ],
        &["sum", "sub:1,2@x"],
        &["sum", "sub:1/misere@3", "sub:1@2"],
        &["period"],
        &["frobnicate"],
        &["sequence", "sub:1,2", "--terms", "0"],
        &["period", "sub:1,2", "--limit", "2^99"],
        &["period", "sub:1,2", "--limit", "2^"],
        &["check", "octal:0.77", "--preperiod", "1", "--period", "0"],
        &[
            "check",
            "octal:0.77",
            "--preperiod",
            "2^40",
            "--period",
            "3",
        ],
        &["check", "octal:0.77", "--preperiod", "x", "--period", "3"],
        &["check", "octal:0.77", "--period", "3"],
        &[
            "check",
            "tb:0.[3]",
            "--preperiod",
            "0",
            "--period",
            "1",
            "--saltus",
            "-1",
        ],
        &["atlas", "--digits", "1", "--cap", "2^x"],
    ] {
        let err = refused(args);
        // In the user's terms: never a wrapped-around or internal number.
        assert!(!err.contains("18446744073709551615"), "{args:?}: {err}");
    }
    let err = |args: &[&str]| String::from_utf8(nimseq(args).stderr).unwrap();
    assert_eq!(
        err(&["sequence", "sub:1,2", "--terms", "0"]),
        "nimseq: error: the number of values requested is 0: ask for at least 1\n"
    );
    assert_eq!(
        err(&["period", "sub:1,2", "--limit", "2^32"]),
        "nimseq: error: the search limit n (values G(0) … G(n)) is 4294967296, above the limit \
         of 4294967295 (2^32 − 1)\n"
    );
}

#[test]
fn counts_and_bounds_read_2_to_the_k_everywhere() {
    let v = json(&["period", "sub:1,2", "--limit", "2^10", "--json"]);
    assert_eq!(v["period"], 3);
    assert_eq!(
        stdout(&["sequence", "sub:1,2", "--terms", "2^3"]),
        "0 1 2 0 1 2 0 1\n"
    );
    let atlas = stdout(&["atlas", "--digits", "1", "--cap", "2^10"]);
    assert_eq!(atlas.lines().count(), 1 + 7);
    let sweep = stdout(&["sweep", "--dims", "2", "--max", "2^3", "--cap", "2^12"]);
    assert_eq!(sweep.lines().count(), 1 + 7 * 8 / 2);
    let check = json(&[
        "check",
        "octal:0.77",
        "--preperiod",
        "71",
        "--period",
        "12",
        "--json",
    ]);
    assert_eq!(check["holds"], true);
}

#[test]
fn the_defaults_are_the_pages() {
    use nimseq_page::PageState;
    // `--limit auto`, the default, searches as far as the page's automatic search.
    // Lasker's Nim (computed plainly, never certified): 32767 on both, 8191 here before.
    let (state, _) = PageState::from_query("?game=tb:4.[3]");
    let page = state.settings().search_limit();
    let cli = json(&["period", "tb:4.[3]", "--json"]);
    assert_eq!(cli["checked_to"].as_u64(), Some(page));
    let auto = json(&["period", "tb:4.[3]", "--limit", "auto", "--json"]);
    assert_eq!(auto["checked_to"], cli["checked_to"]);
    // The atlas's cap is the page's: 2^16 values per code, so 0.6 is computed to 65535.
    let atlas = stdout(&["atlas", "--digits", "1", "--format", "json"]);
    let atlas: Value = serde_json::from_str(&atlas).unwrap();
    assert_eq!(
        atlas["cap"].as_u64(),
        Some(u64::from(nimseq::atlas::DEFAULT_ATLAS_CAP))
    );
}

#[test]
fn a_search_without_a_period_names_its_candidate() {
    let v = json(&["period", "octal:0.16", "--limit", "509620", "--json"]);
    assert!(v["period"].is_null());
    assert_eq!(v["candidate"]["preperiod"], 105_351);
    assert_eq!(v["candidate"]["period"], 149_459);
    assert_eq!(v["candidate"]["certifies_at"], 509_621);
    let text = stdout(&["period", "octal:0.16", "--limit", "509620"]);
    assert!(
        text.contains(
            "period       no period certified up to 509620; candidate preperiod 105351, period \
             149459 holds on all computed values; `--limit 509621` certifies it if it still \
             holds there (the certificate compares values up to 509621)"
        ),
        "{text}"
    );
    let v = json(&["period", "octal:0.16", "--limit", "509621", "--json"]);
    assert_eq!(
        (v["preperiod"].as_u64(), v["period"].as_u64()),
        (Some(105_351), Some(149_459))
    );
    assert!(v["candidate"].is_null());
    // No candidate: what was seen and how to search further.
    let text = stdout(&["period", "octal:0.6", "--limit", "5000"]);
    assert!(
        text.contains("no candidate: no period holds at the end of the values over a whole period and an eighth of them; search further with `--limit 20003` (4 times as far)"),
        "{text}"
    );
    let v = json(&["period", "octal:0.6", "--limit", "5000", "--json"]);
    assert!(v["candidate"].is_null());
}

#[test]
fn check_settles_a_claim_with_the_values_its_certificate_needs() {
    let v = json(&[
        "check",
        "octal:0.16",
        "--preperiod",
        "105351",
        "--period",
        "149459",
        "--json",
    ]);
    assert_eq!(v["holds"], true);
    assert!(v["counterexample"].is_null());
    assert_eq!(v["checked_to"], 509_621);
    assert_eq!(v["minimal"]["is_claim"], true);
    assert!(v["certificate_text"]
        .as_str()
        .unwrap()
        .starts_with("holds: Guy–Smith: G(n + 149459) = G(n) checked for 105351 <= n < 360163"));
    // True but not minimal: it holds, and says which pair is.
    let v = json(&[
        "check",
        "octal:0.77",
        "--preperiod",
        "80",
        "--period",
        "24",
        "--json",
    ]);
    assert_eq!(v["holds"], true);
    assert_eq!(
        (
            v["minimal"]["preperiod"].as_u64(),
            v["minimal"]["period"].as_u64()
        ),
        (Some(71), Some(12))
    );
    let text = stdout(&["check", "octal:0.77", "--preperiod", "80", "--period", "24"]);
    assert!(
        text.contains("minimal      no: the least period is 12, from preperiod 71"),
        "{text}"
    );
    // False: the first n >= e where it fails, and exit status 1.
    let v = verdict(
        &[
            "check",
            "octal:0.07",
            "--preperiod",
            "52",
            "--period",
            "34",
            "--json",
        ],
        1,
    );
    assert_eq!(v["holds"], false);
    assert_eq!(v["counterexample"], 52);
    // Subtraction games: the window certificate.
    let v = json(&[
        "check",
        "sub:2,4,7",
        "--preperiod",
        "8",
        "--period",
        "3",
        "--json",
    ]);
    assert_eq!(
        (v["holds"].as_bool(), v["checked_to"].as_u64()),
        (Some(true), Some(17))
    );
    // No theorem: undecided, never "holds", and exit status 3.
    let v = verdict(
        &[
            "check",
            "tb:4.[3]",
            "--preperiod",
            "1",
            "--period",
            "4",
            "--saltus",
            "4",
            "--json",
        ],
        3,
    );
    assert!(v["holds"].is_null());
}

/// The JSON `nimseq ARGS` prints, with the exit status it must end with.
fn verdict(args: &[&str], status: i32) -> Value {
    let out = nimseq(args);
    assert_eq!(out.status.code(), Some(status), "{args:?}");
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn check_answers_by_its_exit_status_in_text_and_json() {
    // Holds: 0. Refuted: 1, with the counterexample written. Bad input: 2, nothing written.
    // Dawson's Kayles (0.07): preperiod 53 and period 34 hold; preperiod 52 fails at n = 52.
    fn claim<'a>(e: &'a str, p: &'a str) -> [&'a str; 6] {
        ["check", "octal:0.07", "--preperiod", e, "--period", p]
    }
    assert_eq!(nimseq(&claim("53", "34")).status.code(), Some(0));
    let refuted = nimseq(&claim("52", "34"));
    assert_eq!(refuted.status.code(), Some(1));
    let text = String::from_utf8(refuted.stdout).unwrap();
    assert!(text.contains("52"), "{text}");
    let bad = nimseq(&claim("52", "0"));
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    for (e, p, status) in [("53", "34", 0), ("52", "34", 1), ("x", "34", 2)] {
        let mut args = claim(e, p).to_vec();
        args.push("--json");
        assert_eq!(nimseq(&args).status.code(), Some(status), "{args:?}");
    }
}

#[test]
fn every_json_output_names_the_version_that_computed_it() {
    let version = env!("CARGO_PKG_VERSION");
    for args in [
        &["period", "sub:2,4,7", "--json"][..],
        &["sequence", "sub:2,4,7", "--terms", "5", "--json"],
        &[
            "check",
            "sub:2,4,7",
            "--preperiod",
            "8",
            "--period",
            "3",
            "--json",
        ],
        &["sweep", "--dims", "2", "--max", "4", "--format", "json"],
        &[
            "atlas", "--digits", "1", "--cap", "2^10", "--format", "json",
        ],
    ] {
        assert_eq!(json(args)["nimseq_version"], version, "{args:?}");
    }
    let text = stdout(&["--version"]);
    assert_eq!(text.trim(), format!("nimseq {version}"));
}

#[test]
fn conjecture_counts_theorem_settled_sets_apart_as_the_page_does() {
    let text = stdout(&["conjecture", "--dims", "2", "--max", "12"]);
    assert!(
        text.contains("0 counterexamples not decided by a theorem, 1 more whose period a theorem already gives"),
        "{text}"
    );
    assert!(
        text.contains("sub:1,3") && text.contains("(decided: Benesh et al."),
        "{text}"
    );
    let v = json(&["conjecture", "--dims", "2", "--max", "12", "--json"]);
    assert_eq!(v["decided"], 1);
    assert_eq!(
        v["counterexamples"][0]["decided_by"]
            .as_str()
            .map(|s| s.starts_with("Benesh")),
        Some(true)
    );
}

#[test]
fn help_lists_every_command() {
    let help = stdout(&["--help"]);
    for command in [
        "period",
        "sequence",
        "outcome",
        "theory",
        "sum",
        "sweep",
        "conjecture",
    ] {
        assert!(help.contains(command), "{command} missing from --help");
    }
}

#[test]
fn family_sweeps_are_the_general_sweep_on_their_sets_and_shard() {
    let general = stdout(&["sweep", "--dims", "3", "--max", "40"]);
    for family in ["additive", "smallest=4"] {
        let whole = stdout(&["sweep", "--dims", "3", "--max", "40", "--family", family]);
        let mut lines = whole.lines();
        assert_eq!(lines.next(), Some("a,b,c,preperiod,period"));
        let mut count = 0;
        for line in lines {
            // Every row of the family is the general sweep's row for that set.
            assert!(general.contains(&format!("\n{line}\n")), "{family}: {line}");
            let set: Vec<u32> = line
                .split(',')
                .take(3)
                .map(|x| x.parse().unwrap())
                .collect();
            match family {
                "additive" => assert_eq!(set[2], set[0] + set[1]),
                _ => assert_eq!(set[0], 4),
            }
            count += 1;
        }
        assert!(count > 300, "{family}: {count}");
        let pieces: String = (1..=3)
            .map(|k| {
                let shard = format!("{k}/3");
                stdout(&[
                    "sweep", "--dims", "3", "--max", "40", "--family", family, "--shard", &shard,
                ])
            })
            .collect();
        assert_eq!(
            pieces, whole,
            "{family}: shards concatenate to the whole family"
        );
    }
    let bad = nimseq(&[
        "sweep", "--dims", "2", "--max", "40", "--family", "additive",
    ]);
    assert_eq!(bad.status.code(), Some(2));
}

mod long_runs {
    //! Tables written as they are computed: the same bytes as the whole grid, progress on
    //! stderr only, Ctrl-C keeping complete rows, and `--resume FILE` going on from them.
    use super::*;
    use std::path::PathBuf;
    use std::time::Duration;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("nimseq-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        let _ = std::fs::remove_file(&path);
        let mut meta = path.as_os_str().to_owned();
        meta.push(".meta.json");
        let _ = std::fs::remove_file(PathBuf::from(meta));
        path
    }

    #[test]
    fn streamed_rows_are_the_whole_grids_bytes() {
        use nimseq::sweep::{sweep, SweepSpec};
        use nimseq::sweep::{write_csv, write_json};
        for (dims, max, json) in [
            (2, 120, false),
            (3, 30, false),
            (3, 25, true),
            (4, 20, false),
            (4, 12, true),
        ] {
            let spec = SweepSpec::new(dims, max, 1 << 20, nimseq::game::Rule::Normal).unwrap();
            let grid = sweep(&spec);
            let mut expected = Vec::new();
            if json {
                write_json(&grid, &mut expected).unwrap();
            } else {
                write_csv(&grid, &mut expected).unwrap();
            }
            let (d, m) = (dims.to_string(), max.to_string());
            let mut args = vec!["sweep", "--dims", &d, "--max", &m];
            if json {
                args.extend(["--format", "json"]);
            }
            assert_eq!(nimseq(&args).stdout, expected, "{args:?}");
        }
    }

    #[test]
    fn progress_goes_to_stderr_and_leaves_stdout_alone() {
        let args = ["sweep", "--dims", "3", "--max", "40"];
        let plain = nimseq(&args);
        let mut with = args.to_vec();
        with.push("--progress");
        let shown = nimseq(&with);
        assert_eq!(plain.stdout, shown.stdout);
        assert!(plain.stderr.is_empty());
        let err = String::from_utf8(shown.stderr).unwrap();
        assert!(err.contains("9880 of 9880 sets done in"), "{err}");
        let atlas = nimseq(&["atlas", "--digits", "1", "--cap", "2^10", "--progress"]);
        let err = String::from_utf8(atlas.stderr).unwrap();
        assert!(err.contains("7 of 7 codes done"), "{err}");
    }

    #[test]
    fn resume_goes_on_from_the_complete_rows_and_refuses_other_tables() {
        let whole = stdout(&["sweep", "--dims", "2", "--max", "60"]);
        let file = scratch("pairs.csv");
        let f = file.to_str().unwrap();
        // A run cut anywhere, in the middle of a row too.
        for cut in [0, 21, whole.len() / 3, whole.len() - 1] {
            std::fs::write(&file, &whole[..cut]).unwrap();
            let out = nimseq(&["sweep", "--dims", "2", "--max", "60", "--resume", f]);
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.stdout.is_empty());
            assert_eq!(
                std::fs::read_to_string(&file).unwrap(),
                whole,
                "cut at {cut}"
            );
        }
        // 4-element sets resume the same way.
        let quads = stdout(&["sweep", "--dims", "4", "--max", "22"]);
        let q_file = scratch("quads.csv");
        let q = q_file.to_str().unwrap();
        for cut in [0, 30, quads.len() / 2 + 3] {
            std::fs::write(&q_file, &quads[..cut]).unwrap();
            let out = nimseq(&["sweep", "--dims", "4", "--max", "22", "--resume", q]);
            assert!(out.status.success());
            assert_eq!(
                std::fs::read_to_string(&q_file).unwrap(),
                quads,
                "cut {cut}"
            );
        }
        // Another rule (named by the file beside it), another bound, another size: refused.
        std::fs::write(&file, &whole[..whole.len() / 2]).unwrap();
        for args in [
            &[
                "sweep", "--dims", "2", "--max", "60", "--rule", "misere", "--resume", f,
            ][..],
            &["sweep", "--dims", "2", "--max", "70", "--resume", f],
            &["sweep", "--dims", "3", "--max", "60", "--resume", f],
        ] {
            let out = nimseq(args);
            assert_eq!(out.status.code(), Some(2), "{args:?}");
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(
                err.starts_with("nimseq: error: cannot go on from "),
                "{err}"
            );
        }
        // Without the file beside it, rows computed again catch a table of another cap.
        let atlas = scratch("atlas.csv");
        let a = atlas.to_str().unwrap();
        let table = stdout(&["atlas", "--digits", "2", "--cap", "2^10"]);
        let head: String = table.lines().take(9).map(|l| format!("{l}\n")).collect();
        std::fs::write(&atlas, &head).unwrap();
        let out = nimseq(&["atlas", "--digits", "2", "--cap", "2^11", "--resume", a]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("not with --cap 2048"), "{err}");
        std::fs::write(&atlas, &head).unwrap();
        let out = nimseq(&["atlas", "--digits", "2", "--cap", "2^10", "--resume", a]);
        assert!(out.status.success());
        assert_eq!(std::fs::read_to_string(&atlas).unwrap(), table);
    }

    #[test]
    fn ctrl_c_keeps_every_complete_row() {
        let file = scratch("interrupted.csv");
        let f = file.to_str().unwrap();
        let args = ["sweep", "--dims", "3", "--max", "250", "--resume", f];
        let child = Command::new(env!("CARGO_BIN_EXE_nimseq"))
            .args(args)
            .spawn()
            .unwrap();
        // Wait for some rows, then interrupt.
        let started = std::time::Instant::now();
        while std::fs::metadata(&file).map_or(0, |m| m.len()) < 4096
            && started.elapsed() < Duration::from_secs(20)
        {
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status();
        let out = child.wait_with_output().unwrap();
        let whole = stdout(&["sweep", "--dims", "3", "--max", "250"]);
        let kept = std::fs::read_to_string(&file).unwrap();
        assert_eq!(out.status.code(), Some(130), "stopped by Ctrl-C");
        assert!(kept.len() < whole.len() && kept.ends_with('\n'));
        assert!(
            whole.starts_with(&kept),
            "the rows kept are the table's first"
        );
        let out = nimseq(&args);
        assert!(out.status.success());
        assert_eq!(std::fs::read_to_string(&file).unwrap(), whole);
    }
}

/// A command without a required argument names each one it still needs, with what it is, on
/// one line (exit 2); one that needs a subcommand (`plot`) lists them.
#[test]
fn a_missing_required_argument_is_named() {
    for (args, needs) in [
        (
            &["records"][..],
            &[
                "records needs",
                "--size <2|3|4> (sets of 2, 3 or 4 elements)",
                "--max <N> (the largest element N)",
            ][..],
        ),
        (&["records", "--size", "4"], &["records needs --max <N>"]),
        (
            &["records", "--max", "20"],
            &["records needs --size <2|3|4>"],
        ),
        (
            &["check"],
            &[
                "check needs",
                "<GAME> (the game)",
                "--preperiod <E> (the claimed preperiod e)",
                "--period <P> (the claimed period p)",
            ],
        ),
        (
            &["check", "sub:1,2", "--period", "3"],
            &["check needs --preperiod <E>"],
        ),
        (
            &["check", "sub:1,2", "--preperiod", "0"],
            &["check needs --period <P>"],
        ),
        (
            &["check", "--preperiod", "0", "--period", "3"],
            &["check needs <GAME>"],
        ),
        (&["sweep", "--dims", "2"], &["sweep needs --max <N>"]),
        (
            &["conjecture", "--max", "9"],
            &["conjecture needs --dims <2|3|4>"],
        ),
        (&["atlas"], &["atlas needs --digits <DIGITS>"]),
        (
            &["misere", "sub:1,2"],
            &["misere needs --heaps <H> (the largest heap)"],
        ),
        (&["merge"], &["merge needs <FILES>..."]),
        (&["sum"], &["sum needs <HEAPS>..."]),
        (&["period"], &["period needs <GAME> (the game)"]),
        (&["sequence"], &["sequence needs <GAME>"]),
        (&["outcome"], &["outcome needs <GAME>"]),
        (&["theory"], &["theory needs <GAME>"]),
        (&["plot", "overview"], &["plot overview needs <GAME>"]),
    ] {
        let said = refused(args);
        for words in needs {
            assert!(said.contains(words), "{args:?}: {said}");
        }
        let command = if args[0] == "plot" {
            "plot overview"
        } else {
            args[0]
        };
        assert!(
            said.contains(&format!("see `nimseq {command} --help`")),
            "{said}"
        );
    }
    // Without its figure, `plot` shows its help (naming the figures) and exits 2.
    let out = nimseq(&["plot"]);
    assert_eq!(out.status.code(), Some(2));
    let help =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    for figure in ["heatmap", "atlas", "overview"] {
        assert!(help.contains(figure), "{help}");
    }
}
