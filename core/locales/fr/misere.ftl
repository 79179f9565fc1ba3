# Les mots du quotient misère : ce qu'un calcul a trouvé, la période certifiée de la fonction de
# substitution, et pourquoi aucun quotient n'a décidé une somme misère.

## Ce qu'un calcul du quotient a trouvé.

misere-quotient-so-far = le quotient des tas ≤ { $heaps } a { $order } { $count ->
    [one] élément
   *[other] éléments
}
misere-no-finite-quotient = aucun quotient fini d'au plus { $limit } { $limit ->
    [one] élément
   *[other] éléments
} trouvé pour les tas ≤ { $heap } : { $before } ; avec le tas { $heap }, il a { $order } { $order ->
    [one] élément
   *[other] éléments
} ({ $advice })
misere-candidate-bound = aucun quotient trouvé pour les tas ≤ { $heap } dans la borne de la recherche de { $limit } éléments par candidat : { $before } ; au tas { $heap }, la recherche a eu besoin de candidats de plus de { $limit } éléments avant réduction, et aucun de ceux qu'elle a construits n'a passé le test : la taille du quotient y reste inconnue ({ $advice })
misere-candidates = aucun quotient trouvé pour les tas ≤ { $heap } : { $before } ; au tas { $heap }, aucun des candidats que la recherche essaie (au plus { $limit }) n'a passé le test : la taille du quotient y reste inconnue ({ $advice })
misere-stopped = arrêté au tas { $heap } : { $before }
misere-periodic = le quotient de toutes les tailles de tas : la fonction de substitution a pour période { $period }
misere-period-seen = le quotient des tas ≤ { $heaps } ; aucune période certifiée : les images se répètent jusqu'ici avec la période { $period } à partir du tas { $from }, ce que certifierait le quotient des tas ≤ { $needed }
misere-no-period = le quotient des tas ≤ { $heaps } ; aucune période de la fonction de substitution n'est certifiée

## Ce qui pourrait trancher un calcul arrêté par une borne.

misere-advice-elements = une borne plus grande sur les éléments peut trancher
misere-advice-candidate-size = une borne plus grande sur les candidats peut trancher
misere-advice-candidates = la limite propre de la recherche
misere-candidate-size = la borne sur les éléments d'un candidat vaut { $size } : donnez 1 à { $most } (2^22)

## La période certifiée de la fonction de substitution.

misere-period = { $period } à partir du tas { $from } (certifiée par le quotient des tas ≤ { $heaps })
misere-none-certified = aucune certifiée

## Pourquoi aucun quotient n'a décidé une somme misère.

misere-all-empty = tous les tas sont vides
misere-games = les tas relèvent de { $games } jeux différents, et un quotient ne couvre que les tas d'un seul jeu
misere-past = un tas de { $heap } dépasse les tas que couvre le quotient (≤ { $covered }) et aucune période de la fonction de substitution n'a été certifiée

## Le genre misère des tas d'un jeu (`genus`).

genus-complete = le genre des tas 0 … { $to }
genus-exceeded = arrêté au tas { $heap } : ses positions dépassent la borne de { $limit } positions ; le genre { $done ->
    [one] du tas
   *[other] des { $done } tas
} qui le précèdent est connu
genus-stopped = arrêté au tas { $heap } ; le genre { $done ->
    [one] du tas
   *[other] des { $done } tas
} qui le précèdent est connu
