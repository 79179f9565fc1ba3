// The heatmap's timings on large grids, printed (timings are not asserted: they depend on the
// machine). The functional tests (specs/maps.spec.js) zoom and recolour smaller grids.
import { test, expect } from '@playwright/test';
import { open } from '../specs/helpers.js';

test('zooming a 2048 pair grid: the longest main-thread task, printed', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '?view=heatmap&dims=2&max=2048');
  const canvas = page.getByTestId('heatmap');
  const box = await canvas.boundingBox();
  await canvas.hover({ position: { x: box.width / 2, y: box.height / 2 } });
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__longest = Math.max(window.__longest, e.duration)))).observe({ type: 'longtask' });
  });
  const draws = [];
  for (let i = 0; i < 10; i += 1) {
    await page.mouse.wheel(0, -120);
    draws.push(Number(await canvas.getAttribute('data-draw-ms')));
  }
  await page.waitForTimeout(500);
  const longest = await page.evaluate(() => window.__longest);
  // Printed, not asserted (long tasks are those over 50 ms; 0 means none).
  console.log(`maps: zooming the 2048 pair grid (2,096,128 sets): longest main-thread task ${Math.round(longest)} ms; drawings ${draws.map((d) => Math.round(d)).join(', ')} ms`);
  await expect(canvas).not.toHaveAttribute('data-window', '1,2048,1,2048');
});

test('recolouring a 3-element grid of c <= 200 needs no recomputation: its time, printed', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '?view=heatmap&dims=3&max=200');
  const canvas = page.getByTestId('heatmap');
  const times = [];
  for (const metric of ['sum', 'relperiod', 'preperiod', 'period']) {
    await page.evaluate(() => delete document.body.dataset.ready);
    const started = Date.now();
    await page.locator('#heat-metric').selectOption(metric);
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    times.push(`${metric} ${Date.now() - started} ms (drawing ${Math.round(Number(await canvas.getAttribute('data-draw-ms')))} ms)`);
    // No cell was computed again: the progress bar never came back.
    await expect(page.getByTestId('progress')).toBeHidden();
  }
  console.log(`maps: recolouring all {a,b,c}, c <= 200 (1,313,400 sets): ${times.join('; ')}`);
});
