//! Lists in a sentence, as the current language joins them: `2, 4 or 7`, `2, 4 oder 7`.

use super::t;

/// `parts` joined as alternatives: `2, 4 or 7` (`2, 4 oder 7`, `2, 4 ou 7`); one part alone;
/// nothing for none.
///
/// # Examples
/// ```
/// use nimseq_core::words::{or_list, with_language, Lang};
/// assert_eq!(or_list(&["2", "4", "7"]), "2, 4 or 7");
/// assert_eq!(or_list(&["3"]), "3");
/// assert_eq!(with_language(Lang::De, || or_list(&["1", "2"])), "1 oder 2");
/// ```
pub fn or_list<S: AsRef<str>>(parts: &[S]) -> String {
    joined(parts, |rest, last| t!("list-or", rest = rest, last = last))
}

/// `parts` joined as a whole: `2, 4 and 7` (`2, 4 und 7`, `2, 4 et 7`).
///
/// # Examples
/// ```
/// use nimseq_core::words::{and_list, with_language, Lang};
/// assert_eq!(and_list(&["2", "4", "7"]), "2, 4 and 7");
/// assert_eq!(with_language(Lang::Fr, || and_list(&["1", "2"])), "1 et 2");
/// ```
pub fn and_list<S: AsRef<str>>(parts: &[S]) -> String {
    joined(parts, |rest, last| t!("list-and", rest = rest, last = last))
}

/// `parts` as a list: nothing, one part, or all but the last joined by commas and then the last
/// by `join` (the language's "or" or "and").
fn joined<S: AsRef<str>>(parts: &[S], join: impl Fn(String, &str) -> String) -> String {
    match parts {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            join(rest.join(", "), last.as_ref())
        }
    }
}
