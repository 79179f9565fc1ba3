//! Exercises that check themselves: the sequence view's `exercise=values` hides the values
//! from `from` on and checks each value the student types; the words it says. The link holds
//! the exercise (its game and `from`), never the answers the student gives.

use serde::Serialize;

use nimseq_core::game::Nimber;

use crate::texts::t;
use nimseq_core::words::grouped;

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
    let at = n.to_string();
    let (correct, text) = match read_answer(typed) {
        None => (None, t!("exercise-not-a-number", n = at)),
        Some(a) if a == u32::from(value) => (
            Some(true),
            t!("exercise-right", n = at, value = value.to_string()),
        ),
        Some(a) => (
            Some(false),
            t!("exercise-wrong", answer = a.to_string(), n = at),
        ),
    };
    Feedback { n, correct, text }
}

/// The exercise's instructions, for an exercise hiding the values from `from` on.
pub fn exercise_instructions(from: u64) -> String {
    t!("exercise-instructions", from = from.to_string())
}

/// What a table cell hidden by the exercise says: the value asked for now, or one after it.
pub(crate) fn hidden_title(n: u64, asked: u64) -> String {
    if n == asked {
        t!("exercise-hidden-asked", n = n.to_string())
    } else {
        t!("exercise-hidden-later", n = n.to_string())
    }
}

/// The exercise's question for `G(asked)`, the values hidden from `from` on and `computed`
/// values computed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExerciseQuestion {
    /// The answer field's label: `G(1,234) =`.
    pub label: String,
    /// When every value computed is found: `That is every value computed: all found from G(5)
    /// to G(99).`
    pub finished: Option<String>,
}

/// The question for `G(asked)`: its label, and whether the student has found every value
/// computed (`asked` is past them).
///
/// # Examples
/// ```
/// use nimseq_page::exercise_question;
/// assert_eq!(exercise_question(5, 1234, 1000).label, "G(1,234) =");
/// assert_eq!(exercise_question(5, 1234, 1000).finished, None);
/// assert_eq!(
///     exercise_question(5, 100, 100).finished.as_deref(),
///     Some("That is every value computed: all found from G(5) to G(99).")
/// );
/// ```
pub fn exercise_question(from: u64, asked: u64, computed: u64) -> ExerciseQuestion {
    ExerciseQuestion {
        label: format!("G({}) =", grouped(asked)),
        finished: (computed >= asked && asked > 0)
            .then(|| t!("exercise-finished", from = from, last = asked - 1)),
    }
}

/// The why panel of a value the exercise still hides (not the one it asks for).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HiddenWhy {
    /// `G(7) is part of the exercise`.
    pub heading: String,
    /// What to do first.
    pub text: String,
}

/// The why panel of `G(n)`, hidden by the exercise while it asks for `G(asked)`.
pub fn hidden_why(n: u64, asked: u64) -> HiddenWhy {
    HiddenWhy {
        heading: t!("exercise-hidden-heading", n = n),
        text: t!("exercise-hidden-text", n = asked),
    }
}

/// The score so far, in words.
pub fn exercise_score(right: u64, wrong: u64) -> String {
    let tries = right + wrong;
    match tries {
        0 => t!("exercise-no-answer"),
        _ => t!(
            "exercise-score",
            right = right.to_string(),
            wrong = wrong.to_string(),
            tries = tries.to_string(),
            count = tries
        ),
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

    #[test]
    fn hidden_values_are_named_and_the_end_is_said() {
        assert_eq!(hidden_title(3, 3), "G(3): the value the exercise asks for");
        assert_eq!(
            hidden_title(4, 3),
            "G(4): hidden until the values before it are found"
        );
        assert_eq!(exercise_question(0, 12_000, 10_000).finished, None);
        let q = exercise_question(0, 12_000, 12_000);
        assert_eq!(q.label, "G(12,000) =");
        assert_eq!(
            q.finished.as_deref(),
            Some("That is every value computed: all found from G(0) to G(11,999).")
        );
        assert_eq!(exercise_question(0, 0, 0).finished, None);
        let h = hidden_why(1200, 5);
        assert_eq!(h.heading, "G(1,200) is part of the exercise");
        assert_eq!(
            h.text,
            "Work out G(5) first: the panel opens for every value you have found."
        );
    }
}
