//! Any query string gives a state and notices, never a panic; the state's own link reads back
//! to the same state with no notice; the form a page builds from it applies unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimseq_page::Link;
use nimseq_page::PARAMS;
use nimseq_page::PageState;

fuzz_target!(|query: &str| {
    let (state, _) = PageState::from_query(query);
    let (again, notices) = PageState::from_query(&state.to_query());
    // An edited sealed link says so each time it is read.
    assert!(notices.is_empty() || state.is_broken(), "{notices:?}");
    assert_eq!(again, state);
    // What JavaScript is told must build, and its form sent back unchanged changes nothing.
    let _ = Link::new(&state, Vec::new());
    let fields: Vec<(&str, String)> = PARAMS.iter().map(|p| (p.name, state.spelling(p.name))).collect();
    assert_eq!(state.change(&fields), (state.clone(), Vec::new()));
});
