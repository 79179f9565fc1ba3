//! The board as a student plays it from a link: following the hints wins every won start.
use nimseq_core::play::Player;
use nimseq_page::{BoardPage, PageState};

#[path = "../../../core/tests/integration/play/boards/mod.rs"]
mod boards;
use boards::BOARDS;

#[test]
fn a_student_following_the_hints_wins_every_won_start() {
    let mut wins = 0;
    for (heaps, game) in BOARDS {
        let query = format!(
            "?view=play&game={}&heaps={}&turn=1&vs=computer&hints=1",
            game.replace('/', "&rule="),
            heaps.replace(';', "%3B")
        );
        let (state, notices) = PageState::from_query(&query);
        assert!(notices.is_empty(), "{query}: {notices:?}");
        let (mut table, _) = BoardPage::open(&state).unwrap();
        let screen = table.screen();
        if !screen.hint.wins {
            continue;
        }
        while !table.session().position().is_over() {
            let screen = table.screen();
            if screen.computer_to_move {
                table.play_best();
            } else {
                assert!(screen.hint.wins, "{query}: the hint lost the thread");
                table.play(screen.hint.best.as_deref().unwrap()).unwrap();
            }
        }
        let status = table.screen().status;
        assert_eq!(status.winner, Some(Player::One), "{query}: {}", status.text);
        assert!(status.text.starts_with("You won"), "{}", status.text);
        wins += 1;
    }
    assert!(wins >= 6, "only {wins} won starts");
}
