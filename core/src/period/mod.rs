//! Certified periodicity: the minimal preperiod and period of a nim-sequence, with the
//! certificate that proves them.
//!
//! A sequence is eventually periodic with preperiod `e` and period `p` when
//! `G(n + p) = G(n)` for all `n >= e`. The minimal period divides every other period, and the
//! least `e` is the same for all of them, so the pair reported is unique: the least `p`, and
//! the least `e` that goes with it.

pub(crate) mod arithmetic;
pub(crate) mod candidate;
pub(crate) mod certify;
pub(crate) mod check;
pub(crate) mod checkpoint;
pub mod json;
pub(crate) mod repeat;
mod search;
pub(crate) mod tracker;

use std::fmt;

use serde::Serialize;

pub use arithmetic::{arithmetic_pattern, certify_non_splitting};
pub use candidate::{certificate_reach, shown_period, Candidate};
pub use certify::{
    derived, guy_smith, guy_smith_range_end, take_break_periodicity, window_recurrence,
};
pub use check::{check_claim, check_claim_on, claim_values, CheckReport, Claim};
pub use checkpoint::Checkpoint;
pub use repeat::{agreement_start, smallest_repeat_shift, smallest_repeat_shift_from};
pub use search::{find_period, PeriodReport, PeriodSearch};

/// Why a period is proven, in a form a reader can check by hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Certificate {
    /// The `length` values starting at `start` equal the `length` values starting at
    /// `repeat`. Each value depends only on the `length` values before it, so the sequence
    /// repeats with period `repeat - start` from `start` on.
    WindowRepeat {
        /// Where the first window starts.
        start: u64,
        /// Where its repeat starts.
        repeat: u64,
        /// The window length: `max S` for a subtraction game.
        length: u64,
    },
    /// The Guy–Smith periodicity theorem: with `k` digits in the code, if
    /// `G(n + p) = G(n)` for `e <= n < 2e + p + k` (for `e <= n < e + p + k` when no move
    /// splits a heap), then it holds for all `n >= e`. With splitting moves and `e = 0` the
    /// range is that of `e = 1`, `0 <= n < p + k + 2` (the proof needs `e >= 1`).
    GuySmith {
        /// `e`.
        preperiod: u64,
        /// `p`.
        period: u64,
        /// `k`, the number of code digits.
        code_length: u64,
        /// Whether some move splits a heap.
        splitting: bool,
        /// First `n` checked (= `e`).
        checked_from: u64,
        /// One past the last `n` checked.
        checked_until: u64,
    },
    /// The periodicity test for finite take-and-break codes whose moves leave at most `b`
    /// heaps (splits of any sizes): with `k` the last digit, if `G(n + p) = G(n)` for
    /// `e <= n < b max(e, 1) + (b - 1) p + k`, then for all `n >= e`. The Guy–Smith argument
    /// with `b` parts (Guy–Smith's range for `b = 2`); the proof is written out at
    /// `certify::take_break_periodicity`.
    TakeBreak {
        /// `e`.
        preperiod: u64,
        /// `p`.
        period: u64,
        /// `k`, the last digit of the code (the most tokens a move removes).
        code_length: u64,
        /// `b`, the most heaps a move leaves.
        heaps: u64,
        /// First `n` checked (= `e`).
        checked_from: u64,
        /// One past the last `n` checked.
        checked_until: u64,
    },
    /// nimseq's arithmetic-periodicity theorem for codes that never split, with saltus 0: an
    /// ordinary period of a code with a repeating tail (`arithmetic` has the statement and
    /// the proof).
    NonSplitting {
        /// `e`.
        preperiod: u64,
        /// `p`.
        period: u64,
        /// What was checked, in words.
        checked: String,
    },
    /// Outcomes of a sequence certified arithmetic-periodic with a positive saltus: past the
    /// first period no value is 0, so every position from `preperiod` on is an N-position.
    FromArithmetic {
        /// The certified law's preperiod.
        preperiod: u64,
        /// Its period.
        period: u64,
        /// Its saltus (positive).
        saltus: i64,
    },
    /// Outcomes are read off a certified nim-sequence (`P` exactly where the value is 0),
    /// so they repeat with the nim-sequence's period from its preperiod on, and the minimal
    /// outcome period is the least divisor of it that fits.
    FromNimSequence {
        /// The certified preperiod of the nim-sequence.
        preperiod: u64,
        /// The certified period of the nim-sequence.
        period: u64,
    },
}

/// Which sequence a certificate is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// The nim-sequence `G(n)`.
    Values,
    /// The outcome string `o(n)` (`P` or `N`).
    Outcomes,
}

impl Subject {
    fn plural(self) -> &'static str {
        match self {
            Subject::Values => "values",
            Subject::Outcomes => "outcomes",
        }
    }

    fn symbol(self) -> &'static str {
        match self {
            Subject::Values => "G",
            Subject::Outcomes => "o",
        }
    }
}

impl Certificate {
    /// The name of the theorem (or argument) the certificate applies.
    pub fn theorem(&self) -> &'static str {
        match self {
            Certificate::WindowRepeat { .. } => "a repeated window of max S values",
            Certificate::GuySmith { .. } => "the Guy–Smith periodicity theorem",
            Certificate::TakeBreak { .. } => {
                "the periodicity test for finite take-and-break codes (Guy–Smith's, with b heaps)"
            }
            Certificate::NonSplitting { .. } => {
                "nimseq's arithmetic-periodicity theorem for codes that never split"
            }
            Certificate::FromArithmetic { .. } => "read off the certified arithmetic period",
            Certificate::FromNimSequence { .. } => "read off the certified nim-sequence",
        }
    }

    /// The certificate in words.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::period::{Certificate, Subject};
    /// let c = Certificate::WindowRepeat { start: 8, repeat: 11, length: 7 };
    /// assert_eq!(
    ///     c.describe(Subject::Values),
    ///     "window of 7 values at n = 8 repeats at n = 11, so G(n + 3) = G(n) for all n >= 8"
    /// );
    /// ```
    pub fn describe(&self, subject: Subject) -> String {
        let (what, g) = (subject.plural(), subject.symbol());
        match *self {
            Certificate::WindowRepeat {
                start,
                repeat,
                length,
            } => format!(
                "window of {length} {what} at n = {start} repeats at n = {repeat}, so {g}(n + {p}) = {g}(n) for all n >= {start}",
                p = repeat - start
            ),
            Certificate::GuySmith {
                preperiod,
                period,
                code_length,
                splitting,
                checked_from,
                checked_until,
            } => format!(
                "Guy–Smith: {g}(n + {period}) = {g}(n) checked for {checked_from} <= n < {checked_until} \
                 (= {bound} with k = {code_length} code digits), so it holds for all n >= {preperiod}",
                bound = match (splitting, preperiod) {
                    (false, _) => "e + p + k",
                    (true, 0) => "2 + p + k: the theorem from n = 1, with n = 0 checked too",
                    (true, _) => "2e + p + k",
                },
            ),
            Certificate::TakeBreak {
                preperiod,
                period,
                code_length,
                heaps,
                checked_from,
                checked_until,
            } => format!(
                "take-and-break periodicity test (moves leave at most b = {heaps} heaps, k = {code_length}): \
                 {g}(n + {period}) = {g}(n) checked for {checked_from} <= n < {checked_until} \
                 (= b·max(e, 1) + (b − 1)·p + k), so it holds for all n >= {preperiod}"
            ),
            Certificate::NonSplitting {
                preperiod,
                period,
                ref checked,
            } => format!("{checked}, so {g}(n + {period}) = {g}(n) for all n >= {preperiod}"),
            Certificate::FromArithmetic {
                preperiod,
                period,
                saltus,
            } => format!(
                "{what} read off the certified law G(n + {period}) = G(n) + {saltus} for n >= {preperiod}: no value is 0 past the first period"
            ),
            Certificate::FromNimSequence { preperiod, period } => format!(
                "{what} read off the nim-sequence, certified with preperiod {preperiod} and period {period}"
            ),
        }
    }
}

/// A certified eventual period.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Period {
    /// The least `e` with `G(n + p) = G(n)` for all `n >= e`.
    pub preperiod: u64,
    /// The least `p > 0` with that property.
    pub period: u64,
    /// The proof.
    pub certificate: Certificate,
}

/// What is known of a sequence's periodicity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum Periodicity {
    /// A certified period.
    Periodic(Period),
    /// No period certified among `G(0) ... G(checked_to)`: not a claim that there is none.
    NotFound {
        /// The last `n` computed.
        checked_to: u64,
    },
}

impl Periodicity {
    /// The certified period, if there is one.
    pub fn period(&self) -> Option<&Period> {
        match self {
            Periodicity::Periodic(p) => Some(p),
            Periodicity::NotFound { .. } => None,
        }
    }
}

impl fmt::Display for Periodicity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Periodicity::Periodic(p) => write!(f, "preperiod {}, period {}", p.preperiod, p.period),
            Periodicity::NotFound { checked_to } => write!(f, "no period found up to {checked_to}"),
        }
    }
}

/// How far a search without a chosen limit (`auto`, on the page and the command line) may go:
/// `G(0) ... G(2^24)`, 32 MiB of values.
pub const AUTO_SEARCH_LIMIT: u64 = 1 << 24;

/// The limit of a search without a chosen one (`--limit auto`, the page's `limit=auto`):
/// [`AUTO_SEARCH_LIMIT`], or less for a game whose method computes fewer values. Such a
/// search stops as soon as a period is certified.
///
/// # Examples
/// ```
/// use nimseq_core::period::{auto_limit, AUTO_SEARCH_LIMIT};
/// assert_eq!(auto_limit(&"octal:0.77".parse()?), AUTO_SEARCH_LIMIT);
/// assert_eq!(auto_limit(&"tb:4.[3]".parse()?), 32_767);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn auto_limit(game: &crate::game::Game) -> u64 {
    AUTO_SEARCH_LIMIT.min(crate::game::Evaluator::most_values(game) - 1)
}

/// An arithmetic period `G(n + p) = G(n) + s` for `n >= e` (a saltus `s`; an ordinary period
/// when `s = 0`), as seen in the values computed, with the theorem that proves it for every
/// `n` when one applies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ArithmeticPeriod {
    /// The least `e` that goes with the period.
    pub preperiod: u64,
    /// The least `p` seen.
    pub period: u64,
    /// `s`, the saltus.
    pub saltus: i64,
    /// The theorem that proves it for all `n >= e`, or `None`: then it holds for the values
    /// computed only (`n + p <= checked_to`), and nimseq does not claim more.
    pub theorem: Option<String>,
    /// The last `n` computed.
    pub checked_to: u64,
}

impl ArithmeticPeriod {
    /// The law: `G(n + 4) = G(n) + 4 for n >= 1`.
    pub fn law(&self) -> String {
        format!(
            "{} for n >= {}",
            law(self.period, self.saltus),
            self.preperiod
        )
    }

    /// Whether a theorem proves it with a positive saltus: then the values grow without bound
    /// and there is no ordinary period.
    pub fn grows(&self) -> bool {
        self.theorem.is_some() && self.saltus > 0
    }
}

/// `G(n + p) = G(n) + s` (`G(n + p) = G(n)` when `s = 0`).
pub fn law(p: u64, s: i64) -> String {
    match s {
        0 => format!("G(n + {p}) = G(n)"),
        s if s > 0 => format!("G(n + {p}) = G(n) + {s}"),
        s => format!("G(n + {p}) = G(n) - {}", s.unsigned_abs()),
    }
}

impl fmt::Display for ArithmeticPeriod {
    /// `arithmetic-periodic as far as computed (n <= N), not certified: LAW`, or
    /// `arithmetic-periodic, certified: LAW`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.saltus == 0 {
            "periodic"
        } else {
            "arithmetic-periodic"
        };
        match &self.theorem {
            Some(_) => write!(f, "{kind}, certified: {}", self.law()),
            None => write!(
                f,
                "{kind} as far as computed (n <= {}), not certified: {}",
                self.checked_to,
                self.law()
            ),
        }
    }
}
