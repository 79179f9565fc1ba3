# Die Wörter des Spielbretts (ein Zug, die Spieler, der Stand der Partie), seine Hinweise, und
# die Gewinnzüge einer Summe in Worten.

## Ein Zug auf dem Spielbrett.

board-tree-move = Spiel { $number }: zu { $position } ziehen
board-split-three = Reihe { $number }: { $count ->
    [0] sie in Reihen aus { $a }, { $b } und { $c } teilen
    [one] 1 Kegel umwerfen und den Rest in Reihen aus { $a }, { $b } und { $c } teilen
   *[other] { $take } Kegel umwerfen und den Rest in Reihen aus { $a }, { $b } und { $c } teilen
}
board-take = Haufen { $number }: { $take } { $count ->
    [one] Stein
   *[other] Steine
} nehmen, { $left } übrig
board-cut = Reihe { $number }: zwischen Kegel { $left } und { $next } teilen, es bleiben Reihen aus { $left } und { $right }
board-knock-down = Reihe { $number }: { $count ->
    [one] Kegel { $first }
   *[other] Kegel { $first }–{ $last }
} umwerfen, { $rest ->
    [clear] die Reihe ist leer
    [one] es bleibt eine Reihe aus { $row }
   *[two] es bleiben Reihen aus { $left } und { $right }
}

## Die Spieler und der Stand der Partie.

board-player = { $who ->
    [you] Sie
    [computer] Der Computer
    [one] Spieler 1
   *[two] Spieler 2
}
board-played = { $player }: { $move }
board-your-turn = Sie sind am Zug
board-computer-thinking = Der Computer überlegt…
board-to-move = { $who ->
    [one] Spieler 1 ist am Zug
   *[two] Spieler 2 ist am Zug
}
board-over = { $won }: { $why }.
board-won = { $who ->
    [you] Sie haben gewonnen
    [computer] Der Computer hat gewonnen
    [one] Spieler 1 hat gewonnen
   *[two] Spieler 2 hat gewonnen
}
board-why-misere = { $who ->
    [you] Sie haben den letzten Zug gemacht, und der verliert im Misère-Spiel
    [computer] Der Computer hat den letzten Zug gemacht, und der verliert im Misère-Spiel
    [one] Spieler 1 hat den letzten Zug gemacht, und der verliert im Misère-Spiel
   *[two] Spieler 2 hat den letzten Zug gemacht, und der verliert im Misère-Spiel
}
board-why-stuck = { $who ->
    [you] Sie können nicht ziehen
    [computer] Der Computer kann nicht ziehen
    [one] Spieler 1 kann nicht ziehen
   *[two] Spieler 2 kann nicht ziehen
}
board-why-last = { $who ->
    [you] Sie haben den letzten Zug gemacht
    [computer] Der Computer hat den letzten Zug gemacht
    [one] Spieler 1 hat den letzten Zug gemacht
   *[two] Spieler 2 hat den letzten Zug gemacht
}

## Hinweise.

hint-over = Die Partie ist vorbei: Es ist kein Zug mehr möglich.
hint-winning-move = { $count ->
    [0] Gewinnzug: { $move }; damit endet die Partie.
    [one] Gewinnzug: { $move } (danach dauert die Partie noch 1 Zug).
   *[other] Gewinnzug: { $move } (danach dauert die Partie höchstens noch { $moves } Züge).
}
hint-no-winning-move = Kein Gewinnzug: Jeder Zug hinterlässt eine Position, die der Gegner gewinnt. Die längste Verteidigung ist „{ $move }“ (gegen perfektes Spiel dauert die Partie noch { $moves } { $count ->
    [one] Zug
   *[other] Züge
}).
hint-heap-value = Haufen { $heap } hat den Wert { $value } = { $binary }
hint-heap-separator = {"; "}
hint-p-position = Die Nim-Summe der Werte (XOR) ist { $zero }: eine P-Position. Jeder Zug ändert den Wert genau eines Haufens, hinterlässt also eine Nim-Summe ungleich 0, von der aus der Gegner stets wieder 0 herstellen kann.
hint-n-position = Die Nim-Summe der Werte (XOR) ist { $sum } ≠ 0: eine N-Position, die der Spieler am Zug gewinnt.
hint-changes-value = „{ $move }“ ändert den Wert von Haufen { $heap } von { $before } zu { $after } = { $before } ⊕ { $sum } und hinterlässt die Nim-Summe { $zero }: eine P-Position für den Gegner.
hint-misere-value = Misère-Spiel: Wer den letzten Zug macht, verliert. Der Misère-Wert eines Haufens ist der mex der Misère-Werte seiner Optionen (die kleinste Zahl, die unter ihnen fehlt), nur dass ein Haufen ohne möglichen Zug als 1 zählt: Wer ihn vor sich hat, hat schon gewonnen. Ein Haufen mit Misère-Wert 0 ist für den Spieler am Zug verloren. Der Misère-Wert dieses Haufens ist { $value }; ziehen Sie, wenn möglich, zu einem Haufen mit Misère-Wert 0.
hint-misere-nim = Misère-Nim (Bouton): Spielen Sie wie im normalen Nim, außer wenn Ihr Zug keinen Haufen größer als 1 übrig ließe: Lassen Sie dann eine ungerade Anzahl von Haufen der Größe 1 übrig. Eine Position ist für den Spieler am Zug genau dann verloren, wenn ein Haufen größer als 1 ist und die Position im normalen Nim verloren ist, oder wenn jeder Haufen 0 oder 1 ist und die Anzahl der Haufen mit 1 ungerade ist.
hint-misere-quotient = Im Misère-Spiel entscheiden die Werte der Teile eine Summe nicht wie im Normalspiel. Stattdessen entscheidet der Misère-Quotient: Jeder Haufen steht für ein Element, die Position für das Produkt der Elemente ihrer Haufen, und der Spieler am Zug verliert genau dann, wenn dieses Produkt im P-Anteil liegt. Ziehen Sie zu einer Position, deren Produkt im P-Anteil liegt.
hint-misere-not-found = Im Misère-Spiel entscheiden die Werte der Teile eine Summe nicht wie im Normalspiel. { $why } ({ $positions } { $count ->
    [one] Position ist
   *[other] Positionen sind
} vom Start aus erreichbar.)
hint-misere-search = Im Misère-Spiel entscheiden die Werte der Teile eine Summe nicht wie im Normalspiel. nimseq hat { $count ->
    [one] die einzige vom Start aus erreichbare Position
   *[other] alle { $positions } vom Start aus erreichbaren Positionen
} durchsucht, um herauszufinden, wer gewinnt und wie.

## Die Lesart des Misère-Quotienten.

hint-quotient-not-found = Für diese Haufen wurde innerhalb der Schranke des Spielbretts ({ $bound }) kein Misère-Quotient gefunden: { $summary }; wer gewinnt, wurde durch Durchsuchen der Positionen entschieden.
hint-quotient-empty = 1 (nichts ist übrig)
hint-quotient-p = Diese Position ist { $position }, im P-Anteil: Der Spieler am Zug verliert bei perfektem Spiel.
hint-quotient-n = Diese Position ist { $position }, nicht im P-Anteil: Der Spieler am Zug gewinnt, indem er zu einer Position zieht, deren Produkt im P-Anteil liegt.
hint-quotient-summary = Der Misère-Quotient der Haufen ≤ { $heaps }: { $order } { $count ->
    [one] Element
   *[other] Elemente
}, { $presentation }, P-Anteil {"{"}{ $portion }{"}"}.

## Ein Zug in einem Haufen einer Summe.

move-tree = zu { $position } ziehen
move-take = { $take } { $count ->
    [one] Stein
   *[other] Steine
} nehmen, { $left } übrig
move-row = { $count ->
    [0] die Reihe teilen
   *[other] { $take } Kegel umwerfen
}, { $rest ->
    [clear] die Reihe ist leer
    [one] es bleibt eine Reihe aus { $rows }
   *[more] es bleiben Reihen aus { $rows }
}

## Der Gewinnzug einer Summe.

sum-move = { $part ->
    [row] Reihe { $number }
    [game] Spiel { $number }
   *[heap] Haufen { $number }
}: { $move }  ->  { $result }
sum-no-heaps = keine Haufen
sum-move-leaves = { $line }   (hinterlässt { $product }, P)
