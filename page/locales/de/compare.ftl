# Die Vergleichsansicht: zwei oder mehr Spiele, jedes eine Summe von Teilen, und ob jedes zum
# ersten äquivalent ist. G ≈ H genau dann, wenn G + H eine P-Position ist.

compare-part-value = { $part }: { $value }
compare-nim-heap = Nim, ein Haufen von { $size }
compare-nim-sum-row = { $g } + { $h } (Nim-Summe)
compare-which-is-zero = { $zero }, also 0
compare-explanation = { $equivalent ->
    [yes] { $g } + { $h } hat die Nim-Summe { $g_binary } ⊕ { $h_binary } = { $sum }: eine P-Position (der zweite Spieler gewinnt), also { $g } ≈ { $h }. Welches Spiel X man auch addiert, { $g } + X und { $h } + X haben denselben Ausgang.
   *[no] { $g } + { $h } hat die Nim-Summe { $g_binary } ⊕ { $h_binary } = { $sum }: eine N-Position (der Spieler am Zug gewinnt), also { $g } ≉ { $h }. Wären sie äquivalent, hätte { $g } + { $h } den Ausgang von { $g } + { $g }, einer P-Position.
}
compare-table-same = { $g } + X und { $h } + X haben für jedes X der Tabelle denselben Ausgang, wie für jedes Spiel X.
compare-table-apart = X = { $x } unterscheidet sie: { $g } + { $x } ist eine P-Position (Nim-Summe 0), { $h } + { $x } eine N-Position.
compare-question = Ist { $g } ≈ { $h }?
compare-right = Richtig: { $g } { $sign } { $h }.
compare-wrong = Nicht ganz: { $g } { $sign } { $h }. Jeder Wert und ihre Nim-Summe sind unten ausgerechnet.
compare-yes = Äquivalent: { $g } ≈ { $h }
compare-no = Nicht äquivalent: { $g } ≉ { $h }
compare-table-caption = Ein Nimber X zu beiden addiert: { $g } + X und { $h } + X

## Was ein Student erfährt, wenn die eingegebenen Spiele nicht lesbar sind.

compare-how-to-write = Schreiben Sie die Spiele durch „;“ getrennt, jedes eine Summe von Teilen, verbunden durch „+“, wie in „Kayles 5 + *3; *4“, „K4 + K1 + K4 + K1; 0“ oder „{"{"}0, *1{"}"}; *2“. Ein Teil ist ein Spiel mit seiner Größe („Kayles 5“, „K5“, „Nim 3“, „Dawson's Kayles 7“, „Grundy's game 9“, „Officers 6“), ein Nimber („*3“ oder einfach „3“) oder ein Spiel durch seine Optionen („{"{"}0, *1{"}"}“).
compare-not-understood-text = Nicht verstanden: „{ $text }“. { $how }
compare-not-understood = Nicht verstanden: { $error }.
compare-not-understood-how = Nicht verstanden: { $error }. { $how }
compare-error-then-how = { $error }. { $how }
compare-cannot-compare = Diese Spiele lassen sich nicht vergleichen: { $error }.

## Das Markup der Ansicht und ihre Tabellen.

compare-legend = Zu vergleichende Spiele
compare-games-label = Spiele, getrennt durch ; (jedes eine Summe, wie Kayles 5 + *1)
compare-exercise-label = Übung
compare-go = Vergleichen
compare-examples = Aus der Vorlesung:
compare-example-2-1 = Ist *2 ≈ *1?
compare-example-5-3 = Ist *5 ≈ *3?
compare-example-sum = Ist *2 + *1 ≈ *3?
compare-rule = G ≈ H, wenn G + X und H + X für jedes Spiel X denselben Ausgang haben; das ist genau dann der Fall, wenn G + H eine P-Position ist (der zweite Spieler gewinnt), und im Normalspiel, wenn die Nim-Summe ihrer Werte 0 ist.
compare-values-caption = Die Spiele und ihre Werte
compare-head-game = Spiel
compare-head-parts = Teile: Wert
compare-head-value = Wert
compare-head-binary = binär
