# A certificate file (period::CertificateFile): a certified period written out for anyone to
# check without nimseq (scripts/verify-certificate.py). Numbers in formulas come as text.

# The claim. $preperiod, $period: the least preperiod and period.
certfile-claim = G(n + { $period }) = G(n) for every n >= { $preperiod }; { $period } is the least such period, and { $preperiod } the least preperiod that goes with it.

## A code's digits, each spelled out (CodeDigit::meaning).

certfile-bits = Digit dk says what a move removing k tokens from one heap may leave, bit by bit: 1 no heap (only when the heap had exactly k tokens), 2 one non-empty heap, 4 two non-empty heaps, 8 three non-empty heaps. d0 removes nothing, so it may only split a heap. A move that leaves several heaps has the XOR of their values.
certfile-remove-nothing = remove nothing
# $count: the tokens removed, for the plural; $remove: the same as text.
certfile-remove = remove { $remove } { $count ->
    [one] token
   *[other] tokens
}
# $remove: certfile-remove or certfile-remove-nothing; $leaves: the certfile-leave-… joined with "or".
certfile-digit = { $remove }, leaving { $leaves }
certfile-digit-no-move = { $remove }: no move
# $remove: the tokens removed.
certfile-leave-nothing = no heap (only from a heap of exactly { $remove })
certfile-leave-one = one non-empty heap
certfile-leave-two = two non-empty heaps
certfile-leave-three = three non-empty heaps

## The theorems, stated, and where they come from.

certfile-window = For a subtraction game whose largest element is s: if G(n + p) = G(n) for every n with e <= n < e + s, then G(n + p) = G(n) for every n >= e. By induction on n >= e + s: every move from n or from n + p removes some t in S with t <= s, which is allowed from both, and leaves a heap of at least e, below the heap moved from; so the options of n + p and of n have the same values and the same mex (taking a whole heap below min S, where the rule allows it, is no move from heaps this large).
certfile-window-source = The repeated-window argument for finite subtraction games (Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays, chapter 4): each value is the mex of values among the s before it.
certfile-guy-smith = The Guy–Smith periodicity theorem. For a finite code whose moves remove at most k tokens (k is the position of the last non-zero digit) and leave at most b = 2 heaps: if G(n + p) = G(n) for every n with e <= n < 2 max(e, 1) + p + k, then G(n + p) = G(n) for every n >= e. When no move splits a heap (b = 1), e <= n < e + p + k is enough. By induction: a move from a heap of n + p >= 2 max(e, 1) + 2p + k leaves at most two heaps, the larger at least max(e, 1) + p; made p smaller it gives a move from n of the same value, and conversely. The usual statement reads 2e + p + k; with splitting moves its proof needs e >= 1 (0.4 has G(0) = G(1) = G(2) = 0 but G(3) = 1), hence max(e, 1), the range still starting at n = e.
certfile-guy-smith-source = R. K. Guy and C. A. B. Smith, The G-values of various games, Proc. Cambridge Philos. Soc. 52 (1956), 514–526; Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays, chapter 4.
certfile-heaps = The Guy–Smith argument for moves leaving up to b heaps (b >= 3). For a finite code whose moves remove at most k tokens and leave at most b heaps, none required to differ: if G(n + p) = G(n) for every n with e <= n < b max(e, 1) + (b - 1) p + k, then G(n + p) = G(n) for every n >= e. By induction: a move from a heap of n + p past that range leaves at most b heaps, the largest at least max(e, 1) + p; made p smaller it gives a move from n of the same value, and conversely.
certfile-heaps-source = nimseq's form of the Guy–Smith theorem with b parts; its proof is written out in docs/mathematics.md (Take-and-break games) and at period::certify::take_break_periodicity.

## Why no certificate is written (CertificateError).

certfile-not-certified = no certificate written: no period is certified up to n = { $checked_to } (a certificate needs a certified period; a longer search may certify one)
certfile-misere = no certificate can be written under the rule { $rule }: certificates (and scripts/verify-certificate.py) cover normal play only
# $why: certfile-why-….
certfile-unsupported = no certificate can be written for { $game }: { $why }
certfile-why-tail = its code repeats forever, and its periods are proved by nimseq's arithmetic-periodicity theorem, which certificates do not state
certfile-why-unequal = its splits must leave unequal heaps (`!`), and no theorem here certifies such codes
certfile-why-tree = it is one game given by its options, with no period to certify
# $last: the last value needed; $given: the number of values computed.
certfile-too-few = a certificate needs the values G(0) ... G({ $last }), and only { $given } were computed
# $reason: the system's words.
certfile-unwritable = cannot write the certificate to { $path }: { $reason }
