// Offline after one visit: the service worker (sw.js at the page's root) keeps the build, and
// registers once the first view is drawn (it never delays the page). When a newer build has
// been kept, the page says so and switches to it when the reader asks: never on its own in the
// middle of a lesson.

/**
 * Registers the service worker; `ready(worker)` is called when a new version waits, with a
 * function that switches to it (the page reloads once the new worker has taken over).
 */
export function keepOffline(ready) {
  if (!('serviceWorker' in navigator)) return;
  const switchTo = (worker) => () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    worker.postMessage('take-over');
  };
  navigator.serviceWorker
    .register('./sw.js')
    .then((registration) => {
      const offer = (worker) => {
        // A worker that waits while another controls the page is a new version; the first
        // worker of all takes over at once and offers nothing.
        if (worker && navigator.serviceWorker.controller) ready(switchTo(worker));
      };
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer(worker);
        });
      });
    })
    .catch(() => {
      // No offline copy (a private window, a host without HTTPS): the page works as before.
    });
}
