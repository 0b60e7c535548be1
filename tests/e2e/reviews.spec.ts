// Reviews journey: a worker asks a past employer for a review from the dashboard, the employer opens the SMS link
// signed out, gives 4 stars, and the worker's profile shows the verified reference and the new average.
import { devices, expect, test } from '@playwright/test';
import { createWorker, newPhone, spaced } from './factories.js';
import { seriousAxeViolations, signIn } from './helpers.js';

interface Profile {
  averageRating: string;
  totalReviews: number;
  reviews: { rating: number }[];
}

test('a review requested from the dashboard is left through the SMS link and shows on the profile', async ({
  page,
  browser,
}) => {
  // A worker of this journey's own, and a past employer's number no one else uses.
  const worker = await createWorker({ fullName: 'Zanele Nkosi' });
  await signIn(page, worker.phone);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.hasWorkerProfile).toBe(true);
  const workerId: string = me.workerId;
  const before: Profile = await (await page.request.get(`/api/workers/${workerId}`)).json();
  expect(before.reviews).toHaveLength(before.totalReviews);

  await page.goto('/worker-dashboard');
  await expect(page.getByRole('heading', { name: 'Request Review from Employer' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Review Request' }).click();
  await expect(page.getByText('Phone number required', { exact: true })).toBeVisible();
  await expect(page.getByText("Please enter the employer's phone number", { exact: true })).toBeVisible();

  await page.getByLabel('Employer Phone Number').fill(spaced(newPhone()));
  await page.getByLabel('Employer Name (optional)').fill('Mrs Botha');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/review-requests') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Send Review Request' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const { developmentUrl } = await response.json();
  await expect(page.getByText('Review request sent!', { exact: true })).toBeVisible();
  await expect(page.getByText('An SMS has been sent to the employer.', { exact: true })).toBeVisible();
  // The development link shown in the toast is the one the SMS carries.
  const shownLink = page.getByTestId('review-development-url');
  await expect(shownLink).toHaveAttribute('href', developmentUrl);

  // The employer has no account and no session.
  const employerContext = await browser.newContext({ ...devices['Pixel 7'] });
  const employer = await employerContext.newPage();
  await employer.goto(developmentUrl);
  await expect(employer.getByRole('heading', { name: 'Leave a Review' })).toBeVisible();
  await expect(
    employer.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  expect(await seriousAxeViolations(employer)).toEqual([]);

  await employer.getByRole('button', { name: 'Submit Review', exact: true }).click();
  await expect(employer.getByText('Rating required', { exact: true })).toBeVisible();
  await expect(employer.getByText('Please select a star rating', { exact: true })).toBeVisible();

  // Stars are chosen with the keyboard: Space picks 1, each ArrowRight one more.
  await employer.getByRole('radio', { name: '1 star' }).focus();
  await employer.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await employer.keyboard.press('ArrowRight');
  await expect(employer.getByRole('radio', { name: '4 stars' })).toBeChecked();

  const testimonial = 'Always on time <b>and</b> careful with the garden';
  await employer.getByLabel('Your Name (optional)').fill('Mrs Botha');
  await employer.getByLabel('Type of Work (optional)').fill('Gardening');
  await employer.getByLabel('Your Review (optional)').fill(testimonial);
  await employer.getByRole('button', { name: 'Submit & Sign Up as Employer' }).click();
  await expect(employer.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(employer.getByText('Review submitted!', { exact: true })).toBeVisible();
  await expect(employer.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await employer.getByRole('link', { name: 'Sign Up as Employer' }).click();
  await expect(employer).toHaveURL(/\/login\?signupType=employer$/);

  // The link works once: opened again, it says the review was received (issue 32, item 17), and takes no second.
  await employer.goto(developmentUrl);
  await expect(employer.getByRole('heading', { name: 'Review Received' })).toBeVisible();
  await expect(
    employer.getByText(
      'Thank you: your review of Zanele Nkosi has been received. This link can only be used once.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(employer.getByRole('button', { name: 'Submit Review', exact: true })).toHaveCount(0);
  await employerContext.close();

  const sum = before.reviews.reduce((total, r) => total + r.rating, 0) + 4;
  const count = before.totalReviews + 1;
  const expected = (Math.round((sum / count) * 100) / 100).toFixed(2);
  const after: Profile = await (await page.request.get(`/api/workers/${workerId}`)).json();
  expect(after).toMatchObject({ averageRating: expected, totalReviews: count });

  await page.goto(`/worker/${workerId}`);
  // A new worker's first review: the header counts it in the singular ('4.0 (1 review)').
  const counted = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  await expect(page.getByText(`${Number(expected).toFixed(1)} (${counted})`).first()).toBeVisible();
  const references = page.locator('li', { hasText: 'Mrs Botha' }).first();
  await expect(references).toContainText('Verified');
  await expect(references).toContainText(testimonial);
  // Shown as text: the markup is visible, not rendered.
  await expect(page.locator('b', { hasText: /^and$/ })).toHaveCount(0);
  await expect(page.getByText(testimonial).first()).toBeVisible();
  // A worker may not review themself: the form gives the reason instead.
  await expect(page.getByText('You cannot review your own profile.', { exact: true })).toBeVisible();
});

test('an employer whose hire was accepted reviews the worker on the profile, once', async ({
  page,
  browser,
}) => {
  const employerPhone = newPhone();
  await signIn(page, employerPhone, 'Pieter');
  const send = await page.request.post('/api/employer/verify-phone/send', {
    data: { phoneNumber: employerPhone },
  });
  expect(send.status()).toBe(200);
  const { developmentOtp } = await send.json();
  const confirm = await page.request.post('/api/employer/verify-phone/confirm', {
    data: { phoneNumber: employerPhone, otpCode: developmentOtp },
  });
  expect(confirm.ok()).toBe(true);

  // The worker, one of this journey's own, signs in elsewhere to accept the hire.
  const workerContext = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: new URL(page.url()).origin,
  });
  const workerPage = await workerContext.newPage();
  await signIn(workerPage, (await createWorker({ fullName: 'Sibusiso Khumalo' })).phone);
  const workerId: string = (await (await workerPage.request.get('/api/auth/user')).json()).workerId;

  await page.goto(`/worker/${workerId}`);
  await expect(page.getByRole('heading', { name: 'Leave a Review' })).toBeVisible();
  await expect(
    page.getByText('You can leave a review once this worker has accepted your hire request.', {
      exact: true,
    }),
  ).toBeVisible();

  const hire = await page.request.post('/api/hires', { data: { workerId } });
  expect(hire.status()).toBe(201);
  const hireId: string = (await hire.json()).hire.id;
  expect((await workerPage.request.post(`/api/hires/${hireId}/accept`)).ok()).toBe(true);
  await workerContext.close();

  await page.reload();
  const form = page.locator('form', { has: page.getByRole('radio', { name: '5 stars' }) });
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please write a review before submitting.', { exact: true })).toBeVisible();

  // Keyboard: from the chosen 5 stars, ArrowLeft twice gives 3.
  await form.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await form.getByLabel('Type of Work').fill('Painting');
  const text = 'Painted the whole house <script>alert(1)</script> neatly';
  await form.getByLabel('Your Review').fill(text);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/reviews') && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Submit Review' }).click(),
  ]);
  expect(response.status()).toBe(201);

  await expect(
    page.getByText('You have already reviewed every hire of this worker. Thank you for your feedback!', {
      exact: true,
    }),
  ).toBeVisible();
  const review = page.locator('li', { hasText: text });
  await expect(review).toContainText('Anonymous Employer');
  await expect(review).toContainText('Painting');
  await expect(review.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
});
