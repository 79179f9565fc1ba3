//! Exercises that check themselves: the sequence view's `exercise=values` hides the values
//! from `from` on and checks each value the student types; the words it says. The link holds
//! the exercise (its game and `from`), never the answers the student gives.

use serde::Serialize;

use nimseq_core::game::Nimber;

/// What the sequence view's exercise says about one answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Feedback {
    /// The heap asked about.
    pub n: u64,
    /// `Some(true)` right, `Some(false)` wrong, `None` when the answer is not a number.
    pub correct: Option<bool>,
    /// What the student is told.
    pub text: String,
}

/// Reads what a student typed for `G(n)`: a whole number, or a nimber written `*3` (`*` is 1).
fn read_answer(typed: &str) -> Option<u32> {
    let t = typed.trim();
    let t = t.strip_prefix(['*', '∗']).map_or(t, |rest| {
        if rest.trim().is_empty() {
            "1"
        } else {
            rest.trim()
        }
    });
    if t.is_empty() || t.len() > 6 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

/// Checks the answer `typed` for `G(n) = value`.
///
/// # Examples
/// ```
/// use nimseq_page::check_answer;
/// assert_eq!(check_answer(5, 3, " 3").correct, Some(true));
/// assert_eq!(check_answer(5, 3, "*3").correct, Some(true));
/// assert_eq!(check_answer(5, 3, "2").correct, Some(false));
/// assert_eq!(check_answer(5, 3, "three").correct, None);
/// ```
pub fn check_answer(n: u64, value: Nimber, typed: &str) -> Feedback {
    let (correct, text) = match read_answer(typed) {
        None => (
            None,
            format!("Type a whole number for G({n}): 0, 1, 2, …"),
        ),
        Some(a) if a == u32::from(value) => (Some(true), format!("Right: G({n}) = {value}.")),
        Some(a) => (
            Some(false),
            format!(
                "Not {a}. G({n}) is the mex of the values of its options, listed below: the least number that is not among them."
            ),
        ),
    };
    Feedback { n, correct, text }
}

/// The exercise's instructions, for an exercise hiding the values from `from` on.
pub fn exercise_instructions(from: u64) -> String {
    format!(
        "The values from G({from}) on are hidden. Work out each G(n) from the options of a heap of n, type it and press Enter: a right answer moves on to the next heap, a wrong one opens that heap's options."
    )
}

/// The score so far, in words.
pub fn exercise_score(right: u64, wrong: u64) -> String {
    let tries = right + wrong;
    match tries {
        0 => "No answer yet.".to_string(),
        _ => format!("Score: {right} right, {wrong} wrong ({right} of {tries} answers right)."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_read_kindly_and_checked() {
        assert_eq!(check_answer(0, 0, "0").text, "Right: G(0) = 0.");
        assert_eq!(check_answer(1, 1, "*").correct, Some(true));
        assert_eq!(check_answer(7, 3, "4").text, "Not 4. G(7) is the mex of the values of its options, listed below: the least number that is not among them.");
        for bad in ["", "-1", "1.5", "x", "9999999999", "* x"] {
            assert_eq!(check_answer(2, 1, bad).correct, None, "{bad}");
        }
        assert_eq!(exercise_score(0, 0), "No answer yet.");
        assert_eq!(
            exercise_score(3, 1),
            "Score: 3 right, 1 wrong (3 of 4 answers right)."
        );
        assert!(exercise_instructions(5).starts_with("The values from G(5) on are hidden."));
    }
}
