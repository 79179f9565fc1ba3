// A student's words in the compare view (issue 46): games typed as the page writes them and as
// students write them (Kayles 5, K5, kayles@5, a plain 3 for *3), games named in words wherever
// the view writes one, entries that do not read clearing the answer shown before, and the
// view's sentences without slips. Every value expected is computed here, by the lecture's own
// definitions, independently of the page.
import { test, expect } from '@playwright/test';
import { sharedPage, mex, kayles } from './helpers.js';

// Every test follows its link in one loaded page.
const shared = sharedPage(test);

/** Types `games` in the compare form and sends it with the Compare button. */
async function compare(page, games) {
  const input = page.getByTestId('compare-games');
  await input.fill(games);
  await page.locator('#compare-go').click();
}

const K = kayles(5);
const sign = (a, b) => (a === b ? '≈' : '≉');

test.describe('what a student types', () => {
  for (const typed of ['Kayles 5; *4', 'K5; *4', 'kayles@5; *4', 'Kayles, a row of 5; *4', 'KAYLES 5; 4', 'octal:0.77@5; *4']) {
    test(`“${typed}” is Kayles' row of 5 against *4`, async () => {
      const page = shared.page;
      await shared.show('?view=compare&games=*2;*1');
      await compare(page, typed);
      await expect(page).toHaveURL(/games=octal:0\.77@5;\*4/);
      const pair = page.getByTestId('compare-pair');
      await expect(pair).toHaveCount(1);
      await expect(pair.getByTestId('compare-verdict')).toHaveText(`Kayles, a row of 5 ${sign(K[5], 4)} *4`);
      await expect(pair).toHaveAttribute('data-equivalent', K[5] === 4 ? '1' : '0');
      // The form shows the games as a student would type them.
      await expect(page.getByTestId('compare-games')).toHaveValue('Kayles 5; *4');
    });
  }

  test('a plain number is a nimber: 3 + 5 ≈ 6', async () => {
    const page = shared.page;
    await shared.show('?view=compare');
    await compare(page, '3 + 5; 6');
    const pair = page.getByTestId('compare-pair');
    await expect(pair.getByTestId('compare-verdict')).toHaveText(`*3 + *5 ${sign(3 ^ 5, 6)} *6`);
    await expect(page.getByTestId('compare-games')).toHaveValue('*3 + *5; *6');
  });

  test('named games in any case: Dawson, Grundy, Officers, Nim', async () => {
    const page = shared.page;
    await shared.show('?view=compare');
    await compare(page, "dawson 7; Dawson's Kayles 7; grundy 9; Grundy's game, a row of 9; officers 6; Nim 3");
    const heads = page.getByTestId('compare-values').locator('tbody th');
    await expect(heads).toHaveText([
      "G = Dawson's Kayles, a row of 7",
      "H = Dawson's Kayles, a row of 7",
      "K = Grundy's game, a row of 9",
      "L = Grundy's game, a row of 9",
      'M = Officers, a row of 6',
      'Q = Nim, a heap of 3',
    ]);
    await expect(page.getByTestId('compare-pair').first()).toHaveAttribute('data-equivalent', '1');
  });

  test('the buttons read back what they say: K4 + K1 + K4 + K1 ≈ 0', async () => {
    const page = shared.page;
    const g = kayles(4);
    await shared.show('?view=compare');
    await page.getByRole('button', { name: 'K4 + K1 + K4 + K1 ≈ 0?' }).click();
    const pair = page.getByTestId('compare-pair');
    await expect(pair).toHaveAttribute('data-equivalent', (g[4] ^ g[1] ^ g[4] ^ g[1]) === 0 ? '1' : '0');
    await expect(page.getByTestId('compare-games')).toHaveValue('Kayles 4 + Kayles 1 + Kayles 4 + Kayles 1; 0');
    await expect(pair.locator('h3')).toHaveText('Is (Kayles, a row of 4) + (Kayles, a row of 1) + (Kayles, a row of 4) + (Kayles, a row of 1) ≈ 0?');
    // What the form shows, sent again, is the same comparison.
    const url = page.url();
    await page.locator('#compare-go').click();
    await expect(pair).toHaveCount(1);
    await expect(page).toHaveURL(url);
    await page.getByRole('button', { name: 'Kayles 5, Pick-Up-Bricks 7, *4' }).click();
    await expect(page.getByTestId('compare-values').locator('tbody th')).toHaveText(['G = Kayles, a row of 5', 'H = Pick-Up-Bricks, a heap of 7', 'K = *4']);
  });

  test('a link in words opens the exercise: Kayles+5;*4', async () => {
    const page = shared.page;
    await shared.show('?view=compare&games=Kayles+5;*4&exercise=equivalence');
    const pair = page.getByTestId('compare-pair');
    await expect(pair.locator('h3')).toHaveText('Is Kayles, a row of 5 ≈ *4?');
    await expect(pair.getByTestId('compare-verdict')).toHaveCount(0);
    await pair.locator(`[data-testid="compare-answer"][data-answer="${K[5] === 4 ? 'yes' : 'no'}"]`).click();
    await expect(pair.getByTestId('compare-feedback')).toHaveAttribute('data-correct', '1');
  });
});

test.describe('what does not read', () => {
  test('a rejected entry clears the answer and says what was not understood', async () => {
    const page = shared.page;
    await shared.show('?view=compare&games=*2%2B*1;*3');
    await expect(page.getByTestId('compare-verdict')).toHaveText('*2 + *1 ≈ *3');
    await compare(page, 'Kaylez 5; *4');
    await expect(page.getByTestId('compare-pair')).toHaveCount(0);
    await expect(page.getByTestId('compare-verdict')).toHaveCount(0);
    await expect(page.getByTestId('compare-values')).toHaveCount(0);
    const error = page.getByTestId('compare-error');
    await expect(error).toContainText('Not understood: “Kaylez 5”');
    for (const example of ['“Kayles 5 + *3; *4”', '“K5”', '“3”', '“{0, *1}; *2”']) await expect(error).toContainText(example);
    await expect(error).not.toContainText('GAME@SIZE');
    await expect(error).not.toContainText('octal:');
    // The part not understood is the one named; a game without a size says so.
    await compare(page, 'Kayles 5 + 3x; *4');
    await expect(error).toContainText('Not understood: “3x”');
    await compare(page, 'Kayles; *4');
    await expect(error).toContainText('“Kayles” needs a size');
    // Games that read bring the answer back.
    await compare(page, 'Kayles 5; *4');
    await expect(error).toHaveCount(0);
    await expect(page.getByTestId('compare-verdict')).toHaveText(`Kayles, a row of 5 ${sign(K[5], 4)} *4`);
  });

  test('in the exercise, a rejected entry takes the feedback away too', async () => {
    const page = shared.page;
    await shared.show('?view=compare&games=*2%2B*1;*3&exercise=equivalence');
    const pair = page.getByTestId('compare-pair');
    await pair.locator('[data-testid="compare-answer"][data-answer="yes"]').click();
    await expect(pair.getByTestId('compare-feedback')).toHaveAttribute('data-correct', '1');
    await compare(page, '3 + ; *3x');
    await expect(page.getByTestId('compare-feedback')).toHaveCount(0);
    await expect(page.getByTestId('compare-answer')).toHaveCount(0);
    await expect(page.getByTestId('compare-error')).toContainText('*3x');
  });

  test('a link whose games do not read shows no other games’ verdict', async () => {
    const page = shared.page;
    await shared.show('?view=compare&games=Kaylez+5;*4');
    await expect(page.getByTestId('compare-pair')).toHaveCount(0);
    await expect(page.getByTestId('compare-error')).toContainText('Not understood: “Kaylez 5”');
  });
});

test.describe('words the view writes', () => {
  test('games by name, never by code', async () => {
    const page = shared.page;
    await shared.show(`?view=compare&games=${encodeURIComponent('octal:0.77@5+octal:0.07@4;sub:1,3,4@7;grundy@9')}`);
    const result = page.getByTestId('compare');
    await expect(page.getByTestId('compare-values').locator('tbody th')).toHaveText([
      "G = (Kayles, a row of 5) + (Dawson's Kayles, a row of 4)",
      'H = the subtraction game {1, 3, 4}, a heap of 7',
      "K = Grundy's game, a row of 9",
    ]);
    const text = await result.innerText();
    for (const code of ['octal:', 'sub:', 'tb:', '@']) expect(text).not.toContain(code);
    await expect(page.getByTestId('compare-games')).toHaveValue("Kayles 5 + Dawson's Kayles 4; the subtraction game {1, 3, 4}, a heap of 7; Grundy's game 9");
  });

  test('the rule in plain words, no lecture lemma', async () => {
    const page = shared.page;
    await shared.show('?view=compare');
    const rule = page.getByTestId('compare-rule');
    await expect(rule).toContainText('this happens exactly when G + H is a P-position (the second player wins)');
    await expect(rule).not.toContainText('lemma');
    await expect(page.locator('#view-compare')).not.toContainText('L3');
  });

  test('G compared with K names G and K; 0 ⊕ 0 is said once', async () => {
    const page = shared.page;
    await shared.show(`?view=compare&games=${encodeURIComponent('*2+*1;*2;*3')}`);
    const gk = page.getByTestId('compare-pair').nth(1);
    await expect(gk).toContainText('G + K has nim-sum 11 ⊕ 11 = 00, which is 0');
    await expect(gk).toContainText('so G ≈ K');
    await expect(gk).not.toContainText('G ≈ H');
    await expect(gk).not.toContainText('H + X');
    await shared.show(`?view=compare&games=${encodeURIComponent('0;*1+*1')}`);
    const pair = page.getByTestId('compare-pair');
    await expect(pair).toContainText('nim-sum 0 ⊕ 0 = 0: a P-position');
    await expect(pair).not.toContainText('= 0 = 0');
  });
});
