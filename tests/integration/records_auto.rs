//! `nimseq records` with its default cap, `auto`: a set left unresolved within 2^20 values is
//! computed again within 2^24, so that the table certifies its rows (the record of 4-element
//! sets with largest element 96 is 5,756,171, which 2^20 values leave at 787,871); a row still
//! unresolved is marked as a lower bound with the next cap to try. `--primitive` keeps the sets
//! whose elements have greatest common divisor 1, in sweeps and records.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use crate::run::{nimseq, stdout};

/// The columns of a records table.
const HEADER: &str = "max,sets,unresolved,longest_period,period_sets,longest_preperiod,preperiod_sets,lower_bound,settle_cap,unresolved_sets";

/// A row of a records table: its fields, the quoted lists of sets as one field each.
fn fields(line: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut quoted = false;
    for ch in line.chars() {
        match ch {
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(String::new()),
            _ => out.last_mut().unwrap().push(ch),
        }
    }
    out
}

/// The rows of a records table by largest element, after checking its header.
fn table(args: &[&str]) -> BTreeMap<u32, Vec<String>> {
    let text = stdout(args);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(HEADER), "{args:?}");
    lines
        .map(|l| {
            let f = fields(l);
            assert_eq!(f.len(), 10, "{l}");
            (f[0].parse().unwrap(), f)
        })
        .collect()
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The default table certifies the row of 4-element sets with largest element 96: the record
/// the cap 2^20 leaves as a lower bound (three sets unresolved) is settled within the bound.
#[test]
fn a_default_table_certifies_the_record_at_96() {
    let row = |extra: &[&str]| {
        let mut args = vec!["records", "--size", "4", "--max", "96", "--from", "96"];
        args.extend(extra);
        let rows = table(&args);
        assert_eq!(rows.keys().copied().collect::<Vec<_>>(), [96], "{args:?}");
        rows[&96].clone()
    };
    let auto = row(&[]);
    assert_eq!(auto[2], "0", "{auto:?}");
    assert_eq!(auto[3], "5756171", "{auto:?}");
    assert_eq!((auto[7].as_str(), auto[8].as_str()), ("false", ""));
    assert_eq!(row(&["--cap", "auto"]), auto);
    // The old default: a lower bound, marked, below the record, naming the next cap.
    let capped = row(&["--cap", "2^20"]);
    assert_eq!(capped[1], auto[1]);
    assert!(capped[2].parse::<u64>().unwrap() > 0, "{capped:?}");
    assert!(capped[3].parse::<u64>().unwrap() < 5_756_171, "{capped:?}");
    assert_eq!(
        (capped[7].as_str(), capped[8].as_str()),
        ("true", "2097152")
    );
    // The unresolved sets are named: the record's among them (its period is past 2^20).
    let named: Vec<&str> = capped[9].split(' ').collect();
    assert_eq!(named.len().to_string(), capped[2], "{capped:?}");
    assert!(
        named.contains(&auto[4].split(' ').next().unwrap()),
        "{capped:?}"
    );
    // The record's set is certified with that period by the general path.
    let set = auto[4].split(' ').next().unwrap().trim_matches(['{', '}']);
    let period = stdout(&["period", &format!("sub:{set}"), "--json"]);
    let v: serde_json::Value = serde_json::from_str(&period).unwrap();
    assert_eq!(v["period"], 5_756_171, "{set}");
}

/// A row still unresolved says so in its last three columns, naming its unresolved sets (each
/// one the sweep leaves unresolved within the cap), and a line on stderr says how to settle
/// them;
/// `auto` settles the same rows and gives the table of a cap large enough.
#[test]
fn lower_bounds_are_marked_with_the_next_cap_and_their_sets() {
    let capped = table(&["records", "--size", "3", "--max", "14", "--cap", "40"]);
    // The sweep's cells within the same cap: set -> (preperiod, period), empty if unresolved.
    let sweep = stdout(&["sweep", "--dims", "3", "--max", "14", "--cap", "40"]);
    let swept: BTreeMap<String, (&str, &str)> = sweep
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f[..3].join(","), (f[3], f[4]))
        })
        .collect();
    let mut bounds = 0;
    for f in capped.values() {
        let unresolved: u64 = f[2].parse().unwrap();
        if unresolved > 0 {
            bounds += 1;
            assert_eq!((f[7].as_str(), f[8].as_str()), ("true", "80"), "{f:?}");
            let named: Vec<&str> = f[9].split(' ').collect();
            assert_eq!(named.len() as u64, unresolved.min(8), "{f:?}");
            // Each a set of the row the sweep leaves unresolved within the cap.
            for set in named {
                let set = set.trim_matches(['{', '}']);
                assert_eq!(swept[set], ("", ""), "{set}");
                assert!(set.ends_with(&format!(",{}", f[0])), "{set} {f:?}");
            }
        } else {
            assert_eq!(
                (f[7].as_str(), f[8].as_str(), f[9].as_str()),
                ("false", "", ""),
                "{f:?}"
            );
        }
    }
    assert!(bounds > 0);
    // The line on stderr: how many rows, the first named, and the cap to try.
    let run = |args: &[&str]| String::from_utf8(nimseq(args).stderr).unwrap();
    let said = run(&["records", "--size", "3", "--max", "14", "--cap", "40"]);
    let first = capped.values().find(|f| f[2] != "0").unwrap();
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.starts_with(&format!("nimseq: {bounds} rows give a lower bound")),
        "{said}"
    );
    assert!(
        said.contains(&format!("m = {}: {} unresolved", first[0], first[2])),
        "{said}"
    );
    assert!(said.contains("`--cap 80` is the next cap to try"), "{said}");
    assert_eq!(run(&["records", "--size", "3", "--max", "14"]), "");
    let auto = table(&["records", "--size", "3", "--max", "14"]);
    let large = table(&["records", "--size", "3", "--max", "14", "--cap", "2^16"]);
    assert_eq!(auto, large);
    assert!(auto.values().all(|f| f[2] == "0" && f[7] == "false"));
    // The existing columns keep their places: the first seven are those of before.
    for (m, f) in &auto {
        assert_eq!(f[0], m.to_string());
    }
}

/// `--from M` computes the rows from M on, as the whole table has them.
#[test]
fn rows_from_a_largest_element_are_those_of_the_whole_table() {
    let whole = table(&["records", "--size", "3", "--max", "30"]);
    let part = table(&["records", "--size", "3", "--max", "30", "--from", "21"]);
    let tail: BTreeMap<u32, Vec<String>> = whole.into_iter().filter(|(m, _)| *m >= 21).collect();
    assert_eq!(part, tail);
    assert!(table(&["records", "--size", "3", "--max", "30", "--from", "31"]).is_empty());
}

/// `sweep --primitive` is the whole sweep without the sets whose elements have a common
/// divisor, in CSV and JSON, for sets of 2, 3 and 4 elements (and each shard of it likewise).
#[test]
fn primitive_sweeps_are_the_whole_sweep_filtered_by_gcd() {
    for (dims, max) in [("2", "40"), ("3", "24"), ("4", "16")] {
        let base = ["sweep", "--dims", dims, "--max", max];
        let whole = stdout(&base);
        let mut args = base.to_vec();
        args.push("--primitive");
        let primitive = stdout(&args);
        let size: usize = dims.parse().unwrap();
        let mut lines = whole.lines();
        let header = lines.next().unwrap();
        let filtered: Vec<&str> = lines
            .filter(|l| {
                let set: Vec<u32> = l
                    .split(',')
                    .take(size)
                    .map(|x| x.parse().unwrap())
                    .collect();
                set.iter().fold(0, |g, &e| gcd(g, e)) == 1
            })
            .collect();
        let mut expected = vec![header];
        expected.extend(&filtered);
        assert_eq!(primitive.lines().collect::<Vec<_>>(), expected, "{args:?}");
        assert!(filtered.len() < whole.lines().count() - 1);
        // Shards concatenate into it.
        let mut joined = String::new();
        for k in 1..=3 {
            let shard = format!("{k}/3");
            let mut a = args.clone();
            a.extend(["--shard", &shard]);
            joined.push_str(&stdout(&a));
        }
        assert_eq!(joined, primitive, "{args:?}");
        // JSON: the same sets.
        let mut a = args.clone();
        a.extend(["--format", "json"]);
        let v: serde_json::Value = serde_json::from_str(&stdout(&a)).unwrap();
        let cells = v["cells"].as_array().expect("cells");
        assert_eq!(cells.len(), filtered.len(), "{a:?}");
    }
}

/// `records --primitive` is the records of the primitive sweep, row by row.
#[test]
fn primitive_records_are_those_of_the_primitive_sweep() {
    for (size, max) in [(2usize, 40u32), (3, 22), (4, 16)] {
        let (s, m) = (size.to_string(), max.to_string());
        let sweep = stdout(&["sweep", "--dims", &s, "--max", &m, "--primitive"]);
        // m -> (sets, longest period and its sets)
        let mut rows: BTreeMap<u32, (u64, u32, Vec<Vec<u32>>)> = BTreeMap::new();
        for line in sweep.lines().skip(1) {
            let f: Vec<&str> = line.split(',').collect();
            let set: Vec<u32> = f[..size].iter().map(|x| x.parse().unwrap()).collect();
            let period: u32 = f[size + 1].parse().unwrap();
            let row = rows.entry(set[size - 1]).or_insert((0, 0, vec![]));
            row.0 += 1;
            if period > row.1 {
                *row = (row.0, period, vec![set]);
            } else if period == row.1 {
                row.2.push(set);
            }
        }
        let records = table(&["records", "--size", &s, "--max", &m, "--primitive"]);
        assert_eq!(records.len(), rows.len());
        for (m, (sets, period, mut tied)) in rows {
            tied.sort();
            let spelled: Vec<String> = tied
                .iter()
                .map(|t| {
                    let e: Vec<String> = t.iter().map(u32::to_string).collect();
                    format!("{{{}}}", e.join(","))
                })
                .collect();
            let f = &records[&m];
            assert_eq!(f[1], sets.to_string(), "{size} {m}");
            assert_eq!(f[3], period.to_string(), "{size} {m}");
            assert_eq!(f[4], spelled.join(" "), "{size} {m}");
        }
        // Fewer sets than the whole table exactly where a row holds a scaled set.
        let whole = table(&["records", "--size", &s, "--max", &m]);
        for (m, f) in &whole {
            let all: u64 = f[1].parse().unwrap();
            let primitive: u64 = records[m][1].parse().unwrap();
            // A set with divisor d > 1 and largest element m: `size` multiples of d up to m.
            let scaled = (2..=*m).any(|d| m % d == 0 && m / d >= size as u32);
            assert_eq!(primitive < all, scaled, "{size} {m}");
        }
    }
}

/// A primitive sweep goes to standard output only (the rows of a file are counted as the whole
/// sweep's); bad caps are refused.
#[test]
fn bad_requests_are_refused() {
    for args in [
        &[
            "sweep",
            "--dims",
            "2",
            "--max",
            "10",
            "--primitive",
            "-o",
            "/tmp/x.csv",
        ][..],
        &[
            "records",
            "--size",
            "3",
            "--max",
            "10",
            "--cap",
            "automatic",
        ],
        &["records", "--size", "3", "--max", "10", "--from", "x"],
    ] {
        let out = nimseq(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

/// The row of 4-element sets with largest element 109 is the one `auto` leaves a lower bound:
/// it names its one unresolved set, and the line on stderr the command that settles it past
/// the largest cap, which certifies a period above the lower bound (the record of the row).
#[test]
fn the_lower_bound_at_109_names_its_set_and_the_command_that_settles_it() {
    let args = ["records", "--size", "4", "--max", "109", "--from", "109"];
    let rows = table(&args);
    let row = &rows[&109];
    assert_eq!((row[2].as_str(), row[7].as_str()), ("1", "true"), "{row:?}");
    assert_eq!(row[8], (1u64 << 25).to_string());
    assert_eq!(row[9], "{8,58,101,109}");
    let said = String::from_utf8(nimseq(&args).stderr).unwrap();
    let command = "nimseq period sub:8,58,101,109 --limit 33554432";
    assert!(
        said.contains(&format!("`{command}` tries a set alone")),
        "{said}"
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&[
        "period",
        "sub:8,58,101,109",
        "--limit",
        "33554432",
        "--json",
    ]))
    .unwrap();
    let period = v["period"].as_u64().unwrap();
    assert_eq!(period, 19_914_037);
    assert!(period > row[3].parse::<u64>().unwrap(), "{row:?}");
}
