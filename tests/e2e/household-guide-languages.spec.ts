// Journey of issue 32 (item 4): the household employer guide in every language. Each language's address answers
// (it was a 404 for all six), in that language, the guide's words included; a person reading isiZulu who follows
// the footer's link reads the guide in isiZulu, not English under an isiZulu footer. At 360 px, with the overflow
// check and axe on every page.
import { expect, test } from '@playwright/test';
import af from '../../src/shared/content/household-guide/af.js';
import nso from '../../src/shared/content/household-guide/nso.js';
import st from '../../src/shared/content/household-guide/st.js';
import tn from '../../src/shared/content/household-guide/tn.js';
import xh from '../../src/shared/content/household-guide/xh.js';
import zu from '../../src/shared/content/household-guide/zu.js';
import { HOUSEHOLD_GUIDE } from '../../src/shared/content/household-guide.js';
import { newPhone, saveLanguage } from './factories.js';
import { signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

const TRANSLATIONS = { zu, xh, af, nso, st, tn };

test('every language has its own guide page, in its own words', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [code, translation] of Object.entries(TRANSLATIONS)) {
    const answer = await page.goto(`/${code}/household-guide`);
    expect(answer?.status(), `/${code}/household-guide`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    const guide = page.getByTestId('household-guide');
    await expect(guide).toHaveAttribute('lang', code);
    await expect(guide.getByRole('heading', { level: 1 })).toHaveText(translation.title);
    await expect(
      guide.getByRole('heading', { level: 2, name: translation.sections.uif.title }),
    ).toBeVisible();
    await expect(guide).not.toContainText(HOUSEHOLD_GUIDE.sections[0]?.title ?? '');
    await checkPage(page);
  }
});

test('the footer leads a person reading isiZulu to the guide in isiZulu', async ({ page }) => {
  await signIn(page, newPhone(), 'Zanele');
  await saveLanguage(page.request, 'zu');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Ukuqasha isisebenzi sasekhaya' });
  await link.click();
  await expect(page).toHaveURL(/\/zu\/household-guide$/);
  const guide = page.getByTestId('household-guide');
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText(zu.title);
  await expect(guide).toHaveAttribute('lang', 'zu');
  await checkPage(page);
});
