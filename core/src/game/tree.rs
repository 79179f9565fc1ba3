//! Games as a teacher writes them: nimbers `*3` and games given by their options
//! `{0, *1, {0, *2}}`.
//!
//! A [`TreeGame`] is one finite impartial game. Its positions (the game itself and every
//! position reachable from it) are numbered `0, 1, ..., root` so that every option of a
//! position has a smaller number: position 0 is the game with no move, `0 = {}`, and the
//! game itself is the last, `root`. A position is then played like a heap whose moves always
//! lead to smaller heaps, which is how sums, the board and its solver play it
//! ([`Game::Tree`](crate::game::Game::Tree): a "heap of size `n`" is position `n`).
//!
//! Equal positions are stored once (`{0, *1}` is `*2`), numbered in a canonical order, so two
//! spellings of one game compare equal. Sizes are bounded: at most
//! [`MAX_TREE_POSITIONS`] positions, nimbers up to [`MAX_TREE_NIMBER`], braces nested at most
//! [`MAX_TREE_DEPTH`] deep, at most [`MAX_TREE_MOVES`] moves in all.

use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;
use std::sync::Arc;

use crate::error::{GameError, Limit};
use crate::game::input::shorten;
use crate::game::Nimber;
use crate::limits;
use crate::mex::mex;
use crate::words::t;

/// Most positions of a game given by its options (the game and every position below it).
pub const MAX_TREE_POSITIONS: u64 = 4096;
/// Largest nimber `*n` written in a game given by its options.
pub const MAX_TREE_NIMBER: u64 = 1000;
/// Deepest nesting of braces in a game given by its options.
pub const MAX_TREE_DEPTH: u64 = 32;
/// Most moves (from any position to any of its options) of a game given by its options.
pub const MAX_TREE_MOVES: u64 = 1 << 20;

/// One finite impartial game, given by its options: `*3`, `{0, *1, {0, *2}}`.
///
/// The game keeps its spelling as written (without spaces) for links and captions; equality
/// is the game's: `{0, *1}` equals `*2`.
///
/// # Examples
/// ```
/// use nimseq_core::game::TreeGame;
/// let g: TreeGame = "{0, *1, {0, *2}}".parse()?;
/// // Its positions: 0, *1, *2, {0, *2} and the game itself.
/// assert_eq!(g.positions(), 5);
/// assert_eq!(g.value(g.root()), 2); // mex{0, 1, mex{0, 2} = 1} = 2
/// assert_eq!(g.to_string(), "{0, *1, {0, *2}}");
/// // Equal games are spelled and stored alike.
/// assert_eq!("{*1, 0}".parse::<TreeGame>()?, "*2".parse()?);
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Clone)]
pub struct TreeGame(Arc<Tree>, Arc<str>);

#[derive(Debug)]
struct Tree {
    /// `options[i]`: the options of position `i`, increasing (each below `i`).
    options: Vec<Vec<u32>>,
    /// `values[i]`: the nim-value of position `i`.
    values: Vec<Nimber>,
    /// `nimbers[i]`: `Some(k)` when position `i` is the nimber `*k`.
    nimbers: Vec<Option<u32>>,
    /// A hash of the options, for cheap hashing and unequal-at-a-glance comparisons.
    fingerprint: u64,
}

impl PartialEq for TreeGame {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
            || (self.0.fingerprint == other.0.fingerprint && self.0.options == other.0.options)
    }
}

impl Eq for TreeGame {}

impl Hash for TreeGame {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.fingerprint.hash(state);
        self.0.options.len().hash(state);
    }
}

impl fmt::Debug for TreeGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TreeGame({self})")
    }
}

impl fmt::Display for TreeGame {
    /// The game's spelling: `*3`, `{0, *1, {0, *2}}` (nimbers spelled as nimbers).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.spelling(self.root()))
    }
}

impl TreeGame {
    /// The nimber `*n` (`*0` is `0`, the game with no move).
    ///
    /// # Errors
    /// The [`Limit::TreeNimber`] limit.
    pub fn nimber(n: u64) -> Result<Self, GameError> {
        let mut b = Builder::default();
        let root = b.nimber(n)?;
        Ok(b.finish(root, &format!("*{n}")))
    }

    /// How many positions the game has, itself included (`*3`: 4).
    pub fn positions(&self) -> u64 {
        self.0.options.len() as u64
    }

    /// The game itself: its last position.
    pub fn root(&self) -> u64 {
        self.positions() - 1
    }

    /// The options of position `n` (each a smaller position), or none for a position the game
    /// does not have.
    pub fn options(&self, n: u64) -> &[u32] {
        usize::try_from(n)
            .ok()
            .and_then(|i| self.0.options.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// The nim-value of position `n` (0 for a position the game does not have).
    pub fn value(&self, n: u64) -> Nimber {
        usize::try_from(n)
            .ok()
            .and_then(|i| self.0.values.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// The nim-values of every position, position 0 first.
    pub fn values(&self) -> &[Nimber] {
        &self.0.values
    }

    /// `Some(k)` when position `n` is the nimber `*k`.
    pub fn as_nimber(&self, n: u64) -> Option<u32> {
        usize::try_from(n)
            .ok()
            .and_then(|i| self.0.nimbers.get(i))
            .copied()
            .flatten()
    }

    /// The spelling of position `n`: the game as written for the game itself (a space after
    /// each comma), else the position's own spelling: `0`, `*2`, `{0, *2}`.
    pub fn spelling(&self, n: u64) -> String {
        if n == self.root() {
            return self.1.replace(',', ", ");
        }
        self.canonical(n)
    }

    /// The spelling of position `n` with nimbers written as nimbers and options in order:
    /// `{0, *1}` is `*2`.
    pub fn canonical(&self, n: u64) -> String {
        let mut out = String::new();
        self.spell_into(n, &mut out);
        out
    }

    /// Position `n` as links spell it, without spaces: the game as written for the game
    /// itself (`{0,*1,{0,*2}}`).
    pub fn link_spelling(&self, n: u64) -> String {
        self.spelling(n).replace(", ", ",")
    }

    fn spell_into(&self, n: u64, out: &mut String) {
        match self.as_nimber(n) {
            Some(0) => out.push('0'),
            Some(k) => {
                out.push('*');
                out.push_str(&k.to_string());
            }
            None => {
                out.push('{');
                for (i, &o) in self.options(n).iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.spell_into(u64::from(o), out);
                }
                out.push('}');
            }
        }
    }

    /// Whether `text` is written as a game given by its options (`*3`, `{0, *1}`, `0`) rather
    /// than as a game played on heaps (`sub:1,2`, or a set `{1, 2}`: braces around numbers
    /// other than 0).
    pub fn looks_like(text: &str) -> bool {
        let t = text.trim();
        if t == "0" || t.starts_with(['*', '∗']) {
            return true;
        }
        let Some(inner) = t.strip_prefix('{') else {
            return false;
        };
        // `{}`, `{0}`, `{*1}`, `{{...}}`: a game; `{1, 2}` a subtraction set.
        let inner = inner.trim_start();
        inner.starts_with(['}', '*', '∗', '{', '0'])
    }
}

impl FromStr for TreeGame {
    type Err = GameError;

    /// Reads `0`, `*`, `*n`, or options in braces separated by commas: `{0, *1, {0, *2}}`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let mut parser = Parser {
            text,
            chars: text.char_indices().peekable(),
            builder: Builder::default(),
        };
        let root = parser.game(0)?;
        parser.skip_spaces();
        if let Some(&(at, _)) = parser.chars.peek() {
            return Err(parser.bad(at, t!("tree-follows")));
        }
        Ok(parser.builder.finish(root, text))
    }
}

/// Positions stored once each while a game is read, in the order they are met.
#[derive(Default)]
struct Builder {
    options: Vec<Vec<u32>>,
    index: HashMap<Vec<u32>, u32>,
    /// `nimbers[k]`: the position of `*k`, once made.
    nimbers: Vec<u32>,
    moves: u64,
}

impl Builder {
    /// The position with these options (made once).
    fn intern(&mut self, mut options: Vec<u32>) -> Result<u32, GameError> {
        options.sort_unstable();
        options.dedup();
        if let Some(&id) = self.index.get(&options) {
            return Ok(id);
        }
        let id = self.options.len() as u64;
        limits::check(Limit::TreePositions, id + 1, MAX_TREE_POSITIONS)?;
        self.moves += options.len() as u64;
        limits::check(Limit::TreeMoves, self.moves, MAX_TREE_MOVES)?;
        self.index.insert(options.clone(), id as u32);
        self.options.push(options);
        Ok(id as u32)
    }

    /// The position `*n`.
    fn nimber(&mut self, n: u64) -> Result<u32, GameError> {
        limits::check(Limit::TreeNimber, n, MAX_TREE_NIMBER)?;
        while self.nimbers.len() as u64 <= n {
            let below = self.nimbers.clone();
            let id = self.intern(below)?;
            self.nimbers.push(id);
        }
        Ok(self.nimbers[n as usize])
    }

    /// The game whose root is `root`, renumbered canonically: by height (the longest way down
    /// to 0), then by the options' new numbers.
    fn finish(self, root: u32, written: &str) -> TreeGame {
        let n = self.options.len();
        let mut height = vec![0u32; n];
        // Options are made before the positions that have them: one pass in order.
        for i in 0..n {
            height[i] = self.options[i]
                .iter()
                .map(|&o| height[o as usize] + 1)
                .max()
                .unwrap_or(0);
        }
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.sort_by_key(|&i| height[i as usize]);
        let mut new_id = vec![u32::MAX; n];
        let mut options: Vec<Vec<u32>> = Vec::with_capacity(n);
        let mut start = 0;
        while start < n {
            let h = height[order[start] as usize];
            let end = start + order[start..].partition_point(|&i| height[i as usize] == h);
            let mut level: Vec<(Vec<u32>, u32)> = order[start..end]
                .iter()
                .map(|&i| {
                    let mut opts: Vec<u32> = self.options[i as usize]
                        .iter()
                        .map(|&o| new_id[o as usize])
                        .collect();
                    opts.sort_unstable();
                    (opts, i)
                })
                .collect();
            level.sort();
            for (opts, i) in level {
                new_id[i as usize] = options.len() as u32;
                options.push(opts);
            }
            start = end;
        }
        debug_assert_eq!(new_id[root as usize] as usize, n - 1, "the root is highest");
        let values: Vec<Nimber> = {
            let mut values: Vec<Nimber> = Vec::with_capacity(n);
            for opts in &options {
                let v = mex(opts.iter().map(|&o| u32::from(values[o as usize])));
                values.push(v as Nimber);
            }
            values
        };
        let mut nimbers: Vec<Option<u32>> = Vec::with_capacity(n);
        for opts in &options {
            let mut seen: Vec<u32> = opts.iter().filter_map(|&o| nimbers[o as usize]).collect();
            seen.sort_unstable();
            let is_nimber =
                seen.len() == opts.len() && seen.iter().copied().eq(0..opts.len() as u32);
            nimbers.push(is_nimber.then_some(opts.len() as u32));
        }
        let mut fingerprint: u64 = 0xcbf2_9ce4_8422_2325;
        for opts in &options {
            for &o in opts.iter().chain(std::iter::once(&u32::MAX)) {
                fingerprint = (fingerprint ^ u64::from(o)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        let written: String = written
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| if c == '∗' { '*' } else { c })
            .collect();
        TreeGame(
            Arc::new(Tree {
                options,
                values,
                nimbers,
                fingerprint,
            }),
            written.into(),
        )
    }
}

struct Parser<'a> {
    text: &'a str,
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    builder: Builder,
}

impl Parser<'_> {
    /// The error of a game that cannot be read at byte `at`, and why (in words).
    fn bad(&self, at: usize, why: String) -> GameError {
        let shown = shorten(self.text);
        let near = shorten(&self.text[at.min(self.text.len())..]);
        GameError::BadTree {
            text: shown,
            why: if near.is_empty() {
                why
            } else {
                t!("tree-at", why = why, near = near)
            },
        }
    }

    fn skip_spaces(&mut self) {
        while self.chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
    }

    fn end(&self) -> usize {
        self.text.len()
    }

    /// One game at nesting `depth`.
    fn game(&mut self, depth: u64) -> Result<u32, GameError> {
        self.skip_spaces();
        let Some(&(at, c)) = self.chars.peek() else {
            return Err(self.bad(self.end(), t!("tree-missing")));
        };
        match c {
            '0' => {
                self.chars.next();
                if self.chars.peek().is_some_and(|&(_, c)| c.is_ascii_digit()) {
                    return Err(self.bad(at, t!("tree-star")));
                }
                self.builder.nimber(0)
            }
            '*' | '∗' => {
                self.chars.next();
                let mut digits = String::new();
                while let Some((_, d)) = self.chars.next_if(|&(_, d)| d.is_ascii_digit()) {
                    digits.push(d);
                }
                let n = if digits.is_empty() {
                    1
                } else {
                    digits.parse::<u64>().map_err(|_| {
                        GameError::limit(Limit::TreeNimber, u64::MAX, MAX_TREE_NIMBER)
                    })?
                };
                self.builder.nimber(n)
            }
            '{' => {
                limits::check(Limit::TreeDepth, depth + 1, MAX_TREE_DEPTH)?;
                self.chars.next();
                let mut options = Vec::new();
                self.skip_spaces();
                if self.chars.next_if(|&(_, c)| c == '}').is_some() {
                    return self.builder.intern(options);
                }
                loop {
                    options.push(self.game(depth + 1)?);
                    self.skip_spaces();
                    match self.chars.next() {
                        Some((_, ',')) => continue,
                        Some((_, '}')) => break,
                        Some((at, _)) => return Err(self.bad(at, t!("tree-comma-or-brace"))),
                        None => return Err(self.bad(self.end(), t!("tree-no-closing-brace"))),
                    }
                }
                self.builder.intern(options)
            }
            c if c.is_ascii_digit() => Err(self.bad(at, t!("tree-number"))),
            _ => Err(self.bad(at, t!("tree-expected"))),
        }
    }
}

/// The rules of a game given by its options, in words.
pub(crate) fn rules_in_words(tree: &TreeGame) -> Vec<String> {
    let root = tree.root();
    let mut lines = vec![t!(
        "tree-rules-game",
        game = tree.to_string(),
        positions = tree.positions().to_string(),
        count = tree.positions()
    )];
    lines.push(match tree.as_nimber(root) {
        Some(0) => t!("tree-rules-zero"),
        Some(k) => t!(
            "tree-rules-nimber",
            k = k.to_string(),
            below = (k - 1).to_string()
        ),
        None => t!("tree-rules-options"),
    });
    lines.push(t!("tree-rules-normal"));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(text: &str) -> TreeGame {
        text.parse().unwrap()
    }

    #[test]
    fn nimbers_are_the_games_below_them() {
        for n in 0..20 {
            let g = TreeGame::nimber(n).unwrap();
            assert_eq!(g.positions(), n + 1);
            assert_eq!(u64::from(g.value(g.root())), n);
            assert_eq!(g.as_nimber(g.root()), Some(n as u32));
            assert_eq!(g.options(g.root()).len() as u64, n);
        }
        assert_eq!(tree("*").canonical(0), "0");
        assert_eq!(tree("*").canonical(1), "*1");
        assert_eq!(tree("∗3").to_string(), "*3");
        assert_eq!(tree("*0").canonical(0), "0");
        assert_eq!(tree("{}").canonical(0), "0");
        // As written for the game itself, canonical below it.
        let g = tree("{ 0,*1 ,{*2,0}}");
        assert_eq!(g.to_string(), "{0, *1, {*2, 0}}");
        assert_eq!(g.link_spelling(g.root()), "{0,*1,{*2,0}}");
        assert_eq!(g.spelling(g.root() - 1), "{0, *2}");
        assert_eq!(tree("{0}"), tree("*1"));
        assert_eq!(tree("{0, *1, *2}"), tree("*3"));
    }

    #[test]
    fn values_are_mexes_of_options() {
        // The lecture's Sprague–Grundy corollary: {G1, ..., Gm} ≈ *mex(n1, ..., nm).
        let g = tree("{0, *1, {0, *2}}");
        assert_eq!(g.value(g.root()), 2);
        assert_eq!(g.to_string(), "{0, *1, {0, *2}}");
        let g = tree("{*1, *2}");
        assert_eq!(g.value(g.root()), 0, "no option of value 0");
        let g = tree("{*4, *1, 0, *7, *8}");
        assert_eq!(g.value(g.root()), 2, "mex{{0, 1, 4, 7, 8}} = 2");
        // Positions are numbered below the positions that reach them.
        for i in 0..g.positions() {
            assert!(g.options(i).iter().all(|&o| u64::from(o) < i));
        }
    }

    #[test]
    fn spellings_of_one_game_are_equal() {
        assert_eq!(tree("{{0, *2}, *1, 0}"), tree("{0,*1,{*2,0}}"));
        assert_eq!(tree("{*1, *1, 0}"), tree("{0, *1}"));
        let a = tree("{*3, {*1, *2}}");
        let b = tree("{{*2, *1}, *3}");
        assert_eq!(a, b);
        assert_eq!(a.canonical(a.root()), b.canonical(b.root()));
        assert_ne!(tree("*2"), tree("*3"));
    }

    #[test]
    fn limits_and_mistakes_are_named() {
        let err = |t: &str| t.parse::<TreeGame>().unwrap_err().to_string();
        assert!(
            err("*1001").contains("above the limit of 1000"),
            "{}",
            err("*1001")
        );
        assert!(err("*99999999999999999999999").contains("nimber"));
        let deep = format!("{}0{}", "{".repeat(40), "}".repeat(40));
        assert!(err(&deep).contains("nesting"), "{}", err(&deep));
        assert!(err("{0, *1").contains("closing brace"), "{}", err("{0, *1"));
        assert!(err("{1, 2}").contains("star"), "{}", err("{1, 2}"));
        assert!(err("{0 *1}").contains("comma"), "{}", err("{0 *1}"));
        assert!(err("*2 x").contains("follows"), "{}", err("*2 x"));
        assert!(err("").contains("missing"));
        assert!(err("05").contains("star"));
    }

    #[test]
    fn what_looks_like_a_game_given_by_its_options() {
        for t in ["*3", "0", "{0, *1}", "{}", " {{0}}", "∗2"] {
            assert!(TreeGame::looks_like(t), "{t}");
        }
        for t in ["{1, 2}", "sub:1,2", "7", "{2,4,7}", "octal:0.77"] {
            assert!(!TreeGame::looks_like(t), "{t}");
        }
    }

    #[test]
    fn german_and_french_rules_and_errors_have_no_english() {
        use crate::words::{with_language, Lang};
        let g = tree("{0, *1, {0, *2}}");
        for (lang, phrase) in [(Lang::De, "Optionen"), (Lang::Fr, "options")] {
            let words = with_language(lang, || rules_in_words(&g).join(" "));
            assert!(words.contains(phrase), "{words}");
            for english in [
                " the ",
                " of ",
                " game ",
                " move ",
                "player",
                "positions in all",
            ] {
                assert!(!words.contains(english), "{lang:?}: {words}");
            }
            let nim = with_language(lang, || rules_in_words(&tree("*3")).join(" "));
            assert!(nim.contains("*0 = 0") && !nim.contains(" heap"), "{nim}");
            let err = with_language(lang, || {
                "{0 *1}".parse::<TreeGame>().unwrap_err().to_string()
            });
            assert!(
                !err.contains("expected") && err.contains("*1}"),
                "{lang:?}: {err}"
            );
        }
        let de = with_language(Lang::De, || {
            "{1, 2}".parse::<TreeGame>().unwrap_err().to_string()
        });
        assert!(de.contains("Stern"), "{de}");
        let fr = with_language(Lang::Fr, || rules_in_words(&tree("*1")).join(" "));
        assert!(fr.contains("2 positions au total"), "{fr}");
    }
}
