//! The misère genus of a game's heaps (Conway, *On Numbers and Games* ch. 12; *Winning Ways*
//! ch. 13): the symbol `g^γ0γ1γ2…` Winning Ways writes beside each heap of its misère tables.
//!
//! `g` is the heap's normal-play nim-value and `γk` the misère nim-value of the heap plus `k`
//! heaps of size 2 (`G + *2 + … + *2`), where the misère nim-value of a position without a
//! move is 1 and of any other the mex of its options'. The `γk` alternate between two values
//! from some `k` on; the symbol stops where they do, its last two digits the pair that repeats
//! for ever (at least two digits): `*0` is `0^120`, `*1` is `1^031`, `*2` is `2^20`, `*4` is
//! `4^46`, and five pins of Kayles are `4^146`. A digit past 9 makes the superscript a list:
//! `6^(1,9,10,8)` (CGSuite's spelling).
//!
//! Computed by the definition, position by position (a position is a sum of heaps), each once:
//! the genus of a position is that of its options' by `γ0 = mex γ0(options)` and
//! `γk = mex({γ(k−1), γ(k−1) ⊕ 1} ∪ γk(options))` for `k ≥ 1` (the two extra values are the
//! moves in one of the heaps of size 2, to `*1` and to `*0`: adding `*1` flips the last bit of
//! a misère nim-value). Heaps without a move are left out of a position, and heaps whose game
//! is exactly `*1` or `*2` are counted rather than listed (`γk(G + *2) = γ(k+1)(G)`,
//! `γk(G + *1) = γk(G) ⊕ 1`), which leaves the genus of every position exactly as the
//! definition has it. A bound on the positions tabulated stops a search whose positions
//! outgrow it, and says so ([`GenusStatus::Exceeded`]).
//!
//! # Examples
//!
//! ```
//! use nimseq_core::misere::{misere_genus, GenusStatus};
//!
//! let kayles: nimseq_core::game::Game = "octal:0.77".parse()?;
//! let report = misere_genus(&kayles, 5, 1 << 16)?;
//! assert_eq!(report.status(), GenusStatus::Complete);
//! let symbols: Vec<&str> = report.genus().iter().map(|g| g.symbol()).collect();
//! assert_eq!(symbols, ["0^120", "1^031", "2^20", "3^31", "1^031", "4^146"]);
//! let five = &report.genus()[5];
//! assert_eq!((five.normal(), five.misere()), (4, 1));
//! // γk for any k: the last two digits alternate.
//! assert_eq!([five.term(2), five.term(3), five.term(4)], [6, 4, 6]);
//! # Ok::<(), nimseq_core::GameError>(())
//! ```

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::error::{GameError, Limit};
use crate::game::{Game, Rule};
use crate::limits::{self, MAX_GENUS_HEAPS, MAX_GENUS_POSITIONS};
use crate::words::t;

/// The bound on the positions a genus search tabulates when none is given.
pub const DEFAULT_GENUS_POSITIONS: u64 = 1 << 21;

/// Positions tabulated between looks at the cancel flag.
const CANCEL_EVERY: u64 = 1 << 12;

/// The genus of `*0` (a position without a move): `γ = 1, 2, 0, 2, 0, …`.
const ZERO: [u32; 3] = [1, 2, 0];

/// The genus of one heap: its normal-play nim-value and misère values, as Winning Ways writes
/// them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeapGenus {
    /// The heap.
    heap: u64,
    /// `[g, γ0, γ1, …, γm]`: the normal-play nim-value, then the misère values up to where
    /// they alternate (at least two; `γk = γ(k−2)` for every `k > m`).
    values: Vec<u32>,
    /// The symbol as Winning Ways writes it (`4^146`).
    symbol: String,
}

impl HeapGenus {
    /// The genus of `heap` from its normal-play value `g` and misère values `γ0 … γm`, the
    /// last two of which repeat for ever (trailing repetitions are cut).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::misere::HeapGenus;
    /// let g = HeapGenus::new(0, 0, &[1, 2, 0, 2, 0]);
    /// assert_eq!(g.symbol(), "0^120");
    /// assert_eq!(g.values(), [0, 1, 2, 0]);
    /// ```
    pub fn new(heap: u64, normal: u32, misere: &[u32]) -> HeapGenus {
        let mut values = Vec::with_capacity(misere.len() + 1);
        values.push(normal);
        values.extend_from_slice(&trimmed(misere));
        let mut genus = HeapGenus {
            heap,
            values,
            symbol: String::new(),
        };
        genus.symbol = format!("{}^{}", genus.normal(), genus.superscript_text());
        genus
    }

    /// The heap.
    pub fn heap(&self) -> u64 {
        self.heap
    }

    /// `[g, γ0, γ1, …, γm]`, as `--json` writes them.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// `g`, the normal-play nim-value.
    pub fn normal(&self) -> u32 {
        self.values[0]
    }

    /// `γ0`, the misère nim-value of the heap alone (0 exactly when it is a P-position).
    pub fn misere(&self) -> u32 {
        self.values[1]
    }

    /// The superscript's digits `γ0 … γm` (the last two repeat for ever).
    pub fn superscript(&self) -> &[u32] {
        &self.values[1..]
    }

    /// `γk` for any `k`: the misère nim-value of the heap plus `k` heaps of size 2.
    pub fn term(&self, k: u64) -> u32 {
        term(self.superscript(), k)
    }

    /// The superscript as text: its digits run together (`146`), or a list in parentheses
    /// when one is 10 or more (`(1,9,10,8)`).
    pub fn superscript_text(&self) -> String {
        let digits = self.superscript();
        let text: Vec<String> = digits.iter().map(u32::to_string).collect();
        if digits.iter().all(|&d| d < 10) {
            text.concat()
        } else {
            format!("({})", text.join(","))
        }
    }

    /// The symbol as Winning Ways writes it, superscript after a caret: `4^146`.
    pub fn symbol(&self) -> &str {
        &self.symbol
    }
}

/// `γk` of a superscript `γ0 … γm` whose last two digits alternate for ever.
fn term(digits: &[u32], k: u64) -> u32 {
    if let [only] = digits {
        return *only;
    }
    let m = digits.len() as u64 - 1;
    if k <= m {
        digits[k as usize]
    } else {
        digits[(m - (k - m) % 2) as usize]
    }
}

/// A sequence `γ0 … γm` cut where its alternation starts: the least `m ≥ 1` with
/// `γk = γ(k−2)` for every `k > m` (the input's own last two digits alternate for ever).
fn trimmed(digits: &[u32]) -> Vec<u32> {
    let mut m = digits.len().max(2) - 1;
    while m >= 2 && term(digits, m as u64) == term(digits, m as u64 - 2) {
        m -= 1;
    }
    (0..=m as u64).map(|k| term(digits, k)).collect()
}

/// How a genus computation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GenusStatus {
    /// Every heap asked for.
    Complete,
    /// A heap's positions outgrew the bound: the genus of the heaps before it.
    Exceeded,
    /// The caller stopped the computation (Ctrl-C): the genus of the heaps before.
    Interrupted,
}

impl GenusStatus {
    /// The spelling in JSON.
    pub fn name(self) -> &'static str {
        match self {
            GenusStatus::Complete => "complete",
            GenusStatus::Exceeded => "exceeded",
            GenusStatus::Interrupted => "interrupted",
        }
    }
}

/// The genus of a game's heaps `0 ..= to` (or of those before a bound stopped it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GenusReport {
    /// The game's spelling.
    pub game: String,
    /// The last heap asked for.
    pub to: u64,
    /// How the computation ended.
    pub status: GenusStatus,
    /// The heap whose positions outgrew the bound, or at which the computation was stopped.
    pub stopped_at: Option<u64>,
    /// The positions tabulated (sums of heaps with a move, each once).
    pub positions: u64,
    /// The most positions it might tabulate.
    pub max_positions: u64,
    /// Each heap's genus, heap 0 first.
    pub genus: Vec<HeapGenus>,
}

impl GenusReport {
    /// Each heap's genus, heap 0 first.
    pub fn genus(&self) -> &[HeapGenus] {
        &self.genus
    }

    /// How the computation ended.
    pub fn status(&self) -> GenusStatus {
        self.status
    }

    /// What the computation found, in words: `heaps 0 … 20`, or where and why it stopped.
    pub fn summary(&self) -> String {
        let last = self.genus.len() as u64;
        match (self.status, self.stopped_at) {
            (GenusStatus::Exceeded, Some(h)) => t!(
                "genus-exceeded",
                heap = h.to_string(),
                limit = self.max_positions.to_string(),
                done = last
            ),
            (GenusStatus::Interrupted, Some(h)) => {
                t!("genus-stopped", heap = h.to_string(), done = last)
            }
            _ => t!("genus-complete", to = self.to.to_string()),
        }
    }
}

/// What a heap's game is, as a tree of options: no move (`*0`), exactly `*1` (every option a
/// position without a move), exactly `*2` (options `*0` and `*1`), or anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Zero,
    One,
    Two,
    Other,
}

/// A move from a heap, as the genus sees it: the heaps of kind [`Kind::Other`] it leaves
/// (sorted), whether it leaves an odd number of `*1`s, and how many `*2`s.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Opt {
    core: Box<[u32]>,
    ones: bool,
    twos: u32,
}

/// A position's genus: `γ0 … γm`, its last two digits alternating for ever.
type Digits = Box<[u32]>;

/// The table of positions: sorted heaps of kind [`Kind::Other`] to their genus.
type Table = HashMap<Box<[u32]>, Digits, BuildHasherDefault<PositionHasher>>;

/// A quick hash of a position's heaps (its keys are the game's own positions, so no adversary
/// picks collisions): each 32-bit word mixed in by a multiply, and the result's bits spread
/// over the low ones the table indexes by (a multiply alone leaves them depending on the low
/// bits of each word only, and sorted small heaps would crowd a few buckets).
#[derive(Debug, Default, Clone, Copy)]
struct PositionHasher(u64);

impl Hasher for PositionHasher {
    fn write(&mut self, bytes: &[u8]) {
        for word in bytes.chunks(4) {
            let mut four = [0u8; 4];
            four[..word.len()].copy_from_slice(word);
            let x = u64::from(u32::from_le_bytes(four));
            self.0 = (self.0 ^ x)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(23);
        }
    }

    fn finish(&self) -> u64 {
        // MurmurHash3's finaliser.
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// A position on the search's stack, the option it looks at next, and the digits of the
/// options looked at (as the position sees them, one after another, each ending at `ends`).
struct Frame {
    key: Box<[u32]>,
    heap: usize,
    option: usize,
    digits: Vec<u32>,
    ends: Vec<u32>,
}

impl Frame {
    fn new(key: Box<[u32]>) -> Frame {
        Frame {
            key,
            heap: 0,
            option: 0,
            digits: Vec::new(),
            ends: Vec::new(),
        }
    }
}

/// A genus computation that goes one heap at a time (for progress and cancelling), sharing
/// its table of positions between the heaps.
pub struct GenusSearch {
    game: Game,
    to: u64,
    max_positions: u64,
    kinds: Vec<Kind>,
    normals: Vec<u32>,
    options: Vec<Option<Box<[Opt]>>>,
    table: Table,
    stack: Vec<Frame>,
    genus: Vec<HeapGenus>,
    stopped: Option<(u64, GenusStatus)>,
    cancel: Option<Arc<AtomicBool>>,
    looked_at: u64,
}

impl GenusSearch {
    /// A computation of the genus of heaps `0 ..= to` of `game`, tabulating at most
    /// `max_positions` positions. The rule of a subtraction game does not change its genus
    /// (misère play is the genus's own): `sub:1,2/misere` is `sub:1,2`, and `take-all` keeps
    /// its extra move.
    ///
    /// # Errors
    /// [`GameError::LimitExceeded`] for [`Limit::GenusHeaps`] or [`Limit::GenusPositions`],
    /// [`GameError::NothingRequested`] for `max_positions = 0`, and
    /// [`GameError::TreeNotAFamily`] for a game given by its options.
    pub fn new(game: &Game, to: u64, max_positions: u64) -> Result<GenusSearch, GameError> {
        limits::check(Limit::GenusHeaps, to, MAX_GENUS_HEAPS)?;
        limits::check(Limit::GenusPositions, max_positions, MAX_GENUS_POSITIONS)?;
        if max_positions == 0 {
            return Err(GameError::NothingRequested(Limit::GenusPositions));
        }
        let normal = match game {
            Game::Tree(tree) => return Err(GameError::TreeNotAFamily(tree.to_string())),
            Game::Subtraction { .. } if game.rule() == Rule::Misere => {
                game.with_rule(Rule::Normal)?
            }
            Game::Subtraction { .. } if game.rule() == Rule::MisereTakeAll => {
                game.with_rule(Rule::TakeAll)?
            }
            _ => game.clone(),
        };
        let mut table = Table::default();
        table.insert(Box::new([]), Box::new(ZERO));
        Ok(GenusSearch {
            game: normal,
            to,
            max_positions,
            kinds: Vec::new(),
            normals: Vec::new(),
            options: Vec::new(),
            table,
            stack: Vec::new(),
            genus: Vec::new(),
            stopped: None,
            cancel: None,
            looked_at: 0,
        })
    }

    /// Stops the computation once `flag` is raised (by Ctrl-C): the computation is then over
    /// and its report says [`GenusStatus::Interrupted`].
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel = Some(flag);
        self
    }

    /// Whether the computation is over (every heap done, or stopped).
    pub fn is_done(&self) -> bool {
        self.stopped.is_some() || self.genus.len() as u64 > self.to
    }

    /// The heaps done so far (`0 ..` this, exclusive).
    pub fn done(&self) -> u64 {
        self.genus.len() as u64
    }

    /// The last heap asked for.
    pub fn total(&self) -> u64 {
        self.to
    }

    /// The positions tabulated so far.
    pub fn positions(&self) -> u64 {
        self.table.len() as u64 - 1
    }

    /// Works on the next heap for at most `budget` new positions; returns whether the
    /// computation is over. A heap that needs more goes on at the next call.
    pub fn step_for(&mut self, budget: u64) -> bool {
        if self.is_done() {
            return true;
        }
        let n = self.genus.len() as u64;
        self.classify(n);
        let digits = match self.kinds[n as usize] {
            Kind::Other => {
                if self.stack.is_empty() {
                    self.stack.push(Frame::new(Box::new([n as u32])));
                }
                match self.search(budget) {
                    Ok(true) => self.table[[n as u32].as_slice()].to_vec(),
                    Ok(false) => return false,
                    Err(status) => {
                        self.stack.clear();
                        self.stopped = Some((n, status));
                        return true;
                    }
                }
            }
            kind => view(&ZERO, kind == Kind::One, u32::from(kind == Kind::Two)),
        };
        self.genus
            .push(HeapGenus::new(n, self.normals[n as usize], &digits));
        self.is_done()
    }

    /// Does the next heap; returns whether the computation is over.
    pub fn step(&mut self) -> bool {
        self.step_for(u64::MAX)
    }

    /// The report on the heaps done so far.
    pub fn report(&self) -> GenusReport {
        let (status, stopped_at) = match self.stopped {
            Some((h, status)) => (status, Some(h)),
            None if self.genus.len() as u64 > self.to => (GenusStatus::Complete, None),
            // Asked for before the end: what is done so far, as if stopped here.
            None => (GenusStatus::Interrupted, Some(self.genus.len() as u64)),
        };
        GenusReport {
            game: self.game_spelling(),
            to: self.to,
            status,
            stopped_at,
            positions: self.positions(),
            max_positions: self.max_positions,
            genus: self.genus.clone(),
        }
    }

    /// The game's spelling (of its normal-play form for a subtraction game).
    fn game_spelling(&self) -> String {
        self.game.to_string()
    }

    /// Makes sure the kind and normal-play value of every heap up to `n` are known.
    fn classify(&mut self, n: u64) {
        while self.kinds.len() as u64 <= n {
            let h = self.kinds.len() as u64;
            let (mut any, mut simple, mut zero, mut one) = (false, true, false, false);
            let mut seen = Vec::new();
            let (kinds, normals) = (&self.kinds, &self.normals);
            self.game.visit_options(h, |_, leaves| {
                any = true;
                let mut value = 0;
                let (mut ones, mut rest) = (0, 0);
                for &s in leaves {
                    value ^= normals[s as usize];
                    match kinds[s as usize] {
                        Kind::Zero => {}
                        Kind::One => ones += 1,
                        Kind::Two | Kind::Other => rest += 1,
                    }
                }
                seen.push(value);
                match (ones, rest) {
                    (0, 0) => zero = true,
                    (1, 0) => one = true,
                    _ => simple = false,
                }
            });
            let kind = match (any, simple, zero, one) {
                (false, ..) => Kind::Zero,
                (true, true, true, false) => Kind::One,
                (true, true, true, true) => Kind::Two,
                _ => Kind::Other,
            };
            self.kinds.push(kind);
            self.normals.push(crate::mex(seen));
            self.options.push(None);
        }
    }

    /// The moves from heap `h` (of kind [`Kind::Other`]), listed once.
    fn options_of(&mut self, h: u32) -> &[Opt] {
        let i = h as usize;
        if self.options[i].is_none() {
            let kinds = &self.kinds;
            let mut list: Vec<Opt> = Vec::new();
            self.game.visit_options(u64::from(h), |_, leaves| {
                let mut core: Vec<u32> = Vec::new();
                let (mut ones, mut twos) = (false, 0);
                for &s in leaves {
                    match kinds[s as usize] {
                        Kind::Zero => {}
                        Kind::One => ones = !ones,
                        Kind::Two => twos += 1,
                        Kind::Other => core.push(s as u32),
                    }
                }
                core.sort_unstable();
                list.push(Opt {
                    core: core.into_boxed_slice(),
                    ones,
                    twos,
                });
            });
            list.sort();
            list.dedup();
            self.options[i] = Some(list.into_boxed_slice());
        }
        self.options[i].as_deref().unwrap_or(&[])
    }

    /// Tabulates the positions on the stack, depth first, for at most `budget` new positions:
    /// `Ok(true)` when the stack is empty, `Ok(false)` when the budget ran out, `Err` when the
    /// bound on positions was reached or the computation was stopped.
    fn search(&mut self, budget: u64) -> Result<bool, GenusStatus> {
        let mut child: Vec<u32> = Vec::new();
        let mut added = 0u64;
        while let Some(top) = self.stack.len().checked_sub(1) {
            let mut unknown = false;
            loop {
                let frame = &self.stack[top];
                let Some(&h) = frame.key.get(frame.heap) else {
                    break;
                };
                let (at, option) = (frame.heap, frame.option);
                let repeated = at > 0 && frame.key[at - 1] == h;
                let count = self.options_of(h).len();
                if repeated || option >= count {
                    let frame = &mut self.stack[top];
                    frame.heap += 1;
                    frame.option = 0;
                    continue;
                }
                let frame = &mut self.stack[top];
                let opt = &self.options[h as usize].as_deref().unwrap_or(&[])[option];
                replaced(&frame.key, at, &opt.core, &mut child);
                let Some(digits) = self.table.get(child.as_slice()) else {
                    unknown = true;
                    break;
                };
                // The option's digits as the position sees them: shifted by its *2s, the
                // last bit flipped by its *1.
                let m = (digits.len() as u64 - 1)
                    .saturating_sub(u64::from(opt.twos))
                    .max(1);
                frame.digits.extend(
                    (0..=m).map(|k| term(digits, k + u64::from(opt.twos)) ^ u32::from(opt.ones)),
                );
                frame.ends.push(frame.digits.len() as u32);
                frame.option += 1;
            }
            if unknown {
                if self.table.len() as u64 + self.stack.len() as u64 > self.max_positions {
                    return Err(GenusStatus::Exceeded);
                }
                self.looked_at += 1;
                if self.looked_at.is_multiple_of(CANCEL_EVERY)
                    && self
                        .cancel
                        .as_ref()
                        .is_some_and(|f| f.load(Ordering::Relaxed))
                {
                    return Err(GenusStatus::Interrupted);
                }
                self.stack.push(Frame::new(child.as_slice().into()));
                continue;
            }
            if let Some(done) = self.stack.pop() {
                let mut options = Vec::with_capacity(done.ends.len());
                let mut from = 0;
                for &end in &done.ends {
                    options.push(&done.digits[from..end as usize]);
                    from = end as usize;
                }
                let digits = genus_from(&options);
                self.table.insert(done.key, digits);
                added += 1;
                if added >= budget && !self.stack.is_empty() {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }
}

/// The sorted position `key` with its heap at `at` replaced by `core` (sorted), in `out`.
fn replaced(key: &[u32], at: usize, core: &[u32], out: &mut Vec<u32>) {
    out.clear();
    let (mut i, mut j) = (0, 0);
    while i < key.len() || j < core.len() {
        if i == at {
            i += 1;
            continue;
        }
        if j >= core.len() || (i < key.len() && key[i] <= core[j]) {
            out.push(key[i]);
            i += 1;
        } else {
            out.push(core[j]);
            j += 1;
        }
    }
}

/// The genus `γ0 … γm` of a position whose options have these digits: `γ0 = mex γ0(options)`
/// and `γk = mex({γ(k−1), γ(k−1) ⊕ 1} ∪ γk(options))`, computed until the digits alternate.
fn genus_from(options: &[&[u32]]) -> Digits {
    // Past this index every option's digits alternate.
    let settled = options
        .iter()
        .map(|digits| digits.len() as u64 - 1)
        .max()
        .unwrap_or(0)
        .max(1);
    let mut seen: Vec<u32> = options.iter().map(|d| d[0]).collect();
    let mut out = vec![crate::mex(seen.iter().copied())];
    let mut k = 1u64;
    // The digits alternate once two apart agree past `settled` (then every later step
    // repeats the one two before); they do within a few steps (Conway).
    while !(k > settled + 1 && out[k as usize - 1] == out[k as usize - 3]) && k < settled + 64 {
        let last = out[k as usize - 1];
        seen.clear();
        seen.extend(options.iter().map(|d| term(d, k)));
        seen.extend([last, last ^ 1]);
        out.push(crate::mex(seen.iter().copied()));
        k += 1;
    }
    trimmed(&out).into_boxed_slice()
}

/// The digits of `*0`'s genus moved by `twos` heaps of size 2 and `ones` (an odd number of)
/// heaps of size 1.
fn view(digits: &[u32], ones: bool, twos: u32) -> Vec<u32> {
    let len = digits.len() as u64 + 2;
    let shifted: Vec<u32> = (0..len)
        .map(|k| term(digits, k + u64::from(twos)) ^ u32::from(ones))
        .collect();
    trimmed(&shifted)
}

/// The genus of heaps `0 ..= to` of `game`, tabulating at most `max_positions` positions.
///
/// # Errors
/// As [`GenusSearch::new`].
pub fn misere_genus(game: &Game, to: u64, max_positions: u64) -> Result<GenusReport, GameError> {
    let mut search = GenusSearch::new(game, to, max_positions)?;
    while !search.step() {}
    Ok(search.report())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn symbols(game: &str, to: u64) -> Vec<String> {
        let report = misere_genus(&game.parse().unwrap(), to, 1 << 20).unwrap();
        report
            .genus()
            .iter()
            .map(|g| g.symbol().to_string())
            .collect()
    }

    #[test]
    fn nim_heaps_have_the_tame_genera() {
        assert_eq!(
            symbols("tb:0.[3]", 5),
            ["0^120", "1^031", "2^20", "3^31", "4^46", "5^57"]
        );
    }

    #[test]
    fn trimming_keeps_two_digits_and_the_alternating_pair() {
        assert_eq!(trimmed(&[2, 0, 2, 0, 2]), [2, 0]);
        assert_eq!(trimmed(&[1, 4, 6, 4, 6]), [1, 4, 6]);
        assert_eq!(trimmed(&[3, 3]), [3, 3]);
        assert_eq!(trimmed(&[5]), [5, 5]);
        let g = HeapGenus::new(7, 6, &[1, 9, 10, 8]);
        assert_eq!(g.symbol(), "6^(1,9,10,8)");
        assert_eq!(g.term(100), 10);
        assert_eq!(g.term(101), 8);
    }

    #[test]
    fn positions_merge_in_order() {
        let mut out = Vec::new();
        replaced(&[3, 5, 5, 9], 1, &[4, 6], &mut out);
        assert_eq!(out, [3, 4, 5, 6, 9]);
        replaced(&[7], 0, &[], &mut out);
        assert!(out.is_empty());
    }

    #[test]
    fn a_small_bound_stops_the_search_and_says_where() {
        let report = misere_genus(&"octal:0.77".parse().unwrap(), 30, 40).unwrap();
        assert_eq!(report.status(), GenusStatus::Exceeded);
        let at = report.stopped_at.unwrap();
        assert_eq!(report.genus().len() as u64, at);
        assert!(report.positions <= 40);
        assert!(report.summary().contains(&format!("heap {at}")));
        let tree: crate::game::TreeGame = "*3".parse().unwrap();
        assert!(matches!(
            GenusSearch::new(&Game::Tree(tree), 3, 10),
            Err(GameError::TreeNotAFamily(_))
        ));
        assert_eq!(
            GenusSearch::new(&"octal:0.77".parse().unwrap(), 3, 0).err(),
            Some(GameError::NothingRequested(Limit::GenusPositions))
        );
    }

    #[test]
    fn a_heap_goes_on_where_its_budget_ran_out() {
        let game: Game = "octal:0.07".parse().unwrap();
        let mut sliced = GenusSearch::new(&game, 24, 1 << 20).unwrap();
        while !sliced.step_for(3) {}
        let whole = misere_genus(&game, 24, 1 << 20).unwrap();
        assert_eq!(sliced.report(), whole);
    }

    #[test]
    fn a_raised_flag_interrupts() {
        let flag = Arc::new(AtomicBool::new(true));
        let mut search = GenusSearch::new(&"octal:0.77".parse().unwrap(), 60, 1 << 22)
            .unwrap()
            .with_cancel(flag);
        while !search.step() {}
        let report = search.report();
        assert_eq!(report.status(), GenusStatus::Interrupted);
        assert!(report.genus().len() < 61);
    }
}
