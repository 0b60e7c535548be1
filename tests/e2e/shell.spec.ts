// The app shell for a signed-out visitor: every static route, the 404 screen, the nav, the landing page's
// accessibility and its fit on a 360 px phone.
import { expect, type Page, test } from '@playwright/test';
import { holdRoute, seriousAxeViolations } from './helpers.js';

// Several journeys here stand in for the server with page.route (a held or invented session). The service worker
// (issue 22) fetches API answers itself once it controls the page, and those fetches never pass page.route, so
// whether the stand-in was used would depend on how soon the worker took over. It has journeys of its own
// (offline.spec.ts, performance.spec.ts).
test.use({ serviceWorkers: 'block' });

const STATIC_PAGES = [
  { path: '/about', heading: 'About Work Local' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/success-stories', heading: 'Success Stories' },
  { path: '/safety', heading: 'Safety Guidelines' },
];

test('the signed-out landing page shows Sign In and Get Started and passes axe', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the landing page has the hero, both how-it-works lists, trust, pricing, calls to action and footer', async ({
  page,
}) => {
  await page.goto('/');
  // Each keeps its intent through sign-in (returnto.spec.ts follows them).
  await expect(page.getByRole('link', { name: "I'm Looking for Work" })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fregister-worker',
  );
  await expect(page.getByRole('link', { name: "I'm Hiring" })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Ffind-workers',
  );
  await expect(page.getByText('Getting started costs just R10')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For workers' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trust and safety' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ID verification' })).toBeVisible();

  const pricing = page.locator('#pricing');
  for (const text of [
    'R10',
    'R75',
    'R200',
    'R199',
    'R1,990',
    'R165.83 per month, saves R398 a year (17% discount)',
  ]) {
    await expect(pricing.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Worker Sign Up - R10' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Browse Workers - Free' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© 2024')).toBeVisible();
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of [
    '/register-worker',
    '/#pricing',
    '/tier-upgrade',
    '/success-stories',
    '/login?returnTo=%2Ffind-workers',
    '/#how-it-works',
    '/safety',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
  ]) {
    expect(hrefs).toContain(href);
  }
  await expect(footer.getByRole('link', { name: 'Find Workers' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Ffind-workers',
  );
  // Post a Job opens the form, through sign-in (issue 18).
  await expect(footer.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fjobs%2Fnew',
  );
});

test('the footer pricing link scrolls to the pricing section from another page', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport();
});

for (const { path, heading } of STATIC_PAGES) {
  test(`${path} renders its heading and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('the legal pages say when they were last updated', async ({ page }) => {
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByText('Last updated: October 2025')).toBeVisible();
  }
});

test('the contact page gives the support hours and a desk for each kind of matter', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('Monday-Friday 8am-5pm SAST')).toBeVisible();
  for (const desk of ['workers@', 'employers@', 'privacy@', 'legal@', 'safety@']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${desk}`) }).first()).toBeVisible();
  }
});

test('success stories show four testimonials and a Register as a Worker link to /login', async ({ page }) => {
  await page.goto('/success-stories');
  await expect(page.getByRole('blockquote')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Register as a Worker' })).toHaveAttribute('href', '/login');
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('nothing on the landing page overflows a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', ...STATIC_PAGES.map((p) => p.path)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${path} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
  }
});

test('keyboard: Tab from the top reaches Get Started, past the skip link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  let reached = false;
  for (let i = 0; i < 6 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page
      .getByRole('button', { name: 'Get Started' })
      .evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
});

// Prerendered public pages keep their markup while the session loads (performance.spec.ts); app pages show a spinner.
test('a spinner shows on an app page while the session loads', async ({ page }) => {
  const release = await holdRoute(page, '**/api/auth/user');
  await page.goto('/find-workers');
  await expect(page.getByRole('status').getByText('Loading your session')).toBeAttached();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }),
  ).toHaveCount(0);
  release();
  await expect(page.getByRole('status').getByText('Loading your session')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ffind-workers/);
});

/** The signed-in home page without going through sign-in (its own journey covers that): the user is faked. */
async function fakeSignedIn(page: Page, fields: { firstName: string | null; hasWorkerProfile: boolean }) {
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({
      json: { id: 'u1', phoneNumber: '+27820000002', isAdmin: false, ...fields },
    }),
  );
}

test('signed in without a worker profile: welcome by name, both cards, recent activity, signed-in nav', async ({
  page,
}) => {
  await fakeSignedIn(page, { firstName: 'Karen', hasWorkerProfile: false });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Karen' })).toBeVisible();
  await expect(page.getByText('What would you like to do today?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register as a Worker - R10' })).toHaveAttribute(
    'href',
    '/register-worker',
  );
  await expect(page.getByRole('link', { name: 'Find Workers - Free' })).toHaveAttribute(
    'href',
    '/find-workers',
  );
  await expect(page.getByText('No recent activity yet')).toBeVisible();
  await expect(page.getByText('Start by registering as a worker or finding workers to hire')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // On a phone the links sit behind the Menu button (nav.spec.ts covers the disclosure).
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Find Workers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register as a Worker' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('signed in with a worker profile and no first name: plain welcome and the dashboard link', async ({
  page,
}) => {
  await fakeSignedIn(page, { firstName: null, hasWorkerProfile: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toHaveText('Welcome');
  await expect(page.getByText('You have an active worker profile')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/worker-dashboard',
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Upgrade Tier' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Verification' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Register as a Worker' })).toHaveCount(0);
});
