# What the two grid views (the heatmap and the conjectures) share: their forms and maps, the
# read-out where there is no set, the progress of a grid, and the record curve of its periods.

## The forms and maps (heatmap.html, conjecture.html).

grid-elements = Elements
grid-largest = Largest element N
grid-axes = Axes
grid-slice = Slice
grid-whole-map = Whole map
grid-zoom-note = Zoom: wheel, pinch or + and −; pan: drag.
grid-open = Open

## The grid's cells and its computation.

grid-not-primitive = { $set } = { $gcd }·{ $reduced }: not primitive (gcd { $gcd }), not shown
grid-not-a-set = ({ $x }, { $y }): not a set of this grid
grid-progress = { $done } of { $total } sets computed
grid-computing = Computing { $count } sets…
grid-cancelled = Cancelled: the grey cells were not computed.
grid-error-fingers = two fingers are four numbers
grid-error-cells = the worker's cells do not fit the grid
grid-error-picture = the picture could not be made

## The record curve: the longest period for each largest element.

records-lower-bound = at least { $period } ({ $count ->
    [one] { $unresolved } set
   *[other] { $unresolved } sets
} unresolved: { $named })
records-lower-bound-next = at least { $period } ({ $count ->
    [one] { $unresolved } set
   *[other] { $unresolved } sets
} unresolved: { $named }; cap { $cap } would be the next to try)
records-dot = max S = { $max }: period { $period }, { $game }
records-dot-ties = max S = { $max }: period { $period }, { $game } (and { $more } more: { $named })
records-bound = max S = { $max } (at least { $period })
records-more = { $more } more
records-bounds = { $count ->
    [one] { $rows } row
   *[other] { $rows } rows
} with unresolved sets, whose records are lower bounds (hollow points): { $named }.
records-bounds-next = A larger cap settles them or raises them: cap { $cap } would be the next to try.
records-plot-label = Record period against max S, log scale: up to { $top } at max S = { $max }
records-axis = max S
