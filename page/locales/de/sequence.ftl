# Die Sequenzansicht (ein Spiel): Fakten, Übersicht, Wertetabelle, P/N-Tabelle, die Erklärung
# „Warum G(n)“ mit ihren Schritten, die weitere Suche, die Statuszeilen und die Wörter ihres
# Markups und ihrer Skripte.
# $what: row (Reihen aus Kegeln) oder heap (Haufen aus Steinen).

## Das Formular des Spiels.

seq-setup-change = Spiel ändern
seq-setup-summary = Spiel ändern (jetzt { $game })
seq-setup-summary-rule = Spiel ändern (jetzt { $game }, { $rule })
seq-form-game = Spiel
seq-form-kind = Art
seq-form-set = Menge S oder Code
seq-form-rule = Regel
seq-form-limit = Suchen bis n =
seq-form-limit-help = auto: bis eine Periode zertifiziert ist (höchstens einige Sekunden)
seq-form-show = Zeigen
seq-classroom = Unterricht: als Übung stellen
seq-classroom-legend = Unterricht
seq-classroom-exercise = Übung
seq-classroom-from = Werte verbergen ab n =
seq-examples = Beispiele:
seq-example-take-all = {"{"}3, 5, 6{"}"} Alles-Nehmen
seq-example-kayles = Kayles 0.77
seq-example-dawson = Dawsons Kayles 0.07
seq-example-grundy = Grundys Spiel
seq-example-lasker = Laskers Nim 4.[3]
seq-limit-refused = eine Suchgrenze ist eine ganze Zahl von 1 bis { $most } (das Speicherbudget der Seite)

## Die Fakten.

seq-fact-preperiod = Vorperiode
seq-fact-period = Periode
seq-fact-certificate = Zertifikat
seq-fact-arithmetic = Arithmetische Periode
seq-fact-outcomes = Ausgänge (P/N)
seq-fact-largest = Größter Wert
seq-fact-misere-sums = Misère-Summen
seq-fact-quotient-link = der Misère-Quotient seiner Haufen
seq-fact-quotient-decides = entscheidet sie
seq-searching = Suche läuft…
seq-searching-so-far = Suche läuft… (bisher { $count ->
    [one] { $count } Wert
   *[other] { $count } Werte
})
seq-largest-so-far = bisher { $value }
seq-none-grow = keine: die Werte wachsen unbeschränkt
seq-none-found = keine gefunden bis { $n }
seq-no-period-found = keine Periode gefunden bis { $n }
seq-outcome-period = Vorperiode { $preperiod }, Periode { $period }: { $certificate }
seq-largest-first = { $value }, zuerst bei n = { $n }
seq-largest-grows = keiner ({ $value } unter den berechneten Werten)
seq-largest-computed = { $value } (unter den berechneten Werten)
seq-largest-computed-first = { $value } (unter den berechneten Werten, zuerst bei n = { $n })
seq-folded = { $head } … { $tail } ({ $count } Zeichen; alles zeigen)
seq-folded-shape = { $head } … { $tail } ({ $count } Zeichen: { $shape }; alles zeigen)
seq-b-shape = ein Präfix von { $prefix } und eine Periode von { $period } Zeichen
seq-b-not-certified = die Periode der Ausgänge ist nicht zertifiziert
seq-e-digits = { $numerator } und { $denominator } Ziffern
seq-e-too-long = nicht berechnet: die Periode ist zu lang
seq-no-closed-form = Für dieses Spiel gilt keine geschlossene Formel aus der Literatur.
seq-no-period-download = Es ist keine Periode zertifiziert, also gibt es keine Periode zum Herunterladen.
seq-candidate-search = eine Suche bis n = { $n }
seq-verdict-agrees = stimmt
seq-verdict-disagrees = WIDERSPRUCH
seq-verdict-undecided = offen
seq-theory-title = Theorie und Berechnung

## Der Streifen der ersten Werte.

seq-strip-canvas-label = Die ersten Werte als farbiger Streifen
seq-strip-label = { $caption }, jeder Wert in seiner Farbe: { $values }
seq-strip-hidden = Von der Übung verborgen

## Herunterladen und Kopieren.

seq-copy = kopieren
seq-copied = kopiert
seq-copy-failed = Kopieren fehlgeschlagen
seq-download-stretch = G(a) … G(b) herunterladen:
seq-download-period = eine Periode (CSV)
seq-download-pictures = Bilder:
seq-download-overview-png = Übersicht PNG
seq-download-overview-svg = Übersicht SVG
seq-download-strip-png = Streifen PNG
seq-download-strip-svg = Streifen SVG
seq-download-size-label = Größe der Übersicht als PNG und SVG

## Weitersuchen nach einer Suche, die ohne Periode endete.

further-note = Keine Periode gefunden bis n = { $n } ({ $why }). Die berechneten Werte bleiben erhalten; eine weitere Suche setzt bei ihnen an.
further-why-budget = die Suche endete nach { $seconds } { $count ->
    [one] Sekunde
   *[other] Sekunden
}
further-why-cancelled = die Suche wurde abgebrochen
further-why-method = das Maximum, das das Verfahren dieses Spiels berechnet
further-why-page = die größte Suche der Seite
further-why-limit = die Suchgrenze
further-offer = { $label }: bis n = { $limit } (etwa { $memory } Speicher)
further-certify = Weitersuchen zum Zertifizieren
further-four = 4-mal so weit suchen
further-power = Bis 2^{ $exponent } suchen
further-mib = { $mib } MiB

## Die Übersicht.

overview-heading = Übersicht über G(0) … G({ $last })
overview-heading-blank = Übersicht über G(0) … G(N)
overview-goto = Gehe zu n =
overview-go = Los
overview-start = Anfang
overview-first-period = Erste Periode
overview-last = Letzter Wert
overview-zoom-in = Vergrößern
overview-zoom-out = Verkleinern
overview-whole = Ganzer Bereich
overview-canvas-label = G(n) über n für jedes berechnete n. Pfeiltasten verschieben, + und − zoomen, Pos1 und Ende springen an die Enden, 0 zeigt den ganzen Bereich
overview-hint = Zeigen Sie auf die Übersicht (oder tippen Sie darauf), um G(n) abzulesen; zoomen Sie mit Mausrad oder zwei Fingern, verschieben Sie durch Ziehen.
overview-legend-label = Legende der Übersicht
overview-legend-values = G(n): Jede Spalte fasst einen Abschnitt von n zusammen, dunkler, wo mehr seiner Werte liegen (ein blasses Band vom kleinsten zum größten, wenn sie viele enthält)
overview-legend-p = P-Positionen (G(n) = 0)
overview-legend-periodic = der periodische Teil, n ≥ Vorperiode
overview-legend-mark = Ende der Vorperiode und Beginn jeder Periode (wenn weit genug auseinander)

## Eine Position: die Anzeige unter der Übersicht, eine Position jenseits der berechneten Werte.

position-readout-p = G({ $n }) = 0: eine P-Position (der Spieler am Zug verliert)
position-readout-n = G({ $n }) = { $value }: eine N-Position (der Spieler am Zug gewinnt)
position-readout-not-computed = G({ $n }) ist noch nicht berechnet.
position-not-computed = G({ $n }) ist noch nicht berechnet: Die Werte enden bei n = { $last }.
position-period-earlier = Die Periode ist zertifiziert, also ist G(n) der Wert eine Periode früher:
position-compute = Bis n = { $limit } berechnen

## Die Statuszeile.

status-computing = { $game } wird berechnet…
status-computing-so-far = { $game } wird berechnet: bisher { $count ->
    [one] { $count } Wert
   *[other] { $count } Werte
}…
status-computing-left = { $game } wird berechnet: bisher { $count ->
    [one] { $count } Wert
   *[other] { $count } Werte
}, noch etwa { $left }…
status-left-seconds = { $s } s
status-left-minutes = { $m } min
status-left-hours = { $h } h { $m } min
status-stopped = Angehalten bei n = { $n }; die berechneten Werte bleiben erhalten.

## Die Wertetabelle.

table-earlier = ◀ Frühere Zeilen
table-later = Spätere Zeilen ▶
table-subtract-saltus = Saltus abziehen
table-scroll-label = Werte G(n), scrollbar
table-tap-hint = Tippen oder klicken Sie auf einen Wert (oder gehen Sie mit den Pfeiltasten hin und drücken Sie die Eingabetaste), um zu sehen, warum er so ist.
table-no-values = Noch keine Werte
table-caption = G(n) für n = { $from } … { $to } von { $computed } berechneten
table-rows-label = Zeilen zu { $width }, { $rows } auf einmal
table-cell-p = G({ $n }) = { $value } (P-Position)
table-cell-shown = { $title }; angezeigt G({ $n }) − { $saltus }·{ $k } = { $shown }
table-note-period = Jede Zeile ist eine Periode ({ $period ->
    [one] { $period } Wert
   *[other] { $period } Werte
}), also wiederholen sich die Spalten ab der Vorperiode.
table-note-period-rows = Die Periode ({ $period }) umfasst { $rows } Zeilen zu { $width }.
table-note-period-long = Die Periode ({ $period }) ist zu lang für eine Zeile; Zeilen zu { $width }.
table-note-rows = Zeilen zu { $width }.
table-note-arithmetic-subtracted = { $certified ->
    [yes] Jede Zeile ist eine arithmetische Periode (Länge { $width }, zertifiziert): Jeder Wert mit n >= { $from } wird als G(n) − { $saltus }·k gezeigt, k = ⌊(n − { $start }) / { $width }⌋, damit sich die Spalten wiederholen; für G(n) selbst entfernen Sie das Häkchen bei „Saltus abziehen“.
   *[no] Es ist keine Periode zertifiziert. Jede Zeile ist eine arithmetische Periode (Länge { $width }, nur so weit beobachtet wie berechnet): Jeder Wert mit n >= { $from } wird als G(n) − { $saltus }·k gezeigt, k = ⌊(n − { $start }) / { $width }⌋, damit sich die Spalten wiederholen; für G(n) selbst entfernen Sie das Häkchen bei „Saltus abziehen“.
}
table-note-arithmetic = { $certified ->
    [yes] Jede Zeile ist eine arithmetische Periode (Länge { $width }, zertifiziert).
   *[no] Es ist keine Periode zertifiziert. Jede Zeile ist eine arithmetische Periode (Länge { $width }, nur so weit beobachtet wie berechnet).
}
table-note-none = Es ist keine Periode zertifiziert; Zeilen zu { $width }.
table-note-shaded = Schattiert: die Vorperiode, n < { $preperiod }.
table-note-outlined = Fett umrandet: P-Positionen (Wert 0), in denen der Spieler am Zug verliert.

## Die P/N-Tabelle.

pn-title = P-Positionen und N-Positionen
pn-caption = { $what ->
    [row] Wer gewinnt bei einer Reihe der Länge n: P oder N
   *[heap] Wer gewinnt bei einem Haufen der Größe n: P oder N
}
pn-cell-p = { $what ->
    [row] Reihe der Länge
   *[heap] Haufen der Größe
} { $n }: P, der Spieler am Zug verliert
pn-cell-n = { $what ->
    [row] Reihe der Länge
   *[heap] Haufen der Größe
} { $n }: N, der Spieler am Zug gewinnt
pn-cell-hidden = { $what ->
    [row] Reihe der Länge
   *[heap] Haufen der Größe
} { $n }: verborgen, finden Sie es heraus
pn-cell-unknown = { $what ->
    [row] Reihe der Länge
   *[heap] Haufen der Größe
} { $n }: noch nicht berechnet
pn-note = { $what ->
    [row] P: Der Spieler am Zug verliert, was er auch tut (jeder Zug führt zu einer N-Position; eine Reihe ganz ohne Zug ist eine). N: Der Spieler am Zug gewinnt (ein Zug führt zu einer P-Position). Die P-Positionen sind genau die Reihen mit dem Wert 0.
   *[heap] P: Der Spieler am Zug verliert, was er auch tut (jeder Zug führt zu einer N-Position; ein Haufen ganz ohne Zug ist eine). N: Der Spieler am Zug gewinnt (ein Zug führt zu einer P-Position). Die P-Positionen sind genau die Haufen mit dem Wert 0.
}

## Die Erklärung: wie G(n) entsteht.

why-heading = Warum G({ $n }) = { $value }
why-ask-heading = Was ist G({ $n })?
why-title = Warum G({ $n })
why-button = Warum G({ $n })?
why-readout-button = Warum?
why-previous = ◀ Zurück
why-next = Weiter ▶
why-close = Schließen
why-option-values = Die Werte der Optionen:
why-chips-label = Die Werte 0, 1, 2, …: in der Menge oder fehlend
why-subject-tree = Die Position { $position }
why-subject-heap = Ein Haufen aus { $n } { $count ->
    [one] Stein
   *[other] Steinen
}
why-subject-row = Eine Reihe aus { $n } { $count ->
    [one] Kegel
   *[other] Kegeln
}
why-intro-none = { $subject } hat keine Option: Der Spieler am Zug kann nicht ziehen.
why-intro = { $subject } hat { $options } { $count ->
    [one] Option
   *[other] Optionen
}:
why-more = … und { $more } { $count ->
    [one] weitere Option
   *[other] weitere Optionen
}, deren Werte alle in der Menge unten stehen.
why-option-tree = Zug nach { $position }: Wert { $value }
why-option-subtraction = { $how }, es bleiben { $n } − { $take } = { $left }: G({ $left }) = { $value }
why-option-nothing = { $how }, es bleibt nichts: G(0) = { $value }
why-option-one = { $how }, es bleibt { $heap }: G({ $heap }) = { $value }
why-option-heaps = { $how }, es bleiben { $heaps }: { $sum } = { $value }
why-how-take-amount = { $k } nehmen
why-how-take-all-below = { $count ->
    [one] den einzigen Stein nehmen
   *[other] alle { $k } Steine nehmen
} (weniger als min S = { $min } übrig)
why-how-cut = die Reihe teilen
why-how-split = den Haufen teilen
why-how-take = { $all ->
    [yes] { $count ->
        [one] den einzigen Stein nehmen
       *[other] alle { $k } Steine nehmen
    }
   *[no] { $count ->
        [one] { $k } Stein nehmen
       *[other] { $k } Steine nehmen
    }
}
why-how-knock = { $all ->
    [yes] { $count ->
        [one] den einzigen Kegel umwerfen
       *[other] alle { $k } Kegel umwerfen
    }
   *[no] { $k } Kegel umwerfen
}
why-how-at-end = an einem Ende { $how }
why-mex-misere = keine Option: Der Misère-Wert ist { $value }
why-note-empty = Die Menge ist leer, also ist ihr kleinster fehlender Wert 0.
why-note-misere = Ein Haufen ohne Zug hat den Misère-Wert 1.
why-note-zero = 0 ist nicht in der Menge, also ist der mex 0.
why-note-mex = { $values } { $count ->
    [one] ist
   *[other] sind
} in der Menge; { $value } ist der kleinste fehlende Wert, also ist der mex { $value }.
why-class-p-no-move = G({ $n }) = 0: eine P-Position. Es gibt überhaupt keinen Zug, also verliert der Spieler am Zug sofort.
why-class-p = G({ $n }) = 0: eine P-Position. Keine Option hat den Wert 0, also hinterlässt jeder Zug dem Gegner eine N-Position: Der Spieler am Zug verliert.
why-class-n-no-move = G({ $n }) = { $value } ≠ 0: eine N-Position. Im Misère-Spiel gewinnt ein Spieler, der nicht ziehen kann.
why-class-n = G({ $n }) = { $value } ≠ 0: eine N-Position. Eine Option hat den Wert 0 (der mex ist größer als 0), und wer dorthin zieht, gewinnt.
why-line-misere = G({ $n }) = { $value } (kein Zug: Misère-Spiel)
why-line-tree = G({ $n }) = mex der Werte seiner Optionen = mex{ $set } = { $value }
why-line-many = G({ $n }) = mex der Werte seiner { $options } Optionen = mex{ $set } = { $value }
why-rule-misere = Misère-Spiel: Wer den letzten Zug macht, verliert. Ein Haufen ohne Zug ist daher für den Spieler am Zug gewonnen (der Gegner hat gerade den letzten Zug gemacht), also ist sein Misère-Wert 1, nicht 0; der Wert jedes anderen Haufens ist wie im Normalspiel der mex seiner Optionen, und der Wert 0 bedeutet weiterhin, dass der Spieler am Zug verliert.
why-rule-misere-no-move = Ein Haufen der Größe { $n } hat keinen Zug, also ist G({ $n }) = 1 (im Normalspiel wäre es 0).
why-rule-misere-last = Ein Zug, der nichts übrig lässt, hinterlässt dem Gegner einen Haufen der Größe 0 mit dem Misère-Wert G(0) = 1: Wer den letzten Stein nimmt, verliert.
why-rule-take-all = Alles-Nehmen: Sind weniger als min S = { $min } Steine übrig, darf ein Zug sie alle nehmen.
why-chip-in = { $value }: Eine Option hat diesen Wert
why-chip-mex = { $value }: der kleinste fehlende Wert, der mex
why-chip-out = { $value }: Keine Option hat diesen Wert

## Schritt für Schritt.

steps-above = … G(0) bis G({ $last }) weiter oben
steps-next = Nächster Schritt: G({ $n })
steps-start = Schrittweise ab G(0)
steps-stop = Schritte beenden

# The mex among the chips 0, 1, 2, …: the least value missing.
why-chip-missing = fehlt
