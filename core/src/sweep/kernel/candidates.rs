//! The periods a sweep watches for first.

/// Most candidates watched every few words.
const MAX_RARE: usize = 8;

/// The periods worth watching for: the sums of two elements and twice an element (the periods
/// of about 99% of 2- and 3-element sets, or multiples of them), and for additive sets
/// `{a, b, a + b}` the period their values suggest (`2b` when `b ≡ 0`, `a (3b - 2aq)` when
/// `0 < r < a`, else `b + 2a (q + 1)`, with `b = 2aq + r`). Candidates only decide when to
/// look: a period is proven by a repeated window, whatever suggested it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Candidates<const F: usize> {
    /// The likeliest, checked every word.
    pub(super) frequent: [usize; F],
    rare: [usize; MAX_RARE],
    rare_count: usize,
}

impl Candidates<1> {
    /// For `{a, b}`: `a + b` every word and nothing else. Every such set has a period
    /// dividing it (under each rule, for all `b <= 1000`), and a smaller period is found
    /// from it. Watching `2a`, `2` and `2b` as well found the few sets with those periods a
    /// little sooner but cost a seventh of a sweep: their windows agree along the long runs
    /// of equal values these sets begin with, so each look read many words.
    pub(super) fn pair(a: u32, b: u32) -> Self {
        Candidates::new([(a + b) as usize], [None; MAX_RARE])
    }
}

impl Candidates<3> {
    /// For `{a, b, c}`: `a + c`, `b + c` and `a + b` every word (the periods of 55%, 36% and
    /// 9% of the sets with `c <= 200`), the others every few words.
    pub(super) fn triple(a: u32, b: u32, c: u32) -> Self {
        let (a, b, c) = (a as usize, b as usize, c as usize);
        let additive = (c == a + b).then(|| {
            let (q, r) = (b / (2 * a), b % (2 * a));
            match r {
                0 => 2 * b,
                r if r < a => a * (3 * b - 2 * a * q),
                _ => b + 2 * a * (q + 1),
            }
        });
        Candidates::new(
            [a + c, b + c, a + b],
            [
                Some(2),
                Some(2 * a),
                Some(2 * b),
                Some(2 * c),
                additive,
                None,
                None,
                None,
            ],
        )
    }
}

impl Candidates<4> {
    /// For `{a, b, c, d}`: `a + d`, `c + d`, `b + d` and `b + c` every word (the periods of
    /// 35%, 15%, 13% and 10% of the sets with `d <= 60`), the other sums of two elements and
    /// doubles every few words (12% together); the sixth that are none of these are found by
    /// trying every shift.
    pub(super) fn quad(a: u32, b: u32, c: u32, d: u32) -> Self {
        let (a, b, c, d) = (a as usize, b as usize, c as usize, d as usize);
        Candidates::new(
            [a + d, c + d, b + d, b + c],
            [
                Some(a + c),
                Some(a + b),
                Some(2 * a),
                Some(2 * c),
                Some(2 * b),
                Some(2 * d),
                Some(2),
                None,
            ],
        )
    }
}

impl<const F: usize> Candidates<F> {
    fn new(frequent: [usize; F], rare: [Option<usize>; MAX_RARE]) -> Self {
        let mut c = Candidates {
            frequent,
            rare: [0; MAX_RARE],
            rare_count: 0,
        };
        for p in rare.into_iter().flatten() {
            if !frequent.contains(&p) && !c.rare[..c.rare_count].contains(&p) {
                c.rare[c.rare_count] = p;
                c.rare_count += 1;
            }
        }
        c
    }

    /// The candidates checked every few words.
    pub(super) fn rare(&self) -> &[usize] {
        &self.rare[..self.rare_count]
    }
}
