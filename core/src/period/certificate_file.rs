//! Certificate files: a certified period written out so that anyone can check it without
//! nimseq. The file holds the rule in plain terms (a subtraction set, or a code's digits with
//! what each allows), the claim (the least preperiod and period), the theorem with the range it
//! asks to check, and the values `G(0) ... G(check_until + p - 1)` it compares.
//! `scripts/verify-certificate.py` checks such a file from the definitions alone: it recomputes
//! every value by the mex rule and checks the range (docs/mathematics.md, "Certificates").

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::{Digit, Game, Nimber, TakeBreakCode};
use crate::period::{Certificate, Period, Periodicity};
use crate::words::{or_list, t};

/// The `format` of every certificate file.
pub const CERTIFICATE_FORMAT: &str = "nimseq-certificate";

/// The version of the format written here.
pub const CERTIFICATE_VERSION: u32 = 1;

/// A certified period with everything a reader needs to check it by hand or with a short
/// script: the rule, the claim, the theorem and its range, and the values.
///
/// # Examples
/// ```
/// use nimseq_core::{game::nim_sequence, period::{find_period, CertificateFile, Periodicity}};
/// let kayles = "octal:0.77".parse()?;
/// let report = find_period(&kayles, 400)?;
/// let values = nim_sequence(&kayles, 400)?;
/// let file = CertificateFile::new(&kayles, &report.grundy, &values)?;
/// assert_eq!((file.claim.preperiod, file.claim.period), (71, 12));
/// assert_eq!((file.theorem.check_from, file.theorem.check_until), (71, 156));
/// assert_eq!(file.values.len(), 156 + 12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CertificateFile {
    /// Always [`CERTIFICATE_FORMAT`].
    pub format: String,
    /// [`CERTIFICATE_VERSION`].
    pub version: u32,
    /// The game as nimseq spells it (`octal:0.77`); the rule below is what counts.
    pub game: String,
    /// The rule of the game in plain terms.
    pub rule: CertifiedRule,
    /// The claim: the least preperiod and period.
    pub claim: CertifiedClaim,
    /// The theorem that proves the claim from the values, with the range it checks.
    pub theorem: CertifiedTheorem,
    /// `G(0) ... G(check_until + period - 1)`: every value the theorem compares.
    pub values: Vec<Nimber>,
}

/// The rule of a game, as a certificate states it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum CertifiedRule {
    /// A subtraction game: a move removes `s` tokens from one heap, `s` in `set` and at most
    /// the heap.
    Subtraction {
        /// Always `normal`: the player who cannot move loses.
        play: String,
        /// The subtraction set `S`.
        set: Vec<u32>,
        /// Whether a heap of `0 < n < min S` tokens may also be taken whole.
        take_all_below_min: bool,
        /// The rules in words.
        meaning: String,
    },
    /// An octal game `0.d1d2…dk` or `4.d1d2…dk`.
    Octal(CodeRule),
    /// A finite take-and-break code with hexadecimal digits.
    TakeAndBreak(CodeRule),
}

/// The rule of an octal or take-and-break game: its code and each digit spelled out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeRule {
    /// Always `normal`.
    pub play: String,
    /// The code, `d0.d1d2…dk` (`0.77`, `4.07`, `0.F`).
    pub code: String,
    /// How a digit is read, in words.
    pub bits: String,
    /// `d0, d1, …, dk`, each with what it allows.
    pub digits: Vec<CodeDigit>,
    /// The rules in words.
    pub meaning: String,
}

/// One digit `dk` of a code: what removing `k` tokens from a heap may leave.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeDigit {
    /// `k`, the tokens removed.
    pub remove: usize,
    /// The digit, in hexadecimal.
    pub digit: String,
    /// The numbers of non-empty heaps a move may leave (0 only from a heap of exactly `k`).
    pub leaves: Vec<u8>,
    /// The same in words.
    pub meaning: String,
}

/// The claim: `G(n + period) = G(n)` for all `n >= preperiod`, both the least.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CertifiedClaim {
    /// The least preperiod `e`.
    pub preperiod: u64,
    /// The least period `p`.
    pub period: u64,
    /// The claim in words.
    pub statement: String,
}

/// The theorem a certificate applies, the range of `n` it checks and its statement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CertifiedTheorem {
    /// Which theorem, with its parameters.
    #[serde(flatten)]
    pub bound: TheoremBound,
    /// The first `n` checked: the preperiod `e`.
    pub check_from: u64,
    /// One past the last `n` checked, as the theorem's bound gives it.
    pub check_until: u64,
    /// `G(n + p) = G(n) for e <= n < check_until`, with the numbers.
    pub condition: String,
    /// The theorem, stated.
    pub statement: String,
    /// Where it comes from.
    pub reference: String,
}

/// A theorem and the parameters its bound depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "name", rename_all = "kebab-case")]
pub enum TheoremBound {
    /// A window of `max S` values that repeats: check `e <= n < e + window`.
    RepeatedWindow {
        /// `s = max S`.
        window: u64,
    },
    /// The Guy–Smith periodicity theorem (moves leave at most two heaps): check
    /// `e <= n < 2 max(e, 1) + p + k`, or `e <= n < e + p + k` when no move splits.
    GuySmith {
        /// `k`, the most tokens a move removes (the last non-zero digit).
        code_length: u64,
        /// `b`, the most heaps a move leaves (1 or 2).
        heaps: u64,
    },
    /// Its form for moves leaving up to `b >= 3` heaps: check
    /// `e <= n < b max(e, 1) + (b - 1) p + k`.
    GuySmithBHeaps {
        /// `k`, the most tokens a move removes.
        code_length: u64,
        /// `b`, the most heaps a move leaves.
        heaps: u64,
    },
}

/// Why no certificate file can be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CertificateError {
    /// No period is certified among the values computed.
    NotCertified {
        /// The last `n` computed.
        checked_to: u64,
    },
    /// A misère rule: certificates cover normal play only.
    Misere {
        /// The rule's spelling.
        rule: &'static str,
    },
    /// A game whose periods no theorem a certificate states proves.
    Unsupported {
        /// The game.
        game: String,
        /// Why, in words.
        why: String,
    },
    /// Fewer values than the theorem compares.
    TooFewValues {
        /// The values needed.
        needed: u64,
        /// The values given.
        given: u64,
    },
    /// The file could not be written.
    Unwritable {
        /// Where.
        path: String,
        /// The system's reason.
        reason: String,
    },
}

impl fmt::Display for CertificateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            CertificateError::NotCertified { checked_to } => {
                t!(
                    "certfile-not-certified",
                    checked_to = checked_to.to_string()
                )
            }
            CertificateError::Misere { rule } => t!("certfile-misere", rule = *rule),
            CertificateError::Unsupported { game, why } => t!(
                "certfile-unsupported",
                game = game.as_str(),
                why = why.as_str()
            ),
            CertificateError::TooFewValues { needed, given } => t!(
                "certfile-too-few",
                last = needed.saturating_sub(1).to_string(),
                given = given.to_string()
            ),
            CertificateError::Unwritable { path, reason } => t!(
                "certfile-unwritable",
                path = path.as_str(),
                reason = reason.as_str()
            ),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for CertificateError {}

impl CertificateError {
    /// Whether the request itself was wrong (a game no certificate covers), rather than the
    /// search or the writing falling short.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            CertificateError::Misere { .. } | CertificateError::Unsupported { .. }
        )
    }
}

impl CertificateFile {
    /// Whether a certificate can be written for `game` once a period is certified: normal
    /// play, and a subtraction set, an octal code or a finite take-and-break code without `!`.
    ///
    /// # Errors
    /// [`CertificateError::Misere`] or [`CertificateError::Unsupported`], saying why.
    pub fn supports(game: &Game) -> Result<(), CertificateError> {
        let unsupported = |why: String| {
            Err(CertificateError::Unsupported {
                game: game.spec(),
                why,
            })
        };
        match game {
            _ if game.is_misere() => Err(CertificateError::Misere {
                rule: game.rule().name(),
            }),
            Game::Subtraction { .. } | Game::Octal(_) => Ok(()),
            Game::TakeBreak(code) if !code.is_finite() => unsupported(t!("certfile-why-tail")),
            Game::TakeBreak(code) if code.has_unequal() => unsupported(t!("certfile-why-unequal")),
            Game::TakeBreak(_) => Ok(()),
            Game::Tree(_) => unsupported(t!("certfile-why-tree")),
        }
    }

    /// The certificate of `grundy`, the search's answer for `game`, from `values`
    /// (`G(0), G(1), …`, at least as many as the theorem compares).
    ///
    /// # Errors
    /// As [`CertificateFile::supports`]; [`CertificateError::NotCertified`] without a
    /// certified period; [`CertificateError::TooFewValues`] when `values` stop short.
    pub fn new(
        game: &Game,
        grundy: &Periodicity,
        values: &[Nimber],
    ) -> Result<Self, CertificateError> {
        CertificateFile::supports(game)?;
        let period = match grundy {
            Periodicity::Periodic(period) => period,
            Periodicity::NotFound { checked_to } => {
                return Err(CertificateError::NotCertified {
                    checked_to: *checked_to,
                });
            }
        };
        let (e, p) = (period.preperiod, period.period);
        let (bound, check_until) = theorem_bound(game, period)?;
        let needed = check_until + p;
        if (values.len() as u64) < needed {
            return Err(CertificateError::TooFewValues {
                needed,
                given: values.len() as u64,
            });
        }
        let (statement, reference) = match bound {
            TheoremBound::RepeatedWindow { .. } => {
                (t!("certfile-window"), t!("certfile-window-source"))
            }
            TheoremBound::GuySmith { .. } => {
                (t!("certfile-guy-smith"), t!("certfile-guy-smith-source"))
            }
            TheoremBound::GuySmithBHeaps { .. } => {
                (t!("certfile-heaps"), t!("certfile-heaps-source"))
            }
        };
        Ok(CertificateFile {
            format: CERTIFICATE_FORMAT.into(),
            version: CERTIFICATE_VERSION,
            game: game.spec(),
            rule: certified_rule(game)?,
            claim: CertifiedClaim {
                preperiod: e,
                period: p,
                statement: t!(
                    "certfile-claim",
                    preperiod = e.to_string(),
                    period = p.to_string()
                ),
            },
            theorem: CertifiedTheorem {
                bound,
                check_from: e,
                check_until,
                condition: format!("G(n + {p}) = G(n) for {e} <= n < {check_until}"),
                statement,
                reference,
            },
            values: values[..needed as usize].to_vec(),
        })
    }

    /// The file's text: JSON with two spaces of indentation, and the values on one line.
    ///
    /// # Errors
    /// serde_json's, which plain strings and numbers do not raise.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        let nested = |text: String| text.replace('\n', "\n  ");
        Ok(format!(
            "{{\n  \"format\": {},\n  \"version\": {},\n  \"game\": {},\n  \"rule\": {},\n  \
             \"claim\": {},\n  \"theorem\": {},\n  \"values\": {}\n}}\n",
            serde_json::to_string(&self.format)?,
            self.version,
            serde_json::to_string(&self.game)?,
            nested(serde_json::to_string_pretty(&self.rule)?),
            nested(serde_json::to_string_pretty(&self.claim)?),
            nested(serde_json::to_string_pretty(&self.theorem)?),
            serde_json::to_string(&self.values)?
        ))
    }
}

/// The theorem of `period`'s certificate and one past the last `n` it checks.
fn theorem_bound(game: &Game, period: &Period) -> Result<(TheoremBound, u64), CertificateError> {
    let two_heaps = |code_length, heaps| {
        if heaps <= 2 {
            TheoremBound::GuySmith { code_length, heaps }
        } else {
            TheoremBound::GuySmithBHeaps { code_length, heaps }
        }
    };
    match period.certificate {
        Certificate::WindowRepeat { start, length, .. } => Ok((
            TheoremBound::RepeatedWindow { window: length },
            start + length,
        )),
        Certificate::GuySmith {
            code_length,
            splitting,
            checked_until,
            ..
        } => Ok((
            two_heaps(code_length, if splitting { 2 } else { 1 }),
            checked_until,
        )),
        Certificate::TakeBreak {
            code_length,
            heaps,
            checked_until,
            ..
        } => Ok((two_heaps(code_length, heaps.max(1)), checked_until)),
        Certificate::NonSplitting { .. }
        | Certificate::FromArithmetic { .. }
        | Certificate::FromNimSequence { .. } => Err(CertificateError::Unsupported {
            game: game.spec(),
            why: t!("certfile-why-tail"),
        }),
    }
}

/// The rule of `game` in plain terms.
fn certified_rule(game: &Game) -> Result<CertifiedRule, CertificateError> {
    let meaning = game.rules_in_words().join(" ");
    let code_rule = |code: &TakeBreakCode, spelled: String| CodeRule {
        play: "normal".into(),
        code: spelled,
        bits: t!("certfile-bits"),
        digits: code
            .digits()
            .iter()
            .enumerate()
            .map(|(k, &d)| code_digit(k, d))
            .collect(),
        meaning: meaning.clone(),
    };
    Ok(match game {
        Game::Subtraction { set, rule } => CertifiedRule::Subtraction {
            play: "normal".into(),
            set: set.elements().to_vec(),
            take_all_below_min: rule.takes_all_below_min(),
            meaning,
        },
        Game::Octal(code) => {
            CertifiedRule::Octal(code_rule(&TakeBreakCode::from(code), code.to_string()))
        }
        Game::TakeBreak(code) => CertifiedRule::TakeAndBreak(code_rule(code, code.to_string())),
        Game::Tree(_) => {
            return Err(CertificateError::Unsupported {
                game: game.spec(),
                why: t!("certfile-why-tree"),
            });
        }
    })
}

/// Digit `dk` spelled out.
fn code_digit(k: usize, digit: Digit) -> CodeDigit {
    let leaves: Vec<u8> = (0..4u8).filter(|&h| digit.leaves(h as usize)).collect();
    let parts: Vec<String> = leaves
        .iter()
        .map(|h| match h {
            0 => t!("certfile-leave-nothing", remove = k.to_string()),
            1 => t!("certfile-leave-one"),
            2 => t!("certfile-leave-two"),
            _ => t!("certfile-leave-three"),
        })
        .collect();
    let remove = if k == 0 {
        t!("certfile-remove-nothing")
    } else {
        t!("certfile-remove", count = k, remove = k.to_string())
    };
    let meaning = if parts.is_empty() {
        t!("certfile-digit-no-move", remove = remove)
    } else {
        t!("certfile-digit", remove = remove, leaves = or_list(&parts))
    };
    CodeDigit {
        remove: k,
        digit: format!("{:X}", digit.bits),
        leaves,
        meaning,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::nim_sequence;
    use crate::period::find_period;

    fn file(spec: &str, limit: u64) -> Result<CertificateFile, CertificateError> {
        let game: Game = spec.parse().expect("a game");
        let report = find_period(&game, limit).expect("a search");
        let values = nim_sequence(&game, limit as usize + 1).expect("values");
        CertificateFile::new(&game, &report.grundy, &values)
    }

    #[test]
    fn kayles_digits_are_spelled_out() {
        let kayles = file("octal:0.77", 400).unwrap();
        let CertifiedRule::Octal(rule) = &kayles.rule else {
            panic!("{:?}", kayles.rule)
        };
        assert_eq!(rule.code, "0.77");
        let leaves: Vec<&[u8]> = rule.digits.iter().map(|d| &d.leaves[..]).collect();
        assert_eq!(leaves, [&[][..], &[0, 1, 2], &[0, 1, 2]]);
        assert_eq!(
            rule.digits[1].meaning,
            "remove 1 token, leaving no heap (only from a heap of exactly 1), one non-empty \
             heap or two non-empty heaps"
        );
        assert_eq!(rule.digits[0].meaning, "remove nothing: no move");
        assert_eq!(
            kayles.theorem.bound,
            TheoremBound::GuySmith {
                code_length: 2,
                heaps: 2
            }
        );
        assert_eq!(
            kayles.theorem.condition,
            "G(n + 12) = G(n) for 71 <= n < 156"
        );
    }

    #[test]
    fn the_window_of_a_subtraction_game_is_its_largest_element() {
        let sub = file("sub:2,4,7", 200).unwrap();
        assert_eq!(
            sub.theorem.bound,
            TheoremBound::RepeatedWindow { window: 7 }
        );
        assert_eq!((sub.theorem.check_from, sub.theorem.check_until), (8, 15));
        assert_eq!(sub.values.len(), 15 + 3);
        let take_all = file("sub:3,5,6/take-all", 200).unwrap();
        assert!(matches!(
            take_all.rule,
            CertifiedRule::Subtraction {
                take_all_below_min: true,
                ..
            }
        ));
    }

    #[test]
    fn three_heaps_use_the_general_bound() {
        let tb = file("tb:0.F7F", 1000).unwrap();
        let TheoremBound::GuySmithBHeaps { heaps: 3, .. } = tb.theorem.bound else {
            panic!("{:?}", tb.theorem)
        };
        let (e, p) = (tb.claim.preperiod, tb.claim.period);
        assert_eq!(tb.theorem.check_until, 3 * e.max(1) + 2 * p + 3);
    }

    #[test]
    fn games_without_a_certificate_say_why() {
        let misere = file("sub:1,3,4/misere", 200).unwrap_err();
        assert_eq!(misere, CertificateError::Misere { rule: "misere" });
        assert!(misere.is_bad_input());
        let nim = file("tb:0.[3]", 200).unwrap_err();
        assert!(nim.to_string().contains("repeats forever"), "{nim}");
        let grundy = file("grundy", 200).unwrap_err();
        assert!(grundy.to_string().contains("unequal"), "{grundy}");
        let officers = file("octal:0.6", 300).unwrap_err();
        assert_eq!(officers, CertificateError::NotCertified { checked_to: 300 });
        assert!(!officers.is_bad_input());
    }

    #[test]
    fn too_few_values_are_refused() {
        let game: Game = "octal:0.07".parse().unwrap();
        let report = find_period(&game, 400).unwrap();
        let values = nim_sequence(&game, 100).unwrap();
        let err = CertificateFile::new(&game, &report.grundy, &values).unwrap_err();
        assert_eq!(
            err,
            CertificateError::TooFewValues {
                needed: 142 + 34,
                given: 100
            }
        );
    }

    #[test]
    fn the_words_follow_the_language() {
        use crate::words::{with_language, Lang};
        let misere = CertificateError::Misere { rule: "misere" };
        let german = with_language(Lang::De, || misere.to_string());
        let french = with_language(Lang::Fr, || {
            code_digit(
                1,
                Digit {
                    bits: 7,
                    unequal: false,
                },
            )
        });
        assert!(german.contains("Normalspiel"), "{german}");
        assert_eq!(
            french.meaning,
            "retirer 1 jeton en laissant aucun tas (seulement depuis un tas d'exactement 1), un \
             tas non vide ou deux tas non vides"
        );
    }

    #[test]
    fn the_json_reads_back() {
        let kayles = file("octal:0.77", 400).unwrap();
        let text = kayles.to_json().unwrap();
        assert!(
            text.starts_with("{\n  \"format\": \"nimseq-certificate\",\n"),
            "{text}"
        );
        assert!(text.contains("\"name\": \"guy-smith\""), "{text}");
        let back: CertificateFile = serde_json::from_str(&text).unwrap();
        assert_eq!(back, kayles);
    }
}
