// Accessibility: axe-core's WCAG 2.1 A and AA rules on every view and embed, on a phone (390 px)
// and a laptop (1280 px), light and dark. A serious or critical violation fails the test, named
// with the elements it was found on.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { open } from './helpers.js';

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
];

/** Embeds, in their own theme (`theme=`), whatever the reader's. */
const EMBEDS = [
  ['sequence embed, every part', '?game=sub:1,3,4&embed=1&show=facts,certificate,outcomes,theory,strip,overview,table'],
  ['board embed', '?view=play&game=octal:0.77&heaps=8&hints=pn&embed=1'],
  ['heatmap embed', '?view=heatmap&max=40&embed=1'],
];

/** Serious and critical violations of the WCAG 2.1 A and AA rules on the page as it is now. */
async function violations(page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`).join('; ')}`);
}

for (const width of [390, 1280]) {
  for (const theme of ['light', 'dark']) {
    test.describe(`${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme: theme });

      test('every view has no serious or critical WCAG 2.1 AA violation', async ({ page }) => {
        test.setTimeout(180_000);
        const found = [];
        for (const [name, query] of VIEWS) {
          await open(page, query, { timeout: 60_000 });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
        }
        // The embed dialog, open on a sequence.
        await open(page, '?game=sub:2,4,7');
        await page.getByTestId('embed').click();
        await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
        found.push(...(await violations(page)).map((v) => `embed dialog: ${v}`));
        expect(found).toEqual([]);
      });

      test('every embed has no serious or critical WCAG 2.1 AA violation', async ({ page }) => {
        test.setTimeout(120_000);
        const found = [];
        for (const [name, query] of EMBEDS) {
          await open(page, `${query}&theme=${theme}`, { timeout: 60_000 });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
        }
        expect(found).toEqual([]);
      });
    });
  }
}
