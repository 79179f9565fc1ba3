# Wörter, die jede Nachricht teilt: Aufzählungen.

list-or = { $rest } oder { $last }
list-and = { $rest } und { $last }
