//! Sums of games: several heaps, each with its own game, a move made in exactly one heap.
//!
//! By the Sprague–Grundy theorem a sum under normal play is won by the player to move exactly
//! when the XOR (nim-sum) of the heaps' values is not 0, and a move wins exactly when it
//! leaves a nim-sum of 0. This settles the stone-picking paper's open problem of several
//! heaps with different rule sets. Misère play has no such rule: [`analyse`] values a misère
//! game only on its own (one heap), and [`analyse_misere`] decides misère sums by the misère
//! quotient of their heaps' game, or by searching their positions.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::plain::{named, strip_word_suffix};
use crate::game::spec::{parse_count, shorten};
use crate::game::Rule;
use crate::game::{Game, Nimber};
use crate::limits::{self, MAX_HEAP, MAX_HEAPS};
use crate::period::{PeriodSearch, Periodicity};
use crate::words::{and_list, t};

pub use crate::misere::sum::{
    analyse_misere, DecidedBy, MisereBounds, MisereSumAnalysis, SumQuotient, SumSearch,
    MAX_SUM_SEARCH_POSITIONS,
};

/// One heap of a sum: a game and a number of tokens.
///
/// Spelled `GAME@SIZE`: `sub:1,2@7`, `octal:0.77@10`, `sub:3,5,6/take-all@9`; or a game given
/// by its options, a nimber `*3` or an option set `{0, *1, {0, *2}}` (its "size" is the
/// position it is at, see [`Game::Tree`]), or `0`.
///
/// What the page writes and what a student types reads too: a game by its name and a size,
/// as [`Game::heap_in_words`] writes it (`Kayles, a row of 5`, `the subtraction game {1, 3,
/// 4}, a heap of 7`) or shorter (`Kayles 5`, `K5`, `kayles@5`, `Nim 3`, `Dawson's Kayles 7`,
/// `dawson 7`, `Grundy's game 9`, `grundy 9`, `Officers 6`), names in any case; and a plain
/// number, the nimber it names (`3` is `*3`).
///
/// # Examples
/// ```
/// use nimseq_core::sum::Heap;
/// let kayles: Heap = "octal:0.77@5".parse()?;
/// for spelling in ["Kayles 5", "K5", "kayles@5", "Kayles, a row of 5", "KAYLES 5"] {
///     assert_eq!(spelling.parse::<Heap>()?, kayles);
/// }
/// assert_eq!("3".parse::<Heap>()?, "*3".parse::<Heap>()?);
/// assert_eq!("Nim, a heap of 4".parse::<Heap>()?.to_string(), "tb:0.[3]@4");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Heap {
    /// The game played on this heap.
    pub game: Game,
    /// Its number of tokens.
    pub size: u64,
}

impl fmt::Display for Heap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.game.position_spelling(self.size))
    }
}

impl FromStr for Heap {
    type Err = GameError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let t = text.trim();
        if !t.contains('@') && crate::game::TreeGame::looks_like(t) {
            return Ok(Heap::tree(t.parse()?));
        }
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            // A plain number is the nimber it names: `3` is `*3`.
            return Ok(Heap::tree(format!("*{t}").parse()?));
        }
        let (game, size) = match t.rsplit_once('@') {
            // After `@` a code of any kind (`0.77@5`, `1,2@7`), as links always wrote.
            Some((game, size)) => match named(game)? {
                Some(named) => (named, size),
                None => (game.parse::<Game>()?, size),
            },
            None => in_words(t)?,
        };
        // A heap whose moves are listed one by one (splits) is bounded by that list, and by
        // the values its game's method computes.
        let max = match game.largest_listed_heap() {
            None => MAX_HEAP,
            Some(listed) => listed.min(crate::game::Evaluator::most_values(&game) - 1),
        };
        let size = parse_count(size, Limit::HeapSize, max)?;
        Ok(Heap { game, size })
    }
}

impl Heap {
    /// A game given by its options, at its starting position.
    fn tree(tree: crate::game::TreeGame) -> Heap {
        Heap {
            size: tree.root(),
            game: Game::Tree(tree),
        }
    }

    /// This heap in a sum played under misère play: a subtraction heap takes the misère form of
    /// its rule (normal play becomes misère, take-all misère take-all); a row of an octal or
    /// take-and-break game, which has no rule of its own, is played as the sum is.
    ///
    /// # Errors
    /// [`GameError::RuleNotForTree`] for a game given by its options (played under normal
    /// play only).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::sum::Heap;
    /// let heap: Heap = "sub:1,2@5".parse()?;
    /// assert_eq!(heap.played_misere()?.to_string(), "sub:1,2/misere@5");
    /// let take_all: Heap = "sub:3,5,6/take-all@9".parse()?;
    /// assert_eq!(take_all.played_misere()?.to_string(), "sub:3,5,6/misere-take-all@9");
    /// let row: Heap = "K5".parse()?;
    /// assert_eq!(row.played_misere()?, row);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn played_misere(&self) -> Result<Heap, GameError> {
        let game = match (&self.game, self.game.rule()) {
            (Game::Tree(_), _) => return Err(GameError::RuleNotForTree(Rule::Misere.name())),
            (Game::Subtraction { .. }, Rule::Normal) => self.game.with_rule(Rule::Misere)?,
            (Game::Subtraction { .. }, Rule::TakeAll) => {
                self.game.with_rule(Rule::MisereTakeAll)?
            }
            _ => self.game.clone(),
        };
        Ok(Heap {
            game,
            size: self.size,
        })
    }
}

/// Reads the heaps of a sum and its convention: `(misere, heaps)`.
///
/// With `misere` (`--rule misere`) the sum is played misère: a subtraction heap that spells no
/// rule takes misère play ([`Heap::played_misere`]), one that spells a rule must spell a
/// misère one (`sub:1,2/misere@5`, `sub:3,5,6/misere-take-all@9`). Without it, the sum is
/// played misère when a heap spells a misère rule, and then every subtraction heap must.
/// Rows of octal and take-and-break games follow the sum.
///
/// # Errors
/// A heap's own errors ([`Heap::from_str`](std::str::FromStr)), and
/// [`GameError::MixedConventions`] for a sum that mixes misère and normal play.
///
/// # Examples
/// ```
/// use nimseq_core::sum::read_sum;
/// use nimseq_core::GameError;
/// let (misere, heaps) = read_sum(&["sub:1,2@5", "K4"], true)?;
/// assert!(misere);
/// assert_eq!(heaps[0].to_string(), "sub:1,2/misere@5");
/// let (misere, _) = read_sum(&["sub:1,2/misere@5", "K4"], false)?;
/// assert!(misere);
/// assert_eq!(
///     read_sum(&["sub:1,2/misere@5", "sub:1,2@3"], false).unwrap_err(),
///     GameError::MixedConventions
/// );
/// assert_eq!(
///     read_sum(&["sub:1,2/normal@5"], true).unwrap_err(),
///     GameError::MixedConventions
/// );
/// assert!(!read_sum(&["sub:1,2@5", "K4"], false)?.0);
/// # Ok::<(), GameError>(())
/// ```
pub fn read_sum(texts: &[impl AsRef<str>], misere: bool) -> Result<(bool, Vec<Heap>), GameError> {
    let heaps = texts
        .iter()
        .map(|t| t.as_ref().parse::<Heap>())
        .collect::<Result<Vec<_>, _>>()?;
    if !misere && !heaps.iter().any(|h| h.game.is_misere()) {
        return Ok((false, heaps));
    }
    let mut played = Vec::with_capacity(heaps.len());
    for (text, heap) in texts.iter().zip(heaps) {
        if let Game::Subtraction { rule, .. } = heap.game {
            // Normal play spelled (`sub:1,2/normal@5`), or, when misère play comes from the
            // heaps' own spellings, a subtraction heap that does not spell it.
            if !rule.is_misere() && (!misere || text.as_ref().contains('/')) {
                return Err(GameError::MixedConventions);
            }
        }
        played.push(heap.played_misere()?);
    }
    Ok((true, played))
}

/// The words before a size, in each language [`Game::heap_in_words`] writes (`Kayles, a row
/// of`, `Kayles, eine Reihe aus`, `Kayles, une rangée de`) and shorter (`Nim heap`), longer
/// ones first (a word is only cut after a space or a comma).
const SIZE_WORDS: [&str; 31] = [
    "a row of",
    "a heap of",
    "a pile of",
    "eine Reihe aus",
    "eine Reihe von",
    "eine Reihe mit",
    "ein Haufen aus",
    "ein Haufen von",
    "ein Haufen mit",
    "une rangée de",
    "un tas de",
    "une pile de",
    "row of",
    "heap of",
    "pile of",
    "Reihe aus",
    "Reihe von",
    "Reihe mit",
    "Haufen aus",
    "Haufen von",
    "Haufen mit",
    "rangée de",
    "tas de",
    "pile de",
    "row",
    "heap",
    "pile",
    "Reihe",
    "Haufen",
    "rangée",
    "tas",
];

/// A heap in words, without `@`: a game's name and its size, `Kayles, a row of 5`, `Kayles 5`,
/// `K5` (a size right after a name), `Nim heap 3`; or a game's code and a size after a space
/// (`sub:1,2 7`, `{1, 3, 4} 7`). Gives the game and the size's text.
fn in_words(text: &str) -> Result<(Game, &str), GameError> {
    let bad = || GameError::BadHeap(shorten(text));
    let cut = text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (before, size) = text.split_at(cut);
    if size.is_empty() {
        // A game with no size, `Kayles`, or nothing that reads.
        return match named(text) {
            Ok(Some(_)) => Err(GameError::HeapWithoutSize(shorten(text))),
            _ if text.contains(':') && text.parse::<Game>().is_ok() => {
                Err(GameError::HeapWithoutSize(shorten(text)))
            }
            _ => Err(bad()),
        };
    }
    let glued = !before.ends_with(char::is_whitespace);
    let mut name = before.trim_end();
    let mut worded = false;
    for words in SIZE_WORDS {
        if let Some(shorter) = strip_word_suffix(name, words) {
            name = shorter.trim_end();
            worded = true;
            break;
        }
    }
    // `sub:1, 2` is a set, not `sub:1` and a size.
    let comma = name.ends_with(',');
    let name = name.trim_end_matches([',', ':']).trim_end();
    if name.is_empty() {
        return Err(bad());
    }
    if let Some(game) = named(name)? {
        return Ok((game, size));
    }
    // A code needs its kind (`sub:`) or braces, and a space before the size: a bare `3 5`
    // is two nimbers, not the subtraction game {3} at 5.
    if !glued && (worded || !comma) && (name.contains(':') || name.starts_with('{')) {
        return Ok((name.parse()?, size));
    }
    if text.contains(':') && text.parse::<Game>().is_ok() {
        // `sub:1,2`: a game's code whose last digit is no size.
        return Err(GameError::HeapWithoutSize(shorten(text)));
    }
    Err(bad())
}

/// A move in one heap.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Move {
    /// Which heap (0-based).
    pub heap: usize,
    /// How many tokens it removes.
    pub take: u64,
    /// The heaps left in its place: none, one, two or three (a split, smallest first).
    pub leaves: Vec<u64>,
}

/// The options of a heap of `n` tokens, each different result once: `(take, leaves)` (a row's
/// mirror placements are one option; see [`Game::moves`] for every move).
///
/// # Examples
/// ```
/// use nimseq_core::sum::heap_options;
/// let kayles = "octal:0.77".parse()?;
/// // From 3 pins: take 1 (end: leaves 2, middle: leaves 1 + 1) or 2 (leaves 1).
/// assert_eq!(heap_options(&kayles, 3), [(1, vec![2]), (1, vec![1, 1]), (2, vec![1])]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn heap_options(game: &Game, n: u64) -> Vec<(u64, Vec<u64>)> {
    game.options(n)
}

/// Values of one game at any heap size: computed, or read off a certified period.
#[derive(Debug, Clone)]
pub struct ValueTable {
    game: Game,
    values: Vec<Nimber>,
    period: Option<(u64, u64)>,
    limit: u64,
}

impl ValueTable {
    /// Computes `game`'s sequence until a period is certified, up to `G(limit)`, and at least
    /// up to `G(at_least)`.
    ///
    /// # Errors
    /// As [`PeriodSearch::new`] and [`PeriodSearch::step`].
    pub fn new(game: &Game, limit: u64, at_least: u64) -> Result<Self, GameError> {
        Self::new_until(game, limit, at_least, None)
    }

    /// [`ValueTable::new`], given up with [`GameError::Cancelled`] once `cancel` is raised
    /// (looked at between pieces of the period search).
    ///
    /// # Errors
    /// As [`ValueTable::new`], and [`GameError::Cancelled`].
    pub fn new_until(
        game: &Game,
        limit: u64,
        at_least: u64,
        cancel: Option<&AtomicBool>,
    ) -> Result<Self, GameError> {
        if let Game::Tree(tree) = game {
            // One finite game: every position's value is known, and there is nothing past it.
            return Ok(ValueTable {
                game: game.clone(),
                values: tree.values().to_vec(),
                period: None,
                limit: tree.root(),
            });
        }
        let mut search = PeriodSearch::new(game, limit.max(at_least))?;
        while !search.step(CANCEL_PIECE)? {
            if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
                return Err(GameError::Cancelled);
            }
        }
        let (report, values) = search.run()?;
        let period = match report.grundy {
            Periodicity::Periodic(p) => Some((p.preperiod, p.period)),
            Periodicity::NotFound { .. } => None,
        };
        Ok(ValueTable {
            game: game.clone(),
            values,
            period,
            limit: limit.max(at_least),
        })
    }

    /// `G(n)`.
    ///
    /// # Errors
    /// [`GameError::HeapBeyondSequence`] when `n` is past the computed values and no period
    /// was certified.
    pub fn value(&self, n: u64) -> Result<Nimber, GameError> {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Ok(v);
        }
        match self.period {
            Some((e, p)) => Ok(self.values[(e + (n - e) % p) as usize]),
            None => Err(GameError::HeapBeyondSequence {
                game: self.game.to_string(),
                size: n,
                limit: self.limit,
            }),
        }
    }

    /// The value of what a move leaves in this game's heap: the XOR of the parts, or under
    /// misère play the misère value (an emptied heap counts as the terminal position, 1).
    ///
    /// # Errors
    /// As [`ValueTable::value`].
    pub fn value_of_leaves(&self, leaves: &[u64]) -> Result<Nimber, GameError> {
        if self.game.is_misere() && leaves.is_empty() {
            return Ok(1);
        }
        leaves.iter().try_fold(0, |x, &h| Ok(x ^ self.value(h)?))
    }
}

/// Values the period search of a sum computes between looks at the cancel flag.
const CANCEL_PIECE: usize = 1 << 14;

/// A winning move and the position it leaves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WinningMove {
    /// The move.
    #[serde(rename = "move")]
    pub mv: Move,
    /// The heaps after it, spelled `GAME@SIZE` (empty heaps dropped).
    pub result: Vec<String>,
}

/// The analysis of a position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SumAnalysis {
    /// The heaps, spelled `GAME@SIZE`.
    pub heaps: Vec<String>,
    /// Each heap's value.
    pub values: Vec<Nimber>,
    /// The XOR of the values (for one misère heap: its misère value).
    pub nim_sum: u32,
    /// Whether the player to move wins with perfect play.
    pub first_player_wins: bool,
    /// Every move that wins (empty when the player to move loses).
    pub winning_moves: Vec<WinningMove>,
}

/// Values, nim-sum and every winning move of a sum of heaps.
///
/// `limit` bounds the values computed per game while looking for a period.
///
/// # Errors
/// [`GameError::EmptySum`], [`GameError::MisereSum`], the [`Limit::Heaps`] limit, or a heap
/// beyond the computed sequence of a game with no certified period.
///
/// # Examples
/// ```
/// use nimseq_core::sum::{analyse, Heap};
/// let heaps: Vec<Heap> = vec!["sub:1,2@7".parse()?, "octal:0.77@4".parse()?];
/// let a = analyse(&heaps, 10_000)?;
/// assert_eq!(a.values, [1, 1]); // G(7) = 1 for {1,2}; Kayles K4 = 1
/// assert!(!a.first_player_wins);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn analyse(heaps: &[Heap], limit: u64) -> Result<SumAnalysis, GameError> {
    analyse_by(heaps, |_| limit, None)
}

/// Values computed per game by [`analyse_with_defaults`] (fewer for games whose method has a
/// lower bound).
pub const DEFAULT_SUM_LIMIT: u64 = 1_000_000;

/// [`analyse`] with each game's default limit: [`DEFAULT_SUM_LIMIT`], or the automatic
/// search limit when that is lower (take-and-break games computed plainly).
///
/// # Errors
/// As [`analyse`].
///
/// # Examples
/// ```
/// use nimseq_core::sum::{analyse_with_defaults, Heap};
/// let heaps: Vec<Heap> = vec!["grundy@20".parse()?, "tb:0.8@9".parse()?];
/// let a = analyse_with_defaults(&heaps)?;
/// assert_eq!(a.values, [0, 2]);
/// assert!(a.first_player_wins);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn analyse_with_defaults(heaps: &[Heap]) -> Result<SumAnalysis, GameError> {
    analyse_by(heaps, default_limit, None)
}

/// The values [`analyse_with_defaults`] computes per game looking for its period.
fn default_limit(game: &Game) -> u64 {
    DEFAULT_SUM_LIMIT.min(crate::period::auto_limit(game))
}

/// A sum's analysis under the play rule it is played by: the document of `nimseq sum --json`.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum SumReport {
    /// Normal play: values and nim-sum ([`analyse`]).
    Normal(SumAnalysis),
    /// Misère play: the quotient's product or a search ([`analyse_misere`]).
    Misere(Box<MisereSumAnalysis>),
}

impl SumReport {
    /// Whether the player to move wins.
    pub fn first_player_wins(&self) -> bool {
        match self {
            SumReport::Normal(a) => a.first_player_wins,
            SumReport::Misere(a) => a.first_player_wins,
        }
    }

    /// Every winning move.
    pub fn winning_moves(&self) -> &[WinningMove] {
        match self {
            SumReport::Normal(a) => &a.winning_moves,
            SumReport::Misere(a) => &a.winning_moves,
        }
    }

    /// Each winning move in its game's words, as [`move_lines`] writes them.
    pub fn move_lines(&self, heaps: &[Heap]) -> Vec<String> {
        match self {
            SumReport::Normal(a) => move_lines(heaps, &a.winning_moves, None),
            SumReport::Misere(a) => move_lines(heaps, &a.winning_moves, a.quotient.as_ref()),
        }
    }
}

/// Each winning move of a sum of `heaps` in its game's words ([`WinningMove::in_words`]), and
/// where a misère quotient decided the sum, the product it leaves: `row 1: knock down 1 pin,
/// leaving a row of 3  ->  octal:0.77@3   (leaves a², P)`.
pub fn move_lines(
    heaps: &[Heap],
    moves: &[WinningMove],
    quotient: Option<&SumQuotient>,
) -> Vec<String> {
    moves
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let line = w.in_words(heaps);
            match quotient {
                Some(q) => t!(
                    "sum-move-leaves",
                    line = line,
                    product = q.move_product_name(i, true)
                ),
                None => line,
            }
        })
        .collect()
}

/// Reads and analyses a sum as `nimseq sum` does: the heaps' spellings ([`read_sum`]), played
/// under `rule` (`None`: as the heaps spell it; else [`Rule::Normal`] or [`Rule::Misere`]).
/// Under normal play each game's period is looked for among `G(0) … G(limit)` (`limit()`
/// gives `None` for each game's default, as [`analyse_with_defaults`]); under misère play the
/// sum is decided within `bounds()`. Each is asked for only when the sum is played so (an
/// option of the other play is not read). Once the bounds' `cancel` flag is raised (the one
/// `cancel` gives, for either play) the work stops with [`GameError::Cancelled`].
///
/// # Errors
/// A heap's errors, [`GameError::MixedConventions`] for misère heaps in a sum asked for under
/// normal play, the errors of `limit()` and `bounds()`, and those of [`analyse`] and
/// [`analyse_misere`].
///
/// # Examples
/// ```
/// use nimseq_core::sum::{analyse_sum, MisereBounds, SumReport};
/// let (heaps, report) = analyse_sum(
///     &["K5", "3"],
///     None,
///     None,
///     || Ok(None),
///     || Ok(MisereBounds::default()),
/// )?;
/// assert_eq!(heaps.len(), 2);
/// let SumReport::Normal(a) = &report else { unreachable!() };
/// assert_eq!(a.values, [4, 3]);
/// assert!(report.first_player_wins());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn analyse_sum(
    texts: &[impl AsRef<str>],
    rule: Option<Rule>,
    cancel: Option<std::sync::Arc<AtomicBool>>,
    limit: impl FnOnce() -> Result<Option<u64>, GameError>,
    bounds: impl FnOnce() -> Result<MisereBounds, GameError>,
) -> Result<(Vec<Heap>, SumReport), GameError> {
    let (misere, heaps) = read_sum(texts, rule == Some(Rule::Misere))?;
    if misere {
        if rule == Some(Rule::Normal) {
            return Err(GameError::MixedConventions);
        }
        let mut bounds = bounds()?;
        if cancel.is_some() {
            bounds.cancel = cancel;
        }
        let analysis = analyse_misere(&heaps, &bounds)?;
        return Ok((heaps, SumReport::Misere(Box::new(analysis))));
    }
    let cancel = cancel.as_deref();
    let analysis = match limit()? {
        None => analyse_by(&heaps, default_limit, cancel)?,
        Some(limit) => analyse_by(&heaps, |_| limit, cancel)?,
    };
    Ok((heaps, SumReport::Normal(analysis)))
}

fn analyse_by(
    heaps: &[Heap],
    limit_of: impl Fn(&Game) -> u64,
    cancel: Option<&AtomicBool>,
) -> Result<SumAnalysis, GameError> {
    if heaps.is_empty() {
        return Err(GameError::EmptySum);
    }
    limits::check(Limit::Heaps, heaps.len() as u64, MAX_HEAPS)?;
    if heaps.len() > 1 && heaps.iter().any(|h| h.game.is_misere()) {
        return Err(GameError::MisereSum);
    }
    let mut tables: HashMap<&Game, ValueTable> = HashMap::new();
    for heap in heaps {
        let largest = heaps
            .iter()
            .filter(|h| h.game == heap.game)
            .map(|h| h.size)
            .max();
        if !tables.contains_key(&heap.game) {
            let at_least = match heap.game {
                // A splitting game needs no period to list moves, only values up to the heap.
                Game::Octal(_) | Game::TakeBreak(_) | Game::Tree(_) => largest.unwrap_or(0),
                Game::Subtraction { .. } => 0,
            };
            tables.insert(
                &heap.game,
                ValueTable::new_until(&heap.game, limit_of(&heap.game), at_least, cancel)?,
            );
        }
    }
    let table = |h: &Heap| &tables[&h.game];
    let values = heaps
        .iter()
        .map(|h| table(h).value(h.size))
        .collect::<Result<Vec<_>, _>>()?;
    let nim_sum = values.iter().fold(0u32, |x, &v| x ^ u32::from(v));
    let mut winning_moves = Vec::new();
    for (i, heap) in heaps.iter().enumerate() {
        // The move must leave this heap's part equal to the XOR of all the others.
        let target = nim_sum ^ u32::from(values[i]);
        let target = if heap.game.is_misere() { 0 } else { target };
        for (take, leaves) in heap_options(&heap.game, heap.size) {
            if u32::from(table(heap).value_of_leaves(&leaves)?) == target {
                winning_moves.push(WinningMove::of(heaps, i, take, leaves));
            }
        }
    }
    Ok(SumAnalysis {
        heaps: heaps.iter().map(Heap::to_string).collect(),
        values,
        nim_sum,
        first_player_wins: nim_sum != 0,
        winning_moves,
    })
}

impl WinningMove {
    /// The move `(take, leaves)` in heap `i` of the sum of `heaps`, with the heaps it leaves
    /// (spelled as the sum's, the heaps cleared left out).
    pub(crate) fn of(heaps: &[Heap], i: usize, take: u64, leaves: Vec<u64>) -> WinningMove {
        let mut result: Vec<String> = Vec::new();
        for (j, other) in heaps.iter().enumerate() {
            if j == i {
                result.extend(leaves.iter().map(|&s| other.game.position_spelling(s)));
            } else if other.size > 0 {
                result.push(other.to_string());
            }
        }
        WinningMove {
            mv: Move {
                heap: i,
                take,
                leaves,
            },
            result,
        }
    }

    /// The move in the sum's words, and the heaps it leaves: `row 1: knock down 1 pin,
    /// leaving rows of 2 and 2  ->  octal:0.77@2 octal:0.77@2` (`heaps` are the sum's).
    pub fn in_words(&self, heaps: &[Heap]) -> String {
        let heap = &heaps[self.mv.heap];
        let what = move_in_words(heap, self.mv.take, &self.mv.leaves);
        t!(
            "sum-move",
            part = part_noun(&heap.game),
            number = (self.mv.heap + 1).to_string(),
            move = what,
            result = if self.result.is_empty() {
                t!("sum-no-heaps")
            } else {
                self.result.join(" ")
            }
        )
    }
}

/// What a part of a sum is called in its game's own words, as the board calls it
/// ([`crate::play::is_row`]): a `row` of pins (octal and take-and-break games), a `heap` of
/// stones (subtraction games), a `game` (of a tree). In English whatever the language: the
/// command line's labels and the Python package's data (the words of a sum's moves, in the
/// reader's language, select on it).
pub fn part_noun(game: &Game) -> &'static str {
    match game {
        Game::Tree(_) => "game",
        game if crate::play::is_row(game) => "row",
        _ => "heap",
    }
}

/// A move in its game's own words: `take 2 stones, leaving 5`, `knock down 1 pin, leaving rows
/// of 2 and 4`, `cut the row, leaving rows of 3 and 5` (the board's cut), `move to <position>`.
///
/// # Examples
/// ```
/// use nimseq_core::sum::{move_in_words, Heap};
/// let row: Heap = "K5".parse()?;
/// assert_eq!(move_in_words(&row, 1, &[2, 2]), "knock down 1 pin, leaving rows of 2 and 2");
/// let heap: Heap = "sub:1,2@7".parse()?;
/// assert_eq!(move_in_words(&heap, 1, &[6]), "take 1 stone, leaving 6");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn move_in_words(heap: &Heap, take: u64, leaves: &[u64]) -> String {
    if let Game::Tree(tree) = &heap.game {
        return t!(
            "move-tree",
            position = tree.spelling(heap.size.saturating_sub(take))
        );
    }
    if !crate::play::is_row(&heap.game) {
        let left = leaves.iter().sum::<u64>();
        return t!(
            "move-take",
            take = take.to_string(),
            count = take,
            left = left.to_string()
        );
    }
    let rows: Vec<String> = leaves.iter().map(u64::to_string).collect();
    t!(
        "move-row",
        take = take.to_string(),
        count = take,
        rest = match leaves.len() {
            0 => "clear",
            1 => "one",
            _ => "more",
        },
        rows = and_list(&rows)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heaps(specs: &[&str]) -> Vec<Heap> {
        specs.iter().map(|s| s.parse().unwrap()).collect()
    }

    #[test]
    fn nim_like_sum() {
        // {1,2,3} on each heap: values n mod 4; 5 ^ 6 -> 1 ^ 2 = 3.
        let a = analyse(&heaps(&["sub:1-3@5", "sub:1-3@6"]), 1000).unwrap();
        assert_eq!(a.values, [1, 2]);
        assert_eq!(a.nim_sum, 3);
        // Winning moves: heap 2 (value 2) to value 1, i.e. 6 -> 5 (take 1);
        // heap 1 (value 1) to value 2, i.e. 5 -> 2? no: 5 - s with value 2: 5-3 = 2. take 3.
        let moves: Vec<(usize, u64)> = a
            .winning_moves
            .iter()
            .map(|w| (w.mv.heap, w.mv.take))
            .collect();
        assert_eq!(moves, [(0, 3), (1, 1)]);
        assert_eq!(a.winning_moves[1].result, ["sub:1-3@5", "sub:1-3@5"]);
    }

    #[test]
    fn moves_to_higher_values_can_win() {
        // {1, 4}: values 0 1 0 1 2 0 1 0 1 2 ...; heap 5 has value 0 but an option (4) of
        // value 2. With another heap of value 2 the nim-sum is 2, and 5 -> 4 wins: it raises
        // the heap's value to 2, leaving 2 ^ 2 = 0.
        let a = analyse(&heaps(&["sub:1,4@5", "sub:1,4@4"]), 1000).unwrap();
        assert_eq!(a.values, [0, 2]);
        let moves: Vec<(usize, u64)> = a
            .winning_moves
            .iter()
            .map(|w| (w.mv.heap, w.mv.take))
            .collect();
        assert_eq!(moves, [(0, 1), (1, 4)]);
        for w in &a.winning_moves {
            let after: Vec<Heap> = w.result.iter().map(|s| s.parse().unwrap()).collect();
            assert_eq!(analyse(&after, 1000).unwrap().nim_sum, 0);
        }
    }

    #[test]
    fn kayles_split_moves() {
        let a = analyse(&heaps(&["octal:0.77@5"]), 1000).unwrap();
        assert_eq!(a.values, [4]);
        // Winning moves from K5 leave value 0: K1+K3? 1^3 = 2. K2+K2 = 0 (take the middle pin).
        assert!(a.winning_moves.iter().any(|w| w.mv.leaves == [2, 2]));
        for w in &a.winning_moves {
            let after: Vec<Heap> = w.result.iter().map(|s| s.parse().unwrap()).collect();
            if !after.is_empty() {
                assert_eq!(analyse(&after, 1000).unwrap().nim_sum, 0);
            }
        }
    }

    #[test]
    fn errors() {
        assert_eq!(analyse(&[], 10), Err(GameError::EmptySum));
        assert_eq!(
            analyse(&heaps(&["sub:1/misere@3", "sub:1@2"]), 10),
            Err(GameError::MisereSum)
        );
        assert!(matches!(
            "sub:1,2".parse::<Heap>(),
            Err(GameError::HeapWithoutSize(_))
        ));
        assert!(matches!(
            "Kayles5x".parse::<Heap>(),
            Err(GameError::BadHeap(_))
        ));
        assert!(matches!(
            "sub:1,2@x".parse::<Heap>(),
            Err(GameError::BadNumber(_))
        ));
        assert!(matches!(
            "octal:0.77@9999999".parse::<Heap>(),
            Err(GameError::LimitExceeded { .. })
        ));
        // 0.6 has no period: a heap past the computed values cannot be valued.
        assert!(matches!(
            ValueTable::new(&"octal:0.6".parse().unwrap(), 100, 0)
                .unwrap()
                .value(500),
            Err(GameError::HeapBeyondSequence { .. })
        ));
    }

    #[test]
    fn single_misere_heap() {
        // Misère {1}: odd heaps are P (value 0), even heaps N; from 4, take 1 -> 3.
        let a = analyse(&heaps(&["sub:1/misere@4"]), 100).unwrap();
        assert!(a.first_player_wins);
        assert_eq!(a.winning_moves.len(), 1);
        assert_eq!(a.winning_moves[0].mv.leaves, [3]);
        let lost = analyse(&heaps(&["sub:1/misere@1"]), 100).unwrap();
        assert!(!lost.first_player_wins);
    }

    #[test]
    fn huge_subtraction_heaps_use_the_period() {
        let a = analyse(&heaps(&["sub:2,4,7@1000000000000"]), 1000).unwrap();
        // Period 3 from n = 8 with cycle (starting at 8) 1 0 2: 10^12 - 8 ≡ 2 (mod 3) -> 2.
        assert_eq!(a.values, [2]);
    }

    fn heap(text: &str) -> Heap {
        text.parse()
            .unwrap_or_else(|e| panic!("{text:?} does not read: {e}"))
    }

    #[test]
    fn a_students_spellings_read() {
        let kayles = heap("octal:0.77@5");
        for spelling in [
            "Kayles 5",
            "K5",
            "k 5",
            "kayles@5",
            "Kayles@5",
            "K@5",
            "Kayles, a row of 5",
            "kayles, a row of 5",
            "  Kayles   row 5 ",
            "KAYLES 5",
        ] {
            assert_eq!(heap(spelling), kayles, "{spelling}");
        }
        let dawson = heap("octal:0.07@7");
        for spelling in [
            "Dawson's Kayles 7",
            "dawson's kayles, a row of 7",
            "Dawson’s Kayles 7",
            "dawson 7",
            "Dawsons Kayles@7",
        ] {
            assert_eq!(heap(spelling), dawson, "{spelling}");
        }
        for spelling in [
            "Grundy's game 9",
            "grundy 9",
            "Grundy@9",
            "grundy's game, a row of 9",
        ] {
            assert_eq!(heap(spelling), heap("grundy@9"), "{spelling}");
        }
        assert_eq!(heap("Officers 6"), heap("octal:0.6@6"));
        assert_eq!(heap("officers, a row of 6"), heap("octal:0.6@6"));
        // Nim, a heap of n, is *n.
        let nim = heap("Nim 4");
        assert_eq!(nim, heap("tb:0.[3]@4"));
        assert_eq!(heap("nim, a heap of 4"), nim);
        assert_eq!(analyse(&[nim], 100).unwrap().values, [4]);
        // A plain number is the nimber it names; 0 too.
        assert_eq!(heap("3"), heap("*3"));
        assert_eq!(heap("0"), heap("*0"));
        assert_eq!(heap(" 12 "), heap("*12"));
        // A code still reads, after `@` or before a size.
        assert_eq!(heap("sub:1,2 7"), heap("sub:1,2@7"));
        assert_eq!(heap("{1, 3, 4} 7"), heap("sub:1,3,4@7"));
        assert_eq!(heap("1,2@7"), heap("sub:1,2@7"));
        assert_eq!(heap("Pick-Up-Bricks 7"), heap("sub:1,2@7"));
    }

    #[test]
    fn what_the_page_writes_reads_back() {
        for spec in [
            "octal:0.77",
            "octal:0.07",
            "octal:0.137",
            "octal:0.6",
            "octal:0.123",
            "grundy",
            "tb:0.[3]",
            "tb:4.[3]",
            "tb:4.",
            "sub:1,2",
            "sub:1,3,4",
            "sub:2,4,7",
            "sub:1-7",
            "sub:1,2,3",
            "sub:3,5,6/take-all",
            "sub:1,3,4/misere",
            "sub:1,2/misere",
            "sub:2,3/misere-take-all",
        ] {
            let game: Game = spec.parse().unwrap();
            for size in [0, 1, 7, 30] {
                let words = game.heap_in_words(size);
                let read = heap(&words);
                assert_eq!(
                    read,
                    Heap {
                        game: game.clone(),
                        size
                    },
                    "{words}"
                );
            }
        }
        for tree in ["*3", "0", "{0, *1, {0, *2}}"] {
            let h = heap(tree);
            assert_eq!(heap(&h.game.heap_in_words(h.size)), h);
        }
    }

    #[test]
    fn what_does_not_read_says_so_in_a_students_words() {
        let err = |t: &str| t.parse::<Heap>().unwrap_err();
        // Each is one heap that does not read (a sum's parts are split before).
        for text in [
            "Kayles5x",
            "Kayles five",
            "3 5",
            "row of 5",
            "Kaylez 5",
            "K",
        ] {
            assert!(
                matches!(
                    err(text),
                    GameError::BadHeap(_) | GameError::HeapWithoutSize(_)
                ),
                "{text}: {:?}",
                err(text)
            );
        }
        let said = err("Kaylez 5").to_string();
        assert!(said.contains("“Kaylez 5”"), "{said}");
        assert!(
            said.contains("“Kayles 5”") && said.contains("“K5”"),
            "{said}"
        );
        assert!(!said.contains("GAME@SIZE"), "{said}");
        assert_eq!(err("Kayles"), GameError::HeapWithoutSize("Kayles".into()));
        assert_eq!(
            err("Dawson's Kayles"),
            GameError::HeapWithoutSize("Dawson's Kayles".into())
        );
        assert!(err("Kayles").to_string().contains("needs a size"));
        // Octal games have no misère rule of their own.
        assert!("misère Kayles 5".parse::<Heap>().is_err());
    }

    #[test]
    fn german_and_french_moves_have_no_english() {
        use crate::words::{with_language, Lang};
        let english = [
            "row", "heap", "take", "knock", "pin", "leaving", " and ", "game", "leaves",
        ];
        for (specs, rule) in [
            (&["K5", "sub:1,2@7", "*3"][..], None),
            (&["grundy@8", "tb:0.8@9"][..], None),
            (&["K5", "K3", "K1"][..], Some(Rule::Misere)),
            (&["sub:1,2@5", "K4"][..], Some(Rule::Misere)),
        ] {
            let (heaps, report) = analyse_sum(
                specs,
                rule,
                None,
                || Ok(None),
                || Ok(MisereBounds::default()),
            )
            .unwrap();
            for lang in [Lang::De, Lang::Fr] {
                let lines = with_language(lang, || report.move_lines(&heaps));
                for line in &lines {
                    for word in english {
                        assert!(!line.contains(word), "{lang:?} {specs:?}: {line}");
                    }
                }
            }
        }
        let row = heap("K7");
        let de = with_language(Lang::De, || move_in_words(&row, 1, &[1, 2, 3]));
        assert_eq!(de, "1 Kegel umwerfen, es bleiben Reihen aus 1, 2 und 3");
        let fr = with_language(Lang::Fr, || move_in_words(&heap("sub:1,2@7"), 2, &[5]));
        assert_eq!(fr, "prendre 2 pierres, il en reste 5");
    }
}
