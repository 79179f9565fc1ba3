# Les mots du plateau (un coup, les joueurs, l'état de la partie), ses indices, et les coups
# gagnants d'une somme en mots.

## Un coup sur le plateau.

board-tree-move = jeu { $number } : aller à { $position }
board-split-three = rangée { $number } : { $count ->
    [0] la scinder en rangées de { $a }, { $b } et { $c }
    [one] renverser 1 quille et scinder le reste en rangées de { $a }, { $b } et { $c }
   *[other] renverser { $take } quilles et scinder le reste en rangées de { $a }, { $b } et { $c }
}
board-take = tas { $number } : prendre { $take } { $count ->
    [one] pierre
   *[other] pierres
}, il en reste { $left }
board-cut = rangée { $number } : couper entre les quilles { $left } et { $next }, il reste des rangées de { $left } et { $right }
board-knock-down = rangée { $number } : renverser { $count ->
    [one] la quille { $first }
   *[other] les quilles { $first }–{ $last }
}, { $rest ->
    [clear] la rangée est vidée
    [one] il reste une rangée de { $row }
   *[two] il reste des rangées de { $left } et { $right }
}

## Les joueurs et l'état de la partie.

board-player = { $who ->
    [you] Vous
    [computer] L'ordinateur
    [one] Joueur 1
   *[two] Joueur 2
}
board-played = { $player } : { $move }
board-your-turn = À vous de jouer
board-computer-thinking = L'ordinateur réfléchit…
board-to-move = { $who ->
    [one] Au joueur 1 de jouer
   *[two] Au joueur 2 de jouer
}
board-over = { $won } : { $why }.
board-won = { $who ->
    [you] Vous avez gagné
    [computer] L'ordinateur a gagné
    [one] Le joueur 1 a gagné
   *[two] Le joueur 2 a gagné
}
board-why-misere = { $who ->
    [you] vous avez joué le dernier coup, qui perd en jeu misère
    [computer] l'ordinateur a joué le dernier coup, qui perd en jeu misère
    [one] le joueur 1 a joué le dernier coup, qui perd en jeu misère
   *[two] le joueur 2 a joué le dernier coup, qui perd en jeu misère
}
board-why-stuck = { $who ->
    [you] vous ne pouvez pas jouer
    [computer] l'ordinateur ne peut pas jouer
    [one] le joueur 1 ne peut pas jouer
   *[two] le joueur 2 ne peut pas jouer
}
board-why-last = { $who ->
    [you] vous avez joué le dernier coup
    [computer] l'ordinateur a joué le dernier coup
    [one] le joueur 1 a joué le dernier coup
   *[two] le joueur 2 a joué le dernier coup
}

## Indices.

hint-over = La partie est finie : il ne reste aucun coup.
hint-winning-move = { $count ->
    [0] Coup gagnant : { $move }, qui termine la partie.
    [one] Coup gagnant : { $move } (la partie dure ensuite encore 1 coup).
   *[other] Coup gagnant : { $move } (la partie dure ensuite encore { $moves } coups au plus).
}
hint-no-winning-move = Aucun coup gagnant : tout coup laisse une position que l'adversaire gagne. La défense la plus longue est « { $move } » (la partie dure encore { $moves } { $count ->
    [one] coup
   *[other] coups
} contre un jeu parfait).
hint-heap-value = le tas { $heap } a la valeur { $value } = { $binary }
hint-heap-separator = {"\u202F; "}
hint-p-position = La nim-somme des valeurs (XOR) vaut { $zero } : une position P. Tout coup change la valeur d'exactement un tas, et laisse donc une nim-somme non nulle, à partir de laquelle l'adversaire peut toujours rétablir 0.
hint-n-position = La nim-somme des valeurs (XOR) vaut { $sum } ≠ 0 : une position N, gagnée par le joueur dont c'est le tour.
hint-changes-value = « { $move } » fait passer la valeur du tas { $heap } de { $before } à { $after } = { $before } ⊕ { $sum }, et laisse la nim-somme { $zero } : une position P pour l'adversaire.
hint-misere-value = Jeu misère : le joueur qui joue le dernier coup perd. La valeur misère d'un tas est le mex des valeurs misère de ses options (le plus petit nombre qui manque parmi elles), sauf qu'un tas sans coup possible compte pour 1 : qui doit y jouer a déjà gagné. Un tas de valeur misère 0 est perdu pour le joueur dont c'est le tour. La valeur misère de ce tas est { $value } ; jouez vers un tas de valeur misère 0 quand vous le pouvez.
hint-misere-nim = Nim misère (Bouton) : jouez comme au Nim normal, sauf quand votre coup ne laisserait aucun tas plus grand que 1 : laissez alors un nombre impair de tas de taille 1. Une position est perdue pour le joueur dont c'est le tour exactement quand un tas est plus grand que 1 et que la position est perdue au Nim normal, ou quand chaque tas vaut 0 ou 1 et que le nombre de tas de taille 1 est impair.
hint-misere-quotient = En jeu misère, une somme n'est pas décidée par les valeurs de ses parties comme en jeu normal. C'est le quotient misère qui la décide : chaque tas représente un élément, la position le produit des éléments de ses tas, et le joueur dont c'est le tour perd exactement quand ce produit est dans la partie P. Jouez vers une position dont le produit est dans la partie P.
hint-misere-not-found = En jeu misère, une somme n'est pas décidée par les valeurs de ses parties comme en jeu normal. { $why } ({ $positions } { $count ->
    [one] position accessible
   *[other] positions accessibles
} depuis le départ.)
hint-misere-search = En jeu misère, une somme n'est pas décidée par les valeurs de ses parties comme en jeu normal. nimseq a parcouru { $count ->
    [one] l'unique position accessible
   *[other] les { $positions } positions accessibles
} depuis le départ pour savoir qui gagne et comment.

## La lecture du quotient misère.

hint-quotient-not-found = Aucun quotient misère n'a été trouvé pour ces tas dans la borne du plateau ({ $bound }) : { $summary } ; le gagnant a été déterminé en parcourant les positions.
hint-quotient-empty = 1 (il ne reste rien)
hint-quotient-p = Cette position est { $position }, dans la partie P : le joueur dont c'est le tour perd avec un jeu parfait.
hint-quotient-n = Cette position est { $position }, hors de la partie P : le joueur dont c'est le tour gagne en jouant vers une position dont le produit est dans la partie P.
hint-quotient-summary = Le quotient misère des tas ≤ { $heaps } : { $order } { $count ->
    [one] élément
   *[other] éléments
}, { $presentation }, partie P {"{"}{ $portion }{"}"}.

## Un coup dans un tas d'une somme.

move-tree = aller à { $position }
move-take = prendre { $take } { $count ->
    [one] pierre
   *[other] pierres
}, il en reste { $left }
move-row = { $count ->
    [0] couper la rangée
    [one] renverser { $take } quille
   *[other] renverser { $take } quilles
}, { $rest ->
    [clear] la rangée est vidée
    [one] il reste une rangée de { $rows }
   *[more] il reste des rangées de { $rows }
}

## Le coup gagnant d'une somme.

sum-move = { $part ->
    [row] rangée { $number }
    [game] jeu { $number }
   *[heap] tas { $number }
} : { $move }  ->  { $result }
sum-no-heaps = aucun tas
sum-move-leaves = { $line }   (laisse { $product }, P)
