// The classroom: how each value arises (the why panel), exercises that check themselves, the
// board's hints for exercises and its lock, and the compare view. Every value the tests expect
// is computed here, by the lecture's own definitions, independently of the page.
import { test, expect } from '@playwright/test';
import { sharedPage, open, mex, kayles } from './helpers.js';

// The tests follow their links in one loaded page (start-up is not what they test).
const shared = sharedPage(test);

/** G(0) ... G(n) of the subtraction game with set `s`, normal or misère play. */
function subtraction(s, n, misere = false) {
  const g = [];
  for (let h = 0; h <= n; h += 1) {
    const options = s.filter((k) => k <= h).map((k) => g[h - k]);
    // Misère: a heap with no move is won by the player to move (value 1, as the page says).
    g.push(misere && options.length === 0 ? 1 : mex(options));
  }
  return g;
}

test.describe('why G(n)', () => {
  test('a tap on a value lists its options, their values and the mex; previous and next step', async () => {
    const page = shared.page;
    const g = subtraction([1, 3, 4], 12);
    await shared.show('?game=sub:1,3,4');
    const why = page.getByTestId('why');
    await expect(why).toBeHidden();
    await page.locator('#seq-table td[data-n="5"]').click();
    await expect(why).toBeVisible();
    await expect(why).toHaveAttribute('data-n', '5');
    await expect(why).toHaveAttribute('data-value', String(g[5]));
    // Every option n − s with its value, the set and its mex, as the lecture writes them.
    const options = why.getByTestId('why-options').locator('li');
    await expect(options).toHaveCount(3);
    const values = await options.evaluateAll((items) => items.map((li) => Number(li.dataset.value)));
    expect(values).toEqual([g[4], g[2], g[1]]);
    await expect(options.nth(1)).toContainText('5 − 3 = 2');
    await expect(why.getByTestId('why-mex')).toHaveText(`mex{${[...new Set(values)].sort((a, b) => a - b).join(', ')}} = ${g[5]}`);
    await expect(why.getByTestId('why-line')).toContainText(`G(5) = mex{G(4), G(2), G(1)} = mex{${g[4]}, ${g[2]}, ${g[1]}} = ${g[5]}`);
    // The link says which value is explained, and a reload opens it again.
    await expect(page).toHaveURL(/why=5/);
    await why.getByTestId('why-next').click();
    await expect(why).toHaveAttribute('data-n', '6');
    await expect(why).toHaveAttribute('data-value', String(g[6]));
    await why.getByTestId('why-previous').click();
    await why.getByTestId('why-previous').click();
    await expect(why).toHaveAttribute('data-n', '4');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    await expect(why).toHaveAttribute('data-n', '4');
    await why.getByTestId('why-close').click();
    await expect(why).toBeHidden();
    await expect(page).not.toHaveURL(/why=/);
  });

  test('the keyboard reaches a value and Enter explains it', async () => {
    const page = shared.page;
    const g = subtraction([1, 3, 4], 12);
    await shared.show('?game=sub:1,3,4');
    await page.locator('#seq-table td[data-n="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('why')).toHaveAttribute('data-n', '2');
    await expect(page.getByTestId('why')).toHaveAttribute('data-value', String(g[2]));
  });

  test('a split leaves two rows: each option says their nim-sum, checked against Kayles by hand', async () => {
    const page = shared.page;
    const g = kayles(20);
    await shared.show('?game=octal:0.77&why=9');
    const why = page.getByTestId('why');
    await expect(why).toHaveAttribute('data-n', '9');
    await expect(why).toHaveAttribute('data-value', String(g[9]));
    const items = why.getByTestId('why-options').locator('li');
    const texts = await items.allTextContents();
    const values = await items.evaluateAll((lis) => lis.map((li) => Number(li.dataset.value)));
    // Kayles' options of a row of 9: every a + b = 8 or 7, up to order.
    const expected = new Set();
    for (const k of [1, 2]) for (let a = 0; a + k <= 9; a += 1) expected.add(g[a] ^ g[9 - k - a]);
    expect(new Set(values)).toEqual(expected);
    expect(mex(values)).toBe(g[9]);
    // "3 + 4: 1 ⊕ 1 = 0": the rows left, their values and the nim-sum.
    const split = texts.find((t) => /\d+ \+ \d+: \d+ ⊕ \d+ = \d+/.test(t));
    expect(split, texts.join('\n')).toBeTruthy();
    const [, a, b, ga, gb, sum] = split.match(/(\d+) \+ (\d+): (\d+) ⊕ (\d+) = (\d+)/).map(Number);
    expect([ga, gb, sum]).toEqual([g[a], g[b], g[a] ^ g[b]]);
    expect(texts.join(' ')).toContain('pin');
    expect(texts.join(' ')).not.toContain('token');
  });

  test('misère play is explained in its own terms', async () => {
    const page = shared.page;
    const g = subtraction([1, 2], 8, true);
    await shared.show('?game=sub:1,2&rule=misere&why=0');
    const why = page.getByTestId('why');
    await expect(why).toHaveAttribute('data-value', String(g[0]));
    await expect(why.getByTestId('why-rule')).toContainText(/misère/i);
    await why.getByTestId('why-next').click();
    await why.getByTestId('why-next').click();
    await expect(why).toHaveAttribute('data-n', '2');
    await expect(why).toHaveAttribute('data-value', String(g[2]));
  });

  test('step by step reveals G(0), G(1), … one at a time', async () => {
    const page = shared.page;
    const g = subtraction([1, 3, 4], 12);
    await shared.show('?game=sub:1,3,4&why=3');
    await page.getByTestId('why-steps-start').click();
    await expect(page).toHaveURL(/steps=1/);
    const why = page.getByTestId('why');
    await expect(why).toHaveAttribute('data-n', '0');
    for (let n = 1; n <= 4; n += 1) {
      await why.getByTestId('why-next-step').click();
      await expect(why).toHaveAttribute('data-n', String(n));
      await expect(why).toHaveAttribute('data-value', String(g[n]));
    }
    await expect(why.getByTestId('why-steps')).toContainText(`G(4) = mex`);
  });
});

test.describe('exercises', () => {
  test('the values from a position on are hidden; right answers move on, a wrong one opens the why panel', async () => {
    const page = shared.page;
    const g = subtraction([1, 3, 4], 12);
    await shared.show('?game=sub:1,3,4&exercise=values&from=3');
    const input = page.getByTestId('exercise-input');
    const feedback = page.getByTestId('exercise-feedback');
    await expect(input).toHaveAttribute('data-n', '3');
    // Nothing on the page gives the answer away: the table hides it, the strip and overview
    // are not shown.
    await expect(page.locator('#seq-table td[data-n="3"]')).toHaveText('?');
    await expect(page.locator('#seq-table td[data-n="5"]')).toHaveText('');
    await expect(page.getByTestId('strip')).toBeHidden();
    await expect(page.getByTestId('overview')).toBeHidden();
    await expect(page.getByTestId('period')).toBeHidden();
    // The rules stay, and rows of ten do not line the answers up in periods.
    await expect(page.locator('#seq-rules')).toContainText('1, 3 or 4 stones');
    await expect(page.locator('#seq-table thead th')).toHaveCount(11);
    await expect(page.locator('#seq-table-note')).not.toContainText('period');
    // A wrong answer: marked wrong, and the panel for G(3) opens without its value.
    await input.fill(String(g[3] + 1));
    await input.press('Enter');
    await expect(feedback).toHaveAttribute('data-correct', '0');
    const why = page.getByTestId('why');
    await expect(why).toHaveAttribute('data-n', '3');
    await expect(why).not.toHaveAttribute('data-value', /.*/);
    await expect(why).not.toContainText(`= ${g[3]}\n`);
    // Right answers move on.
    for (const n of [3, 4, 5]) {
      await expect(input).toHaveAttribute('data-n', String(n));
      await input.fill(String(g[n]));
      await input.press('Enter');
      await expect(feedback).toHaveAttribute('data-correct', '1');
    }
    await expect(input).toHaveAttribute('data-n', '6');
    await expect(page.locator('#seq-table td[data-n="5"]')).toHaveText(String(g[5]));
    await expect(page.getByTestId('exercise-score')).toContainText('3 right, 1 wrong');
    // The link holds the exercise, never the answers.
    expect(page.url()).toMatch(/exercise=values/);
    expect(page.url()).toMatch(/from=3/);
    expect(page.url()).not.toMatch(/right|score|answer/);
  });

  test('an answer that is not a number is explained, not scored', async () => {
    const page = shared.page;
    await shared.show('?game=sub:1,2&exercise=values&from=0');
    const input = page.getByTestId('exercise-input');
    await input.fill('three');
    await input.press('Enter');
    await expect(page.getByTestId('exercise-feedback')).toContainText('whole number');
    await expect(page.getByTestId('exercise-feedback')).not.toHaveAttribute('data-correct', /.*/);
    await expect(page.getByTestId('exercise-score')).toHaveText('No answer yet.');
  });
});

test.describe('the board for exercises', () => {
  test('hints=outcome says P or N only; lock=1 leaves no way to the move', async () => {
    const page = shared.page;
    await shared.show('?view=play&game=octal:0.77&heaps=6,2&hints=outcome&lock=1&embed=1');
    const hint = page.getByTestId('hint');
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('N-position');
    await expect(hint).not.toContainText(/knock|row 1|leaving|value/i);
    await expect(hint).toHaveAttribute('data-move', '');
    await expect(page.getByTestId('show-me')).toBeHidden();
    await expect(page.locator('#play-hints')).toBeHidden();
    // The keys that would show the move or change the hints do nothing.
    await page.locator('.pin').first().focus();
    await page.keyboard.press('s');
    await page.keyboard.press('h');
    await expect(page.locator('.shown')).toHaveCount(0);
    await expect(hint).toContainText('N-position');
    expect(page.url()).toMatch(/lock=1/);
  });

  test('the embed dialog locks a board for an exercise, and the frame keeps it locked', async () => {
    const page = shared.page;
    await shared.show('?view=play&game=octal:0.77&heaps=6,2&hints=outcome');
    await page.getByTestId('embed').click();
    const lock = page.getByTestId('embed-lock');
    await expect(lock).toBeVisible();
    await expect(lock).not.toBeChecked();
    expect(await page.getByTestId('embed-code').inputValue()).not.toContain('sealed=');
    await lock.check();
    await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
    // A locked frame's link is sealed: its parameters are not there to edit.
    const code = await page.getByTestId('embed-code').inputValue();
    expect(code).toContain('?sealed=');
    expect(code).not.toContain('hints=outcome');
    const preview = page.frameLocator('#embed-preview');
    await expect(preview.getByTestId('show-me')).toBeHidden();
    await expect(preview.locator('#play-hints')).toBeHidden();
    await expect(preview.locator('#backlink')).toBeHidden();
    await page.keyboard.press('Escape');
    // The page's own link is the teacher's, unlocked.
    await expect(page).not.toHaveURL(/lock=1|sealed=/);
    // A sequence can be locked too; without an exercise the dialog leaves it open.
    await shared.show('?game=sub:1,3,4');
    await page.getByTestId('embed').click();
    await expect(page.getByTestId('embed-lock')).toBeVisible();
    await expect(page.getByTestId('embed-lock')).not.toBeChecked();
  });

  test('a pin that wins with the other "knocks down" choice is not drawn as lost, and the board says so', async () => {
    const page = shared.page;
    // Rows of 6 and 2 pins: G = 3 ⊕ 2 = 1; no single pin wins, knocking down 2 does.
    const g = kayles(6);
    expect(g[6] ^ g[2]).not.toBe(0);
    await shared.show('?view=play&game=octal:0.77&heaps=6,2&hints=pn');
    await expect(page.getByTestId('pick-note')).toBeVisible();
    await expect(page.getByTestId('pick-note')).toContainText('2 pins');
    const heap = page.getByTestId('heap-0');
    await expect(heap.locator('.pin.win-other')).not.toHaveCount(0);
    await expect(heap.locator('.pin.win-other').first()).toHaveAttribute('data-best', '2');
    // The legend names the colours the hints draw.
    await expect(page.getByTestId('hint').getByTestId('legend')).toContainText('green');
    await page.locator('#play-pick-buttons').getByText('2 pins', { exact: true }).click();
    await expect(page.getByTestId('pick-note')).toBeHidden();
    await expect(heap.locator('.pin.win')).not.toHaveCount(0);
  });
});

test.describe('games as a teacher writes them', () => {
  test('nimbers and option sets on the board: *3 + *5 + *6 is a P-position, a move to an option', async () => {
    const page = shared.page;
    // 3 ⊕ 5 ⊕ 6 = 0.
    expect(3 ^ 5 ^ 6).toBe(0);
    await shared.show(`?view=play&game=sub:1,2&heaps=${encodeURIComponent('*3;*5;*6')}&hints=1&vs=human`);
    await expect(page.getByTestId('hint')).toContainText('P-position');
    await expect(page.getByTestId('heap-2')).toHaveAttribute('data-game', '*6');
    // Moving *6 to *2 leaves 3 ⊕ 5 ⊕ 2 = 4: an N-position for the other player.
    await page.getByTestId('heap-2').locator('[data-testid="move"]', { hasText: '*2' }).click();
    await expect(page).toHaveURL(/moves=/);
    await expect(page.getByTestId('hint')).toContainText('N-position');
  });

  test('a game given by its options is valued by the mex: {0, *1, {0, *2}} + *2 is a P-position', async () => {
    const page = shared.page;
    // {0, *2} has value mex{0, 2} = 1, so {0, *1, {0, *2}} has value mex{0, 1, 1} = 2; 2 ⊕ 2 = 0.
    await shared.show(`?view=play&game=sub:1,2&heaps=${encodeURIComponent('{0,*1,{0,*2}};*2')}&hints=1&vs=human`);
    await expect(page.getByTestId('hint')).toContainText('P-position');
  });
});

test.describe('compare', () => {
  test('G ≈ H exactly when G + H is a P-position, with the nim-sum in binary', async () => {
    const page = shared.page;
    await shared.show('?view=compare&games=*2%2B*1;*3;*2');
    const pairs = page.getByTestId('compare-pair');
    await expect(pairs).toHaveCount(2);
    await expect(pairs.nth(0).getByTestId('compare-verdict')).toHaveText('*2 + *1 ≈ *3');
    await expect(pairs.nth(1).getByTestId('compare-verdict')).toHaveText('*2 + *1 ≉ *2');
    await expect(pairs.nth(0).getByTestId('compare-binary')).toContainText('11');
    await expect(page.getByTestId('compare-values')).toContainText('*3');
  });

  test('heaps of games, option sets and nimbers compare; Kayles 5 is *4', async () => {
    const page = shared.page;
    const g = kayles(5);
    await shared.show(`?view=compare&games=${encodeURIComponent('octal:0.77@5;*4;{0,*1,{0,*2}}')}`);
    const pairs = page.getByTestId('compare-pair');
    await expect(pairs.nth(0).getByTestId('compare-verdict')).toHaveText(g[5] === 4 ? /≈/ : /≉/);
    // {0, *1, {0, *2}} has options of values 0, 1 and mex{0, 2} = 1: its value is 2.
    await expect(pairs.nth(1).getByTestId('compare-verdict')).toHaveText(g[5] === 2 ? /≈/ : /≉/);
  });

  test('as an exercise the verdict waits for the student', async () => {
    const page = shared.page;
    await shared.show('?view=compare&games=*2%2B*1;*3&exercise=equivalence');
    const pair = page.getByTestId('compare-pair').first();
    await expect(pair.getByTestId('compare-verdict')).toHaveCount(0);
    await pair.locator('[data-testid="compare-answer"][data-answer="no"]').click();
    await expect(pair.getByTestId('compare-feedback')).toHaveAttribute('data-correct', '0');
    await expect(pair.getByTestId('compare-verdict')).toHaveText('*2 + *1 ≈ *3');
  });

  test('a bad game says why, in one line', async () => {
    const page = shared.page;
    await shared.show('?view=compare&games=*2;{0,*1');
    await expect(page.locator('body')).toContainText('cannot read the game');
  });
});

test.describe('embeds for notes', () => {
  test('the why and exercise parts show in an embed when asked', async () => {
    const page = shared.page;
    const g = subtraction([1, 3, 4], 8);
    await shared.show('?game=sub:1,3,4&embed=1&show=facts,table,why&why=5');
    await expect(page.getByTestId('why')).toBeVisible();
    await expect(page.getByTestId('why')).toHaveAttribute('data-value', String(g[5]));
    await shared.show('?game=sub:1,3,4&embed=1&show=facts,table,exercise&exercise=values&from=2');
    await expect(page.getByTestId('exercise-input')).toHaveAttribute('data-n', '2');
    await expect(page.getByTestId('strip')).toBeHidden();
  });
});
