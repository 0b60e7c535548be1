// The e2e server's admins (decision 0261): a block of numbers it lists in ADMIN_PHONES, so a journey that needs an
// admin signs in as one of its own rather than the demo admin every other journey would share.
// Child processes inherit ADMIN_PHONES (tsx starts esbuild), and one environment string may not pass 128 KiB
// (E2BIG): 5000 numbers are 55 KB.
export const E2E_ADMIN_PHONE_COUNT = 5000;

/** The `index`th admin number, '0600000000' upwards: 060 is kept out of the journeys' random numbers. */
export function e2eAdminPhone(index: number): string {
  return `060${String(index).padStart(7, '0')}`;
}

/** ADMIN_PHONES for the e2e server: every number of the block. */
export function e2eAdminPhones(): string {
  return Array.from({ length: E2E_ADMIN_PHONE_COUNT }, (_, i) => e2eAdminPhone(i)).join(',');
}
