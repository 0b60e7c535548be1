// Issue 16's wizard traps at 360 px: Enter in the promo field applies the code (never a paid submit) and no field's
// Enter submits step 3; focus moves to each step's heading and Enter on step 2 is Next Step; 'Use Current Location'
// fills suburb and city from the gazetteer; a CV over 10MB is refused before sending; step 3's heading follows a
// free promo.
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newPhone } from './factories.js';
import { seriousAxeViolations, signIn, smallPdf } from './helpers.js';

test.use({
  viewport: { width: 360, height: 740 },
  // Orlando West, Soweto: the gazetteer's nearest place there is the suburb itself.
  geolocation: { latitude: -26.2385, longitude: 27.9081 },
  permissions: ['geolocation'],
});

async function stepOne(page: Page, fullName: string) {
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#7a5' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByRole('checkbox', { name: 'Gardening' }).check();
  await page.getByRole('radio', { name: 'Part-time' }).check();
}

test('Enter never submits the wizard: it moves on from step 2 and applies the promo code on step 3', async ({
  page,
}) => {
  await signIn(page, newPhone(), 'Zanele', { returnTo: '/register-worker' });
  await stepOne(page, 'Zanele Khumalo');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Step 2: focus lands on its heading; the detected position fills suburb and city, the address stays empty.
  const locationHeading = page.getByRole('heading', { name: 'Location Settings' });
  await expect(locationHeading).toBeFocused();
  await page.getByRole('button', { name: 'Use Current Location' }).click();
  await expect(page.getByText('Detected location: -26.2385, 27.9081')).toBeVisible();
  await expect(page.getByLabel('Suburb/Area')).toHaveValue('Orlando West');
  await expect(page.getByLabel('City')).toHaveValue('Soweto');
  await expect(page.getByLabel('Address')).toHaveValue('');
  await expect(page.getByText('Filled in from your location: Orlando West, Soweto.')).toBeVisible();
  await expect(page.getByText('Places: GeoNames (CC BY 4.0)')).toBeVisible();
  // The embedded gazetteer knows no postal codes (decision 0112): the field stays for the person to type.
  await expect(page.getByLabel('Postal Code')).toHaveValue('');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // All editable.
  await page.getByLabel('Suburb/Area').fill('Orlando East');
  await page.getByLabel('Address').fill('14 Vilakazi Street');
  await page.getByLabel('Postal Code').fill('1804');
  await page.getByLabel('Postal Code').press('Enter');

  // Step 3 by Enter, focus on its heading.
  const paidHeading = page.getByRole('heading', { name: 'Complete Registration - R10' });
  await expect(paidHeading).toBeFocused();
  // Enter on a payment method or in the empty promo field submits nothing.
  await page.getByRole('radio', { name: 'Instant EFT' }).check();
  await page.getByRole('radio', { name: 'Instant EFT' }).press('Enter');
  await page.getByLabel('Promo Code').press('Enter');
  await expect(paidHeading).toBeVisible();
  await expect(page).toHaveURL(/\/register-worker$/);

  // Enter (a phone keyboard's Go) in the promo field applies the code; the wizard stays on step 3.
  await page.getByLabel('Promo Code').fill('free30d1');
  await page.getByLabel('Promo Code').press('Enter');
  await expect(page.getByText('30-day free trial applied!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register-worker$/);
  await expect(page.getByRole('heading', { name: 'Complete Free Registration' })).toBeVisible();
  await expect(paidHeading).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Back and forth keeps the trial; focus follows the steps.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(locationHeading).toBeFocused();
  await expect(page.getByLabel('Suburb/Area')).toHaveValue('Orlando East');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Free Registration' })).toBeFocused();

  await page.getByRole('button', { name: 'Complete Free Registration' }).click();
  await expect(page).toHaveURL(/\/worker\/dashboard$/);
  await expect(page.getByText(/Free trial - listed until/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a CV over the 10MB limit is refused in the browser before sending, saying why', async ({ page }) => {
  await signIn(page, newPhone(), 'Thabo', { returnTo: '/register-worker' });
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/upload')) uploads.push(request.url());
  });
  const twelveMb = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(12 * 1024 * 1024, 0x20)]);
  await page
    .getByLabel('Upload CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: twelveMb });
  await expect(page.getByText('The file is too large. CVs can be at most 10MB.')).toBeVisible();
  await expect(page.getByText('Upload Failed', { exact: true })).toBeVisible();
  expect(uploads).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A CV within the limit still uploads.
  const small = smallPdf();
  await page
    .getByLabel('Upload CV')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: small });
  await expect(page.getByText('File uploaded successfully', { exact: true })).toBeVisible();
  expect(uploads).toHaveLength(1);
});
