// Phone reveals journey (issue 31, item 6; decision 0287) at 360 px, in English and isiZulu: the Contact dialog on a
// worker's profile refuses an employer whose own phone is not confirmed, shows the number to one who confirmed it,
// and refuses her once she has seen the day's most; the worker's dashboard then counts the employers who saw her
// number (a refused look is not counted). The overflow check and axe on every page visited.
import { expect, type Page, test } from '@playwright/test';
import { PHONE_REVEALS_PER_DAY } from '../../src/shared/constants.js';
import {
  apiSession,
  createEmployer,
  createWorker,
  e164,
  remotePosition,
  signInByApi,
  spaced,
} from './factories.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

const { free: FREE_LIMIT, subscribed: SUBSCRIBED_LIMIT } = PHONE_REVEALS_PER_DAY;

interface Texts {
  contact: string;
  dialogTitle: (name: string) => string;
  notVerified: string;
  verifyPhone: string;
  dailyLimitFree: string;
  subscribe: string;
  call: string;
  /** The dashboard's line, singular and plural as the catalogue has them. */
  sawYourNumber: (n: number) => string;
}

/** The words as the catalogues have them (src/locales/<code>/shared.po and core.po). */
const TEXTS: Record<'en' | 'zu', Texts> = {
  en: {
    contact: 'Contact',
    dialogTitle: (name) => `Contact ${name}`,
    notVerified: 'Please verify your own phone number before you contact workers',
    verifyPhone: 'Verify Phone Number',
    dailyLimitFree: `You have seen ${FREE_LIMIT} workers’ numbers today, the most on the free plan. Please try again tomorrow, or subscribe for up to ${SUBSCRIBED_LIMIT} a day.`,
    subscribe: 'Subscribe',
    call: 'Call',
    sawYourNumber: (n) =>
      n === 1
        ? '1 employer saw your number in the last 7 days'
        : `${n} employers saw your number in the last 7 days`,
  },
  zu: {
    contact: 'Xhumana',
    dialogTitle: (name) => `Xhumana no-${name}`,
    notVerified: 'Sicela uqinisekise inombolo yakho yocingo ngaphambi kokuthinta izisebenzi',
    verifyPhone: 'Qinisekisa inombolo yocingo',
    dailyLimitFree: `Ubone izinombolo zezisebenzi ezingu-${FREE_LIMIT} namuhla, okuphezulu kuhlelo lwamahhala. Sicela uzame futhi kusasa, noma ubhalisele ukuthola ezingu-${SUBSCRIBED_LIMIT} ngosuku.`,
    subscribe: 'Bhalisela',
    call: 'Shayela',
    sawYourNumber: (n) =>
      n === 1
        ? 'Umqashi ongu-1 ubone inombolo yakho ezinsukwini ezi-7 ezedlule'
        : `Abaqashi abangu-${n} babone inombolo yakho ezinsukwini ezi-7 ezedlule`,
  },
};

/** Opens the worker's profile as whoever the page is signed in as, and her Contact dialog. */
async function openContact(
  page: Page,
  language: string,
  texts: Texts,
  worker: { id: string; fullName: string },
) {
  await page.goto(`/worker/${worker.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByRole('button', { name: texts.contact, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.dialogTitle(worker.fullName) });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const language of ['en', 'zu'] as const) {
  test(`the Contact dialog refuses, shows, refuses at the day's limit; the worker sees the count (${language})`, async ({
    page,
  }) => {
    // Twenty-one workers and three employers made, five pages checked with axe, on a shared two-core machine.
    test.setTimeout(180_000);
    const texts = TEXTS[language];
    // The worker, and as many others as an employer may see a day on the free plan: the journey's own, each in open
    // country, so no other journey's search finds them and their counts are this journey's alone.
    const [worker, ...others] = await Promise.all([
      createWorker({ language, ...remotePosition() }),
      ...Array.from({ length: FREE_LIMIT }, () => createWorker(remotePosition())),
    ]);

    // An employer whose own phone is not confirmed: refused, and offered the way to confirm it.
    await signInByApi(page, await createEmployer({ language }));
    const unconfirmed = await openContact(page, language, texts, worker);
    const refusal = unconfirmed.getByTestId('contact-refusal');
    await expect(refusal.getByText(texts.notVerified, { exact: true })).toBeVisible();
    await expect(refusal.getByRole('link', { name: texts.verifyPhone })).toBeVisible();
    await expect(unconfirmed.getByTestId('contact-phone')).toHaveCount(0);
    await checkPage(page);

    // An employer who confirmed her phone sees the worker's number.
    await page.context().clearCookies();
    await signInByApi(page, await createEmployer({ verified: true, language }));
    const shown = await openContact(page, language, texts, worker);
    await expect(shown.getByTestId('contact-phone')).toHaveText(spaced(worker.phone));
    await expect(shown.getByRole('link', { name: texts.call })).toHaveAttribute(
      'href',
      `tel:${e164(worker.phone)}`,
    );
    await checkPage(page);

    // She has the rest of the day's free numbers shown through the API; the next worker's is refused.
    for (const other of others.slice(1)) {
      const revealed = await page.request.post(`/api/workers/${other.id}/phone`);
      expect(revealed.status(), await revealed.text()).toBe(200);
    }
    const limited = await openContact(page, language, texts, others[0]!);
    const atLimit = limited.getByTestId('contact-refusal');
    await expect(atLimit.getByText(texts.dailyLimitFree, { exact: true })).toBeVisible();
    await expect(atLimit.getByRole('link', { name: texts.subscribe })).toBeVisible();
    await expect(limited.getByTestId('contact-phone')).toHaveCount(0);
    await checkPage(page);

    // The worker's dashboard: one employer saw her number (the refused one is not counted), then a second.
    await page.context().clearCookies();
    await signInByApi(page, worker.phone);
    await page.goto('/worker-dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const line = page.getByTestId('phone-reveals');
    await expect(line).toHaveText(texts.sawYourNumber(1));
    await checkPage(page);
    const second = await apiSession(await createEmployer({ verified: true }));
    try {
      expect((await second.post(`/api/workers/${worker.id}/phone`)).status()).toBe(200);
    } finally {
      await second.dispose();
    }
    await page.reload();
    await expect(line).toHaveText(texts.sawYourNumber(2));
    await checkPage(page);
  });
}
