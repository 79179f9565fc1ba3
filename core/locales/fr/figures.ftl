# Les mots dessinés dans les figures (core/src/draw) : la légende de la carte de l'atlas,
# l'histoire d'une partie, la bande, la légende de la carte thermique et celles de la vue
# d'ensemble.

draw-failed = échec du dessin : { $reason }

## La carte de l'atlas : la ligne de légende des codes dont la littérature a un erratum.

draw-atlas-errata = erratum de la littérature (une affirmation publiée que le calcul réfute) : { $n } { $count ->
    [one] code
   *[other] codes
}

## L'histoire d'une partie : qui gagne de chaque côté.

draw-story-you-win = Vous gagnez
draw-story-wins = { $name } gagne

## La bande des valeurs.

draw-strip-period = prépériode { $preperiod }, période { $period }
draw-strip-zero = 0 position P
draw-strip-colours-repeat = à partir de { $from }, les couleurs se répètent

## La légende de la carte thermique.

draw-legend-count = { $label } ({ $count })
draw-legend-count-after = { $label } : { $count }
draw-legend-tie = égalité : { $sums } ({ $count })
draw-colour-range = couleur : { $low } … { $high }
draw-colour-whole-grid = sur toute la grille
draw-colour-sets-shown = sur les ensembles affichés
draw-colour-log = (échelle logarithmique)

## La vue d'ensemble d'une suite.

draw-overview-period = prépériode { $preperiod }, période { $period }
draw-overview-zero = G(n) = 0 (position P)
draw-overview-column-range = plus petit … plus grand G(n) d'une colonne
draw-overview-darker = G(n) > 0, plus foncé là où plus fréquent
draw-overview-periodic = partie périodique
draw-overview-shown = Affiché : n = { $first } … { $last } ({ $count } { $count ->
    [one] valeur
   *[other] valeurs
}).
draw-overview-per-column = Chaque colonne de pixels : du plus petit au plus grand G(n) d'environ { $count } positions.
