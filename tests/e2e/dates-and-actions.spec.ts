// Journeys of issue 32 (items 5 and 6): dates and times in the person's language, 24-hour, and one word per action.
// A job's start date on its card and its page in isiZulu and Sepedi; the check-in page's expected end in Sepedi
// (it said "05:54 PM"), where the header's sign-out and the page's check-out were both "Tšwa". At 360 px, with the
// overflow check and axe on every page.
import { expect, test } from '@playwright/test';
import {
  createAcceptedHire,
  createEmployer,
  createJobPost,
  createWorker,
  dateIn,
  newPhone,
  saveLanguage,
  signInByApi,
} from './factories.js';
import { pickSoweto, signIn } from './helpers.js';
import { checkPage } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

/** The month names of the catalogues (src/locales/<code>/*.po), as a reader of each language expects them. */
const MONTHS: Record<'zu' | 'nso', string[]> = {
  zu: [
    'Januwari',
    'Februwari',
    'Mashi',
    'Ephreli',
    'Meyi',
    'Juni',
    'Julayi',
    'Agasti',
    'Septemba',
    'Okthoba',
    'Novemba',
    'Disemba',
  ],
  nso: [
    'Janaware',
    'Feberware',
    'Matšhe',
    'Aporele',
    'Mei',
    'June',
    'Julae',
    'Agostose',
    'Setemere',
    'Oktobore',
    'Nofemere',
    'Disemere',
  ],
};
const ENGLISH_MONTHS =
  /January|February|March|April|May|June|July|August|September|October|November|December/;

/** '2026-12-08' as the catalogues write it: '8 Disemba 2026'. */
function written(isoDate: string, language: 'zu' | 'nso'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[language][(month ?? 1) - 1]} ${year}`;
}

test('a job card and a job page write the start date in isiZulu and in Sepedi', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Windows ${newPhone().slice(-7)}`;
  const start = dateIn(12);
  const employer = await createEmployer({ verified: true, firstName: 'Thandeka' });
  const jobId = await createJobPost(employer, { title, startDate: start });
  await signIn(page, newPhone(), 'Sipho');
  for (const language of ['zu', 'nso'] as const) {
    await saveLanguage(page.request, language);
    await page.goto('/jobs/near-me');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await pickSoweto(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toContainText(written(start, language));
    await expect(card).not.toContainText(ENGLISH_MONTHS);
    await checkPage(page);

    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(written(start, language));
    await expect(page.getByRole('main')).not.toContainText(ENGLISH_MONTHS);
    await checkPage(page);
  }
});

test('the check-in page in Sepedi: the expected end in 24-hour time, check-out and sign-out two words', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const worker = await createWorker({ fullName: 'Mpho Mokoena' });
  const employer = await createEmployer({ verified: true, firstName: 'Marius' });
  const hireId = await createAcceptedHire(employer, worker);
  await signInByApi(page, worker.phone);
  await saveLanguage(page.request, 'nso');
  // Checked in until 17:54 today, South African time, whatever the clock of the machine running the test.
  const end = new Date(Date.now() + 3_600_000);
  const checkedIn = await page.request.post(`/api/hires/${hireId}/check-in`, {
    data: { expectedEndAt: end.toISOString() },
  });
  expect(checkedIn.ok(), await checkedIn.text()).toBe(true);
  const expected = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Johannesburg',
  }).format(end);

  await page.goto(`/hires/${hireId}/check-in`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nso');
  const open = page.getByTestId('checked-in');
  await expect(open).toContainText(expected);
  await expect(open).not.toContainText(/AM|PM/);
  await checkPage(page);

  // The header's sign-out and the page's check-out are two words; the check-out button checks out.
  const signOut = (await page.getByTestId('sign-out').innerText()).trim();
  const checkOut = open.getByRole('button');
  const checkOutName = (await checkOut.innerText()).trim();
  expect(checkOutName).not.toBe(signOut);
  await checkOut.click();
  await expect(open).toBeHidden();
  await expect(page.getByTestId('sign-out')).toBeVisible();
  await checkPage(page);
});
