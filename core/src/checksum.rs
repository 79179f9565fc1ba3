//! FNV-1a, 64 bits: the checksum of checkpoints and of the tables sharded runs write, fed a
//! piece at a time.

/// FNV-1a over 64 bits, fed a piece at a time.
///
/// # Examples
/// ```
/// use nimseq_core::checksum::Fnv1a;
/// let mut sum = Fnv1a::new();
/// sum.feed(b"a");
/// assert_eq!(sum.value(), 0xaf63_dc4c_8601_ec8c);
/// assert_eq!(Fnv1a::new().value(), 0xcbf2_9ce4_8422_2325);
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Self {
        Fnv1a::new()
    }
}

impl Fnv1a {
    /// The checksum of nothing.
    pub fn new() -> Self {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }

    /// Adds `bytes`.
    pub fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    /// The checksum of every byte fed so far.
    pub fn value(&self) -> u64 {
        self.0
    }
}
