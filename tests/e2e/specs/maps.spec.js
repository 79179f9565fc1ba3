// Research maps: which sum the period is (legend counts against the CSV), the read-out naming
// it, extremes of the grid, tap-to-read on a phone, the keyboard cursor on sets only, and the
// conjecture view's counterexamples decided by a theorem listed apart.
import { test, expect } from '@playwright/test';
import { cellCentre, open } from './helpers.js';

/** The grid's CSV (downloaded as a user would) as rows of numbers. */
async function csvRows(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#heat-csv').click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  const [head, ...rows] = text.trim().split('\n');
  return { head: head.split(','), rows: rows.map((r) => r.split(',').map(Number)) };
}

test('which sum: the legend counts the CSV’s categories, and a link restores the metric', async ({ page }) => {
  const errors = await open(page, '?view=heatmap&dims=3&max=30&metric=sum');
  const legend = page.getByTestId('legend');
  await expect(legend.locator('li')).toHaveCount(8);
  const { head, rows } = await csvRows(page);
  expect(head).toEqual(['a', 'b', 'c', 'preperiod', 'period']);
  // The categories written out: the one sum equal to the period, "ties (several sums)" when
  // several are (a + c = 2b), else "none of these".
  const names = ['a + b', 'a + c', 'b + c', '2a', '2b', '2c', 'none of these', 'ties (several sums)'];
  const counts = Object.fromEntries(names.map((n) => [n, 0]));
  const slice = Object.fromEntries(names.map((n) => [n, 0]));
  for (const [a, b, c, , p] of rows) {
    const sums = [a + b, a + c, b + c, 2 * a, 2 * b, 2 * c];
    const equal = sums.filter((s) => s === p).length;
    const name = equal > 1 ? names[7] : names[equal === 0 ? 6 : sums.indexOf(p)];
    counts[name] += 1;
    if (c === 30) slice[name] += 1;
  }
  for (const name of names) {
    const item = legend.locator(`li[data-category="${name}"]`);
    await expect(item).toHaveAttribute('data-grid', String(counts[name]));
    await expect(item).toHaveAttribute('data-slice', String(slice[name]));
  }
  // The read-out names the sum.
  await page.getByTestId('heatmap').hover({ position: await cellCentre(page, 3, 5) });
  await expect(page.getByTestId('cell-info')).toContainText(/\{3, 5, 30\}: .*; period \d+ = (a \+ b|a \+ c|b \+ c|2a|2b|2c|none of the sums)/);
  // Reloading the link keeps the metric.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await expect(page.locator('#heat-metric')).toHaveValue('sum');
  expect(errors).toEqual([]);
});

test('the extremes of a grid are its longest periods, each opening its sequence', async ({ page }) => {
  await open(page, '?view=heatmap&dims=2&max=120');
  const { rows } = await csvRows(page);
  const longest = Math.max(...rows.map((r) => r[3]));
  const list = page.getByTestId('extremes').locator('ol li');
  await expect(list).toHaveCount(20);
  await expect(list.first().locator('.value')).toHaveText(String(longest));
  await page.getByTestId('extremes').getByRole('tab', { name: 'preperiod' }).click();
  await expect(list.first().locator('.value')).toHaveText(String(Math.max(...rows.map((r) => r[2]))));
  await page.getByTestId('extremes').getByRole('tab', { name: 'period' }).first().click();
  await list.first().locator('a').click();
  await expect(page.getByTestId('period')).toHaveText(String(longest));
});

test('the keyboard cursor walks only over sets', async ({ page }) => {
  await open(page, '?view=heatmap&dims=2&max=20');
  await page.getByTestId('heatmap').focus();
  await expect(page.getByTestId('cell-info')).toContainText('{1, 2}');
  // Right from {1, 2} would leave the sets (a < b): the cursor stays on a set.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('cell-info')).not.toContainText('not a set');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('cell-info')).not.toContainText('not a set');
});

test('the conjecture view lists the counterexamples a theorem decides apart, in pages', async ({ page }) => {
  await open(page, '?view=conjecture&test=sums&max=40');
  await expect(page.locator('#conj-summary')).toContainText('counterexamples not decided by a theorem');
  const items = page.getByTestId('counterexamples').locator('li');
  await expect(items).toHaveCount(50);
  // Real counterexamples come first; those a theorem decides after them.
  const flags = await items.evaluateAll((nodes) => nodes.map((n) => n.dataset.decided === '1'));
  expect(flags.indexOf(true) === -1 || flags.slice(flags.indexOf(true)).every(Boolean)).toBe(true);
  await page.locator('#conj-on').click();
  await expect(page.locator('#conj-page')).toContainText('page 2 of');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap reads a cell, a second tap opens it', async ({ page }) => {
    await open(page, '?view=heatmap&dims=2&max=30');
    const point = await cellCentre(page, 3, 9);
    await page.getByTestId('heatmap').tap({ position: point });
    await expect(page.getByTestId('cell-info')).toContainText('{3, 9}: preperiod 0, period 6');
    await expect(page).toHaveURL(/view=heatmap/);
    // The read-out is on screen without scrolling.
    const box = await page.getByTestId('cell-info').boundingBox();
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.getByTestId('heatmap').tap({ position: point });
    await expect(page).toHaveURL(/view=sequence&game=sub:3,9/);
    await expect(page.getByTestId('period')).toHaveText('6');
  });
});

test('zoom keeps the read-out right, and a link with a window and metric=sum restores it', async ({ page }) => {
  await open(page, '?view=heatmap&dims=2&max=200&metric=sum');
  const canvas = page.getByTestId('heatmap');
  await canvas.hover({ position: await cellCentre(page, 30, 70) });
  await expect(page.getByTestId('cell-info')).toContainText('{30, 70}');
  for (let i = 0; i < 8; i += 1) await page.mouse.wheel(0, -100);
  await expect(canvas).not.toHaveAttribute('data-window', '1,200,1,200');
  const [x0, x1, y0, y1] = (await canvas.getAttribute('data-window')).split(',').map(Number);
  expect(x1 - x0).toBeLessThan(100);
  // Point at cells of the zoomed window: the read-out names the set under the pointer.
  for (const [x, y] of [[x0, y1], [Math.floor((x0 + x1) / 2), Math.floor((y0 + y1) / 2) + 1], [x1 - 1, y1]]) {
    if (x >= y) continue;
    await canvas.hover({ position: await cellCentre(page, x, y) });
    await expect(page.getByTestId('cell-info')).toContainText(`{${x}, ${y}}`);
  }
  // The link keeps the window; reloading it restores the window and the metric.
  await expect(page).toHaveURL(new RegExp(`window=${x0},${x1},${y0},${y1}`));
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await expect(canvas).toHaveAttribute('data-window', `${x0},${x1},${y0},${y1}`);
  await expect(page.locator('#heat-metric')).toHaveValue('sum');
  await canvas.hover({ position: await cellCentre(page, x0, y1) });
  await expect(page.getByTestId('cell-info')).toContainText(`{${x0}, ${y1}}`);
  await page.getByTestId('zoom-reset').click();
  await expect(canvas).toHaveAttribute('data-window', '1,200,1,200');
  await expect(page).not.toHaveURL(/window=/);
});

test('recolouring a 3-element grid needs no recomputation', async ({ page }) => {
  await open(page, '?view=heatmap&dims=3&max=40');
  for (const metric of ['sum', 'relperiod', 'preperiod', 'period']) {
    await page.evaluate(() => delete document.body.dataset.ready);
    await page.locator('#heat-metric').selectOption(metric);
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    // No cell was computed again: the progress bar never came back.
    await expect(page.getByTestId('progress')).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`metric=${metric}`));
  }
});

test('the additive sets {a, b, a + b} as their own map', async ({ page }) => {
  await open(page, '?view=heatmap&dims=3&max=30&axes=additive');
  await expect(page.locator('#heat-slice')).toBeHidden();
  await page.getByTestId('heatmap').hover({ position: await cellCentre(page, 3, 5) });
  await expect(page.getByTestId('cell-info')).toContainText('{3, 5, 8}: preperiod');
  // Past a + b = 30 there is no set.
  await page.getByTestId('heatmap').hover({ position: await cellCentre(page, 14, 20) });
  await expect(page.getByTestId('cell-info')).toContainText('not a set');
});
