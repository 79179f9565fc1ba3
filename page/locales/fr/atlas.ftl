# La vue atlas : son formulaire, la carte avec sa légende et son texte, le résumé, l'offre de
# chercher plus loin pour un code, les listes de codes qui concordent et le tableau.

## Formulaire et vue (atlas.html).

atlas-title = Atlas des jeux octaux 0.d1…dk ou 4.d1…dk
atlas-codes = Codes
atlas-digits = Chiffres (k au plus)
atlas-cap = Valeurs par code (plafond)
atlas-colour-by = Couleur selon
atlas-open = Ouvrir sa suite
atlas-further = Chercher plus loin
atlas-map-label = Les codes sous forme de carte ; les flèches passent d'un code à l'autre, Espace en lit un, Entrée ouvre sa suite
atlas-legend = Légende
atlas-download = Télécharger les codes calculés :
atlas-json = JSON (avec les groupes)
atlas-the-map = La carte :
atlas-equal = Suites égales
atlas-shifted = Égales à un décalage près
atlas-shifted-note = G(n + s) = H(n) pour les n comparés ; chaque groupe ci-dessus est représenté par son premier code.
atlas-late = Longtemps d'accord, puis différentes
atlas-every = Tous les codes calculés
atlas-table-label = Codes de l'atlas, défilable
atlas-point = Pointez un code (ou touchez-le) pour le lire.
atlas-column-code = code
atlas-column-status = statut
atlas-column-preperiod = prépériode
atlas-column-period = période
atlas-column-largest = plus grande valeur
atlas-column-literature = littérature

## La carte : ses axes, sa légende, le titre de la figure.

atlas-axes-one = d1 en abscisse
atlas-axes-two = d1 en abscisse, d2 en ordonnée
atlas-axes-three = d1 d2 en abscisse, d3 en ordonnée
atlas-sentence = Codes { $d0 }.d1…dk : { $axes }. Cliquez ou touchez un code pour le lire, cliquez à nouveau (ou Entrée, ou « Ouvrir sa suite ») pour ouvrir sa suite.
atlas-sentence-four = Codes { $d0 }.d1…dk : { $axes } (4. lui-même, toute coupe sans rien retirer, est en 0). Cliquez ou touchez un code pour le lire, cliquez à nouveau (ou Entrée, ou « Ouvrir sa suite ») pour ouvrir sa suite.
atlas-not-computed-yet = pas encore calculé
atlas-log-scale = { $label } (échelle log)
atlas-agrees = certifié, en accord avec la littérature
atlas-agrees-so-far = en accord jusqu'ici, non certifié sous le plafond
atlas-disagrees = en désaccord avec la littérature
atlas-certified-new = certifié ici ; non résolu dans la littérature
atlas-unsolved = non résolu (aucune période sous le plafond)
atlas-not-listed = certifié ; absent des tables
atlas-listed = certifié ; dans les tables, leurs nombres non lus
atlas-no-period = aucune période sous le plafond
atlas-caption = Codes octaux { $family } ({ $codes } codes, G(n) calculé jusqu'à n = { $last } au plus), colorés selon : { $metric }
atlas-picture-axes = { $axes } ; chaque carré est un code

## Le texte d'un code.

atlas-readout = { $title } : { $parts }
atlas-readout-not-computed = { $title } : pas encore calculé
atlas-separator = {"\u202F; "}
atlas-part-period = prépériode { $preperiod }, période { $period }
atlas-part-certified = certifié par Guy–Smith pour { $preperiod } ≤ n < { $end }
atlas-part-largest = plus grande valeur { $largest }
atlas-part-largest-at = plus grande valeur { $largest }, atteinte d'abord en n = { $at }
atlas-part-no-period = aucune période jusqu'à { $checked }
atlas-part-largest-so-far = plus grande valeur jusqu'ici { $largest }
atlas-part-largest-so-far-at = plus grande valeur jusqu'ici { $largest }, atteinte d'abord en n = { $at }
atlas-part-rare = valeurs rares : { $count } (masque { $mask }, { $chosen } ; n = 0 compté)
atlas-part-rare-last = valeurs rares : { $count }, la dernière en { $last } (masque { $mask }, { $chosen } ; n = 0 compté)
atlas-part-conventions = à côté des tables : { $conventions }
atlas-part-literature = littérature : { $verdict } ({ $source })

## Le résumé, la progression, l'offre de chercher plus loin, les listes.

atlas-summary = Codes calculés : { $done } sur { $total } (plafond { $cap }) ; certifiés : { $certified }, non résolus : { $unresolved } ; littérature — en accord : { $agree }, en désaccord : { $disagree }, non résolus ou absents des tables : { $other }.
atlas-progress = { $done ->
    [one] { $done } code calculé
   *[other] { $done } codes calculés
} sur { $total }
atlas-computing = { $count ->
    [one] Calcul de { $count } code…
   *[other] Calcul de { $count } codes…
}
atlas-searching-further = Recherche plus poussée…
atlas-further-offer = Chercher plus loin pour { $code } (jusqu'à { $cap } valeurs)
atlas-not-computed = { $code } n'est pas encore calculé.
atlas-pair = { $first } et { $second } concordent jusqu'à { $agree }, diffèrent en { $differ } ({ $one } contre { $other })
atlas-shift-codes = G = { $g }, H = { $h } :
atlas-none = Aucun parmi les codes calculés.
atlas-error-no-run = aucun calcul d'atlas auquel ajouter une ligne
atlas-error-metric = pas de métrique d'atlas « { $metric } »
