// 4-element sets on the heatmap: maps {a, b, c, d} with c and d fixed by two sliders, each a
// link, every cell's period the command line's.
import { test, expect } from '@playwright/test';
import { cellCentre, cliPeriod, cliRecords, open } from './helpers.js';

/** Hovers cell (x, y) and checks its read-out against `nimseq period` for `set`. */
async function readCell(page, x, y, set) {
  const { preperiod, period } = cliPeriod(`sub:${set.join(',')}`);
  // The read-out is of the map under the pointer when it moved: a map still being replaced
  // (a slider just moved) is read again once it is the new one.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('heatmap').hover({ position: await cellCentre(page, x, y) });
    await expect(page.getByTestId('cell-info')).toContainText(`{${set.join(', ')}}: preperiod ${preperiod}, period ${period}`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Moves a range input as a hand would: its value, then the input event. */
async function slide(page, selector, value) {
  await page.locator(selector).evaluate((input, v) => {
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

test('a 4-element map: sliders for c and d, each a link, cells as the command line says', async ({ page }) => {
  const errors = await open(page, '?view=heatmap&dims=4&max=30&slice=20&c=12');
  await expect(page.getByTestId('progress')).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('#heat-form [data-slice-name]')).toHaveText('d');
  await expect(page.locator('#heat-form [data-value-of="c"]')).toHaveText('12');
  await expect(page.locator('#heat-c')).toHaveAttribute('max', '19');
  await readCell(page, 3, 5, [3, 5, 12, 20]);
  await readCell(page, 2, 11, [2, 11, 12, 20]);

  // c = 9: the link says so, and the map is {a, b, 9, 20}.
  await slide(page, '#heat-c', 9);
  await expect(page).toHaveURL(/dims=4&max=30&slice=20&c=9/);
  await expect(page.locator('#heat-form [data-value-of="c"]')).toHaveText('9');
  await readCell(page, 4, 7, [4, 7, 9, 20]);
  // d = 25 keeps the chosen c.
  await slide(page, '#heat-slice', 25);
  await expect(page).toHaveURL(/slice=25&c=9/);
  await readCell(page, 1, 8, [1, 8, 9, 25]);

  // The link restores exactly this map.
  const url = page.url();
  const again = await page.context().newPage();
  await open(again, url.slice(url.indexOf('?')));
  await expect(again.locator('#heat-form [data-value-of="c"]')).toHaveText('9');
  await expect(again.locator('#heat-form [data-value-of="slice"]')).toHaveText('25');
  await expect(again.getByTestId('progress')).toBeHidden({ timeout: 30_000 });
  await readCell(again, 4, 7, [4, 7, 9, 25]);
  expect(errors).toEqual([]);
});

test('bad values of c, d and N are named, and the defaults used', async ({ page }) => {
  await open(page, '?view=heatmap&dims=4&max=30&slice=20&c=25');
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('“c=25” is above 19');
  await expect(page.locator('#heat-form [data-value-of="c"]')).toHaveText('19');
  await open(page, '?view=heatmap&dims=4&max=61');
  await expect(notice).toContainText('“max=61” is above 60');
  await open(page, '?view=heatmap&dims=4&max=30&slice=3');
  await expect(notice).toContainText('“slice=3” is below 4');
  await open(page, '?view=conjecture&dims=4');
  await expect(notice).toContainText('{a, b, c, d}');
});

test('every 4-element set with d <= 60 is computed in the workers, coloured by which sum', async ({ page }) => {
  const started = Date.now();
  await open(page, '?view=heatmap&dims=4&max=60&metric=sum&slice=60&c=40');
  await expect(page.getByTestId('progress')).toBeHidden({ timeout: 60_000 });
  console.log(`every {a, b, c, d} with d <= 60 (487,635 sets): done ${Date.now() - started} ms after navigation`);
  const names = await page.locator('#heat-legend [data-category]').evaluateAll((items) => items.map((i) => i.dataset.category));
  expect(names).toEqual(['a + b', 'a + c', 'a + d', 'b + c', 'b + d', 'c + d', '2a', '2b', '2c', '2d', 'none of these', 'ties (several sums)']);
  const grid = await page.locator('#heat-legend [data-category]').evaluateAll((items) => items.reduce((n, i) => n + Number(i.dataset.grid), 0));
  expect(grid).toBe(487_635);
  const slice = await page.locator('#heat-legend [data-category]').evaluateAll((items) => items.reduce((n, i) => n + Number(i.dataset.slice), 0));
  expect(slice).toBe((39 * 38) / 2);
  await readCell(page, 7, 30, [7, 30, 40, 60]);
});

test('a long 4-element grid shows its progress and can be cancelled', async ({ page }) => {
  await page.goto('./?view=heatmap&dims=4&max=60&cap=16777216');
  await expect(page.getByTestId('progress')).toBeVisible();
  await page.locator('#cancel').click();
  await expect(page.locator('#progress-label')).toHaveText(/Cancelled/);
  await expect(page.getByTestId('progress')).toBeHidden({ timeout: 5000 });
});

test('the record curve: one point per largest element, as nimseq records says, each opening its set', async ({ page }) => {
  await open(page, '?view=heatmap&dims=4&max=30');
  await expect(page.getByTestId('progress')).toBeHidden({ timeout: 30_000 });
  const points = page.locator('#heat-records-plot a');
  await expect(points).toHaveCount(27);
  const shown = await points.evaluateAll((links) => links.map((a) => ({ max: Number(a.dataset.max), period: Number(a.dataset.period), set: a.dataset.set, game: a.dataset.game })));
  const records = cliRecords(4, 30);
  expect(shown.map((p) => [p.max, p.period])).toEqual(records.map((r) => [r.max, r.period]));
  for (const [i, p] of shown.entries()) expect(records[i].sets[0]).toBe(p.set);
  const last = shown[shown.length - 1];
  await points.last().click();
  await expect(page).toHaveURL(new RegExp(`view=sequence&game=${last.game.replace(/[+]/g, '\\+')}`));
  await expect(page.getByTestId('period')).toHaveText(String(last.period));
});
