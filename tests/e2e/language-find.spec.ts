// Journey (issue 17): Find Workers in isiXhosa holds its layout at 320 px (isiXhosa's long words), and a worker who
// chose isiXhosa receives the hire request in isiXhosa, whatever language the employer uses (the developer phone's
// outbox shows what was sent).
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createWorker, newPhone, placePosition, uniqueName } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

test.use({ locale: 'en-ZA' });

const switcher = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('combobox')
    .filter({ has: page.locator('option[value="xh"]') });

async function chooseIsiXhosa(page: Page) {
  await switcher(page).selectOption({ label: 'isiXhosa' });
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/user')).json()).language)
    .toBe('xh');
}

/** The innermost elements that reach past the viewport's right edge, so a failure names what to fix. */
function overflowing(page: Page, width: number): Promise<string[]> {
  return page.evaluate((viewport) => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > viewport + 0.5 && getComputedStyle(el).position !== 'fixed',
    );
    return wide
      .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').trim().slice(0, 40)}`,
      );
  }, width);
}

/** Visible buttons and button-like links
 whose text is cut off or that stick out of the viewport. */
function clippedControls(page: Page, width: number): Promise<string[]> {
  return page.evaluate((viewport) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main button, main a[class*="min-h"], main select',
    );
    const clipped: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const cut = el.scrollWidth > el.clientWidth + 1 || box.left < -1 || box.right > viewport + 1;
      if (cut) clipped.push((el.textContent ?? el.getAttribute('aria-label') ?? el.tagName).trim());
    }
    return clipped;
  }, width);
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('Find Workers in isiXhosa: translated, no horizontal overflow, no clipped buttons', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await signIn(page, `0716${String(Date.now() % 1_000_000).padStart(6, '0')}`, 'Sipho');
    await chooseIsiXhosa(page);

    await page.goto('/find-workers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fumana abantu abasebenzayo');
    await expect(page.getByRole('button', { name: 'Sebenzisa indawo yangoku' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Indawo' }).fill('Soweto');
    await page
      .getByRole('option', { name: /^Soweto, Johannesburg, Gauteng/ })
      .first()
      .click();
    await expect(page.getByTestId('worker-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Abantu abasebenzayo kwindawo yakho/ })).toBeVisible();
    // The card speaks isiXhosa too: its profile link and a skill's name.
    await expect(
      page
        .getByTestId('worker-card')
        .first()
        .getByRole('link', { name: /^Jonga iprofayili/ }),
    ).toBeVisible();
    await expect(page.getByText('Use Current Location')).toHaveCount(0);

    expect(await overflowing(page, 320)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await clippedControls(page, 320)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('find-workers-xh-320.png'), fullPage: true });
  });
});

/** The phone number the profile's Contact dialog shows (0XX XXX XXXX), as the outbox keys it (+27...). */
async function workerPhone(page: Page, name: string): Promise<string> {
  await page
    .getByTestId('worker-card')
    .filter({ hasText: name })
    .getByRole('link', { name: /^View Profile/ })
    .click();
  await page.getByRole('button', { name: 'Contact' }).click();
  const local = ((await page.getByTestId('contact-phone').textContent()) ?? '').replace(/\D/g, '');
  await page.keyboard.press('Escape');
  return `+27${local.slice(1)}`;
}

async function asWorker(browser: Browser, phone: string) {
  const context = await browser.newContext({ locale: 'en-ZA' });
  const page = await context.newPage();
  await signIn(page, `0${phone.slice(3)}`);
  await chooseIsiXhosa(page);
  await context.close();
}

test('a worker who chose isiXhosa receives the hire request in isiXhosa from an English-speaking employer', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // A worker of the journey's own in Gqeberha, an isiXhosa-speaking city, and a new employer.
  const name = uniqueName('Sipho');
  await createWorker({
    fullName: name,
    city: 'Gqeberha',
    suburb: 'Central',
    ...(await placePosition(page.request, 'Gqeberha', /^Gqeberha/)),
  });
  await signIn(page, newPhone(), 'Anele');
  await page.goto('/phone-verification');
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const code = page.getByTestId('development-otp');
  await expect(code).toHaveText(/^\d{6}$/);
  await page.getByLabel('Verification Code').fill((await code.textContent())?.trim() ?? '');
  await page.getByRole('button', { name: 'Verify Phone' }).click();
  await expect(page.getByText('You can now hire workers', { exact: true })).toBeVisible();

  await page.goto('/find-workers');
  await page.getByRole('combobox', { name: 'Location' }).fill('Gqeberha');
  await page
    .getByRole('option', { name: /^Gqeberha/ })
    .first()
    .click();
  const card = page.getByTestId('worker-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  const phone = await workerPhone(page, name);

  await asWorker(browser, phone);

  // The employer stays in English: the confirmation says so in English.
  await page.getByRole('button', { name: `Hire ${name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `Hire ${name}?` })
    .getByRole('button', { name: 'Confirm Hire' })
    .click();
  await expect(
    page.getByText(
      `${name} will be told by WhatsApp or SMS and can answer there. You will see their address once they accept.`,
      { exact: true },
    ),
  ).toBeVisible();

  // The job runner sends it a moment later; the developer phone's outbox holds what the worker received.
  await expect
    .poll(
      async () => {
        const chat = await (await page.request.get(`/api/dev/phone/${encodeURIComponent(phone)}`)).json();
        const sent = (chat.messages as { direction: string; body: string }[]).filter(
          (m) => m.direction === 'out' && m.body.includes('Anele'),
        );
        return sent.at(-1)?.body ?? '';
      },
      { timeout: 30_000 },
    )
    .toMatch(/^Work Local: U-Anele .*ufuna ukukuqesha/);
});
