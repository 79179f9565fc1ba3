//! The performance workloads, defined once for `nimseq bench` and for `cargo bench`. Each runs
//! real work and checks its answer, so a fast wrong result cannot pass for a fast right one.

use crate::game::nim_sequence;
use crate::sweep::{sweep, SweepSpec};
use crate::{
    game::{Game, Rule},
    period::{find_period, Periodicity},
    GameError,
};

/// One row of the performance table.
#[derive(Debug, Clone, Copy)]
pub struct Workload {
    /// What is computed.
    pub name: &'static str,
    /// The target for the command line, in seconds.
    pub target_seconds: f64,
    /// Whether it takes minutes (run only when asked).
    pub long: bool,
    /// Runs the work and returns a one-line summary of the verified answer, or what was wrong.
    pub run: fn() -> Result<String, String>,
}

fn failed(e: GameError) -> String {
    e.to_string()
}

fn grid(dims: u64, max: u64) -> Result<String, String> {
    let grid = sweep(&SweepSpec::new(dims, max, 1 << 20, Rule::Normal).map_err(failed)?);
    // Row by row (walking the sets in order took 45 ms of the 1,313,400 triples).
    let unresolved = (1..=grid.spec().max)
        .filter_map(|r| grid.row_cells(r))
        .flatten()
        .filter(|c| !c.is_resolved())
        .count();
    if unresolved > 0 || !grid.is_complete() {
        return Err(format!("{unresolved} sets unresolved"));
    }
    Ok(format!("{} sets, all certified", grid.len()))
}

fn certified(spec: &str, limit: u64, expected: (u64, u64)) -> Result<String, String> {
    let game: Game = spec.parse().map_err(failed)?;
    match find_period(&game, limit).map_err(failed)?.grundy {
        Periodicity::Periodic(p) if (p.preperiod, p.period) == expected => {
            Ok(format!("preperiod {}, period {}", p.preperiod, p.period))
        }
        other => Err(format!("expected {expected:?}, found {other}")),
    }
}

/// The workloads of the performance table, in order.
pub const WORKLOADS: [Workload; 6] = [
    Workload {
        name: "all {a,b,c}, c <= 200 (1,313,400 sets)",
        target_seconds: 0.4,
        long: false,
        run: || grid(3, 200),
    },
    Workload {
        name: "all {a,b}, b <= 1000 (499,500 sets)",
        target_seconds: 0.12,
        long: false,
        run: || grid(2, 1000),
    },
    Workload {
        name: "Kayles 0.77, 10^6 values",
        target_seconds: 0.1,
        long: false,
        run: || {
            let kayles = "octal:0.77".parse().map_err(failed)?;
            let values = nim_sequence(&kayles, 1_000_000).map_err(failed)?;
            // The certified cycle gives K(999999) = K(999999 mod 12 = 3, shifted) = 8.
            match values[999_999] {
                8 => Ok("1,000,000 values, G(999999) = 8".into()),
                v => Err(format!("G(999999) = {v}, expected 8")),
            }
        },
    },
    Workload {
        name: "octal 0.16 certified",
        target_seconds: 0.5,
        long: false,
        run: || certified("octal:0.16", 1 << 20, (105_351, 149_459)),
    },
    Workload {
        name: "octal 0.6, 2^20 values, no period",
        target_seconds: 1.5,
        long: false,
        run: || {
            let game = "octal:0.6".parse().map_err(failed)?;
            match find_period(&game, (1 << 20) - 1).map_err(failed)?.grundy {
                Periodicity::NotFound { checked_to } => {
                    Ok(format!("no period found up to {checked_to}"))
                }
                Periodicity::Periodic(p) => Err(format!("unexpected period {}", p.period)),
            }
        },
    },
    Workload {
        name: "octal 0.1777 certified",
        target_seconds: 180.0,
        long: true,
        run: || certified("octal:0.1777", 500_000_000, (160_949_018, 60_620_715)),
    },
];
