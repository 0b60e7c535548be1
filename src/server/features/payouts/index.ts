// The payouts feature's public face (issue 34): her payout account in clear for her own data download (me), the
// re-seal after a key rotation (scripts), the admin's lists (admin), and the transfer results among Paystack's
// webhooks (payments, whose route receives them).
export { exportPayoutAccount } from './account.js';
export { listAdminPayouts, listPayoutRuns } from './admin.js';
export { resealPayoutAccounts } from './reseal.js';
export { applyTransferWebhook, payoutDeps } from './webhook.js';
