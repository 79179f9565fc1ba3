# Les formes closes de la littérature et leur comparaison avec le calcul (core/src/theory).
# Les sources (Nash & Sheenko, Theorem 4.6) sont des citations et restent telles que les
# articles les écrivent.

## Le détail d'un verdict.

theory-compare = selon la théorie { $claimed } / calculé { $computed }
theory-no-period = aucune période trouvée jusqu'à { $checked_to } : impossible de trancher
theory-period = période { $period }
theory-preperiod-positive = prépériode > 0
theory-preperiod = prépériode { $preperiod }
theory-no-period-for = aucune période trouvée pour { $game }
theory-same-as = la même que { $game } : { $pattern }
theory-ferguson-agrees = G(n) = 1 exactement quand G(n - { $least }) = 0, pour tout n
theory-fails-at = faux en n = { $n }
theory-outcomes-not-certified = la suite des issues n'est pas certifiée
theory-result-number-unknown = E(S) non calculé : pas de période certifiée des issues, ou une trop longue

## Ce qu'une forme close dit d'un ensemble de soustraction.

theory-single = S = {"{"}{ $a }{"}"} : la suite est (0^{ $a } 1^{ $a }), période { $period }
theory-consecutive = S = {"{"}{ $p }, ..., { $q }{"}"} (entiers consécutifs) : période p + q = { $period }
theory-all-odd = tout élément de S est impair : la suite est (0 1), période 2 (la preuve suppose 1 ∈ S)
theory-not-immediately-periodic = S = {"{"}2, 4, 7, 7 + 3z, ...{"}"} : la suite n'est pas périodique dès le départ
theory-ferguson = G(n) = 1 exactement quand G(n - { $least }) = 0, avec { $least } = min S
theory-pair-odd-multiple = S = {"{"}{ $x }, { $y }{"}"} : { $y } = (2m + 1)·{ $x } : la suite est (0^{ $x } 1^{ $x }), période { $period }
theory-pair-below = S = {"{"}{ $x }, { $y }{"}"} : { $y } = 2·{ $x }·{ $m } + { $r } : la suite est ((0^{ $x } 1^{ $x })^{ $m } 0^{ $r } 2^{ $twos } 1^{ $r }), période { $period }
theory-pair-above = S = {"{"}{ $x }, { $y }{"}"} : { $y } = 2·{ $x }·{ $m } - { $r } : la suite est ((0^{ $x } 1^{ $x })^{ $m } 2^{ $twos }), période { $period }
theory-same-as-subset = { $game } a la suite purement périodique { $pattern } aux valeurs toutes distinctes, et aucun autre élément de S n'est multiple de sa période { $period } : S a la même suite

## Les familles de l'article sur le jeu des pierres : les ensembles et la chaîne B(S).

theory-odd = { $set }, { $c } impair
theory-even = { $set }, { $c } pair
theory-both-odd = { $set }, { $m } et { $c } impairs
theory-odd-even = { $set }, { $m } impair, { $c } pair
theory-outcome-string = { $family } : B(S) = <{ $string }>
theory-outcome-string-period = { $family } : B(S) = <{ $string }>, période { $period }

## Motifs, conjectures et sommes.

theory-pattern-cut = … ({ $count } valeurs)
theory-pair-sums = a + b, a + c ou b + c = { $periods }
theory-no-sum = aucune des sommes

## Les suites de l'OEIS. $title est le titre propre de l'OEIS, cité en anglais.

oeis-entry = OEIS { $id } : « { $title } »
oeis-entry-shifted = OEIS { $id } : « { $title } » (ici G(n) = a(n { $sign } { $shift }))
oeis-erratum = oeis { $id } : { $erratum }
oeis-erratum-a071436 = ultimement périodique de période 144, la dernière exception en n = 326637 — faux, la dernière exception est en n = 326639 : G(326639) = 26 mais G(326639 + 144) = 16 (`nimseq check octal:0.56 --preperiod 326638 --period 144` y échoue)
oeis-erratum-a125941 = les jeux octaux 4.337, 4.367 et 4.377 ont aussi les valeurs a(n) — faux pour 4.367 et 4.377 : d'un tas de 27 ils peuvent prendre 2 et couper les 25 restants en 3 + 22, de valeur a(3) ⊕ a(22) = 4 ⊕ 6 = 2, donc G(27) = 9 et non a(27) = 2 (4.337 a bien ces valeurs)
oeis-erratum-a071516 = les valeurs des jeux octaux .76Zy, Z = 4, 5, 5, 7 — le 5 y est deux fois et le 6 manque : .766 et .7661 ont aussi ces valeurs (chaque terme listé)
