import { test, expect } from '@playwright/test';
import { sharedPage, open } from './helpers.js';

// The tests follow their links in one loaded page (start-up is not what they test).
const shared = sharedPage(test);

test('Nim as a take-and-break code: growth certified, the table with the saltus subtracted', async () => {
  const page = shared.page;
  const errors = await shared.show('?game=tb:0.[3]&limit=500');
  await expect(page.locator('#seq-title')).toHaveText('tb:0.[3] (Nim)');
  await expect(page.getByTestId('period')).toHaveText('none: the values grow without bound');
  await expect(page.getByTestId('pattern')).toHaveText('arithmetic-periodic, certified: G(n + 1) = G(n) + 1 for n >= 0');
  await expect(page.locator('#seq-certificate')).toContainText("nimseq's arithmetic-periodicity theorem");
  expect(errors).toEqual([]);
});

test("Lasker's Nim: the arithmetic period seen, not certified, and rows of it", async () => {
  const page = shared.page;
  const errors = await shared.show('?game=tb:4.[3]&limit=2000');
  await expect(page.locator('#seq-title')).toHaveText("tb:4.[3] (Lasker's Nim)");
  await expect(page.getByTestId('pattern')).toHaveText('arithmetic-periodic as far as computed (n <= 2000), not certified: G(n + 4) = G(n) + 4 for n >= 1');
  await expect(page.getByTestId('period')).toHaveText('none found up to 2000');
  await expect(page.locator('#seq-rules')).toContainText('Or, without knocking any down: cut a row into two rows.');
  // Rows of one arithmetic period, the saltus subtracted: every row from n = 4 on reads 3 1 2 4.
  const table = page.getByTestId('sequence-table');
  await expect(table.locator('thead th')).toHaveCount(5);
  await expect(table.locator('tbody tr').nth(3).locator('td')).toHaveText(['3', '1', '2', '4']);
  await page.getByTestId('reduce').uncheck();
  await expect(table.locator('tbody tr').nth(3).locator('td')).toHaveText(['11', '13', '14', '16']);
  expect(errors).toEqual([]);
});

test("the game editor reads take-and-break codes and offers Grundy's game", async () => {
  const page = shared.page;
  await shared.show('');
  await page.locator('#game-kind').selectOption('tb');
  await page.locator('#game-text').fill('2.7');
  await expect(page.locator('#game-check')).toContainText('d0 = 2 asks to remove nothing');
  await page.locator('#game-text').fill('0.[]');
  await expect(page.locator('#game-check')).toContainText('`[]` is empty');
  await page.locator('#game-text').fill('0.F');
  await expect(page.locator('#game-check')).toContainText('✓ tb:0.F');
  await page.locator('#game-text').press('Enter');
  await expect(page.getByTestId('period')).toHaveText('2');
  await expect(page.locator('#seq-certificate')).toContainText('take-and-break periodicity test (moves leave at most b = 3 heaps');
  await page.locator('#game-kind').selectOption('grundy');
  await expect(page.locator('#game-check')).toContainText('✓ grundy');
  await page.locator('#game-go').click();
  await expect(page.locator('#seq-title')).toHaveText("grundy (Grundy's game)");
  // Every move is a cut: the rules do not say that a move knocks pins down.
  await expect(page.locator('#seq-rules')).toContainText('Pins stand in rows; a move is to cut a row into two rows of different lengths, knocking none down.');
  await expect(page.locator('#seq-rules')).not.toContainText('knocks down');
});

test('a bad take-and-break code in a link is a notice, not a crash', async () => {
  const page = shared.page;
  await shared.show('?game=tb:0.7G');
  await expect(page.getByTestId('notice')).toContainText('`G` is not a hexadecimal digit');
  await expect(page.locator('#seq-title')).toHaveText('sub:2,4,7');
});

test("Grundy's game on the board: cut a row in a gap, never into equal rows", async () => {
  const page = shared.page;
  const errors = await shared.show('?view=play&game=grundy&heaps=8&vs=human&hints=pn');
  const row = page.getByTestId('heap-0');
  // 8 pins: 7 gaps, of which the middle one (4 + 4) is no move.
  await expect(row.locator('button.cut')).toHaveCount(6);
  await expect(row.locator('[data-gap="4"]')).toHaveCount(0);
  await row.locator('[data-gap="3"]').click();
  await expect(page).toHaveURL(/moves=0:0@3/);
  await expect(page.getByTestId('heap-0')).toContainText('3 pins');
  await expect(page.getByTestId('heap-1')).toContainText('5 pins');
  await expect(page.getByTestId('last-move')).toContainText('cut between pins 3 and 4');
  expect(errors).toEqual([]);
});

test('a code that splits a row into three: a button per split, with hints', async () => {
  const page = shared.page;
  const errors = await shared.show('?view=play&game=tb:0.8&heaps=10&vs=human&hints=pn');
  const row = page.getByTestId('heap-0');
  await expect(row.getByRole('button', { name: /split the rest into rows of/ })).toHaveCount(7);
  const win = row.locator('[data-move="0:1@3-3-3"]');
  await expect(win).toHaveAttribute('data-wins', 'true');
  await win.click();
  await expect(page).toHaveURL(/moves=0:1@3-3-3/);
  await expect(page.getByTestId('last-move')).toContainText('knock down 1 pin and split the rest into rows of 3, 3 and 3');
  for (const i of [0, 1, 2]) await expect(page.getByTestId(`heap-${i}`)).toContainText('3 pins');
  expect(errors).toEqual([]);
});
