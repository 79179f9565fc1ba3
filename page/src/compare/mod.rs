//! The compare view: two or more games, each a sum of parts (a heap of any game `octal:0.77@5`,
//! a nimber `*3`, an option set `{0, *1}`), and whether each is equivalent to the first. As
//! in the lecture notes, `G ≈ H` exactly when `G + H` is a P-position, which under normal play
//! is when the nim-sum of their values is 0; the view shows the values and the nim-sum in
//! binary, and the lecture's table of `G + X` beside `H + X` for small nimbers `X`.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use nimseq_core::game::{Evaluator, Nimber};
use nimseq_core::limits;
use nimseq_core::sum::{Heap, ValueTable};
use nimseq_core::{GameError, Limit};

/// Most games compared at once.
pub const MAX_COMPARE_GAMES: u64 = 8;
/// Most parts of one game compared.
pub const MAX_COMPARE_PARTS: u64 = 16;
/// Largest heap compared of a game computed quickly (its values are computed up to the heap,
/// on the page's main thread: a few milliseconds).
pub const MAX_COMPARE_HEAP: u64 = 1 << 16;
/// Largest heap compared of a take-and-break game computed by a plain method (the work grows
/// like the square of the heap or faster).
pub const MAX_COMPARE_SLOW_HEAP: u64 = 1 << 10;
/// The nimbers `X` the view adds to both games, as the lecture does: at least `*0 ... *3`.
const LEAST_TABLE_ROWS: u16 = 4;

/// One part of a game compared, as written and as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComparePart {
    /// As the user wrote it, without spaces (`{0,*1}`).
    pub text: String,
    /// The heap it is.
    pub heap: Heap,
}

/// The games of the compare view, each a sum of parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// The games, the first compared with each of the others.
    pub games: Vec<Vec<ComparePart>>,
}

/// `text` without spaces, as links spell it: `{0,*1,{0,*2}}`.
fn tidy(text: &str) -> String {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    squeezed.replace('∗', "*")
}

/// The parts of one game: items joined by `+` (or by spaces, as a link's `+` arrives) outside
/// braces.
fn parts(text: &str) -> Result<Vec<ComparePart>, GameError> {
    let mut items = Vec::new();
    let mut depth = 0i64;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '{' => {
                depth += 1;
                current.push(c);
            }
            '}' => {
                depth -= 1;
                current.push(c);
            }
            '+' if depth == 0 => items.push(std::mem::take(&mut current)),
            c if c.is_whitespace() && depth == 0 => items.push(std::mem::take(&mut current)),
            c => current.push(c),
        }
    }
    items.push(current);
    let items: Vec<String> = items
        .into_iter()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect();
    if items.is_empty() {
        return Err(GameError::EmptySum);
    }
    limits::check(Limit::Heaps, items.len() as u64, MAX_COMPARE_PARTS)?;
    items
        .iter()
        .map(|t| {
            let heap: Heap = t.parse()?;
            if heap.game.is_misere() {
                return Err(GameError::MisereSum);
            }
            let most = if Evaluator::most_values(&heap.game) < nimseq_core::limits::MAX_TERMS {
                MAX_COMPARE_SLOW_HEAP
            } else {
                MAX_COMPARE_HEAP
            };
            if heap.game.tree().is_none() {
                limits::check(Limit::CompareHeap, heap.size, most)?;
            }
            Ok(ComparePart {
                text: tidy(t),
                heap,
            })
        })
        .collect()
}

impl FromStr for Comparison {
    type Err = GameError;

    /// Reads games separated by `;`, each a sum of parts joined by `+`: `*2 + *1; *3`.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::Comparison;
    /// let c: Comparison = "*2+*1 ; {0,*1, {0, *2}}".parse()?;
    /// assert_eq!(c.to_string(), "*2 + *1; {0, *1, {0, *2}}");
    /// assert_eq!(c.link_spelling(), "*2+*1;{0,*1,{0,*2}}");
    /// assert!("*2".parse::<Comparison>().is_err());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let games: Vec<&str> = nimseq_core::play::split_outside_braces(text, ';')
            .into_iter()
            .filter(|t| !t.trim().is_empty())
            .collect();
        if games.len() < 2 {
            return Err(GameError::CompareNeedsTwo);
        }
        limits::check(Limit::CompareGames, games.len() as u64, MAX_COMPARE_GAMES)?;
        Ok(Comparison {
            games: games.iter().map(|g| parts(g)).collect::<Result<_, _>>()?,
        })
    }
}

impl fmt::Display for Comparison {
    /// The games as the link spells them: `*2 + *1; *3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games: Vec<String> = self.games.iter().map(|g| game_text(g)).collect();
        f.write_str(&games.join("; "))
    }
}

/// A game's parts joined by ` + `, a space after each comma: `{0, *1} + *2`.
fn game_text(parts: &[ComparePart]) -> String {
    let all: Vec<String> = parts.iter().map(|p| p.text.replace(',', ", ")).collect();
    all.join(" + ")
}

impl Comparison {
    /// The games as links spell them, without spaces: `*2+*1;*3`.
    pub fn link_spelling(&self) -> String {
        let games: Vec<String> = self
            .games
            .iter()
            .map(|g| {
                let parts: Vec<&str> = g.iter().map(|p| p.text.as_str()).collect();
                parts.join("+")
            })
            .collect();
        games.join(";")
    }
}

/// One part with its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PartValue {
    /// The part as written.
    pub text: String,
    /// Its value.
    pub value: Nimber,
    /// The value in binary, as wide as every number of its comparison.
    pub binary: String,
}

/// One game with its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameValue {
    /// `G`, `H`, `K`, ...
    pub name: String,
    /// The game as written: `*2 + *1`.
    pub text: String,
    /// Its parts' values.
    pub parts: Vec<PartValue>,
    /// Its value: the nim-sum of its parts'.
    pub value: Nimber,
    /// The value in binary.
    pub binary: String,
    /// `G = *2 + *1 ≈ *3`: the game and the nimber it is equivalent to.
    pub text_value: String,
    /// `G = *2 + *1`: the game's row heading in the table of values.
    pub heading: String,
    /// `*2: 2, *1: 1`: each part with its value.
    pub parts_text: String,
    /// `*3`: the nimber it is equivalent to.
    pub nimber: String,
}

/// One row of the lecture's table: a nimber added to both games and the outcomes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompareRow {
    /// `*2`.
    pub x: String,
    /// `P` or `N`: the outcome of `G + X`.
    pub left: &'static str,
    /// `P` or `N`: the outcome of `H + X`.
    pub right: &'static str,
    /// Whether the two outcomes differ (this `X` tells the games apart).
    pub differ: bool,
}

/// The first game compared with another.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pair {
    /// The other game's place (from 1).
    pub other: usize,
    /// Whether the two games are equivalent.
    pub equivalent: bool,
    /// The question: `Is G ≈ H?` with the games written out.
    pub question: String,
    /// The answer: `G ≈ H` or `G ≉ H`, with the games written out.
    pub verdict: String,
    /// The nim-sum of the two values, in binary, in rows: each game's value, then the sum.
    pub rows: Vec<PartValue>,
    /// Why, in words: `G + H` is a P-position (or an N-position) because of its nim-sum.
    pub explanation: String,
    /// The lecture's table: `G + X` beside `H + X` for `X = *0, *1, ...`.
    pub table: Vec<CompareRow>,
    /// What the table shows: the same outcome for every `X`, or the `X` that tells them apart.
    pub table_note: String,
    /// What a student's right answer is told.
    pub right: String,
    /// What a student's wrong answer is told.
    pub wrong: String,
    /// The student's button for "equivalent": `Equivalent: G ≈ H`.
    pub yes: String,
    /// The student's button for "not equivalent": `Not equivalent: G ≉ H`.
    pub no: String,
    /// The table's caption: `Adding a nimber X to both: G + X and H + X`.
    pub table_caption: String,
    /// The table's column headings after `X`: `G + X` and `H + X`.
    pub table_heads: [String; 2],
}

/// Everything the compare view shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompareView {
    /// The games with their values.
    pub games: Vec<GameValue>,
    /// The first game compared with each other one.
    pub pairs: Vec<Pair>,
}

/// `G`, `H`, `K`, `L`, ... (the letters the lecture uses).
fn name(i: usize) -> String {
    const NAMES: [&str; 8] = ["G", "H", "K", "L", "M", "Q", "R", "T"];
    NAMES
        .get(i)
        .map_or_else(|| format!("G{}", i + 1), ToString::to_string)
}

/// `P` or `N` for a nim-sum.
fn class(x: Nimber) -> &'static str {
    if x == 0 {
        "P"
    } else {
        "N"
    }
}

impl Comparison {
    /// The values of every part, every game, and each game's comparison with the first.
    ///
    /// # Errors
    /// A heap whose value cannot be computed (a game with no period past the values computed).
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::Comparison;
    /// let view = "*2 + *1; *3; *2".parse::<Comparison>()?.view()?;
    /// assert!(view.pairs[0].equivalent);
    /// assert_eq!(view.pairs[0].verdict, "*2 + *1 ≈ *3");
    /// assert!(!view.pairs[1].equivalent);
    /// assert_eq!(view.games[0].binary, "11");
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn view(&self) -> Result<CompareView, GameError> {
        let mut values: Vec<Vec<Nimber>> = Vec::new();
        for game in &self.games {
            let mut parts = Vec::new();
            for part in game {
                let h = &part.heap;
                let table = ValueTable::new(&h.game, h.size.max(1), h.size)?;
                parts.push(table.value(h.size)?);
            }
            values.push(parts);
        }
        let totals: Vec<Nimber> = values
            .iter()
            .map(|parts| parts.iter().fold(0, |x, &v| x ^ v))
            .collect();
        let widest = values
            .iter()
            .flatten()
            .chain(&totals)
            .map(|v| format!("{v:b}").len())
            .max()
            .unwrap_or(1);
        let bin = |v: Nimber| format!("{v:0>widest$b}");
        let games: Vec<GameValue> = self
            .games
            .iter()
            .zip(&values)
            .zip(&totals)
            .enumerate()
            .map(|(i, ((game, parts), &total))| GameValue {
                name: name(i),
                text: game_text(game),
                parts: game
                    .iter()
                    .zip(parts)
                    .map(|(p, &v)| PartValue {
                        text: p.text.replace(',', ", "),
                        value: v,
                        binary: bin(v),
                    })
                    .collect(),
                value: total,
                binary: bin(total),
                text_value: format!("{} = {} ≈ *{total}", name(i), game_text(game)),
                heading: format!("{} = {}", name(i), game_text(game)),
                parts_text: game
                    .iter()
                    .zip(parts)
                    .map(|(p, v)| format!("{}: {v}", p.text.replace(',', ", ")))
                    .collect::<Vec<_>>()
                    .join(", "),
                nimber: format!("*{total}"),
            })
            .collect();
        let pairs = (1..games.len())
            .map(|j| pair(&games[0], &games[j], j, &bin))
            .collect();
        Ok(CompareView { games, pairs })
    }
}

/// The first game `g` compared with `h`.
fn pair(g: &GameValue, h: &GameValue, other: usize, bin: &dyn Fn(Nimber) -> String) -> Pair {
    let x = g.value ^ h.value;
    let equivalent = x == 0;
    let sign = if equivalent { "≈" } else { "≉" };
    let (gn, hn) = (&g.name, &h.name);
    let rows = vec![
        PartValue {
            text: format!("{gn} = {}", g.text),
            value: g.value,
            binary: g.binary.clone(),
        },
        PartValue {
            text: format!("{hn} = {}", h.text),
            value: h.value,
            binary: h.binary.clone(),
        },
        PartValue {
            text: format!("{gn} + {hn} (nim-sum)"),
            value: x,
            binary: bin(x),
        },
    ];
    let explanation = if equivalent {
        format!(
            "{gn} + {hn} has nim-sum {} ⊕ {} = {} = 0: a P-position, so {gn} ≈ {hn}. Whatever game X is added, {gn} + X and {hn} + X have the same outcome (G ≈ H exactly when G + H is a P-position).",
            g.binary, h.binary, bin(0)
        )
    } else {
        format!(
            "{gn} + {hn} has nim-sum {} ⊕ {} = {} ≠ 0: an N-position, so {gn} ≉ {hn}. The player to move wins {gn} + {hn}; were they equivalent, {gn} + {hn} would be equivalent to {gn} + {gn}, a P-position.",
            g.binary,
            h.binary,
            bin(x)
        )
    };
    let top = g
        .value
        .max(h.value)
        .saturating_add(1)
        .max(LEAST_TABLE_ROWS - 1);
    let table: Vec<CompareRow> = (0..=top)
        .map(|k| CompareRow {
            x: if k == 0 { "0".into() } else { format!("*{k}") },
            left: class(g.value ^ k),
            right: class(h.value ^ k),
            differ: class(g.value ^ k) != class(h.value ^ k),
        })
        .collect();
    let table_note = if equivalent {
        format!("{gn} + X and {hn} + X have the same outcome for every X in the table, as for every game X.")
    } else {
        let v = g.value;
        format!(
            "X = *{v} tells them apart: {gn} + *{v} is a P-position (nim-sum 0), {hn} + *{v} an N-position."
        )
    };
    Pair {
        other,
        equivalent,
        question: format!("Is {} ≈ {}?", g.text, h.text),
        verdict: format!("{} {sign} {}", g.text, h.text),
        rows,
        explanation,
        table,
        table_note,
        right: format!("Right: {} {sign} {}.", g.text, h.text),
        wrong: format!(
            "Not so: {} {sign} {}. Work out each value and their nim-sum below.",
            g.text, h.text
        ),
        yes: format!("Equivalent: {gn} ≈ {hn}"),
        no: format!("Not equivalent: {gn} ≉ {hn}"),
        table_caption: format!("Adding a nimber X to both: {gn} + X and {hn} + X"),
        table_heads: [format!("{gn} + X"), format!("{hn} + X")],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(text: &str) -> CompareView {
        text.parse::<Comparison>().unwrap().view().unwrap()
    }

    #[test]
    fn the_lectures_questions() {
        // Is *2 ≈ *1? No. Is *5 ≈ *3? No. Is *2 + *1 ≈ *3? Yes.
        let v = view("*2; *1");
        assert!(!v.pairs[0].equivalent);
        assert_eq!(v.pairs[0].verdict, "*2 ≉ *1");
        assert!(
            v.pairs[0].explanation.contains("10 ⊕ 01 = 11 ≠ 0"),
            "{}",
            v.pairs[0].explanation
        );
        assert_eq!(
            v.pairs[0].table_note,
            "X = *2 tells them apart: G + *2 is a P-position (nim-sum 0), H + *2 an N-position."
        );
        let v = view("*5;*3");
        assert!(!v.pairs[0].equivalent);
        let v = view("*2 + *1; *3");
        let p = &v.pairs[0];
        assert!(p.equivalent);
        assert!(
            p.explanation.contains("11 ⊕ 11 = 00 = 0: a P-position"),
            "{}",
            p.explanation
        );
        // The lecture's table: *2 + *1 + X beside *3 + X, the same for X = 0, *1, *2, *3, *4.
        let rows: Vec<(&str, &str, &str)> = p
            .table
            .iter()
            .map(|r| (r.x.as_str(), r.left, r.right))
            .collect();
        assert_eq!(
            rows,
            [
                ("0", "N", "N"),
                ("*1", "N", "N"),
                ("*2", "N", "N"),
                ("*3", "P", "P"),
                ("*4", "N", "N")
            ]
        );
        assert_eq!(v.games[0].text_value, "G = *2 + *1 ≈ *3");
        // What the page shows of each game and of the comparison, worded here.
        assert_eq!(v.games[0].heading, "G = *2 + *1");
        assert_eq!(v.games[0].parts_text, "*2: 2, *1: 1");
        assert_eq!(v.games[0].nimber, "*3");
        assert_eq!(v.games[1].parts_text, "*3: 3");
        assert_eq!(p.yes, "Equivalent: G ≈ H");
        assert_eq!(p.no, "Not equivalent: G ≉ H");
        assert_eq!(
            p.table_caption,
            "Adding a nimber X to both: G + X and H + X"
        );
        assert_eq!(p.table_heads, ["G + X", "H + X"]);
        assert!(p.table.iter().all(|r| !r.differ));
        // Apart: the rows whose outcomes differ are marked.
        let apart = view("*2; *1; {0, *1}");
        let differ: Vec<&str> = apart.pairs[0]
            .table
            .iter()
            .filter(|r| r.differ)
            .map(|r| r.x.as_str())
            .collect();
        assert_eq!(differ, ["*1", "*2"]);
        assert_eq!(apart.games[2].heading, "K = {0, *1}");
        assert_eq!(apart.games[2].parts_text, "{0, *1}: 2");
        assert_eq!(apart.pairs[1].yes, "Equivalent: G ≈ K");
    }

    #[test]
    fn heaps_and_option_sets_compare_too() {
        // Kayles K4 has value 1, {1, 2} at 7 has value 1, {0, *1, {0, *2}} is *2.
        let v = view("octal:0.77@4; sub:1,2@7; {0, *1, {0, *2}}");
        assert!(v.pairs[0].equivalent);
        assert!(!v.pairs[1].equivalent);
        assert_eq!(v.games[2].value, 2);
        assert_eq!(v.games[2].text, "{0, *1, {0, *2}}");
        // The lecture's K4 + K1 + K4 + K1 is a P-position: ≈ 0.
        let v = view("octal:0.77@4 + octal:0.77@1 + octal:0.77@4 + octal:0.77@1; 0");
        assert!(v.pairs[0].equivalent);
        // A link's `+` arrives as a space.
        let c: Comparison = "*2 *1;*3".parse().unwrap();
        assert_eq!(c.to_string(), "*2 + *1; *3");
    }

    #[test]
    fn bad_comparisons_say_why() {
        let err = |t: &str| t.parse::<Comparison>().unwrap_err().to_string();
        assert!(err("*3").contains("at least two"), "{}", err("*3"));
        assert!(
            err("*3; sub:1,2/misere@4").contains("misère"),
            "{}",
            err("*3; sub:1,2/misere@4")
        );
        assert!(
            err("*3; sub:1,2@100000").contains("heap compared"),
            "{}",
            err("*3; sub:1,2@100000")
        );
        assert!(
            err("*3; tb:4.[3]@5000").contains("above the limit of 1024"),
            "{}",
            err("*3; tb:4.[3]@5000")
        );
        assert!(err("*3; {0, *1").contains("closing brace"));
        assert!(err(&["*1"; 9].join(";")).contains("games compared"));
    }
}
