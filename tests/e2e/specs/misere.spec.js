// The misère quotient view: a quotient computed in a worker with progress and Cancel, its
// presentation and P-portion, the pretending strip, the product table's read-outs, sums typed by
// the reader, links and embeds. Every outcome the tests expect is computed here by a plain
// misère search over the positions themselves, independently of the page.
import { test, expect } from '@playwright/test';
import { sharedPage, open, kaylesMisereWins } from './helpers.js';

// The tests follow their links in one loaded page (start-up is not what they test).
const shared = sharedPage(test);

/** Bouton's misère Nim: the player to move loses when some heap is above 1 and the nim-sum is 0, or every heap is 0 or 1 and the nim-sum is 1. */
function nimMisereLoses(heaps) {
  const x = heaps.reduce((a, b) => a ^ b, 0);
  return heaps.some((h) => h > 1) ? x === 0 : x === 1;
}

/** The misère nim-value of Kayles rows plus Nim heaps of 2 and of 1: 1 without a move, else the mex of the options'. */
function kaylesMisereValue(rows, twos, ones, memo) {
  const key = `${[...rows].sort((a, b) => a - b).join(',')}|${twos}|${ones}`;
  if (memo.has(key)) return memo.get(key);
  const seen = new Set();
  rows.forEach((row, i) => {
    const rest = rows.filter((_, j) => j !== i);
    for (const take of [1, 2]) {
      for (let left = 0; left + take <= row; left += 1) {
        const after = [...rest, left, row - take - left].filter((r) => r > 0);
        seen.add(kaylesMisereValue(after, twos, ones, memo));
      }
    }
  });
  if (twos > 0) {
    seen.add(kaylesMisereValue(rows, twos - 1, ones + 1, memo));
    seen.add(kaylesMisereValue(rows, twos - 1, ones, memo));
  }
  if (ones > 0) seen.add(kaylesMisereValue(rows, twos, ones - 1, memo));
  let value = 1;
  if (seen.size > 0) for (value = 0; seen.has(value); value += 1);
  memo.set(key, value);
  return value;
}

/** Winning Ways' genus of a row of n pins: its nim-value, then γ0 γ1 … cut where the last two alternate. */
function kaylesGenus(n, normal, memo) {
  const gamma = [];
  for (let k = 0; k < 8; k += 1) gamma.push(kaylesMisereValue(n > 0 ? [n] : [], k, 0, memo));
  let m = gamma.length - 1;
  while (m >= 2 && gamma[m] === gamma[m - 2]) m -= 1;
  return `${normal}^${gamma.slice(0, m + 1).join('')}`;
}

async function decide(page, text) {
  await page.getByTestId('quotient-sum').fill(text);
  await page.getByTestId('quotient-sum').press('Enter');
  const out = page.getByTestId('quotient-sum-out');
  await expect(out).toHaveAttribute('data-p', /[01]/);
  return { p: (await out.getAttribute('data-p')) === '1', text: await out.textContent() };
}

test.describe('misère quotients', () => {
  test('misère Nim: T2 with its P-portion, read out cell by cell and checked against Bouton', async () => {
    const page = shared.page;
    await shared.show('?view=quotient&game=tb:0.[3]&upto=3');
    await expect(page.getByTestId('quotient-order')).toHaveText('6');
    await expect(page.getByTestId('quotient-presentation')).toHaveText('<a, b | a² = 1, b³ = b>');
    await expect(page.getByTestId('quotient-p-portion')).toHaveText('{a, b²}');
    // The pretending strip: heaps 0 ... 3 are 1, a, b, ab; heap 1 alone is in the P-portion.
    const strip = page.getByTestId('quotient-strip').locator('li');
    await expect(strip).toHaveCount(4);
    expect(await strip.evaluateAll((cells) => cells.map((c) => c.dataset.element))).toEqual(['1', 'a', 'b', 'ab']);
    await expect(strip.nth(1)).toHaveClass(/\bp\b/);
    // Pointing at a cell reads its product; the keyboard walks the table.
    const canvas = page.getByTestId('quotient-canvas');
    const box = await canvas.boundingBox();
    const cell = box.width / 6;
    await canvas.hover({ position: { x: cell * 1.5, y: cell * 1.5 } });
    await expect(page.getByTestId('quotient-readout')).toHaveText('a · a = 1, an N-position');
    await canvas.focus();
    await canvas.press('ArrowRight');
    await expect(page.getByTestId('quotient-readout')).toHaveText(/^a · \S+ = \S+, (a P|an N)-position$/);
    // The named table agrees with the picture: ab · ab = b², in the P-portion.
    const table = page.getByTestId('quotient-table');
    await expect(table).toBeVisible();
    const names = await table.locator('thead th').allTextContents();
    const ab = names.indexOf('ab');
    await expect(table.locator('tbody tr').nth(ab - 1).locator('td').nth(ab - 1)).toHaveText('b² •');
    // Every sum of up to three heaps of at most 3 decided as Bouton's rule says.
    for (const heaps of [[1], [2], [1, 1], [1, 2, 3], [2, 2], [3, 3, 1], [1, 1, 1], [2, 3], [3, 2, 1]]) {
      const { p, text } = await decide(page, heaps.join(', '));
      expect(p, `${heaps}: ${text}`).toBe(nimMisereLoses(heaps));
    }
    const { text } = await decide(page, '1, 2, 3');
    expect(text).toBe('1 + 2 + 3: a · b · ab = b², in the P-portion: P-position (the player to move loses)');
    // A heap past those computed is refused in words.
    await page.getByTestId('quotient-sum').fill('4');
    await page.getByTestId('quotient-sum').press('Enter');
    await expect(page.getByTestId('quotient-sum-out')).toHaveClass('bad');
  });

  test('Kayles: the quotient of every row, certified, decides sums as a search over the rows does', async () => {
    const page = shared.page;
    await shared.show('?view=quotient&game=octal:0.77', { timeout: 60_000 });
    await expect(page.getByTestId('quotient-status')).toHaveAttribute('data-status', 'periodic');
    await expect(page.getByTestId('quotient-status')).toContainText('period 12 from heap 71');
    await expect(page.getByTestId('quotient-order')).toHaveText('40');
    const memo = new Map();
    for (const rows of [[1], [4], [1, 1], [2, 3], [5, 4, 1], [7, 2], [6, 6], [8, 3, 2], [9], [10, 1, 1], [3, 4, 5]]) {
      const { p, text } = await decide(page, rows.join('+'));
      expect(p, `${rows}: ${text}`).toBe(!kaylesMisereWins(rows, memo));
    }
    // Past the heaps listed, the certified period reads the row.
    const { text } = await decide(page, '1000, 3');
    expect(text).toMatch(/^1000 \+ 3: /);
  });

  test('the genus beside the pretending strip: Kayles as Winning Ways writes it, each symbol the definition’s', async () => {
    const page = shared.page;
    await shared.show('?view=quotient&game=octal:0.77&upto=20');
    const genus = page.getByTestId('quotient-genus');
    const cells = genus.locator('li');
    await expect(cells).toHaveCount(21);
    await expect(genus.locator('ol')).toHaveAttribute('data-status', 'complete');
    // Heap 5 is 4^146: the superscript written small.
    await expect(cells.nth(5)).toHaveAttribute('data-symbol', '4^146');
    await expect(cells.nth(5).locator('sup')).toHaveText('146');
    await expect(cells.nth(5)).toHaveAttribute('title', 'heap 5: genus 4^146; nim-value 4, misère nim-value 1');
    // Rows 0 ... 9 against a plain search over the rows plus real heaps of size 2.
    const normal = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4];
    const memo = new Map();
    const symbols = await cells.evaluateAll((lis) => lis.map((li) => li.dataset.symbol));
    for (let n = 0; n < normal.length; n += 1) expect(symbols[n], `row ${n}`).toBe(kaylesGenus(n, normal[n], memo));
    await expect(genus).toContainText('Computed for heaps 0 … 20');
    // Dawson's Kayles: ten is 3^1431, its superscript of four digits written small.
    await shared.show('?view=quotient&game=octal:0.07&upto=20');
    const dawson = page.getByTestId('quotient-genus').locator('li');
    await expect(dawson).toHaveCount(21);
    await expect(dawson.nth(10)).toHaveAttribute('data-symbol', '3^1431');
    await expect(dawson.nth(10).locator('sup')).toHaveText('1431');
  });

  test('a long quotient shows its progress and Cancel keeps the heaps done', async () => {
    const page = shared.page;
    await page.goto('./?view=quotient&game=octal:0.07&upto=400&elements=1024');
    await expect(page.locator('#progress-label')).toContainText(/heap \d+ of 400, \d+ elements so far/, { timeout: 30_000 });
    await page.locator('#cancel').click();
    await expect(page.getByTestId('quotient-status')).toHaveAttribute('data-status', 'partial', { timeout: 30_000 });
    const last = await page.getByTestId('quotient-strip').locator('li').last().getAttribute('data-n');
    await expect(page.getByTestId('quotient-status')).toContainText(`the quotient of heaps ≤ ${last};`);
    expect(Number(last)).toBeLessThan(400);
  });

  test('the link keeps the reader’s choices; bad values are named; the sequence view leads here', async () => {
    const page = shared.page;
    await shared.show('?view=quotient&game=octal:0.75&upto=30');
    await page.getByTestId('quotient-upto').fill('40');
    await page.locator('#quotient-go').click();
    await expect(page).toHaveURL(/upto=40/);
    await expect(page.getByTestId('quotient-status')).toHaveAttribute('data-status', 'periodic');
    await page.reload();
    await expect(page.getByTestId('quotient-upto')).toHaveValue('40');
    await shared.show('?view=quotient&game=octal:0.75&upto=abc&elements=99999');
    await expect(page.locator('#notice')).toContainText('“upto=abc” is not a whole number');
    await expect(page.locator('#notice')).toContainText('“elements=99999” is above 1024');
    // A game given by its options is one game, not heaps: the link's game is refused in words.
    await shared.show('?view=quotient&game=*3');
    await expect(page.locator('#notice')).toContainText('“game=*3”');
    // From a misère subtraction game's sequence to its heaps' quotient.
    await shared.show('?game=sub:1,2&rule=misere');
    await page.getByTestId('seq-quotient').click();
    await expect(page).toHaveURL(/view=quotient/);
    await expect(page).toHaveURL(/game=sub:1,2/);
    await expect(page.getByTestId('quotient-order')).not.toHaveText('');
  });

  test('an embed shows the parts asked for', async () => {
    const page = shared.page;
    await shared.show('?view=quotient&game=octal:0.75&embed=1&show=products');
    await expect(page.getByTestId('quotient-canvas')).toBeVisible();
    await expect(page.locator('#quotient-facts')).toBeHidden();
    await expect(page.locator('#quotient-pretending')).toBeHidden();
    await expect(page.locator('#quotient-form')).toBeHidden();
  });

  test('misère Kayles on the board: the quotient names the product of the position and of every move; Show me and the computer move into the P-portion', async () => {
    const page = shared.page;
    await shared.show('?view=play&game=octal:0.77&rule=misere&heaps=6,4,3&hints=1');
    await expect(page.locator('#play-rule')).toBeEnabled();
    await expect(page.locator('#play-rule')).toHaveValue('misere');
    await expect(page.getByTestId('quotient-position')).toContainText(/^This position is \S+ · \S+ · \S+ = \S+, not in the P-portion/);
    const memo = new Map();
    expect(kaylesMisereWins([6, 4, 3], memo)).toBe(true);
    // Every move's product, P exactly where the search over rows says the move wins.
    const rows = page.getByTestId('quotient-moves').locator('tbody tr');
    const moves = await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.move, tr.classList.contains('p')]));
    expect(moves.length).toBeGreaterThan(10);
    for (const [notation, p] of moves) {
      const [heap, rest] = notation.split(':');
      const [take, left] = rest.split('@').map(Number);
      const sizes = [6, 4, 3];
      const row = sizes[Number(heap)];
      const after = [...sizes.filter((_, i) => i !== Number(heap)), left, row - take - left];
      expect(p, notation).toBe(!kaylesMisereWins(after, memo));
    }
    // Show me plays a move into the P-portion; the computer answers, and after it the
    // position's product is again outside the P-portion (the player to move, you, still wins).
    await page.getByRole('button', { name: 'Show me' }).click();
    await expect(page).toHaveURL(/moves=0:/);
    await expect(page.getByTestId('quotient-hint')).toHaveAttribute('data-p', '0', { timeout: 15_000 });
    await expect(page).toHaveURL(/moves=[^&]*,/);
    // The row captions say how the rows are played.
    await expect(page.locator('.heap-caption').first()).toContainText('misère Kayles');
    // "P or N only" says no product.
    await shared.show('?view=play&game=octal:0.77&rule=misere&heaps=6,4,3&hints=outcome');
    await expect(page.getByTestId('quotient-hint')).toHaveCount(0);
  });

  test('misère Kayles is refused on the sequence view in words, and the board link round-trips', async () => {
    const page = shared.page;
    await shared.show('?game=octal:0.77&rule=misere');
    await expect(page.locator('#notice')).toContainText('rule=misere');
    await shared.show('?view=play&game=octal:0.77&rule=misere&heaps=7,5,3&hints=1');
    await expect(page).toHaveURL(/rule=misere/);
    await expect(page).toHaveURL(/heaps=7,5,3/);
  });
});
