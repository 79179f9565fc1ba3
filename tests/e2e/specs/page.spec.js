import { test, expect } from '@playwright/test';
import { sharedPage, cellCentre, open } from './helpers.js';

// The first test opens the default page; the others follow their links in one loaded page.
const shared = sharedPage(test);

test('the default page shows a game with its certified period', async ({ page }) => {
  const errors = await open(page, '');
  await expect(page.getByTestId('preperiod')).toHaveText('8');
  await expect(page.getByTestId('period')).toHaveText('3');
  await expect(page.locator('#seq-certificate')).toContainText('window of 7 values at n = 8 repeats at n = 11');
  await expect(page.locator('#seq-title')).toHaveText('sub:2,4,7');
  await expect(page.getByTestId('sequence-table').locator('tbody tr').first()).toContainText('0');
  expect(errors).toEqual([]);
});

test('a link to Kayles shows its Guy–Smith period', async () => {
  const page = shared.page;
  const errors = await shared.show('?game=octal:0.77');
  await expect(page.getByTestId('preperiod')).toHaveText('71');
  await expect(page.getByTestId('period')).toHaveText('12');
  await expect(page.locator('#seq-certificate')).toContainText('Guy–Smith');
  await expect(page.locator('#seq-title')).toContainText('Kayles');
  // The table has one period per row: 12 columns after the row label.
  await expect(page.getByTestId('sequence-table').locator('thead th')).toHaveCount(13);
  expect(errors).toEqual([]);
});

test('a game without a known period says so', async () => {
  const page = shared.page;
  await shared.show('?game=octal:0.6&limit=3000');
  await expect(page.getByTestId('period')).toHaveText('none found up to 3000');
  await expect(page.getByTestId('preperiod')).toHaveText('none found up to 3000');
});

test('theory beside computation flags a disagreement', async () => {
  const page = shared.page;
  await shared.show('?game=sub:3,5');
  const disagree = page.locator('#seq-theory li.disagrees');
  await expect(disagree).toHaveCount(1);
  await expect(disagree).toContainText('Theorem 4.9');
  await expect(page.locator('#seq-theory li.agrees')).toContainText(['Benesh']);
});

test('B(S) and E(S) of the stone-picking example', async () => {
  const page = shared.page;
  await shared.show('?game=sub:3,5,6&rule=take-all');
  await expect(page.locator('#seq-b')).toHaveText('<0111>');
  await expect(page.locator('#seq-e')).toHaveText('14 / 15');
  await expect(page.locator('#seq-rules')).toContainText('When 1 to 2 stones remain');
});

test('the game editor validates as the user types', async () => {
  const page = shared.page;
  await shared.show('');
  await page.locator('#game-text').fill('2, 0');
  await expect(page.locator('#game-check')).toContainText('0 cannot be in a subtraction set');
  await page.locator('#game-text').fill('1, 4');
  await expect(page.locator('#game-check')).toContainText('✓ sub:1,4');
  await page.locator('#game-text').press('Enter');
  await expect(page).toHaveURL(/game=sub:1,4/);
  await expect(page.getByTestId('period')).toHaveText('5');
});
