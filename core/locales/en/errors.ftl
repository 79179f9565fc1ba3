# The core's errors (GameError) and the limits they name (Limit), as the command line prints them
# and the page shows them in its notices.

## Limits: what a number is, as an error names it.

limit-set-element = the largest element of the subtraction set
limit-set-size = the number of elements of the subtraction set
limit-octal-code-length = the number of digits of the octal code
limit-take-break-code-length = the number of digits of the take-and-break code
limit-slow-terms = the number of values of a game that splits heaps into three or whose code repeats forever and splits (the work grows like n³)
limit-atlas-digits = the number of digits of the atlas's codes
limit-terms = the number of values requested
limit-search-limit = the search limit n (values G(0) … G(n))
limit-saltus = the saltus s
limit-slow-search-limit = the search limit n of a game that splits heaps into three or whose code repeats forever and splits (the work grows like n³)
limit-grid-max = the largest parameter of the grid
limit-cap = the number of values per grid cell
limit-heap-size = the heap size
limit-heaps = the number of heaps
limit-input-length = the length of the input
limit-board-heaps = the number of heaps on the board (a row counts as the rows it can split into)
limit-board-heap-size = the size of a heap on the board
limit-board-positions = the number of positions reachable from this board
limit-board-moves = the number of moves between the positions of this board
limit-sum-positions = the number of positions of a misère sum searched where no quotient decides it
limit-nimber-size = a number in the nim calculator
limit-nimber-count = the count of numbers in the nim calculator
limit-computed = the last position asked for (past the values computed so far)
limit-quotient-heaps = the largest heap of the misère quotient
limit-quotient-elements = the bound on the misère quotient's elements
limit-download = the number of values in one download (`nimseq sequence --from A --to B` gives any stretch)
limit-tree-positions = the number of positions of a game given by its options (the game and every position below it)
limit-tree-nimber = a nimber *n in a game given by its options
limit-tree-depth = the nesting of braces in a game given by its options
limit-tree-moves = the number of moves of a game given by its options
limit-tree-position = the position asked for in a game given by its options (its positions are numbered from 0 to the game itself)
limit-compare-games = the number of games compared
limit-compare-heap = the size of a heap compared
limit-heap-options = the number of moves from one heap whose options are listed (about its size times the code's length)
limit-genus-heaps = the largest heap whose misère genus is computed
limit-genus-positions = the number of positions a misère genus computation tabulates

## A limit as written in an error: 4095, 65536 (2^16), 1073741823 (2^30 − 1).

limit-power-of-two = { $limit } (2^{ $power })
limit-below-power-of-two = { $limit } (2^{ $power } − 1)

## Errors.

error-empty-spec = no game given: write `sub:` and a set, as in `sub:2,4,7`, `octal:` and a code, as in `octal:0.77`, `tb:` and a take-and-break code, as in `tb:4.[3]`, or `grundy`
error-unknown-kind = unknown game `{ $game }`: write `sub:` and a set, as in `sub:2,4,7`, `octal:` and a code, as in `octal:0.77`, `tb:` and a take-and-break code, as in `tb:4.[3]`, `grundy`, or a game's name, as in `kayles`
error-empty-set = the subtraction set is empty: give at least one positive integer, as in `sub:1,2`
error-bad-element = `{ $element }` is not a positive integer: a subtraction set lists positive integers, as in `sub:2,4,7`
error-zero-element = 0 cannot be in a subtraction set: every move removes at least one token
error-empty-range = the range `{ $range }` is empty: write the smaller end first, as in `3-6`
error-backwards-stretch = the stretch from n = { $from } to n = { $to } is empty: give the smaller end first
error-octal-prefix = octal code `{ $code }` must start with `0.`, `.` or `4.`, as in `0.77`, `.07` or `4.7`
error-bad-octal-digit = `{ $digit }` is not an octal digit (0 to 7) in the code `{ $code }`
error-bad-take-break-code = cannot read the take-and-break code `{ $code }`: { $why }
error-bad-take-break-digit = `{ $digit }` is not a hexadecimal digit (0 to 9, A to F) in the code `{ $code }`
error-octal-no-moves = octal code `{ $code }` allows no move at all: at least one digit must be 1 to 7
error-unknown-rule = unknown rule `{ $rule }`: use normal, misere, take-all or misere-take-all
error-rule-not-for-octal = the { $rule } rule applies to subtraction games; octal and take-and-break games here are played under the normal rule
error-conflicting-rules = the game says { $in_game } but --rule says { $flag }: give the rule once
error-bad-number = `{ $text }` is not a whole number
error-number-too-large = `{ $text }` is too large: { $what } may be at most { $limit }
error-empty-element = the subtraction set has an empty item (two commas in a row?)
error-limit-exceeded = { $what } is { $value }, above the limit of { $limit }
error-value-overflow = a nim-value above 65535 appeared at n = { $n }; nimseq stores values in 16 bits
error-bad-heap = “{ $heap }” is not a game this page can read: write a game and its size, as in “Kayles 5”, “K5”, “Nim 3” or “Grundy's game 7”; a nimber, as in “*3” or “3”; or a game by its options, as in “{"{"}0, *1{"}"}”
error-heap-without-size = “{ $heap }” needs a size: write it after the game, as in “Kayles 5”, “K5” or “Nim 3”
error-empty-sum = the sum has no heaps: give at least one, as in “Kayles 5” or “*3”
error-misere-sum = sums of misère games are not decided by the XOR of their values; the misère quotient decides them (the Misère view; nimseq sum --rule misere)
error-heap-beyond-sequence = the value of a heap of { $size } in { $game } needs the sequence up to { $size }, and no period was certified below the limit of { $limit } values
error-cancelled = cancelled
error-bad-checkpoint = cannot resume from the checkpoint: { $why }
error-foreign-atlas-row = the atlas has no code { $code } at place { $index }
error-bad-shard = cannot read the shard `{ $shard }`: write K/N with 1 <= K <= N, as in `3/8`
error-shard-needs-csv = --shard writes CSV (whose pieces concatenate into the whole table); drop --format json
error-bad-family = cannot read the family `{ $family }`: write all, additive ({"{"}a, b, a+b{"}"}) or smallest=A ({"{"}A, b, c{"}"}), with --dims 3
error-family-needs-csv = --family writes CSV (a,b,c,preperiod,period per set of the family); drop --format json
error-bad-heaps = cannot read the heaps `{ $heaps }`: write sizes, as in `7,5,3`, or GAME@SIZE items separated by `;`, as in `sub:1,2@7;octal:0.77@10`
error-mixed-conventions = a board or a sum plays under one convention: its heaps cannot mix misère and normal play
error-bad-move = a move written in a form that cannot be read: `{ $move }` (write HEAP:TAKE, as in `0:3`, or HEAP:TAKE@LEFT for rows, as in `0:2@3`)
error-illegal-move = the move `{ $move }` is not allowed in this position
error-no-history = { $what ->
    [undo] there is no move to undo
   *[redo] there is no move to redo
}
error-nothing-requested = { $what } is 0: ask for at least 1
error-bad-resume = cannot go on from { $file }: { $why }
error-bad-merge = cannot merge { $file }: { $why }
error-sums-need-triples = the sums test is about sets {"{"}a, b, c{"}"}: use --dims 3
error-resume-needs-csv = --resume and --output write CSV tables (and the file beside them that says what they are); drop --format json
error-zero-period = a period is at least 1
error-negative-saltus = the saltus { $saltus } is negative: values never go below 0, so G(n + p) = G(n) + s needs s >= 0
error-claim-too-long = the certificate of this claim compares values up to n = { $needs }, past the most nimseq computes for this game (n = { $most })
error-bad-figure = cannot draw the figure: { $why }
error-bad-dims = sweeps cover sets of 2, 3 or 4 elements; `{ $dims }` is none of these
error-bad-tree = cannot read the game `{ $text }`: { $why } (write 0, a nimber *n, or options in braces, as in {"{"}0, *1, {"{"}0, *2{"}"}{"}"})
error-tree-not-a-family = `{ $game }` is one game given by its options, not a game played on heaps of any size: give it as a heap of a board (heaps=*3;*2), in a sum, or compare it (view=compare)
error-rule-not-for-tree = the { $rule } rule applies to subtraction games; games given by their options (nimbers, {"{"}0, *1{"}"}) are played under the normal rule
error-compare-needs-two = compare at least two games, separated by `;`, as in `*2 + *1; *3`
