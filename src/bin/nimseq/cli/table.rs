//! Tables written as they are computed (sweeps, families, the atlas): units of rows computed on
//! every core and written in order as soon as every row before them is done, with progress on
//! stderr, Ctrl-C writing what is complete, and `--resume FILE` going on from the rows a CSV
//! file holds.

use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use nimseq::pool::in_order;
use nimseq::GameError;

use super::progress::{interrupt_flag, Progress};
use super::Failure;

/// How often rows written are flushed to the file or pipe, so that a killed run keeps them.
const FLUSH_EVERY: Duration = Duration::from_secs(1);

/// The options every table command shares.
#[derive(Debug, clap::Args)]
pub struct TableArgs {
    /// Show progress on stderr even when it is not a terminal (a line every 30 s); on a
    /// terminal a bar is always shown. Standard output is the same either way.
    #[arg(long)]
    pub progress: bool,
    /// Write the CSV table to FILE instead of standard output, going on from the rows FILE
    /// already holds (of the same command, interrupted): they are checked and kept, and only
    /// the rest is computed.
    #[arg(long, value_name = "FILE", conflicts_with = "output")]
    pub resume: Option<PathBuf>,
    /// Write the CSV table to FILE (replacing it) instead of standard output, with
    /// FILE.meta.json beside it saying what it is (command, parameters, shard K/N) and, once
    /// complete, its rows, bytes and checksum: the shard files `nimseq merge` joins.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

impl TableArgs {
    /// The file the table goes to, if not standard output.
    pub fn to_file(&self) -> Option<&Path> {
        self.resume.as_deref().or(self.output.as_deref())
    }
}

/// A table being written: its destination, what it holds already, and its progress.
pub struct Table<'a> {
    out: Box<dyn Write + 'a>,
    /// Rows present before this run (resumed from a file).
    pub present: u64,
    progress: Progress,
    stop: std::sync::Arc<AtomicBool>,
    flushed: Instant,
    /// Rows written by this run.
    written: u64,
    resumed: Option<PathBuf>,
    /// The rows of a complete table.
    total: u64,
    /// The command and parameters, for the file beside the table.
    made_by: Vec<(String, String)>,
}

impl<'a> Table<'a> {
    /// A table of `total` rows called `what` written to `out`, or, with `--resume FILE`, to
    /// FILE after the rows it holds. `header` is the CSV header line (without newline), when
    /// the table has one. To check the rows of a resumed file, `check(i, text)` says what is
    /// wrong with row `i` (its key, at least), for every row, and `row_of(i)` is the whole
    /// row, computed again for a few rows (the last, and those at 1, 2, 4, 8, …) so that a
    /// file of another rule or cap is refused even without the file beside it.
    ///
    /// `made_by` names the command and its parameters: with `--resume FILE` they are written
    /// beside it (`FILE.meta.json`), and a file made by other parameters is refused by name.
    #[allow(clippy::too_many_arguments)]
    pub fn open(
        args: &TableArgs,
        out: &'a mut dyn Write,
        made_by: &[(&str, String)],
        total: u64,
        what: &'static str,
        header: Option<&str>,
        check: impl Fn(u64, &str) -> Result<(), String>,
        row_of: impl Fn(u64) -> Result<String, GameError>,
    ) -> Result<Table<'a>, Failure> {
        if let Some(path) = &args.output {
            // A new table: whatever the file held is replaced, and so is what it said it was.
            remove_if_present(&meta_path(path))?;
            File::create(path)?;
        }
        let (out, present, headed): (Box<dyn Write + 'a>, u64, bool) = match args.to_file() {
            None => (Box::new(out), 0, false),
            Some(path) => {
                check_made_by(path, made_by)?;
                let (file, present, headed) = reopen(path, header, total, &check, &row_of)?;
                // What made it, and nothing about its end until it is complete.
                describe(path, made_by, None)?;
                let out = io::BufWriter::with_capacity(1 << 16, file);
                (Box::new(out), present, headed)
            }
        };
        let mut table = Table {
            out,
            present,
            progress: Progress::new(total, what, args.progress),
            stop: interrupt_flag(),
            flushed: Instant::now(),
            written: 0,
            resumed: args.to_file().map(Path::to_path_buf),
            total,
            made_by: made_by
                .iter()
                .map(|(k, v)| ((*k).to_string(), v.clone()))
                .collect(),
        };
        table.progress.add(present);
        if let (Some(header), false) = (header, headed) {
            writeln!(table.out, "{header}")?;
        }
        Ok(table)
    }

    /// Whether the run should go on (no Ctrl-C yet): long units look at it, so that a stop
    /// does not wait for them (what they return then is never written).
    pub fn go_on(&self) -> impl Fn() -> bool + Sync + use<'a> {
        let stop = std::sync::Arc::clone(&self.stop);
        move || !stop.load(Ordering::SeqCst)
    }

    /// Writes `text` as it is (a JSON opening or closing).
    pub fn write_raw(&mut self, text: &str) -> Result<(), Failure> {
        self.out.write_all(text.as_bytes())?;
        Ok(())
    }

    /// Computes `units` units of rows on every core, `compute(state, unit)` giving the number
    /// of rows and their text, and writes them in order. Returns `false` when Ctrl-C stopped
    /// the run (after writing and flushing every complete unit before it).
    ///
    /// # Errors
    /// The first unit's error (the rows before it are written), or a failure to write.
    pub fn write_units<S>(
        &mut self,
        units: usize,
        init: impl Fn() -> S + Sync,
        compute: impl Fn(&mut S, usize) -> Result<(u64, Vec<u8>), GameError> + Sync,
    ) -> Result<bool, Failure> {
        self.write_from(units, |sink| in_order(units, init, compute, sink))
    }

    /// [`Self::write_units`] with the units computed by `run`, which hands each unit's rows
    /// and text to the sink it is given in order (stopping when the sink says `false`) and
    /// returns how many it handed on.
    ///
    /// # Errors
    /// As [`Self::write_units`].
    pub fn write_from(
        &mut self,
        units: usize,
        run: impl FnOnce(&mut dyn FnMut(usize, Result<(u64, Vec<u8>), GameError>) -> bool) -> usize,
    ) -> Result<bool, Failure> {
        let mut failed: Option<Failure> = None;
        let handed = run(&mut |_, unit| {
            if self.stop.load(Ordering::SeqCst) {
                return false;
            }
            let (rows, text) = match unit {
                Ok(unit) => unit,
                Err(e) => {
                    failed = Some(e.into());
                    return false;
                }
            };
            if let Err(e) = self.out.write_all(&text) {
                failed = Some(e.into());
                return false;
            }
            self.written += rows;
            self.progress.add(rows);
            if self.flushed.elapsed() >= FLUSH_EVERY {
                if let Err(e) = self.out.flush() {
                    failed = Some(e.into());
                    return false;
                }
                self.flushed = Instant::now();
            }
            true
        });
        if let Some(e) = failed {
            self.progress.finish();
            self.out.flush()?;
            return Err(e);
        }
        Ok(handed == units)
    }

    /// Ends the table: flushes it, and after Ctrl-C says what was kept and how to go on.
    pub fn finish(mut self, complete: bool) -> Result<(), Failure> {
        self.progress.finish();
        self.out.flush()?;
        if complete {
            if let Some(path) = &self.resumed {
                let made_by: Vec<(&str, String)> = self
                    .made_by
                    .iter()
                    .map(|(k, v)| (k.as_str(), v.clone()))
                    .collect();
                let end = Ending::of_file(path, self.total)?;
                describe(path, &made_by, Some(end))?;
            }
            return Ok(());
        }
        let rows = self.present + self.written;
        match &self.resumed {
            Some(path) => eprintln!(
                "nimseq: stopped; {rows} rows in {}; run the same command to go on",
                path.display()
            ),
            None => eprintln!(
                "nimseq: stopped after {rows} complete rows; `--resume FILE` writes to FILE and goes on from its rows"
            ),
        }
        Err(Failure::Interrupted)
    }
}

/// The file beside a table written to a file, naming the command and parameters that make it.
pub fn meta_path(path: &Path) -> PathBuf {
    let mut meta = path.as_os_str().to_owned();
    meta.push(".meta.json");
    PathBuf::from(meta)
}

/// What the file beside a complete table adds: the table's rows, bytes and checksum, so that a
/// shard cut short or changed since is refused by `nimseq merge`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ending {
    /// Rows, the header not counted.
    pub rows: u64,
    /// Bytes of the file.
    pub bytes: u64,
    /// FNV-1a (64 bits) of the file's bytes.
    pub checksum: u64,
}

impl Ending {
    /// The ending of the table of `rows` rows in the file at `path`.
    pub fn of_file(path: &Path, rows: u64) -> io::Result<Ending> {
        let (bytes, checksum) = checksum_of(path)?;
        Ok(Ending {
            rows,
            bytes,
            checksum,
        })
    }
}

/// The size and FNV-1a checksum of the file at `path`, read a piece at a time.
pub fn checksum_of(path: &Path) -> io::Result<(u64, u64)> {
    let mut file = File::open(path)?;
    let mut sum = nimseq::checksum::Fnv1a::new();
    let mut buf = vec![0u8; 1 << 16];
    let mut bytes = 0u64;
    loop {
        let n = io::Read::read(&mut file, &mut buf)?;
        if n == 0 {
            return Ok((bytes, sum.value()));
        }
        sum.feed(&buf[..n]);
        bytes += n as u64;
    }
}

/// Removes the file at `path` if there is one.
fn remove_if_present(path: &Path) -> io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// The parameters that make a table, as the file beside it holds them.
fn parameters(made_by: &[(&str, String)]) -> serde_json::Map<String, serde_json::Value> {
    made_by
        .iter()
        .map(|(k, v)| ((*k).to_string(), serde_json::Value::String(v.clone())))
        .collect()
}

/// Checks that the table at `path` was made by `made_by`, when a file beside it says what made
/// it; returns whether there is such a file.
fn check_made_by(path: &Path, made_by: &[(&str, String)]) -> Result<bool, Failure> {
    let meta = meta_path(path);
    let bytes = match std::fs::read(&meta) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(e.into()),
    };
    let found: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(&bytes)
        .map_err(|e| GameError::BadResume {
            file: meta.display().to_string(),
            why: format!("it is not the JSON nimseq writes ({e})"),
        })?;
    for (name, value) in &parameters(made_by) {
        if Some(value) != found.get(name) {
            let had = found.get(name).and_then(|v| v.as_str()).unwrap_or("(none)");
            return Err(GameError::BadResume {
                file: path.display().to_string(),
                why: format!(
                    "it was made with {name} {had}, this command asks for {}",
                    value.as_str().unwrap_or_default()
                ),
            }
            .into());
        }
    }
    Ok(true)
}

/// Writes the file beside the table at `path` that says what made it and, once it is
/// complete, how it ends (`rows`, `bytes`, `fnv1a64` as 16 hexadecimal digits, `complete`).
/// The file is written beside itself and renamed, so it is never seen half-written.
pub fn describe(
    path: &Path,
    made_by: &[(&str, String)],
    end: Option<Ending>,
) -> Result<(), Failure> {
    let mut meta = parameters(made_by);
    // Which version wrote the file (said, not checked: a newer version resumes an older file).
    meta.insert("nimseq_version".into(), super::common::VERSION.into());
    meta.insert("complete".into(), end.is_some().into());
    if let Some(end) = end {
        meta.insert("rows".into(), end.rows.into());
        meta.insert("bytes".into(), end.bytes.into());
        meta.insert("fnv1a64".into(), format!("{:016x}", end.checksum).into());
    }
    let text = serde_json::to_string_pretty(&meta)?;
    let target = meta_path(path);
    let mut partial = target.as_os_str().to_owned();
    partial.push(".partial");
    std::fs::write(&partial, text + "\n")?;
    std::fs::rename(&partial, &target)?;
    Ok(())
}

/// A row check: the row must start with `key` (its key and a comma).
pub fn starts_with(text: &str, key: &str) -> Result<(), String> {
    if text.starts_with(key) {
        Ok(())
    } else {
        Err(format!("this table's row starts “{key}”"))
    }
}

/// Opens FILE to go on with a table: checks its header and rows against the table's, drops a
/// last line cut short, and returns it positioned at its end with the number of rows it holds
/// and whether it holds the header (a missing file is created, empty).
fn reopen(
    path: &Path,
    header: Option<&str>,
    total: u64,
    check: &impl Fn(u64, &str) -> Result<(), String>,
    row_of: &impl Fn(u64) -> Result<String, GameError>,
) -> Result<(File, u64, bool), Failure> {
    let bad = |why: String| GameError::BadResume {
        file: path.display().to_string(),
        why,
    };
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    let mut reader = BufReader::new(&mut file);
    let mut line = String::new();
    let mut keep = 0u64; // bytes of complete, checked lines
    let mut rows = 0u64;
    let mut first = true;
    // Rows computed again to check them: the first, those at powers of two, the last.
    let mut samples = Vec::new();
    let mut last = None;
    loop {
        line.clear();
        let read = reader
            .read_line(&mut line)
            .map_err(|e| bad(format!("it cannot be read as text ({e})")))?;
        if read == 0 || !line.ends_with('\n') {
            break; // the end, or a last line the interrupted run did not finish
        }
        let text = line.trim_end_matches('\n');
        if first && header.is_some() {
            first = false;
            if Some(text) != header {
                return Err(bad(format!(
                    "its first line is “{}”, not this table's header “{}”",
                    nimseq::game::shorten(text),
                    header.unwrap_or_default()
                ))
                .into());
            }
        } else {
            first = false;
            if rows >= total {
                return Err(bad(format!("it holds more than this table's {total} rows")).into());
            }
            if let Err(why) = check(rows, text) {
                return Err(bad(format!(
                    "row {} is “{}”: {why}",
                    rows + 1,
                    nimseq::game::shorten(text)
                ))
                .into());
            }
            if rows.is_power_of_two() || rows == 0 {
                samples.push((rows, text.to_string()));
            }
            last = Some((rows, text.to_string()));
            rows += 1;
        }
        keep += read as u64;
    }
    samples.extend(last);
    for (i, text) in samples {
        let expected = row_of(i)?;
        if text != expected {
            return Err(bad(format!(
                "row {} is “{}”, but this command computes “{}” (another rule or cap?)",
                i + 1,
                nimseq::game::shorten(&text),
                nimseq::game::shorten(&expected)
            ))
            .into());
        }
    }
    drop(reader);
    file.set_len(keep)?;
    file.seek(SeekFrom::End(0))?;
    Ok((file, rows, header.is_some() && !first))
}
