//! `nimseq merge`: shard files written with `--shard K/N -o FILE` join into the table one run
//! writes, byte for byte (sweeps of 2, 3 and 4 elements, families, the atlas), and a missing,
//! repeated, foreign, truncated, changed or unfinished shard is refused in one line naming it,
//! with nothing written.
#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

use crate::run::{nimseq, stdout};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nimseq-merge-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes the `count` shards of `args` into `dir` as `part-K.csv`; returns their paths.
fn shards(dir: &Path, args: &[&str], count: u64) -> Vec<String> {
    (1..=count)
        .map(|k| {
            let path = dir.join(format!("part-{k}.csv"));
            let p = path.to_str().unwrap().to_string();
            let shard = format!("{k}/{count}");
            let mut all = args.to_vec();
            all.extend(["--shard", &shard, "-o", &p]);
            let out = nimseq(&all);
            assert!(
                out.status.success(),
                "{all:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(out.stdout.is_empty(), "-o writes nothing on stdout");
            p
        })
        .collect()
}

/// `nimseq merge FILES...` must fail with exit 2 and one line naming `names`.
fn refused(files: &[&str], names: &str) -> String {
    let mut args = vec!["merge"];
    args.extend(files);
    let out = nimseq(&args);
    assert_eq!(out.status.code(), Some(2), "{files:?}");
    assert!(out.stdout.is_empty(), "nothing written: {files:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("nimseq: error: cannot merge "), "{err}");
    assert!(err.contains(names), "{err} should name {names}");
    err
}

#[test]
fn shards_merge_into_the_table_one_run_writes() {
    let dir = scratch("tables");
    let tables: [&[&str]; 6] = [
        &["sweep", "--dims", "2", "--max", "60"],
        &["sweep", "--dims", "3", "--max", "30"],
        &["sweep", "--dims", "4", "--max", "24"],
        &[
            "sweep", "--dims", "4", "--max", "12", "--rule", "misere", "--cap", "64",
        ],
        &[
            "sweep", "--dims", "3", "--max", "60", "--family", "additive",
        ],
        &["atlas", "--digits", "2", "--cap", "2^10"],
    ];
    for args in tables {
        let whole = stdout(args);
        for count in [1, 3, 7] {
            let files = shards(&dir, args, count);
            // In any order.
            let mut given: Vec<&str> = files.iter().map(String::as_str).rev().collect();
            given.rotate_left(1);
            let mut merge = vec!["merge"];
            merge.extend(&given);
            assert_eq!(stdout(&merge), whole, "{args:?} in {count}");
            // To a file: the same bytes, and beside it what one unsharded run writes beside it.
            let merged = dir.join("merged.csv");
            let m = merged.to_str().unwrap();
            merge.extend(["-o", m]);
            assert!(stdout(&merge).is_empty());
            assert_eq!(std::fs::read_to_string(&merged).unwrap(), whole);
            let one = dir.join("one.csv");
            let mut single = args.to_vec();
            single.extend(["-o", one.to_str().unwrap()]);
            stdout(&single);
            assert_eq!(std::fs::read_to_string(&one).unwrap(), whole);
            assert_eq!(
                std::fs::read_to_string(dir.join("merged.csv.meta.json")).unwrap(),
                std::fs::read_to_string(dir.join("one.csv.meta.json")).unwrap(),
                "{args:?}"
            );
            for f in &files {
                let _ = std::fs::remove_file(f);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_sets_of_shards_are_refused_by_name() {
    let dir = scratch("bad");
    let args = ["sweep", "--dims", "4", "--max", "16"];
    let files = shards(&dir, &args, 4);
    let f: Vec<&str> = files.iter().map(String::as_str).collect();
    // Missing, repeated.
    refused(&[f[0], f[1], f[3]], "shard 3/4: it is missing");
    refused(
        &[f[0], f[1], f[2], f[3], f[2]],
        "part-3.csv: it is shard 3/4, as",
    );
    refused(&[f[1], f[2], f[3]], "shard 1/4");
    // Foreign: another rule, another bound, another number of shards, another command.
    let other = scratch("other");
    for (args, count, why) in [
        (
            &["sweep", "--dims", "4", "--max", "16", "--rule", "take-all"][..],
            4,
            "rule take-all, not normal",
        ),
        (
            &["sweep", "--dims", "4", "--max", "17"],
            4,
            "max 17, not 16",
        ),
        (
            &["sweep", "--dims", "4", "--max", "16"],
            5,
            "5 shards, not 4",
        ),
        (&["sweep", "--dims", "3", "--max", "16"], 4, "dims 3, not 4"),
        (&["atlas", "--digits", "2"], 4, "command atlas, not sweep"),
    ] {
        let foreign = shards(&other, args, count);
        let err = refused(
            &[f[0], f[1], &foreign[2], f[3]],
            "part-3.csv: it is a shard of another table",
        );
        assert!(err.contains(why), "{err}");
    }
    // Truncated, lengthened, changed (same length), with no file beside it.
    let whole = std::fs::read(f[1]).unwrap();
    let meta = std::fs::read(format!("{}.meta.json", f[1])).unwrap();
    let cut = dir.join("cut.csv");
    let c = cut.to_str().unwrap();
    std::fs::write(format!("{c}.meta.json"), &meta).unwrap();
    std::fs::write(&cut, &whole[..whole.len() - 9]).unwrap();
    refused(&[f[0], c, f[2], f[3]], "cut.csv: it is truncated");
    std::fs::write(&cut, [&whole[..], b"1,2,3,4,0,5\n"].concat()).unwrap();
    refused(&[f[0], c, f[2], f[3]], "cut.csv: it is longer");
    let mut changed = whole.clone();
    let at = changed.len() / 2;
    changed[at] = if changed[at] == b'1' { b'2' } else { b'1' };
    std::fs::write(&cut, &changed).unwrap();
    refused(&[f[0], c, f[2], f[3]], "cut.csv: it was changed");
    std::fs::remove_file(format!("{c}.meta.json")).unwrap();
    std::fs::write(&cut, &whole).unwrap();
    refused(&[f[0], c, f[2], f[3]], "cut.csv: there is no");
    // A shard whose run was stopped: its file says so until it is finished.
    let meta_text = String::from_utf8(meta).unwrap();
    let stopped = meta_text.replace("\"complete\": true", "\"complete\": false");
    assert_ne!(stopped, meta_text);
    std::fs::write(format!("{c}.meta.json"), stopped).unwrap();
    refused(&[f[0], c, f[2], f[3]], "cut.csv: its run did not finish");
    // Nothing is written to -o when a shard is refused.
    let out = dir.join("out.csv");
    let o = out.to_str().unwrap();
    let res = nimseq(&["merge", f[0], f[1], f[3], "-o", o]);
    assert_eq!(res.status.code(), Some(2));
    assert!(!out.exists() && !dir.join("out.csv.meta.json").exists());
    // The shards as given are still good: they merge.
    assert_eq!(stdout(&["merge", f[0], f[1], f[2], f[3]]), stdout(&args));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}

#[test]
fn a_resumed_shard_is_complete_only_once_finished() {
    let dir = scratch("resume");
    let whole = stdout(&["sweep", "--dims", "4", "--max", "18", "--shard", "1/1"]);
    let file = dir.join("t.csv");
    let t = file.to_str().unwrap();
    std::fs::write(&file, &whole[..whole.len() / 2]).unwrap();
    // Going on with --resume: the file beside it is written at the start (not complete) and
    // again at the end (complete, with the checksum).
    let out = nimseq(&["sweep", "--dims", "4", "--max", "18", "--resume", t]);
    assert!(out.status.success());
    assert_eq!(stdout(&["merge", t]), whole);
    let meta = std::fs::read_to_string(format!("{t}.meta.json")).unwrap();
    assert!(meta.contains("\"complete\": true"), "{meta}");
    let _ = std::fs::remove_dir_all(&dir);
}
