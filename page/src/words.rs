//! Words the views share: the progress of a computation handed to the workers ([`Progress`]),
//! and a sentence's capital.

use serde::Serialize;

/// How far a computation handed to the workers has come: the progress bar's fraction and its
/// label.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Progress {
    /// The part done, from 0 to 1.
    pub fraction: f64,
    /// `1,200 of 20,100 sets computed`.
    pub text: String,
}

/// `text` with its first letter a capital: `Kayles`, `The subtraction game {1, 3, 4}`.
pub(crate) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
