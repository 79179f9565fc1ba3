//! The game board: positions with several heaps (each with its own game) or rows of pins that
//! split, perfect play with remoteness, hints that explain, and a game's history.
//!
//! - [`Board`]: a position, its moves and their spelling (`0:3`, `1:2@4`);
//! - [`Solver`]: who wins every position reachable from a start, and how long the game lasts
//!   with perfect play; the computer's move;
//! - [`Hinter`]: nim-values, the nim-sum in binary, why a move wins, the misère strategy;
//! - [`BoardQuotient`]: misère boards decided by the misère quotient of their heaps;
//! - [`Session`]: a game in progress, with undo, redo and its status;
//! - [`story`]: every position so far as perfect play judges it, and the moves that threw a
//!   win away.
//!
//! The page's board (a game opened from a link, and the screen it draws) is
//! `BoardPage`, in the page layer (`nimseq-page`).
//!
//! # Examples
//! ```
//! use nimseq_core::play::{Board, Opponent, Player, Session};
//! let kayles = "octal:0.77".parse()?;
//! let mut game = Session::new(Board::parse("5", &kayles)?, Player::One, Opponent::Computer)?;
//! // From a row of 5 the winning move knocks down the middle pin: two rows of 2.
//! let mv = game.best_move().expect("a move");
//! assert_eq!(mv.to_string(), "0:1@2");
//! game.play(mv)?;
//! assert_eq!(game.position().sizes(), [2, 2]);
//! # Ok::<(), nimseq_core::GameError>(())
//! ```

pub(crate) mod board;
pub(crate) mod hints;
pub(crate) mod quotient;
pub(crate) mod session;
pub(crate) mod solver;
pub(crate) mod story;

pub use board::{
    is_row, most_rows, split_outside_braces, token_moves, Board, BoardHeap, BoardMove, HeapView,
};
pub use hints::{Hint, Hinter};
pub use quotient::{BoardQuotient, QuotientHint, QuotientMove};
pub use session::{Opponent, PlayedMove, Player, Session, Status};
pub use solver::{Choice, Evaluation, Solver};
pub use story::{story, StoryStep};
