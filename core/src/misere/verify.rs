//! Whether a candidate is the misère quotient of its heaps, by Plambeck and Siegel's test: it
//! is when every sum of heaps maps into the P-portion exactly when the player to move there
//! loses. By induction on sums, that holds when no sum is a *failure*:
//!
//! - a P-failure maps into the P-portion and has an option that does too;
//! - an N-failure maps outside the P-portion, has options, and none maps into it.
//!
//! P-failures depend only on an element and one heap, so there are finitely many to check.
//! N-failures are sought by walking the sums in order, keeping for each element the least
//! sets of transitions seen: a sum whose element was reached before with fewer transitions
//! cannot lead to a failure that the earlier sum does not lead to first (its extensions have
//! the same elements and at least as many transitions), so the walk ends.

use super::candidate::{letters, Candidate};
use super::walk::{walk, Enter, Letter, Node, Target, Visitor, Word};

/// For each element, the minimal transition sets of the sums seen that map to it.
#[derive(Debug, Clone, Default)]
pub(crate) struct Antichain {
    sets: Vec<Vec<Vec<u32>>>,
}

impl Antichain {
    fn new(size: usize) -> Self {
        Antichain {
            sets: vec![Vec::new(); size],
        }
    }

    /// Whether some sum seen maps to `node.elem` with transitions among `node.trans`.
    pub(crate) fn dominates(&self, node: &Node) -> bool {
        self.sets
            .get(node.elem as usize)
            .is_some_and(|sets| sets.iter().any(|set| is_subset(set, &node.trans)))
    }

    /// Records a sum's state that nothing recorded dominates.
    fn record(&mut self, node: &Node) {
        let sets = &mut self.sets[node.elem as usize];
        sets.retain(|set| !is_subset(&node.trans, set));
        sets.push(node.trans.clone());
    }

    /// Whether some sum seen maps to `elem` with transitions among `trans` (sorted).
    pub(crate) fn covers(&self, elem: u32, trans: &[u32]) -> bool {
        self.sets
            .get(elem as usize)
            .is_some_and(|sets| sets.iter().any(|set| is_subset(set, trans)))
    }
}

/// Whether sorted `small` is a subset of sorted `large`.
fn is_subset(small: &[u32], large: &[u32]) -> bool {
    let mut rest = large.iter();
    small.iter().all(|x| rest.any(|y| y == x))
}

/// The outcome of a test.
pub(crate) enum Verdict {
    /// The candidate is the quotient; the antichain of the walk, to extend it by a heap.
    Holds(Antichain),
    /// The least sum the candidate gets wrong.
    Fails(Word),
}

/// Tests `c` (its options' images `targets`, from [`Candidate::targets`]) on every sum.
pub(crate) fn verify(c: &Candidate, targets: &[Vec<Target>]) -> Verdict {
    let letters = letters(&c.slot_of, targets);
    let p_failure = least_p_failure(c, &letters);
    let mut search = NSearch {
        c,
        letters: &letters,
        antichain: Antichain::new(c.size),
        failure: None,
    };
    walk(&c.acts, &letters, Node::default(), 0, &mut search);
    let failure = match (search.failure, p_failure) {
        (Some(n), Some(p)) => Some(n.min(p)),
        (n, p) => n.or(p),
    };
    match failure {
        Some(word) => Verdict::Fails(word),
        None => Verdict::Holds(search.antichain),
    }
}

/// Tests `c`, whose last heap `h` was just added (mapping to an element already present), on
/// the sums holding heap `h`, given the antichain of the test that `c` without heap `h`
/// passed. `letters` are the heaps the test of `c` needs ([`letters`] of its targets), heap
/// `h`'s last when a smaller heap does not stand for it. Returns the antichain extended, or
/// `None` at the first failure.
pub(crate) fn verify_new_heap(
    c: &Candidate,
    letters: &[Letter],
    antichain: &Antichain,
) -> Option<Antichain> {
    let h = c.last_heap();
    let Some(last) = letters.last().filter(|l| l.heap as usize == h) else {
        // The heap adds nothing new (no move, or a smaller heap has its image and options).
        return Some(antichain.clone());
    };
    if p_failure_at(c, last) {
        return None;
    }
    let mut search = NSearch {
        c,
        letters,
        antichain: antichain.clone(),
        failure: None,
    };
    walk(
        &c.acts,
        letters,
        Node::default(),
        letters.len() - 1,
        &mut search,
    );
    match search.failure {
        Some(_) => None,
        None => Some(search.antichain),
    }
}

/// Whether some `x` gives a P-failure `x · h` for the letter's heap `h`.
fn p_failure_at(c: &Candidate, letter: &Letter) -> bool {
    (0..c.size as u32).any(|x| is_p_failure(c, letter, x))
}

fn is_p_failure(c: &Candidate, letter: &Letter, x: u32) -> bool {
    c.p[c.acts[letter.slot as usize][x as usize] as usize]
        && letter
            .targets
            .iter()
            .any(|t| c.p[t.times(&c.acts, x) as usize])
}

/// The least P-failure: every P-failure is `w + h` with `x = φ(w)`, and the least word of `x`
/// plus `h` is no larger and fails too.
fn least_p_failure(c: &Candidate, letters: &[Letter]) -> Option<Word> {
    let mut least: Option<Word> = None;
    for letter in letters {
        for x in 0..c.size as u32 {
            if is_p_failure(c, letter, x) {
                let word = c.least_word(x).plus(letter.heap as usize);
                if least.as_ref().is_none_or(|l| word < *l) {
                    least = Some(word);
                }
            }
        }
    }
    least
}

struct NSearch<'a> {
    c: &'a Candidate,
    letters: &'a [Letter],
    antichain: Antichain,
    failure: Option<Word>,
}

impl Visitor for NSearch<'_> {
    fn enter(&mut self, node: &Node, counts: &[u32], from: Option<(u32, usize)>) -> Enter {
        if from.is_none() {
            return Enter::Descend;
        }
        if self.antichain.dominates(node) {
            return Enter::Prune;
        }
        self.antichain.record(node);
        let p = &self.c.p;
        if !p[node.elem as usize] && node.trans.iter().all(|&t| !p[t as usize]) {
            let mut exponents = vec![0; self.c.slot_of.len()];
            for (letter, &count) in self.letters.iter().zip(counts) {
                exponents[letter.heap as usize] = count;
            }
            self.failure = Some(Word::new(exponents));
            return Enter::Stop;
        }
        Enter::Descend
    }
}
