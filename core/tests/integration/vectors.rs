//! The public test vectors of ../shared/BACKGROUND.md: preperiods, periods and first values.

use nimseq_core::game::nim_sequence;
use nimseq_core::{
    game::Game,
    period::{find_period, Certificate, Periodicity},
};

fn certified(spec: &str, limit: u64) -> (u64, u64, Certificate) {
    let report = find_period(&spec.parse::<Game>().unwrap(), limit).unwrap();
    let p = report
        .grundy
        .period()
        .unwrap_or_else(|| panic!("{spec}: no period"));
    (p.preperiod, p.period, p.certificate.clone())
}

#[test]
fn subtraction_vectors() {
    for (spec, e, p) in [
        ("sub:1,2", 0, 3),
        ("sub:2,4,7", 8, 3),
        ("sub:2,3,7", 0, 5),
        ("sub:2,3,5", 0, 7),
        ("sub:1,3,4", 0, 7),
        ("sub:2,5,7", 0, 22),
        ("sub:3,5,6", 0, 9),
    ] {
        let (got_e, got_p, cert) = certified(spec, 1 << 20);
        assert_eq!((got_e, got_p), (e, p), "{spec}");
        let max = spec.parse::<Game>().unwrap().max_take() as u64;
        assert_eq!(
            cert,
            Certificate::WindowRepeat {
                start: e,
                repeat: e + p,
                length: max
            },
            "{spec}"
        );
    }
}

#[test]
fn sequence_of_247() {
    let values = nim_sequence(&"sub:2,4,7".parse().unwrap(), 15).unwrap();
    assert_eq!(values, [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1]);
}

#[test]
fn octal_vectors_with_guy_smith_certificates() {
    for (spec, e, p, k) in [
        ("octal:0.77", 71, 12, 2),
        ("octal:0.07", 53, 34, 2),
        ("octal:0.137", 52, 34, 3),
        ("octal:0.4", 54, 34, 1),
        ("octal:0.53", 11, 9, 2),
    ] {
        let (got_e, got_p, cert) = certified(spec, 1 << 14);
        assert_eq!((got_e, got_p), (e, p), "{spec}");
        assert_eq!(
            cert,
            Certificate::GuySmith {
                preperiod: e,
                period: p,
                code_length: k,
                splitting: true,
                checked_from: e,
                checked_until: 2 * e + p + k,
            },
            "{spec}"
        );
    }
}

#[test]
fn kayles_first_values() {
    let values = nim_sequence(&"octal:0.77".parse().unwrap(), 24).unwrap();
    assert_eq!(
        values,
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]
    );
}

#[test]
fn games_without_known_period_say_so() {
    for spec in ["octal:0.6", "octal:0.104", "octal:0.106"] {
        let report = find_period(&spec.parse().unwrap(), 4000).unwrap();
        assert_eq!(
            report.grundy,
            Periodicity::NotFound { checked_to: 4000 },
            "{spec}"
        );
        assert_eq!(report.grundy.to_string(), "no period found up to 4000");
    }
}

#[test]
fn non_splitting_octal_games_use_the_short_range() {
    // 0.33 is the subtraction game {1, 2}: period 3 from 0, checked for 0 <= n < 0 + 3 + 2.
    let (e, p, cert) = certified("octal:0.33", 1000);
    assert_eq!((e, p), (0, 3));
    assert_eq!(
        cert,
        Certificate::GuySmith {
            preperiod: 0,
            period: 3,
            code_length: 2,
            splitting: false,
            checked_from: 0,
            checked_until: 5
        }
    );
}
