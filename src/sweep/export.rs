//! Grids as CSV and JSON, for the command line and the page's downloads.

use std::io::{self, Write};

use crate::sweep::{Cell, Dims, Grid, SetKey};

const NAMES: [&str; 3] = ["a", "b", "c"];

/// Writes `a,b,preperiod,period` (or `a,b,c,...`) rows in lexicographic order; an unresolved
/// cell has empty `preperiod` and `period` fields.
///
/// # Errors
/// Any error of `out`.
pub fn write_csv(grid: &Grid, out: &mut impl Write) -> io::Result<()> {
    write_csv_header(grid.spec().dims, out)?;
    write_csv_rows(grid.iter(), out)
}

/// The CSV header of a sweep: `a,b,preperiod,period` or `a,b,c,preperiod,period`.
///
/// # Errors
/// Any error of `out`.
pub fn write_csv_header(dims: Dims, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "{},preperiod,period", NAMES[..dims.count()].join(","))
}

/// CSV rows, one per set (see [`write_csv`]).
///
/// # Errors
/// Any error of `out`.
pub fn write_csv_rows(
    rows: impl Iterator<Item = (SetKey, Cell)>,
    out: &mut impl Write,
) -> io::Result<()> {
    for (key, cell) in rows {
        for s in key.as_slice() {
            write!(out, "{s},")?;
        }
        if cell.is_resolved() {
            writeln!(out, "{},{}", cell.preperiod, cell.period)?;
        } else {
            writeln!(out, ",")?;
        }
    }
    Ok(())
}

/// Writes one JSON object with the sweep's parameters and a list of cells; an unresolved cell
/// has `null` preperiod, period and largest value.
///
/// # Errors
/// Any error of `out`.
pub fn write_json(grid: &Grid, out: &mut impl Write) -> io::Result<()> {
    let spec = grid.spec();
    write!(
        out,
        "{{\"dims\":{},\"max\":{},\"cap\":{},\"rule\":\"{}\",\"cells\":[",
        spec.dims.count(),
        spec.max,
        spec.cap,
        spec.rule
    )?;
    for (i, (key, cell)) in grid.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        out.write_all(b"{")?;
        for (name, s) in NAMES.iter().zip(key.as_slice()) {
            write!(out, "\"{name}\":{s},")?;
        }
        if cell.is_resolved() {
            write!(
                out,
                "\"preperiod\":{},\"period\":{},\"max_value\":{}}}",
                cell.preperiod, cell.period, cell.max_value
            )?;
        } else {
            out.write_all(b"\"preperiod\":null,\"period\":null,\"max_value\":null}")?;
        }
    }
    writeln!(out, "]}}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::{sweep, SweepSpec};
    use crate::Rule;

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
