//! Numbers as readers see them: digits grouped in threes (`1,313,400`), the one spelling of the
//! counts and positions that the page, the command line and the misère quotient's sentences
//! write.

/// `n` with thousands separators: `1,313,400`.
///
/// # Examples
/// ```
/// use nimseq_core::words::grouped;
/// assert_eq!(grouped(1_313_400), "1,313,400");
/// assert_eq!(grouped(999), "999");
/// assert_eq!(grouped(1000), "1,000");
/// ```
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn thousands_are_separated() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_313_400), "1,313,400");
        assert_eq!(grouped(268_435_455), "268,435,455");
    }
}
