//! Board positions and moves: any text either reads as a board whose spelling reads back, or
//! is an error; any move text on such a board is legal (and playable) or an error.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimseq_core::play::{Board, BoardMove};
use nimseq_core::game::Game;

fuzz_target!(|input: (&str, &str)| {
    let (heaps, mv) = input;
    let default: Game = "sub:1,3,4".parse().expect("a game");
    let Ok(board) = Board::parse(heaps, &default) else {
        let _ = mv.parse::<BoardMove>();
        return;
    };
    let again = Board::parse(&board.to_spelling(&default), &default).expect("reads back");
    assert_eq!(again, board);
    if let Ok(mv) = mv.parse::<BoardMove>() {
        assert_eq!(mv.to_string().parse::<BoardMove>().ok(), Some(mv));
        match board.play(&mv) {
            Ok(after) => {
                assert!(board.allows(&mv) && after.heaps().len() <= board.heaps().len() + 1)
            }
            Err(_) => assert!(!board.allows(&mv)),
        }
    }
    let _ = nimseq_core::nimber::calculate(mv);
});
