//! The sequence view's facts in words: preperiod, period, certificate, outcomes, largest value,
//! `B(S)` and `E(S)` (folded when long), the overview's title and the strip's caption, the
//! download stretches offered, while a search runs and once it is over.

use serde::Serialize;

use nimseq_core::game::Nimber;
use nimseq_core::theory::Status;

use super::known::{ArithmeticLaw, SequenceLaw, ValuePeriod};
use super::GameAnalysis;
use crate::texts::t;

/// Characters of a long string (`B(S)`, `E(S)`) shown before the rest is folded away.
pub const SHOWN_CHARS: usize = 300;
/// Characters of each end of a folded string shown in its summary.
const FOLDED_ENDS: usize = 40;
/// Values a download offers at least, from the preperiod on.
const LEAST_STRETCH: u64 = 99;

/// A string shown whole when short, else folded: its ends and shape, "show all" and "copy".
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LongText {
    /// The whole string (or what stands for a missing one).
    pub text: String,
    /// When folded: `<0111…> … <…01> (1,234 characters: a prefix of 5 and a period of 1,229
    /// characters; show all)`.
    pub summary: Option<String>,
}

impl LongText {
    /// `value` as shown, `shape` saying what it is made of; `missing` when there is none.
    fn of(value: Option<&str>, shape: &str, missing: &str) -> LongText {
        let Some(value) = value else {
            return LongText {
                text: missing.to_string(),
                summary: None,
            };
        };
        let chars: Vec<char> = value.chars().collect();
        let summary = (chars.len() > SHOWN_CHARS).then(|| {
            let head: String = chars[..FOLDED_ENDS].iter().collect();
            let tail: String = chars[chars.len() - FOLDED_ENDS..].iter().collect();
            let count = chars.len();
            if shape.is_empty() {
                t!("seq-folded", head = head, tail = tail, count = count)
            } else {
                t!(
                    "seq-folded-shape",
                    head = head,
                    tail = tail,
                    count = count,
                    shape = shape
                )
            }
        });
        LongText {
            text: value.to_string(),
            summary,
        }
    }
}

/// The facts of a finished search, in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SequenceFacts {
    /// The preperiod, or why there is none.
    pub preperiod: String,
    /// The period, or why there is none.
    pub period: String,
    /// The certificate in words (the theorem, for values that grow).
    pub certificate: String,
    /// The outcomes' period and certificate.
    pub outcome: String,
    /// The largest value, and of what; with where it first occurs when certified
    /// (`8, first at n = 27`).
    pub largest: String,
    /// Where the largest value first occurs (the tables' "largest idx"), when it is among the
    /// values the view holds.
    pub largest_at: Option<u64>,
    /// The game's OEIS sequence, if the offline table has one (research material: shown with
    /// the certificate, which teaching links and embeds leave out).
    pub oeis: Option<OeisFact>,
    /// `Overview of G(0) … G(1,000)`.
    pub overview_title: String,
    /// The arithmetic period in words, or empty.
    pub pattern: String,
    /// `B(S)`.
    pub b: LongText,
    /// `E(S)`.
    pub e: LongText,
    /// Without a closed form from the literature, the sentence that says so.
    pub theory_note: Option<String>,
    /// The stretch a download offers: from the preperiod, three periods (at least 99 values).
    pub stretch: [u64; 2],
    /// One period, when certified.
    pub period_stretch: Option<[u64; 2]>,
    /// What the "one period" download says without a certified period.
    pub no_period: String,
}

/// A game's OEIS sequence, as the facts show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OeisFact {
    /// `A002186`.
    pub id: &'static str,
    /// The OEIS title.
    pub title: &'static str,
    /// `https://oeis.org/A002186`.
    pub url: String,
    /// `OEIS A002186: Sprague-Grundy values for the game of Kayles (…)`, with the shift when
    /// the game's values are the sequence's moved on.
    pub text: String,
}

impl OeisFact {
    /// The OEIS sequence of the game spelled `spec`, if the table has one.
    pub fn of(spec: &str) -> Option<OeisFact> {
        nimseq_core::oeis::lookup(spec).map(|e| OeisFact {
            id: e.id,
            title: e.title,
            url: e.url(),
            text: e.describe(),
        })
    }
}

/// The facts while a search runs: what is known so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchingFacts {
    /// For the preperiod and the period: `searching… (12,000 values so far)`.
    pub so_far: String,
    /// The largest value so far: `7 so far`, or empty.
    pub largest: String,
    /// `Overview of G(0) … G(11,999)`.
    pub overview_title: String,
}

/// `Overview of G(0) … G(last)`.
fn overview_title(last: u64) -> String {
    t!("overview-heading", last = last)
}

/// The facts of a search that has `computed` values so far, the largest `max`.
pub fn searching_facts(computed: u64, max: Nimber) -> SearchingFacts {
    let some = computed > 0;
    SearchingFacts {
        so_far: if some {
            t!("seq-searching-so-far", count = computed)
        } else {
            t!("seq-searching")
        },
        largest: if some {
            t!("seq-largest-so-far", value = max.to_string())
        } else {
            String::new()
        },
        overview_title: overview_title(computed.saturating_sub(1)),
    }
}

/// The strip's caption and its text for readers of the values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StripWords {
    /// `sub:2,4,7: G(0) … G(59)`.
    pub caption: String,
    /// The caption and every value: `…, each value in its colour: 0 0 1 1 2 2 …`.
    pub label: String,
}

/// The words of the strip of `values`, the first values of the game `title`.
pub fn strip_words(title: &str, values: &[Nimber]) -> StripWords {
    let caption = format!("{title}: G(0) … G({})", values.len().saturating_sub(1));
    let all: Vec<String> = values.iter().map(ToString::to_string).collect();
    StripWords {
        label: t!(
            "seq-strip-label",
            caption = caption.as_str(),
            values = all.join(" ")
        ),
        caption,
    }
}

impl GameAnalysis {
    /// What the sequence view's handle keeps of the answer: the certified period and the
    /// arithmetic period.
    pub fn law(&self) -> SequenceLaw {
        let period = self
            .grundy
            .preperiod
            .zip(self.grundy.period)
            .map(|(preperiod, period)| ValuePeriod { preperiod, period });
        let arithmetic = self.arithmetic.as_ref().map(|a| ArithmeticLaw {
            preperiod: a.preperiod,
            period: a.period,
            saltus: a.saltus,
            certified: a.certified,
        });
        SequenceLaw { period, arithmetic }
    }

    /// Whether the values grow without bound (a certified arithmetic period with a positive
    /// saltus).
    pub fn grows(&self) -> bool {
        self.arithmetic.as_ref().is_some_and(|a| a.grows)
    }

    /// The facts in words.
    pub fn facts(&self) -> SequenceFacts {
        let g = &self.grundy;
        let grows = self.grows();
        let none = if grows {
            t!("seq-none-grow")
        } else {
            t!("seq-none-found", n = self.checked_to.to_string())
        };
        let certified = g.preperiod.zip(g.period);
        let o = &self.outcome;
        let outcome = match o.preperiod.zip(o.period) {
            Some((e, p)) => t!(
                "seq-outcome-period",
                preperiod = e.to_string(),
                period = p.to_string(),
                certificate = o.text.as_str()
            ),
            None => o.text.clone(),
        };
        // Where the largest value first occurs among every value computed.
        let largest_at = self.largest_at;
        let max = self.max_value.to_string();
        let largest = match (certified.is_some(), grows, largest_at) {
            (true, _, Some(n)) => t!("seq-largest-first", value = max, n = n.to_string()),
            (true, _, None) => max,
            (false, true, _) => t!("seq-largest-grows", value = max),
            (false, false, Some(n)) => {
                t!("seq-largest-computed-first", value = max, n = n.to_string())
            }
            (false, false, None) => t!("seq-largest-computed", value = max),
        };
        let certificate = match &self.arithmetic {
            Some(a) if grows => a.theorem.clone().unwrap_or_else(|| g.text.clone()),
            _ => g.text.clone(),
        };
        let b_shape = self.b_shape.map_or(String::new(), |[prefix, period]| {
            t!("seq-b-shape", prefix = prefix, period = period)
        });
        let e = match &self.result_number {
            Some(e) => {
                let (num, den) = (e.numerator(), e.denominator());
                let digits = t!(
                    "seq-e-digits",
                    numerator = num.len(),
                    denominator = den.len()
                );
                LongText::of(Some(&format!("{num} / {den}")), &digits, "—")
            }
            None if self.b_string.is_some() => LongText::of(None, "", &t!("seq-e-too-long")),
            None => LongText::of(None, "", "—"),
        };
        let from = g.preperiod.unwrap_or(0);
        let three = (3 * g.period.unwrap_or(0)).max(LEAST_STRETCH);
        SequenceFacts {
            preperiod: certified.map_or(none.clone(), |(e, _)| e.to_string()),
            period: certified.map_or(none, |(_, p)| p.to_string()),
            certificate,
            outcome,
            largest,
            largest_at,
            oeis: OeisFact::of(&self.game),
            overview_title: overview_title(self.checked_to),
            pattern: self
                .arithmetic
                .as_ref()
                .map_or(String::new(), |a| a.text.clone()),
            b: LongText::of(
                self.b_string.as_deref(),
                &b_shape,
                &t!("seq-b-not-certified"),
            ),
            e,
            theory_note: self
                .predictions
                .is_empty()
                .then(|| t!("seq-no-closed-form")),
            stretch: [from, self.checked_to.min(from + three - 1)],
            period_stretch: certified.map(|(e, p)| [e, e + p - 1]),
            no_period: t!("seq-no-period-download"),
        }
    }
}

/// The word that flags a prediction's verdict.
pub(crate) fn verdict_flag(status: Status) -> String {
    match status {
        Status::Agrees => t!("seq-verdict-agrees"),
        Status::Disagrees => t!("seq-verdict-disagrees"),
        Status::Undecided => t!("seq-verdict-undecided"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::analysed as view;

    #[test]
    fn a_certified_period() {
        let v = view("sub:2,4,7", 1000);
        let f = v.facts();
        assert_eq!((f.preperiod.as_str(), f.period.as_str()), ("8", "3"));
        assert_eq!(f.certificate, v.grundy.text);
        let at = f
            .largest_at
            .expect("a certified largest value is among the values held");
        assert_eq!(f.largest, format!("{}, first at n = {at}", v.max_value));
        assert_eq!(v.values[at as usize], v.max_value);
        assert!(v.values[..at as usize].iter().all(|&x| x < v.max_value));
        assert_eq!(f.oeis, None);
        // Kayles: the largest value 8 first at n = 27 (A002186), and its OEIS entry.
        let kayles = view("octal:0.77", 1000).facts();
        assert_eq!(kayles.largest, "8, first at n = 27");
        let oeis = kayles.oeis.expect("Kayles is in the OEIS");
        assert_eq!(
            (oeis.id, oeis.url.as_str()),
            ("A002186", "https://oeis.org/A002186")
        );
        assert!(oeis.text.starts_with("OEIS A002186: Sprague-Grundy values"));
        assert!(f.outcome.starts_with("preperiod "), "{}", f.outcome);
        assert_eq!(
            f.overview_title,
            format!("Overview of G(0) … G({})", v.checked_to)
        );
        assert_eq!(f.pattern, "");
        assert_eq!(f.b.summary, None);
        assert_eq!(Some(f.b.text.as_str()), v.b_string.as_deref());
        assert_eq!(f.stretch, [8, v.checked_to.min(8 + 99 - 1)]);
        assert_eq!(f.period_stretch, Some([8, 10]));
        assert_eq!(
            v.law().period,
            Some(ValuePeriod {
                preperiod: 8,
                period: 3
            })
        );
    }

    #[test]
    fn values_that_grow_and_values_without_a_period() {
        let v = view("tb:0.[3]", 500);
        let f = v.facts();
        assert_eq!(f.period, "none: the values grow without bound");
        assert_eq!(f.preperiod, f.period);
        assert!(
            f.certificate.contains("arithmetic-periodicity theorem"),
            "{}",
            f.certificate
        );
        assert_eq!(
            f.largest,
            format!("none ({} among the values computed)", v.max_value)
        );
        assert_eq!(
            f.pattern,
            "arithmetic-periodic, certified: G(n + 1) = G(n) + 1 for n >= 0"
        );
        assert_eq!(f.period_stretch, None);
        assert_eq!(f.b.text, "the outcome period is not certified");
        assert_eq!(f.e.text, "—");
        assert_eq!(
            f.theory_note.as_deref(),
            Some("No closed form from the literature applies to this game.")
        );
        let v = view("octal:0.6", 2000);
        let f = v.facts();
        assert_eq!(f.period, "none found up to 2000");
        // The first place of the largest value among every value computed.
        let at = nimseq_core::game::nim_sequence(&"octal:0.6".parse().unwrap(), 2001)
            .unwrap()
            .iter()
            .position(|&x| x == v.max_value)
            .unwrap();
        assert!(
            f.largest
                .ends_with(&format!(" (among the values computed, first at n = {at})")),
            "{}",
            f.largest
        );
        assert_eq!(f.stretch, [0, 98]);
        assert_eq!(v.law(), SequenceLaw::default());
    }

    #[test]
    fn long_strings_fold() {
        let long = "01".repeat(200);
        let t = LongText::of(
            Some(&long),
            "a prefix of 0 and a period of 2 characters",
            "",
        );
        assert_eq!(t.text, long);
        assert_eq!(
            t.summary.as_deref(),
            Some(
                "0101010101010101010101010101010101010101 … 0101010101010101010101010101010101010101 \
                 (400 characters: a prefix of 0 and a period of 2 characters; show all)"
            )
        );
        assert_eq!(LongText::of(Some("<01>"), "x", "").summary, None);
        let t = LongText::of(Some(&"7".repeat(1234)), "", "");
        assert!(t
            .summary
            .unwrap()
            .ends_with(" (1,234 characters; show all)"));
    }

    #[test]
    fn while_searching_and_the_strip() {
        let f = searching_facts(12_000, 7);
        assert_eq!(f.so_far, "searching… (12,000 values so far)");
        assert_eq!(f.largest, "7 so far");
        assert_eq!(f.overview_title, "Overview of G(0) … G(11,999)");
        let f = searching_facts(0, 0);
        assert_eq!((f.so_far.as_str(), f.largest.as_str()), ("searching…", ""));
        assert_eq!(f.overview_title, "Overview of G(0) … G(0)");
        let s = strip_words("sub:1,2", &[0, 1, 2]);
        assert_eq!(s.caption, "sub:1,2: G(0) … G(2)");
        assert_eq!(
            s.label,
            "sub:1,2: G(0) … G(2), each value in its colour: 0 1 2"
        );
        assert_eq!(verdict_flag(Status::Disagrees), "DISAGREES");
    }
}
