import { test, expect } from '@playwright/test';
import { sharedPage, open } from './helpers.js';

// The tests follow their links in one loaded page (start-up is not what they test).
const shared = sharedPage(test);

/** The heap sizes on the board, in order. */
async function sizes(page) {
  return page.locator('[data-testid^="heap-"]').evaluateAll((heaps) => heaps.map((h) => Number(h.dataset.size)));
}

/** Waits until it is a person's turn or the game is over; returns the status text. */
async function settled(page) {
  const status = page.getByTestId('status');
  await expect(status).toHaveText(/turn|to move|won/, { timeout: 10_000 });
  return status.textContent();
}

/** Plays a move by clicking its target; in a row, first chooses how many pins a click knocks down. */
async function playMove(page, notation) {
  const [, take, left] = notation.match(/^\d+:(\d+)(@\d+)?$/);
  const pick = page.getByRole('radio', { name: `${take} ${take === '1' ? 'pin' : 'pins'}` });
  if (left && (await pick.count())) await pick.click();
  await page.locator(`[data-testid="move"][data-move="${notation}"]`).first().click();
}

test('following the hints wins a won Kayles row against the computer', async () => {
  const page = shared.page;
  const errors = await shared.show('?view=play&game=octal:0.77&heaps=9&turn=1&vs=computer&hints=1');
  await expect(page.getByTestId('board')).toBeVisible();
  expect(await sizes(page)).toEqual([9]);
  let first = true;
  for (let turn = 0; turn < 20; turn += 1) {
    const status = await settled(page);
    if (status.includes('won')) break;
    const hint = page.getByTestId('hint');
    await expect(hint).toContainText('Winning move');
    const move = await hint.getAttribute('data-move');
    expect(move).toMatch(/^\d+:\d+@\d+$/);
    await playMove(page, move);
    if (first) {
      // Knocking down the middle pin splits the row in two, visibly.
      await expect.poll(() => sizes(page)).toEqual([4, 4]);
      first = false;
    }
  }
  await expect(page.getByTestId('status')).toHaveText(/^You won/);
  // Nothing is left over from the emptied rows.
  expect(await sizes(page)).toEqual([]);
  await expect(page.getByTestId('history').locator('li').first()).toContainText('You: row 1: knock down pin 5');
  expect(errors).toEqual([]);
});

test('the computer wins a lost position, whatever we play', async () => {
  const page = shared.page;
  const errors = await shared.show('?view=play&game=sub:1,2&heaps=12&turn=1&vs=computer&hints=1');
  await expect(page.getByTestId('hint')).toContainText('No winning move');
  for (let turn = 0; turn < 20; turn += 1) {
    const status = await settled(page);
    if (status.includes('won')) break;
    // Always the first legal move: every one loses here.
    await page.locator('[data-testid="move"]').first().click();
  }
  await expect(page.getByTestId('status')).toHaveText(/^The computer won/);
  expect(errors).toEqual([]);
});

test('two people play on one screen, with winning and losing moves coloured', async () => {
  const page = shared.page;
  await shared.show('?view=play&game=sub:1-7&heaps=1,2&turn=1&vs=human&hints=1');
  await expect(page.getByTestId('status')).toHaveText('Player 1 to move');
  // Nim 1, 2: the only winning move takes 1 from the heap of 2.
  const winners = await page
    .locator('[data-testid="move"][data-wins="true"]')
    .evaluateAll((nodes) => [...new Set(nodes.map((n) => n.dataset.move))]);
  expect(winners).toEqual(['1:1']);
  await playMove(page, '1:1');
  await expect(page.getByTestId('status')).toHaveText('Player 2 to move');
  await expect(page.getByTestId('hint')).toContainText('No winning move');
  await playMove(page, '0:1');
  await expect(page.getByTestId('status')).toHaveText('Player 1 to move');
  await playMove(page, '1:1');
  await expect(page.getByTestId('status')).toHaveText(/^Player 1 won/);
  await expect(page.getByTestId('history').locator('li')).toHaveCount(3);
  // The link keeps the start and adds the moves.
  await expect(page).toHaveURL(/heaps=1,2&turn=1&moves=1:1,0:1,1:1&vs=human/);
});

test('undo, redo, and a link that replays the game', async ({ browser }) => {
  const page = shared.page;
  await shared.show('?view=play&game=sub:1,3,4&heaps=10,7&turn=1&vs=computer');
  await page.locator('[data-testid="move"]').first().click();
  await expect(page.getByTestId('history').locator('li')).toHaveCount(2);
  await settled(page);
  const after = await sizes(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('history').locator('li')).toHaveCount(0);
  expect(await sizes(page)).toEqual([10, 7]);
  await expect(page.getByTestId('status')).toHaveText('Your turn');
  await page.keyboard.press('y');
  await expect(page.getByTestId('history').locator('li')).toHaveCount(2);
  expect(await sizes(page)).toEqual(after);
  await page.keyboard.press('u');
  await expect(page.getByTestId('history').locator('li')).toHaveCount(0);
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('history').locator('li')).toHaveCount(2);

  await page.getByTestId('copy-link').click();
  const link = await page.getByTestId('link-output').inputValue();
  expect(link).toMatch(/heaps=10,7&turn=1&moves=\d:\d,\d:\d&vs=computer$/);
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  expect(await sizes(other)).toEqual(after);
  await expect(other.getByTestId('status')).toHaveText('Your turn');
  // The replayed moves can be taken back.
  await other.getByRole('button', { name: 'Undo' }).click();
  expect(await sizes(other)).toEqual([10, 7]);
  await other.close();
});

test('a link with the computer to move: it moves, and the game can be finished', async () => {
  const page = shared.page;
  await shared.show('?view=play&game=octal:0.07&heaps=8&turn=2&vs=computer&hints=1');
  await expect(page.getByTestId('history').locator('li')).toHaveCount(1);
  for (let turn = 0; turn < 20; turn += 1) {
    const status = await settled(page);
    if (status.includes('won')) break;
    await page.locator('[data-testid="move"]').first().click();
  }
  await expect(page.getByTestId('status')).toHaveText(/won/);
});

test('keyboard play: arrows to a stone, Enter to take', async () => {
  const page = shared.page;
  await shared.show('?view=play&game=sub:1,2,3&heaps=6&turn=1&vs=human');
  const first = page.locator('[data-testid="heap-0"] .tokens button').first();
  await first.focus();
  await page.keyboard.press('End');
  await expect(page.locator('[data-testid="heap-0"] .tokens button').last()).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await sizes(page)).toEqual([5]);
  await expect(page.locator('#play-announce')).toContainText('take 1 stone, leaving 5');
  await expect(page.getByTestId('status')).toHaveText('Player 2 to move');
});

test('misère hints give the misère strategy', async () => {
  const page = shared.page;
  await shared.show('?view=play&game=sub:1-7&rule=misere&heaps=3,5,7&hints=1');
  await expect(page.getByTestId('hint')).toContainText('Misère Nim (Bouton)');
  await shared.show('?view=play&game=sub:1,3,4&rule=misere&heaps=14&hints=1');
  await expect(page.getByTestId('hint')).toContainText('misère value');
});

test('the link’s rule plays every heap that does not spell its own', async () => {
  const page = shared.page;
  // Misère play of sub:1,2@9 + sub:1,3@5: a P-position (in normal play it is an N-position).
  const errors = await shared.show('?view=play&game=sub:1,2&rule=misere&heaps=sub:1,2@9;sub:1,3@5&hints=1');
  await expect(page.getByTestId('hint')).toContainText('P-position: the player to move loses');
  await expect(page.getByTestId('heap-1')).toContainText('the misère subtraction game {1, 3}');
  await expect(page).toHaveURL(/heaps=9;sub:1,3@5/);
  await shared.show('?view=play&game=sub:1,2&heaps=sub:1,2@9;sub:1,3@5&hints=1');
  await expect(page.getByTestId('hint')).toContainText('N-position: the player to move wins');
  // A heap spelling normal play on a misère board is refused with a notice naming it.
  await shared.show('?view=play&game=sub:1,2&rule=misere&heaps=sub:1,3/normal@5;3');
  await expect(page.getByTestId('notice')).toContainText('cannot mix misère and normal play');
  expect(errors).toEqual([]);
});

test('the nim calculator shows the nim-sum and nim-product with their working', async () => {
  const page = shared.page;
  await shared.show('?view=play');
  const input = page.locator('#nimcalc-input');
  await input.fill('5 6');
  await expect(page.getByTestId('nim-sum')).toHaveText('nim-sum 5 ⊕ 6 = 3');
  await expect(page.getByTestId('nim-product')).toContainText('5 ⊗ 6 = 8');
  await input.fill('2, 2');
  await expect(page.getByTestId('nim-product')).toContainText('2 ⊗ 2 = 3');
  await input.fill('16 16');
  await expect(page.getByTestId('nim-product')).toContainText('16 ⊗ 16 = 24');
  await input.fill('seven');
  await expect(page.getByTestId('nimcalc')).toContainText('seven');
});

test('a board too large to solve falls back to the default, with a notice', async () => {
  const page = shared.page;
  const errors = await shared.show('?view=play&game=sub:1,2&heaps=900,900,900');
  await expect(page.getByTestId('notice')).toContainText('cannot be played here');
  expect(await sizes(page)).toEqual([15]);
  await expect(page).not.toHaveURL(/heaps=/);
  expect(errors).toEqual([]);
});
