//! The OEIS (On-Line Encyclopedia of Integer Sequences) sequences of games nimseq computes, as
//! an offline table: the A-number, the title and the first values as the OEIS lists them, each
//! row checked against the computed values by this module's tests. Where an OEIS comment
//! disagrees with the computation, the row says so with the counterexample ([`errata`]), and
//! the atlas's errata carry it.

use serde::Serialize;

use crate::words::{t, CORE};

/// One OEIS sequence of a game's values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct OeisEntry {
    /// The game, spelled as nimseq spells it (`octal:0.77`, `grundy`).
    pub game: &'static str,
    /// The A-number, `A002186`.
    pub id: &'static str,
    /// The OEIS title.
    pub title: &'static str,
    /// The OEIS offset: the first index `a(offset)` listed.
    pub offset: u64,
    /// The heap size whose value is `a(offset)`: `G(from + i) = a(offset + i)` (Dawson's
    /// Kayles is listed one position on, "has values a(n-1)").
    pub from: u64,
    /// The first values as the OEIS lists them, `a(offset)` first.
    pub values: &'static [u16],
    /// Where a comment of the entry disagrees with the computation: the id of the message of
    /// the core's catalogue that says what, with the counterexample ([`errata`] writes it).
    pub erratum: Option<&'static str>,
}

impl OeisEntry {
    /// `https://oeis.org/A002186`.
    pub fn url(&self) -> String {
        format!("https://oeis.org/{}", self.id)
    }

    /// `OEIS A002186: Sprague-Grundy values for the game of Kayles (…)`, with the shift when
    /// the game's values are the sequence's moved on (`, G(n) = a(n - 1)`).
    /// The title is the OEIS's own, in English in every language (a quotation).
    pub fn describe(&self) -> String {
        let shift = self.from as i64 - self.offset as i64;
        let (id, title) = (self.id, self.title);
        match shift {
            0 => t!("oeis-entry", id = id, title = title),
            s => t!(
                "oeis-entry-shifted",
                id = id,
                title = title,
                sign = if s > 0 { "-" } else { "+" },
                shift = s.unsigned_abs().to_string()
            ),
        }
    }
}

/// The table. Titles and first values from the OEIS entries (oeis.org, read in 2026).
pub const OEIS: &[OeisEntry] = &[
    OeisEntry {
        game: "octal:0.77",
        id: "A002186",
        title: "Sprague-Grundy values for the game of Kayles (octal games .77 and .771).",
        offset: 0,
        from: 0,
        values: &[
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5,
            4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4,
            2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2,
            8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
        ],
        erratum: None,
    },
    OeisEntry {
        game: "octal:0.137",
        id: "A002187",
        title: "Sprague-Grundy values for Dawson's Chess (octal game .137).",
        offset: 0,
        from: 0,
        values: DAWSON,
        erratum: None,
    },
    OeisEntry {
        game: "octal:0.07",
        id: "A002187",
        title: "Sprague-Grundy values for Dawson's Chess (octal game .137).",
        offset: 0,
        from: 1,
        values: DAWSON,
        erratum: None,
    },
    OeisEntry {
        game: "grundy",
        id: "A002188",
        title: "Sprague-Grundy values for Grundy's game.",
        offset: 0,
        from: 0,
        values: &[
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1,
            2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2,
            1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3,
            7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
        ],
        erratum: None,
    },
    OeisEntry {
        game: "octal:0.56",
        id: "A071436",
        title: "Sprague-Grundy values for octal game .560-.563.",
        offset: 1,
        from: 1,
        values: &[
            1, 0, 2, 2, 4, 1, 1, 3, 2, 4, 4, 6, 6, 2, 1, 1, 7, 6, 8, 4, 1, 1, 6, 5, 4, 8, 1, 1, 12,
            4, 5, 6, 1, 1, 3, 12, 6, 6, 8, 9, 2, 11, 6, 6, 4, 2, 1, 1, 12, 13, 4, 10, 8, 1, 12, 12,
            5, 11, 1, 16, 2, 2, 12, 6, 1, 1, 2, 13, 12, 6, 6, 8, 1, 1, 7, 6, 11, 4, 16, 16, 6, 5,
            5, 19, 1, 1, 12, 4, 14, 16, 1, 1,
        ],
        erratum: Some("oeis-erratum-a071436"),
    },
    OeisEntry {
        game: "octal:0.127",
        id: "A071464",
        title: "Sprague-Grundy values for octal games .127 and .1271.",
        offset: 1,
        from: 1,
        values: &[
            1, 0, 2, 2, 1, 0, 4, 4, 1, 2, 2, 0, 1, 4, 4, 6, 1, 7, 7, 0, 1, 2, 2, 6, 1, 4, 4, 8, 1,
            2, 7, 8, 1, 0, 7, 2, 6, 8, 1, 4, 9, 8, 1, 2, 6, 0, 1, 4, 6, 2, 1, 8, 9, 0, 1, 6, 2, 2,
            7, 0, 1, 8, 3, 2, 1, 4, 4, 8, 9, 2, 7, 8, 1, 0, 9, 2, 2, 6, 4, 4, 1, 8, 3, 2, 1, 0, 4,
        ],
        erratum: None,
    },
    OeisEntry {
        game: "octal:0.177",
        id: "A071435",
        title: "Sprague-Grundy values for octal game .177.",
        offset: 1,
        from: 1,
        values: &[
            1, 1, 2, 2, 3, 1, 1, 4, 4, 3, 2, 2, 1, 1, 4, 2, 2, 6, 4, 4, 1, 1, 2, 2, 7, 1, 1, 4, 4,
            3, 2, 2, 1, 1, 4, 8, 2, 7, 4, 4, 1, 1, 2, 2, 7, 8, 1, 4, 4, 7, 2, 2, 1, 1, 4, 4, 2, 7,
            7, 4, 1, 1, 2, 2, 7, 7, 1, 1, 4, 7, 2, 2, 1, 1, 4, 4, 6, 2, 7, 4, 1, 1, 2, 2, 8, 8, 5,
            1, 4, 7, 2, 2, 1, 1, 8, 8, 6, 7, 7, 4, 1, 1,
        ],
        erratum: None,
    },
    OeisEntry {
        game: "octal:0.1377",
        id: "A071434",
        title: "Sprague-Grundy values for octal game .1377.",
        offset: 1,
        from: 1,
        values: &[
            1, 1, 2, 2, 3, 3, 1, 1, 4, 4, 3, 3, 2, 2, 1, 1, 4, 4, 2, 2, 6, 6, 4, 4, 1, 1, 2, 2, 7,
            7, 1, 1, 4, 4, 3, 3, 2, 2, 1, 1, 4, 4, 6, 6, 7, 7, 4, 4, 1, 1, 2, 2, 8, 8, 5, 5, 4, 4,
            7, 7, 2, 2, 1, 1, 8, 8, 6, 6, 7, 7, 4, 4, 1, 1, 2, 2, 3, 3, 1, 1, 4, 4, 7, 7, 2, 2, 1,
            1, 8, 8, 2, 2, 7, 7, 4, 4, 1, 1, 2, 2, 8, 8,
        ],
        erratum: None,
    },
    OeisEntry {
        game: "octal:0.117",
        id: "A071453",
        title: "Sprague-Grundy values for octal game .117.",
        offset: 1,
        from: 1,
        values: &[
            1, 1, 1, 0, 2, 2, 1, 3, 4, 0, 1, 1, 1, 3, 2, 2, 2, 3, 4, 0, 1, 5, 4, 3, 2, 2, 2, 3, 1,
            0, 1, 0, 4, 3, 2, 2, 2, 0, 1, 0, 1, 0, 4, 3, 2, 5, 4, 0, 1, 0, 1, 0, 2, 3, 2, 3, 4, 0,
            1, 0, 1, 3, 2, 3, 2, 3, 4, 0, 1, 0, 4, 3, 2, 3, 2, 3, 1, 0, 1, 0, 4, 3, 2, 3, 2, 0, 1,
            0, 1, 0, 4, 3, 2, 3, 4, 0, 1, 0, 1, 0, 2, 3, 2, 3, 4,
        ],
        erratum: None,
    },
    OeisEntry {
        game: "octal:0.7777",
        id: "A071074",
        title: "Sprague-Grundy values for the game of Double Kayles (octal game .7777).",
        offset: 0,
        from: 0,
        values: &[
            0, 1, 2, 3, 4, 5, 6, 7, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 4, 5, 12, 13, 9, 8, 2, 3,
            4, 5, 15, 14, 3, 2, 8, 9, 7, 6, 5, 4, 3, 2, 8, 9, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 16,
            17, 10, 11, 8, 9, 14, 15, 5, 4, 3, 2, 16, 17, 13, 12, 15, 14, 9, 8, 2, 3, 4, 5, 6, 7,
            3, 2, 8, 9, 14, 15, 5, 4, 3, 2,
        ],
        erratum: None,
    },
];

/// A002187's first values (Dawson's Chess; Dawson's Kayles one position on).
const DAWSON: &[u16] = &[
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
    7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
    0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4,
];

/// The OEIS entry of the game spelled `spec` (`octal:0.77`, `grundy`; as `Game::spec` spells
/// it), if the table has one.
///
/// # Examples
/// ```
/// assert_eq!(nimseq_core::oeis::lookup("octal:0.77").map(|e| e.id), Some("A002186"));
/// assert_eq!(nimseq_core::oeis::lookup("sub:2,4,7"), None);
/// ```
pub fn lookup(spec: &str) -> Option<&'static OeisEntry> {
    OEIS.iter().find(|e| e.game == spec)
}

/// The game's OEIS entry as JSON: `{"id": "A002186", "title": …, "url": …}`, or null.
pub fn json(spec: &str) -> serde_json::Value {
    lookup(spec).map_or(serde_json::Value::Null, |e| {
        serde_json::json!({
            "id": e.id,
            "title": e.title,
            "url": e.url(),
            "offset": e.offset,
            "from": e.from,
        })
    })
}

/// Where an OEIS comment about the game spelled `spec` disagrees with the computation, in the
/// words of the atlas's errata: `oeis A071436: … — not so, …`.
pub fn errata(spec: &str) -> impl Iterator<Item = String> + '_ {
    OEIS.iter().filter(move |e| e.game == spec).filter_map(|e| {
        let text = CORE.text(e.erratum?, None);
        Some(t!("oeis-erratum", id = e.id, erratum = text))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{nim_sequence, Game};

    /// Every row's values are the game's, from the heap size the row names.
    #[test]
    fn every_listed_value_is_computed() {
        for e in OEIS {
            let game: Game = e.game.parse().unwrap();
            assert_eq!(game.spec(), e.game, "spelled as nimseq spells it");
            let end = e.from as usize + e.values.len();
            let ours = nim_sequence(&game, end).unwrap();
            for (i, &a) in e.values.iter().enumerate() {
                let n = e.from as usize + i;
                assert_eq!(
                    ours[n],
                    a,
                    "{} {}: G({n}) against a({})",
                    e.game,
                    e.id,
                    e.offset + i as u64
                );
            }
            assert!(e.values.len() >= 80, "{}: enough values to tell", e.game);
            assert!(e.id.starts_with('A') && e.id.len() == 7);
        }
    }

    #[test]
    fn the_names_and_the_errata() {
        assert_eq!(
            lookup("octal:0.77").unwrap().describe(),
            "OEIS A002186: Sprague-Grundy values for the game of Kayles (octal games .77 and .771)."
        );
        assert!(lookup("octal:0.07")
            .unwrap()
            .describe()
            .ends_with("(here G(n) = a(n - 1))"));
        assert_eq!(lookup("grundy").unwrap().id, "A002188");
        let fifty_six: Vec<String> = errata("octal:0.56").collect();
        assert_eq!(fifty_six.len(), 1);
        assert!(fifty_six[0].contains("326637") && fifty_six[0].contains("n = 326639"));
        assert_eq!(errata("octal:0.77").count(), 0);
        assert_eq!(json("sub:1,3")["id"], serde_json::Value::Null);
        assert_eq!(json("grundy")["url"], "https://oeis.org/A002188");
    }

    /// The OEIS's titles stay English, quoted; nimseq's words around them and the erratum are
    /// in the thread's language.
    #[test]
    fn the_rows_in_german_and_french() {
        use crate::words::{with_language, Lang};
        let dawson = lookup("octal:0.07").unwrap();
        assert_eq!(
            with_language(Lang::De, || dawson.describe()),
            "OEIS A002187: „Sprague-Grundy values for Dawson's Chess (octal game .137).“ \
             (hier G(n) = a(n - 1))"
        );
        assert_eq!(
            with_language(Lang::Fr, || lookup("grundy").unwrap().describe()),
            "OEIS A002188\u{202f}: «\u{202f}Sprague-Grundy values for Grundy's game.\u{202f}»"
        );
        for lang in [Lang::De, Lang::Fr] {
            let erratum: Vec<String> = with_language(lang, || errata("octal:0.56").collect());
            assert_eq!(erratum.len(), 1);
            assert!(erratum[0].contains("n = 326639"), "{}", erratum[0]);
            for word in ["eventually", " the ", "not so", "fails"] {
                assert!(!erratum[0].contains(word), "{word:?} in {}", erratum[0]);
            }
        }
    }

    /// The counterexample the erratum gives: the values at n = 326639 and 144 on differ.
    #[test]
    #[ignore = "computes 326,784 values of .56 (a few seconds in release)"]
    fn the_erratum_of_a071436_holds() {
        let v = nim_sequence(&"octal:0.56".parse().unwrap(), 326_784).unwrap();
        assert_eq!((v[326_639], v[326_639 + 144]), (26, 16));
    }
}
