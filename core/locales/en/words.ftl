# Words every message shares: lists.

# Alternatives: 2, 4 or 7.
list-or = { $rest } or { $last }
# A whole: 2, 4 and 7.
list-and = { $rest } and { $last }
