# Die Atlas-Ansicht: ihr Formular, die Karte mit Legende und Anzeige, die Zusammenfassung, das
# Angebot, einen Code weiter zu durchsuchen, die Listen übereinstimmender Codes und die Tabelle.

## Formular und Ansicht (atlas.html).

atlas-title = Atlas der Oktalspiele 0.d1…dk oder 4.d1…dk
atlas-codes = Codes
atlas-digits = Ziffern (höchstens k)
atlas-cap = Werte je Code (Grenze)
atlas-colour-by = Färben nach
atlas-open = Folge öffnen
atlas-further = Weiter suchen
atlas-map-label = Die Codes als Karte; Pfeiltasten wechseln zwischen Codes, die Leertaste liest einen, Eingabe öffnet seine Folge
atlas-legend = Legende
atlas-download = Die berechneten Codes herunterladen:
atlas-json = JSON (mit den Gruppen)
atlas-the-map = Die Karte:
atlas-equal = Gleiche Folgen
atlas-shifted = Gleich bis auf eine Verschiebung
atlas-shifted-note = G(n + s) = H(n) für die verglichenen n; jede Gruppe von oben steht hier mit ihrem ersten Code.
atlas-late = Lange gleich, dann verschieden
atlas-every = Alle berechneten Codes
atlas-table-label = Codes des Atlas, scrollbar
atlas-point = Zeigen Sie auf einen Code (oder tippen Sie ihn an), um ihn zu lesen.
atlas-column-code = Code
atlas-column-status = Stand
atlas-column-preperiod = Vorperiode
atlas-column-period = Periode
atlas-column-largest = größter Wert
atlas-column-literature = Literatur

## Die Karte: ihre Achsen, ihre Legende, die Überschrift der Abbildung.

atlas-axes-one = d1 nach rechts
atlas-axes-two = d1 nach rechts, d2 nach oben
atlas-axes-three = d1 d2 nach rechts, d3 nach oben
atlas-sentence = Codes { $d0 }.d1…dk: { $axes }. Klicken oder tippen Sie auf einen Code, um ihn zu lesen, und erneut (oder Eingabe, oder „Folge öffnen“), um seine Folge zu öffnen.
atlas-sentence-four = Codes { $d0 }.d1…dk: { $axes } (4. selbst, jede Teilung ohne Wegnehmen, steht bei 0). Klicken oder tippen Sie auf einen Code, um ihn zu lesen, und erneut (oder Eingabe, oder „Folge öffnen“), um seine Folge zu öffnen.
atlas-not-computed-yet = noch nicht berechnet
atlas-log-scale = { $label } (logarithmisch)
atlas-agrees = zertifiziert, stimmt mit der Literatur überein
atlas-agrees-so-far = stimmt bisher überein, innerhalb der Grenze nicht zertifiziert
atlas-disagrees = widerspricht der Literatur
atlas-certified-new = hier zertifiziert; in der Literatur ungelöst
atlas-unsolved = ungelöst (keine Periode innerhalb der Grenze)
atlas-not-listed = zertifiziert; nicht in den Tabellen
atlas-listed = zertifiziert; in den Tabellen, deren Zahlen nicht gelesen
atlas-no-period = keine Periode innerhalb der Grenze
atlas-caption = Oktalcodes { $family } ({ $codes } Codes, G(n) höchstens bis n = { $last } berechnet), gefärbt nach { $metric }
atlas-picture-axes = { $axes }; jedes Quadrat ein Code

## Die Anzeige eines Codes.

atlas-readout = { $title }: { $parts }
atlas-readout-not-computed = { $title }: noch nicht berechnet
atlas-separator = {"; "}
atlas-part-period = Vorperiode { $preperiod }, Periode { $period }
atlas-part-certified = zertifiziert durch Guy–Smith für { $preperiod } ≤ n < { $end }
atlas-part-largest = größter Wert { $largest }
atlas-part-largest-at = größter Wert { $largest }, zuerst bei n = { $at }
atlas-part-no-period = keine Periode bis { $checked }
atlas-part-largest-so-far = größter Wert bisher { $largest }
atlas-part-largest-so-far-at = größter Wert bisher { $largest }, zuerst bei n = { $at }
atlas-part-rare = seltene Werte: { $count } (Maske { $mask }, { $chosen }; n = 0 mitgezählt)
atlas-part-rare-last = seltene Werte: { $count }, der letzte bei { $last } (Maske { $mask }, { $chosen }; n = 0 mitgezählt)
atlas-part-conventions = neben den Tabellen: { $conventions }
atlas-part-literature = Literatur: { $verdict } ({ $source })

## Zusammenfassung, Fortschritt, weiteres Suchen, die Listen.

atlas-summary = { $done } von { $total } Codes berechnet (Grenze { $cap }): { $certified } zertifiziert, { $unresolved } ungelöst; Literatur: { $agree } übereinstimmend, { $disagree } abweichend, { $other } ungelöst oder nicht verzeichnet.
atlas-progress = { $done } von { $total ->
    [one] { $total } Code
   *[other] { $total } Codes
} berechnet
atlas-computing = { $count ->
    [one] { $count } Code wird berechnet…
   *[other] { $count } Codes werden berechnet…
}
atlas-searching-further = Weitere Suche…
atlas-further-offer = { $code } weiter durchsuchen (bis { $cap } Werte)
atlas-not-computed = { $code } ist noch nicht berechnet.
atlas-pair = { $first } und { $second } stimmen bis { $agree } überein, weichen bei { $differ } ab ({ $one } gegen { $other })
atlas-shift-codes = G = { $g }, H = { $h }:
atlas-none = Keine unter den berechneten Codes.
atlas-error-no-run = kein Atlas-Lauf, dem eine Zeile hinzugefügt werden könnte
atlas-error-metric = keine Atlas-Metrik „{ $metric }“
