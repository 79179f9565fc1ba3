//! The sequence view's table of values: rows of one period (or of a readable divisor of a long
//! one), twenty at a time, from the row that holds the position asked for. Each cell says its
//! value and what it is; the preperiod is shaded, P-positions outlined; with an arithmetic
//! period the saltus may be subtracted (`G(n) − s·⌊(n − e)/p⌋`) so that the columns repeat; an
//! exercise hides the values the student has not found yet. The caption, the note under the
//! table and the label of its rows are written here too.

use serde::Serialize;

use nimseq_core::game::Nimber;

use super::exercise::hidden_title;
use super::known::{ArithmeticLaw, KnownValues, SequenceLaw};
use crate::texts::t;
use nimseq_core::words::grouped;

/// Longest period written as one table row.
pub const LONGEST_ROW: u64 = 60;
/// Rows of the table shown at once.
pub const PAGE_ROWS: u64 = 20;
/// Rows of an exercise: rows of one period would show its answers repeating.
const EXERCISE_ROW: u64 = 10;
/// Rows without a period.
const PLAIN_ROW: u64 = 20;
/// Rows of a long period with no readable divisor.
const LONG_ROW: u64 = 30;
/// The narrowest divisor of a long period taken as the row.
const NARROWEST_DIVISOR: u64 = 12;

/// What the table is asked to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableAsk {
    /// The position: the table starts at the row that holds it.
    pub at: u64,
    /// Whether the position is marked (a position chosen, not a refresh).
    pub mark: bool,
    /// Whether the saltus of an arithmetic period is subtracted (the box "subtract the
    /// saltus", when it applies).
    pub subtract: bool,
    /// With an exercise on, the value it asks for now (it and those after it are hidden).
    pub exercise: Option<u64>,
}

/// One cell of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ValueCell {
    /// The position.
    pub n: u64,
    /// What the cell shows: `G(n)`, or `G(n)` less the saltus, or `?` and nothing in an
    /// exercise.
    pub text: String,
    /// What it says under the pointer: `G(8) = 0 (P-position)`.
    pub title: String,
    /// In the preperiod (shaded).
    pub pre: bool,
    /// A P-position (outlined bold).
    pub p: bool,
    /// The position asked for (marked).
    pub at: bool,
    /// Hidden by the exercise.
    pub hidden: bool,
    /// The value the exercise asks for.
    pub ask: bool,
}

/// One row of the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ValueRow {
    /// Its first position, as the row's heading: `1,200`.
    pub label: String,
    /// Its cells.
    pub cells: Vec<ValueCell>,
}

/// The table of values as the sequence view shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ValueTable {
    /// `G(n) for n = 0 … 59 of 1,000 computed`, or `No values yet`.
    pub caption: String,
    /// The corner's heading, `n =`.
    pub corner: &'static str,
    /// The columns' headings: `+0`, `+1`, ….
    pub columns: Vec<String>,
    /// The rows.
    pub rows: Vec<ValueRow>,
    /// The first position shown.
    pub start: u64,
    /// Past the last position shown.
    pub end: u64,
    /// The row length.
    pub width: u64,
    /// Whether every row is there (a running search then changes only the caption).
    pub full: bool,
    /// Where the earlier rows start.
    pub earlier: u64,
    /// Where the later rows start.
    pub later: u64,
    /// Whether the table starts at 0 (no earlier rows).
    pub first: bool,
    /// Whether the table ends at the last value computed (no later rows yet).
    pub last: bool,
    /// `rows of 3, 20 at a time`.
    pub label: String,
    /// Whether the box "subtract the saltus" applies (rows of one arithmetic period with a
    /// saltus).
    pub saltus: bool,
    /// The note under the table: how its rows are laid out and what its marks mean.
    pub note: String,
}

/// The table's row length: the period (certified, or an arithmetic one), or a readable divisor
/// of a long one; rows of ten in an exercise.
pub fn row_width(law: &SequenceLaw, exercise: bool) -> u64 {
    if exercise {
        return EXERCISE_ROW;
    }
    let period = law
        .period
        .map(|p| p.period)
        .or(law.arithmetic.map(|a| a.period));
    match period {
        None | Some(0) => PLAIN_ROW,
        Some(p) if p <= LONGEST_ROW => p,
        Some(p) => (NARROWEST_DIVISOR..=LONGEST_ROW)
            .rev()
            .find(|w| p.is_multiple_of(*w))
            .unwrap_or(LONG_ROW),
    }
}

/// The table's caption: the positions `start .. end` it shows of `computed`.
pub fn rows_caption(start: u64, end: u64, computed: u64) -> String {
    if computed == 0 {
        return t!("table-no-values");
    }
    t!(
        "table-caption",
        from = start,
        to = start.max(end.saturating_sub(1)),
        computed = computed
    )
}

/// The table of `known` values from the row that holds `ask.at`.
///
/// # Examples
/// ```
/// use nimseq_page::{value_table, KnownValues, SequenceLaw, TableAsk, ValuePeriod};
/// let law = SequenceLaw { period: Some(ValuePeriod { preperiod: 0, period: 3 }), arithmetic: None };
/// let values = [0, 1, 2, 0, 1, 2, 0];
/// let ask = TableAsk { at: 4, mark: true, subtract: true, exercise: None };
/// let table = value_table(&KnownValues::new(&values, &law), ask);
/// // Rows of one period, from the row that holds 4.
/// assert_eq!(table.caption, "G(n) for n = 3 … 6 of 7 computed");
/// assert_eq!(table.rows[0].cells[1].title, "G(4) = 1");
/// assert!(table.rows[0].cells[1].at);
/// ```
pub fn value_table(known: &KnownValues<'_>, ask: TableAsk) -> ValueTable {
    let law = known.law();
    let practising = ask.exercise.is_some();
    let width = row_width(law, practising);
    let start = ask.at / width * width;
    let computed = known.len();
    let end = computed.min(start + width * PAGE_ROWS);
    // An exercise shows neither the period nor the preperiod (they would give answers away).
    let shown = (!practising).then_some(law);
    let period = shown.and_then(|l| l.period);
    let arithmetic = shown.and_then(|l| l.arithmetic);
    let preperiod = period
        .map(|p| p.preperiod)
        .or(arithmetic.map(|a| a.preperiod));
    // With a saltus s and rows of one period p: G(n) − s·⌊(n − e)/p⌋ from the preperiod e on,
    // so that the columns repeat as they do for a period.
    let saltus = arithmetic.filter(|a| a.saltus != 0 && a.period == width);
    let reduce = saltus.filter(|_| ask.subtract);
    let values = &known.computed()[start.min(end) as usize..end as usize];
    let rows = (start..end)
        .step_by(width as usize)
        .map(|row| ValueRow {
            label: grouped(row),
            cells: (row..end.min(row + width))
                .map(|m| {
                    let value = values[(m - start) as usize];
                    cell(m, value, ask, preperiod, reduce)
                })
                .collect(),
        })
        .collect();
    ValueTable {
        caption: rows_caption(start, end, computed),
        corner: "n =",
        columns: (0..width).map(|b| format!("+{b}")).collect(),
        rows,
        start,
        end,
        width,
        full: end == start + width * PAGE_ROWS,
        earlier: start.saturating_sub(width * PAGE_ROWS),
        later: start + width * PAGE_ROWS,
        first: start == 0,
        last: end >= computed,
        label: t!("table-rows-label", width = width, rows = PAGE_ROWS),
        saltus: saltus.is_some(),
        note: note(
            width,
            period.map(|p| p.period),
            practising,
            arithmetic,
            reduce.is_some(),
            preperiod,
        ),
    }
}

/// One cell: position `m` of value `value`.
fn cell(
    m: u64,
    value: Nimber,
    ask: TableAsk,
    preperiod: Option<u64>,
    reduce: Option<ArithmeticLaw>,
) -> ValueCell {
    let p = value == 0;
    let shown = match reduce {
        Some(a) if m >= a.preperiod => {
            let k = (m - a.preperiod) / a.period;
            i64::from(value) - a.saltus * k as i64
        }
        _ => i64::from(value),
    };
    let mut title = if p {
        t!("table-cell-p", n = m.to_string(), value = value.to_string())
    } else {
        format!("G({m}) = {value}")
    };
    if let Some(a) = reduce.filter(|_| shown != i64::from(value)) {
        let k = (m - a.preperiod) / a.period;
        title = t!(
            "table-cell-shown",
            title = title,
            n = m.to_string(),
            saltus = a.saltus.to_string(),
            k = k.to_string(),
            shown = shown.to_string()
        );
    }
    let mut cell = ValueCell {
        n: m,
        text: shown.to_string(),
        title,
        pre: preperiod.is_some_and(|e| m < e),
        p,
        at: ask.mark && m == ask.at,
        hidden: false,
        ask: false,
    };
    if let Some(asked) = ask.exercise.filter(|&asked| m >= asked) {
        cell.hidden = true;
        cell.ask = m == asked;
        cell.p = false;
        cell.text = if cell.ask { "?".into() } else { String::new() };
        cell.title = hidden_title(m, asked);
    }
    cell
}

/// The note under the table: how the rows are laid out, then what is shaded and outlined.
fn note(
    width: u64,
    period: Option<u64>,
    practising: bool,
    arithmetic: Option<ArithmeticLaw>,
    reduce: bool,
    preperiod: Option<u64>,
) -> String {
    let rows_of_arithmetic = arithmetic.filter(|a| a.period == width);
    // Widths are at most `LONGEST_ROW`: as numbers, they are written as they were.
    let certified = |a: &ArithmeticLaw| if a.certified { "yes" } else { "no" };
    let layout = match (period, rows_of_arithmetic) {
        (Some(p), _) if p <= LONGEST_ROW => t!("table-note-period", period = p),
        (Some(p), _) if p.is_multiple_of(width) => t!(
            "table-note-period-rows",
            period = p,
            rows = p / width,
            width = width
        ),
        (Some(p), _) => t!("table-note-period-long", period = p, width = width),
        _ if practising => t!("table-note-rows", width = width),
        (None, Some(a)) if reduce => t!(
            "table-note-arithmetic-subtracted",
            certified = certified(&a),
            width = width,
            from = a.preperiod,
            saltus = a.saltus.to_string(),
            start = a.preperiod.to_string()
        ),
        (None, Some(a)) => t!(
            "table-note-arithmetic",
            certified = certified(&a),
            width = width
        ),
        (None, None) => t!("table-note-none", width = width),
    };
    let mut parts = vec![layout];
    if let Some(e) = preperiod.filter(|&e| e > 0) {
        parts.push(t!("table-note-shaded", preperiod = e));
    }
    parts.push(t!("table-note-outlined"));
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sequence::known::ValuePeriod;
    use crate::sequence::sequence_view;
    use nimseq_core::{game::Game, period::PeriodSearch};

    /// A game's values and law as the page has them after its search.
    fn searched(spec: &str, limit: u64) -> (Vec<Nimber>, SequenceLaw) {
        let game: Game = spec.parse().unwrap();
        let (report, values) = PeriodSearch::new(&game, limit).unwrap().run().unwrap();
        let law = sequence_view(&game, &report, &values).law();
        (values, law)
    }

    fn ask(at: u64) -> TableAsk {
        TableAsk {
            at,
            mark: true,
            subtract: true,
            exercise: None,
        }
    }

    fn texts(row: &ValueRow) -> Vec<&str> {
        row.cells.iter().map(|c| c.text.as_str()).collect()
    }

    #[test]
    fn a_short_period_is_one_row() {
        // sub:2,4,7: period 3 from 8.
        let (values, law) = searched("sub:2,4,7", 1000);
        let known = KnownValues::new(&values, &law);
        let computed = known.len();
        assert!(computed > 60, "{computed}");
        let t = value_table(&known, ask(40));
        assert_eq!((t.start, t.end, t.width), (39, computed.min(99), 3));
        assert!(!t.first && !t.saltus);
        assert_eq!((t.earlier, t.later), (0, 99));
        assert_eq!(
            t.caption,
            format!("G(n) for n = 39 … {} of {computed} computed", t.end - 1)
        );
        assert_eq!(t.columns, ["+0", "+1", "+2"]);
        assert_eq!(t.corner, "n =");
        assert_eq!(t.rows[0].label, "39");
        assert_eq!(t.label, "rows of 3, 20 at a time");
        let forty = &t.rows[0].cells[1];
        assert_eq!(forty.n, 40);
        assert!(forty.at && !forty.pre);
        assert_eq!(
            t.note,
            "Each row is one period (3 values), so from the preperiod on the columns repeat. \
             Shaded: the preperiod, n < 8. \
             Outlined bold: P-positions (value 0), where the player to move loses."
        );
        let t = value_table(&known, ask(0));
        let first = &t.rows[0].cells[0];
        assert!(first.pre && first.p && first.at);
        assert_eq!(first.title, "G(0) = 0 (P-position)");
        assert_eq!(t.rows[0].cells[2].title, "G(2) = 1");
        assert!(t.first);
        // A refresh marks nothing.
        let t = value_table(
            &known,
            TableAsk {
                mark: false,
                ..ask(40)
            },
        );
        assert!(t.rows.iter().flat_map(|r| &r.cells).all(|c| !c.at));
    }

    #[test]
    fn a_long_period_is_rows_of_a_divisor() {
        let law = |period| SequenceLaw {
            period: Some(ValuePeriod {
                preperiod: 0,
                period,
            }),
            arithmetic: None,
        };
        assert_eq!(row_width(&law(60), false), 60);
        assert_eq!(row_width(&law(120), false), 60);
        assert_eq!(row_width(&law(149_459), false), 30);
        assert_eq!(row_width(&law(2 * 3 * 17 * 101), false), 51);
        assert_eq!(row_width(&SequenceLaw::default(), false), 20);
        assert_eq!(row_width(&law(3), true), 10);
        // octal:0.16: period 149,459 from 105,351, no divisor from 12 to 60.
        let values: Vec<Nimber> = (0..300_000u32).map(|n| (n % 7) as Nimber).collect();
        let l = SequenceLaw {
            period: Some(ValuePeriod {
                preperiod: 105_351,
                period: 149_459,
            }),
            arithmetic: None,
        };
        let t = value_table(&KnownValues::new(&values, &l), ask(200_000));
        assert_eq!((t.start, t.width), (199_980, 30));
        assert_eq!(t.rows[0].label, "199,980");
        assert_eq!(
            t.caption,
            "G(n) for n = 199,980 … 200,579 of 300,000 computed"
        );
        assert_eq!(
            t.note,
            "The period (149,459) is too long for one row; rows of 30. \
             Shaded: the preperiod, n < 105,351. \
             Outlined bold: P-positions (value 0), where the player to move loses."
        );
        let l = law(1200);
        let t = value_table(&KnownValues::new(&values, &l), ask(0));
        assert!(
            t.note.starts_with("The period (1,200) is 20 rows of 60."),
            "{}",
            t.note
        );
    }

    #[test]
    fn nim_as_an_arithmetic_period_with_and_without_the_saltus() {
        // tb:0.[3] is Nim: G(n) = n, certified arithmetic period 1 with saltus 1.
        let (values, law) = searched("tb:0.[3]", 500);
        let known = KnownValues::new(&values, &law);
        let t = value_table(&known, ask(0));
        assert_eq!(t.width, 1);
        assert!(t.saltus);
        assert_eq!(texts(&t.rows[5]), ["0"]);
        assert_eq!(t.rows[5].cells[0].title, "G(5) = 5; shown G(5) − 1·5 = 0");
        assert_eq!(t.rows[0].cells[0].title, "G(0) = 0 (P-position)");
        assert_eq!(
            t.note,
            "Rows of one arithmetic period (1 values, certified): each value n >= 0 is shown as \
             G(n) − 1·k, k = ⌊(n − 0) / 1⌋, so the columns repeat; untick “subtract the saltus” \
             for G(n) itself. \
             Outlined bold: P-positions (value 0), where the player to move loses."
        );
        let t = value_table(
            &known,
            TableAsk {
                subtract: false,
                ..ask(0)
            },
        );
        assert!(t.saltus);
        assert_eq!(texts(&t.rows[5]), ["5"]);
        assert_eq!(t.rows[5].cells[0].title, "G(5) = 5");
        assert_eq!(
            t.note,
            "Rows of one arithmetic period (1 values, certified). \
             Outlined bold: P-positions (value 0), where the player to move loses."
        );
    }

    #[test]
    fn laskers_nim_seen_not_certified() {
        // tb:4.[3]: G(n + 4) = G(n) + 4 from n = 1, seen only.
        let (values, law) = searched("tb:4.[3]", 2000);
        let known = KnownValues::new(&values, &law);
        let t = value_table(&known, ask(0));
        assert_eq!(t.columns.len(), 4);
        assert_eq!(texts(&t.rows[3]), ["3", "1", "2", "4"]);
        assert_eq!(
            t.rows[3].cells[0].title,
            "G(12) = 11; shown G(12) − 4·2 = 3"
        );
        assert!(t.rows[0].cells[0].pre && !t.rows[0].cells[1].pre);
        assert_eq!(
            t.note,
            "No period is certified. Rows of one arithmetic period (4 values, seen as far as \
             computed): each value n >= 1 is shown as G(n) − 4·k, k = ⌊(n − 1) / 4⌋, so the \
             columns repeat; untick “subtract the saltus” for G(n) itself. \
             Shaded: the preperiod, n < 1. \
             Outlined bold: P-positions (value 0), where the player to move loses."
        );
        let t = value_table(
            &known,
            TableAsk {
                subtract: false,
                ..ask(0)
            },
        );
        assert_eq!(texts(&t.rows[3]), ["11", "13", "14", "16"]);
        assert!(t.note.starts_with(
            "No period is certified. Rows of one arithmetic period (4 values, seen as far as computed)."
        ));
    }

    #[test]
    fn an_exercise_hides_the_values_not_found_and_the_period() {
        let (values, law) = searched("sub:1,3,4", 1000);
        let known = KnownValues::new(&values, &law);
        let t = value_table(
            &known,
            TableAsk {
                exercise: Some(3),
                ..ask(0)
            },
        );
        assert_eq!(t.width, 10);
        assert_eq!(t.label, "rows of 10, 20 at a time");
        assert_eq!(
            t.note,
            "Rows of 10. Outlined bold: P-positions (value 0), where the player to move loses."
        );
        let cells = &t.rows[0].cells;
        assert_eq!(texts(&t.rows[0])[..5], ["0", "1", "0", "?", ""]);
        assert!(cells.iter().all(|c| !c.pre));
        assert!(cells[3].hidden && cells[3].ask && !cells[3].p);
        assert_eq!(cells[3].title, "G(3): the value the exercise asks for");
        assert!(cells[4].hidden && !cells[4].ask);
        assert_eq!(
            cells[4].title,
            "G(4): hidden until the values before it are found"
        );
        assert!(cells[0].p && !cells[0].hidden);
    }

    #[test]
    fn no_period_found() {
        let (values, law) = searched("octal:0.6", 2000);
        assert_eq!(law, SequenceLaw::default());
        let known = KnownValues::new(&values, &law);
        let t = value_table(&known, ask(1990));
        assert_eq!((t.start, t.end, t.width), (1980, 2001, 20));
        assert!(!t.full && t.last);
        assert_eq!(t.rows.len(), 2);
        assert_eq!(t.rows[1].cells.len(), 1);
        assert_eq!(
            t.note,
            "No period is certified; rows of 20. \
             Outlined bold: P-positions (value 0), where the player to move loses."
        );
        // While a search has no values yet.
        let t = value_table(&KnownValues::new(&[], &law), ask(0));
        assert_eq!(t.caption, "No values yet");
        assert!(t.rows.is_empty() && t.first && t.last);
        assert_eq!(
            rows_caption(0, 400, 12_345),
            "G(n) for n = 0 … 399 of 12,345 computed"
        );
    }
}
