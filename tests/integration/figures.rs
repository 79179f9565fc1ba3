//! `nimseq plot` figures for print: the overview's values centred on their ticks with labelled
//! markers and a legend, the heatmap's ties and counted legend, the atlas's errata ringed,
//! `--dpi`, and the SVG naming the font the PNG is drawn in.
#![cfg(not(target_arch = "wasm32"))]

use std::path::PathBuf;

use crate::run::{self, nimseq};

/// A fresh directory for one test's files.
fn dir(name: &str) -> PathBuf {
    run::fresh_dir("figures", name)
}

/// Runs `nimseq plot ARGS -o DIR/FILE` and returns the file's bytes.
fn plot(dir: &std::path::Path, file: &str, args: &[&str]) -> Vec<u8> {
    run::plot_file(dir, file, args).0
}

/// Runs `nimseq plot ARGS -o DIR/FILE` (an SVG file) and returns its text.
fn plot_svg(dir: &std::path::Path, file: &str, args: &[&str]) -> String {
    String::from_utf8(plot(dir, file, args)).expect("an SVG file is text")
}

/// The texts of an SVG document (each `<text>`'s words).
fn texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| Some(t.split('>').nth(1)?.split('<').next()?.trim().to_string()))
        .collect()
}

#[test]
fn the_overview_of_sub_4_42_63_67_ticks_its_values_and_labels_its_markers() {
    let d = dir("overview");
    let svg = plot_svg(
        &d,
        "o.svg",
        &[
            "overview",
            "sub:4,42,63,67",
            "--to",
            "3000",
            "--width",
            "640",
        ],
    );
    let words = texts(&svg);
    // The largest value is 4: ticks 0 … 4, none at 5.
    for v in ["1", "2", "3", "4"] {
        assert!(words.iter().any(|w| w == v), "{v}: {words:?}");
    }
    assert!(!words.iter().any(|w| w == "5"), "{words:?}");
    assert!(
        words.iter().any(|w| w == "preperiod 1,185, period 102,799"),
        "{words:?}"
    );
    for entry in ["G(n) = 0 (P-position)", "G(n) &gt; 0", "periodic part"] {
        assert!(words.iter().any(|w| w == entry), "{entry}: {words:?}");
    }
    assert!(words
        .iter()
        .any(|w| w == "Shown: n = 0 … 3,000 (3,001 values)."));
    assert!(svg.contains(r#"font-family="DejaVu Sans, sans-serif""#));
    // A PNG at 300 dpi: 640 CSS pixels are 2000 pixels, 17 cm.
    let png = plot(
        &d,
        "o.png",
        &[
            "overview",
            "sub:4,42,63,67",
            "--to",
            "3000",
            "--width",
            "640",
            "--dpi",
            "300",
        ],
    );
    let be = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    // 200 CSS pixels of band and 64 of legend and note.
    assert_eq!((be(16), be(20)), (2000, 825));
    // pHYs follows IHDR: 300 dpi is 11,811 pixels per metre.
    assert_eq!(&png[37..41], b"pHYs");
    assert_eq!(be(41), 11_811);
    // --dpi and --scale say the same thing twice.
    let out = nimseq(&[
        "plot", "overview", "sub:1,2", "--dpi", "300", "--scale", "2", "-o", "-",
    ]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_long_overview_says_what_each_column_shows() {
    let d = dir("long");
    let svg = plot_svg(
        &d,
        "l.svg",
        &["overview", "octal:0.6", "--limit", "2^17", "--width", "640"],
    );
    assert!(
        svg.contains("Shown: n = 0 … 131,072 (131,073 values)."),
        "{svg}"
    );
    assert!(svg.contains("least … largest G(n) of"));
}

#[test]
fn the_structure_map_shows_ties_and_counts_only_what_occurs() {
    let d = dir("sum");
    let svg = plot_svg(
        &d,
        "s.svg",
        &["heatmap", "--dims", "3", "--max", "60", "--metric", "sum"],
    );
    let words = texts(&svg);
    let tie = words
        .iter()
        .find(|w| w.starts_with("tie: a + c = 2b ("))
        .unwrap_or_else(|| panic!("{words:?}"));
    let ties: u64 = tie["tie: a + c = 2b (".len()..tie.len() - 1]
        .parse()
        .unwrap();
    assert!(ties > 0);
    // Every certified set of the slice {a, b, 60} is in one legend line: 59 · 58 / 2 sets.
    let counted: u64 = words
        .iter()
        .filter_map(|w| {
            let (_, n) = w.strip_suffix(')')?.rsplit_once(" (")?;
            n.replace(',', "").parse::<u64>().ok()
        })
        .sum();
    assert_eq!(counted, 59 * 58 / 2, "{words:?}");
    // No set is unresolved under the default cap: no such line.
    assert!(
        !words.iter().any(|w| w.starts_with("unresolved")),
        "{words:?}"
    );
    let svg = plot_svg(&d, "p.svg", &["heatmap", "--dims", "3", "--max", "60"]);
    assert!(svg.contains("over the whole grid"));
    assert!(svg.contains("colour: 2 … 1615"), "{svg}");
}

#[test]
fn the_atlas_map_rings_the_literatures_errata() {
    let d = dir("atlas");
    let svg = plot_svg(
        &d,
        "a.svg",
        &["atlas", "--digits", "3", "--cap", "2^10", "--width", "640"],
    );
    let rings = svg.matches("<circle").count();
    // One ring per erratum, and one in the legend.
    assert!(rings >= 2, "{rings}");
    let line = format!(
        "literature erratum (a published claim the computation refutes): {} codes",
        rings - 1
    );
    assert!(svg.contains(&line), "{line}");
    // The status colours: certified agreeing codes are the dark green, not the former blue.
    assert!(svg.to_lowercase().contains("#116611"));
    assert!(!svg.to_lowercase().contains("#0072b2"));
}
