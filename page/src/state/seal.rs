//! Sealed links: a locked view's link written as one opaque parameter, `?sealed=TOKEN`, so that
//! a student who edits it (deletes `exercise=values`, changes `lock=1`) gets a notice instead of
//! the answers.
//!
//! The token is the link's query in base64url followed by a check of it (`QUERY.CHECK`). It is
//! tamper-evident, not secret: the page itself computes the check, so someone who reads its
//! source can forge one, and anyone can open the game on nimseq's own page and compute its
//! values (docs/page.md says what a lock promises).

/// The parameter that carries a sealed link.
pub const SEALED: &str = "sealed";

/// What reading a sealed token gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unsealed {
    /// The query it seals (without `?`).
    Intact(String),
    /// The token was changed after it was made (or is not a token at all).
    Broken,
}

/// If `query` has a `sealed` parameter: its token, and the names of the other parameters
/// beside it.
pub(crate) fn sealed_part(query: &str) -> Option<(String, Vec<String>)> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut token = None;
    let mut others = Vec::new();
    for (key, value) in form_urlencoded::parse(query.as_bytes()) {
        if key == SEALED && token.is_none() {
            token = Some(value.into_owned());
        } else if !key.is_empty() {
            others.push(key.into_owned());
        }
    }
    token.map(|t| (t, others))
}

/// The alphabet of base64url.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Seals `query` (with or without its `?`): `QUERY.CHECK`.
///
/// # Examples
/// ```
/// use nimseq_page::{seal, unseal, Unsealed};
/// let token = seal("?game=sub:1,3,4&exercise=values&from=5&lock=1");
/// assert!(!token.contains("exercise"));
/// assert_eq!(unseal(&token), Unsealed::Intact("game=sub:1,3,4&exercise=values&from=5&lock=1".into()));
/// // One character changed, and the seal is broken.
/// let mut edited = token.clone().into_bytes();
/// edited[3] = if edited[3] == b'A' { b'B' } else { b'A' };
/// assert_eq!(unseal(&String::from_utf8(edited).unwrap()), Unsealed::Broken);
/// ```
pub fn seal(query: &str) -> String {
    let query = query.strip_prefix('?').unwrap_or(query);
    format!("{}.{:08x}", encode(query.as_bytes()), check(query))
}

/// Reads a sealed token back into the query it seals, if it is intact.
pub fn unseal(token: &str) -> Unsealed {
    let Some((body, mark)) = token.trim().rsplit_once('.') else {
        return Unsealed::Broken;
    };
    let Some(query) = decode(body).and_then(|bytes| String::from_utf8(bytes).ok()) else {
        return Unsealed::Broken;
    };
    if mark == format!("{:08x}", check(&query)) {
        Unsealed::Intact(query)
    } else {
        Unsealed::Broken
    }
}

/// The check of a query: 32 bits of FNV-1a over it and the page's own salt.
fn check(query: &str) -> u32 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in "nimseq sealed link 1\n".bytes().chain(query.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h ^ (h >> 32)) as u32
}

/// Base64url without padding.
fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// Reads base64url without padding; `None` for anything else.
fn decode(text: &str) -> Option<Vec<u8>> {
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|&a| a == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    // The unused low bits of the last character are zero in a token this page wrote.
    (encode(&out) == text).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = encode(&bytes);
            assert!(text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
            assert_eq!(decode(&text), Some(bytes), "{len}");
        }
        assert_eq!(encode(b"Man"), "TWFu");
        assert_eq!(decode("TWE"), Some(b"Ma".to_vec()));
        assert_eq!(decode("TWF"), None, "a last character with stray bits");
        assert_eq!(decode("T"), None);
        assert_eq!(decode("TW=="), None);
    }

    #[test]
    fn every_edit_of_a_token_breaks_it() {
        let token = seal("?view=play&game=octal:0.77&heaps=6,2&hints=outcome&lock=1&embed=1");
        for i in 0..token.len() {
            for c in ['A', 'z', '0', '-', '.'] {
                let mut edited: Vec<char> = token.chars().collect();
                if edited[i] == c {
                    continue;
                }
                edited[i] = c;
                let edited: String = edited.into_iter().collect();
                assert_eq!(unseal(&edited), Unsealed::Broken, "{edited}");
            }
        }
        assert_eq!(unseal(""), Unsealed::Broken);
        assert_eq!(unseal("not a token"), Unsealed::Broken);
        assert_eq!(unseal(&token[..token.len() - 1]), Unsealed::Broken);
    }
}
