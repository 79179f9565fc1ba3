import { test, expect } from '@playwright/test';
import { open } from './helpers.js';

test('a copied link restores the view exactly', async ({ page, browser }) => {
  await open(page, '?view=heatmap&dims=3&max=15');
  await page.locator('#heat-metric').selectOption('preperiod');
  await page.locator('#heat-scale').selectOption('log');
  await page.locator('#heat-axes').selectOption('bc');
  await expect(page).toHaveURL(/axes=bc/);
  await page.getByTestId('copy-link').click();
  const link = await page.getByTestId('link-output').inputValue();
  expect(link).toContain('view=heatmap');
  expect(link).toContain('metric=preperiod');
  expect(link).toContain('scale=log');
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.locator('body')).toHaveAttribute('data-ready', '1', { timeout: 30_000 });
  await expect(other.locator('#heat-metric')).toHaveValue('preperiod');
  await expect(other.locator('#heat-scale')).toHaveValue('log');
  await expect(other.locator('#heat-axes')).toHaveValue('bc');
  await expect(other.locator('#heat-dims')).toHaveValue('3');
  expect(other.url()).toBe(link);
  await other.close();
});

test('back and forward restore earlier views', async ({ page }) => {
  await open(page, '?game=sub:2,7');
  await page.getByRole('tab', { name: 'Heatmap' }).click();
  await expect(page).toHaveURL(/view=heatmap/);
  await page.goBack();
  await expect(page).toHaveURL(/\?game=sub:2,7$/);
  await expect(page.getByTestId('period')).toHaveText('9');
});

test('embed mode shows only the view with a link back', async ({ page }) => {
  await open(page, '?view=heatmap&dims=2&max=40&embed=1');
  await expect(page.getByTestId('heatmap')).toBeVisible();
  await expect(page.locator('header.top')).toBeHidden();
  await expect(page.locator('#heat-form')).toBeHidden();
  const back = page.locator('#backlink');
  await expect(back).toBeVisible();
  expect(await back.getAttribute('href')).not.toContain('embed');
});

test('copy embed code gives an iframe of the current view', async ({ page }) => {
  await open(page, '?game=octal:0.77');
  await page.locator('#copy-embed').click();
  // The height is the preview's, measured once it has drawn.
  await expect(page.locator('#embed-output')).toHaveAttribute('data-height', 'measured', { timeout: 30_000 });
  const code = await page.locator('#embed-output').inputValue();
  expect(code).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?game=octal:0\.77&amp;embed=1" width="760" height="\d+"/);
  expect(code).toContain('title="nimseq: octal:0.77 (Kayles)"');
});

test('a bad parameter shows a notice and the defaults', async ({ page }) => {
  const errors = await open(page, '?view=heatmap&max=abc&metric=colour&game=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('“max=abc” is not a whole number; 200 was used.');
  await expect(notice).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('img')).toHaveCount(0);
  await expect(page.locator('#heat-max')).toHaveValue('200');
  expect(errors).toEqual([]);
});

test('the conjecture view lists counterexamples as links', async ({ page }) => {
  await open(page, '?view=conjecture&dims=2&max=40');
  await expect(page.locator('#conj-summary')).toContainText('0 counterexamples not decided by a theorem, 1 more');
  const link = page.getByTestId('counterexamples').getByRole('link', { name: 'sub:1,3' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByTestId('period')).toHaveText('2');
});

test('a value the view cannot honour is named, never replaced in silence', async ({ page }) => {
  // The conjecture view tests normal play: a misère rule from a link is kept, and said unused.
  await open(page, '?view=conjecture&dims=2&max=12&rule=misere');
  await expect(page.getByTestId('conjecture-rule-note')).toContainText('the rule “misere” chosen for the other views is not used here');
  await expect(page).toHaveURL(/rule=misere/);
  await expect(page.getByTestId('notice')).toBeHidden();
  // A window outside the map.
  await open(page, '?view=heatmap&max=30&window=50,60,50,60');
  await expect(page.getByTestId('notice')).toContainText('this map has 30 columns and 30 rows');
  // A limit past what the game's method computes.
  await open(page, '?game=tb:4.[3]&limit=100000');
  await expect(page.getByTestId('notice')).toContainText('“limit=100000”');
});
