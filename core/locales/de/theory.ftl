# Geschlossene Formen aus der Literatur und ihr Vergleich mit der Rechnung (core/src/theory).
# Die Quellen (Nash & Sheenko, Theorem 4.6) sind Zitate und bleiben, wie die Arbeiten sie
# schreiben.

## Das Urteil im Einzelnen.

theory-compare = laut Theorie { $claimed } / berechnet { $computed }
theory-no-period = keine Periode gefunden bis { $checked_to }: nicht entscheidbar
theory-period = Periode { $period }
theory-preperiod-positive = Vorperiode > 0
theory-preperiod = Vorperiode { $preperiod }
theory-no-period-for = keine Periode gefunden für { $game }
theory-same-as = dieselbe wie { $game }: { $pattern }
theory-ferguson-agrees = G(n) = 1 genau dann, wenn G(n - { $least }) = 0, für jedes n
theory-fails-at = falsch bei n = { $n }
theory-outcomes-not-certified = die Folge der Ausgänge ist nicht zertifiziert
theory-result-number-unknown = E(S) nicht berechnet: keine zertifizierte Periode der Ausgänge, oder eine zu lange

## Was eine geschlossene Form über eine Subtraktionsmenge sagt.

theory-single = S = {"{"}{ $a }{"}"}: die Folge ist (0^{ $a } 1^{ $a }), Periode { $period }
theory-consecutive = S = {"{"}{ $p }, ..., { $q }{"}"} (aufeinanderfolgend): Periode p + q = { $period }
theory-all-odd = jedes Element von S ist ungerade: die Folge ist (0 1), Periode 2 (der Beweis setzt 1 ∈ S voraus)
theory-not-immediately-periodic = S = {"{"}2, 4, 7, 7 + 3z, ...{"}"}: die Folge ist nicht von Anfang an periodisch
theory-ferguson = G(n) = 1 genau dann, wenn G(n - { $least }) = 0, mit { $least } = min S
theory-pair-odd-multiple = S = {"{"}{ $x }, { $y }{"}"}: { $y } = (2m + 1)·{ $x }: die Folge ist (0^{ $x } 1^{ $x }), Periode { $period }
theory-pair-below = S = {"{"}{ $x }, { $y }{"}"}: { $y } = 2·{ $x }·{ $m } + { $r }: die Folge ist ((0^{ $x } 1^{ $x })^{ $m } 0^{ $r } 2^{ $twos } 1^{ $r }), Periode { $period }
theory-pair-above = S = {"{"}{ $x }, { $y }{"}"}: { $y } = 2·{ $x }·{ $m } - { $r }: die Folge ist ((0^{ $x } 1^{ $x })^{ $m } 2^{ $twos }), Periode { $period }
theory-same-as-subset = { $game } hat die rein periodische Folge { $pattern } mit lauter verschiedenen Werten, und kein anderes Element von S ist ein Vielfaches ihrer Periode { $period }: S hat dieselbe Folge

## Die Familien der Arbeit über das Steine-Nehmen: die Mengen und der String B(S).

theory-odd = { $set }, { $c } ungerade
theory-even = { $set }, { $c } gerade
theory-both-odd = { $set }, { $m } und { $c } ungerade
theory-odd-even = { $set }, { $m } ungerade, { $c } gerade
theory-outcome-string = { $family }: B(S) = <{ $string }>
theory-outcome-string-period = { $family }: B(S) = <{ $string }>, Periode { $period }

## Muster, Vermutungen und Summen.

theory-pattern-cut = … ({ $count } Werte)
theory-pair-sums = a + b, a + c oder b + c = { $periods }
theory-no-sum = keine der Summen

## Die Folgen der OEIS. $title ist der eigene Titel der OEIS, als englisches Zitat.

oeis-entry = OEIS { $id }: „{ $title }“
oeis-entry-shifted = OEIS { $id }: „{ $title }“ (hier G(n) = a(n { $sign } { $shift }))
oeis-erratum = oeis { $id }: { $erratum }
oeis-erratum-a071436 = schließlich periodisch mit Periode 144, die letzte Ausnahme bei n = 326637 — nicht so, die letzte Ausnahme liegt bei n = 326639: G(326639) = 26, aber G(326639 + 144) = 16 (`nimseq check octal:0.56 --preperiod 326638 --period 144` scheitert dort)
oeis-erratum-a125941 = die Oktalspiele 4.337, 4.367 und 4.377 haben ebenfalls die Werte a(n) — nicht so für 4.367 und 4.377: von einem Haufen aus 27 dürfen sie 2 nehmen und die übrigen 25 in 3 + 22 teilen, wert a(3) ⊕ a(22) = 4 ⊕ 6 = 2, also ist G(27) = 9 und nicht a(27) = 2 (4.337 hat die Werte)
oeis-erratum-a071516 = die Werte der Oktalspiele .76Zy, Z = 4, 5, 5, 7 — die 5 steht zweimal da, die 6 fehlt: .766 und .7661 haben diese Werte ebenfalls (jeder aufgeführte Wert)
