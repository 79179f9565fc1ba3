# The compare view (page/src/compare): two or more games, each a sum of parts, and whether each
# is equivalent to the first. G ≈ H exactly when G + H is a P-position.

# A part and its value: Kayles, a row of 5: 4.
compare-part-value = { $part }: { $value }
compare-nim-heap = Nim, a heap of { $size }
# The nim-sum's row in the table of binary values.
compare-nim-sum-row = { $g } + { $h } (nim-sum)
compare-which-is-zero = { $zero }, which is 0
# $sum: the nim-sum in binary, with "≠ 0" or compare-which-is-zero.
compare-explanation = { $equivalent ->
    [yes] { $g } + { $h } has nim-sum { $g_binary } ⊕ { $h_binary } = { $sum }: a P-position (the second player wins), so { $g } ≈ { $h }. Whatever game X is added, { $g } + X and { $h } + X have the same outcome.
   *[no] { $g } + { $h } has nim-sum { $g_binary } ⊕ { $h_binary } = { $sum }: an N-position (the player to move wins), so { $g } ≉ { $h }. Were they equivalent, { $g } + { $h } would have the outcome of { $g } + { $g }, a P-position.
}
compare-table-same = { $g } + X and { $h } + X have the same outcome for every X in the table, as for every game X.
compare-table-apart = X = { $x } tells them apart: { $g } + { $x } is a P-position (nim-sum 0), { $h } + { $x } an N-position.
compare-question = Is { $g } ≈ { $h }?
compare-right = Right: { $g } { $sign } { $h }.
compare-wrong = Not so: { $g } { $sign } { $h }. Each value and their nim-sum are worked out below.
compare-yes = Equivalent: { $g } ≈ { $h }
compare-no = Not equivalent: { $g } ≉ { $h }
compare-table-caption = Adding a nimber X to both: { $g } + X and { $h } + X

## What a student is told when the games typed cannot be read.

compare-how-to-write = Write the games separated by “;”, each a sum of parts joined by “+”, as in “Kayles 5 + *3; *4”, “K4 + K1 + K4 + K1; 0” or “{"{"}0, *1{"}"}; *2”. A part is a game and its size (“Kayles 5”, “K5”, “Nim 3”, “Dawson's Kayles 7”, “Grundy's game 9”, “Officers 6”), a nimber (“*3”, or just “3”) or a game by its options (“{"{"}0, *1{"}"}”).
compare-not-understood-text = Not understood: “{ $text }”. { $how }
compare-not-understood = Not understood: { $error }.
compare-not-understood-how = Not understood: { $error }. { $how }
compare-error-then-how = { $error }. { $how }
compare-cannot-compare = These games cannot be compared: { $error }.

## The view's markup and its tables.

compare-legend = Games to compare
compare-games-label = Games, separated by ; (each a sum, as in Kayles 5 + *1)
compare-exercise-label = Exercise
compare-go = Compare
compare-examples = From the lecture:
compare-example-2-1 = Is *2 ≈ *1?
compare-example-5-3 = Is *5 ≈ *3?
compare-example-sum = Is *2 + *1 ≈ *3?
compare-rule = G ≈ H when G + X and H + X have the same outcome for every game X; this happens exactly when G + H is a P-position (the second player wins), and under normal play when the nim-sum of their values is 0.
compare-values-caption = The games and their values
compare-head-game = game
compare-head-parts = parts: value
compare-head-value = value
compare-head-binary = binary
