//! Links as property tests: any query the parameter table can spell reads back to the same
//! settings, never panics, and keeps every value within the page's limits.
#![cfg(not(target_arch = "wasm32"))]

use nimseq_core::game::{Game, OctalCode, Rule, SubtractionSet};
use nimseq_core::play::{Board, BoardHeap, BoardMove};
use nimseq_page::PARAMS;
use nimseq_page::{Link, PageState};
use proptest::prelude::*;

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

/// A board for `game`: heaps of it and of other games (of the same convention).
fn board(game: Game) -> impl Strategy<Value = Board> {
    let other = prop_oneof![subtraction_game(), octal_game()];
    let heap = (prop::bool::ANY, other, 0u32..=1000);
    prop::collection::vec(heap, 1..=16).prop_map(move |heaps| {
        let heaps = heaps
            .into_iter()
            .map(|(own, other, size)| BoardHeap {
                game: if own || other.is_misere() != game.is_misere() {
                    game.clone()
                } else {
                    other
                },
                size,
            })
            .collect();
        Board::new(heaps).unwrap()
    })
}

fn one_of(values: &[&'static str]) -> BoxedStrategy<String> {
    prop::sample::select(values.to_vec())
        .prop_map(str::to_string)
        .boxed()
}

fn number(lo: u64, hi: u64) -> BoxedStrategy<String> {
    (lo..=hi).prop_map(|n| n.to_string()).boxed()
}

/// Parameters of a link, each present or not, mostly with values of the right shape
/// (numbers may be out of range, boards too large, rules wrong for the game).
fn params() -> impl Strategy<Value = Vec<(String, String)>> {
    let game = prop_oneof![subtraction_game(), octal_game()];
    let game_and_board = game.prop_flat_map(|g| (Just(g.clone()), board(g)));
    let values = (
        (
            one_of(&["sequence", "heatmap", "conjecture", "play", "space"]),
            one_of(&["normal", "misere", "take-all", "misere-take-all"]),
            prop_oneof![number(0, 1 << 28), Just("auto".to_string())],
            one_of(&["augment", "sums"]),
            one_of(&["largest", "size"]),
            one_of(&["2", "3"]),
            number(0, 2100),
        ),
        (
            one_of(&["ab", "ac", "bc"]),
            number(0, 2100),
            one_of(&["period", "preperiod", "maxvalue", "theory"]),
            one_of(&["linear", "log"]),
            number(0, 1 << 25),
            one_of(&["1", "2"]),
            one_of(&["computer", "human"]),
            one_of(&["0", "1"]),
            one_of(&["0", "1", "maybe"]),
            number(0, 1 << 29),
        ),
    );
    (
        game_and_board,
        values,
        prop::collection::vec(prop::bool::ANY, 19),
    )
        .prop_map(|((game, heaps), (a, b), present)| {
            let all = [
                ("view", a.0),
                ("game", game.spec()),
                ("rule", a.1),
                ("limit", a.2),
                ("at", b.9),
                ("test", a.3),
                ("bound", a.4),
                ("dims", a.5),
                ("max", a.6),
                ("axes", b.0),
                ("slice", b.1),
                ("metric", b.2),
                ("scale", b.3),
                ("cap", b.4),
                ("heaps", heaps.to_spelling(&game)),
                ("turn", b.5),
                ("vs", b.6),
                ("hints", b.7),
                ("embed", b.8),
            ];
            all.into_iter()
                .zip(present)
                .filter(|(_, keep)| *keep)
                .map(|((k, v), _)| (k.to_string(), v))
                .collect()
        })
}

fn query(params: &[(String, String)]) -> String {
    let mut q = form_urlencoded::Serializer::new(String::from("?"));
    for (k, v) in params {
        q.append_pair(k, v);
    }
    q.finish()
}

/// A form's values applied to the link `query` read again, in the language the result asks for:
/// what the page did before it kept the state it read.
fn changed_by_reading(query: &str, changes: &[(String, String)]) -> Link {
    let read = |query| {
        let (state, mut notices) = PageState::from_query(query);
        let (state, more) = state.change(changes);
        notices.extend(more);
        (state, notices)
    };
    nimseq_core::words::set_language(read(query).0.settings().language());
    let (state, notices) = read(query);
    Link::new(&state, notices)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn a_state_and_its_link_are_one(params in params()) {
        let (state, _) = PageState::from_query(&query(&params));
        let link = state.to_query();
        prop_assert_eq!(PageState::from_query(&link), (state.clone(), vec![]));
        // A value is in the link exactly when it was chosen.
        let names: Vec<String> = form_urlencoded::parse(link.trim_start_matches('?').as_bytes())
            .map(|(k, _)| k.into_owned())
            .collect();
        for p in &PARAMS {
            prop_assert_eq!(names.iter().any(|k| k == p.name), state.is_chosen(p.name), "{}", p.name);
        }
    }

    #[test]
    fn every_bad_parameter_is_named(params in params()) {
        let (state, notices) = PageState::from_query(&query(&params));
        for (name, _) in &params {
            let named = notices.iter().any(|n| n.0.contains(&format!("“{name}=")));
            prop_assert!(state.is_chosen(name) || named, "{} dropped silently: {:?}", name, notices);
        }
        for notice in &notices {
            prop_assert!(params.iter().any(|(name, _)| notice.0.contains(&format!("“{name}="))), "{:?}", notice);
        }
    }

    #[test]
    fn showing_a_form_unchanged_changes_nothing(params in params()) {
        let (state, _) = PageState::from_query(&query(&params));
        let fields: Vec<(&str, String)> =
            PARAMS.iter().map(|p| (p.name, state.spelling(p.name))).collect();
        prop_assert_eq!(state.change(&fields), (state.clone(), vec![]));
    }

    #[test]
    fn a_state_kept_changes_as_its_link_would(params in params(), changes in params()) {
        // The page reads the address once and changes the state it keeps: the same as reading
        // its link again and changing that.
        let (link, state) = Link::open(&query(&params));
        prop_assert_eq!(&link, &Link::read(&query(&params)));
        let (changed, kept) = Link::change(&state, &changes);
        prop_assert_eq!(&changed, &changed_by_reading(&link.query, &changes));
        prop_assert_eq!(kept.to_query(), changed.query);
    }

    #[test]
    fn a_board_and_its_moves_read_back_their_spelling(params in params()) {
        let (state, _) = PageState::from_query(&query(&params));
        let s = state.settings();
        let spelling = s.heaps.to_spelling(&s.game);
        // The board's rule: the game's, or misère rows of an octal code (`rule=misere`).
        let misere = s.game.is_misere() || s.rows_misere;
        prop_assert_eq!(Board::parse_under(&spelling, &s.game, misere).unwrap(), s.heaps.clone());
        for mv in s.heaps.moves().into_iter().take(50) {
            prop_assert_eq!(mv.to_string().parse::<BoardMove>().unwrap(), mv);
            let after = s.heaps.play(&mv).unwrap();
            let again = Board::parse_under(&after.to_spelling(&s.game), &s.game, misere).unwrap();
            prop_assert_eq!(again, after);
        }
    }

    #[test]
    fn any_query_gives_a_valid_state(query in "[?&=a-z0-9:,.%<>/@; -]{0,80}|.{0,120}") {
        let (state, _) = PageState::from_query(&query);
        let s = state.settings();
        prop_assert!(s.max <= nimseq_page::page_max(s.dims));
        prop_assert!(s.max as usize >= s.dims.count());
        prop_assert_eq!(PageState::from_query(&state.to_query()), (state.clone(), vec![]));
    }
}
