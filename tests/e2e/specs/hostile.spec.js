// Hostile links: markup, unicode, huge and negative numbers, long values, duplicated keys.
// Each must give a notice and the default view, run no injected script, log no uncaught error
// and break no rule of the page's Content Security Policy. The links are followed in one loaded
// page, as its history does (the page reads each link again); one is also opened as a first page.
import { test, expect } from '@playwright/test';
import { open, visit } from './helpers.js';

const markup = '<img src=x onerror="window.__pwned=1">';
const script = '<script>window.__pwned=1</script>';
const e = encodeURIComponent;

const LINKS = [
  // [name, query, where the default is drawn]
  ['markup in the game', `?game=${e(markup)}`, 'sequence'],
  ['a script element as the view', `?view=${e(script)}`, 'sequence'],
  ['markup in the board', `?view=play&heaps=${e(markup)}&game=${e(script)}`, 'play'],
  ['markup in a parameter name', `?${e(markup)}=1&game=sub:2,4,7`, 'sequence'],
  ['full-width digits', `?game=${e('sub:１,２')}`, 'sequence'],
  ['emoji and a right-to-left override', `?game=${e('🎲\u202esub:1')}&rule=${e('normal\u0000')}`, 'sequence'],
  ['a 10,000-character game', `?game=sub:${'1,'.repeat(5000)}`, 'sequence'],
  ['a 10,000-character board', `?view=play&heaps=${'9'.repeat(10000)}`, 'play'],
  ['a 14,000-character query', `?game=sub:1&pad=${'x'.repeat(14000)}`, 'sequence'],
  ['a negative limit', '?limit=-1', 'sequence'],
  ['a zero limit', '?limit=0', 'sequence'],
  ['2^64 as the grid size', '?view=heatmap&max=18446744073709551616', 'heatmap'],
  ['2^64 in a subtraction set', '?game=sub:18446744073709551616', 'sequence'],
  ['0 in a subtraction set', '?game=sub:0,3', 'sequence'],
  ['a negative heap', '?view=play&heaps=-3', 'play'],
  ['2^64 as a heap', '?view=play&heaps=18446744073709551616', 'play'],
  ['a zero cap', '?view=heatmap&cap=0&max=30', 'heatmap'],
  ['duplicated keys', '?view=heatmap&view=play&max=30&max=99999', 'heatmap'],
  ['an octal code with a bad digit', '?game=octal:0.78', 'sequence'],
  ['a huge limit', '?limit=99999999999999999999999', 'sequence'],
  ['a limit that is neither auto nor a number', '?limit=autox', 'sequence'],
  ['a negative position', '?at=-1', 'sequence'],
  ['a position past the page\'s limit', '?at=999999999999', 'sequence'],
  ['markup as a position', `?at=${e(markup)}`, 'sequence'],
  ['a window backwards', '?view=heatmap&max=30&window=9,1,1,1', 'heatmap'],
  ['a window of three numbers', '?view=heatmap&max=30&window=1,2,3', 'heatmap'],
  ['a window of 2^64', '?view=heatmap&max=30&window=1,18446744073709551616,1,2', 'heatmap'],
  ['an unknown colour range', '?view=heatmap&max=30&range=everything', 'heatmap'],
  ['an unknown metric', '?view=heatmap&max=30&metric=sums', 'heatmap'],
  ['a slice on the additive axes', '?view=heatmap&dims=3&max=30&axes=additive&slice=999', 'heatmap'],
  ['markup as the moves', `?view=play&moves=${e(markup)}`, 'play'],
  ['a move that is not legal', '?view=play&game=sub:1,2&heaps=5&moves=0:1,0:3', 'play'],
  ['2^64 as a move', '?view=play&moves=0:18446744073709551616', 'play'],
  ['a thousand moves', `?view=play&game=sub:1&heaps=1000&moves=${'0:1,'.repeat(1000)}0:1`, 'play'],
  ['markup as the parts an embed shows', `?embed=1&show=${e(markup)}`, 'sequence'],
  ['a part of another view', '?view=play&embed=1&show=table', 'play'],
  ['an unknown hint level', '?view=play&hints=all', 'play'],
  ['nine digits for the atlas', '?view=atlas&digits=9&cap=1024', 'atlas'],
  ['an unknown atlas colouring', '?view=atlas&colour=sum&cap=1024', 'atlas'],
  ['markup as the atlas cap', `?view=atlas&cap=${e(markup)}`, 'atlas'],
];

test.describe('hostile links, each followed in one loaded page as its history does', () => {
  /** @type {import('@playwright/test').Page} */
  let page;
  const errors = [];
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '?game=sub:2,4,7');
    // Every violation of the Content Security Policy from here on.
    await page.evaluate(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.violatedDirective));
    });
  });
  test.afterAll(async () => page.close());

  for (const [name, query, view] of LINKS) {
    test(`hostile link: ${name}`, async () => {
      // An atlas link falls back to the default atlas, which takes its time on a slow or shared
      // machine (two test workers on two cores): a generous wait, so only a wrong page fails.
      const ready = view === 'atlas' ? 120_000 : 30_000;
      if (view === 'atlas') test.setTimeout(180_000);
      errors.length = 0;
      // From a good link, which has no notice, to the hostile one.
      const notice = page.getByTestId('notice');
      await visit(page, '?game=sub:2,4,7');
      await expect(notice).toBeHidden();
      await page.evaluate(() => (window.__violations = []));
      await visit(page, query, { timeout: ready });
      await expect(notice).toBeVisible();
      expect((await notice.textContent()).length).toBeGreaterThan(20);
      // The default of the view is drawn.
      await expect(page.locator(`#view-${view}`)).toBeVisible();
      if (view === 'sequence') await expect(page.getByTestId('period')).toHaveText('3');
      if (view === 'play') await expect(page.getByTestId('board')).toBeVisible();
      // Nothing injected ran or was inserted as markup.
      expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
      expect(await page.locator('img[src="x"], [onerror], main script, #notice *:not(strong, ul, li)').count()).toBe(0);
      expect(await page.evaluate(() => window.__violations)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('a hostile link opened as the first page gives its notice, and nothing injected runs', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.violatedDirective));
  });
  await page.goto(`./?view=play&heaps=${e(markup)}&game=${e(script)}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(page.getByTestId('notice')).toBeVisible();
  await expect(page.getByTestId('board')).toBeVisible();
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], [onerror], main script').count()).toBe(0);
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the Content Security Policy forbids inline script: an injected one does not run', async ({ page }) => {
  await page.goto('./');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  const ran = await page.evaluate(async () => {
    const violations = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    const s = document.createElement('script');
    s.textContent = 'window.__inline = 1';
    document.body.append(s);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { inline: window.__inline, violations };
  });
  expect(ran.inline).toBeUndefined();
  expect(ran.violations.join(' ')).toContain('script-src');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).not.toContain('unsafe-inline');
});
