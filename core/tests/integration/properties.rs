//! Property tests: the fast paths agree with the reference implementation on thousands of
//! random games, the reported periods are minimal, and parsing round-trips.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use proptest::prelude::*;

use nimseq_core::game::nim_sequence;
use nimseq_core::period::derived;
use nimseq_core::sum::{analyse, heap_options, Heap};
use nimseq_core::{
    game::{Game, OctalCode, Rule, SubtractionSet},
    period::{find_period, Periodicity},
    reference,
};

fn rule() -> impl Strategy<Value = Rule> {
    prop::sample::select(Rule::ALL.to_vec())
}

fn subtraction_game() -> impl Strategy<Value = Game> {
    (prop::collection::btree_set(1u64..=12, 1..=4), rule())
        .prop_map(|(set, rule)| Game::subtraction(SubtractionSet::new(set).unwrap(), rule))
}

fn octal_game() -> impl Strategy<Value = Game> {
    (prop::collection::vec(0u8..=7, 0..=4), 1u8..=7).prop_map(|(mut digits, last)| {
        digits.push(last);
        Game::Octal(OctalCode::new(digits).unwrap())
    })
}

/// `(preperiod, period)` of a certified report.
fn certified(game: &Game, limit: u64) -> Option<(usize, usize)> {
    match find_period(game, limit).unwrap().grundy {
        Periodicity::Periodic(p) => Some((p.preperiod as usize, p.period as usize)),
        Periodicity::NotFound { .. } => None,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn subtraction_values_match_the_reference(game in subtraction_game()) {
        prop_assert_eq!(nim_sequence(&game, 300).unwrap(), reference::nim_sequence(&game, 300));
    }

    #[test]
    fn subtraction_periods_match_the_reference(game in subtraction_game(), len in 20usize..400) {
        prop_assert_eq!(certified(&game, len as u64 - 1), reference::period(&game, len));
    }

    #[test]
    fn reported_periods_are_minimal(game in subtraction_game()) {
        let (e, p) = certified(&game, 1 << 20).expect("subtraction games are periodic");
        let m = game.max_take();
        let v = nim_sequence(&game, e + 2 * p + m).unwrap();
        // p is a period from e ...
        prop_assert!((e..e + p + m).all(|n| v[n] == v[n + p]));
        // ... no smaller shift is a period from any point on (checked over a whole period) ...
        for d in 1..p {
            prop_assert!((e..e + p).any(|n| v[n] != v[n + d]), "shift {} also works", d);
        }
        // ... and the preperiod cannot start earlier.
        prop_assert!(e == 0 || v[e - 1] != v[e - 1 + p]);
    }

    #[test]
    fn outcome_certificate_matches_the_derived_one(game in subtraction_game()) {
        let (report, values) = nimseq_core::period::PeriodSearch::new(&game, 1 << 20).unwrap().run().unwrap();
        let g = report.grundy.period().unwrap();
        let own = report.outcome.period().unwrap();
        let from_values = derived(&values, g, |v| v != 0);
        prop_assert_eq!((own.preperiod, own.period), (from_values.preperiod, from_values.period));
    }

    #[test]
    fn game_specs_round_trip(game in prop_oneof![subtraction_game(), octal_game()]) {
        prop_assert_eq!(game.to_string().parse::<Game>().unwrap(), game);
    }

    #[test]
    fn any_text_parses_or_errs(text in ".{0,40}") {
        // Whatever parses is valid: its spelling reads back to the same value.
        for candidate in [text.clone(), format!("sub:{text}"), format!("octal:{text}")] {
            if let Ok(game) = candidate.parse::<Game>() {
                prop_assert_eq!(game.to_string().parse::<Game>().unwrap(), game);
            }
        }
        if let Ok(rule) = text.parse::<Rule>() {
            prop_assert_eq!(rule.to_string().parse::<Rule>().unwrap(), rule);
        }
        let _ = text.parse::<Heap>();
    }

    #[test]
    fn rules_round_trip(rule in rule()) {
        prop_assert_eq!(rule.to_string().parse::<Rule>().unwrap(), rule);
    }

    #[test]
    fn any_board_text_parses_or_errs(text in "[0-9,;@:subotal.\\-/ ]{0,40}|.{0,40}", mv in "[0-9:@]{0,8}|.{0,10}") {
        use nimseq_core::play::{Board, BoardMove};
        let default: Game = "sub:1,3,4".parse().unwrap();
        if let Ok(board) = Board::parse(&text, &default) {
            prop_assert_eq!(Board::parse(&board.to_spelling(&default), &default).unwrap(), board.clone());
            if let Ok(mv) = mv.parse::<BoardMove>() {
                prop_assert_eq!(board.play(&mv).is_ok(), board.allows(&mv));
            }
        }
        if let Ok(mv) = mv.parse::<BoardMove>() {
            prop_assert_eq!(mv.to_string().parse::<BoardMove>().unwrap(), mv);
        }
        let _ = nimseq_core::nimber::calculate(&text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn octal_values_match_the_reference(game in octal_game()) {
        prop_assert_eq!(nim_sequence(&game, 120).unwrap(), reference::nim_sequence(&game, 120));
    }

    #[test]
    fn octal_periods_match_the_reference(game in octal_game(), len in 10usize..110) {
        prop_assert_eq!(certified(&game, len as u64 - 1), reference::period(&game, len));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The atlas's shared rows: a row taken from a base of the code's length, or computed
    /// from a shorter base's values, is the row computed, for every base of a random code.
    #[test]
    fn shared_atlas_rows_are_the_rows_computed(
        digits in prop::collection::vec(0u8..8, 0..=3),
        last in 1u8..8,
        cap in 10u64..1500,
    ) {
        use nimseq_core::atlas::{bases, known_values, shared_row};
        use nimseq_core::atlas::{compute_row, compute_row_known};
        let code = OctalCode::new(digits.into_iter().chain([last])).unwrap();
        let own = compute_row(&code, cap).unwrap();
        for base in bases(&code) {
            let row = compute_row(&base, cap).unwrap();
            if let Some(shared) = shared_row(&code, &row) {
                prop_assert_eq!(&shared, &own, "{} from {}", code, base);
            }
            if let Some(known) = known_values(&code, &row, cap) {
                let row = compute_row_known(&code, cap, known, || true).unwrap();
                prop_assert_eq!(row.as_ref(), Some(&own), "{} from {}'s values", code, base);
            }
        }
    }
}

/// Brute-force game-tree search: does the player to move win the sum of these heaps?
fn wins(heaps: &[Heap], memo: &mut HashMap<Vec<Heap>, bool>) -> bool {
    let mut key: Vec<Heap> = heaps.iter().filter(|h| h.size > 0).cloned().collect();
    key.sort_by_key(|h| (h.game.to_string(), h.size));
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut result = false;
    'search: for (i, heap) in key.iter().enumerate() {
        for (_, leaves) in heap_options(&heap.game, heap.size) {
            let mut next: Vec<Heap> = key.clone();
            next.remove(i);
            next.extend(leaves.iter().map(|&s| Heap {
                game: heap.game.clone(),
                size: s,
            }));
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(key, result);
    result
}

fn normal_heap() -> impl Strategy<Value = Heap> {
    let game = prop_oneof![
        (
            prop::collection::btree_set(1u64..=5, 1..=3),
            prop::bool::ANY
        )
            .prop_map(|(s, take_all)| {
                let rule = if take_all {
                    Rule::TakeAll
                } else {
                    Rule::Normal
                };
                Game::subtraction(SubtractionSet::new(s).unwrap(), rule)
            }),
        octal_game(),
    ];
    (game, 0u64..=9).prop_map(|(game, size)| Heap { game, size })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Sprague–Grundy against a search of the whole game tree: the sign of the nim-sum is the
    /// outcome, and the winning moves are exactly the moves to lost positions.
    #[test]
    fn sums_match_game_tree_search(heaps in prop::collection::vec(normal_heap(), 1..=3)) {
        let mut memo = HashMap::new();
        let analysis = analyse(&heaps, 1000).unwrap();
        prop_assert_eq!(analysis.first_player_wins, wins(&heaps, &mut memo));
        let mut expected = Vec::new();
        for (i, heap) in heaps.iter().enumerate() {
            for (take, leaves) in heap_options(&heap.game, heap.size) {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend(leaves.iter().map(|&s| Heap { game: heap.game.clone(), size: s }));
                if !wins(&next, &mut memo) {
                    expected.push((i, take, leaves));
                }
            }
        }
        let got: Vec<_> = analysis
            .winning_moves
            .iter()
            .map(|w| (w.mv.heap, w.mv.take, w.mv.leaves.clone()))
            .collect();
        prop_assert_eq!(got, expected);
    }
}

#[test]
fn long_octal_runs_match_the_reference() {
    for (code, len) in [
        ("0.6", 12_000),
        ("0.106", 8_000),
        ("0.37777", 4_000),
        ("0.4444444", 4_000),
    ] {
        let game: Game = format!("octal:{code}").parse().unwrap();
        let fast = nim_sequence(&game, len).unwrap();
        assert_eq!(fast, reference::nim_sequence(&game, len), "{code}");
    }
    // The vector path is what this machine runs (CI and this machine have AVX2).
    #[cfg(target_arch = "x86_64")]
    assert_eq!(
        nimseq_core::game::vector_instructions(),
        std::arch::is_x86_feature_detected!("avx2")
    );
}
