//! The papers' theorems checked over ranges, through the theory module's verdicts: each
//! prediction is compared with a certified computation.

use nimseq_core::sweep::{sweep, SweepSpec};
use nimseq_core::theory::{check, predictions, Claim, Prediction, Status};
use nimseq_core::theory::{check_grid, Bound, Conjecture};
use nimseq_core::{
    game::{Game, Rule},
    period::PeriodSearch,
};

/// Every prediction for `spec` whose source contains `source`, with its verdict.
fn verdicts(spec: &str, source: &str) -> Vec<(Prediction, Status)> {
    let game: Game = spec.parse().unwrap();
    let (report, values) = PeriodSearch::new(&game, 1 << 22).unwrap().run().unwrap();
    predictions(&game)
        .into_iter()
        .filter(|p| p.source.contains(source))
        .map(|p| {
            let v = check(&p, &game, &report, &values);
            (p, v.status)
        })
        .collect()
}

fn assert_all(spec: &str, source: &str, expected: Status) {
    let found = verdicts(spec, source);
    assert!(!found.is_empty(), "{spec}: no prediction from {source}");
    for (p, status) in found {
        assert_eq!(status, expected, "{spec}: {}", p.statement);
    }
}

#[test]
fn benesh_formula_for_every_pair_up_to_200() {
    for b in 2..=200 {
        for a in 1..b {
            assert_all(
                &format!("sub:{a},{b}"),
                "Benesh et al. 2020, Theorem 1",
                Status::Agrees,
            );
        }
    }
}

#[test]
fn single_element_sets() {
    for a in 1..=200 {
        assert_all(&format!("sub:{a}"), "Theorem 4.6", Status::Agrees);
    }
}

#[test]
fn consecutive_sets_have_period_p_plus_q() {
    for q in 2..=80 {
        for p in 1..q {
            assert_all(&format!("sub:{p}-{q}"), "Theorem 4.8", Status::Agrees);
        }
    }
}

#[test]
fn all_odd_sets_give_0_1_exactly_when_1_is_in_s() {
    // Every non-empty set of odd numbers up to 23 (4095 sets).
    let odds: Vec<u32> = (1..=23).step_by(2).collect();
    for mask in 1u32..(1 << odds.len()) {
        let set: Vec<String> = (0..odds.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| odds[i].to_string())
            .collect();
        let expected = if mask & 1 == 1 {
            Status::Agrees
        } else {
            Status::Disagrees
        };
        assert_all(&format!("sub:{}", set.join(",")), "Theorem 4.9", expected);
    }
}

#[test]
fn ferguson_pairing_for_pairs_and_triples() {
    for c in 2..=30 {
        for b in 1..c {
            assert_all(&format!("sub:{b},{c}"), "Ferguson", Status::Agrees);
            for a in 1..b {
                assert_all(&format!("sub:{a},{b},{c}"), "Ferguson", Status::Agrees);
            }
        }
    }
}

#[test]
fn theorem_4_10_whenever_it_applies() {
    let mut applied = 0;
    for c in 3..=24 {
        for b in 2..c {
            for a in 1..b {
                let found = verdicts(&format!("sub:{a},{b},{c}"), "Theorem 4.10");
                for (p, status) in &found {
                    assert_eq!(*status, Status::Agrees, "{a},{b},{c}: {}", p.statement);
                }
                applied += found.len();
            }
        }
    }
    assert!(applied >= 50, "Theorem 4.10 applied only {applied} times");
    // {1, 2, 4}: T = {1, 2} has (0 1 2); 4 is not a multiple of 3.
    let found = verdicts("sub:1,2,4", "Theorem 4.10");
    assert!(matches!(&found[0].0.claim, Claim::SameSequenceAs { game } if game == "sub:1,2"));
}

#[test]
fn theorem_4_11_sets_are_not_immediately_periodic() {
    for extra in [
        vec![],
        vec![7],
        vec![10],
        vec![10, 13],
        vec![7, 16, 31],
        vec![100],
    ] {
        let mut set = vec![2, 4, 7];
        set.extend(extra.iter().filter(|&&x| x != 7));
        let spec = format!(
            "sub:{}",
            set.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
        );
        assert_all(&spec, "Theorem 4.11", Status::Agrees);
    }
}

/// The stone-picking families: `B(S)` claims and `E(S)` claims, under the take-all rule.
fn stone_picking(spec: &str) -> (Status, Status) {
    let found = verdicts(&format!("{spec}/take-all"), "stone-picking");
    let pick = |want_b: bool| {
        found
            .iter()
            .find(|(p, _)| matches!(p.claim, Claim::OutcomeString { .. }) == want_b)
            .map(|(_, s)| *s)
            .unwrap_or_else(|| panic!("{spec}: missing claim"))
    };
    (pick(true), pick(false))
}

#[test]
fn stone_picking_strings_all_agree_and_result_numbers_where_the_paper_is_right() {
    use Status::{Agrees, Disagrees};
    for a in 1..=40 {
        assert_eq!(
            stone_picking(&format!("sub:{a}")),
            (Agrees, Agrees),
            "{{{a}}}"
        );
    }
    for b in 2..=60 {
        // {1, b}: the string is right; E(S) for b even is not 4(2^b+1)/(3(2^(b+1)-1)) but
        // 2(2^(b+1)+1)/(3(2^(b+1)-1)).
        let e = if b % 2 == 1 { Agrees } else { Disagrees };
        assert_eq!(
            stone_picking(&format!("sub:1,{b}")),
            (Agrees, e),
            "{{1,{b}}}"
        );
    }
    for b in 3..=60 {
        // b ≡ 0 (mod 4): 2(2^(b+3)-3)/(5(2^(b+2)-1)) is E of the misprinted string ...01.
        let e = if b % 4 == 0 { Disagrees } else { Agrees };
        assert_eq!(
            stone_picking(&format!("sub:2,{b}")),
            (Agrees, e),
            "{{2,{b}}}"
        );
    }
    for c in 3..=60 {
        assert_eq!(
            stone_picking(&format!("sub:1,2,{c}")),
            (Agrees, Agrees),
            "{{1,2,{c}}}"
        );
    }
    for b in (3..=21).step_by(2) {
        for c in b + 1..=40 {
            // c even: E(S) is off by a factor 2 (the paper's formula is half the true value).
            let e = if c % 2 == 1 { Agrees } else { Disagrees };
            assert_eq!(
                stone_picking(&format!("sub:1,{b},{c}")),
                (Agrees, e),
                "{{1,{b},{c}}}"
            );
        }
    }
}

#[test]
fn conjecture_5_1_with_n_the_largest_element() {
    // Pairs: the hypothesis a <= ceil(l/2) with b an odd multiple of a only allows {1, 3},
    // whose period is 2, not 2·3 - 2 = 4. Every other pair agrees.
    let augment = Conjecture::Augment {
        bound: Bound::LargestElement,
    };
    let pairs = check_grid(
        &sweep(&SweepSpec::new(2, 200, 1 << 20, Rule::Normal).unwrap()),
        augment,
    );
    assert!(pairs.unresolved.is_empty());
    let sets: Vec<&[u32]> = pairs
        .counterexamples
        .iter()
        .map(|c| c.set.as_slice())
        .collect();
    assert_eq!(sets, [&[1u32, 3][..]]);
    assert_eq!(pairs.counterexamples[0].predicted, "2l − a = 4");
    assert_eq!(pairs.counterexamples[0].computed, 2);
    assert_eq!(pairs.agreeing + 1, pairs.tested);
    // Triples: no counterexample with c <= 60 (each cell certified, none unresolved).
    let triples = check_grid(
        &sweep(&SweepSpec::new(3, 60, 1 << 20, Rule::Normal).unwrap()),
        augment,
    );
    assert!(triples.unresolved.is_empty());
    assert!(triples.tested > 8000, "{}", triples.tested);
    assert_eq!(triples.agreeing, triples.tested);
    // The counterexample is real: recompute it directly.
    let direct = PeriodSearch::new(&"sub:1,3".parse().unwrap(), 1000)
        .unwrap()
        .run()
        .unwrap()
        .0;
    assert_eq!(direct.grundy.period().map(|p| p.period), Some(2));
}

#[test]
fn conjecture_5_1_reduces_to_theorem_4_8_when_n_is_the_set_size() {
    for dims in [2, 3] {
        let grid = sweep(&SweepSpec::new(dims, 60, 1 << 20, Rule::Normal).unwrap());
        let report = check_grid(
            &grid,
            Conjecture::Augment {
                bound: Bound::SetSize,
            },
        );
        // Only {l-1, l} and {l-2, l-1, l} satisfy a <= ceil(|S|/2): consecutive sets.
        assert_eq!(report.tested, 59 - u64::from(dims == 3));
        assert_eq!(report.agreeing, report.tested);
        assert!(report.counterexamples.is_empty());
    }
}
