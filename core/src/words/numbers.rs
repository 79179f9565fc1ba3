//! Numbers as readers see them: digits grouped in threes, with the separator and the decimal
//! sign of the current [`language`] (`1,313,400` and `0.5` in English, `1.313.400` and `0,5` in
//! German, `1 313 400` and `0,5` in French). The one spelling of the counts and positions that
//! the page, the command line and the misère quotient's sentences write.

use super::lang::{language, Lang};

/// What separates groups of three digits in `lang`: a comma, a full stop, or (French) the
/// narrow no-break space, as the Unicode CLDR writes them.
fn group_separator(lang: Lang) -> char {
    match lang {
        Lang::En => ',',
        Lang::De => '.',
        Lang::Fr => '\u{202f}',
    }
}

/// The decimal sign of `lang`.
fn decimal_sign(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::De | Lang::Fr => ',',
    }
}

/// The digits of `digits` (a run of ASCII digits, perhaps after a `-`) grouped in threes for
/// `lang`.
fn group_digits(digits: &str, lang: Lang) -> String {
    let (sign, digits) = match digits.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", digits),
    };
    let separator = group_separator(lang);
    let mut out = String::with_capacity(sign.len() + digits.len() + digits.len() / 3 * 3);
    out.push_str(sign);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// `n` with its digits grouped in threes, as the current [`language`] writes it: `1,313,400`
/// in English.
///
/// # Examples
/// ```
/// use nimseq_core::words::grouped;
/// assert_eq!(grouped(1_313_400), "1,313,400");
/// assert_eq!(grouped(999), "999");
/// assert_eq!(grouped(1000), "1,000");
/// ```
pub fn grouped(n: u64) -> String {
    group_digits(&n.to_string(), language())
}

/// `x` with `places` digits after the decimal sign, the whole part grouped, as the current
/// [`language`] writes it: `1,274.5` in English, `1.274,5` in German.
///
/// # Examples
/// ```
/// use nimseq_core::words::{decimal, with_language, Lang};
/// assert_eq!(decimal(0.25, 2), "0.25");
/// assert_eq!(with_language(Lang::Fr, || decimal(1274.5, 1)), "1\u{202f}274,5");
/// ```
pub fn decimal(x: f64, places: usize) -> String {
    in_language(&format!("{x:.places$}"), language(), true)
}

/// A number written with ASCII digits, `-` and `.` (`1274.5`) as `lang` writes it, its whole
/// part grouped in threes if `group`.
pub(crate) fn in_language(plain: &str, lang: Lang, group: bool) -> String {
    let (whole, fraction) = match plain.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (plain, None),
    };
    let mut out = if group {
        group_digits(whole, lang)
    } else {
        whole.to_string()
    };
    if let Some(fraction) = fraction {
        out.push(decimal_sign(lang));
        out.push_str(fraction);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::with_language;

    #[test]
    fn thousands_are_separated() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_313_400), "1,313,400");
        assert_eq!(grouped(268_435_455), "268,435,455");
    }

    #[test]
    fn each_language_groups_its_own_way() {
        assert_eq!(with_language(Lang::De, || grouped(1_313_400)), "1.313.400");
        assert_eq!(
            with_language(Lang::Fr, || grouped(1_313_400)),
            "1\u{202f}313\u{202f}400"
        );
        assert_eq!(with_language(Lang::De, || grouped(999)), "999");
        assert_eq!(in_language("-1234.50", Lang::De, true), "-1.234,50");
        assert_eq!(in_language("-12", Lang::En, true), "-12");
        assert_eq!(in_language("12345.5", Lang::Fr, false), "12345,5");
        // The language is the thread's, and restored after.
        assert_eq!(grouped(1000), "1,000");
    }
}
