# La vue des conjectures : son formulaire, le rapport d'une conjecture testée sur une grille et
# les pages de ses contre-exemples.

## Formulaire et vue (conjecture.html).

conjecture-legend = Conjecture
conjecture-test = Test
conjecture-bound = n dans a ≤ ⌈n/2⌉
conjecture-go = Tester
conjecture-map = Carte
conjecture-map-label = Carte des verdicts de la conjecture
conjecture-counterexamples = Contre-exemples
conjecture-earlier = ◀ Précédents
conjecture-later = Suivants ▶
conjecture-none = Aucun dans cette grille.
conjecture-computing = Calcul en cours…

## Le rapport.

conjecture-summary = Ensembles satisfaisant l'hypothèse : { $tested } ; en accord : { $agreeing }, contre-exemples qu'aucun théorème ne tranche : { $open }, autres dont un théorème donne déjà la période (listés ensuite) : { $decided }, non résolus : { $unresolved }.
conjecture-summary-partial = Ensembles satisfaisant l'hypothèse : { $tested } ; en accord : { $agreeing }, contre-exemples qu'aucun théorème ne tranche : { $open }, autres dont un théorème donne déjà la période (listés ensuite) : { $decided }, non résolus : { $unresolved } (la grille n'est pas complète).
conjecture-rule-note = Les conjectures portent sur le jeu normal : cette grille est donc calculée en jeu normal ; la règle « { $rule } » choisie pour les autres vues n'est pas utilisée ici.
conjecture-detail = — prédit { $predicted }, calculé { $computed }
conjecture-detail-decided = — prédit { $predicted }, calculé { $computed } (tranché : { $theorem })
conjecture-page = page { $page } sur { $pages } ({ $count } au total)
