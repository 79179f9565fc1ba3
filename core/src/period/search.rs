//! The period search: compute the sequence at doubling lengths until a certificate is found
//! or the limit is reached. It runs in steps so that a caller (the page's worker) can report
//! progress and cancel between them.

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::{Evaluator, Game, Nimber};
use crate::limits::{self, MAX_TERMS};
use crate::period::arithmetic::{arithmetic_pattern, certify_non_splitting};
use crate::period::candidate::certificate_reach;
use crate::period::certify::{derived, window_recurrence};
use crate::period::follow::{likely_periods, theorem_period};
use crate::period::tracker::{self, RepeatTracker};
use crate::period::{ArithmeticPeriod, Candidate, Certificate, Period, Periodicity};

/// The outcome of a period search.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PeriodReport {
    /// The game, spelled as on the command line (`sub:2,4,7/misere`).
    pub game: String,
    /// Periodicity of the nim-sequence `G(n)`.
    pub grundy: Periodicity,
    /// Periodicity of the outcome string (`P` where `G(n) = 0`, else `N`).
    pub outcome: Periodicity,
    /// The last `n` whose value was computed.
    pub checked_to: u64,
    /// The largest value among those computed; when a period is certified, the largest value
    /// of the whole infinite sequence.
    pub max_value: Nimber,
    /// Octal games computed by the rare/common method: the mask and the rare values among
    /// those computed.
    pub rare: Option<crate::game::RareValues>,
    /// Take-and-break games without a certified period: an arithmetic period (or an ordinary
    /// one no theorem certifies) seen in the values computed, with its certificate if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arithmetic: Option<ArithmeticPeriod>,
    /// A finished search without a certified period: the period the values show, if any, and
    /// how far a search must go to certify it.
    pub candidate: Option<Candidate>,
}

/// A period search in progress.
///
/// # Examples
/// ```
/// use nimseq_core::{game::Game, period::PeriodSearch};
/// let mut search = PeriodSearch::new(&"octal:0.77".parse::<Game>()?, 10_000)?;
/// while !search.step(1_000)? {
///     let (done, of) = search.progress();
///     assert!(done <= of);
/// }
/// let report = search.report();
/// assert_eq!(report.grundy.period().map(|p| p.period), Some(12));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone)]
pub struct PeriodSearch {
    eval: Evaluator,
    /// Number of values the search may compute (`limit + 1`: `G(0) ... G(limit)`).
    max_len: usize,
    /// Length at which the next certification attempt runs.
    checkpoint: usize,
    grundy: Option<Period>,
    outcome: Option<Period>,
    /// Take-and-break games: the arithmetic period seen at the last certification attempt.
    arithmetic: Option<ArithmeticPeriod>,
    /// Once finished without a certificate: the period the values show.
    candidate: Option<Candidate>,
    finished: bool,
    /// Octal games: watches for a repeat so that a long search stops where its certificate
    /// can first hold.
    tracker: Option<RepeatTracker>,
}

/// Values computed per step when a search runs to its end (so the tracker can stop it early).
const RUN_CHUNK: usize = 1 << 20;

impl PeriodSearch {
    /// A search that may compute `G(0) ... G(limit)`.
    ///
    /// # Errors
    /// The [`Limit::SearchLimit`] limit (and [`Limit::SlowSearchLimit`] for the plain methods).
    pub fn new(game: &Game, limit: u64) -> Result<Self, GameError> {
        let max_len = max_values(game, limit)?;
        // Most sets show their period within e + p + max S <= 3 max S + preperiod values.
        let first = (3 * (game.max_take() + 1) + 16).max(64).min(max_len);
        Ok(PeriodSearch {
            eval: Evaluator::new(game),
            max_len,
            checkpoint: first,
            grundy: None,
            outcome: None,
            arithmetic: None,
            candidate: None,
            finished: false,
            tracker: matches!(game, Game::Octal(_)).then(|| RepeatTracker::new(tracker::WINDOW)),
        })
    }

    /// A search that goes on from `values` (a checkpoint's) and may compute `G(0) ... G(limit)`
    /// (or stops at once, certifying what it has, when `values` already reach the limit).
    ///
    /// # Errors
    /// The [`Limit::SearchLimit`] limit (and [`Limit::SlowSearchLimit`] for the plain methods).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::{game::Game, period::PeriodSearch};
    /// let game: Game = "octal:0.16".parse()?;
    /// let mut first = PeriodSearch::new(&game, 1 << 20)?;
    /// while first.progress().0 < 200_000 {
    ///     first.step(50_000)?;
    /// }
    /// let resumed = PeriodSearch::resume(&game, 1 << 20, first.values().to_vec())?;
    /// let period = resumed.run()?.0.grundy.period().cloned().expect("certified");
    /// assert_eq!((period.preperiod, period.period), (105_351, 149_459));
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn resume(game: &Game, limit: u64, values: Vec<Nimber>) -> Result<Self, GameError> {
        let mut search = PeriodSearch::new(game, limit)?;
        let len = values.len();
        search.max_len = search.max_len.max(len);
        // The next certification where a search that never stopped would try it: the
        // doubling schedule's first point at or past the values (at it, the values may be
        // those of a finished search).
        let mut next = search.checkpoint;
        while next < len && next < search.max_len {
            next = next.saturating_mul(2);
        }
        search.checkpoint = next.min(search.max_len).max(1);
        search.eval = Evaluator::resume(game, values);
        if let Some(tracker) = &mut search.tracker {
            tracker.feed(search.eval.values());
        }
        // Values that end where the repeat tracker's candidate could first be certified are
        // those of a search that certified (or tried) there: try there too.
        if search.tracker_target() == Some(len) {
            search.checkpoint = len;
        }
        Ok(search)
    }

    /// A search that may compute `G(0) ... G(limit)`, taking the first values from `known`
    /// (proven to be the game's) instead of computing them: it takes every step, and gives
    /// every answer, of the search that computes them ([`PeriodSearch::new`]).
    ///
    /// # Errors
    /// As [`PeriodSearch::new`].
    pub fn with_known(
        game: &Game,
        limit: u64,
        known: std::sync::Arc<[Nimber]>,
    ) -> Result<Self, GameError> {
        let mut search = PeriodSearch::new(game, limit)?;
        search.eval = Evaluator::with_known(game, known);
        Ok(search)
    }

    /// Where the tracker's candidate period could first be certified, if it has one.
    fn tracker_target(&self) -> Option<usize> {
        let c = self.tracker.as_ref()?.candidate()?;
        let reach = certificate_reach(self.eval.game(), c.start as u64, c.period as u64)?;
        Some((reach as usize + 1).min(self.max_len))
    }

    /// Computes up to `chunk` more values, and tries to certify a period when a checkpoint
    /// is reached. Returns `true` once the search is over (certified or limit reached).
    ///
    /// # Errors
    /// As [`Evaluator::extend_to`].
    pub fn step(&mut self, chunk: usize) -> Result<bool, GameError> {
        if self.finished {
            return Ok(true);
        }
        let len = self.eval.len();
        let tracked = self.tracker_target().filter(|&t| t > len);
        let target = self
            .checkpoint
            .min(len.saturating_add(chunk.max(1)))
            .min(tracked.unwrap_or(usize::MAX));
        // Grow the storage in doublings, but never past what the search can need.
        let most = tracked.unwrap_or(self.max_len).min(self.max_len);
        self.eval.reserve_up_to(target, most);
        self.eval.extend_to(target)?;
        if let Some(tracker) = &mut self.tracker {
            tracker.feed(self.eval.values());
        }
        let len = self.eval.len();
        if len == self.checkpoint || Some(len) == tracked {
            self.certify();
            if self.is_certified() || len == self.max_len {
                self.finish();
            } else if len == self.checkpoint {
                self.checkpoint = self.checkpoint.saturating_mul(2).min(self.max_len);
            }
        }
        Ok(self.finished)
    }

    /// Runs the search to its end.
    ///
    /// # Errors
    /// As [`Evaluator::extend_to`].
    pub fn run(mut self) -> Result<(PeriodReport, Vec<Nimber>), GameError> {
        while !self.step(RUN_CHUNK)? {}
        Ok((self.report(), self.eval.into_values()))
    }

    /// The rare values of the sequence so far (octal games computed by the rare/common method).
    pub fn rare_values(&self) -> Option<crate::game::RareValues> {
        self.eval.rare_values()
    }

    /// Values computed so far, and the most the search may compute.
    pub fn progress(&self) -> (usize, usize) {
        (self.eval.len(), self.max_len)
    }

    /// Ends the search where it is: the values computed so far are certified as they stand,
    /// so the report says "no period found up to N" for exactly the `N` computed (a period,
    /// when the values so far prove one).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::period::{PeriodSearch, Periodicity};
    /// let mut search = PeriodSearch::new(&"octal:0.6".parse()?, 1 << 20)?;
    /// while search.progress().0 < 5000 {
    ///     search.step(5000 - search.progress().0)?;
    /// }
    /// search.stop();
    /// assert!(search.is_finished());
    /// assert_eq!(search.report().grundy, Periodicity::NotFound { checked_to: 4999 });
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn stop(&mut self) {
        if self.finished {
            return;
        }
        self.max_len = self.eval.len().max(1);
        if self.eval.is_empty() {
            let _ = self.eval.extend_to(1);
        }
        self.certify();
        self.finish();
    }

    /// Ends the search; without a certificate, notes the period the values show.
    fn finish(&mut self) {
        self.finished = true;
        self.candidate = if self.is_certified() {
            None
        } else {
            Candidate::of(self.eval.game(), self.eval.values())
        };
    }

    /// Raises the limit to `G(limit)` so that a stopped or finished search without a period
    /// goes on from the values it has (a certified search stays finished).
    ///
    /// # Errors
    /// [`GameError::LimitExceeded`] above the core's limit.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::period::PeriodSearch;
    /// let mut search = PeriodSearch::new(&"octal:0.16".parse()?, 1000)?;
    /// while !search.step(1 << 16)? {}
    /// search.extend(1 << 20)?;
    /// while !search.step(1 << 16)? {}
    /// let period = search.report().grundy.period().cloned().expect("certified");
    /// assert_eq!((period.preperiod, period.period), (105_351, 149_459));
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn extend(&mut self, limit: u64) -> Result<(), GameError> {
        let max_len = max_values(self.eval.game(), limit)?;
        if self.is_certified() || max_len <= self.eval.len() {
            return Ok(());
        }
        self.max_len = max_len;
        let len = self.eval.len();
        self.checkpoint = len.saturating_mul(2).max(len + 1).min(max_len);
        self.finished = false;
        self.candidate = None;
        Ok(())
    }

    /// Whether the search is over.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The values computed so far.
    pub fn values(&self) -> &[Nimber] {
        self.eval.values()
    }

    /// What is known now.
    pub fn report(&self) -> PeriodReport {
        let checked_to = self.eval.len().saturating_sub(1) as u64;
        let status = |p: &Option<Period>| match p {
            Some(p) => Periodicity::Periodic(p.clone()),
            None => Periodicity::NotFound { checked_to },
        };
        PeriodReport {
            game: self.eval.game().to_string(),
            grundy: status(&self.grundy),
            outcome: status(&self.outcome),
            checked_to,
            max_value: self.eval.values().iter().copied().max().unwrap_or(0),
            rare: self.eval.rare_values(),
            arithmetic: self.arithmetic.clone(),
            candidate: self.candidate,
        }
    }

    fn certify(&mut self) {
        let values = self.eval.values();
        if self.grundy.is_none() {
            self.grundy = theorem_period(self.eval.game(), values);
        }
        match self.eval.game() {
            Game::Subtraction { set, .. } => {
                if self.outcome.is_none() {
                    // The outcome string obeys its own recurrence on the same window:
                    // a position is N exactly when some option is P.
                    let bits: Vec<u8> = values.iter().map(|&v| u8::from(v != 0)).collect();
                    let candidates = likely_periods(set.elements());
                    self.outcome = window_recurrence(&bits, set.max() as usize, &candidates);
                }
            }
            Game::Octal(_) => {
                if let (None, Some(g)) = (&self.outcome, &self.grundy) {
                    self.outcome = Some(derived(values, g, |v| v != 0));
                }
            }
            Game::TakeBreak(code) => {
                if let (None, Some(g)) = (&self.outcome, &self.grundy) {
                    self.outcome = Some(derived(values, g, |v| v != 0));
                }
                let checked_to = values.len().saturating_sub(1) as u64;
                self.arithmetic = match self.grundy {
                    Some(_) => None,
                    None => arithmetic_pattern(values).map(|(e, p, s)| ArithmeticPeriod {
                        preperiod: e as u64,
                        period: p as u64,
                        saltus: s,
                        theorem: certify_non_splitting(code, values, (e, p, s)),
                        checked_to,
                    }),
                };
                if let Some(a) = self.arithmetic.take_if(|a| a.theorem.is_some()) {
                    self.certified_arithmetic(a);
                }
            }
            // One finite game has no period to certify: its values are all known.
            Game::Tree(_) => {}
        }
    }
}

impl PeriodSearch {
    /// Whether a theorem settles the sequence: a certified period, or certified growth (an
    /// arithmetic period with a positive saltus).
    fn is_certified(&self) -> bool {
        self.grundy.is_some()
            || self
                .arithmetic
                .as_ref()
                .is_some_and(ArithmeticPeriod::grows)
    }

    /// Takes note of an arithmetic period a theorem certifies: with saltus 0 it is the
    /// sequence's period; with a positive saltus the outcomes are certified (no value is 0
    /// past the first period) and the law is kept as the report's arithmetic period.
    fn certified_arithmetic(&mut self, a: ArithmeticPeriod) {
        let values = self.eval.values();
        let (e, p) = (a.preperiod, a.period);
        if a.saltus == 0 {
            let period = Period {
                preperiod: e,
                period: p,
                certificate: Certificate::NonSplitting {
                    preperiod: e,
                    period: p,
                    checked: a.theorem.clone().unwrap_or_default(),
                },
            };
            self.outcome = Some(derived(values, &period, |v| v != 0));
            self.grundy = Some(period);
            return;
        }
        let first = (e + p) as usize;
        let last_zero = values[..first].iter().rposition(|&v| v == 0).unwrap_or(0);
        self.outcome = Some(Period {
            preperiod: last_zero as u64 + 1,
            period: 1,
            certificate: Certificate::FromArithmetic {
                preperiod: e,
                period: p,
                saltus: a.saltus,
            },
        });
        self.arithmetic = Some(a);
    }
}

/// How many values a search up to `G(limit)` computes: within the core's limit, and within the
/// bound of the game's method (the plain take-and-break methods), checked before any work.
fn max_values(game: &Game, limit: u64) -> Result<usize, GameError> {
    limits::check(Limit::SearchLimit, limit, MAX_TERMS - 1)?;
    let most = Evaluator::most_values(game);
    if most < MAX_TERMS {
        limits::check(Limit::SlowSearchLimit, limit, most - 1)?;
    }
    Ok(limit as usize + 1)
}

/// Searches `G(0) ... G(limit)` for a certified period.
///
/// # Errors
/// The [`Limit::SearchLimit`] limits, or [`GameError::ValueOverflow`].
///
/// # Examples
/// ```
/// use nimseq_core::period::{find_period, Periodicity};
/// let report = find_period(&"octal:0.6".parse()?, 2_000)?;
/// assert_eq!(report.grundy, Periodicity::NotFound { checked_to: 2_000 });
/// assert_eq!(report.grundy.to_string(), "no period found up to 2000");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn find_period(game: &Game, limit: u64) -> Result<PeriodReport, GameError> {
    Ok(PeriodSearch::new(game, limit)?.run()?.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn periods(spec: &str, limit: u64) -> ((u64, u64), Option<(u64, u64)>) {
        let report = find_period(&spec.parse().unwrap(), limit).unwrap();
        let g = report.grundy.period().expect("certified");
        let o = report.outcome.period().map(|o| (o.preperiod, o.period));
        ((g.preperiod, g.period), o)
    }

    #[test]
    fn public_test_vectors() {
        for (spec, expected) in [
            ("sub:1,2", (0, 3)),
            ("sub:2,4,7", (8, 3)),
            ("sub:2,3,7", (0, 5)),
            ("sub:2,3,5", (0, 7)),
            ("sub:1,3,4", (0, 7)),
            ("sub:2,5,7", (0, 22)),
            ("sub:3,5,6", (0, 9)),
            ("octal:0.77", (71, 12)),
            ("octal:0.07", (53, 34)),
            ("octal:0.137", (52, 34)),
            ("octal:0.4", (54, 34)),
            ("octal:0.53", (11, 9)),
        ] {
            assert_eq!(periods(spec, 100_000).0, expected, "{spec}");
        }
    }

    #[test]
    fn outcome_period_of_take_all_356_is_4() {
        // The stone-picking paper: P-positions are exactly the multiples of 4.
        let (_, outcome) = periods("sub:3,5,6/take-all", 10_000);
        assert_eq!(outcome, Some((0, 4)));
        let (grundy, outcome) = periods("sub:3,5,6", 10_000);
        assert_eq!(grundy, (0, 9));
        assert!(outcome.unwrap().1 <= 9);
    }

    #[test]
    fn no_period_is_reported_as_such() {
        let report = find_period(&"octal:0.6".parse().unwrap(), 3_000).unwrap();
        assert_eq!(report.grundy, Periodicity::NotFound { checked_to: 3_000 });
        assert_eq!(report.outcome, Periodicity::NotFound { checked_to: 3_000 });
    }

    #[test]
    fn certified_growth_stays_finished() {
        // Nim: G(n + 1) = G(n) + 1 is certified, so raising the limit computes nothing more.
        let mut search = PeriodSearch::new(&"tb:0.[3]".parse().unwrap(), 1000).unwrap();
        while !search.step(100).unwrap() {}
        let done = search.progress().0;
        search.extend(5000).unwrap();
        assert!(search.is_finished());
        assert_eq!(search.progress().0, done);
        assert!(search.report().arithmetic.is_some_and(|a| a.grows()));
    }

    #[test]
    fn the_candidate_names_the_limit_that_certifies_it() {
        // (game, a limit below the certificate where the period already shows).
        for (spec, shown) in [
            ("octal:0.77", 150),
            ("octal:0.07", 170),
            ("octal:0.16", 450_000),
            ("octal:0.4", 170),
            ("sub:2,4,7", 15),
            ("tb:0.B", 5),
            ("tb:0.A", 6),
        ] {
            let game: Game = spec.parse().unwrap();
            let most = Evaluator::most_values(&game).min(1 << 20) - 1;
            let report = find_period(&game, most).unwrap();
            let p = report.grundy.period().expect("certified").clone();
            assert_eq!(report.candidate, None, "{spec}: certified, no candidate");
            let early = find_period(&game, shown).unwrap();
            assert_eq!(early.grundy, Periodicity::NotFound { checked_to: shown });
            let c = early.candidate.expect(spec);
            assert_eq!((c.preperiod, c.period), (p.preperiod, p.period), "{spec}");
            let m = c.certifies_at.expect("a theorem applies");
            // One value short of the certificate: a candidate, no period; at it: certified.
            let short = find_period(&game, m - 1).unwrap();
            assert_eq!(short.grundy.period(), None, "{spec} at {}", m - 1);
            assert_eq!(short.candidate, Some(c), "{spec} at {}", m - 1);
            let at = find_period(&game, m).unwrap();
            assert_eq!(at.grundy.period(), Some(&p), "{spec} at {m}");
        }
        // 0.16 as the issue reports it: one more value certifies it.
        let c = find_period(&"octal:0.16".parse().unwrap(), 509_620)
            .unwrap()
            .candidate
            .unwrap();
        assert_eq!(c.certifies_at, Some(509_621));
    }

    #[test]
    fn no_candidate_where_the_values_show_none() {
        let report = find_period(&"octal:0.6".parse().unwrap(), 3_000).unwrap();
        assert_eq!(report.candidate, None);
        // Grundy's game: the values may show a period, but no theorem certifies one.
        let report = find_period(&"grundy".parse().unwrap(), 2_000).unwrap();
        assert!(report.candidate.is_none_or(|c| c.certifies_at.is_none()));
    }

    #[test]
    fn small_limit_is_respected() {
        // {2,5,7} needs 0 + 22 + 7 values to show its window repeat.
        let report = find_period(&"sub:2,5,7".parse().unwrap(), 20).unwrap();
        assert_eq!(report.grundy, Periodicity::NotFound { checked_to: 20 });
        assert_eq!(report.checked_to, 20);
    }
}
