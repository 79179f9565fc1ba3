//! Boards the tests play on, shared by the core's tests of the solver (`core/tests/integration/play.rs`)
//! and the page's tests of the board (`page/tests/integration/board.rs`, which includes this file).

/// Boards of every kind: one heap, several heaps, every rule, rows that split, mixed games.
pub const BOARDS: [(&str, &str); 12] = [
    ("21", "sub:2,4,7"),
    ("30", "sub:1,3,4/misere"),
    ("17", "sub:3,5/take-all"),
    ("7,5,3", "sub:1-7"),
    ("6,5,4", "sub:1-6/misere"),
    ("9,8,6", "sub:1,2,5"),
    ("12", "octal:0.77"),
    ("9,4", "octal:0.77"),
    ("14", "octal:0.07"),
    ("11", "octal:0.137"),
    ("8;sub:1,4@9;octal:0.07@7", "octal:0.77"),
    ("10,3", "sub:2,3/misere"),
];
