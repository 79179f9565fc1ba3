// A user's choice is never silently replaced: every parameter with a value other than its
// default, opened from a link, survives the view's own button pressed without changes, a
// switch to another view and back, a reload, and back/forward; so does the computed answer.
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

/** Waits for the next drawing after `action`. */
async function redrawn(page, action) {
  await page.evaluate(() => delete document.body.dataset.ready);
  await action();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 60_000 });
}

const CASES = [
  {
    name: 'a long search limit',
    query: '?view=sequence&game=octal:0.16&limit=1000000',
    fields: { '#game-limit': '1000000', '#game-text': '0.16', '#game-kind': 'octal' },
    press: '#game-go',
    other: 'Play',
    tab: 'Sequence',
    answer: async (page) => `${await page.getByTestId('preperiod').textContent()} / ${await page.getByTestId('period').textContent()}`,
    expected: '105351 / 149459',
  },
  {
    name: 'a rule',
    query: '?view=sequence&game=sub:3,5,6&rule=take-all&limit=5000',
    fields: { '#game-rule': 'take-all', '#game-limit': '5000', '#game-text': '3,5,6' },
    press: '#game-go',
    other: 'Heatmap',
    tab: 'Sequence',
    answer: (page) => page.locator('#seq-b').textContent(),
    expected: '<0111>',
  },
  {
    name: 'every heatmap setting',
    query: '?view=heatmap&rule=misere&dims=3&max=20&axes=ac&slice=7&metric=preperiod&scale=log&cap=5000',
    fields: {
      '#heat-rule': 'misere',
      '#heat-dims': '3',
      '#heat-max': '20',
      '#heat-axes': 'ac',
      '#heat-slice': '7',
      '#heat-metric': 'preperiod',
      '#heat-scale': 'log',
      '#heat-cap': '5000',
    },
    press: '#heat-go',
    other: 'Sequence',
    tab: 'Heatmap',
    answer: async (page) => {
      await page.getByTestId('heatmap').focus();
      return page.getByTestId('cell-info').textContent();
    },
  },
  {
    name: 'a conjecture and its reading',
    query: '?view=conjecture&bound=size&dims=2&max=30',
    fields: { '#conj-test': 'augment', '#conj-bound': 'size', '#conj-max': '30', '#conj-dims': '2' },
    press: '#conj-go',
    other: 'Play',
    tab: 'Conjectures',
    answer: (page) => page.locator('#conj-summary').textContent(),
  },
  {
    name: 'the sums test',
    query: '?view=conjecture&test=sums&max=12&axes=bc',
    fields: { '#conj-test': 'sums', '#conj-dims': '3', '#conj-max': '12', '#conj-axes': 'bc' },
    press: '#conj-go',
    other: 'Heatmap',
    tab: 'Conjectures',
    answer: (page) => page.locator('#conj-summary').textContent(),
  },
  {
    name: 'a board and its players',
    query: '?view=play&game=sub:1,3,4&heaps=9,5&turn=2&vs=human&hints=1',
    fields: { '#play-game': 'sub:1,3,4', '#play-heaps': '9,5', '#play-turn': '2', '#play-vs': 'human', '#play-hints': '1' },
    press: '#play-go',
    other: 'Sequence',
    tab: 'Play',
    answer: async (page) => `${await page.getByTestId('status').textContent()} / ${await page.getByTestId('hint').textContent()}`,
  },
];

for (const c of CASES) {
  test(`a link's choices stay: ${c.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await open(page, c.query);
    const wanted = c.expected ?? (await c.answer(page));
    const params = new URLSearchParams(c.query);
    const check = async (step) => {
      for (const [selector, value] of Object.entries(c.fields)) {
        await expect(page.locator(selector), `${step}: ${selector}`).toHaveValue(value);
      }
      for (const selector of c.checked ?? []) await expect(page.locator(selector), `${step}: ${selector}`).toBeChecked();
      const now = new URL(page.url()).searchParams;
      for (const [key, value] of params) expect(now.get(key), `${step}: ${key} in the link`).toBe(value);
      expect(await c.answer(page), `${step}: the answer`).toBe(wanted);
    };
    await check('opened');
    await redrawn(page, () => page.locator(c.press).click());
    await check(`after ${c.press}`);
    await redrawn(page, () => page.getByRole('tab', { name: c.other }).click());
    await redrawn(page, () => page.getByRole('tab', { name: c.tab }).click());
    await check('after another view and back');
    await redrawn(page, () => page.reload());
    await check('after a reload');
    await redrawn(page, () => page.goBack());
    await redrawn(page, () => page.goForward());
    await check('after back and forward');
    expect(errors).toEqual([]);
  });
}
