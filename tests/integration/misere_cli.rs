//! Misère play at the command line (issue 47, item 8): `nimseq sum --rule misere` against a
//! brute-force misère search written here over the games' moves, its JSON next to normal play's,
//! the bound an exceeded quotient names, `heaps_done`, `--rule misere` on `misere`, and Ctrl-C
//! writing the quotient computed so far.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::run::{json, nimseq, refused, stdout};
use nimseq::game::Game;
use nimseq::sum::heap_options;
use serde_json::Value;

/// A position of the brute force: heaps as (game's place, size), sorted.
type Position = Vec<(usize, u64)>;

/// Whether the player to move loses `position` under misère play (whoever makes the last move
/// loses), by searching every move; nothing shared with nimseq but the games' moves.
fn lost(games: &[Game], position: &Position, memo: &mut HashMap<Position, bool>) -> bool {
    if let Some(&p) = memo.get(position) {
        return p;
    }
    let mut any = false;
    let mut p = true;
    'heaps: for (i, &(g, n)) in position.iter().enumerate() {
        for (_, leaves) in heap_options(&games[g], n) {
            any = true;
            if lost(games, &after(position, i, &leaves), memo) {
                p = false;
                break 'heaps;
            }
        }
    }
    // No move at all: the opponent made the last one, and the player to move wins.
    let p = p && any;
    memo.insert(position.clone(), p);
    p
}

/// `position` with heap `i` replaced by the heaps `leaves` (of its game), sorted.
fn after(position: &Position, i: usize, leaves: &[u64]) -> Position {
    let g = position[i].0;
    let mut next: Position = position.clone();
    next.remove(i);
    next.extend(leaves.iter().filter(|&&s| s > 0).map(|&s| (g, s)));
    next.sort_unstable();
    next
}

/// Every winning move of `heaps` by the brute force, in the order of the heaps and of each
/// heap's options: `(heap, take, leaves)`.
fn winning(
    games: &[Game],
    heaps: &[(usize, u64)],
    memo: &mut HashMap<Position, bool>,
) -> Vec<(u64, u64, Vec<u64>)> {
    let mut out = Vec::new();
    for (i, &(g, n)) in heaps.iter().enumerate() {
        for (take, leaves) in heap_options(&games[g], n) {
            let mut next: Position = heaps.to_vec();
            next.sort_unstable();
            let place = next.iter().position(|h| *h == (g, n)).unwrap();
            if lost(games, &after(&next, place, &leaves), memo) {
                out.push((i as u64, take, leaves));
            }
        }
    }
    out
}

/// The winning moves of a `nimseq sum --json` answer as `(heap, take, leaves)`.
fn moves_of(answer: &Value) -> Vec<(u64, u64, Vec<u64>)> {
    answer["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            let m = &w["move"];
            let leaves = m["leaves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_u64().unwrap())
                .collect();
            (
                m["heap"].as_u64().unwrap(),
                m["take"].as_u64().unwrap(),
                leaves,
            )
        })
        .collect()
}

/// Every sum of one to three heaps of sizes 1 ... 8 (each multiset once).
fn small_sums() -> Vec<Vec<u64>> {
    let mut sums = Vec::new();
    for a in 1..=8u64 {
        sums.push(vec![a]);
        for b in 1..=a {
            sums.push(vec![a, b]);
            for c in 1..=b {
                sums.push(vec![a, b, c]);
            }
        }
    }
    sums
}

/// Checks `nimseq sum` on every small sum of `game`'s heaps, spelled by `spell`, with `extra`
/// arguments, against the brute force: who wins, every winning move, and that each leaves a
/// position the brute force says the player to move loses. Returns how each was decided.
fn agrees_on_small_sums(
    game: &str,
    spell: impl Fn(u64) -> String,
    extra: &[&str],
) -> HashMap<String, usize> {
    let games = vec![game.parse::<Game>().unwrap()];
    let mut memo = HashMap::new();
    let mut decided: HashMap<String, usize> = HashMap::new();
    for sizes in small_sums() {
        let spelled: Vec<String> = sizes.iter().map(|&n| spell(n)).collect();
        let mut args: Vec<&str> = vec!["sum"];
        args.extend(extra);
        args.extend(spelled.iter().map(String::as_str));
        args.push("--json");
        let answer = json(&args);
        let heaps: Vec<(usize, u64)> = sizes.iter().map(|&n| (0, n)).collect();
        let mut position = heaps.clone();
        position.sort_unstable();
        let p = lost(&games, &position, &mut memo);
        assert_eq!(answer["first_player_wins"], !p, "{args:?}");
        assert_eq!(answer["outcome"], if p { "P" } else { "N" }, "{args:?}");
        assert_eq!(answer["rule"], "misere", "{args:?}");
        let expected = winning(&games, &heaps, &mut memo);
        assert_eq!(moves_of(&answer), expected, "{args:?}");
        // Each winning move leaves what the answer says, a position the brute force loses.
        for w in answer["winning_moves"].as_array().unwrap() {
            let left: Position = {
                let mut left: Position = w["result"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|h| {
                        let (_, size) = h.as_str().unwrap().rsplit_once('@').unwrap();
                        (0, size.parse::<u64>().unwrap())
                    })
                    .collect();
                left.sort_unstable();
                left
            };
            assert!(lost(&games, &left, &mut memo), "{args:?}: {w}");
        }
        if answer["decided_by"] == "quotient" {
            let q = &answer["quotient"];
            assert_eq!(q["p"], p, "{args:?}");
            assert_eq!(q["images"].as_array().unwrap().len(), sizes.len());
            assert_eq!(
                q["move_products"].as_array().unwrap().len(),
                expected.len(),
                "{args:?}"
            );
        }
        *decided
            .entry(answer["decided_by"].as_str().unwrap().to_string())
            .or_default() += 1;
    }
    decided
}

#[test]
fn misere_sums_of_kayles_agree_with_a_brute_force() {
    let decided = agrees_on_small_sums(
        "octal:0.77",
        |n| format!("octal:0.77@{n}"),
        &["--rule", "misere"],
    );
    assert_eq!(
        decided.get("quotient"),
        Some(&small_sums().len()),
        "{decided:?}"
    );
}

#[test]
fn misere_sums_of_a_subtraction_game_agree_with_a_brute_force() {
    // The rule spelled in the heaps, without --rule.
    let decided =
        agrees_on_small_sums("sub:1,3,4/misere", |n| format!("sub:1,3,4/misere@{n}"), &[]);
    assert_eq!(
        decided.get("quotient"),
        Some(&small_sums().len()),
        "{decided:?}"
    );
}

#[test]
fn where_no_quotient_is_found_the_search_decides_and_says_so() {
    // A bound of one element: no quotient of Dawson's Kayles fits, so every sum is searched.
    let decided = agrees_on_small_sums(
        "octal:0.07",
        |n| format!("octal:0.07@{n}"),
        &["--rule", "misere", "--max-elements", "1"],
    );
    // Only the sums of heaps of one pin (no move, a one-element quotient) are not searched.
    assert_eq!(decided.get("quotient"), Some(&3), "{decided:?}");
    assert_eq!(
        decided.get("search"),
        Some(&(small_sums().len() - 3)),
        "{decided:?}"
    );
    let text = stdout(&[
        "sum",
        "--rule",
        "misere",
        "octal:0.07@8",
        "octal:0.07@5",
        "--max-elements",
        "1",
    ]);
    assert!(
        text.contains("decided by search: no finite quotient found within 1 element for heaps ≤ 2"),
        "{text}"
    );
    assert!(text.contains("raise it with --max-elements N"), "{text}");
    let answer = json(&[
        "sum",
        "--rule",
        "misere",
        "octal:0.07@8",
        "octal:0.07@5",
        "--max-elements",
        "1",
        "--json",
    ]);
    assert_eq!(answer["decided_by"], "search");
    assert_eq!(answer["quotient"], Value::Null);
    assert_eq!(answer["search"]["quotient_exceeded"]["bound"], "elements");
    assert!(answer["search"]["positions"].as_u64().unwrap() > 0);
}

#[test]
fn sums_of_different_games_are_searched() {
    let games: Vec<Game> = ["octal:0.77", "sub:1,2/misere"]
        .iter()
        .map(|g| g.parse().unwrap())
        .collect();
    let mut memo = HashMap::new();
    for (k, s) in [(5, 4), (4, 3), (7, 2), (3, 3), (6, 6)] {
        let args = [
            "sum",
            "--rule",
            "misere",
            &format!("K{k}"),
            &format!("sub:1,2@{s}"),
            "--json",
        ];
        let answer = json(&args);
        assert_eq!(answer["decided_by"], "search", "{args:?}");
        assert!(answer["search"]["reason"]
            .as_str()
            .unwrap()
            .contains("2 different games"));
        let heaps = [(0, k), (1, s)];
        let p = lost(&games, &heaps.to_vec(), &mut memo);
        assert_eq!(answer["first_player_wins"], !p, "{args:?}");
        assert_eq!(
            moves_of(&answer),
            winning(&games, &heaps, &mut memo),
            "{args:?}"
        );
    }
}

#[test]
fn the_json_has_normal_plays_fields_and_the_quotients() {
    let misere = json(&["sum", "--rule", "misere", "K5", "K3", "--json"]);
    let mut keys: Vec<&str> = misere
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        // Every JSON document names the version that computed it.
        .filter(|&k| k != "nimseq_version")
        .collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "decided_by",
            "first_player_wins",
            "heaps",
            "outcome",
            "quotient",
            "rule",
            "search",
            "winning_moves"
        ]
    );
    let normal = json(&["sum", "K5", "K3", "--json"]);
    // The same fields for the same things: the heaps, who wins, each winning move.
    assert_eq!(misere["heaps"], normal["heaps"]);
    assert!(misere["first_player_wins"].is_boolean());
    let shape = |v: &Value| -> Vec<String> {
        let w = &v["winning_moves"][0];
        let mut k: Vec<String> = w.as_object().unwrap().keys().cloned().collect();
        k.extend(w["move"].as_object().unwrap().keys().cloned());
        k.sort_unstable();
        k
    };
    assert_eq!(shape(&misere), shape(&normal));
    let q = &misere["quotient"];
    assert_eq!(q["game"], "octal:0.77");
    assert_eq!(q["heaps"], 5);
    assert!(q["order"].as_u64().unwrap() >= 2);
    assert!(q["presentation"].as_str().unwrap().starts_with("<a"));
    let elements = q["order"].as_u64().unwrap() as usize;
    assert!(q["p_portion"].as_array().unwrap().len() < elements);
    assert_eq!(misere["search"], Value::Null);
    // The text: each heap's element, the product, P or N, the moves with what they leave.
    let text = stdout(&[
        "sum",
        "--rule",
        "misere",
        "tb:0.[3]@1",
        "tb:0.[3]@2",
        "tb:0.[3]@3",
    ]);
    assert!(text.contains("element a\n"), "{text}");
    assert!(
        text.contains("product  a · b · ab = b², in the P-portion (P: the player to move loses)"),
        "{text}"
    );
    let text = stdout(&["sum", "sub:1,2/misere@5", "sub:1,2/misere@3"]);
    assert!(text.contains("N: the player to move wins"), "{text}");
    assert!(
        text.contains("heap 1: take 1 stone, leaving 4  ->  sub:1,2/misere@4 sub:1,2/misere@3   (leaves a, P)"),
        "{text}"
    );
}

#[test]
fn sums_refuse_what_they_cannot_play() {
    for args in [
        &["sum", "--rule", "take-all", "sub:1,2@3"][..],
        &["sum", "--rule", "misere", "3", "*2"],
        &["sum", "--rule", "misere", "sub:1,2/normal@3"],
        &["sum", "--rule", "normal", "sub:1,2/misere@3"],
        &["sum", "sub:1/misere@3", "sub:1@2"],
        &["sum", "--rule", "misere", "K5", "--max-elements", "0"],
        &[
            "sum",
            "--rule",
            "misere",
            "K5",
            "--max-candidate-size",
            "2^30",
        ],
    ] {
        refused(args);
    }
}

#[test]
fn an_exceeded_quotient_names_the_bound_it_hit_and_its_option() {
    // tb:4.7 at heap 27 needs candidates of more than 2^14 elements: that bound is named.
    let text = stdout(&["misere", "tb:4.7", "--heaps", "27"]);
    let status = text.lines().find(|l| l.starts_with("status")).unwrap();
    assert!(
        status.contains("within the search's bound of 16,384 elements per candidate"),
        "{status}"
    );
    assert!(
        status.contains("raise it with --max-candidate-size N"),
        "{status}"
    );
    assert!(!status.contains("within 1,024 elements"), "{status}");
    let v = json(&["misere", "tb:4.7", "--heaps", "27", "--json"]);
    assert_eq!(v["status"], "exceeded");
    assert_eq!(v["exceeded"]["bound"], "candidate-size");
    assert_eq!(v["exceeded"]["limit"], 16384);
    assert_eq!(v["exceeded"]["at_heap"], 27);
    assert_eq!(v["exceeded"]["option"], "--max-candidate-size");
    // Raised, by either bound's option, the quotient is found: 252 elements.
    for raise in [["--max-elements", "2048"], ["--max-candidate-size", "2^15"]] {
        let v = json(
            &[
                &["misere", "tb:4.7", "--heaps", "27", "--json"][..],
                &raise[..],
            ]
            .concat(),
        );
        assert_eq!(v["order"], 252, "{raise:?}");
        assert_eq!(v["heaps_done"], 27);
        assert_eq!(v["exceeded"], Value::Null);
    }
    // The bound on the elements, named with its option.
    let text = stdout(&[
        "misere",
        "octal:0.07",
        "--heaps",
        "40",
        "--max-elements",
        "40",
    ]);
    assert!(
        text.contains("no finite quotient found within 40 elements for heaps ≤ 25"),
        "{text}"
    );
    assert!(text.contains("raise it with --max-elements N"), "{text}");
}

#[test]
fn an_exceeded_run_says_up_to_which_heap_it_got() {
    let v = json(&[
        "misere",
        "octal:0.07",
        "--heaps",
        "200",
        "--max-elements",
        "40",
        "--json",
    ]);
    assert_eq!(v["heaps"], 200);
    assert_eq!(v["status"], "exceeded");
    let done = v["heaps_done"].as_u64().unwrap();
    assert_eq!(v["exceeded"]["at_heap"].as_u64().unwrap(), done + 1);
    assert_eq!(v["exceeded"]["bound"], "elements");
    assert_eq!(v["exceeded"]["option"], "--max-elements");
    // What it computed is kept: the pretending function of heaps 0 ... heaps_done.
    assert_eq!(v["pretending"].as_array().unwrap().len() as u64, done + 1);
    let text = stdout(&[
        "misere",
        "octal:0.07",
        "--heaps",
        "200",
        "--max-elements",
        "40",
    ]);
    assert!(
        text.contains(&format!(
            "done          heaps 1 … {done} (the quotient below is theirs)"
        )),
        "{text}"
    );
    // A run that gets through says so too.
    let v = json(&["misere", "octal:0.77", "--heaps", "12", "--json"]);
    assert_eq!(v["heaps_done"], 12);
    assert_eq!(v["exceeded"], Value::Null);
}

#[test]
fn misere_accepts_its_own_rule_and_refuses_others() {
    let plain = stdout(&["misere", "octal:0.77", "--heaps", "12"]);
    assert_eq!(
        stdout(&["misere", "octal:0.77", "--rule", "misere", "--heaps", "12"]),
        plain
    );
    assert_eq!(
        stdout(&["misere", "octal:0.77", "--rule", "misère", "--heaps", "12"]),
        plain
    );
    let sub = stdout(&["misere", "sub:1,2", "--rule", "misere", "--heaps", "9"]);
    assert!(sub.contains("game          sub:1,2/misere"), "{sub}");
    for (args, says) in [
        (
            &["misere", "octal:0.77", "--rule", "normal", "--heaps", "5"][..],
            "misère play's",
        ),
        (
            &["misere", "sub:1,2", "--rule", "take-all", "--heaps", "5"],
            "misère play's",
        ),
        (
            &[
                "misere",
                "sub:1,2/take-all",
                "--rule",
                "misere",
                "--heaps",
                "5",
            ],
            "give the rule once",
        ),
    ] {
        let out = nimseq(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

/// Starts a long quotient, sends it SIGINT after `wait`, and returns its exit status, standard
/// output and standard error.
fn interrupted(args: &[&str], wait: Duration) -> (Option<i32>, String, String) {
    let child = Command::new(env!("CARGO_BIN_EXE_nimseq"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run nimseq");
    std::thread::sleep(wait);
    let sent = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("run kill");
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    assert!(
        sent.elapsed() < Duration::from_secs(20),
        "Ctrl-C took {:?} to stop the run",
        sent.elapsed()
    );
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn ctrl_c_writes_the_quotient_so_far_and_exits_130() {
    let long = [
        "misere",
        "octal:0.54",
        "--heaps",
        "300",
        "--max-elements",
        "4096",
        "--progress",
    ];
    let (code, out, err) = interrupted(
        &[&long[..], &["--json"]].concat(),
        Duration::from_millis(1500),
    );
    assert_eq!(code, Some(130), "{err}");
    let v: Value = serde_json::from_str(&out).expect("the partial JSON is whole");
    assert_eq!(v["status"], "interrupted");
    assert_eq!(v["heaps"], 300);
    let done = v["heaps_done"].as_u64().unwrap();
    assert!((1..300).contains(&done), "{done}");
    assert_eq!(v["pretending"].as_array().unwrap().len() as u64, done + 1);
    assert_eq!(
        v["order"].as_u64().unwrap() as usize,
        v["elements"].as_array().unwrap().len()
    );
    // --progress: the closing line on stderr (a line every 30 s before it), then what was kept.
    assert!(
        err.contains(&format!("{done} of 300 heaps done in")),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "nimseq: stopped; the quotient of heaps ≤ {done} is written"
        )),
        "{err}"
    );
    let (code, out, _) = interrupted(&long, Duration::from_millis(1500));
    assert_eq!(code, Some(130));
    assert!(out.contains("status        stopped at heap "), "{out}");
    assert!(out.contains("pretending    (heap n → element)"), "{out}");
}
