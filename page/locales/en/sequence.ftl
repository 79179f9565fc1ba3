# The sequence view (one game): its facts, the overview, the table of values, the P/N table,
# the why panel and its step by step, the search further, the status lines, and the words of its
# markup (www/js/views/sequence/sequence.html) and scripts.
# $what, where a message has it: row (games on rows of pins) or heap (heaps of stones).

## The game's form (markup).

seq-setup-change = Change the game
# The form folded: the game as the link spells it, and its rule (a link's spelling) when not normal.
seq-setup-summary = Change the game (now { $game })
seq-setup-summary-rule = Change the game (now { $game }, { $rule })
seq-form-game = Game
seq-form-kind = Kind
seq-form-set = Set S or code
seq-form-rule = Rule
seq-form-limit = Search up to n =
seq-form-limit-help = auto: until a period is certified (a few seconds at most)
seq-form-show = Show
seq-classroom = Classroom: make it an exercise
seq-classroom-legend = Classroom
seq-classroom-exercise = Exercise
seq-classroom-from = Hide the values from n =
seq-examples = Examples:
seq-example-take-all = {"{"}3, 5, 6{"}"} take-all
seq-example-kayles = Kayles 0.77
seq-example-dawson = Dawson's Kayles 0.07
seq-example-grundy = Grundy's game
seq-example-lasker = Lasker's Nim 4.[3]
# $most: the page's largest search, a number written plainly.
seq-limit-refused = a search limit is a whole number from 1 to { $most } (the page's memory budget)

## The facts.

seq-fact-preperiod = Preperiod
seq-fact-period = Period
seq-fact-certificate = Certificate
seq-fact-arithmetic = Arithmetic period
seq-fact-outcomes = Outcomes (P/N)
seq-fact-largest = Largest value
seq-fact-misere-sums = Misère sums
# A link, followed by seq-fact-quotient-decides: "the misère quotient of its heaps decides them".
seq-fact-quotient-link = the misère quotient of its heaps
seq-fact-quotient-decides = decides them
seq-searching = searching…
seq-searching-so-far = searching… ({ $count } values so far)
seq-largest-so-far = { $value } so far
seq-none-grow = none: the values grow without bound
seq-none-found = none found up to { $n }
seq-no-period-found = no period found up to { $n }
# The outcomes' period; $certificate: its certificate in words.
seq-outcome-period = preperiod { $preperiod }, period { $period }: { $certificate }
seq-largest-first = { $value }, first at n = { $n }
seq-largest-grows = none ({ $value } among the values computed)
seq-largest-computed = { $value } (among the values computed)
seq-largest-computed-first = { $value } (among the values computed, first at n = { $n })
# A long B(S) or E(S), folded: its first and last characters, how many, and (shape) of what.
seq-folded = { $head } … { $tail } ({ $count } characters; show all)
seq-folded-shape = { $head } … { $tail } ({ $count } characters: { $shape }; show all)
seq-b-shape = a prefix of { $prefix } and a period of { $period } characters
seq-b-not-certified = the outcome period is not certified
seq-e-digits = { $numerator } and { $denominator } digits
seq-e-too-long = not computed: the period is too long
seq-no-closed-form = No closed form from the literature applies to this game.
seq-no-period-download = No period is certified, so there is no period to download.
# What a search to G($n) is called in the candidate's sentence ("… holds on all computed values;
# searching to n = 509621 certifies it if it still holds there").
seq-candidate-search = searching to n = { $n }
# The verdict of a closed form from the literature against the values computed.
seq-verdict-agrees = agrees
seq-verdict-disagrees = DISAGREES
seq-verdict-undecided = undecided
seq-theory-title = Theory beside computation

## The strip of the first values.

seq-strip-canvas-label = The first values as a coloured strip
# $caption: the game and G(0) … G(n); $values: every value, separated by spaces.
seq-strip-label = { $caption }, each value in its colour: { $values }
seq-strip-hidden = Hidden by the exercise

## Downloads and copies.

seq-copy = copy
seq-copied = copied
seq-copy-failed = copy failed
seq-download-stretch = Download G(a) … G(b):
seq-download-period = one period (CSV)
seq-download-pictures = Pictures:
seq-download-overview-png = overview PNG
seq-download-overview-svg = overview SVG
seq-download-strip-png = strip PNG
seq-download-strip-svg = strip SVG
seq-download-size-label = Size of the overview PNG and SVG

## The search further, after a search that stopped without a period.

# $why: further-why-….
further-note = No period found up to n = { $n } ({ $why }). The values computed are kept; searching further goes on from them.
further-why-budget = the search stopped after { $seconds } { $count ->
   *[other] seconds
}
further-why-cancelled = the search was cancelled
further-why-method = the most values this game’s method computes
further-why-page = the page’s largest search
further-why-limit = the search limit
# An offer's button: $label is further-certify, further-four or further-power; $memory: further-mib.
further-offer = { $label }: up to n = { $limit } (about { $memory } of memory)
further-certify = Search further to certify it
further-four = Search 4 times as far
further-power = Search to 2^{ $exponent }
further-mib = { $mib } MiB

## The overview.

overview-heading = Overview of G(0) … G({ $last })
overview-heading-blank = Overview of G(0) … G(N)
overview-goto = Go to n =
overview-go = Go
overview-start = Start
overview-first-period = First period
overview-last = Last computed
overview-zoom-in = Zoom in
overview-zoom-out = Zoom out
overview-whole = Whole range
overview-canvas-label = G(n) against n for every computed n. Arrow keys pan, + and − zoom, Home and End jump to the ends, 0 shows the whole range
overview-hint = Point at the overview (or tap it) to read G(n); scroll or pinch to zoom, drag to pan.
overview-legend-label = Legend of the overview
overview-legend-values = G(n): each column holds a stretch of n, darker where more of its values lie (a faint band from least to largest when it holds many)
overview-legend-p = P-positions (G(n) = 0)
overview-legend-periodic = the periodic part, n ≥ preperiod
overview-legend-mark = the preperiod ends, and each period starts (when far enough apart)

## A position: the overview's read-out, and a position past the values computed.

position-readout-p = G({ $n }) = 0: a P-position (the player to move loses)
position-readout-n = G({ $n }) = { $value }: an N-position (the player to move wins)
position-readout-not-computed = G({ $n }) is not computed yet.
# Before the button position-compute (and, with a certified period, position-period-earlier).
position-not-computed = G({ $n }) is not computed yet: the values end at n = { $last }.
position-period-earlier = The period is certified, so G(n) is the value one period earlier:
position-compute = Compute up to n = { $limit }

## The status line.

status-computing = Computing { $game }…
status-computing-so-far = Computing { $game }: { $count } values so far…
status-computing-left = Computing { $game }: { $count } values so far, about { $left } left…
status-left-seconds = { $s } s
status-left-minutes = { $m } min
status-left-hours = { $h } h { $m } min
status-stopped = Stopped at n = { $n }; the values computed are kept.

## The table of values.

table-earlier = ◀ Earlier rows
table-later = Later rows ▶
table-subtract-saltus = subtract the saltus
table-scroll-label = Values G(n), scrollable
table-tap-hint = Tap or click a value (or move to it with the arrow keys and press Enter) to see why it is what it is.
table-no-values = No values yet
table-caption = G(n) for n = { $from } … { $to } of { $computed } computed
table-rows-label = rows of { $width }, { $rows } at a time
table-cell-p = G({ $n }) = { $value } (P-position)
# $title: the cell's G(n) = v; the value shown less the saltus s, k periods on.
table-cell-shown = { $title }; shown G({ $n }) − { $saltus }·{ $k } = { $shown }
table-note-period = Each row is one period ({ $period } values), so from the preperiod on the columns repeat.
table-note-period-rows = The period ({ $period }) is { $rows } rows of { $width }.
table-note-period-long = The period ({ $period }) is too long for one row; rows of { $width }.
table-note-rows = Rows of { $width }.
# $certified: yes or no; $from and $start: the preperiod (written grouped, and plainly).
table-note-arithmetic-subtracted = { $certified ->
    [yes] Rows of one arithmetic period ({ $width } values, certified): each value n >= { $from } is shown as G(n) − { $saltus }·k, k = ⌊(n − { $start }) / { $width }⌋, so the columns repeat; untick “subtract the saltus” for G(n) itself.
   *[no] No period is certified. Rows of one arithmetic period ({ $width } values, seen as far as computed): each value n >= { $from } is shown as G(n) − { $saltus }·k, k = ⌊(n − { $start }) / { $width }⌋, so the columns repeat; untick “subtract the saltus” for G(n) itself.
}
table-note-arithmetic = { $certified ->
    [yes] Rows of one arithmetic period ({ $width } values, certified).
   *[no] No period is certified. Rows of one arithmetic period ({ $width } values, seen as far as computed).
}
table-note-none = No period is certified; rows of { $width }.
table-note-shaded = Shaded: the preperiod, n < { $preperiod }.
table-note-outlined = Outlined bold: P-positions (value 0), where the player to move loses.

## The P/N table.

pn-title = P-positions and N-positions
pn-caption = Who wins from a { $what ->
    [row] row
   *[heap] heap
} of n: P or N
pn-cell-p = { $what ->
    [row] row
   *[heap] heap
} of { $n }: P, the player to move loses
pn-cell-n = { $what ->
    [row] row
   *[heap] heap
} of { $n }: N, the player to move wins
pn-cell-hidden = { $what ->
    [row] row
   *[heap] heap
} of { $n }: hidden: work it out
pn-cell-unknown = { $what ->
    [row] row
   *[heap] heap
} of { $n }: not computed yet
pn-note = { $what ->
    [row] P: the player to move loses, whatever they do (every move leads to an N-position; a row with no move at all is one). N: the player to move wins (some move leads to a P-position). The P-positions are exactly the rows of value 0.
   *[heap] P: the player to move loses, whatever they do (every move leads to an N-position; a heap with no move at all is one). N: the player to move wins (some move leads to a P-position). The P-positions are exactly the heaps of value 0.
}

## The why panel: how G(n) arises.

why-heading = Why G({ $n }) = { $value }
why-ask-heading = What is G({ $n })?
why-title = Why G({ $n })
why-button = Why G({ $n })?
why-readout-button = Why?
why-previous = ◀ Previous
why-next = Next ▶
why-close = Close
why-option-values = The values of the options:
why-chips-label = The values 0, 1, 2, … : in the set, or missing
# The subject of why-intro and why-intro-none.
why-subject-tree = The position { $position }
why-subject-heap = A heap of { $n } { $count ->
    [one] stone
   *[other] stones
}
why-subject-row = A row of { $n } { $count ->
    [one] pin
   *[other] pins
}
why-intro-none = { $subject } has no option: the player to move cannot move.
why-intro = { $subject } has { $options } { $count ->
    [one] option
   *[other] options
}:
why-more = … and { $more } more { $count ->
   *[other] options
}, whose values are all in the set below.
# An option: the move ($how, below), what it leaves and the value of that.
why-option-tree = move to { $position }: value { $value }
why-option-subtraction = { $how }, leaving { $n } − { $take } = { $left }: G({ $left }) = { $value }
why-option-nothing = { $how }, leaving nothing: G(0) = { $value }
why-option-one = { $how }, leaving { $heap }: G({ $heap }) = { $value }
# $heaps: the heaps left (3 + 4); $sum: their values' nim-sum (1 ⊕ 1).
why-option-heaps = { $how }, leaving { $heaps }: { $sum } = { $value }
why-how-take-amount = take { $k }
why-how-take-all-below = take all { $k } { $count ->
    [one] stone
   *[other] stones
} (fewer than min S = { $min } remain)
why-how-cut = cut the row
why-how-split = split the heap
# $all: yes when the move takes the whole heap (row).
why-how-take = { $all ->
    [yes] take all
   *[no] take
} { $k } { $count ->
    [one] stone
   *[other] stones
}
why-how-knock = { $all ->
    [yes] knock down all
   *[no] knock down
} { $k } { $count ->
    [one] pin
   *[other] pins
}
# A move at an end of a row, which leaves one row.
why-how-at-end = { $how } at an end
why-mex-misere = no option: the misère value is { $value }
why-note-empty = The set is empty, so its least missing value is 0.
why-note-misere = A heap with no move has misère value 1.
why-note-zero = 0 is not in the set, so the mex is 0.
# $values: 0, 1, … up to one below the mex, as a list; $count: how many.
why-note-mex = { $values } { $count ->
    [one] is
   *[other] are
} in the set; { $value } is the least value missing, so the mex is { $value }.
why-class-p-no-move = G({ $n }) = 0: a P-position. There is no move at all, so the player to move loses at once.
why-class-p = G({ $n }) = 0: a P-position. No option has value 0, so every move leaves the opponent an N-position: the player to move loses.
why-class-n-no-move = G({ $n }) = { $value } ≠ 0: an N-position. Under misère play a player with no move wins.
why-class-n = G({ $n }) = { $value } ≠ 0: an N-position. Some option has value 0 (the mex is above 0), and moving there wins.
why-line-misere = G({ $n }) = { $value } (no move: misère play)
why-line-tree = G({ $n }) = mex of its options' values = mex{ $set } = { $value }
why-line-many = G({ $n }) = mex of its { $options } options' values = mex{ $set } = { $value }
why-rule-misere = Misère play: whoever makes the last move loses. A heap with no move is therefore won by the player to move (the opponent has just made the last move), so its misère value is 1, not 0; every other heap's value is the mex of its options, as in normal play, and value 0 still means the player to move loses.
why-rule-misere-no-move = A heap of { $n } has no move, so G({ $n }) = 1 (under normal play it would be 0).
why-rule-misere-last = A move that leaves nothing leaves the opponent a heap of 0, whose misère value is G(0) = 1: taking the last stone loses.
why-rule-take-all = Take-all: with fewer than min S = { $min } stones left, a move may take them all.
why-chip-in = { $value }: an option has this value
why-chip-mex = { $value }: the least value missing, the mex
why-chip-out = { $value }: no option has this value

## Step by step.

steps-above = … G(0) to G({ $last }) above
steps-next = Next step: G({ $n })
steps-start = Step by step from G(0)
steps-stop = Stop stepping

# The mex among the chips 0, 1, 2, …: the least value missing.
why-chip-missing = missing
