//! Browser tests of the exported API, run in headless Chromium by `wasm-bindgen-test`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

use nimseq::web::{nim_values, period_report};

wasm_bindgen_test_configure!(run_in_browser);

fn field(value: &JsValue, path: &[&str]) -> JsValue {
    path.iter().fold(value.clone(), |v, key| {
        js_sys::Reflect::get(&v, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    })
}

#[wasm_bindgen_test]
fn period_of_247_in_the_browser() {
    let report = period_report("sub:2,4,7", "", 10_000.0).unwrap();
    assert_eq!(
        field(&report, &["grundy", "status"]),
        JsValue::from_str("periodic")
    );
    assert_eq!(field(&report, &["grundy", "preperiod"]).as_f64(), Some(8.0));
    assert_eq!(field(&report, &["grundy", "period"]).as_f64(), Some(3.0));
    assert_eq!(
        field(&report, &["grundy", "certificate", "kind"]),
        JsValue::from_str("window-repeat")
    );
}

#[wasm_bindgen_test]
fn kayles_values_arrive_as_numbers() {
    assert_eq!(
        nim_values("octal:0.77", "", 8.0).unwrap(),
        [0, 1, 2, 3, 1, 4, 3, 2]
    );
}

#[wasm_bindgen_test]
fn bad_input_is_an_error_not_a_panic() {
    assert!(period_report("sub:0", "", 100.0).is_err());
    assert!(period_report("sub:1,2", "sideways", 100.0).is_err());
    assert!(nim_values("octal:0.8", "", 10.0).is_err());
    for bad in [-1.0, 0.5, f64::NAN, f64::INFINITY, 2f64.powi(64)] {
        assert!(nim_values("sub:1", "", bad).is_err(), "{bad}");
    }
}
