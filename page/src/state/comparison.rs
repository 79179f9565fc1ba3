//! The games the compare view compares, as the link's `games` holds them ([`Comparison`]):
//! read as a link spells them (`octal:0.77@5+*4;*3`) and as a student types them (`Kayles 5 +
//! *4; 3`, `K4 + K1 + K4 + K1; 0`), checked against the view's limits, and written back in
//! words. The compare view computes what it shows from them.

use std::fmt;
use std::str::FromStr;

use nimseq_core::game::{Evaluator, Game};
use nimseq_core::limits;
use nimseq_core::sum::Heap;
use nimseq_core::{GameError, Limit};

use crate::texts::t;
use crate::words::capitalised;

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

/// One part of a game compared: as links spell it, and as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComparePart {
    /// As links spell it: a heap by its game's code (`octal:0.77@5`), a nimber (`*3`), a game
    /// given by its options as written, without spaces (`{0,*1}`).
    pub text: String,
    /// The heap it is.
    pub heap: Heap,
}

/// The games of the compare view, each a sum of parts, in groups: the first game of a group is
/// compared with each other game of its group (`*5; *3 | Kayles 4; *1` asks two questions).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    /// The games, group after group.
    pub games: Vec<Vec<ComparePart>>,
    /// Where each group starts in `games` (the first group at 0).
    pub groups: Vec<usize>,
}

/// Most words read as one part when the parts of a sum arrive separated by spaces (a link's
/// `+` arrives as a space): `the subtraction game {1, 3, 4}, a heap of 7` is 8.
const MOST_WORDS_IN_A_PART: usize = 24;

/// `text` without spaces, as links spell a game given by its options: `{0,*1,{0,*2}}`.
fn tidy(text: &str) -> String {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    squeezed.replace('∗', "*")
}

/// `text` split at `sep` outside braces.
fn split_outside_braces(text: &str, sep: impl Fn(char) -> bool) -> Vec<String> {
    let mut items = Vec::new();
    let mut depth = 0i64;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        if depth == 0 && sep(c) {
            items.push(std::mem::take(&mut current));
        } else {
            current.push(c);
        }
    }
    items.push(current);
    items
        .into_iter()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .collect()
}

/// One part, read and checked against the view's limits.
fn part(text: &str) -> Result<ComparePart, GameError> {
    // The view sets a part in words apart in a sum: `(Kayles, a row of 4) + *1`.
    let text = text.trim();
    let text = match text.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
        Some(inner) => inner,
        None => text,
    };
    let heap: Heap = text.parse()?;
    if heap.game.is_misere() {
        return Err(GameError::MisereSum);
    }
    let text = match &heap.game {
        // A game given by its options is kept as written, never as its value: `{0,*1}` is `*2`.
        Game::Tree(_) => {
            let tidied = tidy(text);
            match tidied.parse::<u64>() {
                Ok(0) => "0".to_string(),
                Ok(n) => format!("*{n}"),
                Err(_) => tidied,
            }
        }
        _ => {
            let most = if Evaluator::most_values(&heap.game) < limits::MAX_TERMS {
                MAX_COMPARE_SLOW_HEAP
            } else {
                MAX_COMPARE_HEAP
            };
            limits::check(Limit::CompareHeap, heap.size, most)?;
            heap.to_string()
        }
    };
    Ok(ComparePart { text, heap })
}

/// The parts of one stretch between `+` signs: one part (`Kayles, a row of 5`), or several
/// separated by spaces (`*2 *1`, `K4 K1`, as a link's `+` arrives), each the longest run of
/// words that reads.
fn stretch(text: &str) -> Result<Vec<ComparePart>, GameError> {
    let whole = match part(text) {
        Ok(p) => return Ok(vec![p]),
        Err(e) => e,
    };
    let words = split_outside_braces(text, char::is_whitespace);
    if words.len() < 2 {
        return Err(whole);
    }
    let mut parts = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let longest = (at + MOST_WORDS_IN_A_PART).min(words.len());
        let found = (at + 1..=longest)
            .rev()
            .find_map(|end| part(&words[at..end].join(" ")).ok().map(|p| (end, p)));
        match found {
            Some((end, p)) => {
                parts.push(p);
                at = end;
            }
            // What is left from here is what was not understood.
            None if at == 0 => return Err(whole),
            None => return Err(part(&words[at..].join(" ")).err().unwrap_or(whole)),
        }
    }
    Ok(parts)
}

/// The parts of one game: stretches joined by `+` outside braces.
fn parts(text: &str) -> Result<Vec<ComparePart>, GameError> {
    let mut all = Vec::new();
    for s in split_outside_braces(text, |c| c == '+') {
        all.extend(stretch(&s)?);
        limits::check(Limit::Heaps, all.len() as u64, MAX_COMPARE_PARTS)?;
    }
    if all.is_empty() {
        return Err(GameError::EmptySum);
    }
    Ok(all)
}

impl FromStr for Comparison {
    type Err = GameError;

    /// Reads games separated by `;`, each a sum of parts joined by `+`: `*2 + *1; *3`, as a
    /// student types them (`Kayles 5 + 3; K4`) or as a link spells them (`octal:0.77@5+*3`).
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::Comparison;
    /// let c: Comparison = "*2+*1 ; {0,*1, {0, *2}}".parse()?;
    /// assert_eq!(c.to_string(), "*2 + *1; {0, *1, {0, *2}}");
    /// assert_eq!(c.link_spelling(), "*2+*1;{0,*1,{0,*2}}");
    /// let k: Comparison = "Kayles 5 + 3; K4".parse()?;
    /// assert_eq!(k.link_spelling(), "octal:0.77@5+*3;octal:0.77@4");
    /// assert_eq!(k.to_string(), "Kayles 5 + *3; Kayles 4");
    /// assert!("*2".parse::<Comparison>().is_err());
    /// // Questions of their own, separated by `|`: each group's first game is compared with the
    /// // others of its group.
    /// let two: Comparison = "*5; *3 | K4; *1".parse()?;
    /// assert_eq!(two.link_spelling(), "*5;*3|octal:0.77@4;*1");
    /// assert_eq!(two.to_string(), "*5; *3 | Kayles 4; *1");
    /// assert!("*5; *3 | *1".parse::<Comparison>().is_err());
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let mut comparison = Comparison {
            games: Vec::new(),
            groups: Vec::new(),
        };
        for group in nimseq_core::play::split_outside_braces(text, '|') {
            let games: Vec<&str> = nimseq_core::play::split_outside_braces(group, ';')
                .into_iter()
                .filter(|t| !t.trim().is_empty())
                .collect();
            if games.is_empty() && group.trim().is_empty() {
                continue;
            }
            if games.len() < 2 {
                return Err(GameError::CompareNeedsTwo);
            }
            comparison.groups.push(comparison.games.len());
            limits::check(
                Limit::CompareGames,
                (comparison.games.len() + games.len()) as u64,
                MAX_COMPARE_GAMES,
            )?;
            for game in games {
                comparison.games.push(parts(game)?);
            }
        }
        if comparison.games.is_empty() {
            return Err(GameError::CompareNeedsTwo);
        }
        Ok(comparison)
    }
}

impl ComparePart {
    /// The part as a student reads it: `Kayles, a row of 5`, `Nim, a heap of 3`, `*3`,
    /// `{0, *1}`.
    pub fn words(&self) -> String {
        let Heap { game, size } = &self.heap;
        match game {
            Game::Tree(_) => self.text.replace(',', ", "),
            // Nim is played on heaps (the core's words call every take-and-break game's heap
            // a row).
            _ if game.common_name() == Some("Nim") => {
                t!("compare-nim-heap", size = size.to_string())
            }
            _ => game.heap_in_words(*size),
        }
    }

    /// The part as a student types it: `Kayles 5`, `Nim 3`, `*3`; a game without a common
    /// name in full words (`the subtraction game {1, 3, 4}, a heap of 7`).
    pub fn typed(&self) -> String {
        match self.heap.game.common_name() {
            Some(name) => format!("{name} {}", self.heap.size),
            None => self.words(),
        }
    }
}

/// A game's parts in words joined by ` + `; a part whose words have a comma is put in
/// parentheses when there are several: `(Kayles, a row of 4) + *1`.
pub(crate) fn game_words(parts: &[ComparePart]) -> String {
    let all: Vec<String> = parts
        .iter()
        .map(|p| {
            let words = p.words();
            if parts.len() > 1 && !matches!(p.heap.game, Game::Tree(_)) && words.contains(',') {
                format!("({words})")
            } else {
                words
            }
        })
        .collect();
    all.join(" + ")
}

impl fmt::Display for Comparison {
    /// The games as a student types them and as the form shows them: `Kayles 5 + *1; *3`
    /// (each reads back as the same games).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.typed())
    }
}

impl Comparison {
    /// The first game of game `j`'s group.
    pub(crate) fn first_of(&self, j: usize) -> usize {
        self.groups
            .iter()
            .copied()
            .filter(|&start| start <= j)
            .max()
            .unwrap_or(0)
    }

    /// Each game written by `game`, joined by `;` within a group and `between` between groups.
    fn joined(
        &self,
        game: impl Fn(&[ComparePart]) -> String,
        within: &str,
        between: &str,
    ) -> String {
        let mut out = String::new();
        for (i, g) in self.games.iter().enumerate() {
            if i > 0 {
                out.push_str(if self.groups.contains(&i) {
                    between
                } else {
                    within
                });
            }
            out.push_str(&game(g));
        }
        out
    }

    /// The games as links spell them, without spaces: `*2+*1;*3`, `octal:0.77@5;*4`, groups
    /// joined by `|` (`*5;*3|octal:0.77@4;*1`).
    pub fn link_spelling(&self) -> String {
        self.joined(
            |g| {
                let parts: Vec<&str> = g.iter().map(|p| p.text.as_str()).collect();
                parts.join("+")
            },
            ";",
            "|",
        )
    }

    /// The games as a student types them: `Kayles 5 + *1; *3`, groups joined by ` | `.
    pub fn typed(&self) -> String {
        self.joined(
            |g| {
                let parts: Vec<String> = g.iter().map(ComparePart::typed).collect();
                parts.join(" + ")
            },
            "; ",
            " | ",
        )
    }

    /// What a student is told when the games typed cannot be read: what was not understood,
    /// then how to write games, with examples in their own spellings.
    ///
    /// # Examples
    /// ```
    /// use nimseq_page::Comparison;
    /// let error = "Kaylez 5; *4".parse::<Comparison>().unwrap_err();
    /// let said = Comparison::not_understood(&error);
    /// assert!(said.starts_with("Not understood: “Kaylez 5”"));
    /// assert!(said.contains("“K4 + K1 + K4 + K1; 0”"));
    /// ```
    pub fn not_understood(error: &GameError) -> String {
        let how = t!("compare-how-to-write");
        match error {
            GameError::BadHeap(text) => {
                t!(
                    "compare-not-understood-text",
                    text = text.as_str(),
                    how = how
                )
            }
            GameError::HeapWithoutSize(_) => {
                t!("compare-not-understood", error = error.to_string())
            }
            GameError::CompareNeedsTwo | GameError::EmptySum => t!(
                "compare-error-then-how",
                error = capitalised(&error.to_string()),
                how = how
            ),
            GameError::LimitExceeded { .. }
            | GameError::MisereSum
            | GameError::HeapBeyondSequence { .. } => {
                t!("compare-cannot-compare", error = error.to_string())
            }
            _ => t!(
                "compare-not-understood-how",
                error = error.to_string(),
                how = how
            ),
        }
    }

    /// Checks the games a student typed: `None` when they read, else what
    /// [`Comparison::not_understood`] says.
    pub fn problem(text: &str) -> Option<String> {
        text.parse::<Comparison>()
            .err()
            .map(|e| Comparison::not_understood(&e))
    }

    /// The games of a link's own `games` parameter when it is there and cannot be read (a
    /// link the page then shows with its default games): the error, so that the view says
    /// what was not understood instead of comparing other games.
    pub fn rejected_in_link(query: &str) -> Option<GameError> {
        let query = query.strip_prefix('?').unwrap_or(query);
        let text = form_urlencoded::parse(query.as_bytes())
            .find(|(key, _)| key == "games")
            .map(|(_, value)| value.into_owned())?;
        if text.trim().is_empty() {
            return None;
        }
        text.parse::<Comparison>().err()
    }
}
