//! The periods a sweep watches for first.

/// Most candidate periods of a set.
pub(super) const MAX_CANDIDATES: usize = 8;

/// The periods worth watching for: the sums of two elements and twice an element (the periods
/// of about 99% of 2- and 3-element sets, or multiples of them), and for additive sets
/// `{a, b, a + b}` the period their values suggest (`2b` when `b ≡ 0`, `a (3b - 2aq)` when
/// `0 < r < a`, else `b + 2a (q + 1)`, with `b = 2aq + r`). Candidates only decide when to
/// look: a period is proven by a repeated window, whatever suggested it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Candidates {
    periods: [usize; MAX_CANDIDATES],
    count: usize,
    /// The first `frequent` are the likeliest (checked every word, the others every few).
    pub(super) frequent: usize,
}

impl Candidates {
    pub(super) fn of(set: &[u32]) -> Self {
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

    pub(super) fn as_slice(&self) -> &[usize] {
        &self.periods[..self.count]
    }
}
