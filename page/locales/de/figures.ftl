# Abbildungen in gewählter Größe (Downloads der Heatmap, der Atlaskarte und des Überblicks, und
# `nimseq plot`): ihre Größe in Worten, abgelehnte Größen und das Zeichnen auf den Canvas der Seite.

figure-size-label = Größe der Abbildungen zum Herunterladen (PNG und SVG)
figure-size = { $width } × { $height } Pixel ({ $css_width } × { $css_height } bei Skalierung { $scale }, { $dpi } dpi)
figure-bad-width = die Breite { $width } liegt nicht zwischen { $min } und { $max } Pixeln
figure-bad-height = die Höhe { $height } liegt nicht zwischen { $min } und { $max } Pixeln
figure-bad-scale = die Skalierung { $scale } liegt nicht zwischen { $min } und { $max }
figure-size-print = { $width } × { $height } Pixel, { $mm_width } × { $mm_height } mm bei { $dpi } dpi
figure-bad-width-mm = die Breite { $width } mm liegt nicht zwischen { $min } und { $max } mm
figure-bad-height-mm = die Höhe { $height } mm liegt nicht zwischen { $min } und { $max } mm
figure-bad-mm = { $value } ist keine Länge in Millimetern
figure-too-large = { $width } × { $height } Pixel ist zu groß (höchstens { $side } je Seite und { $pixels } insgesamt): Wählen Sie eine kleinere Breite oder Skalierung
figure-no-parameter = die Seite hat keinen Parameter „{ $name }“
figure-view-no-parameter = { $view ->
    [heatmap] die Heatmap
    [atlas] der Atlas
    [sequence] die Folgenansicht
   *[other] die Ansicht „{ $view }“
} hat keinen Parameter „{ $name }“
figure-error-context = der Canvas hat keinen 2-D-Kontext
figure-error-canvas = auf diesem Canvas kann nicht gezeichnet werden
figure-error-document = kein Dokument zum Zeichnen
figure-error-create = ein Canvas kann nicht erstellt werden
figure-error-build = das Bild kann nicht aufgebaut werden
figure-error-draw = das Bild kann nicht gezeichnet werden
