//! A search that stopped without a period: why it stopped, the candidate its values show, and
//! the searches that go on from it (to certify the candidate, four times as far, to the next
//! power of two), each with the memory it takes on the page.

use serde::{Deserialize, Serialize};

use super::GameAnalysis;
use crate::texts::t;
use crate::PAGE_MAX_TERMS;

/// Where a search without a period ended, as the sequence view's "search further" box needs it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FurtherSearch {
    /// The last `n` computed.
    pub checked_to: u64,
    /// The farthest `n` a search of this game may reach on the page.
    pub search_most: u64,
    /// The last `n` the candidate's certificate compares, when the page can search that far.
    pub certifies_at: Option<u64>,
    /// The candidate and what would certify it, in words.
    pub candidate: Option<String>,
}

impl GameAnalysis {
    /// Where the search ended, when it may go on: no period certified, and values that do not
    /// grow without bound.
    pub fn further(&self) -> Option<FurtherSearch> {
        (self.grundy.period.is_none() && !self.grows()).then(|| FurtherSearch {
            checked_to: self.checked_to,
            search_most: self.search_most,
            certifies_at: self.candidate.as_ref().and_then(|c| c.certifies_at),
            candidate: self.candidate.as_ref().map(|c| c.text.clone()),
        })
    }
}

/// One offer to search further.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SearchOffer {
    /// Up to `G(limit)`.
    pub limit: u64,
    /// `Search 4 times as far: up to n = 40,003 (about 1 MiB of memory)`.
    pub text: String,
    /// Whether it goes no further than the search did (not offered).
    pub hidden: bool,
}

/// The "search further" box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FurtherBox {
    /// `No period found up to n = 10,000 (the search limit). The values computed are kept; …`.
    pub note: String,
    /// The candidate in words, if the values show one.
    pub candidate: Option<String>,
    /// The search that certifies the candidate, if the page can make it.
    pub certify: Option<SearchOffer>,
    /// Four times as far.
    pub four: SearchOffer,
    /// To the next power of two past sixteen times as far.
    pub power: SearchOffer,
}

/// Memory of `limit` values on the page and in its worker (16 bits each, twice).
fn mib(limit: u64) -> String {
    let mib = (4.0 * (limit + 1) as f64 / f64::from(1 << 20)).round() as u64;
    t!("further-mib", mib = mib.max(1).to_string())
}

/// An offer to search up to `G(limit)` from a search that reached `n`, `label` its first
/// words.
fn offer(label: &str, limit: u64, n: u64) -> SearchOffer {
    SearchOffer {
        limit,
        text: t!(
            "further-offer",
            label = label,
            limit = limit,
            memory = mib(limit)
        ),
        hidden: limit <= n,
    }
}

/// The box for search `f`, which stopped on its `budget` (of `budget_ms` milliseconds), was
/// `cancelled`, or (anything else) reached its limit.
///
/// # Examples
/// ```
/// use nimseq_page::{further_box, FurtherSearch};
/// let f = FurtherSearch { checked_to: 2000, search_most: (1 << 28) - 1, certifies_at: None, candidate: None };
/// let b = further_box(&f, None, None);
/// assert_eq!(b.note, "No period found up to n = 2,000 (the search limit). The values computed are kept; searching further goes on from them.");
/// assert_eq!(b.four.text, "Search 4 times as far: up to n = 8,003 (about 1 MiB of memory)");
/// assert_eq!(b.power.text, "Search to 2^15: up to n = 32,767 (about 1 MiB of memory)");
/// ```
pub fn further_box(f: &FurtherSearch, stopped: Option<&str>, budget_ms: Option<u64>) -> FurtherBox {
    let n = f.checked_to;
    let page_most = PAGE_MAX_TERMS - 1;
    let why = match stopped {
        Some("budget") => {
            let seconds = (budget_ms.unwrap_or(0) as f64 / 1000.0).round();
            t!(
                "further-why-budget",
                seconds = seconds.to_string(),
                count = seconds
            )
        }
        Some("cancelled") => t!("further-why-cancelled"),
        _ if n >= f.search_most && f.search_most < page_most => t!("further-why-method"),
        _ if n >= f.search_most => t!("further-why-page"),
        _ => t!("further-why-limit"),
    };
    let most = page_most.min(f.search_most);
    let four = most.min(4 * (n + 1) - 1);
    let power = most.min((16 * (n + 1)).next_power_of_two() - 1);
    let exponent = ((power + 1) as f64).log2().round();
    FurtherBox {
        note: t!("further-note", n = n, why = why),
        candidate: f.candidate.clone(),
        certify: f
            .certifies_at
            .filter(|&m| m > n)
            .map(|m| offer(&t!("further-certify"), m, n)),
        four: offer(&t!("further-four"), four, n),
        // The same search as four times as far: not offered twice.
        power: offer(
            &t!("further-power", exponent = exponent.to_string()),
            if power == four { n } else { power },
            n,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::analysed as view;

    #[test]
    fn only_a_search_without_a_period_goes_further() {
        assert_eq!(view("sub:2,4,7", 1000).further(), None);
        assert_eq!(view("tb:0.[3]", 500).further(), None);
        let f = view("octal:0.6", 2000).further().expect("no period");
        assert_eq!(f.checked_to, 2000);
        let b = further_box(&f, Some("budget"), Some(2500));
        assert_eq!(
            b.note,
            "No period found up to n = 2,000 (the search stopped after 3 seconds). The values computed are kept; searching further goes on from them."
        );
        assert_eq!(b.four.limit, 8003);
        assert!(!b.four.hidden);
        assert_eq!((b.power.limit, b.power.hidden), (32_767, false));
        assert!(further_box(&f, Some("cancelled"), None)
            .note
            .contains("(the search was cancelled)"));
    }

    #[test]
    fn a_candidate_is_offered_its_certificate() {
        let f = view("octal:0.16", 450_000)
            .further()
            .expect("no period yet");
        let b = further_box(&f, None, None);
        let c = b.certify.expect("the page can certify it");
        assert_eq!(c.limit, 509_621);
        assert_eq!(
            c.text,
            "Search further to certify it: up to n = 509,621 (about 2 MiB of memory)"
        );
        assert!(b
            .candidate
            .unwrap()
            .starts_with("Candidate preperiod 105351"));
    }

    #[test]
    fn at_the_pages_largest_search() {
        let most = PAGE_MAX_TERMS - 1;
        let f = FurtherSearch {
            checked_to: most,
            search_most: most,
            certifies_at: None,
            candidate: None,
        };
        let b = further_box(&f, None, None);
        assert!(b.note.contains("(the page’s largest search)"), "{}", b.note);
        assert!(b.four.hidden && b.power.hidden);
        assert_eq!(
            b.power.text,
            "Search to 2^28: up to n = 268,435,455 (about 1024 MiB of memory)"
        );
        let f = FurtherSearch {
            checked_to: 1000,
            search_most: 1000,
            ..f
        };
        let b = further_box(&f, None, None);
        assert!(b
            .note
            .contains("(the most values this game’s method computes)"));
        // Four times as far and the power of two are the same search: offered once.
        assert_eq!((b.four.limit, b.power.limit), (1000, 1000));
    }
}
