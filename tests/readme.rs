//! The README's table of link parameters is the parameter table's own: a parameter added to
//! `src/page/params.rs` fails this test until the README shows it.

use std::fs;
use std::path::Path;

#[test]
fn the_readme_lists_every_link_parameter_as_the_table_declares_it() {
    let readme = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md");
    let (start, end) = (
        "<!-- link parameters: start -->\n",
        "<!-- link parameters: end -->",
    );
    let from = readme.find(start).expect("the start marker") + start.len();
    let to = readme.find(end).expect("the end marker");
    let expected = nimseq::page::params::readme_table();
    assert!(
        readme[from..to] == expected,
        "the README's table differs from the parameter table; it should read:\n{expected}"
    );
}
