// The accessibility check every journey leans on (helpers.ts) must bite: on a page made with serious faults it
// names each one, inside `include` it sees only that part, and it still works after the page navigates.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './helpers.js';

const FAULTY = `<!doctype html><html lang="en"><head><title>t</title></head><body><main>
  <h1>Check</h1>
  <p style="color:#bbb;background:#fff">Grey on white, too faint to read</p>
  <section id="part"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></section>
</main></body></html>`;

test('the axe check names serious faults, scoped by include, on every document', async ({ page }) => {
  await page.setContent(FAULTY);
  const all = await seriousAxeViolations(page);
  expect(all.map((line) => line.split(':')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  expect(await seriousAxeViolations(page, { include: '#part' })).toEqual(['image-alt: img']);
  // A new document has no axe in it: the check puts it there again.
  await page.setContent(FAULTY.replace('<img', '<img alt="A dot"'));
  expect((await seriousAxeViolations(page)).map((line) => line.split(':')[0])).toEqual(['color-contrast']);
});
