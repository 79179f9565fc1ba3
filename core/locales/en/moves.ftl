# The board's words (a move in the board's terms, its players, where a game stands), its hints
# (nim-values, the nim-sum, the winning move and why, the misère strategy and the misère
# quotient's reading), and a sum's winning moves in words.

## A move on the board (Board::describe). $number: the heap's or row's place, from 1.

# $position: the position moved to.
board-tree-move = game { $number }: move to { $position }
# A split into three rows. $take: the pins knocked down (digits), $count: the same, as a number;
# $a, $b, $c: the rows left.
board-split-three = row { $number }: { $count ->
    [0] split it
    [one] knock down 1 pin and split the rest
   *[other] knock down { $take } pins and split the rest
} into rows of { $a }, { $b } and { $c }
# $left: the stones left.
board-take = heap { $number }: take { $take } { $count ->
    [one] stone
   *[other] stones
}, leaving { $left }
# A cut that knocks no pin down (Grundy's game): $left pins, then $next.
board-cut = row { $number }: cut between pins { $left } and { $next }, leaving rows of { $left } and { $right }
# Pins $first to $last knocked down; $rest: clear (nothing stands), one (a row of $row) or two
# (rows of $left and $right).
board-knock-down = row { $number }: knock down { $count ->
    [one] pin { $first }
   *[other] pins { $first }–{ $last }
}, { $rest ->
    [clear] clearing the row
    [one] leaving a row of { $row }
   *[two] leaving rows of { $left } and { $right }
}

## The players and where the game stands (Session). $who: you and computer against the
## computer, one and two between two people.

board-player = { $who ->
    [you] You
    [computer] The computer
    [one] Player 1
   *[two] Player 2
}
# A move of the game so far: $player (board-player) and $move (a move on the board).
board-played = { $player }: { $move }
board-your-turn = Your turn
board-computer-thinking = The computer is thinking…
board-to-move = { $who ->
    [one] Player 1 to move
   *[two] Player 2 to move
}
# The end of the game: $won (board-won) and $why (board-why-…).
board-over = { $won }: { $why }.
board-won = { $who ->
    [you] You won
    [computer] The computer won
    [one] Player 1 won
   *[two] Player 2 won
}
board-why-misere = { $who ->
    [you] you made the last move, which loses under misère play
    [computer] the computer made the last move, which loses under misère play
    [one] player 1 made the last move, which loses under misère play
   *[two] player 2 made the last move, which loses under misère play
}
board-why-stuck = { $who ->
    [you] you cannot move
    [computer] the computer cannot move
    [one] player 1 cannot move
   *[two] player 2 cannot move
}
board-why-last = { $who ->
    [you] you made the last move
    [computer] the computer made the last move
    [one] player 1 made the last move
   *[two] player 2 made the last move
}

## Hints (Hinter). $move: a move on the board; $moves: a number of moves (digits), $count: the
## same, as a number.

hint-over = The game is over: no move is left.
hint-winning-move = { $count ->
    [0] Winning move: { $move }, which ends the game.
    [one] Winning move: { $move } (the game then lasts 1 more move).
   *[other] Winning move: { $move } (the game then lasts { $moves } more moves at most).
}
hint-no-winning-move = No winning move: every move leaves a position the opponent wins. The longest defence is { $move } (the game lasts { $moves } more { $count ->
   *[other] moves
} against perfect play).
# One heap's value, in decimal and in binary (the heaps are joined by semicolons).
hint-heap-value = heap { $heap } has value { $value } = { $binary }
# Between two heaps' values (French sets a narrow no-break space before the semicolon).
hint-heap-separator = {"; "}
# $zero: 0 in binary as wide as the values, = 0 (or 0 alone).
hint-p-position = Their nim-sum (XOR) is { $zero }: a P-position. Any move changes exactly one heap's value, so it leaves a non-zero nim-sum, from which the opponent can always restore 0.
hint-n-position = Their nim-sum (XOR) is { $sum } ≠ 0: an N-position, won by the player to move.
# $move: the winning move, capitalised; $before, $after: the heap's value before and after it, in
# binary; $sum: the nim-sum; $zero: 0 in binary.
hint-changes-value = { $move } changes heap { $heap }'s value from { $before } to { $after } = { $before } ⊕ { $sum }, leaving nim-sum { $zero }: a P-position for the opponent.
hint-misere-value = Misère play: the player who makes the last move loses. A heap's misère value is the mex of its options' misère values (the least number missing among them), except that a heap with no move left counts as 1: whoever faces it has already won. A heap of misère value 0 is lost for the player to move. This heap's misère value is { $value }; move to a heap of misère value 0 when you can.
hint-misere-nim = Misère Nim (Bouton): play as in normal Nim, except when your move would leave no heap larger than 1: then leave an odd number of heaps of size 1. A position is lost for the player to move exactly when some heap is larger than 1 and the position is lost in normal Nim, or every heap is 0 or 1 and the number of heaps of 1 is odd.
hint-misere-quotient = In misère play a sum is not decided by its parts' values as in normal play. The misère quotient decides it instead: each heap stands for an element, the position for the product of its heaps' elements, and the player to move loses exactly when that product lies in the P-portion. Move to a position whose product is in the P-portion.
# $why: hint-quotient-not-found; $positions: how many (digits), $count: the same, as a number.
hint-misere-not-found = In misère play a sum is not decided by its parts' values as in normal play. { $why } ({ $positions } { $count ->
   *[other] positions
} reachable from the start.)
hint-misere-search = In misère play a sum is not decided by its parts' values as in normal play. nimseq searched all { $positions } { $count ->
   *[other] positions
} reachable from the start to find who wins and how.

## The misère quotient's reading of a board (BoardQuotient).

# $bound: the most elements of a board's quotient; $summary: what the search found (misere-…).
hint-quotient-not-found = No misère quotient was found for these heaps within the board's bound ({ $bound }): { $summary }; who wins was decided by searching the positions.
# The product of a board with nothing left.
hint-quotient-empty = 1 (nothing is left)
# $position: the heaps' elements and their product (a · b = ab).
hint-quotient-p = This position is { $position }, in the P-portion: the player to move loses with perfect play.
hint-quotient-n = This position is { $position }, not in the P-portion: the player to move wins by moving to a position whose product is in the P-portion.
# $heaps: the largest heap; $order: the number of elements (digits), $count: the same, as a
# number; $presentation: <a, b | …>; $portion: the P-portion's elements.
hint-quotient-summary = The misère quotient of heaps ≤ { $heaps }: { $order } { $count ->
   *[other] elements
}, { $presentation }, P-portion {"{"}{ $portion }{"}"}.

## A move in one heap of a sum (move_in_words). $take: the tokens removed (digits), $count: the
## same, as a number.

# $position: the position moved to, in a game given by its options.
move-tree = move to { $position }
# $left: the stones left.
move-take = take { $take } { $count ->
    [one] stone
   *[other] stones
}, leaving { $left }
# $rest: clear (nothing stands), one (a row of $rows) or more (rows of $rows, a list).
move-row = { $count ->
    [0] cut the row
    [one] knock down { $take } pin
   *[other] knock down { $take } pins
}, { $rest ->
    [clear] clearing the row
    [one] leaving a row of { $rows }
   *[more] leaving rows of { $rows }
}

## A sum's winning move (WinningMove::in_words, move_lines).

# $part: row, game or heap; $number: its place from 1; $move: move-…; $result: the heaps left.
sum-move = { $part ->
    [row] row { $number }
    [game] game { $number }
   *[heap] heap { $number }
}: { $move }  ->  { $result }
sum-no-heaps = no heaps
# $line: sum-move; $product: the element of the quotient the move leaves.
sum-move-leaves = { $line }   (leaves { $product }, P)
