//! The integration tests of the `nimseq` package (the command line, the library it re-exports,
//! the manual and the page's source), one module per subject, compiled and linked as one test
//! binary: `cargo test --test integration` (or `cargo nextest run -E 'binary(integration)'`),
//! one subject with a filter such as `cargo test --test integration cli::`.

mod atlas;
mod certificate;
mod checkpoint;
mod cli;
mod cli_genus;
mod cli_misere;
mod cli_take_break;
mod docs;
mod figures;
mod literature_conventions;
mod merge;
mod misere_cli;
mod names;
mod octal_four;
mod page_source;
mod plot;
mod records;
mod records_auto;
mod release;
mod run;
mod views;
