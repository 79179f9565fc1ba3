//! Sums of heaps visited in order, smallest first: the engine behind both the marking of a
//! candidate's P-portion and the search for its least failure.
//!
//! A sum is a *word*: how many heaps of each size it holds. Words are ordered as the
//! literature orders them: the word with more of the largest heap in which they differ is
//! the larger (so every word without heap `h` comes before every word with it). The walk
//! visits words in that order, carrying for each the element it maps to and the set of
//! elements its options map to (its *transitions*). A word whose state its caller prunes is
//! not extended by more of the heap just added or by smaller heaps: callers prune only words
//! whose every extension is answered by an earlier word, so nothing is lost.

use std::cmp::Ordering;

/// A sum of heaps: `exponents[h]` heaps of size `h`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Word {
    exponents: Vec<u32>,
}

impl Word {
    /// The word with the given exponents (trailing zeros dropped).
    pub(crate) fn new(mut exponents: Vec<u32>) -> Self {
        while exponents.last() == Some(&0) {
            exponents.pop();
        }
        Word { exponents }
    }

    /// How many heaps of size `heap` the word holds.
    pub(crate) fn exponent(&self, heap: usize) -> u32 {
        self.exponents.get(heap).copied().unwrap_or(0)
    }

    /// The word with one more heap of size `heap`.
    pub(crate) fn plus(&self, heap: usize) -> Word {
        let mut exponents = self.exponents.clone();
        if exponents.len() <= heap {
            exponents.resize(heap + 1, 0);
        }
        exponents[heap] += 1;
        Word { exponents }
    }

    /// The heap sizes, smallest first, each as often as the word holds it.
    pub(crate) fn heaps(&self) -> Vec<usize> {
        self.exponents
            .iter()
            .enumerate()
            .flat_map(|(h, &e)| std::iter::repeat_n(h, e as usize))
            .collect()
    }
}

impl Ord for Word {
    fn cmp(&self, other: &Self) -> Ordering {
        self.exponents
            .len()
            .cmp(&other.exponents.len())
            .then_with(|| {
                self.exponents
                    .iter()
                    .rev()
                    .cmp(other.exponents.iter().rev())
            })
    }
}

impl PartialOrd for Word {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// How a monoid's elements are multiplied by the image of a heap.
pub(crate) trait Actions {
    /// `x` times the image of the heaps of slot `slot`.
    fn act(&self, slot: u32, x: u32) -> u32;
}

impl Actions for Vec<Vec<u32>> {
    fn act(&self, slot: u32, x: u32) -> u32 {
        self[slot as usize][x as usize]
    }
}

/// The image of one option of a heap: its element and the slots of its heaps (at most
/// three), to multiply other elements by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Target {
    /// The element the option maps to.
    pub(crate) elem: u32,
    slots: [u32; 3],
    len: u8,
}

impl Target {
    /// The option made of heaps with the given slots (`None`: a heap with no move, which is
    /// the identity).
    pub(crate) fn new<A: Actions>(
        actions: &A,
        slots: impl IntoIterator<Item = Option<u32>>,
    ) -> Self {
        let mut target = Target {
            elem: 0,
            slots: [0; 3],
            len: 0,
        };
        for slot in slots.into_iter().flatten() {
            debug_assert!(target.len < 3, "an option leaves at most three heaps");
            target.slots[target.len as usize] = slot;
            target.len += 1;
        }
        target.elem = target.times(actions, 0);
        target
    }

    /// `x` times this option's image.
    pub(crate) fn times<A: Actions>(&self, actions: &A, x: u32) -> u32 {
        self.slots[..self.len as usize]
            .iter()
            .fold(x, |y, &slot| actions.act(slot, y))
    }
}

/// A heap the walk may add: its size, the slot of its image, and its options' images (each
/// element once).
#[derive(Debug, Clone)]
pub(crate) struct Letter {
    /// The heap size.
    pub(crate) heap: u32,
    /// The slot of its image.
    pub(crate) slot: u32,
    /// Its options' images.
    pub(crate) targets: Vec<Target>,
}

/// A word's state: its element and its transitions (sorted, each once).
#[derive(Debug, Clone, Default)]
pub(crate) struct Node {
    /// The element the word maps to.
    pub(crate) elem: u32,
    /// The elements its options map to.
    pub(crate) trans: Vec<u32>,
}

impl Node {
    /// The state of this word plus one heap of `letter`: the options of `w + h` are `w' + h`
    /// for each option `w'` of `w`, and `w + h'` for each option `h'` of `h`.
    fn child<A: Actions>(&self, actions: &A, letter: &Letter, elem: u32) -> Node {
        let mut trans: Vec<u32> = Vec::with_capacity(self.trans.len() + letter.targets.len());
        trans.extend(self.trans.iter().map(|&t| actions.act(letter.slot, t)));
        trans.extend(letter.targets.iter().map(|t| t.times(actions, self.elem)));
        trans.sort_unstable();
        trans.dedup();
        Node { elem, trans }
    }
}

/// What the caller decides about a word just reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Enter {
    /// Visit its extensions.
    Descend,
    /// Do not extend it (by more of its last heap or by smaller heaps).
    Prune,
    /// End the walk.
    Stop,
}

/// What a walk does at each word.
pub(crate) trait Visitor {
    /// Whether to prune a word reaching `elem` without working out its transitions.
    fn skip(&mut self, _elem: u32) -> bool {
        false
    }

    /// Decides about a word: `node` is its state, `counts` its exponents per letter, and
    /// `from` the element of the word it extends with the letter it adds (`None` for the
    /// empty word).
    fn enter(&mut self, node: &Node, counts: &[u32], from: Option<(u32, usize)>) -> Enter;
}

struct Frame {
    node: Node,
    /// Letters `0..free` may still be added.
    free: usize,
    /// The letter being added now.
    next: usize,
    /// The word with some more of letter `next` than `node`, once one was entered.
    chain: Option<Node>,
}

/// Walks the words over `letters` in increasing order from the empty word (whose state is
/// `root`). With `from_letter = i`, only words holding letter `i` or a larger one are
/// visited (the empty word is not). Returns whether the visitor stopped the walk.
pub(crate) fn walk<A: Actions>(
    actions: &A,
    letters: &[Letter],
    root: Node,
    from_letter: usize,
    visitor: &mut impl Visitor,
) -> bool {
    let mut counts = vec![0u32; letters.len()];
    if from_letter == 0 {
        match visitor.enter(&root, &counts, None) {
            Enter::Stop => return true,
            Enter::Prune => return false,
            Enter::Descend => {}
        }
    }
    let mut stack = vec![Frame {
        node: root,
        free: letters.len(),
        next: from_letter,
        chain: None,
    }];
    while let Some(top) = stack.last_mut() {
        if top.next >= top.free {
            let done = stack.pop().map(|frame| frame.node);
            if let Some(parent) = stack.last_mut() {
                parent.chain = done;
            }
            continue;
        }
        let k = top.next;
        let letter = &letters[k];
        let from = top.chain.as_ref().unwrap_or(&top.node);
        let elem = actions.act(letter.slot, from.elem);
        counts[k] += 1;
        let decision = if visitor.skip(elem) {
            Enter::Prune
        } else {
            let node = from.child(actions, letter, elem);
            match visitor.enter(&node, &counts, Some((from.elem, k))) {
                Enter::Descend => {
                    stack.push(Frame {
                        node,
                        free: k,
                        next: 0,
                        chain: None,
                    });
                    continue;
                }
                other => other,
            }
        };
        if decision == Enter::Stop {
            return true;
        }
        counts[k] = 0;
        top.next += 1;
        top.chain = None;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_ordered_by_their_largest_heaps_first() {
        let w = |e: &[u32]| Word::new(e.to_vec());
        assert!(w(&[0, 5]) < w(&[0, 0, 1]));
        assert!(w(&[0, 1, 1]) < w(&[0, 0, 2]));
        assert!(w(&[]) < w(&[0, 1]));
        assert_eq!(w(&[0, 1, 0, 0]), w(&[0, 1]));
        assert_eq!(w(&[0, 2, 1]).heaps(), [1, 1, 2]);
        assert_eq!(w(&[0, 2]).plus(3), w(&[0, 2, 0, 1]));
    }

    #[test]
    fn the_walk_visits_every_word_in_order() {
        // Two heaps in the trivial monoid, never pruned up to 2 of each: the words in order.
        let actions = vec![vec![0u32], vec![0u32]];
        let letters: Vec<Letter> = (0..2)
            .map(|slot| Letter {
                heap: slot + 1,
                slot,
                targets: vec![],
            })
            .collect();
        struct Record(Vec<Vec<u32>>);
        impl Visitor for Record {
            fn enter(&mut self, _: &Node, counts: &[u32], _: Option<(u32, usize)>) -> Enter {
                self.0.push(counts.to_vec());
                if counts.iter().any(|&c| c >= 2) {
                    Enter::Prune
                } else {
                    Enter::Descend
                }
            }
        }
        let mut record = Record(Vec::new());
        walk(&actions, &letters, Node::default(), 0, &mut record);
        let seen = record.0;
        let expected: Vec<Vec<u32>> = vec![
            vec![0, 0],
            vec![1, 0],
            vec![2, 0],
            vec![0, 1],
            vec![1, 1],
            vec![2, 1],
            vec![0, 2],
        ];
        assert_eq!(seen, expected);
    }
}
