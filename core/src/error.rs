//! Typed errors of the core. Every way a request can fail has its own variant, with a message
//! a person can act on; the command line prints it on one line and the page shows it as a notice.
//!
//! The words of each message are in the core's catalogue ([`crate::words::CORE`], the
//! `error-` and `limit-` messages), in the language of the thread that shows it.
//!
//! Errors sit below everything else but the words: this module imports nothing else of the
//! crate (a rule is named by its spelling, [`Rule::name`](crate::game::Rule::name)), so every
//! module may use it.

use std::fmt;

use crate::words::t;

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
    /// The largest heap whose misère genus is computed.
    GenusHeaps,
    /// Positions a misère genus computation tabulates.
    GenusPositions,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Limit::SetElement => t!("limit-set-element"),
            Limit::SetSize => t!("limit-set-size"),
            Limit::OctalCodeLength => t!("limit-octal-code-length"),
            Limit::TakeBreakCodeLength => t!("limit-take-break-code-length"),
            Limit::SlowTerms => t!("limit-slow-terms"),
            Limit::AtlasDigits => t!("limit-atlas-digits"),
            Limit::Terms => t!("limit-terms"),
            Limit::SearchLimit => t!("limit-search-limit"),
            Limit::Saltus => t!("limit-saltus"),
            Limit::SlowSearchLimit => t!("limit-slow-search-limit"),
            Limit::GridMax => t!("limit-grid-max"),
            Limit::Cap => t!("limit-cap"),
            Limit::HeapSize => t!("limit-heap-size"),
            Limit::Heaps => t!("limit-heaps"),
            Limit::InputLength => t!("limit-input-length"),
            Limit::BoardHeaps => t!("limit-board-heaps"),
            Limit::BoardHeapSize => t!("limit-board-heap-size"),
            Limit::BoardPositions => t!("limit-board-positions"),
            Limit::BoardMoves => t!("limit-board-moves"),
            Limit::SumPositions => t!("limit-sum-positions"),
            Limit::NimberSize => t!("limit-nimber-size"),
            Limit::NimberCount => t!("limit-nimber-count"),
            Limit::Computed => t!("limit-computed"),
            Limit::QuotientHeaps => t!("limit-quotient-heaps"),
            Limit::QuotientElements => t!("limit-quotient-elements"),
            Limit::Download => t!("limit-download"),
            Limit::TreePositions => t!("limit-tree-positions"),
            Limit::TreeNimber => t!("limit-tree-nimber"),
            Limit::TreeDepth => t!("limit-tree-depth"),
            Limit::TreeMoves => t!("limit-tree-moves"),
            Limit::TreePosition => t!("limit-tree-position"),
            Limit::CompareGames => t!("limit-compare-games"),
            Limit::CompareHeap => t!("limit-compare-heap"),
            Limit::HeapOptions => t!("limit-heap-options"),
            Limit::GenusHeaps => t!("limit-genus-heaps"),
            Limit::GenusPositions => t!("limit-genus-positions"),
        })
    }
}

/// Everything that can go wrong in the core.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GameError {
    /// The game spec was empty.
    EmptySpec,
    /// The game spec did not start with a known kind.
    UnknownKind(String),
    /// A subtraction set with no elements.
    EmptySet,
    /// An element of a subtraction set that is not a positive integer.
    BadElement(String),
    /// Zero in a subtraction set.
    ZeroElement,
    /// A range `a-b` in a subtraction set with `a > b`.
    EmptyRange(String),
    /// A stretch of positions whose first comes after its last.
    BackwardsStretch {
        /// The first position asked for.
        from: u64,
        /// The last position asked for.
        to: u64,
    },
    /// An octal code without the leading `0.` or `.`.
    OctalPrefix(String),
    /// A character in an octal code that is not a digit 0–7.
    BadOctalDigit {
        /// The code as given.
        code: String,
        /// The offending character.
        digit: char,
    },
    /// A take-and-break code that cannot be read, and why.
    BadTakeBreakCode {
        /// The code as given.
        code: String,
        /// What is wrong with it.
        why: String,
    },
    /// A character in a take-and-break code that is not a hexadecimal digit.
    BadTakeBreakDigit {
        /// The code as given.
        code: String,
        /// The offending character.
        digit: char,
    },
    /// An octal code whose digits are all zero.
    OctalNoMoves(String),
    /// A rule name that is not known.
    UnknownRule(String),
    /// A rule other than normal play given for an octal game.
    RuleNotForOctal(&'static str),
    /// Two different rules given for one game.
    ConflictingRules {
        /// The rule written in the game spec (its name).
        in_game: &'static str,
        /// The rule given separately (its name).
        flag: &'static str,
    },
    /// A number that is not a valid non-negative integer.
    BadNumber(String),
    /// A number too large to be read at all.
    NumberTooLarge {
        /// The number as written (shortened if long).
        text: String,
        /// Which limit applies.
        what: Limit,
        /// The largest value allowed.
        limit: u64,
    },
    /// A subtraction set with an empty item between separators.
    EmptyElement,
    /// A limit was exceeded.
    LimitExceeded {
        /// Which limit.
        what: Limit,
        /// The value asked for.
        value: u64,
        /// The largest value allowed.
        limit: u64,
    },
    /// A nim-value too large for the 16-bit storage.
    ValueOverflow(u64),
    /// A heap written in a form that cannot be read.
    BadHeap(String),
    /// A game named without the size of its heap (`Kayles`).
    HeapWithoutSize(String),
    /// A sum of games with no heaps.
    EmptySum,
    /// A sum containing a misère component: XOR does not apply.
    MisereSum,
    /// A value of a heap beyond what was computed and with no certified period to extend it.
    HeapBeyondSequence {
        /// The game spec.
        game: String,
        /// The heap size.
        size: u64,
        /// The number of values the search may compute.
        limit: u64,
    },
    /// A request that the caller cancelled.
    Cancelled,
    /// A checkpoint file that cannot be resumed from.
    BadCheckpoint(String),
    /// A computed atlas row that does not belong to the atlas it was given to.
    ForeignAtlasRow {
        /// The row's code.
        code: String,
        /// The place it claimed.
        index: usize,
    },
    /// A sweep shard written in a form that cannot be read.
    BadShard(String),
    /// A sharded sweep asked for JSON.
    ShardNeedsCsv,
    /// A family of sets written in a form that cannot be read, or for pairs.
    BadFamily(String),
    /// A family sweep asked for JSON.
    FamilyNeedsCsv,
    /// A board position written in a form that cannot be read.
    BadHeaps(String),
    /// A board mixing misère and normal play.
    MixedConventions,
    /// A move written in a form that cannot be read.
    BadMove(String),
    /// A move that the position does not allow.
    IllegalMove(String),
    /// Nothing to undo or redo.
    NoHistory(&'static str),
    /// A count of 0 where at least one is needed.
    NothingRequested(Limit),
    /// A table file that a run cannot go on from.
    BadResume {
        /// The file.
        file: String,
        /// What is wrong with it.
        why: String,
    },
    /// Shard files that `nimseq merge` cannot join into a table, naming the file at fault.
    BadMerge {
        /// The file (or the missing shard).
        file: String,
        /// What is wrong with it.
        why: String,
    },
    /// A conjecture test asked of sets it is not about.
    SumsNeedTriples,
    /// `--resume` or `--output` asked of a JSON table.
    ResumeNeedsCsv,
    /// A claimed period of 0.
    ZeroPeriod,
    /// A claimed arithmetic period with a negative saltus.
    NegativeSaltus(i64),
    /// A claimed period whose certificate compares more values than nimseq computes.
    ClaimTooLong {
        /// The last `n` the certificate compares.
        needs: u64,
        /// The last `n` nimseq computes for the game.
        most: u64,
    },
    /// A figure's size or format that cannot be drawn (`nimseq plot`, the page's downloads).
    BadFigure(String),
    /// A sweep dimension other than 2, 3 or 4.
    BadDims(u64),
    /// A game given by its options that cannot be read, and why.
    BadTree {
        /// The game as given (shortened).
        text: String,
        /// What is wrong with it.
        why: String,
    },
    /// A single game given by its options where a game played on heaps of any size is needed.
    TreeNotAFamily(String),
    /// A rule other than normal play given for a game given by its options.
    RuleNotForTree(&'static str),
    /// A compare view with fewer than two games.
    CompareNeedsTwo,
}

/// A limit as written in messages: `1073741823 (2^30 − 1)`, `65536 (2^16)`, `4095`.
fn with_power(limit: u64) -> String {
    if limit >= 1024 && limit.is_power_of_two() {
        t!(
            "limit-power-of-two",
            limit = limit.to_string(),
            power = limit.trailing_zeros()
        )
    } else if limit >= 1023 && limit.wrapping_add(1).is_power_of_two() {
        t!(
            "limit-below-power-of-two",
            limit = limit.to_string(),
            power = limit.wrapping_add(1).trailing_zeros()
        )
    } else {
        limit.to_string()
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use GameError as E;
        let text = match self {
            E::EmptySpec => t!("error-empty-spec"),
            E::UnknownKind(game) => t!("error-unknown-kind", game = game.as_str()),
            E::EmptySet => t!("error-empty-set"),
            E::BadElement(element) => t!("error-bad-element", element = element.as_str()),
            E::ZeroElement => t!("error-zero-element"),
            E::EmptyRange(range) => t!("error-empty-range", range = range.as_str()),
            E::BackwardsStretch { from, to } => t!(
                "error-backwards-stretch",
                from = from.to_string(),
                to = to.to_string()
            ),
            E::OctalPrefix(code) => t!("error-octal-prefix", code = code.as_str()),
            E::BadOctalDigit { code, digit } => t!(
                "error-bad-octal-digit",
                code = code.as_str(),
                digit = digit.to_string()
            ),
            E::BadTakeBreakCode { code, why } => t!(
                "error-bad-take-break-code",
                code = code.as_str(),
                why = why.as_str()
            ),
            E::BadTakeBreakDigit { code, digit } => t!(
                "error-bad-take-break-digit",
                code = code.as_str(),
                digit = digit.to_string()
            ),
            E::OctalNoMoves(code) => t!("error-octal-no-moves", code = code.as_str()),
            E::UnknownRule(rule) => t!("error-unknown-rule", rule = rule.as_str()),
            E::RuleNotForOctal(rule) => t!("error-rule-not-for-octal", rule = *rule),
            E::ConflictingRules { in_game, flag } => {
                t!("error-conflicting-rules", in_game = *in_game, flag = *flag)
            }
            E::BadNumber(text) => t!("error-bad-number", text = text.as_str()),
            E::NumberTooLarge { text, what, limit } => t!(
                "error-number-too-large",
                text = text.as_str(),
                what = what.to_string(),
                limit = limit.to_string()
            ),
            E::EmptyElement => t!("error-empty-element"),
            E::LimitExceeded { what, value, limit } => t!(
                "error-limit-exceeded",
                what = what.to_string(),
                value = value.to_string(),
                limit = with_power(*limit)
            ),
            E::ValueOverflow(n) => t!("error-value-overflow", n = n.to_string()),
            E::BadHeap(heap) => t!("error-bad-heap", heap = heap.as_str()),
            E::HeapWithoutSize(heap) => t!("error-heap-without-size", heap = heap.as_str()),
            E::EmptySum => t!("error-empty-sum"),
            E::MisereSum => t!("error-misere-sum"),
            E::HeapBeyondSequence { game, size, limit } => t!(
                "error-heap-beyond-sequence",
                game = game.as_str(),
                size = size.to_string(),
                limit = limit.to_string()
            ),
            E::Cancelled => t!("error-cancelled"),
            E::BadCheckpoint(why) => t!("error-bad-checkpoint", why = why.as_str()),
            E::ForeignAtlasRow { code, index } => t!(
                "error-foreign-atlas-row",
                code = code.as_str(),
                index = index.to_string()
            ),
            E::BadShard(shard) => t!("error-bad-shard", shard = shard.as_str()),
            E::ShardNeedsCsv => t!("error-shard-needs-csv"),
            E::BadFamily(family) => t!("error-bad-family", family = family.as_str()),
            E::FamilyNeedsCsv => t!("error-family-needs-csv"),
            E::BadHeaps(heaps) => t!("error-bad-heaps", heaps = heaps.as_str()),
            E::MixedConventions => t!("error-mixed-conventions"),
            E::BadMove(mv) => t!("error-bad-move", move = mv.as_str()),
            E::IllegalMove(mv) => t!("error-illegal-move", move = mv.as_str()),
            E::NoHistory(what) => t!("error-no-history", what = *what),
            E::NothingRequested(what) => t!("error-nothing-requested", what = what.to_string()),
            E::BadResume { file, why } => {
                t!("error-bad-resume", file = file.as_str(), why = why.as_str())
            }
            E::BadMerge { file, why } => {
                t!("error-bad-merge", file = file.as_str(), why = why.as_str())
            }
            E::SumsNeedTriples => t!("error-sums-need-triples"),
            E::ResumeNeedsCsv => t!("error-resume-needs-csv"),
            E::ZeroPeriod => t!("error-zero-period"),
            E::NegativeSaltus(saltus) => {
                t!("error-negative-saltus", saltus = saltus.to_string())
            }
            E::ClaimTooLong { needs, most } => t!(
                "error-claim-too-long",
                needs = needs.to_string(),
                most = most.to_string()
            ),
            E::BadFigure(why) => t!("error-bad-figure", why = why.as_str()),
            E::BadDims(dims) => t!("error-bad-dims", dims = dims.to_string()),
            E::BadTree { text, why } => {
                t!("error-bad-tree", text = text.as_str(), why = why.as_str())
            }
            E::TreeNotAFamily(game) => t!("error-tree-not-a-family", game = game.as_str()),
            E::RuleNotForTree(rule) => t!("error-rule-not-for-tree", rule = *rule),
            E::CompareNeedsTwo => t!("error-compare-needs-two"),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for GameError {}

impl GameError {
    /// Shorthand for a [`GameError::LimitExceeded`].
    pub fn limit(what: Limit, value: u64, limit: u64) -> Self {
        GameError::LimitExceeded { what, value, limit }
    }
}
