//! Take-and-break games against the literature: Nim `0.[3]` (G(n) = n), Lasker's Nim `4.[3]`
//! (Winning Ways: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3), Grundy's
//! game's sparse values (Flammenkamp's table) (what the command line says of them: `tests/cli_take_break.rs`).
#![cfg(not(target_arch = "wasm32"))]

use nimseq_core::game::nim_sequence;
use nimseq_core::{
    game::Game,
    period::{find_period, Periodicity},
};

fn game(spec: &str) -> Game {
    spec.parse().unwrap()
}

#[test]
fn nim_is_the_identity() {
    let values = nim_sequence(&game("tb:0.[3]"), 5000).unwrap();
    assert!(values.iter().enumerate().all(|(n, &v)| usize::from(v) == n));
}

#[test]
fn lasker_nim_swaps_4k_plus_3_and_4k_plus_4() {
    let values = nim_sequence(&game("tb:4.[3]"), 4001).unwrap();
    assert_eq!(values[0], 0);
    for (n, &value) in values.iter().enumerate().skip(1) {
        let expected = match n % 4 {
            1 | 2 => n,
            3 => n + 1,
            _ => n - 1,
        };
        assert_eq!(usize::from(value), expected, "G({n})");
    }
}

/// Flammenkamp's "Sprague-Grundy Values of Grundy's Game" lists the sparse values (those whose
/// bits above the lowest have an even count); the first 48 positions, up to n = 231.
#[test]
fn grundy_sparse_values_match_flammenkamp() {
    let sparse: [usize; 48] = [
        0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20, 23, 26, 28, 31, 34, 37, 40, 43, 46, 49, 50, 52, 53,
        55, 58, 61, 87, 90, 93, 146, 149, 152, 158, 161, 164, 167, 176, 179, 181, 182, 185, 188,
        190, 193, 196, 231,
    ];
    let values = nim_sequence(&Game::grundy(), 232).unwrap();
    let found: Vec<usize> = (0..values.len())
        .filter(|&n| (values[n] >> 1).count_ones().is_multiple_of(2))
        .collect();
    assert_eq!(found, sparse);
    // His values at some of them.
    for (n, v) in [
        (87, 7),
        (146, 6),
        (158, 11),
        (181, 12),
        (196, 10),
        (231, 10),
    ] {
        assert_eq!(values[n], v, "G({n})");
    }
}

#[test]
fn certified_periods_of_take_and_break_codes() {
    // Splits into three heaps: the periodicity test with b = 3 certifies, and the reference's
    // brute force over every (p, e) agrees.
    for spec in [
        "tb:0.F", "tb:0.B", "tb:0.A", "tb:0.D", "tb:4.F", "tb:0.F1", "tb:0.F3", "tb:4.07",
    ] {
        let g = game(spec);
        let report = find_period(&g, 4000).unwrap();
        let Periodicity::Periodic(p) = &report.grundy else {
            panic!("{spec}: {}", report.grundy)
        };
        let brute = nimseq_core::reference::period(&g, 150).expect("the reference certifies too");
        assert_eq!((p.preperiod as usize, p.period as usize), brute, "{spec}");
    }
}

#[test]
fn no_theorem_no_certificate() {
    // Grundy's game (unequal splits) and codes that repeat forever are never certified periodic;
    // what is seen is reported as seen.
    let report = find_period(&Game::grundy(), 20_000).unwrap();
    assert_eq!(report.grundy, Periodicity::NotFound { checked_to: 20_000 });
    assert!(report.arithmetic.is_none(), "{:?}", report.arithmetic);
    let report = find_period(&game("tb:4.[3]"), 3000).unwrap();
    let a = report.arithmetic.expect("seen");
    assert_eq!(
        (a.preperiod, a.period, a.saltus, a.theorem.is_none()),
        (1, 4, 4, true)
    );
    assert_eq!(
        a.to_string(),
        "arithmetic-periodic as far as computed (n <= 3000), not certified: G(n + 4) = G(n) + 4 for n >= 1"
    );
}

/// On every code `d0.d1` (`d0` in 0, 4, 8, C; `d1` in 1 to F) and every `0.d1d2` with a digit
/// of 8 or more, a certified period is the one the reference finds by trying every `(p, e)`
/// with the same range on the same values.
#[test]
fn certified_periods_equal_the_brute_force() {
    let hex = "0123456789ABCDEF";
    let mut codes: Vec<String> = Vec::new();
    for d0 in ["0", "4", "8", "C"] {
        for d1 in hex[1..].chars() {
            codes.push(format!("{d0}.{d1}"));
        }
    }
    for d1 in hex.chars() {
        for d2 in hex[1..].chars() {
            if d1 >= '8' || d2 >= '8' {
                codes.push(format!("0.{d1}{d2}"));
            }
        }
    }
    let mut certified = 0;
    for code in codes {
        let g = game(&format!("tb:{code}"));
        let report = find_period(&g, 200).unwrap();
        if let Periodicity::Periodic(p) = &report.grundy {
            certified += 1;
            let len = report.checked_to as usize + 1;
            let brute = nimseq_core::reference::period(&g, len);
            assert_eq!(
                brute,
                Some((p.preperiod as usize, p.period as usize)),
                "{code}"
            );
        }
    }
    assert!(certified >= 30, "only {certified} codes certified");
}
