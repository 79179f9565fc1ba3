//! The period finder against the reference implementation on small random games: a
//! subtraction set of up to 5 elements below 24 under any rule, or an octal code of up to 4
//! digits; the certified (preperiod, period) among the first `len` values must be the
//! reference's, and so must the values.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nimseq_core::game::nim_sequence;
use nimseq_core::{game::{Game, OctalCode, Rule, SubtractionSet}, period::{find_period, Periodicity}, reference};

fuzz_target!(|input: (bool, [u8; 5], u8, u8)| {
    let (octal, bytes, rule, len) = input;
    let game = if octal {
        let digits: Vec<u8> = bytes[..1 + usize::from(bytes[4] % 4)]
            .iter()
            .map(|b| b % 8)
            .collect();
        match OctalCode::new(digits) {
            Ok(code) => Game::Octal(code),
            Err(_) => return,
        }
    } else {
        let elements: std::collections::BTreeSet<u64> = bytes[..1 + usize::from(bytes[4] % 5)]
            .iter()
            .map(|b| u64::from(b % 23) + 1)
            .collect();
        let rule = [
            Rule::Normal,
            Rule::Misere,
            Rule::TakeAll,
            Rule::MisereTakeAll,
        ][usize::from(rule % 4)];
        match SubtractionSet::new(elements) {
            Ok(set) => Game::subtraction(set, rule),
            Err(_) => return,
        }
    };
    let len = 8 + usize::from(len);
    assert_eq!(
        nim_sequence(&game, len).expect("small"),
        reference::nim_sequence(&game, len),
        "{game}"
    );
    let found = match find_period(&game, len as u64 - 1).expect("small").grundy {
        Periodicity::Periodic(p) => Some((p.preperiod as usize, p.period as usize)),
        Periodicity::NotFound { .. } => None,
    };
    assert_eq!(found, reference::period(&game, len), "{game}, {len} values");
});
