// The page in the reader's language: every view in German and in French, with no English left
// (a list of English words that neither language has, looked for in every word the page shows:
// text, accessible names, placeholders), `<html lang>` following, numbers written as the
// language writes them; a phone's width at which nothing overflows, with a screenshot of each
// view kept for looking at. One page is loaded per language; each link is shown in it as its
// history would. Then the ways the language is chosen: the browser's, the menu, a link's
// unknown `lang`.
import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { open, visit } from './helpers.js';

/**
 * English words German and French never use: any of them on a German or French page is English
 * left. (Words of a hyphenated name, such as take-and-break, are the literature's own.)
 */
const ENGLISH = /(?<![\w-])(the|and|of|with|from|for|which|this|that|these|values?|heaps?|moves?|player|wins|loses|search(es)?|computed|shows?|copy|period|preperiod|rows?|pins?|stones?|game|games|equivalent|play|knock|take|takes|none|found|until|each|every|first|last|next|back|your|you|missing|scroll)(?![\w-])/i;

/** Every view, as a lesson and a researcher open them. */
const VIEWS = [
  ['sequence', '?game=sub:1,3,4&why=5&steps=1&show=facts,certificate,outcomes,theory,strip,overview,table,why,pn'],
  ['exercise', '?game=octal:0.77&exercise=values&from=6'],
  ['research', '?game=octal:0.07'],
  ['board', '?view=play&game=octal:0.77&heaps=6,2&hints=1&show=board,story,calculator'],
  ['misere-board', '?view=play&game=sub:1,2&rule=misere&heaps=3,2&hints=1'],
  ['compare', '?view=compare&games=*5;*3|kayles@4;*1'],
  ['equivalence', '?view=compare&games=*2+*1;*3&exercise=equivalence'],
  ['quotient', '?view=quotient&game=octal:0.77&upto=12'],
  ['heatmap', '?view=heatmap&max=30'],
  ['conjectures', '?view=conjecture&max=20'],
  ['atlas', '?view=atlas&digits=1'],
  ['worksheet', '?game=sub:1,3,4&exercise=values&from=5&worksheet=1'],
];

/** Every word the page shows a reader (or a screen reader), each with where it is. */
function shown() {
  const out = [];
  const skip = (node) => node.closest('[lang]:not(html)')?.getAttribute('lang') === 'en' || node.closest('script, style, textarea, [hidden], .mono, code, pre');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skip(parent) || !parent.checkVisibility() || !node.textContent.trim()) continue;
    out.push([parent.id || parent.className || parent.tagName, node.textContent.trim()]);
  }
  // Words a style sheet writes before or after an element (`content: attr(…)` or a string).
  for (const element of document.body.querySelectorAll('*')) {
    if (skip(element) || !element.checkVisibility()) continue;
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(element, pseudo).content;
      if (content && content !== 'none' && content !== 'normal') out.push([`${element.id || element.className || element.tagName}${pseudo}`, content]);
    }
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (skip(element) || !element.checkVisibility()) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(attribute);
      if (value) out.push([`${element.id || element.tagName}@${attribute}`, value]);
    }
  }
  return out;
}

for (const [lang, sample] of [
  ['de', /Periode|Vorperiode|Spieler/],
  ['fr', /période|prépériode|joueur/],
]) {
  test.describe(`the page in ${lang}`, () => {
    test.describe.configure({ mode: 'serial' });
    /** @type {import('@playwright/test').Page} */
    let page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      await open(page, `?lang=${lang}`);
    });
    test.afterAll(async () => page.close());

    for (const [name, query] of VIEWS) {
      test(`${name}: no English left, nothing overflowing at 390 px`, async () => {
        await visit(page, `${query}&lang=${lang}`, { timeout: 60_000 });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const english = (await page.evaluate(shown)).filter(([, text]) => ENGLISH.test(text));
        expect(english, `${name} in ${lang}`).toEqual([]);
        // Against the phone's own width (a phone zooms out a page wider than it, widening innerWidth).
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - screen.width);
        expect(sideways, `${name} in ${lang} scrolls sideways`).toBeLessThanOrEqual(1);
        mkdirSync('/tmp/lang-shots', { recursive: true });
        await page.screenshot({ path: `/tmp/lang-shots/${lang}-${name}.png`, fullPage: true });
      });
    }

    test('the embed dialog, and a number as the language writes it', async () => {
      await visit(page, `?view=heatmap&max=300&lang=${lang}`, { timeout: 60_000 });
      // 44,850 pairs: 44.850 in German, 44 850 in French.
      const count = lang === 'de' ? '44.850' : '44\u202f850';
      await expect(page.locator('body')).toContainText(count);
      await visit(page, `?game=sub:1,3,4&lang=${lang}`);
      await expect(page.locator('#seq-facts, body')).toContainText(sample);
      await page.getByTestId('embed').click();
      const english = (await page.evaluate(shown)).filter(([, text]) => ENGLISH.test(text));
      expect(english, `the embed dialog in ${lang}`).toEqual([]);
      await page.locator('#embed-close').click();
    });
  });
}

test('the browser’s language by default, the menu, and a link’s unknown language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await open(page, '?game=sub:1,3,4');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await expect(page.locator('#tab-play')).toHaveText('Spielen');
  // The reader's language is not written into the link.
  expect(page.url()).not.toContain('lang=');
  // The menu writes the choice into the link, and the page follows at once.
  await page.getByTestId('lang').selectOption('fr');
  await expect(page).toHaveURL(/lang=fr/);
  await expect(page.locator('#tab-play')).toHaveText('Jouer');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  // A language the page does not have: the reader's, with a one-line notice.
  await visit(page, '?game=sub:1,3,4&lang=xx');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  await expect(page.getByTestId('notice').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('notice')).toContainText('lang=xx');
  await context.close();
});
