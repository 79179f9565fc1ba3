# Die Worte in den Abbildungen (core/src/draw): die Legende der Atlaskarte, der Verlauf einer
# Partie, der Streifen, die Legende der Heatmap und die Beschriftung der Übersicht.

draw-failed = Zeichnen fehlgeschlagen: { $reason }

## Die Atlaskarte: die Legendenzeile für die Codes mit einem Erratum der Literatur.

draw-atlas-errata = Erratum der Literatur (eine veröffentlichte Aussage, die die Rechnung widerlegt): { $n } { $count ->
    [one] Code
   *[other] Codes
}

## Der Verlauf einer Partie: wer auf welcher Seite gewinnt.

draw-story-you-win = Sie gewinnen
draw-story-wins = { $name } gewinnt

## Der Streifen der Werte.

draw-strip-period = Vorperiode { $preperiod }, Periode { $period }
draw-strip-zero = 0 P-Position
draw-strip-colours-repeat = ab { $from } wiederholen sich die Farben

## Die Legende der Heatmap.

draw-legend-count = { $label } ({ $count })
draw-legend-count-after = { $label }: { $count }
draw-legend-tie = Gleichstand: { $sums } ({ $count })
draw-colour-range = Farbe: { $low } … { $high }
draw-colour-whole-grid = über das ganze Raster
draw-colour-sets-shown = über die gezeigten Mengen
draw-colour-log = (logarithmische Skala)

## Die Übersicht einer Folge.

draw-overview-period = Vorperiode { $preperiod }, Periode { $period }
draw-overview-zero = G(n) = 0 (P-Position)
draw-overview-column-range = kleinstes … größtes G(n) einer Spalte
draw-overview-darker = G(n) > 0, dunkler, wo häufiger
draw-overview-periodic = periodischer Teil
draw-overview-shown = Gezeigt: n = { $first } … { $last } ({ $count } { $count ->
    [one] Wert
   *[other] Werte
}).
draw-overview-per-column = Jede Pixelspalte: kleinstes … größtes G(n) von etwa { $count } Positionen.
