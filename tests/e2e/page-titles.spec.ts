// Journey of issue 32 (item 7): each page names itself in the document title, in the person's language, so a
// screen reader and the browser's history can tell pages apart (every page said "Work Local - Work local. Hire
// local."). Public pages (prerendered) and the signed-in app's pages, in English and isiZulu, at 360 px, with the
// overflow check and axe on every page.
import { expect, type Page, test } from '@playwright/test';
import { newPhone, saveLanguage } from './factories.js';
import { signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

const PUBLIC = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/success-stories',
  '/safety',
  '/household-guide',
];
const APP = [
  '/',
  '/find-workers',
  '/jobs/near-me',
  '/jobs/mine',
  '/account',
  '/payslips',
  '/register-worker',
  '/my-week',
  '/visits',
  '/earnings',
  '/payments',
];

/** Each path's title, after the page has shown its main heading. */
async function titles(page: Page, paths: string[], prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${prefix}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The title is set once the page's texts are there; wait for it to leave the shell's.
    await expect
      .poll(() => page.title(), { message: path })
      .not.toBe(found.length > 0 ? found[found.length - 1] : '');
    found.push(await page.title());
    await checkPage(page);
  }
  return found;
}

function expectDistinct(list: string[]): void {
  expect(new Set(list).size, list.join(' | ')).toBe(list.length);
}

test('public pages: a title of their own, in English and in isiZulu', async ({ page }) => {
  test.setTimeout(150_000);
  const english = await titles(page, PUBLIC);
  expectDistinct(english);
  expect(english[1]).toContain('About');
  const zulu = await titles(page, PUBLIC, '/zu');
  expectDistinct(zulu);
  for (const [i, title] of zulu.entries()) expect(title, PUBLIC[i]).not.toBe(english[i]);
});

test('app pages: a title of their own, in English and in isiZulu', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, newPhone(), 'Lerato');
  const english = await titles(page, APP);
  expectDistinct(english);
  expect(english[1]).toContain('Find Workers');
  await saveLanguage(page.request, 'zu');
  const zulu = await titles(page, APP);
  expectDistinct(zulu);
  for (const [i, title] of zulu.entries()) expect(title, APP[i]).not.toBe(english[i]);
});
