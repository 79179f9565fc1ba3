# Les périodes et leurs certificats (core/src/period) : ce qu'un certificat prouve, ce qu'une
# recherche a trouvé ou non, une période candidate, une période arithmétique et une affirmation
# vérifiée. Positions et longueurs s'écrivent en chiffres simples (G(1274), n >= 8).

## Un certificat en mots. $subject : values (la suite de nim G) ou outcomes (la suite des
## issues o) ; $g : G ou o.

cert-window = la fenêtre de { $length } { $subject ->
    [values] valeurs
   *[outcomes] issues
} en n = { $start } se répète en n = { $repeat }, donc { $g }(n + { $period }) = { $g }(n) pour tout n >= { $start }
cert-guy-smith = Guy–Smith : { $g }(n + { $period }) = { $g }(n) vérifiée pour { $from } <= n < { $until } (= { $bound ->
    [short] e + p + k
    [zero] 2 + p + k : le théorème à partir de n = 1, avec n = 0 vérifié en plus
   *[long] 2e + p + k
}, où k = { $digits } est le nombre de chiffres du code), donc l'égalité vaut pour tout n >= { $preperiod }
cert-take-break = test de périodicité des codes take-and-break (les coups laissent au plus b = { $heaps } tas, k = { $digits }) : { $g }(n + { $period }) = { $g }(n) vérifiée pour { $from } <= n < { $until } (= b·max(e, 1) + (b − 1)·p + k), donc l'égalité vaut pour tout n >= { $preperiod }
cert-non-splitting = { $checked }, donc { $g }(n + { $period }) = { $g }(n) pour tout n >= { $preperiod }
cert-from-arithmetic = { $subject ->
    [values] valeurs
   *[outcomes] issues
} lues sur la loi certifiée G(n + { $period }) = G(n) + { $saltus } pour n >= { $preperiod } : aucune valeur n'est nulle après la première période
cert-from-nim-sequence = { $subject ->
    [values] valeurs
   *[outcomes] issues
} lues sur la suite de nim, certifiée avec prépériode { $preperiod } et période { $period }

## Ce qu'une recherche a trouvé.

period-found = prépériode { $preperiod }, période { $period }
period-not-found = aucune période trouvée jusqu'à { $checked_to }
period-law-from = { $law } pour n >= { $preperiod }
period-arithmetic-certified = { $kind ->
    [periodic] périodique
   *[arithmetic] arithmétiquement périodique
}, certifié : { $law }
period-arithmetic-seen = { $kind ->
    [periodic] périodique
   *[arithmetic] arithmétiquement périodique
} dans la limite du calcul (n <= { $checked_to }), non certifié : { $law }
period-arithmetic-theorem = le théorème de périodicité arithmétique de nimseq pour les codes qui ne coupent jamais (chiffres périodiques de période π = { $pi } à partir de L = { $start }) : { $law } vérifiée pour { $from } <= n < { $until }, et pour chaque résidu r mod π les valeurs des coups qui mènent à un tas de moins de { $far } sont { $shift ->
    [none] les mêmes que
   *[some] {"["}0, { $saltus }) et, décalées de { $saltus },
} celles des coups qui mènent à un tas de moins de { $near }{ $divides ->
    [yes] {""}
   *[no] ; { $law_p } vérifiée pour { $from } <= n < { $period_end }
}

## Une période candidate. $how : comment chercher jusqu'à G($reach), dans les mots de l'appelant.

period-candidate-certifies = la période candidate (prépériode { $preperiod }, période { $period }) vaut pour toutes les valeurs calculées ; { $how } la certifie si elle y vaut encore (le certificat compare les valeurs jusqu'à { $reach })
period-candidate-too-far = la période candidate (prépériode { $preperiod }, période { $period }) vaut pour toutes les valeurs calculées ; son certificat compare les valeurs jusqu'à { $reach }, au-delà de la plus grande recherche possible ici (n = { $most })
period-candidate-no-theorem = la période candidate (prépériode { $preperiod }, période { $period }) vaut pour toutes les valeurs calculées ; aucun théorème qu'applique nimseq ne donne de limite qui la certifie

## Une affirmation vérifiée.

check-fails = fausse : G({ $n }) = { $value }, G({ $later }) = { $later_value }, donc { $law } ne vaut pas en n = { $n }
check-holds = vraie : { $proof }
check-undecided = indécise : { $law } vaut pour { $from } <= n <= { $to } (toutes les valeurs calculées), { $theorem ->
    [fails] mais les conditions du théorème de périodicité arithmétique ne sont pas remplies
   *[none] mais aucun théorème qu'applique nimseq ne prouve une période de ce jeu
}

## Who chose the mask of a sparse space (MaskChoice).

mask-nimseq = le choix de nimseq
mask-literature = le masque de la littérature
mask-given = le masque demandé
