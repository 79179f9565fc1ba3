# Le plateau (la vue « Jouer ») : l'écran de la partie, ses tas et ses coups, l'indice, la règle
# du jeu, l'histoire de la partie et la liste des coups, la calculatrice de Nim, et les mots
# simples d'un plateau misère.

## Le balisage de la vue (play.html) et ce qu'écrivent ses scripts.

play-setup = Nouvelle partie : choisir un jeu et un plateau
play-new-game = Nouvelle partie
play-game = Jeu
play-game-placeholder = sub:1,2 ou octal:0.77
play-rule = Règle
play-heaps = Tas
play-heaps-placeholder = 7,5,3 ou sub:1,2@7;octal:0.77@10
play-who-starts = Qui commence
play-player-two = Joueur 2
play-lock = Verrouiller les indices (ni menu, ni « Montrer »)
play-examples = Exemples :
play-example-bricks = Pick-Up-Bricks (prendre 1 ou 2)
play-example-misere-nim = Nim misère
play-example-kayles = Kayles, 12 quilles
play-example-dawson = Kayles de Dawson
play-example-misere-kayles = Kayles misère 7, 5, 3
play-example-grundy = Jeu de Grundy (couper les rangées inégalement)
play-example-rule-sets = trois tas, trois ensembles de règles
play-example-nimbers = nimbres *3 + *5 + *6
play-again = Rejouer
play-swap-sides = Changer de camp
play-undo = Annuler
play-redo = Rétablir
play-show-me = Montrer
play-hints = Indices
play-watch = Regardez
play-swipe = ⇆ faire glisser pour tout voir
play-move-to = Aller vers :
play-no-option = Aucune option : aucun coup possible.
board-view-label = Le plateau
howto-title = Comment jouer
story-title = L'histoire de la partie
story-moves = Coups
story-no-moves = Aucun coup pour l'instant.
hint-title = Indice
hint-p-portion-wins = portion P : gagne
hint-products-label = Produit de chaque coup
hint-move = coup
hint-leaves = laisse
hint-size = taille
calc-title = Calculatrice de Nim
calc-numbers = Nombres
calc-how = Comment le produit se construit
calc-distributes = La nim-multiplication est distributive par rapport à ⊕ : le produit est donc le XOR des 2^i ⊗ 2^j pour les bits à 1, i du premier nombre et j du second :

## Ouvrir un plateau.

play-board-fallback = Le plateau « { $heaps } » ne peut pas être joué ici : { $error }. Le plateau par défaut est affiché.
play-no-hint-level = pas de niveau d'indices « { $level } »

## L'écran : le dernier coup, la fin de la partie, ce que disent les couleurs.

play-move-by = { $who } : { $text }
play-last-move = Dernier coup — { $text }
play-won-you = Vous avez gagné !
play-won-computer = L'ordinateur a gagné
play-won = { $who } a gagné !
play-swap-you = Changer de camp : vous commencez
play-swap-computer = Changer de camp : l'ordinateur commence
play-swap = Changer de camp : { $who } commence
play-legend = Les coups sont marqués : en vert avec un contour plein, le coup gagne (il laisse une position P) ; en orange avec un contour en tirets, il perd. Une quille au contour vert en tirets portant un nombre gagne si un appui renverse ce nombre de quilles à partir d'elle (un autre choix de « Chaque appui renverse »).

## Les tas et les rangées, et les coups qu'ils offrent. `$count` choisit le pluriel du nombre
## écrit `$n`.

board-pins = { $count ->
    [one] { $n } quille
   *[other] { $n } quilles
}
board-pick-cuts = aucune (coupe)
board-pick-gap = Touchez un espace entre deux quilles pour couper la rangée à cet endroit
board-pick-only = Chaque appui renverse { $pins } : celle touchée et la suivante
board-pick-each = Chaque appui renverse
board-caption-game = Jeu { $number } · { $position }
board-caption-row = Rangée { $number } · { $count ->
    [one] { $n } quille
   *[other] { $n } quilles
} · { $game }
board-caption-heap = Tas { $number } · { $count ->
    [one] { $n } pierre
   *[other] { $n } pierres
} · { $game }
board-misere-game = { $game } (misère)
board-misere-value = valeur misère { $value }
board-value-binary = valeur { $value } = { $binary }₂
board-value = valeur { $value }
board-or = { $first } ou { $second }
board-pick-note = Aucun appui qui renverse { $pins } ne gagne ici : renverser { $others } gagne (choisissez-le ci-dessus).
board-button-take-split = prendre { $take }, couper en { $parts }
board-button-split = couper en { $parts }
board-button-take = prendre { $take }
board-move-losing-other = { $text } (un coup perdant ; renverser { $pins } à partir d'ici gagne)
board-move-winning = { $text } (coup gagnant)
board-move-losing = { $text } (coup perdant)

## L'indice.

hint-over = La partie est terminée.
hint-heap = tas { $number }
hint-nim-sum = nim-somme (XOR)
hint-position = Position { $class } : le joueur au trait { $wins ->
    [yes] gagne
   *[no] perd
} avec un jeu parfait, qui dure encore { $count ->
    [one] { $n } coup
   *[other] { $n } coups
} : c'est la distance de la position à la fin de la partie (remoteness), le nombre de coups restants quand le gagnant se hâte et que le perdant résiste le plus longtemps possible.
hint-nim-value = nim-valeur
hint-misere-value = valeur misère
hint-binary = binaire
hint-products = Produit de chaque coup ({ $n })
hint-outcome-n = Une position N : le joueur au trait gagne avec un jeu parfait.
hint-outcome-p = Une position P : le joueur au trait perd avec un jeu parfait.

## L'histoire de la partie, la liste des coups et ce qu'entend un lecteur d'écran.

story-taken-back = Coup annulé
story-played-again = Coup rejoué
story-hints-on = Indices activés
story-hints-off = Indices désactivés
story-threw = — a laissé filer la victoire
story-step = { $label } : { $text }
story-label = L'histoire de la partie : { $steps }.
story-start = Départ
story-after = Après le coup { $number }
story-over = la partie est terminée
story-position = { $player ->
    [you] À vous de jouer : vous { $wins ->
        [yes] gagnez
       *[no] perdez
    }
    [computer] À l'ordinateur de jouer : il { $wins ->
        [yes] gagne
       *[no] perd
    }
    [one] Au joueur 1 de jouer : le joueur 1 { $wins ->
        [yes] gagne
       *[no] perd
    }
   *[two] Au joueur 2 de jouer : le joueur 2 { $wins ->
        [yes] gagne
       *[no] perd
    }
} avec un jeu parfait (encore { $count ->
    [one] { $n } coup
   *[other] { $n } coups
}){ $blunder ->
    [yes] {"\u202F"}; le coup précédent a laissé filer une victoire
   *[no] {""}
}
story-note = Chaque point est une position, placé du côté du joueur qui gagne à partir d'elle, d'autant plus loin que sa distance à la fin (remoteness) est grande : le nombre de coups restants quand le gagnant se hâte et que le perdant résiste le plus longtemps possible.
story-note-later = L'histoire de la partie (qui gagnait après chaque coup) apparaît à la fin de la partie, ou avec les indices activés.

## La calculatrice de Nim.

calc-sum-line = nim-somme { $sum } = { $result }
calc-sum-label = nim-somme : { $sum } = { $result }

## Comment jouer, dans les mots des coups du plateau. (Une variante qui commence par « ; »
## écrit l'espace fine insécable devant, que le catalogue n'ajoute qu'au texte qui la précède.)

howto-stones = Touchez une pierre pour la prendre avec toutes celles qui la suivent, ou utilisez les boutons d'un tas.
howto-pin = Touchez une quille pour la renverser.
howto-pin-with = Touchez une quille pour la renverser avec { $next ->
    [1] la suivante
   *[other] les { $next } suivantes
} : chaque coup en renverse { $take }.
howto-pin-choice = Touchez une quille pour la renverser, avec les suivantes si « { board-pick-each } » indique plus de 1.
howto-cut = Touchez l'espace entre deux quilles pour couper la rangée à cet endroit.
howto-three = Une coupe en trois rangées est un bouton sous sa rangée.
howto-keys = Touches : Tab jusqu'à un tas, ← et → le long du tas, Entrée joue{ $digits ->
    [yes] {"\u202F"}; un chiffre fixe le nombre de quilles qui tombent
   *[no] {""}
}{ $locked ->
    [yes] {"\u202F"}; U annuler, Y rétablir.
   *[no] {"\u202F"}; U annuler, Y rétablir, S montrer, H indices.
}
howto-cleared-pins = Toutes les quilles sont tombées.
howto-cleared-stones = Toutes les pierres sont prises.
howto-cleared-both = Toutes les pierres sont prises et toutes les quilles sont tombées.

## Un plateau misère en mots simples. Les coups sont à l'infinitif (« consiste à … »).

misere-mathematics = Les mathématiques
misere-hints-outcome = qui gagne (P ou N)
misere-hints-classes = coups gagnants
misere-hints-values = coups et explications
misere-rule-pin = En jeu misère, celui qui renverse la dernière quille perd.
misere-rule-stone = En jeu misère, celui qui prend la dernière pierre perd.
misere-rule-move = En jeu misère, celui qui joue le dernier coup perd.
misere-single-pin = une quille seule
misere-single-stone = une pierre seule
misere-nothing = rien
misere-single-pins = { $count } quilles isolées
misere-heaps-of-one = { $count } tas de 1
misere-a-row = une rangée de { $size }
misere-a-heap = un tas de { $size }
misere-rows = des rangées de { $sizes }
misere-heaps = des tas de { $sizes }
misere-stones = { $count ->
    [one] { $n } pierre
   *[other] { $n } pierres
}
misere-move-tree = jouer le coup « { $text } »
misere-move-split = couper { $alone ->
    [yes] la rangée
   *[no] la rangée { $row }
} en rangées de { $parts }
misere-move-knock-split = renverser { $pins }{ $alone ->
    [yes] {""}
   *[no] {" "}de la rangée { $row }
} et couper le reste en rangées de { $parts }
misere-move-take = prendre { $stones }
misere-move-take-from = prendre { $stones } du tas { $row }
misere-move-cut = couper { $alone ->
    [yes] la rangée
   *[no] la rangée { $row }
} entre les quilles { $left } et { $right }
misere-move-pin = renverser la quille { $pin }{ $alone ->
    [yes] {""}
   *[no] {" "}de la rangée { $row }
}
misere-move-pins = renverser les quilles { $first }–{ $last }{ $alone ->
    [yes] {""}
   *[no] {" "}de la rangée { $row }
}
misere-winning = D'ici, le coup gagnant consiste à { $text } : il laisse { $position }{ $ends ->
    [yes] , où chaque coup possible de votre adversaire termine la partie : c'est lui qui joue le dernier coup, et il perd
   *[no] , une position que votre adversaire perd : quoi qu'il fasse, vous pouvez répondre de sorte qu'à la fin ce soit lui qui joue le dernier coup
}.
misere-losing = D'ici, aucun coup ne gagne : quoi que vous fassiez, votre adversaire peut répondre de sorte qu'à la fin ce soit vous qui jouiez le dernier coup. Tenez le plus longtemps possible : { $text } fait durer la partie le plus longtemps.
misere-reply = S'il laisse { $theirs }, vous laissez { $ours }{ $last ->
    [yes] , et quoi qu'il fasse ensuite, ce sera le dernier coup
   *[no] {""}
}.
misere-reply-end = S'il termine la partie, c'est lui qui a joué le dernier coup : il perd.
misere-replies-some = Quoi que fasse votre adversaire ensuite ({ $count } positions différentes), vous avez une réponse ; par exemple :
misere-replies-all = Quoi que fasse votre adversaire ensuite, vous avez une réponse :
misere-bouton = Nim misère (Bouton) : { $rows ->
    [yes] ces rangées se jouent exactement comme des tas de Nim (une rangée de 2 est un tas de 2)
   *[no] ces tas se jouent exactement comme des tas de Nim
}, donc la règle de Bouton décide. Jouez comme au Nim ordinaire, sauf quand votre coup ne laisserait que des { $rows ->
    [yes] rangées
   *[no] tas
} de 1 : laissez alors un nombre impair de { $rows ->
    [yes] rangées
   *[no] tas
} de 1. { $here }
misere-bouton-ones = Ici, il ne reste que des { $rows ->
    [yes] rangées
   *[no] tas
} de 1 ({ $count } en tout) : celui qui joue face à un nombre impair d'entre eux perd.
misere-bouton-one-big = Ici, { $rows ->
    [yes] une seule rangée est plus longue
   *[no] un seul tas est plus grand
} que 1 : réduisez-{ $rows ->
    [yes] la
   *[no] le
} à 0 ou 1 de sorte qu'il reste un nombre impair de { $rows ->
    [yes] rangées
   *[no] tas
} de 1.
misere-bouton-big = Ici, au moins deux { $rows ->
    [yes] rangées
   *[no] tas
} dépassent 1 : jouez comme au Nim ordinaire.
