//! The sweep's fast path: certified periods of 2-, 3- and 4-element subtraction sets with
//! values held as bit-planes: two for 2- and 3-element sets (nim-values of such sets are at
//! most 3), three for 4-element sets (at most 4).
//!
//! - **Values.** From `n = a = min S` on, every position has at least one option, and the
//!   options of the positions `n0 .. n0 + k` with `k <= min(a, 64)` all lie before `n0`: one
//!   pass of word operations computes `k` positions at once (`G = mex` of up to four values,
//!   as bit logic). Below `a` the values follow from the rule alone. A word is made
//!   in registers: the options before it are read once for all its positions, then its chunks
//!   follow one another, each reading the options inside the word from the word being
//!   written. Sets with `a` below 4 gain little from words and are computed one value at a
//!   time instead.
//! - **Periods.** Sums of two elements (and twice an element) are the periods of almost all
//!   2- and 3-element sets and of 85% of 4-element sets. For the likeliest (`a + b` for pairs,
//!   all of which have a period dividing it; `a + c, b + c, a + b` for triples; `a + d, c + d,
//!   b + d, b + c` for 4-element sets) a run of agreement `G(n) = G(n - p)` is kept up to date
//!   one word at a time; the others are checked on the whole window every few words, from its
//!   latest values down. A run of `max S` values is a repeated window, which proves `p` is a
//!   period. Failing that, every shift is tried at doubling lengths (from a shorter length for
//!   4-element sets, whose periods are sums less often). A found
//!   period is reduced to the least divisor that is a period and the preperiod is the start
//!   of the agreement, exactly as in [`crate::period::certify::window_recurrence`].
//!
//! The result is the same [`Cell`] as the general path ([`super::cell_for`]), which the tests
//! check on every set of whole grids.

mod candidates;
mod planes;
mod values;

use crate::game::Rule;
use crate::sweep::Cell;
use candidates::Candidates;
use planes::{differ, read, Planes};

/// Sets whose smallest element is below this are computed one value at a time.
const SCALAR_BELOW: u32 = 4;
/// Length at which every shift is first tried (then at each doubling), for 2- and 3-element
/// sets: by then nearly every set has shown one of its candidate periods.
const FIRST_FULL_SCAN: usize = 1 << 15;
/// The same for 4-element sets, a sixth of whose periods are no sum of two elements.
const FIRST_FULL_SCAN_QUADS: usize = 1 << 10;
/// The less likely candidate periods are checked once in this many words.
const RARE_EVERY: usize = 8;

/// Scratch space for computing cells, reused from one set to the next.
#[derive(Debug, Default, Clone)]
pub struct SweepKernel {
    /// For 2- and 3-element sets: two planes.
    small: Scratch<2>,
    /// For 4-element sets: three planes.
    quads: Scratch<3>,
}

/// The scratch space of sets whose values take `P` bit-planes.
#[derive(Debug, Default, Clone)]
struct Scratch<const P: usize> {
    /// The values.
    planes: Planes<P>,
    /// Values one per byte, for the scalar path, as the bit `1 << G(n)`.
    bytes: Vec<u8>,
    /// Words of the planes the last set wrote.
    used: usize,
}

impl SweepKernel {
    /// A kernel with empty scratch space.
    pub fn new() -> Self {
        SweepKernel::default()
    }

    /// The certified period of `set` (2, 3 or 4 elements, increasing) under `rule` within
    /// `cap` values, or an unresolved cell.
    ///
    /// Never inlined in WebAssembly: engines replace a function's code by its optimised
    /// version between calls, never during one, so a sweep that called this inline would run
    /// its first units unoptimised.
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    pub fn cell(&mut self, set: &[u32], rule: Rule, cap: u32) -> Cell {
        match *set {
            [a, b] => {
                let watch = Candidates::pair(a, b);
                self.small
                    .cell_watching(set, rule, cap, watch, FIRST_FULL_SCAN)
            }
            [a, b, c] => {
                let watch = Candidates::triple(a, b, c);
                self.small
                    .cell_watching(set, rule, cap, watch, FIRST_FULL_SCAN)
            }
            [a, b, c, d] => {
                let watch = Candidates::quad(a, b, c, d);
                self.quads
                    .cell_watching(set, rule, cap, watch, FIRST_FULL_SCAN_QUADS)
            }
            _ => Cell::unresolved(),
        }
    }

    /// The cell of `set` as [`SweepKernel::cell`] within `cap` values and, if that leaves it
    /// unresolved, within `bound` values (when `bound` is larger), with the cap it was last
    /// computed within.
    ///
    /// A certified cell does not depend on the cap it was found within (the least period, and
    /// the first position from which the values repeat with it), so one more run within
    /// `bound` settles every set that some doubling of `cap` up to `bound` would: it stops as
    /// soon as the period is certified, and computes again only the `cap` values of the first
    /// run (the kernel keeps no state between sets), where doubling would compute each
    /// stretch again at every step.
    pub fn cell_extending(&mut self, set: &[u32], rule: Rule, cap: u32, bound: u32) -> (Cell, u32) {
        let cell = self.cell(set, rule, cap);
        if cell.is_resolved() || bound <= cap {
            return (cell, cap);
        }
        (self.cell(set, rule, bound), bound)
    }
}

impl<const P: usize> Scratch<P> {
    /// The cell of `set` under `rule` within `cap` values, watching `candidates`, trying
    /// every shift from `first_full_scan` values on.
    fn cell_watching<const F: usize>(
        &mut self,
        set: &[u32],
        rule: Rule,
        cap: u32,
        candidates: Candidates<F>,
        first_full_scan: usize,
    ) -> Cell {
        let (a, m) = (set[0] as usize, set[set.len() - 1] as usize);
        let cap = cap as usize;
        let (frequent, rare) = (candidates.frequent, candidates.rare());
        let mut runs = [0usize; F];
        // The options as three shifts (a pair repeats its larger element).
        let options = [set[0] as usize, set[1] as usize, m];
        let fourth = set.get(3).map(|&d| {
            [
                set[0] as usize,
                set[1] as usize,
                set[2] as usize,
                d as usize,
            ]
        });
        // Clear what the previous set used.
        let used = self.used.min(self.planes.words.len());
        self.planes.words[..used].fill([0; P]);
        self.planes.grow(4 * m + 256);
        // Below a = min S the rule alone decides: no move (terminal), or only taking all.
        let mut len = a.min(cap);
        let terminal = rule.is_misere();
        let rest = terminal != rule.takes_all_below_min();
        if rest {
            // G(n) = 1 for 0 < n < a: whole words of ones, then the last part.
            for word in &mut self.planes.words[..len / 64] {
                word[0] = u64::MAX;
            }
            if len % 64 != 0 {
                self.planes.words[len / 64][0] |= (1u64 << (len % 64)) - 1;
            }
        }
        if len > 0 {
            self.planes.words[0][0] = (self.planes.words[0][0] & !1) | u64::from(terminal);
        }
        let mut words_checked = 0;
        let mut next_full_scan = first_full_scan;
        if a < SCALAR_BELOW as usize {
            self.bytes.clear();
            for n in 0..len {
                let v = self.planes.value(n);
                self.bytes.push(1 << v);
            }
        }
        loop {
            // Check every completed word against each candidate shift.
            let mut found = None;
            'words: while (words_checked + 1) * 64 <= len {
                let j = words_checked;
                let word = self.planes.words[j];
                let end = 64 * (j + 1);
                // The likeliest periods: a run of agreement kept word by word, without
                // branches (no run before a whole word lies `p` back).
                for (run, &p) in runs.iter_mut().zip(&frequent) {
                    let back = (64 * j).saturating_sub(p);
                    let diff = differ(word, read(&self.planes.words, back));
                    let diff = if 64 * j >= p { diff } else { u64::MAX };
                    *run = if diff == 0 {
                        *run + 64
                    } else {
                        diff.leading_zeros() as usize
                    };
                }
                if let Some(i) = runs.iter().position(|&run| run >= m) {
                    found = Some((frequent[i], end));
                    break 'words;
                }
                // The others: the window itself, every few words.
                if j % RARE_EVERY == RARE_EVERY - 1 {
                    for &p in rare {
                        if end >= m + p && self.planes.agrees(end - m - p, end - p, p) {
                            found = Some((p, end));
                            break 'words;
                        }
                    }
                }
                words_checked += 1;
            }
            if let Some((p, end)) = found {
                self.used = len / 64 + 3;
                return self.finish(p, end, m);
            }
            if len >= next_full_scan {
                let end = words_checked * 64;
                if let Some(p) = self.planes.any_repeat(end, m) {
                    self.used = len / 64 + 3;
                    return self.finish(p, end, m);
                }
                next_full_scan *= 2;
            }
            if len >= cap {
                // The last look, at exactly `cap` values, as the general path takes it.
                self.used = len / 64 + 3;
                return match self.planes.any_repeat(len, m) {
                    Some(p) => self.finish(p, len, m),
                    None => Cell::unresolved(),
                };
            }
            if len / 64 + 4 > self.planes.words.len() {
                self.planes.grow(len + 128);
            }
            let step = if a < SCALAR_BELOW as usize {
                self.scalar_word(set, len, cap)
            } else if len >= m {
                // Up to the next word boundary, in one tight loop.
                let to = ((len / 64 + 1) * 64).min(cap);
                match (options, fourth) {
                    (_, Some(all)) => self.word_of_chunks(all, a.min(64), len, to),
                    ([x, y, z], None) if y == z => self.word_of_chunks([x, y], a.min(64), len, to),
                    _ => self.word_of_chunks(options, a.min(64), len, to),
                }
            } else {
                // Up to max S (no period shows before it), chunk after chunk.
                let stop = m.min(cap);
                let mut step = 0;
                while len + step < stop {
                    step += self.word_chunk(set, len + step, cap);
                }
                step
            };
            len += step;
        }
    }

    /// The cell once the `window` values ending at `end` are known to repeat `p` earlier.
    fn finish(&mut self, p: usize, end: usize, window: usize) -> Cell {
        // G(n + p) = G(n) for every n >= from (the repeated window proves it). The least period
        // divides p, so if it is smaller it divides p / q for some prime q of p, and p / q is
        // a period too: try those, and start again from any that works. A period is checked
        // over one whole period from `from`, on two periods written out past `end`.
        let from = end - window - p;
        let mut extended = false;
        let mut period = p;
        'shrink: loop {
            for q in prime_factors(period) {
                let d = period / q;
                // Most candidates fail within the values computed so far.
                let probe_end = (from + period).min(end.saturating_sub(d + 64)).max(from);
                if self.planes.agrees(from, probe_end, d) {
                    if !extended {
                        self.planes.extend_periodically(p, end, from + 2 * p + 64);
                        self.used = self.used.max((from + 2 * p + 64) / 64 + 3);
                        extended = true;
                    }
                    if self.planes.agrees(from, from + period, d) {
                        period = d;
                        continue 'shrink;
                    }
                }
            }
            break;
        }
        let start = self.planes.agreement_start(period, from);
        let max_value = self.planes.max_value(start + period);
        Cell {
            preperiod: start as u32,
            period: period as u32,
            max_value,
        }
    }
}

/// Below this, prime factors come from [`FACTORS`].
const FACTOR_TABLE: usize = 1 << 12;

/// For `n >= 2`: the least prime `q` dividing `n` (low half) and `n` with every factor `q`
/// divided out (high half), so that small numbers factor without a division.
static FACTORS: [u32; FACTOR_TABLE] = {
    let mut table = [0u32; FACTOR_TABLE];
    let mut q = 2;
    while q < FACTOR_TABLE {
        if table[q] == 0 {
            let mut n = q;
            while n < FACTOR_TABLE {
                if table[n] == 0 {
                    let mut rest = n;
                    while rest % q == 0 {
                        rest /= q;
                    }
                    table[n] = (q | rest << 16) as u32;
                }
                n += q;
            }
        }
        q += 1;
    }
    table
};

/// The distinct prime factors of `n`, increasing: from a table for small `n` (divisions were
/// a sixth of the time of a sweep's sets with `a >= 64`), by odd trial divisors above it.
fn prime_factors(mut n: usize) -> impl Iterator<Item = usize> {
    let mut q = 2;
    std::iter::from_fn(move || {
        while n > 1 {
            if n < FACTOR_TABLE {
                let entry = FACTORS[n] as usize;
                n = entry >> 16;
                return Some(entry & 0xffff);
            }
            if q * q > n {
                // What is left is prime.
                let prime = n;
                n = 1;
                return Some(prime);
            }
            let found = n.is_multiple_of(q);
            let prime = q;
            if found {
                while n.is_multiple_of(q) {
                    n /= q;
                }
            }
            q = if q == 2 { 3 } else { q + 2 };
            if found {
                return Some(prime);
            }
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::cell_for;

    #[test]
    fn agrees_with_the_general_path() {
        let mut k = SweepKernel::new();
        for rule in Rule::ALL {
            for c in 2..=40 {
                for b in 1..c {
                    assert_eq!(
                        k.cell(&[b, c], rule, 1 << 16),
                        cell_for(&[b, c], rule, 1 << 16),
                        "{{{b},{c}}} {rule}"
                    );
                    for a in 1..b {
                        let set = [a, b, c];
                        assert_eq!(
                            k.cell(&set, rule, 1 << 16),
                            cell_for(&set, rule, 1 << 16),
                            "{set:?} {rule}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn four_element_sets_agree_with_the_general_path() {
        // Every {a, b, c, d} with d <= 16 under every rule (values up to 4: the third plane).
        let mut k = SweepKernel::new();
        for rule in Rule::ALL {
            for d in 4..=16 {
                for c in 3..d {
                    for b in 2..c {
                        for a in 1..b {
                            let set = [a, b, c, d];
                            assert_eq!(
                                k.cell(&set, rule, 1 << 16),
                                cell_for(&set, rule, 1 << 16),
                                "{set:?} {rule}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_pair_has_a_period_dividing_the_sum_of_its_elements() {
        // What lets the kernel watch `a + b` alone for pairs (any other period would be
        // found, later, by trying every shift): checked here on the general path.
        for rule in Rule::ALL {
            for b in 2..=90 {
                for a in 1..b {
                    let cell = cell_for(&[a, b], rule, 1 << 16);
                    assert!(cell.period > 0, "{{{a},{b}}} {rule}: no period");
                    assert_eq!((a + b) % cell.period, 0, "{{{a},{b}}} {rule}: {cell:?}");
                }
            }
        }
    }

    #[test]
    fn larger_sets_agree_with_the_general_path() {
        // Elements past a word (options read before the word, chunks of 64, unaligned
        // words), a few hundred sets spread over c <= 300 under every rule.
        let mut k = SweepKernel::new();
        let mut x = 12_345u64;
        let mut next = |below: u32| {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (x >> 33) as u32 % below
        };
        for i in 0..900 {
            let rule = Rule::ALL[i % Rule::ALL.len()];
            let c = 3 + next(298);
            let b = 2 + next(c - 2);
            let a = 1 + next(b - 1);
            let set = match i % 3 {
                0 => vec![b, c],
                1 => vec![a, b, c],
                // A fourth element anywhere above a.
                _ => {
                    let mut set = vec![a, b, c, a + 1 + next(300)];
                    set.sort_unstable();
                    set.dedup();
                    set
                }
            };
            assert_eq!(
                k.cell(&set, rule, 1 << 16),
                cell_for(&set, rule, 1 << 16),
                "{set:?} {rule}"
            );
        }
    }

    #[test]
    fn sets_with_a_small_smallest_element_agree_with_the_general_path() {
        // The one-value-at-a-time path (`a` below `SCALAR_BELOW`): `b` and `c` before, inside
        // and past the first words, so the stretches with one, two and three options start in
        // any word, under every rule.
        let mut k = SweepKernel::new();
        for rule in Rule::ALL {
            for a in 1..SCALAR_BELOW {
                for c in [a + 2, 63, 64, 65, 100, 127, 128, 129, 200, 300] {
                    for b in [a + 1, 5, 31, 62, 63, 64, 65, 99, 130, 199, 299] {
                        if b <= a || b >= c {
                            continue;
                        }
                        let quads = [(b + c) / 2, c + 1, c + 64, 2 * c + 3]
                            .into_iter()
                            .filter(|&x| x != b && x != c && x > a)
                            .map(|x| {
                                let mut set = vec![a, b, c, x];
                                set.sort_unstable();
                                set
                            });
                        for set in [vec![a, b, c], vec![a, c]].into_iter().chain(quads) {
                            assert_eq!(
                                k.cell(&set, rule, 1 << 16),
                                cell_for(&set, rule, 1 << 16),
                                "{set:?} {rule}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn small_caps_agree_with_the_general_path() {
        let mut k = SweepKernel::new();
        for cap in [1, 2, 5, 7, 20, 63, 64, 65, 100] {
            for c in 2..=12 {
                for b in 1..c {
                    assert_eq!(
                        k.cell(&[b, c], Rule::Normal, cap),
                        cell_for(&[b, c], Rule::Normal, cap),
                        "{{{b},{c}}} cap {cap}"
                    );
                    for a in 1..b {
                        let set = [a, b, c];
                        assert_eq!(
                            k.cell(&set, Rule::Misere, cap),
                            cell_for(&set, Rule::Misere, cap),
                            "{set:?} cap {cap}"
                        );
                        let quad = [a, b, c, c + 2];
                        assert_eq!(
                            k.cell(&quad, Rule::TakeAll, cap),
                            cell_for(&quad, Rule::TakeAll, cap),
                            "{quad:?} cap {cap}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn prime_factors_are_distinct_and_increasing() {
        let factors = |n: usize| prime_factors(n).collect::<Vec<_>>();
        assert_eq!(factors(1), Vec::<usize>::new());
        assert_eq!(factors(2), [2]);
        assert_eq!(factors(360), [2, 3, 5]);
        assert_eq!(factors(97), [97]);
        assert_eq!(factors(2 * 97), [2, 97]);
        assert_eq!(factors(9 * 49 * 11), [3, 7, 11]);
        assert_eq!(factors(1 << 20), [2]);
        assert_eq!(factors(4099 * 4111), [4099, 4111]);
        assert_eq!(factors(2 * 3 * 4099), [2, 3, 4099]);
        for n in (2..6000usize).chain(1 << 20..(1 << 20) + 300) {
            // Divisors of n that no smaller divisor above 1 divides.
            let divisors: Vec<usize> = (2..=n).filter(|&q| n % q == 0).collect();
            let plain: Vec<usize> = divisors
                .iter()
                .copied()
                .filter(|&q| divisors.iter().all(|&r| r >= q || q % r != 0))
                .collect();
            assert_eq!(factors(n), plain, "{n}");
        }
    }

    #[test]
    fn a_cell_does_not_depend_on_the_cap_it_was_found_within() {
        // What lets an unresolved set be extended in one run within the bound: every cell
        // certified within a small cap is the cell of a large one, and the extended cell is
        // the one the large cap gives directly.
        let mut k = SweepKernel::new();
        let mut settled = 0;
        for d in 4..=22 {
            for c in 3..d {
                for b in 2..c {
                    for a in 1..b {
                        let set = [a, b, c, d];
                        let large = k.cell(&set, Rule::Normal, 1 << 16);
                        for cap in [64, 200, 1024] {
                            let small = k.cell(&set, Rule::Normal, cap);
                            if small.is_resolved() {
                                assert_eq!(small, large, "{set:?} cap {cap}");
                            }
                            let (extended, within) =
                                k.cell_extending(&set, Rule::Normal, cap, 1 << 16);
                            assert_eq!(extended, large, "{set:?} cap {cap}");
                            if !small.is_resolved() {
                                assert_eq!(within, 1 << 16);
                                settled += usize::from(extended.is_resolved());
                            } else {
                                assert_eq!(within, cap);
                            }
                        }
                    }
                }
            }
        }
        // Some sets did need the extension.
        assert!(settled > 0);
        // A bound no larger than the cap computes nothing more.
        assert_eq!(
            k.cell_extending(&[2, 5, 7], Rule::Normal, 20, 20),
            (Cell::unresolved(), 20)
        );
        assert_eq!(
            k.cell_extending(&[2, 5, 7], Rule::Normal, 20, 1 << 10)
                .0
                .period,
            22
        );
    }

    #[test]
    fn caps_leave_cells_unresolved() {
        let mut k = SweepKernel::new();
        assert_eq!(k.cell(&[2, 5, 7], Rule::Normal, 20), Cell::unresolved());
        assert_eq!(k.cell(&[2, 5, 7], Rule::Normal, 1 << 16).period, 22);
    }
}
