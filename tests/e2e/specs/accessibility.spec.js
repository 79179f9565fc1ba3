// Accessibility: axe-core's WCAG 2.1 A and AA rules and WCAG 2.2's target size (no control under
// 24x24 CSS px unless nothing else is within 24 px of it: `target-size`, tag wcag22aa) on every
// view and embed, on a phone (390 px) and a laptop (1280 px), light and dark. A serious or
// critical violation fails the test, named with the elements it was found on, the width and the
// theme.
//
// Each view is shown once (its link followed in a page each test worker loads once) and then seen at both widths in both themes (the page follows the
// system's theme and the window's width as they change). The theme changes colours only, so the
// rules about colour run in all four and the others once at each width (the phone in light, the
// laptop in dark): every rule meets every width and every theme.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { open, sharedPage } from './helpers.js';

test.describe.configure({ mode: 'parallel' });

// Each worker loads the page once; each test follows its link in it (start-up is not tested here).
const shared = sharedPage(test);

/** Every view, a board in the middle and at the end of a game, the embed dialog, and embeds. */
const VIEWS = [
  ['sequence', '?game=sub:2,4,7'],
  ['sequence, octal, no period yet', '?game=octal:0.6&limit=2000'],
  ['heatmap', '?view=heatmap&max=60'],
  ['heatmap, which sum', '?view=heatmap&dims=3&max=16&metric=sum'],
  ['conjectures', '?view=conjecture&max=40'],
  ['board with hints', '?view=play&game=octal:0.77&heaps=8&hints=1&moves=0:1@3'],
  ['board at the end of a game', '?view=play&game=sub:1,2&heaps=3&moves=0:2,0:1'],
  ['atlas', '?view=atlas&digits=1'],
  ['misère quotient', '?view=quotient&game=octal:0.75'],
  ['misère quotient, named table', '?view=quotient&game=tb:0.[3]&upto=3'],
  ['the values exercise', '?game=sub:1,3,4&exercise=values&from=5'],
  ['the mex step by step', '?game=sub:1,3,4&why=5&steps=1'],
];

/** Embeds, in their own theme (`theme=`), whatever the reader's. */
const EMBEDS = [
  ['sequence embed, every part', '?game=sub:1,3,4&embed=1&show=facts,certificate,outcomes,theory,strip,overview,table'],
  ['board embed', '?view=play&game=octal:0.77&heaps=8&hints=pn&embed=1'],
  ['heatmap embed', '?view=heatmap&max=40&embed=1'],
  ['misère quotient embed', '?view=quotient&game=octal:0.75&embed=1'],
];

/** The rules whose outcome depends on colours (and so on the theme). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The four ways a view is seen, in this order, and whether only the colour rules run. */
const SEEN = [
  { width: 390, theme: 'light', coloursOnly: false },
  { width: 390, theme: 'dark', coloursOnly: true },
  { width: 1280, theme: 'dark', coloursOnly: false },
  { width: 1280, theme: 'light', coloursOnly: true },
];

/** The rules run: WCAG 2.0 and 2.1 A and AA, and 2.2 AA (target-size, off in axe by default). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Serious and critical violations of the WCAG 2.2 A and AA rules on the page as it is now. */
async function violations(page, coloursOnly) {
  let axe = new AxeBuilder({ page }).withTags(TAGS);
  if (coloursOnly) axe = axe.withRules(COLOUR_RULES);
  const result = await axe.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`).join('; ')}`);
}

/**
 * Sets the window's width and the system's theme, and waits until the page has followed them
 * (an embed keeps the theme its link names).
 */
async function see(page, seen) {
  await beforeOpening(page, seen);
  await expect(page.locator('html')).toHaveAttribute('data-theme', seen.theme);
  // The page redraws 150 ms after a resize: let it, and paint.
  await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => done()), 300)));
}

/** The window's width and the system's theme a page is opened in. */
async function beforeOpening(page, { width, theme }) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: theme });
}

/** Every violation on the page as it is seen in each of `seen`, named by width and theme. */
async function seenIn(page, seen) {
  const found = [];
  for (const s of seen) {
    await see(page, s);
    found.push(...(await violations(page, s.coloursOnly)).map((v) => `${s.width} px, ${s.theme}: ${v}`));
  }
  return found;
}

for (const [name, query] of VIEWS) {
  test(`${name}: no serious or critical WCAG 2.2 AA violation at 390 and 1280 px, light and dark`, async () => {
    test.setTimeout(120_000);
    const page = shared.page;
    await beforeOpening(page, SEEN[0]);
    await shared.show(query, { timeout: 60_000 });
    expect(await seenIn(page, SEEN)).toEqual([]);
  });
}

test('the embed dialog: no serious or critical WCAG 2.2 AA violation at 390 and 1280 px, light and dark', async () => {
  test.setTimeout(120_000);
  const page = shared.page;
  await beforeOpening(page, SEEN[0]);
  await shared.show('?game=sub:2,4,7');
  await page.getByTestId('embed').click();
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
  expect(await seenIn(page, SEEN)).toEqual([]);
});

for (const [name, query] of EMBEDS) {
  test(`${name}: no serious or critical WCAG 2.2 AA violation at 390 and 1280 px, in its light and dark theme`, async () => {
    test.setTimeout(120_000);
    const page = shared.page;
    const found = [];
    for (const theme of ['light', 'dark']) {
      const seen = SEEN.filter((s) => s.theme === theme);
      await beforeOpening(page, seen[0]);
      await shared.show(`${query}&theme=${theme}`, { timeout: 60_000 });
      found.push(...(await seenIn(page, seen)));
    }
    expect(found).toEqual([]);
  });
}

test('the Research menu open on a phone: no serious or critical WCAG 2.2 AA violation, light and dark', async () => {
  test.setTimeout(120_000);
  const page = shared.page;
  await beforeOpening(page, SEEN[0]);
  await shared.show('?game=sub:1,3,4&exercise=values&from=5');
  await page.getByTestId('tabs-more').click();
  await expect(page.locator('#tab-atlas')).toBeVisible();
  expect(await seenIn(page, SEEN.filter((s) => s.width === 390))).toEqual([]);
  await expect(page.getByTestId('tabs-more')).toHaveAttribute('aria-expanded', 'true');
});

test('axe runs the target-size rule (WCAG 2.2) with the tags given', async ({ page }) => {
  await open(page, '?game=sub:1,3,4&exercise=values&from=5');
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const ran = [...result.passes, ...result.violations, ...result.incomplete].map((r) => r.id);
  expect(ran).toContain('target-size');
});
