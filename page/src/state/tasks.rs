//! The work the views send their workers, as typed messages built once from a link's state
//! ([`Link`](crate::Link)'s `search_task`, `quotient_task` and `atlas_task`): a worker computes from a task
//! without reading a link again. A game travels as its spelling, which reads back to the same
//! game (links round-trip on it).

use serde::{Deserialize, Serialize};

use crate::state::settings::Settings;
use nimseq_core::game::Game;
use nimseq_core::misere::{GenusSearch, QuotientSearch};
use nimseq_core::period::PeriodSearch;
use nimseq_core::GameError;

/// The sequence view's period search: a game, with its rule, and the last `n` to compute.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchTask {
    /// The game's spelling with its rule (`sub:1,2/misere`).
    pub game: String,
    /// The search computes `G(0) ... G(limit)` at most.
    pub limit: u64,
}

impl SearchTask {
    /// The search the settings ask for.
    pub fn of(s: &Settings) -> SearchTask {
        SearchTask {
            game: s.game.to_string(),
            limit: s.search_limit(),
        }
    }

    /// The game and its search, ready to step.
    ///
    /// # Errors
    /// [`GameError`] for a spelling that does not read (never one a link made) or a limit
    /// above the core's.
    pub fn start(&self) -> Result<(Game, PeriodSearch), GameError> {
        let game = Game::read(&self.game, None)?;
        let search = PeriodSearch::new(&game, self.limit)?;
        Ok((game, search))
    }
}

/// The quotient view's misère quotient: a game, the heaps up to `upto` and the most elements.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientTask {
    /// The game's spelling with its rule.
    pub game: String,
    /// The largest heap.
    pub upto: u64,
    /// The most elements the quotient may have.
    pub elements: u64,
}

impl QuotientTask {
    /// The quotient the settings ask for.
    pub fn of(s: &Settings) -> QuotientTask {
        QuotientTask {
            game: s.game.to_string(),
            upto: s.upto,
            elements: s.elements,
        }
    }

    /// The search of the quotient, ready to step.
    ///
    /// # Errors
    /// [`GameError`] for a spelling that does not read, or a game that is not heaps (a game
    /// given by its options).
    pub fn start(&self) -> Result<QuotientSearch, GameError> {
        let game = Game::read(&self.game, None)?;
        QuotientSearch::new(&game, self.upto, self.elements)
    }

    /// The genus of the first heaps, shown beside the quotient (at most
    /// [`QUOTIENT_GENUS_HEAPS`](crate::QUOTIENT_GENUS_HEAPS) of them), ready to step.
    ///
    /// # Errors
    /// As [`QuotientTask::start`].
    pub fn genus(&self) -> Result<GenusSearch, GameError> {
        let game = Game::read(&self.game, None)?;
        crate::genus_search(&game, self.upto)
    }
}

/// The atlas view's codes: the digit before the point, how many digits after it, and the
/// cap of each code's values. A worker computes places of its list of codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AtlasTask {
    /// 0 (`0.d1…dk`) or 4 (`4.d1…dk`).
    pub d0: u8,
    /// The digits after the point.
    pub digits: usize,
    /// Values computed per code before it is left unresolved.
    pub cap: u64,
}

impl AtlasTask {
    /// The atlas the settings ask for.
    pub fn of(s: &Settings) -> AtlasTask {
        AtlasTask {
            d0: s.atlas_d0,
            digits: s.digits,
            cap: u64::from(s.cap),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PageState;

    fn settings(query: &str) -> Settings {
        PageState::from_query(query).0.settings().clone()
    }

    #[test]
    fn a_task_reads_back_to_the_game_the_link_names_with_its_rule() {
        for query in [
            "?game=sub:1,3,4",
            "?game=sub:1,2&rule=misere",
            "?game=sub:3,5,6&rule=take-all",
            "?game=octal:0.77&limit=5000",
            "?game=tb:4.[3]",
            "?game=grundy",
        ] {
            let s = settings(query);
            let task = SearchTask::of(&s);
            let (game, _) = task.start().unwrap();
            assert_eq!(game, s.game, "{query}");
            assert_eq!(task.limit, s.search_limit(), "{query}");
        }
    }

    #[test]
    fn a_quotient_task_asks_what_the_link_asks() {
        let s = settings("?view=quotient&game=octal:0.75&upto=30&elements=64");
        let task = QuotientTask::of(&s);
        assert_eq!((task.upto, task.elements), (30, 64));
        assert!(task.start().is_ok());
    }

    #[test]
    fn a_task_whose_game_does_not_read_is_an_error_not_a_panic() {
        let task = SearchTask {
            game: "sub:0".into(),
            limit: 10,
        };
        assert!(task.start().is_err());
        let task = QuotientTask {
            game: "<img>".into(),
            upto: 3,
            elements: 8,
        };
        assert!(task.start().is_err());
    }
}
