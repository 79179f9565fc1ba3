//! Spotting a period while the sequence is being computed, so that a long search stops as
//! soon as the certificate can hold instead of at the next doubling of its length.
//!
//! A rolling hash of the last `window` values is kept; one window in [`DISTINGUISHED`] (those
//! whose hash is divisible by it) is remembered by its first position. When a remembered window
//! comes back (its values compared, not just its hash), the distance is a candidate period; the
//! candidate is then checked value by value as the sequence grows, and dropped on the first
//! disagreement. The tracker only says how far to compute: the period is still certified by the
//! theorem, on the computed values.

use std::collections::HashMap;

use crate::game::Nimber;
use crate::period::repeat::{add_mod, agreement_start, mul_mod, pow_mod, sub_mod, MODULUS};

/// Values in the windows the period search and [`crate::period::Sequence`] compare.
pub(crate) const WINDOW: usize = 48;

/// One window in this many is remembered.
pub const DISTINGUISHED: u64 = 256;

/// The base of the tracker's rolling hash (modulo the Mersenne prime 2^61 - 1).
const BASE: u64 = 0x1F3D_5B79_A2C4_E681 % MODULUS;

/// A candidate period and the start of the agreement that supports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// The distance between two equal windows.
    pub period: usize,
    /// The least `e` with `G(n + period) = G(n)` for `e <= n` up to what has been computed.
    pub start: usize,
}

/// Watches a sequence grow for a repeat (see the module documentation).
#[derive(Debug, Clone)]
pub struct RepeatTracker {
    window: usize,
    hash: u64,
    /// `BASE^window`, to remove the value leaving the window.
    out_factor: u64,
    /// How many values have been fed.
    fed: usize,
    remembered: HashMap<u64, usize>,
    candidate: Option<Candidate>,
}

impl RepeatTracker {
    /// A tracker of windows of `window` values.
    pub fn new(window: usize) -> Self {
        let out_factor = pow_mod(BASE, window as u64);
        RepeatTracker {
            window,
            hash: 0,
            out_factor,
            fed: 0,
            remembered: HashMap::new(),
            candidate: None,
        }
    }

    /// The current candidate, if any.
    pub fn candidate(&self) -> Option<Candidate> {
        self.candidate
    }

    /// Takes in `values[fed..]` (the values computed since the last call).
    pub fn feed(&mut self, values: &[Nimber]) {
        let w = self.window;
        for n in self.fed..values.len() {
            // hash of values[n+1-w ..= n] = sum values[i] * BASE^(n - i)
            let incoming = u64::from(values[n]) + 1;
            self.hash = add_mod(mul_mod(self.hash, BASE), incoming);
            if n >= w {
                let outgoing = mul_mod(u64::from(values[n - w]) + 1, self.out_factor);
                self.hash = sub_mod(self.hash, outgoing);
            }
            if let Some(c) = self.candidate
                && values[n] != values[n - c.period]
            {
                self.candidate = None;
            }
            if n + 1 < w || !self.hash.is_multiple_of(DISTINGUISHED) {
                continue;
            }
            match self.remembered.get(&self.hash).copied() {
                None => {
                    self.remembered.insert(self.hash, n);
                }
                Some(q) => {
                    let same = values[q + 1 - w..=q] == values[n + 1 - w..=n];
                    if self.candidate.is_none() && same {
                        let period = n - q;
                        let start = agreement_start(values, period, q + 1 - w);
                        self.candidate = Some(Candidate { period, start });
                    }
                    // Pair later windows with this recent one, not with an early look-alike.
                    self.remembered.insert(self.hash, n);
                }
            }
        }
        self.fed = values.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_a_long_period_and_drops_false_ones() {
        // A pseudo-random preperiod of 5000 values, then a pseudo-random cycle of 3001.
        let mut x = 7u64;
        let mut next = || {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 60) as Nimber
        };
        let pre: Vec<Nimber> = (0..5000).map(|_| next()).collect();
        let cycle: Vec<Nimber> = (0..3001).map(|_| next()).collect();
        let seq: Vec<Nimber> = pre
            .iter()
            .copied()
            .chain(cycle.iter().copied().cycle().take(20_000))
            .collect();
        let mut t = RepeatTracker::new(48);
        for chunk in 1..=25 {
            t.feed(&seq[..(chunk * 1000).min(seq.len())]);
        }
        let c = t.candidate().expect("a candidate");
        assert_eq!(c.period % 3001, 0);
        assert!(c.start <= 5000 && c.start > 4900, "{c:?}");
    }
}
