// Course notes on hosts that strip scripts, and on hosts that run them. Without the embed code's
// lines (an LMS such as Moodle or Canvas), a frame keeps its own height and still holds as
// students use it — a wrong answer that opens the why panel, eight more steps, two answered
// comparisons, a finished game — at 358, 390 and 1280 px: its document never scrolls, its
// growing part scrolls inside itself. With a script, the <nimseq-embed> element sizes its frame
// on a plain page of another origin, and exercises report their scores to the page around them
// (postMessage) with no answer in them. One page is loaded for the dialog's codes.
import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { frameReady, open, openNotes, visit } from './helpers.js';

test.describe.configure({ mode: 'serial' });

/** The lessons, each with what a student does in it. */
const LESSONS = [
  { name: 'exercise', query: '?game=sub:1,3,4&exercise=values&from=5' },
  { name: 'steps', query: '?game=sub:1,3,4&why=0&steps=1' },
  { name: 'pairs', query: '?view=compare&games=*5;*3|kayles@4;*1&exercise=equivalence' },
  { name: 'game', query: '?view=play&game=sub:1,2&heaps=7&hints=outcome' },
];

/** @type {import('@playwright/test').Page} */
let page;
/** Each lesson's code without the lines, at the small size (a phone's width). */
const codes = {};
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await open(page, '?game=sub:1,3,4');
  for (const lesson of LESSONS) {
    await visit(page, lesson.query);
    await page.getByTestId('embed').click();
    await page.locator('input[name="embed-size"][value="small"]').check();
    await page.getByTestId('embed-script').uncheck();
    await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
    codes[lesson.name] = await page.getByTestId('embed-code').inputValue();
    expect(codes[lesson.name]).not.toContain('<script');
    await page.locator('#embed-close').click();
  }
});
test.afterAll(async () => page.close());

/** A page of notes with `body` as its content, `width` wide (see `openNotes`). */
async function notes(body, width) {
  await page.setViewportSize({ width, height: 900 });
  await openNotes(
    page,
    `hosts-${width}`,
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { font: 16px/1.6 Georgia, serif; max-width: 760px; margin: 0 auto; padding: 12px; } iframe { display: block; margin: 8px 0; }</style></head>
    <body><h1>Week 4</h1>${body}<p>End of the notes.</p></body></html>`,
  );
}

/** Inside a frame: how far its document scrolls, down and sideways. */
const scrolls = () => ({ down: document.documentElement.scrollHeight - innerHeight, sideways: document.documentElement.scrollWidth - innerWidth });

for (const width of [358, 390, 1280]) {
  test(`without the lines, frames hold after students use them (${width} px)`, async () => {
    await notes(LESSONS.map((l) => `<h2>${l.name}</h2>${codes[l.name]}`).join('\n'), width);
    const holds = async (i, what) => {
      const frame = await frameReady(page, i);
      // The frame has found out that nobody sizes it.
      await expect(frame.locator('html')).toHaveAttribute('data-frame', 'fixed', { timeout: 10_000 });
      await expect.poll(async () => (await frame.locator('html').evaluate(scrolls)).down, { message: `${what} at ${width}` }).toBeLessThanOrEqual(1);
      expect((await frame.locator('html').evaluate(scrolls)).sideways, `${what} at ${width}`).toBeLessThanOrEqual(1);
      return frame;
    };
    // A wrong answer opens the why panel.
    let frame = await holds(0, 'the exercise');
    await frame.getByTestId('exercise-input').fill('9');
    await frame.getByTestId('exercise-input').press('Enter');
    await expect(frame.getByTestId('why')).toBeVisible();
    await holds(0, 'a wrong answer');
    // Eight more steps of a step-by-step why panel.
    frame = await holds(1, 'the steps');
    for (let k = 0; k < 8; k += 1) await frame.getByTestId('why-next-step').click();
    await holds(1, 'eight more steps');
    // Two questions, each answered on its own.
    frame = await holds(2, 'the comparisons');
    await expect(frame.getByTestId('compare-pair')).toHaveCount(2);
    await frame.getByTestId('compare-pair').nth(0).locator('[data-answer="no"]').click();
    await holds(2, 'one answered comparison');
    await frame.getByTestId('compare-pair').nth(1).locator('[data-answer="yes"]').click();
    await expect(frame.getByTestId('compare-feedback')).toHaveCount(2);
    await holds(2, 'two answered comparisons');
    // A whole game against the computer.
    frame = await holds(3, 'the board');
    for (let turn = 0; turn < 12 && !(await frame.getByTestId('outcome').isVisible()); turn += 1) {
      await expect(frame.getByTestId('status')).toHaveText(/turn|won/, { timeout: 10_000 });
      if (await frame.getByTestId('move').first().isVisible()) await frame.getByTestId('move').first().click();
    }
    await expect(frame.getByTestId('play-again')).toBeVisible({ timeout: 10_000 });
    await holds(3, 'a finished game');
    // For looking at: each frame after use, as a reader scrolls to it.
    mkdirSync('/tmp/hosts-shots', { recursive: true });
    for (const [i, lesson] of LESSONS.entries()) {
      const iframe = page.locator('iframe[data-nimseq]').nth(i);
      await iframe.scrollIntoViewIfNeeded();
      await iframe.screenshot({ path: `/tmp/hosts-shots/${lesson.name}-${width}.png` });
    }
  });
}

test('<nimseq-embed> on a plain page sizes its frame, and the exercises report their scores', async () => {
  const origin = `http://127.0.0.1:${new URL(page.url()).port}`;
  await notes(
    `<script type="module" src="${origin}/nimseq-embed.js"></script>
     <nimseq-embed id="steps" link="${origin}/?game=sub:1,3,4&amp;why=0&amp;steps=1&amp;embed=1" width="560" height="300"></nimseq-embed>
     <nimseq-embed id="exercise" link="${origin}/?game=sub:1,3,4&amp;exercise=values&amp;from=5&amp;embed=1" width="560" height="300"></nimseq-embed>
     <iframe id="pairs" src="${origin}/?view=compare&amp;games=*5;*3|kayles@4;*1&amp;exercise=equivalence&amp;embed=1" width="560" height="600" data-nimseq></iframe>
     <script>
       window.scores = []; window.events = [];
       addEventListener('message', (e) => { if (e.data?.type === 'nimseq:score') scores.push(e.data); });
       addEventListener('nimseq-score', (e) => events.push([e.target.id, e.detail]));
     </script>`,
    1280,
  );
  const element = page.locator('nimseq-embed#steps');
  const frame = page.frameLocator('nimseq-embed#steps iframe');
  await element.scrollIntoViewIfNeeded();
  await expect(frame.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  // Sized to its content, which is told so (nothing keeps within a fixed height).
  await expect(frame.locator('html')).toHaveAttribute('data-frame', 'sized', { timeout: 10_000 });
  const fits = async () => {
    const inner = await frame.locator('body').evaluate((b) => Math.ceil(b.getBoundingClientRect().height));
    const outer = (await page.locator('nimseq-embed#steps iframe').boundingBox()).height;
    return Math.abs(outer - inner);
  };
  await expect.poll(fits).toBeLessThanOrEqual(2);
  const before = (await page.locator('nimseq-embed#steps iframe').boundingBox()).height;
  for (let k = 0; k < 4; k += 1) await frame.getByTestId('why-next-step').click();
  await expect.poll(async () => (await page.locator('nimseq-embed#steps iframe').boundingBox()).height).toBeGreaterThan(before);
  await expect.poll(fits).toBeLessThanOrEqual(2);

  // The values exercise in the element: a right answer and a wrong one.
  await page.locator('nimseq-embed#exercise').scrollIntoViewIfNeeded();
  const exercise = page.frameLocator('nimseq-embed#exercise iframe');
  await expect(exercise.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await exercise.getByTestId('exercise-input').fill('3'); // G(5) = 3
  await exercise.getByTestId('exercise-input').press('Enter');
  await exercise.getByTestId('exercise-input').fill('9'); // G(6) = 2
  await exercise.getByTestId('exercise-input').press('Enter');
  await expect.poll(() => page.evaluate(() => events.length)).toBe(2);
  const [[id, last]] = (await page.evaluate(() => events)).slice(-1);
  expect(id).toBe('exercise');
  expect(last).toMatchObject({ right: 1, wrong: 1, done: 1 });
  expect(last.total).toBeGreaterThan(1);
  expect(last.link).toContain('exercise=values');
  // No answer in any score: only the counts and the link.
  for (const s of await page.evaluate(() => scores)) expect(Object.keys(s).sort()).toEqual(['done', 'link', 'right', 'total', 'type', 'wrong']);

  // The equivalence exercise in a plain iframe: a score after each of its two answers.
  await page.locator('#pairs').scrollIntoViewIfNeeded();
  const pairs = page.frameLocator('#pairs');
  await expect(pairs.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await pairs.getByTestId('compare-pair').nth(0).locator('[data-answer="no"]').click();
  await pairs.getByTestId('compare-pair').nth(1).locator('[data-answer="no"]').click();
  await expect.poll(() => page.evaluate(() => scores.filter((s) => s.link.includes('view=compare')).length)).toBe(2);
  const compared = (await page.evaluate(() => scores.filter((s) => s.link.includes('view=compare')))).pop();
  // *5 ≉ *3 (right), Kayles 4 ≈ *1 (answered "no": wrong).
  expect(compared).toMatchObject({ right: 1, wrong: 1, done: 2, total: 2 });
});
