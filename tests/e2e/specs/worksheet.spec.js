// A worksheet on paper (worksheet=1), printed as a teacher would, to A4 and to Letter: the
// questions with blanks, then the answer key on a page of its own. Read back from the PDF
// (pdf.js): the key's values are the command line's, and none of them is on the worksheet's
// pages. One page is loaded for the whole spec; each link is shown in it as its history would.
import { test, expect } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cli, open, visit } from './helpers.js';

test.describe.configure({ mode: 'serial' });

/** @type {import('@playwright/test').Page} */
let page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await open(page, '?game=sub:1,3,4');
});
test.afterAll(async () => page.close());

/** The printed pages, each as its lines of text (items on one baseline joined by spaces). */
async function printed(format) {
  const pdf = await getDocument({ data: new Uint8Array(await page.pdf({ format })), useSystemFonts: true }).promise;
  const pages = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    const lines = new Map();
    for (const item of content.items) {
      if (!item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      const key = [...lines.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      lines.set(key, [...(lines.get(key) ?? []), [item.transform[4], item.str.trim()]]);
    }
    pages.push(
      [...lines.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, items]) => items.sort((a, b) => a[0] - b[0]).map((i) => i[1]).join(' ')),
    );
  }
  return pages;
}

/** The pages before the answer key and from it on. */
function split(pages) {
  const at = pages.findIndex((lines) => lines.some((l) => l === 'Answer key'));
  expect(at, 'a page headed “Answer key”').toBeGreaterThan(0);
  return { sheet: pages.slice(0, at), key: pages.slice(at) };
}

/** The cells after a row's heading (`G(n)`, `P or N`) on `pages`, in order. */
const cells = (pages, heading) =>
  pages
    .flat()
    .filter((l) => l.startsWith(`${heading} `) || l === heading)
    .flatMap((l) => l.slice(heading.length).trim().split(' ').filter(Boolean));

for (const format of ['A4', 'Letter']) {
  test(`the values and the P/N table: blanks on the worksheet, the command line's values in the key (${format})`, async () => {
    const from = 5;
    await visit(page, `?game=sub:1,3,4&exercise=values&from=${from}&show=facts,table,pn,exercise,why&worksheet=1`);
    await expect(page.getByTestId('worksheet-key')).toBeAttached();
    const pages = await printed(format);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const { sheet, key } = split(pages);
    const values = cli('sub:1,3,4', 0, from + 19);
    // The worksheet gives G(0) … G(4) and leaves G(5) … G(24) blank.
    expect(cells(sheet, 'G(n)').map(Number)).toEqual(values.slice(0, from));
    expect(cells(key, 'G(n)').map(Number)).toEqual(values);
    const letters = values.slice(0, 20).map((v) => (v === 0 ? 'P' : 'N'));
    expect(cells(sheet, 'P or N')).toEqual(letters.slice(0, from));
    expect(cells(key, 'P or N')).toEqual(letters);
    // No control, no link, nothing of the page around it.
    const text = pages.flat().join('\n');
    for (const word of ['Copy link', 'Embed', 'Print', 'Back to the view', 'Sequence']) expect(text).not.toContain(word);
  });
}

test('equivalences and a board position are asked, and answered only in the key', async () => {
  await visit(page, '?view=compare&games=*5;*3|kayles@4;*1&exercise=equivalence&worksheet=1');
  let { sheet, key } = split(await printed('A4'));
  expect(sheet.flat()).toEqual(expect.arrayContaining([expect.stringContaining('Is *5 ≈ *3?')]));
  expect(sheet.flat().join(' ')).not.toContain('*5 ≉ *3');
  expect(key.flat().join(' ')).toContain('*5 ≉ *3');
  expect(key.flat().join(' ')).toContain('Kayles, a row of 4 ≈ *1');

  await visit(page, '?view=play&game=octal:0.77&heaps=6,2&worksheet=1');
  ({ sheet, key } = split(await printed('A4')));
  const asked = sheet.flat().join(' ');
  expect(asked).toContain('The position rows of 6 and 2: P or N?');
  const answered = key.flat().join(' ');
  // Kayles 6 + Kayles 2: values 3 and 2, the player to move wins.
  expect(answered).toContain('The position rows of 6 and 2: N.');
  expect(asked).not.toContain(': N.');
});

test('a view with nothing to ask prints as it is, and says so; the worksheet speaks the page’s language', async () => {
  await visit(page, '?game=sub:1,3,4&worksheet=1');
  await expect(page.getByTestId('worksheet-nothing')).toBeVisible();
  const pages = await printed('A4');
  const text = pages.flat().join(' ');
  expect(text).toContain('This view asks no questions: it prints as it is.');
  expect(text).toContain('Preperiod');
  await page.getByTestId('worksheet-back').click();
  await expect(page.getByTestId('worksheet')).toBeHidden();
  await expect(page).not.toHaveURL(/worksheet=/);

  await visit(page, '?game=sub:1,3,4&exercise=values&from=5&worksheet=1&lang=de');
  const german = (await printed('A4')).flat().join(' ');
  expect(german).toContain('Lösungen');
  expect(german).toContain('Arbeitsblatt');
});
