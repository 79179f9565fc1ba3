# Periods and their certificates (core/src/period): what a certificate proves, what a search
# found or did not, a candidate period, an arithmetic period, and a checked claim. Positions and
# lengths are written as plain digits (G(1274), n >= 8).

## A certificate in words (Certificate::describe). $subject: values (the nim-sequence G) or
## outcomes (the outcome string o); $g: G or o.

cert-window = window of { $length } { $subject ->
    [values] values
   *[outcomes] outcomes
} at n = { $start } repeats at n = { $repeat }, so { $g }(n + { $period }) = { $g }(n) for all n >= { $start }
# $bound: short (no move splits a heap), zero (splitting, preperiod 0), long (splitting).
cert-guy-smith = Guy–Smith: { $g }(n + { $period }) = { $g }(n) checked for { $from } <= n < { $until } (= { $bound ->
    [short] e + p + k
    [zero] 2 + p + k: the theorem from n = 1, with n = 0 checked too
   *[long] 2e + p + k
} with k = { $digits } code digits), so it holds for all n >= { $preperiod }
cert-take-break = take-and-break periodicity test (moves leave at most b = { $heaps } heaps, k = { $digits }): { $g }(n + { $period }) = { $g }(n) checked for { $from } <= n < { $until } (= b·max(e, 1) + (b − 1)·p + k), so it holds for all n >= { $preperiod }
# $checked: period-arithmetic-theorem.
cert-non-splitting = { $checked }, so { $g }(n + { $period }) = { $g }(n) for all n >= { $preperiod }
cert-from-arithmetic = { $subject ->
    [values] values
   *[outcomes] outcomes
} read off the certified law G(n + { $period }) = G(n) + { $saltus } for n >= { $preperiod }: no value is 0 past the first period
cert-from-nim-sequence = { $subject ->
    [values] values
   *[outcomes] outcomes
} read off the nim-sequence, certified with preperiod { $preperiod } and period { $period }

## What a search found (Periodicity, ArithmeticPeriod).

period-found = preperiod { $preperiod }, period { $period }
period-not-found = no period found up to { $checked_to }
# $law: G(n + 4) = G(n) + 4.
period-law-from = { $law } for n >= { $preperiod }
# $kind: periodic (saltus 0) or arithmetic.
period-arithmetic-certified = { $kind ->
    [periodic] periodic
   *[arithmetic] arithmetic-periodic
}, certified: { $law }
period-arithmetic-seen = { $kind ->
    [periodic] periodic
   *[arithmetic] arithmetic-periodic
} as far as computed (n <= { $checked_to }), not certified: { $law }
# The theorem for codes that never split, with its numbers. $shift: none (saltus 0) or some;
# $divides: yes when the period is the theorem's P, else the law with p is checked too.
period-arithmetic-theorem = nimseq's arithmetic-periodicity theorem for codes that never split (digits repeating with period π = { $pi } from L = { $start }): { $law } checked for { $from } <= n < { $until }, and for each residue r mod π the values of the moves that reach heaps below { $far } are { $shift ->
    [none] the same as
   *[some] {"["}0, { $saltus }) and, shifted by { $saltus },
} those of the moves that reach heaps below { $near }{ $divides ->
    [yes] {""}
   *[no] ; { $law_p } checked for { $from } <= n < { $period_end }
}

## A candidate period (Candidate::describe). $how: how to search to G($reach), in the caller's
## words (`--limit 20` on the command line).

period-candidate-certifies = candidate preperiod { $preperiod }, period { $period } holds on all computed values; { $how } certifies it if it still holds there (the certificate compares values up to { $reach })
period-candidate-too-far = candidate preperiod { $preperiod }, period { $period } holds on all computed values; its certificate compares values up to { $reach }, past the largest search here (n = { $most })
period-candidate-no-theorem = candidate preperiod { $preperiod }, period { $period } holds on all computed values; no theorem nimseq applies names a limit that certifies it

## A checked claim (CheckReport::text).

check-fails = fails: G({ $n }) = { $value }, G({ $later }) = { $later_value }, so { $law } does not hold at n = { $n }
# $proof: the certificate in words.
check-holds = holds: { $proof }
# $theorem: fails (the arithmetic-periodicity theorem applies but its conditions fail) or none.
check-undecided = undecided: { $law } holds for { $from } <= n <= { $to } (every value computed), { $theorem ->
    [fails] but the arithmetic-periodicity theorem's conditions fail for it
   *[none] but no theorem nimseq applies proves a period of this game
}

## Who chose the mask of a sparse space (MaskChoice).

mask-nimseq = nimseq's choice
mask-literature = the literature's mask
mask-given = the mask asked for
