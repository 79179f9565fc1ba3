// The page loads the build of the core with vector instructions (simd128) where the browser has
// them and the plain build elsewhere; both give the command line's values.
import { test, expect } from '@playwright/test';
import { cli, open, withoutSimd } from './helpers.js';

for (const core of ['simd128', 'plain']) {
  test(`the ${core} build gives the command line's values`, async ({ page }) => {
    if (core === 'plain') await withoutSimd(page);
    const errors = await open(page, '?game=octal:0.6&limit=40000');
    await expect(page.locator('body')).toHaveAttribute('data-core', core);
    await expect(page.getByTestId('period')).toHaveText('none found up to 40000');
    await page.getByTestId('export-from').fill('39980');
    await page.getByTestId('export-to').fill('40000');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#seq-csv').click()]);
    const lines = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8').trim().split('\n');
    expect(lines.slice(2).map((l) => Number(l.split(',')[1]))).toEqual(cli('octal:0.6', 39980, 40000));
    expect(errors).toEqual([]);
  });
}
