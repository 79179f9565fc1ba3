# The rules of a game in plain words (Game::rules_in_words): a subtraction game's heap is of
# stones, an octal or take-and-break game's rows are of pins.

rules-heap = One heap of n stones; the players move in turn.
# $amounts: the set in words (1, 3 or 4); $count: 1 when the only amount is 1.
rules-takes = A move takes { $amounts } { $count ->
    [one] stone
   *[other] stones
} (never more than the heap holds).
rules-take-all = When 1 to { $below } stones remain, a move may instead take them all.
rules-misere = Misère play: the player who makes the last move loses (a player with no move wins).
rules-normal = Normal play: the player who cannot move loses.
rules-pins = Pins stand in rows; a move knocks down adjacent pins in one row.
# $what: rules-one-pin or rules-adjacent-pins; $ways: where in a row (ways-…), or nothing.
rules-knock-down = Knock down { $what }{ $ways }.
rules-one-pin = 1 pin
rules-adjacent-pins = { $counts } adjacent pins
# $splits: splits-cut.
rules-cut-only = Pins stand in rows; a move is to { $splits }, knocking none down.
rules-or-cut = Or, without knocking any down: { $splits }.
rules-knock-down-any = Knock down any number k >= { $from } of adjacent pins{ $ways }.
rules-knock-down-k = Knock down k adjacent pins, k = { $first } + { $step }j (j = 0, 1, 2, ...){ $ways }.
rules-any-from = (Any number of pins from { $from } on.)

## Where in a row a move may knock its pins down (after rules-knock-down's pins).

ways-anywhere = , anywhere in a row (in the middle, the row splits in two){ $three ->
    [yes] , or in the middle splitting what stands into three rows
   *[no] {""}
}
# $ways: the ways below, as alternatives.
ways-list = : { $ways }
ways-only-whole = only a whole row of exactly that many
ways-whole = a whole row of that many
ways-end = at an end of a longer row
ways-middle = in the middle of a row, { $splits }

## How a row splits.

rows-two = two rows
rows-three = three rows
rows-two-or-three = two or three rows
splits-cut = { $differ ->
    [yes] cut a row into { $into } of different lengths
   *[no] cut a row into { $into }
}
splits-in-two = splitting it in two
splits-what-stands = { $differ ->
    [yes] splitting what stands into { $into } of different lengths
   *[no] splitting what stands into { $into }
}
