//! A game's moves, defined once: every way to move in one heap. Sums, the board and its
//! solver read their own views off these ([`crate::reference`] keeps its own, on purpose).

use crate::game::octal::{LEAVE_NOTHING, LEAVE_ONE, LEAVE_TWO};
use crate::game::{Game, TakeBreakCode};

/// One move in a heap: remove `take` tokens, with `left` tokens before the removed ones and
/// `right` after them. A subtraction game's heap is one pile (`left` is 0); an octal game's
/// heap is a row, and each placement of the removed tokens is a move of its own (a row's two
/// mirror placements leave the same heaps).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HeapMove {
    /// Tokens removed.
    pub take: u64,
    /// Tokens before the removed ones.
    pub left: u64,
    /// Tokens after the removed ones.
    pub right: u64,
}

impl HeapMove {
    /// Whether this is the second of a row's two mirror placements (`left > right`): listing
    /// only moves that are not gives each different result once.
    pub fn is_mirror(&self) -> bool {
        self.left > self.right
    }

    /// The heaps left, smaller first, empty ones dropped.
    pub fn leaves(&self) -> Vec<u64> {
        let (a, b) = (self.left.min(self.right), self.left.max(self.right));
        [a, b].into_iter().filter(|&h| h > 0).collect()
    }
}

impl Game {
    /// Every move from a heap of `n` tokens.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::HeapMove;
    /// let kayles: nimseq_core::game::Game = "octal:0.77".parse()?;
    /// // From 3 pins: knock down one (three places) or two adjacent ones (two places).
    /// let moves: Vec<(u64, u64)> = kayles.moves(3).iter().map(|m| (m.take, m.left)).collect();
    /// assert_eq!(moves, [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1)]);
    /// let distinct: Vec<Vec<u64>> = kayles.moves(3).iter().filter(|m| !m.is_mirror()).map(HeapMove::leaves).collect();
    /// assert_eq!(distinct, [vec![2], vec![1, 1], vec![1]]);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn moves(&self, n: u64) -> Vec<HeapMove> {
        let mut out = Vec::new();
        self.visit_moves(n, |m| out.push(m));
        out
    }

    /// Calls `f` with every move from a heap of `n` tokens, in the order [`Game::moves`]
    /// lists them, without listing them.
    pub(crate) fn visit_moves(&self, n: u64, mut f: impl FnMut(HeapMove)) {
        let mut out = Pusher(&mut f);
        match self {
            Game::Subtraction { set, rule } => {
                let pile = |take: u64| HeapMove {
                    take,
                    left: 0,
                    right: n - take,
                };
                out.extend(
                    set.elements()
                        .iter()
                        .map(|&s| u64::from(s))
                        .filter(|&s| s <= n)
                        .map(pile),
                );
                if rule.takes_all_below_min() && n > 0 && n < u64::from(set.min()) {
                    out.push(pile(n));
                }
            }
            Game::Octal(code) => {
                // k = 0: `d0` is 4 for a `4.` code (split without removing), else 0 (no move).
                for k in 0..=(code.len() as u64).min(n) {
                    let d = code.digit(k as usize);
                    for left in 0..=n - k {
                        let right = n - k - left;
                        let allowed = match (left > 0, right > 0) {
                            (false, false) => d & LEAVE_NOTHING != 0,
                            (true, true) => d & LEAVE_TWO != 0,
                            _ => d & LEAVE_ONE != 0,
                        };
                        if allowed {
                            out.push(HeapMove {
                                take: k,
                                left,
                                right,
                            });
                        }
                    }
                }
            }
            Game::Tree(tree) => {
                // A move to option `o` of position `n` "takes" `n - o`, leaving position `o`.
                out.extend(tree.options(n).iter().map(|&o| HeapMove {
                    take: n - u64::from(o),
                    left: 0,
                    right: u64::from(o),
                }));
            }
            Game::TakeBreak(code) => {
                // Moves that leave at most two heaps, as on a row: a split that removes nothing
                // cuts the row between two tokens. Moves into three heaps are not row moves
                // (see `Game::options`).
                for k in 0..=code.most_take(n as usize) as u64 {
                    let d = code.digit(k as usize);
                    for left in 0..=n - k {
                        let right = n - k - left;
                        let allowed = match (left > 0, right > 0) {
                            (false, false) => k > 0 && d.leaves(0),
                            (true, true) => d.leaves(2) && !(d.unequal && left == right),
                            _ => k > 0 && d.leaves(1),
                        };
                        if allowed {
                            out.push(HeapMove {
                                take: k,
                                left,
                                right,
                            });
                        }
                    }
                }
            }
        }
    }

    /// The largest heap whose moves [`Game::moves`] and [`Game::options`] list within about
    /// a million entries: `None` for subtraction games (at most `|S|` moves), a million for
    /// octal games (at most 64 sizes, each split listed); for take-and-break codes it depends on
    /// how many moves a heap has: `n` per digit without splits in the tail, `n^2 / 2` with
    /// a tail that splits in two, `n^2 / 12` per digit that splits in three, `n^3 / 36` with a
    /// tail that does. Sums and the board refuse larger heaps by name.
    pub fn largest_listed_heap(&self) -> Option<u64> {
        const OCTAL: u64 = 1_000_000;
        match self {
            Game::Subtraction { .. } => None,
            Game::Tree(tree) => Some(tree.root()),
            Game::Octal(_) => Some(OCTAL),
            Game::TakeBreak(code) => {
                let tail_splits = |heaps| code.tail_digits().iter().any(|d| d.leaves(heaps));
                let threes = code.digits().iter().any(|d| d.leaves(3));
                Some(if tail_splits(3) {
                    200
                } else if threes {
                    1_000
                } else if tail_splits(2) {
                    1_400
                } else {
                    OCTAL
                })
            }
        }
    }

    /// Every different result of a move from a heap of `n` tokens: `(take, heaps left)`, the
    /// heaps smallest first (a row's two mirror placements are one result; a split into three
    /// heaps is listed once per set of sizes).
    ///
    /// # Examples
    /// ```
    /// let g: nimseq_core::game::Game = "tb:0.8".parse()?;
    /// // Remove 1 of 6 tokens and split the other 5 into three heaps.
    /// assert_eq!(g.options(6), [(1, vec![1, 1, 3]), (1, vec![1, 2, 2])]);
    /// let grundy = nimseq_core::game::Game::grundy();
    /// assert_eq!(grundy.options(6), [(0, vec![1, 5]), (0, vec![2, 4])]);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn options(&self, n: u64) -> Vec<(u64, Vec<u64>)> {
        let mut out: Vec<(u64, Vec<u64>)> = Vec::new();
        self.visit_options(n, |take, heaps| out.push((take, heaps.to_vec())));
        if let Game::TakeBreak(_) = self {
            out.sort();
        }
        out
    }

    /// Calls `f` with every different result of a move from a heap of `n` tokens, `(take,
    /// heaps left)` as [`Game::options`] lists them (unsorted for take-and-break codes),
    /// without listing them: a heap with millions of options is looked at in constant memory.
    pub fn visit_options(&self, n: u64, mut f: impl FnMut(u64, &[u64])) {
        self.visit_moves(n, |m| {
            if !m.is_mirror() {
                // As `HeapMove::leaves`, without allocating: the smaller first, empty ones dropped.
                let heaps = [m.left.min(m.right), m.left.max(m.right)];
                let empty = heaps.iter().take_while(|&&h| h == 0).count();
                f(m.take, &heaps[empty..]);
            }
        });
        if let Game::TakeBreak(code) = self {
            for (k, heaps) in three_heap_moves(code, n) {
                f(k, &heaps);
            }
        }
    }

    /// About how many moves `Game::visit_moves` makes from a heap of `n` (at least as many
    /// as it makes): what looking at every option of a heap costs.
    pub fn moves_bound(&self, n: u64) -> u64 {
        match self {
            Game::Subtraction { set, .. } => set.elements().len() as u64 + 1,
            Game::Tree(tree) => tree.options(n).len() as u64,
            Game::Octal(code) => (code.len() as u64 + 1).saturating_mul(n.saturating_add(1)),
            Game::TakeBreak(code) => {
                let takes = code.most_take(n as usize) as u64 + 1;
                let threes = if code.most_heaps() >= 3 {
                    n.saturating_mul(n) / 12 + 1
                } else {
                    0
                };
                takes
                    .saturating_mul(n.saturating_add(1))
                    .saturating_add(takes.saturating_mul(threes))
            }
        }
    }
}

/// Gives each move to a visitor (the moves' listing, written once, pushes into it).
struct Pusher<'a, F: FnMut(HeapMove)>(&'a mut F);

impl<F: FnMut(HeapMove)> Pusher<'_, F> {
    fn push(&mut self, m: HeapMove) {
        (self.0)(m);
    }

    fn extend(&mut self, moves: impl IntoIterator<Item = HeapMove>) {
        moves.into_iter().for_each(|m| (self.0)(m));
    }
}

/// The moves of a take-and-break code from a heap of `n` that leave three heaps: `(take,
/// sizes)`, the sizes smallest first, each set of sizes once.
pub(crate) fn three_heap_moves(
    code: &TakeBreakCode,
    n: u64,
) -> impl Iterator<Item = (u64, [u64; 3])> + '_ {
    (0..=code.most_take(n as usize) as u64).flat_map(move |k| {
        let d = code.digit(k as usize);
        let r = n - k;
        let splits = d.leaves(3) && r >= 3;
        (1..=if splits { r / 3 } else { 0 }).flat_map(move |a| {
            (a..=(r - a) / 2)
                .map(move |b| [a, b, r - a - b])
                .filter(move |&[a, b, c]| !d.unequal || (a < b && b < c))
                .map(move |heaps| (k, heaps))
        })
    })
}
