# The heatmap view: its form, its map's caption, legend and read-out, the "which sum" counts,
# the extremes of the grid and the figure downloads.

## The form and the view (heatmap.html).

heatmap-sets = Sets
heatmap-rule = Rule
heatmap-cap = Values per set (cap)
heatmap-primitive = Only primitive sets (gcd 1)
heatmap-draw = Draw
heatmap-picture = Picture
heatmap-colour-by = Colour by
heatmap-scale = Scale
heatmap-range = Colours over
heatmap-fixed-c = Fixed c =
heatmap-play-slices = ▶ Play slices
heatmap-pause = ⏸ Pause
heatmap-cell-hint = Point at a cell (or tap it, or focus the map and use the arrow keys) to read its set, preperiod and period; click, tap again or press Enter to open it.
heatmap-map-label = Heatmap: use the arrow keys to move between sets and Enter to open one
heatmap-which-sum = Which sum
heatmap-counts-note = Counts: the whole grid / the slice shown. A period equal to several sums at once (a + c = 2b) counts once, as a tie; the read-out names them all.
heatmap-records = Record periods
heatmap-records-note = The longest period for each largest element, log scale; a point opens its set (the first of any ties). A hollow point: some sets of that row are unresolved, so the record is at least that.
heatmap-extremes = Extremes of the grid
heatmap-rank-period = period
heatmap-rank-preperiod = preperiod
heatmap-rank-relative = period / max S
heatmap-download = Download:

## The map's caption: what is coloured, of which sets.

heatmap-what-period = period
heatmap-what-preperiod = preperiod
heatmap-what-max-value = largest nim-value
heatmap-what-theory = theory vs computed period
heatmap-what-sum = which sum the period is
heatmap-what-relative-period = period / max S
heatmap-what-relative-preperiod = preperiod / max S
heatmap-what-augment = Conjecture 5.1
heatmap-what-pair-sums = pair-sum periods
heatmap-title = { $what } of { $sets }
heatmap-title-rule = { $what } of { $sets } ({ $rule })
heatmap-title-primitive = { $title }, primitive sets only

## The legend.

heatmap-legend-largest-value = largest value { $value }
heatmap-legend-sum = { $name } ({ $count })
heatmap-none-of-these = none of these
heatmap-ties = ties (several sums)
heatmap-legend-agrees = agrees
heatmap-legend-counterexample = counterexample
heatmap-legend-hypothesis-fails = hypothesis does not hold
heatmap-legend-agrees-theory = agrees with theory
heatmap-legend-differs-theory = differs from theory
heatmap-legend-no-closed-form = no closed form
heatmap-legend-unresolved = unresolved (cap { $cap })
heatmap-legend-unresolved-primitive = unresolved, cap { $cap } ({ $count })
heatmap-legend-computing = computing…

## The read-out of the cell under the pointer.

heatmap-cell = { $set }: preperiod { $preperiod }, period { $period }, largest value { $largest }
heatmap-cell-unresolved = { $set }: unresolved — no period found within { $cap } values
heatmap-cell-not-computed = { $set }: not computed yet
heatmap-cell-sum = { $text }; period { $period } = { $sums }
heatmap-cell-relative-period = { $text }; period = { $ratio } × max S
heatmap-cell-relative-preperiod = { $text }; preperiod = { $ratio } × max S
heatmap-cell-theory = { $text }; { $source } predicts period { $predicted } { $mark }
heatmap-cell-no-closed-form = { $text }; no closed form applies
heatmap-cell-predicted = { $text }; predicted { $prediction } { $mark }
heatmap-cell-hypothesis-fails = { $text }; the hypothesis does not hold
