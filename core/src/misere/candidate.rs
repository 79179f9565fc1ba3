//! Candidates for a misère quotient: a finite commutative monoid, the heaps' images in it (the
//! pretending function) and a P-portion. A candidate is built from any monoid the heaps map
//! into by *marking* (each element takes the outcome of the least word mapping to it, worked
//! out from that word's options) and *reducing* (elements that no third element tells apart
//! are merged); [`super::verify`] then says whether it is the quotient.

use std::collections::HashMap;

use super::alphabet::Alphabet;
use super::walk::{walk, Actions, Enter, Letter, Node, Target, Visitor, Word};

/// A monoid with elements `0..size` (0 the identity), given by the action of each distinct
/// heap image (a *slot*), with the heaps' slots and a P-portion. Elements are numbered in the
/// order of the least words mapping to them.
#[derive(Debug, Clone)]
pub(crate) struct Candidate {
    /// Number of elements.
    pub(crate) size: usize,
    /// `acts[s][x]`: `x` times the image of slot `s`; the slots' images differ.
    pub(crate) acts: Vec<Vec<u32>>,
    /// The slot of each heap `0..=n`; `None` for heaps with no move (the identity).
    pub(crate) slot_of: Vec<Option<u32>>,
    /// Whether each element is in the P-portion.
    pub(crate) p: Vec<bool>,
    /// For each element `x > 0`, its least word is the least word of `parent[x].0` plus a heap
    /// of `parent[x].1`.
    pub(crate) parent: Vec<(u32, u32)>,
}

impl Candidate {
    /// The quotient of heap 0 alone: the identity, an N-position (the player to move there
    /// has no move, so the opponent made the last one).
    pub(crate) fn trivial() -> Self {
        Candidate {
            size: 1,
            acts: Vec::new(),
            slot_of: vec![None],
            p: vec![false],
            parent: vec![(0, 0)],
        }
    }

    /// The last heap covered.
    pub(crate) fn last_heap(&self) -> usize {
        self.slot_of.len() - 1
    }

    /// The element heap `h` maps to.
    pub(crate) fn image(&self, h: usize) -> u32 {
        self.slot_of[h].map_or(0, |slot| self.acts[slot as usize][0])
    }

    /// The slots of a word's heaps, one per heap.
    fn slots_of_word(&self, word: &Word) -> Vec<u32> {
        word.heaps()
            .into_iter()
            .filter_map(|h| self.slot_of[h])
            .collect()
    }

    /// The element a word maps to.
    pub(crate) fn image_of_word(&self, word: &Word) -> u32 {
        self.slots_of_word(word)
            .into_iter()
            .fold(0, |x, s| self.acts.act(s, x))
    }

    /// The least word mapping to `x`.
    pub(crate) fn least_word(&self, mut x: u32) -> Word {
        let mut exponents = Vec::new();
        while x != 0 {
            let (up, heap) = self.parent[x as usize];
            if exponents.len() <= heap as usize {
                exponents.resize(heap as usize + 1, 0);
            }
            exponents[heap as usize] += 1;
            x = up;
        }
        Word::new(exponents)
    }

    /// Multiplication by `x`: `y · x` for every element `y`.
    pub(crate) fn action_of(&self, x: u32) -> Vec<u32> {
        let slots = self.slots_of_word(&self.least_word(x));
        (0..self.size as u32)
            .map(|y| slots.iter().fold(y, |z, &s| self.acts.act(s, z)))
            .collect()
    }

    /// The images of the options of every heap.
    pub(crate) fn targets(&self, alphabet: &Alphabet) -> Vec<Vec<Target>> {
        targets(&self.acts, &self.slot_of, alphabet)
    }

    /// The index of `x`: the least `i` with `x^i = x^(i + q)` for some `q >= 1`.
    pub(crate) fn index_of(&self, x: u32) -> usize {
        let action = self.action_of(x);
        let mut first_seen: HashMap<u32, usize> = HashMap::new();
        let mut power = 0u32;
        let mut i = 0;
        loop {
            if let Some(&j) = first_seen.get(&power) {
                return j;
            }
            first_seen.insert(power, i);
            power = action[power as usize];
            i += 1;
        }
    }

    /// The heap `h` added with image `x` (an element already present), and the slot it
    /// takes.
    pub(crate) fn with_heap(&self, x: Option<u32>) -> Candidate {
        let mut next = self.clone();
        let slot = x.map(
            |x| match (0..self.acts.len()).find(|&s| self.acts[s][0] == x) {
                Some(s) => s as u32,
                None => {
                    next.acts.push(self.action_of(x));
                    (next.acts.len() - 1) as u32
                }
            },
        );
        next.slot_of.push(slot);
        next
    }
}

/// The images of the options of every heap, in a monoid given by `actions`.
pub(crate) fn targets<A: Actions>(
    actions: &A,
    slot_of: &[Option<u32>],
    alphabet: &Alphabet,
) -> Vec<Vec<Target>> {
    (0..slot_of.len())
        .map(|h| {
            let mut targets: Vec<Target> = alphabet
                .options(h)
                .iter()
                .map(|heaps| Target::new(actions, heaps.iter().map(|&g| slot_of[g as usize])))
                .collect();
            targets.sort_by_key(|t| t.elem);
            targets.dedup_by_key(|t| t.elem);
            targets
        })
        .collect()
}

/// The heaps a walk needs: each heap with a move whose slot and options' images no smaller
/// heap shares (a word holding the larger heap has the same states as the word holding the
/// smaller one instead, which comes earlier).
pub(crate) fn letters(slot_of: &[Option<u32>], targets: &[Vec<Target>]) -> Vec<Letter> {
    let mut seen: HashMap<(u32, Vec<u32>), ()> = HashMap::new();
    let mut letters = Vec::new();
    for (h, slot) in slot_of.iter().enumerate() {
        let Some(slot) = *slot else { continue };
        let key = (slot, targets[h].iter().map(|t| t.elem).collect::<Vec<_>>());
        if seen.insert(key, ()).is_none() {
            letters.push(Letter {
                heap: h as u32,
                slot,
                targets: targets[h].clone(),
            });
        }
    }
    letters
}

/// A direct product `base × C(i1, q1) × C(i2, q2) × ...` of a monoid with cyclic monoids
/// (`C(i, q)`: `1, c, ..., c^(i+q-1)` with `c^(i+q) = c^i`), its elements numbered
/// `x + |base| · (c1 + (i1 + q1) · (c2 + ...))`. Slots below `base.len()` act on the base;
/// slot `base.len() + j` is the generator of the `j`-th cyclic factor.
pub(crate) struct Product<'a> {
    base: &'a [Vec<u32>],
    base_size: u32,
    /// `(i, q)` of each cyclic factor, and the stride of its exponent in an element number.
    cycles: Vec<(u32, u32, u32)>,
}

impl<'a> Product<'a> {
    /// The product of the base (its actions, `base_size` elements) with cyclic factors
    /// `(index, period)`, or `None` when it would have more than `limit` elements.
    pub(crate) fn new(
        base: &'a [Vec<u32>],
        base_size: usize,
        cycles: &[(u32, u32)],
        limit: usize,
    ) -> Option<Self> {
        let mut stride = base_size as u64;
        let mut with_strides = Vec::new();
        for &(index, period) in cycles {
            with_strides.push((index, period, stride as u32));
            stride *= u64::from(index + period);
            if stride > limit as u64 {
                return None;
            }
        }
        Some(Product {
            base,
            base_size: base_size as u32,
            cycles: with_strides,
        })
    }
}

impl Actions for Product<'_> {
    fn act(&self, slot: u32, e: u32) -> u32 {
        let slot = slot as usize;
        if slot < self.base.len() {
            let x = e % self.base_size;
            e - x + self.base[slot][x as usize]
        } else {
            let (index, period, stride) = self.cycles[slot - self.base.len()];
            let c = (e / stride) % (index + period);
            let next = if c + 1 < index + period { c + 1 } else { index };
            e - c * stride + next * stride
        }
    }
}

/// Marks, compacts and reduces the monoid given by `actions` with heap slots `slot_of`
/// (slots `0..slots`): each element reachable from the heaps' images takes the outcome of its
/// least word, the others are dropped, and indistinguishable elements are merged.
pub(crate) fn build<A: Actions>(
    actions: &A,
    slots: usize,
    slot_of: Vec<Option<u32>>,
    alphabet: &Alphabet,
) -> Candidate {
    let targets = targets(actions, &slot_of, alphabet);
    let letters = letters(&slot_of, &targets);
    let mut marker = Marker::default();
    walk(actions, &letters, Node::default(), 0, &mut marker);
    let size = marker.order.len();
    let acts: Vec<Vec<u32>> = (0..slots as u32)
        .map(|s| {
            marker
                .order
                .iter()
                .map(|&e| marker.index[&actions.act(s, e)])
                .collect()
        })
        .collect();
    let parent = marker
        .parent
        .iter()
        .map(|&(up, letter)| (up, letters.get(letter as usize).map_or(0, |l| l.heap)))
        .collect();
    reduce(Candidate {
        size,
        acts,
        slot_of,
        p: marker.p,
        parent,
    })
}

/// The marking walk: the least word of each reachable element, in order, and its outcome.
#[derive(Default)]
struct Marker {
    /// Element number -> place in `order`.
    index: HashMap<u32, u32>,
    /// The reachable elements, in the order of their least words.
    order: Vec<u32>,
    /// Whether each is a P-position.
    p: Vec<bool>,
    /// Each one's least word: the place of the word it extends and the letter it adds.
    parent: Vec<(u32, u32)>,
}

impl Visitor for Marker {
    fn skip(&mut self, elem: u32) -> bool {
        // An element reached before: its least word came earlier, and so did the least word
        // of every extension's element.
        self.index.contains_key(&elem)
    }

    fn enter(&mut self, node: &Node, _: &[u32], from: Option<(u32, usize)>) -> Enter {
        // Every option of this word is a smaller word, so its element is marked already.
        let p =
            !node.trans.is_empty() && node.trans.iter().all(|t| !self.p[self.index[t] as usize]);
        self.index.insert(node.elem, self.order.len() as u32);
        self.order.push(node.elem);
        self.p.push(p);
        self.parent.push(match from {
            Some((up, letter)) => (self.index[&up], letter as u32),
            None => (0, u32::MAX),
        });
        Enter::Descend
    }
}

/// Merges the elements no element tells apart (`x ~ y` when `P(xz) = P(yz)` for every `z`),
/// by refining the partition {P, N} until multiplying by each slot respects it, and gives
/// each slot a different image.
pub(crate) fn reduce(c: Candidate) -> Candidate {
    let mut class: Vec<u32> = c.p.iter().map(|&p| u32::from(p)).collect();
    let mut count = usize::from(c.p.iter().any(|&p| p)) + usize::from(c.p.iter().any(|&p| !p));
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut next = Vec::with_capacity(c.size);
        for x in 0..c.size {
            let mut signature = Vec::with_capacity(c.acts.len() + 1);
            signature.push(class[x]);
            signature.extend(c.acts.iter().map(|act| class[act[x] as usize]));
            let fresh = ids.len() as u32;
            next.push(*ids.entry(signature).or_insert(fresh));
        }
        let refined = ids.len();
        class = next;
        if refined == count {
            break;
        }
        count = refined;
    }
    // Classes are numbered by their first element, so by their least words.
    let mut first = vec![u32::MAX; count];
    for x in (0..c.size).rev() {
        first[class[x] as usize] = x as u32;
    }
    let mut slot_images: HashMap<u32, u32> = HashMap::new();
    let mut slot_map = Vec::with_capacity(c.acts.len());
    let mut acts = Vec::new();
    for act in &c.acts {
        let image = class[act[0] as usize];
        let fresh = acts.len() as u32;
        let slot = *slot_images.entry(image).or_insert(fresh);
        if slot == fresh {
            acts.push(
                first
                    .iter()
                    .map(|&x| class[act[x as usize] as usize])
                    .collect(),
            );
        }
        slot_map.push(slot);
    }
    Candidate {
        size: count,
        acts,
        slot_of: c
            .slot_of
            .iter()
            .map(|s| s.map(|s| slot_map[s as usize]))
            .collect(),
        p: first.iter().map(|&x| c.p[x as usize]).collect(),
        parent: first
            .iter()
            .map(|&x| {
                let (up, heap) = c.parent[x as usize];
                (class[up as usize], heap)
            })
            .collect(),
    }
}
