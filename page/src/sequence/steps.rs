//! The why panel over the values the view knows: the panel of `G(n)` read off the values
//! computed or the certified period (its "next" button offered when `G(n + 1)` is known too),
//! and "step by step": `G(0)`, `G(1)`, … `G(n)` one line each, the latest forty.

use serde::Serialize;

use nimseq_core::{game::Game, GameError};

use super::known::KnownValues;
use super::why::{why_panel, WhyPanel};
use crate::texts::t;

/// Most lines of the step by step list shown at once (the latest ones).
pub const MOST_STEPS: u64 = 40;

/// The panel of `G(n)` of `game`, read off `known` values.
///
/// # Errors
/// [`GameError::LimitExceeded`] when `G(n)` is not known, and as [`why_panel`].
pub fn why_at(game: &Game, known: &KnownValues<'_>, n: u64) -> Result<WhyPanel, GameError> {
    let values = known.to(n)?;
    let panel = why_panel(game, n, &values)?;
    Ok(panel.with_next(known.knows(n + 1).then_some(n + 1)))
}

/// One line of the step by step list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StepLine {
    /// The heap.
    pub n: u64,
    /// Its number in the list.
    pub number: u64,
    /// `G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3` (the value left out when asked).
    pub text: String,
    /// Whether it is the heap the panel explains.
    pub latest: bool,
}

/// "Step by step" up to `G(n)`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WhySteps {
    /// The first heap listed.
    pub from: u64,
    /// `… G(0) to G(1,199) above`, when the list starts past 0.
    pub above: Option<String>,
    /// The lines, as far as they can be explained.
    pub lines: Vec<StepLine>,
    /// The heap after.
    pub next: u64,
    /// `Next step: G(1,240)`.
    pub next_label: String,
    /// Whether `G(next)` is known.
    pub next_known: bool,
}

/// The step by step list of `game` up to `G(n)`, the last line's value left out when an
/// exercise asks for it (`question`).
pub fn why_steps(game: &Game, known: &KnownValues<'_>, n: u64, question: bool) -> WhySteps {
    let from = (n + 1).saturating_sub(MOST_STEPS);
    let mut lines = Vec::new();
    for k in from..=n {
        let Ok(panel) = why_at(game, known, k) else {
            break;
        };
        let latest = k == n;
        lines.push(StepLine {
            n: k,
            number: k + 1,
            text: if latest && question {
                panel.ask_line
            } else {
                panel.line
            },
            latest,
        });
    }
    WhySteps {
        from,
        above: (from > 0).then(|| t!("steps-above", last = from - 1)),
        lines,
        next: n + 1,
        next_label: t!("steps-next", n = n + 1),
        next_known: known.knows(n + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::known::{SequenceLaw, ValuePeriod};
    use nimseq_core::game::nim_sequence;

    #[test]
    fn the_panel_reads_past_the_values_off_the_period() {
        // sub:1,3,4 has period 7 from 0.
        let game: Game = "sub:1,3,4".parse().unwrap();
        let values = nim_sequence(&game, 20).unwrap();
        let law = SequenceLaw {
            period: Some(ValuePeriod {
                preperiod: 0,
                period: 7,
            }),
            arithmetic: None,
        };
        let known = KnownValues::new(&values, &law);
        let why = why_at(&game, &known, 5).unwrap();
        assert_eq!(why.line, "G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = 3");
        assert_eq!(
            (why.previous_label.as_str(), why.next_label.as_str()),
            ("◀ G(4)", "G(6) ▶")
        );
        // Past the values computed: read off the period, and so is the next one.
        let why = why_at(&game, &known, 1005).unwrap();
        assert_eq!(why.value, values[(1005 % 7) as usize]);
        assert_eq!(why.next, Some(1006));
        assert_eq!(why.next_label, "G(1,006) ▶");
        assert_eq!(why.previous_label, "◀ G(1,004)");
        // Without the period, the end of the values is the end.
        let plain = SequenceLaw::default();
        let known = KnownValues::new(&values, &plain);
        let why = why_at(&game, &known, 19).unwrap();
        assert_eq!((why.next, why.next_label.as_str()), (None, "Next ▶"));
        assert!(why_at(&game, &known, 20).is_err());
        assert_eq!(
            why_at(&game, &known, 0).unwrap().previous_label,
            "◀ Previous"
        );
    }

    #[test]
    fn step_by_step_lists_the_latest_forty() {
        let game: Game = "sub:1,3,4".parse().unwrap();
        let values = nim_sequence(&game, 100).unwrap();
        let law = SequenceLaw::default();
        let known = KnownValues::new(&values, &law);
        let steps = why_steps(&game, &known, 5, true);
        assert_eq!(steps.from, 0);
        assert_eq!(steps.above, None);
        assert_eq!(steps.lines.len(), 6);
        assert_eq!(steps.lines[0].text, "G(0) = mex{} = 0");
        assert_eq!(steps.lines[0].number, 1);
        assert_eq!(
            steps.lines[5].text,
            "G(5) = mex{G(4), G(2), G(1)} = mex{2, 0, 1} = ?"
        );
        assert!(steps.lines[5].latest && !steps.lines[4].latest);
        assert_eq!(steps.next_label, "Next step: G(6)");
        assert!(steps.next_known);
        let steps = why_steps(&game, &known, 99, false);
        assert_eq!(steps.from, 60);
        assert_eq!(steps.above.as_deref(), Some("… G(0) to G(59) above"));
        assert_eq!(steps.lines.len(), 40);
        assert!(!steps.next_known);
    }
}
