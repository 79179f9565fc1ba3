//! The classroom's calculations against the reference implementation: the options of a heap
//! with their values (the "why G(n)" panel) and games given by their options (nimbers,
//! option sets) in sums and on the board.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;

use proptest::prelude::*;

use nimseq_core::game::{nim_sequence, TreeGame};
use nimseq_core::play::{Board, Solver};
use nimseq_core::sum::{analyse, Heap};
use nimseq_core::{
    game::{Game, OctalCode, Rule, SubtractionSet},
    reference,
};

fn rule() -> impl Strategy<Value = Rule> {
    prop::sample::select(Rule::ALL.to_vec())
}

fn game() -> impl Strategy<Value = Game> {
    let sub = (prop::collection::btree_set(1u64..=9, 1..=4), rule())
        .prop_map(|(set, rule)| Game::subtraction(SubtractionSet::new(set).unwrap(), rule));
    let octal = (prop::collection::vec(0u8..=7, 0..=3), 1u8..=7).prop_map(|(mut digits, last)| {
        digits.push(last);
        Game::Octal(OctalCode::new(digits).unwrap())
    });
    let tb = prop::sample::select(vec![
        "tb:4.[3]", "grundy", "tb:0.8", "tb:0.F", "tb:C.3", "tb:0.[3]",
    ])
    .prop_map(|s| s.parse::<Game>().unwrap());
    prop_oneof![sub, octal, tb]
}

/// A random game given by its options, written as a teacher would.
fn tree_text() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("0".to_string()),
        (1u32..6).prop_map(|n| format!("*{n}"))
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop::collection::vec(inner, 0..4).prop_map(|items| format!("{{{}}}", items.join(", ")))
    })
}

/// The value of a game given by its options, from its spelling alone (the plain recursion).
fn plain_value(text: &str) -> u32 {
    let text = text.trim();
    if text == "0" {
        return 0;
    }
    if let Some(n) = text.strip_prefix('*') {
        return n.parse().unwrap_or(1);
    }
    let inner = &text[1..text.len() - 1];
    let mut depth = 0;
    let mut start = 0;
    let mut values = BTreeSet::new();
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                values.insert(plain_value(&inner[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.trim().is_empty() {
        values.insert(plain_value(&inner[start..]));
    }
    (0..).find(|v| !values.contains(v)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Each heap's listed options, their values and their mex are the reference's.
    #[test]
    fn valued_options_are_the_references(game in game(), n in 0u64..40) {
        let values = reference::nim_sequence(&game, n as usize + 1);
        let why = game.valued_options(n, &values, usize::MAX).unwrap();
        prop_assert_eq!(why.value, values[n as usize]);
        let wanted: BTreeSet<u16> = reference::options(&game, n as usize)
            .iter()
            .map(|heaps| if heaps.is_empty() { values[0] } else { heaps.iter().fold(0, |x, &h| x ^ values[h]) })
            .collect();
        prop_assert_eq!(why.values.iter().copied().collect::<BTreeSet<_>>(), wanted);
        prop_assert_eq!(why.count as usize, game.options(n).len());
        for o in &why.listed {
            let x = o.leaves.iter().fold(0, |x, &h| x ^ values[h as usize]);
            prop_assert_eq!(o.value, if o.leaves.is_empty() { values[0] } else { x });
        }
    }

    /// Visiting the options gives exactly the listed options, in the same order (one harness
    /// for the listing and the visit).
    #[test]
    fn visiting_options_lists_them(game in game(), n in 0u64..30) {
        let mut visited = Vec::new();
        game.visit_options(n, |take, heaps| visited.push((take, heaps.to_vec())));
        if matches!(game, Game::TakeBreak(_)) {
            visited.sort();
        }
        prop_assert_eq!(visited, game.options(n));
    }

    /// A game given by its options has the value of the plain recursion over its spelling,
    /// and reads back from its own spelling as the same game.
    #[test]
    fn option_sets_have_the_mex_of_their_options(text in tree_text()) {
        let tree: TreeGame = text.parse().unwrap();
        prop_assert_eq!(u32::from(tree.value(tree.root())), plain_value(&text));
        let again: TreeGame = tree.to_string().parse().unwrap();
        prop_assert_eq!(&again, &tree);
        // Its positions are played as a heap: the reference agrees with the stored values.
        let game = Game::Tree(tree.clone());
        let values = reference::nim_sequence(&game, tree.positions() as usize);
        prop_assert_eq!(values.as_slice(), tree.values());
        prop_assert_eq!(nim_sequence(&game, tree.positions() as usize).unwrap(), values);
    }

    /// On the board, games given by their options beside heaps are won exactly when the
    /// nim-sum of the values is not 0 (the solver searches the positions themselves).
    #[test]
    fn boards_of_option_sets_follow_the_xor(a in tree_text(), b in tree_text(), k in 0u32..6) {
        let spec = format!("{a};{b};sub:1,2@{k}");
        let board = Board::parse(&spec, &"sub:1,2".parse().unwrap()).unwrap();
        let solver = Solver::new(&board).unwrap();
        let x = plain_value(&a) ^ plain_value(&b) ^ (k % 3);
        prop_assert_eq!(solver.evaluate(&board).unwrap().wins, x != 0);
        let heaps: Vec<Heap> = [a.as_str(), b.as_str()].iter().map(|t| t.parse().unwrap()).collect();
        prop_assert_eq!(analyse(&heaps, 100).unwrap().nim_sum, plain_value(&a) ^ plain_value(&b));
    }
}

#[test]
fn the_lectures_equivalences() {
    // *2 + *1 ≈ *3: *2 + *1 + *3 is a P-position; *2 + *2 is P; *1 + *2 is N.
    let sum = |items: &[&str]| {
        let heaps: Vec<Heap> = items.iter().map(|t| t.parse().unwrap()).collect();
        analyse(&heaps, 100).unwrap()
    };
    assert!(!sum(&["*2", "*1", "*3"]).first_player_wins);
    assert!(!sum(&["*2", "*2"]).first_player_wins);
    assert!(sum(&["*1", "*2"]).first_player_wins);
    assert!(sum(&["*5", "*3"]).first_player_wins);
    // A heap of a game beside nimbers: Kayles K4 has value 1, so K4 + *1 is P.
    assert!(!sum(&["octal:0.77@4", "*1"]).first_player_wins);
    // Winning moves from *5 + *3 move *5 to *3, spelled as the position left.
    let a = sum(&["*5", "*3"]);
    assert_eq!(a.winning_moves.len(), 1);
    assert_eq!(a.winning_moves[0].result, ["*3", "*3"]);
    // {0, *1, {0, *2}} ≈ *2.
    assert!(!sum(&["{0, *1, {0, *2}}", "*2"]).first_player_wins);
}

#[test]
fn option_sets_on_the_board_are_played_by_choosing_an_option() {
    let board = Board::parse("{0, *1, {0, *2}};*2", &"sub:1,2".parse().unwrap()).unwrap();
    assert_eq!(
        board.to_spelling(&"sub:1,2".parse().unwrap()),
        "{0,*1,{0,*2}};*2"
    );
    let moves = board.moves();
    // The option set has 3 options; *2 has 2.
    assert_eq!(moves.iter().filter(|m| m.heap == 0).count(), 3);
    let words: Vec<String> = moves.iter().map(|m| board.describe(m)).collect();
    assert!(
        words.contains(&"game 1: move to {0, *2}".to_string()),
        "{words:?}"
    );
    assert!(
        words.contains(&"game 2: move to *1".to_string()),
        "{words:?}"
    );
    // A misère board takes no game given by its options.
    assert!(Board::parse("*2;3", &"sub:1,2/misere".parse().unwrap()).is_err());
    // Nimbers written with commas, as sizes are.
    let board = Board::parse("*3,*2", &"sub:1,2".parse().unwrap()).unwrap();
    assert_eq!(board.heaps().len(), 2);
    // The family games refuse a single game, with a message that says where it goes.
    let err = "*3".parse::<Game>().unwrap_err().to_string();
    assert!(err.contains("heaps=*3;*2"), "{err}");
}
