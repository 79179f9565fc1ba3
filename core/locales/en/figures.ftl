# The words drawn in the figures (core/src/draw): the atlas map's legend, the story of a game,
# the strip, the heatmap's legend and the overview's labels, legend and note. The captions and
# most legend entries come from the page layer; these are the ones the drawing adds.

# A drawing backend failed; $reason is the backend's own message.
draw-failed = drawing failed: { $reason }

## The atlas map: the legend line for the codes whose literature carries an erratum. $n: their
## count in digits; $count: the same number, for the plural.

draw-atlas-errata = literature erratum (a published claim the computation refutes): { $n } { $count ->
    [one] code
   *[other] codes
}

## The story of a game: who wins on each side. $name: a player as the play view names them.

draw-story-you-win = You win
draw-story-wins = { $name } wins

## The strip of values.

draw-strip-period = preperiod { $preperiod }, period { $period }
draw-strip-zero = 0 P-position
draw-strip-colours-repeat = from { $from } on the colours repeat

## The heatmap's legend: a swatch's words with how many cells have its colour, a tie between
## sums ($sums: a + c = 2b), and the colour bar's range.

draw-legend-count = { $label } ({ $count })
# After words that end in parentheses: unresolved (cap 2^20): 12.
draw-legend-count-after = { $label }: { $count }
draw-legend-tie = tie: { $sums } ({ $count })
draw-colour-range = colour: { $low } … { $high }
draw-colour-whole-grid = over the whole grid
draw-colour-sets-shown = over the sets shown
draw-colour-log = (log scale)

## The overview of a sequence: the preperiod's marker, the legend and the note under it.

draw-overview-period = preperiod { $preperiod }, period { $period }
draw-overview-zero = G(n) = 0 (P-position)
draw-overview-column-range = least … largest G(n) of a column
draw-overview-darker = G(n) > 0, darker where more often
draw-overview-periodic = periodic part
draw-overview-shown = Shown: n = { $first } … { $last } ({ $count } values).
draw-overview-per-column = Each column of pixels: the least … largest G(n) of about { $count } positions.
