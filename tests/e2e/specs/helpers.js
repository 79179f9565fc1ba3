// Shared steps of the end-to-end tests.
import { expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NIMSEQ = ['debug', 'release'].map((p) => fileURLToPath(new URL(`../../../target/${p}/nimseq`, import.meta.url))).find(existsSync);

/** `G(from) ... G(to)` from the command line. */
export function cli(game, from, to) {
  if (!NIMSEQ) throw new Error('build the command line first (cargo test builds target/debug/nimseq)');
  const out = execFileSync(NIMSEQ, ['sequence', game, '--from', String(from), '--to', String(to)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return out.trim().split(' ').map(Number);
}

/**
 * Makes the page believe the browser has no vector instructions: every module using one fails
 * validation, so the page loads its plain build.
 */
export async function withoutSimd(page) {
  await page.addInitScript(() => {
    const validate = WebAssembly.validate;
    WebAssembly.validate = (bytes) => (new Uint8Array(bytes.buffer ?? bytes).includes(253) ? false : validate(bytes));
  });
}

/** Opens a link and waits until its first view is drawn; fails on any uncaught page error. */
export async function open(page, query, { timeout = 30_000 } = {}) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`./${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout });
  return errors;
}

/**
 * Shows another link in the page already loaded, as its history does (the page reads the link
 * again, no new load): for tests whose subject is not the page's start-up. Waits until the
 * view is drawn again.
 */
export async function visit(page, query, { timeout = 30_000 } = {}) {
  await page.evaluate((q) => {
    delete document.body.dataset.ready;
    // At the top, as a link opened afresh is (a test's link does not start where the last one
    // was scrolled to).
    scrollTo(0, 0);
    history.pushState(null, '', q || '?');
    dispatchEvent(new PopStateEvent('popstate'));
  }, query);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout });
}

/**
 * One page loaded once for the tests of a file (or of a `describe` block), with `options` as
 * `browser.newContext` takes them (a phone's viewport, touch): for tests whose subject is not the
 * page's start-up. `shared.page` is the page; `await shared.show(query)` follows a link in it
 * as its history does (`visit`) and returns the uncaught errors from then on. Each load costs
 * a compile of the WebAssembly and two workers' start; a link followed costs a view's drawing.
 */
export function sharedPage(test, options = {}) {
  const shared = { page: null, errors: [] };
  let context;
  test.beforeAll(async ({ browser }) => {
    // A context of its own, as a test's page has (axe-core's builder needs one).
    context = await browser.newContext(options);
    shared.page = await context.newPage();
    shared.page.on('pageerror', (e) => shared.errors.push(e.message));
    await open(shared.page, '?');
  });
  test.afterAll(async () => context?.close());
  shared.show = async (query, { timeout = 30_000 } = {}) => {
    shared.errors = [];
    await visit(shared.page, query, { timeout });
    return shared.errors;
  };
  return shared;
}

/**
 * The `i`-th nimseq frame of a page of notes, once it has drawn its view. The embed code writes
 * `loading="lazy"` (right for notes: a frame far down the page costs nothing until a reader gets
 * there), so Chromium loads a frame only near the viewport: it is scrolled into view first, as a
 * reader reaches it, and never waited for off-screen.
 */
export async function frameReady(page, i = 0, { timeout = 30_000 } = {}) {
  await page.locator('iframe[data-nimseq]').nth(i).scrollIntoViewIfNeeded();
  const frame = page.frameLocator('iframe[data-nimseq]').nth(i);
  await expect(frame.locator('body')).toHaveAttribute('data-ready', '1', { timeout });
  return frame;
}

/**
 * Opens a page of course notes, `html` whole, on another origin than the page's (`localhost`
 * against `127.0.0.1`): a page the test server answers (serve.mjs), parsed and run as any
 * host's. `name` makes it one of its own (tests run side by side).
 */
export async function openNotes(page, name, html) {
  writeFileSync(join(process.env.NIMSEQ_E2E_NOTES, `${name}.html`), html);
  const port = new URL(page.url()).port;
  await page.goto(`http://localhost:${port}/notes/${name}.html`);
}

/** The CSS-pixel centre of heatmap cell (x, y) of the map with this test id (zoomed or not). */
export async function cellCentre(page, x, y, testId = 'heatmap') {
  const canvas = page.getByTestId(testId);
  const [plot, n, window] = await canvas.evaluate((c) => [c.dataset.plot, Number(c.dataset.n), c.dataset.window]);
  const [left, top, right, bottom] = plot.split(',').map(Number);
  const [x0, x1, y0, y1] = window ? window.split(',').map(Number) : [1, n, 1, n];
  const w = (right - left) / (x1 - x0 + 1);
  const h = (bottom - top) / (y1 - y0 + 1);
  return { x: left + (x - x0 + 0.5) * w, y: top + (y1 - y + 0.5) * h };
}

/** The certified `{ preperiod, period }` of a game from the command line's `nimseq period`. */
export function cliPeriod(game) {
  if (!NIMSEQ) throw new Error('build the command line first (cargo test builds target/debug/nimseq)');
  const report = JSON.parse(execFileSync(NIMSEQ, ['period', game, '--json'], { encoding: 'utf8' }));
  return { preperiod: report.preperiod, period: report.period };
}

/** `nimseq records --size SIZE --max MAX`: `[{ max, period, sets: ['1,2,3,4', …] }]` by largest element. */
export function cliRecords(size, max) {
  if (!NIMSEQ) throw new Error('build the command line first (cargo test builds target/debug/nimseq)');
  const csv = execFileSync(NIMSEQ, ['records', '--size', String(size), '--max', String(max)], { encoding: 'utf8' });
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [m, , , period, sets] = line.match(/("[^"]*"|[^,]+)/g);
      const elements = sets.replace(/"/g, '').split(' ').map((s) => s.slice(1, -1));
      return { max: Number(m), period: Number(period), sets: elements };
    });
}

// ---- The lecture's definitions, computed here independently of the page ----

/** The least natural number missing from `values`. */
export const mex = (values) => {
  let m = 0;
  while (values.includes(m)) m += 1;
  return m;
};

/** Kayles (0.77): G(0) ... G(n); a move knocks down one pin or two adjacent pins of a row, leaving two rows. */
export function kayles(n) {
  const g = [];
  for (let h = 0; h <= n; h += 1) {
    const options = [];
    for (const k of [1, 2]) {
      for (let a = 0; a + k <= h; a += 1) options.push(g[a] ^ g[h - k - a]);
    }
    g.push(mex(options));
  }
  return g;
}

/**
 * Whether the player to move wins the misère sum of Kayles rows `rows`, by searching every
 * move (the last pin loses: with no pin standing, the player to move has won).
 */
export function kaylesMisereWins(rows, memo = new Map()) {
  const key = rows.filter((r) => r > 0).sort((a, b) => a - b).join(',');
  if (memo.has(key)) return memo.get(key);
  const heaps = key ? key.split(',').map(Number) : [];
  let wins = heaps.length === 0;
  for (let i = 0; i < heaps.length && !wins; i += 1) {
    const rest = heaps.filter((_, j) => j !== i);
    for (const k of [1, 2]) {
      for (let a = 0; a + k <= heaps[i] && !wins; a += 1) {
        if (!kaylesMisereWins([...rest, a, heaps[i] - k - a], memo)) wins = true;
      }
    }
  }
  memo.set(key, wins);
  return wins;
}
