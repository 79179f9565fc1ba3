//! Long searches from the command line: checkpoints written every few minutes and on Ctrl-C,
//! resumed from on the next run, progress on stderr (values per second, the position
//! reached, the time left at the pace fitted so far), the estimate said once when the run is
//! long, and a time budget after which the search stops and says what it found.

use std::fs::{self, File};
use std::io::{BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use nimseq::period::Checkpoint;
use nimseq::{
    game::{Game, Nimber},
    period::PeriodSearch,
};

use super::pace::Pace;
use super::Failure;

/// How a long run is kept.
pub struct LongRun<'a> {
    /// The checkpoint file, if any.
    pub checkpoint: Option<&'a Path>,
    /// Time between checkpoints.
    pub every: Duration,
    /// The time the run may take before it stops where it is (the default limit's), if any.
    pub budget: Option<Duration>,
}

/// A search the run ended: finished, or stopped by its budget.
pub struct Ran {
    /// The search (its report and the values it computed).
    pub search: PeriodSearch,
    /// When the budget stopped it: the budget, and the seconds the run would still have taken
    /// to its limit at the pace fitted.
    pub stopped: Option<(Duration, f64)>,
    /// The work per value in words, where it grows with `n`.
    pub kind: Option<&'static str>,
}

/// Saves the values a piece at a time (no copy of them is made: 2^29 values are 1 GiB).
fn save(path: &Path, game: &Game, values: &[Nimber]) -> Result<(), Failure> {
    // Written beside the file, then renamed over it: a run killed while writing keeps the
    // checkpoint before.
    let mut tmp = PathBuf::from(path);
    tmp.as_mut_os_string().push(".part");
    let mut out = BufWriter::new(File::create(&tmp)?);
    Checkpoint::write(&mut out, &game.spec(), values)?;
    out.into_inner().map_err(|e| e.into_error())?.sync_all()?;
    fs::rename(&tmp, path)?;
    Ok(())
}

/// Reads a checkpoint a piece at a time.
fn load(path: &Path, game: &Game) -> Result<Checkpoint, Failure> {
    let file = File::open(path)?;
    let len = file.metadata()?.len();
    Ok(Checkpoint::read(
        &mut BufReader::new(file),
        Some(len),
        game,
    )?)
}

/// Runs the search of `game` up to `G(limit)`, resuming from and saving to the checkpoint.
/// Returns the search, finished or stopped by the budget (its report and the values it
/// computed, which are not copied), or `None` when Ctrl-C stopped it (after saving).
pub fn run(game: &Game, limit: u64, keep: &LongRun<'_>) -> Result<Option<Ran>, Failure> {
    let mut search = match keep.checkpoint.filter(|p| p.exists()) {
        Some(path) => {
            let saved = load(path, game)?;
            eprintln!(
                "nimseq: resuming {} from {} (G(0) ... G({}) computed)",
                game.spec(),
                path.display(),
                saved.values.len().saturating_sub(1)
            );
            PeriodSearch::resume(game, limit, saved.values)?
        }
        None => PeriodSearch::new(game, limit)?,
    };
    let stop = Arc::new(AtomicBool::new(false));
    if keep.checkpoint.is_some() {
        let flag = Arc::clone(&stop);
        // A second handler cannot be set (one run per process); that is not an error here.
        let _ = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst));
    }
    let mut pace = Pace::new(search.progress().0);
    let mut saved_at = Instant::now();
    let mut stopped = None;
    loop {
        let mut done = search.step(pace.step())?;
        let (n, of) = search.progress();
        let left = pace.after_step(if done { of } else { n }, of, keep.budget);
        if let Some(budget) = keep.budget.filter(|&b| !done && pace.elapsed() >= b) {
            search.stop();
            stopped = Some((budget, left));
            done = true;
        }
        if let Some(path) = keep.checkpoint {
            if stop.load(Ordering::SeqCst) {
                save(path, game, search.values())?;
                pace.break_line();
                eprintln!(
                    "nimseq: stopped; G(0) ... G({}) saved in {}; run the same command to resume",
                    n.saturating_sub(1),
                    path.display()
                );
                return Ok(None);
            }
            if done || saved_at.elapsed() >= keep.every {
                save(path, game, search.values())?;
                saved_at = Instant::now();
            }
        }
        if done {
            pace.break_line();
            break;
        }
    }
    Ok(Some(Ran {
        search,
        stopped,
        kind: pace.kind(),
    }))
}
