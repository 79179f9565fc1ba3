# Les mots que tous les messages partagent : les listes.

list-or = { $rest } ou { $last }
list-and = { $rest } et { $last }
