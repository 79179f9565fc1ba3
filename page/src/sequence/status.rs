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

/// The status line of a search of `title` with the values `done` so far and, when the run is
/// long enough to say it, about how many `seconds` it has left: `Computing octal:0.104:
/// 97,279 values so far, about 4 min left…`.
pub fn search_status_left(title: &str, done: u64, seconds: Option<f64>) -> String {
    match seconds {
        Some(s) => t!(
            "status-computing-left",
            game = title,
            count = done,
            left = time_left(s)
        ),
        None => search_status(title, Some(done)),
    }
}

/// A time left in words: `40 s`, `4 min`, `2 h 05 min` (rounded to what a reader plans by).
fn time_left(seconds: f64) -> String {
    let s = seconds.max(0.0).round() as u64;
    match s {
        0..=59 => t!("status-left-seconds", s = s),
        60..=3599 => t!("status-left-minutes", m = s.div_ceil(60)),
        _ => t!(
            "status-left-hours",
            h = s / 3600,
            m = format!("{:02}", (s % 3600) / 60)
        ),
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
            search_status_left("octal:0.104", 97_279, Some(250.0)),
            "Computing octal:0.104: 97,279 values so far, about 5 min left…"
        );
        assert_eq!(
            search_status_left("octal:0.104", 97_279, Some(7_530.0)),
            "Computing octal:0.104: 97,279 values so far, about 2 h 05 min left…"
        );
        assert_eq!(
            search_status_left("octal:0.104", 9, None),
            search_status("octal:0.104", Some(9))
        );
        use nimseq_core::words::{assert_spoken, with_language, Lang};
        let said = || search_status_left("octal:0.104", 97_279, Some(40.0));
        for (lang, phrase) in [
            (Lang::De, "bisher 97.279 Werte, noch etwa 40 s…"),
            (
                Lang::Fr,
                "97\u{202f}279 valeurs jusqu'ici, encore environ 40 s…",
            ),
        ] {
            assert_spoken(
                lang,
                &with_language(lang, said),
                &[phrase],
                &["about", "left"],
            );
        }
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
