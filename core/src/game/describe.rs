//! The rules of a game in plain words, generated from the game itself so that two codes
//! such as `0.07` and `0.77` can never be confused.

use crate::game::octal::{LEAVE_NOTHING, LEAVE_ONE, LEAVE_TWO};
use crate::game::{Digit, Game, Rule, TakeBreakCode};
use crate::words::{or_list, t};

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
                    t!("rules-heap"),
                    t!(
                        "rules-takes",
                        amounts = set.in_words(),
                        count = if set.elements() == [1] { 1 } else { 2 }
                    ),
                ];
                if rule.takes_all_below_min() && set.min() > 1 {
                    lines.push(t!("rules-take-all", below = (set.min() - 1).to_string()));
                }
                lines.push(ending(*rule));
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
                let mut lines = vec![t!("rules-pins")];
                lines.extend(knock_downs(&digits));
                lines.push(ending(Rule::Normal));
                lines
            }
            Game::TakeBreak(code) => take_break_rules(code),
            Game::Tree(tree) => crate::game::tree::rules_in_words(tree),
        }
    }
}

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
                t!("rules-one-pin")
            } else {
                t!("rules-adjacent-pins", counts = or_list(&counts))
            };
            lines.push(t!("rules-knock-down", what = what, ways = ways(d)));
        }
        i = j + 1;
    }
    lines
}

/// The rules of a take-and-break code, one sentence per run of digits (the repeating tail as
/// one).
fn take_break_rules(code: &TakeBreakCode) -> Vec<String> {
    let mut lines = vec![t!("rules-pins")];
    let d0 = code.digit(0);
    // Whether some move knocks pins down (a digit past d0, in the code or its repeating tail).
    let knocks = (1..code.tail_start()).any(|k| code.digit(k).bits != 0)
        || (!code.is_finite() && code.tail_digits().iter().any(|d| d.bits != 0));
    if d0.bits != 0 && !knocks {
        // No move knocks a pin down (Grundy's game): the cut is every move.
        lines[0] = t!("rules-cut-only", splits = splits_in_words(d0, true));
    } else if d0.bits != 0 {
        lines.push(t!("rules-or-cut", splits = splits_in_words(d0, true)));
    }
    let tail_start = code.tail_start();
    let finite: Vec<(usize, Digit)> = (1..tail_start).map(|k| (k, code.digit(k))).collect();
    lines.extend(knock_downs(&finite));
    if !code.is_finite() {
        let tail = code.tail_digits();
        if tail.len() == 1 {
            lines.push(t!(
                "rules-knock-down-any",
                from = tail_start.to_string(),
                ways = ways(tail[0])
            ));
        } else {
            for (i, &d) in tail.iter().enumerate() {
                if d.bits == 0 {
                    continue;
                }
                lines.push(t!(
                    "rules-knock-down-k",
                    first = (tail_start + i).to_string(),
                    step = tail.len().to_string(),
                    ways = ways(d)
                ));
            }
            if tail.iter().all(|d| d.bits != 0) {
                lines.push(t!("rules-any-from", from = tail_start.to_string()));
            }
        }
    }
    lines.push(ending(Rule::Normal));
    lines
}

/// Where in a row a move of digit `d` may knock its pins down, in words (after a comma or a
/// colon).
fn ways(d: Digit) -> String {
    if d.leaves(0) && d.leaves(1) && d.leaves(2) && !d.unequal {
        return t!(
            "ways-anywhere",
            three = if d.leaves(3) { "yes" } else { "no" }
        );
    }
    let mut out = Vec::new();
    if d.leaves(0) {
        out.push(if d.bits == 1 {
            t!("ways-only-whole")
        } else {
            t!("ways-whole")
        });
    }
    if d.leaves(1) {
        out.push(t!("ways-end"));
    }
    if d.leaves(2) || d.leaves(3) {
        out.push(t!("ways-middle", splits = splits_in_words(d, false)));
    }
    if out.is_empty() {
        String::new()
    } else {
        t!("ways-list", ways = or_list(&out))
    }
}

/// The splits digit `d` allows: `cut a row into two rows` when nothing is removed (`whole`),
/// else `splitting it in two`.
fn splits_in_words(d: Digit, whole: bool) -> String {
    let into = match (d.leaves(2), d.leaves(3)) {
        (true, true) => t!("rows-two-or-three"),
        (false, true) => t!("rows-three"),
        _ => t!("rows-two"),
    };
    let differ = if d.unequal { "yes" } else { "no" };
    match (whole, d.leaves(3)) {
        (true, _) => t!("splits-cut", into = into, differ = differ),
        (false, false) if !d.unequal => t!("splits-in-two"),
        (false, _) => t!("splits-what-stands", into = into, differ = differ),
    }
}

/// The last rule: who wins.
fn ending(rule: Rule) -> String {
    if rule.is_misere() {
        t!("rules-misere")
    } else {
        t!("rules-normal")
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
