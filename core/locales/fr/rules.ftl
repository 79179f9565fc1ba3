# Les règles d'un jeu en mots : un jeu de soustraction a un tas de pierres, un jeu octal ou
# take-and-break des rangées de quilles.

rules-heap = Un tas de n pierres ; les joueurs jouent à tour de rôle.
rules-takes = Un coup retire { $amounts } { $count ->
    [one] pierre
   *[other] pierres
} (jamais plus que le tas n'en contient).
rules-take-all = Quand il ne reste que 1 à { $below } pierres, un coup peut à la place les retirer toutes.
rules-misere = Jeu misère : le joueur qui joue le dernier coup perd (un joueur sans coup gagne).
rules-normal = Jeu normal : le joueur qui ne peut plus jouer perd.
rules-pins = Des quilles se dressent en rangées ; un coup renverse des quilles adjacentes d'une même rangée.
rules-knock-down = Un coup renverse { $what }{ $ways }.
rules-one-pin = 1 quille
rules-adjacent-pins = { $counts } quilles adjacentes
rules-cut-only = Des quilles se dressent en rangées ; un coup consiste à { $splits }, sans en renverser aucune.
rules-or-cut = Ou, sans en renverser aucune : { $splits }.
rules-knock-down-any = Un coup renverse un nombre quelconque k >= { $from } de quilles adjacentes{ $ways }.
rules-knock-down-k = Un coup renverse k quilles adjacentes, k = { $first } + { $step }j (j = 0, 1, 2, ...){ $ways }.
rules-any-from = (Un nombre quelconque de quilles à partir de { $from }.)

## Où dans une rangée un coup peut renverser ses quilles.

ways-anywhere = , n'importe où dans une rangée (au milieu, la rangée se coupe en deux){ $three ->
    [yes] , ou au milieu en coupant ce qui reste debout en trois rangées
   *[no] {""}
}
ways-list = {"\u202F"}: { $ways }
ways-only-whole = seulement une rangée entière d'exactement ce nombre
ways-whole = une rangée entière de ce nombre
ways-end = au bout d'une rangée plus longue
ways-middle = au milieu d'une rangée, { $splits }

## Comment une rangée se coupe.

rows-two = deux rangées
rows-three = trois rangées
rows-two-or-three = deux ou trois rangées
splits-cut = { $differ ->
    [yes] couper une rangée en { $into } de longueurs différentes
   *[no] couper une rangée en { $into }
}
splits-in-two = en la coupant en deux
splits-what-stands = { $differ ->
    [yes] en coupant ce qui reste debout en { $into } de longueurs différentes
   *[no] en coupant ce qui reste debout en { $into }
}
