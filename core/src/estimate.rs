//! How long a run has left: a value costs a fixed time under a sparse kernel or a proven
//! period, and time growing with `n` where the kernel scans every split (no sparse set), so the
//! time to reach `n` values is fitted as `c · n^a` from the run so far (`a` near 1: near
//! linear; near 2: quadratic) instead of assuming the present rate holds. The caller reads the
//! clock (the core has none on the web) and notes each sample.

/// A run's pace, from samples `(values computed, seconds)`, oldest first.
///
/// # Examples
/// ```
/// use nimseq_core::estimate::Estimate;
/// let mut pace = Estimate::default();
/// pace.note(1000, 1.0);
/// pace.note(2000, 4.0); // twice the values in four times the time: quadratic
/// assert!(pace.grows());
/// assert_eq!(pace.seconds_left(4000), 12.0);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Estimate {
    samples: Vec<(f64, f64)>,
}

impl Estimate {
    /// Notes that `n` values were computed in `seconds` (from the start of the run). Samples
    /// are kept about a percent of `n` apart (a closer one replaces the latest), so a run of
    /// hours keeps a few hundred.
    pub fn note(&mut self, n: usize, seconds: f64) {
        let sample = (n as f64, seconds);
        match self.samples.len() {
            len @ 2.. if self.samples[len - 2].0 * 1.01 > sample.0 => {
                self.samples[len - 1] = sample;
            }
            _ => self.samples.push(sample),
        }
    }

    /// The exponent `a` of the fit `t = c · n^a`, from the sample nearest half of the latest
    /// `n` to the latest (1 until the run has doubled its values), kept within 1 ..= 2.5.
    pub fn growth(&self) -> f64 {
        let Some(&(n, t)) = self.samples.last() else {
            return 1.0;
        };
        let half = self
            .samples
            .iter()
            .rev()
            .find(|&&(m, s)| m <= n / 2.0 && m > 0.0 && s > 0.0);
        match half {
            Some(&(m, s)) if t > s => ((t / s).ln() / (n / m).ln()).clamp(1.0, 2.5),
            _ => 1.0,
        }
    }

    /// Seconds left to reach `to` values, at the fitted growth.
    pub fn seconds_left(&self, to: usize) -> f64 {
        let Some(&(n, t)) = self.samples.last() else {
            return 0.0;
        };
        if n <= 0.0 || to as f64 <= n {
            return 0.0;
        }
        t * ((to as f64 / n).powf(self.growth()) - 1.0)
    }

    /// Whether each value costs more as `n` grows: the fit is steeper than `n^1.5` (the
    /// kernel scans every split: no sparse set).
    pub fn grows(&self) -> bool {
        self.growth() > 1.5
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quadratic_run_is_told_from_a_linear_one() {
        let mut quadratic = Estimate::default();
        let mut linear = Estimate::default();
        for n in [1000usize, 2000, 4000, 8000] {
            let x = n as f64 / 1000.0;
            quadratic.note(n, x * x);
            linear.note(n, x);
        }
        assert!((quadratic.growth() - 2.0).abs() < 1e-9);
        assert!((linear.growth() - 1.0).abs() < 1e-9);
        // From 8000 values in 64 s to 16000: 4 times the time, 192 s more.
        assert!((quadratic.seconds_left(16_000) - 192.0).abs() < 1e-6);
        assert!((linear.seconds_left(16_000) - 8.0).abs() < 1e-6);
        assert!(quadratic.grows() && !linear.grows());
        assert_eq!(Estimate::default().seconds_left(10), 0.0);
    }
}
