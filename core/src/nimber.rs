//! Nim arithmetic: the nim-sum `a ⊕ b` (XOR) and the nim-product `a ⊗ b` of Conway's field of
//! nimbers, with the working a person can follow.
//!
//! The nim-product is defined by `a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`.
//! Below each Fermat 2-power `F = 2^(2^k)` the numbers form a field, and with
//! `x = x₁·F ⊕ x₀` (`x₁, x₀ < F`) the product follows from `F ⊗ F = F ⊕ F/2` (that is `3F/2`)
//! and `x ⊗ F = x·F` for `x < F`:
//!
//! `a ⊗ b = ((a₁⊗b₁ ⊕ a₁⊗b₀ ⊕ a₀⊗b₁) · F) ⊕ a₀⊗b₀ ⊕ (a₁⊗b₁) ⊗ F/2`.
//!
//! [`nim_product_by_mex`] computes the definition itself, for the tests.

use serde::Serialize;

use crate::error::{GameError, Limit};
use crate::game::parse_count;
use crate::limits::{self, MAX_NIMBER, MAX_NIMBER_COUNT};

/// The nim-sum of two nimbers: their XOR.
pub fn nim_sum(a: u64, b: u64) -> u64 {
    a ^ b
}

/// The nim-product of two nimbers below `2^64`.
///
/// # Examples
/// ```
/// use nimseq_core::nimber::nim_product;
/// assert_eq!(nim_product(2, 2), 3);
/// assert_eq!(nim_product(4, 4), 6);
/// assert_eq!(nim_product(2, 3), 1); // 3 is the inverse of 2
/// assert_eq!(nim_product(16, 16), 24);
/// ```
pub fn nim_product(a: u64, b: u64) -> u64 {
    product_below(a, b, 32)
}

/// `a ⊗ b` for `a, b < 2^(2 half)`, where `2^half` is a Fermat 2-power.
fn product_below(a: u64, b: u64, half: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    // Both below 2^half: the product stays in the smaller field.
    if half > 1 && a >> half == 0 && b >> half == 0 {
        return product_below(a, b, half / 2);
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let high = product_below(a1, b1, half / 2);
    let low = product_below(a0, b0, half / 2);
    // Karatsuba: a1 b0 ⊕ a0 b1 = (a1 ⊕ a0)(b1 ⊕ b0) ⊕ a1 b1 ⊕ a0 b0.
    let middle = product_below(a1 ^ a0, b1 ^ b0, half / 2) ^ high ^ low;
    (((high ^ middle) << half) ^ low) ^ product_below(high, 1 << (half - 1), half / 2)
}

/// `a ⊗ b` straight from the mex definition, for `a, b` up to a few dozen (quadratic in both,
/// and recursive): the test oracle for [`nim_product`].
pub fn nim_product_by_mex(a: u64, b: u64) -> u64 {
    let mut table = vec![vec![0u64; b as usize + 1]; a as usize + 1];
    for x in 0..=a as usize {
        for y in 0..=b as usize {
            let mut seen = Vec::new();
            for x2 in 0..x {
                for y2 in 0..y {
                    seen.push(table[x2][y] ^ table[x][y2] ^ table[x2][y2]);
                }
            }
            table[x][y] = crate::mex::mex(seen.iter().map(|&v| v as u32)).into();
        }
    }
    table[a as usize][b as usize]
}

/// One line of a nim-product's working: `2^i ⊗ 2^j`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProductTerm {
    /// `i`: the bit of the left factor.
    pub left_bit: u32,
    /// `j`: the bit of the right factor.
    pub right_bit: u32,
    /// `2^i ⊗ 2^j` as a decimal string (exact beyond 2^53).
    pub value: String,
    /// The same in binary.
    pub binary: String,
}

/// A calculation with its working, ready to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Calculation {
    /// The numbers, as decimal strings.
    pub numbers: Vec<String>,
    /// The numbers in binary, padded to the same width.
    pub binary: Vec<String>,
    /// Their nim-sum.
    pub sum: String,
    /// The nim-sum in binary, same width.
    pub sum_binary: String,
    /// Their nim-product (of all the numbers, left to right).
    pub product: String,
    /// The nim-product in binary.
    pub product_binary: String,
    /// For two numbers with at most [`MAX_TERMS_SHOWN`] terms: `2^i ⊗ 2^j` for every pair of
    /// set bits; the product is the XOR of these. Empty otherwise.
    pub terms: Vec<ProductTerm>,
}

/// Most `2^i ⊗ 2^j` terms listed in a product's working.
pub const MAX_TERMS_SHOWN: usize = 64;

/// Reads numbers separated by spaces, commas or `⊕`/`⊗`/`+`/`*` signs and combines them.
///
/// # Errors
/// [`GameError::BadNumber`] for a word that is not a whole number, a limit error for a number
/// above 2^64 - 1 or too many numbers, [`GameError::EmptySum`] for no numbers.
///
/// # Examples
/// ```
/// use nimseq_core::nimber::calculate;
/// let c = calculate("5, 6")?;
/// assert_eq!((c.sum.as_str(), c.product.as_str()), ("3", "8"));
/// assert_eq!(c.binary, ["101", "110"]);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn calculate(text: &str) -> Result<Calculation, GameError> {
    limits::check_input(text)?;
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || ",;+*⊕⊗".contains(c))
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        return Err(GameError::EmptySum);
    }
    limits::check(Limit::NimberCount, words.len() as u64, MAX_NIMBER_COUNT)?;
    let numbers = words
        .iter()
        .map(|w| parse_count(w, Limit::NimberSize, MAX_NIMBER))
        .collect::<Result<Vec<u64>, _>>()?;
    let sum = numbers.iter().fold(0, |x, &n| nim_sum(x, n));
    let product = numbers[1..]
        .iter()
        .fold(numbers[0], |x, &n| nim_product(x, n));
    let width = numbers
        .iter()
        .chain([&sum])
        .map(|&n| binary(n).len())
        .max()
        .unwrap_or(1);
    let padded = |n: u64| format!("{:0>width$}", binary(n));
    let terms = match numbers[..] {
        [a, b] if (a.count_ones() * b.count_ones()) as usize <= MAX_TERMS_SHOWN => bits(a)
            .flat_map(|i| bits(b).map(move |j| (i, j)))
            .map(|(i, j)| {
                let v = nim_product(1 << i, 1 << j);
                ProductTerm {
                    left_bit: i,
                    right_bit: j,
                    value: v.to_string(),
                    binary: binary(v),
                }
            })
            .collect(),
        _ => Vec::new(),
    };
    Ok(Calculation {
        numbers: numbers.iter().map(u64::to_string).collect(),
        binary: numbers.iter().map(|&n| padded(n)).collect(),
        sum: sum.to_string(),
        sum_binary: padded(sum),
        product: product.to_string(),
        product_binary: binary(product),
        terms,
    })
}

/// `n` in binary.
pub fn binary(n: u64) -> String {
    format!("{n:b}")
}

/// The set bits of `n`, lowest first.
fn bits(n: u64) -> impl Iterator<Item = u32> {
    (0..64).filter(move |i| n >> i & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn products_agree_with_the_definition() {
        let n = 34;
        let mut table = vec![vec![0u64; n]; n];
        for x in 0..n {
            for y in 0..n {
                let mut seen = Vec::new();
                for x2 in 0..x {
                    for y2 in 0..y {
                        seen.push(table[x2][y] ^ table[x][y2] ^ table[x2][y2]);
                    }
                }
                table[x][y] = u64::from(crate::mex::mex(seen.iter().map(|&v| v as u32)));
                assert_eq!(nim_product(x as u64, y as u64), table[x][y], "{x} ⊗ {y}");
            }
        }
        assert_eq!(nim_product_by_mex(7, 9), table[7][9]);
    }

    #[test]
    fn fermat_powers() {
        // Distinct Fermat 2-powers multiply as integers; equal ones give 3F/2.
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            if f <= 1 << 32 {
                assert_eq!(nim_product(f, f), f + f / 2, "F = {f}");
            }
        }
        assert_eq!(nim_product(1 << 32, 1 << 32), (1 << 32) + (1 << 31));
        assert_eq!(nim_product(4, 16), 64);
        assert_eq!(nim_product(2, 1 << 32), 1 << 33);
    }

    #[test]
    fn the_nimbers_below_a_fermat_power_form_a_field() {
        // Below 16: commutative, associative, distributive, and every non-zero has an inverse.
        for a in 0..16u64 {
            for b in 0..16 {
                assert_eq!(nim_product(a, b), nim_product(b, a));
                for c in 0..16 {
                    assert_eq!(
                        nim_product(nim_product(a, b), c),
                        nim_product(a, nim_product(b, c))
                    );
                    assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
                }
            }
            if a > 0 {
                assert_eq!((1..16).filter(|&b| nim_product(a, b) == 1).count(), 1);
            }
        }
        // Large numbers: associativity and distributivity on a spread of 64-bit values.
        let xs = [
            u64::MAX,
            0x8000_0000_0000_0001,
            0x1234_5678_9abc_def0,
            0xffff_0000_ffff,
            3,
            1 << 63,
        ];
        for &a in &xs {
            for &b in &xs {
                for &c in &xs {
                    assert_eq!(
                        nim_product(nim_product(a, b), c),
                        nim_product(a, nim_product(b, c))
                    );
                    assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
                }
            }
        }
    }

    #[test]
    fn calculations_show_their_working() {
        let c = calculate("3 ⊗ 5").unwrap();
        assert_eq!(c.sum, "6");
        assert_eq!(c.product, nim_product(3, 5).to_string());
        // 3 = 2^0 + 2^1, 5 = 2^0 + 2^2: four terms whose XOR is the product.
        assert_eq!(c.terms.len(), 4);
        let xor = c
            .terms
            .iter()
            .fold(0u64, |x, t| x ^ t.value.parse::<u64>().unwrap());
        assert_eq!(xor.to_string(), c.product);
        assert_eq!(c.binary, ["011", "101"]);
        assert_eq!(c.sum_binary, "110");
        let big = calculate("18446744073709551615 2").unwrap();
        assert_eq!(big.sum, "18446744073709551613");
        assert!(calculate("18446744073709551616").is_err());
        assert!(calculate("-1").is_err());
        assert!(calculate("").is_err());
        assert!(calculate("1 2 x").is_err());
        assert!(calculate(&"1 ".repeat(17)).is_err());
    }
}
