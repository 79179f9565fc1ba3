//! Values past a certified period cost what writing them costs: a [`Sequence`] computes a
//! game's values with its kernel, tries the game's periodicity theorem as they grow, and once
//! the theorem proves a period copies every further value from it.
//!
//! The tries follow the values: at lengths growing by a quarter up to 2^18 values (a
//! certificate is found at most a quarter past where it first holds), by doubling past that
//! (where a try would slow a sparse kernel's run), and, for long periods, where the repeat
//! tracker's candidate could first be certified. Only a certificate switches to copying; a
//! candidate never does.

use crate::error::GameError;
use crate::game::{Evaluator, Game, Nimber, RareValues};
use crate::period::candidate::certificate_reach;
use crate::period::certify::{guy_smith, take_break_periodicity, window_recurrence};
use crate::period::tracker::{self, RepeatTracker};
use crate::period::Period;

/// The first length at which a theorem is tried.
const FIRST_TRY: usize = 64;

/// Below this many values the tries come at every quarter more; from it on at every doubling
/// (and where the tracker points). Close tries spare a code whose values are not sparse most of
/// the scan past its certificate; far out, each try breaks the kernel's run and costs a pass
/// over the values (measured on `.6` to 2^22: tries at every quarter all the way cost 13%).
const CLOSE_TRIES_UNTIL: usize = 1 << 18;

/// A game's nim-sequence, computed by its kernel until a theorem certifies its period and
/// copied from the period after that (the [`Evaluator`]'s values, exactly: only faster).
///
/// # Examples
/// ```
/// use nimseq_core::period::Sequence;
/// // Dawson's Kayles: preperiod 53, period 34, certified long before heap 100 000.
/// let mut dawson = Sequence::new(&"octal:0.07".parse()?);
/// dawson.extend_to(100_001)?;
/// let p = dawson.period().expect("certified");
/// assert_eq!((p.preperiod, p.period), (53, 34));
/// assert_eq!(dawson.values()[100_000], dawson.values()[53 + (100_000 - 53) % 34]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Sequence {
    eval: Evaluator,
    /// Watches the values for a period, while the game has a theorem and none is proven.
    watch: Option<Watch>,
    period: Option<Period>,
}

/// What a [`Sequence`] keeps to find its certificate as the values grow.
#[derive(Debug, Clone)]
struct Watch {
    tracker: RepeatTracker,
    /// The length at which the theorem is tried next.
    next_try: usize,
}

impl Sequence {
    /// A sequence that has computed nothing yet.
    pub fn new(game: &Game) -> Self {
        let watch = has_theorem(game).then(|| Watch {
            tracker: RepeatTracker::new(tracker::WINDOW),
            next_try: FIRST_TRY,
        });
        Sequence {
            eval: Evaluator::new(game),
            watch,
            period: None,
        }
    }

    /// A sequence that has computed `values` (a checkpoint's, or a search's): the theorem is
    /// tried on them at once, so that a certified period is followed from the start.
    pub fn resume(game: &Game, values: Vec<Nimber>) -> Self {
        let mut sequence = Sequence::new(game);
        sequence.eval = Evaluator::resume(game, values);
        if let Some(watch) = &mut sequence.watch {
            watch.tracker.feed(sequence.eval.values());
            watch.next_try = sequence.eval.len();
        }
        sequence.try_theorem();
        sequence
    }

    /// Computes values until `len` of them are known: by the kernel up to the certificate,
    /// copied from the period past it.
    ///
    /// # Errors
    /// As [`Evaluator::extend_to`].
    pub fn extend_to(&mut self, len: usize) -> Result<(), GameError> {
        while self.eval.len() < len {
            let Some(watch) = &self.watch else {
                break;
            };
            let now = self.eval.len();
            // A candidate whose certificate could hold only past the values computed.
            let ahead = self.tracked().filter(|&t| t > now);
            let target = watch
                .next_try
                .min(ahead.unwrap_or(usize::MAX))
                .min(len)
                .max(now + 1);
            self.eval.extend_to(target)?;
            let Some(watch) = &mut self.watch else {
                break;
            };
            watch.tracker.feed(self.eval.values());
            let scheduled = target == watch.next_try;
            // Tried at the schedule's next point, and where a candidate's certificate can
            // first hold (found late, that point may lie behind: tried at once).
            let reached = self.tracked().is_some_and(|t| t <= target);
            if scheduled || reached {
                self.try_theorem();
            }
        }
        self.eval.extend_to(len)
    }

    /// Where the tracker's candidate could first be certified, if it has one.
    fn tracked(&self) -> Option<usize> {
        let c = self.watch.as_ref()?.tracker.candidate()?;
        let reach = certificate_reach(self.eval.game(), c.start as u64, c.period as u64)?;
        Some(reach as usize + 1)
    }

    /// Tries the game's theorem on the values so far; on a certificate, follows the period.
    fn try_theorem(&mut self) {
        let Some(watch) = &mut self.watch else {
            return;
        };
        let len = self.eval.len();
        let grown = if len < CLOSE_TRIES_UNTIL {
            len + len / 4
        } else {
            2 * len
        };
        watch.next_try = grown.max(FIRST_TRY).max(len + 1);
        if let Some(period) = theorem_period(self.eval.game(), self.eval.values()) {
            self.eval
                .follow_period(period.preperiod as usize, period.period as usize);
            self.period = Some(period);
            self.watch = None;
        }
    }

    /// The certified period, once the values have proven one.
    pub fn period(&self) -> Option<&Period> {
        self.period.as_ref()
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.eval.game()
    }

    /// The values computed so far, `G(0)` first.
    pub fn values(&self) -> &[Nimber] {
        self.eval.values()
    }

    /// How many values have been computed.
    pub fn len(&self) -> usize {
        self.eval.len()
    }

    /// Whether nothing has been computed yet.
    pub fn is_empty(&self) -> bool {
        self.eval.is_empty()
    }

    /// Makes room for `len` values (as [`Evaluator::reserve_up_to`]).
    pub fn reserve_up_to(&mut self, len: usize, most: usize) {
        self.eval.reserve_up_to(len, most);
    }

    /// The rare values among those computed (as [`Evaluator::rare_values`]).
    pub fn rare_values(&self) -> Option<RareValues> {
        self.eval.rare_values()
    }

    /// Gives up the computed values.
    pub fn into_values(self) -> Vec<Nimber> {
        self.eval.into_values()
    }
}

/// Whether a theorem can certify a period of `game` (subtraction games, octal games, finite
/// take-and-break codes whose splits are unconstrained).
fn has_theorem(game: &Game) -> bool {
    certificate_reach(game, 0, 1).is_some()
}

/// The period the game's theorem proves from `values`, if it proves one: a repeated window
/// for subtraction games, Guy–Smith for octal games, the take-and-break periodicity test for
/// finite codes without `!`.
pub(crate) fn theorem_period(game: &Game, values: &[Nimber]) -> Option<Period> {
    match game {
        Game::Subtraction { set, .. } => {
            window_recurrence(values, set.max() as usize, &likely_periods(set.elements()))
        }
        Game::Octal(code) => guy_smith(values, code.len(), code.splits()),
        Game::TakeBreak(code) if code.is_finite() && !code.has_unequal() => {
            take_break_periodicity(values, code.len(), code.most_heaps())
        }
        Game::TakeBreak(_) | Game::Tree(_) => None,
    }
}

/// Most candidate periods tried before the full scan.
const MAX_CANDIDATES: usize = 64;

/// Periods subtraction games often have: sums of two elements, and twice an element
/// (the periods of every 1- and 2-element set, of consecutive sets, and of most 3-element
/// sets). Tried first, they spare the full scan; they never decide the answer on their own.
pub(crate) fn likely_periods(set: &[u32]) -> Vec<usize> {
    let mut out: Vec<usize> = set
        .iter()
        .enumerate()
        .flat_map(|(i, &a)| set[i..].iter().map(move |&b| (a + b) as usize))
        .take(MAX_CANDIDATES * 4)
        .collect();
    out.push(2);
    out.sort_unstable();
    out.dedup();
    out.truncate(MAX_CANDIDATES);
    out
}

/// The first `len` values of the nim-sequence of `game`, copied from its period once a
/// theorem certifies one (the values of [`crate::game::nim_sequence`], exactly).
///
/// # Errors
/// As [`Evaluator::extend_to`].
///
/// # Examples
/// ```
/// let kayles = nimseq_core::period::sequence(&"octal:0.77".parse()?, 1 << 20)?;
/// assert_eq!(kayles[(1 << 20) - 1], kayles[71 + ((1 << 20) - 1 - 71) % 12]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn sequence(game: &Game, len: usize) -> Result<Vec<Nimber>, GameError> {
    let mut sequence = Sequence::new(game);
    sequence.reserve_up_to(len, len);
    sequence.extend_to(len)?;
    Ok(sequence.into_values())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::nim_sequence;

    fn same(spec: &str, len: usize) {
        let game: Game = spec.parse().unwrap();
        let len = len.min(Evaluator::most_values(&game) as usize);
        assert_eq!(
            sequence(&game, len).unwrap(),
            nim_sequence(&game, len).unwrap(),
            "{spec}"
        );
    }

    #[test]
    fn values_past_the_certificate_are_the_kernels() {
        for spec in [
            "octal:0.07",
            "octal:0.77",
            "octal:0.137",
            "octal:0.4",
            "octal:0.53",
            "octal:4.7",
            "sub:2,4,7",
            "sub:3,5,6/take-all",
            "sub:3/misere",
            "sub:3/misere-take-all",
            "sub:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70",
            "tb:0.B",
            "tb:0.A",
            "tb:0.F",
            "grundy",
            "octal:0.6",
        ] {
            for len in [0, 1, 63, 64, 65, 200, 5_000, 40_000] {
                same(spec, len);
            }
        }
    }

    /// Every 1-, 2- and 3-digit `0.` and `4.` code: the same values as the kernel's, `len` of
    /// them; returns how many codes were certified (and so copied from their period).
    fn every_code_to(len: usize) -> usize {
        let mut certified = 0;
        for d0 in [0, 4] {
            for code in crate::atlas::codes_from(d0, 3, None).unwrap() {
                let game = Game::Octal(code);
                let mut fast = Sequence::new(&game);
                fast.extend_to(len).unwrap();
                assert_eq!(fast.values(), nim_sequence(&game, len).unwrap(), "{game}");
                certified += usize::from(fast.period().is_some());
            }
        }
        certified
    }

    #[test]
    fn every_three_digit_code_has_the_kernels_values() {
        // Most of the 1,023 codes are certified within 2048 values, and followed past that.
        let certified = every_code_to(1 << 11);
        assert!(certified > 600, "{certified}");
    }

    /// The issue's comparison, on every code of the 3-digit atlas to 2^16 (a minute or two in
    /// release: the codes whose values are not sparse are computed by the plain scan).
    #[test]
    #[ignore = "long: run with --release -- --ignored"]
    fn every_three_digit_code_has_the_kernels_values_to_two_to_the_sixteen() {
        let certified = every_code_to(1 << 16);
        assert!(certified > 600, "{certified}");
    }

    #[test]
    fn the_period_is_followed_as_soon_as_it_is_certified() {
        // Dawson's Kayles is certified at 2·53 + 34 + 2 + 34 = 176 values: the tries reach it
        // within a quarter.
        let mut dawson = Sequence::new(&"octal:0.07".parse().unwrap());
        dawson.extend_to(1 << 16).unwrap();
        assert!(dawson.period().is_some());
        // A game without a theorem, or whose values show no period yet, is computed.
        let mut grundy = Sequence::new(&Game::grundy());
        grundy.extend_to(2000).unwrap();
        assert!(grundy.period().is_none());
        let mut officers = Sequence::new(&"octal:0.6".parse().unwrap());
        officers.extend_to(5000).unwrap();
        assert!(officers.period().is_none());
    }

    #[test]
    fn extended_in_pieces_as_in_one() {
        let game: Game = "octal:0.16".parse().unwrap();
        let whole = nim_sequence(&game, 600_000).unwrap();
        let mut pieces = Sequence::new(&game);
        let mut len = 0;
        while len < whole.len() {
            len = (len + 77_777).min(whole.len());
            pieces.extend_to(len).unwrap();
        }
        assert_eq!(pieces.values(), &whole[..]);
        // .16's period (149 459 from 105 351) is certified at 509 621 values: by the tracker.
        let p = pieces.period().expect("certified");
        assert_eq!((p.preperiod, p.period), (105_351, 149_459));
        // The rare values are those of the kernel that computed every value.
        let mut plain = Evaluator::new(&game);
        plain.extend_to(whole.len()).unwrap();
        assert_eq!(pieces.rare_values(), plain.rare_values());
        // Resumed from values past the certificate: followed at once.
        let mut resumed = Sequence::resume(&game, whole[..550_000].to_vec());
        assert!(resumed.period().is_some());
        resumed.extend_to(whole.len()).unwrap();
        assert_eq!(resumed.values(), &whole[..]);
    }
}
