//! Nim-values of the take-and-break games the rare/common kernel does not cover: moves that
//! leave three heaps, and codes whose repeating tail splits heaps.
//!
//! A plain mex over every move, with one saving: the values of every split of `r` tokens into
//! two heaps (and into three) are kept as a set for each `r`, computed once, so a heap reads
//! the splits of each move size as one set union instead of scanning them again. The set for
//! three heaps is the union over the third part `c` of `G(c) ^ (the set for r - c)`, an XOR
//! translation done a machine word at a time. The work still grows like `n^2` times the width
//! of the sets (`n^3` for splits into three unequal heaps), so the number of values is bounded
//! ([`Method::most_values`]).

use crate::error::{GameError, Limit};
use crate::game::{Digit, Nimber, TakeBreakCode};
use crate::limits::{self, MAX_SLOW_TERMS, MAX_TERMS};

/// How the values of a take-and-break code are computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Method {
    /// A finite code whose moves leave at most two heaps: the rare/common kernel.
    RareCommon,
    /// No move leaves three heaps and the repeating tail (if any) never splits: every move
    /// scanned, `n` steps a heap.
    Plain,
    /// Splits read from the kept sets of split values (three heaps, or a tail that splits).
    Sets {
        /// Whether some split into three heaps must leave three different sizes (each such
        /// set is then built pair by pair, `n^2` steps).
        unequal_triples: bool,
    },
}

impl Method {
    /// The method for `code`.
    pub(super) fn of(code: &TakeBreakCode) -> Self {
        let triples = code.digits().iter().any(|d| d.leaves(3));
        let tail_splits = code
            .tail_digits()
            .iter()
            .any(|d| d.leaves(2) || d.leaves(3));
        if !triples && !tail_splits {
            if code.is_finite() {
                Method::RareCommon
            } else {
                Method::Plain
            }
        } else {
            Method::Sets {
                unequal_triples: code.digits().iter().any(|d| d.leaves(3) && d.unequal),
            }
        }
    }

    /// The most values computed with this method.
    pub(super) fn most_values(self) -> u64 {
        match self {
            Method::RareCommon => MAX_TERMS,
            Method::Plain => MAX_SLOW_TERMS * 2,
            Method::Sets {
                unequal_triples: false,
            } => MAX_SLOW_TERMS / 4,
            Method::Sets {
                unequal_triples: true,
            } => MAX_SLOW_TERMS / 16,
        }
    }
}

/// The sets of split values kept for each number of tokens `r` (a stride of `words` each).
#[derive(Debug, Clone, Default)]
struct SplitSets {
    words: usize,
    sets: Vec<u64>,
}

impl SplitSets {
    fn get(&self, r: usize) -> &[u64] {
        &self.sets[r * self.words..(r + 1) * self.words]
    }
}

/// The state of the plain and set-reading methods between calls.
#[derive(Debug, Clone)]
pub(super) struct TakeBreakKernel {
    /// The code.
    code: TakeBreakCode,
    /// How its values are computed (never [`Method::RareCommon`] here).
    method: Method,
    /// Values are below `64 * words`; so are their XORs.
    words: usize,
    /// Splits into two heaps, any sizes (kept when some split is read from sets).
    pairs: Option<SplitSets>,
    /// Splits into two unequal heaps.
    unequal_pairs: Option<SplitSets>,
    /// Splits into three heaps, any sizes.
    triples: Option<SplitSets>,
    /// Splits into three heaps of three different sizes.
    unequal_triples: Option<SplitSets>,
    /// Scratch: the options of the heap being computed.
    options: Vec<u64>,
}

/// `word` with bit `i` moved to bit `i ^ shift` (`shift < 64`): one swap of blocks per bit of
/// the shift.
fn xor_bits(mut word: u64, shift: u32) -> u64 {
    const MASKS: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0F0F_0F0F_0F0F_0F0F,
        0x00FF_00FF_00FF_00FF,
        0x0000_FFFF_0000_FFFF,
        0x0000_0000_FFFF_FFFF,
    ];
    for (i, mask) in MASKS.iter().enumerate() {
        if shift & (1 << i) != 0 {
            let s = 1 << i;
            word = ((word >> s) & mask) | ((word & mask) << s);
        }
    }
    word
}

/// `into |= { v ^ x : v in set }` for sets of `into.len()` words (a power of two, with
/// `x < 64 * into.len()`).
fn or_translated(into: &mut [u64], set: &[u64], x: usize) {
    let (high, low) = (x / 64, (x % 64) as u32);
    for (w, &word) in set.iter().enumerate() {
        if word != 0 {
            into[w ^ high] |= xor_bits(word, low);
        }
    }
}

fn mark(set: &mut [u64], v: usize) {
    set[v / 64] |= 1 << (v % 64);
}

fn or_into(into: &mut [u64], set: &[u64]) {
    for (a, &b) in into.iter_mut().zip(set) {
        *a |= b;
    }
}

fn least_missing(set: &[u64]) -> usize {
    set.iter()
        .enumerate()
        .find(|&(_, &w)| w != u64::MAX)
        .map_or(set.len() * 64, |(i, &w)| {
            i * 64 + (!w).trailing_zeros() as usize
        })
}

impl TakeBreakKernel {
    /// A kernel for `code` (whose [`Method`] is not the rare/common one).
    pub(super) fn new(code: &TakeBreakCode) -> Self {
        let method = Method::of(code);
        let wants = |keep: &dyn Fn(Digit) -> bool| {
            matches!(method, Method::Sets { .. }) && code.digits().iter().any(|&d| keep(d))
        };
        let keep = |on: bool| on.then(SplitSets::default);
        TakeBreakKernel {
            method,
            words: 1,
            pairs: keep(wants(&|d| (d.leaves(2) || d.leaves(3)) && !d.unequal)),
            unequal_pairs: keep(wants(&|d| d.leaves(2) && d.unequal)),
            triples: keep(wants(&|d| d.leaves(3) && !d.unequal)),
            unequal_triples: keep(wants(&|d| d.leaves(3) && d.unequal)),
            options: vec![0; 1],
            code: code.clone(),
        }
    }

    /// Computes values until `len` are known.
    ///
    /// # Errors
    /// [`Limit::SlowTerms`] past [`Method::most_values`], [`GameError::ValueOverflow`] for a
    /// value above 65535.
    pub(super) fn extend(&mut self, values: &mut Vec<Nimber>, len: usize) -> Result<(), GameError> {
        limits::check(Limit::SlowTerms, len as u64, self.method.most_values())?;
        for n in values.len()..len {
            self.keep_sets(values, n);
            let value = self.value(values, n);
            let value = Nimber::try_from(value).map_err(|_| GameError::ValueOverflow(n as u64))?;
            values.push(value);
            self.make_room(value, values);
        }
        Ok(())
    }

    /// Rebuilds the state that computing `values` would have left (a resumed search).
    pub(super) fn restore(&mut self, values: &[Nimber]) {
        let top = values.iter().copied().max().unwrap_or(0);
        self.words = 0;
        self.make_room(top, values);
    }

    /// Widens the sets when `value` (or an XOR with it) no longer fits, rebuilding the kept
    /// ones.
    fn make_room(&mut self, value: Nimber, values: &[Nimber]) {
        let needed = (usize::from(value) + 2).next_power_of_two().div_ceil(64);
        if needed <= self.words {
            return;
        }
        self.words = needed;
        self.options = vec![0; needed];
        for sets in [
            &mut self.pairs,
            &mut self.unequal_pairs,
            &mut self.triples,
            &mut self.unequal_triples,
        ]
        .into_iter()
        .flatten()
        {
            *sets = SplitSets::default();
        }
        for n in 0..values.len() {
            self.keep_sets(values, n);
        }
    }

    /// Adds the sets of splits of `n` tokens (from the values below `n`).
    fn keep_sets(&mut self, values: &[Nimber], n: usize) {
        let words = self.words;
        let g = |a: usize| usize::from(values[a]);
        if let Some(sets) = &mut self.pairs {
            sets.words = words;
            let mut set = vec![0; words];
            for a in 1..=n / 2 {
                mark(&mut set, g(a) ^ g(n - a));
            }
            sets.sets.extend(set);
        }
        if let Some(sets) = &mut self.unequal_pairs {
            sets.words = words;
            let mut set = vec![0; words];
            for a in 1..=n.saturating_sub(1) / 2 {
                mark(&mut set, g(a) ^ g(n - a));
            }
            sets.sets.extend(set);
        }
        if let (Some(triples), Some(pairs)) = (&mut self.triples, &self.pairs) {
            triples.words = words;
            let mut set = vec![0; words];
            // The third part c, the other two from the pairs of n - c (both at least 1).
            for c in 1..n.saturating_sub(1) {
                or_translated(&mut set, pairs.get(n - c), g(c));
            }
            triples.sets.extend(set);
        }
        if let Some(sets) = &mut self.unequal_triples {
            sets.words = words;
            let mut set = vec![0; words];
            for a in 1..n {
                for b in a + 1..n {
                    if a + b + b >= n {
                        break;
                    }
                    mark(&mut set, g(a) ^ g(b) ^ g(n - a - b));
                }
            }
            sets.sets.extend(set);
        }
    }

    /// `G(n)` from the values below it.
    fn value(&mut self, values: &[Nimber], n: usize) -> usize {
        let mut options = std::mem::take(&mut self.options);
        options.fill(0);
        for k in 0..=self.code.most_take(n) {
            let d = self.code.digit(k);
            if d.bits == 0 {
                continue;
            }
            let r = n - k;
            if d.leaves(0) && r == 0 {
                mark(&mut options, 0);
            }
            if d.leaves(1) && r >= 1 && k >= 1 {
                mark(&mut options, usize::from(values[r]));
            }
            if d.leaves(2) && r >= 2 {
                let kept = if d.unequal {
                    &self.unequal_pairs
                } else {
                    &self.pairs
                };
                match kept {
                    Some(sets) => or_into(&mut options, sets.get(r)),
                    None => {
                        let last = if d.unequal { (r - 1) / 2 } else { r / 2 };
                        for a in 1..=last {
                            mark(&mut options, usize::from(values[a] ^ values[r - a]));
                        }
                    }
                }
            }
            if d.leaves(3) && r >= 3 {
                let kept = if d.unequal {
                    &self.unequal_triples
                } else {
                    &self.triples
                };
                if let Some(sets) = kept {
                    or_into(&mut options, sets.get(r));
                }
            }
        }
        let value = least_missing(&options);
        self.options = options;
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xor_translation_moves_every_bit() {
        for shift in 0..64u32 {
            for bit in [0u32, 1, 5, 17, 40, 63] {
                assert_eq!(
                    xor_bits(1 << bit, shift),
                    1 << (bit ^ shift),
                    "{bit} ^ {shift}"
                );
            }
        }
        let mut into = vec![0u64; 4];
        let set = [0b1010u64, 0, 1, 0];
        or_translated(&mut into, &set, 65);
        // {1, 3, 128} ^ 65 = {64, 66, 193}
        assert_eq!(into, [0, 0b101, 0, 1 << 1]);
    }

    /// The values of `spec` computed in three pieces (as a period search does).
    fn values(spec: &str, len: usize) -> Vec<Nimber> {
        let game: crate::game::Game = spec.parse().unwrap();
        let mut eval = crate::game::Evaluator::new(&game);
        for end in [len / 3, len / 2, len] {
            eval.extend_to(end).unwrap();
        }
        eval.into_values()
    }

    /// Every method agrees with the reference's explicit option lists.
    #[test]
    fn every_method_matches_the_reference() {
        for (spec, len) in [
            ("grundy", 300),
            ("tb:4.[3]", 200),
            ("tb:0.[3]", 150),
            ("tb:0.F", 90),
            ("tb:0.8", 90),
            ("tb:8!.", 70),
            ("tb:C.1", 90),
            ("tb:4.07", 200),
            ("tb:0.[7]", 90),
            ("tb:0.1[37]", 90),
            ("tb:0.B!6", 90),
            ("tb:4!.[2]", 120),
            ("tb:0.9F!", 70),
        ] {
            let game: crate::game::Game = spec.parse().unwrap();
            assert_eq!(
                values(spec, len),
                crate::reference::nim_sequence(&game, len),
                "{spec}"
            );
        }
    }

    /// Grundy's game by the rare/common kernel, past the first value of 64 (n = 4019, where
    /// the byte flags, the runs of heaps and the second thread start), against a plain mex
    /// over every unequal split.
    #[test]
    fn grundy_past_the_small_values_matches_a_plain_mex() {
        let len = 20_000;
        let mut plain: Vec<Nimber> = Vec::with_capacity(len);
        for n in 0..len {
            let mut seen = vec![false; 1024];
            for a in 1..n.div_ceil(2) {
                seen[usize::from(plain[a] ^ plain[n - a])] = true;
            }
            plain.push(seen.iter().position(|&s| !s).unwrap() as Nimber);
        }
        assert!(*plain.iter().max().unwrap() >= 64);
        assert_eq!(values("grundy", len), plain);
        assert_eq!(
            plain[..2500],
            crate::reference::nim_sequence(&crate::game::Game::grundy(), 2500)
        );
    }

    /// Codes with unequal splits and other moves, whose values pass 64 early, on every path of
    /// the rare/common kernel (byte flags, runs of heaps) against the reference.
    #[test]
    fn unequal_splits_with_other_moves_match_the_reference() {
        for spec in ["tb:4!.6", "tb:4!.4!", "tb:0.4!4!", "tb:0.74!", "tb:4!.07"] {
            let game: crate::game::Game = spec.parse().unwrap();
            let expected = crate::reference::nim_sequence(&game, 1500);
            assert!(
                *expected.iter().max().unwrap() >= 64 || spec == "tb:4!.07",
                "{spec}"
            );
            assert_eq!(values(spec, 1500), expected, "{spec}");
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
        /// Random codes: up to four hexadecimal digits, `d0` splitting or not, a repeating tail
        /// or not, `!` on splitting digits.
        #[test]
        fn random_codes_match_the_reference(
            d0 in 0u8..4,
            digits in proptest::collection::vec((0u8..16, proptest::bool::ANY), 1..=4),
            tail in 0usize..3,
            len in 20usize..70,
        ) {
            let text = |(d, unequal): (u8, bool)| {
                let mark = if unequal && d & 12 != 0 { "!" } else { "" };
                format!("{d:X}{mark}")
            };
            let head = text((d0 * 4, digits[0].1));
            let all: Vec<String> = digits.iter().map(|&d| text(d)).collect();
            let tail = tail.min(all.len());
            let (fixed, repeat) = all.split_at(all.len() - tail);
            let repeat = if repeat.is_empty() { String::new() } else { format!("[{}]", repeat.concat()) };
            let code = format!("{head}.{}{repeat}", fixed.concat());
            let Ok(game) = format!("tb:{code}").parse::<crate::game::Game>() else {
                return Ok(()); // a code with no move
            };
            let mut eval = crate::game::Evaluator::new(&game);
            for end in [len / 3, len] {
                eval.extend_to(end).unwrap();
            }
            proptest::prop_assert_eq!(eval.values(), &crate::reference::nim_sequence(&game, len)[..], "{}", code);
        }
    }

    #[test]
    fn methods() {
        let method = |c: &str| Method::of(&c.parse().unwrap());
        assert_eq!(method("4!."), Method::RareCommon);
        assert_eq!(method("4.07"), Method::RareCommon);
        assert_eq!(method("4.[3]"), Method::Plain);
        assert_eq!(method("0.[3]"), Method::Plain);
        assert_eq!(
            method("0.F"),
            Method::Sets {
                unequal_triples: false
            }
        );
        assert_eq!(
            method("0.[7]"),
            Method::Sets {
                unequal_triples: false
            }
        );
        assert_eq!(
            method("8!."),
            Method::Sets {
                unequal_triples: true
            }
        );
    }
}
