//! Golden fixtures: published sequences, one file per game in `tests/fixtures/`, each naming
//! its source. Every file is checked against both the fast evaluator and the reference.

use std::fs;
use std::path::Path;

use nimseq_core::game::nim_sequence;
use nimseq_core::outcome::outcome_bits;
use nimseq_core::{game::Game, reference};

struct Fixture {
    name: String,
    game: Game,
    outcomes: bool,
    expected: Vec<u16>,
}

fn read(path: &Path) -> Fixture {
    let text = fs::read_to_string(path).unwrap();
    let mut game = None;
    let mut outcomes = None;
    let mut expected = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        if let Some(spec) = line.strip_prefix("game ") {
            game = Some(spec.parse::<Game>().unwrap());
        } else if let Some(kind) = line.strip_prefix("sequence ") {
            outcomes = Some(kind == "outcomes");
        } else {
            expected.extend(line.split_whitespace().map(|v| v.parse::<u16>().unwrap()));
        }
    }
    Fixture {
        name: path.file_name().unwrap().to_string_lossy().into_owned(),
        game: game.expect("a `game` line"),
        outcomes: outcomes.expect("a `sequence` line"),
        expected,
    }
}

#[test]
fn every_fixture_matches() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut count = 0;
    for entry in fs::read_dir(dir).unwrap() {
        let f = read(&entry.unwrap().path());
        assert!(!f.expected.is_empty(), "{}: no values", f.name);
        let n = f.expected.len();
        for (who, values) in [
            ("fast", nim_sequence(&f.game, n).unwrap()),
            ("reference", reference::nim_sequence(&f.game, n)),
        ] {
            let got: Vec<u16> = if f.outcomes {
                outcome_bits(&values).into_iter().map(u16::from).collect()
            } else {
                values
            };
            assert_eq!(got, f.expected, "{}: {who}", f.name);
        }
        count += 1;
    }
    assert!(count >= 8, "only {count} fixtures found");
}
