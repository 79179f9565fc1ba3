# Perioden und ihre Zertifikate (core/src/period): was ein Zertifikat beweist, was eine Suche
# fand oder nicht, eine Kandidatenperiode, eine arithmetische Periode und eine geprüfte
# Behauptung. Positionen und Längen stehen als bloße Ziffern (G(1274), n >= 8).

## Ein Zertifikat in Worten. $subject: values (die Nim-Folge G) oder outcomes (die Folge der
## Ausgänge o); $g: G oder o.

cert-window = das Fenster aus { $length } { $subject ->
    [values] Werten
   *[outcomes] Ausgängen
} bei n = { $start } wiederholt sich bei n = { $repeat }, also gilt { $g }(n + { $period }) = { $g }(n) für alle n >= { $start }
cert-guy-smith = Guy–Smith: { $g }(n + { $period }) = { $g }(n) geprüft für { $from } <= n < { $until } (= { $bound ->
    [short] e + p + k
    [zero] 2 + p + k: der Satz ab n = 1, dazu n = 0 eigens geprüft
   *[long] 2e + p + k
} mit k = { $digits }, der Anzahl der Ziffern des Codes), also gilt es für alle n >= { $preperiod }
cert-take-break = Periodizitätstest für Take-and-Break-Codes (Züge hinterlassen höchstens b = { $heaps } Haufen, k = { $digits }): { $g }(n + { $period }) = { $g }(n) geprüft für { $from } <= n < { $until } (= b·max(e, 1) + (b − 1)·p + k), also gilt es für alle n >= { $preperiod }
cert-non-splitting = { $checked }, also gilt { $g }(n + { $period }) = { $g }(n) für alle n >= { $preperiod }
cert-from-arithmetic = { $subject ->
    [values] Werte
   *[outcomes] Ausgänge
} abgelesen am zertifizierten Gesetz G(n + { $period }) = G(n) + { $saltus } für n >= { $preperiod }: nach der ersten Periode ist kein Wert 0
cert-from-nim-sequence = { $subject ->
    [values] Werte
   *[outcomes] Ausgänge
} abgelesen an der Nim-Folge, zertifiziert mit Vorperiode { $preperiod } und Periode { $period }

## Was eine Suche fand.

period-found = Vorperiode { $preperiod }, Periode { $period }
period-not-found = keine Periode gefunden bis { $checked_to }
period-law-from = { $law } für n >= { $preperiod }
period-arithmetic-certified = { $kind ->
    [periodic] periodisch
   *[arithmetic] arithmetisch periodisch
}, zertifiziert: { $law }
period-arithmetic-seen = { $kind ->
    [periodic] periodisch
   *[arithmetic] arithmetisch periodisch
}, soweit berechnet (n <= { $checked_to }), nicht zertifiziert: { $law }
period-arithmetic-theorem = der Satz von nimseq über arithmetische Periodizität für Codes, die nie teilen (Ziffern periodisch mit Periode π = { $pi } ab L = { $start }): { $law } geprüft für { $from } <= n < { $until }, und für jeden Rest r mod π sind die Werte der Züge, die Haufen unter { $far } erreichen, { $shift ->
    [none] dieselben wie
   *[some] {"["}0, { $saltus }) und, um { $saltus } verschoben,
} die der Züge, die Haufen unter { $near } erreichen{ $divides ->
    [yes] {""}
   *[no] ; { $law_p } geprüft für { $from } <= n < { $period_end }
}

## Eine Kandidatenperiode. $how: wie man bis G($reach) sucht, in den Worten des Aufrufers.

period-candidate-certifies = der Kandidat mit Vorperiode { $preperiod } und Periode { $period } gilt für alle berechneten Werte; { $how } zertifiziert ihn, falls er dort noch gilt (das Zertifikat vergleicht Werte bis { $reach })
period-candidate-too-far = der Kandidat mit Vorperiode { $preperiod } und Periode { $period } gilt für alle berechneten Werte; sein Zertifikat vergleicht Werte bis { $reach }, jenseits der größten Suche hier (n = { $most })
period-candidate-no-theorem = der Kandidat mit Vorperiode { $preperiod } und Periode { $period } gilt für alle berechneten Werte; kein Satz, den nimseq anwendet, nennt eine Grenze, die ihn zertifiziert

## Eine geprüfte Behauptung.

check-fails = widerlegt: G({ $n }) = { $value }, G({ $later }) = { $later_value }, also gilt { $law } bei n = { $n } nicht
check-holds = gilt: { $proof }
check-undecided = unentschieden: { $law } gilt für { $from } <= n <= { $to } (jeder berechnete Wert), { $theorem ->
    [fails] aber die Bedingungen des Satzes über arithmetische Periodizität sind dafür nicht erfüllt
   *[none] aber kein Satz, den nimseq anwendet, beweist eine Periode dieses Spiels
}

## Who chose the mask of a sparse space (MaskChoice).

mask-nimseq = die Wahl von nimseq
mask-literature = die Maske der Literatur
mask-given = die verlangte Maske
