# Les mots que partagent les vues de la page : les libellés des listes de choix, et ce
# qu'écrivent les scripts de la page.

## Les choix des formulaires, par paramètre.

choice-view-sequence = Suite
choice-view-heatmap = Carte thermique
choice-view-conjecture = Conjectures
choice-view-play = Jouer
choice-view-atlas = Atlas
choice-view-compare = Comparer
choice-view-quotient = Misère
choice-conjecture-test-augment = Conjecture 5.1 (période 2l − a après a petites augmentations)
choice-conjecture-test-sums = {"{"}a, b, c{"}"} non additifs : la période est la somme de deux éléments
choice-dims-pairs = {"{"}a, b{"}"}
choice-dims-triples = {"{"}a, b, c{"}"}
choice-dims-quads = {"{"}a, b, c, d{"}"}
choice-axes-ab = a en abscisse, b en ordonnée (tranche c)
choice-axes-ac = a en abscisse, c en ordonnée (tranche b)
choice-axes-bc = b en abscisse, c en ordonnée (tranche a : ensembles de plus petit élément a)
choice-axes-additive = ensembles additifs {"{"}a, b, a + b{"}"} : a en abscisse, b en ordonnée
choice-metric-period = période
choice-metric-preperiod = prépériode
choice-metric-maxvalue = plus grande nim-valeur
choice-metric-theory = s'écarte de la théorie
choice-metric-sum = quelle somme est la période
choice-metric-relperiod = période / max S
choice-metric-relpreperiod = prépériode / max S
choice-scale-auto = auto (log si l'étendue est large)
choice-scale-linear = linéaire
choice-scale-log = logarithmique
choice-colour-range-grid = toute la grille (tranches comparables)
choice-colour-range-slice = la tranche affichée
choice-bound-largest = n = l (plus grand élément)
choice-bound-size = n = |S|
choice-player-one = joueur 1 (vous)
choice-player-two = joueur 2
choice-opponent-computer = l'ordinateur (jeu parfait)
choice-opponent-human = une deuxième personne
choice-atlas-metric-status = statut face à la littérature
choice-atlas-metric-period = période
choice-atlas-metric-preperiod = prépériode
choice-atlas-metric-maxvalue = plus grande nim-valeur
choice-hint-level-off = aucune
choice-hint-level-outcome = P ou N seulement
choice-hint-level-pn = coups gagnants, sans valeurs
choice-hint-level-values = coups et nim-valeurs
choice-part-facts = faits : règles, prépériode, période
choice-part-certificate = certificat de la période
choice-part-outcomes = issues : période P/N, B(S), E(S)
choice-part-theory = la théorie à côté du calcul
choice-part-strip = bande des valeurs
choice-part-overview = vue d'ensemble
choice-part-table = table
choice-part-why = pourquoi G(n) : options et mex
choice-part-exercise = exercice
choice-part-pn = table P/N : qui gagne depuis chaque tas
choice-part-board = le plateau
choice-part-story = le déroulé de la partie et ses coups
choice-part-calculator = calculatrice de nim
choice-part-presentation = ordre, présentation et portion P
choice-part-pretending = fonction de substitution (tas → élément)
choice-part-products = table des produits
choice-exercise-off = aucun
choice-exercise-values = calculer les valeurs (vue Suite)
choice-exercise-equivalence = équivalents ou non ? (vue Comparer)
choice-theme-choice-light = clair
choice-theme-choice-dark = sombre
choice-theme-choice-auto = le réglage du lecteur
choice-embed-size-small = petit (360 px)
choice-embed-size-medium = moyen (560 px)
choice-embed-size-large = grand (760 px)
choice-embed-size-full = pleine largeur
choice-rule-normal = normale (le dernier à jouer gagne)
choice-rule-misere = misère (le dernier à jouer perd)
choice-rule-take-all = tout prendre sous min S
choice-rule-misere-take-all = misère, tout prendre sous min S
choice-off = non
choice-on = oui
choice-figure-kind-heatmap = la carte thermique
choice-figure-kind-atlas = la carte de l'atlas
choice-figure-kind-overview = la vue d'ensemble de la suite
choice-rule-rows-normal = normale (la dernière quille gagne)
choice-rule-rows-misere = misère (la dernière quille perd)
choice-rule-codes-normal = normale (les codes n'ont pas d'autre règle)
choice-atlas-d0-zero = 0.d1…dk
choice-atlas-d0-four = 4.d1…dk (coupe aussi sans prendre)
choice-lang-auto = la langue du lecteur
choice-lang-en = English
choice-lang-de = Deutsch
choice-lang-fr = Français

## Ce qu'écrivent les scripts de la page.

share-copied = Lien copié.
share-copy-by-hand = Copiez le lien depuis le champ.
notice-workers-failed = Les processus de calcul n'ont pas pu démarrer : { $why }
notice-start-failed = nimseq n'a pas pu démarrer : { $why }
form-ready = ✓ prêt

## Avis : ce qui n'a pas pu servir d'un lien ou d'un formulaire.

notice-heading = Une partie de ce lien n'a pas pu servir :
status-cancelled = Annulé.
notice-changed-to = { $problem } ; remplacé par { $bound }.
notice-used-instead = { $problem } ; { $used } a été utilisé.
notice-query-too-long = Les paramètres du lien font { $length } caractères, au-delà de la limite de { $limit } ; ils ont été ignorés.
notice-unknown-parameter = Le paramètre inconnu « { $name } » a été ignoré.
notice-duplicate = « { $name } » apparaît plusieurs fois ; le premier a été utilisé.
notice-value-too-long = La valeur de « { $name } » fait { $length } caractères, au-delà de la limite de { $limit } ; la valeur par défaut a été utilisée.
notice-sealed-beside = Ce lien est scellé (celui d'un exercice) ; « { $name } » à côté a été ignoré.
notice-seal-broken = Le lien de cet exercice a été modifié après sa création ; il n'affiche donc rien : un lien d'exercice modifié pourrait révéler les réponses. Redemandez le lien, ou ouvrez la page que votre enseignant vous a donnée.
notice-conflict = « { $chosen } » ne va pas avec « { $changed } » ; { $used } a été utilisé.
problem-not-one-of = { $quoted } n'est pas l'une des valeurs : { $names }
problem-not-a-number = { $quoted } n'est pas un nombre entier
problem-below = { $quoted } est inférieur à { $lo }
problem-above = { $quoted } est supérieur à { $hi }
problem-invalid = { $quoted } ne peut pas servir : { $why }
# A link's value, quoted: “max=abc”.
quoted-value = « { $name }={ $value } »

## Les sortes de jeu de l'éditeur, et le titre du document.

kind-sub = ensemble de soustraction
kind-octal = code octal
kind-tb = code take-and-break
kind-grundy = jeu de Grundy
kind-grundy-example = (rien à saisir)
title-document = nimseq — { $title }
title-heatmap = carte thermique de { $sets } jusqu'à { $max }
title-conjectures = conjectures
title-play = jouer à { $game }
title-atlas = atlas des codes octaux { $d0 }.d1… d'au plus { $digits } chiffres
title-compare = comparer { $games }
title-quotient = quotient misère de { $game }

## Les mots d'une vue d'enseignement, chacun avec son sens.

terms-label = Mots employés ici :
term-said = { $word } : { $means }
term-p-position = position P
term-p-position-means = Une position que le joueur qui a le trait perd, quoi qu'il fasse : chaque coup mène à une position N (et une position sans aucun coup en est une).
term-n-position = position N
term-n-position-means = Une position que le joueur qui a le trait gagne : un coup mène à une position P.
term-option = option
term-option-means = Une position à un coup de distance.
term-mex = mex
term-mex-means = Le plus petit entier naturel 0, 1, 2, … absent d'une liste : mex{"{"}0, 1, 3{"}"} = 2, mex{"{"}{"}"} = 0. G(n) est le mex des valeurs des options de n.
term-value = valeur G(n)
term-value-means = La nim-valeur d'un tas de n : il se joue comme un tas de Nim de G(n). Elle vaut 0 exactement aux positions P.
term-period = période
term-period-means = Les valeurs se répètent tous les p tas à partir de la prépériode : G(n + p) = G(n). Affichée seulement une fois prouvée.
term-preperiod = prépériode
term-preperiod-means = Combien de valeurs précèdent le début de la répétition (0 : elles se répètent dès le début).
term-nim-sum = nim-somme ⊕
term-nim-sum-means = L'addition en binaire sans retenue (3 ⊕ 5 = 6). Une somme de jeux a pour valeur la nim-somme de leurs valeurs, et c'est une position P exactement quand elle vaut 0.
term-remoteness = éloignement
term-remoteness-means = Combien de coups dure la partie avec un jeu parfait : le gagnant se hâte, le perdant tient le plus longtemps possible.
term-misere = misère
term-misere-means = L'autre façon de gagner : celui qui joue le dernier coup perd.
term-equivalent = équivalent ≈
term-equivalent-means = G ≈ H quand ajouter G ou ajouter H à n'importe quel jeu X donne la même issue ; c'est le cas exactement quand G + H est une position P.


## The compute workers.

worker-failed = un processus de calcul n'a pas pu démarrer
worker-search-gone = aucun processus de calcul ne garde plus cette recherche : relancez-la
choice-embed-form-frame = un iframe (tout site, même un site qui retire les scripts)
choice-embed-form-element = l'élément <nimseq-embed> (Quarto, Jupyter Book, diapositives : les sites qui exécutent des scripts)

## Une feuille d'exercices sur papier : les questions avec des blancs, le corrigé sur une page à part.

worksheet-title = Feuille d'exercices : { $what }
worksheet-name-line = Nom : ____________________   Date : ____________
worksheet-key = Corrigé
worksheet-nothing = Cette vue ne pose aucune question : elle s'imprime telle quelle.
worksheet-values = Les valeurs G(n)
worksheet-values-intro = Complétez G(n) à partir de n = { $from } : G(n) est le mex des valeurs des options de n.
worksheet-pn = Positions P et positions N
worksheet-pn-letter = P ou N
worksheet-pn-intro = { $what ->
    [row] Pour chaque rangée à partir de n = { $from }, écrivez P si le joueur qui a le trait perd, N s'il gagne.
   *[heap] Pour chaque tas à partir de n = { $from }, écrivez P si le joueur qui a le trait perd, N s'il gagne.
}
worksheet-equivalence = Équivalents ou non ?
worksheet-equivalence-intro = Pour chaque question, écrivez ≈ (équivalents) ou ≉ (non équivalents), et pourquoi.
worksheet-equivalence-answer = { $question } { $verdict }. { $why }
worksheet-board = Qui gagne ?
worksheet-board-normal = Jeu normal : le joueur qui ne peut plus jouer perd.
worksheet-board-misere = Jeu misère : le joueur qui joue le dernier coup perd.
worksheet-board-intro = Pour chaque position, écrivez P si le joueur qui a le trait perd, N s'il gagne ; pour une position N, écrivez un coup gagnant.
worksheet-board-question = La position { $position } : P ou N ? Un coup gagnant :
worksheet-board-answer = La position { $position } : { $class }. { $hint }
