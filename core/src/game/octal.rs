//! Octal codes: the finite codes `0.d1d2...dk` that define octal games.

use std::fmt;
use std::str::FromStr;

use crate::error::{GameError, Limit};
use crate::game::spec::shorten;
use crate::limits::{self, MAX_OCTAL_DIGITS};

/// The code of an octal game, `0.d1 d2 ... dk` with each digit 0 to 7.
///
/// Digit `dk` says what removing `k` tokens from one heap may leave:
/// bit 1 — nothing (allowed only when the heap has exactly `k` tokens);
/// bit 2 — one non-empty heap;
/// bit 4 — two non-empty heaps (the heap is split).
/// Trailing zero digits are dropped, so `0.70` and `0.7` are the same game.
///
/// # Examples
/// ```
/// use nimseq_core::game::OctalCode;
/// let kayles: OctalCode = "0.77".parse()?;
/// assert_eq!(kayles.digits(), &[7, 7]);
/// assert!(kayles.splits());
/// let dawson: OctalCode = ".07".parse()?;
/// assert_eq!(dawson.to_string(), "0.07");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OctalCode {
    /// `digits[k - 1]` is `dk`; the last digit is non-zero.
    digits: Vec<u8>,
}

/// Bit of a digit: the move may take the whole heap.
pub const LEAVE_NOTHING: u8 = 1;
/// Bit of a digit: the move may leave one non-empty heap.
pub const LEAVE_ONE: u8 = 2;
/// Bit of a digit: the move may leave two non-empty heaps.
pub const LEAVE_TWO: u8 = 4;

impl OctalCode {
    /// Builds a code from its digits `d1, d2, ...`.
    ///
    /// # Errors
    /// [`GameError::BadOctalDigit`] for a digit above 7, [`GameError::OctalNoMoves`] when
    /// every digit is 0, or the [`Limit::OctalCodeLength`] limit.
    pub fn new(digits: impl IntoIterator<Item = u8>) -> Result<Self, GameError> {
        let mut digits: Vec<u8> = digits.into_iter().collect();
        let code = format!("0.{}", digits_text(&digits));
        if let Some(&bad) = digits.iter().find(|&&d| d > 7) {
            return Err(GameError::BadOctalDigit {
                code: shorten(&code),
                digit: char::from_digit(u32::from(bad), 36).unwrap_or('?'),
            });
        }
        limits::check(
            Limit::OctalCodeLength,
            digits.len() as u64,
            MAX_OCTAL_DIGITS,
        )?;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            return Err(GameError::OctalNoMoves(shorten(&code)));
        }
        Ok(OctalCode { digits })
    }

    /// The digits `d1, d2, ..., dk`.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The digit for removing `k` tokens (0 when `k` is beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        if k == 0 {
            0
        } else {
            self.digits.get(k - 1).copied().unwrap_or(0)
        }
    }

    /// `k`, the number of digits: the most tokens one move removes.
    pub fn len(&self) -> usize {
        self.digits.len()
    }

    /// Always false: a code has at least one non-zero digit.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether some move splits a heap into two.
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & LEAVE_TWO != 0)
    }
}

fn digits_text(digits: &[u8]) -> String {
    digits
        .iter()
        .map(|d| char::from(b'0' + d.min(&9)))
        .collect()
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0.{}", digits_text(&self.digits))
    }
}

/// Written as its spelling (`"0.161"`), so that computed rows travel between the page's
/// workers and the page as plain data.
impl serde::Serialize for OctalCode {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Read from its spelling, with the checks of [`OctalCode::from_str`].
impl<'de> serde::Deserialize<'de> for OctalCode {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

impl FromStr for OctalCode {
    type Err = GameError;

    /// Reads `0.77` or `.77`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let text = text.trim();
        let Some(body) = text.strip_prefix("0.").or_else(|| text.strip_prefix('.')) else {
            return Err(GameError::OctalPrefix(shorten(text)));
        };
        let mut digits = Vec::with_capacity(body.len());
        for c in body.chars() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(GameError::BadOctalDigit {
                        code: shorten(text),
                        digit: c,
                    })
                }
            }
        }
        OctalCode::new(digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_normalises() {
        assert_eq!("0.77".parse::<OctalCode>().unwrap().digits(), &[7, 7]);
        assert_eq!(".137".parse::<OctalCode>().unwrap().to_string(), "0.137");
        assert_eq!("0.70".parse::<OctalCode>().unwrap().to_string(), "0.7");
        assert!(!"0.33".parse::<OctalCode>().unwrap().splits());
        assert!("0.4".parse::<OctalCode>().unwrap().splits());
    }

    #[test]
    fn rejects_bad_codes() {
        assert!(matches!(
            "0.78".parse::<OctalCode>(),
            Err(GameError::BadOctalDigit { digit: '8', .. })
        ));
        assert!(matches!(
            "77".parse::<OctalCode>(),
            Err(GameError::OctalPrefix(_))
        ));
        assert!(matches!(
            "0.000".parse::<OctalCode>(),
            Err(GameError::OctalNoMoves(_))
        ));
        assert!(matches!(
            "0.".parse::<OctalCode>(),
            Err(GameError::OctalNoMoves(_))
        ));
        let long = format!("0.{}", "7".repeat(100));
        assert!(matches!(
            long.parse::<OctalCode>(),
            Err(GameError::LimitExceeded { .. })
        ));
    }
}
