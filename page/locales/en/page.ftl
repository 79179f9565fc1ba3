# The words the page's views share: the labels of the forms' choices (state/names.rs, the link
# parameters' lists), and what the page's own scripts write.

## The forms' choices, by parameter.

choice-view-sequence = Sequence
choice-view-heatmap = Heatmap
choice-view-conjecture = Conjectures
choice-view-play = Play
choice-view-atlas = Atlas
choice-view-compare = Compare
choice-view-quotient = Misère
choice-conjecture-test-augment = Conjecture 5.1 (period 2l − a after a small augmentations)
choice-conjecture-test-sums = non-additive {"{"}a, b, c{"}"}: period is a sum of two elements
choice-dims-pairs = {"{"}a, b{"}"}
choice-dims-triples = {"{"}a, b, c{"}"}
choice-dims-quads = {"{"}a, b, c, d{"}"}
choice-axes-ab = a across, b up (slice c)
choice-axes-ac = a across, c up (slice b)
choice-axes-bc = b across, c up (slice a: sets with smallest element a)
choice-axes-additive = additive sets {"{"}a, b, a + b{"}"}: a across, b up
choice-metric-period = period
choice-metric-preperiod = preperiod
choice-metric-maxvalue = largest nim-value
choice-metric-theory = differs from theory
choice-metric-sum = which sum the period is
choice-metric-relperiod = period / max S
choice-metric-relpreperiod = preperiod / max S
choice-scale-auto = auto (log for a wide range)
choice-scale-linear = linear
choice-scale-log = log
choice-colour-range-grid = the whole grid (slices compare)
choice-colour-range-slice = the slice shown
choice-bound-largest = n = l (largest element)
choice-bound-size = n = |S|
choice-player-one = player 1 (you)
choice-player-two = player 2
choice-opponent-computer = the computer (perfect play)
choice-opponent-human = a second person
choice-atlas-metric-status = status against the literature
choice-atlas-metric-period = period
choice-atlas-metric-preperiod = preperiod
choice-atlas-metric-maxvalue = largest nim-value
choice-hint-level-off = off
choice-hint-level-outcome = P or N only
choice-hint-level-pn = winning moves, no values
choice-hint-level-values = moves and nim-values
choice-part-facts = facts: rules, preperiod, period
choice-part-certificate = certificate of the period
choice-part-outcomes = outcomes: P/N period, B(S), E(S)
choice-part-theory = theory beside computation
choice-part-strip = strip of values
choice-part-overview = overview
choice-part-table = table
choice-part-why = why G(n): options and mex
choice-part-exercise = exercise
choice-part-pn = P/N table: who wins from each heap
choice-part-board = the board
choice-part-story = the game's story and moves
choice-part-calculator = nim calculator
choice-part-presentation = order, presentation and P-portion
choice-part-pretending = pretending function (heap → element)
choice-part-products = product table
choice-exercise-off = none
choice-exercise-values = compute the values (sequence view)
choice-exercise-equivalence = equivalent or not? (compare view)
choice-theme-choice-light = light
choice-theme-choice-dark = dark
choice-theme-choice-auto = the reader's setting
choice-embed-size-small = small (360 px)
choice-embed-size-medium = medium (560 px)
choice-embed-size-large = large (760 px)
choice-embed-size-full = full width
choice-rule-normal = normal (last mover wins)
choice-rule-misere = misère (last mover loses)
choice-rule-take-all = take-all below min S
choice-rule-misere-take-all = misère, take-all below min S
choice-off = off
choice-on = on
choice-figure-kind-heatmap = the heatmap
choice-figure-kind-atlas = the atlas's map
choice-figure-kind-overview = the sequence's overview
choice-rule-rows-normal = normal (the last pin wins)
choice-rule-rows-misere = misère (the last pin loses)
choice-rule-codes-normal = normal (codes have no other rule)
choice-atlas-d0-zero = 0.d1…dk
choice-atlas-d0-four = 4.d1…dk (also split without taking)
choice-lang-auto = the reader's language
choice-lang-en = English
choice-lang-de = Deutsch
choice-lang-fr = Français

## The page's chrome: what its scripts write.

share-copied = Link copied.
share-copy-by-hand = Copy the link from the box.
notice-workers-failed = The compute workers could not start: { $why }
notice-start-failed = nimseq could not start: { $why }
form-ready = ✓ ready

## Notices: what could not be used of a link or a form.

notice-heading = Some of this link could not be used:
status-cancelled = Cancelled.
# $problem: one of the problem- messages.
notice-changed-to = { $problem }; it was changed to { $bound }.
notice-used-instead = { $problem }; { $used } was used.
notice-query-too-long = The link's parameters are { $length } characters long, over the limit of { $limit }; they were ignored.
notice-unknown-parameter = Unknown parameter “{ $name }” was ignored.
notice-duplicate = “{ $name }” appears more than once; the first one was used.
notice-value-too-long = The value of “{ $name }” is { $length } characters long, over the limit of { $limit }; the default was used.
notice-sealed-beside = This link is sealed (an exercise's); “{ $name }” beside it was ignored.
notice-seal-broken = This exercise's link was changed after it was made, so it shows nothing: an edited exercise link could give its answers away. Ask for the link again, or open the page your teacher gave.
notice-conflict = “{ $chosen }” does not go with “{ $changed }”; { $used } was used.
# $quoted: “name=value”.
problem-not-one-of = { $quoted } is not one of: { $names }
problem-not-a-number = { $quoted } is not a whole number
problem-below = { $quoted } is below { $lo }
problem-above = { $quoted } is above { $hi }
problem-invalid = { $quoted } cannot be used: { $why }
# A link's value, quoted: “max=abc”.
quoted-value = “{ $name }={ $value }”

## The game editor's kinds, and the document's title.

kind-sub = subtraction set
kind-octal = octal code
kind-tb = take-and-break code
kind-grundy = Grundy's game
kind-grundy-example = (nothing to type)
# The document's title (the browser's tab): nimseq — and what the page shows.
title-document = nimseq — { $title }
title-heatmap = heatmap of { $sets } up to { $max }
title-conjectures = conjectures
title-play = play { $game }
title-atlas = atlas of the octal codes { $d0 }.d1… with up to { $digits } digits
title-compare = compare { $games }
title-quotient = misère quotient of { $game }

## The words a teaching view uses (terms.rs), each with its meaning, shown on a tap.

terms-label = Words used here:
# A word and its meaning, as a tap shows them.
term-said = { $word }: { $means }
term-p-position = P-position
term-p-position-means = A position the player to move loses, whatever they do: every move leads to an N-position (and a position with no move at all is one).
term-n-position = N-position
term-n-position-means = A position the player to move wins: some move leads to a P-position.
term-option = option
term-option-means = A position one move away.
term-mex = mex
term-mex-means = The least whole number 0, 1, 2, … missing from a list: mex{"{"}0, 1, 3{"}"} = 2, mex{"{"}{"}"} = 0. G(n) is the mex of the values of n's options.
term-value = value G(n)
term-value-means = The nim-value of a heap of n: it plays like a Nim heap of G(n). It is 0 exactly at the P-positions.
term-period = period
term-period-means = The values repeat every p heaps from the preperiod on: G(n + p) = G(n). Shown only when proved.
term-preperiod = preperiod
term-preperiod-means = How many values come before the repetition starts (0: it repeats from the start).
term-nim-sum = nim-sum ⊕
term-nim-sum-means = Adding in binary without carrying (3 ⊕ 5 = 6). A sum of games has the nim-sum of their values, and is a P-position exactly when it is 0.
term-remoteness = remoteness
term-remoteness-means = How many moves the game lasts with best play: the winner hurries, the loser holds out.
term-misere = misère
term-misere-means = The other way of winning: whoever makes the last move loses.
term-equivalent = equivalent ≈
term-equivalent-means = G ≈ H when adding G or adding H to any game X gives the same outcome; that happens exactly when G + H is a P-position.


## The compute workers.

worker-failed = a worker failed to start
worker-search-gone = the search is no longer held by a worker: search again
choice-embed-form-frame = an iframe (any site, also one that strips scripts)
choice-embed-form-element = the <nimseq-embed> element (Quarto, Jupyter Book, slides: sites that run scripts)

## A worksheet on paper (worksheet=1): the questions with blanks, the answer key on a page of its own.

# $what: what the page shows (the document's title without "nimseq —").
worksheet-title = Worksheet: { $what }
worksheet-name-line = Name: ____________________   Date: ____________
worksheet-key = Answer key
worksheet-nothing = This view asks no questions: it prints as it is.
worksheet-values = The values G(n)
worksheet-values-intro = Fill in G(n) from n = { $from } on: G(n) is the mex of the values of n's options.
worksheet-pn = P-positions and N-positions
worksheet-pn-letter = P or N
# $what: row or heap.
worksheet-pn-intro = { $what ->
    [row] For each row from n = { $from } on, write P if the player to move loses, N if they win.
   *[heap] For each heap from n = { $from } on, write P if the player to move loses, N if they win.
}
worksheet-equivalence = Equivalent or not?
worksheet-equivalence-intro = For each question, write ≈ (equivalent) or ≉ (not equivalent), and why.
worksheet-equivalence-answer = { $question } { $verdict }. { $why }
worksheet-board = Who wins?
worksheet-board-normal = Normal play: the player who cannot move loses.
worksheet-board-misere = Misère play: the player who makes the last move loses.
worksheet-board-intro = For each position, write P if the player to move loses, N if they win; for an N-position, write a winning move.
worksheet-board-question = The position { $position }: P or N? A winning move:
worksheet-board-answer = The position { $position }: { $class }. { $hint }
