//! The board's perfect play, checked by playing: thousands of games of the computer against
//! random moves, perfect play against itself, and misère play against misère nim-values.

use nimseq_core::game::nim_sequence;
use nimseq_core::game::Game;
use nimseq_core::play::{Board, Opponent, Player, Session, Solver};

mod boards;
use boards::BOARDS;

/// A small deterministic generator (xorshift64*), so that failures can be replayed.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

fn board(heaps: &str, game: &str) -> Board {
    Board::parse(heaps, &game.parse::<Game>().unwrap()).unwrap()
}

/// The player that wins the game that ended on `last`, with `to_move` unable to move.
fn winner(last: &Board, to_move: Player) -> Player {
    if last.is_misere() {
        to_move
    } else {
        to_move.other()
    }
}

#[test]
fn the_computer_never_loses_a_won_position_against_random_play() {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    let mut won_positions = 0;
    for (heaps, game) in BOARDS {
        let start = board(heaps, game);
        let solver = Solver::new(&start).unwrap();
        for round in 0..400 {
            // The computer is player 2; half the games it moves first.
            let first = if round % 2 == 0 {
                Player::One
            } else {
                Player::Two
            };
            let mut session = Session::new(start.clone(), first, Opponent::Computer).unwrap();
            // Once the computer is to move in a won position, the game must end its way
            // within that position's remoteness.
            let mut promise: Option<u32> = None;
            let mut moves_since = 0;
            while !session.position().is_over() {
                if session.computer_to_move() {
                    let e = solver.evaluate(session.position()).unwrap();
                    if e.wins && promise.is_none() {
                        promise = Some(e.remoteness);
                        won_positions += 1;
                    }
                    session.play(session.best_move().unwrap()).unwrap();
                } else {
                    let moves = session.position().moves();
                    session.play(moves[random.below(moves.len())]).unwrap();
                }
                if promise.is_some() {
                    moves_since += 1;
                }
            }
            if let Some(r) = promise {
                assert_eq!(
                    winner(session.position(), session.to_move()),
                    Player::Two,
                    "{heaps} {game}, round {round}: the computer lost a won position"
                );
                assert!(moves_since <= r, "{heaps} {game}: took {moves_since} > {r}");
            }
        }
    }
    assert!(
        won_positions > 2000,
        "only {won_positions} won positions met"
    );
}

#[test]
fn perfect_play_lasts_exactly_the_remoteness_and_the_first_player_wins_a_won_start() {
    for (heaps, game) in BOARDS {
        let start = board(heaps, game);
        let solver = Solver::new(&start).unwrap();
        // Every position after one or two moves, played out perfectly.
        let mut starts = vec![start.clone()];
        for mv in start.moves() {
            let b = start.play(&mv).unwrap();
            starts.extend(b.moves().iter().map(|m| b.play(m).unwrap()));
            starts.push(b);
        }
        for b in starts {
            let e = solver.evaluate(&b).unwrap();
            let mut session = Session::new(b.clone(), Player::One, Opponent::Human).unwrap();
            let mut length = 0;
            while let Some(mv) = session.best_move() {
                session.play(mv).unwrap();
                length += 1;
            }
            assert_eq!(length, e.remoteness, "{heaps} {game} from {b:?}");
            let first_wins = winner(session.position(), session.to_move()) == Player::One;
            assert_eq!(first_wins, e.wins, "{heaps} {game} from {b:?}");
        }
    }
}

#[test]
fn remoteness_of_nim_and_of_subtraction_sets() {
    // Nim with one heap: take it all, R = 1. Two equal heaps are lost; the loser removes one
    // token at a time and the winner copies: R(n, n) = 2n.
    let solver = Solver::new(&board("9,9", "sub:1-9")).unwrap();
    for n in 0..=9 {
        let lost = solver
            .evaluate(&board(&format!("{n},{n}"), "sub:1-9"))
            .unwrap();
        assert!(!lost.wins);
        assert_eq!(lost.remoteness, 2 * n);
        if n > 0 {
            let one = solver
                .evaluate(&board(&format!("{n},0"), "sub:1-9"))
                .unwrap();
            assert_eq!((one.wins, one.remoteness), (true, 1));
        }
    }
    // S = {1,2}: R(3m) = 2m, R(3m+1) = R(3m+2) = 2m+1.
    let solver = Solver::new(&board("60", "sub:1,2")).unwrap();
    for n in 0..=60u32 {
        let e = solver.evaluate(&board(&n.to_string(), "sub:1,2")).unwrap();
        let r = if n % 3 == 0 {
            2 * n / 3
        } else {
            2 * (n / 3) + 1
        };
        assert_eq!((e.wins, e.remoteness), (n % 3 != 0, r), "n = {n}");
    }
}

#[test]
fn one_misere_heap_is_won_exactly_when_its_misere_value_is_not_zero() {
    for game in [
        "sub:1,3,4/misere",
        "sub:2,5/misere",
        "sub:1-3/misere",
        "sub:2,3,7/misere",
    ] {
        let g: Game = game.parse().unwrap();
        let values = nim_sequence(&g, 101).unwrap();
        let solver = Solver::new(&board("100", game)).unwrap();
        for (n, value) in values.iter().enumerate() {
            let e = solver.evaluate(&board(&n.to_string(), game)).unwrap();
            assert_eq!(e.wins, *value != 0, "{game}, n = {n}");
        }
    }
}
