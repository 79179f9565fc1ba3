//! Reading values from links and spelling them: named choices, numbers, switches, a map's
//! window, the board's moves and an embed's parts.

use nimseq_core::draw::CellWindow;
use nimseq_core::game::{parse_count, shorten};
use nimseq_core::play::{Board, BoardMove};
use nimseq_core::{GameError, Limit};

use crate::state::names::{Named, Part, View};
use crate::state::params::{Choice, Input, Problem};
use crate::state::settings::PAGE_MAX_PAIRS;

/// `“name=text”`, the text shortened if long.
pub(crate) fn shorten_quoted(name: &str, text: &str) -> String {
    crate::texts::t!("quoted-value", name = name, value = shorten(text))
}

/// Every value of a [`Named`] type, as a form's list.
pub(crate) fn choices<T: Named>() -> Input {
    Input::Choices(
        T::ALL
            .iter()
            .map(|&(choice, value, _)| Choice {
                value,
                label: choice.label(),
            })
            .collect(),
    )
}

/// A value of a [`Named`] type from its spelling.
pub(crate) fn read<T: Named>(text: &str) -> Result<T, Problem> {
    T::from_spelling(text.trim()).ok_or_else(|| Problem::NotOneOf(T::spellings()))
}

/// A whole number in `lo ..= hi`.
pub(crate) fn read_number(text: &str, lo: u64, hi: u64) -> Result<u64, Problem> {
    match parse_count(text, Limit::Terms, hi) {
        Ok(n) if n < lo => Err(Problem::Below(lo)),
        Ok(n) => Ok(n),
        Err(GameError::LimitExceeded { .. } | GameError::NumberTooLarge { .. }) => {
            Err(Problem::Above(hi))
        }
        Err(_) => Err(Problem::NotANumber),
    }
}

/// A core error as the reason a value cannot be used.
pub(crate) fn invalid(e: GameError) -> Problem {
    Problem::Invalid(e.to_string())
}

/// A map's window `x0,x1,y0,y1`, or empty for the whole map.
pub(crate) fn read_window(text: &str) -> Result<Option<CellWindow>, Problem> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let bad = || Problem::Invalid("write x0,x1,y0,y1 with 1 <= x0 <= x1 and 1 <= y0 <= y1".into());
    let parts: Vec<u64> = text
        .split(',')
        .map(|p| read_number(p, 1, u64::from(PAGE_MAX_PAIRS)))
        .collect::<Result<_, _>>()
        .map_err(|_| bad())?;
    match parts[..] {
        [x0, x1, y0, y1] if x0 <= x1 && y0 <= y1 => Ok(Some(CellWindow {
            x0: x0 as u32,
            x1: x1 as u32,
            y0: y0 as u32,
            y1: y1 as u32,
        })),
        _ => Err(bad()),
    }
}

/// A map's window as links write it, `x0,x1,y0,y1`, or empty for the whole map (`None`).
pub(crate) fn spell_window(window: Option<CellWindow>) -> String {
    window.map_or_else(String::new, |w| {
        format!("{},{},{},{}", w.x0, w.x1, w.y0, w.y1)
    })
}

/// Moves joined by `,`, each legal in the position the ones before it leave on `start`.
pub(crate) fn read_moves(text: &str, start: &Board) -> Result<Vec<BoardMove>, Problem> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let mut board = start.clone();
    let mut moves = Vec::new();
    for (i, item) in text.split(',').enumerate() {
        let which = |why: &str| {
            Problem::Invalid(format!("move {} “{}” {why}", i + 1, shorten(item.trim())))
        };
        let mv: BoardMove = item
            .parse()
            .map_err(|_| which("is not spelled HEAP:TAKE or HEAP:TAKE@LEFT"))?;
        board = board
            .play(&mv)
            .map_err(|_| which("is not legal in the position it is played in"))?;
        moves.push(mv);
    }
    Ok(moves)
}

/// Moves as links spell them, joined by `,`.
pub(crate) fn spell_moves(moves: &[BoardMove]) -> String {
    let all: Vec<String> = moves.iter().map(ToString::to_string).collect();
    all.join(",")
}

/// The parts of `view` named in `text`, joined by `,`, in the view's order (its required
/// parts always included).
pub(crate) fn read_parts(text: &str, view: View) -> Result<Vec<Part>, Problem> {
    let allowed = Part::of(view);
    let mut parts = Vec::new();
    for item in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        match Part::from_spelling(item) {
            Some(part) if allowed.contains(&part) => parts.push(part),
            _ if allowed.is_empty() => {
                return Err(Problem::Invalid(format!(
                    "the {} view is embedded whole",
                    view.spelling()
                )))
            }
            _ => {
                let names: Vec<&str> = allowed.iter().map(|p| p.spelling()).collect();
                return Err(Problem::NotOneOf(names.join(" ")));
            }
        }
    }
    if parts.is_empty() {
        return Err(Problem::Invalid("name at least one part".into()));
    }
    parts.extend(allowed.iter().filter(|p| p.is_required()));
    parts.sort_unstable();
    parts.dedup();
    Ok(parts)
}

/// Named values joined by `,`.
pub(crate) fn spell_list<T: Named>(values: &[T]) -> String {
    let all: Vec<&str> = values.iter().map(|v| v.spelling()).collect();
    all.join(",")
}

/// An on/off switch: `1` or `0` (also `true` and `false`).
pub(crate) fn read_switch(text: &str) -> Result<bool, Problem> {
    match text.trim() {
        "true" => Ok(true),
        "false" => Ok(false),
        other => read(other),
    }
}
