# La vue du quotient misère : les propriétés du quotient misère d'un jeu, la bande de la fonction
# pretending, la table des produits et les sommes de tas.

## Le balisage de la vue (quotient.html) et ce qu'écrit son script (quotient.js).

quotient-legend = Quotient misère des tas d'un jeu
quotient-game = Jeu
quotient-moves = Coups
quotient-upto = Tas jusqu'à
quotient-elements = Au plus … éléments
quotient-compute = Calculer
quotient-try = Essayez :
quotient-example-nim = Nim misère, tas ≤ 3
quotient-example-dawson = Kayles de Dawson, tas ≤ 20
quotient-example-sub = soustraction {"{"}1, 2{"}"}
quotient-rule = En jeu misère, le dernier joueur à jouer perd, et les valeurs des composantes ne décident plus d'une somme. C'est le quotient misère (Plambeck et Siegel) qui le fait : chaque tas représente un élément d'un monoïde commutatif (la fonction de substitution, en anglais pretending function), une somme de tas le produit des éléments de ses tas, et le joueur au trait perd exactement quand ce produit appartient à la portion P.
quotient-products-title = Table des produits
quotient-products-note = Ligne · colonne, chaque case colorée selon le produit ; un point marque un produit dans la portion P. Pointez une case, ou touchez-la.
quotient-canvas-label = La table des produits
quotient-sum-label = Une somme de tas
quotient-decide = Décider
quotient-order = ordre
quotient-presentation = présentation
quotient-generators = générateurs
quotient-p-portion = portion P
quotient-period = période
quotient-download = Télécharger le JSON

## Les mots du quotient.

quotient-generator = { $name } = tas { $heap }
quotient-readout = { $x } · { $y } = { $product }, { $p ->
    [yes] une position P
   *[no] une position N
}
quotient-sum = { $heaps } : { $text }, { $p ->
    [yes] dans la portion P : position P (le joueur au trait perd)
   *[no] hors de la portion P : position N (le joueur au trait gagne)
}
quotient-computing = Calcul en cours : { $title }…
quotient-progress = Calcul en cours — { $title } : tas { $done } sur { $total }, { $order } { $order ->
    [one] élément
   *[other] éléments
} jusqu'ici…
quotient-heading = Quotient misère de { $game }
quotient-status-line = { $status } : { $summary }.
quotient-status-periodic = Périodique
quotient-status-partial = Partiel
quotient-status-exceeded = Dépassé
quotient-status-interrupted = Interrompu
quotient-stopped = Arrêté au tas { $heap } ; le quotient des tas déjà traités est affiché.
quotient-table-label = La table des produits de { $order } × { $order } éléments, colorée selon le produit ; utilisez les flèches pour lire ses cases
quotient-strip-title = tas { $heap } → { $element }{ $p ->
    [yes] , dans la portion P
   *[no] {""}
}
quotient-strip-note = Un tas seul est une position P quand son élément est dans la portion P (encadré).
quotient-strip-note-more = Un tas seul est une position P quand son élément est dans la portion P (encadré). { $count ->
    [one] { $count } tas de plus figure
   *[other] { $count } tas de plus figurent
} dans le téléchargement JSON.
quotient-strip-heading = Fonction pretending : tas n → élément
quotient-strip-label = tas n et son élément
quotient-named-label = La table des produits par noms
quotient-named-caption = Ligne · colonne par noms ; • marque un produit dans la portion P
quotient-mark-label = , dans la portion P

## Le genre à côté de la fonction pretending (les tables misère de Winning Ways).

quotient-genus-heading = Genre : tas n → g^γ0γ1…
quotient-genus-label = tas n et son genre
quotient-genus-title = tas { $heap } : genre { $symbol } ; valeur de nim { $normal }, valeur de nim misère { $misere }
quotient-genus-note = Le genre de Winning Ways (Conway) : g est la valeur de nim du tas, γk la valeur de nim misère du tas augmenté de k tas de taille 2 ; les deux derniers chiffres se répètent indéfiniment. { $done }
quotient-genus-complete = Calculé pour les tas 0 … { $to } ; nimseq genus va plus loin.
