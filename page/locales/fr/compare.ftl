# La vue Comparer : deux jeux ou plus, chacun une somme de parties, et si chacun est équivalent
# au premier. G ≈ H exactement quand G + H est une position P.

compare-part-value = { $part } : { $value }
compare-nim-heap = Nim, un tas de { $size }
compare-nim-sum-row = { $g } + { $h } (nim-somme)
compare-which-is-zero = { $zero }, soit 0
compare-explanation = { $equivalent ->
    [yes] { $g } + { $h } a pour nim-somme { $g_binary } ⊕ { $h_binary } = { $sum } : une position P (le second joueur gagne), donc { $g } ≈ { $h }. Quel que soit le jeu X ajouté, { $g } + X et { $h } + X ont la même issue.
   *[no] { $g } + { $h } a pour nim-somme { $g_binary } ⊕ { $h_binary } = { $sum } : une position N (le joueur qui a le trait gagne), donc { $g } ≉ { $h }. S'ils étaient équivalents, { $g } + { $h } aurait l'issue de { $g } + { $g }, une position P.
}
compare-table-same = { $g } + X et { $h } + X ont la même issue pour chaque X de la table, comme pour tout jeu X.
compare-table-apart = X = { $x } les distingue : { $g } + { $x } est une position P (nim-somme 0), { $h } + { $x } une position N.
compare-question = { $g } ≈ { $h } ?
compare-right = Juste : { $g } { $sign } { $h }.
compare-wrong = Non : { $g } { $sign } { $h }. Chaque valeur et leur nim-somme sont détaillées ci-dessous.
compare-yes = Équivalents : { $g } ≈ { $h }
compare-no = Non équivalents : { $g } ≉ { $h }
compare-table-caption = En ajoutant un nimber X aux deux : { $g } + X et { $h } + X

## Ce qu'on dit à un étudiant quand les jeux saisis sont illisibles.

compare-how-to-write = Écrivez les jeux séparés par « ; », chacun une somme de parties reliées par « + », comme dans « Kayles 5 + *3; *4 », « K4 + K1 + K4 + K1; 0 » ou « {"{"}0, *1{"}"}; *2 ». Une partie est un jeu et sa taille (« Kayles 5 », « K5 », « Nim 3 », « Dawson's Kayles 7 », « Grundy's game 9 », « Officers 6 »), un nimber (« *3 », ou simplement « 3 ») ou un jeu par ses options (« {"{"}0, *1{"}"} »).
compare-not-understood-text = Incompris : « { $text } ». { $how }
compare-not-understood = Incompris : { $error }.
compare-not-understood-how = Incompris : { $error }. { $how }
compare-error-then-how = { $error }. { $how }
compare-cannot-compare = Ces jeux ne peuvent pas être comparés : { $error }.

## Le balisage de la vue et ses tables.

compare-legend = Jeux à comparer
compare-games-label = Jeux, séparés par ; (chacun une somme, comme Kayles 5 + *1)
compare-exercise-label = Exercice
compare-go = Comparer
compare-examples = Du cours :
compare-example-2-1 = *2 ≈ *1 ?
compare-example-5-3 = *5 ≈ *3 ?
compare-example-sum = *2 + *1 ≈ *3 ?
compare-rule = G ≈ H quand G + X et H + X ont la même issue pour tout jeu X ; c'est le cas exactement quand G + H est une position P (le second joueur gagne), et, en jeu normal, quand la nim-somme de leurs valeurs vaut 0.
compare-values-caption = Les jeux et leurs valeurs
compare-head-game = jeu
compare-head-parts = parties : valeur
compare-head-value = valeur
compare-head-binary = binaire
