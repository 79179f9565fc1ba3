# Die Ansicht Misère-Quotient: die Eigenschaften des Misère-Quotienten eines Spiels, der
# Streifen der Stellvertreterfunktion, die Produkttafel und Summen von Haufen.

## Das Markup der Ansicht (quotient.html) und was ihr Skript schreibt (quotient.js).

quotient-legend = Misère-Quotient der Haufen eines Spiels
quotient-game = Spiel
quotient-moves = Züge
quotient-upto = Haufen bis
quotient-elements = Höchstens … Elemente
quotient-compute = Berechnen
quotient-try = Probieren Sie:
quotient-example-nim = Misère-Nim, Haufen ≤ 3
quotient-example-dawson = Dawsons Kayles, Haufen ≤ 20
quotient-example-sub = Subtraktion {"{"}1, 2{"}"}
quotient-rule = Im Misère-Spiel verliert, wer als Letzter zieht, und die Werte der Teile entscheiden eine Summe nicht mehr. Das leistet stattdessen der Misère-Quotient (Plambeck und Siegel): Jeder Haufen steht für ein Element eines kommutativen Monoids (die Stellvertreterfunktion, engl. pretending function), eine Summe von Haufen für das Produkt der Elemente ihrer Haufen, und der Spieler am Zug verliert genau dann, wenn dieses Produkt im P-Anteil liegt.
quotient-products-title = Produkttafel
quotient-products-note = Zeile · Spalte, jede Zelle nach dem Produkt gefärbt; ein Punkt markiert ein Produkt im P-Anteil. Zeigen Sie auf eine Zelle oder tippen Sie sie an.
quotient-canvas-label = Die Produkttafel
quotient-sum-label = Eine Summe von Haufen
quotient-decide = Entscheiden
quotient-order = Ordnung
quotient-presentation = Präsentation
quotient-generators = Erzeuger
quotient-p-portion = P-Anteil
quotient-period = Periode
quotient-download = JSON herunterladen

## Die Worte des Quotienten.

quotient-generator = { $name } = Haufen { $heap }
quotient-readout = { $x } · { $y } = { $product }, { $p ->
    [yes] eine P-Position
   *[no] eine N-Position
}
quotient-sum = { $heaps }: { $text }, { $p ->
    [yes] im P-Anteil: P-Position (der Spieler am Zug verliert)
   *[no] nicht im P-Anteil: N-Position (der Spieler am Zug gewinnt)
}
quotient-computing = { $title } wird berechnet…
quotient-progress = { $title } wird berechnet: Haufen { $done } von { $total }, bisher { $order } { $order ->
    [one] Element
   *[other] Elemente
}…
quotient-heading = Misère-Quotient von { $game }
quotient-status-line = { $status }: { $summary }.
quotient-status-periodic = Periodisch
quotient-status-partial = Teilweise
quotient-status-exceeded = Überschritten
quotient-status-interrupted = Unterbrochen
quotient-stopped = Bei Haufen { $heap } angehalten; gezeigt wird der Quotient der fertigen Haufen.
quotient-table-label = Die Produkttafel mit { $order } × { $order } Elementen, nach dem Produkt gefärbt; mit den Pfeiltasten lesen Sie ihre Zellen
quotient-strip-title = Haufen { $heap } → { $element }{ $p ->
    [yes] , im P-Anteil
   *[no] {""}
}
quotient-strip-note = Ein einzelner Haufen ist eine P-Position, wenn sein Element im P-Anteil liegt (umrandet).
quotient-strip-note-more = Ein einzelner Haufen ist eine P-Position, wenn sein Element im P-Anteil liegt (umrandet). { $count ->
    [one] { $count } weiterer Haufen steht
   *[other] { $count } weitere Haufen stehen
} im JSON-Download.
quotient-strip-heading = Stellvertreterfunktion: Haufen n → Element
quotient-strip-label = Haufen n und sein Element
quotient-named-label = Die Produkttafel nach Namen
quotient-named-caption = Zeile · Spalte nach Namen; • markiert ein Produkt im P-Anteil
quotient-mark-label = , im P-Anteil

## Das Genus neben der Pretending-Funktion (die Misère-Tabellen aus Winning Ways).

quotient-genus-heading = Genus: Haufen n → g^γ0γ1…
quotient-genus-label = Haufen n und sein Genus
quotient-genus-title = Haufen { $heap }: Genus { $symbol }; Nimwert { $normal }, Misère-Nimwert { $misere }
quotient-genus-note = Das Genus aus Winning Ways (Conway): g ist der Nimwert des Haufens, γk der Misère-Nimwert des Haufens zusammen mit k Haufen der Größe 2; die letzten beiden Ziffern wiederholen sich immer weiter. { $done }
quotient-genus-complete = Berechnet für die Haufen 0 … { $to }; nimseq genus rechnet weiter.
