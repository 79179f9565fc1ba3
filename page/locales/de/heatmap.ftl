# Die Heatmap-Ansicht: ihr Formular, Überschrift, Legende und Anzeige ihrer Karte, die Zählungen
# „welche Summe“, die Extreme des Rasters und die Abbildungen zum Herunterladen.

## Formular und Ansicht (heatmap.html).

heatmap-sets = Mengen
heatmap-rule = Regel
heatmap-cap = Werte je Menge (Grenze)
heatmap-primitive = Nur primitive Mengen (ggT 1)
heatmap-draw = Zeichnen
heatmap-picture = Bild
heatmap-colour-by = Färben nach
heatmap-scale = Skala
heatmap-range = Farben über
heatmap-fixed-c = Festes c =
heatmap-play-slices = ▶ Schnitte abspielen
heatmap-pause = ⏸ Pause
heatmap-cell-hint = Zeigen Sie auf eine Zelle (oder tippen Sie sie an, oder fokussieren Sie die Karte und nutzen Sie die Pfeiltasten), um Menge, Vorperiode und Periode zu lesen; klicken, erneut tippen oder Eingabe öffnet sie.
heatmap-map-label = Heatmap: Pfeiltasten wechseln zwischen Mengen, Eingabe öffnet eine
heatmap-which-sum = Welche Summe
heatmap-counts-note = Anzahlen: das ganze Raster / der gezeigte Schnitt. Eine Periode, die mehreren Summen zugleich gleicht (a + c = 2b), zählt einmal, als Gleichstand; die Anzeige nennt sie alle.
heatmap-records = Rekordperioden
heatmap-records-note = Die längste Periode zu jedem größten Element, logarithmisch; ein Punkt öffnet seine Menge (bei Gleichstand die erste). Ein hohler Punkt: Einige Mengen dieser Zeile sind ungelöst, der Rekord ist also mindestens so groß.
heatmap-extremes = Extreme des Rasters
heatmap-rank-period = Periode
heatmap-rank-preperiod = Vorperiode
heatmap-rank-relative = Periode / max S
heatmap-download = Herunterladen:

## Die Überschrift der Karte: was gefärbt ist, für welche Mengen.

heatmap-what-period = Periode
heatmap-what-preperiod = Vorperiode
heatmap-what-max-value = größter Nim-Wert
heatmap-what-theory = Theorie vs. berechnete Periode
heatmap-what-sum = Periode als Summe
heatmap-what-relative-period = Periode / max S
heatmap-what-relative-preperiod = Vorperiode / max S
heatmap-what-augment = Vermutung 5.1
heatmap-what-pair-sums = Perioden als Paarsummen
heatmap-title = { $what } für { $sets }
heatmap-title-rule = { $what } für { $sets } ({ $rule })
heatmap-title-primitive = { $title }, nur primitive Mengen

## Die Legende.

heatmap-legend-largest-value = größter Wert { $value }
heatmap-legend-sum = { $name } ({ $count })
heatmap-none-of-these = keine davon
heatmap-ties = Gleichstand (mehrere Summen)
heatmap-legend-agrees = stimmt überein
heatmap-legend-counterexample = Gegenbeispiel
heatmap-legend-hypothesis-fails = Voraussetzung nicht erfüllt
heatmap-legend-agrees-theory = stimmt mit der Theorie überein
heatmap-legend-differs-theory = weicht von der Theorie ab
heatmap-legend-no-closed-form = keine geschlossene Form
heatmap-legend-unresolved = ungelöst (Grenze { $cap })
heatmap-legend-unresolved-primitive = ungelöst, Grenze { $cap } ({ $count })
heatmap-legend-computing = wird berechnet…

## Die Anzeige der Zelle unter dem Zeiger.

heatmap-cell = { $set }: Vorperiode { $preperiod }, Periode { $period }, größter Wert { $largest }
heatmap-cell-unresolved = { $set }: ungelöst — keine Periode innerhalb von { $cap } Werten gefunden
heatmap-cell-not-computed = { $set }: noch nicht berechnet
heatmap-cell-sum = { $text }; Periode { $period } = { $sums }
heatmap-cell-relative-period = { $text }; Periode = { $ratio } × max S
heatmap-cell-relative-preperiod = { $text }; Vorperiode = { $ratio } × max S
heatmap-cell-theory = { $text }; { $source } sagt Periode { $predicted } voraus { $mark }
heatmap-cell-no-closed-form = { $text }; keine geschlossene Form anwendbar
heatmap-cell-predicted = { $text }; vorhergesagt { $prediction } { $mark }
heatmap-cell-hypothesis-fails = { $text }; die Voraussetzung ist nicht erfüllt
