//! What the quotient view says: the progress line while the worker computes, and, of a
//! computed quotient ([`QuotientView`]), the facts, the pretending function's strip, the
//! product table's label, fit on the page and arrow-key walk, and the small table of names.
//! Counts and heaps are written with the core's one spelling of numbers
//! ([`grouped`](nimseq_core::words::grouped)).

use crate::texts::t;
use crate::words::capitalised;
use serde::Serialize;

use super::genus::GenusStrip;
use super::{ProductTable, QuotientPage};
use crate::Progress;
use nimseq_core::words::grouped;

/// Heaps shown in the pretending strip (heap 0 and these; the JSON download has every one).
pub const QUOTIENT_STRIP_HEAPS: usize = 120;
/// Largest order whose product table is also written out as a table of names.
pub const QUOTIENT_NAMED_ORDER: usize = 12;
/// The product table's largest side on the page (CSS px).
pub const QUOTIENT_TABLE_SIDE: u32 = 640;
/// The product table's smallest side on the page (CSS px).
pub const QUOTIENT_LEAST_SIDE: u32 = 120;
/// The largest device pixel ratio the product table is drawn at.
pub const QUOTIENT_MOST_RATIO: f64 = 2.0;

/// What the progress bar says as the computation of `title` (the link's title, `misère
/// quotient of 0.75`) starts: `Computing the misère quotient of 0.75…`.
pub fn quotient_computing(title: &str) -> String {
    t!("quotient-computing", title = title)
}

/// The progress of the computation of `title`: `done` heaps of `total`, the quotient `order`
/// elements so far (`Computing the misère quotient of 0.07: heap 1,200 of 2,000, 96 elements
/// so far…`).
pub fn quotient_progress(title: &str, done: u64, total: u64, order: u64) -> Progress {
    Progress {
        fraction: done as f64 / total.max(1) as f64,
        text: t!(
            "quotient-progress",
            title = title,
            done = done,
            total = total,
            order = order
        ),
    }
}

/// Everything the quotient view writes of a computed quotient.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct QuotientView {
    /// `Misère quotient of 0.75`.
    pub heading: String,
    /// `periodic`, `partial` or `exceeded` (the status line's class).
    pub status: String,
    /// The status line: `Periodic: …summary….`
    pub status_line: String,
    /// The number of elements, in words (`40`).
    pub order: String,
    /// The presentation: `<a, b | a² = 1, b³ = b>`.
    pub presentation: String,
    /// The generators and their heaps, `a = heap 1, b = heap 2`; `None` for the trivial
    /// quotient.
    pub generators: Option<String>,
    /// The P-portion: `{a, b²}`.
    pub p_portion: String,
    /// The period of the pretending function, as the command line says it.
    pub period: String,
    /// The file name of the JSON download: `octal-0.75-misere-quotient.json`.
    pub json_file: String,
    /// The status line after Cancel: `Stopped at heap 57; the quotient of the heaps done is
    /// shown.`
    pub stopped: String,
    /// The pretending function's strip.
    pub strip: PretendingStrip,
    /// The product table picture's label, for readers who do not see it.
    pub table_label: String,
    /// The product table by name, for small quotients (at most [`QUOTIENT_NAMED_ORDER`] elements).
    pub named: Option<NamedTable>,
    /// The genus of the first heaps as Winning Ways writes it, if it was computed.
    pub genus: Option<GenusStrip>,
}

/// The pretending function as a strip: heap `n` → element, the first [`QUOTIENT_STRIP_HEAPS`] heaps.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PretendingStrip {
    /// `Pretending function: heap n → element`.
    pub heading: String,
    /// The strip's label: `heap n and its element`.
    pub label: String,
    /// The heaps shown, heap 0 first.
    pub cells: Vec<StripCell>,
    /// The note under it: which heaps alone are P-positions, and how many more heaps the
    /// download has.
    pub note: String,
}

/// One heap of the strip.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StripCell {
    /// The heap, as a plain number (the cell's `data-n`).
    pub n: u64,
    /// The heap, in words.
    pub heap: String,
    /// Its element's name.
    pub element: String,
    /// Whether its element lies in the P-portion.
    pub p: bool,
    /// The element's colour (`#rrggbb`).
    pub colour: String,
    /// The colour of text on it.
    pub ink: String,
    /// The cell's tooltip: `heap 2 → b, in the P-portion`.
    pub title: String,
}

/// The product table written out by name.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NamedTable {
    /// The scrolling region's label.
    pub label: String,
    /// The table's caption.
    pub caption: String,
    /// The corner cell: `·` (row · column).
    pub corner: String,
    /// The column heads: the elements' names.
    pub columns: Vec<String>,
    /// The rows, the identity's first.
    pub rows: Vec<NamedRow>,
    /// The mark after a product in the P-portion: ` •`.
    pub mark: String,
    /// What the mark says to a screen reader: `, in the P-portion`.
    pub mark_label: String,
}

/// One row of the table of names.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NamedRow {
    /// The row's element.
    pub name: String,
    /// The products of the row's element and each column's.
    pub cells: Vec<NamedCell>,
}

/// One product in the table of names.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NamedCell {
    /// The product's name.
    pub name: String,
    /// Whether it lies in the P-portion.
    pub p: bool,
}

/// The product table's size on the page.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct TableFit {
    /// A cell's side in device pixels (what the table is drawn with).
    pub cell: u32,
    /// The canvas's side in device pixels: `cell × order`.
    pub side: u32,
    /// The canvas's side in CSS pixels.
    pub css_side: f64,
    /// A cell's side in CSS pixels (what a point on the canvas is read with).
    pub css_cell: f64,
}

impl QuotientView {
    /// The words of a computed quotient.
    pub fn of(page: &QuotientPage) -> QuotientView {
        let last = page.pretending.len().saturating_sub(1) as u64;
        QuotientView {
            heading: t!("quotient-heading", game = page.title.as_str()),
            status: page.status.clone(),
            status_line: t!(
                "quotient-status-line",
                status = status_name(&page.status),
                summary = page.summary.as_str()
            ),
            order: grouped(page.order as u64),
            presentation: page.presentation.clone(),
            generators: (!page.generators.is_empty()).then(|| page.generators.join(", ")),
            p_portion: format!("{{{}}}", page.p_portion.join(", ")),
            period: page.period_text.clone(),
            json_file: format!("{}-misere-quotient.json", safe_name(&page.game)),
            stopped: t!("quotient-stopped", heap = last),
            strip: strip(page),
            table_label: t!("quotient-table-label", order = page.order),
            named: named_table(page),
            genus: page.genus.as_ref().and_then(GenusStrip::of),
        }
    }
}

/// The status line's word for a quotient's status (`periodic`, `partial`, `exceeded`,
/// `interrupted`): `Periodic`.
fn status_name(status: &str) -> String {
    match status {
        "periodic" => t!("quotient-status-periodic"),
        "partial" => t!("quotient-status-partial"),
        "exceeded" => t!("quotient-status-exceeded"),
        "interrupted" => t!("quotient-status-interrupted"),
        other => capitalised(other),
    }
}

/// The pretending strip of the first [`QUOTIENT_STRIP_HEAPS`] heaps.
fn strip(page: &QuotientPage) -> PretendingStrip {
    let shown = page.pretending.len().min(QUOTIENT_STRIP_HEAPS + 1);
    let more = page.pretending.len() - shown;
    let cells = page.pretending[..shown]
        .iter()
        .enumerate()
        .filter_map(|(n, &x)| {
            let e = page.elements.get(x as usize)?;
            Some(StripCell {
                n: n as u64,
                heap: grouped(n as u64),
                element: e.name.clone(),
                p: e.p,
                colour: e.colour.clone(),
                ink: e.ink.clone(),
                title: t!(
                    "quotient-strip-title",
                    heap = n,
                    element = e.name.as_str(),
                    p = if e.p { "yes" } else { "no" }
                ),
            })
        })
        .collect();
    let note = if more > 0 {
        t!("quotient-strip-note-more", count = more)
    } else {
        t!("quotient-strip-note")
    };
    PretendingStrip {
        heading: t!("quotient-strip-heading"),
        label: t!("quotient-strip-label"),
        cells,
        note,
    }
}

/// The table of names of a quotient of at most [`QUOTIENT_NAMED_ORDER`] elements.
fn named_table(page: &QuotientPage) -> Option<NamedTable> {
    let order = page.order;
    let whole = page.elements.len() == order
        && page.product.len() == order * order
        && page.product.iter().all(|&z| (z as usize) < order);
    if order > QUOTIENT_NAMED_ORDER || !whole {
        return None;
    }
    let product = |x: usize, y: usize| &page.elements[page.product[x * order + y] as usize];
    Some(NamedTable {
        label: t!("quotient-named-label"),
        caption: t!("quotient-named-caption"),
        corner: "·".to_string(),
        columns: page.elements.iter().map(|e| e.name.clone()).collect(),
        rows: page
            .elements
            .iter()
            .enumerate()
            .map(|(x, e)| NamedRow {
                name: e.name.clone(),
                cells: (0..order)
                    .map(|y| {
                        let z = product(x, y);
                        NamedCell {
                            name: z.name.clone(),
                            p: z.p,
                        }
                    })
                    .collect(),
            })
            .collect(),
        mark: " •".to_string(),
        mark_label: t!("quotient-mark-label"),
    })
}

impl ProductTable {
    /// The table's size on the page, about `width` CSS pixels wide (its box; 0 before it is
    /// laid out: [`QUOTIENT_TABLE_SIDE`]) at device pixel `ratio`: a side of at least
    /// [`QUOTIENT_LEAST_SIDE`] and at most [`QUOTIENT_TABLE_SIDE`] CSS pixels, at most
    /// [`QUOTIENT_MOST_RATIO`] device pixels a CSS pixel, whole device pixels a cell.
    pub fn fit(&self, width: f64, ratio: f64) -> TableFit {
        let width = if width.is_finite() && width.floor() > 0.0 {
            width.floor()
        } else {
            f64::from(QUOTIENT_TABLE_SIDE)
        };
        let width = width.clamp(
            f64::from(QUOTIENT_LEAST_SIDE),
            f64::from(QUOTIENT_TABLE_SIDE),
        );
        let ratio = if ratio.is_finite() && ratio > 0.0 {
            ratio.min(QUOTIENT_MOST_RATIO)
        } else {
            1.0
        };
        let cell = self.picture().cell_size((width * ratio).floor() as u32);
        let side = cell * self.order() as u32;
        TableFit {
            cell,
            side,
            css_side: f64::from(side) / ratio,
            css_cell: f64::from(cell) / ratio,
        }
    }

    /// The cell the arrow `key` (`ArrowRight`, `ArrowLeft`, `ArrowDown`, `ArrowUp`) moves to
    /// from `from` (`[row, column]`), staying on the table; the first key pressed picks the
    /// top left cell. `None` for another key.
    pub fn walk(&self, from: Option<(u32, u32)>, key: &str) -> Option<(u32, u32)> {
        let (dx, dy): (i64, i64) = match key {
            "ArrowRight" => (0, 1),
            "ArrowLeft" => (0, -1),
            "ArrowDown" => (1, 0),
            "ArrowUp" => (-1, 0),
            _ => return None,
        };
        let Some((x, y)) = from else {
            return Some((0, 0));
        };
        let last = self.order().saturating_sub(1) as i64;
        let step = |v: u32, d: i64| (i64::from(v) + d).clamp(0, last) as u32;
        Some((step(x, dx), step(y, dy)))
    }
}

/// A file-name-safe version of a text, as the page's downloads name files: each run of
/// characters other than ASCII letters, digits and `.` becomes one `-`, none at either end,
/// at most 80 characters, `nimseq` for nothing left.
fn safe_name(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.strip_prefix('-').unwrap_or(&out);
    let out = out.strip_suffix('-').unwrap_or(out);
    let out: String = out.chars().take(80).collect();
    if out.is_empty() {
        "nimseq".to_string()
    } else {
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quotient_page;

    fn page(game: &str, heaps: u64) -> QuotientPage {
        quotient_page(&game.parse().unwrap(), heaps, 256).unwrap()
    }

    /// The words the page's script wrote (`Computing the ${link.title}…`, `Computing the
    /// ${link.title}: heap ${grouped(done)} of ${grouped(total)}, ${grouped(order)} elements so
    /// far…`, the fraction `done / total`).
    #[test]
    fn progress_in_words() {
        let title = "misère quotient of octal:0.07 (Dawson's Kayles)";
        assert_eq!(
            quotient_computing(title),
            "Computing the misère quotient of octal:0.07 (Dawson's Kayles)…"
        );
        let p = quotient_progress(title, 1_200, 2_000, 1_024);
        assert_eq!(
            p.text,
            "Computing the misère quotient of octal:0.07 (Dawson's Kayles): heap 1,200 of 2,000, \
             1,024 elements so far…"
        );
        assert_eq!(p.fraction, 0.6);
        let p = quotient_progress("misère quotient of octal:0.75", 7, 30, 5);
        assert_eq!(
            p.text,
            "Computing the misère quotient of octal:0.75: heap 7 of 30, 5 elements so far…"
        );
        assert_eq!(p.fraction, 7.0 / 30.0);
        assert_eq!(quotient_progress("x", 0, 0, 1).fraction, 0.0);
    }

    /// Misère Nim's heaps ≤ 3: every sentence and count of the facts, the strip and the table of
    /// names, as the page's script composed them.
    #[test]
    fn misere_nim_in_words() {
        let v = QuotientView::of(&page("tb:0.[3]", 3));
        assert_eq!(v.heading, "Misère quotient of tb:0.[3] (Nim)");
        assert_eq!(v.status, "partial");
        assert_eq!(
            v.status_line,
            "Partial: the quotient of heaps ≤ 3; no period of the pretending function certified."
        );
        assert_eq!(v.order, "6");
        assert_eq!(v.presentation, "<a, b | a² = 1, b³ = b>");
        assert_eq!(v.generators.as_deref(), Some("a = heap 1, b = heap 2"));
        assert_eq!(v.p_portion, "{a, b²}");
        assert_eq!(v.period, "none certified");
        assert_eq!(v.json_file, "tb-0.-3-misere-quotient.json");
        assert_eq!(
            v.stopped,
            "Stopped at heap 3; the quotient of the heaps done is shown."
        );
        assert_eq!(
            v.table_label,
            "The product table of 6 × 6 elements, coloured by the product; use the arrow keys \
             to read its cells"
        );

        let s = &v.strip;
        assert_eq!(s.heading, "Pretending function: heap n → element");
        assert_eq!(s.label, "heap n and its element");
        assert_eq!(
            s.note,
            "A heap alone is a P-position when its element is in the P-portion (outlined)."
        );
        let titles: Vec<&str> = s.cells.iter().map(|c| c.title.as_str()).collect();
        assert_eq!(
            titles,
            [
                "heap 0 → 1",
                "heap 1 → a, in the P-portion",
                "heap 2 → b",
                "heap 3 → ab"
            ]
        );
        let c = &s.cells[1];
        assert_eq!(
            (c.n, c.heap.as_str(), c.element.as_str(), c.p),
            (1, "1", "a", true)
        );
        assert!(c.colour.starts_with('#') && c.ink.starts_with('#'));

        let t = v.named.expect("six elements are written out by name");
        assert_eq!(t.label, "The product table by name");
        assert_eq!(
            t.caption,
            "Row · column by name; • marks a product in the P-portion"
        );
        assert_eq!(t.corner, "·");
        assert_eq!(
            (t.mark.as_str(), t.mark_label.as_str()),
            (" •", ", in the P-portion")
        );
        assert_eq!(t.columns, ["1", "a", "b", "ab", "b²", "ab²"]);
        assert_eq!(t.rows.len(), 6);
        // Row a: a · 1 = a, a · a = 1, a · b = ab, a · ab = b, a · b² = ab², a · ab² = b².
        let a = &t.rows[1];
        assert_eq!(a.name, "a");
        let names: Vec<&str> = a.cells.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["a", "1", "ab", "b", "ab²", "b²"]);
        let marked: Vec<bool> = a.cells.iter().map(|c| c.p).collect();
        assert_eq!(marked, [true, false, false, false, false, true]);
    }

    /// The view's own words in German and French: no English left (the game's title and the
    /// summary are the core's words), numbers grouped as each language groups them.
    #[test]
    fn the_view_speaks_german_and_french() {
        use nimseq_core::words::{with_language, Lang};
        // The worker words the page (its generators), the main thread the view.
        for (lang, heading, progress, sum) in [
            (
                Lang::De,
                "Misère-Quotient von ",
                "misère quotient of 0.07 wird berechnet: Haufen 1.200 von 2.000, bisher 1.024 \
                 Elemente…",
                "1 + 2 + 3: a · b · ab = b², im P-Anteil: P-Position (der Spieler am Zug verliert)",
            ),
            (
                Lang::Fr,
                "Quotient misère de ",
                "Calcul en cours — misère quotient of 0.07\u{202f}: tas 1\u{202f}200 sur \
                 2\u{202f}000, 1\u{202f}024 éléments jusqu'ici…",
                "1 + 2 + 3\u{202f}: a · b · ab = b², dans la portion P\u{202f}: position P (le \
                 joueur au trait perd)",
            ),
        ] {
            with_language(lang, || {
                let nim = page("tb:0.[3]", 3);
                let long = page("octal:0.75", 200);
                let v = QuotientView::of(&nim);
                let more = QuotientView::of(&long);
                assert!(v.heading.starts_with(heading), "{}", v.heading);
                let p = quotient_progress("misère quotient of 0.07", 1_200, 2_000, 1_024);
                assert_eq!(p.text, progress);
                let table = ProductTable::new(nim.clone());
                assert_eq!(table.read_sum("1, 2, 3").unwrap().sentence, sum);
                let named = v.named.clone().unwrap();
                let mut words = vec![
                    v.stopped.clone(),
                    v.table_label.clone(),
                    v.strip.heading.clone(),
                    v.strip.label.clone(),
                    v.strip.note.clone(),
                    more.strip.note.clone(),
                    named.label,
                    named.caption,
                    named.mark_label,
                    quotient_computing("x"),
                    table.readout(1, 1).unwrap(),
                    v.status_line.replace(&nim.summary, ""),
                ];
                words.extend(v.generators.clone());
                words.extend(v.strip.cells.iter().map(|c| c.title.clone()));
                for text in &words {
                    for english in [
                        " the ",
                        " of ",
                        " and ",
                        "heap",
                        "Heap",
                        "element",
                        "P-portion",
                        "Stopped",
                        "Partial",
                        "product",
                        "coloured",
                        "function",
                    ] {
                        assert!(!text.contains(english), "{lang:?}: {english} in “{text}”");
                    }
                }
            });
        }
        let de = with_language(Lang::De, || QuotientView::of(&page("octal:0.75", 200)));
        assert_eq!(
            de.strip.note,
            "Ein einzelner Haufen ist eine P-Position, wenn sein Element im P-Anteil liegt \
             (umrandet). 80 weitere Haufen stehen im JSON-Download."
        );
        assert!(
            de.status_line.starts_with("Periodisch: "),
            "{}",
            de.status_line
        );
        let fr = with_language(Lang::Fr, || QuotientView::of(&page("octal:0.75", 200)));
        assert_eq!(
            fr.stopped,
            "Arrêté au tas 200\u{202f}; le quotient des tas déjà traités est affiché."
        );
        assert_eq!(
            fr.generators.as_deref(),
            Some("a = tas 1, b = tas 2, c = tas 5")
        );
    }

    /// 0.75's heaps ≤ 200: the strip shows heaps 0 to 120 and counts the rest; the period and
    /// the status line as the command line words them.
    #[test]
    fn a_long_strip_counts_the_heaps_left_to_the_download() {
        let v = QuotientView::of(&page("octal:0.75", 200));
        assert_eq!(v.heading, "Misère quotient of octal:0.75");
        assert_eq!(v.status, "periodic");
        assert_eq!(
            v.status_line,
            "Periodic: the quotient of every heap size: the pretending function has period 2 \
             from heap 8 (certified by the quotient of heaps ≤ 21)."
        );
        assert_eq!(v.order, "8");
        assert_eq!(
            v.generators.as_deref(),
            Some("a = heap 1, b = heap 2, c = heap 5")
        );
        assert_eq!(
            v.period,
            "2 from heap 8 (certified by the quotient of heaps ≤ 21)"
        );
        assert_eq!(v.json_file, "octal-0.75-misere-quotient.json");
        assert_eq!(
            v.stopped,
            "Stopped at heap 200; the quotient of the heaps done is shown."
        );
        assert_eq!(v.strip.cells.len(), QUOTIENT_STRIP_HEAPS + 1);
        assert_eq!(v.strip.cells.last().map(|c| c.n), Some(120));
        assert_eq!(
            v.strip.note,
            "A heap alone is a P-position when its element is in the P-portion (outlined). 80 \
             more heaps are in the JSON download."
        );
        assert!(v.named.is_some());
    }

    /// Counts past a thousand are grouped; a quotient of more than twelve elements has no
    /// table of names; the trivial quotient no generators.
    #[test]
    fn large_counts_are_grouped_and_large_tables_unnamed() {
        let mut p = page("octal:0.75", 30);
        p.pretending = vec![0; 1_235];
        let v = QuotientView::of(&p);
        assert_eq!(
            v.stopped,
            "Stopped at heap 1,234; the quotient of the heaps done is shown."
        );
        assert_eq!(
            v.strip.note,
            "A heap alone is a P-position when its element is in the P-portion (outlined). \
             1,114 more heaps are in the JSON download."
        );
        let kayles = QuotientView::of(&page("octal:0.77", 20));
        assert_eq!(kayles.order, "24");
        assert_eq!(kayles.p_portion, "{a, b², ac, ac², d, ad², e, ade}");
        assert!(kayles.named.is_none());
        assert!(kayles
            .table_label
            .starts_with("The product table of 24 × 24 elements"));
        let mut trivial = page("tb:0.[3]", 3);
        trivial.generators.clear();
        assert_eq!(QuotientView::of(&trivial).generators, None);
    }

    /// File names as the page's `safeName` made them.
    #[test]
    fn file_names_as_the_page_made_them() {
        assert_eq!(safe_name("octal:0.75"), "octal-0.75");
        assert_eq!(safe_name("tb:0.[3]"), "tb-0.-3");
        assert_eq!(safe_name("sub:1,2/misere"), "sub-1-2-misere");
        assert_eq!(safe_name("[[x]]"), "x");
        assert_eq!(safe_name("--é--"), "nimseq");
        assert_eq!(safe_name(""), "nimseq");
        assert_eq!(safe_name(&"a".repeat(100)).len(), 80);
        assert_eq!(capitalised("exceeded"), "Exceeded");
        assert_eq!(capitalised(""), "");
    }

    /// The table's size as the page's script computed it: the box's width clamped to 120 ..=
    /// 640, the device pixel ratio to at most 2, whole device pixels a cell.
    #[test]
    fn the_table_fits_its_box() {
        let t = ProductTable::new(page("tb:0.[3]", 3));
        let fit = t.fit(358.0, 1.0);
        assert_eq!(
            (fit.cell, fit.side, fit.css_side, fit.css_cell),
            (59, 354, 354.0, 59.0)
        );
        let fit = t.fit(358.7, 3.0);
        assert_eq!(
            (fit.cell, fit.side, fit.css_side, fit.css_cell),
            (119, 714, 357.0, 59.5)
        );
        assert_eq!(t.fit(0.0, 1.0).side, 636); // not laid out: 640 px
        assert_eq!(t.fit(2_000.0, 1.0).side, 636);
        assert_eq!(t.fit(50.0, 1.0).side, 120);
        assert_eq!(t.fit(f64::NAN, f64::NAN).cell, 106);
        let fit = t.fit(300.0, 1.5);
        assert_eq!((fit.cell, fit.side, fit.css_side), (75, 450, 300.0));
    }

    /// The arrow keys walk the table and stop at its edges; the first picks the top left cell.
    #[test]
    fn arrow_keys_walk_the_table() {
        let t = ProductTable::new(page("tb:0.[3]", 3));
        assert_eq!(t.walk(None, "ArrowDown"), Some((0, 0)));
        assert_eq!(t.walk(None, "Enter"), None);
        assert_eq!(t.walk(Some((0, 0)), "ArrowRight"), Some((0, 1)));
        assert_eq!(t.walk(Some((0, 0)), "ArrowDown"), Some((1, 0)));
        assert_eq!(t.walk(Some((0, 0)), "ArrowUp"), Some((0, 0)));
        assert_eq!(t.walk(Some((0, 0)), "ArrowLeft"), Some((0, 0)));
        assert_eq!(t.walk(Some((5, 5)), "ArrowDown"), Some((5, 5)));
        assert_eq!(t.walk(Some((5, 5)), "ArrowRight"), Some((5, 5)));
        assert_eq!(t.walk(Some((3, 4)), "ArrowUp"), Some((2, 4)));
        assert_eq!(t.walk(Some((3, 4)), "ArrowLeft"), Some((3, 3)));
    }
}
