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

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

impl Checkpoint {
    /// The file's bytes.
    ///
    /// # Examples
    /// ```
    /// use nimseq::period::checkpoint::Checkpoint;
    /// let c = Checkpoint { game: "octal:0.6".into(), values: vec![0, 0, 1, 1, 2] };
    /// assert_eq!(Checkpoint::from_bytes(&c.to_bytes(), &"octal:0.6".parse()?)?, c);
    /// # Ok::<(), nimseq::GameError>(())
    /// ```
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + 2 * self.values.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(self.game.len() as u32).to_le_bytes());
        out.extend_from_slice(self.game.as_bytes());
        out.extend_from_slice(&(self.values.len() as u64).to_le_bytes());
        for v in &self.values {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a checkpoint of `game`.
    ///
    /// # Errors
    /// [`GameError::BadCheckpoint`] for a file that is not a checkpoint, of another version,
    /// corrupted (truncated, or a checksum that does not match) or of another game.
    pub fn from_bytes(bytes: &[u8], game: &Game) -> Result<Checkpoint, GameError> {
        let bad = |why: String| GameError::BadCheckpoint(why);
        let body = bytes
            .len()
            .checked_sub(8)
            .filter(|_| bytes.starts_with(MAGIC))
            .ok_or_else(|| bad("it is not a nimseq checkpoint".into()))?;
        let (body, sum) = bytes.split_at(body);
        let mut at = MAGIC.len();
        let mut take = |n: usize| -> Result<&[u8], GameError> {
            let piece = body
                .get(at..at + n)
                .ok_or_else(|| bad("it is truncated".into()))?;
            at += n;
            Ok(piece)
        };
        let u32_of = |b: &[u8]| u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        let version = u32_of(take(4)?);
        if version != VERSION {
            return Err(bad(format!(
                "it is of format version {version}; this nimseq reads version {VERSION}"
            )));
        }
        if fnv1a(body) != u64::from_le_bytes(sum.try_into().unwrap_or([0; 8])) {
            return Err(bad("it is corrupted (its checksum does not match)".into()));
        }
        let len = u32_of(take(4)?) as usize;
        let name = String::from_utf8(take(len)?.to_vec())
            .map_err(|_| bad("its game is not text".into()))?;
        if name != game.spec() {
            return Err(bad(format!(
                "it is a checkpoint of {name}, not of {}",
                game.spec()
            )));
        }
        let count = take(8)?;
        let count = u64::from_le_bytes(count.try_into().unwrap_or([0; 8])) as usize;
        let raw = take(
            count
                .checked_mul(2)
                .ok_or_else(|| bad("it is truncated".into()))?,
        )?;
        let values = raw
            .chunks_exact(2)
            .map(|p| u16::from_le_bytes([p[0], p[1]]))
            .collect();
        if at != body.len() {
            return Err(bad("it has bytes after its values".into()));
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
        assert!(err(&bytes[..bytes.len() - 9], &six).contains("checksum"));
        assert!(err(b"hello", &six).contains("not a nimseq checkpoint"));
        let mut newer = bytes.clone();
        newer[MAGIC.len()] = 2;
        assert!(err(&newer, &six).contains("version 2"));
        assert_eq!(Checkpoint::from_bytes(&bytes, &six).unwrap(), c);
    }
}
