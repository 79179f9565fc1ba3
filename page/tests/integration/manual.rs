//! The manual's table of link parameters (`docs/links.md`) is the parameter table's own: a
//! parameter added to `page/src/state/params/table.rs` fails this test until the manual shows it.

use std::fs;
use std::path::Path;

#[test]
fn the_manual_lists_every_link_parameter_as_the_table_declares_it() {
    let manual = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/links.md"))
        .expect("docs/links.md");
    let (start, end) = (
        "<!-- link parameters: start -->\n",
        "<!-- link parameters: end -->",
    );
    let from = manual.find(start).expect("the start marker") + start.len();
    let to = manual.find(end).expect("the end marker");
    let expected = nimseq_page::readme_table();
    assert!(
        manual[from..to] == expected,
        "docs/links.md's table differs from the parameter table; it should read:\n{expected}"
    );
}
