// Course notes built with the embed dialog alone, as a teacher would: the values exercise, the
// mex step by step, the P/N table, the equivalence exercise, a locked board and a misère board,
// each opened on the full page as the teacher set it up, embedded with the dialog's default
// code, and pasted into one page of notes on another origin. Read at 390 and 1280 px, light
// and dark: each frame keeps what the teacher set, nothing scrolls inside a frame and at most a
// line of white is left under its content, a locked frame has no way out and no answer in its
// DOM, and axe-core (WCAG 2.2 AA, target sizes included) finds nothing.
import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { frameReady, open } from './helpers.js';

/** What a teacher embeds: the link they set up, and what its frame must still show. */
const LESSONS = [
  { name: 'exercise', query: '?game=sub:1,3,4&exercise=values&from=5', keeps: ['exercise-input'], locked: true },
  { name: 'steps', query: '?game=sub:1,3,4&why=0&steps=1', keeps: ['why-steps', 'why-next-step'], locked: false },
  { name: 'pn', query: '?game=sub:1,3,4&show=facts,pn', keeps: ['pn-table'], locked: false },
  { name: 'compare', query: '?view=compare&games=octal:0.77@5;*4&exercise=equivalence', keeps: [], locked: true },
  { name: 'board', query: '?view=play&game=octal:0.77&heaps=6,2&hints=outcome&lock=1', keeps: ['board'], locked: true },
  { name: 'misere', query: '?view=play&game=sub:1,2&rule=misere&heaps=3,2', keeps: ['board'], locked: false },
];

/** One line of the notes' text: the most white a frame may leave under its content. */
const LINE = 26;

/** The notes' address: another origin than the page's (`localhost` against `127.0.0.1`). */
const notesUrl = (page) => `http://localhost:${new URL(page.url()).port}/notes/week-1.html`;

/** The embed dialog's default code for `query`, in `theme` (the dialog's default when null). */
async function dialogCode(page, query, theme = null) {
  await open(page, query);
  await page.getByTestId('embed').click();
  if (theme) await page.locator(`input[name="embed-theme"][value="${theme}"]`).check();
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
  const code = await page.getByTestId('embed-code').inputValue();
  const parts = await page.locator('#embed-parts input:checked').evaluateAll((inputs) => inputs.map((i) => i.value));
  await page.locator('#embed-close').click();
  return { code, parts };
}

/** A page of notes with every lesson's code. */
async function notesPage(page, codes) {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Week 1: impartial games</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body { font: 16px/1.6 Georgia, serif; max-width: 760px; margin: 0 auto; padding: 12px; } iframe { display: block; margin: 8px 0; }</style></head>
    <body><h1>Week 1: impartial games</h1>
    ${codes.map(({ name, code }) => `<h2>${name}</h2><p>Work through the frame below.</p>\n${code}`).join('\n')}
    <p>End of the notes.</p></body></html>`;
  await page.goto(notesUrl(page));
  await page.setContent(html);
  // Each frame as a reader reaches it: the frames are lazy, and those above resize as they load.
  for (let i = 0; i < codes.length; i += 1) await frameReady(page, i);
}

/** Inside a frame: its visible height, its content's, and how far the content scrolls. */
function fit() {
  return {
    frame: innerHeight,
    content: Math.ceil(document.body.getBoundingClientRect().height),
    scrolls: document.documentElement.scrollHeight - innerHeight,
    scrollsSideways: document.documentElement.scrollWidth - innerWidth,
  };
}

/** Inside a frame: anything that would reveal an answer — winning marks, hidden values, links out. */
function leaks(_root, exercise) {
  const out = [];
  // Whether a move wins, the winning move, a hidden value, a verdict not yet earned (the hint's
  // own `data-wins` is the outcome it says in words, so it stays).
  const marks = '[data-testid="move"][data-wins], .pin[data-wins], .stone[data-wins], #hint[data-move]:not([data-move=""]), [data-value], [data-equivalent], [data-correct]';
  for (const node of document.querySelectorAll(marks)) out.push(`${node.tagName}[${[...node.attributes].map((a) => a.name).join(' ')}]`);
  // No link out of the document at all, hidden or not (the skip link stays: it is within).
  for (const a of document.querySelectorAll('a[href]')) if (!a.getAttribute('href').startsWith('#')) out.push(`link ${a.textContent.trim()} → ${a.getAttribute('href')}`);
  for (const id of ['seq-period', 'seq-preperiod', 'seq-max', 'seq-b', 'seq-e']) {
    const node = document.getElementById(id);
    if (node && exercise && node.textContent.trim()) out.push(`#${id}: ${node.textContent.trim()}`);
  }
  return out;
}

async function waitForFrames(page) {
  // The frames size themselves from their messages: settled when two reads agree.
  let last = '';
  for (let i = 0; i < 40; i += 1) {
    const now = JSON.stringify(await page.locator('iframe[data-nimseq]').evaluateAll((fs) => fs.map((f) => f.getBoundingClientRect().height)));
    if (now === last) return;
    last = now;
    await page.waitForTimeout(150);
  }
}

for (const theme of ['light', 'dark']) {
  test(`notes built from the dialog's code keep each lesson, fit their frames and hold their locks (${theme})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const codes = [];
    for (const lesson of LESSONS) {
      const { code, parts } = await dialogCode(page, lesson.query, theme === 'dark' ? 'dark' : null);
      // The dialog starts from the view as the teacher set it up.
      if (lesson.name === 'exercise') expect(parts).toEqual(expect.arrayContaining(['exercise', 'why']));
      if (lesson.name === 'steps') expect(parts).toContain('why');
      if (lesson.name === 'pn') expect(parts).toContain('pn');
      expect(code.includes('sealed='), `${lesson.name}: ${code}`).toBe(lesson.locked);
      if (!lesson.locked) expect(code).toContain(lesson.query.slice(1).split('&')[0]);
      expect(code).toContain("nimseq !== 'height'");
      codes.push({ name: lesson.name, code });
    }
    const dir = '/tmp/notes-shots';
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await notesPage(page, codes);
      await waitForFrames(page);
      const frames = page.frameLocator('iframe[data-nimseq]');
      for (const [i, lesson] of LESSONS.entries()) {
        const frame = frames.nth(i);
        // As a reader scrolls to it (a browser may hold back an off-screen frame's layout).
        await page.locator('iframe[data-nimseq]').nth(i).scrollIntoViewIfNeeded();
        await waitForFrames(page);
        for (const id of lesson.keeps) await expect(frame.getByTestId(id).first(), `${lesson.name} at ${width}`).toBeVisible();
        const f = await frame.locator('html').evaluate(fit);
        expect(f.scrolls, `${lesson.name} at ${width}: ${JSON.stringify(f)}`).toBeLessThanOrEqual(1);
        expect(f.scrollsSideways, `${lesson.name} at ${width}`).toBeLessThanOrEqual(1);
        expect(f.frame - f.content, `${lesson.name} at ${width}: white under it`).toBeLessThanOrEqual(LINE);
        expect(await frame.locator('html').evaluate((r) => r.dataset.theme)).toBe(theme);
        const shot = await page.locator('iframe[data-nimseq]').nth(i).screenshot();
        await testInfo.attach(`${lesson.name}-${width}-${theme}`, { body: shot, contentType: 'image/png' });
        writeFileSync(`${dir}/${lesson.name}-${width}-${theme}.png`, shot);
        if (lesson.locked) {
          expect(await frame.locator('html').evaluate(leaks, lesson.name === 'exercise'), `${lesson.name} at ${width}`).toEqual([]);
          await expect(frame.locator('#backlink')).toBeHidden();
        }
      }
      // Steps revealed: the frame grows with them, nothing scrolls inside.
      const steps = frames.nth(1);
      await page.locator('iframe[data-nimseq]').nth(1).scrollIntoViewIfNeeded();
      for (let k = 0; k < 3; k += 1) await steps.getByTestId('why-next-step').click();
      await waitForFrames(page);
      const f = await steps.locator('html').evaluate(fit);
      expect(f.scrolls, `steps revealed at ${width}`).toBeLessThanOrEqual(1);
      expect(f.frame - f.content).toBeLessThanOrEqual(LINE);
      await page.screenshot({ path: `${dir}/steps-revealed-${width}-${theme}.png` });
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('iframe[data-nimseq]').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe at ${width}`).toEqual([]);
    }
  });
}

test('an exercise link edited by hand shows a notice, not the answers', async ({ page }) => {
  const { code } = await dialogCode(page, '?game=sub:1,3,4&exercise=values&from=5');
  const src = code.match(/src="([^"]+)"/)[1].replaceAll('&amp;', '&');
  const url = new URL(src);
  const token = url.searchParams.get('sealed');
  expect(token).toBeTruthy();
  expect(src).not.toContain('exercise=values');
  // The sealed link opens the exercise, locked.
  await open(page, url.search);
  await expect(page.getByTestId('exercise-input')).toBeVisible();
  await expect(page.locator('#game-classroom')).toBeHidden();
  expect(await page.getByTestId('period').textContent()).toBe('');
  // One character changed: a notice, no values, no view.
  const edited = token.replace(/^(.)/, (c) => (c === 'A' ? 'B' : 'A'));
  await open(page, `?sealed=${edited}`);
  await expect(page.getByTestId('notice')).toContainText('was changed after it was made');
  await expect(page.locator('section.view:not([hidden])')).toHaveCount(0);
  // A parameter put beside the seal is ignored, with a notice.
  await open(page, `${url.search}&exercise=0`);
  await expect(page.getByTestId('exercise-input')).toBeVisible();
  await expect(page.getByTestId('notice')).toContainText('sealed');
});

test('without the lines, the frame’s own height fits a phone and the dialog says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '?game=sub:1,3,4&why=5');
  await page.getByTestId('embed').click();
  await page.getByTestId('embed-script').uncheck();
  await expect(page.getByTestId('embed-code')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
  const code = await page.getByTestId('embed-code').inputValue();
  expect(code).not.toContain('<script');
  await expect(page.getByTestId('embed-size-note')).toContainText('360 px');
  // Both previews are there side by side: a phone's and the frame's width.
  await expect(page.getByTestId('embed-preview-phone')).toBeVisible();
  await expect(page.getByTestId('embed-preview')).toBeVisible();
  await page.locator('#embed-close').click();
  await page.setViewportSize({ width: 390, height: 844 });
  await notesPage(page, [{ name: 'why', code }]);
  const f = await page.frameLocator('iframe[data-nimseq]').locator('html').evaluate(fit);
  expect(f.scrolls, JSON.stringify(f)).toBeLessThanOrEqual(1);
});

test('a teacher sets up a lesson: the Classroom form applies at once, research material comes back on request', async ({ page }) => {
  await open(page, '?game=sub:1,3,4');
  // A research page shows the closed forms of the literature and names the game by its code.
  await expect(page.locator('section.theory')).toBeVisible();
  await expect(page.locator('#seq-title')).toHaveText('sub:1,3,4');
  await page.locator('#game-classroom > summary').click();
  await page.locator('#game-exercise').selectOption('values');
  // No "Show" pressed: the exercise is there, and the link holds it.
  await expect(page.getByTestId('exercise-input')).toBeVisible();
  await expect(page).toHaveURL(/exercise=values/);
  // A teaching link speaks plainly and leaves the research material out, on request back.
  await open(page, '?game=sub:1,3,4&why=5');
  await expect(page.locator('#seq-title')).toHaveText('The subtraction game {1, 3, 4}');
  await expect(page.locator('section.theory')).toBeHidden();
  await expect(page.locator('#page-footer')).toBeHidden();
  // Each word it uses is explained on a tap.
  await page.locator('#terms button', { hasText: 'mex' }).click();
  await expect(page.getByTestId('term-meaning')).toContainText('mex: The least whole number');
  await page.getByTestId('research-link').click();
  await expect(page.locator('section.theory')).toBeVisible();
  await expect(page).toHaveURL(/show=/);
});
