//! What a person types, read whatever the game: a count within its limit (`42`, `2^20`), and
//! the input quoted back, shortened, in an error message.

use crate::error::{GameError, Limit};
use crate::limits;

/// Longest piece of user input quoted back in an error message.
const QUOTE_CHARS: usize = 40;

/// Shortens user input for quoting in a message: at most 40 characters, control
/// characters replaced, an ellipsis where it was cut.
pub fn shorten(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(QUOTE_CHARS)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().nth(QUOTE_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// Reads a whole number of at most `limit`: digits, or a power written `2^20`.
///
/// # Errors
/// [`GameError::BadNumber`] for anything else, [`GameError::NumberTooLarge`] when it does not
/// fit in 64 bits, [`GameError::LimitExceeded`] above `limit`.
///
/// # Examples
/// ```
/// use nimseq_core::{game::parse_count, Limit};
/// assert_eq!(parse_count("42", Limit::Terms, 100), Ok(42));
/// assert_eq!(parse_count("2^6", Limit::Terms, 100), Ok(64));
/// assert_eq!(parse_count(" 10^2 ", Limit::Terms, 100), Ok(100));
/// assert!(parse_count("-1", Limit::Terms, 100).is_err());
/// assert!(parse_count("101", Limit::Terms, 100).is_err());
/// assert!(parse_count("2^7", Limit::Terms, 100).is_err());
/// assert!(parse_count("2^", Limit::Terms, 100).is_err());
/// assert!(parse_count("2^64", Limit::Terms, u64::MAX).is_err());
/// ```
pub fn parse_count(text: &str, what: Limit, limit: u64) -> Result<u64, GameError> {
    let text = text.trim();
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let too_large = || GameError::NumberTooLarge {
        text: shorten(text),
        what,
        limit,
    };
    let value: u64 = match text.split_once('^') {
        Some((base, exp)) if digits(base.trim()) && digits(exp.trim()) => {
            let base: u64 = base.trim().parse().map_err(|_| too_large())?;
            let exp: u32 = exp.trim().parse().map_err(|_| too_large())?;
            base.checked_pow(exp).ok_or_else(too_large)?
        }
        None if digits(text) => text.parse().map_err(|_| too_large())?,
        _ => return Err(GameError::BadNumber(shorten(text))),
    };
    limits::check(what, value, limit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shorten_cuts_and_cleans() {
        assert_eq!(shorten("abc"), "abc");
        assert_eq!(shorten(&"x".repeat(100)).chars().count(), 41);
        assert_eq!(shorten("a\u{0}b"), "a?b");
    }
}
