//! `nimseq records`: each row is the longest period and preperiod of its row of the sweep
//! (every tie listed), for sets of 2, 3 and 4 elements; shards concatenate and merge into the
//! whole table; bad input is refused in one line.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use crate::run::{refused, stdout};

/// Longest period and preperiod per largest element, with their sets, from a sweep's CSV.
fn from_sweep(size: usize, max: u32, extra: &[&str]) -> Vec<String> {
    let (s, m) = (size.to_string(), max.to_string());
    let mut args = vec!["sweep", "--dims", &s, "--max", &m];
    args.extend(extra);
    let table = stdout(&args);
    // m -> (sets, unresolved sets, (period, sets), (preperiod, sets))
    type Best = (u32, Vec<String>);
    let mut rows: BTreeMap<u32, (u64, Vec<String>, Best, Best)> = BTreeMap::new();
    let mut lines: Vec<&str> = table.lines().skip(1).collect();
    // Lexicographic order of the sets, as the records list ties.
    lines.sort_by_key(|l| {
        l.split(',')
            .take(size)
            .map(|x| x.parse::<u32>().unwrap())
            .collect::<Vec<_>>()
    });
    for line in lines {
        let f: Vec<&str> = line.split(',').collect();
        let set = format!("{{{}}}", f[..size].join(","));
        let m: u32 = f[size - 1].parse().unwrap();
        let row = rows
            .entry(m)
            .or_insert((0, vec![], (0, vec![]), (0, vec![])));
        row.0 += 1;
        if f[size + 1].is_empty() {
            row.1.push(set);
            continue;
        }
        let (pre, per): (u32, u32) = (f[size].parse().unwrap(), f[size + 1].parse().unwrap());
        for (best, v) in [(&mut row.2, per), (&mut row.3, pre)] {
            if best.1.is_empty() || v > best.0 {
                *best = (v, vec![set.clone()]);
            } else if v == best.0 {
                best.1.push(set.clone());
            }
        }
    }
    // A row with unresolved sets is a lower bound; the next cap to try is twice the cap, and
    // the first eight unresolved sets (lexicographic order) are named.
    let cap: u64 = extra
        .iter()
        .position(|&a| a == "--cap")
        .map_or(1 << 20, |i| extra[i + 1].parse().unwrap());
    rows.into_iter()
        .map(|(m, (n, unresolved, p, e))| {
            let u = unresolved.len();
            let settle = if u > 0 {
                (2 * cap).to_string()
            } else {
                String::new()
            };
            let named = unresolved[..u.min(8)].join(" ");
            format!(
                "{m},{n},{u},{},\"{}\",{},\"{}\",{},{settle},\"{named}\"",
                p.0,
                p.1.join(" "),
                e.0,
                e.1.join(" "),
                u > 0
            )
        })
        .collect()
}

#[test]
fn records_are_the_longest_of_each_row_of_the_sweep() {
    for (size, max, extra) in [
        (2, 80, &[][..]),
        (3, 40, &[][..]),
        (4, 26, &[][..]),
        (3, 14, &["--rule", "misere"][..]),
        (3, 12, &["--cap", "40"][..]),
        (4, 22, &["--cap", "48"][..]),
    ] {
        let (s, m) = (size.to_string(), max.to_string());
        let mut args = vec!["records", "--size", &s, "--max", &m];
        args.extend(extra);
        let records = stdout(&args);
        let mut lines = records.lines();
        assert_eq!(
            lines.next(),
            Some("max,sets,unresolved,longest_period,period_sets,longest_preperiod,preperiod_sets,lower_bound,settle_cap,unresolved_sets")
        );
        let got: Vec<&str> = lines.collect();
        assert_eq!(got, from_sweep(size, max as u32, extra), "{args:?}");
    }
    // Known values: {2, 5, 7} has period 22, the longest of c = 7; {3, 8, 11} has 54.
    let triples = stdout(&["records", "--size", "3", "--max", "11"]);
    assert!(triples.contains("\n7,15,0,22,\"{2,5,7}\","), "{triples}");
    assert!(triples.contains("\n11,45,0,54,\"{3,8,11}\","), "{triples}");
    // A cap that leaves sets unresolved says how many.
    let capped = stdout(&["records", "--size", "3", "--max", "7", "--cap", "20"]);
    assert!(capped.lines().last().unwrap().starts_with("7,15,"));
    assert!(!capped.lines().last().unwrap().starts_with("7,15,0,"));
}

#[test]
fn record_shards_concatenate_and_merge_into_the_whole_table() {
    let dir = std::env::temp_dir().join(format!("nimseq-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (size, max) in [("2", "90"), ("3", "45"), ("4", "24")] {
        let args = ["records", "--size", size, "--max", max];
        let whole = stdout(&args);
        for count in [2u32, 5] {
            let mut joined = String::new();
            let mut files = Vec::new();
            for k in 1..=count {
                let shard = format!("{k}/{count}");
                let mut a = args.to_vec();
                a.extend(["--shard", &shard]);
                joined.push_str(&stdout(&a));
                let file = dir.join(format!("r-{k}.csv"));
                files.push(file.to_str().unwrap().to_string());
                a.extend(["-o", files.last().unwrap()]);
                stdout(&a);
            }
            assert_eq!(joined, whole, "{args:?} {count}");
            let mut merge = vec!["merge"];
            merge.extend(files.iter().map(String::as_str));
            assert_eq!(stdout(&merge), whole);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_is_refused_in_one_line() {
    for args in [
        &["records", "--size", "5", "--max", "10"][..],
        &["records", "--size", "1", "--max", "10"],
        &["records", "--size", "4", "--max", "201"],
        &["records", "--size", "3", "--max", "401"],
        &["records", "--size", "3", "--max", "20", "--shard", "3/2"],
        &["records", "--size", "3", "--max", "x"],
    ] {
        refused(args);
    }
}
