//! Checkpoints of long searches: the values computed so far, saved so that a run resumes where
//! it stopped. The search's other state (the rare/common method's mask and rare values, where
//! the next certification runs, the repeat tracker) follows from the values, so only they are
//! saved, with the game, in a versioned, checksummed file:
//!
//! ```text
//! "NIMSEQ-CHECKPOINT\n"  18 bytes
//! version                u32, little-endian (1)
//! game                   u32 length + UTF-8 (`octal:0.6`)
//! values                 u64 count + u16 each, little-endian
//! checksum               u64, FNV-1a of every byte before it
//! ```

use std::io::{self, Read, Write};

use crate::checksum::Fnv1a;
use crate::error::GameError;
use crate::game::{Game, Nimber};

const MAGIC: &[u8] = b"NIMSEQ-CHECKPOINT\n";
/// The format's version.
pub const VERSION: u32 = 1;

/// What a checkpoint holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkpoint {
    /// The game, spelled as on the command line.
    pub game: String,
    /// `G(0), G(1), ...` as far as computed.
    pub values: Vec<Nimber>,
}

/// Values converted to bytes at a time when a checkpoint is written or read.
const PIECE: usize = 1 << 16;

/// Bytes of a checkpoint other than its game's name and its values.
const FIXED_BYTES: u64 = MAGIC.len() as u64 + 4 + 4 + 8 + 8;

impl Checkpoint {
    /// The file's bytes.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::period::Checkpoint;
    /// let c = Checkpoint { game: "octal:0.6".into(), values: vec![0, 0, 1, 1, 2] };
    /// assert_eq!(Checkpoint::from_bytes(&c.to_bytes(), &"octal:0.6".parse()?)?, c);
    /// # Ok::<(), nimseq_core::GameError>(())
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + 2 * self.values.len());
        // Writing to a vector cannot fail.
        let _ = Checkpoint::write(&mut out, &self.game, &self.values);
        out
    }

    /// Writes the checkpoint of `game`'s `values` (the bytes of [`Checkpoint::to_bytes`]) a
    /// piece at a time: no copy of the values is made, however many there are.
    ///
    /// # Errors
    /// What `out` reports.
    pub fn write(out: &mut impl Write, game: &str, values: &[Nimber]) -> io::Result<()> {
        let mut sum = Fnv1a::new();
        let mut put = |out: &mut dyn Write, bytes: &[u8]| {
            sum.feed(bytes);
            out.write_all(bytes)
        };
        put(out, MAGIC)?;
        put(out, &VERSION.to_le_bytes())?;
        put(out, &(game.len() as u32).to_le_bytes())?;
        put(out, game.as_bytes())?;
        put(out, &(values.len() as u64).to_le_bytes())?;
        let mut bytes = Vec::with_capacity(2 * PIECE);
        for piece in values.chunks(PIECE) {
            bytes.clear();
            bytes.extend(piece.iter().flat_map(|v| v.to_le_bytes()));
            put(out, &bytes)?;
        }
        out.write_all(&sum.value().to_le_bytes())
    }

    /// Reads a checkpoint of `game`.
    ///
    /// # Errors
    /// As [`Checkpoint::read`].
    pub fn from_bytes(bytes: &[u8], game: &Game) -> Result<Checkpoint, GameError> {
        Checkpoint::read(&mut &bytes[..], Some(bytes.len() as u64), game)
    }

    /// Reads a checkpoint of `game` from `input` a piece at a time (the values are the only
    /// large thing held). `len`, the input's length when known (a file's), lets a truncated
    /// file be refused before memory is set aside for its values.
    ///
    /// # Errors
    /// [`GameError::BadCheckpoint`] for a file that is not a checkpoint, of another version,
    /// truncated, corrupted (its checksum does not match) or of another game (named only once
    /// the checksum shows the file whole), or that cannot be read.
    pub fn read(
        input: &mut impl Read,
        len: Option<u64>,
        game: &Game,
    ) -> Result<Checkpoint, GameError> {
        let bad = |why: &str| GameError::BadCheckpoint(why.to_string());
        let mut sum = Fnv1a::new();
        let mut take = |input: &mut dyn Read, buf: &mut [u8]| -> Result<(), GameError> {
            input.read_exact(buf).map_err(|e| match e.kind() {
                io::ErrorKind::UnexpectedEof => bad("it is truncated"),
                _ => GameError::BadCheckpoint(format!("it cannot be read ({e})")),
            })?;
            sum.feed(buf);
            Ok(())
        };
        let mut magic = [0u8; MAGIC.len()];
        if take(input, &mut magic).is_err() || magic != MAGIC {
            return Err(bad("it is not a nimseq checkpoint"));
        }
        let mut word = [0u8; 4];
        take(input, &mut word)?;
        let version = u32::from_le_bytes(word);
        if version != VERSION {
            return Err(GameError::BadCheckpoint(format!(
                "it is of format version {version}; this nimseq reads version {VERSION}"
            )));
        }
        take(input, &mut word)?;
        let name_len = u32::from_le_bytes(word);
        if len.is_some_and(|len| u64::from(name_len) + FIXED_BYTES > len) || name_len > 1 << 16 {
            return Err(bad("it is truncated"));
        }
        let mut name = vec![0u8; name_len as usize];
        take(input, &mut name)?;
        let mut count = [0u8; 8];
        take(input, &mut count)?;
        let count = u64::from_le_bytes(count);
        let whole = count
            .checked_mul(2)
            .and_then(|b| b.checked_add(FIXED_BYTES + u64::from(name_len)));
        match (whole, len) {
            (None, _) => return Err(bad("it is truncated")),
            (Some(whole), Some(len)) if whole > len => return Err(bad("it is truncated")),
            (Some(whole), Some(len)) if whole < len => {
                return Err(bad("it has bytes after its values"))
            }
            _ if count > crate::limits::MAX_TERMS => return Err(bad("it is truncated")),
            _ => {}
        }
        let mut values = Vec::with_capacity(count as usize);
        let mut bytes = vec![0u8; 2 * PIECE];
        let mut left = count as usize;
        while left > 0 {
            let piece = left.min(PIECE);
            take(input, &mut bytes[..2 * piece])?;
            values.extend(
                bytes[..2 * piece]
                    .chunks_exact(2)
                    .map(|p| u16::from_le_bytes([p[0], p[1]])),
            );
            left -= piece;
        }
        let expected = sum.value();
        let mut stored = [0u8; 8];
        input
            .read_exact(&mut stored)
            .map_err(|_| bad("it is truncated"))?;
        if u64::from_le_bytes(stored) != expected {
            return Err(bad("it is corrupted (its checksum does not match)"));
        }
        if input.read(&mut [0u8; 1]).is_ok_and(|n| n > 0) {
            return Err(bad("it has bytes after its values"));
        }
        let name = String::from_utf8(name).map_err(|_| bad("its game is not text"))?;
        if name != game.spec() {
            return Err(GameError::BadCheckpoint(format!(
                "it is a checkpoint of {name}, not of {}",
                game.spec()
            )));
        }
        Ok(Checkpoint { game: name, values })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_or_foreign_file_is_refused_by_name() {
        let six: Game = "octal:0.6".parse().unwrap();
        let c = Checkpoint {
            game: six.spec(),
            values: (0..1000u16).map(|n| n % 7).collect(),
        };
        let bytes = c.to_bytes();
        let err = |b: &[u8], g: &Game| Checkpoint::from_bytes(b, g).unwrap_err().to_string();
        assert!(
            err(&bytes, &"octal:0.16".parse().unwrap()).contains("of octal:0.6, not of octal:0.16")
        );
        let mut flipped = bytes.clone();
        flipped[100] ^= 1;
        assert!(err(&flipped, &six).contains("checksum"));
        assert!(err(&bytes[..bytes.len() - 9], &six).contains("truncated"));
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(err(&longer, &six).contains("bytes after its values"));
        // Read as a stream of unknown length, the same answers.
        let stream = |b: &[u8], g: &Game| {
            Checkpoint::read(&mut &b[..], None, g)
                .unwrap_err()
                .to_string()
        };
        assert!(stream(&bytes[..bytes.len() - 9], &six).contains("truncated"));
        assert!(stream(&longer, &six).contains("bytes after its values"));
        assert!(stream(&flipped, &six).contains("checksum"));
        // A damaged name is reported as damage, not as another game.
        let mut renamed = bytes.clone();
        renamed[MAGIC.len() + 8 + 6] = b'7';
        assert!(err(&renamed, &six).contains("checksum"));
        assert_eq!(Checkpoint::read(&mut &bytes[..], None, &six).unwrap(), c);
        assert!(err(b"hello", &six).contains("not a nimseq checkpoint"));
        let mut newer = bytes.clone();
        newer[MAGIC.len()] = 2;
        assert!(err(&newer, &six).contains("version 2"));
        assert_eq!(Checkpoint::from_bytes(&bytes, &six).unwrap(), c);
    }
}
