use super::*;
use crate::state::params::PARAMS;

fn choices(size: &str, parts: &[&str]) -> EmbedChoices {
    EmbedChoices {
        size: size.into(),
        parts: parts.iter().map(|p| p.to_string()).collect(),
        ..EmbedChoices::default()
    }
}

/// One link per view, together setting every parameter but those the dialog itself sets.
const VIEWS: &[&str] = &[
    "?game=sub:1,3,4&rule=misere&limit=1000&at=20&why=5&steps=1&exercise=values&from=5",
    "?game=octal:0.77&why=0",
    "?view=compare&games=octal:0.77@5;*4&exercise=equivalence",
    "?view=quotient&game=octal:0.77&upto=20&elements=64",
    "?view=heatmap&dims=3&max=30&axes=ac&slice=7&metric=preperiod&scale=log&range=slice&window=1,10,1,10&cap=4096",
    "?view=heatmap&dims=4&max=20&c=5&primitive=1",
    "?view=conjecture&test=sums&bound=size&max=30",
    "?view=atlas&digits=2&colour=period&d0=4",
    "?view=play&game=octal:0.77&heaps=6,2&turn=2&moves=0:1@3&vs=human&hints=pn",
    "?view=play&game=sub:1,2&heaps=5&hints=outcome&lock=1&lang=de",
];

/// The parameters the dialog sets itself.
const THE_DIALOGS: &[&str] = &["embed", "show", "theme", "lock", "worksheet"];

#[test]
fn the_embed_keeps_every_parameter_of_every_view() {
    let mut seen = std::collections::BTreeSet::new();
    for query in VIEWS {
        let (state, notices) = PageState::from_query(query);
        assert!(notices.is_empty(), "{query}: {notices:?}");
        let (embedded, notices) = embedded_state(&state, &EmbedChoices::default());
        assert!(notices.is_empty(), "{query}: {notices:?}");
        // What the frame's link reads back as.
        let (frame, notices) = PageState::from_query(&embedded.to_query());
        assert!(notices.is_empty(), "{query}: {notices:?}");
        assert!(frame.settings().embed, "{query}");
        for p in &PARAMS {
            if THE_DIALOGS.contains(&p.name) || !state.is_chosen(p.name) {
                continue;
            }
            seen.insert(p.name);
            assert!(frame.is_chosen(p.name), "{query}: {} dropped", p.name);
            assert_eq!(
                frame.spelling(p.name),
                state.spelling(p.name),
                "{query}: {}",
                p.name
            );
        }
        // The parts the teacher sees come with it.
        let s = state.settings();
        let shown = &frame.settings().show;
        if s.view == View::Sequence {
            assert_eq!(shown.contains(&Part::Why), s.why.is_some(), "{query}");
            assert_eq!(
                shown.contains(&Part::Exercise),
                s.exercise == Exercise::Values,
                "{query}"
            );
        }
        // The lock: the link's, and always for an exercise; a locked frame is sealed.
        let locked = s.lock || s.exercise != Exercise::Off;
        assert_eq!(frame.settings().lock, locked, "{query}");
        assert_eq!(frame.is_sealed(), locked, "{query}");
        assert_eq!(embedded.to_query().contains("sealed="), locked, "{query}");
    }
    for p in &PARAMS {
        assert!(
            THE_DIALOGS.contains(&p.name) || seen.contains(p.name),
            "no link above sets “{}”: add one",
            p.name
        );
    }
}

#[test]
fn an_exercise_brings_the_why_panel_its_answers_point_at() {
    let (state, _) = PageState::from_query("?game=sub:1,3,4&exercise=values&from=5");
    let d = embed_dialog(&state, "", &choices("small", &["facts", "exercise"]));
    let why = d.parts.iter().find(|p| p.value == "why").unwrap();
    assert!(why.shown && why.required, "{why:?}");
    assert!(why.label.contains("the exercise needs it"), "{}", why.label);
    let (frame, _) = PageState::from_query(d.src.trim_start_matches(|c| c != '?'));
    assert!(frame.settings().show.contains(&Part::Why));
    assert_eq!(d.lock, Some(true));
    // Unticked, the exercise is not locked and its link is plain.
    let open = EmbedChoices {
        lock: Some(false),
        ..choices("small", &[])
    };
    let d = embed_dialog(&state, "", &open);
    assert_eq!(d.lock, Some(false));
    assert!(d.src.contains("exercise=values"), "{}", d.src);
    assert!(d.src.contains("show=facts,table,why,exercise") || !d.src.contains("show="));
}

#[test]
fn the_previews_say_their_sizes() {
    let (state, _) = PageState::from_query("?game=octal:0.77");
    let small = embed_dialog(&state, "https://x.org/", &choices("small", &[]));
    assert_eq!(
        small.preview_labels[0],
        format!("Preview on a phone, 360 × {} px", small.height)
    );
    let typed = embed_dialog(
        &state,
        "https://x.org/",
        &EmbedChoices {
            height: Some(640),
            ..choices("full", &[])
        },
    );
    assert_eq!(
        typed.preview_label,
        "Preview on a desktop, full width × 640 px"
    );
}

#[test]
fn a_board_embed_can_be_locked_and_keeps_the_links_lock_unless_changed() {
    let (state, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=6,2&hints=outcome");
    let open = embed_dialog(&state, "https://x.org/", &choices("small", &[]));
    assert_eq!(open.lock, Some(false));
    assert!(open.src.contains("lock=0") || !open.src.contains("lock="));
    let locked = embed_dialog(
        &state,
        "https://x.org/",
        &EmbedChoices {
            lock: Some(true),
            ..choices("small", &[])
        },
    );
    assert_eq!(locked.lock, Some(true));
    assert!(locked.src.contains("?sealed="), "{}", locked.src);
    assert!(!locked.src.contains("hints="), "{}", locked.src);
    let (frame, _) = PageState::from_query(locked.src.trim_start_matches(|c| c != '?'));
    assert!(frame.settings().lock && frame.settings().embed);
    // A locked link stays locked in the dialog until the teacher unticks it.
    let (state, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=6,2&lock=1");
    let kept = embed_dialog(&state, "https://x.org/", &choices("small", &[]));
    assert_eq!(kept.lock, Some(true));
    // Views without a lock offer none.
    let (state, _) = PageState::from_query("?view=heatmap");
    let map = embed_dialog(
        &state,
        "https://x.org/",
        &EmbedChoices {
            lock: Some(true),
            ..choices("small", &[])
        },
    );
    assert_eq!(map.lock, None);
    assert!(!map.src.contains("lock") && !map.src.contains("sealed"));
}

#[test]
fn every_size_and_part_makes_a_frame() {
    let (state, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=8&hints=pn");
    for &(size, spelling, _) in EmbedSize::ALL {
        let d = embed_dialog(&state, "https://x.org/", &choices(spelling, &["board"]));
        assert!(d.notices.is_empty(), "{:?}", d.notices);
        assert!(d.code.contains("data-nimseq"));
        assert!(d.src.contains("embed=1&show=board"), "{}", d.src);
        assert_eq!(
            d.code.contains("border:0;width:100%"),
            size == EmbedSize::Full
        );
        assert_eq!(d.sizes.iter().filter(|s| s.chosen).count(), 1);
    }
    // Every part shown is the board's default: no `show` in the link.
    let all = embed_dialog(
        &state,
        "",
        &choices("medium", &["board", "story", "calculator"]),
    );
    assert!(!all.src.contains("show="), "{}", all.src);
    assert!(all.parts.iter().all(|p| p.shown));
    // The board is always shown.
    let none = embed_dialog(&state, "", &choices("medium", &["story"]));
    assert!(none.src.contains("show=board,story"), "{}", none.src);
    // A part of another view is refused with a notice.
    let bad = embed_dialog(&state, "", &choices("medium", &["table"]));
    assert_eq!(bad.notices.len(), 1, "{:?}", bad.notices);
    // Views embedded whole offer no parts.
    let (map, _) = PageState::from_query("?view=heatmap");
    assert!(embed_dialog(&map, "", &choices("small", &[]))
        .parts
        .is_empty());
}

#[test]
fn a_sequence_embed_shows_facts_and_table_unless_asked() {
    let (state, _) = PageState::from_query("?game=sub:1,3,4");
    let d = embed_dialog(&state, "", &choices("small", &[]));
    let shown: Vec<&str> = d
        .parts
        .iter()
        .filter(|p| p.shown)
        .map(|p| p.value)
        .collect();
    assert_eq!(shown, ["facts", "table"]);
    assert_eq!(d.src, "?game=sub:1,3,4&embed=1");
    // Asking for everything writes everything.
    let every: Vec<&str> = Part::of(View::Sequence)
        .iter()
        .map(|p| p.spelling())
        .collect();
    let d = embed_dialog(&state, "", &choices("small", &every));
    assert_eq!(
        d.src,
        "?game=sub:1,3,4&embed=1&show=facts,certificate,outcomes,theory,strip,overview,table,why,exercise,pn"
    );
    // Research material alone, in the link's order whatever the order asked.
    let d = embed_dialog(&state, "", &choices("small", &["theory", "outcomes"]));
    assert_eq!(d.src, "?game=sub:1,3,4&embed=1&show=outcomes,theory");
    // The why panel the teacher opened comes with it, steps and all.
    let (state, _) = PageState::from_query("?game=sub:1,3,4&why=0&steps=1");
    let d = embed_dialog(&state, "", &choices("small", &[]));
    assert_eq!(d.src, "?game=sub:1,3,4&why=0&steps=1&embed=1");
    assert!(d.parts.iter().any(|p| p.value == "why" && p.shown));
}

#[test]
fn embeds_are_light_unless_asked() {
    let (state, _) = PageState::from_query("?game=sub:1,3,4");
    let d = embed_dialog(&state, "", &choices("small", &[]));
    assert!(!d.src.contains("theme"), "{}", d.src);
    let chosen: Vec<&str> = d
        .themes
        .iter()
        .filter(|t| t.chosen)
        .map(|t| t.value)
        .collect();
    assert_eq!(chosen, ["light"]);
    let dark = EmbedChoices {
        theme: "dark".into(),
        ..choices("small", &[])
    };
    assert!(embed_dialog(&state, "", &dark).src.ends_with("&theme=dark"));
    // A theme the page's link chose is the embed's unless the dialog says otherwise.
    let (dark_page, _) = PageState::from_query("?game=sub:1,3,4&theme=dark");
    let d = embed_dialog(&dark_page, "", &choices("small", &[]));
    assert!(d.src.ends_with("&embed=1&theme=dark"), "{}", d.src);
    let light = EmbedChoices {
        theme: "light".into(),
        ..choices("small", &[])
    };
    let d = embed_dialog(&dark_page, "", &light);
    assert!(d.src.ends_with("&embed=1&theme=light"), "{}", d.src);
}

#[test]
fn the_height_fits_a_phone_and_is_measured_typed_or_estimated() {
    let (state, _) = PageState::from_query("?game=sub:1,3,4");
    let estimated = embed_dialog(&state, "", &choices("large", &[]));
    assert_eq!(estimated.height_source, HeightSource::Estimated);
    assert!(estimated.height_note.contains("an estimate"));
    // The taller of the two previews: a phone's.
    let measured = EmbedChoices {
        measured: Some(600),
        measured_width: Some(760),
        measured_phone: Some(733),
        ..choices("large", &[])
    };
    let d = embed_dialog(&state, "", &measured);
    assert_eq!((d.height, d.height_source), (733, HeightSource::Measured));
    assert!(d.code.contains(r#"height="733""#), "{}", d.code);
    assert!(d.code.ends_with("</script>"), "{}", d.code);
    assert!(
        d.height_note.contains("at every reader's width"),
        "{}",
        d.height_note
    );
    assert!(d.height_note.contains("360 px"), "{}", d.height_note);
    // Without the lines, the note says what a wide page shows.
    let bare = EmbedChoices {
        script: Some(false),
        ..measured.clone()
    };
    let d = embed_dialog(&state, "", &bare);
    assert!(d.code.ends_with("</iframe>"));
    assert!(d.height_note.contains("white under"), "{}", d.height_note);
    // The teacher's number wins, and the note says what it cuts.
    let typed = EmbedChoices {
        height: Some(500),
        ..measured.clone()
    };
    let d = embed_dialog(&state, "", &typed);
    assert_eq!((d.height, d.height_source), (500, HeightSource::Typed));
    assert!(
        d.height_note.contains("needs 733 px, so the rest scrolls"),
        "{}",
        d.height_note
    );
    // A height no frame should have is named and replaced by the measured one.
    let silly = EmbedChoices {
        height: Some(7),
        ..measured
    };
    let d = embed_dialog(&state, "", &silly);
    assert_eq!(d.height, 733);
    assert_eq!(d.notices.len(), 1, "{:?}", d.notices);
    // A full-width frame says where it was measured.
    let full = EmbedChoices {
        measured: Some(900),
        measured_width: Some(812),
        measured_phone: Some(950),
        ..choices("full", &[])
    };
    let d = embed_dialog(&state, "", &full);
    assert!(
        d.height_note.contains("measured at 812 px"),
        "{}",
        d.height_note
    );
    // A desktop height measured at another width is not this frame's.
    let stale = EmbedChoices {
        measured: Some(2000),
        measured_width: Some(760),
        measured_phone: Some(900),
        ..choices("medium", &[])
    };
    assert_eq!(embed_dialog(&state, "", &stale).height, 900);
    // A board keeps room for the rows its splits add and for the end of the game.
    let (kayles, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=8&hints=pn");
    let board = EmbedChoices {
        measured_phone: Some(600),
        row_height: Some(60),
        hint_row_height: Some(22),
        ..choices("small", &["board"])
    };
    // A row of 8 pins becomes at most 4 rows: 3 more.
    assert_eq!(embed_dialog(&kayles, "", &board).height, 600 + 3 * 60 + 190);
    let (values, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=8&hints=1");
    assert_eq!(
        embed_dialog(&values, "", &board).height,
        600 + 3 * (60 + 22) + 190
    );
    // Heaps of stones never split; the story needs its room.
    let (nim, _) = PageState::from_query("?view=play&game=sub:1-7&heaps=3,5,7");
    let medium = EmbedChoices {
        size: "medium".into(),
        parts: vec!["board".into(), "story".into()],
        ..board.clone()
    };
    assert_eq!(embed_dialog(&nim, "", &medium).height, 600 + 190 + 420);
    // A long row keeps room for a few more rows, not for every row it could become.
    let (long, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=30");
    assert_eq!(
        embed_dialog(&long, "", &board).height,
        600 + MOST_EXTRA_ROWS * 60 + 190
    );
    // Steps revealed one by one keep room for the next few.
    let (steps, _) = PageState::from_query("?game=sub:1,3,4&why=0&steps=1");
    let stepping = EmbedChoices {
        measured_phone: Some(700),
        step_height: Some(30),
        ..choices("small", &[])
    };
    assert_eq!(
        embed_dialog(&steps, "", &stepping).height,
        700 + MOST_EXTRA_STEPS * 30
    );
    // An unknown size is named.
    let d = embed_dialog(&state, "", &choices("huge", &[]));
    assert_eq!(d.width, Some(760));
    assert_eq!(d.notices.len(), 1, "{:?}", d.notices);
}

#[test]
fn the_frame_speaks_the_links_language_or_the_one_chosen() {
    let (state, _) = PageState::from_query("?game=sub:1,3,4&lang=fr");
    let with = |lang: &str| EmbedChoices {
        lang: lang.into(),
        ..EmbedChoices::default()
    };
    assert!(embed_dialog(&state, "https://x.org/", &with(""))
        .src
        .ends_with("&lang=fr"));
    assert!(embed_dialog(&state, "https://x.org/", &with("de"))
        .src
        .ends_with("&lang=de"));
    let reader = embed_dialog(&state, "https://x.org/", &with("auto"));
    assert!(!reader.src.contains("lang="), "{}", reader.src);
    assert!(reader.langs.iter().any(|o| o.value == "auto" && o.chosen));
    // A sealed (locked) frame keeps the language inside its seal.
    let (exercise, _) = PageState::from_query("?game=sub:1,3,4&exercise=values&from=5&lang=de");
    let d = embed_dialog(&exercise, "https://x.org/", &EmbedChoices::default());
    let (frame, _) = PageState::from_query(&d.src["https://x.org/".len()..]);
    assert!(frame.is_sealed());
    assert_eq!(frame.settings().lang, Some(nimseq_core::words::Lang::De));
}

#[test]
fn the_element_form_loads_its_definition_and_names_the_view() {
    let (state, _) = PageState::from_query("?view=play&game=octal:0.77&heaps=6,2");
    let element = EmbedChoices {
        form: "element".into(),
        size: "medium".into(),
        ..EmbedChoices::default()
    };
    let d = embed_dialog(&state, "https://x.org/nimseq/index.html", &element);
    let mut lines = d.code.lines();
    assert_eq!(
        lines.next(),
        Some(r#"<script type="module" src="https://x.org/nimseq/nimseq-embed.js"></script>"#)
    );
    let tag = lines.next().unwrap_or_default();
    assert!(
        tag.starts_with(r#"<nimseq-embed link="https://x.org/nimseq/index.html?view=play&amp;game=octal:0.77&amp;heaps=6,2&amp;embed=1""#),
        "{tag}"
    );
    assert!(tag.contains(r#" width="560" height=""#) && tag.ends_with("</nimseq-embed>"));
    assert!(d.forms.iter().any(|o| o.value == "element" && o.chosen));
    let odd = EmbedChoices {
        form: "widget".into(),
        ..EmbedChoices::default()
    };
    let d = embed_dialog(&state, "https://x.org/", &odd);
    assert!(d.code.starts_with("<iframe ") && d.notices.len() == 1);
}
