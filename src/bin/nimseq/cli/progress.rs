//! Progress of long table runs on stderr (sweeps, families, the atlas): a bar with the count
//! done, the rate and the time left when stderr is a terminal, a plain line every 30 s when it
//! is not and `--progress` asks for it, nothing otherwise. Standard output is never touched.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Seconds between plain progress lines (stderr not a terminal).
const LINE_EVERY: Duration = Duration::from_secs(30);

/// How a run shows its progress.
pub enum Progress {
    /// A bar on the terminal.
    Bar(ProgressBar),
    /// A line now and then.
    Lines {
        /// What is counted: `sets`, `codes`.
        what: &'static str,
        total: u64,
        done: u64,
        started: Instant,
        shown: Instant,
    },
    /// Nothing.
    Quiet,
}

impl Progress {
    /// Progress of `total` items called `what`: shown when stderr is a terminal, or as lines
    /// when `asked` (`--progress`).
    pub fn new(total: u64, what: &'static str, asked: bool) -> Progress {
        if std::io::stderr().is_terminal() {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
            let template = format!(
                "{{bar:30}} {{human_pos}}/{{human_len}} {what} ({{percent}}%), {{per_sec}}, about {{eta}} left"
            );
            if let Ok(style) = ProgressStyle::with_template(&template) {
                bar.set_style(style);
            }
            return Progress::Bar(bar);
        }
        if asked {
            let now = Instant::now();
            return Progress::Lines {
                what,
                total,
                done: 0,
                started: now,
                shown: now,
            };
        }
        Progress::Quiet
    }

    /// `count` more items done.
    pub fn add(&mut self, count: u64) {
        match self {
            Progress::Bar(bar) => bar.inc(count),
            Progress::Lines {
                what,
                total,
                done,
                started,
                shown,
            } => {
                *done += count;
                if shown.elapsed() >= LINE_EVERY && *done < *total {
                    let seconds = started.elapsed().as_secs_f64().max(1e-9);
                    let rate = *done as f64 / seconds;
                    let left = (*total - *done) as f64 / rate.max(1e-9);
                    eprintln!(
                        "{} of {} {what} ({:.1}%), {} {what}/s, about {} left",
                        *done,
                        *total,
                        100.0 * *done as f64 / (*total).max(1) as f64,
                        per_second(rate),
                        duration(left)
                    );
                    *shown = Instant::now();
                }
            }
            Progress::Quiet => {}
        }
    }

    /// The run is over (finished or stopped): the bar goes, a line says what was done.
    pub fn finish(&mut self) {
        match self {
            Progress::Bar(bar) => bar.finish_and_clear(),
            Progress::Lines {
                what,
                total,
                done,
                started,
                ..
            } => eprintln!(
                "{} of {} {what} done in {}",
                *done,
                *total,
                duration(started.elapsed().as_secs_f64())
            ),
            Progress::Quiet => {}
        }
    }
}

/// A rate with two significant digits below 10 (`0.14`, `3.2`), whole above (`4821`).
fn per_second(rate: f64) -> String {
    match rate {
        r if r < 1.0 => format!("{r:.2}"),
        r if r < 10.0 => format!("{r:.1}"),
        r => format!("{r:.0}"),
    }
}

/// Runs a search heap by heap to its end (`step` says when it is over), the bar counting the
/// heaps `done` says, and closes the bar.
pub fn run_steps<S>(
    search: &mut S,
    progress: &mut Progress,
    step: impl Fn(&mut S) -> bool,
    done: impl Fn(&S) -> u64,
) {
    let mut counted = done(search);
    loop {
        let over = step(search);
        progress.add(done(search) - counted);
        counted = done(search);
        if over {
            break;
        }
    }
    progress.finish();
}

/// `1 h 05 min`, `3 min 20 s`, `12 s`.
pub fn duration(seconds: f64) -> String {
    let s = seconds.max(0.0).round() as u64;
    match s {
        0..=59 => format!("{s} s"),
        60..=3599 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, (s % 3600) / 60),
    }
}

/// A flag Ctrl-C raises, so that a run stops after writing what it has.
pub fn interrupt_flag() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    let raised = Arc::clone(&flag);
    // One handler per process: a run sets it once; failing to set it is not an error.
    let _ = ctrlc::set_handler(move || raised.store(true, Ordering::SeqCst));
    flag
}
