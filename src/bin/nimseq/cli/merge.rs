//! `nimseq merge`: the shard files of a sharded table (`sweep`, `atlas` with `--shard K/N
//! -o FILE`) joined into the whole table, after checking from the file beside each
//! (`FILE.meta.json`) that they are all there, once each, of one table, and complete.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use nimseq::checksum::Fnv1a;
use nimseq::sweep::Shard;
use nimseq::GameError;

use super::table::{checksum_of, describe, meta_path, Ending};
use super::Failure;

/// Arguments of `nimseq merge`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The shard files, in any order (each with FILE.meta.json beside it).
    #[arg(required = true, value_name = "FILES")]
    files: Vec<PathBuf>,
    /// Write the table to OUT (with OUT.meta.json beside it, as for one unsharded run)
    /// instead of standard output; OUT appears only once it is whole.
    #[arg(long, short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
}

/// A shard file and what the file beside it says.
struct Piece {
    path: PathBuf,
    shard: Shard,
    /// The parameters but the shard.
    table: Map<String, Value>,
    rows: u64,
}

/// The error naming `path`.
fn bad(path: &Path, why: impl Into<String>) -> Failure {
    GameError::BadMerge {
        file: path.display().to_string(),
        why: why.into(),
    }
    .into()
}

/// Reads what the file beside `path` says, and checks the file is complete and unchanged.
fn read_piece(path: &Path) -> Result<Piece, Failure> {
    let meta = meta_path(path);
    let text = match std::fs::read(&meta) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(bad(
                path,
                format!(
                    "there is no {} beside it saying what it is (write shards with `-o FILE`)",
                    meta.display()
                ),
            ))
        }
        Err(e) => {
            return Err(bad(
                path,
                format!("{} cannot be read ({e})", meta.display()),
            ))
        }
    };
    let mut table: Map<String, Value> = serde_json::from_slice(&text).map_err(|e| {
        bad(
            path,
            format!("{} is not the JSON nimseq writes ({e})", meta.display()),
        )
    })?;
    let text_of = |table: &Map<String, Value>, key: &str| {
        table.get(key).and_then(Value::as_str).map(str::to_string)
    };
    let shard: Shard = text_of(&table, "shard")
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| bad(path, "the file beside it names no shard K/N"))?;
    if table.get("complete") != Some(&Value::Bool(true)) {
        return Err(bad(
            path,
            "its run did not finish (run its command again with `--resume FILE` to complete it)",
        ));
    }
    let number = |key: &str| table.get(key).and_then(Value::as_u64);
    let (Some(rows), Some(bytes), Some(checksum)) = (
        number("rows"),
        number("bytes"),
        text_of(&table, "fnv1a64").and_then(|h| u64::from_str_radix(&h, 16).ok()),
    ) else {
        return Err(bad(
            path,
            "the file beside it gives no rows, bytes or checksum",
        ));
    };
    let (found, sum) =
        checksum_of(path).map_err(|e| bad(path, format!("it cannot be read ({e})")))?;
    if found != bytes {
        let cut = if found < bytes {
            "truncated"
        } else {
            "longer than it was written"
        };
        return Err(bad(
            path,
            format!("it is {cut}: {found} bytes, written with {bytes}"),
        ));
    }
    if sum != checksum {
        return Err(bad(
            path,
            "it was changed since it was written (its checksum does not match)",
        ));
    }
    for key in ["shard", "complete", "rows", "bytes", "fnv1a64"] {
        table.remove(key);
    }
    Ok(Piece {
        path: path.to_path_buf(),
        shard,
        table,
        rows,
    })
}

/// The parameters in which two tables differ, as `name A, not B`.
fn difference(a: &Map<String, Value>, b: &Map<String, Value>) -> String {
    let show = |v: Option<&Value>| match v {
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
        None => "(none)".into(),
    };
    let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
    keys.sort();
    keys.dedup();
    keys.into_iter()
        .filter(|k| a.get(*k) != b.get(*k))
        .map(|k| format!("{k} {}, not {}", show(b.get(k)), show(a.get(k))))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The pieces in shard order, once each, all of one table: or the error naming the file (or
/// the shard) at fault.
fn check_pieces(files: &[PathBuf]) -> Result<Vec<Piece>, Failure> {
    let mut pieces = Vec::with_capacity(files.len());
    for path in files {
        let piece = read_piece(path)?;
        if let Some(first) = pieces.first() {
            let first: &Piece = first;
            if piece.table != first.table || piece.shard.count != first.shard.count {
                let mut why = difference(&first.table, &piece.table);
                if piece.shard.count != first.shard.count {
                    if !why.is_empty() {
                        why.push_str("; ");
                    }
                    why.push_str(&format!(
                        "{} shards, not {}",
                        piece.shard.count, first.shard.count
                    ));
                }
                return Err(bad(
                    path,
                    format!(
                        "it is a shard of another table than {} ({why})",
                        first.path.display()
                    ),
                ));
            }
            if let Some(twin) = pieces.iter().find(|p: &&Piece| p.shard == piece.shard) {
                return Err(bad(
                    path,
                    format!("it is shard {}, as {} is", piece.shard, twin.path.display()),
                ));
            }
        }
        pieces.push(piece);
    }
    pieces.sort_by_key(|p| p.shard.index);
    let count = pieces.first().map_or(0, |p| p.shard.count);
    if let Some(missing) =
        (1..=count).find(|&k| pieces.get(k as usize - 1).map(|p| p.shard.index) != Some(k))
    {
        return Err(GameError::BadMerge {
            file: format!("shard {missing}/{count}"),
            why: "it is missing (no file given holds it)".into(),
        }
        .into());
    }
    Ok(pieces)
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    let pieces = check_pieces(&args.files)?;
    let Some(output) = &args.output else {
        for piece in &pieces {
            io::copy(&mut File::open(&piece.path)?, out)?;
        }
        return Ok(());
    };
    // Written beside itself and renamed once whole.
    let mut partial = output.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let mut sum = Fnv1a::new();
    let mut bytes = 0u64;
    {
        let mut file = io::BufWriter::with_capacity(1 << 16, File::create(&partial)?);
        let mut buf = vec![0u8; 1 << 16];
        for piece in &pieces {
            let mut input = File::open(&piece.path)?;
            loop {
                let n = io::Read::read(&mut input, &mut buf)?;
                if n == 0 {
                    break;
                }
                sum.feed(&buf[..n]);
                bytes += n as u64;
                file.write_all(&buf[..n])?;
            }
        }
        file.flush()?;
    }
    std::fs::rename(&partial, output)?;
    // The whole table says what it is, as one unsharded run's file would.
    let mut made_by: Vec<(&str, String)> = pieces[0]
        .table
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str().unwrap_or_default().to_string()))
        .collect();
    made_by.push(("shard", Shard::WHOLE.to_string()));
    let end = Ending {
        rows: pieces.iter().map(|p| p.rows).sum(),
        bytes,
        checksum: sum.value(),
    };
    describe(output, &made_by, Some(end))
}
