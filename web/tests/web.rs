//! Browser tests of the exported API, run in headless Chromium by `wasm-bindgen-test`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

use nimseq_web::{nim_calculate, GameJob, LinkState, PlayView};

wasm_bindgen_test_configure!(run_in_browser);

fn field(value: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(value.clone(), |v, key| {
        js_sys::Reflect::get(&v, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    })
}

/// The search task of a link, as the page sends it to a worker.
fn search_task(query: &str) -> JsValue {
    field(&LinkState::new(query).link().unwrap(), &["search_task"])
}

/// Runs a sequence search to its end and returns its analysis.
fn analyse(query: &str) -> JsValue {
    let mut job = GameJob::new(search_task(query)).unwrap();
    while !job.step(100_000).unwrap() {}
    job.analysis().unwrap()
}

#[wasm_bindgen_test]
fn period_of_247_in_the_browser() {
    let analysis = analyse("?game=sub:2,4,7&limit=10000");
    assert_eq!(
        field(&analysis, &["grundy", "status"]),
        JsValue::from_str("periodic")
    );
    assert_eq!(
        field(&analysis, &["grundy", "preperiod"]).as_f64(),
        Some(8.0)
    );
    assert_eq!(field(&analysis, &["grundy", "period"]).as_f64(), Some(3.0));
    assert_eq!(
        field(&analysis, &["grundy", "certificate", "kind"]),
        JsValue::from_str("window-repeat")
    );
    let csv = field(&analysis, &["csv"]).as_string().unwrap();
    assert!(csv.contains("\nn,value,outcome\n0,0,P\n"), "{csv}");
}

#[wasm_bindgen_test]
fn bad_input_is_a_notice_not_a_panic() {
    let link = LinkState::new("?game=sub:0&limit=-1").link().unwrap();
    let notices = js_sys::Array::from(&field(&link, &["notices"]));
    assert_eq!(notices.length(), 2);
    let changes = js_sys::Object::new();
    js_sys::Reflect::set(&changes, &"max".into(), &JsValue::from_f64(3.0)).unwrap();
    assert!(
        LinkState::new("?").change(changes.clone().into()).is_err(),
        "form values are text"
    );
    assert!(LinkState::new("?").check(changes.into()).is_err());
}

#[wasm_bindgen_test]
fn links_are_read_with_notices() {
    let link = LinkState::new("?view=heatmap&max=abc&bogus=1")
        .link()
        .unwrap();
    assert_eq!(
        field(&link, &["state", "view"]),
        JsValue::from_str("heatmap")
    );
    assert_eq!(field(&link, &["state", "max"]), JsValue::from_str("200"));
    assert_eq!(
        field(&link, &["fields", "max", "max"]).as_f64(),
        Some(2048.0)
    );
    let notices = js_sys::Array::from(&field(&link, &["notices"]));
    assert_eq!(notices.length(), 2);
    assert_eq!(
        field(&link, &["query"]).as_string().as_deref(),
        Some("?view=heatmap")
    );
}

#[wasm_bindgen_test]
fn a_form_change_keeps_the_choices_of_the_link() {
    let changes = js_sys::Object::new();
    for (k, v) in [
        ("game", "octal:0.16"),
        ("limit", "1000000"),
        ("view", "sequence"),
    ] {
        js_sys::Reflect::set(&changes, &k.into(), &v.into()).unwrap();
    }
    let state = LinkState::new("?game=octal:0.16&limit=1000000");
    let link = state
        .change(changes.clone().into())
        .unwrap()
        .link()
        .unwrap();
    assert_eq!(
        field(&link, &["query"]).as_string().as_deref(),
        Some("?game=octal:0.16&limit=1000000"),
        "the view stays a default: the form showed it unchanged"
    );
    assert_eq!(state.check(changes.into()).unwrap(), Vec::<String>::new());
    // A form's bad value: its verdict names it, and the state changed keeps the link's.
    let bad = js_sys::Object::new();
    js_sys::Reflect::set(&bad, &"limit".into(), &"-3".into()).unwrap();
    assert_eq!(state.check(bad.clone().into()).unwrap().len(), 1);
    let kept = state.change(bad.into()).unwrap().link().unwrap();
    assert_eq!(
        field(&kept, &["query"]).as_string().as_deref(),
        Some("?game=octal:0.16&limit=1000000")
    );
}

#[wasm_bindgen_test]
fn games_are_checked_as_typed() {
    let ok = nimseq_web::compose_game("sub", "7, 2,4").unwrap();
    assert_eq!(field(&ok, &["ok"]), JsValue::TRUE);
    assert_eq!(field(&ok, &["spec"]), JsValue::from_str("sub:2,4,7"));
    let bad = nimseq_web::check_game("octal:0.9", "").unwrap();
    assert_eq!(field(&bad, &["ok"]), JsValue::FALSE);
    assert!(field(&bad, &["error"])
        .as_string()
        .unwrap()
        .contains("not an octal digit"));
}

/// The octal kernel in WebAssembly agrees with the reference on games whose second step scans
/// many splits, with the scan's vector path when the tests are built with `simd128`
/// (`scripts/test.sh` runs this test a second time so built).
#[wasm_bindgen_test]
fn octal_values_agree_with_the_reference_in_the_browser() {
    assert_eq!(
        nimseq_core::game::vector_instructions(),
        cfg!(target_feature = "simd128")
    );
    for code in ["octal:0.6", "octal:0.16", "octal:0.106", "octal:0.764"] {
        let game: nimseq_core::game::Game = code.parse().unwrap();
        let fast = nimseq_core::game::nim_sequence(&game, 2500).unwrap();
        assert_eq!(
            fast,
            nimseq_core::reference::nim_sequence(&game, 2500),
            "{code}"
        );
    }
}

#[wasm_bindgen_test]
fn a_game_job_steps_to_its_analysis() {
    let mut job = nimseq_web::GameJob::new(search_task("?game=octal:0.77&limit=5000")).unwrap();
    let mut steps = 0;
    while !job.step(50).unwrap() {
        steps += 1;
        assert!(job.done() <= job.total());
    }
    assert!(steps > 1, "progress is reported in steps");
    let analysis = job.analysis().unwrap();
    assert_eq!(field(&analysis, &["grundy", "period"]).as_f64(), Some(12.0));
    assert_eq!(
        field(&analysis, &["title"]),
        JsValue::from_str("octal:0.77 (Kayles)")
    );
}

/// Runs search `job` of a worker's desk to its end and returns its analysis.
fn finish_search(searches: &mut nimseq_web::WorkerSearches, job: f64) -> JsValue {
    while !searches.step(job, 5_000).unwrap() {}
    searches.finish(job).unwrap()
}

#[wasm_bindgen_test]
fn a_worker_holds_a_search_without_a_period_and_takes_it_further() {
    let mut searches = nimseq_web::WorkerSearches::new();
    // 0.161 has no known period: a search to 2000 ends without one and is held.
    searches
        .begin(1.0, search_task("?game=octal:0.161&limit=2000"))
        .unwrap();
    let first = finish_search(&mut searches, 1.0);
    assert_eq!(field(&first, &["held"]), JsValue::TRUE);
    assert_eq!(
        field(&first, &["grundy", "status"]),
        JsValue::from_str("not-found")
    );
    // The view's handle takes the answer from the worker, and words the box to go further.
    let mut view =
        nimseq_web::SequenceView::new("octal:0.161", "octal:0.161 2000", "en", "octal:0.161");
    let further = view.finish(first.clone(), None, None).unwrap();
    let note = field(&further, &["note"]).as_string().unwrap();
    assert!(
        note.starts_with("No period found up to n = 2,000"),
        "{note}"
    );
    let periodic = analyse("?game=octal:0.77&limit=5000");
    assert!(
        view.finish(periodic, None, None).unwrap().is_null(),
        "Kayles goes no further"
    );
    assert!(view.finish(JsValue::from_str("law"), None, None).is_err());
    // It goes on as job 2 from the values it has: only the new ones are computed.
    searches.resume(2.0, 1.0, 4000.0).unwrap();
    assert_eq!(
        searches.progress(2.0).unwrap()[0],
        2001.0,
        "the values computed are kept"
    );
    let further = finish_search(&mut searches, 2.0);
    assert_eq!(field(&further, &["held"]), JsValue::TRUE);
    // A new search lets the held one go; asking for it again says so.
    searches
        .begin(3.0, search_task("?game=octal:0.77&limit=5000"))
        .unwrap();
    let kayles = finish_search(&mut searches, 3.0);
    assert_eq!(
        field(&kayles, &["held"]),
        JsValue::FALSE,
        "a periodic search is let go"
    );
    let gone = searches.resume(4.0, 2.0, 8000.0);
    assert!(gone.is_err(), "search 2 is no longer held");
    assert!(searches.step(9.0, 10).is_err(), "no search runs as job 9");
}

#[wasm_bindgen_test]
fn a_grid_fills_from_worker_rows() {
    let query = "?view=heatmap&dims=2&max=12";
    let mut grid = nimseq_web::GridView::new(&LinkState::new(query)).unwrap();
    assert_eq!(grid.computing(), "Computing 66 sets…");
    let task = field(&LinkState::new(query).link().unwrap(), &["sweep_task"]);
    let rows = nimseq_web::sweep_rows_packed(task, 1, 13).unwrap();
    assert_eq!(rows.len(), 66 * 3);
    // Rows 2 and 3 hold 1 and 2 cells: 2 cells end inside row 3.
    assert!(
        grid.fill(1, &rows[..6]).is_err(),
        "a partial row is refused"
    );
    assert_eq!(grid.fill(1, &rows).unwrap(), 66);
    assert!(grid.is_complete());
    let csv = grid.csv().unwrap();
    assert!(csv.contains("\n2,7,0,9\n"));
    // A figure of 600 × 400 CSS pixels at scale 2; a width below 200 cannot be drawn.
    let svg = grid.svg(600, 400, 2.0, "dark").unwrap();
    assert!(svg.contains("period of {a, b}, b ≤ 12"));
    assert!(svg.contains(r#"width="1200" height="800""#));
    assert!(grid.svg(50, 0, 1.0, "dark").is_err());
    assert_eq!(grid.file_stem(), "nimseq-period-ab-12");
}

#[wasm_bindgen_test]
fn the_strip_exports_svg() {
    let svg =
        nimseq_web::strip_svg(&[0, 1, 2, 0, 1, 2], 0.0, 3.0, "sub:1,2", "light", 400, 120).unwrap();
    assert!(svg.contains("preperiod 0, period 3"));
    let no_period = nimseq_web::strip_svg(&[0, 1], f64::NAN, -1.0, "x", "light", 200, 100).unwrap();
    assert!(!no_period.contains("preperiod"));
}

/// The page-side rows of the performance table that do not need the page itself, timed in this
/// browser on one thread (the grids are timed through the page by the end-to-end tests). The
/// answers are checked; the times are printed, not asserted.
#[wasm_bindgen_test]
fn speed_in_the_browser() {
    let started = js_sys::Date::now();
    let kayles =
        nimseq_core::game::nim_sequence(&"octal:0.77".parse().unwrap(), 1_000_000).unwrap();
    let kayles_ms = js_sys::Date::now() - started;
    assert_eq!(kayles[999_999], 8);

    let started = js_sys::Date::now();
    let report = analyse("?game=octal:0.16&limit=1048576");
    let certified_ms = js_sys::Date::now() - started;
    assert_eq!(
        field(&report, &["grundy", "preperiod"]).as_f64(),
        Some(105_351.0)
    );
    assert_eq!(
        field(&report, &["grundy", "period"]).as_f64(),
        Some(149_459.0)
    );

    // The board's largest solves: a Kayles row of 38 (31,185 positions, near the sparse
    // limit) and Nim 60, 60, 60 (a dense table of 226,981 positions, 2 · 10^7 moves).
    let started = js_sys::Date::now();
    let row = PlayView::new(&LinkState::new(
        "?view=play&game=octal:0.77&heaps=38&hints=1",
    ))
    .unwrap();
    let row_ms = js_sys::Date::now() - started;
    let hint = field(&row.screen().unwrap(), &["hint"]);
    let nim_sum = field(&hint, &["nim_sum"]).as_f64();
    assert_eq!(field(&hint, &["wins"]).as_bool(), nim_sum.map(|x| x != 0.0));
    let started = js_sys::Date::now();
    let heaps = PlayView::new(&LinkState::new(
        "?view=play&game=sub:1-60&heaps=60,60,60&hints=1",
    ))
    .unwrap();
    let heaps_ms = js_sys::Date::now() - started;
    assert_eq!(
        field(&heaps.screen().unwrap(), &["hint", "best"]),
        JsValue::from_str("0:60")
    );

    console_log!("speed in the browser: Kayles 0.77, 10^6 values: {kayles_ms} ms; octal 0.16 certified: {certified_ms} ms; board solve, Kayles row of 38: {row_ms} ms; Nim 60,60,60: {heaps_ms} ms");
}

#[wasm_bindgen_test]
fn the_board_plays_and_explains_in_the_browser() {
    let mut view = PlayView::new(&LinkState::new(
        "?view=play&game=octal:0.77&heaps=5&vs=human&hints=1",
    ))
    .unwrap();
    let screen = view.screen().unwrap();
    assert_eq!(
        field(&screen, &["hint", "best"]),
        JsValue::from_str("0:1@2")
    );
    view.play("0:1@2").unwrap();
    let screen = view.screen().unwrap();
    assert_eq!(
        field(&screen, &["query"]).as_string().as_deref(),
        Some("?view=play&game=octal:0.77&heaps=5&moves=0:1@2&vs=human&hints=1")
    );
    // The story is drawn on a canvas, one row per position.
    let canvas: web_sys::HtmlCanvasElement = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("canvas").ok())
        .map(wasm_bindgen::JsCast::unchecked_into)
        .unwrap();
    let height = view.draw_story(&canvas, 300, 2.0, "dark").unwrap();
    assert_eq!(canvas.width(), 600);
    assert_eq!(canvas.height(), 2 * height);
    view.set_hints("pn").unwrap();
    assert_eq!(
        field(&view.screen().unwrap(), &["hints"]),
        JsValue::from_str("pn")
    );
    assert!(view.set_hints("maybe").is_err());
    assert!(view.play("0:9").is_err());
    view.undo().unwrap();
    assert!(view.undo().is_err());
    let c = nim_calculate("16 16").unwrap();
    assert_eq!(field(&c, &["product"]), JsValue::from_str("24"));
    assert!(nim_calculate("1 2 x").is_err());
}

/// The overview's cost in this browser, printed: appending 2^20 and 2^24 values (as a search
/// hands them over, in chunks of 2^18) and drawing the whole range 1200 x 260 pixels and a
/// zoomed window. The pictures are checked, the times printed, not asserted.
#[wasm_bindgen_test]
fn overview_speed_in_the_browser() {
    use nimseq_core::draw::Theme;
    use nimseq_core::draw::{Overview, Window};
    let mut line = String::from("overview in the browser:");
    for bits in [20u32, 24] {
        let n = 1usize << bits;
        let values: Vec<u16> = (0..n as u32)
            .map(|i| ((i.wrapping_mul(2_654_435_761) >> 9) % 300) as u16)
            .collect();
        let mut o = Overview::new();
        let started = js_sys::Date::now();
        let mut longest_push = 0.0f64;
        for chunk in values.chunks(1 << 18) {
            let t = js_sys::Date::now();
            o.push(chunk);
            longest_push = longest_push.max(js_sys::Date::now() - t);
        }
        let pushed = js_sys::Date::now() - started;
        let t = js_sys::Date::now();
        let whole = o.rgba(
            Window {
                from: 0.0,
                to: n as f64,
            },
            (1200, 260),
            Some((n / 2 + 100) as u64),
            &Theme::LIGHT,
        );
        let whole_ms = js_sys::Date::now() - t;
        let t = js_sys::Date::now();
        let zoomed = o.rgba(
            Window {
                from: (n / 2) as f64,
                to: (n / 2 + 5000) as f64,
            },
            (1200, 260),
            Some((n / 2 + 100) as u64),
            &Theme::LIGHT,
        );
        let zoomed_ms = js_sys::Date::now() - t;
        assert_eq!(whole.len(), 1200 * 260 * 4);
        assert!(whole.chunks(4).any(|p| p[3] == 255) && zoomed.chunks(4).any(|p| p[3] == 255));
        assert_eq!(o.len(), n);
        line.push_str(&format!(
            " 2^{bits} values: appended in {pushed} ms (longest chunk {longest_push} ms), whole range drawn in {whole_ms} ms, 5,000 values in {zoomed_ms} ms;"
        ));
    }
    console_log!("{line}");
}
