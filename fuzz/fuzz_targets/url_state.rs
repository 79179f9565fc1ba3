//! Any query string gives a state and notices, never a panic; the state's own link reads back
//! to the same state with no notice; a board in the link opens (or falls back) without panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimseq::state::PageState;

fuzz_target!(|query: &str| {
    let (state, _) = PageState::from_query(query);
    let (again, notices) = PageState::from_query(&state.to_query());
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(again, state.canonical());
    // The fields the page reads must serialize.
    let _ = state.fields();
});
