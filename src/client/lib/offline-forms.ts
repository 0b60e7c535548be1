// The forms that open in a dialog and must open offline too (issue 32 item 10), each named by its module. The build
// (scripts/build/vite-plugin-offline-forms.ts) finds each module's chunk and lists the files it needs in the page's
// HTML; the page fetches them once it has settled (keep-for-offline.ts). Free of imports: the build's config loads it in
// Node. A module missing from the bundle fails the build, so this list cannot go stale.

export const OFFLINE_FORMS = {
  reportProblem: 'src/client/features/bookings/report-problem-dialog.tsx',
  payoutAccount: 'src/client/features/money/payout-account-form.tsx',
  report: 'src/client/features/reports/report-dialog.tsx',
  rateEmployer: 'src/client/features/trust/rate-employer-dialog.tsx',
} as const;

export type OfflineForm = keyof typeof OFFLINE_FORMS;

/** The id of the HTML's data block: each form's files, `{ [form]: string[] }`. */
export const OFFLINE_FORMS_ID = 'wl-offline-forms';
