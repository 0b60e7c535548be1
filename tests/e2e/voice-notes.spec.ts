// Issue 35: on the developer phone a worker sends a voice note (the demo's own file) and replies 1; an employer opens
// her profile, sees the length and size on the play button, nothing of the audio is fetched until she presses it,
// and then the audio plays (its currentTime moves on); her Find Workers card has the button too. At 360 px, with the overflow and axe checks on both pages.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createWorker, newPhone, placePosition, uniqueName } from './factories.js';
import { signIn } from './helpers.js';
import { checkPage, LOCATION_VALUE_SCROLLS } from './layout-checks.js';

test.use({ viewport: { width: 360, height: 740 } });

/** The demo worker's introduction: 9 s of Ogg Opus, as WhatsApp sends a voice note. */
const VOICE_NOTE = fileURLToPath(new URL('../../src/server/seed/demo-voice-intro.ogg', import.meta.url));

test('a worker sets a voice introduction from her phone, and an employer plays it on her profile', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('Nomsa');
  // In Bloemfontein, where Find Workers shows her card among few others.
  const worker = await createWorker({
    fullName: name,
    city: 'Bloemfontein',
    suburb: 'Westdene',
    ...(await placePosition(page.request, 'Bloemfontein')),
  });

  const phone = await context.newPage();
  await phone.goto('/dev/phone');
  await phone.getByRole('button', { name: new RegExp(`^${name} · `) }).click();
  const chat = phone.getByRole('region', { name: /^Chat with \+27/ });
  await chat.getByLabel('Voice note (an audio file)').setInputFiles(VOICE_NOTE);
  await chat.getByRole('button', { name: 'Send voice note' }).click();
  await expect(chat.getByTestId('dev-phone-message').last()).toContainText(
    'We received your voice note (0:09). Reply 1 to use this as your profile introduction.',
  );
  await chat.getByLabel('Reply as this phone').fill('1');
  await chat.getByRole('button', { name: 'Send reply' }).click();
  await expect(chat.getByTestId('dev-phone-message').last()).toContainText(
    'Done: your voice note is now your profile introduction.',
  );
  await checkPage(phone);

  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/voice-notes/')) audioRequests.push(request.url());
  });
  await signIn(page, newPhone(), 'Zanele');
  await page.goto(`/worker/${worker.id}`);
  const intro = page.getByTestId('voice-intro');
  const play = intro.getByRole('button', { name: /^Play voice introduction, 0:09, \d+ KB$/ });
  await expect(play).toBeVisible();
  await expect(play).toHaveText(/^0:09, \d{2} KB$/);
  await checkPage(page);
  expect(audioRequests).toEqual([]);

  await play.press('Enter');
  await expect(intro.getByRole('button', { name: 'Pause voice note' })).toBeVisible();
  await expect
    .poll(() => intro.getByTestId('voice-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(0.5);
  expect(audioRequests.length).toBeGreaterThan(0);

  // Her card on Find Workers has the same button, named for her, and fetches nothing either.
  const before = audioRequests.length;
  await page.goto('/find-workers');
  await page.getByRole('combobox', { name: 'Location' }).fill('Bloemfontein');
  await page
    .getByRole('option', { name: /^Bloemfontein, Free State/ })
    .first()
    .click();
  const card = page.getByTestId('worker-card').filter({ hasText: name });
  await expect(
    card.getByRole('button', { name: new RegExp(`^Play the voice introduction of ${name}, 0:09, \\d+ KB$`) }),
  ).toBeVisible();
  // The whole page, with the long place name scrolling inside the location box, and the card's button in the card.
  await checkPage(page, { except: [LOCATION_VALUE_SCROLLS] });
  const [cardBox, buttonBox] = await Promise.all([
    card.boundingBox(),
    card.getByTestId('voice-play').boundingBox(),
  ]);
  expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  expect(audioRequests.length).toBe(before);
});
