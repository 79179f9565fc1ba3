//! Values with a pyramid of summaries.

use crate::game::Nimber;

/// What a stretch of values holds: its least and largest value and how many are 0
/// (P-positions).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stretch {
    /// The least value.
    pub min: Nimber,
    /// The largest value.
    pub max: Nimber,
    /// How many values are 0.
    pub zeros: u32,
    /// How many values.
    pub len: u32,
}

impl Stretch {
    /// The summary of no values.
    pub const EMPTY: Stretch = Stretch {
        min: Nimber::MAX,
        max: 0,
        zeros: 0,
        len: 0,
    };

    /// The summary of one value.
    pub fn of(v: Nimber) -> Stretch {
        Stretch {
            min: v,
            max: v,
            zeros: u32::from(v == 0),
            len: 1,
        }
    }

    /// The summary of this stretch and `other` together.
    pub fn merge(self, other: Stretch) -> Stretch {
        Stretch {
            min: self.min.min(other.min),
            max: self.max.max(other.max),
            zeros: self.zeros + other.zeros,
            len: self.len + other.len,
        }
    }
}

/// Each level of the pyramid summarises blocks this many times longer than the one below.
const FANOUT: usize = 64;

/// The computed values of a sequence, with summaries of blocks of `64`, `64^2`, ... values.
#[derive(Debug, Clone, Default)]
pub struct Overview {
    values: Vec<Nimber>,
    /// `levels[k][i]` summarises values `i·64^(k+1) ..` (the last block of a level may be
    /// partial while values arrive).
    levels: Vec<Vec<Stretch>>,
    period: Option<(u64, u64)>,
}

impl Overview {
    /// An overview of no values yet.
    pub fn new() -> Self {
        Overview::default()
    }

    /// Appends values (as a search reports them) and brings the summaries up to date, in time
    /// proportional to `more.len()`.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::draw::Overview;
    /// let mut o = Overview::new();
    /// o.push(&[0, 1, 2, 0]);
    /// o.push(&[3, 1]);
    /// let s = o.stretch(1, 5);
    /// assert_eq!((s.min, s.max, s.zeros, s.len), (0, 3, 1, 4));
    /// ```
    pub fn push(&mut self, more: &[Nimber]) {
        let old = self.values.len();
        self.values.extend_from_slice(more);
        let mut block = FANOUT;
        let mut level = 0;
        loop {
            if self.levels.len() == level {
                self.levels.push(Vec::new());
            }
            let first = old / block;
            let last = self.values.len().div_ceil(block);
            for i in first..last {
                let summary = if level == 0 {
                    let end = ((i + 1) * block).min(self.values.len());
                    self.values[i * block..end]
                        .iter()
                        .fold(Stretch::EMPTY, |s, &v| s.merge(Stretch::of(v)))
                } else {
                    let below = &self.levels[level - 1];
                    let end = ((i + 1) * FANOUT).min(below.len());
                    below[i * FANOUT..end]
                        .iter()
                        .fold(Stretch::EMPTY, |s, &b| s.merge(b))
                };
                let row = &mut self.levels[level];
                if i < row.len() {
                    row[i] = summary;
                } else {
                    row.push(summary);
                }
            }
            if last <= 1 {
                break;
            }
            block *= FANOUT;
            level += 1;
        }
    }

    /// Records the certified preperiod and period, to mark them.
    pub fn set_period(&mut self, period: Option<(u64, u64)>) {
        self.period = period;
    }

    /// The certified preperiod and period, if any.
    pub fn period(&self) -> Option<(u64, u64)> {
        self.period
    }

    /// How many values are known: `G(0) ... G(len - 1)`.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no value is known yet.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The known values.
    pub fn values(&self) -> &[Nimber] {
        &self.values
    }

    /// The largest known value.
    pub fn max_value(&self) -> Nimber {
        self.stretch(0, self.values.len()).max
    }

    /// The summary of values `from .. to` (clamped to the known values), in a few steps per
    /// level of the pyramid.
    pub fn stretch(&self, from: usize, to: usize) -> Stretch {
        let to = to.min(self.values.len());
        let mut a = from.min(to);
        let mut out = Stretch::EMPTY;
        // Up: single values, then ever larger blocks, until a larger block would overrun.
        let mut unit = 1;
        let mut level: Option<usize> = None;
        loop {
            let next = unit * FANOUT;
            while !a.is_multiple_of(next) && a + unit <= to {
                out = out.merge(self.block(level, a / unit));
                a += unit;
            }
            let up = level.map_or(0, |l| l + 1);
            if a + next > to || up >= self.levels.len() {
                break;
            }
            unit = next;
            level = Some(up);
        }
        // Down: the largest blocks that fit, then smaller ones.
        loop {
            while a + unit <= to {
                out = out.merge(self.block(level, a / unit));
                a += unit;
            }
            match level {
                None => break,
                Some(0) => level = None,
                Some(l) => level = Some(l - 1),
            }
            unit /= FANOUT;
        }
        out
    }

    fn block(&self, level: Option<usize>, i: usize) -> Stretch {
        match level {
            None => Stretch::of(self.values[i]),
            Some(l) => self.levels[l][i],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(values: &[Nimber], a: usize, b: usize) -> Stretch {
        values[a..b]
            .iter()
            .fold(Stretch::EMPTY, |s, &v| s.merge(Stretch::of(v)))
    }

    #[test]
    fn stretches_agree_with_a_plain_scan() {
        let values: Vec<Nimber> = (0..300_000u32)
            .map(|n| ((n.wrapping_mul(2_654_435_761) >> 7) % 29) as Nimber)
            .collect();
        let mut o = Overview::new();
        // Arriving in uneven chunks, as from a search.
        for chunk in values.chunks(77_777) {
            o.push(chunk);
        }
        assert_eq!(o.len(), values.len());
        for (a, b) in [
            (0, 300_000),
            (0, 1),
            (63, 65),
            (64, 4096),
            (1, 299_999),
            (4095, 262_145),
            (262_144, 300_000),
            (12_345, 12_345),
            (100, 50),
        ] {
            let b2 = b.max(a);
            assert_eq!(o.stretch(a, b), plain(&values, a.min(b2), b2), "{a}..{b}");
        }
        assert_eq!(o.max_value(), 28);
    }
}
