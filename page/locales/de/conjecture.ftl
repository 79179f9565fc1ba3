# Die Vermutungsansicht: ihr Formular, der Bericht über eine an einem Raster geprüfte Vermutung
# und die Seiten ihrer Gegenbeispiele.

## Formular und Ansicht (conjecture.html).

conjecture-legend = Vermutung
conjecture-test = Prüfung
conjecture-bound = n in a ≤ ⌈n/2⌉
conjecture-go = Prüfen
conjecture-map = Karte
conjecture-map-label = Karte der Urteile über die Vermutung
conjecture-counterexamples = Gegenbeispiele
conjecture-earlier = ◀ Früher
conjecture-later = Später ▶
conjecture-none = Keine in diesem Raster.
conjecture-computing = Wird berechnet…

## Der Bericht.

conjecture-summary = Mengen, die die Voraussetzung erfüllen: { $tested }; davon stimmen überein: { $agreeing }, Gegenbeispiele, die kein Satz entscheidet: { $open }, weitere, deren Periode ein Satz bereits liefert (danach aufgeführt): { $decided }, ungelöst: { $unresolved }.
conjecture-summary-partial = Mengen, die die Voraussetzung erfüllen: { $tested }; davon stimmen überein: { $agreeing }, Gegenbeispiele, die kein Satz entscheidet: { $open }, weitere, deren Periode ein Satz bereits liefert (danach aufgeführt): { $decided }, ungelöst: { $unresolved } (das Raster ist nicht vollständig).
conjecture-rule-note = Die Vermutungen betreffen das Normalspiel, daher wird dieses Raster im Normalspiel berechnet; die für die anderen Ansichten gewählte Regel „{ $rule }“ gilt hier nicht.
conjecture-detail = — vorhergesagt { $predicted }, berechnet { $computed }
conjecture-detail-decided = — vorhergesagt { $predicted }, berechnet { $computed } (entschieden: { $theorem })
conjecture-page = Seite { $page } von { $pages } ({ $count } insgesamt)
