# Ce que partagent les deux vues de grille (carte thermique et conjectures) : formulaires et
# cartes, le texte là où il n'y a pas d'ensemble, la progression d'une grille et la courbe des
# records de ses périodes.

## Formulaires et cartes (heatmap.html, conjecture.html).

grid-elements = Éléments
grid-largest = Plus grand élément N
grid-axes = Axes
grid-slice = Tranche
grid-whole-map = Carte entière
grid-zoom-note = Zoom : molette, pincement ou + et − ; déplacer : glisser.
grid-open = Ouvrir

## Les cases de la grille et son calcul.

grid-not-primitive = { $set } = { $gcd }·{ $reduced } : non primitif (pgcd { $gcd }), non affiché
grid-not-a-set = ({ $x }, { $y }) : pas un ensemble de cette grille
grid-progress = { $done ->
    [one] { $done } ensemble calculé
   *[other] { $done } ensembles calculés
} sur { $total }
grid-computing = { $count ->
    [one] Calcul de { $count } ensemble…
   *[other] Calcul de { $count } ensembles…
}
grid-cancelled = Annulé : les cases grises n'ont pas été calculées.
grid-error-fingers = deux doigts font quatre nombres
grid-error-cells = les cases du worker ne correspondent pas à la grille
grid-error-picture = l'image n'a pas pu être construite

## La courbe des records : la plus longue période pour chaque plus grand élément.

records-lower-bound = au moins { $period } ({ $count ->
    [one] { $unresolved } ensemble non résolu
   *[other] { $unresolved } ensembles non résolus
} : { $named })
records-lower-bound-next = au moins { $period } ({ $count ->
    [one] { $unresolved } ensemble non résolu
   *[other] { $unresolved } ensembles non résolus
} : { $named } ; le prochain plafond à essayer serait { $cap })
records-dot = max S = { $max } : période { $period }, { $game }
records-dot-ties = max S = { $max } : période { $period }, { $game } (et { $more } de plus : { $named })
records-bound = max S = { $max } (au moins { $period })
records-more = { $more } de plus
records-bounds = { $count ->
    [one] { $rows } ligne
   *[other] { $rows } lignes
} avec des ensembles non résolus, dont les records sont des bornes inférieures (points creux) : { $named }.
records-bounds-next = Un plafond plus grand les tranche ou les relève : le prochain à essayer serait { $cap }.
records-plot-label = Période record en fonction de max S, échelle logarithmique : jusqu'à { $top } en max S = { $max }
records-axis = max S
