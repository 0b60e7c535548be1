// The e2e server's admins (decision 0261): a block of numbers it lists in ADMIN_PHONES, so a journey that needs an
// admin signs in as one of its own rather than the demo admin every other journey would share.
// Many, so journeys picking one at random almost never share one. The server reads them from its own environment
// (set in-process by e2e-server.ts), so the list's length meets no exec limit.
export const E2E_ADMIN_PHONE_COUNT = 100_000;

/** The `index`th admin number, '0600000000' upwards: 060 is kept out of the journeys' random numbers. */
export function e2eAdminPhone(index: number): string {
  return `060${String(index).padStart(7, '0')}`;
}

/** ADMIN_PHONES for the e2e server: every number of the block. */
export function e2eAdminPhones(): string {
  return Array.from({ length: E2E_ADMIN_PHONE_COUNT }, (_, i) => e2eAdminPhone(i)).join(',');
}
