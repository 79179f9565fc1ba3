//! `nimseq bench`: the performance table, measured on this machine.

use std::io::Write;
use std::time::Instant;

use nimseq::bench::WORKLOADS;

use super::Failure;

/// Arguments of `nimseq bench`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Also run the long workloads (octal 0.1777: minutes, about 1 GiB of memory).
    #[arg(long)]
    long: bool,
    /// Runs of each workload; the fastest is reported.
    #[arg(long, default_value_t = 3)]
    runs: u32,
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    writeln!(out, "machine: {cpu}, {threads} hardware threads")?;
    writeln!(
        out,
        "{:<44} {:>10} {:>9}  answer",
        "work", "measured", "target"
    )?;
    out.flush()?;
    for w in WORKLOADS.iter().filter(|w| args.long || !w.long) {
        let runs = if w.long { 1 } else { args.runs.max(1) };
        let mut best = f64::INFINITY;
        let mut answer = String::new();
        for _ in 0..runs {
            let started = Instant::now();
            let result = (w.run)();
            best = best.min(started.elapsed().as_secs_f64());
            answer = result.unwrap_or_else(|e| format!("WRONG: {e}"));
        }
        let mark = if best <= w.target_seconds {
            ""
        } else {
            "  (over target)"
        };
        writeln!(
            out,
            "{:<44} {:>9.3}s {:>8}s  {answer}{mark}",
            w.name, best, w.target_seconds
        )?;
        out.flush()?;
    }
    Ok(())
}
