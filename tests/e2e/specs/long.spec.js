// Long sequences: the search finds the period on its own, the overview shows every computed
// value, positions are navigable and in the link, partial results survive Cancel, downloads
// take any stretch. Values are checked against the command line (built by `cargo test`).
import { test, expect } from '@playwright/test';
import { cli, open, sharedPage } from './helpers.js';

// The first test opens its link; the others follow theirs in one loaded page.
const shared = sharedPage(test);

test('0.16 opened without a limit reaches its certified period on its own', async ({ page }) => {
  const started = Date.now();
  const errors = await open(page, '?game=octal:0.16');
  await expect(page.getByTestId('period')).toHaveText('149459');
  await expect(page.getByTestId('preperiod')).toHaveText('105351');
  console.log(`long: octal 0.16 without a limit, certified ${Date.now() - started} ms after navigation`);
  await expect(page.getByTestId('search-further')).toBeHidden();
  await expect(page.locator('#game-limit')).toHaveValue('auto');
  expect(errors).toEqual([]);
});

test('a link to a position opens there, and the value is the command line’s', async () => {
  const page = shared.page;
  await shared.show('?game=octal:0.16&at=200000');
  const [value] = cli('octal:0.16', 200000, 200000);
  await expect(page.getByTestId('overview-readout')).toHaveText(new RegExp(`^G\\(200000\\) = ${value}:`));
  const cell = page.getByTestId('sequence-table').locator('td[data-n="200000"]');
  await expect(cell).toHaveText(String(value));
  await expect(cell).toHaveClass(/\bat\b/);
  await expect(page.getByTestId('goto')).toHaveValue('200000');
  // Paging moves the position, and the link follows.
  await page.getByTestId('rows-on').click();
  await expect(page).toHaveURL(/at=200580$/);
  await expect(page.getByTestId('sequence-table').locator('td[data-n="200580"]')).toHaveClass(/\bat\b/);
  // The period's first value: the jump.
  await page.getByTestId('jump-period').click();
  await expect(page).toHaveURL(/at=105351$/);
});

test('the overview reads the value under the pointer, before and after zooming', async () => {
  const page = shared.page;
  await shared.show('?game=octal:0.16');
  const canvas = page.getByTestId('overview');
  const box = await canvas.boundingBox();
  const plot = (await canvas.getAttribute('data-plot')).split(',').map(Number);
  const expected = cli('octal:0.16', 0, Number(await canvas.getAttribute('data-to')) - 1);
  const check = async (fraction) => {
    const x = plot[0] + fraction * (plot[2] - plot[0]);
    await canvas.hover({ position: { x, y: box.height / 2 } });
    const readout = page.getByTestId('overview-readout');
    await expect(readout).toHaveAttribute('data-n', /\d+/);
    const n = Number(await readout.getAttribute('data-n'));
    await expect(readout).toHaveText(new RegExp(`^G\\(${n}\\) = ${expected[n]}:`));
    return n;
  };
  for (const f of [0.05, 0.33, 0.71, 0.98]) await check(f);
  // Zoom in around the middle with the wheel: the read-out follows the window.
  await canvas.hover({ position: { x: (plot[0] + plot[2]) / 2, y: box.height / 2 } });
  await page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__longest = Math.max(window.__longest, e.duration)))).observe({ type: 'longtask' });
  });
  for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, -200);
  await expect.poll(async () => Number(await canvas.getAttribute('data-to')) - Number(await canvas.getAttribute('data-from'))).toBeLessThan(100_000);
  for (const f of [0.2, 0.8]) await check(f);
  const task = await page.evaluate(() => window.__longest);
  // Printed, not asserted: long tasks are those over 50 ms, so 0 means none.
  console.log(`long: longest main-thread task (over 50 ms) while zooming the overview of 509,622 values: ${Math.round(task)} ms; last draw ${await canvas.getAttribute('data-draw-ms')} ms`);
  // Keys: Home goes to the start; the reset shows the whole range again.
  await canvas.focus();
  await page.keyboard.press('Home');
  await expect(canvas).toHaveAttribute('data-from', '0');
  await page.getByTestId('overview-reset').click();
  await expect.poll(async () => Number(await canvas.getAttribute('data-to'))).toBeGreaterThan(500_000);
});

test('a long B(S) is folded to its shape, and the overview stays near the top', async () => {
  const page = shared.page;
  await shared.show('?game=sub:57,142,198');
  const b = page.getByTestId('b-string');
  await expect(b.locator('details summary')).toContainText('characters: a prefix of');
  expect((await b.boundingBox()).height).toBeLessThan(120);
  // Above the overview: less than a screenful, besides the two folded strings.
  const top = (await page.getByTestId('overview').boundingBox()).y;
  const folded = (await b.boundingBox()).height + (await page.locator('#seq-e').boundingBox()).height;
  expect(top).toBeLessThan(page.viewportSize().height + folded);
  await b.locator('summary').click();
  await expect(b.locator('.full')).toBeVisible();
});

test('Cancel keeps the values computed, and searching further goes on from them', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?game=octal:0.6&limit=5000000');
  await expect(page.getByTestId('progress')).toBeVisible();
  await expect.poll(async () => Number((await page.getByTestId('period').textContent()).replace(/\D/g, '')), { timeout: 30_000 }).toBeGreaterThan(50_000);
  // While it runs the table keeps its rows, and its caption counts the values as they come.
  const table = page.getByTestId('sequence-table');
  const caption = table.locator('caption');
  const counted = async () => Number((await caption.textContent()).match(/of ([\d,]+) computed$/)?.[1].replace(/,/g, '') ?? 0);
  await expect(caption).toHaveText(/^G\(n\) for n = 0 … 399 of [\d,]+ computed$/);
  const first = await counted();
  await expect.poll(counted).toBeGreaterThan(first);
  await expect(table.locator('td[data-n="399"]')).toHaveText(String(cli('octal:0.6', 399, 399)[0]));
  await expect(page.getByTestId('rows-on')).toBeEnabled();
  // Beside the progress, the time left at the pace fitted so far, once the search has run a while.
  await expect(page.locator('#progress-label')).toHaveText(/: [\d,]+ values so far, about \d+ (s|min) left…$/, { timeout: 15_000 });
  await page.locator('#cancel').click();
  await expect(page.getByTestId('period')).toHaveText(/^none found up to \d+$/);
  const stopped = Number((await page.getByTestId('period').textContent()).replace(/\D/g, ''));
  await expect(page.getByTestId('search-further')).toContainText('cancelled');
  await expect(page.getByTestId('overview')).toHaveAttribute('data-to', String(stopped + 1));
  await expect(table.locator('td[data-n="0"]')).toHaveText('0');
  // The largest value is the command line's over the values kept.
  const kept = cli('octal:0.6', 0, stopped);
  const expected = kept.reduce((a, b) => Math.max(a, b), 0);
  await expect(page.getByTestId('largest-value')).toHaveText(
    `${expected} (among the values computed, first at n = ${kept.indexOf(expected)})`,
  );
  // Search further: the count goes on from where it stopped.
  await page.getByTestId('search-4n').click();
  await expect(page).toHaveURL(/limit=\d+/);
  await expect.poll(async () => Number(((await page.getByTestId('preperiod').textContent()).match(/\((\S+) values/)?.[1] ?? '0').replace(/,/g, ''))).toBeGreaterThanOrEqual(stopped + 1);
  await page.locator('#cancel').click();
  await expect(page.getByTestId('period')).toHaveText(/^none found up to \d+$/);
  expect(Number((await page.getByTestId('period').textContent()).replace(/\D/g, ''))).toBeGreaterThan(stopped);
});

test('a search that stops short of its certificate names the candidate and the search that certifies it', async () => {
  const page = shared.page;
  // 0.16 to 450,000: the period 149459 from 105351 shows over a whole period, but Guy–Smith
  // compares values up to 2e + 2p + k - 1 = 509,621.
  const errors = await shared.show('?game=octal:0.16&limit=450000');
  await expect(page.getByTestId('period')).toHaveText('none found up to 450000');
  const candidate = page.getByTestId('candidate');
  await expect(candidate).toHaveText(
    'Candidate preperiod 105351, period 149459 holds on all computed values; searching to n = 509621 certifies it if it still holds there (the certificate compares values up to 509621).',
  );
  const settle = page.getByTestId('search-certify');
  await expect(settle).toHaveText(/^Search further to certify it: up to n = 509,621/);
  await settle.click();
  await expect(page).toHaveURL(/limit=509621/);
  await expect(page.getByTestId('period')).toHaveText('149459');
  await expect(page.getByTestId('preperiod')).toHaveText('105351');
  await expect(page.getByTestId('search-further')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a position past the values computed offers to compute it', async () => {
  const page = shared.page;
  await shared.show('?game=sub:2,4,7&at=5000000');
  const note = page.locator('#seq-goto-note');
  await expect(note).toContainText('not computed yet');
  await expect(note).toContainText('The period is certified');
  await expect(note.getByRole('button', { name: /Compute up to/ })).toBeVisible();
});

test('downloads take any stretch, with a heading naming the certificate', async () => {
  const page = shared.page;
  await shared.show('?game=octal:0.16');
  await page.getByTestId('export-from').fill('149999');
  await page.getByTestId('export-to').fill('150003');
  // Moving the position keeps what the user typed.
  await page.getByTestId('rows-on').click();
  await expect(page).toHaveURL(/at=/);
  await expect(page.getByTestId('export-from')).toHaveValue('149999');
  await expect(page.getByTestId('export-to')).toHaveValue('150003');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#seq-csv').click()]);
  const text = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trim().split('\n');
  expect(lines[0]).toMatch(/^# octal:0\.16, normal rule: preperiod 105351, period 149459 \(Guy–Smith/);
  expect(lines[1]).toBe('n,value,outcome');
  const values = cli('octal:0.16', 149999, 150003);
  expect(lines.slice(2).map((l) => Number(l.split(',')[1]))).toEqual(values);
  // A stretch past the values computed is refused in words.
  await page.getByTestId('export-to').fill('99999999');
  await page.locator('#seq-csv').click();
  await expect(page.getByTestId('notice')).toContainText('past the values computed so far');
});
