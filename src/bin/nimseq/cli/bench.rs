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
    /// Runs of each workload; the median is reported (and the range).
    #[arg(long, default_value_t = 5)]
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
        "work", "median", "target"
    )?;
    out.flush()?;
    for w in WORKLOADS.iter().filter(|w| args.long || !w.long) {
        let runs = if w.long { 1 } else { args.runs.max(1) };
        let mut times = Vec::new();
        let mut answer = String::new();
        for _ in 0..runs {
            let started = Instant::now();
            let result = (w.run)();
            times.push(started.elapsed().as_secs_f64());
            answer = result.unwrap_or_else(|e| format!("WRONG: {e}"));
        }
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let mark = if median <= w.target_seconds {
            ""
        } else {
            "  (over target)"
        };
        writeln!(
            out,
            "{:<44} {:>9.3}s {:>8}s  {answer} (runs {:.3}-{:.3} s){mark}",
            w.name,
            median,
            w.target_seconds,
            times[0],
            times[times.len() - 1]
        )?;
        out.flush()?;
    }
    Ok(())
}
