//! The quotient of heaps `0..=H`, heap by heap, after Siegel's MisereSolver: a new heap maps
//! to an element already present when that passes the test (the quotient does not change);
//! otherwise the quotient grows by a cyclic factor for the new heap, and while the test
//! finds a failure, the heaps of the least failure are freed into cyclic factors of their own
//! until the candidate gets that sum right. Only a candidate that passes the test
//! ([`super::verify`]) is ever kept, so the search may be slow or give up, but its answers
//! are exact.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use super::alphabet::Alphabet;
use super::candidate::{build, letters, targets, Candidate, Product};
use super::verify::{verify, verify_new_heap, Antichain, Verdict};
use super::walk::{Letter, Word};

/// Why a search stopped before its last heap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outgrown {
    /// The quotient with this heap has more elements than allowed (it has this many).
    Quotient(usize),
    /// No candidate passed the test, and some candidate the search would have built had more
    /// elements (before reduction) than the working bound allows.
    Working,
    /// None of the candidates the search tries passed the test (within the working bound).
    Tries,
    /// The caller asked the search to stop (Ctrl-C): the heap is not in.
    Cancelled,
}

/// Candidates tried while the quotient grows at one heap, at most.
pub(crate) const MOST_RECALIBRATIONS: usize = 400;

/// The quotient of heaps `0..=n`, extended one heap at a time.
pub(crate) struct Solver {
    alphabet: Alphabet,
    quotient: Candidate,
    antichain: Antichain,
    max_elements: usize,
    /// The most elements of a candidate's monoid before it is marked and reduced.
    working: usize,
    /// The heaps at which the quotient grew.
    pub(crate) expansions: Vec<usize>,
    /// Raised by the caller to stop the search between candidates.
    cancel: Option<Arc<AtomicBool>>,
}

impl Solver {
    /// A search over the heaps of `alphabet` for a quotient of at most `max_elements`.
    pub(crate) fn new(alphabet: Alphabet, max_elements: usize) -> Self {
        Solver {
            alphabet,
            quotient: Candidate::trivial(),
            antichain: Antichain::default(),
            max_elements,
            working: (max_elements * 16).clamp(1 << 14, 1 << 20),
            expansions: Vec::new(),
            cancel: None,
        }
    }

    /// Stops the search between candidates once `flag` is raised (a step then fails with
    /// [`Outgrown::Cancelled`] and the quotient stays that of the heaps before).
    pub(crate) fn set_cancel(&mut self, flag: Arc<AtomicBool>) {
        self.cancel = Some(flag);
    }

    /// Whether the caller asked the search to stop.
    fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Bounds a candidate's monoid before reduction to `working` elements (at least the bound
    /// on the quotient's): a smaller bound gives up sooner on a quotient that outgrows it.
    pub(crate) fn set_working(&mut self, working: usize) {
        self.working = working.max(self.max_elements);
    }

    /// The quotient so far (of heaps `0..=quotient().last_heap()`).
    pub(crate) fn quotient(&self) -> &Candidate {
        &self.quotient
    }

    /// The most elements of a candidate's monoid before it is marked and reduced.
    pub(crate) fn working(&self) -> usize {
        self.working
    }

    /// Whether every heap of the alphabet is in.
    pub(crate) fn is_done(&self) -> bool {
        self.quotient.last_heap() >= self.alphabet.last()
    }

    /// Adds the next heap.
    ///
    /// # Errors
    /// [`Outgrown`] when the quotient with the next heap has more than the allowed elements,
    /// when no candidate within the working bound passed, or when the caller cancelled.
    pub(crate) fn step(&mut self) -> Result<(), Outgrown> {
        let h = self.quotient.last_heap() + 1;
        self.alphabet.reach(h);
        if self.alphabet.options(h).is_empty() {
            self.quotient = self.quotient.with_heap(None);
            return Ok(());
        }
        if let Some((quotient, antichain)) = self.extend(h) {
            self.quotient = quotient;
            self.antichain = antichain;
            return Ok(());
        }
        if self.cancelled() {
            return Err(Outgrown::Cancelled);
        }
        let (quotient, antichain) = self.expand()?;
        if quotient.size > self.max_elements {
            return Err(Outgrown::Quotient(quotient.size));
        }
        self.quotient = quotient;
        self.antichain = antichain;
        self.expansions.push(h);
        Ok(())
    }

    /// Heap `h` mapped to an element already present, if one passes (`None` too when the
    /// caller cancelled).
    fn extend(&self, h: usize) -> Option<(Candidate, Antichain)> {
        let q = &self.quotient;
        // The options of heap h leave smaller heaps only, so their images, and the letters of
        // the smaller heaps, are the same whatever element heap h maps to: work them out once.
        let mut slot_of = q.slot_of.clone();
        slot_of.push(None);
        let targets = targets(&q.acts, &slot_of, &self.alphabet);
        let mut letters = letters(&q.slot_of, &targets[..h]);
        let new_targets = &targets[h];
        let trans: Vec<u32> = new_targets.iter().map(|t| t.elem).collect();
        // Heap h alone is a P-position exactly when no option is one.
        let alone_p = trans.iter().all(|&t| !q.p[t as usize]);
        let mut tries: Vec<u32> = (0..q.size as u32)
            .filter(|&x| q.p[x as usize] == alone_p)
            .collect();
        // A sum seen with this element and fewer transitions makes the heap redundant: try
        // those elements first.
        tries.sort_by_key(|&x| !self.antichain.covers(x, &trans));
        let base = letters.len();
        for x in tries {
            if self.cancelled() {
                return None;
            }
            let candidate = q.with_heap(Some(x));
            let Some(slot) = candidate.slot_of[h] else {
                continue;
            };
            // A smaller heap with this image and these options stands for heap h.
            let same = |l: &Letter| {
                l.slot == slot && l.targets.iter().map(|t| t.elem).eq(trans.iter().copied())
            };
            letters.truncate(base);
            if !letters.iter().any(same) {
                letters.push(Letter {
                    heap: h as u32,
                    slot,
                    targets: new_targets.clone(),
                });
            }
            if let Some(antichain) = verify_new_heap(&candidate, &letters, &self.antichain) {
                return Some((candidate, antichain));
            }
        }
        None
    }

    /// The quotient grown for the next heap.
    fn expand(&self) -> Result<(Candidate, Antichain), Outgrown> {
        let q = &self.quotient;
        let mut slot_of = q.slot_of.clone();
        slot_of.push(Some(q.acts.len() as u32));
        let product =
            Product::new(&q.acts, q.size, &[(2, 2)], self.working).ok_or(Outgrown::Working)?;
        let mut trial = build(&product, q.acts.len() + 1, slot_of, &self.alphabet);
        for _ in 0..MOST_RECALIBRATIONS {
            if self.cancelled() {
                return Err(Outgrown::Cancelled);
            }
            let targets = trial.targets(&self.alphabet);
            match verify(&trial, &targets) {
                Verdict::Holds(antichain) => return Ok((trial, antichain)),
                Verdict::Fails(word) => trial = self.recalibrate(&trial, &word)?,
            }
        }
        Err(Outgrown::Tries)
    }

    /// A candidate that gets the least failure `word` of `trial` right: the fewest heaps of
    /// `word` (the smallest first) freed into cyclic factors of their own, large enough to
    /// tell the word's powers apart.
    ///
    /// # Errors
    /// [`Outgrown::Working`] when none does and some freeing was too large to build;
    /// [`Outgrown::Tries`] when none does within the working bound.
    fn recalibrate(&self, trial: &Candidate, word: &Word) -> Result<Candidate, Outgrown> {
        let truth = !trial.p[trial.image_of_word(word) as usize];
        let involved: Vec<usize> = (0..trial.slot_of.len())
            .filter(|&h| word.exponent(h) > 0)
            .collect();
        let mut too_large = false;
        for k in 1..=involved.len() {
            for freed in combinations(&involved, k) {
                let Some(candidate) = self.freeing(trial, word, &freed) else {
                    too_large = true;
                    continue;
                };
                if candidate.p[candidate.image_of_word(word) as usize] == truth {
                    return Ok(candidate);
                }
            }
        }
        Err(if too_large {
            Outgrown::Working
        } else {
            Outgrown::Tries
        })
    }

    /// `trial` with the heaps `freed` given cyclic factors of their own.
    fn freeing(&self, trial: &Candidate, word: &Word, freed: &[usize]) -> Option<Candidate> {
        // The base: the submonoid the other heaps generate.
        let kept: Vec<u32> = {
            let mut slots: Vec<u32> = (0..trial.slot_of.len())
                .filter(|h| !freed.contains(h))
                .filter_map(|h| trial.slot_of[h])
                .collect();
            slots.sort_unstable();
            slots.dedup();
            slots
        };
        let (base_acts, base_size) = submonoid(trial, &kept);
        let cycles: Vec<(u32, u32)> = freed
            .iter()
            .map(|&h| {
                let index = trial
                    .index_of(trial.image(h))
                    .max(word.exponent(h).saturating_sub(1) as usize)
                    as i64;
                let period = (2 * ((index - 4) / 2)).max(2);
                (index as u32, period as u32)
            })
            .collect();
        let product = Product::new(&base_acts, base_size, &cycles, self.working)?;
        let slot_of = (0..trial.slot_of.len())
            .map(|h| match freed.iter().position(|&f| f == h) {
                Some(j) => Some((kept.len() + j) as u32),
                None => trial.slot_of[h].map(|s| kept.binary_search(&s).unwrap_or(0) as u32),
            })
            .collect();
        Some(build(
            &product,
            kept.len() + freed.len(),
            slot_of,
            &self.alphabet,
        ))
    }
}

/// The submonoid of `c` generated by the images of `slots`: its actions (one per slot, in
/// order) and its size.
fn submonoid(c: &Candidate, slots: &[u32]) -> (Vec<Vec<u32>>, usize) {
    let mut index: HashMap<u32, u32> = HashMap::from([(0, 0)]);
    let mut order = vec![0u32];
    let mut i = 0;
    while i < order.len() {
        let x = order[i];
        for &s in slots {
            let y = c.acts[s as usize][x as usize];
            if let std::collections::hash_map::Entry::Vacant(slot) = index.entry(y) {
                slot.insert(order.len() as u32);
                order.push(y);
            }
        }
        i += 1;
    }
    let acts = slots
        .iter()
        .map(|&s| {
            order
                .iter()
                .map(|&x| index[&c.acts[s as usize][x as usize]])
                .collect()
        })
        .collect();
    (acts, order.len())
}

/// The `k`-element subsets of `items`, in lexicographic order.
fn combinations(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut chosen = Vec::with_capacity(k);
    fn go(
        items: &[usize],
        k: usize,
        start: usize,
        chosen: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if chosen.len() == k {
            out.push(chosen.clone());
            return;
        }
        for i in start..items.len() {
            if items.len() - i < k - chosen.len() {
                break;
            }
            chosen.push(items[i]);
            go(items, k, i + 1, chosen, out);
            chosen.pop();
        }
    }
    go(items, k, 0, &mut chosen, &mut out);
    out
}
