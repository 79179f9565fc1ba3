//! Nim-values of octal games by the rare/common ("sparse space") method of Gangolli–Plambeck
//! and Flammenkamp.
//!
//! Choose a mask `m` and call a value `v` *rare* when `v & m` has an even number of bits, and
//! *common* otherwise. The rare values form a subgroup under XOR (it holds 0) and the common
//! values its other coset, so `common ^ common` is rare, `rare ^ common` is common and
//! `rare ^ rare` is rare. For a position `n`:
//!
//! 1. every common option of a split comes from a pair with exactly one rare part, so marking
//!    `G(r) ^ G(n - k - r)` for the (few) rare positions `r`, plus the one-heap options, finds
//!    *every* common option: the least common value not marked is a bound `c` for `G(n)`;
//! 2. `G(n) = c` unless some rare value below `c` is not an option; the rare values are what
//!    the many `common ^ common` splits produce, so scanning all splits with an early exit
//!    usually finds them all within a few steps. If not, the scan is complete and `G(n)` is the
//!    least rare value missing.
//!
//! The answer is exact whatever the mask (with mask 0 every value is rare and the method is the
//! plain quadratic scan); a good mask, the one making most values so far common, found with a
//! Walsh–Hadamard transform of the value counts, makes it near linear when rare values are
//! rare. The mask is reviewed each time the sequence doubles.
//!
//! **The prefix.** Step 2 finds most wanted values among the first splits, each find a
//! mispredicted branch of the vector scan. So when heaps are computed a run at a time
//! ([`runs`]), step 1 also marks every split whose smaller part is below a *prefix* (a power of
//! two up to 2048, chosen from where step 2's scans ended in the previous segment: about a
//! third of the way), in the same cheap pass as the rare splits, and step 2 scans from the
//! prefix on. Which splits are marked in step 1 and which are scanned in step 2 changes only
//! the work, never the answer: every split is looked at by one of them.
//!
//! **Marking every split.** Where values grow without bound (`0.604`, `0.164`, `0.414`, ...)
//! a third or more of them are rare and half the heaps have a rare value, which step 2 can
//! only confirm by scanning every split: the method then does more work than marking each
//! split once. So a segment may take a prefix past every heap's smaller parts ([`EVERY_SPLIT`]):
//! step 1 marks each split once, the rare positions add nothing, step 2 is empty. Which way a
//! segment goes is decided from the scans of the heaps before it, counted in marks
//! ([`Scans::every_split_pays`]); while every split is marked, one heap in [`SAMPLE_EVERY`] is also
//! computed the rare/common way, so that the scans go on telling what it would cost.

use std::ops::Range;

use crate::error::GameError;
use crate::game::octal::{LEAVE_NOTHING, LEAVE_ONE, LEAVE_TWO};
#[cfg(test)]
use crate::game::wanted::Vector;
use crate::game::wanted::Wanted;
use crate::game::{Digit, Nimber, OctalCode, TakeBreakCode};

mod lanes;
#[cfg(not(target_arch = "wasm32"))]
mod pipeline;
mod rare;
mod runs;

pub use rare::{MaskChoice, RareValues};

/// The kernel's state between calls.
#[derive(Debug, Clone)]
pub(super) struct OctalKernel {
    /// Move sizes `k` that may take a whole heap of exactly `k`.
    leave_nothing: Vec<usize>,
    /// Move sizes `k` that may leave one non-empty heap.
    leave_one: Vec<usize>,
    /// Move sizes `k` that may split a heap into two non-empty heaps (`k = 0`: a split that
    /// removes nothing).
    leave_two: Vec<usize>,
    /// The sizes of `leave_two` whose two heaps must differ (Grundy's game). A split into
    /// equal heaps has value 0, so only whether 0 is an option changes: it is decided exactly
    /// first ([`Self::zero_is_option`]), then the equal splits the other steps mark cannot
    /// mislead them.
    unequal: Vec<usize>,
    /// The rare/common mask (0: every value rare).
    mask: u32,
    /// `(position, value)` of every rare value at a position >= 1, in order.
    rare: Vec<(u32, Nimber)>,
    /// How often each value occurred.
    counts: Vec<u64>,
    /// Bit `v` set when `v` is an option of the position being computed.
    seen: Vec<u64>,
    /// Bit `v` set when `v` is common under the mask.
    common: Vec<u64>,
    /// Scratch: one byte per value, 1 when it is an option.
    flags: Vec<u8>,
    /// `mirror[MIRROR - 1 - n] = G(n)` for the first `MIRROR` positions: the left parts of
    /// splits read forward.
    mirror: Vec<Nimber>,
    /// Scratch: the values below the bound step 2 still looks for.
    wanted: Wanted,
    /// Values are below `2^bits`; so are their XORs.
    bits: u32,
    /// When to review the mask next.
    review_at: usize,
    /// Splits whose smaller part is below this are marked in step 1 (see the module's docs);
    /// chosen at the start of each segment computed in runs.
    prefix: usize,
    /// Where step 2's scans ended since the prefix was last chosen.
    scans: Scans,
    /// Which paths the kernel takes (every one gives the same values; tests force each).
    paths: Paths,
}

/// Where step 2's scans ended: the smaller part at which every wanted value was found (or past
/// the last split), summed over the heaps computed, with the heaps' sizes and the rare
/// positions listed at each.
#[derive(Debug, Clone, Copy, Default)]
struct Scans {
    total: u64,
    heaps: u64,
    positions: u64,
    rare: u64,
}

impl Scans {
    /// Whether marking every split (about `n / 2` marks a heap of `n` and split size) costs
    /// less than the rare/common method with `prefix` did on these heaps: the prefix's and the
    /// rare positions' marks, and the scan from the prefix to where it ended, a pair scanned
    /// costing [`SCAN_COST`] marks.
    fn every_split_pays(&self, prefix: usize) -> bool {
        let heaps = self.heaps.max(1) as f64;
        let (n, rare) = (self.positions as f64 / heaps, self.rare as f64 / heaps);
        let end = self.total as f64 / heaps;
        let prefix = prefix as f64;
        let rare_common = prefix + rare + SCAN_COST * (end - prefix).max(0.0);
        n / 2.0 < rare_common
    }
}

/// What a pair scanned in step 2 costs, in marks of step 1 (measured: 1.1 to 2.5 times one,
/// by how many values there are).
const SCAN_COST: f64 = 1.5;

/// The prefix past every heap's smaller parts: step 1 marks every split (see the module's
/// docs).
const EVERY_SPLIT: usize = usize::MAX;

/// While every split is marked, one heap in this many is also computed the rare/common way.
const SAMPLE_EVERY: usize = 64;

/// The longest prefix (see the module's docs).
const MAX_PREFIX: usize = 2048;

/// Heaps whose scans choose the next prefix, at least.
const PREFIX_SAMPLE: u64 = 256;

/// Which of the kernel's paths it may take.
#[derive(Debug, Clone, Copy)]
pub(super) struct Paths {
    /// Step 1 of the far rare positions a run of heaps at a time ([`runs`]).
    pub(super) runs: bool,
    /// The shortest segment computed on two threads (natively; `usize::MAX`: never).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))] // WebAssembly has one thread
    pub(super) two_threads_from: usize,
    /// How many values were computed on two threads so far.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub(super) two_thread_values: u64,
    /// The prefix, if forced (`None`: chosen from the scans).
    pub(super) prefix: Option<usize>,
    /// Whether step 2 may use vector instructions (where the machine has them; tests turn
    /// them off through [`OctalKernel::set_paths`]).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(super) vector: bool,
}

impl Default for Paths {
    fn default() -> Self {
        Paths {
            runs: true,
            two_threads_from: 1 << 12,
            two_thread_values: 0,
            prefix: None,
            vector: true,
        }
    }
}

/// Splits of each size scanned in turn by [`OctalKernel::small_value`].
const SCAN_BLOCK: usize = 32;

/// Splits of each size scanned in turn by [`OctalKernel::search_splits`] (which stops the
/// moment the last wanted value turns up, so longer runs cost nothing).
const WANTED_BLOCK: usize = 512;

/// Positions kept in reverse order in [`OctalKernel::mirror`]; a split whose smaller part is
/// larger is read backwards from the values.
const MIRROR: usize = 1 << 16;

/// Packs 64 bytes, each 0 or 1, into the bits of a word (byte `i` to bit `i`).
fn pack(bytes: &[u8]) -> u64 {
    bytes
        .chunks_exact(8)
        .enumerate()
        .fold(0, |word, (j, eight)| {
            let mut b = [0u8; 8];
            b.copy_from_slice(eight);
            // Each byte's low bit lands in the top byte, in order (no carries: bytes are 0 or 1).
            let bits = u64::from_le_bytes(b).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            word | bits << (8 * j)
        })
}

fn parity(v: u32) -> bool {
    v.count_ones() % 2 == 1
}

impl OctalKernel {
    /// The kernel of an octal game: its move sizes sorted by what they may leave.
    pub(super) fn for_code(code: &OctalCode) -> Self {
        let ks = |bit: u8| -> Vec<usize> {
            // k = 0: `d0`, 4 for a `4.` code (split without removing anything), else 0.
            (0..=code.len())
                .filter(|&k| code.digit(k) & bit != 0)
                .collect()
        };
        OctalKernel::new(ks(LEAVE_NOTHING), ks(LEAVE_ONE), ks(LEAVE_TWO), Vec::new())
    }

    /// The kernel of a finite take-and-break code whose moves leave at most two heaps (a split
    /// may remove nothing, and may have to leave unequal heaps).
    pub(super) fn for_take_break(code: &TakeBreakCode) -> Self {
        let ks = |keep: &dyn Fn(Digit) -> bool| -> Vec<usize> {
            (0..=code.len()).filter(|&k| keep(code.digit(k))).collect()
        };
        OctalKernel::new(
            ks(&|d| d.leaves(0)),
            ks(&|d| d.leaves(1)),
            ks(&|d| d.leaves(2)),
            ks(&|d| d.leaves(2) && d.unequal),
        )
    }

    fn new(
        leave_nothing: Vec<usize>,
        leave_one: Vec<usize>,
        leave_two: Vec<usize>,
        unequal: Vec<usize>,
    ) -> Self {
        let mut kernel = OctalKernel {
            leave_nothing,
            leave_one,
            leave_two,
            unequal,
            mask: 0,
            rare: Vec::new(),
            counts: Vec::new(),
            seen: Vec::new(),
            common: Vec::new(),
            flags: Vec::new(),
            mirror: vec![0; MIRROR],
            wanted: Wanted::new(),
            bits: 0,
            review_at: 64,
            prefix: 0,
            scans: Scans::default(),
            paths: Paths::default(),
        };
        kernel.resize(1);
        kernel
    }

    /// Makes room for values below `2^bits`.
    fn resize(&mut self, bits: u32) {
        self.bits = bits;
        let size = 1usize << bits;
        let words = size.div_ceil(64);
        self.counts.resize(size, 0);
        self.seen = vec![0; words];
        self.flags = vec![0; words * 64];
        self.common = vec![0; words];
        for v in 0..size {
            if parity(v as u32 & self.mask) {
                self.common[v / 64] |= 1 << (v % 64);
            }
        }
    }

    /// Rebuilds the state that computing `values` would have left (a search resumed from a
    /// checkpoint): the value counts, the mask chosen at the last review and the rare values
    /// under it, so that the resumed run reports what an unbroken one does.
    pub(super) fn restore(&mut self, values: &[Nimber]) {
        let top = values.iter().copied().max().unwrap_or(0);
        self.resize(
            (u32::from(top) + 2)
                .next_power_of_two()
                .trailing_zeros()
                .max(1),
        );
        self.counts.iter_mut().for_each(|c| *c = 0);
        for (slot, &v) in self.mirror.iter_mut().rev().zip(values) {
            *slot = v;
        }
        // A run that computed the values reviewed its mask at 64, 128, 256, ... heaps (each
        // time from the counts so far): the last review before the end chose the mask in use.
        let (mut reviewed, mut next) = (0, 64);
        while next < values.len() {
            (reviewed, next) = (next, next * 2);
        }
        let count = |counts: &mut Vec<u64>, values: &[Nimber]| {
            for &v in values {
                counts[usize::from(v)] += 1;
            }
        };
        count(&mut self.counts, &values[..reviewed]);
        let mask = if reviewed > 0 { self.best_mask() } else { 0 };
        count(&mut self.counts, &values[reviewed..]);
        // The rare values under it (listed once: under mask 0 every position would be).
        self.set_mask(mask, values);
        self.review_at = next;
    }

    /// The mask in use and the rare values under it (`None` while values are scanned plainly).
    /// The kernel lists the rare positions `n >= 1` (all it needs); the count reported adds
    /// `n = 0`, whose value 0 is rare under every mask, as the literature counts.
    pub(super) fn rare_values(&self) -> Option<RareValues> {
        (self.mask != 0).then(|| RareValues {
            mask: self.mask,
            count: self.rare.len() + 1,
            last: Some(self.rare.last().map_or(0, |&(n, _)| u64::from(n))),
            chosen_by: MaskChoice::Nimseq,
        })
    }

    fn is_rare(&self, v: Nimber) -> bool {
        !parity(u32::from(v) & self.mask)
    }

    /// Picks the mask that makes the most values so far common, and re-lists the rare ones.
    fn review_mask(&mut self, values: &[Nimber]) {
        let mask = self.best_mask();
        if mask != self.mask {
            self.set_mask(mask, values);
        }
    }

    /// The mask that makes the most values counted so far common, or 0 (scan plainly) when
    /// none makes most of them common.
    fn best_mask(&self) -> u32 {
        // Walsh–Hadamard transform: t[m] = sum over v of counts[v] * (-1)^parity(v & m)
        // = total - 2 * (number of values common under m).
        let mut t: Vec<i64> = self.counts.iter().map(|&c| c as i64).collect();
        let mut h = 1;
        while h < t.len() {
            for i in (0..t.len()).step_by(2 * h) {
                for j in i..i + h {
                    let (x, y) = (t[j], t[j + h]);
                    t[j] = x + y;
                    t[j + h] = x - y;
                }
            }
            h *= 2;
        }
        match (1..t.len()).min_by_key(|&m| (t[m], m)) {
            Some(m) if t[m] < 0 => m as u32,
            _ => 0,
        }
    }

    /// Uses `mask` from now on, with the rare values of `values` under it.
    fn set_mask(&mut self, mask: u32, values: &[Nimber]) {
        self.mask = mask;
        self.resize(self.bits);
        self.rare = values
            .iter()
            .enumerate()
            .skip(1)
            .filter(|&(_, &v)| self.is_rare(v))
            .map(|(n, &v)| (n as u32, v))
            .collect();
    }

    pub(super) fn extend(&mut self, values: &mut Vec<Nimber>, len: usize) -> Result<(), GameError> {
        while values.len() < len {
            let n = values.len();
            if n >= self.review_at {
                self.review_mask(values);
                self.review_at = n * 2;
            }
            // A segment: the mask stays as it is up to the next review.
            let end = len.min(self.review_at);
            #[cfg(not(target_arch = "wasm32"))]
            if pipeline::extend(self, values, end)? {
                continue;
            }
            if self.paths.runs && runs::extend(self, values, end)? {
                continue;
            }
            for n in n..end {
                let value = self.value(values, n);
                values.push(self.record(n, value)?);
            }
        }
        Ok(())
    }

    /// Takes note of `G(n) = value` (its count, whether it is rare, the mirror, room for larger
    /// values); returns it as a [`Nimber`].
    ///
    /// # Errors
    /// [`GameError::ValueOverflow`] for a value above 65535.
    fn record(&mut self, n: usize, value: u32) -> Result<Nimber, GameError> {
        let value = Nimber::try_from(value).map_err(|_| GameError::ValueOverflow(n as u64))?;
        if let Some(slot) = self.mirror.get_mut(MIRROR.wrapping_sub(n + 1)) {
            *slot = value;
        }
        if self.needs_room(value) {
            // Room for the value, for XORs of values, and for the mex just above them.
            let bits = (u32::from(value) + 2).next_power_of_two().trailing_zeros();
            self.resize(bits);
        }
        self.counts[usize::from(value)] += 1;
        if n >= 1 && self.is_rare(value) {
            self.rare.push((n as u32, value));
        }
        Ok(value)
    }

    /// Takes the paths to use from now on (tests force each).
    #[cfg(test)]
    fn set_paths(&mut self, paths: Paths) {
        self.paths = paths;
        let vector = if paths.vector {
            Vector::detect()
        } else {
            Vector::Plain
        };
        self.wanted = Wanted::new().with_vector(vector);
    }

    /// Chooses the prefix for the segment starting now (see the module's docs): the largest
    /// power of two at most half of where the recent scans ended on average (a third when two
    /// threads share the work), up to [`MAX_PREFIX`] (none below 64), or [`EVERY_SPLIT`] where
    /// marking every split costs less. Keeps the last choice until enough heaps were scanned.
    fn choose_prefix(&mut self, two_threads: bool) -> usize {
        // While every split is marked only one heap in SAMPLE_EVERY is scanned: fewer are
        // enough, so that a game whose rare values stop coming (`.6` past 20,627) goes back
        // soon (marking every split costs more the longer the heaps).
        let sample = if self.prefix == EVERY_SPLIT {
            PREFIX_SAMPLE / 8
        } else {
            PREFIX_SAMPLE
        };
        if let Some(forced) = self.paths.prefix {
            self.prefix = forced;
        } else if self.scans.heaps >= sample {
            let scans = std::mem::take(&mut self.scans);
            // Measured on `.6`, whose scans end near 3,000 past 2^20 values: on two threads a
            // third (512) is 5% faster than half (1024) to 2^22, on one thread 2% slower to
            // 2^21. The 3-digit atlas (many games on one thread each) is the same either way.
            let share = if two_threads { 3 } else { 2 };
            let part = (scans.total / scans.heaps / share) as usize;
            let prefix = match part {
                0..64 => 0,
                _ => (1 << part.ilog2()).min(MAX_PREFIX),
            };
            self.prefix = if scans.every_split_pays(prefix) {
                EVERY_SPLIT
            } else {
                prefix
            };
        }
        self.prefix
    }

    /// Counts a heap of `n` whose scan ended at the smaller part `end`.
    fn note_scan(&mut self, n: usize, end: usize) {
        self.scans.total += end as u64;
        self.scans.heaps += 1;
        self.scans.positions += n as u64;
        self.scans.rare += self.rare.len() as u64;
    }

    /// Whether `value` needs more bits than the kernel has (see [`Self::record`]).
    fn needs_room(&self, value: Nimber) -> bool {
        u32::from(value) >= (1 << self.bits) - 1
    }

    /// `G(n)` from `values[..n]`.
    ///
    /// Never inlined: in WebAssembly a function is optimised between calls, never during one,
    /// so a loop over positions that calls this stays fast after its first positions.
    #[inline(never)]
    fn value(&mut self, values: &[Nimber], n: usize) -> u32 {
        if self.bits <= 6 {
            return self.small_value(values, n);
        }
        // Options are marked in a byte per value (plain stores, no read-modify-write chains).
        let mut flags = std::mem::take(&mut self.flags);
        flags.fill(0);
        self.mark_recent(values, n, &mut flags, &[&self.rare], 1);
        let value = if self.leave_two.first().is_none_or(|&k| k + 2 > n) {
            flags.iter().position(|&f| f == 0).unwrap_or(flags.len()) as u32
        } else {
            self.pack_seen(&flags);
            self.value_from_seen(values, n, 1)
        };
        self.flags = flags;
        value
    }

    /// Marks in `flags` (a byte per value, a power of two long) the options of a heap of `n`
    /// that are not made ahead: the single-heap ones (taking it whole, leaving one heap,
    /// splitting it into two equal heaps) and the splits with a left part from one of `lists`
    /// (each `(a, G(a))`, positions increasing) under the prefix `prefix` ([`split_ranges`]).
    fn mark_recent(
        &self,
        values: &[Nimber],
        n: usize,
        flags: &mut [u8],
        lists: &[&[(u32, Nimber)]],
        prefix: usize,
    ) {
        let single = single_options(
            &self.leave_nothing,
            &self.leave_one,
            &self.leave_two,
            values,
            n,
        );
        for v in single {
            flags[usize::from(v)] = 1;
        }
        if self.leave_two.first().is_none_or(|&k| k + 2 > n) {
            return;
        }
        // 1. Splits with a rare part: every common option is among these.
        // Masked indexes (the flags are a power of two long) need no bounds check.
        let index_mask = flags.len() - 1;
        let mut mark = |v: usize| flags[v & index_mask] = 1;
        for parts in lists {
            mark_rare_splits(parts, &self.leave_two, values, n, prefix, &mut mark);
        }
    }

    /// Sets `seen` from the byte flags.
    fn pack_seen(&mut self, flags: &[u8]) {
        for (word, chunk) in self.seen.iter_mut().zip(flags.chunks_exact(64)) {
            *word = pack(chunk);
        }
    }

    /// `G(n)` once `seen` holds every option of a single heap and of a split with a rare part
    /// or a smaller part below `from` (step 1): the least common value not seen bounds `G(n)`,
    /// and it is `G(n)` unless a rare value below it is missing (step 2, which scans the
    /// splits from the smaller part `from` on).
    fn value_from_seen(&mut self, values: &[Nimber], n: usize, from: usize) -> u32 {
        if !self.unequal.is_empty() {
            if !self.zero_is_option(values, n) {
                return 0;
            }
            self.seen[0] |= 1;
        }
        let mut bound = 1usize << self.bits;
        let mut built = self.seen.len();
        for (i, (&w, &common)) in self.seen.iter().zip(&self.common).enumerate() {
            let free_common = !w & common;
            if free_common != 0 {
                bound = i * 64 + free_common.trailing_zeros() as usize;
                built = i + 1;
                break;
            }
        }
        // 2. All splits, until every value below the bound is seen.
        self.wanted
            .reset_unseen(self.bits, &self.seen[..built], bound);
        if from > (n - self.leave_two[0]) / 2 {
            return self.unscanned(values, n, bound);
        }
        if self.wanted.is_empty() {
            self.note_scan(n, from);
            return bound as u32;
        }
        self.search_splits(values, n, from)
            .map_or(bound as u32, u32::from)
    }

    /// `G(n)` when step 1 marked every split (see the module's docs): the least value not
    /// seen below `bound`, else `bound`. One heap in [`SAMPLE_EVERY`] is computed again the
    /// rare/common way, for its scan.
    #[inline(never)]
    fn unscanned(&mut self, values: &[Nimber], n: usize, bound: usize) -> u32 {
        let value = self.wanted.least().map_or(bound as u32, u32::from);
        if n.is_multiple_of(SAMPLE_EVERY) {
            let again = self.value(values, n);
            debug_assert_eq!(
                again, value,
                "G({n}) marking every split and the rare/common way"
            );
        }
        value
    }

    /// Scans every split whose smaller part is `from` or more for the values in
    /// [`Self::wanted`]; returns the least one that no split produces, or `None` when all are
    /// produced. The smaller parts of the splits are read from the reversed copy of the first
    /// values while they lie in it, so that both parts stream forward.
    ///
    /// Smaller parts first: starting past the last rare position instead (where every pair
    /// may give a rare value) measured half again slower on `.6`.
    fn search_splits(&mut self, values: &[Nimber], n: usize, from: usize) -> Option<Nimber> {
        let (mirror, wanted) = (&self.mirror, &mut self.wanted);
        let done = visit_split_runs(&self.leave_two, n, from, WANTED_BLOCK, |parts, rest| {
            // The right parts `rest - a` for `a` from the last of `parts` down, forward.
            let rights = &values[rest + 1 - parts.end..=rest - parts.start];
            if parts.end <= MIRROR {
                // mirror[MIRROR - 1 - a] = G(a): the left parts, forward too.
                wanted.cross_off(&mirror[MIRROR - parts.end..MIRROR - parts.start], rights)
            } else {
                let lefts = values[parts].iter().rev().copied();
                wanted.cross_off_pairs(lefts.zip(rights.iter().copied()))
            }
        });
        let longest = (n - self.leave_two[0]) / 2;
        self.note_scan(n, done.unwrap_or(longest + 1));
        if done.is_some() {
            None
        } else {
            self.wanted.least()
        }
    }

    /// Whether some move from a heap of `n` has value 0, splits into unequal heaps only where
    /// [`Self::unequal`] asks for them; scans until it finds one.
    fn zero_is_option(&self, values: &[Nimber], n: usize) -> bool {
        if self.leave_nothing.contains(&n)
            || self.leave_one.iter().any(|&k| k < n && values[n - k] == 0)
        {
            return true;
        }
        self.leave_two.iter().any(|&k| {
            if k + 2 > n {
                return false;
            }
            let rest = n - k;
            let last = if self.unequal.contains(&k) {
                (rest - 1) / 2
            } else {
                rest / 2
            };
            (1..=last).any(|a| values[a] == values[rest - a])
        })
    }

    /// [`Self::value`] when every value (and every XOR of two) is below 64 (Kayles, Dawson's
    /// Kayles, ...): the options are marked in one machine word instead of a byte per value.
    /// Kept out of line, so that the general path is compiled exactly as before. Its first
    /// steps repeat those of [`Self::value`] with a word for the bytes: sharing them through a
    /// marking closure measured 25% slower on Kayles (the word no longer stayed in a register).
    #[inline(never)]
    fn small_value(&mut self, values: &[Nimber], n: usize) -> u32 {
        let mut marks: u64 = 0;
        if !self.unequal.is_empty() {
            if !self.zero_is_option(values, n) {
                return 0;
            }
            marks = 1;
        }
        if self.leave_nothing.contains(&n) {
            marks |= 1;
        }
        for &k in &self.leave_one {
            if k < n {
                marks |= 1 << values[n - k];
            }
        }
        let Some(&k_min) = self.leave_two.first().filter(|&&k| k + 2 <= n) else {
            return (!marks).trailing_zeros();
        };
        // A split into two equal heaps has value 0.
        if self
            .leave_two
            .iter()
            .any(|&k| k + 2 <= n && (n - k).is_multiple_of(2))
        {
            marks |= 1;
        }
        // 1. Splits with a rare part: every common option is among these.
        let usable = self
            .rare
            .partition_point(|&(r, _)| (r as usize) + k_min < n);
        for &k in &self.leave_two {
            if k + 2 > n {
                break;
            }
            let top = n - k;
            let rare = &self.rare[..usable];
            let stop = rare.partition_point(|&(r, _)| (r as usize) < top);
            for &(r, x) in &rare[..stop] {
                marks |= 1 << (x ^ values[top - r as usize]);
            }
        }
        // The least common value not marked bounds G(n); below it, only rare values can be
        // missing, and a full scan of the splits decides them.
        let free_common = !marks & self.common[0];
        let bound = if free_common != 0 {
            free_common.trailing_zeros()
        } else {
            1 << self.bits
        };
        let below = if bound >= 64 {
            u64::MAX
        } else {
            (1u64 << bound) - 1
        };
        let wanted = !marks & below;
        if wanted == 0 {
            return bound;
        }
        // 2. All splits, until every wanted value is found.
        let mut found = 0u64;
        visit_split_runs(&self.leave_two, n, 1, SCAN_BLOCK, |parts, rest| {
            let lefts = &values[parts.clone()];
            let rights = &values[rest + 1 - parts.end..=rest - parts.start];
            for (&x, &y) in lefts.iter().zip(rights.iter().rev()) {
                found |= 1 << (x ^ y);
            }
            found & wanted == wanted
        });
        let missing = wanted & !found;
        if missing == 0 {
            bound
        } else {
            missing.trailing_zeros()
        }
    }
}

/// The options of a heap of `n` that are not splits into two unequal heaps: taking it whole
/// (0), leaving one heap, splitting it into two equal heaps (0).
fn single_options<'a>(
    leave_nothing: &'a [usize],
    leave_one: &'a [usize],
    leave_two: &'a [usize],
    values: &'a [Nimber],
    n: usize,
) -> impl Iterator<Item = Nimber> + 'a {
    let whole = leave_nothing.contains(&n).then_some(0);
    let equal = leave_two
        .iter()
        .any(|&k| k + 2 <= n && (n - k).is_multiple_of(2))
        .then_some(0);
    let one = leave_one
        .iter()
        .filter(move |&&k| k < n)
        .map(move |&k| values[n - k]);
    whole.into_iter().chain(equal).chain(one)
}

/// Step 1: calls `mark(G(a) ^ G(n - k - a))` for every split of a heap of `n` (`k` from
/// `leave_two`, sorted) that a left part `(a, G(a))` of `parts` (positions increasing) makes
/// under the prefix `prefix` ([`split_ranges`]); `values` holds at least
/// `G(0) ... G(n - 1 - leave_two[0])`, and some split must be possible.
#[inline(always)]
fn mark_rare_splits(
    parts: &[(u32, Nimber)],
    leave_two: &[usize],
    values: &[Nimber],
    n: usize,
    prefix: usize,
    mut mark: impl FnMut(usize),
) {
    for &k in leave_two {
        if k + 2 > n {
            break; // sorted: no larger k splits this heap either
        }
        let top = n - k;
        for range in split_ranges(parts, top, prefix) {
            for &(a, x) in &parts[range] {
                mark(usize::from(x ^ values[top - a as usize]));
            }
        }
    }
}

/// Which of the left parts `parts` (each `(a, G(a))`, positions increasing, all at least 1)
/// step 1 uses for the splits `(a, top - a)` of `top` tokens under the prefix `prefix` (at
/// least 1): a part below the prefix as the smaller part only (`a <= top / 2`: every split
/// whose smaller part is below the prefix once), and a rare part at or past the prefix where
/// the other part is too (`a <= top - prefix`; with a smaller other part the split is marked
/// by that part already). Two ranges of indexes into `parts`.
#[inline(always)]
fn split_ranges(parts: &[(u32, Nimber)], top: usize, prefix: usize) -> [Range<usize>; 2] {
    let below = |limit: usize| parts.partition_point(|&(a, _)| (a as usize) < limit);
    let [smaller, partnered] = split_limits(top, prefix);
    let rare = below(prefix);
    [0..below(smaller), rare..below(partnered).max(rare)]
}

/// The two limits of [`split_ranges`] for `top` tokens: a part below the first is the smaller
/// part of its split (and below the prefix); a rare part at or past the prefix and below the
/// second has its other part at or past the prefix too.
#[inline(always)]
fn split_limits(top: usize, prefix: usize) -> [usize; 2] {
    [prefix.min(top / 2 + 1), (top + 1).saturating_sub(prefix)]
}

/// [`split_ranges`] for `top` tokens from `before`, those for fewer (the limits only grow): a
/// step or two forward instead of a search.
#[inline(always)]
fn split_ranges_after(
    parts: &[(u32, Nimber)],
    top: usize,
    prefix: usize,
    before: &[Range<usize>; 2],
) -> [Range<usize>; 2] {
    let forward = |from: usize, limit: usize| {
        let mut i = from;
        while parts.get(i).is_some_and(|&(a, _)| (a as usize) < limit) {
            i += 1;
        }
        i
    };
    let [smaller, partnered] = split_limits(top, prefix);
    let rare = before[1].start;
    [
        0..forward(before[0].end, smaller),
        rare..forward(before[1].end, partnered).max(rare),
    ]
}

/// Every split of a heap of `n` into two heaps whose smaller part is `from` (at least 1) or
/// more, in runs: the smaller parts `a` of a block of at most `block` of them, with
/// `rest = n - k`, for each split size `k` of the sorted `leave_two` in turn (a value one split
/// size never produces may come at once from another), then the next block; `visit(parts,
/// rest)` is called on each run until it returns `true`. Returns the end of that run's parts,
/// or `None` when no run returned `true`. Some split must be possible
/// (`leave_two[0] + 2 <= n`).
#[inline(always)]
fn visit_split_runs(
    leave_two: &[usize],
    n: usize,
    from: usize,
    block: usize,
    mut visit: impl FnMut(Range<usize>, usize) -> bool,
) -> Option<usize> {
    let longest = (n - leave_two[0]) / 2;
    let mut start = from.max(1);
    while start <= longest {
        let end = (start + block).min(longest + 1);
        for &k in leave_two {
            if k + 2 > n {
                break; // sorted: no larger k splits this heap either
            }
            let rest = n - k;
            let stop = end.min(rest / 2 + 1);
            if stop <= start {
                break;
            }
            if visit(start..stop, rest) {
                return Some(stop);
            }
        }
        start = end;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{pack, OctalKernel, Paths, EVERY_SPLIT, MAX_PREFIX};
    use crate::game::{Nimber, OctalCode};

    /// The first `len` values of `code` by the kernel on the given paths.
    fn values_on(code: &str, len: usize, paths: Paths) -> (Vec<Nimber>, Paths) {
        let code: OctalCode = code.parse().unwrap();
        let mut kernel = OctalKernel::for_code(&code);
        kernel.set_paths(paths);
        let mut values = Vec::new();
        // In pieces, as a period search computes them (segments end at each piece).
        for end in [len / 3, len / 2, len] {
            kernel.extend(&mut values, end).unwrap();
        }
        (values, kernel.paths)
    }

    /// The plain path; the runs of heaps with the prefix chosen, with none, with a short and a
    /// long one, marking every split, and without vector instructions; two threads from short
    /// segments on, with the prefix chosen, with a long one and marking every split.
    fn every_path() -> [Paths; 10] {
        let plain = Paths {
            runs: false,
            two_threads_from: usize::MAX,
            two_thread_values: 0,
            prefix: None,
            vector: true,
        };
        let runs = Paths {
            runs: true,
            ..plain
        };
        let prefix = |p: usize| Paths {
            prefix: Some(p),
            ..runs
        };
        let two_threads = Paths {
            two_threads_from: 64,
            ..runs
        };
        [
            plain,
            runs,
            prefix(0),
            prefix(16),
            prefix(700),
            prefix(EVERY_SPLIT),
            Paths {
                vector: false,
                ..prefix(300)
            },
            two_threads,
            Paths {
                prefix: Some(1000),
                ..two_threads
            },
            Paths {
                prefix: Some(EVERY_SPLIT),
                ..two_threads
            },
        ]
    }

    /// Every path computes what the quadratic reference does, on games whose values pass 64
    /// (where the runs and the second thread start), with rare values found during segments.
    #[test]
    fn every_path_matches_the_reference() {
        for (code, len) in [
            ("0.6", 6000),
            ("0.106", 5000),
            ("0.16", 4000),
            ("0.37777", 3000),
            ("0.4444444", 3000),
            ("0.7777", 3000),
        ] {
            let game: crate::game::Game = format!("octal:{code}").parse().unwrap();
            let expected = crate::reference::nim_sequence(&game, len);
            for paths in every_path() {
                let (values, used) = values_on(code, len, paths);
                assert_eq!(values, expected, "{code} on {paths:?}");
                if paths.two_threads_from < usize::MAX
                    && std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
                    && *expected.iter().max().unwrap() >= 64
                {
                    assert!(used.two_thread_values > 0, "{code}: two threads never ran");
                }
            }
        }
    }

    /// Rows of marks long enough to be marked a heap at a time (values past 2046: `0.764` from
    /// 14,967 on), marking every split on one thread and on two, as the plain path computes
    /// (the quadratic reference takes half a minute here; the plain path matches it in the
    /// tests above).
    #[test]
    fn long_rows_match_the_plain_path() {
        let len = 15_400;
        let [plain, runs, .., two_threads, _, _] = every_path();
        let expected = values_on("0.764", len, plain).0;
        assert!(*expected.iter().max().unwrap() > 2046);
        for paths in [runs, two_threads] {
            let every_split = Paths {
                prefix: Some(EVERY_SPLIT),
                ..paths
            };
            assert_eq!(
                values_on("0.764", len, every_split).0,
                expected,
                "{every_split:?}"
            );
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// On random codes of up to four digits, every path gives the reference's values.
        #[test]
        fn every_path_matches_the_reference_on_random_codes(
            digits in proptest::collection::vec(0u8..8, 1..=4),
            last in 1u8..8,
            len in 100usize..1500,
        ) {
            let code = format!(
                "0.{}{last}",
                digits[1..].iter().map(|d| d.to_string()).collect::<String>()
            );
            let game: crate::game::Game = format!("octal:{code}").parse().unwrap();
            let expected = crate::reference::nim_sequence(&game, len);
            for paths in every_path() {
                proptest::prop_assert_eq!(&values_on(&code, len, paths).0, &expected, "{}", code);
            }
        }
    }

    /// Without a forced prefix the kernel chooses one from its scans: on `.6`, whose scans
    /// end a few thousand splits in, a prefix of some hundreds (the values are checked by the
    /// tests above, on every path).
    #[test]
    fn the_prefix_follows_the_scans() {
        let mut kernel = OctalKernel::for_code(&"0.6".parse().unwrap());
        let mut values = Vec::new();
        for end in (1..=8).map(|i| i * 4096) {
            kernel.extend(&mut values, end).unwrap();
        }
        assert!(
            (256..=MAX_PREFIX).contains(&kernel.prefix),
            "prefix {}",
            kernel.prefix
        );
    }

    /// Where values grow without bound and a third of them are rare (`0.604`, `0.126`), the
    /// kernel comes to mark every split; on `.6`, once its rare values are all found (the last
    /// at 20,627), it goes back to the rare/common method.
    #[test]
    fn wild_games_mark_every_split() {
        for (code, len, every_split) in [
            ("0.604", 12288, true),
            ("0.126", 12288, true),
            ("0.6", 65536, false),
        ] {
            let mut kernel = OctalKernel::for_code(&code.parse().unwrap());
            let mut values = Vec::new();
            for end in (1..=len / 2048).map(|i| i * 2048) {
                kernel.extend(&mut values, end).unwrap();
            }
            assert_eq!(
                kernel.prefix == EVERY_SPLIT,
                every_split,
                "{code}: prefix {}",
                kernel.prefix
            );
        }
    }

    #[test]
    fn pack_keeps_byte_order() {
        let mut bytes = [0u8; 64];
        for i in [0, 3, 8, 9, 40, 63] {
            bytes[i] = 1;
        }
        let w = pack(&bytes);
        assert_eq!(
            w,
            (1 << 0) | (1 << 3) | (1 << 8) | (1 << 9) | (1 << 40) | (1 << 63)
        );
        assert_eq!(pack(&[1; 64]), u64::MAX);
    }

    /// Found by the `period_finder` fuzz target: codes that take more tokens than a heap has
    /// (`0.7777` on heaps below 4) made the split scan index before the table's start.
    #[test]
    fn codes_longer_than_the_heap_match_the_reference() {
        for code in ["0.7777", "0.0007", "0.1117", "0.04444", "0.777777"] {
            let game: crate::game::Game = format!("octal:{code}").parse().unwrap();
            for len in 1..40 {
                assert_eq!(
                    crate::game::nim_sequence(&game, len).unwrap(),
                    crate::reference::nim_sequence(&game, len),
                    "{code}, {len} values"
                );
            }
        }
    }
}
