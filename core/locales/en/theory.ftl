# Closed forms from the literature and how they compare with the computation
# (core/src/theory): each prediction's statement, the verdict's detail, and the words of the
# conjectures and of the sums a period equals. The sources (Nash & Sheenko, Theorem 4.6) are
# citations and stay as the papers write them.

## A verdict's detail (theory::check).

# $claimed and $computed: a pattern (<0 1>), a period (theory-period) or E(S) = 4/5.
theory-compare = theory says { $claimed } / computed { $computed }
theory-no-period = no period found up to { $checked_to }: cannot decide
theory-period = period { $period }
theory-preperiod-positive = preperiod > 0
theory-preperiod = preperiod { $preperiod }
theory-no-period-for = no period found for { $game }
theory-same-as = same as { $game }: { $pattern }
theory-ferguson-agrees = G(n) = 1 exactly when G(n - { $least }) = 0, for every n
theory-fails-at = fails at n = { $n }
theory-outcomes-not-certified = the outcome string is not certified
theory-result-number-unknown = E(S) not computed: no certified outcome period, or one too long

## What a closed form says of a subtraction set (Prediction::statement).

theory-single = S = {"{"}{ $a }{"}"}: the sequence is (0^{ $a } 1^{ $a }), period { $period }
theory-consecutive = S = {"{"}{ $p }, ..., { $q }{"}"} (consecutive): period p + q = { $period }
theory-all-odd = every element of S is odd: the sequence is (0 1), period 2 (the proof assumes 1 is in S)
theory-not-immediately-periodic = S = {"{"}2, 4, 7, 7 + 3z, ...{"}"}: the sequence is not immediately periodic
theory-ferguson = G(n) = 1 exactly when G(n - { $least }) = 0, with { $least } = min S
# Benesh et al.'s pairs {x, y}, x < y: y an odd multiple of x, y = 2xm + r with 0 <= r < x, and
# y = 2xm - r with 0 < r < x.
theory-pair-odd-multiple = S = {"{"}{ $x }, { $y }{"}"}: { $y } = (2m + 1)·{ $x }: the sequence is (0^{ $x } 1^{ $x }), period { $period }
theory-pair-below = S = {"{"}{ $x }, { $y }{"}"}: { $y } = 2·{ $x }·{ $m } + { $r }: the sequence is ((0^{ $x } 1^{ $x })^{ $m } 0^{ $r } 2^{ $twos } 1^{ $r }), period { $period }
theory-pair-above = S = {"{"}{ $x }, { $y }{"}"}: { $y } = 2·{ $x }·{ $m } - { $r }: the sequence is ((0^{ $x } 1^{ $x })^{ $m } 2^{ $twos }), period { $period }
# $game: a smaller set (sub:1,2); $pattern: its sequence (<012>).
theory-same-as-subset = { $game } has the purely periodic sequence { $pattern } with distinct values, and no other element of S is a multiple of its period { $period }: S has the same sequence

## The stone-picking paper's families: the sets ($set: S = {1, 4}) and the string B(S).

theory-odd = { $set }, { $c } odd
theory-even = { $set }, { $c } even
theory-both-odd = { $set }, { $m } and { $c } odd
theory-odd-even = { $set }, { $m } odd, { $c } even
# $family: the sets (theory-odd, …, or S = {2, 6}, 6 ≡ 2 (mod 4)); $string: B(S) between its
# brackets.
theory-outcome-string = { $family }: B(S) = <{ $string }>
theory-outcome-string-period = { $family }: B(S) = <{ $string }>, period { $period }

## Patterns, conjectures and sums.

# A long part of a pattern, cut: … (149459 values).
theory-pattern-cut = … ({ $count } values)
# $periods: the three sums' values, 8, 9, 11.
theory-pair-sums = a + b, a + c or b + c = { $periods }
theory-no-sum = none of the sums

## The OEIS's sequences (core/src/oeis.rs). $title is the OEIS's own title, quoted in English in
## every language.

oeis-entry = OEIS { $id }: { $title }
# The game's values are the sequence's moved on: $sign is - or +.
oeis-entry-shifted = OEIS { $id }: { $title } (here G(n) = a(n { $sign } { $shift }))
# An OEIS comment the computation refutes, as the atlas's errata list it.
oeis-erratum = oeis { $id }: { $erratum }
oeis-erratum-a071436 = eventually periodic with period 144, the last exception at n = 326637 — not so, the last exception is at n = 326639: G(326639) = 26 but G(326639 + 144) = 16 (`nimseq check octal:0.56 --preperiod 326638 --period 144` fails there)
oeis-erratum-a125941 = octal games 4.337, 4.367 and 4.377 also have values a(n) — not so for 4.367 and 4.377: from a heap of 27 they may take 2 and split the 25 left into 3 + 22, worth a(3) ⊕ a(22) = 4 ⊕ 6 = 2, so G(27) = 9 and not a(27) = 2 (4.337 has the values)
oeis-erratum-a071516 = the values for octal games .76Zy, Z = 4, 5, 5, 7 — 5 is there twice and 6 is missing: .766 and .7661 have these values too (every listed term)
