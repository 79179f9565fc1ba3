# The misère quotient view: the facts of a game's misère quotient, the pretending function's
# strip, the product table and sums of heaps.

## The view's markup (quotient.html) and what its script writes (quotient.js).

quotient-legend = Misère quotient of a game's heaps
quotient-game = Game
quotient-moves = Moves
quotient-upto = Heaps up to
quotient-elements = At most … elements
quotient-compute = Compute
quotient-try = Try:
quotient-example-nim = misère Nim, heaps ≤ 3
quotient-example-dawson = Dawson's Kayles, heaps ≤ 20
quotient-example-sub = subtraction {"{"}1, 2{"}"}
quotient-rule = Under misère play the last player to move loses, and the values of the parts no longer decide a sum. The misère quotient (Plambeck and Siegel) does instead: every heap stands for an element of a commutative monoid (the pretending function), a sum of heaps for the product of its heaps' elements, and the player to move loses exactly when that product lies in the P-portion.
quotient-products-title = Product table
quotient-products-note = Row · column, each cell coloured by the product; a dot marks a product in the P-portion. Point at a cell, or tap it.
quotient-canvas-label = The product table
quotient-sum-label = A sum of heaps
quotient-decide = Decide
quotient-order = order
quotient-presentation = presentation
quotient-generators = generators
quotient-p-portion = P-portion
quotient-period = period
quotient-download = Download JSON

## The quotient's words.

# A generator and the heap it is: `a = heap 1`.
quotient-generator = { $name } = heap { $heap }
# A cell of the product table: `a · b² = ab, a P-position`.
quotient-readout = { $x } · { $y } = { $product }, { $p ->
    [yes] a P-position
   *[no] an N-position
}
# A sum of heaps typed by the reader: `1 + 2 + 3: a · b · ab = b², in the P-portion: …`.
quotient-sum = { $heaps }: { $text }, { $p ->
    [yes] in the P-portion: P-position (the player to move loses)
   *[no] not in the P-portion: N-position (the player to move wins)
}
# `$title`: the link's title, `misère quotient of octal:0.75`.
quotient-computing = Computing the { $title }…
quotient-progress = Computing the { $title }: heap { $done } of { $total }, { $order } elements so far…
quotient-heading = Misère quotient of { $game }
# `$summary`: what was found, in the core's words.
quotient-status-line = { $status }: { $summary }.
quotient-status-periodic = Periodic
quotient-status-partial = Partial
quotient-status-exceeded = Exceeded
quotient-status-interrupted = Interrupted
quotient-stopped = Stopped at heap { $heap }; the quotient of the heaps done is shown.
quotient-table-label = The product table of { $order } × { $order } elements, coloured by the product; use the arrow keys to read its cells
quotient-strip-title = heap { $heap } → { $element }{ $p ->
    [yes] , in the P-portion
   *[no] {""}
}
quotient-strip-note = A heap alone is a P-position when its element is in the P-portion (outlined).
quotient-strip-note-more = A heap alone is a P-position when its element is in the P-portion (outlined). { $count } more heaps are in the JSON download.
quotient-strip-heading = Pretending function: heap n → element
quotient-strip-label = heap n and its element
quotient-named-label = The product table by name
quotient-named-caption = Row · column by name; • marks a product in the P-portion
# Said after a product in the P-portion (the table marks it with a dot).
quotient-mark-label = , in the P-portion

## The genus beside the pretending function (Winning Ways' misère tables).

quotient-genus-heading = Genus: heap n → g^γ0γ1…
quotient-genus-label = heap n and its genus
quotient-genus-title = heap { $heap }: genus { $symbol }; nim-value { $normal }, misère nim-value { $misere }
# $done: quotient-genus-complete, or the core's words for where the computation stopped.
quotient-genus-note = Winning Ways' genus (Conway): g is the heap's nim-value, γk the misère nim-value of the heap plus k heaps of size 2; the last two digits repeat for ever. { $done }
quotient-genus-complete = Computed for heaps 0 … { $to }; nimseq genus goes further.
