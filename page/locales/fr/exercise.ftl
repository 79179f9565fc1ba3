# L'exercice de la vue de la suite (exercise=values) : les valeurs à partir de n = from sont
# masquées, et l'élève les calcule l'une après l'autre.

exercise-title = Exercice : la valeur suivante
exercise-check = Vérifier
exercise-instructions = Les valeurs à partir de G({ $from }) sont masquées. Calculez chaque G(n) à partir des options d'un tas de n, tapez-la et appuyez sur Entrée : une bonne réponse passe au tas suivant, une mauvaise ouvre les options de ce tas.
exercise-not-a-number = Tapez un nombre entier pour G({ $n }) : 0, 1, 2, …
exercise-right = Juste : G({ $n }) = { $value }.
exercise-wrong = Pas { $answer }. G({ $n }) est le mex des valeurs de ses options, listées ci-dessous : le plus petit nombre qui n'en fait pas partie.
exercise-hidden-asked = G({ $n }) : la valeur que demande l'exercice
exercise-hidden-later = G({ $n }) : masquée jusqu'à ce que les valeurs précédentes soient trouvées
exercise-finished = Ce sont toutes les valeurs calculées : toutes trouvées de G({ $from }) à G({ $last }).
exercise-hidden-heading = G({ $n }) fait partie de l'exercice
exercise-hidden-text = Calculez d'abord G({ $n }) : le panneau s'ouvre pour chaque valeur que vous avez trouvée.
exercise-no-answer = Pas encore de réponse.
exercise-score = Score : justes { $right }, fausses { $wrong } ({ $right } sur { $tries } { $count ->
    [one] réponse juste
   *[other] réponses justes
}).
