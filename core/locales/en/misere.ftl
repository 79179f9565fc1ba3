# The misère quotient's words: what a computation found (QuotientReport::summary), the
# certified period of the pretending function, and why no quotient decided a misère sum.

## What a quotient computation found. $heap, $heaps, $from, $needed: heaps (digits); $limit and
## $order: numbers as the language groups them.

# $heaps: the last heap taken in; $order: the quotient's elements (digits), $count: the same.
misere-quotient-so-far = the quotient of heaps ≤ { $heaps } has { $order } { $count ->
   *[other] elements
}
# $before: misere-quotient-so-far; $advice: misere-advice-… (or the command line's option).
misere-no-finite-quotient = no finite quotient found within { $limit } { $limit ->
    [one] element
   *[other] elements
} for heaps ≤ { $heap }: { $before }; with heap { $heap } it has { $order } elements ({ $advice })
misere-candidate-bound = no quotient found for heaps ≤ { $heap } within the search's bound of { $limit } elements per candidate: { $before }; at heap { $heap } the search needed candidates of more than { $limit } elements before reduction, and none it built passed the test, so the quotient's size there is not known ({ $advice })
misere-candidates = no quotient found for heaps ≤ { $heap }: { $before }; at heap { $heap } none of the candidates the search tries (at most { $limit }) passed the test, so the quotient's size there is not known ({ $advice })
misere-stopped = stopped at heap { $heap }: { $before }
# $period: misere-period.
misere-periodic = the quotient of every heap size: the pretending function has period { $period }
misere-period-seen = the quotient of heaps ≤ { $heaps }; no period certified: the images repeat with period { $period } from heap { $from } so far, which the quotient of heaps ≤ { $needed } would certify
misere-no-period = the quotient of heaps ≤ { $heaps }; no period of the pretending function certified

## What would settle a computation a bound stopped.

misere-advice-elements = a larger bound on the elements may settle it
misere-advice-candidate-size = a larger bound on the candidates may settle it
misere-advice-candidates = the search's own limit
# $size: the bound given; $most: the largest allowed.
misere-candidate-size = the bound on a candidate's elements is { $size }: give 1 to { $most } (2^22)

## The certified period of the pretending function (numbers grouped as the language groups them).

misere-period = { $period } from heap { $from } (certified by the quotient of heaps ≤ { $heaps })
misere-none-certified = none certified

## Why no quotient decided a misère sum (its positions were searched instead).

misere-all-empty = every heap is empty
# $games: how many different games (digits).
misere-games = the heaps are of { $games } different games, and a quotient covers one game's heaps
# $heap: the largest heap; $covered: the last heap the quotient covers.
misere-past = a heap of { $heap } is past the heaps the quotient covers (≤ { $covered }) and no period of the pretending function was certified

## The misère genus of a game's heaps (`genus`).

# $to: the last heap (grouped digits).
genus-complete = the genus of heaps 0 … { $to }
# $heap: the heap stopped at; $limit: the bound on positions; $done: the heaps done before it.
genus-exceeded = stopped at heap { $heap }: its positions outgrow the bound of { $limit } positions; the genus of { $done ->
    [one] the heap
   *[other] the { $done } heaps
} before it is known
genus-stopped = stopped at heap { $heap }; the genus of { $done ->
    [one] the heap
   *[other] the { $done } heaps
} before it is known
