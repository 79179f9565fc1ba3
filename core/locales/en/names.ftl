# A game's names (Game::local_name, plain_name, heap_in_words), the rules of a game given by its
# options, and why a game's code or options cannot be read.

## Common names: GAME_NAMES keeps the English name as data; these spell it for readers. The
## sources that give the names are citations and stay as they are.

name-kayles = Kayles
name-dawsons-kayles = Dawson's Kayles
name-dawsons-chess = Dawson's Chess
name-officers = Officers
name-pick-up-bricks = Pick-Up-Bricks
name-grundys-game = Grundy's game
name-nim = Nim
name-laskers-nim = Lasker's Nim

## Plain names, as a student reads them: plain.rs reads every language's back (the kinds of
## games, `misère`, the take-all words and the words before a heap's size), so a change here
## needs the same change there.

# $name: a common name (or a game's spelling); $misere: yes under misère play.
name-named = { $misere ->
    [yes] misère { $name }
   *[no] { $name }
}
# $set: the subtraction set's elements (1, 3, 4 or 1, …, 7).
name-subtraction = { $misere ->
    [yes] the misère subtraction game {"{"}{ $set }{"}"}
   *[no] the subtraction game {"{"}{ $set }{"}"}
}
# $code: an octal code (0.123).
name-octal = { $misere ->
    [yes] the misère octal game { $code }
   *[no] the octal game { $code }
}
# $code: a take-and-break code (4.[3]).
name-take-break = { $misere ->
    [yes] the misère take-and-break game { $code }
   *[no] the take-and-break game { $code }
}
# A game whose heaps too small for any move may be taken whole.
name-take-all = { $name } (a heap too small for any move may be taken whole)
# A heap in words: Kayles, a row of 5. $what: row (of pins) or heap (of stones).
name-heap = { $what ->
    [row] { $name }, a row of { $size }
   *[heap] { $name }, a heap of { $size }
}

## A game given by its options (TreeGame): its rules.

# $game: its spelling; $positions: how many (as digits); $count: the same, for the plural.
tree-rules-game = One game given by its options: { $game } ({ $positions } { $count ->
    [one] position
   *[other] positions
} in all, itself included).
tree-rules-zero = 0 has no option: the player to move cannot move.
# $k: the nimber's size; $below: k − 1.
tree-rules-nimber = *{ $k } is a Nim heap of { $k }: a move goes to any smaller nimber, *0 = 0 to *{ $below }.
tree-rules-options = A move replaces the game by one of its options.
tree-rules-normal = The player who cannot move loses (normal play).

## Why a game given by its options cannot be read (after error-bad-tree's colon).

# $why: one of the reasons below; $near: the text from where reading stopped.
tree-at = { $why }, at “{ $near }”
tree-follows = something follows the game
tree-missing = a game is missing (write 0, *n or options in braces)
tree-star = write a nimber with a star, as in *3
tree-comma-or-brace = expected a comma or a closing brace
tree-no-closing-brace = a closing brace is missing
tree-number = a number here is not an impartial game: write the nimber with a star (*1, *2) or 0
tree-expected = expected 0, *n or options in braces

## Why a take-and-break or octal code cannot be read (after error-bad-take-break-code's colon).

code-digit-range = a digit is { $digit }: digits go from 0 to F (15)
# $d0: the first digit (hexadecimal); $pass: yes when it leaves the heap as it was.
code-d0 = d0 = { $d0 } asks to remove nothing and leave { $pass ->
    [yes] the heap as it was (a pass)
   *[no] nothing
}; d0 may only split a heap (4: into two, 8: into three, C: either)
# $k: the digit's place.
code-unequal-no-split = `!` follows d{ $k }, which never splits a heap: `!` asks that the heaps of a split differ
code-no-move = no digit allows a move: at least one must be non-zero
code-needs-point = a code needs a `.` after d0, as in `0.77` or `4.[3]`
code-bang = `!` must follow a digit, once
code-one-d0 = only one digit, d0, goes before the `.`
code-close-without-open = `]` without `[`
code-one-tail = one repeating tail, in one pair of brackets
code-empty-tail = the repeating tail `[]` is empty: put the digits that repeat in it, as in `0.[3]`
code-tail-end = the repeating tail must end the code with `]`, as in `0.[3]`
# An octal code's first digit other than 0 and 4. $why: pass (2, 3, 6, 7), nothing (1, 5), digit.
code-octal-d0 = d0 = { $d0 } says what removing nothing may leave, and { $why ->
    [pass] taking nothing and leaving the heap as it was is no move
    [nothing] taking nothing leaves nothing only from nothing, which has no move
   *[digit] an octal digit is 0 to 7
}; an octal code starts with 0. or with 4. (a heap may be split into two non-empty heaps without removing anything), as in 0.77 or 4.7
