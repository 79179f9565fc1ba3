//! The rules of a game in plain words, generated from the game itself so that two codes
//! such as `0.07` and `0.77` can never be confused.

use crate::game::octal::{LEAVE_NOTHING, LEAVE_ONE, LEAVE_TWO};
use crate::game::{Digit, Game, Rule, TakeBreakCode};

impl Game {
    /// The rules, one sentence each, in the game's own words: a subtraction game's heap is
    /// of stones, an octal or take-and-break game's rows are of pins (as the board draws
    /// them), knocked down in adjacent runs.
    ///
    /// # Examples
    /// ```
    /// let kayles: nimseq_core::game::Game = "octal:0.77".parse()?;
    /// let words = kayles.rules_in_words().join(" ");
    /// assert!(words.contains("Knock down 1 or 2 adjacent pins, anywhere in a row"), "{words}");
    /// let dawson: nimseq_core::game::Game = "octal:0.07".parse()?;
    /// assert!(dawson.rules_in_words().join(" ").contains("Knock down 2 adjacent pins,"));
    /// let sub: nimseq_core::game::Game = "sub:1,3,4".parse()?;
    /// assert!(sub.rules_in_words().join(" ").contains("A move takes 1, 3 or 4 stones"));
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn rules_in_words(&self) -> Vec<String> {
        match self {
            Game::Subtraction { set, rule } => {
                let mut lines = vec![
                    "One heap of n stones; the players move in turn.".to_string(),
                    format!(
                        "A move takes {} stone{} (never more than the heap holds).",
                        set.in_words(),
                        if set.elements() == [1] { "" } else { "s" }
                    ),
                ];
                if rule.takes_all_below_min() && set.min() > 1 {
                    lines.push(format!(
                        "When 1 to {} stones remain, a move may instead take them all.",
                        set.min() - 1
                    ));
                }
                lines.push(ending(*rule).to_string());
                lines
            }
            // A `4.` code: the words of its take-and-break code (the cut without knocking down).
            Game::Octal(code) if code.splits_without_taking() => {
                take_break_rules(&TakeBreakCode::from(code))
            }
            Game::Octal(code) => {
                let digits: Vec<(usize, Digit)> = code
                    .digits()
                    .iter()
                    .enumerate()
                    .map(|(i, &d)| {
                        let d = Digit {
                            bits: d & (LEAVE_NOTHING | LEAVE_ONE | LEAVE_TWO),
                            unequal: false,
                        };
                        (i + 1, d)
                    })
                    .collect();
                let mut lines = vec![PINS.to_string()];
                lines.extend(knock_downs(&digits));
                lines.push(ending(Rule::Normal).to_string());
                lines
            }
            Game::TakeBreak(code) => take_break_rules(code),
            Game::Tree(tree) => crate::game::tree::rules_in_words(tree),
        }
    }
}

/// The first rule of the games played on rows of pins.
const PINS: &str = "Pins stand in rows; a move knocks down adjacent pins in one row.";

/// One sentence per run of consecutive pin counts `k` whose digits allow the same moves
/// (`Knock down 1 or 2 adjacent pins, anywhere in a row ...`).
fn knock_downs(digits: &[(usize, Digit)]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut i = 0;
    while i < digits.len() {
        let d = digits[i].1;
        let mut j = i;
        while j + 1 < digits.len() && digits[j + 1].1 == d && digits[j + 1].0 == digits[j].0 + 1 {
            j += 1;
        }
        if d.bits != 0 {
            let counts: Vec<String> = digits[i..=j].iter().map(|(k, _)| k.to_string()).collect();
            let last = digits[j].0;
            let what = if last == 1 {
                "1 pin".to_string()
            } else {
                format!("{} adjacent pins", join_or_owned(&counts))
            };
            lines.push(format!("Knock down {what}{}.", ways(d)));
        }
        i = j + 1;
    }
    lines
}

/// The rules of a take-and-break code, one sentence per run of digits (the repeating tail as
/// one).
fn take_break_rules(code: &TakeBreakCode) -> Vec<String> {
    let mut lines = vec![PINS.to_string()];
    let d0 = code.digit(0);
    // Whether some move knocks pins down (a digit past d0, in the code or its repeating tail).
    let knocks = (1..code.tail_start()).any(|k| code.digit(k).bits != 0)
        || (!code.is_finite() && code.tail_digits().iter().any(|d| d.bits != 0));
    if d0.bits != 0 && !knocks {
        // No move knocks a pin down (Grundy's game): the cut is every move.
        lines[0] = format!(
            "Pins stand in rows; a move is to {}, knocking none down.",
            splits_in_words(d0, true)
        );
    } else if d0.bits != 0 {
        lines.push(format!(
            "Or, without knocking any down: {}.",
            splits_in_words(d0, true)
        ));
    }
    let tail_start = code.tail_start();
    let finite: Vec<(usize, Digit)> = (1..tail_start).map(|k| (k, code.digit(k))).collect();
    lines.extend(knock_downs(&finite));
    if !code.is_finite() {
        let tail = code.tail_digits();
        if tail.len() == 1 {
            lines.push(format!(
                "Knock down any number k >= {tail_start} of adjacent pins{}.",
                ways(tail[0])
            ));
        } else {
            for (i, &d) in tail.iter().enumerate() {
                if d.bits == 0 {
                    continue;
                }
                lines.push(format!(
                    "Knock down k adjacent pins, k = {} + {}j (j = 0, 1, 2, ...){}.",
                    tail_start + i,
                    tail.len(),
                    ways(d)
                ));
            }
            if tail.iter().all(|d| d.bits != 0) {
                lines.push(format!("(Any number of pins from {tail_start} on.)"));
            }
        }
    }
    lines.push(ending(Rule::Normal).to_string());
    lines
}

/// Where in a row a move of digit `d` may knock its pins down, in words (after a comma or a
/// colon).
fn ways(d: Digit) -> String {
    if d.leaves(0) && d.leaves(1) && d.leaves(2) && !d.unequal {
        let mut out = ", anywhere in a row (in the middle, the row splits in two)".to_string();
        if d.leaves(3) {
            out.push_str(", or in the middle splitting what stands into three rows");
        }
        return out;
    }
    let mut out = Vec::new();
    if d.leaves(0) {
        out.push(if d.bits == 1 {
            "only a whole row of exactly that many".to_string()
        } else {
            "a whole row of that many".to_string()
        });
    }
    if d.leaves(1) {
        out.push("at an end of a longer row".to_string());
    }
    if d.leaves(2) || d.leaves(3) {
        out.push(format!(
            "in the middle of a row, {}",
            splits_in_words(d, false)
        ));
    }
    if out.is_empty() {
        String::new()
    } else {
        format!(": {}", join_or_owned(&out))
    }
}

/// The splits digit `d` allows: `cut a row into two rows` when nothing is removed (`whole`),
/// else `splitting it in two`.
fn splits_in_words(d: Digit, whole: bool) -> String {
    let into = match (d.leaves(2), d.leaves(3)) {
        (true, true) => "two or three rows",
        (false, true) => "three rows",
        _ => "two rows",
    };
    let differ = if d.unequal {
        " of different lengths"
    } else {
        ""
    };
    match (whole, d.leaves(3)) {
        (true, _) => format!("cut a row into {into}{differ}"),
        (false, false) if !d.unequal => "splitting it in two".to_string(),
        (false, _) => format!("splitting what stands into {into}{differ}"),
    }
}

fn join_or_owned(parts: &[String]) -> String {
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    join_or(&parts)
}

fn ending(rule: Rule) -> &'static str {
    if rule.is_misere() {
        "Misère play: the player who makes the last move loses (a player with no move wins)."
    } else {
        "Normal play: the player who cannot move loses."
    }
}

fn join_or(parts: &[&str]) -> String {
    match parts {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use crate::game::Game;

    #[test]
    fn take_all_is_spelled_out() {
        let g: Game = "sub:3,5,6/take-all".parse().unwrap();
        let text = g.rules_in_words().join(" ");
        assert!(text.contains("3, 5 or 6 stones"), "{text}");
        assert!(text.contains("When 1 to 2 stones remain"));
        assert!(text.contains("Normal play"));
        let m: Game = "sub:1/misere".parse().unwrap();
        assert!(m.rules_in_words().join(" ").contains("last move loses"));
        assert!(m.rules_in_words().join(" ").contains("takes 1 stone "));
    }

    #[test]
    fn octal_games_speak_of_pins() {
        let words = |spec: &str| spec.parse::<Game>().unwrap().rules_in_words().join(" ");
        let kayles = words("octal:0.77");
        assert!(
            kayles.contains("Knock down 1 or 2 adjacent pins, anywhere in a row (in the middle, the row splits in two)."),
            "{kayles}"
        );
        let chess = words("octal:0.137");
        assert!(
            chess.contains("Knock down 1 pin: only a whole row of exactly that many."),
            "{chess}"
        );
        assert!(
            chess.contains("Knock down 2 adjacent pins: a whole row of that many or at an end of a longer row."),
            "{chess}"
        );
        assert!(
            chess.contains("Knock down 3 adjacent pins, anywhere"),
            "{chess}"
        );
        let officers = words("octal:0.6");
        assert!(
            officers.contains("Knock down 1 pin: at an end of a longer row or in the middle of a row, splitting it in two."),
            "{officers}"
        );
        // Codes with a gap: each run of equal digits once.
        let gap = words("octal:0.707");
        assert!(
            gap.contains("Knock down 1 pin,") && gap.contains("Knock down 3 adjacent pins,"),
            "{gap}"
        );
        for spec in [
            "octal:0.77",
            "octal:0.07",
            "octal:0.137",
            "tb:4.[3]",
            "grundy",
            "tb:0.F",
            "sub:1,2",
        ] {
            let text = words(spec);
            assert!(!text.to_lowercase().contains("token"), "{spec}: {text}");
        }
    }

    #[test]
    fn take_and_break_rules_are_spelled_out() {
        let words = |spec: &str| spec.parse::<Game>().unwrap().rules_in_words().join(" ");
        let grundy = words("grundy");
        // Every move of Grundy's game is a cut: no sentence says a move knocks pins down.
        assert!(
            grundy.starts_with(
                "Pins stand in rows; a move is to cut a row into two rows of different \
                 lengths, knocking none down. Normal play"
            ),
            "{grundy}"
        );
        assert!(!grundy.contains("Knock"), "{grundy}");
        let lasker = words("tb:4.[3]");
        assert!(
            lasker.contains("Or, without knocking any down: cut a row into two rows."),
            "{lasker}"
        );
        assert!(
            lasker.contains("Knock down any number k >= 1 of adjacent pins: a whole row of that many or at an end of a longer row."),
            "{lasker}"
        );
        let hex = words("tb:0.F");
        assert!(
            hex.contains("splitting what stands into three rows"),
            "{hex}"
        );
        let tail = words("tb:0.1[23]");
        assert!(
            tail.contains("Knock down 1 pin: only a whole row"),
            "{tail}"
        );
        assert!(tail.contains("k = 2 + 2j"), "{tail}");
        assert!(tail.contains("Any number of pins from 2 on"), "{tail}");
        assert_eq!(Game::grundy().common_name(), Some("Grundy's game"));
        assert_eq!(
            "tb:4.[3]".parse::<Game>().unwrap().common_name(),
            Some("Lasker's Nim")
        );
    }
}
