//! The atlas of short octal codes: every game `0.d1…dk` with up to a given number of digits,
//! computed to a cap, its period certified where it can be, compared with the literature's
//! tables (`literature`), and grouped with the codes whose sequences agree (`groups`).
//!
//! # Examples
//! ```
//! use nimseq_core::atlas::{atlas, AtlasSpec, Status};
//! let rows = atlas(&AtlasSpec { digits: 1, first_digit: None, cap: 1 << 12 })?;
//! assert_eq!(rows.len(), 7); // 0.1 ... 0.7
//! let nim_like = rows.iter().find(|r| r.code.to_string() == "0.3").unwrap();
//! assert_eq!((nim_like.preperiod, nim_like.period), (Some(0), Some(2)));
//! // Every one-digit code is certified but 0.6, whose period nobody has found.
//! let open: Vec<String> = rows.iter().filter(|r| r.status != Status::Certified).map(|r| r.code.to_string()).collect();
//! assert_eq!(open, ["0.6"]);
//! # Ok::<(), nimseq_core::GameError>(())
//! ```

pub(crate) mod convention;
pub(crate) mod export;
pub(crate) mod groups;
pub(crate) mod known;
pub(crate) mod literature;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod schedule;
pub(crate) mod share;
pub(crate) mod sharing;

use serde::{Deserialize, Serialize};

use crate::error::{GameError, Limit};
use crate::game::{Evaluator, Game, Nimber, OctalCode, RareValues};
use crate::limits;
use crate::period::{Certificate, PeriodSearch, Periodicity};
use crate::words::t;

pub use convention::{
    check_document, check_shifted, convention, shifted_claim, sources, Convention, Counted,
    FirstHeap, ShiftedCheck, ShiftedClaim,
};
pub use export::{csv_row, json_row, verdict_source, CSV_HEADER};
pub use groups::{equal_sequences, first_difference, shifted_sequences, Group, NearPair, Shifted};
pub use known::{errata, known, published_mask, shift, Claim, Known, Tables};
pub use literature::{compare, conventions, Compared, Verdict};
#[cfg(not(target_arch = "wasm32"))]
pub use schedule::rows_in_order;
pub use share::{bases, known_values, shared_row};
pub use sharing::{Sharing, Start};

/// The most digits an atlas takes (4 digits: 4,095 codes).
pub const MAX_ATLAS_DIGITS: usize = 4;
/// Values per code by default, on the page and the command line.
pub const DEFAULT_ATLAS_CAP: u32 = 1 << 16;
/// Values each row keeps for comparisons (a certified row keeps its preperiod and one period,
/// which give every value).
pub const KEPT_VALUES: usize = 1 << 16;

/// Which codes an atlas holds and how far each is computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AtlasSpec {
    /// Codes `0.d1…dk` with `k <= digits` (1 to [`MAX_ATLAS_DIGITS`]).
    pub digits: usize,
    /// Only codes whose first digit `d1` is this one.
    pub first_digit: Option<u8>,
    /// Values computed per code before it is called unresolved: `G(0) … G(cap - 1)`.
    pub cap: u64,
}

/// Whether a row's period was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// A period certified by the Guy–Smith theorem.
    Certified,
    /// No period found within the cap.
    NoPeriod,
}

impl Status {
    /// The status in words (in the thread's language), as the table writes it: `certified`,
    /// `no period up to N`.
    pub fn describe(self, checked_to: u64) -> String {
        match self {
            Status::Certified => t!("atlas-certified"),
            Status::NoPeriod => t!("atlas-no-period", checked_to = checked_to.to_string()),
        }
    }
}

/// One code of the atlas, computed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AtlasRow {
    /// The code.
    pub code: OctalCode,
    /// Certified or not.
    pub status: Status,
    /// The certified preperiod.
    pub preperiod: Option<u64>,
    /// The certified period.
    pub period: Option<u64>,
    /// The last `n` computed.
    pub checked_to: u64,
    /// The certificate's range `e <= n < end` (Guy–Smith), when certified.
    pub certificate_until: Option<u64>,
    /// The largest value: of the whole sequence when certified, else of those computed.
    pub largest: Nimber,
    /// The rare/common mask and rare values, where the method used a mask (the literature's
    /// mask where published and it separates the values; `n = 0` counted).
    pub rare: Option<RareValues>,
    /// Where the largest value first occurs (the tables' "largest idx").
    #[serde(default)]
    pub largest_at: Option<u64>,
    /// `G(0) …`: the preperiod and one period when certified, else the first
    /// [`KEPT_VALUES`] computed.
    pub values: Vec<Nimber>,
}

impl AtlasRow {
    /// `G(n)` if this row knows it: every `n` when certified, else `n` among the values kept.
    pub fn value(&self, n: u64) -> Option<Nimber> {
        let len = self.values.len() as u64;
        if n < len {
            return Some(self.values[n as usize]);
        }
        match (self.preperiod, self.period) {
            (Some(e), Some(p)) if p > 0 => Some(self.values[(e + (n - e) % p) as usize]),
            _ => None,
        }
    }

    /// How many values from `G(0)` on this row knows (`u64::MAX` when certified).
    pub fn known(&self) -> u64 {
        if self.status == Status::Certified {
            u64::MAX
        } else {
            self.values.len() as u64
        }
    }
}

/// Every code of the family, in order: by length, then digits (`0.1 … 0.7, 0.01 … 0.77, …`).
/// A code ending in 0 is the shorter code, so each game is listed once.
///
/// # Errors
/// [`GameError::LimitExceeded`] for more than [`MAX_ATLAS_DIGITS`] digits, and
/// [`GameError::BadOctalDigit`] for a first digit above 7.
pub fn codes(digits: usize, first_digit: Option<u8>) -> Result<Vec<OctalCode>, GameError> {
    codes_from(0, digits, first_digit)
}

/// [`codes`] with `d0` given: 0 for the codes `0.d1…dk`, 4 for `4.d1…dk` (a heap may also be
/// split in two without removing anything), listed in the same order after `4.` itself (every
/// split, nothing removed), which is the 4.-code with no digit after the point.
///
/// # Errors
/// As [`codes`], and [`GameError::BadTakeBreakCode`] for `d0` other than 0 and 4 (see
/// [`OctalCode::with_first`]).
///
/// # Examples
/// ```
/// use nimseq_core::atlas::codes_from;
/// let fours: Vec<String> = codes_from(4, 1, None)?.iter().map(|c| c.to_string()).collect();
/// assert_eq!(fours, ["4.", "4.1", "4.2", "4.3", "4.4", "4.5", "4.6", "4.7"]);
/// assert_eq!(codes_from(4, 2, None)?.len(), 1 + 7 + 56);
/// assert!(codes_from(2, 2, None).is_err());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn codes_from(
    d0: u8,
    digits: usize,
    first_digit: Option<u8>,
) -> Result<Vec<OctalCode>, GameError> {
    limits::check(Limit::AtlasDigits, digits as u64, MAX_ATLAS_DIGITS as u64)?;
    if let Some(d) = first_digit.filter(|&d| d > 7) {
        return Err(GameError::BadOctalDigit {
            code: format!("{}.{d}", d0.min(9)),
            digit: char::from_digit(u32::from(d), 36).unwrap_or('?'),
        });
    }
    let mut out = Vec::new();
    if d0 != 0 {
        // `4.` itself: the checks of `d0`, and the code with no digit after the point.
        let bare = OctalCode::with_first(d0, [])?;
        if digits > 0 && first_digit.is_none_or(|d| d == 0) {
            out.push(bare);
        }
    }
    for len in 1..=digits {
        for index in 0..8usize.pow(len as u32) {
            let digits: Vec<u8> = (0..len)
                .rev()
                .map(|place| ((index >> (3 * place)) & 7) as u8)
                .collect();
            if digits[len - 1] == 0 || first_digit.is_some_and(|d| digits[0] != d) {
                continue;
            }
            out.push(OctalCode::with_first(d0, digits)?);
        }
    }
    Ok(out)
}

/// The most `n` of the family `0.0n7` ([`zero_n_seven`]): Flammenkamp tabulates `n <= 25`.
pub const MAX_ZERO_N_SEVEN: usize = 32;

/// Flammenkamp's family `0.0n7`: the codes whose only move removes exactly `n` tokens from a
/// heap, leaving nothing, one heap or two (`0.7`, `0.07`, `0.007`, …: the digit 7 in place
/// `n`), for `n = 1 … n_max`.
///
/// # Errors
/// [`GameError::LimitExceeded`] for `n_max` above [`MAX_ZERO_N_SEVEN`].
///
/// # Examples
/// ```
/// use nimseq_core::atlas::zero_n_seven;
/// let list: Vec<String> = zero_n_seven(3)?.iter().map(|c| c.to_string()).collect();
/// assert_eq!(list, ["0.7", "0.07", "0.007"]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn zero_n_seven(n_max: usize) -> Result<Vec<OctalCode>, GameError> {
    limits::check(Limit::AtlasDigits, n_max as u64, MAX_ZERO_N_SEVEN as u64)?;
    (1..=n_max)
        .map(|n| OctalCode::new((1..=n).map(|k| if k == n { 7 } else { 0 })))
        .collect()
}

/// Computes one code: `G(0) … G(cap - 1)` at most, stopping as soon as a period is certified.
///
/// # Errors
/// The limits of [`PeriodSearch::new`], or a value too large to store.
pub fn compute_row(code: &OctalCode, cap: u64) -> Result<AtlasRow, GameError> {
    compute_row_while(code, cap, || true)?.ok_or(GameError::Cancelled)
}

/// [`compute_row`], looking at `go_on()` every 2^16 values: `None` once it says `false` (a run
/// stopped by Ctrl-C ends without waiting for its longest codes).
///
/// # Errors
/// As [`compute_row`].
pub fn compute_row_while(
    code: &OctalCode,
    cap: u64,
    go_on: impl Fn() -> bool,
) -> Result<Option<AtlasRow>, GameError> {
    let game = Game::Octal(code.clone());
    row_of_search(
        code,
        PeriodSearch::new(&game, cap.saturating_sub(1))?,
        go_on,
    )
}

/// [`compute_row_while`] with the first values taken from `known` (proven to be `code`'s:
/// [`share::known_values`]) instead of computed: the same row.
///
/// # Errors
/// As [`compute_row`].
pub fn compute_row_known(
    code: &OctalCode,
    cap: u64,
    known: std::sync::Arc<[Nimber]>,
    go_on: impl Fn() -> bool,
) -> Result<Option<AtlasRow>, GameError> {
    let game = Game::Octal(code.clone());
    let search = PeriodSearch::with_known(&game, cap.saturating_sub(1), known)?;
    row_of_search(code, search, go_on)
}

/// The row of `code` from its search, run to its end (`None` once `go_on()` says stop).
fn row_of_search(
    code: &OctalCode,
    mut search: PeriodSearch,
    go_on: impl Fn() -> bool,
) -> Result<Option<AtlasRow>, GameError> {
    while !search.step(1 << 16)? {
        if !go_on() {
            return Ok(None);
        }
    }
    let report = search.report();
    let rare = search.rare_values();
    let values = search.values();
    let (status, preperiod, period, certificate_until, kept) = match &report.grundy {
        Periodicity::Periodic(p) => {
            let until = match p.certificate {
                Certificate::GuySmith { checked_until, .. } => Some(checked_until),
                _ => None,
            };
            let end = (p.preperiod + p.period) as usize;
            (
                Status::Certified,
                Some(p.preperiod),
                Some(p.period),
                until,
                values[..end.min(values.len())].to_vec(),
            )
        }
        Periodicity::NotFound { .. } => (
            Status::NoPeriod,
            None,
            None,
            None,
            values[..values.len().min(KEPT_VALUES)].to_vec(),
        ),
    };
    Ok(Some(AtlasRow {
        code: code.clone(),
        status,
        preperiod,
        period,
        checked_to: report.checked_to,
        certificate_until,
        largest: report.max_value,
        rare,
        largest_at: Evaluator::largest_at(values).map(|(_, at)| at),
        values: kept,
    }))
}

/// Every row of the family, computed (natively on every core).
///
/// # Errors
/// As [`codes`] and [`compute_row`].
pub fn atlas(spec: &AtlasSpec) -> Result<Vec<AtlasRow>, GameError> {
    compute_rows(&codes(spec.digits, spec.first_digit)?, spec.cap)
}

/// The rows of `codes`, in their order.
///
/// # Errors
/// As [`compute_row`].
pub fn compute_rows(codes: &[OctalCode], cap: u64) -> Result<Vec<AtlasRow>, GameError> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let mut rows = Vec::with_capacity(codes.len());
        let mut failed = None;
        schedule::rows_in_order(codes, cap, &|| true, |_, row| match row {
            Ok(row) => {
                rows.push(std::sync::Arc::unwrap_or_clone(row));
                true
            }
            Err(e) => {
                failed = Some(e);
                false
            }
        });
        failed.map_or(Ok(rows), Err)
    }
    #[cfg(target_arch = "wasm32")]
    {
        codes.iter().map(|c| compute_row(c, cap)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_listed_once() {
        assert_eq!(codes(1, None).unwrap().len(), 7);
        assert_eq!(codes(2, None).unwrap().len(), 7 + 56);
        assert_eq!(codes(3, None).unwrap().len(), 7 + 56 + 448);
        let sixes = codes(3, Some(6)).unwrap();
        assert_eq!(sixes.len(), 1 + 7 + 56);
        assert!(sixes.iter().all(|c| c.digits()[0] == 6));
        assert_eq!(codes(2, None).unwrap()[7].to_string(), "0.01");
        assert!(codes(5, None).is_err());
        assert!(codes(0, None).unwrap().is_empty());
        assert!(codes(2, Some(8)).is_err());
    }

    #[test]
    fn the_four_codes_and_the_zero_n_seven_family() {
        let fours = codes_from(4, 3, None).unwrap();
        assert_eq!(fours.len(), 1 + 7 + 56 + 448);
        assert!(fours.iter().all(|c| c.first() == 4));
        // The same digits after the point as the 0.-codes, in the same order.
        let zeros = codes(3, None).unwrap();
        assert!(zeros
            .iter()
            .zip(&fours[1..])
            .all(|(z, f)| z.digits() == f.digits()));
        assert_eq!(codes_from(4, 2, Some(0)).unwrap()[0].to_string(), "4.");
        assert_eq!(codes_from(4, 2, Some(3)).unwrap().len(), 1 + 7);
        for bad in [1, 2, 3, 5, 6, 7] {
            assert!(codes_from(bad, 1, None).is_err(), "{bad}");
        }
        let family = zero_n_seven(25).unwrap();
        assert_eq!(family.len(), 25);
        assert!(family.iter().enumerate().all(|(i, c)| c.len() == i + 1
            && c.digit(i + 1) == 7
            && (1..=i).all(|k| c.digit(k) == 0)));
        assert!(zero_n_seven(MAX_ZERO_N_SEVEN + 1).is_err());
    }

    #[test]
    fn a_four_code_row_is_certified_as_its_take_and_break_code_is() {
        let row = compute_row(&"4.7".parse().unwrap(), 1 << 12).unwrap();
        let tb = crate::period::find_period(&"tb:4.7".parse().unwrap(), (1 << 12) - 1).unwrap();
        let p = tb.grundy.period().expect("tb:4.7 is certified");
        assert_eq!(row.status, Status::Certified);
        assert_eq!(
            (row.preperiod, row.period),
            (Some(p.preperiod), Some(p.period))
        );
        let Certificate::TakeBreak { checked_until, .. } = p.certificate else {
            panic!("{:?}", tb.grundy)
        };
        assert_eq!(row.certificate_until, Some(checked_until));
    }

    #[test]
    fn a_row_knows_every_value_of_a_certified_sequence() {
        let kayles = compute_row(&"0.77".parse().unwrap(), 1 << 12).unwrap();
        assert_eq!((kayles.preperiod, kayles.period), (Some(71), Some(12)));
        assert_eq!(kayles.values.len(), 83);
        let direct = crate::game::nim_sequence(&"octal:0.77".parse().unwrap(), 1000).unwrap();
        for n in 0..1000u64 {
            assert_eq!(kayles.value(n), Some(direct[n as usize]), "n = {n}");
        }
        assert_eq!(kayles.largest, 8);
        let six = compute_row(&"0.6".parse().unwrap(), 1 << 12).unwrap();
        assert_eq!(six.status, Status::NoPeriod);
        assert_eq!(six.checked_to, (1 << 12) - 1);
        assert_eq!(six.value(1 << 12), None);
    }
}
