//! A PNG writer for RGB pictures: the signature, the header, the print resolution (`pHYs`), the
//! pixels filtered row by row and compressed with zlib (miniz_oxide), and the end, each chunk
//! with its CRC-32.

/// The first eight bytes of every PNG file.
const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// The CRC-32 (ISO 3309) of `bytes`, as PNG chunks carry it.
fn crc32(bytes: &[&[u8]]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (n, entry) in t.iter_mut().enumerate() {
            let mut c = n as u32;
            for _ in 0..8 {
                c = if c & 1 == 1 {
                    0xedb8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *entry = c;
        }
        t
    });
    let mut c = 0xffff_ffffu32;
    for part in bytes {
        for &b in *part {
            c = table[((c ^ u32::from(b)) & 0xff) as usize] ^ (c >> 8);
        }
    }
    c ^ 0xffff_ffff
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc32(&[kind, data]).to_be_bytes());
}

/// Each row with the filter (none, left or up) whose bytes sum least as signed numbers, the
/// usual choice of PNG writers: a row like its left neighbours or the row above shrinks to
/// zeros, which compress to almost nothing.
fn filtered(rgb: &[u8], width: usize) -> Vec<u8> {
    let stride = width * 3;
    let mut out = Vec::with_capacity(rgb.len() + rgb.len() / stride.max(1) + 1);
    let mut candidates = [vec![0u8; stride], vec![0u8; stride], vec![0u8; stride]];
    let zeros = vec![0u8; stride];
    for (y, row) in rgb.chunks_exact(stride.max(1)).enumerate() {
        let above = if y == 0 {
            &zeros[..]
        } else {
            &rgb[(y - 1) * stride..y * stride]
        };
        for i in 0..stride {
            let left = if i >= 3 { row[i - 3] } else { 0 };
            candidates[0][i] = row[i];
            candidates[1][i] = row[i].wrapping_sub(left);
            candidates[2][i] = row[i].wrapping_sub(above[i]);
        }
        let cost =
            |c: &[u8]| -> u64 { c.iter().map(|&b| u64::from((b as i8).unsigned_abs())).sum() };
        let best = (0..3).min_by_key(|&k| cost(&candidates[k])).unwrap_or(0);
        out.push(best as u8);
        out.extend_from_slice(&candidates[best]);
    }
    out
}

/// `rgb` (three bytes per pixel, top row first) of a `width × height` picture as a PNG file
/// at `dpi` pixels per inch (read back, chunk by chunk, by this module's tests; library users
/// reach it through `Raster::png`).
pub fn encode(rgb: &[u8], (width, height): (u32, u32), dpi: f64) -> Vec<u8> {
    let mut out = SIGNATURE.to_vec();
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // 8 bits per sample, colour type 2 (RGB), deflate, adaptive filters, not interlaced.
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    let per_metre = (dpi / 0.0254).round().clamp(1.0, f64::from(u32::MAX)) as u32;
    let mut phys = Vec::with_capacity(9);
    phys.extend_from_slice(&per_metre.to_be_bytes());
    phys.extend_from_slice(&per_metre.to_be_bytes());
    phys.push(1); // the unit is the metre
    chunk(&mut out, b"pHYs", &phys);
    let data = filtered(rgb, width as usize);
    chunk(
        &mut out,
        b"IDAT",
        &miniz_oxide::deflate::compress_to_vec_zlib(&data, 6),
    );
    chunk(&mut out, b"IEND", &[]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chunks of a PNG file: `(kind, data)`, each CRC checked.
    fn chunks(png: &[u8]) -> Vec<([u8; 4], Vec<u8>)> {
        assert_eq!(&png[..8], &SIGNATURE);
        let mut at = 8;
        let mut out = Vec::new();
        while at < png.len() {
            let len = u32::from_be_bytes(png[at..at + 4].try_into().unwrap()) as usize;
            let kind: [u8; 4] = png[at + 4..at + 8].try_into().unwrap();
            let data = png[at + 8..at + 8 + len].to_vec();
            let crc = u32::from_be_bytes(png[at + 8 + len..at + 12 + len].try_into().unwrap());
            assert_eq!(crc, crc32(&[&kind, &data]), "{kind:?}");
            out.push((kind, data));
            at += 12 + len;
        }
        out
    }

    /// The pixels back from the filtered rows.
    fn unfiltered(data: &[u8], width: usize) -> Vec<u8> {
        let stride = width * 3;
        let mut rgb: Vec<u8> = Vec::new();
        for (y, row) in data.chunks_exact(stride + 1).enumerate() {
            for i in 0..stride {
                let left = if i >= 3 { rgb[y * stride + i - 3] } else { 0 };
                let above = if y > 0 { rgb[(y - 1) * stride + i] } else { 0 };
                let v = row[i + 1];
                rgb.push(match row[0] {
                    0 => v,
                    1 => v.wrapping_add(left),
                    2 => v.wrapping_add(above),
                    f => panic!("filter {f}"),
                });
            }
        }
        rgb
    }

    #[test]
    fn crc_of_a_known_string() {
        // The check value of CRC-32/ISO-HDLC.
        assert_eq!(crc32(&[b"123456789"]), 0xcbf4_3926);
        assert_eq!(crc32(&[b"1234", b"56789"]), 0xcbf4_3926);
    }

    #[test]
    fn a_picture_reads_back_with_its_size_and_resolution() {
        let (w, h) = (37u32, 11u32);
        let rgb: Vec<u8> = (0..w * h * 3).map(|i| (i * 7 % 251) as u8).collect();
        let png = encode(&rgb, (w, h), 288.0);
        let parts = chunks(&png);
        let kinds: Vec<&[u8; 4]> = parts.iter().map(|(k, _)| k).collect();
        assert_eq!(kinds, [b"IHDR", b"pHYs", b"IDAT", b"IEND"]);
        let header = &parts[0].1;
        assert_eq!(&header[..4], &w.to_be_bytes());
        assert_eq!(&header[4..8], &h.to_be_bytes());
        assert_eq!(&header[8..], &[8, 2, 0, 0, 0]);
        // 288 dpi: 11,339 pixels per metre both ways.
        assert_eq!(&parts[1].1[..4], &11_339u32.to_be_bytes());
        assert_eq!(parts[1].1[8], 1);
        let data = miniz_oxide::inflate::decompress_to_vec_zlib(&parts[2].1).unwrap();
        assert_eq!(unfiltered(&data, w as usize), rgb);
    }

    #[test]
    fn flat_pictures_compress_to_little() {
        let rgb = vec![200u8; 1000 * 1000 * 3];
        assert!(encode(&rgb, (1000, 1000), 96.0).len() < 10_000);
    }
}
