//! The minimum excludant: the least non-negative integer not in a set.

/// A reusable set of small non-negative integers that answers `mex` quickly.
///
/// It is a bitset that grows as needed; [`MexSet::clear`] forgets its members without
/// freeing memory, so one `MexSet` serves a whole sequence computation.
///
/// # Examples
/// ```
/// use nimseq_core::MexSet;
/// let mut set = MexSet::new();
/// for v in [0, 1, 3] {
///     set.insert(v);
/// }
/// assert_eq!(set.mex(), 2);
/// set.clear();
/// assert_eq!(set.mex(), 0);
/// ```
#[derive(Debug, Clone, Default)]
pub struct MexSet {
    words: Vec<u64>,
    /// Number of leading words that may hold members.
    used: usize,
}

impl MexSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `value` to the set.
    #[inline]
    pub fn insert(&mut self, value: u32) {
        let word = (value / 64) as usize;
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        self.words[word] |= 1 << (value % 64);
        self.used = self.used.max(word + 1);
    }

    /// The least non-negative integer not in the set.
    #[inline]
    pub fn mex(&self) -> u32 {
        for (i, &w) in self.words[..self.used].iter().enumerate() {
            if w != u64::MAX {
                return i as u32 * 64 + (!w).trailing_zeros();
            }
        }
        self.used as u32 * 64
    }

    /// The members, increasing.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::MexSet;
    /// let mut set = MexSet::new();
    /// for v in [3, 0, 64, 1] {
    ///     set.insert(v);
    /// }
    /// assert_eq!(set.members().collect::<Vec<_>>(), [0, 1, 3, 64]);
    /// ```
    pub fn members(&self) -> impl Iterator<Item = u32> + '_ {
        self.words[..self.used]
            .iter()
            .enumerate()
            .flat_map(|(i, &w)| {
                (0..64u32)
                    .filter(move |b| w >> b & 1 == 1)
                    .map(move |b| i as u32 * 64 + b)
            })
    }

    /// Removes every member.
    #[inline]
    pub fn clear(&mut self) {
        self.words[..self.used].fill(0);
        self.used = 0;
    }
}

/// The mex of the values an iterator yields.
///
/// # Examples
/// ```
/// assert_eq!(nimseq_core::mex([2, 0, 1, 5]), 3);
/// assert_eq!(nimseq_core::mex([]), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut set = MexSet::new();
    for v in values {
        set.insert(v);
    }
    set.mex()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_crosses_word_boundaries() {
        assert_eq!(mex(0..64), 64);
        assert_eq!(mex(0..130), 130);
        assert_eq!(mex((0..200).filter(|&v| v != 127)), 127);
    }

    #[test]
    fn clear_then_reuse() {
        let mut set = MexSet::new();
        (0..100).for_each(|v| set.insert(v));
        assert_eq!(set.mex(), 100);
        set.clear();
        set.insert(1);
        assert_eq!(set.mex(), 0);
    }
}
