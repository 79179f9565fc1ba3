# La vue carte thermique : son formulaire, le titre, la légende et le texte de sa carte, les
# comptes « quelle somme », les extrêmes de la grille et les figures à télécharger.

## Formulaire et vue (heatmap.html).

heatmap-sets = Ensembles
heatmap-rule = Règle
heatmap-cap = Valeurs par ensemble (plafond)
heatmap-primitive = Seulement les ensembles primitifs (pgcd 1)
heatmap-draw = Dessiner
heatmap-picture = Image
heatmap-colour-by = Couleur selon
heatmap-scale = Échelle
heatmap-range = Couleurs sur
heatmap-fixed-c = c fixé =
heatmap-play-slices = ▶ Parcourir les tranches
heatmap-pause = ⏸ Pause
heatmap-cell-hint = Pointez une case (ou touchez-la, ou placez le focus sur la carte et utilisez les flèches) pour lire son ensemble, sa prépériode et sa période ; cliquez, touchez à nouveau ou appuyez sur Entrée pour l'ouvrir.
heatmap-map-label = Carte thermique : les flèches passent d'un ensemble à l'autre, Entrée en ouvre un
heatmap-which-sum = Quelle somme
heatmap-counts-note = Comptes : toute la grille / la tranche affichée. Une période égale à plusieurs sommes à la fois (a + c = 2b) compte une fois, comme ex æquo ; le texte les nomme toutes.
heatmap-records = Périodes records
heatmap-records-note = La plus longue période pour chaque plus grand élément, échelle logarithmique ; un point ouvre son ensemble (le premier en cas d'ex æquo). Un point creux : certains ensembles de cette ligne ne sont pas résolus, le record vaut donc au moins cela.
heatmap-extremes = Extrêmes de la grille
heatmap-rank-period = période
heatmap-rank-preperiod = prépériode
heatmap-rank-relative = période / max S
heatmap-download = Télécharger :

## Le titre de la carte : ce qui est coloré, pour quels ensembles.

heatmap-what-period = période
heatmap-what-preperiod = prépériode
heatmap-what-max-value = plus grande nim-valeur
heatmap-what-theory = théorie vs période calculée
heatmap-what-sum = période comme somme
heatmap-what-relative-period = période / max S
heatmap-what-relative-preperiod = prépériode / max S
heatmap-what-augment = Conjecture 5.1
heatmap-what-pair-sums = périodes sommes de paires
heatmap-title = { $what } pour { $sets }
heatmap-title-rule = { $what } pour { $sets } ({ $rule })
heatmap-title-primitive = { $title }, ensembles primitifs seulement

## La légende.

heatmap-legend-largest-value = plus grande valeur { $value }
heatmap-legend-sum = { $name } ({ $count })
heatmap-none-of-these = aucune de celles-ci
heatmap-ties = ex æquo (plusieurs sommes)
heatmap-legend-agrees = en accord
heatmap-legend-counterexample = contre-exemple
heatmap-legend-hypothesis-fails = hypothèse non satisfaite
heatmap-legend-agrees-theory = en accord avec la théorie
heatmap-legend-differs-theory = s'écarte de la théorie
heatmap-legend-no-closed-form = pas de forme close
heatmap-legend-unresolved = non résolu (plafond { $cap })
heatmap-legend-unresolved-primitive = non résolu, plafond { $cap } ({ $count })
heatmap-legend-computing = calcul en cours…

## Le texte de la case sous le pointeur.

heatmap-cell = { $set } : prépériode { $preperiod }, période { $period }, plus grande valeur { $largest }
heatmap-cell-unresolved = { $set } : non résolu — aucune période trouvée en { $cap } valeurs
heatmap-cell-not-computed = { $set } : pas encore calculé
heatmap-cell-sum = { $text } ; période { $period } = { $sums }
heatmap-cell-relative-period = { $text } ; période = { $ratio } × max S
heatmap-cell-relative-preperiod = { $text } ; prépériode = { $ratio } × max S
heatmap-cell-theory = { $text } ; { $source } prédit la période { $predicted } { $mark }
heatmap-cell-no-closed-form = { $text } ; aucune forme close ne s'applique
heatmap-cell-predicted = { $text } ; prédit { $prediction } { $mark }
heatmap-cell-hypothesis-fails = { $text } ; l'hypothèse n'est pas satisfaite
