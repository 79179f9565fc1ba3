// A loop of a hundred recomputations (about 13 s): under `scripts/test.sh --perf`, beside the timings.
// Memory: 100 heatmap recomputations in a row (each a new grid: its cap changes) must not make
// the page's memory grow without bound. Measured: the JavaScript heap (performance.memory) and
// the WebAssembly memory of the page and its workers (data-memory, reported by the workers).
import { test, expect } from '@playwright/test';
import { open } from '../specs/helpers.js';

test('100 heatmap recomputations do not grow memory without bound', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await open(page, '?view=heatmap&dims=2&max=120&cap=2000');
  const sample = () =>
    page.evaluate(() => ({
      heap: performance.memory?.usedJSHeapSize ?? 0,
      wasm: Number(document.body.dataset.memory ?? 0),
    }));
  const samples = [];
  for (let i = 1; i <= 100; i += 1) {
    await page.evaluate((cap) => {
      delete document.body.dataset.ready;
      history.pushState(null, '', `?view=heatmap&dims=2&max=120&cap=${cap}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, 2000 + i);
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
    if (i % 10 === 0) samples.push(await sample());
  }
  await expect(page.getByTestId('cell-info')).toBeVisible();
  const mib = (b) => (b / 2 ** 20).toFixed(1);
  console.log(`memory after 10, 20, ... 100 recomputations: JS heap ${samples.map((s) => mib(s.heap)).join(', ')} MiB; wasm ${samples.map((s) => mib(s.wasm)).join(', ')} MiB`);
  const [first, last] = [samples[0], samples.at(-1)];
  // WebAssembly memory never shrinks, so a leak shows as steady growth: after the first ten
  // grids it must stay where it was (one grid's worth of slack).
  expect(last.wasm).toBeGreaterThan(0);
  expect(last.wasm - first.wasm).toBeLessThanOrEqual(8 * 2 ** 20);
  // The JavaScript heap is collected when it likes: allow it to double, not to grow tenfold.
  expect(last.heap).toBeLessThan(Math.max(2 * first.heap, first.heap + 32 * 2 ** 20));
  expect(errors).toEqual([]);
});
