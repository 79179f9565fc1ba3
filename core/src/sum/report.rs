//! A sum under the play rule it is played by, as `nimseq sum` reads and analyses it
//! ([`analyse_sum`]): under normal play its values and nim-sum
//! ([`analyse`](super::analyse)), under misère play the misère quotient's product or a search
//! of its positions ([`analyse_misere`]).

use std::sync::atomic::AtomicBool;

use serde::Serialize;

use super::normal::{analyse_by, default_limit, SumAnalysis};
use crate::error::GameError;
use crate::game::Rule;
use crate::heap::{read_sum, Heap, WinningMove};
use crate::misere::sum::{analyse_misere, MisereBounds, MisereSumAnalysis, SumQuotient};
use crate::words::t;

/// A sum's analysis under the play rule it is played by: the document of `nimseq sum --json`.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum SumReport {
    /// Normal play: values and nim-sum ([`analyse`](super::analyse)).
    Normal(SumAnalysis),
    /// Misère play: the quotient's product or a search ([`analyse_misere`]).
    Misere(Box<MisereSumAnalysis>),
}

impl SumReport {
    /// Whether the player to move wins.
    pub fn first_player_wins(&self) -> bool {
        match self {
            SumReport::Normal(a) => a.first_player_wins,
            SumReport::Misere(a) => a.first_player_wins,
        }
    }

    /// Every winning move.
    pub fn winning_moves(&self) -> &[WinningMove] {
        match self {
            SumReport::Normal(a) => &a.winning_moves,
            SumReport::Misere(a) => &a.winning_moves,
        }
    }

    /// Each winning move in its game's words, as [`move_lines`] writes them.
    pub fn move_lines(&self, heaps: &[Heap]) -> Vec<String> {
        match self {
            SumReport::Normal(a) => move_lines(heaps, &a.winning_moves, None),
            SumReport::Misere(a) => move_lines(heaps, &a.winning_moves, a.quotient.as_ref()),
        }
    }
}

/// Each winning move of a sum of `heaps` in its game's words ([`WinningMove::in_words`]), and
/// where a misère quotient decided the sum, the product it leaves: `row 1: knock down 1 pin,
/// leaving a row of 3  ->  octal:0.77@3   (leaves a², P)`.
pub fn move_lines(
    heaps: &[Heap],
    moves: &[WinningMove],
    quotient: Option<&SumQuotient>,
) -> Vec<String> {
    moves
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let line = w.in_words(heaps);
            match quotient {
                Some(q) => t!(
                    "sum-move-leaves",
                    line = line,
                    product = q.move_product_name(i, true)
                ),
                None => line,
            }
        })
        .collect()
}

/// Reads and analyses a sum as `nimseq sum` does: the heaps' spellings ([`read_sum`]), played
/// under `rule` (`None`: as the heaps spell it; else [`Rule::Normal`] or [`Rule::Misere`]).
/// Under normal play each game's period is looked for among `G(0) … G(limit)` (`limit()`
/// gives `None` for each game's default, as
/// [`analyse_with_defaults`](super::analyse_with_defaults)); under misère play the sum is
/// decided within `bounds()`. Each is asked for only when the sum is played so (an option of
/// the other play is not read). Once the bounds' `cancel` flag is raised (the one `cancel`
/// gives, for either play) the work stops with [`GameError::Cancelled`].
///
/// # Errors
/// A heap's errors, [`GameError::MixedConventions`] for misère heaps in a sum asked for under
/// normal play, the errors of `limit()` and `bounds()`, and those of
/// [`analyse`](super::analyse) and [`analyse_misere`].
///
/// # Examples
/// ```
/// use nimseq_core::sum::{analyse_sum, MisereBounds, SumReport};
/// let (heaps, report) = analyse_sum(
///     &["K5", "3"],
///     None,
///     None,
///     || Ok(None),
///     || Ok(MisereBounds::default()),
/// )?;
/// assert_eq!(heaps.len(), 2);
/// let SumReport::Normal(a) = &report else { unreachable!() };
/// assert_eq!(a.values, [4, 3]);
/// assert!(report.first_player_wins());
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn analyse_sum(
    texts: &[impl AsRef<str>],
    rule: Option<Rule>,
    cancel: Option<std::sync::Arc<AtomicBool>>,
    limit: impl FnOnce() -> Result<Option<u64>, GameError>,
    bounds: impl FnOnce() -> Result<MisereBounds, GameError>,
) -> Result<(Vec<Heap>, SumReport), GameError> {
    let (misere, heaps) = read_sum(texts, rule == Some(Rule::Misere))?;
    if misere {
        if rule == Some(Rule::Normal) {
            return Err(GameError::MixedConventions);
        }
        let mut bounds = bounds()?;
        if cancel.is_some() {
            bounds.cancel = cancel;
        }
        let analysis = analyse_misere(&heaps, &bounds)?;
        return Ok((heaps, SumReport::Misere(Box::new(analysis))));
    }
    let cancel = cancel.as_deref();
    let analysis = match limit()? {
        None => analyse_by(&heaps, default_limit, cancel)?,
        Some(limit) => analyse_by(&heaps, |_| limit, cancel)?,
    };
    Ok((heaps, SumReport::Normal(analysis)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{with_language, Lang};

    #[test]
    fn german_and_french_moves_have_no_english() {
        let english = [
            "row", "heap", "take", "knock", "pin", "leaving", " and ", "game", "leaves",
        ];
        for (specs, rule) in [
            (&["K5", "sub:1,2@7", "*3"][..], None),
            (&["grundy@8", "tb:0.8@9"][..], None),
            (&["K5", "K3", "K1"][..], Some(Rule::Misere)),
            (&["sub:1,2@5", "K4"][..], Some(Rule::Misere)),
        ] {
            let (heaps, report) = analyse_sum(
                specs,
                rule,
                None,
                || Ok(None),
                || Ok(MisereBounds::default()),
            )
            .unwrap();
            for lang in [Lang::De, Lang::Fr] {
                let lines = with_language(lang, || report.move_lines(&heaps));
                for line in &lines {
                    for word in english {
                        assert!(!line.contains(word), "{lang:?} {specs:?}: {line}");
                    }
                }
            }
        }
    }
}
