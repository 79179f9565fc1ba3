//! What the sequence view does with a link it is shown, from the search it has: show the same
//! search again (back from another view, or only the position moved), take a search that
//! stopped without a period further (its worker holds it: the values are not computed again),
//! or start a new one.

use serde::{Deserialize, Serialize};

use crate::sequence::further::{further_box, FurtherBox, FurtherSearch};
use crate::sequence::known::SequenceLaw;

/// The search the sequence view has: what it searched, in which language its words are, and
/// whether its worker holds it to go on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SearchRun {
    /// The link's search (`Link::search`: the game and its limit) and its language: the same
    /// key, the same answer in the same words.
    key: (String, String),
    /// The game with its rule (`Link::search_game`).
    game: String,
    /// Whether the search ended without a period, its worker keeping it to go on.
    held: bool,
}

/// What the view does with a link ([`SearchRun::step`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
pub enum SearchStep {
    /// The search the view has is the link's: show it again.
    Same,
    /// The search the view has, held by its worker, goes on to `G(limit)`.
    GoOn {
        /// The link's limit.
        limit: u64,
    },
    /// A new search.
    Anew,
}

impl SearchRun {
    /// A search begun for a link's `search`, in its language `lang`, of the game `game`.
    pub fn new(search: &str, lang: &str, game: &str) -> SearchRun {
        SearchRun {
            key: (search.to_string(), lang.to_string()),
            game: game.to_string(),
            held: false,
        }
    }

    /// Records how the search ended: `held` when without a period (its worker keeps it).
    pub fn ended(&mut self, held: bool) {
        self.held = held;
    }

    /// The search goes on for the link's `search` (in `lang`): it is that link's from now on,
    /// and no longer held until it ends again.
    pub fn go_on(&mut self, search: &str, lang: &str) {
        self.key = (search.to_string(), lang.to_string());
        self.held = false;
    }

    /// What to do with a link of `search`, `lang`, `game` and `limit` (the link's `limit`:
    /// `auto` or a number) when `known` values are known. A search goes on only for the same
    /// game, to a limit the link chose and no smaller than the values it has.
    ///
    /// ```
    /// use nimseq_page::{SearchRun, SearchStep};
    /// let mut run = SearchRun::new("octal:0.6 1000", "en", "octal:0.6");
    /// run.ended(true);
    /// assert_eq!(run.step("octal:0.6 1000", "en", "octal:0.6", "1000", 1001), SearchStep::Same);
    /// assert_eq!(
    ///     run.step("octal:0.6 4000", "en", "octal:0.6", "4000", 1001),
    ///     SearchStep::GoOn { limit: 4000 }
    /// );
    /// assert_eq!(run.step("octal:0.6 4000", "en", "octal:0.6", "auto", 1001), SearchStep::Anew);
    /// ```
    pub fn step(
        &self,
        search: &str,
        lang: &str,
        game: &str,
        limit: &str,
        known: u64,
    ) -> SearchStep {
        if self.key.0 == search && self.key.1 == lang {
            return SearchStep::Same;
        }
        match limit.parse::<u64>() {
            Ok(limit) if self.held && self.game == game && limit >= known => {
                SearchStep::GoOn { limit }
            }
            _ => SearchStep::Anew,
        }
    }
}

/// How a search ended, as the sequence view's handle takes it from the worker's analysis (the
/// rest of the analysis is for JavaScript to draw): its law, the heading of downloads, whether
/// its worker holds it, and where it ended when it may go on.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct SearchEnd {
    /// The certified period and the arithmetic period.
    pub law: SequenceLaw,
    /// The heading of downloads: the game, its rule and its certificate.
    pub heading: String,
    /// Whether its worker holds it to go on.
    pub held: bool,
    /// Where it ended, when it may go on (no period).
    pub further: Option<FurtherSearch>,
}

impl SearchEnd {
    /// The "search further" box of a search that ended without a period, `stopped` on its
    /// budget of `budget_ms`, `cancelled`, or at its limit; `None` for a search with a period.
    pub fn further_box(&self, stopped: Option<&str>, budget_ms: Option<u64>) -> Option<FurtherBox> {
        self.further
            .as_ref()
            .map(|f| further_box(f, stopped, budget_ms))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn held() -> SearchRun {
        let mut run = SearchRun::new("octal:0.6 2000", "en", "octal:0.6");
        run.ended(true);
        run
    }

    #[test]
    fn the_same_search_in_the_same_language_is_shown_again() {
        let run = SearchRun::new("sub:1,3,4 auto", "en", "sub:1,3,4");
        assert_eq!(
            run.step("sub:1,3,4 auto", "en", "sub:1,3,4", "auto", 0),
            SearchStep::Same
        );
        // Another language: the answer's words are the worker's, so it is asked again.
        assert_eq!(
            run.step("sub:1,3,4 auto", "de", "sub:1,3,4", "auto", 0),
            SearchStep::Anew
        );
    }

    #[test]
    fn a_held_search_goes_on_to_a_chosen_larger_limit_of_the_same_game() {
        let run = held();
        let step = |search, game, limit| run.step(search, "en", game, limit, 2001);
        assert_eq!(
            step("octal:0.6 8000", "octal:0.6", "8000"),
            SearchStep::GoOn { limit: 8000 }
        );
        // The limit the values already reach: nothing new to compute, but it is the same run.
        assert_eq!(
            step("octal:0.6 2001", "octal:0.6", "2001"),
            SearchStep::GoOn { limit: 2001 }
        );
        // A smaller limit, `auto`, another game or another rule: a new search.
        assert_eq!(
            step("octal:0.6 1000", "octal:0.6", "1000"),
            SearchStep::Anew
        );
        assert_eq!(
            step("octal:0.6 auto", "octal:0.6", "auto"),
            SearchStep::Anew
        );
        assert_eq!(
            step("octal:0.16 8000", "octal:0.16", "8000"),
            SearchStep::Anew
        );
    }

    #[test]
    fn a_search_not_held_never_goes_on() {
        let mut run = held();
        run.ended(false);
        assert_eq!(
            run.step("octal:0.6 8000", "en", "octal:0.6", "8000", 2001),
            SearchStep::Anew
        );
    }

    #[test]
    fn a_search_gone_on_is_its_new_links_and_held_again_only_when_it_ends() {
        let mut run = held();
        run.go_on("octal:0.6 8000", "en");
        assert_eq!(
            run.step("octal:0.6 8000", "en", "octal:0.6", "8000", 2001),
            SearchStep::Same
        );
        assert_eq!(
            run.step("octal:0.6 9000", "en", "octal:0.6", "9000", 8001),
            SearchStep::Anew
        );
        run.ended(true);
        assert_eq!(
            run.step("octal:0.6 9000", "en", "octal:0.6", "9000", 8001),
            SearchStep::GoOn { limit: 9000 }
        );
    }
}
