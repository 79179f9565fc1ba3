// Figure downloads at a chosen size: the heatmap's, the atlas map's and the overview's PNG and
// SVG are as wide and high as the width, height and scale fields ask (as `nimseq plot`), and a
// size that cannot be drawn is said, not downloaded.
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

test.describe.configure({ timeout: 120_000 });

/** The bytes of the download a click starts. */
async function downloaded(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(button).click()]);
  return { name: file.suggestedFilename(), body: Buffer.concat(await (await file.createReadStream()).toArray()) };
}

/** `[width, height]` of a PNG file. */
function pngSize(body) {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

/** `[width, height]` an SVG document says it has. */
function svgSize(body) {
  const text = body.toString();
  return [Number(text.match(/ width="(\d+)"/)[1]), Number(text.match(/ height="(\d+)"/)[1])];
}

async function setSize(page, box, { width = '', height = '', scale = '1' }) {
  const group = page.getByTestId(box);
  await group.locator('[data-size=width]').fill(width);
  await group.locator('[data-size=height]').fill(height);
  await group.locator('[data-size=scale]').fill(scale);
  return group.locator('[data-size=text]');
}

test('the heatmap downloads at the size asked for, its legend counting the slice', async ({ page }) => {
  await open(page, '?view=heatmap&dims=3&max=30&slice=30&metric=sum');
  // Nothing typed: the figure's own size, said beside the fields.
  await expect(page.getByTestId('heat-size').locator('[data-size=text]')).toHaveText('1000 × 840 pixels (1000 × 840 at scale 1, 96 dpi)');
  // The fields' bounds are the ones Rust checks a size against (nimseq_page::field_limits).
  const bounds = await page.getByTestId('heat-size').locator('[data-size]:is(input)').evaluateAll((fields) => fields.map((f) => [f.dataset.size, f.min, f.max]));
  expect(bounds).toEqual([
    ['width', '200', '8000'],
    ['height', '100', '8000'],
    ['scale', '0.5', '8'],
  ]);
  const said = await setSize(page, 'heat-size', { width: '600', scale: '2' });
  await expect(said).toHaveText('1200 × 880 pixels (600 × 440 at scale 2, 192 dpi)');
  const png = await downloaded(page, '#heat-png');
  expect(png.name).toMatch(/\.png$/);
  expect(pngSize(png.body)).toEqual([1200, 880]);
  const svg = await downloaded(page, '#heat-svg');
  expect(svgSize(svg.body)).toEqual([1200, 880]);
  const text = svg.body.toString();
  expect(text).toContain('which sum the period is of {a, b, 30}');
  // The figure's legend counts the 406 sets of the slice c = 30, as the page's list does: a
  // line for each sum some set has, and the ties (several sums at once) on lines of their own.
  const number = (m) => Number(m[1].replace(/,/g, ''));
  const counts = Object.fromEntries(
    [...text.matchAll(/\n(a \+ b|a \+ c|b \+ c|2a|2b|2c|none of these) \(([\d,]+)\)/g)].map((m) => [m[1], number(m.slice(1))]),
  );
  const ties = [...text.matchAll(/\ntie: [^(\n]*\(([\d,]+)\)/g)].reduce((n, m) => n + number(m), 0);
  expect(Object.values(counts).reduce((a, b) => a + b, 0) + ties).toBe(406);
  const listed = await page.getByTestId('legend').locator('li').evaluateAll((items) => items.map((li) => [li.dataset.category, Number(li.dataset.slice)]));
  for (const [name, slice] of listed) {
    if (name === 'ties (several sums)') expect(ties).toBe(slice);
    else expect(counts[name] ?? 0).toBe(slice);
  }
  expect(Object.keys(counts).length).toBe(listed.filter(([name, n]) => n > 0 && name !== 'ties (several sums)').length);

  // A height of one's own, and a size too large to draw: said, and nothing downloaded.
  await setSize(page, 'heat-size', { width: '800', height: '500', scale: '1' });
  expect(svgSize((await downloaded(page, '#heat-svg')).body)).toEqual([800, 500]);
  await expect(await setSize(page, 'heat-size', { width: '8000', scale: '8' })).toContainText('too large');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.locator('#heat-png').click();
  await expect(page.getByTestId('notice')).toContainText('too large');
  expect(downloads).toBe(0);
});

test('the atlas map and the overview download at the size asked for', async ({ page }) => {
  await open(page, '?view=atlas&digits=1&cap=1024', { timeout: 60_000 });
  await setSize(page, 'atlas-size', { width: '400', scale: '3' });
  const png = await downloaded(page, '#atlas-png');
  const [w, h] = pngSize(png.body);
  expect(w).toBe(1200);
  const svg = await downloaded(page, '#atlas-svg');
  expect(svgSize(svg.body)).toEqual([w, h]);
  expect(svg.body.toString()).toContain('Octal codes 0.d1 (7 codes');

  await open(page, '?game=sub:2,4,7');
  const saidOverview = await setSize(page, 'seq-size', { width: '700', scale: '2' });
  // The size said beside the fields (the figure's legend and note under the plot included).
  await expect(saidOverview).toHaveText(/^1400 × \d+ pixels/);
  const [, pw, ph] = (await saidOverview.textContent()).match(/^(\d+) × (\d+) pixels/);
  expect(Number(pw)).toBe(1400);
  const overview = await downloaded(page, '#seq-overview-png');
  expect(pngSize(overview.body)).toEqual([1400, Number(ph)]);
  const vector = await downloaded(page, '#seq-overview-svg');
  expect(svgSize(vector.body)).toEqual([1400, Number(ph)]);
  expect(vector.body.toString()).toContain('sub:2,4,7');
});

test('the atlas says which values it compared, and finds sequences equal up to a shift', async ({ page }) => {
  await open(page, '?view=atlas&digits=2&cap=4096', { timeout: 90_000 });
  const groups = page.getByTestId('atlas-groups');
  await expect(groups).toContainText('0.6 = 0.61 = 0.62 = 0.63 (equal on G(0) … G(4095); not compared further)');
  await expect(groups).toContainText('0.4 = 0.42 (equal for every n: certified with preperiod 54 and period 34');
  await expect(page.getByTestId('atlas-shifted')).toContainText('G = 0.4, H = 0.07: G(n + 1) = H(n) for every n');
});
