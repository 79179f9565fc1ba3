# Die Wörter, die die Ansichten der Seite teilen: die Beschriftungen der Auswahllisten und was
# die Skripte der Seite selbst schreiben.

## Die Auswahlen der Formulare, je Parameter.

choice-view-sequence = Folge
choice-view-heatmap = Heatmap
choice-view-conjecture = Vermutungen
choice-view-play = Spielen
choice-view-atlas = Atlas
choice-view-compare = Vergleichen
choice-view-quotient = Misère
choice-conjecture-test-augment = Vermutung 5.1 (Periode 2l − a nach a kleinen Erweiterungen)
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
choice-scale-auto = automatisch (logarithmisch bei großem Bereich)
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
