//! Long searches from the command line: checkpoints written every few minutes and on Ctrl-C,
//! resumed from on the next run, and progress on stderr (values per second, the position
//! reached, the time left).

use std::fs::{self, File};
use std::io::{BufReader, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use nimseq::period::Checkpoint;
use nimseq::{
    game::{Game, Nimber},
    period::PeriodSearch,
};

use super::progress::duration;
use super::Failure;

/// Values computed between looks at the clock and at Ctrl-C.
const STEP: usize = 1 << 18;
/// Runs shorter than this print no progress.
const QUIET: Duration = Duration::from_secs(3);

/// How a long run is kept.
pub struct LongRun<'a> {
    /// The checkpoint file, if any.
    pub checkpoint: Option<&'a Path>,
    /// Time between checkpoints.
    pub every: Duration,
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
/// Returns the finished search (its report and the values it computed, which are not copied),
/// or `None` when Ctrl-C stopped it (after saving).
pub fn run(game: &Game, limit: u64, keep: &LongRun<'_>) -> Result<Option<PeriodSearch>, Failure> {
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
    let started = Instant::now();
    let first = search.progress().0;
    let mut saved_at = Instant::now();
    let mut shown_at = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let mut shown = false;
    loop {
        let done = search.step(STEP)?;
        let (n, of) = search.progress();
        if let Some(path) = keep.checkpoint {
            if stop.load(Ordering::SeqCst) {
                save(path, game, search.values())?;
                if shown {
                    eprintln!();
                }
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
        let elapsed = started.elapsed();
        let every = if terminal {
            Duration::from_secs(1)
        } else {
            Duration::from_secs(30)
        };
        if !done && elapsed >= QUIET && shown_at.elapsed() >= every {
            let rate = (n - first) as f64 / elapsed.as_secs_f64().max(1e-9);
            let left = (of - n) as f64 / rate.max(1.0);
            let line = format!(
                "n = {} of {} ({:.1}%), {:.0} values/s, about {} left",
                n.saturating_sub(1),
                of.saturating_sub(1),
                100.0 * n as f64 / of.max(1) as f64,
                rate,
                duration(left)
            );
            if terminal {
                eprint!("\r{line}   ");
            } else {
                eprintln!("{line}");
            }
            let _ = std::io::stderr().flush();
            shown = true;
            shown_at = Instant::now();
        }
        if done {
            if shown && terminal {
                eprintln!();
            }
            break;
        }
    }
    Ok(Some(search))
}
