//! Any text either parses to a game whose spelling reads back to the same game, or is an
//! error; never a panic. Rules are tried on every game that parses.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimseq_core::game::{Game, Rule};

fuzz_target!(|text: &str| {
    if let Ok(game) = text.parse::<Game>() {
        let again: Game = game
            .to_string()
            .parse()
            .expect("a game's spelling reads back");
        assert_eq!(again, game);
        for rule in ["normal", "misere", "take-all", "misere-take-all"] {
            let rule: Rule = rule.parse().expect("a rule name");
            if let Ok(g) = game.with_rule(rule) {
                assert_eq!(g.to_string().parse::<Game>().ok(), Some(g));
            }
        }
    }
    let _ = text.parse::<Rule>();
});
