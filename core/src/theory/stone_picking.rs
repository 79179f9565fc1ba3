//! The win/loss strings `B(S)` and result numbers `E(S)` of Nguyen & Tu, *A stone-picking
//! game* (2010), for the families its Part II lists. The game is the take-all rule: a heap
//! smaller than `min S` may be taken whole.

use num_bigint::BigInt;
use num_rational::BigRational;

use crate::game::SubtractionSet;
use crate::theory::{Claim, Pattern, Prediction};
use crate::words::t;

const SOURCE: &str = "Nguyen & Tu, A stone-picking game (2010), Part II";

/// `B(S)` built from pieces of bits, e.g. `("0110", 3)` is `0110` three times.
fn bits(pieces: &[(&str, usize)]) -> Vec<u16> {
    pieces
        .iter()
        .flat_map(|&(s, k)| s.repeat(k).into_bytes())
        .map(|b| u16::from(b - b'0'))
        .collect()
}

/// `2^k` as a big integer.
fn two_to(k: u32) -> BigInt {
    BigInt::from(1) << k
}

fn ratio(num: BigInt, den: BigInt) -> BigRational {
    BigRational::new(num, den)
}

/// The family's two claims: the string `B(S)` and the number `E(S)`. `family` names the sets
/// (`S = {1, 4}, 4 even`), `string` is `B(S)` between its brackets (`(01)^2 1`), `period` the
/// string's period when the paper gives it.
fn predict(
    family: String,
    string: String,
    period: Option<u32>,
    cycle: Vec<u16>,
    e: BigRational,
) -> Vec<Prediction> {
    let pattern = Pattern::new(vec![], cycle);
    let statement = match period {
        None => t!(
            "theory-outcome-string",
            family = family.as_str(),
            string = string
        ),
        Some(p) => t!(
            "theory-outcome-string-period",
            family = family.as_str(),
            string = string,
            period = p.to_string()
        ),
    };
    vec![
        Prediction {
            source: SOURCE,
            statement,
            claim: Claim::OutcomeString { pattern },
        },
        Prediction {
            source: SOURCE,
            statement: format!("{family}, E(S) = {e}"),
            claim: Claim::ResultNumber { value: e },
        },
    ]
}

pub(super) fn predictions(set: &SubtractionSet) -> Vec<Prediction> {
    let b = |x: i64| BigInt::from(x);
    match *set.elements() {
        [a] => {
            let cycle = bits(&[("0", 1), ("1", a as usize), ("0", a as usize - 1)]);
            let e = ratio(two_to(a), two_to(a) + 1);
            predict(
                format!("S = {{{a}}}"),
                format!("0 1^{a} 0^{}", a - 1),
                None,
                cycle,
                e,
            )
        }
        [1, c] if c % 2 == 1 => predict(
            t!(
                "theory-odd",
                set = format!("S = {{1, {c}}}"),
                c = c.to_string()
            ),
            "01".into(),
            None,
            bits(&[("01", 1)]),
            ratio(b(2), b(3)),
        ),
        [1, c] => predict(
            t!(
                "theory-even",
                set = format!("S = {{1, {c}}}"),
                c = c.to_string()
            ),
            format!("(01)^{} 1", c / 2),
            None,
            bits(&[("01", c as usize / 2), ("1", 1)]),
            ratio(b(4) * (two_to(c) + 1), b(3) * (two_to(c + 1) - 1)),
        ),
        [2, c] => {
            let k = c as usize / 4;
            let (cycle, e, shape) = match c % 4 {
                // Conclusion 3.1.1 (f(b) = f(b + 1) = 1); Part II prints `01` for the last two
                // bits, and its E(S) matches that misprint, not the game.
                0 => (
                    bits(&[("0110", k), ("11", 1)]),
                    ratio(b(2) * (two_to(c + 3) - 3), b(5) * (two_to(c + 2) - 1)),
                    "(0110)^(b/4) 11",
                ),
                1 => (
                    bits(&[("0110", k), ("011", 1)]),
                    ratio(b(2) * (two_to(c + 3) - 1), b(5) * (two_to(c + 2) - 1)),
                    "(0110)^((b-1)/4) 011",
                ),
                2 => (bits(&[("0110", 1)]), ratio(b(4), b(5)), "0110"),
                // Section 3.2's value; the summary in Part II gives half of it.
                _ => (
                    bits(&[("0110", k), ("01110", 1)]),
                    ratio(b(4) * (two_to(c + 2) + 3), b(5) * (two_to(c + 2) - 1)),
                    "(0110)^((b-3)/4) 01110",
                ),
            };
            predict(
                format!("S = {{2, {c}}}, {c} ≡ {} (mod 4)", c % 4),
                shape.into(),
                None,
                cycle,
                e,
            )
        }
        [1, 2, c] if c % 3 != 0 => predict(
            format!("S = {{1, 2, {c}}}, {c} ≢ 0 (mod 3)"),
            "011".into(),
            None,
            bits(&[("011", 1)]),
            ratio(b(6), b(7)),
        ),
        [1, 2, c] => predict(
            format!("S = {{1, 2, {c}}}, {c} ≡ 0 (mod 3)"),
            format!("(011)^{} 1", c / 3),
            None,
            bits(&[("011", c as usize / 3), ("1", 1)]),
            ratio(
                b(2) * (b(3) * two_to(c + 1) + 1),
                b(7) * (two_to(c + 1) - 1),
            ),
        ),
        [1, m, c] if m % 2 == 1 && c % 2 == 1 => predict(
            t!(
                "theory-both-odd",
                set = format!("S = {{1, {m}, {c}}}"),
                m = m.to_string(),
                c = c.to_string()
            ),
            "01".into(),
            None,
            bits(&[("01", 1)]),
            ratio(b(2), b(3)),
        ),
        [1, m, c] if m % 2 == 1 => predict(
            t!(
                "theory-odd-even",
                set = format!("S = {{1, {m}, {c}}}"),
                m = m.to_string(),
                c = c.to_string()
            ),
            format!("(01)^{} 0 1^{}", (c - 2) / 2, m + 1),
            Some(m + c),
            bits(&[
                ("01", (c as usize - 2) / 2),
                ("0", 1),
                ("1", m as usize + 1),
            ]),
            ratio(
                two_to(m + c) + two_to(m + 1) - 3,
                b(3) * (two_to(m + c) - 1),
            ),
        ),
        _ => Vec::new(),
    }
}
