# Was die beiden Rasteransichten (Heatmap und Vermutungen) teilen: Formulare und Karten, die
# Anzeige, wo keine Menge liegt, der Fortschritt eines Rasters und die Rekordkurve seiner Perioden.

## Formulare und Karten (heatmap.html, conjecture.html).

grid-elements = Elemente
grid-largest = Größtes Element N
grid-axes = Achsen
grid-slice = Schnitt
grid-whole-map = Ganze Karte
grid-zoom-note = Zoomen: Mausrad, zwei Finger oder + und −; verschieben: ziehen.
grid-open = Öffnen

## Die Zellen des Rasters und seine Berechnung.

grid-not-primitive = { $set } = { $gcd }·{ $reduced }: nicht primitiv (ggT { $gcd }), nicht gezeigt
grid-not-a-set = ({ $x }, { $y }): keine Menge dieses Rasters
grid-progress = { $done } von { $total ->
    [one] { $total } Menge
   *[other] { $total } Mengen
} berechnet
grid-computing = { $count ->
    [one] { $count } Menge wird berechnet…
   *[other] { $count } Mengen werden berechnet…
}
grid-cancelled = Abgebrochen: Die grauen Zellen wurden nicht berechnet.
grid-error-fingers = zwei Finger sind vier Zahlen
grid-error-cells = die Zellen des Workers passen nicht in das Raster
grid-error-picture = das Bild konnte nicht erstellt werden

## Die Rekordkurve: die längste Periode zu jedem größten Element.

records-lower-bound = mindestens { $period } ({ $count ->
    [one] { $unresolved } Menge
   *[other] { $unresolved } Mengen
} ungelöst: { $named })
records-lower-bound-next = mindestens { $period } ({ $count ->
    [one] { $unresolved } Menge
   *[other] { $unresolved } Mengen
} ungelöst: { $named }; als Nächstes wäre die Grenze { $cap } zu versuchen)
records-dot = max S = { $max }: Periode { $period }, { $game }
records-dot-ties = max S = { $max }: Periode { $period }, { $game } (und { $more } weitere: { $named })
records-bound = max S = { $max } (mindestens { $period })
records-more = { $more } weitere
records-bounds = { $count ->
    [one] { $rows } Zeile
   *[other] { $rows } Zeilen
} mit ungelösten Mengen, deren Rekorde untere Schranken sind (hohle Punkte): { $named }.
records-bounds-next = Eine größere Grenze klärt sie oder hebt sie an: Als Nächstes wäre die Grenze { $cap } zu versuchen.
records-plot-label = Rekordperiode gegen max S, logarithmisch: bis { $top } bei max S = { $max }
records-axis = max S
