# The sequence view's exercise (exercise=values): the values from n = from on are hidden, and
# the student works each out in turn.

exercise-title = Exercise: the next value
exercise-check = Check
exercise-instructions = The values from G({ $from }) on are hidden. Work out each G(n) from the options of a heap of n, type it and press Enter: a right answer moves on to the next heap, a wrong one opens that heap's options.
exercise-not-a-number = Type a whole number for G({ $n }): 0, 1, 2, …
exercise-right = Right: G({ $n }) = { $value }.
exercise-wrong = Not { $answer }. G({ $n }) is the mex of the values of its options, listed below: the least number that is not among them.
exercise-hidden-asked = G({ $n }): the value the exercise asks for
exercise-hidden-later = G({ $n }): hidden until the values before it are found
exercise-finished = That is every value computed: all found from G({ $from }) to G({ $last }).
exercise-hidden-heading = G({ $n }) is part of the exercise
exercise-hidden-text = Work out G({ $n }) first: the panel opens for every value you have found.
exercise-no-answer = No answer yet.
# $tries: the answers given ($count, the same as a number).
exercise-score = Score: { $right } right, { $wrong } wrong ({ $right } of { $tries } { $count ->
   *[other] answers
} right).
