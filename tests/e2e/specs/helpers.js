// Shared steps of the end-to-end tests.
import { expect } from '@playwright/test';

/** Opens a link and waits until its first view is drawn; fails on any uncaught page error. */
export async function open(page, query) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`./${query}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  return errors;
}

/** The CSS-pixel centre of heatmap cell (x, y) of the map with this test id. */
export async function cellCentre(page, x, y, testId = 'heatmap') {
  const canvas = page.getByTestId(testId);
  const [plot, n] = await canvas.evaluate((c) => [c.dataset.plot, Number(c.dataset.n)]);
  const [left, top, right, bottom] = plot.split(',').map(Number);
  const w = (right - left) / n;
  const h = (bottom - top) / n;
  return { x: left + (x - 0.5) * w, y: top + (n - y + 0.5) * h };
}
