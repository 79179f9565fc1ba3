//! The common names (`nimseq::game::GAME_NAMES`) against more of their sources than
//! the first values each entry carries: every term an OEIS source prints (at its offset, shifts
//! included), Officers' known zeros, Couples-Are-Forever (which no code spells) as Officers one
//! heap on, and the README's and the page's examples, which may pair a name only with its game.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::Path;

use nimseq::game::nim_sequence;
use nimseq::game::GAME_NAMES;
use nimseq::game::{Game, Nimber};

fn values(spec: &str, n: usize) -> Vec<Nimber> {
    nim_sequence(&spec.parse::<Game>().unwrap(), n).unwrap()
}

/// OEIS A002186, "Sprague-Grundy values for the game of Kayles (octal games .77 and .771)",
/// offset 0, the 105 terms the entry prints.
const A002186: [Nimber; 105] = [
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
    1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
    1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    4, 1, 2, 8, 1, 4, 7, 2, 1,
];

/// OEIS A002187, "Sprague-Grundy values for Dawson's Chess (octal game .137)", offset 0, the 132
/// terms the entry prints. Its comment: "Octal game .07 (Dawson's Kayles) has values a(n-1)."
const A002187: [Nimber; 132] = [
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

/// OEIS A046695, "Sprague-Grundy values for the game Couples-are-Forever (and for octal games
/// .6, .601, .61, .611, .62, .621, .63, .631)", offset 0, the 102 terms the entry prints.
const A046695: [Nimber; 102] = [
    0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2, 0, 1,
    2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3, 1, 2, 3, 4,
    2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4,
    2, 3, 0, 2, 3, 4,
];

/// OEIS A002188, "Sprague-Grundy values for Grundy's game", offset 0, the 105 terms of the
/// entry's data lines.
const A002188: [Nimber; 105] = [
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1,
    2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3,
    5, 2, 3, 5, 2, 3, 5, 2, 3,
];

/// The terms an OEIS entry prints, and where they sit on a named game's heaps: `G(n + shift)`
/// is the entry's `a(n)` (its offset is 0), and `G(n) = 0` below the shift.
struct Printed {
    spec: &'static str,
    entry: &'static str,
    terms: &'static [Nimber],
    shift: usize,
}

const PRINTED: &[Printed] = &[
    Printed {
        spec: "octal:0.77",
        entry: "A002186",
        terms: &A002186,
        shift: 0,
    },
    // "Octal game .07 (Dawson's Kayles) has values a(n-1)."
    Printed {
        spec: "octal:0.07",
        entry: "A002187",
        terms: &A002187,
        shift: 1,
    },
    Printed {
        spec: "octal:0.137",
        entry: "A002187",
        terms: &A002187,
        shift: 0,
    },
    Printed {
        spec: "octal:0.6",
        entry: "A046695",
        terms: &A046695,
        shift: 0,
    },
    Printed {
        spec: "grundy",
        entry: "A002188",
        terms: &A002188,
        shift: 0,
    },
];

/// The OEIS entries (`A` and six digits) a source names.
fn oeis_entries(source: &str) -> Vec<&str> {
    source
        .match_indices('A')
        .map(|(at, _)| &source[at..])
        .filter(|rest| rest.len() >= 7 && rest[1..7].bytes().all(|b| b.is_ascii_digit()))
        .map(|rest| &rest[..7])
        .collect()
}

#[test]
fn every_oeis_source_matches_all_the_terms_it_prints() {
    let mut checked = 0;
    for name in GAME_NAMES {
        for entry in oeis_entries(name.source) {
            let printed = PRINTED
                .iter()
                .find(|p| p.spec == name.spec && p.entry == entry)
                .unwrap_or_else(|| {
                    panic!(
                        "{} cites {entry}: its printed terms are not here",
                        name.name
                    )
                });
            let computed = values(name.spec, printed.terms.len() + printed.shift);
            assert!(
                computed[..printed.shift].iter().all(|&v| v == 0),
                "{}",
                name.name
            );
            assert_eq!(
                computed[printed.shift..],
                *printed.terms,
                "{} against {entry}",
                name.name
            );
            // The entry's own first values are the source's.
            assert_eq!(
                *name.first_values,
                computed[..name.first_values.len()],
                "{}",
                name.name
            );
            checked += 1;
        }
    }
    assert_eq!(
        checked,
        PRINTED.len(),
        "every printed list belongs to a name that cites it"
    );
}

#[test]
fn officers_zeros_are_the_known_ones() {
    // "Officers on the GPU" (mvr.github.io, 2025) lists the positions of value 0 known (computed
    // by others far beyond 2^12): "0, 1, 4, 12, 20, 30, 46, 72, 98, 124, 150, 176, 314 and 408".
    let computed = values("octal:0.6", 1 << 12);
    let zeros: Vec<usize> = (0..computed.len()).filter(|&n| computed[n] == 0).collect();
    assert_eq!(
        zeros,
        [0, 1, 4, 12, 20, 30, 46, 72, 98, 124, 150, 176, 314, 408]
    );
}

#[test]
fn a_take_and_break_spelling_of_an_octal_game_keeps_its_name() {
    // `tb:0.77` is the octal game.
    assert_eq!(
        "tb:0.77".parse::<Game>().unwrap().common_name(),
        Some("Kayles")
    );
}

/// Couples-Are-Forever by its own rule, as "Officers on the GPU" (mvr.github.io, 2025) states
/// it: "a move is to choose a heap and split it into two, with the proviso that you may not
/// split a heap of size 2. An Officers heap of size n is equivalent to a Couples-are-Forever
/// heap of size n+1." `G(n)` for `n < len`. No take-and-break code says it: only `d0` splits
/// without taking a token, and it does so for every heap size (`!` would forbid 2 + 2 too).
fn couples_are_forever(len: usize) -> Vec<Nimber> {
    let mut g: Vec<Nimber> = Vec::with_capacity(len);
    for n in 0..len {
        let options: Vec<Nimber> = if n == 2 {
            Vec::new()
        } else {
            (1..=n / 2).map(|a| g[a] ^ g[n - a]).collect()
        };
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

#[test]
fn couples_are_forever_is_officers_one_heap_on_and_not_4() {
    let caf = couples_are_forever(A046695.len() + 1);
    // Its heap of n + 1 is Officers' heap of n: A046695, offset 0, and `octal:0.6`.
    assert_eq!(caf[0], 0);
    assert_eq!(caf[1..], A046695);
    assert_eq!(caf[1..], values("octal:0.6", A046695.len()));
    // `tb:4.` splits couples too: a heap of 2 has value 1 there, 0 in Couples-Are-Forever.
    let split_any = values("tb:4.", 8);
    assert_eq!(split_any, [0, 0, 1, 0, 1, 0, 1, 0]);
    assert_eq!((split_any[2], caf[2]), (1, 0));
    assert_eq!("tb:4.".parse::<Game>().unwrap().common_name(), None);
    assert!(GAME_NAMES.iter().all(|e| !e.name.contains("Couples")));
}

/// The code written after a name (`0.77`, `tb:4.[3]`) as the game it spells.
fn spelled(code: &str) -> Option<Game> {
    code.parse()
        .ok()
        .or_else(|| format!("tb:{code}").parse().ok())
}

/// Every "NAME `CODE`" in `text` for the names of the table (longest first, so "Dawson's
/// Kayles `0.07`" is not read as "Kayles `0.07`"), where CODE spells a game by a code or a kind
/// (`0.77`, `tb:4.[3]`, `sub:1,2`; not heap sizes such as "Nim `60,60,60`").
fn named_codes(text: &str) -> Vec<(&'static str, String)> {
    let mut text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut names: Vec<&'static str> = GAME_NAMES.iter().map(|e| e.name).collect();
    names.sort_by_key(|name| std::cmp::Reverse(name.len()));
    let mut found = Vec::new();
    for name in names {
        let pattern = format!("{name} `");
        while let Some(at) = text.find(&pattern) {
            let rest = &text[at + pattern.len()..];
            let code = rest.split('`').next().unwrap_or("").to_string();
            if code.contains(['.', ':']) || code == "grundy" {
                found.push((name, code));
            }
            text.replace_range(at..at + pattern.len(), "");
        }
    }
    found
}

#[test]
fn the_readme_and_the_manual_pair_each_name_with_its_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut readme = fs::read_to_string(root.join("README.md")).unwrap();
    for page in fs::read_dir(root.join("docs")).unwrap() {
        let page = page.unwrap().path();
        if page.extension().is_some_and(|e| e == "md") {
            readme.push_str(&fs::read_to_string(page).unwrap());
        }
    }
    let pairs = named_codes(&readme);
    for (name, code) in &pairs {
        let game = spelled(code).unwrap_or_else(|| panic!("README: {name} `{code}` is no game"));
        assert_eq!(game.common_name(), Some(*name), "README: {name} `{code}`");
    }
    for name in [
        "Kayles",
        "Dawson's Kayles",
        "Dawson's Chess",
        "Officers",
        "Lasker's Nim",
    ] {
        assert!(pairs.iter().any(|(n, _)| *n == name), "README names {name}");
    }
    assert!(!readme.contains("Couples-Are-Forever `"));
}

#[test]
fn the_pages_examples_pair_each_name_with_its_game() {
    // The sequence view's markup, beside its script (inlined into the page by the build).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let html = fs::read_to_string(root.join("www/js/views/sequence/sequence.html")).unwrap();
    let mut names: Vec<&'static str> = GAME_NAMES.iter().map(|e| e.name).collect();
    names.sort_by_key(|name| std::cmp::Reverse(name.len()));
    let mut checked = 0;
    // The sequence view's examples show a game, so a name on one is the game's (the board's
    // buttons name positions: "Nim 3, 5, 7" is `sub:1-7` on heaps of at most 7).
    for button in html.split("data-example=\"").skip(1) {
        let (link, rest) = button.split_once('"').unwrap();
        let label = rest[1..].split("</button>").next().unwrap();
        let Some(name) = names.iter().find(|name| label.contains(*name)) else {
            continue;
        };
        let spec = link
            .split('&')
            .find_map(|p| p.strip_prefix("game="))
            .unwrap();
        let game: Game = spec.parse().unwrap();
        assert_eq!(game.common_name(), Some(*name), "{label}: {spec}");
        checked += 1;
    }
    assert!(
        checked >= 4,
        "the examples name Kayles, Dawson's Kayles, ...: {checked}"
    );
}
