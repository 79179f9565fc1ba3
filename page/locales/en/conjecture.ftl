# The conjecture view: its form, the report of a conjecture tested on a grid, and the pages of
# its counterexamples.

## The form and the view (conjecture.html).

conjecture-legend = Conjecture
conjecture-test = Test
conjecture-bound = n in a ≤ ⌈n/2⌉
conjecture-go = Test
conjecture-map = Map
conjecture-map-label = Map of the conjecture's verdicts
conjecture-counterexamples = Counterexamples
conjecture-earlier = ◀ Earlier
conjecture-later = Later ▶
conjecture-none = None in this grid.
conjecture-computing = Computing…

## The report.

conjecture-summary = { $tested } sets satisfy the hypothesis: { $agreeing } agree, { $open } counterexamples not decided by a theorem, { $decided } more whose period a theorem already gives (listed after them), { $unresolved } unresolved.
conjecture-summary-partial = { $tested } sets satisfy the hypothesis: { $agreeing } agree, { $open } counterexamples not decided by a theorem, { $decided } more whose period a theorem already gives (listed after them), { $unresolved } unresolved (the grid is not complete).
conjecture-rule-note = The conjectures are about normal play, so this grid is computed under normal play; the rule “{ $rule }” chosen for the other views is not used here.
conjecture-detail = — predicted { $predicted }, computed { $computed }
conjecture-detail-decided = — predicted { $predicted }, computed { $computed } (decided: { $theorem })
conjecture-page = page { $page } of { $pages } ({ $count } in all)
