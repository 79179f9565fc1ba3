# Die Fehler des Kerns (GameError) und die Grenzen, die sie nennen (Limit).

## Grenzen: was eine Zahl ist, wie ein Fehler sie nennt.

limit-set-element = das größte Element der Subtraktionsmenge
limit-set-size = die Anzahl der Elemente der Subtraktionsmenge
limit-octal-code-length = die Anzahl der Ziffern des Oktalcodes
limit-take-break-code-length = die Anzahl der Ziffern des Take-and-Break-Codes
limit-slow-terms = die Anzahl der Werte eines Spiels, das Haufen in drei teilt oder dessen Code sich endlos wiederholt und teilt (der Aufwand wächst wie n³)
limit-atlas-digits = die Anzahl der Ziffern der Codes des Atlas
limit-terms = die Anzahl der verlangten Werte
limit-search-limit = die Suchgrenze n (Werte G(0) … G(n))
limit-saltus = der Saltus s
limit-slow-search-limit = die Suchgrenze n eines Spiels, das Haufen in drei teilt oder dessen Code sich endlos wiederholt und teilt (der Aufwand wächst wie n³)
limit-grid-max = der größte Parameter des Rasters
limit-cap = die Anzahl der Werte je Rasterzelle
limit-heap-size = die Haufengröße
limit-heaps = die Anzahl der Haufen
limit-input-length = die Länge der Eingabe
limit-board-heaps = die Anzahl der Haufen auf dem Spielbrett (eine Reihe zählt so viele Reihen, wie sie sich teilen kann)
limit-board-heap-size = die Größe eines Haufens auf dem Spielbrett
limit-board-positions = die Anzahl der von diesem Spielbrett erreichbaren Positionen
limit-board-moves = die Anzahl der Züge zwischen den Positionen dieses Spielbretts
limit-sum-positions = die Anzahl der durchsuchten Positionen einer Misère-Summe, die kein Quotient entscheidet
limit-nimber-size = eine Zahl im Nim-Rechner
limit-nimber-count = die Anzahl der Zahlen im Nim-Rechner
limit-computed = die verlangte letzte Position (jenseits der bisher berechneten Werte)
limit-quotient-heaps = der größte Haufen des Misère-Quotienten
limit-quotient-elements = die Schranke für die Elemente des Misère-Quotienten
limit-download = die Anzahl der Werte eines Downloads (`nimseq sequence --from A --to B` liefert jeden Abschnitt)
limit-tree-positions = die Anzahl der Positionen eines durch seine Optionen gegebenen Spiels (das Spiel und jede Position darunter)
limit-tree-nimber = ein Nimber *n in einem durch seine Optionen gegebenen Spiel
limit-tree-depth = die Schachtelungstiefe der Klammern in einem durch seine Optionen gegebenen Spiel
limit-tree-moves = die Anzahl der Züge eines durch seine Optionen gegebenen Spiels
limit-tree-position = die verlangte Position in einem durch seine Optionen gegebenen Spiel (seine Positionen sind von 0 bis zum Spiel selbst nummeriert)
limit-compare-games = die Anzahl der verglichenen Spiele
limit-compare-heap = die Größe eines verglichenen Haufens
limit-heap-options = die Anzahl der Züge von einem Haufen, dessen Optionen aufgelistet werden (etwa seine Größe mal die Länge des Codes)
limit-genus-heaps = der größte Haufen, dessen Misère-Genus berechnet wird
limit-genus-positions = die Anzahl der Positionen, die eine Berechnung des Misère-Genus tabelliert

## Eine Grenze, wie ein Fehler sie schreibt.

limit-power-of-two = { $limit } (2^{ $power })
limit-below-power-of-two = { $limit } (2^{ $power } − 1)

## Fehler.

error-empty-spec = kein Spiel angegeben: schreiben Sie `sub:` und eine Menge, wie in `sub:2,4,7`, `octal:` und einen Code, wie in `octal:0.77`, `tb:` und einen Take-and-Break-Code, wie in `tb:4.[3]`, oder `grundy`
error-unknown-kind = unbekanntes Spiel `{ $game }`: schreiben Sie `sub:` und eine Menge, wie in `sub:2,4,7`, `octal:` und einen Code, wie in `octal:0.77`, `tb:` und einen Take-and-Break-Code, wie in `tb:4.[3]`, `grundy` oder den Namen eines Spiels, wie in `kayles`
error-empty-set = die Subtraktionsmenge ist leer: geben Sie mindestens eine positive ganze Zahl an, wie in `sub:1,2`
error-bad-element = `{ $element }` ist keine positive ganze Zahl: eine Subtraktionsmenge besteht aus positiven ganzen Zahlen, wie in `sub:2,4,7`
error-zero-element = 0 kann nicht in einer Subtraktionsmenge stehen: jeder Zug nimmt mindestens einen Stein
error-empty-range = der Bereich `{ $range }` ist leer: schreiben Sie das kleinere Ende zuerst, wie in `3-6`
error-backwards-stretch = der Abschnitt von n = { $from } bis n = { $to } ist leer: geben Sie das kleinere Ende zuerst an
error-octal-prefix = der Oktalcode `{ $code }` muss mit `0.`, `.` oder `4.` beginnen, wie in `0.77`, `.07` oder `4.7`
error-bad-octal-digit = `{ $digit }` ist keine Oktalziffer (0 bis 7) im Code `{ $code }`
error-bad-take-break-code = der Take-and-Break-Code `{ $code }` ist nicht lesbar: { $why }
error-bad-take-break-digit = `{ $digit }` ist keine Hexadezimalziffer (0 bis 9, A bis F) im Code `{ $code }`
error-octal-no-moves = der Oktalcode `{ $code }` erlaubt überhaupt keinen Zug: mindestens eine Ziffer muss 1 bis 7 sein
error-unknown-rule = unbekannte Regel `{ $rule }`: verwenden Sie normal, misere, take-all oder misere-take-all
error-rule-not-for-octal = die Regel { $rule } gilt für Subtraktionsspiele; Oktal- und Take-and-Break-Spiele werden hier nach der normalen Regel gespielt
error-conflicting-rules = das Spiel sagt { $in_game }, aber --rule sagt { $flag }: geben Sie die Regel nur einmal an
error-bad-number = `{ $text }` ist keine ganze Zahl
error-number-too-large = `{ $text }` ist zu groß: { $what } darf höchstens { $limit } sein
error-empty-element = die Subtraktionsmenge hat ein leeres Element (zwei Kommas hintereinander?)
error-limit-exceeded = { $what } ist { $value }, über der Grenze von { $limit }
error-value-overflow = bei n = { $n } trat ein Nim-Wert über 65535 auf; nimseq speichert Werte in 16 Bit
error-bad-heap = „{ $heap }“ ist kein Spiel, das diese Seite lesen kann: schreiben Sie ein Spiel und seine Größe, wie in „Kayles 5“, „K5“, „Nim 3“ oder „Grundy's game 7“; einen Nimber, wie in „*3“ oder „3“; oder ein Spiel durch seine Optionen, wie in „{"{"}0, *1{"}"}“
error-heap-without-size = „{ $heap }“ braucht eine Größe: schreiben Sie sie hinter das Spiel, wie in „Kayles 5“, „K5“ oder „Nim 3“
error-empty-sum = die Summe hat keine Haufen: geben Sie mindestens einen an, wie in „Kayles 5“ oder „*3“
error-misere-sum = Summen von Misère-Spielen werden nicht durch das XOR ihrer Werte entschieden; der Misère-Quotient entscheidet sie (die Ansicht Misère; nimseq sum --rule misere)
error-heap-beyond-sequence = der Wert eines Haufens von { $size } in { $game } braucht die Folge bis { $size }, und unter der Grenze von { $limit } Werten wurde keine Periode zertifiziert
error-cancelled = abgebrochen
error-bad-checkpoint = vom Checkpoint kann nicht fortgesetzt werden: { $why }
error-foreign-atlas-row = der Atlas hat keinen Code { $code } an Stelle { $index }
error-bad-shard = der Teil `{ $shard }` ist nicht lesbar: schreiben Sie K/N mit 1 <= K <= N, wie in `3/8`
error-shard-needs-csv = --shard schreibt CSV (dessen Teile sich zur ganzen Tabelle zusammenfügen); lassen Sie --format json weg
error-bad-family = die Familie `{ $family }` ist nicht lesbar: schreiben Sie all, additive ({"{"}a, b, a+b{"}"}) oder smallest=A ({"{"}A, b, c{"}"}), mit --dims 3
error-family-needs-csv = --family schreibt CSV (a,b,c,preperiod,period je Menge der Familie); lassen Sie --format json weg
error-bad-heaps = die Haufen `{ $heaps }` sind nicht lesbar: schreiben Sie Größen, wie in `7,5,3`, oder durch `;` getrennte Einträge SPIEL@GRÖSSE, wie in `sub:1,2@7;octal:0.77@10`
error-mixed-conventions = ein Spielbrett oder eine Summe wird nach einer Konvention gespielt: ihre Haufen können Misère- und Normalspiel nicht mischen
error-bad-move = ein Zug in einer nicht lesbaren Form: `{ $move }` (schreiben Sie HAUFEN:NEHMEN, wie in `0:3`, oder HAUFEN:NEHMEN@LINKS für Reihen, wie in `0:2@3`)
error-illegal-move = der Zug `{ $move }` ist in dieser Position nicht erlaubt
error-no-history = { $what ->
    [undo] es gibt keinen Zug zum Rückgängigmachen
   *[redo] es gibt keinen Zug zum Wiederholen
}
error-nothing-requested = { $what } ist 0: verlangen Sie mindestens 1
error-bad-resume = von { $file } kann nicht fortgesetzt werden: { $why }
error-bad-merge = { $file } kann nicht zusammengeführt werden: { $why }
error-sums-need-triples = der Summentest handelt von Mengen {"{"}a, b, c{"}"}: verwenden Sie --dims 3
error-resume-needs-csv = --resume und --output schreiben CSV-Tabellen (und die Datei daneben, die sagt, was sie sind); lassen Sie --format json weg
error-zero-period = eine Periode ist mindestens 1
error-negative-saltus = der Saltus { $saltus } ist negativ: Werte fallen nie unter 0, also braucht G(n + p) = G(n) + s ein s >= 0
error-claim-too-long = das Zertifikat dieser Behauptung vergleicht Werte bis n = { $needs }, mehr als nimseq für dieses Spiel berechnet (n = { $most })
error-bad-figure = die Abbildung kann nicht gezeichnet werden: { $why }
error-bad-dims = Durchläufe umfassen Mengen mit 2, 3 oder 4 Elementen; `{ $dims }` ist keine davon
error-bad-tree = das Spiel `{ $text }` ist nicht lesbar: { $why } (schreiben Sie 0, einen Nimber *n oder Optionen in Klammern, wie in {"{"}0, *1, {"{"}0, *2{"}"}{"}"})
error-tree-not-a-family = `{ $game }` ist ein durch seine Optionen gegebenes Spiel, kein Spiel auf Haufen beliebiger Größe: geben Sie es als Haufen eines Spielbretts an (heaps=*3;*2), in einer Summe, oder vergleichen Sie es (view=compare)
error-rule-not-for-tree = die Regel { $rule } gilt für Subtraktionsspiele; durch ihre Optionen gegebene Spiele (Nimber, {"{"}0, *1{"}"}) werden nach der normalen Regel gespielt
error-compare-needs-two = vergleichen Sie mindestens zwei Spiele, durch `;` getrennt, wie in `*2 + *1; *3`
