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
