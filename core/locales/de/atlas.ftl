# Der Atlas der Oktalspiele neben der Literatur (core/src/atlas). Quellen (czajka-solved,
# winning-ways) sind die Schlüssel von data/octal-literature.csv und bleiben, wie sie sind.

## Der Status einer Zeile.

atlas-certified = zertifiziert
atlas-no-period = keine Periode bis { $checked_to }

## Das Urteil. $code: das Spiel, auf das die Nachschlagetabellen den Code verweisen.

atlas-agrees = stimmt überein
atlas-agrees-as = stimmt überein (als { $code })
atlas-agrees-so-far = stimmt bis { $up_to } überein, innerhalb der Obergrenze nicht zertifiziert
atlas-agrees-so-far-as = stimmt bis { $up_to } überein (als { $code }), innerhalb der Obergrenze nicht zertifiziert
atlas-disagrees = weicht ab ({ $what })
atlas-unsolved = Literatur: ungelöst
atlas-unsolved-as = Literatur: ungelöst (als { $code })
atlas-not-listed = nicht in den Tabellen der Literatur
atlas-agrees-numbers = stimmt überein{ $code ->
    [none] {""}
   *[other] {" "}(als { $code })
}: gedruckt { $theirs }, hier { $ours }
atlas-agrees-numbers-same = stimmt überein{ $code ->
    [none] {""}
   *[other] {" "}(als { $code })
}: { $ours } gedruckt wie hier
atlas-listed = in den Tabellen von { $source }; deren Zahlen fehlen in nimseqs Daten

## Wo Rechnung und Literatur sich unterscheiden.

atlas-differs-value = G({ $n }) berechnet { $ours } / Literatur { $theirs }
atlas-differs-period = berechnete Periode { $ours } / Literatur { $theirs }
atlas-differs-preperiod = berechnete Vorperiode { $ours } / Literatur { $theirs }
atlas-differs-largest = berechneter größter Wert { $ours } / Literatur { $theirs }
atlas-differs-largest-at = berechneter größter Wert zuerst bei n = { $ours } / Literatur { $theirs }

## Aussagen der Literatur, die die Rechnung widerlegt (Errata).

atlas-erratum = { $source }: { $claim } — nicht so, { $evidence }
atlas-claim-same = dieselbe Folge wie { $code }
atlas-claim-period = Vorperiode { $preperiod }, Periode { $period }
atlas-claim-unsolved = ungelöst
atlas-claim-listed = gelistet, Zahlen nicht gelesen
atlas-differ-at = sie unterscheiden sich bei n = { $n } ({ $first } gegen { $second })

## Die veröffentlichten Spalten neben den berechneten.

atlas-rare-same = { $count } seltene Werte{ $last ->
    [none] {""}
   *[other] , der letzte bei n = { $last }
} (Maske { $mask }) wie bei { $source }
atlas-rare-not-reached = { $count } seltene Werte{ $last ->
    [none] {""}
   *[other] , der letzte bei n = { $last }
} (Maske { $mask }), bis n = { $checked_to } gerechnet; { $source } zählt { $theirs } bis { $reach }
atlas-rare-differs = { $count } seltene Werte{ $last ->
    [none] {""}
   *[other] , der letzte bei n = { $last }
} (Maske { $mask }) / { $source } { $theirs }, der letzte bei n = { $their_last }
atlas-mask-not-separating = gleiche Werte; die Maske { $theirs } von { $source } trennt die berechneten Werte nicht, daher die von nimseq: { $mask } ({ $count } seltene)
atlas-mask-too-few = Maske { $mask } von { $source }; zu wenige Werte für eine Maske
atlas-rare-other-convention = { $source } zählt { $count } seltene Werte nach einer anderen Konvention ({ $positions ->
    [yes] Maske 1 mit Positionen, keine Maske der Werte
   *[no] keine Maske
})
atlas-largest-same = größter Wert { $largest } zuerst bei n = { $at } wie bei { $source }
atlas-largest-differs = größter Wert { $largest } zuerst bei n = { $at } / { $source } bei n = { $theirs }
atlas-largest-not-reached = größter Wert { $largest } zuerst bei n = { $at }, bis n = { $checked_to } gerechnet; bei { $source } zuerst bei n = { $theirs }
atlas-conventions = { $rare }; { $largest }

## Wo die Zählung der Haufengrößen einer Quelle beginnt (data/octal-literature-sources.csv).

atlas-counts-from = { $source } zählt ab Haufen { $first }: dort { $printed }, hier { $shifted }
atlas-counts-from-as = { $source } zählt { $code } ab dessen Haufen { $their_first }, hier Haufen { $first }: dort { $printed }, hier { $shifted }
atlas-counts-reach-back = { $counted }, und die Periode reicht zurück bis { $preperiod }
atlas-clauses = { $first }; { $then }
atlas-counted-below-first-move = gezählt ab Haufen { $first }, unter dem ersten Zug (wie Czajkas Listen zählen): dort { $printed }, hier { $shifted }
atlas-shifted-claim = { $counted } — die verschobene Behauptung { $outcome ->
    [holds] gilt
    [fails] scheitert ebenfalls
   *[undecided] bleibt unentschieden
}

## Codes, deren Folgen übereinstimmen: was verglichen wurde.

atlas-group-proven = gleich für jedes n: zertifiziert mit Vorperiode { $preperiod } und Periode { $period }, und gleich auf G(0) … G({ $up_to })
atlas-group-seen = gleich auf G(0) … G({ $up_to }); nicht weiter verglichen
atlas-shifted-proven = G(n + { $shift }) = H(n) für jedes n (beide zertifiziert mit Periode { $period }; verglichen auf n = 0 … { $up_to })
atlas-shifted-seen = G(n + { $shift }) = H(n) für n = 0 … { $up_to }; nicht weiter verglichen
