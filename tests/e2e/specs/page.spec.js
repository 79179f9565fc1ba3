import { test, expect } from '@playwright/test';

test('the default page shows a certified period', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('./');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await expect(page.locator('#summary')).toContainText('preperiod 8, period 3');
  expect(errors).toEqual([]);
});
