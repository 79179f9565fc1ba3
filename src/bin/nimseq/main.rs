//! `nimseq`: nim-sequences, certified periods, outcome strings, sums and sweeps from the
//! command line. Run `nimseq --help` for the commands.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
