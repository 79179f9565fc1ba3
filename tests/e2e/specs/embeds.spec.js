// Embeds in course notes: the embed dialog's code at each size, pasted into a notes page 800 px
// wide on another origin. In every frame no element overflows its box and the facts (or the
// board) are visible without scrolling the frame; with the host's three lines, the frame takes
// the height of its content.
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

test.use({ viewport: { width: 800, height: 900 } });

/**
 * The notes' address: another origin than the page's (`localhost` against `127.0.0.1`), served
 * from this machine (Chromium keeps pages it does not know to be local from framing local ones,
 * so the notes are written into a page the test server answered).
 */
const notesUrl = (page) => {
  const base = new URL(page.url());
  return `http://localhost:${base.port}/notes/week-3.html`;
};

/** A page of course notes around the embed code, served from another origin. */
async function notesPage(page, code, hostScript = '') {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Week 3: Kayles</title>
    <style>body { font: 16px/1.6 Georgia, serif; max-width: 760px; margin: 0 auto; padding: 12px 20px; }</style></head>
    <body><h1>Week 3: octal games</h1><p>Dawson's Kayles is the octal game 0.07: a move knocks down two adjacent pins.
    Its nim-sequence is eventually periodic; the frame below computes it.</p>${code}
    <p>Exercise: find the first P-position after the preperiod.</p>${hostScript}</body></html>`;
  await page.goto(notesUrl(page));
  await page.setContent(html);
  const frame = page.frameLocator('iframe[data-nimseq]');
  await expect(frame.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  return frame;
}

/** The embed dialog's code for the page's view at `size`, leaving out the parts not in `parts`. */
async function embedCode(page, size, parts = null) {
  await page.getByTestId('embed').click();
  await page.locator(`input[name="embed-size"][value="${size}"]`).check();
  if (parts) {
    for (const box of await page.locator('#embed-parts input:not([disabled])').all()) {
      if (parts.includes(await box.getAttribute('value'))) await box.check();
      else await box.uncheck();
    }
  }
  const code = await page.getByTestId('embed-code').inputValue();
  const host = await page.locator('#embed-host').textContent();
  await page.locator('#embed-close').click();
  return { code, host };
}

/** Elements wider than the frame that no scrolling box of their own contains. */
function overflowing() {
  const width = document.documentElement.clientWidth;
  const scrolls = (node) => {
    for (let n = node.parentElement; n; n = n.parentElement) {
      const o = getComputedStyle(n).overflowX;
      if (o === 'auto' || o === 'scroll' || o === 'hidden') return true;
    }
    return false;
  };
  const out = [];
  for (const node of document.body.querySelectorAll('*')) {
    if (!node.getClientRects().length) continue;
    const r = node.getBoundingClientRect();
    if ((r.right > width + 1 || r.left < -1) && !scrolls(node)) out.push(`${node.tagName}#${node.id}.${node.className}`);
  }
  if (document.documentElement.scrollWidth > width + 1) out.push(`the page: ${document.documentElement.scrollWidth} > ${width}`);
  return out;
}

/** Whether an element lies wholly inside the frame's visible area. */
function visible(_root, selector) {
  const node = document.querySelector(selector);
  if (!node) return false;
  const r = node.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
}

for (const size of ['small', 'medium', 'large', 'full']) {
  test(`a sequence embed (${size}) fits its frame, facts in view`, async ({ page }, testInfo) => {
    await open(page, '?view=sequence&game=octal:0.07');
    const { code } = await embedCode(page, size);
    expect(code).toContain('data-nimseq');
    const frame = await notesPage(page, code);
    const inner = frame.locator('html');
    expect(await inner.evaluate(overflowing)).toEqual([]);
    for (const fact of ['#seq-preperiod', '#seq-period']) expect(await inner.evaluate(visible, fact), fact).toBe(true);
    await expect(frame.getByTestId('period')).toHaveText(/^34\b/);
    // The link back sits below the content: nothing covers the table.
    expect(await frame.locator('#backlink').evaluate((a) => getComputedStyle(a).position)).toBe('static');
    if (size === 'small') await testInfo.attach('sequence-embed-small-in-notes', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });

  test(`a board embed (${size}) fits its frame, board in view, and plays to the end`, async ({ page }, testInfo) => {
    await open(page, '?view=play&game=octal:0.07&heaps=8&hints=pn');
    const { code } = await embedCode(page, size, ['board']);
    expect(code).toContain('show=board');
    const frame = await notesPage(page, code);
    const inner = frame.locator('html');
    expect(await inner.evaluate(overflowing)).toEqual([]);
    expect(await inner.evaluate(visible, '#board')).toBe(true);
    await expect(frame.locator('#nimcalc')).toBeHidden();
    await expect(frame.locator('#play-setup')).toBeHidden();
    // Play to the end: "Play again" and "Swap sides" are there in the embed too.
    for (let turn = 0; turn < 12; turn += 1) {
      await expect(frame.getByTestId('status')).toHaveText(/turn|won/, { timeout: 10_000 });
      if (await frame.getByTestId('outcome').isVisible()) break;
      await frame.getByTestId('move').first().click();
    }
    await expect(frame.getByTestId('play-again')).toBeVisible();
    await expect(frame.getByTestId('swap-sides')).toBeVisible();
    expect(await inner.evaluate(overflowing)).toEqual([]);
    if (size === 'medium') await testInfo.attach('board-embed-medium-in-notes', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });
}

test("with the host's three lines the frame takes its content's height", async ({ page }) => {
  await open(page, '?view=sequence&game=octal:0.07');
  const { code, host } = await embedCode(page, 'medium');
  expect(host.trim().split('\n')).toHaveLength(4); // the three lines inside <script>…</script>
  await notesPage(page, code, host);
  const iframe = page.locator('iframe[data-nimseq]');
  const frame = page.frameLocator('iframe[data-nimseq]');
  const content = () => frame.locator('body').evaluate((b) => Math.ceil(b.getBoundingClientRect().height));
  await expect.poll(async () => (await iframe.boundingBox()).height, { timeout: 10_000 }).toBeGreaterThan(600);
  expect(Math.abs((await iframe.boundingBox()).height - (await content()))).toBeLessThanOrEqual(2);
});

test('the embed dialog previews the frame and writes the code', async ({ page }) => {
  await open(page, '?view=sequence&game=octal:0.07');
  await page.getByTestId('embed').click();
  const dialog = page.locator('#embed-dialog');
  await expect(dialog).toBeVisible();
  await page.locator('input[name="embed-size"][value="small"]').check();
  await page.locator('#embed-parts input[value="overview"]').uncheck();
  const code = await page.getByTestId('embed-code').inputValue();
  expect(code).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?view=sequence&amp;game=octal:0\.07&amp;embed=1&amp;show=facts,strip,table" width="360" height="440"/);
  const preview = page.frameLocator('#embed-preview');
  await expect(preview.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(preview.locator('section.overview')).toBeHidden();
  await expect(preview.getByTestId('period')).toHaveText(/^34\b/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page's own link is untouched by the dialog.
  await expect(page).toHaveURL(/\?view=sequence&game=octal:0\.07$/);
});
