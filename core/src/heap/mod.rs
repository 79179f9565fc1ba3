//! One heap of a sum: a game and a number of tokens ([`Heap`]), as links spell it and as a
//! student types it; the heaps of a sum read with the convention they are played by
//! ([`read_sum`]); and the moves made in a heap, in its game's own words. Sums under normal
//! play ([`crate::sum`]) and misère sums ([`crate::misere`]) are both made of these heaps.

mod moves;

use std::fmt;
use std::str::FromStr;

use crate::error::{GameError, Limit};
use crate::game::plain::{named, strip_word_suffix};
use crate::game::{parse_count, shorten, Game, Rule};
use crate::limits::{self, MAX_HEAP};

pub use moves::{heap_options, move_in_words, part_noun, Move, WinningMove};

/// One heap of a sum: a game and a number of tokens.
///
/// Spelled `GAME@SIZE`: `sub:1,2@7`, `octal:0.77@10`, `sub:3,5,6/take-all@9`; or a game given
/// by its options, a nimber `*3` or an option set `{0, *1, {0, *2}}` (its "size" is the
/// position it is at, see [`Game::Tree`]), or `0`.
///
/// What the page writes and what a student types reads too: a game by its name and a size,
/// as [`Game::heap_in_words`] writes it (`Kayles, a row of 5`, `the subtraction game {1, 3,
/// 4}, a heap of 7`) or shorter (`Kayles 5`, `K5`, `kayles@5`, `Nim 3`, `Dawson's Kayles 7`,
/// `dawson 7`, `Grundy's game 9`, `grundy 9`, `Officers 6`), names in any case; and a plain
/// number, the nimber it names (`3` is `*3`).
///
/// # Examples
/// ```
/// use nimseq_core::sum::Heap;
/// let kayles: Heap = "octal:0.77@5".parse()?;
/// for spelling in ["Kayles 5", "K5", "kayles@5", "Kayles, a row of 5", "KAYLES 5"] {
///     assert_eq!(spelling.parse::<Heap>()?, kayles);
/// }
/// assert_eq!("3".parse::<Heap>()?, "*3".parse::<Heap>()?);
/// assert_eq!("Nim, a heap of 4".parse::<Heap>()?.to_string(), "tb:0.[3]@4");
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Heap {
    /// The game played on this heap.
    pub game: Game,
    /// Its number of tokens.
    pub size: u64,
}

impl fmt::Display for Heap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.game.position_spelling(self.size))
    }
}

impl FromStr for Heap {
    type Err = GameError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        limits::check_input(text)?;
        let t = text.trim();
        if !t.contains('@') && crate::game::TreeGame::looks_like(t) {
            return Ok(Heap::tree(t.parse()?));
        }
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            // A plain number is the nimber it names: `3` is `*3`.
            return Ok(Heap::tree(format!("*{t}").parse()?));
        }
        let (game, size) = match t.rsplit_once('@') {
            // After `@` a code of any kind (`0.77@5`, `1,2@7`), as links always wrote.
            Some((game, size)) => match named(game)? {
                Some(named) => (named, size),
                None => (game.parse::<Game>()?, size),
            },
            None => in_words(t)?,
        };
        // A heap whose moves are listed one by one (splits) is bounded by that list, and by
        // the values its game's method computes.
        let max = match game.largest_listed_heap() {
            None => MAX_HEAP,
            Some(listed) => listed.min(crate::game::Evaluator::most_values(&game) - 1),
        };
        let size = parse_count(size, Limit::HeapSize, max)?;
        Ok(Heap { game, size })
    }
}

impl Heap {
    /// A game given by its options, at its starting position.
    fn tree(tree: crate::game::TreeGame) -> Heap {
        Heap {
            size: tree.root(),
            game: Game::Tree(tree),
        }
    }

    /// This heap in a sum played under misère play: a subtraction heap takes the misère form of
    /// its rule (normal play becomes misère, take-all misère take-all); a row of an octal or
    /// take-and-break game, which has no rule of its own, is played as the sum is.
    ///
    /// # Errors
    /// [`GameError::RuleNotForTree`] for a game given by its options (played under normal
    /// play only).
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::sum::Heap;
    /// let heap: Heap = "sub:1,2@5".parse()?;
    /// assert_eq!(heap.played_misere()?.to_string(), "sub:1,2/misere@5");
    /// let take_all: Heap = "sub:3,5,6/take-all@9".parse()?;
    /// assert_eq!(take_all.played_misere()?.to_string(), "sub:3,5,6/misere-take-all@9");
    /// let row: Heap = "K5".parse()?;
    /// assert_eq!(row.played_misere()?, row);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn played_misere(&self) -> Result<Heap, GameError> {
        let game = match (&self.game, self.game.rule()) {
            (Game::Tree(_), _) => return Err(GameError::RuleNotForTree(Rule::Misere.name())),
            (Game::Subtraction { .. }, Rule::Normal) => self.game.with_rule(Rule::Misere)?,
            (Game::Subtraction { .. }, Rule::TakeAll) => {
                self.game.with_rule(Rule::MisereTakeAll)?
            }
            _ => self.game.clone(),
        };
        Ok(Heap {
            game,
            size: self.size,
        })
    }
}

/// Reads the heaps of a sum and its convention: `(misere, heaps)`.
///
/// With `misere` (`--rule misere`) the sum is played misère: a subtraction heap that spells no
/// rule takes misère play ([`Heap::played_misere`]), one that spells a rule must spell a
/// misère one (`sub:1,2/misere@5`, `sub:3,5,6/misere-take-all@9`). Without it, the sum is
/// played misère when a heap spells a misère rule, and then every subtraction heap must.
/// Rows of octal and take-and-break games follow the sum.
///
/// # Errors
/// A heap's own errors ([`Heap::from_str`](std::str::FromStr)), and
/// [`GameError::MixedConventions`] for a sum that mixes misère and normal play.
///
/// # Examples
/// ```
/// use nimseq_core::sum::read_sum;
/// use nimseq_core::GameError;
/// let (misere, heaps) = read_sum(&["sub:1,2@5", "K4"], true)?;
/// assert!(misere);
/// assert_eq!(heaps[0].to_string(), "sub:1,2/misere@5");
/// let (misere, _) = read_sum(&["sub:1,2/misere@5", "K4"], false)?;
/// assert!(misere);
/// assert_eq!(
///     read_sum(&["sub:1,2/misere@5", "sub:1,2@3"], false).unwrap_err(),
///     GameError::MixedConventions
/// );
/// assert_eq!(
///     read_sum(&["sub:1,2/normal@5"], true).unwrap_err(),
///     GameError::MixedConventions
/// );
/// assert!(!read_sum(&["sub:1,2@5", "K4"], false)?.0);
/// # Ok::<(), GameError>(())
/// ```
pub fn read_sum(texts: &[impl AsRef<str>], misere: bool) -> Result<(bool, Vec<Heap>), GameError> {
    let heaps = texts
        .iter()
        .map(|t| t.as_ref().parse::<Heap>())
        .collect::<Result<Vec<_>, _>>()?;
    if !misere && !heaps.iter().any(|h| h.game.is_misere()) {
        return Ok((false, heaps));
    }
    let mut played = Vec::with_capacity(heaps.len());
    for (text, heap) in texts.iter().zip(heaps) {
        if let Game::Subtraction { rule, .. } = heap.game {
            // Normal play spelled (`sub:1,2/normal@5`), or, when misère play comes from the
            // heaps' own spellings, a subtraction heap that does not spell it.
            if !rule.is_misere() && (!misere || text.as_ref().contains('/')) {
                return Err(GameError::MixedConventions);
            }
        }
        played.push(heap.played_misere()?);
    }
    Ok((true, played))
}

/// The words before a size, in each language [`Game::heap_in_words`] writes (`Kayles, a row
/// of`, `Kayles, eine Reihe aus`, `Kayles, une rangée de`) and shorter (`Nim heap`), longer
/// ones first (a word is only cut after a space or a comma).
const SIZE_WORDS: [&str; 31] = [
    "a row of",
    "a heap of",
    "a pile of",
    "eine Reihe aus",
    "eine Reihe von",
    "eine Reihe mit",
    "ein Haufen aus",
    "ein Haufen von",
    "ein Haufen mit",
    "une rangée de",
    "un tas de",
    "une pile de",
    "row of",
    "heap of",
    "pile of",
    "Reihe aus",
    "Reihe von",
    "Reihe mit",
    "Haufen aus",
    "Haufen von",
    "Haufen mit",
    "rangée de",
    "tas de",
    "pile de",
    "row",
    "heap",
    "pile",
    "Reihe",
    "Haufen",
    "rangée",
    "tas",
];

/// A heap in words, without `@`: a game's name and its size, `Kayles, a row of 5`, `Kayles 5`,
/// `K5` (a size right after a name), `Nim heap 3`; or a game's code and a size after a space
/// (`sub:1,2 7`, `{1, 3, 4} 7`). Gives the game and the size's text.
fn in_words(text: &str) -> Result<(Game, &str), GameError> {
    let bad = || GameError::BadHeap(shorten(text));
    let cut = text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (before, size) = text.split_at(cut);
    if size.is_empty() {
        // A game with no size, `Kayles`, or nothing that reads.
        return match named(text) {
            Ok(Some(_)) => Err(GameError::HeapWithoutSize(shorten(text))),
            _ if text.contains(':') && text.parse::<Game>().is_ok() => {
                Err(GameError::HeapWithoutSize(shorten(text)))
            }
            _ => Err(bad()),
        };
    }
    let glued = !before.ends_with(char::is_whitespace);
    let mut name = before.trim_end();
    let mut worded = false;
    for words in SIZE_WORDS {
        if let Some(shorter) = strip_word_suffix(name, words) {
            name = shorter.trim_end();
            worded = true;
            break;
        }
    }
    // `sub:1, 2` is a set, not `sub:1` and a size.
    let comma = name.ends_with(',');
    let name = name.trim_end_matches([',', ':']).trim_end();
    if name.is_empty() {
        return Err(bad());
    }
    if let Some(game) = named(name)? {
        return Ok((game, size));
    }
    // A code needs its kind (`sub:`) or braces, and a space before the size: a bare `3 5`
    // is two nimbers, not the subtraction game {3} at 5.
    if !glued && (worded || !comma) && (name.contains(':') || name.starts_with('{')) {
        return Ok((name.parse()?, size));
    }
    if text.contains(':') && text.parse::<Game>().is_ok() {
        // `sub:1,2`: a game's code whose last digit is no size.
        return Err(GameError::HeapWithoutSize(shorten(text)));
    }
    Err(bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heap(text: &str) -> Heap {
        text.parse()
            .unwrap_or_else(|e| panic!("{text:?} does not read: {e}"))
    }

    #[test]
    fn errors() {
        assert!(matches!(
            "sub:1,2".parse::<Heap>(),
            Err(GameError::HeapWithoutSize(_))
        ));
        assert!(matches!(
            "Kayles5x".parse::<Heap>(),
            Err(GameError::BadHeap(_))
        ));
        assert!(matches!(
            "sub:1,2@x".parse::<Heap>(),
            Err(GameError::BadNumber(_))
        ));
        assert!(matches!(
            "octal:0.77@9999999".parse::<Heap>(),
            Err(GameError::LimitExceeded { .. })
        ));
    }

    #[test]
    fn a_students_spellings_read() {
        let kayles = heap("octal:0.77@5");
        for spelling in [
            "Kayles 5",
            "K5",
            "k 5",
            "kayles@5",
            "Kayles@5",
            "K@5",
            "Kayles, a row of 5",
            "kayles, a row of 5",
            "  Kayles   row 5 ",
            "KAYLES 5",
        ] {
            assert_eq!(heap(spelling), kayles, "{spelling}");
        }
        let dawson = heap("octal:0.07@7");
        for spelling in [
            "Dawson's Kayles 7",
            "dawson's kayles, a row of 7",
            "Dawson’s Kayles 7",
            "dawson 7",
            "Dawsons Kayles@7",
        ] {
            assert_eq!(heap(spelling), dawson, "{spelling}");
        }
        for spelling in [
            "Grundy's game 9",
            "grundy 9",
            "Grundy@9",
            "grundy's game, a row of 9",
        ] {
            assert_eq!(heap(spelling), heap("grundy@9"), "{spelling}");
        }
        assert_eq!(heap("Officers 6"), heap("octal:0.6@6"));
        assert_eq!(heap("officers, a row of 6"), heap("octal:0.6@6"));
        // Nim, a heap of n, is *n.
        let nim = heap("Nim 4");
        assert_eq!(nim, heap("tb:0.[3]@4"));
        assert_eq!(heap("nim, a heap of 4"), nim);
        // A plain number is the nimber it names; 0 too.
        assert_eq!(heap("3"), heap("*3"));
        assert_eq!(heap("0"), heap("*0"));
        assert_eq!(heap(" 12 "), heap("*12"));
        // A code still reads, after `@` or before a size.
        assert_eq!(heap("sub:1,2 7"), heap("sub:1,2@7"));
        assert_eq!(heap("{1, 3, 4} 7"), heap("sub:1,3,4@7"));
        assert_eq!(heap("1,2@7"), heap("sub:1,2@7"));
        assert_eq!(heap("Pick-Up-Bricks 7"), heap("sub:1,2@7"));
    }

    #[test]
    fn what_the_page_writes_reads_back() {
        for spec in [
            "octal:0.77",
            "octal:0.07",
            "octal:0.137",
            "octal:0.6",
            "octal:0.123",
            "grundy",
            "tb:0.[3]",
            "tb:4.[3]",
            "tb:4.",
            "sub:1,2",
            "sub:1,3,4",
            "sub:2,4,7",
            "sub:1-7",
            "sub:1,2,3",
            "sub:3,5,6/take-all",
            "sub:1,3,4/misere",
            "sub:1,2/misere",
            "sub:2,3/misere-take-all",
        ] {
            let game: Game = spec.parse().unwrap();
            for size in [0, 1, 7, 30] {
                let words = game.heap_in_words(size);
                let read = heap(&words);
                assert_eq!(
                    read,
                    Heap {
                        game: game.clone(),
                        size
                    },
                    "{words}"
                );
            }
        }
        for tree in ["*3", "0", "{0, *1, {0, *2}}"] {
            let h = heap(tree);
            assert_eq!(heap(&h.game.heap_in_words(h.size)), h);
        }
    }

    #[test]
    fn what_does_not_read_says_so_in_a_students_words() {
        let err = |t: &str| t.parse::<Heap>().unwrap_err();
        // Each is one heap that does not read (a sum's parts are split before).
        for text in [
            "Kayles5x",
            "Kayles five",
            "3 5",
            "row of 5",
            "Kaylez 5",
            "K",
        ] {
            assert!(
                matches!(
                    err(text),
                    GameError::BadHeap(_) | GameError::HeapWithoutSize(_)
                ),
                "{text}: {:?}",
                err(text)
            );
        }
        let said = err("Kaylez 5").to_string();
        assert!(said.contains("“Kaylez 5”"), "{said}");
        assert!(
            said.contains("“Kayles 5”") && said.contains("“K5”"),
            "{said}"
        );
        assert!(!said.contains("GAME@SIZE"), "{said}");
        assert_eq!(err("Kayles"), GameError::HeapWithoutSize("Kayles".into()));
        assert_eq!(
            err("Dawson's Kayles"),
            GameError::HeapWithoutSize("Dawson's Kayles".into())
        );
        assert!(err("Kayles").to_string().contains("needs a size"));
        // Octal games have no misère rule of their own.
        assert!("misère Kayles 5".parse::<Heap>().is_err());
    }
}
