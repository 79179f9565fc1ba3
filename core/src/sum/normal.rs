//! Sums under normal play: by the Sprague–Grundy theorem the player to move wins exactly when
//! the XOR (nim-sum) of the heaps' values is not 0, and a move wins exactly when it leaves a
//! nim-sum of 0. Each game's values ([`ValueTable`]), and the values, nim-sum and every
//! winning move of a sum ([`analyse`]).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::{Game, Nimber};
use crate::heap::{heap_options, Heap, WinningMove};
use crate::limits::{self, MAX_HEAPS};
use crate::period::{PeriodSearch, Periodicity};

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
pub(super) fn default_limit(game: &Game) -> u64 {
    DEFAULT_SUM_LIMIT.min(crate::period::auto_limit(game))
}

/// [`analyse`] with each game's values computed up to `limit_of` it, given up with
/// [`GameError::Cancelled`] once `cancel` is raised.
pub(super) fn analyse_by(
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

    /// Nim, a heap of n, is *n.
    #[test]
    fn a_nim_heap_is_worth_its_size() {
        let nim: Heap = "Nim 4".parse().unwrap();
        assert_eq!(analyse(&[nim], 100).unwrap().values, [4]);
    }
}
