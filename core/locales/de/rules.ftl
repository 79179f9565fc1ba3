# Die Regeln eines Spiels in Worten: ein Subtraktionsspiel hat einen Haufen aus Steinen, ein
# Oktal- oder Take-and-Break-Spiel Reihen aus Kegeln.

rules-heap = Ein Haufen aus n Steinen; die Spieler ziehen abwechselnd.
rules-takes = Ein Zug nimmt { $amounts } { $count ->
    [one] Stein
   *[other] Steine
} (nie mehr, als der Haufen hat).
rules-take-all = Liegen nur noch 1 bis { $below } Steine, darf ein Zug stattdessen alle nehmen.
rules-misere = Misère-Spiel: wer den letzten Zug macht, verliert (wer nicht ziehen kann, gewinnt).
rules-normal = Normalspiel: wer nicht ziehen kann, verliert.
rules-pins = Kegel stehen in Reihen; ein Zug wirft benachbarte Kegel einer Reihe um.
rules-knock-down = Ein Zug wirft { $what } um{ $ways }.
rules-one-pin = 1 Kegel
rules-adjacent-pins = { $counts } benachbarte Kegel
rules-cut-only = Kegel stehen in Reihen; ein Zug heißt: { $splits }, ohne einen Kegel umzuwerfen.
rules-or-cut = Oder, ohne einen Kegel umzuwerfen: { $splits }.
rules-knock-down-any = Ein Zug wirft beliebig viele benachbarte Kegel um, k >= { $from }{ $ways }.
rules-knock-down-k = Ein Zug wirft k benachbarte Kegel um, k = { $first } + { $step }j (j = 0, 1, 2, ...){ $ways }.
rules-any-from = (Beliebig viele Kegel ab { $from }.)

## Wo in einer Reihe ein Zug seine Kegel umwerfen darf.

ways-anywhere = , irgendwo in einer Reihe (in der Mitte teilt sich die Reihe in zwei){ $three ->
    [yes] , oder in der Mitte so, dass das Stehende in drei Reihen zerfällt
   *[no] {""}
}
ways-list = : { $ways }
ways-only-whole = nur eine ganze Reihe aus genau so vielen
ways-whole = eine ganze Reihe aus so vielen
ways-end = am Ende einer längeren Reihe
ways-middle = in der Mitte einer Reihe, { $splits }

## Wie sich eine Reihe teilt.

rows-two = zwei Reihen
rows-three = drei Reihen
rows-two-or-three = zwei oder drei Reihen
splits-cut = { $differ ->
    [yes] eine Reihe in { $into } verschiedener Länge teilen
   *[no] eine Reihe in { $into } teilen
}
splits-in-two = wobei sie sich in zwei teilt
splits-what-stands = { $differ ->
    [yes] wobei das Stehende in { $into } verschiedener Länge zerfällt
   *[no] wobei das Stehende in { $into } zerfällt
}
