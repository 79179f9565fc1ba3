//! Sweeps: every cell of the {a,b,c} grid with c <= 100 is checked against the reference
//! implementation. For each cell the reference values prove that the reported period is a
//! period from the reported preperiod (a repeated window of max S values), that no proper
//! divisor of it is (so it is the minimal period, which divides every period), and that the
//! preperiod cannot start one step earlier.
#![cfg(not(target_arch = "wasm32"))]

use rayon::prelude::*;

use nimseq::sweep::{cell_for, sweep, Cell, SweepSpec};
use nimseq::{reference, Game, Rule, SubtractionSet};

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
