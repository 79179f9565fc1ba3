//! Resumable long runs: a search resumed from its values computes the same values and certifies
//! the same answer as one that never stopped (it may compute a little further before it tries to
//! certify: where an unbroken search tries depends on its repeat tracker at earlier steps), and `nimseq period --checkpoint` saves on Ctrl-C and every few seconds, resumes, and
//! refuses a file of another game or a damaged one.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::Duration;

use nimseq::{game::Game, period::PeriodSearch};

#[test]
fn a_resumed_search_equals_one_that_never_stopped() {
    for (spec, limit, cut) in [
        ("octal:0.6", 20_000, 7_777),
        ("octal:0.16", 400_000, 150_000),
        ("octal:0.137", 5_000, 100),
        ("octal:0.77", 5_000, 3),
        ("octal:0.4", 3_000, 1),
        ("sub:2,4,7", 2_000, 20),
        ("sub:3,5,6/take-all", 3_000, 64),
        ("sub:1,2,3/misere", 500, 17),
    ] {
        let game: Game = spec.parse().unwrap();
        let (whole, all) = PeriodSearch::new(&game, limit).unwrap().run().unwrap();
        let mut first = PeriodSearch::new(&game, limit).unwrap();
        while first.progress().0 < cut && !first.is_finished() {
            first.step(cut - first.progress().0).unwrap();
        }
        let values = first.values()[..cut.min(first.values().len())].to_vec();
        let (resumed, again) = PeriodSearch::resume(&game, limit, values)
            .unwrap()
            .run()
            .unwrap();
        assert_eq!(resumed, whole, "{spec} cut at {cut}");
        let n = all.len().min(again.len());
        assert_eq!(again[..n], all[..n], "{spec}");
    }
}

/// A report without where the search stopped: the certified answer, the largest value, and
/// (for no period) how far it looked.
fn same_answer(r: &nimseq::period::PeriodReport) -> String {
    match r.grundy.period() {
        Some(_) => format!("{:?} {:?} {}", r.grundy, r.outcome, r.max_value),
        None => format!("{r:?}"),
    }
}

fn nimseq() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nimseq"))
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nimseq-checkpoint-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = fs::remove_file(&path);
    path
}

#[test]
fn ctrl_c_saves_and_the_same_command_resumes() {
    let file = scratch("six.ckpt");
    let args = |extra: &[&str]| {
        let mut a = vec!["period", "octal:0.6", "--limit", "400000", "--json"];
        a.extend_from_slice(extra);
        a.into_iter().map(String::from).collect::<Vec<_>>()
    };
    let with_file = args(&[
        "--checkpoint",
        file.to_str().unwrap(),
        "--checkpoint-every",
        "1",
    ]);
    let child = nimseq()
        .args(&with_file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    sleep(Duration::from_millis(1500));
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(130) {
        assert!(stderr.contains("saved in"), "{stderr}");
        assert!(file.exists());
    } else {
        // The run finished before the signal on a fast machine: nothing to resume.
        assert!(out.status.success(), "{stderr}");
    }
    // The same command resumes (or, if it had finished, reads the finished values) and agrees
    // with a run that never stopped.
    let resumed = nimseq().args(&with_file).output().unwrap();
    assert!(
        resumed.status.success(),
        "{}",
        String::from_utf8_lossy(&resumed.stderr)
    );
    assert!(String::from_utf8_lossy(&resumed.stderr).contains("resuming octal:0.6"));
    let plain = nimseq().args(args(&[])).output().unwrap();
    let answer = |out: &[u8]| {
        let mut v: serde_json::Value = serde_json::from_slice(out).unwrap();
        v.as_object_mut().unwrap().remove("checked_to");
        v
    };
    assert_eq!(answer(&resumed.stdout), answer(&plain.stdout));
}

#[test]
fn a_killed_run_keeps_its_last_checkpoint() {
    let file = scratch("killed.ckpt");
    let mut child = nimseq()
        .args(["period", "octal:0.6", "--limit", "600000", "--checkpoint"])
        .arg(&file)
        .args(["--checkpoint-every", "1"])
        .stderr(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    sleep(Duration::from_millis(2500));
    child.kill().unwrap(); // SIGKILL: no chance to save
    child.wait().unwrap();
    if !file.exists() {
        return; // not a second in: nothing saved yet
    }
    let bytes = fs::read(&file).unwrap();
    let saved = nimseq::period::Checkpoint::from_bytes(&bytes, &"octal:0.6".parse().unwrap())
        .expect("the file left by a killed run is whole");
    assert!(!saved.values.is_empty());
}

#[test]
fn a_checkpoint_of_another_game_or_damaged_is_refused() {
    let file = scratch("foreign.ckpt");
    let first = nimseq()
        .args(["period", "octal:0.77", "--limit", "5000", "--checkpoint"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(first.status.success());
    let other = nimseq()
        .args(["period", "octal:0.6", "--limit", "5000", "--checkpoint"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(other.status.code(), Some(2));
    let err = String::from_utf8_lossy(&other.stderr);
    assert!(
        err.contains("a checkpoint of octal:0.77, not of octal:0.6"),
        "{err}"
    );
    let mut bytes = fs::read(&file).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0xff;
    fs::write(&file, &bytes).unwrap();
    let damaged = nimseq()
        .args(["period", "octal:0.77", "--limit", "5000", "--checkpoint"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(damaged.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&damaged.stderr).contains("corrupted"));
}

mod random {
    use nimseq::{
        game::{Game, OctalCode},
        period::PeriodSearch,
    };
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Any octal code of up to 4 digits, cut anywhere: the resumed search computes the same
        /// values and certifies the same answer as the unbroken one.
        #[test]
        fn resuming_anywhere_changes_nothing(
            digits in prop::collection::vec(0u8..8, 1..=4),
            cut in 0usize..3000,
        ) {
            prop_assume!(digits.iter().any(|&d| d != 0));
            let game = Game::Octal(OctalCode::new(digits).unwrap());
            let limit = 4000;
            let (whole, all) = PeriodSearch::new(&game, limit).unwrap().run().unwrap();
            let cut = cut.min(all.len());
            let resumed = PeriodSearch::resume(&game, limit, all[..cut].to_vec()).unwrap();
            let (again, values) = resumed.run().unwrap();
            prop_assert_eq!(super::same_answer(&again), super::same_answer(&whole));
            let n = values.len().min(all.len());
            prop_assert_eq!(&values[..n], &all[..n]);
        }
    }
}
