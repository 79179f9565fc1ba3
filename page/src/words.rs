//! Words the views share: the progress of a computation handed to the workers ([`Progress`]).
//! Counts are written as the page's language writes numbers.

use serde::Serialize;

use crate::texts::t;

/// How far a computation handed to the workers has come: the progress bar's fraction and its
/// label.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Progress {
    /// The part done, from 0 to 1.
    pub fraction: f64,
    /// `1,200 of 20,100 sets computed`.
    pub text: String,
}

impl Progress {
    /// `done` of `total` things (`sets`, or `codes` of an atlas) computed.
    pub fn of(done: u64, total: u64, things: &str) -> Progress {
        Progress {
            fraction: done as f64 / total as f64,
            text: match things {
                "codes" => t!("progress-codes", done = done, total = total),
                _ => t!("progress-sets", done = done, total = total),
            },
        }
    }
}

/// `text` with its first letter a capital: `Kayles`, `The subtraction game {1, 3, 4}`.
pub(crate) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// What the progress bar says as `total` things (`sets`, `codes`) start: `Computing 20,100
/// sets…`.
pub fn computing(total: u64, things: &str) -> String {
    match things {
        "codes" => t!("computing-codes", total = total),
        _ => t!("computing-sets", total = total),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same words as the page's scripts wrote (`${grouped(done)} of ${grouped(total)} sets
    /// computed`, the fraction `done / total`).
    #[test]
    fn progress_in_words() {
        let p = Progress::of(1_200, 20_100, "sets");
        assert_eq!(p.text, "1,200 of 20,100 sets computed");
        assert_eq!(p.fraction, 1_200.0 / 20_100.0);
        assert_eq!(Progress::of(0, 1, "codes").text, "0 of 1 codes computed");
        assert_eq!(Progress::of(511, 511, "codes").fraction, 1.0);
        assert_eq!(computing(1_999_000, "sets"), "Computing 1,999,000 sets…");
        assert_eq!(computing(63, "codes"), "Computing 63 codes…");
    }
}
