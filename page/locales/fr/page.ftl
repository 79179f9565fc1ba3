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
choice-scale-auto = automatique (logarithmique pour une large étendue)
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
choice-part-presentation = ordre, présentation et partie P
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
