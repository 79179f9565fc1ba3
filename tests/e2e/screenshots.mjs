// The README's pictures, taken from the real page: `scripts/screenshots.sh` serves the built
// page and runs this with the page's address; it writes docs/img/*.png.
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const base = process.argv[2] ?? 'http://127.0.0.1:8399/';
const out = (name) => fileURLToPath(new URL(`../../docs/img/${name}`, import.meta.url));

/** [file, link, width, height, phone] */
const SHOTS = [
  ['sequence.png', '?game=octal:0.16', 1100, 760, false],
  ['heatmap.png', '?view=heatmap&dims=3&max=60&axes=ab&slice=60', 1100, 820, false],
  ['board-phone.png', '?view=play&game=octal:0.77&heaps=6,2&hints=pn', 390, 760, true],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [file, link, width, height, phone] of SHOTS) {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: 'light', isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await page.goto(base + link);
  await page.waitForSelector('body[data-ready="1"]', { timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out(file) });
  await context.close();
  console.log(`wrote docs/img/${file}`);
}
await browser.close();
