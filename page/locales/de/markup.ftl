# Die Wörter des Markups der Seite (index.html): Kopf, Reiter, Fußzeile.

skip-to-view = Zur Ansicht springen
tagline = Nim-Folgen mit zertifizierten Perioden
tabs-label = Ansichten
tabs-research = Forschung
copy-link = Link kopieren
embed-button = Einbetten…
theme-toggle = Zwischen hell und dunkel wechseln
lang-menu = Sprache
share-link = Link
cancel = Abbrechen
research-link = Auch die Forschungsdetails zeigen (Zertifikate, B(S) und E(S), die geschlossenen Formeln der Literatur, den Überblick)
backlink = In nimseq öffnen ↗
footer = Jede gezeigte Periode ist zertifiziert: durch ein wiederholtes Fenster von max S Werten bei Subtraktionsspielen, den Satz von Guy und Smith bei Oktalspielen, seine Form mit drei Haufen bei Take-and-Break-Codes. Ein Muster, das kein Satz abdeckt, wird so gezeigt, wie es gesehen wurde, als nicht zertifiziert markiert. Nichts läuft auf einem Server.
source-link = Quelltext

## Die Felder der Größe einer Abbildung.

size-width = Breite
size-height = Höhe
size-auto = auto
size-scale = Maßstab

## A new version, kept for offline use, is ready.

update-ready = Eine neue Version von nimseq ist bereit.
update-now = Jetzt wechseln
worksheet-open = Arbeitsblatt
worksheet-print = Drucken
worksheet-back = Zurück zur Ansicht

## Cues the style sheet shows: a table that scrolls sideways.

scroll-cue-right = scrollen →
scroll-cue-left = ← scrollen
