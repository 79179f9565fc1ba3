# Das Spielbrett (die Ansicht „Spielen“): der Bildschirm der Partie, ihre Haufen und Züge, der
# Hinweis, die Spielanleitung, der Verlauf und die Zugliste, der Nim-Rechner und die schlichten
# Worte eines Misère-Spielbretts.

## Das Markup der Ansicht (play.html) und was ihre Skripte schreiben.

play-setup = Neues Spiel: Spiel und Spielbrett wählen
play-new-game = Neues Spiel
play-game = Spiel
play-game-placeholder = sub:1,2 oder octal:0.77
play-rule = Regel
play-heaps = Haufen
play-heaps-placeholder = 7,5,3 oder sub:1,2@7;octal:0.77@10
play-who-starts = Wer beginnt
play-player-two = Spieler 2
play-lock = Hinweise sperren (kein Menü, kein „Zeigen“)
play-examples = Beispiele:
play-example-bricks = Pick-Up-Bricks (1 oder 2 nehmen)
play-example-misere-nim = Misère-Nim
play-example-kayles = Kayles, 12 Kegel
play-example-dawson = Dawsons Kayles
play-example-misere-kayles = Misère-Kayles 7, 5, 3
play-example-grundy = Grundys Spiel (Reihen ungleich teilen)
play-example-rule-sets = drei Haufen, drei Regelwerke
play-example-nimbers = Nimbers *3 + *5 + *6
play-again = Nochmal spielen
play-swap-sides = Seiten tauschen
play-undo = Rückgängig
play-redo = Wiederholen
play-show-me = Zeigen
play-hints = Hinweise
play-watch = Sehen Sie zu
play-swipe = ⇆ wischen für alle
play-move-to = Ziehen nach:
play-no-option = Keine Option: kein Zug möglich.
board-view-label = Das Spielbrett
howto-title = Spielanleitung
story-title = Verlauf der Partie
story-moves = Züge
story-no-moves = Noch keine Züge.
hint-title = Hinweis
hint-p-portion-wins = P-Anteil: gewinnt
hint-products-label = Produkt jedes Zuges
hint-move = Zug
hint-leaves = hinterlässt
hint-size = Größe
calc-title = Nim-Rechner
calc-numbers = Zahlen
calc-how = Wie das Produkt entsteht
calc-distributes = Die Nim-Multiplikation ist distributiv über ⊕, also ist das Produkt das XOR der 2^i ⊗ 2^j über die gesetzten Bits i der ersten und j der zweiten Zahl:

## Ein Spielbrett öffnen.

play-board-fallback = Das Spielbrett „{ $heaps }“ lässt sich hier nicht spielen: { $error }. Gezeigt wird das Standard-Spielbrett.
play-no-hint-level = keine Hinweisstufe „{ $level }“

## Der Bildschirm: der letzte Zug, das Ende der Partie, was die Farben bedeuten.

play-move-by = { $who }: { $text }
play-last-move = Letzter Zug — { $text }
play-won-you = Sie haben gewonnen!
play-won-computer = Der Computer hat gewonnen
play-won = { $who } hat gewonnen!
play-swap-you = Seiten tauschen: Sie beginnen
play-swap-computer = Seiten tauschen: Der Computer beginnt
play-swap = Seiten tauschen: { $who } beginnt
play-legend = Die Züge sind markiert: Grün mit durchgezogenem Rand gewinnt (hinterlässt eine P-Position), Orange mit gestricheltem Rand verliert. Ein Kegel mit grün gestricheltem Rand und einer Zahl gewinnt, wenn ein Antippen von ihm aus so viele Kegel umwirft (eine andere Wahl bei „Pro Antippen fallen“).

## Die Haufen und Reihen und die Züge auf ihnen. `$count` wählt die Pluralform der als `$n`
## geschriebenen Zahl.

board-pins = { $count ->
    [one] { $n } Kegel
   *[other] { $n } Kegel
}
board-pick-cuts = kein Kegel (Schnitt)
board-pick-gap = Tippen Sie auf eine Lücke zwischen zwei Kegeln, um die Reihe dort zu teilen
board-pick-only = Pro Antippen fallen { $pins }: der angetippte und der nächste
board-pick-each = Pro Antippen fallen
board-caption-game = Spiel { $number } · { $position }
board-caption-row = Reihe { $number } · { $count ->
    [one] { $n } Kegel
   *[other] { $n } Kegel
} · { $game }
board-caption-heap = Haufen { $number } · { $count ->
    [one] { $n } Stein
   *[other] { $n } Steine
} · { $game }
board-misere-game = { $game } (Misère)
board-misere-value = Misère-Wert { $value }
board-value-binary = Wert { $value } = { $binary }₂
board-value = Wert { $value }
board-or = { $first } oder { $second }
board-pick-note = Hier gewinnt kein Antippen, das { $pins } umwirft: Es gewinnt, { $others } umzuwerfen (oben auswählen).
board-button-take-split = { $take } nehmen, in { $parts } teilen
board-button-split = in { $parts } teilen
board-button-take = { $take } nehmen
board-move-losing-other = { $text } (ein verlierender Zug; von hier aus { $pins } umzuwerfen gewinnt)
board-move-winning = { $text } (gewinnender Zug)
board-move-losing = { $text } (verlierender Zug)

## Der Hinweis.

hint-over = Das Spiel ist vorbei.
hint-heap = Haufen { $number }
hint-nim-sum = Nim-Summe (XOR)
hint-position = { $class }-Position: Der Spieler am Zug { $wins ->
    [yes] gewinnt
   *[no] verliert
} bei perfektem Spiel, das noch { $count ->
    [one] { $n } Zug
   *[other] { $n } Züge
} dauert: die Remoteness der Position, also die verbleibenden Züge, wenn der Gewinner eilt und der Verlierer möglichst lange durchhält.
hint-nim-value = Nim-Wert
hint-misere-value = Misère-Wert
hint-binary = binär
hint-products = Produkt jedes Zuges ({ $n })
hint-outcome-n = Eine N-Position: Der Spieler am Zug gewinnt bei perfektem Spiel.
hint-outcome-p = Eine P-Position: Der Spieler am Zug verliert bei perfektem Spiel.

## Der Verlauf der Partie, die Zugliste und was ein Bildschirmleser hört.

story-taken-back = Zug zurückgenommen
story-played-again = Zug wiederholt
story-hints-on = Hinweise an
story-hints-off = Hinweise aus
story-threw = — hat den Sieg verschenkt
story-step = { $label }: { $text }
story-label = Der Verlauf der Partie: { $steps }.
story-start = Anfang
story-after = Nach Zug { $number }
story-over = das Spiel ist vorbei
story-position = { $player ->
    [you] Sie sind am Zug: Sie { $wins ->
        [yes] gewinnen
       *[no] verlieren
    }
    [computer] Der Computer ist am Zug: Er { $wins ->
        [yes] gewinnt
       *[no] verliert
    }
    [one] Spieler 1 ist am Zug: Spieler 1 { $wins ->
        [yes] gewinnt
       *[no] verliert
    }
   *[two] Spieler 2 ist am Zug: Spieler 2 { $wins ->
        [yes] gewinnt
       *[no] verliert
    }
} bei perfektem Spiel (noch { $count ->
    [one] { $n } Zug
   *[other] { $n } Züge
}){ $blunder ->
    [yes] ; der Zug davor hat einen Sieg verschenkt
   *[no] {""}
}
story-note = Jeder Punkt ist eine Position, auf der Seite des Spielers, der von ihr aus gewinnt, und so weit außen wie ihre Remoteness: die verbleibenden Züge, wenn der Gewinner eilt und der Verlierer möglichst lange durchhält.
story-note-later = Der Verlauf der Partie (wer nach jedem Zug vorn lag) erscheint am Ende des Spiels oder mit eingeschalteten Hinweisen.

## Der Nim-Rechner.

calc-sum-line = Nim-Summe { $sum } = { $result }
calc-sum-label = Nim-Summe: { $sum } = { $result }

## Die Spielanleitung, in den Worten der Züge des Spielbretts.

howto-stones = Tippen Sie auf einen Stein, um ihn und alle Steine danach zu nehmen, oder nutzen Sie die Schaltflächen eines Haufens.
howto-pin = Tippen Sie auf einen Kegel, um ihn umzuwerfen.
howto-pin-with = Tippen Sie auf einen Kegel, um ihn mit { $next ->
    [1] dem nächsten
   *[other] den nächsten { $next }
} umzuwerfen: Jeder Zug wirft { $take } um.
howto-pin-choice = Tippen Sie auf einen Kegel, um ihn umzuwerfen, mit den folgenden, wenn „{ board-pick-each }“ mehr als 1 angibt.
howto-cut = Tippen Sie auf die Lücke zwischen zwei Kegeln, um die Reihe dort zu teilen.
howto-three = Eine Teilung in drei Reihen ist eine Schaltfläche unter ihrer Reihe.
howto-keys = Tasten: Tab zu einem Haufen, ← und → darin, Enter zieht{ $digits ->
    [yes] ; eine Ziffer wählt, wie viele Kegel fallen
   *[no] {""}
}{ $locked ->
    [yes] ; U rückgängig, Y wiederholen.
   *[no] ; U rückgängig, Y wiederholen, S zeigen, H Hinweise.
}
howto-cleared-pins = Alle Kegel sind gefallen.
howto-cleared-stones = Alle Steine sind genommen.
howto-cleared-both = Alle Steine sind genommen und alle Kegel gefallen.

## Ein Misère-Spielbrett in schlichten Worten. Positionen stehen im Akkusativ (was ein Zug
## hinterlässt), Züge als Infinitiv (nach „indem Sie“ und „Wenn Sie“).

misere-mathematics = Die Mathematik dahinter
misere-hints-outcome = wer gewinnt (P oder N)
misere-hints-classes = gewinnende Züge
misere-hints-values = Züge und Begründung
misere-rule-pin = Im Misère-Spiel verliert, wer den letzten Kegel umwirft.
misere-rule-stone = Im Misère-Spiel verliert, wer den letzten Stein nimmt.
misere-rule-move = Im Misère-Spiel verliert, wer den letzten Zug macht.
misere-single-pin = einen einzelnen Kegel
misere-single-stone = einen einzelnen Stein
misere-nothing = nichts
misere-single-pins = { $count } einzelne Kegel
misere-heaps-of-one = { $count } Haufen der Größe 1
misere-a-row = eine Reihe der Länge { $size }
misere-a-heap = einen Haufen der Größe { $size }
misere-rows = Reihen der Längen { $sizes }
misere-heaps = Haufen der Größen { $sizes }
misere-stones = { $count ->
    [one] { $n } Stein
   *[other] { $n } Steine
}
misere-move-tree = den Zug „{ $text }“ machen
misere-move-split = { $alone ->
    [yes] die Reihe
   *[no] Reihe { $row }
} in Reihen der Längen { $parts } teilen
misere-move-knock-split = { $pins }{ $alone ->
    [yes] {""}
   *[no] {" "}in Reihe { $row }
} umwerfen und den Rest in Reihen der Längen { $parts } teilen
misere-move-take = { $stones } nehmen
misere-move-take-from = { $stones } von Haufen { $row } nehmen
misere-move-cut = { $alone ->
    [yes] die Reihe
   *[no] Reihe { $row }
} zwischen Kegel { $left } und { $right } teilen
misere-move-pin = Kegel { $pin }{ $alone ->
    [yes] {""}
   *[no] {" "}in Reihe { $row }
} umwerfen
misere-move-pins = die Kegel { $first }–{ $last }{ $alone ->
    [yes] {""}
   *[no] {" "}in Reihe { $row }
} umwerfen
misere-winning = Von hier aus gewinnen Sie, indem Sie { $text }: Das hinterlässt { $position }{ $ends ->
    [yes] , wo jeder mögliche Zug Ihres Gegners das Spiel beendet: Er macht den letzten Zug und verliert
   *[no] , eine Position, die Ihr Gegner verliert: Was er auch tut, Sie können so antworten, dass am Ende er den letzten Zug macht
}.
misere-losing = Von hier aus gewinnt kein Zug: Was Sie auch tun, Ihr Gegner kann so antworten, dass am Ende Sie den letzten Zug machen. Halten Sie so lange wie möglich durch: Wenn Sie { $text }, dauert das Spiel am längsten.
misere-reply = Hinterlässt er { $theirs }, hinterlassen Sie { $ours }{ $last ->
    [yes] , und was er danach auch tut, ist der letzte Zug
   *[no] {""}
}.
misere-reply-end = Beendet er das Spiel, hat er den letzten Zug gemacht: Er verliert.
misere-replies-some = Was Ihr Gegner als Nächstes auch tut ({ $count } verschiedene Positionen), Sie haben eine Antwort, zum Beispiel:
misere-replies-all = Was Ihr Gegner als Nächstes auch tut, Sie haben eine Antwort:
misere-bouton = Misère-Nim (Bouton): { $rows ->
    [yes] Diese Reihen verhalten sich genau wie Nim-Haufen (eine Reihe der Länge 2 ist ein Haufen der Größe 2)
   *[no] Diese Haufen verhalten sich genau wie Nim-Haufen
}, also entscheidet Boutons Regel. Spielen Sie wie im gewöhnlichen Nim, außer wenn Ihr Zug nur noch { $rows ->
    [yes] Reihen der Länge 1
   *[no] Haufen der Größe 1
} übrig ließe: Lassen Sie dann eine ungerade Anzahl von { $rows ->
    [yes] Reihen der Länge 1
   *[no] Haufen der Größe 1
} übrig. { $here }
misere-bouton-ones = Hier sind nur noch { $rows ->
    [yes] Reihen der Länge 1
   *[no] Haufen der Größe 1
} übrig ({ $count } Stück): Wer eine ungerade Anzahl davon vor sich hat, verliert.
misere-bouton-one-big = Hier ist genau { $rows ->
    [yes] eine Reihe länger
   *[no] ein Haufen größer
} als 1: Verkleinern Sie { $rows ->
    [yes] sie
   *[no] ihn
} auf 0 oder 1, sodass eine ungerade Anzahl von { $rows ->
    [yes] Reihen der Länge 1
   *[no] Haufen der Größe 1
} übrig bleibt.
misere-bouton-big = Hier sind zwei oder mehr { $rows ->
    [yes] Reihen länger
   *[no] Haufen größer
} als 1: Spielen Sie wie im gewöhnlichen Nim.
