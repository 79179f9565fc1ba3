# Les noms d'un jeu, les règles d'un jeu donné par ses options, et pourquoi le code ou les
# options d'un jeu sont illisibles.

## Noms usuels (les sources restent des citations, inchangées).

name-kayles = Kayles
name-dawsons-kayles = Kayles de Dawson
name-dawsons-chess = Échecs de Dawson
name-officers = Officers
name-pick-up-bricks = Pick-Up-Bricks
name-grundys-game = jeu de Grundy
name-nim = Nim
name-laskers-nim = Nim de Lasker

## Noms en mots (plain.rs les relit : une modification ici demande la même là-bas).

name-named = { $misere ->
    [yes] { $name } misère
   *[no] { $name }
}
name-subtraction = { $misere ->
    [yes] le jeu de soustraction misère {"{"}{ $set }{"}"}
   *[no] le jeu de soustraction {"{"}{ $set }{"}"}
}
name-octal = { $misere ->
    [yes] le jeu octal misère { $code }
   *[no] le jeu octal { $code }
}
name-take-break = { $misere ->
    [yes] le jeu take-and-break misère { $code }
   *[no] le jeu take-and-break { $code }
}
name-take-all = { $name } (un tas trop petit pour tout coup peut être pris en entier)
name-heap = { $what ->
    [row] { $name }, une rangée de { $size }
   *[heap] { $name }, un tas de { $size }
}

## Un jeu donné par ses options : ses règles.

tree-rules-game = Un jeu donné par ses options : { $game } ({ $positions } { $count ->
    [one] position
   *[other] positions
} au total, le jeu lui-même compris).
tree-rules-zero = 0 n'a aucune option : le joueur dont c'est le tour ne peut pas jouer.
tree-rules-nimber = *{ $k } est un tas de Nim de taille { $k } : un coup mène à n'importe quel nimber plus petit, de *0 = 0 à *{ $below }.
tree-rules-options = Un coup remplace le jeu par l'une de ses options.
tree-rules-normal = Le joueur qui ne peut pas jouer perd (jeu normal).

## Pourquoi un jeu donné par ses options est illisible.

tree-at = { $why }, à « { $near } »
tree-follows = quelque chose suit le jeu
tree-missing = il manque un jeu (écrivez 0, *n ou des options entre accolades)
tree-star = écrivez un nimber avec une étoile, comme *3
tree-comma-or-brace = une virgule ou une accolade fermante est attendue
tree-no-closing-brace = il manque une accolade fermante
tree-number = un nombre n'est pas ici un jeu impartial : écrivez le nimber avec une étoile (*1, *2) ou 0
tree-expected = 0, *n ou des options entre accolades sont attendus

## Pourquoi un code take-and-break ou octal est illisible.

code-digit-range = un chiffre vaut { $digit } : les chiffres vont de 0 à F (15)
code-d0 = d0 = { $d0 } demande de ne rien retirer et de laisser { $pass ->
    [yes] le tas tel quel (passer son tour)
   *[no] rien
} ; d0 peut seulement scinder un tas (4 : en deux, 8 : en trois, C : l'un ou l'autre)
code-unequal-no-split = `!` suit d{ $k }, qui ne scinde jamais un tas : `!` demande que les tas d'une scission soient de tailles différentes
code-no-move = aucun chiffre ne permet de coup : au moins un doit être non nul
code-needs-point = un code demande un `.` après d0, comme dans `0.77` ou `4.[3]`
code-bang = `!` doit suivre un chiffre, une seule fois
code-one-d0 = un seul chiffre, d0, précède le `.`
code-close-without-open = `]` sans `[`
code-one-tail = une seule partie répétée, dans une seule paire de crochets
code-empty-tail = la partie répétée `[]` est vide : mettez-y les chiffres qui se répètent, comme dans `0.[3]`
code-tail-end = la partie répétée doit terminer le code par `]`, comme dans `0.[3]`
code-octal-d0 = d0 = { $d0 } dit ce que peut laisser un coup qui ne retire rien, et { $why ->
    [pass] ne rien prendre en laissant le tas tel quel n'est pas un coup
    [nothing] ne rien prendre ne laisse rien qu'à partir de rien, où il n'y a aucun coup
   *[digit] un chiffre octal va de 0 à 7
} ; un code octal commence par 0. ou par 4. (un tas peut être scindé en deux tas non vides sans rien retirer), comme dans 0.77 ou 4.7
