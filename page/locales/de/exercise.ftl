# Die Übung der Sequenzansicht (exercise=values): Die Werte ab n = from sind verborgen, und die
# Lernenden bestimmen sie der Reihe nach.

exercise-title = Übung: der nächste Wert
exercise-check = Prüfen
exercise-instructions = Die Werte ab G({ $from }) sind verborgen. Bestimmen Sie jedes G(n) aus den Optionen eines Haufens der Größe n, geben Sie es ein und drücken Sie die Eingabetaste: Eine richtige Antwort geht zum nächsten Haufen weiter, eine falsche öffnet die Optionen dieses Haufens.
exercise-not-a-number = Geben Sie eine ganze Zahl für G({ $n }) ein: 0, 1, 2, …
exercise-right = Richtig: G({ $n }) = { $value }.
exercise-wrong = Nicht { $answer }. G({ $n }) ist der mex der Werte seiner Optionen, die unten aufgelistet sind: die kleinste Zahl, die nicht darunter ist.
exercise-hidden-asked = G({ $n }): der Wert, nach dem die Übung fragt
exercise-hidden-later = G({ $n }): verborgen, bis die Werte davor gefunden sind
exercise-finished = Das sind alle berechneten Werte: alle gefunden von G({ $from }) bis G({ $last }).
exercise-hidden-heading = G({ $n }) gehört zur Übung
exercise-hidden-text = Bestimmen Sie zuerst G({ $n }): Die Erklärung öffnet sich für jeden Wert, den Sie gefunden haben.
exercise-no-answer = Noch keine Antwort.
exercise-score = Stand: { $right } richtig, { $wrong } falsch ({ $right } von { $tries } { $count ->
    [one] Antwort
   *[other] Antworten
} richtig).
