// Offline after one visit, as a lecture hall with a poor network needs: the first visit keeps
// the page (its service worker caches the build); with the network cut, a reload still opens
// it, every view switches and computes, an embed opens in a page of notes, a board plays, and
// what a student types keeps working. Start-up is what this tests: a fresh context of its own,
// with service workers allowed (the other specs block them, see playwright.config.js).
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

test.use({ serviceWorkers: 'allow' });

/** Waits until the page is controlled by its service worker (the build kept). */
async function kept(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 30_000 });
  // Every file of the build is in the worker's cache.
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('nimseq-'));
    const cache = await caches.open(names[0]);
    return { names, files: (await cache.keys()).length };
  });
}

test('after one visit the page works offline: reload, views, an embed, a board, an exercise', async ({ page, context }) => {
  await open(page, '?game=sub:1,3,4');
  const cache = await kept(page);
  expect(cache.names).toHaveLength(1);
  expect(cache.files).toBeGreaterThan(20);

  await context.setOffline(true);
  // A reload, and a link never opened before.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(page.getByTestId('period')).toHaveText(/^7\b/);
  await open(page, '?game=octal:0.07');
  await expect(page.getByTestId('period')).toHaveText(/^34\b/);
  // Switching views: the board, and a move played on it.
  await page.locator('#tab-play').click();
  await expect(page.getByTestId('board')).toBeVisible();
  await page.locator('[data-testid="move"]').first().click();
  await expect(page.getByTestId('last-move')).not.toBeEmpty();
  await page.locator('#tab-compare').click();
  await expect(page.getByTestId('compare')).toBeVisible();

  // An exercise: what the student types is checked with the network gone.
  await open(page, '?game=sub:1,3,4&exercise=values&from=5');
  await page.getByTestId('exercise-input').fill('3');
  await page.getByTestId('exercise-input').press('Enter');
  await expect(page.getByTestId('exercise-feedback')).not.toBeEmpty();

  // An embed in a page of notes on the page's own origin (served by the worker too).
  const base = new URL(page.url());
  await page.goto(`${base.origin}/notes/offline.html`);
  await page.setContent(`<!doctype html><html><body><h1>Notes</h1>
    <iframe src="${base.origin}/?game=octal:0.77&embed=1" width="560" height="700" data-nimseq title="nimseq"></iframe></body></html>`);
  const frame = page.frameLocator('iframe[data-nimseq]');
  await expect(frame.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(frame.getByTestId('period')).toHaveText(/^12\b/);
});

/**
 * A server of the built page of its own whose service worker is `build()`'s (the page's own
 * sw.js with its version marked): a test can publish a new build while a page is open.
 */
async function serverOfBuilds() {
  const root = resolve(process.env.NIMSEQ_E2E_DIST ?? fileURLToPath(new URL('../../../dist', import.meta.url)));
  const worker = readFileSync(join(root, 'sw.js'), 'utf8');
  let build = 1;
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.endsWith('/') ? join(root, path, 'index.html') : join(root, normalize(path));
    try {
      const body = path === '/sw.js' ? worker.replace(/const VERSION = '([^']*)';/, `const VERSION = '$1-build${build}';`) : readFileSync(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}/`, publish: () => (build += 1), close: () => server.close() };
}

test('a new build is offered, not swapped in: the page says a new version is ready', async ({ page }) => {
  const server = await serverOfBuilds();
  try {
    await page.goto(`${server.url}?game=sub:1,3,4`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    await kept(page);
    server.publish();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await expect(page.getByTestId('update')).toBeVisible({ timeout: 30_000 });
    // The page goes on as it was until the reader asks: the old build still answers.
    await expect(page.getByTestId('period')).toHaveText(/^7\b/);
    expect(await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('nimseq-')).length)).toBe(2);
    await Promise.all([page.waitForEvent('load'), page.locator('#update-now').click()]);
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    await expect(page.getByTestId('update')).toBeHidden();
    // The old build's cache is gone with it.
    const names = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('nimseq-')));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/-build2$/);
  } finally {
    server.close();
  }
});
