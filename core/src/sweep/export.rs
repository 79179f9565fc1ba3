//! Grids as CSV and JSON, for the command line and the page's downloads.

use std::io::{self, Write};

use crate::sweep::{Cell, Dims, Grid, SetKey, SweepSpec};

const NAMES: [&str; 4] = ["a", "b", "c", "d"];

/// Writes `a,b,preperiod,period` (or `a,b,c,...`) rows in lexicographic order; an unresolved
/// cell has empty `preperiod` and `period` fields.
///
/// # Errors
/// Any error of `out`.
pub fn write_csv(grid: &Grid, out: &mut impl Write) -> io::Result<()> {
    write_csv_header(grid.spec().dims, out)?;
    write_csv_rows(grid.iter(), out)
}

/// The CSV header of a sweep: `a,b,preperiod,period`, `a,b,c,preperiod,period` or
/// `a,b,c,d,preperiod,period`.
///
/// # Errors
/// Any error of `out`.
pub fn write_csv_header(dims: Dims, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "{}", csv_header(dims))
}

/// The CSV header line of a sweep, without its newline.
pub fn csv_header(dims: Dims) -> String {
    format!("{},preperiod,period", NAMES[..dims.count()].join(","))
}

/// CSV rows, one per set (see [`write_csv`]).
///
/// # Errors
/// Any error of `out`.
pub fn write_csv_rows(
    rows: impl Iterator<Item = (SetKey, Cell)>,
    out: &mut impl Write,
) -> io::Result<()> {
    let mut line = Vec::with_capacity(64);
    for (key, cell) in rows {
        line.clear();
        csv_row(&mut line, &key, cell);
        out.write_all(&line)?;
    }
    Ok(())
}

/// Appends the CSV row of one set to `out`: `a,b,preperiod,period` and a newline, with empty
/// fields for an unresolved cell. Integers are written without `fmt`.
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{csv_row, Cell, SetKey};
/// let mut out = Vec::new();
/// csv_row(&mut out, &SetKey::triple(2, 4, 7), Cell { preperiod: 8, period: 3, max_value: 3 });
/// csv_row(&mut out, &SetKey::pair(2, 5), Cell::unresolved());
/// assert_eq!(out, b"2,4,7,8,3\n2,5,,\n");
/// ```
pub fn csv_row(out: &mut Vec<u8>, key: &SetKey, cell: Cell) {
    let mut digits = itoa::Buffer::new();
    for &s in key.as_slice() {
        out.extend_from_slice(digits.format(s).as_bytes());
        out.push(b',');
    }
    if cell.is_resolved() {
        out.extend_from_slice(digits.format(cell.preperiod).as_bytes());
        out.push(b',');
        out.extend_from_slice(digits.format(cell.period).as_bytes());
    } else {
        out.push(b',');
    }
    out.push(b'\n');
}

/// The opening of a sweep's JSON object, up to the list of cells (see [`write_json`]).
pub fn json_head(spec: &SweepSpec) -> String {
    format!(
        "{{\"nimseq_version\":\"{}\",\"dims\":{},\"max\":{},\"cap\":{},\"rule\":\"{}\",\"cells\":[",
        env!("CARGO_PKG_VERSION"),
        spec.dims.count(),
        spec.max,
        spec.cap,
        spec.rule
    )
}

/// The end of a sweep's JSON object, after the list of cells.
pub const JSON_TAIL: &str = "]}\n";

/// Appends one cell of a sweep's JSON list to `out` (without a separating comma).
///
/// # Examples
/// ```
/// use nimseq_core::sweep::{json_cell, Cell, SetKey};
/// let mut out = Vec::new();
/// json_cell(&mut out, &SetKey::pair(1, 2), Cell { preperiod: 0, period: 3, max_value: 2 });
/// assert_eq!(out, br#"{"a":1,"b":2,"preperiod":0,"period":3,"max_value":2}"#);
/// ```
pub fn json_cell(out: &mut Vec<u8>, key: &SetKey, cell: Cell) {
    let mut digits = itoa::Buffer::new();
    out.push(b'{');
    for (name, &s) in NAMES.iter().zip(key.as_slice()) {
        out.push(b'"');
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(b"\":");
        out.extend_from_slice(digits.format(s).as_bytes());
        out.push(b',');
    }
    if cell.is_resolved() {
        out.extend_from_slice(b"\"preperiod\":");
        out.extend_from_slice(digits.format(cell.preperiod).as_bytes());
        out.extend_from_slice(b",\"period\":");
        out.extend_from_slice(digits.format(cell.period).as_bytes());
        out.extend_from_slice(b",\"max_value\":");
        out.extend_from_slice(digits.format(cell.max_value).as_bytes());
        out.push(b'}');
    } else {
        out.extend_from_slice(b"\"preperiod\":null,\"period\":null,\"max_value\":null}");
    }
}

/// Writes one JSON object with the sweep's parameters and a list of cells; an unresolved cell
/// has `null` preperiod, period and largest value.
///
/// # Errors
/// Any error of `out`.
pub fn write_json(grid: &Grid, out: &mut impl Write) -> io::Result<()> {
    out.write_all(json_head(grid.spec()).as_bytes())?;
    let mut cell_text = Vec::with_capacity(96);
    for (i, (key, cell)) in grid.iter().enumerate() {
        cell_text.clear();
        if i > 0 {
            cell_text.push(b',');
        }
        json_cell(&mut cell_text, &key, cell);
        out.write_all(&cell_text)?;
    }
    out.write_all(JSON_TAIL.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rule;
    use crate::sweep::{sweep, SweepSpec};

    #[test]
    fn csv_and_json_agree() {
        let grid = sweep(&SweepSpec::new(3, 7, 20, Rule::Normal).unwrap());
        let mut csv = Vec::new();
        write_csv(&grid, &mut csv).unwrap();
        let csv = String::from_utf8(csv).unwrap();
        assert!(csv.starts_with("a,b,c,preperiod,period\n1,2,3,0,4\n"));
        assert!(csv.contains("\n2,5,7,,\n"));
        let mut json = Vec::new();
        write_json(&grid, &mut json).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
        assert_eq!(
            v["cells"].as_array().unwrap().len(),
            csv.lines().count() - 1
        );
    }
}
