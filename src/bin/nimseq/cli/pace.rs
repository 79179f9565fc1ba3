//! A long run's pace on the command line: a [`Pace`] sizes the run's steps, says its
//! estimate once when the run is long (fitted to the run's pace so far by the core's
//! [`Estimate`]), and shows its progress on stderr.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use nimseq::estimate::Estimate;

use super::progress::duration;

/// Runs shorter than this print no progress.
const QUIET: Duration = Duration::from_secs(3);
/// Runs whose estimate is at least this long say it once, before their progress.
const SAY_ESTIMATE: Duration = Duration::from_secs(60);
/// Most values computed in one step (fewer where values cost more: a step is kept near
/// [`STEP_TIME`]).
const MOST_STEP: usize = 1 << 18;
/// Fewest values a step computes.
const LEAST_STEP: usize = 1 << 10;
/// About how long a step takes, so that Ctrl-C and a budget are heard within it.
const STEP_TIME: Duration = Duration::from_millis(250);

/// A run's steps, its estimate and its progress on stderr (a line rewritten each second on a
/// terminal, one every 30 s otherwise).
#[derive(Debug)]
pub struct Pace {
    started: Instant,
    /// Values known when the run started (resumed from a checkpoint).
    first: usize,
    estimate: Estimate,
    step: usize,
    stepped: Instant,
    said: bool,
    shown: bool,
    shown_at: Instant,
    terminal: bool,
}

impl Pace {
    /// A run that starts from `first` values.
    pub fn new(first: usize) -> Self {
        let now = Instant::now();
        Pace {
            started: now,
            first,
            estimate: Estimate::default(),
            step: LEAST_STEP,
            stepped: now,
            said: false,
            shown: false,
            shown_at: now,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    /// How many values the next step computes (and the step starts now).
    pub fn step(&mut self) -> usize {
        self.stepped = Instant::now();
        self.step
    }

    /// Time since the run started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Takes note of a step that ended with `n` values of the `of` the run computes: sizes the
    /// next step, says the estimate once (with `budget`, the time the run stops after) and
    /// shows the progress. Returns the seconds left at the fitted pace.
    pub fn after_step(&mut self, n: usize, of: usize, budget: Option<Duration>) -> f64 {
        let took = self.stepped.elapsed();
        self.step = if took > STEP_TIME {
            (self.step / 2).max(LEAST_STEP)
        } else if took < STEP_TIME / 4 {
            (self.step * 2).min(MOST_STEP)
        } else {
            self.step
        };
        let elapsed = self.started.elapsed();
        let done = n.saturating_sub(self.first);
        self.estimate.note(done, elapsed.as_secs_f64());
        let left = self.estimate.seconds_left(of.saturating_sub(self.first));
        if n >= of || elapsed < QUIET {
            return left;
        }
        if !self.said {
            self.said = true;
            if Duration::from_secs_f64(left) >= SAY_ESTIMATE {
                self.break_line();
                eprintln!(
                    "nimseq: about {} to reach G({}) at this pace{}{}",
                    duration(left),
                    of.saturating_sub(1),
                    self.kind().map(|k| format!("; {k}")).unwrap_or_default(),
                    budget.map_or(String::new(), |b| format!(
                        "; this run stops after {} with what it found",
                        duration(b.as_secs_f64())
                    ))
                );
            }
        }
        let every = if self.terminal {
            Duration::from_secs(1)
        } else {
            Duration::from_secs(30)
        };
        if self.shown_at.elapsed() >= every || !self.shown {
            let rate = done as f64 / elapsed.as_secs_f64().max(1e-9);
            let line = format!(
                "n = {} of {} ({:.1}%), {:.0} values/s, about {} left",
                n.saturating_sub(1),
                of.saturating_sub(1),
                100.0 * n as f64 / of.max(1) as f64,
                rate,
                duration(left)
            );
            if self.terminal {
                eprint!("\r{line}   ");
            } else {
                eprintln!("{line}");
            }
            let _ = std::io::stderr().flush();
            self.shown = true;
            self.shown_at = Instant::now();
        }
        left
    }

    /// Ends the progress line on a terminal, before another message or at the end.
    pub fn break_line(&mut self) {
        if self.shown && self.terminal {
            eprintln!();
            self.shown = false;
        }
    }

    /// The work per value in words, where it grows with `n` ([`Estimate::grows`]).
    pub fn kind(&self) -> Option<&'static str> {
        self.estimate.grows().then_some(
            "each value costs more as n grows: the kernel scans every split, no sparse set found",
        )
    }
}
