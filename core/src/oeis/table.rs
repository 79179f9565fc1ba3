//! Reading `data/oeis.csv`: one [`OeisSequence`] per row, and from them one [`OeisEntry`] per
//! game a row names (its title's game first, then the games its comments name).

use std::sync::OnceLock;

use crate::game::Nimber;
use crate::oeis::{OeisEntry, OeisSequence, PeriodClaim, Refuted};

/// The data file, compiled in.
const DATA: &str = include_str!("../../data/oeis.csv");

/// The columns, in order; the title is the rest of the line (it may hold commas).
const COLUMNS: [&str; 11] = [
    "id",
    "game",
    "offset",
    "from",
    "period",
    "last_exception",
    "erratum",
    "also",
    "refuted",
    "values",
    "title",
];

/// The messages of the core's catalogue an `erratum` field may name, one per OEIS comment the
/// computation refutes (a row naming another is not read).
const ERRATA: [&str; 3] = [
    "oeis-erratum-a071436",
    "oeis-erratum-a071516",
    "oeis-erratum-a125941",
];

/// Every row of the data file, read once.
///
/// # Panics
/// Never for the file as committed: a malformed row is skipped here, and the module's tests
/// fail on it (`the_data_file_reads_whole`).
pub fn sequences() -> &'static [OeisSequence] {
    static SEQUENCES: OnceLock<Vec<OeisSequence>> = OnceLock::new();
    SEQUENCES.get_or_init(|| parse(DATA))
}

/// One entry per game a row names: every row's own game first (in the file's order), then the
/// games its comments name, so a game that is both has its own sequence.
pub fn entries() -> &'static [OeisEntry] {
    static ENTRIES: OnceLock<Vec<OeisEntry>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        let rows = sequences();
        let own = rows.iter().map(|s| s.entry(s.game, s.from));
        let named = rows
            .iter()
            .flat_map(|s| s.also.iter().map(move |&(game, from)| s.entry(game, from)));
        own.chain(named).collect()
    })
}

/// The data lines that are rows: not a comment, not blank (the header first).
#[cfg(test)]
pub(crate) fn data_lines() -> impl Iterator<Item = &'static str> {
    DATA.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
}

/// The rows of `text`, in the data file's format; a row that cannot be read is skipped, and so
/// is every row when the header is not [`COLUMNS`].
pub fn parse(text: &'static str) -> Vec<OeisSequence> {
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
    if lines.next() != Some(COLUMNS.join(",").as_str()) {
        return Vec::new();
    }
    lines.filter_map(row).collect()
}

/// One row, or `None` when a field does not read.
fn row(line: &'static str) -> Option<OeisSequence> {
    let f: Vec<&'static str> = line.splitn(COLUMNS.len(), ',').collect();
    let [id, game, offset, from, period, last, erratum, also, refuted, values, title] = f[..]
    else {
        return None;
    };
    let claim = match (period, last) {
        ("", "") => None,
        (p, l) => Some(PeriodClaim {
            period: p.parse().ok()?,
            last_exception: l.parse().ok()?,
        }),
    };
    let also = also
        .split_whitespace()
        .map(|g| {
            let (game, from) = g.split_once('@')?;
            Some((game, from.parse().ok()?))
        })
        .collect::<Option<Vec<_>>>()?;
    let refuted = refuted
        .split_whitespace()
        .map(|g| {
            let (game, rest) = g.split_once('@')?;
            let (from, first) = rest.split_once(':')?;
            Some(Refuted {
                game,
                from: from.parse().ok()?,
                first_difference: first.parse().ok()?,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let values = values
        .split_whitespace()
        .map(|v| v.parse::<Nimber>().ok())
        .collect::<Option<Vec<_>>>()?;
    let well_formed = id.len() == 7 && id.starts_with('A') && !game.is_empty() && !title.is_empty();
    Some(OeisSequence {
        id,
        game,
        offset: offset.parse().ok()?,
        from: from.parse().ok()?,
        title,
        values,
        also,
        refuted,
        claim,
        erratum: match erratum {
            "" => None,
            key => Some(*ERRATA.iter().find(|&&k| k == key)?),
        },
    })
    .filter(|_| well_formed)
}
