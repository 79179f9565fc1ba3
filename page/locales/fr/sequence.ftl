# La vue de la suite (un jeu) : faits, vue d'ensemble, table des valeurs, table P/N, le panneau
# « pourquoi G(n) » et son pas à pas, la recherche plus loin, les lignes d'état, et les mots de
# son balisage et de ses scripts.
# $what : row (rangées de quilles) ou heap (tas de pierres).

## Le formulaire du jeu.

seq-setup-change = Changer de jeu
seq-setup-summary = Changer de jeu (actuellement { $game })
seq-setup-summary-rule = Changer de jeu (actuellement { $game }, { $rule })
seq-form-game = Jeu
seq-form-kind = Type
seq-form-set = Ensemble S ou code
seq-form-rule = Règle
seq-form-limit = Chercher jusqu'à n =
seq-form-limit-help = auto : jusqu'à ce qu'une période soit certifiée (quelques secondes au plus)
seq-form-show = Afficher
seq-classroom = En classe : en faire un exercice
seq-classroom-legend = En classe
seq-classroom-exercise = Exercice
seq-classroom-from = Masquer les valeurs à partir de n =
seq-examples = Exemples :
seq-example-take-all = {"{"}3, 5, 6{"}"} tout prendre
seq-example-kayles = Kayles 0.77
seq-example-dawson = Kayles de Dawson 0.07
seq-example-grundy = Jeu de Grundy
seq-example-lasker = Nim de Lasker 4.[3]
seq-limit-refused = une limite de recherche est un nombre entier de 1 à { $most } (le budget mémoire de la page)

## Les faits.

seq-fact-preperiod = Prépériode
seq-fact-period = Période
seq-fact-certificate = Certificat
seq-fact-arithmetic = Période arithmétique
seq-fact-outcomes = Issues (P/N)
seq-fact-largest = Plus grande valeur
seq-fact-misere-sums = Sommes misère
seq-fact-quotient-link = le quotient misère de ses tas
seq-fact-quotient-decides = les détermine
seq-searching = recherche…
seq-searching-so-far = recherche… ({ $count ->
    [one] { $count } valeur
   *[other] { $count } valeurs
} jusqu'ici)
seq-largest-so-far = { $value } jusqu'ici
seq-none-grow = aucune : les valeurs croissent sans borne
seq-none-found = aucune trouvée jusqu'à { $n }
seq-no-period-found = aucune période trouvée jusqu'à { $n }
seq-outcome-period = prépériode { $preperiod }, période { $period } : { $certificate }
seq-largest-first = { $value }, atteinte d'abord en n = { $n }
seq-largest-grows = aucune ({ $value } parmi les valeurs calculées)
seq-largest-computed = { $value } (parmi les valeurs calculées)
seq-largest-computed-first = { $value } (parmi les valeurs calculées, atteinte d'abord en n = { $n })
seq-folded = { $head } … { $tail } ({ $count } caractères ; tout afficher)
seq-folded-shape = { $head } … { $tail } ({ $count } caractères : { $shape } ; tout afficher)
seq-b-shape = un préfixe de { $prefix } et une période de { $period } caractères
seq-b-not-certified = la période des issues n'est pas certifiée
seq-e-digits = { $numerator } et { $denominator } chiffres
seq-e-too-long = non calculé : la période est trop longue
seq-no-closed-form = Aucune forme close de la littérature ne s'applique à ce jeu.
seq-no-period-download = Aucune période n'est certifiée : il n'y a donc pas de période à télécharger.
seq-candidate-search = une recherche jusqu'à n = { $n }
seq-verdict-agrees = concorde
seq-verdict-disagrees = DÉSACCORD
seq-verdict-undecided = indécis
seq-theory-title = La théorie face au calcul

## La bande des premières valeurs.

seq-strip-canvas-label = Les premières valeurs en bande colorée
seq-strip-label = { $caption }, chaque valeur dans sa couleur : { $values }
seq-strip-hidden = Masqué par l'exercice

## Téléchargements et copies.

seq-copy = copier
seq-copied = copié
seq-copy-failed = échec de la copie
seq-download-stretch = Télécharger G(a) … G(b) :
seq-download-period = une période (CSV)
seq-download-pictures = Images :
seq-download-overview-png = vue d'ensemble PNG
seq-download-overview-svg = vue d'ensemble SVG
seq-download-strip-png = bande PNG
seq-download-strip-svg = bande SVG
seq-download-size-label = Taille de la vue d'ensemble en PNG et SVG

## Chercher plus loin, après une recherche arrêtée sans période.

further-note = Aucune période trouvée jusqu'à n = { $n } ({ $why }). Les valeurs calculées sont conservées ; chercher plus loin repart d'elles.
further-why-budget = la recherche s'est arrêtée après { $seconds } { $count ->
    [one] seconde
   *[other] secondes
}
further-why-cancelled = la recherche a été annulée
further-why-method = le maximum de valeurs que calcule la méthode de ce jeu
further-why-page = la plus grande recherche de la page
further-why-limit = la limite de recherche
further-offer = { $label } : jusqu'à n = { $limit } (environ { $memory } de mémoire)
further-certify = Chercher plus loin pour la certifier
further-four = Chercher 4 fois plus loin
further-power = Chercher jusqu'à 2^{ $exponent }
further-mib = { $mib } Mio

## La vue d'ensemble.

overview-heading = Vue d'ensemble de G(0) … G({ $last })
overview-heading-blank = Vue d'ensemble de G(0) … G(N)
overview-goto = Aller à n =
overview-go = OK
overview-start = Début
overview-first-period = Première période
overview-last = Dernière valeur
overview-zoom-in = Zoom avant
overview-zoom-out = Zoom arrière
overview-whole = Tout afficher
overview-canvas-label = G(n) en fonction de n pour chaque n calculé. Les flèches déplacent, + et − zooment, Début et Fin mènent aux extrémités, 0 affiche toute la plage
overview-hint = Pointez la vue d'ensemble (ou touchez-la) pour lire G(n) ; faites défiler ou pincez pour zoomer, glissez pour vous déplacer.
overview-legend-label = Légende de la vue d'ensemble
overview-legend-values = G(n) : chaque colonne couvre une plage de n, plus sombre là où se trouvent plus de ses valeurs (une bande pâle de la plus petite à la plus grande quand elle en contient beaucoup)
overview-legend-p = positions P (G(n) = 0)
overview-legend-periodic = la partie périodique, n ≥ prépériode
overview-legend-mark = la fin de la prépériode et le début de chaque période (quand ils sont assez espacés)

## Une position : la lecture sous la vue d'ensemble, une position au-delà des valeurs calculées.

position-readout-p = G({ $n }) = 0 : une position P (le joueur qui doit jouer perd)
position-readout-n = G({ $n }) = { $value } : une position N (le joueur qui doit jouer gagne)
position-readout-not-computed = G({ $n }) n'est pas encore calculé.
position-not-computed = G({ $n }) n'est pas encore calculé : les valeurs s'arrêtent à n = { $last }.
position-period-earlier = La période est certifiée, donc G(n) est la valeur une période plus tôt :
position-compute = Calculer jusqu'à n = { $limit }

## La ligne d'état.

status-computing = Calcul de { $game }…
status-computing-so-far = Calcul de { $game } : { $count ->
    [one] { $count } valeur
   *[other] { $count } valeurs
} jusqu'ici…
status-computing-left = Calcul de { $game } : { $count ->
    [one] { $count } valeur
   *[other] { $count } valeurs
} jusqu'ici, encore environ { $left }…
status-left-seconds = { $s } s
status-left-minutes = { $m } min
status-left-hours = { $h } h { $m } min
status-stopped = Arrêt à n = { $n } ; les valeurs calculées sont conservées.

## La table des valeurs.

table-earlier = ◀ Lignes précédentes
table-later = Lignes suivantes ▶
table-subtract-saltus = soustraire le saltus
table-scroll-label = Valeurs G(n), défilables
table-tap-hint = Touchez ou cliquez une valeur (ou atteignez-la avec les flèches et appuyez sur Entrée) pour voir pourquoi elle vaut ce qu'elle vaut.
table-no-values = Pas encore de valeurs
table-caption = G(n) pour n = { $from } … { $to } sur { $computed } calculées
table-rows-label = lignes de { $width }, { $rows } à la fois
table-cell-p = G({ $n }) = { $value } (position P)
table-cell-shown = { $title } ; affiché G({ $n }) − { $saltus }·{ $k } = { $shown }
table-note-period = Chaque ligne est une période ({ $period ->
    [one] { $period } valeur
   *[other] { $period } valeurs
}) : à partir de la prépériode, les colonnes se répètent.
table-note-period-rows = La période ({ $period }) fait { $rows } lignes de { $width }.
table-note-period-long = La période ({ $period }) est trop longue pour une ligne ; lignes de { $width }.
table-note-rows = Lignes de { $width }.
table-note-arithmetic-subtracted = { $certified ->
    [yes] Chaque ligne est une période arithmétique (longueur { $width }, certifiée) : chaque valeur n >= { $from } est affichée comme G(n) − { $saltus }·k, k = ⌊(n − { $start }) / { $width }⌋, pour que les colonnes se répètent ; décochez « soustraire le saltus » pour voir G(n) lui-même.
   *[no] Aucune période n'est certifiée. Chaque ligne est une période arithmétique (longueur { $width }, observée aussi loin que calculé) : chaque valeur n >= { $from } est affichée comme G(n) − { $saltus }·k, k = ⌊(n − { $start }) / { $width }⌋, pour que les colonnes se répètent ; décochez « soustraire le saltus » pour voir G(n) lui-même.
}
table-note-arithmetic = { $certified ->
    [yes] Chaque ligne est une période arithmétique (longueur { $width }, certifiée).
   *[no] Aucune période n'est certifiée. Chaque ligne est une période arithmétique (longueur { $width }, observée aussi loin que calculé).
}
table-note-none = Aucune période n'est certifiée ; lignes de { $width }.
table-note-shaded = Grisé : la prépériode, n < { $preperiod }.
table-note-outlined = Encadré en gras : les positions P (valeur 0), où le joueur qui doit jouer perd.

## La table P/N.

pn-title = Positions P et positions N
pn-caption = { $what ->
    [row] Qui gagne depuis une rangée de n : P ou N
   *[heap] Qui gagne depuis un tas de n : P ou N
}
pn-cell-p = { $what ->
    [row] rangée
   *[heap] tas
} de { $n } : P, le joueur qui doit jouer perd
pn-cell-n = { $what ->
    [row] rangée
   *[heap] tas
} de { $n } : N, le joueur qui doit jouer gagne
pn-cell-hidden = { $what ->
    [row] rangée
   *[heap] tas
} de { $n } : masqué, à vous de trouver
pn-cell-unknown = { $what ->
    [row] rangée
   *[heap] tas
} de { $n } : pas encore calculé
pn-note = { $what ->
    [row] P : le joueur qui doit jouer perd, quoi qu'il fasse (tout coup mène à une position N ; une rangée sans aucun coup en est une). N : le joueur qui doit jouer gagne (un coup mène à une position P). Les positions P sont exactement les rangées de valeur 0.
   *[heap] P : le joueur qui doit jouer perd, quoi qu'il fasse (tout coup mène à une position N ; un tas sans aucun coup en est une). N : le joueur qui doit jouer gagne (un coup mène à une position P). Les positions P sont exactement les tas de valeur 0.
}

## Le panneau « pourquoi » : comment G(n) s'obtient.

why-heading = Pourquoi G({ $n }) = { $value }
why-ask-heading = Que vaut G({ $n }) ?
why-title = Pourquoi G({ $n })
why-button = Pourquoi G({ $n }) ?
why-readout-button = Pourquoi ?
why-previous = ◀ Précédent
why-next = Suivant ▶
why-close = Fermer
why-option-values = Les valeurs des options :
why-chips-label = Les valeurs 0, 1, 2, … : dans l'ensemble, ou absentes
why-subject-tree = La position { $position }
why-subject-heap = Un tas de { $n } { $count ->
    [one] pierre
   *[other] pierres
}
why-subject-row = Une rangée de { $n } { $count ->
    [one] quille
   *[other] quilles
}
why-intro-none = { $subject } n'a aucune option : le joueur qui doit jouer ne peut pas jouer.
why-intro = { $subject } a { $options } { $count ->
    [one] option
   *[other] options
} :
why-more = … et { $more } { $count ->
    [one] autre option
   *[other] autres options
}, dont les valeurs sont toutes dans l'ensemble ci-dessous.
why-option-tree = jouer vers { $position } : valeur { $value }
why-option-subtraction = { $how }, il reste { $n } − { $take } = { $left } : G({ $left }) = { $value }
why-option-nothing = { $how }, il ne reste rien : G(0) = { $value }
why-option-one = { $how }, il reste { $heap } : G({ $heap }) = { $value }
why-option-heaps = { $how }, il reste { $heaps } : { $sum } = { $value }
why-how-take-amount = prendre { $k }
why-how-take-all-below = { $count ->
    [one] prendre l'unique pierre
   *[other] prendre les { $k } pierres
} (il en reste moins que min S = { $min })
why-how-cut = couper la rangée
why-how-split = diviser le tas
why-how-take = { $all ->
    [yes] { $count ->
        [one] prendre l'unique pierre
       *[other] prendre les { $k } pierres
    }
   *[no] { $count ->
        [one] prendre { $k } pierre
       *[other] prendre { $k } pierres
    }
}
why-how-knock = { $all ->
    [yes] { $count ->
        [one] abattre l'unique quille
       *[other] abattre les { $k } quilles
    }
   *[no] { $count ->
        [one] abattre { $k } quille
       *[other] abattre { $k } quilles
    }
}
why-how-at-end = { $how } à une extrémité
why-mex-misere = aucune option : la valeur misère est { $value }
why-note-empty = L'ensemble est vide : sa plus petite valeur absente est donc 0.
why-note-misere = Un tas sans coup a la valeur misère 1.
why-note-zero = 0 n'est pas dans l'ensemble, donc le mex vaut 0.
why-note-mex = { $values } { $count ->
    [one] est
   *[other] sont
} dans l'ensemble ; { $value } est la plus petite valeur absente, donc le mex vaut { $value }.
why-class-p-no-move = G({ $n }) = 0 : une position P. Il n'y a aucun coup, donc le joueur qui doit jouer perd aussitôt.
why-class-p = G({ $n }) = 0 : une position P. Aucune option n'a la valeur 0, donc tout coup laisse à l'adversaire une position N : le joueur qui doit jouer perd.
why-class-n-no-move = G({ $n }) = { $value } ≠ 0 : une position N. En jeu misère, un joueur qui ne peut pas jouer gagne.
why-class-n = G({ $n }) = { $value } ≠ 0 : une position N. Une option a la valeur 0 (le mex est supérieur à 0), et y jouer fait gagner.
why-line-misere = G({ $n }) = { $value } (aucun coup : jeu misère)
why-line-tree = G({ $n }) = mex des valeurs de ses options = mex{ $set } = { $value }
why-line-many = G({ $n }) = mex des valeurs de ses { $options } options = mex{ $set } = { $value }
why-rule-misere = Jeu misère : qui joue le dernier coup perd. Un tas sans coup est donc gagné par le joueur qui doit jouer (l'adversaire vient de jouer le dernier coup) : sa valeur misère est 1, et non 0 ; la valeur de tout autre tas est le mex de ses options, comme en jeu normal, et la valeur 0 signifie toujours que le joueur qui doit jouer perd.
why-rule-misere-no-move = Un tas de { $n } n'a aucun coup, donc G({ $n }) = 1 (en jeu normal, ce serait 0).
why-rule-misere-last = Un coup qui ne laisse rien laisse à l'adversaire un tas de 0, dont la valeur misère est G(0) = 1 : prendre la dernière pierre fait perdre.
why-rule-take-all = Tout prendre : quand il reste moins de min S = { $min } pierres, un coup peut les prendre toutes.
why-chip-in = { $value } : une option a cette valeur
why-chip-mex = { $value } : la plus petite valeur absente, le mex
why-chip-out = { $value } : aucune option n'a cette valeur

## Pas à pas.

steps-above = … G(0) à G({ $last }) plus haut
steps-next = Étape suivante : G({ $n })
steps-start = Pas à pas depuis G(0)
steps-stop = Arrêter le pas à pas

# The mex among the chips 0, 1, 2, …: the least value missing.
why-chip-missing = manquant
