//! Certified periodicity: the minimal preperiod and period of a nim-sequence, with the
//! certificate that proves them.
//!
//! A sequence is eventually periodic with preperiod `e` and period `p` when
//! `G(n + p) = G(n)` for all `n >= e`. The minimal period divides every other period, and the
//! least `e` is the same for all of them, so the pair reported is unique: the least `p`, and
//! the least `e` that goes with it.

pub(crate) mod arithmetic;
pub(crate) mod candidate;
mod certificate_file;
pub(crate) mod certify;
pub(crate) mod check;
pub(crate) mod checkpoint;
mod follow;
pub mod json;
pub(crate) mod repeat;
mod search;
pub(crate) mod tracker;

use std::fmt;

use serde::Serialize;

use crate::words::t;

pub use arithmetic::{arithmetic_pattern, certify_non_splitting};
pub use candidate::{certificate_reach, shown_period, Candidate};
pub use certificate_file::{
    CertificateError, CertificateFile, CertifiedClaim, CertifiedRule, CertifiedTheorem, CodeDigit,
    CodeRule, TheoremBound, CERTIFICATE_FORMAT, CERTIFICATE_VERSION,
};
pub use certify::{
    derived, guy_smith, guy_smith_range_end, take_break_periodicity, window_recurrence,
};
pub use check::{check_claim, check_claim_on, claim_values, CheckReport, Claim};
pub use checkpoint::Checkpoint;
pub use follow::{sequence, Sequence};
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
    /// The subject as the messages select on it: `values` or `outcomes`.
    fn key(self) -> &'static str {
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

    /// The certificate in words, in the thread's language ([`crate::words::language`]).
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
        let (what, g) = (subject.key(), subject.symbol());
        match *self {
            Certificate::WindowRepeat {
                start,
                repeat,
                length,
            } => t!(
                "cert-window",
                subject = what,
                g = g,
                length = length.to_string(),
                start = start.to_string(),
                repeat = repeat.to_string(),
                period = (repeat - start).to_string()
            ),
            Certificate::GuySmith {
                preperiod,
                period,
                code_length,
                splitting,
                checked_from,
                checked_until,
            } => t!(
                "cert-guy-smith",
                g = g,
                period = period.to_string(),
                from = checked_from.to_string(),
                until = checked_until.to_string(),
                bound = match (splitting, preperiod) {
                    (false, _) => "short",
                    (true, 0) => "zero",
                    (true, _) => "long",
                },
                digits = code_length.to_string(),
                preperiod = preperiod.to_string()
            ),
            Certificate::TakeBreak {
                preperiod,
                period,
                code_length,
                heaps,
                checked_from,
                checked_until,
            } => t!(
                "cert-take-break",
                g = g,
                heaps = heaps.to_string(),
                digits = code_length.to_string(),
                period = period.to_string(),
                from = checked_from.to_string(),
                until = checked_until.to_string(),
                preperiod = preperiod.to_string()
            ),
            Certificate::NonSplitting {
                preperiod,
                period,
                ref checked,
            } => t!(
                "cert-non-splitting",
                checked = checked.as_str(),
                g = g,
                period = period.to_string(),
                preperiod = preperiod.to_string()
            ),
            Certificate::FromArithmetic {
                preperiod,
                period,
                saltus,
            } => t!(
                "cert-from-arithmetic",
                subject = what,
                period = period.to_string(),
                saltus = saltus.to_string(),
                preperiod = preperiod.to_string()
            ),
            Certificate::FromNimSequence { preperiod, period } => t!(
                "cert-from-nim-sequence",
                subject = what,
                preperiod = preperiod.to_string(),
                period = period.to_string()
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
            Periodicity::Periodic(p) => f.write_str(&t!(
                "period-found",
                preperiod = p.preperiod.to_string(),
                period = p.period.to_string()
            )),
            Periodicity::NotFound { checked_to } => {
                f.write_str(&t!("period-not-found", checked_to = checked_to.to_string()))
            }
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
        t!(
            "period-law-from",
            law = law(self.period, self.saltus),
            preperiod = self.preperiod.to_string()
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
            "arithmetic"
        };
        f.write_str(&match &self.theorem {
            Some(_) => t!("period-arithmetic-certified", kind = kind, law = self.law()),
            None => t!(
                "period-arithmetic-seen",
                kind = kind,
                checked_to = self.checked_to.to_string(),
                law = self.law()
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::words::{with_language, Lang};

    /// Words that would betray English left in a German or French sentence.
    const ENGLISH: [&str; 10] = [
        " the ",
        " of ",
        " and ",
        " for all ",
        "value",
        "heap",
        "period ",
        "checked",
        " holds",
        "certified",
    ];

    fn no_english(text: &str) {
        for word in ENGLISH {
            assert!(!text.contains(word), "{word:?} in {text:?}");
        }
    }

    /// Every certificate, the search's findings, a candidate and checked claims, in German and
    /// French: no English left, each language's words there.
    #[test]
    fn periods_in_german_and_french() {
        let certificates = [
            Certificate::WindowRepeat {
                start: 8,
                repeat: 11,
                length: 7,
            },
            Certificate::GuySmith {
                preperiod: 0,
                period: 12,
                code_length: 2,
                splitting: true,
                checked_from: 0,
                checked_until: 16,
            },
            Certificate::TakeBreak {
                preperiod: 3,
                period: 4,
                code_length: 2,
                heaps: 3,
                checked_from: 3,
                checked_until: 20,
            },
            Certificate::FromArithmetic {
                preperiod: 1,
                period: 4,
                saltus: 4,
            },
            Certificate::FromNimSequence {
                preperiod: 71,
                period: 12,
            },
        ];
        let nim: Game = "tb:0.[3]".parse().unwrap();
        let values = crate::game::nim_sequence(&nim, 100).unwrap();
        let Game::TakeBreak(code) = &nim else {
            unreachable!()
        };
        for (lang, words) in [(Lang::De, "für alle n"), (Lang::Fr, "pour tout n")] {
            with_language(lang, || {
                for c in &certificates {
                    for subject in [Subject::Values, Subject::Outcomes] {
                        no_english(&c.describe(subject));
                    }
                }
                let window = certificates[0].describe(Subject::Values);
                assert!(window.contains(words), "{window}");
                let theorem = certify_non_splitting(code, &values, (0, 1, 1)).unwrap();
                no_english(&theorem);
                no_english(
                    &Certificate::NonSplitting {
                        preperiod: 0,
                        period: 1,
                        checked: theorem,
                    }
                    .describe(Subject::Values),
                );
                let found = Periodicity::Periodic(Period {
                    preperiod: 71,
                    period: 12,
                    certificate: certificates[4].clone(),
                });
                no_english(&found.to_string());
                no_english(&Periodicity::NotFound { checked_to: 2000 }.to_string());
                let seen = ArithmeticPeriod {
                    preperiod: 1,
                    period: 4,
                    saltus: 4,
                    theorem: None,
                    checked_to: 2000,
                };
                no_english(&seen.to_string());
                let c = Candidate {
                    preperiod: 3,
                    period: 5,
                    certifies_at: Some(20),
                };
                for most in [10, 1000] {
                    no_english(&c.describe(most, |m| format!("n = {m}")));
                }
                let kayles: Game = "octal:0.77".parse().unwrap();
                for (e, p) in [(80, 24), (60, 12)] {
                    let claim = Claim {
                        preperiod: e,
                        period: p,
                        saltus: 0,
                    };
                    no_english(&check_claim(&kayles, claim).unwrap().text);
                }
                let grundy: Game = "grundy".parse().unwrap();
                let claim = Claim {
                    preperiod: 8,
                    period: 3,
                    saltus: 0,
                };
                no_english(&check_claim(&grundy, claim).unwrap().text);
            });
        }
        let german = with_language(Lang::De, || certificates[0].describe(Subject::Outcomes));
        assert_eq!(
            german,
            "das Fenster aus 7 Ausgängen bei n = 8 wiederholt sich bei n = 11, also gilt \
             o(n + 3) = o(n) für alle n >= 8"
        );
        let french = with_language(Lang::Fr, || {
            Periodicity::NotFound { checked_to: 2000 }.to_string()
        });
        assert_eq!(french, "aucune période trouvée jusqu'à 2000");
    }
}
