//! The compare view: two or more games, each a sum of parts (a heap of a game, `Kayles 5`, a
//! nimber `*3`, an option set `{0, *1}`), and whether each is equivalent to the first. As in
//! the lecture notes, `G ≈ H` exactly when `G + H` is a P-position, which under normal play
//! is when the nim-sum of their values is 0; the view shows the values and the nim-sum in
//! binary, and the lecture's table of `G + X` beside `H + X` for small nimbers `X`. Games are
//! named in words wherever the view writes them (`Kayles, a row of 5`); the games themselves,
//! read as links spell them and as students type them, are a setting of the page
//! (`state/comparison.rs`).

#[cfg(test)]
mod tests;

use serde::Serialize;

use nimseq_core::game::Nimber;
use nimseq_core::sum::ValueTable;
use nimseq_core::GameError;

use crate::state::comparison::{game_words, Comparison};
use crate::texts::t;

/// The nimbers `X` the view adds to both games, as the lecture does: at least `*0 ... *3`.
const LEAST_TABLE_ROWS: u16 = 4;

/// One part with its value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PartValue {
    /// The part in words: `Kayles, a row of 5`, `*3`.
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
    /// The game in words: `*2 + *1`, `Kayles, a row of 5`.
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
    /// `*2: 2; *1: 1`: each part with its value.
    pub parts_text: String,
    /// `*3` (or `0`): the nimber it is equivalent to.
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
    /// The other game's index among all the games (the first game's is 0): each pair has its
    /// own.
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
    /// The games as a student types them, for the form: `Kayles 5 + *1; *3`.
    pub typed: String,
}

/// `G`, `H`, `K`, `L`, ... (the letters the lecture uses).
fn name(i: usize) -> String {
    const NAMES: [&str; 8] = ["G", "H", "K", "L", "M", "Q", "R", "T"];
    NAMES
        .get(i)
        .map_or_else(|| format!("G{}", i + 1), ToString::to_string)
}

/// A nimber as the lecture writes it: `0`, `*1`, `*2`, ...
fn nimber(k: Nimber) -> String {
    if k == 0 {
        "0".to_string()
    } else {
        format!("*{k}")
    }
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
                text: game_words(game),
                parts: game
                    .iter()
                    .zip(parts)
                    .map(|(p, &v)| PartValue {
                        text: p.words(),
                        value: v,
                        binary: bin(v),
                    })
                    .collect(),
                value: total,
                binary: bin(total),
                text_value: format!("{} = {} ≈ {}", name(i), game_words(game), nimber(total)),
                heading: format!("{} = {}", name(i), game_words(game)),
                parts_text: game
                    .iter()
                    .zip(parts)
                    .map(|(p, v)| {
                        t!(
                            "compare-part-value",
                            part = p.words(),
                            value = v.to_string()
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
                nimber: nimber(total),
            })
            .collect();
        let pairs = (0..games.len())
            .filter(|j| !self.groups.contains(j))
            .map(|j| {
                let first = self.first_of(j);
                pair(&games[first], &games[j], j, &bin)
            })
            .collect();
        Ok(CompareView {
            games,
            pairs,
            typed: self.typed(),
        })
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
            text: t!("compare-nim-sum-row", g = gn.as_str(), h = hn.as_str()),
            value: x,
            binary: bin(x),
        },
    ];
    // `11 ⊕ 11 = 00, which is 0`; but `0 ⊕ 0 = 0`, not `0 = 0`.
    let zero = bin(0);
    let sum_is = if equivalent {
        if zero == "0" {
            "0".to_string()
        } else {
            t!("compare-which-is-zero", zero = zero.as_str())
        }
    } else {
        format!("{} ≠ 0", bin(x))
    };
    let explanation = t!(
        "compare-explanation",
        equivalent = if equivalent { "yes" } else { "no" },
        g = gn.as_str(),
        h = hn.as_str(),
        g_binary = g.binary.as_str(),
        h_binary = h.binary.as_str(),
        sum = sum_is
    );
    let top = g
        .value
        .max(h.value)
        .saturating_add(1)
        .max(LEAST_TABLE_ROWS - 1);
    let table: Vec<CompareRow> = (0..=top)
        .map(|k| CompareRow {
            x: nimber(k),
            left: class(g.value ^ k),
            right: class(h.value ^ k),
            differ: class(g.value ^ k) != class(h.value ^ k),
        })
        .collect();
    let table_note = if equivalent {
        t!("compare-table-same", g = gn.as_str(), h = hn.as_str())
    } else {
        t!(
            "compare-table-apart",
            g = gn.as_str(),
            h = hn.as_str(),
            x = nimber(g.value)
        )
    };
    Pair {
        other,
        equivalent,
        question: t!("compare-question", g = g.text.as_str(), h = h.text.as_str()),
        verdict: format!("{} {sign} {}", g.text, h.text),
        rows,
        explanation,
        table,
        table_note,
        right: t!(
            "compare-right",
            g = g.text.as_str(),
            sign = sign,
            h = h.text.as_str()
        ),
        wrong: t!(
            "compare-wrong",
            g = g.text.as_str(),
            sign = sign,
            h = h.text.as_str()
        ),
        yes: t!("compare-yes", g = gn.as_str(), h = hn.as_str()),
        no: t!("compare-no", g = gn.as_str(), h = hn.as_str()),
        table_caption: t!("compare-table-caption", g = gn.as_str(), h = hn.as_str()),
        table_heads: [format!("{gn} + X"), format!("{hn} + X")],
    }
}
