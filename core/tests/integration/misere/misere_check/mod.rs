//! An independent check of a misère quotient, shared by the misère tests: plain and slow,
//! sharing nothing with `nimseq_core::misere` but the quotient's table.
//!
//! It proves a quotient correct for every sum of heaps `1..=N` the way the definition says:
//! a sum maps into the P-portion exactly when the player to move loses. Each sum has a
//! *state*, its element and the set of elements its options map to; adding a heap changes
//! the state by a rule that reads only the state and the heap. So it is enough to list every
//! state any sum reaches (a finite set, found by breadth-first search) and check each: the
//! element is in the P-portion exactly when the options are and none maps into it.

#![allow(dead_code)]

use std::collections::{BTreeSet, HashSet, VecDeque};

use nimseq_core::game::Game;
use nimseq_core::misere::MisereQuotient;
use nimseq_core::reference;

/// A sum's state: its element and its options' elements.
type State = (u32, BTreeSet<u32>);

/// Checks `q` for every sum of heaps `1..=last`: `Ok(states seen)` or the first state that
/// contradicts it. Gives up (`Err`) past `most_states`.
pub fn check_every_sum(
    q: &MisereQuotient,
    game: &Game,
    last: usize,
    most_states: usize,
) -> Result<usize, String> {
    if q.is_p(q.identity()) {
        return Err("the empty sum is in the P-portion".into());
    }
    // Each heap: its image and the images of its options (reference moves, not the crate's).
    let mut letters: Vec<(u32, BTreeSet<u32>)> = Vec::new();
    for h in 1..=last {
        let image = q.image(h as u64).ok_or(format!("no image for heap {h}"))?;
        let options = reference::options(game, h);
        if options.is_empty() {
            if image != q.identity() {
                return Err(format!("heap {h} has no move but is not the identity"));
            }
            continue;
        }
        let targets: BTreeSet<u32> = options
            .iter()
            .map(|heaps| {
                heaps.iter().fold(q.identity(), |x, &g| {
                    q.product(x, q.image(g as u64).unwrap_or(0))
                })
            })
            .collect();
        let letter = (image, targets);
        if !letters.contains(&letter) {
            letters.push(letter);
        }
    }
    let mut seen: HashSet<State> = HashSet::new();
    let mut queue: VecDeque<State> = VecDeque::new();
    for (image, targets) in &letters {
        let state = (*image, targets.clone());
        if seen.insert(state.clone()) {
            queue.push_back(state);
        }
    }
    while let Some((x, trans)) = queue.pop_front() {
        let lost_by_mover = !trans.is_empty() && trans.iter().all(|&t| !q.is_p(t));
        if q.is_p(x) != lost_by_mover {
            return Err(format!(
                "a sum mapping to {} with options mapping to {:?}",
                q.name(x, false),
                trans.iter().map(|&t| q.name(t, false)).collect::<Vec<_>>()
            ));
        }
        for (image, targets) in &letters {
            let mut next: BTreeSet<u32> = trans.iter().map(|&t| q.product(t, *image)).collect();
            next.extend(targets.iter().map(|&t| q.product(x, t)));
            let state = (q.product(x, *image), next);
            if !seen.contains(&state) {
                if seen.len() >= most_states {
                    return Err(format!("more than {most_states} states"));
                }
                seen.insert(state.clone());
                queue.push_back(state);
            }
        }
    }
    Ok(seen.len())
}

/// Whether the table is a commutative monoid with identity 0 and no two elements alike
/// (for `x != y` some `z` has `P(xz) != P(yz)`): the problems found.
pub fn algebra_problems(q: &MisereQuotient) -> Vec<String> {
    let n = q.order() as u32;
    let mut problems = Vec::new();
    for x in 0..n {
        if q.product(0, x) != x || q.product(x, 0) != x {
            problems.push(format!("0 is not the identity at {x}"));
        }
        for y in 0..n {
            if q.product(x, y) != q.product(y, x) {
                problems.push(format!("{x}·{y} != {y}·{x}"));
            }
            for z in 0..n {
                if q.product(q.product(x, y), z) != q.product(x, q.product(y, z)) {
                    problems.push(format!("({x}·{y})·{z} != {x}·({y}·{z})"));
                }
            }
        }
    }
    for x in 0..n {
        for y in x + 1..n {
            if (0..n).all(|z| q.is_p(q.product(x, z)) == q.is_p(q.product(y, z))) {
                problems.push(format!(
                    "{} and {} are alike",
                    q.name(x, false),
                    q.name(y, false)
                ));
            }
        }
    }
    problems
}

/// Whether every element is a product of heaps' images (the quotient has no element that
/// no sum of heaps `1..=q.heaps()` reaches): the elements no product reaches.
pub fn unreached(q: &MisereQuotient) -> Vec<String> {
    let n = q.order();
    let mut reached = vec![false; n];
    reached[q.identity() as usize] = true;
    let mut queue = vec![q.identity()];
    let images: BTreeSet<u32> = (1..=q.heaps()).filter_map(|h| q.image(h)).collect();
    while let Some(x) = queue.pop() {
        for &g in &images {
            let y = q.product(x, g);
            if !reached[y as usize] {
                reached[y as usize] = true;
                queue.push(y);
            }
        }
    }
    (0..n as u32)
        .filter(|&x| !reached[x as usize])
        .map(|x| q.name(x, false))
        .collect()
}

/// A small deterministic generator (xorshift), so that failures repeat.
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Compares the quotient with the plain reference solver on `count` random sums of heaps
/// `1..=largest` with at most `most_heaps` heaps and `most_tokens` tokens in all: the number
/// of sums compared, or the first sum on which they disagree.
pub fn random_sums_agree(
    q: &MisereQuotient,
    game: &Game,
    largest: u64,
    count: usize,
    most_heaps: u64,
    most_tokens: u64,
    seed: u64,
) -> Result<usize, String> {
    let mut rng = Rng::new(seed);
    let mut oracle = reference::MisereOutcomes::new(game);
    let mut compared = 0;
    for _ in 0..count {
        let k = 1 + rng.below(most_heaps);
        let mut heaps = Vec::new();
        let mut tokens = 0;
        for _ in 0..k {
            let h = 1 + rng.below(largest);
            if tokens + h <= most_tokens {
                heaps.push(h);
                tokens += h;
            }
        }
        let Some(x) = q.image_of_heaps(&heaps) else {
            return Err(format!("no image for the sum {heaps:?}"));
        };
        let sizes: Vec<usize> = heaps.iter().map(|&h| h as usize).collect();
        if q.is_p(x) != oracle.is_p(&sizes) {
            return Err(format!(
                "the sum {heaps:?} maps to {} ({}), but the player to move {}",
                q.name(x, false),
                if q.is_p(x) {
                    "P-portion"
                } else {
                    "outside the P-portion"
                },
                if oracle.is_p(&sizes) { "loses" } else { "wins" }
            ));
        }
        compared += 1;
    }
    Ok(compared)
}
