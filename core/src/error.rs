//! Typed errors of the core. Every way a request can fail has its own variant, with a message
//! a person can act on; the command line prints it on one line and the page shows it as a notice.
//!
//! Errors sit below everything else: this module imports nothing of the crate (a rule is named
//! by its spelling, [`Rule::name`](crate::game::Rule::name)), so every module may use it.

use std::fmt;

/// A limit the core enforces so that no request can exhaust memory or run without end.
///
/// The values live in [`crate::limits`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// Largest element of a subtraction set.
    SetElement,
    /// Number of elements of a subtraction set.
    SetSize,
    /// Number of digits of an octal code.
    OctalCodeLength,
    /// Number of digits of a take-and-break code.
    TakeBreakCodeLength,
    /// Number of values of a take-and-break game computed by the plain method.
    SlowTerms,
    /// Number of digits of the codes of an atlas.
    AtlasDigits,
    /// Number of values of a nim-sequence computed for one request.
    Terms,
    /// The last `n` a period search may compute (`G(0) ... G(n)`).
    SearchLimit,
    /// The last `n` a period search may compute for a game computed by the plain take-and-break
    /// methods.
    SlowSearchLimit,
    /// The saltus of a claimed arithmetic period.
    Saltus,
    /// Largest parameter of a sweep grid.
    GridMax,
    /// Number of values computed per cell of a sweep.
    Cap,
    /// Size of one heap in a sum.
    HeapSize,
    /// Number of heaps in a sum.
    Heaps,
    /// Length of a text given as input.
    InputLength,
    /// Number of heaps on the game board.
    BoardHeaps,
    /// Size of one heap on the game board.
    BoardHeapSize,
    /// Number of positions the game board's solver may visit.
    BoardPositions,
    /// Moves the board's solver looks at.
    BoardMoves,
    /// Positions of a misère sum searched where no quotient decides it.
    SumPositions,
    /// A number given to the nim calculator.
    NimberSize,
    /// How many numbers the nim calculator combines.
    NimberCount,
    /// A position past the values computed so far.
    Computed,
    /// Number of values in one download from the page.
    Download,
    /// The largest heap of a misère quotient.
    QuotientHeaps,
    /// The number of elements of a misère quotient.
    QuotientElements,
    /// Number of positions of a game given by its options.
    TreePositions,
    /// A nimber `*n` written in a game given by its options.
    TreeNimber,
    /// Nesting of braces in a game given by its options.
    TreeDepth,
    /// Number of moves of a game given by its options.
    TreeMoves,
    /// A position of a game given by its options (positions are numbered from 0 to the game).
    TreePosition,
    /// Number of games compared at once.
    CompareGames,
    /// Size of a heap in the compare view.
    CompareHeap,
    /// Moves looked at to list the options of one heap.
    HeapOptions,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Limit::SetElement => "the largest element of the subtraction set",
            Limit::SetSize => "the number of elements of the subtraction set",
            Limit::OctalCodeLength => "the number of digits of the octal code",
            Limit::TakeBreakCodeLength => "the number of digits of the take-and-break code",
            Limit::SlowTerms => {
                "the number of values of a game that splits heaps into three or whose code repeats forever and splits (the work grows like n³)"
            }
            Limit::AtlasDigits => "the number of digits of the atlas's codes",
            Limit::Terms => "the number of values requested",
            Limit::SearchLimit => "the search limit n (values G(0) … G(n))",
            Limit::Saltus => "the saltus s",
            Limit::SlowSearchLimit => {
                "the search limit n of a game that splits heaps into three or whose code repeats forever and splits (the work grows like n³)"
            }
            Limit::GridMax => "the largest parameter of the grid",
            Limit::Cap => "the number of values per grid cell",
            Limit::HeapSize => "the heap size",
            Limit::Heaps => "the number of heaps",
            Limit::InputLength => "the length of the input",
            Limit::BoardHeaps => {
                "the number of heaps on the board (a row counts as the rows it can split into)"
            }
            Limit::BoardHeapSize => "the size of a heap on the board",
            Limit::BoardPositions => "the number of positions reachable from this board",
            Limit::BoardMoves => "the number of moves between the positions of this board",
            Limit::SumPositions => {
                "the number of positions of a misère sum searched where no quotient decides it"
            }
            Limit::NimberSize => "a number in the nim calculator",
            Limit::NimberCount => "the count of numbers in the nim calculator",
            Limit::Computed => "the last position asked for (past the values computed so far)",
            Limit::QuotientHeaps => "the largest heap of the misère quotient",
            Limit::QuotientElements => "the bound on the misère quotient's elements",
            Limit::Download => {
                "the number of values in one download (`nimseq sequence --from A --to B` gives any stretch)"
            }
            Limit::TreePositions => {
                "the number of positions of a game given by its options (the game and every position below it)"
            }
            Limit::TreeNimber => "a nimber *n in a game given by its options",
            Limit::TreeDepth => "the nesting of braces in a game given by its options",
            Limit::TreeMoves => "the number of moves of a game given by its options",
            Limit::TreePosition => {
                "the position asked for in a game given by its options (its positions are numbered from 0 to the game itself)"
            }
            Limit::CompareGames => "the number of games compared",
            Limit::CompareHeap => "the size of a heap compared",
            Limit::HeapOptions => {
                "the number of moves from one heap whose options are listed (about its size times the code's length)"
            }
        })
    }
}

/// Everything that can go wrong in the core.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// The game spec was empty.
    #[error("no game given: write `sub:` and a set, as in `sub:2,4,7`, `octal:` and a code, as in `octal:0.77`, `tb:` and a take-and-break code, as in `tb:4.[3]`, or `grundy`")]
    EmptySpec,
    /// The game spec did not start with a known kind.
    #[error("unknown game `{0}`: write `sub:` and a set, as in `sub:2,4,7`, `octal:` and a code, as in `octal:0.77`, `tb:` and a take-and-break code, as in `tb:4.[3]`, `grundy`, or a game's name, as in `kayles`")]
    UnknownKind(String),
    /// A subtraction set with no elements.
    #[error("the subtraction set is empty: give at least one positive integer, as in `sub:1,2`")]
    EmptySet,
    /// An element of a subtraction set that is not a positive integer.
    #[error("`{0}` is not a positive integer: a subtraction set lists positive integers, as in `sub:2,4,7`")]
    BadElement(String),
    /// Zero in a subtraction set.
    #[error("0 cannot be in a subtraction set: every move removes at least one token")]
    ZeroElement,
    /// A range `a-b` in a subtraction set with `a > b`.
    #[error("the range `{0}` is empty: write the smaller end first, as in `3-6`")]
    EmptyRange(String),
    /// A stretch of positions whose first comes after its last.
    #[error("the stretch from n = {from} to n = {to} is empty: give the smaller end first")]
    BackwardsStretch {
        /// The first position asked for.
        from: u64,
        /// The last position asked for.
        to: u64,
    },
    /// An octal code without the leading `0.` or `.`.
    #[error("octal code `{0}` must start with `0.`, `.` or `4.`, as in `0.77`, `.07` or `4.7`")]
    OctalPrefix(String),
    /// A character in an octal code that is not a digit 0–7.
    #[error("`{digit}` is not an octal digit (0 to 7) in the code `{code}`")]
    BadOctalDigit {
        /// The code as given.
        code: String,
        /// The offending character.
        digit: char,
    },
    /// A take-and-break code that cannot be read, and why.
    #[error("cannot read the take-and-break code `{code}`: {why}")]
    BadTakeBreakCode {
        /// The code as given.
        code: String,
        /// What is wrong with it.
        why: String,
    },
    /// A character in a take-and-break code that is not a hexadecimal digit.
    #[error("`{digit}` is not a hexadecimal digit (0 to 9, A to F) in the code `{code}`")]
    BadTakeBreakDigit {
        /// The code as given.
        code: String,
        /// The offending character.
        digit: char,
    },
    /// An octal code whose digits are all zero.
    #[error("octal code `{0}` allows no move at all: at least one digit must be 1 to 7")]
    OctalNoMoves(String),
    /// A rule name that is not known.
    #[error("unknown rule `{0}`: use normal, misere, take-all or misere-take-all")]
    UnknownRule(String),
    /// A rule other than normal play given for an octal game.
    #[error("the {0} rule applies to subtraction games; octal and take-and-break games here are played under the normal rule")]
    RuleNotForOctal(&'static str),
    /// Two different rules given for one game.
    #[error("the game says {in_game} but --rule says {flag}: give the rule once")]
    ConflictingRules {
        /// The rule written in the game spec (its name).
        in_game: &'static str,
        /// The rule given separately (its name).
        flag: &'static str,
    },
    /// A number that is not a valid non-negative integer.
    #[error("`{0}` is not a whole number")]
    BadNumber(String),
    /// A number too large to be read at all.
    #[error("`{text}` is too large: {what} may be at most {limit}")]
    NumberTooLarge {
        /// The number as written (shortened if long).
        text: String,
        /// Which limit applies.
        what: Limit,
        /// The largest value allowed.
        limit: u64,
    },
    /// A subtraction set with an empty item between separators.
    #[error("the subtraction set has an empty item (two commas in a row?)")]
    EmptyElement,
    /// A limit was exceeded.
    #[error("{what} is {value}, above the limit of {}", with_power(*.limit))]
    LimitExceeded {
        /// Which limit.
        what: Limit,
        /// The value asked for.
        value: u64,
        /// The largest value allowed.
        limit: u64,
    },
    /// A nim-value too large for the 16-bit storage.
    #[error("a nim-value above 65535 appeared at n = {0}; nimseq stores values in 16 bits")]
    ValueOverflow(u64),
    /// A heap written in a form that cannot be read.
    #[error("“{0}” is not a game this page can read: write a game and its size, as in “Kayles 5”, “K5”, “Nim 3” or “Grundy's game 7”; a nimber, as in “*3” or “3”; or a game by its options, as in “{{0, *1}}”")]
    BadHeap(String),
    /// A game named without the size of its heap (`Kayles`).
    #[error("“{0}” needs a size: write it after the game, as in “Kayles 5”, “K5” or “Nim 3”")]
    HeapWithoutSize(String),
    /// A sum of games with no heaps.
    #[error("the sum has no heaps: give at least one, as in “Kayles 5” or “*3”")]
    EmptySum,
    /// A sum containing a misère component: XOR does not apply.
    #[error("sums of misère games are not decided by the XOR of their values; the misère quotient decides them (the Misère view; nimseq sum --rule misere)")]
    MisereSum,
    /// A value of a heap beyond what was computed and with no certified period to extend it.
    #[error("the value of a heap of {size} in {game} needs the sequence up to {size}, and no period was certified below the limit of {limit} values")]
    HeapBeyondSequence {
        /// The game spec.
        game: String,
        /// The heap size.
        size: u64,
        /// The number of values the search may compute.
        limit: u64,
    },
    /// A request that the caller cancelled.
    #[error("cancelled")]
    Cancelled,
    /// A checkpoint file that cannot be resumed from.
    #[error("cannot resume from the checkpoint: {0}")]
    BadCheckpoint(String),
    /// A computed atlas row that does not belong to the atlas it was given to.
    #[error("the atlas has no code {code} at place {index}")]
    ForeignAtlasRow {
        /// The row's code.
        code: String,
        /// The place it claimed.
        index: usize,
    },
    /// A sweep shard written in a form that cannot be read.
    #[error("cannot read the shard `{0}`: write K/N with 1 <= K <= N, as in `3/8`")]
    BadShard(String),
    /// A sharded sweep asked for JSON.
    #[error(
        "--shard writes CSV (whose pieces concatenate into the whole table); drop --format json"
    )]
    ShardNeedsCsv,
    /// A family of sets written in a form that cannot be read, or for pairs.
    #[error("cannot read the family `{0}`: write all, additive ({{a, b, a+b}}) or smallest=A ({{A, b, c}}), with --dims 3")]
    BadFamily(String),
    /// A family sweep asked for JSON.
    #[error(
        "--family writes CSV (a,b,c,preperiod,period per set of the family); drop --format json"
    )]
    FamilyNeedsCsv,
    /// A board position written in a form that cannot be read.
    #[error("cannot read the heaps `{0}`: write sizes, as in `7,5,3`, or GAME@SIZE items separated by `;`, as in `sub:1,2@7;octal:0.77@10`")]
    BadHeaps(String),
    /// A board mixing misère and normal play.
    #[error(
        "a board or a sum plays under one convention: its heaps cannot mix misère and normal play"
    )]
    MixedConventions,
    /// A move written in a form that cannot be read.
    #[error("a move written in a form that cannot be read: `{0}` (write HEAP:TAKE, as in `0:3`, or HEAP:TAKE@LEFT for rows, as in `0:2@3`)")]
    BadMove(String),
    /// A move that the position does not allow.
    #[error("the move `{0}` is not allowed in this position")]
    IllegalMove(String),
    /// Nothing to undo or redo.
    #[error("there is no move to {0}")]
    NoHistory(&'static str),
    /// A count of 0 where at least one is needed.
    #[error("{0} is 0: ask for at least 1")]
    NothingRequested(Limit),
    /// A table file that a run cannot go on from.
    #[error("cannot go on from {file}: {why}")]
    BadResume {
        /// The file.
        file: String,
        /// What is wrong with it.
        why: String,
    },
    /// Shard files that `nimseq merge` cannot join into a table, naming the file at fault.
    #[error("cannot merge {file}: {why}")]
    BadMerge {
        /// The file (or the missing shard).
        file: String,
        /// What is wrong with it.
        why: String,
    },
    /// A conjecture test asked of sets it is not about.
    #[error("the sums test is about sets {{a, b, c}}: use --dims 3")]
    SumsNeedTriples,
    /// `--resume` or `--output` asked of a JSON table.
    #[error("--resume and --output write CSV tables (and the file beside them that says what they are); drop --format json")]
    ResumeNeedsCsv,
    /// A claimed period of 0.
    #[error("a period is at least 1")]
    ZeroPeriod,
    /// A claimed arithmetic period with a negative saltus.
    #[error(
        "the saltus {0} is negative: values never go below 0, so G(n + p) = G(n) + s needs s >= 0"
    )]
    NegativeSaltus(i64),
    /// A claimed period whose certificate compares more values than nimseq computes.
    #[error("the certificate of this claim compares values up to n = {needs}, past the most nimseq computes for this game (n = {most})")]
    ClaimTooLong {
        /// The last `n` the certificate compares.
        needs: u64,
        /// The last `n` nimseq computes for the game.
        most: u64,
    },
    /// A figure's size or format that cannot be drawn (`nimseq plot`, the page's downloads).
    #[error("cannot draw the figure: {0}")]
    BadFigure(String),
    /// A sweep dimension other than 2, 3 or 4.
    #[error("sweeps cover sets of 2, 3 or 4 elements; `{0}` is none of these")]
    BadDims(u64),
    /// A game given by its options that cannot be read, and why.
    #[error("cannot read the game `{text}`: {why} (write 0, a nimber *n, or options in braces, as in {{0, *1, {{0, *2}}}})")]
    BadTree {
        /// The game as given (shortened).
        text: String,
        /// What is wrong with it.
        why: String,
    },
    /// A single game given by its options where a game played on heaps of any size is needed.
    #[error("`{0}` is one game given by its options, not a game played on heaps of any size: give it as a heap of a board (heaps=*3;*2), in a sum, or compare it (view=compare)")]
    TreeNotAFamily(String),
    /// A rule other than normal play given for a game given by its options.
    #[error("the {0} rule applies to subtraction games; games given by their options (nimbers, {{0, *1}}) are played under the normal rule")]
    RuleNotForTree(&'static str),
    /// A compare view with fewer than two games.
    #[error("compare at least two games, separated by `;`, as in `*2 + *1; *3`")]
    CompareNeedsTwo,
}

/// A limit as written in messages: `1073741823 (2^30 − 1)`, `65536 (2^16)`, `4095`.
fn with_power(limit: u64) -> String {
    if limit >= 1024 && limit.is_power_of_two() {
        format!("{limit} (2^{})", limit.trailing_zeros())
    } else if limit >= 1023 && limit.wrapping_add(1).is_power_of_two() {
        format!("{limit} (2^{} − 1)", limit.wrapping_add(1).trailing_zeros())
    } else {
        limit.to_string()
    }
}

impl GameError {
    /// Shorthand for a [`GameError::LimitExceeded`].
    pub fn limit(what: Limit, value: u64, limit: u64) -> Self {
        GameError::LimitExceeded { what, value, limit }
    }
}
