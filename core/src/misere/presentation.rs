//! A quotient in the literature's notation: generators named `a, b, c, ...` after the heaps
//! whose images first need a new one, each element named by its least word in them, and the
//! relations that rewrite every other word to those names (misère Nim's heaps up to 3 give
//! `<a, b | a^2 = 1, b^3 = b>`).

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::candidate::Candidate;

/// A product of generators: `exponents[i]` copies of generator `i`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GenWord {
    exponents: Vec<u32>,
}

impl GenWord {
    fn new(mut exponents: Vec<u32>) -> Self {
        while exponents.last() == Some(&0) {
            exponents.pop();
        }
        GenWord { exponents }
    }

    /// The exponent of each generator (shorter than the number of generators when the last
    /// ones do not appear).
    pub fn exponents(&self) -> &[u32] {
        &self.exponents
    }

    fn plus(&self, generator: usize) -> GenWord {
        let mut exponents = self.exponents.clone();
        if exponents.len() <= generator {
            exponents.resize(generator + 1, 0);
        }
        exponents[generator] += 1;
        GenWord { exponents }
    }

    fn divides(&self, other: &GenWord) -> bool {
        self.exponents.len() <= other.exponents.len()
            && self
                .exponents
                .iter()
                .zip(&other.exponents)
                .all(|(a, b)| a <= b)
    }

    /// The word as text: `1` for the empty word, `ab^2c` (or `ab²c` when `pretty`).
    pub fn text(&self, pretty: bool) -> String {
        let mut out = String::new();
        for (i, &e) in self.exponents.iter().enumerate() {
            if e == 0 {
                continue;
            }
            out.push_str(&generator_name(i));
            if e > 1 {
                if pretty {
                    out.push_str(&superscript(e));
                } else {
                    let _ = write!(out, "^{e}");
                }
            }
        }
        if out.is_empty() {
            out.push('1');
        }
        out
    }
}

/// The name of generator `i`: `a` to `z`, then `A` to `Z`, then `g52`, `g53`, ...
pub fn generator_name(i: usize) -> String {
    match i {
        0..=25 => char::from(b'a' + i as u8).to_string(),
        26..=51 => char::from(b'A' + (i - 26) as u8).to_string(),
        _ => format!("g{i}"),
    }
}

/// `e` in superscript digits.
pub fn superscript(e: u32) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    e.to_string()
        .bytes()
        .map(|b| DIGITS[(b - b'0') as usize])
        .collect()
}

/// A quotient laid out for people: elements in the order of their names, the product table,
/// the generators and relations.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    /// Each element's name, identity first.
    pub(crate) words: Vec<GenWord>,
    /// The heap whose image each generator is.
    pub(crate) generator_heaps: Vec<u64>,
    /// `product[x * order + y]`.
    pub(crate) product: Vec<u32>,
    /// The candidate's element number -> place in `words`.
    pub(crate) place: Vec<u32>,
    /// Relations `lhs = rhs`: every word not an element's name contains some `lhs`.
    pub(crate) relations: Vec<(GenWord, GenWord)>,
}

impl Layout {
    /// Lays out the quotient `c`.
    pub(crate) fn new(c: &Candidate) -> Layout {
        // Generators: the image of each heap that the images of smaller heaps do not generate.
        let mut generated = vec![false; c.size];
        generated[0] = true;
        let mut members = vec![0u32];
        let mut generator_heaps = Vec::new();
        let mut generator_acts: Vec<Vec<u32>> = Vec::new();
        for h in 0..c.slot_of.len() {
            let Some(slot) = c.slot_of[h] else { continue };
            let act = &c.acts[slot as usize];
            if generated[act[0] as usize] {
                continue;
            }
            generator_heaps.push(h as u64);
            generator_acts.push(act.clone());
            // Close the members under the new generator.
            let mut i = 0;
            while i < members.len() {
                let y = act[members[i] as usize];
                if !generated[y as usize] {
                    generated[y as usize] = true;
                    members.push(y);
                }
                i += 1;
            }
        }
        // Least words: those without generator j come first, then by their power of j.
        let mut order: Vec<u32> = vec![0];
        let mut words: Vec<Option<GenWord>> = vec![None; c.size];
        words[0] = Some(GenWord::new(Vec::new()));
        for (j, act) in generator_acts.iter().enumerate() {
            let below = order.clone();
            let mut powers = below.clone();
            for t in 1.. {
                let mut grew = false;
                for (k, &y) in below.iter().enumerate() {
                    let z = act[powers[k] as usize];
                    powers[k] = z;
                    if words[z as usize].is_none() {
                        let mut exponents = words[y as usize]
                            .as_ref()
                            .map(|w| w.exponents.clone())
                            .unwrap_or_default();
                        exponents.resize(j + 1, 0);
                        exponents[j] = t;
                        words[z as usize] = Some(GenWord::new(exponents));
                        order.push(z);
                        grew = true;
                    }
                }
                if !grew {
                    break;
                }
            }
        }
        let n = order.len();
        debug_assert_eq!(n, c.size, "the generators generate the quotient");
        let mut place = vec![0u32; c.size];
        for (i, &x) in order.iter().enumerate() {
            place[x as usize] = i as u32;
        }
        let words: Vec<GenWord> = order
            .iter()
            .map(|&x| {
                words[x as usize]
                    .clone()
                    .unwrap_or_else(|| GenWord::new(Vec::new()))
            })
            .collect();
        // Product table: y's row of generators applied to every x.
        let acts_by_place: Vec<Vec<u32>> = generator_acts
            .iter()
            .map(|act| {
                order
                    .iter()
                    .map(|&x| place[act[x as usize] as usize])
                    .collect()
            })
            .collect();
        let mut product = vec![0u32; n * n];
        for (y, word) in words.iter().enumerate() {
            for x in 0..n {
                let mut z = x as u32;
                for (g, &e) in word.exponents.iter().enumerate() {
                    for _ in 0..e {
                        z = acts_by_place[g][z as usize];
                    }
                }
                product[x * n + y] = z;
            }
        }
        // Relations: the least words that are not names, each equal to the name of its element.
        let mut lhs: Vec<GenWord> = Vec::new();
        for (x, word) in words.iter().enumerate() {
            for (g, act) in acts_by_place.iter().enumerate() {
                let longer = word.plus(g);
                if longer == words[act[x] as usize] {
                    continue;
                }
                if lhs.iter().any(|l| l.divides(&longer)) {
                    continue;
                }
                lhs.retain(|l| !longer.divides(l));
                lhs.push(longer);
            }
        }
        lhs.sort_by(compare_words);
        let relations = lhs
            .into_iter()
            .map(|l| {
                let mut z = 0u32;
                for (g, &e) in l.exponents.iter().enumerate() {
                    for _ in 0..e {
                        z = acts_by_place[g][z as usize];
                    }
                }
                let rhs = words[z as usize].clone();
                (l, rhs)
            })
            .collect();
        Layout {
            words,
            generator_heaps,
            product,
            place,
            relations,
        }
    }
}

/// The literature's order of words: the one with more of the last generator in which they
/// differ is the larger.
fn compare_words(a: &GenWord, b: &GenWord) -> std::cmp::Ordering {
    a.exponents
        .len()
        .cmp(&b.exponents.len())
        .then_with(|| a.exponents.iter().rev().cmp(b.exponents.iter().rev()))
}
