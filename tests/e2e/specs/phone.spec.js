// The board on a phone: a 390x844 touch screen. Every move target is at least 44x44 CSS px,
// each kind of target makes its move when tapped, the last move is marked, the end of a game
// offers "Play again", and a link with its moves replays the game and undoes them.
import { test, expect } from '@playwright/test';
import { open, sharedPage } from './helpers.js';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

// Tests whose subject is not the page's start-up follow their links in one loaded page, a
// phone's too; those that change the window, the motion setting or watch the page load open
// their own.
const shared = sharedPage(test, PHONE);

/** Every move target's size, as `[notation, width, height]`. */
async function targets(page) {
  return page.getByTestId('move').evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return [n.dataset.move, r.width, r.height];
    }),
  );
}

async function expectThumbSized(page, what) {
  const all = await targets(page);
  expect(all.length, `${what}: some moves`).toBeGreaterThan(0);
  const small = all.filter(([, w, h]) => w < 44 || h < 44);
  expect(small, `${what}: targets under 44x44`).toEqual([]);
}

/** Waits until it is a person's turn or the game is over. */
async function settled(page) {
  await expect(page.getByTestId('status')).toHaveText(/turn|to move|won/, { timeout: 10_000 });
}

/** Taps a move's target (scrolled into view inside its row if needed). */
async function tap(page, notation) {
  const target = page.locator(`[data-testid="move"][data-move="${notation}"]`).first();
  await target.scrollIntoViewIfNeeded();
  await target.tap();
}

/** Plays the first legal move on each of our turns until the game is over. */
async function playOut(page) {
  for (let turn = 0; turn < 20; turn += 1) {
    await settled(page);
    if (await page.getByTestId('outcome').isVisible()) return;
    await tap(page, await page.getByTestId('move').first().getAttribute('data-move'));
  }
  throw new Error('the game did not end');
}

const heapSizes = (page) => page.locator('[data-testid^="heap-"]').evaluateAll((heaps) => heaps.map((h) => Number(h.dataset.size)));

test('Kayles: a pin knocks down one, or two with the "2 pins" choice; the row wraps instead of scrolling', async ({}, testInfo) => {
  const page = shared.page;
  const errors = await shared.show('?view=play&game=octal:0.77&heaps=12&vs=human');
  // The board comes before the folded new-game form's fields.
  await expect(page.locator('#play-setup')).not.toHaveAttribute('open', '');
  const board = await page.getByTestId('board').boundingBox();
  expect(board.y).toBeLessThan(420);
  await expectThumbSized(page, 'Kayles, one pin');
  // Twelve pins do not fit one line of a phone: the row wraps, every pin on screen, nothing scrolls sideways.
  const tops = await page.locator('[data-testid="heap-0"] .pin').evaluateAll((pins) => new Set(pins.map((p) => Math.round(p.getBoundingClientRect().top))).size);
  expect(tops).toBeGreaterThan(1);
  const rights = await page.locator('[data-testid="heap-0"] .pin').evaluateAll((pins) => pins.map((p) => p.getBoundingClientRect().right));
  expect(Math.max(...rights)).toBeLessThanOrEqual(390);
  expect(await page.locator('[data-testid="heap-0"] .tokens').evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('radio', { name: '2 pins' }).tap();
  await expectThumbSized(page, 'Kayles, two pins');
  await tap(page, '0:2@4');
  expect(await heapSizes(page)).toEqual([4, 6]);
  await expect(page.getByTestId('last-move')).toContainText('Player 1: row 1: knock down pins 5–6');
  // The fallen pins are drawn where they stood, and the rows the move made are marked.
  await expect(page.locator('[data-testid="heap-0"] .pin.fallen')).toHaveCount(2);
  await expect(page.locator('.heap.changed')).toHaveCount(2);
  await page.getByRole('radio', { name: '1 pin' }).tap();
  await tap(page, '1:1@0');
  expect(await heapSizes(page)).toEqual([4, 5]);
  await testInfo.attach('kayles-on-a-phone', { body: await page.screenshot(), contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test("Dawson's Kayles: every tap knocks down two pins, each target thumb-sized", async () => {
  const page = shared.page;
  await shared.show('?view=play&game=octal:0.07&heaps=14&vs=computer');
  await expect(page.locator('#play-pick')).toContainText('2 pins');
  await expectThumbSized(page, "Dawson's Kayles");
  await tap(page, '0:2@0');
  await settled(page);
  // Our move and the computer's reply; the reply is marked on the board.
  await expect(page.getByTestId('history').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('last-move')).toContainText('The computer:');
  await expect(page.locator('.fallen')).not.toHaveCount(0);
  await expectThumbSized(page, "Dawson's Kayles after two moves");
});

test('a heap of stones and a board of several heaps: stones and take buttons make their moves', async () => {
  const page = shared.page;
  await shared.show('?view=play&game=sub:1,2&heaps=20&vs=human');
  await expectThumbSized(page, 'a heap of 20');
  // The heap shows its end, where its legal stones are.
  const stone = page.locator('.stone[data-move="0:2"]');
  await expect(stone).toBeInViewport();
  await stone.tap();
  expect(await heapSizes(page)).toEqual([18]);
  await expect(page.locator('[data-testid="heap-0"] .stone.fallen')).toHaveCount(2);
  await page.locator('.take[data-move="0:1"]').tap();
  expect(await heapSizes(page)).toEqual([17]);

  await shared.show('?view=play&game=sub:1-7&heaps=3,5,7&vs=human');
  await expectThumbSized(page, 'Nim 3, 5, 7');
  await tap(page, '2:7');
  await tap(page, '1:5');
  // An emptied heap shows the stones just taken, then goes.
  expect(await heapSizes(page)).toEqual([3, 0]);
  await tap(page, '0:1');
  expect(await heapSizes(page)).toEqual([2]);
});

test('the end of a game: who won, Play again and Swap sides', async ({}, testInfo) => {
  const page = shared.page;
  await shared.show('?view=play&game=octal:0.77&heaps=5&vs=computer');
  // Show me plays the winning moves for us, slowly, with the explanation.
  const moves = page.getByTestId('history').locator('li');
  for (let turn = 0; turn < 6; turn += 1) {
    await settled(page);
    if (await page.getByTestId('outcome').isVisible()) break;
    const before = await moves.count();
    await page.getByTestId('show-me').tap();
    await expect(page.getByTestId('coach')).toContainText('Winning move');
    await expect.poll(() => moves.count(), { timeout: 5_000 }).toBeGreaterThan(before);
  }
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toBeVisible();
  await expect(outcome).toHaveClass(/\bwin\b/);
  await expect(outcome).toContainText('You won!');
  // Nothing is left over from the emptied rows.
  await expect(page.locator('[data-testid^="heap-"]')).toHaveCount(0);
  await expect(page.getByTestId('story')).toBeVisible();
  await testInfo.attach('a-won-game-on-a-phone', { body: await page.screenshot(), contentType: 'image/png' });
  await page.getByTestId('swap-sides').tap();
  await expect(page).toHaveURL(/heaps=5&turn=2/);
  await expect(page).not.toHaveURL(/moves=/);
  // The computer starts and wins (Kayles 5 is won by the first player); the loss looks different.
  await playOut(page);
  await expect(outcome).toHaveClass(/\bloss\b/);
  await expect(outcome).toContainText('The computer won');
  await page.getByTestId('play-again').tap();
  await expect(page.getByTestId('history').locator('li')).not.toHaveCount(0);
  await expect(page).toHaveURL(/turn=2/);
});

test('a link with moves replays the game, and its moves can be undone', async () => {
  const page = shared.page;
  await shared.show('?view=play&game=sub:1,2,3&heaps=9,5&vs=human&moves=0:3,1:1,0:2');
  expect(await heapSizes(page)).toEqual([4, 4]);
  await expect(page.getByTestId('history').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('status')).toHaveText('Player 2 to move');
  await expect(page.getByTestId('last-move')).toContainText('Player 1: heap 1: take 2 stones, leaving 4');
  await page.getByRole('button', { name: 'Undo' }).tap();
  expect(await heapSizes(page)).toEqual([6, 4]);
  await expect(page).toHaveURL(/heaps=9,5&moves=0:3,1:1&vs=human$/);
  await page.getByRole('button', { name: 'Undo' }).tap();
  await page.getByRole('button', { name: 'Undo' }).tap();
  expect(await heapSizes(page)).toEqual([9, 5]);
  await expect(page).not.toHaveURL(/moves=/);
  // A move that is not legal is named, and the game opens at its start.
  await shared.show('?view=play&game=sub:1,2,3&heaps=9,5&moves=0:3,1:9');
  await expect(page.getByTestId('notice')).toContainText('move 2 “1:9” is not legal');
  expect(await heapSizes(page)).toEqual([9, 5]);
});

test('hints for exercises: P and N only, no values', async () => {
  const page = shared.page;
  await shared.show('?view=play&game=sub:1,2,3&heaps=5,6&hints=pn');
  const hint = page.getByTestId('hint');
  await expect(hint).toContainText('N-position');
  await expect(hint).not.toContainText('nim-sum');
  await expect(page.locator('.heap-caption').first()).not.toContainText('value');
  // Moves are still coloured, and the story is told.
  await expect(page.locator('[data-testid="move"].win')).not.toHaveCount(0);
  await expect(page.getByTestId('story')).toBeVisible();
  await expect(page.locator('#play-hints')).toHaveValue('pn');
});

test('the last move is animated, and still under prefers-reduced-motion', async ({ page }) => {
  const animation = () => page.locator('.pin.fallen').first().evaluate((pin) => getComputedStyle(pin, '::before').animationName);
  await open(page, '?view=play&game=octal:0.77&heaps=6&vs=human&moves=0:1@2');
  expect(await animation()).toBe('fall');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '?view=play&game=octal:0.77&heaps=6&vs=human&moves=0:1@2');
  expect(await animation()).toBe('none');
  // Still marked: the fallen pin is drawn where it stood.
  await expect(page.locator('[data-testid="heap-0"] .pin.fallen')).toHaveCount(1);
});

// Layout shifts (the browser's measure of content moving under the reader) as a link opens and
// its answer arrives: the tabs, the footer, the progress bar and the game's rules used to move
// everything below them (0.48 on the default page, 0.33 for 0.16; 0.1 is the usual bound).
for (const query of ['', '?game=octal:0.16', '?game=octal:0.6&limit=262143']) {
  test(`the page does not move under the reader as it opens and answers (${query || 'the default page'})`, async ({ page }) => {
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const errors = await open(page, query);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.1);
    expect(errors).toEqual([]);
  });
}

// Teaching links on a phone (issue 46): every control a finger uses is at least 44x44 CSS px,
// a table wider than the screen says that it scrolls, and the header takes at most a fifth of
// the screen, the research views folded into a menu.
const TEACHING = [
  ['the values exercise', '?game=sub:1,3,4&exercise=values&from=5'],
  ['the mex step by step', '?game=sub:1,3,4&why=5&steps=1'],
  ['a board with P/N hints', '?view=play&game=octal:0.77&heaps=12&hints=pn'],
  ['the equivalence exercise', '?view=compare&games=octal:0.77@5;*4&exercise=equivalence'],
];

/** The research views' tabs (in the menu on a phone) and the others, by view. */
const RESEARCH = ['heatmap', 'conjecture', 'atlas'];
const LESSON = ['sequence', 'play', 'compare', 'quotient'];
/** A view's tab (found when it is folded away too, unlike by its role). */
const tabOf = (page, view) => page.locator(`#tab-${view}`);

/**
 * Every control on screen a finger can use, as `[what, width, height]`: buttons, fields,
 * selects, the folds' summaries, the view tabs and the G(n) table's cells. The board's pins,
 * stones and cuts are measured by the tests above; a checkbox is given by its label.
 */
async function fingerTargets(page) {
  return page.evaluate(() => {
    const name = (e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.dataset.n ? `[n=${e.dataset.n}]` : ''} “${(e.textContent || e.value || '').trim().slice(0, 20)}”`;
    const selector = 'button:not(.pin, .stone, .cut), select, textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"]), summary, #seq-table td[data-n], label:has(> input[type="checkbox"])';
    return [...document.querySelectorAll(selector)]
      .filter((e) => e.checkVisibility() && !e.closest('.visually-hidden'))
      .map((e) => {
        const r = e.getBoundingClientRect();
        return [name(e), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
      });
  });
}

test.describe('teaching links on a phone', () => {
  for (const [what, query] of TEACHING) {
    // A page of its own: the header's place is measured as a link opens (a why link followed
    // in a page already showing its game brings the panel into view at once).
    test(`${what}: every control a finger uses is at least 44x44 CSS px, the header at most 168 px`, async ({ page }) => {
      const errors = await open(page, query);
      // The folded forms too: their fields, selects and checkboxes.
      for (const fold of await page.locator('details[data-chrome]:not([open]) > summary').all()) if (await fold.isVisible()) await fold.tap();
      const all = await fingerTargets(page);
      expect(all.length, 'some controls').toBeGreaterThan(10);
      expect(all.filter(([, w, h]) => w < 44 || h < 44), 'controls under 44x44').toEqual([]);
      // A fifth of 844 px at most, the research views folded away.
      const header = await page.locator('header.top').boundingBox();
      expect(header.height).toBeLessThanOrEqual(168);
      for (const view of RESEARCH) await expect(tabOf(page, view)).toBeHidden();
      for (const view of LESSON) await expect(tabOf(page, view)).toBeInViewport();
      expect(errors).toEqual([]);
    });
  }

  test('the G(n) table: cells that open the why panel, the exercise field and its button are thumb-sized', async () => {
    const page = shared.page;
    await shared.show('?game=sub:1,3,4&exercise=values&from=5');
    const sizes = await page.locator('#seq-table td[data-n]').evaluateAll((cells) => cells.map((c) => [c.offsetWidth, c.offsetHeight]));
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.filter(([w, h]) => w < 44 || h < 44)).toEqual([]);
    for (const target of [page.getByTestId('exercise-input'), page.getByRole('button', { name: 'Check' })]) {
      const box = await target.boundingBox();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // A tap on a value still opens its panel (n = 2 is shown: only n ≥ 5 are asked).
    await page.locator('#seq-table td[data-n="2"]').tap();
    await expect(page.getByTestId('why')).toBeVisible();
    await expect(page).toHaveURL(/why=2/);
  });

  // A page of its own: the form's fold starts closed (a fold a reader opened stays open as
  // they follow links).
  test('selects, fields and the Lock checkbox of a board: 44 px high, the checkbox tapped by its label', async ({ page }) => {
    await open(page, '?view=play&game=octal:0.77&heaps=12&hints=pn');
    await page.locator('#play-setup > summary').tap();
    for (const select of await page.locator('#play-form select').all()) expect((await select.boundingBox()).height).toBeGreaterThanOrEqual(44);
    const lock = page.locator('#play-lock');
    const box = await lock.boundingBox();
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    const label = await page.locator('label:has(#play-lock)').boundingBox();
    expect(label.height).toBeGreaterThanOrEqual(44);
    // A tap on the label's words (not on the box) ticks it.
    await page.locator('label:has(#play-lock)').tap({ position: { x: label.width - 10, y: label.height / 2 } });
    await expect(lock).toBeChecked();
  });

  test('a table wider than the screen says that it scrolls; one that fits does not', async ({ page }) => {
    await open(page, '?game=sub:1,3,4&exercise=values&from=5');
    const box = page.locator('#seq-table').locator('xpath=..');
    const cue = () => box.evaluate((b) => ({ note: getComputedStyle(b, '::before').content, mask: getComputedStyle(b).maskImage }));
    // Ten columns of 44 px do not fit 390 px: a note, and a fade at the cut edge.
    await expect(box).toHaveAttribute('data-overflows', '');
    await expect(box).toHaveAttribute('data-more', 'end');
    let seen = await cue();
    expect(seen.note).toContain('scroll →');
    expect(seen.mask).toContain('gradient');
    // The note stands above the table, on screen, inside the box.
    const [outer, table] = [await box.boundingBox(), await page.locator('#seq-table').boundingBox()];
    expect(table.width).toBeGreaterThan(outer.width);
    // Scrolled to its end: the last column is there whole, and the cue points back.
    await box.evaluate((b) => b.scrollTo({ left: b.scrollWidth }));
    await expect(box).toHaveAttribute('data-more', 'start');
    seen = await cue();
    expect(seen.note).toContain('← scroll');
    const last = await page.locator('#seq-table thead th').last().boundingBox();
    expect(last.x + last.width).toBeLessThanOrEqual(outer.x + outer.width + 1);
    // On a laptop the same table fits: no note, no fade.
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(box).not.toHaveAttribute('data-overflows');
    await expect(box).not.toHaveAttribute('data-more');
    expect((await cue()).note).toBe('none');
    // A table of one period of 7 fits a phone: nothing said.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '?game=sub:1,3,4&why=5&steps=1');
    await expect(page.locator('#seq-table td[data-n="5"]')).toBeVisible();
    await expect(box).not.toHaveAttribute('data-overflows');
    expect((await cue()).note).toBe('none');
  });

  test('the Research menu: opened by a tap, its tabs thumb-sized, a research view chosen from it', async ({}, testInfo) => {
    const page = shared.page;
    await shared.show('?game=sub:1,3,4&exercise=values&from=5');
    const more = page.getByTestId('tabs-more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('aria-controls', 'research-tabs');
    // Every view keeps its tab, id, view and panel.
    for (const view of ['sequence', 'heatmap', 'conjecture', 'play', 'atlas', 'compare', 'quotient']) {
      const tab = page.locator(`#tab-${view}`);
      await expect(tab).toHaveAttribute('role', 'tab');
      await expect(tab).toHaveAttribute('data-view', view);
      await expect(tab).toHaveAttribute('aria-controls', `view-${view}`);
    }
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const view of RESEARCH) {
      const box = await tabOf(page, view).boundingBox();
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await testInfo.attach('the-research-menu', { body: await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 320 } }), contentType: 'image/png' });
    // A tap elsewhere closes it.
    await page.locator('#seq-title').tap();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(tabOf(page, 'atlas')).toBeHidden();
    await more.tap();
    await tabOf(page, 'conjecture').tap();
    await expect(page).toHaveURL(/view=conjecture/);
    await expect(tabOf(page, 'conjecture')).toHaveAttribute('aria-selected', 'true');
    await expect(tabOf(page, 'conjecture')).toBeHidden();
    // The menu closes; its button stands for the research view now shown.
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveClass(/\bcurrent\b/);
    await page.getByRole('tab', { name: 'Sequence' }).tap();
    await expect(page).toHaveURL(/game=sub:1,3,4/);
    await expect(more).not.toHaveClass(/\bcurrent\b/);
  });

  test('the tabs and the Research menu by keyboard', async () => {
    const page = shared.page;
    await shared.show('?game=sub:1,3,4&why=5&steps=1');
    const tab = (name) => page.locator('[role="tab"]', { hasText: name });
    const more = page.getByTestId('tabs-more');
    // One tab in the tab order, the chosen one; the arrows go along the tabs on screen and
    // show their view (from Misère on to Sequence: the research tabs are folded away).
    await expect(tab('Sequence')).toHaveAttribute('tabindex', '0');
    await tab('Sequence').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Misère')).toBeFocused();
    await expect(page).toHaveURL(/view=quotient/);
    await page.keyboard.press('ArrowRight');
    await expect(tab('Sequence')).toBeFocused();
    await expect(page).toHaveURL(/why=5/);
    // Tab moves on to the menu's button; Down opens the menu on its first tab.
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(tab('Heatmap')).toBeFocused();
    // In the menu the arrows only move the focus; Escape closes it, back on its button.
    await page.keyboard.press('ArrowDown');
    await expect(tab('Conjectures')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(tab('Atlas')).toBeFocused();
    await expect(page).toHaveURL(/why=5/);
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    // Enter opens it; Enter on a tab shows its view, and the focus stays on the button.
    await page.keyboard.press('Enter');
    await expect(tab('Heatmap')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=conjecture/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    // The chosen view's tab is folded away: the first tab on screen takes the tab order.
    await expect(tab('Sequence')).toHaveAttribute('tabindex', '0');
    await expect(tab('Conjectures')).toHaveAttribute('tabindex', '-1');
  });

  test('on a laptop every tab is in the row and there is no menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '?game=sub:1,3,4&exercise=values&from=5');
    await expect(page.getByTestId('tabs-more')).toBeHidden();
    const tops = new Set();
    for (const view of [...LESSON, ...RESEARCH]) {
      const box = await tabOf(page, view).boundingBox();
      tops.add(Math.round(box.y));
    }
    expect([...tops]).toHaveLength(1);
    expect((await page.locator('header.top').boundingBox()).height).toBeLessThanOrEqual(100);
  });
});
