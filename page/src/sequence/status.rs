//! What the sequence view says of its search outside the facts: the status line while it runs
//! and when it is stopped, and the summary of the folded game form.

use crate::texts::t;

/// The status line of a search of `title`: `Computing sub:2,4,7…`, or with the values done so
/// far `Computing sub:2,4,7: 12,000 values so far…`.
pub fn search_status(title: &str, done: Option<u64>) -> String {
    match done {
        None => t!("status-computing", game = title),
        Some(done) => t!("status-computing-so-far", game = title, count = done),
    }
}

/// The status line of a search cancelled at `G(last)`.
pub fn stopped_status(last: u64) -> String {
    t!("status-stopped", n = last)
}

/// The summary of the game form, folded: `Change the game (now sub:1,2, misere)`, the rule
/// named when it applies to the game and is not the normal one.
pub fn setup_summary(game: &str, rule: &str, rule_applies: bool) -> String {
    if rule_applies && rule != "normal" {
        t!("seq-setup-summary-rule", game = game, rule = rule)
    } else {
        t!("seq-setup-summary", game = game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_lines_and_the_summary() {
        assert_eq!(search_status("octal:0.6", None), "Computing octal:0.6…");
        assert_eq!(
            search_status("octal:0.6", Some(123_456)),
            "Computing octal:0.6: 123,456 values so far…"
        );
        assert_eq!(
            stopped_status(99_999),
            "Stopped at n = 99,999; the values computed are kept."
        );
        assert_eq!(
            setup_summary("sub:1,2", "misere", true),
            "Change the game (now sub:1,2, misere)"
        );
        assert_eq!(
            setup_summary("sub:1,2", "normal", true),
            "Change the game (now sub:1,2)"
        );
        assert_eq!(
            setup_summary("octal:0.77", "misere", false),
            "Change the game (now octal:0.77)"
        );
    }
}
