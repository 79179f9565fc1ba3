# Die Wörter, die die Ansichten der Seite teilen: die Beschriftungen der Auswahllisten und was
# die Skripte der Seite selbst schreiben.

## Die Auswahlen der Formulare, je Parameter.

choice-view-sequence = Folge
choice-view-heatmap = Heatmap
choice-view-conjecture = Vermutungen
choice-view-play = Spielen
choice-view-atlas = Atlas
choice-view-compare = Vergleich
choice-view-quotient = Misère
choice-conjecture-test-augment = Vermutung 5.1 (Periode 2l − a nach a Erweiterungen)
choice-conjecture-test-sums = nicht-additive {"{"}a, b, c{"}"}: die Periode ist die Summe zweier Elemente
choice-dims-pairs = {"{"}a, b{"}"}
choice-dims-triples = {"{"}a, b, c{"}"}
choice-dims-quads = {"{"}a, b, c, d{"}"}
choice-axes-ab = a nach rechts, b nach oben (Schnitt c)
choice-axes-ac = a nach rechts, c nach oben (Schnitt b)
choice-axes-bc = b nach rechts, c nach oben (Schnitt a: Mengen mit kleinstem Element a)
choice-axes-additive = additive Mengen {"{"}a, b, a + b{"}"}: a nach rechts, b nach oben
choice-metric-period = Periode
choice-metric-preperiod = Vorperiode
choice-metric-maxvalue = größter Nim-Wert
choice-metric-theory = weicht von der Theorie ab
choice-metric-sum = welche Summe die Periode ist
choice-metric-relperiod = Periode / max S
choice-metric-relpreperiod = Vorperiode / max S
choice-scale-auto = auto (log bei weitem Bereich)
choice-scale-linear = linear
choice-scale-log = logarithmisch
choice-colour-range-grid = das ganze Raster (Schnitte vergleichbar)
choice-colour-range-slice = der gezeigte Schnitt
choice-bound-largest = n = l (größtes Element)
choice-bound-size = n = |S|
choice-player-one = Spieler 1 (Sie)
choice-player-two = Spieler 2
choice-opponent-computer = der Computer (perfektes Spiel)
choice-opponent-human = eine zweite Person
choice-atlas-metric-status = Stand gegenüber der Literatur
choice-atlas-metric-period = Periode
choice-atlas-metric-preperiod = Vorperiode
choice-atlas-metric-maxvalue = größter Nim-Wert
choice-hint-level-off = aus
choice-hint-level-outcome = nur P oder N
choice-hint-level-pn = Gewinnzüge, ohne Werte
choice-hint-level-values = Züge und Nim-Werte
choice-part-facts = Fakten: Regeln, Vorperiode, Periode
choice-part-certificate = Zertifikat der Periode
choice-part-outcomes = Ausgänge: P/N-Periode, B(S), E(S)
choice-part-theory = Theorie neben der Rechnung
choice-part-strip = Streifen der Werte
choice-part-overview = Überblick
choice-part-table = Tabelle
choice-part-why = warum G(n): Optionen und mex
choice-part-exercise = Übung
choice-part-pn = P/N-Tabelle: wer von jedem Haufen aus gewinnt
choice-part-board = das Spielbrett
choice-part-story = Verlauf und Züge der Partie
choice-part-calculator = Nim-Rechner
choice-part-presentation = Ordnung, Präsentation und P-Anteil
choice-part-pretending = Stellvertreterfunktion (Haufen → Element)
choice-part-products = Produkttafel
choice-exercise-off = keine
choice-exercise-values = die Werte berechnen (Folgenansicht)
choice-exercise-equivalence = äquivalent oder nicht? (Vergleichsansicht)
choice-theme-choice-light = hell
choice-theme-choice-dark = dunkel
choice-theme-choice-auto = die Einstellung des Lesers
choice-embed-size-small = klein (360 px)
choice-embed-size-medium = mittel (560 px)
choice-embed-size-large = groß (760 px)
choice-embed-size-full = volle Breite
choice-rule-normal = normal (wer zuletzt zieht, gewinnt)
choice-rule-misere = misère (wer zuletzt zieht, verliert)
choice-rule-take-all = Alles-Nehmen unter min S
choice-rule-misere-take-all = misère, Alles-Nehmen unter min S
choice-off = aus
choice-on = an
choice-figure-kind-heatmap = die Heatmap
choice-figure-kind-atlas = die Karte des Atlas
choice-figure-kind-overview = der Überblick der Folge
choice-rule-rows-normal = normal (der letzte Kegel gewinnt)
choice-rule-rows-misere = misère (der letzte Kegel verliert)
choice-rule-codes-normal = normal (Codes haben keine andere Regel)
choice-atlas-d0-zero = 0.d1…dk
choice-atlas-d0-four = 4.d1…dk (auch Teilen ohne Nehmen)
choice-lang-auto = die Sprache des Lesers
choice-lang-en = English
choice-lang-de = Deutsch
choice-lang-fr = Français

## Was die Skripte der Seite schreiben.

share-copied = Link kopiert.
share-copy-by-hand = Kopieren Sie den Link aus dem Feld.
notice-workers-failed = Die Rechenprozesse konnten nicht starten: { $why }
notice-start-failed = nimseq konnte nicht starten: { $why }
form-ready = ✓ bereit

## Hinweise: was von einem Link oder Formular nicht verwendet werden konnte.

notice-heading = Einiges an diesem Link konnte nicht verwendet werden:
status-cancelled = Abgebrochen.
notice-changed-to = { $problem }; geändert auf { $bound }.
notice-used-instead = { $problem }; stattdessen wurde { $used } verwendet.
notice-query-too-long = Die Parameter des Links sind { $length } Zeichen lang, über der Grenze von { $limit }; sie wurden ignoriert.
notice-unknown-parameter = Der unbekannte Parameter „{ $name }“ wurde ignoriert.
notice-duplicate = „{ $name }“ kommt mehrmals vor; der erste wurde verwendet.
notice-value-too-long = Der Wert von „{ $name }“ ist { $length } Zeichen lang, über der Grenze von { $limit }; der Standardwert wurde verwendet.
notice-sealed-beside = Dieser Link ist versiegelt (der einer Übung); „{ $name }“ daneben wurde ignoriert.
notice-seal-broken = Der Link dieser Übung wurde nach seiner Erstellung verändert und zeigt deshalb nichts: ein veränderter Übungslink könnte die Antworten verraten. Fragen Sie nach dem Link, oder öffnen Sie die Seite, die Sie von Ihrer Lehrkraft erhalten haben.
notice-conflict = „{ $chosen }“ passt nicht zu „{ $changed }“; { $used } wurde verwendet.
problem-not-one-of = { $quoted } ist keiner der Werte: { $names }
problem-not-a-number = { $quoted } ist keine ganze Zahl
problem-below = { $quoted } ist kleiner als { $lo }
problem-above = { $quoted } ist größer als { $hi }
problem-invalid = { $quoted } kann nicht verwendet werden: { $why }
# A link's value, quoted: “max=abc”.
quoted-value = „{ $name }={ $value }“

## Die Spielarten des Spiel-Editors und der Titel des Dokuments.

kind-sub = Subtraktionsmenge
kind-octal = Oktalcode
kind-tb = Take-and-Break-Code
kind-grundy = Grundys Spiel
kind-grundy-example = (nichts einzugeben)
title-document = nimseq — { $title }
title-heatmap = Heatmap von { $sets } bis { $max }
title-conjectures = Vermutungen
title-play = { $game } spielen
title-atlas = Atlas der Oktalcodes { $d0 }.d1… mit bis zu { $digits } Ziffern
title-compare = { $games } vergleichen
title-quotient = Misère-Quotient von { $game }

## Die Begriffe einer Lehransicht, jeder mit seiner Bedeutung.

terms-label = Begriffe auf dieser Seite:
term-said = { $word }: { $means }
term-p-position = P-Position
term-p-position-means = Eine Position, die der Spieler am Zug verliert, was er auch tut: jeder Zug führt zu einer N-Position (und eine Position ganz ohne Zug ist eine).
term-n-position = N-Position
term-n-position-means = Eine Position, die der Spieler am Zug gewinnt: ein Zug führt zu einer P-Position.
term-option = Option
term-option-means = Eine Position, die einen Zug entfernt ist.
term-mex = mex
term-mex-means = Die kleinste natürliche Zahl 0, 1, 2, …, die in einer Liste fehlt: mex{"{"}0, 1, 3{"}"} = 2, mex{"{"}{"}"} = 0. G(n) ist der mex der Werte der Optionen von n.
term-value = Wert G(n)
term-value-means = Der Nim-Wert eines Haufens von n: er spielt sich wie ein Nim-Haufen von G(n). Er ist genau an den P-Positionen 0.
term-period = Periode
term-period-means = Die Werte wiederholen sich ab der Vorperiode alle p Haufen: G(n + p) = G(n). Nur gezeigt, wenn bewiesen.
term-preperiod = Vorperiode
term-preperiod-means = Wie viele Werte vor dem Beginn der Wiederholung kommen (0: sie wiederholen sich von Anfang an).
term-nim-sum = Nim-Summe ⊕
term-nim-sum-means = Binäres Addieren ohne Übertrag (3 ⊕ 5 = 6). Eine Summe von Spielen hat die Nim-Summe ihrer Werte und ist genau dann eine P-Position, wenn diese 0 ist.
term-remoteness = Entfernung
term-remoteness-means = Wie viele Züge die Partie bei bestem Spiel dauert: der Gewinner beeilt sich, der Verlierer hält so lange wie möglich durch.
term-misere = misère
term-misere-means = Die andere Art zu gewinnen: wer den letzten Zug macht, verliert.
term-equivalent = äquivalent ≈
term-equivalent-means = G ≈ H, wenn G oder H zu einem beliebigen Spiel X addiert denselben Ausgang ergibt; das ist genau dann der Fall, wenn G + H eine P-Position ist.


## The compute workers.

worker-failed = ein Rechenprozess konnte nicht starten
worker-search-gone = die Suche wird von keinem Rechenprozess mehr gehalten: suchen Sie erneut
choice-embed-form-frame = ein iframe (jede Website, auch eine, die Skripte entfernt)
choice-embed-form-element = das Element <nimseq-embed> (Quarto, Jupyter Book, Folien: Websites, die Skripte ausführen)

## Ein Arbeitsblatt auf Papier: die Fragen mit Lücken, die Lösungen auf einer eigenen Seite.

worksheet-title = Arbeitsblatt: { $what }
worksheet-name-line = Name: ____________________   Datum: ____________
worksheet-key = Lösungen
worksheet-nothing = Diese Ansicht stellt keine Fragen: sie wird gedruckt, wie sie ist.
worksheet-values = Die Werte G(n)
worksheet-values-intro = Tragen Sie G(n) ab n = { $from } ein: G(n) ist der mex der Werte der Optionen von n.
worksheet-pn = P-Positionen und N-Positionen
worksheet-pn-letter = P oder N
worksheet-pn-intro = { $what ->
    [row] Schreiben Sie für jede Reihe ab n = { $from } P, wenn der Spieler am Zug verliert, N, wenn er gewinnt.
   *[heap] Schreiben Sie für jeden Haufen ab n = { $from } P, wenn der Spieler am Zug verliert, N, wenn er gewinnt.
}
worksheet-equivalence = Äquivalent oder nicht?
worksheet-equivalence-intro = Schreiben Sie zu jeder Frage ≈ (äquivalent) oder ≉ (nicht äquivalent) und warum.
worksheet-equivalence-answer = { $question } { $verdict }. { $why }
worksheet-board = Wer gewinnt?
worksheet-board-normal = Normalspiel: wer nicht ziehen kann, verliert.
worksheet-board-misere = Misère-Spiel: wer den letzten Zug macht, verliert.
worksheet-board-intro = Schreiben Sie zu jeder Position P, wenn der Spieler am Zug verliert, N, wenn er gewinnt; zu einer N-Position einen Gewinnzug.
worksheet-board-question = Die Position { $position }: P oder N? Ein Gewinnzug:
worksheet-board-answer = Die Position { $position }: { $class }. { $hint }
