// The board on a phone: a 390x844 touch screen. Every move target is at least 44x44 CSS px,
// each kind of target makes its move when tapped, the last move is marked, the end of a game
// offers "Play again", and a link with its moves replays the game and undoes them.
import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

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

test('Kayles: a pin knocks down one, or two with the "2 pins" choice; the row never wraps', async ({ page }, testInfo) => {
  const errors = await open(page, '?view=play&game=octal:0.77&heaps=12&vs=human');
  // The board comes before the folded new-game form's fields.
  await expect(page.locator('#play-setup')).not.toHaveAttribute('open', '');
  const board = await page.getByTestId('board').boundingBox();
  expect(board.y).toBeLessThan(420);
  await expectThumbSized(page, 'Kayles, one pin');
  // One line of pins: every pin at the same height.
  const tops = await page.locator('[data-testid="heap-0"] .pin').evaluateAll((pins) => new Set(pins.map((p) => Math.round(p.getBoundingClientRect().top))).size);
  expect(tops).toBe(1);
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

test("Dawson's Kayles: every tap knocks down two pins, each target thumb-sized", async ({ page }) => {
  await open(page, '?view=play&game=octal:0.07&heaps=14&vs=computer');
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

test('a heap of stones and a board of several heaps: stones and take buttons make their moves', async ({ page }) => {
  await open(page, '?view=play&game=sub:1,2&heaps=20&vs=human');
  await expectThumbSized(page, 'a heap of 20');
  // The heap shows its end, where its legal stones are.
  const stone = page.locator('.stone[data-move="0:2"]');
  await expect(stone).toBeInViewport();
  await stone.tap();
  expect(await heapSizes(page)).toEqual([18]);
  await expect(page.locator('[data-testid="heap-0"] .stone.fallen')).toHaveCount(2);
  await page.locator('.take[data-move="0:1"]').tap();
  expect(await heapSizes(page)).toEqual([17]);

  await open(page, '?view=play&game=sub:1-7&heaps=3,5,7&vs=human');
  await expectThumbSized(page, 'Nim 3, 5, 7');
  await tap(page, '2:7');
  await tap(page, '1:5');
  // An emptied heap shows the stones just taken, then goes.
  expect(await heapSizes(page)).toEqual([3, 0]);
  await tap(page, '0:1');
  expect(await heapSizes(page)).toEqual([2]);
});

test('the end of a game: who won, Play again and Swap sides', async ({ page }, testInfo) => {
  await open(page, '?view=play&game=octal:0.77&heaps=5&vs=computer');
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

test('a link with moves replays the game, and its moves can be undone', async ({ page }) => {
  await open(page, '?view=play&game=sub:1,2,3&heaps=9,5&vs=human&moves=0:3,1:1,0:2');
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
  await open(page, '?view=play&game=sub:1,2,3&heaps=9,5&moves=0:3,1:9');
  await expect(page.getByTestId('notice')).toContainText('move 2 “1:9” is not legal');
  expect(await heapSizes(page)).toEqual([9, 5]);
});

test('hints for exercises: P and N only, no values', async ({ page }) => {
  await open(page, '?view=play&game=sub:1,2,3&heaps=5,6&hints=pn');
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
