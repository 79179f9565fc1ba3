//! The misère quotient view: a game's misère quotient (Plambeck–Siegel) as the page shows it —
//! its order, presentation and P-portion, the pretending function as a strip (heap `n` →
//! element), the product table as a heatmap whose cells read "a · b² = ab, a P-position", and
//! sums of heaps typed by the reader decided by the product of their elements.
//!
//! The quotient is computed in a worker heap by heap ([`QuotientSearch`], started from the
//! link's [`QuotientTask`](crate::QuotientTask)); what the page shows of it is a
//! [`QuotientPage`], and the table the main thread draws and reads out is a [`ProductTable`]
//! made from it. What the view writes of it, and its progress while it is
//! computed, are in [`view`].

pub mod genus;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::texts::t;
use nimseq_core::draw::ProductPicture;
use nimseq_core::draw::{hex, ink_on, parse_hex, viridis, CATEGORIES};
use nimseq_core::game::{parse_count, shorten};
use nimseq_core::limits::{self, MAX_BOARD_HEAPS, MAX_QUOTIENT_HEAPS};
use nimseq_core::misere::{
    generator_name, GenusReport, PretendingPeriod, QuotientReport, QuotientSearch,
};
use nimseq_core::GameError;
use nimseq_core::{game::Game, Limit};
use plotters::style::RGBColor;

/// One element as the page shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ElementView {
    /// Its name, a word in the generators with exponents written small (`ab²`; `1` for the
    /// identity).
    pub name: String,
    /// Whether it lies in the P-portion: a sum of heaps with this product is lost for the
    /// player to move.
    pub p: bool,
    /// Its colour in the strip and the table (`#rrggbb`).
    pub colour: String,
    /// The colour of text written on it.
    pub ink: String,
}

/// Everything the quotient view shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuotientPage {
    /// The game, with its common name.
    pub title: String,
    /// The game's spelling.
    pub game: String,
    /// `periodic`, `partial` or `exceeded`.
    pub status: String,
    /// What was found, in words; for a negative answer, what would settle it.
    pub summary: String,
    /// The last heap asked for.
    pub asked: u64,
    /// The number of elements.
    pub order: usize,
    /// The presentation: `<a, b | a² = 1, b³ = b>`.
    pub presentation: String,
    /// Each generator with the heap it is: `a = heap 1`.
    pub generators: Vec<String>,
    /// The P-portion's names.
    pub p_portion: Vec<String>,
    /// The elements by index (the identity first).
    pub elements: Vec<ElementView>,
    /// The element of each heap, heap 0 first.
    pub pretending: Vec<u32>,
    /// The product table, row by row: `product[x · order + y]` is the index of `x · y`.
    pub product: Vec<u32>,
    /// The certified period of the pretending function, if any.
    pub period: Option<PretendingPeriod>,
    /// The period in words, as the command line says it: `2 from heap 8 (certified by the
    /// quotient of heaps ≤ 21)`, or `none certified`.
    pub period_text: String,
    /// The command line's JSON (`nimseq misere GAME --heaps H --json`), for the download.
    pub json: String,
    /// The misère genus of the first heaps (computed after the quotient, in the worker), if
    /// any was.
    #[serde(default)]
    pub genus: Option<GenusReport>,
}

impl QuotientPage {
    /// The page's view of a computed quotient.
    pub fn of(report: &QuotientReport) -> QuotientPage {
        let q = report.quotient();
        let order = q.order();
        let elements = q
            .names(true)
            .into_iter()
            .enumerate()
            .map(|(i, name)| {
                let fill = element_colour(i, order);
                ElementView {
                    name,
                    p: q.is_p(i as u32),
                    colour: hex(fill),
                    ink: hex(ink_on(fill)),
                }
            })
            .collect();
        let product = (0..order as u32)
            .flat_map(|x| (0..order as u32).map(move |y| (x, y)))
            .map(|(x, y)| q.product(x, y))
            .collect();
        QuotientPage {
            title: q.game().title(),
            game: q.game().to_string(),
            status: report.status().name().to_string(),
            summary: report.summary(),
            asked: report.asked(),
            order,
            presentation: q.presentation(true),
            generators: q
                .generator_heaps()
                .iter()
                .enumerate()
                .map(|(i, h)| {
                    t!(
                        "quotient-generator",
                        name = generator_name(i),
                        heap = h.to_string()
                    )
                })
                .collect(),
            p_portion: q.p_portion_names(true),
            elements,
            pretending: q.pretending().to_vec(),
            product,
            period: q.period(),
            period_text: q.period_text(),
            json: serde_json::to_string_pretty(&report.to_json()).unwrap_or_default(),
            genus: None,
        }
    }

    /// The page with the genus of its first heaps ([`genus::genus_search`]'s report).
    pub fn with_genus(mut self, genus: GenusReport) -> QuotientPage {
        self.genus = Some(genus);
        self
    }
}

/// The colour of element `index` of a quotient of `order` elements: Okabe and Ito's colours
/// for up to seven elements, else a point on viridis (the read-out names every cell).
pub fn element_colour(index: usize, order: usize) -> RGBColor {
    if order <= CATEGORIES.len() {
        CATEGORIES[index % CATEGORIES.len()]
    } else {
        viridis(index as f64 / (order - 1).max(1) as f64)
    }
}

/// A quotient's product table, for drawing and reading out on the main thread.
#[derive(Debug, Clone, PartialEq)]
pub struct ProductTable {
    elements: Vec<ElementView>,
    colours: Vec<RGBColor>,
    marked: Vec<bool>,
    product: Vec<u32>,
    pretending: Vec<u32>,
    periodic: Option<PretendingPeriod>,
}

/// The element a sum of heaps is, as the quotient view and the board say it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SumReading {
    /// `a · b · ab = b²` (each heap's element, then the product).
    pub text: String,
    /// The product's name.
    pub element: String,
    /// Whether the product lies in the P-portion (the player to move loses).
    pub p: bool,
    /// The whole sentence: `1 + 2 + 3: a · b · ab = b², in the P-portion: a P-position (the
    /// player to move loses)`.
    pub sentence: String,
}

impl ProductTable {
    /// The table of a page's quotient.
    pub fn new(page: QuotientPage) -> ProductTable {
        ProductTable {
            colours: page
                .elements
                .iter()
                .map(|e| parse_hex(&e.colour).unwrap_or(RGBColor(128, 128, 128)))
                .collect(),
            marked: page.elements.iter().map(|e| e.p).collect(),
            elements: page.elements,
            product: page.product,
            pretending: page.pretending,
            periodic: page.period,
        }
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.elements.len()
    }

    /// The index of `x · y`.
    pub fn product(&self, x: u32, y: u32) -> u32 {
        self.product[x as usize * self.order() + y as usize]
    }

    /// Whether element `x` lies in the P-portion.
    pub fn is_p(&self, x: u32) -> bool {
        self.elements[x as usize].p
    }

    /// The elements.
    pub fn elements(&self) -> &[ElementView] {
        &self.elements
    }

    /// The table as a picture: cells coloured by the product, the P-portion's marked.
    pub fn picture(&self) -> ProductPicture<'_> {
        ProductPicture {
            product: &self.product,
            colours: &self.colours,
            marked: &self.marked,
        }
    }

    /// What a cell of the table says: `a · b² = ab, a P-position` (`None` off the table).
    pub fn readout(&self, x: u32, y: u32) -> Option<String> {
        let n = self.order() as u32;
        if x >= n || y >= n {
            return None;
        }
        let z = self.product(x, y);
        let name = |i: u32| self.elements[i as usize].name.as_str();
        Some(t!(
            "quotient-readout",
            x = name(x),
            y = name(y),
            product = name(z),
            p = if self.is_p(z) { "yes" } else { "no" }
        ))
    }

    /// The element heap `n` pretends to be: read off the pretending function, or off its
    /// certified period past the heaps computed.
    pub fn image(&self, n: u64) -> Option<u32> {
        if let Some(&x) = self.pretending.get(n as usize) {
            return Some(x);
        }
        let p = self.periodic.filter(|p| n >= p.preperiod)?;
        let m = p.preperiod + (n - p.preperiod) % p.period;
        self.pretending.get(m as usize).copied()
    }

    /// The heaps of a sum typed as sizes joined by `,` or `+` (`1, 2, 3`), read as the
    /// product of their elements.
    ///
    /// # Errors
    /// [`GameError::BadHeaps`] for text that is not sizes, the board's limit on heaps, and
    /// [`GameError::LimitExceeded`] for a heap past those the quotient covers.
    pub fn read_sum(&self, text: &str) -> Result<SumReading, GameError> {
        limits::check_input(text)?;
        let items: Vec<&str> = text
            .split([',', '+'])
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .collect();
        if items.is_empty() {
            return Err(GameError::BadHeaps(shorten(text)));
        }
        limits::check(Limit::BoardHeaps, items.len() as u64, MAX_BOARD_HEAPS)?;
        let covered = if self.periodic.is_some() {
            MAX_QUOTIENT_HEAPS
        } else {
            self.pretending.len() as u64 - 1
        };
        let heaps = items
            .iter()
            .map(|t| parse_count(t, Limit::QuotientHeaps, covered))
            .collect::<Result<Vec<u64>, GameError>>()?;
        let images: Vec<u32> = heaps
            .iter()
            .map(|&h| self.image(h).ok_or(GameError::BadHeaps(shorten(text))))
            .collect::<Result<_, _>>()?;
        Ok(self.reading(&heaps, &images))
    }

    /// The reading of heaps whose elements are `images`.
    fn reading(&self, heaps: &[u64], images: &[u32]) -> SumReading {
        let z = images.iter().fold(0, |z, &x| self.product(z, x));
        let name = |i: u32| self.elements[i as usize].name.clone();
        let factors: Vec<String> = images.iter().map(|&x| name(x)).collect();
        let text = if images.len() == 1 {
            name(z)
        } else {
            format!("{} = {}", factors.join(" · "), name(z))
        };
        let sizes: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let p = self.is_p(z);
        SumReading {
            sentence: t!(
                "quotient-sum",
                heaps = sizes.join(" + "),
                text = text.as_str(),
                p = if p { "yes" } else { "no" }
            ),
            element: name(z),
            text,
            p,
        }
    }
}

/// The page's quotient for `game`'s heaps up to `heaps` (for tests and the board: computed at
/// once, without a worker).
///
/// # Errors
/// As [`QuotientSearch::new`].
pub fn quotient_page(game: &Game, heaps: u64, elements: u64) -> Result<QuotientPage, GameError> {
    let mut search = QuotientSearch::new(game, heaps, elements)?;
    while !search.step() {}
    Ok(QuotientPage::of(&search.report()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimseq_core::reference::MisereOutcomes;

    fn page(game: &str, heaps: u64) -> QuotientPage {
        quotient_page(&game.parse().unwrap(), heaps, 256).unwrap()
    }

    #[test]
    fn misere_nim_reads_as_the_literature_writes_it() {
        let p = page("tb:0.[3]", 3);
        assert_eq!(p.order, 6);
        assert_eq!(p.presentation, "<a, b | a² = 1, b³ = b>");
        assert_eq!(p.p_portion, ["a", "b²"]);
        assert_eq!(p.generators, ["a = heap 1", "b = heap 2"]);
        assert_eq!(p.status, "partial");
        let names: Vec<&str> = p.elements.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names[0], "1");
        let t = ProductTable::new(p.clone());
        let a = names.iter().position(|&n| n == "a").unwrap() as u32;
        let b2 = names.iter().position(|&n| n == "b²").unwrap() as u32;
        let ab = names.iter().position(|&n| n == "ab").unwrap() as u32;
        // a · b² = ab², which is b²·a; a · a = 1.
        assert_eq!(t.readout(a, a).unwrap(), "a · a = 1, an N-position");
        assert_eq!(t.readout(a, b2).unwrap(), "a · b² = ab², an N-position");
        assert_eq!(t.readout(ab, ab).unwrap(), "ab · ab = b², a P-position");
        assert_eq!(t.readout(6, 0), None);
        let s = t.read_sum("1, 2, 3").unwrap();
        assert_eq!(s.text, "a · b · ab = b²");
        assert!(s.p);
        assert_eq!(
            s.sentence,
            "1 + 2 + 3: a · b · ab = b², in the P-portion: P-position (the player to move loses)"
        );
        assert!(t.read_sum("4").is_err());
        assert!(t.read_sum("two").is_err());
        assert!(t.read_sum("").is_err());
    }

    #[test]
    fn sums_typed_agree_with_a_plain_misere_solver() {
        for (game, heaps) in [
            ("octal:0.77", 12),
            ("octal:0.75", 12),
            ("sub:1,2/misere", 12),
        ] {
            let g: Game = game.parse().unwrap();
            let t = ProductTable::new(page(game, heaps));
            let mut reference = MisereOutcomes::new(&g);
            for a in 0..=heaps {
                for b in 0..=heaps.min(6) {
                    for c in 0..=3 {
                        let sum = t.read_sum(&format!("{a}+{b}+{c}")).unwrap();
                        let lost = reference.is_p(&[a as usize, b as usize, c as usize]);
                        assert_eq!(sum.p, lost, "{game}: {a} + {b} + {c}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_certified_period_reads_heaps_past_those_computed() {
        // 0.75's pretending function is certified periodic: heaps past the list read off it.
        let p = page("octal:0.75", 30);
        assert_eq!(p.status, "periodic");
        // The period in the command line's words, and in the summary.
        let words = "2 from heap 8 (certified by the quotient of heaps ≤ 21)";
        assert_eq!(p.period_text, words);
        assert!(
            p.summary.ends_with(&format!("has period {words}")),
            "{}",
            p.summary
        );
        assert_eq!(page("tb:0.[3]", 3).period_text, "none certified");
        let period = p.period.unwrap();
        let listed = p.pretending.len() as u64;
        let t = ProductTable::new(p.clone());
        for n in period.preperiod..listed {
            assert_eq!(
                t.image(n + 5 * period.period),
                Some(p.pretending[n as usize])
            );
        }
        assert!(t.read_sum("1000, 3").is_ok());
    }

    #[test]
    fn every_element_has_a_readable_colour() {
        for game in ["tb:0.[3]", "octal:0.77"] {
            let p = page(game, 20);
            assert_eq!(p.elements.len(), p.order);
            assert_eq!(p.product.len(), p.order * p.order);
            for e in &p.elements {
                assert!(e.colour.starts_with('#') && e.ink.starts_with('#'));
            }
            assert!(p.json.contains("\"p_positions\""));
        }
    }
}
