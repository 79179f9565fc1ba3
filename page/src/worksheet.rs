//! A worksheet on paper (`worksheet=1`): the questions a view asks, laid out with blanks for a
//! student to fill in by hand, and the answer key after them, on a page of its own. Every
//! exercise the page sets is asked: the values `G(n)` hidden from `from` on, the P/N table of
//! the first heaps, whether games are equivalent, and who wins a board's position and how. A
//! view with nothing to ask prints as it is, with a line saying so.
//!
//! The questions come from the same state as the view (the game, the exercise, the heaps), and
//! every answer in the key is computed here: the values by the core's evaluator, the outcomes
//! and winning moves by the board's solver, the equivalences by the compare view.

use serde::Serialize;

use nimseq_core::game::{nim_sequence, Game, Nimber};
use nimseq_core::play::{Board, Hinter, Solver};
use nimseq_core::GameError;

use crate::play::misere::position_words;
use crate::state::names::{Exercise, Part, View};
use crate::state::PageState;
use crate::texts::t;
use crate::words::capitalised;

/// Values a row of a worksheet's table holds.
const ROW: u64 = 10;
/// The most values a worksheet asks for.
const MOST_ASKED: u64 = 20;
/// The heaps a worksheet's P/N table asks about: `0 .. PN_HEAPS`.
const PN_HEAPS: u64 = 20;

/// What a cell of a worksheet's table holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum CellKind {
    /// A heading (`n`, `G(n)`, a heap's size).
    Head,
    /// A value given to the student.
    Given,
    /// A blank for the student to fill in.
    Blank,
    /// An answer, in the key.
    Answer,
}

/// One cell of a worksheet's table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cell {
    /// Its text (empty for a blank).
    pub text: String,
    /// What it holds.
    pub kind: CellKind,
}

/// One question on a line of its own, with its answer in the key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The question (on the worksheet) or the question and its answer (in the key).
    pub text: String,
    /// Whether the worksheet leaves a line to write the answer on.
    pub blank: bool,
}

/// One part of a worksheet or of its key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Section {
    /// Its heading.
    pub heading: String,
    /// What to do, or what the game is.
    pub intro: Vec<String>,
    /// A table of values or letters, in rows (empty when the section asks in lines).
    pub table: Vec<Vec<Cell>>,
    /// Questions in lines.
    pub lines: Vec<Line>,
}

/// A worksheet: its questions, and its answer key on a page of its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Worksheet {
    /// The worksheet's title: `Worksheet: Kayles`.
    pub title: String,
    /// The line for the student's name and the date.
    pub name_line: String,
    /// The game's rules in words, once, before the questions.
    pub rules: Vec<String>,
    /// The questions.
    pub sections: Vec<Section>,
    /// The key's heading: `Answer key`.
    pub key_title: String,
    /// The answers, section by section.
    pub key: Vec<Section>,
    /// When the view asks nothing: the line saying so (it prints as it is).
    pub nothing: Option<String>,
}

/// The worksheet of `state`'s view.
///
/// # Errors
/// A game whose values cannot be computed, or a board too large to solve.
///
/// # Examples
/// ```
/// use nimseq_page::{worksheet, PageState};
/// let (state, _) = PageState::from_query("?game=sub:1,3,4&exercise=values&from=5&worksheet=1");
/// let sheet = worksheet(&state)?;
/// assert_eq!(sheet.key_title, "Answer key");
/// let blanks = sheet.sections[0].table.iter().flatten().filter(|c| c.text.is_empty()).count();
/// assert_eq!(blanks, 20);
/// // G(5) = 3 is in the key, not on the worksheet.
/// let answers: Vec<&str> = sheet.key[0].table.iter().flatten()
///     .filter(|c| c.kind == nimseq_page::CellKind::Answer).map(|c| c.text.as_str()).collect();
/// assert_eq!(answers[0], "3");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn worksheet(state: &PageState) -> Result<Worksheet, GameError> {
    let s = state.settings();
    // A worksheet names the game as its students read it.
    let what = match s.view {
        View::Sequence | View::Play => capitalised(&s.game.plain_name()),
        _ => crate::state::form::page_title(state),
    };
    let mut sheet = Worksheet {
        title: t!("worksheet-title", what = what),
        name_line: t!("worksheet-name-line"),
        rules: Vec::new(),
        sections: Vec::new(),
        key_title: t!("worksheet-key"),
        key: Vec::new(),
        nothing: None,
    };
    match s.view {
        View::Sequence => {
            let from = if s.exercise == Exercise::Values {
                Some(s.from)
            } else {
                None
            };
            let pn = s.show.contains(&Part::Pn);
            if from.is_some() || pn {
                let last = from.map_or(PN_HEAPS, |f| f + MOST_ASKED).max(PN_HEAPS);
                let values = nim_sequence(&s.game, last as usize)?;
                sheet.rules = s.game.rules_in_words();
                if let Some(from) = from {
                    let (ask, answer) = values_section(&values, from);
                    sheet.sections.push(ask);
                    sheet.key.push(answer);
                }
                if pn {
                    let (ask, answer) = pn_section(&values, from.unwrap_or(1), &s.game);
                    sheet.sections.push(ask);
                    sheet.key.push(answer);
                }
            }
        }
        View::Compare if s.exercise == Exercise::Equivalence => {
            let view = s.games.view()?;
            let lines = |answered: bool| {
                view.pairs
                    .iter()
                    .map(|p| Line {
                        text: if answered {
                            t!(
                                "worksheet-equivalence-answer",
                                question = p.question.as_str(),
                                verdict = p.verdict.as_str(),
                                why = p.explanation.as_str()
                            )
                        } else {
                            p.question.clone()
                        },
                        blank: !answered,
                    })
                    .collect::<Vec<_>>()
            };
            let section = |answered: bool| Section {
                heading: t!("worksheet-equivalence"),
                intro: vec![t!("worksheet-equivalence-intro")],
                table: Vec::new(),
                lines: lines(answered),
            };
            sheet.sections.push(section(false));
            sheet.key.push(section(true));
        }
        View::Play => {
            sheet.rules = s
                .heaps
                .heaps()
                .first()
                .map(|h| h.game.rules_in_words())
                .unwrap_or_default();
            let (ask, answer) = board_section(&s.heaps)?;
            sheet.sections.push(ask);
            sheet.key.push(answer);
        }
        _ => {}
    }
    if sheet.sections.is_empty() {
        sheet.nothing = Some(t!("worksheet-nothing"));
    }
    Ok(sheet)
}

/// A table of what each heap `n < last` has (`answer(n)`: its value, its letter), in rows of
/// [`ROW`] under their heaps, the row headed `heading`: from `from` on blank (on the worksheet)
/// or filled in (in the key).
fn table(
    heading: String,
    last: u64,
    from: u64,
    answered: bool,
    answer: impl Fn(u64) -> String,
) -> Vec<Vec<Cell>> {
    let cell = |text: String, kind| Cell { text, kind };
    let mut rows = Vec::new();
    for start in (0..last).step_by(ROW as usize) {
        let end = (start + ROW).min(last);
        let mut heads = vec![cell("n".into(), CellKind::Head)];
        let mut cells = vec![cell(heading.clone(), CellKind::Head)];
        for n in start..end {
            heads.push(cell(n.to_string(), CellKind::Head));
            cells.push(match (n >= from, answered) {
                (false, _) => cell(answer(n), CellKind::Given),
                (true, false) => cell(String::new(), CellKind::Blank),
                (true, true) => cell(answer(n), CellKind::Answer),
            });
        }
        rows.push(heads);
        rows.push(cells);
    }
    rows
}

/// The values exercise: `G(n)` from `from` on, and its key.
fn values_section(values: &[Nimber], from: u64) -> (Section, Section) {
    let section = |answered| Section {
        heading: t!("worksheet-values"),
        intro: vec![t!("worksheet-values-intro", from = from.to_string())],
        table: table(
            "G(n)".into(),
            (from + MOST_ASKED).min(values.len() as u64),
            from,
            answered,
            |n| values[n as usize].to_string(),
        ),
        lines: Vec::new(),
    };
    (section(false), section(true))
}

/// The P/N table of the first [`PN_HEAPS`] heaps, those from `from` on to classify, and its key.
fn pn_section(values: &[Nimber], from: u64, game: &Game) -> (Section, Section) {
    let what = if game.is_row() { "row" } else { "heap" };
    let section = |answered: bool| {
        let letter = |n: u64| if values[n as usize] == 0 { "P" } else { "N" }.to_string();
        let rows = table(t!("worksheet-pn-letter"), PN_HEAPS, from, answered, letter);
        Section {
            heading: t!("worksheet-pn"),
            intro: vec![t!(
                "worksheet-pn-intro",
                what = what,
                from = from.to_string()
            )],
            table: rows,
            lines: Vec::new(),
        }
    };
    (section(false), section(true))
}

/// A board's position: who wins it, and a winning move, for the position and each of its
/// heaps alone.
fn board_section(board: &Board) -> Result<(Section, Section), GameError> {
    let mut positions = vec![board.clone()];
    if board.heaps().len() > 1 {
        for heap in board.heaps() {
            positions.push(Board::under(vec![heap.clone()], board.is_misere())?);
        }
    }
    let mut asked = Vec::new();
    let mut answered = Vec::new();
    for position in &positions {
        let words = position_words(position);
        asked.push(Line {
            text: t!("worksheet-board-question", position = words.as_str()),
            blank: true,
        });
        let solver = Solver::new(position)?;
        let hint = Hinter::new(position)?.hint(position, &solver);
        answered.push(Line {
            text: t!(
                "worksheet-board-answer",
                position = words.as_str(),
                class = hint.class,
                hint = hint.text.as_str()
            ),
            blank: false,
        });
    }
    let rule = if board.is_misere() {
        t!("worksheet-board-misere")
    } else {
        t!("worksheet-board-normal")
    };
    let section = |lines: Vec<Line>| Section {
        heading: t!("worksheet-board"),
        intro: vec![rule.clone(), t!("worksheet-board-intro")],
        table: Vec::new(),
        lines,
    };
    Ok((section(asked), section(answered)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::words::{with_language, Lang};

    fn sheet(query: &str) -> Worksheet {
        let (state, notices) = PageState::from_query(query);
        assert!(notices.is_empty(), "{query}: {notices:?}");
        worksheet(&state).unwrap()
    }

    /// Every answer of the key is computed, and none is on the worksheet.
    #[test]
    fn the_key_holds_every_answer_and_the_worksheet_none() {
        let s = sheet("?game=octal:0.77&exercise=values&from=8&show=facts,table,pn,exercise,why");
        let values = nim_sequence(&"octal:0.77".parse().unwrap(), 40).unwrap();
        // The values: blanks from G(8) to G(27), each filled in the key with G(n).
        let asked: Vec<&Cell> = s.sections[0].table.iter().flatten().collect();
        assert_eq!(
            asked.iter().filter(|c| c.kind == CellKind::Blank).count(),
            20
        );
        assert!(asked.iter().all(|c| c.kind != CellKind::Answer));
        let key: Vec<u64> = s.key[0]
            .table
            .iter()
            .flatten()
            .filter(|c| c.kind == CellKind::Answer)
            .map(|c| c.text.parse().unwrap())
            .collect();
        let expected: Vec<u64> = values[8..28].iter().map(|&v| u64::from(v)).collect();
        assert_eq!(key, expected);
        // The P/N table: the same heaps from 8 on, P exactly where G(n) = 0.
        let letters: Vec<&str> = s.key[1]
            .table
            .iter()
            .skip(1)
            .step_by(2)
            .flat_map(|row| row.iter().skip(1).map(|c| c.text.as_str()))
            .collect();
        let expected: Vec<&str> = values[..20]
            .iter()
            .map(|&v| if v == 0 { "P" } else { "N" })
            .collect();
        assert_eq!(letters, expected);
        assert_eq!(s.sections.len(), 2);
        assert!(s.nothing.is_none());
    }

    #[test]
    fn equivalence_and_a_board_are_asked_and_answered() {
        let c = sheet("?view=compare&games=*5;*3|octal:0.77@4;*1&exercise=equivalence");
        assert_eq!(c.sections[0].lines.len(), 2);
        assert_eq!(c.sections[0].lines[0].text, "Is *5 ≈ *3?");
        assert!(
            c.key[0].lines[0].text.contains("*5 ≉ *3"),
            "{:?}",
            c.key[0].lines
        );
        assert!(
            c.key[0].lines[1].text.contains("≈ *1"),
            "{:?}",
            c.key[0].lines
        );
        let b = sheet("?view=play&game=octal:0.77&heaps=6,2");
        // The position, and each row alone.
        assert_eq!(b.sections[0].lines.len(), 3);
        assert!(
            b.sections[0].lines[0].text.contains("rows of 6 and 2"),
            "{:?}",
            b.sections[0].lines
        );
        assert!(
            b.sections[0].lines[1].text.contains("a row of 6"),
            "{:?}",
            b.sections[0].lines
        );
        // 6 and 2 in Kayles: values 3 and 2, nim-sum 1: the player to move wins.
        assert!(
            b.key[0].lines[0].text.contains(": N"),
            "{:?}",
            b.key[0].lines
        );
    }

    #[test]
    fn a_view_with_nothing_to_ask_says_so() {
        for query in ["?game=sub:1,3,4", "?view=heatmap", "?view=compare"] {
            let s = sheet(query);
            assert!(s.sections.is_empty() && s.nothing.is_some(), "{query}");
        }
    }

    #[test]
    fn the_worksheet_speaks_the_pages_language() {
        let (state, _) = PageState::from_query("?game=sub:1,3,4&exercise=values&from=5");
        let de = with_language(Lang::De, || worksheet(&state).unwrap());
        assert_eq!(de.key_title, "Lösungen");
        let fr = with_language(Lang::Fr, || worksheet(&state).unwrap());
        assert_eq!(fr.key_title, "Corrigé");
    }
}
