# L'atlas des jeux octaux face à la littérature (core/src/atlas). Les sources (czajka-solved,
# winning-ways) sont les clés de data/octal-literature.csv et restent telles quelles.

## Le statut d'une ligne.

atlas-certified = certifié
atlas-no-period = pas de période jusqu'à { $checked_to }

## Le verdict. $code : le jeu auquel les tables de correspondance renvoient le code.

atlas-agrees = concorde
atlas-agrees-as = concorde (comme { $code })
atlas-agrees-so-far = concorde jusqu'à { $up_to }, non certifié dans la limite du plafond
atlas-agrees-so-far-as = concorde jusqu'à { $up_to } (comme { $code }), non certifié dans la limite du plafond
atlas-disagrees = diffère ({ $what })
atlas-unsolved = littérature : non résolu
atlas-unsolved-as = littérature : non résolu (comme { $code })
atlas-not-listed = absent des tables de la littérature
atlas-agrees-numbers = concorde{ $code ->
    [none] {""}
   *[other] {" "}(comme { $code })
} : { $theirs } imprimé, { $ours } ici
atlas-agrees-numbers-same = concorde{ $code ->
    [none] {""}
   *[other] {" "}(comme { $code })
} : { $ours } imprimé et ici
atlas-listed = dans les tables de { $source } ; leurs nombres manquent aux données de nimseq

## Où le calcul et la littérature diffèrent.

atlas-differs-value = G({ $n }) calculé { $ours } / littérature { $theirs }
atlas-differs-period = période calculée { $ours } / littérature { $theirs }
atlas-differs-preperiod = prépériode calculée { $ours } / littérature { $theirs }
atlas-differs-largest = plus grande valeur calculée { $ours } / littérature { $theirs }
atlas-differs-largest-at = plus grande valeur calculée atteinte d'abord en n = { $ours } / littérature { $theirs }

## Les affirmations de la littérature que le calcul réfute (errata).

atlas-erratum = { $source } : { $claim } — faux, { $evidence }
atlas-claim-same = la même suite que { $code }
atlas-claim-period = prépériode { $preperiod }, période { $period }
atlas-claim-unsolved = non résolu
atlas-claim-listed = listé, nombres non lus
atlas-differ-at = elles diffèrent en n = { $n } ({ $first } contre { $second })

## Les colonnes publiées à côté des colonnes calculées.

atlas-rare-same = { $count } valeurs rares{ $last ->
    [none] {""}
   *[other] , la dernière en n = { $last }
} (masque { $mask }) comme { $source }
atlas-rare-not-reached = { $count } valeurs rares{ $last ->
    [none] {""}
   *[other] , la dernière en n = { $last }
} (masque { $mask }), calcul jusqu'à n = { $checked_to } ; { $source } en compte { $theirs } jusqu'à { $reach }
atlas-rare-differs = { $count } valeurs rares{ $last ->
    [none] {""}
   *[other] , la dernière en n = { $last }
} (masque { $mask }) / { $source } { $theirs }, la dernière en n = { $their_last }
atlas-mask-not-separating = mêmes valeurs ; le masque { $theirs } de { $source } ne sépare pas les valeurs calculées, d'où celui de nimseq : { $mask } ({ $count } rares)
atlas-mask-too-few = masque { $mask } de { $source } ; trop peu de valeurs pour un masque
atlas-rare-other-convention = { $source } compte { $count } valeurs rares selon une autre convention ({ $positions ->
    [yes] masque 1 avec les positions, pas un masque des valeurs
   *[no] pas un masque
})
atlas-largest-same = plus grande valeur { $largest } atteinte d'abord en n = { $at } comme { $source }
atlas-largest-differs = plus grande valeur { $largest } atteinte d'abord en n = { $at } / { $source } en n = { $theirs }
atlas-largest-not-reached = plus grande valeur { $largest } atteinte d'abord en n = { $at }, calcul jusqu'à n = { $checked_to } ; chez { $source } d'abord en n = { $theirs }
atlas-conventions = { $rare } ; { $largest }

## Où commence le décompte des tailles de tas d'une source (data/octal-literature-sources.csv).

atlas-counts-from = { $source } compte à partir du tas { $first } : son { $printed } est { $shifted } ici
atlas-counts-from-as = { $source } compte { $code } à partir de son tas { $their_first }, le tas { $first } ici : son { $printed } est { $shifted } ici
atlas-counts-reach-back = { $counted }, et la période remonte jusqu'à { $preperiod }
atlas-clauses = { $first } ; { $then }
atlas-counted-below-first-move = compté à partir du tas { $first }, sous le premier coup (comme comptent les listes de Czajka) : { $printed } est { $shifted } ici
atlas-shifted-claim = { $counted } — l'affirmation décalée { $outcome ->
    [holds] tient
    [fails] échoue aussi
   *[undecided] reste indécise
}

## Les codes dont les suites concordent : ce qui a été comparé.

atlas-group-proven = égales pour tout n : certifiées avec prépériode { $preperiod } et période { $period }, et égales sur G(0) … G({ $up_to })
atlas-group-seen = égales sur G(0) … G({ $up_to }) ; pas comparées au-delà
atlas-shifted-proven = G(n + { $shift }) = H(n) pour tout n (toutes deux certifiées de période { $period } ; comparées sur n = 0 … { $up_to })
atlas-shifted-seen = G(n + { $shift }) = H(n) pour n = 0 … { $up_to } ; pas comparées au-delà
