# The atlas of octal games beside the literature (core/src/atlas): a row's status, the verdict
# of the comparison with the literature's tables, the errata, the conventions of the published
# columns and the codes whose sequences agree. Sources (czajka-solved, winning-ways) are the
# keys of data/octal-literature.csv and stay as they are; positions are plain digits.

## A row's status (Status::describe).

atlas-certified = certified
atlas-no-period = no period up to { $checked_to }

## The verdict (Verdict::describe). $code: the game the lookup tables send the code to.

atlas-agrees = agrees
atlas-agrees-as = agrees (as { $code })
atlas-agrees-so-far = agrees up to { $up_to }, not certified within the cap
atlas-agrees-so-far-as = agrees up to { $up_to } (as { $code }), not certified within the cap
# $what: one of the atlas-differs- messages.
atlas-disagrees = disagrees ({ $what })
atlas-unsolved = literature: unsolved
atlas-unsolved-as = literature: unsolved (as { $code })
atlas-not-listed = not in the literature's tables
# The numbers compared: $theirs the source's preperiod/period as printed (of the game the
# lookup tables send the code to, when $code is not none), $ours nimseq's.
atlas-agrees-numbers = agrees{ $code ->
    [none] {""}
   *[other] {" "}(as { $code })
}: { $theirs } printed, { $ours } here
atlas-agrees-numbers-same = agrees{ $code ->
    [none] {""}
   *[other] {" "}(as { $code })
}: { $ours } printed and here
# A game the source lists whose numbers are not in nimseq's data (Flammenkamp's 0.0n7).
atlas-listed = in { $source }'s tables; their numbers are not in nimseq's data

## Where the computation and the literature differ.

atlas-differs-value = G({ $n }) computed { $ours } / literature { $theirs }
atlas-differs-period = computed period { $ours } / literature { $theirs }
atlas-differs-preperiod = computed preperiod { $ours } / literature { $theirs }
atlas-differs-largest = computed largest value { $ours } / literature { $theirs }
atlas-differs-largest-at = computed largest value first at n = { $ours } / literature { $theirs }

## The literature's claims the computation refutes (errata): winning-ways: the same as 0.06 —
## not so, they differ at n = 3 (2 against 1).

# $claim: atlas-claim-…; $evidence: atlas-differ-at, or the data file's own words.
atlas-erratum = { $source }: { $claim } — not so, { $evidence }
atlas-claim-same = the same as { $code }
atlas-claim-period = preperiod { $preperiod }, period { $period }
atlas-claim-unsolved = unsolved
atlas-claim-listed = listed, its numbers not read
atlas-differ-at = they differ at n = { $n } ({ $first } against { $second })

## The published columns beside the computed ones (conventions). $mask: hexadecimal; $last: the
## last rare position, or none; $theirs and $their_last: the table's numbers, or ?.

atlas-rare-same = rare count { $count }{ $last ->
    [none] {""}
   *[other] , the last at n = { $last }
} (mask { $mask }) as { $source }
# $reach: how far the table counts (n = 2097151), or ?.
atlas-rare-not-reached = rare count { $count }{ $last ->
    [none] {""}
   *[other] , the last at n = { $last }
} (mask { $mask }) up to n = { $checked_to }; { $source } counts { $theirs } to { $reach }
atlas-rare-differs = rare count { $count }{ $last ->
    [none] {""}
   *[other] , the last at n = { $last }
} (mask { $mask }) / { $source } { $theirs }, the last at n = { $their_last }
# $theirs: the table's mask; $mask: nimseq's.
atlas-mask-not-separating = same values; { $source }'s mask { $theirs } does not separate the values computed, so nimseq's { $mask } ({ $count } rare)
atlas-mask-too-few = { $source }'s mask { $mask }; too few values for a mask
# $positions: yes when the table counts positions too (.127's "1+pos").
atlas-rare-other-convention = { $source } counts { $count } rare values under another convention ({ $positions ->
    [yes] mask 1 with positions, not a mask of the values
   *[no] not a mask
})
atlas-largest-same = largest { $largest } first at n = { $at } as { $source }
atlas-largest-differs = largest { $largest } first at n = { $at } / { $source } at n = { $theirs }
atlas-largest-not-reached = largest { $largest } first at n = { $at } up to n = { $checked_to }; { $source }'s largest first at n = { $theirs }

# A row's two conventions: the rare values', then the largest value's.
atlas-conventions = { $rare }; { $largest }

## Where a source's count of heap sizes starts (data/octal-literature-sources.csv): $first the
## heap of this code it starts at, $printed the preperiod as printed, $shifted on this code's
## own heap sizes; $code the game the lookup tables send the code to, counted from its heap
## $their_first.

atlas-counts-from = { $source } counts from heap { $first }: its { $printed } is { $shifted } here
atlas-counts-from-as = { $source } counts { $code } from heap { $their_first }, heap { $first } here: its { $printed } is { $shifted } here
# When the zeros below the first move carry the period further back than the shifted preperiod.
atlas-counts-reach-back = { $counted }, and the period reaches back to { $preperiod }
# The first heap's clause, then the published columns'.
atlas-clauses = { $first }; { $then }
# nimseq check: a claim that fails as printed, moved by the source's first heap. $counted:
# atlas-counts-from, atlas-counts-from-as or atlas-counted-below-first-move.
atlas-counted-below-first-move = counted from heap { $first }, below the first move (as Czajka's listings count): { $printed } is { $shifted } here
atlas-shifted-claim = { $counted } — the shifted claim { $outcome ->
    [holds] holds
    [fails] fails too
   *[undecided] is undecided
}

## Codes whose sequences agree (Group, Shifted): what was compared.

atlas-group-proven = equal for every n: certified with preperiod { $preperiod } and period { $period }, and equal on G(0) … G({ $up_to })
atlas-group-seen = equal on G(0) … G({ $up_to }); not compared further
atlas-shifted-proven = G(n + { $shift }) = H(n) for every n (both certified with period { $period }; compared on n = 0 … { $up_to })
atlas-shifted-seen = G(n + { $shift }) = H(n) for n = 0 … { $up_to }; not compared further
