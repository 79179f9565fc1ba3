//! The page layer's integration tests, one module per subject, compiled and linked as one test
//! binary (`cargo test -p nimseq-page --test integration`).

mod board;
mod links;
mod manual;
