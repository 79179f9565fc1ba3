// Embeds in course notes: the embed dialog's code at each size, pasted into a notes page 800 px
// wide on another origin, without the host's script (course sites often strip scripts). In
// every frame no element overflows its box and nothing scrolls inside the frame: the height
// the dialog measured shows the parts chosen, and on a board everything a whole game shows.
// With the host's three lines, the frame takes the height of its content.
import { test, expect } from '@playwright/test';
import { frameReady, open } from './helpers.js';

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
  return frameReady(page);
}

/**
 * The embed dialog's code for the page's view at `size`, showing `parts` (every part offered
 * stays as the dialog has it when null), once the preview has measured its height.
 */
async function embedCode(page, size, parts = null, theme = null) {
  await page.getByTestId('embed').click();
  await page.locator(`input[name="embed-size"][value="${size}"]`).check();
  if (parts) {
    for (const box of await page.locator('#embed-parts input:not([disabled])').all()) {
      if (parts.includes(await box.getAttribute('value'))) await box.check();
      else await box.uncheck();
    }
  }
  if (theme) await page.locator(`input[name="embed-theme"][value="${theme}"]`).check();
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
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

/** How far the frame's content reaches below the frame (0 when nothing scrolls inside it). */
const cutOff = () => Math.max(0, Math.ceil(document.body.getBoundingClientRect().bottom - innerHeight));

/** The height of the content laid out for a mouse and for a finger (`html.touch`), the taller. */
function bothLayouts(body) {
  const root = document.documentElement;
  const touch = root.classList.contains('touch');
  const now = Math.ceil(body.getBoundingClientRect().height);
  root.classList.toggle('touch', !touch);
  const other = Math.ceil(body.getBoundingClientRect().height);
  root.classList.toggle('touch', touch);
  return Math.max(now, other);
}

/** Whether an element lies wholly inside the frame's visible area. */
function visible(_root, selector) {
  const node = document.querySelector(selector);
  if (!node) return false;
  const r = node.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
}

for (const size of ['small', 'medium', 'large', 'full']) {
  test(`a sequence embed (${size}) shows its facts and table without scrolling, research material only when asked`, async ({ page }, testInfo) => {
    await open(page, '?view=sequence&game=octal:0.07');
    const { code } = await embedCode(page, size);
    expect(code).toContain('data-nimseq');
    expect(code).not.toContain('show=');
    const frame = await notesPage(page, code);
    const inner = frame.locator('html');
    expect(await inner.evaluate(overflowing)).toEqual([]);
    expect(await inner.evaluate(cutOff)).toBe(0);
    for (const part of ['#seq-preperiod', '#seq-period', '#seq-table', '#backlink']) expect(await inner.evaluate(visible, part), part).toBe(true);
    await expect(frame.getByTestId('period')).toHaveText(/^34\b/);
    // Facts and table only: no certificate, outcomes, theory, strip or overview.
    for (const hidden of ['#seq-certificate', '#seq-outcome', 'section.theory', '#strip', 'section.overview']) await expect(frame.locator(hidden)).toBeHidden();
    // The link back sits below the content: nothing covers the table.
    expect(await frame.locator('#backlink').evaluate((a) => getComputedStyle(a).position)).toBe('static');
    if (size === 'small') await testInfo.attach('sequence-embed-small-in-notes', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });

  test(`a board embed (${size}) keeps the board and its hint in the frame through a whole game`, async ({ page }, testInfo) => {
    await open(page, '?view=play&game=octal:0.77&heaps=8&hints=pn');
    const { code } = await embedCode(page, size, ['board']);
    expect(code).toContain('show=board');
    const frame = await notesPage(page, code);
    const inner = frame.locator('html');
    expect(await inner.evaluate(overflowing)).toEqual([]);
    await expect(frame.locator('#nimcalc')).toBeHidden();
    await expect(frame.locator('#play-setup')).toBeHidden();
    // Play to the end: at every turn the board, the hint and the link back are in the frame,
    // and at the end "Play again" and "Swap sides" too.
    for (let turn = 0; turn < 12; turn += 1) {
      await expect(frame.getByTestId('status')).toHaveText(/turn|won/, { timeout: 10_000 });
      expect(await inner.evaluate(cutOff), `turn ${turn}`).toBe(0);
      if (await frame.getByTestId('outcome').isVisible()) break;
      expect(await inner.evaluate(visible, '#board'), `turn ${turn}`).toBe(true);
      expect(await inner.evaluate(visible, '#hint'), `turn ${turn}`).toBe(true);
      await frame.getByTestId('move').first().click();
    }
    await expect(frame.getByTestId('play-again')).toBeVisible();
    await expect(frame.getByTestId('swap-sides')).toBeVisible();
    expect(await inner.evaluate(visible, '#play-end')).toBe(true);
    expect(await inner.evaluate(overflowing)).toEqual([]);
    if (size === 'medium') await testInfo.attach('board-embed-medium-in-notes', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  });
}

test('a frame made on a laptop fits a student\'s phone: finger-sized cells and buttons need no scrolling inside it', async ({ page, browser }) => {
  // The why panel and an exercise, as a teacher makes them with a mouse.
  const codes = [];
  await open(page, '?game=sub:1,3,4&why=5');
  codes.push((await embedCode(page, 'small', ['facts', 'table', 'why'])).code);
  await open(page, '?game=sub:1,3,4&exercise=values&from=3');
  codes.push((await embedCode(page, 'small', ['facts', 'table', 'exercise'])).code);
  await open(page, '?view=play&game=octal:0.77&heaps=6,2&hints=outcome&lock=1');
  codes.push((await embedCode(page, 'small')).code);
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true, baseURL: new URL(page.url()).origin });
  const student = await phone.newPage();
  await student.goto('./');
  for (const code of codes) {
    const frame = await notesPage(student, code);
    const inner = frame.locator('html');
    await expect(inner).toHaveClass(/touch/);
    expect(await inner.evaluate(cutOff), code).toBe(0);
    expect(await inner.evaluate(overflowing), code).toEqual([]);
  }
  await phone.close();
});

test('a board embed with values in its hints keeps room for the rows a game adds', async ({ page }) => {
  await open(page, '?view=play&game=octal:0.77&heaps=10&hints=1&vs=human');
  const { code } = await embedCode(page, 'small', ['board']);
  const frame = await notesPage(page, code);
  const inner = frame.locator('html');
  // Split the row into as many rows as a person can: knock down pins 2, 4, 6, 8.
  for (const move of ['0:1@1', '1:1@1', '2:1@1', '3:1@1']) {
    await frame.locator(`[data-testid="move"][data-move="${move}"]`).first().click();
    expect(await inner.evaluate(cutOff), move).toBe(0);
  }
  await expect(frame.locator('[data-testid^="heap-"]')).toHaveCount(5);
  expect(await inner.evaluate(visible, '#hint')).toBe(true);
});

test("with the host's three lines the frame takes its content's height", async ({ page }) => {
  await open(page, '?view=sequence&game=octal:0.07');
  const { code, host } = await embedCode(page, 'medium', ['facts', 'overview', 'table']);
  expect(host.trim().split('\n')).toHaveLength(4); // the three lines inside <script>…</script>
  await notesPage(page, code, host);
  const iframe = page.locator('iframe[data-nimseq]');
  const frame = page.frameLocator('iframe[data-nimseq]');
  const content = () => frame.locator('body').evaluate((b) => Math.ceil(b.getBoundingClientRect().height));
  await expect.poll(async () => (await iframe.boundingBox()).height, { timeout: 10_000 }).toBeGreaterThan(600);
  expect(Math.abs((await iframe.boundingBox()).height - (await content()))).toBeLessThanOrEqual(2);
  // Without the script the frame's own height fits a phone (360 px, the taller of the two
  // layouts there), so it is at least what the content needs at this wider frame.
  expect(Number(code.match(/height="(\d+)"/)[1])).toBeGreaterThanOrEqual((await frame.locator('body').evaluate(bothLayouts)) - 2);
});

test('the embed dialog: choices, then the preview, then the code; parts, colours and height', async ({ page }) => {
  await open(page, '?view=sequence&game=octal:0.07');
  await page.getByTestId('embed').click();
  const dialog = page.locator('#embed-dialog');
  await expect(dialog).toBeVisible();
  // It opens on the size chosen, and Tab goes through the choices, the preview, then the code.
  await expect(page.locator('input[name="embed-size"][value="large"]')).toBeFocused();
  const stops = [];
  for (let i = 0; i < 26; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await page.evaluate(() => document.activeElement.id || document.activeElement.name || document.activeElement.tagName));
  }
  const at = (stop) => stops.indexOf(stop);
  expect(at('embed-part')).toBeGreaterThanOrEqual(0);
  expect(at('embed-theme')).toBeGreaterThan(at('embed-part'));
  expect(at('embed-height')).toBeGreaterThan(at('embed-theme'));
  // The two previews, a phone's and the frame's width, then the lines' switch and the code.
  expect(at('embed-phone-box')).toBe(at('embed-height') + 1);
  expect(at('embed-preview-box')).toBe(at('embed-phone-box') + 1);
  // The language after the colours; the code's form (an iframe or the element) before its lines.
  expect(at('embed-lang')).toBe(at('embed-theme') + 1);
  expect(at('embed-form')).toBe(at('embed-preview-box') + 1);
  expect(at('embed-script')).toBe(at('embed-form') + 1);
  expect(at('embed-output')).toBe(at('embed-script') + 1);
  // Nothing inside the preview takes the focus.
  expect(stops).not.toContain('IFRAME');

  await page.locator('input[name="embed-size"][value="small"]').check();
  // Research material is left out unless asked; asking writes it in the link.
  for (const part of ['certificate', 'outcomes', 'theory', 'strip', 'overview']) await expect(page.locator(`#embed-parts input[value="${part}"]`)).not.toBeChecked();
  await page.locator('#embed-parts input[value="strip"]').check();
  await page.locator('input[name="embed-theme"][value="dark"]').check();
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
  const code = await page.getByTestId('embed-code').inputValue();
  expect(code).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?view=sequence&amp;game=octal:0\.07&amp;embed=1&amp;show=facts,strip,table&amp;theme=dark" width="360" height="\d+"/);
  // A small frame is a phone's width: one preview.
  await expect(page.getByTestId('embed-preview')).toBeHidden();
  const preview = page.frameLocator('#embed-preview-phone');
  await expect(preview.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(preview.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(preview.locator('section.overview')).toBeHidden();
  await expect(preview.locator('#strip')).toBeVisible();
  await expect(preview.getByTestId('period')).toHaveText(/^34\b/);
  // The measured height is the preview's content, laid out for a mouse or a finger (the taller).
  const measured = Number(code.match(/height="(\d+)"/)[1]);
  const content = await preview.locator('body').evaluate(bothLayouts);
  expect(Math.abs(measured - content)).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('embed-height')).toHaveValue(String(measured));
  // Its bounds are the dialog's own (nimseq_page::MIN_HEIGHT and MAX_HEIGHT).
  await expect(page.getByTestId('embed-height')).toHaveAttribute('min', '120');
  await expect(page.getByTestId('embed-height')).toHaveAttribute('max', '6000');
  // A height typed stays the teacher's, and the note says what it cuts; "Fit" takes it back.
  await page.getByTestId('embed-height').fill('300');
  await page.getByTestId('embed-height').press('Enter');
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'typed');
  expect(await page.getByTestId('embed-code').inputValue()).toContain('height="300"');
  await expect(page.locator('#embed-size-note')).toContainText(`needs ${measured} px, so the rest scrolls inside the frame`);
  await page.locator('#embed-parts input[value="overview"]').check();
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'typed');
  expect(await page.getByTestId('embed-code').inputValue()).toContain('height="300"');
  await page.getByTestId('embed-fit').click();
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
  expect(Number((await page.getByTestId('embed-code').inputValue()).match(/height="(\d+)"/)[1])).toBeGreaterThan(measured);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The page's own link is untouched by the dialog.
  await expect(page).toHaveURL(/\?view=sequence&game=octal:0\.07$/);
});

test.describe('in a dark reader', () => {
  test.use({ colorScheme: 'dark' });

  test('an embed is light unless its link says dark or auto; the full page follows the reader', async ({ page }) => {
    await open(page, '?game=sub:1,3,4');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await open(page, '?game=sub:1,3,4&embed=1');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await open(page, '?game=sub:1,3,4&embed=1&theme=auto');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await open(page, '?game=sub:1,3,4&embed=1&theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // A theme the full page's link chose stays until the reader switches, and then the link says so.
    await open(page, '?game=sub:1,3,4&theme=light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('#theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page).toHaveURL(/\?game=sub:1,3,4&theme=dark$/);
  });
});

test('an embed is at its final height when it says it is ready (the dialog measures it then)', async ({ page }) => {
  // Canvases drawn once their width is known kept the default 150 px (the overview, scaled, 372)
  // until then: a quick answer was measured short.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.dataset.ready && !window.__atReady) window.__atReady = document.body.getBoundingClientRect().height;
    }).observe(document, { attributes: true, subtree: true });
  });
  await open(page, '?game=sub:2,5,7&embed=1&show=facts,strip,overview');
  await page.waitForTimeout(300);
  const [atReady, after] = await page.evaluate(() => [window.__atReady, document.body.getBoundingClientRect().height]);
  expect(atReady).toBe(after);
  await expect(page.getByTestId('strip')).toHaveCSS('height', '190px');
});
