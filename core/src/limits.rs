//! The limits the core enforces. Each is checked before any allocation it would drive, and
//! breaking one gives [`GameError::LimitExceeded`] naming it.

use crate::error::{GameError, Limit};

/// Largest element of a subtraction set.
pub const MAX_SET_ELEMENT: u64 = 1_000_000;
/// Most elements in a subtraction set (nim-values of a subtraction game are at most `|S|`).
pub const MAX_SET_SIZE: u64 = 4096;
/// Most digits in an octal code.
pub const MAX_OCTAL_DIGITS: u64 = 64;
/// Most digits in a take-and-break code (`d0` and the repeating tail included).
pub const MAX_TAKE_BREAK_DIGITS: u64 = 64;
/// Most values computed of a take-and-break game that no fast method covers (a move splits
/// a heap into three, or the code repeats forever and splits): the work grows like `n^3`.
pub const MAX_SLOW_TERMS: u64 = 1 << 14;
/// Most values of a nim-sequence computed for one request: 2^32 natively (8 GiB of 16-bit
/// values at the very most, as a run of Officers to 2^32 needs; period searches stop as soon
/// as their certificate holds, and the kernels keep positions in 32 bits), 2^30 in
/// WebAssembly (whose memory ends at 4 GiB; the page asks for less still).
pub const MAX_TERMS: u64 = if cfg!(target_arch = "wasm32") {
    1 << 30
} else {
    1 << 32
};
/// Largest `N` of a sweep over 2-element sets `{a,b}`, `b <= N`.
pub const MAX_GRID_PAIRS: u64 = 4096;
/// Largest `N` of a sweep over 3-element sets `{a,b,c}`, `c <= N`.
pub const MAX_GRID_TRIPLES: u64 = 400;
/// Largest `N` of a sweep over 4-element sets `{a,b,c,d}`, `d <= N` (64.7 million sets: a
/// cluster's run, written row by row as it is computed).
pub const MAX_GRID_QUADS: u64 = 200;
/// Most values computed per sweep cell.
pub const MAX_CAP: u64 = 1 << 24;
/// Largest heap in a sum.
pub const MAX_HEAP: u64 = 1 << 40;
/// Most heaps in a sum.
pub const MAX_HEAPS: u64 = 1024;
/// Most heaps on the game board, counting every row that splits as the most rows it can
/// split into (a row of `n` into `(n + 1) / 2`), so that every position of a game read
/// from a link has a link too.
pub const MAX_BOARD_HEAPS: u64 = 64;
/// Largest heap on the game board.
pub const MAX_BOARD_HEAP: u64 = 1000;
/// Most positions the board's solver tabulates when no heap splits (a dense table of 4 bytes
/// per position, 8 MiB at most): the product of `size + 1` over the heaps.
pub const MAX_BOARD_DENSE_POSITIONS: u64 = 1 << 21;
/// Most moves (from any position to any option) the dense solver looks at: about a quarter
/// of a second in the browser.
pub const MAX_BOARD_DENSE_MOVES: u64 = 1 << 25;
/// Most positions the board's solver visits when rows split (a hash table, about 64 bytes per
/// position, 2 MiB at most; about a quarter of a second in the browser for Kayles).
pub const MAX_BOARD_SPARSE_POSITIONS: u64 = 1 << 15;
/// Most moves the sparse solver looks at (rows of games that take many tokens have many).
pub const MAX_BOARD_SPARSE_MOVES: u64 = 1 << 20;
/// Largest number the nim calculator takes (every 64-bit number).
pub const MAX_NIMBER: u64 = u64::MAX;
/// Most numbers the nim calculator combines at once.
pub const MAX_NIMBER_COUNT: u64 = 16;
/// Largest heap of a misère quotient (the heaps `0..=H` it covers).
pub const MAX_QUOTIENT_HEAPS: u64 = 1 << 12;
/// Most elements of a misère quotient (its product table has the square of this many entries).
pub const MAX_QUOTIENT_ELEMENTS: u64 = 1 << 12;
/// The largest heap whose misère genus is computed.
pub const MAX_GENUS_HEAPS: u64 = 1 << 12;
/// Most positions a misère genus computation tabulates (sums of heaps, each with its genus).
pub const MAX_GENUS_POSITIONS: u64 = 1 << 26;
/// Longest text accepted as a game spec or a heap.
pub const MAX_INPUT_LENGTH: u64 = 100_000;

/// Returns `Ok(value)` when `value <= limit`, else the [`GameError`] naming the limit.
///
/// # Errors
/// [`GameError::LimitExceeded`] when `value > limit`.
///
/// # Examples
/// ```
/// use nimseq_core::{limits, Limit};
/// assert!(limits::check(Limit::Terms, 10, limits::MAX_TERMS).is_ok());
/// assert!(limits::check(Limit::Terms, u64::MAX, limits::MAX_TERMS).is_err());
/// ```
pub fn check(what: Limit, value: u64, limit: u64) -> Result<u64, GameError> {
    if value > limit {
        Err(GameError::limit(what, value, limit))
    } else {
        Ok(value)
    }
}

/// Checks the length of a text given as input before it is read.
///
/// # Errors
/// [`GameError::LimitExceeded`] for [`Limit::InputLength`].
pub fn check_input(text: &str) -> Result<(), GameError> {
    check(Limit::InputLength, text.len() as u64, MAX_INPUT_LENGTH).map(drop)
}
