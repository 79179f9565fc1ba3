# The atlas view: its form, the map with its legend and read-out, the summary, the offer to
# search a code further, the lists of codes that agree, and the table.

## The form and the view (atlas.html).

atlas-title = Atlas of the octal games 0.d1…dk or 4.d1…dk
atlas-codes = Codes
atlas-digits = Digits (k at most)
atlas-cap = Values per code (cap)
atlas-colour-by = Colour by
atlas-open = Open its sequence
atlas-further = Search further
atlas-map-label = The codes as a map; arrow keys move between codes, Space reads one, Enter opens its sequence
atlas-legend = Legend
atlas-download = Download the codes computed:
atlas-json = JSON (with the groups)
atlas-the-map = The map:
atlas-equal = Equal sequences
atlas-shifted = Equal up to a shift
atlas-shifted-note = G(n + s) = H(n), for the n compared; each group above is listed by its first code.
atlas-late = Agree long, then differ
atlas-every = Every code computed
atlas-table-label = Codes of the atlas, scrollable
atlas-point = Point at a code (or tap it) to read it.
atlas-column-code = code
atlas-column-status = status
atlas-column-preperiod = preperiod
atlas-column-period = period
atlas-column-largest = largest value
atlas-column-literature = literature

## The map: what its axes are, its legend, the figure's caption.

atlas-axes-one = d1 across
atlas-axes-two = d1 across, d2 up
atlas-axes-three = d1 d2 across, d3 up
atlas-sentence = Codes { $d0 }.d1…dk: { $axes }. Click or tap a code to read it, click again (or Enter, or Open) to open its sequence.
atlas-sentence-four = Codes { $d0 }.d1…dk: { $axes } (4. itself, every split and nothing removed, sits at 0). Click or tap a code to read it, click again (or Enter, or Open) to open its sequence.
atlas-not-computed-yet = not computed yet
atlas-log-scale = { $label } (log scale)
atlas-agrees = certified, agrees with the literature
atlas-agrees-so-far = agrees so far, not certified within the cap
atlas-disagrees = disagrees with the literature
atlas-certified-new = certified here; unsolved in the literature
atlas-unsolved = unsolved (no period within the cap)
atlas-not-listed = certified; not in the tables
atlas-listed = certified; in the tables, their numbers not read
atlas-no-period = no period within the cap
atlas-caption = Octal codes { $family } ({ $codes } codes, G(n) computed to n = { $last } at most), coloured by { $metric }
atlas-picture-axes = { $axes }; each square one code

## The read-out of a code.

atlas-readout = { $title }: { $parts }
atlas-readout-not-computed = { $title }: not computed yet
atlas-separator = {"; "}
atlas-part-period = preperiod { $preperiod }, period { $period }
atlas-part-certified = certified by Guy–Smith for { $preperiod } ≤ n < { $end }
atlas-part-largest = largest value { $largest }
atlas-part-largest-at = largest value { $largest }, first at n = { $at }
atlas-part-no-period = no period up to { $checked }
atlas-part-largest-so-far = largest value { $largest } so far
atlas-part-largest-so-far-at = largest value { $largest } so far, first at n = { $at }
atlas-part-rare = rare values: { $count } (mask { $mask }, { $chosen }; n = 0 counted)
atlas-part-rare-last = rare values: { $count }, the last at { $last } (mask { $mask }, { $chosen }; n = 0 counted)
atlas-part-conventions = beside the tables: { $conventions }
atlas-part-literature = literature: { $verdict } ({ $source })

## The summary, the progress, the offer to search further, the lists.

atlas-summary = { $done } of { $total } codes computed (cap { $cap }): { $certified } certified, { $unresolved } unresolved; the literature: { $agree } agree, { $disagree } disagree, { $other } unsolved or not listed.
atlas-progress = { $done } of { $total } codes computed
atlas-computing = Computing { $count } codes…
atlas-searching-further = Searching further…
atlas-further-offer = Search { $code } further (to { $cap } values)
atlas-not-computed = { $code } is not computed yet.
atlas-pair = { $first } and { $second } agree up to { $agree }, differ at { $differ } ({ $one } against { $other })
atlas-shift-codes = G = { $g }, H = { $h }:
atlas-none = None among the codes computed.
atlas-error-no-run = no atlas run to add a row to
atlas-error-metric = no atlas metric “{ $metric }”
