//! Take-and-break codes `d0.d1d2...dk`, hexadecimal digits, with a repeating tail in brackets
//! and the unequal-split mark `!` (CGSuite's spelling: Grundy's game is `4!.`).

use std::fmt;
use std::str::FromStr;

use crate::error::{GameError, Limit};
use crate::game::input::shorten;
use crate::game::OctalCode;
use crate::limits::{self, MAX_TAKE_BREAK_DIGITS};
use crate::words::t;

/// Bit of a digit: the move may take a whole heap of exactly that many tokens.
pub const LEAVE_NOTHING: u8 = 1;
/// Bit of a digit: the move may leave one non-empty heap.
pub const LEAVE_ONE: u8 = 2;
/// Bit of a digit: the move may leave two non-empty heaps.
pub const LEAVE_TWO: u8 = 4;
/// Bit of a digit: the move may leave three non-empty heaps (read by position with the others:
/// bit `k` leaves `k` heaps).
#[allow(dead_code)]
pub const LEAVE_THREE: u8 = 8;

/// One digit of a take-and-break code: which numbers of heaps a move may leave, and whether
/// the heaps a split leaves must all differ in size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Digit {
    /// Bits `LEAVE_NOTHING`, `LEAVE_ONE`, `LEAVE_TWO`, `LEAVE_THREE`.
    pub bits: u8,
    /// The heaps left by a split must be pairwise unequal (`!` after the digit).
    pub unequal: bool,
}

impl Digit {
    /// Whether the digit allows a move leaving `heaps` heaps (0 to 3).
    pub fn leaves(self, heaps: usize) -> bool {
        heaps < 4 && self.bits & (1 << heaps) != 0
    }

    /// The most heaps a move with this digit leaves (0 when it only takes whole heaps or
    /// allows nothing).
    pub fn most_heaps(self) -> usize {
        (0..4).rev().find(|&h| self.leaves(h)).unwrap_or(0)
    }
}

/// The code of a take-and-break game: digit `dk` says what removing `k` tokens from one heap
/// may leave (bit 1 nothing, 2 one heap, 4 two heaps, 8 three heaps, all non-empty); `d0`
/// splits a heap without removing anything (bits 4 and 8 only). A tail in brackets repeats
/// forever: Nim is `0.[3]`, Lasker's Nim `4.[3]`. A digit followed by `!` splits into heaps
/// of pairwise different sizes: Grundy's game is `4!.`.
///
/// Stored in a normal form (trailing zeros dropped, the tail as short and as early as it
/// can be), so two spellings of one game compare equal.
///
/// # Examples
/// ```
/// use nimseq_core::game::TakeBreakCode;
/// let lasker: TakeBreakCode = "4.[3]".parse()?;
/// assert_eq!(lasker.to_string(), "4.[3]");
/// assert!(!lasker.is_finite());
/// assert_eq!("0.33[3]".parse::<TakeBreakCode>()?.to_string(), "0.[3]");
/// assert_eq!("4!.0".parse::<TakeBreakCode>()?.to_string(), "4!.");
/// assert_eq!("0.F".parse::<TakeBreakCode>()?.most_heaps(), 3);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TakeBreakCode {
    /// `digits[k]` is `dk`, `d0` first (always present).
    digits: Vec<Digit>,
    /// How many of the last digits repeat forever (0: a finite code).
    tail: usize,
}

impl TakeBreakCode {
    /// Grundy's game: split one heap into two unequal non-empty heaps (`4!.`).
    pub fn grundy() -> Self {
        TakeBreakCode {
            digits: vec![Digit {
                bits: LEAVE_TWO,
                unequal: true,
            }],
            tail: 0,
        }
    }

    /// Builds a code from `d0, d1, ...` whose last `tail` digits repeat forever.
    ///
    /// # Errors
    /// [`GameError::BadTakeBreakCode`] when `d0` asks for anything but a split, when `!`
    /// marks a digit that does not split, or when no digit allows a move;
    /// [`Limit::TakeBreakCodeLength`] for more than [`MAX_TAKE_BREAK_DIGITS`] digits.
    pub fn new(mut digits: Vec<Digit>, mut tail: usize) -> Result<Self, GameError> {
        let text = spell(&digits, tail);
        limits::check(
            Limit::TakeBreakCodeLength,
            digits.len() as u64,
            MAX_TAKE_BREAK_DIGITS,
        )?;
        let bad = |why: String| GameError::BadTakeBreakCode {
            code: shorten(&text),
            why,
        };
        if digits.is_empty() {
            digits.push(Digit::default());
        }
        if let Some(d) = digits.iter().find(|d| d.bits > 15) {
            return Err(bad(t!("code-digit-range", digit = d.bits.to_string())));
        }
        if digits[0].bits & (LEAVE_NOTHING | LEAVE_ONE) != 0 {
            return Err(bad(t!(
                "code-d0",
                d0 = format!("{:X}", digits[0].bits),
                pass = if digits[0].bits & LEAVE_ONE != 0 {
                    "yes"
                } else {
                    "no"
                }
            )));
        }
        if let Some(k) = digits.iter().position(|d| d.unequal && d.most_heaps() < 2) {
            return Err(bad(t!("code-unequal-no-split", k = k.to_string())));
        }
        tail = tail.min(digits.len().saturating_sub(1));
        if tail > 0 {
            // The shortest repeating block, then as early a start as the digits allow.
            let start = digits.len() - tail;
            let block = (1..=tail)
                .find(|&p| {
                    tail.is_multiple_of(p)
                        && (start + p..digits.len()).all(|i| digits[i] == digits[i - p])
                })
                .unwrap_or(tail);
            digits.truncate(start + block);
            tail = block;
            while digits.len() - tail > 1
                && digits[digits.len() - tail - 1] == digits[digits.len() - 1]
            {
                let last = digits.len() - 1;
                digits.remove(last);
            }
            if digits[digits.len() - tail..].iter().all(|d| d.bits == 0) {
                digits.truncate(digits.len() - tail);
                tail = 0;
            }
        }
        if tail == 0 {
            while digits.len() > 1 && digits.last().is_some_and(|d| d.bits == 0) {
                digits.pop();
            }
        }
        if digits.iter().all(|d| d.bits == 0) {
            return Err(bad(t!("code-no-move")));
        }
        Ok(TakeBreakCode { digits, tail })
    }

    /// The digit for removing `k` tokens (zero past a finite code).
    pub fn digit(&self, k: usize) -> Digit {
        match self.digits.get(k) {
            Some(&d) => d,
            None if self.tail == 0 => Digit::default(),
            None => {
                let start = self.digits.len() - self.tail;
                self.digits[start + (k - start) % self.tail]
            }
        }
    }

    /// The digits as written, `d0` first (the tail once).
    pub fn digits(&self) -> &[Digit] {
        &self.digits
    }

    /// How many of the last digits repeat forever (0 for a finite code).
    pub fn tail(&self) -> usize {
        self.tail
    }

    /// Whether the code is finite (no repeating tail): a move removes at most [`Self::len`].
    pub fn is_finite(&self) -> bool {
        self.tail == 0
    }

    /// The most tokens one move removes for a finite code (the index of the last digit); for
    /// a code with a tail, the digits written before the tail repeats.
    pub fn len(&self) -> usize {
        self.digits.len() - 1
    }

    /// Always false: a code allows some move.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The index of the first digit of the repeating tail (`len() + 1` for a finite code).
    pub fn tail_start(&self) -> usize {
        self.digits.len() - self.tail
    }

    /// The digits that repeat forever (none for a finite code).
    pub fn tail_digits(&self) -> &[Digit] {
        &self.digits[self.tail_start()..]
    }

    /// The most tokens a move from a heap of `n` may remove: `n`, or the last digit's index for
    /// a finite code when that is smaller.
    pub fn most_take(&self, n: usize) -> usize {
        if self.is_finite() {
            self.len().min(n)
        } else {
            n
        }
    }

    /// The most heaps one move leaves (1 when no move splits).
    pub fn most_heaps(&self) -> usize {
        self.digits
            .iter()
            .map(|d| d.most_heaps())
            .max()
            .unwrap_or(0)
            .max(1)
    }

    /// Whether some split must leave heaps of different sizes.
    pub fn has_unequal(&self) -> bool {
        self.digits.iter().any(|d| d.unequal)
    }

    /// The same game as an octal code, when it is one (`d0 = 0`, finite, digits 0 to 7, no
    /// `!`). A `4.` code stays a take-and-break code here (`tb:4.7` is spelled so), though
    /// `octal:4.7` reads the same game as an octal code.
    pub fn as_octal(&self) -> Option<OctalCode> {
        let plain = self.tail == 0
            && self.digits[0].bits == 0
            && self.digits.iter().all(|d| d.bits < 8 && !d.unequal);
        if !plain {
            return None;
        }
        OctalCode::new(self.digits[1..].iter().map(|d| d.bits)).ok()
    }

    /// Whether this is Grundy's game (`4!.`).
    pub fn is_grundy(&self) -> bool {
        *self == TakeBreakCode::grundy()
    }
}

impl From<&OctalCode> for TakeBreakCode {
    fn from(code: &OctalCode) -> Self {
        // `d0` is 0, or 4: a split that removes nothing.
        let mut digits = vec![Digit {
            bits: code.first(),
            unequal: false,
        }];
        digits.extend(code.digits().iter().map(|&bits| Digit {
            bits,
            unequal: false,
        }));
        TakeBreakCode { digits, tail: 0 }
    }
}

fn digit_text(d: Digit) -> String {
    let c = char::from_digit(u32::from(d.bits), 16).map_or('?', |c| c.to_ascii_uppercase());
    if d.unequal {
        format!("{c}!")
    } else {
        c.to_string()
    }
}

/// `d0.d1...[tail]`, with `d0` written only when it is not 0 (`.77` is written `0.77`).
fn spell(digits: &[Digit], tail: usize) -> String {
    let mut out = digits.first().map_or("0".into(), |&d| digit_text(d));
    out.push('.');
    let start = digits.len().saturating_sub(tail).max(1);
    for (k, &d) in digits.iter().enumerate().skip(1) {
        if tail > 0 && k == start {
            out.push('[');
        }
        out.push_str(&digit_text(d));
    }
    if tail > 0 {
        out.push(']');
    }
    out
}

impl fmt::Display for TakeBreakCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&spell(&self.digits, self.tail))
    }
}

impl FromStr for TakeBreakCode {
    type Err = GameError;

    /// Reads `4.07`, `.F`, `0.[3]`, `4!.`: hexadecimal digits (either case), one `.`, an
    /// optional repeating tail in brackets at the end, `!` after a digit whose splits must
    /// leave heaps of different sizes.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let text = text.trim();
        let bad = |why: String| GameError::BadTakeBreakCode {
            code: shorten(text),
            why,
        };
        let Some((head, body)) = text.split_once('.') else {
            return Err(bad(t!("code-needs-point")));
        };
        let mut digits = Vec::new();
        let read = |part: &str, digits: &mut Vec<Digit>| -> Result<(), GameError> {
            for c in part.chars() {
                if c == '!' {
                    match digits.last_mut() {
                        Some(d) if !d.unequal => d.unequal = true,
                        _ => return Err(bad(t!("code-bang"))),
                    }
                } else if let Some(v) = c.to_digit(16) {
                    digits.push(Digit {
                        bits: v as u8,
                        unequal: false,
                    });
                } else {
                    return Err(GameError::BadTakeBreakDigit {
                        code: shorten(text),
                        digit: c,
                    });
                }
            }
            Ok(())
        };
        read(head, &mut digits)?;
        match digits.len() {
            0 => digits.push(Digit::default()),
            1 => {}
            _ => return Err(bad(t!("code-one-d0"))),
        }
        if body.starts_with('!') {
            return Err(bad(t!("code-bang")));
        }
        let (fixed, repeat) = match body.split_once('[') {
            None if body.contains(']') => {
                return Err(bad(t!("code-close-without-open")));
            }
            None => (body, None),
            Some((fixed, rest)) => match rest.strip_suffix(']') {
                Some(repeat) if repeat.contains(['[', ']']) => {
                    return Err(bad(t!("code-one-tail")))
                }
                Some("") => return Err(bad(t!("code-empty-tail"))),
                Some(repeat) => (fixed, Some(repeat)),
                None => return Err(bad(t!("code-tail-end"))),
            },
        };
        read(fixed, &mut digits)?;
        let before = digits.len();
        if let Some(repeat) = repeat {
            if repeat.starts_with('!') {
                return Err(bad(t!("code-bang")));
            }
            read(repeat, &mut digits)?;
        }
        let tail = digits.len() - before;
        TakeBreakCode::new(digits, tail)
    }
}

/// Written as its spelling (`"4.[3]"`).
impl serde::Serialize for TakeBreakCode {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Read from its spelling, with the checks of [`TakeBreakCode::from_str`].
impl<'de> serde::Deserialize<'de> for TakeBreakCode {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> TakeBreakCode {
        text.parse().unwrap()
    }

    #[test]
    fn spellings_and_normal_form() {
        for (text, normal) in [
            ("0.[3]", "0.[3]"),
            ("0.3[3]", "0.[3]"),
            ("0.[33]", "0.[3]"),
            ("4.[3]", "4.[3]"),
            ("4.07", "4.07"),
            ("4.070", "4.07"),
            ("0.F", "0.F"),
            (".f", "0.F"),
            ("4!.", "4!."),
            ("4!.0", "4!."),
            ("0.12[34]", "0.12[34]"),
            ("0.1234[34]", "0.12[34]"),
            ("0.7[0]", "0.7"),
            ("8.", "8."),
            ("C.1", "C.1"),
            ("0.B!6", "0.B!6"),
        ] {
            assert_eq!(code(text).to_string(), normal, "{text}");
            assert_eq!(code(normal).to_string(), normal, "{normal}");
        }
    }

    #[test]
    fn digits_repeat_in_the_tail() {
        let c = code("0.12[34]");
        let ds: Vec<u8> = (0..9).map(|k| c.digit(k).bits).collect();
        assert_eq!(ds, [0, 1, 2, 3, 4, 3, 4, 3, 4]);
        assert_eq!(code("0.77").digit(5).bits, 0);
        assert_eq!(code("0.F").most_heaps(), 3);
        assert_eq!(code("0.3").most_heaps(), 1);
        assert!(code("4!.").is_grundy());
    }

    #[test]
    fn octal_codes_are_recognised() {
        assert_eq!(code("0.77").as_octal().unwrap().to_string(), "0.77");
        assert!(code("4.07").as_octal().is_none());
        assert!(code("0.8").as_octal().is_none());
        assert!(code("0.[3]").as_octal().is_none());
        let octal: OctalCode = "0.137".parse().unwrap();
        assert_eq!(TakeBreakCode::from(&octal).to_string(), "0.137");
        // `octal:4.07` is the take-and-break code `4.07`; `tb:4.07` stays a take-and-break game.
        let four: OctalCode = "4.07".parse().unwrap();
        assert_eq!(TakeBreakCode::from(&four), code("4.07"));
        assert_eq!(TakeBreakCode::from(&"4.".parse().unwrap()), code("4."));
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// Any text over the code's alphabet either reads as a code whose spelling reads back
        /// to the same code (as a game too), or is an error; never a panic.
        #[test]
        fn spellings_read_back(text in "[0-9A-Fa-g.\\[\\]!]{0,14}") {
            if let Ok(code) = text.parse::<TakeBreakCode>() {
                let again: TakeBreakCode = code.to_string().parse().unwrap();
                proptest::prop_assert_eq!(&again, &code);
                let game: crate::game::Game = format!("tb:{text}").parse().unwrap();
                proptest::prop_assert_eq!(game.to_string().parse::<crate::game::Game>().ok(), Some(game));
            }
        }
    }

    #[test]
    fn bad_codes_say_why() {
        let why = |text: &str| match text.parse::<TakeBreakCode>() {
            Err(e) => e.to_string(),
            Ok(c) => panic!("{text} read as {c}"),
        };
        assert!(why("0.7G").contains("`G` is not a hexadecimal digit"));
        assert!(why("2.7").contains("d0 = 2 asks to remove nothing and leave the heap as it was"));
        assert!(why("1.7").contains("d0 = 1"));
        assert!(why("0.[]").contains("`[]` is empty"));
        assert!(why("0.[3").contains("must end the code with `]`"));
        assert!(why("0.3]").contains("`]` without `[`"));
        assert!(why("0.[3]7").contains("must end the code"));
        assert!(why("077").contains("needs a `.`"));
        assert!(why("0.000").contains("no digit allows a move"));
        assert!(why("0.[0]").contains("no digit allows a move"));
        assert!(why("0.3!").contains("never splits"));
        assert!(why("0.!3").contains("`!` must follow a digit"));
        assert!(why("44.3").contains("only one digit"));
        assert!(why(&format!("0.{}", "7".repeat(200))).contains("above the limit"));
    }

    #[test]
    fn german_and_french_reasons_have_no_english() {
        use crate::words::{with_language, Lang};
        let bad = [
            "0.7G", "2.7", "1.7", "0.[]", "0.[3", "0.3]", "077", "0.000", "0.3!", "0.!3", "44.3",
            "0.[3][3]",
        ];
        for lang in [Lang::De, Lang::Fr] {
            for text in bad {
                let why = with_language(lang, || match text.parse::<TakeBreakCode>() {
                    Err(GameError::BadTakeBreakCode { why, .. }) => why,
                    Err(_) => String::new(),
                    Ok(c) => panic!("{text} read as {c}"),
                });
                for english in [" the ", " a ", " must ", " digit", " heap", " move"] {
                    assert!(!why.contains(english), "{lang:?} {text}: {why}");
                }
            }
        }
        let why = with_language(Lang::De, || {
            TakeBreakCode::new(
                vec![Digit {
                    bits: 16,
                    unequal: false,
                }],
                0,
            )
            .unwrap_err()
            .to_string()
        });
        assert!(why.contains("Ziffer") && why.contains("16"), "{why}");
    }
}
