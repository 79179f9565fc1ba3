//! Octal codes: the finite codes `0.d1d2...dk` that define octal games, and the codes
//! `4.d1d2...dk` whose moves may also split a heap in two without removing anything.

use std::fmt;
use std::str::FromStr;

use crate::error::{GameError, Limit};
use crate::game::input::shorten;
use crate::limits::{self, MAX_OCTAL_DIGITS};
use crate::words::t;

/// The code of an octal game, `d0.d1 d2 ... dk` with each digit 0 to 7.
///
/// Digit `dk` says what removing `k` tokens from one heap may leave:
/// bit 1 — nothing (allowed only when the heap has exactly `k` tokens);
/// bit 2 — one non-empty heap;
/// bit 4 — two non-empty heaps (the heap is split).
/// Trailing zero digits are dropped, so `0.70` and `0.7` are the same game.
///
/// `d0`, removing nothing, is 0 or 4: `4.d1…dk` may also split a heap into two non-empty
/// heaps without removing a token (Winning Ways' and Flammenkamp's `4.` codes). The other
/// bits make no sense for `d0`: removing nothing and leaving one heap is no move (bit 2), and
/// removing nothing from nothing leaves nothing to remove (bit 1), so `1.`, `2.`, `3.`, `5.`,
/// `6.` and `7.` are refused.
///
/// # Examples
/// ```
/// use nimseq_core::game::OctalCode;
/// let kayles: OctalCode = "0.77".parse()?;
/// assert_eq!(kayles.digits(), &[7, 7]);
/// assert!(kayles.splits());
/// let dawson: OctalCode = ".07".parse()?;
/// assert_eq!(dawson.to_string(), "0.07");
/// let split: OctalCode = "4.7".parse()?;
/// assert_eq!((split.first(), split.digits()), (4, &[7][..]));
/// assert!("2.7".parse::<OctalCode>().is_err());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OctalCode {
    /// `d0`: 0, or 4 when a heap may be split in two without removing anything.
    first: u8,
    /// `digits[k - 1]` is `dk`; the last digit is non-zero (the list may be empty for `4.`).
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
        OctalCode::with_first(0, digits)
    }

    /// Builds a code `d0.d1 d2 ...` from `d0` (0 or 4) and its digits `d1, d2, ...`.
    ///
    /// # Errors
    /// As [`OctalCode::new`], and [`GameError::BadTakeBreakCode`] (an octal code is a
    /// take-and-break code) for `d0` other than 0 and 4, saying why.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::OctalCode;
    /// assert_eq!(OctalCode::with_first(4, [0, 7])?.to_string(), "4.07");
    /// assert_eq!(OctalCode::with_first(4, [])?.to_string(), "4.");
    /// assert!(OctalCode::with_first(2, [7]).is_err());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn with_first(first: u8, digits: impl IntoIterator<Item = u8>) -> Result<Self, GameError> {
        let mut digits: Vec<u8> = digits.into_iter().collect();
        let code = format!("{}.{}", first.min(9), digits_text(&digits));
        if first != 0 && first != LEAVE_TWO {
            return Err(GameError::BadTakeBreakCode {
                code: shorten(&code),
                why: first_digit_why(first),
            });
        }
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
        if digits.is_empty() && first == 0 {
            return Err(GameError::OctalNoMoves(shorten(&code)));
        }
        Ok(OctalCode { first, digits })
    }

    /// `d0`: 4 when a heap may be split into two non-empty heaps without removing anything,
    /// else 0.
    pub fn first(&self) -> u8 {
        self.first
    }

    /// Whether a heap may be split in two without removing anything (`d0 = 4`).
    pub fn splits_without_taking(&self) -> bool {
        self.first == LEAVE_TWO
    }

    /// The same code with other digits `d1, d2, ...` and the same `d0`.
    ///
    /// # Errors
    /// As [`OctalCode::with_first`].
    pub fn with_digits(&self, digits: impl IntoIterator<Item = u8>) -> Result<Self, GameError> {
        OctalCode::with_first(self.first, digits)
    }

    /// The digits `d1, d2, ..., dk`.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The digit for removing `k` tokens (0 when `k` is beyond the code); `d0` (0 or 4) for
    /// `k = 0`.
    pub fn digit(&self, k: usize) -> u8 {
        if k == 0 {
            self.first
        } else {
            self.digits.get(k - 1).copied().unwrap_or(0)
        }
    }

    /// `k`, the number of digits after the point: the most tokens one move removes (0 for
    /// `4.`, whose only moves split).
    pub fn len(&self) -> usize {
        self.digits.len()
    }

    /// Always false: a code allows some move (a non-zero digit, or `d0 = 4`).
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether some move splits a heap into two.
    pub fn splits(&self) -> bool {
        self.first == LEAVE_TWO || self.digits.iter().any(|d| d & LEAVE_TWO != 0)
    }
}

/// Why `d0` may not be `first` (anything but 0 and 4).
fn first_digit_why(first: u8) -> String {
    t!(
        "code-octal-d0",
        d0 = first.to_string(),
        why = match first {
            2 | 3 | 6 | 7 => "pass",
            1 | 5 => "nothing",
            _ => "digit",
        }
    )
}

fn digits_text(digits: &[u8]) -> String {
    digits
        .iter()
        .map(|d| char::from(b'0' + d.min(&9)))
        .collect()
}

impl fmt::Display for OctalCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.first, digits_text(&self.digits))
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

    /// Reads `0.77`, `.77` or `4.7`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let text = text.trim();
        let (first, body) = match text.split_once('.') {
            Some(("", body)) => (0, body),
            Some((d0, body)) if d0.len() == 1 && d0.as_bytes()[0].is_ascii_digit() => {
                (d0.as_bytes()[0] - b'0', body)
            }
            _ => return Err(GameError::OctalPrefix(shorten(text))),
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
        OctalCode::with_first(first, digits)
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

    #[test]
    fn four_codes_split_without_taking() {
        let code: OctalCode = "4.7".parse().unwrap();
        assert_eq!((code.first(), code.digit(0), code.digit(1)), (4, 4, 7));
        assert_eq!(code.to_string(), "4.7");
        assert!(code.splits() && code.splits_without_taking());
        assert_eq!(code.len(), 1);
        let bare: OctalCode = "4.".parse().unwrap();
        assert_eq!((bare.to_string(), bare.len()), ("4.".to_string(), 0));
        assert!(bare.splits());
        assert_eq!("4.070".parse::<OctalCode>().unwrap().to_string(), "4.07");
        // The 0.-codes are as before, and sort before the 4.-codes.
        let zero: OctalCode = "0.7".parse().unwrap();
        assert_eq!((zero.first(), zero.digit(0)), (0, 0));
        assert!(zero < code);
        assert_eq!(code.with_digits([3]).unwrap().to_string(), "4.3");
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(serde_json::from_str::<OctalCode>(&json).unwrap(), code);
    }

    #[test]
    fn other_first_digits_are_refused_with_the_reason() {
        for (text, why) in [
            ("2.7", "no move"),
            ("6.7", "no move"),
            ("3.7", "no move"),
            ("7.7", "no move"),
            ("1.7", "from nothing"),
            ("5.7", "from nothing"),
        ] {
            let e = text.parse::<OctalCode>().unwrap_err();
            let message = e.to_string();
            assert!(matches!(e, GameError::BadTakeBreakCode { .. }), "{text}");
            assert!(message.contains(why), "{text}: {message}");
            assert!(message.contains("4."), "{text}: {message}");
        }
        assert!(matches!(
            "8.7".parse::<OctalCode>(),
            Err(GameError::BadTakeBreakCode { .. })
        ));
        assert!(matches!(
            "04.7".parse::<OctalCode>(),
            Err(GameError::OctalPrefix(_))
        ));
        assert!(matches!(
            "4.8".parse::<OctalCode>(),
            Err(GameError::BadOctalDigit { digit: '8', .. })
        ));
    }

    #[test]
    fn german_and_french_reasons_have_no_english() {
        use crate::words::{with_language, Lang};
        for lang in [Lang::De, Lang::Fr] {
            for text in ["2.7", "1.7", "8.7"] {
                let why = with_language(lang, || match text.parse::<OctalCode>() {
                    Err(GameError::BadTakeBreakCode { why, .. }) => why,
                    other => panic!("{text}: {other:?}"),
                });
                assert!(why.contains("0.77") && why.contains("4.7"), "{why}");
                for english in [" the ", " nothing", " move", " heap", " digit"] {
                    assert!(!why.contains(english), "{lang:?} {text}: {why}");
                }
            }
        }
    }

    /// Every code `4.d1d2` (with `4.` and `4.d1`): the values of `octal:4.…` are those of the
    /// take-and-break engine's `tb:4.…` and of the brute-force reference (explicit option
    /// lists, sharing nothing with the kernels), and the period and its Guy–Smith certificate
    /// are the ones the take-and-break engine certifies, over the same range.
    #[test]
    fn four_codes_agree_with_the_take_and_break_engine_and_the_reference() {
        use crate::game::{nim_sequence, Game, TakeBreakCode};
        use crate::period::{find_period, Certificate, Periodicity};
        use crate::reference;
        const LEN: usize = 300;
        const REFERENCE_LEN: usize = 150;
        let mut certified = 0;
        for d1 in 0..8u8 {
            for d2 in 0..8u8 {
                let code = OctalCode::with_first(4, [d1, d2]).unwrap();
                let octal = Game::Octal(code.clone());
                let tb = Game::TakeBreak(TakeBreakCode::from(&code));
                assert_eq!(octal.spec(), format!("octal:{code}"));
                let ours = nim_sequence(&octal, LEN).unwrap();
                assert_eq!(ours, nim_sequence(&tb, LEN).unwrap(), "{code}");
                let brute = reference::nim_sequence(&tb, REFERENCE_LEN);
                assert_eq!(ours[..REFERENCE_LEN], brute[..], "{code}");
                let (a, b) = (
                    find_period(&octal, 1 << 12).unwrap(),
                    find_period(&tb, 1 << 12).unwrap(),
                );
                match (&a.grundy, &b.grundy) {
                    (Periodicity::Periodic(p), Periodicity::Periodic(q)) => {
                        certified += 1;
                        assert_eq!((p.preperiod, p.period), (q.preperiod, q.period), "{code}");
                        let (
                            Certificate::GuySmith {
                                code_length,
                                splitting: true,
                                checked_until,
                                ..
                            },
                            Certificate::TakeBreak {
                                code_length: k,
                                heaps: 2,
                                checked_until: until,
                                ..
                            },
                        ) = (&p.certificate, &q.certificate)
                        else {
                            panic!("{code}: {:?} / {:?}", p.certificate, q.certificate)
                        };
                        assert_eq!((code_length, checked_until), (k, until), "{code}");
                        // The reference finds the same least certified period on its values.
                        let values = reference::nim_sequence(&tb, (*until + p.period) as usize);
                        assert_eq!(
                            reference::guy_smith_period(&values, code.len(), true),
                            Some((p.preperiod as usize, p.period as usize)),
                            "{code}"
                        );
                    }
                    (x, y) => assert_eq!(x, y, "{code}"),
                }
            }
        }
        assert!(certified > 40, "{certified} of 64 certified");
    }

    /// `4.344`, which Czajka's UnsolvedGames.md lists: certified with preperiod 998 and period
    /// 51, and the brute-force reference's values (of `tb:4.344`) over the theorem's whole
    /// range give the same least certified period.
    #[test]
    fn four_three_four_four_is_certified_and_the_reference_agrees() {
        use crate::game::{nim_sequence, Game, TakeBreakCode};
        use crate::period::{find_period, Certificate, Periodicity};
        use crate::reference;
        let code: OctalCode = "4.344".parse().unwrap();
        let report = find_period(&Game::Octal(code.clone()), 1 << 13).unwrap();
        let Periodicity::Periodic(p) = &report.grundy else {
            panic!("{:?}", report.grundy)
        };
        assert_eq!((p.preperiod, p.period), (998, 51));
        let Certificate::GuySmith { checked_until, .. } = p.certificate else {
            panic!("{:?}", p.certificate)
        };
        assert_eq!(checked_until, 2 * 998 + 51 + 3);
        let len = (checked_until + p.period) as usize;
        let brute = reference::nim_sequence(&Game::TakeBreak(TakeBreakCode::from(&code)), len);
        assert_eq!(nim_sequence(&Game::Octal(code), len).unwrap(), brute);
        assert_eq!(
            reference::guy_smith_period(&brute, 3, true),
            Some((998, 51))
        );
    }
}
