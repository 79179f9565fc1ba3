//! The rare values of an octal game's sequence under a mask ([`RareValues`]), and who chose
//! the mask ([`MaskChoice`]): what the rare/common kernel reports of its work, recounted from
//! the values as the literature counts them.

use crate::game::Nimber;

/// The rare values of an octal game's sequence under the rare/common method: `v` is rare when
/// `v & mask` has an even number of bits (Flammenkamp's convention). Counted as the literature
/// counts them (Czajka's and Flammenkamp's tables): the sparse set is
/// `{n : parity(popcount(G(n) & mask)) = 0}`, so `n = 0` (value 0) belongs to it.
///
/// The mask reported is the literature's where its tables publish one for the game and it
/// separates the values computed (makes fewer than half of them rare), else the one the
/// kernel chose (nimseq's choice: the mask making the most values common), or the one asked
/// for ([`RareValues::under`], `nimseq period --mask`). The kernel keeps its own list of rare
/// positions `n >= 1` under its own mask; what is reported here is recounted from the values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RareValues {
    /// The mask.
    pub mask: u32,
    /// How many positions `n >= 0` computed have a rare value (`n = 0` included, as the
    /// literature counts).
    pub count: usize,
    /// The last such position.
    pub last: Option<u64>,
    /// Who chose the mask.
    #[serde(default)]
    pub chosen_by: MaskChoice,
}

/// Who chose the mask of a [`RareValues`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MaskChoice {
    /// The kernel: the mask that makes the most values common.
    #[default]
    Nimseq,
    /// The literature's tables (the `rare_mask` column of `data/octal-literature.csv`).
    Literature,
    /// The caller (`nimseq period --mask`).
    Given,
}

impl MaskChoice {
    /// In words: `the literature's mask`, `nimseq's choice`, `the mask asked for`.
    pub fn describe(self) -> String {
        match self {
            MaskChoice::Nimseq => crate::words::t!("mask-nimseq"),
            MaskChoice::Literature => crate::words::t!("mask-literature"),
            MaskChoice::Given => crate::words::t!("mask-given"),
        }
    }
}

impl RareValues {
    /// The rare values of `values` under `mask` (one pass: `n = 0` counted), chosen by `by`.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::game::RareValues;
    /// // 0 and 3 are rare under mask 3 (an even number of bits), 1 and 2 common.
    /// let r = RareValues::under(3, &[0, 1, 2, 3, 1], Default::default());
    /// assert_eq!((r.count, r.last), (2, Some(3)));
    /// ```
    pub fn under(mask: u32, values: &[Nimber], by: MaskChoice) -> RareValues {
        let mut count = 0;
        let mut last = None;
        for (n, &v) in values.iter().enumerate() {
            if (u32::from(v) & mask).count_ones().is_multiple_of(2) {
                count += 1;
                last = Some(n as u64);
            }
        }
        RareValues {
            mask,
            count,
            last,
            chosen_by: by,
        }
    }

    /// The rare values of `values` under a mask asked for (`nimseq period --mask`).
    pub fn given(mask: u32, values: &[Nimber]) -> RareValues {
        RareValues::under(mask, values, MaskChoice::Given)
    }

    /// Whether `mask` separates `values`: fewer than half of them are rare under it (the
    /// kernel's own test for a mask worth using).
    pub fn separates(mask: u32, values: &[Nimber]) -> bool {
        mask != 0 && 2 * RareValues::under(mask, values, MaskChoice::Given).count < values.len()
    }
}
