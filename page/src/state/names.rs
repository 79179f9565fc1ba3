//! How each choice of the page is spelled in links and labelled in forms: one list per type,
//! used to read links, write links, fill the forms' choices and write the manual's table (docs/links.md).

use nimseq_core::draw::{Axes, ColourRange, Metric, Scale};
use nimseq_core::game::Rule;
use nimseq_core::play::{Opponent, Player};
use nimseq_core::sweep::Dims;
use nimseq_core::theory::Bound;
use nimseq_core::words::Lang;

use crate::texts::PAGE;

/// A value chosen from a short list, with its spelling in links and its label in forms.
pub trait Named: Copy + PartialEq + 'static {
    /// Every value, in the order forms list them: `(value, spelling, label)`, the label the id
    /// of its message in the page's catalogue ([`label`](Named::label) writes it).
    const ALL: &'static [(Self, &'static str, &'static str)];

    /// Its label in forms, in the current language.
    fn label(self) -> String {
        Self::ALL
            .iter()
            .find(|entry| entry.0 == self)
            .map_or_else(String::new, |entry| PAGE.text(entry.2, None))
    }

    /// The spelling in links.
    fn spelling(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|entry| entry.0 == self)
            .map_or("", |entry| entry.1)
    }

    /// Reads a spelling.
    fn from_spelling(text: &str) -> Option<Self> {
        Self::ALL
            .iter()
            .find(|entry| entry.1 == text)
            .map(|entry| entry.0)
    }

    /// Every spelling, separated by spaces, for messages.
    fn spellings() -> String {
        let all: Vec<&str> = Self::ALL.iter().map(|entry| entry.1).collect();
        all.join(" ")
    }
}

/// Which view the page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// One game: facts, strip, table, certificate, theory.
    Sequence,
    /// A grid of sets coloured by a metric.
    Heatmap,
    /// Conjectures tested over a grid.
    Conjecture,
    /// The game board.
    Play,
    /// Every octal code with up to a few digits, computed and compared with the literature.
    Atlas,
    /// Two or more games compared: `G ≈ H` exactly when `G + H` is a P-position.
    Compare,
    /// The misère quotient of a game's heaps: the monoid that decides misère sums.
    Quotient,
}

/// Which conjecture the conjecture view tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConjectureTest {
    /// Nash & Sheenko's Conjecture 5.1 (small augmentations).
    Augment,
    /// A 3-set `{a,b,c}` with `c != a + b` has a period equal to the sum of two of its elements.
    Sums,
}

impl Named for View {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (View::Sequence, "sequence", "choice-view-sequence"),
        (View::Heatmap, "heatmap", "choice-view-heatmap"),
        (View::Conjecture, "conjecture", "choice-view-conjecture"),
        (View::Play, "play", "choice-view-play"),
        (View::Atlas, "atlas", "choice-view-atlas"),
        (View::Compare, "compare", "choice-view-compare"),
        (View::Quotient, "quotient", "choice-view-quotient"),
    ];
}

impl Named for ConjectureTest {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (
            ConjectureTest::Augment,
            "augment",
            "choice-conjecture-test-augment",
        ),
        (ConjectureTest::Sums, "sums", "choice-conjecture-test-sums"),
    ];
}

impl Named for Rule {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Rule::Normal, Rule::Normal.name(), "choice-rule-normal"),
        (Rule::Misere, Rule::Misere.name(), "choice-rule-misere"),
        (Rule::TakeAll, Rule::TakeAll.name(), "choice-rule-take-all"),
        (
            Rule::MisereTakeAll,
            Rule::MisereTakeAll.name(),
            "choice-rule-misere-take-all",
        ),
    ];
}

impl Named for Dims {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Dims::Pairs, "2", "choice-dims-pairs"),
        (Dims::Triples, "3", "choice-dims-triples"),
        (Dims::Quads, "4", "choice-dims-quads"),
    ];
}

impl Named for Axes {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Axes::Ab, "ab", "choice-axes-ab"),
        (Axes::Ac, "ac", "choice-axes-ac"),
        (Axes::Bc, "bc", "choice-axes-bc"),
        (Axes::Additive, "additive", "choice-axes-additive"),
    ];
}

impl Named for Metric {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Metric::Period, "period", "choice-metric-period"),
        (Metric::Preperiod, "preperiod", "choice-metric-preperiod"),
        (Metric::MaxValue, "maxvalue", "choice-metric-maxvalue"),
        (Metric::Theory, "theory", "choice-metric-theory"),
        (Metric::Sum, "sum", "choice-metric-sum"),
        (
            Metric::RelativePeriod,
            "relperiod",
            "choice-metric-relperiod",
        ),
        (
            Metric::RelativePreperiod,
            "relpreperiod",
            "choice-metric-relpreperiod",
        ),
    ];
}

impl Named for Scale {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Scale::Auto, "auto", "choice-scale-auto"),
        (Scale::Linear, "linear", "choice-scale-linear"),
        (Scale::Log, "log", "choice-scale-log"),
    ];
}

impl Named for ColourRange {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (ColourRange::Grid, "grid", "choice-colour-range-grid"),
        (ColourRange::Slice, "slice", "choice-colour-range-slice"),
    ];
}

impl Named for Bound {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Bound::LargestElement, "largest", "choice-bound-largest"),
        (Bound::SetSize, "size", "choice-bound-size"),
    ];
}

impl Named for Player {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Player::One, "1", "choice-player-one"),
        (Player::Two, "2", "choice-player-two"),
    ];
}

impl Named for Opponent {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Opponent::Computer, "computer", "choice-opponent-computer"),
        (Opponent::Human, "human", "choice-opponent-human"),
    ];
}

/// What colours the atlas's cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtlasMetric {
    /// Where the code stands against the literature (agrees, unsolved, ...).
    Status,
    /// The certified period.
    Period,
    /// The certified preperiod.
    Preperiod,
    /// The largest value.
    MaxValue,
}

impl Named for AtlasMetric {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (AtlasMetric::Status, "status", "choice-atlas-metric-status"),
        (AtlasMetric::Period, "period", "choice-atlas-metric-period"),
        (
            AtlasMetric::Preperiod,
            "preperiod",
            "choice-atlas-metric-preperiod",
        ),
        (
            AtlasMetric::MaxValue,
            "maxvalue",
            "choice-atlas-metric-maxvalue",
        ),
    ];
}

/// How much the board's hints show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintLevel {
    /// No hints.
    Off,
    /// Only whether the position is P or N: no move, no values (for exercises).
    Outcome,
    /// Only whether positions and moves win or lose (P and N), no values: for exercises.
    Classes,
    /// Everything: nim-values, the nim-sum in binary, why a move wins.
    Values,
}

impl Named for HintLevel {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (HintLevel::Off, "0", "choice-hint-level-off"),
        (HintLevel::Outcome, "outcome", "choice-hint-level-outcome"),
        (HintLevel::Classes, "pn", "choice-hint-level-pn"),
        (HintLevel::Values, "1", "choice-hint-level-values"),
    ];
}

/// A part of a view an embed can show or leave out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    /// The sequence view's facts: the rules in words, preperiod, period, largest value.
    Facts,
    /// The sequence view's certificates: why the period (and the outcomes' period) is proven.
    Certificate,
    /// The sequence view's outcomes: the P/N period, `B(S)` and `E(S)`.
    Outcomes,
    /// The sequence view's closed forms from the literature, each with its verdict.
    Theory,
    /// The sequence view's strip of values.
    Strip,
    /// The sequence view's overview of long sequences.
    Overview,
    /// The sequence view's table.
    Table,
    /// The sequence view's "why G(n)" panel: the options of a heap and their mex.
    Why,
    /// The sequence view's exercise: the student computes the next values.
    Exercise,
    /// The sequence view's P/N table: which heaps the player to move loses (P) or wins (N),
    /// without values (the lecture's first step).
    Pn,
    /// The board itself (always shown in the play view).
    Board,
    /// The board's story: the chart of the game so far and the move list.
    Story,
    /// The nim calculator beside the board.
    Calculator,
    /// The misère quotient's order, presentation and P-portion.
    Presentation,
    /// The misère quotient's pretending function: heap `n` → element.
    Pretending,
    /// The misère quotient's product table.
    Products,
}

impl Named for Part {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Part::Facts, "facts", "choice-part-facts"),
        (Part::Certificate, "certificate", "choice-part-certificate"),
        (Part::Outcomes, "outcomes", "choice-part-outcomes"),
        (Part::Theory, "theory", "choice-part-theory"),
        (Part::Strip, "strip", "choice-part-strip"),
        (Part::Overview, "overview", "choice-part-overview"),
        (Part::Table, "table", "choice-part-table"),
        (Part::Why, "why", "choice-part-why"),
        (Part::Exercise, "exercise", "choice-part-exercise"),
        (Part::Pn, "pn", "choice-part-pn"),
        (Part::Board, "board", "choice-part-board"),
        (Part::Story, "story", "choice-part-story"),
        (Part::Calculator, "calculator", "choice-part-calculator"),
        (
            Part::Presentation,
            "presentation",
            "choice-part-presentation",
        ),
        (Part::Pretending, "pretending", "choice-part-pretending"),
        (Part::Products, "products", "choice-part-products"),
    ];
}

impl Part {
    /// The parts a view is made of (none for the views embeds show whole).
    pub fn of(view: View) -> &'static [Part] {
        match view {
            View::Sequence => &[
                Part::Facts,
                Part::Certificate,
                Part::Outcomes,
                Part::Theory,
                Part::Strip,
                Part::Overview,
                Part::Table,
                Part::Why,
                Part::Exercise,
                Part::Pn,
            ],
            View::Play => &[Part::Board, Part::Story, Part::Calculator],
            View::Quotient => &[Part::Presentation, Part::Pretending, Part::Products],
            View::Heatmap | View::Conjecture | View::Atlas | View::Compare => &[],
        }
    }

    /// The research material of a sequence, which teaching links and embeds leave out
    /// unless asked: certificates, `B(S)` and `E(S)`, the literature's closed forms, the
    /// overview of long sequences.
    pub fn is_research(self) -> bool {
        matches!(
            self,
            Part::Certificate | Part::Outcomes | Part::Theory | Part::Overview
        )
    }

    /// The parts another part needs: the exercise's wrong answers point at the why panel.
    pub fn needs(self) -> &'static [Part] {
        match self {
            Part::Exercise => &[Part::Why],
            _ => &[],
        }
    }

    /// Whether a view always shows this part (the board of the play view).
    pub fn is_required(self) -> bool {
        self == Part::Board
    }
}

/// An exercise a link sets: the answers are hidden until the student gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exercise {
    /// No exercise.
    Off,
    /// The sequence view hides the values from a position on; the student computes them.
    Values,
    /// The compare view hides its verdicts; the student says whether the games are equivalent.
    Equivalence,
}

impl Named for Exercise {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (Exercise::Off, "0", "choice-exercise-off"),
        (Exercise::Values, "values", "choice-exercise-values"),
        (
            Exercise::Equivalence,
            "equivalence",
            "choice-exercise-equivalence",
        ),
    ];
}

/// The page's colours, as a link chooses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThemeChoice {
    /// Light, whatever the reader's system says (the default of embeds: white course notes).
    Light,
    /// Dark.
    Dark,
    /// The reader's system setting (and, on the full page, the reader's last switch).
    Auto,
}

impl Named for ThemeChoice {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (ThemeChoice::Light, "light", "choice-theme-choice-light"),
        (ThemeChoice::Dark, "dark", "choice-theme-choice-dark"),
        (ThemeChoice::Auto, "auto", "choice-theme-choice-auto"),
    ];
}

/// The size of an embed's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmbedSize {
    /// A narrow column, or a phone.
    Small,
    /// Half of a wide page.
    Medium,
    /// The width of a page of notes.
    Large,
    /// As wide as the page around it.
    Full,
}

impl Named for EmbedSize {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (EmbedSize::Small, "small", "choice-embed-size-small"),
        (EmbedSize::Medium, "medium", "choice-embed-size-medium"),
        (EmbedSize::Large, "large", "choice-embed-size-large"),
        (EmbedSize::Full, "full", "choice-embed-size-full"),
    ];
}

impl EmbedSize {
    /// The frame's width in CSS pixels (`None`: the whole width of the page around it).
    pub fn width(self) -> Option<u32> {
        match self {
            EmbedSize::Small => Some(360),
            EmbedSize::Medium => Some(560),
            EmbedSize::Large => Some(760),
            EmbedSize::Full => None,
        }
    }

    /// The frame's width and a first estimate of the height that shows `parts` of `view`
    /// without scrolling inside the frame, before the embed dialog measures it in its
    /// preview: each part's usual height at this width.
    pub fn frame(self, view: View, parts: &[Part]) -> (Option<u32>, u32) {
        let small = self == EmbedSize::Small;
        let wide = |narrow: u32, wide: u32| if small { narrow } else { wide };
        let height = match view {
            View::Sequence => {
                let each = |p: &Part| match p {
                    Part::Facts => wide(330, 230),
                    Part::Certificate => wide(110, 70),
                    Part::Outcomes => wide(170, 110),
                    Part::Theory => wide(420, 300),
                    Part::Strip => 210,
                    Part::Overview => wide(560, 470),
                    Part::Table => 420,
                    Part::Why => wide(360, 300),
                    Part::Exercise => wide(240, 200),
                    Part::Pn => wide(300, 220),
                    _ => 0,
                };
                // The title and the link back.
                80 + parts.iter().map(each).sum::<u32>()
            }
            View::Play => {
                let board = wide(560, 480);
                let story = if parts.contains(&Part::Story) { 320 } else { 0 };
                let calculator = if parts.contains(&Part::Calculator) {
                    240
                } else {
                    0
                };
                board + story + calculator
            }
            View::Quotient => {
                let each = |p: &Part| match p {
                    Part::Presentation => wide(330, 260),
                    Part::Pretending => wide(260, 200),
                    Part::Products => wide(520, 700),
                    _ => 0,
                };
                80 + parts.iter().map(each).sum::<u32>()
            }
            _ => wide(480, 640),
        };
        (self.width(), height)
    }
}

/// An on/off switch: `1` or `0`.
/// The form of the code the embed dialog writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmbedForm {
    /// An `<iframe>`, with the lines that size it (any page, and a site that strips scripts).
    Frame,
    /// The `<nimseq-embed>` element (`nimseq-embed.js`): a page that runs a script module.
    Element,
}

impl Named for EmbedForm {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (EmbedForm::Frame, "frame", "choice-embed-form-frame"),
        (EmbedForm::Element, "element", "choice-embed-form-element"),
    ];
}

/// The page's language: a link's choice, or the reader's (`auto`, the default, never written).
impl Named for Option<Lang> {
    const ALL: &'static [(Self, &'static str, &'static str)] = &[
        (None, "auto", "choice-lang-auto"),
        (Some(Lang::En), "en", "choice-lang-en"),
        (Some(Lang::De), "de", "choice-lang-de"),
        (Some(Lang::Fr), "fr", "choice-lang-fr"),
    ];
}

impl Named for bool {
    const ALL: &'static [(Self, &'static str, &'static str)] =
        &[(false, "0", "choice-off"), (true, "1", "choice-on")];
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trips<T: Named + std::fmt::Debug>() {
        for &(value, spelling, label) in T::ALL {
            assert_eq!(T::from_spelling(spelling), Some(value));
            assert_eq!(value.spelling(), spelling);
            assert!(!label.is_empty());
        }
    }

    #[test]
    fn every_spelling_reads_back() {
        round_trips::<View>();
        round_trips::<ConjectureTest>();
        round_trips::<Rule>();
        round_trips::<Dims>();
        round_trips::<Axes>();
        round_trips::<Metric>();
        round_trips::<Scale>();
        round_trips::<ColourRange>();
        round_trips::<Bound>();
        round_trips::<Player>();
        round_trips::<Opponent>();
        round_trips::<bool>();
        round_trips::<HintLevel>();
        round_trips::<Part>();
        round_trips::<EmbedSize>();
        round_trips::<AtlasMetric>();
        round_trips::<Exercise>();
        round_trips::<ThemeChoice>();
    }

    /// The core spells rules (game specs, the command line); links use its spelling.
    #[test]
    fn rules_are_spelled_as_the_core_reads_them() {
        for &(rule, spelling, _) in <Rule as Named>::ALL {
            assert_eq!(spelling.parse::<Rule>().ok(), Some(rule));
        }
    }
}
