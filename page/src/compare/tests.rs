//! The compare view's tests: the lecture's questions, what students type, the words written.

use super::*;

fn view(text: &str) -> CompareView {
    text.parse::<Comparison>().unwrap().view().unwrap()
}

#[test]
fn the_lectures_questions() {
    // Is *2 ≈ *1? No. Is *5 ≈ *3? No. Is *2 + *1 ≈ *3? Yes.
    let v = view("*2; *1");
    assert!(!v.pairs[0].equivalent);
    assert_eq!(v.pairs[0].verdict, "*2 ≉ *1");
    assert!(
        v.pairs[0].explanation.contains("10 ⊕ 01 = 11 ≠ 0"),
        "{}",
        v.pairs[0].explanation
    );
    assert_eq!(
        v.pairs[0].table_note,
        "X = *2 tells them apart: G + *2 is a P-position (nim-sum 0), H + *2 an N-position."
    );
    let v = view("*5;*3");
    assert!(!v.pairs[0].equivalent);
    let v = view("*2 + *1; *3");
    let p = &v.pairs[0];
    assert!(p.equivalent);
    assert!(
        p.explanation
            .contains("11 ⊕ 11 = 00, which is 0: a P-position"),
        "{}",
        p.explanation
    );
    // The lecture's table: *2 + *1 + X beside *3 + X, the same for X = 0, *1, *2, *3, *4.
    let rows: Vec<(&str, &str, &str)> = p
        .table
        .iter()
        .map(|r| (r.x.as_str(), r.left, r.right))
        .collect();
    assert_eq!(
        rows,
        [
            ("0", "N", "N"),
            ("*1", "N", "N"),
            ("*2", "N", "N"),
            ("*3", "P", "P"),
            ("*4", "N", "N")
        ]
    );
    assert_eq!(v.games[0].text_value, "G = *2 + *1 ≈ *3");
    // What the page shows of each game and of the comparison, worded here.
    assert_eq!(v.games[0].heading, "G = *2 + *1");
    assert_eq!(v.games[0].parts_text, "*2: 2; *1: 1");
    assert_eq!(v.games[0].nimber, "*3");
    assert_eq!(v.games[1].parts_text, "*3: 3");
    assert_eq!(p.yes, "Equivalent: G ≈ H");
    assert_eq!(p.no, "Not equivalent: G ≉ H");
    assert_eq!(
        p.table_caption,
        "Adding a nimber X to both: G + X and H + X"
    );
    assert_eq!(p.table_heads, ["G + X", "H + X"]);
    assert!(p.table.iter().all(|r| !r.differ));
    // Apart: the rows whose outcomes differ are marked.
    let apart = view("*2; *1; {0, *1}");
    let differ: Vec<&str> = apart.pairs[0]
        .table
        .iter()
        .filter(|r| r.differ)
        .map(|r| r.x.as_str())
        .collect();
    assert_eq!(differ, ["*1", "*2"]);
    assert_eq!(apart.games[2].heading, "K = {0, *1}");
    assert_eq!(apart.games[2].parts_text, "{0, *1}: 2");
    assert_eq!(apart.pairs[1].yes, "Equivalent: G ≈ K");
}

#[test]
fn heaps_and_option_sets_compare_too() {
    // Kayles K4 has value 1, {1, 2} at 7 has value 1, {0, *1, {0, *2}} is *2.
    let v = view("octal:0.77@4; sub:1,2@7; {0, *1, {0, *2}}");
    assert!(v.pairs[0].equivalent);
    assert!(!v.pairs[1].equivalent);
    assert_eq!(v.games[2].value, 2);
    assert_eq!(v.games[2].text, "{0, *1, {0, *2}}");
    // The lecture's K4 + K1 + K4 + K1 is a P-position: ≈ 0.
    let v = view("octal:0.77@4 + octal:0.77@1 + octal:0.77@4 + octal:0.77@1; 0");
    assert!(v.pairs[0].equivalent);
    // A link's `+` arrives as a space.
    let c: Comparison = "*2 *1;*3".parse().unwrap();
    assert_eq!(c.to_string(), "*2 + *1; *3");
}

#[test]
fn bad_comparisons_say_why() {
    let err = |t: &str| t.parse::<Comparison>().unwrap_err().to_string();
    assert!(err("*3").contains("at least two"), "{}", err("*3"));
    assert!(
        err("*3; sub:1,2/misere@4").contains("misère"),
        "{}",
        err("*3; sub:1,2/misere@4")
    );
    assert!(
        err("*3; sub:1,2@100000").contains("heap compared"),
        "{}",
        err("*3; sub:1,2@100000")
    );
    assert!(
        err("*3; tb:4.[3]@5000").contains("above the limit of 1024"),
        "{}",
        err("*3; tb:4.[3]@5000")
    );
    assert!(err("*3; {0, *1").contains("closing brace"));
    assert!(err(&["*1"; 9].join(";")).contains("games compared"));
}

/// The value of Kayles' row of `n`, by the lecture's definition (knock down one pin or two
/// adjacent ones, leaving two rows), computed here independently of the core.
fn kayles(n: usize) -> u16 {
    let mut g: Vec<u16> = Vec::new();
    for h in 0..=n {
        let mut options = Vec::new();
        for k in [1, 2] {
            for a in 0..=h.saturating_sub(k) {
                if a + k <= h {
                    options.push(g[a] ^ g[h - k - a]);
                }
            }
        }
        let mut m = 0;
        while options.contains(&m) {
            m += 1;
        }
        g.push(m);
    }
    g[n]
}

#[test]
fn what_students_type_and_the_page_writes_reads() {
    // Every spelling of Kayles' row of 5 is the same game, and the link keeps the code.
    let code: Comparison = "octal:0.77@5; *4".parse().unwrap();
    for typed in [
        "Kayles 5; *4",
        "K5; *4",
        "kayles@5; *4",
        "Kayles, a row of 5; *4",
        "KAYLES 5 ; 4",
        "Kayles 5; Nim 4",
    ] {
        let c: Comparison = typed.parse().unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(c.games[0], code.games[0], "{typed}");
        assert_eq!(c.link_spelling().split(';').next(), Some("octal:0.77@5"));
        assert_eq!(c.view().unwrap().games[1].value, 4, "{typed}");
    }
    // A plain number is a nimber: 3 + 5 ≈ 6.
    let v = view("3 + 5; 6");
    assert!(v.pairs[0].equivalent);
    assert_eq!(v.games[0].text, "*3 + *5");
    assert_eq!(
        "3+5;6".parse::<Comparison>().unwrap().link_spelling(),
        "*3+*5;*6"
    );
    assert_eq!("0; 0".parse::<Comparison>().unwrap().link_spelling(), "0;0");
    // The lecture's K4 + K1 + K4 + K1 ≈ 0, typed as the button says it.
    let v = view("K4 + K1 + K4 + K1; 0");
    assert!(v.pairs[0].equivalent);
    assert_eq!(v.games[0].value, 0);
    // Named games, any case.
    for (typed, code) in [
        ("Dawson's Kayles 7; dawson 7", "octal:0.07@7"),
        ("Grundy's game 9; grundy 9", "grundy@9"),
        ("Officers 6; officers, a row of 6", "octal:0.6@6"),
        ("Nim 3; nim, a heap of 3", "tb:0.[3]@3"),
    ] {
        let c: Comparison = typed.parse().unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(c.link_spelling(), format!("{code};{code}"), "{typed}");
    }
    // A link's `+` arrives as a space: the parts still separate, words or codes.
    for link in [
        "Kayles 4 Kayles 1 Kayles 4 Kayles 1;0",
        "K4 K1 K4 K1;0",
        "octal:0.77@4 octal:0.77@1 octal:0.77@4 octal:0.77@1;0",
    ] {
        let c: Comparison = link.parse().unwrap_or_else(|e| panic!("{link}: {e}"));
        assert_eq!(c.games[0].len(), 4, "{link}");
        assert!(c.view().unwrap().pairs[0].equivalent, "{link}");
    }
    // What the view writes reads back as the same games: the form's words and every
    // heading.
    for link in [
        "octal:0.77@5+*3;sub:1,2@7;{0,*1,{0,*2}};grundy@9",
        "octal:0.07@7+octal:0.6@6;tb:0.[3]@3+sub:1,3,4@7",
        "sub:1-7@20;sub:3,5,6/take-all@9;0",
    ] {
        let c: Comparison = link.parse().unwrap();
        let v = c.view().unwrap();
        let typed: Comparison = v.typed.parse().unwrap();
        assert_eq!(typed, c, "{}", v.typed);
        let words: Vec<&str> = v.games.iter().map(|g| g.text.as_str()).collect();
        let again: Comparison = words.join(";").parse().unwrap();
        assert_eq!(again, c, "{words:?}");
        assert_eq!(c.to_string(), v.typed);
    }
}

#[test]
fn games_go_by_their_names() {
    let v = view("octal:0.77@5; *4; sub:1,2@7");
    let k5 = kayles(5);
    assert_eq!(v.games[0].text, "Kayles, a row of 5");
    assert_eq!(v.games[0].heading, "G = Kayles, a row of 5");
    assert_eq!(v.games[0].parts_text, format!("Kayles, a row of 5: {k5}"));
    assert_eq!(v.games[2].text, "Pick-Up-Bricks, a heap of 7");
    let p = &v.pairs[0];
    assert_eq!(p.question, "Is Kayles, a row of 5 ≈ *4?");
    let sign = if k5 == 4 { "≈" } else { "≉" };
    assert_eq!(p.verdict, format!("Kayles, a row of 5 {sign} *4"));
    assert_eq!(p.rows[0].text, "G = Kayles, a row of 5");
    assert_eq!(v.typed, "Kayles 5; *4; Pick-Up-Bricks 7");
    // In a sum, each part in words is set apart.
    let v = view("octal:0.77@4+octal:0.77@1+*2; sub:1,3,4@7");
    assert_eq!(
        v.games[0].text,
        "(Kayles, a row of 4) + (Kayles, a row of 1) + *2"
    );
    assert_eq!(
        v.games[1].text,
        "the subtraction game {1, 3, 4}, a heap of 7"
    );
    assert_eq!(
        v.typed,
        "Kayles 4 + Kayles 1 + *2; the subtraction game {1, 3, 4}, a heap of 7"
    );
    // No code is left in anything a person reads.
    let v = view("octal:0.77@4+octal:0.07@3; tb:0.[3]@2+grundy@5; sub:2,4,7@9");
    let mut said: Vec<String> = Vec::new();
    for g in &v.games {
        said.extend([g.text.clone(), g.heading.clone(), g.parts_text.clone()]);
        said.extend(g.parts.iter().map(|p| p.text.clone()));
    }
    for p in &v.pairs {
        said.extend([
            p.question.clone(),
            p.verdict.clone(),
            p.right.clone(),
            p.wrong.clone(),
        ]);
        said.extend(p.rows.iter().map(|r| r.text.clone()));
    }
    said.push(v.typed.clone());
    for s in said {
        for code in ["octal:", "sub:", "tb:", "grundy@", "@"] {
            assert!(!s.contains(code), "{s}");
        }
    }
}

#[test]
fn sentences_without_slips() {
    // Two games of value 0: the nim-sum is 0, said once ("0 ⊕ 0 = 0", not "= 0 = 0").
    let v = view("0; *1 + *1");
    let p = &v.pairs[0];
    assert!(p.equivalent);
    assert!(
        p.explanation.contains("0 ⊕ 0 = 0: a P-position"),
        "{}",
        p.explanation
    );
    assert!(!p.explanation.contains("= 0 = 0"), "{}", p.explanation);
    // Wider values: "11 ⊕ 11 = 00, which is 0".
    let p = &view("*3; *2 + *1").pairs[0];
    assert!(
        p.explanation.contains("11 ⊕ 11 = 00, which is 0"),
        "{}",
        p.explanation
    );
    // Comparing G with K names G and K, never "G ≈ H"; no lecture lemma is cited.
    let v = view("*2 + *1; *2; *3");
    let gk = &v.pairs[1];
    assert_eq!(gk.yes, "Equivalent: G ≈ K");
    for text in [
        &gk.explanation,
        &gk.table_note,
        &gk.table_caption,
        &gk.right,
        &gk.wrong,
    ] {
        assert!(!text.contains('H'), "{text}");
        assert!(!text.contains("lemma"), "{text}");
    }
    assert!(
        gk.explanation.contains("G + K has nim-sum"),
        "{}",
        gk.explanation
    );
    assert!(gk.explanation.contains("so G ≈ K"), "{}", gk.explanation);
    let apart = &v.pairs[0];
    assert!(
        apart.explanation.contains("so G ≉ H"),
        "{}",
        apart.explanation
    );
    // The X that tells them apart is written as in the table: 0, not *0.
    let v = view("0; *1");
    assert_eq!(
        v.pairs[0].table_note,
        "X = 0 tells them apart: G + 0 is a P-position (nim-sum 0), H + 0 an N-position."
    );
    assert_eq!(v.pairs[0].table[0].x, "0");
}

#[test]
fn what_does_not_read_is_said_in_a_students_words() {
    let said = |t: &str| Comparison::problem(t).unwrap_or_else(|| panic!("{t} reads"));
    let s = said("Kaylez 5; *4");
    assert!(s.starts_with("Not understood: “Kaylez 5”."), "{s}");
    assert!(!s.contains("GAME@SIZE") && !s.contains("octal:"), "{s}");
    for example in ["“Kayles 5 + *3; *4”", "“K5”", "“3”", "“{0, *1}; *2”"] {
        assert!(s.contains(example), "{s}");
    }
    // The part not understood is named, not the whole game.
    assert!(said("Kayles 5 + 3x; *4").starts_with("Not understood: “3x”."));
    assert!(
        said("K4 K1 Kx;0").starts_with("Not understood: “Kx”."),
        "{}",
        said("K4 K1 Kx;0")
    );
    assert!(said("Kayles; *4").contains("“Kayles” needs a size"));
    assert!(said("Kayles 5").starts_with("Compare at least two games"));
    assert!(said("*2; {0, *1").contains("cannot read the game"));
    assert!(said("Kayles 5; sub:1,2/misere@4").starts_with("These games cannot be compared"));
    assert_eq!(Comparison::problem("Kayles 5; *4"), None);
    // A link whose games do not read says so (the page then shows no other games' verdict).
    assert!(Comparison::rejected_in_link("?view=compare&games=Kaylez+5;*4").is_some());
    assert!(Comparison::rejected_in_link("?view=compare&games=*2;{0,*1").is_some());
    assert_eq!(
        Comparison::rejected_in_link("?view=compare&games=*2%2B*1;*3"),
        None
    );
    assert_eq!(Comparison::rejected_in_link("?view=compare"), None);
}

#[test]
fn a_link_read_says_what_of_its_games_did_not_read_and_its_canonical_link_does_not() {
    let read = crate::Link::read("?view=compare&games=Kaylez+5;*4");
    let said = read
        .compare_rejected
        .clone()
        .expect("a link whose games do not read");
    assert!(said.contains("Kaylez"), "{said}");
    // The canonical link has no `games`; read again (as a form's change does), it rejects nothing.
    assert_eq!(crate::Link::read(&read.query).compare_rejected, None);
    assert_eq!(
        crate::Link::read("?view=compare&games=*2;*1").compare_rejected,
        None
    );
    // Only the compare view's games are its business.
    assert_eq!(
        crate::Link::read("?games=Kaylez+5;*4").compare_rejected,
        None
    );
}

#[test]
fn a_game_of_value_zero_is_written_0_as_in_the_table() {
    let v = view("*1 + *1; *2");
    assert_eq!(v.games[0].nimber, "0");
    assert_eq!(v.games[0].text_value, "G = *1 + *1 ≈ 0");
    assert_eq!(v.games[1].text_value, "H = *2 ≈ *2");
}

#[test]
fn questions_of_their_own_are_each_answered_on_their_own() {
    let c: Comparison = "*5; *3 | Kayles 4; *1 | *2 + *1; *3; 0".parse().unwrap();
    assert_eq!(c.groups, [0, 2, 4]);
    let view = c.view().unwrap();
    let asked: Vec<(&str, bool, usize)> = view
        .pairs
        .iter()
        .map(|p| (p.question.as_str(), p.equivalent, p.other))
        .collect();
    assert_eq!(
        asked,
        [
            ("Is *5 ≈ *3?", false, 1),
            ("Is Kayles, a row of 4 ≈ *1?", true, 3),
            ("Is *2 + *1 ≈ *3?", true, 5),
            ("Is *2 + *1 ≈ 0?", false, 6),
        ]
    );
    // Each pair names its own two games (G ≈ H, then K ≈ L, …).
    assert_eq!(view.pairs[1].yes, "Equivalent: K ≈ L");
    // The link and the form write the groups back as they were.
    let again: Comparison = c.link_spelling().parse().unwrap();
    assert_eq!(again, c);
    assert_eq!(c.typed().parse::<Comparison>().unwrap(), c);
}
