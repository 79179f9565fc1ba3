# Die Wörter des Misère-Quotienten: was eine Berechnung gefunden hat, die zertifizierte Periode
# der Stellvertreterfunktion, und warum kein Quotient eine Misère-Summe entschieden hat.

## Was eine Berechnung des Quotienten gefunden hat.

misere-quotient-so-far = der Quotient der Haufen ≤ { $heaps } hat { $order } { $count ->
    [one] Element
   *[other] Elemente
}
misere-no-finite-quotient = kein endlicher Quotient mit höchstens { $limit } { $limit ->
    [one] Element
   *[other] Elementen
} für die Haufen ≤ { $heap } gefunden: { $before }; mit Haufen { $heap } hat er { $order } { $order ->
    [one] Element
   *[other] Elemente
} ({ $advice })
misere-candidate-bound = kein Quotient für die Haufen ≤ { $heap } innerhalb der Schranke der Suche von { $limit } Elementen je Kandidat gefunden: { $before }; bei Haufen { $heap } brauchte die Suche vor der Reduktion Kandidaten mit mehr als { $limit } Elementen, und keiner der gebauten hat den Test bestanden, daher ist die Größe des Quotienten dort unbekannt ({ $advice })
misere-candidates = kein Quotient für die Haufen ≤ { $heap } gefunden: { $before }; bei Haufen { $heap } hat keiner der Kandidaten, die die Suche ausprobiert (höchstens { $limit }), den Test bestanden, daher ist die Größe des Quotienten dort unbekannt ({ $advice })
misere-stopped = bei Haufen { $heap } angehalten: { $before }
misere-periodic = der Quotient aller Haufengrößen: Die Stellvertreterfunktion hat die Periode { $period }
misere-period-seen = der Quotient der Haufen ≤ { $heaps }; keine Periode zertifiziert: Die Bilder wiederholen sich bisher mit Periode { $period } ab Haufen { $from }, was der Quotient der Haufen ≤ { $needed } zertifizieren würde
misere-no-period = der Quotient der Haufen ≤ { $heaps }; keine Periode der Stellvertreterfunktion zertifiziert

## Was eine von einer Schranke gestoppte Berechnung entscheiden könnte.

misere-advice-elements = eine größere Schranke für die Elemente kann es entscheiden
misere-advice-candidate-size = eine größere Schranke für die Kandidaten kann es entscheiden
misere-advice-candidates = die eigene Grenze der Suche
misere-candidate-size = die Schranke für die Elemente eines Kandidaten ist { $size }: Geben Sie 1 bis { $most } (2^22) an

## Die zertifizierte Periode der Stellvertreterfunktion.

misere-period = { $period } ab Haufen { $from } (zertifiziert durch den Quotienten der Haufen ≤ { $heaps })
misere-none-certified = keine zertifiziert

## Warum kein Quotient eine Misère-Summe entschieden hat.

misere-all-empty = jeder Haufen ist leer
misere-games = die Haufen gehören zu { $games } verschiedenen Spielen, und ein Quotient erfasst nur die Haufen eines Spiels
misere-past = ein Haufen der Größe { $heap } liegt jenseits der Haufen, die der Quotient erfasst (≤ { $covered }), und keine Periode der Stellvertreterfunktion wurde zertifiziert

## Das Misère-Genus der Haufen eines Spiels (`genus`).

genus-complete = das Genus der Haufen 0 … { $to }
genus-exceeded = bei Haufen { $heap } angehalten: seine Positionen überschreiten die Schranke von { $limit } Positionen; das Genus { $done ->
    [one] des Haufens
   *[other] der { $done } Haufen
} davor ist bekannt
genus-stopped = bei Haufen { $heap } angehalten; das Genus { $done ->
    [one] des Haufens
   *[other] der { $done } Haufen
} davor ist bekannt
