# Der Einbettungsdialog: der Code des Rahmens, seine Vorschauen und seine Größe in Worten.

embed-lock-play = Sperren: kein Hinweismenü, kein „Zeig es mir“, kein Link zur vollen Seite und ein versiegelter Link (ein veränderter zeigt einen Hinweis, nicht die Antworten)
embed-lock-compare = Sperren: kein Formular zum Ändern der Spiele oder der Übung, kein Link zur vollen Seite und ein versiegelter Link (ein veränderter zeigt einen Hinweis, nicht die Antworten)
embed-lock-sequence = Sperren: kein Formular zum Ändern des Spiels oder der Übung, kein Link zur vollen Seite und ein versiegelter Link (ein veränderter zeigt einen Hinweis, nicht die Antworten)
embed-no-such-size = Es gibt keine Rahmengröße „{ $size }“ (Größen: { $sizes }); large wurde verwendet.
embed-height-outside = Ein Rahmen von { $height } px Höhe liegt außerhalb von { $least }–{ $most } px; die Höhe, die die Teile zeigt, wurde verwendet.
embed-part-needed = { $part } (von { $by } gebraucht)
embed-full-width = volle Breite
embed-preview-label = { $on ->
    [phone] Vorschau auf einem Telefon, { $width } × { $height } px
   *[desktop] Vorschau auf einem Desktop, { $width } × { $height } px
}

## Die Größe des Rahmens in Worten.

embed-wide = { $width } px breit
embed-wide-full-measured = die volle Breite Ihrer Seite (gemessen bei { $width } px)
embed-wide-full = die volle Breite Ihrer Seite
embed-high-estimated = { $height } px hoch (eine Schätzung, bis die Vorschauen unten gezeichnet sind)
embed-high-measured = { $grows ->
    [yes] { $height } px hoch: was er bei der Breite eines Telefons, { $phone } px, und breiter zeigt, mit Platz für das, was bei der Benutzung erscheint
   *[no] { $height } px hoch: was er bei der Breite eines Telefons, { $phone } px, und breiter zeigt
}
embed-high-typed-short = { $height } px hoch, wie gewählt; bei { $phone } px braucht, was er zeigt, { $needs } px, der Rest scrollt also im Rahmen
embed-high-typed-measured = { $height } px hoch, wie gewählt; bei { $phone } px braucht, was er zeigt, { $needs } px
embed-high-typed = { $height } px hoch, wie gewählt
embed-note-with-lines = Der Rahmen: { $wide }, schmaler auf einer schmaleren Seite. Die Zeilen danach passen ihn bei jeder Lesebreite an das an, was er zeigt, auch wenn Schritte aufgedeckt oder Reihen hinzugefügt werden: nichts scrollt in ihm, und kein Weiß bleibt unter ihm. Entfernt Ihre Website Skripte, bleibt er { $own }.
embed-note-without-lines = Der Rahmen: { $wide }, schmaler auf einer schmaleren Seite, { $own }. Ohne die Zeilen, die ihn anpassen, sieht ein Leser auf einer breiteren Seite Weiß unter dem Inhalt; behalten Sie sie, wo Ihre Website Skripte erlaubt.

## Das Markup des Dialogs und was sein Skript schreibt.

embed-title = Diese Ansicht in Ihre Unterlagen einbetten
embed-size = Größe
embed-show = Zeigen
embed-colours = Farben
embed-lock-legend = Sperre
embed-lock-it = Sperren
embed-height-legend = Höhe
embed-height-label = Höhe in px
embed-fit = An den Inhalt anpassen
embed-on-phone = Auf einem Telefon
embed-preview-phone-title = Vorschau der Einbettung auf einem Telefon
embed-on-desktop = Auf einem Desktop
embed-preview-title = Vorschau der Einbettung
embed-script = Die Zeilen hinzufügen, die den Rahmen an seinen Inhalt anpassen (lassen Sie dies an, außer Ihre Website entfernt Skripte)
embed-code = Der einzufügende Code
embed-copy = Code kopieren
embed-close = Schließen
embed-lines = Die Zeilen, die den Rahmen anpassen
embed-lines-note = Der Code oben endet mit diesen Zeilen: jeder nimseq-Rahmen auf Ihrer Seite wächst und schrumpft dann mit seinem Inhalt (er sendet seine Höhe mit postMessage). Sie werden einmal pro Seite gebraucht.
embed-copied = Einbettungscode kopiert.
embed-copy-by-hand = Kopieren Sie den Code aus dem Feld.

## Die Sprache des Rahmens und die Form des Codes.

embed-lang-legend = Sprache
embed-form-legend = Code
embed-no-such-form = Es gibt keine Codeform „{ $form }“ (Formen: { $forms }); frame wurde verwendet.
