// nimseq's service worker: the page works offline after one visit. It keeps every file of the
// build it came with (the list and the version below are written by scripts/post-build.sh) in
// a cache named after that build, answers from it before the network, and removes the caches
// of older builds once it takes over. A new build does not take over on its own in the middle
// of a lesson: the page says that a new version is ready and switches when the reader asks
// (it posts 'take-over').

// Written by scripts/post-build.sh: the build's version (a hash of its files) and its files.
const VERSION = 'unbuilt';
const FILES = [];

const CACHE = `nimseq-${VERSION}`;
/** The page itself: every link of the page (any query) is this one file. */
const PAGE = new URL('./', self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(FILES.map((file) => new URL(file, self.registration.scope).href));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('nimseq-') && name !== CACHE) await caches.delete(name);
      }
      // The first visit's page is served from here at once (offline before any reload).
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(answer(request));
});

/** From this build's cache first (a page's link is the page), else the network. */
async function answer(request) {
  const cache = await caches.open(CACHE);
  const page = request.mode === 'navigate' || request.destination === 'document' || request.destination === 'iframe';
  const kept = await cache.match(page ? PAGE : request, { ignoreSearch: page });
  if (kept) return kept;
  try {
    return await fetch(request);
  } catch (error) {
    // Offline and not kept: the page itself where a page was asked for, else the failure.
    const fallback = page ? await cache.match(PAGE) : null;
    if (fallback) return fallback;
    throw error;
  }
}
