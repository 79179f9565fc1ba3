// The atlas view: the two-digit atlas renders with every cell resolved or marked, a cell's
// read-out matches `nimseq period` for that code, a link restores the view, and a cell opens
// its sequence.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open } from './helpers.js';

// The atlases take their time on a slow or shared machine (two test workers share two cores):
// generous waits, so that only a wrong answer fails.
test.describe.configure({ timeout: 180_000 });
const READY = 120_000;

/** The command line built by `cargo test` (debug), if present. */
const CLI = new URL('../../../target/debug/nimseq', import.meta.url).pathname;

test('the two-digit atlas: every cell resolved or marked, read-outs as the command line says', async ({ page }) => {
  const errors = await open(page, '?view=atlas&digits=2&cap=65536', { timeout: READY });
  const cells = page.getByTestId('atlas-cell');
  await expect(cells).toHaveCount(63);
  // Every cell is computed: certified, or marked as not certified within the cap.
  expect(await cells.evaluateAll((nodes) => nodes.filter((n) => n.dataset.done !== '1').length)).toBe(0);
  await expect(page.getByTestId('atlas-summary')).toContainText('63 of 63 codes computed (cap 65536)');
  await expect(page.getByTestId('atlas-summary')).toContainText('0 disagree');
  const legend = page.getByTestId('atlas-legend');
  await expect(legend).toContainText('certified, agrees with the literature');
  await expect(legend).toContainText('unsolved (no period within the cap)');

  // Dawson's Kayles: the read-out and the command line agree.
  const dawson = page.locator('[data-testid="atlas-cell"][data-code="0.07"]');
  await dawson.click();
  const readout = page.getByTestId('atlas-readout');
  await expect(readout).toContainText("0.07 (Dawson's Kayles)");
  await expect(readout).toContainText('preperiod 53, period 34');
  await expect(readout).toContainText('literature: agrees (as 0.4): 52/34 printed, 53/34 here');
  // Czajka counts from the heap below the first move: the read-out says so, with both numbers.
  await expect(readout).toContainText('beside the tables: czajka-trivial counts 0.4 from heap 2, heap 1 here: its 52 is 53 here');
  if (existsSync(CLI)) {
    const report = JSON.parse(execFileSync(CLI, ['period', 'octal:0.07', '--json'], { encoding: 'utf8' }));
    await expect(readout).toContainText(`preperiod ${report.preperiod}, period ${report.period}`);
    await expect(readout).toContainText(`largest value ${report.max_value}`);
  }
  // An unresolved cell says how far it was searched, and offers to search further.
  await page.locator('[data-testid="atlas-cell"][data-code="0.6"]').click();
  await expect(readout).toContainText('no period up to 65535');
  await expect(readout).toContainText('literature: unsolved');
  await expect(page.getByTestId('atlas-further')).toContainText('to 262,144 values');
  // One click searches it four times as far, in a worker; the cell is replaced.
  await page.getByTestId('atlas-further').click();
  await expect(readout).toContainText('no period up to 262143', { timeout: 30_000 });
  await expect(page.getByTestId('atlas-further')).toContainText('to 1,048,576 values');

  // Equal sequences are grouped.
  await expect(page.getByTestId('atlas-groups')).toContainText('0.4 = 0.42');

  // The table sorts by period, longest first.
  await page.locator('#atlas-table [data-sort="period"]').click();
  await page.locator('#atlas-table [data-sort="period"]').click();
  await expect(page.locator('#atlas-table tbody tr').first()).toContainText('34');

  // Downloads: the table as CSV (the command line's columns), the map as SVG and PNG.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('#atlas-csv').click()]);
  expect(csv.suggestedFilename()).toBe('nimseq-atlas-2-cap-65536.csv');
  const text = await (await csv.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trim().split('\n');
  expect(lines).toHaveLength(64);
  expect(lines[0]).toMatch(/^code,status,preperiod,period,certificate_until/);
  const [svg] = await Promise.all([page.waitForEvent('download'), page.locator('#atlas-svg').click()]);
  expect(svg.suggestedFilename()).toMatch(/\.svg$/);
  const [png] = await Promise.all([page.waitForEvent('download'), page.locator('#atlas-png').click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);

  // A second click opens the sequence view.
  await dawson.click();
  await dawson.click();
  await expect(page).toHaveURL(/\?game=octal:0\.07$/);
  await expect(page.getByTestId('period')).toHaveText(/^34\b/);
  expect(errors).toEqual([]);
});

test('the read-out names the first heap of the count in German and French, and the 4.-codes are in the tables', async ({ page }) => {
  const readout = page.getByTestId('atlas-readout');
  const summary = page.getByTestId('atlas-summary');
  for (const [lang, digits, code, words] of [
    ['de', 3, '0.044', 'czajka-trivial zählt ab Haufen 3: dort 211, hier 214'],
    ['fr', 2, '0.07', 'czajka-trivial compte 0.4 à partir de son tas 2, le tas 1 ici'],
  ]) {
    await open(page, `?view=atlas&digits=${digits}&cap=4096&lang=${lang}`, { timeout: READY });
    const total = digits === 3 ? 511 : 63;
    await expect(page.locator('[data-testid="atlas-cell"][data-done="1"]')).toHaveCount(total, { timeout: 60_000 });
    await page.locator(`[data-testid="atlas-cell"][data-code="${code}"]`).click();
    await expect(readout).toContainText(words);
  }
  await open(page, '?view=atlas&digits=3&d0=4&cap=4096', { timeout: READY });
  await expect(page.locator('[data-testid="atlas-cell"][data-done="1"]')).toHaveCount(512, { timeout: 60_000 });
  await page.locator('[data-testid="atlas-cell"][data-code="4.445"]').click();
  await expect(readout).toContainText('agrees (as 4.444): 142/24 printed, 143/24 here');
  await expect(readout).toContainText('czajka-trivial counts 4.444 from heap 1, heap 1 here: its 142 is 143 here');
  await expect(summary).toContainText('0 disagree');
});

test('a link restores the atlas with its colouring, and the keyboard walks the codes', async ({ page }) => {
  await open(page, '?view=atlas&digits=2&cap=4096&colour=period');
  await expect(page.locator('#atlas-metric')).toHaveValue('period');
  await expect(page.locator('#atlas-digits')).toHaveValue('2');
  await expect(page.locator('#atlas-cap')).toHaveValue('4096');
  await expect(page.getByTestId('atlas-legend')).toContainText('period 0');
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: READY });
  await expect(page.locator('#atlas-metric')).toHaveValue('period');
  await expect(page).toHaveURL(/\?view=atlas&cap=4096&digits=2&colour=period$/);
  // Keyboard: focus a code, arrow to its neighbour, Space reads it.
  await page.locator('[data-testid="atlas-cell"][data-code="0.11"]').focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[data-testid="atlas-cell"][data-code="0.12"]')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.getByTestId('atlas-readout')).toContainText('0.12');
  // Another view and back keeps the colouring (the heatmap's metric is a choice of its own).
  await page.getByRole('tab', { name: 'Heatmap' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: READY });
  await page.getByRole('tab', { name: 'Atlas' }).click();
  await expect(page.locator('#atlas-metric')).toHaveValue('period');
  await expect(page.getByTestId('notice')).toBeHidden();
  // Changing the colouring keeps the computed atlas.
  await page.locator('#atlas-metric').selectOption('status');
  await expect(page).toHaveURL(/\?view=atlas&cap=4096&digits=2&colour=status$/);
  await expect(page.getByTestId('atlas-cell')).toHaveCount(63);
});

test('an atlas left half-way goes on computing; Cancel keeps the codes computed', async ({ page }) => {
  await page.goto('./?view=atlas&digits=3&cap=4096');
  const summary = page.getByTestId('atlas-summary');
  await expect(page.getByTestId('atlas-cell')).toHaveCount(511);
  await page.getByRole('tab', { name: 'Play' }).click();
  await page.getByRole('tab', { name: 'Atlas' }).click();
  await expect(summary).toContainText('511 of 511 codes computed', { timeout: 120_000 });
  await expect(summary).toContainText('0 disagree');
  // The page shares rows between codes proven the same game (most codes are not sent to a
  // worker): its table is the command line's, byte for byte.
  if (existsSync(CLI)) {
    const [csv] = await Promise.all([page.waitForEvent('download'), page.locator('#atlas-csv').click()]);
    const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
    const cli = execFileSync(CLI, ['atlas', '--digits', '3', '--cap', '4096'], { encoding: 'utf8' });
    expect(text.trim()).toBe(cli.trim());
  }

  await page.goto('./?view=atlas&digits=3&cap=8192');
  await expect(summary).toContainText(/^([1-9]\d*) of 511 codes computed/, { timeout: 60_000 });
  await page.locator('#cancel').click();
  // The units already sent finish (redraws come at most five times a second): wait until the
  // count holds still.
  const count = async () => Number((await summary.textContent()).match(/^(\d+) of 511/)[1]);
  let computed = -1;
  await expect
    .poll(
      async () => {
        const now = await count();
        const still = now === computed;
        computed = now;
        return still;
      },
      { intervals: [700], timeout: 15_000 },
    )
    .toBe(true);
  expect(computed).toBeLessThan(511);
  // Still stopped after a moment and after another colouring.
  await page.locator('#atlas-metric').selectOption('maxvalue');
  await page.waitForTimeout(1500);
  expect(await count()).toBe(computed);
  await expect(page.locator('[data-testid="atlas-cell"][data-done=""]').first()).toBeVisible();
});
