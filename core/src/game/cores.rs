//! How many threads of a pool that hands out its own work (the atlas's) are computing games:
//! a game splits its work over two threads (the octal kernel's pipeline) only while a core is
//! spare, so that the pool's threads and the games' helpers do not crowd the cores (measured
//! on the 3-digit atlas at cap 2^16: 14% less processor time than with a helper for every
//! game), yet the last long game of a run still gets the cores the others left.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Threads of such pools computing a game now.
static BUSY: AtomicUsize = AtomicUsize::new(0);

/// A pool thread's claim on its core while it computes a game: made by [`OnCore::claim`],
/// given back when dropped.
#[derive(Debug)]
pub struct OnCore(());

impl OnCore {
    /// Claims a core for the calling thread's game until the claim is dropped.
    pub fn claim() -> Self {
        BUSY.fetch_add(1, Ordering::Relaxed);
        OnCore(())
    }
}

impl Drop for OnCore {
    fn drop(&mut self) {
        BUSY.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Whether some core has no game claimed on it.
pub(crate) fn spare_core() -> bool {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    BUSY.load(Ordering::Relaxed) < cores
}
