//! The rules of a game in plain words, generated from the game itself so that two codes
//! such as `0.07` and `0.77` can never be confused.

use crate::game::octal::{LEAVE_NOTHING, LEAVE_ONE, LEAVE_TWO};
use crate::game::{Digit, Game, Rule, TakeBreakCode};

impl Game {
    /// The rules, one sentence each.
    ///
    /// # Examples
    /// ```
    /// let kayles: nimseq::Game = "octal:0.77".parse()?;
    /// let words = kayles.rules_in_words().join(" ");
    /// assert!(words.contains("Remove 1 token"));
    /// assert!(words.contains("Remove 2 tokens"));
    /// let dawson: nimseq::Game = "octal:0.07".parse()?;
    /// assert!(!dawson.rules_in_words().join(" ").contains("Remove 1 token"));
    /// # Ok::<(), nimseq::GameError>(())
    /// ```
    pub fn rules_in_words(&self) -> Vec<String> {
        match self {
            Game::Subtraction { set, rule } => {
                let mut lines = vec![
                    "One heap of n tokens; the players move in turn.".to_string(),
                    format!(
                        "A move removes {} token{} (never more than the heap holds).",
                        set.in_words(),
                        if set.elements() == [1] { "" } else { "s" }
                    ),
                ];
                if rule.takes_all_below_min() && set.min() > 1 {
                    lines.push(format!(
                        "When 1 to {} tokens remain, a move may instead take them all.",
                        set.min() - 1
                    ));
                }
                lines.push(ending(*rule).to_string());
                lines
            }
            Game::Octal(code) => {
                let mut lines = vec![
                    "Tokens lie in heaps (rows); a move takes tokens from one heap.".to_string(),
                ];
                for (i, &d) in code.digits().iter().enumerate() {
                    if d == 0 {
                        continue;
                    }
                    let k = i + 1;
                    let mut ways = Vec::new();
                    if d & LEAVE_NOTHING != 0 {
                        ways.push("take a whole heap of exactly that size");
                    }
                    if d & LEAVE_ONE != 0 {
                        ways.push("leave one smaller heap (take from an end)");
                    }
                    if d & LEAVE_TWO != 0 {
                        ways.push("split the heap into two non-empty heaps (take from the middle)");
                    }
                    lines.push(format!(
                        "Remove {k} token{}: {}.",
                        if k == 1 { "" } else { "s" },
                        join_or(&ways)
                    ));
                }
                lines.push(ending(Rule::Normal).to_string());
                lines
            }
            Game::TakeBreak(code) => take_break_rules(code),
            Game::Tree(tree) => crate::game::tree::rules_in_words(tree),
        }
    }
}

/// The rules of a take-and-break code, one sentence per digit (the repeating tail as one).
fn take_break_rules(code: &TakeBreakCode) -> Vec<String> {
    let mut lines = vec!["Tokens lie in heaps; a move takes tokens from one heap.".to_string()];
    let d0 = code.digit(0);
    if d0.bits != 0 {
        lines.push(format!(
            "Without removing anything: {}.",
            splits_in_words(d0, "the heap").join(" or ")
        ));
    }
    let tail_start = code.tail_start();
    for k in 1..tail_start {
        let d = code.digit(k);
        if d.bits == 0 {
            continue;
        }
        lines.push(format!(
            "Remove {k} token{}: {}.",
            if k == 1 { "" } else { "s" },
            join_or_owned(&ways(d))
        ));
    }
    if !code.is_finite() {
        let tail = code.tail_digits();
        if tail.len() == 1 {
            lines.push(format!(
                "Remove any number k >= {tail_start} of tokens: {}.",
                join_or_owned(&ways(tail[0]))
            ));
        } else {
            for (i, &d) in tail.iter().enumerate() {
                if d.bits == 0 {
                    continue;
                }
                lines.push(format!(
                    "Remove k tokens, k = {} + {}j (j = 0, 1, 2, ...): {}.",
                    tail_start + i,
                    tail.len(),
                    join_or_owned(&ways(d))
                ));
            }
            if tail.iter().all(|d| d.bits != 0) {
                lines.push(format!("(Any number of tokens from {tail_start} on.)"));
            }
        }
    }
    lines.push(ending(Rule::Normal).to_string());
    lines
}

/// What a move of digit `d` may leave, in words.
fn ways(d: Digit) -> Vec<String> {
    let mut out = Vec::new();
    if d.leaves(0) {
        out.push("take a whole heap of exactly that size".to_string());
    }
    if d.leaves(1) {
        out.push("leave one smaller heap".to_string());
    }
    out.extend(splits_in_words(d, "the rest"));
    out
}

/// The splits digit `d` allows of `what`, in words.
fn splits_in_words(d: Digit, what: &str) -> Vec<String> {
    let differ = |heaps: &str| {
        if d.unequal {
            format!(" of {heaps} different sizes")
        } else {
            String::new()
        }
    };
    let mut out = Vec::new();
    if d.leaves(2) {
        out.push(format!(
            "split {what} into two non-empty heaps{}",
            differ("two")
        ));
    }
    if d.leaves(3) {
        out.push(format!(
            "split {what} into three non-empty heaps{}",
            differ("three")
        ));
    }
    out
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
    use crate::Game;

    #[test]
    fn take_all_is_spelled_out() {
        let g: Game = "sub:3,5,6/take-all".parse().unwrap();
        let text = g.rules_in_words().join(" ");
        assert!(text.contains("3, 5 or 6"));
        assert!(text.contains("When 1 to 2 tokens remain"));
        assert!(text.contains("Normal play"));
        let m: Game = "sub:1/misere".parse().unwrap();
        assert!(m.rules_in_words().join(" ").contains("last move loses"));
        assert!(m.rules_in_words().join(" ").contains("removes 1 token "));
    }

    #[test]
    fn take_and_break_rules_are_spelled_out() {
        let words = |spec: &str| spec.parse::<Game>().unwrap().rules_in_words().join(" ");
        let grundy = words("grundy");
        assert!(grundy.contains("Without removing anything: split the heap into two non-empty heaps of two different sizes."), "{grundy}");
        let lasker = words("tb:4.[3]");
        assert!(
            lasker.contains("Without removing anything: split the heap into two non-empty heaps."),
            "{lasker}"
        );
        assert!(lasker.contains("Remove any number k >= 1 of tokens: take a whole heap of exactly that size or leave one smaller heap."), "{lasker}");
        let hex = words("tb:0.F");
        assert!(
            hex.contains("split the rest into three non-empty heaps"),
            "{hex}"
        );
        let tail = words("tb:0.1[23]");
        assert!(tail.contains("Remove 1 token: take a whole heap"), "{tail}");
        assert!(tail.contains("k = 2 + 2j"), "{tail}");
        assert!(tail.contains("Any number of tokens from 2 on"), "{tail}");
        assert_eq!(Game::grundy().common_name(), Some("Grundy's game"));
        assert_eq!(
            "tb:4.[3]".parse::<Game>().unwrap().common_name(),
            Some("Lasker's Nim")
        );
    }
}
