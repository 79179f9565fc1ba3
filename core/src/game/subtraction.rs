//! Subtraction sets: the finite sets `S` of positive integers that define subtraction games.

use std::fmt;
use std::str::FromStr;

use crate::error::{GameError, Limit};
use crate::game::input::{parse_count, shorten};
use crate::limits::{self, MAX_SET_ELEMENT, MAX_SET_SIZE};

/// A non-empty finite set of positive integers, kept sorted and without repeats.
///
/// A move in the subtraction game removes `s` tokens for some `s` in the set.
///
/// # Examples
/// ```
/// use nimseq_core::game::SubtractionSet;
/// let set: SubtractionSet = "7, 2, 4".parse()?;
/// assert_eq!(set.elements(), &[2, 4, 7]);
/// assert_eq!(set.to_string(), "2,4,7");
/// let range: SubtractionSet = "3-6,9".parse()?;
/// assert_eq!(range.elements(), &[3, 4, 5, 6, 9]);
/// assert_eq!(range.to_string(), "3-6,9");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SubtractionSet {
    elements: Vec<u32>,
}

impl SubtractionSet {
    /// Builds a set from any list of elements (order and repeats do not matter).
    ///
    /// # Errors
    /// [`GameError::EmptySet`], [`GameError::ZeroElement`], or a [`Limit::SetElement`] /
    /// [`Limit::SetSize`] limit.
    pub fn new(elements: impl IntoIterator<Item = u64>) -> Result<Self, GameError> {
        let mut checked = Vec::new();
        for e in elements {
            if e == 0 {
                return Err(GameError::ZeroElement);
            }
            limits::check(Limit::SetElement, e, MAX_SET_ELEMENT)?;
            checked.push(e as u32);
            limits::check(Limit::SetSize, checked.len() as u64, MAX_SET_SIZE)?;
        }
        checked.sort_unstable();
        checked.dedup();
        if checked.is_empty() {
            return Err(GameError::EmptySet);
        }
        Ok(SubtractionSet { elements: checked })
    }

    /// The elements in increasing order.
    pub fn elements(&self) -> &[u32] {
        &self.elements
    }

    /// The smallest element.
    pub fn min(&self) -> u32 {
        self.elements[0]
    }

    /// The largest element: the length of the window that determines the next value.
    pub fn max(&self) -> u32 {
        self.elements[self.elements.len() - 1]
    }

    /// The number of elements, which bounds every nim-value of the game.
    pub fn len(&self) -> usize {
        self.elements.len()
    }

    /// Always false: a subtraction set has at least one element.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether `s` is in the set.
    pub fn contains(&self, s: u32) -> bool {
        self.elements.binary_search(&s).is_ok()
    }

    /// The elements as a sentence fragment: `2, 4 or 7`.
    pub fn in_words(&self) -> String {
        let parts: Vec<String> = self.elements.iter().map(u32::to_string).collect();
        crate::words::or_list(&parts)
    }
}

impl fmt::Display for SubtractionSet {
    /// Comma-separated, with runs of three or more consecutive elements written `a-b`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut i = 0;
        let e = &self.elements;
        while i < e.len() {
            let mut j = i;
            while j + 1 < e.len() && e[j + 1] == e[j] + 1 {
                j += 1;
            }
            if !first {
                f.write_str(",")?;
            }
            first = false;
            if j >= i + 2 {
                write!(f, "{}-{}", e[i], e[j])?;
                i = j + 1;
            } else {
                write!(f, "{}", e[i])?;
                i += 1;
            }
        }
        Ok(())
    }
}

impl FromStr for SubtractionSet {
    type Err = GameError;

    /// Reads `2,4,7`, `{2, 4, 7}`, `2 4 7` or ranges such as `3-6` (also `3..6`).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let body = text.trim().trim_start_matches('{').trim_end_matches('}');
        let items: Vec<&str> = if body.contains(',') {
            body.split(',').map(str::trim).collect()
        } else {
            body.split_whitespace().collect()
        };
        if items.iter().all(|i| i.is_empty()) {
            return Err(GameError::EmptySet);
        }
        let mut elements = Vec::new();
        for item in items {
            if item.is_empty() {
                return Err(GameError::EmptyElement);
            }
            let range = item.split_once("..").or_else(|| item.split_once('-'));
            match range {
                Some((lo, hi)) if !lo.trim().is_empty() => {
                    let lo = parse_element(lo.trim())?;
                    let hi = parse_element(hi.trim())?;
                    if lo > hi {
                        return Err(GameError::EmptyRange(shorten(item)));
                    }
                    let count = (elements.len() as u64).saturating_add(hi - lo + 1);
                    limits::check(Limit::SetSize, count, MAX_SET_SIZE)?;
                    elements.extend(lo..=hi);
                }
                _ => elements.push(parse_element(item)?),
            }
            limits::check(Limit::SetSize, elements.len() as u64, MAX_SET_SIZE)?;
        }
        SubtractionSet::new(elements)
    }
}

/// Reads one element: a whole number, not above [`MAX_SET_ELEMENT`].
fn parse_element(text: &str) -> Result<u64, GameError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(GameError::BadElement(shorten(text)));
    }
    parse_count(text, Limit::SetElement, MAX_SET_ELEMENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_bad_sets_with_clear_errors() {
        assert_eq!("".parse::<SubtractionSet>(), Err(GameError::EmptySet));
        assert_eq!("0,1".parse::<SubtractionSet>(), Err(GameError::ZeroElement));
        assert!(matches!(
            "1,-2".parse::<SubtractionSet>(),
            Err(GameError::BadElement(_))
        ));
        assert_eq!(
            "1,,2".parse::<SubtractionSet>(),
            Err(GameError::EmptyElement)
        );
        assert!(matches!(
            "6-3".parse::<SubtractionSet>(),
            Err(GameError::EmptyRange(_))
        ));
        assert!(matches!(
            "99999999999999999999999".parse::<SubtractionSet>(),
            Err(GameError::NumberTooLarge { .. })
        ));
        assert!(matches!(
            "1-900000".parse::<SubtractionSet>(),
            Err(GameError::LimitExceeded {
                what: Limit::SetSize,
                ..
            })
        ));
        assert!(matches!(
            "2000000".parse::<SubtractionSet>(),
            Err(GameError::LimitExceeded {
                what: Limit::SetElement,
                ..
            })
        ));
    }

    #[test]
    fn display_round_trips() {
        for text in ["1", "1,2", "1-3", "1-3,5,7-9", "2,4,7", "10,11"] {
            let set: SubtractionSet = text.parse().unwrap();
            assert_eq!(set.to_string(), text);
            assert_eq!(set.to_string().parse::<SubtractionSet>().unwrap(), set);
        }
        assert_eq!(
            "{1, 2, 3}".parse::<SubtractionSet>().unwrap().to_string(),
            "1-3"
        );
        assert_eq!(
            "5 3 3".parse::<SubtractionSet>().unwrap().to_string(),
            "3,5"
        );
    }

    #[test]
    fn words() {
        let set: SubtractionSet = "2,4,7".parse().unwrap();
        assert_eq!(set.in_words(), "2, 4 or 7");
        assert_eq!("3".parse::<SubtractionSet>().unwrap().in_words(), "3");
    }
}
