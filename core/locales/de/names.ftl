# Die Namen eines Spiels, die Regeln eines durch seine Optionen gegebenen Spiels, und warum der
# Code oder die Optionen eines Spiels nicht lesbar sind.

## Gebräuchliche Namen (die Quellen bleiben als Zitate unverändert).

name-kayles = Kayles
name-dawsons-kayles = Dawsons Kayles
name-dawsons-chess = Dawsons Schach
name-officers = Officers
name-pick-up-bricks = Pick-Up-Bricks
name-grundys-game = Grundys Spiel
name-nim = Nim
name-laskers-nim = Laskers Nim

## Namen in Worten (plain.rs liest sie zurück: eine Änderung hier braucht dieselbe dort).

name-named = { $misere ->
    [yes] Misère-{ $name }
   *[no] { $name }
}
name-subtraction = { $misere ->
    [yes] das Misère-Subtraktionsspiel {"{"}{ $set }{"}"}
   *[no] das Subtraktionsspiel {"{"}{ $set }{"}"}
}
name-octal = { $misere ->
    [yes] das Misère-Oktalspiel { $code }
   *[no] das Oktalspiel { $code }
}
name-take-break = { $misere ->
    [yes] das Misère-Take-and-Break-Spiel { $code }
   *[no] das Take-and-Break-Spiel { $code }
}
name-take-all = { $name } (ein Haufen, der für jeden Zug zu klein ist, darf ganz genommen werden)
name-heap = { $what ->
    [row] { $name }, eine Reihe aus { $size }
   *[heap] { $name }, ein Haufen aus { $size }
}

## Ein durch seine Optionen gegebenes Spiel: seine Regeln.

tree-rules-game = Ein Spiel, gegeben durch seine Optionen: { $game } ({ $positions } { $count ->
    [one] Position
   *[other] Positionen
} insgesamt, das Spiel selbst eingeschlossen).
tree-rules-zero = 0 hat keine Option: Wer am Zug ist, kann nicht ziehen.
tree-rules-nimber = *{ $k } ist ein Nim-Haufen der Größe { $k }: Ein Zug führt zu einem beliebigen kleineren Nimber, *0 = 0 bis *{ $below }.
tree-rules-options = Ein Zug ersetzt das Spiel durch eine seiner Optionen.
tree-rules-normal = Wer nicht ziehen kann, verliert (Normalspiel).

## Warum ein durch seine Optionen gegebenes Spiel nicht lesbar ist.

tree-at = { $why }, bei „{ $near }“
tree-follows = nach dem Spiel folgt noch etwas
tree-missing = ein Spiel fehlt (schreiben Sie 0, *n oder Optionen in Klammern)
tree-star = schreiben Sie einen Nimber mit Stern, wie in *3
tree-comma-or-brace = hier wird ein Komma oder eine schließende Klammer erwartet
tree-no-closing-brace = eine schließende Klammer fehlt
tree-number = eine Zahl ist hier kein unparteiisches Spiel: Schreiben Sie den Nimber mit Stern (*1, *2) oder 0
tree-expected = hier wird 0, *n oder eine Liste von Optionen in Klammern erwartet

## Warum ein Take-and-Break- oder Oktalcode nicht lesbar ist.

code-digit-range = eine Ziffer ist { $digit }: Ziffern reichen von 0 bis F (15)
code-d0 = d0 = { $d0 } verlangt, nichts zu entfernen und { $pass ->
    [yes] den Haufen unverändert zu lassen (ein Passen)
   *[no] nichts übrig zu lassen
}; d0 darf einen Haufen nur teilen (4: in zwei, 8: in drei, C: beides)
code-unequal-no-split = `!` folgt auf d{ $k }, das nie einen Haufen teilt: `!` verlangt, dass die Haufen einer Teilung verschieden groß sind
code-no-move = keine Ziffer erlaubt einen Zug: Mindestens eine muss von 0 verschieden sein
code-needs-point = ein Code braucht einen `.` nach d0, wie in `0.77` oder `4.[3]`
code-bang = `!` muss auf eine Ziffer folgen, und zwar nur einmal
code-one-d0 = vor dem `.` steht nur eine Ziffer, d0
code-close-without-open = `]` ohne `[`
code-one-tail = nur ein sich wiederholender Teil, in einem Klammerpaar
code-empty-tail = der sich wiederholende Teil `[]` ist leer: Schreiben Sie die Ziffern hinein, die sich wiederholen, wie in `0.[3]`
code-tail-end = der sich wiederholende Teil muss den Code mit `]` beenden, wie in `0.[3]`
code-octal-d0 = d0 = { $d0 } gibt an, was ein Zug übrig lassen darf, der nichts entfernt, und { $why ->
    [pass] nichts zu nehmen und den Haufen unverändert zu lassen ist kein Zug
    [nothing] wer nichts nimmt, lässt nur dann nichts übrig, wenn nichts da war, und dort gibt es keinen Zug
   *[digit] eine Oktalziffer reicht von 0 bis 7
}; ein Oktalcode beginnt mit 0. oder mit 4. (ein Haufen darf, ohne dass etwas entfernt wird, in zwei nichtleere Haufen geteilt werden), wie in 0.77 oder 4.7
