//! The nim calculator beside the board: the nim-sum and nim-product of numbers typed in, with
//! the binary working (the product as the XOR of the products of powers of two), in the lines
//! the page shows.

use serde::Serialize;

use crate::texts::t;
use nimseq_core::nimber::{calculate, Calculation};
use nimseq_core::GameError;

/// The nim calculator's working, line by line, with the calculation it shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NimCalculator {
    /// The numbers, their nim-sum and nim-product (see `Calculation` in the core).
    #[serde(flatten)]
    pub calculation: Calculation,
    /// The answer in one line: `nim-sum 5 ⊕ 6 = 3`.
    pub sum_line: String,
    /// The working's description for a screen reader: `nim-sum: 5 ⊕ 6 = 3`.
    pub sum_label: String,
    /// The numbers in binary, one above the other: `  101  (5)`, `⊕ 110  (6)`.
    pub working: Vec<String>,
    /// The rule under them: `  ───`.
    pub rule: String,
    /// Their nim-sum under the rule: `= 011  (3)`.
    pub total: String,
    /// The nim-product: `5 ⊗ 6 = 8 (1000₂)`.
    pub product_line: String,
    /// For two numbers: each `2^i ⊗ 2^j` the product is the XOR of, `2^2 ⊗ 2^1 = 8 (1000₂)`
    /// (empty otherwise).
    pub term_lines: Vec<String>,
}

/// The nim calculator for `text`: numbers separated by spaces, commas or signs.
///
/// # Errors
/// As [`calculate`]: a word that is not a whole number, a number above 2^64 - 1, too many
/// numbers or none.
///
/// # Examples
/// ```
/// use nimseq_page::nim_calculator;
/// let c = nim_calculator("5 6")?;
/// assert_eq!(c.sum_line, "nim-sum 5 ⊕ 6 = 3");
/// assert_eq!(c.working, ["  101  (5)", "⊕ 110  (6)"]);
/// assert_eq!(c.total, "= 011  (3)");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn nim_calculator(text: &str) -> Result<NimCalculator, GameError> {
    let c = calculate(text)?;
    let width = c
        .binary
        .iter()
        .chain([&c.sum_binary])
        .map(|b| b.chars().count())
        .max()
        .unwrap_or(0);
    let line =
        |sign: &str, bits: &str, decimal: &str| format!("{sign} {bits:0>width$}  ({decimal})");
    let working = c
        .numbers
        .iter()
        .zip(&c.binary)
        .enumerate()
        .map(|(i, (n, bits))| line(if i == 0 { " " } else { "⊕" }, bits, n))
        .collect();
    let sum = c.numbers.join(" ⊕ ");
    Ok(NimCalculator {
        sum_line: t!("calc-sum-line", sum = sum.as_str(), result = c.sum.as_str()),
        sum_label: t!(
            "calc-sum-label",
            sum = sum.as_str(),
            result = c.sum.as_str()
        ),
        working,
        rule: format!("  {}", "─".repeat(width)),
        total: line("=", &c.sum_binary, &c.sum),
        product_line: format!(
            "{} = {} ({}₂)",
            c.numbers.join(" ⊗ "),
            c.product,
            c.product_binary
        ),
        term_lines: c
            .terms
            .iter()
            .map(|t| {
                format!(
                    "2^{} ⊗ 2^{} = {} ({}₂)",
                    t.left_bit, t.right_bit, t.value, t.binary
                )
            })
            .collect(),
        calculation: c,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_working_is_laid_out_in_binary() {
        let c = nim_calculator("5, 6").unwrap();
        assert_eq!(c.sum_label, "nim-sum: 5 ⊕ 6 = 3");
        assert_eq!(c.rule, "  ───");
        assert_eq!(c.product_line, "5 ⊗ 6 = 8 (1000₂)");
        // 5 ⊗ 6 = (4 ⊕ 1) ⊗ (4 ⊕ 2): four terms.
        assert_eq!(
            c.term_lines,
            [
                "2^0 ⊗ 2^1 = 2 (10₂)",
                "2^0 ⊗ 2^2 = 4 (100₂)",
                "2^2 ⊗ 2^1 = 8 (1000₂)",
                "2^2 ⊗ 2^2 = 6 (110₂)",
            ]
        );
        // Three numbers: the sum's working, no terms.
        let c = nim_calculator("1 2 4").unwrap();
        assert_eq!(c.working, ["  001  (1)", "⊕ 010  (2)", "⊕ 100  (4)"]);
        assert_eq!(c.total, "= 111  (7)");
        assert_eq!(c.product_line, "1 ⊗ 2 ⊗ 4 = 8 (1000₂)");
        assert!(c.term_lines.is_empty());
        assert!(nim_calculator("1 2 x").is_err());
    }

    #[test]
    fn the_sum_is_named_in_the_readers_language() {
        use nimseq_core::words::{with_language, Lang};
        let de = with_language(Lang::De, || nim_calculator("5 6").unwrap());
        assert_eq!(de.sum_line, "Nim-Summe 5 ⊕ 6 = 3");
        assert_eq!(de.sum_label, "Nim-Summe: 5 ⊕ 6 = 3");
        let fr = with_language(Lang::Fr, || nim_calculator("5 6").unwrap());
        assert_eq!(fr.sum_line, "nim-somme 5 ⊕ 6 = 3");
        assert_eq!(fr.sum_label, "nim-somme\u{202f}: 5 ⊕ 6 = 3");
        // The working is numbers and signs alone.
        assert_eq!(de.working, ["  101  (5)", "⊕ 110  (6)"]);
    }
}
