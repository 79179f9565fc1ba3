// Only primitive sets (`primitive=1`): the heatmap's box puts it in the link, a reload keeps
// it, a set g · S (gcd > 1) reads as not primitive and counts nowhere (legend, extremes, record
// curve), and unticking brings every set back. The counts are checked against the grid's own
// CSV filtered by gcd here.
import { test, expect } from '@playwright/test';
import { cellCentre, open } from './helpers.js';

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
const gcdOf = (set) => set.reduce((g, e) => gcd(g, e), 0);
/** The elements of a set named in text: `sub:2,4` or `1,2` → [2, 4] or [1, 2]. */
const elements = (text) => (text.match(/\d+/g) ?? []).map(Number);

async function csvRows(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#heat-csv').click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  const [, ...rows] = text.trim().split('\n');
  return rows.map((r) => r.split(',').map(Number));
}

/** The value of a legend name (`a + b`, `2a`) for the set `[a, b, …]`, or null for "none". */
function sumOf(name, set) {
  const letter = (l) => set['abcd'.indexOf(l)];
  const two = name.match(/^2([abcd])$/);
  if (two) return 2 * letter(two[1]);
  const pair = name.match(/^([abcd]) \+ ([abcd])$/);
  return pair ? letter(pair[1]) + letter(pair[2]) : null;
}

/** Cells per legend category of `rows` ([a, b, preperiod, period]): the first sum equal to the period. */
function counted(names, rows) {
  const counts = Object.fromEntries(names.map((n) => [n, 0]));
  for (const row of rows) {
    const set = row.slice(0, 2);
    const period = row[3];
    const name = names.find((n) => sumOf(n, set) === period) ?? names.find((n) => sumOf(n, set) === null);
    counts[name] += 1;
  }
  return counts;
}

async function legendCounts(page) {
  const items = page.getByTestId('legend').locator('li');
  return Object.fromEntries(
    await items.evaluateAll((lis) => lis.map((li) => [li.dataset.category, Number(li.dataset.grid)])),
  );
}

async function readOut(page, x, y) {
  await page.getByTestId('heatmap').hover({ position: await cellCentre(page, x, y) });
  return page.getByTestId('cell-info');
}

test('only primitive sets: the box, the link, the read-out, the counts, and back', async ({ page }) => {
  const errors = await open(page, '?view=heatmap&dims=2&max=40&metric=sum');
  const box = page.getByTestId('primitive');
  await expect(box).not.toBeChecked();
  await expect(box.locator('xpath=..')).toContainText('Only primitive sets (gcd 1)');
  const rows = await csvRows(page);
  expect(rows.length).toBe((40 * 39) / 2);
  const names = Object.keys(await legendCounts(page));
  expect(names.length).toBeGreaterThan(1);
  expect(await legendCounts(page)).toEqual(counted(names, rows));
  await expect(await readOut(page, 2, 4)).toContainText('{2, 4}: preperiod');

  // Tick: the link says so, {2, 4} = 2·{1, 2} is not shown, the counts are the CSV's primitive rows.
  await box.check();
  await expect(page).toHaveURL(/primitive=1/);
  await expect(await readOut(page, 2, 4)).toContainText('{2, 4} = 2·{1, 2}: not primitive (gcd 2)');
  await expect(await readOut(page, 3, 4)).toContainText('{3, 4}: preperiod');
  const primitiveRows = rows.filter((r) => gcdOf(r.slice(0, 2)) === 1);
  expect(primitiveRows.length).toBeLessThan(rows.length);
  await expect.poll(() => legendCounts(page)).toEqual(counted(names, primitiveRows));
  // Extremes and records: primitive sets alone.
  const extremes = page.locator('#heat-extremes-list a');
  await expect(extremes.first()).toBeVisible();
  await expect.poll(async () => (await extremes.allTextContents()).filter((game) => gcdOf(elements(game)) !== 1)).toEqual([]);
  const longest = Math.max(...primitiveRows.map((r) => r[3]));
  await expect(page.locator('#heat-extremes-list li').first()).toContainText(String(longest));
  const dots = page.locator('#heat-records-plot [data-set]');
  await expect(dots.first()).toBeAttached();
  for (const set of await dots.evaluateAll((ds) => ds.map((d) => d.dataset.set))) {
    expect(gcdOf(elements(set)), set).toBe(1);
  }

  // Reload the link: still ticked, still not shown.
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(box).toBeChecked();
  await expect(await readOut(page, 2, 4)).toContainText('not primitive');

  // Untick: every set again.
  await box.uncheck();
  await expect(page).not.toHaveURL(/primitive=1/);
  await expect(await readOut(page, 2, 4)).toContainText('{2, 4}: preperiod');
  await expect.poll(() => legendCounts(page)).toEqual(counted(names, rows));
  expect(errors).toEqual([]);
});
