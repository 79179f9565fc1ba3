//! Misère sums: several heaps played together under misère play (whoever makes the last move
//! loses). The XOR of nim-values does not decide them; the misère quotient does (Plambeck and
//! Siegel): when every heap is of one game, each heap stands for an element of the quotient of
//! that game's heaps up to the largest, the sum for the product of its heaps' elements, and the
//! player to move loses exactly when the product lies in the P-portion. Where no quotient
//! decides the sum (heaps of different games, or no quotient within the bounds), its positions
//! are searched, with a bound on how many.
//!
//! # Examples
//!
//! ```
//! use nimseq_core::sum::{analyse_misere, Heap, MisereBounds};
//!
//! // Misère Nim heaps 1, 2, 3 (elements a, b, ab): a · b · ab = b², in the P-portion.
//! let heaps: Vec<Heap> = ["tb:0.[3]@1", "tb:0.[3]@2", "tb:0.[3]@3"]
//!     .iter()
//!     .map(|h| h.parse())
//!     .collect::<Result<_, _>>()?;
//! let a = analyse_misere(&heaps, &MisereBounds::default())?;
//! assert!(!a.first_player_wins);
//! let q = a.quotient.as_ref().expect("decided by the quotient");
//! assert_eq!(q.images, ["a", "b", "ab"]);
//! assert_eq!(q.product, "b^2");
//! # Ok::<(), nimseq_core::GameError>(())
//! ```

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::Serialize;

use super::{
    Exceeded, MisereQuotient, PretendingPeriod, QuotientBound, QuotientReport, QuotientSearch,
    QuotientStatus, DEFAULT_MAX_ELEMENTS,
};
use crate::error::{GameError, Limit};
use crate::game::{Game, Rule};
use crate::heap::{heap_options, Heap, WinningMove};
use crate::limits::{self, MAX_HEAPS, MAX_QUOTIENT_HEAPS};
use crate::words::t;

/// The most positions a misère sum's search tabulates where no quotient decides it.
pub const MAX_SUM_SEARCH_POSITIONS: u64 = 1 << 20;

/// The bounds of a misère sum's analysis: the quotient's, and the search's.
#[derive(Debug, Clone)]
pub struct MisereBounds {
    /// The most elements of the quotient ([`DEFAULT_MAX_ELEMENTS`] by default).
    pub max_elements: u64,
    /// The most elements of a candidate before reduction (`None`: the quotient search's
    /// default, sixteen times `max_elements`, at least 2^14).
    pub max_candidate_size: Option<usize>,
    /// The most positions the search tabulates ([`MAX_SUM_SEARCH_POSITIONS`] by default).
    pub max_positions: u64,
    /// Raised (by Ctrl-C) to stop the quotient's computation and the search.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for MisereBounds {
    fn default() -> Self {
        MisereBounds {
            max_elements: DEFAULT_MAX_ELEMENTS,
            max_candidate_size: None,
            max_positions: MAX_SUM_SEARCH_POSITIONS,
            cancel: None,
        }
    }
}

/// How a misère sum was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DecidedBy {
    /// By the misère quotient of the heaps' game.
    Quotient,
    /// By searching the sum's positions.
    Search,
}

/// What the quotient says of a misère sum.
#[derive(Debug, Clone, Serialize)]
pub struct SumQuotient {
    /// The game whose heaps it is the quotient of.
    pub game: String,
    /// The quotient is that of this game's heaps up to this one (of every heap when
    /// `status` is `periodic`).
    pub heaps: u64,
    /// `periodic` or `partial` (see [`QuotientStatus`]).
    pub status: QuotientStatus,
    /// Its number of elements.
    pub order: usize,
    /// Its presentation: `<a, b | a^2 = 1, b^3 = b>`.
    pub presentation: String,
    /// The P-portion's names.
    pub p_portion: Vec<String>,
    /// The certified period of the pretending function, else null.
    pub period: Option<PretendingPeriod>,
    /// Each heap's element (`1` for an empty heap), in the order of the heaps.
    pub images: Vec<String>,
    /// The product of the heaps' elements: the position's element.
    pub product: String,
    /// Whether the product lies in the P-portion (the player to move loses).
    pub p: bool,
    /// The product each winning move leaves (in the P-portion), in the order of the moves.
    pub move_products: Vec<String>,
    /// The quotient itself, for its names in other notations.
    #[serde(skip)]
    quotient: Box<MisereQuotient>,
    /// The indices of `images`, `product` and `move_products`.
    #[serde(skip)]
    ids: (Vec<u32>, u32, Vec<u32>),
}

impl SumQuotient {
    /// The quotient.
    pub fn quotient(&self) -> &MisereQuotient {
        &self.quotient
    }

    /// Each heap's element, named as people write it (`ab²` when `pretty`).
    pub fn image_names(&self, pretty: bool) -> Vec<String> {
        self.ids
            .0
            .iter()
            .map(|&x| self.quotient.name(x, pretty))
            .collect()
    }

    /// The product's name (`b²` when `pretty`).
    pub fn product_name(&self, pretty: bool) -> String {
        self.quotient.name(self.ids.1, pretty)
    }

    /// The name of the product winning move `i` leaves.
    pub fn move_product_name(&self, i: usize, pretty: bool) -> String {
        self.ids
            .2
            .get(i)
            .map_or_else(|| "?".into(), |&x| self.quotient.name(x, pretty))
    }
}

/// What the search of a misère sum's positions did.
#[derive(Debug, Clone, Serialize)]
pub struct SumSearch {
    /// Why no quotient decided the sum, in words.
    pub reason: String,
    /// The bound the quotient's computation hit, where that is why.
    pub quotient_exceeded: Option<Exceeded>,
    /// The positions the search tabulated.
    pub positions: u64,
    /// The most it may tabulate.
    pub max_positions: u64,
    /// The quotient's report, where a bound stopped it.
    #[serde(skip)]
    report: Option<Box<QuotientReport>>,
}

impl SumSearch {
    /// [`Self::reason`] with other words for what would settle a quotient a bound stopped
    /// ([`QuotientReport::summary_with`]).
    pub fn reason_with(&self, advice: impl Fn(QuotientBound) -> String) -> String {
        match &self.report {
            Some(report) => report.summary_with(advice),
            None => self.reason.clone(),
        }
    }
}

/// Why no quotient decided a sum.
enum NoQuotient {
    /// A bound stopped the quotient's computation.
    Exceeded(Box<QuotientReport>),
    /// Another reason, in words.
    Words(String),
}

/// The analysis of a misère sum: the same `heaps`, `first_player_wins` and `winning_moves`
/// as a normal-play sum's ([`crate::sum::SumAnalysis`]), and how it was decided.
#[derive(Debug, Clone, Serialize)]
pub struct MisereSumAnalysis {
    /// The heaps, spelled `GAME@SIZE`.
    pub heaps: Vec<String>,
    /// Always [`Rule::Misere`]: whoever makes the last move loses.
    pub rule: Rule,
    /// Whether the player to move wins with perfect play.
    pub first_player_wins: bool,
    /// `N` (the player to move wins) or `P` (the player to move loses).
    pub outcome: &'static str,
    /// Every move that wins (empty when the player to move loses).
    pub winning_moves: Vec<WinningMove>,
    /// `quotient` or `search`.
    pub decided_by: DecidedBy,
    /// What the quotient says, when it decided the sum.
    pub quotient: Option<SumQuotient>,
    /// What the search did, when it decided the sum.
    pub search: Option<SumSearch>,
}

/// Whether a heap (after [`Heap::played_misere`]) is of the given game and not empty.
fn is_of(heap: &Heap, game: &Game) -> bool {
    &heap.game == game
}

/// Decides a sum of heaps under misère play, and lists every winning move: by the misère
/// quotient of their game's heaps when every non-empty heap is of one game and the quotient
/// of its heaps up to the largest is found within `bounds`, else by searching the sum's
/// positions (at most `bounds.max_positions`).
///
/// Subtraction heaps take the misère form of their rule and rows of octal and take-and-break
/// games are played misère ([`Heap::played_misere`]).
///
/// # Errors
/// [`GameError::EmptySum`], the [`Limit::Heaps`] limit, [`GameError::RuleNotForTree`] for a
/// game given by its options, the [`Limit::SumPositions`] limit when the search needs more
/// positions than allowed, and [`GameError::Cancelled`] when `bounds.cancel` was raised.
pub fn analyse_misere(
    heaps: &[Heap],
    bounds: &MisereBounds,
) -> Result<MisereSumAnalysis, GameError> {
    if heaps.is_empty() {
        return Err(GameError::EmptySum);
    }
    limits::check(Limit::Heaps, heaps.len() as u64, MAX_HEAPS)?;
    let heaps: Vec<Heap> = heaps
        .iter()
        .map(Heap::played_misere)
        .collect::<Result<_, _>>()?;
    let spelled: Vec<String> = heaps.iter().map(Heap::to_string).collect();
    let mut games: Vec<&Game> = Vec::new();
    for h in heaps.iter().filter(|h| h.size > 0) {
        if !games.contains(&&h.game) {
            games.push(&h.game);
        }
    }
    let why = match games[..] {
        [] => NoQuotient::Words(t!("misere-all-empty")),
        [game] => match by_quotient(&heaps, game, bounds)? {
            Ok(analysis) => return Ok(analysis),
            Err(why) => why,
        },
        _ => NoQuotient::Words(t!("misere-games", games = games.len().to_string())),
    };
    let (reason, report) = match why {
        NoQuotient::Exceeded(report) => (report.summary(), Some(report)),
        NoQuotient::Words(words) => (words, None),
    };
    let mut search = Search::new(bounds);
    let start = search.key_of(&heaps, None);
    let p = search.is_p(start)?;
    let mut winning_moves = Vec::new();
    for (i, heap) in heaps.iter().enumerate() {
        for (take, leaves) in heap_options(&heap.game, heap.size) {
            let after = search.key_of(&heaps, Some((i, &leaves)));
            if search.is_p(after)? {
                winning_moves.push(WinningMove::of(&heaps, i, take, leaves));
            }
        }
    }
    Ok(MisereSumAnalysis {
        heaps: spelled,
        rule: Rule::Misere,
        first_player_wins: !p,
        outcome: if p { "P" } else { "N" },
        winning_moves,
        decided_by: DecidedBy::Search,
        quotient: None,
        search: Some(SumSearch {
            reason,
            quotient_exceeded: report.as_ref().and_then(|r| r.exceeded()),
            positions: search.memo.len() as u64,
            max_positions: bounds.max_positions,
            report,
        }),
    })
}

/// The sum decided by the quotient of `game`'s heaps up to the largest; `Ok(Err(why))` when
/// no quotient within the bounds decides it.
fn by_quotient(
    heaps: &[Heap],
    game: &Game,
    bounds: &MisereBounds,
) -> Result<Result<MisereSumAnalysis, NoQuotient>, GameError> {
    let largest = heaps.iter().map(|h| h.size).max().unwrap_or(0).max(1);
    let most = game
        .largest_listed_heap()
        .map_or(MAX_QUOTIENT_HEAPS, |m| m.min(MAX_QUOTIENT_HEAPS));
    let mut search = QuotientSearch::new(game, largest.min(most), bounds.max_elements)?;
    if let Some(working) = bounds.max_candidate_size {
        search = search.with_working_bound(working);
    }
    if let Some(flag) = &bounds.cancel {
        search = search.with_cancel(Arc::clone(flag));
    }
    while !search.step() {}
    let report = search.report();
    match report.status() {
        QuotientStatus::Interrupted => return Err(GameError::Cancelled),
        QuotientStatus::Exceeded => return Ok(Err(NoQuotient::Exceeded(Box::new(report)))),
        QuotientStatus::Periodic | QuotientStatus::Partial => {}
    }
    let q = report.quotient();
    let image = |n: u64| q.image(n);
    let Some(images) = heaps
        .iter()
        .map(|h| {
            if is_of(h, game) {
                image(h.size)
            } else {
                Some(0)
            }
        })
        .collect::<Option<Vec<u32>>>()
    else {
        return Ok(Err(NoQuotient::Words(t!(
            "misere-past",
            heap = largest,
            covered = q.heaps()
        ))));
    };
    let product = images.iter().fold(0, |x, &y| q.product(x, y));
    let mut winning_moves = Vec::new();
    let mut move_ids = Vec::new();
    for (i, heap) in heaps.iter().enumerate() {
        let others = images
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .fold(0, |x, (_, &y)| q.product(x, y));
        for (take, leaves) in heap_options(&heap.game, heap.size) {
            let Some(left) = leaves
                .iter()
                .try_fold(others, |x, &s| Some(q.product(x, image(s)?)))
            else {
                continue;
            };
            if q.is_p(left) {
                move_ids.push(left);
                winning_moves.push(WinningMove::of(heaps, i, take, leaves));
            }
        }
    }
    let p = q.is_p(product);
    let name = |x: u32| q.name(x, false);
    let quotient = SumQuotient {
        game: game.to_string(),
        heaps: q.heaps(),
        status: report.status(),
        order: q.order(),
        presentation: q.presentation(false),
        p_portion: q.p_portion_names(false),
        period: q.period(),
        images: images.iter().map(|&x| name(x)).collect(),
        product: name(product),
        p,
        move_products: move_ids.iter().map(|&x| name(x)).collect(),
        quotient: Box::new(q.clone()),
        ids: (images, product, move_ids),
    };
    Ok(Ok(MisereSumAnalysis {
        heaps: heaps.iter().map(Heap::to_string).collect(),
        rule: Rule::Misere,
        first_player_wins: !p,
        outcome: if p { "P" } else { "N" },
        winning_moves,
        decided_by: DecidedBy::Quotient,
        quotient: Some(quotient),
        search: None,
    }))
}

/// A heap in a search key: the game's place in the list (16 bits) and the size (48 bits).
type Packed = u64;

/// Sizes take the low 48 bits of a packed heap.
const SIZE_BITS: u32 = 48;

/// Positions looked at between looks at the cancel flag.
const CANCEL_EVERY: u64 = 1 << 12;

/// The search of a misère sum's positions: each position a sorted list of its heaps that have
/// a move (a heap without one never matters), each tabulated once as P (the player to move
/// loses) or N.
struct Search<'a> {
    bounds: &'a MisereBounds,
    games: Vec<Game>,
    /// The options of each heap looked at, as packed heaps (those with a move).
    options: HashMap<Packed, Vec<Vec<Packed>>>,
    /// Whether each heap looked at has a move.
    moves: HashMap<Packed, bool>,
    /// Whether each position tabulated is a P-position.
    memo: HashMap<Box<[Packed]>, bool>,
    looked_at: u64,
}

/// A position on the search's stack, and the option it looks at next.
struct Frame {
    key: Box<[Packed]>,
    heap: usize,
    option: usize,
}

impl<'a> Search<'a> {
    fn new(bounds: &'a MisereBounds) -> Self {
        Search {
            bounds,
            games: Vec::new(),
            options: HashMap::new(),
            moves: HashMap::new(),
            memo: HashMap::new(),
            looked_at: 0,
        }
    }

    /// A heap packed, its game added to the list if new.
    fn pack(&mut self, game: &Game, size: u64) -> Packed {
        let g = match self.games.iter().position(|x| x == game) {
            Some(g) => g,
            None => {
                self.games.push(game.clone());
                self.games.len() - 1
            }
        };
        (g as u64) << SIZE_BITS | size
    }

    /// The game and size of a packed heap.
    fn unpack(&self, heap: Packed) -> (&Game, u64) {
        (
            &self.games[(heap >> SIZE_BITS) as usize],
            heap & ((1 << SIZE_BITS) - 1),
        )
    }

    /// Whether `heap` has a move.
    fn has_move(&mut self, heap: Packed) -> bool {
        if let Some(&any) = self.moves.get(&heap) {
            return any;
        }
        let (game, size) = self.unpack(heap);
        let mut any = false;
        game.visit_options(size, |_, _| any = true);
        self.moves.insert(heap, any);
        any
    }

    /// Makes sure the options of `heap` are listed: each the heaps it leaves that have a move,
    /// packed and sorted, each different option once.
    fn list(&mut self, heap: Packed) {
        if self.options.contains_key(&heap) {
            return;
        }
        let (game, size) = self.unpack(heap);
        let game = game.clone();
        let mut options: Vec<Vec<Packed>> = Vec::new();
        for (_, leaves) in heap_options(&game, size) {
            let mut left: Vec<Packed> = Vec::new();
            for s in leaves {
                let h = self.pack(&game, s);
                if self.has_move(h) {
                    left.push(h);
                }
            }
            left.sort_unstable();
            options.push(left);
        }
        options.sort();
        options.dedup();
        self.options.insert(heap, options);
    }

    /// The key of `heaps`, or of what is left after `(i, leaves)` replaces heap `i`.
    fn key_of(&mut self, heaps: &[Heap], replaced: Option<(usize, &[u64])>) -> Box<[Packed]> {
        let mut key = Vec::new();
        for (j, h) in heaps.iter().enumerate() {
            let sizes: Vec<u64> = match replaced {
                Some((i, leaves)) if i == j => leaves.to_vec(),
                _ => vec![h.size],
            };
            for s in sizes {
                let packed = self.pack(&h.game, s);
                if self.has_move(packed) {
                    key.push(packed);
                }
            }
        }
        key.sort_unstable();
        key.into_boxed_slice()
    }

    /// Whether the position `key` is a P-position, searching what is not yet tabulated
    /// (depth first, without recursion).
    fn is_p(&mut self, start: Box<[Packed]>) -> Result<bool, GameError> {
        if let Some(&p) = self.memo.get(&start) {
            return Ok(p);
        }
        let mut stack = vec![Frame {
            key: start.clone(),
            heap: 0,
            option: 0,
        }];
        while let Some(frame) = stack.last_mut() {
            let mut unknown = None;
            // Some option is a P-position: this one is N.
            let mut to_p = false;
            while frame.heap < frame.key.len() {
                let heap = frame.key[frame.heap];
                self.list(heap);
                // Equal heaps have the same options: look at the first of them only.
                let options = &self.options[&heap];
                if (frame.heap > 0 && frame.key[frame.heap - 1] == heap)
                    || frame.option >= options.len()
                {
                    frame.heap += 1;
                    frame.option = 0;
                    continue;
                }
                let mut child: Vec<Packed> = frame.key[..frame.heap]
                    .iter()
                    .chain(&frame.key[frame.heap + 1..])
                    .chain(&options[frame.option])
                    .copied()
                    .collect();
                child.sort_unstable();
                match self.memo.get(child.as_slice()) {
                    Some(true) => {
                        to_p = true;
                        break;
                    }
                    Some(false) => frame.option += 1,
                    None => {
                        unknown = Some(child.into_boxed_slice());
                        break;
                    }
                }
            }
            if let Some(key) = unknown {
                self.looked_at += 1;
                let tabulated = self.memo.len() as u64 + stack.len() as u64;
                if tabulated >= self.bounds.max_positions {
                    return Err(GameError::limit(
                        Limit::SumPositions,
                        tabulated + 1,
                        self.bounds.max_positions,
                    ));
                }
                if self.looked_at.is_multiple_of(CANCEL_EVERY)
                    && self
                        .bounds
                        .cancel
                        .as_ref()
                        .is_some_and(|f| f.load(Ordering::Relaxed))
                {
                    return Err(GameError::Cancelled);
                }
                stack.push(Frame {
                    key,
                    heap: 0,
                    option: 0,
                });
                continue;
            }
            if let Some(done) = stack.pop() {
                // No option is a P-position: P when there is a move (every heap in a key has
                // one), N when there is none (under misère play the player to move then wins).
                let p = !to_p && !done.key.is_empty();
                self.memo.insert(done.key, p);
            }
        }
        Ok(self.memo[&start])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heaps(specs: &[&str]) -> Vec<Heap> {
        specs.iter().map(|s| s.parse().unwrap()).collect()
    }

    /// Whether the player to move loses `heaps` under misère play, by the plainest recursion.
    fn plain_p(heaps: &[(Game, u64)]) -> bool {
        let mut any = false;
        for (i, (game, n)) in heaps.iter().enumerate() {
            for (_, leaves) in game.options(*n) {
                any = true;
                let mut next: Vec<(Game, u64)> = heaps.to_vec();
                next.remove(i);
                next.extend(leaves.into_iter().map(|s| (game.clone(), s)));
                if plain_p(&next) {
                    return false;
                }
            }
        }
        any
    }

    fn plain(heaps: &[Heap]) -> Vec<(Game, u64)> {
        heaps
            .iter()
            .map(|h| (h.played_misere().unwrap().game, h.size))
            .collect()
    }

    #[test]
    fn quotient_and_search_agree_with_the_plain_recursion() {
        let search_only = MisereBounds {
            max_elements: 1,
            max_candidate_size: Some(1),
            ..MisereBounds::default()
        };
        for specs in [
            &["octal:0.77@5", "octal:0.77@3", "octal:0.77@2"][..],
            &["octal:0.77@6", "octal:0.77@6"],
            &["sub:1,2/misere@4", "sub:1,2/misere@3"],
            &["sub:1,3,4@7", "sub:1,3,4@5"],
            &["octal:0.07@7", "octal:0.07@4", "octal:0.07@1"],
            &["tb:0.[3]@1", "tb:0.[3]@1", "tb:0.[3]@1"],
            &["octal:0.77@4", "sub:1,2@3"],
            &["sub:2@1", "sub:2@1"],
        ] {
            let hs = heaps(specs);
            let truth = plain_p(&plain(&hs));
            for bounds in [&MisereBounds::default(), &search_only] {
                let a = analyse_misere(&hs, bounds).unwrap();
                assert_eq!(a.first_player_wins, !truth, "{specs:?}");
                assert_eq!(a.outcome, if truth { "P" } else { "N" });
                // An N-position wins by a move unless it has none (the opponent moved last).
                let moves = hs.iter().any(|h| !h.game.options(h.size).is_empty());
                assert_eq!(a.winning_moves.is_empty(), truth || !moves, "{specs:?}");
                for w in &a.winning_moves {
                    let after: Vec<Heap> = w.result.iter().map(|s| s.parse().unwrap()).collect();
                    assert!(plain_p(&plain(&after)), "{specs:?}: {:?}", w.result);
                }
            }
        }
    }

    #[test]
    fn one_games_heaps_go_by_the_quotient_others_by_search() {
        let a = analyse_misere(
            &heaps(&["octal:0.77@5", "octal:0.77@3"]),
            &MisereBounds::default(),
        )
        .unwrap();
        assert_eq!(a.decided_by, DecidedBy::Quotient);
        let q = a.quotient.as_ref().unwrap();
        assert_eq!(q.images.len(), 2);
        assert_eq!(q.move_products.len(), a.winning_moves.len());
        assert!(a.search.is_none());
        let mixed = analyse_misere(
            &heaps(&["octal:0.77@5", "sub:1,2@3"]),
            &MisereBounds::default(),
        )
        .unwrap();
        assert_eq!(mixed.decided_by, DecidedBy::Search);
        let s = mixed.search.as_ref().unwrap();
        assert!(s.reason.contains("2 different games"), "{}", s.reason);
        assert!(s.positions > 0);
        // A quotient past its bound: the search decides, and says why.
        let tight = MisereBounds {
            max_elements: 4,
            ..MisereBounds::default()
        };
        let a = analyse_misere(&heaps(&["octal:0.07@9", "octal:0.07@7"]), &tight).unwrap();
        assert_eq!(a.decided_by, DecidedBy::Search);
        assert!(
            a.search.unwrap().reason.contains("within 4 elements"),
            "the reason names the bound"
        );
    }

    #[test]
    fn the_search_is_bounded_and_cancellable() {
        let small = MisereBounds {
            max_elements: 1,
            max_candidate_size: Some(1),
            max_positions: 50,
            cancel: None,
        };
        let err = analyse_misere(&heaps(&["octal:0.77@30", "octal:0.77@29"]), &small).unwrap_err();
        assert!(matches!(
            err,
            GameError::LimitExceeded {
                what: Limit::SumPositions,
                limit: 50,
                ..
            }
        ));
        let flag = Arc::new(AtomicBool::new(true));
        let cancelled = MisereBounds {
            cancel: Some(flag),
            ..MisereBounds::default()
        };
        assert_eq!(
            analyse_misere(&heaps(&["octal:0.77@5"]), &cancelled).unwrap_err(),
            GameError::Cancelled
        );
    }

    #[test]
    fn games_given_by_their_options_have_no_misere_play_here() {
        assert!(matches!(
            analyse_misere(&heaps(&["*3", "*2"]), &MisereBounds::default()),
            Err(GameError::RuleNotForTree(_))
        ));
    }

    #[test]
    fn german_and_french_reasons_have_no_english() {
        use crate::words::{with_language, Lang};
        let few = MisereBounds {
            max_elements: 2,
            ..MisereBounds::default()
        };
        for (specs, bounds) in [
            (&["K5", "sub:1,2@4"][..], MisereBounds::default()),
            (&["K0", "K0"][..], MisereBounds::default()),
            (&["octal:0.07@12", "octal:0.07@9"][..], few),
        ] {
            for lang in [Lang::De, Lang::Fr] {
                let a = with_language(lang, || analyse_misere(&heaps(specs), &bounds).unwrap());
                let reason = a.search.expect("decided by search").reason;
                for english in [" the ", " of ", "heap", " found", " is ", "every"] {
                    assert!(!reason.contains(english), "{lang:?} {specs:?}: {reason}");
                }
            }
        }
    }
}
