//! The misère genus (`nimseq_core::misere::misere_genus`), checked two ways:
//!
//! - against the definition, computed here by the plainest recursion and sharing nothing with
//!   the core but the games' moves: `γk` is the misère nim-value (1 for a position without a
//!   move, else the mex of its options') of the heap plus `k` real heaps of size 2, played
//!   out move by move, every position a sorted list of heaps;
//! - against CGSuite's own table of genera (Aaron Siegel's CGSuite, `GameHeapTest.scala`:
//!   `game.heap.Kayles`, `DawsonsKayles`, `GrundysGame` and `Subtraction([2,3,7])`, heaps 0 to
//!   20), rewritten in Winning Ways' notation. CGSuite writes a game whose misère canonical
//!   form is a Nim heap `*g` as `g` alone (genus `0^120`, `1^031`, `g^(g)(g⊕2)` for `g ≥ 2`)
//!   and a tame or restive game with one digit (`2^2` is `2^20`, `1^1` is `1^13`); the
//!   expansions below follow its `Genus.supDigit`. *Winning Ways* ch. 13's tables themselves
//!   were not to be had here; its best known symbol, five pins of Kayles `4^146`, is CGSuite's
//!   too. For 0.75 no published table of genera was found: it stands on the definition alone.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::HashMap;

use nimseq_core::game::Game;
use nimseq_core::misere::{misere_genus, GenusReport, GenusStatus};

fn game(spec: &str) -> Game {
    spec.parse().unwrap()
}

/// A heap of the brute force: one of the game's (`false`) or a Nim heap (`true`), and its size.
type Part = (bool, u64);

/// The misère nim-value of a sum, by the definition: 1 without a move, else the mex of the
/// options' values; every position a sorted list of its heaps.
struct Plain<'a> {
    game: &'a Game,
    memo: HashMap<Vec<Part>, u32>,
}

impl Plain<'_> {
    fn value(&mut self, position: &[Part]) -> u32 {
        let mut key = position.to_vec();
        key.sort_unstable();
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut seen = Vec::new();
        for (i, &(nim, size)) in key.iter().enumerate() {
            let rest = key
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, p)| *p);
            let moves: Vec<Vec<u64>> = if nim {
                (0..size).map(|s| vec![s]).collect()
            } else {
                self.game
                    .options(size)
                    .into_iter()
                    .map(|(_, l)| l)
                    .collect()
            };
            for leaves in moves {
                let next: Vec<Part> = rest
                    .clone()
                    .chain(leaves.into_iter().map(|s| (nim, s)))
                    .collect();
                seen.push(self.value(&next));
            }
        }
        let v = if seen.is_empty() {
            1
        } else {
            (0..).find(|v| !seen.contains(v)).unwrap()
        };
        self.memo.insert(key, v);
        v
    }

    /// `γk` of heap `n`: the heap plus `k` Nim heaps of size 2.
    fn gamma(&mut self, n: u64, k: usize) -> u32 {
        let mut position = vec![(false, n)];
        position.extend(std::iter::repeat_n((true, 2), k));
        self.value(&position)
    }
}

/// The normal-play nim-value of heap `n`, by the definition (the XOR of a split's parts).
fn normal(game: &Game, n: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&v) = memo.get(&n) {
        return v;
    }
    let seen: Vec<u32> = game
        .options(n)
        .into_iter()
        .map(|(_, leaves)| leaves.iter().fold(0, |x, &s| x ^ normal(game, s, memo)))
        .collect();
    let v = (0..).find(|v| !seen.contains(v)).unwrap();
    memo.insert(n, v);
    v
}

fn genus(spec: &str, to: u64) -> GenusReport {
    let report = misere_genus(&game(spec), to, 1 << 22).unwrap();
    assert_eq!(report.status(), GenusStatus::Complete, "{spec}");
    assert_eq!(report.genus().len() as u64, to + 1);
    report
}

/// Every heap `0 ..= to` of `spec` against the definition, `γ0 … γ(terms − 1)` each.
fn agrees_with_the_definition(spec: &str, to: u64, terms: usize) {
    let g = game(spec);
    let report = genus(spec, to);
    let mut plain = Plain {
        game: &g,
        memo: HashMap::new(),
    };
    let mut normals = HashMap::new();
    for h in report.genus() {
        let n = h.heap();
        assert_eq!(
            h.normal(),
            normal(&g, n, &mut normals),
            "{spec} heap {n}: g"
        );
        for k in 0..terms {
            assert_eq!(
                h.term(k as u64),
                plain.gamma(n, k),
                "{spec} heap {n}: γ{k} of {}",
                h.symbol()
            );
        }
        // The symbol is cut where the digits start to alternate, and no earlier.
        let s = h.superscript();
        assert!(s.len() >= 2, "{spec} heap {n}: {}", h.symbol());
        if s.len() > 2 {
            assert_ne!(
                s[s.len() - 1],
                s[s.len() - 3],
                "{spec} heap {n}: {}",
                h.symbol()
            );
        }
    }
}

#[test]
fn kayles_dawsons_kayles_and_0_75_agree_with_the_definition() {
    agrees_with_the_definition("octal:0.77", 9, 6);
    agrees_with_the_definition("octal:0.07", 12, 6);
    agrees_with_the_definition("octal:0.75", 11, 6);
}

#[test]
fn other_games_agree_with_the_definition() {
    agrees_with_the_definition("sub:1,2", 14, 6);
    agrees_with_the_definition("sub:3,5,6/take-all", 14, 6);
    agrees_with_the_definition("grundy", 11, 6);
    agrees_with_the_definition("tb:0.[3]", 6, 6);
    agrees_with_the_definition("octal:0.137", 12, 6);
    agrees_with_the_definition("tb:0.8", 12, 5);
}

#[test]
fn a_subtractions_rule_does_not_change_its_genus() {
    assert_eq!(
        genus("sub:1,2/misere", 12).genus(),
        genus("sub:1,2", 12).genus()
    );
}

fn symbols(report: &GenusReport) -> Vec<String> {
    report
        .genus()
        .iter()
        .map(|g| g.symbol().to_string())
        .collect()
}

/// CGSuite's `[Kayles(n).Genus for n from 0 to 20]`:
/// `[0,1,2,3,1,4^146,3,2^2,1^1,4^046,2^2,6^46,4^046,1^1,2^2,7^57,1^13,4^64,3^31,2^20,1^031]`.
#[test]
fn kayles_as_cgsuite_tabulates_it() {
    let expected = [
        "0^120", "1^031", "2^20", "3^31", "1^031", "4^146", "3^31", "2^20", "1^13", "4^046",
        "2^20", "6^46", "4^046", "1^13", "2^20", "7^57", "1^13", "4^64", "3^31", "2^20", "1^031",
    ];
    assert_eq!(symbols(&genus("octal:0.77", 20)), expected);
}

/// CGSuite's `[DawsonsKayles(n).Genus for n from 0 to 20]`:
/// `[0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,2,4^146,0,5^057,2^0520,2,3^1431,3]`.
#[test]
fn dawsons_kayles_as_cgsuite_tabulates_it() {
    let expected = [
        "0^120", "0^120", "1^031", "1^031", "2^20", "0^120", "3^31", "1^031", "1^031", "0^120",
        "3^1431", "3^31", "2^0520", "2^20", "4^146", "0^120", "5^057", "2^0520", "2^20", "3^1431",
        "3^31",
    ];
    assert_eq!(symbols(&genus("octal:0.07", 20)), expected);
}

/// CGSuite's `[GrundysGame(n).Genus for n from 0 to 20]`:
/// `[0,0,0,1,0,2,1,0,2,1,0,2,1,3^1431,2,1,3^1431,2,4^0564,3^1431,0^20]` (heap 20 is
/// restive: misère value 2, then `2 ⊕ 2, 2, …`).
#[test]
fn grundys_game_as_cgsuite_tabulates_it() {
    let expected = [
        "0^120", "0^120", "0^120", "1^031", "0^120", "2^20", "1^031", "0^120", "2^20", "1^031",
        "0^120", "2^20", "1^031", "3^1431", "2^20", "1^031", "3^1431", "2^20", "4^0564", "3^1431",
        "0^20",
    ];
    assert_eq!(symbols(&genus("grundy", 20)), expected);
}

/// CGSuite writes every heap of `Subtraction([2,3,7])` up to 20 as a Nim heap: the tame genus
/// of its nim-value.
#[test]
fn subtraction_2_3_7_is_tame_as_cgsuite_tabulates_it() {
    let report = genus("sub:2,3,7", 20);
    let values = [
        0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0, 0, 1, 1, 2, 0,
    ];
    for (h, g) in report.genus().iter().zip(values) {
        let tame = match g {
            0 => "0^120".to_string(),
            1 => "1^031".to_string(),
            g => format!("{g}^{g}{}", g ^ 2),
        };
        assert_eq!(h.symbol(), tame, "heap {}", h.heap());
    }
}

#[test]
fn larger_kayles_heaps_are_quick_and_keep_the_normal_values() {
    let report = genus("octal:0.77", 40);
    let kayles = nimseq_core::game::nim_sequence(&game("octal:0.77"), 41).unwrap();
    for (h, &g) in report.genus().iter().zip(&kayles) {
        assert_eq!(h.normal(), u32::from(g));
    }
}
