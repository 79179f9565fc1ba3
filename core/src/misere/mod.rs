//! Misère quotients (Plambeck and Siegel): the commutative monoid that decides misère sums of
//! a game's heaps, as nim-values decide normal-play sums.
//!
//! Two sums of heaps are *indistinguishable* when adding any third sum gives both the same
//! misère outcome. The classes form a commutative monoid, the *misère quotient*: each heap
//! maps to an element (the *pretending function*), a sum maps to the product of its heaps'
//! elements, and the player to move loses exactly when that product lies in the *P-portion*.
//! Misère Nim's heaps up to 3 give `T2 = <a, b | a^2 = 1, b^3 = b>`, six elements, P-portion
//! `{a, b^2}`.
//!
//! [`misere_quotient`] computes the quotient of heaps `0..=H` of any game nimseq plays
//! (subtraction games under any rule, octal and take-and-break games), heap by heap after
//! Siegel's MisereSolver: every candidate it keeps passes Plambeck and Siegel's test, so the
//! answer is exact. A quotient that outgrows the bound on its elements is reported as
//! "no finite quotient found within N elements for heaps ≤ h", never guessed; where the
//! periodicity theorem applies (`period`), a certified period of the pretending function
//! makes the quotient that of every heap size.
//!
//! [`misere_genus`] computes the older invariant Winning Ways tabulates beside each heap, its
//! genus `g^γ0γ1…` (the normal-play value, then the misère values of the heap plus `k` heaps of
//! size 2), by the definition over the game's positions.
//!
//! # Examples
//!
//! ```
//! use nimseq_core::misere::{misere_quotient, QuotientStatus};
//!
//! let nim: nimseq_core::game::Game = "tb:0.[3]".parse()?;
//! let report = misere_quotient(&nim, 3, 64)?;
//! let q = report.quotient();
//! assert_eq!(q.order(), 6);
//! assert_eq!(q.presentation(false), "<a, b | a^2 = 1, b^3 = b>");
//! assert_eq!(q.p_portion_names(false), ["a", "b^2"]);
//! // Heaps 1, 2, 3 pretend to be a, b, ab; the sum 1 + 2 + 3 is ab · ab = b^2, a P-position.
//! let sum = q.image_of_heaps(&[1, 2, 3]).unwrap();
//! assert_eq!(q.name(sum, false), "b^2");
//! assert!(q.is_p(sum));
//! assert_eq!(report.status(), QuotientStatus::Partial);
//! # Ok::<(), nimseq_core::GameError>(())
//! ```

mod alphabet;
mod candidate;
mod genus;
pub(crate) mod period;
mod presentation;
mod solver;
pub mod sum;
mod verify;
mod walk;
mod wording;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::Game;
use crate::limits::{self, MAX_QUOTIENT_ELEMENTS, MAX_QUOTIENT_HEAPS};
use crate::words::t;

pub use genus::{
    misere_genus, GenusReport, GenusSearch, GenusStatus, HeapGenus, DEFAULT_GENUS_POSITIONS,
};
pub use period::PretendingPeriod;
pub use presentation::{generator_name, superscript, GenWord};
pub use wording::period_words;

use alphabet::{periodicity_shape, Alphabet};
use period::Tracker;
use presentation::Layout;
use solver::{Outgrown, Solver};

/// The bound on a quotient's elements when none is given.
pub const DEFAULT_MAX_ELEMENTS: u64 = 1024;

/// The largest bound on a candidate's elements before reduction
/// ([`QuotientSearch::with_working_bound`]; the command line's `--max-candidate-size`).
pub const MAX_CANDIDATE_SIZE: u64 = 1 << 22;

/// Checks a bound on a candidate's elements before reduction: 1 to [`MAX_CANDIDATE_SIZE`].
///
/// # Errors
/// The message to show for a bound out of that range.
///
/// # Examples
/// ```
/// use nimseq_core::misere::check_candidate_size;
/// assert_eq!(check_candidate_size(1 << 16), Ok(1 << 16));
/// assert!(check_candidate_size(0).is_err());
/// ```
pub fn check_candidate_size(n: u64) -> Result<u64, String> {
    if (1..=MAX_CANDIDATE_SIZE).contains(&n) {
        Ok(n)
    } else {
        Err(t!(
            "misere-candidate-size",
            size = n.to_string(),
            most = MAX_CANDIDATE_SIZE.to_string()
        ))
    }
}

/// How a quotient computation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuotientStatus {
    /// A period of the pretending function is certified: the quotient is that of every heap
    /// size.
    Periodic,
    /// The quotient of the heaps asked for; no period certified, so larger heaps may change it.
    Partial,
    /// The quotient outgrew a bound at some heap (its elements, or the search's: see
    /// [`QuotientReport::exceeded`]): the quotient shown is that of the heaps before it.
    Exceeded,
    /// The caller stopped the search (Ctrl-C) at some heap: the quotient shown is that of the
    /// heaps before it.
    Interrupted,
}

impl QuotientStatus {
    /// The spelling in JSON and links.
    pub fn name(self) -> &'static str {
        match self {
            QuotientStatus::Periodic => "periodic",
            QuotientStatus::Partial => "partial",
            QuotientStatus::Exceeded => "exceeded",
            QuotientStatus::Interrupted => "interrupted",
        }
    }
}

/// The most candidates the search builds at one heap before it gives up (fixed).
pub const MOST_CANDIDATES: usize = solver::MOST_RECALIBRATIONS;

/// Which bound stopped a quotient computation short.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuotientBound {
    /// The bound on the quotient's elements: with the next heap the quotient has more.
    Elements,
    /// The bound on a candidate's elements before reduction (the search's working bound): the
    /// search would have built larger candidates, and none it built passed the test.
    CandidateSize,
    /// The candidates the search tries at one heap ([`MOST_CANDIDATES`], or every way it has
    /// to repair a candidate): none passed the test.
    Candidates,
}

impl QuotientBound {
    /// What would settle a computation this bound stopped, in general words and in the
    /// current language (the command line names its option instead).
    pub fn advice(self) -> String {
        match self {
            QuotientBound::Elements => t!("misere-advice-elements"),
            QuotientBound::CandidateSize => t!("misere-advice-candidate-size"),
            QuotientBound::Candidates => t!("misere-advice-candidates"),
        }
    }
}

/// Where and why a quotient computation stopped short of the heaps asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Exceeded {
    /// The heap the quotient could not take in.
    pub at_heap: u64,
    /// The bound it hit.
    pub bound: QuotientBound,
    /// That bound's value: elements of the quotient, elements of a candidate before
    /// reduction, or candidates tried.
    pub limit: u64,
    /// For [`QuotientBound::Elements`], the quotient's order with that heap.
    pub order_with_heap: Option<usize>,
}

/// A misère quotient laid out for people: elements named by words in the generators
/// (identity first, at index 0), the product table, the P-portion, the pretending function
/// and a presentation.
#[derive(Debug, Clone)]
pub struct MisereQuotient {
    game: Game,
    /// The last heap the pretending function lists.
    heaps: u64,
    words: Vec<GenWord>,
    generator_heaps: Vec<u64>,
    product: Vec<u32>,
    p: Vec<bool>,
    pretending: Vec<u32>,
    relations: Vec<(GenWord, GenWord)>,
    period: Option<PretendingPeriod>,
}

impl MisereQuotient {
    fn new(game: &Game, solver: &Solver, period: Option<PretendingPeriod>, heaps: u64) -> Self {
        let c = solver.quotient();
        let layout = Layout::new(c);
        let mut p = vec![false; c.size];
        for x in 0..c.size {
            p[layout.place[x] as usize] = c.p[x];
        }
        let computed: Vec<u32> = (0..=c.last_heap())
            .map(|h| layout.place[c.image(h) as usize])
            .collect();
        let mut quotient = MisereQuotient {
            game: game.clone(),
            heaps: computed.len() as u64 - 1,
            words: layout.words,
            generator_heaps: layout.generator_heaps,
            product: layout.product,
            p,
            pretending: computed,
            relations: layout.relations,
            period,
        };
        if period.is_some() {
            quotient.pretending = (0..=heaps.max(quotient.heaps))
                .map(|h| quotient.image(h).unwrap_or(0))
                .collect();
            quotient.heaps = heaps.max(quotient.heaps);
        }
        quotient
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The last heap whose image [`Self::pretending`] lists.
    pub fn heaps(&self) -> u64 {
        self.heaps
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.words.len()
    }

    /// The identity's index (always 0).
    pub fn identity(&self) -> u32 {
        0
    }

    /// The name of element `x`: its least word in the generators, `1` for the identity
    /// (`ab^2`, or `ab²` when `pretty`).
    pub fn name(&self, x: u32, pretty: bool) -> String {
        self.words[x as usize].text(pretty)
    }

    /// Every element's name, in index order.
    pub fn names(&self, pretty: bool) -> Vec<String> {
        self.words.iter().map(|w| w.text(pretty)).collect()
    }

    /// Element `x`'s word in the generators.
    pub fn word(&self, x: u32) -> &GenWord {
        &self.words[x as usize]
    }

    /// The product `x · y`.
    pub fn product(&self, x: u32, y: u32) -> u32 {
        self.product[x as usize * self.order() + y as usize]
    }

    /// The product table, row `x` holding `x · y` for every `y`.
    pub fn table(&self) -> Vec<Vec<u32>> {
        self.product
            .chunks(self.order())
            .map(<[u32]>::to_vec)
            .collect()
    }

    /// Whether the player to move loses a sum whose heaps multiply to `x`.
    pub fn is_p(&self, x: u32) -> bool {
        self.p[x as usize]
    }

    /// The P-portion's indices.
    pub fn p_positions(&self) -> Vec<u32> {
        (0..self.order() as u32).filter(|&x| self.is_p(x)).collect()
    }

    /// The P-portion's names.
    pub fn p_portion_names(&self, pretty: bool) -> Vec<String> {
        self.p_positions()
            .into_iter()
            .map(|x| self.name(x, pretty))
            .collect()
    }

    /// The image of each heap `0..=heaps()`.
    pub fn pretending(&self) -> &[u32] {
        &self.pretending
    }

    /// The image of heap `n`: listed, or past the list by the certified period; `None` past
    /// the list without one.
    pub fn image(&self, n: u64) -> Option<u32> {
        if let Some(&x) = self.pretending.get(n as usize) {
            return Some(x);
        }
        let period = self.period?;
        let n = period.preperiod + (n - period.preperiod) % period.period;
        self.pretending.get(n as usize).copied()
    }

    /// The image of a sum of heaps: the product of theirs (`None` when a heap is past the
    /// list and no period is certified).
    pub fn image_of_heaps(&self, heaps: &[u64]) -> Option<u32> {
        heaps
            .iter()
            .try_fold(0, |x, &h| Some(self.product(x, self.image(h)?)))
    }

    /// The heaps whose images are the generators, in generator order.
    pub fn generator_heaps(&self) -> &[u64] {
        &self.generator_heaps
    }

    /// The relations `lhs = rhs` of the presentation.
    pub fn relations(&self) -> &[(GenWord, GenWord)] {
        &self.relations
    }

    /// The presentation in the literature's notation: `<a, b | a^2 = 1, b^3 = b>` (`a²`
    /// when `pretty`); `<>` for the trivial quotient of a game without moves.
    pub fn presentation(&self, pretty: bool) -> String {
        let generators: Vec<String> = (0..self.generator_heaps.len())
            .map(generator_name)
            .collect();
        let relations: Vec<String> = self
            .relations
            .iter()
            .map(|(l, r)| format!("{} = {}", l.text(pretty), r.text(pretty)))
            .collect();
        if relations.is_empty() {
            format!("<{}>", generators.join(", "))
        } else {
            format!("<{} | {}>", generators.join(", "), relations.join(", "))
        }
    }

    /// The certified period of the pretending function, if any.
    pub fn period(&self) -> Option<PretendingPeriod> {
        self.period
    }

    /// The certified period in words ([`period_words`]): `2 from heap 8 (certified by the
    /// quotient of heaps ≤ 21)`, or `none certified`.
    pub fn period_text(&self) -> String {
        period_words(self.period)
    }
}

/// A computed quotient and how the computation ended.
#[derive(Debug, Clone)]
pub struct QuotientReport {
    quotient: MisereQuotient,
    status: QuotientStatus,
    /// The last heap asked for.
    asked: u64,
    max_elements: u64,
    /// The heap at which the quotient outgrew the bound, and what outgrew it.
    outgrown: Option<(u64, Outgrown)>,
    /// The most elements of a candidate before reduction.
    working: usize,
    /// A period the images show that more heaps would certify: `(preperiod, period, heaps
    /// needed)`.
    seen: Option<(u64, u64, u64)>,
    /// The last heap the computation took in.
    done: u64,
}

impl QuotientReport {
    /// The quotient (for [`QuotientStatus::Exceeded`], of the heaps before the one that
    /// outgrew the bound).
    pub fn quotient(&self) -> &MisereQuotient {
        &self.quotient
    }

    /// How the computation ended.
    pub fn status(&self) -> QuotientStatus {
        self.status
    }

    /// The last heap asked for.
    pub fn asked(&self) -> u64 {
        self.asked
    }

    /// The bound on the elements.
    pub fn max_elements(&self) -> u64 {
        self.max_elements
    }

    /// The heap at which the quotient outgrew the bound (or the search was stopped).
    pub fn outgrown_at(&self) -> Option<u64> {
        self.outgrown.map(|(h, _)| h)
    }

    /// The last heap the computation took in: the heaps asked for, the heap whose quotient
    /// certified a period, or the heap before the one that outgrew a bound or at which the
    /// search was stopped.
    pub fn heaps_done(&self) -> u64 {
        self.done
    }

    /// The bound that stopped the computation short, where and with what value (`None`
    /// unless the status is [`QuotientStatus::Exceeded`]).
    pub fn exceeded(&self) -> Option<Exceeded> {
        let (at_heap, why) = self.outgrown?;
        let (bound, limit, order_with_heap) = match why {
            Outgrown::Quotient(size) => (QuotientBound::Elements, self.max_elements, Some(size)),
            Outgrown::Working => (QuotientBound::CandidateSize, self.working as u64, None),
            Outgrown::Tries => (QuotientBound::Candidates, MOST_CANDIDATES as u64, None),
            Outgrown::Cancelled => return None,
        };
        Some(Exceeded {
            at_heap,
            bound,
            limit,
            order_with_heap,
        })
    }

    /// What the computation found, in words: what was seen and, for a negative answer, which
    /// bound stopped it and what would settle it ([`QuotientBound::advice`]).
    pub fn summary(&self) -> String {
        self.summary_with(QuotientBound::advice)
    }

    /// [`Self::summary`] with other words for what would settle a computation a bound
    /// stopped (the command line names the option that raises it).
    pub fn summary_with(&self, advice: impl Fn(QuotientBound) -> String) -> String {
        let q = &self.quotient;
        if let Some(e) = self.exceeded() {
            let h = e.at_heap;
            let before = t!(
                "misere-quotient-so-far",
                heaps = (h - 1).to_string(),
                order = q.order().to_string(),
                count = q.order()
            );
            let advice = advice(e.bound);
            let heap = h.to_string();
            return match e.bound {
                QuotientBound::Elements => t!(
                    "misere-no-finite-quotient",
                    limit = e.limit,
                    heap = heap,
                    before = before,
                    order = e.order_with_heap.unwrap_or(0),
                    advice = advice
                ),
                QuotientBound::CandidateSize => t!(
                    "misere-candidate-bound",
                    limit = e.limit,
                    heap = heap,
                    before = before,
                    advice = advice
                ),
                QuotientBound::Candidates => t!(
                    "misere-candidates",
                    limit = e.limit,
                    heap = heap,
                    before = before,
                    advice = advice
                ),
            };
        }
        match (self.status, self.outgrown) {
            (QuotientStatus::Interrupted, Some((h, _))) => t!(
                "misere-stopped",
                heap = h.to_string(),
                before = t!(
                    "misere-quotient-so-far",
                    heaps = (h - 1).to_string(),
                    order = q.order().to_string(),
                    count = q.order()
                )
            ),
            (QuotientStatus::Periodic, _) => {
                let p = q.period.unwrap_or(PretendingPeriod {
                    preperiod: 0,
                    period: 1,
                    certified_at: 0,
                });
                t!("misere-periodic", period = p.to_string())
            }
            _ => match self.seen {
                Some((n0, p, needed)) => t!(
                    "misere-period-seen",
                    heaps = q.heaps.to_string(),
                    period = p.to_string(),
                    from = n0.to_string(),
                    needed = needed.to_string()
                ),
                None => t!("misere-no-period", heaps = q.heaps.to_string()),
            },
        }
    }

    /// The report as JSON: `game`, `heaps`, `order`, `elements`, `identity`, `product`,
    /// `p_positions`, `pretending`, `presentation`, `period` and `status`.
    pub fn to_json(&self) -> QuotientJson {
        let q = &self.quotient;
        QuotientJson {
            game: q.game.to_string(),
            heaps: self.asked,
            order: q.order(),
            elements: q.names(false),
            identity: q.identity(),
            product: q.table(),
            p_positions: q.p_positions(),
            pretending: q.pretending.clone(),
            presentation: q.presentation(false),
            period: q.period,
            status: self.status,
        }
    }
}

impl QuotientReport {
    /// The whole document of `nimseq misere --json` (and of Python's `misere_quotient`): the
    /// quotient's JSON ([`Self::to_json`]), the last heap done and the bound hit, which
    /// `option` names as the caller raises it (`--max-elements` on the command line).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::misere::misere_quotient;
    /// let report = misere_quotient(&"octal:0.75".parse()?, 40, 1024)?;
    /// let document = serde_json::to_value(report.document(|_| None)).unwrap();
    /// assert_eq!(document["order"], 8);
    /// assert_eq!(document["status"], "periodic");
    /// assert_eq!(document["heaps_done"], 21);
    /// assert!(document["exceeded"].is_null());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn document(
        &self,
        option: impl Fn(QuotientBound) -> Option<&'static str>,
    ) -> QuotientDocument {
        QuotientDocument {
            quotient: self.to_json(),
            heaps_done: self.heaps_done(),
            exceeded: self.exceeded().map(|e| ExceededJson {
                exceeded: e,
                option: option(e.bound),
            }),
        }
    }
}

/// The document of `nimseq misere --json`: the quotient's JSON, the last heap done and the
/// bound hit ([`QuotientReport::document`]).
#[derive(Debug, Clone, Serialize)]
pub struct QuotientDocument {
    /// The quotient.
    #[serde(flatten)]
    pub quotient: QuotientJson,
    /// The last heap the computation took in.
    pub heaps_done: u64,
    /// The bound that stopped it short, if any.
    pub exceeded: Option<ExceededJson>,
}

/// The bound an exceeded computation hit, in a [`QuotientDocument`].
#[derive(Debug, Clone, Serialize)]
pub struct ExceededJson {
    /// Where, which bound and its value.
    #[serde(flatten)]
    pub exceeded: Exceeded,
    /// The option that raises it, if any, as the caller spells it.
    pub option: Option<&'static str>,
}

/// A report's JSON form (the command line's `nimseq misere --json`).
#[derive(Debug, Clone, Serialize)]
pub struct QuotientJson {
    /// The game's spelling.
    pub game: String,
    /// The last heap asked for.
    pub heaps: u64,
    /// The number of elements.
    pub order: usize,
    /// The elements' names (`1`, `a`, `b`, `ab`, `b^2`, ...), by index.
    pub elements: Vec<String>,
    /// The identity's index.
    pub identity: u32,
    /// `product[x][y]`: the index of `x · y`.
    pub product: Vec<Vec<u32>>,
    /// The P-portion's indices.
    pub p_positions: Vec<u32>,
    /// The index of each heap's image, heap 0 first (heap 0 is the identity).
    pub pretending: Vec<u32>,
    /// The presentation: `<a, b | a^2 = 1, b^3 = b>`.
    pub presentation: String,
    /// The certified period of the pretending function, else null.
    pub period: Option<PretendingPeriod>,
    /// `periodic`, `partial` or `exceeded`.
    pub status: QuotientStatus,
}

/// A quotient computation that goes one heap at a time (for progress and cancelling).
pub struct QuotientSearch {
    game: Game,
    asked: u64,
    max_elements: u64,
    solver: Solver,
    shape: Option<(usize, usize)>,
    tracker: Tracker,
    /// The number of times the quotient had grown when the tracker was last rebuilt (its
    /// elements are numbered afresh each time it grows).
    tracked_growth: Option<usize>,
    period: Option<PretendingPeriod>,
    /// The heap at which a bound was outgrown or the search was stopped, and why.
    outgrown: Option<(u64, Outgrown)>,
}

impl QuotientSearch {
    /// A search for the quotient of heaps `0..=heaps` of `game`, of at most `max_elements`.
    ///
    /// # Errors
    /// [`GameError::LimitExceeded`] for [`Limit::QuotientHeaps`] or
    /// [`Limit::QuotientElements`]; [`GameError::NothingRequested`] for `heaps = 0` or
    /// `max_elements = 0`.
    pub fn new(game: &Game, heaps: u64, max_elements: u64) -> Result<Self, GameError> {
        limits::check(Limit::QuotientHeaps, heaps, MAX_QUOTIENT_HEAPS)?;
        limits::check(Limit::QuotientElements, max_elements, MAX_QUOTIENT_ELEMENTS)?;
        if heaps == 0 {
            return Err(GameError::NothingRequested(Limit::QuotientHeaps));
        }
        if max_elements == 0 {
            return Err(GameError::NothingRequested(Limit::QuotientElements));
        }
        // A game given by its options is one game, not heaps of every size.
        if let Game::Tree(tree) = game {
            return Err(GameError::TreeNotAFamily(tree.to_string()));
        }
        let alphabet = Alphabet::new(game, heaps)?;
        let mut search = QuotientSearch {
            game: game.clone(),
            asked: heaps,
            max_elements,
            solver: Solver::new(alphabet, max_elements as usize),
            shape: periodicity_shape(game),
            tracker: Tracker::default(),
            tracked_growth: None,
            period: None,
            outgrown: None,
        };
        search.track();
        Ok(search)
    }

    /// Bounds the candidates the search builds to `working` elements before reduction (by
    /// default sixteen times the bound on the quotient, at least 2^14): a search that must stay
    /// quick (the board's, on the page's main thread) gives up sooner where the quotient
    /// outgrows its bound, and says so as any search does.
    pub fn with_working_bound(mut self, working: usize) -> Self {
        self.solver.set_working(working);
        self
    }

    /// Stops the search once `flag` is raised (by Ctrl-C), between the candidates it tries:
    /// the search is then over, its report says [`QuotientStatus::Interrupted`] and holds the
    /// quotient of the heaps before.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.solver.set_cancel(flag);
        self
    }

    /// The most elements of a candidate before reduction.
    pub fn working_bound(&self) -> usize {
        self.solver.working()
    }

    /// Brings the period tracker up to date with the solver's quotient.
    fn track(&mut self) {
        let c = self.solver.quotient();
        let growth = self.solver.expansions.len();
        if self.tracked_growth != Some(growth) {
            let images: Vec<u32> = (0..=c.last_heap()).map(|h| c.image(h)).collect();
            self.tracker = Tracker::of(&images);
            self.tracked_growth = Some(growth);
        } else {
            self.tracker.push(c.image(c.last_heap()));
        }
        if let Some((k, b)) = self.shape {
            self.period = self.tracker.certify(k, b);
        }
    }

    /// Whether the search is over (every heap in, a period certified, or the bound outgrown).
    pub fn is_done(&self) -> bool {
        self.solver.is_done() || self.period.is_some() || self.outgrown.is_some()
    }

    /// Adds the next heap; returns whether the search is over.
    pub fn step(&mut self) -> bool {
        if self.is_done() {
            return true;
        }
        let next = self.solver.quotient().last_heap() as u64 + 1;
        match self.solver.step() {
            Ok(()) => self.track(),
            Err(why) => self.outgrown = Some((next, why)),
        }
        self.is_done()
    }

    /// The heaps done so far (the last heap in the quotient).
    pub fn done(&self) -> u64 {
        self.solver.quotient().last_heap() as u64
    }

    /// The last heap asked for.
    pub fn total(&self) -> u64 {
        self.asked
    }

    /// The current quotient's number of elements.
    pub fn order(&self) -> usize {
        self.solver.quotient().size
    }

    /// The report on the quotient so far.
    pub fn report(&self) -> QuotientReport {
        let status = if self.period.is_some() {
            QuotientStatus::Periodic
        } else if let Some((_, Outgrown::Cancelled)) = self.outgrown {
            QuotientStatus::Interrupted
        } else if self.outgrown.is_some() {
            QuotientStatus::Exceeded
        } else {
            QuotientStatus::Partial
        };
        let seen = match (self.period, self.shape) {
            (None, Some((k, b))) => self.tracker.seen(k, b),
            _ => None,
        };
        QuotientReport {
            quotient: MisereQuotient::new(&self.game, &self.solver, self.period, self.asked),
            status,
            asked: self.asked,
            max_elements: self.max_elements,
            outgrown: self.outgrown,
            working: self.solver.working(),
            seen,
            done: self.done(),
        }
    }
}

/// The misère quotient of heaps `0..=heaps` of `game`, of at most `max_elements` elements.
///
/// # Errors
/// As [`QuotientSearch::new`].
pub fn misere_quotient(
    game: &Game,
    heaps: u64,
    max_elements: u64,
) -> Result<QuotientReport, GameError> {
    let mut search = QuotientSearch::new(game, heaps, max_elements)?;
    while !search.step() {}
    Ok(search.report())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(spec: &str) -> Game {
        spec.parse().unwrap()
    }

    #[test]
    fn an_exceeded_search_names_the_bound_it_hit() {
        // tb:4.7 at heap 27 needs candidates of more than 2^14 elements, within 1024 elements
        // of the quotient: the candidates' bound is the one named.
        let report = misere_quotient(&game("tb:4.7"), 27, 1024).unwrap();
        assert_eq!(report.status(), QuotientStatus::Exceeded);
        let e = report.exceeded().unwrap();
        assert_eq!(e.bound, QuotientBound::CandidateSize);
        assert_eq!((e.at_heap, e.limit, e.order_with_heap), (27, 1 << 14, None));
        assert_eq!(report.heaps_done(), 26);
        let summary = report.summary();
        assert!(
            summary.starts_with(
                "no quotient found for heaps ≤ 27 within the search's bound of 16,384 elements per candidate"
            ),
            "{summary}"
        );
        assert!(!summary.contains("1,024"), "{summary}");
        let named = report.summary_with(|b| format!("raise {b:?}"));
        assert!(named.ends_with("(raise CandidateSize)"), "{named}");
        // Raised, the quotient is found.
        let mut search = QuotientSearch::new(&game("tb:4.7"), 27, 1024)
            .unwrap()
            .with_working_bound(1 << 15);
        while !search.step() {}
        let report = search.report();
        assert_eq!(report.status(), QuotientStatus::Partial);
        assert_eq!(report.quotient().order(), 252);
        assert_eq!(report.heaps_done(), 27);
        assert!(report.exceeded().is_none());
        // The quotient's own bound, named with the order it reached.
        let report = misere_quotient(&game("octal:0.07"), 40, 1).unwrap();
        let e = report.exceeded().unwrap();
        assert_eq!(e.bound, QuotientBound::Elements);
        assert_eq!(e.limit, 1);
        assert!(e.order_with_heap.unwrap() > 1);
        assert_eq!(report.heaps_done(), e.at_heap - 1);
        assert!(
            report
                .summary()
                .starts_with("no finite quotient found within 1 element for heaps ≤ 2:"),
            "{}",
            report.summary()
        );
    }

    #[test]
    fn a_cancelled_search_keeps_the_heaps_before() {
        let flag = Arc::new(AtomicBool::new(false));
        let mut search = QuotientSearch::new(&game("octal:0.77"), 40, 1024)
            .unwrap()
            .with_cancel(Arc::clone(&flag));
        for _ in 0..6 {
            search.step();
        }
        let done = search.done();
        flag.store(true, std::sync::atomic::Ordering::SeqCst);
        assert!(search.step(), "a cancelled search is over");
        let report = search.report();
        assert_eq!(report.status(), QuotientStatus::Interrupted);
        assert_eq!(report.status().name(), "interrupted");
        assert_eq!(report.heaps_done(), done);
        assert_eq!(report.quotient().pretending().len() as u64, done + 1);
        assert!(report.exceeded().is_none());
        assert!(
            report
                .summary()
                .starts_with(&format!("stopped at heap {}", done + 1)),
            "{}",
            report.summary()
        );
    }

    #[test]
    fn german_and_french_summaries_have_no_english() {
        use crate::words::{with_language, Lang};
        let small = |spec: &str, heaps: u64, working: usize| {
            let mut search = QuotientSearch::new(&game(spec), heaps, 1024)
                .unwrap()
                .with_working_bound(working);
            while !search.step() {}
            search.report()
        };
        let reports = [
            misere_quotient(&game("octal:0.07"), 40, 1).unwrap(),
            misere_quotient(&game("octal:0.77"), 30, 1024).unwrap(),
            misere_quotient(&game("sub:1,2/misere"), 5, 1024).unwrap(),
            misere_quotient(&game("octal:0.6"), 8, 1024).unwrap(),
            small("octal:0.07", 30, 4),
        ];
        assert!(reports.iter().any(|r| r
            .exceeded()
            .is_some_and(|e| e.bound == QuotientBound::CandidateSize)));
        for lang in [Lang::De, Lang::Fr] {
            for report in &reports {
                let summary = with_language(lang, || report.summary());
                for english in [
                    " the ",
                    "quotient of",
                    "heaps",
                    " found",
                    "period ",
                    " has ",
                    "element",
                ] {
                    assert!(!summary.contains(english), "{lang:?}: {summary}");
                }
            }
            for bound in [
                QuotientBound::Elements,
                QuotientBound::CandidateSize,
                QuotientBound::Candidates,
            ] {
                let advice = with_language(lang, || bound.advice());
                assert!(!advice.contains(" the "), "{advice}");
            }
            let size = with_language(lang, || check_candidate_size(0).unwrap_err());
            assert!(
                !size.contains("bound") && size.contains("4194304"),
                "{size}"
            );
        }
        let de = with_language(Lang::De, || reports[0].summary());
        assert!(
            de.starts_with(
                "kein endlicher Quotient mit höchstens 1 Element für die Haufen ≤ 2 gefunden:"
            ),
            "{de}"
        );
    }
}
