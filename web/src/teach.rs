//! The classroom on the page: the sequence view's "why G(n)" panel and exercise, read off the
//! values a search found (and past them, off its certified period), and the compare view.

use std::borrow::Cow;

use wasm_bindgen::prelude::*;

use crate::sequence::SequenceView;
use crate::{js_error, to_js};
use nimseq_core::Limit;
use nimseq_page::exercise::{check, score};
use nimseq_page::why::why_panel;
use nimseq_page::PageState;

/// Most values the "why" panel and the exercise read past those computed, off the period.
const MOST_PAST: u64 = 1 << 20;

impl SequenceView {
    /// `G(0) ... G(n)`: the values computed, continued by the certified period when `n` is past
    /// them (exact: the period is proven).
    fn values_to(&self, n: u64) -> Result<Cow<'_, [u16]>, JsError> {
        let (values, period) = self.known();
        let len = values.len() as u64;
        if n < len {
            return Ok(Cow::Borrowed(values));
        }
        let last = len.saturating_sub(1);
        let Some((e, p)) = period.filter(|_| n < len + MOST_PAST) else {
            return Err(js_error(nimseq_core::GameError::limit(
                Limit::Computed,
                n,
                last,
            )));
        };
        let mut more = values.to_vec();
        for m in len..=n {
            let back = e + (m - e) % p;
            more.push(more[back as usize]);
        }
        Ok(Cow::Owned(more))
    }
}

#[wasm_bindgen]
impl SequenceView {
    /// The "why G(n)" panel for the game of the link `query` (see `WhyPanel` in the page
    /// layer).
    ///
    /// # Errors
    /// A `JsError` when `G(n)` is neither computed nor given by a certified period, or when the
    /// heap has too many options to list.
    pub fn why(&self, query: &str, n: f64) -> Result<JsValue, JsError> {
        let (state, _) = PageState::from_query(query);
        let n = n.max(0.0) as u64;
        let values = self.values_to(n)?;
        to_js(&why_panel(&state.settings().game, n, &values).map_err(js_error)?)
    }

    /// The one-line calculation of `G(n)`, `G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3`,
    /// for the panel's step by step.
    ///
    /// # Errors
    /// As [`SequenceView::why`].
    pub fn why_line(&self, query: &str, n: f64) -> Result<String, JsError> {
        let (state, _) = PageState::from_query(query);
        let n = n.max(0.0) as u64;
        let values = self.values_to(n)?;
        Ok(why_panel(&state.settings().game, n, &values)
            .map_err(js_error)?
            .line)
    }

    /// Whether `G(n)` is known: computed, or given by the certified period.
    pub fn knows(&self, n: f64) -> bool {
        n >= 0.0 && self.values_to(n as u64).is_ok()
    }

    /// Checks a student's answer `typed` for `G(n)`: `{ n, correct, text }` (`correct` is
    /// `null` when the answer is not a number).
    ///
    /// # Errors
    /// A `JsError` when `G(n)` is not known.
    pub fn check_answer(&self, n: f64, typed: &str) -> Result<JsValue, JsError> {
        let n = n.max(0.0) as u64;
        let values = self.values_to(n)?;
        to_js(&check(n, values[n as usize], typed))
    }
}

/// The exercise's score in words.
#[wasm_bindgen]
pub fn exercise_score(right: u32, wrong: u32) -> String {
    score(u64::from(right), u64::from(wrong))
}

/// The compare view of the link `query`: `{ games, pairs }` (see `CompareView` in the page
/// layer).
///
/// # Errors
/// A `JsError` when a game's value cannot be computed.
#[wasm_bindgen]
pub fn compare_view(query: &str) -> Result<JsValue, JsError> {
    let (state, _) = PageState::from_query(query);
    to_js(&state.settings().games.view().map_err(js_error)?)
}
