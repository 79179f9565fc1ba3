# Eine Zertifikatsdatei (period::CertificateFile): eine zertifizierte Periode, so ausgeschrieben,
# dass jeder sie ohne nimseq prüfen kann (scripts/verify-certificate.py). Zahlen in Formeln
# kommen als Text.

# Die Behauptung. $preperiod, $period: die kleinste Vorperiode und Periode.
certfile-claim = G(n + { $period }) = G(n) für jedes n >= { $preperiod }; { $period } ist die kleinste solche Periode und { $preperiod } die kleinste Vorperiode dazu.

## Die Ziffern eines Codes, jede ausgeschrieben (CodeDigit::meaning).

certfile-bits = Die Ziffer dk sagt, was ein Zug, der k Spielsteine von einem Haufen nimmt, hinterlassen darf, Bit für Bit: 1 keinen Haufen (nur wenn der Haufen genau k Steine hatte), 2 einen nichtleeren Haufen, 4 zwei nichtleere Haufen, 8 drei nichtleere Haufen. d0 nimmt nichts, darf also einen Haufen nur teilen. Ein Zug, der mehrere Haufen hinterlässt, hat das XOR ihrer Werte.
certfile-remove-nothing = nichts nehmen
# $count: die genommenen Steine, für den Plural; $remove: dasselbe als Text.
certfile-remove = { $remove } { $count ->
    [one] Stein
   *[other] Steine
} nehmen
# $remove: certfile-remove oder certfile-remove-nothing; $leaves: die certfile-leave-…, mit „oder“ verbunden.
certfile-digit = { $remove } und { $leaves } hinterlassen
certfile-digit-no-move = { $remove }: kein Zug
# $remove: die genommenen Steine.
certfile-leave-nothing = keinen Haufen (nur von einem Haufen aus genau { $remove })
certfile-leave-one = einen nichtleeren Haufen
certfile-leave-two = zwei nichtleere Haufen
certfile-leave-three = drei nichtleere Haufen

## Die Sätze, ausgesprochen, und woher sie stammen.

certfile-window = Für ein Subtraktionsspiel mit größtem Element s: Gilt G(n + p) = G(n) für jedes n mit e <= n < e + s, dann gilt G(n + p) = G(n) für jedes n >= e. Induktion über n >= e + s: Jeder Zug von n oder von n + p nimmt ein t aus S mit t <= s, von beiden aus erlaubt, und hinterlässt einen Haufen von mindestens e, kleiner als der Ausgangshaufen; die Optionen von n + p und von n haben also dieselben Werte und denselben mex (einen ganzen Haufen unter min S zu nehmen, wo die Regel es erlaubt, ist von so großen Haufen aus kein Zug).
certfile-window-source = Das Argument des wiederholten Fensters für endliche Subtraktionsspiele (Berlekamp, Conway und Guy, Winning Ways for your Mathematical Plays, Kapitel 4): jeder Wert ist der mex von Werten unter den s Werten vor ihm.
certfile-guy-smith = Der Periodizitätssatz von Guy und Smith. Für einen endlichen Code, dessen Züge höchstens k Steine nehmen (k ist die Stelle der letzten Ziffer ungleich 0) und höchstens b = 2 Haufen hinterlassen: Gilt G(n + p) = G(n) für jedes n mit e <= n < 2 max(e, 1) + p + k, dann gilt G(n + p) = G(n) für jedes n >= e. Teilt kein Zug einen Haufen (b = 1), genügt e <= n < e + p + k. Induktion: Ein Zug von einem Haufen n + p >= 2 max(e, 1) + 2p + k hinterlässt höchstens zwei Haufen, der größere mindestens max(e, 1) + p; um p verkleinert ergibt er einen Zug von n mit demselben Wert, und umgekehrt. Die übliche Fassung lautet 2e + p + k; mit teilenden Zügen braucht ihr Beweis e >= 1 (0.4 hat G(0) = G(1) = G(2) = 0, aber G(3) = 1), daher max(e, 1), wobei der Bereich weiter bei n = e beginnt.
certfile-guy-smith-source = R. K. Guy und C. A. B. Smith, The G-values of various games, Proc. Cambridge Philos. Soc. 52 (1956), 514–526; Berlekamp, Conway und Guy, Winning Ways for your Mathematical Plays, Kapitel 4.
certfile-heaps = Das Argument von Guy und Smith für Züge, die bis zu b Haufen hinterlassen (b >= 3). Für einen endlichen Code, dessen Züge höchstens k Steine nehmen und höchstens b Haufen hinterlassen, die sich nicht unterscheiden müssen: Gilt G(n + p) = G(n) für jedes n mit e <= n < b max(e, 1) + (b - 1) p + k, dann gilt G(n + p) = G(n) für jedes n >= e. Induktion: Ein Zug von einem Haufen n + p jenseits dieses Bereichs hinterlässt höchstens b Haufen, der größte mindestens max(e, 1) + p; um p verkleinert ergibt er einen Zug von n mit demselben Wert, und umgekehrt.
certfile-heaps-source = nimseqs Fassung des Satzes von Guy und Smith mit b Teilen; der Beweis steht in docs/mathematics.md (Take-and-break games) und bei period::certify::take_break_periodicity.

## Warum kein Zertifikat geschrieben wird (CertificateError).

certfile-not-certified = kein Zertifikat geschrieben: bis n = { $checked_to } ist keine Periode zertifiziert (ein Zertifikat braucht eine zertifizierte Periode; eine längere Suche kann eine zertifizieren)
certfile-misere = unter der Regel { $rule } kann kein Zertifikat geschrieben werden: Zertifikate (und scripts/verify-certificate.py) decken nur das Normalspiel ab
# $why: certfile-why-….
certfile-unsupported = für { $game } kann kein Zertifikat geschrieben werden: { $why }
certfile-why-tail = sein Code wiederholt sich ohne Ende, und seine Perioden beweist nimseqs Satz über arithmetische Periodizität, den Zertifikate nicht aussprechen
certfile-why-unequal = seine Teilungen müssen ungleiche Haufen hinterlassen (`!`), und kein Satz hier zertifiziert solche Codes
certfile-why-tree = es ist ein einzelnes, durch seine Optionen gegebenes Spiel ohne Periode
# $last: der letzte benötigte Wert; $given: die Anzahl berechneter Werte.
certfile-too-few = ein Zertifikat braucht die Werte G(0) ... G({ $last }), berechnet wurden nur { $given }
# $reason: die Worte des Systems.
certfile-unwritable = das Zertifikat kann nicht nach { $path } geschrieben werden: { $reason }
