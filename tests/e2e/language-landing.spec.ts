// Issue 17: a first visit from an isiZulu browser gets the landing page in isiZulu, prerendered (the HTML itself, before
// any script), and the longest language holds at 320 px: isiXhosa's landing has nothing wider than the screen and no
// button or link whose text is cut. The screenshot goes with the test's report.
import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_CODES } from '../../src/shared/i18n/languages.js';
import { seriousAxeViolations } from './helpers.js';

/** Elements wider than the screen, and controls whose text does not fit inside them. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, input, select')) {
      // Not shown, or shown only to screen readers (the skip link until focused).
      if (!el.checkVisibility() || el.closest('.sr-only, .sr-only-focusable:not(:focus)')) continue;
      const box = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40) ?? ''}"`;
      if (box.right > width + 0.5) found.push(`${name} reaches ${Math.round(box.right)}px`);
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
        found.push(`${name} is cut (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return found;
  });
}

test('every language has its prerendered landing page: 200, its <html lang>, its title and every alternate', async ({
  request,
}) => {
  const english = await (await request.get('/en/')).text();
  const englishTitle = /<title>([^<]*)<\/title>/.exec(english)?.[1];
  expect(englishTitle).toBe('Work Local - Work local. Hire local.');
  for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
    const res = await request.get(`/${code}/`);
    expect(res.status(), code).toBe(200);
    const html = await res.text();
    expect(html, code).toMatch(new RegExp(`<html[^>]* lang="${code}"`));
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, code).toMatch(/^Work Local - /);
    expect(title, code).not.toBe(englishTitle);
    for (const other of LANGUAGE_CODES) {
      expect(html, `${code} names ${other}`).toMatch(
        new RegExp(
          `<link rel="alternate" hreflang="${other}" href="[^"]*/${other === 'en' ? '' : `${other}/`}">`,
        ),
      );
    }
    expect(html, code).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/">/);
  }
});

test.describe('isiZulu browser', () => {
  test.use({ locale: 'zu-ZA', extraHTTPHeaders: { 'Accept-Language': 'zu-ZA,zu;q=0.9,en;q=0.5' } });

  test('the first visit gets the landing page in isiZulu, in the HTML itself', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { 'Accept-Language': 'zu' } })).text();
    expect(html).toMatch(/<html[^>]* lang="zu"/);
    expect(html).toContain('Thola izisebenzi zendawo ozethembayo');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thola izisebenzi zendawo ozethembayo, noma utholwe ngabaqashi abaseduze nawe',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  });
});

test.describe('isiXhosa at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the landing page, nav and footer fit the screen, nothing cut', async ({ page }, testInfo) => {
    await page.goto('/xh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
    // The lower sections load as they come near: go to the footer so they are measured too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator('#pricing')).toBeVisible();
    await testInfo.attach('landing-xh-320', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    expect(await overflow(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
