//! The core's integration tests, one module per subject, compiled and linked as one test binary
//! (`cargo test -p nimseq-core --test integration`, one subject with a filter such as
//! `cargo test -p nimseq-core --test integration misere::`). Published sequences are in
//! `core/tests/fixtures/`, one file per game.

mod fixtures;
mod genus;
mod misere;
mod play;
mod properties;
mod sweep;
mod take_break;
mod teaching;
mod theorems;
mod vectors;
