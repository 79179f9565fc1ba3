// The page's rows of the performance table, measured in the release build and printed (timings
// are not asserted: they depend on the machine; the answers are). This project runs after the
// functional tests, alone, so that they do not compete for the cores.
import { test, expect } from '@playwright/test';
import { withoutSimd } from '../specs/helpers.js';

// A link is opened in a browser that is already running: the browser's own start-up (headless
// Chromium starts processes for its user interface, busy for about a second) is not the page's
// work, so the first test does not pay for it.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('about:blank');
  await page.waitForTimeout(2_000);
  await page.close();
});

/** Watches long main-thread tasks and when the page starts and finishes its work. */
async function watch(page) {
  await page.addInitScript(() => {
    window.__speed = { long: [], busy: null, ready: null };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__speed.long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      const s = window.__speed;
      if (document.body?.dataset.busy && s.busy === null) s.busy = performance.now();
      if (document.body?.dataset.ready && s.ready === null) s.ready = performance.now();
    }).observe(document, { attributes: true, subtree: true });
  });
}

/** `{ computeMs, readyMs, longestDuringMs, longestAtStartMs }` once the page is ready. */
async function figures(page) {
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 60_000 });
  const s = await page.evaluate(() => window.__speed);
  const during = s.long.filter(([start]) => start >= s.busy).map(([, d]) => d);
  const before = s.long.filter(([start]) => start < s.busy).map(([, d]) => d);
  return {
    computeMs: Math.round(s.ready - s.busy),
    readyMs: Math.round(s.ready),
    longestDuringMs: Math.round(Math.max(0, ...during)),
    longestAtStartMs: Math.round(Math.max(0, ...before)),
  };
}

function report(name, f) {
  console.log(
    `speed: ${name}: computed in ${f.computeMs} ms (ready ${f.readyMs} ms after navigation); ` +
      `longest main-thread task while computing ${f.longestDuringMs} ms, at start-up ${f.longestAtStartMs} ms`,
  );
}

test('all {a,b,c} with c <= 200 in the page', async ({ page }) => {
  await watch(page);
  await page.goto('./?view=heatmap&dims=3&max=200');
  const f = await figures(page);
  report('all {a,b,c}, c <= 200 (1,313,400 sets)', f);
  await expect(page.locator('#progress-label')).not.toContainText('Cancelled');
  // Every cell was computed: the read-out of the last cell of the last slice is certified.
  await expect(page.getByTestId('heatmap')).toHaveAttribute('data-n', '199');
});

test('all {a,b} with b <= 1000 in the page', async ({ page }) => {
  await watch(page);
  await page.goto('./?view=heatmap&dims=2&max=1000');
  report('all {a,b}, b <= 1000 (499,500 sets)', await figures(page));
  await expect(page.getByTestId('heatmap')).toHaveAttribute('data-n', '1000');
});

test('octal 0.16 certified in the page', async ({ page }) => {
  await watch(page);
  await page.goto('./?game=octal:0.16&limit=1048576');
  const f = await figures(page);
  await expect(page.getByTestId('preperiod')).toHaveText('105351');
  await expect(page.getByTestId('period')).toHaveText('149459');
  report('octal 0.16 certified', f);
});

// Kayles 0.77, 10^6 values, in the browser: printed by the browser tests (tests/web.rs,
// `speed in the browser`), which run the same WebAssembly core without a page.

for (const core of ['simd128', 'plain']) {
  test(`octal 0.6 to 2^20 in the page, with progress (${core} build)`, async ({ page }) => {
    test.setTimeout(120_000);
    if (core === 'plain') await withoutSimd(page);
    await watch(page);
    await page.goto('./?game=octal:0.6&limit=1048575');
    await expect(page.getByTestId('progress')).toBeVisible();
    const f = await figures(page);
    await expect(page.getByTestId('period')).toHaveText('none found up to 1048575');
    await expect(page.locator('body')).toHaveAttribute('data-core', core);
    report(`octal 0.6, 2^20 values, no period, ${core} build`, f);
  });
}

for (const digits of [2, 3]) {
  test(`the ${digits}-digit atlas of octal codes at cap 2^16 in the page`, async ({ page }) => {
    test.setTimeout(600_000);
    await watch(page);
    await page.goto(`./?view=atlas&digits=${digits}&cap=65536`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 590_000 });
    const f = await figures(page);
    const summary = await page.getByTestId('atlas-summary').textContent();
    expect(summary).toContain('0 disagree');
    report(`atlas of ${digits}-digit codes, cap 2^16 (${summary})`, f);
  });
}
