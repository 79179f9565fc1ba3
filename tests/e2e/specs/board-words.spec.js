// The board for a first course: a misère board in plain words (its rule, the winning move and
// why, Bouton's rule where the heaps are Nim heaps, the algebra folded under "The mathematics",
// no normal-play arithmetic), locks that leave no answer in the page, rows that wrap on a phone
// with every control thumb-sized, and sentences without slips. Every outcome checked here is
// computed by a plain search in this file, independently of the page.
import { test, expect } from '@playwright/test';
import { open, kaylesMisereWins, sharedPage } from './helpers.js';

/** The rows after move `HEAP:TAKE@LEFT` on `rows`. */
function after(rows, notation) {
  const [heap, rest] = notation.split(':');
  const [take, left] = rest.split('@').map(Number);
  const row = rows[Number(heap)];
  return [...rows.filter((_, i) => i !== Number(heap)), left, row - take - left];
}

/** Rows in the board's words: `a single pin`, `3 single pins`, `a row of 4`, `rows of 3, 2 and 1`. */
function rowsOf(words) {
  if (words === 'a single pin') return [1];
  const ones = words.match(/^(\d+) single pins$/);
  if (ones) return Array(Number(ones[1])).fill(1);
  const one = words.match(/^a row of (\d+)$/);
  if (one) return [Number(one[1])];
  const many = words.match(/^rows of (.+)$/);
  if (many) return many[1].split(/, | and /).map(Number);
  throw new Error(`not rows: ${words}`);
}

/** Normal play's arithmetic, which a misère board must not show. */
const NORMAL_PLAY = /nim-sum|⊕|⊗|XOR|nim-value/;

const MISERE_KAYLES = '?view=play&game=octal:0.77&rule=misere&heaps=6,4,3&vs=human';

test.describe('a misère board for a first course', () => {
  // One loaded page: the boards' words are the subject, not the page's start.
  const shared = sharedPage(test);

  test('misère Kayles says its rule and the winning move in plain words, the algebra folded', async () => {
    const page = shared.page;
    const errors = await shared.show(`${MISERE_KAYLES}&hints=1`);
    await expect(page.getByTestId('misere-rule')).toHaveText('In misère play whoever knocks down the last pin loses.');
    const plain = page.getByTestId('misere-plain');
    await expect(plain).toBeVisible();
    await expect(plain).toHaveText(/^From here, knocking down (pin \d+|pins \d+–\d+) of row \d wins: it leaves .+, a position your opponent loses/);
    // The move the words name leaves a position the opponent loses, by a plain search.
    const move = await page.getByTestId('hint').getAttribute('data-move');
    const memo = new Map();
    expect(kaylesMisereWins([6, 4, 3], memo)).toBe(true);
    expect(kaylesMisereWins(after([6, 4, 3], move), memo), move).toBe(false);
    // Each answer listed leaves the opponent a lost position again, also by the search.
    const answers = await page.getByTestId('misere-replies').locator('li').allTextContents();
    expect(answers.length).toBeGreaterThan(0);
    for (const line of answers) {
      const [, theirs, ours] = line.match(/^If they leave (.+), you leave (.+?)(, and .*)?\.$/) ?? [];
      expect(ours, line).toBeTruthy();
      expect(kaylesMisereWins(rowsOf(theirs), memo), line).toBe(true);
      expect(kaylesMisereWins(rowsOf(ours), memo), line).toBe(false);
    }
    // The algebra is there, folded: present, not shown until asked for.
    const maths = page.getByTestId('misere-maths');
    await expect(maths).not.toHaveAttribute('open', '');
    await expect(maths.locator('> summary')).toHaveText('The mathematics');
    await expect(page.getByTestId('quotient-position')).toBeHidden();
    await expect(page.getByTestId('quotient-position')).toContainText('P-portion');
    // Nothing of normal play on screen: no nim calculator, no nim-sum, no ⊕ or ⊗.
    await expect(page.locator('#nimcalc')).toBeHidden();
    expect(await page.locator('#view-play').innerText()).not.toMatch(NORMAL_PLAY);
    await maths.locator('> summary').click();
    await expect(page.getByTestId('quotient-position')).toBeVisible();
    expect(await page.locator('#view-play').innerText()).not.toMatch(NORMAL_PLAY);
    // The hints menu in misère words; the link's values unchanged.
    const options = await page.locator('#play-hints option').evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
    expect(options.map(([v]) => v)).toEqual(['0', 'outcome', 'pn', '1']);
    for (const [, label] of options) expect(label).not.toMatch(/nim/);
    // The menu still changes the hints, and the link says so as before.
    await page.locator('#play-hints').selectOption('pn');
    await expect(page).toHaveURL(/hints=pn/);
    await expect(page.getByTestId('misere-plain')).toBeVisible();
    await expect(page.getByTestId('misere-maths')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a misère board without hints still says its rule, and How to play starts with it', async () => {
    const page = shared.page;
    await shared.show(MISERE_KAYLES);
    await expect(page.getByTestId('misere-rule')).toBeVisible();
    await expect(page.locator('#board-help li').first()).toHaveText('In misère play whoever knocks down the last pin loses.');
    await expect(page.locator('#nimcalc')).toBeHidden();
  });

  test("misère Nim gives Bouton's rule in words", async () => {
    const page = shared.page;
    await shared.show('?view=play&game=sub:1-7&rule=misere&heaps=3,5,7&hints=1');
    await expect(page.getByTestId('misere-rule')).toHaveText('In misère play whoever takes the last stone loses.');
    const bouton = page.getByTestId('misere-bouton');
    await expect(bouton).toBeVisible();
    await expect(bouton).toContainText('Misère Nim (Bouton)');
    await expect(bouton).toContainText('leave an odd number of heaps of 1');
    expect(await page.locator('#view-play').innerText()).not.toMatch(NORMAL_PLAY);
    // Misère Kayles rows of 2 and 1 are Nim heaps: Bouton speaks there too.
    await shared.show('?view=play&game=octal:0.77&rule=misere&heaps=2,1,1&hints=1');
    await expect(page.getByTestId('misere-bouton')).toContainText('These rows play exactly like Nim heaps');
  });

  test('a normal board keeps its calculator and its menu', async () => {
    const page = shared.page;
    await shared.show('?view=play&game=octal:0.77&heaps=6&hints=1');
    await expect(page.locator('#nimcalc')).toBeVisible();
    await expect(page.getByTestId('misere-rule')).toBeHidden();
    const labels = await page.locator('#play-hints option').allTextContents();
    expect(labels.some((l) => l.includes('nim-values'))).toBe(true);
  });
});

test.describe('locks that hold on the board', () => {
  for (const [what, query] of [
    ['who wins only', '?view=play&game=octal:0.77&heaps=6,2&hints=outcome&lock=1'],
    ['no hints', '?view=play&game=octal:0.77&heaps=6,2&hints=0&lock=1'],
    ['a misère board, who wins only', '?view=play&game=octal:0.77&rule=misere&heaps=6,4,3&hints=outcome&lock=1'],
    ['nim heaps, who wins only', '?view=play&game=sub:1-7&heaps=3,5,6&hints=outcome&lock=1'],
  ]) {
    test(`${what}: no answer in the page, no control that shows one`, async ({ page }) => {
      const errors = await open(page, query);
      await expect(page.getByTestId('board')).toBeVisible();
      // No move marked winning or losing, in any attribute or class.
      await expect(page.locator('[data-wins]:not(#hint)')).toHaveCount(0);
      await expect(page.locator('[data-testid="move"]:is(.win, .lose, .win-other)')).toHaveCount(0);
      await expect(page.locator('[data-best]')).toHaveCount(0);
      const labels = await page.getByTestId('move').evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('aria-label')} ${n.title}`));
      for (const label of labels) expect(label).not.toMatch(/winning|losing|wins/);
      // No text, shown or hidden, naming the move or the values.
      // (The calculator, hidden here, holds only the numbers typed into it.)
      const all = await page.locator('#view-play').evaluate((view) => {
        const copy = view.cloneNode(true);
        copy.querySelector('#nimcalc')?.remove();
        return copy.textContent;
      });
      expect(all.match(/Winning move|From here|value \d|nim-sum \d|⊕/)).toBeNull();
      await expect(page.getByTestId('hint')).not.toHaveAttribute('data-move', /./);
      // No control that would show them.
      await expect(page.getByTestId('show-me')).toBeHidden();
      await expect(page.locator('#play-hints')).toBeHidden();
      await expect(page.locator('#nimcalc')).toBeHidden();
      await expect(page.locator('#board-help')).not.toContainText('show me');
      await page.locator('[data-testid="move"]').first().focus();
      await page.keyboard.press('h');
      await page.keyboard.press('s');
      await expect(page.locator('.shown')).toHaveCount(0);
      await expect(page.getByTestId('coach')).toBeHidden();
      expect(page.url()).toMatch(/lock=1/);
      // A new game from a locked board stays locked, and no example leads to an unlocked one.
      const lock = page.locator('#play-lock');
      if (await lock.count()) {
        await expect(lock).toBeChecked();
        await expect(lock).toBeDisabled();
        await expect(page.locator('#play-examples')).toBeHidden();
      }
      expect(errors).toEqual([]);
    });
  }

  test('the hints a level shows mark the moves; those it does not, do not', async ({ page }) => {
    await open(page, '?view=play&game=octal:0.77&heaps=5&hints=pn');
    await expect(page.locator('[data-testid="move"][data-wins="true"]')).toHaveCount(1);
    await open(page, '?view=play&game=octal:0.77&heaps=5&hints=outcome');
    await expect(page.locator('[data-testid="move"][data-wins]')).toHaveCount(0);
    // Switching the hints off leaves nothing of the hint behind.
    await open(page, '?view=play&game=octal:0.77&heaps=6,2&hints=1&vs=human');
    await page.locator('#play-hints').selectOption('0');
    await expect(page.getByTestId('hint')).toBeHidden();
    expect(await page.getByTestId('hint').textContent()).toBe('');
    await expect(page.locator('[data-wins]')).toHaveCount(0);
  });
});

test.describe('slips', () => {
  const shared = sharedPage(test);

  test('a nim-sum of 0 is written once, and a value without its repeat', async () => {
    const page = shared.page;
    await shared.show('?view=play&game=sub:1-7&heaps=1,1&hints=1&vs=human');
    const hint = page.getByTestId('hint');
    await expect(hint).toContainText('Their nim-sum (XOR) is 0: a P-position');
    expect(await hint.textContent()).not.toMatch(/ 0 = 0|= 0 = 0/);
    await expect(page.locator('.heap-caption').first()).toHaveText(/· value 1$/);
    await shared.show('?view=play&game=sub:1-7&heaps=3,5,6&hints=1&vs=human');
    await expect(page.getByTestId('hint')).toContainText('is 000 = 0: a P-position');
  });
});

/** Every visible control of the board narrower or shorter than 44 CSS px: `[what, width, height]`. */
async function smallControls(page) {
  return page.locator('#view-play').evaluate((view) => {
    const out = [];
    for (const node of view.querySelectorAll('button, select, input, summary')) {
      const r = node.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (getComputedStyle(node).visibility === 'hidden') continue;
      // A pin no tap plays (a row cut in its gaps) is drawn narrow: it is not a control.
      if (node.tagName !== 'BUTTON' && node.closest('.tokens')) continue;
      if (r.width < 44 || r.height < 44) out.push([node.id || node.dataset.move || node.textContent.trim().slice(0, 30) || node.tagName, Math.round(r.width), Math.round(r.height)]);
    }
    return out;
  });
}

for (const [what, options] of [
  ['a phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['a narrow window', { viewport: { width: 390, height: 844 } }],
]) {
  test.describe(`on ${what}`, () => {
    test.use(options);

    test('a row of 12 pins wraps, shows every pin without scrolling sideways, and every control is thumb-sized', async ({ page }, testInfo) => {
      const errors = await open(page, '?view=play&game=octal:0.77&heaps=12&vs=human&hints=pn');
      const pins = page.locator('[data-testid="heap-0"] .pin');
      await expect(pins).toHaveCount(12);
      const boxes = await pins.evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect()).map((r) => [r.left, r.right, r.top]));
      for (const [left, right] of boxes) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(390);
      }
      expect(new Set(boxes.map(([, , top]) => Math.round(top))).size).toBeGreaterThan(1);
      expect(await page.locator('[data-testid="heap-0"] .tokens').evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.locator('.more')).toHaveCount(0);
      // Open the new-game form too: its fields and the Lock checkbox are tapped as well.
      await page.locator('#play-setup > summary').click();
      await expect(page.locator('#play-lock')).toBeVisible();
      expect(await smallControls(page)).toEqual([]);
      await testInfo.attach(`kayles-12-${what}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
      expect(errors).toEqual([]);
    });

    test("a misère board and Grundy's game: every control thumb-sized", async ({ page }) => {
      await open(page, `${MISERE_KAYLES}&hints=1`);
      await page.getByTestId('misere-maths').locator('> summary').click();
      expect(await smallControls(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await open(page, '?view=play&game=grundy&heaps=10&vs=human');
      const cuts = await page.locator('button.cut').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => [r.width, r.height, r.right]));
      expect(cuts.length).toBeGreaterThan(0);
      for (const [w, h, right] of cuts) {
        expect(w).toBeGreaterThanOrEqual(44);
        expect(h).toBeGreaterThanOrEqual(44);
        expect(right).toBeLessThanOrEqual(390);
      }
      expect(await smallControls(page)).toEqual([]);
    });
  });
}
