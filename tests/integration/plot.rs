//! `nimseq plot`: figures written as files at the size asked for, and bad input refused on one
//! line with exit status 2.
#![cfg(not(target_arch = "wasm32"))]

use std::path::PathBuf;

use crate::run::{self, nimseq};

/// A fresh directory for one test's files.
fn dir(name: &str) -> PathBuf {
    run::fresh_dir("plot", name)
}

/// Runs `nimseq plot ARGS -o DIR/FILE` and returns the file's bytes and the line written.
fn plot(dir: &std::path::Path, file: &str, args: &[&str]) -> (Vec<u8>, String) {
    run::plot_file(dir, file, args)
}

/// The width and height in a PNG's header, and its pixels per metre.
fn png_size(png: &[u8]) -> (u32, u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let be = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    assert_eq!(&png[37..41], b"pHYs");
    (be(16), be(20), be(41))
}

fn svg_size(svg: &str) -> (u32, u32) {
    let number = |name: &str| -> u32 {
        let at = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        svg[at..].split('"').next().unwrap().parse().unwrap()
    };
    (number("width"), number("height"))
}

#[test]
fn a_heatmap_at_print_resolution() {
    let d = dir("heatmap");
    let args = [
        "heatmap", "--dims", "3", "--max", "30", "--slice", "30", "--metric", "sum",
    ];
    let mut png_args = args.to_vec();
    png_args.extend_from_slice(&["--width", "1200", "--scale", "3"]);
    let (png, said) = plot(&d, "sum.png", &png_args);
    // 1200 CSS pixels at scale 3: 3600 pixels, 288 dpi (11,339 pixels per metre).
    let (w, h, per_metre) = png_size(&png);
    assert_eq!((w, h, per_metre), (3600, 3120, 11_339));
    assert!(
        said.contains("3600 × 3120 pixels (1200 × 1040 at scale 3, 288 dpi)"),
        "{said}"
    );
    let (svg, _) = plot(&d, "sum.svg", &args);
    let svg = String::from_utf8(svg).unwrap();
    assert_eq!(svg_size(&svg), (1000, 840));
    assert!(svg.contains("which sum the period is of {a, b, 30}"));
    // The legend counts the slice's 406 sets, not the grid's 4,060: a sum no set has gets no
    // line, and a set whose period is several sums at once is counted once, as a tie.
    let count_after = |at: usize| svg[at..].split(')').next().unwrap().parse::<u64>().unwrap();
    let sums: u64 = ["a + b", "a + c", "b + c", "2a", "2b", "2c", "none of these"]
        .iter()
        .filter_map(|name| {
            svg.find(&format!("\n{name} ("))
                .map(|at| at + name.len() + 3)
        })
        .map(count_after)
        .sum();
    let ties: u64 = svg
        .match_indices("\ntie: ")
        .map(|(at, _)| {
            let close = at + svg[at..].find(')').unwrap();
            let open = svg[..close].rfind('(').unwrap();
            svg[open + 1..close].parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!(sums + ties, 29 * 28 / 2);
    // The same figure from the page's link, the flags over it.
    let (from_link, _) = plot(
        &d,
        "link.svg",
        &[
            "heatmap",
            "--link",
            "https://example.org/nimseq/?view=heatmap&dims=3&max=30&slice=30&metric=period",
            "--metric",
            "sum",
        ],
    );
    assert_eq!(String::from_utf8(from_link).unwrap(), svg);
}

#[test]
fn the_atlas_and_an_overview() {
    let d = dir("atlas");
    let (svg, _) = plot(
        &d,
        "atlas.svg",
        &["atlas", "--digits", "2", "--cap", "4096", "--width", "600"],
    );
    let svg = String::from_utf8(svg).unwrap();
    assert_eq!(svg_size(&svg).0, 600);
    assert!(
        svg.contains("Octal codes 0.d1d2 (63 codes"),
        "{}",
        &svg[..400]
    );
    // The legend's counts cover every code drawn.
    let counted: usize = svg
        .lines()
        .filter(|l| l.ends_with(')') && !l.contains('<'))
        .filter_map(|l| {
            l.rsplit_once(" (")
                .and_then(|(_, n)| n[..n.len() - 1].parse::<usize>().ok())
        })
        .sum();
    assert_eq!(counted, 63, "{svg}");
    let (png, _) = plot(
        &d,
        "kayles.png",
        &["overview", "octal:0.77", "--width", "900", "--scale", "2"],
    );
    assert_eq!(png_size(&png), (1800, 608, 7559));
    let (svg, _) = plot(
        &d,
        "part.svg",
        &[
            "overview",
            "sub:2,4,7",
            "--from",
            "10",
            "--to",
            "40",
            "--height",
            "300",
        ],
    );
    let svg = String::from_utf8(svg).unwrap();
    assert_eq!(svg_size(&svg), (1200, 300));
    assert!(svg.contains("sub:2,4,7"));
}

#[test]
fn a_figure_goes_to_standard_output_with_a_dash() {
    let out = nimseq(&[
        "plot", "heatmap", "--max", "12", "--format", "png", "-o", "-", "--width", "400",
    ]);
    assert!(out.status.success());
    assert_eq!(png_size(&out.stdout).0, 400);
}

/// The font sizes of an SVG figure in points as printed: each `font-size` (in the view box's
/// units) times the printed width over the view box's width; and that width in millimetres
/// (`default_mm` where the document gives pixels).
fn printed_points(svg: &str, default_mm: f64) -> (Vec<f64>, f64) {
    let attr = |name: &str| -> &str {
        let at = svg.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        svg[at..].split('"').next().unwrap()
    };
    let width = attr("width");
    let mm = width
        .strip_suffix("mm")
        .map_or(default_mm, |w| w.parse().unwrap());
    let view: f64 = attr("viewBox").split(' ').nth(2).unwrap().parse().unwrap();
    let points = svg
        .split(" font-size=\"")
        .skip(1)
        .map(|t| t.split('"').next().unwrap().parse::<f64>().unwrap() * mm / view * 72.0 / 25.4)
        .collect();
    (points, mm)
}

/// `--width-mm` lays a figure out at its printed width: an 85 mm column's heatmap and
/// overview have their text at 7 pt or more (the page's download width gives 2 to 4 pt
/// there), the SVG says its size in millimetres, the PNG is 300 dpi unless --dpi says, and
/// the colour bar names its quantity.
#[test]
fn a_figure_for_print_is_laid_out_at_its_width_in_millimetres() {
    let d = dir("print");
    let least = |points: &[f64]| points.iter().copied().fold(f64::INFINITY, f64::min);
    for (figure, args) in [
        ("heatmap", &["heatmap", "--max", "60"][..]),
        (
            "sums",
            &[
                "heatmap", "--dims", "3", "--max", "30", "--slice", "30", "--metric", "sum",
            ],
        ),
        ("overview", &["overview", "octal:0.16", "--limit", "20000"]),
    ] {
        // Before: the default width shrunk to the column.
        let (svg, _) = plot(&d, &format!("{figure}-wide.svg"), args);
        let (points, _) = printed_points(&String::from_utf8(svg).unwrap(), 85.0);
        assert!(least(&points) < 3.0, "{figure}: {points:?}");
        let mut print = args.to_vec();
        print.extend_from_slice(&["--width-mm", "85"]);
        let (svg, said) = plot(&d, &format!("{figure}.svg"), &print);
        let svg = String::from_utf8(svg).unwrap();
        assert!(svg.starts_with("<svg width=\"85mm\" height=\""), "{figure}");
        let (points, mm) = printed_points(&svg, 0.0);
        assert_eq!(mm, 85.0);
        assert!(least(&points) >= 7.0, "{figure}: {points:?}");
        assert!(
            said.contains(", 85 × ") && said.contains(" mm at 300 dpi"),
            "{said}"
        );
        // The PNG: 321 CSS pixels at 300 dpi, recording the resolution that prints it 85 mm.
        let (png, _) = plot(&d, &format!("{figure}.png"), &print);
        let (w, _, per_metre) = png_size(&png);
        assert_eq!(w, 1004, "{figure}");
        assert!(
            (f64::from(w) / f64::from(per_metre) * 1000.0 - 85.0).abs() < 0.1,
            "{per_metre}"
        );
        print.extend_from_slice(&["--dpi", "600"]);
        let (png, said) = plot(&d, &format!("{figure}-600.png"), &print);
        assert_eq!(png_size(&png).0, 2008, "{said}");
        assert!(said.contains(" mm at 600 dpi"), "{said}");
    }
    // The colour bar's heading.
    let (svg, _) = plot(
        &d,
        "pre.svg",
        &[
            "heatmap",
            "--max",
            "40",
            "--metric",
            "preperiod",
            "--width-mm",
            "85",
        ],
    );
    let svg = String::from_utf8(svg).unwrap();
    assert!(svg.contains(">\npreperiod\n</text>"), "{svg}");
    // A height in millimetres too.
    let (svg, _) = plot(
        &d,
        "tall.svg",
        &[
            "heatmap",
            "--max",
            "40",
            "--width-mm",
            "85",
            "--height-mm",
            "100",
        ],
    );
    assert!(String::from_utf8(svg)
        .unwrap()
        .starts_with("<svg width=\"85mm\" height=\"100"));
}

#[test]
fn bad_figures_exit_2_with_one_line() {
    let d = dir("bad");
    let file = d.join("x.svg");
    let file = file.to_str().unwrap();
    let pdf = d.join("x.pdf");
    let cases: [(&[&str], &str); 12] = [
        (
            &["heatmap", "--max", "40", "--width-mm", "40"],
            "the width 40 mm is not between 53 and 2116 mm",
        ),
        (
            &["heatmap", "--max", "40", "--width-mm", "wide"],
            "wide is not a length in millimetres",
        ),
        (
            &[
                "heatmap",
                "--max",
                "40",
                "--width-mm",
                "85",
                "--width",
                "300",
            ],
            "--width",
        ),
        (&["heatmap", "--max", "40", "--scale", "30"], "scale 30"),
        (
            &["heatmap", "--max", "40", "--scale", "big"],
            "not a number",
        ),
        (&["heatmap", "--max", "40", "--width", "50"], "width 50"),
        (&["heatmap", "--max", "5000"], "“--max 5000” is above 2048"),
        (
            &["heatmap", "--metric", "colour"],
            "“--metric colour” is not one of",
        ),
        (
            &["heatmap", "--max", "40", "--format", "gif"],
            "neither svg nor png",
        ),
        (&["heatmap", "--width", "8000", "--scale", "8"], "too large"),
        (&["atlas", "--digits", "4"], "“--digits 4”"),
        (
            &["overview", "sub:1,2", "--limit", "100", "--to", "500"],
            "500",
        ),
    ];
    for (args, says) in cases {
        let mut all = vec!["plot"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["-o", file]);
        let out = nimseq(&all);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{all:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{all:?}: {err}");
        assert!(err.contains(says), "{all:?}: {err}");
        assert!(std::fs::metadata(file).is_err(), "{all:?} wrote a file");
    }
    let out = nimseq(&[
        "plot",
        "heatmap",
        "--max",
        "12",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("name it .svg or .png"), "{err}");
}

#[test]
fn the_atlas_says_which_values_it_compared_and_finds_shifts() {
    let out = nimseq(&[
        "atlas", "--digits", "2", "--cap", "4096", "--format", "json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let groups = v["equal_sequences"].as_array().unwrap();
    let six = groups.iter().find(|g| g["codes"][0] == "0.6").unwrap();
    assert_eq!(
        six["compared"],
        "equal on G(0) … G(4095); not compared further"
    );
    let four = groups.iter().find(|g| g["codes"][0] == "0.4").unwrap();
    assert_eq!(four["proven"], true);
    assert!(four["compared"]
        .as_str()
        .unwrap()
        .starts_with("equal for every n: certified with preperiod 54 and period 34"));
    let shifted = v["shifted_sequences"].as_array().unwrap();
    let dawson = shifted
        .iter()
        .find(|s| s["codes"][0] == "0.4" && s["codes"][1] == "0.07")
        .unwrap();
    assert_eq!(dawson["shift"], 1);
    assert!(dawson["compared"]
        .as_str()
        .unwrap()
        .starts_with("G(n + 1) = H(n) for every n"));
}
