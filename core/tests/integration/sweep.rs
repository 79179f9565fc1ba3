//! Sweeps: every cell of the {a,b,c} grid with c <= 100 is checked against the reference
//! implementation. For each cell the reference values prove that the reported period is a
//! period from the reported preperiod (a repeated window of max S values), that no proper
//! divisor of it is (so it is the minimal period, which divides every period), and that the
//! preperiod cannot start one step earlier.
#![cfg(not(target_arch = "wasm32"))]

use rayon::prelude::*;

use nimseq_core::sweep::{cell_for, sweep, Cell, SweepSpec};
use nimseq_core::{
    game::{Game, Rule, SubtractionSet},
    reference,
};

fn primes_dividing(mut n: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut d = 2;
    while d * d <= n {
        if n.is_multiple_of(d) {
            out.push(d);
            while n.is_multiple_of(d) {
                n /= d;
            }
        }
        d += 1;
    }
    if n > 1 {
        out.push(n);
    }
    out
}

fn verify(set: &[u32], cell: Cell, rule: Rule) {
    assert!(cell.is_resolved(), "{set:?} unresolved");
    let game = Game::subtraction(
        SubtractionSet::new(set.iter().map(|&s| u64::from(s))).unwrap(),
        rule,
    );
    let (e, p) = (cell.preperiod as usize, cell.period as usize);
    let m = *set.last().unwrap() as usize;
    let v = reference::nim_sequence(&game, e + 2 * p + m);
    assert_eq!(
        v[e..e + m],
        v[e + p..e + p + m],
        "{set:?}: no window repeat at {e}, {p}"
    );
    for q in primes_dividing(p) {
        let d = p / q;
        assert!(
            (e..e + p).any(|n| v[n] != v[n + d]),
            "{set:?}: {d} is a smaller period"
        );
    }
    assert!(
        e == 0 || v[e - 1] != v[e - 1 + p],
        "{set:?}: preperiod {e} is not minimal"
    );
    assert_eq!(
        usize::from(cell.max_value),
        usize::from(*v[..e + p].iter().max().unwrap()),
        "{set:?}"
    );
}

#[test]
fn every_triple_up_to_100_matches_the_reference() {
    let grid = sweep(&SweepSpec::new(3, 100, 1 << 20, Rule::Normal).unwrap());
    assert_eq!(grid.len(), 161_700);
    let cells: Vec<_> = grid.iter().collect();
    cells
        .par_iter()
        .for_each(|(key, cell)| verify(key.as_slice(), *cell, Rule::Normal));
}

#[test]
fn pairs_under_every_rule_match_the_reference() {
    for rule in Rule::ALL {
        let grid = sweep(&SweepSpec::new(2, 40, 1 << 16, rule).unwrap());
        for (key, cell) in grid.iter() {
            verify(key.as_slice(), cell, rule);
        }
    }
}

#[test]
fn a_small_cap_leaves_cells_unresolved_not_wrong() {
    // {2, 5, 7} needs 22 + 7 values to show its period.
    assert!(!cell_for(&[2, 5, 7], Rule::Normal, 20).is_resolved());
    assert_eq!(cell_for(&[2, 5, 7], Rule::Normal, 29).period, 22);
    let grid = sweep(&SweepSpec::new(3, 12, 16, Rule::Normal).unwrap());
    for (key, cell) in grid.iter() {
        if cell.is_resolved() {
            verify(key.as_slice(), cell, Rule::Normal);
        }
    }
    assert!(grid.iter().any(|(_, c)| !c.is_resolved()));
}

#[test]
fn every_four_element_set_up_to_30_matches_the_reference() {
    let grid = sweep(&SweepSpec::new(4, 30, 1 << 20, Rule::Normal).unwrap());
    assert_eq!(grid.len(), 27_405);
    let cells: Vec<_> = grid.iter().collect();
    assert!(cells.iter().all(|(key, _)| key.as_slice().len() == 4));
    cells
        .par_iter()
        .for_each(|(key, cell)| verify(key.as_slice(), *cell, Rule::Normal));
}

#[test]
fn four_element_sets_under_every_rule_match_the_reference() {
    for rule in Rule::ALL {
        let grid = sweep(&SweepSpec::new(4, 14, 1 << 16, rule).unwrap());
        for (key, cell) in grid.iter() {
            verify(key.as_slice(), cell, rule);
        }
    }
}

#[test]
fn random_four_element_sets_match_the_general_path_and_the_reference() {
    // Sets with d up to 240 (elements past several words, small and large smallest
    // elements): the sweep's fast path, the general period search and the reference agree.
    let mut x = 2_718_281u64;
    let mut next = |below: u32| {
        x = x
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (x >> 33) as u32 % below
    };
    let sets: Vec<(Vec<u32>, Rule)> = (0..400)
        .map(|i| {
            let d = 4 + next(237);
            let c = 3 + next(d - 3);
            let b = 2 + next(c - 2);
            let a = 1 + next(b - 1);
            (vec![a, b, c, d], Rule::ALL[i % Rule::ALL.len()])
        })
        .collect();
    sets.par_iter().for_each(|(set, rule)| {
        let mut kernel = nimseq_core::sweep::SweepKernel::new();
        let fast = kernel.cell(set, *rule, 1 << 20);
        assert_eq!(fast, cell_for(set, *rule, 1 << 20), "{set:?} {rule}");
        if fast.is_resolved() {
            verify(set, fast, *rule);
        }
    });
}
