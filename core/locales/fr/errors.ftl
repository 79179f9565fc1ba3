# Les erreurs du cœur (GameError) et les limites qu'elles nomment (Limit).

## Limites : ce qu'est un nombre, tel qu'une erreur le nomme.

limit-set-element = le plus grand élément de l'ensemble de soustraction
limit-set-size = le nombre d'éléments de l'ensemble de soustraction
limit-octal-code-length = le nombre de chiffres du code octal
limit-take-break-code-length = le nombre de chiffres du code take-and-break
limit-slow-terms = le nombre de valeurs d'un jeu qui coupe des tas en trois ou dont le code se répète sans fin et coupe (le travail croît comme n³)
limit-atlas-digits = le nombre de chiffres des codes de l'atlas
limit-terms = le nombre de valeurs demandées
limit-search-limit = la limite de recherche n (valeurs G(0) … G(n))
limit-saltus = le saltus s
limit-slow-search-limit = la limite de recherche n d'un jeu qui coupe des tas en trois ou dont le code se répète sans fin et coupe (le travail croît comme n³)
limit-grid-max = le plus grand paramètre de la grille
limit-cap = le nombre de valeurs par case de la grille
limit-heap-size = la taille du tas
limit-heaps = le nombre de tas
limit-input-length = la longueur de la saisie
limit-board-heaps = le nombre de tas sur le plateau (une rangée compte pour les rangées en lesquelles elle peut se couper)
limit-board-heap-size = la taille d'un tas sur le plateau
limit-board-positions = le nombre de positions atteignables depuis ce plateau
limit-board-moves = le nombre de coups entre les positions de ce plateau
limit-sum-positions = le nombre de positions d'une somme misère parcourues là où aucun quotient ne la décide
limit-nimber-size = un nombre de la calculatrice de nim
limit-nimber-count = le nombre de nombres de la calculatrice de nim
limit-computed = la dernière position demandée (au-delà des valeurs calculées jusqu'ici)
limit-quotient-heaps = le plus grand tas du quotient misère
limit-quotient-elements = la borne sur les éléments du quotient misère
limit-download = le nombre de valeurs d'un téléchargement (`nimseq sequence --from A --to B` donne n'importe quel intervalle)
limit-tree-positions = le nombre de positions d'un jeu donné par ses options (le jeu et chaque position en dessous)
limit-tree-nimber = un nimber *n dans un jeu donné par ses options
limit-tree-depth = l'imbrication des accolades dans un jeu donné par ses options
limit-tree-moves = le nombre de coups d'un jeu donné par ses options
limit-tree-position = la position demandée dans un jeu donné par ses options (ses positions sont numérotées de 0 au jeu lui-même)
limit-compare-games = le nombre de jeux comparés
limit-compare-heap = la taille d'un tas comparé
limit-heap-options = le nombre de coups depuis un tas dont les options sont listées (environ sa taille fois la longueur du code)
limit-genus-heaps = le plus grand tas dont le genre misère est calculé
limit-genus-positions = le nombre de positions qu'un calcul du genre misère met en table

## Une limite telle qu'une erreur l'écrit.

limit-power-of-two = { $limit } (2^{ $power })
limit-below-power-of-two = { $limit } (2^{ $power } − 1)

## Erreurs.

error-empty-spec = aucun jeu donné : écrivez `sub:` et un ensemble, comme dans `sub:2,4,7`, `octal:` et un code, comme dans `octal:0.77`, `tb:` et un code take-and-break, comme dans `tb:4.[3]`, ou `grundy`
error-unknown-kind = jeu inconnu `{ $game }` : écrivez `sub:` et un ensemble, comme dans `sub:2,4,7`, `octal:` et un code, comme dans `octal:0.77`, `tb:` et un code take-and-break, comme dans `tb:4.[3]`, `grundy`, ou le nom d'un jeu, comme dans `kayles`
error-empty-set = l'ensemble de soustraction est vide : donnez au moins un entier positif, comme dans `sub:1,2`
error-bad-element = `{ $element }` n'est pas un entier positif : un ensemble de soustraction liste des entiers positifs, comme dans `sub:2,4,7`
error-zero-element = 0 ne peut pas être dans un ensemble de soustraction : chaque coup retire au moins un jeton
error-empty-range = l'intervalle `{ $range }` est vide : écrivez d'abord la plus petite borne, comme dans `3-6`
error-backwards-stretch = l'intervalle de n = { $from } à n = { $to } est vide : donnez d'abord la plus petite borne
error-octal-prefix = le code octal `{ $code }` doit commencer par `0.`, `.` ou `4.`, comme dans `0.77`, `.07` ou `4.7`
error-bad-octal-digit = `{ $digit }` n'est pas un chiffre octal (0 à 7) dans le code `{ $code }`
error-bad-take-break-code = impossible de lire le code take-and-break `{ $code }` : { $why }
error-bad-take-break-digit = `{ $digit }` n'est pas un chiffre hexadécimal (0 à 9, A à F) dans le code `{ $code }`
error-octal-no-moves = le code octal `{ $code }` ne permet aucun coup : au moins un chiffre doit valoir de 1 à 7
error-unknown-rule = règle inconnue `{ $rule }` : utilisez normal, misere, take-all ou misere-take-all
error-rule-not-for-octal = la règle { $rule } s'applique aux jeux de soustraction ; les jeux octaux et take-and-break se jouent ici selon la règle normale
error-conflicting-rules = le jeu dit { $in_game } mais --rule dit { $flag } : donnez la règle une seule fois
error-bad-number = `{ $text }` n'est pas un nombre entier
error-number-too-large = `{ $text }` est trop grand : { $what } vaut au plus { $limit }
error-empty-element = l'ensemble de soustraction a un élément vide (deux virgules de suite ?)
error-limit-exceeded = { $what } vaut { $value }, au-dessus de la limite de { $limit }
error-value-overflow = une nim-valeur au-dessus de 65535 est apparue en n = { $n } ; nimseq stocke les valeurs sur 16 bits
error-bad-heap = « { $heap } » n'est pas un jeu que cette page sait lire : écrivez un jeu et sa taille, comme dans « Kayles 5 », « K5 », « Nim 3 » ou « Grundy's game 7 » ; un nimber, comme dans « *3 » ou « 3 » ; ou un jeu par ses options, comme dans « {"{"}0, *1{"}"} »
error-heap-without-size = « { $heap } » demande une taille : écrivez-la après le jeu, comme dans « Kayles 5 », « K5 » ou « Nim 3 »
error-empty-sum = la somme n'a aucun tas : donnez-en au moins un, comme dans « Kayles 5 » ou « *3 »
error-misere-sum = les sommes de jeux misère ne se décident pas par le XOR de leurs valeurs ; le quotient misère les décide (la vue Misère ; nimseq sum --rule misere)
error-heap-beyond-sequence = la valeur d'un tas de { $size } dans { $game } demande la suite jusqu'à { $size }, et aucune période n'a été certifiée sous la limite de { $limit } valeurs
error-cancelled = annulé
error-bad-checkpoint = impossible de reprendre depuis le point de contrôle : { $why }
error-foreign-atlas-row = l'atlas n'a pas de code { $code } à la place { $index }
error-bad-shard = impossible de lire la part `{ $shard }` : écrivez K/N avec 1 <= K <= N, comme dans `3/8`
error-shard-needs-csv = --shard écrit du CSV (dont les morceaux se concatènent en la table entière) ; retirez --format json
error-bad-family = impossible de lire la famille `{ $family }` : écrivez all, additive ({"{"}a, b, a+b{"}"}) ou smallest=A ({"{"}A, b, c{"}"}), avec --dims 3
error-family-needs-csv = --family écrit du CSV (a,b,c,preperiod,period par ensemble de la famille) ; retirez --format json
error-bad-heaps = impossible de lire les tas `{ $heaps }` : écrivez des tailles, comme dans `7,5,3`, ou des éléments JEU@TAILLE séparés par `;`, comme dans `sub:1,2@7;octal:0.77@10`
error-mixed-conventions = un plateau ou une somme se joue sous une seule convention : ses tas ne peuvent mêler jeu misère et jeu normal
error-bad-move = un coup écrit sous une forme illisible : `{ $move }` (écrivez TAS:PRISE, comme dans `0:3`, ou TAS:PRISE@GAUCHE pour les rangées, comme dans `0:2@3`)
error-illegal-move = le coup `{ $move }` n'est pas permis dans cette position
error-no-history = { $what ->
    [undo] il n'y a aucun coup à annuler
   *[redo] il n'y a aucun coup à rétablir
}
error-nothing-requested = { $what } vaut 0 : demandez-en au moins 1
error-bad-resume = impossible de poursuivre depuis { $file } : { $why }
error-bad-merge = impossible de fusionner { $file } : { $why }
error-sums-need-triples = le test des sommes porte sur les ensembles {"{"}a, b, c{"}"} : utilisez --dims 3
error-resume-needs-csv = --resume et --output écrivent des tables CSV (et le fichier à côté qui dit ce qu'elles sont) ; retirez --format json
error-zero-period = une période vaut au moins 1
error-negative-saltus = le saltus { $saltus } est négatif : les valeurs ne descendent jamais sous 0, donc G(n + p) = G(n) + s demande s >= 0
error-claim-too-long = le certificat de cette affirmation compare des valeurs jusqu'à n = { $needs }, au-delà du maximum que nimseq calcule pour ce jeu (n = { $most })
error-bad-figure = impossible de dessiner la figure : { $why }
error-bad-dims = les balayages couvrent des ensembles de 2, 3 ou 4 éléments ; `{ $dims }` n'en est aucun
error-bad-tree = impossible de lire le jeu `{ $text }` : { $why } (écrivez 0, un nimber *n, ou des options entre accolades, comme dans {"{"}0, *1, {"{"}0, *2{"}"}{"}"})
error-tree-not-a-family = `{ $game }` est un jeu donné par ses options, pas un jeu joué sur des tas de toute taille : donnez-le comme tas d'un plateau (heaps=*3;*2), dans une somme, ou comparez-le (view=compare)
error-rule-not-for-tree = la règle { $rule } s'applique aux jeux de soustraction ; les jeux donnés par leurs options (nimbers, {"{"}0, *1{"}"}) se jouent selon la règle normale
error-compare-needs-two = comparez au moins deux jeux, séparés par `;`, comme dans `*2 + *1; *3`
