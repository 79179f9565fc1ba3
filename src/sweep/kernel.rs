//! The sweep's fast path: certified periods of 2- and 3-element subtraction sets with values
//! held as two bit-planes (nim-values of such sets are at most 3).
//!
//! - **Values.** From `n = a = min S` on, every position has at least one option, and the
//!   options of the positions `n0 .. n0 + k` with `k <= min(a, 64)` all lie before `n0`: one
//!   pass of word operations computes `k` positions at once (`G = mex` of up to three 2-bit
//!   values, as bit logic). Below `a` the values follow from the rule alone. Sets with a very
//!   small `a` gain little from words and are computed one value at a time instead.
//! - **Periods.** Sums of two elements (and twice an element) are the periods of almost all
//!   such sets. For each, a run of agreement `G(n) = G(n - p)` is kept up to date one word at a
//!   time; a run of `max S` values is a repeated window, which proves `p` is a period. Failing
//!   that, every shift is tried at doubling lengths. A found period is reduced to the least
//!   divisor that is a period and the preperiod is the start of the agreement, exactly as in
//!   [`crate::period::certify::window_recurrence`].
//!
//! The result is the same [`Cell`] as the general path ([`super::cell_for`]), which the tests
//! check on every set of whole grids.

use crate::game::Rule;
use crate::sweep::Cell;

/// Sets whose smallest element is below this are computed one value at a time.
const SCALAR_BELOW: u32 = 6;
/// Length at which every shift is first tried (then at each doubling): by then nearly every set
/// has shown one of its candidate periods.
const FIRST_FULL_SCAN: usize = 1 << 15;
/// The less likely candidate periods are checked once in this many words.
const RARE_EVERY: usize = 8;
/// Most candidate periods of a set.
const MAX_CANDIDATES: usize = 8;

/// The periods worth watching for: the sums of two elements and twice an element (the periods
/// of about 99% of 2- and 3-element sets, or multiples of them), and for additive sets
/// `{a, b, a + b}` the period their values suggest (`2b` when `b ≡ 0`, `a (3b - 2aq)` when
/// `0 < r < a`, else `b + 2a (q + 1)`, with `b = 2aq + r`). Candidates only decide when to
/// look: a period is proven by a repeated window, whatever suggested it.
#[derive(Debug, Clone, Copy)]
struct Candidates {
    periods: [usize; MAX_CANDIDATES],
    count: usize,
    /// The first `frequent` are the likeliest (checked every word, the others every few).
    frequent: usize,
}

impl Candidates {
    fn of(set: &[u32]) -> Self {
        let mut c = Candidates {
            periods: [0; MAX_CANDIDATES],
            count: 0,
            frequent: 0,
        };
        let mut add = |p: u32| {
            let p = p as usize;
            if p > 0 && !c.periods[..c.count].contains(&p) && c.count < MAX_CANDIDATES {
                c.periods[c.count] = p;
                c.count += 1;
            }
        };
        match *set {
            [a, b] => [a + b, 2 * a, 2, 2 * b].into_iter().for_each(&mut add),
            [a, b, c3] => {
                [a + c3, b + c3, a + b, 2, 2 * a, 2 * b, 2 * c3]
                    .into_iter()
                    .for_each(&mut add);
                if c3 == a + b {
                    let (q, r) = (b / (2 * a), b % (2 * a));
                    add(match r {
                        0 => 2 * b,
                        r if r < a => a * (3 * b - 2 * a * q),
                        _ => b + 2 * a * (q + 1),
                    });
                }
            }
            _ => {}
        }
        let frequent = if set.len() == 2 { 2 } else { 3 };
        c.frequent = frequent.min(c.count);
        c
    }

    fn as_slice(&self) -> &[usize] {
        &self.periods[..self.count]
    }
}

/// Scratch space for computing cells, reused from one set to the next.
#[derive(Debug, Default, Clone)]
pub struct Kernel {
    /// `planes[w] = [lo, hi]`: bit `i` of word `w` holds the low / high bit of `G(64 w + i)`.
    planes: Vec<[u64; 2]>,
    /// Values one per byte, for the scalar path.
    bytes: Vec<u8>,
    /// Words of the planes the last set wrote.
    used: usize,
}

/// Positions `start .. start + 64` of both planes, `start >= 0`, without branches.
#[inline(always)]
fn read(planes: &[[u64; 2]], start: usize) -> [u64; 2] {
    let (w, off) = (start / 64, (start % 64) as u32);
    let pair = &planes[w..w + 2];
    let part = |i: usize| (pair[0][i] >> off) | ((pair[1][i] << 1) << (63 - off));
    [part(0), part(1)]
}

/// As [`read`], with positions below 0 read as 0.
#[inline]
fn read_signed(planes: &[[u64; 2]], start: isize) -> [u64; 2] {
    if start >= 0 {
        return read(planes, start as usize);
    }
    let shift = (-start) as u32;
    if shift >= 64 {
        [0, 0]
    } else {
        [planes[0][0] << shift, planes[0][1] << shift]
    }
}

/// Bits where two pairs of plane words differ.
#[inline(always)]
fn differ(x: [u64; 2], y: [u64; 2]) -> u64 {
    (x[0] ^ y[0]) | (x[1] ^ y[1])
}

impl Kernel {
    /// A kernel with empty scratch space.
    pub fn new() -> Self {
        Kernel::default()
    }

    fn value(&self, n: usize) -> u64 {
        let [lo, hi] = self.planes[n / 64];
        (lo >> (n % 64) & 1) | (hi >> (n % 64) & 1) << 1
    }

    fn set_value(&mut self, n: usize, v: u64) {
        let word = &mut self.planes[n / 64];
        word[0] |= (v & 1) << (n % 64);
        word[1] |= (v >> 1) << (n % 64);
    }

    /// Makes room for `positions` values (plus spare words for unaligned reads).
    fn grow(&mut self, positions: usize) {
        let words = positions / 64 + 3;
        if self.planes.len() < words {
            let target = words.max(self.planes.len() * 2);
            self.planes.resize(target, [0, 0]);
        }
    }

    /// The certified period of `set` (2 or 3 elements, increasing) under `rule` within `cap`
    /// values, or an unresolved cell.
    pub fn cell(&mut self, set: &[u32], rule: Rule, cap: u32) -> Cell {
        let (a, m) = (set[0] as usize, set[set.len() - 1] as usize);
        let cap = cap as usize;
        let candidates = Candidates::of(set);
        let (frequent, rare) = candidates.as_slice().split_at(candidates.frequent);
        let mut runs = [0usize; MAX_CANDIDATES];
        // The options as three shifts (a pair repeats its larger element).
        let options = [set[0] as usize, set[1] as usize, m];
        // Clear what the previous set used.
        let used = self.used.min(self.planes.len());
        self.planes[..used].fill([0, 0]);
        self.grow(4 * m + 256);
        // Below a = min S the rule alone decides: no move (terminal), or only taking all.
        let mut len = a.min(cap);
        let terminal = rule.is_misere();
        let rest = terminal != rule.takes_all_below_min();
        if rest {
            // G(n) = 1 for 0 < n < a: whole words of ones, then the last part.
            for word in &mut self.planes[..len / 64] {
                word[0] = u64::MAX;
            }
            if len % 64 != 0 {
                self.planes[len / 64][0] |= (1u64 << (len % 64)) - 1;
            }
        }
        if len > 0 {
            self.planes[0][0] = (self.planes[0][0] & !1) | u64::from(terminal);
        }
        let mut words_checked = 0;
        let mut next_full_scan = FIRST_FULL_SCAN;
        if a < SCALAR_BELOW as usize {
            self.bytes.clear();
            for n in 0..len {
                let v = self.value(n) as u8;
                self.bytes.push(v);
            }
        }
        loop {
            // Check every completed word against each candidate shift.
            let mut found = None;
            'words: while (words_checked + 1) * 64 <= len {
                let j = words_checked;
                let word = self.planes[j];
                let end = 64 * (j + 1);
                // The likeliest periods: a run of agreement kept word by word.
                for (run, &p) in runs.iter_mut().zip(frequent) {
                    if 64 * j < p {
                        continue;
                    }
                    let diff = differ(word, read(&self.planes, 64 * j - p));
                    *run = if diff == 0 {
                        *run + 64
                    } else {
                        diff.leading_zeros() as usize
                    };
                    if *run >= m {
                        found = Some((p, end));
                        break 'words;
                    }
                }
                // The others: the window itself, every few words.
                if j % RARE_EVERY == RARE_EVERY - 1 {
                    for &p in rare {
                        if end >= m + p && self.agrees(end - m - p, end - p, p) {
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
                if let Some(p) = self.any_repeat(end, m) {
                    self.used = len / 64 + 3;
                    return self.finish(p, end, m);
                }
                next_full_scan *= 2;
            }
            if len >= cap {
                // The last look, at exactly `cap` values, as the general path takes it.
                self.used = len / 64 + 3;
                return match self.any_repeat(len, m) {
                    Some(p) => self.finish(p, len, m),
                    None => Cell::unresolved(),
                };
            }
            if len / 64 + 4 > self.planes.len() {
                self.grow(len + 128);
            }
            let step = if a < SCALAR_BELOW as usize {
                self.scalar_word(set, len, cap)
            } else if len >= m {
                // Up to the next word boundary (at least one chunk), in one tight loop.
                let to = ((len / 64 + 1) * 64).max(len + a.min(64)).min(cap);
                match options {
                    [x, y, z] if y == z => self.fast_chunks([x, y], a.min(64), len, to),
                    _ => self.fast_chunks(options, a.min(64), len, to),
                }
            } else {
                self.word_chunk(set, len, cap)
            };
            len += step;
        }
    }

    /// Computes positions `from ..` up to the next multiple of 64 (or the cap) one at a time.
    fn scalar_word(&mut self, set: &[u32], from: usize, cap: usize) -> usize {
        let to = ((from / 64 + 1) * 64).min(cap);
        let m = set[set.len() - 1] as usize;
        let b = &mut self.bytes;
        b.resize(to, 0);
        for n in from..to.min(m) {
            let mut seen = 0u8;
            for &s in set {
                if s as usize <= n {
                    seen |= 1 << b[n - s as usize];
                }
            }
            b[n] = (!seen).trailing_zeros() as u8;
        }
        let (x, y, z) = (set[0] as usize, set[1] as usize, m);
        for n in from.max(m)..to {
            let seen = (1u8 << b[n - x]) | (1u8 << b[n - y]) | (1u8 << b[n - z]);
            b[n] = (!seen).trailing_zeros() as u8;
        }
        // Into the planes, eight values at a time.
        let (w, first) = (from / 64, from % 64);
        let (mut lo, mut hi) = (0u64, 0u64);
        let base = from - first;
        let mut n = from;
        while n < to {
            let group = (n - base) / 8;
            let start = base + 8 * group;
            let mut eight = [0u8; 8];
            let stop = (start + 8).min(to);
            eight[n - start..stop - start].copy_from_slice(&b[n..stop]);
            let x = u64::from_le_bytes(eight);
            let gather = |bits: u64| {
                (bits & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56
            };
            lo |= gather(x) << (8 * group);
            hi |= gather(x >> 1) << (8 * group);
            n = stop;
        }
        self.planes[w][0] |= lo;
        self.planes[w][1] |= hi;
        to - from
    }

    /// Computes positions `from .. to` in chunks of `k = min(a, 64)`, where every position has
    /// all its options (`from >= max S`): the hot loop of the sweep.
    fn fast_chunks<const N: usize>(
        &mut self,
        options: [usize; N],
        k: usize,
        from: usize,
        to: usize,
    ) -> usize {
        let planes = &mut self.planes;
        let mut pos = from;
        while pos < to {
            let kk = k.min(to - pos);
            let keep = if kk == 64 { u64::MAX } else { (1u64 << kk) - 1 };
            let (mut has0, mut has1, mut has2) = (0u64, 0u64, 0u64);
            for s in options {
                let [l, h] = read(planes, pos - s);
                has0 |= !(l | h);
                has1 |= l & !h;
                has2 |= h & !l;
            }
            // mex: 0 without a 0; 1 with 0 but no 1; 2 with 0, 1 but no 2; else 3.
            let lo = has0 & (!has1 | has2) & keep;
            let hi = has0 & has1 & keep;
            let (w, off) = (pos / 64, (pos % 64) as u32);
            let pair = &mut planes[w..w + 2];
            pair[0][0] |= lo << off;
            pair[0][1] |= hi << off;
            // The part that spills into the next word (nothing when off = 0).
            pair[1][0] |= (lo >> 1) >> (63 - off);
            pair[1][1] |= (hi >> 1) >> (63 - off);
            pos += kk;
        }
        to - from
    }

    /// Computes positions `from .. from + k` at once, `k = min(a, 64)` (and within the cap),
    /// while some options do not exist yet (`from < max S`).
    fn word_chunk(&mut self, set: &[u32], from: usize, cap: usize) -> usize {
        let a = set[0] as usize;
        let mut k = a.min(64).min(cap - from);
        if a >= 64 && from % 64 != 0 {
            k = k.min(64 - from % 64);
        }
        let keep = if k == 64 { u64::MAX } else { (1u64 << k) - 1 };
        let (mut has0, mut has1, mut has2) = (0u64, 0u64, 0u64);
        for &s in set {
            let s = s as usize;
            // Positions n in from .. from + k with n >= s have the option n - s.
            let valid = if from >= s {
                keep
            } else if s - from >= k {
                0
            } else {
                keep & !((1u64 << (s - from)) - 1)
            };
            let [l, h] = read_signed(&self.planes, from as isize - s as isize);
            has0 |= !(l | h) & valid;
            has1 |= l & !h & valid;
            has2 |= h & !l & valid;
        }
        let lo = has0 & (!has1 | has2) & keep;
        let hi = has0 & has1 & keep;
        let (w, off) = (from / 64, (from % 64) as u32);
        self.planes[w][0] |= lo << off;
        self.planes[w][1] |= hi << off;
        self.planes[w + 1][0] |= (lo >> 1) >> (63 - off);
        self.planes[w + 1][1] |= (hi >> 1) >> (63 - off);
        k
    }

    /// Whether `G(x) = G(x + shift)` for every `x` in `from .. to`, a word at a time.
    fn agrees(&self, from: usize, to: usize, shift: usize) -> bool {
        let mut x = from;
        while x < to {
            let keep = if to - x >= 64 {
                u64::MAX
            } else {
                (1u64 << (to - x)) - 1
            };
            if differ(read(&self.planes, x), read(&self.planes, x + shift)) & keep != 0 {
                return false;
            }
            x += 64;
        }
        true
    }

    /// Some shift `p` such that the `window` values ending at `end` equal those `p` earlier.
    fn any_repeat(&self, end: usize, window: usize) -> Option<usize> {
        // A quick test on the last (at most 64) values of the window, then the whole window.
        let top = if window >= 64 {
            u64::MAX
        } else {
            u64::MAX << (64 - window)
        };
        let last = read_signed(&self.planes, end as isize - 64);
        (1..=end.saturating_sub(window)).find(|&p| {
            differ(
                read_signed(&self.planes, end as isize - 64 - p as isize),
                last,
            ) & top
                == 0
                && self.agrees(end - window - p, end - p, p)
        })
    }

    /// Writes `G(x) = G(x - p)` for `x` in `end .. to`: the sequence is known to repeat with
    /// period `p` from before `end`.
    fn extend_periodically(&mut self, p: usize, end: usize, to: usize) {
        self.grow(to + 64);
        if p < 64 {
            for x in end..to {
                let v = self.value(x - p);
                self.set_value(x, v);
            }
            return;
        }
        for j in end / 64..to.div_ceil(64) {
            // Positions below `end` stay; the others copy the word `p` earlier (all below
            // 64 j + 64 - p <= 64 j, already final).
            let fresh = if 64 * j >= end {
                u64::MAX
            } else {
                u64::MAX << (end - 64 * j)
            };
            let [l, h] = read(&self.planes, 64 * j - p);
            let word = &mut self.planes[j];
            word[0] = (word[0] & !fresh) | (l & fresh);
            word[1] = (word[1] & !fresh) | (h & fresh);
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
            let mut rest = period;
            let mut q = 2;
            while q * q <= rest || rest > 1 {
                if q * q > rest {
                    q = rest;
                }
                if rest % q == 0 {
                    while rest % q == 0 {
                        rest /= q;
                    }
                    let d = period / q;
                    // Most candidates fail within the values computed so far.
                    let probe_end = (from + period).min(end.saturating_sub(d + 64)).max(from);
                    if self.agrees(from, probe_end, d) {
                        if !extended {
                            self.extend_periodically(p, end, from + 2 * p + 64);
                            self.used = self.used.max((from + 2 * p + 64) / 64 + 3);
                            extended = true;
                        }
                        if self.agrees(from, from + period, d) {
                            period = d;
                            continue 'shrink;
                        }
                    }
                }
                q += 1;
            }
            break;
        }
        let start = self.agreement_start(period, from);
        let (mut any_lo, mut any_hi, mut any_3) = (0u64, 0u64, 0u64);
        let top = start + period;
        for (j, &[l, h]) in self.planes[..top.div_ceil(64)].iter().enumerate() {
            let keep = if 64 * (j + 1) <= top {
                u64::MAX
            } else {
                (1u64 << (top - 64 * j)) - 1
            };
            let (l, h) = (l & keep, h & keep);
            any_lo |= l;
            any_hi |= h;
            any_3 |= l & h;
        }
        let max_value = if any_3 != 0 {
            3
        } else if any_hi != 0 {
            2
        } else {
            u8::from(any_lo != 0)
        };
        Cell {
            preperiod: start as u32,
            period: period as u32,
            max_value,
        }
    }

    /// The least `e <= from` with `G(n) = G(n + p)` for every `n` from `e` to `from`, a word
    /// at a time.
    fn agreement_start(&self, p: usize, from: usize) -> usize {
        let mut e = from;
        while e >= 64 {
            let diff = differ(read(&self.planes, e - 64), read(&self.planes, e - 64 + p));
            if diff != 0 {
                return e - diff.leading_zeros() as usize;
            }
            e -= 64;
        }
        if e > 0 {
            // Positions 0 .. e: the highest disagreement, if any, ends the agreement.
            let keep = (1u64 << e) - 1;
            let diff = differ(self.planes[0], read(&self.planes, p)) & keep;
            if diff != 0 {
                return 64 - diff.leading_zeros() as usize;
            }
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::cell_for;

    #[test]
    fn agrees_with_the_general_path() {
        let mut k = Kernel::new();
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
    fn small_caps_agree_with_the_general_path() {
        let mut k = Kernel::new();
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
                    }
                }
            }
        }
    }

    #[test]
    fn caps_leave_cells_unresolved() {
        let mut k = Kernel::new();
        assert_eq!(k.cell(&[2, 5, 7], Rule::Normal, 20), Cell::unresolved());
        assert_eq!(k.cell(&[2, 5, 7], Rule::Normal, 1 << 16).period, 22);
    }
}
