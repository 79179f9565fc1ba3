# The board (the play view): the game's screen, its heaps and moves, the hint, how to play, the
# game's story and move list, the nim calculator, and a misère board's plain words.

## The view's markup (play.html) and what its scripts write (play.js, hint.js, nimcalc.js).

play-setup = New game: choose a game and a board
play-new-game = New game
play-game = Game
play-game-placeholder = sub:1,2 or octal:0.77
play-rule = Rule
play-heaps = Heaps
play-heaps-placeholder = 7,5,3 or sub:1,2@7;octal:0.77@10
play-who-starts = Who starts
play-player-two = Player 2
play-lock = Lock the hints (no menu, no Show me)
play-examples = Examples:
play-example-bricks = Pick-Up-Bricks (take 1 or 2)
play-example-misere-nim = misère Nim
play-example-kayles = Kayles, 12 pins
play-example-dawson = Dawson's Kayles
play-example-misere-kayles = misère Kayles 7, 5, 3
play-example-grundy = Grundy's game (cut rows unequally)
play-example-rule-sets = three heaps, three rule sets
play-example-nimbers = nimbers *3 + *5 + *6
play-again = Play again
play-swap-sides = Swap sides
play-undo = Undo
play-redo = Redo
play-show-me = Show me
play-hints = Hints
play-watch = Watch
play-swipe = ⇆ swipe for all
play-move-to = Move to:
play-no-option = No option: nothing to move to.
board-view-label = The board
howto-title = How to play
story-title = The game's story
story-moves = Moves
story-no-moves = No moves yet.
hint-title = Hint
hint-p-portion-wins = P-portion: wins
hint-products-label = Every move's product
hint-move = move
hint-leaves = leaves
hint-size = size
calc-title = Nim calculator
calc-numbers = Numbers
calc-how = How the product is built
calc-distributes = Nim-multiplication distributes over ⊕, so the product is the XOR of 2^i ⊗ 2^j over the set bits i of the first number and j of the second:

## Opening a board.

play-board-fallback = The board “{ $heaps }” cannot be played here: { $error }. The default board is shown.
play-no-hint-level = no hint level “{ $level }”

## The screen: the last move, the end of the game, what the colours mean.

# A move and who played it: `Player 1: heap 1: take 2 stones, leaving 2`.
play-move-by = { $who }: { $text }
play-last-move = Last move — { $text }
play-won-you = You won!
play-won-computer = The computer won
# Two people: `Player 2 won!`.
play-won = { $who } won!
play-swap-you = Swap sides: you start
play-swap-computer = Swap sides: the computer starts
play-swap = Swap sides: { $who } starts
play-legend = Moves are marked: green with a solid outline wins (it leaves a P-position); orange with a dashed outline loses. A pin with a green dashed outline and a number wins when a tap knocks down that many pins from it (another “knocks down” choice).

## The heaps and rows, and the moves offered on them. `$count` chooses the plural form of a
## number written as `$n`.

board-pins = { $count ->
    [one] { $n } pin
   *[other] { $n } pins
}
board-pick-cuts = nothing (cuts)
board-pick-gap = Tap a gap between two pins to cut the row there
board-pick-only = Each tap knocks down { $pins }: the one tapped and the next
board-pick-each = Each tap knocks down
board-caption-game = Game { $number } · { $position }
board-caption-row = Row { $number } · { $count ->
    [one] { $n } pin
   *[other] { $n } pins
} · { $game }
board-caption-heap = Heap { $number } · { $count ->
    [one] { $n } stone
   *[other] { $n } stones
} · { $game }
# A game played misère on a misère board whose rule it does not spell itself.
board-misere-game = misère { $game }
board-misere-value = misère value { $value }
board-value-binary = value { $value } = { $binary }₂
board-value = value { $value }
# Choices that each win: `2 pins or 3 pins`.
board-or = { $first } or { $second }
board-pick-note = No tap that knocks down { $pins } wins here: knocking down { $others } wins (choose it above).
board-button-take-split = take { $take }, split { $parts }
board-button-split = split { $parts }
board-button-take = take { $take }
board-move-losing-other = { $text } (a losing move; knocking down { $pins } from here wins)
board-move-winning = { $text } (winning move)
board-move-losing = { $text } (losing move)

## The hint panel.

hint-over = The game is over.
hint-heap = heap { $number }
hint-nim-sum = nim-sum (XOR)
hint-position = { $class }-position: the player to move { $wins ->
    [yes] wins
   *[no] loses
} with perfect play, which lasts { $count ->
    [one] { $n } more move
   *[other] { $n } more moves
}: its remoteness, the moves left when the winner hurries and the loser holds out.
hint-nim-value = nim-value
hint-misere-value = misère value
hint-binary = binary
hint-products = Every move's product ({ $n })
hint-outcome-n = An N-position: the player to move wins with perfect play.
hint-outcome-p = A P-position: the player to move loses with perfect play.

## The game's story, the move list and what a screen reader hears.

story-taken-back = Move taken back
story-played-again = Move played again
story-hints-on = Hints on
story-hints-off = Hints off
# After a move in the move list (the page puts a space before it).
story-threw = — threw the win away
story-step = { $label }: { $text }
story-label = The game's story: { $steps }.
story-start = Start
story-after = After move { $number }
story-over = the game is over
# `$player`: `you` (against the computer), `computer`, `one` or `two` (two people).
story-position = { $player ->
    [you] You to move: you { $wins ->
        [yes] win
       *[no] lose
    }
    [computer] The computer to move: the computer { $wins ->
        [yes] wins
       *[no] loses
    }
    [one] Player 1 to move: player 1 { $wins ->
        [yes] wins
       *[no] loses
    }
   *[two] Player 2 to move: player 2 { $wins ->
        [yes] wins
       *[no] loses
    }
} with perfect play ({ $count ->
    [one] { $n } more move
   *[other] { $n } more moves
}){ $blunder ->
    [yes] ; the move before threw a win away
   *[no] {""}
}
story-note = Each dot is a position, on the side of the player who wins from it, as far out as its remoteness: the moves left when the winner hurries and the loser holds out.
story-note-later = The game's story (who was winning after each move) appears when the game ends, or with hints on.

## The nim calculator.

calc-sum-line = nim-sum { $sum } = { $result }
calc-sum-label = nim-sum: { $sum } = { $result }

## How to play, in the words of the board's moves.

howto-stones = Tap a stone to take it and every stone after it, or use a heap's buttons.
howto-pin = Tap a pin to knock it down.
# Every move knocks down `$take` pins: the one tapped and `$next` more.
howto-pin-with = Tap a pin to knock it down with the next { $next ->
    [1] one
   *[other] { $next }
}: every move knocks down { $take }.
howto-pin-choice = Tap a pin to knock it down, with the next ones if “{ board-pick-each }” says more than 1.
howto-cut = Tap the gap between two pins to cut the row there.
howto-three = A split into three rows is a button under its row.
# The keys U, Y, S and H are the same in every language.
howto-keys = Keys: Tab to a heap, ← and → along it, Enter plays{ $digits ->
    [yes] ; a digit sets how many pins fall
   *[no] {""}
}{ $locked ->
    [yes] ; U undo, Y redo.
   *[no] ; U undo, Y redo, S show me, H hints.
}
howto-cleared-pins = Every pin has fallen.
howto-cleared-stones = Every stone is taken.
howto-cleared-both = Every stone is taken and every pin has fallen.

## A misère board in plain words.

misere-mathematics = The mathematics
misere-hints-outcome = who wins (P or N)
misere-hints-classes = winning moves
misere-hints-values = moves and why
misere-rule-pin = In misère play whoever knocks down the last pin loses.
misere-rule-stone = In misère play whoever takes the last stone loses.
misere-rule-move = In misère play whoever makes the last move loses.
# A position, as what a move leaves: `a row of 4`, `rows of 3, 2 and 1`.
misere-single-pin = a single pin
misere-single-stone = a single stone
misere-nothing = nothing
misere-single-pins = { $count } single pins
misere-heaps-of-one = { $count } heaps of 1
misere-a-row = a row of { $size }
misere-a-heap = a heap of { $size }
misere-rows = rows of { $sizes }
misere-heaps = heaps of { $sizes }
misere-stones = { $count ->
    [one] { $n } stone
   *[other] { $n } stones
}
# A move, as the words after `From here, ` say it (`$alone`: the board has one row or heap).
misere-move-tree = the move “{ $text }”
misere-move-split = splitting { $alone ->
    [yes] the row
   *[no] row { $row }
} into rows of { $parts }
misere-move-knock-split = knocking down { $pins }{ $alone ->
    [yes] {""}
   *[no] {" "}of row { $row }
} and splitting the rest into rows of { $parts }
misere-move-take = taking { $stones }
misere-move-take-from = taking { $stones } from heap { $row }
misere-move-cut = cutting { $alone ->
    [yes] the row
   *[no] row { $row }
} between pins { $left } and { $right }
misere-move-pin = knocking down pin { $pin }{ $alone ->
    [yes] {""}
   *[no] {" "}of row { $row }
}
misere-move-pins = knocking down pins { $first }–{ $last }{ $alone ->
    [yes] {""}
   *[no] {" "}of row { $row }
}
misere-winning = From here, { $text } wins: it leaves { $position }{ $ends ->
    [yes] , where every move your opponent can make ends the game: they make the last move, and lose
   *[no] , a position your opponent loses: whatever they do, you can answer so that in the end they make the last move
}.
misere-losing = From here no move wins: whatever you do, your opponent can answer so that in the end you make the last move. Hold out as long as you can: { $text } makes the game last longest.
misere-reply = If they leave { $theirs }, you leave { $ours }{ $last ->
    [yes] , and whatever they do next is the last move
   *[no] {""}
}.
misere-reply-end = If they end the game, they made the last move: they lose.
misere-replies-some = Whatever they do next ({ $count } different positions), you have an answer; for example:
misere-replies-all = Whatever they do next, you have an answer:
misere-bouton = Misère Nim (Bouton): { $rows ->
    [yes] These rows play exactly like Nim heaps (a row of 2 is a heap of 2)
   *[no] These heaps play exactly like Nim heaps
}, so Bouton's rule decides. Play as you would in ordinary Nim, except when your move would leave only { $rows ->
    [yes] rows
   *[no] heaps
} of 1: then leave an odd number of { $rows ->
    [yes] rows
   *[no] heaps
} of 1. { $here }
misere-bouton-ones = Here only { $rows ->
    [yes] rows
   *[no] heaps
} of 1 are left ({ $count } of them): whoever faces an odd number of them loses.
misere-bouton-one-big = Here one { $rows ->
    [yes] row
   *[no] heap
} is larger than 1: take it down to 0 or 1 so that an odd number of { $rows ->
    [yes] rows
   *[no] heaps
} of 1 is left.
misere-bouton-big = Here two or more { $rows ->
    [yes] rows
   *[no] heaps
} are larger than 1: play as in ordinary Nim.
