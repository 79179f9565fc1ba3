//! Sums of games: several heaps, each with its own game, a move made in exactly one heap.
//!
//! By the Sprague–Grundy theorem a sum under normal play is won by the player to move exactly
//! when the XOR (nim-sum) of the heaps' values is not 0, and a move wins exactly when it
//! leaves a nim-sum of 0. This settles the stone-picking paper's open problem of several
//! heaps with different rule sets. Misère play has no such rule: [`analyse`] values a misère
//! game only on its own (one heap), and [`analyse_misere`] decides misère sums by the misère
//! quotient of their heaps' game, or by searching their positions.
//!
//! The items of sums are named here and made below: the heaps and their moves, the same under
//! both plays ([`Heap`], [`WinningMove`]); normal play ([`analyse`], [`ValueTable`]); misère
//! sums, which live with the misère quotient ([`crate::misere`]); and a sum under the rule it
//! is played by ([`analyse_sum`]). Nothing below imports this module: the normal-play sum and
//! the misère sum each build on the heaps alone, neither on the other.

mod normal;
mod report;

pub use crate::heap::{heap_options, move_in_words, part_noun, read_sum, Heap, Move, WinningMove};
pub use crate::misere::sum::{
    analyse_misere, DecidedBy, MisereBounds, MisereSumAnalysis, SumQuotient, SumSearch,
    MAX_SUM_SEARCH_POSITIONS,
};
pub use normal::{analyse, analyse_with_defaults, SumAnalysis, ValueTable, DEFAULT_SUM_LIMIT};
pub use report::{analyse_sum, move_lines, SumReport};
