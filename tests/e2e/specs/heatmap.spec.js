import { test, expect } from '@playwright/test';
import { cellCentre, open, sharedPage } from './helpers.js';

// The first test opens its link; the others follow theirs in one loaded page.
const shared = sharedPage(test);

test('a 200 x 200 heatmap is drawn, and hovering a cell reads it', async ({ page }) => {
  const started = Date.now();
  const errors = await open(page, '?view=heatmap&dims=2&max=200');
  console.log(`200 x 200 (a,b) heatmap: ready ${Date.now() - started} ms after navigation`);
  const point = await cellCentre(page, 2, 7);
  await page.getByTestId('heatmap').hover({ position: point });
  await expect(page.getByTestId('cell-info')).toContainText('{2, 7}: preperiod 0, period 9');
  expect(errors).toEqual([]);
});

test('clicking a cell opens its sequence', async () => {
  const page = shared.page;
  await shared.show('?view=heatmap&dims=2&max=30');
  const point = await cellCentre(page, 3, 9);
  await page.getByTestId('heatmap').click({ position: point });
  await expect(page).toHaveURL(/view=sequence&game=sub:3,9/);
  await expect(page.getByTestId('period')).toHaveText('6');
});

test('the keyboard moves through cells and opens one', async () => {
  const page = shared.page;
  await shared.show('?view=heatmap&dims=2&max=20');
  await page.getByTestId('heatmap').focus();
  await expect(page.getByTestId('cell-info')).toContainText('{1, 2}');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('cell-info')).toContainText('{2, 3}: preperiod 0, period 5');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/game=sub:2,3/);
});

test('slices of 3-element sets, with a choice of axes', async () => {
  const page = shared.page;
  await shared.show('?view=heatmap&dims=3&max=12&axes=ac&slice=4&metric=preperiod');
  const point = await cellCentre(page, 2, 7);
  await page.getByTestId('heatmap').hover({ position: point });
  await expect(page.getByTestId('cell-info')).toContainText('{2, 4, 7}: preperiod 8, period 3');
  await page.locator('#heat-axes').selectOption('ab');
  // Other axes make the slice fix another element: it starts again from its default.
  await expect(page).toHaveURL(/axes=ab&metric=preperiod$/);
  await expect(page.locator('#heat-form [data-value-of="slice"]')).toHaveText('12');
  await expect(page.locator('#heat-form [data-slice-name]')).toHaveText('c');
});

test('a slice past 100 stays as the link chose it, on the slider and through Draw', async () => {
  const page = shared.page;
  // A slider clamps a value set before its range to 100: the thumb showed c = 100 under the
  // words "c = 120", and Draw sent slice=100.
  await shared.show('?view=heatmap&dims=3&max=150&slice=120');
  await expect(page.locator('#heat-form [data-value-of="slice"]')).toHaveText('120');
  await expect(page.locator('#heat-slice')).toHaveValue('120');
  await page.locator('#heat-form').getByRole('button', { name: 'Draw' }).click();
  await expect(page).toHaveURL(/slice=120/);
  await expect(page.locator('#heat-slice')).toHaveValue('120');
});

test('theory colouring says where the closed forms fail', async () => {
  const page = shared.page;
  await shared.show('?view=heatmap&dims=3&max=9&slice=7&metric=theory');
  const point = await cellCentre(page, 3, 5);
  await page.getByTestId('heatmap').hover({ position: point });
  await expect(page.getByTestId('cell-info')).toContainText('{3, 5, 7}');
  await expect(page.getByTestId('cell-info')).toContainText('Theorem 4.9 predicts period 2 ✗');
});

test('long work shows progress and can be cancelled', async ({ page }) => {
  await page.goto('./?view=heatmap&dims=3&max=200&cap=1048576');
  await expect(page.getByTestId('progress')).toBeVisible();
  await page.locator('#cancel').click();
  await expect(page.locator('#progress-label')).toHaveText(/Cancelled/);
  await expect(page.getByTestId('progress')).toBeHidden({ timeout: 5000 });
  // The page still answers: switch to the sequence view.
  await page.getByRole('tab', { name: 'Sequence' }).click();
  await expect(page.getByTestId('period')).toHaveText('3');
  // A grid after the cancelled one gets the workers back as their last answers arrive.
  await page.evaluate(() => {
    delete document.body.dataset.ready;
    history.pushState(null, '', '?view=heatmap&dims=2&max=60');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
});

test('exports download the grid', async () => {
  const page = shared.page;
  await shared.show('?view=heatmap&dims=2&max=10');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('#heat-csv').click()]);
  const text = await (await csv.createReadStream()).toArray();
  const body = Buffer.concat(text).toString();
  expect(body.startsWith('a,b,preperiod,period\n1,2,0,3\n')).toBe(true);
  const [svg] = await Promise.all([page.waitForEvent('download'), page.locator('#heat-svg').click()]);
  const svgBody = Buffer.concat(await (await svg.createReadStream()).toArray()).toString();
  expect(svgBody).toContain('<svg');
  expect(svgBody).toContain('period of {a, b}, b ≤ 10');
});
